import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../src/shared/i18n';
import type { RatedGames } from '../../src/shared/api/tournaments';
import { startSummary } from '../../src/renderer/components/pairings/start-summary';
import { lines, readBack } from '../reports/pdf';
import { enter, harness, tournament, type Field, type Harness } from '../services/rounds/setup';

/**
 * R12.3 (issue 28 part 4): the rated status counts the games that can be rated, a game counting
 * when it is played over the board and at least one of its two players has a rating for the
 * tournament's variant and time control. The figures below are worked by hand from the Berger
 * table for 6 (R7.1: round 1 is 1-6, 2-5, 3-4) and the R3.3 table.
 */
let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

const en = createI18n('en').t;
const say = (g: RatedGames | null | undefined) => (g ? en(`settings:${g.note.code}`, g.note.params) : '');

/** Six players nobody rated in Italian (their international ratings were not taken). */
const UNRATED_SIX: Field = [
  'Rossi, Anna',
  'Bianchi, Luca',
  'Verdi, Sara',
  'Neri, Paolo',
  'Conti, Marta',
  'Gallo, Enzo',
].map((name) => ({ name, rating: null }));

describe('the rated status counts the games that can be rated (R12.3)', () => {
  it('a 6-player two-leg Italian round robin with nobody rated in Italian: 0 games, and why, everywhere', async () => {
    const t = await tournament(h, UNRATED_SIX, { variant: 'italian', twoLegs: true });
    const before = (await h.api['tournament.get']({ id: t })).ratingStatus;
    expect(before.rated).toBe(true);
    // 15 pairs, two games each: 30 games, none with a rated player.
    expect(before.games).toMatchObject({ basis: 'expected', rateable: 0, total: 30, rated: 0, entrants: 6 });
    expect(say(before.games)).toBe(
      '0 games can be rated: no entrant has a rating for Italian, Classical, the variant and time control of this tournament, and a game is rated only when at least one of its two players has one (R12.3). Before round 1, enter the ratings on the Entrants screen or register the entrants from a list that rates this variant and time control.',
    );
    // The events list says the same.
    const [listed] = await h.api['tournament.list']({});
    expect(listed?.ratingStatus.games?.note.code).toBe('ratedGames.none');
    // The start preview too, before anything is paired.
    const preview = await h.api['tournament.previewStart']({ tournamentId: t });
    expect(preview.rating.games?.note.code).toBe('ratedGames.none');
    const summary = startSummary(preview, en);
    expect(summary.rating.warn).toBe(true);
    expect(summary.rating.lines).toEqual([say(preview.rating.games)]);
    // After the start: round 1, 3 boards of two games, 0 of them can be rated.
    await h.api['tournament.start']({ tournamentId: t, seed: 1 });
    const after = (await h.api['tournament.get']({ id: t })).ratingStatus.games;
    expect(after).toMatchObject({ basis: 'paired', rateable: 0, total: 6, rated: 0 });
    expect(say(after)).toBe(
      '0 of 6 games paired so far can be rated: no entrant has a rating for Italian, Classical, the variant and time control of this tournament, and a game is rated only when at least one of its two players has one (R12.3).',
    );
  });

  it('two rated of six: 9 of 15 games expected, then 2 of 3 in round 1 and 1 of 3 after a forfeit', async () => {
    const six: Field = [
      { name: 'Rossi, Anna', rating: 1850 },
      { name: 'Bianchi, Luca', rating: 1700 },
      ...UNRATED_SIX.slice(2),
    ];
    const t = await tournament(h, six, { variant: 'italian', tableNumbers: 'rating' });
    // C(6,2) = 15 pairs; the 4 unrated make C(4,2) = 6 pairs without a rated player: 9 of 15.
    const before = (await h.api['tournament.get']({ id: t })).ratingStatus.games;
    expect(before).toMatchObject({ basis: 'expected', rateable: 9, total: 15, rated: 2, entrants: 6 });
    expect(say(before)).toBe(
      '9 of the 15 games the 6 present will play can be rated: 2 of them have a rating for Italian, Classical, and a game is rated when it is played over the board and at least one of its two players has one (R12.3).',
    );
    await h.api['tournament.start']({ tournamentId: t, seed: 1 });
    // Numbers by rating: Rossi 1, Bianchi 2, the unrated 3-6 in entry order; round 1: 1-6, 2-5, 3-4.
    const r1 = (await h.api['tournament.get']({ id: t })).ratingStatus.games;
    expect(r1).toMatchObject({ basis: 'paired', rateable: 2, total: 3 });
    expect(say(r1)).toBe(
      '2 of 3 games paired so far can be rated: a game is rated when it is played over the board (a forfeit, a no-show or a bye never is) and at least one of its two players has a rating for Italian, Classical (R12.3); 2 of the 6 entrants have one.',
    );
    // A forfeit on board 1 (Rossi-Gallo) is never rated (R8.3, R12.3).
    await enter(h, t, 1, 1, 'white-wins-forfeit');
    await enter(h, t, 1, 2, 'white-wins');
    await enter(h, t, 1, 3, 'draw');
    expect((await h.api['tournament.get']({ id: t })).ratingStatus.games).toMatchObject({
      rateable: 1,
      total: 3,
    });
    // The rating report lists that one game by the same rule: not the forfeit, not 3-4 (both unrated).
    const out = await h.api['report.render']({ tournamentId: t, kind: 'rating-report', language: 'en' });
    const l = lines(readBack(Buffer.from(out.pdf, 'base64')));
    expect(l).toContain('1 Bianchi, Luca Conti, Marta 2–0');
    expect(l.some((x) => x.includes('Verdi, Sara Neri, Paolo'))).toBe(false);
    expect(l.some((x) => x.includes('Rossi, Anna Gallo, Enzo'))).toBe(false);
    // The FMJD report by the same rule: Verdi-Neri (both unrated) leaves both cells empty, Pt 0;
    // Bianchi's win over Conti is there (R1 "2/<place of Conti>w").
    const fmjd = (await h.api['file.exportFmjd']({ tournamentId: t })).text.split('\r\n');
    const row = (name: string) => fmjd.find((x) => x.split(';')[3] === name)?.split(';') ?? [];
    expect(row('Verdi, Sara').slice(6)).toEqual(['', '', '', '', '', '0']);
    expect(row('Neri, Paolo').slice(6)).toEqual(['', '', '', '', '', '0']);
    expect(row('Bianchi, Luca')[6]).toMatch(/^2\/\d+w$/);
    expect(row('Rossi, Anna').slice(6)).toEqual(['', '', '', '', '', '0']); // a forfeit win only
  });

  it('a Swiss before its pairings: how many present are rated; all games when at most one is not', async () => {
    const eight: Field = Array.from({ length: 8 }, (_, i) => ({
      name: `Player ${i + 1}`,
      rating: i < 3 ? 1900 - i : null,
    }));
    const t = await tournament(h, eight, { variant: 'international' });
    const g = (await h.api['tournament.get']({ id: t })).ratingStatus.games;
    expect(g).toMatchObject({ basis: 'entrants', rateable: null, total: null, rated: 3, entrants: 8 });
    expect(say(g)).toBe(
      '3 of the 8 present have a rating for International (10×10), Classical: a game can be rated when it is played over the board and at least one of its two players has one (R12.3), so how many depends on the pairings.',
    );
    // Seven of eight rated: every pair holds one; 8 present play 5 rounds (R3.3) of 4 games: 20 of 20.
    const u = await h.api['tournament.create']({
      settings: { name: 'Open B', scheduledStart: '2026-12-05T10:00', closeAtEnd: false },
    });
    for (let i = 0; i < 8; i++)
      await h.api['entrant.add']({ tournamentId: u.id, name: `B ${i + 1}`, rating: i < 7 ? 1800 : null });
    expect((await h.api['tournament.get']({ id: u.id })).ratingStatus.games).toMatchObject({
      basis: 'expected',
      rateable: 20,
      total: 20,
    });
  });

  it('a casual tournament counts nothing: its reason says why', async () => {
    const t = await tournament(h, UNRATED_SIX, { rated: false });
    expect((await h.api['tournament.get']({ id: t })).ratingStatus).toEqual({
      rated: false,
      reason: { code: 'casualChosen', params: {} },
      games: null,
    });
  });
});

