import {
  AbsenceLogSchema,
  ClassReviewLogSchema,
  CloseLogSchema,
  ReopenLogSchema,
  SetCloseLogSchema,
  ExtendLogSchema,
  EditLogSchema,
  EntrantLogSchema,
  EntrantUpdateLogSchema,
  ImportLogSchema,
  NameLogSchema,
  PairLogSchema,
  RedrawLogSchema,
  RatingDiffLogSchema,
  ResultLogSchema,
  RuleLogSchema,
  SettingsLogSchema,
  StartLogSchema,
  UndoLogSchema,
  UnpairLogSchema,
  WithdrawLogSchema,
  type LoggedEntrant,
} from '../../../shared/api/activity-detail';
import type { ActivityItem } from '../../../shared/api/activity';
import { portalLine } from './portal-lines';
import { classWords } from '../settings/opening-options';
import { VARIANTS } from '../../../shared/domain';
import { undoPhrase } from './undo';
import { boardSide, fieldName, resultText, valueText, where, who, type LineContext } from './words';

import { formatDateTime } from '../../../shared/dates';

export { actionName, type LineContext } from './words';

type Row = Pick<ActivityItem, 'action' | 'summary'>;

const NAME_LINES: Record<string, string> = {
  'event.create': 'eventCreated',
  'event.rename': 'eventRenamed',
  'tournament.cancel': 'tournamentCancelled',
};
const ENTRANT_LINES: Record<string, string> = { 'entrant.add': 'added', 'ratings.register': 'registered' };

/** Builds the sentence of one kind of row from its stored detail; '' when the detail cannot be read. */
type LineOf = (s: unknown, c: LineContext, action: string) => string;

const nameLine: LineOf = (s, { t }, action) => {
  const p = NameLogSchema.safeParse(s);
  if (!p.success) return '';
  return t(`activity:line.${NAME_LINES[action] ?? 'tournamentCreated'}`, { name: p.data.name });
};

const settingsLine: LineOf = (s, { t }) => {
  const p = SettingsLogSchema.safeParse(s);
  if (!p.success) return '';
  return t('activity:line.settings', {
    fields: p.data.changed.map((f) => fieldName('settings', f, t)).join(', ') || '–',
  });
};

const startLine: LineOf = (s, { t }) => {
  const p = StartLogSchema.safeParse(s);
  if (!p.success) return '';
  const { decision, boards } = p.data;
  const reason = t(decision.reason.key, decision.reason.params);
  return decision.format === 'cancelled'
    ? t('activity:line.cancelled', { decision: reason })
    : t('activity:line.started', { decision: reason, boards });
};

const entrantLine: LineOf = (s, c, action) => {
  const p = EntrantLogSchema.safeParse(s);
  if (!p.success) return '';
  return c.t(`activity:line.${ENTRANT_LINES[action] ?? 'removed'}`, { who: who(p.data, c) });
};

const withdrawLine: LineOf = (s, c) => {
  const p = WithdrawLogSchema.safeParse(s);
  if (!p.success) return '';
  const { afterRound, forfeits } = p.data;
  const base = c.t('activity:line.withdrawn', { who: who(p.data, c), round: afterRound ?? 0 });
  return forfeits > 0 ? `${base}; ${c.t('activity:line.forfeits', { count: forfeits })}` : base;
};

const absenceLine: LineOf = (s, c) => {
  const p = AbsenceLogSchema.safeParse(s);
  if (!p.success) return '';
  const key = p.data.absent ? 'absent' : 'present';
  return c.t(`activity:line.${key}`, { round: p.data.round, who: who(p.data, c) });
};

const pairLine: LineOf = (s, c) => {
  const p = PairLogSchema.safeParse(s);
  if (!p.success) return '';
  const { t } = c;
  const { round, boards, byeEntrant, acceptRematches, opening } = p.data;
  const parts = [t('activity:line.paired', { round, boards })];
  if (byeEntrant) parts.push(t('activity:line.bye', { who: who(byeEntrant, c) }));
  if (acceptRematches) parts.push(t('activity:line.rematches'));
  if (opening) parts.push(t('activity:line.opening', { moves: opening.moves.join(' '), seed: opening.seed }));
  return parts.join('; ');
};

const unpairLine: LineOf = (s, { t }) => {
  const p = UnpairLogSchema.safeParse(s);
  if (!p.success) return '';
  return p.data.registration
    ? t('activity:line.unpairedStart')
    : t('activity:line.unpaired', { round: p.data.round, boards: p.data.boards });
};

