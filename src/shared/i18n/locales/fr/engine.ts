export default {
  start: {
    cancelled: '{{present}} présents, minimum {{minimum}} : le tournoi est annulé.',
    roundRobin: '{{present}} présents, seuil {{threshold}} : toutes rondes, {{rounds}} rondes.',
    roundRobinForced: '{{present}} présents, toutes rondes imposé par le règlement : {{rounds}} rondes.',
    swiss: '{{present}} présents, seuil {{threshold}} : système suisse, {{rounds}} rondes.',
    swissForced: '{{present}} présents, système suisse imposé par le règlement : {{rounds}} rondes.',
    'force-round-robin': 'Le réglage « Système » vaut « Toujours toutes rondes » : il décide du format.',
    'force-swiss': 'Le réglage « Système » vaut « Toujours suisse » : il décide du format.',
    double:
      'Toutes rondes aller-retour : la table de Berger jouée deux fois, couleurs inversées en phase retour : {{rounds}} rondes, {{cycle}} par phase.',
    doubleOfFour:
      'Toutes rondes aller-retour à 4 : six parties chacun, une par ronde ; les deux parties par ronde d’un toutes rondes simple à 4 (R3.2) ne s’y ajoutent pas : {{rounds}} rondes.',
    doubleIgnoredSwiss:
      'Le toutes rondes aller-retour est ignoré : {{present}} présents, seuil {{threshold}}, le départ donne un système suisse (R2.2). Pour le jouer, réglez « Système » sur « Toujours toutes rondes ».',
    twoLegsForced:
      'Un toutes rondes à {{present}} se joue toujours en deux parties par ronde, couleurs inversées : six parties chacun (R3.2).',
    extraRoundIgnoredRoundRobin:
      'La ronde supplémentaire est ignorée : elle ne vaut que pour un système suisse.',
    extraRoundIgnoredExplicit:
      'La ronde supplémentaire est ignorée : le nombre de rondes est fixé explicitement.',
    extraRoundIgnoredField:
      'La ronde supplémentaire est ignorée : {{present}} participants ne peuvent pas jouer plus de {{rounds}} rondes sans se rencontrer deux fois.',
    extraRoundAdded: 'Ronde supplémentaire ajoutée : {{rounds}} rondes.',
    swissRoundsSet: 'Nombre de rondes suisses fixé par le règlement : {{rounds}}.',
    swissRoundsIgnored: 'Le nombre de rondes suisses est ignoré : le tournoi est un toutes rondes.',
    roundsCapped: 'La table donne {{table}} rondes, mais ce groupe ne peut en jouer que {{rounds}}.',
    badPresent:
      'Le nombre de présents doit être un entier de 0 à {{max}} (R1.2 : {{max}} places au plus), pas {{present}}.',
    badThreshold: 'Le seuil doit être compris entre {{min}} et {{max}}, pas {{threshold}}.',
    badMinimum: 'Le minimum pour commencer doit être au moins {{min}}, pas {{minimum}}.',
    badSwissRounds: 'Le nombre de rondes suisses doit être compris entre 1 et {{max}}, pas {{rounds}}.',
    roundRobinTooLarge:
      'Un toutes rondes compte au plus {{max}} joueurs (R2.2), et {{present}} sont présents. Dans les paramètres, choisissez le système suisse ou automatique, ou marquez moins d’inscrits présents.',
  },
  format: {
    swiss: '$t(terms:swiss)',
    'round-robin': '$t(terms:roundRobin)',
    cancelled: 'annulé',
  },
  berger: {
    outOfRange: 'Les tables de Berger couvrent de {{min}} à {{max}} participants, pas {{count}}.',
    round: 'Ronde {{round}}',
    bye: 'exempt',
  },
  sheet: {
    duplicateEntrant: 'Le numéro de départ {{startNo}} est attribué à deux participants.',
    unknownEntrant: 'La ronde {{round}} cite le numéro de départ {{startNo}}, qu’aucun participant ne porte.',
    twiceInRound: 'Ronde {{round}} : le participant {{startNo}} apparaît deux fois.',
    selfPairing: 'Ronde {{round}} : le participant {{startNo}} est apparié contre lui-même.',
    gameCount:
      'Ronde {{round}}, table {{white}}-{{black}} : {{found}} parties enregistrées, la ronde en compte {{expected}} par table.',
  },
  tiebreak: {
    unknownCode:
      'Départage inconnu « {{code}} ». Départages connus : {{known}} ; BH, FB, SB et ARO acceptent aussi tout Cut-n (/C3) ou Median-n (/M2).',
  },
  trf: {
    resultMismatch:
      'Ligne {{line}} : la ronde {{round}} du joueur {{startNo}} contre {{opponent}} ne correspond pas au résultat inscrit sur la ligne de l’adversaire.',
    unplayedResult:
      'Ligne {{line}} : la ronde {{round}} du joueur {{startNo}} a un adversaire mais le résultat « {{result}} » ; une partie non jouée s’écrit « + » ou « - ».',
    pointsMismatch:
      'Ligne {{line}} : le joueur {{startNo}} a {{stated}} points, mais ses résultats donnent {{computed}}.',
  },
  cli: {
    missingFile: 'Indiquez le fichier TRF à lire.',
    cannotRead: 'Impossible de lire le fichier « {{file}} ».',
    missingValue: 'L’option {{option}} demande une valeur.',
    badNumber: 'L’option {{option}} demande un nombre entier, pas « {{value}} ».',
    badProbability: 'L’option {{option}} attend une probabilité entre 0 et 1, pas « {{value}} ».',
    outOfRange: 'L’option {{option}} attend un nombre entier de {{min}} à {{max}}.',
    unknownOption: 'Option inconnue « {{option}} ».',
    badFormat: 'Format inconnu « {{value}} » : utilisez swiss ou round-robin.',
    badUnplayed:
      'Politique des parties non jouées inconnue « {{value}} » : utilisez recorded, fide-2023 ou fide-2026.',
    format: 'Format',
    rounds: 'Rondes',
    gamesPerRound: 'Parties par table',
    rank: 'Rang',
    startNo: 'N°',
    points: 'Points',
  },
  draughts: {
    badVariant: 'Variante inconnue « {{value}} » : choisissez parmi {{list}}.',
    badFen: 'La position « {{fen}} » est illisible : {{reason}}.',
    badDuplicates: '--duplicates prend « keep » ou « paths », pas « {{value}} ».',
    badDepth: 'La profondeur doit être comprise entre 1 et 30, pas {{value}}.',
    badCeiling: 'Le plafond doit être 1, 2, 3 ou all, pas « {{value}} ».',
    barred: '(interdite)',
    noTable:
      'Le jeu de dames {{variant}} n’a pas de table officielle d’ouvertures : seules les dames italiennes et anglaises en ont une.',
    total: 'Total',
    perftLine: 'profondeur {{depth}} : {{nodes}} positions ({{ms}} ms)',
  },
};
