// The scenario editor: start from a blank scenario, a bundled one or a file; paint the map and
// place the units on it; edit the rules, the sides and each unit with the values the file
// takes. After every change the server checks the scenario with the code of `umpire check`
// and its error is shown beside the field at fault. Undo and redo; download the TOML, load
// one; publish it to the club's library and play it from the lobby.

import { h } from './dom.js';
import { PROFILES } from './editor/profiles.js';
import { drawMap, paint, resize } from './editor/map.js';
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

/** Starts editing `model` of rule set `id` afresh. */
function start(id, model) {
  ed.profile = PROFILES[id];
  ed.model = model;
  ed.past = [];
  ed.future = [];
  ed.mode = { kind: 'paint', letter: ed.profile.terrain[0][0] };
  ed.cursor = { x: 0, y: 0 };
  $('publish-result').replaceChildren();
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
  }
}

function showCheck(ok, words) {
  const st = $('check-status');
  st.textContent = words;
  st.className = ok ? 'check-ok' : 'check-bad';
  st.dataset.valid = ok ? 'yes' : 'no';
  $('publish').disabled = !ok;
}

// ----- Fields -----

/** An input for field `f` of object `obj` (at scenario path `path`), committed on change. */
function field(f, obj, path, sides) {
  const id = `f-${path.replace(/[^a-z0-9]+/gi, '-')}`;
  const value = obj[f.key];
  let input;
  const set = (v) => commit(() => {
    if ((v === '' || v === false) && f.optional) delete obj[f.key];
    else obj[f.key] = v;
  });
  if (f.type === 'select' || f.type === 'side' || f.type === 'parent') {
    let values = f.values;
    if (f.type === 'side') values = sides.map((s) => s.id);
    if (f.type === 'parent') values = ['', ...sides.filter((u) => u.command && u.id !== obj.id).map((u) => u.id)];
    input = h('select', { id, 'data-testid': id }, values.map((v) => h('option', { value: v, selected: v === (value ?? ''), text: v || '(default)' })));
    input.addEventListener('change', () => set(input.value));
  } else if (f.type === 'check') {
    input = h('input', { id, type: 'checkbox', 'data-testid': id, checked: Boolean(value) });
    input.addEventListener('change', () => set(input.checked));
  } else if (f.type === 'number') {
    input = h('input', { id, type: 'number', inputmode: 'numeric', 'data-testid': id, value: value ?? '', min: f.min, max: f.max });
    input.addEventListener('change', () => set(input.value === '' ? '' : Number(input.value)));
  } else {
    input = h('input', { id, type: 'text', 'data-testid': id, value: value ?? '' });
    input.addEventListener('change', () => set(input.value));
  }
  return h('label', { class: 'ed-field' }, `${f.label} `, input, h('span', { class: 'field-error', 'data-error-for': `${path}` }));
}

function renderTop() {
  const m = ed.model;
  const p = ed.profile;
  $('top-fields').replaceChildren(
    field({ key: 'name', label: 'name (short, no spaces)', type: 'text' }, m, 'name', []),
    field({ key: 'title', label: 'title', type: 'text' }, m, 'title', []),
    ...p.rules.map((f) => field(f, m.rules, `rules.${f.key}`, m.sides)),
  );
}

