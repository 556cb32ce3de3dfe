// Turn deadlines and notices (#62), as two people meet them: the game is made in the lobby
// with a deadline and a notices address; a's page counts its time down, a's time runs out, a
// bot stands in for a while b plays on, and a takes the seat back from the page. A webhook
// receiver on this machine gets exactly the notices each address may read.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { useServerAndBrowser, ARTIFACTS } from './lib.mjs';

const env = useServerAndBrowser();

const local = (url) => `${env.server.base}${url.replace(/^https?:\/\/[^/]+/, '')}`;

/** A webhook receiver: every body posted, by path. */
async function receiver() {
  const got = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => { body += c; });
    req.on('end', () => {
      got.push({ path: req.url, body: JSON.parse(body || 'null') });
      res.writeHead(204).end();
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return {
    got,
    base: `http://127.0.0.1:${server.address().port}`,
    close: () => { server.closeAllConnections(); server.close(); },
  };
}

/** Plays seat b by the API, its first legal action each second, until `stop.now`. */
async function steady(base, id, token, stop) {
  const auth = { authorization: `Bearer ${token}` };
  while (!stop.now) {
    const v = await (await fetch(`${base}/api/games/${id}`, { headers: auth })).json();
    if (v.legal?.length) {
      await fetch(`${base}/api/games/${id}/actions`, {
        method: 'POST', headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ expect_step: v.step, action: v.legal[0].action }),
      });
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}

test('a deadline runs out: a bot stands in, the person takes the seat back; each address gets only its notices', async () => {
  const hooks = await receiver();
  const stop = { now: false };
  try {
    await story(hooks, stop);
  } finally {
    stop.now = true;
    hooks.close();
  }
});

async function story(hooks, stop) {
  const ctxH = await env.browser.newContext();
  const lobby = await ctxH.newPage({ viewport: { width: 1280, height: 900 } });
  await lobby.goto(`${env.server.base}/`);
  await lobby.waitForFunction(() => document.body.dataset.ready === 'yes');
  await lobby.selectOption('[data-testid=ruleset]', 'napoleonic');
  await lobby.selectOption('[data-testid=seat-a]', 'human');
  await lobby.selectOption('[data-testid=seat-b]', 'human');
  // A deadline of a few seconds is refused below the server's shortest (1 s here): 0 is.
  await lobby.selectOption('[data-testid=deadline]', 'custom');
  await lobby.fill('[data-testid=deadline-seconds]', '0');
  await lobby.selectOption('[data-testid=deadline-then]', 'stand-in');
  await lobby.fill('[data-testid=hook]', `${hooks.base}/game`);
  await lobby.click('[data-testid=create]');
  await lobby.waitForFunction(() => /from 1 seconds to 30 days/.test(document.querySelector('[data-error="deadline.seconds"]').textContent));
  const found = (await new AxeBuilder({ page: lobby }).include('fieldset.deadline').analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
  assert.deepEqual(found, [], 'axe on the deadline fields');
  await lobby.fill('[data-testid=deadline-seconds]', '8');
  await lobby.click('[data-testid=create]');
  await lobby.locator('[data-testid=link-a]').waitFor();
  const linkA = await lobby.locator('[data-testid=link-a]').inputValue();
  const linkB = await lobby.locator('[data-testid=link-b]').inputValue();
  const id = new URL(linkB).pathname.split('/').pop();
  const tokenB = new URL(linkB).hash.slice(1);
  // b plays on steadily, within its time.
  const b = steady(env.server.base, id, tokenB, stop);
  // a's page: its time counts down, and a sets its own notices' address.
  const ctxA = await env.browser.newContext();
  const A = await ctxA.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  A.on('pageerror', (e) => errors.push(e.message));
  await A.goto(local(linkA));
  await A.waitForFunction(() => document.body.dataset.ready === 'yes');
  const mine = A.locator('[data-testid=time-left][data-seat=a]');
  await mine.waitFor();
  assert.match(await mine.textContent(), /^you have \d+ s left$/);
  await A.locator('[data-testid=notices-urls]').fill(`${hooks.base}/a`);
  await A.locator('[data-testid=notices-save]').click();
  await A.waitForFunction(() => /Saved: 1 address/.test(document.querySelector('[data-testid=notices-said]').textContent));
  await A.screenshot({ path: join(ARTIFACTS, 'club-time-left.png'), fullPage: false });
  // The time runs out: the page says a bot stands in, and the game goes on without a.
  await A.locator('[data-testid=stand-in]').waitFor({ timeout: 20000 });
  assert.match(await A.locator('[data-testid=stand-in]').textContent(), /a heuristic bot decides for your seat/);
  await A.screenshot({ path: join(ARTIFACTS, 'club-stand-in.png'), fullPage: false });
  const standing = await A.locator('[data-testid=step]').textContent();
  await A.waitForFunction((s) => document.querySelector('[data-testid=step]').textContent !== s, standing, { timeout: 20000 });
  // a comes back.
  await A.locator('[data-testid=take-seat-back]').click();
  await A.locator('[data-testid=stand-in]').waitFor({ state: 'hidden' });
  stop.now = true;
  await b;
  const status = await (await fetch(`${env.server.base}/api/games/${id}/status`, { headers: { authorization: `Bearer ${tokenB}` } })).json();
  assert.equal(status.seats.a, 'human');
  // The notices: a's address heard of a only; the game's heard of both; no body holds a token.
  await new Promise((r) => setTimeout(r, 500));
  const tokens = [new URL(linkA).hash.slice(1), tokenB];
  for (const { path, body } of hooks.got) {
    for (const t of tokens) assert.ok(!JSON.stringify(body).includes(t), `a token in a notice to ${path}`);
    if (path === '/a') assert.ok(!body.seat || body.seat === 'a', `a's address got ${JSON.stringify(body)}`);
    assert.equal(body.url, `${env.server.base}/g/${id}`);
  }
  const events = (p) => hooks.got.filter((x) => x.path === p).map((x) => `${x.body.event}:${x.body.seat || ''}`);
  assert.ok(events('/a').includes('deadline-passed:a'), `a's notices: ${events('/a')}`);
  assert.ok(events('/a').includes('handover:a'), `a's notices: ${events('/a')}`);
  assert.ok(events('/game').includes('deadline-passed:a'), `the game's notices: ${events('/game')}`);
  assert.deepEqual(errors, []);
}
