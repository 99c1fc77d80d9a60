/** Tiebreaks (RULES.md R9.5, R9.6): zie en/tiebreaks.ts. */
import type { TiebreakWords } from '../tiebreak-words';

export default {
  code: {
    BH: {
      short: 'WP',
      name: 'Weerstandspunten',
      explain: 'Telt de eindscore van elke tegenstander op.',
      choice: '$t(tiebreaks:code.BH.name) (Solkoff)',
    },
    'BH/C1': {
      short: 'WP-1',
      name: 'Weerstandspunten zonder laagste',
      choice: '$t(tiebreaks:code.BH/C1.name)',
    },
    'BH/C2': { short: 'WP-2', name: 'Weerstandspunten zonder twee laagste' },
    'BH/M1': {
      short: 'WP-M',
      name: 'Weerstandspunten zonder hoogste en laagste',
      choice: '$t(tiebreaks:code.BH/M1.name)',
    },
    'BH/M2': { short: 'WP-M2', name: 'Weerstandspunten zonder twee hoogste en twee laagste' },
    FB: {
      short: 'FB',
      name: 'Voorlopige weerstandspunten',
      explain:
        'Telt de eindscore van elke tegenstander op, met elke partij van de laatste ronde als remise geteld.',
    },
    AOB: {
      short: 'AOB',
      name: 'Gemiddelde weerstandspunten van de tegenstanders',
      explain:
        'Het gemiddelde van de weerstandspunten van de tegenstanders tegen wie aan het bord is gespeeld.',
    },
    'SOLK+': {
      short: 'WP+',
      name: 'Solkoff-plus',
      explain: 'Telt de weerstandspunten van elke tegenstander op.',
    },
    SB: {
      short: 'SB',
      name: 'Sonneborn-Berger',
      explain:
        'Telt de eindscore op van elke verslagen tegenstander en de helft van de eindscore van elke tegenstander tegen wie remise werd gespeeld.',
      legend:
        'Een halve (½) komt van een remise: de helft van de score van een tegenstander waartegen remise werd gespeeld telt mee (R9.2), dus op een 2/1/0-schaal kan het op ½ eindigen.',
    },
    'SB/C1': { short: 'SB-1', name: 'Sonneborn-Berger zonder laagste' },
    'SB/C2': { short: 'SB-2', name: 'Sonneborn-Berger zonder twee laagste' },
    'SB/M1': { short: 'SB-M', name: 'Sonneborn-Berger zonder hoogste en laagste' },
    'SB/M2': { short: 'SB-M2', name: 'Sonneborn-Berger zonder twee hoogste en twee laagste' },
    KS: {
      short: 'KS',
      name: 'Koya-systeem',
      explain:
        'Telt de punten op die zijn behaald tegen de spelers die met minstens de helft van de maximale score eindigden.',
      choice: '$t(tiebreaks:code.KS.name) ($t(terms:roundRobin))',
    },
    WIN: {
      short: 'Winst',
      name: 'Overwinningen, gespeeld of niet',
      explain:
        'Telt de gewonnen partijen, aan het bord of zonder spel (reglementair of door niet-verschijnen gewonnen: WIN van FIDE C.07); een bye is geen overwinning (R9.4). Alleen de aan het bord gewonnen partijen zijn een ander criterium (WON).',
    },
    WON: {
      short: 'WON',
      name: 'Aan het bord gewonnen partijen',
      explain: 'Telt de aan het bord gewonnen partijen.',
    },
    BPG: { short: 'BPG', name: 'Partijen met zwart', explain: 'Telt de partijen met zwart.' },
    BWG: {
      short: 'BWG',
      name: 'Met zwart gewonnen partijen',
      explain: 'Telt de aan het bord met zwart gewonnen partijen.',
    },
    GE: {
      short: 'GE',
      name: 'Ronden waarin de speler koos te spelen',
      explain:
        'Telt de ronden waarin de speler koos te spelen: elke ronde behalve een verloren reglementaire nederlaag, een gevraagde vrije ronde of een afwezigheid.',
    },
    PS: {
      short: 'PS',
      name: 'Progressieve score',
      explain: 'Telt de tussenstand van de speler na elke ronde op.',
    },
    'PS/C1': { short: 'PS-1', name: 'Progressieve score zonder eerste ronde' },
    DE: {
      short: 'OR',
      name: 'Onderling resultaat',
      explain: 'Telt alleen de punten op uit de partijen tussen de gelijk geëindigde spelers.',
      legend:
        'Leeg voor een deelnemer die met niemand gelijk staat wanneer het wordt toegepast (evenveel punten en dezelfde criteria ervoor); tussen haakjes waar niet alle gelijk geëindigden tegen elkaar speelden en het de deelnemer niet plaatst (FIDE C.07 art. 6).',
      why: {
        alone:
          'Geen waarde: met niemand gelijk wanneer dit criterium wordt toegepast (evenveel punten en dezelfde criteria ervoor).',
        allMet:
          'Tussen {{list}}: zij speelden allemaal tegen elkaar, dus de punten uit die partijen bepalen hun volgorde (FIDE C.07 art. 6).',
        ahead:
          'Tussen {{list}}: niet iedereen speelde tegen elkaar ({{pairs}} speelden niet); deze deelnemer scoorde onderling meer dan een ander nog kan halen met winst in elke niet gespeelde partij, en staat dus voor hen (FIDE C.07 art. 6).',
        notApplied:
          'Tussen {{list}}: niet iedereen speelde tegen elkaar ({{pairs}} speelden niet) en de anderen kunnen deze deelnemer nog inhalen, dus het onderling resultaat bepaalt de plaats niet (waarde tussen haakjes): het volgende criterium beslist (FIDE C.07 art. 6).',
      },
    },
    OWP: {
      short: 'WPT',
      name: 'Winstpercentage van de tegenstanders',
      explain: 'Het gemiddelde van het winstpercentage van elke tegenstander.',
    },
    ARO: {
      short: 'Gem. rtg',
      name: 'Gemiddelde rating van de tegenstanders',
      explain: 'Het gemiddelde van de rating van de tegenstanders tegen wie aan het bord is gespeeld.',
    },
    'ARO/C1': { short: 'ARO-1', name: 'Gemiddelde rating van de tegenstanders zonder laagste' },
    TPR: {
      short: 'TPR',
      name: 'Toernooiprestatierating',
      explain:
        'De gemiddelde rating van de tegenstanders tegen wie aan het bord is gespeeld, plus het ratingverschil dat past bij het aandeel punten tegen hen.',
    },
    PTP: {
      short: 'PTP',
      name: 'Perfecte toernooiprestatie',
      explain:
        'De laagste rating waarmee de verwachte score tegen de tegenstanders aan het bord de tegen hen behaalde punten bereikt.',
    },
    APRO: {
      short: 'APRO',
      name: 'Gemiddelde prestatierating van de tegenstanders',
      explain:
        'Het gemiddelde van de prestatierating van de tegenstanders tegen wie aan het bord is gespeeld.',
    },
    APPO: {
      short: 'APPO',
      name: 'Gemiddelde perfecte toernooiprestatie van de tegenstanders',
      explain:
        'Het gemiddelde van de perfecte toernooiprestatie van de tegenstanders tegen wie aan het bord is gespeeld.',
    },
    TPN: { short: 'Start', name: 'Startnummer', explain: 'Het startnummer: het laagste gaat voor.' },
  } satisfies TiebreakWords,
  modified: {
    name: { C: '{{name}}, Cut-{{n}} (FIDE)', M: '{{name}}, Median-{{n}} (FIDE)' },
    short: { C: '{{short}}-C{{n}}', M: '{{short}}-M{{n}}' },
    cut1: 'De minst belangrijke waarde wordt geschrapt.',
    cutN: 'De {{n}} minst belangrijke waarden worden geschrapt.',
    median1: 'De minst en de meest belangrijke waarde worden geschrapt.',
    medianN: 'De {{n}} minst en de {{n}} meest belangrijke waarden worden geschrapt.',
    firstRound: 'De eerste ronde wordt geschrapt.',
  },
  fide: {
    code: 'FIDE C.07: {{code}}',
    none: 'Geen FIDE C.07-code.',
    solkoffPlus:
      'Geen FIDE C.07-code: criterium van de FMJD; de AOB van de FIDE neemt het gemiddelde van dezelfde waarden.',
  },
  screen: { edition: '{{policy}} Gekozen in de instellingen: “{{setting}}”.' },
};
