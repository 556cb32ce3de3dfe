// Rules at hand: each rule set's reference page, served from the same Markdown as docs/rules,
// with an anchor at every rule and ruling; a refusal's rule links to it; a seat's page says
// what it can do now and links the rules from its header.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { useServerAndBrowser, createGame, openPage, ARTIFACTS } from './lib.mjs';

const env = useServerAndBrowser();
const local = (url) => `${env.server.base}${url.replace(/^https?:\/\/[^/]+/, '')}`;

test('every rule set has its rules page, each ruling an anchor; an unknown one is a 404 naming the rule sets', async () => {
  for (const [id, ruling] of [['rapier', 'UMP-RAP-4'], ['opart', 'UMP-OPA-1'], ['napoleonic', 'UMP-NAP-29'], ['nqm', 'UMP-NQM-43'], ['race', 'UMP-RAC-3']]) {
    // The page has no script of its own: it is ready once loaded.
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = [];
    page.on('pageerror', (x) => errors.push(x.message));
    await page.goto(`${env.server.base}/rules/${id}#${ruling}`);
    assert.equal(await page.locator(`a.anchor[id="${ruling}"]`).count(), 1, `${id}: ${ruling} has an anchor`);
    assert.ok(await page.locator('main.rules-ref table tr').count() > 20, `${id}: the table of rules`);
    if (id === 'nqm') await page.screenshot({ path: join(ARTIFACTS, 'rules-nqm.png') });
    assert.deepEqual(errors, []);
    await page.close();
  }
  const r = await fetch(`${env.server.base}/rules/chess`);
  assert.equal(r.status, 404);
  assert.match(await r.text(), /rapier, opart, napoleonic, nqm, race/);
});

test('a seat\'s page links its rules, says what it can do now, and a refusal links its rule', async () => {
  const g = await createGame(env.server.base, { ruleset: 'napoleonic', seats: { a: 'human' }, seed: 8 });
  const { page, errors } = await openPage(env.browser, local(g.seats.a.url), 1280, 800);
  assert.equal(await page.locator('[data-testid=rules-link]').getAttribute('href'), '/rules/napoleonic');
  await page.locator('[data-testid=now-panel] summary').click();
  const now = await page.locator('[data-testid=now-panel]').textContent();
  assert.match(now, /turn 1 of \d+.*a may:/s);
  assert.match(now, /\(\d+\)/, 'each kind with its count');
  // A typed order the rules refuse: the refusal names its rule, linked.
  await page.locator('[data-testid=command-input]').fill('move a-line1 0 0');
  await page.locator('[data-testid=command-input]').press('Enter');
  await page.locator('[data-testid=refusal-rule]').waitFor();
  assert.match(await page.locator('[data-testid=refusal-rule]').getAttribute('href'), /^\/rules\/napoleonic#/);
  assert.deepEqual(errors, []);
  await page.close();
});
