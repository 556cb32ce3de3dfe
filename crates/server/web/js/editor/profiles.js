// What the editor knows of each rule set's scenario file beyond its JSON Schema: the blank
// scenario, how the map is kept and drawn (its ground letters, layers and colours), which lists
// hold the forces and their units (and where a unit stands), and the fields whose values the
// schema gives only in words. The fields themselves, their bounds and defaults come from the
// schema (editor/form.js); whether a scenario is valid is the server's check alone.

import { letters, cellList, digitRows } from './map.js';

const choice = (values) => ({ type: 'select', values });

/** Napoleonic: a board of squares, row 0 at the first side's edge (drawn at the bottom). */
const napoleonic = {
  id: 'napoleonic',
  map: letters('squares',
    [['.', 'open'], ['T', 'trees'], ['H', 'houses'], ['~', 'water'], ['=', 'road'], ['B', 'bridge']],
    { '.': '#f1eedf', T: '#cfe0c3', H: '#ddd3c7', '~': '#bcd7ea', '=': '#e6dcc0', B: '#c9b48a' }),
  blank: () => ({
    ruleset: 'napoleonic',
    name: '',
    title: '',
    rules: { turns: 12, first_attacker: 'a' },
    map: { terrain: Array.from({ length: 8 }, () => '.'.repeat(10)) },
    sides: [
      { id: 'a', name: 'Side A', edge: 'south', units: [] },
      { id: 'b', name: 'Side B', edge: 'north', units: [] },
    ],
  }),
  groups: (m) => m.sides.map((side, k) => ({
    title: `Side ${side.id}`, path: `sides[${k}]`, obj: side, def: 'SideSpec', units: 'units', unitDef: 'UnitSpec', place: 'square', mark: side.id.slice(0, 1),
    add: `add a unit to ${side.name}`,
    newUnit: (n) => ({ id: `${side.id}-${n}`, name: `${side.name} unit ${n}`, kind: 'line-infantry', square: [0, 0], facing: side.edge === 'north' ? 'S' : 'N' }),
  })),
  overrides: {
    'RulesSpec.first_attacker': { type: 'side', label: 'first attacker' },
    'RulesSpec.shot': { skip: true },
    'SideSpec.edge': { ...choice(['south', 'north']), label: 'edge behind it' },
    'UnitSpec.kind': choice(['line-infantry', 'light-infantry', 'guards-infantry', 'line-cavalry', 'light-cavalry', 'guards-cavalry', 'foot-battery', 'horse-battery', 'commander']),
    'UnitSpec.facing': choice(['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW']),
    'UnitSpec.formation': choice(['line', 'column', 'square']),
  },
};

