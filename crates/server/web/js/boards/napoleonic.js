// de Gre's Napoleonic rules: the squares (north up), terrain, each unit with its facing,
// formation and stands, the melees' contact squares, and each shot's aim and landing point.

import { stackPlaces } from '../symbols.js';
import { s, tip, BEARING8, words } from '../dom.js';

const S = 46;
const TERRAIN = { open: '#f1eedf', trees: '#cfe0c3', houses: '#ddd3c7', water: '#bcd7ea', road: '#e6dcc0', bridge: '#c9b48a' };
const SIDE = ['#2f5d8a', '#a33b2b'];
const KIND = { 'line-infantry': 'Inf', 'light-infantry': 'Lt', 'guards-infantry': 'Gd', 'line-cavalry': 'Cav', 'light-cavalry': 'LC', 'guards-cavalry': 'GC', 'foot-battery': 'FA', 'horse-battery': 'HA', commander: 'Cdr' };
const FORM = { line: 'line', column: 'col', square: 'sq', skirmish: 'sk' };

const key = (sq) => `${sq.x},${sq.y}`;

/** A block's outline by formation, 40 × 36 at most: a line wide and thin, a column narrow
 * and deep, a square square, skirmishers a loose line (dashed); centred on (20, 18). */
const SHAPE = { line: [36, 12], column: [16, 28], square: [24, 24], skirmish: [36, 12] };

/**
 * A unit as a block in a 40 × 36 box: turned to face its way (its front edge thick), its arm
 * marked inside as on a map (infantry a cross, cavalry a diagonal, a battery a gun's dot, a
 * commander a flag), its stands (or guns) printed under it, upright.
 */
function block(u) {
  const [bw, bh] = u.guns.length ? (u.limbered ? [16, 26] : [30, 14]) : (SHAPE[u.formation] || [30, 16]);
  const turn = BEARING8[u.facing] ?? 0;
  const inner = [
    s('rect', { class: 'back', x: -bw / 2, y: -bh / 2, width: bw, height: bh, rx: 1.5, fill: SIDE[u.side] || '#555', stroke: '#111', 'stroke-width': 0.8, 'stroke-dasharray': u.formation === 'skirmish' ? '3 2' : null }),
    // The front: the edge facing the enemy.
    s('line', { x1: -bw / 2, y1: -bh / 2, x2: bw / 2, y2: -bh / 2, stroke: '#111', 'stroke-width': 2.4 }),
  ];
  const kind = String(u.kind);
  const mark = { stroke: 'white', 'stroke-width': 1.4 };
  const [mw, mh] = [bw / 2 - 2, bh / 2 - 2];
  if (kind.endsWith('infantry')) inner.push(s('line', { x1: -mw, y1: -mh, x2: mw, y2: mh, ...mark }), s('line', { x1: -mw, y1: mh, x2: mw, y2: -mh, ...mark }));
  else if (kind.endsWith('cavalry')) inner.push(s('line', { x1: -mw, y1: mh, x2: mw, y2: -mh, ...mark }));
  else if (kind.endsWith('battery')) inner.push(s('circle', { cx: 0, cy: 0, r: Math.min(mw, mh, 4), fill: 'white' }));
  else if (kind === 'commander') inner.push(s('path', { d: `M${-mw / 2},${mh} V${-mh} H${mw / 2} V0 H${-mw / 2}`, fill: 'none', ...mark }));
  if (u.formation === 'square' && !u.guns.length) inner.push(s('rect', { x: -6, y: -6, width: 12, height: 12, fill: 'none', stroke: 'white', 'stroke-width': 1 }));
  const label = u.guns.length ? `${u.guns.length}g${u.limbered ? ' L' : ''}` : `${u.stands} ${FORM[u.formation] || u.formation}`;
  return [
    s('g', { transform: `translate(20,15) rotate(${turn})` }, ...inner),
    s('text', { x: 20, y: 35, 'text-anchor': 'middle', 'font-size': 8, fill: '#111', text: `${KIND[u.kind] || kind.slice(0, 3)} ${label}` }),
  ];
}

export function subject(a) {
  if (!a || typeof a !== 'object') return null;
  if (a.unit !== undefined) return `u${a.unit}`;
  if (a.battery !== undefined) return `u${a.battery}`;
  // Four units forming one square (8A): picked from the first, the others' squares light up.
  if (Array.isArray(a.units)) return `u${a.units[0]}`;
  return null;
}

