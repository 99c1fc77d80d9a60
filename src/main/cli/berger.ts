/**
 * `diagonal berger N [--double] [--json]`: the FIDE Berger table for N entrants (C.05 Annex 1,
 * RULES.md R7). `--json` prints one array per round of [white, black] pairs, the bye as [entrant, 0].
 */
import { AppError } from '../../shared/errors';
import { t } from '../../shared/i18n/index';
import { bergerTable, doubleBergerTable } from '../engine/berger';
import { EXIT, type CliIO, type Command } from './command';
import { intOption } from './plan';

const USAGE = 'Usage: diagonal berger N [--double] [--json]';

function run(argv: string[], io: CliIO): number {
  let count: number | undefined;
  let json = false;
  let double = false;
  try {
    for (const a of argv) {
      if (a === '--json') json = true;
      else if (a === '--double') double = true;
      else if (count === undefined && !a.startsWith('--')) count = intOption('N', a);
      else throw new AppError('engine:cli.unknownOption', { option: a });
    }
    if (count === undefined) throw new AppError('engine:cli.missingValue', { option: 'N' });
  } catch (e) {
    if (e instanceof AppError) {
      io.err(`diagonal berger: ${t('en', e.code, e.params)}\n${USAGE}`);
      return EXIT.usage;
    }
    throw e;
  }
  const table = double ? doubleBergerTable(count) : bergerTable(count);
  if (json) {
    io.out(JSON.stringify(table));
    return EXIT.ok;
  }
  const bye = t('en', 'engine:berger.bye');
  io.out(
    table
      .map(
        (round, i) =>
          `${t('en', 'engine:berger.round', { round: i + 1 })}: ` +
          round.map(([w, b]) => (b === 0 ? `${w} ${bye}` : `${w}-${b}`)).join(', '),
      )
      .join('\n'),
  );
  return EXIT.ok;
}

export const bergerCommand: Command = {
  name: 'berger',
  usage: USAGE,
  run,
};
