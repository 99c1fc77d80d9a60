import { describe, expect, it } from 'vitest';
import { renderTeamReport } from '../../../src/main/reports/teams/index';
import type { TeamReportKind, TeamReportModel } from '../../../src/main/reports/teams/model';
import { lines, readBack } from '../pdf';
import { MODEL } from './fixture';

const print = async (kind: TeamReportKind, over: Partial<TeamReportModel> = {}) =>
  readBack(await renderTeamReport(kind, { ...MODEL, ...over }));

describe('match sheets (R16.1b)', () => {
  it('gives one page per match: both line-ups, colours alternating, results read from the first team', async () => {
    const r = await print('team-match-sheets');
    expect(r.pages).toHaveLength(2);
    const first = r.pages[0]!.split('\n').map((l) => l.replace(/\s+/g, ' ').trim());
    expect(first).toContain('Match sheets · Round 1 of 3 · Date: 3 May 2026');
    expect(first).toContain('Match 1 · 1 Łódź Damcentrum – 3 Dames de Noël');
    expect(first).toContain('Board Col Łódź Damcentrum Rating Col Dames de Noël Rating Result');
    expect(first).toContain('1 w Świątek, Łukasz 2412 b Ndiaye, Ëlodie 2105 2–0');
    expect(first).toContain('2 b Kałużny, Paweł 2230 w Noël, Zoë 2010 1–1');
    expect(first).toContain('3 w Wiśniewska, Ewa 2105 b Brontë, Anaïs 1950 0–2');
    // Board 4: Black of the first team won by forfeit: +/− from its side.
    expect(first).toContain('4 b Łęcki, Jan w Citroën, Loïc 1900 +/−');
    expect(first).toContain('Board points 5 3');
    expect(first).toContain('Match points 3 0');
    const sign = first.find((l) => l.includes('Captain of Łódź Damcentrum'));
    expect(sign).toBe('Captain of Łódź Damcentrum Captain of Dames de Noël Arbiter');
    const second = lines({ ...r, pages: [r.pages[1]!] });
    expect(second).toContain('1 b İnce, Ağa 2190 w van der Berg, Maarten 2040 1–1');
    expect(second).toContain('Match 2 · 2 İstanbul Dama – 4 Damclub Ëzelsberg');
  });

  it('leaves the boxes empty until a result comes, gives board points so far, names the captains and the bye', async () => {
    const empty = {
      ...MODEL.rounds[1]!,
      matches: [
        {
          ...MODEL.rounds[1]!.matches[0]!,
          games: MODEL.rounds[1]!.matches[0]!.games.map((g) => ({ ...g, result: null })),
          boardPoints: [0, 0] as const,
        },
      ],
    };
    const blank = lines(await print('team-match-sheets', { round: 2, rounds: [MODEL.rounds[0]!, empty] }));
    expect(blank).toContain('1 w İnce, Ağa 2190 b Świątek, Łukasz 2412');
    expect(blank).toContain('Board points');
    expect(blank).toContain('Match points');
    // Half in: board points so far, no match points yet.
    const l = lines(await print('team-match-sheets', { round: 2 }));
    expect(l).toContain('TDF · Captain: Güneş, Işıl KS Łódź · Captain: Kałużny, Paweł');
    expect(l).toContain('1 w İnce, Ağa 2190 b Świątek, Łukasz 2412 0–2');
    expect(l).toContain('3 w Doğan, Çağrı 2050 b Wiśniewska, Ewa 2105');
    expect(l).toContain('Board points 1 3');
    expect(l).toContain('Match points');
    expect(l).toContain('3 Dames de Noël: bye, 3 match points and 8 board points');
  });

  it('speaks the four languages', async () => {
    const fr = lines(await print('team-match-sheets', { language: 'fr' }));
    expect(fr).toContain('Feuilles de match · Ronde 1 sur 3 · Date : 3 May 2026');
    expect(fr).toContain('1 b Świątek, Łukasz 2412 n Ndiaye, Ëlodie 2105 2–0');
    expect(fr.some((l) => l.startsWith('Capitaine de Łódź Damcentrum'))).toBe(true);
    const nl = lines(await print('team-match-sheets', { language: 'nl' }));
    expect(nl).toContain('Wedstrijdformulieren · Ronde 1 van 3 · Datum: 3 May 2026');
    expect(nl.some((l) => l.startsWith('Teamleider van Łódź Damcentrum'))).toBe(true);
    const pl = lines(await print('team-match-sheets', { language: 'pl' }));
    expect(pl.some((l) => l.startsWith('Protokoły meczów · Runda 1'))).toBe(true);
    expect(pl).toContain('1 b Świątek, Łukasz 2412 c Ndiaye, Ëlodie 2105 2–0');
    expect(pl.some((l) => l.startsWith('Kapitan drużyny Łódź Damcentrum'))).toBe(true);
  });

  it('refuses a round that does not exist, saying which rounds do', async () => {
    await expect(print('team-match-sheets', { round: 5 })).rejects.toMatchObject({
      code: 'teamprint:error.roundOutOfRange',
      params: { round: 5, last: 2 },
    });
    await expect(print('team-match-sheets', { rounds: [] })).rejects.toMatchObject({
      code: 'teamprint:error.noRounds',
    });
  });
});

