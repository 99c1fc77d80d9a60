/**
 * Whose identifier an entrant's rating-list ID is (R13.1): the list the entrant was registered or
 * updated from names it (its source, as imported: "FMJD", "FFJD", "KNDB"). An FMJD ID is a number
 * (REFERENCES.md); a national list's number (a KNDB member number) is not one, so a numeric ID
 * counts as FMJD's only when it comes from an FMJD list, or from no list at all (typed by hand).
 */
import type { Db } from '../db/connection';
import { entrantListSources } from '../db/repos/ratings';

/** The list's short name by entrant id, for the entrants registered from a list. */
export const idLists = (db: Db, tournamentId: number): Map<number, string> =>
  entrantListSources(db, tournamentId);

/** A source that is the FMJD's own rating list ("FMJD", "fmjd 2026-01"). */
export const isFmjdSource = (source: string): boolean => /^fmjd\b/i.test(source.trim());

/** An FMJD ID: a number, from an FMJD list or typed by hand; never a national list's number. */
export const isFmjdIdFrom = (id: string | null, list: string | undefined): boolean =>
  id !== null && /^\d+$/.test(id) && (list === undefined || isFmjdSource(list));
