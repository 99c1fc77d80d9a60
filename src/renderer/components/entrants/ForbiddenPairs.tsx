import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Entrant } from '../../../shared/api/entrants';
import type { ForbiddenPair } from '../../../shared/api/forbidden';
import { api } from '../../api';

/** "Name (3)" when the entrant has a pairing number, the name alone before the start. */
const label = (e: { name: string; startNo: number | null }): string =>
  e.startNo === null ? e.name : `${e.name} (${e.startNo})`;

/**
 * The entrants the arbiter keeps apart (issue 30: family, clubmates), in every round or a range;
 * the Swiss never pairs them, as it never pairs a rematch (C.04.3 C1). `act` runs a call and shows
 * its refusal on the screen; `version` changes after every change of the screen.
 */
export function ForbiddenPairs({
  tournamentId,
  entrants,
  version,
  act,
}: {
  tournamentId: number;
  entrants: Entrant[];
  version: number;
  act: (action: () => Promise<unknown>) => Promise<void>;
}) {
  const { t } = useTranslation('ui');
  const [pairs, setPairs] = useState<ForbiddenPair[]>([]);
  const [a, setA] = useState('');
  const [b, setB] = useState('');
  const [first, setFirst] = useState('1');
  const [last, setLast] = useState('');
  useEffect(() => {
    let live = true;
    api['forbidden.list']({ tournamentId })
      .then((list) => live && setPairs(list))
      .catch(() => live && setPairs([]));
    return () => {
      live = false;
    };
  }, [tournamentId, version]);

  const options = [
    { value: '', label: t('entrants.forbidden.choose') },
    ...entrants.map((e) => ({ value: String(e.id), label: label(e) })),
  ];
  const rounds = (p: ForbiddenPair): string =>
    p.lastRound === null
      ? t('entrants.forbidden.from', { first: p.firstRound })
      : t('entrants.forbidden.range', { first: p.firstRound, last: p.lastRound });

  return (
    <Stack gap="xs" data-testid="forbidden-pairs">
      <Title order={3}>{t('entrants.forbidden.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('entrants.forbidden.help')}
      </Text>
      {pairs.length === 0 ? (
        <Text size="sm">{t('entrants.forbidden.none')}</Text>
      ) : (
        pairs.map((p) => (
          <Group key={p.id} gap="sm">
            <Text size="sm">
              {t('entrants.forbidden.pair', { a: label(p.a), b: label(p.b), rounds: rounds(p) })}
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => void act(() => api['forbidden.remove']({ id: p.id }))}
            >
              {t('entrants.forbidden.remove')}
            </Button>
          </Group>
        ))
      )}
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label={t('entrants.forbidden.a')}
          data={options}
          value={a}
          onChange={(e) => setA(e.currentTarget.value)}
        />
        <NativeSelect
          label={t('entrants.forbidden.b')}
          data={options}
          value={b}
          onChange={(e) => setB(e.currentTarget.value)}
        />
        <TextInput
          label={t('entrants.forbidden.firstRound')}
          value={first}
          onChange={(e) => setFirst(e.currentTarget.value)}
          w={110}
        />
        <TextInput
          label={t('entrants.forbidden.lastRound')}
          placeholder={t('entrants.forbidden.every')}
          value={last}
          onChange={(e) => setLast(e.currentTarget.value)}
          w={110}
        />
        <Button
          disabled={a === '' || b === ''}
          onClick={() =>
            void act(() =>
              api['forbidden.add']({
                tournamentId,
                a: Number(a),
                b: Number(b),
                firstRound: Number(first) || 1,
                lastRound: last.trim() === '' ? null : Number(last),
              }),
            )
          }
        >
          {t('entrants.forbidden.add')}
        </Button>
      </Group>
    </Stack>
  );
}
