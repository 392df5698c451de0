import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { simulatedQuote } from '../src/core/market';
import { axe, openFold, setServerTime, useBrowser } from './browser';
import { risingDay } from './market';
import { signUpInBrowser } from './session';

// Issue 18 points 4 and 5: a learner places a bracket whose stop trails and an OCO exit pair on shares
// held, then the risk monitor (its job run through the test route) raises a concentration alert that
// the risk panel lists and a toast announces.

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();
const SHOTS = '/tmp/shots/advanced-risk';
mkdirSync(SHOTS, { recursive: true });

const { open: OPEN, later: LATER } = risingDay('AAPL', 0.03);
const AAPL = simulatedQuote('AAPL', OPEN)!.price;
const money = (v: number) => (Math.round(v * 100) / 100).toFixed(2);

const form = (page: Page) => page.getByRole('form', { name: 'Advanced order' });

async function placeAdvanced(
  page: Page,
  fill: (f: ReturnType<typeof form>) => Promise<void>,
): Promise<string> {
  const f = form(page);
  await fill(f);
  await f.getByRole('button', { name: 'Place advanced order' }).click();
  const out = f.locator('[role=status], [role=alert]').first();
  await out.waitFor();
  return (await out.textContent()) ?? '';
}

it('places a trailing bracket and an OCO, then sees a risk alert in the panel and as a toast', async () => {
  const { page, baseURL } = await browser.open();
  await setServerTime(baseURL, OPEN);
  await page.clock.setFixedTime(OPEN);
  const { token } = await signUpInBrowser(page, baseURL, 'Risa Monitor');

  // Just under 25% of the account in AAPL, in the steps the pre-trade checks allow (10% per order, 25% in all).
  const buy = async (shares: number) => {
    const r = await fetch(`${baseURL}/api/trading/trade`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ type: 'buy', symbol: 'AAPL', shares }),
    });
    expect(r.status).toBe(200);
  };
  const tenth = Math.floor(10_000 / AAPL);
  const all = Math.floor(24_990 / AAPL);
  await buy(tenth);
  await buy(tenth);
  await buy(all - 2 * tenth);

  await page.goto('/trade');
  await page.getByRole('heading', { name: 'Trading simulator' }).waitFor();
  await openFold(page, 'Advanced orders');

  // A bracket whose stop trails 5% behind the price once the entry fills.
  const entry = Math.floor(AAPL * 0.98 * 100) / 100;
  expect(
    await placeAdvanced(page, async (f) => {
      await f.getByLabel('Advanced order for AAPL').selectOption('BRACKET_ENTRY');
      await f.getByLabel('Shares').fill('2');
      await f.getByLabel('Entry price ($)').fill(money(entry));
      await f.getByLabel('Stop loss as').selectOption('percent');
      await f.getByLabel('Trail (%)').fill('5');
      await f.getByLabel('Take profit ($)').fill(money(entry * 1.1));
    }),
  ).toBe('Order placed.');
  const orders = page.getByTestId('advanced-order');
  await expect.poll(() => orders.first().textContent()).toContain('Bracket entry · BUY 2 AAPL');
  expect(await orders.first().textContent()).toContain('trailing stop 5%');

  // An OCO on the shares held: first on the wrong side of the price, then right.
  await form(page).getByLabel('Advanced order for AAPL').selectOption('OCO');
  expect(
    await placeAdvanced(page, async (f) => {
      await f.getByLabel('Shares').fill('5');
      await f.getByLabel('Stop loss as').selectOption('price');
      await f.getByLabel('Stop loss ($)').fill(money(AAPL * 0.9));
      await f.getByLabel('Take profit ($)').fill(money(AAPL * 0.95));
    }),
  ).toBe(`Take profit must be above the current price ($${money(AAPL)}) for an OCO exit`);
  expect(
    await placeAdvanced(page, async (f) => {
      await f.getByLabel('Take profit ($)').fill(money(AAPL * 1.1));
    }),
  ).toBe('Order placed.');
  await expect
    .poll(async () =>
      (await orders.allTextContents()).some((t) => t.startsWith('OCO exit pair · SELL 5 AAPL')),
    )
    .toBe(true);
  const advancedPanel = page.locator('[data-panel=advanced]');
  await advancedPanel.scrollIntoViewIfNeeded();
  await advancedPanel.screenshot({ path: `${SHOTS}/advanced-orders-1366.png` });

  // The risk panel: no alerts yet.
  await openFold(page, 'Risk');
  await page.getByText('No alerts: the risk monitor checks your positions every 30 seconds.').waitFor();

  // Later AAPL is up, so it is more than 25% of the account; the monitor's 30-second job runs.
  const later = LATER;
  await setServerTime(baseURL, later);
  await page.clock.setFixedTime(later);
  const ran = await fetch(`${baseURL}/api/test/jobs/risk`, { method: 'POST' });
  expect(await ran.json()).toEqual({ ran: true });
  const listed = await fetch(`${baseURL}/api/trading/risk-alerts`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { alerts } = (await listed.json()) as { alerts: { rule: string; subject: string }[] };
  expect(alerts.map((a) => `${a.rule}/${a.subject}`)).toContain('CONCENTRATION/AAPL');

  await page.reload();
  await page.getByRole('heading', { name: 'Trading simulator' }).waitFor();
  // The toast announces the new alert once.
  await page.getByRole('alert').filter({ hasText: 'Concentration: AAPL is' }).first().waitFor();
  await openFold(page, 'Risk');
  const alert = page.getByTestId('risk-alert').first();
  await alert.waitFor();
  expect(await alert.textContent()).toMatch(/Concentration · AAPL.*active.*above the 25% limit/);
  const riskPanel = page.locator('[data-panel=risk]');
  await riskPanel.scrollIntoViewIfNeeded();
  await riskPanel.screenshot({ path: `${SHOTS}/risk-alerts-1366.png` });
  await page.screenshot({ path: `${SHOTS}/simulator-toast-1366.png` });
  // The parts this journey added (the risk panel's older metric notes have their own checks).
  const audit = await axe(page)
    .include('section[aria-labelledby=risk-alerts-title]')
    .include('form[aria-label="Advanced order"]')
    .analyze();
  expect(audit.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);

  // A reload does not repeat the toast: it was seen.
  await page.reload();
  await page.getByRole('heading', { name: 'Trading simulator' }).waitFor();
  await page.getByTestId('risk-alert').first().waitFor();
  expect(await page.getByRole('alert').filter({ hasText: 'Concentration: AAPL is' }).count()).toBe(0);

  // On a phone: the same panels fit the screen.
  const phone = await browser.open({ mobile: true });
  await phone.page.clock.setFixedTime(later);
  await signInAs(phone.page, page);
  await phone.page.goto('/trade');
  await phone.page.getByRole('heading', { name: 'Trading simulator' }).waitFor();
  await openFold(phone.page, 'Advanced orders');
  await form(phone.page).getByLabel('Advanced order for AAPL').selectOption('OCO');
  const adv = phone.page.locator('[data-panel=advanced]');
  await adv.scrollIntoViewIfNeeded();
  await adv.screenshot({ path: `${SHOTS}/advanced-orders-390.png` });
  await openFold(phone.page, 'Risk');
  await phone.page.getByTestId('risk-alert').first().waitFor();
  const risk = phone.page.locator('[data-panel=risk]');
  await risk.scrollIntoViewIfNeeded();
  await risk.screenshot({ path: `${SHOTS}/risk-alerts-390.png` });
  expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

/** Copies the signed-in session of `from` into `to` (same origin, same learner). */
async function signInAs(to: Page, from: Page) {
  const stored = await from.evaluate(() => JSON.stringify({ ...localStorage }));
  await to.goto('/');
  await to.evaluate((s) => {
    for (const [k, v] of Object.entries(JSON.parse(s) as Record<string, string>)) localStorage.setItem(k, v);
  }, stored);
}
