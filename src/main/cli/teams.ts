/**
 * `--teams` for `diagonal standings` and `diagonal pair` (R16.1, R16.1b): the teams of a TRF
 * file's `013` records, ranked from their players' games, or paired for the next round with the
 * team Swiss. Match points 3/1/0 unless `--match-points W,D,L` says otherwise; `--board-points
 * first|last` adds board points as a tiebreak.
 */
import { AppError, isAppError } from '../../shared/errors';
import { t } from '../../shared/i18n/index';
import { pointsText } from '../../shared/figure-text';
import { DEFAULT_MATCH_POINTS, type BoardPointsTiebreak, type MatchPoints } from '../../shared/teams';
import { pairTeamSwiss } from '../engine/teams/pairing';
import { computeTeamStandings, teamSequence } from '../engine/teams/standings';
import { readTrf } from '../io/trf';
import { trfToTeamSheet } from '../io/trf-team-sheet';
import { EXIT, type CliIO } from './command';

export type TeamOptions = { matchPoints: MatchPoints; boardPoints: BoardPointsTiebreak };

/** Reads `--match-points` and `--board-points` out of `argv`, which keeps the other arguments. */
export function teamOptions(argv: string[]): { rest: string[]; options: TeamOptions } {
  const rest: string[] = [];
  const options: TeamOptions = { matchPoints: { ...DEFAULT_MATCH_POINTS }, boardPoints: 'off' };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (a === '--match-points') {
      const v = argv[++i] ?? '';
      const m = /^(\d+),(\d+),(\d+)$/.exec(v);
      const [win, draw, loss] = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [0, 0, 0];
      if (!m || !(win > draw && draw >= loss)) throw new AppError('teams:cli.badMatchPoints', { value: v });
      options.matchPoints = { win, draw, loss };
    } else if (a === '--board-points') {
      const v = argv[++i] ?? '';
      if (v !== 'first' && v !== 'last') throw new AppError('teams:cli.badBoardPoints', { value: v });
      options.boardPoints = v;
    } else rest.push(a);
  }
  return { rest, options };
}

const DECIMAL = { decimal: true } as const;

export function teamStandings(text: string, o: TeamOptions, json: boolean, io: CliIO): number {
  const trf = readTrf(text);
  const { sheet, names } = trfToTeamSheet(trf, o.matchPoints);
  const seq = teamSequence(o.boardPoints);
  const rows = computeTeamStandings(sheet, seq);
  const scale = trf.pointSystem.scale;
  // Board points in the file's units; BH and SB are in match points.
  const value = (code: string, v: number) => (code === 'BP' ? v / scale : v);
  if (json) {
    io.out(
      JSON.stringify(
        rows.map((r) => ({
          rank: r.rank,
          seed: r.startNo,
          name: names[r.startNo - 1] ?? '',
          matchPoints: r.matchPoints,
          boardPoints: r.boardPoints / scale,
          tiebreaks: Object.fromEntries(r.figures.map((f) => [f.code, value(f.code, f.value)])),
        })),
      ),
    );
    return EXIT.ok;
  }
  const head = [
    t('en', 'engine:cli.rank'),
    t('en', 'engine:cli.startNo'),
    t('en', 'teams:cli.team'),
    t('en', 'teams:cli.matchPoints'),
    t('en', 'teams:cli.boardPoints'),
    ...seq,
  ];
  const body = rows.map((r) => [
    String(r.rank),
    String(r.startNo),
    names[r.startNo - 1] ?? '',
    String(r.matchPoints),
    // As the file tools write figures (shared/figure-text.ts): halves as decimals, to two places.
    pointsText(r.boardPoints, scale, DECIMAL),
    ...r.figures.map((f) => pointsText(f.value, f.code === 'BP' ? scale : 1, DECIMAL)),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => (row[i] ?? '').length)));
  io.out(
    [head, ...body]
      .map((row) =>
        row.map((c, i) => (i === 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  '),
      )
      .join('\n'),
  );
  return EXIT.ok;
}

/** The next round's matches in the engines' format: count, then `home away` seeds, the bye as `seed 0`. */
export function teamPairing(text: string, o: TeamOptions, io: CliIO): number {
  const trf = readTrf(text);
  const { sheet } = trfToTeamSheet(trf, o.matchPoints);
  const round = trf.pairedRounds + 1;
  try {
    const p = pairTeamSwiss(
      sheet,
      round,
      Math.max(trf.totalRounds ?? round, round),
      trf.initialColour ?? 'white',
    );
    const lines = p.matches.map((m) => `${m.home} ${m.away}`);
    if (p.bye !== null) lines.push(`${p.bye} 0`);
    io.out([String(lines.length), ...lines].join('\n') + '\n');
    return EXIT.ok;
  } catch (e) {
    if (isAppError(e) && e.code === 'pairing:noValidPairing') {
      io.err(`diagonal pair: ${t('en', 'teams:errors.noValidPairing', { round })}`);
      return EXIT.noPairing;
    }
    throw e;
  }
}
