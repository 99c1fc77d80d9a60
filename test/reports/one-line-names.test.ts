/**
 * A name holding a line break prints on one line (docs/TEXT.md). Typed text can no longer hold
 * one, but an event file saved by an older version may: the reports read it on one line, each
 * run of control characters a space, in every PDF and on the event's website.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderPdf } from '../../src/main/reports/render';
import { enter, harness, tournament, type Harness } from '../services/rounds/setup';
import { lines, readBack } from './pdf';

let h: Harness;
beforeEach(() => {
  h = harness('en', () => new Date('2026-12-05T09:00:00Z'));
});
afterEach(() => h.done());

const FIELD = [
  { name: 'Świątek, Łukasz', rating: 2412 },
  { name: 'Güneş, Işıl', rating: 2305 },
  { name: 'Øvergård, Søren', rating: 2288 },
  { name: 'Dvořák, Jiří', rating: 2250 },
  { name: 'İnce, Ağa', rating: 2190 },
];

/** What an older version stored as typed. */
function storeAsTyped(id: number): void {
  const db = h.session.requireDb();
  const set = db.prepare('UPDATE entrants SET name = ? WHERE name = ?');
  set.run('Evil\n001 Forged, Player', 'Świątek, Łukasz');
  set.run('Güneş,\u2028Işıl', 'Güneş, Işıl');
  set.run('Øvergård,\r\nSøren', 'Øvergård, Søren');
  db.prepare('UPDATE tournaments SET arbiter = ?, city = ? WHERE id = ?').run(
    'Ëmile\nDûvergé',
    'Łódź\u2029',
    id,
  );
}

const pdf = async (input: Parameters<Harness['api']['report.render']>[0]) =>
  lines(readBack(Buffer.from((await h.api['report.render'](input)).pdf, 'base64')));

describe('a stored name with a line break', () => {
  it('prints on one line in the entrants list, the round sheet and the standings', async () => {
    const t = await tournament(h, FIELD, { tableNumbers: 'rating', arbiter: 'Ëmile Dûvergé', city: 'Łódź' });
    storeAsTyped(t);
    const entrants = await pdf({ tournamentId: t, kind: 'entrants', language: 'en' });
    expect(entrants.some((l) => l.includes('Evil 001 Forged, Player'))).toBe(true);
    expect(entrants.some((l) => l.includes('Güneş, Işıl'))).toBe(true);
    expect(entrants.some((l) => l.includes('Øvergård, Søren'))).toBe(true);
    expect(entrants.some((l) => l.startsWith('001 Forged'))).toBe(false);

    await h.api['tournament.start']({ tournamentId: t, seed: 7 });
    const sheet = await pdf({ tournamentId: t, kind: 'round-sheet', language: 'en', round: 1 });
    expect(sheet).toContain('Chief arbiter: Ëmile Dûvergé');
    expect(sheet.some((l) => l.includes('Güneş, Işıl') && l.includes('İnce, Ağa'))).toBe(true);
    expect(sheet.some((l) => l.includes('Evil 001 Forged, Player'))).toBe(true);

    await enter(h, t, 1, 1, 'white-wins');
    await enter(h, t, 1, 2, 'draw');
    const standings = await pdf({ tournamentId: t, kind: 'standings', language: 'en' });
    expect(standings.some((l) => /^\d+ \d+ Güneş, Işıl /.test(l))).toBe(true);
    expect(standings.some((l) => l.includes('Øvergård, Søren'))).toBe(true);
  });

  it('prints on one line in the header and footer made for each page', async () => {
    const doc = {
      header: (page: number) => ({ text: `Open\nŁódź · ${page}` }),
      footer: () => ({ text: 'Ëmile\u2028Dûvergé' }),
      content: [{ text: 'one' }, { text: 'two', pageBreak: 'before' as const }],
    };
    const read = lines(readBack(await renderPdf(doc)));
    expect(read).toContain('Open Łódź · 2');
    expect(read).toContain('Ëmile Dûvergé');
  });

  it('is written on one line on the event website', async () => {
    const t = await tournament(h, FIELD);
    storeAsTyped(t);
    await h.api['tournament.start']({ tournamentId: t, seed: 7 });
    // Web mode names the folder inside the data folder.
    const folder = join(h.dir, 'data', (await h.api['file.exportSite']({})).folder);
    const html = readdirSync(folder, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.html'))
      .map((f) => readFileSync(join(folder, f), 'utf8'))
      .join('\n');
    expect(html).toContain('Güneş, Işıl');
    expect(html).toContain('Evil 001 Forged, Player');
    expect(html).not.toMatch(/[\u2028\u2029\r]/);
  });
});
