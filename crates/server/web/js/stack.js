// The stack viewer (as VASSAL's): the counters sharing a hex, sector or square, listed by name
// in a box beside them, each a button that does what a click on it does. A mouse shows it by
// resting on a stack; a finger by a tap on a stack (a long press anywhere on one), since a
// counter of a crowded hex is small under a finger.

import { h } from './dom.js';

const $ = (id) => document.getElementById(id);
const REST = 350; // ms the mouse rests on a stack before it opens
const MEMBERS = '[data-at]:is(.piece, .enemy)';

let timer = null;
let picking = false; // a counter picked in the viewer: its click is not a tap on the stack

/** Whether a click on a counter now comes from the viewer (and must not open it again). */
export function fromViewer() {
  return picking;
}

/** The counters at place `at` in `svg`. */
function members(svg, at) {
  return [...svg.querySelectorAll(MEMBERS)].filter((el) => el.dataset.at === at);
}

/** How many counters share the place of counter `el`. */
export function size(svg, key) {
  const el = svg.querySelector(`[data-piece="${CSS.escape(key)}"]`);
  return el && el.dataset.at ? members(svg, el.dataset.at).length : 0;
}

/** Closes the viewer. */
export function close() {
  clearTimeout(timer);
  const box = $('stack-view');
  if (box) box.hidden = true;
}

/** Opens the viewer for the counters at place `at`, beside them. */
export function open(svg, at) {
  const list = members(svg, at);
  if (list.length < 2) return;
  const box = $('stack-view');
  // Each by its tooltip, without the identifier it carries for typed orders ("[a-line2]").
  const name = (el) => (el.querySelector(':scope > title')?.textContent || el.dataset.piece || '')
    .replace(/ \((can act|selected)[^)]*\)$/, '').replace(/ \[[^\]]*\]/, '');
  box.replaceChildren(
    h('p', { class: 'hint', text: `${list.length} counters here: pick one.` }),
    h('ul', {}, ...list.map((el) => h('li', {}, h('button', {
      type: 'button', 'data-testid': 'stack-item', 'data-piece': el.dataset.piece || null,
      class: el.classList.contains('can-act') ? 'can-act' : '',
      text: name(el),
      onclick: () => {
        close();
        picking = true;
        try {
          el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        } finally {
          picking = false;
        }
      },
    })))),
  );
  const r = list.map((el) => el.getBoundingClientRect()).reduce((a, b) => ({
    left: Math.min(a.left, b.left), top: Math.min(a.top, b.top), right: Math.max(a.right, b.right), bottom: Math.max(a.bottom, b.bottom),
  }));
  box.hidden = false;
  const w = box.offsetWidth;
  const x = Math.max(4, Math.min(window.innerWidth - w - 4, r.right + 6));
  const y = Math.max(4, Math.min(window.innerHeight - box.offsetHeight - 4, r.top));
  box.style.left = `${x}px`;
  box.style.top = `${y}px`;
  box.querySelector('button')?.focus({ preventScroll: true });
}

/** Mouse hover on the stacks of a newly drawn `svg`: resting on one opens the viewer. */
export function attach(svg) {
  close();
  for (const el of svg.querySelectorAll(MEMBERS)) {
    el.addEventListener('pointerenter', (e) => {
      if (e.pointerType !== 'mouse') return;
      clearTimeout(timer);
      timer = setTimeout(() => open(svg, el.dataset.at), REST);
    });
    el.addEventListener('pointerleave', () => clearTimeout(timer));
  }
}
