import type { Command } from './command';

/** A sub-command as `diagonal help` lists it; its code is loaded only when it runs. */
export type CommandEntry = { name: string; summary: string; load: () => Promise<Command> };

/** Every sub-command of `diagonal`, one file each under src/main/cli/. */
export const commands: CommandEntry[] = [
  {
    name: 'pair',
    summary: 'pair the next round of a TRF file (FIDE Dutch system)',
    load: async () => (await import('./pair')).pairCommand,
  },
  {
    name: 'check',
    summary: 're-pair every round of a TRF file and report the rounds that differ',
    load: async () => (await import('./check')).checkCommand,
  },
  {
    name: 'generate',
    summary: 'play a random tournament with the Dutch system and write it as TRF (seeded)',
    load: async () => (await import('./generate')).generateCommand,
  },
  {
    name: 'explain',
    summary: 'why the Dutch system pairs a round of a TRF file as it does, or why not two entrants',
    load: async () => (await import('./explain')).explainCommand,
  },
  {
    name: 'plan',
    summary: 'the start decision: format, rounds and games per round (R2, R3)',
    load: async () => (await import('./plan')).planCommand,
  },
  {
    name: 'berger',
    summary: 'the FIDE Berger table for N entrants (3 to 20)',
    load: async () => (await import('./berger')).bergerCommand,
  },
  {
    name: 'standings',
    summary: 'standings and tiebreaks of a TRF tournament (R9)',
    load: async () => (await import('./standings')).standingsCommand,
  },
  {
    name: 'report',
    summary: 'print a report (crosstable, standings, round sheet ...) of a TRF or event file as PDF',
    load: async () => (await import('./report')).reportCommand,
  },
  {
    name: 'ratings',
    summary: 'import a rating list into an event file, or search the imported lists',
    load: async () => (await import('./ratings')).ratingsCommand,
  },
  {
    name: 'perft',
    summary: 'count the positions DEPTH moves ahead in a draughts variant (move generator check)',
    load: async () => (await import('./perft')).perftCommand,
  },
  {
    name: 'moves',
    summary: 'the legal moves of a position in a draughts variant',
    load: async () => (await import('./moves')).movesCommand,
  },
  {
    name: 'openings',
    summary: 'the official opening table of Italian or English draughts, by class',
    load: async () => (await import('./openings')).openingsCommand,
  },
  {
    name: 'backup',
    summary: 'copy an event file completely, even while Diagonal has it open',
    load: async () => (await import('./backup')).backupCommand,
  },
  {
    name: 'export',
    summary: 'write a tournament of an event file as TRF-16 or as the FMJD rating report',
    load: async () => (await import('./export')).exportCommand,
  },
  {
    name: 'import',
    summary: 'read a TRF-16, DraughtArbiter or FMJD-report file as a new tournament of an event file',
    load: async () => (await import('./import')).importCommand,
  },
  {
    name: 'api',
    summary: 'run one API method on an event file (JSON in, JSON out)',
    load: async () => (await import('./api')).apiCommand,
  },
];
