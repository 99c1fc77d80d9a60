import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixture, lines, report } from './pdf';

const swiss = fixture('swiss-9.trf');

describe('tiebreak breakdown (R9.6)', () => {
  it("lists one entrant's opponents, their scores, each figure's part and what Cut 1 removed", async () => {
    const l = lines(await report('tiebreaks', swiss, { entrant: 1 }));
    expect(l).toContain('1. Świątek, Łukasz (No. 1)');
    expect(l).toContain(
      'Pts 7 · Truncated Solkoff 15 · Sonneborn-Berger 13½ · Wins, played or not 3 · Solkoff (Buchholz) 17',
    );
    expect(l).toContain('Rd Opponent Opp. pts Scored Solk-1 SB Wins Solk');
    expect(l).toContain('1 5 İnce, Ağa 4 2 4 4 1 4');
    expect(l).toContain('2 2 Güneş, Işıl 7 1 7 3½ 7');
    // Lefèvre's 2 is the lowest opponent score: Cut 1 drops it (R9.2).
    expect(l).toContain('4 8 Lefèvre, François 2 2 (2) cut 2 1 2');
    expect(l).toContain('Total 15 13½ 3 17');
    expect(l.join('\n')).not.toContain('Güneş, Işıl (No. 2)');
  });

  it('marks an unplayed game among the opponents (R9.4)', async () => {
    const l = lines(await report('tiebreaks', swiss, { entrant: 7, language: 'pl' }));
    expect(l).toContain('3. van der Berg, Maarten (Nr 7)');
    expect(l.some((x) => x.startsWith('2 6 Ndiaye, Ëlodie (nierozegrana) 2 2'))).toBe(true);
  });

  // Held's exercise (test/engine/tiebreaks-held-exercise.test.ts): 4's half-point bye is a dummy
  // line on 4's own 3.5 in the 2023 edition, capped at a draw per round, 2.5, in the 2026 one.
  it('prints the dummy line and the FIDE edition it was counted under (R9.4)', async () => {
    const held = readFileSync(new URL('../fixtures/tiebreaks/held-swiss-5.trf', import.meta.url), 'utf8');
    const of = async (unplayed: 'fide-2023' | 'fide-2026') =>
      lines(await report('tiebreaks', held, { entrant: 4, format: 'swiss', unplayed }));
    // Rd, opponent, its score, scored, then Solk-1 (the VUR cut, C.07 16.5), SB, BH.
    const dummy = (l: string[]) =>
      l.find((x) => x.startsWith('2 unplayed round: no opponent over the board'));
    const l23 = await of('fide-2023');
    expect(l23).toContain('Unplayed rounds count the FIDE way, C.07 Art. 16 as approved in August 2023.');
    expect(dummy(l23)).toMatch(/ 3½ ½ \(3½\) 1\.75 3½$/);
    const l26 = await of('fide-2026');
    expect(l26).toContain('Unplayed rounds count the FIDE way, C.07 Art. 16 as changed in March 2026.');
    expect(dummy(l26)).toMatch(/ 2½ ½ \(2½\) 1\.25 2½$/);
  });

  it('puts the French space before the colon of each criterion it explains', async () => {
    const l = lines(await report('tiebreaks', swiss, { entrant: 1, language: 'fr' }));
    const said = l.filter((x) => x.includes('Sonneborn-Berger') && x.includes('Somme des scores finaux'));
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^SB Sonneborn-Berger : Somme des scores finaux/);
    expect(l.join('\n')).not.toMatch(/[^\s]: /);
  });

  it('gives every entrant in standings order when none is chosen', async () => {
    const r = await report('tiebreaks', swiss);
    const heads = lines(r).filter((x) => /^\d\. .+ \(No\. \d\)$/.test(x));
    expect(heads.map((x) => x.replace(/^(\d)\. .* \(No\. (\d)\)$/, '$1:$2'))).toEqual([
      '1:1',
      '2:2',
      '3:7',
      '4:4',
      '5:5',
      '6:3',
      '7:9',
      '8:6',
      '9:8',
    ]);
  });

  it('refuses an entrant who does not exist', async () => {
    await expect(report('tiebreaks', swiss, { entrant: 42 })).rejects.toMatchObject({
      code: 'reports:error.unknownEntrant',
    });
  });
});

describe('rating report (R12.3)', () => {
  it('holds the entrants with ID and only the games played over the board, scored 2/1/0', async () => {
    const l = lines(await report('rating-report', swiss));
    expect(l).toContain('Rating report');
    expect(l).toContain('6 Ndiaye, Ëlodie 15006 MFF SEN 2105 2 2');
    expect(l).toContain('7 van der Berg, Maarten 15007 NED 2040 2 2');
    expect(l).toContain('1 Świątek, Łukasz 15001 GMI POL 2412 4 7');
    const games = l.filter((x) => /^\d 1500\d .+ 1500\d .+ \d–\d$/.test(x));
    // 16 boards in four rounds, less the forfeit of round 2 and the double forfeit of round 4.
    expect(games).toHaveLength(14);
    expect(games).toContain('2 15002 Güneş, Işıl 15001 Świątek, Łukasz 1–1');
    expect(games.some((x) => x.includes('Ndiaye') && x.includes('van der Berg'))).toBe(false);
  });

  it('counts the draughts 2/1/0 scale even for a file in 1/½/0', async () => {
    // The same tournament in FIDE's 1/½/0 (no BB* lines): points at columns 81-84 halved.
    const chess = swiss
      .split('\n')
      .filter((x) => !x.startsWith('BB'))
      .map((x) => {
        if (!x.startsWith('001')) return x;
        const half = (Number(x.slice(80, 84)) / 2).toFixed(1).padStart(4);
        return x.slice(0, 80) + half + x.slice(84);
      })
      .join('\n');
    const l = lines(await report('rating-report', chess));
    expect(l).toContain('1 Świątek, Łukasz 15001 GMI POL 2412 4 7');
    expect(l).toContain('2 15002 Güneş, Işıl 15001 Świątek, Łukasz 1–1');
  });
});
