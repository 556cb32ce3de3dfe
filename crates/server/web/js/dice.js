// The dice tray and the result cards of the table and the replay: each die with what it was
// rolled for, and each combat's card (its sides, dice, table lines) as the seat may know it.

import { h, withRuleLinks } from './dom.js';
import { cardTable } from './tables.js';

const $ = (id) => document.getElementById(id);

/** The dice of `entries` (the steps since the seat's last, or one replayed step), by step. */
export function showDice(entries) {
  const tray = $('dice');
  const rolled = entries.filter((e) => e && e.rolls.length);
  if (!rolled.length) {
    const e = entries[entries.length - 1];
    tray.replaceChildren(h('span', { class: 'hint', text: e ? `no dice you may see at step ${e.step}` : 'no dice yet' }));
    return;
  }
  tray.replaceChildren(...rolled.map((e) => h('div', { class: 'dice-step' },
    h('span', { class: 'dice-head', text: `step ${e.step}${e.seat ? ` (${e.seat})` : ''}: ` }),
    ...diceOf(e.rolls))));
}

/**
 * The result cards of `entries` (each combat, volley, melee… the seat may know of), each with
 * the rules table it read (of the rule set's `tables`), folded, the cells read marked.
 */
export function showCards(entries, ruleset = '', tables = []) {
  const cards = entries.flatMap((e) => (e && e.cards ? e.cards.map((c) => [e, c]) : []));
  $('results-panel').hidden = cards.length === 0;
  $('results').replaceChildren(...cards.slice(-12).map(([e, c]) => h('div', { class: 'card', 'data-testid': 'result-card', 'data-kind': c.kind },
    h('div', { class: 'card-head' }, h('span', { class: 'card-kind', text: c.kind }), h('b', { text: c.title }), h('span', { class: 'hint', text: ` step ${e.step}` })),
    h('ul', { class: 'card-sides' }, ...c.sides.map((x) => h('li', { text: x }))),
    c.dice.length ? h('div', { class: 'card-dice' }, ...diceOf(c.dice)) : null,
    h('ul', { class: 'card-lines' }, ...c.lines.map((x) => h('li', {}, ...withRuleLinks(x, ruleset)))),
    cardTable(c, tables, ruleset))));
}

/** A step's rolls as dice; rolls of 65,535 faces, drawn in pairs, as the fractions they make. */
function diceOf(rolls) {
  const out = [];
  for (let k = 0; k < rolls.length;) {
    const r = rolls[k];
    let run = 0;
    while (k + run < rolls.length && rolls[k + run].sides === 65535 && rolls[k + run].purpose === r.purpose) run++;
    if (r.sides === 65535 && run >= 2) {
      const fractions = [];
      for (let i = 0; i + 1 < run; i += 2) fractions.push(((rolls[k + i].value - 1) * 65535 + rolls[k + i + 1].value - 1) / (65535 * 65535));
      const shown = fractions.slice(0, 6).map((f) => f.toFixed(3)).join(' ') + (fractions.length > 6 ? ' …' : '');
      out.push(h('span', { class: 'die', title: `${run} rolls of 1–65535, taken in pairs: each pair is a fraction between 0 and 1 that the rules' simulation turns into a result (${r.purpose})` },
        `${fractions.length} random fraction${fractions.length === 1 ? '' : 's'} `, h('b', { text: shown }), ` ${r.purpose}`));
      k += run - (run % 2);
      continue;
    }
    out.push(h('span', { class: 'die', title: r.purpose }, `d${r.sides} `, h('b', { text: r.value }), ` ${r.purpose}`));
    k += 1;
  }
  return out;
}
