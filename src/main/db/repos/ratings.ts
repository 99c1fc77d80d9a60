import type Database from 'better-sqlite3';
import type { Db } from '../connection';

export type RatingListRow = {
  id: number;
  source: string;
  name: string;
  list_date: string | null;
  imported_at: string;
  file_name: string | null;
  mapping: string | null;
  format: string | null;
  entry_count: number;
  skipped_count: number;
};

export type RatingEntryRow = {
  id: number;
  list_id: number;
  player_id: string;
  name: string;
  federation: string | null;
  title: string | null;
  rating: number | null;
  games: number | null;
  birth_year: number | null;
  sex: string | null;
  club: string | null;
  variant: string | null;
  time_control: string | null;
  search_key: string;
  line: number | null;
};

export type NewList = {
  source: string;
  name: string;
  listDate: string | null;
  importedAt: string;
  fileName: string;
  mapping: string;
  format: string;
};

export function insertList(db: Db, l: NewList): number {
  const r = db
    .prepare(
      `INSERT INTO rating_lists (source, name, list_date, imported_at, file_name, mapping, format)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(l.source, l.name, l.listDate, l.importedAt, l.fileName, l.mapping, l.format);
  return Number(r.lastInsertRowid);
}

export const finishList = (db: Db, id: number, entries: number, skipped: number): void => {
  db.prepare('UPDATE rating_lists SET entry_count = ?, skipped_count = ? WHERE id = ?').run(
    entries,
    skipped,
    id,
  );
};

export const listLists = (db: Db): RatingListRow[] =>
  db.prepare('SELECT * FROM rating_lists ORDER BY id DESC').all() as RatingListRow[];

export const getList = (db: Db, id: number): RatingListRow | undefined =>
  db.prepare('SELECT * FROM rating_lists WHERE id = ?').get(id) as RatingListRow | undefined;

/** The mapping of the source's latest list: what the arbiter confirmed last time (issue 7). */
export function lastMapping(db: Db, source: string): string | null {
  const r = db
    .prepare(
      'SELECT mapping FROM rating_lists WHERE source = ? AND mapping IS NOT NULL ORDER BY id DESC LIMIT 1',
    )
    .get(source) as { mapping: string } | undefined;
  return r?.mapping ?? null;
}

export type NewEntry = Omit<RatingEntryRow, 'id' | 'list_id'>;
const ENTRY_COLUMNS = [
  'id',
  'list_id',
  'player_id',
  'name',
  'federation',
  'title',
  'rating',
  'games',
  'birth_year',
  'sex',
  'club',
  'variant',
  'time_control',
  'search_key',
  'line',
] as const;
const ENTRY_BATCH = 128;
const WORD_BATCH = 400;

const multiInsert = (db: Db, sql: string, tuple: string, n: number): Database.Statement =>
  db.prepare(`${sql} VALUES ${Array(n).fill(tuple).join(',')}`);

const WORDS_INSERT = 'INSERT OR IGNORE INTO rating_search_words (word, entry_id)';

/**
 * Writes entries and their search words with multi-row INSERTs (one statement call per 128
 * entries): at a million rows the cost per call, not SQLite, is what counts. Ids are given here
 * so that words can point at them; the caller holds the write transaction, so nobody else can
 * take them. The (word, entry) pairs of the word index are kept here in typed arrays and written
 * at the end in the index's own order: rows inserted at random places of a B-tree cost several
 * times more, and sorting the distinct words here is cheaper than SQLite sorting every pair
 * through a temporary table (issue 7: 3.3 s against 1.4 s at a million rows). A million-row list
 * has some 2.3 million pairs, 28 MB, outside the garbage-collected heap.
 */
export class EntryWriter {
  private nextId: number;
  private readonly entries: unknown[] = new Array<unknown>(ENTRY_BATCH * ENTRY_COLUMNS.length).fill(null);
  private filled = 0;
  /** Each distinct word once, numbered; the (word, entry) pairs as two growing typed arrays. */
  private readonly wordNo = new Map<string, number>();
  private readonly wordList: string[] = [];
  private pairWords = new Uint32Array(1 << 16);
  private pairIds = new Float64Array(1 << 16);
  private pairs = 0;
  private readonly entryStmt: Database.Statement;
  private readonly tupleE = `(${ENTRY_COLUMNS.map(() => '?').join(',')})`;
  private readonly insertE = `INSERT INTO rating_entries (${ENTRY_COLUMNS.join(', ')})`;

  constructor(private readonly db: Db) {
    const max = db.prepare('SELECT MAX(id) AS m FROM rating_entries').get() as { m: number | null };
    this.nextId = (max.m ?? 0) + 1;
    this.entryStmt = multiInsert(db, this.insertE, this.tupleE, ENTRY_BATCH);
  }

  /** Adds one entry; `words` (deduplicated by the caller) are indexed for the search. */
  add(listId: number, e: NewEntry, words: readonly string[]): number {
    const id = this.nextId++;
    // A buffer of fixed size, filled in place: no array grows and is dropped per batch.
    const b = this.entries;
    let i = this.filled;
    b[i++] = id;
    b[i++] = listId;
    b[i++] = e.player_id;
    b[i++] = e.name;
    b[i++] = e.federation;
    b[i++] = e.title;
    b[i++] = e.rating;
    b[i++] = e.games;
    b[i++] = e.birth_year;
    b[i++] = e.sex;
    b[i++] = e.club;
    b[i++] = e.variant;
    b[i++] = e.time_control;
    b[i++] = e.search_key;
    b[i++] = e.line;
    this.filled = i;
    if (i === b.length) this.flushEntries();
    for (const w of words) {
      let no = this.wordNo.get(w);
      if (no === undefined) {
        no = this.wordList.length;
        this.wordNo.set(w, no);
        this.wordList.push(w);
      }
      if (this.pairs === this.pairIds.length) this.growPairs();
      this.pairWords[this.pairs] = no;
      this.pairIds[this.pairs++] = id;
    }
    return id;
  }

  /** Writes what is pending and the word index of this import, in (word, entry) order. */
  finish(): void {
    this.flushEntries();
    // A counting sort of the pairs by word: entries stay in the order they came (increasing ids)
    // within a word. Words are folded to [a-z0-9], so code-unit order is SQLite's BINARY order.
    const words = this.wordList;
    const order = words.map((_, i) => i).sort((a, b) => ((words[a] ?? '') < (words[b] ?? '') ? -1 : 1));
    const next = new Uint32Array(words.length);
    const pairWords = this.pairWords.subarray(0, this.pairs);
    for (const w of pairWords) next[w] = (next[w] ?? 0) + 1;
    let at = 0;
    for (const w of order) {
      const n = next[w] ?? 0;
      next[w] = at;
      at += n;
    }
    const ids = new Float64Array(this.pairs);
    pairWords.forEach((w, k) => {
      const to = next[w] ?? 0;
      ids[to] = this.pairIds[k] ?? 0;
      next[w] = to + 1;
    });
    const stmt = multiInsert(this.db, WORDS_INSERT, '(?,?)', WORD_BATCH);
    const batch: unknown[] = new Array<unknown>(WORD_BATCH * 2);
    let filled = 0;
    let k = 0;
    for (const w of order) {
      const word = words[w];
      // `next[w]` is now where the word's ids end.
      for (const end = next[w] ?? 0; k < end; k++) {
        batch[filled++] = word;
        batch[filled++] = ids[k];
        if (filled === batch.length) {
          stmt.run(batch);
          filled = 0;
        }
      }
    }
    if (filled > 0) multiInsert(this.db, WORDS_INSERT, '(?,?)', filled / 2).run(batch.slice(0, filled));
    this.wordNo.clear();
    this.pairs = 0;
  }

  private growPairs(): void {
    const words = new Uint32Array(this.pairWords.length * 2);
    words.set(this.pairWords);
    const ids = new Float64Array(this.pairIds.length * 2);
    ids.set(this.pairIds);
    this.pairWords = words;
    this.pairIds = ids;
  }

  private flushEntries(): void {
    const n = this.filled / ENTRY_COLUMNS.length;
    if (n === 0) return;
    if (n === ENTRY_BATCH) this.entryStmt.run(this.entries);
    else multiInsert(this.db, this.insertE, this.tupleE, n).run(this.entries.slice(0, this.filled));
    this.filled = 0;
  }
}

export type SearchHit = RatingEntryRow & { list_name: string; source: string; list_date: string | null };

const LATEST = 'SELECT MAX(id) FROM rating_lists GROUP BY source';
const HIT_COLUMNS = 'e.*, l.name AS list_name, l.source AS source, l.list_date AS list_date';
/** Past this many rows of the rarest word, a search gives up: the arbiter types another letter. */
const SCAN_CAP = 20_000;
const upperBound = (p: string): string =>
  p.slice(0, -1) + String.fromCharCode(p.charCodeAt(p.length - 1) + 1);

/** How many index rows a prefix has, counted up to `cap`: enough to pick the rarest word. */
const prefixCount = (db: Db, p: string, cap: number): number =>
  (
    db
      .prepare(
        'SELECT COUNT(*) AS n FROM (SELECT 1 FROM rating_search_words WHERE word >= ? AND word < ? LIMIT ?)',
      )
      .get(p, upperBound(p), cap) as { n: number }
  ).n;

/**
 * The plans are pinned (CROSS JOIN, INDEXED BY, `+list_id`): left to itself the planner may walk
 * the list_id index over a million entries, a second instead of a millisecond.
 *
 * Entries of the latest list of each source with a word starting with every token, in any
 * order: a range scan of the word index on the rarest token, the others checked against the
 * entry's search key (` word word `). The index holds the words of the name, the federation and
 * the title, so whichever token is scanned by, an entry that matches every token is among those
 * scanned. Tokens of digits only are checked against the key (IDs are not in the word index; see
 * `searchById`).
 */
export function searchEntries(db: Db, tokens: string[], limit: number): SearchHit[] {
  const letters = tokens.filter((t) => /[a-z]/.test(t));
  if (letters.length === 0) return [];
  const ranked =
    letters.length === 1
      ? letters
      : letters
          .map((t) => ({ t, n: prefixCount(db, t, 2000) }))
          .sort((a, b) => a.n - b.n || b.t.length - a.t.length)
          .map((x) => x.t);
  const driver = ranked[0] ?? '';
  const others = tokens.filter((t) => t !== driver);
  const sql = `
    SELECT ${HIT_COLUMNS}
    FROM (SELECT entry_id FROM rating_search_words WHERE word >= ? AND word < ? LIMIT ${SCAN_CAP}) w
    CROSS JOIN rating_entries e ON e.id = w.entry_id
    JOIN rating_lists l ON l.id = e.list_id
    WHERE +e.list_id IN (${LATEST})
      ${others.map(() => `AND instr(e.search_key, ' ' || ?) > 0`).join(' ')}
    LIMIT ?`;
  return db.prepare(sql).all(driver, upperBound(driver), ...others, limit) as SearchHit[];
}

/** Entries whose ID starts with what was typed, on the latest list of each source. */
export function searchById(db: Db, prefix: string, limit: number): SearchHit[] {
  const sql = `
    SELECT ${HIT_COLUMNS} FROM rating_entries e INDEXED BY rating_entries_player
    JOIN rating_lists l ON l.id = e.list_id
    WHERE e.player_id >= ? AND e.player_id < ? AND +e.list_id IN (${LATEST})
    LIMIT ?`;
  return db.prepare(sql).all(prefix, upperBound(prefix), limit) as SearchHit[];
}

export const getEntry = (db: Db, id: number): RatingEntryRow | undefined =>
  db.prepare('SELECT * FROM rating_entries WHERE id = ?').get(id) as RatingEntryRow | undefined;

/** Every rating of the player on one list row (one per variant and time control). */
export function entryGroup(db: Db, e: RatingEntryRow): RatingEntryRow[] {
  // The ratings of one row are written one after the other: a short id range holds them all.
  return db
    .prepare(
      'SELECT * FROM rating_entries WHERE id BETWEEN ? AND ? AND list_id = ? AND line IS ? ORDER BY id',
    )
    .all(e.id - 16, e.id + 16, e.list_id, e.line) as RatingEntryRow[];
}

/** Entries of a player ID on the latest list of each source (the newest list first). */
export const latestEntriesOf = (
  db: Db,
  playerId: string,
): (RatingEntryRow & { source: string; list_name: string })[] =>
  db
    .prepare(
      `SELECT e.*, l.source AS source, l.name AS list_name FROM rating_entries e JOIN rating_lists l ON l.id = e.list_id
       WHERE e.player_id = ? AND e.list_id IN (SELECT MAX(id) FROM rating_lists GROUP BY source)
       ORDER BY e.list_id DESC, e.id`,
    )
    .all(playerId) as (RatingEntryRow & { source: string; list_name: string })[];

/** Links an entrant to the list it was registered or updated from (001: entrants.rating_list_id). */
export const setEntrantList = (db: Db, entrantId: number, listId: number): void => {
  db.prepare('UPDATE entrants SET rating_list_id = ? WHERE id = ?').run(listId, entrantId);
};

/** The source of the list each entrant of a tournament was registered or updated from, by entrant id. */
export const entrantListSources = (db: Db, tournamentId: number): Map<number, string> =>
  new Map(
    (
      db
        .prepare(
          `SELECT en.id, l.source FROM entrants en JOIN rating_lists l ON l.id = en.rating_list_id
           WHERE en.tournament_id = ?`,
        )
        .all(tournamentId) as { id: number; source: string }[]
    ).map((r) => [r.id, r.source]),
  );

export const entrantListSource = (db: Db, entrantId: number): string | null => {
  const r = db
    .prepare(
      'SELECT l.source FROM entrants en JOIN rating_lists l ON l.id = en.rating_list_id WHERE en.id = ?',
    )
    .get(entrantId) as { source: string } | undefined;
  return r?.source ?? null;
};
