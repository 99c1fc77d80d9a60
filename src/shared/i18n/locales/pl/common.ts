export default {
  appName: 'Diagonal',
  /** The result notation (src/shared/result-notation.ts): its letters and its legend. */
  result: {
    noShow: 'ns',
    ruled: 'S',
    legend:
      'Wyniki: 2–0, 1–1, 0–2 punkty (najpierw białe, w tabeli krzyżowej najpierw uczestnik); +/− wygrana i −/+ przegrana walkowerem; −/− obustronny walkower; ns niestawienie się; S remis sędziowski.',
  },
};
