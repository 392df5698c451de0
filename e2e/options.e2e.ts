import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { simulatedQuote } from '../src/core/market';
import { OPTIONS_RATE, optionChain, underlyingOf } from '../src/core/options';
import {
  openFold,
  seriousViolations,
  setServerTime,
  smallTargets,
  useBrowser,
  waitOrSayWhat,
} from './browser';
import { usd } from './market';
import { enterAsGuest, signUpInBrowser } from './session';

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();

// A Wednesday, 10:30 in New York: the market is open and the server and the browser price the same chain.
const OPEN = new Date('2026-03-11T14:30:00Z');
const AAPL = simulatedQuote('AAPL', OPEN)!.price;
const chain = optionChain(underlyingOf('AAPL', AAPL)!, OPEN, OPTIONS_RATE);
const atm = chain.calls[10]!;
const SHOTS = '/tmp/shots/options';
mkdirSync(SHOTS, { recursive: true });

/** Buys one at-the-money AAPL call from the chain, sees it with its P&L, and closes it. */
async function optionJourney(page: Page, shot: string) {
  await page.goto('/trade');
  const panel = page.getByRole('region', { name: 'AAPL options' });
  // A learner with no options finds the chain folded: one click opens it.
  await openFold(page, 'AAPL options');
  // Far out of the money a theta of -0.0004 reads 0.000, never -0.000 (the chain shows strikes 5–15).
  expect(chain.calls.slice(5, 16).some((c) => c.theta.toFixed(3) === '-0.000')).toBe(true);
  const calls = panel.getByRole('grid', { name: /^Calls by strike/ });
  await calls.getByRole('row').nth(11).waitFor();
  expect(await calls.textContent()).not.toMatch(/-0\.0+(?!\d)/);
  await panel.getByRole('button', { name: `Buy the ${usd(atm.strike)} call` }).click();
  const ticket = panel.getByRole('form', {
    name: new RegExp(`^Buy AAPL ${usd(atm.strike).replace('$', '\\$')} call`),
  });
  await ticket.waitFor();
  const cost = atm.ask * 100 + 0.65;
  await expect.poll(() => ticket.getByText(usd(cost), { exact: false }).count()).toBeGreaterThan(0);
  await expect.poll(() => ticket.getByText(`Breakeven`).count()).toBe(1);
  // One cost everywhere: the ticket's premium + commission, the max loss and the payoff chart's floor.
  expect(await ticket.getByTestId('ticket-cost-parts').textContent()).toBe(
    `${usd(atm.ask * 100)} premium + $0.65 commission`,
  );
  expect(await ticket.textContent()).toContain(`Max loss at expiry${usd(cost)}`);
  const chart = ticket.getByRole('figure', { name: 'Payoff of the ticket: at expiry and today' });
  await expect.poll(() => chart.textContent()).toContain(`At expiry: from -${usd(cost)}`);
  await page.screenshot({ path: `${SHOTS}/${shot}-ticket.png`, fullPage: false });
  await ticket.getByRole('button', { name: 'Buy 1 contract' }).click();

  const position = panel.getByText(`Long 1 × AAPL ${usd(atm.strike)} call`);
  // If the position never shows (once, in a clean-clone CI on a phone), say what the panel read.
  await waitOrSayWhat(position, panel);
  await expect.poll(() => panel.getByText(/days? left/).count()).toBe(1);
  // Expiries are written day first, as every other date in the app ("Expires 20 Mar 2026").
  await panel.getByText(/^Expires \d{1,2} [A-Z][a-z]{2} \d{4} · /).waitFor();
  expect(await panel.getByLabel('Expiration').locator('option').first().textContent()).toMatch(
    /^\d{1,2} [A-Z][a-z]{2} \d{4}$/,
  );
  expect(await panel.getByTestId('option-position-money').textContent()).toMatch(
    new RegExp(`^Paid \\${usd(cost)} incl\\. commission \\(\\${usd(cost / 100)} a share\\) · worth `),
  );
  // The trade history shows the premium and the commission on top of it.
  const history = page.getByRole('region', { name: 'Trade history' });
  await expect.poll(() => history.getByText('+ $0.65 commission').filter({ visible: true }).count()).toBe(1);
  await position.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${shot}-position.png`, fullPage: false });
  expect(await seriousViolations(page, 'main')).toEqual([]);

  await panel.getByRole('button', { name: `Close AAPL ${usd(atm.strike)} call` }).click();
  await panel.getByText('No option positions yet').waitFor();
}

it('a learner buys a call from the chain, sees the position and its P&L, and closes it (desktop)', async () => {
  const { page, baseURL } = await browser.open();
  await setServerTime(baseURL, OPEN);
  await page.clock.setFixedTime(OPEN);
  await signUpInBrowser(page, baseURL, 'Olivia Options');
  await optionJourney(page, 'desktop');
  const trades = await page.evaluate(async () => {
    const token = localStorage.getItem('authToken');
    const r = await fetch('/api/trading/trades', { headers: { authorization: `Bearer ${token}` } });
    return ((await r.json()) as { trades: { type: string }[] }).trades.map((t) => t.type);
  });
  expect(trades).toEqual(['option_sell', 'option_buy']);
});

it('a guest does the same on a phone with the browser engine, without horizontal scrolling', async () => {
  const { page, baseURL } = await browser.open({ mobile: true });
  await setServerTime(baseURL, OPEN);
  await page.clock.setFixedTime(OPEN);
  await enterAsGuest(page);
  await optionJourney(page, 'phone');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

it('a keyboard learner skips to the order ticket, crosses the chain in one Tab, picks a contract with the arrows and buys it', async () => {
  const { page, baseURL } = await browser.open();
  await setServerTime(baseURL, OPEN);
  await page.clock.setFixedTime(OPEN);
  await enterAsGuest(page);
  await page.goto('/trade');
  const panel = page.getByRole('region', { name: 'AAPL options' });
  // Opened once, the options panel stays open on the next visit, which starts at the page's top.
  await openFold(page, 'AAPL options');
  await page.reload();
  const grid = panel.getByRole('grid', { name: /^Calls by strike/ });
  await grid.getByRole('row').nth(11).waitFor();
  await page.getByRole('form', { name: 'Order ticket' }).waitFor();
  const focused = () =>
    page.evaluate(() => {
      const e = document.activeElement as HTMLElement;
      return e.getAttribute('aria-label') ?? e.textContent?.trim() ?? '';
    });

  // The shell's skip link, then the Simulator's: three Tabs from the top to the ticket's first field.
  await page.keyboard.press('Tab');
  expect(await focused()).toBe('Skip to content');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  expect(await focused()).toBe('Skip to order ticket');
  await page.screenshot({ path: `${SHOTS}/keyboard-skip-link.png` });
  await page.keyboard.press('Enter');
  expect(await focused()).toBe('Order ticket');
  await page.keyboard.press('Tab');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('form')?.getAttribute('aria-label')))
    .toBe('Order ticket');

  // The chain is one Tab stop, on the Buy of the strike nearest the money.
  await panel.getByRole('button', { name: 'Puts' }).focus();
  await page.keyboard.press('Tab');
  expect(await focused()).toBe(`Buy the ${usd(atm.strike)} call`);
  await page.keyboard.press('Tab');
  expect(await focused()).toBe('Show all 21 strikes');
  await page.keyboard.press('Shift+Tab');
  expect(await focused()).toBe(`Buy the ${usd(atm.strike)} call`);

  // Arrows move through the cells; Enter on a Buy picks that contract.
  const next = chain.calls[11]!;
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  expect(await focused()).toMatch(/^\d+\.\d\d$/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Home');
  expect(await focused()).toMatch(new RegExp(`^\\${usd(next.strike)}`));
  await page.keyboard.press('ArrowRight');
  expect(await focused()).toBe(`Buy the ${usd(next.strike)} call`);
  await page.screenshot({ path: `${SHOTS}/keyboard-chain-focus.png` });
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await page.keyboard.press('Enter');
  const ticket = panel.getByRole('form', {
    name: new RegExp(`^Buy AAPL ${usd(next.strike).replace('$', '\\$')} call`),
  });
  await ticket.waitFor();

  // A few Tabs from the chain to the ticket's button: Show all, Buy, Sell, contracts, the payoff
  // chart (its points are read with the arrow keys), the button.
  await panel.getByRole('figure', { name: 'Payoff of the ticket: at expiry and today' }).waitFor();
  let tabs = 0;
  while ((await focused()) !== 'Buy 1 contract' && tabs < 12) {
    await page.keyboard.press('Tab');
    tabs++;
  }
  expect(tabs).toBeLessThanOrEqual(6);
  await page.keyboard.press('Enter');
  await waitOrSayWhat(panel.getByText(`Long 1 × AAPL ${usd(next.strike)} call`), panel);
});

it('holds the payoff chart’s place while its code loads, so the ticket’s button does not move', async () => {
  const { page, baseURL } = await browser.open({ mobile: true });
  await setServerTime(baseURL, OPEN);
  await page.clock.setFixedTime(OPEN);
  // The chart's code arrives two seconds late, as on a slow phone.
  await page.route(/\/assets\/PayoffChart-[^/]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 2000));
    await route.continue();
  });
  await enterAsGuest(page);
  await page.goto('/trade');
  const panel = page.getByRole('region', { name: 'AAPL options' });
  await openFold(page, 'AAPL options');
  await panel
    .getByRole('grid', { name: /^Calls by strike/ })
    .getByRole('row')
    .nth(11)
    .waitFor();
  await panel.getByRole('button', { name: `Buy the ${usd(atm.strike)} call` }).click();
  const buy = panel.getByRole('button', { name: 'Buy 1 contract' });
  await panel.getByText('Loading the payoff chart').waitFor({ state: 'attached' });
  // Its place in the page, not on screen: the tap also scrolls the ticket into view.
  const place = () => buy.evaluate((b) => b.getBoundingClientRect().top + window.scrollY);
  const before = await place();
  await panel.getByRole('figure', { name: 'Payoff of the ticket: at expiry and today' }).waitFor();
  expect(Math.abs((await place()) - before)).toBeLessThanOrEqual(2);
});

it('the strategy builder on the course page draws a straddle and its breakevens, and trades it in the Simulator', async () => {
  const { page, baseURL } = await browser.open({ mobile: true });
  await setServerTime(baseURL, OPEN);
  await page.clock.setFixedTime(OPEN);
  await enterAsGuest(page);
  await page.goto('/lessons/options-derivatives');
  for (let i = 0; i < 6; i++) await page.getByRole('button', { name: 'Next' }).click();
  const exercises = page.getByRole('region', { name: 'Course exercises' });
  await exercises.getByRole('tab', { name: 'Options calculator' }).waitFor();
  // Hull's textbook call: S=42, K=40, r=10%, σ=20%, six months → $4.76.
  await exercises.getByLabel('Stock price S ($)').fill('42');
  await exercises.getByLabel('Strike K ($)').fill('40');
  await exercises.getByLabel('Days to expiry T').fill('182.5');
  await exercises.getByLabel('Interest rate r (%)').fill('10');
  await exercises.getByLabel('Volatility σ (%)').fill('20');
  await expect.poll(() => exercises.getByTestId('calc-price').textContent()).toBe('$4.76');

  await exercises.getByRole('tab', { name: 'Strategy builder' }).click();
  await expect.poll(() => exercises.getByLabel('Template').inputValue()).toBe('straddle');
  const chart = exercises.getByRole('figure', { name: 'Strategy payoff at expiry and today' });
  await expect.poll(() => chart.locator('path.recharts-line-curve').count()).toBe(2);
  const summary = exercises.getByTestId('strategy-summary');
  await expect.poll(() => summary.textContent()).toMatch(/Max gainUnlimited/);
  await expect.poll(() => summary.textContent()).toMatch(/Breakevens\$\d+\.\d\d, \$\d+\.\d\d/);
  await chart.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/phone-straddle.png` });
  expect(await seriousViolations(page, '[aria-label="Course exercises"]')).toEqual([]);

  await exercises.getByRole('button', { name: 'Trade the first leg in the Simulator' }).click();
  const options = page.getByRole('region', { name: 'AAPL options' });
  await options.waitFor();
  // Sent with a contract, the learner finds the panel open on its ticket: no Show to press first.
  expect(await options.getByRole('button', { name: /^AAPL options/ }).getAttribute('aria-expanded')).toBe(
    'true',
  );
  const ticket = page.getByRole('form', {
    name: new RegExp(`^Buy AAPL ${usd(atm.strike).replace('$', '\\$')} call`),
  });
  await ticket.waitFor();
});

