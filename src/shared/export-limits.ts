/**
 * The files that cannot carry a tournament, said while it is set up (the settings form, the
 * answer of `tournament.create` and `tournament.get`) and again before the start, never only when
 * the file is asked for after play (docs/FILES.md). TRF-16 has one game a round, so a tournament
 * of two games a round (R5.1) has no TRF export; the FMJD report (one column a game), the PDN and
 * the website carry every game. A double round robin is rounds like any other: every file holds it.
 */
import type { Note } from './api/rounds';
import type { Settings } from './settings';

export const TRF_TWO_GAMES: Note = { key: 'files:limit.trfTwoGames', params: {} };

export const exportLimits = (s: Pick<Settings, 'twoLegs'>): Note[] => (s.twoLegs ? [TRF_TWO_GAMES] : []);
