// The list of actions as a person takes it in: when a seat has many, the first screen lists
// its pieces (each with how many actions it has), and picking one (here or on the board) lists
// that piece's actions under a heading for each kind (move, fire, face…). What moves no piece
// (ending the step, a tool) is always listed in full, last.

import { h } from './dom.js';

/** Past this many actions, the list starts with the pieces rather than every action. */
export const GROUP_OVER = 40;

/** The piece an action's words name (the text before its first ": "), or null. */
export function pieceName(a) {
  const i = a.text.indexOf(': ');
  return i > 0 ? a.text.slice(0, i) : null;
}

/** The kind of an action, from its words after the piece: "move", "standing instruction"… */
export function kindOf(a) {
  const i = a.text.indexOf(': ');
  const rest = i > 0 ? a.text.slice(i + 2) : a.text;
  const m = /^(.+?)(?= to | at | on | from |,| \(| \d|$)/.exec(rest);
  return (m ? m[1] : rest).trim();
}

function actionItem(a, choose) {
  return h('li', { class: a.ends ? 'ends' : '' },
    h('button', { type: 'button', 'data-testid': 'action', 'data-ends': a.ends ? 'yes' : null, text: a.text, onclick: () => choose(a) }));
}

/**
 * The list's items for `shown` (actions with their `subject`): by piece when `grouped`, else
 * every action, under a heading per kind where a piece has several kinds and many actions.
 * `choose(a)` takes an action; `select(subject)` picks a piece; `toolName(subject)` names a tool;
 * `nameOf(subject)` names a piece whose actions' words do not begin with its name.
 */
export function items(shown, grouped, { choose, select, toolName, nameOf }) {
  const isPiece = (a) => a.subject !== null && a.subject !== undefined;
  // Worth it only where pieces have several actions each: a list of pieces of one action
  // each is no shorter.
  const pieces = new Set(shown.filter(isPiece).map((a) => a.subject));
  if (grouped && pieces.size * 3 <= shown.length) {
    const groups = new Map();
    for (const a of shown.filter(isPiece)) {
      const g = groups.get(a.subject) || groups.set(a.subject, { n: 0, name: null, kinds: new Set() }).get(a.subject);
      g.n += 1;
      g.name = g.name || (String(a.subject).startsWith('tool:') ? toolName(a.subject) : pieceName(a) || nameOf(a.subject)) || String(a.subject);
      g.kinds.add(kindOf(a));
    }
    const out = [...groups].map(([subject, g]) => h('li', { class: 'group' },
      h('button', {
        type: 'button', 'data-testid': 'piece-group', 'data-subject': subject, 'data-count': g.n,
        onclick: () => select(subject),
      }, h('b', { text: g.name }), ` — ${g.n} action${g.n === 1 ? '' : 's'}: ${[...g.kinds].slice(0, 4).join(', ')}${g.kinds.size > 4 ? '…' : ''}`)));
    return [...out, ...shown.filter((a) => !isPiece(a)).map((a) => actionItem(a, choose))];
  }
  const kinds = new Set(shown.map(kindOf));
  if (kinds.size < 2 || shown.length <= 8) return shown.map((a) => actionItem(a, choose));
  const out = [];
  let last = null;
  // Kinds in the order they first come, the actions of each together.
  const order = [...kinds];
  const sorted = [...shown].sort((x, y) => (x.ends - y.ends) || (order.indexOf(kindOf(x)) - order.indexOf(kindOf(y))));
  for (const a of sorted) {
    const k = a.ends ? 'to end' : kindOf(a);
    if (k !== last) out.push(h('li', { class: 'kind', text: k }));
    last = k;
    out.push(actionItem(a, choose));
  }
  return out;
}

/**
 * The "what can I do now" panel for `legal` (the seat's actions with their subjects): where the
 * game stands (`clock`), what kinds of action the seat has and how many of each, what ends its
 * part of the step, and where the rules are explained.
 */
export function nowPanel(legal, { clock, ruleset, seat, toAct }) {
  if (!legal.length) {
    return [h('p', { text: `${clock}. Nothing for ${seat} to do now: ${toAct.length ? `waiting for ${toAct.join(', ')}` : 'the game waits for no one'}.` })];
  }
  const kinds = new Map();
  for (const a of legal.filter((x) => !x.ends)) kinds.set(kindOf(a), (kinds.get(kindOf(a)) || 0) + 1);
  const enders = legal.filter((x) => x.ends).map((x) => x.text);
  return [
    h('p', { text: `${clock}. ${seat} may:` }),
    h('ul', {}, ...[...kinds].map(([k, n]) => h('li', { text: `${k} (${n})` }))),
    enders.length ? h('p', { text: `When done: ${enders.join('; ')}.` }) : null,
    h('p', {}, 'Each rule, in our words, with where this server applies it: ',
      h('a', { href: `/rules/${ruleset}`, target: '_blank', rel: 'noopener', text: 'the rules at hand' }), '.'),
  ];
}
