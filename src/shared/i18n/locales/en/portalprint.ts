/** The results portal on paper (RULES.md R16.2-R16.3): its address on round sheets. */
export default {
  sheet: 'Report your results on the results portal: scan the code or open {{url}}',
  slip: {
    title: 'Invitation slips',
    startNo: 'Starting number {{startNo}}',
    board: 'Round {{round}}: board {{board}}',
    what: 'Scan the code with your phone, or type the address below, to report the results of your games on the results portal. This link is personal: keep it to yourself.',
  },
  allInvited:
    'All {{count}} players already hold a personal link: no slip printed. To replace their links, press "New links for everyone".',
};
