// The lobby: pick a rule set and a scenario (bundled or uploaded), say who plays each seat,
// create the game and hand out its links. Errors come back from the server naming the field,
// and are shown beside it. Above, the games this browser opened (mygames.js).

import { h, holderLabel, when } from './dom.js';
import * as mygames from './mygames.js';

const $ = (id) => document.getElementById(id);
let rulesets = [];

function current() {
  return rulesets.find((r) => r.id === $('ruleset').value);
}

function showError(field, text) {
  const key = field.startsWith('seats.') ? 'seats' : field;
  const slot = document.querySelector(`[data-error="${key}"]`) || document.querySelector('[data-error="form"]');
  slot.textContent = field.startsWith('seats.') ? `${field.slice(6)}: ${text}` : text;
  if (key === 'toml') $('upload').open = true;
}

function clearErrors() {
  for (const e of document.querySelectorAll('[data-error]')) e.textContent = '';
}

/** The scenarios the club published for a rule set (the library), newest first. */
async function published(id) {
  const r = await fetch(`/api/scenarios?ruleset=${encodeURIComponent(id)}`).catch(() => null);
  return r && r.ok ? r.json() : [];
}

async function fillRuleset() {
  const r = current();
  $('ruleset-title').textContent = r.title;
  // A Race-for-X campaign chooses how its battles are fought.
  $('battles-row').hidden = r.id !== 'race';
  // The bundled scenarios and the seats at once; the club's published scenarios when the
  // server has listed them.
  const bundled = r.scenarios.map((sc) => h('option', { value: sc.name, text: `${sc.name} — ${sc.title}` }));
  $('scenario').replaceChildren(h('optgroup', { label: 'bundled with Umpire' }, bundled));
  const human = (r.default_humans || [])[0] || r.seats[0];
  const choices = ['human', ...r.bots.map((b) => `bot:${b}`)];
  $('seats').querySelector('tbody').replaceChildren(
    ...r.seats.map((seat) => {
      const pick = seat === human ? 'human' : (r.bots.includes('heuristic') ? 'bot:heuristic' : `bot:${r.bots[0]}`);
      return h('tr', {},
        h('td', { text: seat }),
        h('td', {},
          h('select', { 'data-seat': seat, 'data-testid': `seat-${seat}`, 'aria-label': `who plays ${seat}` },
            choices.map((c) => h('option', { value: c, selected: c === pick, text: holderLabel(c, 'a person (gets a link)', r.search_playouts) })))),
        h('td', { class: 'hint', 'data-testid': `role-${seat}`, text: `${(r.roles || {})[seat] || ''}${seat === human ? ' (you, by default)' : ''}` }));
    }),
  );
  const library = await published(r.id);
  if (current() !== r || !library.length) return; // another rule set was picked meanwhile
  $('scenario').append(h('optgroup', { label: 'published in this club' },
    library.map((p) => h('option', {
      value: `published:${p.hash}`,
      text: `${p.name} v${p.version} — ${p.title} (by ${p.author})`,
    }))));
}

