/** Files in and out: TRF, the FMJD rating report, DraughtArbiter exports (PRODUCT.md). */
export default {
  trfImported: 'Imported from {{file}}: Swiss, {{rounds}} rounds, {{paired}} already paired.',
  trfAccelerationNotBaku:
    "The file's accelerated rounds (250 or XXA lines) are not the Baku method, which is the one Diagonal pairs with (FIDE C.04.5.1: pairing numbers 1 to {{last}}, a win's virtual points, then a draw's, over the first {{rounds}} rounds). Remove those lines to import the tournament without acceleration, or correct them.",
  trfForbiddenUnknown:
    'No entrant of the file has the starting number {{number}}: this forbidden pair was not imported. Correct the number in the file and import it again, or add the pair on the "Entrants" screen.',
  trfTooManyEntrants: 'The file has {{count}} entrants; a tournament holds at most {{max}}.',
  trfTwoLegs:
    '"{{name}}" plays two games per round and TRF has one game a round: it cannot be written as TRF. The FMJD report carries every game, one column each.',
  limit: {
    trfTwoGames:
      'Two games a round cannot be written as TRF (one game a round): this tournament will have no TRF export. The FMJD report, the PDN and the website carry every game.',
  },
  csvNoHeader:
    'No header line found: a {{layout}} file has a line starting with "Place" (DraughtArbiter) or "Pl" (FMJD report) above the entrants.',
  csvMissingColumn:
    'Line {{line}}: the header has no column "{{column}}". Export the file again with every column.',
  csvBadCell:
    'Line {{line}}, round {{round}}: "{{text}}" is not a round result (for example 68b2, 67w-, 2/23w).',
  csvBadRating: 'Line {{line}}: "{{text}}" is not a rating (for example A 2339, or empty when unrated).',
  csvBadNumber: 'Line {{line}}, column {{column}}: "{{text}}" is not a valid number.',
  csvNoName: 'Line {{line}}: the entrant has no name.',
  csvNoRows: 'Line {{line}}: the header is followed by no entrant.',
  csvDuplicateNumber: 'Line {{line}}: number {{number}} is used twice.',
  csvOpponentMismatch:
    'Line {{line}}, round {{round}}: opponent {{opponent}} does not name this entrant back with the other colour and the other half of the points.',
  csvGamesMismatch:
    'Line {{line}}, round {{round}}: the two games of the round name different opponents, or the same colour twice; game 2 is played against the same opponent with the colours reversed (R5.1).',
  csvGameColumns:
    'Line {{line}}: the first line says {{games}} games per round, but the header has {{columns}} game columns; a round has two games (R5.1), so the columns come in pairs.',
  csvTotalMismatch: 'Line {{line}}: the total says {{stated}} but the rounds add up to {{computed}}.',
  fmjdNotRated: '"{{name}}" is a casual tournament: only a rated tournament has an FMJD rating report (R12).',
  fmjdFlagged: 'No FMJD ID for {{startNo}}. {{name}}: fill it in before sending the report.',
  cliCannotRead: 'Cannot read the file "{{file}}".',
  cliCannotWrite: 'Cannot write the file "{{file}}".',
  cliImported: '{{name}}: tournament {{id}}, {{count}} entrants.',
  pdnRoundOutOfRange: 'Round {{round}} is not paired: choose a round from 1 to {{last}}.',
  contentMissing: 'Nothing to read: the import takes the file once, as text or as bytes.',
  notUtf8:
    'Line {{line}} is not UTF-8: the file was saved in another encoding. Choose Windows-1250 (Central European) or Windows-1252 (Western European) under "Encoding".',
  cliBadEncoding: '"{{encoding}}" is not an encoding this import reads; choose one of {{list}}.',
  screen: {
    export: 'Files for other programs:',
    exportTrf: 'Export TRF',
    exportFmjd: 'Export FMJD report',
    exportPdn: 'Export PDN of the round',
    pdnRound: 'Round of the PDN file',
    roundN: 'Round {{round}}',
    flaggedTitle: '{{count}} entrants have no FMJD ID',
    importProblems: '"{{name}}" imported; values of the file imported as empty ({{count}}):',
    importKind: 'Import a tournament from',
    import: 'Choose the file…',
    kind: {
      trf: 'TRF-16 file',
      draughtarbiter: 'DraughtArbiter results (CSV)',
      'fmjd-report': 'FMJD report (CSV)',
    },
  },
};
