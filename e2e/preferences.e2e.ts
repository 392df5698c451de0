import { mkdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { seriousViolations, smallTargets, useBrowser } from './browser';
import { signUpInBrowser } from './session';

// Preferences on the profile (issue 13 point 1): questionnaire answers, daily goal and time zone.

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();
const SHOTS = '/tmp/shots/profile-prefs';
mkdirSync(SHOTS, { recursive: true });

for (const mobile of [false, true]) {
  const size = mobile ? 'phone' : 'desktop';

  it(`a learner changes their answers, daily goal and time zone, and finds them saved (${size})`, async () => {
    const { page, baseURL } = await browser.open({ mobile });
    await signUpInBrowser(page, baseURL, 'Petra Prefs');
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Preferences' });
    await card.waitFor();
    // On a touch screen every control of the profile, and the header's account menu, is 44 px (the
    // choices were 30, the vacation's field and button 32, the account menu 40); a mouse keeps them
    // compact.
    await page.getByRole('button', { name: 'Start vacation today' }).waitFor();
    if (mobile) {
      expect(await smallTargets(page.locator('#main'))).toEqual([]);
      expect(await smallTargets(page.getByRole('navigation', { name: 'Main' }))).toEqual([]);
    } else expect((await card.getByText('Charts and visuals').boundingBox())?.height).toBeLessThan(44);
    await card.getByText('Charts and visuals').click();
    await card.getByText('I know the basics').click();
    await card.getByText('30 XP a day').click();
    await card.getByLabel(/^Time zone/).selectOption('Asia/Tokyo');
    expect(await seriousViolations(page)).toEqual([]);
    await card.getByRole('button', { name: 'Save preferences' }).click();
    await page.getByText('Preferences saved').waitFor();
    await card.screenshot({ path: `${SHOTS}/preferences-${size}.png` });

    await page.reload();
    const again = page.getByRole('region', { name: 'Preferences' });
    await again.waitFor();
    expect(await again.getByRole('radio', { name: '30 XP a day' }).isChecked()).toBe(true);
    expect(await again.getByRole('checkbox', { name: 'Charts and visuals' }).isChecked()).toBe(true);
    expect(await again.getByRole('radio', { name: 'I know the basics' }).isChecked()).toBe(true);
    expect(await again.getByLabel(/^Time zone/).inputValue()).toBe('Asia/Tokyo');

    const dashboard = await page.evaluate(async () => {
      const res = await fetch('/api/analytics/dashboard', {
        headers: { authorization: `Bearer ${localStorage.getItem('authToken')}` },
      });
      return (await res.json()) as { dailyGoal: number };
    });
    expect(dashboard.dailyGoal).toBe(30);
  });
}
