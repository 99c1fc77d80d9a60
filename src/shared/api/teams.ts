/**
 * Team events (RULES.md R16.1, R16.1b, R10.2): teams with ordered rosters, line-ups per round,
 * matches of N board games, the team Swiss or round robin, team standings and board standings.
 * The players of a team are entrants of the tournament (registered typed or from a rating list,
 * as individual entrants are); one player belongs to one team.
 */
import { z } from 'zod';
import { method } from './define';
import { GAME_RESULTS, TEAM_TIEBREAKS, TITLES } from '../domain';
import { NewSettingsSchema } from '../settings';
import { NewTeamSettingsSchema, TeamSettingsPatchSchema, TeamSettingsSchema } from '../teams';
import { TournamentSchema, WarningDetailSchema } from './tournaments';
import { NoteSchema } from './rounds';
import { PlainText } from './plain-text';

const Id = z.number().int().positive();
/** A typed text of an input: no control character (shared/plain-text.ts). */
const Text = PlainText;

/** A team as lists and pairings name it. `seed` is its initial seed (starting number), fixed at the start. */
export const TeamRefSchema = z.object({
  id: z.number().int(),
  seed: z.number().int().nullable(),
  name: z.string(),
});
export type TeamRef = z.output<typeof TeamRefSchema>;

/** A player of a team (an entrant of the tournament). */
export const PlayerRefSchema = z.object({
  entrantId: z.number().int(),
  name: z.string(),
  rating: z.number().int().nullable(),
  title: z.enum(TITLES).nullable(),
});
export type PlayerRef = z.output<typeof PlayerRefSchema>;

export const RosterPlayerSchema = PlayerRefSchema.extend({
  /** 1-based place in the roster; the line-up's board order must follow it. */
  position: z.number().int(),
  federation: z.string().nullable(),
  ratingId: z.string().nullable(),
  /** Beyond the first N (the match's boards): a reserve. */
  reserve: z.boolean(),
});
export type RosterPlayer = z.output<typeof RosterPlayerSchema>;

/** R10.2, R16.1b: when and how a team left. It ranks behind every team still in. */
export const TeamLeftSchema = z.object({
  kind: z.enum(['abandon', 'forfeit']),
  afterRound: z.number().int(),
});

/**
 * A team's abandon or forfeit as kept (R10.2, R16.1b): by the arbiter or declared by its captain
 * from the phone (with his personal link or code, and the phone's label), the boards it scored as
 * forfeits, and whether it can still be undone (the next round is not paired yet).
 */
export const TeamLeaveSchema = z.object({
  teamId: z.number().int(),
  team: z.string(),
  kind: z.enum(['abandon', 'forfeit']),
  afterRound: z.number().int(),
  by: z.enum(['arbiter', 'captain']),
  channel: z.enum(['link', 'code']).nullable(),
  phone: z.string().nullable(),
  at: z.string(),
  matchNo: z.number().int().nullable(),
  boards: z.array(z.number().int()),
  undoable: z.boolean(),
});
export type TeamLeave = z.output<typeof TeamLeaveSchema>;

export const TeamSchema = z.object({
  id: z.number().int(),
  tournamentId: z.number().int(),
  /** Order of registration; the arbiter's seeding order before the start. */
  entryNo: z.number().int(),
  seed: z.number().int().nullable(),
  name: z.string(),
  club: z.string().nullable(),
  federation: z.string().nullable(),
  captain: z.string().nullable(),
  /** Mean rating of the first N roster players, unrated at the tournament's unrated rating; null without players. */
  rating: z.number().nullable(),
  /** The team rating (docs/TEAMS.md "Team rating"): 500 at first, then moved by its matches. */
  teamRating: z.number().int(),
  roster: z.array(RosterPlayerSchema),
  left: TeamLeftSchema.nullable(),
});
export type Team = z.output<typeof TeamSchema>;

const TeamFields = {
  name: Text,
  club: Text.nullable().default(null),
  federation: Text.nullable().default(null),
  captain: Text.nullable().default(null),
};

