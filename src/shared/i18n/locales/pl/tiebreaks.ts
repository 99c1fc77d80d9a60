/** Punktacja pomocnicza (RULES.md R9.5, R9.6): zob. en/tiebreaks.ts. */
import type { TiebreakWords } from '../tiebreak-words';

export default {
  code: {
    BH: {
      short: 'BH',
      name: 'Buchholz',
      explain: 'Suma końcowych wyników wszystkich przeciwników.',
      choice: '$t(tiebreaks:code.BH.name) (Solkoff)',
    },
    'BH/C1': {
      short: 'BH-1',
      name: 'Buchholz bez najniższego wyniku',
      choice: '$t(tiebreaks:code.BH/C1.name) (Solkoff obcięty)',
    },
    'BH/C2': { short: 'BH-2', name: 'Buchholz bez dwóch najniższych wyników' },
    'BH/M1': {
      short: 'BH-M',
      name: 'Buchholz medianowy',
      choice: '$t(tiebreaks:code.BH/M1.name) (Solkoff medianowy)',
    },
    'BH/M2': { short: 'BH-M2', name: 'Buchholz bez dwóch najniższych i dwóch najwyższych wyników' },
    FB: {
      short: 'FB',
      name: 'Buchholz wyprzedzający',
      explain:
        'Suma końcowych wyników wszystkich przeciwników, przy czym każda partia ostatniej rundy liczy się jako remis.',
    },
    AOB: {
      short: 'AOB',
      name: 'Średni Buchholz przeciwników',
      explain: 'Średnia Buchholzów przeciwników, z którymi rozegrano partię przy stoliku.',
    },
    'SOLK+': { short: 'Solk+', name: 'Solkoff-plus', explain: 'Suma Buchholzów wszystkich przeciwników.' },
    SB: {
      short: 'SB',
      name: 'Sonneborn-Berger',
      explain:
        'Suma końcowych wyników pokonanych przeciwników i połowy końcowych wyników przeciwników, z którymi padł remis.',
      legend:
        'Połówka (½) pochodzi z remisu: liczy się połowa wyniku przeciwnika, z którym był remis (R9.2), więc w skali 2/1/0 wartość może kończyć się na ½.',
    },
    'SB/C1': { short: 'SB-1', name: 'Sonneborn-Berger bez najniższego wyniku' },
    'SB/C2': { short: 'SB-2', name: 'Sonneborn-Berger bez dwóch najniższych wyników' },
    'SB/M1': { short: 'SB-M', name: 'Sonneborn-Berger medianowy' },
    'SB/M2': { short: 'SB-M2', name: 'Sonneborn-Berger bez dwóch najniższych i dwóch najwyższych wyników' },
    KS: {
      short: 'KS',
      name: 'System Koya',
      explain:
        'Suma punktów zdobytych przeciwko zawodnikom, którzy ukończyli turniej z co najmniej połową maksymalnego wyniku.',
      choice: '$t(tiebreaks:code.KS.name) ($t(terms:roundRobin))',
    },
    WIN: {
      short: 'Zw.',
      name: 'Zwycięstwa, rozegrane lub nie',
      explain:
        'Liczy partie wygrane przy warcabnicy lub bez gry (walkower lub niestawienie się przeciwnika: WIN wg FIDE C.07); pauza nie jest zwycięstwem (R9.4). Same partie wygrane przy warcabnicy to osobne kryterium (WON).',
    },
    WON: {
      short: 'WON',
      name: 'Partie wygrane przy warcabnicy',
      explain: 'Liczba partii wygranych przy stoliku.',
    },
    BPG: { short: 'BPG', name: 'Partie rozegrane czarnymi', explain: 'Liczba partii rozegranych czarnymi.' },
    BWG: {
      short: 'BWG',
      name: 'Partie wygrane czarnymi',
      explain: 'Liczba partii wygranych czarnymi przy stoliku.',
    },
    GE: {
      short: 'GE',
      name: 'Partie, które zawodnik zdecydował się rozegrać',
      explain:
        'Liczba rund, które zawodnik zdecydował się rozegrać: wszystkie poza przegranym walkowerem, pauzą na własną prośbę i nieobecnością.',
    },
    PS: {
      short: 'PS',
      name: 'Punktacja progresywna',
      explain: 'Suma wyników narastających zawodnika po każdej rundzie.',
    },
    'PS/C1': { short: 'PS-1', name: 'Punktacja progresywna bez pierwszej rundy' },
    DE: {
      short: 'WB',
      name: 'Wynik bezpośrednich spotkań',
      explain: 'Suma punktów zdobytych wyłącznie w partiach między zawodnikami z równą liczbą punktów.',
      legend:
        'Puste dla uczestnika, który nie remisuje z nikim, gdy kryterium jest stosowane (te same punkty i te same wcześniejsze kryteria); w nawiasie, gdy remisujący nie wszyscy grali ze sobą i kryterium nie klasyfikuje uczestnika (FIDE C.07 art. 6).',
      why: {
        alone:
          'Brak wartości: nikt nie remisuje z tym uczestnikiem, gdy kryterium jest stosowane (te same punkty i te same wcześniejsze kryteria).',
        allMet:
          'Między {{list}}: wszyscy grali ze sobą, więc punkty zdobyte w tych partiach ustalają kolejność (FIDE C.07 art. 6).',
        ahead:
          'Między {{list}}: nie wszyscy grali ze sobą ({{pairs}} nie grali); ten uczestnik zdobył między nimi więcej, niż ktokolwiek inny mógłby jeszcze osiągnąć, wygrywając każdą nierozegraną partię, więc jest przed nimi (FIDE C.07 art. 6).',
        notApplied:
          'Między {{list}}: nie wszyscy grali ze sobą ({{pairs}} nie grali), a inni mogliby jeszcze dogonić tego uczestnika, więc wynik bezpośrednich spotkań go nie klasyfikuje (wartość w nawiasie): decyduje następne kryterium (FIDE C.07 art. 6).',
      },
    },
    OWP: {
      short: 'PWP',
      name: 'Procent zwycięstw przeciwników',
      explain: 'Średni procent partii wygranych przez przeciwników.',
    },
    ARO: {
      short: 'Śr. rank.',
      name: 'Średni ranking przeciwników',
      explain: 'Średni ranking przeciwników, z którymi rozegrano partię przy stoliku.',
    },
    'ARO/C1': { short: 'ARO-1', name: 'Średni ranking przeciwników bez najniższego' },
    TPR: {
      short: 'TPR',
      name: 'Ranking turniejowy (performance)',
      explain:
        'Średni ranking przeciwników, z którymi rozegrano partię przy stoliku, powiększony o różnicę rankingu odpowiadającą odsetkowi zdobytych przeciw nim punktów.',
    },
    PTP: {
      short: 'PTP',
      name: 'Doskonały ranking turniejowy',
      explain:
        'Najniższy ranking, przy którym oczekiwany wynik przeciwko przeciwnikom spotkanym przy stoliku osiąga punkty zdobyte przeciw nim.',
    },
    APRO: {
      short: 'APRO',
      name: 'Średni ranking turniejowy przeciwników',
      explain: 'Średni ranking turniejowy przeciwników, z którymi rozegrano partię przy stoliku.',
    },
    APPO: {
      short: 'APPO',
      name: 'Średni doskonały ranking turniejowy przeciwników',
      explain: 'Średni doskonały ranking turniejowy przeciwników, z którymi rozegrano partię przy stoliku.',
    },
    TPN: { short: 'Nr st.', name: 'Numer startowy', explain: 'Numer startowy: niższy jest wyżej.' },
  } satisfies TiebreakWords,
  modified: {
    name: { C: '{{name}}, Cut-{{n}} (FIDE)', M: '{{name}}, Median-{{n}} (FIDE)' },
    short: { C: '{{short}}-C{{n}}', M: '{{short}}-M{{n}}' },
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
  screen: { edition: '{{policy}} Wybrane w ustawieniach: „{{setting}}”.' },
};
