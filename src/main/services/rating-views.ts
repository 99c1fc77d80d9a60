/**
 * The imported rating lists and the search hits as the Rating lists screen (and the command line)
 * get them: the repository's rows turned into the API's shapes, in one place.
 */
import type { RatingHit, RatingList } from '../../shared/api/ratings';
import type { Db } from '../db/connection';
import type { RatingListRow, SearchHit } from '../db/repos/ratings';
import { ratingLists, searchLists } from './ratings';

const toList = (r: RatingListRow): RatingList => ({
  id: r.id,
  source: r.source,
  name: r.name,
  listDate: r.list_date,
  importedAt: r.imported_at,
  fileName: r.file_name,
  format: r.format,
  entries: r.entry_count,
  skipped: r.skipped_count,
});

const toHit = (h: SearchHit): RatingHit => ({
  entryId: h.id,
  listId: h.list_id,
  listName: h.list_name,
  source: h.source,
  id: h.player_id,
  name: h.name,
  federation: h.federation,
  title: h.title,
  rating: h.rating,
  birthYear: h.birth_year,
  club: h.club,
  variant: h.variant,
  timeControl: h.time_control,
});

/** Every imported list, newest first (RULES.md R13.1). */
export const ratingListViews = (db: Db): RatingList[] => ratingLists(db).map(toList);

/** Search-as-you-type over the latest list of every source (`searchLists`). */
export const ratingHits = (db: Db, text: string, limit?: number): RatingHit[] =>
  searchLists(db, text, limit).map(toHit);