/** A player joins a roster typed in, from a rating list entry, or as an entrant already registered. */
export const NewPlayerSchema = z.discriminatedUnion('source', [
  z.strictObject({
    source: z.literal('typed'),
    name: Text,
    rating: z.number().int().nullable().default(null),
    title: z.enum(TITLES).nullable().default(null),
    federation: Text.nullable().default(null),
    ratingId: Text.nullable().default(null),
    birthYear: z.number().int().nullable().default(null),
    sex: z.enum(['M', 'F']).nullable().default(null),
    club: Text.nullable().default(null),
  }),
  z.strictObject({ source: z.literal('list'), entryId: Id }),
  z.strictObject({ source: z.literal('entrant'), entrantId: Id }),
]);
export type NewPlayer = z.input<typeof NewPlayerSchema>;

/** R2.2, R16.1: the format taken at the start and why (a `teams:` note). */
export const TeamDecisionSchema = z.object({
  format: z.enum(['swiss', 'round-robin']),
  rounds: z.number().int(),
  teams: z.number().int(),
  reason: NoteSchema,
  /** Ended by the arbiter after `afterRound` of the `planned` rounds (`team.end`). */
  ended: z.object({ afterRound: z.number().int(), planned: z.number().int() }).optional(),
});
export type TeamDecision = z.output<typeof TeamDecisionSchema>;

export const TeamEventSchema = z.object({
  tournament: TournamentSchema,
  team: TeamSettingsSchema,
  teams: z.number().int(),
  decision: TeamDecisionSchema.nullable(),
  /** R6.4: the colour of the top seed's team on board 1 of round 1, drawn at the start. */
  initialColour: z.enum(['white', 'black']).nullable(),
  currentRound: z.number().int(),
  roundsPlanned: z.number().int().nullable(),
  finished: z.boolean(),
  /**
   * Whether `team.pairNext` would run now, and if not why (a `teams:` note). A Swiss round is
   * tried (not written): where no pairing respects R6.2 the reason is the refusal `team.pairNext`
   * gives, and `withRematches` says that `acceptRematches` (or `team.end`) is the way on.
   */
  pairNext: z.object({ ok: z.boolean(), reason: NoteSchema.nullable(), withRematches: z.boolean() }),
});
export type TeamEvent = z.output<typeof TeamEventSchema>;

export const LineupSchema = z.object({
  round: z.number().int(),
  teamId: z.number().int(),
  /** Board 1 first; exactly N players in roster order. */
  players: z.array(PlayerRefSchema.extend({ board: z.number().int(), position: z.number().int() })),
  /** Set by the arbiter (true) or the team's first N roster players (false). */
  chosen: z.boolean(),
  /** A board of the team's match in this round has a result: the line-up can no longer change. */
  locked: z.boolean(),
});
export type Lineup = z.output<typeof LineupSchema>;

/** One board of a match. `home` is the team with White on board 1; boards alternate (R16.1b). */
export const MatchBoardSchema = z.object({
  board: z.number().int(),
  homeColour: z.enum(['white', 'black']),
  home: PlayerRefSchema,
  away: PlayerRefSchema,
  /** The game's result in White/Black terms (R8), null before it is entered. */
  result: z.enum(GAME_RESULTS).nullable(),
  homePoints: z.number().int().nullable(),
  awayPoints: z.number().int().nullable(),
});

export const MatchSchema = z.object({
  matchNo: z.number().int(),
  home: TeamRefSchema,
  away: TeamRefSchema,
  boards: z.array(MatchBoardSchema),
  /** Board points so far (game points of the individual point system). */
  boardPoints: z.object({ home: z.number().int(), away: z.number().int() }),
  /** Match points once every board has a result, else null. */
  matchPoints: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  complete: z.boolean(),
  /** The team that forfeited this match (R16.1b), if any. */
  forfeitedBy: z.number().int().nullable(),
  /** Match points of each team before the round (the pairing list prints them). */
  before: z.object({ home: z.number().int(), away: z.number().int() }),
});
export type Match = z.output<typeof MatchSchema>;

export const TeamRoundSchema = z.object({
  tournamentId: z.number().int(),
  round: z.number().int(),
  status: z.enum(['paired', 'finished']),
  matches: z.array(MatchSchema),
  /** R16.1b: a won match with every board won, worth exactly a win. */
  bye: TeamRefSchema.nullable(),
  /** Teams no longer paired (abandon, forfeit in an earlier round). */
  out: z.array(TeamRefSchema.extend({ kind: z.enum(['abandon', 'forfeit']) })),
});
export type TeamRound = z.output<typeof TeamRoundSchema>;

