import { describe, expect, it } from 'vitest';
import { actionName, activityLine, type LineContext } from '../../src/renderer/components/activity/summary';
import { undoPhrase } from '../../src/renderer/components/activity/undo';
import { DRAUGHTS_POINTS } from '../../src/shared/domain';
import { t, type Language } from '../../src/shared/i18n/index';

/**
 * The activity log in the arbiter's words (defect: it showed "entrant.add", "result: white-wins",
 * "undid: 179"). Every sentence below is written out by hand: who, which board, old and new result,
 * starting and board numbers, never an internal id.
 */
const words = (lng: Language, more: Partial<LineContext> = {}): LineContext => ({
  t: (key, params) => t(lng, key, params),
  ps: DRAUGHTS_POINTS,
  twoLegs: false,
  ...more,
});
const en = words('en');
const pl = words('pl');

const KOWALSKI = { name: 'Kowalski, Jan', startNo: 5 };
const SWIATEK = { name: 'Świątek, Iga', startNo: 2 };
/** Board 3 of round 2, White won: the new shape, with the players. */
const RESULT = {
  tournamentId: 1,
  round: 2,
  board: 3,
  leg: 1,
  result: 'white-wins',
  before: null,
  white: KOWALSKI,
  black: SWIATEK,
};
const REASON = { key: 'engine:start.roundRobin', params: { present: 6, threshold: 7, rounds: 5 } };

