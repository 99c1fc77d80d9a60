/** Drukowane raporty turniejów drużynowych (RULES.md R16.1, R16.1b). */
export default {
  kind: {
    'team-match-sheets': 'Protokoły meczów',
    'team-pairings': 'Kojarzenie drużyn',
    'team-standings': 'Klasyfikacja drużyn',
    'team-crosstable': 'Tabela krzyżowa drużyn',
    'team-board-standings': 'Klasyfikacja na stolikach',
  },
  col: {
    teamRating: 'Ranking drużyny',
    table: 'Mecz',
    team: 'Drużyna',
    club: 'Klub',
    captain: 'Kapitan',
    player: 'Zawodnik',
    matchPoints: 'PM',
    boardPoints: 'PP',
    won: 'W',
    drawn: 'R',
    lost: 'P',
    games: 'Partie',
    percent: '%',
  },
  sheet: {
    match: 'Mecz {{table}}',
    versus: '{{home}} – {{away}}',
    captain: 'Kapitan: {{name}}',
    total: 'Punkty partii',
    matchPoints: 'Punkty meczowe',
    signCaptain: 'Kapitan drużyny {{team}}',
    signArbiter: 'Sędzia',
    noMatch: 'Brak meczu w tej rundzie.',
  },
  bye: 'pauza',
  byeLine: '{{team}}: pauza, {{matchPoints}} pkt meczowe i {{boardPoints}} pkt partii',
  left: {
    abandon: 'wycofana po rundzie {{round}}',
    forfeit: 'walkower w rundzie {{round}}, wycofana',
  },
  legend: {
    standings:
      'Kolejność po punktach meczowych ({{win}}/{{draw}}/{{loss}}): {{sequence}}; drużyny wycofane za wszystkimi drużynami, które nadal grają.',
    crosstable:
      'W każdej rundzie: numer przeciwnika, kolor drużyny na stoliku 1 (b białe, c czarne) i punkty partii obu drużyn, najpierw tej drużyny.',
    boards:
      'Na każdym stoliku: zawodnicy, którzy na nim grali, według zdobytych tam punktów; partie nierozegrane liczą się tak, jak je zapisano.',
  },
  tiebreak: { BP: 'Punkty partii', BP_short: 'PP' },
  error: {
    noRounds: 'Ten turniej drużynowy nie ma jeszcze żadnej rundy, więc w „{{kind}}” nie ma czego drukować.',
    roundOutOfRange: 'Runda {{round}} nie istnieje: turniej ma rundy od 1 do {{last}}.',
    unknownTeam: 'Nie ma drużyny z numerem startowym {{startNo}}.',
  },
};
