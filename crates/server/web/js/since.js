// What happened since this seat last acted: the pieces that moved, were revealed or changed
// (losses, facing, formation) are marked on the board, and the steps others took since are
// listed above the events. The page knows only the seat's own record: the view after each step
// the seat was told of.

import { h } from './dom.js';

let lastView = null; // the seat's view after the last step it was told of
let baseline = null; // its view right after its own last action

const QUIET = { subjects: new Set(), selected: null, targets: new Set(), onPiece() {}, onCell() {} };

/** Takes note of a record entry of this seat's (`me`: the seat's name, or null), `after`
 * holding the view after it. */
export function note(entry, me) {
  if (entry.after) lastView = entry.after;
  if (me && entry.seat === me) baseline = lastView;
}

/** Forgets everything (the steps were taken back, or the page reloads its record). */
export function reset() {
  lastView = null;
  baseline = null;
}

/** What a piece shows: where it is drawn and its marks and tooltip. */
function signature(piece) {
  return `${piece.getAttribute('transform') || ''}|${piece.textContent}`;
}

/** Marks the pieces of `svg` (the board drawn from `view`) that differ from the baseline. */
export function mark(svg, board, view) {
  if (!baseline || baseline === view) return;
  // Own pieces by their key; enemy sightings, which have none, by where they are seen.
  const keyOf = (p) => p.dataset.piece || p.dataset.mark;
  const before = new Map();
  for (const p of board.draw(baseline, QUIET).querySelectorAll('[data-piece], [data-mark]')) before.set(keyOf(p), signature(p));
  for (const p of svg.querySelectorAll('[data-piece], [data-mark]')) {
    if (before.get(keyOf(p)) === signature(p)) continue;
    p.classList.add('last-move');
    p.setAttribute('data-testid', 'last-move');
  }
}

/** Fills the digest box with `entries`, the steps taken by others since the seat's last. */
export function digest(box, entries) {
  box.hidden = entries.length === 0;
  if (!entries.length) return;
  const shown = entries.slice(-8);
  box.replaceChildren(...[
    h('b', { text: `Since your last turn (${entries.length} step${entries.length === 1 ? '' : 's'}):` }),
    h('ul', {}, ...shown.map((e) => h('li', {},
      `${e.seat ? `${e.seat}: ` : ''}${e.text}`,
      e.events.length ? h('span', { class: 'sub', text: e.events.join('; ') }) : null))),
    entries.length > shown.length ? h('span', { class: 'hint', text: `…and ${entries.length - shown.length} earlier, in the events below` }) : null,
  ].filter(Boolean));
}
