/**
 * The team tournaments of the event's website (issue 14, issue 17 item 4): one page per team
 * tournament, `LANG/tID.html` as for an individual one, built from the team report model
 * (reports/teams/from-api.ts) filled with the views the team API answers, so the site and the
 * printed team reports show the same match points, board points and tiebreaks (R16.1, R16.1b).
 */
import { printedDates, printedDatesText } from '../../../shared/settings';
import { pairedDays } from '../../db/repos/tournaments';
import type { Language } from '../../../shared/i18n/index';
import { t as translate } from '../../../shared/i18n/index';
import type { Db } from '../../db/connection';
import type { TournamentEntry } from '../../reports/html/index-page';
import { page } from '../../reports/html/page';
import { teamCardBody } from '../../reports/html/team-card';
import { teamCardFile, teamTournamentBody, teamTournamentFile } from '../../reports/html/team-page';
import { teamContext } from '../../reports/teams/context';
import { teamModelFromViews, type TeamViews } from '../../reports/teams/from-api';
import type { SitePage } from '../../io/site-folder';
import { teamReportViews } from '../teams/report-views';
import type { listTournaments } from '../tournaments';

type Listed = ReturnType<typeof listTournaments>[number];

/** A team tournament's views and the days its rounds were paired, read once for every language. */
export type TeamSiteView = { x: Listed; views: TeamViews; days: ReturnType<typeof pairedDays> };

export function teamSiteViews(db: Db, list: readonly Listed[]): TeamSiteView[] {
  return list.map((x) => ({ x, views: teamReportViews(db, x.id), days: pairedDays(db, x.id) }));
}

/** Pushes the pages of each team tournament in `lang` and answers their index entries. */
export function teamPages(
  list: readonly TeamSiteView[],
  lang: Language,
  now: Date,
  pages: SitePage[],
): TournamentEntry[] {
  return list.map(({ x, views, days }) => {
    const last = views.event.currentRound;
    const m = teamModelFromViews(views, {
      language: lang,
      paper: 'a4',
      printed: now,
      round: last,
      dates: printedDatesText(printedDates(views.event.tournament.settings, days), lang),
    });
    const file = teamTournamentFile(x.id);
    const place = [m.header.city, m.header.dates].filter((s) => s.trim() !== '').join(' · ');
    const arbiter = m.header.arbiter
      ? translate(lang, 'reports:header.arbiter', { name: m.header.arbiter })
      : '';
    // The seeds: after the last round "la tête du classement est championne".
    const head = m.standings.rows[0];
    const championName = head ? (m.teams.find((tm) => tm.startNo === head.team)?.name ?? '') : '';
    const champion =
      views.event.finished && championName !== ''
        ? translate(lang, 'site:champion', { team: championName })
        : '';
    pages.push({
      path: `${lang}/${file}`,
      text: page({
        lang,
        file,
        title: x.settings.name,
        lines: [place, arbiter, champion].filter(Boolean),
        up: { href: 'index.html', text: translate(lang, 'site:allTournaments') },
        body: teamTournamentBody(m, x.id),
        updated: now,
      }),
    });
    // Team pages once the seeds are fixed (R16.1): before the start there is no seed to name them.
    const c = teamContext(m);
    for (const team of last > 0 ? m.teams : []) {
      const card = teamCardFile(x.id, team.startNo);
      pages.push({
        path: `${lang}/${card}`,
        text: page({
          lang,
          file: card,
          title: team.name,
          lines: [x.settings.name, team.club].filter(Boolean),
          up: { href: file, text: translate(lang, 'site:card.back', { name: x.settings.name }) },
          body: teamCardBody(c, team.startNo),
          updated: now,
        }),
      });
    }
    return {
      id: x.id,
      name: x.settings.name,
      status: x.status,
      rounds: last > 0 && m.totalRounds ? { played: last, total: m.totalRounds } : null,
      entrants: m.teams.length,
      teams: true,
      file,
    };
  });
}
