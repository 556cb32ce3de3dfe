// Every rule set played to the end from a page against bots, with the mouse; then the replay
// slider shows the game as seats saw it. A screenshot of each board is kept in ARTIFACTS.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useServerAndBrowser, createGame, playToEnd, ARTIFACTS } from './lib.mjs';

const env = useServerAndBrowser();

/** Opens a game's link, plays its seat to the end, checks the outcome and the replay. */
async function playLink(url, ruleset, seed) {
  const page = await env.browser.newPage({ viewport: { width: 1400, height: 1000 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  await page.waitForFunction(() => document.body.dataset.ready === 'yes');
  assert.equal(await page.locator('[data-testid=board] svg').count(), 1, 'the board is drawn');
  assert.ok(await page.locator('[data-testid=legend] li').count() >= 3, 'the board has a key');
  await page.screenshot({ path: join(ARTIFACTS, `${ruleset}-start.png`), fullPage: true });
  const clicks = await playToEnd(page, seed);
  assert.ok(clicks > 0, 'the seat acted');
  const outcome = await page.locator('[data-testid=outcome]').textContent();
  assert.match(outcome, /\S/, 'the outcome is shown');
  assert.ok(await page.locator('[data-testid=events] li').count() > 1, 'events were listed');
  // The final count a side (NQM's result already names the stands lost).
  if (ruleset !== 'nqm') assert.ok(await page.locator('[data-testid=summary] li').count() >= 2, 'a line a side');
  // NQM's clock at the end names no hour past the last.
  if (ruleset === 'nqm') assert.match(await page.locator('#clock').textContent(), /the battle is over after \d+ hours/);
  await page.screenshot({ path: join(ARTIFACTS, `${ruleset}-end.png`), fullPage: true });
  // The replay: step 1 as the spectators saw it, then as this seat saw it.
  await page.locator('[data-testid=replay-seat]').selectOption('spectator');
  await page.locator('[data-testid=replay-slider]').fill('1');
  await page.waitForFunction(() => document.getElementById('board-status').textContent.includes('replay: step 1'));
  await page.screenshot({ path: join(ARTIFACTS, `${ruleset}-replay.png`), fullPage: true });
  assert.deepEqual(errors, [], 'no script errors');
  await page.close();
  return clicks;
}

test('rapier: a game made in the lobby, the corps played to the end against bots', async () => {
  const page = await env.browser.newPage();
  await page.goto(`${env.server.base}/`);
  await page.waitForFunction(() => document.body.dataset.ready === 'yes');
  await page.locator('[data-testid=ruleset]').selectOption('rapier');
  assert.equal(await page.locator('[data-testid=seat-corps]').inputValue(), 'human');
  await page.locator('[data-testid=create]').click();
  const link = await page.locator('[data-testid=link-corps]').inputValue();
  assert.match(link, /\/g\/[0-9a-f]+#[0-9a-f]{64}$/);
  assert.match(await page.locator('[data-testid=link-spectator]').inputValue(), /#[0-9a-f]{64}$/);
  await page.close();
  await playLink(link, 'rapier', 3);
});

test('race: the lobby offers the search bot in two strengths, and player B searches', async () => {
  const page = await env.browser.newPage();
  await page.goto(`${env.server.base}/`);
  await page.waitForFunction(() => document.body.dataset.ready === 'yes');
  await page.locator('[data-testid=ruleset]').selectOption('race');
  const b = page.locator('[data-testid=seat-b]');
  const options = await b.locator('option').allTextContents();
  assert.ok(options.includes('bot (search: looks ahead, 192 playouts a decision)'), options.join(' | '));
  assert.ok(options.includes('bot (search: 768 playouts a decision, slower)'), options.join(' | '));
  await b.selectOption('bot:search');
  await page.locator('[data-testid=create]').click();
  const link = await page.locator('[data-testid=link-a]').inputValue();
  await page.close();
  await playLink(link, 'race', 4);
  // Napoleonic's lobby offers it too, by the same labels.
  const other = await env.browser.newPage();
  await other.goto(`${env.server.base}/`);
  await other.waitForFunction(() => document.body.dataset.ready === 'yes');
  await other.locator('[data-testid=ruleset]').selectOption('napoleonic');
  const plain = await other.locator('[data-testid=seat-b] option').allTextContents();
  assert.ok(plain.includes('bot (search: looks ahead, 64 playouts a decision)'), plain.join(' | '));
  // Rapier's search plays three times the playouts by default (its playouts are the cheapest).
  await other.locator('[data-testid=ruleset]').selectOption('rapier');
  const rapier = await other.locator('[data-testid=seat-umpire] option').allTextContents();
  assert.ok(rapier.includes('bot (search: looks ahead, 192 playouts a decision)'), rapier.join(' | '));
  assert.ok(rapier.includes('bot (search: 768 playouts a decision, slower)'), rapier.join(' | '));
  // So does Operational Art's.
  await other.locator('[data-testid=ruleset]').selectOption('opart');
  const opart = await other.locator('[data-testid=seat-axis] option').allTextContents();
  assert.ok(opart.includes('bot (search: looks ahead, 192 playouts a decision)'), opart.join(' | '));
  assert.ok(opart.includes('bot (search: 768 playouts a decision, slower)'), opart.join(' | '));
  await other.close();
});

test('the lobby shows a bad uploaded scenario\'s error beside the field', async () => {
  const page = await env.browser.newPage();
  await page.goto(`${env.server.base}/`);
  await page.waitForFunction(() => document.body.dataset.ready === 'yes');
  await page.locator('#upload summary').click();
  await page.locator('[data-testid=toml]').fill('name = "broken"\n[[nonsense]]\n');
  await page.locator('[data-testid=create]').click();
  await page.waitForFunction(() => document.querySelector('[data-testid=toml-error]').textContent.length > 0);
  assert.match(await page.locator('[data-testid=toml-error]').textContent(), /\S/);
  await page.close();
});

for (const [ruleset, seat, seed] of [['opart', 'soviet', 5], ['napoleonic', 'a', 7], ['nqm', 'attacker', 11], ['race', 'a', 13]]) {
  test(`${ruleset}: the ${seat} seat played to the end against bots`, async () => {
    const g = await createGame(env.server.base, { ruleset, seats: { [seat]: 'human' }, seed });
    await playLink(`${env.server.base}${g.seats[seat].url.replace(/^https?:\/\/[^/]+/, '')}`, ruleset, seed);
  });
}

test('nqm: a commander with a subordinate seat sees its units by report, not stand by stand', async () => {
  // The bundled 1941 village attack with the artillery battalion run by a subordinate seat.
  const { readFile } = await import('node:fs/promises');
  const base = await readFile(new URL('../../crates/nqm/scenarios/village-attack-1941.toml', import.meta.url), 'utf8');
  const toml = base.replace('dump = [0, 4]', 'dump = [0, 4]\nsubordinate = "de-art"');
  assert.notEqual(toml, base, 'the scenario names the subordinate');
  const g = await createGame(env.server.base, { ruleset: 'nqm', toml, seats: { attacker: 'human' }, seed: 3 });
  const page = await env.browser.newPage({ viewport: { width: 1400, height: 1000 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${env.server.base}${g.seats.attacker.url.replace(/^https?:\/\/[^/]+/, '')}`);
  await page.waitForFunction(() => document.body.dataset.ready === 'yes');
  assert.equal(await page.locator('[data-testid=board] svg g.relayed').count(), 1, 'one unit reported');
  const titles = await page.locator('[data-testid=board] svg title').allTextContents();
  assert.ok(titles.some((t) => /^as reported: .+: 4 stands/.test(t)), titles.join('\n'));
  assert.ok(titles.some((t) => /^I\. Bataillon HQ/.test(t)), 'the commander\'s own stands are drawn');
  assert.ok(!titles.some((t) => /^\d\. Batterie \(10\.5 cm leFH 18\)/.test(t)), 'none of the subordinate\'s stands is drawn');
  assert.match(await page.locator('#board-status').textContent(), /Reported: /);
  await page.screenshot({ path: join(ARTIFACTS, 'nqm-plumpire.png'), fullPage: true });
  assert.deepEqual(errors, [], 'no script errors');
  await page.close();
});

test('opart: a large stand is drawn across its two hexes, and says so', async () => {
  // Vazuza with the army tank brigade made a large stand (section 7): its rear is the hex
  // behind it, away from its facing (north-west, so the rear lies south-east).
  const { readFile } = await import('node:fs/promises');
  const base = await readFile(new URL('../../crates/opart/scenarios/vazuza.toml', import.meta.url), 'utf8');
  const toml = base.replace('afv = "medium", mobility = "tracked", at = [8, 8], facing = "NW" }', 'afv = "medium", mobility = "tracked", at = [8, 8], facing = "NW", large = true }');
  assert.notEqual(toml, base, 'the scenario marks the brigade large');
  const g = await createGame(env.server.base, { ruleset: 'opart', toml, seats: { soviet: 'human' }, seed: 3 });
  const page = await env.browser.newPage({ viewport: { width: 1400, height: 1000 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${env.server.base}${g.seats.soviet.url.replace(/^https?:\/\/[^/]+/, '')}`);
  await page.waitForFunction(() => document.body.dataset.ready === 'yes');
  const snap = await (await fetch(`${env.server.base}/api/games/${g.id}`, { headers: { authorization: `Bearer ${g.seats.soviet.token}` } })).json();
  const big = snap.view.stands.find((st) => st.rear);
  assert.ok(big, 'the view gives the large stand its rear hex');
  assert.equal(await page.locator(`[data-testid=board] svg line.rear[data-rear="s${big.id}"]`).count(), 1, 'a band from rear to front');
  const title = await page.locator(`[data-testid=board] svg .piece[data-piece="s${big.id}"] title`).textContent();
  assert.match(title, /large: its rear in 9,8/);
  await page.screenshot({ path: join(ARTIFACTS, 'opart-large-stand.png'), fullPage: true });
  assert.deepEqual(errors, [], 'no script errors');
  await page.close();
});

test('napoleonic: four battalions in a block form one square from the first one\'s actions, and the board rings it', async () => {
  const units = [['p', 2, 1], ['q', 3, 1], ['r', 2, 2], ['t', 3, 2]]
    .map(([id, x, y]) => `[[sides.units]]\nid = "${id}"\nname = "${id}"\nkind = "line-infantry"\nsquare = [${x}, ${y}]\nfacing = "N"\n`).join('');
  const toml = `ruleset = "napoleonic"\nname = "block"\ntitle = "four battalions"\n[rules]\nturns = 6\nfirst_attacker = "a"\n[map]\nterrain = [${Array(8).fill('"........"').join(',')}]\n`
    + `[[sides]]\nid = "a"\nname = "a"\nedge = "south"\n${units}`
    + '[[sides]]\nid = "b"\nname = "b"\nedge = "north"\n[[sides.units]]\nid = "x"\nname = "x"\nkind = "line-cavalry"\nsquare = [3, 6]\nfacing = "S"\n';
  const g = await createGame(env.server.base, { ruleset: 'napoleonic', toml, seats: { a: 'human' }, seed: 5 });
  const token = g.seats.a.token;
  const api = async (path, body) => (await fetch(`${env.server.base}/api/games/${g.id}${path}`, body
    ? { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) }
    : { headers: { authorization: `Bearer ${token}` } })).json();
  // Through the artillery and musketry steps to side a's move.
  let snap = await api('');
  for (let i = 0; i < 20 && !snap.legal.some((l) => l.action.action === 'form-square'); i++) {
    const done = snap.legal.find((x) => x.action.action === 'done');
    if (done) await api('/actions', { expect_step: snap.step, action: done.action });
    await new Promise((r) => setTimeout(r, 100));
    snap = await api('');
  }
  const l = snap.legal.find((x) => x.action.action === 'form-square');
  assert.ok(l, 'the square of the four is offered');
  assert.match(l.text, /form one square together/);
  const page = await env.browser.newPage({ viewport: { width: 1400, height: 1000 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${env.server.base}${g.seats.a.url.replace(/^https?:\/\/[^/]+/, '')}`);
  await page.waitForFunction(() => document.body.dataset.ready === 'yes');
  const piece = page.locator(`[data-testid=board] svg .piece[data-piece="u${l.action.units[0]}"]`);
  await piece.dispatchEvent('click');
  if (!(await page.locator('svg .piece.selected').count())) await piece.dispatchEvent('click');
  const button = page.locator('[data-testid=action]', { hasText: 'form one square together' });
  assert.equal(await button.count(), 1);
  const step = await page.locator('[data-testid=step]').textContent();
  await button.click();
  if (await page.locator('[data-testid=confirm]').isVisible()) await page.locator('[data-testid=confirm-yes]').click();
  await page.waitForFunction((s) => document.body.dataset.step !== s, step);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=board] svg rect.group-square').length === 1);
  const title = await page.locator(`[data-testid=board] svg .piece[data-piece="u${l.action.units[3]}"] title`).textContent();
  assert.match(title, /one of four units in one square/);
  await page.screenshot({ path: join(ARTIFACTS, 'napoleonic-square-of-four.png'), fullPage: true });
  assert.deepEqual(errors, [], 'no script errors');
  await page.close();
});
