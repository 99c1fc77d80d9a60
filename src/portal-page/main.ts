/**
 * The results portal's phone page (RULES.md R16.2-R16.3): identify by invitation link or by name
 * and password, see the board, report in two taps (the result, then Send), follow the status, and
 * read the pairings and standings. Plain DOM, no framework: it loads fast on a hall's Wi-Fi.
 */
import './portal.css';
import type {
  Outcome,
  PhoneBoard,
  PhoneIdentity,
  PhoneMatch,
  PhonePairings,
  PhoneReportAnswer,
  PhoneStandings,
  PhoneTeam,
  PhoneTournament,
} from '../shared/portal/phone';
import { call, PhoneError, withRetries } from './call';
import { field, h } from './dom';
import { matchView } from './match';
import { LANGS, pickLang, word, type Lang } from './words';

/** In a team event the captains pick their team (R16.2 team matches); else players their name. */
type Tournament = PhoneTournament & { entrants: { id: number; name: string }[]; teams: PhoneTeam[] | null };
type Tab = 'board' | 'pairings' | 'standings';
const TOKEN = 'diagonal-portal-token';
const LANG = 'diagonal-portal-lang';

const app = document.getElementById('app') as HTMLElement;
let lang: Lang = pickLang(localStorage.getItem(LANG), navigator.languages);
let token = localStorage.getItem(TOKEN);
let tab: Tab = 'board';
/** The token is a team captain's: the first tab is the team's match. */
let captain = false;
let error: string | null = null;
let tournaments: Tournament[] = [];
let picked: (Outcome | null)[] = [];
/** One key per submission: a retry after a lost answer is the same submission. */
let requestKey: string | null = null;

const w = (key: string, params?: Record<string, string | number>) => word(lang, key, params);
const say = (e: unknown) => (error = e instanceof PhoneError ? e.message : String(e));
const results = (o: (Outcome | null)[]) => o.map((x) => (x ? w(x) : '–')).join(', ');

// An invitation link carries the token after '#': kept on the phone, then taken out of the address.
const fromLink = new URLSearchParams(location.hash.slice(1)).get('t');
if (fromLink) {
  token = fromLink;
  localStorage.setItem(TOKEN, fromLink);
  history.replaceState(null, '', location.pathname);
}

function shell(...children: (Node | null | false)[]) {
  const langs = h(
    'div',
    { class: 'langs' },
    ...LANGS.map((l) =>
      h(
        'button',
        {
          'aria-pressed': String(l === lang),
          onclick: () => ((lang = l), localStorage.setItem(LANG, l), void render()),
        },
        l.toUpperCase(),
      ),
    ),
  );
  const alert = error ? h('div', { class: 'error', role: 'alert' }, error) : null;
  const rest = [alert, ...children].filter((c): c is Node => c instanceof Node);
  app.replaceChildren(langs, h('h1', {}, w('title')), ...rest);
}

async function identifyView() {
  tournaments = await call<Tournament[]>('tournaments', {}, lang, null).catch((e) => (say(e), []));
  const options = (list: Tournament[]) => list.map((t) => h('option', { value: String(t.id) }, t.name));
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
  const enter = async () => {
    const picked = Number(field('entrant')?.value);
    try {
      const id = await call<PhoneIdentity>(
        'identify',
        {
          tournamentId: Number(field('tournament')?.value),
          ...(chosen()?.teams ? { teamId: picked } : { entrantId: picked }),
          password: field('password')?.value ?? '',
        },
        lang,
        null,
      );
      token = id.token;
      if (token) localStorage.setItem(TOKEN, token);
      error = null;
    } catch (e) {
      say(e);
    }
    void render();
  };
  const unlock = async () => {
    try {
      tournaments = await call<Tournament[]>(
        'unlock',
        { password: field('private')?.value ?? '' },
        lang,
        null,
      );
      error = null;
      const sel = field('tournament');
      sel?.replaceChildren(...options(tournaments));
      pickedTournament();
      (field('password') as HTMLInputElement | null)?.setAttribute('value', field('private')?.value ?? '');
    } catch (e) {
      say(e);
      void render();
    }
  };
  shell(
    h(
      'section',
      { class: 'card' },
      h('label', { for: 'tournament' }, w('pickTournament')),
      h('select', { id: 'tournament', onchange: pickedTournament }, ...options(tournaments)),
      nameLabel,
      nameSelect,
      h('label', { for: 'password' }, w('password')),
      h('input', { id: 'password', type: 'password', autocomplete: 'current-password' }),
      h('p', {}, h('button', { class: 'primary', onclick: () => void enter() }, w('enter'))),
      h('p', { class: 'muted' }, w('or')),
    ),
    h(
      'section',
      { class: 'card' },
      h('label', { for: 'private' }, w('privateEntry')),
      h('input', { id: 'private', type: 'password' }),
      h('p', {}, h('button', { onclick: () => void unlock() }, w('enter'))),
    ),
  );
}

