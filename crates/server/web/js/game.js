// A game's page: the board as this link's holder sees it, the legal actions (clicked on the
// board or picked from the list), the dice and events as they come over the socket, chat, who is
// to act, refusals with their rule, and after the end a replay as any seat saw it.
//
// The page holds no rules: the view, the legal actions and their descriptions come from the
// server, and the board modules only draw views and say which piece and cells an action names.

import { h } from './dom.js';

const $ = (id) => document.getElementById(id);
const id = location.pathname.split('/').filter(Boolean)[1] || '';
const token = decodeURIComponent(location.hash.slice(1));

let snap = null; // the last snapshot
let board = null; // the rule set's board module
let lastEntry = -1; // the last record entry shown (its step)
let selected = null; // the selected piece (its subject key)
let cellFilter = null; // actions narrowed to those naming this cell
let busy = false;
let socket = null;
let backoff = 500;
let replay = null; // {seat, entries, at} while replaying
const records = new Map();

async function api(method, path, body) {
  const init = { method, headers: { authorization: `Bearer ${token}` } };
  if (body !== undefined) {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let r;
  try {
    r = await fetch(path, init);
  } catch (e) {
    return { status: 0, body: { error: `the server cannot be reached (${e.message})` } };
  }
  const text = await r.text();
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: r.status, body: parsed };
}

function fatal(text) {
  $('board').replaceChildren(h('p', { class: 'refusal', 'data-testid': 'fatal', text }));
}

function refuse(text) {
  const r = $('refusal');
  r.textContent = text;
  r.hidden = !text;
}

function mySeat() {
  return snap && snap.role.startsWith('seat:') ? snap.role.slice(5) : null;
}

// ---- the board and the actions ----------------------------------------------------------

/** Each legal action with the piece it moves and the cells it names, as the board reads it. */
function annotated() {
  if (!snap || !board) return [];
  return snap.legal.map((l) => ({
    ...l,
    subject: board.subject(l.action),
    cells: board.cells(l.action, snap.view) || [],
  }));
}

function visibleActions(all) {
  const f = $('filter').value.trim().toLowerCase();
  return all.filter((a) =>
    (selected === null || a.subject === selected) &&
    (cellFilter === null || a.cells.includes(cellFilter)) &&
    (!f || a.text.toLowerCase().includes(f)));
}

function renderBoard(view, interactive) {
  const all = interactive ? annotated() : [];
  const subjects = new Set(all.map((a) => a.subject).filter((x) => x !== null && x !== undefined));
  const targets = new Set();
  for (const a of all) {
    if (selected !== null && a.subject === selected) for (const c of a.cells) targets.add(c);
    if (selected === null && (a.subject === null || a.subject === undefined)) for (const c of a.cells) targets.add(c);
  }
  const ui = {
    subjects,
    selected,
    targets,
    onPiece: interactive ? pieceClicked : () => {},
    onCell: interactive ? cellClicked : () => {},
  };
  const svg = board.draw(view, ui);
  $('board').replaceChildren(svg);
  $('board-status').textContent = board.status(view);
}

function renderActions() {
  const list = $('actions');
  if (!snap) return;
  const all = annotated();
  const shown = visibleActions(all);
  const who = mySeat();
  let hint = '';
  if (!who) hint = snap.role === 'host'
    ? 'The host watches the public view and manages the seats below.'
    : 'Spectators watch what no side keeps secret; everything is shown once the game is over.';
  else if (snap.outcome) hint = 'The game is over.';
  else if (!snap.legal.length) hint = `Waiting for ${snap.to_act.join(', ') || 'the umpire'}.`;
  else if (selected !== null) hint = `${shown.length} actions for the selected piece: click a highlighted cell or pick one. Click the piece again to let go.`;
  else if (cellFilter !== null) hint = `${shown.length} actions name that place; pick one.`;
  else hint = 'Click a highlighted piece, then where it goes or what it targets; or pick from the list.';
  $('action-hint').textContent = hint;
  list.replaceChildren(...shown.map((a) => h('li', {},
    h('button', { type: 'button', 'data-testid': 'action', text: a.text, onclick: () => act(a.action) }))));
}

