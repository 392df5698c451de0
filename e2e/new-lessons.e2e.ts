import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADDED_LESSON_IDS } from '../src/content/catalogue';
import { appTookOver, pageErrors, seriousViolations, useBrowser } from './browser';
import { walkLesson } from './lesson-walk';
import { enterAsGuest } from './session';

// Every lesson added since the spec's table, read to the end on a laptop (walkLesson: every page no
// wider than the screen, no squeezed icon, decisions made and questions answered), with no console
// error, and each S&P 500 chart drawn and its page axe clean. On a phone every page of every lesson,
// these among them, is walked by lesson-widths.e2e.ts: reading them here a second time, with a round
// trip to the browser for every step, was this file's larger half.
// Set SHOTS_DIR to keep screenshots of each lesson's cover and chart pages.

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();
const shots = process.env.SHOTS_DIR;

const viewport = { width: 1366, height: 850 };

describe('on a laptop', () => {
  it.each([...ADDED_LESSON_IDS])('reads %s from cover to summary without an error', async (id) => {
    const { page } = await browser.open();
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const errors = pageErrors(page);
    await enterAsGuest(page);
    await page.goto(`/lessons/${id}`);
    await page.getByText('Page 1 of').waitFor();
    if (shots) {
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: `${shots}/${id}-cover-desktop.png` });
    }
    let charts = 0;
    // Each chart page, once the chart has drawn, is axe clean.
    const read = await walkLesson(page, {
      maxWidth: viewport.width,
      pauseAt: 'chart',
      onPause: async () => {
        charts += 1;
        if (shots)
          await page.screenshot({ path: `${shots}/${id}-chart-${charts}-desktop.png`, fullPage: true });
        expect(await seriousViolations(page)).toEqual([]);
      },
    });
    expect(read.problems).toEqual([]);
    expect(read.charts).toBe(charts);
    expect(read.decisions).toBeGreaterThanOrEqual(2);
    expect(read.questions).toBeGreaterThanOrEqual(4);
    if (id === 'technical-analysis') expect(charts).toBe(2);
    // The walk ends on the summary, whose Finish button is there to press.
    await page.getByRole('button', { name: /^Finish lesson/ }).waitFor();
    expect(errors).toEqual([]);
  });
});

it('lists every added lesson in the library with its time and XP', async () => {
  const { page } = await browser.open();
  await page.setViewportSize({ width: 1366, height: 850 });
  await enterAsGuest(page);
  await page.goto('/library');
  await page.getByRole('heading', { name: 'Courses' }).waitFor();
  // The prerendered picture of the page promises no XP ("… XP"): the guest's figures come with the app.
  await appTookOver(page);
  for (const id of ADDED_LESSON_IDS) {
    const card = page.getByTestId(`course-${id}`);
    await card.waitFor();
    // The card prints what the lesson pays now: one figure or a range.
    expect(await card.textContent()).toMatch(
      /\d+ minutes[\s\S]*\d+(–\d+)? XP|\d+(–\d+)? XP[\s\S]*\d+ minutes/,
    );
  }
  if (shots) await page.screenshot({ path: `${shots}/library-desktop.png`, fullPage: false });
});
