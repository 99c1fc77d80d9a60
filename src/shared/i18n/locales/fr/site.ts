/** Le site web de l’événement : un site statique en quatre langues, écrit dans un dossier. */
export default {
  self: 'Français',
  chooseLanguage: 'Choisissez votre langue',
  languages: 'Langue',
  tournaments: 'Tournois',
  noTournaments: 'Aucun tournoi pour l’instant.',
  status: {
    registration: 'Inscriptions ouvertes',
    running: 'En cours',
    finished: 'Terminé',
    cancelled: 'Annulé',
  },
  teamCount: 'Équipes : {{count}}',
  champion: 'Championne : {{team}}',
  allTournaments: 'Tous les tournois',
  contents: 'Sur cette page',
  rounds: 'Rondes',
  registered: 'Pas encore commencé : les participants inscrits jusqu’ici.',
  cancelledList: 'Annulé : les participants qui s’étaient inscrits.',
  noBoards: 'Aucune table dans cette ronde.',
  card: {
    back: 'Retour à {{name}}',
    summary: 'Place {{rank}} · {{points}} points',
    total: 'Total',
  },
  updated: 'Mis à jour le {{date}}',
  generator: 'Publié avec Diagonal',
  cliWritten: 'Site web écrit dans {{folder}} : {{files}} fichiers, {{removed}} anciens fichiers supprimés.',
  folderNotOurs:
    'Le dossier « {{folder}} » contient déjà des fichiers qu’aucun export du site n’a écrits : choisissez un dossier vide, ou le dossier d’un export précédent.',
  notAFolder: '« {{folder}} » est un fichier, pas un dossier : choisissez un dossier pour le site web.',
  cannotWrite:
    'Impossible d’écrire le site web dans « {{folder}} » : vérifiez que le dossier est accessible en écriture, puis exportez à nouveau.',
  folderNotAllowed:
    'Dans le navigateur, le site web est écrit dans le dossier à côté du fichier de l’événement ; aucun autre dossier ne peut être choisi.',
  screen: {
    publish: 'Écrire le site web',
    written:
      'Site web écrit dans le dossier « {{folder}} » : {{files}} fichiers, {{removed}} anciens fichiers supprimés.',
    open: 'Ouvrir le site',
  },
};
