import { expect, it } from 'vitest';
import { appTookOver, seriousViolations, smallTargets, useBrowser } from './browser';
import { enterAsGuest, readToTheEnd, signUpInBrowser } from './session';

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();

it('filters the library, reads a story with decisions and a quiz, and shows it completed', async () => {
  const { page } = await browser.open();
  await enterAsGuest(page);
  await page.goto('/library');
  await page.getByRole('heading', { name: 'Courses' }).waitFor();
  const all = await page.locator('[data-testid^="course-"]').count();
  expect(all).toBeGreaterThan(1);

  await page.getByLabel('Category').selectOption('modern');
  await page.getByLabel('Difficulty').selectOption('Intermediate');
  await page.getByLabel('Search courses').fill('gamestop');
  const cards = page.locator('[data-testid^="course-"]');
  await expect.poll(() => cards.count()).toBe(1);
  await expect(cards.first().getAttribute('data-testid')).resolves.toBe('course-gamestop-squeeze-2021');

  await cards.first().click();
  await page.waitForURL('**/lessons/gamestop-squeeze-2021');
  await page.getByText('Page 1 of').waitFor();
  // The tab is named for the lesson, and for the page again once the lesson is left.
  expect(await page.title()).toBe('The GameStop Short Squeeze · ThinkStreet');
  // Full-screen: the tab bar is hidden while a lesson is open.
  expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
  await page.keyboard.press('ArrowRight');
  await page.getByText('Page 2 of').waitFor();
  await page.keyboard.press('ArrowLeft');
  await page.getByText('Page 1 of').waitFor();

  const read = await readToTheEnd(page);
  expect(read.decisions).toBeGreaterThanOrEqual(2);
  expect(read.questions).toBe(4);

  await page.getByRole('button', { name: 'Finish lesson' }).click();
  // The completion screen, then back to the courses.
  await page.getByTestId('completion-screen').waitFor();
  await page.getByRole('link', { name: 'All courses' }).click();
  await page.waitForURL('**/library');
  await page.getByTestId('course-gamestop-squeeze-2021').getByText('Completed').waitFor();
  expect(await page.title()).toBe('Courses · ThinkStreet');
});

it("keeps a guest's completed story after a reload", async () => {
  const { page } = await browser.open();
  await enterAsGuest(page);
  await page.goto('/lessons/tulip-mania');
  await page.getByRole('button', { name: 'Enter the tavern' }).click();
  await readToTheEnd(page);
  await page.getByRole('region', { name: 'Your score' }).waitFor();
  await page.getByRole('button', { name: 'Finish lesson' }).click();
  // The completion screen, then back to the courses.
  await page.getByTestId('completion-screen').waitFor();
  await page.getByRole('link', { name: 'All courses' }).click();
  await page.waitForURL('**/library');
  await page.reload();
  await page.getByTestId('course-tulip-mania').getByText('Completed').waitFor();
  await page.getByLabel('Search courses').fill('tulip');
  expect(await page.getByTestId('course-dotcom-bubble').count()).toBe(0);
});

it("shows 'Loading Story...' while the player loads, and says so when a lesson does not exist", async () => {
  const { page } = await browser.open();
  await enterAsGuest(page);
  // Hold back the player's code so the loading screen is observable.
  await page.route('**/assets/StoryPlayer-*.js', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto('/lessons/dotcom-bubble');
  await page.getByRole('status').getByText('Loading Story...').waitFor();
  await page.getByText('Page 1 of').waitFor();
  await page.goto('/lessons/no-such-lesson');
  await page.getByRole('heading', { name: 'Lesson not found' }).waitFor();
  await page.getByRole('link', { name: 'Back to Courses' }).waitFor();
});

it('turns pages with a swipe on a phone', async () => {
  const { page } = await browser.open({ mobile: true });
  await enterAsGuest(page);
  await page.goto('/lessons/tulip-mania');
  await page.getByText('Page 1 of').waitFor();
  const swipe = (from: number, to: number) =>
    page.evaluate(
      ([a, b]) => {
        const el = document.querySelector('main')!;
        const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 300 });
        el.dispatchEvent(
          new TouchEvent('touchstart', { touches: [touch(a!)], changedTouches: [touch(a!)], bubbles: true }),
        );
        el.dispatchEvent(
          new TouchEvent('touchend', { touches: [], changedTouches: [touch(b!)], bubbles: true }),
        );
      },
      [from, to],
    );
  await swipe(320, 80);
  await page.getByText('Page 2 of').waitFor();
  await swipe(80, 320);
  await page.getByText('Page 1 of').waitFor();
});

it('on a phone the library’s search and filters are 44 px targets', async () => {
  const { page } = await browser.open({ mobile: true });
  await enterAsGuest(page);
  await page.goto('/library');
  // The prerendered form is replaced as the app takes over: measured before, its detached fields
  // measure 0×0 and are passed over.
  await appTookOver(page);
  const filters = page.getByRole('form', { name: 'Filter courses' });
  // The search field was 38 px tall and each select 36.
  expect(await smallTargets(filters)).toEqual([]);
});

