/** Pliki przychodzące i wychodzące: TRF, raport rankingowy FMJD, eksporty DraughtArbiter. */
export default {
  trfImported: 'Zaimportowano z {{file}}: system szwajcarski, {{rounds}} rund, {{paired}} już skojarzonych.',
  trfAccelerationNotBaku:
    'Rundy przyspieszone w pliku (wiersze 250 lub XXA) nie są metodą Baku, jedyną, którą kojarzy Diagonal (FIDE C.04.5.1: numery startowe od 1 do {{last}}, wirtualne punkty za wygraną, potem za remis, w pierwszych rundach: {{rounds}}). Usuń te wiersze, aby zaimportować turniej bez przyspieszenia, albo je popraw.',
  trfForbiddenUnknown:
    'Żaden uczestnik w pliku nie ma numeru startowego {{number}}: tej zakazanej pary nie zaimportowano. Popraw numer w pliku i zaimportuj go ponownie albo dodaj parę na ekranie „Uczestnicy”.',
  trfTooManyEntrants: 'Plik ma {{count}} uczestników; turniej mieści najwyżej {{max}}.',
  trfTwoLegs:
    '„{{name}}” gra dwie partie w rundzie, a TRF zna jedną partię na rundę: nie da się go zapisać jako TRF. Raport FMJD zawiera każdą partię, każdą w osobnej kolumnie.',
  limit: {
    trfTwoGames:
      'Dwóch partii w rundzie nie da się zapisać w TRF (jedna partia na rundę): ten turniej nie będzie miał eksportu TRF. Raport FMJD, plik PDN i strona internetowa zawierają każdą partię.',
  },
  csvNoHeader:
    'Nie znaleziono wiersza nagłówka: plik {{layout}} ma nad uczestnikami wiersz zaczynający się od „Place” (DraughtArbiter) lub „Pl” (raport FMJD).',
  csvMissingColumn:
    'Wiersz {{line}}: w nagłówku brak kolumny „{{column}}”. Wyeksportuj plik ponownie ze wszystkimi kolumnami.',
  csvBadCell:
    'Wiersz {{line}}, runda {{round}}: „{{text}}” nie jest wynikiem rundy (na przykład 68b2, 67w-, 2/23w).',
  csvBadRating:
    'Wiersz {{line}}: „{{text}}” nie jest rankingiem (na przykład A 2339 albo puste pole dla zawodnika bez rankingu).',
  csvBadNumber: 'Wiersz {{line}}, kolumna {{column}}: „{{text}}” nie jest poprawną liczbą.',
  csvNoName: 'Wiersz {{line}}: uczestnik nie ma nazwiska.',
  csvNoRows: 'Wiersz {{line}}: po nagłówku nie ma żadnego uczestnika.',
  csvDuplicateNumber: 'Wiersz {{line}}: numer {{number}} występuje dwa razy.',
  csvOpponentMismatch:
    'Wiersz {{line}}, runda {{round}}: przeciwnik {{opponent}} nie wskazuje tego uczestnika z drugim kolorem i drugą częścią punktów.',
  csvGamesMismatch:
    'Wiersz {{line}}, runda {{round}}: dwie partie tej rundy wskazują różnych przeciwników albo dwa razy ten sam kolor; partię 2 gra się z tym samym przeciwnikiem, z zamianą kolorów (R5.1).',
  csvGameColumns:
    'Wiersz {{line}}: pierwszy wiersz podaje {{games}} partie w rundzie, ale nagłówek ma {{columns}} kolumn partii; runda ma dwie partie (R5.1), więc kolumny idą parami.',
  csvTotalMismatch: 'Wiersz {{line}}: suma podaje {{stated}}, a rundy dają {{computed}}.',
  fmjdNotRated:
    '„{{name}}” to turniej nierankingowy: raport rankingowy FMJD ma tylko turniej rankingowy (R12).',
  fmjdFlagged: 'Brak identyfikatora FMJD dla {{startNo}}. {{name}}: uzupełnij go przed wysłaniem raportu.',
  cliCannotRead: 'Nie można odczytać pliku „{{file}}”.',
  cliCannotWrite: 'Nie można zapisać pliku „{{file}}”.',
  cliImported: '{{name}}: turniej {{id}}, uczestników: {{count}}.',
  pdnRoundOutOfRange: 'Runda {{round}} nie jest skojarzona: wybierz rundę od 1 do {{last}}.',
  contentMissing: 'Nie ma czego odczytać: import przyjmuje plik raz, jako tekst albo jako bajty.',
  notUtf8:
    'Wiersz {{line}} nie jest w UTF-8: plik zapisano w innym kodowaniu. Wybierz Windows-1250 (środkowoeuropejskie) lub Windows-1252 (zachodnioeuropejskie) w polu „Kodowanie”.',
  cliBadEncoding:
    '„{{encoding}}” nie jest kodowaniem, które ten import odczytuje; wybierz jedno z: {{list}}.',
  screen: {
    export: 'Pliki dla innych programów:',
    exportTrf: 'Eksportuj TRF',
    exportFmjd: 'Eksportuj raport FMJD',
    exportPdn: 'Eksportuj PDN rundy',
    pdnRound: 'Runda pliku PDN',
    roundN: 'Runda {{round}}',
    flaggedTitle: 'Uczestnicy bez identyfikatora FMJD: {{count}}',
    importProblems: 'Zaimportowano „{{name}}”; wartości pliku zaimportowane jako puste ({{count}}):',
    importKind: 'Importuj turniej z',
    import: 'Wybierz plik…',
    kind: {
      trf: 'Plik TRF-16',
      draughtarbiter: 'Wyniki DraughtArbiter (CSV)',
      'fmjd-report': 'Raport FMJD (CSV)',
    },
  },
};
