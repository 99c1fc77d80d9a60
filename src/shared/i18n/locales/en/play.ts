/** Playing a tournament: start, rounds, results, corrections, standings, the activity log (issue 5). */
export default {
  alreadyStarted: '"{{name}}" has already started: the start decision and the lots cannot be taken again.',
  samePersonTwice:
    '{{first}} and {{second}} have the same rating-list ID {{ratingId}}: one person cannot be paired twice. Remove one of them, or correct the ID, then start again.',
  cancelled:
    '"{{name}}" cancelled itself at the start (too few entrants present, R2.1); nothing can be paired.',
  withdrawBeforeStart:
    '"{{name}}" has not started: nothing was played, so {{entrant}} is not withdrawn but removed from the Entrants screen (entrant.remove, R1.3).',
  cancelledByOrganiser: '"{{name}}" was cancelled by the organiser before its start; nothing can be paired.',
  notStarted: '"{{name}}" has not started yet: start it first (R2).',
  explainNotSwiss:
    'Round {{round}} is a round of a round robin: its pairing comes from the Berger table, not from the Dutch system, and has nothing to explain.',
  whyNotSame: 'Choose two different entrants.',
  whyNotAbsent:
    '{{name}} is not paired in round {{round}} (absent or withdrawn): choose an entrant of the round.',
  roundNotPaired: 'Round {{round}} is not paired yet.',
  entrantNotInTournament:
    'Entrant {{id}} does not play in this tournament (not present at the start, or unknown).',
  unfinishedRound_one:
    'Round {{round}} still has {{count}} game without a result: enter it (or rule it drawn, R15) before pairing the next round.',
  unfinishedRound_few:
    'Round {{round}} still has {{count}} games without a result: enter them (or rule them drawn, R15) before pairing the next round.',
  unfinishedRound_many:
    'Round {{round}} still has {{count}} games without a result: enter them (or rule them drawn, R15) before pairing the next round.',
  unfinishedRound_other:
    'Round {{round}} still has {{count}} games without a result: enter them (or rule them drawn, R15) before pairing the next round.',
  tournamentFinished:
    'The tournament is finished: all {{rounds}} rounds are played and every game has its result. A result can still be corrected.',
  allRoundsPaired: 'All {{rounds}} rounds are paired: there is no next round.',
  noPairingForbidden:
    'Even with rematches, no pairing of round {{round}} keeps the forbidden pairs apart. Remove a forbidden pair for this round ("Entrants" screen, "Forbidden pairs"), or pair this round by hand.',
  noValidPairing:
    'No pairing of round {{round}} respects the absolute rules (R6.2): two entrants would meet a second time, or a bye would go to an entrant who already had one. Check the absences, or confirm the pairing with the fewest rematches.',
  noSuchBoard: 'There is no board {{board}} in this round (boards 1 to {{boards}}).',
  boardIsBye: 'Board {{board}} of round {{round}} is the bye: there is no game to score.',
  noSuchLeg:
    'Board {{board}} of round {{round}} has no game {{leg}}: this tournament plays one game per board.',
  useCorrection:
    'Round {{round}} is not the current round ({{latest}}): change its result as a correction (R6.7).',
  ruleBeforeEnd:
    'The close by the clock is on and its time has not come: open games can be ruled drawn from {{end}} on, ten minutes after the announced end (R15.1). Enter the results played until then.',
  nothingToRule: 'Every game of round {{round}} already has a result: there is nothing to rule a draw (R15).',
  pairAfterEnd:
    'The announced end was {{end}}: with the close by the clock on, nothing new is paired after it (R15.1), so round {{round}} cannot be paired. If the tournament goes on, move the end or turn the close off first.',
  closedByDuration:
    '"{{name}}" was closed by the clock at {{at}}, ten minutes after its announced end (R15.1): nothing more is paired. Results can still be corrected; "Reopen…" takes the close back.',
  extendAfterClose:
    '"{{name}}" was closed by the clock at {{at}}: its end can only be moved before the close (R15.1). Reopen it first.',
  extendTooLong:
    'A tournament ends at most {{max}} minutes after its start; with this extension it would end {{total}} minutes after it. Add fewer minutes.',
  extendWithoutEnd:
    '"{{name}}" has no close by the clock, so there is no end to move. Set an announced end first if it should close by itself (R15.1).',
  closeOfArena:
    '"{{name}}" is an arena: it always closes at the end of its duration (R14.1, R15.1); extend the arena instead.',
  reopenFirst: '"{{name}}" was closed by the clock at {{at}}: reopen it to set its close again (R15.1).',
  closeAfterEnd: '"{{name}}" is over: there is no close left to set (R15.1).',
  notClosedByClock: '"{{name}}" was not closed by the clock: there is nothing to reopen (R15.1).',
  notClosedDraw:
    'Game {{id}} is not one of the games the close ruled drawn: only those can be cleared when reopening. Reload the list and choose again.',
  confirmRepair:
    'This correction changes the pairing of round {{round}}, which has no result yet (R6.7). Look at the old and the new pairing, then confirm.',
  notInRound:
    'Entrant {{id}} is not paired in this round (absent or withdrawn): only paired entrants can be moved.',
  pairSelf: 'An entrant cannot be paired against themselves.',
  editLatestOnly: 'Only the current round ({{latest}}) can be edited, not round {{round}}.',
  editBoardHasResult:
    'Board {{board}} of round {{round}} already has a result: clear it before changing the pairing.',
  confirmEdit: 'This edit needs your confirmation (R6.6): {{issues}}',
  warning: {
    rematch: 'board {{board}}: {{white}} and {{black}} already played each other in round {{round}} (R6.2).',
    forbidden:
      'board {{board}}: {{white}} and {{black}} are a forbidden pair in this round; they are kept apart ("Forbidden pairs").',
    thirdWhite: 'board {{board}}: {{name}} would have White for the third time in a row.',
    thirdBlack: 'board {{board}}: {{name}} would have Black for the third time in a row.',
    colourDifference:
      'board {{board}}: {{name}} would have {{whites}} White and {{blacks}} Black, a difference beyond 2.',
    byeAgain: '{{name}} already had a bye or a forfeit win and would get the bye again (R4.3).',
  },
  absenceRoundPaired:
    'Round {{round}} is already paired: record the absence of {{name}} as a forfeit on their board (R10.1).',
  absenceUnmarkPaired:
    'Round {{round}} is already paired: {{name}} can no longer be marked present again for it (R10.1). From the next round on, {{name}} is paired as usual.',
  absenceNoSuchRound: 'The tournament has {{rounds}} rounds: there is no round {{round}}.',
  alreadyWithdrawn: '{{name}} has already withdrawn (R10.2).',
  undoNothing: 'There is nothing to undo.',
  undoChanged: 'The last action cannot be undone: what it changed has been changed again since.',
  themedOpeningMissing:
    'A {{variant}} tournament cannot draw from an official opening table: only Italian and English draughts have one; choose random moves or free move in the settings (R11.1).',
  openingsTooFew:
    'A Swiss of {{rounds}} rounds needs {{rounds}} different openings (R11.2: none is played twice), and the opening setting gives only {{count}}. Before the start, choose more random moves or a larger ceiling in the settings, or fewer rounds.',
  openingsExhausted:
    'No opening is left to draw: the {{count}} openings allowed have all been played, and a Swiss never repeats one (R11.2). Choose a larger ceiling or more random moves in the settings.',
  redrawNotLatest:
    'Only the opening of the latest round can be drawn again: round {{round}} is followed by round {{latest}}.',
  redrawNotDrawn: 'Nothing is drawn in this opening mode ({{mode}}): the opening stays as the settings say.',
  redrawHasResults_one:
    'Round {{round}} already has {{count}} result: its opening is played and cannot be drawn again (R11.2).',
  redrawHasResults_few:
    'Round {{round}} already has {{count}} results: its opening is played and cannot be drawn again (R11.2).',
  redrawHasResults_many:
    'Round {{round}} already has {{count}} results: its opening is played and cannot be drawn again (R11.2).',
  redrawHasResults_other:
    'Round {{round}} already has {{count}} results: its opening is played and cannot be drawn again (R11.2).',
  unpairNotLatest: 'Only the latest round can be unpaired: round {{round}} is followed by round {{latest}}.',
  unpairHasResults_one:
    'Round {{round}} already has {{count}} result: clear it first (undo or correction), then unpair the round.',
  unpairHasResults_few:
    'Round {{round}} already has {{count}} results: clear them first (undo or correction), then unpair the round.',
  unpairHasResults_many:
    'Round {{round}} already has {{count}} results: clear them first (undo or correction), then unpair the round.',
  unpairHasResults_other:
    'Round {{round}} already has {{count}} results: clear them first (undo or correction), then unpair the round.',
  unpairWithdrawn:
    '{{name}} withdrew during round {{round}}: undo the withdrawal first, then unpair the round.',
  undoNotSupported:
    'The last action ($t(activity:action.{{action}})) cannot be undone here; change it again by hand.',
  undoNextHasResults:
    'Round {{round}} already has results: the correction that re-paired it cannot be undone.',
  undoNextPaired: 'Round {{round}} is already paired: the last action can no longer be undone.',
  decidedBy: {
    points: '{{above}} is above {{below}} on points.',
    withdrawn: '{{above}} is above {{below}}: withdrawn entrants rank behind every entrant still in (R10.2).',
    tiebreak:
      '{{above}} and {{below}} have the same points; {{criterion}} separates them: {{aboveValue}} against {{belowValue}}.',
    tied: 'Nothing separates {{above}} and {{below}}: they share the rank.',
    tiebreakAfter:
      '{{above}} and {{below}} have the same points ({{points}}); {{equal}}; then "{{criterion}}" separates them: {{aboveValue}} against {{belowValue}}.',
    tiedAfter:
      'Nothing separates {{above}} and {{below}}: the same points ({{points}}); {{equal}}; they share the rank.',
    equal: '{{criterion}} {{aboveValue}} = {{belowValue}}',
    notApplied: '{{criterion}} {{aboveValue}} and {{belowValue}} does not apply ({{reason}})',
    unmet: 'not all the tied entrants met each other: {{pairs}} did not play',
    pair: '{{a}} and {{b}}',
    withReason: '{{sentence}} {{reason}}',
    deAllMet: '{{criterion}} applies: all the tied entrants ({{list}}) met each other (FIDE C.07 Art. 6).',
    deAhead:
      '{{criterion}} applies although not all the tied entrants ({{list}}) met ({{pairs}} did not play): {{above}} scored more among them than {{below}} could still reach with a win in every game not played (FIDE C.07 Art. 6).',
  },
};
