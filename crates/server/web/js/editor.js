// The scenario editor: start from a blank scenario, a bundled one or a file; paint the map and
// place the units on it; edit the rules, the sides and each unit with the values the file
// takes. After every change the server checks the scenario with the code of `umpire check`
// and its error is shown beside the field at fault. Undo and redo; download the TOML, load
// one; publish it to the club's library and play it from the lobby.

import { h } from './dom.js';
import { PROFILES } from './editor/profiles.js';
import { drawMap } from './editor/map.js';
import { fields } from './editor/form.js';
import { measure } from './editor/balance.js';
import { parse, stringify } from '../vendor/smol-toml/src/index.js';

const $ = (id) => document.getElementById(id);

const ed = {
  profile: null,
  model: null,
  past: [],
  future: [],
  mode: { kind: 'paint', letter: '.' },
  cursor: { x: 0, y: 0 },
  checking: 0,
  folds: new Map(),
};

/** Changes the scenario by `change(model)`, kept for undo, then redraws and checks. */
function commit(change) {
  ed.past.push(JSON.stringify(ed.model));
  if (ed.past.length > 500) ed.past.shift();
  ed.future = [];
  change(ed.model);
  render();
  check();
}

/** Moves back (undo) or forward (redo): the scenario now goes on the other stack. */
function travel(from, to) {
  if (!from.length) return;
  to.push(JSON.stringify(ed.model));
  ed.model = JSON.parse(from.pop());
  render();
  check();
}

const undo = () => travel(ed.past, ed.future);
const redo = () => travel(ed.future, ed.past);

/** The scenario as its TOML file. */
function toml() {
  const m = structuredClone(ed.model);
  // Fields left empty are left out, so that they take their defaults.
  const prune = (o) => {
    for (const [k, v] of Object.entries(o)) {
      if (v === '' || v === null || v === undefined || v === false) delete o[k];
      else if (Array.isArray(v)) v.forEach((x) => { if (x && typeof x === 'object' && !Array.isArray(x)) prune(x); });
      else if (typeof v === 'object') prune(v);
    }
  };
  prune(m);
  m.name = ed.model.name;
  m.title = ed.model.title;
  return stringify(m);
}

/** The JSON Schema of each rule set's scenario file, fetched once. */
const schemas = {};

/** Starts editing `model` of rule set `id` afresh. */
async function start(id, model) {
  // What was being checked is of the scenario left: its answer is not this one's.
  ed.checking++;
  $('check-status').dataset.valid = 'pending';
  if (!schemas[id]) {
    const r = await fetch(`/api/scenarios/schema/${encodeURIComponent(id)}`);
    if (!r.ok) { $('check-error').textContent = `the server gives no schema for ${id}: ${r.status}`; return; }
    schemas[id] = await r.json();
  }
  ed.profile = PROFILES[id];
  ed.schema = schemas[id];
  ed.model = model;
  ed.past = [];
  ed.future = [];
  ed.folds = new Map();
  ed.mode = ground();
  ed.cursor = { x: 0, y: 0 };
  $('publish-result').replaceChildren();
  $('balance-report').replaceChildren();
  // The rule set's balance knobs, its default first.
  const knobs = ed.rulesets.find((r) => r.id === id)?.knobs || [];
  const options = knobs.map((k) => h('option', { value: k.name, text: k.name, title: k.what }));
  if (knobs.length > 1) options.push(h('option', { value: 'all', text: 'every knob', title: 'each knob in turn, and one change across them' }));
  $('balance-knob').replaceChildren(...options);
  render();
  check();
}

// ----- The check -----

/** The element showing the error of scenario field `path`, or of the nearest field above it. */
function slotFor(path) {
  let p = path;
  while (p) {
    const el = document.querySelector(`[data-error-for="${CSS.escape(p)}"]`);
    if (el) return el;
    const cut = Math.max(p.lastIndexOf('.'), p.lastIndexOf('['));
    p = cut > 0 ? p.slice(0, cut) : '';
  }
  return $('check-error');
}

async function check() {
  const n = ++ed.checking;
  // Until the server answers, the scenario is neither valid nor not.
  $('check-status').dataset.valid = 'pending';
  $('publish').disabled = true;
  $('balance').disabled = true;
  let r;
  try {
    r = await fetch('/api/scenarios/check', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ruleset: ed.profile.id, toml: toml() }),
    });
  } catch (e) {
    if (n === ed.checking) showCheck(false, `the server cannot be reached: ${e.message}`);
    return;
  }
  const v = await r.json().catch(() => ({}));
  if (n !== ed.checking) return; // a later change is being checked
  for (const el of document.querySelectorAll('[data-error-for]')) el.textContent = '';
  $('check-error').textContent = '';
  if (r.ok) {
    showCheck(true, v.warnings?.length ? `valid, with warnings: ${v.warnings.join('; ')}` : 'valid: it can be played');
  } else {
    const field = v.scenario_field || '';
    showCheck(false, `not valid: ${v.reason || v.error}`);
    const slot = slotFor(field);
    slot.textContent = v.reason || v.error;
    // A folded table opens to show the error within it.
    for (let d = slot.closest('details'); d; d = d.parentElement.closest('details')) d.open = true;
  }
}