it('on a phone, moving through the chain with the arrow keys never hides the focused cell under the tab bar', async () => {
  const { page, baseURL } = await browser.open({ mobile: true });
  await setServerTime(baseURL, OPEN);
  await page.clock.setFixedTime(OPEN);
  await enterAsGuest(page);
  await page.goto('/trade');
  await openFold(page, 'AAPL options');
  const grid = page
    .getByRole('region', { name: 'AAPL options' })
    .getByRole('grid', { name: /^Calls by strike/ });
  await grid.getByRole('row').nth(11).waitFor();
  await grid.getByRole('button', { name: `Buy the ${usd(atm.strike)} call` }).focus();
  // The focused row just above the tab bar: the next rows down start behind it.
  const tabBar = await page.getByRole('navigation', { name: 'Primary' }).boundingBox();
  expect(tabBar).not.toBeNull();
  await page.evaluate((top) => {
    const r = document.activeElement!.getBoundingClientRect();
    window.scrollBy(0, r.bottom - top + 2);
  }, tabBar!.y);
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('ArrowDown');
    const box = await page.evaluate(() => {
      const r = document.activeElement!.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom };
    });
    expect(box.bottom).toBeLessThanOrEqual(tabBar!.y);
    expect(box.top).toBeGreaterThanOrEqual(0);
  }
});

