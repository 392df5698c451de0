import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { useBrowser } from './browser';
import { readToTheEnd, signUpInBrowser } from './session';

// A lesson's quiz result is written by POST /api/analytics/track after the completion. When that
// write fails it waits on the device and the dashboard sends it again: a replay whose first attempt
// did land counts once (its Idempotency-Key), and a write refused because the session had ended
// waits for the next sign-in instead of being thrown away.

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();
const LESSON = '/lessons/stock-market-basics';

/** How many quiz results the server has recorded for this learner. */
async function quizzesOnServer(baseURL: string, token: string): Promise<number> {
  const res = await fetch(`${baseURL}/api/analytics/dashboard`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { recentActivity: { activityType: string }[] };
  return body.recentActivity.filter((a) => a.activityType === 'quiz_completed').length;
}

/** The writes waiting on this device to be sent again. */
const waiting = (page: Page, userId: string) =>
  page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[]).length,
    `thinkstreet:${userId}:pending-activities`,
  );

async function readLesson(page: Page): Promise<void> {
  await page.goto(LESSON);
  await page.getByText('Page 1 of').waitFor();
  const read = await readToTheEnd(page);
  expect(read.questions).toBeGreaterThan(0);
}

it('counts a quiz result once when its answer was lost and the dashboard sends it again', async () => {
  const { page, baseURL } = await browser.open();
  const { token, user } = await signUpInBrowser(page, baseURL, 'Lou Lost');
  await readLesson(page);
  // The server records the quiz result, but its answer never reaches the browser.
  await page.route('**/api/analytics/track', async (route) => {
    await route.fetch();
    await route.abort('failed');
  });
  await page.getByRole('button', { name: 'Finish lesson' }).click();
  await page.getByTestId('completion-screen').waitFor();
  await page.unrouteAll();
  expect(await quizzesOnServer(baseURL, token)).toBe(1);
  expect(await waiting(page, user.id)).toBe(1);

  await page.goto('/dashboard');
  await expect.poll(() => waiting(page, user.id), { timeout: 15_000 }).toBe(0);
  expect(await quizzesOnServer(baseURL, token)).toBe(1);
});

it('says a lesson finished after the session ended waits for sign-in, and records its quiz once signed in again', async () => {
  const { page, baseURL } = await browser.open();
  const { token, user } = await signUpInBrowser(page, baseURL, 'Sam Signed-Out');
  const { email } = user as { id: string; email: string };
  await readLesson(page);
  // Signed out from another device: this token no longer works.
  const out = await fetch(`${baseURL}/api/auth/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(out.status).toBe(200);

  await page.getByRole('button', { name: 'Finish lesson' }).click();
  const ended = page.getByTestId('session-ended');
  await ended.waitFor();
  expect(await ended.textContent()).toContain('Your session has ended.');
  // Not "+0 XP": what the lesson earns is added once the learner is signed in again.
  expect(await page.getByTestId('xp-waiting').textContent()).toBe('XP on its way');
  expect(await waiting(page, user.id)).toBe(1);

  await ended.getByRole('button', { name: 'Sign in again' }).click();
  // Back to this lesson once signed in; the waiting quiz result is sent on the way.
  await page.waitForURL('**/login?redirect=%2Flessons%2Fstock-market-basics');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Str0ng!passw0rd');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`**${LESSON}`);
  await expect.poll(() => waiting(page, user.id), { timeout: 15_000 }).toBe(0);
  const fresh = (await page.evaluate(() => localStorage.getItem('authToken'))) ?? '';
  expect(await quizzesOnServer(baseURL, fresh)).toBe(1);
  // The lesson itself was kept on this device too, and goes after the waiting activities.
  const finished = async () => {
    const res = await fetch(`${baseURL}/api/auth/progress`, {
      headers: { authorization: `Bearer ${fresh}` },
    });
    const { progress } = (await res.json()) as { progress: { storyId: string; completed: boolean }[] };
    return progress.some((r) => r.storyId === 'stock-market-basics' && r.completed);
  };
  await expect.poll(finished, { timeout: 15_000 }).toBe(true);
});
