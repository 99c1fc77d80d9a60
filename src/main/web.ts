import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startWebServer } from './transports/http';

/** `Diagonal` in the user's documents when there is such a folder, else in the home folder. */
function defaultDataDir(): string {
  const docs = join(homedir(), 'Documents');
  return join(existsSync(docs) ? docs : homedir(), 'Diagonal');
}

const USAGE = 'Usage: node out/web.js [--port N] [--data DIR]';

/**
 * The server's log is its standard output and error. A closed terminal, a full disk under a
 * redirected log or a reader that went away make those writes fail; the server carries on (the
 * log line is lost, never an arbiter's action).
 */
function survivePipeErrors(): void {
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);
}

async function main(): Promise<number> {
  survivePipeErrors();
  let values: { port?: string; data?: string };
  try {
    ({ values } = parseArgs({ options: { port: { type: 'string' }, data: { type: 'string' } } }));
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n${USAGE}\n`);
    return 2;
  }
  const port = values.port === undefined ? 0 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`--port must be a number from 0 to 65535.\n${USAGE}\n`);
    return 2;
  }
  const server = await startWebServer({
    port,
    dataDir: values.data ?? defaultDataDir(),
    // Built next to this file: out/web.js and out/renderer/.
    rendererDir: fileURLToPath(new URL('./renderer/', import.meta.url)),
  });
  process.stdout.write(`${server.url}\n`);
  // A clean stop: the WAL folded into the event file, the file closed, its lock removed.
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  process.once('SIGHUP', stop);
  return 0;
}

const code = await main();
if (code !== 0) process.exitCode = code;
