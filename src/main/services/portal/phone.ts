/**
 * What a phone may read through the results portal (RULES.md R16.2-R16.3): its own board, the
 * round's pairings and the standings, in the player's language. Never an id of a token, never
 * another player's link.
 */
import type { GameResult } from '../../../shared/domain';
import { t, type Language } from '../../../shared/i18n/index';
import { points, resultNotation, type NotationKey } from '../../../shared/result-notation';
import type { PhoneBoard, PhonePairings, PhoneStandings, UnitState } from '../../../shared/portal/phone';
import type { Db } from '../../db/connection';
import { minutesLeft, outcomeFor, unitStatus } from '../../engine/portal/rules';
import { isRoundOpening } from '../play/opening';
import { computeFor, standingsView } from '../play/standings';
import { entrantOf, latestRound, type Running } from '../play/state';
import type { Identity } from './access';
import { modelOf, remembered, runningOf } from './read-model';

const stateOf = (db: Db, tournamentId: number) => runningOf(modelOf(db, tournamentId));

const notation = (lng: Language, s: Running, r: GameResult | null): string =>
  r === null
    ? ''
    : resultNotation(r, (k: NotationKey) => t(lng, k), 'white', s.tournament.settings.pointSystem);

export function phoneBoard(db: Db, who: Identity, now: Date): PhoneBoard {
  const m = modelOf(db, who.tournamentId);
  const s = runningOf(m);
  const me = entrantOf(s, who.entrantId);
  const base = { tournamentId: s.tournament.id, tournament: s.tournament.settings.name, name: me.name };
  const round = latestRound(s);
  if (!round) return { ...base, round: null, bye: false, board: null };
  const mine = round.boards.find((b) => b.white === me.id || b.black === me.id);
  if (!mine || mine.black === null)
    return { ...base, round: round.number, bye: mine !== undefined, board: null };
  const unit = m.units.get(mine.boardNo);
  if (!unit) return { ...base, round: round.number, bye: false, board: null };
  const st = unitStatus(unit.input, now.getTime());
  const games = [...mine.games].sort((a, b) => a.leg - b.leg);
  const colours = games.map((g) => (g.white === me.id ? ('white' as const) : ('black' as const)));
  // Each report in its author's own words: "Gül reported: I won", not what it means for me.
  const outcomes = (results: readonly (GameResult | null)[] | null, whose = me.id) =>
    games.map((g, i) => {
      const r = results?.[i] ?? null;
      return r === null ? null : outcomeFor(r, g.white === whose);
    });
  const said = (side: 0 | 1) => {
    const r = unit.reports.find((x) => x.side === side);
    return r ? { kind: r.kind, outcomes: outcomes(r.results, r.entrantId) } : null;
  };
  const mySide = mine.white === me.id ? 0 : 1;
  const opening = isRoundOpening(round.opening) ? round.opening.moves.join(' ') : null;
  return {
    ...base,
    round: round.number,
    bye: false,
    board: {
      boardNo: mine.boardNo,
      opponent: entrantOf(s, mine.white === me.id ? (mine.black ?? 0) : mine.white).name,
      colours,
      opening: opening || null,
      status: st.status as UnitState,
      minutesLeft: st.status === 'waiting' ? minutesLeft(st.deadline, now.getTime()) : null,
      results: outcomes(games.map((g) => g.result)),
      mine: said(mySide),
      theirs: said(mySide === 0 ? 1 : 0),
    },
  };
}

export const phonePairings = (db: Db, tournamentId: number, lng: Language): PhonePairings =>
  remembered(db, `pairings ${tournamentId} ${lng}`, () => pairingsOf(db, tournamentId, lng));

function pairingsOf(db: Db, tournamentId: number, lng: Language): PhonePairings {
  const s = stateOf(db, tournamentId);
  const round = latestRound(s);
  if (!round) return { round: null, boards: [], bye: null };
  const bye = round.boards.find((b) => b.black === null);
  return {
    round: round.number,
    boards: round.boards
      .filter((b) => b.black !== null)
      .map((b) => ({
        boardNo: b.boardNo,
        white: entrantOf(s, b.white).name,
        black: entrantOf(s, b.black ?? 0).name,
        results: [...b.games].sort((x, y) => x.leg - y.leg).map((g) => notation(lng, s, g.result)),
      })),
    bye: bye ? entrantOf(s, bye.white).name : null,
  };
}

export const phoneStandings = (db: Db, tournamentId: number): PhoneStandings =>
  remembered(db, `standings ${tournamentId}`, () => standingsOf(db, tournamentId));

function standingsOf(db: Db, tournamentId: number): PhoneStandings {
  const s = stateOf(db, tournamentId);
  const view = standingsView(computeFor(s), false);
  return {
    afterRound: view.afterRound,
    rows: view.rows.map((r) => ({
      rank: r.rank,
      name: r.entrant.name,
      points: points(r.points, view.scale),
    })),
  };
}
