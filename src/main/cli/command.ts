/** One `diagonal` sub-command. Exit codes: 0 done, 1 no valid pairing, 2 usage, 3 invalid input. */
export type CliIO = {
  out: (text: string) => void;
  err: (text: string) => void;
};

export type Command = {
  name: string;
  usage: string;
  run: (argv: string[], io: CliIO) => Promise<number> | number;
};

export const EXIT = { ok: 0, noPairing: 1, usage: 2, invalidInput: 3 } as const;
