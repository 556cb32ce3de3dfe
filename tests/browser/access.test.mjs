// Pages anyone can use: no serious or critical accessibility violation (axe-core) on the lobby, the editor,
// every rule set's seat page, the host's and a spectator's pages, an ending with its replay, a
// campaign and one of its battles played again; a dark theme that follows the system and a
// switch that overrides it; and the first turn of every rule set played with the keyboard alone.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import { useServerAndBrowser, createGame, openPage } from './lib.mjs';

const env = useServerAndBrowser();

const RULESETS = [['rapier', 'corps'], ['opart', 'soviet'], ['napoleonic', 'a'], ['nqm', 'attacker'], ['race', 'a']];

/** A link's path on this server. */
const local = (url) => `${env.server.base}${url.replace(/^https?:\/\/[^/]+/, '')}`;

/** The serious and critical violations axe finds on the page, one line each. */
async function violations(page) {
  const r = await new AxeBuilder({ page }).analyze();
  return r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('; ')}`);
}

/** Opens `url` in light and dark, and checks each with axe. */
async function checkPage(url, what, width = 1280, height = 800) {
  const problems = [];
  for (const colorScheme of ['light', 'dark']) {
    // axe reads frames through a context of its own making.
    const ctx = await env.browser.newContext({ viewport: { width, height }, hasTouch: width < 600, isMobile: width < 600, colorScheme });
    const page = await ctx.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(url);
    await page.waitForFunction(() => document.body.dataset.ready === 'yes');
    problems.push(...(await violations(page)).map((v) => `${what} (${colorScheme}): ${v}`));
    assert.deepEqual(errors, [], `no script errors on ${what}`);
    await ctx.close();
  }
  return problems;
}

test('axe finds no serious or critical violation on any page, light or dark', async () => {
  const problems = [];
  problems.push(...await checkPage(`${env.server.base}/`, 'the lobby'));
  problems.push(...await checkPage(`${env.server.base}/editor`, 'the scenario editor'));
  problems.push(...await checkPage(`${env.server.base}/editor`, 'the scenario editor on a phone', 390, 844));
  for (const [ruleset, seat] of RULESETS) {
    const g = await createGame(env.server.base, { ruleset, seats: { [seat]: 'human' }, seed: 3 });
    problems.push(...await checkPage(local(g.seats[seat].url), `${ruleset}'s ${seat} seat`));
    if (ruleset === 'rapier') {
      problems.push(...await checkPage(local(g.host.url), 'the host'));
      problems.push(...await checkPage(local(g.spectator.url), 'a spectator'));
      problems.push(...await checkPage(local(g.seats[seat].url), `${ruleset}'s ${seat} seat on a phone`, 390, 844));
    }
  }
  // A game the bots played to the end: its ending and the replay under it.
  const over = await createGame(env.server.base, { ruleset: 'napoleonic', seats: { a: 'bot:heuristic', b: 'bot:heuristic' }, seed: 4 });
  problems.push(...await checkPage(local(over.spectator.url), 'an ending with its replay'));
  // A campaign, and one of its battles played again.
  const c = await createGame(env.server.base, { ruleset: 'race', seats: { a: 'bot:heuristic', b: 'bot:heuristic' }, seed: 28 });
  problems.push(...await checkPage(local(c.spectator.url), 'a campaign'));
  const { page } = await openPage(env.browser, local(c.spectator.url), 1280, 800);
  await page.locator('[data-testid=battle-link]').first().waitFor();
  const battle = await page.locator('[data-testid=battle-link]').first().getAttribute('href');
  await page.close();
  problems.push(...await checkPage(new URL(battle, env.server.base).href, 'a campaign\'s battle played again'));
  assert.deepEqual(problems, []);
});

test('the dark theme follows the system, and the header\'s switch overrides it and is remembered', async () => {
  const g = await createGame(env.server.base, { ruleset: 'rapier', seats: { corps: 'human' }, seed: 5 });
  const { page, errors } = await openPage(env.browser, local(g.seats.corps.url), 1280, 800, { colorScheme: 'dark' });
  const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const dark = (rgb) => rgb.match(/\d+/g).slice(0, 3).reduce((a, b) => a + Number(b), 0) < 3 * 96;
  assert.ok(dark(await background()), `a dark system gets dark pages (${await background()})`);
  const theme = page.locator('[data-testid=theme]');
  assert.match(await theme.textContent(), /theme: auto/);
  await theme.click(); // dark
  assert.ok(dark(await background()));
  await theme.click(); // light, whatever the system says
  assert.ok(!dark(await background()), 'the switch makes it light');
  await page.reload();
  await page.waitForFunction(() => document.body.dataset.ready === 'yes');
  assert.ok(!dark(await background()), 'the choice outlives a reload');
  assert.match(await page.locator('[data-testid=theme]').textContent(), /light/);
  await page.locator('[data-testid=theme]').click(); // back to the system's
  assert.ok(dark(await background()));
  assert.deepEqual(errors, []);
  await page.close();
});

