// One page for all of a person's seats. A link's fragment may hold several seats' tokens, comma
// separated (the lobby's "all in one page" link, a served battle's call): the page plays one
// seat at a time, shows in a bar which of the others are to act, and moves to one of them when
// the seat it plays has nothing to do, as the terminal does for a person holding several seats.
//
// Nothing here knows the rules: which seat a token plays comes from the server's snapshot for
// that token, and who is to act from the snapshot of the seat being played.

import { h } from './dom.js';

const $ = (id) => document.getElementById(id);

/** The tokens of a page's fragment (`#tok` or `#tok1,tok2,…`), each once, in order. */
export function tokensOf(hash) {
  const raw = decodeURIComponent(hash.replace(/^#/, ''));
  return [...new Set(raw.split(',').map((t) => t.trim()).filter(Boolean))];
}

/** A page's seats: each token with the seat it plays (once the server said) or why it cannot. */
export class Seats {
  constructor(tokens) {
    this.list = tokens.map((token) => ({ token, seat: null, error: null }));
  }

  /** Whether the page holds more than one seat. */
  many() {
    return this.list.length > 1;
  }

  /** Asks the server which seat each token plays (`ask(token)` answers a snapshot's role). */
  async learn(ask) {
    await Promise.all(this.list.map(async (s) => {
      if (s.seat || s.error) return;
      const r = await ask(s.token);
      if (r.status === 200 && String(r.body.role).startsWith('seat:')) s.seat = r.body.role.slice(5);
      else if (r.status === 200) s.error = `this link is the ${r.body.role}'s, not a seat's`;
      else s.error = r.body.error || `the server answered ${r.status}`;
    }));
  }

  /** Records the seat `token` plays, read from its snapshot. */
  know(token, role) {
    const s = this.list.find((x) => x.token === token);
    if (s && String(role).startsWith('seat:')) s.seat = role.slice(5);
  }

  /** Marks `token` as one the page cannot play, saying why. */
  fail(token, error) {
    const s = this.list.find((x) => x.token === token);
    if (s) s.error = error;
  }

  /**
   * The next of the page's other seats (after `token`, in the link's order) that `toAct`
   * names, or null.
   */
  nextToAct(token, toAct) {
    const k = this.list.findIndex((x) => x.token === token);
    for (let i = 1; i < this.list.length; i += 1) {
      const s = this.list[(k + i) % this.list.length];
      if (s.seat && !s.error && toAct.includes(s.seat)) return s;
    }
    return null;
  }

  /** The seat's name `token` plays, or null. */
  seatOf(token) {
    return this.list.find((x) => x.token === token)?.seat || null;
  }
}

/**
 * The bar of the page's seats (hidden with one seat): a button for each, pressed for the one
 * played, marked when it is to act; `onPick(token)` switches.
 */
export function render(seats, token, snap, onPick) {
  const bar = $('my-seats');
  bar.hidden = !seats.many();
  if (bar.hidden) return;
  const toAct = snap && !snap.outcome ? snap.to_act : [];
  const waiting = seats.list.filter((s) => s.seat && s.token !== token && toAct.includes(s.seat)).length;
  bar.replaceChildren(h('span', { class: 'hint', text: 'Your seats:' }), ...seats.list.map((s) => {
    const acts = Boolean(s.seat && toAct.includes(s.seat));
    const name = s.seat || (s.error ? 'a link that does not play' : '…');
    const label = `${name}${acts ? ' ● to act' : ''}${s.token === token ? ' (shown)' : ''}${s.error ? ` — ${s.error}` : ''}`;
    return h('button', {
      type: 'button',
      class: `seat-switch${acts ? ' acts' : ''}`,
      'data-testid': 'seat-switch',
      'data-seat': s.seat || '',
      'data-to-act': acts ? 'yes' : 'no',
      'aria-pressed': s.token === token ? 'true' : 'false',
      'aria-label': label,
      title: label,
      disabled: Boolean(s.error),
      onclick: () => onPick(s.token),
    }, name, acts ? h('span', { class: 'acts-mark', 'aria-hidden': 'true', text: ' ●' }) : null);
  }), ...(waiting ? [h('span', { class: 'hint', 'data-testid': 'seats-waiting', text: ` ${waiting} other seat${waiting === 1 ? '' : 's'} of yours to act` })] : []));
}
