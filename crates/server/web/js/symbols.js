// Counters as wargamers read them: NATO / APP-6 unit symbols drawn by milsymbol (vendored
// unchanged under ../vendor, MIT), the seat's own side friendly (blue) and the enemy hostile
// (red), with the unit's size above the frame, a headquarters' staff, a dashed frame for what is
// not yet known, the strength under it and small marks for its state; and the layout of a
// stack, each counter in a place of its own, so that none overlaps another at any zoom.

import { ms } from '../vendor/milsymbol/src/milsymbol.js';
import ground from '../vendor/milsymbol/src/lettersidc/sidc/ground.js';
import equipment from '../vendor/milsymbol/src/lettersidc/sidc/equipment.js';
import { s } from './dom.js';

ms.addIcons([ground, equipment]);
ms.setStandard('APP6');

/** The function part of a letter-coded symbol (APP-6B / 2525C, characters 5 to 10) by arm. */
const FUNCTION = {
  infantry: 'UCI---',
  motorised: 'UCIM--',
  mechanised: 'UCIZ--',
  armour: 'UCA---',
  recce: 'UCR---',
  cavalry: 'UCRH--',
  artillery: 'UCF---',
  'rocket-artillery': 'UCFR--',
  mortar: 'UCFM--',
  'anti-tank': 'UCAA--',
  'assault-gun': 'UCAAAS',
  engineer: 'UCE---',
  'air-defence': 'UCD---',
  supply: 'USS---',
  headquarters: 'UH----',
  unknown: '------',
};

/** The echelon (character 12) by unit size. */
const ECHELON = {
  team: 'A', squad: 'B', section: 'C', platoon: 'D', company: 'E', battery: 'E', battalion: 'F',
  regiment: 'G', brigade: 'H', division: 'I', corps: 'J', army: 'K',
};

/**
 * The letter code of a symbol: `arm` (a key of FUNCTION), `size` (a key of ECHELON), `enemy`,
 * `hq` (a headquarters' staff), `unknown` (a dashed frame: planned, reported, face down).
 */
export function sidc({ arm = 'unknown', size = '', enemy = false, hq = false, unknown = false }) {
  const fn = FUNCTION[arm] || FUNCTION.unknown;
  return `S${enemy ? 'H' : 'F'}G${unknown ? 'A' : 'P'}${fn}${hq ? 'A' : '-'}${ECHELON[size] || '-'}---`;
}

const drawn = new Map(); // a symbol's code -> its drawing, made once

/** The symbol of code `code` as an SVG group, fitted into `w` × `h` at (x, y), centred. */
export function symbol(code, x, y, w, h) {
  let proto = drawn.get(code);
  if (!proto) {
    const dom = new ms.Symbol(code, { size: 40, strokeWidth: 4, outlineWidth: 0 }).asDOM();
    const [vx, vy, vw, vh] = (dom.getAttribute('viewBox') || '0 0 100 100').split(/[ ,]+/).map(Number);
    const g = document.createElementNS('http://www.w3.org/2000/svg', 'g');
    g.append(...[...dom.childNodes].map((n) => n.cloneNode(true)));
    proto = { g, vx, vy, vw, vh };
    drawn.set(code, proto);
  }
  const k = Math.min(w / proto.vw, h / proto.vh);
  const ox = x + (w - proto.vw * k) / 2 - proto.vx * k;
  const oy = y + (h - proto.vh * k) / 2 - proto.vy * k;
  const el = proto.g.cloneNode(true);
  el.setAttribute('transform', `translate(${ox.toFixed(2)},${oy.toFixed(2)}) scale(${k.toFixed(4)})`);
  el.setAttribute('aria-hidden', 'true');
  el.setAttribute('class', 'symbol');
  return el;
}

/**
 * A counter's drawing, `w` wide (`code` null: no unit, `text` printed instead), in a group at the origin: a pale back (the piece's outline for
 * selection and focus rings), the symbol, the strength printed under it, and state marks in its
 * corners (`marks`: short strings such as 'D' for disorganised).
 */
export function counter(code, w, { strength = '', marks = [], dim = false, band = null, text = '' } = {}) {
  const h = w * 0.92;
  const back = s('rect', { class: 'back', width: w, height: h, rx: w * 0.08, fill: 'var(--counter, #fffdf7)', stroke: '#333', 'stroke-width': Math.max(0.4, w / 60) });
  const parts = [back];
  // A counter of no unit (an obstacle, a work) prints its kind instead of a symbol.
  if (code) parts.push(symbol(code, w * 0.04, w * 0.02, w * 0.92, h * (strength === '' ? 0.96 : 0.7)));
  else parts.push(s('text', { x: w / 2, y: h * 0.5, 'text-anchor': 'middle', 'font-size': (w * 0.3).toFixed(1), fill: '#111', text }));
  // A formation's colour, as a band along the foot of the counter.
  if (band) parts.push(s('rect', { x: w * 0.06, y: h * 0.9, width: w * 0.88, height: h * 0.08, fill: band }));
  if (strength !== '') {
    parts.push(s('text', { class: 'strength', x: w / 2, y: h * 0.93, 'text-anchor': 'middle', 'font-size': (w * 0.26).toFixed(1), fill: '#111', text: String(strength) }));
  }
  marks.forEach((m, i) => {
    const r = w * 0.14;
    parts.push(s('circle', { cx: w - r * (1 + 2.2 * i), cy: r, r, fill: '#fff3b0', stroke: '#111', 'stroke-width': w / 80 }),
      s('text', { x: w - r * (1 + 2.2 * i), y: r * 1.45, 'text-anchor': 'middle', 'font-size': (r * 1.3).toFixed(1), fill: '#111', 'font-weight': 700, text: m }));
  });
  const g = s('g', { opacity: dim ? 0.6 : 1 }, ...parts);
  return { g, w, h };
}

/**
 * Places for `n` counters in a box `boxW` × `boxH` centred on (cx, cy): a grid of as many
 * columns as fit, every counter the same width and none overlapping. Each place is [x, y, w]
 * (its top left corner and width; a counter is 0.92 of its width high).
 */
export function stackPlaces(n, cx, cy, boxW, boxH, maxW) {
  if (n === 0) return [];
  let best = null;
  for (let cols = 1; cols <= n; cols++) {
    const rows = Math.ceil(n / cols);
    const w = Math.min(maxW, boxW / cols - 1, (boxH / rows - 1) / 0.92);
    if (!best || w > best.w) best = { cols, rows, w };
  }
  const { cols, rows, w } = best;
  const gap = 1;
  const h = w * 0.92;
  const totalW = Math.min(n, cols) * (w + gap) - gap;
  const totalH = rows * (h + gap) - gap;
  const places = [];
  for (let i = 0; i < n; i++) {
    const c = i % cols;
    const r = Math.floor(i / cols);
    places.push([cx - totalW / 2 + c * (w + gap), cy - totalH / 2 + r * (h + gap), w]);
  }
  return places;
}

/** The arms, for a board's key: [code, words]. */
export function keyEntries(arms) {
  return arms.map(([arm, words]) => [sidc({ arm }), words]);
}
