/** Settings validation (RULES.md R1-R5, R9.5, R11, R12): each message names the rule and the fix. */
export default {
  invalid: 'The tournament settings are not valid: {{issues}}',
  nameRequired: 'The tournament needs a name.',
  textTooLong: 'This text is too long: at most {{max}} characters.',
  timeControlRequired: "Enter the time control as it is printed on the round sheet, e.g. 90'+30''.",
  scheduledStartInvalid: 'The scheduled start must be a date and time (R1.2); "{{value}}" is not one.',
  durationRange:
    'The announced duration must be between {{min}} and {{max}} minutes (R1.2); you entered {{value}}.',
  startInPast:
    'The scheduled start {{start}} is already past. Dates stay free for a tournament entered afterwards; check it is not a typing slip.',
  startFarAhead:
    'The scheduled start {{start}} is more than a year ahead. Check the year: it is kept as you typed it.',
  announcedEndRequired:
    'The close by the clock needs the announced end: the date and time the tournament ends (R15.1).',
  announcedEndInvalid: 'The announced end must be a date and time (R15.1); "{{value}}" is not one.',
  announcedEndBeforeStart:
    'The announced end {{end}} is not after the start: set the day and hour the tournament ends (R15.1).',
  announcedEndTooLate: 'A tournament ends at most {{days}} days after its start (R1.2): set an earlier end.',
  announcedEndPassed:
    'The announced end {{end}} is already over: with the close by the clock on, the tournament would close before it is played (R15.1). Set a later end, or turn the close off.',
  dateInvalid:
    'A printed date is a day, YYYY-MM-DD; "{{value}}" is not one. Leave it empty to print the days rounds were paired.',
  endDateBeforeStart: 'The last day {{end}} comes before the first day {{start}}: correct one of them.',
  seatsRange: 'Seats must be between {{min}} and {{max}} (R1.2); you entered {{value}}.',
  seatsBelowEntrants: '{{count}} entrants are already registered: seats cannot go below that (R1.2).',
  minimumRange:
    'The minimum to start must be between {{min}} and the seats, {{max}} (R1.2); you entered {{value}}.',
  thresholdRange: 'Threshold must be between {{min}} and {{max}} (R2.2); you entered {{value}}.',
  swissRoundsNotSwiss: 'A number of Swiss rounds cannot be set for a forced round robin (R3.5); clear it.',
  swissRoundsRange:
    'The number of Swiss rounds must be between {{min}} and {{max}}, one less than the seats (R3.5); you entered {{value}}.',
  extraRoundWithExplicit:
    'With an explicit number of rounds ({{rounds}}) the extra round does not apply (R3.4, R3.5): set the total you want and turn the extra round off.',
  extraRoundNotSwiss: 'The extra round exists only in a Swiss (R3.4); turn it off for a forced round robin.',
  accelerationNotSwiss:
    'Accelerated rounds (FIDE C.04.5.1, Baku) are a Swiss\'s: the format "Always round robin" has none. Choose no acceleration, or another format.',
  accelerationPointSystem:
    "Accelerated rounds give a win's points, then a draw's, as virtual points: the point system must count a draw as half a win and a loss as nothing.",
  cyclesNotSwiss:
    'A double round robin is a round robin played twice: the format "Always Swiss" plays none. Choose one cycle, or another format.',
  openingNeedsTable:
    'The opening mode "{{mode}}" draws from an official table, which exists only for Italian and English draughts (R11.1); choose free move or random moves for this variant.',
  themedOpeningRequired: 'A themed tournament needs its opening from the official table (R11.1).',
  themedOpeningUnknown:
    'Opening {{number}} is not in the official {{variant}} table that tournaments draw from: pick one from the list (R11.4).',
  themedOpeningUnused:
    'A themed opening is set but the setting "Opening" is not "Themed (one opening for every game)" (R11.1): clear it.',
  floorDroppedCasual:
    'Saved casual, without the rating floor of {{floor}}: the opening mode "{{mode}}" without "$t(terms:twoLegs)" makes the tournament casual (R12.2), and a casual tournament has no floor (R12.1). To make it rated, turn "$t(terms:twoLegs)" on, then set the floor again.',
  samePersonOverlap:
    '{{player}} (ID {{ratingId}}) is an entrant of this tournament and of "{{other}}", which would then run at the same time (R1.5). Choose a start and an end (or a duration) that do not overlap "{{other}}", or remove the entrant from one of them.',
  floorNeedsRated:
    'A rating floor applies only to a rated tournament (R12.1): clear the floor or make it rated.',
  floorRange:
    'The rating floor must be between {{min}} and {{max}} in steps of {{step}} (R12.1); you entered {{value}}.',
  pointsNegative: 'Points cannot be negative (R4.1).',
  pointsOrder: 'A win must be worth more than a draw, and a draw at least a loss (R4.1).',
  pointsScale: 'The point scale must be at least 1.',
  tiebreaksEmpty: 'Choose at least one tiebreak, or use the default sequence of the format (R9.5).',
  tiebreakTwice: 'The tiebreak {{code}} appears twice in the sequence (R9.5); keep it once.',
  casualChosen: 'Casual: the tournament is not rated, as chosen (R12.1).',
  casualStrongOpening:
    'Casual: the opening mode "{{mode}}" goes above 2N/2B, which needs "$t(terms:twoLegs)" to be rated (R12.2). Turn "$t(terms:twoLegs)" on to make it rated again.',
  /** R12.3: how many games can be rated (RatedGamesSchema). */
  ratedGames: {
    none: '0 games can be rated: no entrant has a rating for $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}), the variant and time control of this tournament, and a game is rated only when at least one of its two players has one (R12.3). Before round 1, enter the ratings on the Entrants screen or register the entrants from a list that rates this variant and time control.',
    nonePaired:
      '0 of {{total}} games paired so far can be rated: no entrant has a rating for $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}), the variant and time control of this tournament, and a game is rated only when at least one of its two players has one (R12.3).',
    paired:
      '{{rateable}} of {{total}} games paired so far can be rated: a game is rated when it is played over the board (a forfeit, a no-show or a bye never is) and at least one of its two players has a rating for $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}) (R12.3); {{rated}} of the {{entrants}} entrants have one.',
    expected:
      '{{rateable}} of the {{total}} games the {{entrants}} present will play can be rated: {{rated}} of them have a rating for $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}), and a game is rated when it is played over the board and at least one of its two players has one (R12.3).',
    entrants:
      '{{rated}} of the {{entrants}} present have a rating for $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}): a game can be rated when it is played over the board and at least one of its two players has one (R12.3), so how many depends on the pairings.',
  },
};
