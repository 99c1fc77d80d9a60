/** Validatie van de instellingen (RULES.md R1-R5, R9.5, R11, R12). */
export default {
  invalid: 'De toernooi-instellingen zijn ongeldig: {{issues}}',
  nameRequired: 'Het toernooi heeft een naam nodig.',
  textTooLong: 'Deze tekst is te lang: hoogstens {{max}} tekens.',
  timeControlRequired: "Vul het speeltempo in zoals het op het rondeblad staat, bijvoorbeeld 90'+30''.",
  scheduledStartInvalid: 'De geplande start moet een datum en tijd zijn (R1.2); "{{value}}" is dat niet.',
  durationRange:
    'De aangekondigde duur moet tussen {{min}} en {{max}} minuten liggen (R1.2); u vulde {{value}} in.',
  startInPast:
    'De geplande start {{start}} is al voorbij. Datums blijven vrij voor een toernooi dat achteraf wordt ingevoerd; controleer of het geen tikfout is.',
  startFarAhead:
    'De geplande start {{start}} ligt meer dan een jaar vooruit. Controleer het jaar: het blijft zoals u het typte.',
  announcedEndRequired:
    'Automatisch sluiten heeft het aangekondigde einde nodig: de datum en tijd waarop het toernooi eindigt (R15.1).',
  announcedEndInvalid:
    'Het aangekondigde einde moet een datum en tijd zijn (R15.1); "{{value}}" is dat niet.',
  announcedEndBeforeStart:
    'Het aangekondigde einde {{end}} ligt niet na de start: vul de dag en het uur in waarop het toernooi eindigt (R15.1).',
  announcedEndTooLate:
    'Een toernooi eindigt hoogstens {{days}} dagen na de start (R1.2): kies een vroeger einde.',
  announcedEndPassed:
    'Het aangekondigde einde {{end}} is al voorbij: met automatisch sluiten zou het toernooi sluiten voordat het gespeeld is (R15.1). Kies een later einde, of zet het automatisch sluiten uit.',
  dateInvalid:
    'Een gedrukte datum is een dag, JJJJ-MM-DD; "{{value}}" is er geen. Laat het leeg om de dagen te drukken waarop ronden zijn ingedeeld.',
  endDateBeforeStart: 'De laatste dag {{end}} valt vóór de eerste dag {{start}}: verbeter een van beide.',
  seatsRange: 'Het aantal plaatsen moet tussen {{min}} en {{max}} liggen (R1.2); u vulde {{value}} in.',
  seatsBelowEntrants: 'Er zijn al {{count}} deelnemers ingeschreven: minder plaatsen kan niet (R1.2).',
  minimumRange:
    'Het minimum om te starten moet tussen {{min}} en het aantal plaatsen, {{max}}, liggen (R1.2); u vulde {{value}} in.',
  thresholdRange: 'De drempel moet tussen {{min}} en {{max}} liggen (R2.2); u vulde {{value}} in.',
  swissRoundsNotSwiss:
    'Een aantal Zwitserse ronden kan niet gelden voor een verplicht rondtoernooi (R3.5); maak het leeg.',
  swissRoundsRange:
    'Het aantal Zwitserse ronden moet tussen {{min}} en {{max}} liggen, één minder dan het aantal plaatsen (R3.5); u vulde {{value}} in.',
  extraRoundWithExplicit:
    'Met een vast aantal ronden ({{rounds}}) geldt de extra ronde niet (R3.4, R3.5): vul het gewenste totaal in en zet de extra ronde uit.',
  extraRoundNotSwiss:
    'De extra ronde bestaat alleen in een Zwitsers toernooi (R3.4); zet haar uit voor een verplicht rondtoernooi.',
  accelerationNotSwiss:
    'Versnelde ronden (FIDE C.04.5.1, Bakoe) horen bij een Zwitsers toernooi: het systeem "Altijd rondtoernooi" heeft ze niet. Kies geen versnelling, of een ander systeem.',
  accelerationPointSystem:
    'Versnelde ronden geven de punten van een winst en daarna van een remise als virtuele punten: de puntentelling moet een remise als een halve winst tellen en een verlies als niets.',
  cyclesNotSwiss:
    'Een dubbelrondig rondtoernooi is een rondtoernooi dat twee keer wordt gespeeld: het systeem "Altijd Zwitsers" speelt er geen. Kies één cyclus, of een ander systeem.',
  openingNeedsTable:
    'De openingsvorm "{{mode}}" loot uit een officiële tabel, die alleen bestaat voor Italiaans en Engels dammen (R11.1); kies een vrije zet of willekeurige zetten voor deze variant.',
  themedOpeningRequired:
    'Een toernooi met verplichte opening heeft een opening uit de officiële tabel nodig (R11.1).',
  themedOpeningUnknown:
    'Opening {{number}} staat niet in de officiële tabel ({{variant}}) waaruit toernooien loten: kies er een uit de lijst (R11.4).',
  themedOpeningUnused:
    'Er is een verplichte opening ingevuld maar de instelling "Opening" staat niet op "Verplicht (één opening voor elke partij)" (R11.1): maak haar leeg.',
  floorDroppedCasual:
    'Vriendschappelijk opgeslagen, zonder de ratingvloer van {{floor}}: de openingsvorm "{{mode}}" zonder "$t(terms:twoLegs)" maakt het toernooi vriendschappelijk (R12.2), en een vriendschappelijk toernooi heeft geen vloer (R12.1). Zet "$t(terms:twoLegs)" aan om het gerated te maken, en stel daarna de vloer opnieuw in.',
  samePersonOverlap:
    '{{player}} (ID {{ratingId}}) is deelnemer van dit toernooi en van "{{other}}", die dan tegelijk zouden worden gespeeld (R1.5). Kies een start en een einde (of een duur) die niet overlappen met "{{other}}", of schrijf de deelnemer uit een van beide uit.',
  floorNeedsRated:
    'Een ratingvloer geldt alleen voor een gerated toernooi (R12.1): maak de vloer leeg of maak het toernooi gerated.',
  floorRange:
    'De ratingvloer moet tussen {{min}} en {{max}} liggen in stappen van {{step}} (R12.1); u vulde {{value}} in.',
  pointsNegative: 'Punten kunnen niet negatief zijn (R4.1).',
  pointsOrder:
    'Een winst moet meer waard zijn dan een remise, en een remise minstens evenveel als een verlies (R4.1).',
  pointsScale: 'De puntenschaal moet minstens 1 zijn.',
  tiebreaksEmpty: 'Kies minstens één tiebreak, of gebruik de standaardvolgorde van het systeem (R9.5).',
  tiebreakTwice: 'De tiebreak {{code}} staat twee keer in de volgorde (R9.5); houd hem één keer.',
  casualChosen: 'Vriendschappelijk: het toernooi is niet gerated, zoals gekozen (R12.1).',
  casualStrongOpening:
    'Vriendschappelijk: de openingsvorm "{{mode}}" gaat verder dan 2N/2B, en dan is "$t(terms:twoLegs)" nodig om gerated te zijn (R12.2). Zet "$t(terms:twoLegs)" aan om het weer gerated te maken.',
  /** R12.3: hoeveel partijen gerated kunnen worden (RatedGamesSchema). */
  ratedGames: {
    none: '0 partijen kunnen gerated worden: geen deelnemer heeft een rating voor $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}), de variant en het speeltempo van dit toernooi, en een partij wordt alleen gerated als minstens een van haar twee spelers er een heeft (R12.3). Voer vóór ronde 1 de ratings in op het scherm "Deelnemers", of schrijf de deelnemers in vanuit een lijst die deze variant en dit speeltempo rate.',
    nonePaired:
      '0 van de {{total}} tot nu toe ingedeelde partijen kunnen gerated worden: geen deelnemer heeft een rating voor $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}), de variant en het speeltempo van dit toernooi, en een partij wordt alleen gerated als minstens een van haar twee spelers er een heeft (R12.3).',
    paired:
      '{{rateable}} van de {{total}} tot nu toe ingedeelde partijen kunnen gerated worden: een partij wordt gerated als ze op het dambord gespeeld is (een reglementaire nederlaag, niet opgekomen of een bye nooit) en minstens een van haar twee spelers een rating heeft voor $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}) (R12.3); {{rated}} van de {{entrants}} deelnemers hebben er een.',
    expected:
      '{{rateable}} van de {{total}} partijen die de {{entrants}} aanwezigen zullen spelen kunnen gerated worden: {{rated}} van hen hebben een rating voor $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}), en een partij wordt gerated als ze op het dambord gespeeld is en minstens een van haar twee spelers er een heeft (R12.3).',
    entrants:
      '{{rated}} van de {{entrants}} aanwezigen hebben een rating voor $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}): een partij kan gerated worden als ze op het dambord gespeeld is en minstens een van haar twee spelers er een heeft (R12.3), dus hoeveel hangt van de indelingen af.',
  },
};
