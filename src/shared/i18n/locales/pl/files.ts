/** Pliki przychodzące i wychodzące: TRF, raport rankingowy FMJD, eksporty DraughtArbiter. */
export default {
  trfImported: 'Zaimportowano z {{file}}: system szwajcarski, {{rounds}} rund, {{paired}} już skojarzonych.',
  trfTooManyEntrants: 'Plik ma {{count}} uczestników; turniej mieści najwyżej {{max}}.',
  trfTwoLegs:
    '„{{name}}” gra dwie partie w rundzie (rewanż), a TRF zna jedną partię na rundę: nie da się go zapisać jako TRF.',
};
