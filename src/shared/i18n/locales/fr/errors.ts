/** Erreurs qu’un arbitre peut rencontrer, par n’importe quel transport ; chacune dit quoi faire. */
export default {
  internal:
    'Une erreur interne s’est produite dans Diagonal ({{detail}}). Rien n’a été enregistré ; réessayez.',
  unknownMethod: 'Action inconnue « {{method}} ». Vérifiez le nom de la méthode de l’API.',
  invalidInput: 'La requête pour « {{method}} » n’est pas valide : {{issues}}.',
  unauthorized:
    'Cette fenêtre n’est pas connectée à Diagonal. Ouvrez l’adresse que Diagonal a affichée à son démarrage.',
  forbiddenHost:
    'Diagonal ne répond que sur {{host}}. Ouvrez l’adresse que Diagonal a affichée à son démarrage.',
  notJson: 'La requête doit être du JSON de la forme {"input": ..., "lng": ...}.',
  tooLarge: 'La requête dépasse {{max}} Mo. Envoyez moins de données à la fois.',
  notFound: 'Rien ici : « {{path}} ».',
  otherEvent:
    'Cette fenêtre affiche le fichier d’événement « {{shown}} », mais « {{current}} » a été ouvert depuis, dans une autre fenêtre. Rien n’a été modifié. Rechargez cette page pour travailler sur « {{current}} », ou rouvrez « {{shown}} » depuis l’écran Événements.',
  otherEventClosed:
    'Cette fenêtre affiche le fichier d’événement « {{shown}} », qui a été fermé depuis, dans une autre fenêtre. Rien n’a été modifié. Rouvrez-le depuis l’écran Événements.',
  noEventOpen: 'Aucun fichier d’événement n’est ouvert. Créez ou ouvrez d’abord un fichier d’événement.',
  fileExists: 'Le fichier « {{file}} » existe déjà. Ouvrez-le ou choisissez un autre nom.',
  fileNotFound:
    'Le fichier « {{file}} » n’existe pas. Vérifiez le nom ou créez un nouveau fichier d’événement.',
  badFileName:
    '« {{file}} » n’est pas un nom de fichier d’événement valide. Utilisez des lettres, chiffres, espaces, points, tirets ou soulignés, sans dossier.',
  notEventFile: 'Le fichier « {{file}} » n’est pas un fichier d’événement Diagonal. Il n’a pas été modifié.',
  newerVersion:
    'Le fichier « {{file}} » a été écrit par une version plus récente de Diagonal (version du fichier {{version}}, celle-ci connaît jusqu’à {{known}}). Mettez Diagonal à jour pour l’ouvrir ; le fichier n’a pas été modifié.',
  fileUnreadable: 'Le fichier « {{file}} » n’a pas pu être ouvert ({{detail}}). Il n’a pas été modifié.',
  eventNameRequired: 'L’événement doit avoir un nom.',
  tournamentNotFound: 'Il n’y a pas de tournoi numéro {{id}} dans ce fichier d’événement.',
  entrantNotFound: 'Il n’y a pas de participant numéro {{id}} dans ce fichier d’événement.',
  cancelAfterStart:
    '« {{name}} » ne peut plus être annulé : il a commencé (la ronde 1 est appariée, ou le départ de l’arène est passé). L’organisateur n’annule un tournoi qu’avant son départ ; enregistrez plutôt les retraits (R10.2).',
  classReviewNoTable:
    '« {{name}} » se joue sans table officielle d’ouvertures (italien et anglais seulement, R11.4) : il n’a pas de classe d’ouverture à réviser.',
  classReviewUnknown:
    'La table officielle n’a pas d’ouverture numéro {{number}} : ses ouvertures sont numérotées de 1 à {{count}} (R11.4).',
  classReviewSame:
    'L’ouverture {{number}} a déjà la classe {{class}} dans « {{name}} » : rien n’a été modifié.',
  classReviewAfterStart:
    'La classe de l’ouverture {{number}} ne peut plus être révisée dans « {{name}} » : la ronde 1 est appariée. Une classe décide des ouvertures que le tirage peut donner et de l’homologation du tournoi (R11.4, R12.2), des règles fixées au départ (R1.3).',
  alreadyCancelled: '« {{name}} » est déjà annulé.',
  rulesLocked:
    'Les règles de « {{name}} » ne peuvent plus changer : la ronde 1 est appariée (R1.3). Refusé : {{fields}}. Le nom, les arbitres, le lieu, l’organisateur, la fédération, les dates, la cadence imprimée et les notes restent modifiables.',
  forbiddenNotSwiss:
    '« {{name}} » est toujours un toutes rondes : sa table de Berger ne peut pas séparer deux participants. Les paires interdites sont pour un suisse.',
  forbiddenSelf: '{{name}} ne peut pas être séparé de lui-même : choisissez deux participants différents.',
  forbiddenOtherTournament:
    '{{name}} n’est pas participant de « {{tournament}} » : les deux participants d’une paire interdite jouent le même tournoi.',
  forbiddenRounds:
    'La dernière ronde ({{last}}) précède la première ({{first}}) : donnez une dernière ronde à partir de la première, ou aucune pour toutes les rondes suivantes.',
  forbiddenDuplicate:
    '{{a}} et {{b}} sont déjà séparés dans certaines de ces rondes. Supprimez d’abord cette paire pour en changer les rondes.',
  forbiddenNotFound:
    'Il n’y a pas de paire interdite numéro {{id}} dans ce fichier d’événement ; elle a peut-être déjà été supprimée.',
  registrationClosed: 'Les inscriptions à « {{name}} » sont closes : la ronde 1 est appariée (R1.3).',
  removeAfterStart:
    'Un participant ne peut plus être supprimé une fois la ronde 1 appariée (R1.3) ; déclarez plutôt son abandon (R10.2), ses parties restent au classement.',
  seatsFull:
    'Les {{seats}} places de « {{name}} » sont prises (R1.2). Augmentez le nombre de places dans les paramètres (200 au plus) pour en ajouter.',
  programRefused: 'Les programmes (ordinateurs) ne peuvent pas être des participants (R1.4).',
  entrantNameRequired: 'Le participant doit avoir un nom (« Nom, Prénom »).',
  sameRatingId:
    '{{player}} (identifiant {{ratingId}}) participe déjà à « {{other}} », qui se joue en même temps (R1.5). Une personne ne peut pas jouer deux tournois à la fois.',
  duplicateRatingId:
    '{{player}} (identifiant {{ratingId}}) figure déjà parmi les participants de « {{tournament}} ». Une personne n’est qu’un participant : gardez celui qui est déjà inscrit, ou corrigez l’identifiant.',
  duplicateRatingId_numbered:
    '{{player}} (identifiant {{ratingId}}) figure déjà parmi les participants de « {{tournament}} », avec le numéro de départ {{startNo}}. Une personne n’est qu’un participant : gardez celui qui est déjà inscrit, ou corrigez l’identifiant.',
  sameNameConfirm:
    '{{other}}, né(e) en {{birthYear}}, figure déjà parmi les participants de « {{tournament}} ». Si {{name}} est une autre personne, confirmez ; si c’est la même personne, annulez.',
  sameNameConfirm_noYear:
    '{{other}} (année de naissance inconnue) figure déjà parmi les participants de « {{tournament}} ». Si {{name}} est une autre personne, confirmez ; si c’est la même personne, annulez.',
  floorNeedsRating:
    '{{name}} n’a pas de classement, et « {{tournament}} » a un classement plancher de {{floor}} (R12.1) : il faut un classement d’au moins {{floor}}. Saisissez le classement pour la variante et la cadence du tournoi, ou inscrivez le joueur depuis une liste de classement.',
  fieldTooLong: '{{field}} est trop long : {{max}} caractères au plus.',
  textControl: 'Rien n’a été enregistré : {{issues}}.',
  ratingRange: 'Un classement doit être compris entre 0 et 3500 ; vous avez saisi {{value}}.',
  birthYearRange:
    'L’année de naissance doit être comprise entre 1900 et {{max}} ; vous avez saisi {{value}}.',
  /** Parts of invalidInput: one schema issue in words. */
  issue: {
    at: '{{field}} : {{message}}',
    invalidType: 'attendu : {{expected}}',
    required: 'obligatoire',
    tooSmall: 'doit valoir au moins {{minimum}}',
    tooBig: 'doit valoir au plus {{maximum}}',
    invalidValue: 'doit être l’une des valeurs {{values}}',
    unrecognizedKeys: 'champs non reconnus : {{keys}}',
    other: 'non valide ({{detail}})',
    controlChar:
      '{{field}} contient {{what}} ({{char}}) après « {{before}} ». Les sauts de ligne, les tabulations et les autres caractères de contrôle couperaient les enregistrements des fichiers que Diagonal écrit (TRF, PDN, CSV) et les lignes de ses impressions : retapez le texte sans ce caractère',
    controlChar_start:
      '{{field}} commence par {{what}} ({{char}}). Les sauts de ligne, les tabulations et les autres caractères de contrôle couperaient les enregistrements des fichiers que Diagonal écrit (TRF, PDN, CSV) et les lignes de ses impressions : retapez le texte sans ce caractère',
    controlKind: {
      lineBreak: 'un saut de ligne',
      tab: 'une tabulation',
      other: 'un caractère de contrôle invisible',
    },
  },
  noFileDialog:
    'Cette fenêtre n’a pas de boîte de dialogue de fichiers. Dans un navigateur, envoyez le fichier ou choisissez-le dans le dossier de données.',
};
