import { describe, expect, it } from 'vitest';
import type { RoundView } from '../../src/shared/api/rounds';
import type { Match, TeamRound } from '../../src/shared/api/teams';
import type { GameResult } from '../../src/shared/domain';
import { createI18n } from '../../src/shared/i18n';
import {
  entryKey,
  type EntryKeyAction,
  type EntryRules,
  type EntryState,
} from '../../src/renderer/hooks/entry-keys';
import { boardEntryRules, type GamePos } from '../../src/renderer/components/results/keys';
import { matchEntryRules, type BoardPos } from '../../src/renderer/components/teams/match-keys';

const day = createI18n('en').getFixedT('en', 'day');
const teamui = createI18n('en').getFixedT('en', 'teamui');
const frDay = createI18n('fr').getFixedT('fr', 'day');

const ref = (id: number) => ({ id, startNo: id, name: `E${id}`, rating: null, title: null });
/** Round 4 with boards 1, 2, 3 and 12 (board numbers need not follow each other), no results yet. */
function round4(legs: 1 | 2): RoundView {
  return {
    tournamentId: 1,
    number: 4,
    status: 'paired',
    gamesPerRound: legs,
    opening: null,
    boards: [1, 2, 3, 12].map((boardNo) => ({
      boardNo,
      white: ref(boardNo * 2 - 1),
      black: ref(boardNo * 2),
      whitePoints: 0,
      blackPoints: 0,
      games: Array.from({ length: legs }, (_, i) => ({
        id: boardNo * 10 + i,
        leg: (i + 1) as 1 | 2,
        whiteId: boardNo * 2 - 1,
        blackId: boardNo * 2,
        result: null,
      })),
      finished: false,
    })),
    bye: null,
    absences: [],
    unfinished: 4 * legs,
    entered: 0,
    pairedAt: '2026-05-02T10:00:00Z',
  };
}

const player = (entrantId: number) => ({ entrantId, name: `P${entrantId}`, rating: null, title: null });
function match(matchNo: number, results: (GameResult | null)[]): Match {
  return {
    matchNo,
    home: { id: matchNo * 2 - 1, seed: matchNo * 2 - 1, name: `H${matchNo}` },
    away: { id: matchNo * 2, seed: matchNo * 2, name: `A${matchNo}` },
    boards: results.map((result, i) => ({
      board: i + 1,
      homeColour: i % 2 === 0 ? 'white' : 'black',
      home: player(100 * matchNo + i),
      away: player(100 * matchNo + 50 + i),
      result,
      homePoints: null,
      awayPoints: null,
    })),
    boardPoints: { home: 0, away: 0 },
    matchPoints: null,
    complete: false,
    forfeitedBy: null,
    before: { home: 0, away: 0 },
  };
}
/** Team round 2: match 1 has boards 1 and 3 scored, match 2 none (four boards each). */
const teamRound: TeamRound = {
  tournamentId: 1,
  round: 2,
  status: 'paired',
  matches: [match(1, ['white-wins', null, 'draw', null]), match(2, [null, null, null, null])],
  bye: null,
  out: [],
};

type Field<P> = EntryState<P> & { error: string | null; scored: [P, GameResult | null][] };

/**
 * Keys pressed one by one in the field, as a browser delivers them: a single character the action
 * does not prevent lands in the field while it is not armed (then typed is what the field keeps).
 * After a score the screen selects `next` (the next unfinished game) as the screens do.
 */
function press<P>(rules: EntryRules<P>, keys: string[], next: (at: P) => P | null, from?: EntryState<P>) {
  const field: Field<P> = { typed: null, selected: null, ...from, error: null, scored: [] };
  const actions: EntryKeyAction<P>[] = [];
  for (const key of keys) {
    const armed = field.typed === null && field.selected !== null;
    const a = entryKey({ key, modified: false }, field, rules);
    actions.push(a);
    if (!a.handled) continue;
    field.error = a.error;
    if (a.typed !== undefined) field.typed = a.typed;
    if (a.select !== undefined) field.selected = a.select;
    if (a.score) {
      field.scored.push([a.score.pos, a.score.result]);
      field.selected = next(a.score.pos);
    }
    if (!a.prevent && key.length === 1 && !armed && rules.targetChar.test(key))
      field.typed = (field.typed ?? '') + key;
  }
  return { field, actions };
}

