/**
 * Scoring the sheet (RULES.md R4, R5, R8): every game from each entrant's side, every absence,
 * per game and per round, with the point system as data.
 */
import { GAME_RESULTS, isPlayed, type GameResult, type PointSystem } from '../../shared/domain';
import { AppError } from '../../shared/errors';
import type { Absence, EntrantScore, Game, RoundEntry, ScoredGame, ScoringSheet, StartNo } from './types';

type Side = { points: number; outcome: ScoredGame['outcome'] };

/** R8: the two sides of one result, White first. */
function sidesOf(result: GameResult, p: PointSystem): [Side, Side] {
  const win: Side = { points: p.win, outcome: 'win' };
  const loss: Side = { points: p.loss, outcome: 'loss' };
  const draw: Side = { points: p.draw, outcome: 'draw' };
  // R8.2/R8.3: the present entrant scores the forfeit win, the absent one the forfeit loss.
  const fWin: Side = { points: p.forfeitWin, outcome: 'win' };
  const fLoss: Side = { points: p.forfeitLoss, outcome: 'loss' };
  switch (result) {
    case 'white-wins':
      return [win, loss];
    case 'black-wins':
      return [loss, win];
    case 'draw':
    case 'ruled-draw': // R8.5: a played 1-1
      return [draw, draw];
    case 'white-wins-no-show':
    case 'white-wins-forfeit':
      return [fWin, fLoss];
    case 'black-wins-no-show':
    case 'black-wins-forfeit':
      return [fLoss, fWin];
    case 'double-forfeit': // R8.4: 0-0, nobody gets anything
      return [fLoss, fLoss];
  }
}

// One table per point system: scoring a sheet then allocates nothing per game for the sides.
const tables = new WeakMap<PointSystem, Map<GameResult, [Side, Side]>>();

export function sides(result: GameResult, p: PointSystem): [Side, Side] {
  let table = tables.get(p);
  if (!table) {
    table = new Map(GAME_RESULTS.map((r) => [r, sidesOf(r, p)]));
    tables.set(p, table);
  }
  return table.get(result) ?? sidesOf(result, p);
}

/** R4.2: the bye is a win's points for every game of the round; the other absences likewise per game. */
export function absencePoints(kind: Absence['kind'], p: PointSystem, gamesPerRound: number): number {
  const perGame = {
    bye: p.bye,
    'half-bye': p.halfBye,
    'full-bye': p.fullBye,
    absent: p.zeroBye,
    withdrawn: p.zeroBye,
  };
  return perGame[kind] * gamesPerRound;
}

function scoreGame(
  game: Game,
  colour: 'white' | 'black',
  leg: number,
  sheet: ScoringSheet,
): ScoredGame | null {
  if (game.result === null) return null;
  // R5.1: the second leg has the colours reversed, so the board's black is that game's White.
  const gameColour = leg % 2 === 0 ? colour : colour === 'white' ? 'black' : 'white';
  const [w, b] = sides(game.result, sheet.points);
  const side = gameColour === 'white' ? w : b;
  const played = isPlayed(game.result);
  return {
    colour: gameColour,
    result: game.result,
    points: side.points,
    played,
    rated: sheet.rated && played && game.unrated !== true, // R12.3
    outcome: side.outcome,
  };
}

/** Every entrant's rounds and total, in starting-number order. Refuses a sheet that contradicts itself. */
export function scoreSheet(sheet: ScoringSheet): EntrantScore[] {
  const entries = new Map<StartNo, RoundEntry[]>();
  for (const e of sheet.entrants) {
    if (entries.has(e.startNo)) throw new AppError('engine:sheet.duplicateEntrant', { startNo: e.startNo });
    entries.set(e.startNo, []);
  }
  for (const round of sheet.rounds) {
    const seen = new Set<StartNo>();
    const take = (startNo: StartNo): RoundEntry[] => {
      const list = entries.get(startNo);
      if (!list) throw new AppError('engine:sheet.unknownEntrant', { round: round.number, startNo });
      if (seen.has(startNo))
        throw new AppError('engine:sheet.twiceInRound', { round: round.number, startNo });
      seen.add(startNo);
      return list;
    };
    for (const board of round.boards) {
      if (board.white === board.black) {
        throw new AppError('engine:sheet.selfPairing', { round: round.number, startNo: board.white });
      }
      if (board.games.length !== round.gamesPerRound) {
        throw new AppError('engine:sheet.gameCount', {
          round: round.number,
          white: board.white,
          black: board.black,
          expected: round.gamesPerRound,
          found: board.games.length,
        });
      }
      for (const [me, opponent, colour] of [
        [board.white, board.black, 'white'],
        [board.black, board.white, 'black'],
      ] as const) {
        const games: ScoredGame[] = [];
        let points = 0;
        board.games.forEach((g, leg) => {
          const scored = scoreGame(g, colour, leg, sheet);
          if (scored) {
            games.push(scored);
            points += scored.points;
          }
        });
        take(me).push({ round: round.number, kind: 'board', opponent, games, points });
      }
    }
    for (const a of round.absences) {
      const points = absencePoints(a.kind, sheet.points, round.gamesPerRound);
      take(a.startNo).push({ round: round.number, kind: a.kind, points });
    }
    // An entrant on no board and in no absence did not take part: absent, 0 (R10.1).
    for (const [startNo, list] of entries) {
      if (!seen.has(startNo)) {
        list.push({
          round: round.number,
          kind: 'absent',
          points: absencePoints('absent', sheet.points, round.gamesPerRound),
        });
      }
    }
  }
  return [...sheet.entrants]
    .sort((a, b) => a.startNo - b.startNo)
    .map((e) => {
      const rounds = entries.get(e.startNo) ?? [];
      return {
        startNo: e.startNo,
        rating: e.rating,
        withdrawn: e.withdrawn,
        rounds,
        points: rounds.reduce((s, r) => s + r.points, 0),
      };
    });
}
