// The scenario editor (#63): a Napoleonic and an NQM scenario drawn from blank by clicks (and
// the keyboard), checked by the server after every change with its error beside the field at
// fault, undone and redone, published to the club's library and played from the lobby.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { useServerAndBrowser, openPage, ARTIFACTS } from './lib.mjs';

const env = useServerAndBrowser();

const valid = (page) => page.waitForFunction(() => document.querySelector('[data-testid=check-status]').dataset.valid === 'yes');
const invalid = (page) => page.waitForFunction(() => document.querySelector('[data-testid=check-status]').dataset.valid === 'no');

/** Publishes the scenario on the page as `author`, plays it from the lobby with the first seat a person's, and opens that seat. */
async function publishAndPlay(page, author, seat) {
  await page.getByTestId('author').fill(author);
  await page.getByTestId('publish').click();
  const said = await page.getByTestId('published').textContent();
  await page.getByTestId('play-published').click();
  await page.waitForFunction(() => document.body.dataset.ready === 'yes');
  assert.match(await page.getByTestId('scenario').inputValue(), /^published:[0-9a-f]{64}$/);
  await page.getByTestId(`seat-${seat}`).selectOption('human');
  await page.getByTestId('create').click();
  const link = await page.getByTestId(`link-${seat}`).inputValue();
  await page.goto(link);
  await page.waitForFunction(() => document.body.dataset.ready === 'yes');
  // The game is of the published scenario, under its name and version.
  const status = await page.evaluate(async () => {
    const id = location.pathname.split('/')[2];
    const r = await fetch(`/api/games/${id}/status`, { headers: { authorization: `Bearer ${location.hash.slice(1)}` } });
    return r.json();
  });
  return { said, scenario: status.scenario };
}

