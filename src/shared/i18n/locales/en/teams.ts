/** Team events (RULES.md R16.1, R16.1b, R10.2): refusals, decisions and the settings' labels. */
export default {
  errors: {
    undoLeaveNotLeft: '{{team}} has not left the tournament: there is nothing to undo.',
    undoLeaveUnrecorded:
      '{{team}} left after round {{round}} in an earlier version, which kept no record of what it changed: enter the results of its boards by hand instead.',
    undoLeaveAfterPairing:
      'Round {{round}} is already paired without {{team}}: its withdrawal during round {{after}} can no longer be undone. It stays out of the tournament.',
    notTeamEvent: '"{{name}}" is an individual tournament: team actions apply to team tournaments only.',
    teamEvent:
      '"{{name}}" is a team tournament: start it, pair it and enter its results on the Teams screen.',
    invalidSettings: 'The team settings are not valid: {{issues}}',
    twoLegsNotForTeams: 'A team tournament plays one game per board: turn "$t(terms:twoLegs)" off.',
    cyclesNotForTeams:
      'A team tournament plays its round robin once: set "Cycles of a round robin" to "One: each pair meets once".',
    extraRoundNotForTeams: 'A team tournament sets its rounds under "Rounds": turn "Extra round" off.',
    swissRoundsNotForTeams:
      'A team tournament sets its rounds under "Rounds": leave "Number of Swiss rounds" empty.',
    openingNotForTeams: 'Team tournaments are played with a free opening for now: set "Opening" to "Free".',
    teamNotFound: 'There is no team number {{id}} in this event file.',
    nameRequired: 'Give the team a name.',
    textTooLong: 'At most {{max}} characters.',
    nameTaken: 'A team named "{{name}}" is already registered in this tournament.',
    rosterClosed: 'Round 1 of "{{name}}" is paired: teams and rosters can no longer change (R1.3).',
    playerInTeam: '{{name}} already plays for {{team}}: a player belongs to one team only.',
    playerNotInTeam: '{{name}} is not on the roster of {{team}}.',
    rosterOrder: 'The new order must name every player of {{team}} exactly once.',
    teamsOrder: 'The seeding order must name every team of the tournament exactly once.',
    seedingByRating:
      'The seeding is by rating: choose "Arbiter\'s order" under "Seeding" to put the teams in your own order.',
    tooFewTeams: '{{count}} teams are registered; a team tournament needs at least {{min}} (R1.2).',
    tooFewPlayers: '{{team}} has {{players}} players for {{boards}} boards: add players to its roster.',
    notStarted: '"{{name}}" has not started yet: start it first.',
    alreadyStarted: '"{{name}}" has already started.',
    roundNotFound: 'Round {{round}} is not paired.',
    matchNotFound: 'Round {{round}} has no match number {{match}}.',
    boardNotFound: 'Match {{match}} of round {{round}} has no board {{board}}.',
    notLatestRound: 'Round {{round}} is not the latest round ({{latest}}): correct its results instead.',
    roundIncomplete: 'Round {{round}} still has {{missing}} boards without a result.',
    allRoundsPaired: 'All {{rounds}} rounds are paired.',
    noPairingRematch:
      'No pairing of round {{round}} avoids a second meeting: every pairing has two teams meet again; the fewest rematches: {{pairs}}. Pair with the fewest rematches, or end the tournament after round {{last}}.',
    noPairingBye:
      'No team still in can take the bye of round {{round}}: every one has had it. Pair with a second bye (to {{team}}), or end the tournament after round {{last}}.',
    noPairingBoth:
      'No pairing of round {{round}} avoids a second meeting ({{pairs}}) and a second bye ({{team}}). Pair with the fewest rematches, or end the tournament after round {{last}}.',
    noValidPairing: 'No pairing of round {{round}} avoids a second meeting of two teams.',
    lineupCount: 'A line-up of {{team}} has {{boards}} players, one per board; you gave {{count}}.',
    lineupTwice: '{{name}} is in the line-up twice.',
    lineupOrder:
      'The line-up must follow the roster of {{team}}: {{name}} (number {{position}}) cannot play on board {{board}} below {{above}} (number {{abovePosition}}). Swap them.',
    lineupLocked: 'The match of {{team}} in round {{round}} has a result: its line-up can no longer change.',
    lineupRoundOut: 'Round {{round}} is beyond the {{rounds}} rounds of the tournament.',
    teamLeft: '{{team}} left the tournament after round {{round}}.',
    leaveBeforeStart: '"{{name}}" has not started: remove {{team}} instead.',
    confirmRepair:
      'Round {{round}} is paired without results: this correction re-pairs it. Confirm to go on.',
    trfTeamName: 'Line {{line}}: a team record (013) needs the team name in columns 5-36.',
    trfTeamUnknownPlayer:
      'Line {{line}}: the team record lists starting number {{number}}, which no player (001) has.',
    trfTeamPlayerTwice:
      'Line {{line}}: starting number {{number}} already plays for {{team}}: a player belongs to one team.',
    trfNoTeams: 'The file has no team records (013): it is not a team tournament.',
    trfMatchMixed:
      'Round {{round}}: the players of {{team}} meet players of two different teams; all boards of a match are between the same two teams. Correct the opponents in the file.',
    trfTeamless: 'Player {{number}} plays in round {{round}} but belongs to no team record (013).',
    ratingsFileRefused:
      'The team ratings file "{{fileName}}" was not imported and nothing changed ({{count}} problems): {{issues}}',
  },
  settings: {
    boardsRange: 'Boards per match: from {{min}} to {{max}}; you entered {{value}}.',
    matchPointsOrder:
      'Match points: a win must be worth more than a draw, and a draw no less than a loss (no negative points).',
    unratedRatingRange: 'Rating of an unrated player: from {{min}} to {{max}}; you entered {{value}}.',
    roundsRange: 'Rounds: from {{min}} to {{max}}; you entered {{value}}.',
  },
  ratingsFile: {
    header: 'Line {{line}}: the first line must be the header {{header}} (team name, rating, rated matches).',
    noRows: 'Line {{line}}: the header is followed by no team.',
    cells: 'Line {{line}}: {{count}} cells; a row has three: team name, rating, rated matches.',
    noName: 'Line {{line}}: the team has no name.',
    nameLong: 'Line {{line}}: the team name has more than {{max}} characters.',
    badRating: 'Line {{line}}: "{{text}}" is not a rating: a whole number from {{min}} to {{max}}.',
    badMatches: 'Line {{line}}: "{{text}}" is not a number of rated matches: a whole number, 0 or more.',
    twice: 'Line {{line}}: {{name}} is already on line {{first}}: one row per team.',
    quotes: 'Line {{line}}: a quote is not closed: put the whole cell between double quotes.',
  },
  decision: {
    swiss: '{{teams}} teams: team Swiss, {{rounds}} rounds (ceil(log2 teams) + 1).',
    swissSet: '{{teams}} teams: team Swiss, {{rounds}} rounds as set.',
    roundRobin: '{{teams}} teams, threshold {{threshold}}: team round robin, {{rounds}} rounds.',
    forcedSwiss: '{{teams}} teams, Swiss forced: team Swiss, {{rounds}} rounds.',
    forcedRoundRobin: '{{teams}} teams, round robin chosen: team round robin, {{rounds}} rounds.',
  },
  pairNext: {
    notStarted: 'The tournament has not started.',
    incomplete: 'Round {{round}} still has boards without a result.',
    done: 'Every round is paired.',
  },
  cli: {
    ratingsImported: 'Team ratings imported from {{file}}: {{count}}.',
    team: 'Team',
    matchPoints: 'MP',
    boardPoints: 'BP',
    badMatchPoints:
      'The option --match-points needs win,draw,loss with win > draw >= loss, e.g. 3,1,0; not "{{value}}".',
    badBoardPoints: 'The option --board-points takes first or last, not "{{value}}".',
  },
  labels: {
    boards: 'Boards per match',
    matchPoints: 'Match points (win / draw / loss)',
    seeding: 'Seeding',
    seedingRating: "By the players' mean rating",
    seedingTeamRating: 'By team rating',
    seedingArbiter: "Arbiter's order",
    unratedRating: 'Rating of an unrated player',
    rounds: 'Rounds',
    boardPoints: 'Board points as a tiebreak',
  },
};
