import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Db } from '../../../src/main/db/connection';
import { configurePortal, issueToken, type Identity } from '../../../src/main/services/portal/access';
import { forgetModel, loadModel, modelOf, writeBatch } from '../../../src/main/services/portal/read-model';
import { report, settleDue, type ReportRequest } from '../../../src/main/services/portal/reports';
import { NO_SENDER } from '../../../src/main/services/portal/sender';
import { field, harness, tournament, type Harness } from '../rounds/setup';

// R16.2 under a round's rush: a batch of reports reads the tournament once and updates it in
// memory as it writes; what it holds afterwards must be what the file holds.
let h: Harness;
let clock: Date;
let db: Db;
let tid: number;
let boards: { boardNo: number; white: Identity; black: Identity }[];

const result = (
  key: string,
  outcomes: ReportRequest['outcomes'],
  kind: ReportRequest['kind'] = 'result',
): ReportRequest => ({ round: 1, requestKey: key, kind, outcomes });
/** As the listener runs a phone's write inside the batch: its own savepoint, its model dropped on failure. */
const phone = (who: Identity, req: ReportRequest) => {
  try {
    return db.transaction(() => report(db, who, req, clock, NO_SENDER))();
  } catch (e) {
    forgetModel(db, who.tournamentId);
    return e;
  }
};
const fresh = () => loadModel(db, tid);

beforeEach(async () => {
  clock = new Date('2026-12-05T10:30:00Z');
  h = harness('en', () => clock);
  tid = await tournament(h, field(8));
  await h.api['tournament.start']({ tournamentId: tid, seed: 3 });
  db = h.session.requireDb();
  configurePortal(db, tid, { enabled: true, access: 'open' }, clock);
  const round = await h.api['round.get']({ tournamentId: tid, round: 1 });
  const who = (entrantId: number): Identity => {
    const tokenId = issueToken(db, tid, { entrantId }, 'invitation', clock).tokenId;
    return { tournamentId: tid, entrantId, teamId: null, tokenId, channel: 'link', credential: tokenId };
  };
  boards = round.boards.map((b) => ({ boardNo: b.boardNo, white: who(b.white.id), black: who(b.black.id) }));
});
afterEach(() => h.done());

it('after a batch of reports the kept tournament is the file’s, and the next batch starts from it', () => {
  const [b1, b2, b3, b4] = boards;
  if (!b1 || !b2 || !b3 || !b4) throw new Error('four boards');
  writeBatch(db, () => {
    phone(b1.white, result('b1-white-1', ['win'])); // matching: validated
    phone(b1.black, result('b1-black-1', ['loss']));
    phone(b2.white, result('b2-white-1', ['win'])); // contradicting: disputed
    phone(b2.black, result('b2-black-1', ['win']));
    phone(b3.white, result('b3-white-1', ['draw'])); // single: waiting
    phone(b3.white, result('b3-white-1', ['draw'])); // a retry
    phone(b3.white, result('b3-white-2', ['draw'])); // a repeat with a new key
  });
  const kept = modelOf(db, tid);
  expect(kept).toEqual(fresh());
  expect(kept.units.get(b1.boardNo)?.board.games[0]?.result).toBe('white-wins');
  expect(kept.units.get(b3.boardNo)?.reports).toHaveLength(1);
  // Reads between batches and the next batch use the same model: read once for all of them.
  expect(modelOf(db, tid)).toBe(kept);
  writeBatch(db, () => {
    expect(modelOf(db, tid)).toBe(kept);
    phone(b4.black, result('b4-black-1', ['draw']));
  });
  expect(modelOf(db, tid)).toBe(kept);
  expect(kept).toEqual(fresh());
});

it('a refused or failed write in a batch leaves nothing of it in memory', () => {
  const [b1] = boards;
  if (!b1) throw new Error('a board');
  writeBatch(db, () => {
    phone(b1.white, result('b1-white-1', ['win']));
    const refused = phone(b1.white, result('b1-white-2', ['loss'])); // portal:alreadyReported
    expect(refused).toMatchObject({ code: 'portal:alreadyReported' });
    expect(modelOf(db, tid)).toEqual(fresh());
  });
  expect(modelOf(db, tid)).toEqual(fresh());
  // A batch that does not commit takes every change of its models with it.
  expect(() =>
    writeBatch(db, () => {
      phone(b1.black, result('b1-black-1', ['loss']));
      throw new Error('disk full');
    }),
  ).toThrow('disk full');
  const after = modelOf(db, tid);
  expect(after).toEqual(fresh());
  expect(after.units.get(b1.boardNo)?.reports).toHaveLength(1);
  expect(after.units.get(b1.boardNo)?.board.games[0]?.result).toBeNull();
});

it('the single reports settled after ten minutes and the last result of the round are the file’s too', () => {
  writeBatch(db, () => {
    for (const b of boards) phone(b.white, result(`${b.boardNo}-white`, ['win']));
  });
  clock = new Date(clock.getTime() + 10 * 60_000 + 1000);
  const [b1] = boards;
  if (!b1) throw new Error('a board');
  writeBatch(db, () => {
    phone(b1.black, result('b1-black-late', ['loss'])); // the window had passed: it agrees
  });
  // Nothing settled yet (the listener settles first in every batch): the file and memory agree.
  expect(modelOf(db, tid)).toEqual(fresh());
  expect(writeBatch(db, () => settleDue(db, tid, clock))).toBe(boards.length - 1);
  const settled = modelOf(db, tid);
  expect(settled).toEqual(fresh());
  expect(settled.running?.rounds[0]?.status).toBe('finished');
  expect([...settled.units.values()].every((u) => u.board.games[0]?.result === 'white-wins')).toBe(true);
});

it('a write of the arbiter drops the kept tournament: the next read is the file’s', async () => {
  const [b1] = boards;
  if (!b1) throw new Error('a board');
  writeBatch(db, () => phone(b1.white, result('b1-white-1', ['win'])));
  const kept = modelOf(db, tid);
  await h.api['result.set']({ tournamentId: tid, round: 1, board: b1.boardNo, leg: 1, result: 'draw' });
  const after = modelOf(db, tid);
  expect(after).not.toBe(kept);
  expect(after.units.get(b1.boardNo)?.board.games[0]?.result).toBe('draw');
  expect(after.units.get(b1.boardNo)?.input.arbiterEntered).toBe(true);
});