/** R6.7 for teams: the pairing of the next round before and after a correction. */
export const TeamPairLineSchema = z.object({
  matchNo: z.number().int(),
  home: TeamRefSchema,
  away: TeamRefSchema.nullable(),
});
export const TeamRepairSchema = z.object({
  round: z.number().int(),
  old: z.array(TeamPairLineSchema),
  new: z.array(TeamPairLineSchema),
  changed: z.boolean(),
});
export type TeamRepair = z.output<typeof TeamRepairSchema>;

/** The criteria after match points (R16.1): board points (optional), then the team tiebreaks. */
export const TEAM_CRITERIA = ['BP', ...TEAM_TIEBREAKS] as const;
export type TeamCriterion = (typeof TEAM_CRITERIA)[number];

export const TeamContributionSchema = z.object({
  round: z.number().int(),
  opponent: TeamRefSchema,
  /** The opponent's match points, and what this team scored against it in match points. */
  opponentPoints: z.number(),
  scored: z.number(),
  value: z.number(),
});

export const TeamFigureSchema = z.object({
  code: z.enum(TEAM_CRITERIA),
  value: z.number(),
  /** Only with `breakdown: true` and in `team.explain`. */
  contributions: z.array(TeamContributionSchema).optional(),
  /** DE: the tied teams (by id) it was computed among, and whether all of them met. */
  among: z.array(z.number().int()).optional(),
  decisive: z.boolean().optional(),
});
export type TeamFigure = z.output<typeof TeamFigureSchema>;

export const TeamStandingsRowSchema = z.object({
  rank: z.number().int(),
  team: TeamRefSchema,
  /** The team's rating now (docs/TEAMS.md "Team rating"). */
  teamRating: z.number().int(),
  matchPoints: z.number().int(),
  boardPoints: z.number().int(),
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  byes: z.number().int(),
  left: TeamLeftSchema.nullable(),
  /** In the order of `sequence`. */
  tiebreaks: z.array(TeamFigureSchema),
});
export type TeamStandingsRow = z.output<typeof TeamStandingsRowSchema>;

export const TeamStandingsSchema = z.object({
  afterRound: z.number().int(),
  format: z.enum(['swiss', 'round-robin']),
  /** Board points per displayed unit (1 for draughts 2/1/0). */
  scale: z.number().int(),
  matchPoints: z.object({ win: z.number().int(), draw: z.number().int(), loss: z.number().int() }),
  sequence: z.array(z.enum(TEAM_CRITERIA)),
  rows: z.array(TeamStandingsRowSchema),
});
export type TeamStandings = z.output<typeof TeamStandingsSchema>;

export const TeamComparisonSchema = z.object({
  above: z.number().int(),
  below: z.number().int(),
  decidedBy: z.union([z.enum(TEAM_CRITERIA), z.enum(['matchPoints', 'left', 'tied'])]),
  aboveValue: z.number().nullable(),
  belowValue: z.number().nullable(),
});

export const BoardStandingsSchema = z.object({
  afterRound: z.number().int(),
  scale: z.number().int(),
  boards: z.array(
    z.object({
      board: z.number().int(),
      rows: z.array(
        z.object({
          rank: z.number().int(),
          player: PlayerRefSchema,
          team: TeamRefSchema,
          points: z.number().int(),
          games: z.number().int(),
          /** Points over the most the games could give, 0..100, two decimals. */
          percentage: z.number(),
        }),
      ),
    }),
  ),
});
export type BoardStandings = z.output<typeof BoardStandingsSchema>;

export const TeamCrosstableCellSchema = z.object({
  round: z.number().int(),
  kind: z.enum(['match', 'bye', 'out', 'none']),
  opponent: TeamRefSchema.nullable(),
  /** The team's colour on board 1; null off a match. */
  colour: z.enum(['white', 'black']).nullable(),
  boardPoints: z.number().int().nullable(),
  opponentBoardPoints: z.number().int().nullable(),
  matchPoints: z.number().int().nullable(),
});

