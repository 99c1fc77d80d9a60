export default {
  start: {
    cancelled: '{{present}} present, minimum {{minimum}}: the tournament is cancelled.',
    roundRobin: '{{present}} present, threshold {{threshold}}: round robin, {{rounds}} rounds.',
    roundRobinForced: '{{present}} present, round robin set by the regulations: {{rounds}} rounds.',
    swiss: '{{present}} present, threshold {{threshold}}: Swiss, {{rounds}} rounds.',
    swissForced: '{{present}} present, Swiss set by the regulations: {{rounds}} rounds.',
    'force-round-robin': 'The setting "Format" is "Always round robin": it decides the format.',
    'force-swiss': 'The setting "Format" is "Always Swiss": it decides the format.',
    double:
      'Double round robin: the Berger table twice, the second cycle with colours reversed: {{rounds}} rounds, {{cycle}} in each cycle.',
    doubleOfFour:
      'Double round robin of 4: six games each, one a round, so the two games a round of a single round robin of 4 (R3.2) are not added: {{rounds}} rounds.',
    doubleIgnoredSwiss:
      'The double round robin is ignored: {{present}} present, threshold {{threshold}}, the start gives a Swiss (R2.2). To play it, set "Format" to "Always round robin".',
    twoLegsForced:
      'A round robin of {{present}} always plays two games per round, colours reversed: six games each (R3.2).',
    extraRoundIgnoredRoundRobin: 'The extra round is ignored: it applies to a Swiss only.',
    extraRoundIgnoredExplicit: 'The extra round is ignored: the number of rounds is set explicitly.',
    extraRoundIgnoredField:
      'The extra round is ignored: {{present}} entrants cannot play more than {{rounds}} rounds without meeting twice.',
    extraRoundAdded: 'Extra round added: {{rounds}} rounds.',
    swissRoundsSet: 'Number of Swiss rounds set by the regulations: {{rounds}}.',
    swissRoundsIgnored: 'The number of Swiss rounds is ignored: the tournament is a round robin.',
    roundsCapped: 'The table gives {{table}} rounds, but {{rounds}} is the most this field can play.',
    badPresent:
      'The number of entrants present must be a whole number from 0 to {{max}} (R1.2: at most {{max}} seats), not {{present}}.',
    badThreshold: 'The threshold must be between {{min}} and {{max}}, not {{threshold}}.',
    badMinimum: 'The minimum to start must be at least {{min}}, not {{minimum}}.',
    badSwissRounds: 'The number of Swiss rounds must be between 1 and {{max}}, not {{rounds}}.',
    roundRobinTooLarge:
      'A round robin takes at most {{max}} players (R2.2), and {{present}} are present. Set the format to Swiss or automatic in the settings, or mark fewer entrants present.',
  },
  format: {
    swiss: '$t(terms:swiss)',
    'round-robin': '$t(terms:roundRobin)',
    cancelled: 'cancelled',
  },
  berger: {
    outOfRange: 'The Berger tables cover {{min}} to {{max}} entrants, not {{count}}.',
    round: 'Round {{round}}',
    bye: 'bye',
  },
  sheet: {
    duplicateEntrant: 'Starting number {{startNo}} is given to two entrants.',
    unknownEntrant: 'Round {{round}} names starting number {{startNo}}, which no entrant has.',
    twiceInRound: 'Round {{round}}: entrant {{startNo}} appears twice.',
    selfPairing: 'Round {{round}}: entrant {{startNo}} is paired against themselves.',
    gameCount:
      'Round {{round}}, board {{white}}-{{black}}: {{found}} games recorded, the round has {{expected}} per board.',
  },
  tiebreak: {
    unknownCode:
      'Unknown tiebreak "{{code}}". Known tiebreaks: {{known}}; BH, FB, SB and ARO also take any Cut-n (/C3) or Median-n (/M2).',
  },
  trf: {
    resultMismatch:
      "Line {{line}}: round {{round}} of player {{startNo}} against {{opponent}} does not match the result on the opponent's line.",
    unplayedResult:
      'Line {{line}}: round {{round}} of player {{startNo}} has an opponent but result "{{result}}"; an unplayed game is "+" or "-".',
    pointsMismatch:
      'Line {{line}}: player {{startNo}} has {{stated}} points, but the results add up to {{computed}}.',
  },
  cli: {
    missingFile: 'Give the TRF file to read.',
    cannotRead: 'Cannot read the file "{{file}}".',
    missingValue: 'The option {{option}} needs a value.',
    badNumber: 'The option {{option}} needs a whole number, not "{{value}}".',
    badProbability: 'The option {{option}} needs a probability between 0 and 1, not "{{value}}".',
    outOfRange: 'The option {{option}} takes a whole number from {{min}} to {{max}}.',
    unknownOption: 'Unknown option "{{option}}".',
    badFormat: 'Unknown format "{{value}}": use swiss or round-robin.',
    badUnplayed: 'Unknown unplayed-games policy "{{value}}": use recorded, fide-2023 or fide-2026.',
    format: 'Format',
    rounds: 'Rounds',
    gamesPerRound: 'Games per board',
    rank: 'Rank',
    startNo: 'No.',
    points: 'Points',
  },
  draughts: {
    badVariant: 'Unknown variant "{{value}}": use one of {{list}}.',
    badFen: 'The position "{{fen}}" cannot be read: {{reason}}.',
    badDuplicates: '--duplicates takes "keep" or "paths", not "{{value}}".',
    badDepth: 'The depth must be 1 to 30, not {{value}}.',
    badCeiling: 'The ceiling must be 1, 2, 3 or all, not "{{value}}".',
    barred: '(barred)',
    noTable: '{{variant}} draughts has no official opening table: only Italian and English have one.',
    total: 'Total',
    perftLine: 'depth {{depth}}: {{nodes}} nodes ({{ms}} ms)',
  },
};
