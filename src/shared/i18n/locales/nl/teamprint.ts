/** Afgedrukte overzichten van teamtoernooien (RULES.md R16.1, R16.1b). */
export default {
  kind: {
    'team-match-sheets': 'Wedstrijdformulieren',
    'team-pairings': 'Indeling teams',
    'team-standings': 'Teamstand',
    'team-crosstable': 'Kruistabel teams',
    'team-board-standings': 'Stand per bord',
  },
  col: {
    teamRating: 'Teamrating',
    table: 'Wedstr.',
    team: 'Team',
    club: 'Club',
    captain: 'Teamleider',
    player: 'Speler',
    matchPoints: 'MP',
    boardPoints: 'BP',
    won: 'W',
    drawn: 'R',
    lost: 'V',
    games: 'Partijen',
    percent: '%',
  },
  sheet: {
    match: 'Wedstrijd {{table}}',
    versus: '{{home}} – {{away}}',
    captain: 'Teamleider: {{name}}',
    total: 'Bordpunten',
    matchPoints: 'Matchpunten',
    signCaptain: 'Teamleider van {{team}}',
    signArbiter: 'Arbiter',
    noMatch: 'Geen wedstrijd in deze ronde.',
  },
  bye: 'bye',
  byeLine: '{{team}}: bye, {{matchPoints}} matchpunten en {{boardPoints}} bordpunten',
  left: {
    abandon: 'teruggetrokken na ronde {{round}}',
    forfeit: 'reglementair verloren in ronde {{round}}, teruggetrokken',
  },
  legend: {
    standings:
      'Volgorde na de matchpunten ({{win}}/{{draw}}/{{loss}}): {{sequence}}; teruggetrokken teams staan achter alle teams die nog meespelen.',
    crosstable:
      'Per ronde: het nummer van de tegenstander, de kleur van het team aan bord 1 (w wit, z zwart) en de bordpunten van beide teams, die van het team eerst.',
    boards:
      'Per bord: de spelers die er speelden, naar de punten die ze daar behaalden; niet gespeelde partijen tellen zoals ingevoerd.',
  },
  tiebreak: { BP: 'Bordpunten', BP_short: 'BP' },
  error: {
    noRounds: 'Dit teamtoernooi heeft nog geen ronde, dus in "{{kind}}" valt niets af te drukken.',
    roundOutOfRange: 'Ronde {{round}} bestaat niet: het toernooi heeft de rondes 1 tot en met {{last}}.',
    unknownTeam: 'Er is geen team met startnummer {{startNo}}.',
  },
};
