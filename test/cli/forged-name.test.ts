/**
 * The attack of a name that forges a TRF record, tried the way a new user would, through the
 * command line: `diagonal api entrant.add` with "Evil\n001 ... Forged, Player ..." is refused and
 * nothing is saved; the same text from a rating list comes in on one line; and with it stored
 * as an older version stored it, the TRF of 16 entrants still has 16 player records (docs/TEXT.md).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/main/transports/cli';
import { readTrf } from '../../src/main/io/trf';

const dir = mkdtempSync(join(tmpdir(), 'diagonal-forged-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const event = join(dir, 'open.diagonal');

/** What the forger types: a name, a line break, then a whole `001` record of his own. */
const FORGED =
  'Evil\n001   99      Forged, Player                   1500 POL    99999999 2000/01/01  9.0    1';

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
const api = async (method: string, input: unknown) => {
  const r = await cli(
    'api',
    method,
    JSON.stringify(input),
    '--event',
    event,
    '--now',
    '2026-12-05T09:00:00Z',
  );
  if (r.code !== 0) throw new Error(r.err);
  return JSON.parse(r.out) as Record<string, unknown>;
};
const records = (trf: string) => trf.split('\n').filter((l) => l.startsWith('001'));

describe('a name that forges a TRF record', () => {
  it('is refused through diagonal api, cleaned from a list, and the TRF keeps 16 records for 16 entrants', async () => {
    expect((await cli('api', 'event.create', JSON.stringify({ file: event, name: 'Open' }))).code).toBe(0);
    const t = await api('tournament.create', {
      settings: { name: 'Open Łódź', scheduledStart: '2026-12-05T10:00', closeAtEnd: false },
    });
    const tournamentId = t.id as number;
    for (let i = 1; i <= 15; i++)
      await api('entrant.add', { tournamentId, name: `Gracz ${i}, Łukasz`, rating: 2000 - i });

    const refused = await cli(
      'api',
      'entrant.add',
      JSON.stringify({ tournamentId, name: FORGED }),
      '--event',
      event,
    );
    expect(refused.code).toBe(3);
    expect(refused.err).toBe(
      'diagonal api: Nothing was saved: name holds a line break (U+000A) after "Evil". Line breaks, tabs and other control characters would split the records of the files Diagonal writes (TRF, PDN, CSV) and the lines of its prints: type the text again without it.',
    );
    expect(await api('entrant.list', { tournamentId })).toHaveLength(15);

    // The same text in a rating list's quoted name cell: the list is not retyped, so it is cleaned.
    const list = join(dir, 'list.csv');
    writeFileSync(list, `FMJD-id;Name;Fed;Rating\r\n16095;"${FORGED}";POL;1500\r\n`);
    expect((await cli('ratings', 'import', list, '--db', event, '--source', 'FMJD')).code).toBe(0);
    const [hit] = (await api('ratings.search', { text: 'evil' })) as unknown as { entryId: number }[];
    const e = await api('ratings.register', { tournamentId, entryId: hit?.entryId });
    expect(e.name).toBe('Evil 001 99 Forged, Player 1500 POL 99999999 2000/01/01 9.0 1');

    await api('tournament.start', { tournamentId, seed: 1 });
    const out = join(dir, 'open.trf');
    expect((await cli('export', 'trf', event, '--tournament', String(tournamentId), '-o', out)).code).toBe(0);
    expect(records(readFileSync(out, 'utf8'))).toHaveLength(16);

    // An event file of an older version may hold the name as typed: the TRF still has 16 records.
    const db = new Database(event);
    db.prepare('UPDATE entrants SET name = ? WHERE id = ?').run(FORGED, e.id);
    db.prepare('UPDATE entrants SET name = ? WHERE name = ?').run('Gracz\r1, Łukasz', 'Gracz 1, Łukasz');
    db.close();
    expect((await cli('export', 'trf', event, '--tournament', String(tournamentId), '-o', out)).code).toBe(0);
    const text = readFileSync(out, 'utf8');
    expect(records(text)).toHaveLength(16);
    expect(text).not.toMatch(/\r/);
    const names = readTrf(text).players.map((p) => p.name);
    expect(names).toHaveLength(16);
    expect(names).toContain('Evil 001   99      Forged, Player');
    expect(names).toContain('Gracz 1, Łukasz');
    expect(names).not.toContain('Forged, Player');
  });
});
