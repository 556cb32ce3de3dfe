// The editor's map: the scenario's cells drawn as the game draws them (squares or sectors with
// row 0 at the bottom, or odd-q hexes), what lies on them (roads, rail, works, heights), the
// units and objectives, and a cursor. A click or Enter on a cell does what the editor's mode
// says: paint the chosen ground or layer, or put the chosen unit, dump or objective there.
// The arrow keys move the cursor. How a rule set keeps its map in the file is its profile's
// `map` (see `letters` and `sectors` below).

import { s, tip, hexPoints, hexCentre } from '../dom.js';

const SQ = 34;
const R = 18;
const SIDE = ['#2f5d8a', '#a33b2b', '#3c7a3c', '#7a5a1c', '#5b3c7a', '#2b7a7a'];

/** The centre of cell (x, y) and the shape drawn for it. */
function geometry(cells, width, height) {
  if (cells === 'hexes') {
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

/** How the layers of the map are marked on a cell. */
const MARK = { road: ['═', '#7a5a1c'], rail: ['╫', '#333'], works: ['▦', '#5b3c2b'], impassable: ['✕', '#8a1c1c'] };

/**
 * Draws the map of `model` for `profile`. `cursor` is {x, y}; `act(x, y)` is called for a click
 * or Enter on a cell, `move(x, y)` for the arrow keys; `pending` is the cell a road being laid
 * starts from, if any.
 */
export function drawMap(profile, model, { cursor, label, act, move, pending }) {
  const map = profile.map;
  const [width, height] = map.size(model);
  const g = geometry(map.cells, width, height);
  const out = s('g', {});
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = map.get(model, x, y);
      const name = (map.terrain.find(([l]) => l === t) || [t, t])[1];
      const on = map.layers.filter((l) => l.kind === 'cells' && l.has(model, x, y)).map((l) => l.name);
      // A link (a road between two sectors) is named from each end.
      for (const l of map.layers.filter((k) => k.kind === 'links')) {
        for (const [a, b] of l.pairs(model)) {
          const other = a[0] === x && a[1] === y ? b : b[0] === x && b[1] === y ? a : null;
          if (other) on.push(`${l.name} to ${map.cellName ? map.cellName(...other) : other.join(',')}`);
        }
      }
      const height_ = map.layers.filter((l) => l.kind === 'digits').map((l) => l.get(model, x, y)).find((d) => d > 0);
      const words = [name, ...on, ...(height_ ? [`height ${height_}`] : [])].join(', ');
      const cell = g.shape(x, y, {
        class: `cell${cursor.x === x && cursor.y === y ? ' cursor' : ''}`,
        fill: map.colours[t] || '#eee',
        'data-cell': `${x},${y}`,
        'data-testid': `cell-${x}-${y}`,
      }, tip(`${map.cellName ? map.cellName(x, y) : `${x},${y}`}: ${words}`));
      cell.addEventListener('click', () => act(x, y));
      out.append(cell);
      const [cx, cy] = g.centre(x, y);
      on.filter((n) => MARK[n] || !n.includes(' to ')).forEach((n, i) => {
        const [glyph, colour] = MARK[n] || ['•', '#333'];
        out.append(s('text', { x: cx - 8 + i * 8, y: cy - 6, 'font-size': 8, fill: colour, 'pointer-events': 'none', 'aria-hidden': 'true' }, glyph));
      });
      if (height_) out.append(s('text', { x: cx + 7, y: cy + 11, 'font-size': 7, fill: '#555', 'pointer-events': 'none', 'aria-hidden': 'true' }, String(height_)));
    }
  }
  for (const l of map.layers.filter((k) => k.kind === 'links')) {
    for (const [a, b] of l.pairs(model)) {
      const [p, q] = [g.centre(a[0], a[1]), g.centre(b[0], b[1])];
      out.append(s('line', { x1: p[0], y1: p[1], x2: q[0], y2: q[1], stroke: '#7a5a1c', 'stroke-width': 3, 'stroke-linecap': 'round', 'pointer-events': 'none', 'aria-hidden': 'true' }));
    }
  }
  if (pending) {
    const [cx, cy] = g.centre(pending[0], pending[1]);
    out.append(s('circle', { cx, cy, r: 6, fill: 'none', stroke: '#7a5a1c', 'stroke-width': 2, 'pointer-events': 'none', 'aria-hidden': 'true' }));
  }
  const at = (pos) => (Array.isArray(pos) ? g.centre(pos[0], pos[1]) : null);
  for (const o of profile.objectives ? model.objectives || [] : []) {
    const c = at(o.hex);
    if (c) out.append(s('text', { x: c[0], y: c[1] + 12, 'text-anchor': 'middle', 'font-size': 9, class: 'objective' }, '★', tip(`objective ${o.name ?? ''}`)));
  }
  profile.groups(model).forEach((grp, k) => {
    const colour = SIDE[grp.colour ?? k] || '#555';
    const dump = grp.dump ? at(grp.obj.dump) : null;
    if (dump) out.append(s('text', { x: dump[0], y: dump[1] - 9, 'text-anchor': 'middle', 'font-size': 8, fill: colour }, 'dump', tip(`${grp.obj.name}'s dump`)));
    if (!grp.place) return;
    grp.obj[grp.units].forEach((u, i) => {
      const c = at(u[grp.place]);
      if (!c) return;
      // The unit's number in its group's list; its name in the tooltip.
      out.append(s('g', { class: 'unit', 'pointer-events': 'none' },
        s('rect', { x: c[0] - 9, y: c[1] - 6, width: 18, height: 12, rx: 2, fill: colour }),
        s('text', { x: c[0], y: c[1] + 3, 'text-anchor': 'middle', 'font-size': 8, fill: 'white' }, `${grp.mark}${i + 1}`),
        tip(`${u.id ? `${u.id}: ` : ''}${u.name}`)));
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
    const up = map.cells === 'hexes' ? -1 : 1;
    const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, up], ArrowDown: [0, -up] }[e.key];
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

/** The rows resized to `width` × `height`, new cells `fill`. */
export function resizeRows(rows, width, height, fill = '.') {
  const out = [];
  for (let y = 0; y < height; y++) {
    const letters = [...(rows[y] || '')].slice(0, width);
    while (letters.length < width) letters.push(fill);
    out.push(letters.join(''));
  }
  return out;
}

/** The rows with cell (x, y) set to `letter`. */
export function paintRows(rows, x, y, letter) {
  return rows.map((r, k) => {
    if (k !== y) return r;
    const letters = [...r];
    letters[x] = letter;
    return letters.join('');
  });
}

/** A layer of cells kept as a list of `[x, y]` at `map[key]` (roads, rail, works). */
export function cellList(key, name) {
  const list = (m) => m.map[key] || [];
  return {
    kind: 'cells',
    key,
    name,
    has: (m, x, y) => list(m).some(([a, b]) => a === x && b === y),
    toggle: (m, x, y) => {
      const l = list(m);
      const i = l.findIndex(([a, b]) => a === x && b === y);
      if (i >= 0) l.splice(i, 1);
      else l.push([x, y]);
      m.map[key] = l;
    },
    // Cells off a map made smaller are dropped with it.
    fit: (m, w, hgt) => { if (m.map[key]) m.map[key] = m.map[key].filter(([a, b]) => a < w && b < hgt); },
  };
}

/** A layer of digits a cell, kept as rows at `map[key]` (heights), 0 where not written. */
export function digitRows(key, name) {
  return {
    kind: 'digits',
    key,
    name,
    get: (m, x, y) => Number([...(m.map[key]?.[y] || '')][x] || 0),
    set: (m, x, y, d) => {
      const [w, hgt] = [Math.max(0, ...m.map.terrain.map((r) => [...r].length)), m.map.terrain.length];
      m.map[key] = paintRows(resizeRows(m.map[key] || [], w, hgt, '0'), x, y, String(d));
    },
    fit: (m, w, hgt) => { if (m.map[key]?.length) m.map[key] = resizeRows(m.map[key], w, hgt, '0'); },
  };
}

/** A map kept as rows of letters at `map.terrain`, sized by the editor. */
export function letters(cells, terrain, colours, layers = []) {
  return {
    cells,
    terrain,
    colours,
    layers,
    resizable: true,
    size: (m) => [Math.max(0, ...m.map.terrain.map((r) => [...r].length)), m.map.terrain.length],
    get: (m, x, y) => [...(m.map.terrain[y] || '')][x] ?? '.',
    set: (m, x, y, l) => { m.map.terrain = paintRows(m.map.terrain, x, y, l); },
    resize: (m, w, hgt) => {
      m.map.terrain = resizeRows(m.map.terrain, w, hgt);
      for (const l of layers) l.fit(m, w, hgt);
    },
  };
}
