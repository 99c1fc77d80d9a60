/**
 * The frame of every page of the event's website: plain HTML5 in UTF-8, one style sheet, no
 * script. Every text goes through `esc`, so that a name such as `O'Brien <Jr> & Co` reads as
 * written and never as markup. Each page has the same file name in the four language folders,
 * so the language switch is a plain link to `../LANG/<same file>`.
 */
import { LANGUAGES, t as translate, type Language } from '../../../shared/i18n/index';
import { spacedControls } from '../../../shared/plain-text';
import { formatDateTime } from '../../../shared/dates';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escaped, and on one line: a stored name with a line separator would break it (docs/TEXT.md). */
export const esc = (s: string): string => spacedControls(s).replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);

/** Markup already escaped, to pass through a cell as it is. */
export type Html = { html: string };
export const raw = (html: string): Html => ({ html });
export type Cell = string | Html;
const cellHtml = (c: Cell): string => (typeof c === 'string' ? esc(c) : c.html);

export const link = (href: string, text: string): Html => raw(`<a href="${esc(href)}">${esc(text)}</a>`);

/** A column: its head, right-aligned figures, and whether a phone may leave it out. */
export type Col = { head: string; num?: boolean; opt?: boolean; name?: boolean };

/**
 * A table in its own box. On a phone it fits the screen, its names wrapping (the standings, a
 * round's boards, a card); a `wide` one (a crosstable, one column per round or opponent) keeps
 * its names whole and scrolls sideways inside its box instead.
 */
export function table(
  cols: readonly Col[],
  rows: readonly (readonly Cell[])[],
  caption?: string,
  wide = false,
): string {
  const cls = (c: Col | undefined): string => {
    const list = [c?.num ? 'n' : '', c?.opt ? 'opt' : '', c?.name ? 'name' : ''].filter(Boolean);
    return list.length ? ` class="${list.join(' ')}"` : '';
  };
  const head = cols.map((c) => `<th scope="col"${cls(c)}>${esc(c.head)}</th>`).join('');
  const body = rows
    .map((r) => `<tr>${r.map((cell, i) => `<td${cls(cols[i])}>${cellHtml(cell)}</td>`).join('')}</tr>`)
    .join('\n');
  const cap = caption ? `<caption>${esc(caption)}</caption>` : '';
  return `<div class="scroll"><table${wide ? ' class="wide"' : ''}>${cap}<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody></table></div>`;
}

export type Frame = {
  lang: Language;
  /** The file's name inside the language folder, the same in every language. */
  file: string;
  title: string;
  /** Lines under the title (place, dates, arbiter ...). */
  lines?: readonly string[];
  /** A link back up (the event's index, the tournament). */
  up?: { href: string; text: string };
  body: string;
  updated: Date;
};

/** "02/05/2026 11:00" in the reader's language, as the screens and the prints write it. */
const stamp = (d: Date, lang: Language): string => formatDateTime(lang, d);

export function page(f: Frame): string {
  const tr = (key: string, params?: Record<string, unknown>) => translate(f.lang, key, params);
  const langs = LANGUAGES.map((l) =>
    l === f.lang
      ? `<a href="${esc(f.file)}" hreflang="${l}" lang="${l}" aria-current="page">${esc(translate(l, 'site:self'))}</a>`
      : `<a href="../${l}/${esc(f.file)}" hreflang="${l}" lang="${l}">${esc(translate(l, 'site:self'))}</a>`,
  ).join(' ');
  const alternates = LANGUAGES.map(
    (l) => `<link rel="alternate" hreflang="${l}" href="../${l}/${esc(f.file)}">`,
  ).join('\n');
  const up = f.up ? `<p class="up"><a href="${esc(f.up.href)}">${esc(f.up.text)}</a></p>` : '';
  const lines = (f.lines ?? []).map((l) => `<p class="sub">${esc(l)}</p>`).join('\n');
  return `<!DOCTYPE html>
<html lang="${f.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Diagonal">
<title>${esc(f.title)}</title>
<link rel="stylesheet" href="../style.css">
${alternates}
</head>
<body>
<header><nav class="langs" aria-label="${esc(tr('site:languages'))}">${langs}</nav>${up}</header>
<main>
<h1>${esc(f.title)}</h1>
${lines}
${f.body}
</main>
<footer><p>${esc(tr('site:updated', { date: stamp(f.updated, f.lang) }))} · ${esc(tr('site:generator'))}</p></footer>
</body>
</html>
`;
}
