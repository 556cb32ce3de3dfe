// Rapier Offensive: the table's sectors (axes across, lines up the table, the attack moving up),
// the attacking units and the defence as the seat sees it (face-down counters, with what
// reconnaissance found), the TRPs, and the off-table boxes: undeployed, division reserve (R1),
// corps reserve (R2), exited and gone.

import { s, tip, words } from '../dom.js';
import { sidc, counter, stackPlaces } from '../symbols.js';

const CW = 168;
const CH = 112;
const M = 30;
const PIECE_W = 30; // a counter's width as drawn, before a crowded sector shrinks it
const BOX_PIECE = 28; // a counter's width in the boxes below the table
const BOXES = ['undeployed', 'r1', 'r2', 'exited', 'gone'];
const BOX_NAMES = { undeployed: 'not deployed', r1: 'division reserve (R1)', r2: 'corps reserve (R2)', exited: 'exited', gone: 'gone' };
// The boxes' names where the whole name does not fit the box (it shows on hover).
const BOX_SHORT = { undeployed: 'to deploy', r1: 'R1 reserve', r2: 'R2 reserve', exited: 'exited', gone: 'gone' };
/** A box's label that fits `width` px of 11-px text: its name and how many it holds. */
function boxLabel(b, n, width) {
  const full = `${BOX_NAMES[b]} (${n})`;
  return full.length * 6.2 <= width ? full : `${BOX_SHORT[b]} (${n})`;
}
const DIV_COLOURS = ['#2f5d8a', '#3f7f4f', '#7a4f96', '#8a6d2f', '#2f7f86'];
const TERRAIN = { open: '#f1eedf', urban: '#ddd3c7', woods: '#cfe0c3', hills: '#e6d9b8', swamp: '#d7e5e8' };

const sectorKey = (x, y) => `${x},${y}`;

function locKey(loc) {
  if (typeof loc === 'string') return `box:${loc}`;
  if (loc && loc.table) return sectorKey(loc.table.x, loc.table.y);
  return null;
}

