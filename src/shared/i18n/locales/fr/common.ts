export default {
  appName: 'Diagonal',
  /** The result notation (src/shared/result-notation.ts): its letters and its legend. */
  result: {
    noShow: 'np',
    ruled: 'D',
    legend:
      'Résultats : 2–0, 1–1, 0–2 points (Blancs d’abord, dans la grille le participant d’abord) ; +/− gagné et −/+ perdu par forfait ; −/− double forfait ; np non présenté ; D nulle par décision.',
  },
  /** Dates and times (src/shared/dates.ts), one format per interface language. */
  date: {
    short: '{{day}}/{{month}}/{{year}}',
    dateTime: '{{date}} {{time}}',
    long: '{{day}} {{monthName}} {{year}}',
    hint: 'jj/mm/aaaa',
    dateLabel: '{{field}} : date',
    timeLabel: '{{field}} : heure',
    badDate: 'Date non reconnue : « {{text}} ». Écrivez-la jj/mm/aaaa, par exemple 05/12/2026.',
    badTime:
      'Heure non reconnue : « {{text}} ». Écrivez les heures et les minutes sur 24 heures, par exemple 10:00 ou 18:30.',
    months: {
      m1: 'janvier',
      m2: 'février',
      m3: 'mars',
      m4: 'avril',
      m5: 'mai',
      m6: 'juin',
      m7: 'juillet',
      m8: 'août',
      m9: 'septembre',
      m10: 'octobre',
      m11: 'novembre',
      m12: 'décembre',
    },
  },
};
