import type { Locator } from 'playwright-core';
import { expect, it } from 'vitest';
import { everyRoutePasses, routerPaths, visit } from './accessibility';
import { axe, useBrowser, wcagViolations } from './browser';
import { enterAsGuest, readToTheEnd } from './session';

// The accessibility gate (./accessibility.ts): that it reads the router and finds what it is there
// to find, then a guest's pass on a laptop and on a phone. accessibility-signed-in.e2e.ts has the
// learner's and the administrator's.

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();

it('reads the routes of the router, parameters included', () => {
  const paths = routerPaths();
  expect(paths).toEqual(
    expect.arrayContaining(['/', '/dashboard', '/admin', '/lessons/$lessonId', '/terms', '/about']),
  );
  expect(paths).not.toContain('/terms-of-service');
});

it('finds what it is there to find: an unnamed button, an image without text, faint text', async () => {
  const { page } = await browser.open();
  // As the sweeps go: a route opened in the running app, axe already loaded by the last route's check.
  await visit(page, '/');
  expect(await wcagViolations(page)).toEqual([]);
  await visit(page, '/about', { inApp: true });
  await page.getByRole('heading', { level: 1, name: /About/ }).waitFor();
  expect(await wcagViolations(page)).toEqual([]);
  // Outside the app's root, where no render of the page can take them away.
  await page.evaluate(() => {
    const bad = document.createElement('div');
    bad.innerHTML =
      '<button id="gate-button"></button><img id="gate-image" src="/icon-192.png">' +
      '<p id="gate-text" style="color:#777;background:#888">Faint text</p>';
    document.body.append(bad);
  });
  const findings = await wcagViolations(page);
  expect(findings).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^button-name: .*#gate-button/),
      expect.stringMatching(/^image-alt: .*#gate-image/),
      expect.stringMatching(/^color-contrast: .*#gate-text/),
    ]),
  );
});

everyRoutePasses(browser, 'guest', false);
everyRoutePasses(browser, 'guest', true);

/** The targets among `targets` smaller than 44 × 44 px, each as "name: width×height". */
async function small(targets: Locator): Promise<string[]> {
  const out: string[] = [];
  const all = await targets.all();
  expect(all.length).toBeGreaterThan(0); // measured, not passed for want of a match
  for (const t of all) {
    const box = await t.boundingBox();
    if (box && (box.width < 44 || box.height < 44))
      out.push(
        `${(await t.textContent())?.trim() || (await t.getAttribute('aria-label'))}: ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
  }
  return out;
}

/** The moderate landmark findings of axe the learner walkthrough met. */
async function landmarkFindings(page: Parameters<typeof axe>[0]): Promise<string[]> {
  const rules = ['landmark-one-main', 'landmark-no-duplicate-banner', 'landmark-no-duplicate-main'];
  return (await axe(page).withRules(rules).analyze()).violations.map((v) => v.id);
}

it('a guest on a phone: 44 px tap targets, one banner with the tutor open, a main on the lesson and its completion', async () => {
  const { page } = await browser.open({ mobile: true });
  await enterAsGuest(page);
  await visit(page, '/learning-path');
  const found: string[] = [];
  await page.getByRole('link', { name: /^Start\b/ }).waitFor();
  // The steps' h3 titles sit under an h2, not straight under the page's h1.
  expect((await axe(page).withRules(['heading-order']).analyze()).violations.map((v) => v.id)).toEqual([]);
  found.push(...(await small(page.getByRole('link', { name: /^(Start|Open)\b/ }))));
  found.push(...(await small(page.getByRole('complementary', { name: 'Beta notice' }).getByRole('button'))));
  found.push(...(await small(page.getByRole('button', { name: 'Exit guest mode' }))));
  await page.getByRole('button', { name: 'More' }).click();
  found.push(...(await small(page.locator('#more-tabs a'))));
  await page.getByRole('button', { name: 'More' }).click();

  await page.getByRole('button', { name: 'Ask the tutor' }).click();
  const tutor = page.getByRole('dialog', { name: 'Tutor' });
  await tutor.waitFor();
  const header = /^(Navigation mode|Session memory|History|Minimise tutor|Close tutor)$/;
  found.push(...(await small(tutor.getByRole('button', { name: header }))));
  expect(await landmarkFindings(page)).toEqual([]);
  await tutor.getByRole('button', { name: 'Close tutor' }).click();

  await visit(page, '/lessons/tulip-mania');
  await page.getByRole('button', { name: /^Next/ }).click();
  await page.getByRole('button', { name: 'Start over' }).waitFor();
  found.push(...(await small(page.getByRole('button', { name: /^(Close lesson|Start over)$/ }))));
  expect(found).toEqual([]);
  expect(await landmarkFindings(page)).toEqual([]);
  await readToTheEnd(page);
  await page.getByRole('button', { name: /^Finish lesson/ }).click();
  await page.getByTestId('completion-screen').waitFor();
  expect(await landmarkFindings(page)).toEqual([]);
}, 120_000);
