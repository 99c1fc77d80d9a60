/** Teamtoernooien (RULES.md R16.1, R16.1b, R10.2): weigeringen, beslissingen en de namen van de instellingen. */
export default {
  errors: {
    undoLeaveNotLeft: '{{team}} heeft het toernooi niet verlaten: er is niets ongedaan te maken.',
    undoLeaveUnrecorded:
      '{{team}} vertrok na ronde {{round}} in een eerdere versie, die niet bijhield wat er veranderde: voer de uitslagen van zijn borden liever met de hand in.',
    undoLeaveAfterPairing:
      'Ronde {{round}} is al ingedeeld zonder {{team}}: het terugtrekken tijdens ronde {{after}} kan niet meer ongedaan worden gemaakt. Het team blijft buiten het toernooi.',
    notTeamEvent: '"{{name}}" is een individueel toernooi: teamacties gelden alleen voor teamtoernooien.',
    teamEvent:
      '"{{name}}" is een teamtoernooi: start het, deel het in en voer de uitslagen in op het scherm Teams.',
    invalidSettings: 'De teaminstellingen zijn niet geldig: {{issues}}',
    twoLegsNotForTeams: 'Een teamtoernooi speelt één partij per bord: zet "$t(terms:twoLegs)" uit.',
    cyclesNotForTeams:
      'Een teamtoernooi speelt zijn rondtoernooi één keer: zet "Cycli van een rondtoernooi" op "Eén: elk paar één keer".',
    extraRoundNotForTeams: 'Een teamtoernooi legt zijn ronden vast onder "Ronden": zet "Extra ronde" uit.',
    swissRoundsNotForTeams:
      'Een teamtoernooi legt zijn ronden vast onder "Ronden": laat "Aantal Zwitserse ronden" leeg.',
    openingNotForTeams:
      'Teamtoernooien worden voorlopig met een vrije opening gespeeld: zet "Opening" op "Vrij".',
    teamNotFound: 'Er is geen team nummer {{id}} in dit evenementbestand.',
    nameRequired: 'Geef het team een naam.',
    textTooLong: 'Hoogstens {{max}} tekens.',
    nameTaken: 'Er is al een team "{{name}}" ingeschreven in dit toernooi.',
    rosterClosed:
      'Ronde 1 van "{{name}}" is ingedeeld: teams en spelerslijsten kunnen niet meer veranderen (R1.3).',
    playerInTeam: '{{name}} speelt al voor {{team}}: een speler hoort bij één team.',
    playerNotInTeam: '{{name}} staat niet op de spelerslijst van {{team}}.',
    rosterOrder: 'De nieuwe volgorde moet elke speler van {{team}} precies één keer noemen.',
    teamsOrder: 'De plaatsing moet elk team van het toernooi precies één keer noemen.',
    seedingByRating:
      'De plaatsing gaat op rating: kies "Volgorde van de arbiter" onder "Plaatsing" om de teams zelf te ordenen.',
    tooFewTeams: 'Er zijn {{count}} teams ingeschreven; een teamtoernooi vraagt er minstens {{min}} (R1.2).',
    tooFewPlayers: '{{team}} heeft {{players}} spelers voor {{boards}} borden: zet spelers bij op de lijst.',
    notStarted: '"{{name}}" is nog niet gestart: start het eerst.',
    alreadyStarted: '"{{name}}" is al gestart.',
    roundNotFound: 'Ronde {{round}} is niet ingedeeld.',
    matchNotFound: 'Ronde {{round}} heeft geen wedstrijd nummer {{match}}.',
    boardNotFound: 'Wedstrijd {{match}} van ronde {{round}} heeft geen bord {{board}}.',
    notLatestRound: 'Ronde {{round}} is niet de laatste ronde ({{latest}}): verbeter de uitslagen ervan.',
    roundIncomplete: 'Ronde {{round}} heeft nog {{missing}} borden zonder uitslag.',
    allRoundsPaired: 'Alle {{rounds}} ronden zijn ingedeeld.',
    noPairingRematch:
      'Geen indeling van ronde {{round}} voorkomt een tweede ontmoeting: in elke indeling treffen twee teams elkaar opnieuw; de minste herhalingen: {{pairs}}. Deel in met de minste herhalingen, of beëindig het toernooi na ronde {{last}}.',
    noPairingBye:
      'Geen team dat nog meedoet kan de bye van ronde {{round}} krijgen: elk team had er al een. Deel in met een tweede bye (voor {{team}}), of beëindig het toernooi na ronde {{last}}.',
    noPairingBoth:
      'Geen indeling van ronde {{round}} voorkomt een tweede ontmoeting ({{pairs}}) en een tweede bye ({{team}}). Deel in met de minste herhalingen, of beëindig het toernooi na ronde {{last}}.',
    noValidPairing:
      'Geen indeling van ronde {{round}} voorkomt dat twee teams elkaar een tweede keer treffen.',
    lineupCount: 'Een opstelling van {{team}} telt {{boards}} spelers, één per bord; u gaf er {{count}}.',
    lineupTwice: '{{name}} staat twee keer in de opstelling.',
    lineupOrder:
      'De opstelling volgt de spelerslijst van {{team}}: {{name}} (nummer {{position}}) kan niet op bord {{board}} spelen na {{above}} (nummer {{abovePosition}}). Wissel ze om.',
    lineupLocked:
      'De wedstrijd van {{team}} in ronde {{round}} heeft een uitslag: de opstelling kan niet meer veranderen.',
    lineupRoundOut: 'Ronde {{round}} ligt voorbij de {{rounds}} ronden van het toernooi.',
    teamLeft: '{{team}} heeft het toernooi na ronde {{round}} verlaten.',
    leaveBeforeStart: '"{{name}}" is niet gestart: verwijder {{team}} in plaats daarvan.',
    confirmRepair:
      'Ronde {{round}} is ingedeeld zonder uitslagen: deze verbetering deelt haar opnieuw in. Bevestig om door te gaan.',
    trfTeamName: 'Regel {{line}}: een teamrecord (013) vraagt de teamnaam in kolom 5-36.',
    trfTeamUnknownPlayer:
      'Regel {{line}}: het teamrecord noemt startnummer {{number}}, dat geen speler (001) heeft.',
    trfTeamPlayerTwice:
      'Regel {{line}}: startnummer {{number}} speelt al voor {{team}}: een speler hoort bij één team.',
    trfNoTeams: 'Het bestand heeft geen teamrecords (013): het is geen teamtoernooi.',
    trfMatchMixed:
      'Ronde {{round}}: de spelers van {{team}} spelen tegen spelers van twee verschillende teams; alle borden van een wedstrijd gaan tussen dezelfde twee teams. Verbeter de tegenstanders in het bestand.',
    trfTeamless: 'Speler {{number}} speelt in ronde {{round}} maar hoort bij geen team (013).',
    ratingsFileRefused:
      'Het bestand met teamratings "{{fileName}}" is niet ingelezen en er is niets veranderd ({{count}} problemen): {{issues}}',
  },
  settings: {
    boardsRange: 'Borden per wedstrijd: van {{min}} tot {{max}}; u gaf {{value}}.',
    matchPointsOrder:
      'Matchpunten: winst moet meer waard zijn dan remise, en remise niet minder dan verlies (geen negatieve punten).',
    unratedRatingRange: 'Rating van een speler zonder rating: van {{min}} tot {{max}}; u gaf {{value}}.',
    roundsRange: 'Ronden: van {{min}} tot {{max}}; u gaf {{value}}.',
  },
  ratingsFile: {
    header:
      'Regel {{line}}: de eerste regel moet de kop {{header}} zijn (teamnaam, rating, gewaardeerde wedstrijden).',
    noRows: 'Regel {{line}}: na de kop volgt geen enkel team.',
    cells:
      'Regel {{line}}: {{count}} cellen; een regel heeft er drie: teamnaam, rating, gewaardeerde wedstrijden.',
    noName: 'Regel {{line}}: het team heeft geen naam.',
    nameLong: 'Regel {{line}}: de teamnaam heeft meer dan {{max}} tekens.',
    badRating: 'Regel {{line}}: "{{text}}" is geen rating: een geheel getal van {{min}} tot {{max}}.',
    badMatches:
      'Regel {{line}}: "{{text}}" is geen aantal gewaardeerde wedstrijden: een geheel getal, 0 of meer.',
    twice: 'Regel {{line}}: {{name}} staat al op regel {{first}}: één regel per team.',
    quotes:
      'Regel {{line}}: een aanhalingsteken is niet gesloten: zet de hele cel tussen dubbele aanhalingstekens.',
  },
  decision: {
    swiss: '{{teams}} teams: Zwitsers systeem voor teams, {{rounds}} ronden (⌈log₂ teams⌉ + 1).',
    swissSet: '{{teams}} teams: Zwitsers systeem voor teams, {{rounds}} ronden zoals ingesteld.',
    roundRobin: '{{teams}} teams, drempel {{threshold}}: rondtoernooi voor teams, {{rounds}} ronden.',
    forcedSwiss:
      '{{teams}} teams, Zwitsers systeem opgelegd: Zwitsers systeem voor teams, {{rounds}} ronden.',
    forcedRoundRobin: '{{teams}} teams, rondtoernooi gekozen: rondtoernooi voor teams, {{rounds}} ronden.',
  },
  pairNext: {
    notStarted: 'Het toernooi is niet gestart.',
    incomplete: 'Ronde {{round}} heeft nog borden zonder uitslag.',
    done: 'Alle ronden zijn ingedeeld.',
  },
  cli: {
    ratingsImported: 'Teamratings ingelezen uit {{file}}: {{count}}.',
    team: 'Team',
    matchPoints: 'MP',
    boardPoints: 'BP',
    badMatchPoints:
      'De optie --match-points vraagt winst,remise,verlies met winst > remise >= verlies, bijvoorbeeld 3,1,0; niet "{{value}}".',
    badBoardPoints: 'De optie --board-points neemt first of last, niet "{{value}}".',
  },
  labels: {
    boards: 'Borden per wedstrijd',
    matchPoints: 'Matchpunten (winst / remise / verlies)',
    seeding: 'Plaatsing',
    seedingRating: 'Op de gemiddelde rating van de spelers',
    seedingTeamRating: 'Op teamrating',
    seedingArbiter: 'Volgorde van de arbiter',
    unratedRating: 'Rating van een speler zonder rating',
    rounds: 'Ronden',
    boardPoints: 'Bordpunten als tiebreak',
  },
};
