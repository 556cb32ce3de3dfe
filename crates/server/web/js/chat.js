// The chat of a game's page: the messages of the seat's channels, read a page at a time from
// the last one seen (again after a reconnection), and a message sent to a channel.

import { h } from './dom.js';

const $ = (id) => document.getElementById(id);

/** The chat's functions for a page: `ctx` gives its `api`, the `token()` of the seat shown,
 * the game's `id`, `mySeat()` and `refuse(text)`. */
export function makeChat({ api, token, id, mySeat, refuse }) {
  function addChat(m) {
    const log = $('chat-log');
    if (log.querySelector(`[data-n="${m.n}"]`)) return;
    log.append(h('div', { 'data-n': m.n },
      h('span', { class: 'chan', text: `[${m.channel}] ` }),
      h('span', { class: 'who', text: `${m.author}: ` }),
      m.body));
    log.scrollTop = log.scrollHeight;
  }

  let chatSeen = 0; // the number of the last message read

  async function loadChat() {
    // The chat comes a page at a time: read on from the last message seen until no more. A
    // page read for a seat the page no longer shows is dropped.
    const tok = token();
    for (;;) {
      const r = await api('GET', `/api/games/${id}/chat?since=${chatSeen}&limit=500`);
      if (tok !== token() || r.status !== 200) return;
      const chans = r.body.channels;
      const sel = $('channel');
      if ([...sel.options].map((o) => o.value).join('\n') !== chans.join('\n')) {
        sel.replaceChildren(...chans.map((c) => h('option', { value: c, text: c })));
      }
      $('chat').hidden = !mySeat() || !chans.length;
      for (const m of r.body.messages) addChat(m);
      chatSeen = Math.max(chatSeen, r.body.next);
      if (!r.body.more) return;
    }
  }

  async function say(ev) {
    ev.preventDefault();
    const text = $('chat-text').value.trim();
    if (!text) return;
    const r = await api('POST', `/api/games/${id}/chat`, { channel: $('channel').value, text });
    if (r.status === 201) {
      $('chat-text').value = '';
      await loadChat();
    } else {
      refuse(r.body.error || `the server answered ${r.status}`);
    }
  }

  /** Another seat is shown: its chat is read afresh (its channels may not be the last's). */
  function reset() {
    chatSeen = 0;
    $('chat-log').replaceChildren();
    $('channel').replaceChildren();
  }

  return { addChat, loadChat, say, reset };
}
