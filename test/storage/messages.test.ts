import Database from 'better-sqlite3';
import { mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from '../api/harness';
import { createEventFile } from '../../src/main/db/connection';
import { MIGRATIONS } from '../../src/main/db/migrations/index';
import { fsError, sqliteError } from '../../src/main/db/storage-errors';
import { t } from '../../src/shared/i18n/index';
import { startedSwiss } from './setup';

let h: Harness | null = null;
afterEach(() => {
  h?.done();
  h = null;
});

const errno = (code: string) =>
  Object.assign(new Error(`${code}: /home/arbiter/secret/Club.diagonal`), { code });

describe('storage refusals an arbiter can meet', () => {
  it('names SQLite and file-system causes, never with the system text that carries paths', () => {
    const cases: [unknown, string, Record<string, unknown>][] = [
      [
        sqliteError(new Database.SqliteError('disk I/O error', 'SQLITE_IOERR_WRITE'), 'Club.diagonal'),
        'storage:ioError',
        { code: 'SQLITE_IOERR_WRITE' },
      ],
      [
        sqliteError(
          new Database.SqliteError('attempt to write a readonly database', 'SQLITE_READONLY'),
          'Club.diagonal',
        ),
        'storage:fileReadOnly',
        {},
      ],
      [
        sqliteError(
          new Database.SqliteError('unable to open database file', 'SQLITE_CANTOPEN'),
          'Club.diagonal',
        ),
        'storage:cantOpen',
        {},
      ],
      [
        sqliteError(new Database.SqliteError('database is locked', 'SQLITE_BUSY'), 'Club.diagonal', 5000),
        'storage:busy',
        { seconds: 5 },
      ],
      [fsError(errno('EIO'), 'Club.diagonal'), 'storage:ioError', { code: 'EIO' }],
      [fsError(errno('EMFILE'), 'Club.diagonal'), 'storage:unreadable', { code: 'EMFILE' }],
      [fsError(errno('EACCES'), 'Club.diagonal', 'folder'), 'storage:folderReadOnly', {}],
      [fsError(errno('ENOSPC'), 'Club.diagonal'), 'storage:diskFull', {}],
    ];
    for (const [e, code, params] of cases) {
      expect(e).toMatchObject({ code, params: { file: 'Club.diagonal', ...params } });
      const err = e as { code: string; params: Record<string, unknown> };
      expect(t('en', err.code, err.params)).not.toContain('/home/arbiter');
    }
    expect(t('en', 'storage:ioError', { file: 'Club.diagonal', code: 'EIO' })).toBe(
      'The disk that holds "Club.diagonal" could not be read or written (EIO). Check the drive or the network connection, then open the file again.',
    );
    // A plain bug is not a storage error: dispatch reports it as internal.
    expect(sqliteError(new TypeError('x is undefined'), 'Club.diagonal')).toBeNull();
  });

  it('says so when there is no backup to restore', async () => {
    h = harness();
    await h.api['event.create']({ file: 'Club Open', name: 'Club Open' });
    await h.api['event.close']({});
    expect(await h.dispatch('event.restoreBackup', { file: 'Club Open' }, 'en')).toMatchObject({
      ok: false,
      error: {
        code: 'storage:noBackup',
        message: 'There is no backup of "Club Open.diagonal" in the "backups" folder beside it.',
      },
    });
  });

  it('will not open a file from an older version read-only (it must be updated first)', async () => {
    h = harness();
    mkdirSync(join(h.dir, 'data'));
    createEventFile(join(h.dir, 'data', 'Old.diagonal'), { migrations: MIGRATIONS.slice(0, 2) }).close();
    expect(await h.dispatch('event.open', { file: 'Old', readOnly: true }, 'en')).toMatchObject({
      ok: false,
      error: { code: 'storage:readOnlyOlder' },
    });
  });

  it('says the file was moved when it was renamed away while open', async () => {
    h = harness();
    const tid = await startedSwiss(h, 4);
    renameSync(join(h.dir, 'data', 'Club Open.diagonal'), join(h.dir, 'data', 'Elsewhere.diagonal'));
    const res = await h.dispatch(
      'result.set',
      { tournamentId: tid, round: 1, board: 1, result: 'draw' },
      'en',
    );
    expect(res).toMatchObject({
      ok: false,
      error: {
        code: 'storage:moved',
        message:
          'The file "Club Open.diagonal" was moved or deleted while it was open. Nothing was saved; open it again where it is now.',
      },
    });
  });

  it("words the second opener's message after the app that holds the file", async () => {
    const now = () => new Date(2026, 11, 5, 9, 7);
    h = harness('en', { app: 'web', now });
    await startedSwiss(h, 4);
    const second = harness('en', { dir: h.dir, app: 'desktop', now });
    try {
      const res = await second.dispatch('event.open', { file: 'Club Open' }, 'en');
      expect(res).toMatchObject({
        ok: false,
        error: {
          code: 'storage:locked',
          message:
            '"Club Open.diagonal" is already open in Diagonal\'s web mode on this computer (since 09:07). Work there, or open the file here read-only.',
        },
      });
    } finally {
      second.done();
    }
  });
});
