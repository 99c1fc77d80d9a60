export default {
  trfBadRecord: 'Regel {{line}}, kolom {{column}}: deze regel volgt de TRF-opmaak niet.',
  trfShortLine:
    'Regel {{line}}: een spelersregel moet minstens 84 tekens lang zijn (hij stopt bij kolom {{column}}).',
  trfBadNumber: 'Regel {{line}}, kolom {{column}}: "{{text}}" is hier geen geldig getal.',
  trfPointsOffSystem:
    'Regel {{line}}, kolom {{column}}: het totaal {{points}} kan in de puntentelling van dit bestand (winst {{win}}, remise {{draw}}, verlies {{loss}}, bye {{bye}}) niet behaald worden: de totalen gaan in stappen van {{step}}. Controleer het totaal, of de puntentelling (BBW, BBD, BBL, BBU of 162).',
  trfBadOpponent: 'Regel {{line}}, kolom {{column}}: "{{text}}" is geen geldige tegenstander.',
  trfBadColour: 'Regel {{line}}, kolom {{column}}: onbekende kleur; gebruik w, b of -.',
  trfBadResult: 'Regel {{line}}, kolom {{column}}: de uitslag "{{text}}" past niet bij deze ronde.',
  trfBadPointSystem: 'Regel {{line}}, kolom {{column}}: de puntentelling is onleesbaar.',
  trfDuplicatePlayer: 'Regel {{line}}: startnummer {{number}} komt twee keer voor.',
  trfOpponentMismatch:
    'Regel {{line}}, kolom {{column}}: in ronde {{round}} speelt speler {{number}} tegen {{opponent}}, maar diens regel noemt {{number}} niet terug met de andere kleur.',
  trfPointsMismatch:
    'Regel {{line}}, kolom {{column}}: speler {{number}} heeft {{found}} punten, maar de uitslagen tellen op tot {{expected}}.',
  trfNoRounds: 'Het bestand vermeldt niet hoeveel ronden het toernooi telt (regel XXR of 142).',
  trfTournamentOver: 'Alle {{rounds}} ronden zijn al ingedeeld: er is geen volgende ronde.',
  noValidPairing:
    'Geen indeling van ronde {{round}} voldoet aan de absolute regels: twee deelnemers zouden elkaar opnieuw treffen, of een bye zou gaan naar iemand die er al een had. Controleer de afwezigen of deel deze ronde met de hand in.',
  fileUnreadable: 'Het bestand "{{file}}" kan niet gelezen worden.',
  usagePair:
    'Gebruik: diagonal pair BESTAND.trf [-o UITVOER] [--checklist BESTAND] | diagonal pair BESTAND.trf --teams [--match-points W,R,V]',
  usageCheck: 'Gebruik: diagonal check BESTAND.trf',
  usageGenerate:
    'Gebruik: diagonal generate --entrants N --rounds R --seed S [--forbidden K] [--accelerated] [--draws P] [--forfeits P] [--absences P] -o BESTAND.trf',
  generateStopped:
    'Geen indeling van ronde {{round}} voldoet aan de absolute regels (verboden paren, herhaalde partijen): het toernooi is geschreven met de eerste {{rounds}} ronden.',
  generateWritten: '{{file}}: {{entrants}} deelnemers, {{rounds}} ronden.',
  checkRoundDiffers: 'Ronde {{round}}: de vastgelegde indeling wijkt af van het Nederlandse systeem.',
  checkAllIdentical: 'Alle {{rounds}} ronden zijn ingedeeld zoals het Nederlandse systeem ze indeelt.',
  checkSummary: '{{differing}} van de {{rounds}} ronden wijken af.',
  checkHeader: 'vastgelegd | Nederlands systeem',
  usageExplain:
    'Gebruik: diagonal explain BESTAND.trf [--round N] [--json] [--why-not A B] (A en B: startnummers)',
  explainUnknownEntrant: 'Geen deelnemer heeft startnummer {{number}} in ronde {{round}}.',
  explainRound: 'Ronde {{round}}: waarom deze indeling',
  explainBoard: 'Bord {{board}}: {{white}} – {{black}}',
  explainSide: '  {{name}}, scoregroep {{group}}: {{float}}; {{colour}}.',
  explainFloatNone: 'speelt in de eigen scoregroep',
  explainFloatDown: 'zakt naar scoregroep {{to}} ({{chain}})',
  explainLeftOver: 'overgebleven in de indelingsgroep van {{from}}: {{reason}}',
  explainFloatUp: 'stijgt om {{opponent}} te ontmoeten, gezakt uit scoregroep {{from}}',
  explainReasonOdd: 'de indelingsgroep telt een oneven aantal deelnemers',
  explainReasonIncompatible: 'geen toegestane tegenstander in de indelingsgroep (C1, C3)',
  explainReasonBest: 'de beste indeling van de groep volgens de criteria (C4, C6–C21)',
  explainWhite: 'Wit',
  explainBlack: 'Zwart',
  explainStrength_absolute: 'absolute',
  explainStrength_strong: 'sterke',
  explainStrength_mild: 'lichte',
  explainStrength_none: 'geen',
  explainGranted: 'eigen voorkeur gehonoreerd',
  explainNotGranted: 'eigen voorkeur niet gehonoreerd',
  explainColourE1: '{{colour}}, {{strength}} kleurvoorkeur gehonoreerd (E.1)',
  explainColourE1None: '{{colour}}, geen kleurvoorkeur: de voorkeur van de tegenstander gehonoreerd (E.1)',
  explainColourE2Won: '{{colour}}, de sterkste voorkeur ({{strength}}) gehonoreerd (E.2)',
  explainColourE2Lost:
    '{{colour}}: de sterkere voorkeur van de tegenstander gehonoreerd, de eigen ({{strength}}) niet (E.2)',
  explainColourE3:
    '{{colour}}, afwisseling vanaf de laatste ronde waarin de twee verschillende kleuren hadden (E.3); {{granted}}',
  explainColourE4:
    '{{colour}}, de rangregel: de voorkeur van de hoogst geplaatste gehonoreerd (E.4); {{granted}}',
  explainColourE5:
    '{{colour}}, geen van beiden heeft een voorkeur: het indelingsnummer van de hoogst geplaatste en de voor ronde 1 gelote kleur beslissen (E.5)',
  explainByeLowest:
    'Bye: {{name}}, scoregroep {{group}}, de laagst geplaatste deelnemer die hem mag krijgen (C2, C5).',
  explainByeBest:
    'Bye: {{name}}, scoregroep {{group}}: lager geplaatste deelnemers mogen hem krijgen, maar de beste indeling volgens de criteria (C4, C5–C21) laat {{name}} over.',
  explainByePaired: '  {{name}} mag hem krijgen en is ingedeeld.',
  explainByeBar_pab: '  {{name}} mag hem niet krijgen: bye in ronde {{round}} (C2).',
  explainByeBar_forfeitWin: '  {{name}} mag hem niet krijgen: reglementaire winst in ronde {{round}} (C2).',
  explainByeBar_fullBye:
    '  {{name}} mag hem niet krijgen: de punten van een winst zonder te spelen in ronde {{round}} (C2).',
  explainCriteriaMet: 'Elk kwaliteitscriterium (C5–C21) is volledig vervuld.',
  explainCriteria: 'Kwaliteitscriteria die niet volledig vervuld zijn:',
  explainCriterion: '  {{criterion}} ({{name}}): {{figure}}',
  explainFigureNone: 'geen',
  explainFigureCount: '{{n}}: {{names}}',
  whyNotWeighed: '{{figure}}; {{field}}',
  whyNotField_C6: 'paren in de indelingsgroep: {{n}}',
  whyNotField_C7: 'gekoppelde scores in de indelingsgroep: {{list}}',
  whyNotField_C8: 'paren gevormd in de volgende scoregroep: {{n}}',
  whyNotField_C8Scores: 'paren gevormd in de volgende scoregroep: {{n}}, gekoppelde scores {{list}}',
  whyNotField_C9:
    'rangen van de ingedeelde spelers met de score van wie de bye krijgt, de minste gespeelde partijen het hoogst, opgeteld: {{n}}',
  whyNotField_met: 'paren in de indelingsgroep die eraan voldoen: {{n}}',
  whyNotField_C14: 'ingedeelde spelers uit de eigen groep die in de vorige ronde gezakt zijn: {{n}}',
  whyNotField_C15:
    'paren in de indelingsgroep zonder tegenstander van een gezakte speler die in de vorige ronde gestegen is: {{n}}',
  whyNotField_C16: 'ingedeelde spelers uit de eigen groep die twee ronden eerder gezakt zijn: {{n}}',
  whyNotField_C17:
    'paren in de indelingsgroep zonder tegenstander van een gezakte speler die twee ronden eerder gestegen is: {{n}}',
  whyNotField_C18:
    'scores van de ingedeelde spelers in de indelingsgroep die in de vorige ronde gezakt zijn: {{list}}',
  whyNotField_C19:
    'scores van de paren in de indelingsgroep zonder tegenstander van een gezakte speler die in de vorige ronde gestegen is: {{list}}',
  whyNotField_C20:
    'scores van de ingedeelde spelers in de indelingsgroep die twee ronden eerder gezakt zijn: {{list}}',
  whyNotField_C21:
    'scores van de paren in de indelingsgroep zonder tegenstander van een gezakte speler die twee ronden eerder gestegen is: {{list}}',
  explainFigureScores: 'scores {{list}}: {{names}}',
  explainFigureDifferences: 'scoreverschillen {{list}}: {{names}}',
  explainFigureUnplayed_one: '{{count}} niet gespeelde partij: {{names}}',
  explainFigureUnplayed_few: '{{count}} niet gespeelde partijen: {{names}}',
  explainFigureUnplayed_many: '{{count}} niet gespeelde partijen: {{names}}',
  explainFigureUnplayed_other: '{{count}} niet gespeelde partijen: {{names}}',
  explainFigureC5: 'de bye gaat naar score {{bye}}, de laagste score is {{lowest}}: {{names}}',
  criterion_C5: 'minimaliseer de score van wie de door de indeling toegekende bye krijgt',
  criterion_C6: 'minimaliseer het aantal dalers (maximaliseer het aantal paren)',
  criterion_C7: 'minimaliseer de scores van de dalers, de hoogste eerst',
  criterion_C8:
    'kies de dalers zo dat de volgende groep zo weinig mogelijk dalers heeft, met de laagste scores (C6, C7 daar)',
  criterion_C9:
    'minimaliseer het aantal niet gespeelde partijen van wie de door de indeling toegekende bye krijgt',
  criterion_C10:
    'minimaliseer het aantal topscorers of tegenstanders van topscorers met een kleurverschil boven +2 of onder -2',
  criterion_C11:
    'minimaliseer het aantal topscorers of tegenstanders van topscorers die drie keer op rij dezelfde kleur krijgen',
  criterion_C12: 'minimaliseer het aantal spelers die hun kleurvoorkeur niet krijgen',
  criterion_C13: 'minimaliseer het aantal spelers die hun sterke kleurvoorkeur niet krijgen',
  criterion_C14: 'minimaliseer het aantal dalers uit de eigen groep die in de vorige ronde gezakt zijn',
  criterion_C15:
    'minimaliseer het aantal tegenstanders van gezakte spelers die in de vorige ronde gestegen zijn',
  criterion_C16: 'minimaliseer het aantal dalers uit de eigen groep die twee ronden eerder gezakt zijn',
  criterion_C17:
    'minimaliseer het aantal tegenstanders van gezakte spelers die twee ronden eerder gestegen zijn',
  criterion_C18:
    'minimaliseer de scoreverschillen van dalers uit de eigen groep die in de vorige ronde gezakt zijn',
  criterion_C19:
    'minimaliseer de scoreverschillen van tegenstanders van gezakte spelers die in de vorige ronde gestegen zijn',
  criterion_C20:
    'minimaliseer de scoreverschillen van dalers uit de eigen groep die twee ronden eerder gezakt zijn',
  criterion_C21:
    'minimaliseer de scoreverschillen van tegenstanders van gezakte spelers die twee ronden eerder gestegen zijn',
  whyNotPaired: '{{a}} en {{b}} zijn in deze ronde tegen elkaar ingedeeld.',
  whyNotC1:
    '{{a}} en {{b}} mogen elkaar niet ontmoeten (C1): ze speelden al tegen elkaar, of de arbiter houdt ze uit elkaar.',
  whyNotC3:
    '{{a}} en {{b}} mogen elkaar niet ontmoeten (C3): beiden hebben dezelfde absolute kleurvoorkeur en geen van beiden is topscorer.',
  whyNotImpossible: 'Met {{a}} tegen {{b}} kan de rest van de ronde niet ingedeeld worden (C4).',
  whyNotWorseRound:
    'Met {{a}} tegen {{b}} is de ronde slechter op {{criterion}} ({{name}}): {{made}} in de gemaakte indeling; {{forced}} met hen samen.',
  whyNotWorse:
    'Met {{a}} tegen {{b}} is de indelingsgroep van scoregroep {{group}} slechter op {{criterion}} ({{name}}): {{made}} in de gemaakte indeling; {{forced}} met hen samen.',
  whyNotBetter:
    'Met {{a}} tegen {{b}} verschilt de indelingsgroep van scoregroep {{group}} eerst op {{criterion}} ({{name}}): {{made}} in de gemaakte indeling; {{forced}} met hen samen. De gemaakte indeling is eerder beslist, door de voltooiing (C4) of de volgende groep (C8).',
  whyNotEqual:
    '{{a}} tegen {{b}} is toegestaan en precies even goed volgens elk criterium C5–C21. Wat voor de gemaakte indeling besliste is de volgorde van de procedure na C21 (D: eerst de tegenstanders van gezakte spelers, dan transposities van S2 vóór uitwisselingen tussen S1 en S2): in scoregroep {{group}} ontmoet {{entrant}} {{made}} in de eerste indeling van die volgorde, niet {{forced}}.',
};