const redrawLine: LineOf = (s, { t }) => {
  const p = RedrawLogSchema.safeParse(s);
  if (!p.success) return '';
  return t('activity:line.redrawn', {
    round: p.data.round,
    before: p.data.before?.join(' ') ?? '–',
    after: p.data.after?.join(' ') ?? '–',
  });
};

const classReviewLine: LineOf = (s, { t }) => {
  const p = ClassReviewLogSchema.safeParse(s);
  if (!p.success) return '';
  const variant = VARIANTS.find((v) => v === p.data.variant) ?? 'italian';
  const cls = (k: 'before' | 'after' | 'table') => classWords(variant, p.data[k], t);
  return t('activity:line.classReviewed', {
    number: p.data.number,
    before: cls('before'),
    after: cls('after'),
    table: cls('table'),
  });
};

const ruleLine: LineOf = (s, { t }) => {
  const p = RuleLogSchema.safeParse(s);
  return p.success ? t('activity:line.ruled', { round: p.data.round, count: p.data.ruled }) : '';
};

const extendLine: LineOf = (s, { t, lang }) => {
  const p = ExtendLogSchema.safeParse(s);
  return p.success
    ? t('activity:line.extended', {
        minutes: p.data.minutes,
        end: formatDateTime(lang ?? 'en', p.data.endsAt),
      })
    : '';
};

const tickLine: LineOf = (s, { t, lang }) => {
  const p = CloseLogSchema.safeParse(s);
  return p.success
    ? t('activity:line.closedByDuration', {
        at: formatDateTime(lang ?? 'en', p.data.closedAt),
        count: p.data.ruled,
      })
    : '';
};

const ratingDiffLine: LineOf = (s, { t }) => {
  const p = RatingDiffLogSchema.safeParse(s);
  if (!p.success) return '';
  const list = p.data.updated.map((u) =>
    t('activity:line.ratingChange', {
      name: u.name ?? t('activity:someone'),
      before: u.before ?? '–',
      after: u.after ?? '–',
    }),
  );
  return t('activity:line.ratingsUpdated', { list: list.join('; ') || '–' });
};

const importLine: LineOf = (s, { t }) => {
  const p = ImportLogSchema.safeParse(s);
  return p.success ? t('activity:line.imported', p.data) : '';
};

const undoLine: LineOf = (s, c) => {
  const p = UndoLogSchema.safeParse(s);
  if (!p.success) return '';
  const summary = p.data.summary ?? c.row?.(p.data.undid)?.summary;
  return c.t('activity:line.undone', { what: undoPhrase({ action: p.data.action, summary }, c) });
};

/** The sentence of every action of the arbiter's screens; the portal's rows are read by portalLine. */
const LINES = new Map<string, LineOf>([
  ['event.create', nameLine],
  ['event.rename', nameLine],
  ['tournament.cancel', nameLine],
  ['tournament.create', nameLine],
  ['tournament.updateSettings', settingsLine],
  ['tournament.start', startLine],
  ['entrant.add', entrantLine],
  ['ratings.register', entrantLine],
  ['entrant.remove', entrantLine],
  ['entrant.update', (s, c) => entrantUpdate(s, c)],
  ['entrant.withdraw', withdrawLine],
  ['round.absence', absenceLine],
  ['round.pairNext', pairLine],
  ['round.unpair', unpairLine],
  ['round.redrawOpening', redrawLine],
  ['tournament.reviewClass', classReviewLine],
  ['round.edit', (s, c) => roundEdit(s, c)],
  ['result.set', (s, c) => resultLine(s, false, c)],
  ['result.correct', (s, c) => resultLine(s, true, c)],
  ['result.rule', ruleLine],
  ['tournament.extend', extendLine],
  ['tournament.tick', tickLine],
  ['tournament.setClose', (s, c, action) => closeLine({ action, summary: s }, c)],
  ['tournament.closeNoticeSeen', (s, c, action) => closeLine({ action, summary: s }, c)],
  ['tournament.reopen', (s, c, action) => closeLine({ action, summary: s }, c)],
  ['ratings.applyDiff', ratingDiffLine],
  ['ratings.import', importLine],
  ['activity.undo', undoLine],
]);

/**
 * One activity row as a sentence in the arbiter's language (PRODUCT.md "Activity log": every
 * action, when, what changed): who, which board, old and new result, what an undo undid. Built
 * from the row's stored detail (src/shared/api/activity-detail.ts); a row written before a detail
 * was stored says what it can, and a row this version cannot read says nothing rather than code.
 */
export function activityLine(item: Row, c: LineContext): string {
  const line = LINES.get(item.action);
  return line ? line(item.summary, c, item.action) : portalLine(item.action, item.summary, c);
}

