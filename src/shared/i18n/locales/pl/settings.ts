/** Walidacja ustawień (RULES.md R1-R5, R9.5, R11, R12). */
export default {
  invalid: 'Ustawienia turnieju są nieprawidłowe: {{issues}}',
  nameRequired: 'Turniej musi mieć nazwę.',
  textTooLong: 'Ten tekst jest za długi: najwyżej {{max}} znaków.',
  timeControlRequired: "Wpisz tempo gry tak, jak jest na karcie rundy, np. 90'+30''.",
  scheduledStartInvalid: 'Planowany początek musi być datą i godziną (R1.2); „{{value}}” nią nie jest.',
  durationRange:
    'Zapowiedziany czas trwania musi wynosić od {{min}} do {{max}} minut (R1.2); wpisano {{value}}.',
  startInPast:
    'Planowany początek {{start}} już minął. Daty pozostają dowolne dla turnieju wpisywanego po fakcie; sprawdź, czy to nie literówka.',
  startFarAhead: 'Planowany początek {{start}} jest za ponad rok. Sprawdź rok: zostaje tak, jak go wpisano.',
  announcedEndRequired:
    'Automatyczne zamknięcie wymaga zapowiedzianego końca: daty i godziny, o której turniej się kończy (R15.1).',
  announcedEndInvalid: 'Zapowiedziany koniec musi być datą i godziną (R15.1); „{{value}}” nią nie jest.',
  announcedEndBeforeStart:
    'Zapowiedziany koniec {{end}} nie jest po początku: wpisz dzień i godzinę końca turnieju (R15.1).',
  announcedEndTooLate:
    'Turniej kończy się najpóźniej {{days}} dni po starcie (R1.2): ustal wcześniejszy koniec.',
  announcedEndPassed:
    'Zapowiedziany koniec {{end}} już minął: przy automatycznym zamknięciu turniej zamknąłby się, zanim zostanie rozegrany (R15.1). Ustal późniejszy koniec albo wyłącz automatyczne zamknięcie.',
  dateInvalid:
    'Drukowana data to dzień, RRRR-MM-DD; „{{value}}” nim nie jest. Zostaw puste, aby drukować dni, w których kojarzono rundy.',
  endDateBeforeStart: 'Ostatni dzień {{end}} jest przed pierwszym dniem {{start}}: popraw jeden z nich.',
  seatsRange: 'Liczba miejsc musi wynosić od {{min}} do {{max}} (R1.2); wpisano {{value}}.',
  seatsBelowEntrants:
    'Zgłoszonych jest już {{count}} uczestników: liczba miejsc nie może być mniejsza (R1.2).',
  minimumRange:
    'Minimum do rozpoczęcia musi wynosić od {{min}} do liczby miejsc, {{max}} (R1.2); wpisano {{value}}.',
  thresholdRange: 'Próg musi wynosić od {{min}} do {{max}} (R2.2); wpisano {{value}}.',
  swissRoundsNotSwiss:
    'Liczby rund szwajcarskich nie można ustawić dla wymuszonego turnieju kołowego (R3.5); usuń ją.',
  swissRoundsRange:
    'Liczba rund szwajcarskich musi wynosić od {{min}} do {{max}}, o jeden mniej niż liczba miejsc (R3.5); wpisano {{value}}.',
  extraRoundWithExplicit:
    'Przy ustalonej liczbie rund ({{rounds}}) dodatkowa runda nie ma zastosowania (R3.4, R3.5): wpisz żądaną łączną liczbę i wyłącz dodatkową rundę.',
  extraRoundNotSwiss:
    'Dodatkowa runda istnieje tylko w systemie szwajcarskim (R3.4); wyłącz ją dla wymuszonego turnieju kołowego.',
  accelerationNotSwiss:
    'Rundy przyspieszone (FIDE C.04.5.1, Baku) należą do systemu szwajcarskiego: system „Zawsze turniej kołowy” ich nie ma. Wybierz brak przyspieszenia albo inny system.',
  accelerationPointSystem:
    'Rundy przyspieszone dają jako punkty wirtualne punkty za wygraną, potem za remis: punktacja musi liczyć remis jako połowę wygranej, a przegraną jako zero.',
  cyclesNotSwiss:
    'Turniej dwukołowy to turniej kołowy rozegrany dwa razy: system „Zawsze system szwajcarski” nie gra żadnego. Wybierz jedno koło albo inny system.',
  openingNeedsTable:
    'Tryb otwarć „{{mode}}” losuje z oficjalnej tabeli, która istnieje tylko dla warcabów włoskich i angielskich (R11.1); wybierz wolny ruch lub losowe ruchy dla tej odmiany.',
  themedOpeningRequired: 'Turniej tematyczny wymaga otwarcia z oficjalnej tabeli (R11.1).',
  themedOpeningUnknown:
    'Otwarcia {{number}} nie ma w oficjalnej tabeli ({{variant}}), z której losują turnieje: wybierz je z listy (R11.4).',
  themedOpeningUnused:
    'Podano otwarcie tematyczne, ale ustawienie „Tryb otwarć” nie ma wartości „Tematyczny (jedno otwarcie we wszystkich partiach)” (R11.1): usuń je.',
  floorDroppedCasual:
    'Zapisano jako towarzyski, bez progu rankingowego {{floor}}: tryb otwarć „{{mode}}” bez ustawienia „$t(terms:twoLegs)” czyni turniej towarzyskim (R12.2), a turniej towarzyski nie ma progu (R12.1). Aby był rankingowy, włącz „$t(terms:twoLegs)”, a potem ustaw próg ponownie.',
  samePersonOverlap:
    '{{player}} (ID {{ratingId}}) jest uczestnikiem tego turnieju i turnieju „{{other}}”, które odbywałyby się wtedy w tym samym czasie (R1.5). Wybierz początek i koniec (albo czas trwania), które nie nakładają się na „{{other}}”, albo usuń tego uczestnika z jednego z nich.',
  floorNeedsRated:
    'Próg rankingowy dotyczy tylko turnieju rankingowego (R12.1): usuń próg lub uczyń turniej rankingowym.',
  floorRange: 'Próg rankingowy musi wynosić od {{min}} do {{max}} co {{step}} (R12.1); wpisano {{value}}.',
  pointsNegative: 'Punkty nie mogą być ujemne (R4.1).',
  pointsOrder: 'Wygrana musi być warta więcej niż remis, a remis co najmniej tyle, co porażka (R4.1).',
  pointsScale: 'Skala punktów musi wynosić co najmniej 1.',
  tiebreaksEmpty:
    'Wybierz co najmniej jedną punktację pomocniczą lub użyj domyślnej kolejności systemu (R9.5).',
  tiebreakTwice: 'Punktacja pomocnicza {{code}} występuje w kolejności dwa razy (R9.5); zostaw ją raz.',
  casualChosen: 'Towarzyski: turniej nie jest rankingowy, zgodnie z wyborem (R12.1).',
  casualStrongOpening:
    'Towarzyski: tryb otwarć „{{mode}}” wykracza poza 2N/2B, a wtedy turniej rankingowy wymaga ustawienia „$t(terms:twoLegs)” (R12.2). Włącz „$t(terms:twoLegs)”, aby znów był rankingowy.',
  /** R12.3: ile partii może być liczonych do rankingu (RatedGamesSchema). */
  ratedGames: {
    none: '0 partii może być liczonych do rankingu: żaden uczestnik nie ma rankingu dla: $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}), odmiany i tempa gry tego turnieju, a partia jest liczona do rankingu tylko wtedy, gdy co najmniej jeden z jej dwóch graczy go ma (R12.3). Przed rundą 1 wpisz rankingi na ekranie „Uczestnicy” albo zapisz uczestników z listy, która podaje ranking dla tej odmiany i tempa gry.',
    nonePaired:
      '0 z {{total}} partii skojarzonych do tej pory może być liczonych do rankingu: żaden uczestnik nie ma rankingu dla: $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}), odmiany i tempa gry tego turnieju, a partia jest liczona do rankingu tylko wtedy, gdy co najmniej jeden z jej dwóch graczy go ma (R12.3).',
    paired:
      '{{rateable}} z {{total}} partii skojarzonych do tej pory może być liczonych do rankingu: partia jest liczona, gdy została rozegrana na warcabnicy (walkower, niestawienie się ani pauza nigdy) i co najmniej jeden z jej dwóch graczy ma ranking dla: $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}) (R12.3); ma go {{rated}} z {{entrants}} uczestników.',
    expected:
      '{{rateable}} z {{total}} partii, które rozegra {{entrants}} obecnych, może być liczonych do rankingu: {{rated}} z nich ma ranking dla: $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}), a partia jest liczona, gdy została rozegrana na warcabnicy i co najmniej jeden z jej dwóch graczy go ma (R12.3).',
    entrants:
      '{{rated}} z {{entrants}} obecnych ma ranking dla: $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}): partia może być liczona do rankingu, gdy została rozegrana na warcabnicy i co najmniej jeden z jej dwóch graczy go ma (R12.3), więc ile ich będzie, zależy od kojarzeń.',
  },
};
