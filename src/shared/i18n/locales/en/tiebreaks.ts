/**
 * Tiebreaks (RULES.md R9.5, R9.6): what each figure sums or counts, shown under its name in the
 * breakdown on screen and in print; the FIDE C.07 code each criterion maps to; the names of the
 * general Cut-n / Median-n; the unplayed-rounds edition on the Standings screen.
 */
export default {
  explain: {
    BH: "Sums each opponent's final score.",
    FB: "Sums each opponent's final score, every game of the last round counted as a draw.",
    AOB: 'Averages the Solkoff of each opponent met over the board.',
    'SOLK+': 'Sums the Solkoff of each opponent.',
    SB: 'Sums the final score of each opponent beaten and half the final score of each opponent drawn with.',
    KS: 'Sums the points scored against the entrants who finished on at least half the maximum score.',
    WIN: 'Counts the games won, over the board or without play (a forfeit or a no-show won: FIDE C.07 WIN); a bye is not a win (R9.4). The games won over the board alone are another criterion (WON).',
    WON: 'Counts the games won over the board.',
    BPG: 'Counts the games played with Black.',
    BWG: 'Counts the games won with Black over the board.',
    GE: 'Counts the rounds the entrant chose to play: every round but a forfeit lost, a bye asked for or an absence.',
    PS: "Sums the entrant's running score after each round.",
    DE: 'Sums the points scored in the games among the tied entrants only.',
    OWP: "Averages each opponent's percentage of games won.",
    ARO: 'Averages the rating of each opponent met over the board.',
    TPR: 'The average rating of the opponents met over the board, plus the rating difference that matches the share of points scored against them.',
    PTP: 'The lowest rating with which the expected score against the opponents met over the board reaches the points scored against them.',
    APRO: 'Averages the performance rating of each opponent met over the board.',
    TPN: 'The starting number: the lower one ranks first.',
    cut1: 'The least significant value is left out.',
    cutN: 'The {{n}} least significant values are left out.',
    median1: 'The least and the most significant values are left out.',
    medianN: 'The {{n}} least and the {{n}} most significant values are left out.',
    firstRound: 'The first round is left out.',
  },
  fide: {
    code: 'FIDE C.07: {{code}}',
    none: 'No FIDE C.07 code.',
    solkoffPlus: "No FIDE C.07 code: FMJD's criterion; FIDE's AOB averages the same figures.",
  },
  modified: {
    name: { C: '{{name}}, Cut-{{n}}', M: '{{name}}, Median-{{n}}' },
    short: { C: '{{short}}-C{{n}}', M: '{{short}}-M{{n}}' },
  },
  screen: {
    edition: '{{policy}} Chosen in the settings: “{{setting}}”.',
  },
};
