import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { EARLY_READS } from '../src/web/lib/early-reads';
import { pageErrors, useBrowser, wcagViolations } from './browser';
import { enterAsGuest, sessionBeforeFirstPage, signUp } from './session';

// Issue 14 point 3: the landing and legal pages arrive as HTML rendered at build time, readable
// before (and without) any script, then hydrated into the live app.

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();
const SHOTS = '/tmp/shots/prerender';
mkdirSync(SHOTS, { recursive: true });

/** The app's entry script waits until the returned function is called, as on a slow phone. */
async function holdAppEntry(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A page of a browser context with JavaScript off, closed after `use`. */
async function withoutScripts(use: (plain: Page) => Promise<void>): Promise<void> {
  const { page, baseURL } = await browser.open();
  const noScript = await page.context().browser()!.newContext({ baseURL, javaScriptEnabled: false });
  try {
    await use(await noScript.newPage());
  } finally {
    await noScript.close();
  }
}

it('shows the landing page’s hero and stats row, and the legal pages, with JavaScript off', async () => {
  await withoutScripts(async (plain) => {
    await plain.goto('/');
    await plain.getByRole('heading', { name: 'Learn Finance the Way It Actually Happened' }).waitFor();
    await plain.getByText('Interactive lessons').waitFor();
    expect(await plain.title()).toBe('Learn finance through history · ThinkStreet');
    await plain.goto('/terms');
    await plain.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    await plain.goto('/privacy');
    await plain.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
  });
});

// The prerendered <h1>, kept by a MutationObserver while the HTML is parsed (before the app's
// module script runs), with whether React owned it then.
const MARK_PRERENDERED_HEADING = () => {
  const w = window as unknown as { prerenderedH1?: Element; ownedBeforeScripts?: boolean };
  const reactOwns = (node: Element) => Object.keys(node).some((k) => k.startsWith('__reactFiber'));
  const observer = new MutationObserver(() => {
    const h1 = document.querySelector('#root h1');
    if (!h1) return;
    w.prerenderedH1 = h1;
    w.ownedBeforeScripts = reactOwns(h1);
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
};

const viewports = [
  { name: 'desktop', size: { width: 1366, height: 850 }, mobile: false },
  { name: 'phone', size: { width: 390, height: 844 }, mobile: true },
] as const;

for (const { name, size, mobile } of viewports)
  for (const { path, heading, link, to } of [
    {
      path: '/',
      heading: 'Learn Finance the Way It Actually Happened',
      link: 'Begin Learning',
      to: '/login',
    },
    { path: '/terms', heading: 'Terms of Service', link: 'Back to home', to: '/' },
  ])
    it(`hydrates the prerendered ${path} on a ${name} (${size.width}x${size.height}): the same <h1> node, no error, axe clean`, async () => {
      const { page } = await browser.open({ mobile });
      await page.setViewportSize(size);
      const errors = pageErrors(page);
      await page.addInitScript(MARK_PRERENDERED_HEADING);
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();

      // Interactive: React has taken over the prerendered <h1> (hydrated), not drawn a new one.
      await page.waitForFunction(() => {
        const h1 = document.querySelector('#root h1');
        return h1 !== null && Object.keys(h1).some((k) => k.startsWith('__reactFiber'));
      });
      const kept = await page.evaluate(() => {
        const w = window as unknown as { prerenderedH1?: Element; ownedBeforeScripts?: boolean };
        return {
          marked: w.prerenderedH1 !== undefined,
          ownedBeforeScripts: w.ownedBeforeScripts,
          same: w.prerenderedH1 === document.querySelector('#root h1'),
          inDocument: w.prerenderedH1?.isConnected,
        };
      });
      expect(kept).toEqual({ marked: true, ownedBeforeScripts: false, same: true, inDocument: true });
      expect(await wcagViolations(page)).toEqual([]);

      // The hydrated links navigate inside the app (no new document: the mark survives).
      await page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });
      await page.getByRole('link', { name: link }).first().click();
      await page.waitForURL((url) => url.pathname === to);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
        true,
      );
      // Hydration mismatches are reported as console errors (React 418 and its warnings).
      expect(errors).toEqual([]);
    });

it('renders afresh (no hydration) for a visitor with a session (a guest) on the prerendered landing page', async () => {
  const { page } = await browser.open();
  const errors = pageErrors(page);
  await enterAsGuest(page);
  await page.addInitScript(MARK_PRERENDERED_HEADING);
  await page.goto('/');
  await page.getByRole('link', { name: 'Go to Dashboard' }).waitFor();
  expect(
    await page.evaluate(() => {
      const w = window as unknown as { prerenderedH1?: Element };
      return w.prerenderedH1 !== undefined && w.prerenderedH1 !== document.querySelector('#root h1');
    }),
  ).toBe(true);
  expect(errors).toEqual([]);
});

it('serves /library with its catalogue as HTML and every other app route as the plain app shell', async () => {
  const { baseURL } = await browser.open();
  const html = await (await fetch(`${baseURL}/dashboard`)).text();
  expect(html).toContain('<div id="root"></div>');
  const library = await (await fetch(`${baseURL}/library`)).text();
  expect(library).toContain('<div id="root" data-prerendered="app">');
  expect(library).toContain('Tulip Mania');
  const landing = await (await fetch(`${baseURL}/`)).text();
  expect(landing).toContain('Learn Finance the Way It Actually Happened');
});

