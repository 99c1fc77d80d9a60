/** De website van het evenement: een statische site in vier talen, in een map geschreven. */
export default {
  self: 'Nederlands',
  chooseLanguage: 'Kies uw taal',
  languages: 'Taal',
  tournaments: 'Toernooien',
  noTournaments: 'Nog geen toernooi.',
  status: {
    registration: 'Inschrijving open',
    running: 'Bezig',
    finished: 'Afgelopen',
    cancelled: 'Geannuleerd',
  },
  teamCount: 'Teams: {{count}}',
  champion: 'Kampioen: {{team}}',
  allTournaments: 'Alle toernooien',
  contents: 'Op deze pagina',
  rounds: 'Ronden',
  registered: 'Nog niet begonnen: de deelnemers die tot nu toe ingeschreven zijn.',
  cancelledList: 'Geannuleerd: de deelnemers die ingeschreven waren.',
  noBoards: 'Geen bord in deze ronde.',
  card: {
    back: 'Terug naar {{name}}',
    summary: 'Plaats {{rank}} · {{points}} punten',
    total: 'Totaal',
  },
  updated: 'Bijgewerkt op {{date}}',
  generator: 'Gepubliceerd met Diagonal',
  cliWritten: 'Website geschreven in {{folder}}: {{files}} bestanden, {{removed}} oude bestanden verwijderd.',
  folderNotOurs:
    'De map "{{folder}}" bevat al bestanden die niet door een website-export geschreven zijn: kies een lege map, of de map van een eerdere export.',
  notAFolder: '"{{folder}}" is een bestand, geen map: kies een map voor de website.',
  cannotWrite:
    'De website kan niet in "{{folder}}" geschreven worden: controleer of er in de map geschreven mag worden en exporteer opnieuw.',
  folderNotAllowed:
    'In de browser wordt de website geschreven in de map naast het evenementbestand; een andere map kan niet gekozen worden.',
  screen: {
    publish: 'Website schrijven',
    written:
      'Website geschreven in de map "{{folder}}": {{files}} bestanden, {{removed}} oude bestanden verwijderd.',
    open: 'De website openen',
  },
};
