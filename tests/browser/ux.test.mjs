// The table as players expect it (#31): the board fits the window and zooms and pans; phones
// do not scroll sideways; a click on a piece that cannot act clears the selection and says why;
// what ends a step comes last and asks first; undo; the title says whose turn it is; what the
// other seat did is marked and listed; the end shows the dice commitment, the secret and the
// signed log, which `umpire replay --verify` accepts; the replay's header, events and dice follow
// its step; `help` in the command box. Screenshots at 1920×1080, 1280×800 and 390×844.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useServerAndBrowser, createGame, playToEnd, openPage, listed, rng, ARTIFACTS } from './lib.mjs';
import { AxeBuilder } from '@axe-core/playwright';
import { expand, follow } from '../../crates/server/web/js/record.js';

const env = useServerAndBrowser();

const SIZES = [[1920, 1080], [1280, 800], [390, 844]];
const RULESETS = [['rapier', 'corps'], ['opart', 'soviet'], ['napoleonic', 'a'], ['nqm', 'attacker'], ['race', 'a']];

/** The path of a seat's link, on this server. */
function linkOf(g, seat) {
  return `${env.server.base}${g.seats[seat].url.replace(/^https?:\/\/[^/]+/, '')}`;
}

const open = (url, width, height) => openPage(env.browser, url, width, height);

/** Whether the page scrolls sideways. */
function sideways(page) {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}

test('every board fits the window below the header at 1920×1080 and 1280×800, and no page scrolls sideways on a phone', async () => {
  for (const [ruleset, seat] of RULESETS) {
    const g = await createGame(env.server.base, { ruleset, seats: { [seat]: 'human' }, seed: 21 });
    // Every legal action is offered in the list (the board adds clicks for those it can show).
    const snap = await (await fetch(`${env.server.base}/api/games/${g.id}`, { headers: { authorization: `Bearer ${g.seats[seat].token}` } })).json();
    for (const [w, h] of SIZES) {
      const { page, errors } = await open(linkOf(g, seat), w, h);
      if (w === 1280) assert.equal(await listed(page), snap.legal.length, `${ruleset}: every legal action is in the list`);
      const box = await page.locator('[data-testid=board]').boundingBox();
      const bar = await page.locator('header.bar').boundingBox();
      assert.ok(box.y >= bar.y + bar.height - 1, `${ruleset} ${w}×${h}: the board is below the header`);
      assert.ok(box.y + box.height <= h + 1, `${ruleset} ${w}×${h}: the whole board is on screen (bottom ${box.y + box.height})`);
      // The drawing fits its box (fitted on load).
      const svg = await page.locator('[data-testid=board] svg').boundingBox();
      assert.ok(svg.width <= box.width + 1 && svg.height <= box.height + 1, `${ruleset} ${w}×${h}: the drawing fits`);
      assert.equal(await sideways(page), false, `${ruleset} ${w}×${h}: no sideways scroll`);
      if (w > 600) {
        // The action panel stays on screen.
        const panel = await page.locator('[data-testid=actions]').boundingBox();
        assert.ok(panel && panel.y < h, `${ruleset} ${w}×${h}: the actions are on screen`);
      }
      await page.screenshot({ path: join(ARTIFACTS, `fit-${ruleset}-${w}x${h}.png`) });
      assert.deepEqual(errors, [], 'no script errors');
      await page.close();
    }
  }
  const { page } = await open(`${env.server.base}/`, 390, 844);
  await page.locator('[data-testid=ruleset]').selectOption('rapier');
  // The lobby says what each seat does.
  assert.match(await page.locator('[data-testid=role-umpire]').textContent(), /hidden defence/);
  assert.match(await page.locator('[data-testid=role-corps]').textContent(), /corps commander/);
  await page.locator('[data-testid=ruleset]').selectOption('nqm');
  await page.locator('[data-testid=create]').click();
  await page.locator('[data-testid=link-host]').waitFor();
  assert.equal(await sideways(page), false, 'the lobby does not scroll sideways on a phone');
  await page.screenshot({ path: join(ARTIFACTS, 'lobby-390x844.png'), fullPage: true });
  await page.close();
});

test('zoom: buttons, the wheel, a drag to pan, fit; on a phone a piece grows to a finger\'s size', async () => {
  const g = await createGame(env.server.base, { ruleset: 'opart', seats: { soviet: 'human' }, seed: 22 });
  const { page, errors } = await open(linkOf(g, 'soviet'), 1280, 800);
  const zoomLevel = () => page.locator('[data-testid=board]').evaluate((b) => Number(b.dataset.zoom));
  const viewBox = () => page.locator('[data-testid=board] svg').evaluate((s) => s.getAttribute('viewBox'));
  assert.equal(await zoomLevel(), 1);
  await page.locator('[data-testid=zoom-in]').click();
  await page.locator('[data-testid=zoom-in]').click();
  assert.ok(await zoomLevel() > 1.5, 'zoomed in');
  await page.locator('[data-testid=zoom-out]').click();
  const one = await zoomLevel();
  assert.ok(one > 1 && one < 1.5, 'zoomed out a step');
  // A drag pans.
  const before = await viewBox();
  const b = await page.locator('[data-testid=board]').boundingBox();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2 - 80, b.y + b.height / 2 - 40, { steps: 5 });
  await page.mouse.up();
  assert.notEqual(await viewBox(), before, 'the drag moved the board');
  // The zoom stays when the board is drawn again (a refresh).
  await page.evaluate(() => window.dispatchEvent(new Event('resize')));
  await page.locator('[data-testid=fit]').click();
  assert.equal(await zoomLevel(), 1, 'fit shows the whole board');
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
  await page.mouse.wheel(0, -300);
  await page.waitForFunction(() => Number(document.querySelector('[data-testid=board]').dataset.zoom) > 1);
  assert.deepEqual(errors, [], 'no script errors');
  await page.close();

  const phone = await open(linkOf(g, 'soviet'), 390, 844);
  const piece = phone.page.locator('svg .piece').first();
  const small = await piece.boundingBox();
  for (let i = 0; i < 8 && (await piece.boundingBox()).width < 30; i++) await phone.page.locator('[data-testid=zoom-in]').click();
  const big = await piece.boundingBox();
  assert.ok(big.width >= 30, `a piece is ${big.width.toFixed(0)} px wide once zoomed in (was ${small.width.toFixed(0)})`);
  await phone.page.screenshot({ path: join(ARTIFACTS, 'zoom-opart-390x844.png') });
  assert.deepEqual(phone.errors, [], 'no script errors');
  await phone.page.close();
});

