import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDispatcher } from '../../src/main/api/dispatch';
import { EventSession } from '../../src/main/session/session';
import type { FilePicker } from '../../src/main/api/types';
import { createClient } from '../../src/shared/api/contract';
import type { Envelope } from '../../src/shared/api/envelope';
import { UPLOAD_MAX_MB } from '../../src/shared/api/ratings';
import { harness, type Harness } from './harness';

/**
 * Choosing a list file without typing its name (defect: web mode and desktop made the arbiter
 * type the name of a file in a folder nothing showed). Web mode: the browser uploads the bytes, the
 * server keeps them in its data folder under a plain name and lists that folder, never its path.
 * Desktop: the system's open dialog, and the data folder's path.
 */
const FIXTURES = join(__dirname, '../fixtures/ratings');
const b64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64');
const refusal = (res: Envelope<unknown>) => (res.ok ? null : res.error);

let h: Harness;
let data: string;
beforeEach(async () => {
  h = harness();
  await h.api['event.create']({ file: 'festival', name: 'Festival' });
  data = join(h.dir, 'data');
});
afterEach(() => h.done());

describe('web mode: a list uploaded from the browser', () => {
  it('is kept byte for byte, so the Windows-1250 encoding is still detected', async () => {
    const bytes = readFileSync(join(FIXTURES, 'pzwarc-1250-semicolon.csv'));
    const up = await h.api['ratings.upload']({ fileName: 'PZWarc styczeń.csv', data: b64(bytes) });
    expect(up).toMatchObject({
      file: 'PZWarc styczeń.csv',
      fileName: 'PZWarc styczeń.csv',
      size: bytes.length,
    });
    expect(readFileSync(join(data, 'PZWarc styczeń.csv')).equals(bytes)).toBe(true);
    const p = await h.api['ratings.preview']({ file: up.file });
    expect(p.encoding).toBe('windows-1250');
    expect(p.sample.map((r) => r.cells[1])).toEqual(['Łęcki', 'Dvořák', 'Świątek', 'Nowak']);
  });

  it('gets a plain name: no folder, nothing hidden', async () => {
    const up = (fileName: string) => h.api['ratings.upload']({ fileName, data: b64('Name\nA\n') });
    expect((await up('Lista (styczeń) 2026.csv')).file).toBe('Lista styczeń 2026.csv');
    expect((await up('„Ranking” PZWarc: 2026?.txt')).file).toBe('Ranking PZWarc- 2026.txt');
    expect((await up('../../etc/passwd.txt')).file).toBe('etc-passwd.txt');
    expect((await up('.hidden.csv')).file).toBe('hidden.csv');
    expect((await up('FMJD.XLSX')).file).toBe('FMJD.xlsx');
    expect(readdirSync(data).filter((f) => !f.startsWith('festival'))).not.toContain('.hidden.csv');
  });

  it('never replaces a file of the data folder; the same bytes again reuse it', async () => {
    const first = await h.api['ratings.upload']({ fileName: 'kndb.txt', data: b64('Naam\nJansen\n') });
    const again = await h.api['ratings.upload']({ fileName: 'kndb.txt', data: b64('Naam\nJansen\n') });
    const other = await h.api['ratings.upload']({ fileName: 'kndb.txt', data: b64('Naam\nDe Vries\n') });
    expect([first.file, again.file, other.file]).toEqual(['kndb.txt', 'kndb.txt', 'kndb-2.txt']);
    expect(readFileSync(join(data, 'kndb.txt'), 'utf8')).toBe('Naam\nJansen\n');
    expect(readFileSync(join(data, 'kndb-2.txt'), 'utf8')).toBe('Naam\nDe Vries\n');
  });

  it('refuses what is not a list file, an empty file and a file over the limit', async () => {
    const send = (fileName: string, d: string) => h.dispatch('ratings.upload', { fileName, data: d });
    expect(refusal(await send('event.diagonal', b64('x')))).toEqual({
      code: 'ratings:uploadType',
      message:
        '"event.diagonal" is not a rating-list file. Choose a CSV, text (.txt, .tsv, .prn) or Excel (.xlsx) file.',
    });
    expect(refusal(await send('setup.exe', b64('x')))?.code).toBe('ratings:uploadType');
    expect(refusal(await send('lista.csv', ''))).toMatchObject({
      code: 'ratings:uploadEmpty',
      message: 'The file "lista.csv" is empty. Choose the list itself.',
    });
    const over = 'A'.repeat(Math.ceil((UPLOAD_MAX_MB * 1024 * 1024) / 3) * 4 + 4);
    expect(refusal(await send('fide.txt', over))).toMatchObject({
      code: 'ratings:uploadTooLarge',
      message: expect.stringContaining(`larger than ${UPLOAD_MAX_MB} MB`),
    });
    expect(readdirSync(data).filter((f) => !f.startsWith('festival'))).toEqual([]);
  });
});

describe('web mode: the data folder as the server names it', () => {
  it('lists the list files there by name, not event files, hidden files or folders', async () => {
    for (const f of ['fmjd.csv', 'kndb.TXT', 'world.xlsx', 'notes.pdf', '.secret.csv', 'other.diagonal'])
      writeFileSync(join(data, f), 'x');
    mkdirSync(join(data, 'old.csv'));
    const files = await h.api['ratings.files']({});
    expect(files.map((f) => f.file)).toEqual(['fmjd.csv', 'kndb.TXT', 'world.xlsx']);
    expect(files[0]).toMatchObject({ fileName: 'fmjd.csv', size: 1 });
  });

  it('never sends the folder’s path, and has no dialog', async () => {
    expect(await h.api['files.folder']({})).toEqual({ path: null, nativeDialog: false });
    expect(refusal(await h.dispatch('files.pick', { kind: 'rating-list' }, 'fr'))).toEqual({
      code: 'noFileDialog',
      message:
        'Cette fenêtre n’a pas de boîte de dialogue de fichiers. Dans un navigateur, envoyez le fichier ou choisissez-le dans le dossier de données.',
    });
  });
});

describe('desktop: the system’s open dialog', () => {
  it('gives the chosen path, previewed like any list; the folder’s path is shown', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'diagonal-desktop-'));
    const elsewhere = join(dir, 'Downloads', 'fmjd.csv');
    mkdirSync(join(dir, 'Downloads'));
    writeFileSync(elsewhere, readFileSync(join(FIXTURES, 'fmjd-bom-semicolon.csv')));
    const asked: [string, string][] = [];
    const pickFile: FilePicker = (kind, lng) => {
      asked.push([kind, lng]);
      return Promise.resolve(kind === 'rating-list' ? elsewhere : null);
    };
    const session = new EventSession({ access: 'path', dataDir: join(dir, 'Diagonal'), recentFile: null });
    const dispatch = createDispatcher({ session, pickFile });
    const api = createClient((m, i) => dispatch(m, i, 'nl'));
    try {
      await api['event.create']({ file: 'festival', name: 'Festival' });
      expect(await api['files.folder']({})).toEqual({ path: join(dir, 'Diagonal'), nativeDialog: true });
      const { file } = await api['files.pick']({ kind: 'rating-list' });
      expect(file).toBe(elsewhere);
      expect((await api['ratings.preview']({ file: file ?? '' })).source).toBe('FMJD');
      expect(await api['files.pick']({ kind: 'event' })).toEqual({ file: null });
      expect(asked).toEqual([
        ['rating-list', 'nl'],
        ['event', 'nl'],
      ]);
    } finally {
      session.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
