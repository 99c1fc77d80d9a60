export default {
  appName: 'Diagonal',
  /** The result notation (src/shared/result-notation.ts): its letters and its legend. */
  result: {
    noShow: 'nv',
    ruled: 'A',
    legend:
      'Uitslagen: 2–0, 1–1, 0–2 punten (wit eerst, in een kruistabel de deelnemer eerst); +/− reglementair gewonnen en −/+ reglementair verloren; −/− dubbel reglementair; nv niet opgekomen; A arbitrale remise.',
  },
  /** Dates and times (src/shared/dates.ts), one format per interface language. */
  date: {
    short: '{{day}}-{{month}}-{{year}}',
    dateTime: '{{date}} {{time}}',
    long: '{{day}} {{monthName}} {{year}}',
    hint: 'dd-mm-jjjj',
    dateLabel: '{{field}}: datum',
    timeLabel: '{{field}}: tijd',
    badDate: 'Datum niet herkend: "{{text}}". Typ hem als dd-mm-jjjj, bijvoorbeeld 05-12-2026.',
    badTime: 'Tijd niet herkend: "{{text}}". Typ uren en minuten in 24 uur, bijvoorbeeld 10:00 of 18:30.',
    months: {
      m1: 'januari',
      m2: 'februari',
      m3: 'maart',
      m4: 'april',
      m5: 'mei',
      m6: 'juni',
      m7: 'juli',
      m8: 'augustus',
      m9: 'september',
      m10: 'oktober',
      m11: 'november',
      m12: 'december',
    },
  },
};