/** [action, stored summary, English, Polish] */
const CASES: [string, unknown, string, string][] = [
  [
    'event.create',
    { name: 'Festiwal Łódź' },
    'Event file created: Festiwal Łódź',
    'Utworzono plik zawodów: Festiwal Łódź',
  ],
  [
    'event.rename',
    { name: 'Open Kraków' },
    'Event renamed to Open Kraków',
    'Nowa nazwa zawodów: Open Kraków',
  ],
  ['tournament.create', { name: 'Open A' }, 'Tournament created: Open A', 'Utworzono turniej: Open A'],
  [
    'tournament.cancel',
    { name: 'Open A' },
    'Tournament cancelled by the organiser before its start: Open A',
    'Turniej odwołany przez organizatora przed startem: Open A',
  ],
  [
    'tournament.updateSettings',
    { changed: ['name', 'deputies', 'startDate'] },
    'Settings changed: Tournament name, Deputy arbiters, First day (printed)',
    'Zmienione ustawienia: Nazwa turnieju, Sędziowie asystenci, Pierwszy dzień (w druku)',
  ],
  [
    'tournament.updateSettings',
    { changed: ['threshold', 'timeControl'] },
    'Settings changed: Threshold, Time control',
    'Zmienione ustawienia: Próg, Tempo gry',
  ],
  [
    'tournament.start',
    { decision: { format: 'round-robin', rounds: 5, present: 6, reason: REASON, notes: [] }, boards: 3 },
    '6 present, threshold 7: round robin, 5 rounds. Round 1 paired, boards: 3.',
    'Obecnych 6, próg 7: system kołowy, rund: 5. Runda 1 skojarzona, stoliki: 3.',
  ],
  [
    'entrant.add',
    { entrant: 4711, name: 'Łęcki, Paweł', startNo: null, federation: 'POL', rating: 1850 },
    'Added entrant Łęcki, Paweł (POL, 1850)',
    'Zapisano uczestnika: Łęcki, Paweł (POL, 1850)',
  ],
  [
    'ratings.register',
    { entrant: 4712, name: 'Yılmaz, Ayşe', startNo: null, federation: 'TUR', rating: null },
    'Added entrant Yılmaz, Ayşe (TUR) from the rating lists',
    'Zapisano uczestnika z list rankingowych: Yılmaz, Ayşe (TUR)',
  ],
  [
    'entrant.update',
    {
      entrant: 4711,
      name: 'Łęcki, Paweł',
      startNo: null,
      changed: ['name', 'rating', 'federation'],
      changes: [
        { field: 'rating', before: 1850, after: 1875 },
        { field: 'federation', before: null, after: 'GER' },
      ],
    },
    'Edited Łęcki, Paweł: Rating 1850 → 1875, Federation – → GER',
    'Zmieniono dane: Łęcki, Paweł: Ranking 1850 → 1875, Federacja – → GER',
  ],
  [
    'entrant.remove',
    { entrant: 4711, name: 'Łęcki, Paweł' },
    'Removed entrant Łęcki, Paweł',
    'Usunięto zgłoszenie: Łęcki, Paweł',
  ],
  [
    'entrant.withdraw',
    { entrant: 88, ...KOWALSKI, afterRound: 3, forfeits: 1 },
    'Withdrew Kowalski, Jan (no. 5) after round 3 (R10.2); games scored as forfeits: 1',
    'Wycofano po rundzie 3: Kowalski, Jan (nr 5) (R10.2); partie przegrane walkowerem: 1',
  ],
  [
    'round.absence',
    { entrant: 88, ...KOWALSKI, round: 4, absent: true },
    'Round 4: Kowalski, Jan (no. 5) will be absent (R10.1)',
    'Runda 4: nieobecność – Kowalski, Jan (nr 5) (R10.1)',
  ],
  [
    'round.pairNext',
    {
      round: 2,
      boards: 3,
      bye: 17,
      byeEntrant: { name: 'Yılmaz, Ayşe', startNo: 7 },
      acceptRematches: false,
    },
    'Round 2 paired, boards: 3; bye: Yılmaz, Ayşe (no. 7)',
    'Runda 2 skojarzona, stoliki: 3; pauza: Yılmaz, Ayşe (nr 7)',
  ],
  [
    'round.edit',
    {
      round: 2,
      edit: { kind: 'swap', a: 88, b: 89 },
      warnings: [
        { code: 'rematch', params: { board: 1, white: 'Kowalski, Jan', black: 'Świątek, Iga', round: 1 } },
      ],
      entrants: { '88': KOWALSKI, '89': SWIATEK },
    },
    'Round 2: Kowalski, Jan (no. 5) and Świątek, Iga (no. 2) exchanged places (R6.6); confirmed despite: board 1: Kowalski, Jan and Świątek, Iga already played each other in round 1 (R6.2).',
    'Runda 2: zamiana miejsc – Kowalski, Jan (nr 5) i Świątek, Iga (nr 2) (R6.6); potwierdzono mimo ostrzeżeń: stolik 1: Kowalski, Jan i Świątek, Iga grali już ze sobą w rundzie 1 (R6.2).',
  ],
  [
    'result.set',
    { ...RESULT, before: 'draw' },
    'Board 3, round 2: Kowalski, Jan – Świątek, Iga, result 2–0 (was 1–1)',
    'Stolik 3, runda 2: Kowalski, Jan – Świątek, Iga, wynik 2–0 (poprzednio 1–1)',
  ],
  [
    'result.correct',
    { ...RESULT, result: 'black-wins', before: 'white-wins', repair: { round: 3, changed: true } },
    'Board 3, round 2: Kowalski, Jan – Świątek, Iga, result corrected to 0–2 (was 2–0), round 3 re-paired (R6.7)',
    'Stolik 3, runda 2: Kowalski, Jan – Świątek, Iga, wynik poprawiony na 0–2 (poprzednio 2–0), runda 3 skojarzona ponownie (R6.7)',
  ],
  [
    'result.rule',
    { round: 2, ruled: 3 },
    'Round 2: open games ruled drawn (R8.5): 3',
    'Runda 2: trwające partie orzeczone jako remis (R8.5): 3',
  ],
  [
    'ratings.applyDiff',
    { updated: [{ entrant: 4711, name: 'Łęcki, Paweł', before: 1850, after: 1875 }] },
    'Ratings taken from the latest lists: Łęcki, Paweł 1850 → 1875',
    'Rankingi przejęte z najnowszych list: Łęcki, Paweł 1850 → 1875',
  ],
  [
    'ratings.import',
    { list: 3, source: 'FMJD', file: 'fmjd.csv', imported: 7, skipped: 2 },
    'Rating list FMJD imported from fmjd.csv: players: 7, rows skipped: 2',
    'Zaimportowano listę rankingową FMJD z pliku fmjd.csv: zawodnicy: 7, pominięte wiersze: 2',
  ],
  [
    'activity.undo',
    { undid: 179, action: 'result.set', summary: RESULT },
    'Undid: result of board 3, round 2 (2–0 → no result)',
    'Cofnięto: wynik przy stoliku 3, runda 2 (2–0 → brak wyniku)',
  ],
];

