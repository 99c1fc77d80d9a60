/**
 * `npm run test:corpus`: the comparison of a pairing command with the reference pairings. The
 * command is a stand-in that answers what each case's `.got` file says, so every outcome
 * (identical, colours swapped, other pairs, a failure) is chosen by hand.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SCRIPT = path.resolve(__dirname, '../../scripts/compare-pairings.mjs');

/** A stand-in pairer: copies `<trf>.got` to the output file, or fails when there is none. */
const FAKE = `import { copyFileSync, existsSync } from 'node:fs';
const [trf, out] = process.argv.slice(2);
if (!existsSync(trf + '.got')) { process.stderr.write('no pairing of this round\\n'); process.exit(1); }
copyFileSync(trf + '.got', out);
`;

/** A corpus folder: for each case, its reference pairing and what the stand-in answers. */
function corpus(cases: Record<string, { pairs: string; got?: string }>): { dir: string; fake: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'corpus-'));
  for (const [rel, c] of Object.entries(cases)) {
    const trf = path.join(dir, rel);
    mkdirSync(path.dirname(trf), { recursive: true });
    writeFileSync(trf, '012 a round\n');
    writeFileSync(trf.replace(/\.trf$/, '.pairs'), c.pairs);
    if (c.got !== undefined) writeFileSync(trf + '.got', c.got);
  }
  const fake = path.join(dir, 'fake.mjs');
  writeFileSync(fake, FAKE);
  return { dir, fake };
}

function run(args: string[], env: Record<string, string> = {}): { code: number | null; out: string } {
  const r = spawnSync(process.execPath, [SCRIPT, ...args], {
    encoding: 'utf8',
    env: { ...process.env, DIAGONAL_CORPUS: '', ...env },
  });
  return { code: r.status, out: r.stdout + r.stderr };
}

const REFERENCE = '3\n1 4\n3 2\n5 0\n';

describe('npm run test:corpus', () => {
  it('counts a pairing identical whatever the order of its lines', () => {
    const { dir, fake } = corpus({
      't001-n005-r05/round-02.trf': { pairs: REFERENCE, got: '3\n5 0\n3 2\n1 4\n' },
    });
    const r = run([dir, '--', process.execPath, fake, '{trf}', '{out}']);
    expect(r.out).toContain(
      'identical: 1/1 rounds (pairs and colours); same pairs ignoring colours: 1/1; errors: 0',
    );
    expect(r.code).toBe(0);
  });

  it('tells swapped colours from other pairs and from a failed round, and exits 1', () => {
    const { dir, fake } = corpus({
      't001-n005-r05/round-02.trf': { pairs: REFERENCE, got: REFERENCE },
      // 2 is White instead of 3: the same pairs, not the same colours.
      't001-n005-r05/round-03.trf': { pairs: REFERENCE, got: '3\n1 4\n2 3\n5 0\n' },
      // The bye goes to 4, and 1 meets 5.
      't001-n005-r05/round-04.trf': { pairs: REFERENCE, got: '3\n1 5\n3 2\n4 0\n' },
      // The command fails.
      't001-n005-r05/round-05.trf': { pairs: REFERENCE },
    });
    const r = run([dir, '--', process.execPath, fake, '{trf}', '{out}']);
    expect(r.out).toContain(
      'identical: 1/4 rounds (pairs and colours); same pairs ignoring colours: 2/4; errors: 1',
    );
    expect(r.out).toMatch(/colours +t001-n005-r05\/round-03\.trf/);
    expect(r.out).toMatch(/different +t001-n005-r05\/round-04\.trf/);
    expect(r.out).toMatch(/error +t001-n005-r05\/round-05\.trf: no pairing of this round/);
    expect(r.code).toBe(1);
  });

  it('refuses output whose first line does not count its pairs', () => {
    const { dir, fake } = corpus({
      't001-n005-r05/round-02.trf': { pairs: REFERENCE, got: '2\n1 4\n3 2\n5 0\n' },
    });
    const r = run([dir, '--', process.execPath, fake, '{trf}', '{out}']);
    expect(r.out).toContain('first line says 2 pairs, found 3');
    expect(r.code).toBe(1);
  });

  it('leaves the perf cases to --perf, and takes the folder from DIAGONAL_CORPUS', () => {
    const { dir, fake } = corpus({
      't001-n005-r05/round-02.trf': { pairs: REFERENCE, got: REFERENCE },
      'perf/perf-n0005-r05/round-05.trf': { pairs: REFERENCE, got: '3\n4 1\n3 2\n5 0\n' },
    });
    const plain = run(['--', process.execPath, fake, '{trf}', '{out}'], { DIAGONAL_CORPUS: dir });
    expect(plain.out).toContain('identical: 1/1 rounds');
    const perf = run(['--perf', '--', process.execPath, fake, '{trf}', '{out}'], { DIAGONAL_CORPUS: dir });
    expect(perf.out).toContain('identical: 0/1 rounds (pairs and colours); same pairs ignoring colours: 1/1');
    expect(perf.out).toMatch(/time perf\/perf-n0005-r05\/round-05\.trf: [\d.]+ s \(colours\)/);
  });

  it('says plainly that the corpus is missing and exits 2', () => {
    const none = run([]);
    expect(none.out).toContain('the whole Dutch reference corpus is not part of the repository');
    expect(none.out).toContain('DIAGONAL_CORPUS');
    expect(none.code).toBe(2);
    const gone = run([path.join(tmpdir(), 'no-such-corpus')]);
    expect(gone.out).toMatch(/the corpus folder .*no-such-corpus does not exist/);
    expect(gone.code).toBe(2);
    const empty = run([mkdtempSync(path.join(tmpdir(), 'corpus-'))]);
    expect(empty.out).toContain('no round-NN.trf with its round-NN.pairs');
    expect(empty.code).toBe(2);
  });
});
