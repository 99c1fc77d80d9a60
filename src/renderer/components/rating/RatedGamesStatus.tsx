import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RatedGames } from '../../../shared/api/tournaments';

/**
 * R12.3: the rated status of a rated tournament, with how many of its games can be rated; a
 * warning when none can (no entrant rated for the variant and time control). Without a count (a
 * new tournament, settings edited to another variant or time control) the rule, not a promise.
 */
export function RatedGamesStatus({ games }: { games: RatedGames | null }) {
  const { t } = useTranslation('ui');
  if (!games)
    return (
      <Text role="status" size="sm" c="teal.8">
        {t('settings.status.ratedWhy')}
      </Text>
    );
  const text = t(`settings:${games.note.code}`, games.note.params);
  if (games.rated === 0)
    return (
      <Alert role="status" variant="light" color="yellow" py="xs">
        {text}
      </Alert>
    );
  return (
    <Text role="status" size="sm" c="teal.8">
      {text}
    </Text>
  );
}
