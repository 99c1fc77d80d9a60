/**
 * What a team report builder works with: the model, the messages of the team reports
 * (`teamprint`) beside the shared ones (`reports`: header, footer, tiebreak names), the teams by
 * starting number, and points written the way the screens write them.
 */
import type { Colour, GameResult } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import { t as translate } from '../../../shared/i18n/index';
import { points, resultNotation, type NotationKey } from '../../../shared/result-notation';
import { tiebreakName, tiebreakShort } from '../../../shared/tiebreak-labels';
import type { DocCtx } from '../layout';
import type { TeamEntry, TeamLeft, TeamReportKind, TeamReportModel, TeamTiebreakCode } from './model';

export type TeamCtx = DocCtx & {
  m: TeamReportModel;
  /** A message of the team reports. */
  tt: (key: string, params?: Record<string, unknown>) => string;
  title: (kind: TeamReportKind) => string;
  team: (startNo: number) => TeamEntry;
  /** Board points in the board point system (2/1/0: a 4-board match has 8). */
  bp: (value: number) => string;
  mp: (value: number) => string;
  code: (result: GameResult, side: Colour) => string;
  colourLetter: (c: Colour) => string;
  /** "abandoned after round 3", or ''. */
  left: (left: TeamLeft | null) => string;
  tiebreakShort: (code: TeamTiebreakCode) => string;
  tiebreakLong: (code: TeamTiebreakCode) => string;
};

export function teamContext(m: TeamReportModel): TeamCtx {
  const byNo = new Map(m.teams.map((x) => [x.startNo, x]));
  const tr = (key: string, params?: Record<string, unknown>): string =>
    translate(m.language, key, params ?? {});
  const tt = (key: string, params?: Record<string, unknown>) => tr(`teamprint:${key}`, params);
  return {
    m,
    t: (key, params) => tr(`reports:${key}`, params),
    tt,
    title: (kind) => tt(`kind.${kind}`),
    team: (startNo) => {
      const team = byNo.get(startNo);
      if (!team) throw new AppError('teamprint:error.unknownTeam', { startNo });
      return team;
    },
    bp: (value) => points(value, m.boardPoints.scale),
    mp: (value) => points(value, 1),
    code: (result, side) => resultNotation(result, (k: NotationKey) => tr(k), side, m.boardPoints),
    colourLetter: (c) => tr(`reports:colour.${c}`),
    left: (left) => (left ? tt(`left.${left.kind}`, { round: left.round }) : ''),
    tiebreakShort: (code) => (code === 'BP' ? tt('tiebreak.BP_short') : tiebreakShort(tr, code)),
    tiebreakLong: (code) => (code === 'BP' ? tt('tiebreak.BP') : tiebreakName(tr, code)),
  };
}

/** "Round 3 of 5", or "Round 3" when the number of rounds is not known. */
export function teamRoundLabel(c: TeamCtx, round: number): string {
  const total = c.m.totalRounds;
  return total ? c.t('header.roundOf', { round, total }) : c.t('header.round', { round });
}

/** The round a round report is about, refused when it does not exist. */
export function teamChosenRound(c: TeamCtx, kind: TeamReportKind): number {
  const last = c.m.rounds.length;
  if (last === 0) throw new AppError('teamprint:error.noRounds', { kind: c.title(kind) });
  const r = c.m.round;
  if (r < 1 || r > last) throw new AppError('teamprint:error.roundOutOfRange', { round: r, last });
  return r;
}

/** "(abandoned after round 3)" appended to a team's name, once it has left by round `upTo`. */
export const nameWithLeft = (c: TeamCtx, team: TeamEntry, upTo: number): string =>
  team.left && team.left.round <= upTo ? `${team.name} (${c.left(team.left)})` : team.name;
