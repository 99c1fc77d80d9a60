/** Turnieje drużynowe (RULES.md R16.1, R16.1b, R10.2): odmowy, decyzje i nazwy ustawień. */
export default {
  errors: {
    undoLeaveNotLeft: 'Drużyna {{team}} nie opuściła turnieju: nie ma czego cofać.',
    undoLeaveUnrecorded:
      'Drużyna {{team}} odeszła po rundzie {{round}} we wcześniejszej wersji, która nie zapisała, co zmieniła: wpisz wyniki jej stolików ręcznie.',
    undoLeaveAfterPairing:
      'Runda {{round}} jest już skojarzona bez drużyny {{team}}: jej wycofania w rundzie {{after}} nie można już cofnąć. Pozostaje poza turniejem.',
    notTeamEvent:
      '„{{name}}” to turniej indywidualny: czynności drużynowe dotyczą tylko turniejów drużynowych.',
    teamEvent:
      '„{{name}}” to turniej drużynowy: rozpocznij go, kojarz rundy i wpisuj wyniki na ekranie Drużyny.',
    invalidSettings: 'Ustawienia drużynowe są nieprawidłowe: {{issues}}',
    twoLegsNotForTeams: 'W turnieju drużynowym gra się jedną partię na stoliku: wyłącz „$t(terms:twoLegs)”.',
    cyclesNotForTeams:
      'Turniej drużynowy gra turniej kołowy raz: ustaw „Koła turnieju kołowego” na „Jedno: każda para raz”.',
    extraRoundNotForTeams: 'Turniej drużynowy ustala liczbę rund w polu „Rundy”: wyłącz „Dodatkowa runda”.',
    swissRoundsNotForTeams:
      'Turniej drużynowy ustala liczbę rund w polu „Rundy”: zostaw „Liczba rund systemu szwajcarskiego” puste.',
    openingNotForTeams:
      'Turnieje drużynowe gra się na razie z dowolnym otwarciem: ustaw „Tryb otwarć” na „Dowolny”.',
    teamNotFound: 'W tym pliku zawodów nie ma drużyny numer {{id}}.',
    nameRequired: 'Podaj nazwę drużyny.',
    textTooLong: 'Najwyżej {{max}} znaków.',
    nameTaken: 'Drużyna „{{name}}” jest już zgłoszona do tego turnieju.',
    rosterClosed:
      'Runda 1 turnieju „{{name}}” jest skojarzona: drużyny i ich składy nie mogą się już zmienić (R1.3).',
    playerInTeam: '{{name}} gra już w drużynie {{team}}: zawodnik należy tylko do jednej drużyny.',
    playerNotInTeam: '{{name}} nie ma w składzie drużyny {{team}}.',
    rosterOrder: 'Nowa kolejność musi wymienić każdego zawodnika drużyny {{team}} dokładnie raz.',
    teamsOrder: 'Rozstawienie musi wymienić każdą drużynę turnieju dokładnie raz.',
    seedingByRating:
      'Rozstawienie jest według rankingu: wybierz „Kolejność sędziego” w polu „Rozstawienie”, aby samemu ustawić drużyny.',
    tooFewTeams: 'Zgłoszono {{count}} drużyn; turniej drużynowy wymaga co najmniej {{min}} (R1.2).',
    tooFewPlayers:
      'Drużyna {{team}} ma {{players}} zawodników na {{boards}} stolików: dopisz zawodników do składu.',
    notStarted: 'Turniej „{{name}}” jeszcze się nie rozpoczął: najpierw go rozpocznij.',
    alreadyStarted: 'Turniej „{{name}}” już się rozpoczął.',
    roundNotFound: 'Runda {{round}} nie jest skojarzona.',
    matchNotFound: 'Runda {{round}} nie ma meczu numer {{match}}.',
    boardNotFound: 'Mecz {{match}} rundy {{round}} nie ma stolika {{board}}.',
    notLatestRound: 'Runda {{round}} nie jest ostatnią rundą ({{latest}}): popraw raczej jej wyniki.',
    roundIncomplete: 'W rundzie {{round}} jest jeszcze {{missing}} stolików bez wyniku.',
    allRoundsPaired: 'Wszystkie {{rounds}} rundy są skojarzone.',
    noPairingRematch:
      'Żadne kojarzenie rundy {{round}} nie pozwala uniknąć drugiego spotkania: w każdym dwie drużyny grają ponownie; najmniej powtórek: {{pairs}}. Kojarz z najmniejszą liczbą powtórek albo zakończ turniej po rundzie {{last}}.',
    noPairingBye:
      'Żadna drużyna, która nadal gra, nie może pauzować w rundzie {{round}}: każda już pauzowała. Kojarz z drugą pauzą (dla {{team}}) albo zakończ turniej po rundzie {{last}}.',
    noPairingBoth:
      'Żadne kojarzenie rundy {{round}} nie pozwala uniknąć drugiego spotkania ({{pairs}}) ani drugiej pauzy ({{team}}). Kojarz z najmniejszą liczbą powtórek albo zakończ turniej po rundzie {{last}}.',
    noValidPairing: 'Żadne kojarzenie rundy {{round}} nie pozwala uniknąć drugiego spotkania dwóch drużyn.',
    lineupCount:
      'Skład na mecz drużyny {{team}} liczy {{boards}} zawodników, po jednym na stolik; podano {{count}}.',
    lineupTwice: '{{name}} występuje w składzie na mecz dwa razy.',
    lineupOrder:
      'Skład na mecz musi zachować kolejność składu drużyny {{team}}: {{name}} (numer {{position}}) nie może grać na stoliku {{board}} za zawodnikiem {{above}} (numer {{abovePosition}}). Zamień ich miejscami.',
    lineupLocked:
      'Mecz drużyny {{team}} w rundzie {{round}} ma już wynik: skład na mecz nie może się zmienić.',
    lineupRoundOut: 'Runda {{round}} wykracza poza {{rounds}} rund turnieju.',
    teamLeft: 'Drużyna {{team}} opuściła turniej po rundzie {{round}}.',
    leaveBeforeStart: 'Turniej „{{name}}” się nie rozpoczął: usuń raczej drużynę {{team}}.',
    confirmRepair:
      'Runda {{round}} jest skojarzona bez wyników: ta poprawka kojarzy ją od nowa. Potwierdź, aby kontynuować.',
    trfTeamName: 'Wiersz {{line}}: rekord drużyny (013) wymaga nazwy drużyny w kolumnach 5-36.',
    trfTeamUnknownPlayer:
      'Wiersz {{line}}: rekord drużyny wymienia numer startowy {{number}}, którego nie ma żaden zawodnik (001).',
    trfTeamPlayerTwice:
      'Wiersz {{line}}: numer startowy {{number}} gra już w drużynie {{team}}: zawodnik należy tylko do jednej drużyny.',
    trfNoTeams: 'Plik nie ma rekordów drużyn (013): to nie jest turniej drużynowy.',
    trfMatchMixed:
      'Runda {{round}}: zawodnicy drużyny {{team}} grają z zawodnikami dwóch różnych drużyn; na wszystkich stolikach meczu grają te same dwie drużyny. Popraw przeciwników w pliku.',
    trfTeamless: 'Zawodnik {{number}} gra w rundzie {{round}}, ale nie należy do żadnej drużyny (013).',
    ratingsFileRefused:
      'Plik rankingów drużyn „{{fileName}}” nie został zaimportowany, nic się nie zmieniło (problemy: {{count}}): {{issues}}',
  },
  settings: {
    boardsRange: 'Stoliki w meczu: od {{min}} do {{max}}; podano {{value}}.',
    matchPointsOrder:
      'Punkty meczowe: wygrana musi być warta więcej niż remis, a remis nie mniej niż przegrana (bez punktów ujemnych).',
    unratedRatingRange: 'Ranking zawodnika bez rankingu: od {{min}} do {{max}}; podano {{value}}.',
    roundsRange: 'Rundy: od {{min}} do {{max}}; podano {{value}}.',
  },
  ratingsFile: {
    header:
      'Wiersz {{line}}: pierwszy wiersz musi być nagłówkiem {{header}} (nazwa drużyny, ranking, mecze rankingowe).',
    noRows: 'Wiersz {{line}}: po nagłówku nie ma żadnej drużyny.',
    cells: 'Wiersz {{line}}: komórek: {{count}}; wiersz ma trzy: nazwa drużyny, ranking, mecze rankingowe.',
    noName: 'Wiersz {{line}}: drużyna nie ma nazwy.',
    nameLong: 'Wiersz {{line}}: nazwa drużyny ma więcej niż {{max}} znaków.',
    badRating: 'Wiersz {{line}}: „{{text}}” nie jest rankingiem: liczba całkowita od {{min}} do {{max}}.',
    badMatches:
      'Wiersz {{line}}: „{{text}}” nie jest liczbą meczów rankingowych: liczba całkowita, 0 lub więcej.',
    twice: 'Wiersz {{line}}: {{name}} jest już w wierszu {{first}}: jeden wiersz na drużynę.',
    quotes: 'Wiersz {{line}}: cudzysłów nie jest zamknięty: ujmij całą komórkę w podwójny cudzysłów.',
  },
  decision: {
    swiss: '{{teams}} drużyn: drużynowy system szwajcarski, {{rounds}} rund (⌈log₂ drużyn⌉ + 1).',
    swissSet: '{{teams}} drużyn: drużynowy system szwajcarski, {{rounds}} rund, jak ustawiono.',
    roundRobin: '{{teams}} drużyn, próg {{threshold}}: drużynowy system kołowy, {{rounds}} rund.',
    forcedSwiss:
      '{{teams}} drużyn, narzucony system szwajcarski: drużynowy system szwajcarski, {{rounds}} rund.',
    forcedRoundRobin: '{{teams}} drużyn, wybrany system kołowy: drużynowy system kołowy, {{rounds}} rund.',
  },
  pairNext: {
    notStarted: 'Turniej się nie rozpoczął.',
    incomplete: 'W rundzie {{round}} są jeszcze stoliki bez wyniku.',
    done: 'Wszystkie rundy są skojarzone.',
  },
  cli: {
    ratingsImported: 'Rankingi drużyn zaimportowane z {{file}}: {{count}}.',
    team: 'Drużyna',
    matchPoints: 'DP',
    boardPoints: 'MP',
    badMatchPoints:
      'Opcja --match-points wymaga wygrana,remis,przegrana, gdzie wygrana > remis >= przegrana, np. 3,1,0; a nie „{{value}}”.',
    badBoardPoints: 'Opcja --board-points przyjmuje first lub last, a nie „{{value}}”.',
  },
  labels: {
    boards: 'Stoliki w meczu',
    matchPoints: 'Punkty meczowe (wygrana / remis / przegrana)',
    seeding: 'Rozstawienie',
    seedingRating: 'Według średniego rankingu zawodników',
    seedingTeamRating: 'Według rankingu drużyny',
    seedingArbiter: 'Kolejność sędziego',
    unratedRating: 'Ranking zawodnika bez rankingu',
    rounds: 'Rundy',
    boardPoints: 'Małe punkty jako kryterium pomocnicze',
  },
};
