/**
 * What a phone says of a board or a match (RULES.md R16.2-R16.3), from the viewer's side: whose
 * report waits and on what, and each report as its author said it. A report is never turned
 * over into the viewer's words: the other side's "I won" reads "Gül says: Gül won", a captain's
 * "we won board 1" reads "DC Villeurbanne says: DC Villeurbanne won". Pure, for the unit tests.
 */
import type {
  Channel,
  Outcome,
  PhoneBoard,
  PhoneMatch,
  PhoneSaid,
  UnitState,
  WaitingOn,
} from '../shared/portal/phone';

export type W = (key: string, params?: Record<string, string | number>) => string;
type Board = NonNullable<PhoneBoard['board']>;
type Match = NonNullable<PhoneMatch['match']>;

/**
 * A unit's status from the viewer's side; `name` is the other side (a player, or a team). A
 * report by password has no minutes left: it waits for the other side, or, once both sides spoke
 * only with the password, for the arbiter.
 */
export function statusText(
  w: W,
  u: {
    status: UnitState;
    minutesLeft: number | null;
    waitingOn: WaitingOn;
    mine: object | null;
    theirs: object | null;
  },
  name: string,
  prefix: '' | 'captain.',
  result: string,
): string {
  if (u.status !== 'waiting') return w(`${prefix}status.${u.status}`, { result, score: result });
  const windowed = u.minutesLeft !== null;
  const key =
    !windowed && u.mine && u.theirs
      ? 'waitingArbiter'
      : u.waitingOn === 'theirs'
        ? windowed
          ? 'waitingTheirs'
          : 'waitingTheirsNoWindow'
        : windowed
          ? 'waiting'
          : 'waitingMineNoWindow';
  return w(`${prefix}status.${key}`, { minutes: u.minutesLeft ?? 0, name });
}

/** "(sent with the tournament password)" after a report that speaks for nobody in particular. */
const via = (w: W, c: Channel) => (c === 'password' ? ` ${w('said.byPassword')}` : '');

/** One player's words for his games: "you won", "Gül lost", "draw"; "game 1: …, game 2: …" with two legs. */
function words(w: W, outcomes: readonly (Outcome | null)[], author: string | null): string {
  const one = (o: Outcome | null) => {
    if (o === null) return '–';
    if (o === 'draw') return w('said.draw');
    if (author === null) return w(o === 'win' ? 'said.youWon' : 'said.youLost');
    return w(o === 'win' ? 'said.won' : 'said.lost', { name: author });
  };
  if (outcomes.length === 1) return one(outcomes[0] ?? null);
  return outcomes.map((o, i) => w('said.inGame', { leg: i + 1, result: one(o) })).join(', ');
}

/** The two reports of a player's board, each as its author said it. */
export function boardSaid(w: W, b: Pick<Board, 'mine' | 'theirs' | 'opponent'>): string[] {
  const lines: string[] = [];
  const mine: PhoneSaid | null = b.mine;
  const theirs: PhoneSaid | null = b.theirs;
  if (mine)
    lines.push(
      (mine.kind === 'contest'
        ? w('said.youContested', { name: b.opponent })
        : w('said.mine', { result: words(w, mine.outcomes, null) })) + via(w, mine.channel),
    );
  if (theirs)
    lines.push(
      (theirs.kind === 'contest'
        ? w('said.theyContested', { name: b.opponent })
        : w('said.theirs', { name: b.opponent, result: words(w, theirs.outcomes, b.opponent) })) +
        via(w, theirs.channel),
    );
  return lines;
}

/** A board's line of a captain's match: "You said: Évry won · DC Villeurbanne says: DC Villeurbanne won". */
export function matchBoardSaid(
  w: W,
  m: Pick<Match, 'mine' | 'theirs' | 'opponent'>,
  ours: string,
  b: Match['boards'][number],
): string {
  const team = (o: Outcome, name: string) =>
    o === 'draw'
      ? w('captain.said.draw')
      : w(o === 'win' ? 'captain.said.won' : 'captain.said.lost', { team: name });
  const parts: string[] = [];
  if (b.mine !== null && m.mine?.kind === 'result')
    parts.push(w('captain.said.mine', { result: team(b.mine, ours) }));
  if (b.theirs !== null && m.theirs?.kind === 'result')
    parts.push(w('captain.said.theirs', { name: m.opponent, result: team(b.theirs, m.opponent) }));
  return parts.join(' · ');
}

/** The match's reports as a whole: who contested, and who came in with the password. */
export function matchSaid(w: W, m: Pick<Match, 'mine' | 'theirs' | 'opponent'>): string[] {
  const lines: string[] = [];
  if (m.mine?.kind === 'contest') lines.push(w('captain.said.youContested', { name: m.opponent }));
  if (m.theirs?.kind === 'contest') lines.push(w('captain.said.theyContested', { name: m.opponent }));
  if (m.mine?.channel === 'password') lines.push(w('captain.said.mineByPassword'));
  if (m.theirs?.channel === 'password') lines.push(w('captain.said.theirsByPassword', { name: m.opponent }));
  return lines;
}

/**
 * Whether this phone may send its side's report: nobody decided yet, and its side has said
 * nothing, or only with the password while this phone came in with the slip's link or code.
 */
export function mayReport(
  u: { status: UnitState; mine: { channel: Channel } | null },
  mine: Channel,
): boolean {
  if (u.status !== 'open' && u.status !== 'waiting') return false;
  return u.mine === null || (u.mine.channel === 'password' && mine !== 'password');
}
