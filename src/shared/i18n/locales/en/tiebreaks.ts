/**
 * The words of each tiebreak criterion (RULES.md R9.5, R9.6), one block per code: the short
 * heading over its column, its name (the breakdown, the print, the website, the settings), what it
 * sums or counts (under its name in the breakdown and in the legend of the standings), and where it
 * needs them, the settings' choice label, a legend sentence and the breakdown's sentences. A new
 * criterion adds one block here and in fr, nl and pl (test/shared/tiebreak-words.test.ts). Also: the
 * general Cut-n / Median-n, the FIDE C.07 code line, the unplayed-rounds edition.
 */
import type { TiebreakWords } from '../tiebreak-words';

export default {
  code: {
    BH: {
      short: 'Solk',
      name: 'Solkoff (Buchholz)',
      explain: "Sums each opponent's final score.",
      choice: '$t(tiebreaks:code.BH.name)',
    },
    'BH/C1': { short: 'Solk-1', name: 'Truncated Solkoff', choice: '$t(tiebreaks:code.BH/C1.name)' },
    'BH/C2': { short: 'Solk-2', name: 'Solkoff without the two lowest' },
    'BH/M1': { short: 'Solk-M', name: 'Median Solkoff', choice: '$t(tiebreaks:code.BH/M1.name)' },
    'BH/M2': { short: 'Solk-M2', name: 'Solkoff without the two highest and the two lowest' },
    FB: {
      short: 'FB',
      name: 'Fore Buchholz',
      explain: "Sums each opponent's final score, every game of the last round counted as a draw.",
    },
    AOB: {
      short: 'AOB',
      name: 'Average of opponents’ Buchholz',
      explain: 'Averages the Solkoff of each opponent met over the board.',
    },
    'SOLK+': { short: 'Solk+', name: 'Solkoff-plus', explain: 'Sums the Solkoff of each opponent.' },
    SB: {
      short: 'SB',
      name: 'Sonneborn-Berger',
      explain:
        'Sums the final score of each opponent beaten and half the final score of each opponent drawn with.',
      legend:
        'A half (½) comes from a draw: it counts half the score of an opponent drawn with (R9.2), so on a 2/1/0 scale it can end in ½.',
    },
    'SB/C1': { short: 'SB-1', name: 'Sonneborn-Berger Cut 1' },
    'SB/C2': { short: 'SB-2', name: 'Sonneborn-Berger without the two lowest' },
    'SB/M1': { short: 'SB-M', name: 'Median Sonneborn-Berger' },
    'SB/M2': { short: 'SB-M2', name: 'Sonneborn-Berger without the two highest and the two lowest' },
    KS: {
      short: 'KS',
      name: 'Koya system',
      explain: 'Sums the points scored against the entrants who finished on at least half the maximum score.',
      choice: '$t(tiebreaks:code.KS.name) ($t(terms:roundRobin))',
    },
    WIN: {
      short: 'Wins',
      name: 'Wins, played or not',
      explain:
        'Counts the games won, over the board or without play (a forfeit or a no-show won: FIDE C.07 WIN); a bye is not a win (R9.4). The games won over the board alone are another criterion (WON).',
    },
    WON: { short: 'WON', name: 'Games won over the board', explain: 'Counts the games won over the board.' },
    BPG: { short: 'BPG', name: 'Games played with Black', explain: 'Counts the games played with Black.' },
    BWG: {
      short: 'BWG',
      name: 'Games won with Black',
      explain: 'Counts the games won with Black over the board.',
    },
    GE: {
      short: 'GE',
      name: 'Games elected to play',
      explain:
        'Counts the rounds the entrant chose to play: every round but a forfeit lost, a bye asked for or an absence.',
    },
    PS: {
      short: 'PS',
      name: 'Progressive score',
      explain: "Sums the entrant's running score after each round.",
    },
    'PS/C1': { short: 'PS-1', name: 'Progressive score Cut 1' },
    DE: {
      short: 'DE',
      name: 'Direct encounter',
      explain: 'Sums the points scored in the games among the tied entrants only.',
      legend:
        'Blank for an entrant not tied with anyone when it is applied (the same points and the same criteria before it); in brackets where the tied have not all met each other and it does not order the entrant (FIDE C.07 Art. 6).',
      why: {
        alone:
          'No figure: not tied with anyone when it is applied (the same points and the same criteria before it).',
        allMet:
          'Among {{list}}: all of them met each other, so the points scored in those games order them (FIDE C.07 Art. 6).',
        ahead:
          'Among {{list}}: not all of them met ({{pairs}} did not play); this entrant scored more among them than any other could still reach with a win in every game not played, so it ranks ahead of them (FIDE C.07 Art. 6).',
        notApplied:
          'Among {{list}}: not all of them met ({{pairs}} did not play), and this entrant is not out of the others’ reach, so the direct encounter does not order it (the figure in brackets): the next criterion does (FIDE C.07 Art. 6).',
      },
    },
    OWP: {
      short: 'OWP',
      name: 'Opponents’ win percentage',
      explain: "Averages each opponent's percentage of games won.",
    },
    ARO: {
      short: 'ARO',
      name: 'Average rating of opponents',
      explain: 'Averages the rating of each opponent met over the board.',
    },
    'ARO/C1': { short: 'ARO-1', name: 'Average rating of opponents Cut 1' },
    TPR: {
      short: 'TPR',
      name: 'Tournament performance rating',
      explain:
        'The average rating of the opponents met over the board, plus the rating difference that matches the share of points scored against them.',
    },
    PTP: {
      short: 'PTP',
      name: 'Perfect tournament performance',
      explain:
        'The lowest rating with which the expected score against the opponents met over the board reaches the points scored against them.',
    },
    APRO: {
      short: 'APRO',
      name: 'Average performance rating of opponents',
      explain: 'Averages the performance rating of each opponent met over the board.',
    },
    APPO: {
      short: 'APPO',
      name: 'Average perfect performance of opponents',
      explain: 'Averages the perfect tournament performance of each opponent met over the board.',
    },
    TPN: {
      short: 'Start',
      name: 'Starting number',
      explain: 'The starting number: the lower one ranks first.',
    },
  } satisfies TiebreakWords,
  modified: {
    name: { C: '{{name}}, Cut-{{n}}', M: '{{name}}, Median-{{n}}' },
    short: { C: '{{short}}-C{{n}}', M: '{{short}}-M{{n}}' },
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
  screen: { edition: '{{policy}} Chosen in the settings: “{{setting}}”.' },
};
