// The game's socket (docs/server.md, "Socket frames"): the page's seat follows the game's steps,
// chat and news over it, reconnecting with a growing wait when it drops, from the last step it
// has. The page gives what each frame does.

const $ = (id) => document.getElementById(id);

/**
 * The page's socket. `ctx`: `id`; `token()` and `since()` (the last step shown, -1 for none);
 * `snap()`; and what the frames do: `entry`, `chat`, `refresh`, `dropAfter`, `refuse`,
 * `revoked`, `told` (a frame's words for the person, or null: `{type, …}` → text), `tell`,
 * `loadChat`.
 */
export function make(ctx) {
  let socket = null;
  let backoff = 500;

  function connect() {
    const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const from = ctx.since() >= 0 ? `&since=${ctx.since()}` : '';
    const ws = new WebSocket(`${proto}//${location.host}/api/games/${ctx.id}/ws?token=${encodeURIComponent(ctx.token())}${from}`);
    socket = ws;
    ws.onopen = () => {
      const again = $('conn').textContent !== '';
      backoff = 500;
      $('conn').textContent = 'live';
      $('conn').className = '';
      // The socket's backlog holds the steps missed; messages missed are read again, and the
      // snapshot too (the page may have missed it while the server was out of reach).
      if (again) {
        ctx.loadChat();
        ctx.refresh();
      }
    };
    ws.onmessage = (m) => {
      const f = JSON.parse(m.data);
      const snap = ctx.snap();
      if (f.type === 'entry') ctx.entry(f.entry);
      else if (f.type === 'chat') ctx.chat(f.message);
      else if (f.type === 'state' && snap && (f.step !== snap.step || (f.over && !snap.outcome))) ctx.refresh();
      else if (f.type === 'undo') {
        ctx.dropAfter(f.step);
        ctx.refresh();
      } else if (f.type === 'lagged') ws.close();
      else if (f.type === 'closed' && !f.reconnect) {
        // Closed for being past a cap (too many pages on this link or address): reconnecting
        // would close another page, so this one stops following until it is reloaded.
        socket = null;
        $('conn').textContent = 'not following';
        $('conn').className = 'conn-lost';
        ctx.refuse(f.reason);
      } else if (f.type === 'revoked') {
        socket = null;
        ctx.revoked(f);
      } else if (f.type === 'rematch') ctx.refresh();
      else if (f.type === 'handover' || f.type === 'takeback') {
        const said = ctx.told(f);
        ctx.refresh().then(() => said && ctx.tell(said));
      }
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      $('conn').textContent = 'connection lost; reconnecting…';
      $('conn').className = 'conn-lost';
      setTimeout(async () => {
        await ctx.refresh();
        connect();
      }, backoff);
      backoff = Math.min(backoff * 2, 8000);
    };
  }

  return {
    connect,
    /** Stops following (another seat is shown, or the link was taken away). */
    drop() {
      const old = socket;
      socket = null;
      if (old) old.close();
    },
  };
}
