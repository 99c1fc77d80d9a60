import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'diagonal-ratings-crash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Issue 7: an import is one transaction, so nothing half-imported stays after a crash. A child
 * process imports a 50,000-row list with the real code and kills itself (SIGKILL: no rollback,
 * no close) once the first rows are written; the event file must then hold no list at all.
 */
describe('a crash in the middle of an import', () => {
  it('leaves nothing of the list in the event file', async () => {
    const list = join(dir, 'big.csv');
    const rows = ['FMJD-id;Name;Fed;Rating'];
    for (let i = 0; i < 50_000; i++) rows.push(`${20000 + i};Kowalski${i}, Jan;POL;${1200 + (i % 1000)}`);
    writeFileSync(list, rows.join('\n') + '\n');
    const script = join(dir, 'crash.ts');
    const root = join(__dirname, '../..');
    writeFileSync(
      script,
      `import { createEventFile } from ${JSON.stringify(join(root, 'src/main/db/connection'))};
       import { importList } from ${JSON.stringify(join(root, 'src/main/services/ratings'))};
       const db = createEventFile(process.argv[2]);
       let batches = 0;
       await importList(db, process.argv[3], {
         onProgress: () => { if (++batches === 2) { process.stdout.write('killing\\n'); process.kill(process.pid, 'SIGKILL'); } },
       });
       process.stdout.write('finished\\n');`,
    );
    // Inside the project, so that the child resolves better-sqlite3 from node_modules.
    const cache = join(root, 'node_modules', '.cache', 'diagonal-tests');
    mkdirSync(cache, { recursive: true });
    const bundle = join(cache, `ratings-crash-${process.pid}.mjs`);
    await build({
      entryPoints: [script],
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      outfile: bundle,
      logLevel: 'silent',
      absWorkingDir: root,
      nodePaths: [join(root, 'node_modules')],
    });
    const event = join(dir, 'event.diagonal');
    const child = spawnSync(process.execPath, [bundle, event, list], { cwd: root, encoding: 'utf8' });
    rmSync(bundle, { force: true });
    expect(child.stderr).toBe('');
    expect(child.signal).toBe('SIGKILL');
    expect(child.stdout).toBe('killing\n');
    const db = new Database(event);
    const count = (table: string) =>
      (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    expect([count('rating_lists'), count('rating_entries'), count('rating_search_words')]).toEqual([0, 0, 0]);
    expect(count('activity_log')).toBe(0);
    db.close();
  });
});
