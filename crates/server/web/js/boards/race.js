// Race-for-X: the two players' routes to the objective with each corps' zone, the choice of the
// turn (secret until both have chosen), the battle being fought (units fielded, the defence),
// each corps' units with their losses, and the campaign's history.

import { s, tip, words } from '../dom.js';
import { sidc, symbol } from '../symbols.js';

const W = 860;
const ZW = 128;
const SIDE = ['#2f5d8a', '#a33b2b'];

/** A unit kind's NATO arm ("tank" armour…); null for what is no unit (a minefield). */
function armOf(spec) {
  const k = String(spec.kind);
  if (k === 'minefield') return null;
  if (k === 'dummy') return 'unknown';
  if (k === 'tank') return 'armour';
  if (k === 'infantry') return spec.motorised ? 'motorised' : 'infantry';
  if (['anti-tank', 'artillery', 'cavalry', 'engineer', 'recce', 'mortar'].includes(k)) return k;
  return 'unknown';
}

export function subject() {
  return null;
}

/** The cells an order names: a choice box, a unit to field, a defence force, the fight. */
export function cells(a) {
  if (!a || typeof a !== 'object') return [];
  switch (a.do) {
    case 'choose': return [`choose:${a.action}`];
    case 'field': return [`unit:${a.unit}`];
    case 'end-field': return ['fight'];
    case 'defend': return [`defence:${a.force}`];
    default: return [];
  }
}

export function clock(v) {
  return `turn ${v.state.turn} of at most ${v.state.rules.max_turns} — ${words(v.state.phase.step)}`;
}

export function status(v) {
  if (!v) return '';
  const st = v.state;
  const lines = [`Objective: ${st.objective}. ${st.players.map((p) => `${p.name} in zone ${p.zone}`).join('; ')}.`];
  if (v.other_has_chosen) lines.push('The other player has chosen this turn\'s action.');
  for (const e of st.history.slice(-6)) {
    lines.push(`Turn ${e.turn}: ${st.players[e.player]?.name ?? e.player} ${words(e.action)} — ${words(e.battle)}${e.report ? ` (${e.report.lost} lost, ${e.report.exited} exited, ${e.report.objectives} objectives)` : ''}, now zone ${e.zone}`);
  }
  return lines.join('\n');
}

function box(ui, key, x, y, w, hgt, fill, label, title) {
  const g = s('g', {});
  const r = s('rect', { class: `cell${ui.targets.has(key) ? ' target' : ''}`, x, y, width: w, height: hgt, rx: 4, fill, 'data-cell': key }, tip(title));
  r.addEventListener('click', () => ui.onCell(key));
  g.append(r, s('text', { x: x + 6, y: y + 15, text: label }));
  return g;
}

export function draw(v, ui) {
  const st = v.state;
  const g = s('g', {});
  // The seat's own player is friendly (blue); a spectator sees player A as its own.
  const me = typeof v.seat === 'number' && v.seat < 2 ? v.seat : 0;
  let y = 10;
  st.players.forEach((p, i) => {
    g.append(s('text', { class: 'big', x: 10, y: y + 12, fill: SIDE[i], text: `${p.name} (player ${i ? 'B' : 'A'})` }));
    y += 18;
    const zones = [...p.route, st.objective];
    zones.forEach((name, z) => {
      const x = 10 + z * (ZW + 8);
      const here = p.zone === z + 1;
      g.append(s('rect', { class: 'cell', x, y, width: ZW, height: 40, rx: 4, fill: z === zones.length - 1 ? '#f3e3b3' : '#f1eedf', 'stroke-width': here ? 3 : 1, stroke: here ? SIDE[i] : '#9c9584' }, tip(`zone ${z + 1}: ${name}`)));
      // A long name goes on two lines rather than being cut.
      const label = `${z + 1}. ${name}`;
      const cut = label.length > 21 ? label.lastIndexOf(' ', 21) : -1;
      const lines = cut > 3 ? [label.slice(0, cut), label.slice(cut + 1)] : [label];
      lines.forEach((t, n) => g.append(s('text', { x: x + 5, y: y + 14 + n * 11, text: t })));
      if (here) g.append(s('circle', { cx: x + ZW - 14, cy: y + 27, r: 8, fill: SIDE[i] }, tip(`${p.name} is here`)));
    });
    y += 50;
    p.units.forEach((u, k) => {
      const x = 10 + (k % 4) * 210;
      const row = y + Math.floor(k / 4) * 26;
      const fielded = st.fight && st.current === i && st.fight.fielded.includes(k);
      const b = box(ui, `unit:${k}`, x, row, 202, 22, fielded ? '#dbe8d4' : '#fbfaf4',
        `${u.spec.name} ${u.spec.stands - u.lost}/${u.spec.stands}`,
        `${u.spec.name}: ${words(u.spec.kind)}${u.spec.motorised ? ', motorised' : ''}; ${u.lost} of ${u.spec.stands} stands lost${fielded ? '; fielded' : ''}`);
      // The unit's NATO symbol at the right of its box, the player's own friendly.
      const arm = armOf(u.spec);
      if (arm) b.append(symbol(sidc({ arm, enemy: i !== me }), x + 202 - 26, row + 1, 24, 20));
      g.append(b);
    });
    y += Math.ceil(p.units.length / 4) * 26 + 14;
  });
  g.append(s('text', { class: 'big', x: 10, y: y + 12, text: 'This turn' }));
  y += 20;
  ['attack', 'regroup'].forEach((c, k) => {
    g.append(box(ui, `choose:${c}`, 10 + k * 140, y, 130, 24, '#fbfaf4', `choose: ${c}`, `choose to ${c} this turn (secret until both have chosen)`));
  });
  if (st.fight) {
    g.append(box(ui, 'fight', 300, y, 250, 24, '#f3e3b3', `battle: ${words(st.fight.battle)}, quota ${st.fight.quota}`, 'the battle being prepared; click to field no more units when that is allowed'));
  }
  y += 32;
  g.append(s('text', { class: 'label', x: 10, y: y + 10, text: 'Defences:' }));
  y += 14;
  st.defences.forEach((d, k) => {
    const x = 10 + (k % 3) * 280;
    const row = y + Math.floor(k / 3) * 26;
    g.append(box(ui, `defence:${k}`, x, row, 272, 22, '#fbfaf4', `${d.name} (size ${d.size})`, `${d.name}: ${d.units.map((u) => `${u.stands} ${u.name}`).join(', ')}`));
  });
  y += Math.ceil(st.defences.length / 3) * 26 + 10;
  return s('svg', { viewBox: `0 0 ${W} ${y}`, role: 'img', 'aria-label': 'Race-for-X campaign' }, g);
}

/** What the colours and marks mean. */
export function legend() {
  return [
    [SIDE[0], 'player A\'s corps: the ring marks its zone'],
    [SIDE[1], 'player B\'s corps'],
    ['#f3e3b3', 'the objective, and the battle being prepared'],
    ['#dbe8d4', 'a unit fielded in the battle; each unit shows stands left of its full strength'],
  ];
}

/** The final count, a line a player: the zone reached and the stands lost. */
export function summary(v) {
  return v.state.players.map((p, i) => {
    const lost = p.units.reduce((n, u) => n + u.lost, 0);
    const all = p.units.reduce((n, u) => n + u.spec.stands, 0);
    return `${p.name} (player ${i ? 'B' : 'A'}): zone ${p.zone}; ${lost} of ${all} stands lost`;
  });
}
