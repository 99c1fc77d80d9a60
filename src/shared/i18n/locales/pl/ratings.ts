/** Listy rankingowe: import, wyszukiwanie, zapisy i ponowny import (RULES.md R12.1, R13.1). */
export default {
  notAList:
    'Plik „{{file}}” nie jest listą rankingową: nie znaleziono wiersza nagłówka z kolumnami. Wybierz listę CSV, tekstową lub XLSX z wierszem nagłówka.',
  unclosedQuote:
    'W wierszu {{line}} pliku „{{file}}” otwiera się cudzysłów, który nigdzie nie jest zamknięty, więc nie można odczytać wiersza nagłówka. Zamknij lub usuń ten cudzysłów i zaimportuj listę ponownie.',
  noNameColumn:
    'Żadna kolumna pliku „{{file}}” nie zawiera nazwisk zawodników. Wskaż w przypisaniu kolumn kolumnę z nazwiskiem i imieniem (albo osobne kolumny nazwiska i imienia).',
  cannotRead:
    'Nie można odczytać pliku „{{file}}” ({{detail}}). Sprawdź, czy istnieje i czy nie jest otwarty w innym programie.',
  badFileName: '„{{file}}” nie jest nazwą pliku w folderze danych. Umieść tam listę i podaj samą nazwę.',
  listNotFound: 'Listy rankingowej {{id}} nie ma w tym pliku zawodów.',
  entryNotFound: 'Tego zawodnika nie ma już na listach rankingowych (pozycja {{id}}). Wyszukaj ponownie.',
  afterStart:
    'Runda 1 turnieju „{{name}}” została skojarzona: rankingi nie są już aktualizowane z listy (RULES.md R13.1).',
  belowFloor:
    '{{name}} ma ranking {{rating}}, poniżej minimalnego rankingu {{floor}} turnieju „{{tournament}}” (RULES.md R12.1). Zapisz zawodnika z rankingiem co najmniej {{floor}} albo zmień minimum w ustawieniach.',
  noRatingForFloor:
    '{{name}} nie ma rankingu dla odmiany i tempa gry turnieju „{{tournament}}”, który ma minimalny ranking {{floor}} (RULES.md R12.1).',
  jobNotFound:
    'Ten import nie jest już znany (aplikacja mogła zostać uruchomiona ponownie). Zaimportuj listę jeszcze raz.',
  workbook: {
    badDirectory:
      'Plik „{{file}}” nie jest prawidłowym skoroszytem Excela: brak jego katalogu zip albo katalog jest uszkodzony (plik mógł zostać ucięty). Zapisz listę ponownie w arkuszu kalkulacyjnym albo wyeksportuj ją do CSV.',
    damagedPart:
      'Plik „{{file}}” nie jest prawidłowym skoroszytem Excela: jego część {{part}} jest uszkodzona (danych nie da się rozpakować albo nie zgadzają się z sumą kontrolną). Zapisz listę ponownie w arkuszu kalkulacyjnym albo wyeksportuj ją do CSV.',
    missingPart:
      'Plik „{{file}}” nie jest prawidłowym skoroszytem Excela: brak jego części {{part}}. Zapisz listę ponownie w arkuszu kalkulacyjnym albo wyeksportuj ją do CSV.',
    badXml:
      'Plik „{{file}}” nie jest prawidłowym skoroszytem Excela: jego część {{part}} nie jest poprawnie zbudowanym XML-em. Zapisz listę ponownie w arkuszu kalkulacyjnym albo wyeksportuj ją do CSV.',
    tooLarge:
      'Plik „{{file}}” nie jest prawidłowym skoroszytem Excela: jego część {{part}} po rozpakowaniu zajęłaby {{size}} MB, więcej niż {{limit}} MB dopuszczalne dla listy rankingowej. Sprawdź, czy to właściwa lista, albo wyeksportuj ją do CSV.',
    encrypted:
      'Plik „{{file}}” nie jest prawidłowym skoroszytem Excela: jego część {{part}} jest zaszyfrowana. Zapisz listę bez hasła albo wyeksportuj ją do CSV.',
    unsupported:
      'Plik „{{file}}” nie jest prawidłowym skoroszytem Excela: jego część {{part}} jest skompresowana w sposób, którego skoroszyty Excela nie używają. Zapisz listę ponownie w arkuszu kalkulacyjnym albo wyeksportuj ją do CSV.',
    noSheet:
      'Plik „{{file}}” nie jest prawidłowym skoroszytem Excela: nie zawiera żadnego arkusza. Umieść listę w pierwszym arkuszu i zapisz skoroszyt ponownie.',
    badCell:
      'Plik „{{file}}” nie jest prawidłowym skoroszytem Excela: komórka {{cell}} w {{part}} jest w niewłaściwym miejscu albo odwołuje się do tekstu, którego nie ma w skoroszycie. Zapisz listę ponownie w arkuszu kalkulacyjnym albo wyeksportuj ją do CSV.',
    compoundFile:
      'Plik „{{file}}” to stary skoroszyt Excela (.xls) albo skoroszyt chroniony hasłem. Zapisz go w arkuszu kalkulacyjnym jako skoroszyt Excela (.xlsx) bez hasła albo jako CSV.',
  },
  otherKind:
    '{{name}} nie ma rankingu dla: $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}) (odmiana i tempo tego turnieju): lista „{{list}}” podaje {{rating}} dla: $t(ui:values.variant.{{listVariant}}), $t(ui:values.timeControlKind.{{listTimeControl}}). Zapisz z tym rankingiem albo bez rankingu.',
  register: {
    took: 'Ranking {{rating}}: z listy „{{list}}” dla: $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}) — odmiany i tempa tego turnieju.',
    tookUnmarked:
      'Ranking {{rating}}: lista „{{list}}” nie podaje, dla jakiej odmiany i tempa są jej rankingi, więc przyjęto go dla: $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}).',
    noRating: 'Bez rankingu: lista „{{list}}” go nie podaje.',
    tookOther:
      'Ranking {{rating}} z listy „{{list}}” dla: $t(ui:values.variant.{{listVariant}}), $t(ui:values.timeControlKind.{{listTimeControl}}), zgodnie z wyborem; ten turniej to $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}).',
    unratedChosen:
      'Bez rankingu, zgodnie z wyborem: lista „{{list}}” podaje ranking tego zawodnika tylko dla: $t(ui:values.variant.{{listVariant}}), $t(ui:values.timeControlKind.{{listTimeControl}}), a ten turniej to $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}).',
    useList: 'Zapisz z rankingiem {{rating}}',
    useUnrated: 'Zapisz bez rankingu',
  },
  cli: {
    usage:
      'Użycie: diagonal ratings import PLIK --db ZAWODY [--source NAZWA] [--json] albo diagonal ratings search TEKST --db ZAWODY [--json].',
    missingValue: 'Opcja {{option}} wymaga wartości.',
    unknownOption: 'Nieznana opcja {{option}}.',
    badChoice: 'Opcja {{option}} nie przyjmuje wartości „{{value}}”: użyj jednej z: {{choices}}.',
    badDate:
      'Opcja {{option}} przyjmuje datę kalendarzową w postaci RRRR-MM-DD (2026-07-01), nie „{{value}}”.',
    badLanguage: 'Nieznany język „{{value}}”: użyj en, fr, nl albo pl.',
    imported:
      'Zaimportowano zawodników z pliku {{file}} ({{list}}): {{imported}}, pominięto wierszy: {{skipped}}, zaimportowano z ostrzeżeniem: {{warned}}.',
    problemCell: 'wiersz {{line}}, kolumna „{{column}}”: {{message}}',
    problemLine: 'wiersz {{line}}: {{message}}',
  },
  row: {
    unclosedQuote:
      'W tym wierszu otwiera się cudzysłów, który nie jest zamknięty: wiersz pominięty. Sprawdź cudzysłowy w tym wierszu; kolejne wiersze są czytane osobno.',
    missingName: 'Brak nazwiska: wiersz pominięty.',
    badRating: 'Ranking „{{value}}” nie jest liczbą: wiersz pominięty.',
    decimalRating:
      'Ranking „{{value}}” ma część dziesiętną, a ranking jest liczbą całkowitą: zaimportowano jako {{rating}}.',
    fewerFields:
      'Liczba pól w wierszu: {{found}}, w nagłówku: {{expected}}. Brakuje separatora, więc wartości trafiłyby do niewłaściwych kolumn. Wiersz pominięty.',
    moreFields:
      'Liczba pól w wierszu: {{found}}, w nagłówku: {{expected}} (separator wewnątrz wartości bez cudzysłowu?): wiersz pominięty.',
    duplicateId:
      'Identyfikator {{value}} występuje już w wierszu {{first}}: wiersz pominięty, zachowano zawodnika z wiersza {{first}}.',
    badBirthYear: '„{{value}}” nie może być rokiem urodzenia: zaimportowano bez roku urodzenia.',
    badGames: 'Liczba partii „{{value}}” nie jest liczbą całkowitą: zaimportowano bez niej.',
    badTitle: 'Tytuł „{{value}}” nie jest tytułem FMJD: zaimportowano bez tytułu.',
    badSex: 'Płeć „{{value}}” nie jest ani M, ani K: zaimportowano bez niej.',
    misaligned:
      'Wartość zachodzi na początek kolumny „{{column}}”: ten wiersz nie jest wyrównany z nagłówkiem. Wiersz pominięty.',
  },
  field: {
    id: 'ID',
    name: 'Nazwisko i imię',
    surname: 'Nazwisko',
    givenName: 'Imię',
    infix: 'Przedrostek nazwiska (van, de…)',
    federation: 'Federacja',
    title: 'Tytuł',
    rating: 'Ranking',
    games: 'Partie',
    birthYear: 'Rok urodzenia',
    sex: 'Płeć',
    club: 'Klub',
  },
  screen: {
    title: 'Listy rankingowe',
    intro:
      'Zaimportuj listę FMJD albo listę krajową (CSV, tekst lub XLSX), a potem zapisuj zawodników, wyszukując ich na niej.',
    chosenFile: 'Plik listy: {{file}}',
    chooseFile: 'Wybierz plik listy…',
    upload: 'Prześlij plik listy',
    uploadHelp: 'CSV, tekst lub XLSX, do {{max}} MB. Plik zostaje w folderze danych serwera.',
    uploading: 'Wysyłanie pliku…',
    uploaded: 'Zapisano w folderze danych serwera jako {{file}}.',
    inFolder: 'Pliki w folderze danych',
    inFolderPick: 'Wybierz tam plik',
    inFolderNone: 'Nie ma tam jeszcze pliku listy',
    folderAt: 'Pliki zawodów i listy są przechowywane w {{path}}.',
    folderServer:
      'Pliki zawodów i listy są przechowywane w folderze danych serwera: jego pliki list są tu do wyboru.',
    preview: 'Podgląd',
    source: 'Źródło',
    sourceHelp:
      'Kto publikuje listę, np. FMJD albo PZWarc. Przypisanie kolumn jest zapamiętywane dla każdego źródła.',
    listName: 'Nazwa listy',
    listDate: 'Data listy',
    variant: 'Odmiana rankingów',
    timeControl: 'Tempo gry rankingów',
    asColumns: 'Według kolumn',
    formatFixed:
      'Tekst w kolumnach o stałej szerokości, kodowanie {{encoding}}, nagłówek w wierszu {{line}}.',
    formatXlsx: 'Skoroszyt Excel (XLSX), nagłówek w wierszu {{line}}.',
    encoding: 'Kodowanie',
    encodingAuto: 'Wykryj',
    encodingName: {
      'utf-8': 'UTF-8',
      'utf-8-bom': 'UTF-8 ze znacznikiem kolejności bajtów',
      'utf-16le': 'UTF-16',
      'windows-1250': 'Windows-1250 (środkowoeuropejskie)',
      'windows-1252': 'Windows-1252 (zachodnioeuropejskie)',
    },
    separator: { ';': 'średnikami', ',': 'przecinkami', '\t': 'tabulatorami', '|': 'pionowymi kreskami' },
    formatCsv: 'CSV rozdzielany {{separator}}, kodowanie {{encoding}}, nagłówek w wierszu {{line}}.',
    mapping: 'Kolumny',
    header: 'Nagłówek w pliku',
    meaning: 'Zawiera',
    unrecognised: 'Nie rozpoznano: wybierz, co zawiera, albo zostaw jako pominiętą.',
    ignore: 'Pomiń',
    firstRows: 'Pierwsze wiersze',
    import: 'Importuj',
    importing: 'Import w toku: odczytano {{rows}} wierszy ({{percent}}%)',
    done: 'Zaimportowano zawodników: {{imported}}, pominięto wierszy: {{skipped}}, zaimportowano z ostrzeżeniem: {{warned}}.',
    skippedRows: 'Pominięte wiersze',
    line: 'Wiersz',
    problems: 'Problemy w liście',
    problemsPreview: 'Problemy w pierwszych wierszach (import wymieni te z całego pliku)',
    column: 'Kolumna',
    found: 'Znaleziono',
    problem: 'Problem',
    result: 'Skutek',
    outcome: { skipped: 'Wiersz pominięty', imported: 'Zaimportowano' },
    wholeRow: 'Cały wiersz',
    moreProblems: 'Pokazano pierwsze {{shown}} z {{count}} problemów.',
    lists: 'Zaimportowane listy',
    importedAt: 'Zaimportowano',
    entries: 'Zawodnicy',
    noLists: 'Nie zaimportowano jeszcze żadnej listy.',
  },
  search: {
    label: 'Dodaj z list rankingowych',
    enterHint: 'Enter zapisuje zawodnika, gdy znaleziono tylko jednego.',
    placeholder: 'ID albo kilka liter nazwiska',
    none: 'Nie znaleziono zawodnika.',
    register: 'Zapisz',
    registerAnyway: 'Zapisz mimo to',
    alreadyRegistered: 'Już zapisany',
    registered: 'Zapisano: {{name}}.',
    results: 'Zawodnicy znalezieni na listach rankingowych',
    registerFrom: 'Zapisz: {{name}} z listy {{list}}',
  },
  diff: {
    title: 'Nowe rankingi z najnowszych list',
    intro:
      'Uczestnicy, których ranking na najnowszych listach jest inny. Zaakceptuj, aby je zaktualizować; tylko przed rundą 1.',
    none: 'Ranking każdego uczestnika zgadza się z najnowszymi listami.',
    entrant: 'Uczestnik',
    before: 'Obecnie',
    after: 'Na liście',
    list: 'Lista',
    accept: 'Zaakceptuj nowe rankingi',
    accepted: 'Zaktualizowano rankingi: {{count}}.',
  },
  uploadType:
    '„{{file}}” nie jest plikiem listy rankingowej. Wybierz plik CSV, tekstowy (.txt, .tsv, .prn) lub Excel (.xlsx).',
  uploadEmpty: 'Plik „{{file}}” jest pusty. Wybierz samą listę.',
  uploadTooLarge:
    'Plik jest większy niż {{max}} MB – za duży, by wysłać go z przeglądarki. Umieść go w folderze danych serwera i wybierz go stamtąd.',
};
