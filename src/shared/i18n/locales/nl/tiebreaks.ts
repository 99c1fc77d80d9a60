/** Tiebreaks (RULES.md R9.5, R9.6): zie en/tiebreaks.ts. */
export default {
  explain: {
    BH: 'Telt de eindscore van elke tegenstander op.',
    FB: 'Telt de eindscore van elke tegenstander op, met elke partij van de laatste ronde als remise geteld.',
    AOB: 'Het gemiddelde van de weerstandspunten van de tegenstanders tegen wie aan het bord is gespeeld.',
    'SOLK+': 'Telt de weerstandspunten van elke tegenstander op.',
    SB: 'Telt de eindscore op van elke verslagen tegenstander en de helft van de eindscore van elke tegenstander tegen wie remise werd gespeeld.',
    KS: 'Telt de punten op die zijn behaald tegen de spelers die met minstens de helft van de maximale score eindigden.',
    WIN: 'Telt de gewonnen partijen, aan het bord of zonder spel (reglementair of door niet-verschijnen gewonnen: WIN van FIDE C.07); een bye is geen overwinning (R9.4). Alleen de aan het bord gewonnen partijen zijn een ander criterium (WON).',
    WON: 'Telt de aan het bord gewonnen partijen.',
    BPG: 'Telt de partijen met zwart.',
    BWG: 'Telt de aan het bord met zwart gewonnen partijen.',
    GE: 'Telt de ronden waarin de speler koos te spelen: elke ronde behalve een verloren reglementaire nederlaag, een gevraagde vrije ronde of een afwezigheid.',
    PS: 'Telt de tussenstand van de speler na elke ronde op.',
    DE: 'Telt alleen de punten op uit de partijen tussen de gelijk geëindigde spelers.',
    OWP: 'Het gemiddelde van het winstpercentage van elke tegenstander.',
    ARO: 'Het gemiddelde van de rating van de tegenstanders tegen wie aan het bord is gespeeld.',
    TPR: 'De gemiddelde rating van de tegenstanders tegen wie aan het bord is gespeeld, plus het ratingverschil dat past bij het aandeel punten tegen hen.',
    PTP: 'De laagste rating waarmee de verwachte score tegen de tegenstanders aan het bord de tegen hen behaalde punten bereikt.',
    APRO: 'Het gemiddelde van de prestatierating van de tegenstanders tegen wie aan het bord is gespeeld.',
    TPN: 'Het startnummer: het laagste gaat voor.',
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
  modified: {
    name: { C: '{{name}}, Cut-{{n}} (FIDE)', M: '{{name}}, Median-{{n}} (FIDE)' },
    short: { C: '{{short}}-C{{n}}', M: '{{short}}-M{{n}}' },
  },
  screen: {
    edition: '{{policy}} Gekozen in de instellingen: “{{setting}}”.',
  },
};