function showCheck(ok, words) {
  const st = $('check-status');
  st.textContent = words;
  st.className = ok ? 'check-ok' : 'check-bad';
  st.dataset.valid = ok ? 'yes' : 'no';
  $('publish').disabled = !ok;
  $('balance').disabled = !ok;
}

// ----- Forms -----

/** What every rule set's forms leave to the editor's panels, or to the server. */
function override(def, key, obj) {
  if (key === 'owner_choices') return { skip: true }; // filled by the server from who holds the seats
  if (def === 'root' && (key === 'map' || key === 'ruleset')) return { skip: true };
  if (def === 'root' && key === 'sources') return { type: 'long', label: 'sources' };
  return ed.profile.overrides?.[`${def}.${key}`] ?? null;
}

/** The context the forms of `form.js` draw in, with a group's own overrides first. */
function context(first) {
  return {
    root: ed.schema,
    model: ed.model,
    folds: ed.folds,
    commit,
    override: (def, key, obj) => (first && first(def, key, obj)) ?? override(def, key, obj),
  };
}

/** The schema of definition `name`. */
const def = (name) => ({ $ref: `#/$defs/${name}` });

function renderTop() {
  $('top-fields').replaceChildren(...fields(context(), ed.schema, ed.model, ''));
}

function renderMapTools() {
  const map = ed.profile.map;
  $('map-panel').hidden = !map;
  if (!map) return;
  const [width, height] = map.size(ed.model);
  const size = (what, value) => {
    const input = h('input', { type: 'number', min: 1, max: 60, value, 'data-testid': `map-${what}`, id: `map-${what}` });
    input.addEventListener('change', () => {
      const n = Math.max(1, Math.min(60, Number(input.value) || 1));
      commit((m) => map.resize(m, what === 'width' ? n : width, what === 'height' ? n : height));
    });
    return h('label', {}, `${what} `, input);
  };
  const pressed = (on) => (on ? 'true' : 'false');
  const palette = map.terrain.map(([letter, name]) => h('button', {
    type: 'button',
    class: 'paint',
    'aria-pressed': pressed(ed.mode.kind === 'paint' && ed.mode.letter === letter),
    'data-testid': `paint-${name}`,
    onclick: () => { ed.mode = { kind: 'paint', letter }; render(); },
  }, h('span', { class: 'paint-colour', 'data-letter': letter }), name));
  // Layers: a road, rail, works or impassable sector is put on a cell or taken off it by a
  // click; a height is painted with the number beside its button.
  const layers = map.layers.map((l, i) => {
    const on = ed.mode.kind === 'layer' && ed.mode.layer === i;
    if (l.kind === 'digits') {
      const value = h('input', { type: 'number', min: 0, max: 9, value: on ? ed.mode.value : 1, id: `layer-${l.key}`, 'data-testid': `layer-${l.key}`, 'aria-label': `${l.name} to paint` });
      const pick = () => { ed.mode = { kind: 'layer', layer: i, value: Math.max(0, Math.min(9, Number(value.value) || 0)) }; render(); };
      value.addEventListener('change', pick);
      return h('span', { class: 'palette' }, h('button', { type: 'button', class: 'paint', 'aria-pressed': pressed(on), 'data-testid': `paint-${l.key}`, onclick: pick }, `paint ${l.name}`), ' ', value);
    }
    return h('button', { type: 'button', class: 'paint', 'aria-pressed': pressed(on), 'data-testid': `paint-${l.key}`, onclick: () => { ed.mode = { kind: 'layer', layer: i }; render(); } }, `${l.name} on or off`);
  });
  $('map-tools').replaceChildren(
    ...(map.resizable ? [size('width', width), ' ', size('height', height)] : [h('span', { class: 'hint' }, `${width} by ${height}, as the rules' axes and lines say`)]),
    h('span', { class: 'palette', role: 'group', 'aria-label': 'paint the ground' }, palette),
    h('span', { class: 'palette', role: 'group', 'aria-label': 'what lies on the ground' }, layers),
    h('span', { class: 'field-error', 'data-error-for': 'map' }));
  for (const sw of document.querySelectorAll('.paint-colour')) sw.style.background = map.colours[sw.dataset.letter];
}

