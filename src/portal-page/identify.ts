/**
 * Coming in (RULES.md R16.3): pick the tournament and one's name (a captain his team), then type
 * the personal code of the invitation slip, or, without the slip, the tournament's password, with
 * which the phone reads and its reports only wait. A private tournament is first unlocked by its
 * password. The slip's link itself needs none of this: it carries its token after '#'.
 */
import type { PhoneIdentity, PhoneTeam, PhoneTournament } from '../shared/portal/phone';
import { call } from './call';
import { field, h } from './dom';
import type { PageContext } from './page';

/** In a team event the captains pick their team (R16.2 team matches); else players their name. */
export type Tournament = PhoneTournament & {
  entrants: { id: number; name: string }[];
  teams: PhoneTeam[] | null;
};

/** The tournaments this phone may pick: the open ones, or those a private password unlocked. */
let tournaments: Tournament[] = [];
let unlocked = false;
/** The private password once typed: the same password serves to come in, typed once. */
let typed = '';

/** The open tournaments, for reading without coming in (R16.3: open means readable by all). */
export async function openTournaments(c: PageContext): Promise<Tournament[]> {
  if (!unlocked) tournaments = await call<Tournament[]>('tournaments', {}, c.lang, null);
  return tournaments;
}

type Entered = (id: PhoneIdentity) => void;

function enterer(c: PageContext, chosen: () => Tournament | undefined, entered: Entered) {
  return async (secret: 'code' | 'password') => {
    const t = chosen();
    const picked = Number(field('entrant')?.value);
    try {
      const id = await call<PhoneIdentity>(
        'identify',
        {
          tournamentId: t?.id ?? 0,
          ...(t?.teams ? { teamId: picked } : { entrantId: picked }),
          [secret]: field(secret)?.value ?? '',
        },
        c.lang,
        null,
      );
      entered(id);
    } catch (e) {
      c.done(e);
    }
  };
}

function unlockCard(c: PageContext): HTMLElement {
  const { w } = c;
  const unlock = async () => {
    try {
      const password = field('private')?.value ?? '';
      tournaments = await call<Tournament[]>('unlock', { password }, c.lang, null);
      unlocked = true;
      typed = password;
      c.done(null);
    } catch (e) {
      c.done(e);
    }
  };
  return h(
    'section',
    { class: 'card' },
    h('label', { for: 'private' }, w('privateEntry')),
    h('input', { id: 'private', type: 'password' }),
    h('p', {}, h('button', { onclick: () => void unlock() }, w('enter'))),
  );
}

export async function identifyView(c: PageContext, entered: Entered): Promise<Node[]> {
  const { w } = c;
  await openTournaments(c);
  const options = tournaments.map((t) => h('option', { value: String(t.id) }, t.name));
  const chosen = () => tournaments.find((x) => String(x.id) === field('tournament')?.value) ?? tournaments[0];
  const names = () =>
    (chosen()?.teams ?? chosen()?.entrants ?? []).map((e) => h('option', { value: String(e.id) }, e.name));
  const nameLabel = h(
    'label',
    { for: 'entrant' },
    w(tournaments[0]?.teams ? 'captain.pickTeam' : 'pickName'),
  );
  const nameSelect = h('select', { id: 'entrant' }, ...names());
  const pickedTournament = () => {
    nameSelect.replaceChildren(...names());
    nameLabel.textContent = w(chosen()?.teams ? 'captain.pickTeam' : 'pickName');
  };
  const enter = enterer(c, chosen, entered);
  return [
    h(
      'section',
      { class: 'card' },
      h('label', { for: 'tournament' }, w('pickTournament')),
      h('select', { id: 'tournament', onchange: pickedTournament }, ...options),
      nameLabel,
      nameSelect,
      h('label', { for: 'code' }, w('code')),
      h('input', { id: 'code', autocomplete: 'off', autocapitalize: 'characters', spellcheck: 'false' }),
      h('p', {}, h('button', { class: 'primary', onclick: () => void enter('code') }, w('enterCode'))),
      h('label', { for: 'password' }, w('orPassword')),
      h('input', {
        id: 'password',
        type: 'password',
        autocomplete: 'current-password',
        value: typed || undefined,
      }),
      h('p', {}, h('button', { onclick: () => void enter('password') }, w('enterPassword'))),
      h('p', { class: 'muted' }, w('passwordNote')),
      h('p', { class: 'muted' }, w('or')),
    ),
    unlockCard(c),
  ];
}
