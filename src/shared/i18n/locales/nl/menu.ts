/** Het menu van het bureaubladvenster en zijn systeemdialogen. */
export default {
  file: 'Bestand',
  newEvent: 'Nieuw evenement…',
  openEvent: 'Evenement openen…',
  recent: 'Recent geopend',
  noRecent: 'Geen recente bestanden',
  eventFiles: 'Evenementbestanden van Diagonal',
  newTitle: 'Een evenementbestand maken',
  openTitle: 'Een evenementbestand openen',
  errorTitle: 'Diagonal',
  pickListTitle: 'Kies een ratinglijst',
  listFiles: 'Ratinglijsten (CSV, tekst, XLSX)',
  allFiles: 'Alle bestanden',
};
