/** Listes de classement : import, recherche, inscription et réimport (RULES.md R12.1, R13.1). */
export default {
  notAList:
    'Le fichier « {{file}} » n’est pas une liste de classement : aucune ligne d’en-tête avec des colonnes n’a été trouvée. Choisissez une liste CSV, texte ou XLSX avec une ligne d’en-tête.',
  unclosedQuote:
    'Un guillemet s’ouvre à la ligne {{line}} de « {{file}} » et ne se referme jamais : la ligne d’en-tête ne peut pas être lue. Fermez ou supprimez ce guillemet, puis importez de nouveau la liste.',
  noNameColumn:
    'Aucune colonne de « {{file}} » ne contient le nom des joueurs. Indiquez la colonne du nom (ou celles du nom de famille et du prénom) dans la correspondance des colonnes.',
  cannotRead:
    'Le fichier « {{file}} » ne peut pas être lu ({{detail}}). Vérifiez qu’il existe et qu’il n’est pas ouvert dans un autre programme.',
  badFileName:
    '« {{file}} » n’est pas le nom d’un fichier du dossier de données. Placez-y la liste et donnez son nom seul.',
  listNotFound: 'La liste de classement {{id}} n’est pas dans ce fichier d’événement.',
  entryNotFound: 'Ce joueur n’est plus dans les listes de classement (entrée {{id}}). Relancez la recherche.',
  afterStart:
    'La ronde 1 de « {{name}} » est appariée : les classements ne sont plus mis à jour depuis une liste (RULES.md R13.1).',
  belowFloor:
    '{{name}} a un classement de {{rating}}, sous le plancher de {{floor}} de « {{tournament}} » (RULES.md R12.1). Inscrivez un joueur classé {{floor}} ou plus, ou modifiez le plancher dans les paramètres.',
  noRatingForFloor:
    '{{name}} n’a pas de classement pour la variante et la cadence de « {{tournament}} », qui a un classement plancher de {{floor}} (RULES.md R12.1).',
  jobNotFound:
    'Cet import n’est plus connu (l’application a peut-être redémarré). Importez la liste à nouveau.',
  workbook: {
    badDirectory:
      'Le fichier « {{file}} » n’est pas un classeur Excel valide : son répertoire zip manque ou est endommagé (le fichier est peut-être tronqué). Enregistrez de nouveau la liste depuis le tableur, ou exportez-la en CSV.',
    damagedPart:
      'Le fichier « {{file}} » n’est pas un classeur Excel valide : sa partie {{part}} est endommagée (les données ne se décompressent pas, ou ne correspondent pas à leur somme de contrôle). Enregistrez de nouveau la liste depuis le tableur, ou exportez-la en CSV.',
    missingPart:
      'Le fichier « {{file}} » n’est pas un classeur Excel valide : sa partie {{part}} manque. Enregistrez de nouveau la liste depuis le tableur, ou exportez-la en CSV.',
    badXml:
      'Le fichier « {{file}} » n’est pas un classeur Excel valide : sa partie {{part}} n’est pas du XML bien formé. Enregistrez de nouveau la liste depuis le tableur, ou exportez-la en CSV.',
    tooLarge:
      'Le fichier « {{file}} » n’est pas un classeur Excel valide : sa partie {{part}} occuperait {{size}} Mo une fois décompressée, plus que les {{limit}} Mo permis pour une liste de classement. Vérifiez qu’il s’agit bien de la liste, ou exportez-la en CSV.',
    encrypted:
      'Le fichier « {{file}} » n’est pas un classeur Excel valide : sa partie {{part}} est chiffrée. Enregistrez la liste sans mot de passe, ou exportez-la en CSV.',
    unsupported:
      'Le fichier « {{file}} » n’est pas un classeur Excel valide : sa partie {{part}} est compressée d’une manière que les classeurs Excel n’utilisent pas. Enregistrez de nouveau la liste depuis le tableur, ou exportez-la en CSV.',
    noSheet:
      'Le fichier « {{file}} » n’est pas un classeur Excel valide : il ne contient aucune feuille de calcul. Placez la liste sur la première feuille et enregistrez de nouveau le classeur.',
    badCell:
      'Le fichier « {{file}} » n’est pas un classeur Excel valide : la cellule {{cell}} de {{part}} est mal placée, ou renvoie à un texte absent du classeur. Enregistrez de nouveau la liste depuis le tableur, ou exportez-la en CSV.',
    compoundFile:
      'Le fichier « {{file}} » est un ancien classeur Excel (.xls) ou un classeur protégé par un mot de passe. Enregistrez-le depuis le tableur comme classeur Excel (.xlsx) sans mot de passe, ou en CSV.',
  },
  otherKind:
    '{{name}} n’a pas de classement en $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}), la variante et la cadence de ce tournoi : la liste « {{list}} » le classe {{rating}} en $t(ui:values.variant.{{listVariant}}), $t(ui:values.timeControlKind.{{listTimeControl}}). Inscrivez-le avec ce classement, ou sans classement.',
  register: {
    took: 'Classement {{rating}} : celui de la liste « {{list}} » en $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}), la variante et la cadence de ce tournoi.',
    tookUnmarked:
      'Classement {{rating}} : la liste « {{list}} » ne dit pas pour quelle variante et quelle cadence sont ses classements ; il est pris pour $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}).',
    noRating: 'Sans classement : la liste « {{list}} » n’en donne pas.',
    tookOther:
      'Classement {{rating}}, celui de la liste « {{list}} » en $t(ui:values.variant.{{listVariant}}), $t(ui:values.timeControlKind.{{listTimeControl}}), comme choisi : ce tournoi se joue en $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}).',
    unratedChosen:
      'Sans classement, comme choisi : la liste « {{list}} » ne classe ce joueur qu’en $t(ui:values.variant.{{listVariant}}), $t(ui:values.timeControlKind.{{listTimeControl}}), et ce tournoi se joue en $t(ui:values.variant.{{variant}}), $t(ui:values.timeControlKind.{{timeControl}}).',
    useList: 'Inscrire avec {{rating}}',
    useUnrated: 'Inscrire sans classement',
  },
  cli: {
    usage:
      'Usage : diagonal ratings import FICHIER --db EVENEMENT [--source NOM] [--json], ou diagonal ratings search TEXTE --db EVENEMENT [--json].',
    missingValue: 'L’option {{option}} demande une valeur.',
    unknownOption: 'Option inconnue {{option}}.',
    badChoice:
      'L’option {{option}} n’accepte pas « {{value}} » : utilisez l’une de ces valeurs : {{choices}}.',
    badDate:
      'L’option {{option}} attend une date du calendrier au format AAAA-MM-JJ (2026-07-01), pas « {{value}} ».',
    badLanguage: 'Langue inconnue « {{value}} » : utilisez en, fr, nl ou pl.',
    imported:
      '{{imported}} joueurs importés depuis {{file}} ({{list}}), {{skipped}} lignes ignorées, {{warned}} importées avec un avertissement.',
    problemCell: 'ligne {{line}}, colonne « {{column}} » : {{message}}',
    problemLine: 'ligne {{line}} : {{message}}',
  },
  row: {
    unclosedQuote:
      'Un guillemet ouvert sur cette ligne n’est pas refermé : ligne ignorée. Vérifiez les guillemets de cette ligne ; les lignes suivantes sont lues chacune pour elle-même.',
    missingName: 'Pas de nom : ligne ignorée.',
    badRating: 'Le classement « {{value}} » n’est pas un nombre : ligne ignorée.',
    decimalRating:
      'Le classement « {{value}} » a des décimales, or un classement est un nombre entier : importé comme {{rating}}.',
    fewerFields:
      'La ligne a {{found}} champs alors que l’en-tête en a {{expected}} : il manque un séparateur, et les valeurs tomberaient dans les mauvaises colonnes. Ligne ignorée.',
    moreFields:
      'La ligne a {{found}} champs alors que l’en-tête en a {{expected}} (un séparateur dans une valeur qui n’est pas entre guillemets ?) : ligne ignorée.',
    duplicateId:
      'L’identifiant {{value}} figure déjà à la ligne {{first}} : ligne ignorée, le joueur de la ligne {{first}} est conservé.',
    badBirthYear: '« {{value}} » ne peut pas être une année de naissance : importé sans année de naissance.',
    badGames: 'Le nombre de parties « {{value}} » n’est pas un nombre entier : importé sans cette valeur.',
    badTitle: 'Le titre « {{value}} » n’est pas un titre FMJD : importé sans titre.',
    badSex: 'Le sexe « {{value}} » n’est ni H ni F : importé sans cette valeur.',
    misaligned:
      'Une valeur déborde sur le début de la colonne « {{column}} » : cette ligne n’est pas alignée sur l’en-tête. Ligne ignorée.',
  },
  field: {
    id: 'Identifiant',
    name: 'Nom complet',
    surname: 'Nom',
    givenName: 'Prénom',
    infix: 'Particule (van, de…)',
    federation: 'Fédération',
    title: 'Titre',
    rating: 'Classement',
    games: 'Parties',
    birthYear: 'Année de naissance',
    sex: 'Sexe',
    club: 'Club',
  },
  screen: {
    title: 'Listes de classement',
    intro:
      'Importez la liste FMJD ou une liste nationale (CSV, texte ou XLSX), puis inscrivez les participants en la recherchant.',
    chosenFile: 'Fichier de la liste : {{file}}',
    chooseFile: 'Choisir un fichier de liste…',
    upload: 'Envoyer un fichier de liste',
    uploadHelp:
      'CSV, texte ou XLSX, jusqu’à {{max}} Mo. Le fichier est gardé dans le dossier de données du serveur.',
    uploading: 'Envoi du fichier…',
    uploaded: 'Gardé dans le dossier de données du serveur sous le nom {{file}}.',
    inFolder: 'Fichiers du dossier de données',
    inFolderPick: 'Choisissez-y un fichier',
    inFolderNone: 'Aucun fichier de liste pour l’instant',
    folderAt: 'Les fichiers d’événement et les listes sont gardés dans {{path}}.',
    folderServer:
      'Les fichiers d’événement et les listes sont gardés dans le dossier de données du serveur : ses fichiers de liste sont proposés ici.',
    preview: 'Aperçu',
    source: 'Source',
    sourceHelp:
      'Qui publie la liste, par exemple FMJD ou FFJD. La correspondance des colonnes est retenue pour chaque source.',
    listName: 'Nom de la liste',
    listDate: 'Date de la liste',
    variant: 'Variante des classements',
    timeControl: 'Cadence des classements',
    asColumns: 'Selon les colonnes',
    formatFixed: 'Texte en colonnes de largeur fixe, encodage {{encoding}}, en-tête à la ligne {{line}}.',
    formatXlsx: 'Classeur Excel (XLSX), en-tête à la ligne {{line}}.',
    encoding: 'Encodage',
    encodingAuto: 'Détecter',
    encodingName: {
      'utf-8': 'UTF-8',
      'utf-8-bom': 'UTF-8 avec marque d’ordre des octets',
      'utf-16le': 'UTF-16',
      'windows-1250': 'Windows-1250 (Europe centrale)',
      'windows-1252': 'Windows-1252 (Europe occidentale)',
    },
    separator: { ';': 'points-virgules', ',': 'virgules', '\t': 'tabulations', '|': 'barres verticales' },
    formatCsv: 'CSV avec {{separator}}, encodage {{encoding}}, en-tête à la ligne {{line}}.',
    mapping: 'Colonnes',
    header: 'En-tête dans le fichier',
    meaning: 'Contient',
    unrecognised: 'Non reconnue : choisissez ce qu’elle contient, ou laissez-la ignorée.',
    ignore: 'Ignorer',
    firstRows: 'Premières lignes',
    import: 'Importer',
    importing: 'Import en cours : {{rows}} lignes lues ({{percent}} %)',
    done: '{{imported}} joueurs importés, {{skipped}} lignes ignorées, {{warned}} importées avec un avertissement.',
    skippedRows: 'Lignes ignorées',
    line: 'Ligne',
    problems: 'Problèmes dans la liste',
    problemsPreview: 'Problèmes dans les premières lignes (l’import liste ceux de tout le fichier)',
    column: 'Colonne',
    found: 'Trouvé',
    problem: 'Problème',
    result: 'Résultat',
    outcome: { skipped: 'Ligne ignorée', imported: 'Importée' },
    wholeRow: 'Toute la ligne',
    moreProblems: 'Seuls les {{shown}} premiers des {{count}} problèmes sont affichés.',
    lists: 'Listes importées',
    importedAt: 'Importée le',
    entries: 'Joueurs',
    noLists: 'Aucune liste importée pour l’instant.',
  },
  search: {
    label: 'Ajouter depuis les listes de classement',
    enterHint: 'Entrée inscrit le joueur quand un seul est trouvé.',
    placeholder: 'Identifiant ou quelques lettres du nom',
    none: 'Aucun joueur trouvé.',
    register: 'Inscrire',
    registerAnyway: 'Inscrire quand même',
    alreadyRegistered: 'Déjà inscrit',
    registered: 'Inscription enregistrée : {{name}}.',
    results: 'Joueurs trouvés dans les listes de classement',
    registerFrom: 'Inscrire {{name}} depuis {{list}}',
  },
  diff: {
    title: 'Nouveaux classements des dernières listes',
    intro:
      'Participants dont le classement diffère dans les dernières listes. Acceptez pour les mettre à jour ; seulement avant la ronde 1.',
    none: 'Le classement de chaque participant correspond aux dernières listes.',
    entrant: 'Participant',
    before: 'Actuel',
    after: 'Sur la liste',
    list: 'Liste',
    accept: 'Accepter les nouveaux classements',
    accepted: '{{count}} classements mis à jour.',
  },
  uploadType:
    '« {{file}} » n’est pas un fichier de liste de classement. Choisissez un fichier CSV, texte (.txt, .tsv, .prn) ou Excel (.xlsx).',
  uploadEmpty: 'Le fichier « {{file}} » est vide. Choisissez la liste elle-même.',
  uploadTooLarge:
    'Le fichier dépasse {{max}} Mo, trop pour être envoyé depuis le navigateur. Placez-le dans le dossier de données du serveur et choisissez-le là.',
};
