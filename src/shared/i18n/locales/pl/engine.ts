export default {
  start: {
    cancelled: 'Obecnych {{present}}, minimum {{minimum}}: turniej zostaje odwołany.',
    roundRobin: 'Obecnych {{present}}, próg {{threshold}}: system kołowy, rund: {{rounds}}.',
    roundRobinForced: 'Obecnych {{present}}, system kołowy narzucony regulaminem: rund: {{rounds}}.',
    swiss: 'Obecnych {{present}}, próg {{threshold}}: system szwajcarski, rund: {{rounds}}.',
    swissForced: 'Obecnych {{present}}, system szwajcarski narzucony regulaminem: rund: {{rounds}}.',
    'force-round-robin': 'Ustawienie „System” ma wartość „Zawsze turniej kołowy”: ono decyduje o systemie.',
    'force-swiss': 'Ustawienie „System” ma wartość „Zawsze system szwajcarski”: ono decyduje o systemie.',
    double:
      'Turniej dwukołowy: tabela Bergera rozegrana dwa razy, w II kole ze zmianą kolorów: {{rounds}} rund, po {{cycle}} w każdym kole.',
    doubleOfFour:
      'Turniej dwukołowy 4 zawodników: po sześć partii, jedna na rundę, więc dwie partie w rundzie z jednokołowego turnieju 4 zawodników (R3.2) nie są dodawane: {{rounds}} rund.',
    doubleIgnoredSwiss:
      'Turniej dwukołowy zostaje pominięty: obecnych {{present}}, próg {{threshold}}, start daje system szwajcarski (R2.2). Aby go rozegrać, ustaw „System” na „Zawsze turniej kołowy”.',
    twoLegsForced:
      'Turniej kołowy {{present}} zawodników zawsze gra dwie partie w rundzie, ze zmianą kolorów: po sześć partii (R3.2).',
    extraRoundIgnoredRoundRobin: 'Dodatkowa runda zostaje pominięta: dotyczy tylko systemu szwajcarskiego.',
    extraRoundIgnoredExplicit: 'Dodatkowa runda zostaje pominięta: liczba rund jest ustalona wprost.',
    extraRoundIgnoredField:
      'Dodatkowa runda zostaje pominięta: {{present}} zawodników nie może rozegrać więcej niż {{rounds}} rund bez ponownego spotkania.',
    extraRoundAdded: 'Dodano rundę: razem rund: {{rounds}}.',
    swissRoundsSet: 'Liczba rund szwajcarskich ustalona regulaminem: {{rounds}}.',
    swissRoundsIgnored: 'Liczba rund szwajcarskich zostaje pominięta: turniej jest kołowy.',
    roundsCapped: 'Tabela podaje {{table}} rund, ale ta stawka może rozegrać najwyżej {{rounds}}.',
    badPresent:
      'Liczba obecnych musi być liczbą całkowitą od 0 do {{max}} (R1.2: najwyżej {{max}} miejsc), a nie {{present}}.',
    badThreshold: 'Próg musi mieścić się między {{min}} a {{max}}, a nie {{threshold}}.',
    badMinimum: 'Minimum do rozpoczęcia to co najmniej {{min}}, a nie {{minimum}}.',
    badSwissRounds: 'Liczba rund szwajcarskich musi mieścić się między 1 a {{max}}, a nie {{rounds}}.',
    roundRobinTooLarge:
      'Turniej kołowy liczy najwyżej {{max}} zawodników (R2.2), a obecnych jest {{present}}. W ustawieniach wybierz system szwajcarski lub automatyczny albo oznacz mniej zawodników jako obecnych.',
  },
  format: {
    swiss: '$t(terms:swiss)',
    'round-robin': '$t(terms:roundRobin)',
    cancelled: 'odwołany',
  },
  berger: {
    outOfRange: 'Tabele Bergera obejmują od {{min}} do {{max}} zawodników, a nie {{count}}.',
    round: 'Runda {{round}}',
    bye: 'pauza',
  },
  sheet: {
    duplicateEntrant: 'Numer startowy {{startNo}} nadano dwóm zawodnikom.',
    unknownEntrant: 'Runda {{round}} wymienia numer startowy {{startNo}}, którego nie ma żaden zawodnik.',
    twiceInRound: 'Runda {{round}}: zawodnik {{startNo}} występuje dwa razy.',
    selfPairing: 'Runda {{round}}: zawodnik {{startNo}} jest skojarzony sam ze sobą.',
    gameCount:
      'Runda {{round}}, stolik {{white}}-{{black}}: zapisano partii: {{found}}, a runda ma {{expected}} na stolik.',
  },
  tiebreak: {
    unknownCode:
      'Nieznane kryterium pomocnicze „{{code}}”. Znane: {{known}}; BH, FB, SB i ARO przyjmują też dowolne Cut-n (/C3) lub Median-n (/M2).',
  },
  trf: {
    resultMismatch:
      'Wiersz {{line}}: runda {{round}} zawodnika {{startNo}} z {{opponent}} nie zgadza się z wynikiem w wierszu przeciwnika.',
    unplayedResult:
      'Wiersz {{line}}: runda {{round}} zawodnika {{startNo}} ma przeciwnika, ale wynik „{{result}}”; partia nierozegrana to „+” lub „-”.',
    pointsMismatch:
      'Wiersz {{line}}: zawodnik {{startNo}} ma {{stated}} pkt, a z wyników wynika {{computed}}.',
  },
  cli: {
    missingFile: 'Podaj plik TRF do odczytania.',
    cannotRead: 'Nie można odczytać pliku „{{file}}”.',
    missingValue: 'Opcja {{option}} wymaga wartości.',
    badNumber: 'Opcja {{option}} wymaga liczby całkowitej, a nie „{{value}}”.',
    badProbability: 'Opcja {{option}} wymaga prawdopodobieństwa od 0 do 1, a nie „{{value}}”.',
    outOfRange: 'Opcja {{option}} wymaga liczby całkowitej od {{min}} do {{max}}.',
    unknownOption: 'Nieznana opcja „{{option}}”.',
    badFormat: 'Nieznany system „{{value}}”: użyj swiss lub round-robin.',
    badUnplayed:
      'Nieznany sposób liczenia partii nierozegranych „{{value}}”: użyj recorded, fide-2023 lub fide-2026.',
    format: 'System',
    rounds: 'Rundy',
    gamesPerRound: 'Partie na stolik',
    rank: 'Miejsce',
    startNo: 'Nr',
    points: 'Punkty',
  },
  draughts: {
    badVariant: 'Nieznany wariant „{{value}}”: wybierz jeden z {{list}}.',
    badFen: 'Nie można odczytać pozycji „{{fen}}”: {{reason}}.',
    badDuplicates: '--duplicates przyjmuje „keep” lub „paths”, nie „{{value}}”.',
    badDepth: 'Głębokość musi wynosić od 1 do 30, nie {{value}}.',
    badCeiling: 'Pułap musi wynosić 1, 2, 3 lub all, nie „{{value}}”.',
    barred: '(wykluczona)',
    noTable:
      'Warcaby {{variant}} nie mają oficjalnej tabeli otwarć: mają ją tylko warcaby włoskie i angielskie.',
    total: 'Razem',
    perftLine: 'głębokość {{depth}}: {{nodes}} pozycji ({{ms}} ms)',
  },
};
