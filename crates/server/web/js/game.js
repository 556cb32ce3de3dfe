// A game's page: the board as this link's holder sees it, the legal actions (clicked on the
// board or picked from the list), the dice and events as they come over the socket, chat, who is
// to act, refusals with their rule, and after the end a replay as any seat saw it.
//
// The page holds no rules: the view, the legal actions and their descriptions come from the
// server, and the board modules only draw views and say which piece and cells an action names.

import { h, s, ruleHref, withRuleLinks, apiAs } from './dom.js';
import { symbol } from './symbols.js';
import { Zoom } from './zoom.js';
import * as since from './since.js';
import * as extras from './extras.js';
import * as record from './record.js';
import * as campaign from './campaign.js';
import * as keys from './keys.js';
import { showDice, showCards } from './dice.js';
import * as actionlist from './actionlist.js';
import * as host from './host.js';
import * as phone from './phone.js';
import { makeChat } from './chat.js';
import * as stack from './stack.js';
import * as seats from './seats.js';
import { choiceTables } from './tables.js';
import * as mygames from './mygames.js';
import * as presence from './presence.js';
import * as replaying from './replay.js';
import * as takeback from './takeback.js';
import * as deadline from './deadline.js';
import * as rematch from './rematch.js';
import * as socket from './socket.js';

const $ = (id) => document.getElementById(id);
const id = location.pathname.split('/').filter(Boolean)[1] || '';
// The link's seats (one token, or several for one person holding several seats): the page
// plays one of them at a time, `token`.
// A page opened without a token (a notice's link) plays the seats this browser remembers.
const given = seats.tokensOf(location.hash);
const held = new seats.Seats(given.length ? given : mygames.tokensFor(id));
let token = held.list[0]?.token || '';

let snap = null; // the last snapshot
let board = null; // the rule set's board module
let lastEntry = -1; // the last record entry shown (its step)
let liveView = null; // the seat's view after that entry, followed from the record's changes
let selected = null; // the selected piece (its subject key)
let cellFilter = null; // actions narrowed to those naming this cell
let busy = false;
let replay = null; // {seat, at} while replaying
let pending = null; // an action waiting for the player to confirm it
let lastSeat = ''; // the seat that took the last step shown in the events
let myTurn = false; // whether this seat was to act at the last snapshot
let battleCalled = false; // whether the campaign called this seat to its battle at the last snapshot
let rulesetInfo = null; // the rule set's seats, bots and help, from /api/rulesets
let revoked = null; // the socket's word that this link was taken away, once it came
const records = new Map();
const zoom = new Zoom(document.getElementById('board'));

function api(method, path, body) {
  return apiAs(token, method, path, body);
}

function fatal(text) {
  $('board').replaceChildren(h('p', { class: 'refusal', 'data-testid': 'fatal', text }));
  $('actions-panel').hidden = true;
  $('alerts').hidden = true;
  $('chat').hidden = true;
}

/**
 * The host took this link's seat away (to a bot, or to a new link): the page says so in words,
 * keeps the last board it drew, and offers no turn, action or ending.
 */
function handedOver(f) {
  revoked = f;
  $('conn').textContent = f.to_bot ? 'handed to a bot' : 'link replaced';
  $('conn').className = 'conn-lost';
  $('handed-text').textContent = f.reason;
  $('handed').hidden = false;
  // On a phone the notice is in the actions tab: it comes up, whatever tab was shown.
  if (phone.active()) phone.show('actions');
  refuse('');
  closeConfirm();
  render();
}

/** Shows a refusal (or clears it): `rule`, when given, links to its explanation. */
function refuse(text, rule) {
  const r = $('refusal');
  if (rule && snap) {
    r.replaceChildren('Refused by ', h('a', { href: ruleHref(snap.ruleset, rule), target: '_blank', rel: 'noopener', class: 'rule-link', 'data-testid': 'refusal-rule', text: rule }), `: ${text}`);
  } else {
    r.textContent = text;
  }
  r.hidden = !text;
}

