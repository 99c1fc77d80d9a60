/**
 * The round's pairings and the standings on the phone (RULES.md R16.2-R16.3): for everyone in an
 * open tournament, for the tournament's own phones in a private one. A team event lists matches
 * and ranks teams on match points (R16.1).
 */
import type { PhonePairings, PhoneStandings } from '../shared/portal/phone';
import { call } from './call';
import { h } from './dom';
import type { W } from './said';

export type Table = 'pairings' | 'standings';

export async function tableView(
  which: Table,
  tournamentId: number,
  teams: boolean,
  c: { w: W; lang: string; token: string | null },
): Promise<Node[]> {
  const { w } = c;
  if (which === 'pairings') {
    const p = await call<PhonePairings>('pairings', { tournamentId }, c.lang, c.token);
    const rows = p.boards.map((b) =>
      h(
        'tr',
        {},
        h('td', { class: 'num' }, String(b.boardNo)),
        h('td', {}, b.white),
        h('td', {}, b.black),
        h('td', { class: 'num' }, b.results.join(' ')),
      ),
    );
    return [
      h('h2', {}, p.round === null ? w('pairings') : `${w('pairings')} · ${w('round', { round: p.round })}`),
      h('table', {}, ...rows),
      // Whoever has the bye, named as such: never the reader's own "you have the bye" sentence.
      ...(p.bye ? [h('p', { class: 'muted' }, w('byeOf', { name: p.bye }))] : []),
    ];
  }
  const s = await call<PhoneStandings>('standings', { tournamentId }, c.lang, c.token);
  const head = h(
    'tr',
    {},
    h('th', { class: 'num' }, w('rank')),
    h('th', {}, w(teams ? 'captain.team' : 'name')),
    // Teams rank on match points (R16.1).
    h('th', { class: 'num' }, w(teams ? 'captain.matchPoints' : 'points')),
  );
  const rows = s.rows.map((r) =>
    h(
      'tr',
      {},
      h('td', { class: 'num' }, String(r.rank)),
      h('td', {}, r.name),
      h('td', { class: 'num' }, r.points),
    ),
  );
  return [h('h2', {}, w('standings')), h('table', {}, head, ...rows)];
}
