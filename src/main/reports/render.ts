/**
 * Turns a pdfmake document definition into PDF bytes, in the main process (pdfmake 0.3 server
 * API). pdfmake may fetch URLs and read local files named in a definition: we refuse every URL
 * and allow only our font directory, so a name typed by an arbiter can never make a report read
 * the disk or the network. pdfmake is loaded on the first report only: every other command of
 * `diagonal` (the corpus calls `pair` thousands of times) starts without it.
 *
 * Every text of a report is printed on one line (shared/plain-text.ts, docs/TEXT.md): a name that
 * an older version stored with a line break would otherwise print on two. Reports never break a
 * line with a character: several lines are a `stack`.
 */
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { spacedControls } from '../../shared/plain-text';
import { FONT_FAMILY, fontFiles } from './fonts';

type Pdfmake = typeof import('pdfmake');
let loaded: Promise<Pdfmake> | null = null;

function pdfmake(): Promise<Pdfmake> {
  loaded ??= import('pdfmake').then((m) => {
    const p = m.default;
    const { dir, files } = fontFiles();
    p.setUrlAccessPolicy(() => false);
    p.setLocalAccessPolicy((path: string) => path.startsWith(dir));
    p.setFonts({ [FONT_FAMILY]: files });
    return p;
  });
  return loaded;
}

/** Markup and data that are not printed text: an SVG's or an image's source, a QR code's content. */
const NOT_TEXT = new Set(['svg', 'image', 'images', 'qr', 'fonts']);

/** The document with each run of control characters in its texts printed as one space. */
export function oneLineTexts<T>(node: T): T {
  if (typeof node === 'string') return spacedControls(node) as T;
  if (Array.isArray(node)) return node.map(oneLineTexts) as T;
  // Plain objects only: a Buffer or a Date is data, not a node of text.
  if (typeof node !== 'object' || node === null || Object.getPrototypeOf(node) !== Object.prototype)
    return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = NOT_TEXT.has(k) ? v : oneLineTexts(v);
  return out as T;
}

/** The page header and footer are made per page, by functions: their texts are cleaned as made. */
const PER_PAGE = ['header', 'footer', 'background'] as const;

export async function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  const clean = oneLineTexts(doc);
  const perPage = clean as unknown as Record<string, unknown>;
  for (const key of PER_PAGE) {
    const make: unknown = doc[key];
    if (typeof make === 'function')
      perPage[key] = (...args: unknown[]) => oneLineTexts((make as (...a: unknown[]) => unknown)(...args));
  }
  return (await pdfmake()).createPdf(clean).getBuffer();
}
