import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../src/shared/api/contract';
import { phone } from './setup';
import { teamScene } from './team-setup';

/*
 * Five teams of five players, four boards, a round robin (fewer than seven teams): round 1 pairs
 * match 1 Team B (home, White on boards 1 and 3) – Team E and match 2 Team C – Team D; Team A has
 * the bye. Each captain has an invitation link and reports the whole match (RULES.md R16.2).
 */
let s: Awaited<ReturnType<typeof teamScene>>;
let tk: Map<string, string>;
beforeEach(async () => {
  s = await teamScene();
  const links = await s.api['portal.invite']({ tournamentId: s.tournamentId });
  tk = new Map(links.map((l) => [l.name, new URL(l.url).hash.slice(3)]));
});
afterEach(() => s.close());

type O = 'win' | 'draw' | 'loss';
let n = 0;
const say = (team: string, outcomes: O[] | null, round = 1, kind: 'result' | 'contest' = 'result') =>
  phone(
    s.portalUrl,
    'report',
    { round, requestKey: `team-key-${String(++n).padStart(4, '0')}`, kind, outcomes },
    tk.get(team),
  );
const board = (team: string) => phone(s.portalUrl, 'board', {}, tk.get(team));
const match = async (no: number, round = 1) =>
  (await s.api['team.round']({ tournamentId: s.tournamentId, round })).matches.find((m) => m.matchNo === no);
const stored = async (no: number) => (await match(no))?.boards.map((b) => b.result);
/** An arbiter's call as an envelope: ok, or the refusal's code and translated message. */
const arbiter = async (method: string, input: unknown) => {
  try {
    await (s.api as unknown as Record<string, (i: unknown) => Promise<unknown>>)[method]?.(input);
    return { ok: true };
  } catch (e) {
    if (e instanceof ApiCallError) return { ok: false, error: { code: e.code, message: e.message } };
    throw e;
  }
};
const refused = async (p: ReturnType<typeof say>) => {
  const a = await p;
  return { status: a.status, code: a.body.error?.code, message: a.body.error?.message };
};

// Team B's words for match 1 and Team E's for the same games: B wins boards 1 and 4, loses 2, draws 3.
const B_SAYS: O[] = ['win', 'loss', 'draw', 'win'];
const E_SAYS: O[] = ['loss', 'win', 'draw', 'loss'];

