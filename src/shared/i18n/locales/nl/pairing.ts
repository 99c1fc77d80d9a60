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
};
