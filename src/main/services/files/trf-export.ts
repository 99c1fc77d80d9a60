/**
 * One tournament of the event as a TRF-16 file with the TRF-2026 records (142, 152, 162) and the
 * pairing-engine lines (XXR, XXC, BBW..BBU), so that another program, or `diagonal pair`, pairs
 * the next round from it. Every round whose games all have a result is written; a round paired but
 * not finished is left out (TRF has no code for a game still being played), and the absences
 * announced for the next round are written as `0000 - Z` entries of that round. TRF has one game
 * per round: a two-leg tournament (R5) is refused. Titles longer than the three TRF columns
 * (GMIF, CMFF, "GMI 64" ...) are left blank rather than cut into another title.
 */
import { pairedSpan } from '../../../shared/settings';
import { pairedDays } from '../../db/repos/tournaments';
import { AppError } from '../../../shared/errors';
import { fileSlug } from '../../../shared/fold';
import type { Db } from '../../db/connection';
import { resultPoints, type TrfGame, type TrfResult, type TrfTournament } from '../../io/trf';
import { bakuRecords } from '../../io/trf-baku';
import { writeTrf } from '../../io/trf-write';
import { gameEntries, playerOf, trfFrame } from '../../io/trf-export-fields';
import { computeFor } from '../rounds/standings';
import { loadState, requireRunning, unfinishedGames, type Running } from '../rounds/state';
import { byStack } from '../tournament-common/stack';
import { loadTeamState } from '../teams/state';
import { trfOfTeams } from '../teams/trf';

const ABSENCE_CODES: Record<string, TrfResult> = {
  bye: 'U',
  'half-bye': 'H',
  'full-bye': 'F',
  absent: 'Z',
  withdrawn: 'Z',
};

/** Round entries of every entrant, by entrant id, for the finished rounds. */
function entries(s: Running, written: number): Map<number, (TrfGame | null)[]> {
  const ps = s.tournament.settings.pointSystem;
  const no = (id: number): number => s.byId.get(id)?.startNo ?? 0;
  const out = new Map<number, (TrfGame | null)[]>(s.entrants.map((e) => [e.id, []]));
  const set = (id: number, r: number, g: TrfGame) => {
    const list = out.get(id);
    if (list) list[r - 1] = g;
  };
  const put = (id: number, r: number, g: Omit<TrfGame, 'points'>) =>
    set(id, r, { ...g, points: resultPoints(g.result, ps) });
  for (const round of s.rounds.filter((x) => x.number <= written)) {
    for (const b of round.boards) {
      const game = b.games[0];
      if (b.black === null) {
        put(b.white, round.number, { opponent: null, colour: null, result: 'U', played: false });
        continue;
      }
      if (!game?.result) continue; // not written: only rounds with every result are
      const [white, black] = gameEntries(game.result, no(b.white), no(b.black), ps);
      set(b.white, round.number, white);
      set(b.black, round.number, black);
    }
    for (const a of round.absences) {
      const result = ABSENCE_CODES[a.kind] ?? 'Z';
      put(a.entrantId, round.number, { opponent: null, colour: null, result, played: false });
    }
  }
  const next = written + 1;
  if (next === s.rounds.length + 1 && next <= s.roundsPlanned)
    for (const a of s.announced.filter((x) => x.round === next))
      put(a.entrantId, next, { opponent: null, colour: null, result: 'Z', played: false });
  for (const list of out.values()) for (let i = 0; i < list.length; i++) list[i] ??= null;
  return out;
}

/** FIDE C.04.5.1 as TRF-2026 `250` lines: GA's virtual points (tenths), one line per value. */
function accelerationRecords(s: Running): TrfTournament['accelerations'] {
  const settings = s.tournament.settings;
  if (settings.acceleration !== 'baku' || s.format !== 'swiss') return [];
  return bakuRecords(s.entrants.length, s.roundsPlanned, settings.pointSystem);
}

/** Forbidden pairs as TRF-2026 `260` lines, by starting number; "every round from" ends with the last. */
function forbiddenRecords(s: Running): TrfTournament['forbidden'] {
  return s.forbidden.flatMap((f) => {
    const a = s.byId.get(f.entrant_a)?.startNo;
    const b = s.byId.get(f.entrant_b)?.startNo;
    if (!a || !b) return [];
    return [
      {
        firstRound: f.first_round,
        lastRound: f.last_round ?? s.roundsPlanned,
        players: [Math.min(a, b), Math.max(a, b)],
      },
    ];
  });
}

export function trfOfTournament(s: Running): TrfTournament {
  const settings = s.tournament.settings;
  if (s.decision.gamesPerRound === 2) throw new AppError('files:trfTwoLegs', { name: settings.name });
  const last = s.rounds[s.rounds.length - 1];
  const written = last && unfinishedGames(last) > 0 ? s.rounds.length - 1 : s.rounds.length;
  const ranks = new Map(computeFor(s, written).standings.rows.map((r) => [r.startNo, r.rank]));
  const byEntrant = entries(s, written);
  return {
    ...trfFrame({
      settings,
      paired: pairedSpan(s.rounds.map((r) => r.pairedAt)),
      type:
        s.format === 'swiss'
          ? 'Swiss (Dutch)'
          : s.decision.cycles === 2
            ? 'Double round robin'
            : 'Round robin',
      rounds: s.roundsPlanned,
      initialColour: s.start.initialColour,
      players: s.entrants.map((e) =>
        playerOf(
          e,
          byEntrant.get(e.id) ?? [],
          written > 0 ? (ranks.get(e.startNo ?? 0) ?? null) : null,
          written,
        ),
      ),
      written,
    }),
    accelerations: accelerationRecords(s),
    forbidden: forbiddenRecords(s),
  };
}

/** The TRF text of a tournament and a file name for it. */
export function exportTrf(db: Db, tournamentId: number): { fileName: string; text: string } {
  const { name, trf } = byStack(db, tournamentId, {
    individual: () => {
      const s = requireRunning(loadState(db, tournamentId));
      return { name: s.tournament.settings.name, trf: trfOfTournament(s) };
    },
    // R16: a team tournament's games are its matches' boards, with its 013 team records.
    team: () => {
      const t = loadTeamState(db, tournamentId);
      return { name: t.tournament.settings.name, trf: trfOfTeams(t, pairedDays(db, tournamentId)) };
    },
  });
  return { fileName: `${fileSlug(name) || 'tournament'}.trf`, text: writeTrf(trf) };
}
