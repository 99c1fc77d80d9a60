import { Alert, Badge, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalBoard, PortalRound } from '../../../shared/api/portal';
import type { PointSystem } from '../../../shared/domain';
import { api, errorMessage } from '../../api';
import { resultCode } from '../results/format';
import { isLanguage } from '../../../shared/i18n';
import { boardsWithReports, portalKey, portalLetters, type PortalUnit } from './keys';
import { byPassword, guessingLines, reportLine, statusLabel } from './report-words';

const COLOURS: Record<PortalBoard['status'], string> = {
  disputed: 'red',
  waiting: 'yellow',
  confirmed: 'teal',
  arbiter: 'blue',
  open: 'gray',
};

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
  const { tournamentId, round, ps, onDecided } = props;
  const unit = props.unit ?? 'board';
  const words = unit === 'match' ? 'screen.team' : 'screen';
  const onView = useRef(props.onView);
  useEffect(() => {
    onView.current = props.onView;
  });
  const { t, i18n } = useTranslation('portal');
  const lng = isLanguage(i18n.language) ? i18n.language : 'en';
  // The sentences' own translator (report-words.ts), i18next's with plain parameters.
  const say = (key: string, params?: Record<string, unknown>) => t(key, params ?? {});
  const { t: td } = useTranslation('day');
  const [view, setView] = useState<PortalRound | null>(null);
  const [picked, setPicked] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      api['portal.round']({ tournamentId, round })
        .then((v) => {
          if (!live) return;
          setView(v);
          onView.current?.(v);
        })
        .catch((e: unknown) => live && setError(errorMessage(e)));
    void load();
    const timer = setInterval(() => void load(), 15_000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [tournamentId, round]);
  const rows = view ? boardsWithReports(view.boards) : [];
  const code = (r: PortalBoard['results'][number]) => (r ? resultCode(r, ps, td, 'white') : '–');
  // A match's report has a result per board: each said with its board number ("2: 0–2").
  const said = (list: PortalBoard['results']) =>
    list
      .map((r, i) =>
        unit === 'match' ? t('screen.team.onBoard', { board: i + 1, result: code(r) }) : code(r),
      )
      .join(' ');
  const decide = (b: PortalBoard, key: string) => {
    const d = portalKey(key, b, unit, lng);
    if (!d) return false;
    setError(null);
    api['portal.decide']({
      tournamentId,
      round,
      board: b.boardNo,
      decision: d.decision,
      ...(d.result ? { result: d.result } : {}),
    })
      .then((v) => {
        setView(v);
        const decision = t(`${words}.decision.${d.decision}`);
        onDecided(
          unit === 'match'
            ? t('screen.team.decided', { match: b.boardNo, decision })
            : t('screen.decided', { board: b.boardNo, decision }),
        );
      })
      .catch((e: unknown) => setError(errorMessage(e)));
    return true;
  };
  const resume = () =>
    api['portal.resume']({ tournamentId })
      .then(() => setView((v) => (v ? { ...v, guessing: null } : v)))
      .catch((e: unknown) => setError(errorMessage(e)));
  const guessing = view?.guessing ? guessingLines(say, view.guessing) : null;
  return (
    <Paper withBorder p="xs">
      <Stack gap={4}>
        <Title order={4}>{t(`${words}.reports`)}</Title>
        {/* R16.3: someone is guessing the password or the codes; the arbiter is told here. */}
        {guessing && (
          <Alert color="orange" title={guessing.title} data-testid="portal-guessing">
            <Text size="sm">{guessing.figures}</Text>
            <Text size="sm">{guessing.note}</Text>
            <Button size="compact-xs" variant="light" color="orange" mt={4} onClick={() => void resume()}>
              {t('screen.guessing.resume')}
            </Button>
          </Alert>
        )}
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
                <Table.Tr
                  key={b.boardNo}
                  tabIndex={0}
                  data-testid={`portal-board-${b.boardNo}`}
                  aria-selected={picked === b.boardNo}
                  bg={picked === b.boardNo ? 'blue.0' : b.status === 'disputed' ? 'red.0' : undefined}
                  onFocus={() => setPicked(b.boardNo)}
                  onClick={() => setPicked(b.boardNo)}
                  onKeyDown={(e) => {
                    if (decide(b, e.key)) e.preventDefault();
                  }}
                >
                  <Table.Td className="num">{b.boardNo}</Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {b.white} – {b.black}
                    </Text>
                    {b.reports.map((r, i) => (
                      // A report by the hall's password speaks for nobody in particular: shown apart.
                      <Text
                        size="xs"
                        c={byPassword(r) ? 'orange.8' : 'dimmed'}
                        key={i}
                        data-channel={r.channel}
                      >
                        {reportLine(
                          say,
                          r,
                          r.kind === 'contest' ? t('screen.contest') : said(r.results ?? []),
                        )}
                      </Text>
                    ))}
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