/** What the focus is on: its accessible name and classes, or null. */
function focused(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    return { label: el.getAttribute('aria-label') || el.querySelector(':scope > title')?.textContent || el.textContent, cls: String(el.getAttribute('class') || ''), inBoard: Boolean(el.closest('#board')), tag: el.tagName };
  });
}

/** Answers a question the page asks with yes, by keyboard (the focus starts on "not yet"). */
async function confirmYes(page) {
  if (await page.locator('[data-testid=confirm]').isVisible()) {
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
  }
}

/** Waits a little for the page's step to move on from `step`; whether it did. */
async function movedOn(page, step) {
  try {
    await page.waitForFunction((s) => document.body.dataset.step !== s, step, { timeout: 3000 });
    return true;
  } catch {
    return false;
  }
}

/** "a" then Enter: the first action (or piece) in the list, by keyboard; whether the step moved
 * on from `step` (a piece picked from the list then takes its first action). */
async function takeFirstListed(page, step) {
  for (let i = 0; i < 2; i++) {
    await page.keyboard.press('a');
    await page.keyboard.press('Enter');
    await confirmYes(page);
    if (await movedOn(page, step)) return true;
  }
  return false;
}

for (const [ruleset, seat] of RULESETS) {
  test(`${ruleset}: the first turn played with the keyboard alone`, async () => {
    const g = await createGame(env.server.base, { ruleset, seats: { [seat]: 'human' }, seed: 6 });
    const { page, errors } = await openPage(env.browser, local(g.seats[seat].url), 1280, 800);
    const clock0 = await page.locator('#clock').textContent();
    // One tab stop for the board: "b" puts the focus on a piece that can act, named for people.
    await page.keyboard.press('b');
    let f = await focused(page);
    assert.ok(f && f.inBoard, `the board has the focus (${JSON.stringify(f)})`);
    assert.ok(f.label && !/^[a-z]\d+$/.test(f.label), `a piece or place has a name: ${f.label}`);
    const canAct = await page.locator('svg .piece.can-act').count();
    let keyed = 0;
    if (canAct > 0) {
      assert.match(f.cls, /can-act/, 'the focus starts on a piece that can act');
      // Enter selects (a stack spreads first), Escape lets go, Enter again.
      for (let i = 0; i < 3 && await page.locator('svg .piece.selected').count() === 0; i++) await page.keyboard.press('Enter');
      assert.equal(await page.locator('svg .piece.selected').count(), 1, 'Enter selects the piece');
      await page.keyboard.press('Escape');
      assert.equal(await page.locator('svg .piece.selected').count(), 0, 'Escape lets go');
      for (let i = 0; i < 3 && await page.locator('svg .piece.selected').count() === 0; i++) await page.keyboard.press('Enter');
      // The arrows reach one of its targets (a spiral outwards); Enter takes it. A piece whose
      // actions aim at no place (a change of formation) takes one from the list instead.
      const step = await page.evaluate(() => document.body.dataset.step);
      const targets = await page.locator('svg .target').count();
      const dirs = ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp'];
      let found = false;
      for (let leg = 0, presses = 0; targets > 0 && leg < 40 && presses < 200 && !found; leg++) {
        for (let k = 0; k < Math.floor(leg / 2) + 1 && !found; k++, presses++) {
          await page.keyboard.press(dirs[leg % 4]);
          f = await focused(page);
          found = Boolean(f && /\btarget\b/.test(f.cls));
        }
      }
      assert.ok(found || targets === 0, 'the arrows reach a target of the selection');
      if (!found) {
        if (await takeFirstListed(page, step)) keyed += 1;
      } else {
        assert.match(f.label, /a target of the selection/, 'a target says so to a screen reader');
        await page.keyboard.press('Enter');
        await confirmYes(page);
        // Several actions name the place: the list shows them, and "a" and Enter pick one.
        if (!(await movedOn(page, step))) await takeFirstListed(page, step);
        if (await page.evaluate((s) => document.body.dataset.step !== s, step)) keyed += 1;
      }
    }
    // Then the rest of the turn: "d" ends each part of it (answering the question with yes),
    // or, where nothing ends it, the first action in the list.
    for (let i = 0; i < 80; i++) {
      const toAct = await page.locator('[data-testid=to-act]').textContent();
      const clock = await page.locator('#clock').textContent();
      if (!/your turn/.test(toAct) || clock !== clock0 || await page.locator('[data-testid=outcome]').isVisible()) break;
      const step = await page.evaluate(() => document.body.dataset.step);
      await page.keyboard.press('d');
      await confirmYes(page);
      if (!(await movedOn(page, step)) && !(await takeFirstListed(page, step))) continue;
      keyed += 1;
    }
    assert.ok(keyed > 0, 'actions were taken by keyboard');
    const after = await page.locator('[data-testid=to-act]').textContent();
    const clock = await page.locator('#clock').textContent();
    assert.ok(!/your turn/.test(after) || clock !== clock0, `the first turn is over (${after}; ${clock0} → ${clock})`);
    assert.deepEqual(errors, []);
    await page.close();
  });
}
