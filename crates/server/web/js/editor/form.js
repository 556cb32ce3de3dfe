// The editor's forms, drawn from the scenario file's JSON Schema (`GET /api/scenarios/schema/
// {ruleset}`, what `umpire fields ID --json` prints): a number box with the schema's bounds, a
// check box, a list of the values an enumeration takes, a box a place for a fixed-length list,
// a fieldset for a table. A field left empty is left out of the file and takes the default the
// schema gives, shown as the box's placeholder. Lists of tables (sides, divisions, units) and
// of map cells are the editor's own panels, not fields.

import { h } from '../dom.js';

/** `s` with its `$ref`, and the non-null half of an optional, followed. */
export function resolve(root, s) {
  let out = s || {};
  for (let i = 0; i < 8; i++) {
    if (out.$ref) {
      const name = out.$ref.split('/').pop();
      out = { ...root.$defs[name], ...Object.fromEntries(Object.entries(out).filter(([k]) => k !== '$ref')), def: name };
    } else if (out.anyOf || (out.oneOf && !out.oneOf.every((v) => 'const' in v))) {
      const alts = (out.anyOf || out.oneOf).filter((v) => v.type !== 'null');
      if (alts.length !== 1) return out;
      const { anyOf, oneOf, ...rest } = out;
      out = { ...rest, ...alts[0] };
    } else break;
  }
  return out;
}

/** The scalar type of `s`: its `type`, or the first that is not null. */
function typeOf(s) {
  return Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
}

/** The values an enumeration takes, with their meanings; `null` if `s` is not one. */
export function choices(s) {
  if (Array.isArray(s.oneOf) && s.oneOf.every((v) => 'const' in v)) return s.oneOf.map((v) => [v.const, v.description || '']);
  if (Array.isArray(s.enum)) return s.enum.filter((v) => v !== null).map((v) => [v, '']);
  return null;
}

/** How a field of schema `s` is edited, or `null` where it is not a field (a list of tables or of cells). */
export function shape(root, s) {
  const r = resolve(root, s);
  if (choices(r)) return 'choice';
  const t = typeOf(r);
  if (t === 'object' && r.properties) return 'table';
  if (t === 'array') {
    const item = resolve(root, r.items);
    const it = typeOf(item);
    const scalar = choices(item) || ['integer', 'number', 'string', 'boolean'].includes(it);
    if (scalar && r.minItems !== undefined && r.minItems === r.maxItems) return 'tuple';
    if (it === 'string' && !choices(item)) return 'words';
    return null;
  }
  if (['integer', 'number', 'string', 'boolean'].includes(t)) return t;
  return null;
}

/** "kill-at-1" → "kill at 1". */
const words = (key) => key.replace(/[_-]+/g, ' ');

/** The first sentence of a description, for a tooltip. */
const gist = (d) => (d || '').replace(/\s+/g, ' ').trim();

/** The id and test id of the input at scenario path `path`. */
export const inputId = (path) => `f-${path.replace(/[^a-z0-9]+/gi, '-').replace(/-+$/, '')}`;

/**
 * The fields of table `obj` (schema `s`, at scenario path `path`; `path` '' for the top). `ctx`
 * holds `root` (the schema), `commit(change)`, `model`, `folds` (which tables are open), and `override(def, key)` giving a field's
 * own `{label, type, values, skip}` where the schema's words are not enough. `make()` gives
 * the table to write into when `obj` is not yet in the file.
 */
export function fields(ctx, s, obj, path, make) {
  const r = resolve(ctx.root, s);
  const required = new Set(r.required || []);
  const keys = Object.keys(r.properties || {});
  // Names first, then what must be given, then the rest, each in the schema's order.
  const rank = (k) => (k === 'id' ? 0 : k === 'name' ? 1 : k === 'title' ? 2 : required.has(k) ? 3 : 4);
  keys.sort((a, b) => rank(a) - rank(b));
  const out = [];
  for (const key of keys) {
    const o = ctx.override(r.def || 'root', key, obj) || {};
    if (o.skip) continue;
    const ps = r.properties[key];
    const kind = o.type || shape(ctx.root, ps);
    if (!kind) continue;
    const at = path ? `${path}.${key}` : key;
    out.push(field(ctx, { key, kind, schema: resolve(ctx.root, ps), required: required.has(key), ...o }, obj, at, make));
  }
  return out;
}

