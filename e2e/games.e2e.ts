import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { axisLabels, seriousViolations, smallTargets, useBrowser } from './browser';
import { enterAsGuest, signUpInBrowser } from './session';

// The crisis games (issue 11): a learner plays a game to its end on desktop and phone and compares
// it with buy-and-hold; the 3D street renders a frame in software WebGL; the hub and a game are axe
// clean.

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser({ webgl: true });
const SHOTS = '/tmp/shots/games';
mkdirSync(SHOTS, { recursive: true });

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

/**
 * The end screen's results table, scrolled up to just under the app's header as a learner does to
 * read it while the game's XP and achievement toasts (3 s and 8 s) are still up: where the toasts'
 * area then starts, against the table's bottom edge, and whether a toast shown lies over it.
 */
async function toastsWhileReadingTheTable(page: Page) {
  const table = page.locator('table').filter({ has: page.getByTestId('result-you') });
  await table.evaluate((t) => {
    const header = document.querySelector('header')!.getBoundingClientRect().bottom;
    window.scrollBy(0, t.getBoundingClientRect().top - header - 8);
  });
  // The area follows a scroll on the next frame, React draws it on the one after: until then it is
  // where the page's top put it, which may happen to be below the table.
  await page.evaluate(
    () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50)))),
  );
  const where = () =>
    table.evaluate((t) => {
      const r = t.getBoundingClientRect();
      const toasts = [...document.querySelectorAll('[data-rht-toaster] [role="status"]')].map((el) =>
        el.getBoundingClientRect(),
      );
      return {
        areaBelowTable: document.querySelector('[data-rht-toaster]')!.getBoundingClientRect().top >= r.bottom,
        toastsOverTable: toasts.filter((b) => b.top < r.bottom && r.top < b.bottom).length,
      };
    });
  await expect.poll(where).toEqual({ areaBelowTable: true, toastsOverTable: 0 });
}

/** The game's equity chart. */
const equityChart = (page: Page) => page.getByRole('figure', { name: /^Portfolio value in dollars/ });

