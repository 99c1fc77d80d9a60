/** Arènes (RULES.md R14, R15) : refus, écran Arène et vue projecteur. */
export default {
  errors: {
    notArena: '« {{name}} » n’est pas une arène. Les actions d’arène ne s’appliquent qu’aux arènes.',
    noRounds:
      '« {{name}} » est une arène : elle n’a pas de rondes à lancer ni à apparier (R14.1). Utilisez l’écran Arène.',
    duration: 'Une arène dure de {{min}} à {{max}} minutes (R14.1) ; vous avez saisi {{minutes}}.',
    closed: 'L’arène « {{name}} » est close (R15.1). Seules les corrections de résultats restent possibles.',
    overtimeOver:
      'Les dix minutes après la fin de « {{name}} » sont écoulées (R15.1) : les parties en cours sont déclarées nulles. Laissez l’arène se clore, puis corrigez un résultat si nécessaire.',
    gameNotFound: 'Il n’y a pas de partie d’arène numéro {{id}} dans ce fichier d’événement.',
    boostZeroBase: 'Le boost n’est pas proposé : le temps de base de la pendule est nul (R14.6).',
    boostFinished: 'Cette partie est terminée : un joueur booste avant son premier coup (R14.4).',
    boostNotPlayer: 'Le participant {{id}} ne joue pas cette partie et ne peut donc pas la booster.',
    boostTwice: 'Ce joueur a déjà boosté cette partie.',
    extendTooLong:
      'Une arène dure au plus {{max}} minutes (R14.1) ; avec cette prolongation elle durerait {{total}} minutes.',
    removePlayed:
      '{{name}} a joué dans l’arène et ne peut pas être supprimé ; mettez-le plutôt en pause (R14.1).',
    pairSame:
      'Les Blancs et les Noirs sont le même participant ({{name}}) : choisissez deux joueurs différents.',
    pairNotEntrant:
      'Le participant {{id}} ne joue pas dans l’arène « {{arena}} » (pas inscrit, ou retiré) : choisissez un participant de son classement.',
    pairBeforeStart:
      'L’arène « {{arena}} » commence à {{time}} : personne n’est apparié avant le début (R14.1). Appariez-les à partir de {{time}}.',
    pairAfterEnd:
      'L’arène « {{arena}} » s’est terminée à {{time}} : aucune partie ne commence après la fin annoncée (R14.6). Les parties en cours peuvent s’achever.',
    pairNotJoined:
      '{{name}} n’a pas encore rejoint l’arène (inscrit absent) : cliquez sur Rejoindre à côté de son nom, puis appariez-le (R14.1).',
    pairPaused:
      '{{name}} a quitté l’arène à {{time}} et est en pause : cliquez sur Rejoindre à son retour, puis appariez-le (R14.1).',
    pairPlaying:
      '{{name}} joue à la table {{board}} depuis {{time}} : appariez-le quand cette partie aura un résultat.',
    pairCooldown_one:
      '{{white}} et {{black}} ne peuvent pas se rencontrer à nouveau avant {{time}} : déjà {{count}} fois face à face, terminée à {{ended}}, donc 5 x {{games}} = {{minutes}} minutes après celle-ci (R14.2).',
    pairCooldown_few:
      '{{white}} et {{black}} ne peuvent pas se rencontrer à nouveau avant {{time}} : déjà {{count}} fois face à face, la dernière terminée à {{ended}}, donc 5 x {{games}} = {{minutes}} minutes après celle-ci (R14.2).',
    pairCooldown_many:
      '{{white}} et {{black}} ne peuvent pas se rencontrer à nouveau avant {{time}} : déjà {{count}} fois face à face, la dernière terminée à {{ended}}, donc 5 x {{games}} = {{minutes}} minutes après celle-ci (R14.2).',
    pairCooldown_other:
      '{{white}} et {{black}} ne peuvent pas se rencontrer à nouveau avant {{time}} : déjà {{count}} fois face à face, la dernière terminée à {{ended}}, donc 5 x {{games}} = {{minutes}} minutes après celle-ci (R14.2).',
    pairCooldownPastEnd_one:
      '{{white}} et {{black}} ne peuvent plus se rencontrer dans cette arène : déjà {{count}} fois face à face, terminée à {{ended}}, donc pas avant {{time}} (5 x {{games}} = {{minutes}} minutes, R14.2), après la fin à {{end}}.',
    pairCooldownPastEnd_few:
      '{{white}} et {{black}} ne peuvent plus se rencontrer dans cette arène : déjà {{count}} fois face à face, la dernière terminée à {{ended}}, donc pas avant {{time}} (5 x {{games}} = {{minutes}} minutes, R14.2), après la fin à {{end}}.',
    pairCooldownPastEnd_many:
      '{{white}} et {{black}} ne peuvent plus se rencontrer dans cette arène : déjà {{count}} fois face à face, la dernière terminée à {{ended}}, donc pas avant {{time}} (5 x {{games}} = {{minutes}} minutes, R14.2), après la fin à {{end}}.',
    pairCooldownPastEnd_other:
      '{{white}} et {{black}} ne peuvent plus se rencontrer dans cette arène : déjà {{count}} fois face à face, la dernière terminée à {{ended}}, donc pas avant {{time}} (5 x {{games}} = {{minutes}} minutes, R14.2), après la fin à {{end}}.',
    slipNotInPlay:
      'La partie {{id}} n’est pas en cours : les fiches de table ne s’impriment que pour les parties sous « Tables en jeu ».',
  },
  title: 'Arène',
  heading: '$t(arena:title) : {{name}}',
  notArena: 'Ce tournoi se joue en rondes. L’écran Arène sert aux arènes.',
  phase: {
    before: 'Début dans {{time}}',
    running: 'Fin dans {{time}}',
    overtime: 'Prolongation : les parties en cours seront nulles dans {{time}}',
    closed: 'Close',
  },
  warning: 'Moins de cinq minutes',
  extended: 'prolongée de {{minutes}} min',
  clock: "Pendule {{base}}+{{increment}}''",
  boostedClock: "boostée {{base}}+0''",
  noBoost: 'pas de boost (temps de base nul)',
  boards: 'Tables en jeu',
  noBoards: 'Aucune partie en cours.',
  board: '$t(terms:board)',
  white: 'Blancs',
  black: 'Noirs',
  boosted: 'boosté',
  boost: 'Booster',
  waiting: 'Libres',
  noWaiting: 'Personne n’attend.',
  cooldown: 'pas {{name}} avant {{time}}',
  cooldownPastEnd: 'plus {{name}} dans cette arène (attente jusqu’à {{time}}, après la fin)',
  paused: 'En pause',
  join: 'Rejoindre',
  leave: 'Pause',
  pairNow: 'Apparier maintenant',
  pairByHand: 'Apparier à la main',
  byHand: {
    title: 'Apparier à la main',
    intro:
      'Placez vous-même deux joueurs libres, avec les couleurs choisies, à la plus petite table libre. L’attente entre deux rencontres (R14.2) et les horaires de l’arène (R14.6) s’appliquent toujours. Tant que cette fenêtre est ouverte, personne n’est apparié automatiquement.',
    tooFew: 'Moins de deux joueurs sont libres : personne ne peut être apparié à la main maintenant.',
    cooldown: 'Ces deux joueurs ne peuvent pas se rencontrer à nouveau avant {{time}} (R14.2).',
    cooldownPastEnd:
      'Ces deux joueurs ne peuvent plus se rencontrer dans cette arène : leur attente se termine à {{time}}, après la fin (R14.2).',
    cancel: 'Annuler',
    pair: 'Les apparier',
  },
  extend: 'Ajouter 5 minutes',
  projector: 'Vue projecteur',
  standings: 'Classement',
  place: 'Pl.',
  name: 'Nom',
  points: 'Pts',
  wins: 'Victoires',
  games: 'Parties',
  streak: 'Série',
  streakMark: '{{count}} victoires de suite',
  resultFor: 'Résultat table {{board}}',
  report: {
    title: 'Classement de l’arène',
    final: 'Classement final : points, puis victoires ; à égalité des deux, la place est partagée (R14.5).',
    provisional: 'Classement provisoire : l’arène n’est pas encore close.',
    rating: 'Classement',
    games: 'Parties de chaque joueur, dans l’ordre où elles se sont terminées',
    legend:
      'B Blancs, N Noirs ; le nombre après le résultat est le total de points de la partie ; * troisième victoire de suite ou plus (R14.3), ! boost (R14.4).',
    pointsOf: '{{points}} pts',
    white: 'B',
    black: 'N',
    win: 'gagne',
    draw: 'nulle',
    loss: 'perd',
    ruled: 'nulle déclarée',
    streakMark: '*',
    boostMark: '!',
    arbiter: 'Arbitre : {{name}}',
    printed: 'Imprimé le {{date}}',
    page: 'Page {{page}} sur {{pages}}',
  },
  print: 'Imprimer le classement',
  form: {
    open: 'Nouvelle arène',
    title: 'Nouvelle arène',
    intro:
      'Une arène n’a pas de rondes : du début à la fin annoncée, qui est libre est apparié aussitôt (R14). Inscrivez ensuite les participants.',
    name: 'Nom de l’arène',
    arbiter: 'Arbitre',
    start: 'Début',
    duration: 'Durée (minutes)',
    durationHelp:
      'De {{min}} à {{max}} minutes (8 heures). Les parties encore en cours à la fin ont dix minutes de plus, puis sont nulles par décision de l’arbitre (R15.1).',
    baseMinutes: 'Temps de base : minutes',
    baseSeconds: 'Temps de base : secondes',
    increment: 'Incrément (secondes)',
    clockPreview: "Pendule {{clock}} ; boostée {{boosted}}+0'' (R14.4)",
    clockNoBoost: 'Pendule {{clock}} ; pas de boost avec un temps de base nul (R14.6)',
    create: 'Créer l’arène',
    cancel: 'Annuler',
    issue: {
      name: 'Saisissez le nom de l’arène.',
      start: 'Saisissez le jour et l’heure du début de l’arène.',
      durationMissing: 'Saisissez la durée en minutes, de {{min}} à {{max}}.',
      duration:
        'Une arène dure de {{min}} à {{max}} minutes (R14.1) : remplacez {{minutes}} par une durée dans cet intervalle.',
      baseMinutes: 'Saisissez les minutes du temps de base : un nombre entier de 0 à {{max}}.',
      baseSeconds: 'Saisissez les secondes du temps de base : un nombre entier de 0 à 59.',
      increment: 'Saisissez l’incrément : un nombre entier de secondes de 0 à {{max}}.',
      noClock:
        'Le temps de base et l’incrément sont tous deux nuls : donnez à la pendule un temps de base ou un incrément.',
    },
  },
  printSlips: 'Imprimer les fiches de table',
  slip: {
    title: 'Fiches de table',
    board: 'Table {{board}}',
    started: 'appariée à {{time}}',
    clock: "{{base}}+{{increment}}''",
    boosted: "boostée {{base}}+0''",
    boostBox: "boost ({{base}}+0'')",
    result: 'Résultat',
    signature: 'signature',
  },
  duration: {
    closesItself:
      'Prolongation : les parties en cours sont déclarées nulles et le tournoi se clôt dans {{time}}',
    closedAt: 'Clos automatiquement à {{time}}, dix minutes après la fin annoncée (R15.1).',
    closing: 'La fin annoncée et ses dix minutes sont passées : le tournoi se clôt maintenant (R15.1).',
    notStarted: 'Début prévu le {{start}} : pas encore commencé.',
    noClose: 'Pas de clôture automatique : le tournoi se termine avec sa dernière ronde.',
    endsAt: 'Fin à {{end}}, dans {{time}}',
    endSet: 'fin annoncée {{end}}',
    warnEnd: 'Cinq minutes avant la fin annoncée : plus rien n’est apparié ensuite',
    warnClose: 'Cinq minutes avant la clôture : les parties en cours seront nulles par décision',
    extendBy: 'Ajouter {{minutes}} minutes',
  },
  close: {
    set: 'Fixer une fin annoncée…',
    move: 'Déplacer la fin…',
    title: 'Clôture automatique (R15.1)',
    explain:
      'À la fin annoncée, plus rien n’est apparié ; les parties en cours ont encore dix minutes, puis elles sont déclarées nulles par décision et le tournoi se clôt de lui-même. En salle, c’est votre choix : désactivée, le tournoi se termine avec sa dernière ronde.',
    switch: 'Clôture automatique à la fin annoncée',
    end: 'Fin annoncée (date et heure)',
    endHelp: 'Le jour et l’heure de fin, comme sur l’affiche : le dernier jour pour un open de week-end.',
    cancel: 'Annuler',
    save: 'Enregistrer la fin',
    turnOff: 'Désactiver la clôture',
  },
  reopen: {
    open: 'Rouvrir…',
    title: 'Rouvrir « {{name}} »',
    explain:
      'Parties déclarées nulles par la clôture automatique (R8.5) : {{count}}. Gardez chaque nulle par décision, ou effacez-la pour saisir le vrai résultat. La réouverture est inscrite au journal.',
    draws: 'Parties déclarées nulles par la clôture',
    keep: 'Garder la nulle',
    clear: 'L’effacer',
    keepClose: 'Garder une clôture automatique, à une fin plus tardive',
    confirm: 'Rouvrir (gardées : {{kept}}, effacées : {{cleared}})',
    board: 'Ronde {{round}}, table {{board}}',
    boardLeg: 'Ronde {{round}}, table {{board}}, partie {{leg}}',
    match: 'Ronde {{round}}, match {{match}}, table {{board}}',
  },
  notice: {
    title: 'La clôture automatique est désactivée',
    text: 'Ce fichier date d’une version où chaque tournoi se clôturait de lui-même huit heures après son début, sauf avis contraire, et personne ne l’a activée à la main ici : elle est désormais désactivée, et le tournoi se termine avec sa dernière ronde. Activez-la avec « Fixer une fin annoncée… » s’il doit se clore à l’heure.',
    closed: 'L’ancienne clôture l’avait déjà clos à {{time}} : « Rouvrir… » l’annule.',
    seen: 'Compris',
  },
};
