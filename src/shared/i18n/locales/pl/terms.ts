/**
 * Słowa sędziego warcabowego, jedna nazwa dla jednego pojęcia (docs/GLOSSARY.md; PZWarc, FMJD).
 * Etykiety, które są dokładnie jednym z tych słów, odsyłają tutaj przez `$t(terms:…)`.
 */
export default {
  board: 'Stolik',
  bye: 'Pauza',
  roundRobin: 'system kołowy',
  doubleRoundRobin: 'turniej dwukołowy',
  cycle: 'koło',
  swiss: 'system szwajcarski',
  withdraw: 'Wycofaj',
  withdrawn: 'wycofany',
  remove: 'Usuń',
  cut: 'odrzucony',
  twoLegs: 'Dwie partie w rundzie, ze zmianą kolorów',
};
