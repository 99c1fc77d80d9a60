import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiCommand } from '../../src/main/cli/api';
import { EXIT } from '../../src/main/cli/command';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'diagonal-cli-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await apiCommand.run(argv, { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('diagonal api (command-line transport)', () => {
  it('creates an event file, a tournament and an entrant, then lists them as JSON', async () => {
    const file = join(dir, 'open.diagonal');
    const created = await run('event.create', JSON.stringify({ file, name: 'Club Open' }));
    expect(created.code).toBe(EXIT.ok);
    expect(JSON.parse(created.out)).toMatchObject({ name: 'Club Open', fileName: 'open.diagonal' });
    expect(existsSync(file)).toBe(true);
    const t = await run(
      'tournament.create',
      JSON.stringify({ settings: { name: 'A', scheduledStart: '2026-12-05T10:00', closeAtEnd: false } }),
      '--event',
      file,
    );
    expect(t.code).toBe(EXIT.ok);
    const id = (JSON.parse(t.out) as { id: number }).id;
    expect(
      (await run('entrant.add', JSON.stringify({ tournamentId: id, name: 'Nowak, Jan' }), '--event', file))
        .code,
    ).toBe(EXIT.ok);
    const list = await run('entrant.list', JSON.stringify({ tournamentId: id }), '--event', file);
    expect((JSON.parse(list.out) as { name: string }[]).map((e) => e.name)).toEqual(['Nowak, Jan']);
  });

  it('prints the translated refusal and exits 3; a usage error exits 2', async () => {
    const file = join(dir, 'open.diagonal');
    await run('event.create', JSON.stringify({ file, name: 'Club Open' }));
    const bad = await run(
      'tournament.create',
      JSON.stringify({
        settings: { name: 'A', scheduledStart: '2026-12-05T10:00', closeAtEnd: false, threshold: 25 },
      }),
      '--event',
      file,
      '--lang',
      'nl',
    );
    expect(bad.code).toBe(EXIT.invalidInput);
    expect(bad.err).toContain('De drempel moet tussen 7 en 20 liggen (R2.2); u vulde 25 in.');
    expect((await run('no.such', '{}', '--event', file)).err).toContain('Unknown action "no.such"');
    expect((await run()).code).toBe(EXIT.usage);
    expect((await run('event.current', '{not json')).code).toBe(EXIT.usage);
    expect((await run('event.current', '{}', '--lang', 'de')).code).toBe(EXIT.usage);
  });

  it('--now sets the time of one call: an arena pairs at its start, not before', async () => {
    const file = join(dir, 'arena.diagonal');
    await run('event.create', JSON.stringify({ file, name: 'Arena night' }));
    // The poster's 14:00 is local time; the instants below are taken in the same zone.
    const local = (h: number, m: number) => new Date(2026, 5, 1, h, m).toISOString();
    const t = await run(
      'arena.create',
      JSON.stringify({
        settings: {
          name: 'Blitz',
          scheduledStart: '2026-06-01T14:00',
          closeAtEnd: false,
          durationMinutes: 60,
        },
        clock: { baseSeconds: 180, incrementSeconds: 2 },
      }),
      '--event',
      file,
    );
    const id = (JSON.parse(t.out) as { id: number }).id;
    for (const name of ['A', 'B'])
      await run('entrant.add', JSON.stringify({ tournamentId: id, name }), '--event', file);
    const tick = async (now: string) =>
      JSON.parse(
        (await run('arena.tick', JSON.stringify({ tournamentId: id }), '--event', file, '--now', now)).out,
      ) as {
        boards: unknown[];
        time: { phase: string; now: string };
      };
    const before = await tick(local(13, 59));
    expect(before.time).toEqual(expect.objectContaining({ phase: 'before', now: local(13, 59) }));
    expect(before.boards).toHaveLength(0);
    expect((await tick(local(14, 0))).boards).toHaveLength(1);
    // Without a zone the time would depend on the machine: refused as a usage error.
    expect(
      (
        await run(
          'arena.view',
          JSON.stringify({ tournamentId: id }),
          '--event',
          file,
          '--now',
          '2026-06-01T14:05',
        )
      ).code,
    ).toBe(EXIT.usage);
  });
});
