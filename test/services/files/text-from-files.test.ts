/**
 * Text read from a file is cleaned, not refused (docs/TEXT.md): a rating list, a TRF, a
 * DraughtArbiter export or an FMJD report is not retyped, so a tab, a NUL, a C1 character or a
 * line separator inside one of its fields becomes one space and the file still comes in. The
 * record boundaries are the file's own; within a field such a character is only noise.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { teamLine } from '../../../src/main/io/trf-teams';
import { harness, type Harness } from '../../api/harness';

let h: Harness;
beforeEach(async () => {
  h = harness('en', () => new Date('2026-12-05T09:00:00Z'));
  await h.api['event.create']({ file: 'files', name: 'Files' });
});
afterEach(() => h.done());

/** A `001` line: number 5-8, name 15-47, rating 49-52, federation 54-56, points 81-84, rounds from 92. */
const player = (no: number, name: string, points: string, round: string) =>
  `001 ${String(no).padStart(4)}      ${name.padEnd(33)} 1800 ${'POL'.padEnd(3)}${' '.repeat(24)}${points.padStart(4)}     ${round}`;

describe('text read from a file', () => {
  it('TRF: names, the tournament name, city and arbiter come in on one line', async () => {
    const text = [
      '012 Memoriał\tŁódź 2026',
      '022 Łódź\u0000',
      '102 Kowalski,\u0085Jan',
      player(1, 'Świątek,\tŁukasz', '1.0', '     2 w 1'),
      player(2, 'Evil\u2028001   99 Forged', '0.0', '     1 b 0'),
      player(3, 'Çelik,\u0007İsmail', '0.0', '  0000 - Z'),
      player(4, 'Noël,\u009bZoë', '0.0', '  0000 - Z'),
      'XXR 3',
    ].join('\n');
    const t = await h.api['file.importTrf']({ fileName: 'open.trf', text });
    expect(t.settings).toMatchObject({ name: 'Memoriał Łódź 2026', city: 'Łódź', arbiter: 'Kowalski, Jan' });
    expect((await h.api['entrant.list']({ tournamentId: t.id })).map((e) => e.name)).toEqual([
      'Świątek, Łukasz',
      'Evil 001   99 Forged',
      'Çelik, İsmail',
      'Noël, Zoë',
    ]);
  });

  it('TRF with team records: the team names too', async () => {
    const text = [
      '012 Cup',
      player(1, 'P1', '2.0', '     3 w 1'),
      player(2, 'P2', '1.0', '     4 b ='),
      player(3, 'P3', '0.0', '     1 b 0'),
      player(4, 'P4', '1.0', '     2 w ='),
      '142 3',
      '162 W 2.0 D 1.0 L 0.0 A 0.0 P 2.0',
      teamLine({ name: 'DC\tVilleurbanne', players: [1, 2] }),
      teamLine({ name: 'Dames\u2029Évry', players: [3, 4] }),
    ].join('\n');
    const t = await h.api['file.importTrf']({ fileName: 'cup.trf', text });
    expect((await h.api['team.list']({ tournamentId: t.id })).map((x) => x.name)).toEqual([
      'DC Villeurbanne',
      'Dames Évry',
    ]);
  });

  it('DraughtArbiter and FMJD report CSV: the names and the title line', async () => {
    const csv = readFileSync(join(__dirname, '../../fixtures/results/krakow-draughtarbiter.csv'), 'utf8')
      .replace('Open Kraków 2025', 'Open\u0007Kraków 2025')
      .replace('Wiśniewski, Łukasz', 'Wiśniewski,\tŁukasz')
      .replace('Ødegård, Søren', 'Ødegård,\u0085Søren');
    const t = await h.api['file.importResults']({
      fileName: 'krakow.csv',
      text: csv,
      layout: 'draughtarbiter',
    });
    expect(t.settings.name).toBe('Open Kraków 2025');
    const names = (await h.api['entrant.list']({ tournamentId: t.id })).map((e) => e.name);
    expect(names).toContain('Wiśniewski, Łukasz');
    expect(names).toContain('Ødegård, Søren');
    const report = await h.api['file.exportFmjd']({ tournamentId: t.id });
    const forged = report.text.replace('Wiśniewski, Łukasz', 'Wiśniewski,\u2028Łukasz');
    const again = await h.api['file.importResults']({
      fileName: 'r.csv',
      text: forged,
      layout: 'fmjd-report',
    });
    expect((await h.api['entrant.list']({ tournamentId: again.id })).map((e) => e.name)).toContain(
      'Wiśniewski, Łukasz',
    );
  });

  it('a rating list: a quoted name over two lines, a club and an ID with control characters', async () => {
    const data = join(h.dir, 'data');
    mkdirSync(data, { recursive: true });
    writeFileSync(
      join(data, 'list.csv'),
      [
        'FMJD-id;Name;Fed;Club;Rating',
        '16095;"Evil',
        '001   99      Forged, Player";POL;"KS\u001fŁódź";2339',
        '16096;Nowak,\u2028Jan;POL;Hetman\u0085Wrocław;1900',
        '160\u000797;Çelik, İsmail;TUR;;1850',
      ].join('\r\n'),
    );
    await h.api['ratings.import']({ file: 'list.csv', source: 'FMJD' });
    const t = await h.api['tournament.create']({
      settings: { name: 'Open', scheduledStart: '2026-12-05T10:00', closeAtEnd: false },
    });
    for (const text of ['evil', 'nowak', 'celik']) {
      const [hit] = await h.api['ratings.search']({ text });
      await h.api['ratings.register']({ tournamentId: t.id, entryId: hit?.entryId ?? 0 });
    }
    expect(
      (await h.api['entrant.list']({ tournamentId: t.id })).map((e) => [e.name, e.club, e.ratingId]),
    ).toEqual([
      // A name cell that spans lines also has its runs of spaces closed up (joinName, issue 7).
      ['Evil 001 99 Forged, Player', 'KS Łódź', '16095'],
      ['Nowak, Jan', 'Hetman Wrocław', '16096'],
      ['Çelik, İsmail', null, '160 97'],
    ]);
  });

  it('a list imported before the rule: its entry is registered on one line', async () => {
    const data = join(h.dir, 'data');
    mkdirSync(data, { recursive: true });
    copyFileSync(join(__dirname, '../../fixtures/ratings/fmjd-bom-semicolon.csv'), join(data, 'fmjd.csv'));
    await h.api['ratings.import']({ file: 'fmjd.csv' });
    const [hit] = await h.api['ratings.search']({ text: 'swiatek' });
    // What an older version stored as read: the name and club with their line breaks.
    h.session
      .requireDb()
      .prepare('UPDATE rating_entries SET name = ?, club = ? WHERE id = ?')
      .run('Świątek,\nŁukasz', 'KS\r\nŁódź', hit?.entryId);
    const t = await h.api['tournament.create']({
      settings: { name: 'Open', scheduledStart: '2026-12-05T10:00', closeAtEnd: false },
    });
    const e = await h.api['ratings.register']({ tournamentId: t.id, entryId: hit?.entryId ?? 0 });
    expect([e.name, e.club]).toEqual(['Świątek, Łukasz', 'KS Łódź']);
  });
});