describe('R16.2 for team matches: one report per team for the whole match', () => {
  it("a captain's phone shows the match: opponent, table, every board with both players and colours", async () => {
    const seen = (await board('Team E')).body.value;
    expect(seen).toMatchObject({
      kind: 'match',
      name: 'Team E',
      round: 1,
      match: {
        matchNo: 1,
        opponent: 'Team B',
        status: 'open',
        mine: null,
        theirs: null,
      },
    });
    // Team E is away: Black on boards 1 and 3, White on 2 and 4.
    expect((seen as { match: { boards: unknown[] } }).match.boards).toEqual([
      {
        board: 1,
        player: 'E1, Player',
        opponent: 'B1, Player',
        colour: 'black',
        result: null,
        mine: null,
        theirs: null,
      },
      {
        board: 2,
        player: 'E2, Player',
        opponent: 'B2, Player',
        colour: 'white',
        result: null,
        mine: null,
        theirs: null,
      },
      {
        board: 3,
        player: 'E3, Player',
        opponent: 'B3, Player',
        colour: 'black',
        result: null,
        mine: null,
        theirs: null,
      },
      {
        board: 4,
        player: 'E4, Player',
        opponent: 'B4, Player',
        colour: 'white',
        result: null,
        mine: null,
        theirs: null,
      },
    ]);
    // The bye team's captain has no match to report.
    expect((await board('Team A')).body.value).toMatchObject({
      kind: 'match',
      round: 1,
      bye: true,
      match: null,
    });
    expect(await refused(say('Team A', B_SAYS))).toMatchObject({
      code: 'portal:match.none',
      message: 'Your team has no match to report in this round.',
    });
  });

  it('two matching reports validate the match at once, through the team services: match points and standings', async () => {
    expect((await say('Team B', B_SAYS)).body.value).toMatchObject({ status: 'waiting', minutesLeft: 10 });
    expect(await stored(1)).toEqual([null, null, null, null]);
    s.clock.add(3);
    expect((await say('Team E', E_SAYS)).body.value).toMatchObject({ status: 'confirmed' });
    // In the games' colours: B1 (White) won, E2 (White) won, a draw, B4 (Black) won.
    expect(await stored(1)).toEqual(['white-wins', 'white-wins', 'draw', 'black-wins']);
    const m = await match(1);
    expect(m?.boardPoints).toEqual({ home: 5, away: 3 });
    expect(m?.matchPoints).toEqual({ home: 3, away: 0 });
    const st = await s.api['team.standings']({ tournamentId: s.tournamentId });
    expect(st.rows.find((r) => r.team.name === 'Team B')?.matchPoints).toBe(3);
    expect(st.rows.find((r) => r.team.name === 'Team E')?.matchPoints).toBe(0);
    // The phones read the team pairings and standings (match points) too.
    const pairings = (
      await phone(s.portalUrl, 'pairings', { tournamentId: s.tournamentId }, tk.get('Team C'))
    ).body.value;
    expect(pairings).toEqual({
      round: 1,
      boards: [
        { boardNo: 1, white: 'Team B', black: 'Team E', results: ['5–3'] },
        { boardNo: 2, white: 'Team C', black: 'Team D', results: [] },
      ],
      bye: 'Team A',
    });
    const table = (await phone(s.portalUrl, 'standings', { tournamentId: s.tournamentId }, tk.get('Team C')))
      .body.value as { rows: { name: string; points: string }[] };
    expect(
      table.rows
        .filter((r) => r.points === '3')
        .map((r) => r.name)
        .sort(),
    ).toEqual(['Team A', 'Team B']);
    // Every report and the validation are in the activity log.
    const log = await s.api['activity.list']({ tournamentId: s.tournamentId });
    const reports = log.filter((r) => r.action === 'portal.report').map((r) => r.summary as { team: string });
    expect(reports.map((r) => r.team).sort()).toEqual(['Team B', 'Team E']);
    expect(log.filter((r) => r.action === 'portal.validate').map((r) => r.summary)).toEqual([
      expect.objectContaining({ match: 1, how: 'matching', home: 'Team B', away: 'Team E' }),
    ]);
  });

  it('a single report stands after ten minutes; a late contradiction is refused with the time', async () => {
    await say('Team D', ['draw', 'draw', 'win', 'loss']);
    s.clock.at('2026-12-05T10:09:01Z');
    const before = (await board('Team C')).body.value as { match: { status: string; minutesLeft: number } };
    expect(before.match).toMatchObject({ status: 'waiting', minutesLeft: 1 });
    expect(await stored(2)).toEqual([null, null, null, null]);
    s.clock.at('2026-12-05T10:10:00Z');
    const after = (await board('Team C')).body.value as {
      match: { status: string; boards: { result: string | null; theirs: string | null }[] };
    };
    expect(after.match.status).toBe('confirmed');
    // The result for Team C's players (D won board 3, so C lost it), and D's report as D said it,
    // never turned over: "won" on board 3 is D's win.
    expect(after.match.boards.map((b) => [b.result, b.theirs])).toEqual([
      ['draw', 'draw'],
      ['draw', 'draw'],
      ['loss', 'win'],
      ['win', 'loss'],
    ]);
    // D (away) has White on boards 2 and 4: board 3 D3 Black won, board 4 D4 White lost.
    expect(await stored(2)).toEqual(['draw', 'draw', 'black-wins', 'black-wins']);
    const log = await s.api['activity.list']({ tournamentId: s.tournamentId });
    expect(log.find((r) => r.action === 'portal.validate')?.summary).toMatchObject({
      match: 2,
      how: 'window',
    });
    expect(await refused(say('Team C', ['win', 'win', 'win', 'win']))).toEqual({
      status: 409,
      code: 'portal:match.windowPassed',
      message:
        'The results of match 2 were accepted at 10:10, ten minutes after they were reported. Ask the arbiter to correct them.',
    });
  });

  it('contradicting reports are a dispute, shown first to the arbiter, who accepts a side with one key', async () => {
    await say('Team C', ['win', 'win', 'draw', 'draw']);
    await say('Team B', B_SAYS);
    s.clock.add(1);
    // Board 2 differs: D says its player won there.
    await say('Team D', ['loss', 'win', 'draw', 'draw']);
    expect((await board('Team C')).body.value).toMatchObject({ match: { status: 'disputed' } });
    expect(await stored(2)).toEqual([null, null, null, null]);
    const view = await s.api['portal.round']({ tournamentId: s.tournamentId });
    expect(view.boards.map((b) => [b.boardNo, b.status, b.white, b.black])).toEqual([
      [2, 'disputed', 'Team C', 'Team D'],
      [1, 'waiting', 'Team B', 'Team E'],
    ]);
    expect(view.boards[0]?.reports.map((r) => [r.name, r.results])).toEqual([
      ['Team C', ['white-wins', 'black-wins', 'draw', 'draw']],
      ['Team D', ['white-wins', 'white-wins', 'draw', 'draw']],
    ]);
    const decide = (decision: 'confirm' | 'accept-white' | 'accept-black' | 'override' | 'reject', m = 2) =>
      arbiter('portal.decide', { tournamentId: s.tournamentId, round: 1, board: m, decision });
    expect(await decide('confirm')).toMatchObject({
      ok: false,
      error: {
        code: 'portal:match.pickASide',
        message:
          "Match 2 is disputed: accept the home team's report (W) or the away team's (B), or reject both (X).",
      },
    });
    expect(await decide('override')).toMatchObject({
      ok: false,
      error: { code: 'portal:match.overrideInEntry' },
    });
    expect(await decide('accept-black')).toMatchObject({ ok: true });
    expect(await stored(2)).toEqual(['white-wins', 'white-wins', 'draw', 'draw']);
    const log = await s.api['activity.list']({ tournamentId: s.tournamentId });
    expect(log.find((r) => r.action === 'portal.decide')?.summary).toMatchObject({
      match: 2,
      decision: 'accept-black',
      results: ['white-wins', 'white-wins', 'draw', 'draw'],
    });
    // The arbiter's decision stands: a report never overwrites it.
    expect(await refused(say('Team C', null, 1, 'contest'))).toMatchObject({
      code: 'portal:match.arbiterEntered',
      message:
        'The arbiter has entered the results of match 2: a report cannot change them. Ask the arbiter.',
    });
    // Match 1 has only the home report: accepting the away side's is refused, confirming is not.
    expect(await decide('accept-black', 1)).toMatchObject({
      ok: false,
      error: { code: 'portal:match.noSuchReport' },
    });
    expect(await decide('confirm', 1)).toMatchObject({ ok: true });
    expect(await stored(1)).toEqual(['white-wins', 'white-wins', 'draw', 'black-wins']);
  });

  it('reject takes back what the portal validated; the match takes reports again', async () => {
    await say('Team B', B_SAYS);
    await say('Team E', E_SAYS);
    expect(await stored(1)).toEqual(['white-wins', 'white-wins', 'draw', 'black-wins']);
    const out = await arbiter('portal.decide', {
      tournamentId: s.tournamentId,
      round: 1,
      board: 1,
      decision: 'reject',
    });
    expect(out.ok).toBe(true);
    expect(await stored(1)).toEqual([null, null, null, null]);
    expect((await match(1))?.matchPoints).toBeNull();
    expect((await say('Team E', ['draw', 'draw', 'draw', 'draw'])).body.value).toMatchObject({
      status: 'waiting',
    });
    // Nothing to decide on a match without reports.
    expect(
      await arbiter('portal.decide', {
        tournamentId: s.tournamentId,
        round: 1,
        board: 2,
        decision: 'confirm',
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'portal:match.nothingToDecide', message: 'Match 2 has no report to decide.' },
    });
  });

  it("the arbiter's own board results are never overwritten; a report must carry them", async () => {
    // The arbiter enters board 4 of match 2 himself (D4, White, did not come).
    await s.api['team.result']({
      tournamentId: s.tournamentId,
      round: 1,
      match: 2,
      board: 4,
      result: 'black-wins-no-show',
    });
    expect(await refused(say('Team C', ['win', 'win', 'win', 'draw']))).toEqual({
      status: 409,
      code: 'portal:match.arbiterBoard',
      message:
        'The arbiter has entered the result of board 4 of match 2: report that result for it, or ask the arbiter.',
    });
    // The captain's phone shows that board's result already (his page comes with it picked).
    const seen = (await board('Team C')).body.value as {
      match: { status: string; boards: { result: string | null }[] };
    };
    expect([seen.match.status, seen.match.boards.map((b) => b.result)]).toEqual([
      'open',
      [null, null, null, 'win'],
    ]);
    // Team C's player won board 4 (by the no-show): a report saying so is taken.
    expect((await say('Team C', ['win', 'win', 'win', 'win'])).body.value).toMatchObject({
      status: 'waiting',
    });
    await say('Team D', ['loss', 'loss', 'loss', 'loss']);
    expect(await stored(2)).toEqual(['white-wins', 'black-wins', 'white-wins', 'black-wins-no-show']);
  });

  it('refuses what a captain cannot do, each with its reason', async () => {
    expect(await refused(say('Team B', ['win', 'win']))).toMatchObject({
      code: 'portal:match.boardsCount',
      message: 'Give one result for each of the 4 boards of the match.',
    });
    expect(await refused(say('Team B', null, 1, 'contest'))).toMatchObject({
      code: 'portal:match.nothingToContest',
      message:
        'Nothing to contest in match 1: the other captain has not reported yet. Report the results instead.',
    });
    await say('Team B', B_SAYS);
    expect(await refused(say('Team B', ['draw', 'draw', 'draw', 'draw']))).toMatchObject({
      code: 'portal:match.alreadyReported',
      message: 'You have already reported match 1. To change it, ask the arbiter.',
    });
    // The other captain contests: a dispute for the arbiter.
    expect((await say('Team E', null, 1, 'contest')).body.value).toMatchObject({ status: 'disputed' });
  });

  it('a closed round refuses reports with a message', async () => {
    await say('Team B', B_SAYS);
    await say('Team E', E_SAYS);
    await say('Team C', ['draw', 'draw', 'draw', 'draw']);
    await say('Team D', ['draw', 'draw', 'draw', 'draw']);
    await s.api['team.pairNext']({ tournamentId: s.tournamentId });
    expect(await refused(say('Team B', B_SAYS))).toMatchObject({
      code: 'portal:roundClosed',
      message: 'Round 1 is closed: it takes no more reports. Ask the arbiter.',
    });
  });

  it('captains identify by password in an open tournament; links are revoked per team', async () => {
    await s.api['portal.configure']({
      tournamentId: s.tournamentId,
      enabled: true,
      access: 'open',
      password: 'cup-2026',
    });
    const list = (await phone(s.portalUrl, 'tournaments', {})).body.value as {
      teams: { id: number; name: string }[] | null;
      entrants: unknown[];
    }[];
    expect(list[0]?.teams?.map((t) => t.name)).toEqual(['Team A', 'Team B', 'Team C', 'Team D', 'Team E']);
    expect(list[0]?.entrants).toEqual([]);
    const teamD = s.teamIds.get('Team D') ?? 0;
    const id = await phone(s.portalUrl, 'identify', {
      tournamentId: s.tournamentId,
      teamId: teamD,
      password: 'cup-2026',
    });
    const token = (id.body.value as { token: string; name: string }).token;
    expect((id.body.value as { name: string }).name).toBe('Team D');
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect((await phone(s.portalUrl, 'board', {}, token)).body.value).toMatchObject({
      name: 'Team D',
      match: { matchNo: 2, opponent: 'Team C' },
    });
    const wrong = await phone(s.portalUrl, 'identify', {
      tournamentId: s.tournamentId,
      teamId: teamD,
      password: 'nope-nope',
    });
    expect(wrong.body.error?.code).toBe('portal:wrongPassword');
    // Both a player and a team named at once is a malformed request.
    const both = await phone(s.portalUrl, 'identify', {
      tournamentId: s.tournamentId,
      teamId: teamD,
      entrantId: 1,
      password: 'cup-2026',
    });
    expect(both.body.error?.code).toBe('portal:badRequest');
    // Revoking Team D's links stops both its invitation and its password phone.
    expect(await s.api['portal.revoke']({ tournamentId: s.tournamentId, teamId: teamD })).toEqual({
      revoked: 2,
    });
    expect((await phone(s.portalUrl, 'board', {}, token)).body.error?.code).toBe('portal:badToken');
    expect((await board('Team D')).body.error?.code).toBe('portal:badToken');
    expect(await arbiter('portal.revoke', { tournamentId: s.tournamentId, teamId: teamD })).toMatchObject({
      ok: false,
      error: { code: 'portal:nothingToRevoke', message: 'Team D has no personal link to revoke.' },
    });
    // In a team event the links are the captains': players are not invited one by one.
    expect(await arbiter('portal.invite', { tournamentId: s.tournamentId, entrantIds: [1] })).toMatchObject({
      ok: false,
      error: { code: 'portal:captainsOnly' },
    });
    const links = await s.api['portal.links']({ tournamentId: s.tournamentId });
    expect(links.map((l) => [l.name, l.state])).toEqual([
      ['Team A', 'invited'],
      ['Team B', 'invited'],
      ['Team C', 'invited'],
      ['Team D', 'revoked'],
      ['Team E', 'invited'],
    ]);
    // Slips only for the captain without a live link: Team D, its match named.
    const slips = await s.api['portal.slips']({ tournamentId: s.tournamentId });
    expect(slips.slips.map((x) => [x.name, x.captain, x.board])).toEqual([
      ['Team D', true, { round: 1, board: 2 }],
    ]);
    expect(slips.kept).toEqual(['Team A', 'Team B', 'Team C', 'Team E']);
  });

  it("refuses the arbiter's slips and links that name no team of the tournament, each with its reason", async () => {
    expect(await arbiter('portal.invite', { tournamentId: s.tournamentId, teamIds: [999] })).toEqual({
      ok: false,
      error: { code: 'portal:noSuchTeam', message: 'This team is not in the tournament.' },
    });
    expect(await arbiter('portal.revoke', { tournamentId: s.tournamentId, teamId: 999 })).toEqual({
      ok: false,
      error: { code: 'portal:noSuchTeam', message: 'This team is not in the tournament.' },
    });
    // Every captain already holds the link issued before this test: no slip without `renew`.
    expect(await arbiter('portal.slips', { tournamentId: s.tournamentId })).toEqual({
      ok: false,
      error: {
        code: 'portalprint:allInvitedCaptains',
        message:
          'All 5 captains already hold a personal link: no slip printed. To replace their links, press "New links for every captain".',
      },
    });
    // With `renew` every captain gets a new slip and the earlier link stops working.
    const renewed = await s.api['portal.slips']({ tournamentId: s.tournamentId, renew: true });
    expect(renewed.slips.map((x) => [x.name, x.board])).toEqual([
      ['Team A', null],
      ['Team B', { round: 1, board: 1 }],
      ['Team C', { round: 1, board: 2 }],
      ['Team D', { round: 1, board: 2 }],
      ['Team E', { round: 1, board: 1 }],
    ]);
    expect((await board('Team B')).body.error?.code).toBe('portal:badToken');
  });

  it("a captain's token reaches no arbiter method through the portal's listener", async () => {
    for (const method of ['team.result', 'portal.decide', 'team.round', 'portal.invite']) {
      const a = await phone(
        s.portalUrl,
        method,
        { tournamentId: s.tournamentId, round: 1, match: 1, board: 1, result: 'white-wins' },
        tk.get('Team B'),
      );
      expect([a.status, a.body.error?.code]).toEqual([404, 'portal:unknownMethod']);
    }
    expect(await stored(1)).toEqual([null, null, null, null]);
  });
});

