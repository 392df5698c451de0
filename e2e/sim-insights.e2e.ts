import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { simulatedQuote } from '../src/core/market';
import { openFold, pickSide, seriousViolations, setServerTime, useBrowser } from './browser';
import { enterAsGuest, signInAsAdmin, signUpInBrowser } from './session';

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();
const SHOTS = '/tmp/shots/sim-screens';
mkdirSync(SHOTS, { recursive: true });

// A Wednesday, 10:30 in New York: the market is open and market orders fill at once.
const OPEN = new Date('2026-03-11T14:30:00Z');

// The machine is shared: give every poll the locators' own patience.
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 30_000 });

const ticket = (page: Page) => page.getByRole('form', { name: 'Order ticket' });
const insight = (page: Page, id: string) => page.locator(`[data-insight="${id}"]`);

async function buy(page: Page, symbol: string, shares: number) {
  await page
    .getByRole('list', { name: 'Watched symbols' })
    .getByRole('button', { name: symbol, exact: true })
    .click();
  const form = ticket(page);
  await pickSide(form, 'buy');
  await form.getByLabel('Quantity (shares)').fill(String(shares));
  await form.getByRole('button', { name: `Buy ${symbol}` }).click();
  await poll(() => form.getByTestId('order-result').textContent()).toBe(`Bought ${shares} ${symbol}`);
}

async function openInsights(page: Page) {
  await openFold(page, 'Insights');
  await insight(page, 'insights-portfolio').waitFor();
}

async function grantPro(baseURL: string, learnerId: string) {
  const admin = await browser.open();
  const { token } = await signInAsAdmin(admin.page, baseURL);
  const res = await fetch(`${baseURL}/api/admin/users/${learnerId}/plan`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ plan: 'pro' }),
  });
  expect(res.status).toBe(200);
}

// The longest journey of the suite (free, then Pro, then emergency mode): it has taken 58 s of the
// 60 s default on a busy 2-core machine, so it gets two minutes.
const JOURNEY_MS = 120_000;