/** NQM: a map of hexes, `[column, row]`, odd columns shifted down. */
const nqm = {
  id: 'nqm',
  map: letters('hexes', [['.', 'open'], ['W', 'woods'], ['V', 'village'], ['~', 'river']],
    { '.': '#f1eedf', W: '#cfe0c3', V: '#ddd3c7', '~': '#bcd7ea' },
    [cellList('roads', 'road'), cellList('major_river', 'major river')]),
  blank: () => ({
    ruleset: 'nqm',
    name: '',
    title: '',
    rules: { start_hour: 6, hours: 6, hex_m: 500 },
    map: { terrain: Array.from({ length: 6 }, () => '.'.repeat(8)), roads: [] },
    objectives: [],
    sides: [
      { id: 'blue', name: 'Blue', div_log: 1, dump: [0, 0], units: [] },
      { id: 'red', name: 'Red', div_log: 1, dump: [7, 5], units: [] },
    ],
  }),
  groups: (m) => m.sides.map((side, k) => {
    const hqs = side.units.filter((u) => u.command).map((u) => [u.id, u.name]);
    return {
      title: `Side ${side.id}`, path: `sides[${k}]`, obj: side, def: 'SideSpec', units: 'units', unitDef: 'UnitSpec', place: 'hex', mark: side.id.slice(0, 1), dump: true,
      add: `add a unit to ${side.name}`,
      newUnit: (n) => ({ id: `${side.id}-${n}`, name: `${side.name} stand ${n}`, arm: 'teeth', grade: 'R', mover: 'foot', weapon: 'L', figures: 3, hex: [0, 0] }),
      // A unit's parent and the side's subordinate commander are among its headquarters.
      override: (def, key, unit) => {
        if ((def === 'UnitSpec' && key === 'parent') || (def === 'SideSpec' && key === 'subordinate')) {
          return { type: 'parent', label: key === 'parent' ? 'belongs to' : 'subordinate commander', values: hqs.filter(([id]) => id !== unit?.id) };
        }
        return null;
      },
    };
  }),
  objectives: { def: 'ObjectiveSpec', make: (m) => ({ name: `Objective ${(m.objectives || []).length + 1}`, hex: [0, 0], holder: m.sides[1].id }) },
  overrides: {
    'root.objectives': { skip: true },
    'SideSpec.dump': { skip: true },
    'ObjectiveSpec.holder': { type: 'side', label: 'held by' },
    'UnitSpec.arm': choice(['teeth', 'supporting', 'logistic']),
    'UnitSpec.relationship': choice(['under-command', 'direct-support', 'in-support']),
    'UnitSpec.grade': choice(['E', 'V', 'R', 'C', 'M']),
    'UnitSpec.mover': { ...choice(['light-recce', 'armoured', 'armour-on-transporters', 'foot', 'motorised', 'cavalry-cycle', 'horse-drawn']), label: 'moves as' },
    'UnitSpec.weapon': choice(['VL', 'L', 'M', 'H', 'VH']),
    'UnitSpec.armour': choice(['VL', 'L', 'M', 'H', 'VH']),
    'UnitSpec.position': choice(['open', 'dug-in', 'fort']),
    'UnitSpec.gun': choice(['small-arms', 'at-rifle', 'light-at-gun', 'medium-at-gun', 'heavy-at-gun', 'tank-gun-47', 'tank-gun-76', 'mortar-81', 'mortar-3in', 'mortar-120', 'artillery-105', 'artillery-150', 'artillery-200']),
    'UnitSpec.level': choice(['brigade', 'regiment', 'division', 'corps', 'army', 'army-group']),
    'UnitSpec.role': choice(['recce', 'engineer', 'fuel']),
    'UnitSpec.command': { label: 'headquarters' },
  },
};

/** Operational Art: flat-topped hexes as NQM's, with heights, roads, rail and works. */
const opart = {
  id: 'opart',
  map: letters('hexes', [['.', 'open'], ['W', 'woods'], ['V', 'village'], ['B', 'built-up'], ['~', 'river']],
    { '.': '#f1eedf', W: '#cfe0c3', V: '#e2d6c6', B: '#cbbfae', '~': '#bcd7ea' },
    [cellList('roads', 'road'), cellList('rails', 'rail'), cellList('works', 'works'), digitRows('elevation', 'height')]),
  blank: () => ({
    ruleset: 'opart',
    name: '',
    title: '',
    rules: { turns: 12 },
    // The smallest battlefield the rules allow: 9 hexes by 12.
    map: { terrain: Array.from({ length: 12 }, () => '.'.repeat(9)) },
    objectives: [],
    divisions: [
      { name: 'Axis division', side: 'axis', die: 'd12', stands: [] },
      { name: 'Soviet division', side: 'soviet', die: 'd10', stands: [] },
    ],
  }),
  groups: (m) => m.divisions.map((d, k) => ({
    title: d.name || `Division ${k + 1}`, path: `divisions[${k}]`, obj: d, def: 'DivisionSpec', units: 'stands', unitDef: 'StandEntry', place: 'at',
    mark: d.side === 'soviet' ? 's' : 'a', colour: d.side === 'soviet' ? 1 : 0,
    add: `add a stand to ${d.name}`,
    remove: m.divisions.length > 1,
    newUnit: (n) => (n === 1
      ? { name: `HQ/${d.name}`, stand: 'division-command', general: 'average', mobility: 'foot', at: [0, 0], facing: d.side === 'soviet' ? 'N' : 'S' }
      : { name: `Regiment ${n}/${d.name}`, troops: 'regular', mobility: 'foot', at: [0, 0], facing: d.side === 'soviet' ? 'N' : 'S' }),
  })),
  adds: [{ label: 'add a division', testid: 'add-division', add: (m) => m.divisions.push({ name: `Division ${m.divisions.length + 1}`, side: 'axis', die: 'd12', stands: [] }) }],
  objectives: { def: 'ObjectiveSpec', make: () => ({ hex: [0, 0], points: 1, holder: 'axis' }) },
  overrides: { 'root.objectives': { skip: true } },
};

