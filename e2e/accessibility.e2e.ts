import { expect, it } from 'vitest';
import { everyRoutePasses, routerPaths, visit } from './accessibility';
import { useBrowser, wcagViolations } from './browser';

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
  await visit(page, '/about');
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
