/**
 * `diagonal backup EVENT OUT`: a complete copy of an event file with SQLite's online backup, the
 * screens' "Save a copy..." (`event.saveCopy`) through dispatch. The event is opened read-only and
 * without its lock, so the copy can be taken while Diagonal has the file open and play goes on: it
 * holds every action committed before the copy began.
 */
import { resolve } from 'node:path';
import { t } from '../../shared/i18n/index';
import { EXIT, type Command } from './command';
import { withEvent } from './event-session';

const usage = () => t('en', 'storage:cli.usage');

export const backupCommand: Command = {
  name: 'backup',
  get usage() {
    return usage();
  },
  async run(argv, io) {
    const free = argv.filter((a) => !a.startsWith('-'));
    if (free.length !== 2 || free.length !== argv.length) {
      io.err(usage());
      return EXIT.usage;
    }
    const [event, out] = free.map((p) => resolve(p)) as [string, string];
    if (event === out) {
      io.err(`diagonal backup: ${t('en', 'storage:cli.same')}\n${usage()}`);
      return EXIT.usage;
    }
    // "Save a copy..." of the screens, on the file opened read-only: no lock, play goes on.
    const copied = await withEvent(event, { readOnly: true, now: new Date() }, (call) =>
      call('event.saveCopy', { file: out }),
    );
    if (!copied.ok) {
      io.err(`diagonal backup: ${copied.message}`);
      return EXIT.invalidInput;
    }
    io.out(t('en', 'storage:cli.done', { event: free[0], out: free[1] }));
    return EXIT.ok;
  },
};
