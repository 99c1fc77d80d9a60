/** Menu okna programu i jego systemowe okna dialogowe. */
export default {
  file: 'Plik',
  newEvent: 'Nowe wydarzenie…',
  openEvent: 'Otwórz wydarzenie…',
  recent: 'Otwórz ostatnie',
  noRecent: 'Brak ostatnich plików',
  eventFiles: 'Pliki wydarzeń Diagonal',
  newTitle: 'Utwórz plik wydarzenia',
  openTitle: 'Otwórz plik wydarzenia',
  errorTitle: 'Diagonal',
  pickListTitle: 'Wybierz listę rankingową',
  listFiles: 'Listy rankingowe (CSV, tekst, XLSX)',
  allFiles: 'Wszystkie pliki',
};
