// My games: every link opened in this browser is remembered here (the game, its tokens and the
// role each plays), so that a player who lost a link finds the game again; the lobby lists
// them with where each stands (asked of the server with the link itself), and one may forget
// a game. Nothing leaves the browser but the requests a game's own page makes.

import { h, when } from './dom.js';

const KEY = 'umpire.games.v1';

/** The games remembered: id → {id, tokens: {token: role}, ruleset, scenario, opened}. */
function read() {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) || '{}');
    return v && typeof v === 'object' ? v : {};
  } catch {
    return {};
  }
}

function write(games) {
  try {
    localStorage.setItem(KEY, JSON.stringify(games));
  } catch {
    // A browser that keeps nothing (private mode, full storage) remembers nothing.
  }
}

/** Remembers that `token` opens game `id` as `role` (`seat:corps`, `host`, `spectator`). */
export function remember(id, token, role, about = {}) {
  if (!id || !token || !role) return;
  const games = read();
  const g = games[id] || { id, tokens: {}, opened: Date.now() };
  g.tokens[token] = role;
  if (about.ruleset) g.ruleset = about.ruleset;
  if (about.scenario) g.scenario = about.scenario;
  g.opened = Date.now();
  games[id] = g;
  write(games);
}

/**
 * The tokens a page of game `id` opened without one plays (a notice links a game's page with
 * no token): this browser's seats of the game, or else its host's or spectators' link.
 */
export function tokensFor(id) {
  const g = read()[id];
  if (!g) return [];
  const all = Object.entries(g.tokens);
  const seats = all.filter(([, role]) => role.startsWith('seat:')).map(([t]) => t);
  return seats.length ? seats : all.slice(0, 1).map(([t]) => t);
}

/** Forgets game `id` (its links still work; this browser no longer lists it). */
export function forget(id) {
  const games = read();
  delete games[id];
  write(games);
}

/** Forgets a token the server no longer takes (handed to another link or to a bot). */
export function drop(id, token) {
  const games = read();
  if (!games[id]) return;
  delete games[id].tokens[token];
  if (!Object.keys(games[id].tokens).length) delete games[id];
  write(games);
}

/** The link that opens `g` as its seats on one page, or as its host or a spectator. */
function linkOf(g) {
  const entries = Object.entries(g.tokens);
  const seats = entries.filter(([, r]) => r.startsWith('seat:')).map(([t]) => t);
  const tokens = seats.length ? seats : [entries.find(([, r]) => r === 'host')?.[0] || entries[0][0]];
  return `/g/${g.id}#${tokens.join(',')}`;
}

/** What `g`'s links are, in words: "corps, staff", "host", "watching". */
function rolesOf(g) {
  const roles = Object.values(g.tokens);
  const seats = roles.filter((r) => r.startsWith('seat:')).map((r) => r.slice(5));
  const others = roles.filter((r) => !r.startsWith('seat:')).map((r) => (r === 'spectator' ? 'watching' : r));
  return [...seats, ...others].join(', ');
}

/**
 * Fills `tbody` with the games remembered, the last opened first, each asked of the server
 * (`ask(token, id)` answers the snapshot without its view); `panel` shows when there are any.
 */
export async function render(panel, tbody, ask) {
  const games = Object.values(read()).sort((a, b) => b.opened - a.opened);
  panel.hidden = games.length === 0;
  const rows = await Promise.all(games.map(async (g) => {
    const [token] = Object.keys(g.tokens);
    const r = await ask(token, g.id);
    const mine = Object.values(g.tokens).filter((x) => x.startsWith('seat:')).map((x) => x.slice(5));
    let turn = '';
    let state = '';
    let moved = '';
    if (r.status === 200) {
      const s = r.body;
      const yours = !s.outcome && s.to_act.some((x) => mine.includes(x));
      turn = s.outcome ? '—' : (yours ? `yours (${s.to_act.filter((x) => mine.includes(x)).join(', ')})` : (s.to_act.join(', ') || 'nobody'));
      state = s.outcome ? `over: ${s.outcome.result}` : `step ${s.step}`;
      moved = s.moved ? when(s.moved) : '—';
      g.ruleset = s.ruleset;
      g.scenario = s.scenario || g.scenario;
      return { g, turn, state, moved, yours, ok: true };
    }
    if (r.status === 401 || r.status === 403 || r.status === 404) drop(g.id, token);
    return { g, turn: '', state: r.body?.error || `the server answered ${r.status}`, moved: '', yours: false, ok: false };
  }));
  tbody.replaceChildren(...rows.map(({ g, turn, state, moved, yours, ok }) => h('tr', { 'data-testid': 'my-game', 'data-game': g.id, 'data-yours': yours ? 'yes' : 'no' },
    h('td', {}, ok ? h('a', { href: linkOf(g), 'data-testid': 'my-game-open', text: `${g.ruleset || '?'}${g.scenario ? ` — ${g.scenario}` : ''}` }) : `${g.ruleset || '?'}${g.scenario ? ` — ${g.scenario}` : ''}`),
    h('td', { text: rolesOf(g) }),
    h('td', { class: yours ? 'you-act' : '', text: turn }),
    h('td', { text: moved }),
    h('td', { text: state }),
    h('td', {}, h('button', {
      type: 'button', 'data-testid': 'my-game-forget', 'aria-label': `forget ${g.ruleset || ''} game ${g.id}`, text: 'forget',
      onclick: () => {
        forget(g.id);
        render(panel, tbody, ask);
      },
    })))));
}
