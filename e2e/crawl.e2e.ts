import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { setServerTime, squeezedIcons, useBrowser } from './browser';
import { answerPersonalise, enterAsGuest, signUpInBrowser } from './session';

// The crawl of issue 17: every route, every tab, every chart range, several symbols and every
// panel, as a guest and as a signed-up learner, on a laptop and on a phone. Each page is left by
// the app's own navigation. Any uncaught page error or console error fails the crawl: that is how
// a chart that crashed on its second range went unnoticed.

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();

// A Wednesday, 10:30 in New York: the market is open, quotes are steady under the fixed clock.
const OPEN = new Date('2026-03-11T14:30:00Z');
const RANGES = ['1D', '5D', '1M', '3M', '6M', '1Y', '5Y'];
const BARE = ['/', '/login', '/signup', '/terms', '/privacy', '/about', '/no-such-page'];

/** Collects every uncaught error and console error of a page, with where it happened. */
function watch(page: Page): { errors: string[]; where: (step: string) => void } {
  const errors: string[] = [];
  let step = 'start';
  page.on('pageerror', (e) => errors.push(`[${step}] pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`[${step}] console: ${m.text()}`);
  });
  return {
    errors,
    where: (s) => {
      step = s;
    },
  };
}

/** The page's main heading has rendered, and no error screen stands in its place. */
async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  expect(await page.getByText('Oops! Something went wrong').count()).toBe(0);
  expect(await page.getByText('Something went wrong', { exact: true }).count()).toBe(0);
  // No number the page shows came out of a division by zero or a missing field.
  // biome-ignore lint/performance/useDomNodeTextContent: the text a learner sees, not the scripts' source
  const shown = await page.locator('body').innerText();
  expect(shown.match(/\b(NaN|Infinity|undefined)\b|\[object Object\]/g) ?? []).toEqual([]);
  // Nor a negative zero (-0.000, -$0.00): a figure that rounds to nothing has no sign.
  expect(shown.match(/(?<![\w.-])-\$?0(\.0+)?(?![\d.])/g) ?? []).toEqual([]);
  // No icon squeezed out of square by the text beside it.
  expect(await squeezedIcons(page)).toEqual([]);
  // Nothing pushes the page sideways, on a phone or a laptop.
  expect(
    // A phone's layout viewport grows with its content: compare with the screen, not innerWidth.
    (await page.evaluate(() => document.documentElement.scrollWidth)) - (page.viewportSize()?.width ?? 0),
  ).toBeLessThanOrEqual(0);
}

/** Opens every closed disclosure (a button with aria-expanded=false, a closed <details>) in a region. */
async function openEveryPanel(page: Page, region: Locator): Promise<void> {
  const summaries = region.locator('details:not([open]) > summary');
  for (let i = await summaries.count(); i > 0; i--) await summaries.first().click();
  const toggles = region.locator('button[aria-expanded="false"]:visible');
  const n = await toggles.count();
  for (let i = 0; i < n; i++) {
    const toggle = toggles.nth(0);
    if (!(await toggle.isVisible())) break;
    await toggle.click();
    // A dialog opened by the toggle is closed again before the next one.
    if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
  }
}

/** The navigation the learner sees: the tab bar on a laptop, the bottom row on a phone. */
const nav = (page: Page, mobile: boolean) =>
  page.getByRole('navigation', { name: mobile ? 'Primary' : 'Main' });

async function crawlTrading(page: Page, where: (s: string) => void): Promise<void> {
  where('simulator');
  await page.getByRole('heading', { name: 'Trading simulator' }).waitFor();
  const chart = page.locator('section[aria-labelledby="chart-title"]');
  // On a phone the chart loads once the learner scrolls towards it.
  await chart.scrollIntoViewIfNeeded();
  await chart.getByRole('button', { name: 'Show candles' }).waitFor();
  for (const range of RANGES) {
    where(`simulator range ${range}`);
    await chart.getByRole('button', { name: range, exact: true }).click();
    await expect
      .poll(() => chart.getByRole('button', { name: range, exact: true }).getAttribute('aria-pressed'))
      .toBe('true');
    await chart.locator('[aria-busy="true"], [role="status"]').first().waitFor({ state: 'detached' });
  }
  where('simulator candles');
  await chart.getByRole('button', { name: 'Show candles' }).click();
  // How to read them, for the range last chosen (5Y: one candle a week).
  await chart.getByText(/^Each candle is a week of trading\./).waitFor();
  await chart.getByRole('button', { name: 'Show line' }).click();

  const symbol = page.getByRole('form', { name: 'Order ticket' }).getByRole('combobox', { name: 'Symbol' });
  where('simulator search result');
  await symbol.fill('micro');
  await page.getByRole('option', { name: /MSFT/ }).click();
  await page.getByRole('heading', { name: 'MSFT chart' }).waitFor();
  await chart.getByRole('button', { name: '5D', exact: true }).click();

  where('simulator Enter in the Symbol box');
  await symbol.fill('TSLA');
  await symbol.press('Escape');
  await symbol.press('Enter');
  await page.getByRole('heading', { name: 'TSLA chart' }).waitFor();

  where('simulator watchlist row');
  await page
    .getByRole('list', { name: 'Watched symbols' })
    .getByRole('button', { name: 'GOOGL', exact: true })
    .click();
  await page.getByRole('heading', { name: 'GOOGL chart' }).waitFor();
  await chart.getByRole('button', { name: '1Y', exact: true }).click();
  await expect
    .poll(() => chart.getByRole('button', { name: '1Y', exact: true }).getAttribute('aria-pressed'))
    .toBe('true');

  where('simulator panels');
  await openEveryPanel(page, page.locator('#main'));
  const leaderboard = page.locator('section[aria-labelledby="leaderboard-title"]');
  for (const period of ['Day', 'Week', 'Month', 'All time']) {
    const button = leaderboard.getByRole('button', { name: period, exact: true });
    if (await button.isVisible()) await button.click();
  }
  await settled(page);
}

async function crawlDashboard(page: Page, where: (s: string) => void): Promise<void> {
  where('dashboard panels');
  await page.locator('#main h1').waitFor();
  await page.getByRole('status', { name: 'Loading your dashboard' }).waitFor({ state: 'detached' });
  await openEveryPanel(page, page.locator('#main'));
  await settled(page);
}

async function crawlLesson(page: Page, where: (s: string) => void): Promise<void> {
  where('lesson');
  await page.getByRole('button', { name: 'Close lesson' }).waitFor();
  for (let i = 0; i < 3; i++) {
    const choice = page.locator('[data-choice]').first();
    if (await choice.isVisible()) await choice.click();
    // Not the header's "Start over" (shown from the second page), whose confirmation would cover it.
    const next = page.getByRole('button', { name: /^(Next|Start)(?! over)/ }).first();
    if (!(await next.isEnabled())) break;
    await next.click();
  }
  await page.getByRole('button', { name: 'Close lesson' }).click();
  await page.getByRole('heading', { name: 'Courses', level: 1 }).waitFor();
}

async function crawl(page: Page, mobile: boolean, where: (s: string) => void): Promise<void> {
  await answerPersonalise(page, { learningStyle: 'stories' });
  for (const path of BARE) {
    where(path);
    await page.goto(path);
    await settled(page);
  }
  where('/dashboard');
  await page.goto('/dashboard');
  await settled(page);

  // Every tab, reached by the navigation; the Simulator and the Dashboard crawled in depth.
  const links = nav(page, mobile).getByRole('link');
  const targets = (await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))).filter(
    (href) => href !== '/',
  );
  expect(targets.length).toBeGreaterThan(1);
  for (const href of targets) {
    where(`tab ${href}`);
    await nav(page, mobile).locator(`a[href="${href}"]`).click();
    await page.waitForURL((url) => url.pathname === href);
    await settled(page);
    if (href === '/trade') await crawlTrading(page, where);
    if (href === '/dashboard') await crawlDashboard(page, where);
  }

  // The account menu's own links.
  where('account menu');
  const menu = page.getByRole('button', { name: /account menu|Exit guest mode/i }).first();
  if ((await menu.getAttribute('aria-expanded')) === 'false') {
    await menu.click();
    await page.keyboard.press('Escape');
  }

  // A lesson opened from the course list, then closed back to it; then the Simulator again.
  where('library to lesson');
  await nav(page, mobile).locator('a[href="/library"]').click();
  await page.getByRole('heading', { name: 'Courses', level: 1 }).waitFor();
  await page.getByRole('searchbox', { name: 'Search courses' }).fill('tulip');
  await page.getByRole('link', { name: /Tulip/ }).first().click();
  await crawlLesson(page, where);
  where('back to the simulator');
  await nav(page, mobile).locator('a[href="/trade"]').click();
  await page.getByRole('heading', { name: 'Trading simulator' }).waitFor();
  const chart = page.locator('section[aria-labelledby="chart-title"]');
  await chart.scrollIntoViewIfNeeded();
  await chart.getByRole('button', { name: '6M', exact: true }).click();
  where('leaving the simulator');
  await nav(page, mobile).locator('a[href="/library"]').click();
  await page.getByRole('heading', { name: 'Courses', level: 1 }).waitFor();
  await settled(page);
}

// Each crawl visits every page, so it is given three times a journey's usual minute: on a busy
// 2-core machine a full crawl has taken just over 60 s.
const CRAWL_MS = 180_000;

// The same crawl as a guest and as a learner who signed up: only the way in differs. Two crawls
// cover both ways in and both sizes: a guest on a phone (the most common first visit) and a learner on
// a laptop. The other two pairings repeated what these cover (48 s of the journeys' time); every
// route is still checked in all four by the accessibility sweeps.
const CRAWLS: readonly {
  who: string;
  mobile: boolean;
  enter: (page: Page, baseURL: string) => Promise<unknown>;
}[] = [
  { who: 'a guest', mobile: true, enter: (page) => enterAsGuest(page) },
  {
    who: 'a signed-up learner',
    mobile: false,
    enter: (page, baseURL) => signUpInBrowser(page, baseURL, 'Crawl Learner'),
  },
];

for (const { who, mobile, enter } of CRAWLS) {
  const size = mobile ? 'a phone' : 'a laptop';
  it(
    `${who} on ${size} crawls every page, tab, chart range, symbol and panel without an error`,
    async () => {
      const { page, baseURL } = await browser.open({ mobile });
      if (!mobile) await page.setViewportSize({ width: 1366, height: 850 });
      await setServerTime(baseURL, OPEN);
      await page.clock.setFixedTime(OPEN);
      const { errors, where } = watch(page);
      await enter(page, baseURL);
      await crawl(page, mobile, where);
      expect(errors).toEqual([]);
    },
    CRAWL_MS,
  );
}