describe('team pairings', () => {
  it('lists each match with the first team’s colour on board 1 and the points once in', async () => {
    const l = lines(await print('team-pairings'));
    expect(l).toContain('Team pairings · Round 1 of 3 · Date: 3 May 2026');
    expect(l).toContain('Match No. Team Col BP MP No. Team');
    expect(l).toContain('1 1 Łódź Damcentrum w 5–3 3–0 3 Dames de Noël');
    expect(l).toContain('2 2 İstanbul Dama b 4–4 1–1 4 Damclub Ëzelsberg');
  });

  it('shows the team bye with what it is worth and the team that left', async () => {
    const l = lines(await print('team-pairings', { round: 2 }));
    expect(l).toContain('1 2 İstanbul Dama w 1–3 1 Łódź Damcentrum');
    expect(l).toContain('3 Dames de Noël: bye, 3 match points and 8 board points');
    expect(l).toContain('4 Damclub Ëzelsberg (abandoned after round 1)');
    const pl = lines(await print('team-pairings', { round: 2, language: 'pl' }));
    expect(pl).toContain('3 Dames de Noël: pauza, 3 pkt meczowe i 8 pkt partii');
    expect(pl).toContain('4 Damclub Ëzelsberg (wycofana po rundzie 1)');
  });
});

describe('team standings (R16.1)', () => {
  it('ranks by match points with board points and the seeds’ tiebreaks; a team that left says when', async () => {
    const l = lines(await print('team-standings'));
    expect(l).toContain('Team standings · after round 1');
    expect(l).toContain('Rk No. Team Club MP BP W D L Solk SB OWP DE Start');
    expect(l).toContain('1 1 Łódź Damcentrum KS Łódź 3 5 1 0 0 0 0 0.0 1');
    expect(l).toContain('2 2 İstanbul Dama TDF 1 4 0 1 0 1 ½ 0.0 2');
    expect(l).toContain('4 4 Damclub Ëzelsberg (abandoned after round 1) KNDB 1 4 0 1 0 1 ½ 0.0 4');
    expect(l.join(' ')).toContain(
      'Order after match points (3/1/0): Solkoff (Buchholz), Sonneborn-Berger, Opponents’ win percentage, Direct encounter, Starting number;',
    );
  });

  it('prints the team rating last when the standings carry it', async () => {
    const rated = {
      ...MODEL.standings,
      rows: MODEL.standings.rows.map((r, i) => ({ ...r, teamRating: [516, 500, 500, 484][i] ?? 500 })),
    };
    const l = lines(await print('team-standings', { standings: rated }));
    expect(l).toContain('Rk No. Team Club MP BP W D L Solk SB OWP DE Start Team rating');
    expect(l).toContain('1 1 Łódź Damcentrum KS Łódź 3 5 1 0 0 0 0 0.0 1 516');
    const fr = lines(await print('team-standings', { standings: rated, language: 'fr' }));
    expect(fr.find((x) => x.startsWith('Cl.'))).toContain('Class. équipe');
  });

  it('speaks the four languages, a team that left included', async () => {
    const fr = lines(await print('team-standings', { language: 'fr' }));
    expect(fr).toContain('Classement des équipes · après la ronde 1');
    expect(fr.find((x) => x.startsWith('Cl.'))).toContain('PM PP G N P');
    expect(fr.join(' ')).toContain('Ordre après les points de match (3/1/0) :');
    const nl = lines(await print('team-standings', { language: 'nl' }));
    expect(nl).toContain('4 4 Damclub Ëzelsberg (teruggetrokken na ronde 1) KNDB 1 4 0 1 0 1 ½ 0.0 4');
    const pl = lines(await print('team-standings', { language: 'pl' }));
    expect(pl.some((x) => x.startsWith('4 4 Damclub Ëzelsberg (wycofana po rundzie 1)'))).toBe(true);
  });
});

describe('team crosstable', () => {
  it('gives per round the opponent, the colour on board 1 and both sides’ board points', async () => {
    const l = lines(await print('team-crosstable', { standings: { ...MODEL.standings, round: 2 } }));
    expect(l).toContain('Team crosstable · after round 2');
    expect(l).toContain('Rk No. Team R1 R2 MP BP Solk SB OWP DE Start');
    expect(l).toContain('1 1 Łódź Damcentrum 3w 5–3 2b 3–1 3 5 0 0 0.0 1');
    expect(l).toContain('2 2 İstanbul Dama 4b 4–4 1w 1–3 1 4 1 ½ 0.0 2');
    expect(l).toContain('3 3 Dames de Noël 1b 3–5 bye 8 0 3 3 0 100.0 3');
    expect(l).toContain('4 4 Damclub Ëzelsberg (abandoned after round 1) 2w 4–4 – 1 4 1 ½ 0.0 4');
  });
});

describe('board standings', () => {
  it('ranks the players of each board by the points scored there', async () => {
    const l = lines(await print('team-board-standings'));
    expect(l).toContain('Board standings · after round 1');
    expect(l).toContain('Board 1');
    expect(l).toContain('Rk Player Rating Team Games Pts %');
    expect(l).toContain('1 Świątek, Łukasz 2412 1 Łódź Damcentrum 1 2 100.0');
    expect(l).toContain('2 İnce, Ağa 2190 2 İstanbul Dama 1 1 50.0');
    expect(l).toContain('4 Ndiaye, Ëlodie 2105 3 Dames de Noël 1 0 0.0');
  });
});
