// NQM: the hex map (terrain, roads, bridges and found minefields), the objectives as this seat
// last saw them, its own stands (concealed ones marked) and the enemy its troops can see.

import { s, tip, hexPoints, hexCentre, fromOffset, hexKey, hexName, words } from '../dom.js';
import { sidc, counter, stackPlaces } from '../symbols.js';

const R = 30;
const TERRAIN = { Open: '#f1eedf', Woods: '#cfe0c3', Village: '#ddd3c7', River: '#bcd7ea' };
const SIDE = ['#2f5d8a', '#a33b2b'];

/** The arm a stand's symbol shows, from what the view says it is and carries. */
function armOf(st) {
  if (st.command) return 'headquarters';
  if (st.role === 'recce') return 'recce';
  if (st.role === 'engineer') return 'engineer';
  if (st.role === 'fuel' || st.arm === 'logistic') return 'supply';
  const gun = String(st.gun || '');
  if (gun.startsWith('artillery')) return 'artillery';
  if (gun.startsWith('mortar')) return 'mortar';
  if (/at-gun|anti-tank/.test(gun)) return 'anti-tank';
  if (gun.startsWith('tank') || /^armour/.test(st.mover)) return 'armour';
  if (st.mover === 'light-recce') return 'recce';
  if (st.mover === 'motorised') return 'motorised';
  if (st.mover === 'cavalry-cycle') return 'cavalry';
  return 'infantry';
}

/** A stand's size, as its name gives it (a company by default: NQM's usual stand). */
function sizeOf(st) {
  const m = /\b(platoon|section|company|battery|battalion|regiment|brigade)\b/i.exec(st.name);
  if (m) return m[1].toLowerCase();
  return st.command ? 'battalion' : 'company';
}

export function subject(a) {
  if (!a || typeof a !== 'object') return null;
  if (a.stand !== undefined) return `s${a.stand}`;
  if (a.action === 'air-strike') return 'tool:air';
  return null;
}

/** What a tool (an action that moves no piece) is called on its button. */
export function toolName(key) {
  return { 'tool:air': 'air sortie' }[key] || key.slice(5);
}

export function cells(a) {
  if (!a || typeof a !== 'object') return [];
  if (a.action === 'air-strike') return [hexKey(a.target)];
  if (!a.order) return [];
  return ['to', 'target', 'at'].filter((f) => a.order[f]).map((f) => hexKey(a.order[f]));
}

/** A warning before fire or a sortie lands where the seat's own stands are. */
export function warn(a, v) {
  const target = a && (a.action === 'air-strike' ? a.target : a.order?.order === 'fire' ? a.order.target : null);
  if (!target || !v.own) return null;
  const here = v.own.filter((st) => st.hex && hexKey(st.hex) === hexKey(target));
  return here.length ? `${hexName(target)} holds your own ${here.length === 1 ? 'stand' : `${here.length} stands`} (${here.map((st) => st.name).join(', ')}).` : null;
}

function time(v) {
  // The view's hour is the battle's hour, counted from 0: the hour that opens at start + hour.
  return `${String((v.start_hour + v.hour) % 24).padStart(2, '0')}:00`;
}

export function clock(v) {
  // Once the last hour has run the battle is over: there is no hour `hours + 1` to name.
  if (v.over || v.hour >= v.hours) return `${time(v)} — the battle is over after ${v.hours} hours`;
  return `${time(v)} — hour ${v.hour + 1} of ${v.hours}`;
}

export function status(v) {
  if (!v) return '';
  const who = v.spectator ? 'spectators' : v.side === null ? 'the umpire' : v.side_names[v.side];
  const lines = [`As ${who} sees it. Finished the hour: ${v.side_names.filter((_, i) => v.done[i]).join(', ') || 'nobody yet'}`];
  for (const o of v.objectives) lines.push(`${o.name} (${hexName(o.hex)}): ${v.side_names[o.holder] ? `held by ${v.side_names[o.holder]}` : 'the sides last saw different holders'}`);
  if (v.div_log.length) lines.push(`Divisional supply in the dump: ${v.div_log.join(', ')}; air sorties left today: ${v.sorties_left.join(', ')}`);
  if ((v.corps_div_log || []).some((n) => n > 0)) lines.push(`Div Log at corps (a vehicle sent back from the dump brings one): ${v.corps_div_log.join(', ')}`);
  for (const u of v.relayed || []) lines.push(`Reported: ${relayedText(u)}`);
  for (const r of v.reports.slice(-8)) lines.push(r);
  return lines.join('\n');
}