describe('activity log: one sentence per row, in the arbiter’s language', () => {
  it.each(CASES)('%s in English and Polish', (action, summary, english, polish) => {
    expect(activityLine({ action, summary }, en)).toBe(english);
    expect(activityLine({ action, summary }, pl)).toBe(polish);
  });

  it('covers every action the log writes', () => {
    const covered = new Set(CASES.map(([a]) => a));
    expect(covered.size).toBe(20);
    for (const a of covered) {
      expect(actionName(a, en.t)).not.toBe(a);
      expect(actionName(a, pl.t)).not.toBe(actionName(a, en.t));
    }
  });

  it('never shows an internal id', () => {
    for (const [action, summary] of CASES) {
      const line = activityLine({ action, summary }, en);
      for (const id of ['4711', '4712', '88', '89', '179', ' 17']) expect(line).not.toContain(id);
    }
  });

  it('says who comes and goes, and a result cleared', () => {
    const present = { entrant: 88, name: 'Kowalski, Jan', startNo: null, changed: ['present'] };
    const off = { ...present, changes: [{ field: 'present', before: true, after: false }] };
    expect(activityLine({ action: 'entrant.update', summary: off }, en)).toBe(
      'Kowalski, Jan marked not present',
    );
    expect(activityLine({ action: 'entrant.update', summary: off }, pl)).toBe(
      'Kowalski, Jan: odznaczono obecność',
    );
    const cleared = { ...RESULT, result: null, before: 'white-wins-forfeit' };
    expect(activityLine({ action: 'result.set', summary: cleared }, en)).toBe(
      'Board 3, round 2: Kowalski, Jan – Świątek, Iga, result cleared (was +/−)',
    );
    const absentAgain = { entrant: 88, ...KOWALSKI, round: 4, absent: false };
    expect(activityLine({ action: 'round.absence', summary: absentAgain }, words('fr'))).toBe(
      'Ronde 4 : Kowalski, Jan (n° 5) jouera finalement',
    );
  });

  it('names the game with two legs (R5), read from the board’s White as on Results (issue 33)', () => {
    // Game 2 of board 3: Kowalski is the board's White and has Black here (R5.1); Świątek (White
    // in this game) did not show, so Kowalski wins: +/− from his side, as the board table shows it.
    const leg2 = { ...RESULT, leg: 2, white: SWIATEK, black: KOWALSKI, result: 'black-wins-no-show' };
    expect(activityLine({ action: 'result.set', summary: leg2 }, words('nl', { twoLegs: true }))).toBe(
      'Bord 3, partij 2, ronde 2: Kowalski, Jan – Świątek, Iga, uitslag +/− nv',
    );
    // a win of the game's White (Świątek) is a loss of the board's White: 0–2, as Results shows
    const won = { ...leg2, result: 'white-wins', before: 'draw' };
    expect(activityLine({ action: 'result.correct', summary: won }, words('en', { twoLegs: true }))).toBe(
      'Board 3, game 2, round 2: Kowalski, Jan – Świątek, Iga, result corrected to 0–2 (was 1–1)',
    );
    // game 1 is read from its own White, who is the board's White
    const leg1 = { ...RESULT, leg: 1, result: 'white-wins' };
    expect(activityLine({ action: 'result.set', summary: leg1 }, words('en', { twoLegs: true }))).toBe(
      'Board 3, game 1, round 2: Kowalski, Jan – Świątek, Iga, result 2–0',
    );
  });

  it('reads a result in the tournament’s point system (R4.1)', () => {
    const threeOne = words('en', { ps: { ...DRAUGHTS_POINTS, win: 3, draw: 1, forfeitWin: 3, bye: 3 } });
    expect(activityLine({ action: 'result.set', summary: RESULT }, threeOne)).toBe(
      'Board 3, round 2: Kowalski, Jan – Świątek, Iga, result 3–0',
    );
  });
});