function reportBox(b: NonNullable<PhoneBoard['board']>, round: number, refresh: () => void) {
  const canReport = b.mine === null && (b.status === 'open' || b.status === 'waiting');
  if (!canReport) return null;
  if (picked.length !== b.colours.length) picked = b.colours.map(() => null);
  const send = async (kind: 'result' | 'contest') => {
    requestKey ??= crypto.randomUUID();
    const key = requestKey;
    try {
      await withRetries(() =>
        call<PhoneReportAnswer>(
          'report',
          { round, requestKey: key, kind, outcomes: kind === 'result' ? picked : null },
          lang,
          token,
        ),
      );
      error = null;
    } catch (e) {
      say(e);
    }
    requestKey = null;
    picked = [];
    refresh();
  };
  const rows = b.colours.map((_, i) =>
    h(
      'div',
      {},
      b.colours.length > 1 ? h('div', { class: 'muted' }, w('game', { leg: i + 1 })) : null,
      h(
        'div',
        { class: 'row' },
        ...(['win', 'draw', 'loss'] as const).map((o) =>
          h(
            'button',
            {
              class: 'pick',
              'aria-pressed': String(picked[i] === o),
              onclick: () => ((picked[i] = o), refresh()),
            },
            w(o),
          ),
        ),
      ),
    ),
  );
  const ready = picked.every((p) => p !== null);
  return h(
    'div',
    {},
    ...rows,
    ready
      ? h(
          'p',
          {},
          h(
            'button',
            { class: 'primary', onclick: () => void send('result') },
            w('send', { result: results(picked) }),
          ),
        )
      : null,
    b.theirs?.kind === 'result'
      ? h('p', {}, h('button', { class: 'danger', onclick: () => void send('contest') }, w('contest')))
      : null,
  );
}

async function boardView() {
  const seen = await call<PhoneBoard | PhoneMatch>('board', {}, lang, token);
  // A team captain's token: the whole match (R16.2 team matches).
  captain = seen.kind === 'match';
  if (seen.kind === 'match')
    return matchView(seen, {
      w,
      lang,
      token,
      redraw: () => void render(),
      done: (e) => {
        if (e === null) error = null;
        else say(e);
        void render();
      },
    });
  captain = false;
  const me = seen;
  const b = me.board;
  const status = b
    ? h(
        'div',
        { class: `status ${b.status}`, role: 'status' },
        w(`status.${b.status}`, { minutes: b.minutesLeft ?? 0, result: results(b.results) }),
      )
    : null;
  const redraw = () => void render();
  return [
    h('p', { class: 'muted' }, `${me.tournament} · ${me.name}`),
    me.round === null ? null : h('h2', {}, w('round', { round: me.round })),
    !b
      ? h('p', { class: 'card' }, w(me.bye ? 'bye' : 'noBoard'))
      : h(
          'section',
          { class: 'card' },
          h('h2', {}, `${w('board', { board: b.boardNo })} · ${w('against', { name: b.opponent })}`),
          ...b.colours.map((c, i) =>
            h('div', {}, `${b.colours.length > 1 ? `${w('game', { leg: i + 1 })}: ` : ''}${w(c)}`),
          ),
          b.opening ? h('div', { class: 'muted' }, w('opening', { moves: b.opening })) : null,
          h('p', {}, status),
          b.mine
            ? h(
                'div',
                { class: 'muted' },
                w('yourReport', {
                  result: b.mine.kind === 'contest' ? w('contest') : results(b.mine.outcomes),
                }),
              )
            : null,
          b.theirs?.kind === 'result'
            ? h(
                'div',
                { class: 'muted' },
                w('theirReport', { name: b.opponent, result: results(b.theirs.outcomes) }),
              )
            : null,
          reportBox(b, me.round ?? 0, redraw),
        ),
  ];
}

async function tableView(which: 'pairings' | 'standings') {
  const seen = await call<PhoneBoard | PhoneMatch>('board', {}, lang, token);
  captain = seen.kind === 'match';
  const tid = seen.tournamentId;
  if (which === 'pairings') {
    const p = await call<PhonePairings>('pairings', { tournamentId: tid }, lang, token);
    return [
      h('h2', {}, p.round === null ? w('pairings') : `${w('pairings')} · ${w('round', { round: p.round })}`),
      h(
        'table',
        {},
        ...p.boards.map((b) =>
          h(
            'tr',
            {},
            h('td', { class: 'num' }, String(b.boardNo)),
            h('td', {}, b.white),
            h('td', {}, b.black),
            h('td', { class: 'num' }, b.results.join(' ')),
          ),
        ),
      ),
      p.bye ? h('p', { class: 'muted' }, `${w('bye')}: ${p.bye}`) : null,
    ];
  }
  const s = await call<PhoneStandings>('standings', { tournamentId: tid }, lang, token);
  return [
    h('h2', {}, w('standings')),
    h(
      'table',
      {},
      h(
        'tr',
        {},
        h('th', { class: 'num' }, w('rank')),
        h('th', {}, w(captain ? 'captain.team' : 'name')),
        // Teams rank on match points (R16.1).
        h('th', { class: 'num' }, w(captain ? 'captain.matchPoints' : 'points')),
      ),
      ...s.rows.map((r) =>
        h(
          'tr',
          {},
          h('td', { class: 'num' }, String(r.rank)),
          h('td', {}, r.name),
          h('td', { class: 'num' }, r.points),
        ),
      ),
    ),
  ];
}

async function render() {
  if (!token) return identifyView();
  const nav = () =>
    h(
      'nav',
      {},
      ...(['board', 'pairings', 'standings'] as const).map((x) =>
        h(
          'button',
          { 'aria-current': x === tab ? 'page' : undefined, onclick: () => ((tab = x), void render()) },
          w(x === 'board' ? (captain ? 'captain.myMatch' : 'myBoard') : x),
        ),
      ),
    );
  try {
    const body = tab === 'board' ? await boardView() : await tableView(tab);
    shell(
      nav(),
      ...(body as Node[]),
      h(
        'p',
        { class: 'row' },
        h('button', { onclick: () => void render() }, w('refresh')),
        h('button', { onclick: leave }, w('leave')),
      ),
    );
  } catch (e) {
    if (e instanceof PhoneError && e.code === 'portal:badToken') return leave(e.message);
    say(e);
    shell(nav(), h('p', {}, h('button', { onclick: () => void render() }, w('refresh'))));
  }
}

function leave(message?: unknown) {
  token = null;
  localStorage.removeItem(TOKEN);
  error = typeof message === 'string' ? message : null;
  void render();
}

void render();
