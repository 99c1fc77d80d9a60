/**
 * `diagonal export` and `diagonal import` on an event file: a TRF out and in again, an FMJD report
 * with its flagged entrants, and a malformed TRF refused with its line and nothing imported.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/main/transports/cli';
import { readTrf } from '../../src/main/io/trf';
import { DUTCH } from '../fixtures/dutch';

const dir = mkdtempSync(join(tmpdir(), 'diagonal-cli-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (s: string) => out.push(s), err: (s: string) => err.push(s) }, out, err };
}

const event = join(dir, 'open.diagonal');

describe('diagonal import and export', () => {
  it('imports a TRF into an event file and exports the same tournament', async () => {
    let c = capture();
    expect(await main(['api', 'event.create', JSON.stringify({ file: event, name: 'Open' })], c.io)).toBe(0);
    const source = join(DUTCH, 't001-n007-r05', 'full.trf');
    c = capture();
    expect(await main(['import', 'trf', source, '--event', event], c.io)).toBe(0);
    expect(c.out).toEqual(['Dutch pairing corpus t001-n007-r05: tournament 1, 7 entrants.']);
    const out = join(dir, 'out.trf');
    c = capture();
    expect(await main(['export', 'trf', event, '--tournament', '1', '-o', out], c.io)).toBe(0);
    const a = readTrf(readFileSync(source, 'utf8'));
    const b = readTrf(readFileSync(out, 'utf8'));
    expect(b.players.map((p) => [p.name, p.points, p.rounds.map((g) => g?.result)])).toEqual(
      a.players.map((p) => [p.name, p.points, p.rounds.map((g) => g?.result)]),
    );
    expect(readFileSync(out, 'utf8')).toMatch(/^142 5$/m);
  });

  it('refuses a malformed TRF with its line and column, and imports nothing', async () => {
    const bad = join(dir, 'bad.trf');
    const text = readFileSync(join(DUTCH, 't001-n007-r05', 'full.trf'), 'utf8').replace(
      '     4 b 1',
      '     4 x 1',
    );
    writeFileSync(bad, text);
    const c = capture();
    expect(await main(['import', 'trf', bad, '--event', event], c.io)).toBe(3);
    expect(c.err.join('\n')).toMatch(/Line 10, column 97: unknown colour/);
    const list = capture();
    await main(['api', 'tournament.list', '--event', event], list.io);
    expect((JSON.parse(list.out.join('')) as unknown[]).length).toBe(1);
  });

  it('imports a DraughtArbiter export and writes its FMJD report, flagging entrants without an ID', async () => {
    const csv = join(__dirname, '../fixtures/results/krakow-draughtarbiter.csv');
    let c = capture();
    expect(await main(['import', 'draughtarbiter', csv, '--event', event], c.io)).toBe(0);
    const out = join(dir, 'krakow-fmjd.csv');
    c = capture();
    expect(await main(['export', 'fmjd', event, '--tournament', '2', '-o', out], c.io)).toBe(0);
    expect(readFileSync(out, 'utf8').split('\r\n')[1]).toBe(
      'Pl;FMJD-id;Title;Name;Cn;FMJD-rating;R1;R2;R3;Pt',
    );
    expect(c.err).toHaveLength(7);
    expect(c.err[0]).toBe(
      'diagonal export: No FMJD ID for 1. Wiśniewski, Łukasz: fill it in before sending the report.',
    );
  });

  it('writes the PDN headers of a round, and refuses a round that is not paired', async () => {
    // Tournament 2 is the Kraków export: round 2 is 3-1 1-1, 4-2 0-2, 6-5 2-0 and 7 the bye.
    const out = join(dir, 'krakow-r2.pdn');
    let c = capture();
    expect(await main(['export', 'pdn', event, '--tournament', '2', '--round', '2', '-o', out], c.io)).toBe(
      0,
    );
    const text = readFileSync(out, 'utf8');
    expect(text.match(/^\[Round "2"\]$/gm)).toHaveLength(3);
    expect(text).toContain('[White "Ødegård, Søren"]\n[Black "Wiśniewski, Łukasz"]\n[Result "1-1"]');
    expect(text).not.toContain('Nowak');
    c = capture();
    expect(await main(['export', 'pdn', event, '--tournament', '2', '--round', '9', '-o', out], c.io)).toBe(
      3,
    );
    expect(c.err).toEqual(['diagonal export: Round 9 is not paired: choose a round from 1 to 3.']);
    c = capture();
    expect(await main(['export', 'pdn', event, '--tournament', '2', '-o', out], c.io)).toBe(2);
    expect(await main(['export', 'trf', event, '--tournament', '2', '--round', '1', '-o', out], c.io)).toBe(
      2,
    );
    expect(c.err.join('\n')).toMatch(/--round N/);
  });

  it('imports a Windows-1250 DraughtArbiter file with --encoding, and refuses an encoding it does not read', async () => {
    const csv = join(__dirname, '../fixtures/results/lodz-draughtarbiter-cp1250.csv');
    let c = capture();
    expect(
      await main(['import', 'draughtarbiter', csv, '--event', event, '--encoding', 'windows-1250'], c.io),
    ).toBe(0);
    expect(c.out).toEqual(['Memoriał Łódź 2025: tournament 3, 4 entrants.']);
    c = capture();
    await main(['api', 'entrant.list', JSON.stringify({ tournamentId: 3 }), '--event', event], c.io);
    const names = (JSON.parse(c.out.join('')) as { name: string }[]).map((e) => e.name);
    expect(names.slice(0, 2)).toEqual(['Łęcki, Paweł', 'Świątek, Łukasz']);
    c = capture();
    expect(
      await main(['import', 'draughtarbiter', csv, '--event', event, '--encoding', 'latin2'], c.io),
    ).toBe(2);
    expect(c.err).toEqual([
      'diagonal import: "latin2" is not an encoding this import reads; choose one of utf-8, utf-16le, windows-1250, windows-1252.',
    ]);
    c = capture();
    expect(await main(['import', 'draughtarbiter', csv, '--event', event, '--encoding', 'utf-8'], c.io)).toBe(
      3,
    );
    expect(c.err.join('\n')).toMatch(/Line 1 is not UTF-8/);
    c = capture();
    expect(await main(['import', 'trf', csv, '--event', event, '--encoding', 'utf-8'], c.io)).toBe(2);
    expect(c.err.join('\n')).toMatch(
      /Usage: diagonal import KIND FILE --event EVENT \[--encoding ENCODING\]/,
    );
  });

  it('writes the website of the event into a folder, and refuses a folder of other files', async () => {
    // Tournaments 1-3 (7, 7 and 4 entrants): per language an index, 3 tournament pages and 18
    // cards; then the front door and the style sheet.
    const site = join(dir, 'site');
    let c = capture();
    expect(await main(['export', 'html', event, '-o', site], c.io)).toBe(0);
    expect(c.out).toEqual([`Website written to ${site}: 90 files, 0 old files removed.`]);
    expect(readFileSync(join(site, 'nl', 't3-1.html'), 'utf8')).toContain('<h1>MI Łęcki, Paweł</h1>');
    const other = join(dir, 'other');
    mkdirSync(other);
    writeFileSync(join(other, 'notes.txt'), 'mine');
    c = capture();
    expect(await main(['export', 'html', event, '-o', other], c.io)).toBe(3);
    expect(c.err).toEqual([
      `diagonal export: The folder "${other}" already holds files that were not written by a website export: choose an empty folder, or the folder of an earlier export.`,
    ]);
    c = capture();
    expect(await main(['export', 'html', event, '--tournament', '1', '-o', site], c.io)).toBe(2);
  });

  it('says how to call it when the arguments are wrong (exit 2)', async () => {
    const c = capture();
    expect(await main(['export', 'pgn', event, '--tournament', '1', '-o', 'x'], c.io)).toBe(2);
    expect(await main(['import', 'trf', 'x.trf'], c.io)).toBe(2);
    expect(c.err.join('\n')).toMatch(/Usage: diagonal export KIND EVENT/);
  });
});
