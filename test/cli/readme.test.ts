/**
 * The README's command-line lines are what a newcomer types after the quick start: each calls
 * `diagonal` through npx (the project's own bin, found in the project folder) and names a
 * sub-command that exists; the lines without placeholders run as written.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commands } from '../../src/main/cli/commands';
import { main } from '../../src/main/transports/cli';

const README = readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8');
const section = README.slice(README.indexOf('## Command line'), README.indexOf('## Layout'));
/** The command of each line of the section's code block, its comment dropped. */
const lines = (/```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? '')
  .split('\n')
  .map((l) => l.replace(/#.*$/, '').trim())
  .filter((l) => l !== '');

describe('the README command line', () => {
  it('calls diagonal through npx, with a sub-command that exists, on every line', () => {
    expect(lines.length).toBeGreaterThanOrEqual(commands.length);
    const names = commands.map((c) => c.name);
    for (const line of lines) {
      const [npx, diagonal, sub] = line.split(/\s+/);
      expect([npx, diagonal], line).toEqual(['npx', 'diagonal']);
      expect([...names, 'help'], line).toContain(sub);
    }
    // Every sub-command is shown.
    for (const name of names) expect(lines.some((l) => l.startsWith(`npx diagonal ${name} `))).toBe(true);
  });

  it('runs the lines without placeholders as written, optional parts left out', async () => {
    const runnable = lines.map((l) => l.replace(/ *\[[^\]]*\]/g, '')).filter((l) => !/[A-Z]{2,}/.test(l));
    expect(runnable).toEqual(expect.arrayContaining(['npx diagonal help', 'npx diagonal berger 6']));
    for (const line of runnable) {
      let out = '';
      const code = await main(line.split(/\s+/).slice(2), {
        out: (s) => void (out += s),
        err: () => undefined,
      });
      expect(code, line).toBe(0);
      expect(out, line).not.toBe('');
    }
  });
});
