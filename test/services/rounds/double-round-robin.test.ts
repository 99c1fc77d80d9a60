/**
 * A double round robin of six played to the end through the API (R7, FIDE C.05 Annex 1): the
 * pairing of every round against the hand-written table (double-round-robin-scene.ts), colours
 * reversed in the second cycle, the same tiebreaks (R9.3), and the files that carry both cycles.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readTrf } from '../../../src/main/io/trf';
import { buildSite } from '../../../src/main/services/files/site-export';
import { ENTRANTS, ROUNDS, STANDINGS, resultOf } from './double-round-robin-scene';
import { harness, idsByStartNo, tournament, type Harness } from './setup';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

const DOUBLE = { roundRobinCycles: 2, tableNumbers: 'rating' } as const;

/** Starts the scene and plays `rounds` rounds, each checked against the table first. */
async function play(rounds: number): Promise<number> {
  const t = await tournament(h, ENTRANTS, DOUBLE);
  const start = await h.api['tournament.start']({ tournamentId: t, seed: 3 });
  expect(start.decision).toMatchObject({ format: 'round-robin', rounds: 10, cycles: 2, gamesPerRound: 1 });
  for (let round = 1; round <= rounds; round++) {
    const r = round === 1 ? start.round : await h.api['round.pairNext']({ tournamentId: t });
    if (!r) throw new Error('no round');
    expect(r.boards.map((b) => `${b.white.startNo}-${b.black.startNo}`).sort(), `round ${round}`).toEqual(
      [...(ROUNDS[round - 1] ?? [])].sort(),
    );
    for (const b of r.boards)
      await h.api['result.set']({
        tournamentId: t,
        round,
        board: b.boardNo,
        leg: 1,
        result: resultOf(round, b.white.startNo, b.black.startNo),
      });
  }
  return t;
}

