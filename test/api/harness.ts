import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDispatcher, type Dispatch } from '../../src/main/api/dispatch';
import { EventSession } from '../../src/main/api/session';
import { createClient, type Api } from '../../src/shared/api/contract';

export type Harness = {
  dir: string;
  session: EventSession;
  dispatch: Dispatch;
  api: Api;
  errors: unknown[];
  done: () => void;
};

/**
 * A web-mode session over a fresh temp folder: real SQLite files, no mocks. `now` is the
 * transport's clock (the system's by default), so a test can pair on one day and print on another.
 */
export function harness(lng = 'en', now?: () => Date): Harness {
  const dir = mkdtempSync(join(tmpdir(), 'diagonal-api-'));
  const session = new EventSession({
    access: 'data-dir',
    dataDir: join(dir, 'data'),
    recentFile: join(dir, 'recent.json'),
  });
  const errors: unknown[] = [];
  const dispatch = createDispatcher({ session, logError: (e) => errors.push(e), ...(now ? { now } : {}) });
  const api = createClient((method, input) => dispatch(method, input, lng));
  return {
    dir,
    session,
    dispatch,
    api,
    errors,
    done: () => {
      session.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const SETTINGS = { name: 'Club Open', scheduledStart: '2026-12-05T10:00' };