// A unit of the subordinate's as its report reaches the commander: where its headquarters is
// and how it stands, not where each stand is.
function relayedText(u) {
  const parts = [`${u.stands} stand${u.stands === 1 ? '' : 's'}, ${u.figures} figures`];
  if (u.markers) parts.push(`${u.markers} casualties`);
  if (u.shaken) parts.push(`${u.shaken} disorganised or gone to ground`);
  if (u.no_ammo) parts.push(`${u.no_ammo} out of ammunition`);
  if (u.in_contact) parts.push('in contact');
  return `${u.name} at ${hexName(u.hex)}: ${parts.join(', ')}`;
}

export function draw(v, ui) {
  const g = s('g', {});
  const centre = new Map();
  const roads = new Set(v.roads.map(hexKey));
  for (let row = 0; row < v.height; row++) {
    for (let col = 0; col < v.width; col++) {
      const hex = fromOffset(col, row);
      const k = hexKey(hex);
      const [x, y] = hexCentre(col, row, R);
      centre.set(k, [x, y]);
      const t = v.terrain[row * v.width + col];
      const poly = s('polygon', { class: `cell${ui.targets.has(k) ? ' target' : ''}`, points: hexPoints(x, y, R - 1), fill: TERRAIN[t] || '#f1eedf', 'data-cell': k }, tip(`${col},${row}: ${words(String(t).toLowerCase())}${roads.has(k) ? ', road' : ''}`));
      poly.addEventListener('click', () => ui.onCell(k));
      g.append(poly);
      if (roads.has(k)) g.append(s('circle', { cx: x, cy: y, r: 3, fill: '#a0793d' }));
      g.append(s('text', { class: 'coord', x, y: y - R * 0.62, 'text-anchor': 'middle', text: `${col},${row}` }));
    }
  }
  for (const f of v.features) {
    const c = f.at && centre.get(hexKey(f.at));
    if (!c) continue;
    const mark = { bridge: '⊓', bridgehead: '⚑', demolished: '✕', minefield: '⁂', 'major-river': '≈', 'crossing-planned': '⇥' }[f.kind] || '•';
    g.append(s('text', { class: 'big', x: c[0] + 6, y: c[1] - 6, text: mark }, tip(words(f.kind))));
  }
  for (const o of v.objectives) {
    const c = centre.get(hexKey(o.hex));
    if (c) g.append(s('text', { class: 'big', x: c[0] - R * 0.8, y: c[1] - R * 0.3, fill: SIDE[o.holder] || '#b07d00', text: '★' }, tip(o.name)));
  }
  // Every counter in a hex has a place of its own: enemy sightings, own stands, reported units.
  const inHex = new Map();
  const add = (k, item) => (inHex.get(k) || inHex.set(k, []).get(k)).push(item);
  for (const e of v.enemy) add(hexKey(e.hex), { enemy: e });
  for (const st of v.own) add(hexKey(st.hex), { own: st });
  for (const u of v.relayed || []) add(hexKey(u.hex), { relayed: u });
  const mySide = v.side === null || v.side === undefined ? 0 : v.side;
  for (const [k, items] of inHex) {
    const c = centre.get(k);
    if (!c) continue;
    const places = stackPlaces(items.length, c[0], c[1] + 4, R * 1.4, R * 1.15, R * 0.95);
    items.forEach((it, i) => {
      const [x, y, w] = places[i];
      if (it.enemy) {
        const e = it.enemy;
        const { g: drawing } = counter(sidc({ arm: e.vehicles ? 'armour' : 'infantry', enemy: true, unknown: true }), w, { strength: e.figures });
        // A click on the enemy is a click on its hex (a target).
        const mark = s('g', { class: 'enemy', 'data-at': k, 'data-mark': `enemy:${k}:${i}`, transform: `translate(${x.toFixed(1)},${y.toFixed(1)})` }, drawing,
          tip(`enemy seen at ${hexName(e.hex)}: ${e.figures} figures${e.vehicles ? ', vehicles' : ''}, ${words(e.position)}`));
        mark.addEventListener('click', (ev) => { ev.stopPropagation(); ui.onCell(k); });
        g.append(mark);
      } else if (it.own) {
        const st = it.own;
        const pk = `s${st.index}`;
        const marks = [];
        if (st.disorganised) marks.push('D');
        else if (st.after_combat) marks.push('d');
        if (st.to_ground) marks.push('G');
        if (/dug|entrench|fortif/.test(st.position)) marks.push('E');
        const enemy = st.side !== mySide;
        const { g: drawing } = counter(sidc({ arm: armOf(st), size: sizeOf(st), hq: st.command, enemy }), w, { strength: st.figures, marks, dim: st.concealed });
        const piece = s('g', { class: 'piece', 'data-piece': pk, 'data-at': k, transform: `translate(${x.toFixed(1)},${y.toFixed(1)})` }, drawing);
        if (ui.subjects.has(pk)) piece.classList.add('can-act');
        if (ui.selected === pk) piece.classList.add('selected');
        piece.append(tip(`${st.name}: ${st.figures} figures, ${st.markers} markers, ${words(st.arm)}, grade ${st.grade}, ${words(st.position)}${st.concealed ? ', concealed' : ''}${st.disorganised ? ', disorganised' : ''}${st.after_combat ? ', disorganised after combat' : ''}${st.to_ground ? ', gone to ground' : ''}${st.sat_tight ? ', sitting tight' : ''}; order: ${words(st.order.order)}${(st.instructions || []).length ? `; standing: ${st.instructions.join('; ')}` : ''}`));
        piece.addEventListener('click', (ev) => { ev.stopPropagation(); ui.onPiece(pk, k); });
        g.append(piece);
      } else {
        const u = it.relayed;
        const { g: drawing } = counter(sidc({ arm: 'infantry', size: 'battalion', unknown: true }), w, { strength: `${u.stands} st` });
        g.append(s('g', { class: 'relayed', 'data-at': k, transform: `translate(${x.toFixed(1)},${y.toFixed(1)})` }, drawing, tip(`as reported: ${relayedText(u)}`)));
      }
    });
  }
  const w = 1.5 * R * v.width + R / 2 + 8;
  const hgt = Math.sqrt(3) * R * (v.height + 0.5) + 8;
  return s('svg', { viewBox: `0 0 ${w.toFixed(0)} ${hgt.toFixed(0)}`, role: 'img', 'aria-label': 'NQM map' }, g);
}

/** What the colours and marks mean. */
export function legend() {
  return [
    [sidc({ arm: 'infantry', size: 'company' }), 'your stand (a company of infantry here): NATO symbol, size above, figures below; paler while concealed'],
    [sidc({ arm: 'armour', enemy: true, unknown: true }), 'an enemy in sight (dashed: seen, not identified): foot or vehicles, figures'],
    [sidc({ arm: 'infantry', size: 'battalion', unknown: true }), 'dashed and your colour: a unit of your subordinate\'s, as reported (stands)'],
    ['#fff3b0', 'marks: D disorganised, d disorganised after combat, G gone to ground, E dug in'],
    [TERRAIN.Woods, 'woods'], [TERRAIN.Village, 'village'], [TERRAIN.River, 'river'],
    ['#b07d00', '★ an objective, coloured by its holder as last seen; • road; ⊓ bridge, ⚑ bridgehead, ⁂ minefield, ≈ major river, ⇥ crossing planned'],
  ];
}
