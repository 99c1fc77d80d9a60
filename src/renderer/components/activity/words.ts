import type { EntrantLog, LoggedEntrant, ResultLog } from '../../../shared/api/activity-detail';
import type { Colour, GameResult, PointSystem } from '../../../shared/domain';
import { resultNotation, type NotationKey } from '../../../shared/result-notation';

/** Any translator with parameters (i18next's `t`, or the shared one bound to a language). */
export type LogT = (key: string, params?: Record<string, unknown>) => string;

export type LineContext = {
  t: LogT;
  /** The tournament's point system: a result reads 2–0 or 3–0 as in print (R8, R4.1). */
  ps: PointSystem;
  /** R5: with two legs every board has two games, and the log says which. */
  twoLegs: boolean;
  /** The interface language, for the dates and times a line says (shared/dates.ts). */
  lang?: string;
  /** An earlier row by id: an undo written before it stored what it undid finds it here. */
  row?: (id: number) => { action: string; summary: unknown } | undefined;
};

const METHODS = new Set([
  'event.create',
  'event.rename',
  'tournament.create',
  'tournament.updateSettings',
  'tournament.start',
  'entrant.add',
  'entrant.update',
  'entrant.remove',
  'entrant.withdraw',
  'ratings.import',
  'ratings.register',
  'ratings.applyDiff',
  'round.pairNext',
  'round.edit',
  'round.absence',
  'result.set',
  'result.rule',
  'tournament.extend',
  'tournament.tick',
  'tournament.setClose',
  'tournament.reopen',
  'tournament.closeNoticeSeen',
  'result.correct',
  'activity.undo',
  'round.unpair',
  'round.redrawOpening',
  'portal.configure',
  'portal.invite',
  'portal.revoke',
  'portal.slips',
  'portal.report',
  'portal.validate',
  'portal.decide',
  'portal.leave',
  'team.undoLeave',
]);

/** The action's name in the arbiter's language; a method this version does not know stays generic. */
export const actionName = (action: string, t: LogT): string =>
  METHODS.has(action) ? t(`activity:action.${action}`) : t('activity:action.other');

/**
 * The side a logged game is read from: as on the result screen, every game of a board from the
 * board's White (issue 33: the log read game 2 from that game's White, "2–0" where Results showed
 * "0–2"). In game 2 the colours are reversed (R5.1), so the board's White has Black.
 */
export const boardSide = (leg: number, c: LineContext): Colour =>
  c.twoLegs && leg === 2 ? 'black' : 'white';

/** A result as on the result screen and in print (read from `side`), or "no result". */
export const resultText = (r: GameResult | null, c: LineContext, side: Colour = 'white'): string =>
  r === null ? c.t('activity:noResult') : resultNotation(r, (k: NotationKey) => c.t(k), side, c.ps);

/**
 * An entrant by name, with the number the arbiter uses: the starting number once there is one,
 * before that federation and rating (as on the rating list).
 */
export function who(e: EntrantLog | LoggedEntrant, c: LineContext): string {
  const details: string[] = [];
  if (e.startNo) details.push(c.t('activity:startNo', { startNo: e.startNo }));
  else if ('federation' in e || 'rating' in e) {
    const x = e as EntrantLog;
    if (x.federation) details.push(x.federation);
    if (x.rating !== null && x.rating !== undefined) details.push(String(x.rating));
  }
  return details.length ? c.t('activity:who', { name: e.name, details: details.join(', ') }) : e.name;
}

/** "Board 3, round 2" (with two legs "Board 3, game 2, round 2"), as the row's subject. */
export const where = (r: Pick<ResultLog, 'board' | 'round' | 'leg'>, c: LineContext): string =>
  c.twoLegs
    ? c.t('activity:line.whereLeg', { board: r.board, leg: r.leg, round: r.round })
    : c.t('activity:line.where', { board: r.board, round: r.round });

/** A field of an entrant or of the settings by its label on the screens. */
export function fieldName(scope: 'entrants' | 'settings', field: string, t: LogT): string {
  const key = scope === 'settings' && field === 'timeControl' ? 'timeControlText' : field;
  return t(`ui:${scope}.field.${key}`, { defaultValue: t('activity:otherField') });
}

/** An entrant's old or new value: yes/no, male/female, a dash for nothing. */
export function valueText(field: string, v: string | number | boolean | null, t: LogT): string {
  if (v === null || v === '') return '–';
  if (typeof v === 'boolean') return t(v ? 'activity:yes' : 'activity:no');
  if (field === 'sex' && (v === 'M' || v === 'F')) return t(`ui:entrants.sex.${v}`);
  return String(v);
}
