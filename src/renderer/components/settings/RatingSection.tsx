import { Alert, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ratingStatus } from '../../../shared/settings';
import type { RatedGames } from '../../../shared/api/tournaments';
import type { Settings } from '../../../shared/settings';
import { RatedGamesStatus } from '../rating/RatedGamesStatus';
import { Noted, NumberField } from './fields';
import { displayParams } from './params';
import type { SectionProps } from './types';

/** The saved count speaks of the variant and time control as saved: not of others typed since. */
const sameKind = (g: RatedGames, s: Settings): boolean =>
  g.note.params.variant === s.variant && g.note.params.timeControl === s.timeControl.kind;

/** R12: rated or casual, the floor, and why the tournament will be casual when it is. */
export function RatingSection({ value, change, error, reviews, ratedGames }: SectionProps) {
  const { t } = useTranslation('ui');
  const status = ratingStatus(value, undefined, reviews); // R11.4: a themed opening's reviewed class
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <Switch
          label={t('settings.field.rated')}
          description={<Noted>{t('settings.help.rated')}</Noted>}
          checked={value.rated}
          onChange={(e) =>
            change({
              rated: e.currentTarget.checked,
              ratingFloor: e.currentTarget.checked ? value.ratingFloor : null,
            })
          }
          mt="xs"
        />
        <NumberField
          label={t('settings.field.ratingFloor')}
          description={t('settings.help.ratingFloor')}
          placeholder={t('settings.placeholder.ratingFloor')}
          value={value.ratingFloor}
          onChange={(ratingFloor) => change({ ratingFloor })}
          error={error('ratingFloor')}
          step={100}
        />
      </SimpleGrid>
      {status.rated ? (
        <RatedGamesStatus games={ratedGames && sameKind(ratedGames, value) ? ratedGames : null} />
      ) : (
        <Alert role="status" variant="light" color="yellow" py="xs">
          {status.reason ? t(`settings:${status.reason.code}`, displayParams(status.reason.params, t)) : null}
          {/* R12.2: such a tournament is saved casual, and its floor dropped (not refused) */}
          {value.rated && value.ratingFloor !== null && (
            <Text size="sm" mt={4}>
              {t(
                'settings:floorDroppedCasual',
                displayParams({ floor: value.ratingFloor, mode: value.openingMode }, t),
              )}
            </Text>
          )}
        </Alert>
      )}
    </Stack>
  );
}