describe('activity log: what an undo undid', () => {
  it.each<[string, unknown, string]>([
    ['result.correct', { ...RESULT, before: 'draw' }, 'correction of board 3, round 2 (2–0 → 1–1)'],
    ['result.rule', { round: 2, ruled: 3 }, 'ruled draws of round 2 (games: 3)'],
    [
      'round.edit',
      { round: 2, edit: { kind: 'colours', board: 1 }, warnings: [] },
      'pairing change of round 2',
    ],
    [
      'round.absence',
      { entrant: 88, ...KOWALSKI, round: 4, absent: true },
      'absence of Kowalski, Jan (no. 5) in round 4',
    ],
    [
      'entrant.withdraw',
      { entrant: 88, ...KOWALSKI, afterRound: 3, forfeits: 0 },
      'withdrawal of Kowalski, Jan (no. 5)',
    ],
    [
      'entrant.add',
      { entrant: 4711, name: 'Łęcki, Paweł', federation: 'POL', rating: 1850 },
      'registration of Łęcki, Paweł (POL, 1850)',
    ],
    ['tournament.updateSettings', { changed: ['threshold'] }, 'settings change (Threshold)'],
    [
      'ratings.applyDiff',
      {
        updated: [
          { before: 1, after: 2 },
          { before: 3, after: 4 },
        ],
      },
      'rating update (entrants: 2)',
    ],
  ])('%s', (action, summary, english) => {
    expect(undoPhrase({ action, summary }, en)).toBe(english);
  });

  // rows written before the undo stored what it undid: found in the log, else named by action
  it('finds an older undo’s target in the log, and names it when the log no longer has it', () => {
    const old = { undid: 179, action: 'result.set' };
    const row = (id: number) => (id === 179 ? { action: 'result.set', summary: RESULT } : undefined);
    expect(activityLine({ action: 'activity.undo', summary: old }, words('pl', { row }))).toBe(
      'Cofnięto: wynik przy stoliku 3, runda 2 (2–0 → brak wyniku)',
    );
    expect(activityLine({ action: 'activity.undo', summary: old }, en)).toBe('Undid: Result entered');
  });
});

describe('activity log: rows written before the detail was stored', () => {
  it('says what it can from the old shapes', () => {
    const oldResult = { tournamentId: 1, round: 2, board: 3, leg: 1, result: 'black-wins', before: null };
    expect(activityLine({ action: 'result.set', summary: oldResult }, en)).toBe(
      'Board 3, round 2: result 0–2',
    );
    const oldPair = { round: 2, boards: 3, bye: 17, acceptRematches: false };
    expect(activityLine({ action: 'round.pairNext', summary: oldPair }, en)).toBe(
      'Round 2 paired, boards: 3',
    );
    const oldEdit = { entrant: 4711, name: 'Łęcki, Paweł', changed: ['rating', 'birthYear'] };
    expect(activityLine({ action: 'entrant.update', summary: oldEdit }, en)).toBe(
      'Edited Łęcki, Paweł: Rating, Birth year',
    );
    const oldSwap = { round: 2, edit: { kind: 'swap', a: 88, b: 89 }, warnings: [] };
    expect(activityLine({ action: 'round.edit', summary: oldSwap }, pl)).toBe(
      'Runda 2: zamiana miejsc dwóch uczestników (R6.6)',
    );
  });

  it('says nothing rather than code for what it cannot read', () => {
    expect(activityLine({ action: 'result.set', summary: { input: { board: 'x' } } }, en)).toBe('');
    expect(activityLine({ action: 'something.new', summary: { id: 5 } }, en)).toBe('');
    expect(actionName('something.new', en.t)).toBe('Other change');
  });
});