describe('R16.2-R16.3 for captains: the slip speaks for the team, the password only waits', () => {
  it("a captain's code and the other captain's link validate; a password captain's report waits and completes nothing", async () => {
    await s.api['portal.configure']({
      tournamentId: s.tournamentId,
      enabled: true,
      access: 'open',
      password: 'cup-2026',
    });
    const slips = await s.api['portal.invite']({
      tournamentId: s.tournamentId,
      teamIds: [s.teamIds.get('Team E') ?? 0],
    });
    const code = slips[0]?.code ?? '';
    tk.set('Team E', new URL(slips[0]?.url ?? 'http://x/#t=').hash.slice(3));
    const byCode = await phone(s.portalUrl, 'identify', {
      tournamentId: s.tournamentId,
      teamId: s.teamIds.get('Team E'),
      code,
    });
    expect(byCode.body.value).toMatchObject({ name: 'Team E', channel: 'code' });
    const eToken = (byCode.body.value as { token: string }).token;
    expect((await say('Team B', B_SAYS)).body.value).toMatchObject({ status: 'waiting', minutesLeft: 10 });
    const e = await phone(
      s.portalUrl,
      'report',
      { round: 1, requestKey: 'team-code-0001', kind: 'result', outcomes: E_SAYS },
      eToken,
    );
    expect(e.body.value).toMatchObject({ status: 'confirmed' });
    // Match 2 by password on both sides: nothing is validated, however long it waits.
    const pw = async (team: string) =>
      (
        (
          await phone(s.portalUrl, 'identify', {
            tournamentId: s.tournamentId,
            teamId: s.teamIds.get(team),
            password: 'cup-2026',
          })
        ).body.value as { token: string }
      ).token;
    const c = await pw('Team C');
    const d = await pw('Team D');
    const all = (o: O): O[] => [o, o, o, o];
    const cSays = await phone(
      s.portalUrl,
      'report',
      { round: 1, requestKey: 'team-pw-0001', kind: 'result', outcomes: all('win') },
      c,
    );
    expect(cSays.body.value).toMatchObject({ status: 'waiting', minutesLeft: null });
    await phone(
      s.portalUrl,
      'report',
      { round: 1, requestKey: 'team-pw-0002', kind: 'result', outcomes: all('loss') },
      d,
    );
    s.clock.add(60);
    const seen = (await phone(s.portalUrl, 'board', {}, c)).body.value as {
      channel: string;
      match: { status: string; waitingOn: string };
    };
    expect(seen).toMatchObject({ channel: 'password', match: { status: 'waiting', waitingOn: 'mine' } });
    expect(await stored(2)).toEqual([null, null, null, null]);
    const view = await s.api['portal.round']({ tournamentId: s.tournamentId });
    expect(view.boards.find((x) => x.boardNo === 1)?.reports.map((r) => [r.name, r.channel])).toEqual([
      ['Team B', 'link'],
      ['Team E', 'code'],
    ]);
    expect(view.boards.find((x) => x.boardNo === 2)?.reports.map((r) => [r.name, r.channel])).toEqual([
      ['Team C', 'password'],
      ['Team D', 'password'],
    ]);
  });
});

