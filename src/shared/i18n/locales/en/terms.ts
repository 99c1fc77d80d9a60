/**
 * The draughts arbiter's core words, one name per concept (docs/GLOSSARY.md). Labels that are
 * exactly one of these words point here with `$t(terms:…)`, so a word is changed in one place.
 */
export default {
  board: 'Board',
  bye: 'Bye',
  roundRobin: 'round robin',
  doubleRoundRobin: 'double round robin',
  cycle: 'cycle',
  swiss: 'Swiss',
  withdraw: 'Withdraw',
  withdrawn: 'withdrawn',
  remove: 'Remove',
  cut: 'cut',
  twoLegs: 'Two games per round, colours reversed',
};
