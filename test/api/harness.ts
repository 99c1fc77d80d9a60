import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDispatcher, type Dispatch } from '../../src/main/api/dispatch';
import { EventSession, type SessionOptions } from '../../src/main/session/session';
import { createClient, type Api } from '../../src/shared/api/contract';

export type Harness = {
  dir: string;
  session: EventSession;
  dispatch: Dispatch;
  api: Api;
  errors: unknown[];
  done: () => void;
};

export type HarnessOptions = Partial<SessionOptions> & {
  /** Another harness's folder: a second window on the same data folder. */
  dir?: string;
  /** The transport's clock: pair on one day, print on another. */
  now?: () => Date;
};

/**
 * The clock of a harness that names none: a fixed morning before the tournaments these tests
 * schedule (2026-12-05), so that no test depends on the day it runs (a start in the past warns).
 */
export const TEST_NOW = () => new Date('2026-12-03T08:00:00Z');

/**
 * A web-mode session over a fresh temp folder: real SQLite files, no mocks. The second argument
 * is the options, or just the clock.
 */
export function harness(lng = 'en', optsOrNow: HarnessOptions | (() => Date) = {}): Harness {
  const opts: HarnessOptions = typeof optsOrNow === 'function' ? { now: optsOrNow } : optsOrNow;
  const { dir: shared, now = TEST_NOW, ...options } = opts;
  const dir = shared ?? mkdtempSync(join(tmpdir(), 'diagonal-api-'));
  const session = new EventSession({
    access: 'data-dir',
    dataDir: join(dir, 'data'),
    recentFile: join(dir, 'recent.json'),
    ...options,
  });
  const errors: unknown[] = [];
  const dispatch = createDispatcher({ session, logError: (e) => errors.push(e), now });
  const api = createClient((method, input) => dispatch(method, input, lng));
  return {
    dir,
    session,
    dispatch,
    api,
    errors,
    done: () => {
      session.close();
      if (!shared) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const SETTINGS = { name: 'Club Open', scheduledStart: '2026-12-05T10:00', closeAtEnd: false };
