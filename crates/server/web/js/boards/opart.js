// Operational Art: the hex map (terrain, roads and rail, elevation, works), the stands with the
// side they face, the objectives with their points and holder, and the activation cards.

import { s, tip, hexPoints, hexCentre, fromOffset, hexKey, hexName, BEARING, words } from '../dom.js';

const R = 30;
const TERRAIN = { open: '#f1eedf', woods: '#cfe0c3', village: '#e2d6c6', 'built-up': '#cbbfae', river: '#bcd7ea' };
const SIDE_COLOURS = { axis: '#5b6470', soviet: '#a33b2b' };

/** Stands in one hex overlap: the page spreads a stack when it is clicked. */
export const stacks = true;

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
  const stacked = new Map();
  for (const st of v.stands) {
    if (!st.hex) continue;
    const k = hexKey(st.hex);
    const c = centre.get(k);
    if (!c) continue;
    const n = stacked.get(k) || 0;
    stacked.set(k, n + 1);
    const div = v.divisions[st.division];
    const key = `s${st.id}`;
    const piece = s('g', { class: 'piece', 'data-piece': key, 'data-at': k, transform: `translate(${c[0] + n * 6 - 12},${c[1] + n * 6 - 8})` });
    if (ui.subjects.has(key)) piece.classList.add('can-act');
    if (ui.selected === key) piece.classList.add('selected');
    const a = ((BEARING[st.facing] ?? 0) - 90) * (Math.PI / 180);
    piece.append(
      s('rect', { width: 24, height: 16, rx: 2, fill: SIDE_COLOURS[div?.side] || '#555', stroke: '#111', 'stroke-width': 0.6 }),
      s('line', { x1: 12, y1: 8, x2: 12 + Math.cos(a) * 14, y2: 8 + Math.sin(a) * 14, stroke: '#111', 'stroke-width': 2 }),
      s('text', { x: 12, y: 12, 'text-anchor': 'middle', fill: 'white', text: st.artillery ? `A${st.value}` : `${st.value}` }),
      tip(`#${st.id} ${st.name} (${div?.name ?? 'division'}), value ${st.value}, faces ${st.facing}${st.artillery ? `, artillery range ${st.range}` : ''}${st.rear ? `, large: its rear in ${hexName(st.rear)}` : ''}${st.done[0] ? ', moved' : ''}${st.done[2] ? ', attacked' : ''}`),
    );
    piece.addEventListener('click', (e) => { e.stopPropagation(); ui.onPiece(key, k); });
    g.append(piece);
  }
  const w = 1.5 * R * width + R / 2 + 8;
  const hgt = Math.sqrt(3) * R * (height + 0.5) + 8;
  return s('svg', { viewBox: `0 0 ${w.toFixed(0)} ${hgt.toFixed(0)}`, role: 'img', 'aria-label': 'Operational Art map' }, g);
}

/** What the colours and marks mean. */
export function legend() {
  return [
    [SIDE_COLOURS.soviet, 'a Soviet stand: its value (A: artillery); the line points where it faces'],
    [SIDE_COLOURS.axis, 'an Axis stand; a pale band behind a stand: a large stand\'s rear hex'],
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
