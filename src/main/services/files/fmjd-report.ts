/**
 * The FMJD rating report of a rated tournament (PRODUCT.md "Files in and out", REFERENCES.md
 * "Draughts world", io/fmjd-layout.ts): a `fill in FMJD-report` line naming the tournament, the
 * header `Pl;FMJD-id;Title;Name;Cn;FMJD-rating;R1..Rn;Pt`, one row per entrant in the order of the
 * standings, game cells `<points>/<opponent's Pl><w|b>`. One column per game: with two games a
 * round (R5.1) each game has its own column in playing order (round 1 game 1, round 1 game 2, ...)
 * and the first line says so; a double round robin's columns run through both cycles. R12.3:
 * rated games only (`canBeRated`); a forfeit, a no-show, a double forfeit, a bye, an absence or a
 * game between two unrated players leaves the cell empty, and `Pt` is the sum of the rated games. Entrants without an FMJD ID are written with an
 * empty ID and flagged, so that the arbiter can complete them before sending the file. Cells are
 * written by io/csv-cells.ts: one line each, quoted where needed, a formula neutralised.
 */
import type { GameResult, PointSystem } from '../../../shared/domain';
import { canBeRated } from '../../engine/rated-games';
import { AppError } from '../../../shared/errors';
import { fileSlug } from '../../../shared/fold';
import { ratingStatus } from '../../../shared/settings';
import type { Db } from '../../db/connection';
import { csvRow } from '../../io/csv-cells';
import { cyclesNote, FMJD_MARKER, gamesNote } from '../../io/fmjd-layout';
import { idLists, isFmjdIdFrom } from '../rating-ids';
import { computeFor } from '../rounds/standings';
import { loadState, requireRunning, type Running } from '../rounds/state';

/** An FMJD ID is a number (REFERENCES.md); a national list's ID is not one (services/rating-ids.ts). */
export const isFmjdId = (id: string | null): boolean => isFmjdIdFrom(id, undefined);

/** The first line: the marker, the tournament, and what its columns are when not one game a round. */
function firstLine(s: Running): string {
  const games = s.decision.gamesPerRound;
  const cycles = s.decision.cycles ?? 1;
  return csvRow([
    FMJD_MARKER,
    s.tournament.settings.name,
    ...(games > 1 ? [gamesNote(games)] : []),
    ...(cycles === 2 ? [cyclesNote(s.roundsPlanned / 2, games)] : []),
  ]);
}

/** Points scored by the entrant (`white` or not in that game) under the point system. */
function scored(result: GameResult, white: boolean, ps: PointSystem): number {
  if (result === 'white-wins') return white ? ps.win : ps.loss;
  if (result === 'black-wins') return white ? ps.loss : ps.win;
  return ps.draw;
}

/** One entrant's game cells, column (round - 1) * games + (leg - 1), and the sum of them. */
function gameCells(s: Running, id: number, placeOf: (id: number) => number, pts: (v: number) => string) {
  const ps = s.tournament.settings.pointSystem;
  const games = s.decision.gamesPerRound;
  const ratingOf = (entrant: number) => s.byId.get(entrant)?.rating ?? null;
  const cells: string[] = Array.from({ length: s.roundsPlanned * games }, () => '');
  let total = 0;
  for (const round of s.rounds)
    for (const b of round.boards)
      for (const g of b.games) {
        if (b.black === null || !g.result) continue;
        if (g.white !== id && g.black !== id) continue;
        // R12.3: the rule the rating report and the rated status follow (engine/rated-games.ts)
        if (!canBeRated(g, ratingOf(g.white), ratingOf(g.black))) continue;
        const white = g.white === id;
        const mine = scored(g.result, white, ps);
        cells[(round.number - 1) * games + (g.leg - 1)] =
          `${pts(mine)}/${placeOf(white ? g.black : g.white)}${white ? 'w' : 'b'}`;
        total += mine;
      }
  return { cells, total };
}

export function exportFmjdReport(db: Db, tournamentId: number) {
  const s = requireRunning(loadState(db, tournamentId));
  const settings = s.tournament.settings;
  if (!ratingStatus(settings, s.decision.gamesPerRound, s.tournament.classReviews).rated)
    throw new AppError('files:fmjdNotRated', { name: settings.name });
  const { standings } = computeFor(s);
  const ps = settings.pointSystem;
  const pts = (v: number) => (ps.scale === 1 ? String(v) : String(v / ps.scale));
  const entrantOf = new Map(s.entrants.map((e) => [e.startNo ?? 0, e]));
  const plOf = new Map(standings.rows.map((r, i) => [r.startNo, i + 1]));
  const placeOf = (id: number) => plOf.get(s.byId.get(id)?.startNo ?? 0) ?? 0;
  const columns = s.roundsPlanned * s.decision.gamesPerRound;
  // FMJD IDs only: a national list's number (KNDB's are numbers too) is left out and flagged.
  const lists = idLists(db, tournamentId);
  const fmjdId = (e: (typeof s.entrants)[number]) =>
    isFmjdIdFrom(e.ratingId, lists.get(e.id)) ? (e.ratingId ?? '') : '';
  const lines = [
    firstLine(s),
    csvRow([
      'Pl',
      'FMJD-id',
      'Title',
      'Name',
      'Cn',
      'FMJD-rating',
      ...Array.from({ length: columns }, (_, i) => `R${i + 1}`),
      'Pt',
    ]),
  ];
  const flagged: { startNo: number; name: string }[] = [];
  standings.rows.forEach((row, i) => {
    const e = entrantOf.get(row.startNo);
    if (!e) return;
    const id = fmjdId(e);
    if (id === '') flagged.push({ startNo: row.startNo, name: e.name });
    const { cells, total } = gameCells(s, e.id, placeOf, pts);
    lines.push(
      csvRow([i + 1, id, e.title ?? '', e.name, e.federation ?? '', e.rating ?? '', ...cells, pts(total)]),
    );
  });
  return {
    fileName: `${fileSlug(settings.name) || 'tournament'}-fmjd-report.csv`,
    text: lines.join('\r\n') + '\r\n',
    flagged,
  };
}
