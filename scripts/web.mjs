// `npm run web`: builds when the build is missing or older than the sources, then serves the app
// on 127.0.0.1 and prints the URL (with its session token). Arguments go to out/web.js
// (--port N, --data DIR).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const at = (p) => join(root, p);

/** Newest modification time under a folder (or of a file). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(path).reduce((m, f) => Math.max(m, newest(join(path, f))), s.mtimeMs);
}

const outputs = ['out/web.js', 'out/renderer/index.html'].map(at);
const sources = ['src', 'index.html', 'vite.config.ts', 'package.json', 'scripts/build.mjs'].map(at);
const built = outputs.every(existsSync) ? Math.min(...outputs.map(newest)) : 0;
if (built < Math.max(...sources.map(newest))) {
  process.stderr.write('diagonal web: building...\n');
  const b = spawnSync(process.execPath, [at('scripts/build.mjs')], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

const child = spawn(process.execPath, [at('out/web.js'), ...process.argv.slice(2)], { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
