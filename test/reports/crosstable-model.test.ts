import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { swissCells } from '../../src/renderer/components/crosstable/cells';
import { DRAUGHTS_POINTS } from '../../src/shared/domain';
import { createI18n } from '../../src/shared/i18n';
import { cellPoints, idsApartScene } from '../services/rounds/crosstable-scene';
import { harness, type Harness } from '../services/rounds/setup';
import { lines, readBack } from './pdf';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('one crosstable model for screen and print', () => {
  it('prints the cells the screen shows, and every printed row adds up to its points', async () => {
    const tid = await idsApartScene(h);
    const out = await h.api['report.render']({ tournamentId: tid, kind: 'crosstable', language: 'en' });
    const printed = lines(readBack(Buffer.from(out.pdf, 'base64')));
    const x = await h.api['crosstable.get']({ tournamentId: tid });
    const t = createI18n('en').getFixedT('en', 'day');
    expect(x.rows).toHaveLength(9);
    for (const r of x.rows) {
      const cells = swissCells(r, x.afterRound, DRAUGHTS_POINTS, t);
      const e = r.entrant;
      // rank, number, name, rating, the two round cells, then the points column
      const row = new RegExp(
        `^${r.rank} ${e.startNo} ${escape(e.name)} ${e.rating} ${escape(cells.join(' '))} (\\d+) `,
      );
      const line = printed.find((l) => row.test(l));
      expect(line, `${e.name}: ${cells.join(' | ')}`).toBeDefined();
      const points = Number(row.exec(line ?? '')?.[1]);
      expect(points).toBe(r.points);
      expect(cells.reduce((n, c) => n + cellPoints(c), 0)).toBe(points);
    }
    // the bye (R4.2) and the absence (R10.1) are printed with their points
    expect(printed.some((l) => / Player 09 1920 bye 2 /.test(l))).toBe(true);
    // 3 played 7 in round 1, where White won, and was absent in round 2
    expect(printed.some((l) => / Player 03 1980 (7w 2–0 abs 0 2|7b 0–2 abs 0 0) /.test(l))).toBe(true);
  });
});
