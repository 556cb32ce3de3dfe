// Turn deadlines and notices (docs/server.md, "The club"): the time each seat to act has left,
// counted down on the server's clock; the notice that a bot stands in for this page's seat,
// with the button that takes the seat back; and the addresses this link's notices go to.

import { h } from './dom.js';

const $ = (id) => document.getElementById(id);

/** `secs` as a person reads a span: "2 d 3 h", "1 h 5 min", "4 min 10 s", "12 s". */
export function span(secs) {
  const s = Math.max(0, Math.round(secs));
  const d = Math.floor(s / 86400);
  const hr = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (d) return hr ? `${d} d ${hr} h` : `${d} d`;
  if (hr) return m ? `${hr} h ${m} min` : `${hr} h`;
  if (m) return `${m} min ${s % 60} s`;
  return `${s} s`;
}

const THEN = {
  remind: 'the seat is reminded and the game waits',
  'stand-in': 'a bot decides for the seat until its person comes back',
  bot: 'a bot takes the seat for good',
};

let state = null;
let ticking = null;

/** Draws the time left of each seat to act from `snap.deadline`, now and every second. */
function tick() {
  const box = $('time-left');
  if (!box || !state) return;
  const { d, me, offset, over } = state;
  if (!d || over) {
    box.hidden = true;
    return;
  }
  const now = Date.now() / 1000 + offset;
  const clocks = Object.entries(d.clocks || {}).sort(([a], [b]) => (a === me ? -1 : b === me ? 1 : a.localeCompare(b)));
  box.hidden = clocks.length === 0;
  box.replaceChildren(...clocks.map(([seat, c]) => {
    const left = c.ends - now;
    const out = c.run_out || left <= 0;
    const text = out ? `${seat === me ? 'your' : `${seat}'s`} time ran out` : `${seat === me ? 'you have' : `${seat} has`} ${span(left)} left`;
    return h('span', {
      class: `time-left${out ? ' out' : ''}${c.reminder <= now ? ' near' : ''}`,
      'data-testid': 'time-left', 'data-seat': seat,
      title: `each seat has ${span(d.seconds)} to act; then ${THEN[d.then] || d.then}`,
      text,
    });
  }));
}

/**
 * Draws the deadline parts of the page from the snapshot `snap` for the seat `me` (none for the
 * host and spectators); `ctx`: `api`, `id`, `refuse`, `refresh`, `tell`.
 */
export function render(snap, me, ctx) {
  const d = snap.deadline;
  state = { d, me, offset: d ? d.now - Date.now() / 1000 : 0, over: Boolean(snap.outcome) };
  clearInterval(ticking);
  if (d && !snap.outcome) ticking = setInterval(tick, 1000);
  tick();
  const away = $('stand-in');
  const holder = me ? String((snap.seats || {})[me] || '') : '';
  away.hidden = !holder.startsWith('stand-in:');
  if (!away.hidden) {
    const kind = holder.slice('stand-in:'.length);
    away.replaceChildren(
      h('p', { text: `Your time to act ran out, so a ${kind} bot decides for your seat. It goes on doing so until you take the seat back.` }),
      h('button', {
        type: 'button', 'data-testid': 'take-seat-back', text: 'Take my seat back',
        onclick: async () => {
          const r = await ctx.api('POST', `/api/games/${ctx.id}/back`, {});
          if (r.status !== 200) ctx.refuse(r.body.reason || r.body.error || `the server answered ${r.status}`);
          else ctx.tell('Your seat is yours again.');
          await ctx.refresh();
        },
      }));
  }
}

/** The socket's hand-over frame, in words (null when the page need not say anything). */
export function told(frame, me) {
  if (frame.seat !== me) return null;
  if (frame.holder.startsWith('stand-in:')) return `Your time to act ran out: a ${frame.holder.slice(9)} bot decides for your seat until you take it back.`;
  if (frame.holder === 'human') return 'Your seat is yours again.';
  return null;
}

/** Sets up the notices panel: the addresses this link's notices are posted to. */
export async function setUpNotices(ctx, role) {
  const panel = $('notices-panel');
  if (!panel || role === 'spectator') return;
  const r = await ctx.api('GET', `/api/games/${ctx.id}/hooks`);
  if (r.status !== 200) return;
  panel.hidden = false;
  $('notices-whose').textContent = role === 'host'
    ? 'Notices of the whole game (every seat to act, deadlines, the end) go to:'
    : 'Notices for your seat (your turn, your deadline, the end) go to:';
  $('notices-urls').value = (r.body.urls || []).join('\n');
  $('notices').onsubmit = async (ev) => {
    ev.preventDefault();
    const urls = $('notices-urls').value.split('\n').map((x) => x.trim()).filter(Boolean);
    const put = await ctx.api('PUT', `/api/games/${ctx.id}/hooks`, { urls });
    $('notices-said').textContent = put.status === 200
      ? (urls.length ? `Saved: ${urls.length} address${urls.length > 1 ? 'es' : ''}.` : 'Saved: no notices.')
      : (put.body.reason || put.body.error || `the server answered ${put.status}`);
  };
}
