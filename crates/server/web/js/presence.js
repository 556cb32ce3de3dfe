// Who is here: which seats have a page open now (on this server), how many watch, and when each
// seat last acted. Read from the snapshot, and every 20 seconds from the game's status while
// the page is shown (opening and closing pages changes no step, so no other news brings it).

import { h, when } from './dom.js';

const $ = (id) => document.getElementById(id);

/** How long ago `secs` (seconds since 1970) was, in words: "just now", "5 min ago", a date. */
function ago(secs) {
  const s = Math.max(0, Date.now() / 1000 - secs);
  if (s < 60) return 'just now';
  if (s < 3600) return `${Math.floor(s / 60)} min ago`;
  if (s < 86400) return `${Math.floor(s / 3600)} h ago`;
  return when(secs);
}

/**
 * Draws who is here from `st` (a snapshot or a status: `seats`, `present`, `acted`), the seat
 * `me` (if any) marked as "you".
 */
export function render(st, me) {
  const box = $('presence');
  if (!box || !st || !st.present) return;
  const seats = Object.keys(st.seats || {});
  const here = st.present.seats || {};
  const acted = st.acted || {};
  $('presence-panel').hidden = false;
  box.replaceChildren(...seats.map((seat) => {
    // This page is open, whether or not its socket was counted when the server answered.
    const on = (here[seat] || 0) > 0 || seat === me;
    const bot = String(st.seats[seat]).startsWith('bot');
    const last = acted[seat] ? `, last acted ${ago(acted[seat])}` : '';
    const standIn = String(st.seats[seat]).startsWith('stand-in:');
    const state = bot ? 'a bot' : (standIn ? 'away: a bot stands in' : (on ? 'here' : 'away'));
    return h('span', {
      class: `who ${on ? 'here' : 'away'}`,
      'data-testid': 'present-seat',
      'data-seat': seat,
      'data-here': on ? 'yes' : 'no',
      title: `${seat}${seat === me ? ' (you)' : ''}: ${state}${last}`,
    }, h('span', { class: 'dot', 'aria-hidden': 'true', text: on ? '●' : '○' }), ` ${seat}${seat === me ? ' (you)' : ''}: ${state}${last}`);
  }), h('span', { class: 'who', 'data-testid': 'present-watching', text: `${st.present.watching} watching` }));
}

let timer = null;

/** Reads the game's status every 20 seconds while the page is shown, drawing who is here. */
export function follow(read, me) {
  clearInterval(timer);
  timer = setInterval(async () => {
    if (document.hidden) return;
    const r = await read();
    if (r.status === 200) render(r.body, me());
  }, 20000);
}
