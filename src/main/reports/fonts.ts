/**
 * The report font. Roboto, as shipped inside pdfmake (Apache License 2.0), carries Latin-1 and
 * Latin Extended-A, which covers the names of every FMJD federation we print (ł ś ğ İ ë ø ř ...),
 * and is available offline on every OS because it comes with the dependency itself. Its figures
 * are tabular, so right-aligned columns of points line up.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { AppError } from '../../shared/errors';

export const FONT_FAMILY = 'Roboto';

const FILES = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
} as const;

export type FontFiles = { dir: string; files: Record<keyof typeof FILES, string> };

let cached: FontFiles | null = null;

/** Absolute paths of the four faces; refuses with a clear message when the install is damaged. */
export function fontFiles(): FontFiles {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  const dir = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto') + sep;
  const files = {
    normal: dir + FILES.normal,
    bold: dir + FILES.bold,
    italics: dir + FILES.italics,
    bolditalics: dir + FILES.bolditalics,
  };
  for (const file of Object.values(files)) {
    if (!existsSync(file)) throw new AppError('reports:error.font', { file });
  }
  cached = { dir, files };
  return cached;
}
