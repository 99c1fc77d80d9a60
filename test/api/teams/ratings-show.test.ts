/**
 * The closing note's team ratings: a 10-team, 4-board team Swiss played through the API for all
 * its rounds (5: ceil(log2 10) + 1), the ratings printed after each round and after the close,
 * one match worked by hand, zero-sum throughout (docs/TEAMS.md "Team rating").
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from '../harness';
import { enterMatch, homeResults, teamTournament } from './setup';
import { lines, readBack } from '../../reports/pdf';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

const PATTERNS = ['wwdl', 'llwd', 'wdwd', 'dddd', 'wlll', 'ldld', 'wwww'];

describe('ten teams, four boards, five rounds', () => {
  it('prints the ratings after each round', async () => {
    const { t } = await teamTournament(h, { teams: 10, boards: 4 });
    const { event } = await h.api['team.start']({ tournamentId: t, seed: 11 });
    expect(event.roundsPlanned).toBe(5);
    const table: string[] = [];
    const snapshot = async (label: string) => {
      const list = await h.api['team.ratings.list']({});
      expect(list.reduce((n, r) => n + r.rating, 0)).toBe(5000);
      const byName = [...list].sort((a, b) => a.name.localeCompare(b.name));
      table.push(`${label.padEnd(8)} ${byName.map((r) => `${r.name.slice(5)} ${r.rating}`).join('  ')}`);
      return Object.fromEntries(list.map((r) => [r.name, r.rating]));
    };
    await snapshot('start');
    const seen: Record<string, number>[] = [];
    for (let r = 1; r <= 5; r++) {
      if (r > 1) await h.api['team.pairNext']({ tournamentId: t });
      const round = await h.api['team.round']({ tournamentId: t, round: r });
      for (const m of round.matches)
        await enterMatch(
          h,
          t,
          r,
          m.matchNo,
          homeResults(PATTERNS[(m.matchNo + 2 * r) % PATTERNS.length] ?? 'dddd'),
        );
      seen.push(await snapshot(r === 5 ? 'R5+close' : `R${r}`));
    }
    console.log(table.join('\n'));
    const history = await h.api['team.ratings.history']({ tournamentId: t });
    console.log(
      history
        .filter((l) => l.round === 5 || l.round === null)
        .map(
          (l) =>
            `${l.round ?? 'close'} ${l.team} ${l.before} v ${l.opponent ?? '-'} ${l.opponentBefore ?? ''} E=${l.expected ?? ''} S=${l.score ?? ''} ${l.change > 0 ? '+' : ''}${l.change} -> ${l.after}`,
        )
        .join('\n'),
    );
    expect(table).toEqual([
      'start    A 500  B 500  C 500  D 500  E 500  F 500  G 500  H 500  I 500  J 500',
      'R1       A 500  B 516  C 484  D 484  E 516  F 500  G 484  H 516  I 516  J 484',
      'R2       A 483  B 500  C 501  D 501  E 500  F 483  G 468  H 532  I 532  J 500',
      'R3       A 484  B 516  C 485  D 485  E 516  F 498  G 453  H 548  I 516  J 499',
      'R4       A 467  B 516  C 469  D 501  E 501  F 482  G 470  H 563  I 516  J 515',
      'R5+close A 433  B 547  C 437  D 522  E 484  F 457  G 479  H 597  I 541  J 503',
    ]);
    /*
     * Worked by hand, round 5, Team E (501) loses to Team B (516):
     *   10^(15/400) = 10^0.0375 = 1.090185; E(E) = 1 / (1 + 1.090185) = 0.478427
     *   32 · (0 - 0.478427) = -15.31 -> -15: E 486, B 531.
     */
    const eb = history.find((l) => l.round === 5 && l.team === 'Team E');
    expect(eb).toMatchObject({ opponent: 'Team B', before: 501, opponentBefore: 516, score: 0, change: -15 });
    expect(eb?.expected).toBeCloseTo(0.4784, 4);
    /*
     * The close: before it 577 + 531 + 530 + 515 + 501 + 486 + 486 + 468 + 453 + 453 = 5000, avg
     * 500, P = 20; rank r gains 20 · (11 - 2r) / 9: 20, 15.56 -> 16, 11.11 -> 11, 6.67 -> 7,
     * 2.22 -> 2, then the opposites.
     */
    const close = history.filter((l) => l.round === null);
    expect(close.map((l) => l.before).reduce((a, b) => a + b, 0)).toBe(5000);
    expect(close.map((l) => l.change)).toEqual([20, 16, 11, 7, 2, -2, -7, -11, -16, -20]);
    const st = await h.api['team.standings']({ tournamentId: t });
    expect(close.map((l) => l.team)).toEqual(st.rows.map((r) => r.team.name));
    expect((await h.api['team.event']({ tournamentId: t })).finished).toBe(true);
    // the team standings PDF prints the rating last: the champion H at 597
    const pdf = await h.api['teamReport.render']({ tournamentId: t, kind: 'team-standings', language: 'en' });
    const printed = lines(readBack(Buffer.from(pdf.pdf, 'base64')));
    expect(printed.find((l) => l.startsWith('Rk '))).toMatch(/ Team rating$/);
    expect(printed.find((l) => l.startsWith('1 ') && l.includes('Team H'))).toMatch(/ 597$/);
  });
});
