// Takeback on request: a seat whose last action was the game's last step (one that rolled no
// die) asks the others to let it take that action back; a person at another seat agrees or
// declines. The server checks the limits and cuts the log back (docs/server.md, "The club").

import { h } from './dom.js';

const $ = (id) => document.getElementById(id);

/**
 * Draws the takeback part of the actions panel. `ctx`: the snapshot `snap`, the page's seat
 * `me`, `lastMine` (the last step is this seat's and rolled no die), `canUndo` (an undo does
 * it without asking), `api`, the game `id`, `refuse` and `refresh`.
 */
export function render(ctx) {
  const { snap, me } = ctx;
  const box = $('takeback');
  const asked = snap.takeback;
  const others = Object.entries(snap.seats).some(([seat, holder]) => seat !== me && holder === 'human');
  box.replaceChildren();
  if (!me || snap.outcome) return;
  const post = async (path, body) => {
    const r = await ctx.api('POST', `/api/games/${ctx.id}/${path}`, body);
    if (r.status !== 200) ctx.refuse(r.body.reason || r.body.error || `the server answered ${r.status}`);
    await ctx.refresh();
  };
  if (asked && asked.from !== me) {
    box.append(h('div', { class: 'confirm', 'data-testid': 'takeback-request', role: 'alertdialog', 'aria-label': 'a takeback asked' },
      h('p', { text: `${asked.from} asks to take back its last action (step ${asked.step}). Agree?` }),
      h('button', { type: 'button', 'data-testid': 'takeback-accept', text: 'yes, take it back', onclick: () => post('takeback/answer', { accept: true }) }),
      ' ',
      h('button', { type: 'button', 'data-testid': 'takeback-decline', text: 'no', onclick: () => post('takeback/answer', { accept: false }) })));
  } else if (asked) {
    box.append(h('p', { class: 'hint', 'data-testid': 'takeback-waiting', text: 'You asked to take back your last action; waiting for an answer.' }));
  } else if (ctx.lastMine && !ctx.canUndo && others) {
    box.append(h('button', {
      type: 'button', 'data-testid': 'takeback-ask',
      title: 'ask the other players to let you take back your last action (it rolled no die)',
      text: '↶ ask to take back',
      onclick: () => post('takeback', { expect_step: snap.step }),
    }));
  }
}

/** A socket's takeback frame, in words for the seat that asked (null for anyone else). */
export function told(frame, me) {
  if (frame.from !== me || !frame.answer) return null;
  return frame.answer === 'accepted'
    ? 'Your takeback was agreed to: your last action is taken back.'
    : 'Your takeback was declined: the action stands.';
}