const board = (n: number, leg: 1 | 2 = 1): GamePos => ({ board: n, leg });
const after = (order: number[]) => (at: GamePos) => {
  const n = order[order.indexOf(at.board) + 1];
  return n === undefined ? null : board(n);
};

describe('keyboard result entry, individual boards (R8)', () => {
  const rules = boardEntryRules(round4(1), 'en', day);
  const next = after([1, 2, 3, 12]);

  it('"12" Enter selects board 12, then "=" scores it a draw and board 12 is done', () => {
    const { field } = press(rules, ['1', '2', 'Enter', '='], next);
    expect(field.scored).toEqual([[board(12), 'draw']]);
    expect(field.selected).toBeNull();
    expect(field.typed).toBeNull();
  });

  it('a result key right after the number scores that board at once: "2" "0" is a typed 20, "2" "+" a forfeit win', () => {
    expect(press(rules, ['2', '0'], next).field).toMatchObject({ typed: '20', scored: [] });
    const { field } = press(rules, ['2', '+'], next);
    expect(field.scored).toEqual([[board(2), 'white-wins-forfeit']]);
    expect(field.selected).toEqual(board(3));
  });

  it('after a result the next game is armed: one key each for boards 1, 2 and 3', () => {
    const { field } = press(rules, ['1', 'Enter', '1', '0', '5'], next);
    expect(field.scored).toEqual([
      [board(1), 'white-wins'],
      [board(2), 'black-wins'],
      [board(3), 'draw'],
    ]);
    expect(field.selected).toEqual(board(12));
  });

  it('a board the round does not have is refused with the message, and nothing is scored', () => {
    const { field } = press(rules, ['7', 'Enter'], next);
    expect(field.error).toBe('There is no board 7 in round 4.');
    expect(field.selected).toBeNull();
    expect(press(rules, ['7', '='], next).field).toMatchObject({
      error: 'There is no board 7 in round 4.',
      scored: [],
    });
  });

  it('the next key clears the message', () => {
    expect(press(rules, ['7', 'Enter', 'Backspace'], next).field.error).toBeNull();
  });

  it('armed: Backspace goes back to typing a board, Delete clears the result, other letters are kept out', () => {
    const armed = { typed: null, selected: board(3) };
    const { actions, field } = press(rules, ['x', 'Delete', 'Backspace', '1', '2'], next, armed);
    expect(actions[0]).toMatchObject({ handled: true, prevent: true });
    expect(actions[0]?.score).toBeUndefined();
    expect(field.scored).toEqual([[board(3), null]]);
    expect(field.typed).toBe('12');
  });

  it('Tab and shortcuts are left to the browser, even while armed', () => {
    const armed = { typed: null, selected: board(3) };
    expect(entryKey({ key: 'Tab', modified: false }, armed, rules).handled).toBe(false);
    expect(entryKey({ key: '1', modified: true }, armed, rules).handled).toBe(false);
  });

  it('letters and symbols are not typed into the board number, digits are', () => {
    const typing = { typed: '1', selected: null };
    expect(entryKey({ key: 'q', modified: false }, typing, rules).prevent).toBe(true);
    expect(entryKey({ key: '4', modified: false }, typing, rules).prevent).toBe(false);
    // Backspace while typing edits the number in the field
    expect(entryKey({ key: 'Backspace', modified: false }, typing, rules)).toEqual({
      handled: true,
      prevent: false,
      error: null,
    });
  });

  it('with one game a board, Enter on the armed game does nothing', () => {
    const armed = { typed: null, selected: board(3) };
    expect(entryKey({ key: 'Enter', modified: false }, armed, rules)).toEqual({
      handled: true,
      prevent: false,
      error: null,
    });
  });

  it('in French "a" is the no-show of Black, "n" is no key (issue 33)', () => {
    const fr = boardEntryRules(round4(1), 'fr', frDay);
    const armed = { typed: null, selected: board(2) };
    expect(press(fr, ['n', 'a'], next, armed).field.scored).toEqual([[board(2), 'white-wins-no-show']]);
  });
});

