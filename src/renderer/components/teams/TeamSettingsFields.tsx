import { Group, NumberInput, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  BOARD_POINTS_TIEBREAK,
  proposedTeamRounds,
  TEAM_LIMITS,
  TEAM_SEEDINGS,
  teamSettingsIssues,
  type TeamSettings,
} from '../../../shared/teams';

type Props = {
  value: TeamSettings;
  onChange: (v: TeamSettings) => void;
  teams?: number;
  /** In the New tournament form: the rounds are set now (the seeds), changeable until the start. */
  creating?: boolean;
  disabled?: boolean;
};

const SEEDING_LABELS: Record<TeamSettings['seeding'], string> = {
  rating: 'labels.seedingRating',
  'team-rating': 'labels.seedingTeamRating',
  arbiter: 'labels.seedingArbiter',
};

/**
 * The settings a team tournament adds (R16.1): boards per match, match points (3/1/0 by
 * default), seeding, the rating of an unrated player for the mean, rounds (empty: the proposal,
 * ceil(log2 teams) + 1), board points as a tiebreak. Each broken rule shows under its field.
 */
export function TeamSettingsFields({ value, onChange, teams, creating, disabled }: Props) {
  const { t } = useTranslation('teams');
  const { t: tu } = useTranslation('teamui');
  const issues = teamSettingsIssues(value);
  const error = (field: keyof TeamSettings) =>
    issues
      .filter((i) => i.field === field)
      .map((i) => t(`settings.${i.code}`, i.params))
      .join(' ') || undefined;
  const num = (v: string | number, fallback: number) => (typeof v === 'number' ? v : Number(v) || fallback);
  const mp = value.matchPoints;
  return (
    <>
      <Group align="flex-start" gap="md">
        <NumberInput
          disabled={disabled}
          label={t('labels.boards')}
          value={value.boards}
          min={TEAM_LIMITS.boards.min}
          max={TEAM_LIMITS.boards.max}
          onChange={(v) => onChange({ ...value, boards: num(v, 0) })}
          error={error('boards')}
          w={160}
        />
        <Group gap={4} align="flex-end">
          {(['win', 'draw', 'loss'] as const).map((k) => (
            <NumberInput
              disabled={disabled}
              key={k}
              label={k === 'win' ? t('labels.matchPoints') : ' '}
              aria-label={tu(`settings.matchPoints.${k}`)}
              value={mp[k]}
              onChange={(v) => onChange({ ...value, matchPoints: { ...mp, [k]: num(v, 0) } })}
              w={k === 'win' ? 150 : 70}
            />
          ))}
        </Group>
        <Select
          disabled={disabled}
          label={t('labels.seeding')}
          data={TEAM_SEEDINGS.map((s) => ({
            value: s,
            label: t(SEEDING_LABELS[s]),
          }))}
          value={value.seeding}
          onChange={(v) => v && onChange({ ...value, seeding: v as TeamSettings['seeding'] })}
          allowDeselect={false}
          w={280}
        />
      </Group>
      {error('matchPoints') && (
        <Text size="xs" c="red" mt={4}>
          {error('matchPoints')}
        </Text>
      )}
      <Group align="flex-start" gap="md" mt="sm">
        <NumberInput
          label={t('labels.unratedRating')}
          value={value.unratedRating}
          onChange={(v) => onChange({ ...value, unratedRating: num(v, 0) })}
          error={error('unratedRating')}
          disabled={disabled || value.seeding !== 'rating'}
          w={220}
        />
        <NumberInput
          disabled={disabled}
          label={t('labels.rounds')}
          description={
            creating
              ? tu('settings.roundsAtCreation')
              : teams && teams >= 2
                ? tu('settings.roundsProposed', { teams, rounds: proposedTeamRounds(teams) })
                : tu('settings.roundsEmpty')
          }
          value={value.rounds ?? ''}
          onChange={(v) => onChange({ ...value, rounds: v === '' ? null : num(v, 1) })}
          error={error('rounds')}
          w={260}
        />
        <Select
          disabled={disabled}
          label={t('labels.boardPoints')}
          data={BOARD_POINTS_TIEBREAK.map((b) => ({ value: b, label: tu(`settings.boardPoints.${b}`) }))}
          value={value.boardPoints}
          onChange={(v) => v && onChange({ ...value, boardPoints: v as TeamSettings['boardPoints'] })}
          allowDeselect={false}
          w={240}
        />
      </Group>
    </>
  );
}
