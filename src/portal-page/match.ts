/**
 * A team captain's match on the phone (RULES.md R16.2 "one report per team for the whole match
 * with its board results"): the opponent and the table, every board with both players and our
 * colour, one tap per board (won, draw, lost), then one Send for the whole match; then the
 * status (confirmed, waiting with minutes left, disputed) and both captains' words per board.
 */
import type { Outcome, PhoneMatch, PhoneReportAnswer } from '../shared/portal/phone';
import { call, withRetries } from './call';
import { h } from './dom';

export type MatchContext = {
  w: (key: string, params?: Record<string, string | number>) => string;
  lang: string;
  token: string | null;
  /** Shows a refusal (or clears it with null) and draws the page again. */
  done: (error: unknown) => void;
  redraw: () => void;
};

type Match = NonNullable<PhoneMatch['match']>;

/** The captain's taps, one per board, kept across redraws until sent. */
let picked: (Outcome | null)[] = [];
/** One key per submission: a retry after a lost answer is the same submission. */
let requestKey: string | null = null;

const OUTCOMES = ['win', 'draw', 'loss'] as const;

/** A captain reports while nobody has decided: no report of his yet, the match open or waiting. */
export const canReport = (m: Match): boolean =>
  m.mine === null && (m.status === 'open' || m.status === 'waiting');

/** The taps a fresh report starts from: a board the arbiter already entered, picked with his result. */
export const startingPicks = (m: Match): (Outcome | null)[] => m.boards.map((b) => b.result);

/** The whole match is picked: one result on every board. */
export const allPicked = (picks: readonly (Outcome | null)[]): boolean =>
  picks.length > 0 && picks.every((p) => p !== null);

export function matchView(me: PhoneMatch, c: MatchContext): (Node | null)[] {
  const { w } = c;
  const word = (o: Outcome | null) => (o === null ? '–' : o === 'draw' ? w('draw') : w(`captain.${o}`));
  const score = (list: (Outcome | null)[]) => list.map(word).join(', ');
  const head = [
    h('p', { class: 'muted' }, `${me.tournament} · ${w('captain.of', { team: me.name })}`),
    me.round === null ? null : h('h2', {}, w('round', { round: me.round })),
  ];
  const m = me.match;
  if (!m) return [...head, h('p', { class: 'card' }, w(me.bye ? 'captain.bye' : 'captain.noMatch'))];
  const open = canReport(m);
  if (!open) picked = [];
  // A board the arbiter already entered comes picked with his result: the report must say it.
  else if (picked.length !== m.boards.length) picked = startingPicks(m);
  const send = async (kind: 'result' | 'contest') => {
    requestKey ??= crypto.randomUUID();
    const key = requestKey;
    let error: unknown = null;
    try {
      await withRetries(() =>
        call<PhoneReportAnswer>(
          'report',
          { round: me.round ?? 0, requestKey: key, kind, outcomes: kind === 'result' ? picked : null },
          c.lang,
          c.token,
        ),
      );
    } catch (e) {
      error = e;
    }
    requestKey = null;
    picked = [];
    c.done(error);
  };
  const stood = m.boards.map((b) => b.result);
  const status = h(
    'div',
    { class: `status ${m.status}`, role: 'status' },
    w(`captain.status.${m.status}`, { minutes: m.minutesLeft ?? 0, score: score(stood) }),
  );
  const boards = m.boards.map((b, i) =>
    h(
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
      b.mine !== null || b.theirs !== null
        ? h(
            'div',
            { class: 'muted' },
            [
              b.mine !== null ? `${w('captain.yourReport', { score: word(b.mine) })}` : '',
              b.theirs !== null
                ? `${w('captain.theirReport', { name: m.opponent, score: word(b.theirs) })}`
                : '',
            ]
              .filter((x) => x !== '')
              .join(' · '),
          )
        : null,
    ),
  );
  const ready = allPicked(picked);
  return [
    ...head,
    h(
      'section',
      { class: 'card' },
      h('h2', {}, `${w('captain.match', { match: m.matchNo })} · ${w('against', { name: m.opponent })}`),
      h('p', {}, status),
      m.theirs?.kind === 'contest'
        ? h('p', { class: 'muted' }, `${m.opponent}: ${w('captain.contested')}`)
        : null,
      ...boards,
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
  ];
}
