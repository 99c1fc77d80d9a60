/**
 * The move-rule commands (R11.5): perft and divide, the legal moves of a position, the opening
 * tables. Expected figures: the published initial-position counts (test/fixtures/variants) and
 * positions worked out by hand (test/engine/draughts/captures.test.ts explains them).
 */
import { describe, expect, it } from 'vitest';
import { main } from '../../src/main/transports/cli';

async function run(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(args, { out: (s) => (out += s + '\n'), err: (s) => (err += s + '\n') });
  return { code, out, err };
}

describe('diagonal perft', () => {
  it('prints the count at a depth as JSON', async () => {
    const r = await run('perft', 'international', '4', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual({ depth: 4, nodes: 4265 });
  });
  it('splits the count by first move; the parts add up', async () => {
    const r = await run('perft', 'english', '3', '--divide', '--json');
    const out = JSON.parse(r.out) as {
      depth: number;
      nodes: number;
      moves: { move: string; nodes: number }[];
    };
    expect(out.nodes).toBe(302);
    expect(out.moves).toHaveLength(7); // Black's seven first moves
    expect(out.moves.map((m) => m.move)).toContain('9-13');
    expect(out.moves.reduce((n, m) => n + m.nodes, 0)).toBe(302);
  });
  it('counts from a FEN, and a table of depths without --json', async () => {
    const r = await run('perft', 'russian', '1', '--fen', 'W:Wb6:Bc7,f6');
    expect(r.out).toMatch(/^depth 1: 2 nodes/);
  });
  it('counts equal captures once, apart by order (keep), or every route (paths)', async () => {
    // the Turkish king on a5 takes b5 (landing on c5 or d5) and e5, ending on f5, g5 or h5
    const nodes = async (...more: string[]) =>
      (
        JSON.parse((await run('perft', 'turkish', '1', '--fen', 'W:WKa5:Bb5,e5', '--json', ...more)).out) as {
          nodes: number;
        }
      ).nodes;
    expect(await nodes()).toBe(3);
    expect(await nodes('--duplicates', 'keep')).toBe(3);
    expect(await nodes('--duplicates', 'paths')).toBe(6);
  });
  it('refuses an unknown variant, a bad depth and a bad FEN, saying what to fix', async () => {
    expect(await run('perft', 'chess', '3')).toMatchObject({
      code: 2,
      err: expect.stringContaining('Unknown variant "chess"'),
    });
    expect(await run('perft', 'italian', '0')).toMatchObject({
      code: 2,
      err: expect.stringContaining('1 to 30'),
    });
    expect(await run('perft', 'italian', '2', '--fen', 'W:W33:B1')).toMatchObject({
      code: 3,
      err: expect.stringContaining('no square 33'),
    });
    expect(await run('perft', 'italian', '2', '--duplicates', 'merge')).toMatchObject({
      code: 2,
      err: expect.stringContaining('"keep" or "paths"'),
    });
  });
});

describe('diagonal moves', () => {
  it('lists captures with the squares they take', async () => {
    const r = await run('moves', 'international', '--fen', 'W:W32:B27,28,17', '--json');
    expect(JSON.parse(r.out)).toEqual([
      { move: '32x12', from: '32', to: '12', captures: ['27', '17'], path: ['21', '12'] },
    ]);
  });
  it('lists the moves of the initial position in the variant notation', async () => {
    const r = await run('moves', 'english');
    expect(r.out.trim().split('\n').sort()).toEqual([
      '10-14',
      '10-15',
      '11-15',
      '11-16',
      '12-16',
      '9-13',
      '9-14',
    ]);
  });
});

describe('diagonal openings', () => {
  it('lists the Italian table up to a ceiling with classes and positions', async () => {
    const r = await run('openings', 'italian', '--ceiling', '2', '--json');
    const list = JSON.parse(r.out) as { number: number; moves: string; class: string; fen: string }[];
    expect(list).toHaveLength(126);
    expect(list[0]).toMatchObject({ number: 1, moves: '21-17 9-13 25-21', class: '1B' });
    expect(list[0]?.fen.startsWith('B:')).toBe(true); // three plies from White: Black to move
  });
  it('lists the whole English table: all 174 ballots, the 18 barred flagged (R11.1)', async () => {
    const r = await run('openings', 'english', '--ceiling', 'all', '--json');
    const list = JSON.parse(r.out) as { number: number; moves: string; barred: boolean }[];
    expect(list).toHaveLength(174);
    expect(list.filter((o) => o.barred)).toHaveLength(18);
    expect(list[2]).toMatchObject({ number: 3, moves: '9-13 21-17 10-14', barred: true });
    const text = (await run('openings', 'english', '--ceiling', 'all')).out.trimEnd().split('\n');
    expect(text).toHaveLength(174);
    expect(text[2]).toMatch(/^ {2}3 {2}9-13 21-17 10-14 +3N +\(barred\)$/);
    expect(text[0]).not.toContain('barred');
  });
  it('refuses a variant without an official table', async () => {
    const r = await run('openings', 'international');
    expect(r.code).toBe(2);
    expect(r.err).toContain('no official opening table');
  });
});