/** Group `g` of the scenario `m` (a side, division, player or force, as the profile lists them). */
const groupOf = (m, g) => ed.profile.groups(m)[g];

function modeWords() {
  const m = ed.mode;
  const map = ed.profile.map;
  if (!map) return '';
  if (m.kind === 'paint') return `click a cell to paint it ${(map.terrain.find(([l]) => l === m.letter) || [])[1]}`;
  if (m.kind === 'layer') {
    const l = map.layers[m.layer];
    if (l.kind === 'links') {
      const name = ed.profile.map.cellName || ((x, y) => `${x},${y}`);
      return m.from ? `click a sector next to ${name(...m.from)} to lay or lift the ${l.name} between them` : `click a sector, then the next one along, to lay or lift a ${l.name} between them`;
    }
    return l.kind === 'digits' ? `click a cell to give it ${l.name} ${m.value}` : `click a cell to put a ${l.name} on it or take it off`;
  }
  if (m.kind === 'unit') return `click a cell to put ${groupOf(ed.model, m.group).obj[groupOf(ed.model, m.group).units][m.unit]?.name} there`;
  if (m.kind === 'dump') return `click a cell to put ${groupOf(ed.model, m.group).obj.name}'s dump there`;
  return `click a cell to put objective ${m.index + 1} there`;
}

function act(x, y) {
  ed.cursor = { x, y };
  const m = ed.mode;
  const map = ed.profile.map;
  if (m.kind === 'paint') {
    if (map.get(ed.model, x, y) === m.letter) { render(); return; }
    commit((md) => map.set(md, x, y, m.letter));
  } else if (m.kind === 'layer' && map.layers[m.layer].kind === 'links') {
    // A road is laid (or lifted) between two sectors side by side; the second end is the next
    // road's first, so a road is drawn sector by sector. A click elsewhere starts afresh.
    const l = map.layers[m.layer];
    const from = m.from;
    const beside = from && Math.abs(from[0] - x) + Math.abs(from[1] - y) === 1;
    m.from = from && from[0] === x && from[1] === y ? null : [x, y];
    if (beside) commit((md) => l.toggle(md, from, [x, y]));
    else render();
  } else if (m.kind === 'layer') {
    const l = map.layers[m.layer];
    commit((md) => (l.kind === 'digits' ? l.set(md, x, y, m.value) : l.toggle(md, x, y)));
  } else if (m.kind === 'unit') {
    commit((md) => { const g = groupOf(md, m.group); g.obj[g.units][m.unit][g.place] = [x, y]; });
  } else if (m.kind === 'dump') {
    commit((md) => { groupOf(md, m.group).obj.dump = [x, y]; });
  } else {
    commit((md) => { md.objectives[m.index].hex = [x, y]; });
  }
}

function renderMap() {
  if (!ed.profile.map) { $('map').replaceChildren(); return; }
  $('mode').textContent = modeWords();
  const svg = drawMap(ed.profile, ed.model, {
    cursor: ed.cursor,
    pending: ed.mode.kind === 'layer' ? ed.mode.from : null,
    label: modeWords(),
    act,
    move: (x, y) => { ed.cursor = { x, y }; renderMap(); $('map').querySelector('svg').focus(); },
  });
  $('map').replaceChildren(svg);
}

const ground = () => (ed.profile.map ? { kind: 'paint', letter: ed.profile.map.terrain[0][0] } : { kind: 'none' });