it('a guest plays the COVID crash to the end on a desktop and sees it against buy-and-hold', async () => {
  const { page } = await browser.open();
  const errors = watchErrors(page);
  await enterAsGuest(page);
  await page.goto('/games');
  await page.getByRole('heading', { name: 'Crisis games' }).waitFor();
  expect(await page.locator('[data-testid^="game-"]').count()).toBe(5);
  expect(await seriousViolations(page, '#main')).toEqual([]);

  await page.getByTestId('game-covid-2020').getByRole('link', { name: /^Play/ }).click();
  await page.waitForURL('**/games/covid-2020');
  await page.getByTestId('game-date').getByText('Wednesday 19 February 2020').waitFor();
  expect(await page.title()).toBe('The COVID Crash · ThinkStreet');
  // On the first date every line is at $100,000: its axis still reads five different amounts.
  expect(await axisLabels(equityChart(page), 'yAxis')).toEqual([
    '$99.0k',
    '$99.5k',
    '$100.0k',
    '$100.5k',
    '$101.0k',
  ]);
  // Its dates read as the news does, day first as everywhere in the app, not as ISO dates.
  expect(await axisLabels(equityChart(page), 'xAxis')).toEqual(['19 Feb 2020']);
  expect(await seriousViolations(page, '#main')).toEqual([]);

  // A decision, then undo it before it is confirmed: the clock goes back a date.
  await page.getByLabel('Amount ($)').fill('10000');
  await page.getByRole('button', { name: 'Sell', exact: true }).click();
  await page.getByTestId('game-step').getByText('Step 1 of 32').waitFor();
  await page.getByRole('button', { name: 'Undo last step' }).click();
  await page.getByTestId('game-step').getByText('Step 0 of 32').waitFor();
  expect(await page.getByRole('button', { name: 'Undo last step' }).isDisabled()).toBe(true);
  // A buy above the cash says so however large it is; 0 or less gets a hint under the field.
  await page.getByLabel('Amount ($)').fill('99999999');
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  await page.getByText('Not enough cash for this purchase: you have $10,000 in cash').waitFor();
  await page.getByLabel('Amount ($)').fill('-500');
  await page.getByTestId('amount-hint').getByText('Enter an amount above $0 to buy or sell.').waitFor();
  expect(await page.getByRole('button', { name: 'Buy', exact: true }).isDisabled()).toBe(true);
  await page.getByTestId('game-step').getByText('Step 0 of 32').waitFor();

  // Hold through the first days, sell everything in the panic of 12 March, buy back later.
  const hold = page.getByRole('button', { name: 'Hold and go to the next date' });
  while (!(await page.getByTestId('game-date').textContent())?.includes('12 March')) await hold.click();
  await page
    .getByTestId('news-today')
    .getByText(/worst day since 1987/)
    .waitFor();
  await page.getByRole('button', { name: 'Sell everything for cash' }).click();
  const amounts = await axisLabels(equityChart(page), 'yAxis');
  expect(new Set(amounts).size, amounts.join(' ')).toBe(amounts.length);
  const dates = await axisLabels(equityChart(page), 'xAxis');
  expect(new Set(dates).size, dates.join(' | ')).toBe(dates.length);
  for (const d of dates) expect(d).toMatch(/^\d{1,2} (Feb|Mar) 2020$/);
  while (!(await page.getByTestId('game-date').textContent())?.includes('24 March')) await hold.click();
  await page.getByRole('button', { name: 'Back to the starting mix' }).click();
  await page.getByRole('button', { name: 'Hold to the end' }).click();
  await page.getByRole('button', { name: 'Finish the game' }).click();

  const results = page.getByTestId('game-results');
  await results.waitFor();
  // The XP toast for finishing starts below the header (and the beta notice above it), not over the nav.
  const xpToast = page
    .getByRole('status')
    .filter({ hasText: /^\+\d+ XP/ })
    .first();
  await xpToast.waitFor();
  const headerBottom = await page
    .locator('header')
    .first()
    .evaluate((h) => h.getBoundingClientRect().bottom);
  expect((await xpToast.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
  // Nor over the page's top with the results table low on the screen: below the 3D street's link.
  const street = (await page.getByRole('link', { name: 'Watch it on 3D Wall Street' }).boundingBox())!;
  expect((await xpToast.boundingBox())!.y).toBeGreaterThanOrEqual(street.y + street.height);
  // Scrolled down to the results table, the toasts start below it (they lay over its rows).
  await toastsWhileReadingTheTable(page);
  await page.getByTestId('result-hold').getByText('Buy and hold').waitFor();
  await page.getByTestId('result-bottom').getByText('Sold at the bottom').waitFor();
  expect(await page.getByTestId('versus-hold').textContent()).toMatch(
    /(than|the same as) buying and holding the starting portfolio/,
  );
  expect(await page.getByTestId('share-text').textContent()).toContain('buy-and-hold:');
  // The result says plainly whether the game's goal (finish ahead of the index) was met.
  expect(await page.getByTestId('goal-result').textContent()).toMatch(
    /^Goal (met: you|not met: you did not) finish(ed)? ahead of the S&P 500 \([+-][\d.]+% against [+-][\d.]+%\)\.$/,
  );
  await results.getByText('Sold everything for cash').waitFor();
  await results.getByRole('link', { name: 'Read the lesson on this crisis' }).waitFor();
  expect(await seriousViolations(page, '#main')).toEqual([]);

  // The result stays in the browser and the hub shows the best score; finishing earned XP.
  await page.goto('/games');
  await page.getByTestId('best-covid-2020').getByText('Best score').waitFor();
  await page.goto('/dashboard');
  await page.getByText('Played The COVID Crash').first().waitFor();
  expect(errors).toEqual([]);
});

it('a signed-in learner finishes a game on a phone; the server scores it and ranks them', async () => {
  const { page, baseURL } = await browser.open({ mobile: true });
  const errors = watchErrors(page);
  const { token } = await signUpInBrowser(page, baseURL, 'Games Phone');
  await page.goto('/games/covid-2020');
  await page.getByTestId('game-date').waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Reflow (WCAG 1.4.10): at 320 CSS px the page still does not scroll sideways; the holdings table
  // and the buy-or-sell row fit or scroll in their own box.
  await page.setViewportSize({ width: 320, height: 640 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 390, height: 844 });
  // A refused buy is said under Buy, on screen with the button pressed, and in no toast: a toast lay
  // over the top of "Your decision for today" (and, before that, over the game's clock) for 4 s.
  await page.getByLabel('Amount ($)').fill('99999999');
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  const refusal = page.getByTestId('decision-refused');
  await refusal.getByText(/^Not enough cash for this purchase/).waitFor();
  expect(await refusal.getAttribute('role')).toBe('alert');
  const box = (await refusal.boundingBox())!;
  const tabs = (await page.getByRole('navigation', { name: 'Primary' }).boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(tabs.y);
  expect(
    await page
      .locator('[data-rht-toaster]')
      .getByText(/^Not enough cash/)
      .count(),
  ).toBe(0);
  await page.screenshot({ path: `${SHOTS}/refusal-phone.png` });
  await page.getByLabel('Amount ($)').fill('5000');
  expect(await refusal.textContent()).toBe('');
  await page.getByRole('button', { name: '60% index, 40% bonds' }).click();
  for (let i = 0; i < 5; i++)
    await page.getByRole('button', { name: 'Hold and go to the next date' }).click();
  await page.getByRole('button', { name: 'Hold to the end' }).click();
  await page.getByRole('button', { name: 'Finish the game' }).click();
  await page.getByTestId('game-results').waitFor();
  // On a phone too the toasts keep clear of the results table once the learner scrolls to it.
  await page
    .getByRole('status')
    .filter({ hasText: /^\+\d+ XP/ })
    .first()
    .waitFor();
  await toastsWhileReadingTheTable(page);
  await page.getByTestId('result-hold').waitFor();
  await page.getByText(/^Place \d+ on the leaderboard$/).waitFor();
  const shown = Number((await page.getByTestId('score').textContent())?.replace(/,/g, ''));
  const list = (await (
    await fetch(`${baseURL}/api/games`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { games: { id: string; best: { score: number } | null }[] };
  expect(list.games.find((g) => g.id === 'covid-2020')?.best?.score).toBe(shown);
  await page.getByText('(you)').first().waitFor();
  // The anonymous name beside "(you)" is explained where it appears.
  await page
    .getByTestId('anonymous-name')
    .getByText(/^“Trader [0-9A-F]{4}” is the anonymous name/)
    .waitFor();
  // The tutor's button steps aside while the learner reads down the results, and at the page's end
  // it sits between the last content and the tab bar, covering neither.
  const tutorButton = page.getByRole('button', { name: 'Ask the tutor' });
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 200);
  await expect.poll(() => tutorButton.getAttribute('data-away')).toBe('true');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => tutorButton.getAttribute('data-away')).toBeNull();
  // Polled: the button slides back in (200 ms).
  // Each look starts from the page's end again: the end screen can still grow below (its charts and
  // decisions drawn after the scroll), which left the page short of its end and the check false.
  const clear = () =>
    page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      const button = document.querySelector('button[aria-label="Ask the tutor"]')!.getBoundingClientRect();
      const tabs = document.querySelector('nav[aria-label="Primary"]')!.getBoundingClientRect();
      const last = [...document.querySelectorAll('#main *')].at(-1)!.getBoundingClientRect();
      return { aboveTabs: button.bottom <= tabs.top, belowContent: last.bottom <= button.top };
    });
  await expect.poll(clear).toEqual({ aboveTabs: true, belowContent: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(errors).toEqual([]);
});

it('on a phone every control of the hub, a game, its end screen and the 3D street fits a finger (44 px)', async () => {
  const { page } = await browser.open({ mobile: true });
  const errors = watchErrors(page);
  await enterAsGuest(page);
  const main = page.locator('#main');
  await page.goto('/games');
  await page.getByRole('heading', { name: 'Crisis games' }).waitFor();
  // The leaderboard fold is a whole row to tap, not the word; open, its board shows.
  const fold = page.getByTestId('game-covid-2020').locator('summary');
  expect((await fold.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await fold.click();
  const card = page.getByTestId('game-covid-2020');
  await card.locator('table, :text("No one has finished this game yet")').first().waitFor();
  expect(await smallTargets(main)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/e2e-hub-phone.png`, fullPage: true });

  // A game on Black Monday: it has the era's insurance switch besides the buy, sell and rebalance rows.
  await page.getByTestId('game-black-monday-1987').getByRole('link', { name: /^Play/ }).click();
  await page.getByTestId('game-date').waitFor();
  await page.getByRole('button', { name: 'Turn insurance on and go to the next date' }).waitFor();
  expect(await smallTargets(main)).toEqual([]);
  // Buy and Sell are full-width rows on a phone, the amount field as tall as a finger.
  const buy = page.getByRole('button', { name: 'Buy', exact: true });
  expect((await buy.boundingBox())!.width).toBeGreaterThan(300);
  await page.getByLabel('Amount ($)').fill('1000');
  await buy.click();
  await page.getByTestId('game-step').getByText('Step 1 of 47').waitFor();
  // Undo is enabled now, and still measures 44 px.
  expect(await smallTargets(main)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/e2e-game-phone.png`, fullPage: true });

  await page.getByRole('button', { name: 'Hold to the end' }).click();
  await page.getByRole('button', { name: 'Finish the game' }).waitFor();
  expect(await smallTargets(main)).toEqual([]);
  await page.getByRole('button', { name: 'Finish the game' }).click();
  await page.getByTestId('game-results').waitFor();
  await page.getByTestId('result-hold').waitFor();
  expect(await smallTargets(main)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/e2e-end-phone.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The 3D street is full screen (no #main): its header and footer controls are measured.
  await page.goto('/games/black-monday-1987/3d');
  await page.getByRole('button', { name: 'Hold, next date' }).waitFor();
  expect(await smallTargets(page.locator('body'))).toEqual([]);
  // The day's headline sits under the date and figures, not over them.
  const headline = page.getByText(/^The Dow closes at a record/);
  await headline.waitFor();
  const figures = await page.getByTestId('street-date').locator('..').boundingBox();
  expect((await headline.boundingBox())!.y).toBeGreaterThanOrEqual(figures!.y + figures!.height);
  expect(errors).toEqual([]);
});

it('the 3D street renders a frame of the running game in headless Chromium, without page errors', async () => {
  for (const mobile of [false, true]) {
    const { page } = await browser.open({ mobile });
    const errors = watchErrors(page);
    await enterAsGuest(page);
    await page.goto('/games/black-monday-1987/3d');
    const street = page.locator('[data-testid=street]');
    await page.locator('[data-testid=street][data-rendered=true]').waitFor({ timeout: 30_000 });
    expect(await street.getAttribute('data-mode')).toBe('3d');
    expect(await page.locator('canvas').count()).toBe(1);
    // Full screen: no tab bar.
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    // The same engine: holding in the street moves the game's clock, and Black Monday brings a storm.
    for (let i = 0; i < 12; i++) await page.getByRole('button', { name: 'Hold, next date' }).click();
    await page.getByTestId('street-date').getByText('19 Oct 1987').waitFor();
    expect(await street.getAttribute('data-weather')).toBe('storm');
    await page.goto('/games/black-monday-1987');
    await page.getByTestId('game-step').getByText('Step 12 of 47').waitFor();
    expect(errors).toEqual([]);
  }
});

it('shows the flat street, already playable, while the 3D code is on its way', async () => {
  const { page } = await browser.open({ mobile: true });
  const errors = watchErrors(page);
  // Hold the scene's chunk (three.js) back until the flat street has been used.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/Street3D-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await enterAsGuest(page);
  await page.goto('/games/black-monday-1987/3d');
  const loading = page.getByTestId('street-loading');
  await loading.getByTestId('street-flat').waitFor();
  await loading.getByRole('status').getByText('Building the 3D street…').waitFor();
  await page.getByRole('button', { name: 'Hold, next date' }).click();
  await page.getByText('Step 1 of 47').waitFor();
  release();
  await page.locator('[data-testid=street][data-rendered=true]').waitFor({ timeout: 30_000 });
  expect(await page.locator('[data-testid=street]').getAttribute('data-mode')).toBe('3d');
  expect(await loading.count()).toBe(0);
  expect(await page.locator('canvas').count()).toBe(1);
  expect(errors).toEqual([]);
});

it('falls back to a flat street without WebGL, and respects reduced motion', async () => {
  const { page, context } = await browser.open();
  const errors = watchErrors(page);
  await context.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      kind: string,
      ...rest: unknown[]
    ) {
      if (kind.startsWith('webgl')) return null;
      return (original as (...a: unknown[]) => unknown).call(this, kind, ...rest);
    } as typeof original;
  });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await enterAsGuest(page);
  await page.goto('/games/crash-1929/3d');
  await page.getByTestId('street-flat').waitFor();
  expect(await page.locator('[data-testid=street]').getAttribute('data-mode')).toBe('flat');
  expect(errors).toEqual([]);
});

it('the crisis-simulator course opens the 3D Wall Street', async () => {
  const { page } = await browser.open();
  await enterAsGuest(page);
  await page.goto('/lessons/crisis-simulator');
  await page.waitForURL('**/games/crash-1929/3d');
  await page.getByRole('heading', { name: /3D Wall Street/ }).waitFor({ state: 'attached' });
});