/** Italian, a draw up to 3N/3B without two legs: casual by the setting (R12.2). */
const STRONG = { variant: 'italian', openingMode: 'ballot-3', twoLegs: false } as const;
const FOUR: Field = [
  { name: 'Świątek, Łukasz', rating: 2412 },
  { name: 'Güneś, Işıl', rating: 2305 },
  { name: 'Øvergård, Søren', rating: 2288 },
  { name: 'Dvořák, Jiří', rating: 2250 },
];

describe('the start preview says when four present make the tournament rated (R3.2, R12.2)', () => {
  it('four present: two games a round, hence rated, said before the arbiter confirms', async () => {
    const t = await tournament(h, FOUR, STRONG);
    expect((await h.api['tournament.get']({ id: t })).ratingStatus.rated).toBe(false);
    const preview = await h.api['tournament.previewStart']({ tournamentId: t });
    expect(preview.decision.gamesPerRound).toBe(2);
    expect(preview.rating).toMatchObject({ rated: true, reason: null, byForcedLegs: { mode: 'ballot-3' } });
    // 6 pairs, two games each, every player rated: 12 of 12.
    expect(preview.rating.games).toMatchObject({ basis: 'expected', rateable: 12, total: 12 });
    const s = startSummary(preview, en);
    expect(s.rating.warn).toBe(false);
    expect(s.rating.lines).toEqual([
      'Rated: a round robin of 4 plays two games per round, colours reversed, whatever the setting (R3.2), and with two games a round the opening mode “Ballot up to 3N/3B” is rated (R12.2). With the setting “Two games per round, colours reversed” off and any other number present, it would be casual.',
      '12 of the 12 games the 4 present will play can be rated: 4 of them have a rating for Italian, Classical, and a game is rated when it is played over the board and at least one of its two players has one (R12.3).',
    ]);
  });

  it('five present: one game a round, casual, and the preview says why', async () => {
    const t = await tournament(h, [...FOUR, { name: 'Nowak, Jan', rating: 2001 }], STRONG);
    const preview = await h.api['tournament.previewStart']({ tournamentId: t });
    expect(preview.rating).toEqual({
      rated: false,
      reason: { code: 'casualStrongOpening', params: { mode: 'ballot-3' } },
      games: null,
      byForcedLegs: null,
    });
    expect(startSummary(preview, en).rating).toEqual({
      lines: [
        'Casual: the opening mode "Ballot up to 3N/3B" goes above 2N/2B, which needs "Two games per round, colours reversed" to be rated (R12.2). Turn "Two games per round, colours reversed" on to make it rated again.',
      ],
      warn: true,
    });
  });
});
