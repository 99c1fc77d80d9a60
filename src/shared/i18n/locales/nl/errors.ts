/** Fouten die een arbiter kan tegenkomen, via elk transport; elke fout zegt wat te doen. */
export default {
  internal: 'Er ging iets mis in Diagonal ({{detail}}). Er is niets opgeslagen; probeer het opnieuw.',
  unknownMethod: 'Onbekende actie "{{method}}". Controleer de naam van de API-methode.',
  invalidInput: 'Het verzoek voor "{{method}}" is ongeldig: {{issues}}.',
  unauthorized:
    'Dit venster is niet aangemeld bij Diagonal. Open het adres dat Diagonal bij het starten toonde.',
  forbiddenHost: 'Diagonal antwoordt alleen op {{host}}. Open het adres dat Diagonal bij het starten toonde.',
  notJson: 'Het verzoek moet JSON zijn van de vorm {"input": ..., "lng": ...}.',
  tooLarge: 'Het verzoek is groter dan {{max}} MB. Stuur minder tegelijk.',
  notFound: 'Hier is niets: "{{path}}".',
  otherEvent:
    'Dit venster toont het evenementbestand "{{shown}}", maar sindsdien is "{{current}}" geopend, in een ander venster. Er is niets gewijzigd. Laad deze pagina opnieuw om met "{{current}}" te werken, of open "{{shown}}" opnieuw op het scherm Evenementen.',
  otherEventClosed:
    'Dit venster toont het evenementbestand "{{shown}}", dat sindsdien in een ander venster is gesloten. Er is niets gewijzigd. Open het opnieuw op het scherm Evenementen.',
  noEventOpen: 'Er is geen evenementbestand open. Maak of open eerst een evenementbestand.',
  fileExists: 'Het bestand "{{file}}" bestaat al. Open het, of kies een andere naam.',
  fileNotFound:
    'Het bestand "{{file}}" bestaat niet. Controleer de naam, of maak een nieuw evenementbestand.',
  badFileName:
    '"{{file}}" is geen geldige naam voor een evenementbestand. Gebruik letters, cijfers, spaties, punten, streepjes of lage streepjes, zonder mappen.',
  notEventFile: 'Het bestand "{{file}}" is geen evenementbestand van Diagonal. Het is niet gewijzigd.',
  newerVersion:
    'Het bestand "{{file}}" is geschreven door een nieuwere versie van Diagonal (bestandsversie {{version}}, deze versie kent tot {{known}}). Werk Diagonal bij om het te openen; het bestand is niet gewijzigd.',
  fileUnreadable: 'Het bestand "{{file}}" kon niet worden geopend ({{detail}}). Het is niet gewijzigd.',
  eventNameRequired: 'Het evenement heeft een naam nodig.',
  tournamentNotFound: 'Er is geen toernooi nummer {{id}} in dit evenementbestand.',
  entrantNotFound: 'Er is geen deelnemer nummer {{id}} in dit evenementbestand.',
  cancelAfterStart:
    '"{{name}}" kan niet meer worden geannuleerd: het is gestart (ronde 1 is ingedeeld, of de start van de arena is voorbij). De organisator annuleert een toernooi alleen vóór de start; registreer in plaats daarvan terugtrekkingen (R10.2).',
  classReviewNoTable:
    '"{{name}}" wordt gespeeld zonder officiële openingstabel (alleen Italiaans en Engels, R11.4): er is geen openingsklasse te herzien.',
  classReviewUnknown:
    'De officiële tabel heeft geen opening nummer {{number}}: de openingen zijn genummerd van 1 tot {{count}} (R11.4).',
  classReviewSame: 'Opening {{number}} heeft al klasse {{class}} in "{{name}}": er is niets gewijzigd.',
  classReviewAfterStart:
    'De klasse van opening {{number}} kan in "{{name}}" niet meer worden herzien: ronde 1 is ingedeeld. Een klasse bepaalt welke openingen de loting kan geven en of het toernooi gerated is (R11.4, R12.2), regels die bij de start vastliggen (R1.3).',
  alreadyCancelled: '"{{name}}" is al geannuleerd.',
  rulesLocked:
    'De regels van "{{name}}" kunnen niet meer veranderen: ronde 1 is ingedeeld (R1.3). Geweigerd: {{fields}}. De naam, arbiters, plaats, organisator, bond, data, gedrukte bedenktijd en notities blijven te wijzigen.',
  forbiddenNotSwiss:
    '"{{name}}" is altijd een rondtoernooi: de Bergertabel kan geen twee deelnemers uit elkaar houden. Verboden paren zijn voor een Zwitsers toernooi.',
  forbiddenSelf: '{{name}} kan niet van zichzelf gescheiden worden: kies twee verschillende deelnemers.',
  forbiddenOtherTournament:
    '{{name}} is geen deelnemer van "{{tournament}}": beide deelnemers van een verboden paar spelen in hetzelfde toernooi.',
  forbiddenRounds:
    'De laatste ronde ({{last}}) ligt voor de eerste ({{first}}): geef een laatste ronde vanaf de eerste, of geen voor alle ronden daarna.',
  forbiddenDuplicate:
    '{{a}} en {{b}} worden in sommige van deze ronden al uit elkaar gehouden. Verwijder eerst dat paar om de ronden te wijzigen.',
  forbiddenNotFound:
    'Er is geen verboden paar nummer {{id}} in dit evenementbestand; het is misschien al verwijderd.',
  registrationClosed: 'De inschrijving voor "{{name}}" is gesloten: ronde 1 is ingedeeld (R1.3).',
  removeAfterStart:
    'Een deelnemer kan niet meer worden verwijderd nadat ronde 1 is ingedeeld (R1.3); laat hem of haar terugtrekken (R10.2), de partijen blijven in de stand.',
  seatsFull:
    'Alle {{seats}} plaatsen van "{{name}}" zijn bezet (R1.2). Verhoog het aantal plaatsen in de instellingen (hoogstens 200) om er meer toe te voegen.',
  programRefused: "Programma's (computers) kunnen geen deelnemer zijn (R1.4).",
  entrantNameRequired: 'De deelnemer heeft een naam nodig ("Achternaam, Voornaam").',
  sameRatingId:
    '{{player}} (ID {{ratingId}}) is al deelnemer van "{{other}}", dat tegelijk wordt gespeeld (R1.5). Eén persoon kan niet in twee toernooien tegelijk spelen.',
  duplicateRatingId:
    '{{player}} (ID {{ratingId}}) is al ingeschreven in "{{tournament}}". Eén persoon is één deelnemer: houd de deelnemer die al ingeschreven is, of verbeter de ID.',
  duplicateRatingId_numbered:
    '{{player}} (ID {{ratingId}}) is al ingeschreven in "{{tournament}}" met startnummer {{startNo}}. Eén persoon is één deelnemer: houd de deelnemer die al ingeschreven is, of verbeter de ID.',
  sameNameConfirm:
    '{{other}}, geboren in {{birthYear}}, is al ingeschreven in "{{tournament}}". Is {{name}} een andere persoon, bevestig dan; is het dezelfde persoon, annuleer dan.',
  sameNameConfirm_noYear:
    '{{other}} (geboortejaar onbekend) is al ingeschreven in "{{tournament}}". Is {{name}} een andere persoon, bevestig dan; is het dezelfde persoon, annuleer dan.',
  floorNeedsRating:
    '{{name}} heeft geen rating, en "{{tournament}}" heeft een ratingondergrens van {{floor}} (R12.1): de ondergrens vraagt een rating van {{floor}} of hoger. Vul de rating in voor de variant en het speeltempo van het toernooi, of schrijf de speler in vanuit een ratinglijst.',
  fieldTooLong: '{{field}} is te lang: hoogstens {{max}} tekens.',
  textControl: 'Er is niets opgeslagen: {{issues}}.',
  ratingRange: 'Een rating moet tussen 0 en 3500 liggen; u vulde {{value}} in.',
  birthYearRange: 'Het geboortejaar moet tussen 1900 en {{max}} liggen; u vulde {{value}} in.',
  /** Parts of invalidInput: one schema issue in words. */
  issue: {
    at: '{{field}}: {{message}}',
    invalidType: 'verwacht: {{expected}}',
    required: 'verplicht',
    tooSmall: 'moet minstens {{minimum}} zijn',
    tooBig: 'mag hoogstens {{maximum}} zijn',
    invalidValue: 'moet een van {{values}} zijn',
    unrecognizedKeys: 'onbekende velden: {{keys}}',
    other: 'ongeldig ({{detail}})',
    controlChar:
      '{{field}} bevat {{what}} ({{char}}) na "{{before}}". Regeleinden, tabs en andere stuurtekens zouden de records van de bestanden die Diagonal schrijft (TRF, PDN, CSV) en de regels van de afdrukken splitsen: typ de tekst opnieuw zonder dat teken',
    controlChar_start:
      '{{field}} begint met {{what}} ({{char}}). Regeleinden, tabs en andere stuurtekens zouden de records van de bestanden die Diagonal schrijft (TRF, PDN, CSV) en de regels van de afdrukken splitsen: typ de tekst opnieuw zonder dat teken',
    controlKind: { lineBreak: 'een regeleinde', tab: 'een tab', other: 'een onzichtbaar stuurteken' },
  },
  noFileDialog:
    'Dit venster heeft geen bestandsdialoog. Upload in een browser het bestand, of kies het uit de gegevensmap.',
};
