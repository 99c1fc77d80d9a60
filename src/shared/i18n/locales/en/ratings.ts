/** Rating lists: import, search, registration and re-import (RULES.md R12.1, R13.1). */
export default {
  notAList:
    'The file "{{file}}" is not a rating list: no header row with columns was found. Choose a CSV, text or XLSX list with a header row.',
  unclosedQuote:
    'A quotation mark opens on line {{line}} of "{{file}}" and is never closed, so the header row cannot be read. Close or remove that quotation mark, then import the list again.',
  noNameColumn:
    'No column of "{{file}}" holds the players\' names. Mark the name column (or the surname and first-name columns) in the column mapping.',
  cannotRead:
    'The file "{{file}}" cannot be read ({{detail}}). Check that it exists and is not open in another program.',
  badFileName:
    '"{{file}}" is not the name of a file in the data folder. Put the list there and give its plain name.',
  listNotFound: 'Rating list {{id}} is not in this event file.',
  entryNotFound: 'This player is no longer on the rating lists (entry {{id}}). Search again.',
  afterStart:
    'Round 1 of "{{name}}" has been paired: ratings are no longer updated from a list (RULES.md R13.1).',
  belowFloor:
    '{{name}} is rated {{rating}}, below the rating floor of {{floor}} of "{{tournament}}" (RULES.md R12.1). Register a player rated {{floor}} or more, or change the floor in the settings.',
  noRatingForFloor:
    '{{name}} has no rating for the variant and time control of "{{tournament}}", which has a rating floor of {{floor}} (RULES.md R12.1).',
  jobNotFound: 'This import is no longer known (the app may have restarted). Import the list again.',
  workbook: {
    badDirectory:
      'The file "{{file}}" is not a valid Excel workbook: its zip directory is missing or damaged (the file may be cut short). Save the list again from the spreadsheet program, or export it as CSV.',
    damagedPart:
      'The file "{{file}}" is not a valid Excel workbook: its part {{part}} is damaged (the data do not unpack, or do not match their checksum). Save the list again from the spreadsheet program, or export it as CSV.',
    missingPart:
      'The file "{{file}}" is not a valid Excel workbook: its part {{part}} is missing. Save the list again from the spreadsheet program, or export it as CSV.',
    badXml:
      'The file "{{file}}" is not a valid Excel workbook: its part {{part}} is not well-formed XML. Save the list again from the spreadsheet program, or export it as CSV.',
    tooLarge:
      'The file "{{file}}" is not a valid Excel workbook: its part {{part}} would unpack to {{size}} MB, more than the {{limit}} MB a rating list may take. Check that this is the list, or export it as CSV.',
    encrypted:
      'The file "{{file}}" is not a valid Excel workbook: its part {{part}} is encrypted. Save the list without a password, or export it as CSV.',
    unsupported:
      'The file "{{file}}" is not a valid Excel workbook: its part {{part}} is compressed in a way that Excel workbooks do not use. Save the list again from the spreadsheet program, or export it as CSV.',
    noSheet:
      'The file "{{file}}" is not a valid Excel workbook: it has no worksheet. Put the list on the first sheet and save the workbook again.',
    badCell:
      'The file "{{file}}" is not a valid Excel workbook: the cell {{cell}} of {{part}} is out of place, or refers to a text that is not in the workbook. Save the list again from the spreadsheet program, or export it as CSV.',
    compoundFile:
      'The file "{{file}}" is an old Excel workbook (.xls) or one protected by a password. Save it from the spreadsheet program as an Excel workbook (.xlsx) without a password, or as CSV.',
  },
  otherKind:
    '{{name}} has no rating for $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}), the variant and time control of this tournament: the list "{{list}}" rates them {{rating}} for $t(ui:values.variant.{{listVariant}}), $t(ui:values.timeControlKind.{{listTimeControl}}). Register them with that rating, or unrated.',
  register: {
    took: 'Rating {{rating}}: that of the list "{{list}}" for $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}), the variant and time control of this tournament.',
    tookUnmarked:
      'Rating {{rating}}: the list "{{list}}" does not say which variant and time control its ratings are for, so it is taken for $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}).',
    noRating: 'Unrated: the list "{{list}}" gives no rating.',
    tookOther:
      'Rating {{rating}}, that of the list "{{list}}" for $t(ui:values.variant.{{listVariant}}), $t(ui:values.timeControlKind.{{listTimeControl}}), as chosen: this tournament is $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}).',
    unratedChosen:
      'Unrated, as chosen: the list "{{list}}" rates this player only for $t(ui:values.variant.{{listVariant}}), $t(ui:values.timeControlKind.{{listTimeControl}}), and this tournament is $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}).',
    useList: 'Register with {{rating}}',
    useUnrated: 'Register unrated',
  },
  cli: {
    usage:
      'Usage: diagonal ratings import FILE --db EVENT [--source NAME] [--json], or diagonal ratings search TEXT --db EVENT [--json].',
    missingValue: 'The option {{option}} needs a value.',
    unknownOption: 'Unknown option {{option}}.',
    badChoice: 'The option {{option}} does not take "{{value}}": use one of {{choices}}.',
    badDate:
      'The option {{option}} takes a date of the calendar as YYYY-MM-DD (2026-07-01), not "{{value}}".',
    badLanguage: 'Unknown language "{{value}}": use en, fr, nl or pl.',
    imported:
      '{{imported}} players imported from {{file}} ({{list}}), {{skipped}} rows skipped, {{warned}} imported with a warning.',
    problemCell: 'line {{line}}, column "{{column}}": {{message}}',
    problemLine: 'line {{line}}: {{message}}',
  },
  row: {
    unclosedQuote:
      'A quotation mark opens on this line and is not closed: row skipped. Check the quotes of this line; the lines after it are read on their own.',
    missingName: 'No name: row skipped.',
    badRating: 'The rating "{{value}}" is not a number: row skipped.',
    decimalRating:
      'The rating "{{value}}" has decimals, and ratings are whole numbers: imported as {{rating}}.',
    fewerFields:
      'The row has {{found}} fields where the header has {{expected}}: a separator is missing, so values would land in the wrong columns. Row skipped.',
    moreFields:
      'The row has {{found}} fields where the header has {{expected}} (a separator inside a value that is not in quotes?): row skipped.',
    duplicateId:
      'The ID {{value}} is already on line {{first}}: row skipped, the player of line {{first}} is kept.',
    badBirthYear: 'The birth year "{{value}}" cannot be a year of birth: imported without birth year.',
    badGames: 'The number of games "{{value}}" is not a whole number: imported without it.',
    badTitle: 'The title "{{value}}" is not an FMJD title: imported without title.',
    badSex: 'The sex "{{value}}" is not M or F: imported without it.',
    misaligned:
      'A value runs across the start of the column "{{column}}": this line does not line up with the header. Row skipped.',
  },
  field: {
    id: 'ID',
    name: 'Name',
    surname: 'Surname',
    givenName: 'First name',
    infix: 'Name prefix (van, de…)',
    federation: 'Federation',
    title: 'Title',
    rating: 'Rating',
    games: 'Games',
    birthYear: 'Birth year',
    sex: 'Sex',
    club: 'Club',
  },
  screen: {
    title: 'Rating lists',
    intro:
      'Import the FMJD list or a national list (CSV, text or XLSX), then register entrants by searching it.',
    chosenFile: 'List file: {{file}}',
    chooseFile: 'Choose a list file…',
    upload: 'Upload a list file',
    uploadHelp: 'CSV, text or XLSX, up to {{max}} MB. The file is kept in the server’s data folder.',
    uploading: 'Sending the file…',
    uploaded: 'Kept in the server’s data folder as {{file}}.',
    inFolder: 'Files in the data folder',
    inFolderPick: 'Choose a file there',
    inFolderNone: 'No list file there yet',
    folderAt: 'Event files and lists are kept in {{path}}.',
    folderServer:
      'Event files and lists are kept in the server’s data folder: its list files are offered here.',
    preview: 'Preview',
    source: 'Source',
    sourceHelp: 'Who publishes the list, e.g. FMJD or KNDB. The column mapping is remembered per source.',
    listName: 'List name',
    listDate: 'Date of the list',
    variant: 'Variant of the ratings',
    timeControl: 'Time control of the ratings',
    asColumns: 'As the columns say',
    formatFixed: 'Text in fixed-width columns, encoding {{encoding}}, header on line {{line}}.',
    formatXlsx: 'Excel workbook (XLSX), header on line {{line}}.',
    encoding: 'Encoding',
    encodingAuto: 'Detect',
    encodingName: {
      'utf-8': 'UTF-8',
      'utf-8-bom': 'UTF-8 with byte-order mark',
      'utf-16le': 'UTF-16',
      'windows-1250': 'Windows-1250 (Central European)',
      'windows-1252': 'Windows-1252 (Western European)',
    },
    separator: { ';': 'semicolons', ',': 'commas', '\t': 'tabs', '|': 'bars' },
    formatCsv: 'CSV with {{separator}}, encoding {{encoding}}, header on line {{line}}.',
    mapping: 'Columns',
    header: 'Header in the file',
    meaning: 'Holds',
    unrecognised: 'Not recognised: choose what it holds, or leave it ignored.',
    ignore: 'Ignore',
    firstRows: 'First rows',
    import: 'Import',
    importing: 'Importing: {{rows}} rows read ({{percent}}%)',
    done: '{{imported}} players imported, {{skipped}} rows skipped, {{warned}} imported with a warning.',
    skippedRows: 'Skipped rows',
    line: 'Line',
    problems: 'Problems in the list',
    problemsPreview: 'Problems in the first rows (the import lists those of the whole file)',
    column: 'Column',
    found: 'Found',
    problem: 'Problem',
    result: 'Result',
    outcome: { skipped: 'Row skipped', imported: 'Imported' },
    wholeRow: 'Whole row',
    moreProblems: 'The first {{shown}} of {{count}} problems are shown.',
    lists: 'Imported lists',
    importedAt: 'Imported',
    entries: 'Players',
    noLists: 'No list imported yet.',
  },
  search: {
    label: 'Add from the rating lists',
    enterHint: 'Enter registers the player when only one is found.',
    placeholder: 'ID or a few letters of the name',
    none: 'No player found.',
    register: 'Register',
    registerAnyway: 'Register anyway',
    alreadyRegistered: 'Already registered',
    registered: '{{name}} registered.',
    results: 'Players found on the rating lists',
    registerFrom: 'Register {{name}} from {{list}}',
  },
  diff: {
    title: 'New ratings from the latest lists',
    intro: 'Entrants whose rating differs on the latest lists. Accept to update them; only before round 1.',
    none: "Every entrant's rating matches the latest lists.",
    entrant: 'Entrant',
    before: 'Now',
    after: 'On the list',
    list: 'List',
    accept: 'Accept the new ratings',
    accepted: '{{count}} ratings updated.',
  },
  uploadType:
    '"{{file}}" is not a rating-list file. Choose a CSV, text (.txt, .tsv, .prn) or Excel (.xlsx) file.',
  uploadEmpty: 'The file "{{file}}" is empty. Choose the list itself.',
  uploadTooLarge:
    "The file is larger than {{max}} MB, too large to send from the browser. Put it in the server's data folder and choose it there.",
};
