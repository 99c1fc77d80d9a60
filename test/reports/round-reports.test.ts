import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { modelFromTrfText } from '../../src/main/services/files/trf-report';
import { renderReport } from '../../src/main/reports/index';
import { CORPUS, fixture, lines, PRINTED, readBack, report } from './pdf';

// swiss-9.trf: nine entrants, four rounds of five played, draughts 2/1/0 (BBW lines), with a
// pairing-allocated bye every round, a forfeit in round 2 and a double forfeit in round 4.
const swiss = fixture('swiss-9.trf');

describe('round sheet (PRODUCT.md step 4)', () => {
  it('lists the boards in publication order with numbers, names, ratings and the signature line', async () => {
    const r = await report('round-sheet', swiss, { round: 2 });
    const l = lines(r);
    expect(l).toContain('Open de Printemps – Łódź 2026');
    expect(l).toContain('Chief arbiter: Zbigniew Ślusarczyk');
    expect(l).toContain('Round sheet · Round 2 of 5');
    // Boards by the leader's score, then the sum of scores (C.04.3 board order): before round 2
    // 2-1 and 4-3 carry 2 points each at the top, 5-9 has 2, 6-7 has 1. TRF gives a forfeit no
    // colour, so its board lists the lower starting number first. Each name has its points before
    // the round: in round 1, 1 beat 5, 2 beat 6, 4 beat 8, 3 and 7 drew, 9 had the bye.
    const boards = l.filter((x) => /^\d \d+ \S/.test(x));
    expect(boards).toEqual([
      '1 2 Güneş, Işıl 2 2305 1 Świątek, Łukasz 2 2412',
      '2 4 Dvořák, Jiří 2 2250 3 Øvergård, Søren 1 2288',
      '3 5 İnce, Ağa 0 2190 9 Kowalczyk, Małgorzata 2 1850',
      '4 6 Ndiaye, Ëlodie 0 2105 7 van der Berg, Maarten 1 2040',
    ]);
    expect(l).toContain('Board No. White Pts Rating No. Black Pts Rating Result');
    expect(l).toContain('8 Lefèvre, François – bye');
    expect(l).toContain("Arbiter's signature");
    expect(r.pages).toHaveLength(1);
  });

  it('refuses a round that does not exist, naming the rounds that do', async () => {
    await expect(report('round-sheet', swiss, { round: 7 })).rejects.toMatchObject({
      code: 'reports:error.roundOutOfRange',
      params: { round: 7, last: 4 },
    });
  });
});

describe('pairings for the wall', () => {
  it('lists every entrant alphabetically with board, colour and opponent', async () => {
    const l = lines(await report('pairings-wall', swiss, { round: 2 }));
    const names = l.filter((x) => /^\D+, \D+ \d/.test(x)).map((x) => x.replace(/ \d.*$/, ''));
    expect(names).toEqual([
      'Dvořák, Jiří',
      'Güneş, Işıl',
      'İnce, Ağa',
      'Kowalczyk, Małgorzata',
      'Lefèvre, François',
      'Ndiaye, Ëlodie',
      'Øvergård, Søren',
      'Świątek, Łukasz',
      'van der Berg, Maarten',
    ]);
    expect(l).toContain('Świątek, Łukasz 1 1 Black 2 Güneş, Işıl');
    expect(l).toContain('Ndiaye, Ëlodie 6 4 White 7 van der Berg, Maarten');
    expect(l).toContain('Lefèvre, François 8 bye');
  });

  it('sorts the Polish way in Polish: Ł after L, Ś after S', async () => {
    const l = lines(await report('pairings-wall', swiss, { round: 2, language: 'pl' }));
    const first = (name: string) => l.findIndex((x) => x.startsWith(name));
    expect(first('Lefèvre')).toBeLessThan(first('Ndiaye'));
    expect(first('Øvergård')).toBeLessThan(first('Świątek'));
    expect(l.some((x) => x.startsWith('Świątek, Łukasz 1 1 Czarne 2 Güneş, Işıl'))).toBe(true);
  });
});

