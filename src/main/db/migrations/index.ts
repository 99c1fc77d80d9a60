import type { Migration } from './types';
import { initial } from './001_initial';
import { ratingLists } from './002_rating_lists';
import { play } from './003_play';
import { ratingImport } from './004_rating_import';
import { searchTags } from './005_search_tags';
import { arena } from './006_arena';
import { fideEdition } from './007_fide_edition';
import { teams } from './008_teams';
import { portal } from './009_portal';
import { duration } from './010_duration';
import { portalTeams } from './011_portal_teams';
import { announcedEnd } from './012_announced_end';
import { portalCredentials } from './015_portal_credentials';
import { roundRobinCycles } from './018_round_robin_cycles';
import { administration } from './019_administration';
import { pairingConstraints } from './020_pairing_constraints';
import { roundKeeps } from './021_round_keeps';
import { classReviews } from './022_class_reviews';
import { teamRatings } from './023_team_ratings';
import { teamLeaves } from './024_team_leaves';

/** Every schema step in order; `version` is what PRAGMA user_version holds after it. */
export const MIGRATIONS: readonly Migration[] = [
  initial,
  ratingLists,
  play,
  ratingImport,
  searchTags,
  arena,
  fideEdition,
  teams,
  portal,
  duration,
  portalTeams,
  announcedEnd,
  portalCredentials,
  roundRobinCycles,
  administration,
  pairingConstraints,
  roundKeeps,
  classReviews,
  teamRatings,
  teamLeaves,
];

export const LATEST_VERSION = MIGRATIONS.at(-1)?.version ?? 0;
export type { Migration };
