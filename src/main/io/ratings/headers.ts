import type { TimeControlKind, Variant } from '../../../shared/domain';
import { fold } from './fold';
import type { ColumnMapping, ColumnMeaning, RatingField } from './types';

/**
 * Header synonyms in English, French, Dutch and Polish, as federations write them (issue 7),
 * compared after folding: lower case, no diacritics, punctuation as spaces ("Nr. KNDB" is
 * "nr kndb", "Année de naissance" is "annee de naissance", "Płeć" is "plec").
 */
const SYNONYMS: Record<Exclude<RatingField, 'rating' | 'games'>, string[]> = {
  id: [
    'id',
    'id number',
    'id nr',
    'player id',
    'fmjd id',
    'id fmjd',
    'fmjd nr',
    'fmjd no',
    'fmjd number',
    'fmjd code',
    'kndb',
    'kndb nummer',
    'kndb nr',
    'nr kndb',
    'kndb id',
    'bondsnummer',
    'bondsnr',
    'lidnummer',
    'relatienummer',
    'spelersnummer',
    'licence',
    'licentie',
    'n licence',
    'no licence',
    'numero de licence',
    'numero licence',
    'identifiant',
    'licencja',
    'nr licencji',
    'numer licencji',
    'numer fmjd',
    'identyfikator',
  ],
  name: [
    'name',
    'names',
    'player',
    'player name',
    'full name',
    'naam',
    'speler',
    'spelersnaam',
    'naam speler',
    'volledige naam',
    'nom complet',
    'nom et prenom',
    'nom prenom',
    'joueur',
    'nom du joueur',
    'imie i nazwisko',
    'nazwisko i imie',
    'nazwisko imie',
    'zawodnik',
    'gracz',
  ],
  surname: [
    'surname',
    'last name',
    'lastname',
    'family name',
    'nom',
    'nom de famille',
    'achternaam',
    'familienaam',
    'nazwisko',
  ],
  givenName: [
    'first name',
    'firstname',
    'given name',
    'given names',
    'forename',
    'prenom',
    'prenoms',
    'voornaam',
    'voornamen',
    'roepnaam',
    'imie',
    'imiona',
  ],
  infix: ['tussenvoegsel', 'tussenvoegsels', 'tussenv', 'voorvoegsel'],
  federation: [
    'federation',
    'fed',
    'country',
    'nation',
    'nationality',
    'nat',
    'ctry',
    'cn',
    'pays',
    'federatie',
    'bond',
    'land',
    'nationaliteit',
    'kraj',
    'federacja',
    'panstwo',
    'narodowosc',
  ],
  title: ['title', 'titles', 'tit', 'titre', 'titel', 'tytul', 'fmjd title', 'titre fmjd', 'tytul fmjd'],
  birthYear: [
    'birth year',
    'birthyear',
    'year of birth',
    'born',
    'yob',
    'byear',
    'b year',
    'birthday',
    'birth date',
    'date of birth',
    'dob',
    'geboortejaar',
    'geboortedatum',
    'geb',
    'geb datum',
    'annee de naissance',
    'annee naissance',
    'naissance',
    'date de naissance',
    'ne en',
    'ne le',
    'rok urodzenia',
    'data urodzenia',
    'rocznik',
    'b day',
    'ur',
  ],
  sex: ['sex', 'gender', 'sexe', 'genre', 'geslacht', 'plec', 'm f', 'm v', 'm k', 'h f'],
  club: ['club', 'klub', 'vereniging', 'club name', 'clubnaam', 'cercle', 'damclub', 'klub sportowy'],
};

const EXACT = new Map<string, RatingField>();
for (const [field, words] of Object.entries(SYNONYMS) as [RatingField, string[]][])
  for (const w of words) EXACT.set(w, field);

const RATING_WORDS = new Set([
  'rating',
  'ratings',
  'elo',
  'ranking',
  'ranglijst',
  'rtg',
  'classement',
  'ratingcijfer',
]);
const GAMES_WORDS = new Set(['games', 'gms', 'partijen', 'parties', 'partii', 'gier', 'gry']);
const TIME_CONTROL_WORDS: Record<string, TimeControlKind> = {
  classical: 'classical',
  classic: 'classical',
  standard: 'classical',
  std: 'classical',
  classique: 'classical',
  klassiek: 'classical',
  klasyczne: 'classical',
  klasyczny: 'classical',
  rapid: 'rapid',
  rapide: 'rapid',
  snel: 'rapid',
  snelschaak: 'rapid',
  szybkie: 'rapid',
  szybki: 'rapid',
  blitz: 'blitz',
  blyskawiczne: 'blitz',
  blyskawiczny: 'blitz',
};
/**
 * "64" alone means FMJD's 64-square section; its ratings are kept as Brazilian, and the arbiter
 * can change that on the mapping screen when a national list means Russian draughts.
 */
