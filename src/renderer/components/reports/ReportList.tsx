import { NavLink, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Tournament } from '../../../shared/api/tournaments';
import type { ReportKindName } from '../../../shared/api/reports';
import { offeredReports } from './preview';

/** R12, R12.3: the rating report's line in the list: casual, or how many games it can hold. */
function ratingNote(tr: Tournament, t: TFunction): string | undefined {
  const { rated, games } = tr.ratingStatus;
  if (!rated) return t('screen.casual');
  if (!games) return undefined;
  if (games.rated === 0) return t('screen.noneRated');
  return games.rateable === null ? undefined : t('screen.ratedGames', games);
}

/** The reports this tournament offers, the chosen one marked. */
export function ReportList({
  tournament,
  decided,
  kind,
  onChoose,
}: {
  tournament: Tournament;
  decided: Parameters<typeof offeredReports>[0];
  kind: ReportKindName;
  onChoose: (kind: ReportKindName) => void;
}) {
  const { t } = useTranslation('reports');
  return (
    <Paper withBorder p={4} w={230} component="nav" aria-label={t('screen.list')}>
      {offeredReports(decided, tournament.settings.formatMode).map((k) => (
        <NavLink
          key={k}
          component="button"
          type="button"
          label={t(`kind.${k}`)}
          // R12: the same status the settings show; the report itself says why when asked.
          description={k === 'rating-report' ? ratingNote(tournament, t) : undefined}
          active={k === kind}
          aria-current={k === kind ? 'page' : undefined}
          onClick={() => onChoose(k)}
        />
      ))}
    </Paper>
  );
}
