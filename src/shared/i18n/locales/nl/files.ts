/** Bestanden in en uit: TRF, het FMJD-ratingrapport, DraughtArbiter-exports. */
export default {
  trfImported: 'Geïmporteerd uit {{file}}: Zwitsers, {{rounds}} ronden, waarvan {{paired}} al ingedeeld.',
  trfTooManyEntrants: 'Het bestand heeft {{count}} deelnemers; een toernooi heeft er hoogstens {{max}}.',
  trfTwoLegs:
    '"{{name}}" speelt twee partijen per ronde (heen en terug) en TRF kent één partij per ronde: het kan niet als TRF worden geschreven.',
};
