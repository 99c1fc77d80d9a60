#!/usr/bin/env node
// The `diagonal` command line. The TypeScript sources are built by `npm install` (prepare).
import { existsSync } from 'node:fs';
import module from 'node:module';

// The native SQLite module is built for Node.js 22: an older Node would load it and crash
// ("Segmentation fault") at the first event file. Refuse it first, with the message the install
// prints (scripts/check-node.cjs, which exits 1 on an older Node).
module.createRequire(import.meta.url)('../scripts/check-node.cjs');

// Node keeps the compiled code of the command line in its cache folder (in the temporary folder)
// between runs: `diagonal pair`, run once per round, then skips most of the parsing and compiling.
module.enableCompileCache?.();

const cli = new URL('../out/cli.js', import.meta.url);
if (!existsSync(cli)) {
  process.stderr.write('diagonal: the command line is not built yet; run "npm run build:node" first.\n');
  process.exit(3);
}
const { main } = await import(cli.href);
process.exitCode = await main(process.argv.slice(2));