function pieceClicked(key, cell) {
  const all = annotated();
  if (all.some((a) => a.subject === key)) {
    selected = selected === key ? null : key;
    cellFilter = null;
    render();
  } else if (cell !== undefined) {
    cellClicked(cell);
  }
}

function cellClicked(key) {
  const all = annotated();
  const here = all.filter((a) => a.cells.includes(key) && (selected === null || a.subject === selected));
  if (here.length === 1) {
    act(here[0].action);
  } else if (here.length > 1) {
    cellFilter = key;
    renderActions();
  } else {
    selected = null;
    cellFilter = null;
    render();
  }
}

async function act(action) {
  if (busy || !snap) return;
  busy = true;
  const r = await api('POST', `/api/games/${id}/actions`, { expect_step: snap.step, action });
  busy = false;
  if (r.status === 200) {
    refuse('');
    selected = null;
    cellFilter = null;
    $('command-text').value = '';
    await refresh();
  } else if (r.status === 422) {
    refuse(`Refused by ${r.body.rule}: ${r.body.reason}`);
  } else if (r.status === 409) {
    refuse('The game moved on before your action arrived; look again.');
    await refresh();
  } else {
    refuse(r.body.error || `the server answered ${r.status}`);
  }
}

// ---- dice, events, chat ------------------------------------------------------------------

function showDice(entry) {
  const tray = $('dice');
  if (!entry || !entry.rolls.length) {
    tray.replaceChildren(h('span', { class: 'hint', text: entry ? `no dice you may see at step ${entry.step}` : 'no dice yet' }));
    return;
  }
  tray.replaceChildren(...entry.rolls.map((r) => h('span', { class: 'die', title: r.purpose },
    `d${r.sides} `, h('b', { text: r.value }), ` ${r.purpose}`)));
}

function addEntry(e) {
  if (e.step <= lastEntry) return;
  lastEntry = e.step;
  const who = e.seat ? `${e.seat}: ` : '';
  const li = h('li', { value: e.step }, `${who}${e.text}`,
    ...e.events.map((t) => h('span', { class: 'sub', text: t })));
  const list = $('events');
  list.append(li);
  while (list.children.length > 400) list.firstChild.remove();
  list.scrollTop = list.scrollHeight;
  if (!replay) showDice(e);
}

function addChat(m) {
  const log = $('chat-log');
  if (log.querySelector(`[data-n="${m.n}"]`)) return;
  log.append(h('div', { 'data-n': m.n },
    h('span', { class: 'chan', text: `[${m.channel}] ` }),
    h('span', { class: 'who', text: `${m.author}: ` }),
    m.body));
  log.scrollTop = log.scrollHeight;
}

async function loadChat() {
  const r = await api('GET', `/api/games/${id}/chat`);
  if (r.status !== 200) return;
  const chans = r.body.channels;
  const sel = $('channel');
  if (sel.options.length !== chans.length) {
    sel.replaceChildren(...chans.map((c) => h('option', { value: c, text: c })));
  }
  $('chat').hidden = !mySeat() || !chans.length;
  for (const m of r.body.messages) addChat(m);
}

async function say(ev) {
  ev.preventDefault();
  const text = $('chat-text').value.trim();
  if (!text) return;
  const r = await api('POST', `/api/games/${id}/chat`, { channel: $('channel').value, text });
  if (r.status === 201) {
    $('chat-text').value = '';
    await loadChat();
  } else {
    refuse(r.body.error || `the server answered ${r.status}`);
  }
}

// ---- the socket --------------------------------------------------------------------------