function abbrev(label) {
  const map = { assault: 'Asl', motorised: 'Mot', hq: 'HQ', infantry: 'Inf', tank: 'Tk', artillery: 'Art', 'anti-tank': 'AT', recce: 'Rec', engineer: 'Eng', mortar: 'Mor', dummy: '?', fortification: 'Fort', minefield: 'Mine', 'assault-gun': 'AG', 'rocket-artillery': 'Rkt', 'motor-rifle': 'MR', cavalry: 'Cav' };
  const base = String(label).split(/[ (-]/)[0];
  return map[label] || map[base] || base.slice(0, 4);
}

/** The unit an action moves, as a piece key. */
export function subject(a) {
  if (typeof a !== 'object' || a === null) return null;
  if (a.unit !== undefined) return `u${a.unit}`;
  if (a.battery !== undefined) return `u${a.battery}`;
  return TOOLS[a.do] ? `tool:${a.do}` : null;
}

/** Actions that move no piece but aim at the table: each is a tool to pick, then a sector. */
const TOOLS = { 'fire-mission': 'fire mission', 'air-strike': 'air strike', 'plot-trp': 'plot a TRP' };

/** What a tool is called on its button. */
export function toolName(key) {
  return TOOLS[key.slice(5)] || key.slice(5);
}

/** A warning before fire lands in a sector where the seat's own troops are. */
export function warn(a, view) {
  if (!a || !['fire-mission', 'air-strike', 'fire'].includes(a.do)) return null;
  const k = cells(a, view).find((c) => !c.startsWith('box:'));
  if (!k) return null;
  const umpire = view.seat === 0;
  const own = view.units.filter((u) => u.side === (umpire ? 'defender' : 'attacker') && locKey(u.loc) === k).map((u) => u.name);
  if (umpire && !own.length) own.push(...view.counters.filter((c) => sectorKey(c.sector.x, c.sector.y) === k).map((c) => `counter ${c.counter}`));
  return own.length ? `that sector holds your own troops (${own.join(', ')}).` : null;
}

function placeKey(p, view) {
  if (p === null || p === undefined) return null;
  if (typeof p === 'string') return `box:${p}`;
  if (p.x !== undefined) return sectorKey(p.x, p.y);
  if (p.sector) return sectorKey(p.sector.x, p.sector.y);
  if (p.counter !== undefined) {
    const c = view.counters.find((k) => k.counter === p.counter);
    if (c) return sectorKey(c.sector.x, c.sector.y);
    const u = view.units.find((k) => k.counter === p.counter);
    return u ? locKey(u.loc) : null;
  }
  if (p.unit !== undefined) {
    const u = view.units.find((k) => k.id === p.unit);
    return u ? locKey(u.loc) : null;
  }
  return null;
}

/** The cells (sectors or boxes) an action names. */
export function cells(a, view) {
  if (typeof a !== 'object' || a === null) return [];
  const out = [];
  for (const f of ['sector', 'to', 'target']) {
    const k = placeKey(a[f], view);
    if (k) out.push(k);
  }
  if (a.do === 'exit') out.push('box:exited');
  return out;
}

export function clock(v) {
  return v.turn[0] === 0 ? `set-up, ${v.turn[1]} turns` : `turn ${v.turn[0]} of ${v.turn[1]}`;
}

export function status(v) {
  if (!v) return '';
  const lines = [
    `Phase: ${words(v.phase.phase)}${v.fog ? ' — thick fog' : ''}${v.event && v.event !== 'none' ? ` — event: ${words(v.event)}` : ''}`,
    `Fire missions left: ${v.fire_missions[0]} before the battle, ${v.fire_missions[1]} on call (${v.fire_missions[2]} used this turn); reconnaissance left: ${v.recon_left}`,
    `${v.breakthrough_exited[1] ? `Break-through units exited: ${v.breakthrough_exited[0]} of ${v.breakthrough_exited[1]}` : 'Break-through units: none named yet'}; counters removed unseen: ${v.unseen_kills}`,
  ];
  if (v.plotted) {
    lines.unshift(`The corps commander's map at the command post, as the staff officer plotted it at the start of ${words(v.plotted[1].phase)} (turn ${v.plotted[0]}): moves made at the table since then reach it when the step ends.`);
  }
  if (v.losses) {
    const l = v.losses;
    lines.unshift(`Ground combat in A${l.sector.x + 1}-L${l.sector.y + 1}: the ${l.side === 'defender' ? 'umpire' : 'division commander'} chooses the ${l.side}'s losses, ${l.hits_left} hit${l.hits_left === 1 ? '' : 's'} left (RAP-8: the most kills, assault troops that rolled 2d6 first, spread evenly).`);
  }
  if (v.bonus) {
    const b = v.bonus;
    lines.unshift(`Ground combat in A${b.sector.x + 1}-L${b.sector.y + 1}: give the bonus dice of unit ${b.giver} to one of your units there; they fire in its column (${b.options.map(([id, d]) => `unit ${id}: ${d} dice`).join(', ')}).`);
  }
  if (v.free_shot) {
    const f = v.free_shot;
    const opts = f.options.length ? `: ${f.options.map(([id, d]) => `unit ${id} with ${d} dice`).join(', ')}` : '';
    lines.unshift(`A unit withdraws from A${f.sector.x + 1}-L${f.sector.y + 1}: the owner of the units there picks who takes the free shot (RAP-6)${opts}.`);
  }
  if (v.trps) lines.push(`TRPs: ${v.trps.length ? v.trps.map((t) => `A${t.x + 1}-L${t.y + 1}`).join(', ') : 'none plotted'}`);
  if (v.defender_moves_left !== null && v.defender_moves_left !== undefined) lines.push(`Defender moves left: ${v.defender_moves_left}`);
  return lines.join('\n');
}

/** The symbol's arm for a Rapier label ("assault mot. infantry", "anti-tank"…), or null for
 * what is no unit (works and obstacles, drawn as their name). */
function armOf(label) {
  const l = String(label || '');
  if (/fortification|minefield|wire|obstacle/.test(l)) return null;
  if (/dummy/.test(l)) return 'unknown';
  if (/^hq|\bhq\b/.test(l)) return 'headquarters';
  if (/anti-tank/.test(l)) return 'anti-tank';
  if (/rocket/.test(l)) return 'rocket-artillery';
  if (/artillery/.test(l)) return 'artillery';
  if (/mortar/.test(l)) return 'mortar';
  if (/engineer/.test(l)) return 'engineer';
  if (/recce/.test(l)) return 'recce';
  if (/cavalry/.test(l)) return 'cavalry';
  if (/tank/.test(l)) return 'armour';
  if (/infantry/.test(l)) return /mot\./.test(l) ? 'motorised' : 'infantry';
  return 'unknown';
}

/** A unit's size from its name ("Gds Rifle Bn 1" a battalion); a battalion by default. */
function sizeOf(name) {
  const n = String(name || '');
  if (/\bBde\b|brigade/i.test(n)) return 'brigade';
  if (/\bRegt?\b|\bRgt\b|regiment/i.test(n)) return 'regiment';
  if (/\bCoy?\b|company/i.test(n)) return 'company';
  if (/\bDiv\b|division/i.test(n)) return 'division';
  return 'battalion';
}

/** A counter as a piece: its drawing `PIECE_W` wide, placed later by `put`. */
function piece(key, label, { enemy = false, unknown = false, name = '', number = '', band = null, dim = false }, title, ui, cell) {
  const g = s('g', { class: 'piece', 'data-piece': key, 'data-at': cell || '' });
  if (ui.subjects.has(key)) g.classList.add('can-act');
  if (ui.selected === key) g.classList.add('selected');
  const arm = label ? armOf(label) : 'unknown';
  const code = arm ? sidc({ arm, enemy, unknown, size: arm === 'unknown' ? '' : sizeOf(name), hq: arm === 'headquarters' }) : null;
  const { g: drawing } = counter(code, PIECE_W, { strength: number, band, dim, text: abbrev(label) });
  g.append(drawing, tip(title));
  g.addEventListener('click', (e) => { e.stopPropagation(); ui.onPiece(key, cell); });
  return g;
}

/** Puts a piece at (x, y), `w` wide. */
function put(p, x, y, w) {
  p.setAttribute('transform', `translate(${x.toFixed(1)},${y.toFixed(1)}) scale(${(w / PIECE_W).toFixed(3)})`);
}

/** Lays pieces out in rows across `w` from (x, y); the height they take. */
function layout(parent, pieces, x, y, w) {
  const perRow = Math.max(1, Math.floor(w / (BOX_PIECE + 2)));
  pieces.forEach((p, i) => {
    put(p, x + (i % perRow) * (BOX_PIECE + 2), y + Math.floor(i / perRow) * (BOX_PIECE * 0.92 + 2), BOX_PIECE);
    parent.append(p);
  });
  return Math.ceil(pieces.length / perRow) * (BOX_PIECE * 0.92 + 2);
}

export function draw(v, ui) {
  const [axes, lines] = v.size;
  const width = M + axes * CW + 10;
  const unitChip = (u) => {
    const key = u.id !== null && u.id !== undefined ? `u${u.id}` : `c${u.counter}`;
    const colour = u.side === 'defender' ? '#a33b2b' : DIV_COLOURS[u.division % DIV_COLOURS.length] || '#555';
    const title = `${u.name}${u.side === 'attacker' && u.id !== null && u.id !== undefined ? ` (#${u.id})` : ''} — ${words(u.label)}${u.side === 'attacker' && u.division !== 255 ? `, division ${u.division + 1}` : ''}${u.face_down ? ' (face down)' : ''}${u.moved ? ', moved' : ''}`;
    const defender = u.side === 'defender';
    return piece(key, u.label, {
      enemy: defender, name: u.name, number: defender ? '' : `${u.id}`, dim: u.face_down,
      band: defender ? null : colour,
    }, title, ui, locKey(u.loc));
  };
  const bySector = new Map();
  const byBox = new Map(BOXES.map((b) => [b, []]));
  for (const u of v.units) {
    const k = locKey(u.loc);
    if (k && k.startsWith('box:')) byBox.get(k.slice(4))?.push(unitChip(u));
    else if (k) (bySector.get(k) || bySector.set(k, []).get(k)).push(unitChip(u));
  }
  for (const c of v.counters) {
    const k = sectorKey(c.sector.x, c.sector.y);
    const ch = piece(`c${c.counter}`, c.scouted || null, { enemy: true, unknown: true, number: `#${c.counter}` },
      `counter #${c.counter}${c.scouted ? `: reconnaissance found ${c.scouted}` : ' (face down, unknown)'}`, ui, k);
    (bySector.get(k) || bySector.set(k, []).get(k)).push(ch);
  }
  const grid = s('g', {});
  const trps = new Set((v.trps || []).map((t) => sectorKey(t.x, t.y)));
  for (let y = 0; y < lines; y++) {
    for (let x = 0; x < axes; x++) {
      const k = sectorKey(x, y);
      const px = M + x * CW;
      const py = 20 + (lines - 1 - y) * CH;
      const terrain = v.terrain.length ? v.terrain[y * axes + x] : null;
      const t = terrain ? terrain.terrain : null;
      const cell = s('rect', {
        class: `cell${ui.targets.has(k) ? ' target' : ''}`, x: px, y: py, width: CW, height: CH,
        fill: terrain && terrain.impassable ? '#9a9384' : (TERRAIN[t] || '#f1eedf'), 'data-cell': k,
      }, tip(`sector A${x + 1}-L${y + 1}${t ? ` (${words(t)}${terrain.impassable ? ', impassable' : ''}${terrain.roads ? ', road' : ''})` : ''}`));
      cell.addEventListener('click', () => ui.onCell(k));
      grid.append(cell, s('text', { class: 'label', x: px + 4, y: py + 12, text: `A${x + 1}-L${y + 1}${trps.has(k) ? ' ◎ TRP' : ''}` }));
      // Each counter of a sector in a place of its own, smaller when the sector is crowded.
      const here = bySector.get(k) || [];
      stackPlaces(here.length, px + CW / 2, py + 16 + (CH - 20) / 2, CW - 8, CH - 22, PIECE_W + 4).forEach(([qx, qy, w], i) => {
        put(here[i], qx, qy, w);
        grid.append(here[i]);
      });
    }
  }
  for (let x = 0; x < axes; x++) grid.append(s('text', { class: 'label', x: M + x * CW + CW / 2 - 8, y: 14, text: `A${x + 1}` }));
  grid.append(s('text', { class: 'label', x: 4, y: 14, text: 'objective ↑' }));
  const boxes = s('g', {});
  const boxW = (width - 10) / BOXES.length;
  let top = 30 + lines * CH;
  let tallest = 40;
  BOXES.forEach((b, i) => {
    const px = 5 + i * boxW;
    const inner = s('g', {});
    const used = layout(inner, byBox.get(b), px + 4, top + 18, boxW - 8);
    tallest = Math.max(tallest, used + 24);
    const k = `box:${b}`;
    const rect = s('rect', { class: `cell${ui.targets.has(k) ? ' target' : ''}`, x: px, y: top, width: boxW - 4, height: 0, fill: '#efeadb', 'data-cell': k, rx: 4 });
    rect.addEventListener('click', () => ui.onCell(k));
    rect.append(s('title', { text: BOX_NAMES[b] }));
    boxes.append(rect, s('text', { class: 'label', 'data-box': b, x: px + 4, y: top + 12, text: boxLabel(b, byBox.get(b).length, boxW - 12) }), inner);
  });
  for (const r of boxes.querySelectorAll('rect[data-cell]')) r.setAttribute('height', tallest);
  const height = top + tallest + 10;
  return s('svg', { viewBox: `0 0 ${width} ${height}`, role: 'img', 'aria-label': 'Rapier table' }, grid, boxes);
}

/** What the colours and marks mean. */
export function legend() {
  return [
    [sidc({ arm: 'infantry', size: 'battalion' }), 'an attacking unit: NATO symbol, its number below, its division\'s colour along the foot (1 blue, 2 green, 3 purple)'],
    [sidc({ arm: 'armour', size: 'battalion', enemy: true }), 'a defending unit face up'],
    [sidc({ arm: 'unknown', enemy: true, unknown: true }), 'a face-down counter, dashed (#number; the kind once reconnaissance found it)'],
    ['#f1eedf', 'a sector: A is the axis, L the line; the attack moves up'],
    ['#e3a400', 'outlined: may act, or where the selected piece may go'],
  ];
}

/** The final count, a line a side: units gone and exited (from the final board, which hides nothing). */
export function summary(v) {
  return ['attacker', 'defender'].map((side) => {
    // Dummies are removed when revealed: they are no loss.
    const units = v.units.filter((u) => u.side === side && u.kind !== 'dummy');
    const gone = units.filter((u) => u.loc === 'gone').length;
    const exited = units.filter((u) => u.loc === 'exited').length;
    return `${side === 'attacker' ? 'Attacker' : 'Defender (the umpire)'}: ${gone} of ${units.length} units lost${side === 'attacker' ? `, ${exited} exited` : ''}`;
  });
}
