/**
 * A player's board on the phone (RULES.md R16.2): the opponent, the colours, the status from his
 * side, both reports as their authors said them, and the report itself in two taps (the result,
 * then Send). A phone that came in with the tournament password is told its reports only wait.
 */
import type { Outcome, PhoneBoard, PhoneReportAnswer } from '../shared/portal/phone';
import { call, withRetries } from './call';
import { h } from './dom';
import type { PageContext } from './page';
import { boardSaid, mayReport, statusText } from './said';

type Board = NonNullable<PhoneBoard['board']>;

/** The player's taps, one per game, kept across redraws until sent. */
let picked: (Outcome | null)[] = [];
/** One key per submission: a retry after a lost answer is the same submission. */
let requestKey: string | null = null;

const OUTCOMES = ['win', 'draw', 'loss'] as const;

function sender(me: PhoneBoard, c: PageContext) {
  return async (kind: 'result' | 'contest') => {
    requestKey ??= crypto.randomUUID();
    const key = requestKey;
    const input = {
      round: me.round ?? 0,
      requestKey: key,
      kind,
      outcomes: kind === 'result' ? picked : null,
    };
    let error: unknown = null;
    try {
      await withRetries(() => call<PhoneReportAnswer>('report', input, c.lang, c.token));
    } catch (e) {
      error = e;
    }
    requestKey = null;
    picked = [];
    c.done(error);
  };
}

/** One row of three taps per game (two with two legs, R5.1). */
const pickRows = (b: Board, c: PageContext) =>
  b.colours.map((_, i) =>
    h(
      'div',
      {},
      b.colours.length > 1 ? h('div', { class: 'muted' }, c.w('game', { leg: i + 1 })) : null,
      h(
        'div',
        { class: 'row' },
        ...OUTCOMES.map((o) =>
          h(
            'button',
            {
              class: 'pick',
              'aria-pressed': String(picked[i] === o),
              onclick: () => ((picked[i] = o), c.redraw()),
            },
            c.w(o),
          ),
        ),
      ),
    ),
  );

function reportBox(me: PhoneBoard, b: Board, c: PageContext): HTMLElement | null {
  if (!mayReport(b, me.channel)) return null;
  const { w } = c;
  if (picked.length !== b.colours.length) picked = b.colours.map(() => null);
  const results = (o: (Outcome | null)[]) => o.map((x) => (x ? w(x) : '–')).join(', ');
  const send = sender(me, c);
  const ready = picked.every((p) => p !== null);
  return h(
    'div',
    {},
    ...pickRows(b, c),
    ready
      ? h(
          'p',
          {},
          h(
            'button',
            { class: 'primary', onclick: () => void send('result') },
            w('send', { result: results(picked) }),
          ),
        )
      : null,
    b.theirs?.kind === 'result'
      ? h('p', {}, h('button', { class: 'danger', onclick: () => void send('contest') }, w('contest')))
      : null,
  );
}

export function boardView(me: PhoneBoard, c: PageContext): (Node | null)[] {
  const { w } = c;
  const b = me.board;
  const head = [
    h('p', { class: 'muted' }, `${me.tournament} · ${me.name}`),
    me.channel === 'password' ? h('p', { class: 'note' }, w('byPassword')) : null,
    me.round === null ? null : h('h2', {}, w('round', { round: me.round })),
  ];
  if (!b) return [...head, h('p', { class: 'card' }, w(me.bye ? 'bye' : 'noBoard'))];
  const stood = b.results.map((x) => (x ? w(x) : '–')).join(', ');
  return [
    ...head,
    h(
      'section',
      { class: 'card' },
      h('h2', {}, `${w('board', { board: b.boardNo })} · ${w('against', { name: b.opponent })}`),
      ...b.colours.map((col, i) =>
        h('div', {}, `${b.colours.length > 1 ? `${w('game', { leg: i + 1 })}: ` : ''}${w(col)}`),
      ),
      b.opening ? h('div', { class: 'muted' }, w('opening', { moves: b.opening })) : null,
      h(
        'p',
        {},
        h('div', { class: `status ${b.status}`, role: 'status' }, statusText(w, b, b.opponent, '', stood)),
      ),
      ...boardSaid(w, b).map((line) => h('div', { class: 'muted said' }, line)),
      reportBox(me, b, c),
    ),
  ];
}
