/**
 * `diagonal import KIND FILE --event EVENT`: a file from another program as a new tournament of an
 * event file: `trf` (FIDE TRF-16, ready to be continued), `draughtarbiter` (the result export of
 * the FMJD program) or `fmjd` (the FMJD rating report); or `team-ratings`, a federation's team
 * ratings (`team;rating;matches`) as the event's starting ratings (docs/TEAMS.md). All or nothing: a malformed line is named
 * with its number and nothing is imported. Result tables are sent as bytes: a Windows-1250 or
 * Windows-1252 file is recognised as rating lists are, or read as `--encoding` says.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { LIST_ENCODINGS, type ListEncodingChoice } from '../../shared/api/ratings';
import { t } from '../../shared/i18n/index';
import { EXIT, type Command } from './command';
import { onEvent } from './event-session';

const KINDS = {
  trf: ['file.importTrf', {}],
  draughtarbiter: ['file.importResults', { layout: 'draughtarbiter' }],
  fmjd: ['file.importResults', { layout: 'fmjd-report' }],
  'team-ratings': ['team.ratings.import', {}],
} as const;

/** Kinds read as UTF-8 text (the others as bytes, their encoding detected). */
const TEXT_KINDS: ReadonlySet<string> = new Set(['trf', 'team-ratings']);

const USAGE = `Usage: diagonal import KIND FILE --event EVENT [--encoding ENCODING]
  KIND: ${Object.keys(KINDS).join(', ')}
  ENCODING (draughtarbiter, fmjd; detected when left out): ${LIST_ENCODINGS.join(', ')}
  diagonal import trf open.trf --event open.diagonal
  diagonal import team-ratings team-ratings.csv --event league.diagonal
  diagonal import draughtarbiter open.csv --event open.diagonal --encoding windows-1250`;

export const importCommand: Command = {
  name: 'import',
  usage: USAGE,
  async run(argv, io) {
    const free: string[] = [];
    let event: string | undefined;
    let encoding: string | undefined;
    for (let i = 0; i < argv.length; i++) {
      const a = argv[i] ?? '';
      if (a === '--event') event = argv[++i];
      else if (a === '--encoding') encoding = argv[++i] ?? '';
      else free.push(a);
    }
    const [kind, file, extra] = free;
    const entry = KINDS[kind as keyof typeof KINDS] as (typeof KINDS)[keyof typeof KINDS] | undefined;
    if (
      !entry ||
      !file ||
      extra !== undefined ||
      !event ||
      (encoding !== undefined && TEXT_KINDS.has(kind ?? ''))
    ) {
      io.err(USAGE);
      return EXIT.usage;
    }
    if (encoding !== undefined && !LIST_ENCODINGS.includes(encoding as ListEncodingChoice)) {
      io.err(
        `diagonal import: ${t('en', 'files:cliBadEncoding', { encoding, list: LIST_ENCODINGS.join(', ') })}`,
      );
      return EXIT.usage;
    }
    let bytes: Buffer;
    try {
      bytes = readFileSync(file);
    } catch {
      io.err(`diagonal import: ${t('en', 'files:cliCannotRead', { file })}`);
      return EXIT.invalidInput;
    }
    const content = TEXT_KINDS.has(kind ?? '')
      ? { text: bytes.toString('utf8') }
      : { data: bytes.toString('base64'), ...(encoding ? { encoding } : {}) };
    const res = await onEvent(event, entry[0], { ...entry[1], fileName: basename(file), ...content });
    if (!res.ok) {
      io.err(`diagonal import: ${res.message}`);
      return EXIT.invalidInput;
    }
    if (kind === 'team-ratings') {
      const r = res.value as { imported: number };
      io.out(t('en', 'teams:cli.ratingsImported', { file: basename(file), count: r.imported }));
      return EXIT.ok;
    }
    const v = res.value as { id: number; settings: { name: string }; entrantCount: number };
    io.out(t('en', 'files:cliImported', { name: v.settings.name, id: v.id, count: v.entrantCount }));
    return EXIT.ok;
  },
};
