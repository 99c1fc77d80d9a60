import { build } from 'esbuild';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const PAIR = 'src/main/cli/pair.ts';

/** Every file that loading `src` loads with it: its static imports, transitively (esbuild's graph). */
async function staticClosure(src: string): Promise<Set<string>> {
  const r = await build({
    absWorkingDir: root,
    entryPoints: [src],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const inputs = r.metafile.inputs;
  const seen = new Set([src]);
  const queue = [src];
  while (queue.length > 0) {
    const file = queue.shift() ?? '';
    for (const imp of inputs[file]?.imports ?? []) {
      if (imp.kind === 'dynamic-import' || seen.has(imp.path)) continue;
      seen.add(imp.path);
      queue.push(imp.path);
    }
  }
  return seen;
}

describe('diagonal pair: what a round loads (issue 19, the small round in one process)', () => {
  it('loads neither the messages nor the schemas until a message or a team round needs them', async () => {
    const loaded = [...(await staticClosure(PAIR))];
    // i18next with four languages and zod took 0.04 s of a 0.3 s `diagonal pair` run.
    expect(loaded.filter((f) => f === 'i18next' || f === 'zod' || f.startsWith('src/shared/i18n/'))).toEqual(
      [],
    );
    expect(loaded).toContain('src/main/engine/pairing/dutch.ts');
  });
});
