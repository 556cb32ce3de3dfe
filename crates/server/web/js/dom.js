// Small helpers for building HTML and SVG elements without innerHTML (text from the server
// is never parsed as markup), and the one call to the server the pages make with a link.

const SVG = 'http://www.w3.org/2000/svg';

function fill(node, attrs, children) {
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'text') node.textContent = String(v);
    else if (k.startsWith('on') && typeof v === 'function') node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return node;
}

/** An HTML element: h('p', {class: 'x'}, 'text', child). */
export function h(tag, attrs, ...children) {
  return fill(document.createElement(tag), attrs, children);
}

/** An SVG element. */
export function s(tag, attrs, ...children) {
  return fill(document.createElementNS(SVG, tag), attrs, children);
}

/** An SVG title (a tooltip). */
export function tip(text) {
  return s('title', { text });
}

/** The points of a flat-topped hexagon of radius r centred on (x, y). */
export function hexPoints(x, y, r) {
  const pts = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i;
    pts.push(`${(x + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(' ');
}

/** Centre of a flat-topped hex in odd-q offset layout (odd columns shifted down). */
export function hexCentre(col, row, r) {
  const w = 1.5 * r;
  const hgt = Math.sqrt(3) * r;
  return [r + col * w + 4, hgt / 2 + row * hgt + (col & 1 ? hgt / 2 : 0) + 4];
}

/** Axial (q, r) to odd-q offset (col, row), as the engine counts them. */
export function toOffset(hex) {
  return [hex.q, hex.r + (hex.q - (hex.q & 1)) / 2];
}

/** Odd-q offset (col, row) to axial {q, r}. */
export function fromOffset(col, row) {
  return { q: col, r: row - (col - (col & 1)) / 2 };
}

/** A hex's key, as boards name cells. */
export function hexKey(hex) {
  return `${hex.q},${hex.r}`;
}

/** A hex's name as the engine prints it (column,row). */
export function hexName(hex) {
  const [c, r] = toOffset(hex);
  return `${c},${r}`;
}

/** Bearing in degrees of a compass direction name. */
export const BEARING = { N: 0, NE: 60, SE: 120, S: 180, SW: 240, NW: 300 };
export const BEARING8 = { N: 0, NE: 45, E: 90, SE: 135, S: 180, SW: 225, W: 270, NW: 315 };

/** Words for a value the server sends as a kebab-case name. */
export function words(x) {
  return String(x).replaceAll('-', ' ');
}

/** What a seat's holder is called in a list: `person` for `human`, else a bot by kind, the
 *  search bot's budget spelled out as its playouts a decision (`playouts`, the rule set's
 *  default, from /api/rulesets). */
export function holderLabel(holder, person, playouts) {
  if (holder === 'human') return person;
  const kind = holder.replace(/^bot:/, '');
  if (kind === 'search') {
    return playouts ? `bot (search: looks ahead, ${playouts} playouts a decision)` : 'bot (search: looks ahead)';
  }
  const m = /^search:(\d+)$/.exec(kind);
  if (m) return `bot (search: ${m[1]} playouts a decision, slower)`;
  return `bot (${kind})`;
}

/**
 * A moment (seconds since 1970) in the reader's own language and format, as their browser is
 * set (“1 Dec 2026, 16:17” in Britain, “Dec 1, 2026, 4:17 PM” in the United States).
 */
export function when(seconds) {
  const fmt = new Intl.DateTimeFormat(navigator.languages, { dateStyle: 'medium', timeStyle: 'short' });
  return fmt.format(new Date(seconds * 1000));
}

/** A rule or ruling id ("RAP-8", "UMP-NQM-43", "OPA-11") wherever it stands in a text. */
const RULE_ID = /\b(?:UMP-)?[A-Z]{2,4}-\d+[a-z]?\b/g;

/**
 * Where rule `rule` of rule set `ruleset` is explained: its anchor on the rules page, or for a
 * section of the text ("8B squares") the page found at its first word.
 */
export function ruleHref(ruleset, rule) {
  const id = String(rule).match(RULE_ID);
  if (id) return `/rules/${ruleset}#${id[0]}`;
  const first = String(rule).trim().split(/[\s:]+/)[0];
  return first ? `/rules/${ruleset}#:~:text=${encodeURIComponent(first)}` : `/rules/${ruleset}`;
}

/** `text` as nodes, each rule id in it a link to its explanation (opening in a new tab). */
export function withRuleLinks(text, ruleset) {
  const out = [];
  let at = 0;
  for (const m of String(text).matchAll(RULE_ID)) {
    if (m.index > at) out.push(text.slice(at, m.index));
    out.push(h('a', { href: ruleHref(ruleset, m[0]), target: '_blank', rel: 'noopener', class: 'rule-link', text: m[0] }));
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

/** A call to the server as the holder of `tok`: {status, body}, status 0 when unreachable. */
export async function apiAs(tok, method, path, body) {
  const init = { method, headers: { authorization: `Bearer ${tok}` } };
  if (body !== undefined) {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let r;
  try {
    r = await fetch(path, init);
  } catch (e) {
    return { status: 0, body: { error: `the server cannot be reached (${e.message})` } };
  }
  const text = await r.text();
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: r.status, body: parsed };
}