test('a Napoleonic scenario drawn from blank by clicks, undone and redone, published and played', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${env.server.base}/editor`);
  await page.waitForFunction(() => document.body.dataset.ready === 'yes');
  await page.getByTestId('ed-ruleset').selectOption('napoleonic');
  await page.getByTestId('ed-bundled').selectOption('');
  await page.getByTestId('ed-start').click();
  // Blank: the server says what is missing, beside the side at fault.
  await invalid(page);
  assert.match(await page.locator('[data-error-for="sides[0].units"]').textContent(), /1 to 200 units a side/);
  await page.getByTestId('f-name').fill('ford');
  await page.getByTestId('f-name').press('Enter');
  await page.getByTestId('f-title').fill('A ford in the woods');
  await page.getByTestId('f-title').press('Enter');
  // A river across row 4 with a ford (a bridge) in the middle, and trees.
  await page.getByTestId('paint-water').click();
  for (let x = 0; x < 10; x++) await page.getByTestId(`cell-${x}-4`).click();
  await page.getByTestId('paint-bridge').click();
  await page.getByTestId('cell-5-4').click();
  await page.getByTestId('paint-trees').click();
  await page.getByTestId('cell-1-1').click();
  // One unit a side, each put on the map by a click.
  await page.getByTestId('add-unit-0').click();
  await page.getByTestId('cell-5-1').click();
  await page.getByTestId('f-sides-0-units-0-kind').selectOption('guards-infantry');
  await page.getByTestId('add-unit-1').click();
  await page.getByTestId('cell-5-6').click();
  await valid(page);
  assert.match(await page.getByTestId('unit-1-0').textContent(), /at \[5,6\]/);
  // Undo puts the last unit back where it was made; redo puts it on the map again.
  await page.getByTestId('undo').click();
  assert.match(await page.getByTestId('unit-1-0').textContent(), /at \[0,0\]/);
  await page.keyboard.press('Control+y');
  assert.match(await page.getByTestId('unit-1-0').textContent(), /at \[5,6\]/);
  // A value the check refuses: its words beside the field.
  await page.getByTestId('f-rules-turns').fill('0');
  await page.getByTestId('f-rules-turns').press('Enter');
  await invalid(page);
  assert.equal(await page.locator('[data-error-for="rules.turns"]').textContent(), 'rules.turns: 1 to 200 turns');
  await page.getByTestId('undo').click();
  await valid(page);
  await page.screenshot({ path: join(ARTIFACTS, 'editor-napoleonic.png'), fullPage: true });
  const axe = await new AxeBuilder({ page }).analyze();
  assert.deepEqual(axe.violations.map((v) => `${v.id}: ${v.help}`), []);
  // The downloaded file is the scenario's TOML.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download').click()]);
  assert.equal(download.suggestedFilename(), 'ford.toml');
  const { said, scenario } = await publishAndPlay(page, 'Ann', 'a');
  assert.match(said, /Published as ford v1 by Ann/);
  assert.equal(scenario, 'ford v1');
  assert.ok(await page.locator('svg [data-cell]').count() > 0, 'the board is drawn');
  assert.deepEqual(errors, []);
  await context.close();
});

test('an NQM scenario drawn from blank with the keyboard and clicks: objective, dump, headquarters; published and played', async () => {
  const { page, errors } = await openPage(env.browser, `${env.server.base}/editor`, 1280, 900);
  await page.getByTestId('ed-ruleset').selectOption('nqm');
  await page.getByTestId('ed-bundled').selectOption('');
  await page.getByTestId('ed-start').click();
  await invalid(page);
  await page.getByTestId('f-name').fill('hamlet');
  await page.getByTestId('f-name').press('Enter');
  await page.getByTestId('f-title').fill('A hamlet on the steppe');
  await page.getByTestId('f-title').press('Enter');
  // The keyboard paints: the cursor moves with the arrows and Enter paints.
  await page.getByTestId('paint-village').click();
  await page.getByTestId('editor-map').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  assert.match(await page.locator('[data-cell="2,1"] title').textContent(), /village/);
  await page.getByTestId('paint-woods').click();
  await page.getByTestId('cell-4-3').click();
  // A headquarters and a company a side.
  for (const [k, hq, coy] of [[0, 'cell-0-1', 'cell-1-1'], [1, 'cell-6-4', 'cell-5-4']]) {
    await page.getByTestId(`add-unit-${k}`).click();
    await page.getByTestId(hq).click();
    await page.getByTestId(`f-sides-${k}-units-0-command`).check();
    await page.getByTestId(`add-unit-${k}`).click();
    await page.getByTestId(coy).click();
    await page.getByTestId(`f-sides-${k}-units-1-parent`).selectOption(k === 0 ? 'blue-1' : 'red-1');
  }
  await page.getByTestId('f-sides-1-units-1-position').selectOption('dug-in');
  await page.getByTestId('add-objective').click();
  await page.getByTestId('cell-2-1').click();
  await page.getByTestId('place-dump-1').click();
  await page.getByTestId('cell-7-3').click();
  await valid(page);
  // A grade the file does not take cannot be picked: the select holds only E, V, R, C and M.
  const grades = await page.getByTestId('f-sides-0-units-1-grade').locator('option').allTextContents();
  assert.deepEqual(grades, ['E', 'V', 'R', 'C', 'M']);
  await page.getByTestId('f-rules-hours').fill('0');
  await page.getByTestId('f-rules-hours').press('Enter');
  await invalid(page);
  assert.equal(await page.locator('[data-error-for="rules.hours"]').textContent(), 'rules.hours: 1 to 72 hours of play');
  await page.keyboard.press('Control+z');
  await valid(page);
  await page.screenshot({ path: join(ARTIFACTS, 'editor-nqm.png'), fullPage: true });
  const { said, scenario } = await publishAndPlay(page, 'Bob', 'attacker');
  assert.match(said, /Published as hamlet v1 by Bob/);
  assert.equal(scenario, 'hamlet v1');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the editor on a phone: no page scrolls sideways, and a cell is painted by a tap', async () => {
  const { page, errors } = await openPage(env.browser, `${env.server.base}/editor`, 390, 844);
  await page.getByTestId('paint-trees').tap();
  await page.getByTestId('cell-3-3').tap();
  assert.match(await page.locator('[data-cell="3,3"] title').textContent(), /trees/);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(wide <= 0, `the page is ${wide} px wider than the phone`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a quick battle: drawn and measured by the server, played from the lobby', async () => {
  const { page, errors } = await openPage(env.browser, `${env.server.base}/`, 1280, 900);
  await page.locator('#quick summary').click();
  await page.getByTestId('quick-size').selectOption('small');
  await page.getByTestId('quick-ground').selectOption('river');
  await page.getByTestId('quick-draw').click();
  await page.waitForFunction(() => /decided games/.test(document.querySelector('[data-testid=quick-result]').textContent));
  const said = await page.getByTestId('quick-result').textContent();
  const m = /^(quick-river-small-\d+): between heuristic bots side A won (\d+) of the (\d+) decided games of 60/.exec(said);
  assert.ok(m, said);
  assert.ok(Number(m[2]) <= Number(m[3]));
  assert.match(await page.getByTestId('toml').inputValue(), /name = "quick-river-small-/);
  await page.getByTestId('seat-a').selectOption('human');
  await page.getByTestId('create').click();
  await page.goto(await page.getByTestId('link-a').inputValue());
  await page.waitForFunction(() => document.body.dataset.ready === 'yes');
  const status = await page.evaluate(async () => {
    const id = location.pathname.split('/')[2];
    const r = await fetch(`/api/games/${id}/status`, { headers: { authorization: `Bearer ${location.hash.slice(1)}` } });
    return r.json();
  });
  // Made from the box, the game is an upload; its log holds the drawn scenario whole.
  assert.equal(status.scenario, 'upload');
  assert.deepEqual(errors, []);
  await page.close();
});
