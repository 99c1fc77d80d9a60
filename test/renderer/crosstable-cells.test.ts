import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cyclesLine, swissCells } from '../../src/renderer/components/crosstable/cells';
import { DRAUGHTS_POINTS } from '../../src/shared/domain';
import { createI18n } from '../../src/shared/i18n';
import { cellPoints, idsApartScene, ROUND_2 } from '../services/rounds/crosstable-scene';
import { harness, idsByStartNo, type Harness } from '../services/rounds/setup';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

const t = createI18n('en').getFixedT('en', 'day');

/** White's and Black's cells of one game, as the pairing list names the board (2/1/0). */
const CODES: Record<string, [string, string]> = {
  'white-wins': ['2–0', '0–2'],
  draw: ['1–1', '1–1'],
  'black-wins-forfeit': ['−/+', '+/−'],
  'double-forfeit': ['−/−', '−/−'],
};

describe('the Swiss list on screen (issue: opponents looked up as ids)', () => {
  it('shows each opponent by starting number when ids and numbers differ', async () => {
    const tid = await idsApartScene(h);
    const ids = await idsByStartNo(h, tid);
    // the scene is what it says: ids and starting numbers differ for all but the middle one
    expect([...ids].filter(([no, id]) => no !== id).length).toBe(8);
    const x = await h.api['crosstable.get']({ tournamentId: tid });
    const screen = new Map(
      x.rows.map((r) => [r.entrant.startNo, swissCells(r, x.afterRound, DRAUGHTS_POINTS, t)]),
    );

    // Round 1, by hand (R6.4): 1-5, 2-6, 3-7, 4-8, 9 has the bye (R4.2).
    const opponent = (no: number, round: number) => screen.get(no)?.[round - 1]?.match(/^\d+/)?.[0];
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((no) => opponent(no, 1))).toEqual([
      '5',
      '6',
      '7',
      '8',
      '1',
      '2',
      '3',
      '4',
    ]);
    expect(screen.get(9)?.[0]).toBe('bye 2');
    // Nobody ever meets himself.
    for (const [no, cells] of screen)
      for (const c of cells) expect(c.startsWith(`${no}w`) || c.startsWith(`${no}b`)).toBe(false);

    // Every board of both rounds, from both sides, as the pairing list names it.
    for (const round of [1, 2]) {
      const r = await h.api['round.get']({ tournamentId: tid, round });
      for (const b of r.boards) {
        const [w, k] = CODES[b.games[0]?.result ?? ''] ?? ['', ''];
        expect(screen.get(b.white.startNo)?.[round - 1]).toBe(`${b.black.startNo}w ${w}`);
        expect(screen.get(b.black.startNo)?.[round - 1]).toBe(`${b.white.startNo}b ${k}`);
      }
      if (round === 2) expect(r.boards.map((b) => b.games[0]?.result)).toEqual(ROUND_2);
    }
    // R10.1: absent in round 2, shown with its 0.
    expect(screen.get(3)?.[1]).toBe('abs 0');
  });

  it('adds up every row to its points: the bye and absences carry theirs', async () => {
    const tid = await idsApartScene(h);
    const x = await h.api['crosstable.get']({ tournamentId: tid });
    for (const r of x.rows) {
      const cells = swissCells(r, x.afterRound, DRAUGHTS_POINTS, t);
      expect(cells.every((c) => c !== '')).toBe(true);
      expect(
        cells.reduce((n, c) => n + cellPoints(c), 0),
        r.entrant.name,
      ).toBe(r.points);
    }
    // 9: the bye's 2 points in round 1, then a game in round 2.
    expect(x.rows.find((r) => r.entrant.startNo === 9)?.rounds[0]).toMatchObject({ kind: 'bye', points: 2 });
  });
});

describe('a double round robin on screen (R7)', () => {
  const view = (cycles: 1 | 2, roundsPlanned: number) => ({
    afterRound: 3,
    format: 'round-robin' as const,
    roundsPlanned,
    cycles,
    scale: 1,
    rows: [],
  });
  it('says which rounds make each cycle, in the arbiter’s language; nothing for one cycle', () => {
    expect(cyclesLine(view(2, 10), t)).toBe(
      'Double round robin: rounds 1–5 first cycle, 6–10 second cycle, colours reversed; in the grid the first cycle above the second.',
    );
    const nl = createI18n('nl').getFixedT('nl', 'day');
    expect(cyclesLine(view(2, 14), nl)).toBe(
      'Dubbelrondig rondtoernooi: ronden 1–7 eerste cyclus, 8–14 tweede cyclus, kleuren omgewisseld; in de kruistabel de eerste cyclus boven de tweede.',
    );
    expect(cyclesLine(view(1, 5), t)).toBeNull();
  });
});
