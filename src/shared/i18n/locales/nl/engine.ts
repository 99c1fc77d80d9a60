export default {
  start: {
    cancelled: '{{present}} aanwezig, minimum {{minimum}}: het toernooi gaat niet door.',
    roundRobin: '{{present}} aanwezig, drempel {{threshold}}: rondtoernooi, {{rounds}} ronden.',
    roundRobinForced: '{{present}} aanwezig, rondtoernooi volgens het reglement: {{rounds}} ronden.',
    swiss: '{{present}} aanwezig, drempel {{threshold}}: Zwitsers systeem, {{rounds}} ronden.',
    swissForced: '{{present}} aanwezig, Zwitsers systeem volgens het reglement: {{rounds}} ronden.',
    'force-round-robin': 'De instelling "Systeem" staat op "Altijd rondtoernooi": zij bepaalt het systeem.',
    'force-swiss': 'De instelling "Systeem" staat op "Altijd Zwitsers": zij bepaalt het systeem.',
    double:
      'Dubbelrondig rondtoernooi: de Bergertabel twee keer, de tweede cyclus met omgewisselde kleuren: {{rounds}} ronden, {{cycle}} per cyclus.',
    doubleOfFour:
      'Dubbelrondig rondtoernooi met 4: zes partijen per deelnemer, één per ronde, dus de twee partijen per ronde van een enkelrondig rondtoernooi met 4 (R3.2) komen er niet bij: {{rounds}} ronden.',
    doubleIgnoredSwiss:
      'Het dubbelrondige rondtoernooi vervalt: {{present}} aanwezig, drempel {{threshold}}, de start geeft Zwitsers (R2.2). Zet "Systeem" op "Altijd rondtoernooi" om het te spelen.',
    twoLegsForced:
      'Een rondtoernooi met {{present}} speelt altijd twee partijen per ronde met omgewisselde kleuren: zes partijen per deelnemer (R3.2).',
    extraRoundIgnoredRoundRobin:
      'De extra ronde wordt genegeerd: die geldt alleen voor een Zwitsers toernooi.',
    extraRoundIgnoredExplicit:
      'De extra ronde wordt genegeerd: het aantal ronden is uitdrukkelijk vastgelegd.',
    extraRoundIgnoredField:
      'De extra ronde wordt genegeerd: {{present}} deelnemers kunnen niet meer dan {{rounds}} ronden spelen zonder elkaar twee keer te treffen.',
    extraRoundAdded: 'Extra ronde toegevoegd: {{rounds}} ronden.',
    swissRoundsSet: 'Aantal Zwitserse ronden volgens het reglement: {{rounds}}.',
    swissRoundsIgnored: 'Het aantal Zwitserse ronden wordt genegeerd: het toernooi is een rondtoernooi.',
    roundsCapped:
      'De tabel geeft {{table}} ronden, maar dit deelnemersveld kan er hoogstens {{rounds}} spelen.',
    badPresent:
      'Het aantal aanwezigen moet een geheel getal van 0 tot en met {{max}} zijn (R1.2: hoogstens {{max}} plaatsen), niet {{present}}.',
    badThreshold: 'De drempel moet tussen {{min}} en {{max}} liggen, niet {{threshold}}.',
    badMinimum: 'Het minimum om te beginnen is ten minste {{min}}, niet {{minimum}}.',
    badSwissRounds: 'Het aantal Zwitserse ronden moet tussen 1 en {{max}} liggen, niet {{rounds}}.',
    roundRobinTooLarge:
      'Een rondtoernooi telt hoogstens {{max}} spelers (R2.2), en er zijn er {{present}} aanwezig. Kies in de instellingen Zwitsers of automatisch, of meld minder deelnemers aanwezig.',
  },
  format: {
    swiss: '$t(terms:swiss)',
    'round-robin': '$t(terms:roundRobin)',
    cancelled: 'afgelast',
  },
  berger: {
    outOfRange: 'De Bergertabellen gaan van {{min}} tot {{max}} deelnemers, niet {{count}}.',
    round: 'Ronde {{round}}',
    bye: 'vrij',
  },
  sheet: {
    duplicateEntrant: 'Startnummer {{startNo}} is aan twee deelnemers gegeven.',
    unknownEntrant: 'Ronde {{round}} noemt startnummer {{startNo}}, dat geen deelnemer heeft.',
    twiceInRound: 'Ronde {{round}}: deelnemer {{startNo}} komt twee keer voor.',
    selfPairing: 'Ronde {{round}}: deelnemer {{startNo}} is tegen zichzelf ingedeeld.',
    gameCount:
      'Ronde {{round}}, bord {{white}}-{{black}}: {{found}} partijen ingevoerd, de ronde heeft er {{expected}} per bord.',
  },
  tiebreak: {
    unknownCode:
      'Onbekende tiebreak "{{code}}". Bekende tiebreaks: {{known}}; BH, FB, SB en ARO nemen ook elke Cut-n (/C3) of Median-n (/M2).',
  },
  trf: {
    resultMismatch:
      'Regel {{line}}: ronde {{round}} van speler {{startNo}} tegen {{opponent}} klopt niet met de uitslag op de regel van de tegenstander.',
    unplayedResult:
      'Regel {{line}}: ronde {{round}} van speler {{startNo}} heeft een tegenstander maar uitslag "{{result}}"; een niet-gespeelde partij is "+" of "-".',
    pointsMismatch:
      'Regel {{line}}: speler {{startNo}} heeft {{stated}} punten, maar de uitslagen tellen op tot {{computed}}.',
  },
  cli: {
    missingFile: 'Geef het TRF-bestand op dat gelezen moet worden.',
    cannotRead: 'Kan het bestand "{{file}}" niet lezen.',
    missingValue: 'De optie {{option}} heeft een waarde nodig.',
    badNumber: 'De optie {{option}} heeft een geheel getal nodig, niet "{{value}}".',
    badProbability: 'De optie {{option}} vraagt een kans tussen 0 en 1, niet "{{value}}".',
    outOfRange: 'De optie {{option}} vraagt een geheel getal van {{min}} tot {{max}}.',
    unknownOption: 'Onbekende optie "{{option}}".',
    badFormat: 'Onbekend systeem "{{value}}": gebruik swiss of round-robin.',
    badUnplayed:
      'Onbekende regeling voor niet-gespeelde partijen "{{value}}": gebruik recorded, fide-2023 of fide-2026.',
    format: 'Systeem',
    rounds: 'Ronden',
    gamesPerRound: 'Partijen per bord',
    rank: 'Plaats',
    startNo: 'Nr.',
    points: 'Punten',
  },
  draughts: {
    badVariant: 'Onbekende variant "{{value}}": kies uit {{list}}.',
    badFen: 'De stelling "{{fen}}" is onleesbaar: {{reason}}.',
    badDuplicates: '--duplicates neemt "keep" of "paths", niet "{{value}}".',
    badDepth: 'De diepte moet 1 tot 30 zijn, niet {{value}}.',
    badCeiling: 'Het plafond moet 1, 2, 3 of all zijn, niet "{{value}}".',
    barred: '(verboden)',
    noTable:
      '{{variant}} dammen heeft geen officiële openingstabel: alleen Italiaans en Engels dammen hebben er een.',
    total: 'Totaal',
    perftLine: 'diepte {{depth}}: {{nodes}} stellingen ({{ms}} ms)',
  },
};
