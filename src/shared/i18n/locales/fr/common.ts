export default {
  appName: 'Diagonal',
  /** The result notation (src/shared/result-notation.ts): its letters and its legend. */
  result: {
    noShow: 'np',
    ruled: 'D',
    legend:
      'Résultats : 2–0, 1–1, 0–2 points (Blancs d’abord, dans la grille le participant d’abord) ; +/− gagné et −/+ perdu par forfait ; −/− double forfait ; np non présenté ; D nulle par décision.',
  },
};
