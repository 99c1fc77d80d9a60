/** The results portal on paper (RULES.md R16.2-R16.3): its address on round sheets. */
export default {
  sheet: 'Report your results on the results portal: scan the code or open {{url}}',
  slip: {
    captain: 'Team captain',
    match: 'Round {{round}}: match {{match}}',
    captainWhat:
      "Scan the code with your phone, or type the address below, to report your team's match on the results portal, a result for every board. This link is the captain's: keep it to yourself.",
    title: 'Invitation slips',
    startNo: 'Starting number {{startNo}}',
    board: 'Round {{round}}: board {{board}}',
    what: 'Scan the code with your phone, or type the address below, to report the results of your games on the results portal. This link is personal: keep it to yourself.',
    code: 'Personal code: {{code}}',
    codeWhat: 'No camera? Open {{portal}}, pick your name and type this code.',
    captainCodeWhat: 'No camera? Open {{portal}}, pick your team and type this code.',
  },
  allInvited:
    'All {{count}} players already hold a personal link: no slip printed. To replace their links, press "New links for everyone".',
  allInvitedCaptains:
    'All {{count}} captains already hold a personal link: no slip printed. To replace their links, press "New links for every captain".',
  finished: '{{name}} is finished: it takes no more reports, so no invitation slip is printed.',
  screen: {
    captains: {
      print: 'Print slips for captains without a link',
      keepNote: 'Captains who already hold a link get no slip: the link they have keeps working.',
      renew: 'New links for every captain',
      renewNote: 'Every captain gets a new slip: all links handed out before stop working.',
    },
    title: 'Personal links',
    print: 'Print slips for players without a link',
    keepNote: 'Players who already hold a link get no slip: the link they have keeps working.',
    renew: 'New links for everyone',
    renewNote: 'Every player gets a new slip: all links handed out before stop working.',
    ready: '{{count}} invitation slips ready.',
    download: 'Download the slips',
    state: { none: 'no link', invited: 'has a link', revoked: 'link revoked' },
    confirm: 'The personal link of {{name}} stops working at once.',
  },
};
