import { expect, it } from 'vitest';
import { smallTargets, useBrowser } from './browser';
import { enterAsGuest } from './session';

// On a phone the lesson players' own controls are 44 px targets: Back and Next in the footer (40 px
// before) and the page's Key terms (30 px before). Terms inside a sentence are inline and exempt.

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();

it('on a phone the story player and the options course offer 44 px Back, Next and Key terms', async () => {
  const { page } = await browser.open({ mobile: true });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await enterAsGuest(page);
  for (const id of ['stock-market-basics', 'options-derivatives']) {
    await page.goto(`/lessons/${id}`);
    await page.getByText(/^Page 1 of \d+$/).waitFor();
    // Page 2, so Back is enabled; on through the pages until one lists its key terms.
    const terms = page.getByRole('complementary', { name: 'Key terms' });
    for (let turn = 0; turn < 6 && (turn === 0 || (await terms.count()) === 0); turn++) {
      const next = page.getByRole('button', { name: /^Next/ });
      if (await next.isDisabled()) break;
      await next.click();
      await page.getByText(new RegExp(`^Page ${turn + 2} of \\d+$`)).waitFor();
    }
    expect(await smallTargets(page.locator('footer')), id).toEqual([]);
    expect(await terms.count(), `${id}: a page with key terms`).toBeGreaterThan(0);
    expect(await smallTargets(terms.first()), id).toEqual([]);
  }
});
