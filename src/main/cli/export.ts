/**
 * `diagonal export KIND EVENT ...`: a tournament of an event file as a file for another program,
 * or the whole event as a website. The same methods as the export buttons.
 * - `trf` (FIDE TRF-16 with the TRF-2026 records), `fmjd` (the FMJD rating report, semicolon
 *   CSV): `--tournament ID -o FILE`;
 * - `pdn` (one round's game headers): `--tournament ID --round N -o FILE`;
 * - `team-ratings` (the event's team ratings, `team;rating;matches` CSV): `-o FILE`;
 * - `html` (the static website of every tournament, four languages): `-o FOLDER`, written again
 *   into the same folder after each round with the same file names.
 */
import { writeFileSync } from 'node:fs';
import { t } from '../../shared/i18n/index';
import { EXIT, type Command } from './command';
import { absolute, onEvent } from './event-session';

const KINDS = {
  trf: 'file.exportTrf',
  fmjd: 'file.exportFmjd',
  pdn: 'file.exportPdn',
  html: 'file.exportSite',
  'team-ratings': 'team.ratings.export',
} as const;
type Kind = keyof typeof KINDS;

const USAGE = `Usage: diagonal export KIND EVENT [--tournament ID] [--round N] -o FILE|FOLDER
  KIND: ${Object.keys(KINDS).join(', ')}
  diagonal export trf open.diagonal --tournament 1 -o open.trf
  diagonal export fmjd open.diagonal --tournament 1 -o open-fmjd.csv
  diagonal export pdn open.diagonal --tournament 1 --round 3 -o open-r3.pdn
  diagonal export html open.diagonal -o site
  diagonal export team-ratings league.diagonal -o team-ratings.csv`;

const positive = (v: string | undefined): number => (/^\d+$/.test(v ?? '') && Number(v) > 0 ? Number(v) : -1);

/** What each kind needs: a tournament (all but html and team-ratings), a round (pdn only). */
function inputFor(kind: Kind, tournament?: number, round?: number): Record<string, number> | null {
  if (kind === 'html' || kind === 'team-ratings')
    return tournament === undefined && round === undefined ? {} : null;
  if (tournament === undefined || tournament < 1) return null;
  if (kind === 'pdn') return round !== undefined && round > 0 ? { tournamentId: tournament, round } : null;
  return round === undefined ? { tournamentId: tournament } : null;
}

export const exportCommand: Command = {
  name: 'export',
  usage: USAGE,
  async run(argv, io) {
    const free: string[] = [];
    let out: string | undefined;
    let tournament: number | undefined;
    let round: number | undefined;
    for (let i = 0; i < argv.length; i++) {
      const a = argv[i] ?? '';
      if (a === '-o' || a === '--output') out = argv[++i];
      else if (a === '--tournament') tournament = positive(argv[++i]);
      else if (a === '--round') round = positive(argv[++i]);
      else free.push(a);
    }
    const [kind, event, extra] = free;
    const input = kind && kind in KINDS ? inputFor(kind as Kind, tournament, round) : null;
    if (!kind || !event || extra !== undefined || !out || input === null) {
      io.err(USAGE);
      return EXIT.usage;
    }
    if (kind === 'html') {
      const res = await onEvent(event, KINDS.html, { folder: absolute(out) });
      if (!res.ok) {
        io.err(`diagonal export: ${res.message}`);
        return EXIT.invalidInput;
      }
      const v = res.value as { files: number; removed: number };
      io.out(t('en', 'site:cliWritten', { folder: out, files: v.files, removed: v.removed }));
      return EXIT.ok;
    }
    const res = await onEvent(event, KINDS[kind as Kind], input);
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
