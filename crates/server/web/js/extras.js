// The end of a game, the alerts of your turn and `help`: the parts of a game's page that need
// nothing of its state but what they are given.

import { h, withRuleLinks } from './dom.js';

const $ = (id) => document.getElementById(id);

/** Once over: the result, the dice commitment and secret, and the signed log to check. */
export function showEnding(snap) {
  $('ending').hidden = false;
  $('ending-result').replaceChildren(...withRuleLinks(`${snap.outcome.result}: ${snap.outcome.summary}`, snap.ruleset));
  $('commitment').textContent = snap.commitment;
  $('secret').textContent = snap.secret || '(not given)';
}

/** Saves `text` as a file named `name`. */
function download(name, text) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/x-ndjson' }));
  const a = h('a', { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads the game's signed log; returns why not, or null. */
export async function downloadLog(id, token, ruleset) {
  const r = await fetch(`/api/games/${id}/log`, { headers: { authorization: `Bearer ${token}` } });
  if (!r.ok) return `the log could not be read: the server answered ${r.status}`;
  download(`${ruleset}-${id}.log`, await r.text());
  return null;
}

/** Downloads the server's public key as a file `umpire replay --verify` reads; returns why not, or null. */
export async function downloadKey() {
  const r = await fetch('/api/key');
  const v = r.ok ? await r.json() : null;
  if (!v) return `the key could not be read: the server answered ${r.status}`;
  download('server.pub', `${v.key}\n`);
  return null;
}

/** It has become this seat's turn: a notification and a sound, if the player asked for them. */
export function alertTurn(text, id) {
  if (!document.hidden) return;
  if ($('notify-desktop').checked && 'Notification' in window && Notification.permission === 'granted') {
    try {
      new Notification('Umpire', { body: text, tag: `umpire-${id}` });
    } catch {
      // Some browsers allow notifications only from a service worker: the title still says it.
    }
  }
  if ($('notify-sound').checked) beep();
}

function beep() {
  try {
    const ctx = new AudioContext();
    const o = ctx.createOscillator();
    const g = ctx.createGain();
    o.frequency.value = 660;
    g.gain.value = 0.08;
    o.connect(g).connect(ctx.destination);
    o.start();
    o.stop(ctx.currentTime + 0.18);
  } catch {
    // No sound where the browser has none.
  }
}

/** The two alert boxes, remembered in this browser. */
export function setUpAlerts() {
  for (const k of ['notify-desktop', 'notify-sound']) {
    $(k).checked = localStorage.getItem(`umpire-${k}`) === 'yes';
    $(k).addEventListener('change', async () => {
      localStorage.setItem(`umpire-${k}`, $(k).checked ? 'yes' : 'no');
      if (k === 'notify-desktop' && $(k).checked && 'Notification' in window && Notification.permission === 'default') {
        await Notification.requestPermission();
      }
    });
  }
}

/** `help` and `help TOPIC` in the command box: what can be typed, from the rule set's help. */
export function helpText(text, info) {
  const topic = text.replace(/^help\s*/, '').trim();
  const topics = info?.help_topics || {};
  if (topic && topics[topic]) return topics[topic];
  if (topic) return `No help on “${topic}”. ${Object.keys(topics).length ? `Topics: ${Object.keys(topics).join(', ')}.` : ''}`;
  return [
    'Type an action as at the terminal, or the words of one in the list (a unique part is enough), then Send.',
    info?.help || '',
    Object.keys(topics).length ? `More: ${Object.keys(topics).map((t) => `help ${t}`).join(', ')}.` : '',
  ].filter(Boolean).join('\n');
}

/**
 * Adds 32 random bytes of this browser to the game's dice (`ctx`: `snap`, the page's seat `me`,
 * `id`, `api`): once a seat, and once the host (this browser remembers that it did).
 */
export async function addEntropy(ctx) {
  const { snap, me, id } = ctx;
  if (snap.outcome || snap.entropy_added || !(me || snap.role === 'host')) return;
  if (snap.role === 'host' && localStorage.getItem(`umpire.entropy.${id}`)) return;
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  const r = await ctx.api('POST', `/api/games/${id}/entropy`, { hex });
  if (r.status === 200 || r.status === 409) localStorage.setItem(`umpire.entropy.${id}`, '1');
}
