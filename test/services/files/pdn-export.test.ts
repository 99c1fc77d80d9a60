/**
 * One round as PDN game headers (issue 17, item 5), compared with PDN written here by hand from
 * the FMJD standard (pdn.fmjd.org, pdntags.html and gametype.html; see src/main/io/pdn.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { pdnResult } from '../../../src/main/io/pdn';
import { harness, type Harness } from '../../api/harness';
import { enter } from '../rounds/setup';

let h: Harness | undefined;
afterEach(() => h?.done());
const at = () => new Date('2026-05-02T09:00:00Z');

/** Seven entrants by rating, so that starting numbers are 1..7; 7 gets the bye of round 1. */
const FIELD = [
  { name: 'Łęcki, Paweł', rating: 2300, ratingId: '16001' },
  { name: 'O"Brien, Seán', rating: 2250, ratingId: null },
  { name: 'Świątek, Łukasz', rating: 2200, ratingId: '16003' },
  { name: 'Van der Wiel, Anneke', rating: 2150, ratingId: 'NED-7' },
  { name: 'Back\\slash, Ada', rating: 2100, ratingId: '16005' },
  { name: 'Çelik, İsmail', rating: 2050, ratingId: null },
  { name: 'Nowak, Zoë', rating: 2000, ratingId: '16007' },
];

async function setUp(variant: 'international' | 'english') {
  const hh = harness('en', at);
  h = hh;
  await hh.api['event.create']({ file: 'pdn', name: 'PDN' });
  const t = await hh.api['tournament.create']({
    settings: {
      name: 'Memoriał Łódź 2026',
      city: 'Łódź',
      variant,
      scheduledStart: '2026-05-02T10:00',
      closeAtEnd: false,
    },
  });
  for (const e of FIELD) await hh.api['entrant.add']({ tournamentId: t.id, ...e, present: true });
  // Seed 1: board 1 is 1-4 with 1 White, then 5-2 and 3-6 (R6.4: colours alternate down the boards).
  await hh.api['tournament.start']({ tournamentId: t.id, seed: 1 });
  const r = await hh.api['round.get']({ tournamentId: t.id, round: 1 });
  expect(r.boards.map((b) => [b.boardNo, b.white.startNo, b.black.startNo])).toEqual([
    [1, 1, 4],
    [2, 5, 2],
    [3, 3, 6],
  ]);
  return { hh, id: t.id };
}

