/** Files in and out: TRF, the FMJD rating report, DraughtArbiter exports (PRODUCT.md). */
export default {
  trfImported: 'Imported from {{file}}: Swiss, {{rounds}} rounds, {{paired}} already paired.',
  trfTooManyEntrants: 'The file has {{count}} entrants; a tournament holds at most {{max}}.',
  trfTwoLegs:
    '"{{name}}" plays two games a round (two legs) and TRF has one game a round: it cannot be written as TRF.',
};
