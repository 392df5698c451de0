import { it } from 'vitest';
import { useBrowser } from './browser';
import { signUpInBrowser } from './session';

// biome-ignore lint/correctness/useHookAtTopLevel: helper
const browser = useBrowser();
const dir = '/tmp/shots/onboarding';

for (const mobile of [false, true]) {
  const tag = mobile ? 'phone' : 'desktop';
  it(`shots ${tag}`, async () => {
    const { page, baseURL } = await browser.open({ mobile });
    if (!mobile) await page.setViewportSize({ width: 1366, height: 850 });
    await signUpInBrowser(page, baseURL, 'Sam Shot');
    await page.goto('/onboarding');
    await page.getByRole('heading', { name: 'Let’s build your learning path' }).waitFor();
    await page.getByLabel('Stories and history').check();
    await page.screenshot({ path: `${dir}/${tag}-1-questions.png`, fullPage: true });
    await page.getByRole('button', { name: 'Next' }).click();
    for (const l of ['Start investing', 'New to finance', 'Crashes', '15 minutes a day']) {
      await page.getByLabel(l).check();
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await page.locator('fieldset[data-question]').getByRole('button').first().click();
    await page.screenshot({ path: `${dir}/${tag}-2-placement.png`, fullPage: true });
    for (let q = 0; q < 4; q++) {
      if (q > 0) await page.locator('fieldset[data-question]').getByRole('button').first().click();
      await page.getByRole('button', { name: q === 3 ? 'See my path' : 'Next question' }).click();
    }
    await page.getByRole('heading', { name: 'Your path' }).waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/${tag}-3-result.png`, fullPage: true });
    await page.getByRole('button', { name: 'Start learning' }).click();
    await page.waitForURL((u) => u.pathname !== '/onboarding');
    await page.goto('/learning-path');
    await page.locator('[data-status="next"]').first().waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/${tag}-4-path.png`, fullPage: true });
    await page.goto('/dashboard');
    await page.locator('#learning-path [data-node]').first().waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${dir}/${tag}-5-dashboard.png`, fullPage: false });
    await page.getByRole('button', { name: 'See the whole path' }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${dir}/${tag}-6-path-modal.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Review now|Practise/ }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${dir}/${tag}-7-review.png` });
  });
  it(`tour shot ${tag}`, async () => {
    const { page, baseURL } = await browser.open({ mobile, tours: true });
    if (!mobile) await page.setViewportSize({ width: 1366, height: 850 });
    await signUpInBrowser(page, baseURL, 'Tia Tour');
    await page.goto('/trade');
    await page.getByRole('dialog').getByText('Step 1 of 5').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${dir}/${tag}-8-tour.png` });
  });
}
