/**
 * What the results portal's phone page and its listener say to each other (RULES.md R16.2-R16.3).
 * This is the portal's whole surface: none of the arbiter's methods is among these names.
 */
export const PHONE_METHODS = [
  'tournaments',
  'unlock',
  'identify',
  'board',
  'report',
  'pairings',
  'standings',
  'leave',
] as const;
export type PhoneMethod = (typeof PHONE_METHODS)[number];

/** The personal token travels in this header, never in an address the browser logs or refers. */
export const TOKEN_HEADER = 'x-portal-token';
/**
 * The phone's own random id, kept on the phone across logins: the listener shows the arbiter a
 * short hash of it beside each report, and refuses a phone's report for the other side of a
 * board or match it already reported (R16.2: one side, one phone).
 */
export const PHONE_HEADER = 'x-portal-phone';

export type Outcome = 'win' | 'draw' | 'loss';
export type UnitState = 'open' | 'waiting' | 'confirmed' | 'disputed' | 'arbiter';
/** How a phone came in (R16.3): the slip's personal link or code, or the tournament's password. */
export const CHANNELS = ['link', 'code', 'password'] as const;
export type Channel = (typeof CHANNELS)[number];
/** Whose report a waiting unit waits on, seen from this phone: its own side's or the other side's. */
export type WaitingOn = 'mine' | 'theirs' | null;

export type PhoneTournament = { id: number; name: string; private: boolean };
/** A team event's teams, for a captain to pick his (R16.2 team matches); null in an individual event. */
export type PhoneTeam = { id: number; name: string };
export type PhoneEntrant = { id: number; name: string; startNo: number | null };

export type PhoneIdentity = {
  token: string | null;
  tournamentId: number;
  tournament: string;
  name: string;
  channel: Channel;
};

/** A report as its author said it, and how he came in. */
export type PhoneSaid = { kind: 'result' | 'contest'; outcomes: (Outcome | null)[]; channel: Channel };

export type PhoneBoard = {
  kind: 'board';
  tournamentId: number;
  tournament: string;
  name: string;
  /** How this phone came in: with the password its reports only wait (R16.3). */
  channel: Channel;
  round: number | null;
  bye: boolean;
  board: null | {
    boardNo: number;
    opponent: string;
    /** My colour in each game (R5.1: reversed in game 2). */
    colours: ('white' | 'black')[];
    opening: string | null;
    status: UnitState;
    /** Null while nothing waits on a window: a report by password waits for a person. */
    minutesLeft: number | null;
    waitingOn: WaitingOn;
    /** The result as it stands for me, one per game; null where none. */
    results: (Outcome | null)[];
    /** Each report in its author's own words ("I won" is the author's win), never turned over. */
    mine: PhoneSaid | null;
    theirs: PhoneSaid | null;
  };
};

/** A captain's view of his team's match (R16.2 "one report per team for the whole match"). */
export type PhoneMatch = {
  kind: 'match';
  tournamentId: number;
  tournament: string;
  /** The captain's team. */
  name: string;
  channel: Channel;
  round: number | null;
  bye: boolean;
  /**
   * The team has left (R10.2, R16.1b): how, after which round, and whether its captain declared
   * it from a phone; the arbiter can undo it while the next round is not paired.
   */
  left: { kind: 'abandon' | 'forfeit'; afterRound: number; byCaptain: boolean } | null;
  match: null | {
    /** The match's number in the round: its table. */
    matchNo: number;
    opponent: string;
    status: UnitState;
    minutesLeft: number | null;
    waitingOn: WaitingOn;
    boards: {
      board: number;
      /** Our player and theirs on this board, and our player's colour. */
      player: string;
      opponent: string;
      colour: 'white' | 'black';
      /** The result as it stands, for our player; null where none. */
      result: Outcome | null;
      /**
       * What each captain reported for this board in his own words: ours for our player, theirs
       * for their player ("won" is their player's win), never turned over to our side.
       */
      mine: Outcome | null;
      theirs: Outcome | null;
    }[];
    mine: { kind: 'result' | 'contest'; channel: Channel } | null;
    theirs: { kind: 'result' | 'contest'; channel: Channel } | null;
  };
};

/** A captain's forfeit or abandon, declared from his phone (R16.1b, issue 32.3). */
export type PhoneLeaveAnswer = { kind: 'abandon' | 'forfeit'; afterRound: number };

export type PhoneReportAnswer = { status: UnitState; duplicate: boolean; minutesLeft: number | null };

export type PhonePairings = {
  round: number | null;
  boards: { boardNo: number; white: string; black: string; results: string[] }[];
  bye: string | null;
};

export type PhoneStandings = { afterRound: number; rows: { rank: number; name: string; points: string }[] };

export type PhoneEnvelope<T> =
  { ok: true; value: T } | { ok: false; error: { code: string; message: string } };
