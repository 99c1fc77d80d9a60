import {
  AbsenceLogSchema,
  EditLogSchema,
  EntrantLogSchema,
  RatingDiffLogSchema,
  ResultLogSchema,
  RuleLogSchema,
  SettingsLogSchema,
} from '../../../shared/api/activity-detail';
import { actionName, boardSide, fieldName, resultText, who, type LineContext } from './words';

const ENTRANT_UNDO: Record<string, string> = {
  'entrant.withdraw': 'withdraw',
  'entrant.add': 'add',
  'ratings.register': 'add',
  'entrant.update': 'update',
};

/**
 * What an undo took back, said from the undone row (its method and stored detail): "result of
 * board 3, round 2 (2–0 → no result)". Only what `activity.undo` can undo has its own words
 * (src/main/services/rounds/undo.ts); anything else, or a row without detail, is named by its action.
 */
export function undoPhrase(undone: { action: string; summary: unknown }, c: LineContext): string {
  const { t } = c;
  const s = undone.summary;
  const fallback = actionName(undone.action, t);
  switch (undone.action) {
    case 'result.set':
    case 'result.correct': {
      const p = ResultLogSchema.safeParse(s);
      if (!p.success) return fallback;
      const r = p.data;
      const kind = undone.action === 'result.set' ? 'result' : 'correction';
      return t(`activity:undo.${kind}${c.twoLegs ? 'Leg' : ''}`, {
        board: r.board,
        leg: r.leg,
        round: r.round,
        after: resultText(r.result, c, boardSide(r.leg, c)),
        before: resultText(r.before, c, boardSide(r.leg, c)),
      });
    }
    case 'result.rule': {
      const p = RuleLogSchema.safeParse(s);
      return p.success ? t('activity:undo.ruled', { round: p.data.round, count: p.data.ruled }) : fallback;
    }
    case 'round.edit': {
      const p = EditLogSchema.safeParse(s);
      return p.success ? t('activity:undo.edit', { round: p.data.round }) : fallback;
    }
    case 'round.absence': {
      const p = AbsenceLogSchema.safeParse(s);
      if (!p.success) return fallback;
      const key = p.data.absent ? 'absence' : 'return';
      return t(`activity:undo.${key}`, { who: who(p.data, c), round: p.data.round });
    }
    case 'entrant.withdraw':
    case 'entrant.add':
    case 'ratings.register':
    case 'entrant.update':
    case 'entrant.remove': {
      const p = EntrantLogSchema.safeParse(s);
      if (!p.success) return fallback;
      return t(`activity:undo.${ENTRANT_UNDO[undone.action] ?? 'remove'}`, { who: who(p.data, c) });
    }
    case 'tournament.updateSettings': {
      const p = SettingsLogSchema.safeParse(s);
      if (!p.success) return fallback;
      const fields = p.data.changed.map((f) => fieldName('settings', f, t)).join(', ');
      return t('activity:undo.settings', { fields: fields || '–' });
    }
    case 'ratings.applyDiff': {
      const p = RatingDiffLogSchema.safeParse(s);
      return p.success ? t('activity:undo.ratings', { count: p.data.updated.length }) : fallback;
    }
    default:
      return fallback;
  }
}
