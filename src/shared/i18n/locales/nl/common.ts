export default {
  appName: 'Diagonal',
  /** The result notation (src/shared/result-notation.ts): its letters and its legend. */
  result: {
    noShow: 'nv',
    ruled: 'A',
    legend:
      'Uitslagen: 2–0, 1–1, 0–2 punten (wit eerst, in een kruistabel de deelnemer eerst); +/− reglementair gewonnen en −/+ reglementair verloren; −/− dubbel reglementair; nv niet opgekomen; A arbitrale remise.',
  },
};
