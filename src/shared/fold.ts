/**
 * A text as a search or a file name sees it: lower case, diacritics removed, so that "lukasz
 * swiatek" finds "Świątek, Łukasz" on any keyboard. Letters that Unicode does not decompose into a
 * base letter plus a mark (ł, ø, ß, dotless ı, æ ...) are mapped by hand.
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

/** Lower case without diacritics; ASCII input takes a fast path (most of a million-row list). */
export function fold(s: string): string {
  if (ASCII_RE.test(s)) return s.toLowerCase();
  return s
    .replace(SPECIAL_RE, (c) => SPECIAL[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
}

/**
 * A name as registration compares it: its words folded and sorted, apostrophes joined, so that
 * "Łęcki, Paweł", "Pawel Lecki" and "LECKI Pawel" are one name (the same person typed twice).
 */
export function nameKey(name: string): string {
  return fold(name)
    .replace(/['’`ʼ]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '')
    .sort()
    .join(' ');
}

/**
 * A name as a file name: folded as above, then one dash between runs of letters and digits.
 * "Mistrzostwa Polski — Łódź 2026" -> "mistrzostwa-polski-lodz-2026", for a new event's file and
 * for report downloads alike.
 */
export function fileSlug(name: string): string {
  return fold(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
