import { readFileSync } from 'node:fs';
import { resources, type Language } from '../../src/shared/i18n/index';

/** Every message of a language, every namespace (new ones included), as `ns:key` → text. */
export function messages(lng: Language): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (tree: unknown, prefix: string) => {
    for (const [k, v] of Object.entries(tree as Record<string, unknown>)) {
      const key = prefix.endsWith(':') ? `${prefix}${k}` : `${prefix}.${k}`;
      if (typeof v === 'string') out.set(key, v);
      else walk(v, key);
    }
  };
  for (const [ns, tree] of Object.entries(resources[lng])) walk(tree, `${ns}:`);
  return out;
}

export const TERM_REF = /\$t\(terms:([\w.+-]+)\)/g;

/** The references to the terms namespace a message makes, e.g. ['board']. */
export const termRefs = (text: string): string[] => [...text.matchAll(TERM_REF)].map((m) => m[1]!);

/** The message as the arbiter reads it: term references replaced by their words. */
export function resolve(all: Map<string, string>, text: string): string {
  return text.replace(TERM_REF, (ref, id: string) => all.get(`terms:${id}`) ?? ref);
}

/** One avoided word: whole word, or prefix with `*`; an item in capitals keeps its case. */
export type Avoided = { item: string; re: RegExp };

function avoidedRe(item: string): RegExp {
  const prefix = item.endsWith('*');
  const word = (prefix ? item.slice(0, -1) : item).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const caps = word === word.toUpperCase() && /\p{L}/u.test(word);
  return new RegExp(`(?<![\\p{L}\\p{N}])${word}${prefix ? '' : '(?![\\p{L}\\p{N}])'}`, caps ? 'u' : 'iu');
}

/**
 * The "avoid" column of docs/GLOSSARY.md, per language: the glossary is the one place that
 * lists the chess words and second names to keep out of each language.
 */
export function avoidedWords(
  markdown = readFileSync('docs/GLOSSARY.md', 'utf8'),
): Record<Language, Avoided[]> {
  const out: Record<Language, Avoided[]> = { en: [], fr: [], nl: [], pl: [] };
  const section = markdown.split('## Words in four languages')[1]?.split('\n## ')[0] ?? '';
  const header = section.split('\n').find((l) => l.startsWith('| # |'));
  const column =
    header
      ?.split('|')
      .map((c) => c.trim())
      .indexOf('avoid') ?? -1;
  if (column < 0) return out;
  for (const line of section.split('\n')) {
    if (!/^\| \d+ \|/.test(line)) continue;
    const cell = line.split('|')[column] ?? '';
    for (const part of cell.split(';')) {
      const m = /^\s*(en|fr|nl|pl):(.*)$/.exec(part);
      if (!m) continue;
      for (const w of m[2]!.matchAll(/`([^`]+)`/g))
        out[m[1] as Language].push({ item: w[1]!, re: avoidedRe(w[1]!) });
    }
  }
  return out;
}

/** Quoted text in a message: « … » (fr), „…” (pl), "…" and “…” (en, nl). */
export function quotes(text: string): string[] {
  const re = /«\s*([^»]*?)\s*»|„([^”"]*?)[”"]|"([^"]*?)"|“([^”]*?)”/g;
  return [...text.matchAll(re)].map((m) => (m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').trim());
}
