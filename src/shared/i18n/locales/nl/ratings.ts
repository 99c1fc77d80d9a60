/** Ratinglijsten: importeren, zoeken, inschrijven en opnieuw importeren (RULES.md R12.1, R13.1). */
export default {
  notAList:
    'Het bestand "{{file}}" is geen ratinglijst: er is geen kopregel met kolommen gevonden. Kies een CSV-, tekst- of XLSX-lijst met een kopregel.',
  noNameColumn:
    'Geen enkele kolom van "{{file}}" bevat de namen van de spelers. Wijs in de kolomindeling de naamkolom aan (of de kolommen achternaam en voornaam).',
  cannotRead:
    'Het bestand "{{file}}" kan niet gelezen worden ({{detail}}). Controleer of het bestaat en niet in een ander programma geopend is.',
  badFileName:
    '"{{file}}" is geen bestandsnaam in de gegevensmap. Zet de lijst daar en geef alleen de naam op.',
  listNotFound: 'Ratinglijst {{id}} staat niet in dit evenementbestand.',
  entryNotFound: 'Deze speler staat niet meer op de ratinglijsten (regel {{id}}). Zoek opnieuw.',
  afterStart:
    'Ronde 1 van "{{name}}" is ingedeeld: ratings worden niet meer uit een lijst bijgewerkt (RULES.md R13.1).',
  belowFloor:
    '{{name}} heeft rating {{rating}}, onder de ratingondergrens van {{floor}} van "{{tournament}}" (RULES.md R12.1). Schrijf een speler met rating {{floor}} of hoger in, of wijzig de ondergrens in de instellingen.',
  noRatingForFloor:
    '{{name}} heeft geen rating voor de variant en het speeltempo van "{{tournament}}", dat een ratingondergrens van {{floor}} heeft (RULES.md R12.1).',
  jobNotFound:
    'Deze import is niet meer bekend (de app is misschien opnieuw gestart). Importeer de lijst opnieuw.',
  cli: {
    usage:
      'Gebruik: diagonal ratings import BESTAND --db EVENEMENT [--source NAAM] [--json], of diagonal ratings search TEKST --db EVENEMENT [--json].',
    missingValue: 'De optie {{option}} heeft een waarde nodig.',
    unknownOption: 'Onbekende optie {{option}}.',
    badChoice: 'De optie {{option}} accepteert "{{value}}" niet: gebruik een van {{choices}}.',
    badLanguage: 'Onbekende taal "{{value}}": gebruik en, fr, nl of pl.',
    imported: '{{imported}} spelers geïmporteerd uit {{file}} ({{source}}), {{skipped}} regels overgeslagen.',
    skippedLine: 'regel {{line}}: {{message}}',
    moreSkipped: '… en nog {{count}} overgeslagen regels.',
  },
  row: {
    unclosedQuote:
      'Hier opent een aanhalingsteken dat niet gesloten wordt: regel overgeslagen. Controleer de aanhalingstekens van deze regel.',
    missingName: 'Geen naam: regel overgeslagen.',
    badRating: 'De rating "{{value}}" is geen getal: regel overgeslagen.',
  },
  field: {
    id: 'ID',
    name: 'Naam',
    surname: 'Achternaam',
    givenName: 'Voornaam',
    infix: 'Tussenvoegsel',
    federation: 'Federatie',
    title: 'Titel',
    rating: 'Rating',
    games: 'Partijen',
    birthYear: 'Geboortejaar',
    sex: 'Geslacht',
    club: 'Vereniging',
  },
  screen: {
    title: 'Ratinglijsten',
    intro:
      'Importeer de FMJD-lijst of een nationale lijst (CSV, tekst of XLSX) en schrijf daarna deelnemers in door erin te zoeken.',
    chosenFile: 'Lijstbestand: {{file}}',
    chooseFile: 'Kies een lijstbestand…',
    upload: 'Lijstbestand uploaden',
    uploadHelp:
      'CSV, tekst of XLSX, tot {{max}} MB. Het bestand wordt bewaard in de gegevensmap van de server.',
    uploading: 'Bestand wordt verstuurd…',
    uploaded: 'Bewaard in de gegevensmap van de server als {{file}}.',
    inFolder: 'Bestanden in de gegevensmap',
    inFolderPick: 'Kies daar een bestand',
    inFolderNone: 'Nog geen lijstbestand',
    folderAt: 'Evenementbestanden en lijsten staan in {{path}}.',
    folderServer:
      'Evenementbestanden en lijsten staan in de gegevensmap van de server: de lijstbestanden daarin worden hier aangeboden.',
    preview: 'Voorbeeld',
    source: 'Bron',
    sourceHelp:
      'Wie de lijst uitgeeft, bijvoorbeeld FMJD of KNDB. De kolomindeling wordt per bron onthouden.',
    listName: 'Naam van de lijst',
    listDate: 'Datum van de lijst',
    variant: 'Variant van de ratings',
    timeControl: 'Speeltempo van de ratings',
    asColumns: 'Zoals de kolommen zeggen',
    formatFixed: 'Tekst in kolommen met vaste breedte, codering {{encoding}}, kopregel op regel {{line}}.',
    formatXlsx: 'Excel-werkmap (XLSX), kopregel op regel {{line}}.',
    encoding: 'Codering',
    encodingAuto: 'Herkennen',
    encodingName: {
      'utf-8': 'UTF-8',
      'utf-8-bom': 'UTF-8 met byte-order mark',
      'utf-16le': 'UTF-16',
      'windows-1250': 'Windows-1250 (Centraal-Europees)',
      'windows-1252': 'Windows-1252 (West-Europees)',
    },
    separator: { ';': 'puntkomma’s', ',': 'komma’s', '\t': 'tabs', '|': 'verticale strepen' },
    formatCsv: 'CSV met {{separator}}, codering {{encoding}}, kopregel op regel {{line}}.',
    mapping: 'Kolommen',
    header: 'Kop in het bestand',
    meaning: 'Bevat',
    unrecognised: 'Niet herkend: kies wat erin staat, of laat de kolom genegeerd.',
    ignore: 'Negeren',
    firstRows: 'Eerste regels',
    import: 'Importeren',
    importing: 'Bezig met importeren: {{rows}} regels gelezen ({{percent}}%)',
    done: '{{imported}} spelers geïmporteerd, {{skipped}} regels overgeslagen.',
    skippedRows: 'Overgeslagen regels',
    line: 'Regel',
    reason: 'Reden',
    lists: 'Geïmporteerde lijsten',
    importedAt: 'Geïmporteerd',
    entries: 'Spelers',
    noLists: 'Nog geen lijst geïmporteerd.',
  },
  search: {
    label: 'Toevoegen uit de ratinglijsten',
    placeholder: 'ID of een paar letters van de naam',
    none: 'Geen speler gevonden.',
    register: 'Inschrijven',
    registered: '{{name}} is ingeschreven.',
    results: 'Gevonden spelers op de ratinglijsten',
    registerFrom: '{{name}} inschrijven uit {{list}}',
  },
  diff: {
    title: 'Nieuwe ratings uit de laatste lijsten',
    intro:
      'Deelnemers van wie de rating op de laatste lijsten anders is. Accepteer om ze bij te werken; alleen vóór ronde 1.',
    none: 'De rating van elke deelnemer klopt met de laatste lijsten.',
    entrant: 'Deelnemer',
    before: 'Nu',
    after: 'Op de lijst',
    list: 'Lijst',
    accept: 'Nieuwe ratings accepteren',
    accepted: '{{count}} ratings bijgewerkt.',
  },
  uploadType:
    '"{{file}}" is geen ratinglijstbestand. Kies een CSV-, tekst- (.txt, .tsv, .prn) of Excelbestand (.xlsx).',
  uploadEmpty: 'Het bestand "{{file}}" is leeg. Kies de lijst zelf.',
  uploadTooLarge:
    'Het bestand is groter dan {{max}} MB, te groot om vanuit de browser te versturen. Zet het in de gegevensmap van de server en kies het daar.',
};
