/**
 * TRF out of a tournament under way: the rounds with every result, the absences announced for the
 * round to pair (`0000 - Z`), so that the file is paired as the app pairs it; and the refusals
 * (two legs, more entrants than a tournament holds).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pairDutch } from '../../../src/main/engine/pairing/dutch';
import { readTrf } from '../../../src/main/io/trf';
import { trfToPairingInput } from '../../../src/main/io/trf-pairing';
import { playerLine } from '../../../src/main/io/trf-write';
import { DRAUGHTS_POINTS } from '../../../src/shared/domain';
import { harness, type Harness } from '../../api/harness';
import { field, idsByStartNo, tournament } from '../rounds/setup';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

describe('TRF of a tournament under way', () => {
  it('writes finished rounds and the announced absences, and pairs as the app pairs', async () => {
    const id = await tournament(h, field(8));
    const start = await h.api['tournament.start']({ tournamentId: id, seed: 5 });
    for (const b of start.round?.boards ?? [])
      await h.api['result.set']({
        tournamentId: id,
        round: 1,
        board: b.boardNo,
        leg: 1,
        result: 'white-wins',
      });
    const ids = await idsByStartNo(h, id);
    await h.api['round.absence']({ tournamentId: id, round: 2, entrantId: ids.get(3) ?? 0, absent: true });
    const out = await h.api['file.exportTrf']({ tournamentId: id });
    const trf = readTrf(out.text);
    expect(trf.pairedRounds).toBe(1);
    expect(trf.totalRounds).toBe(5); // R3.3: 8 present, 5 rounds
    const three = trf.players.find((p) => p.startNumber === 3);
    expect(three?.rounds[1]).toMatchObject({ opponent: null, result: 'Z' });
    // Four boards, each won by White: 4 x 2 points.
    expect(trf.players.reduce((s, p) => s + p.points, 0)).toBe(8);

    const reference = pairDutch(trfToPairingInput(trf));
    const round = await h.api['round.pairNext']({ tournamentId: id });
    const app = [
      ...round.boards.map((b) => `${b.white.startNo}-${b.black.startNo}`),
      ...(round.bye ? [`${round.bye.startNo}-bye`] : []),
    ].sort();
    const ref = [
      ...reference.boards.map((b) => `${b.white + 1}-${b.black + 1}`),
      ...(reference.bye !== null ? [`${reference.bye + 1}-bye`] : []),
    ].sort();
    expect(app).toEqual(ref);
    expect(app).toHaveLength(4); // 7 paired: three boards and the bye
    // Round 2 is paired but not played: the file still has round 1 only.
    expect(readTrf((await h.api['file.exportTrf']({ tournamentId: id })).text).pairedRounds).toBe(1);
  });

  it('refuses a two-game tournament: TRF has one game a round (the FMJD report has a column a game)', async () => {
    const id = await tournament(h, field(4), { twoLegs: true });
    await h.api['tournament.start']({ tournamentId: id, seed: 1 });
    await expect(h.api['file.exportTrf']({ tournamentId: id })).rejects.toThrow(
      /two games per round and TRF has one game a round/,
    );
    expect((await h.api['file.exportFmjd']({ tournamentId: id })).text).toContain(';R6;Pt\r\n');
  });

  it('refuses a file with more entrants than a tournament holds, and imports nothing', async () => {
    await h.api['event.create']({ file: 'big', name: 'Big' });
    const lines = Array.from({ length: 201 }, (_, i) =>
      playerLine(
        {
          startNumber: i + 1,
          sex: '',
          title: '',
          name: `Player ${i + 1}`,
          rating: null,
          federation: '',
          id: '',
          birthDate: '',
          points: 0,
          rank: null,
          rounds: [],
          line: 0,
        },
        DRAUGHTS_POINTS.scale,
      ),
    );
    const text = ['012 Big', 'XXR 9', ...lines].join('\n');
    await expect(h.api['file.importTrf']({ fileName: 'big.trf', text })).rejects.toThrow(
      /201 entrants; a tournament holds at most 200/,
    );
    expect(await h.api['tournament.list']({})).toEqual([]);
  });
});
