// The editor's balance button: the server plays the scenario as drawn and its first balance
// knob's values either side between heuristic bots (`POST /api/scenarios/balance`, the study of
// `umpire balance`), and this draws its report: each side's wins, draws and losses with their
// intervals, the tilt on the Elo scale, the share of the decided games at each value, and the
// proposal, which one click writes into the scenario.

import { h } from '../dom.js';

const pct = (x) => `${(100 * x).toFixed(1)}%`;
const signed = (x) => (x >= 0 ? `+${x.toFixed(0)}` : x.toFixed(0));

/** Asks the server for the study of `toml` turning `knob` and shows it in `out`; `apply(path, value)` sets the knob. */
export async function measure(ruleset, toml, knob, out, apply) {
  out.replaceChildren(h('p', { 'data-testid': 'balance-status', role: 'status', text: 'measuring: the server plays the games (up to half a minute)…' }));
  let r;
  try {
    r = await fetch('/api/scenarios/balance', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ruleset, toml, knob }),
    });
  } catch (e) {
    out.replaceChildren(h('p', { class: 'field-error', 'data-testid': 'balance-error', text: `the server cannot be reached: ${e.message}` }));
    return;
  }
  const v = await r.json().catch(() => ({}));
  if (!r.ok) {
    out.replaceChildren(h('p', { class: 'field-error', 'data-testid': 'balance-error', text: v.reason ? `${v.field}: ${v.reason}` : v.error || `the server answered ${r.status}` }));
    return;
  }
  out.replaceChildren(...(v.knobs ? reportAll(v, apply) : report(v, apply)));
}

/** The report of every knob: the scenario as drawn once, each knob's table and its own
 * proposal, then the one change across the knobs. */
function reportAll(v, apply) {
  const parts = v.knobs.map((k, i) => report(k, apply, { drawn: i === 0 }));
  const p = v.proposal;
  const first = v.knobs[0].sides[0];
  let across;
  if (!p) across = h('p', { 'data-testid': 'balance-across', text: 'Across the knobs: none evens this scenario.' });
  else if (p.value === p.from) across = h('p', { 'data-testid': 'balance-across', text: `Across the knobs: leave the scenario as drawn: ${p.even_within_interval ? 'its decided games are even within their interval' : 'no knob tried brings its decided games nearer even'}.` });
  else {
    across = h('p', { 'data-testid': 'balance-across' },
      `Across the knobs: ${p.knob} ${p.value} (from ${p.from}), ${p.steps} step${p.steps === 1 ? '' : 's'}: ${first} then wins ${pct(p.share)} of the decided games (${pct(p.ci95[0])}–${pct(p.ci95[1])}), ${p.even_within_interval ? 'even within the interval' : 'the nearest to even'}. `,
      h('button', { type: 'button', 'data-testid': 'balance-apply-across', onclick: () => apply(p.path, p.value) }, `set ${p.knob} to ${p.value}`));
  }
  const runs = 1 + v.knobs.reduce((n, k) => n + k.runs.length - 1, 0);
  return [...parts.flat(), across,
    h('p', { class: 'hint', text: `Seeds 1 to ${v.games}, the same for every value; ${runs} runs in ${v.seconds.toFixed(1)} s. For more games or other bots: umpire balance ${v.ruleset} --knob all --scenario FILE.` })];
}

/** The report's elements; as one `part` of a study of every knob, without the study's hint,
 * and without the scenario as drawn unless `part.drawn` (it is shown once). */
function report(v, apply, part = null) {
  const drawn = v.runs.find((x) => x.as_drawn) || v.runs[0];
  const [first] = v.sides;
  const cell = (c) => `${c.games} ${pct(c.p)} (${Math.round(100 * c.ci95[0])}–${Math.round(100 * c.ci95[1])})`;
  const sides = h('table', { class: 'balance', 'data-testid': 'balance-sides' },
    h('caption', { text: `As drawn (${v.knob.name} ${v.knob.as_drawn}): ${v.games} games between heuristic bots` }),
    h('thead', {}, h('tr', {}, ...['side', 'won (95% CI)', 'drawn', 'lost'].map((t) => h('th', { scope: 'col', text: t })))),
    h('tbody', {}, ...drawn.sides.map((s) => h('tr', {}, h('th', { scope: 'row', text: s.side }), h('td', { text: cell(s.won) }), h('td', { text: cell(s.drawn) }), h('td', { text: cell(s.lost) })))));
  const tilt = drawn.share === null
    ? 'No game was decided.'
    : `${first} won ${pct(drawn.share)} of the ${drawn.decided} decided games (${pct(drawn.share_ci95[0])}–${pct(drawn.share_ci95[1])})${drawn.elo === null ? '; one side won them all, so the tilt is off the Elo scale' : `: the map is worth ${signed(drawn.elo)} Elo to ${first}`}. Mean ${v.score} ${drawn.mean_score.toFixed(2)}.`;
  const rows = [...v.runs].sort((a, b) => a.value - b.value).map((x) => h('tr', { class: x.as_drawn ? 'as-drawn' : '' },
    h('th', { scope: 'row', text: `${x.value}${x.as_drawn ? ' (as drawn)' : ''}` }),
    h('td', { text: String(x.decided) }),
    h('td', { text: x.share === null ? '—' : pct(x.share) }),
    h('td', { text: x.share === null ? '—' : `${pct(x.share_ci95[0])}–${pct(x.share_ci95[1])}` }),
    h('td', { text: x.elo === null ? '—' : signed(x.elo) })));
  const knob = h('table', { class: 'balance', 'data-testid': 'balance-knob' },
    h('caption', { text: `${v.knob.name} (${v.knob.what}): the share of the decided games ${first} won` }),
    h('thead', {}, h('tr', {}, ...[v.knob.name, 'decided', 'share', '95% CI', 'Elo'].map((t) => h('th', { scope: 'col', text: t })))),
    h('tbody', {}, ...rows));
  const p = v.proposal;
  let proposal;
  if (!p) proposal = h('p', { 'data-testid': 'balance-proposal', text: `No proposal: at every value one side won every decided game, so ${v.knob.name} does not even this scenario.` });
  else if (p.change === 0) proposal = h('p', { 'data-testid': 'balance-proposal', text: `Leave ${v.knob.name} at ${p.value}: as drawn the decided games are ${p.even_within_interval ? 'even within their interval' : 'as near even as at any value tried'}.` });
  else {
    proposal = h('p', { 'data-testid': 'balance-proposal' },
      `Proposal: ${v.knob.name} ${p.value} (from ${v.knob.as_drawn}): ${first} then wins ${pct(p.share)} of the decided games (${pct(p.share_ci95[0])}–${pct(p.share_ci95[1])}), ${p.even_within_interval ? 'even within the interval' : 'the nearest to even of the values tried'}. `,
      h('button', { type: 'button', 'data-testid': 'balance-apply', onclick: () => apply(v.knob.path, p.value) }, `set ${v.knob.name} to ${p.value}`));
  }
  if (part) return [...(part.drawn ? [sides, h('p', { 'data-testid': 'balance-tilt', text: tilt })] : []), knob, proposal];
  return [sides, h('p', { 'data-testid': 'balance-tilt', text: tilt }), knob, proposal,
    h('p', { class: 'hint', text: `Seeds 1 to ${v.games}, the same for every value; ${v.runs.length} runs in ${v.seconds.toFixed(1)} s. For more games or other bots: umpire balance ${v.ruleset} --scenario FILE.` })];
}
