import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enter, harness, idsByStartNo, tournament, type Harness } from '../services/rounds/setup';
import { lines, readBack } from './pdf';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.done());

const FIELD = [
  { name: 'Świątek, Łukasz', rating: 2412 },
  { name: 'Güneş, Işıl', rating: 2305 },
  { name: 'Øvergård, Søren', rating: 2288 },
  { name: 'Dvořák, Jiří', rating: 2250 },
  { name: 'İnce, Ağa', rating: 2190 },
];

const pdfOf = async (input: Parameters<Harness['api']['report.render']>[0]) => {
  const out = await h.api['report.render'](input);
  return { ...out, read: readBack(Buffer.from(out.pdf, 'base64')) };
};

/*
 * Five present: a round robin (R2.2) of 5 rounds, table numbers by rating (R7.2 setting), so the
 * Berger table for 6 gives round 1 as 2-5 and 3-4 with 1 on the bye (R7.1).
 */
describe('reports of a tournament in the event file', () => {
  it('names each PDF file in the language it is printed in (issue 33.7)', async () => {
    const t = await tournament(h, FIELD);
    await h.api['tournament.start']({ tournamentId: t, seed: 7 });
    const name = async (language: 'en' | 'fr' | 'nl' | 'pl', kind: 'crosstable' | 'standings' | 'entrants') =>
      (await pdfOf({ tournamentId: t, kind, language })).fileName;
    expect(await name('en', 'crosstable')).toBe('club-open-crosstable-r1.pdf');
    expect(await name('fr', 'crosstable')).toBe('club-open-grille-r1.pdf');
    expect(await name('fr', 'standings')).toBe('club-open-classement-r1.pdf');
    expect(await name('nl', 'standings')).toBe('club-open-stand-r1.pdf');
    expect(await name('pl', 'crosstable')).toBe('club-open-tabela-krzyzowa-r1.pdf');
    expect(await name('fr', 'entrants')).toBe('club-open-participants-r1.pdf');
  });

  it('prints the round sheet and the grid with the names, the arbiter and the bye', async () => {
    const t = await tournament(h, FIELD, { tableNumbers: 'rating', arbiter: 'Ëmile Dûvergé', city: 'Łódź' });
    await h.api['tournament.start']({ tournamentId: t, seed: 7 });
    const sheet = await pdfOf({ tournamentId: t, kind: 'round-sheet', language: 'pl', round: 1 });
    // issue 33.7: the file is named in the report's language (Karta rundy)
    expect(sheet.fileName).toBe('club-open-karta-rundy-r1.pdf');
    expect(sheet.pages).toBe(1);
    const s = lines(sheet.read);
    expect(s).toContain('Sędzia główny: Ëmile Dûvergé');
    expect(s).toContain('Karta rundy · Runda 1 z 5');
    expect(s).toContain('1 2 Güneş, Işıl 0 2305 5 İnce, Ağa 0 2190');
    expect(s).toContain('2 3 Øvergård, Søren 0 2288 4 Dvořák, Jiří 0 2250');
    expect(s).toContain('1 Świątek, Łukasz – pauza');

    await enter(h, t, 1, 1, 'white-wins');
    await enter(h, t, 1, 2, 'draw');
    const grid = await pdfOf({ tournamentId: t, kind: 'grid', language: 'en', paper: 'letter' });
    expect([grid.read.width, grid.read.height]).toEqual([612, 792]);
    const g = lines(grid.read);
    expect(g).toContain('Round-robin grid · after round 1');
    // Güneş beat İnce: 2 in column 5, 2 points, 1 win, first. Świątek's bye is 2 points but no
    // meeting and no win (R4.2): an empty row, second.
    expect(g).toContain('2 Güneş, Işıl 2305 2 2 1 0 1');
    expect(g).toContain('1 Świątek, Łukasz 2412 2 0 0 2');
  });

  /*
   * Four present: a round robin of 3 rounds with two legs (R3.2), numbers by rating, round 1
   * {1-4, 2-3}. Board 1: game 1 drawn, game 2 still open; board 2: game 1 drawn, game 2 a double
   * forfeit (R8.4). One figure per game from the row's side, as on screen: 1 and 4 read "1 ·",
   * 2 and 3 read "1 −"; everyone on 1 point.
   */
  it('prints each game of two legs in the grid, in the notation of the screen', async () => {
    const t = await tournament(h, FIELD.slice(0, 4), { tableNumbers: 'rating' });
    await h.api['tournament.start']({ tournamentId: t, seed: 7 });
    await enter(h, t, 1, 1, 'draw', 1);
    await enter(h, t, 1, 2, 'draw', 1);
    await enter(h, t, 1, 2, 'double-forfeit', 2);
    const g = lines((await pdfOf({ tournamentId: t, kind: 'grid', language: 'en' })).read);
    // the text read back from the PDF may join the two figures of a cell: "1 ·" or "1·"
    expect(g).toContainEqual(expect.stringMatching(/^1 Świątek, Łukasz 2412 1 ?· 1 /));
    expect(g).toContainEqual(expect.stringMatching(/^2 Güneş, Işıl 2305 1 ?− 1 /));
    expect(g).toContainEqual(expect.stringMatching(/^3 Øvergård, Søren 2288 1 ?− 1 /));
    expect(g).toContainEqual(expect.stringMatching(/^4 Dvořák, Jiří 2250 1 ?· 1 /));
  });

  it("prints one entrant's tiebreak breakdown, chosen by the entrant's id", async () => {
    const t = await tournament(h, FIELD, { tableNumbers: 'rating' });
    await h.api['tournament.start']({ tournamentId: t, seed: 7 });
    await enter(h, t, 1, 1, 'white-wins');
    await enter(h, t, 1, 2, 'black-wins');
    const ids = await idsByStartNo(h, t);
    const r = await pdfOf({ tournamentId: t, kind: 'tiebreaks', language: 'en', entrantId: ids.get(2) ?? 0 });
    const l = lines(r.read);
    expect(l.some((x) => /^\d\. Güneş, Işıl \(No\. 2\)$/.test(x))).toBe(true);
    expect(l.some((x) => x.startsWith('1 5 İnce, Ağa 0 2'))).toBe(true);
    expect(l.join('\n')).not.toContain('Dvořák, Jiří (No. 4)');
  });

  it('lists the entrants before the start, and refuses a round report then', async () => {
    const t = await tournament(h, FIELD);
    const r = await pdfOf({ tournamentId: t, kind: 'entrants', language: 'fr' });
    const l = lines(r.read);
    expect(l).toContain('Liste des participants · 5 participants');
    expect(l).toContain('1 Świątek, Łukasz 2412');
    await expect(
      h.api['report.render']({ tournamentId: t, kind: 'round-sheet', language: 'en' }),
    ).rejects.toThrow(/no round yet/);
  });
});
