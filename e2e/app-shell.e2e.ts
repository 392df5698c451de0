import { expect, it } from 'vitest';
import { useBrowser } from './browser';

const browser = useBrowser();

it('serves the app and its API on one port', async () => {
  const { page, baseURL } = await browser.open();
  await page.goto('/');
  await page.getByRole('heading', { name: 'ThinkStreet' }).waitFor();
  const health = await (await fetch(`${baseURL}/health`)).json();
  expect(health.database).toBe('up');
});

it('gives every tab its own address that survives a reload', async () => {
  const { page } = await browser.open();
  await page.goto('/library');
  await page.reload();
  expect(new URL(page.url()).pathname).toBe('/library');
  await page.getByRole('heading', { name: 'Courses' }).waitFor();
});
