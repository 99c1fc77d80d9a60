import { describe, expect, it } from 'vitest';
import { teamsStatus } from '../../src/renderer/components/teams/status-line';
import { t, type Language } from '../../src/shared/i18n/index';

/** Issue 32.5: the Teams header read "1 teams"; the count is a plural in each language. */
const say = (lng: Language) => (key: string, params?: Record<string, unknown>) => t(lng, key, params);
const event = (teams: number, currentRound = 0) => ({
  currentRound,
  roundsPlanned: 3,
  teams,
  team: { boards: 4 } as never,
});

describe('the Teams header counts teams as a plural', () => {
  it('one team is "1 team", before and after the start', () => {
    expect(teamsStatus(say('en'), event(1))).toBe('1 team registered, 4 boards per match. Not started.');
    expect(teamsStatus(say('en'), event(7))).toBe('7 teams registered, 4 boards per match. Not started.');
    expect(teamsStatus(say('en'), event(1, 2))).toBe('Round 2 of 3 · 1 team');
    expect(teamsStatus(say('en'), event(10, 2))).toBe('Round 2 of 3 · 10 teams');
  });
  it('in French and Dutch too; Polish says it as a count', () => {
    expect(teamsStatus(say('fr'), event(1))).toBe(
      '1 équipe inscrite, 4 tables par match. Pas encore commencé.',
    );
    expect(teamsStatus(say('fr'), event(5))).toBe(
      '5 équipes inscrites, 4 tables par match. Pas encore commencé.',
    );
    expect(teamsStatus(say('nl'), event(1, 1))).toBe('Ronde 1 van 3 · 1 team');
    expect(teamsStatus(say('pl'), event(2))).toBe(
      'Zgłoszone drużyny: 2, stolików w meczu: 4. Turniej nie rozpoczęty.',
    );
    expect(teamsStatus(say('pl'), event(5, 1))).toBe('Runda 1 z 3 · drużyny: 5');
  });
  it('the match entry counts boards the same way', () => {
    expect(t('en', 'teamui:entry.open', { count: 1 })).toBe('1 board without a result');
    expect(t('en', 'teamui:entry.open', { count: 3 })).toBe('3 boards without a result');
    expect(t('fr', 'teamui:entry.open', { count: 1 })).toBe('1 table sans résultat');
  });
});
