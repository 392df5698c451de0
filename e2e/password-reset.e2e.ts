import { expect, it } from 'vitest';
import { seriousViolations, useBrowser } from './browser';
import { signUp } from './session';

// A learner who forgot their password asks for a link, opens it, chooses a new password and signs in
// with it; the old password and the old session no longer work. The journey's server has no SMTP_URL
// and its log is not ours to read, so the link comes from the test hook POST /api/test/reset-link.

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();

const OLD_PASSWORD = 'Str0ng!passw0rd'; // what e2e/session.ts signs up with
const NEW_PASSWORD = 'Fresh#Start2ndTime';

/** The last reset link the server sent to the address (made just after it answered). */
async function resetLink(baseURL: string, email: string): Promise<URL> {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${baseURL}/api/test/reset-link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    if (res.ok) return new URL(((await res.json()) as { link: string }).link);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no reset link was sent to ${email}`);
}

it('forgot password: asks for a link, opens it, sets a new password and signs in with it; the old one is refused', async () => {
  const { page, baseURL } = await browser.open();
  const session = (await signUp(baseURL, 'Forgetful Learner')) as unknown as {
    token: string;
    user: { email: string };
  };
  const { email } = session.user;

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL('**/forgot-password');
  await page.getByRole('heading', { name: 'Forgot your password?', level: 1 }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page
    .getByRole('status')
    .getByText('If an account uses that e-mail, we have sent a link to reset its password.')
    .waitFor();
  expect(await seriousViolations(page)).toEqual([]);

  const link = await resetLink(baseURL, email);
  expect(link.pathname).toBe('/reset-password');
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('heading', { name: 'Choose a new password', level: 1 }).waitFor();
  // The key leaves the address bar as soon as the page has it.
  await page.waitForURL((url) => url.search === '');
  expect(await seriousViolations(page)).toEqual([]);

  const password = page.getByLabel('New password', { exact: true });
  await password.fill('weakpass');
  await page.getByLabel('Confirm new password').fill('weakpass');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await page
    .getByText('Password must contain: one uppercase letter, one number, one special character')
    .waitFor();

  // The current password would change nothing: refused at the field, and the link is still good.
  await password.fill(OLD_PASSWORD);
  await page.getByLabel('Confirm new password').fill(OLD_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await page.getByText('Choose a new password that is different from your current one.').waitFor();
  expect(await password.getAttribute('aria-invalid')).toBe('true');
  expect(await seriousViolations(page)).toEqual([]);

  await password.fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).press('Enter');
  await page.getByRole('heading', { name: 'Password changed', level: 1 }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);

  // The session from before the reset is over.
  const verify = await fetch(`${baseURL}/api/auth/verify`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(verify.status).toBe(401);

  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.waitForURL('**/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(OLD_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('alert').getByText('Invalid email or password').waitFor();
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

  // The link worked once.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('New password', { exact: true }).fill('Another#Passw0rd3');
  await page.getByLabel('Confirm new password').fill('Another#Passw0rd3');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await page.getByRole('heading', { name: 'This link cannot be used', level: 1 }).waitFor();
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await page.waitForURL('**/forgot-password');
});

it('the forgot-password page fits a phone and answers an unknown address the same way', async () => {
  const { page } = await browser.open({ mobile: true });
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('nobody-at-all@example.com');
  await page.getByLabel('Email').press('Enter');
  await page
    .getByRole('status')
    .getByText('If an account uses that e-mail, we have sent a link to reset its password.')
    .waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
});
