import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { simulatedQuote } from '../src/core/market';
import {
  axe,
  axisLabels,
  openFold,
  pickSide,
  setServerTime,
  smallTargets,
  underToastArea,
  useBrowser,
  waitOrSayWhat,
} from './browser';
import { realisticFill, usd } from './market';
import { enterAsGuest, signUpInBrowser } from './session';

const SHOTS = '/tmp/shots/trading';
mkdirSync(SHOTS, { recursive: true });

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();

// A Wednesday, 10:30 in New York (EDT): the market is open, so market orders fill at once, and the
// server and the browser (guest mode) price them identically from the same deterministic market.
const OPEN = new Date('2026-03-11T14:30:00Z');
const AAPL = simulatedQuote('AAPL', OPEN)!.price;
// New accounts and guests fill realistically: buys at the ask plus price impact, sells at the bid minus it.
const fill = (side: 'buy' | 'sell', shares: number) => realisticFill('AAPL', OPEN, side, shares);

const ticket = (page: Page) => page.getByRole('form', { name: 'Order ticket' });

async function placeOrder(
  page: Page,
  order: { side: 'buy' | 'sell'; shares: number; type?: 'market' | 'limit'; limit?: number },
): Promise<string> {
  const form = ticket(page);
  await pickSide(form, order.side);
  await form.getByLabel('Order type').selectOption(order.type ?? 'market');
  await form.getByLabel('Quantity (shares)').fill(String(order.shares));
  if (order.limit !== undefined) await form.getByLabel('Limit price ($)').fill(order.limit.toFixed(2));
  await form.getByRole('button', { name: `${order.side === 'buy' ? 'Buy' : 'Sell'} AAPL` }).click();
  const result = form.getByTestId('order-result');
  // A failure says what the ticket showed instead (a busy CI machine once waited 30 s in vain).
  await waitOrSayWhat(result, form);
  return (await result.textContent()) ?? '';
}

