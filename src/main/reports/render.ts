/**
 * Turns a pdfmake document definition into PDF bytes, in the main process (pdfmake 0.3 server
 * API). pdfmake may fetch URLs and read local files named in a definition: we refuse every URL
 * and allow only our font directory, so a name typed by an arbiter can never make a report read
 * the disk or the network.
 */
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { FONT_FAMILY, fontFiles } from './fonts';

let ready = false;

function setUp(): void {
  if (ready) return;
  const { dir, files } = fontFiles();
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path: string) => path.startsWith(dir));
  pdfmake.setFonts({ [FONT_FAMILY]: files });
  ready = true;
}

export async function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  setUp();
  return pdfmake.createPdf(doc).getBuffer();
}