describe('the PDN headers of a round', () => {
  it('has one game per board with players, FMJD IDs, GameType 20 and results in 2-0 notation', async () => {
    const { hh, id } = await setUp('international');
    await enter(hh, id, 1, 1, 'white-wins');
    await enter(hh, id, 1, 2, 'black-wins-forfeit');
    await enter(hh, id, 1, 3, 'double-forfeit');
    const out = await hh.api['file.exportPdn']({ tournamentId: id, round: 1 });
    expect(out.fileName).toBe('memorial-lodz-2026-r1.pdn');
    // Van der Wiel's ID is a national one (not a number): no FMJD ID tag. 7 has the bye: no game.
    expect(out.text).toBe(
      [
        '[Event "Memoriał Łódź 2026"]',
        '[Site "Łódź"]',
        '[Date "2026.05.02"]',
        '[Round "1"]',
        '[White "Łęcki, Paweł"]',
        '[Black "Van der Wiel, Anneke"]',
        '[Result "2-0"]',
        '[GameType "20"]',
        '[Board "1"]',
        '[WhiteFmjdId "16001"]',
        '',
        '2-0',
        '',
        '[Event "Memoriał Łódź 2026"]',
        '[Site "Łódź"]',
        '[Date "2026.05.02"]',
        '[Round "1"]',
        '[White "Back\\\\slash, Ada"]',
        '[Black "O\\"Brien, Seán"]',
        '[Result "0-2"]',
        '[GameType "20"]',
        '[Board "2"]',
        '[WhiteFmjdId "16005"]',
        '',
        '0-2',
        '',
        '[Event "Memoriał Łódź 2026"]',
        '[Site "Łódź"]',
        '[Date "2026.05.02"]',
        '[Round "1"]',
        '[White "Świątek, Łukasz"]',
        '[Black "Çelik, İsmail"]',
        '[Result "0-0"]',
        '[GameType "20"]',
        '[Board "3"]',
        '[WhiteFmjdId "16003"]',
        '',
        '0-0',
        '',
      ].join('\n'),
    );
  });

  it('reads English results from Black, who moves first, with GameType 21; "*" before a result', async () => {
    const { hh, id } = await setUp('english');
    await enter(hh, id, 1, 1, 'white-wins');
    await enter(hh, id, 1, 2, 'draw');
    const games = (await hh.api['file.exportPdn']({ tournamentId: id, round: 1 })).text.split('\n\n[');
    expect(games).toHaveLength(3);
    expect(games[0]).toContain('[GameType "21"]');
    expect(games[0]).toContain('[Result "0-1"]');
    expect(games[1]).toContain('[Result "1/2-1/2"]');
    expect(games[2]).toContain('[Result "*"]');
    expect(games[2]).toMatch(/\n\n\*\n$/);
  });

  it('refuses a round that is not paired, and a tournament not started', async () => {
    const { hh, id } = await setUp('international');
    await expect(hh.api['file.exportPdn']({ tournamentId: id, round: 2 })).rejects.toThrow(
      'Round 2 is not paired: choose a round from 1 to 1.',
    );
    const t = await hh.api['tournament.create']({
      settings: { name: 'Later', scheduledStart: '2026-05-03T10:00', closeAtEnd: false },
    });
    await expect(hh.api['file.exportPdn']({ tournamentId: t.id, round: 1 })).rejects.toThrow(
      '"Later" has not started yet',
    );
  });

  it('writes both games of a two-leg board, colours reversed, with the drawn opening', async () => {
    const hh = harness('en', at);
    h = hh;
    await hh.api['event.create']({ file: 'pdn2', name: 'PDN' });
    const t = await hh.api['tournament.create']({
      settings: {
        name: 'Coppa',
        variant: 'italian',
        openingMode: 'themed',
        themedOpening: { number: 7 },
        twoLegs: true,
        scheduledStart: '2026-05-02T10:00',
        closeAtEnd: false,
      },
    });
    for (let i = 1; i <= 8; i++)
      await hh.api['entrant.add']({ tournamentId: t.id, name: `P${i}`, rating: 2100 - i, present: true });
    await hh.api['tournament.start']({ tournamentId: t.id, seed: 3 });
    await enter(hh, t.id, 1, 1, 'black-wins', 2);
    const games = (await hh.api['file.exportPdn']({ tournamentId: t.id, round: 1 })).text.split('\n\n[');
    expect(games).toHaveLength(8);
    const [first, second] = games;
    // Opening 7 of the FID table (R11.2): 21-17 10-14 22-18, Black to move after three moves.
    for (const g of [first, second]) {
      expect(g).toContain('[GameType "22"]');
      expect(g).toContain('[Board "1"]');
      expect(g).toContain('[Opening "21-17 10-14 22-18"]');
      expect(g).toContain('[SetUp "1"]');
      expect(g).toMatch(/\[FEN "B:W17,18,/);
    }
    const white = (g = '') => /\[White "(.*)"\]/.exec(g)?.[1];
    const black = (g = '') => /\[Black "(.*)"\]/.exec(g)?.[1];
    expect(first).toContain('[Round "1.1"]');
    expect(second).toContain('[Round "1.2"]');
    expect([white(second), black(second)]).toEqual([black(first), white(first)]);
    // Leg 2 read from its own colours: Black won, and Italian counts 1-0 / 0-1 (Default).
    expect(second).toContain('[Result "0-1"]');
    expect(first).toContain('[Result "*"]');
  });
});

describe('PDN Result values (pdn.fmjd.org pdntags.html, gametype.html)', () => {
  it('follows the result type of the GameType and the side that moves first', () => {
    const table: [Parameters<typeof pdnResult>, string][] = [
      [['white-wins', 20, 'white'], '2-0'],
      [['draw', 20, 'white'], '1-1'],
      [['ruled-draw', 20, 'white'], '1-1'],
      [['black-wins-no-show', 20, 'white'], '0-2'],
      [['double-forfeit', 20, 'white'], '0-0'],
      [[null, 20, 'white'], '*'],
      [['white-wins-forfeit', 27, 'white'], '2-0'],
      [['white-wins', 25, 'white'], '1-0'],
      [['draw', 40, 'white'], '1/2-1/2'],
      [['black-wins', 30, 'white'], '0-1'],
      [['white-wins', 21, 'black'], '0-1'],
      [['black-wins', 23, 'black'], '1-0'],
      [['double-forfeit', 21, 'black'], '0-0'],
    ];
    for (const [args, expected] of table) expect(pdnResult(...args)).toBe(expected);
  });
});
