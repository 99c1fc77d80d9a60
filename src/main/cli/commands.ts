import type { Command } from './command';

/** Every sub-command of `diagonal`, one file each under src/main/cli/. */
export const commands: Command[] = [];
