import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { harness } from '../api/harness';

const dir = mkdtempSync(join(tmpdir(), 'diagonal-server-log-'));
const root = join(__dirname, '../..');
let child: ChildProcess | null = null;
let bundle: string | null = null;
afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
  if (bundle) rmSync(bundle, { force: true });
});

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((ok) => s.listen(0, '127.0.0.1', ok));
  const { port } = s.address() as { port: number };
  await new Promise((ok) => s.close(ok));
  return port;
}

/** The web server as `npm run web` starts it, built from the sources next to the project. */
async function buildServer(): Promise<string> {
  const cache = join(root, 'node_modules', '.cache', 'diagonal-tests');
  mkdirSync(cache, { recursive: true });
  const out = join(cache, `web-${process.pid}.mjs`);
  await build({
    entryPoints: [join(root, 'src/main/web.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile: out,
    logLevel: 'silent',
    absWorkingDir: root,
  });
  return out;
}

describe('the server survives a failing log write', () => {
  it('keeps serving when its log (standard output and error) is a full disk', async () => {
    const server = await buildServer();
    bundle = server;
    const port = await freePort();
    const full = openSync('/dev/full', 'w');
    try {
      child = spawn(process.execPath, [server, '--port', String(port), '--data', join(dir, 'data')], {
        cwd: root,
        stdio: ['ignore', full, full],
      });
    } finally {
      closeSync(full);
    }
    let status = 0;
    for (let i = 0; i < 100 && status === 0 && child.exitCode === null; i++) {
      status = await fetch(`http://127.0.0.1:${port}/api/event.current`, { method: 'POST' })
        .then((r) => r.status)
        .catch(() => 0);
      if (status === 0) await new Promise((r) => setTimeout(r, 50));
    }
    // It answered (401: no session token, the token went to the lost log line) and lives on.
    expect(status).toBe(401);
    await new Promise((r) => setTimeout(r, 200));
    expect(child.exitCode).toBeNull();
  });

  it('opens and creates event files when the list of recent files cannot be written', async () => {
    const h = harness('en', { recentFile: dir });
    try {
      expect(await h.api['event.create']({ file: 'Club Open', name: 'Club Open' })).toMatchObject({
        name: 'Club Open',
      });
      await h.api['event.close']({});
      expect(await h.api['event.open']({ file: 'Club Open' })).toMatchObject({ name: 'Club Open' });
    } finally {
      h.done();
    }
  });
});
