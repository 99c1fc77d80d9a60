import { describe, expect, it } from 'vitest';
import { actionName, activityLine, type LineContext } from '../../src/renderer/components/activity/summary';
import { DRAUGHTS_POINTS } from '../../src/shared/domain';
import { t, type Language } from '../../src/shared/i18n/index';

/** The portal's rows of the activity log (RULES.md R16.2), each sentence written out by hand. */
const words = (lng: Language): LineContext => ({
  t: (key, params) => t(lng, key, params),
  ps: DRAUGHTS_POINTS,
  twoLegs: false,
});
const KOWALSKI = { name: 'Kowalski, Jan', startNo: 5 };
const SWIATEK = { name: 'Świątek, Iga', startNo: 2 };
const board = { round: 1, board: 3, white: SWIATEK, black: KOWALSKI };

describe('activity log: results portal rows', () => {
  it('names the action and says who reported what', () => {
    expect(actionName('portal.report', words('en').t)).toBe('Result reported through the portal');
    const row = {
      action: 'portal.report',
      summary: { ...board, by: KOWALSKI, kind: 'result', results: ['black-wins'] },
    };
    expect(activityLine(row, words('en'))).toBe(
      'Board 3, round 1: Kowalski, Jan (no. 5) reported 0–2 through the portal',
    );
    expect(activityLine(row, words('nl'))).toBe(
      'Bord 3, ronde 1: Kowalski, Jan (nr. 5) meldde 0–2 via het portaal',
    );
  });

  it('says how each report came: personal link, code or the tournament password, from which phone and address (R16.3)', () => {
    const row = (channel: string) => ({
      action: 'portal.report',
      summary: {
        ...board,
        by: KOWALSKI,
        kind: 'result',
        results: ['black-wins'],
        channel,
        phone: '3F7A2C',
        address: '192.168.1.23',
      },
    });
    expect(activityLine(row('password'), words('en'))).toBe(
      'Board 3, round 1: Kowalski, Jan (no. 5) reported 0–2 through the portal (with the tournament password, phone 3F7A2C, from 192.168.1.23)',
    );
    expect(activityLine(row('link'), words('fr'))).toBe(
      'Table 3, ronde 1 : Kowalski, Jan (n° 5) a déclaré 0–2 par le portail (avec le lien personnel, téléphone 3F7A2C, depuis 192.168.1.23)',
    );
    expect(activityLine(row('code'), words('nl'))).toBe(
      'Bord 3, ronde 1: Kowalski, Jan (nr. 5) meldde 0–2 via het portaal (met de persoonlijke code, telefoon 3F7A2C, vanaf 192.168.1.23)',
    );
    expect(activityLine(row('password'), words('pl'))).toBe(
      'Stolik 3, runda 1: Kowalski, Jan (nr 5) zgłasza 0–2 przez portal (hasłem turnieju, telefon 3F7A2C, z adresu 192.168.1.23)',
    );
    // A phone that did not say which it is: only what is known.
    const unknown = { ...row('link'), summary: { ...row('link').summary, phone: null } };
    expect(activityLine(unknown, words('en'))).toBe(
      'Board 3, round 1: Kowalski, Jan (no. 5) reported 0–2 through the portal (with the personal link, from 192.168.1.23)',
    );
  });

  it('says how the portal validated a result, and what the arbiter decided', () => {
    const validated = { action: 'portal.validate', summary: { ...board, how: 'window', results: ['draw'] } };
    expect(activityLine(validated, words('en'))).toBe(
      'Board 3, round 1: result 1–1 validated: ten minutes without contest (R16.2)',
    );
    const decided = {
      action: 'portal.decide',
      summary: { ...board, decision: 'accept-black', results: ['black-wins'] },
    };
    expect(activityLine(decided, words('en'))).toBe("Board 3, round 1: Black's report accepted, result 0–2");
    const rejected = { action: 'portal.decide', summary: { ...board, decision: 'reject', results: null } };
    expect(activityLine(rejected, words('fr'))).toBe('Table 3, ronde 1 : déclarations rejetées');
  });

  it('names printed invitation slips and counts the links issued (R16.3)', () => {
    expect(actionName('portal.slips', words('en').t)).toBe('Invitation slips printed');
    expect(actionName('portal.slips', words('pl').t)).toBe('Wydrukowano karteczki z zaproszeniem');
    const row = { action: 'portal.slips', summary: { renew: false, invited: [KOWALSKI, SWIATEK] } };
    expect(activityLine(row, words('en'))).toBe('Invitation links issued: 2');
  });

  it("says a captain's report of a whole match, its validation and the arbiter's decision (R16.2 team matches)", () => {
    const m = { round: 2, match: 1, home: 'Team B', away: 'Team E' };
    const report = {
      action: 'portal.report',
      summary: {
        ...m,
        team: 'Team E',
        kind: 'result',
        results: ['white-wins', 'white-wins', 'draw', 'black-wins'],
      },
    };
    expect(activityLine(report, words('en'))).toBe(
      'Match 1, round 2: the captain of Team E reported 2–0, 2–0, 1–1, 0–2 through the portal',
    );
    expect(activityLine(report, words('pl'))).toBe(
      'Mecz 1, runda 2: kapitan drużyny Team E zgłasza 2–0, 2–0, 1–1, 0–2 przez portal',
    );
    const contest = {
      action: 'portal.report',
      summary: { ...m, team: 'Team B', kind: 'contest', results: null },
    };
    expect(activityLine(contest, words('en'))).toBe(
      'Match 1, round 2: the captain of Team B contested the reported result',
    );
    const validated = {
      action: 'portal.validate',
      summary: { ...m, how: 'matching', results: ['draw', 'draw', 'draw', 'draw'] },
    };
    expect(activityLine(validated, words('en'))).toBe(
      'Match 1, round 2: result 1–1, 1–1, 1–1, 1–1 validated: two matching reports (R16.2)',
    );
    const decided = {
      action: 'portal.decide',
      summary: { ...m, decision: 'accept-white', results: ['draw', 'draw', 'draw', 'white-wins'] },
    };
    expect(activityLine(decided, words('en'))).toBe(
      "Match 1, round 2: the home team's report accepted, result 1–1, 1–1, 1–1, 2–0",
    );
    const revoked = { action: 'portal.revoke', summary: { team: 'Team B', revoked: 2 } };
    expect(activityLine(revoked, words('nl'))).toBe(
      'Persoonlijke links van de teamleider van Team B ingetrokken',
    );
  });
});

