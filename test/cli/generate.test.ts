/**
 * `diagonal generate` (issue 30 part 4): writes a TRF-26 file that `diagonal check` finds paired
 * as the Dutch system pairs it; every refusal of its arguments exits 2 with the message and usage.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/main/transports/cli';

async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(args, { out: (s) => (out += s + '\n'), err: (s) => (err += s + '\n') });
  return { code, out, err };
}

const tmp = (): string => mkdtempSync(path.join(tmpdir(), 'generate-'));

describe('diagonal generate', () => {
  it('writes the tournament, which diagonal check finds paired by the Dutch system', async () => {
    const file = path.join(tmp(), 'g.trf');
    const args = ['generate', '--entrants', '17', '--rounds', '6', '--seed', '42', '--forbidden', '3'];
    const r = await run([...args, '--accelerated', '--draws', '0.4', '--forfeits', '0.05', '-o', file]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('17 entrants, 6 rounds.');
    const text = readFileSync(file, 'utf8');
    expect(text.split('\n').filter((l) => l.startsWith('001'))).toHaveLength(17);
    expect(text.split('\n').filter((l) => l.startsWith('260'))).toHaveLength(3);
    expect(text).toMatch(/^250 /m);
    const check = await run(['check', file]);
    expect(check.out).toContain('All 6 rounds are paired as the Dutch system pairs them.');
  });

  it('ends the tournament before a round that has no valid pairing, and says so', async () => {
    // Two entrants and no forfeits: round 1 is their game, and round 2 would be a rematch (C1).
    const file = path.join(tmp(), 'g.trf');
    const r = await run([
      'generate',
      '--entrants',
      '2',
      '--rounds',
      '2',
      '--seed',
      '1',
      '--forfeits',
      '0',
      '-o',
      file,
    ]);
    expect(r.code).toBe(0);
    expect(r.err).toContain('No pairing of round 2 respects the absolute rules');
    expect(r.err).toContain('first 1 rounds');
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/^XXR 1$/m);
    expect(text).toMatch(/^001 {4}1 .* {5}2 [wb] [10=]$/m);
  });

  it.each([
    [['--rounds', '5', '--seed', '1', '-o', 'x.trf'], 'The option --entrants needs a value.'],
    [['--entrants', '10', '--rounds', '5', '--seed', '1'], 'The option -o needs a value.'],
    [
      ['--entrants', '1', '--rounds', '5', '--seed', '1', '-o', 'x.trf'],
      '--entrants takes a whole number from 2 to 2000',
    ],
    [
      ['--entrants', '10', '--rounds', '0', '--seed', '1', '-o', 'x.trf'],
      '--rounds takes a whole number from 1 to 50',
    ],
    [['--entrants', 'ten', '--rounds', '5', '--seed', '1', '-o', 'x.trf'], 'needs a whole number, not "ten"'],
    [
      ['--entrants', '10', '--rounds', '5', '--seed', '1', '--draws', '1.5', '-o', 'x.trf'],
      'between 0 and 1, not "1.5"',
    ],
    [
      ['--entrants', '10', '--rounds', '5', '--seed', '1', '--forfeits', '-1', '-o', 'x.trf'],
      'between 0 and 1',
    ],
    [
      ['--entrants', '10', '--rounds', '5', '--seed', '1', '--colour', '-o', 'x.trf'],
      'Unknown option "--colour"',
    ],
  ])('refuses %j with exit 2, the reason and the usage, and writes nothing', async (args, message) => {
    const dir = tmp();
    const r = await run(['generate', ...args.map((a) => (a === 'x.trf' ? path.join(dir, a) : a))]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
    expect(r.err).toContain('Usage: diagonal generate');
    expect(existsSync(path.join(dir, 'x.trf'))).toBe(false);
  });
});
