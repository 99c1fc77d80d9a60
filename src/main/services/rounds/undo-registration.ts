/**
 * Undo of the registration actions (entrants and settings before round 1), whose handlers log
 * their undo as the API call that reverses them. The call is validated by its own schema and
 * runs the same service, so every rule (R1.2-R1.5, the settings rules) still applies.
 */
import { contract } from '../../../shared/api/contract';
import type { Db } from '../../db/connection';
import { addEntrant, editEntrant, removeEntrant } from '../entrants';
import { updateSettings } from '../tournaments';

export type CallUndo = { method: string; input: unknown };

export const isCallUndo = (u: unknown): u is CallUndo =>
  typeof u === 'object' &&
  u !== null &&
  typeof (u as { method?: unknown }).method === 'string' &&
  'input' in u;

/** Runs the reversing call; false when it is not one this undo knows. */
export function undoCall(db: Db, u: CallUndo, now: Date): boolean {
  switch (u.method) {
    case 'entrant.remove': {
      const { id } = contract['entrant.remove'].input.parse(u.input);
      removeEntrant(db, id);
      return true;
    }
    case 'entrant.add': {
      const { tournamentId, ...fields } = contract['entrant.add'].input.parse(u.input);
      addEntrant(db, tournamentId, fields, now);
      return true;
    }
    case 'entrant.update': {
      const { id, fields } = contract['entrant.update'].input.parse(u.input);
      editEntrant(db, id, fields, now);
      return true;
    }
    case 'tournament.updateSettings': {
      const { id, settings } = contract['tournament.updateSettings'].input.parse(u.input);
      updateSettings(db, id, settings, now);
      return true;
    }
    default:
      return false;
  }
}
