/** The desktop window's menu and its native dialogs. */
export default {
  file: 'File',
  newEvent: 'New event…',
  openEvent: 'Open event…',
  recent: 'Open recent',
  noRecent: 'No recent files',
  eventFiles: 'Diagonal event files',
  newTitle: 'Create an event file',
  openTitle: 'Open an event file',
  errorTitle: 'Diagonal',
  pickListTitle: 'Choose a rating list',
  listFiles: 'Rating lists (CSV, text, XLSX)',
  allFiles: 'All files',
};
