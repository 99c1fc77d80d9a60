export default {
  trfBadRecord: 'Line {{line}}, column {{column}}: this line does not follow the TRF layout.',
  trfShortLine:
    'Line {{line}}: a player line must be at least 84 characters long (it stops at column {{column}}).',
  trfBadNumber: 'Line {{line}}, column {{column}}: "{{text}}" is not a valid number here.',
  trfPointsOffSystem:
    "Line {{line}}, column {{column}}: the total {{points}} cannot be scored in this file's point system (win {{win}}, draw {{draw}}, loss {{loss}}, bye {{bye}}): its totals go in steps of {{step}}. Check the total, or the point system (BBW, BBD, BBL, BBU or 162).",
  trfBadOpponent: 'Line {{line}}, column {{column}}: "{{text}}" is not a valid opponent.',
  trfBadColour: 'Line {{line}}, column {{column}}: unknown colour; use w, b or -.',
  trfBadResult: 'Line {{line}}, column {{column}}: the result "{{text}}" does not fit this round entry.',
  trfBadPointSystem: 'Line {{line}}, column {{column}}: the point system cannot be read.',
  trfDuplicatePlayer: 'Line {{line}}: starting number {{number}} is used twice.',
  trfOpponentMismatch:
    'Line {{line}}, column {{column}}: round {{round}} of player {{number}} names opponent {{opponent}}, whose line does not name {{number}} back with the other colour.',
  trfPointsMismatch:
    'Line {{line}}, column {{column}}: player {{number}} has {{found}} points, but the results add up to {{expected}}.',
  trfNoRounds: 'The file does not say how many rounds the tournament has (XXR or 142 line).',
  trfTournamentOver: 'All {{rounds}} rounds have been paired already: there is no next round to pair.',
  noValidPairing:
    'No pairing of round {{round}} respects the absolute rules: two entrants would meet a second time, or a bye would go to an entrant who already had one. Check the absences, or pair this round by hand.',
  fileUnreadable: 'Cannot read the file "{{file}}".',
  usagePair:
    'Usage: diagonal pair FILE.trf [-o OUT] [--checklist FILE] | diagonal pair FILE.trf --teams [--match-points W,D,L]',
  usageCheck: 'Usage: diagonal check FILE.trf',
  usageGenerate:
    'Usage: diagonal generate --entrants N --rounds R --seed S [--forbidden K] [--accelerated] [--draws P] [--forfeits P] [--absences P] -o FILE.trf',
  generateStopped:
    'No pairing of round {{round}} respects the absolute rules (forbidden pairs, rematches): the tournament was written with its first {{rounds}} rounds.',
  generateWritten: '{{file}}: {{entrants}} entrants, {{rounds}} rounds.',
  checkRoundDiffers: 'Round {{round}}: the recorded pairing differs from the Dutch system.',
  checkAllIdentical: 'All {{rounds}} rounds are paired as the Dutch system pairs them.',
  checkSummary: '{{differing}} of {{rounds}} rounds differ.',
  checkHeader: 'recorded | Dutch system',
  usageExplain:
    'Usage: diagonal explain FILE.trf [--round N] [--json] [--why-not A B] (A and B: starting numbers)',
  explainUnknownEntrant: 'There is no entrant with starting number {{number}} in round {{round}}.',
  explainRound: 'Round {{round}}: why this pairing',
  explainBoard: 'Board {{board}}: {{white}} – {{black}}',
  explainSide: '  {{name}}, score group {{group}}: {{float}}; {{colour}}.',
  explainFloatNone: 'plays in their own score group',
  explainFloatDown: 'floats down to score group {{to}} ({{chain}})',
  explainLeftOver: 'left over in the bracket of {{from}}: {{reason}}',
  explainFloatUp: 'floats up to meet {{opponent}}, moved down from score group {{from}}',
  explainReasonOdd: 'the bracket has an odd number of entrants',
  explainReasonIncompatible: 'no compatible opponent in the bracket (C1, C3)',
  explainReasonBest: 'the bracket’s best pairing by the criteria (C4, C6–C21)',
  explainWhite: 'White',
  explainBlack: 'Black',
  explainStrength_absolute: 'absolute',
  explainStrength_strong: 'strong',
  explainStrength_mild: 'mild',
  explainStrength_none: 'no',
  explainGranted: 'own preference granted',
  explainNotGranted: 'own preference not granted',
  explainColourE1: '{{colour}}, {{strength}} colour preference granted (E.1)',
  explainColourE1None: '{{colour}}, no colour preference: the opponent’s preference granted (E.1)',
  explainColourE2Won: '{{colour}}, the stronger preference ({{strength}}) granted (E.2)',
  explainColourE2Lost:
    '{{colour}}: the opponent’s stronger preference granted, own {{strength}} preference not (E.2)',
  explainColourE3:
    '{{colour}}, alternation from the latest round in which the two had different colours (E.3); {{granted}}',
  explainColourE4:
    '{{colour}}, the rank rule: the higher-ranked entrant’s preference granted (E.4); {{granted}}',
  explainColourE5:
    '{{colour}}, neither has a preference: the higher-ranked entrant’s pairing number and the colour drawn before round 1 decide (E.5)',
  explainByeLowest:
    'Bye: {{name}}, score group {{group}}, the lowest-ranked entrant who may receive it (C2, C5).',
  explainByeBest:
    'Bye: {{name}}, score group {{group}}: entrants ranked lower may receive it, but the bracket’s best pairing by the criteria (C4, C5–C21) leaves {{name}} over.',
  explainByePaired: '  {{name}} may receive it and is paired.',
  explainByeBar_pab: '  {{name}} may not receive it: bye in round {{round}} (C2).',
  explainByeBar_forfeitWin: '  {{name}} may not receive it: forfeit win in round {{round}} (C2).',
  explainByeBar_fullBye:
    '  {{name}} may not receive it: a win’s points without playing in round {{round}} (C2).',
  explainCriteriaMet: 'Every quality criterion (C5–C21) is met fully.',
  explainCriteria: 'Quality criteria not met fully:',
  explainCriterion: '  {{criterion}} ({{name}}): {{figure}}',
  explainFigureNone: 'none',
  explainFigureCount: '{{n}}: {{names}}',
  whyNotWeighed: '{{figure}}; {{field}}',
  whyNotField_C6: 'pairs in the bracket: {{n}}',
  whyNotField_C7: 'scores paired in the bracket: {{list}}',
  whyNotField_C8: 'pairs made in the next score group: {{n}}',
  whyNotField_C8Scores: 'pairs made in the next score group: {{n}}, scores paired there {{list}}',
  whyNotField_C9:
    'ranks of the entrants paired at the bye assignee’s score, the fewest games played ranked highest, added up: {{n}}',
  whyNotField_met: 'pairs in the bracket that meet it: {{n}}',
  whyNotField_C14: 'residents paired in the bracket who received a downfloat in the previous round: {{n}}',
  whyNotField_C15:
    'pairs in the bracket without an MDP opponent who received an upfloat in the previous round: {{n}}',
  whyNotField_C16: 'residents paired in the bracket who received a downfloat two rounds before: {{n}}',
  whyNotField_C17:
    'pairs in the bracket without an MDP opponent who received an upfloat two rounds before: {{n}}',
  whyNotField_C18:
    'scores of the entrants paired in the bracket who received a downfloat in the previous round: {{list}}',
  whyNotField_C19:
    'scores of the pairs in the bracket without an MDP opponent who received an upfloat in the previous round: {{list}}',
  whyNotField_C20:
    'scores of the entrants paired in the bracket who received a downfloat two rounds before: {{list}}',
  whyNotField_C21:
    'scores of the pairs in the bracket without an MDP opponent who received an upfloat two rounds before: {{list}}',
  explainFigureScores: 'scores {{list}}: {{names}}',
  explainFigureDifferences: 'score differences {{list}}: {{names}}',
  explainFigureUnplayed_one: '{{count}} unplayed game: {{names}}',
  explainFigureUnplayed_few: '{{count}} unplayed games: {{names}}',
  explainFigureUnplayed_many: '{{count}} unplayed games: {{names}}',
  explainFigureUnplayed_other: '{{count}} unplayed games: {{names}}',
  explainFigureC5: 'the bye goes to score {{bye}}, the lowest score is {{lowest}}: {{names}}',
  criterion_C5: 'minimise the score of the assignee of the pairing-allocated bye',
  criterion_C6: 'minimise the number of downfloaters (maximise the number of pairs)',
  criterion_C7: 'minimise the scores of the downfloaters, highest first',
  criterion_C8:
    'choose the downfloaters so that the next bracket has as few downfloaters as possible, with the lowest scores (C6, C7 there)',
  criterion_C9: 'minimise the number of unplayed games of the assignee of the pairing-allocated bye',
  criterion_C10:
    'minimise the number of topscorers or topscorers’ opponents who get a colour difference higher than +2 or lower than -2',
  criterion_C11:
    'minimise the number of topscorers or topscorers’ opponents who get the same colour three times in a row',
  criterion_C12: 'minimise the number of players who do not get their colour preference',
  criterion_C13: 'minimise the number of players who do not get their strong colour preference',
  criterion_C14:
    'minimise the number of resident downfloaters who received a downfloat in the previous round',
  criterion_C15: 'minimise the number of MDP opponents who received an upfloat in the previous round',
  criterion_C16: 'minimise the number of resident downfloaters who received a downfloat two rounds before',
  criterion_C17: 'minimise the number of MDP opponents who received an upfloat two rounds before',
  criterion_C18:
    'minimise the score differences of resident downfloaters who received a downfloat in the previous round',
  criterion_C19:
    'minimise the score differences of MDP opponents who received an upfloat in the previous round',
  criterion_C20:
    'minimise the score differences of resident downfloaters who received a downfloat two rounds before',
  criterion_C21: 'minimise the score differences of MDP opponents who received an upfloat two rounds before',
  whyNotPaired: '{{a}} and {{b}} are paired in this round.',
  whyNotC1: '{{a}} and {{b}} may not meet (C1): they met already, or the arbiter keeps them apart.',
  whyNotC3:
    '{{a}} and {{b}} may not meet (C3): both have the same absolute colour preference and neither is a topscorer.',
  whyNotImpossible: 'With {{a}} against {{b}} the rest of the round cannot be paired (C4).',
  whyNotWorseRound:
    'With {{a}} against {{b}} the round is worse at {{criterion}} ({{name}}): {{made}} in the pairing made; {{forced}} with them together.',
  whyNotWorse:
    'With {{a}} against {{b}} the bracket of score group {{group}} is worse at {{criterion}} ({{name}}): {{made}} in the pairing made; {{forced}} with them together.',
  whyNotBetter:
    'With {{a}} against {{b}} the bracket of score group {{group}} differs first at {{criterion}} ({{name}}): {{made}} in the pairing made; {{forced}} with them together. The pairing made was decided earlier, by completion (C4) or the next bracket (C8).',
  whyNotEqual:
    '{{a}} against {{b}} is allowed and exactly as good by every criterion C5–C21. What decided for the pairing made is the order of the bracket procedure after C21 (D: the opponents of moved-down entrants first, then transpositions of S2 before exchanges between S1 and S2): in the bracket of score group {{group}}, {{entrant}} meets {{made}} in that order’s first pairing, not {{forced}}.',
};
