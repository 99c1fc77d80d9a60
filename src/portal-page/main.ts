/**
 * The results portal's phone page (RULES.md R16.2-R16.3): come in by invitation link, by name and
 * personal code, or by name and password; see the board, report in two taps (the result, then
 * Send), follow the status; read the pairings and standings, in an open tournament without
 * coming in at all. Plain DOM, no framework: it loads fast on a hall's Wi-Fi.
 */
import './portal.css';
import type { PhoneBoard, PhoneIdentity, PhoneMatch } from '../shared/portal/phone';
import { boardView } from './board';
import { call, PhoneError } from './call';
import { field, h } from './dom';
import { identifyView, openTournaments } from './identify';
import { matchView } from './match';
import type { PageContext } from './page';
import { tableView, type Table } from './tables';
import { LANGS, pickLang, word, type Lang } from './words';

type Tab = 'board' | Table;
const TOKEN = 'diagonal-portal-token';
const LANG = 'diagonal-portal-lang';

const app = document.getElementById('app') as HTMLElement;
let lang: Lang = pickLang(localStorage.getItem(LANG), navigator.languages);
let token = localStorage.getItem(TOKEN);
let tab: Tab = 'board';
/** The token is a team captain's: the first tab is the team's match. */
let captain = false;
let error: string | null = null;
/** Without a token: the open tournament whose pairings and standings are read. */
let reading: number | null = null;

const w = (key: string, params?: Record<string, string | number>) => word(lang, key, params);
const say = (e: unknown) => (error = e instanceof PhoneError ? e.message : String(e));

// An invitation link carries the token after '#': kept on the phone, then taken out of the address.
const fromLink = new URLSearchParams(location.hash.slice(1)).get('t');
if (fromLink) {
  token = fromLink;
  localStorage.setItem(TOKEN, fromLink);
  history.replaceState(null, '', location.pathname);
}

const context = (): PageContext => ({
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
  document.documentElement.lang = lang;
  app.replaceChildren(langs, h('h1', {}, w('title')), ...rest);
}

function nav(first: string) {
  return h(
    'nav',
    {},
    ...(['board', 'pairings', 'standings'] as const).map((x) =>
      h(
        'button',
        { 'aria-current': x === tab ? 'page' : undefined, onclick: () => ((tab = x), void render()) },
        x === 'board' ? first : w(x),
      ),
    ),
  );
}

const entered = (id: PhoneIdentity) => {
  token = id.token;
  if (token) localStorage.setItem(TOKEN, token);
  error = null;
  tab = 'board';
  void render();
};

/** Without a token: the form to come in, and in an open tournament its pairings and standings. */
async function anonymous() {
  const c = context();
  if (tab === 'board') return shell(nav(w('enter')), ...(await identifyView(c, entered)));
  const list = (await openTournaments(c)).filter((t) => !t.private);
  const t = list.find((x) => x.id === reading) ?? list[0];
  if (!t) return shell(nav(w('enter')), h('p', { class: 'card' }, w('noOpen')));
  const pick =
    list.length > 1
      ? h(
          'select',
          {
            id: 'reading',
            'aria-label': w('pickTournament'),
            onchange: () => ((reading = Number(field('reading')?.value)), void render()),
          },
          ...list.map((x) => h('option', { value: String(x.id), selected: x.id === t.id }, x.name)),
        )
      : h('p', { class: 'muted' }, t.name);
  shell(nav(w('enter')), pick, ...(await tableView(tab, t.id, t.teams !== null, c)));
}

async function identified() {
  const c = context();
  const seen = await call<PhoneBoard | PhoneMatch>('board', {}, lang, token);
  // A team captain's token: the whole match (R16.2 team matches).
  captain = seen.kind === 'match';
  const body =
    tab !== 'board'
      ? await tableView(tab, seen.tournamentId, captain, c)
      : seen.kind === 'match'
        ? matchView(seen, c)
        : boardView(seen, c);
  shell(
    nav(w(captain ? 'captain.myMatch' : 'myBoard')),
    ...body,
    h(
      'p',
      { class: 'row' },
      h('button', { onclick: () => void render() }, w('refresh')),
      h('button', { onclick: leave }, w('leave')),
    ),
  );
}

async function render() {
  try {
    await (token ? identified() : anonymous());
  } catch (e) {
    if (e instanceof PhoneError && e.code === 'portal:badToken') return leave(e.message);
    say(e);
    const first = token ? w(captain ? 'captain.myMatch' : 'myBoard') : w('enter');
    shell(nav(first), h('p', {}, h('button', { onclick: () => void render() }, w('refresh'))));
  }
}

function leave(message?: unknown) {
  token = null;
  localStorage.removeItem(TOKEN);
  error = typeof message === 'string' ? message : null;
  tab = 'board';
  void render();
}

void render();
