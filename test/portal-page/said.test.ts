import { describe, expect, it } from 'vitest';
import { boardSaid, matchBoardSaid, matchSaid, statusText } from '../../src/portal-page/said';
import { word, type Lang } from '../../src/portal-page/words';

/*
 * RULES.md R16.2 on the phones: each report as its author said it, named from the viewer's side
 * without turning it over, and the status said to the side it concerns. Each sentence is written
 * out by hand in the four languages.
 */
const w = (lang: Lang) => (key: string, params?: Record<string, string | number>) => word(lang, key, params);
const VILLEURBANNE = 'DC Villeurbanne';
const EVRY = 'Dames Évry-Essonne';

type Said = { kind: 'result' | 'contest'; channel: 'link' | 'code' | 'password' };
const match = (mine: Said | null, theirs: Said | null) => ({ opponent: VILLEURBANNE, mine, theirs });
const onBoard = (mine: 'win' | 'draw' | 'loss' | null, theirs: 'win' | 'draw' | 'loss' | null) => ({
  board: 1,
  player: 'Évry 1',
  opponent: 'Villeurbanne 1',
  colour: 'black' as const,
  result: null,
  mine,
  theirs,
});

describe("a captain reads the other team's report as its captain said it", () => {
  it("Évry's phone, both captains saying their own player won board 1: a dispute, neither report turned over", () => {
    const m = match({ kind: 'result', channel: 'link' }, { kind: 'result', channel: 'link' });
    const b = onBoard('win', 'win');
    expect(matchBoardSaid(w('en'), m, EVRY, b)).toBe(
      'You said: Dames Évry-Essonne won · DC Villeurbanne says: DC Villeurbanne won',
    );
    expect(matchBoardSaid(w('fr'), m, EVRY, b)).toBe(
      'Vous avez déclaré : Dames Évry-Essonne a gagné · DC Villeurbanne déclare : DC Villeurbanne a gagné',
    );
    expect(matchBoardSaid(w('nl'), m, EVRY, b)).toBe(
      'Jij meldde: Dames Évry-Essonne heeft gewonnen · DC Villeurbanne meldt: DC Villeurbanne heeft gewonnen',
    );
    expect(matchBoardSaid(w('pl'), m, EVRY, b)).toBe(
      'Twoje zgłoszenie: Dames Évry-Essonne wygrywa · DC Villeurbanne zgłasza: DC Villeurbanne wygrywa',
    );
  });

  it("before Évry reports: only Villeurbanne's words, and a draw is a draw", () => {
    const m = match(null, { kind: 'result', channel: 'link' });
    expect(matchBoardSaid(w('en'), m, EVRY, onBoard(null, 'loss'))).toBe(
      'DC Villeurbanne says: DC Villeurbanne lost',
    );
    expect(matchBoardSaid(w('fr'), m, EVRY, onBoard(null, 'draw'))).toBe('DC Villeurbanne déclare : nulle');
  });

  it('a contest and a report by password are said of the whole match', () => {
    expect(
      matchSaid(
        w('fr'),
        match({ kind: 'contest', channel: 'code' }, { kind: 'result', channel: 'password' }),
      ),
    ).toEqual([
      'Vous avez contesté la déclaration de DC Villeurbanne.',
      'La déclaration de DC Villeurbanne a été envoyée avec le mot de passe du tournoi.',
    ]);
    expect(
      matchSaid(
        w('en'),
        match({ kind: 'result', channel: 'password' }, { kind: 'contest', channel: 'link' }),
      ),
    ).toEqual([
      'DC Villeurbanne contests your report.',
      'Your report was sent with the tournament password.',
    ]);
  });
});

describe("a player reads his opponent's report as the opponent said it", () => {
  it('"Gül says: Gül won", never "Gül reported: I won" nor "I lost"', () => {
    const b = {
      opponent: 'Gül',
      mine: { kind: 'result' as const, outcomes: ['win' as const], channel: 'link' as const },
      theirs: { kind: 'result' as const, outcomes: ['win' as const], channel: 'password' as const },
    };
    expect(boardSaid(w('en'), b)).toEqual([
      'You said: you won',
      'Gül says: Gül won (sent with the tournament password)',
    ]);
    expect(boardSaid(w('pl'), b)).toEqual([
      'Twoje zgłoszenie: twoja wygrana',
      'Gül zgłasza: Gül wygrywa (wysłane hasłem turnieju)',
    ]);
  });

  it('two legs say each game; a contest says whose report it contests (not "You reported: Contest this result")', () => {
    const twoLegs = {
      opponent: 'Øystein',
      mine: { kind: 'contest' as const, outcomes: [null, null], channel: 'code' as const },
      theirs: {
        kind: 'result' as const,
        outcomes: ['win' as const, 'draw' as const],
        channel: 'link' as const,
      },
    };
    expect(boardSaid(w('fr'), twoLegs)).toEqual([
      'Vous avez contesté la déclaration de Øystein.',
      'Øystein déclare : partie 1 : Øystein a gagné, partie 2 : nulle',
    ]);
    expect(boardSaid(w('nl'), twoLegs)).toEqual([
      'U hebt de melding van Øystein betwist.',
      'Øystein meldt: partij 1: Øystein heeft gewonnen, partij 2: remise',
    ]);
  });
});

describe('the status, said to the side it concerns (R16.2)', () => {
  const said = { kind: 'result' };
  const waiting = (waitingOn: 'mine' | 'theirs', minutesLeft: number | null, both = false) => ({
    status: 'waiting' as const,
    waitingOn,
    minutesLeft,
    mine: waitingOn === 'mine' || both ? said : null,
    theirs: waitingOn === 'theirs' || both ? said : null,
  });

  it('the captain who reported waits for the other captain; the other captain is told he may contest', () => {
    expect(statusText(w('en'), waiting('mine', 7), VILLEURBANNE, 'captain.', '')).toBe(
      'Waiting for the other captain: accepted in 7 min unless contested.',
    );
    expect(statusText(w('en'), waiting('theirs', 7), VILLEURBANNE, 'captain.', '')).toBe(
      'The captain of DC Villeurbanne has reported: accepted in 7 min unless you contest it.',
    );
    expect(statusText(w('fr'), waiting('theirs', 7), VILLEURBANNE, 'captain.', '')).toBe(
      'Le capitaine de DC Villeurbanne a déclaré : accepté dans 7 min sauf si vous contestez.',
    );
  });

  it('a report by password has no minutes: it waits for a person', () => {
    expect(statusText(w('en'), waiting('mine', null), 'Gül', '', '')).toBe(
      "Sent with the tournament password: it waits for Gül's report or the arbiter.",
    );
    expect(statusText(w('nl'), waiting('theirs', null), 'Gül', '', '')).toBe(
      'Gül gaf een uitslag door met het wachtwoord van het toernooi: die geldt alleen met uw eigen melding of het besluit van de arbiter.',
    );
    // Both sides by password: only the arbiter (or a slip's link or code) decides.
    expect(statusText(w('en'), waiting('theirs', null, true), 'Gül', '', '')).toBe(
      'Both reports were sent with the tournament password: they wait for the arbiter, or for a report with the link or code of a slip.',
    );
    const confirmed = {
      status: 'confirmed' as const,
      waitingOn: null,
      minutesLeft: null,
      mine: said,
      theirs: said,
    };
    expect(statusText(w('pl'), confirmed, 'Gül', '', 'Remis')).toBe('Potwierdzony: Remis.');
  });
});
