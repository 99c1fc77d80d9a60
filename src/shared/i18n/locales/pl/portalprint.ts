/** Portal wyników na papierze (RULES.md R16.2-R16.3): jego adres na arkuszach rundy. */
export default {
  sheet: 'Zgłoś swoje wyniki w portalu wyników: zeskanuj kod albo otwórz {{url}}',
  slip: {
    captain: 'Kapitan drużyny',
    match: 'Runda {{round}}: mecz {{match}}',
    captainWhat:
      'Zeskanuj kod telefonem albo wpisz adres poniżej, aby zgłosić mecz swojej drużyny w portalu wyników, wynik każdego stolika. Ten link należy do kapitana: zachowaj go dla siebie.',
    title: 'Karteczki z zaproszeniem',
    startNo: 'Numer startowy {{startNo}}',
    board: 'Runda {{round}}: stolik {{board}}',
    what: 'Zeskanuj kod telefonem albo wpisz adres podany niżej, aby zgłosić wyniki swoich partii w portalu wyników. Ten link jest osobisty: nie przekazuj go nikomu.',
    code: 'Kod osobisty: {{code}}',
    codeWhat: 'Bez aparatu? Otwórz {{portal}}, wybierz swoje nazwisko i wpisz ten kod.',
    captainCodeWhat: 'Bez aparatu? Otwórz {{portal}}, wybierz swoją drużynę i wpisz ten kod.',
  },
  allInvited:
    'Wszyscy zawodnicy ({{count}}) mają już osobisty link: nie wydrukowano żadnej karteczki. Aby zastąpić ich linki, naciśnij „Nowe linki dla wszystkich”.',
  allInvitedCaptains:
    'Wszyscy kapitanowie ({{count}}) mają już osobisty link: nie wydrukowano kartek. Aby wymienić ich linki, naciśnij „Nowe linki dla wszystkich kapitanów”.',
  finished:
    'Turniej {{name}} jest zakończony: nie przyjmuje już zgłoszeń, więc karteczki z zaproszeniem nie są drukowane.',
  screen: {
    captains: {
      print: 'Drukuj kartki dla kapitanów bez linku',
      keepNote: 'Kapitanowie, którzy mają już link, nie dostają kartki: ich link nadal działa.',
      renew: 'Nowe linki dla wszystkich kapitanów',
      renewNote: 'Każdy kapitan dostaje nową kartkę: wszystkie wcześniej wydane linki przestają działać.',
    },
    title: 'Osobiste linki',
    print: 'Drukuj karteczki dla zawodników bez linku',
    keepNote: 'Zawodnicy, którzy mają już link, nie dostają karteczki: ich link nadal działa.',
    renew: 'Nowe linki dla wszystkich',
    renewNote: 'Każdy zawodnik dostaje nową karteczkę: wszystkie wcześniej wydane linki przestają działać.',
    ready: 'Gotowe karteczki z zaproszeniem: {{count}}.',
    download: 'Pobierz karteczki',
    state: { none: 'brak linku', invited: 'ma link', revoked: 'link unieważniony' },
    confirm: 'Osobisty link zawodnika {{name}} natychmiast przestaje działać.',
  },
};
