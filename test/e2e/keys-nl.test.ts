import { keySuite } from './keys-lang';

/** Issue 33 (3), Dutch: B bevestigen, W wit, Z zwart, X afwijzen; "a" arbitrale remise. */
keySuite({
  lang: 'nl',
  language: 'Nederlands',
  results: 'Uitslagen',
  board: 'Bord',
  legend:
    'Toetsen: B bevestigen, W melding van wit overnemen, Z melding van zwart overnemen, X afwijzen; een uitslagtoets legt de uitslag op.',
  disputed: 'geschil',
  white: 'w',
  black: 'z',
  tookWhite: (n) => `Bord ${n}: melding van wit overgenomen.`,
  tookBlack: (n) => `Bord ${n}: melding van zwart overgenomen.`,
  keysTable: 'Uitslagtoetsen',
  ruledKey: 'a',
  ruledText: 'Arbitrale remise (R15)',
});
