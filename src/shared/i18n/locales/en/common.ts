export default {
  appName: 'Diagonal',
  /** The result notation (src/shared/result-notation.ts): its letters and its legend. */
  result: {
    noShow: 'ns',
    ruled: 'R',
    legend:
      'Results: 2–0, 1–1, 0–2 points (White first, in a crosstable the entrant first); +/− won and −/+ lost by forfeit; −/− double forfeit; ns no-show; R ruled draw.',
  },
  /**
   * Dates and times (src/shared/dates.ts), one format per interface language, never the browser's:
   * English writes ISO 8601 (2026-12-05), which a British and an American reader read alike.
   */
  date: {
    short: '{{year}}-{{month}}-{{day}}',
    dateTime: '{{date}} {{time}}',
    long: '{{day}} {{monthName}} {{year}}',
    hint: 'yyyy-mm-dd',
    dateLabel: '{{field}}: date',
    timeLabel: '{{field}}: time',
    badDate: 'Date not understood: "{{text}}". Type it as yyyy-mm-dd, for instance 2026-12-05.',
    badTime:
      'Time not understood: "{{text}}". Type the hours and minutes on the 24-hour clock, for instance 10:00 or 18:30.',
    months: {
      m1: 'January',
      m2: 'February',
      m3: 'March',
      m4: 'April',
      m5: 'May',
      m6: 'June',
      m7: 'July',
      m8: 'August',
      m9: 'September',
      m10: 'October',
      m11: 'November',
      m12: 'December',
    },
  },
};
