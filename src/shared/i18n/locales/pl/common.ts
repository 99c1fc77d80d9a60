export default {
  appName: 'Diagonal',
  /** The result notation (src/shared/result-notation.ts): its letters and its legend. */
  result: {
    noShow: 'ns',
    ruled: 'S',
    legend:
      'Wyniki: 2–0, 1–1, 0–2 punkty (najpierw białe, w tabeli krzyżowej najpierw uczestnik); +/− wygrana i −/+ przegrana walkowerem; −/− obustronny walkower; ns niestawienie się; S remis sędziowski.',
  },
  /** Dates and times (src/shared/dates.ts), one format per interface language. */
  date: {
    short: '{{day}}.{{month}}.{{year}}',
    dateTime: '{{date}} {{time}}',
    long: '{{day}} {{monthName}} {{year}}',
    hint: 'dd.mm.rrrr',
    dateLabel: '{{field}}: data',
    timeLabel: '{{field}}: godzina',
    badDate: 'Nierozpoznana data: „{{text}}”. Wpisz ją jako dd.mm.rrrr, na przykład 05.12.2026.',
    badTime:
      'Nierozpoznana godzina: „{{text}}”. Wpisz godziny i minuty w zapisie 24-godzinnym, na przykład 10:00 lub 18:30.',
    months: {
      m1: 'stycznia',
      m2: 'lutego',
      m3: 'marca',
      m4: 'kwietnia',
      m5: 'maja',
      m6: 'czerwca',
      m7: 'lipca',
      m8: 'sierpnia',
      m9: 'września',
      m10: 'października',
      m11: 'listopada',
      m12: 'grudnia',
    },
  },
};
