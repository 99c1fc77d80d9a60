/** Départages (RULES.md R9.5, R9.6) : voir en/tiebreaks.ts. */
export default {
  explain: {
    BH: 'Somme des scores finaux de chaque adversaire.',
    FB: 'Somme des scores finaux de chaque adversaire, chaque partie de la dernière ronde comptée nulle.',
    AOB: 'Moyenne des Solkoff des adversaires rencontrés sur le damier.',
    'SOLK+': 'Somme des Solkoff de chaque adversaire.',
    SB: 'Somme des scores finaux des adversaires battus et de la moitié des scores finaux des adversaires avec qui la partie fut nulle.',
    KS: 'Somme des points marqués contre les joueurs qui ont terminé avec au moins la moitié du score maximal.',
    WIN: 'Compte les parties gagnées, sur le damier ou sans jouer (forfait ou non-présentation gagnés : WIN de la FIDE C.07) ; une exemption n’est pas une victoire (R9.4). Les seules victoires sur le damier sont un autre critère (WON).',
    WON: 'Nombre de parties gagnées sur le damier.',
    BPG: 'Nombre de parties jouées avec les noirs.',
    BWG: 'Nombre de parties gagnées avec les noirs sur le damier.',
    GE: 'Nombre de rondes que le joueur a choisi de jouer : toutes sauf un forfait perdu, une exemption demandée ou une absence.',
    PS: 'Somme des scores cumulés du joueur après chaque ronde.',
    DE: 'Somme des points marqués dans les seules parties entre les ex æquo.',
    OWP: 'Moyenne des pourcentages de parties gagnées par chaque adversaire.',
    ARO: 'Moyenne des classements des adversaires rencontrés sur le damier.',
    TPR: 'Classement moyen des adversaires rencontrés sur le damier, plus l’écart de classement qui correspond à la part des points marqués contre eux.',
    PTP: 'Le plus petit classement avec lequel le score attendu contre les adversaires rencontrés sur le damier atteint les points marqués contre eux.',
    APRO: 'Moyenne des performances des adversaires rencontrés sur le damier.',
    TPN: 'Le numéro de départ : le plus petit passe devant.',
    cut1: 'La valeur la moins significative est écartée.',
    cutN: 'Les {{n}} valeurs les moins significatives sont écartées.',
    median1: 'La valeur la moins significative et la plus significative sont écartées.',
    medianN: 'Les {{n}} valeurs les moins significatives et les {{n}} plus significatives sont écartées.',
    firstRound: 'La première ronde est écartée.',
  },
  fide: {
    code: 'FIDE C.07 : {{code}}',
    none: 'Pas de code FIDE C.07.',
    solkoffPlus:
      'Pas de code FIDE C.07 : critère de la FMJD ; l’AOB de la FIDE fait la moyenne des mêmes valeurs.',
  },
  modified: {
    name: { C: '{{name}}, Cut-{{n}} (FIDE)', M: '{{name}}, Median-{{n}} (FIDE)' },
    short: { C: '{{short}}-C{{n}}', M: '{{short}}-M{{n}}' },
  },
  screen: {
    edition: '{{policy}} Choisi dans les paramètres : « {{setting}} ».',
  },
};
