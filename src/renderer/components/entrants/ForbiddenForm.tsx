import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Entrant } from '../../../shared/api/entrants';
import { api } from '../../api';
import { entrantLabel, forbiddenInput } from './forbidden';

/** Two entrants to keep apart, from a round and to a round or in every later one (issue 30). */
export function ForbiddenForm({
  tournamentId,
  entrants,
  act,
}: {
  tournamentId: number;
  entrants: Entrant[];
  act: (action: () => Promise<unknown>) => Promise<void>;
}) {
  const { t } = useTranslation('ui');
  const [a, setA] = useState('');
  const [b, setB] = useState('');
  const [first, setFirst] = useState('1');
  const [last, setLast] = useState('');
  const options = [
    { value: '', label: t('entrants.forbidden.choose') },
    ...entrants.map((e) => ({ value: String(e.id), label: entrantLabel(e) })),
  ];
  return (
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
          void act(() => api['forbidden.add'](forbiddenInput(tournamentId, { a, b, first, last })))
        }
      >
        {t('entrants.forbidden.add')}
      </Button>
    </Group>
  );
}