test('safe clicks: a piece that cannot act clears the selection and says why; ending a step asks first and comes last', async () => {
  const g = await createGame(env.server.base, { ruleset: 'napoleonic', seats: { a: 'human' }, seed: 23 });
  const { page, errors } = await open(linkOf(g, 'a'), 1280, 800);
  assert.match(await page.title(), /^● /, 'the title says it is this seat\'s turn');
  assert.match(await page.title(), /napoleonic/);
  const can = page.locator('svg .piece.can-act');
  assert.ok(await can.count() > 0, 'some piece may act');
  await can.first().dispatchEvent('click');
  assert.equal(await page.locator('svg .piece.selected').count(), 1, 'selected');
  const idle = page.locator('svg .piece:not(.can-act)');
  assert.ok(await idle.count() > 0, 'some piece cannot act (the other side\'s)');
  await idle.first().dispatchEvent('click');
  assert.equal(await page.locator('svg .piece.selected').count(), 0, 'the selection is cleared');
  // The rules say why, in their words, the rule linked to its explanation.
  await page.locator('[data-testid=why-not]').waitFor();
  assert.match(await page.locator('[data-testid=why-not]').textContent(), /^That piece cannot act now \(.+\): \S/);
  assert.match(await page.locator('[data-testid=why-not] a').getAttribute('href'), /^\/rules\/napoleonic#/);
  // The list: an action that ends the step is never first, and asks first. (With many
  // actions the list starts with the pieces, each a group of its own.)
  const actions = page.locator('[data-testid=action]');
  const ends = await page.locator('#actions > li:not(.kind)').evaluateAll((lis) => lis.map((li) => li.classList.contains('ends')));
  assert.ok(ends.includes(true), 'an action ends the step');
  assert.equal(ends[0], false, 'it is not first');
  assert.deepEqual(ends, [...ends].sort((x, y) => Number(x) - Number(y)), 'enders come last');
  const step = await page.locator('[data-testid=step]').textContent();
  const ender = page.locator('[data-testid=action][data-ends=yes]').first();
  await ender.click();
  await page.locator('[data-testid=confirm]').waitFor();
  await page.screenshot({ path: join(ARTIFACTS, 'confirm-napoleonic.png') });
  await page.locator('[data-testid=confirm-no]').click();
  assert.equal(await page.locator('[data-testid=confirm]').isVisible(), false);
  assert.equal(await page.locator('[data-testid=step]').textContent(), step, 'nothing was taken');
  await ender.click();
  await page.locator('[data-testid=confirm-yes]').click();
  await page.waitForFunction((s) => document.body.dataset.step !== s, step);
  assert.deepEqual(errors, [], 'no script errors');
  await page.close();
});

test('undo takes back the last action: the board and the step are as before', async () => {
  const g = await createGame(env.server.base, { ruleset: 'napoleonic', seats: { a: 'human' }, seed: 24 });
  const { page, errors } = await open(linkOf(g, 'a'), 1280, 800);
  let done = false;
  for (let i = 0; i < 40 && !done; i++) {
    const step = await page.locator('[data-testid=step]').textContent();
    const board = await page.locator('[data-testid=board] svg').innerHTML();
    // Many actions are listed by piece: a piece picked lists its own.
    const groups = page.locator('[data-testid=piece-group]');
    if (await groups.count()) await groups.nth(i % (await groups.count())).click();
    const actions = page.locator('[data-testid=action]:not([data-ends=yes])');
    if (!(await actions.count())) break;
    await actions.nth(i % (await actions.count())).click();
    await page.waitForFunction((s) => document.body.dataset.step !== s, step);
    const undo = page.locator('[data-testid=undo]');
    if (await undo.isVisible()) {
      await undo.click();
      await page.waitForFunction((s) => document.body.dataset.step === s, step);
      assert.equal(await page.locator('[data-testid=step]').textContent(), step);
      await page.waitForFunction((b) => document.querySelector('[data-testid=board] svg').innerHTML === b, board);
      done = true;
    }
  }
  assert.ok(done, 'an undo was offered and taken');
  assert.deepEqual(errors, [], 'no script errors');
  await page.close();
});

test('what the other seat did: marked on the board and listed since your last turn', async () => {
  const g = await createGame(env.server.base, { ruleset: 'napoleonic', seats: { a: 'human', b: 'human' }, seed: 25 });
  const a = await open(linkOf(g, 'a'), 1280, 800);
  const b = await open(linkOf(g, 'b'), 1280, 800);
  // Orders are written by both sides at once: a faces a unit about, b holds a battery's
  // canister (its last turn), then a faces another unit.
  const click = async (p, re) => {
    const step = await p.page.locator('[data-testid=step]').textContent();
    // A list by piece: the pieces are picked in turn until one lists a matching action.
    const find = async () => (await p.page.locator('[data-testid=action]').allTextContents()).findIndex((t) => re.test(t));
    let k = await find();
    const groups = p.page.locator('[data-testid=piece-group]');
    for (let n = 0; k < 0 && n < await groups.count(); n++) {
      await groups.nth(n).click();
      k = await find();
      if (k < 0) await p.page.keyboard.press('Escape');
    }
    const texts = await p.page.locator('[data-testid=action]').allTextContents();
    assert.ok(k >= 0, `an action matching ${re} among ${texts.length}`);
    await p.page.locator('[data-testid=action]').nth(k).click();
    await p.page.waitForFunction((s) => document.body.dataset.step !== s, step);
  };
  await click(a, /^Blue Line infantry regiment 1: face/);
  await click(b, /hold canister|face/);
  await a.page.waitForFunction(() => document.body.dataset.step === '2');
  await click(a, /^Blue Line infantry regiment 2: face/);
  await b.page.waitForFunction(() => !document.querySelector('[data-testid=digest]').hidden);
  const digest = await b.page.locator('[data-testid=digest]').textContent();
  assert.match(digest, /Since your last turn/);
  assert.match(digest, /a: /, 'the other seat\'s steps are listed');
  assert.ok(await b.page.locator('[data-testid=last-move]').count() > 0, 'what the other seat moved is marked');
  await b.page.screenshot({ path: join(ARTIFACTS, 'last-move-napoleonic.png') });
  assert.deepEqual([...a.errors, ...b.errors], [], 'no script errors');
  await a.page.close();
  await b.page.close();
});

test('the end: commitment, secret, the signed log that umpire replay --verify accepts; the replay follows its step; help', async () => {
  const g = await createGame(env.server.base, { ruleset: 'race', seats: { a: 'human' }, seed: 26 });
  const { page, errors } = await open(linkOf(g, 'a'), 1280, 800);
  await page.locator('[data-testid=command-input]').fill('help');
  await page.locator('[data-testid=command-input]').press('Enter');
  await page.locator('[data-testid=help]').waitFor();
  assert.match(await page.locator('[data-testid=help]').textContent(), /Type an action/);
  await playToEnd(page, 26);
  await page.locator('[data-testid=ending]').waitFor();
  const commitment = (await page.locator('[data-testid=commitment]').textContent()).trim();
  const secret = (await page.locator('[data-testid=secret]').textContent()).trim();
  assert.match(secret, /^[0-9a-f]{64}$/);
  assert.equal(createHash('sha256').update(Buffer.from(secret, 'hex')).digest('hex'), commitment, 'the secret matches the commitment');
  const dir = mkdtempSync(join(tmpdir(), 'umpire-end-'));
  const [log] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid=download-log]').click()]);
  await log.saveAs(join(dir, 'game.log'));
  const [key] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid=download-key]').click()]);
  await key.saveAs(join(dir, 'server.pub'));
  const out = execFileSync(process.env.UMPIRE_BIN, ['replay', join(dir, 'game.log'), '--verify', join(dir, 'server.pub')], { encoding: 'utf8' });
  assert.match(out, /\S/);
  writeFileSync(join(ARTIFACTS, 'race-verify.txt'), out);
  await page.screenshot({ path: join(ARTIFACTS, 'ending-race.png'), fullPage: true });
  // The replay: the header's step, the events and the dice follow the replayed step.
  await page.locator('[data-testid=replay-first]').click();
  await page.waitForFunction(() => document.querySelector('[data-testid=step]').textContent.startsWith('0 of'));
  const atStart = await page.locator('[data-testid=events] li').count();
  await page.locator('[data-testid=replay-next]').click();
  await page.locator('[data-testid=replay-next]').click();
  await page.waitForFunction(() => document.querySelector('[data-testid=step]').textContent.startsWith('2 of'));
  assert.ok(await page.locator('[data-testid=events] li').count() > atStart, 'events follow the step');
  await page.locator('[data-testid=replay-prev]').click();
  await page.waitForFunction(() => document.querySelector('[data-testid=step]').textContent.startsWith('1 of'));
  await page.screenshot({ path: join(ARTIFACTS, 'replay-race.png'), fullPage: true });
  await page.locator('[data-testid=replay-last]').click();
  await page.waitForFunction(() => !document.querySelector('[data-testid=step]').textContent.includes('replay'));
  assert.deepEqual(errors, [], 'no script errors');
  await page.close();
});

