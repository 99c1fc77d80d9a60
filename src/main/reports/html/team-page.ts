/**
 * One team tournament on the website (issue 14, issue 17 item 4): the team standings with match
 * points, board points and the tiebreaks (R16.1), the team crosstable (R16.1b), then every
 * round's matches with each board's players and result, the latest first. Everything is read
 * from the team report model and laid out with the helpers the printed team reports use
 * (teamContext, figuresOf, teamCrossCells), so the site and the print agree.
 */
import type { Colour } from '../../../shared/domain';
import { t as translate } from '../../../shared/i18n/index';
import { teamCrossCells, teamCrossText } from '../../../shared/team-crosstable';
import { nameWithLeft, teamContext, teamRoundLabel, type TeamCtx } from '../teams/context';
import { figuresOf } from '../teams/figures';
import type { TeamMatch, TeamReportModel } from '../teams/model';
import { esc, link, raw, table, type Col } from './page';

export const teamTournamentFile = (id: number): string => `t${id}.html`;
/** A team's page: its seed is fixed at the start (R16.1 seeding), so the name stays. */
export const teamCardFile = (id: number, seed: number): string => `t${id}-team${seed}.html`;

/** The team's name linked to its page, marked once it has left. */
const teamLink = (c: TeamCtx, id: number, seed: number, upTo: number) =>
  link(teamCardFile(id, seed), nameWithLeft(c, c.team(seed), upTo));

const OTHER: Record<Colour, Colour> = { white: 'black', black: 'white' };

function standings(c: TeamCtx, id: number): string {
  const s = c.m.standings;
  const cols: Col[] = [
    { head: c.t('col.rank'), num: true },
    { head: c.t('col.startNo'), num: true, opt: true },
    { head: c.tt('col.team'), name: true },
    { head: c.tt('col.club'), opt: true },
    { head: c.tt('col.matchPoints'), num: true },
    { head: c.tt('col.boardPoints'), num: true },
    { head: c.tt('col.won'), num: true, opt: true },
    { head: c.tt('col.drawn'), num: true, opt: true },
    { head: c.tt('col.lost'), num: true, opt: true },
    ...s.sequence.map((code): Col => ({ head: c.tiebreakShort(code), num: true })),
  ];
  const rows = s.rows.map((r) => {
    const team = c.team(r.team);
    return [
      String(r.rank),
      String(r.team),
      teamLink(c, id, r.team, s.round),
      team.club,
      raw(`<strong>${esc(c.mp(r.matchPoints))}</strong>`),
      c.bp(r.boardPoints),
      String(r.won),
      String(r.drawn),
      String(r.lost),
      ...figuresOf(c, r, s.sequence),
    ];
  });
  const sequence = s.sequence.map((code) => c.tiebreakLong(code)).join(', ');
  return `<section id="standings"><h2>${esc(`${c.tt('kind.team-standings')} · ${c.t('header.afterRound', { round: s.round })}`)}</h2>
${table(cols, rows)}
<p class="muted">${esc(c.tt('legend.standings', { ...c.m.matchPoints, sequence }))}</p></section>`;
}

function crosstable(c: TeamCtx, id: number): string {
  const s = c.m.standings;
  const rounds = c.m.rounds.filter((r) => r.number <= s.round);
  const bye = c.tt('bye');
  const cols: Col[] = [
    { head: c.t('col.rank'), num: true },
    { head: c.t('col.startNo'), num: true },
    { head: c.tt('col.team'), name: true },
    ...rounds.map((r): Col => ({ head: c.t('col.roundNo', { round: r.number }) })),
    { head: c.tt('col.matchPoints'), num: true },
    { head: c.tt('col.boardPoints'), num: true },
    ...s.sequence.map((code): Col => ({ head: c.tiebreakShort(code), num: true })),
  ];
  const rows = s.rows.map((r) => [
    String(r.rank),
    String(r.team),
    teamLink(c, id, r.team, s.round),
    ...teamCrossCells(rounds, r.team).map((cell) => {
      // R16.1b: a round after the team left is marked, as on screen and in print
      const left = c.team(r.team).left;
      if (cell.kind === 'none' && left && cell.round > left.round) return '–';
      return teamCrossText(cell, c.colourLetter, bye, c.m.boardPoints.scale);
    }),
    raw(`<strong>${esc(c.mp(r.matchPoints))}</strong>`),
    c.bp(r.boardPoints),
    ...figuresOf(c, r, s.sequence),
  ]);
  return `<section id="crosstable"><h2>${esc(c.tt('kind.team-crosstable'))}</h2>
${table(cols, rows, undefined, true)}
<p class="muted">${esc(c.tt('legend.crosstable'))}</p></section>`;
}

