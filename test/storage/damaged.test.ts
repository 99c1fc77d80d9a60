import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  truncateSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from '../api/harness';
import { startedSwiss } from './setup';

let h: Harness;
const messages: string[] = [];
beforeEach(() => {
  h = harness('en', { now: () => new Date(2026, 11, 5, 14, 30, 5) });
});
afterEach(() => {
  chmodSync(join(h.dir, 'data'), 0o755);
  h.done();
  // Web mode: no message ever shows where the data folder is on this machine.
  for (const m of messages.splice(0)) expect(m).not.toContain(h.dir);
});
const data = (f = '') => join(h.dir, 'data', f);

/** The refusal's code and message (kept for the absolute-path check). */
async function refusal(method: string, input: unknown): Promise<{ code: string; message: string }> {
  const res = await h.dispatch(method, input, 'en');
  if (res.ok) throw new Error(`${method} should have been refused`);
  messages.push(res.error.message);
  return res.error;
}

/** An event file in play, closed: round 1 paired (so one automatic backup) and one result. */
async function closedEvent(): Promise<string> {
  const t = await startedSwiss(h, 6);
  await h.api['result.set']({ tournamentId: t, round: 1, board: 1, result: 'draw' });
  await h.api['event.close']({});
  return data('Club Open.diagonal');
}

describe('damaged or unusable files get a message that names the cause', () => {
  it('a read-only file: said so, and it opens read-only', async () => {
    const file = await closedEvent();
    chmodSync(file, 0o444);
    expect(await refusal('event.open', { file: 'Club Open' })).toMatchObject({
      code: 'storage:fileReadOnly',
      message: expect.stringContaining('"Club Open.diagonal" is read-only') as string,
    });
    expect(await h.api['event.open']({ file: 'Club Open', readOnly: true })).toMatchObject({
      readOnly: true,
    });
  });

  it('a read-only folder: said so when opening and when creating', async () => {
    await closedEvent();
    chmodSync(data(), 0o555);
    expect((await refusal('event.open', { file: 'Club Open' })).code).toBe('storage:folderReadOnly');
    expect((await refusal('event.create', { file: 'New', name: 'New' })).code).toBe('storage:folderReadOnly');
  });

  it('a full disk (SQLite finds no room for a page): "disk is full", nothing saved, the file still works', async () => {
    await startedSwiss(h, 6);
    const db = h.session.requireDb();
    db.pragma(`max_page_count = ${Number(db.pragma('page_count', { simple: true }))}`);
    // Every rename adds a row to the activity log: sooner or later one needs a new page.
    let refused: { code: string; message: string } | null = null;
    for (let i = 0; i < 400 && !refused; i++) {
      const res = await h.dispatch('event.rename', { name: `Club Open ${'x'.repeat(100)} ${i}` }, 'en');
      if (!res.ok) refused = res.error;
    }
    expect(refused).toMatchObject({
      code: 'storage:diskFull',
      message:
        'The disk that holds "Club Open.diagonal" is full. Nothing was saved. Free some space on it, then try again.',
    });
    messages.push(refused?.message ?? '');
    db.pragma('max_page_count = 1073741823');
    expect(await h.api['event.rename']({ name: 'Club Open' })).toMatchObject({ name: 'Club Open' });
  });

  it("a folder with the event's name is no event file", async () => {
    mkdirSync(data('Club Open.diagonal'), { recursive: true });
    expect((await refusal('event.open', { file: 'Club Open' })).code).toBe('storage:isFolder');
    expect((await refusal('event.create', { file: 'Club Open', name: 'X' })).code).toBe('storage:isFolder');
  });

  it("a named pipe with the event's name is refused at once and blocks nothing", async () => {
    mkdirSync(data(), { recursive: true });
    expect(spawnSync('mkfifo', [data('pipe.diagonal')]).status).toBe(0);
    const answer = refusal('event.open', { file: 'pipe' });
    const late = new Promise((r) => setTimeout(() => r('blocked'), 3000));
    expect(await Promise.race([answer, late])).toMatchObject({ code: 'storage:notRegularFile' });
    expect((await refusal('event.create', { file: 'pipe', name: 'X' })).code).toBe('fileExists');
    expect(await h.api['event.files']({})).toEqual([]);
  });

  it('a truncated file: said so, naming the latest backup, which restores to a new file', async () => {
    const file = await closedEvent();
    truncateSync(file, Math.floor(statSync(file).size / 2));
    const before = readFileSync(file);
    const res = await refusal('event.open', { file: 'Club Open' });
    expect(res).toMatchObject({ code: 'storage:truncated' });
    expect(res.message).toBe(
      'The file "Club Open.diagonal" is cut short (part of it is missing, as after an interrupted copy) and was not opened. Its latest backup is "Club Open round 1 2026-12-05 14.30.05.diagonal" in the "backups" folder beside it: restore it to go on from there.',
    );
    const restored = await h.api['event.restoreBackup']({ file: 'Club Open' });
    expect(restored).toMatchObject({
      fileName: 'Club Open restored 2026-12-05 14.30.05.diagonal',
      readOnly: false,
    });
    const [t] = await h.api['tournament.list']({});
    expect((await h.api['round.list']({ tournamentId: t?.id ?? 0 })).map((r) => r.number)).toEqual([1]);
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('a corrupted page: quick_check on opening says the file is damaged, and names no backup when there is none', async () => {
    const file = await closedEvent();
    rmSync(data('backups'), { recursive: true });
    const db = new Database(file, { readonly: true });
    const root = db
      .prepare("SELECT rootpage FROM sqlite_schema WHERE name = 'games'")
      .pluck()
      .get() as number;
    const pageSize = db.pragma('page_size', { simple: true }) as number;
    db.close();
    const fd = openSync(file, 'r+');
    writeSync(fd, Buffer.alloc(48, 0xa5), 0, 48, (root - 1) * pageSize + 8);
    closeSync(fd);
    const res = await refusal('event.open', { file: 'Club Open' });
    expect(res.code).toBe('storage:damaged');
    expect(res.message).toMatch(
      /^The file "Club Open.diagonal" is damaged \(Tree \d+ page \d+ cell \d+: .+\) and was not opened; it was left unchanged\. No backup/,
    );
    expect(await h.api['event.current']({})).toBeNull();
  });

  it('a symbolic link out of the data folder is refused; one inside it opens', async () => {
    await closedEvent();
    const outside = mkdtempSync(join(tmpdir(), 'diagonal-outside-'));
    try {
      const other = harness('en', { dataDir: outside });
      await other.api['event.create']({ file: 'Secret', name: 'Secret' });
      other.done();
      symlinkSync(join(outside, 'Secret.diagonal'), data('Secret.diagonal'));
      symlinkSync(join(outside, 'gone.diagonal'), data('Gone.diagonal'));
      symlinkSync(data('Club Open.diagonal'), data('Alias.diagonal'));
      expect(await refusal('event.open', { file: 'Secret' })).toMatchObject({
        code: 'storage:linkOutside',
        message:
          '"Secret.diagonal" is a link to a place outside the data folder. Only files inside the data folder can be opened here.',
      });
      expect((await refusal('event.create', { file: 'Gone', name: 'X' })).code).toBe('storage:linkOutside');
      expect(await h.api['event.open']({ file: 'Alias' })).toMatchObject({ name: 'Club Open 2026' });
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