test('every kind of legal action can be clicked: NQM air sorties from a tool, fire onto any hex in reach from the stand', async () => {
  const g = await createGame(env.server.base, { ruleset: 'nqm', seats: { attacker: 'human' }, seed: 27 });
  const { page, errors } = await open(linkOf(g, 'attacker'), 1280, 800);
  // Each kind of action the seat may take is in the list (the page offers every legal action).
  const snap = await (await fetch(`${env.server.base}/api/games/${g.id}`, { headers: { authorization: `Bearer ${g.seats.attacker.token}` } })).json();
  const kind = (a) => (a.order ? `order:${a.order.order}` : a.action);
  const kinds = new Set(snap.legal.map((l) => kind(l.action)));
  // So many that the list starts with the pieces, each with its count; together they hold
  // every legal action.
  const direct = await page.locator('[data-testid=action]').count();
  const counts = await page.locator('[data-testid=piece-group]').evaluateAll((bs) => bs.map((b) => Number(b.dataset.count)));
  assert.ok(counts.length > 5, `the first screen lists the pieces (${counts.length})`);
  assert.equal(direct + counts.reduce((a, b) => a + b, 0), snap.legal.length, 'every legal action is in the list');
  // A piece picked from the list lists its own actions, by kind.
  await page.locator('[data-testid=piece-group]').first().click();
  assert.ok(await page.locator('[data-testid=action]').count() > 0);
  assert.equal(await page.locator('svg .piece.selected').count(), 1, 'the piece picked in the list is selected on the board');
  await page.keyboard.press('Escape');
  assert.ok(kinds.has('air-strike'), `air sorties are offered: ${[...kinds].join(', ')}`);
  assert.ok(kinds.has('order:fire'), 'fire orders are offered');
  // Fire goes onto hexes where no enemy is seen too (a suspected position).
  const seen = new Set(snap.view.enemy.map((e) => `${e.hex.q},${e.hex.r}`));
  assert.ok(snap.legal.some((l) => l.action.order?.order === 'fire' && !seen.has(`${l.action.order.target.q},${l.action.order.target.r}`)), 'fire onto a hex with no enemy seen');
  // The air sortie is a tool: pick it, and every hex it may strike lights up.
  const air = snap.legal.filter((l) => l.action.action === 'air-strike').length;
  await page.locator('[data-testid=tool][data-tool="tool:air"]').click();
  assert.equal(await page.locator('svg .cell.target').count(), air, 'each hex a sortie may strike is a target');
  await page.screenshot({ path: join(ARTIFACTS, 'nqm-air-tool.png') });
  const step = await page.locator('[data-testid=step]').textContent();
  await page.locator('svg .cell.target').first().dispatchEvent('click');
  if (await page.locator('[data-testid=confirm]').isVisible()) await page.locator('[data-testid=confirm-yes]').click();
  await page.waitForFunction((s) => document.body.dataset.step !== s, step);
  // A firing stand: select it, click a hex in reach with no enemy seen.
  const fire = snap.legal.find((l) => l.action.order?.order === 'fire' && !l.action.order.harass);
  await page.locator(`svg .piece[data-piece="s${fire.action.stand}"]`).dispatchEvent('click');
  if (!(await page.locator('svg .piece.selected').count())) await page.locator(`svg .piece[data-piece="s${fire.action.stand}"]`).dispatchEvent('click');
  assert.equal(await page.locator('svg .piece.selected').count(), 1, 'the stand is selected (its stack spread first if it had one)');
  assert.ok(await page.locator('svg .cell.target').count() > 3, 'the hexes in its reach light up');
  assert.deepEqual(errors, [], 'no script errors');
  await page.close();
});

