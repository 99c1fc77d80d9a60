import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { harness, type Harness } from '../api/harness';
import { LATEST_VERSION } from '../../src/main/db/migrations/index';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());
const data = () => join(h.dir, 'data');

describe('event files through the API', () => {
  it('creates, closes, reopens and remembers an event file', async () => {
    const created = await h.api['event.create']({ file: 'Zomer 2026', name: 'Zomertoernooi' });
    expect(created).toMatchObject({
      file: 'Zomer 2026.diagonal',
      fileName: 'Zomer 2026.diagonal',
      name: 'Zomertoernooi',
      schemaVersion: LATEST_VERSION,
    });
    expect(await h.api['event.current']({})).toEqual(created);
    await h.api['event.close']({});
    expect(await h.api['event.current']({})).toBeNull();
    expect(await h.api['event.open']({ file: 'Zomer 2026.diagonal' })).toMatchObject({
      name: 'Zomertoernooi',
    });
    expect(await h.api['event.recent']({})).toMatchObject([
      { file: 'Zomer 2026.diagonal', name: 'Zomertoernooi' },
    ]);
    expect(await h.api['event.files']({})).toMatchObject([
      { file: 'Zomer 2026.diagonal', name: 'Zomertoernooi' },
    ]);
    const renamed = await h.api['event.rename']({ name: 'Zomer Open' });
    expect(renamed.name).toBe('Zomer Open');
  });

  it('refuses to overwrite, and to create an event without a name (nothing on disk)', async () => {
    await h.api['event.create']({ file: 'a', name: 'A' });
    expect(await h.dispatch('event.create', { file: 'a', name: 'Again' }, 'en')).toMatchObject({
      ok: false,
      error: { code: 'fileExists' },
    });
    expect(await h.dispatch('event.create', { file: 'b', name: ' ' }, 'en')).toMatchObject({
      ok: false,
      error: { code: 'eventNameRequired' },
    });
    expect(readdirSync(data()).filter((f) => f.startsWith('b'))).toEqual([]);
    // The open file stays open after a refusal.
    expect(await h.api['event.current']({})).toMatchObject({ name: 'A' });
  });

  it('refuses a file that is not an event file, translated, leaving it byte-identical', async () => {
    await h.api['event.create']({ file: 'real', name: 'Real' });
    const path = join(data(), 'notes.diagonal');
    writeFileSync(path, 'Round 1: Jansen - Pietersen 2-0. '.repeat(10));
    const before = readFileSync(path);
    const res = await h.dispatch('event.open', { file: 'notes' }, 'pl');
    expect(res).toMatchObject({
      ok: false,
      error: {
        code: 'notEventFile',
        message: 'Plik „notes.diagonal” nie jest plikiem zawodów programu Diagonal. Pozostał niezmieniony.',
      },
    });
    expect(readFileSync(path).equals(before)).toBe(true);
    expect(await h.api['event.current']({})).toMatchObject({ name: 'Real' });
  });

  it('refuses a file from a newer version, translated, leaving it byte-identical', async () => {
    await h.api['event.create']({ file: 'future', name: 'Future' });
    await h.api['event.close']({});
    const path = join(data(), 'future.diagonal');
    const db = new Database(path);
    db.pragma(`user_version = ${LATEST_VERSION + 5}`);
    db.close();
    const before = readFileSync(path);
    const res = await h.dispatch('event.open', { file: 'future' }, 'fr');
    expect(res.ok).toBe(false);
    if (!res.ok) {
      expect(res.error.code).toBe('newerVersion');
      expect(res.error.message).toContain('version plus récente de Diagonal');
      expect(res.error.message).toContain(`version du fichier ${LATEST_VERSION + 5}`);
    }
    expect(readFileSync(path).equals(before)).toBe(true);
    expect(readdirSync(data()).sort()).toEqual(['future.diagonal']);
  });

  it('tells a missing file', async () => {
    expect(await h.dispatch('event.open', { file: 'nowhere' }, 'en')).toMatchObject({
      ok: false,
      error: { code: 'fileNotFound' },
    });
  });
});
