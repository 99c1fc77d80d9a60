import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The bin refuses a Node.js older than 22 before it loads the native SQLite module (built for
// Node 22, an older Node crashes on it with "Segmentation fault"), with the message the install
// prints (scripts/check-node.cjs). Run with an older Node of the machine, when there is one.
const bin = join(__dirname, '../../bin/diagonal.mjs');
const older = ['/usr/bin/node', '/usr/local/bin/node', '/bin/node'].find((p) => {
  if (!existsSync(p)) return false;
  const v = spawnSync(p, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim();
  return Number(v.split('.')[0]) < 22;
});

describe('bin/diagonal.mjs on an older Node.js', () => {
  it.skipIf(!older)('says which Node it needs and exits 1, before any file is touched', () => {
    const dir = mkdtempSync(join(tmpdir(), 'diagonal-node-'));
    try {
      const file = join(dir, 'old.diagonal');
      const r = spawnSync(older!, [bin, 'api', 'event.create', JSON.stringify({ file, name: 'Old' })], {
        encoding: 'utf8',
      });
      expect(r.signal).toBeNull();
      expect(r.status).toBe(1);
      expect(r.stderr).toContain('Diagonal needs Node.js 22.12 or later; this is Node.js v');
      expect(r.stderr).toContain('. scripts/node22.sh');
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs as before on this Node.js', () => {
    const r = spawnSync(process.execPath, [bin, 'plan', '--present', '9', '--json'], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ format: 'swiss', rounds: 6 });
  });
});