function renderMapTools() {
  const p = ed.profile;
  const rows = ed.model.map.terrain;
  const width = Math.max(0, ...rows.map((r) => [...r].length));
  const size = (what, value) => {
    const input = h('input', { type: 'number', min: 1, max: 60, value, 'data-testid': `map-${what}`, id: `map-${what}` });
    input.addEventListener('change', () => {
      const n = Math.max(1, Math.min(60, Number(input.value) || 1));
      commit((m) => {
        const w = what === 'width' ? n : width;
        const hgt = what === 'height' ? n : rows.length;
        m.map.terrain = resize(m.map.terrain, w, hgt);
      });
    });
    return h('label', {}, `${what} `, input);
  };
  const palette = p.terrain.map(([letter, name]) => {
    const on = ed.mode.kind === 'paint' && ed.mode.letter === letter;
    return h('button', {
      type: 'button',
      class: 'paint',
      'aria-pressed': on ? 'true' : 'false',
      'data-testid': `paint-${name}`,
      onclick: () => { ed.mode = { kind: 'paint', letter }; render(); },
    }, h('span', { class: 'paint-colour', 'data-letter': letter }), name);
  });
  $('map-tools').replaceChildren(size('width', width), ' ', size('height', rows.length), h('span', { class: 'palette', role: 'group', 'aria-label': 'paint the ground' }, palette),
    h('span', { class: 'field-error', 'data-error-for': 'map' }));
  for (const sw of document.querySelectorAll('.paint-colour')) sw.style.background = p.colours[sw.dataset.letter];
}

function modeWords() {
  const m = ed.mode;
  if (m.kind === 'paint') return `click a cell to paint it ${(ed.profile.terrain.find(([l]) => l === m.letter) || [])[1]}`;
  if (m.kind === 'unit') return `click a cell to put ${ed.model.sides[m.side].units[m.unit]?.name} there`;
  if (m.kind === 'dump') return `click a cell to put ${ed.model.sides[m.side].name}'s dump there`;
  return `click a cell to put objective ${ed.model.objectives[m.index]?.name} there`;
}

function act(x, y) {
  ed.cursor = { x, y };
  const m = ed.mode;
  const place = ed.profile.place;
  if (m.kind === 'paint') {
    if ([...ed.model.map.terrain[y]][x] === m.letter) { render(); return; }
    commit((md) => { md.map.terrain = paint(md.map.terrain, x, y, m.letter); });
  } else if (m.kind === 'unit') {
    commit((md) => { md.sides[m.side].units[m.unit][place] = [x, y]; });
  } else if (m.kind === 'dump') {
    commit((md) => { md.sides[m.side].dump = [x, y]; });
  } else {
    commit((md) => { md.objectives[m.index].hex = [x, y]; });
  }
}

function renderMap() {
  $('mode').textContent = modeWords();
  const svg = drawMap(ed.profile, ed.model, {
    cursor: ed.cursor,
    label: modeWords(),
    act,
    move: (x, y) => { ed.cursor = { x, y }; renderMap(); $('map').querySelector('svg').focus(); },
  });
  $('map').replaceChildren(svg);
}

function renderSides() {
  const p = ed.profile;
  const m = ed.model;
  $('sides').replaceChildren(...m.sides.map((side, k) => {
    const path = `sides[${k}]`;
    const units = side.units.map((u, i) => {
      const up = `${path}.units[${i}]`;
      const placing = ed.mode.kind === 'unit' && ed.mode.side === k && ed.mode.unit === i;
      return h('li', { class: 'ed-unit', 'data-testid': `unit-${k}-${i}` },
        h('strong', { text: u.id }), ` at ${JSON.stringify(u[p.place])} `,
        h('button', { type: 'button', 'data-testid': `place-${k}-${i}`, 'aria-pressed': placing ? 'true' : 'false', onclick: () => { ed.mode = { kind: 'unit', side: k, unit: i }; render(); } }, placing ? 'placing…' : 'place on the map'),
        ' ',
        h('button', { type: 'button', 'data-testid': `remove-${k}-${i}`, onclick: () => commit((md) => { md.sides[k].units.splice(i, 1); ed.mode = { kind: 'paint', letter: p.terrain[0][0] }; }) }, 'remove'),
        h('span', { class: 'field-error', 'data-error-for': up }),
        h('div', { class: 'ed-fields' }, p.unit.map((f) => field(f, u, `${up}.${f.key}`, f.type === 'parent' ? side.units : m.sides))),
        h('span', { class: 'field-error', 'data-error-for': `${up}.${p.place}` }));
    });
    const add = h('button', {
      type: 'button',
      'data-testid': `add-unit-${k}`,
      onclick: () => commit((md) => {
        const s = md.sides[k];
        let n = s.units.length + 1;
        while (s.units.some((u) => u.id === `${s.id}-${n}`)) n++;
        s.units.push(p.newUnit(s, n));
        ed.mode = { kind: 'unit', side: k, unit: s.units.length - 1 };
      }),
    }, `add a unit to ${side.name}`);
    const dump = side.dump ? h('p', {}, `dump at ${JSON.stringify(side.dump)} `,
      h('button', { type: 'button', 'data-testid': `place-dump-${k}`, onclick: () => { ed.mode = { kind: 'dump', side: k }; render(); } }, 'place the dump'),
      h('span', { class: 'field-error', 'data-error-for': `${path}.dump` })) : null;
    return h('section', { class: 'panel ed-side', 'data-testid': `side-${k}` },
      h('h3', { text: `Side ${side.id}` }),
      h('div', { class: 'ed-fields' }, p.side.map((f) => field(f, side, `${path}.${f.key}`, m.sides))),
      h('span', { class: 'field-error', 'data-error-for': path }),
      dump,
      h('ol', { class: 'ed-units' }, units),
      h('span', { class: 'field-error', 'data-error-for': `${path}.units` }),
      add);
  }));
}

