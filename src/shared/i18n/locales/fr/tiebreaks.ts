/** Départages (RULES.md R9.5, R9.6) : voir en/tiebreaks.ts. */
import type { TiebreakWords } from '../tiebreak-words';

export default {
  code: {
    BH: {
      short: 'Sol',
      name: 'Solkoff (Buchholz)',
      explain: 'Somme des scores finaux de chaque adversaire.',
      choice: '$t(tiebreaks:code.BH.name) (points de résistance)',
    },
    'BH/C1': { short: 'Sol-1', name: 'Solkoff tronqué', choice: '$t(tiebreaks:code.BH/C1.name)' },
    'BH/C2': { short: 'Sol-2', name: 'Solkoff sans les deux plus faibles' },
    'BH/M1': { short: 'Sol-M', name: 'Solkoff médian', choice: '$t(tiebreaks:code.BH/M1.name)' },
    'BH/M2': { short: 'Sol-M2', name: 'Solkoff sans les deux plus forts ni les deux plus faibles' },
    FB: {
      short: 'FB',
      name: 'Solkoff anticipé',
      explain:
        'Somme des scores finaux de chaque adversaire, chaque partie de la dernière ronde comptée nulle.',
    },
    AOB: {
      short: 'AOB',
      name: 'Moyenne des Solkoff des adversaires',
      explain: 'Moyenne des Solkoff des adversaires rencontrés sur le damier.',
    },
    'SOLK+': { short: 'Sol+', name: 'Solkoff-plus', explain: 'Somme des Solkoff de chaque adversaire.' },
    SB: {
      short: 'SB',
      name: 'Sonneborn-Berger',
      explain:
        'Somme des scores finaux des adversaires battus et de la moitié des scores finaux des adversaires avec qui la partie fut nulle.',
      legend:
        'Un demi (½) vient d’une nulle : le critère compte la moitié du score d’un adversaire avec qui la partie fut nulle (R9.2), donc sur un barème 2/1/0 il peut finir par ½.',
    },
    'SB/C1': { short: 'SB-1', name: 'Sonneborn-Berger sans le plus faible' },
    'SB/C2': { short: 'SB-2', name: 'Sonneborn-Berger sans les deux plus faibles' },
    'SB/M1': { short: 'SB-M', name: 'Sonneborn-Berger médian' },
    'SB/M2': { short: 'SB-M2', name: 'Sonneborn-Berger sans les deux plus forts ni les deux plus faibles' },
    KS: {
      short: 'KS',
      name: 'Système Koya',
      explain:
        'Somme des points marqués contre les joueurs qui ont terminé avec au moins la moitié du score maximal.',
      choice: '$t(tiebreaks:code.KS.name) ($t(terms:roundRobin))',
    },
    WIN: {
      short: 'Vict.',
      name: 'Victoires, jouées ou non',
      explain:
        'Compte les parties gagnées, sur le damier ou sans jouer (forfait ou non-présentation gagnés : WIN de la FIDE C.07) ; une exemption n’est pas une victoire (R9.4). Les seules victoires sur le damier sont un autre critère (WON).',
    },
    WON: {
      short: 'WON',
      name: 'Victoires sur le damier',
      explain: 'Nombre de parties gagnées sur le damier.',
    },
    BPG: {
      short: 'BPG',
      name: 'Parties jouées avec les noirs',
      explain: 'Nombre de parties jouées avec les noirs.',
    },
    BWG: {
      short: 'BWG',
      name: 'Victoires avec les noirs',
      explain: 'Nombre de parties gagnées avec les noirs sur le damier.',
    },
    GE: {
      short: 'GE',
      name: 'Rondes où le joueur a choisi de jouer',
      explain:
        'Nombre de rondes que le joueur a choisi de jouer : toutes sauf un forfait perdu, une exemption demandée ou une absence.',
    },
    PS: {
      short: 'PS',
      name: 'Score progressif',
      explain: 'Somme des scores cumulés du joueur après chaque ronde.',
    },
    'PS/C1': { short: 'PS-1', name: 'Score progressif sans la première ronde' },
    DE: {
      short: 'CD',
      name: 'Confrontation directe',
      explain: 'Somme des points marqués dans les seules parties entre les ex æquo.',
      legend:
        'Vide pour un participant qui n’est ex æquo avec personne quand le critère s’applique (mêmes points et mêmes critères précédents) ; entre parenthèses quand les ex æquo ne se sont pas tous rencontrés et que le critère ne classe pas ce participant (FIDE C.07, art. 6).',
      why: {
        alone:
          'Pas de valeur : personne n’est ex æquo avec ce participant quand le critère s’applique (mêmes points et mêmes critères précédents).',
        allMet:
          'Entre {{list}} : tous se sont rencontrés, donc les points marqués dans ces parties les classent (FIDE C.07, art. 6).',
        ahead:
          'Entre {{list}} : tous ne se sont pas rencontrés ({{pairs}} n’ont pas joué) ; ce participant a marqué entre eux plus qu’aucun autre ne pourrait encore atteindre en gagnant chaque partie non jouée, il est donc classé devant eux (FIDE C.07, art. 6).',
        notApplied:
          'Entre {{list}} : tous ne se sont pas rencontrés ({{pairs}} n’ont pas joué) et les autres pourraient encore atteindre ce participant : la confrontation directe ne le classe pas (valeur entre parenthèses), le critère suivant décide (FIDE C.07, art. 6).',
      },
    },
    OWP: {
      short: 'PVA',
      name: 'Pourcentage de victoires des adversaires',
      explain: 'Moyenne des pourcentages de parties gagnées par chaque adversaire.',
    },
    ARO: {
      short: 'Class. moy.',
      name: 'Classement moyen des adversaires',
      explain: 'Moyenne des classements des adversaires rencontrés sur le damier.',
    },
    'ARO/C1': { short: 'ARO-1', name: 'Classement moyen des adversaires sans le plus faible' },
    TPR: {
      short: 'TPR',
      name: 'Performance du tournoi',
      explain:
        'Classement moyen des adversaires rencontrés sur le damier, plus l’écart de classement qui correspond à la part des points marqués contre eux.',
    },
    PTP: {
      short: 'PTP',
      name: 'Performance parfaite du tournoi',
      explain:
        'Le plus petit classement avec lequel le score attendu contre les adversaires rencontrés sur le damier atteint les points marqués contre eux.',
    },
    APRO: {
      short: 'APRO',
      name: 'Performance moyenne des adversaires',
      explain: 'Moyenne des performances des adversaires rencontrés sur le damier.',
    },
    APPO: {
      short: 'APPO',
      name: 'Performance parfaite moyenne des adversaires',
      explain: 'Moyenne des performances parfaites du tournoi des adversaires rencontrés sur le damier.',
    },
    TPN: {
      short: 'Départ',
      name: 'Numéro de départ',
      explain: 'Le numéro de départ : le plus petit passe devant.',
    },
  } satisfies TiebreakWords,
  modified: {
    name: { C: '{{name}}, Cut-{{n}} (FIDE)', M: '{{name}}, Median-{{n}} (FIDE)' },
    short: { C: '{{short}}-C{{n}}', M: '{{short}}-M{{n}}' },
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
  screen: { edition: '{{policy}} Choisi dans les paramètres : « {{setting}} ».' },
};
