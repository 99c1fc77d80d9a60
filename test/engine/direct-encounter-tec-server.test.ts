/*
 * Direct encounter (RULES.md R9.3; FIDE C.07 Art. 6) checked against the FIDE TEC tie-break
 * server (github.com/OttoMilvang/TieBreakServer, version 1.9.57 of 2026-07-21, commit
 * 14a34a2c2f36509b110e4f25d6247f31fc4bf2f5), points then DE only. Each expected ranking below is
 * the server's Rank column, printed by
 *
 *   python3 tiebreakchecker.py -i FILE.trf -t PTS DE -r -dT        (its round-robin rules where it
 *                                                                   detects a round robin)
 *   python3 tiebreakchecker.py -i FILE.trf -t PTS DE -r -dT -s     (its Swiss rules)
 *
 * The server has no edition option of its own; `DE/V2024` and `DE/V2026` (its per-tiebreak
 * edition modifier, C.07 2024 and 2026) print the same columns as `DE` on all four files.
 *
 * One difference is kept on purpose: round-robin-unmet-none.trf under the server's round-robin
 * rules. There it adds up the points among the tied as if they had all met (tiebreak.py, the
 * `not self.rr` test of compute_basic_direct_encounter), so 1 (2 points among them) ranks above
 * 2 and 3 (1 each), whose own game is still to be played. FIDE C.07 Art. 6.1: "If some or all the tied participants have met each other, the sum of the scores from
 * these encounters is used to produce separate standings (for use in 6.2 and 6.3)": the separate
 * standings hold the encounters that took place, and a round robin's game still to come is not
 * one of them. What the server applies is its own round-robin default, unplayed games
 * treated as played (its "P" modifier, tiebreak.py), which is about games paired and not played.
 * With its Swiss rules (-s) the server ranks as Diagonal does in both formats: DE orders nobody.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Format } from '../../src/shared/domain';
import { computeStandings } from '../../src/main/engine/standings';
import { readTrf } from '../../src/main/io/trf';
import { trfToSheet } from '../../src/main/io/trf-sheet';

const ranks = (name: string, format: Format) => {
  const text = readFileSync(new URL(`../fixtures/tiebreaks/${name}`, import.meta.url), 'utf8');
  const s = computeStandings(trfToSheet(readTrf(text)), { format, tiebreaks: ['DE'] });
  return s.rows.map((r) => [r.rank, r.startNo]);
};

describe('three tied, two of them never met, nobody out of reach (round-robin-unmet-none.trf)', () => {
  /*
   * -s:              Rank StartNo PTS DE: 1 1 4.0 0 | 1 2 4.0 0 | 1 3 4.0 0 | 4 4 3.0 0 | 4 5 3.0 0 | 6 6 0.0 0
   * round robin:     Rank StartNo PTS DE: 1 1 4.0 1 | 2 2 4.0 2 | 2 3 4.0 2 | 4 4 3.0 0 | 4 5 3.0 0 | 6 6 0.0 0
   * (the second is the server's round-robin reading, not followed: see above)
   */
  const server = [
    [1, 1],
    [1, 2],
    [1, 3],
    [4, 4],
    [4, 5],
    [6, 6],
  ];
  it('Swiss: DE orders none of the three, as the server with -s', () => {
    expect(ranks('round-robin-unmet-none.trf', 'swiss')).toEqual(server);
  });
  it('round robin: the same, the game 2-3 still to be played counting for nothing yet', () => {
    expect(ranks('round-robin-unmet-none.trf', 'round-robin')).toEqual(server);
  });
});

describe('three tied, two never met, one out of reach (round-robin-unmet-ahead.trf)', () => {
  // Both rules: Rank StartNo: 1 1 | 2 2 | 2 3 | 4 6 | 5 4 | 6 5
  const server = [
    [1, 1],
    [2, 2],
    [2, 3],
    [4, 6],
    [5, 4],
    [6, 5],
  ];
  it('Swiss and round robin: 1 first, 2 and 3 still tied, as the server', () => {
    expect(ranks('round-robin-unmet-ahead.trf', 'swiss')).toEqual(server);
    expect(ranks('round-robin-unmet-ahead.trf', 'round-robin')).toEqual(server);
  });
});

describe('three tied who all met, and two tied who met (round-robin-all-met.trf)', () => {
  /*
   * A whole six-player round robin (Berger rounds 1-5), 2/1/0. 1, 2, 3 on 6 points: 1 beat 2,
   * drew 3; 2 and 3 drew: among them 1 has 3, 3 has 2, 2 has 1. 4 and 5 on 5 points: 4 beat 5.
   * Both rules: Rank StartNo PTS DE: 1 1 6.0 1 | 2 3 6.0 2 | 3 2 6.0 3 | 4 4 5.0 1 | 5 5 5.0 2 | 6 6 2.0 0
   */
  const server = [
    [1, 1],
    [2, 3],
    [3, 2],
    [4, 4],
    [5, 5],
    [6, 6],
  ];
  it('Swiss and round robin: DE decides the three and the two, as the server', () => {
    expect(ranks('round-robin-all-met.trf', 'round-robin')).toEqual(server);
    expect(ranks('round-robin-all-met.trf', 'swiss')).toEqual(server);
  });
});

describe('two tied in a Swiss who met (swiss-pair-met.trf)', () => {
  /*
   * Six players, three rounds, 2/1/0: 1 and 4 on 4 points, 1 beat 4 in round 1.
   * Both rules: Rank StartNo PTS DE: 1 2 5.0 0 | 2 1 4.0 1 | 3 4 4.0 2 | 4 3 3.0 0 | 5 6 2.0 0 | 6 5 0.0 0
   */
  const server = [
    [1, 2],
    [2, 1],
    [3, 4],
    [4, 3],
    [5, 6],
    [6, 5],
  ];
  it('Swiss and round robin: 1 above 4 by their game, as the server', () => {
    expect(ranks('swiss-pair-met.trf', 'swiss')).toEqual(server);
    expect(ranks('swiss-pair-met.trf', 'round-robin')).toEqual(server);
  });
});