describe("activity log: a team leaving from its captain's phone (R16.1b, issue 32.3)", () => {
  const leave = {
    action: 'portal.leave',
    summary: {
      team: 'Łódź',
      kind: 'forfeit',
      round: 2,
      match: 3,
      opponent: 'Lille',
      boards: [2, 4],
      channel: 'code',
      phone: '3F7A2C',
      address: '192.168.1.23',
    },
  };
  it('says who declared what, which boards it lost by forfeit, and how the phone came in', () => {
    expect(actionName('portal.leave', words('en').t)).toBe("A team withdrawn from its captain's phone");
    expect(activityLine(leave, words('en'))).toBe(
      'Match 3, round 2: the captain of Łódź forfeited match 3 against Lille through the portal and left the tournament (round 2); boards lost by forfeit: 2, 4 (with the personal code, phone 3F7A2C, from 192.168.1.23)',
    );
    const abandon = { ...leave, summary: { ...leave.summary, kind: 'abandon', match: null, boards: [] } };
    expect(activityLine(abandon, words('fr'))).toBe(
      'Le capitaine de Łódź a retiré l’équipe du tournoi par le portail (ronde 2) ; tables perdues par forfait : – (avec le code personnel, téléphone 3F7A2C, depuis 192.168.1.23)',
    );
  });
  it("says what the arbiter's undo took back", () => {
    const undo = {
      action: 'team.undoLeave',
      summary: { team: 'Łódź', kind: 'forfeit', round: 2, boards: [2, 4] },
    };
    expect(actionName('team.undoLeave', words('en').t)).toBe("A team's withdrawal undone");
    expect(activityLine(undo, words('en'))).toBe(
      'Łódź: forfeit and withdrawal during round 2 undone; boards without a result again: 2, 4',
    );
  });
});
