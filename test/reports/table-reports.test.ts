import { describe, expect, it } from 'vitest';
import { fixture, lines, report } from './pdf';

const swiss = fixture('swiss-9.trf');
// round-robin-6.trf: six entrants, Berger rounds 1-5 (C.05 Annex 1), a forfeit in round 5.
const roundRobin = fixture('round-robin-6.trf');

describe('entrants list', () => {
  it('reads back every name with its diacritics, title, federation, rating and ID', async () => {
    const l = lines(await report('entrants', swiss));
    expect(l).toContain('Entrants · 9 entrants');
    expect(l).toContain('1 Świątek, Łukasz GMI POL 2412 15001');
    expect(l).toContain('2 Güneş, Işıl MF TUR 2305 15002');
    expect(l).toContain('3 Øvergård, Søren MI NOR 2288 15003');
    expect(l).toContain('4 Dvořák, Jiří MF CZE 2250 15004');
    expect(l).toContain('5 İnce, Ağa TUR 2190 15005');
    expect(l).toContain('6 Ndiaye, Ëlodie MFF SEN 2105 15006');
  });
});

describe('standings (R9.2)', () => {
  it('ranks by points then Buchholz Cut 1, with BH and SB shown', async () => {
    const l = lines(await report('standings', swiss, { round: 4 }));
    expect(l).toContain('Standings · after round 4');
    expect(l).toContain('Rk No. Name Title Fed Rating Pts Solk-1 SB Wins Solk*');
    // 1 and 2 both have 7; opponents' scores 4, 7, 4, 2 against 2, 7, 3, 4 give Solk-1 15 and 14.
    // SB of 1: beaten 5 (4), 4 (4), 8 (2), drawn 2 (7) = 10 + 3½.
    expect(l).toContain('1 1 Świątek, Łukasz GMI POL 2412 7 15 13½ 3 17');
    expect(l).toContain('2 2 Güneş, Işıl MF TUR 2305 7 14 12½ 3 16');
    expect(l).toContain('Order after points: Truncated Solkoff, Sonneborn-Berger, Wins, played or not.');
    // R9.4: the report says how unplayed rounds were counted (the default here).
    expect(l).toContain('Unplayed rounds count as recorded (a bye enters no tiebreak).');
  });

  it('prints the standings after an earlier round', async () => {
    const l = lines(await report('standings', swiss, { round: 1 }));
    expect(l).toContain('Standings · after round 1');
    expect(l.find((x) => x.includes('Świątek'))).toMatch(/ 2412 2 /);
  });
});

describe('Swiss crosstable', () => {
  it('gives each round as opponent, colour and result in the notation of the screens; byes marked', async () => {
    const r = await report('crosstable', swiss);
    const l = lines(r);
    expect(l).toContain('Rk No. Name Title Fed Rating R1 R2 R3 R4 Pts Solk-1 SB Wins Solk*');
    expect(l).toContain('1 1 Świątek, Łukasz GMI POL 2412 5w 2–0 2b 1–1 4w 2–0 8b 2–0 7 15 13½ 3 17');
    expect(l).toContain('3 7 van der Berg, Maarten NED 2040 3b 1–1 6b +/− 9b 1–1 bye 2 6 6 5 1 8');
    expect(l).toContain('8 6 Ndiaye, Ëlodie MFF SEN 2105 2w 0–2 7w −/+ 8w 2–0 9w −/− 2 16 2 1 18');
    // Four rounds leave the name room enough: portrait.
    expect(r.height).toBeGreaterThan(r.width);
  });

  it('speaks the language of the report, colour letters included', async () => {
    const nl = lines(await report('crosstable', swiss, { language: 'nl' }));
    expect(nl).toContain('Zwitserse kruistabel · na ronde 4');
    expect(nl).toContain('Pl. Nr. Naam Titel Bond Rating R1 R2 R3 R4 Ptn WP-1 SB Winst WP*');
    expect(nl.some((x) => x.startsWith('1 1 Świątek, Łukasz GMI POL 2412 5w 2–0 2z 1–1 4w 2–0 8z 2–0'))).toBe(
      true,
    );
    const fr = lines(await report('crosstable', swiss, { language: 'fr' }));
    expect(fr).toContain('Grille · après la ronde 4');
    expect(fr.some((x) => x.startsWith('1 1 Świątek, Łukasz GMI POL 2412 5b 2–0 2n 1–1 4b 2–0 8n 2–0'))).toBe(
      true,
    );
  });
});

describe('round-robin grid (R7, R9.3)', () => {
  it('shows each meeting from the row, SB but never BH, and the rank', async () => {
    const l = lines(await report('grid', roundRobin));
    expect(l).toContain('Round-robin grid · after round 5');
    expect(l).toContain('No. Name Rating 1 2 3 4 5 6 Pts Wins DE SB* Rk');
    // Row 1: drew 2, beat 3, 4 and 6, lost to 5 by forfeit (R8.3). 1 and 2 are split by wins,
    // so direct encounter is never reached and stays blank.
    expect(l).toContain('1 Schwarzman, Aleksander 2390 1 2 2 − 2 7 3 14½ 1');
    expect(l).toContain('6 Berthelsen, Søren 2010 0 0 0 0 1 1 0 2½ 6');
    expect(l.join('\n')).not.toMatch(/\bBH\b/);
  });

  it('is refused for a Swiss, with what to print instead', async () => {
    await expect(report('grid', swiss)).rejects.toMatchObject({ code: 'reports:error.notRoundRobin' });
  });
});
