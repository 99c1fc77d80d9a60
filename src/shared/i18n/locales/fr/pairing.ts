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
};