test('NQM standing instructions: a unit\'s choice for the middle of the hour is an action of its headquarters, and the stand shows it once written', async () => {
  const g = await createGame(env.server.base, { ruleset: 'nqm', seats: { attacker: 'human' }, seed: 27 });
  const { page, errors } = await open(linkOf(g, 'attacker'), 1280, 800);
  const snap = await (await fetch(`${env.server.base}/api/games/${g.id}`, { headers: { authorization: `Bearer ${g.seats.attacker.token}` } })).json();
  const l = snap.legal.find((x) => x.action.action === 'instruct' && x.action.instruction.when === 'attack-fails');
  assert.ok(l, 'a failed attack\'s choice is offered');
  // The clock reads the battle's hour as the terminal does: the first hour opens at the start.
  assert.equal(await page.locator('#clock').textContent(), `${String(snap.view.start_hour).padStart(2, '0')}:00 — hour 1 of ${snap.view.hours}`);
  assert.match(l.text, /standing instruction, if its attack fails, withdraw/);
  const piece = page.locator(`svg .piece[data-piece="s${l.action.stand}"]`);
  await piece.dispatchEvent('click');
  if (!(await page.locator('svg .piece.selected').count())) await piece.dispatchEvent('click');
  const button = page.locator('[data-testid=action]', { hasText: 'if its attack fails, withdraw' });
  assert.equal(await button.count(), 1, 'the selected headquarters lists the instruction');
  const step = await page.locator('[data-testid=step]').textContent();
  await button.click();
  if (await page.locator('[data-testid=confirm]').isVisible()) await page.locator('[data-testid=confirm-yes]').click();
  await page.waitForFunction((s) => document.body.dataset.step !== s, step);
  await page.waitForFunction((k) => (document.querySelector(`svg .piece[data-piece="${k}"] title`)?.textContent || '').includes('standing: if its attack fails, withdraw'), `s${l.action.stand}`);
  // Written once this hour: the same kind is not offered again until the next.
  const after = await (await fetch(`${env.server.base}/api/games/${g.id}`, { headers: { authorization: `Bearer ${g.seats.attacker.token}` } })).json();
  assert.ok(!after.legal.some((x) => x.action.action === 'instruct' && x.action.stand === l.action.stand && x.action.instruction.when === 'attack-fails'));
  assert.deepEqual(errors, [], 'no script errors');
  await page.close();
});

