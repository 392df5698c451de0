import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { pathAfterSignUp } from '../src/web/features/auth/authForm';
import { seriousViolations, useBrowser } from './browser';

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
  // The static headline card says it is an example, not live data.
  await page
    .getByRole('figure', { name: 'Market headline (an example, not live data)' })
    .getByText('Example')
    .waitFor();
  await page.getByRole('link', { name: 'Begin Learning' }).click();
  await page.waitForURL('**/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.waitForURL('**/signup');

  const email = freshEmail();
  await fillSignUp(page, { name: 'Journey Tester', email, password: PASSWORD });
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  // A new account goes to the onboarding flow (pathAfterSignUp), never to a placeholder.
  await page.waitForURL(`**${pathAfterSignUp()}`);
  const onboarding = page.getByRole('heading', { name: 'Let’s build your learning path', level: 1 });
  await onboarding.waitFor();
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  expect(token?.split('.')).toHaveLength(3);

  await page.reload();
  await onboarding.waitFor();
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

it('hides Continue with Google when the server has no Google keys, and words a Google failure', async () => {
  const { page } = await browser.open();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  expect(await page.getByRole('link', { name: 'Continue with Google' }).count()).toBe(0);
  // An old link to /api/auth/google still ends on the login screen with the spec's words.
  await page.goto('/api/auth/google');
  await page.getByRole('heading', { name: 'Sign-in Failed' }).waitFor();
  await page.getByText('Sign-in Failed. Something went wrong. Redirecting back to login...').waitFor();
  await page.waitForURL('**/login?**');
  await page.getByText('Google sign-in is not configured yet. Please use email/password login.').waitFor();
});

async function registerByApi(baseURL: string, name: string) {
  const email = freshEmail();
  const res = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, name, acceptedTerms: true, acceptedPrivacy: true }),
  });
  return { email, ...((await res.json()) as { token: string; user: { id: string } }) };
}

/** The one-time code a finished Google sign-in would put in the callback address (test servers only). */
async function loginCode(baseURL: string, email: string, binding: string) {
  const res = await fetch(`${baseURL}/api/test/login-code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, binding }),
  });
  return ((await res.json()) as { code: string }).code;
}

it('completes an OAuth callback: the code is exchanged, Welcome, address cleaned, back to the start', async () => {
  const { page, baseURL } = await browser.open();
  const { email } = await registerByApi(baseURL, 'Callback');
  const binding = 'journey-binding-value-0123456789';
  await page.goto('/login');
  await page.evaluate((value) => sessionStorage.setItem('oauthBinding', value), binding);
  const code = await loginCode(baseURL, email, binding);
  await page.goto(`/?token=${encodeURIComponent(code)}&auth=success`);
  await page.getByRole('heading', { name: 'Welcome' }).waitFor();
  expect(page.url()).not.toContain('token=');
  const stored = await page.evaluate(() => localStorage.getItem('authToken'));
  expect(stored?.split('.')).toHaveLength(3);
  expect(stored).not.toBe(code);
  await page.getByRole('link', { name: 'Go to Dashboard' }).waitFor();
  expect(await page.getByRole('link', { name: 'Login' }).count()).toBe(0);
});

for (const mobile of [false, true])
  it(`a signed-in learner who follows someone else's sign-in link stays in their own account (${mobile ? 'phone' : 'desktop'})`, async () => {
    const { page, baseURL } = await browser.open({ mobile });
    const victim = await registerByApi(baseURL, 'Victim');
    const attacker = await registerByApi(baseURL, 'Attacker');
    await page.goto('/login');
    await page.evaluate(
      ({ token, user }) => {
        localStorage.setItem('authToken', token);
        localStorage.setItem('user', JSON.stringify(user));
      },
      { token: victim.token, user: victim.user },
    );
    // The attacker's own code, bound to the attacker's browser, and a session token from an old link.
    const code = await loginCode(baseURL, attacker.email, 'attackers-own-binding-0123456789');
    for (const token of [code, attacker.token]) {
      await page.goto(`/?token=${encodeURIComponent(token)}&auth=success`);
      await page.getByRole('heading', { name: 'Switch account?' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBe(victim.token);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );
      await page.getByRole('button', { name: 'Switch account' }).click();
      await page.getByRole('heading', { name: 'Sign-in Failed' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBe(victim.token);
    }
  });
