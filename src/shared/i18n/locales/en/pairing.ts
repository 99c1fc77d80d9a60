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
};
