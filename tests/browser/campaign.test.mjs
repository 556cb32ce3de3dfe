// A served Race-for-X campaign (issue 35): two people play a campaign turn from their pages to
// a battle, each opens the battle from the call on the campaign page, they play in it from two
// battle pages, bots finish it, and the campaign goes on with the battle's losses.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { useServerAndBrowser, createGame, rng, openPage, ARTIFACTS } from './lib.mjs';

const env = useServerAndBrowser();

const open = (url, width, height, options) => openPage(env.browser, url, width, height, options);

/** The page of a link the server gave, on the test server. */
const local = (url) => `${env.server.base}${url.replace(/^https?:\/\/[^/]+/, '')}`;

/** Clicks one of the page's actions (confirming when asked); false when it has none. */
async function clickAction(page, pick) {
  // On a phone the actions are a tab of their own.
  const tab = page.locator('[data-testid=tab-actions]');
  if (await tab.isVisible()) await tab.click();
  const actions = page.locator('[data-testid=action]');
  const n = await actions.count();
  if (n === 0) return false;
  const step = await page.locator('[data-testid=step]').textContent();
  await actions.nth(pick(n)).click();
  if (await page.locator('[data-testid=confirm]').isVisible()) await page.locator('[data-testid=confirm-yes]').click();
  await page.waitForFunction((s) => document.body.dataset.step !== s || !document.querySelector('[data-testid=refusal]').hidden, step, { timeout: 30000 });
  return true;
}

