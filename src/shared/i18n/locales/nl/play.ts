/** Een toernooi spelen: start, ronden, uitslagen, correcties, stand, activiteitenlogboek (issue 5). */
export default {
  alreadyStarted: '"{{name}}" is al gestart: de startbeslissing en de lotingen kunnen niet opnieuw.',
  samePersonTwice:
    '{{first}} en {{second}} hebben dezelfde ratinglijst-ID {{ratingId}}: één persoon kan niet twee keer worden ingedeeld. Verwijder een van beiden, of verbeter de ID, en start dan opnieuw.',
  cancelled:
    '"{{name}}" is bij de start vervallen (te weinig deelnemers aanwezig, R2.1); er valt niets in te delen.',
  withdrawBeforeStart:
    '"{{name}}" is niet gestart: er is niets gespeeld, dus {{entrant}} trekt zich niet terug maar wordt verwijderd op het scherm Deelnemers (entrant.remove, R1.3).',
  cancelledByOrganiser:
    '"{{name}}" is vóór de start door de organisator geannuleerd; er valt niets in te delen.',
  notStarted: '"{{name}}" is nog niet gestart: start het toernooi eerst (R2).',
  explainNotSwiss:
    'Ronde {{round}} is een ronde van een rondtoernooi: de indeling komt uit de Berger-tabel, niet uit het Nederlandse systeem, en valt niet uit te leggen.',
  whyNotSame: 'Kies twee verschillende deelnemers.',
  whyNotAbsent:
    '{{name}} is niet ingedeeld in ronde {{round}} (afwezig of teruggetrokken): kies een deelnemer van de ronde.',
  roundNotPaired: 'Ronde {{round}} is nog niet ingedeeld.',
  entrantNotInTournament:
    'Deelnemer {{id}} speelt niet in dit toernooi (niet aanwezig bij de start, of onbekend).',
  unfinishedRound_one:
    'Ronde {{round}} heeft nog {{count}} partij zonder uitslag: voer die in (of verklaar die remise, R15) voordat u de volgende ronde indeelt.',
  unfinishedRound_few:
    'Ronde {{round}} heeft nog {{count}} partijen zonder uitslag: voer ze in (of verklaar ze remise, R15) voordat u de volgende ronde indeelt.',
  unfinishedRound_many:
    'Ronde {{round}} heeft nog {{count}} partijen zonder uitslag: voer ze in (of verklaar ze remise, R15) voordat u de volgende ronde indeelt.',
  unfinishedRound_other:
    'Ronde {{round}} heeft nog {{count}} partijen zonder uitslag: voer ze in (of verklaar ze remise, R15) voordat u de volgende ronde indeelt.',
  tournamentFinished:
    'Het toernooi is afgelopen: alle {{rounds}} ronden zijn gespeeld en elke partij heeft haar uitslag. Een uitslag kan nog worden gecorrigeerd.',
  allRoundsPaired: 'Alle {{rounds}} ronden zijn ingedeeld: er is geen volgende ronde.',
  noPairingForbidden:
    'Ook met herhaalde ontmoetingen houdt geen indeling van ronde {{round}} de verboden paren uit elkaar. Verwijder een verboden paar voor deze ronde (scherm "Deelnemers", "Verboden paren"), of deel deze ronde met de hand in.',
  noValidPairing:
    'Geen indeling van ronde {{round}} voldoet aan de absolute regels (R6.2): twee deelnemers zouden elkaar een tweede keer treffen, of een bye zou gaan naar een deelnemer die er al een had. Controleer de afwezigen, of bevestig de indeling met de minste herhaalde ontmoetingen.',
  noSuchBoard: 'Deze ronde heeft geen bord {{board}} (borden 1 tot en met {{boards}}).',
  boardIsBye: 'Bord {{board}} van ronde {{round}} is de bye: er is geen partij om te noteren.',
  noSuchLeg:
    'Bord {{board}} van ronde {{round}} heeft geen partij {{leg}}: dit toernooi speelt één partij per bord.',
  useCorrection:
    'Ronde {{round}} is niet de huidige ronde ({{latest}}): wijzig de uitslag als correctie (R6.7).',
  ruleBeforeEnd:
    'Automatisch sluiten staat aan en het is nog niet zover: lopende partijen kunnen pas vanaf {{end}} remise worden verklaard, tien minuten na het aangekondigde einde (R15.1). Voer tot dan de gespeelde uitslagen in.',
  nothingToRule:
    'Alle partijen van ronde {{round}} hebben al een uitslag: er valt geen remise uit te spreken (R15).',
  pairAfterEnd:
    'Het aangekondigde einde was {{end}}: met automatisch sluiten wordt daarna niets nieuws gepaard (R15.1), dus ronde {{round}} kan niet worden gepaard. Gaat het toernooi door, verzet dan eerst het einde of zet het automatisch sluiten uit.',
  closedByDuration:
    '"{{name}}" is om {{at}} automatisch gesloten, tien minuten na het aangekondigde einde (R15.1): er wordt niets meer gepaard. Uitslagen kunnen nog worden gecorrigeerd; "Heropenen…" maakt het sluiten ongedaan.',
  extendAfterClose:
    '"{{name}}" is om {{at}} automatisch gesloten: het einde kan alleen vóór de sluiting worden verzet (R15.1). Heropen het eerst.',
  extendTooLong:
    'Een toernooi eindigt hoogstens {{max}} minuten na de start; met deze verlenging zou het {{total}} minuten erna eindigen. Voeg minder minuten toe.',
  extendWithoutEnd:
    '"{{name}}" sluit niet automatisch, dus er is geen einde om te verzetten. Kondig eerst een einde aan als het vanzelf moet sluiten (R15.1).',
  closeOfArena:
    '"{{name}}" is een arena: die sluit altijd aan het einde van de duur (R14.1, R15.1); verleng de arena.',
  reopenFirst:
    '"{{name}}" is om {{at}} automatisch gesloten: heropen het om het sluiten opnieuw in te stellen (R15.1).',
  closeAfterEnd: '"{{name}}" is afgelopen: er valt geen sluiting meer in te stellen (R15.1).',
  notClosedByClock: '"{{name}}" is niet automatisch gesloten: er valt niets te heropenen (R15.1).',
  notClosedDraw:
    'Partij {{id}} is niet een van de partijen die bij het sluiten remise werden verklaard: alleen die kunnen bij het heropenen worden gewist. Laad de lijst opnieuw en kies nogmaals.',
  confirmRepair:
    'Deze correctie verandert de indeling van ronde {{round}}, die nog geen uitslag heeft (R6.7). Bekijk de oude en de nieuwe indeling en bevestig.',
  notInRound:
    'Deelnemer {{id}} is in deze ronde niet ingedeeld (afwezig of teruggetrokken): alleen ingedeelde deelnemers kunnen worden verplaatst.',
  pairSelf: 'Een deelnemer kan niet tegen zichzelf worden ingedeeld.',
  editLatestOnly: 'Alleen de huidige ronde ({{latest}}) kan worden gewijzigd, niet ronde {{round}}.',
  editBoardHasResult:
    'Bord {{board}} van ronde {{round}} heeft al een uitslag: wis die voordat u de indeling wijzigt.',
  confirmEdit: 'Deze wijziging vraagt om uw bevestiging (R6.6): {{issues}}',
  warning: {
    rematch: 'bord {{board}}: {{white}} en {{black}} speelden al tegen elkaar in ronde {{round}} (R6.2).',
    forbidden:
      'bord {{board}}: {{white}} en {{black}} zijn in deze ronde een verboden paar; ze worden uit elkaar gehouden ("Verboden paren").',
    thirdWhite: 'bord {{board}}: {{name}} zou voor de derde keer op rij wit hebben.',
    thirdBlack: 'bord {{board}}: {{name}} zou voor de derde keer op rij zwart hebben.',
    colourDifference:
      'bord {{board}}: {{name}} zou {{whites}} keer wit en {{blacks}} keer zwart hebben, een verschil van meer dan 2.',
    byeAgain: '{{name}} had al een bye of een reglementaire winst en zou opnieuw de bye krijgen (R4.3).',
  },
  absenceRoundPaired:
    'Ronde {{round}} is al ingedeeld: noteer de afwezigheid van {{name}} als reglementair verlies op het bord (R10.1).',
  absenceUnmarkPaired:
    'Ronde {{round}} is al ingedeeld: {{name}} kan daarvoor niet meer aanwezig gemeld worden (R10.1). Vanaf de volgende ronde wordt {{name}} gewoon ingedeeld.',
  absenceNoSuchRound: 'Het toernooi heeft {{rounds}} ronden: er is geen ronde {{round}}.',
  alreadyWithdrawn: '{{name}} heeft zich al teruggetrokken (R10.2).',
  undoNothing: 'Er is niets om ongedaan te maken.',
  undoChanged:
    'De laatste actie kan niet ongedaan worden gemaakt: wat zij veranderde is sindsdien opnieuw gewijzigd.',
  themedOpeningMissing:
    'Een toernooi {{variant}} dammen kan niet uit een officiële openingstabel loten: alleen Italiaans en Engels dammen hebben er een; kies willekeurige zetten of vrij spel in de instellingen (R11.1).',
  openingsTooFew:
    'Een Zwitsers toernooi van {{rounds}} ronden vraagt {{rounds}} verschillende openingen (R11.2: geen enkele wordt twee keer gespeeld), en de openingsinstelling geeft er maar {{count}}. Kies vóór de start in de instellingen meer willekeurige zetten of een hoger plafond, of minder ronden.',
  openingsExhausted:
    'Er is geen opening meer om te loten: de {{count}} toegestane openingen zijn alle gespeeld, en een Zwitsers toernooi herhaalt er nooit een (R11.2). Kies in de instellingen een hoger plafond of meer willekeurige zetten.',
  redrawNotLatest:
    'Alleen de opening van de laatste ronde kan opnieuw worden geloot: na ronde {{round}} komt nog ronde {{latest}}.',
  redrawNotDrawn:
    'In deze openingswijze ({{mode}}) wordt niets geloot: de opening blijft zoals de instellingen zeggen.',
  redrawHasResults_one:
    'Ronde {{round}} heeft al {{count}} uitslag: de opening is gespeeld en kan niet opnieuw worden geloot (R11.2).',
  redrawHasResults_few:
    'Ronde {{round}} heeft al {{count}} uitslagen: de opening is gespeeld en kan niet opnieuw worden geloot (R11.2).',
  redrawHasResults_many:
    'Ronde {{round}} heeft al {{count}} uitslagen: de opening is gespeeld en kan niet opnieuw worden geloot (R11.2).',
  redrawHasResults_other:
    'Ronde {{round}} heeft al {{count}} uitslagen: de opening is gespeeld en kan niet opnieuw worden geloot (R11.2).',
  unpairNotLatest:
    'Alleen de laatste ronde kan worden teruggedraaid: na ronde {{round}} komt nog ronde {{latest}}.',
  unpairHasResults_one:
    'Ronde {{round}} heeft al {{count}} uitslag: wis die eerst (ongedaan maken of correctie) en draai dan de indeling terug.',
  unpairHasResults_few:
    'Ronde {{round}} heeft al {{count}} uitslagen: wis die eerst (ongedaan maken of correctie) en draai dan de indeling terug.',
  unpairHasResults_many:
    'Ronde {{round}} heeft al {{count}} uitslagen: wis die eerst (ongedaan maken of correctie) en draai dan de indeling terug.',
  unpairHasResults_other:
    'Ronde {{round}} heeft al {{count}} uitslagen: wis die eerst (ongedaan maken of correctie) en draai dan de indeling terug.',
  unpairWithdrawn:
    '{{name}} trok zich terug in ronde {{round}}: maak eerst de terugtrekking ongedaan en draai dan de indeling terug.',
  undoNotSupported:
    'De laatste actie ($t(activity:action.{{action}})) kan hier niet ongedaan worden gemaakt; wijzig haar opnieuw met de hand.',
  undoNextHasResults:
    'Ronde {{round}} heeft al uitslagen: de correctie die haar opnieuw indeelde kan niet ongedaan worden gemaakt.',
  undoNextPaired: 'Ronde {{round}} is al ingedeeld: de laatste actie kan niet meer ongedaan worden gemaakt.',
  decidedBy: {
    points: '{{above}} staat boven {{below}} op punten.',
    withdrawn:
      '{{above}} staat boven {{below}}: teruggetrokken deelnemers staan achter iedereen die nog meedoet (R10.2).',
    tiebreak:
      '{{above}} en {{below}} hebben evenveel punten; {{criterion}} scheidt hen: {{aboveValue}} tegen {{belowValue}}.',
    tied: 'Niets scheidt {{above}} en {{below}}: zij delen de plaats.',
    tiebreakAfter:
      '{{above}} en {{below}} hebben evenveel punten ({{points}}); {{equal}}; daarna scheidt "{{criterion}}" hen: {{aboveValue}} tegen {{belowValue}}.',
    tiedAfter:
      'Niets scheidt {{above}} en {{below}}: evenveel punten ({{points}}); {{equal}}; zij delen de plaats.',
    equal: '{{criterion}} {{aboveValue}} = {{belowValue}}',
    notApplied: '{{criterion}} {{aboveValue}} en {{belowValue}} geldt niet ({{reason}})',
    unmet: 'niet alle gelijk geëindigde deelnemers speelden tegen elkaar: {{pairs}} speelden niet',
    pair: '{{a}} en {{b}}',
    withReason: '{{sentence}} {{reason}}',
    deAllMet:
      '{{criterion}} geldt: alle gelijk geëindigde deelnemers ({{list}}) speelden tegen elkaar (FIDE C.07 art. 6).',
    deAhead:
      '{{criterion}} geldt, ook al speelden niet alle gelijk geëindigde deelnemers ({{list}}) tegen elkaar ({{pairs}} speelden niet): {{above}} scoorde onderling meer dan {{below}} nog kan halen met winst in elke niet gespeelde partij (FIDE C.07 art. 6).',
  },
};
