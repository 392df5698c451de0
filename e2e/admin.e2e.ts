import { mkdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { seriousViolations, smallTargets, useBrowser } from './browser';
import { signInAsAdmin, signUpInBrowser } from './session';

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();
const SHOTS = '/tmp/shots/profile-admin';
mkdirSync(SHOTS, { recursive: true });

for (const mobile of [false, true]) {
  const size = mobile ? 'phone' : 'desktop';
  it(`an admin grants Pro and the learner sees it on their profile (${size})`, async () => {
    const learner = await browser.open({ mobile });
    await signUpInBrowser(learner.page, learner.baseURL, `Grace Granted ${size}`);
    const email = await learner.page.evaluate(
      () => JSON.parse(localStorage.getItem('user')!).email as string,
    );

    const { page, baseURL } = await browser.open({ mobile });
    await signInAsAdmin(page, baseURL);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    await page.getByLabel('Search users by e-mail, username or name').fill(email);
    // The list now derives each listed learner's XP, so the first page takes longer.
    await expect.poll(() => page.getByTestId('admin-user-row').count(), { timeout: 20_000 }).toBe(1);
    await page.getByRole('button', { name: `Grant Pro to ${email}` }).click();
    await page.getByRole('button', { name: `Revoke Pro from ${email}` }).waitFor();
    await page.getByTestId('audit-log').getByText(`Granted Pro · ${email}`).waitFor({ state: 'attached' });
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      mobile ? 390 : 1280,
    );
    // On a touch screen every control of the admin page fits a finger (44 px); a mouse keeps them compact.
    if (mobile) expect(await smallTargets(page.locator('#main'))).toEqual([]);
    await page.getByLabel('Search users by e-mail, username or name').fill('');
    // The search field's placeholder is read whole, on a 390 px phone too (it read "Search by e-mail,
    // username or"): the room left in the field after the placeholder's text.
    const room = await page.getByLabel('Search users by e-mail, username or name').evaluate((el) => {
      const input = el as HTMLInputElement;
      const style = getComputedStyle(input);
      const pen = document.createElement('canvas').getContext('2d')!;
      pen.font = `${style.fontSize} ${style.fontFamily}`;
      const inside =
        input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return inside - pen.measureText(input.placeholder).width;
    });
    expect(room, 'the search field cuts its placeholder off').toBeGreaterThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/admin-${size}.png`, fullPage: true });

    await learner.page.goto('/profile');
    await expect.poll(() => learner.page.getByTestId('plan-badge').textContent()).toBe('Pro');
    await learner.page.getByRole('heading', { name: 'Your plan: Pro' }).waitFor();
  });
}

it('a non-admin cannot reach /admin: no tab, a refusal on the page, 403 from the server', async () => {
  const { page, baseURL } = await browser.open();
  const { token } = await signUpInBrowser(page, baseURL, 'Nora Notadmin');
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Profile' }).first().waitFor();
  expect(await page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
  await page.goto('/admin');
  await page.getByText('This page is for administrators only.').waitFor();
  expect(await page.getByRole('heading', { name: 'Users' }).count()).toBe(0);
  const res = await fetch(`${baseURL}/api/admin/users`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(403);
});
