import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations, useBrowser } from './browser';
import { enterAsGuest } from './session';

// Issue 19 point 6: a story ends with a chart of what really happened. The learner takes the
// story's decisions (a different choice each time), reaches the chart, and finds each decision
// marked on the line with the choice they made; the markers are reachable by keyboard.

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();
const SHOTS = '/tmp/shots/story-charts';

describe.each([
  ['desktop', false, { width: 1366, height: 850 }],
  ['phone', true, { width: 390, height: 844 }],
] as const)('on a %s', (label, mobile, viewport) => {
  it('reads Black Monday to its chart and sees each decision marked with the choice made', async () => {
    const { page } = await browser.open({ mobile });
    await page.setViewportSize(viewport);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await enterAsGuest(page);
    await page.goto('/lessons/black-monday-1987');
    await page.getByText('Page 1 of').waitFor();

    const chosen: string[] = [];
    const figure = page.locator('figure[data-story-chart]');
    for (let turn = 0; turn < 20 && !(await figure.isVisible()); turn++) {
      const choices = page.locator('[data-choice]');
      // Animated stories bring the choices in after the page: wait for them or for an open Next.
      await page.waitForFunction(
        () =>
          document.querySelector('[data-choice]') !== null ||
          [...document.querySelectorAll('button')].some(
            (b) => /^Next/.test(b.textContent ?? '') && !b.disabled,
          ),
      );
      if ((await choices.count()) > 0) {
        // The second choice on the first decision, the third on the next, and so on.
        await choices.nth((chosen.length + 1) % 3).click();
        const heading = page.getByRole('region', { name: 'What happened' }).getByText(/^You chose: /);
        chosen.push(((await heading.textContent()) ?? '').replace(/^You chose: /, ''));
      }
      await turnPage(page);
      if ((await page.getByText('Loading the chart').count()) > 0) await figure.waitFor();
    }
    await figure.waitFor();
    expect(chosen).toHaveLength(3);

    const chart = page.getByRole('group', { name: /Dow Jones Industrial Average/ });
    await chart.waitFor();
    const items = page
      .getByRole('list', { name: 'Marked on the chart' })
      .locator('[data-marker-item="decision"]');
    expect(await items.count()).toBe(3);
    for (let i = 0; i < 3; i++) expect(await items.nth(i).textContent()).toContain(`You chose: ${chosen[i]}`);
    expect(await page.getByText('Not decided yet').count()).toBe(0);

    // The markers sit in the tab order: Tab from the first one reaches the next and describes it.
    const markers = chart.getByRole('button');
    expect(await markers.count()).toBe(6);
    await markers.first().focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-marker'))).toBe('decision');
    expect(await page.getByTestId('marker-detail').textContent()).toMatch(
      new RegExp(
        `^Your decision 1, Sept 1987: Protect the fund\\? You chose: ${escapeRegExp(chosen[0]!)}\\.`,
      ),
    );

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    expect(await seriousViolations(page)).toEqual([]);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/black-monday-chart-${label}.png`, fullPage: true });
    expect(errors).toEqual([]);
  });

  it('reads the dot-com story to its S&P 500 chart, with the peak, the low and the decision marked', async () => {
    const { page } = await browser.open({ mobile });
    await page.setViewportSize(viewport);
    await enterAsGuest(page);
    await page.goto('/lessons/dotcom-bubble');
    await page.getByText('Page 1 of').waitFor();
    const figure = page.locator('figure[data-story-chart]');
    for (let turn = 0; turn < 20 && !(await figure.isVisible()); turn++) {
      const choices = page.locator('[data-choice]');
      // Animated stories bring the choices in after the page: wait for them or for an open Next.
      await page.waitForFunction(
        () =>
          document.querySelector('[data-choice]') !== null ||
          [...document.querySelectorAll('button')].some(
            (b) => /^Next/.test(b.textContent ?? '') && !b.disabled,
          ),
      );
      if ((await choices.count()) > 0) await choices.first().click();
      await turnPage(page);
      if ((await page.getByText('Loading the chart').count()) > 0) await figure.waitFor();
    }
    await figure.waitFor();
    const chart = page.getByRole('group', { name: /S&P 500, daily closes, 3 Jan 2000 to 31 Dec 2002/ });
    expect(await chart.getByRole('button').count()).toBe(4);
    expect(await chart.getByRole('button', { name: /^Event C, 9 Oct 2002: The low/ }).count()).toBe(1);
    expect(await page.locator('[data-marker-item="decision"]').first().textContent()).toMatch(
      /Buy the dip\? You chose: /,
    );
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/dotcom-chart-${label}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  // These three on a laptop only: at phone width every lesson's pages are walked in
  // lesson-widths.e2e.ts, which checks each story chart draws and fits the screen.
  if (!mobile)
    it.each([
      ['gamestop-squeeze-2021', /GameStop \(GME\), daily closes/, 6],
      ['black-wednesday-1992', /Deutschmarks per pound/, 5],
      ['stagflation-1970s', /US consumer price inflation/, 6],
    ] as const)('reads %s to its chart, with its three decisions marked', async (lessonId, name, markers) => {
      const { page } = await browser.open({ mobile });
      await page.setViewportSize(viewport);
      await enterAsGuest(page);
      await page.goto(`/lessons/${lessonId}`);
      await page.getByText('Page 1 of').waitFor();
      const figure = page.locator('figure[data-story-chart]');
      for (let turn = 0; turn < 30 && !(await figure.isVisible()); turn++) {
        await page.waitForFunction(
          () =>
            document.querySelector('[data-choice]') !== null ||
            [...document.querySelectorAll('button')].some(
              (b) => /^Next/.test(b.textContent ?? '') && !b.disabled,
            ),
        );
        const choices = page.locator('[data-choice]');
        if ((await choices.count()) > 0) await choices.first().click();
        await turnPage(page);
        if ((await page.getByText('Loading the chart').count()) > 0) await figure.waitFor();
      }
      await figure.waitFor();
      const chart = page.getByRole('group', { name });
      expect(await chart.getByRole('button').count()).toBe(markers);
      const decisions = page.locator('[data-marker-item="decision"]');
      expect(await decisions.count()).toBe(3);
      for (let i = 0; i < 3; i++) expect(await decisions.nth(i).textContent()).toContain('You chose: ');
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/${lessonId}-chart-${label}.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      expect(await seriousViolations(page)).toEqual([]);
    });
});

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Clicks Next and waits until the page counter shows the next page. */
async function turnPage(page: Page): Promise<void> {
  const counter = page.getByText(/^Page \d+ of \d+$/);
  const before = await counter.textContent();
  await page.getByRole('button', { name: /^Next/ }).click();
  await expect.poll(() => counter.textContent()).not.toBe(before);
}
