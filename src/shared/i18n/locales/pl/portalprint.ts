/** Portal wyników na papierze (RULES.md R16.2-R16.3): jego adres na arkuszach rundy. */
export default {
  sheet: 'Zgłoś swoje wyniki w portalu wyników: zeskanuj kod albo otwórz {{url}}',
  slip: {
    title: 'Karteczki z zaproszeniem',
    startNo: 'Numer startowy {{startNo}}',
    board: 'Runda {{round}}: stolik {{board}}',
    what: 'Zeskanuj kod telefonem albo wpisz adres podany niżej, aby zgłosić wyniki swoich partii w portalu wyników. Ten link jest osobisty: nie przekazuj go nikomu.',
  },
  allInvited:
    'Wszyscy zawodnicy ({{count}}) mają już osobisty link: nie wydrukowano żadnej karteczki. Aby zastąpić ich linki, naciśnij „Nowe linki dla wszystkich”.',
  screen: {
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
