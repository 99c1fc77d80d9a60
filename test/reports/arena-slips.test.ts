import { afterEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from '../api/harness';
import { lines, readBack } from './pdf';

const START = new Date(2026, 5, 1, 14, 0).getTime();
const at = (minutes: number) => new Date(START + minutes * 60_000);

let h: Harness;
let clock = at(0);
afterEach(() => h.done());

async function arena(clockSettings: { baseSeconds: number; incrementSeconds: number }) {
  h = harness('en', () => clock);
  await h.api['event.create']({ file: 'arena', name: 'Arena night' });
  const t = await h.api['arena.create']({
    settings: { name: 'Blitz arena', scheduledStart: '2026-06-01T14:00', durationMinutes: 60 },
    clock: clockSettings,
  });
  const id: Record<string, number> = {};
  for (const [name, rating] of [
    ['Anna', 2000],
    ['Bogdan', 1990],
    ['Claire', 1980],
    ['Daan', 1970],
  ] as const)
    id[name] = (await h.api['entrant.add']({ tournamentId: t.id, name, rating })).id;
  clock = at(0);
  const v = await h.api['arena.tick']({ tournamentId: t.id });
  return { t: t.id, id, boards: v.boards };
}

const slips = async (tournamentId: number, gameIds: number[] = []) => {
  const out = await h.api['arena.slips']({ tournamentId, gameIds, language: 'en' });
  return { out, text: lines(readBack(Buffer.from(out.pdf, 'base64'))) };
};

describe('arena board slips (R14.4)', () => {
  it("print each board in play with the clock each player sets: 5'+3'', boosted 2'30''+0''", async () => {
    const { t, id, boards } = await arena({ baseSeconds: 300, incrementSeconds: 3 });
    // Board 1 Anna-Bogdan, board 2 Claire-Daan (by rank, R14.2). Bogdan boosts before his first move.
    clock = at(0.5);
    await h.api['arena.boost']({ gameId: boards[0]!.gameId, entrantId: id.Bogdan! });
    const { out, text } = await slips(t);
    expect(out).toMatchObject({ fileName: 'blitz-arena-board-slips.pdf', pages: 1 });
    const row = (name: string) => text.find((l) => l.includes(` ${name} `));
    expect(text.filter((l) => /^Board \d/.test(l)).map((l) => l.split(' Arena night')[0])).toEqual([
      'Board 1',
      'Board 2',
    ]);
    expect(text.some((l) => l.includes('Arena night – Blitz arena') && l.includes('paired at 14:00'))).toBe(
      true,
    );
    // Not boosted: the arena's clock and the box to tick; boosted: the boosted clock alone.
    expect(row('Anna')).toBe("White Anna 2000 5'+3'' boost (2'30''+0'') signature");
    expect(row('Bogdan')).toBe("Black Bogdan 1990 boosted 2'30''+0'' signature");
    expect(row('Claire')).toBe("White Claire 1980 5'+3'' boost (2'30''+0'') signature");
    expect(text.filter((l) => l === 'Result 2–0 1–1 0–2')).toHaveLength(2);
  });

  it('print only the games asked for, and refuse a game no longer in play', async () => {
    const { t, boards } = await arena({ baseSeconds: 180, incrementSeconds: 2 });
    const { text } = await slips(t, [boards[1]!.gameId]);
    expect(text.filter((l) => /^Board \d/.test(l)).map((l) => l.slice(0, 7))).toEqual(['Board 2']);
    clock = at(3);
    await h.api['arena.result']({ gameId: boards[0]!.gameId, result: 'draw' });
    const refused = await h.dispatch(
      'arena.slips',
      { tournamentId: t, gameIds: [boards[0]!.gameId], language: 'en' },
      'en',
    );
    expect(refused).toMatchObject({ ok: false, error: { code: 'arena:errors.slipNotInPlay' } });
    expect(refused.ok ? '' : refused.error.message).toContain('“Boards in play”');
  });

  it('offer no boost box when the base time is zero (R14.6)', async () => {
    const { t } = await arena({ baseSeconds: 0, incrementSeconds: 5 });
    const { text } = await slips(t);
    const anna = text.find((l) => l.includes('Anna'));
    expect(anna).toBe("White Anna 2000 0''+5'' signature");
  });
});
