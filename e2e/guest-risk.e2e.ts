import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { simulatedQuote } from '../src/core/market';
import { openFold, pickSide, seriousViolations, useBrowser } from './browser';
import { risingDay } from './market';
import { enterAsGuest } from './session';

// Issue 18 point 5 for guests: the risk monitor's rules run on the guest's own ledger in the browser,
// so a guest whose holding grows past 25% of the account gets the same alert, in the same risk panel
// and toast, as a signed-in learner.

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();
const SHOTS = '/tmp/shots/shorts';
mkdirSync(SHOTS, { recursive: true });

const { open: OPEN, later: LATER } = risingDay('AAPL', 0.05);
const AAPL = simulatedQuote('AAPL', OPEN)!.price;

async function buy(page: Page, shares: number) {
  const form = page.getByRole('form', { name: 'Order ticket' });
  await pickSide(form, 'buy');
  await form.getByLabel('Order type').selectOption('market');
  await form.getByLabel('Quantity (shares)').fill(String(shares));
  await form.getByRole('button', { name: 'Buy AAPL', exact: true }).click();
  await expect.poll(() => form.getByTestId('order-result').textContent()).toBe(`Bought ${shares} AAPL`);
}

for (const mobile of [false, true]) {
  const width = mobile ? 390 : 1366;
  it(`a guest gets a concentration alert in the risk panel and as a toast (${width} px)`, async () => {
    const { page } = await browser.open({ mobile });
    if (!mobile) await page.setViewportSize({ width: 1366, height: 850 });
    await page.clock.setFixedTime(OPEN);
    await enterAsGuest(page);
    await page.goto('/trade');
    await page.getByRole('heading', { name: 'Trading simulator' }).waitFor();

    // Just under 25% of the account in AAPL, in the steps the pre-trade checks allow.
    const tenth = Math.floor(9_800 / AAPL);
    await buy(page, tenth);
    await buy(page, tenth);
    await buy(page, Math.floor(24_500 / AAPL) - 2 * tenth);
    await openFold(page, 'Risk');
    await page.getByText('No alerts: the risk monitor checks your positions every 30 seconds.').waitFor();
    // A quarter of the account in one stock has a one-day VaR from the first day (about $680), not $0.
    const risk = page.locator('[data-panel=risk]');
    await risk
      .getByText(
        'of your whole account today (cash counts as riskless), from how your holdings move together',
      )
      .waitFor();
    expect(await risk.locator('div', { hasText: /^1-day VaR/ }).textContent()).toMatch(
      /^1-day VaR \(95%\)\$[1-9]\d\d\.\d\d/,
    );

    // Later AAPL is up 5%: more than 25% of the account. The next read of the alerts finds it.
    await page.clock.setFixedTime(LATER);
    await page.reload();
    await page.getByRole('heading', { name: 'Trading simulator' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Concentration: AAPL is' }).first().waitFor();
    await openFold(page, 'Risk');
    const alert = page.getByTestId('risk-alert').first();
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/Concentration · AAPL.*active.*above the 25% limit/);
    expect(await page.evaluate(() => localStorage.getItem('thinkstreet:guest:risk-alerts'))).toContain(
      '"CONCENTRATION"',
    );
    const panel = page.locator('[data-panel=risk]');
    await panel.scrollIntoViewIfNeeded();
    await panel.screenshot({ path: `${SHOTS}/guest-risk-alerts-${width}.png` });

    // A reload does not repeat the toast, and the alert is still listed once.
    await page.reload();
    await page.getByRole('heading', { name: 'Trading simulator' }).waitFor();
    await openFold(page, 'Risk');
    await page.getByTestId('risk-alert').first().waitFor();
    expect(await page.getByTestId('risk-alert').count()).toBe(1);
    expect(await page.getByRole('alert').filter({ hasText: 'Concentration: AAPL is' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
