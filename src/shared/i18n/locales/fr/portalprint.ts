/** Le portail des résultats sur papier (RULES.md R16.2-R16.3) : son adresse sur les feuilles de ronde. */
export default {
  sheet: 'Déclarez vos résultats sur le portail des résultats : scannez le code ou ouvrez {{url}}',
  slip: {
    captain: 'Capitaine d’équipe',
    match: 'Ronde {{round}} : match {{match}}',
    captainWhat:
      'Scannez le code avec votre téléphone, ou tapez l’adresse ci-dessous, pour déclarer le match de votre équipe sur le portail des résultats, un résultat par table. Ce lien est celui du capitaine : gardez-le pour vous.',
    title: 'Fiches d’invitation',
    startNo: 'Numéro de départ {{startNo}}',
    board: 'Ronde {{round}} : table {{board}}',
    what: 'Scannez le code avec votre téléphone, ou tapez l’adresse ci-dessous, pour déclarer les résultats de vos parties sur le portail des résultats. Ce lien est personnel : ne le donnez à personne.',
    code: 'Code personnel : {{code}}',
    codeWhat: 'Pas d’appareil photo ? Ouvrez {{portal}}, choisissez votre nom et tapez ce code.',
    captainCodeWhat: 'Pas d’appareil photo ? Ouvrez {{portal}}, choisissez votre équipe et tapez ce code.',
  },
  allInvited:
    'Les {{count}} joueurs ont déjà un lien personnel : aucune fiche imprimée. Pour remplacer leurs liens, appuyez sur « Nouveaux liens pour tous ».',
  allInvitedCaptains:
    'Les {{count}} capitaines ont déjà un lien personnel : aucun bulletin imprimé. Pour remplacer leurs liens, appuyez sur « Nouveaux liens pour tous les capitaines ».',
  finished:
    '{{name}} est terminé : il ne prend plus de déclarations, aucune fiche d’invitation n’est donc imprimée.',
  screen: {
    captains: {
      print: 'Imprimer les bulletins des capitaines sans lien',
      keepNote: 'Les capitaines qui ont déjà un lien ne reçoivent pas de bulletin : leur lien reste valable.',
      renew: 'Nouveaux liens pour tous les capitaines',
      renewNote:
        'Chaque capitaine reçoit un nouveau bulletin : tous les liens remis avant cessent de fonctionner.',
    },
    title: 'Liens personnels',
    print: 'Imprimer les fiches des joueurs sans lien',
    keepNote: 'Les joueurs qui ont déjà un lien n’ont pas de fiche : leur lien continue de fonctionner.',
    renew: 'Nouveaux liens pour tous',
    renewNote:
      'Chaque joueur reçoit une nouvelle fiche : tous les liens remis auparavant cessent de fonctionner.',
    ready: '{{count}} fiches d’invitation prêtes.',
    download: 'Télécharger les fiches',
    state: { none: 'pas de lien', invited: 'a un lien', revoked: 'lien révoqué' },
    confirm: 'Le lien personnel de {{name}} cesse de fonctionner immédiatement.',
  },
};
