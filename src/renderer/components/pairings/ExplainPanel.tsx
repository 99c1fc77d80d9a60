import { Accordion, Alert, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoundExplanationView, WhyNotView } from '../../../shared/api/explain';
import type { RoundView } from '../../../shared/api/rounds';
import { api, errorMessage } from '../../api';

type Props = { tournamentId: number; round: RoundView };

/**
 * Issue 30: "Why this pairing" for a Swiss round, per board and for the round (the Dutch engine's
 * own reasons, pairing.explain), and "Why not that one?" for two entrants of the round
 * (pairing.whyNot). Neither changes the round.
 */
export function ExplainPanel({ tournamentId, round }: Props) {
  const { t } = useTranslation('day');
  const [shown, setShown] = useState<RoundExplanationView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const load = async () => {
    setBusy(true);
    setError(null);
    try {
      setShown(await api['pairing.explain']({ tournamentId, round: round.number }));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const title = t('explain.title', { round: round.number });
  return (
    <Paper withBorder p="sm" component="section" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={4}>{title}</Title>
          {shown ? (
            <Button variant="subtle" size="xs" onClick={() => setShown(null)}>
              {t('explain.hide')}
            </Button>
          ) : (
            <Button variant="light" size="xs" loading={busy} onClick={() => void load()}>
              {t('explain.show')}
            </Button>
          )}
        </Group>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {shown && <Explanation x={shown} />}
        <WhyNot tournamentId={tournamentId} round={round} />
      </Stack>
    </Paper>
  );
}

function Explanation({ x }: { x: RoundExplanationView }) {
  const { t } = useTranslation('day');
  return (
    <>
      {!x.asPaired && (
        <Alert color="yellow" variant="light" role="status">
          {t('explain.notAsPaired')}
        </Alert>
      )}
      <Accordion multiple variant="contained" chevronPosition="left">
        {x.boards.map((b) => (
          <Accordion.Item key={b.board} value={`b${b.board}`}>
            <Accordion.Control>
              {t('explain.board', { board: b.board, white: b.white.name, black: b.black.name })}
            </Accordion.Control>
            <Accordion.Panel>
              <Lines lines={b.lines} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
        {x.bye && (
          <Accordion.Item value="bye">
            <Accordion.Control>{t('explain.bye', { name: x.bye.entrant.name })}</Accordion.Control>
            <Accordion.Panel>
              <Lines lines={x.bye.lines} />
            </Accordion.Panel>
          </Accordion.Item>
        )}
        <Accordion.Item value="round">
          <Accordion.Control>{t('explain.round')}</Accordion.Control>
          <Accordion.Panel>
            <Lines lines={x.criteria} />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </>
  );
}

const Lines = ({ lines }: { lines: string[] }) => (
  <Stack gap={4}>
    {lines.map((l, i) => (
      <Text key={i} size="sm">
        {l.trim()}
      </Text>
    ))}
  </Stack>
);

function WhyNot({ tournamentId, round }: Props) {
  const { t } = useTranslation('day');
  const [a, setA] = useState('');
  const [b, setB] = useState('');
  const [answer, setAnswer] = useState<WhyNotView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const entrants = [
    ...round.boards.flatMap((x) => [x.white, x.black]),
    ...(round.bye ? [round.bye] : []),
  ].sort((p, q) => p.startNo - q.startNo);
  const data = [
    { value: '', label: '' },
    ...entrants.map((e) => ({ value: String(e.id), label: `${e.startNo}. ${e.name}` })),
  ];
  const ask = async () => {
    if (!a || !b) return;
    setBusy(true);
    setError(null);
    try {
      setAnswer(
        await api['pairing.whyNot']({ tournamentId, round: round.number, a: Number(a), b: Number(b) }),
      );
    } catch (e) {
      setAnswer(null);
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs">
      <Group align="end">
        <NativeSelect
          label={t('explain.whyNotA')}
          data={data}
          value={a}
          onChange={(e) => setA(e.currentTarget.value)}
          w={260}
        />
        <NativeSelect
          label={t('explain.whyNotB')}
          data={data}
          value={b}
          onChange={(e) => setB(e.currentTarget.value)}
          w={260}
        />
        <Button onClick={() => void ask()} loading={busy} disabled={!a || !b}>
          {t('explain.whyNotAsk')}
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {answer && (
        <Alert color={answer.kind === 'equal' ? 'teal' : 'blue'} variant="light" role="status">
          {answer.text}
        </Alert>
      )}
    </Stack>
  );
}