/** The journey of issue 4: buy 10 AAPL, see it, rest a limit order, cancel it, sell. */
async function tradeJourney(page: Page, shotName: string): Promise<void> {
  await page.goto('/trade');
  await page.getByRole('heading', { name: 'Trading simulator' }).waitFor();
  await expect.poll(() => page.getByTestId('cash').textContent()).toBe('$100,000.00');
  await expect.poll(() => page.getByText('No positions yet').isVisible()).toBe(true);

  expect(await placeOrder(page, { side: 'buy', shares: 10 })).toBe('Bought 10 AAPL');
  // The fill's XP shows as a toast, a guest's (scored on this device) and a learner's (on the server) alike.
  const xpToast = page.getByRole('status').filter({ hasText: /^\+\d+ XPTrade executed/ });
  await xpToast.first().waitFor();
  await page.screenshot({ path: `${SHOTS}/trade-xp-${shotName}.png` });
  // The toasts keep clear of the figures the order changed, the page at its top (on a laptop they
  // lay over Buying power, right under the page's heading and its Export, Import and Reset).
  await page.evaluate(() => window.scrollTo(0, 0));
  const toastsBySummary = () =>
    page.evaluate(() => {
      const summary = document.querySelector('[data-testid="cash"]')!.closest('dl')!.getBoundingClientRect();
      const toasts = [...document.querySelector('[data-rht-toaster]')!.children].map((el) =>
        el.getBoundingClientRect(),
      );
      if (toasts.length === 0) return 'no toast';
      return toasts.every((t) => t.top >= summary.bottom) ? 'below it' : 'over it';
    });
  await expect.poll(toastsBySummary).toBe('below it');
  const row = page.getByTestId('position-AAPL');
  await row.waitFor();
  await expect.poll(() => row.getByTestId('position-shares').textContent()).toBe('10');
  await expect.poll(() => page.getByTestId('cash').textContent()).toBe(usd(100000 - 10 * fill('buy', 10)));

  const far = Math.floor(AAPL * 50) / 100;
  expect(await placeOrder(page, { side: 'buy', shares: 5, type: 'limit', limit: far })).toBe(
    'Limit order placed for 5 AAPL; it waits for its price',
  );
  const pending = page.getByTestId('pending-order');
  await expect.poll(() => pending.count()).toBe(1);
  // The order's own price names its Cancel: two resting orders of one size stay apart.
  await page.getByRole('button', { name: `Cancel buy 5 AAPL limit ${usd(far)} order` }).click();
  await expect.poll(() => pending.count()).toBe(0);
  await page.getByText('No resting orders.').waitFor();

  // A resting sell holds its shares back, and the ticket says so beside the quantity.
  const high = Math.ceil(AAPL * 150) / 100;
  expect(await placeOrder(page, { side: 'sell', shares: 4, type: 'limit', limit: high })).toBe(
    'Limit order placed for 4 AAPL; it waits for its price',
  );
  await expect
    .poll(() => ticket(page).getByTestId('sellable-shares').textContent())
    .toBe('You hold 10 AAPL; 4 are held back by open orders, so 6 can be sold now.');
  await page.getByRole('button', { name: `Cancel sell 4 AAPL limit ${usd(high)} order` }).click();
  await expect
    .poll(() => ticket(page).getByTestId('sellable-shares').textContent())
    .toBe('You hold 10 AAPL.');

  expect(await placeOrder(page, { side: 'sell', shares: 10 })).toBe('Sold 10 AAPL');
  await expect.poll(() => page.getByText('No positions yet').isVisible()).toBe(true);
  // Prices do not move under a fixed clock: the round trip costs exactly the spread and the impact.
  await expect
    .poll(() => page.getByTestId('cash').textContent())
    .toBe(usd(100000 - 10 * fill('buy', 10) + 10 * fill('sell', 10)));
  // Bought and sold today: what the round trip cost is the day's change, as it is the all-time return
  // (the summary read 'Day change $0.00' once the position had gone).
  const roundTrip = 10 * fill('sell', 10) - 10 * fill('buy', 10);
  expect(roundTrip).toBeLessThan(0);
  // Of the $100,000 at the start: a few dollars are under 0.005%, which reads 0.00%.
  const pct = Math.round(roundTrip / 10) / 100;
  await expect
    .poll(() => page.getByTestId('day-change').textContent())
    .toBe(`-${usd(-roundTrip)} (${pct === 0 ? '0.00' : pct.toFixed(2)}%)`);
  await page.getByTestId('day-change').screenshot({ path: `${SHOTS}/day-change-after-sale-${shotName}.png` });
  await expect.poll(() => page.getByTestId('trade-row').count()).toBe(2);
  // The sale explains itself: it met the bid.
  const why = page
    .getByTestId('trade-row')
    .first()
    .getByRole('button', { name: /Why this price\?/ });
  await why.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => why.getAttribute('aria-expanded')).toBe('true');
  const explained = page.getByRole('region', { name: 'Why this price' });
  await expect.poll(() => explained.textContent()).toContain('Filled all 10 at the bid');
}

