// "Play again" at a game's end (docs/server.md, "The club"): a person offers a rematch of the
// same scenario, sides swapped or not, each person accepts it and gets the link to their seat
// of the next game at once (kept in this browser's list of games); the last to accept makes it.
// The old game's host takes a host link of the new one.

import { h } from './dom.js';
import * as mygames from './mygames.js';

const $ = (id) => document.getElementById(id);

function linkTo(game) {
  const tokens = mygames.tokensFor(game);
  return tokens.length ? `/g/${game}#${tokens.join(',')}` : null;
}

/**
 * Draws the rematch panel from the snapshot `snap` for the seat `me` (none for the host and
 * spectators); `ctx`: `api`, `id`, `refuse`, `refresh`, `tell`, and `sides` (the rule set's
 * number of seats).
 */
export function render(snap, me, ctx) {
  const box = $('rematch');
  const r = snap.rematch;
  box.replaceChildren();
  box.hidden = !snap.outcome || !(me || (snap.role === 'host' && r?.game));
  if (box.hidden) return;
  const post = async (path, body) => {
    const a = await ctx.api('POST', `/api/games/${ctx.id}/${path}`, body);
    if (a.status !== 200) {
      ctx.refuse(a.body.reason || a.body.error || `the server answered ${a.status}`);
      return null;
    }
    return a.body;
  };
  const accept = async (swap) => {
    const a = await post('rematch', { swap });
    if (!a) return;
    mygames.remember(a.game, a.token, `seat:${a.seat}`, { ruleset: snap.ruleset, scenario: snap.scenario });
    ctx.tell(a.made ? `The rematch is ready: you play ${a.seat}.` : `You accepted the rematch: you will play ${a.seat}. Waiting for the others.`);
    await ctx.refresh();
  };
  const swapWords = (swap) => (swap ? 'sides swapped' : 'the same sides');
  box.append(h('h2', { text: 'Play again' }));
  if (snap.role === 'host' && !me) {
    box.append(h('button', {
      type: 'button', 'data-testid': 'rematch-host', text: 'Open the rematch as its host',
      onclick: async () => {
        const a = await post('rematch/host', {});
        if (!a) return;
        mygames.remember(a.game, a.token, 'host', { ruleset: snap.ruleset, scenario: snap.scenario });
        location.href = a.url;
      },
    }));
    return;
  }
  if (!r) {
    box.append(
      h('p', { class: 'hint', text: 'A rematch of the same scenario: each player accepts it and gets a new link.' }),
      h('button', { type: 'button', 'data-testid': 'rematch-offer', text: 'Play again', onclick: () => accept(false) }));
    if (ctx.sides === 2) {
      box.append(' ', h('button', { type: 'button', 'data-testid': 'rematch-offer-swap', text: 'Play again, sides swapped', onclick: () => accept(true) }));
    }
    return;
  }
  if (r.game) {
    const url = linkTo(r.game);
    box.append(h('p', { 'data-testid': 'rematch-made', text: `The rematch is made (${swapWords(r.swap)}).` }));
    if (url) box.append(h('a', { href: url, 'data-testid': 'rematch-open', text: 'Open the new game' }));
    return;
  }
  if (r.accepted.includes(me)) {
    box.append(h('p', { 'data-testid': 'rematch-waiting', text: `You accepted a rematch with ${swapWords(r.swap)}; waiting for ${r.waiting.join(', ')}.` }));
  } else {
    box.append(
      h('p', { 'data-testid': 'rematch-offered', text: `${r.accepted.join(', ')} offer${r.accepted.length > 1 ? '' : 's'} a rematch with ${swapWords(r.swap)}.` }),
      h('button', { type: 'button', 'data-testid': 'rematch-accept', text: 'Accept', onclick: () => accept(r.swap) }),
      ' ',
      h('button', {
        type: 'button', 'data-testid': 'rematch-decline', text: 'Decline',
        onclick: async () => { if (await post('rematch/decline', {})) await ctx.refresh(); },
      }));
  }
}
