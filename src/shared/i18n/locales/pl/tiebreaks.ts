/** Punktacja pomocnicza (RULES.md R9.5, R9.6): zob. en/tiebreaks.ts. */
export default {
  explain: {
    BH: 'Suma końcowych wyników wszystkich przeciwników.',
    FB: 'Suma końcowych wyników wszystkich przeciwników, przy czym każda partia ostatniej rundy liczy się jako remis.',
    AOB: 'Średnia Buchholzów przeciwników, z którymi rozegrano partię przy stoliku.',
    'SOLK+': 'Suma Buchholzów wszystkich przeciwników.',
    SB: 'Suma końcowych wyników pokonanych przeciwników i połowy końcowych wyników przeciwników, z którymi padł remis.',
    KS: 'Suma punktów zdobytych przeciwko zawodnikom, którzy ukończyli turniej z co najmniej połową maksymalnego wyniku.',
    WIN: 'Liczy partie wygrane przy warcabnicy lub bez gry (walkower lub niestawienie się przeciwnika: WIN wg FIDE C.07); pauza nie jest zwycięstwem (R9.4). Same partie wygrane przy warcabnicy to osobne kryterium (WON).',
    WON: 'Liczba partii wygranych przy stoliku.',
    BPG: 'Liczba partii rozegranych czarnymi.',
    BWG: 'Liczba partii wygranych czarnymi przy stoliku.',
    GE: 'Liczba rund, które zawodnik zdecydował się rozegrać: wszystkie poza przegranym walkowerem, pauzą na własną prośbę i nieobecnością.',
    PS: 'Suma wyników narastających zawodnika po każdej rundzie.',
    DE: 'Suma punktów zdobytych wyłącznie w partiach między zawodnikami z równą liczbą punktów.',
    OWP: 'Średni procent partii wygranych przez przeciwników.',
    ARO: 'Średni ranking przeciwników, z którymi rozegrano partię przy stoliku.',
    TPR: 'Średni ranking przeciwników, z którymi rozegrano partię przy stoliku, powiększony o różnicę rankingu odpowiadającą odsetkowi zdobytych przeciw nim punktów.',
    PTP: 'Najniższy ranking, przy którym oczekiwany wynik przeciwko przeciwnikom spotkanym przy stoliku osiąga punkty zdobyte przeciw nim.',
    APRO: 'Średni ranking turniejowy przeciwników, z którymi rozegrano partię przy stoliku.',
    TPN: 'Numer startowy: niższy jest wyżej.',
    cut1: 'Najmniej znacząca wartość zostaje odrzucona.',
    cutN: 'Odrzuca się najmniej znaczące wartości w liczbie {{n}}.',
    median1: 'Najmniej i najbardziej znacząca wartość zostają odrzucone.',
    medianN:
      'Odrzuca się najmniej znaczące wartości w liczbie {{n}} oraz najbardziej znaczące w liczbie {{n}}.',
    firstRound: 'Pierwsza runda zostaje odrzucona.',
  },
  fide: {
    code: 'FIDE C.07: {{code}}',
    none: 'Brak kodu FIDE C.07.',
    solkoffPlus: 'Brak kodu FIDE C.07: kryterium FMJD; AOB według FIDE to średnia tych samych wartości.',
  },
  modified: {
    name: { C: '{{name}}, Cut-{{n}} (FIDE)', M: '{{name}}, Median-{{n}} (FIDE)' },
    short: { C: '{{short}}-C{{n}}', M: '{{short}}-M{{n}}' },
  },
  screen: {
    edition: '{{policy}} Wybrane w ustawieniach: „{{setting}}”.',
  },
};
