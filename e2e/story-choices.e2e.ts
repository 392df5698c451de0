import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations, useBrowser } from './browser';
import { enterAsGuest, readToTheEnd } from './session';

// Choices carry forward (issue 19 point 2), on two converted stories: a later decision and the
// ending table read the figures the reader's own choices set, and another set of choices shows
// other figures. Desktop and phone, axe clean. Set SHOTS_DIR to keep screenshots of the pages
// that read the state; set STORY_SHOTS=all to also shoot the ending of every story this branch
// converted (first choice everywhere).

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();
const shots = process.env.SHOTS_DIR;

const endingFigures = (page: Page) => page.getByTestId('ending-yours').allTextContents();

describe.each([
  ['desktop', false, { width: 1366, height: 850 }],
  ['phone', true, { width: 390, height: 844 }],
] as const)('on a %s', (label, mobile, viewport) => {
  const open = async (id: string) => {
    const { page } = await browser.open({ mobile });
    await page.setViewportSize(viewport);
    // Without the page-turn animation each page is final as soon as it shows; the choices, not the
    // motion, are under test (a fixed 400 ms wait a page stood in for this).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await enterAsGuest(page);
    await page.goto(`/lessons/${id}`);
    await page.getByText('Page 1 of').waitFor();
    if (shots) mkdirSync(shots, { recursive: true });
    return page;
  };
  const shoot = async (page: Page, name: string) => {
    if (shots) await page.screenshot({ path: `${shots}/${name}-${label}.png`, fullPage: true });
  };

  it('GameStop: calls bought on 22 January reach the 29 January decision and the ending', async () => {
    const page = await open('gamestop-squeeze-2021');
    const { taken } = await readToTheEnd(page, async () => {
      if (await page.locator('[data-choice="sell-half"]').isVisible()) {
        await expect.poll(() => page.getByText('four call contracts').count()).toBeGreaterThan(0);
        await expect.poll(() => page.getByText('about $90,000').count()).toBeGreaterThan(0);
        expect(await page.getByText('Maya’s 30 shares').count()).toBe(0);
        await shoot(page, 'gamestop-calls-decision');
      }
    }, ['buy-calls', 'cover-now', 'sell-half']);
    expect(taken).toEqual(['buy-calls', 'cover-now', 'sell-half']);
    const figures = await endingFigures(page);
    expect(figures).toContain('bought four $100 calls for $2,000');
    expect(figures).toContain('$45,000');
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'gamestop-calls-ending');
  });

  it('GameStop: a reader who stayed out advises a coworker and keeps $2,000', async () => {
    const page = await open('gamestop-squeeze-2021');
    await readToTheEnd(page, async () => {
      if (await page.locator('[data-choice="hold-all"]').isVisible()) {
        await expect.poll(() => page.getByText('her coworker Jess').count()).toBeGreaterThan(0);
        await shoot(page, 'gamestop-stayout-decision');
      }
    }, ['stay-out', 'hold-short', 'hold-all']);
    const figures = await endingFigures(page);
    expect(figures).toContain('kept her $2,000 in the bank');
    expect(figures).toContain('$2,000');
    expect(figures).not.toContain('$45,000');
    await shoot(page, 'gamestop-stayout-ending');
  });

  it('Panic of 1873: the run page and the ending read what Harriet did in June', async () => {
    const page = await open('panic-of-1873');
    await readToTheEnd(page, async () => {
      if (await page.locator('[data-choice="withdraw-all"]').isVisible()) {
        await expect.poll(() => page.getByText('Harriet has $500 in the savings bank.').count()).toBe(1);
        await shoot(page, 'panic-1873-run');
      }
    }, ['buy-northern-pacific', 'withdraw-all', 'veto-and-resume']);
    const figures = await endingFigures(page);
    expect(figures[0]).toBe('bought $1,000 of Northern Pacific bonds and kept $500 in the savings bank');
    // No interest: the railroad defaulted and the bank balance went home in the run.
    expect(figures[1]).toBe('$0');
    expect(figures[2]).toBe('$500');
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'panic-1873-ending');
  });

  it
    .runIf(process.env.STORY_SHOTS === 'all')
    .each([
      'financial-crisis-2008',
      'flash-crash-2010',
      'gold-standard',
      'japan-bubble-1989',
      'latin-american-debt-1982',
      'ltcm-1998',
      'marshall-plan-1948',
      'mexican-peso-crisis-1994',
      'panic-of-1907',
      'russian-default-1998',
      'savings-and-loan-crisis',
      'silicon-valley-bank-2023',
      'south-sea-bubble-1720',
      'stagflation-1970s',
      'stock-exchanges-explained',
      'stock-market-basics',
      'technical-analysis',
      'tulip-mania',
      'wall-street-explained',
      'weimar-hyperinflation-1923',
    ])('shoots the ending of %s', async (id) => {
    const page = await open(id);
    await readToTheEnd(page);
    expect((await endingFigures(page)).length).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    const table = page.getByTestId('ending-yours').first().locator('xpath=ancestor::section[1]');
    if (shots) await table.screenshot({ path: `${shots}/${id}-ending-${label}.png` });
  });
});