async function create(ev) {
  ev.preventDefault();
  clearErrors();
  const seats = {};
  for (const sel of document.querySelectorAll('select[data-seat]')) seats[sel.dataset.seat] = sel.value;
  const body = { ruleset: $('ruleset').value, seats, listed: $('listed').checked };
  const toml = $('toml').value.trim();
  const picked = $('scenario').value;
  if (toml) body.toml = toml;
  else if (picked.startsWith('published:')) body.published = picked.slice('published:'.length);
  else body.scenario = picked;
  if (body.ruleset === 'race' && $('battles').value) body.battles = $('battles').value;
  const limit = $('deadline').value;
  if (limit) {
    const seconds = limit === 'custom' ? Number($('deadline-seconds').value) : Number(limit);
    body.deadline = { seconds, then: $('deadline-then').value };
  }
  if ($('hook').value.trim()) body.hooks = { game: [$('hook').value.trim()] };
  let r;
  try {
    r = await fetch('/api/games', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (e) {
    showError('form', `the server cannot be reached: ${e.message}`);
    return;
  }
  const answer = await r.json().catch(() => ({ error: `the server answered ${r.status}` }));
  if (r.status !== 201) {
    showError(answer.field || 'form', answer.reason || answer.error || `the server answered ${r.status}`);
    return;
  }
  showLinks(answer);
}

function linkRow(label, url, testid) {
  const input = h('input', { type: 'text', readonly: true, value: url, 'data-testid': testid, 'aria-label': `${label} link` });
  return h('tr', {},
    h('th', { text: label }),
    h('td', {}, input),
    h('td', {},
      h('button', { type: 'button', text: 'Copy', onclick: () => { input.select(); navigator.clipboard?.writeText(url); } }),
      ' ',
      h('a', { href: url, target: '_blank', rel: 'noopener', text: 'Open' })));
}

function showLinks(g) {
  const abs = (url) => new URL(url, location.origin).href;
  const rows = Object.entries(g.seats).map(([seat, l]) => linkRow(`seat ${seat}`, abs(l.url), `link-${seat}`));
  // Several people's seats: one link plays them all from one page (a person holding them all,
  // or a hot seat), moving to whichever is to act.
  const order = rulesets.find((x) => x.id === $('ruleset').value)?.seats || [];
  const people = Object.entries(g.seats).sort(([a], [b]) => order.indexOf(a) - order.indexOf(b)).map(([, l]) => l);
  if (people.length > 1) rows.push(linkRow(`all ${people.length} seats on one page`, abs(`/g/${g.id}#${people.map((l) => l.token).join(',')}`), 'link-all'));
  rows.push(linkRow('host', abs(g.host.url), 'link-host'));
  rows.push(linkRow('spectators', abs(g.spectator.url), 'link-spectator'));
  $('link-rows').replaceChildren(...rows);
  // The creator holds the host's link: the lobby's list of this browser's games keeps it.
  mygames.remember(g.id, g.host.token, 'host', { ruleset: $('ruleset').value });
  $('created').hidden = false;
  $('created').scrollIntoView();
}

/** Draws a quick battle, measured by the server, into the upload box with what it measured. */
async function quickBattle() {
  clearErrors();
  $('quick-result').textContent = 'drawing and measuring a battle…';
  const r = await fetch('/api/quick', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ruleset: $('quick-ruleset').value, size: $('quick-size').value, ground: $('quick-ground').value }),
  }).catch((e) => ({ ok: false, json: async () => ({ error: `the server cannot be reached: ${e.message}` }) }));
  const q = await r.json().catch(() => ({}));
  if (!r.ok) {
    $('quick-result').textContent = '';
    showError(q.field || 'form', q.reason || q.error || `the server answered ${r.status}`);
    return;
  }
  $('ruleset').value = q.ruleset;
  await fillRuleset();
  $('toml').value = q.toml;
  $('upload').open = true;
  const first = q.ruleset === 'opart' ? 'the Axis' : 'side A';
  $('quick-result').textContent = `${q.name}: between heuristic bots ${first} won ${q.a_won} of the ${q.decided} decided games of ${q.games}. It is in the box below; choose the seats and create the game.`;
}

async function main() {
  const r = await fetch('/api/rulesets');
  rulesets = await r.json();
  $('ruleset').replaceChildren(...rulesets.map((x) => h('option', { value: x.id, text: `${x.title} (${x.id})` })));
  $('ruleset').addEventListener('change', fillRuleset);
  $('deadline').addEventListener('change', () => { $('deadline-custom').hidden = $('deadline').value !== 'custom'; });
  $('toml-file').addEventListener('change', async (e) => {
    const f = e.target.files[0];
    if (f) $('toml').value = await f.text();
  });
  $('new-game').addEventListener('submit', create);
  $('quick-draw').addEventListener('click', quickBattle);
  // A link from the editor names a rule set and a published scenario to play.
  const asked = new URLSearchParams(location.search);
  if (rulesets.some((x) => x.id === asked.get('ruleset'))) $('ruleset').value = asked.get('ruleset');
  await fillRuleset();
  if (asked.get('published')) $('scenario').value = `published:${asked.get('published')}`;
  // The games this browser opened, each asked of the server with its own link.
  await mygames.render($('my-games'), $('my-games-rows'), async (token, game) => {
    try {
      const r = await fetch(`/api/games/${game}/status`, { headers: { authorization: `Bearer ${token}` } });
      return { status: r.status, body: await r.json().catch(() => ({})) };
    } catch (e) {
      return { status: 0, body: { error: `the server cannot be reached (${e.message})` } };
    }
  });
  await showToWatch();
  document.body.dataset.ready = 'yes';
}

/** The games in progress their makers opened to anyone, each a spectator's link. */
async function showToWatch() {
  const r = await fetch('/api/watch').catch(() => null);
  const games = r && r.ok ? (await r.json()).games : [];
  $('to-watch').hidden = games.length === 0;
  $('to-watch-list').replaceChildren(...games.map((g) => h('li', { 'data-testid': 'watch-game', 'data-game': g.id },
    h('a', { href: g.url, text: `${g.ruleset}${g.scenario ? ` — ${g.scenario}` : ''}` }),
    ` — ${g.moved ? `last move ${when(g.moved)}` : `made ${when(g.created)}`}`)));
}

main();
