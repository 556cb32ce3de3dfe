// A seat's record as the server sends it (format umpire-record/2): the first entry holds the
// seat's whole view, later ones what changed in it (RFC 6902 patches); rolls of one purpose and
// die in a row come as one run of faces, and a result card names its dice by where they lie
// among the entry's rolls. This module reads it back; it holds no rules.

/** The entry with its rolls and its cards' dice written out, and empty lists filled in. */
export function expand(e) {
  const rolls = [];
  for (const run of e.rolls || []) {
    for (const value of run.values) rolls.push({ purpose: run.purpose, sides: run.sides, value });
  }
  const cards = (e.cards || []).map((c) => ({
    ...c,
    sides: c.sides || [],
    lines: c.lines || [],
    dice: c.rolls ? rolls.slice(c.rolls[0], c.rolls[0] + c.rolls[1]) : c.dice || [],
  }));
  return { ...e, rolls, events: e.events || [], cards };
}

/** A JSON pointer's keys (RFC 6901). */
function keys(pointer) {
  if (pointer === '') return [];
  return pointer.slice(1).split('/').map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** `node` with one operation applied at `path[i..]`, copying only the nodes on the path. */
function applyAt(node, path, i, op) {
  if (node === null || typeof node !== 'object') throw new Error(`no place ${op.path} in the view`);
  const copy = Array.isArray(node) ? node.slice() : { ...node };
  const k = Array.isArray(copy) ? (path[i] === '-' ? copy.length : Number(path[i])) : path[i];
  if (i < path.length - 1) {
    copy[k] = applyAt(copy[k], path, i + 1, op);
    return copy;
  }
  if (Array.isArray(copy)) {
    if (!(k >= 0 && k <= copy.length - (op.op === 'add' ? 0 : 1))) throw new Error(`no place ${op.path} in the view`);
    if (op.op === 'add') copy.splice(k, 0, op.value);
    else if (op.op === 'remove') copy.splice(k, 1);
    else copy[k] = op.value;
  } else if (op.op === 'remove') {
    delete copy[k];
  } else {
    copy[k] = op.value;
  }
  return copy;
}

/**
 * The view after entry `e`, from the view before it. The view before is left as it was (the
 * page keeps earlier views for the marks of what changed and for the replay). Throws when a
 * patch does not fit the view before it, which means the page missed an entry.
 */
export function follow(before, e) {
  if (e.view) return e.view;
  if (!e.patch) return before;
  if (!before) throw new Error(`step ${e.step} changes a view the page does not have`);
  let doc = before;
  for (const op of e.patch) {
    if (!['add', 'remove', 'replace'].includes(op.op)) throw new Error(`unknown change "${op.op}" at step ${e.step}`);
    const path = keys(op.path);
    doc = path.length ? applyAt(doc, path, 0, op) : op.value;
  }
  return doc;
}

/**
 * A record's text (JSON Lines, as `/api/games/{id}/log?seat=S` sends it) read back: its
 * entries expanded, each with `after`, the view after it (`null` past a change that does not fit).
 */
export function read(text) {
  const entries = text.split('\n').filter(Boolean).map((l) => JSON.parse(l))
    .filter((l) => typeof l.step === 'number').map(expand);
  let view = null;
  for (const e of entries) {
    try {
      view = follow(view, e);
    } catch {
      view = null;
    }
    e.after = view;
  }
  return entries;
}
