/** The event's website (issue 17): a static site in four languages, written into a folder. */
export default {
  self: 'English',
  chooseLanguage: 'Choose your language',
  languages: 'Language',
  tournaments: 'Tournaments',
  noTournaments: 'No tournament yet.',
  status: {
    registration: 'Registration open',
    running: 'Under way',
    finished: 'Finished',
    cancelled: 'Cancelled',
  },
  teamCount: 'Teams: {{count}}',
  champion: 'Champion: {{team}}',
  allTournaments: 'All tournaments',
  contents: 'On this page',
  rounds: 'Rounds',
  registered: 'Not started yet: the entrants registered so far.',
  cancelledList: 'Cancelled: the entrants who had registered.',
  noBoards: 'No board in this round.',
  card: {
    back: 'Back to {{name}}',
    summary: 'Rank {{rank}} · {{points}} points',
    total: 'Total',
  },
  updated: 'Updated {{date}}',
  generator: 'Published with Diagonal',
  cliWritten: 'Website written to {{folder}}: {{files}} files, {{removed}} old files removed.',
  folderNotOurs:
    'The folder "{{folder}}" already holds files that were not written by a website export: choose an empty folder, or the folder of an earlier export.',
  notAFolder: '"{{folder}}" is a file, not a folder: choose a folder for the website.',
  cannotWrite:
    'The website cannot be written into "{{folder}}": check that the folder can be written to, then export again.',
  folderNotAllowed:
    'In the browser the website is written into the folder beside the event file; no other folder can be chosen.',
  screen: {
    publish: 'Write the website',
    written: 'Website written to the folder "{{folder}}": {{files}} files, {{removed}} old files removed.',
    open: 'Open the website',
  },
};
