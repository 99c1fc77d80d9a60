/**
 * `diagonal explain FILE.trf [--round N] [--json] [--why-not A B]` (issue 30): why the Dutch
 * system pairs round N (default: the next round) as it does, from the engine's own decisions
 * (engine/pairing/explain.ts): each board's score groups, floats and colours with their reasons,
 * the bye, and the quality criteria not met fully. `--why-not A B` (starting numbers) pairs A
 * with B by force and says where that pairing is worse, or that it is exactly as good and what
 * decided. Nothing is written. Exit 1 when the round has no valid pairing, 2 usage, 3 invalid input.
 */
import { AppError, isAppError } from '../../shared/errors';
import { t } from '../../shared/i18n/index';
import { explainRound, type RoundExplanation } from '../engine/pairing/explain';
import { roundLines, whyNotText, type Naming } from '../engine/pairing/explain-text';
import type { PairingInput } from '../engine/pairing/model';
import { whyNot, type WhyNotAnswer } from '../engine/pairing/why-not';
import { readTrf } from '../io/trf';
import { trfPlayedRounds, trfToPairingInput } from '../io/trf-pairing';
import { EXIT, type CliIO, type Command } from './command';
import { readTrfFile } from './pair';

type Options = { file: string; round: number | null; json: boolean; whyNot: [number, number] | null };

function parse(argv: string[]): Options | null {
  let file: string | null = null;
  let round: number | null = null;
  let json = false;
  let pair: [number, number] | null = null;
  const int = (s: string | undefined): number | null =>
    s !== undefined && /^\d+$/.test(s) ? Number(s) : null;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--json') json = true;
    else if (a === '--round') {
      round = int(argv[++i]);
      if (round === null || round < 1) return null;
    } else if (a === '--why-not') {
      const x = int(argv[++i]);
      const y = int(argv[++i]);
      if (x === null || y === null) return null;
      pair = [x, y];
    } else if (a !== undefined && !a.startsWith('-') && file === null) file = a;
    else return null;
  }
  return file === null ? null : { file, round, json, whyNot: pair };
}

/** The explanation as JSON: entrants by starting number, scores in displayed points. */
function toJson(r: RoundExplanation, input: PairingInput, scale: number): unknown {
  const num = (i: number): number => input.entrants[i]?.number ?? 0;
  return JSON.parse(
    JSON.stringify(r, (key, value: unknown) => {
      if (key === 'pairing') return undefined;
      if (typeof value !== 'number') return value;
      if (['entrant', 'white', 'black', 'made', 'forced'].includes(key)) return value < 0 ? null : num(value);
      if (key === 'score' || key === 'bracket') return value / scale;
      return value;
    }),
    (key, value: unknown) =>
      (key === 'entrants' || key === 'movedDown' || key === 'residents') && Array.isArray(value)
        ? value.map((i: number) => num(i))
        : value,
  );
}

function run(argv: string[], io: CliIO): number {
  const opts = parse(argv);
  if (!opts) {
    io.err(t('en', 'pairing:usageExplain'));
    return EXIT.usage;
  }
  const trf = readTrf(readTrfFile(opts.file));
  const round = opts.round ?? trfPlayedRounds(trf) + 1;
  const input = trfToPairingInput(trf, round);
  const byNumber = new Map(input.entrants.map((e, i) => [e.number, i]));
  const names = new Map(trf.players.map((p) => [p.startNumber, p.name]));
  const scale = trf.pointSystem.scale || 1;
  const naming: Naming = {
    name: (i) => {
      const n = input.entrants[i]?.number ?? 0;
      return `${names.get(n) || '?'} (${n})`;
    },
    points: (s) => String(s / scale),
  };
  let made: RoundExplanation;
  let answer: WhyNotAnswer | null = null;
  try {
    made = explainRound(input);
    if (opts.whyNot) {
      const [a, b] = opts.whyNot.map((n) => {
        const i = byNumber.get(n);
        if (i === undefined || (input.entrants[i]?.rounds.length ?? 0) > input.playedRounds)
          throw new AppError('pairing:explainUnknownEntrant', { number: n, round });
        return i;
      }) as [number, number];
      answer = whyNot(input, a, b, made);
    }
  } catch (e) {
    if (!isAppError(e)) throw e;
    io.err(`diagonal explain: ${t('en', e.code, e.params)}`);
    return e.code === 'pairing:noValidPairing' ? EXIT.noPairing : EXIT.invalidInput;
  }
  const [a, b] = opts.whyNot ? opts.whyNot.map((n) => byNumber.get(n) ?? 0) : [0, 0];
  if (opts.json) {
    const out: Record<string, unknown> = { explanation: toJson(made, input, scale) };
    if (answer)
      out.whyNot = {
        a: opts.whyNot?.[0],
        b: opts.whyNot?.[1],
        ...(toJson({ ...answer.answer } as never, input, scale) as object),
        text: whyNotText('en', naming, a ?? 0, b ?? 0, answer.answer),
      };
    io.out(JSON.stringify(out, null, 2));
  } else if (answer) io.out(whyNotText('en', naming, a ?? 0, b ?? 0, answer.answer));
  else io.out(roundLines('en', naming, made).join('\n'));
  return EXIT.ok;
}

export const explainCommand: Command = {
  name: 'explain',
  usage: 'Usage: diagonal explain FILE.trf [--round N] [--json] [--why-not A B]',
  run,
};
