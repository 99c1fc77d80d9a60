/**
 * A small, strict XML scanner for the parts of an XLSX (ECMA-376 writes plain XML 1.0: elements,
 * attributes, text, the five predefined entities and character references). Text is pushed in
 * chunks and each character is looked at a bounded number of times: no backtracking pattern runs
 * over untrusted text, a token may not grow past MAX_TOKEN, nesting past MAX_DEPTH, and anything
 * malformed (an unclosed or mismatched element, an unknown entity, a DOCTYPE) is an XmlError.
 */

export class XmlError extends Error {
  constructor(what: string) {
    super(what);
    this.name = 'XmlError';
  }
}

/** Attributes by local name (prefix dropped); namespace declarations left out. */
export type Attrs = Record<string, string>;

export type XmlHandler = {
  /** `name` is the local name: `x:c` and `c` are the same element to a reader of OOXML. */
  open(name: string, attrs: Attrs): void;
  close(name: string): void;
  text(text: string): void;
};

const MAX_TOKEN = 1 << 22;
const MAX_DEPTH = 64;
const NAME = /^[A-Za-z_\u00C0-\uFFFF][-\w.:\u00B7\u00C0-\uFFFF]*$/;
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

const localName = (q: string): string => q.slice(q.indexOf(':') + 1);

/** Text with its entity and character references resolved. */
export function decodeEntities(s: string): string {
  let amp = s.indexOf('&');
  if (amp < 0) return s;
  let out = '';
  let from = 0;
  while (amp >= 0) {
    const semi = s.indexOf(';', amp);
    if (semi < 0 || semi - amp > 10) throw new XmlError('entity');
    const ref = s.slice(amp + 1, semi);
    let ch: string | undefined;
    if (ref.startsWith('#')) {
      const code = /^#x[0-9A-Fa-f]{1,6}$/.test(ref)
        ? parseInt(ref.slice(2), 16)
        : /^#[0-9]{1,7}$/.test(ref)
          ? parseInt(ref.slice(1), 10)
          : NaN;
      const valid = code >= 1 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
      ch = valid ? String.fromCodePoint(code) : undefined;
    } else ch = ENTITIES[ref];
    if (ch === undefined) throw new XmlError('entity');
    out += s.slice(from, amp) + ch;
    from = semi + 1;
    amp = s.indexOf('&', from);
  }
  return out + s.slice(from);
}

const isSpace = (c: number): boolean => c === 32 || c === 10 || c === 13 || c === 9;

/** Names already checked: a sheet repeats a handful of them millions of times. */
const knownNames = new Set<string>();

function checkName(name: string): void {
  if (knownNames.has(name)) return;
  if (!NAME.test(name)) throw new XmlError('name');
  if (knownNames.size < 1000) knownNames.add(name);
}

/** `name a="1" b='2'`: one pass, each character looked at once. */
function parseTag(body: string): { name: string; attrs: Attrs } {
  const len = body.length;
  let i = 0;
  while (i < len && !isSpace(body.charCodeAt(i))) i++;
  const name = body.slice(0, i);
  checkName(name);
  const attrs: Attrs = {};
  for (;;) {
    while (i < len && isSpace(body.charCodeAt(i))) i++;
    if (i === len) return { name, attrs };
    const start = i;
    while (i < len && body.charCodeAt(i) !== 61 && !isSpace(body.charCodeAt(i))) i++;
    const key = body.slice(start, i);
    while (i < len && isSpace(body.charCodeAt(i))) i++;
    if (key === '' || body.charCodeAt(i) !== 61) throw new XmlError('attribute');
    i++;
    while (i < len && isSpace(body.charCodeAt(i))) i++;
    const quote = body.charCodeAt(i);
    if (quote !== 34 && quote !== 39) throw new XmlError('attribute');
    const end = body.indexOf(quote === 34 ? '"' : "'", i + 1);
    if (end < 0) throw new XmlError('attribute');
    checkName(key);
    if (key !== 'xmlns' && !key.startsWith('xmlns:'))
      attrs[localName(key)] = decodeEntities(body.slice(i + 1, end));
    i = end + 1;
    if (i < len && !isSpace(body.charCodeAt(i))) throw new XmlError('attribute');
  }
}

