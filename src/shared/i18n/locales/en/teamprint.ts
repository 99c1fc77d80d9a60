/** Printed reports of team events (RULES.md R16.1, R16.1b): titles, column heads, legends. */
export default {
  kind: {
    'team-match-sheets': 'Match sheets',
    'team-pairings': 'Team pairings',
    'team-standings': 'Team standings',
    'team-crosstable': 'Team crosstable',
    'team-board-standings': 'Board standings',
  },
  col: {
    teamRating: 'Team rating',
    table: 'Match',
    team: 'Team',
    club: 'Club',
    captain: 'Captain',
    player: 'Player',
    matchPoints: 'MP',
    boardPoints: 'BP',
    won: 'W',
    drawn: 'D',
    lost: 'L',
    games: 'Games',
    percent: '%',
  },
  sheet: {
    match: 'Match {{table}}',
    versus: '{{home}} – {{away}}',
    captain: 'Captain: {{name}}',
    total: 'Board points',
    matchPoints: 'Match points',
    signCaptain: 'Captain of {{team}}',
    signArbiter: 'Arbiter',
    noMatch: 'No match in this round.',
  },
  bye: 'bye',
  byeLine: '{{team}}: bye, {{matchPoints}} match points and {{boardPoints}} board points',
  left: {
    abandon: 'abandoned after round {{round}}',
    forfeit: 'forfeited in round {{round}}',
  },
  legend: {
    standings:
      'Order after match points ({{win}}/{{draw}}/{{loss}}): {{sequence}}; teams that left rank behind every team still in.',
    crosstable:
      "Each round: the opponent's number, the team's colour on board 1 (w White, b Black) and the board points of both sides, the team's first.",
    boards:
      'Each board: the players who played on it, by points scored there; unplayed games count as recorded.',
  },
  tiebreak: { BP: 'Board points', BP_short: 'BP' },
  error: {
    noRounds: 'This team tournament has no round yet, so there is nothing to print in "{{kind}}".',
    roundOutOfRange: 'Round {{round}} does not exist: the tournament has rounds 1 to {{last}}.',
    unknownTeam: 'There is no team with starting number {{startNo}}.',
  },
};
