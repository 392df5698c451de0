import { expect, it } from 'vitest';
import { appTookOver, useBrowser } from './browser';
import { enterAsGuest } from './session';

// Issue 14 point 4: an installable app whose shell and the lessons a learner opened work offline.

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();

it('is installable: a web manifest with icons and a registered service worker', async () => {
  const { page, baseURL } = await browser.open({ serviceWorker: true });
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await fetch(`${baseURL}${href}`)).json();
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  for (const icon of manifest.icons)
    expect((await fetch(`${baseURL}${icon.src}`)).status, icon.src).toBe(200);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${baseURL}/`);
});

it('opens the app shell, a lesson opened before and tabs never opened while offline', async () => {
  const { page, context } = await browser.open({ serviceWorker: true });
  await enterAsGuest(page);
  await page.goto('/'); // the app registers its worker
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto('/library');
  await page.getByRole('heading', { name: 'Courses' }).waitFor();
  // The heading is in the prerendered HTML: wait until the app has rendered the page, so its code
  // has loaded (and been cached). Leaving at the heading left the page's code unfetched, and offline
  // the router then reloaded the page to fetch it, cutting off the next navigation (net::ERR_ABORTED).
  await appTookOver(page);
  await page.goto('/lessons/tulip-mania');
  await page.getByText('Page 1 of').waitFor();
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await context.setOffline(true);
  await page.goto('/lessons/tulip-mania');
  await page.getByText('Page 1 of').waitFor();
  await page.goto('/library');
  await page.getByRole('heading', { name: 'Courses' }).waitFor();
  await appTookOver(page); // the app itself, from cached code, not only the prerendered page
  // Tabs never opened: their code was cached when the worker installed.
  await page.goto('/profile');
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
  await page.getByRole('link', { name: 'Simulator' }).first().click();
  await page.getByRole('heading', { name: 'Trading simulator', level: 1 }).waitFor();
  await context.setOffline(false);
});
