// A game's page on a phone (600 px wide or less): the board, the actions and the events are
// tabs over one screen (a bar at the bottom), and the board opens zoomed so that a counter is
// at least a finger wide (24 CSS px), its own pieces in the middle; `fit` then shows the whole
// board, and again the finger's view.

const $ = (id) => document.getElementById(id);
const NARROW = '(max-width: 600px)';
const FINGER = 24; // CSS px: the least a piece should measure under a finger

let fitted = false; // whether the board shows the finger's view

/** Whether the page is laid out for a phone now. */
export function active() {
  return window.matchMedia(NARROW).matches;
}

/** Shows tab `tab` (board, actions, events). */
export function show(tab) {
  document.body.dataset.tab = tab;
  for (const b of document.querySelectorAll('#tabs [role=tab]')) b.setAttribute('aria-selected', String(b.dataset.tab === tab));
}

/** Sets the tabs up; `onBoard` runs when the board comes back into view. */
export function setUp(onBoard) {
  document.body.classList.add('has-tabs');
  show('board');
  for (const b of document.querySelectorAll('#tabs [role=tab]')) {
    b.addEventListener('click', () => {
      show(b.dataset.tab);
      if (b.dataset.tab === 'board') onBoard();
    });
  }
}

/** The actions tab's label: how many actions the seat has, when it has any. */
export function count(n) {
  const b = document.querySelector('#tabs [data-tab=actions]');
  if (b) b.textContent = n ? `Actions (${n})` : 'Actions';
}

/** The width of a typical piece on screen (the median), in CSS px, or 0 with none. */
function pieceWidth(board) {
  const ws = [...board.querySelectorAll('svg .piece')].map((p) => p.getBoundingClientRect().width).filter((w) => w > 0).sort((a, b) => a - b);
  return ws.length ? ws[Math.floor(ws.length / 2)] : 0;
}

/**
 * On a phone, zooms `zoom` (the board's) so that a typical piece is a finger wide, about the
 * seat's pieces that may act (or all pieces); does nothing where they are wide enough already.
 */
export function fingerFit(zoom) {
  if (!active()) return;
  const board = $('board');
  zoom.fit();
  const w = pieceWidth(board);
  fitted = true;
  if (!w || w >= FINGER) return;
  const mine = [...board.querySelectorAll('svg .piece.can-act')];
  const around = (mine.length ? mine : [...board.querySelectorAll('svg .piece')]).map((p) => p.getBoundingClientRect());
  const cx = around.reduce((a, r) => a + r.left + r.width / 2, 0) / around.length;
  const cy = around.reduce((a, r) => a + r.top + r.height / 2, 0) / around.length;
  zoom.zoomBy((FINGER + 2) / w, cx, cy);
}

/** `fit` on a phone: the whole board from the finger's view, the finger's view from the whole. */
export function fit(zoom) {
  if (active() && !fitted) {
    fingerFit(zoom);
    return;
  }
  fitted = false;
  zoom.fit();
}