describe('keyboard result entry, two games a board (R5.1)', () => {
  const rules = boardEntryRules(round4(2), 'en', day);
  const stay = () => null;

  it('the board number selects game 1; Enter moves to game 2 and back', () => {
    expect(press(rules, ['3', 'Enter'], stay).field.selected).toEqual(board(3, 1));
    expect(press(rules, ['3', 'Enter', 'Enter'], stay).field.selected).toEqual(board(3, 2));
    expect(press(rules, ['3', 'Enter', 'Enter', 'Enter'], stay).field.selected).toEqual(board(3, 1));
  });

  it('Right and Down go to game 2, Left and Up to game 1, and the key then scores that game', () => {
    const armed = { typed: null, selected: board(12, 1) };
    expect(press(rules, ['ArrowDown', '0'], stay, armed).field.scored).toEqual([
      [board(12, 2), 'black-wins'],
    ]);
    expect(press(rules, ['ArrowRight', 'ArrowUp', '1'], stay, armed).field.scored).toEqual([
      [board(12, 1), 'white-wins'],
    ]);
    expect(press(rules, ['ArrowLeft'], stay, { typed: null, selected: board(1, 2) }).field.selected).toEqual(
      board(1, 1),
    );
  });
});

describe('keyboard result entry, team matches (R16.1b)', () => {
  const rules = matchEntryRules(teamRound, 'en', teamui);
  const order: BoardPos[] = [1, 2, 3, 4].map((b) => ({ match: 2, board: b }));
  const next = (at: BoardPos) => order[order.findIndex((p) => p.board === at.board) + 1] ?? null;

  it('"2" Enter then four keys score the whole of match 2', () => {
    const { field } = press(rules, ['2', 'Enter', '1', '=', '0', '-'], next);
    expect(field.scored).toEqual([
      [{ match: 2, board: 1 }, 'white-wins'],
      [{ match: 2, board: 2 }, 'draw'],
      [{ match: 2, board: 3 }, 'black-wins'],
      [{ match: 2, board: 4 }, 'black-wins-forfeit'],
    ]);
  });

  it('"1" Enter goes to match 1 at its first board without a result; "1.3" Enter to board 3', () => {
    expect(press(rules, ['1', 'Enter'], next).field.selected).toEqual({ match: 1, board: 2 });
    expect(press(rules, ['1', '.', '3', 'Enter'], next).field.selected).toEqual({ match: 1, board: 3 });
  });

  it('a result key while typing is kept out and scores nothing (the target needs Enter)', () => {
    const { field, actions } = press(rules, ['2', '+'], next);
    expect(actions[1]).toEqual({ handled: true, prevent: true, error: null });
    expect(field).toMatchObject({ typed: '2', selected: null, scored: [] });
  });

  it('a match or board the round does not have is refused with its message', () => {
    expect(press(rules, ['5', 'Enter'], next).field.error).toBe('Round 2 has no match 5.');
    expect(press(rules, ['1', '.', '9', 'Enter'], next).field.error).toBe('Match 1 has no board 9.');
    expect(press(rules, ['Enter'], next).field.error).toBe(
      'Type a match number, or match.board (for example 3.2).',
    );
  });

  it('Enter and the arrows do not move between boards of a match: only a result key scores', () => {
    const armed = { typed: null, selected: { match: 2, board: 1 } };
    const { field } = press(
      rules,
      ['Enter', 'ArrowRight', 'Escape', '2', '.', '4', 'Enter', 'm'],
      next,
      armed,
    );
    expect(field.scored).toEqual([[{ match: 2, board: 4 }, 'black-wins-no-show']]);
  });
});
