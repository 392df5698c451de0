import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { simulatedQuote } from '../src/core/market';
import { bookOf } from '../src/core/trading';
import { pickSide, seriousViolations, setServerTime, useBrowser } from './browser';
import { realisticFill, usd } from './market';
import { signUpInBrowser } from './session';

// Issue 18 point 7: a signed-in learner switches the account to margin after reading the risks,
// sells AAPL short, sees buying power and the borrow fee in the account summary, buys to cover and
// reads "Why this price?" on the covering fill. On a desktop and on a phone, each with its own learner.

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();
const SHOTS = '/tmp/shots/shorts';
mkdirSync(SHOTS, { recursive: true });

// A Wednesday, 10:30 in New York: the market is open and prices hold still under the fixed clocks.
const OPEN = new Date('2026-03-11T14:30:00Z');
// The quote's bid and ask, in cents. New accounts fill realistically: a short sale meets the bid, a
// cover pays the ask (plus impact).
const book = bookOf(simulatedQuote('AAPL', OPEN)!);
const fill = (side: 'buy' | 'sell', shares: number) => realisticFill('AAPL', OPEN, side, shares);

const ticket = (page: Page) => page.getByRole('form', { name: 'Order ticket' });
const settingsPanel = (page: Page) => page.locator('section[aria-labelledby=account-settings-title]');

async function shot(target: ReturnType<Page['locator']>, name: string, width: number) {
  await target.scrollIntoViewIfNeeded();
  await target.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
}

/** Places a market order and returns the ticket's answer; `label` is what the submit button must say. */
async function order(page: Page, side: 'buy' | 'sell', shares: number, label: string): Promise<string> {
  const form = ticket(page);
  await pickSide(form, side);
  await form.getByLabel('Order type').selectOption('market');
  await form.getByLabel('Quantity (shares)').fill(String(shares));
  const submit = form.getByRole('button', { name: label, exact: true });
  await submit.waitFor();
  await submit.click();
  const result = form.getByTestId('order-result');
  await result.waitFor();
  return (await result.textContent()) ?? '';
}

async function shortAndCover(page: Page, width: number) {
  await page.goto('/trade');
  await page.getByRole('heading', { name: 'Trading simulator' }).waitFor();
  await expect.poll(() => page.getByTestId('cash').textContent()).toBe('$100,000.00');

  // A cash account: a sale without shares is a plain sell, refused in the spec's words.
  const form = ticket(page);
  await pickSide(form, 'sell');
  await form.getByRole('button', { name: 'Sell AAPL', exact: true }).waitFor();

  // The settings explain the risks; the switch waits for the learner to confirm them.
  const settings = settingsPanel(page);
  await settings.getByText('Losses have no ceiling').waitFor();
  const switchButton = settings.getByRole('button', { name: 'Switch to margin' });
  expect(await switchButton.isDisabled()).toBe(true);
  await shot(settings, 'settings-cash', width);
  await settings.getByLabel('I understand that shorting can lose more than I put in.').check();
  await switchButton.click();
  await settings.getByRole('button', { name: 'Switch back to cash' }).waitFor();
  await shot(settings, 'settings-margin', width);

  // Margin: buying power for shorts shows at once, and the same sale is now a short.
  const power = page.getByTestId('buying-power').locator('..');
  await expect.poll(() => power.textContent()).toContain('Shorts up to');
  await form.getByRole('button', { name: 'Sell short AAPL', exact: true }).waitFor();
  await form.getByLabel('Quantity (shares)').fill('10');
  await shot(form, 'ticket-sell-short', width);
  expect(await order(page, 'sell', 10, 'Sell short AAPL')).toMatch(/10 AAPL/);

  const row = page.getByTestId(width < 768 ? 'position-card-AAPL' : 'position-AAPL');
  await row.waitFor();
  if (width >= 768) await expect.poll(() => row.getByTestId('position-shares').textContent()).toBe('-10');
  // The proceeds are cash; the short is a liability, with its requirement and daily borrow fee.
  await expect.poll(() => page.getByTestId('cash').textContent()).toBe(usd(100000 + 10 * fill('sell', 10)));
  await expect.poll(() => power.textContent()).toMatch(/borrow fee \$[\d.,]+\/day/);
  expect(await power.textContent()).toMatch(/Shorts \$[\d,.]+: requirement \$[\d,.]+, maintenance/);
  await shot(power, 'buying-power', width);

  // While short, a buy covers: the ticket says so.
  await pickSide(form, 'buy');
  await form.getByRole('button', { name: 'Buy to cover AAPL', exact: true }).waitFor();
  await form.getByLabel('Quantity (shares)').fill('10');
  await shot(form, 'ticket-buy-to-cover', width);
  expect(await order(page, 'buy', 10, 'Buy to cover AAPL')).toMatch(/10 AAPL/);
  await expect.poll(() => page.getByText('No positions yet').isVisible()).toBe(true);
  // Prices hold still: the round trip cost the spread and the impact, nothing else.
  await expect
    .poll(() => page.getByTestId('cash').textContent())
    .toBe(usd(100000 + 10 * fill('sell', 10) - 10 * fill('buy', 10)));
  await expect.poll(() => power.textContent()).not.toContain('borrow fee');

  // "Why this price?" on the covering fill, opened from the keyboard, once the history lists that
  // fill first (focused while the history still refreshed, the button was the short sale's).
  const trade = page.getByTestId(width < 768 ? 'trade-card' : 'trade-row').first();
  await expect.poll(() => trade.textContent()).toMatch(/Buy(?! to)/);
  const why = trade.getByRole('button', { name: /Why this price\?/ });
  await why.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => why.getAttribute('aria-expanded')).toBe('true');
  const explained = page.getByRole('region', { name: 'Why this price' });
  await expect.poll(() => explained.textContent()).toContain('Filled all 10 at the ask');
  expect(await explained.textContent()).toContain(usd(book.ask / 100));
  expect(await explained.textContent()).not.toContain(' 0% of');
  await shot(explained, 'why-this-price', width);

  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

it('on a desktop a learner switches to margin, shorts AAPL, sees the borrow fee, covers and reads why', async () => {
  const { page, baseURL } = await browser.open();
  await page.setViewportSize({ width: 1366, height: 850 });
  await setServerTime(baseURL, OPEN);
  await page.clock.setFixedTime(OPEN);
  await signUpInBrowser(page, baseURL, 'Sandra Short');
  await shortAndCover(page, 1366);
});

it('on a phone the same journey fits the screen', async () => {
  const { page, baseURL } = await browser.open({ mobile: true });
  await setServerTime(baseURL, OPEN);
  await page.clock.setFixedTime(OPEN);
  await signUpInBrowser(page, baseURL, 'Phoebe Phone');
  await shortAndCover(page, 390);
});
