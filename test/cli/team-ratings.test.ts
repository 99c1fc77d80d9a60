/**
 * `diagonal import team-ratings FILE --event EVENT` and `diagonal export team-ratings EVENT -o FILE`:
 * a federation's team ratings carried from one event file to the next (docs/TEAMS.md).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/main/transports/cli';

const dir = mkdtempSync(join(tmpdir(), 'diagonal-cli-team-ratings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (s: string) => out.push(s), err: (s: string) => err.push(s) }, out, err };
}

describe('diagonal import and export team-ratings', () => {
  it('imports a file into one event and exports it for the next', async () => {
    const event = join(dir, 'league.diagonal');
    let c = capture();
    expect(await main(['api', 'event.create', JSON.stringify({ file: event, name: 'League' })], c.io)).toBe(
      0,
    );
    const file = join(dir, 'ffjd.csv');
    writeFileSync(file, 'team;rating;matches\r\nDC Rouen;640;12\r\n=cmd|calc;480;3\r\n');
    c = capture();
    expect(await main(['import', 'team-ratings', file, '--event', event], c.io)).toBe(0);
    expect(c.out).toEqual(['Team ratings imported from ffjd.csv: 2.']);
    const out = join(dir, 'out.csv');
    c = capture();
    expect(await main(['export', 'team-ratings', event, '-o', out], c.io)).toBe(0);
    // the formula stays text for a spreadsheet
    expect(readFileSync(out, 'utf8')).toBe("team;rating;matches\r\nDC Rouen;640;12\r\n'=cmd|calc;480;3\r\n");
  });

  it('refuses a wrong file with its lines and exit code 3', async () => {
    const event = join(dir, 'other.diagonal');
    let c = capture();
    expect(await main(['api', 'event.create', JSON.stringify({ file: event, name: 'Other' })], c.io)).toBe(0);
    const file = join(dir, 'bad.csv');
    writeFileSync(file, 'team;rating;matches\nDC Rouen;high;12\n');
    c = capture();
    expect(await main(['import', 'team-ratings', file, '--event', event], c.io)).toBe(3);
    expect(c.err.join('\n')).toContain('Line 2: "high" is not a rating');
    c = capture();
    expect(
      await main(['export', 'team-ratings', event, '--tournament', '1', '-o', join(dir, 'x.csv')], c.io),
    ).toBe(2);
  });
});
