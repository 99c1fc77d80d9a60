/** Le portail des résultats (RULES.md R16.2-R16.3) : refus, panneau de l’arbitre, page des joueurs. */
export default {
  noBoard: 'Vous n’avez pas de table à déclarer dans cette ronde.',
  roundClosed: 'La ronde {{round}} est close : elle ne prend plus de déclaration. Adressez-vous à l’arbitre.',
  arbiterEntered:
    'L’arbitre a saisi le résultat de la table {{board}} : une déclaration ne peut pas le changer. Adressez-vous à l’arbitre.',
  alreadyReported: 'Vous avez déjà déclaré la table {{board}}. Pour la changer, adressez-vous à l’arbitre.',
  samePhone:
    'Ce téléphone a déjà déclaré la table {{board}} pour {{other}}. Chaque joueur déclare depuis son propre téléphone ; sinon, l’arbitre saisit le résultat.',
  nothingToContest:
    'Rien à contester à la table {{board}} : votre adversaire n’a pas encore déclaré. Déclarez plutôt le résultat.',
  windowPassed:
    'Le résultat de la table {{board}} a été retenu à {{time}}, dix minutes après sa déclaration. Demandez à l’arbitre de le corriger.',
  gamesCount: 'Donnez un résultat pour chacune des {{games}} parties de la table.',
  overrideNeedsResult: 'Tapez le résultat à saisir avec une touche de résultat.',
  nothingToDecide: 'La table {{board}} n’a aucune déclaration à trancher.',
  noSuchReport: 'La table {{board}} n’a pas de résultat déclaré par ce camp.',
  pickASide:
    'La table {{board}} est en litige : retenez la déclaration des Blancs (B), celle des Noirs (N), ou tapez le résultat.',
  noSuchEntrant: 'Ce participant n’est pas dans le tournoi.',
  nothingToRevoke: '{{name}} n’a pas de lien personnel à révoquer.',
  notListening:
    'Le portail des résultats n’est pas lancé. Choisissez un réseau et appuyez d’abord sur « Lancer le portail ».',
  noListenerHere: 'Cette fenêtre ne peut pas servir le portail des résultats.',
  off: 'Le portail des résultats est désactivé pour ce tournoi. Cochez d’abord « Portail des résultats activé ».',
  badAddress: 'Cet ordinateur n’a pas de réseau {{address}}. Choisissez-en un dans la liste.',
  portBusy: 'Le port {{port}} est déjà pris sur {{address}}. Laissez le port vide pour en prendre un libre.',
  unknownMethod: 'Cette page ne propose pas cette action.',
  wrongPassword: 'Mot de passe erroné, ou ce nom n’est pas dans le tournoi.',
  wrongCode:
    'Code personnel erroné, ou ce nom n’est pas dans le tournoi. Le code figure sur votre fiche d’invitation, sous l’adresse.',
  badToken: 'Ce lien personnel n’est pas valable (révoqué ou inconnu). Demandez-en un nouveau à l’arbitre.',
  tooLarge: 'La requête est trop grande.',
  badHost: 'Cette adresse n’est pas celle du portail des résultats. Ouvrez {{host}}.',
  badOrigin: 'Les requêtes venant d’un autre site sont refusées.',
  notJson: 'La requête doit être du JSON envoyé par POST.',
  tooManyRequests: 'Trop de requêtes depuis ce téléphone. Attendez quelques secondes et réessayez.',
  tooManyAttempts:
    'Trop de mots de passe ou de codes erronés depuis ce téléphone. Attendez {{seconds}} secondes et réessayez.',
  tooManyAttemptsHere:
    'Trop de mots de passe et de codes erronés pour ce tournoi en peu de temps, depuis plusieurs téléphones : réessayez dans {{seconds}} secondes. Les liens personnels fonctionnent toujours ; l’arbitre est prévenu.',
  tooManyCodes:
    'Trop de codes erronés pour ce nom : réessayez dans {{seconds}} secondes, ouvrez le lien de votre fiche ou adressez-vous à l’arbitre.',
  badRequest: 'La requête est incomplète ou mal formée. Rechargez la page.',
  notFound: 'Rien ici.',
  unavailable:
    'Le portail des résultats ne peut pas répondre pour l’instant. Réessayez dans un moment ou adressez-vous à l’arbitre.',
  privateTournament: 'Ce tournoi est privé : utilisez votre lien d’invitation ou le mot de passe du tournoi.',
  noSuchTeam: 'Cette équipe ne participe pas au tournoi.',
  captainsOnly:
    'Dans un tournoi par équipes, les liens personnels sont pour les capitaines : nommez les équipes.',
  notTeamEvent: 'Ce tournoi n’a pas d’équipes : nommez les joueurs.',
  match: {
    none: 'Votre équipe n’a pas de match à déclarer dans cette ronde.',
    arbiterEntered:
      'L’arbitre a saisi les résultats du match {{match}} : une déclaration ne peut pas les changer. Adressez-vous à l’arbitre.',
    arbiterBoard:
      'L’arbitre a saisi le résultat de la table {{board}} du match {{match}} : déclarez ce résultat pour elle, ou adressez-vous à l’arbitre.',
    alreadyReported: 'Vous avez déjà déclaré le match {{match}}. Pour le changer, adressez-vous à l’arbitre.',
    samePhone:
      'Ce téléphone a déjà déclaré le match {{match}} pour {{other}}. Chaque capitaine déclare depuis son propre téléphone ; sinon, l’arbitre saisit les résultats.',
    nothingToContest:
      'Rien à contester dans le match {{match}} : l’autre capitaine n’a encore rien déclaré. Déclarez plutôt les résultats.',
    windowPassed:
      'Les résultats du match {{match}} ont été acceptés à {{time}}, dix minutes après leur déclaration. Demandez à l’arbitre de les corriger.',
    boardsCount: 'Donnez un résultat pour chacune des {{boards}} tables du match.',
    overrideInEntry:
      'Match {{match}} : saisissez vos propres résultats dans la saisie du match ; ici les touches confirment, acceptent ou rejettent les déclarations.',
    nothingToDecide: 'Le match {{match}} n’a aucune déclaration à trancher.',
    noSuchReport: 'Le match {{match}} n’a pas de résultat déclaré par cette équipe.',
    pickASide:
      'Le match {{match}} est contesté : acceptez la déclaration de l’équipe qui reçoit (B) ou celle de l’équipe visiteuse (N), ou rejetez les deux (X).',
  },
  withdraw: {
    alreadyLeft: '{{team}} a quitté le tournoi pendant la ronde {{round}} : il n’y a plus rien à déclarer.',
    captainsOnly:
      'Seul le capitaine d’une équipe peut déclarer forfait ou retirer son équipe, et seulement dans un tournoi par équipes.',
    bySlipOnly:
      'Le mot de passe du tournoi ne permet ni de déclarer forfait ni de retirer une équipe : ouvrez le lien de votre fiche de capitaine ou entrez avec son code personnel, ou prévenez l’arbitre.',
    roundComplete:
      'La ronde {{round}} est terminée : chaque table a son résultat. Pour retirer votre équipe maintenant, prévenez l’arbitre.',
    notYourMatch:
      'Le match {{match}} n’est pas celui de {{team}} dans cette ronde. Actualisez la page et réessayez.',
    nothingToForfeit:
      'Chaque table du match {{match}} a déjà son résultat : il n’y a plus rien à déclarer forfait. Pour quitter le tournoi, retirez l’équipe.',
  },
  screen: {
    team: {
      onBoard: '{{board}} : {{result}}',
      reports: 'Déclarations des capitaines',
      keys: 'Touches : {{confirm}} valider, {{white}} accepter la déclaration de l’équipe qui reçoit, {{black}} celle de l’équipe visiteuse, {{reject}} rejeter. Vos propres résultats se saisissent dans la saisie du match.',
      decided: 'Match {{match}} : {{decision}}.',
      decision: {
        confirm: 'confirmé',
        'accept-white': 'déclaration de l’équipe qui reçoit acceptée',
        'accept-black': 'déclaration de l’équipe visiteuse acceptée',
        reject: 'déclarations rejetées',
      },
    },
    title: 'Portail des résultats',
    enabled: 'Portail des résultats activé',
    access: 'Accès',
    open: 'Ouvert : appariements et classement pour tous, déclarations avec un lien ou le mot de passe',
    private: 'Privé : rien n’est montré sans lien ni mot de passe (R16.3)',
    password: 'Mot de passe du tournoi',
    passwordSet: 'Un mot de passe est défini. Tapez-en un nouveau pour le remplacer.',
    save: 'Enregistrer',
    network: 'Réseau',
    start: 'Lancer le portail',
    stop: 'Arrêter le portail',
    running: 'Les joueurs ouvrent {{url}}',
    scope: {
      'this-computer': 'Seul cet ordinateur peut joindre le portail.',
      network:
        'Tout appareil du réseau {{address}} peut joindre le portail : les téléphones de la salle, et quiconque est sur ce réseau.',
    },
    invite: 'Fiches d’invitation',
    inviteNote:
      'Chaque fiche porte un nouveau lien personnel : l’ancien lien du participant ne fonctionne plus.',
    revoke: 'Révoquer le lien',
    revoked: 'Liens personnels de {{name}} révoqués.',
    reports: 'Déclarations des joueurs',
    none: 'Aucune déclaration dans cette ronde pour l’instant.',
    status: {
      open: 'aucune déclaration',
      waiting: 'en attente, encore {{minutes}} min',
      waitingNoWindow: 'en attente de l’autre camp ou de vous',
      confirmed: 'validé',
      disputed: 'en litige',
      arbiter: 'saisi par l’arbitre',
    },
    how: { matching: 'deux déclarations concordantes', window: 'dix minutes sans contestation' },
    contest: 'conteste',
    reported: '{{name}} : {{result}} à {{time}}',
    via: { link: 'lien personnel', code: 'code personnel', password: 'mot de passe du tournoi' },
    phone: 'téléphone {{phone}}',
    guessing: {
      title: 'Mots de passe ou codes erronés : la limite de ce tournoi a été atteinte à {{limitedAt}}',
      figures:
        'Depuis {{since}} : erronés {{wrong}}, refusés à la limite {{refused}}, adresses {{addresses}}.',
      note: 'La salle n’a plus droit qu’à un essai toutes les dix secondes. Les liens personnels fonctionnent toujours ; votre propre ordinateur n’est jamais bloqué.',
      resume: 'Rouvrir aux mots de passe et aux codes',
    },
    keys: 'Touches : {{confirm}} valider, {{white}} retenir la déclaration des Blancs, {{black}} celle des Noirs, {{reject}} rejeter ; une touche de résultat impose le résultat.',
    decided: 'Table {{board}} : {{decision}}.',
    decision: {
      confirm: 'validé',
      'accept-white': 'déclaration des Blancs retenue',
      'accept-black': 'déclaration des Noirs retenue',
      override: 'résultat de l’arbitre saisi',
      reject: 'déclarations rejetées',
    },
  },
  phone: {
    captain: {
      withdraw: {
        title: 'Forfait ou retrait',
        note: 'Seulement si votre équipe ne peut plus jouer. L’arbitre est prévenu aussitôt.',
        forfeit: 'Déclarer forfait pour ce match',
        abandon: 'Retirer l’équipe du tournoi (abandon)',
        byPassword:
          'Avec le mot de passe du tournoi, vous ne pouvez ni déclarer forfait ni retirer votre équipe : utilisez le lien ou le code de votre fiche, ou prévenez l’arbitre.',
        forfeitTitle: 'Déclarer forfait pour le match {{match}} contre {{opponent}} ?',
        abandonTitle: 'Retirer {{team}} du tournoi ?',
        boardsForfeited:
          'Les tables sans résultat deviennent des forfaits, perdus par {{team}} : {{boards}}.',
        boardsKept: 'Les tables déjà jouées gardent leur résultat : {{boards}}.',
        forfeitMatch:
          'Le match {{match}} est perdu par {{team}} quoi que disent les tables jouées : {{opponent}} reçoit les points de match.',
        abandonMatch: 'Le match {{match}} compte comme ses tables le disent.',
        leaves:
          '{{team}} quitte le tournoi : elle n’est plus appariée, garde ses points et se classe derrière toutes les équipes encore en lice.',
        undo: 'L’arbitre est prévenu et peut l’annuler tant que la ronde suivante n’est pas appariée.',
        confirmForfeit: 'Oui, forfait pour le match {{match}}',
        confirmAbandon: 'Oui, retirer {{team}}',
        cancel: 'Annuler',
        left: {
          abandon: '{{team}} s’est retirée du tournoi pendant la ronde {{round}} : elle n’est plus appariée.',
          forfeit:
            '{{team}} a déclaré forfait pour son match de la ronde {{round}} et a quitté le tournoi : elle n’est plus appariée.',
        },
        leftUndo:
          'Déclaré depuis le téléphone d’un capitaine : l’arbitre peut l’annuler tant que la ronde suivante n’est pas appariée.',
      },
      team: 'Équipe',
      matchPoints: 'Points de match',
      myMatch: 'Notre match',
      pickTeam: 'Votre équipe (capitaine)',
      of: 'Capitaine de {{team}}',
      match: 'Match {{match}}',
      noMatch: 'Votre équipe n’a pas de match dans cette ronde.',
      bye: 'Votre équipe est exempte dans cette ronde.',
      white: 'Blancs',
      black: 'Noirs',
      win: 'Gagné',
      loss: 'Perdu',
      send: 'Envoyer le match : {{score}}',
      pickAll: 'Choisissez un résultat à chaque table, puis envoyez.',
      status: {
        open: 'Aucun résultat déclaré.',
        waiting: 'En attente de l’autre capitaine : accepté dans {{minutes}} min sauf contestation.',
        waitingTheirsNoWindow:
          'Le capitaine de {{name}} a déclaré avec le mot de passe du tournoi : ce n’est accepté qu’avec votre propre déclaration ou la décision de l’arbitre.',
        waitingTheirs:
          'Le capitaine de {{name}} a déclaré : accepté dans {{minutes}} min sauf si vous contestez.',
        waitingMineNoWindow:
          'Envoyé avec le mot de passe du tournoi : en attente du capitaine de {{name}} ou de l’arbitre.',
        waitingArbiter:
          'Les deux déclarations ont été envoyées avec le mot de passe du tournoi : elles attendent l’arbitre, ou une déclaration avec le lien ou le code d’une fiche.',
        confirmed: 'Confirmé : {{score}}.',
        disputed: 'Contesté : l’arbitre tranche.',
        arbiter: 'Saisi par l’arbitre : {{score}}.',
      },
      said: {
        mine: 'Vous avez déclaré : {{result}}',
        theirs: '{{name}} déclare : {{result}}',
        won: '{{team}} a gagné',
        lost: '{{team}} a perdu',
        draw: 'nulle',
        youContested: 'Vous avez contesté la déclaration de {{name}}.',
        theyContested: '{{name}} conteste votre déclaration.',
        mineByPassword: 'Votre déclaration a été envoyée avec le mot de passe du tournoi.',
        theirsByPassword: 'La déclaration de {{name}} a été envoyée avec le mot de passe du tournoi.',
      },
      contest: 'Contester cette déclaration',
      byPassword:
        'Vous êtes entré avec le mot de passe du tournoi : vos déclarations attendent l’autre capitaine ou l’arbitre. Le lien ou le code de votre fiche parle aussitôt pour votre équipe.',
    },
    title: 'Résultats',
    pickTournament: 'Tournoi',
    privateEntry: 'Tournoi privé : entrez son mot de passe',
    pickName: 'Votre nom',
    password: 'Mot de passe du tournoi',
    code: 'Code personnel (sur votre fiche d’invitation)',
    enterCode: 'Entrer avec mon code',
    orPassword: 'Sans votre fiche : le mot de passe du tournoi',
    enterPassword: 'Entrer avec le mot de passe',
    passwordNote:
      'Avec le mot de passe, vous lisez les appariements et le classement ; un résultat envoyé attend la déclaration de votre adversaire ou l’arbitre.',
    byPassword:
      'Vous êtes entré avec le mot de passe du tournoi : vos déclarations attendent votre adversaire ou l’arbitre. Le lien ou le code de votre fiche parle aussitôt pour vous.',
    byeOf: 'Exempt : {{name}}',
    noOpen:
      'Aucun tournoi n’est ouvert à la lecture ici : entrez avec votre lien, votre code ou le mot de passe.',
    enter: 'Entrer',
    or: 'ou ouvrez votre lien d’invitation',
    round: 'Ronde {{round}}',
    board: 'Table {{board}}',
    against: 'contre {{name}}',
    white: 'Vous avez les blancs',
    black: 'Vous avez les noirs',
    game: 'Partie {{leg}}',
    opening: 'Ouverture : {{moves}}',
    noBoard: 'Vous n’avez pas de table dans cette ronde.',
    bye: 'Vous êtes exempt dans cette ronde.',
    win: 'J’ai gagné',
    draw: 'Nulle',
    loss: 'J’ai perdu',
    send: 'Envoyer : {{result}}',
    contest: 'Contester ce résultat',
    status: {
      open: 'Aucun résultat déclaré.',
      waiting: 'En attente de votre adversaire : retenu dans {{minutes}} min sauf contestation.',
      waitingTheirsNoWindow:
        '{{name}} a déclaré avec le mot de passe du tournoi : ce n’est retenu qu’avec votre propre déclaration ou la décision de l’arbitre.',
      waitingTheirs: '{{name}} a déclaré : retenu dans {{minutes}} min sauf si vous contestez.',
      waitingMineNoWindow:
        'Envoyé avec le mot de passe du tournoi : en attente de la déclaration de {{name}} ou de l’arbitre.',
      waitingArbiter:
        'Les deux déclarations ont été envoyées avec le mot de passe du tournoi : elles attendent l’arbitre, ou une déclaration avec le lien ou le code d’une fiche.',
      confirmed: 'Validé : {{result}}.',
      disputed: 'En litige : l’arbitre tranche.',
      arbiter: 'Saisi par l’arbitre : {{result}}.',
    },
    said: {
      mine: 'Vous avez déclaré : {{result}}',
      theirs: '{{name}} déclare : {{result}}',
      youWon: 'vous avez gagné',
      youLost: 'vous avez perdu',
      won: '{{name}} a gagné',
      lost: '{{name}} a perdu',
      draw: 'nulle',
      inGame: 'partie {{leg}} : {{result}}',
      youContested: 'Vous avez contesté la déclaration de {{name}}.',
      theyContested: '{{name}} conteste votre déclaration.',
      byPassword: '(envoyé avec le mot de passe du tournoi)',
    },
    pairings: 'Appariements',
    standings: 'Classement',
    myBoard: 'Ma table',
    rank: 'Place',
    name: 'Nom',
    points: 'Points',
    refresh: 'Actualiser',
    leave: 'Quitter',
    sent: 'Envoyé.',
  },
};
