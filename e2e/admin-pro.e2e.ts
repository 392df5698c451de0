import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { TUTOR_FREE_DAILY_DEFAULT } from '../src/shared/api/allowance';
import { seriousViolations, setServerTime, useBrowser } from './browser';
import { signInAsAdmin, signUpInBrowser } from './session';
import { openTutor, say } from './tutor-chat';

// Issue 13: an administrator disables and re-enables an account, works the feedback inbox, and
// grants Pro to a learner who used up the free tutor questions of the day.

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();
const SHOTS = '/tmp/shots/admin-pro';
mkdirSync(SHOTS, { recursive: true });
const PASSWORD = 'Str0ng!passw0rd';

async function emailOf(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('user')!).email as string);
}

async function findUser(page: Page, email: string) {
  await page.goto('/admin');
  await page.getByRole('heading', { name: 'Users' }).waitFor();
  await page.getByLabel('Search users by e-mail, username or name').fill(email);
  await expect.poll(() => page.getByTestId('admin-user-row').count(), { timeout: 20_000 }).toBe(1);
}

for (const mobile of [false, true]) {
  const size = mobile ? 'phone' : 'desktop';
  it(`an admin disables a learner, who is signed out and refused at sign-in, then re-enables them (${size})`, async () => {
    const learner = await browser.open({ mobile });
    await signUpInBrowser(learner.page, learner.baseURL, `Dora Disabled ${size}`);
    const email = await emailOf(learner.page);
    await learner.page.goto('/dashboard');
    await learner.page.waitForURL('**/dashboard');

    const { page, baseURL } = await browser.open({ mobile });
    await signInAsAdmin(page, baseURL);
    await findUser(page, email);
    await page.getByRole('button', { name: `Disable ${email}` }).click();
    await page.getByRole('button', { name: `Re-enable ${email}` }).waitFor();
    await page.getByTestId('admin-user-row').getByText('Disabled', { exact: true }).waitFor();
    await page
      .getByTestId('audit-log')
      .getByText(`Disabled account · ${email}`)
      .waitFor({ state: 'attached' });
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      mobile ? 390 : 1280,
    );
    await page.screenshot({ path: `${SHOTS}/admin-users-disabled-${size}.png`, fullPage: true });

    // The learner's session ended: the next verify answers 401 and the app signs them out.
    await learner.page.reload();
    await expect
      .poll(() => learner.page.evaluate(() => localStorage.getItem('authToken')), { timeout: 10_000 })
      .toBeNull();
    await learner.page.goto('/login');
    await learner.page.getByLabel('Email').fill(email);
    await learner.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await learner.page.getByRole('button', { name: 'Sign in' }).click();
    await learner.page.getByText(/This account has been disabled by an administrator/).waitFor();
    await learner.page.screenshot({ path: `${SHOTS}/login-disabled-${size}.png`, fullPage: true });

    await page.getByRole('button', { name: `Re-enable ${email}` }).click();
    await page.getByRole('button', { name: `Disable ${email}` }).waitFor();
    await learner.page.getByRole('button', { name: 'Sign in' }).click();
    // Signed in again: a new learner goes on to onboarding, as after any sign-in.
    await learner.page.waitForURL((url) => url.pathname !== '/login');
    expect(await learner.page.evaluate(() => localStorage.getItem('authToken'))).not.toBeNull();
  });
}

it('an admin reads a feedback message with its sender and page, and marks it done (phone)', async () => {
  const learner = await browser.open({ mobile: true });
  const { token } = await signUpInBrowser(learner.page, learner.baseURL, 'Fred Feedback');
  const email = await emailOf(learner.page);
  const text = `The chart legend overlaps on my phone ${Date.now()}`;
  const sent = await fetch(`${learner.baseURL}/api/feedback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ message: text, category: 'beta-banner', page: '/trade' }),
  });
  expect(sent.status).toBe(201);

  const { page, baseURL } = await browser.open({ mobile: true });
  await signInAsAdmin(page, baseURL);
  await page.goto('/admin');
  await page.getByRole('heading', { name: 'Feedback' }).waitFor();
  await page.getByRole('button', { name: 'New', exact: true }).click();
  const item = page.getByTestId('feedback-item').filter({ hasText: text });
  await item.waitFor();
  await item.getByText(email).waitFor();
  await item.getByText('/trade').waitFor();
  await item.getByRole('button', { name: `Mark feedback from ${email} as done` }).click();
  // Marked done, it leaves the "New" list and shows under "Done".
  await item.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await page.getByTestId('feedback-item').filter({ hasText: text }).getByText('Done').waitFor();
  await page
    .getByTestId('audit-log')
    .getByText(`Marked feedback as done · ${email}`)
    .waitFor({ state: 'attached' });
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('heading', { name: 'Feedback' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/feedback-phone.png` });
});

for (const mobile of [false, true]) {
  const size = mobile ? 'phone' : 'desktop';
  it(`a free learner reaches the day's tutor questions, then chats again once granted Pro (${size})`, async () => {
    const { page, baseURL } = await browser.open({ mobile });
    const { token, user } = await signUpInBrowser(page, baseURL, `Tia Tutor ${size}`);
    // All but the last free question of the day, asked straight to the server.
    for (let i = 0; i < TUTOR_FREE_DAILY_DEFAULT - 1; i++) {
      const res = await fetch(`${baseURL}/api/ai-learning/chat/stream`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ message: 'what is leverage?' }),
      });
      expect(res.status).toBe(200);
      await res.text();
    }
    await page.goto('/library');
    const panel = await openTutor(page);
    await say(page, 'what is a stop order?');
    await panel
      .getByTestId('tutor-allowance')
      .getByText(/No free tutor questions left today/)
      .waitFor();
    await say(page, 'what is a limit order?');
    await panel.getByText(/You have used today's 20 free tutor questions\..*Pro is unlimited\./).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/tutor-limit-${size}.png` });

    const admin = await browser.open({ mobile });
    await signInAsAdmin(admin.page, admin.baseURL);
    await findUser(admin.page, (await emailOf(page)) ?? user.id);
    await admin.page.getByRole('button', { name: /^Grant Pro to / }).click();
    await admin.page.getByRole('button', { name: /^Revoke Pro from / }).waitFor();

    // A minute later, so the per-minute limit (as many as the day's free questions) is not what answers.
    await setServerTime(baseURL, new Date(Date.now() + 61_000));
    await say(page, 'what is a short squeeze?');
    const answer = panel.getByTestId('tutor-answer').last();
    await answer.and(page.locator('[aria-busy="false"]')).waitFor();
    await expect.poll(() => answer.textContent()).toMatch(/short squeeze/i);
    await panel.getByTestId('tutor-allowance').waitFor({ state: 'detached' });
    await setServerTime(baseURL, null);
  });
}