// Issue 14: /library is the same catalogue for every learner, so it is prerendered too, inside a
// frame that belongs to nobody (no menu, no sign-in link), inert until the app renders it afresh.
for (const { name, size, mobile } of viewports)
  it(`paints the catalogue of /library before its scripts, then renders it afresh for the learner on a ${name}`, async () => {
    const { page, baseURL } = await browser.open({ mobile });
    await page.setViewportSize(size);
    await sessionBeforeFirstPage(page, await signUp(baseURL, `Paula Prerender ${name}`));
    const errors = pageErrors(page);
    // The app's entry is held back, as on a slow phone, until the prerendered page has been read.
    const release = await holdAppEntry(page);
    await page.addInitScript(MARK_PRERENDERED_HEADING);
    await page.goto('/library');
    await page.getByTestId('course-tulip-mania').waitFor();
    const before = await page.evaluate(() => {
      const frame = document.querySelector('#root > div');
      return {
        inert: frame?.hasAttribute('inert'),
        busy: frame?.getAttribute('aria-busy'),
        menu: [...document.querySelectorAll('button')].some((b) => b.textContent?.includes('Account menu')),
      };
    });
    expect(before).toEqual({ inert: true, busy: 'true', menu: false });
    expect(await page.getByRole('link', { name: 'Login' }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/library-prerendered-${name}.png` });
    release();

    // The learner's own page: React drew a new <h1>, the frame is live, their menu is there.
    await page.waitForFunction(() => {
      const w = window as unknown as { prerenderedH1?: Element };
      const h1 = document.querySelector('#root h1');
      return h1 !== null && w.prerenderedH1 !== undefined && h1 !== w.prerenderedH1;
    });
    expect(await page.locator('#root [inert], #root [aria-busy="true"]').count()).toBe(0);
    await page.getByRole('button', { name: /Account menu/ }).waitFor();
    await page.getByLabel('Search courses').fill('tulip');
    await expect.poll(() => page.locator('[data-testid^="course-"]').count()).toBe(1);
    expect(await wcagViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/library-rendered-${name}.png` });
    expect(errors).toEqual([]);
  });

it('shows the route’s error, not a page frozen inert, when /library’s own code cannot load', async () => {
  const { page } = await browser.open();
  await sessionBeforeFirstPage(page, 'guest');
  await page.route(/\/assets\/LibraryPage-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/library');
  await page.getByRole('heading', { name: 'Oops! Something went wrong' }).waitFor();
  expect(await page.locator('#root [inert]').count()).toBe(0);
});

it('sends a visitor with no session from the prerendered /library to sign in, asking to come back to it', async () => {
  const { page } = await browser.open();
  await page.goto('/library');
  await page.waitForURL(
    (url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/library',
  );
});

it('shows the catalogue of /library with JavaScript off', async () => {
  await withoutScripts(async (plain) => {
    await plain.goto('/library');
    await plain.getByRole('heading', { level: 1, name: 'Courses' }).waitFor();
    await plain.getByTestId('course-gamestop-squeeze-2021').waitFor();
    expect(await plain.title()).toBe('Courses · ThinkStreet');
  });
});

it('keeps where a learner scrolled the prerendered landing page before its scripts arrived, so a tap lands where it was aimed', async () => {
  const { page } = await browser.open({ mobile: true });
  const errors = pageErrors(page);
  // The app's entry waits until the learner has scrolled to the footer, as on a slow phone.
  const release = await holdAppEntry(page);
  await page.goto('/');
  const terms = page.getByRole('contentinfo').getByRole('link', { name: 'Terms' });
  await terms.scrollIntoViewIfNeeded();
  const y = await page.evaluate(() => window.scrollY);
  expect(y).toBeGreaterThan(500);
  release();
  // Hydrated: React owns the prerendered <h1>.
  await page.waitForFunction(() => {
    const h1 = document.querySelector('#root h1');
    return h1 !== null && Object.keys(h1).some((k) => k.startsWith('__reactFiber'));
  });
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.scrollY)).toBe(y);
  await terms.click();
  await page.waitForURL((url) => url.pathname === '/terms');
  await page.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();
  expect(errors).toEqual([]);
});

// Issue 14: the dashboard and the Simulator ask for a signed-in learner's first screen while the
// app's code is still loading (src/web/lib/early-reads.ts), and the app takes those answers.
for (const [path, shown] of [
  ['/dashboard', 'Your Next Lesson'],
  ['/trade', 'Trading simulator'],
] as const)
  it(`asks for ${path}’s first reads before the app runs, and the app takes each answer instead of asking again`, async () => {
    const { page, baseURL } = await browser.open();
    const errors = pageErrors(page);
    await sessionBeforeFirstPage(page, await signUp(baseURL, `Early ${path.slice(1)}`));
    const asked = new Map<string, number>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET') asked.set(url.pathname, (asked.get(url.pathname) ?? 0) + 1);
    });
    const release = await holdAppEntry(page);
    await page.goto(path, { waitUntil: 'commit' });
    const reads = EARLY_READS[path]!;
    // Asked while the app's entry is still held back: the page's HTML did it, not the app.
    await expect.poll(() => reads.filter((read) => asked.has(read))).toEqual(reads);
    expect(asked.has('/api/auth/verify')).toBe(false);
    release();
    await page.getByRole('heading', { name: shown }).waitFor();
    // Every early answer taken by the app (lib/early-reads.ts deletes what it hands over), and no
    // read asked for a second time.
    const untaken = () =>
      page.evaluate(() =>
        Object.keys((window as { __earlyReads?: { answers: object } }).__earlyReads?.answers ?? {}),
      );
    await expect.poll(untaken).toEqual([]);
    for (const read of reads) expect({ read, times: asked.get(read) }).toEqual({ read, times: 1 });
    // Reloaded, the app's code comes from the cache and may start before /early-reads.js runs: then
    // the script sends nothing, and no answer is ever left for a later read to take.
    await page.reload();
    await page.getByRole('heading', { name: shown }).waitFor();
    await expect.poll(untaken).toEqual([]);
    expect(errors).toEqual([]);
  });