it('a new user buys 10 AAPL, sees the position and the cash change, rests a limit order, cancels it and sells', async () => {
  const { page, baseURL } = await browser.open();
  await setServerTime(baseURL, OPEN);
  await page.clock.setFixedTime(OPEN);
  await signUpInBrowser(page, baseURL, 'Tara Trader');
  await tradeJourney(page, 'signed-in');

  // The account is the server's: selling what is no longer held is refused in the engine's words.
  expect(await placeOrder(page, { side: 'sell', shares: 1 })).toBe('No position found for AAPL');

  // On a 1366 × 850 laptop the tutor's button covers none of the ticket's controls.
  await page.setViewportSize({ width: 1366, height: 850 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Ask the tutor' }).waitFor();
  const covered = await page.evaluate(() => {
    const tutor = document.querySelector('button[aria-label="Ask the tutor"]')!.getBoundingClientRect();
    const form = document.querySelector('form[aria-label="Order ticket"]')!;
    return [...form.querySelectorAll<HTMLElement>('input, select, button')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        const shown = r.width > 2 && r.height > 2;
        return (
          shown &&
          r.left < tutor.right &&
          tutor.left < r.right &&
          r.top < tutor.bottom &&
          tutor.top < r.bottom
        );
      })
      .map((el) => (el as HTMLInputElement).labels?.[0]?.textContent || el.textContent || el.tagName);
  });
  expect(covered).toEqual([]);
});

it('after a few trading days with one share, the performance panel plots the equity curve and its drawdown on readable axes', async () => {
  const { page, baseURL } = await browser.open();
  await page.setViewportSize({ width: 1366, height: 850 });
  await setServerTime(baseURL, OPEN);
  const { token } = await signUpInBrowser(page, baseURL, 'Paula Performance');
  const bought = await fetch(`${baseURL}/api/trading/trade`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ type: 'buy', symbol: 'AAPL', shares: 1, orderType: 'market' }),
  });
  expect(bought.status).toBe(200);
  // The day's closing snapshot on Wednesday to Friday and the next Monday, as the hourly job takes it.
  for (const day of ['2026-03-11', '2026-03-12', '2026-03-13', '2026-03-16']) {
    await setServerTime(baseURL, new Date(`${day}T19:30:00Z`));
    expect((await fetch(`${baseURL}/api/test/jobs/snapshots`, { method: 'POST' })).status).toBe(200);
  }
  await page.goto('/trade');
  await page.getByRole('heading', { name: 'Trading simulator' }).waitFor();
  await openFold(page, 'Performance');
  const equity = page.getByRole('figure', { name: /^Equity curve,/ });
  const drawdown = page.getByRole('figure', { name: /^Drawdown, the fall/ });
  // One $200 share in $100,000: the curve moves by a few dollars, and each tick still reads its own amount.
  const amounts = await axisLabels(equity, 'yAxis');
  expect(amounts.length, amounts.join(' ')).toBeGreaterThanOrEqual(3);
  expect(new Set(amounts).size, amounts.join(' ')).toBe(amounts.length);
  expect(
    amounts.every((a) => /^\$\d+(\.\d+)?k$/.test(a)),
    amounts.join(' '),
  ).toBe(true);
  // A drawdown is never above 0: the axis ends there.
  expect((await axisLabels(drawdown, 'yAxis')).at(-1)).toBe('0%');
  // A few days are too little for a Sharpe ratio (the old rules read -59.76, then 0.00, here): it
  // waits for 20 trading days of returns and says so.
  const sharpe = page.locator('dt', { hasText: 'Sharpe ratio' }).locator('xpath=following-sibling::dd');
  expect(await sharpe.nth(0).textContent()).toBe('—');
  expect(await sharpe.nth(1).textContent()).toMatch(/needs 20 trading days of returns \(you have \d\)/);
});