for (const mobile of [false, true]) {
  const size = mobile ? 'phone' : 'desktop';
  it(
    `a learner sees insights, the locked optimisation, then with Pro current vs suggested weights, and uses emergency mode (${size})`,
    async () => {
      const { page, baseURL } = await browser.open({ mobile });
      if (!mobile) await page.setViewportSize({ width: 1366, height: 850 });
      await setServerTime(baseURL, OPEN);
      await page.clock.setFixedTime(OPEN);
      const { token, user } = await signUpInBrowser(page, baseURL, `Ines Insight ${size}`);
      await page.goto('/trade');
      await page.getByRole('heading', { name: 'Trading simulator' }).waitFor();
      await buy(page, 'AAPL', 10);
      await buy(page, 'MSFT', 5);

      await openInsights(page);
      const portfolio = insight(page, 'insights-portfolio');
      await poll(() => portfolio.getByText('Positions').isVisible()).toBe(true);
      await poll(async () => (await portfolio.locator('dd').first().textContent())?.trim()).toBe('2');
      const recs = insight(page, 'insights-recommendations');
      await recs
        .getByRole('list', { name: 'Recommendations' })
        .or(recs.getByText('No strong signal today'))
        .waitFor();

      // Free: the optimisation shows the learner's own weights, the suggested ones locked.
      const opt = insight(page, 'insights-optimisation');
      await opt.getByText('Portfolio optimisation is part of Pro').waitFor();
      await opt.getByRole('button', { name: 'See Pro plans' }).waitFor();
      await opt.getByRole('row', { name: /AAPL/ }).waitFor();
      expect(await opt.getByText('Pro', { exact: true }).count()).toBeGreaterThan(0);
      await insight(page, 'insights-strategy').getByText('Strategy detection is part of Pro').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        mobile ? 390 : 1366,
      );
      await opt.screenshot({ path: `${SHOTS}/optimisation-locked-${size}.png` });
      await page.screenshot({ path: `${SHOTS}/insights-free-${size}.png`, fullPage: true });

      await grantPro(baseURL, user.id);
      // A stop-loss to be cancelled by emergency mode.
      const placed = await fetch(`${baseURL}/api/trading/advanced-orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          type: 'STOP_LOSS',
          symbol: 'AAPL',
          shares: 5,
          stopPrice: Math.floor(simulatedQuote('AAPL', OPEN)!.price * 0.8),
        }),
      });
      expect(placed.status).toBe(200);
      await page.reload();
      await openInsights(page);

      // Pro: current vs suggested weights, with the expected return and risk of each.
      await poll(() => opt.getByRole('button', { name: 'See Pro plans' }).count()).toBe(0);
      // Each symbol's row reads "AAPL 54.2% 39.5%": its current and its suggested weight.
      await opt.getByRole('row', { name: /^AAPL\s*\d+\.\d%\s*\d+\.\d%$/ }).waitFor();
      await opt.getByRole('row', { name: /^MSFT\s*\d+\.\d%\s*\d+\.\d%$/ }).waitFor();
      await opt.getByRole('row', { name: /^Expected return/ }).waitFor();
      expect(
        await opt.getByRole('row', { name: /^Risk \(volatility\)\s*\d+\.\d%\s*\d+\.\d%$/ }).count(),
      ).toBe(1);
      await insight(page, 'insights-strategy').getByText('Buy and hold').waitFor();
      await opt.screenshot({ path: `${SHOTS}/optimisation-pro-${size}.png` });

      // Quant-rating history: rate AAPL twice, the chart draws both.
      const history = insight(page, 'insights-quant-history');
      await history
        .getByRole('button', { name: 'Rate MSFT now' })
        .or(history.getByRole('button', { name: 'Rate AAPL now' }))
        .first()
        .click();
      await history.getByRole('img', { name: /quant score over/ }).waitFor();

      // Emergency mode: confirm, the stop-loss is cancelled, the banner shows; then off again.
      const emergency = insight(page, 'insights-emergency');
      await poll(() => emergency.getByText('Active advanced orders now: 1').isVisible()).toBe(true);
      await emergency.getByRole('switch', { name: /Emergency mode off/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Switch on emergency mode?' });
      await dialog.getByText(/cancels all 1 active advanced order/).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Cancel advanced orders' }).click();
      const banner = page.getByRole('status').filter({ hasText: 'Emergency mode is on.' });
      await banner.waitFor();
      await page.getByText('Emergency mode on: 1 advanced order cancelled').waitFor();
      await emergency.getByRole('switch', { name: /Emergency mode on/ }).waitFor();
      const orders = await fetch(`${baseURL}/api/trading/orders`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const { advancedOrders } = (await orders.json()) as { advancedOrders: { status: string }[] };
      expect(advancedOrders.map((o) => o.status)).toEqual(['CANCELLED']);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/insights-pro-emergency-${size}.png`, fullPage: true });
      await page
        .locator('[data-panel="insights"]')
        .screenshot({ path: `${SHOTS}/insights-panel-pro-${size}.png` });
      await banner.getByRole('button', { name: 'Switch emergency mode off' }).click();
      await poll(() => banner.count()).toBe(0);
      await emergency.getByRole('switch', { name: /Emergency mode off/ }).waitFor();
    },
    JOURNEY_MS,
  );
}

it('a guest sees insights from this device and the locked previews with a call to sign up', async () => {
  const { page, baseURL } = await browser.open({ mobile: true });
  await setServerTime(baseURL, OPEN);
  await page.clock.setFixedTime(OPEN);
  await enterAsGuest(page);
  await page.goto('/trade');
  await page.getByRole('heading', { name: 'Trading simulator' }).waitFor();
  await openInsights(page);
  await insight(page, 'insights-portfolio').getByText('You hold no stocks yet').waitFor();
  const opt = insight(page, 'insights-optimisation');
  await opt.getByText('Portfolio optimisation is part of Pro').waitFor();
  await opt.getByRole('link', { name: 'Sign up' }).waitFor();
  await insight(page, 'insights-quant-history')
    .getByText('Rating history is kept for signed-in accounts')
    .waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/insights-guest-phone.png`, fullPage: true });
  await page
    .locator('[data-panel="insights"]')
    .screenshot({ path: `${SHOTS}/insights-panel-guest-phone.png` });
});
