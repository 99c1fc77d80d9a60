/**
 * A captain forfeits his team's match or withdraws the team (R16.1b; issue 32.3), in two steps:
 * the choice, then a card that spells out what follows (which boards become forfeits, which keep
 * their result, that the team is no longer paired, that the arbiter can undo it until the next
 * round is paired) with the one button that does it. With the tournament's password the page
 * says that only the slip's link or code can (the listener refuses it too).
 */
import type { PhoneLeaveAnswer, PhoneMatch } from '../shared/portal/phone';
import { call } from './call';
import { h } from './dom';
import type { PageContext } from './page';

type Kind = 'forfeit' | 'abandon';
/** The step the captain is at: nothing asked, or the consequence of one choice shown. */
let asked: Kind | null = null;

/** The boards that a leave scores as forfeits (no result yet) and those that keep theirs. */
export function consequences(m: PhoneMatch['match']): { forfeited: number[]; kept: number[] } {
  const boards = m?.boards ?? [];
  return {
    forfeited: boards.filter((b) => b.result === null).map((b) => b.board),
    kept: boards.filter((b) => b.result !== null).map((b) => b.board),
  };
}

/** The sentences of the second step, in order. */
export function consequenceLines(w: PageContext['w'], me: PhoneMatch, kind: Kind): string[] {
  const m = me.match;
  const { forfeited, kept } = consequences(m);
  const team = me.name;
  const lines: string[] = [];
  if (forfeited.length)
    lines.push(w('captain.withdraw.boardsForfeited', { team, boards: forfeited.join(', ') }));
  if (kept.length) lines.push(w('captain.withdraw.boardsKept', { boards: kept.join(', ') }));
  if (m && kind === 'forfeit')
    lines.push(w('captain.withdraw.forfeitMatch', { match: m.matchNo, team, opponent: m.opponent }));
  if (m && kind === 'abandon') lines.push(w('captain.withdraw.abandonMatch', { match: m.matchNo }));
  lines.push(w('captain.withdraw.leaves', { team }), w('captain.withdraw.undo'));
  return lines;
}

function confirmCard(me: PhoneMatch, kind: Kind, c: PageContext): Node {
  const { w } = c;
  const m = me.match;
  const send = async () => {
    let error: unknown = null;
    try {
      await call<PhoneLeaveAnswer>(
        'leave',
        { round: me.round ?? 0, match: m?.matchNo ?? null, kind },
        c.lang,
        c.token,
      );
    } catch (e) {
      error = e;
    }
    asked = null;
    c.done(error);
  };
  const title =
    kind === 'forfeit'
      ? w('captain.withdraw.forfeitTitle', { match: m?.matchNo ?? 0, opponent: m?.opponent ?? '' })
      : w('captain.withdraw.abandonTitle', { team: me.name });
  const yes =
    kind === 'forfeit'
      ? w('captain.withdraw.confirmForfeit', { match: m?.matchNo ?? 0 })
      : w('captain.withdraw.confirmAbandon', { team: me.name });
  return h(
    'section',
    { class: 'card confirm', role: 'alertdialog', 'aria-label': title, 'data-step': '2' },
    h('h2', {}, title),
    ...consequenceLines(w, me, kind).map((line) => h('p', {}, line)),
    h(
      'p',
      { class: 'row' },
      h('button', { class: 'danger', onclick: () => void send() }, yes),
      h('button', { onclick: () => ((asked = null), c.redraw()) }, w('captain.withdraw.cancel')),
    ),
  );
}

/** The withdraw section under the match, or what the team's leave was once it left. */
export function withdrawView(me: PhoneMatch, c: PageContext): Node | null {
  const { w } = c;
  if (me.left) {
    asked = null;
    return h(
      'section',
      { class: 'card', 'data-testid': 'left' },
      h(
        'p',
        { role: 'status' },
        w(`captain.withdraw.left.${me.left.kind}`, { team: me.name, round: me.left.afterRound }),
      ),
      me.left.byCaptain ? h('p', { class: 'muted' }, w('captain.withdraw.leftUndo')) : null,
    );
  }
  if (me.round === null) return null;
  const m = me.match;
  const open = !m || m.boards.some((b) => b.result === null);
  if (!open) return null;
  if (me.channel === 'password') return h('p', { class: 'note' }, w('captain.withdraw.byPassword'));
  if (asked === 'forfeit' && !m) asked = null;
  if (asked) return confirmCard(me, asked, c);
  return h(
    'section',
    { class: 'card', 'data-step': '1' },
    h('h2', {}, w('captain.withdraw.title')),
    h('p', { class: 'muted' }, w('captain.withdraw.note')),
    m
      ? h(
          'p',
          {},
          h(
            'button',
            { class: 'danger', onclick: () => ((asked = 'forfeit'), c.redraw()) },
            w('captain.withdraw.forfeit'),
          ),
        )
      : null,
    h(
      'p',
      {},
      h(
        'button',
        { class: 'danger', onclick: () => ((asked = 'abandon'), c.redraw()) },
        w('captain.withdraw.abandon'),
      ),
    ),
  );
}