test('result cards: an Operational Art engagement shows both stands, every die, the table row and the losses', async () => {
  const g = await createGame(env.server.base, { ruleset: 'opart', seats: { soviet: 'human' }, seed: 28 });
  const { page, errors } = await open(linkOf(g, 'soviet'), 1280, 800);
  const card = page.locator('[data-testid=result-card]');
  // The cards on show, read in one go (the next step may replace them).
  const read = () => page.evaluate(() => [...document.querySelectorAll('[data-testid=result-card]')]
    .map((c) => ({ kind: c.dataset.kind, text: c.textContent, dice: c.querySelectorAll('.die').length })));
  let cards = [];
  for (let i = 0; i < 300 && !(cards = await read()).length; i++) {
    if (await page.locator('[data-testid=outcome]').isVisible()) break;
    const actions = page.locator('[data-testid=action]');
    const n = await actions.count();
    if (!n) {
      await page.waitForTimeout(100);
      continue;
    }
    const texts = await actions.allTextContents();
    const attack = texts.findIndex((t) => /attack|engage/i.test(t));
    const step = await page.locator('[data-testid=step]').textContent();
    await actions.nth(attack >= 0 ? attack : i % n).click();
    if (await page.locator('[data-testid=confirm]').isVisible()) await page.locator('[data-testid=confirm-yes]').click();
    await page.waitForFunction((s) => document.body.dataset.step !== s || !document.querySelector('[data-testid=refusal]').hidden, step);
  }
  assert.ok(cards.length > 0, 'an engagement gave a result card');
  const first = cards[0];
  assert.equal(first.kind, 'combat');
  assert.match(first.text, /engages/);
  assert.match(first.text, /attacker: .*power \d+/);
  assert.match(first.text, /defender: .*power \d+/);
  assert.match(first.text, /result: /);
  assert.ok(first.dice >= 2, 'both dice are on the card');
  if (await card.count()) await card.first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(ARTIFACTS, 'result-card-opart.png') });
  assert.deepEqual(errors, [], 'no script errors');
  await page.close();
});

test('words that match: a piece\'s tooltip carries the name its actions use', async () => {
  // The name a piece's tooltip begins with, which its actions use.
  const named = (title) => title.split(/ \[| \(|: /)[0];
  for (const [ruleset, seat] of [['napoleonic', 'a'], ['nqm', 'attacker'], ['opart', 'soviet']]) {
    const g = await createGame(env.server.base, { ruleset, seats: { [seat]: 'human' }, seed: 29 });
    const { page, errors } = await open(linkOf(g, seat), 1280, 800);
    const snap = await (await fetch(`${env.server.base}/api/games/${g.id}`, { headers: { authorization: `Bearer ${g.seats[seat].token}` } })).json();
    const titles = await page.locator('svg .piece').evaluateAll((ps) => Object.fromEntries(ps.map((p) => [p.dataset.piece, p.querySelector('title')?.textContent || ''])));
    let checked = 0;
    for (const l of snap.legal) {
      const a = l.action;
      const key = a.stand !== undefined ? `s${a.stand}` : a.unit !== undefined ? `u${a.unit}` : a.battery !== undefined ? `u${a.battery}` : null;
      if (!key || !titles[key]) continue;
      const name = named(titles[key]).trim();
      assert.ok(name && l.text.includes(name), `${ruleset}: “${l.text}” does not name ${name}; the piece says “${titles[key]}”`);
      checked += 1;
    }
    assert.ok(checked > 0, `${ruleset}: some action named a piece`);
    assert.deepEqual(errors, [], 'no script errors');
    await page.close();
  }
});

test('your turn: a hidden page that asked for alerts gets a desktop notification when the other seat hands it the turn', async () => {
  const g = await createGame(env.server.base, { ruleset: 'napoleonic', seats: { a: 'human', b: 'human' }, seed: 31 });
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // The page is hidden (another tab) and the player ticked desktop alerts, granted.
  await page.addInitScript(() => {
    window.__hidden = false;
    window.__notes = [];
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => window.__hidden });
    class Stub {
      constructor(title, options) {
        window.__notes.push({ title, body: options?.body });
      }
    }
    Stub.permission = 'granted';
    Stub.requestPermission = async () => 'granted';
    window.Notification = Stub;
    localStorage.setItem('umpire-notify-desktop', 'yes');
  });
  await page.goto(linkOf(g, 'a'));
  await page.waitForFunction(() => document.body.dataset.ready === 'yes');
  await page.evaluate(() => { window.__hidden = true; });
  const snapOf = async (seat) => (await fetch(`${env.server.base}/api/games/${g.id}`, { headers: { authorization: `Bearer ${g.seats[seat].token}` } })).json();
  // Both seats play through the API, each ending its part at once, until the turn has left
  // seat a and come back to it.
  let left = false;
  for (let i = 0; i < 60; i++) {
    const s = await snapOf('b');
    if (s.over) break;
    const aActs = s.to_act.includes('a');
    if (!aActs && !left) {
      // The page shows that the turn has left it before the other seat hands it back.
      left = true;
      for (let k = 0; k < 100 && (await page.title()).startsWith('● '); k++) await page.waitForTimeout(100);
      assert.ok(!(await page.title()).startsWith('● '), 'the title no longer says it is this seat\'s turn');
    }
    if (aActs && left) break;
    const seat = aActs ? 'a' : 'b';
    const mine = seat === 'a' ? await snapOf('a') : s;
    const pick = mine.legal.find((l) => l.ends) || mine.legal[0];
    const r = await fetch(`${env.server.base}/api/games/${g.id}/actions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${g.seats[seat].token}` },
      body: JSON.stringify({ action: pick.action, expect_step: mine.step }),
    });
    assert.ok(r.ok, `${seat}'s action was taken: ${await r.text()}`);
  }
  assert.ok(left, 'the turn left seat a');
  // (Polled by hand: Playwright's waitForFunction reads document.hidden, which the page fakes.)
  for (let i = 0; i < 100 && !(await page.evaluate(() => window.__notes.length)); i++) await page.waitForTimeout(100);
  const notes = await page.evaluate(() => window.__notes);
  assert.match(notes[0].body, /^Your turn in napoleonic \(a\)/);
  assert.match(await page.title(), /^● /, 'the title says so too');
  assert.deepEqual(errors, [], 'no script errors');
  await page.close();
});

