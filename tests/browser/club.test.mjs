// The club (#62): a browser remembers the games it opened and the lobby lists them, where each
// stands and whose turn it is; each page shows who is here (which seats have a page open, how
// many watch, when each seat last acted), and the host's page each seat's state.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { useServerAndBrowser, createGame, ARTIFACTS } from './lib.mjs';

const env = useServerAndBrowser();

const local = (url) => `${env.server.base}${url.replace(/^https?:\/\/[^/]+/, '')}`;

async function open(context, url) {
  const page = await context.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  await page.waitForFunction(() => document.body.dataset.ready === 'yes');
  return { page, errors };
}

test('two people: each sees who is here and when the other last acted; the lobby lists the games this browser opened; the host sees each seat\'s state', async () => {
  const g = await createGame(env.server.base, { ruleset: 'napoleonic', seats: { a: 'human', b: 'human' }, seed: 8 });
  const [ctxA, ctxB, ctxH] = [await env.browser.newContext(), await env.browser.newContext(), await env.browser.newContext()];
  const B = await open(ctxB, local(g.seats.b.url));
  const A = await open(ctxA, local(g.seats.a.url));
  // A's page was drawn after B's was open: B is here, A is ("you"), nobody watches yet.
  const seat = (p, s) => p.page.locator(`[data-testid=present-seat][data-seat=${s}]`);
  await seat(A, 'b').waitFor();
  assert.equal(await seat(A, 'b').getAttribute('data-here'), 'yes');
  assert.match(await seat(A, 'a').textContent(), /a \(you\): here/);
  assert.match(await A.page.locator('[data-testid=present-watching]').textContent(), /0 watching/);
  // Whoever is to act acts; the other's page reads when it did.
  const first = (await A.page.locator('[data-testid=action]').count()) ? [A, 'a', B] : [B, 'b', A];
  const [actor, who, other] = first;
  const step = await actor.page.locator('[data-testid=step]').textContent();
  await actor.page.locator('[data-testid=action]').first().click();
  if (await actor.page.locator('[data-testid=confirm]').isVisible()) await actor.page.locator('[data-testid=confirm-yes]').click();
  await other.page.waitForFunction((s) => document.body.dataset.step !== s, step);
  await other.page.waitForFunction((w) => /last acted just now/.test(document.querySelector(`[data-testid=present-seat][data-seat=${w}]`)?.textContent || ''), who);
  await A.page.screenshot({ path: join(ARTIFACTS, 'club-who-is-here.png'), fullPage: true });
  // The host's page: each seat's state beside its holder.
  const H = await open(ctxH, local(g.host.url));
  const state = H.page.locator(`[data-testid=seat-state-${who}]`);
  await state.waitFor();
  assert.match(await state.textContent(), /page open; last acted /);
  assert.match(await H.page.locator('[data-testid=seat-state-a]').textContent(), /^(to act|waiting); page open/);
  // A's lobby lists the game A opened: its rule set, A's seat, whose turn, the last move.
  const lobby = await ctxA.newPage();
  await lobby.goto(`${env.server.base}/`);
  await lobby.waitForFunction(() => document.body.dataset.ready === 'yes');
  const row = lobby.locator(`[data-testid=my-game][data-game="${g.id}"]`);
  await row.waitFor();
  const [game, you, toAct, last, where] = await row.locator('td').allTextContents();
  assert.match(game, /^napoleonic — river-crossing$/);
  assert.equal(you, 'a');
  assert.match(toAct, /^(yours \(a\)|b)$/);
  assert.match(last, /\d{4}/, 'the last move\'s time');
  assert.match(where, /^step \d+$/);
  assert.equal(await lobby.locator('[data-testid=my-game]').count(), 1, 'only the games this browser opened');
  await lobby.screenshot({ path: join(ARTIFACTS, 'club-my-games.png'), fullPage: true });
  // The list reads to axe as the rest of the lobby does, and so does who is here.
  for (const [p, part] of [[lobby, '[data-testid=my-games]'], [A.page, '#presence-panel'], [H.page, '#host-panel']]) {
    const found = (await new AxeBuilder({ page: p }).include(part).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
    assert.deepEqual(found, [], `axe on ${part}`);
  }
  // Opening it from the list gives A's seat again.
  await row.locator('[data-testid=my-game-open]').click();
  await lobby.waitForFunction(() => document.body.dataset.ready === 'yes' && /seat a/.test(document.querySelector('#title').textContent));
  await lobby.goBack();
  await lobby.waitForFunction(() => document.body.dataset.ready === 'yes');
  // Forgotten, it leaves the list (and the list with it).
  await lobby.locator(`[data-testid=my-game][data-game="${g.id}"] [data-testid=my-game-forget]`).click();
  await lobby.locator('[data-testid=my-games]').waitFor({ state: 'hidden' });
  // B's browser lists only B's own.
  const lobbyB = await ctxB.newPage();
  await lobbyB.goto(`${env.server.base}/`);
  await lobbyB.waitForFunction(() => document.body.dataset.ready === 'yes');
  await lobbyB.locator(`[data-testid=my-game][data-game="${g.id}"]`).waitFor();
  assert.equal(await lobbyB.locator(`[data-testid=my-game][data-game="${g.id}"] td`).nth(1).textContent(), 'b');
  for (const p of [A, B, H]) assert.deepEqual(p.errors, [], 'no script errors');
  for (const c of [ctxA, ctxB, ctxH]) await c.close();
});

test('games to watch: a game made open to watch in the lobby is listed on the front page, its link opens it as a spectator', async () => {
  const ctx = await env.browser.newContext();
  const maker = await ctx.newPage();
  await maker.goto(`${env.server.base}/`);
  await maker.waitForFunction(() => document.body.dataset.ready === 'yes');
  await maker.locator('[data-testid=ruleset]').selectOption('opart');
  await maker.locator('[data-testid=listed]').check();
  await maker.locator('[data-testid=create]').click();
  const link = await maker.locator('[data-testid=link-spectator]').inputValue();
  const id = /\/g\/([0-9a-f]+)#/.exec(link)[1];
  // Another person's front page lists it.
  const other = await env.browser.newContext();
  const front = await other.newPage();
  await front.goto(`${env.server.base}/`);
  await front.waitForFunction(() => document.body.dataset.ready === 'yes');
  const entry = front.locator(`[data-testid=watch-game][data-game="${id}"]`);
  await entry.waitFor();
  assert.match(await entry.textContent(), /^opart/);
  await entry.locator('a').click();
  await front.waitForFunction(() => document.body.dataset.ready === 'yes' && /spectator/.test(document.querySelector('#title').textContent));
  assert.equal(await front.locator('[data-testid=actions-panel]').isVisible(), false, 'a spectator does not act');
  await ctx.close();
  await other.close();
});

test('takeback on request: a player who ended the step by mistake asks, the other agrees from their page, and the step is taken back on both', async () => {
  const g = await createGame(env.server.base, { ruleset: 'napoleonic', seats: { a: 'human', b: 'human' }, seed: 5 });
  const [ctxA, ctxB] = [await env.browser.newContext(), await env.browser.newContext()];
  const A = await open(ctxA, local(g.seats.a.url));
  const B = await open(ctxB, local(g.seats.b.url));
  const [asker, other] = (await A.page.locator('[data-testid=action]').count()) ? [A, B] : [B, A];
  const step = await asker.page.locator('[data-testid=step]').textContent();
  // "done" ends the seat's part of the step (asked first while other actions remain).
  await asker.page.locator('[data-testid=action][data-ends=yes]', { hasText: /^done$/ }).click();
  if (await asker.page.locator('[data-testid=confirm]').isVisible()) await asker.page.locator('[data-testid=confirm-yes]').click();
  await asker.page.waitForFunction((s) => document.body.dataset.step !== s, step);
  await other.page.waitForFunction((s) => document.body.dataset.step !== s, step);
  assert.equal(await asker.page.locator('[data-testid=undo]').isVisible(), false, 'no undo once the step is ended');
  await asker.page.locator('[data-testid=takeback-ask]').click();
  await asker.page.locator('[data-testid=takeback-waiting]').waitFor();
  await other.page.locator('[data-testid=takeback-request]').waitFor();
  assert.match(await other.page.locator('[data-testid=takeback-request]').textContent(), /asks to take back its last action/);
  await other.page.screenshot({ path: join(ARTIFACTS, 'club-takeback-request.png'), fullPage: true });
  await other.page.locator('[data-testid=takeback-accept]').click();
  // Both pages go back to the step before, the asker to act again and told so.
  for (const p of [asker, other]) await p.page.waitForFunction((s) => document.body.dataset.step === s, step);
  await asker.page.waitForFunction(() => /takeback was agreed to/.test(document.querySelector('[data-testid=action-hint]').textContent));
  assert.ok(await asker.page.locator('[data-testid=action]').count() > 0, 'the asker acts again');
  assert.equal(await other.page.locator('[data-testid=takeback-request]').count(), 0);
  for (const p of [A, B]) assert.deepEqual(p.errors, [], 'no script errors');
  for (const c of [ctxA, ctxB]) await c.close();
});

/** Plays every person's seat of game `g` (made by createGame) by the API to its end. */
async function playOut(g) {
  const base = env.server.base;
  const get = async (path, token) => (await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } })).json();
  for (let i = 0; i < 5000; i++) {
    const st = await get(`/api/games/${g.id}/status`, g.host.token);
    if (st.outcome) return;
    const who = st.to_act[0];
    if (!who) continue;
    const token = g.seats[who].token;
    const v = await get(`/api/games/${g.id}`, token);
    if (!v.legal.length) continue;
    await fetch(`${base}/api/games/${g.id}/actions`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ expect_step: v.step, action: v.legal[0].action }),
    });
  }
  throw new Error('the game did not end');
}

