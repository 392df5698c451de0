import { expect, it } from 'vitest';
import { useBrowser } from './browser';

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();

it('serves the app and its API on one port', async () => {
  const { page, baseURL } = await browser.open();
  await page.goto('/');
  await page.getByRole('heading', { name: 'Learn Finance the Way It Actually Happened' }).waitFor();
  const health = await (await fetch(`${baseURL}/health`)).json();
  expect(health.database).toBe('up');
});

it('gives every tab its own address that survives a reload', async () => {
  const { page } = await browser.open();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue without signing in' }).click();
  await page.waitForURL('**/dashboard');
  await page.goto('/library');
  await page.reload();
  expect(new URL(page.url()).pathname).toBe('/library');
  await page.getByRole('heading', { name: 'Courses' }).waitFor();
});

it('sends a signed-out visitor from an app tab to the login screen', async () => {
  const { page } = await browser.open();
  await page.goto('/trade');
  // …and brings them back to the page they asked for once signed in.
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/trade');
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
});
