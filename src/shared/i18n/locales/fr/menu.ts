/** Le menu de la fenêtre de bureau et ses boîtes de dialogue natives. */
export default {
  file: 'Fichier',
  newEvent: 'Nouvel événement…',
  openEvent: 'Ouvrir un événement…',
  recent: 'Ouvrir un fichier récent',
  noRecent: 'Aucun fichier récent',
  eventFiles: 'Fichiers d’événement Diagonal',
  newTitle: 'Créer un fichier d’événement',
  openTitle: 'Ouvrir un fichier d’événement',
  errorTitle: 'Diagonal',
  pickListTitle: 'Choisir une liste de classement',
  listFiles: 'Listes de classement (CSV, texte, XLSX)',
  allFiles: 'Tous les fichiers',
};