test('play again: a offers a rematch with the sides swapped, b accepts, each opens the new game at the other side', async () => {
  const g = await createGame(env.server.base, { ruleset: 'napoleonic', seats: { a: 'human', b: 'human' }, seed: 12 });
  await playOut(g);
  const [ctxA, ctxB] = [await env.browser.newContext(), await env.browser.newContext()];
  const A = await open(ctxA, local(g.seats.a.url));
  const B = await open(ctxB, local(g.seats.b.url));
  await A.page.locator('[data-testid=rematch-offer-swap]').click();
  await A.page.locator('[data-testid=rematch-waiting]').waitFor();
  assert.match(await A.page.locator('[data-testid=rematch-waiting]').textContent(), /sides swapped; waiting for b/);
  // b's page hears of the offer from its socket.
  await B.page.locator('[data-testid=rematch-offered]').waitFor();
  assert.match(await B.page.locator('[data-testid=rematch-offered]').textContent(), /^a offers a rematch with sides swapped/);
  const found = (await new AxeBuilder({ page: B.page }).include('#rematch').analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
  assert.deepEqual(found, [], 'axe on the rematch panel');
  await B.page.screenshot({ path: join(ARTIFACTS, 'club-rematch.png'), fullPage: false });
  await B.page.locator('[data-testid=rematch-accept]').click();
  for (const p of [A, B]) await p.page.locator('[data-testid=rematch-open]').waitFor();
  // Each opens the new game at the other side.
  for (const [p, seat] of [[A, 'b'], [B, 'a']]) {
    await p.page.locator('[data-testid=rematch-open]').click();
    await p.page.waitForFunction((s) => document.body.dataset.ready === 'yes' && new RegExp(`seat ${s}$`).test(document.querySelector('#title').textContent), seat);
    assert.equal(await p.page.locator('[data-testid=step]').textContent(), '0');
  }
  // The old game's host opens the rematch as its host.
  const H = await open(await env.browser.newContext(), local(g.host.url));
  await H.page.locator('[data-testid=rematch-host]').click();
  await H.page.waitForFunction(() => document.body.dataset.ready === 'yes' && /host/.test(document.querySelector('#title').textContent) && document.querySelector('[data-testid=step]').textContent === '0');
  assert.deepEqual([...A.errors, ...B.errors, ...H.errors], []);
});