/** One match: each board's players with their colours, the result read from the home side. */
function match(c: TeamCtx, m: TeamMatch): string {
  const home = c.team(m.home);
  const away = c.team(m.away);
  const cols: Col[] = [
    { head: c.t('col.board'), num: true },
    { head: c.t('col.colour'), opt: true },
    { head: home.name, name: true },
    { head: c.t('col.result') },
    { head: c.t('col.colour'), opt: true },
    { head: away.name, name: true },
  ];
  const rows = m.games.map((g) => [
    String(g.board),
    c.colourLetter(g.homeColour),
    g.home?.name ?? '',
    g.result === null ? '' : c.code(g.result, g.homeColour),
    c.colourLetter(OTHER[g.homeColour]),
    g.away?.name ?? '',
  ]);
  const score = m.games.some((g) => g.result !== null)
    ? ` ${c.bp(m.boardPoints[0])}–${c.bp(m.boardPoints[1])}`
    : '';
  const match = c.t('legend.term', { term: c.tt('sheet.match', { table: m.table }) });
  const caption = `${match}${c.tt('sheet.versus', { home: home.name, away: away.name })}${score}`;
  return table(cols, rows, caption);
}

function round(c: TeamCtx, number: number): string {
  const r = c.m.rounds.find((x) => x.number === number);
  const bye = r?.bye
    ? `<p>${esc(
        c.tt('byeLine', {
          team: c.team(r.bye.team).name,
          matchPoints: c.mp(r.bye.matchPoints),
          boardPoints: c.bp(r.bye.boardPoints),
        }),
      )}</p>`
    : '';
  const matches = (r?.matches ?? []).map((m) => match(c, m)).join('\n');
  return `<section id="round-${number}"><h2>${esc(teamRoundLabel(c, number))}</h2>
${matches || `<p>${esc(c.tt('sheet.noMatch'))}</p>`}
${bye}</section>`;
}

function registered(c: TeamCtx): string {
  const cols: Col[] = [
    { head: c.t('col.startNo'), num: true },
    { head: c.tt('col.team'), name: true },
    { head: c.tt('col.club') },
    { head: c.t('col.rating'), num: true },
  ];
  const rows = c.m.teams.map((x) => [
    String(x.startNo),
    x.name,
    x.club,
    x.rating === null ? '' : String(x.rating),
  ]);
  return `<section id="entrants"><h2>${esc(c.t('kind.entrants'))}</h2>
${table(cols, rows)}</section>`;
}

/** The page's body, and the contents bar that leads to its sections. */
export function teamTournamentBody(m: TeamReportModel, id: number): string {
  const c = teamContext(m);
  const played = m.rounds.length;
  if (played === 0) return registered(c);
  const numbers = Array.from({ length: played }, (_, i) => played - i);
  const contents = [
    link('#standings', c.tt('kind.team-standings')).html,
    link('#crosstable', c.tt('kind.team-crosstable')).html,
    ...numbers.map((n) => link(`#round-${n}`, c.t('header.round', { round: n })).html),
  ].join(' ');
  return [
    `<nav class="toc" aria-label="${esc(translate(m.language, 'site:contents'))}">${contents}</nav>`,
    standings(c, id),
    crosstable(c, id),
    `<h2 class="rounds">${esc(translate(m.language, 'site:rounds'))}</h2>`,
    ...numbers.map((n) => round(c, n)),
  ].join('\n');
}
