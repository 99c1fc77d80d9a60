/**
 * The closing note's event: a 12-team, 4-board, 5-round team Swiss with a forfeit (round 2), an
 * abandon after round 3 and a correction of round 3 that re-pairs round 4.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from '../harness';
import { enterMatch, homeResults, teamTournament } from './setup';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

const PATTERNS = ['wwdl', 'llwd', 'wdwd', 'dddd', 'wlwl', 'ldld'];

describe('twelve teams, five rounds', () => {
  it('plays through with a forfeit, an abandon and a correction', async () => {
    const { t, ids } = await teamTournament(h, { teams: 12, boards: 4 });
    const { round: r1 } = await h.api['team.start']({ tournamentId: t, seed: 7 });
    const log: string[] = [];
    const play = async (r: number, skip: number[] = []) => {
      const round = await h.api['team.round']({ tournamentId: t, round: r });
      log.push(
        `R${r}: ${round.matches.map((m) => `${m.home.seed}-${m.away.seed}`).join(' ')}${round.bye ? ` bye ${round.bye.seed}` : ''}`,
      );
      for (const m of round.matches) {
        if (skip.includes(m.home.id) || skip.includes(m.away.id)) continue;
        await enterMatch(h, t, r, m.matchNo, homeResults(PATTERNS[(m.matchNo + r) % 6] ?? 'dddd'));
      }
    };
    expect(r1.matches).toHaveLength(6);
    await play(1);
    await h.api['team.pairNext']({ tournamentId: t });
    const l = ids[11] ?? 0;
    await play(2, [l]);
    await h.api['team.forfeit']({ teamId: l });
    await h.api['team.pairNext']({ tournamentId: t });
    await play(3);
    await h.api['team.abandon']({ teamId: ids[10] ?? 0 });
    await h.api['team.pairNext']({ tournamentId: t });
    const c = await h.api['team.correct']({
      tournamentId: t,
      round: 3,
      match: 1,
      board: 1,
      result: 'black-wins',
      confirm: true,
    });
    log.push(`correction: ${JSON.stringify(c.repair?.changed)}`);
    await play(4);
    await h.api['team.pairNext']({ tournamentId: t });
    await play(5);
    expect(log).toEqual([
      // R1 top half against bottom half; the lot gave seed 1 Black on board 1, alternating down.
      'R1: 7-1 2-8 9-3 4-10 11-5 6-12',
      'R2: 11-7 10-12 9-2 3-8 1-5 6-4',
      // Team L (12) forfeited round 2 and left: eleven teams, the bye to 4, lowest of the 0-point teams.
      'R3: 2-10 7-3 6-11 5-8 1-9 bye 4',
      // Team K (11) abandoned after round 3; the correction of round 3 re-paired round 4.
      'correction: true',
      'R4: 10-3 2-6 8-7 4-1 9-5',
      'R5: 3-2 7-10 5-4 1-6 8-9',
    ]);
    const st = await h.api['team.standings']({ tournamentId: t });
    expect(st.rows.map((r) => `${r.rank}. ${r.team.seed} ${r.matchPoints}`)).toEqual([
      '1. 3 13',
      '2. 10 12',
      '3. 2 7',
      '4. 7 7',
      '5. 6 7',
      '6. 5 7',
      '7. 4 6',
      '8. 8 5',
      '9. 1 4',
      '10. 9 3',
      '11. 11 4',
      '12. 12 3',
    ]);
    expect(st.rows.slice(10).map((r) => r.left)).toEqual([
      { kind: 'abandon', afterRound: 3 },
      { kind: 'forfeit', afterRound: 2 },
    ]);
    /*
     * Teams B (2) and G (7), both on 7 match points, worked by hand from the crosstable:
     *   B met 8 (5 MP, drawn), 9 (3, won), 10 (12, lost), 6 (7, won), 3 (13, lost)
     *   G met 1 (4, won), 11 (4, drawn), 3 (13, lost), 8 (5, won), 10 (12, lost)
     *   BH  B: 5 + 3 + 12 + 7 + 13 = 40        G: 4 + 4 + 13 + 5 + 12 = 38   -> B above G
     *   SB  B: 5/2 + 3 + 7 = 12.5               G: 4 + 4/2 + 5 = 11
     *   OWP B: (1/5, 0/5, 4/5, 2/5, 4/5) = 44   G: (1/5, 1/3 (K played 3), 4/5, 1/5, 4/5) = 46.67
     *   BP  B: 4 + 6 + 2 + 5 + 3 = 20           G: 6 + 4 + 2 + 5 + 3 = 20
     */
    const row = (seed: number) => st.rows.find((r) => r.team.seed === seed);
    const values = (seed: number) =>
      Object.fromEntries((row(seed)?.tiebreaks ?? []).map((f) => [f.code, f.value]));
    expect(values(2)).toMatchObject({ BH: 40, SB: 12.5, OWP: 44, TPN: 2 });
    expect(values(7)).toMatchObject({ BH: 38, SB: 11, OWP: 46.67, TPN: 7 });
    expect([row(2)?.boardPoints, row(7)?.boardPoints]).toEqual([20, 20]);
    const why = await h.api['team.explain']({ tournamentId: t, teamId: ids[6] ?? 0, versus: ids[1] ?? 0 });
    expect(why.comparison).toEqual({
      above: ids[1],
      below: ids[6],
      decidedBy: 'BH',
      aboveValue: 40,
      belowValue: 38,
    });
    // Team D's bye: 3 match points and 8 board points, and no line in its BH (10, 6, 1, 5: 12 + 7 + 4 + 7).
    expect(row(4)).toMatchObject({ matchPoints: 6, boardPoints: 20, byes: 1 });
    expect(values(4)).toMatchObject({ BH: 30 });
    const cross = await h.api['team.crosstable']({ tournamentId: t });
    expect(cross.rows.find((r) => r.team.seed === 12)?.rounds.map((c) => c.kind)).toEqual([
      'match',
      'match',
      'out',
      'out',
      'out',
    ]);
  });
});