test('result cards of every rule set follow the replay: volley losses, musketry, firefights, battles', async () => {
  for (const [ruleset, seat, kind, seed] of [
    ['rapier', 'corps', 'losses', 1],
    ['rapier', 'corps', 'volley', 1],
    ['napoleonic', 'a', 'musketry', 1],
    ['napoleonic', 'a', 'melee', 1],
    ['nqm', 'umpire', 'firefight', 1],
    ['nqm', 'attacker', 'firefight', 1],
    ['race', 'a', 'battle', 2],
  ]) {
    // Bots in every seat: the game plays to its end on the server; a spectator watches it again.
    // (Not every game has every kind of fight: the next seeds are tried.)
    let g = null;
    let entry = null;
    for (let s = seed; s < seed + 6 && !entry; s++) {
      g = await createGame(env.server.base, { ruleset, seats: {}, seed: s });
      const auth = { headers: { authorization: `Bearer ${g.spectator.token}` } };
      let snap = null;
      for (let i = 0; i < 600 && !(snap = await (await fetch(`${env.server.base}/api/games/${g.id}`, auth)).json()).outcome; i++) {
        await new Promise((r) => setTimeout(r, 100));
      }
      assert.ok(snap.outcome, `${ruleset}: the bots finished the game`);
      const log = await (await fetch(`${env.server.base}/api/games/${g.id}/log?seat=${seat}`, auth)).text();
      // The record names a card's dice among the entry's rolls: read back as the page does.
      entry = log.split('\n').filter(Boolean).map((l) => JSON.parse(l))
        .filter((e) => typeof e.step === 'number').map(expand)
        .find((e) => e.cards.some((c) => c.kind === kind));
    }
    assert.ok(entry, `${ruleset}: a ${kind} card in ${seat}'s record`);
    const { page, errors } = await open(`${env.server.base}/g/${g.id}#${g.spectator.token}`, 1280, 800);
    await page.locator('[data-testid=replay]').waitFor();
    await page.locator('[data-testid=replay-seat]').selectOption(seat);
    await page.evaluate((at) => {
      const s = document.querySelector('[data-testid=replay-slider]');
      s.value = String(at);
      s.dispatchEvent(new Event('input'));
    }, entry.step);
    await page.waitForFunction((at) => document.querySelector('[data-testid=step]').textContent.startsWith(`${at} of`), entry.step);
    // The panel keeps a step's last twelve cards: look for the step's last of the kind.
    const want = entry.cards.filter((c) => c.kind === kind).pop();
    const card = page.locator(`[data-testid=result-card][data-kind=${kind}]`, { hasText: want.title }).last();
    await card.waitFor();
    assert.equal(await card.locator('.die').count() > 0, want.dice.length > 0, `${ruleset}: the card's dice are shown`);
    // A card that read a rules table carries it, folded, with the cells read marked (#61
    // item 4: the melee cards' matrix, the ground-combat and firefight tables).
    if (want.read) {
      const table = card.locator(`[data-testid=rules-table][data-table="${want.read.table}"]`);
      assert.equal(await table.count(), 1, `${ruleset} ${kind}: the table read is on the card`);
      await table.locator('summary').click();
      const marked = await table.locator('td[data-read=yes]').count();
      assert.equal(marked, new Set(want.read.cells.map((c) => c.join())).size, `${ruleset} ${kind}: each cell read is marked`);
      assert.ok(await table.locator('td[data-read=yes] mark').first().isVisible(), 'the marked cell shows');
    }
    // For the screenshot only: scroll to the card as it stands now (one query, so a panel
    // drawn again meanwhile cannot leave the scroll holding a detached element).
    await page.evaluate(([k, title]) => {
      const cards = [...document.querySelectorAll(`[data-testid=result-card][data-kind=${k}]`)].filter((c) => c.textContent.includes(title));
      cards.pop()?.scrollIntoView({ block: 'nearest' });
    }, [kind, want.title]);
    await page.screenshot({ path: join(ARTIFACTS, `result-card-${ruleset}-${seat}.png`) });
    assert.deepEqual(errors, [], 'no script errors');
    await page.close();
  }
});

