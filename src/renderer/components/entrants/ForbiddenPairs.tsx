import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Entrant } from '../../../shared/api/entrants';
import type { ForbiddenPair } from '../../../shared/api/forbidden';
import { api } from '../../api';
import { ForbiddenForm } from './ForbiddenForm';
import { entrantLabel } from './forbidden';

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
  useEffect(() => {
    let live = true;
    api['forbidden.list']({ tournamentId })
      .then((list) => live && setPairs(list))
      .catch(() => live && setPairs([]));
    return () => {
      live = false;
    };
  }, [tournamentId, version]);

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
              {t('entrants.forbidden.pair', {
                a: entrantLabel(p.a),
                b: entrantLabel(p.b),
                rounds: rounds(p),
              })}
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
      <ForbiddenForm tournamentId={tournamentId} entrants={entrants} act={act} />
    </Stack>
  );
}
