import { z } from 'zod';
import { method } from './define';
import { LANGUAGES } from '../i18n/index';

/** The printed reports of a team event (issue 14), listed on the Teams screen's Print tab. */
export const TEAM_REPORT_KIND_NAMES = [
  'team-match-sheets',
  'team-pairings',
  'team-standings',
  'team-crosstable',
  'team-board-standings',
] as const;
export type TeamReportKindName = (typeof TEAM_REPORT_KIND_NAMES)[number];

/** Reports about one round (the others are after a round). */
export const TEAM_ROUND_REPORTS: readonly TeamReportKindName[] = ['team-match-sheets', 'team-pairings'];

export const teamReportMethods = {
  /** One team report as a PDF; `round`: the round printed, or the round the standings are after. */
  'teamReport.render': method({
    input: z.strictObject({
      tournamentId: z.number().int().positive(),
      kind: z.enum(TEAM_REPORT_KIND_NAMES),
      language: z.enum(LANGUAGES),
      paper: z.enum(['a4', 'letter']).default('a4'),
      round: z.number().int().positive().optional(),
    }),
    output: z.object({ pdf: z.string(), fileName: z.string(), pages: z.number().int() }),
    mutates: false,
  }),
};
