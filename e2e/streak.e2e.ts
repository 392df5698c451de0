import { mkdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { seriousViolations, useBrowser } from './browser';
import { signUpInBrowser } from './session';

// Fair streaks on the profile (issue 21 point 5): the calendar, the freezes and vacation mode.

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();
const SHOTS = '/tmp/shots/fair-streaks';
mkdirSync(SHOTS, { recursive: true });

for (const mobile of [false, true]) {
  const size = mobile ? 'phone' : 'desktop';

  it(`a learner sees today on the streak calendar and pauses the streak for a vacation (${size})`, async () => {
    const { page, baseURL } = await browser.open({ mobile });
    const { token } = await signUpInBrowser(page, baseURL, 'Vera Vacation');
    const studied = await fetch(`${baseURL}/api/analytics/track`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        activityType: 'quiz_complete',
        activityData: { quizId: 'tulip-mania', score: 75, passed: true },
      }),
    });
    expect(studied.status).toBe(200);

    await page.goto('/profile');
    const calendar = page.getByRole('list', { name: 'The last five weeks' });
    await calendar.waitFor();
    expect(await calendar.getByRole('listitem').count()).toBe(35);
    expect(await calendar.getByRole('listitem').last().getAttribute('aria-label')).toMatch(/: studied$/);
    expect(await page.getByTestId('streak-current').textContent()).toBe('1');
    expect(await page.getByTestId('streak-freezes').textContent()).toContain('0 of 2 streak freezes held');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Days').selectOption('5');
    await page.getByRole('button', { name: 'Start vacation today' }).click();
    await expect.poll(() => page.getByTestId('vacation-status').textContent()).toMatch(/^On vacation until /);
    await page.getByRole('region', { name: 'Streak' }).screenshot({ path: `${SHOTS}/calendar-${size}.png` });
    await page.screenshot({ path: `${SHOTS}/profile-${size}.png`, fullPage: true });

    await page.getByRole('button', { name: 'End vacation today' }).click();
    await page.getByRole('button', { name: 'Start vacation today' }).waitFor();
    // Ended on its first day, the vacation gives every day back.
    expect(await page.getByText('14 of 14 days left this year').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