export const TeamCrosstableSchema = z.object({
  afterRound: z.number().int(),
  format: z.enum(['swiss', 'round-robin']),
  scale: z.number().int(),
  rows: z.array(
    z.object({
      rank: z.number().int(),
      team: TeamRefSchema,
      matchPoints: z.number().int(),
      boardPoints: z.number().int(),
      left: TeamLeftSchema.nullable(),
      rounds: z.array(TeamCrosstableCellSchema),
      /** Round robin: the cell against each seed (index seed - 1), null for itself and before they met. */
      grid: z.array(TeamCrosstableCellSchema.nullable()).nullable(),
    }),
  ),
});
export type TeamCrosstable = z.output<typeof TeamCrosstableSchema>;

const TournamentRef = z.strictObject({ tournamentId: Id });
const Query = z.strictObject({ tournamentId: Id, afterRound: z.number().int().min(0).optional() });
const BoardRef = {
  tournamentId: Id,
  round: Id,
  match: Id,
  board: Id,
};

export const teamMethods = {
  /** Creates a team tournament: the individual settings (R16.1: 3/1/0, the team tiebreaks) and N boards. */
  'team.createTournament': method({
    input: z.strictObject({ settings: NewSettingsSchema, team: NewTeamSettingsSchema }),
    /** With what the settings warn of without refusing (a start in the past), as `tournament.create`. */
    output: TeamEventSchema.extend({ warnings: z.array(WarningDetailSchema) }),
    mutates: true,
  }),
  /** Where a team tournament stands; refused (`teams:errors.notTeamEvent`) for an individual one. */
  'team.event': method({ input: TournamentRef, output: TeamEventSchema, mutates: false }),
  /** Changes the team settings before round 1 is paired. */
  'team.updateSettings': method({
    input: z.strictObject({ tournamentId: Id, team: TeamSettingsPatchSchema }),
    output: TeamEventSchema,
    mutates: true,
  }),
  'team.list': method({ input: TournamentRef, output: z.array(TeamSchema), mutates: false }),
  'team.add': method({
    input: z.strictObject({ tournamentId: Id, ...TeamFields }),
    output: TeamSchema,
    mutates: true,
  }),
  'team.update': method({
    input: z.strictObject({
      teamId: Id,
      fields: z.strictObject({
        name: Text.optional(),
        club: Text.nullable().optional(),
        federation: Text.nullable().optional(),
        captain: Text.nullable().optional(),
      }),
    }),
    output: TeamSchema,
    mutates: true,
  }),
  /** Removes a team and its players before round 1 (R1.3); afterwards abandon or forfeit. */
  'team.remove': method({ input: z.strictObject({ teamId: Id }), output: z.null(), mutates: true }),
  /** Adds a player at the end of the roster (before round 1); same checks as `entrant.add`. */
  'team.addPlayer': method({
    input: z.strictObject({ teamId: Id, player: NewPlayerSchema, confirm: z.boolean().default(false) }),
    output: TeamSchema,
    mutates: true,
  }),
  /** Takes a player off the roster and out of the tournament (before round 1). */
  'team.removePlayer': method({
    input: z.strictObject({ teamId: Id, entrantId: Id }),
    output: TeamSchema,
    mutates: true,
  }),
  /** Reorders the roster (before round 1): every player exactly once, board order first. */
  'team.reorderRoster': method({
    input: z.strictObject({ teamId: Id, order: z.array(Id) }),
    output: TeamSchema,
    mutates: true,
  }),
  /** The arbiter's seeding order (setting "arbiter order"): every team exactly once, seed 1 first. */
  'team.setOrder': method({
    input: z.strictObject({ tournamentId: Id, order: z.array(Id) }),
    output: z.array(TeamSchema),
    mutates: true,
  }),
  /** The decision the start would take now (format, rounds, why), changing nothing. */
  'team.previewStart': method({
    input: TournamentRef,
    output: z.object({
      decision: TeamDecisionSchema,
      seeds: z.array(TeamRefSchema.extend({ rating: z.number().nullable() })),
    }),
    mutates: false,
  }),
  /** Fixes the seeds, draws the board-1 colour from `seed` (or a fresh one), pairs round 1. */
  'team.start': method({
    input: z.strictObject({ tournamentId: Id, seed: z.number().int().min(0).max(4294967295).optional() }),
    output: z.object({ event: TeamEventSchema, round: TeamRoundSchema }),
    mutates: true,
  }),
  /** A team's line-up for a round (paired or not yet). */
  'team.lineup': method({
    input: z.strictObject({ tournamentId: Id, round: Id, teamId: Id }),
    output: LineupSchema,
    mutates: false,
  }),
  /**
   * Sets a team's line-up for a round before any of its match's results: exactly N roster players,
   * each once, board order following roster order; null goes back to the first N.
   */
  'team.setLineup': method({
    input: z.strictObject({ tournamentId: Id, round: Id, teamId: Id, players: z.array(Id).nullable() }),
    output: LineupSchema,
    mutates: true,
  }),
  /** Pairs the next round: team Swiss on match points or the Berger table (R16.1b, R7). */
  /**
   * Pairs the next round. A team Swiss round without a pairing that avoids a second meeting is
   * refused (`teams:errors.noPairingRematch`, `noPairingBye`, `noPairingBoth`, with `fewest` in
   * the details); `acceptRematches: true` then pairs the one with the fewest rematches (R6.2).
   */
  'team.pairNext': method({
    input: z.strictObject({ tournamentId: Id, acceptRematches: z.boolean().default(false) }),
    output: TeamRoundSchema,
    mutates: true,
  }),
  /** Ends the tournament after its latest round, all of whose boards have a result (R6.2). */
  'team.end': method({ input: TournamentRef, output: TeamEventSchema, mutates: true }),
  /** One round's matches: the team pairings and their boards. */
  'team.round': method({
    input: z.strictObject({ tournamentId: Id, round: Id }),
    output: TeamRoundSchema,
    mutates: false,
  }),
  /** Enters (or clears, with null) a board result of the latest round (R8 codes). */
  'team.result': method({
    input: z.strictObject({ ...BoardRef, result: z.enum(GAME_RESULTS).nullable() }),
    output: TeamRoundSchema,
    mutates: true,
  }),
  /**
   * Corrects a board result of any round; when the next round is paired without results and its
   * pairing changes, it is re-paired, refused without `confirm: true` (`teams:errors.confirmRepair`,
   * old and new in `details.repair`).
   */
  'team.correct': method({
    input: z.strictObject({ ...BoardRef, result: z.enum(GAME_RESULTS), confirm: z.boolean().default(false) }),
    output: z.object({ round: TeamRoundSchema, repair: TeamRepairSchema.nullable() }),
    mutates: true,
  }),
  /** R10.2, R16.1b: the team keeps its points, is no longer paired; boards of its current match without result are lost by forfeit. */
  'team.abandon': method({ input: z.strictObject({ teamId: Id }), output: TeamSchema, mutates: true }),
  /** R16.1b: the team loses its current match (boards played stay, the others by forfeit) and leaves. */
  'team.forfeit': method({ input: z.strictObject({ teamId: Id }), output: TeamSchema, mutates: true }),
  /** Every abandon and forfeit not undone, oldest first (the Teams screen's alert, R16.2). */
  'team.leaves': method({ input: TournamentRef, output: z.array(TeamLeaveSchema), mutates: false }),
  /**
   * R10.2 undone: the team is back, the boards its leave scored as forfeits are without result
   * again (a result entered since stays), its match no longer resolved for the opponent. Refused
   * once the next round is paired.
   */
  'team.undoLeave': method({ input: z.strictObject({ teamId: Id }), output: TeamSchema, mutates: true }),
  'team.standings': method({
    input: Query.extend({ breakdown: z.boolean().default(false) }),
    output: TeamStandingsSchema,
    mutates: false,
  }),
  /** One team's breakdown; with `versus`, why one of the two is above the other. */
  'team.explain': method({
    input: Query.extend({ teamId: Id, versus: Id.optional() }),
    output: z.object({
      sequence: z.array(z.enum(TEAM_CRITERIA)),
      row: TeamStandingsRowSchema,
      versus: TeamStandingsRowSchema.nullable(),
      comparison: TeamComparisonSchema.nullable(),
    }),
    mutates: false,
  }),
  /** The best individual scores per board. */
  'team.boardStandings': method({ input: Query, output: BoardStandingsSchema, mutates: false }),
  'team.crosstable': method({ input: Query, output: TeamCrosstableSchema, mutates: false }),
};
