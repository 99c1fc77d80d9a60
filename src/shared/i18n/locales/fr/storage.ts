/** Le fichier d’événement sur disque : un seul rédacteur, attentes, fichiers endommagés ou inutilisables, copies et sauvegardes. */
export default {
  busy: 'Le fichier d’événement « {{file}} » est toujours occupé par une autre modification (une importation de liste de classement, ou un autre programme) après {{seconds}} secondes d’attente. Rien n’a été enregistré ; réessayez quand elle sera terminée.',
  diskFull:
    'Le disque qui contient « {{file}} » est plein. Rien n’a été enregistré. Libérez de la place sur ce disque, puis réessayez.',
  fileReadOnly:
    'Le fichier « {{file}} » est en lecture seule. Retirez cet attribut (propriétés du fichier) pour y travailler, ou ouvrez-le en lecture seule pour le consulter.',
  folderReadOnly:
    'Le dossier qui contient « {{file}} » est en lecture seule, et Diagonal écrit à côté du fichier d’événement (son journal et son verrou). Copiez le fichier dans un dossier où vous pouvez écrire.',
  isFolder: '« {{file}} » est un dossier, pas un fichier d’événement. Choisissez un autre nom.',
  notRegularFile:
    '« {{file}} » n’est pas un fichier ordinaire (un tube nommé, un périphérique ou un socket), ce n’est donc pas un fichier d’événement. Choisissez un autre nom.',
  ioError:
    'Le disque qui contient « {{file}} » n’a pas pu être lu ou écrit ({{code}}). Vérifiez le lecteur ou la connexion réseau, puis rouvrez le fichier.',
  unreadable: 'Le fichier « {{file}} » n’a pas pu être ouvert ({{code}}). Il n’a pas été modifié.',
  cantOpen:
    'SQLite n’a pas pu ouvrir « {{file}} » ni son journal à côté. Vérifiez que le dossier existe et que vous pouvez y écrire.',
  moved:
    'Le fichier « {{file}} » a été déplacé ou supprimé pendant qu’il était ouvert. Rien n’a été enregistré ; rouvrez-le à son nouvel emplacement.',
  damaged:
    'Le fichier « {{file}} » est endommagé ({{detail}}) et n’a pas été ouvert ; il n’a pas été modifié. Aucune sauvegarde n’a été trouvée dans le dossier « backups » à côté ; si vous en avez une copie ailleurs, ouvrez-la.',
  damaged_backup:
    'Le fichier « {{file}} » est endommagé ({{detail}}) et n’a pas été ouvert ; il n’a pas été modifié. Sa dernière sauvegarde est « {{backup}} » dans le dossier « backups » à côté : restaurez-la pour reprendre à partir de là.',
  truncated:
    'Le fichier « {{file}} » est tronqué (une partie manque, comme après une copie interrompue) et n’a pas été ouvert. Aucune sauvegarde n’a été trouvée dans le dossier « backups » à côté ; si vous en avez une copie complète ailleurs, ouvrez-la.',
  truncated_backup:
    'Le fichier « {{file}} » est tronqué (une partie manque, comme après une copie interrompue) et n’a pas été ouvert. Sa dernière sauvegarde est « {{backup}} » dans le dossier « backups » à côté : restaurez-la pour reprendre à partir de là.',
  noBackup: 'Il n’y a aucune sauvegarde de « {{file}} » dans le dossier « backups » à côté.',
  readOnly:
    '« {{file}} » est ouvert en lecture seule : rien ne peut être modifié. Fermez-le et rouvrez-le sans « lecture seule » pour y travailler.',
  readOnlyOlder:
    '« {{file}} » a été créé par une version plus ancienne de Diagonal et doit être mis à jour avant de pouvoir être lu. Ouvrez-le normalement (pas en lecture seule) quand plus personne d’autre ne l’a ouvert.',
  locked:
    '« {{file}} » est déjà ouvert dans une autre fenêtre de Diagonal sur cet ordinateur (depuis {{since}}). Travaillez dans cette fenêtre, ou ouvrez le fichier ici en lecture seule.',
  locked_web:
    '« {{file}} » est déjà ouvert dans le mode web de Diagonal sur cet ordinateur (depuis {{since}}). Travaillez-y, ou ouvrez le fichier ici en lecture seule.',
  locked_cli:
    '« {{file}} » est utilisé par une commande Diagonal sur cet ordinateur (depuis {{since}}). Attendez qu’elle soit terminée, ou ouvrez le fichier en lecture seule.',
  lockedElsewhere:
    '« {{file}} » est ouvert sur l’ordinateur « {{host}} » (depuis {{since}}). Travaillez sur celui-ci, ou ouvrez le fichier ici en lecture seule. Si cet ordinateur s’est planté ou a été éteint, vous pouvez reprendre le fichier.',
  takenOver:
    '« {{file}} » a été repris sur « {{host}} » (à {{since}}). Rien n’a été enregistré ici ; cette fenêtre ne peut plus que le lire.',
  linkOutside:
    '« {{file}} » est un lien vers un emplacement hors du dossier de données. Seuls les fichiers du dossier de données peuvent être ouverts ici.',
  ui: {
    readOnlyBadge: 'lecture seule',
    openReadOnly: 'Ouvrir en lecture seule',
    takeOver: 'Reprendre le fichier',
    restore: 'Restaurer la dernière sauvegarde',
    saveCopy: 'Enregistrer une copie…',
    saveCopyTitle: 'Enregistrer une copie du fichier d’événement',
    saveCopyHelp:
      'Une copie complète du fichier d’événement tel qu’il est maintenant, prise pendant que le jeu continue. Le fichier ouvert reste ouvert.',
    saveCopyName: 'Nom de la copie',
    saveCopySubmit: 'Enregistrer la copie',
    saveCopyDone: 'Enregistrée sous « {{file}} ».',
    cancel: 'Annuler',
  },
  menu: {
    saveCopy: 'Enregistrer une copie…',
    saveCopyTitle: 'Enregistrer une copie du fichier d’événement',
    saveCopyDone: 'Enregistrée sous « {{file}} ».',
  },
  cli: {
    usage:
      'Usage : diagonal backup EVENT OUT\n  Écrit une copie complète du fichier d’événement EVENT dans OUT (qui ne doit pas exister), même pendant que Diagonal l’a ouvert.',
    done: '« {{event}} » sauvegardé dans « {{out}} ».',
    same: 'OUT doit être un autre fichier que EVENT.',
  },
};
