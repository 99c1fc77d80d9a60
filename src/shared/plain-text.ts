/**
 * Text that a person or a file brings in (names, clubs, cities, the arbiter, tournament, team and
 * event names) holds no control character (docs/TEXT.md): every file Diagonal writes is a line
 * format (TRF-16, PDN, CSV) whose records end at a line break, so a name holding one would forge
 * a record ("Evil\n001 ..." became a second TRF player), and a print would break it over two
 * lines. The one rule, used by every entry point:
 * - typed (any API call: the screens, `diagonal api`, the portal): refused, `PlainText` of
 *   shared/api/plain-text.ts;
 * - read from a file (rating lists, TRF, DraughtArbiter, FMJD report): cleaned, `oneLine`;
 * - written or printed from an event file saved before the rule: cleaned on the way out.
 * Pure and without zod: `diagonal pair` reads TRF names through it and loads no schema library.
 * Control characters: C0 (U+0000-U+001F, tab and line breaks among them), DEL (U+007F), C1
 * (U+0080-U+009F, NEL among them), and the Unicode line and paragraph separators U+2028, U+2029.
 */
/* eslint-disable no-control-regex -- matching control characters is what these patterns are for */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** A run of control characters with the spaces around it: one space stands for the whole run. */
const CONTROL_RUN = /\s*[\u0000-\u001f\u007f-\u009f\u2028\u2029][\s\u0000-\u001f\u007f-\u009f\u2028\u2029]*/g;
const CONTROL_ONE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
/* eslint-enable no-control-regex */

export const hasControl = (text: string): boolean => CONTROL.test(text);

/** How a refusal names the character: a line break, a tab, or another control character. */
export type ControlKind = 'lineBreak' | 'tab' | 'other';

export type ControlFound = {
  /** 0-based index in the text (UTF-16 units). */
  index: number;
  /** "U+000A". */
  char: string;
  kind: ControlKind;
};

const LINE_BREAKS = new Set([0x0a, 0x0b, 0x0c, 0x0d, 0x85, 0x2028, 0x2029]);

/** The first control character of `text`, or null when there is none. */
export function firstControl(text: string): ControlFound | null {
  const m = CONTROL.exec(text);
  if (!m) return null;
  const code = m[0].charCodeAt(0);
  return {
    index: m.index,
    char: `U+${code.toString(16).toUpperCase().padStart(4, '0')}`,
    kind: code === 0x09 ? 'tab' : LINE_BREAKS.has(code) ? 'lineBreak' : 'other',
  };
}

/**
 * The text as one line: each run of control characters, with the spaces around it, becomes one
 * space, and the ends are trimmed. "Kowalski,\tJan" is "Kowalski, Jan"; text without control
 * characters comes back trimmed and otherwise unchanged.
 */
export function oneLine(text: string): string {
  return (CONTROL.test(text) ? text.replace(CONTROL_RUN, ' ') : text).trim();
}

/** Each run of control characters as one space, nothing trimmed: for pieces of a printed line. */
export const spacedControls = (text: string): string =>
  CONTROL.test(text) ? text.replace(CONTROL_ONE, ' ') : text;

/** How many characters of the text before the control character a refusal quotes. */
const QUOTED = 24;

/** The parameters of a refusal: where the character is, and the text just before it. */
export function controlParams(text: string, found: ControlFound): Record<string, string | number> {
  const start = Math.max(0, found.index - QUOTED);
  return {
    char: found.char,
    kind: found.kind,
    position: found.index + 1,
    before: (start > 0 ? '…' : '') + text.slice(start, found.index),
  };
}
