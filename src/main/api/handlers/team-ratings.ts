import type { HandlerMap } from '../types';
import type { teamRatingMethods } from '../../../shared/api/team-ratings';
import {
  eventRatings,
  exportRatings,
  importRatings,
  ratingHistory,
  ratingList,
} from '../../services/teams/ratings';

/** The event's team ratings (docs/TEAMS.md "Team rating"). */
export const teamRatingHandlers: HandlerMap<keyof typeof teamRatingMethods> = {
  'team.ratings.list': (_input, ctx) => ratingList(eventRatings(ctx.db())),
  'team.ratings.history': ({ tournamentId }, ctx) => ratingHistory(ctx.db(), tournamentId),
  'team.ratings.export': (_input, ctx) => exportRatings(ctx.db()),
  'team.ratings.import': ({ fileName, text }, ctx) => {
    const imported = importRatings(ctx.db(), fileName, text, ctx.now());
    ctx.log({ tournamentId: null, summary: { fileName, teams: imported } });
    return { imported, ratings: ratingList(eventRatings(ctx.db())) };
  },
};
