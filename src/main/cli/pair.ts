/**
 * `diagonal pair FILE.trf [-o OUT] [--checklist FILE]`: pairs the next round of a TRF file with the Dutch system and
 * writes it in the reference engines' format: the number of pairs, then `white black` per board in
 * publication order, the PAB as `id 0`. Exit 1 when no pairing satisfies the absolute criteria
 * (R6.2), 3 for an invalid file. `--checklist` also writes the round's checklist in the reference
 * engine's columns (io/checklist.ts). `--teams`: the team Swiss of the file's `013` teams (cli/teams.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { AppError, isAppError } from '../../shared/errors';
import { pairDutch } from '../engine/pairing/dutch';
import type { Pairing, PairingInput } from '../engine/pairing/model';
import { formatChecklist } from '../io/checklist';
import { readTrf } from '../io/trf';
import { trfToPairingInput } from '../io/trf-pairing';
import { EXIT, type CliIO, type Command } from './command';

/** The reference format: count, then `white black` lines, the bye as `id 0`. */
export function formatPairing(p: Pairing, input: PairingInput): string {
  const num = (i: number): number => input.entrants[i]?.number ?? 0;
  const lines = p.boards.map((b) => `${num(b.white)} ${num(b.black)}`);
  if (p.bye !== null) lines.push(`${num(p.bye)} 0`);
  return [String(lines.length), ...lines].join('\n') + '\n';
}

export function readTrfFile(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    throw new AppError('pairing:fileUnreadable', { file });
  }
}

/** The messages are loaded only when one is printed (see the transport). */
const message = async (key: string, params?: Record<string, unknown>): Promise<string> =>
  (await import('../../shared/i18n/index')).t('en', key, params);

/** `--teams` (R16.1b): the next round of the team Swiss of the file's `013` teams. */
async function runTeams(argv: string[], io: CliIO): Promise<number> {
  // Loaded here: a team round needs the messages and the team settings' schemas, which an
  // individual round is paired without (see the transport).
  const { teamOptions, teamPairing } = await import('./teams');
  let parsed;
  try {
    parsed = teamOptions(argv.filter((a) => a !== '--teams'));
  } catch (e) {
    if (!isAppError(e)) throw e;
    io.err(`diagonal pair: ${await message(e.code, e.params)}`);
    return EXIT.usage;
  }
  const files = parsed.rest.filter((a) => !a.startsWith('-'));
  const file = files[0];
  if (file === undefined || files.length > 1 || parsed.rest.length !== files.length) {
    io.err(await message('pairing:usagePair'));
    return EXIT.usage;
  }
  return teamPairing(readTrfFile(file), parsed.options, io);
}

async function run(argv: string[], io: CliIO): Promise<number> {
  if (argv.includes('--teams')) return runTeams(argv, io);
  let file: string | undefined;
  let out: string | undefined;
  let checklist: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '-o' || a === '--output') out = argv[++i];
    else if (a === '--checklist') checklist = argv[++i];
    else if (file === undefined && a !== undefined && !a.startsWith('-')) file = a;
    else file = undefined;
  }
  const missing = (flag: string, value: string | undefined): boolean =>
    argv.includes(flag) && value === undefined;
  if (file === undefined || missing('-o', out) || missing('--checklist', checklist)) {
    io.err(await message('pairing:usagePair'));
    return EXIT.usage;
  }
  const input = trfToPairingInput(readTrf(readTrfFile(file)));
  let pairing: Pairing;
  try {
    pairing = pairDutch(input);
  } catch (e) {
    if (isAppError(e) && e.code === 'pairing:noValidPairing') {
      // The reference writes the checklist without this round's cells then too.
      if (checklist !== undefined) writeFileSync(checklist, formatChecklist(input, null));
      io.err(`diagonal pair: ${await message(e.code, e.params)}`);
      return EXIT.noPairing;
    }
    throw e;
  }
  if (checklist !== undefined) writeFileSync(checklist, formatChecklist(input, pairing));
  const text = formatPairing(pairing, input);
  if (out === undefined) io.out(text);
  else writeFileSync(out, text);
  return EXIT.ok;
}

export const pairCommand: Command = {
  name: 'pair',
  usage:
    'Usage: diagonal pair FILE.trf [-o OUT] [--checklist FILE] | diagonal pair FILE.trf --teams [--match-points W,D,L]',
  run,
};
