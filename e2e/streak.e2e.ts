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
    // Each weekday heading names its column, the month is written on the first square and each
    // 1st, and the range above says which weeks these are ("28 Oct 2026 to 1 Dec 2026").
    const first = (await calendar.getByRole('listitem').first().getAttribute('aria-label')) ?? '';
    expect(await page.getByTestId('streak-weekday').first().textContent()).toBe(first.slice(0, 3));
    expect(await calendar.getByRole('listitem').first().textContent()).toMatch(/^[A-Z][a-z]{2}\d{1,2}$/);
    expect(await page.getByTestId('streak-range').textContent()).toMatch(
      /^\d{1,2} [A-Z][a-z]{2} \d{4} to \d{1,2} [A-Z][a-z]{2} \d{4}$/,
    );
    expect(await page.getByTestId('streak-current').textContent()).toBe('1');
    expect(await page.getByTestId('streak-freezes').textContent()).toContain('0 of 2 streak freezes held');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Days').selectOption('5');
    // By the keyboard: the pressed button is replaced by its opposite, and focus moves to that one
    // instead of falling to <body> (where the next Tab would start again at the top of the page).
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    await page.getByRole('button', { name: 'Start vacation today' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('vacation-status').textContent()).toMatch(/^On vacation until /);
    await expect.poll(focused).toBe('End vacation today');
    await page.getByRole('region', { name: 'Streak' }).screenshot({ path: `${SHOTS}/calendar-${size}.png` });
    await page.screenshot({ path: `${SHOTS}/profile-${size}.png`, fullPage: true });

    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Start vacation today' }).waitFor();
    await expect.poll(focused).toBe('Start vacation today');
    // Ended on its first day, the vacation gives every day back.
    expect(await page.getByText('14 of 14 days left this year').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
