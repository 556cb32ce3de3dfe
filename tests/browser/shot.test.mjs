import { test } from 'node:test';
import { useServerAndBrowser, createGame, openPage } from '/work/main/tests/browser/lib.mjs';
const env = useServerAndBrowser();
const local = (url) => `${env.server.base}${url.replace(/^https?:\/\/[^/]+/, '')}`;
const which = (process.env.SHOT || 'nqm:attacker').split(',');
test('shot', async () => {
  for (const w of which) {
    const [ruleset, seat, scen] = w.split(':');
    const body = { ruleset, seats: { [seat]: 'human' }, seed: 6 };
    if (scen) body.scenario = scen;
    const g = await createGame(env.server.base, body);
    const { page, errors } = await openPage(env.browser, local(g.seats[seat].url), 1280, 800);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shot-${ruleset}.png` });
    await page.locator('[data-testid=zoom-in]').click();
    await page.locator('[data-testid=zoom-in]').click();
    await page.locator('[data-testid=zoom-in]').click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shot-${ruleset}-zoom.png` });
    console.log(ruleset, JSON.stringify(errors));
  }
});
