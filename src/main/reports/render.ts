/**
 * Turns a pdfmake document definition into PDF bytes, in the main process (pdfmake 0.3 server
 * API). pdfmake may fetch URLs and read local files named in a definition: we refuse every URL
 * and allow only our font directory, so a name typed by an arbiter can never make a report read
 * the disk or the network. pdfmake is loaded on the first report only: every other command of
 * `diagonal` (the corpus calls `pair` thousands of times) starts without it.
 */
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
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

export async function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  return (await pdfmake()).createPdf(doc).getBuffer();
}
