import { afterEach, describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../src/shared/api/contract';
import { phone, scene, type Scene } from './setup';
import { teamScene } from './team-setup';

/*
 * What the portal offers to pick (RULES.md R16.2-R16.3): only tournaments still taking reports,
 * only teams and players still in; slips are printed for those alone. The desk's standings and
 * the phones' are one ranking.
 */
let s: Scene | undefined;
afterEach(() => s?.close());

type Listed = { id: number; name: string; entrants: { name: string }[]; teams: { name: string }[] | null };
const listed = async (x: Scene) => (await phone(x.portalUrl, 'tournaments', {})).body.value as Listed[];
const refusal = async (p: Promise<unknown>) => {
  try {
    await p;
    return null;
  } catch (e) {
    return e instanceof ApiCallError ? e.message : String(e);
  }
};

/** A four-player round robin (two legs, R5), played to its end: the tournament is finished. */
async function finishedBlitz(x: Scene): Promise<number> {
  const t = await x.api['tournament.create']({
    settings: {
      name: 'Blitz Łódź',
      scheduledStart: '2026-12-05T10:00',
      closeAtEnd: false,
      formatMode: 'force-round-robin',
    },
  });
  for (const name of ['Łęcki, Paweł', 'Świątek, Iga', 'Gül, Ayşe', 'Zoë de Wit'])
    await x.api['entrant.add']({ tournamentId: t.id, name, rating: 1800 });
  await x.api['tournament.start']({ tournamentId: t.id, seed: 3 });
  for (let round = 1; round <= 3; round++) {
    if (round > 1) await x.api['round.pairNext']({ tournamentId: t.id });
    const r = await x.api['round.get']({ tournamentId: t.id, round });
    for (const b of r.boards)
      for (const g of b.games)
        await x.api['result.set']({
          tournamentId: t.id,
          round,
          board: b.boardNo,
          leg: g.leg,
          result: 'draw',
        });
  }
  expect((await x.api['tournament.get']({ id: t.id })).status).toBe('finished');
  await x.api['portal.configure']({ tournamentId: t.id, enabled: true, access: 'open' });
  return t.id;
}

describe('the portal offers only what still plays', () => {
  it('a finished tournament is not offered to pick, and prints no slips', async () => {
    s = await scene(8);
    const blitz = await finishedBlitz(s);
    expect((await listed(s)).map((t) => t.name)).toEqual(['Club Open']);
    expect(await refusal(s.api['portal.slips']({ tournamentId: blitz }))).toBe(
      'Blitz Łódź is finished: it takes no more reports, so no invitation slip is printed.',
    );
  });

  it('a withdrawn player is not offered and gets no slip', async () => {
    s = await scene(8);
    const players = await s.api['entrant.list']({ tournamentId: s.tournamentId });
    const gone = players.find((p) => p.name === 'Player 05');
    await s.api['entrant.withdraw']({ id: gone?.id ?? 0 });
    expect((await listed(s))[0]?.entrants.map((e) => e.name)).not.toContain('Player 05');
    const slips = await s.api['portal.slips']({ tournamentId: s.tournamentId });
    expect(slips.slips.map((x) => x.name)).not.toContain('Player 05');
    expect(slips.slips).toHaveLength(7);
  });

  it('a team that left is not offered to captains and gets no slip', async () => {
    const t = await teamScene(5);
    s = t;
    await t.api['team.forfeit']({ teamId: t.teamIds.get('Team C') ?? 0 });
    expect((await listed(t))[0]?.teams?.map((x) => x.name)).toEqual(['Team A', 'Team B', 'Team D', 'Team E']);
    const slips = await t.api['portal.slips']({ tournamentId: t.tournamentId });
    expect(slips.slips.map((x) => x.name)).toEqual(['Team A', 'Team B', 'Team D', 'Team E']);
    const links = await t.api['portal.invite']({ tournamentId: t.tournamentId });
    expect(links.map((x) => x.name)).toEqual(['Team A', 'Team B', 'Team D', 'Team E']);
  });
});

describe('one ranking everywhere', () => {
  it("the phones' standings are the desk's, rank for rank, tiebreaks deciding", async () => {
    s = await scene(9);
    const x = s;
    for (let round = 1; round <= 3; round++) {
      if (round > 1) await x.api['round.pairNext']({ tournamentId: x.tournamentId });
      const r = await x.api['round.get']({ tournamentId: x.tournamentId, round });
      for (const [i, b] of r.boards.entries())
        if (b.black)
          await x.api['result.set']({
            tournamentId: x.tournamentId,
            round,
            board: b.boardNo,
            leg: 1,
            result: (['white-wins', 'draw', 'black-wins', 'white-wins'] as const)[(i + round) % 4] ?? 'draw',
          });
      const desk = await x.api['standings.get']({ tournamentId: x.tournamentId });
      const phones = (await phone(x.portalUrl, 'standings', { tournamentId: x.tournamentId })).body.value as {
        rows: { rank: number; name: string }[];
      };
      expect(phones.rows.map((row) => [row.rank, row.name])).toEqual(
        desk.rows.map((row) => [row.rank, row.entrant.name]),
      );
    }
  });
});
