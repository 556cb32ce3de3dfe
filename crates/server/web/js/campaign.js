// What a Race-for-X campaign's page shows besides the campaign: the battle it waits for, when
// its battles are served (each a game of its own on the server that the players open by links
// the campaign gives them), and the list of its battles, each one that can be watched a link.
//
// Nothing here knows the rules: the snapshot says which battle the campaign waits for and the
// links this page's link holds to it; the list comes from /api/games/{id}/battles.

import { h, when } from './dom.js';

const $ = (id) => document.getElementById(id);

/** What each role's link to a battle opens, in words. */
function roleName(role) {
  if (role === 'host') return 'the host (hand its seats to bots)';
  if (role === 'spectator') return 'a spectator';
  return `the ${role.replace('seat:', '')} seat`;
}

/**
 * The panel calling this link's holder to the battle the campaign waits for (hidden when it
 * waits for none); returns whether it waits.
 */
export function renderBattleCall(snap, id, api) {
  const panel = $('battle-call');
  const b = snap.battle;
  panel.hidden = !b || Boolean(snap.outcome);
  if (panel.hidden) return false;
  renderHandOver(snap, id, api);
  const seats = b.links.filter((l) => l.role.startsWith('seat:'));
  $('battle-call-title').textContent = seats.length ? 'Your battle is ready' : 'A battle is being fought';
  $('battle-call-text').textContent = seats.length
    ? `The campaign waits for this battle, a game of its own on this server. Open it${seats.length > 1 ? `: one page plays all ${seats.length} of your seats (${seats.map((l) => l.role.slice(5)).join(', ')}), moving to whichever is to act` : ''}; its result comes back here when it ends.`
    : b.links.length
      ? 'The campaign waits for its battle, a game of its own on this server; its result comes back here when it ends.'
      : 'The campaign waits for its battle, which bots fight for your side.';
  // The seats open as one page (several tokens in its fragment); the host's and a
  // spectator's links each on their own.
  const open = (role, tokens, text) => h('a', {
    href: `/g/${b.game}#${tokens.map(encodeURIComponent).join(',')}`,
    target: '_blank',
    rel: 'noopener',
    'data-testid': 'battle-open',
    'data-role': role,
    text,
  });
  const others = b.links.filter((l) => !l.role.startsWith('seat:'));
  $('battle-call-links').replaceChildren(
    ...(seats.length > 1
      ? [open('seats', seats.map((l) => l.token), `Open the battle (your ${seats.length} seats on one page)`)]
      : seats.map((l) => open(l.role, [l.token], `Open as ${roleName(l.role)}`))),
    ...others.map((l) => open(l.role, [l.token], `Open as ${roleName(l.role)}`)));
  return true;
}

/**
 * The way out of an abandoned battle: the host may hand it to bots at any time, a player once
 * the campaign's time for a battle has passed (the server says so if not).
 */
function renderHandOver(snap, id, api) {
  const b = snap.battle;
  const box = $('battle-bots');
  box.hidden = snap.role === 'spectator';
  if (box.hidden) return;
  const from = new Date(b.bots_from * 1000);
  $('battle-bots-hint').textContent = snap.role === 'host'
    ? 'As the host you may hand the battle to bots at any time; they fight it out.'
    : (Date.now() >= from.getTime()
      ? 'The battle has run the campaign\'s time: either player may hand it to bots, which fight it out.'
      : `If the battle is abandoned, either player may hand it to bots from ${when(b.bots_from)}.`);
  $('battle-bots-go').onclick = async () => {
    const r = await api('POST', `/api/games/${id}/battle/bots`, {});
    $('battle-bots-note').textContent = r.status === 200
      ? `Handed to bots: ${r.body.handed.join(', ') || 'no seat was a person\'s'}.`
      : r.body.error;
  };
}

let battlesRead = -1; // how many battles the campaign had reported when the list was read

/**
 * A campaign's battles: each the engine fought a link to watch it again, each fought on the
 * server a link to its game.
 */
export async function updateBattles(snap, id, token, api) {
  const state = snap.ruleset === 'race' && snap.view ? snap.view.state : null;
  if (!state) return;
  const reported = (state.history || []).filter((e) => e.report).length;
  if (reported === battlesRead) return;
  battlesRead = reported;
  const r = await api('GET', `/api/games/${id}/battles`);
  if (r.status !== 200) return;
  const list = r.body.battles;
  $('battles-panel').hidden = list.length === 0;
  $('battles').replaceChildren(...list.map((b) => {
    const text = `turn ${b.turn}: ${b.offensive.toUpperCase()}'s offensive (${b.battle}, ${b.fought_by})`;
    let label = text;
    if (b.watchable) {
      label = h('a', { href: `/g/${id}/battles/${b.number}#${encodeURIComponent(token)}`, 'data-testid': 'battle-link', text });
    } else if (b.game && b.link) {
      label = h('a', { href: `/g/${b.game}#${encodeURIComponent(b.link)}`, 'data-testid': 'battle-link', text });
    }
    return h('li', { value: b.number }, label, ` — ${b.result}`);
  }));
}