async function api(path, token, body) {
  const init = { method: body ? 'POST' : 'GET', headers: { authorization: `Bearer ${token}` } };
  if (body) {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const r = await fetch(`${env.server.base}${path}`, init);
  return { status: r.status, body: await r.json() };
}

test('a served campaign: two people reach a battle, fight it from its own pages, and the campaign goes on with its losses', async () => {
  const toml = readFileSync(new URL('../../crates/race/scenarios/race-for-kalach.toml', import.meta.url), 'utf8')
    .replace('battles = "engine"', 'battles = "served"');
  const g = await createGame(env.server.base, { ruleset: 'race', toml, seats: { a: 'human', b: 'human' }, seed: 7 });
  const A = await open(local(g.seats.a.url), 1280, 800, { locale: 'en-US' });
  const B = await open(local(g.seats.b.url), 390, 844, { locale: 'en-GB' }); // player B on a phone, in Britain
  const pick = rng(7);
  // The campaign turn, by clicks on the two pages, until the campaign calls both to a battle.
  for (let i = 0; i < 300; i += 1) {
    const called = await A.page.locator('[data-testid=battle-call]').isVisible()
      && await B.page.locator('[data-testid=battle-call]').isVisible();
    if (called) break;
    if (!(await clickAction(A.page, pick)) && !(await clickAction(B.page, pick))) await A.page.waitForTimeout(100);
  }
  for (const p of [A, B]) {
    await p.page.locator('[data-testid=battle-call]').waitFor();
    assert.equal(await p.page.locator('[data-testid=action]').count(), 0, 'no report to enter by hand');
    assert.match(await p.page.locator('[data-testid=to-act]').textContent(), /waiting for the battle/);
  }
  assert.equal(await B.page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1), false, 'no sideways scroll on a phone');
  await A.page.screenshot({ path: join(ARTIFACTS, 'served-battle-call.png'), fullPage: true });
  // Who attacks: the page offering the corps' seat; the other holds the defence (the umpire).
  const aAttacks = await A.page.locator('[data-testid=battle-open][data-role=seats]').count() === 1;
  const [att, def] = aAttacks ? [A, B] : [B, A];
  assert.match(await att.page.locator('[data-testid=battle-call]').textContent(), /Your battle is ready.*one page plays all 3 of your seats \(corps, staff, div1\)/s);
  assert.match(await att.page.title(), /^● Your battle is ready/, 'the tab says so');
  assert.equal(await att.page.locator('[data-testid=battle-open]').count(), 1, 'corps, staff and division on one page');
  assert.equal(await def.page.locator('[data-testid=battle-open]').count(), 1, 'the umpire');
  // Each reads the time the battle may go to bots in their own format.
  assert.match(await A.page.locator('#battle-bots-hint').textContent(), /from [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M\.$/);
  assert.match(await B.page.locator('#battle-bots-hint').textContent(), /from \d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{2}:\d{2}\.$/);
  // Each opens the battle from the call: a new tab at its seat of the battle's game.
  const openBattle = async (p, role) => {
    const [tab] = await Promise.all([
      p.page.context().waitForEvent('page'),
      p.page.locator(`[data-testid=battle-open][data-role="${role}"]`).click(),
    ]);
    const errors = [];
    tab.on('pageerror', (e) => errors.push(e.message));
    await tab.waitForFunction(() => document.body.dataset.ready === 'yes');
    if (role === 'seats') {
      // The attacker's three seats on one page: a bar to switch, the corps shown first.
      await tab.waitForFunction(() => [...document.querySelectorAll('[data-testid=seat-switch]')].map((b) => b.dataset.seat).join() === 'corps,staff,div1');
      await tab.locator('[data-testid=seat-switch][data-seat=corps]').click();
      await tab.waitForFunction(() => document.body.dataset.ready === 'yes' && /seat corps/.test(document.querySelector('#title').textContent));
    }
    assert.match(await tab.locator('#title').textContent(), new RegExp(`rapier — seat ${role === 'seats' ? 'corps' : role.replace('seat:', '')}`));
    return { page: tab, errors };
  };
  const umpire = await openBattle(def, 'seat:umpire');
  const corps = await openBattle(att, 'seats');
  // The set-up names no break-through units yet, and says so, rather than "0 of 0"; each box's
  // label fits inside its box.
  assert.match(await corps.page.locator('#board-status').textContent(), /Break-through units: none named yet/);
  const clipped = await corps.page.evaluate(() => [...document.querySelectorAll('text[data-box]')]
    .filter((t) => t.getComputedTextLength() > t.previousElementSibling.width.baseVal.value - 6)
    .map((t) => t.textContent));
  assert.deepEqual(clipped, [], 'box labels that overflow their box');
  // They play: a few clicks on whichever battle page may act.
  let played = 0;
  for (let i = 0; i < 60 && played < 4; i += 1) {
    if (await clickAction(umpire.page, pick) || await clickAction(corps.page, pick)) played += 1;
    else await umpire.page.waitForTimeout(100);
  }
  assert.ok(played >= 2, `the two played in the battle (${played} actions)`);
  await umpire.page.screenshot({ path: join(ARTIFACTS, 'served-battle-umpire.png'), fullPage: true });
  // Abandoned: a player may hand it to bots only after the campaign's time for a battle (the
  // page says why not); the campaign's host may at once, from its own page.
  await att.page.locator('[data-testid=battle-bots]').click();
  await att.page.waitForFunction(() => /72 hours/.test(document.querySelector('[data-testid=battle-bots-note]').textContent));
  const H = await open(local(g.host.url), 1280, 800);
  await H.page.locator('[data-testid=battle-call]').waitFor();
  assert.match(await H.page.locator('[data-testid=battle-call]').textContent(), /A battle is being fought/);
  await H.page.locator('[data-testid=battle-bots]').click();
  await H.page.waitForFunction(() => /Handed to bots: corps, div1, staff, umpire/.test(document.querySelector('[data-testid=battle-bots-note]').textContent));
  // The battle's own pages say where its result will be, with no action left on them.
  for (const p of [umpire, corps]) {
    await p.page.locator('[data-testid=handed]').waitFor();
    assert.match(await p.page.locator('[data-testid=handed]').textContent(), /result will be on the campaign's page/);
    assert.equal(await p.page.locator('[data-testid=actions-panel]').isVisible(), false);
  }
  // The campaign goes on: the call goes, the battle is listed with its result, and the
  // offensive player's units carry its losses.
  for (const p of [A, B]) await p.page.locator('[data-testid=battle-call]').waitFor({ state: 'hidden', timeout: 30000 });
  const entry = A.page.locator('[data-testid=battles] li').last();
  await entry.waitFor();
  assert.match(await entry.textContent(), /the players, on the server\) — \d+ stands lost, \d+ exited, \d objectives held/);
  const snap = (await api(`/api/games/${g.id}`, g.spectator.token)).body;
  const { history, players } = snap.view.state;
  const reported = history.filter((e) => e.report).reduce((n, e) => n + e.report.lost, 0);
  const lost = players.reduce((n, pl) => n + pl.units.reduce((m, u) => m + u.lost, 0), 0);
  const recovered = history.reduce((n, e) => n + e.recovered, 0);
  assert.ok(history.some((e) => e.report), 'the battle\'s report is in the campaign');
  assert.equal(lost + recovered, reported, 'the campaign carries the battle\'s losses');
  await A.page.screenshot({ path: join(ARTIFACTS, 'served-campaign-after.png'), fullPage: true });
  // The battle's link in the list opens its game, over.
  await entry.locator('[data-testid=battle-link]').click();
  await A.page.waitForFunction(() => document.body.dataset.ready === 'yes' && !document.querySelector('[data-testid=outcome]').hidden);
  for (const p of [A, B, H, umpire, corps]) {
    assert.deepEqual(p.errors, [], 'no script errors');
    await p.page.close();
  }
});

test('the lobby makes a campaign whose battles the players fight on the server', async () => {
  const { page, errors } = await open(`${env.server.base}/`, 1280, 800);
  assert.equal(await page.locator('#battles-row').isVisible(), false, 'only a campaign chooses its battles');
  await page.locator('[data-testid=ruleset]').selectOption('race');
  await page.locator('[data-testid=battles]').selectOption('served');
  await page.locator('[data-testid=seat-b]').selectOption('human');
  await page.locator('[data-testid=create]').click();
  const link = await page.locator('[data-testid=link-a]').inputValue();
  const [, game, token] = link.match(/\/g\/([0-9a-f]+)#([0-9a-f]{64})$/);
  const snap = (await api(`/api/games/${game}`, token)).body;
  assert.equal(snap.view.state.rules.battles, 'served');
  assert.deepEqual(errors, [], 'no script errors');
  await page.close();
});
