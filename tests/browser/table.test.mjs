// Several people at one Rapier table: the umpire and the corps commander on two browser
// contexts, each seeing only its own fog (page and network), a spectator, chat between them, a
// refused action with its rule; and a reload and a server killed mid-game that pages resume.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useServerAndBrowser, createGame, rng, recordTraffic, ARTIFACTS } from './lib.mjs';

const env = useServerAndBrowser();

const path = (url) => url.replace(/^https?:\/\/[^/]+/, '');

async function open(context, url) {
  const page = await context.newPage({ viewport: { width: 1400, height: 1000 } });
  const traffic = recordTraffic(page);
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${env.server.base}${path(url)}`);
  await page.waitForFunction(() => document.body.dataset.ready === 'yes');
  return { page, traffic, errors };
}

async function api(token, p) {
  const r = await fetch(`${env.server.base}${p}`, { headers: { authorization: `Bearer ${token}` } });
  return r.json();
}

test('two seats of one Rapier game each see only their own fog; spectators, chat, refusals', async () => {
  const g = await createGame(env.server.base, { ruleset: 'rapier', seats: { umpire: 'human', corps: 'human' }, seed: 17 });
  const umpireCtx = await env.browser.newContext();
  const corpsCtx = await env.browser.newContext();
  const watchCtx = await env.browser.newContext();
  const umpire = await open(umpireCtx, g.seats.umpire.url);
  const corps = await open(corpsCtx, g.seats.corps.url);
  const watcher = await open(watchCtx, g.spectator.url);

  // The umpire deploys the defence with the mouse until the corps must act.
  const pick = rng(5);
  for (let i = 0; i < 400; i++) {
    const state = await api(g.seats.umpire.token, `/api/games/${g.id}`);
    if (state.to_act.includes('corps')) break;
    const step = await umpire.page.locator('[data-testid=step]').textContent();
    const actions = umpire.page.locator('[data-testid=action]');
    const n = await actions.count();
    if (!n) {
      await umpire.page.waitForTimeout(100);
      continue;
    }
    await actions.nth(pick(n)).click();
    await umpire.page.waitForFunction((s) => document.body.dataset.step !== s || !document.querySelector('[data-testid=refusal]').hidden, step);
  }
  const truth = await api(g.seats.umpire.token, `/api/games/${g.id}`);
  assert.ok(truth.to_act.includes('corps'), 'the corps is to act once the defence is deployed');
  const attackerNames = new Set(truth.view.units.filter((u) => u.side === 'attacker').map((u) => u.name));
  const hidden = truth.view.units
    .filter((u) => u.side === 'defender' && u.face_down && !attackerNames.has(u.name))
    .map((u) => u.name);
  assert.ok(hidden.length > 5, `face-down defender units: ${hidden}`);

  await corps.page.waitForFunction((s) => document.body.dataset.step === s, String(truth.step));
  await watcher.page.waitForFunction((s) => document.body.dataset.step === s, String(truth.step));
  const umpireDom = await umpire.page.content();
  assert.ok(hidden.some((name) => umpireDom.includes(name)), 'the umpire sees the defence');
  for (const [who, seat] of [['corps', corps], ['spectator', watcher]]) {
    const dom = await seat.page.content();
    const text = await seat.page.locator('body').innerText();
    for (const name of hidden) {
      assert.ok(!dom.includes(name) && !text.includes(name), `${who}'s page shows the hidden ${name}`);
      assert.ok(!seat.traffic.some((t) => t.includes(name)), `${who}'s network traffic holds the hidden ${name}`);
    }
    assert.ok(await seat.page.locator('svg .piece[data-piece^="c"]').count() > 5, `${who} sees face-down counters`);
  }
  assert.equal(await watcher.page.locator('[data-testid=action]').count(), 0, 'spectators do not act');
  for (const [name, s] of [['umpire', umpire], ['corps', corps], ['spectator', watcher]]) {
    await s.page.screenshot({ path: join(ARTIFACTS, `rapier-fog-${name}.png`), fullPage: true });
  }

  // Chat on the intercom reaches the umpire's page live; the spectator does not read it.
  await corps.page.locator('[data-testid=chat-channel]').selectOption('intercom');
  await corps.page.locator('[data-testid=chat-input]').fill('Request permission to advance');
  await corps.page.locator('[data-testid=chat-input]').press('Enter');
  await umpire.page.waitForFunction(() => document.querySelector('[data-testid=chat-log]').textContent.includes('Request permission to advance'));
  assert.ok(!(await watcher.page.content()).includes('Request permission'), 'spectators read no seat\'s channel');

  // A refused action: its rule and reason are shown, and nothing changes.
  const before = await corps.page.locator('[data-testid=step]').textContent();
  await corps.page.locator('[data-testid=command-input]').fill('move 0 A1-L6');
  await corps.page.locator('[data-testid=command-input]').press('Enter');
  await corps.page.waitForFunction(() => !document.querySelector('[data-testid=refusal]').hidden);
  assert.match(await corps.page.locator('[data-testid=refusal]').textContent(), /Refused by command structure: /);
  await corps.page.locator('[data-testid=command-input]').fill('fly to the moon');
  await corps.page.locator('[data-testid=command-input]').press('Enter');
  await corps.page.waitForFunction(() => document.querySelector('[data-testid=refusal]').textContent.includes('action syntax'));
  assert.equal(await corps.page.locator('[data-testid=step]').textContent(), before);

  // The corps acts by clicking; the umpire's and spectator's pages follow live.
  await corps.page.locator('[data-testid=action]').first().click();
  await umpire.page.waitForFunction((s) => Number(document.body.dataset.step) > Number(s), before);
  await watcher.page.waitForFunction((s) => Number(document.body.dataset.step) > Number(s), before);
  for (const s of [umpire, corps, watcher]) assert.deepEqual(s.errors, []);
  await Promise.all([umpireCtx.close(), corpsCtx.close(), watchCtx.close()]);
});

