import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { useBrowser } from './browser';
import { enterAsGuest } from './session';

// The lesson header names the lesson in full, on a phone as on a desktop (it read "Stock Ma…" and
// "The 2008 …" on a phone), and keeps its height and the title's place when the second page adds
// "Start over" beside it.

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();

const LESSONS = [
  ['stock-market-basics', 'Stock Market Basics'],
  ['financial-crisis-2008', 'The 2008 Financial Crisis'],
  // The longest title of the catalogue.
  ['covid-inflation', 'The COVID Crash and the Inflation That Followed'],
] as const;

/** The header's height and the title's box and whether any of its text is cut off. */
function measure(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')!;
    const title = header.querySelector('h1')!;
    const box = title.getBoundingClientRect();
    return {
      text: title.textContent,
      cut: title.scrollWidth > title.clientWidth || title.scrollHeight > title.clientHeight,
      inside: box.left >= 0 && box.right <= document.documentElement.clientWidth,
      header: header.getBoundingClientRect().height,
      title: { top: box.top, left: box.left, width: box.width, height: box.height },
    };
  });
}

for (const mobile of [true, false]) {
  it(`${mobile ? 'on a phone' : 'on a desktop'} the lesson header shows the whole title and does not move on page 2`, async () => {
    const { page } = await browser.open({ mobile });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await enterAsGuest(page);
    for (const [id, name] of LESSONS) {
      await page.goto(`/lessons/${id}`);
      await page.getByText(/^Page 1 of \d+$/).waitFor();
      const first = await measure(page);
      expect(first.text, id).toBe(name);
      expect(first.cut, `${id}: the title is cut off`).toBe(false);
      expect(first.inside, id).toBe(true);
      await page.getByRole('button', { name: /^Next/ }).click();
      await page.getByRole('button', { name: 'Start over' }).waitFor();
      const second = await measure(page);
      expect(second.cut, `${id} page 2: the title is cut off`).toBe(false);
      expect(second.header, `${id}: the header's height on page 2`).toBe(first.header);
      expect(second.title, `${id}: the title's box on page 2`).toEqual(first.title);
      if (process.env.E2E_SHOTS)
        await page.screenshot({ path: `/tmp/shots/lesson-header/${id}-${mobile ? 'phone' : 'desktop'}.png` });
    }
  }, 90_000);
}