function renderGroups() {
  const groups = ed.profile.groups(ed.model);
  $('sides').replaceChildren(...groups.map((grp, k) => {
    const { path, obj } = grp;
    // A unit's place is set on the map, and shown beside its name.
    const ctx = context((d, key, o) => (d === grp.unitDef && key === grp.place ? { skip: true } : grp.override?.(d, key, o) ?? null));
    const units = obj[grp.units].map((u, i) => {
      const up = `${path}.${grp.units}[${i}]`;
      const placing = ed.mode.kind === 'unit' && ed.mode.group === k && ed.mode.unit === i;
      const place = grp.place && ed.profile.map ? [` at ${JSON.stringify(u[grp.place])} `,
        h('button', { type: 'button', 'data-testid': `place-${k}-${i}`, 'aria-pressed': placing ? 'true' : 'false', onclick: () => { ed.mode = { kind: 'unit', group: k, unit: i }; render(); } }, placing ? 'placing…' : 'place on the map'),
        ' '] : [' '];
      return h('li', { class: 'ed-unit', 'data-testid': `unit-${k}-${i}` },
        h('strong', { text: u.id || u.name }), ...place,
        h('button', { type: 'button', 'data-testid': `remove-${k}-${i}`, onclick: () => commit((md) => { const g = groupOf(md, k); g.obj[g.units].splice(i, 1); ed.mode = ground(); }) }, 'remove'),
        h('span', { class: 'field-error', 'data-error-for': up }),
        h('div', { class: 'ed-fields' }, fields(ctx, def(grp.unitDef), u, up)),
        grp.place ? h('span', { class: 'field-error', 'data-error-for': `${up}.${grp.place}` }) : null);
    });
    const add = h('button', {
      type: 'button',
      'data-testid': `add-unit-${k}`,
      onclick: () => commit((md) => {
        const g = groupOf(md, k);
        const list = g.obj[g.units];
        list.push(g.newUnit(list.length + 1));
        // A unit's id is unique: the next number not taken.
        const u = list[list.length - 1];
        if (u.id) { let n = list.length; while (list.some((x) => x !== u && x.id === u.id)) u.id = `${u.id.replace(/-\d+$/, '')}-${++n}`; }
        ed.mode = g.place && ed.profile.map ? { kind: 'unit', group: k, unit: list.length - 1 } : ed.mode;
      }),
    }, grp.add);
    const dump = grp.dump ? h('p', {}, `dump at ${JSON.stringify(obj.dump)} `,
      h('button', { type: 'button', 'data-testid': `place-dump-${k}`, onclick: () => { ed.mode = { kind: 'dump', group: k }; render(); } }, 'place the dump'),
      h('span', { class: 'field-error', 'data-error-for': `${path}.dump` })) : null;
    const remove = grp.remove ? h('button', {
      type: 'button',
      'data-testid': `remove-group-${k}`,
      onclick: () => commit((md) => {
        const [, list, n] = /^(.*)\[(\d+)\]$/.exec(path);
        list.split('.').reduce((o, key) => o[key], md).splice(Number(n), 1);
        ed.mode = ground();
      }),
    }, 'remove it') : null;
    return h('section', { class: 'panel ed-side', 'data-testid': `side-${k}` },
      h('h3', { text: grp.title }), remove,
      h('div', { class: 'ed-fields' }, fields(ctx, def(grp.def), obj, path)),
      h('span', { class: 'field-error', 'data-error-for': path }),
      dump,
      h('ol', { class: 'ed-units' }, units),
      h('span', { class: 'field-error', 'data-error-for': `${path}.${grp.units}` }),
      add);
  }));
  // What the check says of a list as a whole (a force of each size, one to three divisions).
  const lists = [...new Set(groups.map((g) => g.path.replace(/\[\d+\]$/, '')).filter((p, i) => p !== groups[i].path))];
  $('group-adds').replaceChildren(...(ed.profile.adds || []).map((a) => h('button', {
    type: 'button', 'data-testid': a.testid, onclick: () => commit((md) => a.add(md)),
  }, a.label)), ...lists.map((p) => h('span', { class: 'field-error', 'data-error-for': p })));
}

function renderObjectives() {
  const m = ed.model;
  const spec = ed.profile.objectives;
  $('objectives-panel').hidden = !spec;
  if (!spec) return;
  const ctx = context((d, key) => (d === spec.def && key === 'hex' ? { skip: true } : null));
  $('objectives').replaceChildren(...(m.objectives || []).map((o, i) => {
    const path = `objectives[${i}]`;
    return h('li', { 'data-testid': `objective-${i}` },
      ...fields(ctx, def(spec.def), o, path),
      ` at ${JSON.stringify(o.hex)} `,
      h('button', { type: 'button', 'data-testid': `place-objective-${i}`, onclick: () => { ed.mode = { kind: 'objective', index: i }; render(); } }, 'place on the map'),
      ' ',
      h('button', { type: 'button', onclick: () => commit((md) => { md.objectives.splice(i, 1); ed.mode = ground(); }) }, 'remove'),
      h('span', { class: 'field-error', 'data-error-for': `${path}.hex` }),
      h('span', { class: 'field-error', 'data-error-for': path }));
  }));
}

function render() {
  renderTop();
  renderMapTools();
  renderMap();
  renderGroups();
  renderObjectives();
  $('undo').disabled = !ed.past.length;
  $('redo').disabled = !ed.future.length;
}

// ----- Starting, loading, saving, publishing -----

