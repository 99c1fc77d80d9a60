/**
 * Les mots de l’arbitre de dames, un seul nom par notion (docs/GLOSSARY.md ; FFJD, FMJD). Les
 * libellés qui sont exactement l’un de ces mots y renvoient par `$t(terms:…)`.
 */
export default {
  board: 'Table',
  bye: 'Exempt',
  roundRobin: 'toutes rondes',
  doubleRoundRobin: 'toutes rondes aller-retour',
  cycle: 'phase',
  swiss: 'système suisse',
  withdraw: 'Retirer',
  withdrawn: 'retiré',
  remove: 'Supprimer',
  cut: 'écarté',
  twoLegs: 'Deux parties par ronde, couleurs inversées',
};