const VARIANT_WORDS: Record<string, Variant> = {
  international: 'international',
  internationaal: 'international',
  miedzynarodowe: 'international',
  '100': 'international',
  '64': 'brazilian',
  brazilian: 'brazilian',
  bresilien: 'brazilian',
  braziliaans: 'brazilian',
  brazylijskie: 'brazilian',
  russian: 'russian',
  russe: 'russian',
  russisch: 'russian',
  rosyjskie: 'russian',
  pool: 'pool',
  italian: 'italian',
  italien: 'italian',
  english: 'english',
  anglais: 'english',
  frisian: 'frisian',
  fries: 'frisian',
  turkish: 'turkish',
  canadian: 'canadian',
};
/** FIDE-style compact headers (players_list.txt), used by some national federations too. */
const COMPACT: Record<string, ColumnMeaning> = {
  srtng: { field: 'rating', timeControl: 'classical' },
  rrtng: { field: 'rating', timeControl: 'rapid' },
  brtng: { field: 'rating', timeControl: 'blitz' },
  sgm: { field: 'games', timeControl: 'classical' },
  rgm: { field: 'games', timeControl: 'rapid' },
  bgm: { field: 'games', timeControl: 'blitz' },
};

export const normaliseHeader = (h: string): string =>
  fold(h)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The meaning of one header, or null. "FMJD" alone is the ID in some exports and the rating in
 * others (REFERENCES.md: `FMJD` vs `FMJD|rating`): it comes back as `ambiguous`, settled by
 * `recogniseColumns` from the other columns and the values.
 */
export function recogniseHeader(header: string): ColumnMeaning | 'ambiguous' | null {
  const h = normaliseHeader(header);
  if (h === 'fmjd') return 'ambiguous';
  const exact = EXACT.get(h);
  if (exact) return { field: exact };
  const compact = COMPACT[h];
  if (compact) return compact;
  const words = h.split(' ');
  let timeControl: TimeControlKind | undefined;
  let variant: Variant | undefined;
  for (const w of words) {
    timeControl ??= TIME_CONTROL_WORDS[w];
    variant ??= VARIANT_WORDS[w];
  }
  const kind = words.some((w) => RATING_WORDS.has(w))
    ? 'rating'
    : words.some((w) => GAMES_WORDS.has(w))
      ? 'games'
      : null;
  // "Rapid" or "Blitz" alone is the rating for that time control.
  const field = kind ?? (timeControl && words.length === 1 ? 'rating' : null);
  if (!field) return null;
  return { field, ...(variant ? { variant } : {}), ...(timeControl ? { timeControl } : {}) };
}

const looksLikeClassRating = (v: string): boolean => /^[A-Za-z]\s*\d{3,4}$/.test(v.trim());

/** Per column the meaning, with duplicates dropped (the first column of a meaning wins). */
export function recogniseColumns(
  headers: string[],
  sample: string[][],
  remembered: Record<string, ColumnMeaning> = {},
): ColumnMapping {
  const meanings = headers.map((h) => remembered[normaliseHeader(h)] ?? recogniseHeader(h));
  const has = (f: RatingField): boolean =>
    meanings.some((m) => m !== null && m !== 'ambiguous' && m.field === f);
  const resolved = meanings.map((m, i): ColumnMeaning => {
    if (m !== 'ambiguous') return m ?? { field: null };
    const values = sample.map((r) => r[i]?.trim() ?? '').filter((v) => v !== '');
    const ratingLike =
      values.some(looksLikeClassRating) || values.every((v) => /^\d+$/.test(v) && Number(v) <= 3000);
    if (has('id')) return { field: 'rating' };
    if (has('rating')) return { field: 'id' };
    return { field: ratingLike && values.length > 0 ? 'rating' : 'id' };
  });
  const seen = new Set<string>();
  return headers.map((header, i) => {
    const meaning = resolved[i] ?? { field: null };
    const key = `${meaning.field}|${meaning.variant ?? ''}|${meaning.timeControl ?? ''}`;
    if (meaning.field === null || seen.has(key)) return { header, meaning: { field: null } };
    seen.add(key);
    return { header, meaning };
  });
}

/** How many of a row's cells are recognised headers: finds the header row under a title line. */
export const headerScore = (cells: string[]): number =>
  cells.filter((c) => c.trim() !== '' && recogniseHeader(c) !== null).length;

/** The mapping as stored per list source: normalised header -> meaning (issue 7, remembered). */
export const mappingToStored = (m: ColumnMapping): Record<string, ColumnMeaning> =>
  Object.fromEntries(m.map((c) => [normaliseHeader(c.header), c.meaning]));
