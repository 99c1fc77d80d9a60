import type { Command } from './command';
import { pairCommand } from './pair';
import { checkCommand } from './check';
import { planCommand } from './plan';
import { bergerCommand } from './berger';
import { standingsCommand } from './standings';
import { reportCommand } from './report';
import { apiCommand } from './api';
import { ratingsCommand } from './ratings';

/** Every sub-command of `diagonal`, one file each under src/main/cli/. */
export const commands: Command[] = [
  pairCommand,
  checkCommand,
  planCommand,
  bergerCommand,
  standingsCommand,
  reportCommand,
  ratingsCommand,
  apiCommand,
];
