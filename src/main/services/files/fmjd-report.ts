/**
 * The FMJD rating report of a rated tournament (PRODUCT.md "Files in and out", REFERENCES.md
 * "Draughts world"): a `fill in FMJD-report` line naming the tournament, the header
 * `Pl;FMJD-id;Title;Name;Cn;FMJD-rating;R1..Rn;Pt`, one row per entrant in the order of the
 * standings, round cells `<points>/<opponent's Pl><w|b>`. R12.3: rated games only; a forfeit, a
 * no-show, a double forfeit, a bye or an absence leaves the cell empty, and `Pt` is the sum of
 * the rated games. Entrants without an FMJD ID are written with an empty ID and flagged, so that
 * the arbiter can complete them before sending the file. Cells are written by io/csv-cells.ts:
 * one line each, quoted where needed, a formula neutralised.
 */
import { isPlayed } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import { fileSlug } from '../../../shared/fold';
import { ratingStatus } from '../../../shared/settings';
import type { Db } from '../../db/connection';
import { csvRow } from '../../io/csv-cells';
import { computeFor } from '../play/standings';
import { loadState, requireRunning } from '../play/state';

/** An FMJD ID is a number (REFERENCES.md); a national list's ID is not one. */
export const isFmjdId = (id: string | null): boolean => id !== null && /^\d+$/.test(id);

export function exportFmjdReport(db: Db, tournamentId: number) {
  const s = requireRunning(loadState(db, tournamentId));
  const settings = s.tournament.settings;
  if (!ratingStatus(settings).rated) throw new AppError('files:fmjdNotRated', { name: settings.name });
  // One cell per round: the two games of a two-leg round (R5) do not fit in it.
  if (s.decision.gamesPerRound === 2) throw new AppError('files:fmjdTwoLegs', { name: settings.name });
  const { standings } = computeFor(s);
  const ps = settings.pointSystem;
  const pts = (v: number) => (ps.scale === 1 ? String(v) : String(v / ps.scale));
  const entrantOf = new Map(s.entrants.map((e) => [e.startNo ?? 0, e]));
  const idOf = new Map(s.entrants.map((e) => [e.id, e.startNo ?? 0]));
  const plOf = new Map(standings.rows.map((r, i) => [r.startNo, i + 1]));
  const rounds = s.roundsPlanned;
  const lines = [
    csvRow(['fill in FMJD-report', settings.name]),
    csvRow([
      'Pl',
      'FMJD-id',
      'Title',
      'Name',
      'Cn',
      'FMJD-rating',
      ...Array.from({ length: rounds }, (_, i) => `R${i + 1}`),
      'Pt',
    ]),
  ];
  const flagged: { startNo: number; name: string }[] = [];
  standings.rows.forEach((row, i) => {
    const e = entrantOf.get(row.startNo);
    if (!e) return;
    if (!isFmjdId(e.ratingId)) flagged.push({ startNo: row.startNo, name: e.name });
    const cells: string[] = Array.from({ length: rounds }, () => '');
    let total = 0;
    for (const round of s.rounds)
      for (const b of round.boards) {
        const g = b.games[0];
        if (b.black === null || !g?.result || !isPlayed(g.result)) continue; // R12.3
        const white = b.white === e.id;
        if (!white && b.black !== e.id) continue;
        const mine =
          g.result === 'white-wins'
            ? white
              ? ps.win
              : ps.loss
            : g.result === 'black-wins'
              ? white
                ? ps.loss
                : ps.win
              : ps.draw;
        const opp = plOf.get(idOf.get(white ? b.black : b.white) ?? 0) ?? 0;
        cells[round.number - 1] = `${pts(mine)}/${opp}${white ? 'w' : 'b'}`;
        total += mine;
      }
    const id = isFmjdId(e.ratingId) ? (e.ratingId ?? '') : '';
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
