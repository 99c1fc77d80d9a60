import { z } from 'zod';
import { method } from './define';
import { LANGUAGES } from '../i18n/index';
import { UNPLAYED_POLICIES } from '../domain';

/** Every printable report of PRODUCT.md (the same list as the `diagonal report` command). */
export const REPORT_KIND_NAMES = [
  'entrants',
  'round-sheet',
  'pairings-wall',
  'results',
  'standings',
  'crosstable',
  'grid',
  'tiebreaks',
  'rating-report',
] as const;
export type ReportKindName = (typeof REPORT_KIND_NAMES)[number];

/** Reports that are about one round (the others are after a round). */
export const ROUND_REPORTS: readonly ReportKindName[] = ['round-sheet', 'pairings-wall', 'results'];

const PDF_OUTPUT = z.object({
  /** The PDF, base64: envelopes are JSON over IPC and HTTP alike. */
  pdf: z.string(),
  fileName: z.string(),
  pages: z.number().int(),
});

export const reportMethods = {
  /**
   * One report of a tournament as a PDF, in the language and paper asked for. `round`: the round
   * printed, or the round the standings are after (the last paired by default); `entrantId`: the
   * tiebreak breakdown of one entrant instead of all; `explain`: the round sheet's appendix.
   */
  'report.render': method({
    input: z.strictObject({
      tournamentId: z.number().int().positive(),
      kind: z.enum(REPORT_KIND_NAMES),
      language: z.enum(LANGUAGES),
      paper: z.enum(['a4', 'letter']).default('a4'),
      round: z.number().int().positive().optional(),
      entrantId: z.number().int().positive().optional(),
      /** The round sheet of a Swiss round with why-this-pairing as an appendix (issue 30). */
      explain: z.boolean().default(false),
      /** R9.4: the edition the tiebreaks count under instead of the tournament's (diagonal report --unplayed). */
      unplayed: z.enum(UNPLAYED_POLICIES).optional(),
    }),
    output: PDF_OUTPUT,
    mutates: false,
  }),
  /**
   * One report of a tournament in a TRF file's text (`diagonal report` on a TRF file): no event
   * file needed. `entrant`: the breakdown of this starting number; `format` overrides what the
   * file says (TRF has no format record of its own).
   */
  'report.renderTrf': method({
    input: z.strictObject({
      text: z.string(),
      kind: z.enum(REPORT_KIND_NAMES),
      language: z.enum(LANGUAGES),
      paper: z.enum(['a4', 'letter']).default('a4'),
      round: z.number().int().positive().optional(),
      entrant: z.number().int().positive().optional(),
      format: z.enum(['swiss', 'round-robin']).optional(),
      unplayed: z.enum(UNPLAYED_POLICIES).optional(),
    }),
    output: PDF_OUTPUT,
    mutates: false,
  }),
};
