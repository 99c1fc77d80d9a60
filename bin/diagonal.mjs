#!/usr/bin/env node
// The `diagonal` command line. The TypeScript sources are built by `npm install` (prepare).
import { existsSync } from 'node:fs';

const cli = new URL('../out/cli.js', import.meta.url);
if (!existsSync(cli)) {
  process.stderr.write('diagonal: the command line is not built yet; run "npm run build:node" first.\n');
  process.exit(3);
}
const { main } = await import(cli.href);
process.exitCode = await main(process.argv.slice(2));
