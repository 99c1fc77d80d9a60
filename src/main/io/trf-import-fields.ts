/**
 * A TRF file's header and player lines in the app's terms: the settings of the tournament it
 * makes (its acceleration included) and each player's entrant fields, with the values imported as
 * empty listed by line. Used by the import of individual and team files alike.
 */
import { TITLES, type Title } from '../../shared/domain';
import { AppError } from '../../shared/errors';
import { DEFAULT_SETTINGS, LIMITS, type Settings } from '../../shared/settings';
import { oneLine } from '../../shared/plain-text';
import type { RatingRowProblem } from '../../shared/api/ratings';
import type { Tournament } from '../../shared/api/tournaments';
import { parseBirthYear } from './ratings/values';
import type { TrfPlayer, TrfTournament } from './trf';
import { bakuRecords } from './trf-baku';
import { trfAccelerations } from './trf-pairing';

/** `YYYY/MM/DD` or `YYYY-MM-DD` of the 042 record as the scheduled start, else the import day. */
function startOf(trf: TrfTournament, at: string): string {
  const m = /^(\d{4})[/.-](\d{2})[/.-](\d{2})/.exec(trf.header.startDate);
  return m ? `${m[1]}-${m[2]}-${m[3]}T00:00` : `${at.slice(0, 10)}T00:00`;
}

/** Each player's virtual points by round, in tenths, trailing zeros dropped, for comparison. */
function accelerationKey(t: Pick<TrfTournament, 'accelerations' | 'playerAccelerations'>): string {
  const rows = [...trfAccelerations(t as TrfTournament)].map(([n, acc]) => {
    const values = [...acc];
    while (values.length > 0 && values.at(-1) === 0) values.pop();
    return [n, values] as const;
  });
  return JSON.stringify(rows.filter(([, v]) => v.length > 0).sort((a, b) => a[0] - b[0]));
}

/**
 * The acceleration setting of a file's `250` and `XXA` lines (FIDE C.04.5.1, RULES.md R6.1):
 * 'baku' when they give exactly the Baku method's virtual points for this field and these rounds;
 * other accelerations cannot be a setting of the tournament, and are refused, not dropped.
 */
export function accelerationOf(trf: TrfTournament, rounds: number): Settings['acceleration'] {
  const found = accelerationKey(trf);
  if (found === '[]') return 'none';
  const baku = bakuRecords(trf.players.length, rounds, trf.pointSystem);
  if (found === accelerationKey({ accelerations: baku })) return 'baku';
  throw new AppError('files:trfAccelerationNotBaku', {
    rounds: Math.ceil(rounds / 2),
    last: baku[0]?.lastPlayer ?? 0,
  });
}

export function settingsOf(trf: TrfTournament, rounds: number, fileName: string, at: string): Settings {
  const n = trf.players.length;
  // The reader gives the file's texts on one line; the name of an uploaded file may still need it.
  const name = (trf.header.name || oneLine(fileName.replace(/\.[^.]*$/, '')) || 'TRF').slice(0, LIMITS.text);
  return {
    ...DEFAULT_SETTINGS,
    name,
    city: trf.header.city.slice(0, LIMITS.text),
    arbiter: trf.header.chiefArbiter.slice(0, LIMITS.text),
    scheduledStart: startOf(trf, at),
    // R15.1: the file's dates are history; the arbiter switches the close on to keep a new end.
    closeAtEnd: false,
    timeControl: {
      kind: 'classical',
      text: (trf.header.timeControl || DEFAULT_SETTINGS.timeControl.text).slice(0, LIMITS.timeControl),
    },
    seats: Math.max(LIMITS.seats.min, n, rounds + 1),
    // The file fixes the system and the number of rounds (R2.4, R3.5).
    formatMode: 'force-swiss',
    swissRounds: rounds,
    twoLegs: (trf.gamesPerRound ?? 1) === 2,
    pointSystem: trf.pointSystem,
    acceleration: accelerationOf(trf, rounds),
  };
}

const titleOf = (t: string): Title | null =>
  ((TITLES as readonly string[]).find((x) => x === t) as Title | null) ?? null;

/** A row problem of the file: a value it holds that was imported as empty, with its line. */
export type ImportProblem = RatingRowProblem;

/**
 * An entrant's fields from a `001` line. A birth date that holds no year of birth ("19x5", a year
 * after `maxYear`) is imported as empty and reported with its line (`problems`), as a rating
 * list's rows are, never dropped in silence; blank or zeros (`0000/00/00`) is no birth date at all.
 */
export function fieldsOf(p: TrfPlayer, maxYear: number, problems: ImportProblem[] = []) {
  // "0000/00/00" is how some programs write no date, as FIDE's "0000".
  const birthYear = /^[0/.-]*$/.test(p.birthDate) ? null : parseBirthYear(p.birthDate, maxYear);
  if (birthYear === undefined)
    problems.push({
      line: p.line,
      column: '70-79',
      field: 'birthYear',
      value: p.birthDate,
      code: 'ratings:row.badBirthYear',
      params: { value: p.birthDate },
      outcome: 'imported',
    });
  return {
    name: p.name,
    rating: p.rating === 0 ? null : p.rating,
    title: titleOf(p.title),
    federation: p.federation || null,
    ratingId: p.id || null,
    birthYear: birthYear ?? null,
    sex: p.sex === 'm' ? ('M' as const) : p.sex === 'w' || p.sex === 'f' ? ('F' as const) : null,
    club: null,
    present: true,
  };
}

/** The tournament imported, and the values of the file imported as empty, by line. */
export type Imported = Tournament & { problems: ImportProblem[] };