it('a guest trades the same way on this device and finds it all after a reload', async () => {
  const { page, baseURL } = await browser.open();
  await setServerTime(baseURL, OPEN);
  await page.clock.setFixedTime(OPEN);
  await enterAsGuest(page);
  await tradeJourney(page, 'guest');

  expect(await placeOrder(page, { side: 'buy', shares: 3 })).toBe('Bought 3 AAPL');
  // The guest empties the watchlist (its five symbols, removed here at once) and comes back.
  await page.evaluate(() => localStorage.setItem('thinkstreet:guest:watchlist', '[]'));
  await page.reload();
  await page.getByRole('heading', { name: 'Trading simulator' }).waitFor();
  await expect
    .poll(() => page.getByTestId('position-AAPL').getByTestId('position-shares').textContent())
    .toBe('3');
  // The day's change is headed "Today", and its title says what it is.
  const today = page.getByRole('columnheader', { name: 'Today' });
  expect(await today.locator('[title]').getAttribute('title')).toMatch(
    /^Today's change in the value of this position/,
  );

  // An empty watchlist says what it is for and offers companies to add with one click; a company is
  // found by its name; an unknown one is said so.
  const watchlist = page.getByRole('region', { name: 'Watchlist' });
  await watchlist.getByText(/^A watchlist keeps an eye on companies you might buy/).waitFor();
  await watchlist.getByRole('button', { name: 'Add Apple AAPL to the watchlist' }).click();
  await watchlist.getByRole('button', { name: 'Remove AAPL from the watchlist' }).waitFor();
  const field = watchlist.getByLabel('Symbol to watch');
  await field.fill('microsoft');
  await field.press('Enter');
  await watchlist.getByRole('button', { name: 'Remove MSFT from the watchlist' }).waitFor();
  await field.fill('Acme Rockets');
  await field.press('Enter');
  await expect
    .poll(() => watchlist.getByRole('alert').textContent())
    .toBe(
      'We found no company or symbol called “Acme Rockets”. Type a symbol such as AAPL or a company name such as Apple.',
    );
  const afterTrip = 100000 - 10 * fill('buy', 10) + 10 * fill('sell', 10);
  await expect.poll(() => page.getByTestId('cash').textContent()).toBe(usd(afterTrip - 3 * fill('buy', 3)));
  await expect.poll(() => page.getByTestId('trade-row').count()).toBe(3);
  await page.getByRole('button', { name: 'Show candles' }).waitFor();
  const audit = await axe(page).include('#main').analyze();
  expect(audit.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  const stored = await page.evaluate(() => localStorage.getItem('thinkstreet:guest:portfolio'));
  expect(stored).toContain('"symbol":"AAPL"');
});

it('on a phone the ticket comes before the charts and positions show as cards', async () => {
  const { page, baseURL } = await browser.open({ mobile: true });
  await setServerTime(baseURL, OPEN);
  await page.clock.setFixedTime(OPEN);
  await enterAsGuest(page);
  const chartCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/PriceChart-[^/]+\.js$/.test(request.url())) chartCode.push(request.url());
  });
  await page.goto('/trade');
  await page.getByRole('heading', { name: 'Trading simulator' }).waitFor();
  await page.getByText('No positions yet').waitFor();
  // The chart, a screen below the first view, has not loaded its code or drawn with the page
  // (issue 14); the room it will take is kept, so nothing below it moves when it comes.
  const chart = page.locator('section[aria-labelledby="chart-title"]');
  expect(chartCode).toEqual([]);
  expect(await chart.getByRole('status').textContent()).toBe('Loading the chart');
  const roomAbove = () =>
    page.evaluate(
      () =>
        document.querySelector('#options-title')!.getBoundingClientRect().top -
        document.querySelector('#chart-title')!.getBoundingClientRect().top,
    );
  const roomBefore = await roomAbove();

  const ticketBox = await ticket(page).boundingBox();
  const chartBox = await page.getByRole('heading', { name: 'AAPL chart' }).boundingBox();
  expect(ticketBox!.y).toBeLessThan(chartBox!.y);
  // A learner with no positions finds the ticket straight after the account's summary, not under an
  // empty positions panel.
  const positionsBox = await page.getByRole('heading', { name: 'Positions', exact: true }).boundingBox();
  expect(ticketBox!.y).toBeLessThan(positionsBox!.y);
  // Nothing on a beginner's path has taught options yet: their chain and Greeks wait folded, under a
  // line saying what options are and where the course is.
  const options = page.getByRole('region', { name: 'AAPL options' });
  expect(await options.getByRole('button', { name: /^AAPL options/ }).getAttribute('aria-expanded')).toBe(
    'false',
  );
  expect(await options.getByRole('grid').count()).toBe(0);
  expect(
    await options
      .getByRole('link', { name: 'Learn them in the Options & Derivatives course' })
      .getAttribute('href'),
  ).toBe('/lessons/options-derivatives');
  expect(await placeOrder(page, { side: 'buy', shares: 2 })).toBe('Bought 2 AAPL');
  const card = page.getByTestId('position-card-AAPL');
  await card.waitFor();
  expect(await card.textContent()).toContain(`2 @ ${usd(fill('buy', 2))}`);
  // The laptop table's "Today" column is on the card too, with its title.
  const today = card.getByTestId('position-card-today');
  expect(await today.textContent()).toMatch(/^Today(\$0\.00|[+-]\$[\d,]+\.\d\d) \([+-]?\d+\.\d\d%\)$/);
  expect(await today.getByText('Today').getAttribute('title')).toMatch(/^Today's change in the value/);
  expect(await page.getByTestId('position-AAPL').isVisible()).toBe(false);

  // Scrolled towards, the chart loads its code once and draws where its room was kept.
  await chart.scrollIntoViewIfNeeded();
  await chart.getByRole('button', { name: 'Show candles' }).waitFor();
  await chart.locator('canvas').first().waitFor();
  expect(chartCode).toHaveLength(1);
  expect(await roomAbove()).toBe(roomBefore);

  // The ticket's selects show their whole choice: "Good till cancelled" was cut to "Good till canc" when
  // Order type and Time in force shared a row at 390 px.
  await ticket(page).getByLabel('Time in force').selectOption('gtc');
  const room = await ticket(page)
    .getByLabel('Time in force')
    .evaluate((el: HTMLSelectElement) => {
      const css = getComputedStyle(el);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${css.fontWeight} ${css.fontSize} ${css.fontFamily}`;
      const text = context.measureText(el.options[el.selectedIndex]!.text).width;
      // What is left for the text: the width inside the padding, less about 1.5em for the arrow.
      const inner = el.clientWidth - Number.parseFloat(css.paddingLeft) - Number.parseFloat(css.paddingRight);
      return inner - 1.5 * Number.parseFloat(css.fontSize) - text;
    });
  expect(room).toBeGreaterThan(0);
  await ticket(page).getByLabel('Time in force').selectOption('day');

  // Every control a finger taps is at least 44×44 px: the chart's ranges, a resting order's Cancel,
  // the advanced orders' selectors, the watchlist's Remove buttons and the folded panels' toggles.
  const far = Math.floor(AAPL * 50) / 100;
  expect(await placeOrder(page, { side: 'buy', shares: 1, type: 'limit', limit: far })).toBe(
    'Limit order placed for 1 AAPL; it waits for its price',
  );
  await page
    .getByRole('button', { name: /^Cancel/ })
    .first()
    .waitFor();
  await openFold(page, 'Advanced orders');
  await page.getByRole('form', { name: 'Advanced order' }).waitFor();
  expect(await smallTargets(page.locator('[data-touch-targets]'))).toEqual([]);
  // Nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

/** The order ticket's controls, the Symbol field first: where the next order starts. */
const TICKET = 'form[aria-label="Order ticket"]';
const TICKET_CONTROLS = {
  Symbol: `${TICKET} [role="combobox"]`,
  Side: `${TICKET} fieldset`,
  'Order type, Time in force': `${TICKET} select`,
  Quantity: `${TICKET} input[type="number"]`,
  Buy: `${TICKET} button[type="submit"]`,
};

for (const mobile of [false, true]) {
  it(`${mobile ? 'on a phone (390 × 844)' : 'on a laptop (1366 × 850)'} the toasts of a market order leave the ticket's Symbol field clear for the next order`, async () => {
    const { page, baseURL } = await browser.open({ mobile });
    if (!mobile) await page.setViewportSize({ width: 1366, height: 850 });
    await setServerTime(baseURL, OPEN);
    await page.clock.setFixedTime(OPEN);
    await enterAsGuest(page);
    await page.goto('/trade');
    await page.getByRole('heading', { name: 'Trading simulator' }).waitFor();
    // Buys 1 AAPL by a tap on a phone (a mouse resting over the toasts holds them, as react-hot-toast
    // does, and a phone has none), a click on a laptop, pressed where Buy is on screen (`reach`: scrolled
    // to first; Playwright's scrolling moves a button already on screen).
    const buyOne = async (reach = false) => {
      const button = ticket(page).getByRole('button', { name: 'Buy AAPL' });
      if (reach) await button.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      const box = (await button.boundingBox())!;
      if (mobile) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      else await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect.poll(() => ticket(page).getByTestId('order-result').textContent()).toBe('Bought 1 AAPL');
    };
    // The first trade closes the newcomer's guide above the summary: the page the learner trades on after.
    await ticket(page).getByLabel('Quantity (shares)').fill('1');
    await buyOne(true);
    await page.waitForFunction(() => document.querySelector('[data-rht-toaster]')!.children.length === 0);
    // The ticket as the learner has it on screen to buy again: on a laptop the page at its top, the
    // Symbol field under the summary and Buy at the screen's foot; on a phone scrolled to the ticket,
    // its Symbol field 180 px down, Buy above the tab bar. The toasts lay over the Symbol field on
    // both (a laptop: 276 to 397 over it at 365; a phone: 91 to 212 over it at 180).
    const symbol = ticket(page).getByRole('combobox', { name: 'Symbol' });
    await ticket(page).getByLabel('Quantity (shares)').fill('1');
    await page.evaluate(
      ([top, phone]) => {
        const field = document.querySelector('form[aria-label="Order ticket"] [role="combobox"]')!;
        window.scrollTo(0, phone ? field.getBoundingClientRect().top + window.scrollY - top : 0);
      },
      [180, mobile] as const,
    );
    const before = (await symbol.boundingBox())!;
    await buyOne();
    await page
      .getByRole('status')
      .filter({ hasText: /^\+\d+ XPTrade executed/ })
      .first()
      .waitFor();
    // The order was placed without the page moving: the field is where the learner left it.
    expect((await symbol.boundingBox())!.y).toBe(before.y);
    await page.screenshot({ path: `${SHOTS}/toasts-after-order-${mobile ? 'phone' : 'laptop'}.png` });
    // The Symbol field stays clear; on a laptop every control of the ticket does (the toasts stand
    // left of it, over the chart). A phone's ticket fills the screen under the summary: the stack
    // starts below the Symbol field there. The toasts' whole area is measured, not the toasts up at
    // the moment. The fill itself is said in the ticket, under Buy, and in no toast.
    expect(await page.locator('[data-rht-toaster]').getByText('Bought 1 AAPL').count()).toBe(0);
    await page.waitForFunction(() => document.querySelector('[data-rht-toaster]')!.children.length > 0);
    const under = () => underToastArea(page, mobile ? { Symbol: TICKET_CONTROLS.Symbol } : TICKET_CONTROLS);
    await expect.poll(under).toEqual([]);
  });
}