/** Rapier's sector terrain, a letter each for the map's palette. */
const RAPIER_GROUND = [['.', 'open'], ['U', 'urban'], ['W', 'woods'], ['H', 'hills'], ['S', 'swamp'], ['~', 'river'], ['B', 'bridge']];
const sectorName = (x, y) => `A${x + 1}-L${y + 1}`;
/** The cell of a sector's name ("A2-L3" → [1, 2]), or null. */
const sectorAt = (name) => {
  const m = /^A(\d+)-L(\d+)$/.exec(String(name));
  return m ? [Number(m[1]) - 1, Number(m[2]) - 1] : null;
};

/** Rapier's table: axes across and lines up, the terrain of the sectors that are not open kept in `rules.sectors`. */
const rapierTable = (() => {
  const list = (m) => m.rules?.sectors || [];
  const find = (m, x, y) => list(m).find((e) => e.sector === sectorName(x, y));
  // A sector open and passable is written nowhere.
  const store = (m, x, y, change) => {
    m.rules = m.rules || {};
    const all = list(m);
    let e = find(m, x, y);
    if (!e) { e = { sector: sectorName(x, y) }; all.push(e); }
    change(e);
    if ((!e.terrain || e.terrain === 'open') && !e.impassable) all.splice(all.indexOf(e), 1);
    if (all.length) m.rules.sectors = all;
    else delete m.rules.sectors;
  };
  const impassable = {
    kind: 'cells',
    key: 'impassable',
    name: 'impassable',
    has: (m, x, y) => Boolean(find(m, x, y)?.impassable),
    toggle: (m, x, y) => store(m, x, y, (e) => { if (e.impassable) delete e.impassable; else e.impassable = true; }),
    fit: () => {},
  };
  // Roads join two orthogonally adjacent sectors, kept as pairs of their names.
  const roads = {
    kind: 'links',
    key: 'roads',
    name: 'road',
    pairs: (m) => (m.rules?.roads || []).map(([a, b]) => [sectorAt(a), sectorAt(b)]).filter(([a, b]) => a && b),
    toggle: (m, [ax, ay], [bx, by]) => {
      m.rules = m.rules || {};
      const [a, b] = [sectorName(ax, ay), sectorName(bx, by)];
      const all = m.rules.roads || [];
      const i = all.findIndex(([p, q]) => (p === a && q === b) || (p === b && q === a));
      if (i >= 0) all.splice(i, 1);
      else all.push([a, b]);
      if (all.length) m.rules.roads = all;
      else delete m.rules.roads;
    },
    fit: () => {},
  };
  return {
    cells: 'squares',
    terrain: RAPIER_GROUND,
    colours: { '.': '#f1eedf', U: '#cbbfae', W: '#cfe0c3', H: '#d8cfa8', S: '#b9cdb8', '~': '#bcd7ea', B: '#c9b48a' },
    layers: [impassable, roads],
    resizable: false,
    cellName: sectorName,
    size: (m) => [m.rules?.axes ?? 4, m.rules?.lines ?? 6],
    get: (m, x, y) => {
      const t = find(m, x, y)?.terrain || 'open';
      return (RAPIER_GROUND.find(([, n]) => n === t) || ['.'])[0];
    },
    set: (m, x, y, l) => store(m, x, y, (e) => { e.terrain = RAPIER_GROUND.find(([k]) => k === l)[1]; }),
  };
})();

