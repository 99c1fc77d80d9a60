import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PortalBoard } from '../../../shared/api/portal';
import type { PointSystem } from '../../../shared/domain';
import { resultCode } from '../results/format';
import type { PortalUnit } from './keys';
import { byPassword, reportLine, statusLabel } from './report-words';

const COLOURS: Record<PortalBoard['status'], string> = {
  disputed: 'red',
  waiting: 'yellow',
  confirmed: 'teal',
  arbiter: 'blue',
  open: 'gray',
};

/** One board (or match) with its reports and its status; a key pressed on the row decides it. */
export function PortalBoardRow({
  b,
  ps,
  unit,
  picked,
  onPick,
  decide,
}: {
  b: PortalBoard;
  ps: PointSystem;
  unit: PortalUnit;
  picked: boolean;
  onPick: () => void;
  decide: (b: PortalBoard, key: string) => boolean;
}) {
  const { t } = useTranslation('portal');
  // The sentences' own translator (report-words.ts), i18next's with plain parameters.
  const say = (key: string, params?: Record<string, unknown>) => t(key, params ?? {});
  return (
    <Table.Tr
      tabIndex={0}
      data-testid={`portal-board-${b.boardNo}`}
      aria-selected={picked}
      bg={picked ? 'blue.0' : b.status === 'disputed' ? 'red.0' : undefined}
      onFocus={onPick}
      onClick={onPick}
      onKeyDown={(e) => {
        if (decide(b, e.key)) e.preventDefault();
      }}
    >
      <Table.Td className="num">{b.boardNo}</Table.Td>
      <Table.Td>
        <Text size="sm">
          {b.white} – {b.black}
        </Text>
        <BoardReports b={b} ps={ps} unit={unit} />
      </Table.Td>
      <Table.Td>
        {/* never narrower than its words: a squeezed badge read "CONFIRM…" */}
        <Badge color={COLOURS[b.status]} variant="light" miw="max-content">
          {statusLabel(say, b)}
        </Badge>
        {b.how && (
          <Text size="xs" c="dimmed">
            {t(`screen.how.${b.how}`)}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** A board's reports as they came: who, what, when. */
function BoardReports({ b, ps, unit }: { b: PortalBoard; ps: PointSystem; unit: PortalUnit }) {
  const { t } = useTranslation('portal');
  const { t: td } = useTranslation('day');
  const say = (key: string, params?: Record<string, unknown>) => t(key, params ?? {});
  const code = (r: PortalBoard['results'][number]) => (r ? resultCode(r, ps, td, 'white') : '–');
  // A match's report has a result per board: each said with its board number ("2: 0–2").
  const said = (list: PortalBoard['results']) =>
    list
      .map((r, i) =>
        unit === 'match' ? t('screen.team.onBoard', { board: i + 1, result: code(r) }) : code(r),
      )
      .join(' ');
  return b.reports.map((r, i) => (
    // A report by the hall's password speaks for nobody in particular: shown apart.
    <Text size="xs" c={byPassword(r) ? 'orange.8' : 'dimmed'} key={i} data-channel={r.channel}>
      {reportLine(say, r, r.kind === 'contest' ? t('screen.contest') : said(r.results ?? []))}
    </Text>
  ));
}
