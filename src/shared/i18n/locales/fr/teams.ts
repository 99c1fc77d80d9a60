/** Compétitions par équipes (RULES.md R16.1, R16.1b, R10.2) : refus, décisions et libellés des réglages. */
export default {
  errors: {
    undoLeaveNotLeft: '{{team}} n’a pas quitté le tournoi : il n’y a rien à annuler.',
    undoLeaveUnrecorded:
      '{{team}} est partie après la ronde {{round}} avec une version antérieure, qui n’a pas gardé ce qu’elle avait changé : saisissez plutôt les résultats de ses tables à la main.',
    undoLeaveAfterPairing:
      'La ronde {{round}} est déjà appariée sans {{team}} : son retrait pendant la ronde {{after}} ne peut plus être annulé. Elle reste hors du tournoi.',
    notTeamEvent:
      '« {{name}} » est un tournoi individuel : les actions par équipes ne concernent que les tournois par équipes.',
    teamEvent:
      '« {{name}} » est un tournoi par équipes : démarrez-le, appariez-le et saisissez ses résultats dans l’écran Équipes.',
    invalidSettings: 'Les réglages par équipes ne sont pas valides : {{issues}}',
    twoLegsNotForTeams:
      'Un tournoi par équipes se joue en une partie par table : désactivez « $t(terms:twoLegs) ».',
    cyclesNotForTeams:
      'Un tournoi par équipes joue son toutes rondes une fois : réglez « Phases du toutes rondes » sur « Une : chaque paire une fois ».',
    extraRoundNotForTeams:
      'Un tournoi par équipes fixe ses rondes sous « Rondes » : désactivez « Ronde supplémentaire ».',
    swissRoundsNotForTeams:
      'Un tournoi par équipes fixe ses rondes sous « Rondes » : laissez « Nombre de rondes suisses » vide.',
    openingNotForTeams:
      'Les tournois par équipes se jouent pour l’instant avec une ouverture libre : réglez « Ouverture » sur « Libre ».',
    teamNotFound: 'Il n’y a pas d’équipe numéro {{id}} dans ce fichier d’événement.',
    nameRequired: 'Donnez un nom à l’équipe.',
    textTooLong: '{{max}} caractères au plus.',
    nameTaken: 'Une équipe nommée « {{name}} » est déjà inscrite dans ce tournoi.',
    rosterClosed:
      'La ronde 1 de « {{name}} » est appariée : les équipes et leurs listes de joueurs ne peuvent plus changer (R1.3).',
    playerInTeam: '{{name}} joue déjà pour {{team}} : un joueur appartient à une seule équipe.',
    playerNotInTeam: '{{name}} ne figure pas sur la liste des joueurs de {{team}}.',
    rosterOrder: 'Le nouvel ordre doit citer chaque joueur de {{team}} exactement une fois.',
    teamsOrder: 'L’ordre initial doit citer chaque équipe du tournoi exactement une fois.',
    seedingByRating:
      'L’ordre initial suit le classement : choisissez « Ordre de l’arbitre » sous « Ordre initial » pour ranger les équipes vous-même.',
    tooFewTeams:
      '{{count}} équipes sont inscrites ; un tournoi par équipes en demande au moins {{min}} (R1.2).',
    tooFewPlayers: '{{team}} a {{players}} joueurs pour {{boards}} tables : ajoutez des joueurs à sa liste.',
    notStarted: '« {{name}} » n’a pas encore commencé : démarrez-le d’abord.',
    alreadyStarted: '« {{name}} » a déjà commencé.',
    roundNotFound: 'La ronde {{round}} n’est pas appariée.',
    matchNotFound: 'La ronde {{round}} n’a pas de match numéro {{match}}.',
    boardNotFound: 'Le match {{match}} de la ronde {{round}} n’a pas de table {{board}}.',
    notLatestRound:
      'La ronde {{round}} n’est pas la dernière ronde ({{latest}}) : corrigez plutôt ses résultats.',
    roundIncomplete: 'La ronde {{round}} a encore {{missing}} tables sans résultat.',
    allRoundsPaired: 'Les {{rounds}} rondes sont toutes appariées.',
    noPairingRematch:
      'Aucun appariement de la ronde {{round}} n’évite une deuxième rencontre : chaque appariement fait se retrouver deux équipes ; le moins de rencontres répétées : {{pairs}}. Appariez avec le moins de rencontres répétées, ou terminez le tournoi après la ronde {{last}}.',
    noPairingBye:
      'Aucune équipe encore en lice ne peut recevoir l’exemption de la ronde {{round}} : toutes l’ont déjà eue. Appariez avec une deuxième exemption (à {{team}}), ou terminez le tournoi après la ronde {{last}}.',
    noPairingBoth:
      'Aucun appariement de la ronde {{round}} n’évite une deuxième rencontre ({{pairs}}) ni une deuxième exemption ({{team}}). Appariez avec le moins de rencontres répétées, ou terminez le tournoi après la ronde {{last}}.',
    noValidPairing:
      'Aucun appariement de la ronde {{round}} n’évite une deuxième rencontre entre deux équipes.',
    lineupCount:
      'Une composition de {{team}} compte {{boards}} joueurs, un par table ; vous en avez donné {{count}}.',
    lineupTwice: '{{name}} figure deux fois dans la composition.',
    lineupOrder:
      'La composition doit suivre la liste des joueurs de {{team}} : {{name}} (numéro {{position}}) ne peut pas jouer à la table {{board}} après {{above}} (numéro {{abovePosition}}). Inversez-les.',
    lineupLocked:
      'Le match de {{team}} à la ronde {{round}} a un résultat : sa composition ne peut plus changer.',
    lineupRoundOut: 'La ronde {{round}} dépasse les {{rounds}} rondes du tournoi.',
    teamLeft: '{{team}} a quitté le tournoi après la ronde {{round}}.',
    leaveBeforeStart: '« {{name}} » n’a pas commencé : supprimez plutôt {{team}}.',
    confirmRepair:
      'La ronde {{round}} est appariée sans résultat : cette correction la réapparie. Confirmez pour continuer.',
    trfTeamName:
      'Ligne {{line}} : un enregistrement d’équipe (013) demande le nom de l’équipe en colonnes 5 à 36.',
    trfTeamUnknownPlayer:
      'Ligne {{line}} : l’enregistrement d’équipe cite le numéro de départ {{number}}, qu’aucun joueur (001) ne porte.',
    trfTeamPlayerTwice:
      'Ligne {{line}} : le numéro de départ {{number}} joue déjà pour {{team}} : un joueur appartient à une seule équipe.',
    trfNoTeams: 'Le fichier n’a pas d’enregistrement d’équipe (013) : ce n’est pas un tournoi par équipes.',
    trfMatchMixed:
      'Ronde {{round}} : les joueurs de {{team}} rencontrent les joueurs de deux équipes différentes ; toutes les tables d’un match opposent les deux mêmes équipes. Corrigez les adversaires dans le fichier.',
    trfTeamless: 'Le joueur {{number}} joue à la ronde {{round}} mais n’appartient à aucune équipe (013).',
    ratingsFileRefused:
      'Le fichier de classements d’équipe « {{fileName}} » n’a pas été importé, rien n’a changé ({{count}} problèmes) : {{issues}}',
  },
  settings: {
    boardsRange: 'Tables par match : de {{min}} à {{max}} ; vous avez saisi {{value}}.',
    matchPointsOrder:
      'Points de match : une victoire doit valoir plus qu’une nulle, et une nulle pas moins qu’une défaite (pas de points négatifs).',
    unratedRatingRange:
      'Classement d’un joueur non classé : de {{min}} à {{max}} ; vous avez saisi {{value}}.',
    roundsRange: 'Rondes : de {{min}} à {{max}} ; vous avez saisi {{value}}.',
  },
  ratingsFile: {
    header:
      'Ligne {{line}} : la première ligne doit être l’en-tête {{header}} (nom de l’équipe, classement, matchs classés).',
    noRows: 'Ligne {{line}} : l’en-tête n’est suivi d’aucune équipe.',
    cells:
      'Ligne {{line}} : {{count}} cellules ; une ligne en a trois : nom de l’équipe, classement, matchs classés.',
    noName: 'Ligne {{line}} : l’équipe n’a pas de nom.',
    nameLong: 'Ligne {{line}} : le nom de l’équipe a plus de {{max}} caractères.',
    badRating:
      'Ligne {{line}} : « {{text}} » n’est pas un classement : un nombre entier de {{min}} à {{max}}.',
    badMatches:
      'Ligne {{line}} : « {{text}} » n’est pas un nombre de matchs classés : un nombre entier, 0 ou plus.',
    twice: 'Ligne {{line}} : {{name}} figure déjà ligne {{first}} : une ligne par équipe.',
    quotes:
      'Ligne {{line}} : un guillemet n’est pas fermé : mettez toute la cellule entre guillemets doubles.',
  },
  decision: {
    swiss: '{{teams}} équipes : système suisse par équipes, {{rounds}} rondes (⌈log₂ équipes⌉ + 1).',
    swissSet: '{{teams}} équipes : système suisse par équipes, {{rounds}} rondes comme réglé.',
    roundRobin: '{{teams}} équipes, seuil {{threshold}} : toutes rondes par équipes, {{rounds}} rondes.',
    forcedSwiss: '{{teams}} équipes, système suisse imposé : système suisse par équipes, {{rounds}} rondes.',
    forcedRoundRobin:
      '{{teams}} équipes, toutes rondes choisi : toutes rondes par équipes, {{rounds}} rondes.',
  },
  pairNext: {
    notStarted: 'Le tournoi n’a pas commencé.',
    incomplete: 'La ronde {{round}} a encore des tables sans résultat.',
    done: 'Toutes les rondes sont appariées.',
  },
  cli: {
    ratingsImported: 'Classements d’équipe importés de {{file}} : {{count}}.',
    team: 'Équipe',
    matchPoints: 'PM',
    boardPoints: 'PP',
    badMatchPoints:
      'L’option --match-points demande victoire,nulle,défaite avec victoire > nulle >= défaite, par exemple 3,1,0 ; pas « {{value}} ».',
    badBoardPoints: 'L’option --board-points prend first ou last, pas « {{value}} ».',
  },
  labels: {
    boards: 'Tables par match',
    matchPoints: 'Points de match (victoire / nulle / défaite)',
    seeding: 'Ordre initial',
    seedingRating: 'Par la moyenne des classements des joueurs',
    seedingTeamRating: 'Par le classement d’équipe',
    seedingArbiter: 'Ordre de l’arbitre',
    unratedRating: 'Classement d’un joueur non classé',
    rounds: 'Rondes',
    boardPoints: 'Points de partie comme départage',
  },
};
