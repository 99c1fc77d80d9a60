/** Ratinglijsten: importeren, zoeken, inschrijven en opnieuw importeren (RULES.md R12.1, R13.1). */
export default {
  notAList:
    'Het bestand "{{file}}" is geen ratinglijst: er is geen kopregel met kolommen gevonden. Kies een CSV-, tekst- of XLSX-lijst met een kopregel.',
  unclosedQuote:
    'Op regel {{line}} van "{{file}}" opent een aanhalingsteken dat nergens wordt gesloten, zodat de kopregel niet te lezen is. Sluit of verwijder dat aanhalingsteken en importeer de lijst opnieuw.',
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
  workbook: {
    badDirectory:
      'Het bestand "{{file}}" is geen geldige Excel-werkmap: de zip-inhoudsopgave ontbreekt of is beschadigd (het bestand is misschien afgekapt). Sla de lijst opnieuw op vanuit het rekenprogramma, of exporteer hem als CSV.',
    damagedPart:
      'Het bestand "{{file}}" is geen geldige Excel-werkmap: het onderdeel {{part}} is beschadigd (de gegevens laten zich niet uitpakken, of kloppen niet met hun controlesom). Sla de lijst opnieuw op vanuit het rekenprogramma, of exporteer hem als CSV.',
    missingPart:
      'Het bestand "{{file}}" is geen geldige Excel-werkmap: het onderdeel {{part}} ontbreekt. Sla de lijst opnieuw op vanuit het rekenprogramma, of exporteer hem als CSV.',
    badXml:
      'Het bestand "{{file}}" is geen geldige Excel-werkmap: het onderdeel {{part}} is geen goedgevormde XML. Sla de lijst opnieuw op vanuit het rekenprogramma, of exporteer hem als CSV.',
    tooLarge:
      'Het bestand "{{file}}" is geen geldige Excel-werkmap: het onderdeel {{part}} zou uitgepakt {{size}} MB groot zijn, meer dan de {{limit}} MB die een ratinglijst mag innemen. Controleer of dit de lijst is, of exporteer hem als CSV.',
    encrypted:
      'Het bestand "{{file}}" is geen geldige Excel-werkmap: het onderdeel {{part}} is versleuteld. Sla de lijst zonder wachtwoord op, of exporteer hem als CSV.',
    unsupported:
      'Het bestand "{{file}}" is geen geldige Excel-werkmap: het onderdeel {{part}} is gecomprimeerd op een manier die Excel-werkmappen niet gebruiken. Sla de lijst opnieuw op vanuit het rekenprogramma, of exporteer hem als CSV.',
    noSheet:
      'Het bestand "{{file}}" is geen geldige Excel-werkmap: er staat geen werkblad in. Zet de lijst op het eerste werkblad en sla de werkmap opnieuw op.',
    badCell:
      'Het bestand "{{file}}" is geen geldige Excel-werkmap: de cel {{cell}} van {{part}} staat op een onmogelijke plaats, of verwijst naar een tekst die niet in de werkmap staat. Sla de lijst opnieuw op vanuit het rekenprogramma, of exporteer hem als CSV.',
    compoundFile:
      'Het bestand "{{file}}" is een oude Excel-werkmap (.xls) of een werkmap met een wachtwoord. Sla het vanuit het rekenprogramma op als Excel-werkmap (.xlsx) zonder wachtwoord, of als CSV.',
  },
  otherKind:
    '{{name}} heeft geen rating voor $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}), de variant en het tempo van dit toernooi: de lijst "{{list}}" geeft {{rating}} voor $t(ui:values.variant.{{listVariant}}), $t(ui:values.timeControlKind.{{listTimeControl}}). Schrijf in met die rating, of zonder rating.',
  register: {
    took: 'Rating {{rating}}: die van de lijst "{{list}}" voor $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}), de variant en het tempo van dit toernooi.',
    tookUnmarked:
      'Rating {{rating}}: de lijst "{{list}}" zegt niet voor welke variant en welk tempo haar ratings gelden, dus geldt ze voor $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}).',
    noRating: 'Zonder rating: de lijst "{{list}}" geeft er geen.',
    tookOther:
      'Rating {{rating}}, die van de lijst "{{list}}" voor $t(ui:values.variant.{{listVariant}}), $t(ui:values.timeControlKind.{{listTimeControl}}), zoals gekozen: dit toernooi is $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}).',
    unratedChosen:
      'Zonder rating, zoals gekozen: de lijst "{{list}}" geeft deze speler alleen een rating voor $t(ui:values.variant.{{listVariant}}), $t(ui:values.timeControlKind.{{listTimeControl}}), en dit toernooi is $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}).',
    useList: 'Inschrijven met {{rating}}',
    useUnrated: 'Inschrijven zonder rating',
  },
  cli: {
    usage:
      'Gebruik: diagonal ratings import BESTAND --db EVENEMENT [--source NAAM] [--json], of diagonal ratings search TEKST --db EVENEMENT [--json].',
    missingValue: 'De optie {{option}} heeft een waarde nodig.',
    unknownOption: 'Onbekende optie {{option}}.',
    badChoice: 'De optie {{option}} accepteert "{{value}}" niet: gebruik een van {{choices}}.',
    badDate: 'De optie {{option}} verwacht een kalenderdatum als JJJJ-MM-DD (2026-07-01), niet "{{value}}".',
    badLanguage: 'Onbekende taal "{{value}}": gebruik en, fr, nl of pl.',
    imported:
      '{{imported}} spelers geïmporteerd uit {{file}} ({{list}}), {{skipped}} regels overgeslagen, {{warned}} geïmporteerd met een waarschuwing.',
    problemCell: 'regel {{line}}, kolom "{{column}}": {{message}}',
    problemLine: 'regel {{line}}: {{message}}',
  },
  row: {
    unclosedQuote:
      'Op deze regel opent een aanhalingsteken dat niet wordt gesloten: regel overgeslagen. Controleer de aanhalingstekens van deze regel; de regels erna worden elk apart gelezen.',
    missingName: 'Geen naam: regel overgeslagen.',
    badRating: 'De rating "{{value}}" is geen getal: regel overgeslagen.',
    decimalRating:
      'De rating "{{value}}" heeft decimalen, en een rating is een geheel getal: geïmporteerd als {{rating}}.',
    fewerFields:
      'De regel heeft {{found}} velden terwijl de kopregel er {{expected}} heeft: er ontbreekt een scheidingsteken, dus de waarden zouden in de verkeerde kolommen komen. Regel overgeslagen.',
    moreFields:
      'De regel heeft {{found}} velden terwijl de kopregel er {{expected}} heeft (een scheidingsteken in een waarde zonder aanhalingstekens?): regel overgeslagen.',
    duplicateId:
      'Het ID {{value}} staat al op regel {{first}}: regel overgeslagen, de speler van regel {{first}} blijft.',
    badBirthYear: '"{{value}}" kan geen geboortejaar zijn: geïmporteerd zonder geboortejaar.',
    badGames: 'Het aantal partijen "{{value}}" is geen geheel getal: geïmporteerd zonder deze waarde.',
    badTitle: 'De titel "{{value}}" is geen FMJD-titel: geïmporteerd zonder titel.',
    badSex: 'Het geslacht "{{value}}" is geen M of V: geïmporteerd zonder deze waarde.',
    misaligned:
      'Een waarde loopt over het begin van de kolom "{{column}}": deze regel staat niet gelijk met de kopregel. Regel overgeslagen.',
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
    done: '{{imported}} spelers geïmporteerd, {{skipped}} regels overgeslagen, {{warned}} geïmporteerd met een waarschuwing.',
    skippedRows: 'Overgeslagen regels',
    line: 'Regel',
    problems: 'Problemen in de lijst',
    problemsPreview: 'Problemen in de eerste regels (de import toont die van het hele bestand)',
    column: 'Kolom',
    found: 'Gevonden',
    problem: 'Probleem',
    result: 'Gevolg',
    outcome: { skipped: 'Regel overgeslagen', imported: 'Geïmporteerd' },
    wholeRow: 'Hele regel',
    moreProblems: 'Alleen de eerste {{shown}} van {{count}} problemen worden getoond.',
    lists: 'Geïmporteerde lijsten',
    importedAt: 'Geïmporteerd',
    entries: 'Spelers',
    noLists: 'Nog geen lijst geïmporteerd.',
  },
  search: {
    label: 'Toevoegen uit de ratinglijsten',
    enterHint: 'Enter schrijft de speler in als er maar één gevonden is.',
    placeholder: 'ID of een paar letters van de naam',
    none: 'Geen speler gevonden.',
    register: 'Inschrijven',
    registerAnyway: 'Toch inschrijven',
    alreadyRegistered: 'Al ingeschreven',
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
