/**
 * A team captain's match on the phone (RULES.md R16.2 "one report per team for the whole match
 * with its board results"): the opponent and the table, every board with both players and our
 * colour, one tap per board (won, draw, lost), then one Send for the whole match; then the
 * status from our side and both captains' words per board, each as its captain said it.
 */
import type { Outcome, PhoneMatch, PhoneReportAnswer } from '../shared/portal/phone';
import { call, withRetries } from './call';
import { h } from './dom';
import type { PageContext } from './page';
import { matchBoardSaid, matchSaid, mayReport, statusText } from './said';
import { withdrawView } from './withdraw';

type Match = NonNullable<PhoneMatch['match']>;

/** The captain's taps, one per board, kept across redraws until sent. */
let picked: (Outcome | null)[] = [];
/** One key per submission: a retry after a lost answer is the same submission. */
let requestKey: string | null = null;

const OUTCOMES = ['win', 'draw', 'loss'] as const;

/** The taps a fresh report starts from: a board the arbiter already entered, picked with his result. */
export const startingPicks = (m: Match): (Outcome | null)[] => m.boards.map((b) => b.result);

/** The whole match is picked: one result on every board. */
export const allPicked = (picks: readonly (Outcome | null)[]): boolean =>
  picks.length > 0 && picks.every((p) => p !== null);

function sender(me: PhoneMatch, c: PageContext) {
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

function boardRow(
  me: PhoneMatch,
  m: Match,
  b: Match['boards'][number],
  i: number,
  open: boolean,
  c: PageContext,
) {
  const { w } = c;
  const word = (o: Outcome) => (o === 'draw' ? w('draw') : w(`captain.${o}`));
  const said = matchBoardSaid(w, m, me.name, b);
  return h(
    'div',
    { class: 'board', 'data-board': String(b.board) },
    h('div', {}, h('strong', {}, w('board', { board: b.board })), ` · ${w(`captain.${b.colour}`)}`),
    h('div', {}, `${b.player} – ${b.opponent}`),
    open
      ? h(
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
              word(o),
            ),
          ),
        )
      : null,
    said ? h('div', { class: 'muted said' }, said) : null,
  );
}

export function matchView(me: PhoneMatch, c: PageContext): (Node | null)[] {
  const { w } = c;
  const score = (list: (Outcome | null)[]) =>
    list.map((o) => (o === null ? '–' : o === 'draw' ? w('draw') : w(`captain.${o}`))).join(', ');
  const head = [
    h('p', { class: 'muted' }, `${me.tournament} · ${w('captain.of', { team: me.name })}`),
    me.channel === 'password' ? h('p', { class: 'note' }, w('captain.byPassword')) : null,
    me.round === null ? null : h('h2', {}, w('round', { round: me.round })),
  ];
  const m = me.match;
  const withdraw = withdrawView(me, c);
  if (!m)
    return [...head, h('p', { class: 'card' }, w(me.bye ? 'captain.bye' : 'captain.noMatch')), withdraw];
  const open = mayReport(m, me.channel) && !me.left;
  if (!open) picked = [];
  // A board the arbiter already entered comes picked with his result: the report must say it.
  else if (picked.length !== m.boards.length) picked = startingPicks(m);
  const send = sender(me, c);
  const status = statusText(w, m, m.opponent, 'captain.', score(m.boards.map((b) => b.result)));
  const ready = allPicked(picked);
  return [
    ...head,
    h(
      'section',
      { class: 'card' },
      h('h2', {}, `${w('captain.match', { match: m.matchNo })} · ${w('against', { name: m.opponent })}`),
      h('p', {}, h('div', { class: `status ${m.status}`, role: 'status' }, status)),
      ...matchSaid(w, m).map((line) => h('p', { class: 'muted said' }, line)),
      ...m.boards.map((b, i) => boardRow(me, m, b, i, open, c)),
      open && ready
        ? h(
            'p',
            {},
            h(
              'button',
              { class: 'primary', onclick: () => void send('result') },
              w('captain.send', { score: score(picked) }),
            ),
          )
        : null,
      open && !ready ? h('p', { class: 'muted' }, w('captain.pickAll')) : null,
      open && m.theirs?.kind === 'result'
        ? h(
            'p',
            {},
            h('button', { class: 'danger', onclick: () => void send('contest') }, w('captain.contest')),
          )
        : null,
    ),
    withdraw,
  ];
}
