import { Alert, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalRound } from '../../../shared/api/portal';
import type { PointSystem } from '../../../shared/domain';
import { boardsWithReports, portalLetters, type PortalUnit } from './keys';
import { PortalBoardRow } from './PortalBoardRow';
import { guessingLines } from './report-words';
import { usePortalRound } from './usePortalRound';

/**
 * RULES.md R16.2 on the Results screen: each board's reports as they come (who, what, when), the
 * minutes left of a single report, disputed boards first. A row takes one keystroke: C, W, B, X,
 * or a result key (keys.ts). Read again every 15 seconds while the round runs. On the Teams
 * screen (unit 'match') each row is a match: the captains' reports, board by board.
 */
export function PortalReports(props: {
  tournamentId: number;
  round: number;
  ps: PointSystem;
  onDecided: (message: string) => void;
  unit?: PortalUnit;
  /** Called with each view read: the Teams screen reads its matches again when a status moved. */
  onView?: (view: PortalRound) => void;
}) {
  const unit = props.unit ?? 'board';
  const words = unit === 'match' ? 'screen.team' : 'screen';
  const { t } = useTranslation('portal');
  const { view, error, decide, resume, lng } = usePortalRound({ ...props, unit });
  const [picked, setPicked] = useState<number | null>(null);
  const rows = view ? boardsWithReports(view.boards) : [];
  return (
    <Paper withBorder p="xs">
      <Stack gap={4}>
        <Title order={4}>{t(`${words}.reports`)}</Title>
        {view?.guessing && <GuessingAlert guessing={view.guessing} onResume={() => void resume()} />}
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('screen.none')}
          </Text>
        ) : (
          <Table highlightOnHover verticalSpacing={4} data-testid="portal-reports">
            <Table.Tbody>
              {rows.map((b) => (
                <PortalBoardRow
                  key={b.boardNo}
                  b={b}
                  ps={props.ps}
                  unit={unit}
                  picked={picked === b.boardNo}
                  onPick={() => setPicked(b.boardNo)}
                  decide={decide}
                />
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Text size="xs" c="dimmed">
          {t(`${words}.keys`, portalLetters(lng))}
        </Text>
      </Stack>
    </Paper>
  );
}

/** R16.3: someone is guessing the password or the codes; the arbiter is told here. */
function GuessingAlert({
  guessing,
  onResume,
}: {
  guessing: NonNullable<PortalRound['guessing']>;
  onResume: () => void;
}) {
  const { t } = useTranslation('portal');
  const say = (key: string, params?: Record<string, unknown>) => t(key, params ?? {});
  const lines = guessingLines(say, guessing);
  return (
    <Alert color="orange" title={lines.title} data-testid="portal-guessing">
      <Text size="sm">{lines.figures}</Text>
      <Text size="sm">{lines.note}</Text>
      <Button size="compact-xs" variant="light" color="orange" mt={4} onClick={onResume}>
        {t('screen.guessing.resume')}
      </Button>
    </Alert>
  );
}
