import { describe, expect, it } from 'vitest';
import { enterRegisters, isRegistered } from '../../src/renderer/components/ratings/search-hits';
import type { RatingHit } from '../../src/shared/api/ratings';

const hit = (entryId: number, id: string, name: string): RatingHit => ({
  entryId,
  listId: 1,
  listName: 'FMJD 2026-01-01',
  source: 'FMJD',
  id,
  name,
  federation: 'POL',
  title: null,
  rating: 2339,
  birthYear: 1994,
  club: null,
  variant: 'international',
  timeControl: 'classical',
});
const swiatek = hit(1, '16095', 'Świątek, Łukasz');
const onPolishList = hit(2, 'PL-0101', 'Świątek, Łukasz');
const ozturk = hit(3, '17842', 'Öztürk, İsmail');

describe('registering from the rating lists', () => {
  it('knows a player already registered by the same rating-list ID, not by the name (R1.5)', () => {
    const entrants = [{ ratingId: '16095' }, { ratingId: null }];
    expect(isRegistered(swiatek, entrants)).toBe(true);
    // Same name and birth year, another list's ID: perhaps another person, the server asks.
    expect(isRegistered(onPolishList, entrants)).toBe(false);
    expect(isRegistered(hit(4, '', 'Nowak, Zoë'), [{ ratingId: '' }])).toBe(false);
  });

  it('registers on Enter only the one player found for the text as typed, not yet registered', () => {
    expect(enterRegisters({ text: 'ozt', hits: [ozturk] }, 'ozt', [])).toBe(ozturk);
    expect(enterRegisters({ text: 'swiatek', hits: [swiatek, onPolishList] }, 'swiatek', [])).toBeNull();
    expect(enterRegisters({ text: 'swiatek', hits: [] }, 'swiatek', [])).toBeNull();
    // The hits on screen answer an older text: the search for "oztu" has not answered yet.
    expect(enterRegisters({ text: 'ozt', hits: [ozturk] }, 'oztu', [])).toBeNull();
    expect(enterRegisters({ text: '16095', hits: [swiatek] }, '16095', [{ ratingId: '16095' }])).toBeNull();
    expect(enterRegisters({ text: ' ', hits: [ozturk] }, ' ', [])).toBeNull();
  });
});
