import { randomUUID } from 'node:crypto';
import { basename, isAbsolute, resolve } from 'node:path';
import type { RatingImportInput, RatingImportStatus } from '../../../shared/api/ratings';
import { AppError, isAppError } from '../../../shared/errors';
import {
  applyRatingDiff,
  importList,
  previewList,
  ratingDiff,
  registerFromList,
  type ImportOptions,
} from '../../services/ratings';
import { listFiles, storeUpload } from '../../services/list-files';
import { ratingHits, ratingListViews } from '../../services/rating-views';
import type { EventSession } from '../../session/session';
import type { HandlerMap } from '../types';
import { entrantLog } from '../../services/activity-log';
import { t } from '../../../shared/i18n/index';

type RatingMethod =
  | 'ratings.files'
  | 'ratings.upload'
  | 'ratings.preview'
  | 'ratings.import'
  | 'ratings.startImport'
  | 'ratings.importStatus'
  | 'ratings.lists'
  | 'ratings.search'
  | 'ratings.register'
  | 'ratings.diff'
  | 'ratings.applyDiff';

/** Plain names only in web mode: a list file never comes as a path from the network. */
const SAFE_NAME = /^[\p{L}\p{N}][\p{L}\p{N} ._-]{0,199}$/u;

function listFile(session: EventSession, file: string): string {
  if (session.options.access === 'path') {
    if (!isAbsolute(file)) throw new AppError('ratings:badFileName', { file });
    return resolve(file);
  }
  if (!SAFE_NAME.test(file) || file.includes('..')) throw new AppError('ratings:badFileName', { file });
  return resolve(session.options.dataDir, file);
}

const options = (i: RatingImportInput): ImportOptions => ({
  source: i.source,
  name: i.name,
  listDate: i.listDate,
  mapping: i.mapping,
  variant: i.variant,
  timeControl: i.timeControl,
  encoding: i.encoding,
});

/** Background imports by id, for the progress bar; kept until the app quits (a few per event). */
const jobs = new Map<string, RatingImportStatus>();

export const ratingHandlers: HandlerMap<RatingMethod> = {
  'ratings.files': (_input, ctx) => listFiles(ctx.session),
  'ratings.upload': ({ fileName, data }, ctx) => storeUpload(ctx.session, fileName, data),
  'ratings.preview': ({ file, source, encoding, mapping }, ctx) =>
    previewList(ctx.db(), listFile(ctx.session, file), { source, encoding, mapping, now: ctx.now() }),
  // Imports write on a connection of their own, one after another, and every action waits for
  // them (the session's writer queue) instead of failing with "database is locked".
  'ratings.import': (input, ctx) => {
    ctx.session.requireWritable(ctx.now());
    const db = ctx.db();
    const file = listFile(ctx.session, input.file);
    return ctx.session.writers.run(() => importList(db, file, { ...options(input), now: ctx.now }));
  },
  'ratings.startImport': (input, ctx) => {
    ctx.session.requireWritable(ctx.now());
    const db = ctx.db();
    const file = listFile(ctx.session, input.file);
    const jobId = randomUUID();
    const status: RatingImportStatus = {
      state: 'running',
      bytes: 0,
      size: 0,
      rows: 0,
      result: null,
      error: null,
    };
    jobs.set(jobId, status);
    ctx.session.writers
      .run(() =>
        importList(db, file, {
          ...options(input),
          now: ctx.now,
          onProgress: (p) => Object.assign(status, p),
        }),
      )
      .then(
        (result) => Object.assign(status, { state: 'done', result, bytes: status.size }),
        (e: unknown) =>
          Object.assign(status, {
            state: 'failed',
            error: isAppError(e)
              ? { code: e.code, params: e.params }
              : { code: 'errors:internal', params: { detail: e instanceof Error ? e.message : String(e) } },
          }),
      );
    return { jobId };
  },
  'ratings.importStatus': ({ jobId }) => {
    const status = jobs.get(jobId);
    if (!status) throw new AppError('ratings:jobNotFound', { job: basename(jobId) });
    return { ...status };
  },
  'ratings.lists': (_input, ctx) => ratingListViews(ctx.db()),
  'ratings.search': ({ text, limit }, ctx) => ratingHits(ctx.db(), text, limit),
  'ratings.register': ({ tournamentId, entryId, confirm, rating }, ctx) => {
    const { ratingNote, ...e } = registerFromList(
      ctx.db(),
      tournamentId,
      entryId,
      ctx.now(),
      confirm,
      rating,
    );
    ctx.log({
      tournamentId,
      summary: { ...entrantLog(e), rating: { key: ratingNote.key, params: ratingNote.params } },
      undo: { method: 'entrant.remove', input: { id: e.id } },
    });
    const message = t(ctx.lng, ratingNote.key, ratingNote.params);
    return { ...e, ratingNote: { ...ratingNote, message } };
  },
  'ratings.diff': ({ tournamentId }, ctx) => ratingDiff(ctx.db(), tournamentId),
  'ratings.applyDiff': ({ tournamentId, entrantIds }, ctx) => {
    const changes = applyRatingDiff(ctx.db(), tournamentId, entrantIds, ctx.now());
    ctx.log({
      tournamentId,
      summary: {
        updated: changes.map((c) => ({
          entrant: c.entrantId,
          name: c.name,
          before: c.before,
          after: c.after,
        })),
      },
    });
    return changes;
  },
};
