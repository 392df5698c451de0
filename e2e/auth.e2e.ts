import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { pathAfterSignUp } from '../src/web/features/auth/authForm';
import { useBrowser } from './browser';

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();

let serial = 0;
const freshEmail = () => `journey-${Date.now()}-${++serial}@example.com`;
const PASSWORD = 'Sturdy#Passw0rd';

async function fillSignUp(page: Page, fields: { name?: string; email?: string; password?: string }) {
  if (fields.name !== undefined) await page.getByLabel('Name').fill(fields.name);
  if (fields.email !== undefined) await page.getByLabel('Email').fill(fields.email);
  if (fields.password !== undefined) await page.getByLabel('Password', { exact: true }).fill(fields.password);
}

it('a new user signs up and lands signed in, reloads and is still signed in, then logs out', async () => {
  const { page, baseURL } = await browser.open();
  await page.goto('/');
  await page.getByRole('link', { name: 'Begin Learning' }).click();
  await page.waitForURL('**/signup');

  const email = freshEmail();
  await fillSignUp(page, { name: 'Journey Tester', email, password: PASSWORD });
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  // A new account starts learning at once (pathAfterSignUp), never on a placeholder.
  await page.waitForURL(`**${pathAfterSignUp()}`);
  await page.getByRole('button', { name: 'Close lesson' }).waitFor();
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  expect(token?.split('.')).toHaveLength(3);

  await page.reload();
  await page.getByRole('button', { name: 'Close lesson' }).waitFor();
  expect(new URL(page.url()).pathname).toBe(pathAfterSignUp());
  await page.goto('/dashboard');
  const menu = page.getByRole('button', { name: /Account menu/ });
  await menu.waitFor();
  expect(await menu.textContent()).toContain('Journey');

  // By keyboard: the day's first XP toast may still sit over the top-right corner.
  await page.getByRole('button', { name: /Account menu/ }).press('Enter');
  await page.getByRole('button', { name: 'Log out' }).press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Are you sure you want to logout?').waitFor();
  await dialog.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('link', { name: 'Login' }).waitFor();
  expect(
    await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('user')]),
  ).toEqual([null, null]);
  // The server revoked the token: it no longer verifies.
  const verify = await fetch(`${baseURL}/api/auth/verify`, { headers: { authorization: `Bearer ${token}` } });
  expect(verify.status).toBe(401);

  // And the same account signs back in to the dashboard.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
});

it('shows each sign-up mistake with its exact message', async () => {
  const { page } = await browser.open();
  await page.goto('/signup');
  const submit = page.getByRole('button', { name: 'Create account' });
  expect(await submit.isDisabled()).toBe(true);

  await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await page.getByText('You must accept both the Terms of Service and Privacy Policy').waitFor();
  expect(await submit.isDisabled()).toBe(true);
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  expect(await submit.isDisabled()).toBe(false);

  await submit.click();
  await page.getByText('Name is required').waitFor();
  await page.getByText('Email is required').waitFor();
  await page.getByText('Password is required').waitFor();

  await fillSignUp(page, { name: 'Ann', email: 'ann@nowhere', password: 'lowercase' });
  await submit.click();
  await page.getByText('Email is invalid').waitFor();
  await page
    .getByText('Password must contain: one uppercase letter, one number, one special character')
    .waitFor();
  expect(await page.getByText('Name is required').count()).toBe(0);

  await fillSignUp(page, { email: freshEmail(), password: 'Short1!' });
  await submit.click();
  await page.getByText('Password must contain: at least 8 characters').waitFor();
});

it('shows the server’s message for a taken e-mail and a wrong password', async () => {
  const { page, baseURL } = await browser.open();
  const email = freshEmail();
  const res = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: PASSWORD,
      name: 'Taken',
      acceptedTerms: true,
      acceptedPrivacy: true,
    }),
  });
  expect(res.status).toBe(201);

  await page.goto('/signup');
  await fillSignUp(page, { name: 'Second', email, password: PASSWORD });
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  const conflict = (await (
    await fetch(`${baseURL}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: PASSWORD,
        name: 'x',
        acceptedTerms: true,
        acceptedPrivacy: true,
      }),
    })
  ).json()) as { error: string };
  await page.getByRole('alert').getByText(conflict.error).waitFor();

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong#Password1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const alert = page.getByRole('alert');
  await alert.waitFor();
  expect((await alert.textContent())?.length).toBeGreaterThan(0);
  expect(new URL(page.url()).pathname).toBe('/login');
});

it('says Google sign-in is not configured when the server has no Google keys', async () => {
  const { page } = await browser.open();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await page.getByRole('heading', { name: 'Sign-in Failed' }).waitFor();
  await page.getByText('Sign-in Failed. Something went wrong. Redirecting back to login...').waitFor();
  await page.waitForURL('**/login?**');
  await page.getByText('Google sign-in is not configured yet. Please use email/password login.').waitFor();
});

it('completes an OAuth callback: Welcome, token stored, address cleaned, back to the start', async () => {
  const { page, baseURL } = await browser.open();
  const res = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: freshEmail(),
      password: PASSWORD,
      name: 'Callback',
      acceptedTerms: true,
      acceptedPrivacy: true,
    }),
  });
  const { token } = (await res.json()) as { token: string };
  await page.goto(`/?token=${encodeURIComponent(token)}&auth=success`);
  await page.getByRole('heading', { name: 'Welcome' }).waitFor();
  expect(page.url()).not.toContain('token=');
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBe(token);
  await page.getByRole('link', { name: 'Go to Dashboard' }).waitFor();
  expect(await page.getByRole('link', { name: 'Login' }).count()).toBe(0);
});