/** Rapier Offensive: the attacker's divisions and the defender's units and counters. */
const rapier = {
  id: 'rapier',
  map: rapierTable,
  blank: () => ({
    ruleset: 'rapier',
    name: '',
    title: '',
    rules: {},
    attacker: { name: 'The attacking corps', divisions: [{ name: '1st Division', units: [] }] },
    defender: { name: 'The defending division', units: [] },
  }),
  groups: (m) => [
    ...m.attacker.divisions.map((d, k) => ({
      title: `Attacking division ${k + 1}: ${d.name}`, path: `attacker.divisions[${k}]`, obj: d, def: 'DivisionSpec', units: 'units', unitDef: 'UnitSpec', colour: 1,
      add: `add a unit to ${d.name}`, remove: m.attacker.divisions.length > 1,
      newUnit: (n) => (n === 1 ? { name: `${d.name} HQ`, kind: 'hq' } : { name: `${d.name} battalion ${n}`, kind: 'infantry' }),
    })),
    {
      title: `The defender: ${m.defender.name}`, path: 'defender', obj: m.defender, def: 'DefenderSpec', units: 'units', unitDef: 'UnitSpec', colour: 0,
      add: `add a unit or counter to ${m.defender.name}`,
      newUnit: (n) => (n === 1 ? { name: `${m.defender.name} HQ`, kind: 'hq' } : { name: `Defender unit ${n}`, kind: 'infantry' }),
    },
  ],
  adds: [{ label: 'add an attacking division', testid: 'add-division', add: (m) => m.attacker.divisions.push({ name: `Division ${m.attacker.divisions.length + 1}`, units: [] }) }],
  overrides: { 'UnitSpec.at': { label: 'starts at (A2-L3, R1, R2)' } },
};

/** Race-for-X: the two players' routes and orbats and the defensive forces; no map. */
const RAPIER_KINDS = ['hq', 'infantry', 'engineer', 'cavalry', 'anti-tank', 'mortar', 'artillery', 'rockets', 'tank', 'recce', 'fortification', 'minefield', 'wire', 'at-obstacle', 'dummy'];
const race = {
  id: 'race',
  map: null,
  blank: () => ({
    ruleset: 'race',
    name: '',
    title: '',
    objective: 'the bridge',
    rules: {},
    players: ['A', 'B'].map((p) => ({ name: `Player ${p}`, route: ['Base', 'Zone 2', 'Zone 3', 'Zone 4', 'Zone 5'], units: [] })),
    defences: [1, 2, 3, 4].map((size) => ({ name: `Force S${size}`, size, units: [] })),
  }),
  groups: (m) => {
    const unitsOf = (obj) => ({
      units: 'units',
      unitDef: 'UnitSpec',
      override: (def, key) => (def === 'UnitSpec' && key === 'under'
        ? { type: 'parent', label: 'under the HQ', values: obj.units.filter((u) => u.kind === 'hq').map((u) => [u.name, u.name]) }
        : null),
    });
    return [
      ...m.players.map((p, k) => ({
        title: `Player ${'AB'[k] || k + 1}: ${p.name}`, path: `players[${k}]`, obj: p, def: 'PlayerSpec', colour: k, ...unitsOf(p),
        add: `add a unit to ${p.name}`,
        newUnit: (n) => (n === 1 ? { name: `${p.name} HQ`, kind: 'hq', stands: 1 } : { name: `Unit ${n}`, kind: 'infantry', stands: 3 }),
      })),
      ...m.defences.map((d, k) => ({
        title: `Defensive force ${k + 1}: ${d.name}`, path: `defences[${k}]`, obj: d, def: 'Defence', colour: 2, ...unitsOf(d),
        add: `add a unit to ${d.name}`, remove: m.defences.length > 1,
        newUnit: (n) => ({ name: `Unit ${n}`, kind: 'infantry', stands: 2 }),
      })),
    ];
  },
  adds: [{ label: 'add a defensive force', testid: 'add-defence', add: (m) => m.defences.push({ name: `Force ${m.defences.length + 1}`, size: 1, units: [] }) }],
  overrides: {
    'PlayerSpec.route': { type: 'tuple', length: 5, label: 'route, base zone first' },
    'UnitSpec.kind': choice(RAPIER_KINDS),
    'Defence.size': { label: 'size (S1–S4)' },
  },
};

/** The rule sets the editor draws, by id. */
export const PROFILES = { napoleonic, nqm, opart, rapier, race };
