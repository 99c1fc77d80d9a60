/**
 * The FMJD report of a rated tournament of two games a round (R5.1): one column per game in
 * playing order, said on the first line (io/fmjd-layout.ts), read back by the import to the same
 * games. Four entrants, table numbers by rating (R7.2), Berger table of 4 (C.05 Annex 1):
 *   round 1: 1-4, 2-3; round 2: 4-3, 1-2; round 3: 2-4, 3-1; game 2 of each board reversed.
 * Results, worked by hand (W = the game's White):
 *   r1 1-4: g1 1 wins, g2 (4 W) draw;        2-3: g1 draw, g2 (3 W) 3 wins;
 *   r2 4-3: g1 4 wins by no-show (unrated),  g2 (3 W) 4 wins;  1-2: g1 1 wins, g2 (2 W) 2 wins;
 *   r3 2-4: g1 draw, g2 (4 W) draw;          3-1: g1 3 wins, g2 (1 W) 1 wins.
 * Points with the no-show: 1 7, 4 7, 2 5, 3 5; wins (R9.3): 1 3, 4 2, 3 2, 2 1, so the places
 * (Pl) are 1, 4, 3, 2. Rated points (R12.3, the report's Pt): 1 7, 4 5, 3 5, 2 5.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameResult } from '../../../src/shared/domain';
import { harness, type Harness } from '../../api/harness';
import { boardOf, tournament } from '../rounds/setup';

const NAMES = ['Wiśniewski, Łukasz', 'Çelik, İsmail', 'Dupré, Anaëlle', 'Van der Wiel, Anneke'];

/** [round, board White, board Black, game 1, game 2 (from game 2's White, the board's Black)]. */
const PLAYED: [number, number, number, GameResult, GameResult][] = [
  [1, 1, 4, 'white-wins', 'draw'],
  [1, 2, 3, 'draw', 'white-wins'],
  [2, 4, 3, 'white-wins-no-show', 'black-wins'],
  [2, 1, 2, 'white-wins', 'white-wins'],
  [3, 2, 4, 'draw', 'draw'],
  [3, 3, 1, 'white-wins', 'white-wins'],
];

const REPORT = [
  'fill in FMJD-report;Club à deux parties;2 games per round: one column per game in playing order (R1 round 1 game 1, R2 round 1 game 2, R3 round 2 game 1, ...)',
  'Pl;FMJD-id;Title;Name;Cn;FMJD-rating;R1;R2;R3;R4;R5;R6;Pt',
  '1;;;Wiśniewski, Łukasz;;2000;2/2w;1/2b;2/4w;0/4b;0/3b;2/3w;7',
  '2;;;Van der Wiel, Anneke;;1970;0/1b;1/1w;;2/3b;1/4b;1/4w;5',
  '3;;;Dupré, Anaëlle;;1980;1/4b;2/4w;;0/2w;2/1w;0/1b;5',
  '4;;;Çelik, İsmail;;1990;1/3w;0/3b;0/1b;2/1w;1/2w;1/2b;5',
  '',
].join('\r\n');

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

async function played(): Promise<number> {
  const id = await tournament(
    h,
    NAMES.map((name, i) => ({ name, rating: 2000 - 10 * i })),
    { name: 'Club à deux parties', twoLegs: true, tableNumbers: 'rating' },
  );
  await h.api['tournament.start']({ tournamentId: id, seed: 1 });
  for (let round = 1; round <= 3; round++) {
    if (round > 1) await h.api['round.pairNext']({ tournamentId: id });
    const r = await h.api['round.get']({ tournamentId: id, round });
    for (const [n, w, b, g1, g2] of PLAYED.filter((p) => p[0] === round)) {
      const board = boardOf(r, w, b);
      await h.api['result.set']({ tournamentId: id, round, board, leg: 1, result: g1 });
      await h.api['result.set']({ tournamentId: id, round: n, board, leg: 2, result: g2 });
    }
  }
  return id;
}

