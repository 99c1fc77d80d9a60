import { mkdirSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { harness } from '../api/harness';
import { field, tournament, type Harness } from '../services/rounds/setup';
import { lines, readBack } from './pdf';

/**
 * R11.2: the round sheet prints the round's opening as moves and as the board the games start
 * from. A themed Italian tournament on opening 7 of the FID table (21-17 10-14 22-18, class 3N,
 * with two legs so that it stays rated, R12.2).
 */
let h: Harness | undefined;
afterEach(() => h?.done());

describe('the round sheet of a tournament with an opening', () => {
  it('names the opening with its number and class, and draws the board', async () => {
    const hh = harness('en');
    h = hh;
    const t = await tournament(hh, field(8), {
      variant: 'italian',
      openingMode: 'themed',
      themedOpening: { number: 7 },
      twoLegs: true,
    });
    await hh.api['tournament.start']({ tournamentId: t, seed: 3 });
    const pdf = Buffer.from(
      (await hh.api['report.render']({ tournamentId: t, kind: 'round-sheet', language: 'en', round: 1 })).pdf,
      'base64',
    );
    const text = lines(readBack(pdf)).join('\n');
    expect(text).toContain('21-17 10-14 22-18 (7, 3N)');
    // the diagram's square numbers are text in the PDF: all 32 of the Italian board
    for (const n of [1, 16, 32]) expect(text).toMatch(new RegExp(`(^|\\s)${n}(\\s|$)`));
    const dir = process.env.DIAGONAL_SCREENSHOTS;
    if (dir) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'round-sheet-opening.pdf'), pdf);
      execFileSync('pdftoppm', [
        '-png',
        '-r',
        '60',
        '-f',
        '1',
        '-l',
        '1',
        join(dir, 'round-sheet-opening.pdf'),
        join(dir, 'round-sheet-opening'),
      ]);
    }
  });
});
