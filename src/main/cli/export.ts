/**
 * `diagonal export KIND EVENT --tournament ID -o FILE`: one tournament of an event file as a file
 * for another program: `trf` (FIDE TRF-16 with the TRF-2026 records) or `fmjd` (the FMJD rating
 * report, semicolon CSV). The same methods as the export buttons.
 */
import { writeFileSync } from 'node:fs';
import { t } from '../../shared/i18n/index';
import { EXIT, type Command } from './command';
import { onEvent } from './event-session';

const KINDS = { trf: 'file.exportTrf', fmjd: 'file.exportFmjd' } as const;

const USAGE = `Usage: diagonal export KIND EVENT --tournament ID -o FILE
  KIND: ${Object.keys(KINDS).join(', ')}
  diagonal export trf open.diagonal --tournament 1 -o open.trf
  diagonal export fmjd open.diagonal --tournament 1 -o open-fmjd.csv`;

export const exportCommand: Command = {
  name: 'export',
  usage: USAGE,
  async run(argv, io) {
    const free: string[] = [];
    let out: string | undefined;
    let tournament: number | undefined;
    for (let i = 0; i < argv.length; i++) {
      const a = argv[i] ?? '';
      if (a === '-o' || a === '--output') out = argv[++i];
      else if (a === '--tournament') {
        const v = argv[++i] ?? '';
        tournament = /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : -1;
      } else free.push(a);
    }
    const [kind, event, extra] = free;
    if (!kind || !event || extra !== undefined || !out || tournament === undefined || tournament < 1) {
      io.err(USAGE);
      return EXIT.usage;
    }
    const method = KINDS[kind as keyof typeof KINDS] as string | undefined;
    if (!method) {
      io.err(USAGE);
      return EXIT.usage;
    }
    const res = await onEvent(event, method, { tournamentId: tournament });
    if (!res.ok) {
      io.err(`diagonal export: ${res.message}`);
      return EXIT.invalidInput;
    }
    const { text, flagged = [] } = res.value as {
      text: string;
      flagged?: { startNo: number; name: string }[];
    };
    try {
      writeFileSync(out, text);
    } catch {
      io.err(`diagonal export: ${t('en', 'files:cliCannotWrite', { file: out })}`);
      return EXIT.invalidInput;
    }
    // Written all the same: the arbiter completes the IDs before sending the report.
    for (const f of flagged) io.err(`diagonal export: ${t('en', 'files:fmjdFlagged', f)}`);
    return EXIT.ok;
  },
};
