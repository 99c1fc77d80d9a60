/** Menu okna programu i jego systemowe okna dialogowe. */
export default {
  file: 'Plik',
  newEvent: 'Nowe zawody…',
  openEvent: 'Otwórz zawody…',
  recent: 'Otwórz ostatnie',
  noRecent: 'Brak ostatnich plików',
  eventFiles: 'Pliki zawodów Diagonal',
  newTitle: 'Utwórz plik zawodów',
  openTitle: 'Otwórz plik zawodów',
  errorTitle: 'Diagonal',
  pickListTitle: 'Wybierz listę rankingową',
  listFiles: 'Listy rankingowe (CSV, tekst, XLSX)',
  allFiles: 'Wszystkie pliki',
};
