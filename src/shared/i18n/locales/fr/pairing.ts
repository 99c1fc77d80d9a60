export default {
  trfBadRecord: 'Ligne {{line}}, colonne {{column}} : cette ligne ne suit pas le format TRF.',
  trfShortLine:
    'Ligne {{line}} : une ligne de joueur doit compter au moins 84 caractères (elle s’arrête à la colonne {{column}}).',
  trfBadNumber: 'Ligne {{line}}, colonne {{column}} : « {{text}} » n’est pas un nombre valide ici.',
  trfPointsOffSystem:
    'Ligne {{line}}, colonne {{column}} : le total {{points}} ne peut pas être marqué dans le barème de ce fichier (gain {{win}}, nulle {{draw}}, perte {{loss}}, exempt {{bye}}) : ses totaux vont par pas de {{step}}. Vérifiez le total, ou le barème (BBW, BBD, BBL, BBU ou 162).',
  trfBadOpponent: 'Ligne {{line}}, colonne {{column}} : « {{text}} » n’est pas un adversaire valide.',
  trfBadColour: 'Ligne {{line}}, colonne {{column}} : couleur inconnue ; utilisez w, b ou -.',
  trfBadResult:
    'Ligne {{line}}, colonne {{column}} : le résultat « {{text}} » ne convient pas à cette ronde.',
  trfBadPointSystem: 'Ligne {{line}}, colonne {{column}} : le barème des points est illisible.',
  trfDuplicatePlayer: 'Ligne {{line}} : le numéro de départ {{number}} est utilisé deux fois.',
  trfOpponentMismatch:
    'Ligne {{line}}, colonne {{column}} : à la ronde {{round}}, le joueur {{number}} a pour adversaire {{opponent}}, dont la ligne ne cite pas {{number}} avec l’autre couleur.',
  trfPointsMismatch:
    'Ligne {{line}}, colonne {{column}} : le joueur {{number}} a {{found}} points, mais ses résultats totalisent {{expected}}.',
  trfNoRounds: 'Le fichier ne donne pas le nombre de rondes du tournoi (ligne XXR ou 142).',
  trfTournamentOver: 'Les {{rounds}} rondes sont déjà appariées : il n’y a pas de ronde suivante.',
  noValidPairing:
    'Aucun appariement de la ronde {{round}} ne respecte les règles absolues : deux participants se rencontreraient une seconde fois, ou l’exempt irait à un participant qui l’a déjà eu. Vérifiez les absences, ou appariez cette ronde à la main.',
  fileUnreadable: 'Impossible de lire le fichier « {{file}} ».',
  usagePair:
    'Usage : diagonal pair FICHIER.trf [-o SORTIE] [--checklist FICHIER] | diagonal pair FICHIER.trf --teams [--match-points V,N,D]',
  usageCheck: 'Usage : diagonal check FICHIER.trf',
  usageGenerate:
    'Usage : diagonal generate --entrants N --rounds R --seed S [--forbidden K] [--accelerated] [--draws P] [--forfeits P] [--absences P] -o FICHIER.trf',
  generateStopped:
    'Aucun appariement de la ronde {{round}} ne respecte les règles absolues (paires interdites, rencontres déjà jouées) : le tournoi a été écrit avec ses {{rounds}} premières rondes.',
  generateWritten: '{{file}} : {{entrants}} participants, {{rounds}} rondes.',
  checkRoundDiffers: 'Ronde {{round}} : l’appariement enregistré diffère du système suisse néerlandais.',
  checkAllIdentical: 'Les {{rounds}} rondes sont appariées comme le fait le système suisse néerlandais.',
  checkSummary: '{{differing}} rondes sur {{rounds}} diffèrent.',
  checkHeader: 'enregistré | système néerlandais',
  usageExplain:
    'Usage : diagonal explain FICHIER.trf [--round N] [--json] [--why-not A B] (A et B : numéros de départ)',
  explainUnknownEntrant: 'Aucun participant n’a le numéro de départ {{number}} dans la ronde {{round}}.',
  explainRound: 'Ronde {{round}} : pourquoi cet appariement',
  explainBoard: 'Table {{board}} : {{white}} – {{black}}',
  explainSide: '  {{name}}, groupe de score {{group}} : {{float}} ; {{colour}}.',
  explainFloatNone: 'joue dans son groupe de score',
  explainFloatDown: 'descend dans le groupe de score {{to}} ({{chain}})',
  explainLeftOver: 'resté seul dans le groupe d’appariement de {{from}} : {{reason}}',
  explainFloatUp: 'monte pour rencontrer {{opponent}}, descendu du groupe de score {{from}}',
  explainReasonOdd: 'le groupe d’appariement compte un nombre impair de participants',
  explainReasonIncompatible: 'aucun adversaire compatible dans le groupe d’appariement (C1, C3)',
  explainReasonBest: 'le meilleur appariement du groupe selon les critères (C4, C6–C21)',
  explainWhite: 'Blancs',
  explainBlack: 'Noirs',
  explainStrength_absolute: 'absolue',
  explainStrength_strong: 'forte',
  explainStrength_mild: 'faible',
  explainStrength_none: 'aucune',
  explainGranted: 'sa préférence est respectée',
  explainNotGranted: 'sa préférence n’est pas respectée',
  explainColourE1: '{{colour}}, préférence de couleur {{strength}} respectée (E.1)',
  explainColourE1None: '{{colour}}, sans préférence de couleur : celle de l’adversaire est respectée (E.1)',
  explainColourE2Won: '{{colour}}, la préférence la plus forte ({{strength}}) est respectée (E.2)',
  explainColourE2Lost:
    '{{colour}} : la préférence plus forte de l’adversaire est respectée, pas la sienne ({{strength}}) (E.2)',
  explainColourE3:
    '{{colour}}, alternance depuis la dernière ronde où les deux avaient des couleurs différentes (E.3) ; {{granted}}',
  explainColourE4:
    '{{colour}}, règle du classement : la préférence du mieux classé est respectée (E.4) ; {{granted}}',
  explainColourE5:
    '{{colour}}, aucun n’a de préférence : le numéro d’appariement du mieux classé et la couleur tirée avant la ronde 1 décident (E.5)',
  explainByeLowest:
    'Exempt : {{name}}, groupe de score {{group}}, le participant le moins bien classé qui peut le recevoir (C2, C5).',
  explainByeBest:
    'Exempt : {{name}}, groupe de score {{group}} : des participants moins bien classés peuvent le recevoir, mais le meilleur appariement selon les critères (C4, C5–C21) laisse {{name}} seul.',
  explainByePaired: '  {{name}} peut le recevoir et est apparié.',
  explainByeBar_pab: '  {{name}} ne peut pas le recevoir : exempt à la ronde {{round}} (C2).',
  explainByeBar_forfeitWin:
    '  {{name}} ne peut pas le recevoir : gain par forfait à la ronde {{round}} (C2).',
  explainByeBar_fullBye:
    '  {{name}} ne peut pas le recevoir : les points d’un gain sans jouer à la ronde {{round}} (C2).',
  explainCriteriaMet: 'Chaque critère de qualité (C5–C21) est pleinement respecté.',
  explainCriteria: 'Critères de qualité qui ne sont pas pleinement respectés :',
  explainCriterion: '  {{criterion}} ({{name}}) : {{figure}}',
  explainFigureNone: 'aucun',
  explainFigureCount: '{{n}} : {{names}}',
  whyNotWeighed: '{{figure}} ; {{field}}',
  whyNotField_C6: 'paires dans le groupe d’appariement : {{n}}',
  whyNotField_C7: 'scores appariés dans le groupe d’appariement : {{list}}',
  whyNotField_C8: 'paires formées dans le groupe de score suivant : {{n}}',
  whyNotField_C8Scores: 'paires formées dans le groupe de score suivant : {{n}}, scores appariés {{list}}',
  whyNotField_C9:
    'rangs des joueurs appariés au score du bénéficiaire de l’exempt, le moins de parties jouées au rang le plus haut, additionnés : {{n}}',
  whyNotField_met: 'paires du groupe d’appariement qui le respectent : {{n}}',
  whyNotField_C14:
    'résidents appariés dans le groupe d’appariement qui ont descendu à la ronde précédente : {{n}}',
  whyNotField_C15:
    'paires du groupe d’appariement sans adversaire de joueur descendu monté à la ronde précédente : {{n}}',
  whyNotField_C16:
    'résidents appariés dans le groupe d’appariement qui ont descendu deux rondes avant : {{n}}',
  whyNotField_C17:
    'paires du groupe d’appariement sans adversaire de joueur descendu monté deux rondes avant : {{n}}',
  whyNotField_C18:
    'scores des joueurs appariés dans le groupe d’appariement qui ont descendu à la ronde précédente : {{list}}',
  whyNotField_C19:
    'scores des paires du groupe d’appariement sans adversaire de joueur descendu monté à la ronde précédente : {{list}}',
  whyNotField_C20:
    'scores des joueurs appariés dans le groupe d’appariement qui ont descendu deux rondes avant : {{list}}',
  whyNotField_C21:
    'scores des paires du groupe d’appariement sans adversaire de joueur descendu monté deux rondes avant : {{list}}',
  explainFigureScores: 'scores {{list}} : {{names}}',
  explainFigureDifferences: 'différences de score {{list}} : {{names}}',
  explainFigureUnplayed_one: '{{count}} partie non jouée : {{names}}',
  explainFigureUnplayed_few: '{{count}} parties non jouées : {{names}}',
  explainFigureUnplayed_many: '{{count}} parties non jouées : {{names}}',
  explainFigureUnplayed_other: '{{count}} parties non jouées : {{names}}',
  explainFigureC5: 'l’exempt va au score {{bye}}, le score le plus bas est {{lowest}} : {{names}}',
  criterion_C5: 'minimiser le score du bénéficiaire de l’exempt attribué par l’appariement',
  criterion_C6: 'minimiser le nombre de flotteurs descendants (maximiser le nombre de paires)',
  criterion_C7: 'minimiser les scores des flotteurs descendants, le plus haut d’abord',
  criterion_C8:
    'choisir les flotteurs descendants de sorte que le groupe suivant ait le moins de flotteurs descendants possible, aux scores les plus bas (C6, C7 de ce groupe)',
  criterion_C9:
    'minimiser le nombre de parties non jouées du bénéficiaire de l’exempt attribué par l’appariement',
  criterion_C10:
    'minimiser le nombre de meilleurs scores ou d’adversaires de meilleurs scores dont la différence de couleur dépasse +2 ou -2',
  criterion_C11:
    'minimiser le nombre de meilleurs scores ou d’adversaires de meilleurs scores qui ont la même couleur trois fois de suite',
  criterion_C12: 'minimiser le nombre de joueurs qui n’obtiennent pas leur préférence de couleur',
  criterion_C13: 'minimiser le nombre de joueurs qui n’obtiennent pas leur préférence de couleur forte',
  criterion_C14:
    'minimiser le nombre de flotteurs descendants résidents qui ont descendu à la ronde précédente',
  criterion_C15:
    'minimiser le nombre d’adversaires de joueurs descendus qui sont montés à la ronde précédente',
  criterion_C16: 'minimiser le nombre de flotteurs descendants résidents qui ont descendu deux rondes avant',
  criterion_C17: 'minimiser le nombre d’adversaires de joueurs descendus qui sont montés deux rondes avant',
  criterion_C18:
    'minimiser les différences de score des flotteurs descendants résidents qui ont descendu à la ronde précédente',
  criterion_C19:
    'minimiser les différences de score des adversaires de joueurs descendus qui sont montés à la ronde précédente',
  criterion_C20:
    'minimiser les différences de score des flotteurs descendants résidents qui ont descendu deux rondes avant',
  criterion_C21:
    'minimiser les différences de score des adversaires de joueurs descendus qui sont montés deux rondes avant',
  whyNotPaired: '{{a}} et {{b}} sont appariés dans cette ronde.',
  whyNotC1:
    '{{a}} et {{b}} ne peuvent pas se rencontrer (C1) : ils se sont déjà rencontrés, ou l’arbitre les tient séparés.',
  whyNotC3:
    '{{a}} et {{b}} ne peuvent pas se rencontrer (C3) : tous deux ont la même préférence de couleur absolue et aucun n’a un meilleur score.',
  whyNotImpossible: 'Avec {{a}} contre {{b}}, le reste de la ronde ne peut pas être apparié (C4).',
  whyNotWorseRound:
    'Avec {{a}} contre {{b}}, la ronde est moins bonne au critère {{criterion}} ({{name}}) : {{made}} dans l’appariement fait ; {{forced}} avec eux ensemble.',
  whyNotWorse:
    'Avec {{a}} contre {{b}}, le groupe d’appariement du groupe de score {{group}} est moins bon au critère {{criterion}} ({{name}}) : {{made}} dans l’appariement fait ; {{forced}} avec eux ensemble.',
  whyNotBetter:
    'Avec {{a}} contre {{b}}, le groupe d’appariement du groupe de score {{group}} diffère d’abord au critère {{criterion}} ({{name}}) : {{made}} dans l’appariement fait ; {{forced}} avec eux ensemble. L’appariement fait a été décidé plus tôt, par la complétude (C4) ou le groupe suivant (C8).',
  whyNotEqual:
    '{{a}} contre {{b}} est permis et exactement aussi bon selon chaque critère C5–C21. Ce qui a décidé pour l’appariement fait est l’ordre de la procédure après C21 (D : d’abord les adversaires des joueurs descendus, puis les transpositions de S2 avant les échanges entre S1 et S2) : dans le groupe de score {{group}}, {{entrant}} rencontre {{made}} dans le premier appariement de cet ordre, pas {{forced}}.',
};