it('a guest sees before submit that a stop above the market sells at once, protects shares with a GTC stop and reads each refusal once', async () => {
  const { page, baseURL } = await browser.open();
  await page.setViewportSize({ width: 1366, height: 850 });
  await setServerTime(baseURL, OPEN);
  await page.clock.setFixedTime(OPEN);
  await enterAsGuest(page);
  await page.goto('/trade');
  await page.getByRole('heading', { name: 'Trading simulator' }).waitFor();
  expect(await placeOrder(page, { side: 'buy', shares: 8 })).toBe('Bought 8 AAPL');
  const form = ticket(page);

  // A quantity of 0 is said beside the field, not in a browser pop-up, and nothing is sent.
  await form.getByLabel('Quantity (shares)').fill('0');
  expect(await form.getByTestId('shares-error').textContent()).toContain('Shares must be a positive number');

  // A sell stop on shares held: Good till cancelled, said so.
  await pickSide(form, 'sell');
  await form.getByLabel('Order type').selectOption('stop');
  expect(await form.getByLabel('Time in force').inputValue()).toBe('gtc');
  await form.getByTestId('tif-defaulted').waitFor();

  // Above the market it triggers at once: the warning, the estimate and the button say so.
  await form.getByLabel('Quantity (shares)').fill('4');
  await form.getByLabel('Stop price ($)').fill(String(Math.ceil(AAPL * 1.2)));
  const atOnce = form.getByTestId('order-at-once');
  await expect
    .poll(() => atOnce.textContent())
    .toContain(`sells at once at about ${usd(fill('sell', 4))} a share`);
  expect(await form.getByTestId('estimated-cost').textContent()).toBe(usd(4 * fill('sell', 4)));
  await page.screenshot({ path: `${SHOTS}/stop-above-market.png` });
  await form.getByRole('button', { name: `Sell AAPL now at about ${usd(fill('sell', 4))}` }).click();
  await expect.poll(() => form.getByTestId('order-result').textContent()).toBe('Sold 4 AAPL');

  // Below the market it waits; Orders says it is a plain stop and where the stop-loss is.
  await form.getByLabel('Quantity (shares)').fill('4');
  await form.getByLabel('Stop price ($)').fill((Math.floor(AAPL * 90) / 100).toFixed(2));
  await form.getByRole('button', { name: 'Sell AAPL', exact: true }).click();
  await expect
    .poll(() => form.getByTestId('order-result').textContent())
    .toBe('Stop order placed for 4 AAPL; it waits for its price');
  const note = page.getByTestId('pending-stop-note');
  await expect.poll(() => note.textContent()).toContain('A plain stop order');
  expect(await page.getByTestId('pending-order').textContent()).toContain(' · Good till cancelled');
  await page.getByRole('link', { name: 'use Advanced orders' }).click();
  await expect
    .poll(() => page.getByRole('button', { name: /^Advanced orders/ }).getAttribute('aria-expanded'))
    .toBe('true');

  // Too big a buy: the refusal alone, in the spec's words with grouped money, and what the cash buys.
  await pickSide(form, 'buy');
  await form.getByLabel('Order type').selectOption('market');
  await form.getByLabel('Quantity (shares)').fill('1000');
  const refusal = form.getByTestId('order-preview-error');
  await expect
    .poll(() => refusal.textContent(), { timeout: 5000 })
    .toMatch(/^Insufficient funds\. Need \$\d{3},\d{3}\.\d\d, have \$[\d,]+\.\d\d/);
  expect(await form.getByTestId('order-afford').textContent()).toMatch(/^You can afford \d+ shares of AAPL/);
  expect(await form.getByTestId('order-warning').count()).toBe(0);
  await page.screenshot({ path: `${SHOTS}/insufficient-funds.png` });
  const audit = await axe(page).include('form[aria-label="Order ticket"]').analyze();
  expect(audit.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
});

it('a guest Day order placed on a Saturday says it would expire before Monday, and once expired stays in view', async () => {
  // Saturday 14 Mar 2026, 3 PM New York.
  const SATURDAY = new Date('2026-03-14T19:00:00Z');
  const { page, baseURL } = await browser.open();
  await page.setViewportSize({ width: 1366, height: 850 });
  await setServerTime(baseURL, SATURDAY);
  await page.clock.setFixedTime(SATURDAY);
  await enterAsGuest(page);
  await page.goto('/trade');
  await page.getByRole('heading', { name: 'Trading simulator' }).waitFor();
  const form = ticket(page);
  await form.getByLabel('Order type').selectOption('limit');
  await form.getByLabel('Quantity (shares)').fill('1');
  await form.getByLabel('Limit price ($)').fill('100.00');
  expect(await form.getByTestId('day-order-closed').textContent()).toBe(
    'The market is closed until Mon 16 Mar, 09:30 New York. A Day order expires 24 hours after it is placed (Sun 15 Mar, 15:00 New York), before the market opens, so it would never fill: choose Good till cancelled to keep it for the next session.',
  );
  await form.getByRole('button', { name: 'Buy AAPL' }).click();
  await page.getByTestId('pending-order').waitFor();
  await page.screenshot({ path: `${SHOTS}/day-order-saturday.png` });

  // Monday morning: the order expired on Sunday, and the panel says so instead of forgetting it.
  const MONDAY = new Date('2026-03-16T14:00:00Z');
  await setServerTime(baseURL, MONDAY);
  await page.clock.setFixedTime(MONDAY);
  await page.reload();
  await page.getByRole('heading', { name: 'Trading simulator' }).waitFor();
  const ended = page.getByTestId('ended-order');
  await ended.waitFor();
  expect(await page.getByTestId('pending-order').count()).toBe(0);
  expect(await ended.textContent()).toMatch(
    /^BUY 1 AAPL · limit \$100\.00 · DayExpired: not filled within 24 hours \(a Day order\)/,
  );
  await ended.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/day-order-expired.png` });
});
