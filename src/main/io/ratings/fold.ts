import { fold } from '../../../shared/fold';

export { fold };

// Apostrophes join ("O'Neill" is one word "oneill"), every other non-letter separates words.
const APOSTROPHES_RE = /['’`ʼ]/g;
const SEPARATORS_RE = /[^a-z0-9]+/;

/** The words of a text as the search sees them: folded, apostrophes dropped, split on the rest. */
export function searchWords(s: string): string[] {
  return fold(s)
    .replace(APOSTROPHES_RE, '')
    .split(SEPARATORS_RE)
    .filter((w) => w !== '');
}

/**
 * `searchWords` with a memory of the words already folded: a national list repeats its surnames
 * and given names thousands of times, and Unicode normalisation is the costly part of an import.
 */
export function createWordFolder(max = 50_000): (s: string) => string[] {
  const memo = new Map<string, string[]>();
  return (s) => {
    const out: string[] = [];
    for (const raw of s.split(/[\s,]+/)) {
      if (raw === '') continue;
      let words = memo.get(raw);
      if (!words) {
        if (memo.size >= max) memo.clear();
        words = searchWords(raw);
        memo.set(raw, words);
      }
      out.push(...words);
    }
    return out;
  };
}

/**
 * The stored key: words between spaces, so that "word starts with t" is `instr(key, ' ' || t)`,
 * whatever the order the arbiter types them in.
 */
export function searchKey(...parts: (string | null | undefined)[]): string {
  const words: string[] = [];
  for (const p of parts) if (p) words.push(...searchWords(p));
  return ` ${words.join(' ')} `;
}
