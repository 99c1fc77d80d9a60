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

export type PhoneTournament = { id: number; name: string; private: boolean };
/** A team event's teams, for a captain to pick his (R16.2 team matches); null in an individual event. */
export type PhoneTeam = { id: number; name: string };
export type PhoneEntrant = { id: number; name: string; startNo: number | null };

export type PhoneIdentity = {
  token: string | null;
  tournamentId: number;
  tournament: string;
  name: string;
};

export type PhoneBoard = {
  kind: 'board';
  tournamentId: number;
  tournament: string;
  name: string;
  round: number | null;
  bye: boolean;
  board: null | {
    boardNo: number;
    opponent: string;
    /** My colour in each game (R5.1: reversed in game 2). */
    colours: ('white' | 'black')[];
    opening: string | null;
    status: UnitState;
    minutesLeft: number | null;
    /** The result as it stands for me, one per game; null where none. */
    results: (Outcome | null)[];
    mine: { kind: 'result' | 'contest'; outcomes: (Outcome | null)[] } | null;
    theirs: { kind: 'result' | 'contest'; outcomes: (Outcome | null)[] } | null;
  };
};

/** A captain's view of his team's match (R16.2 "one report per team for the whole match"). */
export type PhoneMatch = {
  kind: 'match';
  tournamentId: number;
  tournament: string;
  /** The captain's team. */
  name: string;
  round: number | null;
  bye: boolean;
  match: null | {
    /** The match's number in the round: its table. */
    matchNo: number;
    opponent: string;
    status: UnitState;
    minutesLeft: number | null;
    boards: {
      board: number;
      /** Our player and theirs on this board, and our player's colour. */
      player: string;
      opponent: string;
      colour: 'white' | 'black';
      /** The result as it stands, for our player; null where none. */
      result: Outcome | null;
      /** What each captain reported for this board, both said for our player, so they compare. */
      mine: Outcome | null;
      theirs: Outcome | null;
    }[];
    mine: { kind: 'result' | 'contest' } | null;
    theirs: { kind: 'result' | 'contest' } | null;
  };
};

export type PhoneReportAnswer = { status: UnitState; duplicate: boolean; minutesLeft: number | null };

export type PhonePairings = {
  round: number | null;
  boards: { boardNo: number; white: string; black: string; results: string[] }[];
  bye: string | null;
};

export type PhoneStandings = { afterRound: number; rows: { rank: number; name: string; points: string }[] };

export type PhoneEnvelope<T> =
  { ok: true; value: T } | { ok: false; error: { code: string; message: string } };
