/** Le menu de la fenêtre de bureau et ses boîtes de dialogue natives. */
export default {
  file: 'Fichier',
  newEvent: 'Nouvel événement…',
  openEvent: 'Ouvrir un événement…',
  recent: 'Ouvrir un fichier récent',
  noRecent: 'Aucun fichier récent',
  eventFiles: "Fichiers d'événement Diagonal",
  newTitle: "Créer un fichier d'événement",
  openTitle: "Ouvrir un fichier d'événement",
  errorTitle: 'Diagonal',
};
