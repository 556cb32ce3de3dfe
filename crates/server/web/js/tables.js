// The rules' tables where they decide something: beside a result card, the table it read
// with the cells read marked; beside the actions, a table that decides the choice at hand
// (the Napoleonic melee cards while a side picks one). The tables come with the rule set from
// /api/rulesets, built by the rules from the code that reads them; the page only draws them.

import { h, ruleHref } from './dom.js';

/**
 * A table as HTML, the cells `read` ([row, column] pairs) marked; `open` shows it unfolded.
 * `ruleset` links the rule.
 */
export function tableView(table, read, ruleset, { open = false, label = '' } = {}) {
  const marked = new Set((read || []).map(([r, c]) => `${r},${c}`));
  const summary = label || table.title;
  return h('details', { class: 'rules-table', 'data-testid': 'rules-table', 'data-table': table.id, open },
    h('summary', { text: `${summary} (${table.rule})` }),
    h('p', { class: 'hint' }, 'The rule: ', h('a', { href: ruleHref(ruleset, table.rule), target: '_blank', rel: 'noopener', class: 'rule-link', text: table.rule }),
      marked.size ? '; the cells read are marked.' : ''),
    // A wide table scrolls in its own box, which the keyboard can reach.
    h('div', { class: 'table-scroll', tabindex: '0', role: 'region', 'aria-label': table.title }, h('table', {},
      h('caption', { class: 'sr-only', text: `${table.title} (${table.rule})${marked.size ? '; the cells read are marked' : ''}` }),
      h('thead', {}, h('tr', {}, h('th', { scope: 'col', text: table.corner }),
        ...table.columns.map((c) => h('th', { scope: 'col', text: c })))),
      h('tbody', {}, ...table.rows.map((row, r) => h('tr', {},
        h('th', { scope: 'row', text: row.label }),
        ...row.cells.map((cell, c) => (marked.has(`${r},${c}`)
          ? h('td', { class: 'read', 'data-read': 'yes' }, h('mark', { text: cell }), h('span', { class: 'sr-only', text: ' (read)' }))
          : h('td', { text: cell })))))))));
}

/** The table a result card read, folded, its cells marked (null when it read none). */
export function cardTable(card, tables, ruleset) {
  const t = card.read && (tables || []).find((x) => x.id === card.read.table);
  return t ? tableView(t, card.read.cells, ruleset, { label: `the table read: ${t.title}` }) : null;
}

/**
 * The tables that decide a choice among `legal` (their `chosen_with` names an action's field
 * and value, `action=mdi`), unfolded.
 */
export function choiceTables(legal, tables, ruleset) {
  const decides = (t) => (t.chosen_with || []).some((w) => {
    const [field, value] = w.split('=');
    return legal.some((l) => l.action && typeof l.action === 'object' && l.action[field] === value);
  });
  return (tables || []).filter(decides).map((t) => tableView(t, [], ruleset, { open: true, label: `${t.title}: what your choice decides` }));
}