it('has no serious accessibility violations in the library, a story page and a decision', async () => {
  const { page } = await browser.open();
  await enterAsGuest(page);
  await page.goto('/library');
  await page.getByRole('heading', { name: 'Courses' }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  // The animated player's looping pictures can be paused (WCAG 2.2.2): a toggle button, and the
  // drawing stops. It stays paused on the next page and after a reload.
  await page.goto('/lessons/covid-inflation');
  await page.getByText('Page 1 of').waitFor();
  const pause = page.getByRole('button', { name: 'Pause animations' });
  const drawing = page.locator('svg[data-visual]').first();
  expect(await pause.getAttribute('aria-pressed')).toBe('false');
  expect(await drawing.getAttribute('data-animated')).toBe('true');
  await pause.click();
  await expect.poll(() => pause.getAttribute('aria-pressed')).toBe('true');
  await expect.poll(() => drawing.getAttribute('data-animated')).toBe('false');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByText('Page 2 of').waitFor();
  expect(await pause.getAttribute('aria-pressed')).toBe('true');
  await page.reload();
  await page.getByText(/^Page \d+ of \d+$/).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await pause.getAttribute('aria-pressed')).toBe('true');
  await expect.poll(() => drawing.getAttribute('data-animated')).toBe('false');
  // Pressed again, the pictures move again.
  await pause.click();
  await expect.poll(() => pause.getAttribute('aria-pressed')).toBe('false');
  await expect.poll(() => drawing.getAttribute('data-animated')).toBe('true');
  await page.goto('/lessons/financial-crisis-2008');
  await page.getByText('Page 1 of').waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  for (let i = 0; i < 10 && !(await page.locator('[data-choice]').first().isVisible()); i++) {
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(400); // let the chapter view's page transition finish
  }
  await page.locator('[data-choice]').first().click();
  await page.getByText('You chose:').waitFor();
  expect(await seriousViolations(page)).toEqual([]);
});

it("saves a signed-in learner's completion on the server and shows it in the library", async () => {
  const { page, baseURL } = await browser.open();
  const { token, user } = await signUpInBrowser(page, baseURL, 'Lee Reader');
  // The learning path's answer is held back until the completion screen is up, so its next lesson
  // arrives after the screen: the links below it must not move then (a tap meant for "All courses"
  // once landed on the next lesson that appeared under it).
  let releasePath = () => {};
  const pathHeld = new Promise<void>((resolve) => {
    releasePath = resolve;
  });
  await page.route('**/api/learning-path', async (route) => {
    if (route.request().method() === 'GET') await pathHeld;
    await route.continue();
  });
  await page.goto('/lessons/dotcom-bubble');
  await page.getByText('Page 1 of').waitFor();
  await readToTheEnd(page);
  await page.getByRole('button', { name: 'Finish lesson' }).click();
  // The completion screen, then back to the courses.
  await page.getByTestId('completion-screen').waitFor();
  const allCourses = page.getByRole('link', { name: 'All courses' });
  await page.getByText('Finding your next lesson…').waitFor();
  const before = await allCourses.boundingBox();
  releasePath();
  // The first answers are below the pass mark: the path's next step is to read it again.
  await page.getByRole('link', { name: /^Next(: Revisit| lesson:) / }).waitFor();
  expect(await allCourses.boundingBox()).toEqual(before);
  await allCourses.click();
  await page.waitForURL('**/library');
  await page.getByTestId('course-dotcom-bubble').getByText('Completed').waitFor();

  const progress = (await (
    await fetch(`${baseURL}/api/auth/progress`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { progress: { storyId: string; completed: boolean }[] };
  expect(progress.progress).toContainEqual(
    expect.objectContaining({ storyId: 'dotcom-bubble', completed: true }),
  );
  // Saved on the server, not as a local fallback.
  const local = await page.evaluate(
    (id) => localStorage.getItem(`thinkstreet:${id}:story-progress`),
    user.id,
  );
  expect(local).toBeNull();
});

it('reads the options course to its certificate and marks it completed', async () => {
  const { page } = await browser.open();
  await enterAsGuest(page);
  await page.goto('/library');
  await page.getByLabel('Category').selectOption('advanced');
  // Its category and its difficulty are both "Advanced": the card says it once.
  const card = page.getByTestId('course-options-derivatives');
  expect(await card.locator('dd').getByText('Advanced', { exact: true }).count()).toBe(1);
  await card.click();
  await page.getByText('Page 1 of 16').waitFor();
  const read = await readToTheEnd(page);
  expect(read.questions).toBeGreaterThan(0);
  await page
    .getByRole('region', { name: 'Certificate' })
    .getByText('Options & Derivatives Specialist')
    .waitFor();
  await page.getByRole('button', { name: 'Finish course' }).click();
  await page.waitForURL('**/library');
  await page.getByTestId('course-options-derivatives').getByText('Completed').waitFor();
});
