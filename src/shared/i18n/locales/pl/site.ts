/** Strona internetowa zawodów: statyczna strona w czterech językach, zapisana w folderze. */
export default {
  self: 'Polski',
  chooseLanguage: 'Wybierz język',
  languages: 'Język',
  tournaments: 'Turnieje',
  noTournaments: 'Nie ma jeszcze żadnego turnieju.',
  status: {
    registration: 'Zapisy otwarte',
    running: 'W toku',
    finished: 'Zakończony',
    cancelled: 'Odwołany',
  },
  teamCount: 'Drużyn: {{count}}',
  champion: 'Mistrz: {{team}}',
  allTournaments: 'Wszystkie turnieje',
  contents: 'Na tej stronie',
  rounds: 'Rundy',
  registered: 'Turniej jeszcze się nie rozpoczął: dotychczas zapisani uczestnicy.',
  cancelledList: 'Turniej odwołany: uczestnicy, którzy się zapisali.',
  noBoards: 'W tej rundzie nie ma stolików.',
  card: {
    back: 'Powrót do: {{name}}',
    summary: 'Miejsce {{rank}} · {{points}} pkt',
    total: 'Razem',
  },
  updated: 'Zaktualizowano {{date}}',
  generator: 'Opublikowano programem Diagonal',
  cliWritten: 'Stronę zapisano w {{folder}}: plików: {{files}}, usuniętych starych plików: {{removed}}.',
  folderNotOurs:
    'Folder „{{folder}}” zawiera już pliki, których nie zapisał eksport strony: wybierz pusty folder albo folder wcześniejszego eksportu.',
  notAFolder: '„{{folder}}” jest plikiem, a nie folderem: wybierz folder na stronę internetową.',
  cannotWrite:
    'Nie można zapisać strony w „{{folder}}”: sprawdź, czy do folderu można zapisywać, i wyeksportuj ponownie.',
  folderNotAllowed:
    'W przeglądarce strona jest zapisywana w folderze obok pliku zawodów; nie można wybrać innego folderu.',
  screen: {
    publish: 'Zapisz stronę internetową',
    written:
      'Stronę zapisano w folderze „{{folder}}”: plików: {{files}}, usuniętych starych plików: {{removed}}.',
    open: 'Otwórz stronę',
  },
};