/** The editor of one field. */
function field(ctx, f, obj, path, make) {
  const here = () => obj || make();
  const value = obj ? obj[f.key] : undefined;
  const dflt = f.schema.default;
  const label = f.label || words(f.key);
  const title = gist(f.schema.description);
  const id = inputId(path);
  const error = h('span', { class: 'field-error', 'data-error-for': path });
  // Writes `v` (or leaves the field out, where `v` is empty and the field may be left out).
  const set = (v) => ctx.commit(() => {
    const t = here();
    if ((v === '' || v === undefined || (v === false && !f.required)) && !f.required) delete t[f.key];
    else t[f.key] = v;
  });
  if (f.kind === 'table') {
    // A table within: written when one of its fields is, starting from its default.
    const inner = () => {
      const t = here();
      if (!t[f.key]) t[f.key] = structuredClone(dflt && typeof dflt === 'object' ? dflt : {});
      return t[f.key];
    };
    const kids = fields(ctx, f.schema, value, path, inner);
    if (!kids.length) return h('span', {});
    // Tables within tables (house values, the victory table) start folded.
    // The editor keeps each fold as it was left while the form is drawn again (`ctx.folds`).
    const open = ctx.folds.get(path) ?? !path.includes('.');
    const d = h('details', { class: 'ed-table', 'data-testid': `${id}-table`, open }, h('summary', { text: label, title }), ...kids, error);
    d.addEventListener('toggle', () => ctx.folds.set(path, d.open));
    return d;
  }
  if (f.kind === 'tuple') {
    const n = f.length ?? f.schema.minItems;
    const item = resolve(ctx.root, f.schema.items);
    const have = Array.isArray(value) ? value : null;
    const base = have || (Array.isArray(dflt) ? dflt : null);
    const boxes = Array.from({ length: n }, (_, i) => {
      const sub = { key: i, kind: shape(ctx.root, item) || typeOf(item), schema: item, required: true, label: `${label} ${i + 1}` };
      return one(ctx, sub, have ? have[i] : undefined, base ? base[i] : undefined, `${id}-${i}`, (v) => ctx.commit(() => {
        const t = here();
        const list = Array.isArray(t[f.key]) ? t[f.key] : structuredClone(base || Array.from({ length: n }, () => (sub.kind === 'string' ? '' : 0)));
        list[i] = v === '' ? (base ? base[i] : 0) : v;
        t[f.key] = list;
      }));
    });
    return h('span', { class: 'ed-field ed-tuple', role: 'group', 'aria-label': label, title }, `${label} `, ...boxes, error);
  }
  const input = one(ctx, f, value, dflt, id, set);
  return h('label', { class: 'ed-field', title }, `${label} `, input, error);
}

/** One input for a scalar field; `set(v)` on a change. */
function one(ctx, f, value, dflt, id, set) {
  const hint = dflt === undefined || dflt === null ? undefined : String(dflt);
  const values = f.kind === 'side' ? ctx.model.sides.map((x) => [x.id, x.name])
    : f.kind === 'parent' ? f.values
      : f.values ? f.values.map((v) => [v, '']) : choices(f.schema);
  if (values) {
    // Where the field may be left out, the first entry leaves it out (the default, or none).
    // A value the file must hold but does not yet (in a table not yet written) shows as unchosen.
    const leave = !f.required ? [['', hint !== undefined ? `(default: ${hint})` : '(none)']]
      : value === undefined ? [['', '(choose one)']] : [];
    const all = [...leave, ...values.map(([v, d]) => [v, v, d])].map(([v, text, d]) => ({ v, text: text ?? v, d }));
    const input = h('select', { id, 'data-testid': id, 'aria-label': f.label || words(String(f.key)) },
      all.map((o) => h('option', { value: o.v, selected: String(o.v) === String(value ?? ''), text: o.text || '(default)', title: o.d || '' })));
    input.addEventListener('change', () => set(input.value));
    return input;
  }
  if (f.kind === 'boolean') {
    const input = h('input', { id, type: 'checkbox', 'data-testid': id, checked: Boolean(value ?? dflt) });
    input.addEventListener('change', () => set(input.checked));
    return input;
  }
  if (f.kind === 'integer' || f.kind === 'number') {
    const s = f.schema;
    const input = h('input', {
      id, type: 'number', inputmode: f.kind === 'integer' ? 'numeric' : 'decimal', 'data-testid': id, value: value ?? '',
      placeholder: hint ?? '', min: s.minimum, max: s.maximum, step: f.kind === 'integer' ? 1 : 'any',
      'aria-label': f.label || words(String(f.key)),
    });
    input.addEventListener('change', () => set(input.value === '' ? '' : Number(input.value)));
    return input;
  }
  if (f.kind === 'words') {
    // A list of words, written one after another with commas between.
    const input = h('input', { id, type: 'text', 'data-testid': id, value: Array.isArray(value) ? value.join(', ') : '', placeholder: Array.isArray(dflt) ? dflt.join(', ') : 'comma-separated' });
    input.addEventListener('change', () => {
      const list = input.value.split(',').map((w) => w.trim()).filter(Boolean);
      set(list.length || f.required ? list : '');
    });
    return input;
  }
  if (f.kind === 'long') {
    const input = h('textarea', { id, 'data-testid': id, rows: 3, 'aria-label': f.label || words(String(f.key)) });
    input.value = value ?? '';
    input.addEventListener('change', () => set(input.value));
    return input;
  }
  const input = h('input', { id, type: 'text', 'data-testid': id, value: value ?? '', placeholder: hint ?? '', 'aria-label': f.label || words(String(f.key)) });
  input.addEventListener('change', () => set(input.value));
  return input;
}