/** The seat this link plays, while it plays one (not after the host took the seat away). */
function mySeat() {
  return snap && !revoked && snap.role.startsWith('seat:') ? snap.role.slice(5) : null;
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
  const shown = all.filter((a) =>
    (selected === null || a.subject === selected) &&
    (cellFilter === null || a.cells.includes(cellFilter)) &&
    (!f || a.text.toLowerCase().includes(f)));
  // What ends the seat's step or orders comes last, never first in the list.
  return [...shown.filter((a) => !a.ends), ...shown.filter((a) => a.ends)];
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
  renderTools(all);
  const svg = board.draw(view, ui);
  if (interactive || !replay) since.mark(svg, board, view);
  const hadFocus = keys.hasFocus($('board'));
  $('board').replaceChildren(svg);
  keys.prepare($('board'), svg, hadFocus);
  stack.attach(svg);
  zoom.show(svg);
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
  else if (snap.battle) hint = 'Waiting for the battle: its result comes back here when it ends.';
  else if (!snap.legal.length) hint = `Waiting for ${snap.to_act.join(', ') || 'the umpire'}.`;
  else if (selected !== null) hint = `${shown.length} actions for the selection: click a highlighted place or pick one. Click the piece (or tool) again to let go.`;
  else if (cellFilter !== null) hint = `${shown.length} actions name that place; pick one.`;
  else hint = 'Click a highlighted piece, then where it goes or what it targets; or pick from the list.';
  // Many actions: the first screen lists the pieces, and a piece picked lists its own.
  const grouped = Boolean(who) && selected === null && cellFilter === null && !$('filter').value.trim() && shown.length > actionlist.GROUP_OVER
    && new Set(shown.map((a) => a.subject).filter((x) => x !== null && x !== undefined)).size * 3 <= shown.length;
  if (grouped) hint = `${shown.length} actions: pick a piece, here or on the board, then what it does (or type in the filter).`;
  $('action-hint').textContent = hint;
  list.replaceChildren(...actionlist.items(shown, grouped, {
    choose,
    select: (k) => { selected = k; cellFilter = null; refuse(''); render(); },
    toolName: (k) => (board.toolName ? board.toolName(k) : k.slice(5)),
    // A piece's name as its tooltip on the board begins.
    nameOf: (k) => (document.querySelector(`#board [data-piece="${CSS.escape(k)}"] > title`)?.textContent || '').split(/ [—([]|: /)[0] || null,
  }));
  $('undo').hidden = !canUndo();
  renderTakeback();
  // A table that decides the choice at hand (the melee cards) stands above the list.
  $('choice-tables').replaceChildren(...(who && !snap.outcome ? choiceTables(snap.legal, rulesetInfo?.tables, snap.ruleset) : []));
  $('now-panel').hidden = !who || Boolean(snap.outcome);
  phone.count(who && !snap.outcome ? snap.legal.length : 0);
  if (who) $('now').replaceChildren(...actionlist.nowPanel(all, { clock: board.clock(snap.view), ruleset: snap.ruleset, seat: who, toAct: snap.to_act }));
}

/**
 * Buttons for the actions that move no piece but aim at the board (an air sortie, a fire
 * mission): picking one is like selecting a piece, and its targets light up.
 */
function renderTools(all) {
  const keys = [...new Set(all.map((a) => a.subject).filter((k) => typeof k === 'string' && k.startsWith('tool:')))];
  $('tools').replaceChildren(...keys.map((k) => h('button', {
    type: 'button', class: selected === k ? 'tool selected' : 'tool', 'data-testid': 'tool', 'data-tool': k,
    'aria-pressed': selected === k ? 'true' : 'false',
    text: board.toolName ? board.toolName(k) : k.slice(5),
    onclick: () => pieceClicked(k),
  })));
}

/** Asking for a takeback, or answering one (takeback.js). */
function renderTakeback() {
  const who = mySeat();
  const last = shown[shown.length - 1];
  takeback.render({
    snap, me: who, api, id, refuse, refresh,
    canUndo: canUndo(),
    lastMine: Boolean(who && !replay && last && lastEntry === snap.step && lastSeat === who && !last.rolls.length),
  });
}

/** Whether the last step is this seat's own and it is still to act: then it may ask to undo. */
function canUndo() {
  const who = mySeat();
  const last = shown[shown.length - 1];
  return Boolean(who && !snap.outcome && !replay && snap.to_act.includes(who) && lastEntry === snap.step && lastSeat === who && last && !last.rolls.length);
}

/** An action picked from the list or the board: one that ends the step asks first. */
function choose(a) {
  const others = snap.legal.filter((l) => !l.ends).length;
  const danger = board.warn ? board.warn(a.action, snap.view) : null;
  if (a.ends && others > 0) ask(a, `“${a.text}” ends your part of this step, and you still have ${others} other action${others === 1 ? '' : 's'}. Sure?`);
  else if (danger) ask(a, `“${a.text}”: ${danger} Fire there anyway?`);
  else act(a.action);
}

/** Asks the player to confirm action `a`, saying why. */
function ask(a, why) {
  pending = a;
  $('confirm-text').textContent = why;
  $('confirm-yes').textContent = `yes: ${a.text}`;
  $('confirm').hidden = false;
  $('confirm-no').focus();
}

function closeConfirm() {
  pending = null;
  $('confirm').hidden = true;
}

function pieceClicked(key, cell) {
  const all = annotated();
  // On a phone a tap on a stack lists its counters first (the stack viewer), unless it aims
  // the selected piece there.
  const aimed = selected !== null && cell !== undefined && all.some((a) => a.subject === selected && a.cells.includes(cell));
  const svg = $('board').querySelector('svg');
  if (phone.active() && !stack.fromViewer() && !aimed && svg && stack.size(svg, key) > 1) {
    stack.open(svg, cell);
    return;
  }
  if (all.some((a) => a.subject === key)) {
    selected = selected === key ? null : key;
    cellFilter = null;
    refuse('');
    render();
    // On a phone, a piece whose actions aim at no place shows them at once.
    if (selected !== null && phone.active() && !all.some((a) => a.subject === key && a.cells.length)) phone.show('actions');
    return;
  }
  // A piece that cannot act: a target of the selected piece where it stands, or nothing.
  if (selected !== null && cell !== undefined && all.some((a) => a.subject === selected && a.cells.includes(cell))) {
    cellClicked(cell);
    return;
  }
  selected = null;
  cellFilter = null;
  render();
  tell(snap.legal.length
    ? 'That piece has nothing to do now: none of your actions moves it. The selection is cleared.'
    : 'It is not your turn to act: nothing on the board can be moved now.');
  whyNot(key);
}

/**
 * Asks the rules why piece `key` cannot act: an action of a kind the seat has now, given to
 * that piece, is checked by the server without being taken, and its refusal (rule and reason,
 * the rule linked to its explanation) is shown under the actions' heading.
 */
async function whyNot(key) {
  const m = /^([a-z])(\d+)$/.exec(key);
  if (!m || !snap || !mySeat()) return;
  const sample = snap.legal.find((l) => String(board.subject(l.action) || '').startsWith(m[1]) && /^[a-z]\d+$/.test(board.subject(l.action)));
  const field = sample && ['stand', 'unit', 'battery'].find((f) => sample.action[f] !== undefined);
  if (!field) return;
  const step = snap.step;
  const r = await api('POST', `/api/games/${id}/check`, { action: { ...sample.action, [field]: Number(m[2]) } });
  if (r.status !== 200 || r.body.legal || !snap || snap.step !== step || selected !== null) return;
  $('action-hint').replaceChildren(h('span', { 'data-testid': 'why-not' }, 'That piece cannot act now (',
    h('a', { href: ruleHref(snap.ruleset, r.body.rule), target: '_blank', rel: 'noopener', class: 'rule-link', text: r.body.rule }),
    `): ${r.body.reason}`));
}

function cellClicked(key) {
  const all = annotated();
  // With nothing selected, only actions that move no piece are taken from a place.
  const here = all.filter((a) => a.cells.includes(key) &&
    (selected === null ? a.subject === null || a.subject === undefined : a.subject === selected));
  if (here.length === 1) {
    choose(here[0]);
  } else if (here.length > 1) {
    cellFilter = key;
    renderActions();
    if (phone.active()) phone.show('actions');
  } else {
    const before = selected;
    selected = null;
    cellFilter = null;
    render();
    if (before !== null) tell('The selected piece has no action there; the selection is cleared.');
  }
}

/** A passing word to the player, in the hint line above the actions. */
function tell(text) {
  $('action-hint').textContent = text;
}

async function act(action) {
  if (busy || !snap) return;
  closeConfirm();
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
    refuse(r.body.reason, r.body.rule);
    if (phone.active()) phone.show('actions');
  } else if (r.status === 409) {
    refuse('The game moved on before your action arrived; look again.');
    await refresh();
  } else {
    refuse(r.body.error || `the server answered ${r.status}`);
  }
}

// ---- dice, events, chat ------------------------------------------------------------------

/** An entry of the events list. */
function eventItem(e) {
  const who = e.seat ? `${e.seat}: ` : '';
  return h('li', { value: e.step, 'data-seat': e.seat }, `${who}${e.text}`,
    ...e.events.map((t) => h('span', { class: 'sub', text: t })));
}

const shown = []; // the entries in the events list, for the dice and the digest

function addEntry(raw) {
  if (raw.step <= lastEntry) return;
  const e = record.expand(raw);
  // Every step gives every seat an entry: a gap means a change the page missed.
  const missed = lastEntry >= 0 && e.step !== lastEntry + 1;
  try {
    liveView = record.follow(missed ? null : liveView, e);
  } catch {
    liveView = null;
  }
  e.after = liveView;
  lastEntry = e.step;
  lastSeat = e.seat;
  shown.push(e);
  while (shown.length > 400) shown.shift();
  since.note(e, mySeat());
  if (replay) return;
  const list = $('events');
  list.append(eventItem(e));
  while (list.children.length > 400) list.firstChild.remove();
  list.scrollTop = list.scrollHeight;
  showLive();
}

/** The dice and the digest of what happened since this seat's last step. */
function showLive() {
  const who = mySeat();
  // From the seat's own last step (its resolution stays in view when the others answer), or
  // the last step for a spectator or a seat that has not acted yet.
  let k = shown.length - 1;
  if (who) {
    for (let i = shown.length - 1; i >= 0; i--) {
      if (shown[i].seat === who) {
        k = i;
        break;
      }
    }
  }
  const recent = shown.slice(Math.max(0, k));
  showDice(recent);
  showCards(recent, snap?.ruleset, rulesetInfo?.tables);
  since.digest($('digest'), who ? recent.filter((e) => e.seat !== who && e.step > 0) : []);
  if (snap) {
    $('undo').hidden = !canUndo();
    renderTakeback();
  }
}

/** Steps after `step` were taken back: they leave the events. */
function dropAfter(step) {
  for (const li of [...$('events').children]) if (Number(li.value) > step) li.remove();
  while (shown.length && shown[shown.length - 1].step > step) shown.pop();
  lastEntry = shown.length ? shown[shown.length - 1].step : step;
  liveView = shown.length ? shown[shown.length - 1].after : null;
  lastSeat = shown.length ? shown[shown.length - 1].seat : '';
  records.clear();
  // What the seat knew after its last action is read again from the entries left.
  since.reset();
  for (const e of shown) since.note(e, mySeat());
}

const chat = makeChat({ api: (...a) => api(...a), token: () => token, id, mySeat: () => mySeat(), refuse: (t) => refuse(t) });
const { addChat, loadChat, say } = chat;

// ---- the socket (socket.js) ---------------------------------------------------------------

const following = socket.make({
  id,
  token: () => token,
  since: () => lastEntry,
  snap: () => snap,
  entry: (e) => addEntry(e),
  chat: (m) => addChat(m),
  refresh: () => refresh(),
  dropAfter: (step) => dropAfter(step),
  refuse: (why) => refuse(why),
  revoked: (f) => handedOver(f),
  told: (f) => (f.type === 'handover' ? deadline.told(f, mySeat()) : takeback.told(f, mySeat())),
  tell: (t) => tell(t),
  loadChat: () => loadChat(),
});
const connect = () => following.connect();

// ---- the host's seats (host.js) ------------------------------------------------------------

function renderHost() {
  host.render(snap, rulesetInfo, { api, refuse, refresh, id });
}

// ---- snapshot, replay --------------------------------------------------------------------

function render() {
  if (!snap) return;
  if (!replay) $('step').textContent = snap.step;
  $('title').textContent = `${snap.ruleset} — ${snap.role.replace('seat:', 'seat ')}`;
  $('rules-link').href = `/rules/${snap.ruleset}`;
  $('rules-link').hidden = false;
  const who = mySeat();
  const mine = Boolean(who && snap.to_act.includes(who) && !snap.outcome && snap.legal.length);
  document.title = `${mine ? '● Your turn — ' : ''}${snap.ruleset} (${who || snap.role}) — Umpire`;
  if (mine && !myTurn) alertTurn();
  myTurn = mine;
  $('alerts').hidden = !who || Boolean(snap.outcome);
  // Only a seat's page acts: the host's, a spectator's and a page whose seat was taken away
  // show no action list and no typing box.
  $('actions-panel').hidden = !who;
  const toAct = $('to-act');
  toAct.textContent = snap.outcome ? 'game over' : `to act: ${snap.to_act.join(', ') || 'nobody'}`;
  toAct.className = who && snap.to_act.includes(who) && !snap.outcome ? 'you-act' : '';
  if (who && snap.to_act.includes(who) && !snap.outcome) toAct.textContent += ' — your turn';
  if (revoked) toAct.textContent = revoked.to_bot ? 'a bot plays this seat now' : 'this link no longer plays';
  $('clock').textContent = board.clock(snap.view);
  if (snap.outcome) {
    const o = $('outcome');
    o.replaceChildren(...withRuleLinks(`${snap.outcome.result}: ${snap.outcome.summary}`, snap.ruleset));
    o.hidden = false;
    showEnding();
    openReplay();
  }
  if (!replay) renderBoard(snap.view, Boolean(who) && !snap.outcome);
  renderActions();
  renderHost();
  const called = campaign.renderBattleCall(snap, id, api);
  if (called) toAct.textContent = 'waiting for the battle';
  // A battle the player fights is their turn: the tab's title and the alerts say so.
  const battleMine = called && snap.battle.links.some((l) => l.role.startsWith('seat:'));
  if (battleMine) document.title = `● Your battle is ready — ${document.title}`;
  if (battleMine && !battleCalled) extras.alertTurn(`Your battle is ready in the campaign (${who})`, id);
  // On a phone the call is in the actions tab: it comes up when the battle is called.
  if (battleMine && !battleCalled && phone.active()) phone.show('actions');
  battleCalled = battleMine;
  campaign.updateBattles(snap, id, token, api);
  document.body.dataset.step = String(snap.step);
  document.body.dataset.ready = 'yes';
  renderSeats();
}

// ---- several seats on one page (seats.js) ---------------------------------------------------

let switching = false;
let picked = false; // whether the seat shown was picked by hand and has not been to act since
let wanted = null; // a seat picked by hand while the page was busy switching or acting

function renderSeats() {
  held.know(token, snap.role);
  seats.render(held, token, snap, (tok) => {
    if (tok === token) return;
    picked = true;
    switchSeat(tok, 'picked');
  });
  // The seat shown has nothing to do and another of the page's is to act: the page moves to
  // it, unless the person picked the seat shown, a question waits for an answer, or the game
  // is replayed.
  // A seat picked while the page was busy is shown once it is free.
  if (wanted && !switching && !busy) {
    const tok = wanted;
    wanted = null;
    if (tok !== token) {
      switchSeat(tok, 'picked');
      return;
    }
  }
  const who = mySeat();
  if (who && snap.to_act.includes(who)) picked = false;
  if (!held.many() || picked || snap.outcome || busy || pending || replay || (who && snap.to_act.includes(who))) return;
  const next = held.nextToAct(token, snap.to_act);
  if (next) switchSeat(next.token, 'to act');
}

/**
 * Plays the page's seat `tok` from now on: its snapshot is read first (a seat the server no
 * longer knows stays where it was, marked), then the page follows it from its first step.
 */
async function switchSeat(tok, why) {
  if (tok === token) return;
  if (switching || busy) {
    // A person's pick is kept for when the page is free, not dropped.
    if (why === 'picked') wanted = tok;
    return;
  }
  switching = true;
  // Until the seat's board is drawn the page is not ready (tests wait for it).
  document.body.dataset.ready = 'switching';
  const before = revoked;
  const r = await apiAs(tok, 'GET', `/api/games/${id}`);
  switching = false;
  // The seat shown was taken away while its neighbour's snapshot was read (a battle handed
  // to bots takes them all): the page stays with what it was told rather than switch to a
  // seat whose link is going too.
  if (revoked && revoked !== before) {
    document.body.dataset.ready = 'yes';
    return;
  }
  if (r.status !== 200 || tok === token) {
    document.body.dataset.ready = 'yes';
    if (r.status !== 200) {
      held.fail(tok, r.body.error || `the server answered ${r.status}`);
      refuse(`That seat cannot be played from this page: ${r.body.error || `the server answered ${r.status}`}`);
      if (snap) renderSeats();
    }
    return;
  }
  following.drop();
  token = tok;
  lastEntry = -1;
  liveView = null;
  selected = null;
  cellFilter = null;
  lastSeat = '';
  myTurn = false;
  battleCalled = false;
  revoked = null;
  closeConfirm();
  refuse('');
  $('handed').hidden = true;
  shown.length = 0;
  records.clear();
  since.reset();
  $('events').replaceChildren();
  chat.reset();
  snap = r.body;
  render();
  tell(why === 'to act'
    ? `Now playing ${mySeat()}, which is to act (the seat shown before has nothing to do now).`
    : `Now playing ${mySeat()}.`);
  loadChat();
  addEntropy();
  connect();
}

async function refresh() {
  // The snapshot is the seat's that asked for it: when the page switched seats while it was
  // read, it is dropped (the seat shown now reads its own).
  const tok = token;
  // While the page follows the game's changes it has the view: the snapshot leaves it out
  // (unless the game moved on meanwhile, or ended and shows what was hidden).
  const lean = Boolean(liveView && snap && !snap.outcome);
  let r = await apiAs(tok, 'GET', `/api/games/${id}${lean ? '?view=none' : ''}`);
  if (tok !== token) return;
  if (lean && r.status === 200) {
    if (r.body.step === lastEntry && !r.body.outcome && liveView) r.body.view = liveView;
    else r = await apiAs(tok, 'GET', `/api/games/${id}`);
    if (tok !== token) return;
  }
  // The server out of reach is passing (the socket reconnects and reads again); any other
  // answer is this page's last word.
  if (r.status === 0 && snap) {
    refuse(r.body.error);
    return;
  }
  if (r.status !== 200) {
    fatal(r.body.error || `the server answered ${r.status}`);
    return;
  }
  if (r.status === 200 && $('refusal').textContent.startsWith('the server cannot be reached')) refuse('');
  const first = !snap;
  snap = r.body;
  // This browser remembers the game for the lobby's list of one's games.
  mygames.remember(id, token, snap.role, snap);
  presence.render(snap, mySeat());
  deadline.render(snap, mySeat(), { api, id, refuse, refresh, tell });
  rematch.render(snap, mySeat(), { api, id, refuse, refresh, tell, sides: Object.keys(snap.seats || {}).length });
  if (first) deadline.setUpNotices({ api, id }, snap.role);
  if (!board) {
    board = await import(`./boards/${snap.ruleset}.js`);
    const r = await fetch('/api/rulesets');
    rulesetInfo = (r.ok ? await r.json() : []).find((x) => x.id === snap.ruleset) || {};
    // A key's entry is a colour, or a unit symbol's code (a letter code of 15).
    $('legend').replaceChildren(...board.legend().map(([colour, text]) => h('li', {},
      /^S[A-Z-]{14}$/.test(colour)
        ? h('span', { class: 'swatch symbol' }, s('svg', { viewBox: '0 0 32 28', width: 26, height: 23, 'aria-hidden': 'true' }, symbol(colour, 0, 0, 32, 28)))
        : h('span', { class: 'swatch', 'data-colour': colour }), text)));
    for (const sw of document.querySelectorAll('.swatch[data-colour]')) sw.style.background = sw.dataset.colour;
  }
  if (tok !== token) return;
  render();
  if (first) {
    phone.fingerFit(zoom);
    addEntropy();
    loadChat();
  } else if (snap.outcome) {
    loadChat();
  }
}

/** A seat or the host mixes 32 random bytes from this browser into the game's dice, once. */
/** Adds this browser's randomness to the dice, once a seat (and once the host). */
function addEntropy() {
  extras.addEntropy({ snap, me: mySeat(), id, api });
}

/** The replay after the end (replay.js), given what it needs of the page. */
const replayer = replaying.make({
  api: (...a) => api(...a),
  id,
  snap: () => snap,
  board: () => board,
  tables: () => rulesetInfo?.tables,
  mySeat: () => mySeat(),
  refuse: (...a) => refuse(...a),
  renderBoard: (...a) => renderBoard(...a),
  records,
  // While replaying the page shows the replayed step; back live, what the socket brought.
  set: (r) => { replay = r; },
  live: () => {
    replay = null;
    $('events').replaceChildren(...shown.map(eventItem));
    showLive();
    render();
  },
  eventItem: (e) => eventItem(e),
});
const openReplay = () => replayer.open();

// ---- the end, your turn, help (extras.js) -----------------------------------------------

function showEnding() {
  extras.showEnding(snap);
  // The final count from the final board, where the rule set's board can read one.
  const lines = board.summary ? board.summary(snap.view) : [];
  $('summary').replaceChildren(...lines.map((t) => h('li', { text: t })));
}

async function downloadLog() {
  const why = await extras.downloadLog(id, token, snap.ruleset);
  if (why) refuse(why);
}

async function downloadKey() {
  const why = await extras.downloadKey();
  if (why) refuse(why);
}

function alertTurn() {
  extras.alertTurn(`Your turn in ${snap.ruleset} (${mySeat()}), step ${snap.step}`, id);
}

function help(text) {
  const box = $('help');
  box.textContent = extras.helpText(text, rulesetInfo);
  box.hidden = false;
}

async function undo() {
  if (busy || !snap) return;
  busy = true;
  const r = await api('POST', `/api/games/${id}/undo`, { expect_step: snap.step });
  busy = false;
  if (r.status === 200) {
    refuse('');
    selected = null;
    cellFilter = null;
    dropAfter(r.body.step);
    await refresh();
  } else {
    refuse(r.body.error || `the server answered ${r.status}`);
  }
}

// ---- the keyboard --------------------------------------------------------------------------

/** Escape: a question closes; otherwise the stack viewer and the selection are let go. */
function letGo() {
  if (!$('confirm').hidden) {
    closeConfirm();
    tell('Not taken.');
    return;
  }
  stack.close();
  const had = selected !== null || cellFilter !== null;
  selected = null;
  cellFilter = null;
  render();
  if (had) tell('Let go: nothing is selected.');
}

/** What the table's keys do (keys.HELP). */
const shortcut = keys.shortcuts({
  board: () => (document.querySelector('#board [tabindex="0"]') || $('board')).focus(),
  actions: () => document.querySelector('[data-testid=action], [data-testid=piece-group]')?.focus(),
  done: () => {
    const ender = visibleActions(annotated()).find((a) => a.ends) || annotated().find((a) => a.ends);
    if (ender && mySeat()) choose(ender);
    else tell('Nothing to end now: none of your actions ends your part of this step.');
  },
  undo: () => (canUndo() ? undo() : tell('Nothing to undo: your last action rolled a die, or was not the last step.')),
  zoomIn: () => zoom.step(1.25),
  zoomOut: () => zoom.step(1 / 1.25),
  fit: () => zoom.fit(),
  help: () => {
    const box = $('help');
    box.textContent = keys.HELP;
    box.hidden = false;
    box.focus();
  },
  escape: letGo,
}, $('board'));

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
    $('help').hidden = true;
    if (text === 'help' || text === '?' || text.startsWith('help ')) help(text === '?' ? 'help' : text);
    else if (text) act(text);
  });
  $('confirm-yes').addEventListener('click', () => pending && act(pending.action));
  $('confirm-no').addEventListener('click', () => {
    closeConfirm();
    tell('Not taken. Pick another action, or the same again when you are done.');
  });
  $('undo').addEventListener('click', undo);
  keys.listen($('board'), letGo);
  $('keys-help').addEventListener('click', () => shortcut({ key: '?', target: null, preventDefault: () => {} }));
  document.addEventListener('keydown', shortcut);
  $('zoom-in').addEventListener('click', () => zoom.step(1.25));
  $('zoom-out').addEventListener('click', () => zoom.step(1 / 1.25));
  $('fit').addEventListener('click', () => phone.fit(zoom));
  if (phone.active()) phone.setUp(() => zoom.apply());
  // Leaving in the middle of one's turn (having acted, still to act) asks first.
  window.addEventListener('beforeunload', (e) => {
    const who = mySeat();
    if (who && snap && !snap.outcome && snap.to_act.includes(who) && lastSeat === who) {
      e.preventDefault();
      e.returnValue = '';
    }
  });
  $('download-log').addEventListener('click', downloadLog);
  $('download-key').addEventListener('click', downloadKey);
  extras.setUpAlerts();
  // The header's height, for the board to fit the window below it.
  const bar = () => document.documentElement.style.setProperty('--bar', `${document.querySelector('header.bar').offsetHeight}px`);
  bar();
  window.addEventListener('resize', bar);
  $('chat').addEventListener('submit', say);
  await refresh();
  if (snap) connect();
  presence.follow(() => api('GET', `/api/games/${id}/status`), () => mySeat());
  if (held.many()) {
    await held.learn((tok) => (tok === token ? Promise.resolve({ status: 200, body: snap || {} }) : apiAs(tok, 'GET', `/api/games/${id}/status`)));
    for (const s of held.list) if (s.seat) mygames.remember(id, s.token, `seat:${s.seat}`);
    if (snap) renderSeats();
  }
}

main();