export function cells(a, view) {
  if (!a || typeof a !== 'object') return [];
  const out = [];
  if (a.to) out.push(key(a.to));
  for (const f of ['target', 'into']) {
    if (a[f] !== undefined) {
      const u = view.units[a[f]];
      if (u) out.push(key(u.square));
    }
  }
  if (Array.isArray(a.units)) {
    for (const k of a.units.slice(1)) {
      const u = view.units[k];
      if (u) out.push(key(u.square));
    }
  }
  if (a.aim) {
    const side = (view.square_inches || 4) * 10;
    out.push(`${Math.floor(a.aim[0] / side)},${Math.floor(a.aim[1] / side)}`);
  }
  return out;
}

export function clock(v) {
  return `turn ${v.turn} of ${v.turns} — ${words(v.phase.step || Object.values(v.phase)[0] || '')}`;
}

export function status(v) {
  if (!v) return '';
  const lines = [
    `${v.names[0]}: ${v.points[0]} points — ${v.names[1]}: ${v.points[1]} points; ${v.names[v.attacker]} attacks`,
  ];
  if (v.my_orders.length) lines.push(`Your orders this step: ${v.my_orders.join('; ')}`);
  // 5I, 8C: the units this side faces (out of a melee, or a broken square).
  const toFace = (v.to_face || [])
    .map((k) => v.units.find((u) => u.index === k && u.side === v.side))
    .filter(Boolean);
  if (toFace.length) lines.push(`Face these units as you wish (out of a melee, or a broken square), then done: ${toFace.map((u) => u.name).join(', ')}`);
  for (const m of v.melees) {
    lines.push(`Melee at ${m.contact.x},${m.contact.y}: ${m.attackers.length} attacking${m.my_card ? `; your card: ${words(m.my_card)}` : ''}${m.other_committed ? '; the other side has chosen its card' : ''}`);
  }
  for (const r of v.reports.slice(-6)) lines.push(r);
  return lines.join('\n');
}