/** Every game of a tournament as "round.leg White–Black result", by name. */
async function games(tournamentId: number): Promise<string[]> {
  const p = await h.api['tournament.progress']({ tournamentId });
  const out: string[] = [];
  for (let round = 1; round <= p.currentRound; round++) {
    const r = await h.api['round.get']({ tournamentId, round });
    for (const b of r.boards)
      for (const g of b.games) {
        const [w, k] = g.whiteId === b.white.id ? [b.white, b.black] : [b.black, b.white];
        out.push(`${round}.${g.leg} ${w.name}–${k.name} ${g.result}`);
      }
  }
  return out.sort();
}

describe('the FMJD report of a two-game tournament (R5.1)', () => {
  it('writes every rated game in its own column, in playing order, and says so on the first line', async () => {
    const id = await played();
    const out = await h.api['file.exportFmjd']({ tournamentId: id });
    expect(out.text).toBe(REPORT);
    expect(out.flagged.map((f) => f.name)).toEqual([NAMES[0], NAMES[3], NAMES[2], NAMES[1]]);
  });

  it('is read back by the import to the same games; the unrated no-show comes back 0-0 unplayed', async () => {
    const id = await played();
    const report = await h.api['file.exportFmjd']({ tournamentId: id });
    const back = await h.api['file.importResults']({
      layout: 'fmjd-report',
      fileName: 'club.csv',
      text: report.text,
    });
    expect(back.settings).toMatchObject({ name: 'Club à deux parties', twoLegs: true, swissRounds: 3 });
    const name = (n: number) => NAMES[n - 1] ?? '';
    // The games of the table above, game 2 with the board's colours reversed; the no-show is not
    // in the report (R12.3) and comes back as a double forfeit, which scores nothing (R8.4).
    const expected = PLAYED.flatMap(([r, w, b, g1, g2]) => [
      `${r}.1 ${name(w)}–${name(b)} ${g1 === 'white-wins-no-show' ? 'double-forfeit' : g1}`,
      `${r}.2 ${name(b)}–${name(w)} ${g2}`,
    ]).sort();
    expect(await games(back.id)).toEqual(expected);
    // Its report has the same rated points (Pt) for everyone; the places follow its own standings.
    const pt = (text: string) =>
      text
        .split('\r\n')
        .slice(2, -1)
        .map((l) => `${l.split(';')[3]} ${l.split(';').at(-1)}`)
        .sort();
    expect(pt((await h.api['file.exportFmjd']({ tournamentId: back.id })).text)).toEqual(pt(REPORT));
  });

  it('refuses a round whose two games name two opponents, and imports nothing', async () => {
    // Column R2 (round 1, game 2) pairs 1 with 4 and 2 with 3: each column holds together, but
    // entrant 1 (line 3) meets 2 in game 1 and 4 in game 2 of the same round.
    const bad = [
      ...REPORT.split('\r\n').slice(0, 2),
      '1;;;Wiśniewski, Łukasz;;2000;2/2w;1/4b;2/4w;0/4b;0/3b;2/3w;7',
      '2;;;Van der Wiel, Anneke;;1970;0/1b;1/3w;;2/3b;1/4b;1/4w;5',
      '3;;;Dupré, Anaëlle;;1980;1/4b;1/2b;;0/2w;2/1w;0/1b;4',
      '4;;;Çelik, İsmail;;1990;1/3w;1/1w;0/1b;2/1w;1/2w;1/2b;6',
      '',
    ].join('\r\n');
    await h.api['event.create']({ file: 'bad', name: 'Bad' });
    await expect(
      h.api['file.importResults']({ layout: 'fmjd-report', fileName: 'bad.csv', text: bad }),
    ).rejects.toThrow(/Line 3, round 1: the two games of the round name different opponents/);
    expect(await h.api['tournament.list']({})).toEqual([]);
  });

  it('refuses a first line of two games a round over an odd number of columns', async () => {
    const odd = REPORT.split('\r\n')
      .map((l, i) => (i === 0 ? l : l.replace(/;[^;]*;([^;]*)$/, ';$1').replace(';R6;', ';')))
      .join('\r\n');
    await h.api['event.create']({ file: 'odd', name: 'Odd' });
    await expect(
      h.api['file.importResults']({ layout: 'fmjd-report', fileName: 'odd.csv', text: odd }),
    ).rejects.toThrow(/Line 2: the first line says 2 games per round, but the header has 5 game columns/);
  });
});
