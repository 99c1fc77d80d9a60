/**
 * The fuzz tests' budget: bounded so that all of them run in well under a minute on a slow
 * two-core machine. FUZZ_SCALE multiplies the runs and FUZZ_SEED changes the seed, for a longer
 * search by hand; a failure prints the seed and the path that make it again.
 */
const scale = Number(process.env.FUZZ_SCALE ?? '1');
const seedShift = Number(process.env.FUZZ_SEED ?? '0');

export const budget = (runs: number, seed: number): { numRuns: number; seed: number } => ({
  numRuns: Math.max(1, Math.round(runs * (Number.isFinite(scale) ? scale : 1))),
  seed: seed + (Number.isFinite(seedShift) ? seedShift : 0),
});

/** Vitest's time for a fuzz test, grown with FUZZ_SCALE. */
export const fuzzTimeout = (ms = 60_000): number => ms * Math.max(1, Number.isFinite(scale) ? scale : 1);