describe('results of a round (R8)', () => {
  it('prints every score White–Black and marks the double forfeit', async () => {
    const l = lines(await report('results', swiss, { round: 4 }));
    expect(l).toContain('Results · Round 4 of 5');
    expect(l).toContain('1 2 Güneş, Işıl 2–0 4 Dvořák, Jiří');
    expect(l).toContain('2 8 Lefèvre, François 0–2 1 Świątek, Łukasz');
    expect(l).toContain('3 5 İnce, Ağa 0–2 3 Øvergård, Søren');
    expect(l).toContain('4 6 Ndiaye, Ëlodie −/− 9 Kowalczyk, Małgorzata');
    expect(l.join(' ')).toContain('−/− double forfeit; ns no-show; R ruled draw.');
    expect(l).toContain('7 van der Berg, Maarten – bye');
  });

  it('marks a forfeit in round 2', async () => {
    const l = lines(await report('results', swiss, { round: 2, language: 'fr' }));
    expect(l).toContain('Résultats · Ronde 2 sur 5');
    expect(l).toContain('4 6 Ndiaye, Ëlodie −/+ 7 van der Berg, Maarten');
  });
});

describe('round sheet with two legs (R5.1)', () => {
  it('keeps the two games of a board on one page, the second with colours reversed', async () => {
    const big = readFileSync(join(CORPUS, 't198-n183-r11', 'full.trf'), 'utf8');
    const m = modelFromTrfText(big, { language: 'en', paper: 'a4', round: 3, printed: PRINTED });
    // The same pairing played as two legs: every board gets its second game.
    const rounds = m.sheet.rounds.map((r) => ({
      ...r,
      gamesPerRound: 2 as const,
      boards: r.boards.map((b) => ({ ...b, games: [...b.games, { result: null }] })),
    }));
    const r = readBack(await renderReport('round-sheet', { ...m, sheet: { ...m.sheet, rounds } }));
    expect(r.pages.length).toBeGreaterThan(3);
    let boards = 0;
    r.pages.forEach((page) => {
      const games = lines({ ...r, pages: [page] }).filter((x) => /^\d+ [12] \d+ Test/.test(x));
      expect(games.length % 2).toBe(0);
      for (let k = 0; k < games.length; k += 2) {
        const [first, second] = [games[k] ?? '', games[k + 1] ?? ''];
        const a = /^(\d+) 1 (\d+) (Test\S+ \S+) \d+ (\d+) (Test\S+ \S+) \d+$/.exec(first);
        expect(a, first).not.toBeNull();
        expect(second).toMatch(new RegExp(`^${a?.[1]} 2 ${a?.[4]} ${a?.[5]} \\d+ ${a?.[2]} ${a?.[3]} \\d+$`));
        boards++;
      }
    });
    expect(boards).toBe(rounds[2]?.boards.length);
  });
});

describe('round sheet header (R11.2)', () => {
  it("prints the round's date and the opening drawn for it", async () => {
    const m = modelFromTrfText(swiss, { language: 'nl', paper: 'a4', round: 2, printed: PRINTED });
    const roundInfo = [{ number: 2, date: '11 april 2026', opening: 'c3-d4 f6-g5 b2-c3' }];
    const l = lines(readBack(await renderReport('round-sheet', { ...m, roundInfo })));
    expect(l).toContain('Rondeformulier · Ronde 2 van 5');
    expect(l).toContain('Datum: 11 april 2026 Opening: c3-d4 f6-g5 b2-c3');
    expect(l).toContain('Handtekening arbiter');
  });

  it("takes a round's date from the file's 132 record, not the day it is printed", async () => {
    // TRF-16 `132`: round r's date at columns 92+10(r-1), YY/MM/DD; printed on 12 April 2026.
    const dates = '132'.padEnd(91) + ['26/04/10', '26/04/10', '26/04/11', '26/04/11', '26/04/12'].join('  ');
    const dated = swiss.replace(/^001/m, `${dates}\n001`);
    const three = lines(await report('round-sheet', dated, { round: 3 }));
    expect(three).toContain('Date: 2026-04-11');
    expect(three.some((x) => x.startsWith('Printed 2026-04-12'))).toBe(true);
    expect(lines(await report('round-sheet', dated, { round: 1, language: 'fr' }))).toContain(
      'Date : 10/04/2026',
    );
    // without the record the sheet carries no date but the footer's
    const plain = lines(await report('round-sheet', swiss, { round: 3 }));
    expect(plain.some((x) => x.startsWith('Date'))).toBe(false);
  });
});