function resultLine(s: unknown, correction: boolean, c: LineContext): string {
  const p = ResultLogSchema.safeParse(s);
  if (!p.success) return '';
  const r = p.data;
  const { t } = c;
  const parts: string[] = [];
  // both games of a board named and read from the board's White, as on Results (R5.1)
  const side = boardSide(r.leg, c);
  const text = (x: typeof r.result) => resultText(x, c, side);
  if (r.white && r.black) {
    const [first, second] = side === 'black' ? [r.black, r.white] : [r.white, r.black];
    parts.push(t('activity:line.players', { white: first.name, black: second.name }));
  }
  const before = text(r.before);
  if (r.result === null) parts.push(t('activity:line.cleared', { before }));
  else if (correction) parts.push(t('activity:line.corrected', { result: text(r.result), before }));
  else if (r.before === null) parts.push(t('activity:line.result', { result: text(r.result) }));
  else parts.push(t('activity:line.resultWas', { result: text(r.result), before }));
  if (r.repair?.changed) parts.push(t('activity:line.repaired', { round: r.repair.round }));
  return t('activity:line.at', { where: where(r, c), what: parts.join(', ') });
}

function entrantUpdate(s: unknown, c: LineContext): string {
  const p = EntrantUpdateLogSchema.safeParse(s);
  if (!p.success) return '';
  const { t } = c;
  const name = who(p.data, c);
  const { changes, changed } = p.data;
  if (!changes)
    return t('activity:line.editedFields', {
      who: name,
      fields: changed.map((f) => fieldName('entrants', f, t)).join(', ') || '–',
    });
  if (changes.length === 0) return t('activity:line.editedNothing', { who: name });
  const only = changes.length === 1 ? changes[0] : undefined;
  if (only?.field === 'present')
    return t(only.after ? 'activity:line.markedPresent' : 'activity:line.markedNotPresent', { who: name });
  const list = changes.map((ch) =>
    t('activity:line.change', {
      field: fieldName('entrants', ch.field, t),
      before: valueText(ch.field, ch.before, t),
      after: valueText(ch.field, ch.after, t),
    }),
  );
  return t('activity:line.edited', { who: name, changes: list.join(', ') });
}

function roundEdit(s: unknown, c: LineContext): string {
  const p = EditLogSchema.safeParse(s);
  if (!p.success) return '';
  const { t } = c;
  const { round, edit, warnings, entrants } = p.data;
  const named = (id: number): LoggedEntrant | undefined => entrants?.[String(id)];
  let line: string;
  if (edit.kind === 'colours') line = t('activity:line.editColours', { round, board: edit.board });
  else if (edit.kind === 'swap') {
    const [a, b] = [named(edit.a), named(edit.b)];
    line =
      a && b
        ? t('activity:line.editSwap', { round, a: who(a, c), b: who(b, c) })
        : t('activity:line.editSwapUnnamed', { round });
  } else {
    const [w, b] = [named(edit.white), named(edit.black)];
    line =
      w && b
        ? t('activity:line.editPair', { round, board: edit.board, white: who(w, c), black: who(b, c) })
        : t('activity:line.editPairUnnamed', { round, board: edit.board });
  }
  if (warnings.length === 0) return line;
  // R6.6: the warnings the arbiter confirmed, in their own words.
  const list = warnings.map((w) => t(`play:warning.${w.code}`, w.params));
  return `${line}; ${t('activity:line.confirmed', { warnings: list.join(' ') })}`;
}

/** R15.1: the close by the clock set, said to be off since the file was opened, or undone. */
function closeLine(item: Row, { t, lang }: LineContext): string {
  if (item.action === 'tournament.closeNoticeSeen') return t('activity:line.closeOffByDefault');
  const close = SetCloseLogSchema.safeParse(item.summary);
  if (!close.success) return '';
  const { closeAtEnd, announcedEnd } = close.data;
  const state =
    closeAtEnd && announcedEnd !== null
      ? t('activity:line.closeOn', { end: formatDateTime(lang ?? 'en', announcedEnd) })
      : t('activity:line.closeOff');
  if (item.action === 'tournament.setClose') return state;
  const p = ReopenLogSchema.safeParse(item.summary);
  if (!p.success) return '';
  const places = p.data.cleared.map((d) =>
    d.match === null
      ? t('activity:line.reopenBoard', { round: d.round, board: d.board })
      : t('activity:line.reopenMatch', { round: d.round, match: d.match, board: d.board }),
  );
  return t('activity:line.reopened', {
    cleared: places.length > 0 ? places.join(', ') : '–',
    kept: p.data.kept,
    close: state,
  });
}
