import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { createEventFile } from '../../src/main/db/connection';
import { MIGRATIONS } from '../../src/main/db/migrations/index';
import { main } from '../../src/main/transports/cli';
import { FIXTURES, lines, readBack } from '../reports/pdf';
import { enter, field, harness, tournament } from '../services/rounds/setup';

const dir = mkdtempSync(join(tmpdir(), 'diagonal-cli-report-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (s: string) => out.push(s), err: (s: string) => err.push(s) }, out, err };
}

const swiss = join(FIXTURES, 'swiss-9.trf');

describe('diagonal report', () => {
  it('writes the crosstable of a TRF file in the language and paper asked for', async () => {
    const file = join(dir, 'crosstable.pdf');
    const c = capture();
    const code = await main(
      ['report', 'crosstable', swiss, '-o', file, '--lang', 'pl', '--paper', 'letter'],
      c.io,
    );
    expect(c.err).toEqual([]);
    expect(code).toBe(0);
    const r = readBack(readFileSync(file));
    expect([r.width, r.height]).toEqual([612, 792]);
    const l = lines(r);
    expect(l).toContain('Tabela krzyżowa · po rundzie 4');
    expect(l).toContain('Sędzia główny: Zbigniew Ślusarczyk');
    expect(
      l.some((x) => x.startsWith('1 1 Świątek, Łukasz GMI POL 2412 5b 2–0 2c 1–1 4b 2–0 8c 2–0 7')),
    ).toBe(true);
  });

  it('prints the round sheet of the round asked for', async () => {
    const file = join(dir, 'sheet.pdf');
    expect(await main(['report', 'round-sheet', swiss, '--round', '3', '-o', file], capture().io)).toBe(0);
    expect(lines(readBack(readFileSync(file)))).toContain('Round sheet · Round 3 of 5');
  });

  it('answers a usage error with exit 2 and says what is wrong', async () => {
    const file = join(dir, 'never.pdf');
    const unknown = capture();
    expect(await main(['report', 'podium', swiss, '-o', file], unknown.io)).toBe(2);
    expect(unknown.err.join('')).toContain('Unknown report "podium"');
    const lang = capture();
    expect(await main(['report', 'standings', swiss, '-o', file, '--lang', 'de'], lang.io)).toBe(2);
    expect(lang.err.join('')).toContain(
      '"de" is not a valid value for --lang. Choose one of: en, fr, nl, pl.',
    );
    const missing = capture();
    expect(await main(['report', 'standings', swiss], missing.io)).toBe(2);
    expect(missing.err.join('')).toContain('Usage: diagonal report KIND INPUT -o OUT.pdf');
  });

  /*
   * R9.4: --unplayed chooses the edition the tiebreaks are counted under; the print says which,
   * and what each column sums or counts. Held's exercise tournament (see
   * test/engine/tiebreaks-held-exercise.test.ts): 4's half-point bye counts against a dummy on
   * 4's own 3.5 in 2023 (BH 15), capped at 2.5 in 2026 (BH 14).
   */
  it('--unplayed: the edition used, printed with the breakdown', async () => {
    const held = new URL('../fixtures/tiebreaks/held-swiss-5.trf', import.meta.url).pathname;
    const text = async (unplayed: string) => {
      const file = join(dir, `held-${unplayed}.pdf`);
      const c = capture();
      const args = ['report', 'tiebreaks', held, '-o', file, '--entrant', '4', '--unplayed', unplayed];
      expect(await main(args, c.io)).toBe(0);
      return lines(readBack(readFileSync(file))).join('\n');
    };
    const y2023 = await text('fide-2023');
    expect(y2023).toContain('C.07 Art. 16 as approved in August 2023');
    expect(y2023).toContain('Solkoff (Buchholz) 15');
    const y2026 = await text('fide-2026');
    expect(y2026).toContain('C.07 Art. 16 as changed in March 2026');
    expect(y2026).toContain('Solkoff (Buchholz) 14');
    expect(y2026).toContain("Sums each opponent's final score. FIDE C.07: BH");
    const bad = capture();
    expect(
      await main(['report', 'tiebreaks', held, '-o', join(dir, 'x.pdf'), '--unplayed', 'fide'], bad.io),
    ).toBe(2);
    expect(bad.err.join('')).toContain('"fide" is not a valid value for --unplayed');
  });

  it('answers bad input with exit 3: a round the file does not have, an unreadable file', async () => {
    const file = join(dir, 'never.pdf');
    const round = capture();
    expect(await main(['report', 'results', swiss, '--round', '9', '-o', file], round.io)).toBe(3);
    expect(round.err.join('')).toContain('Round 9 does not exist: the tournament has rounds 1 to 4.');
    const broken = join(dir, 'broken.trf');
    writeFileSync(broken, '001 nonsense\n');
    expect(await main(['report', 'standings', broken, '-o', file], capture().io)).toBe(3);
    const bad = capture();
    expect(await main(['report', 'standings', join(dir, 'missing.trf'), '-o', file], bad.io)).toBe(3);
    expect(bad.err.join('')).toContain('Cannot read the file');
  });
});

describe('diagonal report on an event file', () => {
  it('prints a tournament chosen with --tournament, and asks for it when missing', async () => {
    const h = harness();
    try {
      const t = await tournament(h, field(8), { arbiter: 'Zbigniew Ślusarczyk' });
      await h.api['tournament.start']({ tournamentId: t, seed: 5 });
      await enter(h, t, 1, 1, 'white-wins');
      const event = await h.api['event.current']({});
      if (!event) throw new Error('no event open');
      h.session.close();
      // Web mode keeps event files in its data folder (test/api/harness.ts).
      const path = join(h.dir, 'data', event.fileName);
      const file = join(dir, 'event-standings.pdf');
      const c = capture();
      const args = ['report', 'standings', path, '-o', file, '--lang', 'nl', '--tournament', String(t)];
      expect(await main(args, c.io)).toBe(0);
      expect(c.err).toEqual([]);
      const l = lines(readBack(readFileSync(file)));
      expect(l).toContain('Hoofdarbiter: Zbigniew Ślusarczyk');
      expect(l).toContain('Stand · na ronde 1');
      const missing = capture();
      expect(await main(['report', 'standings', path, '-o', file], missing.io)).toBe(3);
      expect(missing.err.join('')).toContain('say which tournament with --tournament ID');
    } finally {
      h.done();
    }
  });

  it('refuses the rating report of a tournament its opening makes casual, with the reason (R12.2)', async () => {
    const h = harness();
    try {
      const strong = { variant: 'italian', openingMode: 'ballot-all', twoLegs: false } as const;
      // five present: one game a round (four would play two legs, R3.2, and be rated)
      const t = await tournament(h, field(5), strong);
      await h.api['tournament.start']({ tournamentId: t, seed: 5 });
      const event = await h.api['event.current']({});
      if (!event) throw new Error('no event open');
      h.session.close();
      const path = join(h.dir, 'data', event.fileName);
      const file = join(dir, 'casual-rating.pdf');
      const c = capture();
      const args = ['report', 'rating-report', path, '-o', file, '--tournament', String(t)];
      expect(await main(args, c.io)).toBe(3);
      expect(c.err.join('')).toBe(
        'diagonal report: There is no rating report for "Club Open": the tournament is casual, so none of its games is rated (R12.1, R12.3). Casual: the opening mode "Ballot from the whole table" goes above 2N/2B, which needs "Two games per round, colours reversed" to be rated (R12.2). Turn "Two games per round, colours reversed" on to make it rated again.',
      );
    } finally {
      h.done();
    }
  });

  /*
   * --entrant names a starting number; through dispatch the command finds that entrant's id in
   * the entrant list and prints its breakdown alone (R9.6), as the Reports screen does. A number
   * nobody holds is refused with exit 3, and only where the breakdown reads it.
   */
  it("prints one entrant's breakdown with --entrant, and refuses a number nobody has", async () => {
    const h = harness();
    try {
      const t = await tournament(h, field(8));
      await h.api['tournament.start']({ tournamentId: t, seed: 5 });
      await enter(h, t, 1, 1, 'white-wins');
      const event = await h.api['event.current']({});
      if (!event) throw new Error('no event open');
      h.session.close();
      const path = join(h.dir, 'data', event.fileName);
      const file = join(dir, 'event-breakdown.pdf');
      const args = ['report', 'tiebreaks', path, '-o', file, '--tournament', String(t), '--entrant'];
      const c = capture();
      expect(await main([...args, '2'], c.io)).toBe(0);
      expect(c.err).toEqual([]);
      const heads = lines(readBack(readFileSync(file))).filter((l) => /\(No\. \d+\)$/.test(l));
      expect(heads).toHaveLength(1);
      expect(heads[0]).toMatch(/Player 02 +\(No\. 2\)$/);
      const nobody = capture();
      expect(await main([...args, '9'], nobody.io)).toBe(3);
      expect(nobody.err.join('')).toBe('diagonal report: There is no entrant with starting number 9.');
      // The standings do not read --entrant: printed whole, as before.
      const standings = [
        'report',
        'standings',
        path,
        '-o',
        file,
        '--tournament',
        String(t),
        '--entrant',
        '9',
      ];
      expect(await main(standings, capture().io)).toBe(0);
    } finally {
      h.done();
    }
  });

  /*
   * --unplayed on an event file reaches the standings through report.render: Held's exercise
   * tournament imported from its TRF file (the figures of the --unplayed test above: 4's
   * half-point bye counts against a dummy on 4's own 3.5 in 2023, BH 15; capped at 2.5 in 2026,
   * BH 14).
   */
  it('--unplayed: the edition asked for, on a tournament of an event file', async () => {
    const h = harness();
    try {
      const held = new URL('../fixtures/tiebreaks/held-swiss-5.trf', import.meta.url).pathname;
      await h.api['event.create']({ file: 'held', name: 'Held' });
      const t = await h.api['file.importTrf']({
        fileName: 'held-swiss-5.trf',
        text: readFileSync(held, 'utf8'),
      });
      const event = await h.api['event.current']({});
      if (!event) throw new Error('no event open');
      h.session.close();
      const path = join(h.dir, 'data', event.fileName);
      const text = async (unplayed: string) => {
        const file = join(dir, `held-event-${unplayed}.pdf`);
        const c = capture();
        const args = [
          'report',
          'tiebreaks',
          path,
          '-o',
          file,
          '--tournament',
          String(t.id),
          '--entrant',
          '4',
        ];
        expect(await main([...args, '--unplayed', unplayed], c.io)).toBe(0);
        expect(c.err).toEqual([]);
        return lines(readBack(readFileSync(file))).join('\n');
      };
      const y2023 = await text('fide-2023');
      expect(y2023).toContain('C.07 Art. 16 as approved in August 2023');
      expect(y2023).toContain('Solkoff (Buchholz) 15');
      const y2026 = await text('fide-2026');
      expect(y2026).toContain('C.07 Art. 16 as changed in March 2026');
      expect(y2026).toContain('Solkoff (Buchholz) 14');
    } finally {
      h.done();
    }
  });

  /* Printing reads only: the file open in the app (its lock held) still prints, as before. */
  it('prints a tournament of an event file the app holds open', async () => {
    const h = harness();
    try {
      const t = await tournament(h, field(6));
      await h.api['tournament.start']({ tournamentId: t, seed: 5 });
      const event = await h.api['event.current']({});
      if (!event) throw new Error('no event open');
      const path = join(h.dir, 'data', event.fileName);
      const file = join(dir, 'held-open.pdf');
      const c = capture();
      expect(await main(['report', 'entrants', path, '-o', file, '--tournament', String(t)], c.io)).toBe(0);
      expect(c.err).toEqual([]);
      expect(lines(readBack(readFileSync(file))).some((l) => l.includes('Player 06'))).toBe(true);
      // The app's session goes on writing.
      await enter(h, t, 1, 1, 'white-wins');
    } finally {
      h.done();
    }
  });

  /* A file of an older version cannot be read read-only: it is brought up to date, as before. */
  it('opens a file of an older version for writing, and brings it up to date', async () => {
    const path = join(dir, 'Old.diagonal');
    createEventFile(path, { migrations: MIGRATIONS.slice(0, 2) }).close();
    const c = capture();
    expect(
      await main(['report', 'entrants', path, '-o', join(dir, 'old.pdf'), '--tournament', '1'], c.io),
    ).toBe(3);
    // Opened and updated: what is refused is the tournament the file does not hold.
    expect(c.err.join('')).not.toContain('older version');
    const db = new Database(path, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.at(-1)?.version);
    db.close();
  });
});
