import type { Migration } from './types';
import { initial } from './001_initial';

/** Every schema step in order; `version` is what PRAGMA user_version holds after it. */
export const MIGRATIONS: readonly Migration[] = [initial];

export const LATEST_VERSION = MIGRATIONS.length;
export type { Migration };
