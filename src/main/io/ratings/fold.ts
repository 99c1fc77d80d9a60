/**
 * The search key of a name: lower case, diacritics removed, so that an arbiter typing on any
 * keyboard finds "Świątek, Łukasz" with "lukasz swiatek" (issue 7). Letters that Unicode does not
 * decompose into a base letter plus a mark (ł, ø, ß, dotless ı, æ ...) are mapped by hand.
 */
const SPECIAL: Record<string, string> = {
  ł: 'l',
  Ł: 'l',
  ø: 'o',
  Ø: 'o',
  ß: 'ss',
  ẞ: 'ss',
  ı: 'i',
  İ: 'i',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  Ð: 'd',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  þ: 'th',
  Þ: 'th',
  ħ: 'h',
  Ħ: 'h',
};
const SPECIAL_RE = /[łŁøØßẞıİđĐðÐæÆœŒþÞħĦ]/g;
const ASCII_RE = /^[\x20-\x7e]*$/;
// Apostrophes join ("O'Neill" is one word "oneill"), every other non-letter separates words.
const APOSTROPHES_RE = /['’`ʼ]/g;
const SEPARATORS_RE = /[^a-z0-9]+/;

/** Lower case without diacritics; ASCII input takes a fast path (most of a million-row list). */
export function fold(s: string): string {
  if (ASCII_RE.test(s)) return s.toLowerCase();
  return s
    .replace(SPECIAL_RE, (c) => SPECIAL[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
}

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
