import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADDED_LESSON_IDS } from '../src/content/catalogue';
import { appTookOver, pageErrors, seriousViolations, squeezedIcons, useBrowser } from './browser';
import { enterAsGuest, readToTheEnd } from './session';

// Every lesson added since the spec's table, read to the end on a desktop and a phone: no console
// errors, no horizontal scroll, the S&P 500 charts draw, and the chart pages are axe clean.
// Set SHOTS_DIR to keep screenshots of the cover, the first decision, each chart and the quiz.

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();
const shots = process.env.SHOTS_DIR;

describe.each([
  ['desktop', false, { width: 1366, height: 850 }],
  ['phone', true, { width: 390, height: 844 }],
] as const)('on a %s', (label, mobile, viewport) => {
  it.each([...ADDED_LESSON_IDS])('reads %s from cover to summary without an error', async (id) => {
    const { page } = await browser.open({ mobile });
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const errors = pageErrors(page);
    await enterAsGuest(page);
    await page.goto(`/lessons/${id}`);
    await page.getByText('Page 1 of').waitFor();
    if (shots) mkdirSync(shots, { recursive: true });
    const taken = new Set<string>();
    let charts = 0;
    const shoot = async (kind: string) => {
      if (!shots || taken.has(kind)) return;
      taken.add(kind);
      await page.screenshot({ path: `${shots}/${id}-${kind}-${label}.png`, fullPage: kind !== 'cover' });
    };
    const chart = page.locator('figure .recharts-wrapper svg').first();
    const read = await readToTheEnd(page, async (turn) => {
      if (shots) {
        if (turn === 0) await shoot('cover');
        if (await page.locator('[data-choice]').first().isVisible()) await shoot('decision');
        if (await page.locator('fieldset[data-question]').first().isVisible()) await shoot('quiz');
      }
      // Asked of the browser together: this runs on every page of every added lesson, twice.
      const [loading, drawn, squeezed, width] = await Promise.all([
        page.getByText('Loading the S&P 500 chart').count(),
        chart.count(),
        squeezedIcons(page),
        page.evaluate(() => document.documentElement.scrollWidth),
      ]);
      if (loading > 0 || drawn > 0) {
        await chart.waitFor();
        charts += 1;
        await shoot(`chart-${charts}`);
        expect(await seriousViolations(page)).toEqual([]);
      }
      expect(squeezed).toEqual([]);
      // On a phone the layout viewport grows to fit wide content, so compare with the screen's width.
      expect(width).toBeLessThanOrEqual(viewport.width);
    });
    expect(read.decisions).toBeGreaterThanOrEqual(2);
    expect(read.questions).toBeGreaterThanOrEqual(4);
    if (id === 'technical-analysis') expect(charts).toBe(2);
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
