/**
 * A team's page on the website: its roster in board order, then each round's match from the
 * team's side (R16.1b): the opponent, every board's players and the result read from this team's
 * side, and the board points of both sides. Laid out from the team report model, as the team
 * tournament's page is.
 */
import type { Colour } from '../../../shared/domain';
import { t as translate } from '../../../shared/i18n/index';
import type { TeamCtx } from '../teams/context';
import { esc, table, type Col } from './page';

const OTHER: Record<Colour, Colour> = { white: 'black', black: 'white' };

function roster(c: TeamCtx, seed: number): string {
  const cols: Col[] = [
    { head: c.t('col.board'), num: true },
    { head: c.tt('col.player'), name: true },
    { head: c.t('col.title'), opt: true },
    { head: c.t('col.federation'), opt: true },
    { head: c.t('col.rating'), num: true },
  ];
  const rows = (c.team(seed).roster ?? []).map((p, i) => [
    String(i + 1),
    p.name,
    p.title,
    p.federation,
    p.rating === null ? '' : String(p.rating),
  ]);
  return `<section id="roster">${table(cols, rows)}</section>`;
}

function matches(c: TeamCtx, seed: number): string {
  const out: string[] = [];
  for (const r of [...c.m.rounds].reverse()) {
    const m = r.matches.find((x) => x.home === seed || x.away === seed);
    const label = c.t('header.round', { round: r.number });
    if (!m) {
      if (r.bye?.team === seed) out.push(`<h3>${esc(label)}</h3><p>${esc(c.tt('bye'))}</p>`);
      continue;
    }
    const home = m.home === seed;
    const other = c.team(home ? m.away : m.home);
    const cols: Col[] = [
      { head: c.t('col.board'), num: true },
      { head: c.t('col.colour'), opt: true },
      { head: c.tt('col.player'), name: true },
      { head: c.t('col.result') },
      { head: other.name, name: true },
    ];
    const rows = m.games.map((g) => {
      const own = home ? g.homeColour : OTHER[g.homeColour];
      return [
        String(g.board),
        c.colourLetter(own),
        (home ? g.home : g.away)?.name ?? '',
        g.result === null ? '' : c.code(g.result, own),
        (home ? g.away : g.home)?.name ?? '',
      ];
    });
    const [mine, theirs] = home ? m.boardPoints : [m.boardPoints[1], m.boardPoints[0]];
    const score = m.games.some((g) => g.result !== null) ? ` ${c.bp(mine)}–${c.bp(theirs)}` : '';
    out.push(
      `<h3>${esc(label)}</h3>\n${table(cols, rows, `${c.tt('sheet.versus', { home: c.team(seed).name, away: other.name })}${score}`)}`,
    );
  }
  return `<section id="matches"><h2>${esc(translate(c.m.language, 'site:rounds'))}</h2>\n${out.join('\n')}</section>`;
}

export function teamCardBody(c: TeamCtx, seed: number): string {
  return [roster(c, seed), matches(c, seed)].join('\n');
}
