/**
 * A TRF file's header and player lines in the app's terms: the settings of the tournament it
 * makes and each player's entrant fields. Used by the import of individual and team files alike.
 */
import { TITLES, type Title } from '../../shared/domain';
import { DEFAULT_SETTINGS, LIMITS, type Settings } from '../../shared/settings';
import { oneLine } from '../../shared/plain-text';
import type { TrfPlayer, TrfTournament } from './trf';

/** `YYYY/MM/DD` or `YYYY-MM-DD` of the 042 record as the scheduled start, else the import day. */
function startOf(trf: TrfTournament, at: string): string {
  const m = /^(\d{4})[/.-](\d{2})[/.-](\d{2})/.exec(trf.header.startDate);
  return m ? `${m[1]}-${m[2]}-${m[3]}T00:00` : `${at.slice(0, 10)}T00:00`;
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
  };
}

const titleOf = (t: string): Title | null =>
  ((TITLES as readonly string[]).find((x) => x === t) as Title | null) ?? null;

export function fieldsOf(p: TrfPlayer) {
  const year = /^(\d{4})/.exec(p.birthDate);
  return {
    name: p.name,
    rating: p.rating === 0 ? null : p.rating,
    title: titleOf(p.title),
    federation: p.federation || null,
    ratingId: p.id || null,
    birthYear: year ? Number(year[1]) : null,
    sex: p.sex === 'm' ? ('M' as const) : p.sex === 'w' || p.sex === 'f' ? ('F' as const) : null,
    club: null,
    present: true,
  };
}