function connect() {
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const since = lastEntry >= 0 ? `&since=${lastEntry}` : '';
  const ws = new WebSocket(`${proto}//${location.host}/api/games/${id}/ws?token=${encodeURIComponent(token)}${since}`);
  socket = ws;
  ws.onopen = () => {
    const again = $('conn').textContent !== '';
    backoff = 500;
    $('conn').textContent = 'live';
    $('conn').className = '';
    // The socket's backlog holds the steps missed; messages missed are read again.
    if (again) loadChat();
  };
  ws.onmessage = (m) => {
    const f = JSON.parse(m.data);
    if (f.type === 'entry') addEntry(f.entry);
    else if (f.type === 'chat') addChat(f.message);
    else if (f.type === 'state' && snap && (f.step !== snap.step || (f.over && !snap.outcome))) refresh();
    else if (f.type === 'lagged') ws.close();
    else if (f.type === 'revoked') {
      // The host gave this seat a new link: this one reads and acts no more.
      socket = null;
      $('conn').textContent = 'link replaced';
      $('conn').className = 'conn-lost';
      fatal(f.reason);
    }
  };
  ws.onclose = () => {
    if (socket !== ws) return;
    $('conn').textContent = 'connection lost; reconnecting…';
    $('conn').className = 'conn-lost';
    setTimeout(async () => {
      await refresh();
      connect();
    }, backoff);
    backoff = Math.min(backoff * 2, 8000);
  };
}

// ---- the host's seats ----------------------------------------------------------------------

let botKinds = null;

/** The host's panel: who holds each seat, with a choice of holder and a new link. */
async function renderHost() {
  if (snap.role !== 'host') return;
  if (!botKinds) {
    const r = await fetch('/api/rulesets');
    const all = r.ok ? await r.json() : [];
    botKinds = all.find((x) => x.id === snap.ruleset)?.bots || [];
  }
  $('host-panel').hidden = false;
  const choices = ['human', ...botKinds.map((b) => `bot:${b}`)];
  $('host-seats').replaceChildren(...Object.entries(snap.seats).map(([seat, holder]) => h('tr', {},
    h('th', { text: seat }),
    h('td', {}, h('select', {
      'data-testid': `holder-${seat}`,
      'aria-label': `who holds ${seat}`,
      disabled: Boolean(snap.outcome),
      onchange: (e) => manageSeat(seat, { holder: e.target.value }),
    }, choices.map((c) => h('option', { value: c, selected: c === holder, text: c === 'human' ? 'a person' : `bot (${c.slice(4)})` })))),
    h('td', {}, h('button', {
      type: 'button', 'data-testid': `reissue-${seat}`, disabled: holder !== 'human' || Boolean(snap.outcome),
      text: 'new link', onclick: () => manageSeat(seat, { reissue: true }),
    })))));
}

async function manageSeat(seat, body) {
  const r = await api('POST', `/api/games/${id}/seats/${encodeURIComponent(seat)}`, body);
  if (r.status !== 200) {
    refuse(r.body.error || `the server answered ${r.status}`);
    await refresh();
    return;
  }
  refuse('');
  if (r.body.token) {
    const url = `${location.origin}/g/${id}#${r.body.token}`;
    $('host-links').append(h('p', {}, `New link for ${seat}: `,
      h('input', { type: 'text', readonly: true, value: url, 'data-testid': `new-link-${seat}`, 'aria-label': `new link for ${seat}` })));
  }
  await refresh();
}

// ---- snapshot, replay --------------------------------------------------------------------

function render() {
  if (!snap) return;
  $('step').textContent = snap.step;
  $('title').textContent = `${snap.ruleset} — ${snap.role.replace('seat:', 'seat ')}`;
  document.title = `Umpire — ${snap.ruleset} — ${snap.role}`;
  const who = mySeat();
  const toAct = $('to-act');
  toAct.textContent = snap.outcome ? 'game over' : `to act: ${snap.to_act.join(', ') || 'nobody'}`;
  toAct.className = who && snap.to_act.includes(who) && !snap.outcome ? 'you-act' : '';
  if (who && snap.to_act.includes(who) && !snap.outcome) toAct.textContent += ' — your turn';
  $('clock').textContent = board.clock(snap.view);
  if (snap.outcome) {
    const o = $('outcome');
    o.textContent = `${snap.outcome.result}: ${snap.outcome.summary}`;
    o.hidden = false;
    openReplay();
  }
  if (!replay) renderBoard(snap.view, Boolean(who) && !snap.outcome);
  renderActions();
  renderHost();
  document.body.dataset.step = String(snap.step);
  document.body.dataset.ready = 'yes';
}

