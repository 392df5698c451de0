import { expect, it } from 'vitest';
import { useBrowser } from './browser';
import { enterAsGuest, readToTheEnd } from './session';

// A turned page shows from its top: its chapter line and title below the lesson's fixed header.
// Focus goes to the new page's title (StoryPlayer), and the browser scrolls only as far as that
// title, so a page turned from low on a long page opened with its chapter line under the header
// (seen on a laptop in the Japan lesson's "The peak").

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();

for (const mobile of [false, true]) {
  it(`a page turned from low on the page opens at its top (${mobile ? 'phone' : 'laptop'})`, async () => {
    const { page } = await browser.open({ mobile });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await enterAsGuest(page);
    await page.goto('/lessons/japan-bubble-1989');
    await page.getByText(/^Page 1 of \d+$/).waitFor();
    const hidden: string[] = [];
    const measure = () =>
      page.evaluate(() => {
        const header = document.querySelector('header')!.getBoundingClientRect().bottom;
        const top = document.querySelector('[data-page] header, [data-page] h2')!;
        return { header, top: top.getBoundingClientRect().top, text: (top.textContent ?? '').slice(0, 40) };
      });
    await readToTheEnd(page, async (turn) => {
      // The turn's scroll lands in the frames after the page shows; on a busy machine (CI's two
      // workers) a first reading can come before it. A page still under the header after 2 s is hidden.
      let place = await measure();
      for (let waited = 0; turn > 0 && place.top < place.header && waited < 2000; waited += 100) {
        await page.waitForTimeout(100);
        place = await measure();
      }
      if (turn > 0 && place.top < place.header)
        hidden.push(
          `page ${turn + 1} "${place.text}": top ${Math.round(place.top)} under the header (${place.header})`,
        );
      // Read to the bottom before turning, as a learner does.
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
    });
    expect(hidden).toEqual([]);
  }, 120_000);
}
