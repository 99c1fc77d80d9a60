/**
 * A typed text with a control character is refused at every API entry that stores text (names,
 * clubs, federations, IDs, cities, the arbiter, tournament, team and event names, the time
 * control, a rating list's name), with a translated message that names the field, the character
 * and where it is; nothing is saved (docs/TEXT.md). A name with a newline once became a second
 * TRF player record.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { harness, SETTINGS, type Harness } from './harness';

let h: Harness;
afterEach(() => h.done());

const FORGED =
  'Evil\n001   99      Forged, Player                   1500 POL    99999999 2000/01/01  9.0    1';

async function refused(method: string, input: unknown, lng = 'en') {
  const res = await h.dispatch(method, input, lng);
  if (res.ok) throw new Error(`${method} should have been refused`);
  return res.error;
}

async function openTournament(): Promise<number> {
  h = harness('en', () => new Date('2026-12-05T09:00:00Z'));
  await h.api['event.create']({ file: 'text', name: 'Text' });
  return (await h.api['tournament.create']({ settings: SETTINGS })).id;
}

describe('a typed text with a control character', () => {
  it('entrant.add: the forged TRF record is refused, said in the four languages, and nothing is saved', async () => {
    const tournamentId = await openTournament();
    const en = await refused('entrant.add', { tournamentId, name: FORGED });
    expect(en.code).toBe('textControl');
    expect(en.message).toBe(
      'Nothing was saved: name holds a line break (U+000A) after "Evil". Line breaks, tabs and other control characters would split the records of the files Diagonal writes (TRF, PDN, CSV) and the lines of its prints: type the text again without it.',
    );
    expect((await refused('entrant.add', { tournamentId, name: FORGED }, 'fr')).message).toContain(
      'Rien n’a été enregistré : name contient un saut de ligne (U+000A) après « Evil ».',
    );
    expect((await refused('entrant.add', { tournamentId, name: FORGED }, 'nl')).message).toContain(
      'Er is niets opgeslagen: name bevat een regeleinde (U+000A) na "Evil".',
    );
    expect((await refused('entrant.add', { tournamentId, name: FORGED }, 'pl')).message).toContain(
      'Nic nie zostało zapisane: w polu name po „Evil” występuje znak końca wiersza (U+000A).',
    );
    expect(await h.api['entrant.list']({ tournamentId })).toEqual([]);
  });

  it('entrant.add: a carriage return, a tab, a NUL, a bell, U+2028, U+2029, DEL and a C1 character alike', async () => {
    const tournamentId = await openTournament();
    const cases: [string, string, string][] = [
      ['Nowak,\rJan', 'U+000D', 'a line break'],
      ['Nowak,\tJan', 'U+0009', 'a tab'],
      ['Nowak,\u0000Jan', 'U+0000', 'an invisible control character'],
      ['Nowak,\u0007Jan', 'U+0007', 'an invisible control character'],
      ['Nowak,\u2028Jan', 'U+2028', 'a line break'],
      ['Nowak,\u2029Jan', 'U+2029', 'a line break'],
      ['Nowak,\u007fJan', 'U+007F', 'an invisible control character'],
      ['Nowak,\u009bJan', 'U+009B', 'an invisible control character'],
    ];
    for (const [name, char, what] of cases) {
      const e = await refused('entrant.add', { tournamentId, name });
      expect(e.code, char).toBe('textControl');
      expect(e.message, char).toContain(`name holds ${what} (${char}) after "Nowak,".`);
    }
    const start = await refused('entrant.add', { tournamentId, name: '\nNowak, Jan' });
    expect(start.message).toContain('name starts with a line break (U+000A). Line breaks');
    expect(await h.api['entrant.list']({ tournamentId })).toEqual([]);
  });

  it('entrant.add and entrant.update: the club, the federation and the ID too; a correction is refused alike', async () => {
    const tournamentId = await openTournament();
    for (const [field, value] of [
      ['club', 'KS\tWarszawa'],
      ['federation', 'PO\u0000L'],
      ['ratingId', '160\n95'],
    ] as const) {
      const e = await refused('entrant.add', { tournamentId, name: 'Świątek, Łukasz', [field]: value });
      expect(e.code).toBe('textControl');
      expect(e.message).toContain(`${field} holds`);
    }
    const e = await h.api['entrant.add']({ tournamentId, name: 'Świątek, Łukasz', club: 'KS Łódź' });
    const upd = await refused('entrant.update', { id: e.id, fields: { name: 'Świątek,\u2028Łukasz' } });
    expect(upd).toMatchObject({ code: 'textControl' });
    expect(upd.message).toContain('name holds a line break (U+2028) after "Świątek,"');
    expect(await h.api['entrant.list']({ tournamentId })).toMatchObject([{ name: 'Świątek, Łukasz' }]);
  });

  it('tournament settings: the name, the city, the arbiter and the time control, on creation and on change', async () => {
    const tournamentId = await openTournament();
    for (const s of [
      { name: 'Open\nŁódź' },
      { city: 'Łódź\r' },
      { arbiter: 'Kowalski,\tJan' },
      { timeControl: { kind: 'classical', text: "90'\n+30''" } },
    ]) {
      const created = await refused('tournament.create', { settings: { ...SETTINGS, ...s } });
      expect(created.code, JSON.stringify(s)).toBe('textControl');
      const changed = await refused('tournament.updateSettings', { id: tournamentId, settings: s });
      expect(changed.code, JSON.stringify(s)).toBe('textControl');
      expect(changed.details).toMatchObject({ issues: [{ code: 'controlChar' }] });
    }
    expect(await h.api['tournament.list']({})).toMatchObject([{ settings: { name: 'Club Open', city: '' } }]);
  });

  it('a team, its captain and a player typed in; an event name; a rating list name', async () => {
    h = harness('en', () => new Date('2026-12-05T09:00:00Z'));
    await h.api['event.create']({ file: 'teams', name: 'Teams' });
    const ev = await h.api['team.createTournament']({ settings: SETTINGS, team: { boards: 2 } });
    const tournamentId = ev.tournament.id;
    expect((await refused('team.add', { tournamentId, name: 'DC\nLille' })).code).toBe('textControl');
    expect((await refused('team.add', { tournamentId, name: 'DC Lille', captain: 'Bécue,\tÉ' })).code).toBe(
      'textControl',
    );
    const team = await h.api['team.add']({ tournamentId, name: 'Dames Évry-Essonne' });
    expect((await refused('team.update', { teamId: team.id, fields: { club: 'Évry\r\n' } })).code).toBe(
      'textControl',
    );
    const player = { source: 'typed', name: 'Ndiaye,\u0085Ëlodie' };
    expect((await refused('team.addPlayer', { teamId: team.id, player })).code).toBe('textControl');
    expect(await h.api['team.list']({ tournamentId })).toMatchObject([
      { name: 'Dames Évry-Essonne', club: null, roster: [] },
    ]);
    expect((await refused('event.rename', { name: 'Teams\n2026' })).code).toBe('textControl');
    expect((await refused('event.create', { file: 'other', name: 'Other\u2029' })).code).toBe('textControl');
    expect((await refused('ratings.import', { file: 'list.csv', name: 'FMJD\n2026' })).code).toBe(
      'textControl',
    );
    expect((await refused('ratings.import', { file: 'list.csv', source: 'FM\tJD' })).code).toBe(
      'textControl',
    );
  });
});
