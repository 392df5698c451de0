import { expect, it } from 'vitest';
import { catalogueIds, getLesson } from '../src/content/catalogue';
import { pageErrors, useBrowser } from './browser';
import { walkLesson } from './lesson-walk';
import { enterAsGuest } from './session';

// Every page of every lesson on a phone: none is wider than the screen, no icon is squeezed out of
// square, every S&P 500 chart and story chart draws, and a table wider than the phone scrolls in its
// own box, saying it goes on until it is scrolled to its end. (Moved here from first-steps.e2e.ts,
// whose longest test it was; new-lessons.e2e.ts reads the added lessons on a laptop, with axe on
// their chart pages.)

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();

const PHONE_WIDTH = 390;

it('on a phone no page of any lesson is wider than the screen; wide tables scroll in their own box', async () => {
  const { page } = await browser.open({ mobile: true });
  // Without the page-turn animation each page is final as soon as it shows.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const errors = pageErrors(page);
  await enterAsGuest(page);
  let pages = 0;
  let widerTables = 0;
  let charts = 0;
  let storyCharts = 0;
  let answered = 0;
  const walked = catalogueIds;
  for (const id of walked) {
    // The first lesson by loading the app, the others as a link in the app opens them: the router
    // follows history.pushState (a full load of the app for each lesson was a third of the time).
    if (id === walked[0]) await page.goto(`/lessons/${id}`);
    else await page.evaluate((path) => history.pushState(null, '', path), `/lessons/${id}`);
    // Page 1: the last lesson's page, till the next one replaces it, is its last.
    await page.getByText(/^Page 1 of \d+$/).waitFor();
    // Screenshots (E2E_SHOTS=1) of the first table, as it first shows.
    const shoot = id === 'bank-runs-1929' && !!process.env.E2E_SHOTS;
    const read = await walkLesson(page, {
      maxWidth: PHONE_WIDTH,
      ...(shoot && {
        pauseAt: 'table',
        onPause: () =>
          page.screenshot({ path: '/tmp/shots/first-steps/lesson-table-phone.png' }).then(() => {}),
      }),
    });
    expect(read.problems, id).toEqual([]);
    pages += read.pages;
    widerTables += read.widerTables;
    charts += read.charts;
    storyCharts += read.storyCharts;
    answered += read.decisions + read.questions;
  }
  expect(walked.length).toBeGreaterThan(20);
  expect(widerTables).toBeGreaterThan(0);
  // technical-analysis alone has two.
  expect(charts).toBeGreaterThanOrEqual(2);
  // Every story's chart page was reached and drew at phone width (story-charts.e2e.ts checks their
  // markers on a laptop).
  const chartPages = walked.flatMap((id) => getLesson(id)?.pages.filter((p) => p.type === 'chart') ?? []);
  expect(chartPages.length).toBeGreaterThan(10);
  expect(storyCharts).toBe(chartPages.length);
  expect(errors).toEqual([]);
  // The walk made choices and answered questions (else Next stayed shut on those pages).
  expect(answered).toBeGreaterThan(walked.length);
  expect(pages).toBeGreaterThan(walked.length * 5);
}, 240_000);

it('on a phone a tap on a key term shows its definition, and a second tap hides it', async () => {
  const { page } = await browser.open({ mobile: true });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await enterAsGuest(page);
  await page.goto('/lessons/tulip-mania');
  await page.getByText(/^Page 1 of \d+$/).waitFor();
  await page.getByRole('button', { name: /^Next/ }).click();
  const chip = page
    .getByRole('complementary', { name: 'Key terms' })
    .getByRole('button', { name: 'Guilder' });
  const definition = page
    .getByRole('tooltip')
    .filter({ hasText: /main unit of money in the Dutch Republic/ });
  await chip.tap();
  await definition.waitFor();
  // Still open once the tap's focus and click have both landed.
  await page.waitForTimeout(400);
  expect(await definition.count()).toBe(1);
  await chip.tap();
  await definition.waitFor({ state: 'detached' });
}, 60_000);
