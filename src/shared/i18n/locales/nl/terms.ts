/**
 * De woorden van de damarbiter, één naam per begrip (docs/GLOSSARY.md; KNDB, FMJD). Labels die
 * precies een van deze woorden zijn, verwijzen hierheen met `$t(terms:…)`.
 */
export default {
  board: 'Bord',
  bye: 'Bye',
  roundRobin: 'rondtoernooi',
  doubleRoundRobin: 'dubbelrondig rondtoernooi',
  cycle: 'cyclus',
  swiss: 'Zwitsers systeem',
  withdraw: 'Terugtrekken',
  withdrawn: 'teruggetrokken',
  remove: 'Verwijderen',
  cut: 'geschrapt',
  twoLegs: 'Twee partijen per ronde, kleuren omgewisseld',
};