it('on a phone the chain says it scrolls to IV and Greeks, its Buy and Sell fit a finger, a tap brings the ticket up, and a covered call says what it needs', async () => {
  const { page, baseURL } = await browser.open({ mobile: true });
  await setServerTime(baseURL, OPEN);
  await page.clock.setFixedTime(OPEN);
  await enterAsGuest(page);
  await page.goto('/trade');
  const panel = page.getByRole('region', { name: 'AAPL options' });
  await openFold(page, 'AAPL options');
  const grid = panel.getByRole('grid', { name: /^Calls by strike/ });
  await grid.getByRole('row').nth(11).waitFor();
  const hint = panel.getByTestId('chain-scroll-hint');
  await hint.scrollIntoViewIfNeeded();
  // A finger reads "Swipe", a mouse "Scroll sideways".
  expect(await hint.textContent()).toContain('for IV and Greeks →');
  expect(await hint.getByText('Swipe').isVisible()).toBe(true);
  expect(await hint.getByText('Scroll sideways').isVisible()).toBe(false);
  expect(await panel.getByTestId('chain-scroll-edge').isVisible()).toBe(true);
  const buy = grid.getByRole('button', { name: `Buy the ${usd(atm.strike)} call` });
  expect((await buy.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: `${SHOTS}/phone-chain-hint.png` });

  await buy.tap();
  const title = panel.getByRole('heading', {
    name: new RegExp(`^Buy AAPL ${usd(atm.strike).replace('$', '\\$')} call`),
  });
  await expect.poll(() => title.evaluate((h) => h === document.activeElement)).toBe(true);
  // No arrow-key hint for a finger, even with focus in the chain.
  expect(await panel.getByText(/^Arrow keys move through the chain/).isVisible()).toBe(false);
  await expect
    .poll(() =>
      title.evaluate((h) => {
        const r = h.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight;
      }),
    )
    .toBe(true);
  await page.screenshot({ path: `${SHOTS}/phone-ticket-focused.png` });

  await grid.getByRole('button', { name: `Sell the ${usd(atm.strike)} call` }).tap();
  const note = panel.getByTestId('covered-call-note');
  await expect
    .poll(() => note.textContent())
    .toBe(
      'A covered call needs 100 shares of AAPL per contract, held back until it closes or expires: you hold 0 AAPL free to cover it. Buy 100 more AAPL first, or buy a call instead.',
    );
  await note.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/phone-covered-call-note.png` });
  // Every control of the panel, its chain and the open ticket fits a finger (44 px).
  expect(await smallTargets(panel)).toEqual([]);
  expect(await seriousViolations(page, 'main')).toEqual([]);
});
