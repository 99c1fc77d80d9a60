import { Alert, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Figure, StandingsView } from '../../../shared/api/standings';
import { api } from '../../api';
import { useLoad } from '../../hooks/useLoad';
import { pts } from '../results/format';
import { tiebreakExplain, tiebreakFide, tiebreakName } from '../../../shared/tiebreak-labels';
import { figureText, valueText } from '../../../shared/figure-text';
import { comparisonText, entrantLabel, versusChoices } from './comparison';
import { deWhyText } from '../../../shared/direct-encounter-text';

type Props = { tournamentId: number; standings: StandingsView; entrantId: number };

function Contributions({ f, scale }: { f: Figure; scale: number }) {
  const { t } = useTranslation('day');
  const lines = f.contributions ?? [];
  if (lines.length === 0)
    return (
      <Text size="xs" c="dimmed">
        {t('breakdown.noContributions')}
      </Text>
    );
  return (
    <Table withTableBorder verticalSpacing={2} fz="sm" aria-label={tiebreakName(t, f.code)}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th className="num">{t('breakdown.round')}</Table.Th>
          <Table.Th>{t('breakdown.opponent')}</Table.Th>
          <Table.Th className="num">{t('breakdown.oppPoints')}</Table.Th>
          <Table.Th className="num">{t('breakdown.scored')}</Table.Th>
          <Table.Th className="num">{t('breakdown.value')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((c, i) => (
          <Table.Tr key={i}>
            <Table.Td className="num">{c.round}</Table.Td>
            <Table.Td>
              {c.opponent === null
                ? t('breakdown.virtual')
                : `${c.opponent.startNo}. ${c.opponent.name}${c.played ? '' : ` (${t('breakdown.unplayed')})`}`}
            </Table.Td>
            <Table.Td className="num">{pts(c.opponentPoints, scale)}</Table.Td>
            <Table.Td className="num">{pts(c.scored, scale)}</Table.Td>
            <Table.Td className={c.cut ? 'num cut' : 'num'}>
              {valueText(f.unit, c.value, scale)}
              {c.cut ? ` (${t('breakdown.cut')})` : ''}
            </Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Td colSpan={4} fw={600}>
            {t('breakdown.total')}
          </Table.Td>
          <Table.Td className="num" fw={600}>
            {figureText(f, scale)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

/** R9.6: every figure of one entrant, opponent by opponent, what the cut removed; why A is above B. */
export function Breakdown({ tournamentId, standings, entrantId }: Props) {
  const { t } = useTranslation('day');
  const [versus, setVersus] = useState<string | null>(null);
  const ex = useLoad(
    () =>
      api['standings.explain']({
        tournamentId,
        afterRound: standings.afterRound,
        entrantId,
        ...(versus ? { versus: Number(versus) } : {}),
      }),
    `${tournamentId}:${standings.afterRound}:${entrantId}:${versus}`,
  );
  const d = ex.data;
  if (ex.error) return <Alert color="red">{ex.error}</Alert>;
  if (!d) return null;
  const c = d.comparison;
  return (
    <Stack gap="sm">
      {d.row.tiebreaks.map((f) => (
        <div key={f.code}>
          <Title order={5}>
            {t('breakdown.figure', { name: tiebreakName(t, f.code), value: figureText(f, standings.scale) })}
          </Title>
          {/* R9.6: what the figure sums or counts, and the FIDE C.07 code it maps to */}
          <Text size="xs">
            {tiebreakExplain(t, f.code)}{' '}
            <Text span c="dimmed" size="xs">
              {tiebreakFide(t, f.code)}
            </Text>
          </Text>
          {f.code === 'DE' && (
            <Text size="xs" data-testid="de-why">
              {deWhy(t, f, standings)}
            </Text>
          )}
          {(f.code !== 'DE' || (f.among?.length ?? 0) > 1) && <Contributions f={f} scale={standings.scale} />}
        </div>
      ))}
      {d.row.tiebreaks.some((f) => f.contributions?.some((x) => x.cut)) && (
        <Text size="xs" c="dimmed">
          {t('breakdown.cutNote')}
        </Text>
      )}
      <Select
        label={t('breakdown.versus')}
        data={versusChoices(standings, entrantId)}
        value={versus}
        onChange={setVersus}
        searchable
        clearable
        w={320}
      />
      {c && (
        <Alert color="indigo" variant="light" role="status">
          {comparisonText(t, c, standings)}
        </Alert>
      )}
    </Stack>
  );
}

/** The direct-encounter line of the breakdown: among whom, and why it orders this entrant or not. */
function deWhy(t: (key: string, options: Record<string, unknown>) => string, f: Figure, s: StandingsView) {
  const startNo = (id: number) => s.rows.find((r) => r.entrant.id === id)?.entrant.startNo ?? id;
  return deWhyText(t, {
    among: (f.among ?? []).map((id) => entrantLabel(s, id)),
    unmet: (f.unmet ?? []).map(([a, b]) => [startNo(a), startNo(b)] as const),
    decisive: f.decisive === true,
  });
}
