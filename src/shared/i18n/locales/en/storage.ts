/** The event file on disk: one writer, busy waits, damaged or unusable files, copies and backups. */
export default {
  busy: 'The event file "{{file}}" is still busy with another change (a rating list import, or another program) after {{seconds}} seconds of waiting. Nothing was saved; try again once it has finished.',
  diskFull:
    'The disk that holds "{{file}}" is full. Nothing was saved. Free some space on it, then try again.',
  fileReadOnly:
    'The file "{{file}}" is read-only. Remove its read-only mark (file properties) to work in it, or open it read-only to look at it.',
  folderReadOnly:
    'The folder that holds "{{file}}" is read-only, and Diagonal writes beside the event file (its journal and lock). Copy the file to a folder you can write to.',
  isFolder: '"{{file}}" is a folder, not an event file. Choose another name.',
  notRegularFile:
    '"{{file}}" is not an ordinary file (a named pipe, a device or a socket), so it is no event file. Choose another name.',
  ioError:
    'The disk that holds "{{file}}" could not be read or written ({{code}}). Check the drive or the network connection, then open the file again.',
  unreadable: 'The file "{{file}}" could not be opened ({{code}}). It was left unchanged.',
  cantOpen:
    'SQLite could not open "{{file}}" or its journal beside it. Check that the folder exists and that you may write in it.',
  moved:
    'The file "{{file}}" was moved or deleted while it was open. Nothing was saved; open it again where it is now.',
  damaged:
    'The file "{{file}}" is damaged ({{detail}}) and was not opened; it was left unchanged. No backup of it was found in the "backups" folder beside it; if you have a copy elsewhere, open that.',
  damaged_backup:
    'The file "{{file}}" is damaged ({{detail}}) and was not opened; it was left unchanged. Its latest backup is "{{backup}}" in the "backups" folder beside it: restore it to go on from there.',
  truncated:
    'The file "{{file}}" is cut short (part of it is missing, as after an interrupted copy) and was not opened. No backup of it was found in the "backups" folder beside it; if you have a full copy elsewhere, open that.',
  truncated_backup:
    'The file "{{file}}" is cut short (part of it is missing, as after an interrupted copy) and was not opened. Its latest backup is "{{backup}}" in the "backups" folder beside it: restore it to go on from there.',
  noBackup: 'There is no backup of "{{file}}" in the "backups" folder beside it.',
  readOnly:
    '"{{file}}" is open read-only, so nothing can change. Close it and open it again without "read-only" to work in it.',
  readOnlyOlder:
    '"{{file}}" was made by an older version of Diagonal and must be updated before it can be read. Open it normally (not read-only) once nobody else has it open.',
  locked:
    '"{{file}}" is already open in another Diagonal window on this computer (since {{since}}). Work in that window, or open the file here read-only.',
  locked_web:
    '"{{file}}" is already open in Diagonal\'s web mode on this computer (since {{since}}). Work there, or open the file here read-only.',
  locked_cli:
    '"{{file}}" is in use by a Diagonal command on this computer (since {{since}}). Wait until it has finished, or open the file read-only.',
  lockedElsewhere:
    '"{{file}}" is open on the computer "{{host}}" (since {{since}}). Work there, or open the file here read-only. If that computer crashed or was switched off, you may take the file over.',
  takenOver:
    '"{{file}}" was taken over on "{{host}}" (at {{since}}). Nothing was saved here; this window can only read it now.',
  linkOutside:
    '"{{file}}" is a link to a place outside the data folder. Only files inside the data folder can be opened here.',
  ui: {
    readOnlyBadge: 'read-only',
    openReadOnly: 'Open read-only',
    takeOver: 'Take the file over',
    restore: 'Restore the latest backup',
    saveCopy: 'Save a copy…',
    saveCopyTitle: 'Save a copy of the event file',
    saveCopyHelp:
      'A complete copy of the event file as it is now, taken while play goes on. The open file stays open.',
    saveCopyName: 'Name of the copy',
    saveCopySubmit: 'Save the copy',
    saveCopyDone: 'Saved as "{{file}}".',
    cancel: 'Cancel',
  },
  menu: {
    saveCopy: 'Save a copy…',
    saveCopyTitle: 'Save a copy of the event file',
    saveCopyDone: 'Saved as "{{file}}".',
  },
  cli: {
    usage:
      'Usage: diagonal backup EVENT OUT\n  Writes a complete copy of the event file EVENT to OUT (which must not exist), even while Diagonal has it open.',
    done: 'Backed up "{{event}}" to "{{out}}".',
    same: 'OUT must be another file than EVENT.',
  },
};