async function refresh() {
  const r = await api('GET', `/api/games/${id}`);
  if (r.status !== 200) {
    fatal(r.body.error || `the server answered ${r.status}`);
    return;
  }
  const first = !snap;
  snap = r.body;
  if (!board) {
    board = await import(`./boards/${snap.ruleset}.js`);
    $('legend').replaceChildren(...board.legend().map(([colour, text]) => h('li', {},
      h('span', { class: 'swatch', 'data-colour': colour }), text)));
    for (const sw of document.querySelectorAll('.swatch')) sw.style.background = sw.dataset.colour;
  }
  render();
  if (first) {
    addEntropy();
    loadChat();
  } else if (snap.outcome) {
    loadChat();
  }
}

/** A seat or the host mixes 32 random bytes from this browser into the game's dice, once. */
async function addEntropy() {
  if (snap.outcome || snap.entropy_added || !(mySeat() || snap.role === 'host')) return;
  if (snap.role === 'host' && sessionStorage.getItem(`entropy-${id}`)) return;
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  const r = await api('POST', `/api/games/${id}/entropy`, { hex });
  if (r.status === 200 || r.status === 409) sessionStorage.setItem(`entropy-${id}`, '1');
}

function openReplay() {
  const panel = $('replay');
  if (!panel.hidden) return;
  panel.hidden = false;
  const sel = $('replay-seat');
  const seats = [...Object.keys(snap.seats), 'spectator'];
  const mine = mySeat() || 'spectator';
  sel.replaceChildren(...seats.map((x) => h('option', { value: x, selected: x === mine, text: x })));
  const slider = $('replay-slider');
  slider.max = String(snap.step);
  slider.value = String(snap.step);
  $('replay-at').textContent = snap.step;
  sel.addEventListener('change', () => showReplay());
  slider.addEventListener('input', () => showReplay());
  $('replay-live').addEventListener('click', () => {
    replay = null;
    slider.value = slider.max;
    $('replay-at').textContent = slider.max;
    render();
  });
}

async function showReplay() {
  const seat = $('replay-seat').value;
  const at = Number($('replay-slider').value);
  $('replay-at').textContent = at;
  if (!records.has(seat)) {
    const r = await api('GET', `/api/games/${id}/log?seat=${encodeURIComponent(seat)}`);
    if (r.status !== 200) {
      refuse(r.body.error || `the server answered ${r.status}`);
      return;
    }
    const lines = String(typeof r.body === 'string' ? r.body : JSON.stringify(r.body)).split('\n').filter(Boolean).map((l) => JSON.parse(l));
    records.set(seat, lines.filter((l) => typeof l.step === 'number'));
  }
  const entries = records.get(seat);
  let view = null;
  let entry = null;
  for (const e of entries) {
    if (e.step > at) break;
    if (e.view) view = e.view;
    entry = e;
  }
  replay = { seat, at };
  if (view) renderBoard(view, false);
  showDice(entry);
  $('board-status').textContent = `${board.status(view || snap.view)}\n(replay: step ${at} as ${seat} saw it${entry ? ` — ${entry.text}` : ''})`;
}

// ---- start -------------------------------------------------------------------------------

async function main() {
  if (!id || !token) {
    fatal('This link has no game or no token: open the link the game\'s creator gave you (it ends in #…).');
    return;
  }
  $('filter').addEventListener('input', renderActions);
  $('command').addEventListener('submit', (ev) => {
    ev.preventDefault();
    const text = $('command-text').value.trim();
    if (text) act(text);
  });
  $('chat').addEventListener('submit', say);
  await refresh();
  if (snap) connect();
}

main();