async function fromBundled(id, name) {
  // Until the scenario is fetched and checked, the one left is no longer the one shown.
  ed.checking++;
  $('check-status').dataset.valid = 'pending';
  const r = await fetch(`/api/scenarios/bundled/${encodeURIComponent(id)}/${encodeURIComponent(name)}`);
  const v = await r.json();
  if (!r.ok) { $('check-error').textContent = v.error; return; }
  start(id, parse(v.toml));
}

function fillStarts() {
  const id = $('ed-ruleset').value;
  const rs = ed.rulesets.find((r) => r.id === id);
  $('ed-bundled').replaceChildren(h('option', { value: '', text: 'a blank scenario' }),
    ...rs.scenarios.map((sc) => h('option', { value: sc.name, text: `${sc.name} — ${sc.title}` })));
}

async function load(file) {
  let model;
  try {
    model = parse(await file.text());
  } catch (e) {
    $('check-error').textContent = `${file.name} is not TOML: ${e.message.split('\n')[0]}`;
    return;
  }
  // A file that does not name its rule set is taken to be of the one chosen.
  const id = model.ruleset ?? $('ed-ruleset').value;
  if (!PROFILES[id]) {
    $('check-error').textContent = `${file.name}: the editor draws ${Object.keys(PROFILES).join(', ')} scenarios, not ${JSON.stringify(id)}`;
    return;
  }
  $('ed-ruleset').value = id;
  fillStarts();
  await start(id, model);
}

function download() {
  const blob = new Blob([toml()], { type: 'application/toml' });
  const a = h('a', { href: URL.createObjectURL(blob), download: `${ed.model.name || 'scenario'}.toml` });
  document.body.append(a);
  a.click();
  a.remove();
}

async function publish() {
  const out = $('publish-result');
  const r = await fetch('/api/scenarios', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ruleset: ed.profile.id, toml: toml(), author: $('author').value }),
  }).catch((e) => ({ ok: false, json: async () => ({ error: `the server cannot be reached: ${e.message}` }) }));
  const v = await r.json().catch(() => ({}));
  if (!r.ok) {
    out.replaceChildren(h('span', { class: 'field-error', 'data-testid': 'publish-error', text: v.reason ? `${v.field}: ${v.reason}` : v.error }));
    return;
  }
  const play = `/?ruleset=${encodeURIComponent(v.ruleset)}&published=${encodeURIComponent(v.hash)}`;
  out.replaceChildren(h('span', { 'data-testid': 'published', text: `Published as ${v.name} v${v.version} by ${v.author}. ` }),
    h('a', { href: play, 'data-testid': 'play-published', text: 'Play it' }));
}

async function main() {
  const r = await fetch('/api/rulesets');
  ed.rulesets = (await r.json()).filter((x) => PROFILES[x.id]);
  $('ed-ruleset').replaceChildren(...ed.rulesets.map((x) => h('option', { value: x.id, text: `${x.title} (${x.id})` })));
  $('ed-ruleset').addEventListener('change', fillStarts);
  fillStarts();
  $('ed-start').addEventListener('click', () => {
    const id = $('ed-ruleset').value;
    const name = $('ed-bundled').value;
    if (name) fromBundled(id, name);
    else start(id, PROFILES[id].blank());
  });
  $('ed-file').addEventListener('change', (e) => { if (e.target.files[0]) load(e.target.files[0]); });
  $('undo').addEventListener('click', undo);
  $('redo').addEventListener('click', redo);
  $('download').addEventListener('click', download);
  $('publish').addEventListener('click', publish);
  $('balance').addEventListener('click', () => measure(ed.profile.id, toml(), $('balance-knob').value, $('balance-report'), (path, value) => commit((m) => {
    // The knob's table is made where the file does not have it yet.
    const tables = path.slice(0, -1).reduce((o, k) => { o[k] = o[k] || {}; return o[k]; }, m);
    tables[path[path.length - 1]] = value;
  })));
  $('add-objective').addEventListener('click', () => commit((m) => {
    const o = ed.profile.objectives.make(m);
    m.objectives = m.objectives || [];
    m.objectives.push(o);
    ed.mode = { kind: 'objective', index: m.objectives.length - 1 };
  }));
  document.addEventListener('keydown', (e) => {
    if (!ed.model || !(e.ctrlKey || e.metaKey)) return;
    if (e.target instanceof HTMLInputElement && e.target.type === 'text') return; // the field's own undo
    const k = e.key.toLowerCase();
    if (k === 'z' && !e.shiftKey) { e.preventDefault(); undo(); }
    if (k === 'y' || (k === 'z' && e.shiftKey)) { e.preventDefault(); redo(); }
  });
  await start(ed.rulesets[0].id, PROFILES[ed.rulesets[0].id].blank());
  document.body.dataset.ready = 'yes';
}

main();
