/** Errors an arbiter can meet through any transport; each says what to do. */
export default {
  internal: 'Something went wrong inside Diagonal ({{detail}}). Nothing was saved; please try again.',
  unknownMethod: 'Unknown action "{{method}}". Check the name of the API method.',
  invalidInput: 'The request for "{{method}}" is not valid: {{issues}}.',
  unauthorized:
    'This window is not signed in to Diagonal. Open the address that Diagonal printed when it started.',
  forbiddenHost: 'Diagonal answers only on {{host}}. Open the address that Diagonal printed when it started.',
  notJson: 'The request must be JSON of the form {"input": ..., "lng": ...}.',
  tooLarge: 'The request is larger than {{max}} MB. Send less at once.',
  notFound: 'Nothing here: "{{path}}".',
  otherEvent:
    'This window shows the event file "{{shown}}", but "{{current}}" has been opened since, in another window. Nothing was changed. Reload this page to work on "{{current}}", or open "{{shown}}" again on the Events screen.',
  otherEventClosed:
    'This window shows the event file "{{shown}}", which has been closed since, in another window. Nothing was changed. Open it again on the Events screen.',
  noEventOpen: 'No event file is open. Create or open an event file first.',
  fileExists: 'The file "{{file}}" already exists. Open it, or choose another name.',
  fileNotFound: 'The file "{{file}}" does not exist. Check the name, or create a new event file.',
  badFileName:
    '"{{file}}" is not a valid event file name. Use letters, digits, spaces, dots, dashes or underscores, without folders.',
  notEventFile: 'The file "{{file}}" is not a Diagonal event file. It was left unchanged.',
  newerVersion:
    'The file "{{file}}" was written by a newer version of Diagonal (file version {{version}}, this one knows up to {{known}}). Update Diagonal to open it; the file was left unchanged.',
  fileUnreadable: 'The file "{{file}}" could not be opened ({{detail}}). It was left unchanged.',
  eventNameRequired: 'The event needs a name.',
  tournamentNotFound: 'There is no tournament number {{id}} in this event file.',
  entrantNotFound: 'There is no entrant number {{id}} in this event file.',
  cancelAfterStart:
    '"{{name}}" can no longer be cancelled: it has started (round 1 is paired, or the arena\'s start has passed). The organiser cancels a tournament only before its start; record withdrawals instead (R10.2).',
  classReviewNoTable:
    '"{{name}}" is played without an official opening table (Italian and English only, R11.4): it has no opening class to review.',
  classReviewUnknown:
    'The official table has no opening number {{number}}: its openings are numbered 1 to {{count}} (R11.4).',
  classReviewSame: 'Opening {{number}} already has class {{class}} in "{{name}}": nothing was changed.',
  classReviewAfterStart:
    'The class of opening {{number}} can no longer be reviewed in "{{name}}": round 1 is paired. A class decides which openings the draw may give and whether the tournament is rated (R11.4, R12.2), rules fixed at the start (R1.3).',
  alreadyCancelled: '"{{name}}" is already cancelled.',
  rulesLocked:
    'The rules of "{{name}}" can no longer change: round 1 is paired (R1.3). Refused: {{fields}}. The name, arbiters, place, organiser, federation, dates, time control as printed and notes stay editable.',
  forbiddenNotSwiss:
    '"{{name}}" is always a round robin: its Berger table cannot keep two entrants apart. Forbidden pairs are for a Swiss.',
  forbiddenSelf: '{{name}} cannot be kept apart from themself: choose two different entrants.',
  forbiddenOtherTournament:
    '{{name}} is not an entrant of "{{tournament}}": both entrants of a forbidden pair play in the same tournament.',
  forbiddenRounds:
    'The last round ({{last}}) comes before the first ({{first}}): give a last round from the first on, or none for every round after it.',
  forbiddenDuplicate:
    '{{a}} and {{b}} are already kept apart in some of these rounds. Remove that pair first to change its rounds.',
  forbiddenNotFound:
    'There is no forbidden pair number {{id}} in this event file; it may have been removed already.',
  registrationClosed: 'Registration for "{{name}}" is closed: round 1 is paired (R1.3).',
  removeAfterStart:
    'An entrant cannot be removed after round 1 is paired (R1.3); withdraw them instead (R10.2), their games stay in the standings.',
  seatsFull:
    'All {{seats}} seats of "{{name}}" are taken (R1.2). Raise the seats in the settings (at most 200) to add more.',
  programRefused: 'Programs (computers) cannot be entrants (R1.4).',
  entrantNameRequired: 'The entrant needs a name ("Surname, Given name").',
  sameRatingId:
    '{{player}} (ID {{ratingId}}) is already an entrant of "{{other}}", which runs at the same time (R1.5). One person cannot play in two tournaments at once.',
  duplicateRatingId:
    '{{player}} (ID {{ratingId}}) is already registered in "{{tournament}}". One person is one entrant: keep the entrant already registered, or correct the ID.',
  duplicateRatingId_numbered:
    '{{player}} (ID {{ratingId}}) is already registered in "{{tournament}}" as starting number {{startNo}}. One person is one entrant: keep the entrant already registered, or correct the ID.',
  sameNameConfirm:
    '{{other}}, born {{birthYear}}, is already registered in "{{tournament}}". If {{name}} is another person, confirm; if it is the same person, cancel.',
  sameNameConfirm_noYear:
    '{{other}} (birth year unknown) is already registered in "{{tournament}}". If {{name}} is another person, confirm; if it is the same person, cancel.',
  floorNeedsRating:
    '{{name}} has no rating, and "{{tournament}}" has a rating floor of {{floor}} (R12.1): the floor requires a rating of {{floor}} or more. Enter the rating for the variant and time control of the tournament, or register the player from a rating list.',
  fieldTooLong: '{{field}} is too long: at most {{max}} characters.',
  textControl: 'Nothing was saved: {{issues}}.',
  ratingRange: 'A rating must be between 0 and 3500; you entered {{value}}.',
  birthYearRange: 'The birth year must be between 1900 and {{max}}; you entered {{value}}.',
  /** Parts of invalidInput: one schema issue in words. */
  issue: {
    at: '{{field}}: {{message}}',
    invalidType: 'expected {{expected}}',
    required: 'required',
    tooSmall: 'must be at least {{minimum}}',
    tooBig: 'must be at most {{maximum}}',
    invalidValue: 'must be one of {{values}}',
    unrecognizedKeys: 'unknown fields: {{keys}}',
    other: 'invalid ({{detail}})',
    controlChar:
      '{{field}} holds {{what}} ({{char}}) after "{{before}}". Line breaks, tabs and other control characters would split the records of the files Diagonal writes (TRF, PDN, CSV) and the lines of its prints: type the text again without it',
    controlChar_start:
      '{{field}} starts with {{what}} ({{char}}). Line breaks, tabs and other control characters would split the records of the files Diagonal writes (TRF, PDN, CSV) and the lines of its prints: type the text again without it',
    controlKind: { lineBreak: 'a line break', tab: 'a tab', other: 'an invisible control character' },
  },
  noFileDialog:
    'This window has no file dialog. In a browser, upload the file or choose it from the data folder.',
};
