/** Arènes (RULES.md R14, R15) : refus, écran Arène et vue projecteur. */
export default {
  errors: {
    notArena: "« {{name}} » n'est pas une arène. Les actions d'arène ne s'appliquent qu'aux arènes.",
    noRounds:
      "« {{name}} » est une arène : elle n'a pas de rondes à lancer ni à apparier (R14.1). Utilisez l'écran Arène.",
    duration: 'Une arène dure de {{min}} à {{max}} minutes (R14.1) ; vous avez saisi {{minutes}}.',
    closed: "L'arène « {{name}} » est close (R15.1). Seules les corrections de résultats restent possibles.",
    overtimeOver:
      "Les dix minutes après la fin de « {{name}} » sont écoulées (R15.1) : les parties en cours sont déclarées nulles. Laissez l'arène se clore, puis corrigez un résultat si nécessaire.",
    gameNotFound: "Il n'y a pas de partie d'arène numéro {{id}} dans ce fichier d'événement.",
    boostZeroBase: "Le boost n'est pas proposé : le temps de base de la pendule est nul (R14.6).",
    boostFinished: 'Cette partie est terminée : un joueur booste avant son premier coup (R14.4).',
    boostNotPlayer: 'Le participant {{id}} ne joue pas cette partie et ne peut donc pas la booster.',
    boostTwice: 'Ce joueur a déjà boosté cette partie.',
    extendTooLong:
      'Une arène dure au plus {{max}} minutes (R14.1) ; avec cette prolongation elle durerait {{total}} minutes.',
    removePlayed:
      "{{name}} a joué dans l'arène et ne peut pas être supprimé ; mettez-le plutôt en pause (R14.1).",
    pairSame:
      'Les Blancs et les Noirs sont le même participant ({{name}}) : choisissez deux joueurs différents.',
    pairNotEntrant:
      "Le participant {{id}} ne joue pas dans l'arène « {{arena}} » (pas inscrit, ou retiré) : choisissez un participant de son classement.",
    pairBeforeStart:
      "L'arène « {{arena}} » commence à {{time}} : personne n'est apparié avant le début (R14.1). Appariez-les à partir de {{time}}.",
    pairAfterEnd:
      "L'arène « {{arena}} » s'est terminée à {{time}} : aucune partie ne commence après la fin annoncée (R14.6). Les parties en cours peuvent s'achever.",
    pairNotJoined:
      "{{name}} n'a pas encore rejoint l'arène (inscrit absent) : cliquez sur Rejoindre à côté de son nom, puis appariez-le (R14.1).",
    pairPaused:
      "{{name}} a quitté l'arène à {{time}} et est en pause : cliquez sur Rejoindre à son retour, puis appariez-le (R14.1).",
    pairPlaying:
      '{{name}} joue à la table {{board}} depuis {{time}} : appariez-le quand cette partie aura un résultat.',
    pairCooldown:
      '{{white}} et {{black}} ne peuvent pas se rencontrer à nouveau avant {{time}} : {{games}} partie(s) ensemble, la dernière terminée à {{ended}}, donc 5 x {{games}} = {{minutes}} minutes après celle-ci (R14.2).',
    pairCooldownPastEnd:
      '{{white}} et {{black}} ne peuvent plus se rencontrer dans cette arène : {{games}} partie(s) ensemble, la dernière terminée à {{ended}}, donc pas avant {{time}} (5 x {{games}} = {{minutes}} minutes, R14.2), après la fin à {{end}}.',
    slipNotInPlay:
      "La partie {{id}} n'est pas en cours : les fiches de table ne s'impriment que pour les parties sous « Tables en jeu ».",
  },
  title: 'Arène',
  notArena: "Ce tournoi se joue en rondes. L'écran Arène sert aux arènes.",
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
  noWaiting: "Personne n'attend.",
  cooldown: 'pas {{name}} avant {{time}}',
  cooldownPastEnd: "plus {{name}} dans cette arène (attente jusqu'à {{time}}, après la fin)",
  paused: 'En pause',
  join: 'Rejoindre',
  leave: 'Pause',
  pairNow: 'Apparier maintenant',
  pairByHand: 'Apparier à la main',
  byHand: {
    title: 'Apparier à la main',
    intro:
      "Placez vous-même deux joueurs libres, avec les couleurs choisies, à la plus petite table libre. L'attente entre deux rencontres (R14.2) et les horaires de l'arène (R14.6) s'appliquent toujours. Tant que cette fenêtre est ouverte, personne n'est apparié automatiquement.",
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
    title: "Classement de l'arène",
    final: 'Classement final : points, puis victoires ; à égalité des deux, la place est partagée (R14.5).',
    provisional: "Classement provisoire : l'arène n'est pas encore close.",
    rating: 'Classement',
    games: "Parties de chaque joueur, dans l'ordre où elles se sont terminées",
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
      "Une arène n'a pas de rondes : du début à la fin annoncée, qui est libre est apparié aussitôt (R14). Inscrivez ensuite les participants.",
    name: "Nom de l'arène",
    arbiter: 'Arbitre',
    start: 'Début',
    duration: 'Durée (minutes)',
    durationHelp:
      "De {{min}} à {{max}} minutes (8 heures). Les parties encore en cours à la fin ont dix minutes de plus, puis sont nulles par décision de l'arbitre (R15.1).",
    baseMinutes: 'Temps de base : minutes',
    baseSeconds: 'Temps de base : secondes',
    increment: 'Incrément (secondes)',
    clockPreview: "Pendule {{clock}} ; boostée {{boosted}}+0'' (R14.4)",
    clockNoBoost: 'Pendule {{clock}} ; pas de boost avec un temps de base nul (R14.6)',
    create: "Créer l'arène",
    cancel: 'Annuler',
    issue: {
      name: "Saisissez le nom de l'arène.",
      start: "Saisissez le jour et l'heure du début de l'arène.",
      durationMissing: 'Saisissez la durée en minutes, de {{min}} à {{max}}.',
      duration:
        'Une arène dure de {{min}} à {{max}} minutes (R14.1) : remplacez {{minutes}} par une durée dans cet intervalle.',
      baseMinutes: 'Saisissez les minutes du temps de base : un nombre entier de 0 à {{max}}.',
      baseSeconds: 'Saisissez les secondes du temps de base : un nombre entier de 0 à 59.',
      increment: "Saisissez l'incrément : un nombre entier de secondes de 0 à {{max}}.",
      noClock:
        "Le temps de base et l'incrément sont tous deux nuls : donnez à la pendule un temps de base ou un incrément.",
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
    closedAt: 'Clos à {{time}}, à la fin de la durée annoncée (R15.1).',
    extendBy: 'Ajouter {{minutes}} minutes',
    extended: 'prolongé de {{minutes}} min',
    overtime:
      "Prolongation : les parties en cours pourront être nulles par décision de l'arbitre dans {{time}}",
    closed:
      "La durée annoncée et ses dix minutes sont écoulées : les parties en cours peuvent être nulles par décision de l'arbitre (R15.1).",
  },
};
