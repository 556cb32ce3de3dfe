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

/** A page of the editor in a browser context of its own (axe needs one), its errors collected. */
async function editorPage() {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${env.server.base}/editor`);
  await page.waitForFunction(() => document.body.dataset.ready === 'yes');
  return { context, page, errors };
}

/** Starts editing a scenario of `ruleset`: bundled scenario `name`, or a blank one for ''. */
async function startFrom(page, ruleset, name) {
  await page.getByTestId('ed-ruleset').selectOption(ruleset);
  await page.getByTestId('ed-bundled').selectOption(name);
  await page.getByTestId('ed-start').click();
}

/** Types `value` into field `id` and commits it with Enter. */
async function setField(page, id, value) {
  await page.getByTestId(id).fill(value);
  await page.getByTestId(id).press('Enter');
}

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
  const { context, page, errors } = await editorPage();
  await startFrom(page, 'napoleonic', '');
  // Blank: the server says what is missing, beside the side at fault.
  await invalid(page);
  assert.match(await page.locator('[data-error-for="sides[0].units"]').textContent(), /1 to 200 units a side/);
  await setField(page, 'f-name', 'ford');
  await setField(page, 'f-title', 'A ford in the woods');
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
  await setField(page, 'f-rules-turns', '0');
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
  await startFrom(page, 'nqm', '');
  await invalid(page);
  await setField(page, 'f-name', 'hamlet');
  await setField(page, 'f-title', 'A hamlet on the steppe');
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
  await setField(page, 'f-rules-hours', '0');
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
  await page.getByTestId('ed-ruleset').selectOption('napoleonic');
  await page.getByTestId('ed-bundled').selectOption('');
  await page.getByTestId('ed-start').tap();
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

/** The TOML of the scenario published as `hash`. */
async function publishedText(page) {
  const href = await page.getByTestId('play-published').getAttribute('href');
  const hash = new URL(href, 'http://x').searchParams.get('published');
  return page.evaluate(async (h) => (await (await fetch(`/api/scenarios/${h}`)).json()).toml, hash);
}

test('an Operational Art quick battle: drawn in the lobby, its rule set chosen for the game, played', async () => {
  const { page, errors } = await openPage(env.browser, `${env.server.base}/`, 1280, 900);
  await page.locator('#quick summary').click();
  await page.getByTestId('quick-ruleset').selectOption('opart');
  await page.getByTestId('quick-size').selectOption('small');
  await page.getByTestId('quick-ground').selectOption('village');
  await page.getByTestId('quick-draw').click();
  await page.waitForFunction(() => /decided games/.test(document.querySelector('[data-testid=quick-result]').textContent));
  const said = await page.getByTestId('quick-result').textContent();
  assert.match(said, /^quick-opart-village-small-\d+: between heuristic bots the Axis won \d+ of the \d+ decided games of 60/);
  assert.equal(await page.getByTestId('ruleset').inputValue(), 'opart');
  assert.match(await page.getByTestId('toml').inputValue(), /ruleset = "opart"/);
  await page.getByTestId('seat-axis').selectOption('human');
  await page.getByTestId('create').click();
  await page.goto(await page.getByTestId('link-axis').inputValue());
  await page.waitForFunction(() => document.body.dataset.ready === 'yes');
  assert.ok(await page.locator('svg [data-cell]').count() > 0, 'the board is drawn');
  assert.deepEqual(errors, []);
  await page.close();
});

test('an Operational Art scenario drawn from blank: ground, heights, roads, works, divisions and an objective; published and played', async () => {
  const { context, page, errors } = await editorPage();
  await startFrom(page, 'opart', '');
  await invalid(page);
  assert.match(await page.getByTestId('check-status').textContent(), /not valid/);
  await setField(page, 'f-name', 'crossroads');
  await setField(page, 'f-title', 'A village at the crossroads');
  // Ground, then a hill under the village, a road through it and works in it.
  await page.getByTestId('paint-woods').click();
  await page.getByTestId('cell-1-1').click();
  await page.getByTestId('cell-2-1').click();
  await page.getByTestId('paint-village').click();
  await page.getByTestId('cell-4-5').click();
  await setField(page, 'layer-elevation', '2');
  await page.getByTestId('paint-elevation').click();
  await page.getByTestId('cell-4-5').click();
  await page.getByTestId('paint-roads').click();
  for (const y of [4, 5, 6]) await page.getByTestId(`cell-4-${y}`).click();
  await page.getByTestId('paint-works').click();
  await page.getByTestId('cell-4-5').click();
  assert.equal(await page.locator('[data-cell="4,5"] title').textContent(), '4,5: village, road, works, height 2');
  // A second click takes the road off again.
  await page.getByTestId('paint-roads').click();
  await page.getByTestId('cell-4-6').click();
  assert.equal(await page.locator('[data-cell="4,6"] title').textContent(), '4,6: open');
  // Each division: its command stand, then a regiment, each put on the map by a click.
  for (const [k, cells] of [[0, ['cell-4-2', 'cell-4-5']], [1, ['cell-4-10', 'cell-3-9']]]) {
    for (const c of cells) {
      await page.getByTestId(`add-unit-${k}`).click();
      await page.getByTestId(c).click();
    }
  }
  await page.getByTestId('f-divisions-1-stands-1-troops').selectOption('conscript');
  // Only the values the file takes: the six hex sides.
  assert.deepEqual(await page.getByTestId('f-divisions-0-stands-1-facing').locator('option').allTextContents(), ['N', 'NE', 'SE', 'S', 'SW', 'NW']);
  await page.getByTestId('add-objective').click();
  await page.getByTestId('cell-4-5').click();
  await setField(page, 'f-objectives-0-points', '2');
  await valid(page);
  // The check's bound, beside the field; undone.
  await setField(page, 'f-rules-turns', '0');
  await invalid(page);
  assert.equal(await page.locator('[data-error-for="rules.turns"]').textContent(), 'rules.turns: must be 1 to 48');
  await page.keyboard.press('Control+z');
  await valid(page);
  // A third division with no stands is refused; removed, the scenario is valid again.
  await page.getByTestId('add-division').click();
  await invalid(page);
  await page.getByTestId('remove-group-2').click();
  await valid(page);
  await page.screenshot({ path: join(ARTIFACTS, 'editor-opart.png'), fullPage: true });
  const axe = await new AxeBuilder({ page }).analyze();
  assert.deepEqual(axe.violations.map((v) => `${v.id}: ${v.help}`), []);
  await page.getByTestId('author').fill('Cy');
  await page.getByTestId('publish').click();
  const toml = await publishedText(page);
  assert.match(toml, /works = \[\s*\[\s*4,\s*5\s*\]\s*\]/);
  assert.match(toml, /"000020000"/, 'the height of hex 4,5 is in the elevation rows');
  assert.match(toml, /points = 2/);
  const { said, scenario } = await publishAndPlay(page, 'Cy', 'axis');
  assert.match(said, /Published as crossroads v1 by Cy/);
  assert.equal(scenario, 'crossroads v1');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a Rapier scenario from a bundled one: sector terrain and a road drawn on the table, the victory table, a counter added; published and played', async () => {
  const { page, errors } = await openPage(env.browser, `${env.server.base}/editor`, 1280, 900);
  await startFrom(page, 'rapier', 'uranus');
  await valid(page);
  await setField(page, 'f-name', 'uranus-woods');
  // The table is the rules' axes by lines, named as the game names its sectors.
  await page.getByTestId('paint-woods').click();
  await page.getByTestId('cell-1-3').click();
  await page.getByTestId('paint-impassable').click();
  await page.getByTestId('cell-1-3').click();
  assert.equal(await page.locator('[data-cell="1,3"] title').textContent(), 'A2-L4: woods, impassable');
  // A road laid sector by sector, then its last length lifted by clicking back along it.
  await page.getByTestId('paint-roads').click();
  for (const y of [0, 1, 2]) await page.getByTestId(`cell-0-${y}`).click();
  assert.equal(await page.locator('[data-cell="0,1"] title').textContent(), 'A1-L2: open, road to A1-L1, road to A1-L3');
  await page.getByTestId('cell-0-1').click();
  assert.equal(await page.locator('[data-cell="0,1"] title').textContent(), 'A1-L2: open, road to A1-L1');
  await valid(page);
  await page.getByTestId('f-rules-terrain').selectOption('halting');
  // One more line on the table: the map grows with it.
  await setField(page, 'f-rules-lines', '7');
  await page.locator('[data-cell="3,6"]').waitFor();
  // The victory table folds inside the rules, and stays open while it is changed.
  await page.locator('[data-testid=f-rules-victory-table] > summary').click();
  await setField(page, 'f-rules-victory-minor', '95');
  await invalid(page);
  assert.equal(await page.locator('[data-error-for="rules.victory"]').textContent(), 'rules.victory: need 100 ≥ total ≥ major ≥ minor > 0');
  assert.equal(await page.getByTestId('f-rules-victory-table').getAttribute('open'), '');
  await page.getByTestId('undo').click();
  await valid(page);
  // A minefield more for the defender (the fourth list: three divisions attack).
  await page.getByTestId('add-unit-3').click();
  const last = await page.locator('[data-testid^="unit-3-"]').count() - 1;
  await page.getByTestId(`f-defender-units-${last}-kind`).selectOption('minefield');
  await valid(page);
  await page.getByTestId('author').fill('Dee');
  await page.getByTestId('publish').click();
  const toml = await publishedText(page);
  assert.match(toml, /sector = "A2-L4"/);
  assert.match(toml, /terrain = "woods"/);
  assert.match(toml, /impassable = true/);
  assert.match(toml, /lines = 7/);
  assert.match(toml, /roads = \[\s*\[\s*"A1-L1",\s*"A1-L2"\s*\]\s*\]/);
  const { scenario } = await publishAndPlay(page, 'Dee', 'umpire');
  assert.equal(scenario, 'uranus-woods v1');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a Race-for-X campaign from blank: routes, orbats and defensive forces, no map; published and played', async () => {
  const { page, errors } = await openPage(env.browser, `${env.server.base}/editor`, 1280, 900);
  await startFrom(page, 'race', '');
  await invalid(page);
  assert.equal(await page.locator('#map-panel').isHidden(), true, 'a campaign has no map to draw');
  await setField(page, 'f-name', 'race-for-the-bridge');
  await setField(page, 'f-title', 'The race for the bridge');
  await setField(page, 'f-players-0-route-4', 'The far bank');
  // Each player: an HQ and a unit under it; each defensive force one unit.
  for (const k of [0, 1]) {
    await page.getByTestId(`add-unit-${k}`).click();
    await page.getByTestId(`add-unit-${k}`).click();
    await page.getByTestId(`f-players-${k}-units-1-under`).selectOption(k === 0 ? 'Player A HQ' : 'Player B HQ');
  }
  for (const k of [2, 3, 4, 5]) await page.getByTestId(`add-unit-${k}`).click();
  await page.getByTestId('f-defences-3-units-0-kind').selectOption('tank');
  await valid(page);
  // The first force made S3: no force of size S1 is left, and the check says so of the list.
  await setField(page, 'f-defences-0-size', '3');
  await invalid(page);
  assert.equal(await page.locator('[data-error-for="defences"]').textContent(), 'defences: at least one defensive force of size S1');
  await page.getByTestId('undo').click();
  await valid(page);
  await page.screenshot({ path: join(ARTIFACTS, 'editor-race.png'), fullPage: true });
  await page.getByTestId('author').fill('Eve');
  await page.getByTestId('publish').click();
  const toml = await publishedText(page);
  assert.match(toml, /"The far bank"/);
  assert.match(toml, /under = "Player A HQ"/);
  const { scenario } = await publishAndPlay(page, 'Eve', 'a');
  assert.equal(scenario, 'race-for-the-bridge v1');
  assert.deepEqual(errors, []);
  await page.close();
});

test('Napoleonic house values in the form: a table written whole from its defaults, an error opens its fold', async () => {
  const { page, errors } = await openPage(env.browser, `${env.server.base}/editor`, 1280, 900);
  await startFrom(page, 'napoleonic', 'river-crossing');
  await valid(page);
  // The house values are folded, each box showing the default it leaves in force.
  assert.equal(await page.getByTestId('f-rules-house-table').getAttribute('open'), null);
  await page.locator('[data-testid=f-rules-house-table] > summary').click();
  assert.equal(await page.getByTestId('f-rules-house-kill-at-1').getAttribute('placeholder'), '5');
  await page.locator('[data-testid=f-rules-house-movement-table] > summary').click();
  await setField(page, 'f-rules-house-movement-line-infantry', '3');
  await valid(page);
  await setField(page, 'f-rules-house-gun-range-2', '8');
  await valid(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download').click()]);
  const text = await (await import('node:fs/promises')).readFile(await download.path(), 'utf8');
  // The table is written whole: the changed value and the other kinds' defaults.
  assert.match(text, /line-infantry = 3/);
  assert.match(text, /light-cavalry = 5/);
  assert.match(text, /gun-range = \[\s*12,\s*12,\s*8\s*\]/);
  // A die face the text has not: refused, beside the field, in its fold opened again.
  await page.reload();
  await page.waitForFunction(() => document.body.dataset.ready === 'yes');
  await startFrom(page, 'napoleonic', 'river-crossing');
  await valid(page);
  await page.locator('[data-testid=f-rules-house-table] > summary').click();
  await setField(page, 'f-rules-house-kill-at-1', '9');
  await invalid(page);
  assert.equal(await page.locator('[data-error-for="rules.house.kill-at-1"]').textContent(), 'rules.house.kill-at-1: a die face, 1 to 6');
  // Folded away while another field changes, the house values open again to show the error.
  await page.locator('[data-testid=f-rules-house-table] > summary').click();
  assert.equal(await page.getByTestId('f-rules-house-table').getAttribute('open'), null);
  await setField(page, 'f-rules-turns', '13');
  await invalid(page);
  assert.equal(await page.getByTestId('f-rules-house-table').getAttribute('open'), '');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the balance button: the server plays the scenario and its knob either side, and the proposal is set by a click', async () => {
  const { context, page, errors } = await editorPage();
  await startFrom(page, 'nqm', 'test-village');
  await valid(page);
  await page.getByTestId('balance').click();
  await page.getByTestId('balance-proposal').waitFor({ timeout: 60000 });
  // As drawn: each side's wins, draws and losses with their intervals.
  const sides = await page.locator('[data-testid=balance-sides] tbody tr').allTextContents();
  assert.equal(sides.length, 2);
  assert.match(sides[0], /^the attacker\d+ \d+\.\d% \(\d+–\d+\)/);
  assert.match(await page.getByTestId('balance-tilt').textContent(), /the attacker won \d+\.\d% of the \d+ decided games/);
  // The knob's values either side of the six hours drawn: the same as `umpire balance` reports
  // for these 100 games (hours 3 is even within its interval).
  const hours = await page.locator('[data-testid=balance-knob] tbody th').allTextContents();
  assert.deepEqual(hours, ['3', '4', '5', '6 (as drawn)', '7', '8', '9']);
  assert.match(await page.getByTestId('balance-proposal').textContent(), /^Proposal: hours 3 \(from 6\): the attacker then wins 59\.0% of the decided games \(49\.2%–68\.1%\), even within the interval/);
  await page.locator('#balance-report').screenshot({ path: join(ARTIFACTS, 'editor-balance.png') });
  await page.getByTestId('balance-apply').click();
  assert.equal(await page.getByTestId('f-rules-hours').inputValue(), '3');
  await valid(page);
  // Undone like any change.
  await page.getByTestId('undo').click();
  assert.equal(await page.getByTestId('f-rules-hours').inputValue(), '6');
  // Another knob: Napoleonic's handicap, either side of none.
  await startFrom(page, 'napoleonic', 'river-crossing');
  await valid(page);
  const select = page.locator('select[data-testid=balance-knob]');
  assert.deepEqual(await select.locator('option').allTextContents(), ['turns', 'handicap', 'every knob']);
  await select.selectOption('handicap');
  await page.getByTestId('balance').click();
  await page.getByTestId('balance-proposal').waitFor({ timeout: 60000 });
  assert.deepEqual(await page.locator('[data-testid=balance-knob] tbody th').allTextContents(), ['-12', '-8', '-4', '0 (as drawn)', '4', '8', '12']);
  // Every knob at once: the scenario as drawn once, each knob's table and its own proposal,
  // then one change across them, as `umpire balance napoleonic --knob all --games 100`
  // proposes it: a handicap of 4, one step, where turns reach no even share.
  await select.selectOption('all');
  await page.getByTestId('balance').click();
  await page.getByTestId('balance-across').waitFor({ timeout: 90000 });
  assert.equal(await page.getByTestId('balance-sides').count(), 1);
  assert.equal(await page.locator('table[data-testid=balance-knob]').count(), 2);
  assert.equal(await page.getByTestId('balance-proposal').count(), 2);
  assert.match(await page.getByTestId('balance-across').textContent(), /^Across the knobs: handicap 4 \(from 0\), 1 step: side A then wins 40\.8% /);
  await page.getByTestId('balance-apply-across').click();
  await page.locator('[data-testid=f-rules-house-table] > summary').click();
  assert.equal(await page.getByTestId('f-rules-house-handicap').inputValue(), '4');
  const axe = await new AxeBuilder({ page }).analyze();
  assert.deepEqual(axe.violations.map((v) => `${v.id}: ${v.help}`), []);
  assert.deepEqual(errors, []);
  await context.close();
});
