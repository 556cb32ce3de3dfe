// The editor's map: the scenario's cells drawn as the game draws them (squares with row 0 at
// the bottom, or odd-q hexes), its units and objectives on them, and a cursor. A click or
// Enter on a cell does what the editor's mode says: paint the chosen ground, or put the chosen
// unit or objective there. The arrow keys move the cursor.

import { s, tip, hexPoints, hexCentre } from '../dom.js';

const SQ = 34;
const R = 18;
const SIDE = ['#2f5d8a', '#a33b2b'];

/** The centre of cell (x, y) and the shape drawn for it. */
function geometry(profile, width, height) {
  if (profile.cells === 'hexes') {
    return {
      centre: (x, y) => hexCentre(x, y, R),
      shape: (x, y, attrs, ...kids) => { const [cx, cy] = hexCentre(x, y, R); return s('polygon', { points: hexPoints(cx, cy, R - 1), ...attrs }, ...kids); },
      box: [width * 1.5 * R + R + 8, (height + 0.5) * Math.sqrt(3) * R + 8],
    };
  }
  const px = (x) => 6 + x * SQ;
  const py = (y) => 6 + (height - 1 - y) * SQ;
  return {
    centre: (x, y) => [px(x) + SQ / 2, py(y) + SQ / 2],
    shape: (x, y, attrs, ...kids) => s('rect', { x: px(x), y: py(y), width: SQ - 1, height: SQ - 1, ...attrs }, ...kids),
    box: [width * SQ + 12, height * SQ + 12],
  };
}

/**
 * Draws the map of `model` for `profile`. `mode` says what a cell does; `cursor` is {x, y};
 * `act(x, y)` is called for a click or Enter on a cell, `move(x, y)` for the arrow keys.
 */
export function drawMap(profile, model, { cursor, label, act, move }) {
  const rows = model.map.terrain;
  const height = rows.length;
  const width = Math.max(0, ...rows.map((r) => [...r].length));
  const g = geometry(profile, width, height);
  const out = s('g', {});
  for (let y = 0; y < height; y++) {
    const letters = [...rows[y]];
    for (let x = 0; x < width; x++) {
      const t = letters[x] ?? '.';
      const name = (profile.terrain.find(([l]) => l === t) || [t, t])[1];
      const cell = g.shape(x, y, {
        class: `cell${cursor.x === x && cursor.y === y ? ' cursor' : ''}`,
        fill: profile.colours[t] || '#eee',
        'data-cell': `${x},${y}`,
        'data-testid': `cell-${x}-${y}`,
      }, tip(`${x},${y}: ${name}`));
      cell.addEventListener('click', () => act(x, y));
      out.append(cell);
    }
  }
  const at = (pos) => (Array.isArray(pos) ? g.centre(pos[0], pos[1]) : null);
  for (const o of model.objectives || []) {
    const c = at(o.hex);
    if (c) out.append(s('text', { x: c[0], y: c[1] + 12, 'text-anchor': 'middle', 'font-size': 9, class: 'objective' }, '★', tip(`objective: ${o.name}`)));
  }
  model.sides.forEach((side, k) => {
    const dump = at(side.dump);
    if (dump) out.append(s('text', { x: dump[0], y: dump[1] - 9, 'text-anchor': 'middle', 'font-size': 8, fill: SIDE[k] }, 'dump', tip(`${side.name}'s dump`)));
    side.units.forEach((u, i) => {
      const c = at(u[profile.place]);
      if (!c) return;
      // The unit's number in its side's list; its id and name in the tooltip.
      out.append(s('g', { class: 'unit', 'pointer-events': 'none' },
        s('rect', { x: c[0] - 9, y: c[1] - 6, width: 18, height: 12, rx: 2, fill: SIDE[k] || '#555' }),
        s('text', { x: c[0], y: c[1] + 3, 'text-anchor': 'middle', 'font-size': 8, fill: 'white' }, `${side.id.slice(0, 1)}${i + 1}`),
        tip(`${u.id}: ${u.name}`)));
    });
  });
  const svg = s('svg', {
    viewBox: `0 0 ${g.box[0]} ${g.box[1]}`,
    role: 'application',
    tabindex: 0,
    'aria-label': `the map, ${width} by ${height}: ${label}; arrow keys move, Enter acts`,
    'data-testid': 'editor-map',
  }, out);
  svg.addEventListener('keydown', (e) => {
    const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, profile.cells === 'squares' ? 1 : -1], ArrowDown: [0, profile.cells === 'squares' ? -1 : 1] }[e.key];
    if (step) {
      e.preventDefault();
      move(Math.min(width - 1, Math.max(0, cursor.x + step[0])), Math.min(height - 1, Math.max(0, cursor.y + step[1])));
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      act(cursor.x, cursor.y);
    }
  });
  return svg;
}

/** The map's rows resized to `width` × `height`, new cells open ground. */
export function resize(rows, width, height) {
  const out = [];
  for (let y = 0; y < height; y++) {
    const letters = [...(rows[y] || '')].slice(0, width);
    while (letters.length < width) letters.push('.');
    out.push(letters.join(''));
  }
  return out;
}

/** The map's rows with cell (x, y) painted `letter`. */
export function paint(rows, x, y, letter) {
  return rows.map((r, k) => {
    if (k !== y) return r;
    const letters = [...r];
    letters[x] = letter;
    return letters.join('');
  });
}
