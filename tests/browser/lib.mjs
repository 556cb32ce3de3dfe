// Shared helpers of the browser tests: the real `umpire serve` binary on a fresh SQLite file,
// Debian's Chromium driven by playwright-core, and a player that uses the page as a person
// would (clicking the board or the action list).

import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';

/** Where screenshots go (kept as CI artefacts). */
export const ARTIFACTS = process.env.UMPIRE_ARTIFACTS || join(process.cwd(), '..', '..', 'target', 'browser-artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

async function spawnServer(bin, addr, db) {
  const proc = spawn(bin, ['serve', '--addr', addr, '--db', db, '--allow-seeds', '--rate', '0', '--max-new-games', '0',
    // Turn deadlines of seconds, looked at four times a second; notices to a receiver here.
    '--min-deadline', '1', '--clock-every', '0.25', '--allow-private-hooks'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const first = await new Promise((resolve, reject) => {
    const rl = createInterface({ input: proc.stdout });
    rl.once('line', resolve);
    proc.once('exit', (code) => reject(new Error(`umpire serve exited with ${code}`)));
  });
  const m = /^listening on (http:\/\/\S+)$/.exec(first);
  if (!m) throw new Error(`unexpected first line: ${first}`);
  return { proc, base: m[1] };
}

/**
 * Starts `umpire serve` on a free port and a fresh SQLite file; resolves to {base, stop,
 * restart}: `restart` kills it (SIGKILL) and starts it again on the same port and file.
 */
export async function startServer() {
  const bin = process.env.UMPIRE_BIN;
  if (!bin) throw new Error('UMPIRE_BIN names no umpire binary (crates/cli/tests/browser.rs sets it)');
  const dir = mkdtempSync(join(tmpdir(), 'umpire-browser-'));
  const db = `sqlite:${join(dir, 'games.db')}`;
  let { proc, base } = await spawnServer(bin, '127.0.0.1:0', db);
  const server = {
    base,
    stop: () => proc.kill('SIGKILL'),
    restart: async (pause = 0) => {
      proc.kill('SIGKILL');
      await new Promise((r) => proc.once('exit', r));
      await new Promise((r) => setTimeout(r, pause));
      ({ proc } = await spawnServer(bin, base.replace('http://', ''), db));
    },
  };
  return server;
}

/**
 * Starts a server and a browser before a test file's tests and stops them after: the returned
 * object's `server` and `browser` are set once the tests run.
 */
export function useServerAndBrowser() {
  const env = {};
  before(async () => {
    env.server = await startServer();
    env.browser = await launch();
  });
  after(async () => {
    await env.browser?.close();
    env.server?.stop();
  });
  return env;
}

/**
 * Opens `url` in a new page of `width` × `height` (a touch phone under 600 px wide) and waits
 * until it is drawn; the page and the script errors it raises.
 */
export async function openPage(browser, url, width, height, options = {}) {
  const page = await browser.newPage({ viewport: { width, height }, hasTouch: width < 600, isMobile: width < 600, ...options });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  await page.waitForFunction(() => document.body.dataset.ready === 'yes');
  return { page, errors };
}

/** Launches Chromium headless. */
export async function launch() {
  return chromium.launch({
    executablePath: process.env.UMPIRE_CHROMIUM || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'],
  });
}

/** Creates a game through the API; resolves to the server's answer. */
export async function createGame(base, body) {
  const r = await fetch(`${base}/api/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const v = await r.json();
  if (r.status !== 201) throw new Error(`create: ${r.status} ${JSON.stringify(v)}`);
  return v;
}

/** How many actions the page's list holds: those listed, and those of each piece listed as a
 * group (many actions are listed by piece first). */
export async function listed(page) {
  const direct = await page.locator('[data-testid=action]').count();
  const groups = await page.locator('[data-testid=piece-group]').evaluateAll((bs) => bs.map((b) => Number(b.dataset.count)));
  return direct + groups.reduce((a, b) => a + b, 0);
}

/** A small deterministic random stream. */
export function rng(seed) {
  let x = BigInt(seed) || 1n;
  return (n) => {
    x = (x * 6364136223846793005n + 1442695040888963407n) & 0xffffffffffffffffn;
    return Number((x >> 33n) % BigInt(n));
  };
}

/** Waits until the page has drawn a snapshot at a step other than `step`, or is over. */
export async function waitStep(page, step) {
  await page.waitForFunction((s) => document.body.dataset.step !== s || !document.querySelector('[data-testid=outcome]').hidden, String(step), { timeout: 30000 });
}

const ENDERS = /^(done|end orders|orders written|end the|field no more|end )/i;

/**
 * Plays the page's seat to the end with the mouse: when it may act, it clicks a piece and then a
 * highlighted cell now and then, and otherwise an action in the list (an action that ends a
 * phase a third of the time, so that games end in reasonable time). Returns the clicks made.
 */
export async function playToEnd(page, seed, cap = 3000) {
  const pick = rng(seed);
  let clicks = 0;
  for (;;) {
    await page.waitForFunction(() => document.body.dataset.ready === 'yes');
    if (await page.locator('[data-testid=outcome]').isVisible()) return clicks;
    const step = await page.locator('[data-testid=step]').textContent();
    const actions = page.locator('[data-testid=action]');
    const n = await actions.count();
    if (n === 0) {
      await waitStep(page, step);
      continue;
    }
    const pieces = page.locator('svg .piece.can-act');
    if (pick(4) === 0 && (await pieces.count()) > 0) {
      // Pieces may overlap in a crowded hex: the event goes to the piece itself.
      await pieces.nth(pick(await pieces.count())).dispatchEvent('click');
      const targets = page.locator('svg .cell.target');
      const t = await targets.count();
      if (t > 0) {
        await targets.nth(pick(t)).dispatchEvent('click');
        clicks += 2;
        await page.waitForTimeout(50);
        if (await page.locator('[data-testid=confirm]').isVisible()) await page.locator('[data-testid=confirm-yes]').click();
        continue;
      }
    }
    const texts = await actions.allTextContents();
    const ends = await actions.evaluateAll((bs) => bs.map((b) => b.dataset.ends === 'yes'));
    const enders = texts.map((t, i) => [t, i]).filter(([t, i]) => ends[i] || ENDERS.test(t)).map(([, i]) => i);
    const k = enders.length && pick(3) === 0 ? enders[pick(enders.length)] : pick(texts.length);
    await actions.nth(k).click();
    clicks += 1;
    // An action that ends the step asks first while others remain.
    if (await page.locator('[data-testid=confirm]').isVisible()) {
      await page.locator('[data-testid=confirm-yes]').click();
      clicks += 1;
    }
    if (clicks > cap) throw new Error(`no end after ${cap} clicks`);
    await page.waitForFunction((s) => document.body.dataset.step !== s || document.querySelector('[data-testid=refusal]').hidden === false || !document.querySelector('[data-testid=outcome]').hidden, step, { timeout: 30000 });
  }
}

/** Everything a page received over the network and shows, for leak checks. */
export function recordTraffic(page) {
  const seen = [];
  page.on('response', async (r) => {
    try {
      seen.push(await r.text());
    } catch {
      // Bodies of redirects and aborted requests are not kept.
    }
  });
  page.on('websocket', (ws) => ws.on('framereceived', (f) => seen.push(String(f.payload))));
  return seen;
}
