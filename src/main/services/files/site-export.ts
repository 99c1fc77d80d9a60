/**
 * The event's website (issue 17, item 4): every rounds tournament of the event file in the four
 * languages, one folder per language with the same file names in each, so that the language
 * switch is a link and a reader keeps their place:
 *   index.html                 the front door: choose a language
 *   style.css                  the one style sheet
 *   LANG/index.html            the event's tournaments
 *   LANG/tID.html              standings, crosstable or grid, every round's boards and results
 *   LANG/tID-NO.html           the card of the entrant with starting number NO
 *   LANG/tID.html (team)       team standings, team crosstable, every round's matches (site-teams.ts)
 * All four languages in every export rather than one chosen per export: a federation publishes
 * for a field of several countries, and one upload then serves each reader in their language.
 * Names are stable (tournament id, starting number fixed at round 1: R6.3, R7.2), so exporting
 * again after a round replaces the same files. The pages are built from the report model, the
 * figures the printed reports show (services/rounds/report-views.ts).
 */
import { LANGUAGES } from '../../../shared/i18n/index';
import { t as translate } from '../../../shared/i18n/index';
import type { Db } from '../../db/connection';
import { isArenaTournament } from '../../db/repos/arena';
import { getEvent } from '../../db/repos/events';
import { cardBody, cardLines, cardTitle } from '../../reports/html/card-page';
import { frontDoor, indexBody, type TournamentEntry } from '../../reports/html/index-page';
import { page } from '../../reports/html/page';
import { SITE_CSS } from '../../reports/html/style';
import { cardFile, tournamentBody, tournamentFile } from '../../reports/html/tournament-page';
import { context } from '../../reports/layout';
import type { SitePage } from '../../io/site-folder';
import { listTournaments } from '../tournaments';
import { stackOf } from '../tournament-common/stack';
import { teamPages, teamSiteViews } from './site-teams';
import { reportView } from '../rounds/report-views';

export function buildSite(db: Db, now: Date): SitePage[] {
  const event = getEvent(db)?.name ?? '';
  const all = listTournaments(db).filter((x) => !isArenaTournament(db, x.id));
  const tournaments = all.filter((x) => stackOf(db, x.id) === 'individual');
  const teamEvents = all.filter((x) => stackOf(db, x.id) === 'team');
  const pages: SitePage[] = [
    { path: 'index.html', text: frontDoor(event || tournaments[0]?.settings.name || 'Diagonal') },
    { path: 'style.css', text: SITE_CSS },
  ];
  // Each tournament's view is computed once, then written in every language.
  const viewed = tournaments.map((x) => ({ x, view: reportView(db, x.id, { paper: 'a4', printed: now }) }));
  const teamViews = teamSiteViews(db, teamEvents);
  for (const lang of LANGUAGES) {
    const entries: TournamentEntry[] = [];
    for (const { x, view } of viewed) {
      const m = view(lang);
      const c = context(m);
      const name = x.settings.name;
      const file = tournamentFile(x.id);
      const played = m.sheet.rounds.length;
      entries.push({
        id: x.id,
        name,
        status: x.status,
        rounds: played > 0 && m.totalRounds ? { played, total: m.totalRounds } : null,
        entrants: played > 0 ? m.entrants.length : x.entrantCount,
        file,
      });
      const place = [m.header.city, m.header.dates].filter((s) => s.trim() !== '').join(' · ');
      const lines = [place, m.header.arbiter ? c.t('header.arbiter', { name: m.header.arbiter }) : ''];
      pages.push({
        path: `${lang}/${file}`,
        text: page({
          lang,
          file,
          title: name,
          lines: lines.filter(Boolean),
          up: { href: 'index.html', text: translate(lang, 'site:allTournaments') },
          body: tournamentBody(m, x.id, x.status === 'cancelled'),
          updated: now,
        }),
      });
      // Cards once starting numbers are fixed (R6.3): before round 1 they are entry numbers.
      if (played === 0) continue;
      for (const e of m.entrants) {
        const card = cardFile(x.id, e.startNo);
        pages.push({
          path: `${lang}/${card}`,
          text: page({
            lang,
            file: card,
            title: cardTitle(c, e.startNo),
            lines: [name, ...cardLines(c, e.startNo)],
            up: { href: file, text: translate(lang, 'site:card.back', { name }) },
            body: cardBody(c, x.id, e.startNo),
            updated: now,
          }),
        });
      }
    }
    entries.push(...teamPages(teamViews, lang, now, pages));
    entries.sort((a, b) => a.id - b.id);
    pages.push({
      path: `${lang}/index.html`,
      text: page({
        lang,
        file: 'index.html',
        title: event || translate(lang, 'site:tournaments'),
        body: indexBody(lang, entries),
        updated: now,
      }),
    });
  }
  return pages;
}