export class XmlScanner {
  private buf = '';
  private pos = 0;
  /** Where the search for the end of the token at `pos` resumes when more text comes. */
  private from = 0;
  private readonly stack: string[] = [];
  private rootSeen = false;

  constructor(private readonly h: XmlHandler) {}

  push(chunk: string): void {
    this.buf = this.buf.slice(this.pos) + chunk;
    this.from = Math.max(0, this.from - this.pos);
    this.pos = 0;
    this.scan(false);
  }

  end(): void {
    this.scan(true);
    if (this.stack.length > 0 || !this.rootSeen) throw new XmlError('unclosed');
  }

  /** Waits for more text, unless there is none to come or the token is already too long. */
  private wait(final: boolean, from: number): boolean {
    if (final) throw new XmlError('unfinished');
    if (this.buf.length - this.pos > MAX_TOKEN) throw new XmlError('token');
    this.from = from;
    return false;
  }

  private find(what: string, from: number): number {
    return this.buf.indexOf(what, Math.max(from, this.from));
  }

  private scan(final: boolean): void {
    const b = this.buf;
    while (this.pos < b.length) {
      const p = this.pos;
      if (b.charCodeAt(p) !== 60) {
        const lt = this.find('<', p);
        if (lt < 0 && !final) return void this.wait(false, b.length);
        this.text(b.slice(p, lt < 0 ? b.length : lt));
        this.advance(lt < 0 ? b.length : lt);
        continue;
      }
      const second = b.charCodeAt(p + 1);
      if (second !== 33 && second !== 63) {
        // An element's start or end tag: by far the most tokens.
        const e = this.tagEnd(p + 1);
        if (e < 0) return void this.wait(final, this.from);
        if (second === 47) this.closeTag(b.slice(p + 2, e).trimEnd());
        else this.openTag(b.slice(p + 1, e));
        this.advance(e + 1);
        continue;
      }
      // Nine characters tell the other kinds apart ("<![CDATA[").
      if (b.length - p < 9 && !final) return void this.wait(false, p);
      if (b.startsWith('<!--', p) || b.startsWith('<?', p)) {
        const close = b.startsWith('<?', p) ? '?>' : '-->';
        const e = this.find(close, p + 2);
        if (e < 0) return void this.wait(final, b.length - close.length + 1);
        this.advance(e + close.length);
      } else if (b.startsWith('<![CDATA[', p)) {
        const e = this.find(']]>', p + 9);
        if (e < 0) return void this.wait(final, b.length - 2);
        if (this.stack.length === 0) throw new XmlError('text outside the root');
        this.h.text(b.slice(p + 9, e));
        this.advance(e + 3);
      } else {
        // A DOCTYPE (and its entities) has no place in an OOXML part.
        throw new XmlError('declaration');
      }
    }
  }

  private advance(to: number): void {
    this.pos = to;
    this.from = to;
  }

  /** The `>` that ends the tag, outside quoted values; -1 (and `from` kept) when not yet read. */
  private tagEnd(start: number): number {
    const b = this.buf;
    const len = b.length;
    let i = Math.max(start, this.from);
    while (i < len) {
      const c = b.charCodeAt(i);
      if (c === 62) return i;
      if (c === 60) throw new XmlError('tag');
      if (c === 34 || c === 39) {
        const q = b.indexOf(c === 34 ? '"' : "'", i + 1);
        if (q < 0) break;
        i = q;
      }
      i++;
    }
    this.from = i;
    return -1;
  }

  private text(raw: string): void {
    if (this.stack.length > 0) this.h.text(decodeEntities(raw));
    else if (raw.trim() !== '') throw new XmlError('text outside the root');
  }

  private openTag(body: string): void {
    const empty = body.endsWith('/');
    const { name, attrs } = parseTag(empty ? body.slice(0, -1) : body);
    if (this.stack.length === 0 && this.rootSeen) throw new XmlError('second root');
    this.rootSeen = true;
    const local = localName(name);
    this.h.open(local, attrs);
    if (empty) this.h.close(local);
    else if (this.stack.push(name) > MAX_DEPTH) throw new XmlError('depth');
  }

  private closeTag(name: string): void {
    if (this.stack.pop() !== name) throw new XmlError('mismatched end tag');
    this.h.close(localName(name));
  }
}