describe("the arbiter's view of the captains' reports", () => {
  it('names a round that is not paired, and a team tournament not started yet', async () => {
    expect(await arbiter('portal.round', { tournamentId: s.tournamentId, round: 4 })).toEqual({
      ok: false,
      error: { code: 'teams:errors.roundNotFound', message: 'Round 4 is not paired.' },
    });
    const other = await s.api['team.createTournament']({
      settings: { name: 'Team Cup B', scheduledStart: '2026-12-05T14:00', closeAtEnd: false },
      team: { boards: 4 },
    });
    expect(await arbiter('portal.round', { tournamentId: other.tournament.id })).toEqual({
      ok: false,
      error: {
        code: 'teams:errors.notStarted',
        message: '"Team Cup B" has not started yet: start it first.',
      },
    });
  });
});

describe('R16.3 for a private team tournament', () => {
  it('the password unlocks the tournament with its teams for the captains to pick', async () => {
    await s.api['portal.configure']({
      tournamentId: s.tournamentId,
      enabled: true,
      access: 'private',
      password: 'cup-2026',
    });
    expect((await phone(s.portalUrl, 'tournaments', {})).body.value).toEqual([]);
    const unlocked = (await phone(s.portalUrl, 'unlock', { password: 'cup-2026' })).body.value as {
      name: string;
      teams: { name: string }[];
    }[];
    expect(unlocked.map((t) => [t.name, t.teams.length])).toEqual([['Team Cup', 5]]);
    // Pairings are for the tournament's own: a captain's link reads them, nobody else does.
    const own = await phone(s.portalUrl, 'pairings', { tournamentId: s.tournamentId }, tk.get('Team A'));
    expect(own.body.value).toMatchObject({ round: 1, bye: 'Team A' });
    const stranger = await phone(s.portalUrl, 'pairings', { tournamentId: s.tournamentId });
    expect(stranger.body.error?.code).toBe('portal:privateTournament');
  });
});