test('a campaign lists the battles the engine fought, and each plays again step by step as any of its seats saw it', async () => {
  const g = await createGame(env.server.base, { ruleset: 'race', seats: { a: 'bot:heuristic', b: 'bot:heuristic' }, seed: 28 });
  const campaign = `${env.server.base}${g.spectator.url.replace(/^https?:\/\/[^/]+/, '')}`;
  const { page, errors } = await open(campaign, 1280, 800);
  await page.locator('[data-testid=battle-link]').first().waitFor();
  const links = await page.locator('[data-testid=battle-link]').count();
  assert.ok(links >= 2, `${links} battles listed`);
  await page.screenshot({ path: join(ARTIFACTS, 'campaign-battles.png'), fullPage: true });
  await page.locator('[data-testid=battle-link]').first().click();
  await page.locator('[data-testid=board] svg').waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid=step]').textContent.startsWith('0 of'));
  assert.match(await page.locator('[data-testid=battle-about]').textContent(), /offensive .* fought by Rapier Offensive/);
  assert.match(await page.locator('[data-testid=outcome]').textContent(), /\S: \S/, 'the battle\'s result');
  await page.locator('[data-testid=replay-next]').click();
  await page.locator('[data-testid=replay-next]').click();
  await page.waitForFunction(() => document.querySelector('[data-testid=step]').textContent.startsWith('2 of'));
  assert.ok(await page.locator('[data-testid=events] li').count() > 0, 'the steps so far are listed');
  // As the Rapier umpire saw it, then the corps: each seat's own record.
  await page.locator('[data-testid=replay-seat]').selectOption('umpire');
  await page.waitForFunction(() => document.querySelector('[data-testid=board-status]') || true);
  await page.locator('[data-testid=replay-last]').click();
  await page.waitForFunction(() => {
    const t = document.querySelector('[data-testid=step]').textContent;
    const [at, , of] = t.split(' ');
    return at === of;
  });
  await page.locator('[data-testid=replay-seat]').selectOption('corps');
  await page.waitForFunction(() => document.querySelector('#board-status').textContent.includes('as corps saw it'));
  await page.screenshot({ path: join(ARTIFACTS, 'campaign-battle-replay.png'), fullPage: true });
  const battleUrl = page.url();
  await page.locator('[data-testid=back-to-campaign]').click();
  await page.waitForFunction(() => document.body.dataset.ready === 'yes');
  assert.deepEqual(errors, [], 'no script errors');
  await page.close();
  // On a phone: the battle's board fits and the page does not scroll sideways.
  const phone = await open(battleUrl, 390, 844);
  await phone.page.locator('[data-testid=board] svg').waitFor();
  assert.equal(await sideways(phone.page), false, 'no sideways scroll on a phone');
  await phone.page.screenshot({ path: join(ARTIFACTS, 'campaign-battle-phone.png'), fullPage: true });
  assert.deepEqual(phone.errors, [], 'no script errors on a phone');
  await phone.page.close();
});

