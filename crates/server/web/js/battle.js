// A campaign's battle, watched again: the engine fought it inside a Race-for-X campaign, and the
// server plays it again from the campaign's log, the same game roll for roll. The page steps
// through it as any of its seats saw it, from the seat's record; it holds no rules.

import { h } from './dom.js';
import { Zoom } from './zoom.js';
import * as record from './record.js';

const $ = (id) => document.getElementById(id);
const parts = location.pathname.split('/').filter(Boolean); // g, ID, battles, N
const id = parts[1] || '';
const number = parts[3] || '';
const token = decodeURIComponent(location.hash.slice(1));
const base = `/api/games/${encodeURIComponent(id)}/battles/${encodeURIComponent(number)}`;
const zoom = new Zoom($('board'));
const records = new Map();
let board = null;
let battle = null;

async function get(path) {
  let r;
  try {
    r = await fetch(path, { headers: { authorization: `Bearer ${token}` } });
  } catch (e) {
    return { status: 0, text: '', error: `the server cannot be reached (${e.message})` };
  }
  const text = await r.text();
  let error = '';
  if (!r.ok) {
    try {
      error = JSON.parse(text).error;
    } catch {
      error = `the server answered ${r.status}`;
    }
  }
  return { status: r.status, text, error };
}

function refuse(text) {
  $('refusal').textContent = text;
  $('refusal').hidden = !text;
}

/** The record of `seat` (a seat's name or `spectator`), each entry with the view after it. */
async function recordOf(seat) {
  if (!records.has(seat)) {
    const r = await get(`${base}/log?seat=${encodeURIComponent(seat)}`);
    if (r.status !== 200) {
      refuse(r.error);
      return null;
    }
    records.set(seat, record.read(r.text));
  }
  return records.get(seat);
}

function eventItem(e) {
  const who = e.seat ? `${e.seat}: ` : '';
  return h('li', { value: e.step, 'data-seat': e.seat }, `${who}${e.text}`,
    ...e.events.map((t) => h('span', { class: 'sub', text: t })));
}

/** The battle at the slider's step as the chosen seat saw it. */
async function show() {
  const seat = $('replay-seat').value;
  const at = Number($('replay-slider').value);
  $('replay-at').textContent = at;
  const entries = await recordOf(seat);
  if (!entries || seat !== $('replay-seat').value || at !== Number($('replay-slider').value)) return;
  refuse('');
  let view = null;
  const upto = [];
  for (const e of entries) {
    if (e.step > at) break;
    if (e.after) view = e.after;
    upto.push(e);
  }
  const entry = upto[upto.length - 1] || null;
  $('step').textContent = `${at} of ${battle.steps}`;
  if (view) {
    const svg = board.draw(view, { subjects: new Set(), selected: null, targets: new Set(), onPiece: () => {}, onCell: () => {} });
    $('board').replaceChildren(svg);
    zoom.show(svg);
    $('clock').textContent = board.clock(view);
    $('board-status').textContent = `${board.status(view)}\n(step ${at} as ${seat} saw it${entry ? ` — ${entry.text}` : ''})`;
  }
  $('events').replaceChildren(...upto.slice(-400).map(eventItem));
  const rolls = entry ? entry.rolls : [];
  $('dice').replaceChildren(rolls.length
    ? h('ul', {}, ...rolls.slice(0, 60).map((r) => h('li', { class: 'die', text: `${r.purpose}: d${r.sides} ${r.value}` })))
    : h('span', { class: 'hint', text: `no dice ${seat} may see at step ${at}` }));
}

async function download() {
  const r = await get(`${base}/log`);
  if (r.status !== 200) {
    refuse(r.error);
    return;
  }
  const a = h('a', { href: URL.createObjectURL(new Blob([r.text], { type: 'application/x-ndjson' })), download: `${id}-battle-${number}.log` });
  document.body.append(a);
  a.click();
  a.remove();
}

async function main() {
  $('back').href = `/g/${encodeURIComponent(id)}#${encodeURIComponent(token)}`;
  const r = await get(base);
  if (r.status !== 200) {
    $('board').replaceChildren(h('p', { class: 'refusal', 'data-testid': 'fatal', text: r.error }));
    return;
  }
  battle = JSON.parse(r.text);
  const report = battle.report
    ? `${battle.report.lost} stands lost, ${battle.report.exited} exited, ${battle.report.objectives} objectives held`
    : 'no report';
  $('title').textContent = `battle ${battle.number}: turn ${battle.turn}, ${battle.battle}`;
  const who = `player ${battle.offensive.toUpperCase()}`;
  const counter = battle.battle === 'counter-attack' ? `: the other player's defence attacked ${who}'s force` : '';
  $('about').textContent = `Turn ${battle.turn}, ${who}'s offensive (${battle.battle}${counter}), fought by ${battle.fought_by}. For ${who}: ${report}.`;
  $('outcome').textContent = battle.outcome ? `${battle.outcome.result}: ${battle.outcome.summary}` : 'the battle did not end';
  board = await import(`./boards/${battle.ruleset}.js`);
  $('legend').replaceChildren(...board.legend().map(([colour, text]) => h('li', {},
    h('span', { class: 'swatch', 'data-colour': colour }), text)));
  for (const sw of document.querySelectorAll('.swatch')) sw.style.background = sw.dataset.colour;
  const sel = $('replay-seat');
  sel.replaceChildren(...[...battle.seats, 'spectator'].map((x) => h('option', { value: x, text: x })));
  const slider = $('replay-slider');
  slider.max = String(battle.steps);
  slider.value = '0';
  const go = (to) => {
    slider.value = String(Math.max(0, Math.min(Number(slider.max), to)));
    show();
  };
  sel.addEventListener('change', () => show());
  slider.addEventListener('input', () => show());
  $('replay-first').addEventListener('click', () => go(0));
  $('replay-prev').addEventListener('click', () => go(Number(slider.value) - 1));
  $('replay-next').addEventListener('click', () => go(Number(slider.value) + 1));
  $('replay-last').addEventListener('click', () => go(Number(slider.max)));
  $('download-log').addEventListener('click', download);
  $('zoom-in').addEventListener('click', () => zoom.step(1.25));
  $('zoom-out').addEventListener('click', () => zoom.step(1 / 1.25));
  $('fit').addEventListener('click', () => zoom.fit());
  await show();
  document.body.dataset.ready = 'yes';
}

main();
