// The replay after the end: a slider and step buttons move through the game as any seat saw it
// (or the spectators did); the board, the header's step and clock, the events up to that step
// and that step's dice and cards follow. The records are read once each from the game's log.

import { h } from './dom.js';
import * as record from './record.js';
import { showDice, showCards } from './dice.js';

const $ = (id) => document.getElementById(id);

/**
 * The replay of a page: `ctx` gives the page's `api`, game `id`, the last snapshot (`snap()`),
 * its board module (`board()`), the rule set's tables (`tables()`), `mySeat()`, `refuse`,
 * `renderBoard`, the `records` read (a Map), `set(replay)` for the step replayed, `live()` to
 * go back to the game as it stands, and `eventItem` for an events entry.
 */
export function make(ctx) {
  const { api, id, records } = ctx;
  function open() {
    const panel = $('replay');
    if (!panel.hidden) return;
    panel.hidden = false;
    const sel = $('replay-seat');
    const seats = [...Object.keys(ctx.snap().seats), 'spectator'];
    const mine = ctx.mySeat() || 'spectator';
    sel.replaceChildren(...seats.map((x) => h('option', { value: x, selected: x === mine, text: x })));
    const slider = $('replay-slider');
    slider.max = String(ctx.snap().step);
    slider.value = String(ctx.snap().step);
    $('replay-at').textContent = ctx.snap().step;
    sel.addEventListener('change', () => showReplay());
    slider.addEventListener('input', () => showReplay());
    const go = (to) => {
      slider.value = String(Math.max(0, Math.min(Number(slider.max), to)));
      showReplay();
    };
    $('replay-first').addEventListener('click', () => go(0));
    $('replay-prev').addEventListener('click', () => go(Number(slider.value) - 1));
    $('replay-next').addEventListener('click', () => go(Number(slider.value) + 1));
    $('replay-live').addEventListener('click', () => {
      slider.value = slider.max;
      $('replay-at').textContent = slider.max;
      ctx.live();
    });
  }

  /** The record of `seat` (a seat's name or `spectator`), read once. */
  async function recordOf(seat) {
    if (!records.has(seat)) {
      const r = await api('GET', `/api/games/${id}/log?seat=${encodeURIComponent(seat)}`);
      if (r.status !== 200) {
        ctx.refuse(r.body.error || `the server answered ${r.status}`);
        return null;
      }
      records.set(seat, record.read(String(typeof r.body === 'string' ? r.body : JSON.stringify(r.body))));
    }
    return records.get(seat);
  }

  /** Shows the game at the slider's step as the chosen seat saw it: board, header, events, dice. */
  async function showReplay() {
    const seat = $('replay-seat').value;
    const at = Number($('replay-slider').value);
    $('replay-at').textContent = at;
    const entries = await recordOf(seat);
    // A newer choice of seat or step, made while the record was read, shows instead.
    if (!entries || seat !== $('replay-seat').value || at !== Number($('replay-slider').value)) return;
    let view = null;
    const upto = [];
    for (const e of entries) {
      if (e.step > at) break;
      if (e.after) view = e.after;
      upto.push(e);
    }
    const entry = upto[upto.length - 1] || null;
    ctx.set({ seat, at });
    if (view) ctx.renderBoard(view, false);
    $('step').textContent = `${at} of ${ctx.snap().step} (replay)`;
    $('clock').textContent = ctx.board().clock(view || ctx.snap().view);
    $('events').replaceChildren(...upto.slice(-400).map(ctx.eventItem));
    $('digest').hidden = true;
    showDice(entry ? [entry] : []);
    showCards(entry ? [entry] : [], ctx.snap().ruleset, ctx.tables());
    $('undo').hidden = true;
    $('board-status').textContent = `${ctx.board().status(view || ctx.snap().view)}\n(replay: step ${at} as ${seat} saw it${entry ? ` — ${entry.text}` : ''})`;
  }

  return { open, show: showReplay };
}