export function draw(v, ui) {
  const g = s('g', {});
  const px = (x) => 20 + x * S;
  const py = (y) => 10 + (v.height - 1 - y) * S;
  for (let y = 0; y < v.height; y++) {
    for (let x = 0; x < v.width; x++) {
      const k = `${x},${y}`;
      const t = v.terrain[y * v.width + x];
      const r = s('rect', { class: `cell${ui.targets.has(k) ? ' target' : ''}`, x: px(x), y: py(y), width: S, height: S, fill: TERRAIN[t] || '#f1eedf', 'data-cell': k }, tip(`square ${x},${y}: ${words(t)}`));
      r.addEventListener('click', () => ui.onCell(k));
      g.append(r);
    }
    g.append(s('text', { class: 'label', x: 2, y: py(y) + S / 2 + 4, text: y }));
  }
  for (let x = 0; x < v.width; x++) g.append(s('text', { class: 'label', x: px(x) + S / 2 - 4, y: py(-1) + 12, text: x }));
  for (const m of v.melees) {
    g.append(s('rect', { x: px(m.contact.x) + 2, y: py(m.contact.y) + 2, width: S - 4, height: S - 4, fill: 'none', stroke: '#c0392b', 'stroke-width': 3, 'stroke-dasharray': '4 3' }, tip('a melee')));
  }
  // Guns whose crew is all lost stand on the field, belonging to nobody, until a battery of
  // their side takes them up or the enemy captures them.
  for (const u of v.units) {
    if (u.status !== 'abandoned') continue;
    g.append(s('g', { class: 'abandoned', transform: `translate(${px(u.square.x) + S - 22},${py(u.square.y) + S - 14})` },
      s('rect', { width: 20, height: 11, rx: 2, fill: '#ddd', stroke: SIDE[u.side] || '#555', 'stroke-dasharray': '2 1' }),
      s('text', { x: 10, y: 9, 'text-anchor': 'middle', fill: '#333', 'font-size': 8, text: `${u.guns.length}g` }),
      tip(`guns left on the field by ${u.name}: ${u.guns.map(words).join(', ') || 'none'}${u.wagon ? ', wagon' : ''}`)));
  }
  // A square of four units (8A): one outline round its 2 × 2 block.
  const groups = new Map();
  for (const u of v.units) {
    if (u.status !== 'on-board' || u.square_with === undefined || u.square_with === null) continue;
    const g0 = groups.get(u.square_with) || { x: u.square.x, y: u.square.y, side: u.side };
    groups.set(u.square_with, { x: Math.min(g0.x, u.square.x), y: Math.min(g0.y, u.square.y), side: u.side });
  }
  for (const [anchor, b] of groups) {
    g.append(s('rect', { class: 'group-square', 'data-square-of': `u${anchor}`, x: px(b.x) + 2, y: py(b.y + 1) + 2, width: 2 * S - 4, height: 2 * S - 4, fill: 'none', stroke: SIDE[b.side], 'stroke-width': 3, 'stroke-dasharray': '6 3' },
      tip('a square formed by four units together (8A)')));
  }
  // Each unit of a square in a place of its own (a square holds a few at most).
  const inSquare = new Map();
  for (const u of v.units) {
    if (u.status !== 'on-board') continue;
    const k = key(u.square);
    (inSquare.get(k) || inSquare.set(k, []).get(k)).push(u);
  }
  for (const [k, here] of inSquare) {
    const [sx, sy] = [px(here[0].square.x), py(here[0].square.y)];
    const places = stackPlaces(here.length, sx + S / 2, sy + S / 2 + 2, S - 6, S - 8, 40);
    here.forEach((u, i) => {
      const [x, y, w] = places[i];
      const pk = `u${u.index}`;
      const piece = s('g', { class: 'piece', 'data-piece': pk, 'data-at': k, transform: `translate(${x.toFixed(1)},${y.toFixed(1)}) scale(${(w / 40).toFixed(3)})` });
      if (ui.subjects.has(pk)) piece.classList.add('can-act');
      if (ui.selected === pk) piece.classList.add('selected');
      piece.append(...block(u), tip(`${u.name} [${u.id}] (${words(u.kind)}): ${u.stands} stands, ${words(u.formation)}${u.square_with !== undefined && u.square_with !== null ? ' (one of four units in one square)' : ''}, faces ${u.facing}${u.guns.length ? `, guns: ${u.guns.map(words).join(', ')}` : ''}${u.limbered ? ', limbered' : ''}${u.holding ? ', holding canister' : ''}${u.moved ? ', moved' : ''}`));
      piece.addEventListener('click', (e) => { e.stopPropagation(); ui.onPiece(pk, k); });
      g.append(piece);
    });
  }
  const inch = S / (v.square_inches || 4);
  for (const m of v.marks) {
    const ax = 20 + (m.aim[0] / 10) * inch;
    const ay = 10 + v.height * S - (m.aim[1] / 10) * inch;
    const ix = 20 + (m.impact[0] / 10) * inch;
    const iy = 10 + v.height * S - (m.impact[1] / 10) * inch;
    g.append(
      s('line', { x1: ax, y1: ay, x2: ix, y2: iy, stroke: SIDE[m.side], 'stroke-width': 1, 'stroke-dasharray': '2 2' }),
      s('text', { x: ax - 4, y: ay + 4, fill: SIDE[m.side], text: '×' }, tip('aim')),
      s('circle', { cx: ix, cy: iy, r: 4, fill: '#222', opacity: 0.7 }, tip(`shell landed at ${(m.impact[0] / 10).toFixed(1)}", ${(m.impact[1] / 10).toFixed(1)}"`)),
    );
  }
  return s('svg', { viewBox: `0 0 ${v.width * S + 30} ${v.height * S + 30}`, role: 'img', 'aria-label': 'Napoleonic battlefield' }, g);
}

/** What the colours and marks mean. */
export function legend() {
  return [
    [SIDE[0], 'side A: a block turned to face its way (thick edge in front); wide and thin in line, narrow and deep in column, square in square, dashed as skirmishers; inside, a cross for infantry, a diagonal for cavalry, a dot for a battery, a flag for a commander; under it the kind and its stands (or guns, L limbered)'],
    [SIDE[1], 'side B'],
    [TERRAIN.trees, 'trees'], [TERRAIN.houses, 'houses'], [TERRAIN.water, 'water'], [TERRAIN.road, 'road'], [TERRAIN.bridge, 'bridge'],
    ['#222', '× where a gun aimed, ● where the shell landed; a dashed red square is a melee'],
    ['#dddddd', 'grey, dashed: guns left on the field with no crew (a battery of their side takes them up, the enemy captures them)'],
  ];
}

/** The final count, a line a side: units destroyed, retreated off the board, guns abandoned. */
export function summary(v) {
  return [0, 1].map((side) => {
    const units = v.units.filter((u) => u.side === side);
    const n = (status) => units.filter((u) => u.status === status).length;
    return `Side ${side ? 'B' : 'A'}: ${n('destroyed')} of ${units.length} units destroyed, ${n('off-board')} off the board, ${n('abandoned')} batteries abandoned`;
  });
}