function renderObjectives() {
  const m = ed.model;
  $('objectives-panel').hidden = !ed.profile.objectives;
  if (!ed.profile.objectives) return;
  $('objectives').replaceChildren(...(m.objectives || []).map((o, i) => {
    const path = `objectives[${i}]`;
    return h('li', { 'data-testid': `objective-${i}` },
      field({ key: 'name', label: 'name', type: 'text' }, o, `${path}.name`, []),
      field({ key: 'holder', label: 'held by', type: 'side' }, o, `${path}.holder`, m.sides),
      ` at ${JSON.stringify(o.hex)} `,
      h('button', { type: 'button', 'data-testid': `place-objective-${i}`, onclick: () => { ed.mode = { kind: 'objective', index: i }; render(); } }, 'place on the map'),
      ' ',
      h('button', { type: 'button', onclick: () => commit((md) => { md.objectives.splice(i, 1); ed.mode = { kind: 'paint', letter: ed.profile.terrain[0][0] }; }) }, 'remove'),
      h('span', { class: 'field-error', 'data-error-for': path }));
  }));
}

function render() {
  renderTop();
  renderMapTools();
  renderMap();
  renderSides();
  renderObjectives();
  $('undo').disabled = !ed.past.length;
  $('redo').disabled = !ed.future.length;
}

// ----- Starting, loading, saving, publishing -----

async function fromBundled(id, name) {
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
  if (!PROFILES[model.ruleset]) {
    $('check-error').textContent = `${file.name}: the editor draws ${Object.keys(PROFILES).join(' and ')} scenarios, not ${JSON.stringify(model.ruleset)}`;
    return;
  }
  $('ed-ruleset').value = model.ruleset;
  fillStarts();
  start(model.ruleset, model);
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
  $('add-objective').addEventListener('click', () => commit((m) => {
    m.objectives = m.objectives || [];
    m.objectives.push({ name: `Objective ${m.objectives.length + 1}`, hex: [0, 0], holder: m.sides[1].id });
    ed.mode = { kind: 'objective', index: m.objectives.length - 1 };
  }));
  document.addEventListener('keydown', (e) => {
    if (!ed.model || !(e.ctrlKey || e.metaKey)) return;
    if (e.target instanceof HTMLInputElement && e.target.type === 'text') return; // the field's own undo
    const k = e.key.toLowerCase();
    if (k === 'z' && !e.shiftKey) { e.preventDefault(); undo(); }
    if (k === 'y' || (k === 'z' && e.shiftKey)) { e.preventDefault(); redo(); }
  });
  start(ed.rulesets[0].id, PROFILES[ed.rulesets[0].id].blank());
  document.body.dataset.ready = 'yes';
}

main();
