/**
 * R11.5: every variant's generator against the published node counts from the initial position
 * (test/fixtures/variants/perft-start.json, depths 1-5).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VARIANTS } from '../../../src/shared/domain';
import { perft } from '../../../src/main/engine/draughts/perft';
import { initialPosition, toFen } from '../../../src/main/engine/draughts/position';
import { RULES } from '../../../src/main/engine/draughts/variants';

const table = JSON.parse(
  readFileSync(join(__dirname, '../../fixtures/variants/perft-start.json'), 'utf8'),
) as {
  variants: Record<string, { start: number[]; gametype: number }>;
};

describe('perft from the initial position', () => {
  for (const v of VARIANTS)
    it(v, () => {
      const want = table.variants[v];
      expect(want).toBeDefined();
      expect(RULES[v].gameType).toBe(want?.gametype);
      const pos = initialPosition(RULES[v]);
      const before = toFen(pos);
      const got = (want?.start ?? []).map((_, i) => perft(pos, i + 1));
      expect(got).toEqual(want?.start);
      expect(toFen(pos)).toBe(before); // made and unmade back to the start
    });
});
