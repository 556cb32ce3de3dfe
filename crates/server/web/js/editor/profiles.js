// What the editor knows of each rule set's scenario file: its blank scenario, the map's letters
// and how its cells are drawn, and the fields of a side, a unit and the rules with the values
// the file takes. These are the file's vocabulary (docs/scenarios/<id>.md); whether a scenario
// is valid is the server's check alone, asked after every change.

/** Napoleonic: a board of squares, row 0 at the first side's edge (drawn at the bottom). */
const napoleonic = {
  id: 'napoleonic',
  cells: 'squares',
  place: 'square',
  terrain: [
    ['.', 'open'], ['T', 'trees'], ['H', 'houses'], ['~', 'water'], ['=', 'road'], ['B', 'bridge'],
  ],
  colours: { '.': '#f1eedf', T: '#cfe0c3', H: '#ddd3c7', '~': '#bcd7ea', '=': '#e6dcc0', B: '#c9b48a' },
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
  rules: [
    { key: 'turns', label: 'turns', type: 'number', min: 1, max: 200 },
    { key: 'first_attacker', label: 'first attacker', type: 'side' },
  ],
  side: [
    { key: 'name', label: 'name', type: 'text' },
    { key: 'edge', label: 'edge behind it', type: 'select', values: ['south', 'north'] },
  ],
  unit: [
    { key: 'name', label: 'name', type: 'text' },
    { key: 'kind', label: 'kind', type: 'select', values: ['line-infantry', 'light-infantry', 'guards-infantry', 'line-cavalry', 'light-cavalry', 'guards-cavalry', 'foot-battery', 'horse-battery', 'commander'] },
    { key: 'facing', label: 'facing', type: 'select', values: ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] },
    { key: 'formation', label: 'formation', type: 'select', values: ['', 'line', 'column', 'square'], optional: true },
    { key: 'stands', label: 'stands', type: 'number', min: 1, max: 12, optional: true },
  ],
  newUnit: (side, n) => ({
    id: `${side.id}-${n}`,
    name: `${side.name} unit ${n}`,
    kind: 'line-infantry',
    square: [0, 0],
    facing: side.edge === 'north' ? 'S' : 'N',
  }),
  objectives: false,
};

/** NQM: a map of hexes, `[column, row]`, odd columns shifted down. */
const nqm = {
  id: 'nqm',
  cells: 'hexes',
  place: 'hex',
  terrain: [['.', 'open'], ['W', 'woods'], ['V', 'village'], ['~', 'river']],
  colours: { '.': '#f1eedf', W: '#cfe0c3', V: '#ddd3c7', '~': '#bcd7ea' },
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
  rules: [
    { key: 'start_hour', label: 'first hour', type: 'number', min: 0, max: 23 },
    { key: 'hours', label: 'hours of play', type: 'number', min: 1, max: 72 },
    { key: 'hex_m', label: 'metres a hex', type: 'number', min: 1 },
    { key: 'air_sorties_per_day', label: 'air sorties a day', type: 'number', min: 0, max: 3, optional: true },
    { key: 'air_support', label: 'air support tasked by', type: 'select', values: ['', 'corps', 'army'], optional: true },
  ],
  side: [
    { key: 'name', label: 'name', type: 'text' },
    { key: 'div_log', label: 'Div Log in the dump', type: 'number', min: 0 },
  ],
  unit: [
    { key: 'name', label: 'name', type: 'text' },
    { key: 'arm', label: 'arm', type: 'select', values: ['teeth', 'supporting', 'logistic'] },
    { key: 'command', label: 'headquarters', type: 'check' },
    { key: 'parent', label: 'belongs to', type: 'parent', optional: true },
    { key: 'relationship', label: 'relationship', type: 'select', values: ['', 'under-command', 'direct-support', 'in-support'], optional: true },
    { key: 'grade', label: 'grade', type: 'select', values: ['E', 'V', 'R', 'C', 'M'] },
    { key: 'mover', label: 'moves as', type: 'select', values: ['light-recce', 'armoured', 'armour-on-transporters', 'foot', 'motorised', 'cavalry-cycle', 'horse-drawn'] },
    { key: 'weapon', label: 'weapon', type: 'select', values: ['VL', 'L', 'M', 'H', 'VH'] },
    { key: 'armour', label: 'armour', type: 'select', values: ['', 'VL', 'L', 'M', 'H', 'VH'], optional: true },
    { key: 'figures', label: 'figures', type: 'number', min: 1, max: 12 },
    { key: 'position', label: 'position', type: 'select', values: ['', 'open', 'dug-in', 'fort'], optional: true },
    { key: 'gun', label: 'gun', type: 'select', values: ['', 'small-arms', 'at-rifle', 'light-at-gun', 'medium-at-gun', 'heavy-at-gun', 'tank-gun-47', 'tank-gun-76', 'mortar-81', 'mortar-3in', 'mortar-120', 'artillery-105', 'artillery-150', 'artillery-200'], optional: true },
    { key: 'concealed', label: 'concealed', type: 'check' },
  ],
  newUnit: (side, n) => ({
    id: `${side.id}-${n}`,
    name: `${side.name} stand ${n}`,
    arm: 'teeth',
    grade: 'R',
    mover: 'foot',
    weapon: 'L',
    figures: 3,
    hex: [0, 0],
  }),
  objectives: true,
};

/** The rule sets the editor draws, by id. */
export const PROFILES = { napoleonic, nqm };
