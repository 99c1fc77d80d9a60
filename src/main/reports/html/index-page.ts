/**
 * The event's index in one language (its tournaments, with their state and a link to each), and
 * the site's front door: the four languages, each named in its own, for the reader to choose.
 * The front door needs no script and no redirect: a federation's server serves it as it is.
 */
import { LANGUAGES, t as translate, type Language } from '../../../shared/i18n/index';
import { esc } from './page';

export type TournamentEntry = {
  id: number;
  name: string;
  status: 'registration' | 'running' | 'finished' | 'cancelled';
  /** Rounds paired and announced, when started. */
  rounds: { played: number; total: number } | null;
  entrants: number;
  /** A team tournament counts its teams (R16), not its players. */
  teams?: boolean;
  file: string;
};

export function indexBody(lang: Language, list: readonly TournamentEntry[]): string {
  const tr = (key: string, params?: Record<string, unknown>) => translate(lang, key, params);
  if (list.length === 0) return `<p>${esc(tr('site:noTournaments'))}</p>`;
  const items = list.map((x) => {
    const state = [
      tr(`site:status.${x.status}`),
      x.rounds ? tr('reports:header.roundOf', { round: x.rounds.played, total: x.rounds.total }) : '',
      tr(x.teams ? 'site:teamCount' : 'reports:header.entrantCount', { count: x.entrants }),
    ]
      .filter(Boolean)
      .join(' · ');
    return `<li><a href="${esc(x.file)}">${esc(x.name)}</a><br><span class="muted">${esc(state)}</span></li>`;
  });
  return `<h2>${esc(tr('site:tournaments'))}</h2>\n<ul class="tournaments">\n${items.join('\n')}\n</ul>`;
}

export function frontDoor(event: string): string {
  const items = LANGUAGES.map(
    (l) =>
      `<li lang="${l}"><a href="${l}/index.html" hreflang="${l}">${esc(translate(l, 'site:self'))}</a> <span class="muted">${esc(translate(l, 'site:chooseLanguage'))}</span></li>`,
  ).join('\n');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Diagonal">
<title>${esc(event)}</title>
<link rel="stylesheet" href="style.css">
</head>
<body>
<main>
<h1>${esc(event)}</h1>
<ul class="languages">
${items}
</ul>
</main>
</body>
</html>
`;
}
