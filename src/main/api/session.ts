import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, resolve } from 'node:path';
import { AppError } from '../../shared/errors';
import type { RecentFile } from '../../shared/api/events';
import { createEventFile, openEventFile, type Db, type OpenOptions } from '../db/connection';

export const EVENT_EXTENSION = '.diagonal';
const RECENT_MAX = 10;
/** Plain names only: no separators, no "..", nothing hidden (web mode, ARCHITECTURE.md). */
const SAFE_NAME = /^[\p{L}\p{N}][\p{L}\p{N} ._-]{0,119}$/u;

export type SessionOptions = {
  /**
   * 'data-dir': `file` is a plain name inside `dataDir` (web mode: never a path from the network).
   * 'path': `file` is an absolute path from the native dialog, or a plain name in `dataDir` (desktop).
   */
  access: 'data-dir' | 'path';
  /** Where event files live in web mode, and the default folder on the desktop. */
  dataDir: string;
  /** The small JSON file that remembers recent event files; null remembers nothing (command line). */
  recentFile: string | null;
  open?: OpenOptions;
};

type RecentEntry = { path: string; name: string; openedAt: string };

/** The event file this process has open: one at a time (ARCHITECTURE.md). */
export class EventSession {
  readonly options: SessionOptions;
  private current: { db: Db; path: string } | null = null;

  constructor(options: SessionOptions) {
    this.options = options;
  }

  /** Turns what the caller sent into a path, refusing anything outside the rules of the mode. */
  resolve(file: string): string {
    // Desktop: the native dialog gives absolute paths; a plain name still means the data folder.
    if (this.options.access === 'path' && isAbsolute(file)) return resolve(file);
    if (!SAFE_NAME.test(file) || file.includes('..')) throw new AppError('badFileName', { file });
    const name = file.endsWith(EVENT_EXTENSION) ? file : file + EVENT_EXTENSION;
    return resolve(this.options.dataDir, name);
  }

  /** What the caller passes back to `event.open` for this path. */
  handle(path: string): string {
    return this.options.access === 'path' ? path : basename(path);
  }

  get db(): Db | null {
    return this.current?.db ?? null;
  }

  get path(): string | null {
    return this.current?.path ?? null;
  }

  requireDb(): Db {
    if (!this.current) throw new AppError('noEventOpen');
    return this.current.db;
  }

  /** Opens (or creates) before closing the previous file, so a refusal leaves the session as it was. */
  open(path: string, mode: 'open' | 'create'): Db {
    if (mode === 'create') mkdirSync(dirname(path), { recursive: true });
    const db =
      mode === 'create' ? createEventFile(path, this.options.open) : openEventFile(path, this.options.open);
    this.close();
    this.current = { db, path };
    return db;
  }

  close(): void {
    this.current?.db.close();
    this.current = null;
  }

  remember(path: string, name: string, at: string): void {
    const file = this.options.recentFile;
    if (file === null) return;
    const list = this.readRecent().filter((r) => r.path !== path);
    list.unshift({ path, name, openedAt: at });
    mkdirSync(dirname(file), { recursive: true });
    // Write then rename: a crash never leaves half a list.
    writeFileSync(`${file}.tmp`, JSON.stringify(list.slice(0, RECENT_MAX), null, 2));
    renameSync(`${file}.tmp`, file);
  }

  recent(): RecentFile[] {
    return this.readRecent()
      .filter((r) => existsSync(r.path) && this.allowed(r.path))
      .map((r) => ({
        file: this.handle(r.path),
        fileName: basename(r.path),
        name: r.name,
        openedAt: r.openedAt,
      }));
  }

  /** Event files in the data folder, by name (web mode lists them instead of a dialog). */
  dataFiles(): string[] {
    if (!existsSync(this.options.dataDir)) return [];
    return readdirSync(this.options.dataDir)
      .filter((f) => f.endsWith(EVENT_EXTENSION) && SAFE_NAME.test(f))
      .sort()
      .map((f) => resolve(this.options.dataDir, f));
  }

  private allowed(path: string): boolean {
    return this.options.access === 'path' || dirname(path) === resolve(this.options.dataDir);
  }

  private readRecent(): RecentEntry[] {
    if (this.options.recentFile === null) return [];
    try {
      const data: unknown = JSON.parse(readFileSync(this.options.recentFile, 'utf8'));
      if (!Array.isArray(data)) return [];
      return data.filter(
        (r): r is RecentEntry =>
          typeof r === 'object' &&
          r !== null &&
          typeof r.path === 'string' &&
          typeof r.name === 'string' &&
          typeof r.openedAt === 'string',
      );
    } catch {
      return []; // no list yet, or unreadable: start afresh rather than refuse to work
    }
  }
}
