// Operational Art: the hex map (terrain, roads and rail, elevation, works), the stands with the
// side they face, the objectives with their points and holder, and the activation cards.

import { s, tip, hexPoints, hexCentre, fromOffset, hexKey, hexName, BEARING, words } from '../dom.js';
import { sidc, counter, stackPlaces } from '../symbols.js';

const R = 30;
const TERRAIN = { open: '#f1eedf', woods: '#cfe0c3', village: '#e2d6c6', 'built-up': '#cbbfae', river: '#bcd7ea' };
const SIDE_COLOURS = { axis: '#5b6470', soviet: '#a33b2b' };

/** A stand's arm, from what it is called and whether it is artillery. */
function armOf(st) {
  const n = String(st.name);
  if (/^HQ\b|headquarters/i.test(n)) return 'headquarters';
  if (st.artillery) return /rocket|katyusha|guards mortar/i.test(n) ? 'rocket-artillery' : 'artillery';
  if (/tank|panzer|armou?r/i.test(n)) return 'armour';
  if (/anti-tank|panzerjäger/i.test(n)) return 'anti-tank';
  if (/motori[sz]ed|panzergrenadier|mechani[sz]ed/i.test(n)) return 'motorised';
  if (/cavalry|reiter/i.test(n)) return 'cavalry';
  if (/recon|recce|aufkl/i.test(n)) return 'recce';
  if (/engineer|sapper|pionier/i.test(n)) return 'engineer';
  return 'infantry';
}

/** A stand's size from its name (the first unit it names: "909th Rifle Regiment/…"). */
function sizeOf(st) {
  const n = String(st.name).split('/')[0];
  if (/^HQ\b/i.test(st.name)) return /division/i.test(st.name) ? 'division' : /corps/i.test(st.name) ? 'corps' : 'regiment';
  const m = /\b(battalion|regiment|brigade|division|company|battery)\b/i.exec(n);
  return m ? m[1].toLowerCase() : 'regiment';
}

export function subject(a) {
  return a && typeof a === 'object' && a.stand !== undefined ? `s${a.stand}` : null;
}

export function cells(a, view) {
  if (!a || typeof a !== 'object') return [];
  if (a.to) return [hexKey(a.to)];
  if (a.target !== undefined) {
    const st = view.stands.find((x) => x.id === a.target);
    return st && st.hex ? [hexKey(st.hex)] : [];
  }
  return [];
}

export function clock(v) {
  return `turn ${v.turn[0]} of ${v.turn[1]}`;
}

export function status(v) {
  if (!v) return '';
  const active = v.active === null || v.active === undefined ? 'none' : v.divisions[v.active]?.name ?? v.active;
  const lines = [
    `Active division: ${active}; cards turned: ${v.turned.map((d) => v.divisions[d]?.name ?? d).join(', ') || 'none'}; face down: ${v.face_down}`,
    ...v.divisions.map((d) => `${d.name} (${d.side}, ${d.die}): morale ${d.morale[0]} of ${d.morale[1]}${d.assets ? ', corps assets' : ''}`),
    `Objectives: ${v.objectives.map(([h, p, holder]) => `${hexName(h)} worth ${p}, ${holder ? `held by ${holder}` : 'unheld'}`).join('; ')}`,
  ];
  return lines.join('\n');
}