test('phones: the board, the actions and the events are tabs over one screen, the header one line, a piece a finger wide; leaving mid-turn asks first', async () => {
  for (const [ruleset, seat] of RULESETS.filter(([r]) => r !== 'race')) {
    const g = await createGame(env.server.base, { ruleset, seats: { [seat]: 'human' }, seed: 31 });
    const { page, errors } = await open(linkOf(g, seat), 390, 844);
    const bar = await page.locator('header.bar').boundingBox();
    assert.ok(bar.height <= 48, `${ruleset}: the header is one line (${bar.height} px)`);
    // The board tab: the board and no list; a typical piece at least 24 px wide.
    assert.equal(await page.locator('[data-testid=board]').isVisible(), true);
    assert.equal(await page.locator('[data-testid=actions-panel]').isVisible(), false);
    const widths = await page.locator('svg .piece').evaluateAll((ps) => ps.map((p) => p.getBoundingClientRect().width).sort((a, b) => a - b));
    const median = widths[Math.floor(widths.length / 2)];
    assert.ok(median >= 24, `${ruleset}: a piece is ${median.toFixed(1)} px wide at fit on a phone`);
    const box = await page.locator('[data-testid=board]').boundingBox();
    const tabs = await page.locator('#tabs').boundingBox();
    assert.ok(box.y + box.height <= tabs.y + 1, `${ruleset}: the board ends above the tabs`);
    // The actions tab: the list, no board; the events tab: the events.
    await page.locator('[data-testid=tab-actions]').click();
    assert.match(await page.locator('[data-testid=tab-actions]').textContent(), /^Actions \(\d+\)$/);
    assert.equal(await page.locator('[data-testid=actions-panel]').isVisible(), true);
    assert.equal(await page.locator('[data-testid=board]').isVisible(), false);
    await page.locator('[data-testid=tab-events]').click();
    assert.equal(await page.locator('[data-testid=events]').isVisible(), true);
    assert.equal(await page.locator('[data-testid=actions-panel]').isVisible(), false);
    await page.locator('[data-testid=tab-board]').click();
    assert.equal(await sideways(page), false, `${ruleset}: no sideways scroll`);
    await page.screenshot({ path: join(ARTIFACTS, `phone-${ruleset}-390x844.png`) });
    assert.deepEqual(errors, []);
    await page.close();
  }
  // Having acted, still to act: closing the page asks first.
  const g = await createGame(env.server.base, { ruleset: 'napoleonic', seats: { a: 'human' }, seed: 32 });
  const { page } = await open(linkOf(g, 'a'), 390, 844);
  await page.locator('[data-testid=tab-actions]').click();
  const step = await page.locator('[data-testid=step]').textContent();
  const group = page.locator('[data-testid=piece-group]');
  if (await group.count()) await group.first().click();
  await page.locator('[data-testid=action]:not([data-ends=yes])').first().click();
  await page.waitForFunction((s) => document.body.dataset.step !== s, step);
  // Following the header's link away asks; staying keeps the game's page.
  const asked = new Promise((resolve) => page.once('dialog', async (d) => {
    resolve(d.type());
    await d.dismiss();
  }));
  page.locator('header.bar a').first().click().catch(() => {});
  const none = new Promise((resolve) => setTimeout(() => resolve('no question within 5 s'), 5000));
  assert.equal(await Promise.race([asked, none]), 'beforeunload');
  assert.match(page.url(), /\/g\//, 'the page stayed');
  await page.close();
});

test('the stack viewer: resting the mouse on a stack lists its counters by name, a tap on a phone does; picking one selects it', async () => {
  const g = await createGame(env.server.base, { ruleset: 'napoleonic', seats: { a: 'human' }, seed: 33 });
  for (const [w, h] of [[1280, 800], [390, 844]]) {
    const { page, errors } = await open(linkOf(g, 'a'), w, h);
    // A square holding two of the seat's units (a regiment and its commander).
    const at = await page.locator('svg .piece.can-act').evaluateAll((ps) => {
      const n = new Map();
      for (const p of ps) n.set(p.dataset.at, (n.get(p.dataset.at) || 0) + 1);
      return [...n].find(([, k]) => k > 1)?.[0];
    });
    assert.ok(at, 'a square holds two units');
    const first = page.locator(`svg .piece[data-at="${at}"]`).first();
    if (w > 600) {
      // Onto the counter itself (a block is smaller than the box that holds its label).
      const b = await first.locator('.back').boundingBox();
      await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 3 });
    } else {
      await first.dispatchEvent('click');
    }
    await page.locator('[data-testid=stack-view]').waitFor();
    const items = page.locator('[data-testid=stack-item]');
    assert.equal(await items.count(), 2, 'both counters are listed');
    assert.doesNotMatch((await items.allTextContents()).join(' '), /\b[ab]-[a-z]+\d*\b/, 'by name, not id');
    const key = await items.nth(1).getAttribute('data-piece');
    await items.nth(1).click();
    assert.equal(await page.locator('[data-testid=stack-view]').isVisible(), false);
    assert.equal(await page.locator(`svg .piece.selected[data-piece="${key}"]`).count(), 1, 'the counter picked is selected');
    if (w === 390) await page.screenshot({ path: join(ARTIFACTS, 'stack-view-napoleonic-390x844.png') });
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test('the melee cards\' matrix stands above the actions while a Napoleonic side picks its card', async () => {
  // Player A against the heuristic bot, A's steps taken through the API (moving forward and
  // ending its steps) until a melee asks A for its card.
  const g = await createGame(env.server.base, { ruleset: 'napoleonic', seats: { a: 'human', b: 'bot:heuristic' }, seed: 3 });
  const auth = { headers: { authorization: `Bearer ${g.seats.a.token}` } };
  const pick = rng(3);
  let snap = null;
  for (let i = 0; i < 1500; i++) {
    snap = await (await fetch(`${env.server.base}/api/games/${g.id}?view=none`, auth)).json();
    if (snap.outcome || snap.legal.some((l) => l.action.action === 'mdi')) break;
    if (!snap.legal.length) {
      await new Promise((r) => setTimeout(r, 50));
      continue;
    }
    const moves = snap.legal.filter((l) => l.action.action === 'move');
    const enders = snap.legal.filter((l) => l.ends);
    const l = moves.length && pick(4) ? moves[pick(moves.length)] : (enders.length ? enders[0] : snap.legal[pick(snap.legal.length)]);
    await fetch(`${env.server.base}/api/games/${g.id}/actions`, {
      method: 'POST', headers: { ...auth.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ action: l.action, expect_step: snap.step }),
    });
  }
  assert.ok(snap.legal.some((l) => l.action.action === 'mdi'), 'a melee asks player A for its card');
  // (A context of its own: axe reads the page through one.)
  const ctx = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(linkOf(g, 'a'));
  await page.waitForFunction(() => document.body.dataset.ready === 'yes');
  const table = page.locator('[data-testid=choice-tables] [data-testid=rules-table][data-table=mdi]');
  await table.waitFor();
  assert.equal(await table.getAttribute('open'), '', 'shown unfolded');
  assert.equal(await table.locator('tbody td').count(), 36, 'six cards against six');
  assert.match(await table.locator('tbody tr').nth(1).textContent(), /^line\s*attacker superior/);
  assert.equal(await table.locator('a.rule-link').getAttribute('href'), '/rules/napoleonic#NAP-7');
  await page.screenshot({ path: join(ARTIFACTS, 'mdi-choice.png') });
  // The table reads to axe as the rest of the page does: no serious or critical violation.
  const found = (await new AxeBuilder({ page }).include('[data-testid=choice-tables]').analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
  assert.deepEqual(found, [], 'axe on the matrix');
  // Once the card is played, the matrix goes with the choice.
  const step = await page.locator('[data-testid=step]').textContent();
  await page.locator('[data-testid=action]', { hasText: 'MDI card: line' }).first().click();
  if (await page.locator('[data-testid=confirm]').isVisible()) await page.locator('[data-testid=confirm-yes]').click();
  await page.waitForFunction((s) => document.body.dataset.step !== s, step);
  await page.waitForFunction(() => !document.querySelector('[data-testid=choice-tables] [data-table=mdi]') || [...document.querySelectorAll('[data-testid=action]')].some((b) => /MDI card/.test(b.textContent)));
  assert.deepEqual(errors, [], 'no script errors');
  await ctx.close();
});
