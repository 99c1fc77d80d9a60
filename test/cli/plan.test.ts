import { describe, expect, it } from 'vitest';
import { main } from '../../src/main/transports/cli';

async function run(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await main(argv, { out: (s) => void (out += s + '\n'), err: (s) => void (err += s + '\n') });
  return { code, out, err };
}

describe('diagonal plan', () => {
  it('prints the decision of R2/R3 as JSON', async () => {
    const r = await run('plan', '--present', '9', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({
      format: 'swiss',
      rounds: 6,
      gamesPerRound: 1,
      reason: { text: '9 present, threshold 7: Swiss, 6 rounds.' },
    });
  });

  it('a round robin of 4 plays two legs (R3.2); the extra round is ignored, and said so (R3.4)', async () => {
    const r = await run('plan', '--present', '4', '--extra-round', '--json');
    const d = JSON.parse(r.out) as { notes: { key: string }[] };
    expect(d).toMatchObject({ format: 'round-robin', rounds: 3, gamesPerRound: 2 });
    expect(d.notes.map((n) => n.key)).toEqual([
      'engine:start.twoLegsForced',
      'engine:start.extraRoundIgnoredRoundRobin',
    ]);
  });

  it('threshold, minimum and two legs', async () => {
    expect(
      JSON.parse((await run('plan', '--present', '10', '--threshold', '12', '--json')).out),
    ).toMatchObject({
      format: 'round-robin',
      rounds: 9,
    });
    expect(JSON.parse((await run('plan', '--present', '5', '--minimum', '6', '--json')).out)).toMatchObject({
      format: 'cancelled',
      rounds: 0,
    });
    expect(JSON.parse((await run('plan', '--present', '20', '--two-legs', '--json')).out)).toMatchObject({
      format: 'swiss',
      rounds: 7,
      gamesPerRound: 2,
    });
  });

  it('prints the reason in words', async () => {
    const r = await run('plan', '--present', '17', '--extra-round');
    expect(r.out).toContain('Rounds: 8');
    expect(r.out).toContain('17 present, threshold 7: Swiss, 8 rounds.');
  });

  it('bad input names the option or the limit', async () => {
    const missing = await run('plan', '--threshold', '8');
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('--present');
    const bad = await run('plan', '--present', 'nine');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('"nine"');
    const threshold = await run('plan', '--present', '9', '--threshold', '30');
    expect(threshold.code).toBe(3);
    expect(threshold.err).toContain('between 7 and 20');
  });

  it('refuses more present than the 200 seats of R1.2 with exit 3, and says the limit', async () => {
    const big = await run('plan', '--present', '201');
    expect(big.code).toBe(3);
    expect(big.out).toBe('');
    expect(big.err).toBe(
      'diagonal plan: The number of entrants present must be a whole number from 0 to 200 (R1.2: at most 200 seats), not 201.\n',
    );
    expect((await run('plan', '--present', '-1')).code).toBe(3);
    // 200 is the largest field: a Swiss of 10 rounds (R3.3).
    expect(JSON.parse((await run('plan', '--present', '200', '--json')).out)).toMatchObject({ rounds: 10 });
  });

  it('answers fewer present than the minimum with the cancellation of R2.1, not a refusal', async () => {
    const r = await run('plan', '--present', '3', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ format: 'cancelled', rounds: 0 });
  });

  it('refuses a count that is not a whole number as a usage error', async () => {
    for (const value of ['7.5', '1e2', '']) {
      const r = await run('plan', '--present', value);
      expect(r.code).toBe(2);
      expect(r.err).toContain(`"${value}"`);
    }
  });

  it('plans a double round robin: the Berger table twice (R7), ignored when the start gives a Swiss', async () => {
    expect(JSON.parse((await run('plan', '--present', '6', '--double', '--json')).out)).toMatchObject({
      format: 'round-robin',
      rounds: 10,
      cycles: 2,
      gamesPerRound: 1,
    });
    const swiss = JSON.parse((await run('plan', '--present', '9', '--double', '--json')).out);
    expect(swiss).toMatchObject({ format: 'swiss', rounds: 6, cycles: 1 });
    expect(swiss.notes.map((n: { key: string }) => n.key)).toEqual(['engine:start.doubleIgnoredSwiss']);
  });
});
