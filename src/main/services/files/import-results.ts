/**
 * A result table of another program (DraughtArbiter's CSV export, an FMJD rating report) imported
 * as a new tournament: decoded (text, or bytes in the encoding chosen or detected), read in its
 * layout, then imported as a TRF file would be.
 */
import type { Db } from '../../db/connection';
import { readResultsCsv, type ResultsLayout } from '../../io/results-csv';
import { incomingText, type TextIn } from '../../io/text-in';
import type { Imported } from '../../io/trf-import-fields';
import { importTournament } from './trf-import';

export function importResults(
  db: Db,
  file: TextIn & { fileName: string; layout: ResultsLayout },
  at: string,
): Imported {
  const read = readResultsCsv(incomingText(file), file.layout);
  return importTournament(db, read, file.fileName, at);
}
