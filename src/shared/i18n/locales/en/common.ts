export default {
  appName: 'Diagonal',
  /** The result notation (src/shared/result-notation.ts): its letters and its legend. */
  result: {
    noShow: 'ns',
    ruled: 'R',
    legend:
      'Results: 2–0, 1–1, 0–2 points (White first, in a crosstable the entrant first); +/− won and −/+ lost by forfeit; −/− double forfeit; ns no-show; R ruled draw.',
  },
};
