/** Documents imprimés des compétitions par équipes (RULES.md R16.1, R16.1b). */
export default {
  kind: {
    'team-match-sheets': 'Feuilles de match',
    'team-pairings': 'Appariements des équipes',
    'team-standings': 'Classement des équipes',
    'team-crosstable': 'Grille des équipes',
    'team-board-standings': 'Classement par table',
  },
  col: {
    teamRating: 'Class. équipe',
    table: 'Match',
    team: 'Équipe',
    club: 'Club',
    captain: 'Capitaine',
    player: 'Joueur',
    matchPoints: 'PM',
    boardPoints: 'PP',
    won: 'G',
    drawn: 'N',
    lost: 'P',
    games: 'Parties',
    percent: '%',
  },
  sheet: {
    match: 'Match {{table}}',
    versus: '{{home}} – {{away}}',
    captain: 'Capitaine : {{name}}',
    total: 'Points de partie',
    matchPoints: 'Points de match',
    signCaptain: 'Capitaine de {{team}}',
    signArbiter: 'Arbitre',
    noMatch: 'Aucun match dans cette ronde.',
  },
  bye: 'exempt',
  byeLine: '{{team}} : exempte, {{matchPoints}} points de match et {{boardPoints}} points de partie',
  left: {
    abandon: 'abandon après la ronde {{round}}',
    forfeit: 'forfait à la ronde {{round}}',
  },
  legend: {
    standings:
      'Ordre après les points de match ({{win}}/{{draw}}/{{loss}}) : {{sequence}} ; les équipes sorties passent derrière toutes les équipes encore en lice.',
    crosstable:
      'À chaque ronde : le numéro de l’adversaire, la couleur de l’équipe à la table 1 (b blancs, n noirs) et les points de partie des deux équipes, ceux de l’équipe d’abord.',
    boards:
      'Pour chaque table : les joueurs qui y ont joué, selon les points marqués à cette table ; les parties non jouées comptent comme enregistrées.',
  },
  tiebreak: { BP: 'Points de partie', BP_short: 'PP' },
  error: {
    noRounds: 'Ce tournoi par équipes n’a encore aucune ronde : rien à imprimer dans « {{kind}} ».',
    roundOutOfRange: 'La ronde {{round}} n’existe pas : le tournoi a les rondes 1 à {{last}}.',
    unknownTeam: 'Aucune équipe n’a le numéro de départ {{startNo}}.',
  },
};
