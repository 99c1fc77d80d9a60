/**
 * PDN of a team round (issue 17, R16.1): one game header per board game of every match, matches in
 * order, Board "table.board", White and Black from each board's home colour (alternating down the
 * boards, R16.1b), Result in the variant's notation ("2-0", "1-1", "*" before a result).
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { harness, type Harness } from '../harness';
import { enterMatch, teamTournament } from './setup';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

const game = (white: string, black: string, result: string, board: string) =>
  [
    '[Event "Team Cup"]',
    '[Site "Utrecht"]',
    '[Round "1"]',
    `[White "${white}"]`,
    `[Black "${black}"]`,
    `[Result "${result}"]`,
    '[GameType "20"]',
    `[Board "${board}"]`,
    '',
    result,
  ].join('\n') + '\n';

it('writes one header per board game of every match of the round', async () => {
  const { t } = await teamTournament(h, {
    teams: 4,
    boards: 2,
    settings: { city: 'Utrecht', formatMode: 'force-round-robin' },
  });
  await h.api['team.start']({ tournamentId: t, seed: 1 });
  const r1 = await enterMatch(h, t, 1, 1, ['white-wins', 'draw']);
  // The lot gave Team A White on board 1 against Team D; Team B against Team C likewise.
  expect(r1.matches.map((m) => `${m.home.name}-${m.away.name}`)).toEqual(['Team A-Team D', 'Team B-Team C']);
  const { fileName, text } = await h.api['file.exportPdn']({ tournamentId: t, round: 1 });
  expect(fileName).toMatch(/-r1\.pdn$/);
  const dates = text.split('\n').filter((l) => l.startsWith('[Date '));
  expect(dates).toHaveLength(4);
  for (const d of dates) expect(d).toMatch(/^\[Date "\d{4}\.\d{2}\.\d{2}"\]$/);
  const rest = text
    .split('\n')
    .filter((l) => !l.startsWith('[Date '))
    .join('\n');
  // Board 2: the home team has Black, so Team D's player is White.
  expect(rest).toBe(
    [
      game('A1, Player', 'D1, Player', '2-0', '1.1'),
      game('D2, Player', 'A2, Player', '1-1', '1.2'),
      game('B1, Player', 'C1, Player', '*', '2.1'),
      game('C2, Player', 'B2, Player', '*', '2.2'),
    ].join('\n'),
  );
});
