// The host's seats on a game's page: who holds each seat (a person or a kind of bot), and a
// new link for a person's seat (the old one stops working at once).

import { h, holderLabel, when } from './dom.js';

const $ = (id) => document.getElementById(id);

/**
 * The host's panel: who holds each seat, with a choice of holder and a new link. `ctx` gives
 * the page's `api`, `refuse`, `refresh` and the game's `id`.
 */
export function render(snap, rulesetInfo, ctx) {
  if (snap.role !== 'host') return;
  const botKinds = rulesetInfo?.bots || [];
  $('host-panel').hidden = false;
  const choices = ['human', ...botKinds.map((b) => `bot:${b}`)];
  // Each seat's state beside its holder: to act or not, a page of it open, when it last acted.
  const state = (seat) => {
    const acts = !snap.outcome && snap.to_act.includes(seat);
    const here = (snap.present?.seats?.[seat] || 0) > 0;
    const acted = snap.acted?.[seat];
    return [acts ? 'to act' : 'waiting', here ? 'page open' : 'no page open', acted ? `last acted ${when(acted)}` : 'not acted yet'].join('; ');
  };
  $('host-seats').replaceChildren(...Object.entries(snap.seats).map(([seat, holder]) => h('tr', {},
    h('th', { text: seat }),
    h('td', { 'data-testid': `seat-state-${seat}`, text: state(seat) }),
    h('td', {}, h('select', {
      'data-testid': `holder-${seat}`,
      'aria-label': `who holds ${seat}`,
      disabled: Boolean(snap.outcome),
      onchange: (e) => manageSeat(ctx, seat, { holder: e.target.value }),
    }, choices.map((c) => h('option', { value: c, selected: c === holder, text: holderLabel(c, 'a person', rulesetInfo?.search_playouts) })))),
    h('td', {}, h('button', {
      type: 'button', 'data-testid': `reissue-${seat}`, disabled: holder !== 'human' || Boolean(snap.outcome),
      text: 'new link', onclick: () => manageSeat(ctx, seat, { reissue: true }),
    })))));
}

async function manageSeat({ api, refuse, refresh, id }, seat, body) {
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
