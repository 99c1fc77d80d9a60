/** Bestanden in en uit: TRF, het FMJD-ratingrapport, DraughtArbiter-exports. */
export default {
  trfImported: 'Geïmporteerd uit {{file}}: Zwitsers, {{rounds}} ronden, waarvan {{paired}} al ingedeeld.',
  trfAccelerationNotBaku:
    'De versnelde ronden van het bestand (regels 250 of XXA) volgen niet de Bakoe-methode, de enige waarmee Diagonal indeelt (FIDE C.04.5.1: indelingsnummers 1 tot en met {{last}}, de virtuele punten van een winst, dan van een remise, in de eerste {{rounds}} ronden). Verwijder die regels om het toernooi zonder versnelling te importeren, of verbeter ze.',
  trfForbiddenUnknown:
    'Geen deelnemer in het bestand heeft startnummer {{number}}: dit verboden paar is niet geïmporteerd. Verbeter het nummer in het bestand en importeer het opnieuw, of voeg het paar toe in het scherm "Deelnemers".',
  trfTooManyEntrants: 'Het bestand heeft {{count}} deelnemers; een toernooi heeft er hoogstens {{max}}.',
  trfTwoLegs:
    '"{{name}}" speelt twee partijen per ronde en TRF kent één partij per ronde: het kan niet als TRF worden geschreven. Het FMJD-rapport bevat elke partij, elk in een eigen kolom.',
  limit: {
    trfTwoGames:
      'Twee partijen per ronde passen niet in TRF (één partij per ronde): dit toernooi krijgt geen TRF-export. Het FMJD-rapport, de PDN en de website bevatten elke partij.',
  },
  csvNoHeader:
    'Geen kopregel gevonden: een {{layout}}-bestand heeft boven de deelnemers een regel die begint met "Place" (DraughtArbiter) of "Pl" (FMJD-rapport).',
  csvMissingColumn:
    'Regel {{line}}: de kopregel heeft geen kolom "{{column}}". Exporteer het bestand opnieuw met alle kolommen.',
  csvBadCell:
    'Regel {{line}}, ronde {{round}}: "{{text}}" is geen rondeuitslag (bijvoorbeeld 68b2, 67w-, 2/23w).',
  csvBadRating: 'Regel {{line}}: "{{text}}" is geen rating (bijvoorbeeld A 2339, of leeg zonder rating).',
  csvBadNumber: 'Regel {{line}}, kolom {{column}}: "{{text}}" is geen geldig getal.',
  csvNoName: 'Regel {{line}}: de deelnemer heeft geen naam.',
  csvNoRows: 'Regel {{line}}: na de kopregel volgt geen enkele deelnemer.',
  csvDuplicateNumber: 'Regel {{line}}: nummer {{number}} komt twee keer voor.',
  csvOpponentMismatch:
    'Regel {{line}}, ronde {{round}}: tegenstander {{opponent}} noemt deze deelnemer niet terug met de andere kleur en de andere helft van de punten.',
  csvGamesMismatch:
    'Regel {{line}}, ronde {{round}}: de twee partijen van de ronde noemen verschillende tegenstanders, of twee keer dezelfde kleur; partij 2 wordt tegen dezelfde tegenstander gespeeld met omgewisselde kleuren (R5.1).',
  csvGameColumns:
    'Regel {{line}}: de eerste regel meldt {{games}} partijen per ronde, maar de kopregel heeft {{columns}} partijkolommen; een ronde heeft twee partijen (R5.1), dus de kolommen komen in paren.',
  csvTotalMismatch: 'Regel {{line}}: het totaal zegt {{stated}}, maar de ronden tellen op tot {{computed}}.',
  fmjdNotRated:
    '"{{name}}" is een niet-gerateerd toernooi: alleen een gerateerd toernooi heeft een FMJD-ratingrapport (R12).',
  fmjdFlagged: 'Geen FMJD-ID voor {{startNo}}. {{name}}: vul het in voordat u het rapport verstuurt.',
  cliCannotRead: 'Het bestand "{{file}}" kan niet worden gelezen.',
  cliCannotWrite: 'Het bestand "{{file}}" kan niet worden geschreven.',
  cliImported: '{{name}}: toernooi {{id}}, {{count}} deelnemers.',
  pdnRoundOutOfRange: 'Ronde {{round}} is niet ingedeeld: kies een ronde van 1 tot en met {{last}}.',
  contentMissing: 'Niets te lezen: de import neemt het bestand één keer, als tekst of als bytes.',
  notUtf8:
    'Regel {{line}} is geen UTF-8: het bestand is in een andere codering opgeslagen. Kies Windows-1250 (Centraal-Europees) of Windows-1252 (West-Europees) bij "Codering".',
  cliBadEncoding: '"{{encoding}}" is geen codering die deze import leest; kies uit {{list}}.',
  screen: {
    export: 'Bestanden voor andere programma’s:',
    exportTrf: 'TRF exporteren',
    exportFmjd: 'FMJD-rapport exporteren',
    exportPdn: 'PDN van de ronde exporteren',
    pdnRound: 'Ronde van het PDN-bestand',
    roundN: 'Ronde {{round}}',
    flaggedTitle: '{{count}} deelnemers hebben geen FMJD-ID',
    importProblems: '"{{name}}" geïmporteerd; waarden van het bestand leeg geïmporteerd ({{count}}):',
    importKind: 'Een toernooi importeren uit',
    import: 'Bestand kiezen…',
    kind: {
      trf: 'TRF-16-bestand',
      draughtarbiter: 'DraughtArbiter-uitslagen (CSV)',
      'fmjd-report': 'FMJD-rapport (CSV)',
    },
  },
};
