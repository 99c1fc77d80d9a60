import { describe, expect, it } from 'vitest';
import { renderTeamReport } from '../../../src/main/reports/teams/index';
import type { TeamReportModel, TeamRound } from '../../../src/main/reports/teams/model';
import { readBack } from '../pdf';
import { MODEL } from './fixture';

/*
 * Issue 32.5: the team crosstable PDF broke "4–4" across lines ("4b 4–" over "4") when the rounds
 * left its cells little room. Six rounds of the fixture's round 1 (1–3 won 5–3, 2–4 drawn 4–4),
 * every team with a long name: an A4 portrait page on which pdfmake wrapped each round's cell
 * after its dash.
 */
const rounds: TeamRound[] = Array.from({ length: 6 }, (_, i) => ({
  ...MODEL.rounds[0]!,
  number: i + 1,
}));
const model: TeamReportModel = {
  ...MODEL,
  paper: 'a4',
  teams: MODEL.teams.map((t) => ({ ...t, name: `${t.name} Towarzystwo Warcabowe`, left: null })),
  rounds,
  round: 6,
  totalRounds: 6,
  standings: { ...MODEL.standings, round: 6 },
};

describe('team crosstable on a narrow page (issue 32.5)', () => {
  it('keeps every round cell ("4b 4–4") whole on one line, nothing pushed off the page', async () => {
    const r = readBack(await renderTeamReport('team-crosstable', model));
    const text = r.pages.join('\n');
    // Each of the four rows has eleven cells; all 44 read whole, in the layout pdftotext sees.
    expect(text.match(/3w\s5–3/g)?.length ?? 0).toBe(6);
    expect(text.match(/1b\s3–5/g)?.length ?? 0).toBe(6);
    expect(text.match(/4b\s4–4/g)?.length ?? 0).toBe(6);
    expect(text.match(/2w\s4–4/g)?.length ?? 0).toBe(6);
    expect(text).not.toMatch(/\d–\s*\n/);
    // Nothing pushed off the page: the last column's head and the rows' seeds are there.
    expect(text).toMatch(/MP BP Solk SB OWP DE Start/);
    expect(r.width).toBeLessThan(r.height); // still portrait
  });
});