export function draw(v, ui) {
  const { width, height, cells: terrain } = v.map;
  const g = s('g', {});
  const centre = new Map();
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) {
      const hex = fromOffset(col, row);
      const k = hexKey(hex);
      const [x, y] = hexCentre(col, row, R);
      centre.set(k, [x, y]);
      const c = terrain[row * width + col];
      const poly = s('polygon', {
        class: `cell${ui.targets.has(k) ? ' target' : ''}`, points: hexPoints(x, y, R - 1),
        fill: TERRAIN[c.terrain] || '#f1eedf', 'data-cell': k,
      }, tip(`${col},${row}: ${words(c.terrain)}${c.elevation ? `, height ${c.elevation}` : ''}${c.road ? ', road' : ''}${c.rail ? ', rail' : ''}${c.works ? ', works' : ''}`));
      poly.addEventListener('click', () => ui.onCell(k));
      g.append(poly);
      if (c.road || c.rail) g.append(s('circle', { cx: x, cy: y, r: 3, fill: c.rail ? '#333' : '#a0793d' }));
      g.append(s('text', { class: 'coord', x, y: y - R * 0.62, 'text-anchor': 'middle', text: `${col},${row}` }));
      if (c.elevation) g.append(s('text', { class: 'label', x: x - R + 10, y: y + R / 2, text: `▲${c.elevation}` }));
      if (c.works) g.append(s('text', { class: 'label', x: x + R / 3, y: y + R / 2, text: '⌂' }));
    }
  }
  for (const [h, p, holder] of v.objectives) {
    const c = centre.get(hexKey(h));
    if (c) g.append(s('text', { class: 'big', x: c[0] - 6, y: c[1] - R / 2 + 2, fill: holder ? SIDE_COLOURS[holder] : '#b07d00', text: `★${p}` }));
  }
  // A large stand spans two hexes (section 7): a band from its rear hex to its front, where
  // the piece stands (the front hex is where it moves and fires from).
  for (const st of v.stands) {
    if (!st.hex || !st.rear) continue;
    const [f, b] = [centre.get(hexKey(st.hex)), centre.get(hexKey(st.rear))];
    if (!f || !b) continue;
    const colour = SIDE_COLOURS[v.divisions[st.division]?.side] || '#555';
    g.append(s('line', { class: 'rear', 'data-rear': `s${st.id}`, x1: b[0], y1: b[1], x2: f[0], y2: f[1], stroke: colour, 'stroke-width': 12, 'stroke-linecap': 'round', opacity: 0.45 },
      tip(`#${st.id} ${st.name}: a large stand, its rear in ${hexName(st.rear)}`)));
  }
  // The seat's own side is friendly (blue); a spectator sees the Soviet side as its own.
  const mine = v.divisions.find((d) => d.seat === v.seat)?.side || 'soviet';
  const inHex = new Map();
  for (const st of v.stands) {
    if (!st.hex) continue;
    const k = hexKey(st.hex);
    (inHex.get(k) || inHex.set(k, []).get(k)).push(st);
  }
  for (const [k, here] of inHex) {
    const c = centre.get(k);
    if (!c) continue;
    const places = stackPlaces(here.length, c[0], c[1] + 3, R * 1.35, R * 1.05, R * 0.95);
    here.forEach((st, i) => {
      const [x, y, w] = places[i];
      const div = v.divisions[st.division];
      const key = `s${st.id}`;
      const piece = s('g', { class: 'piece', 'data-piece': key, 'data-at': k, transform: `translate(${x.toFixed(1)},${y.toFixed(1)})` });
      if (ui.subjects.has(key)) piece.classList.add('can-act');
      if (ui.selected === key) piece.classList.add('selected');
      const a = ((BEARING[st.facing] ?? 0) - 90) * (Math.PI / 180);
      const arm = armOf(st);
      const { g: drawing, h } = counter(sidc({ arm, size: sizeOf(st), hq: arm === 'headquarters', enemy: div?.side !== mine }), w, {
        strength: st.artillery ? `${st.value} (${st.range})` : `${st.value}`, band: SIDE_COLOURS[div?.side],
      });
      // The side it faces: a line from its centre out past its edge.
      const [cx, cy] = [w / 2, h / 2];
      piece.append(drawing,
        s('line', { class: 'facing', x1: cx + Math.cos(a) * w * 0.46, y1: cy + Math.sin(a) * h * 0.5, x2: cx + Math.cos(a) * w * 0.8, y2: cy + Math.sin(a) * h * 0.85, stroke: '#111', 'stroke-width': Math.max(1, w / 14) }),
        tip(`${st.name} (${div?.name ?? 'division'}), value ${st.value}, faces ${st.facing}${st.artillery ? `, artillery range ${st.range}` : ''}${st.rear ? `, large: its rear in ${hexName(st.rear)}` : ''}${st.done[0] ? ', moved' : ''}${st.done[2] ? ', attacked' : ''}`));
      piece.addEventListener('click', (e) => { e.stopPropagation(); ui.onPiece(key, k); });
      g.append(piece);
    });
  }
  const w = 1.5 * R * width + R / 2 + 8;
  const hgt = Math.sqrt(3) * R * (height + 0.5) + 8;
  return s('svg', { viewBox: `0 0 ${w.toFixed(0)} ${hgt.toFixed(0)}`, role: 'img', 'aria-label': 'Operational Art map' }, g);
}

/** What the colours and marks mean. */
export function legend() {
  return [
    [sidc({ arm: 'infantry', size: 'regiment' }), 'your side\'s stand: NATO symbol and size, its value below (artillery: value and range); the side\'s colour along the foot (Soviet red, Axis grey); the line points where it faces'],
    [sidc({ arm: 'armour', size: 'battalion', enemy: true }), 'the other side\'s stand; a pale band behind a stand: a large stand\'s rear hex'],
    [TERRAIN.woods, 'woods'], [TERRAIN.village, 'village'], [TERRAIN['built-up'], 'built-up'], [TERRAIN.river, 'river'],
    ['#b07d00', '★ an objective and its points (coloured by its holder); ▲ height; ⌂ works; • road, black • rail'],
  ];
}

/** The final count, a line a side: stands destroyed and each division's morale. */
export function summary(v) {
  return ['axis', 'soviet'].map((side) => {
    const divs = v.divisions.map((d, i) => [d, i]).filter(([d]) => d.side === side);
    const stands = v.stands.filter((st) => v.divisions[st.division]?.side === side);
    const lost = stands.filter((st) => !st.hex).length;
    const morale = divs.map(([d]) => `${d.name} ${d.morale[0]} of ${d.morale[1]}`).join(', ');
    return `${side === 'axis' ? 'Axis' : 'Soviet'}: ${lost} of ${stands.length} stands destroyed; morale ${morale}`;
  });
}
