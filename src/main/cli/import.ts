/**
 * `diagonal import KIND FILE --event EVENT`: a file from another program as a new tournament of an
 * event file: `trf` (FIDE TRF-16, ready to be continued), `draughtarbiter` (the result export of
 * the FMJD program) or `fmjd` (the FMJD rating report). All or nothing: a malformed line is named
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
} as const;

const USAGE = `Usage: diagonal import KIND FILE --event EVENT [--encoding ENCODING]
  KIND: ${Object.keys(KINDS).join(', ')}
  ENCODING (draughtarbiter, fmjd; detected when left out): ${LIST_ENCODINGS.join(', ')}
  diagonal import trf open.trf --event open.diagonal
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
    if (!entry || !file || extra !== undefined || !event || (encoding !== undefined && kind === 'trf')) {
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
    const content =
      kind === 'trf'
        ? { text: bytes.toString('utf8') }
        : { data: bytes.toString('base64'), ...(encoding ? { encoding } : {}) };
    const res = await onEvent(event, entry[0], { ...entry[1], fileName: basename(file), ...content });
    if (!res.ok) {
      io.err(`diagonal import: ${res.message}`);
      return EXIT.invalidInput;
    }
    const v = res.value as { id: number; settings: { name: string }; entrantCount: number };
    io.out(t('en', 'files:cliImported', { name: v.settings.name, id: v.id, count: v.entrantCount }));
    return EXIT.ok;
  },
};