test('a reload and a lost connection resume where the game stands', async () => {
  const g = await createGame(env.server.base, { ruleset: 'race', seats: { a: 'human', b: 'human' }, seed: 23 });
  const ctx = await env.browser.newContext();
  const a = await open(ctx, g.seats.a.url);
  const b = await open(ctx, g.seats.b.url);
  const first = await a.page.locator('[data-testid=step]').textContent();
  await a.page.locator('[data-testid=action]').first().click();
  await a.page.waitForFunction((s) => document.body.dataset.step !== s, first);
  await b.page.waitForFunction(() => document.querySelectorAll('[data-testid=events] li').length >= 2);
  // A reload shows the same step and the same events.
  const step = await a.page.locator('[data-testid=step]').textContent();
  await a.page.reload();
  await a.page.waitForFunction(() => document.body.dataset.ready === 'yes');
  await a.page.waitForFunction(() => document.querySelectorAll('[data-testid=events] li').length >= 2);
  assert.equal(await a.page.locator('[data-testid=step]').textContent(), step);
  // The server dies (kill -9) and comes back on the same database: both pages lose their
  // connection, show it, reconnect and go on, each step shown once.
  const restarting = env.server.restart(1500);
  await b.page.waitForFunction(() => document.querySelector('[data-testid=connection]').textContent.includes('reconnecting'));
  await restarting;
  await fetch(`${env.server.base}/api/games/${g.id}/chat`, {
    method: 'POST',
    headers: { authorization: `Bearer ${g.seats.a.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ channel: 'all', text: 'while you were away' }),
  });
  await b.page.waitForFunction(() => document.querySelector('[data-testid=connection]').textContent === 'live', null, { timeout: 20000 });
  await b.page.waitForFunction(() => document.querySelector('[data-testid=chat-log]').textContent.includes('while you were away'));
  await b.page.locator('[data-testid=action]').first().click();
  await a.page.waitForFunction((s) => document.body.dataset.step !== s, step);
  const steps = await b.page.locator('[data-testid=events] li').evaluateAll((l) => l.map((x) => x.value));
  assert.deepEqual(steps, [...new Set(steps)].sort((x, y) => x - y), 'each step once, in order');
  await b.page.reload();
  await b.page.waitForFunction(() => document.querySelector('[data-testid=chat-log]').textContent.includes('while you were away'));
  assert.equal(await b.page.locator('[data-testid=events] li').count(), steps.length);
  assert.deepEqual(a.errors, []);
  await ctx.close();
});

test('the host gives a seat a new link and hands it to a bot from the page', async () => {
  const g = await createGame(env.server.base, { ruleset: 'rapier', seats: { corps: 'human' }, seed: 29 });
  const ctx = await env.browser.newContext();
  const host = await open(ctx, g.host.url);
  const corps = await open(ctx, g.seats.corps.url);
  assert.equal(await host.page.locator('[data-testid=host-panel]').isVisible(), true);
  assert.equal(await host.page.locator('[data-testid=action]').count(), 0, 'the host does not act');
  // A new link for the corps: the old one stops working, the new one opens the seat.
  await host.page.locator('[data-testid=reissue-corps]').click();
  const link = await host.page.locator('[data-testid=new-link-corps]').inputValue();
  assert.match(link, /\/g\/[0-9a-f]+#[0-9a-f]{64}$/);
  // The old link's open page is told at once over its socket, which closes: in words, with no
  // turn and no actions left on it.
  await corps.page.locator('[data-testid=handed]').waitFor();
  assert.match(await corps.page.locator('[data-testid=handed]').textContent(), /gave this seat a new link/);
  assert.equal(await corps.page.locator('#conn').textContent(), 'link replaced');
  assert.equal(await corps.page.locator('[data-testid=actions-panel]').isVisible(), false);
  assert.doesNotMatch(await corps.page.locator('[data-testid=to-act]').textContent(), /your turn/);
  await corps.page.reload();
  await corps.page.waitForSelector('[data-testid=fatal]');
  assert.match(await corps.page.locator('[data-testid=fatal]').textContent(), /no longer/);
  const fresh = await open(ctx, link);
  assert.ok(await fresh.page.locator('[data-testid=action]').count() > 0, 'the new link acts for the corps');
  // The corps goes to a bot: the bots play on, and the host's page follows.
  const step = await host.page.locator('[data-testid=step]').textContent();
  await host.page.locator('[data-testid=holder-corps]').selectOption('bot:heuristic');
  await host.page.waitForFunction((s) => Number(document.body.dataset.step) > Number(s), step);
  assert.equal(await host.page.locator('[data-testid=holder-corps]').inputValue(), 'bot:heuristic');
  // The page of the link it had says so, and shows no turn, no action, no ending.
  await fresh.page.locator('[data-testid=handed]').waitFor();
  assert.match(await fresh.page.locator('[data-testid=handed]').textContent(), /handed the corps seat to a heuristic bot/);
  assert.equal(await fresh.page.locator('[data-testid=to-act]').textContent(), 'a bot plays this seat now');
  assert.equal(await fresh.page.locator('[data-testid=actions-panel]').isVisible(), false);
  assert.equal(await fresh.page.locator('[data-testid=ending]').isVisible(), false);
  assert.doesNotMatch(await fresh.page.title(), /Your turn/);
  // The host's and a spectator's pages never offer actions or the typing box.
  const watcher = await open(ctx, g.spectator.url);
  for (const p of [host, watcher]) {
    assert.equal(await p.page.locator('[data-testid=actions-panel]').isVisible(), false);
    assert.equal(await p.page.locator('[data-testid=command-input]').isVisible(), false);
  }
  await host.page.screenshot({ path: join(ARTIFACTS, 'rapier-host.png'), fullPage: true });
  assert.deepEqual(host.errors, []);
  await ctx.close();
});

test('the corps and a division commander: the table\'s talk and moves reach the command post only as the rules say', async () => {
  const g = await createGame(env.server.base, { ruleset: 'rapier', seats: { corps: 'human', div1: 'human' }, seed: 31 });
  const corpsCtx = await env.browser.newContext();
  const divCtx = await env.browser.newContext();
  const corps = await open(corpsCtx, g.seats.corps.url);
  const div = await open(divCtx, g.seats.div1.url);
  const channels = async (p) => {
    await p.waitForFunction(() => document.querySelectorAll('[data-testid=chat-channel] option').length > 0);
    return p.locator('[data-testid=chat-channel] option').allTextContents();
  };
  assert.deepEqual((await channels(corps.page)).sort(), ['command-post', 'intercom']);
  assert.deepEqual((await channels(div.page)).sort(), ['intercom', 'table']);
  await div.page.locator('[data-testid=chat-channel]').selectOption('table');
  await div.page.locator('[data-testid=chat-input]').fill('Flank them by the gully');
  await div.page.locator('[data-testid=chat-input]').press('Enter');
  await corps.page.locator('[data-testid=chat-channel]').selectOption('intercom');
  await corps.page.locator('[data-testid=chat-input]').fill('Report your position');
  await corps.page.locator('[data-testid=chat-input]').press('Enter');
  await div.page.waitForFunction(() => document.querySelector('[data-testid=chat-log]').textContent.includes('Report your position'));
  await corps.page.waitForFunction(() => document.querySelector('[data-testid=chat-log]').textContent.includes('Report your position'));
  assert.ok(!(await corps.page.content()).includes('Flank them'), 'the corps hears the table');
  assert.ok(!corps.traffic.some((t) => t.includes('Flank them')), 'the corps\' traffic holds the table\'s talk');

  // On to the first attacker movement: both seats take the first action the rules offer, or
  // one that ends their part of the step.
  const seats = { corps: g.seats.corps.token, div1: g.seats.div1.token };
  const post = async (token, body) => {
    const r = await fetch(`${env.server.base}/api/games/${g.id}/actions`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
    });
    assert.equal(r.status, 200, JSON.stringify(await r.json()));
  };
  let move = null;
  let moveStep = null;
  for (let i = 0; i < 600 && !move; i++) {
    const snap = await api(seats.div1, `/api/games/${g.id}`);
    if (snap.view.phase.phase === 'attacker-movement' && snap.to_act.includes('div1')) {
      move = snap.legal.find((l) => l.action.do === 'move' && l.action.to.y > 0);
      moveStep = snap.step;
      if (move) break;
    }
    const who = ['corps', 'div1'].find((n) => snap.to_act.includes(n));
    if (!who) {
      // The bots at the other seats are still answering.
      await new Promise((r) => setTimeout(r, 50));
      continue;
    }
    const mine = await api(seats[who], `/api/games/${g.id}`);
    const phase = mine.view.phase.phase;
    const ender = mine.legal.find((l) => /^(done|end )/i.test(l.text));
    const frontage = mine.legal.find((l) => /frontage/.test(l.text));
    const pickIt = phase === 'attacker-deployment' || phase === 'fire-plan' ? mine.legal[0] : (ender || frontage || mine.legal[0]);
    await post(seats[who], { expect_step: mine.step, action: pickIt.action });
  }
  assert.ok(move, 'division 1 has a move in the first attacker movement');
  const key = `u${move.action.unit}`;
  const at = (p) => p.locator(`svg [data-piece=${key}]`).getAttribute('data-at');
  await corps.page.waitForFunction(() => document.body.dataset.ready === 'yes');
  // The page must have caught up with the step the move was found in (its socket may lag the
  // API calls above), or the piece has no destinations yet.
  await div.page.waitForFunction((s) => Number(document.body.dataset.step) >= s && document.body.dataset.ready === 'yes', moveStep);
  await div.page.waitForFunction((k) => document.querySelector(`svg [data-piece=${k}]`), key);
  const from = await at(div.page);
  // Division 1 moves the unit with the mouse: the piece, then its destination.
  const target = `${move.action.to.x},${move.action.to.y}`;
  const step = await div.page.locator('[data-testid=step]').textContent();
  await div.page.locator(`svg [data-piece=${key}]`).dispatchEvent('click');
  await div.page.locator(`svg rect.cell.target[data-cell="${target}"]`).dispatchEvent('click');
  await div.page.waitForFunction((s) => document.body.dataset.step !== s, step);
  await corps.page.waitForFunction((s) => document.body.dataset.step !== s, step);
  await div.page.waitForFunction(([k, t]) => document.querySelector(`svg [data-piece=${k}]`).getAttribute('data-at') === t, [key, target]);
  assert.equal(await at(corps.page), from, 'the corps\' map still shows the unit where it stood');
  assert.match(await corps.page.locator('#board-status').textContent(), /The corps commander's map at the command post/);
  const heard = await corps.page.locator('[data-testid=events]').textContent();
  assert.match(heard, /map shows where at the end of the step/);
  assert.ok(!(await div.page.locator('#board-status').textContent()).includes('command post'), 'the division sees the table');
  await corps.page.screenshot({ path: join(ARTIFACTS, 'rapier-command-post-map.png'), fullPage: true });
  await div.page.screenshot({ path: join(ARTIFACTS, 'rapier-division-table.png'), fullPage: true });
  // Both end the step: the map is re-plotted.
  for (const [who, token] of Object.entries(seats)) {
    const mine = await api(token, `/api/games/${g.id}`);
    const done = mine.legal.find((l) => l.action === 'done' || l.action.do === 'done');
    if (done) await post(token, { expect_step: mine.step, action: done.action });
    else assert.fail(`${who} has no done: ${JSON.stringify(mine.legal.map((l) => l.text))}`);
  }
  await corps.page.waitForFunction(([k, t]) => document.querySelector(`svg [data-piece=${k}]`)?.getAttribute('data-at') === t, [key, target]);
  for (const p of [corps, div]) assert.deepEqual(p.errors, []);
  await Promise.all([corpsCtx.close(), divCtx.close()]);
});

test('a page that follows the changes draws the board a fresh page draws, and fetches no view it has', async () => {
  // The umpire and the corps are people; the staff and divisions are bots, whose answers
  // reach both pages as changes to their views.
  const g = await createGame(env.server.base, { ruleset: 'rapier', seats: { umpire: 'human', corps: 'human' }, seed: 37 });
  const ctx = await env.browser.newContext();
  const umpire = await open(ctx, g.seats.umpire.url);
  const corps = await open(ctx, g.seats.corps.url);
  const asked = [];
  for (const s of [umpire, corps]) s.page.on('request', (r) => asked.push(r.url()));
  const pieces = (page) => page.locator('#board [data-piece]').evaluateAll((ps) =>
    ps.map((p) => `${p.dataset.piece}|${p.getAttribute('transform') || ''}|${p.textContent}`).sort());
  for (let i = 0; i < 12; i++) {
    const acting = (await umpire.page.locator('[data-testid=action]').count()) > 0 ? umpire : corps;
    if ((await acting.page.locator('[data-testid=action]').count()) === 0) break;
    const step = await acting.page.locator('[data-testid=step]').textContent();
    await acting.page.locator('[data-testid=action]').first().click();
    if (await acting.page.locator('[data-testid=confirm]').isVisible()) await acting.page.locator('[data-testid=confirm-yes]').click();
    await acting.page.waitForFunction((s) => document.body.dataset.step !== s, step);
  }
  const now = (await api(g.seats.corps.token, `/api/games/${g.id}`)).step;
  for (const [s, url] of [[umpire, g.seats.umpire.url], [corps, g.seats.corps.url]]) {
    await s.page.waitForFunction((n) => document.body.dataset.step === String(n), now);
    const fresh = await open(ctx, url);
    assert.deepEqual(await pieces(s.page), await pieces(fresh.page), 'the followed view draws as the whole one');
    await fresh.page.close();
  }
  assert.ok(asked.some((u) => u.endsWith('?view=none')), 'snapshots without the view');
  assert.deepEqual([...umpire.errors, ...corps.errors], []);
  await ctx.close();
});

test('one page for all your seats: a person holding every attacking Rapier seat plays them from the lobby\'s one link, the page moving to whichever is to act', async () => {
  const ctx = await env.browser.newContext();
  const lobby = await ctx.newPage();
  await lobby.goto(`${env.server.base}/`);
  await lobby.waitForFunction(() => document.body.dataset.ready === 'yes');
  await lobby.locator('[data-testid=ruleset]').selectOption('rapier');
  await lobby.locator('[data-testid=seat-umpire]').selectOption('bot:heuristic');
  for (const seat of ['corps', 'staff', 'div1', 'div2', 'div3']) await lobby.locator(`[data-testid=seat-${seat}]`).selectOption('human');
  await lobby.locator('[data-testid=create]').click();
  const link = await lobby.locator('[data-testid=link-all]').inputValue();
  assert.match(link, /\/g\/[0-9a-f]+#[0-9a-f]{64}(,[0-9a-f]{64}){4}$/, 'one link with the five seats\' tokens');
  await lobby.close();
  // Talk the page's seats do not all hear: the table's (not the corps commander at the command
  // post) and the command post's (only the corps commander and the staff officer).
  const [, gameId, tokens] = link.match(/\/g\/([0-9a-f]+)#(.*)$/);
  const [corpsTok, , div1Tok] = tokens.split(',');
  const say = (tok, channel, text) => fetch(`${env.server.base}/api/games/${gameId}/chat`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tok}`, 'content-type': 'application/json' },
    body: JSON.stringify({ channel, text }),
  });
  assert.equal((await say(div1Tok, 'table', 'Heard at the table')).status, 201);
  assert.equal((await say(corpsTok, 'command-post', 'Said in the command post')).status, 201);
  const me = await open(ctx, link);
  const bar = me.page.locator('[data-testid=seat-switch]');
  await me.page.waitForFunction(() => [...document.querySelectorAll('[data-testid=seat-switch]')].every((b) => b.dataset.seat));
  assert.deepEqual(await bar.evaluateAll((bs) => bs.map((b) => b.dataset.seat)), ['corps', 'staff', 'div1', 'div2', 'div3']);
  const pressed = () => me.page.locator('[data-testid=seat-switch][aria-pressed=true]').getAttribute('data-seat');
  // Played by clicks: whenever the page lists actions, the seat it shows is one to act, and
  // the person never switched by hand.
  const pick = rng(11);
  const played = new Set();
  for (let i = 0; i < 200 && played.size < 3; i += 1) {
    await me.page.waitForFunction(() => document.body.dataset.ready === 'yes');
    const n = await me.page.locator('[data-testid=action]').count();
    if (!n) {
      await me.page.waitForTimeout(100);
      continue;
    }
    const seat = await pressed();
    const toAct = await me.page.locator('[data-testid=to-act]').textContent();
    assert.match(toAct, new RegExp(`\\b${seat}\\b.*your turn`), `the seat shown (${seat}) is to act: ${toAct}`);
    assert.equal(await me.page.locator(`[data-testid=seat-switch][data-seat=${seat}]`).getAttribute('data-to-act'), 'yes');
    played.add(seat);
    const step = await me.page.locator('[data-testid=step]').textContent();
    await me.page.locator('[data-testid=action]').nth(pick(n)).click();
    if (await me.page.locator('[data-testid=confirm]').isVisible()) await me.page.locator('[data-testid=confirm-yes]').click();
    await me.page.waitForFunction((s) => document.body.dataset.step !== s || !document.querySelector('[data-testid=refusal]').hidden, step);
  }
  assert.ok(played.size >= 3, `the page played several seats by itself: ${[...played]}`);
  // A seat picked by hand stays shown, with its own view, even when another is to act.
  await me.page.waitForFunction(() => document.body.dataset.ready === 'yes');
  const idle = await bar.evaluateAll((bs) => bs.filter((b) => b.dataset.toAct === 'no').map((b) => b.dataset.seat));
  assert.ok(idle.length > 0, 'some seat is not to act');
  await me.page.locator(`[data-testid=seat-switch][data-seat=${idle[0]}]`).click();
  await me.page.waitForFunction((s) => document.body.dataset.ready === 'yes' && document.querySelector('[data-testid=seat-switch][aria-pressed=true]').dataset.seat === s, idle[0]);
  await me.page.waitForTimeout(300);
  assert.equal(await pressed(), idle[0], 'the page stays on the seat picked');
  assert.match(await me.page.locator('#title').textContent(), new RegExp(`rapier — seat ${idle[0]}`));
  assert.equal(await me.page.locator('[data-testid=action]').count(), 0, 'a seat not to act has no actions');
  // Each seat shown reads its own channels and the talk it hears, not the last seat's.
  const hears = {
    corps: { channels: ['intercom', 'command-post'], heard: 'Said in the command post', unheard: 'Heard at the table' },
    div1: { channels: ['intercom', 'table'], heard: 'Heard at the table', unheard: 'Said in the command post' },
  };
  // Each step is a switch: the first seat is not the one shown.
  for (const seat of idle[0] === 'corps' ? ['div1', 'corps'] : ['corps', 'div1']) {
    const { channels, heard, unheard } = hears[seat];
    await me.page.locator(`[data-testid=seat-switch][data-seat=${seat}]`).click();
    await me.page.waitForFunction((s) => document.body.dataset.ready === 'yes' && document.querySelector('[data-testid=seat-switch][aria-pressed=true]').dataset.seat === s, seat);
    await me.page.waitForFunction((n) => document.querySelectorAll('[data-testid=chat-channel] option').length === n, channels.length);
    assert.deepEqual(await me.page.locator('[data-testid=chat-channel] option').allTextContents(), channels, `${seat}'s channels`);
    await me.page.waitForFunction((t) => document.querySelector('[data-testid=chat-log]').textContent.includes(t), heard);
    assert.ok(!(await me.page.locator('[data-testid=chat-log]').textContent()).includes(unheard), `${seat} does not hear: ${unheard}`);
  }
  await me.page.screenshot({ path: join(ARTIFACTS, 'rapier-all-seats.png'), fullPage: true });
  assert.deepEqual(me.errors, [], 'no script errors');
  await ctx.close();
});
