// The board by keyboard and screen reader: the board is one tab stop; the arrow keys move among
// its pieces and places (to the nearest one that way, as drawn at the current zoom); Enter or
// Space does what a click does; each piece and place is a button named by its tooltip (which
// also says whether it can act, is selected or is a target). Which
// piece or place has the focus survives the board being drawn again.

/** What can take the focus on a drawn board: pieces, places, seen enemies. */
const STOPS = '.piece[data-piece], .cell[data-cell], .enemy';

let lastKey = null; // the stop that had the focus last, by its key

/** A stop's key: its piece's or its place's. */
function keyOf(el) {
  if (el.dataset.piece) return `piece:${el.dataset.piece}`;
  if (el.dataset.cell) return `cell:${el.dataset.cell}`;
  const t = el.querySelector('title');
  return `other:${t ? t.textContent : ''}`;
}

/** The words a screen reader says for a stop: its tooltip, and what it can do now. */
function nameOf(el) {
  const t = el.querySelector(':scope > title');
  const base = t ? t.textContent : el.dataset.cell || el.dataset.piece || 'a place';
  const notes = [];
  if (el.classList.contains('selected')) notes.push('selected');
  else if (el.classList.contains('can-act')) notes.push('can act');
  if (el.classList.contains('target')) notes.push('a target of the selection');
  return notes.length ? `${base} (${notes.join(', ')})` : base;
}

/**
 * Makes the stops of `svg` (just put in `board`) reachable by keyboard, and gives the focus
 * back to the stop that had it when the board was drawn again while it had the focus.
 */
export function prepare(board, svg, hadFocus) {
  svg.setAttribute('role', 'group');
  const stops = [...svg.querySelectorAll(STOPS)];
  for (const el of stops) {
    el.setAttribute('tabindex', '-1');
    el.setAttribute('role', 'button');
    // The tooltip names it (an SVG title is its accessible name), with what it can do now;
    // what the counter prints (an abbreviation, a strength) is not read a second time.
    const name = nameOf(el);
    const title = el.querySelector(':scope > title');
    if (title) title.textContent = name;
    else el.setAttribute('aria-label', name);
    for (const x of el.querySelectorAll('text')) x.setAttribute('aria-hidden', 'true');
    if (el.classList.contains('selected')) el.setAttribute('aria-pressed', 'true');
  }
  const home = stops.find((el) => keyOf(el) === lastKey)
    || svg.querySelector('.piece.selected')
    || stops.find((el) => el.classList.contains('target'))
    || svg.querySelector('.piece.can-act')
    || stops[0];
  if (home) home.setAttribute('tabindex', '0');
  if (hadFocus && home) home.focus({ preventScroll: true });
}

/** Whether the focus is on the board now. */
export function hasFocus(board) {
  return board.contains(document.activeElement) && document.activeElement !== document.body;
}

function centre(el) {
  const r = el.getBoundingClientRect();
  return [r.left + r.width / 2, r.top + r.height / 2];
}

/** The stop nearest to `from` in direction (dx, dy), weighing a step aside twice a step on. */
function nearest(svg, from, dx, dy) {
  const [x0, y0] = centre(from);
  let best = null;
  let bestScore = Infinity;
  for (const el of svg.querySelectorAll(STOPS)) {
    if (el === from) continue;
    const [x, y] = centre(el);
    const along = (x - x0) * dx + (y - y0) * dy;
    if (along <= 3) continue;
    const aside = Math.abs((x - x0) * dy - (y - y0) * dx);
    const score = along + 2 * aside;
    if (score < bestScore) {
      bestScore = score;
      best = el;
    }
  }
  return best;
}

function moveTo(from, to) {
  from.setAttribute('tabindex', '-1');
  to.setAttribute('tabindex', '0');
  to.focus({ preventScroll: true });
  lastKey = keyOf(to);
}

const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** Listens on `board` for the arrows, Enter and Space; `onEscape` lets go of the selection. */
export function listen(board, onEscape) {
  board.addEventListener('focusin', (ev) => {
    if (ev.target.matches && ev.target.matches(STOPS)) lastKey = keyOf(ev.target);
  });
  board.addEventListener('keydown', (ev) => {
    const el = document.activeElement;
    const svg = board.querySelector('svg');
    if (!svg || !svg.contains(el) || !el.matches(STOPS)) return;
    if (ARROWS[ev.key]) {
      ev.preventDefault();
      const [dx, dy] = ARROWS[ev.key];
      const to = nearest(svg, el, dx, dy);
      if (to) moveTo(el, to);
    } else if (ev.key === 'Enter' || ev.key === ' ') {
      ev.preventDefault();
      lastKey = keyOf(el);
      el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    } else if (ev.key === 'Escape') {
      ev.preventDefault();
      onEscape();
    }
  });
}

/** The keys of the table, for the help box. */
export const HELP = [
  'Keys on the table:',
  '  b          the board (then the arrows move among pieces and places)',
  '  Enter      select the piece, or take the action at the place (as a click)',
  '  Escape     let go of the selection, or close a question',
  '  a          the list of actions (Tab and Enter within it)',
  '  d          done: end your part of this step (asks first while you have other actions)',
  '  u          undo your last action (when it rolled no die)',
  '  + - 0      zoom in, out, and fit the whole board',
  '  ?          this help',
].join('\n');

/**
 * A keydown listener for the table's keys (HELP), calling `on.board`, `on.actions`, `on.done`,
 * `on.undo`, `on.zoomIn`, `on.zoomOut`, `on.fit`, `on.help` and `on.escape`; keys typed in a
 * field are the field's, and Escape on the board is the board's own (listen).
 */
export function shortcuts(on, board) {
  const map = {
    b: on.board, a: on.actions, d: on.done, u: on.undo, '+': on.zoomIn, '=': on.zoomIn,
    '-': on.zoomOut, 0: on.fit, '?': on.help, Escape: on.escape,
  };
  return (ev) => {
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
    const t = ev.target;
    if (t && (t.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(t.tagName))) return;
    const f = map[ev.key];
    if (!f || (ev.key === 'Escape' && t && board.contains(t))) return;
    ev.preventDefault();
    f();
  };
}