describe('a double round robin of six (R7)', () => {
  it('pairs the Berger table twice, every pair once with each colour, to the standings', async () => {
    const t = await play(10);
    // Every pair met twice, the second time with the colours of the first reversed.
    const seen = new Map<string, string[]>();
    for (let round = 1; round <= 10; round++)
      for (const b of (await h.api['round.get']({ tournamentId: t, round })).boards) {
        const key = [b.white.startNo, b.black.startNo].sort().join('-');
        seen.set(key, [...(seen.get(key) ?? []), `${b.white.startNo}-${b.black.startNo}`]);
      }
    expect(seen.size).toBe(15);
    for (const [pair, meetings] of seen) {
      expect(meetings, pair).toHaveLength(2);
      expect(meetings[1], pair).toBe(meetings[0]?.split('-').reverse().join('-'));
    }
    expect(await h.api['tournament.progress']({ tournamentId: t })).toMatchObject({
      currentRound: 10,
      roundsPlanned: 10,
      finished: true,
    });
    const s = await h.api['standings.get']({ tournamentId: t });
    expect(s.sequence).toEqual(['WIN', 'DE', 'TPN']); // R9.3, as in a single round robin
    expect(s.rows.map((r) => [r.entrant.startNo, r.points])).toEqual(STANDINGS);
    const ids = await idsByStartNo(h, t);
    const why = await h.api['standings.explain']({
      tournamentId: t,
      entrantId: ids.get(1) ?? 0,
      versus: ids.get(3) ?? 0,
    });
    // Wins 5 = 5; the direct encounter over both meetings: 3 scored 1 + 2, 1 scored 1 + 0.
    expect(why.comparison).toMatchObject({ decidedBy: 'DE', aboveValue: 3, belowValue: 1 });
  });

  it('keeps the crosstable of both cycles: each grid cell the two meetings, each round its cell', async () => {
    const t = await play(10);
    const x = await h.api['crosstable.get']({ tournamentId: t });
    const row1 = x.rows.find((r) => r.entrant.startNo === 1);
    // 1 against 3: a draw in round 2 (3-1), a loss in round 8 (1-3); against 2: a win, then a draw.
    expect(row1?.grid?.[2]).toEqual([
      { points: 1, played: true, cycle: 1 },
      { points: 0, played: true, cycle: 2 },
    ]);
    expect(row1?.grid?.[1]?.map((g) => g.points)).toEqual([2, 1]);
    expect(row1?.rounds.map((c) => `${c.opponent}${c.colour === 'white' ? 'w' : 'b'}`)).toEqual([
      '6w',
      '2w',
      '3b',
      '5b',
      '4w',
      '6b',
      '2b',
      '3w',
      '5w',
      '4b',
    ]);
  });

  it('writes both cycles to TRF and to the FMJD report, which says where the second starts', async () => {
    const t = await play(10);
    const trf = readTrf((await h.api['file.exportTrf']({ tournamentId: t })).text);
    expect(trf.totalRounds).toBe(10);
    expect(trf.header.type).toBe('Double round robin');
    expect(trf.pairedRounds).toBe(10);
    const one = trf.players.find((p) => p.startNumber === 1);
    expect(one?.rounds[0]).toMatchObject({ opponent: 6, colour: 'white', result: '1' });
    expect(one?.rounds[5]).toMatchObject({ opponent: 6, colour: 'black', result: '1' });
    expect(one?.points).toBe(14);
    const fmjd = (await h.api['file.exportFmjd']({ tournamentId: t })).text.split('\r\n');
    expect(fmjd[0]).toBe(
      'fill in FMJD-report;Club Open;double round robin: R1-R5 first cycle, R6-R10 second cycle with colours reversed',
    );
    expect(fmjd[1]).toBe('Pl;FMJD-id;Title;Name;Cn;FMJD-rating;R1;R2;R3;R4;R5;R6;R7;R8;R9;R10;Pt');
    // Place 3 is table number 1: White against 6 (place 6) in round 1, Black against 6 in round 6.
    expect(fmjd[4]).toBe('3;;;Wiśniewski, Łukasz;;2100;2/6w;2/1w;1/2b;2/5b;1/4w;2/6b;1/1b;0/2w;2/5w;1/4b;14');
  });

  it('puts both cycles on the website: the line that names them, each cell one line per cycle', async () => {
    const t = await play(10);
    const db = h.session.db;
    if (!db) throw new Error('no event open');
    const page = buildSite(db, new Date('2026-12-06T12:00:00Z')).find((p) => p.path === `fr/t${t}.html`);
    expect(page?.text).toContain(
      'Toutes rondes aller-retour : rondes 1 à 5 phase aller, 6 à 10 phase retour, couleurs inversées',
    );
    expect(page?.text).toContain('la phase aller au-dessus de la phase retour');
    // Row 1 against 3: a draw, then a loss (the scene); every round 1-10 has its section.
    expect(page?.text).toMatch(/<td[^>]*>1<br>0<\/td>/);
    for (let round = 1; round <= 10; round++) expect(page?.text).toContain(`id="round-${round}"`);
  });

  it('is refused with "Always Swiss", by the settings and by a team tournament', async () => {
    await h.api['event.create']({ file: 'refused', name: 'Refused' });
    const settings = { name: 'Club', scheduledStart: '2026-12-05T10:00', closeAtEnd: false };
    const swiss = await h.dispatch('tournament.create', {
      settings: { ...settings, formatMode: 'force-swiss', roundRobinCycles: 2 },
    });
    expect(swiss).toMatchObject({
      ok: false,
      error: {
        code: 'settings:invalid',
        details: { issues: [{ field: 'roundRobinCycles', code: 'cyclesNotSwiss' }] },
      },
    });
    const team = await h.dispatch(
      'team.createTournament',
      { settings: { ...settings, roundRobinCycles: 2 }, team: {} },
      'pl',
    );
    expect(team).toMatchObject({ ok: false, error: { code: 'teams:errors.cyclesNotForTeams' } });
    expect(await h.api['tournament.list']({})).toEqual([]);
  });
});
