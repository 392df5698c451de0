import { expect, it } from 'vitest';
import { useBrowser } from './browser';

// Issue 14 point 3: the landing and legal pages arrive as HTML rendered at build time, readable
// before (and without) any script, then hydrated into the live app.

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();

it('shows the landing page’s hero and stats row, and the legal pages, with JavaScript off', async () => {
  const { page, baseURL } = await browser.open();
  const noScript = await page.context().browser()!.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const plain = await noScript.newPage();
    await plain.goto('/');
    await plain.getByRole('heading', { name: 'Learn Finance the Way It Actually Happened' }).waitFor();
    await plain.getByText('Interactive lessons').waitFor();
    expect(await plain.title()).toBe('Learn finance through history · ThinkStreet');
    await plain.goto('/terms');
    await plain.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    await plain.goto('/privacy');
    await plain.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
  } finally {
    await noScript.close();
  }
});

it('starts the app over the prerendered landing page without an error, and its links work', async () => {
  const { page } = await browser.open();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await page.getByRole('link', { name: 'Begin Learning' }).click();
  await page.waitForURL('**/signup');
  expect(errors).toEqual([]);
});

it('still serves the plain app shell for app routes', async () => {
  const { baseURL } = await browser.open();
  const html = await (await fetch(`${baseURL}/library`)).text();
  expect(html).toContain('<div id="root"></div>');
  const landing = await (await fetch(`${baseURL}/`)).text();
  expect(landing).toContain('Learn Finance the Way It Actually Happened');
});
