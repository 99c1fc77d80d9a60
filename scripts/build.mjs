// Builds the Node side with esbuild (CLI, web server, Electron main, preload, benchmarks) and the
// renderer with Vite. esbuild keeps the CLI start-up in tens of milliseconds, which matters when
// the reference corpus calls `diagonal pair` once per round.
import { build } from 'esbuild';
import { copyFileSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const nodeOnly = process.argv.includes('--node-only');
const root = new URL('..', import.meta.url).pathname;
const at = (p) => join(root, p);

const common = {
  bundle: true,
  platform: 'node',
  target: 'node22',
  sourcemap: 'linked',
  packages: 'external',
  logLevel: 'warning',
};

const nodeEntries = {
  web: 'src/main/web.ts',
};
const benchDir = at('bench');
const benchEntries = existsSync(benchDir)
  ? Object.fromEntries(
      readdirSync(benchDir)
        .filter((f) => f.endsWith('.ts'))
        .map((f) => [`bench/${f.replace(/\.ts$/, '')}`, `bench/${f}`]),
    )
  : {};

const entryPoints = Object.fromEntries(
  Object.entries({ ...nodeEntries, ...benchEntries })
    .filter(([, src]) => existsSync(at(src)))
    .map(([out, src]) => [out, at(src)]),
);

await build({ ...common, format: 'esm', entryPoints, outdir: at('out'), outExtension: { '.js': '.js' } });

// The CLI loads a sub-command's code (and the packages it needs, pdfmake, SQLite ...)
// only when it runs: `diagonal pair` starts in tens of milliseconds instead of half a second.
rmSync(at('out/cli-chunks'), { recursive: true, force: true });
await build({
  ...common,
  format: 'esm',
  splitting: true,
  entryPoints: { cli: at('src/main/transports/cli.ts') },
  outdir: at('out'),
  chunkNames: 'cli-chunks/[name]-[hash]',
});

if (existsSync(at('src/main/index.ts'))) {
  await build({
    ...common,
    format: 'esm',
    entryPoints: { 'main/index': at('src/main/index.ts') },
    outdir: at('out'),
    external: ['electron'],
  });
}
if (existsSync(at('src/main/preload/index.ts'))) {
  // A sandboxed preload is CommonJS and may require only 'electron': bundle everything else.
  await build({
    ...common,
    packages: undefined,
    format: 'cjs',
    entryPoints: { 'preload/index': at('src/main/preload/index.ts') },
    outdir: at('out'),
    outExtension: { '.js': '.cjs' },
    external: ['electron'],
  });
}

// The results portal's phone page: one small browser bundle (script and style) and its HTML.
await build({
  bundle: true,
  platform: 'browser',
  target: 'es2020',
  format: 'iife',
  minify: true,
  logLevel: 'warning',
  entryPoints: { portal: at('src/portal-page/main.ts') },
  outdir: at('out/portal'),
});
copyFileSync(at('src/portal-page/index.html'), at('out/portal/index.html'));

if (!nodeOnly) {
  const { build: viteBuild } = await import('vite');
  await viteBuild({ configFile: at('vite.config.ts'), logLevel: 'warn' });
}
