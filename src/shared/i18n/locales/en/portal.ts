/**
 * The results portal (RULES.md R16.2-R16.3): its refusals (top level, as `portal:<code>`), the
 * arbiter's panel on the Results screen (`screen`) and the players' phone page (`phone`).
 */
export default {
  noBoard: 'You have no board to report in this round.',
  roundClosed: 'Round {{round}} is closed: it takes no more reports. Ask the arbiter.',
  arbiterEntered:
    'The arbiter has entered the result of board {{board}}: a report cannot change it. Ask the arbiter.',
  alreadyReported: 'You have already reported board {{board}}. To change it, ask the arbiter.',
  samePhone:
    'This phone has already reported board {{board}} for {{other}}. Each player reports from his own phone; otherwise the arbiter enters the result.',
  nothingToContest:
    'Nothing to contest on board {{board}}: your opponent has not reported yet. Report the result instead.',
  windowPassed:
    'The result of board {{board}} was accepted at {{time}}, ten minutes after it was reported. Ask the arbiter to correct it.',
  gamesCount: 'Give one result for each of the {{games}} games of the board.',
  overrideNeedsResult: 'Type the result to enter with a result key.',
  nothingToDecide: 'Board {{board}} has no report to decide.',
  noSuchReport: 'Board {{board}} has no reported result from that side.',
  pickASide:
    "Board {{board}} is disputed: accept White's report (W), Black's report (B), or type the result.",
  noSuchEntrant: 'This entrant is not in the tournament.',
  nothingToRevoke: '{{name}} has no personal link to revoke.',
  notListening: 'The results portal is not running. Choose a network and press "Start the portal" first.',
  noListenerHere: 'This window cannot serve the results portal.',
  off: 'The results portal is off for this tournament. Tick "Results portal on" first.',
  badAddress: 'This computer has no network {{address}}. Pick one from the list.',
  portBusy: 'Port {{port}} is taken on {{address}}. Leave the port empty to take a free one.',
  unknownMethod: 'This page offers no such action.',
  wrongPassword: 'Wrong password, or this name is not in the tournament.',
  wrongCode:
    'Wrong personal code, or this name is not in the tournament. The code is on your invitation slip, below the address.',
  badToken: 'This personal link is not valid (revoked or unknown). Ask the arbiter for a new one.',
  tooLarge: 'The request is too large.',
  badHost: "This address is not the results portal's. Open {{host}}.",
  badOrigin: 'Requests from another site are refused.',
  notJson: 'The request must be JSON sent with POST.',
  tooManyRequests: 'Too many requests from this phone. Wait a few seconds and try again.',
  tooManyAttempts:
    'Too many wrong passwords or codes from this phone. Wait {{seconds}} seconds and try again.',
  tooManyAttemptsHere:
    'Too many wrong passwords and codes for this tournament just now, from several phones: try again in {{seconds}} seconds. Personal links keep working; the arbiter has been told.',
  tooManyCodes:
    'Too many wrong codes for this name: try again in {{seconds}} seconds, open the link of your slip, or ask the arbiter.',
  badRequest: 'The request is incomplete or malformed. Reload the page.',
  notFound: 'Nothing here.',
  unavailable: 'The results portal cannot answer just now. Try again in a moment or ask the arbiter.',
  privateTournament: 'This tournament is private: use your invitation link or the tournament password.',
  noSuchTeam: 'This team is not in the tournament.',
  captainsOnly: 'In a team tournament the personal links are for the team captains: name the teams.',
  notTeamEvent: 'This tournament has no teams: name the players.',
  match: {
    none: 'Your team has no match to report in this round.',
    arbiterEntered:
      'The arbiter has entered the results of match {{match}}: a report cannot change them. Ask the arbiter.',
    arbiterBoard:
      'The arbiter has entered the result of board {{board}} of match {{match}}: report that result for it, or ask the arbiter.',
    alreadyReported: 'You have already reported match {{match}}. To change it, ask the arbiter.',
    samePhone:
      'This phone has already reported match {{match}} for {{other}}. Each captain reports from his own phone; otherwise the arbiter enters the results.',
    nothingToContest:
      'Nothing to contest in match {{match}}: the other captain has not reported yet. Report the results instead.',
    windowPassed:
      'The results of match {{match}} were accepted at {{time}}, ten minutes after they were reported. Ask the arbiter to correct them.',
    boardsCount: 'Give one result for each of the {{boards}} boards of the match.',
    overrideInEntry:
      'Match {{match}}: type your own board results in the match entry; the keys here confirm, accept or reject the reports.',
    nothingToDecide: 'Match {{match}} has no report to decide.',
    noSuchReport: 'Match {{match}} has no reported result from that team.',
    pickASide:
      "Match {{match}} is disputed: accept the home team's report (W) or the away team's (B), or reject both (X).",
  },
  withdraw: {
    alreadyLeft: '{{team}} left the tournament during round {{round}}: there is nothing more to declare.',
    captainsOnly:
      'Only a team captain can forfeit a match or withdraw a team, and only in a team tournament.',
    bySlipOnly:
      "The tournament password cannot forfeit a match or withdraw a team: open the link of your captain's slip or enter with its personal code, or tell the arbiter.",
    roundComplete:
      'Round {{round}} is complete: every board has a result. To withdraw your team now, tell the arbiter.',
    notYourMatch:
      'Match {{match}} is not the match of {{team}} in this round. Refresh the page and try again.',
    nothingToForfeit:
      'Every board of match {{match}} already has a result: there is nothing left to forfeit. To leave the tournament, withdraw the team.',
  },
  screen: {
    team: {
      onBoard: '{{board}}: {{result}}',
      reports: 'Reports from the captains',
      keys: "Keys: {{confirm}} confirm, {{white}} accept the home team's report, {{black}} accept the away team's report, {{reject}} reject. Your own board results go in the match entry.",
      decided: 'Match {{match}}: {{decision}}.',
      decision: {
        confirm: 'confirmed',
        'accept-white': "the home team's report accepted",
        'accept-black': "the away team's report accepted",
        reject: 'reports rejected',
      },
    },
    title: 'Results portal',
    enabled: 'Results portal on',
    access: 'Access',
    open: 'Open: pairings and standings for everyone, reports with a link or the password',
    private: 'Private: nothing shown without a link or the password (R16.3)',
    password: 'Tournament password',
    passwordSet: 'A password is set. Type a new one to replace it.',
    save: 'Save',
    network: 'Network',
    start: 'Start the portal',
    stop: 'Stop the portal',
    running: 'Players open {{url}}',
    scope: {
      'this-computer': 'Only this computer can reach the portal.',
      network:
        "Every device on the network {{address}} can reach the portal: the hall's phones, and anyone else on that network.",
    },
    invite: 'Invitation slips',
    inviteNote: "Each slip carries a new personal link: the entrant's earlier link stops working.",
    revoke: 'Revoke the link',
    revoked: 'Personal links of {{name}} revoked.',
    reports: 'Reports from the players',
    none: 'No report yet in this round.',
    status: {
      open: 'no report',
      waiting: 'waiting, {{minutes}} min left',
      waitingNoWindow: 'waiting for the other side or you',
      confirmed: 'confirmed',
      disputed: 'disputed',
      arbiter: 'entered by the arbiter',
    },
    how: { matching: 'two matching reports', window: 'ten minutes without contest' },
    contest: 'contests',
    reported: '{{name}}: {{result}} at {{time}}',
    via: { link: 'personal link', code: 'personal code', password: 'tournament password' },
    phone: 'phone {{phone}}',
    guessing: {
      title: 'Wrong passwords or codes: the limit for this tournament was reached at {{limitedAt}}',
      figures: 'Since {{since}}: wrong {{wrong}}, refused at the limit {{refused}}, addresses {{addresses}}.',
      note: 'The hall now gets one try every ten seconds. Personal links keep working; your own computer is never held.',
      resume: 'Let passwords and codes in again',
    },
    keys: "Keys: {{confirm}} confirm, {{white}} accept White's report, {{black}} accept Black's report, {{reject}} reject; a result key overrides.",
    decided: 'Board {{board}}: {{decision}}.',
    decision: {
      confirm: 'confirmed',
      'accept-white': "White's report accepted",
      'accept-black': "Black's report accepted",
      override: "the arbiter's result entered",
      reject: 'reports rejected',
    },
  },
  phone: {
    captain: {
      withdraw: {
        title: 'Forfeit or withdraw',
        note: 'Only if your team cannot play on. The arbiter is told at once.',
        forfeit: 'Forfeit this match',
        abandon: 'Withdraw the team from the tournament (abandon)',
        byPassword:
          'With the tournament password you cannot forfeit or withdraw your team: use the link or code of your slip, or tell the arbiter.',
        forfeitTitle: 'Forfeit match {{match}} against {{opponent}}?',
        abandonTitle: 'Withdraw {{team}} from the tournament?',
        boardsForfeited: 'Boards without a result become forfeits, lost by {{team}}: {{boards}}.',
        boardsKept: 'Boards already played keep their result: {{boards}}.',
        forfeitMatch:
          'Match {{match}} is lost by {{team}} whatever the boards played say: {{opponent}} gets the match points.',
        abandonMatch: 'Match {{match}} counts as its boards say.',
        leaves:
          '{{team}} leaves the tournament: it is not paired any more, keeps its points and ranks behind every team still in.',
        undo: 'The arbiter is told and can undo it until the next round is paired.',
        confirmForfeit: 'Yes, forfeit match {{match}}',
        confirmAbandon: 'Yes, withdraw {{team}}',
        cancel: 'Cancel',
        left: {
          abandon: '{{team}} withdrew from the tournament during round {{round}}: it is not paired any more.',
          forfeit:
            '{{team}} forfeited its round {{round}} match and left the tournament: it is not paired any more.',
        },
        leftUndo: "Declared from a captain's phone: the arbiter can undo it until the next round is paired.",
      },
      team: 'Team',
      matchPoints: 'Match points',
      myMatch: 'Our match',
      pickTeam: 'Your team (captain)',
      of: 'Captain of {{team}}',
      match: 'Match {{match}}',
      noMatch: 'Your team has no match in this round.',
      bye: 'Your team has the bye in this round.',
      white: 'White',
      black: 'Black',
      win: 'Won',
      loss: 'Lost',
      send: 'Send the match: {{score}}',
      pickAll: 'Pick a result on every board, then send.',
      status: {
        open: 'No result reported yet.',
        waiting: 'Waiting for the other captain: accepted in {{minutes}} min unless contested.',
        waitingTheirsNoWindow:
          "The captain of {{name}} reported with the tournament password: it stands only with your own report or the arbiter's word.",
        waitingTheirs:
          'The captain of {{name}} has reported: accepted in {{minutes}} min unless you contest it.',
        waitingMineNoWindow:
          'Sent with the tournament password: it waits for the captain of {{name}} or the arbiter.',
        waitingArbiter:
          'Both reports were sent with the tournament password: they wait for the arbiter, or for a report with the link or code of a slip.',
        confirmed: 'Confirmed: {{score}}.',
        disputed: 'Disputed: the arbiter decides.',
        arbiter: 'Entered by the arbiter: {{score}}.',
      },
      said: {
        mine: 'You said: {{result}}',
        theirs: '{{name}} says: {{result}}',
        won: '{{team}} won',
        lost: '{{team}} lost',
        draw: 'draw',
        youContested: 'You contested the report of {{name}}.',
        theyContested: '{{name}} contests your report.',
        mineByPassword: 'Your report was sent with the tournament password.',
        theirsByPassword: 'The report of {{name}} was sent with the tournament password.',
      },
      contest: 'Contest this report',
      byPassword:
        "You came in with the tournament password: your reports wait for the other captain or the arbiter. Your slip's link or code speaks for your team at once.",
    },
    title: 'Results',
    pickTournament: 'Tournament',
    privateEntry: 'Private tournament: enter its password',
    pickName: 'Your name',
    password: 'Tournament password',
    code: 'Personal code (on your invitation slip)',
    enterCode: 'Enter with my code',
    orPassword: 'Without your slip: the tournament password',
    enterPassword: 'Enter with the password',
    passwordNote:
      "With the password you read the pairings and standings; a result you send waits for your opponent's report or the arbiter.",
    byPassword:
      "You came in with the tournament password: your reports wait for your opponent or the arbiter. Your slip's link or code speaks for you at once.",
    byeOf: 'Bye: {{name}}',
    noOpen: 'No tournament is open to read here: enter with your link, your code or the password.',
    enter: 'Enter',
    or: 'or open your invitation link',
    round: 'Round {{round}}',
    board: 'Board {{board}}',
    against: 'against {{name}}',
    white: 'You have White',
    black: 'You have Black',
    game: 'Game {{leg}}',
    opening: 'Opening: {{moves}}',
    noBoard: 'You have no board in this round.',
    bye: 'You have the bye in this round.',
    win: 'I won',
    draw: 'Draw',
    loss: 'I lost',
    send: 'Send: {{result}}',
    contest: 'Contest this result',
    status: {
      open: 'No result reported yet.',
      waiting: 'Waiting for your opponent: accepted in {{minutes}} min unless contested.',
      waitingTheirsNoWindow:
        "{{name}} reported with the tournament password: it stands only with your own report or the arbiter's word.",
      waitingTheirs: '{{name}} has reported: accepted in {{minutes}} min unless you contest it.',
      waitingMineNoWindow:
        "Sent with the tournament password: it waits for {{name}}'s report or the arbiter.",
      waitingArbiter:
        'Both reports were sent with the tournament password: they wait for the arbiter, or for a report with the link or code of a slip.',
      confirmed: 'Confirmed: {{result}}.',
      disputed: 'Disputed: the arbiter decides.',
      arbiter: 'Entered by the arbiter: {{result}}.',
    },
    said: {
      mine: 'You said: {{result}}',
      theirs: '{{name}} says: {{result}}',
      youWon: 'you won',
      youLost: 'you lost',
      won: '{{name}} won',
      lost: '{{name}} lost',
      draw: 'draw',
      inGame: 'game {{leg}}: {{result}}',
      youContested: "You contested {{name}}'s report.",
      theyContested: '{{name}} contests your report.',
      byPassword: '(sent with the tournament password)',
    },
    pairings: 'Pairings',
    standings: 'Standings',
    myBoard: 'My board',
    rank: 'Rank',
    name: 'Name',
    points: 'Points',
    refresh: 'Refresh',
    leave: 'Leave',
    sent: 'Sent.',
  },
};
