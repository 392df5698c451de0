import { expect, it } from 'vitest';
import { smallTargets, useBrowser } from './browser';
import { enterAsGuest } from './session';

// On a phone the lesson players' own controls are 44 px targets: the header's Close and Start over,
// Back and Next in the footer (40 px before), the page's Key terms (30 px before), and on the story's
// page 2 its Explore buttons (38 before) and "Who else is in this story" (20 before). Terms inside a
// sentence are inline and exempt. A laptop with a mouse keeps the compact sizes.

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();

it('on a phone the story player and the options course offer 44 px Close, Start over, Back, Next and Key terms', async () => {
  const { page } = await browser.open({ mobile: true });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await enterAsGuest(page);
  for (const [id, close] of [
    ['stock-market-basics', 'Close lesson'],
    ['options-derivatives', 'Close course'],
  ] as const) {
    await page.goto(`/lessons/${id}`);
    await page.getByText(/^Page 1 of \d+$/).waitFor();
    // Page 2, so Back is enabled and the story offers Start over.
    await page.getByRole('button', { name: /^Next/ }).click();
    await page.getByText(/^Page 2 of \d+$/).waitFor();
    // The player's header, the one with Close (a page has a header of its own).
    const header = page.locator('header', { has: page.getByRole('button', { name: close }) });
    await header.waitFor();
    if (id === 'stock-market-basics') {
      await header.getByRole('button', { name: 'Start over' }).waitFor();
      expect(await smallTargets(page.getByRole('region', { name: 'Explore' })), id).toEqual([]);
      const cast = page.locator('details', { hasText: 'Who else is in this story' });
      expect(await smallTargets(cast), id).toEqual([]);
    }
    expect(await smallTargets(header), `${id}: the header`).toEqual([]);
    // On through the pages until one lists its key terms.
    const terms = page.getByRole('complementary', { name: 'Key terms' });
    for (let turn = 2; turn < 8 && (await terms.count()) === 0; turn++) {
      const next = page.getByRole('button', { name: /^Next/ });
      if (await next.isDisabled()) break;
      await next.click();
      await page.getByText(new RegExp(`^Page ${turn + 1} of \\d+$`)).waitFor();
    }
    expect(await smallTargets(page.locator('footer')), id).toEqual([]);
    expect(await terms.count(), `${id}: a page with key terms`).toBeGreaterThan(0);
    expect(await smallTargets(terms.first()), id).toEqual([]);
  }
});

it('on a laptop with a mouse the lesson header keeps its compact controls', async () => {
  const { page } = await browser.open();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await enterAsGuest(page);
  await page.goto('/lessons/stock-market-basics');
  await page.getByText(/^Page 1 of \d+$/).waitFor();
  await page.getByRole('button', { name: /^Next/ }).click();
  const startOver = page.getByRole('button', { name: 'Start over' });
  await startOver.waitFor();
  // Close is 32 px and Start over 24 px tall with a mouse; the touch rule did not reach them.
  expect((await page.getByRole('button', { name: 'Close lesson' }).boundingBox())?.height).toBeLessThan(44);
  expect((await startOver.boundingBox())?.height).toBeLessThan(44);
});
