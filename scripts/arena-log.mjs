// An arena day's game log as plain text (RULES.md R14, R15): the arena, its players, then one
// line per thing that happened at the desk, in the order of the hall's clock. `arena-day.mjs
// --log FILE` writes one; `arena-replay.mjs FILE` plays one again through `diagonal api --now`.
//
//   arena Blitz arena                  the arena's name
//   start 2031-06-01T14:00             the poster's start, the hall's local time
//   duration 25                        minutes (R14.1)
//   clock 180+2                        base seconds + increment seconds
//   player 1 2210 present Nowak, Piotr players by number: rating (or -), present or absent, name
//   14:00:00 pair 1 2                  game 1: player 1 White, player 2 Black (games are numbered
//                                      in the order they are paired)
//   14:00:05 boost 1 2                 in game 1 player 2 boosts (R14.4)
//   14:06:10 result 1 2-0              game 1 ends 2-0 (1-1, 0-2), White first as on the slip; on
//                                      a game already over, a correction (its end time stays)
//   14:04:00 join 12 / leave 5         R14.1: comes (back), leaves
//   14:12:00 add 13 1750 Moreau, Anne  registers during the arena, present
//   14:20:00 extend 5                  R15: five more minutes
//   14:35:00 close                     asks the arena to do what the time asks (at the close, R15.1)
//   14:20:00 view                      reads the ranking at that time (R14.5)
//   ... refused                        a line ending so must be refused (the message is printed)
// Times are HH:MM:SS (or HH:MM:SS.mmm) on the start's day, or a whole local YYYY-MM-DDTHH:MM:SS.

const RESULTS = { '2-0': 'white-wins', '1-1': 'draw', '0-2': 'black-wins' };
const SCORES = Object.fromEntries(Object.entries(RESULTS).map(([k, v]) => [v, k]));

const pad = (n) => String(n).padStart(2, '0');
const localDay = (ms) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
/** HH:MM:SS on the hall's clock, with the milliseconds when there are some (HH:MM:SS.mmm). */
export const localTime = (ms) => {
  const d = new Date(ms);
  const frac = d.getMilliseconds() ? `.${String(d.getMilliseconds()).padStart(3, '0')}` : '';
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}${frac}`;
};

/** A local `YYYY-MM-DDTHH:MM[:SS[.mmm]]` as an instant (the poster's and the hall's clock). */
export function localInstant(text) {
  const m = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)(?::(\d\d)(?:\.(\d{3}))?)?$/.exec(text);
  if (!m) throw new Error(`not a local date and time: ${text}`);
  const [y, mo, d, h, mi, s, ms] = m.slice(1).map((x) => Number(x ?? 0));
  return new Date(y, mo - 1, d, h, mi, s, ms).getTime();
}

function parseHeader(day, word, rest, n) {
  if (word === 'arena') day.name = rest;
  else if (word === 'start') day.start = rest;
  else if (word === 'duration') day.minutes = Number(rest);
  else if (word === 'clock') {
    const [base, increment] = rest.split('+').map(Number);
    day.clock = { baseSeconds: base, incrementSeconds: increment };
  } else if (word === 'player') {
    const [no, rating, presence, ...name] = rest.split(' ');
    if (!['present', 'absent'].includes(presence)) throw new Error(`line ${n}: present or absent`);
    day.players.push({
      no: Number(no),
      rating: rating === '-' ? null : Number(rating),
      present: presence === 'present',
      name: name.join(' '),
    });
  } else throw new Error(`line ${n}: unknown line "${word}"`);
}

function parseEvent(day, at, words, n) {
  const refused = words[words.length - 1] === 'refused';
  const [what, ...args] = refused ? words.slice(0, -1) : words;
  const e = { at, what, refused, line: n };
  if (what === 'pair') Object.assign(e, { white: Number(args[0]), black: Number(args[1]) });
  else if (what === 'boost') Object.assign(e, { game: Number(args[0]), player: Number(args[1]) });
  else if (what === 'result') {
    if (!RESULTS[args[1]]) throw new Error(`line ${n}: a result is 2-0, 1-1 or 0-2`);
    Object.assign(e, { game: Number(args[0]), result: RESULTS[args[1]] });
  } else if (what === 'join' || what === 'leave') e.player = Number(args[0]);
  else if (what === 'add')
    Object.assign(e, {
      player: Number(args[0]),
      rating: args[1] === '-' ? null : Number(args[1]),
      name: args.slice(2).join(' '),
    });
  else if (what === 'extend') e.minutes = Number(args[0]);
  else if (what !== 'close' && what !== 'view') throw new Error(`line ${n}: unknown action "${what}"`);
  day.events.push(e);
}

/** The log as { name, start, minutes, clock, players, events }, events in the log's order. */
export function parseLog(text) {
  const day = { players: [], events: [] };
  text.split('\n').forEach((raw, i) => {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) return;
    const [word, ...words] = line.split(/\s+/);
    const time = /^(\d{4}-\d\d-\d\dT)?\d\d:\d\d:\d\d(\.\d{3})?$/.exec(word);
    if (!time) return parseHeader(day, word, line.slice(word.length).trim(), i + 1);
    const at = localInstant(time[1] ? word : `${day.start.slice(0, 10)}T${word}`);
    parseEvent(day, at, words, i + 1);
  });
  for (const k of ['name', 'start', 'minutes', 'clock'])
    if (day[k] === undefined) throw new Error(`the log names no ${k}`);
  return day;
}

/** One event as a log line: HH:MM:SS on the start's day, the whole date on another. */
function eventLine(e, startDay) {
  const when = localDay(e.at) === startDay ? localTime(e.at) : `${localDay(e.at)}T${localTime(e.at)}`;
  const args = {
    pair: () => `${e.white} ${e.black}`,
    boost: () => `${e.game} ${e.player}`,
    result: () => `${e.game} ${SCORES[e.result]}`,
    join: () => `${e.player}`,
    leave: () => `${e.player}`,
    add: () => `${e.player} ${e.rating ?? '-'} ${e.name}`,
    extend: () => `${e.minutes}`,
    close: () => '',
    view: () => '',
  }[e.what]();
  return `${when} ${e.what}${args ? ` ${args}` : ''}${e.refused ? ' refused' : ''}`;
}

/** The log's text of a day (the inverse of parseLog); events are written in the order given. */
export function formatLog(day) {
  const startDay = day.start.slice(0, 10);
  return [
    `arena ${day.name}`,
    `start ${day.start}`,
    `duration ${day.minutes}`,
    `clock ${day.clock.baseSeconds}+${day.clock.incrementSeconds}`,
    ...day.players.map(
      (p) => `player ${p.no} ${p.rating ?? '-'} ${p.present ? 'present' : 'absent'} ${p.name}`,
    ),
    ...day.events.map((e) => eventLine(e, startDay)),
    '',
  ].join('\n');
}
