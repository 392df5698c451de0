import { mkdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { quizBank } from '../src/core/learning-path/cards';
import { seriousViolations, useBrowser } from './browser';
import { readToTheEnd, signInAsAdmin, signUpInBrowser } from './session';

// Issue 13: content analytics. A learner finishes a lesson; the admin sees it counted in Content.

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();
const SHOTS = '/tmp/shots/content-analytics';
mkdirSync(SHOTS, { recursive: true });
const LESSON = 'tulip-mania';

it('a learner completes a lesson and the admin sees it counted in Content, with its quiz accuracy', async () => {
  const learner = await browser.open();
  await signUpInBrowser(learner.page, learner.baseURL, 'Carla Content');
  await learner.page.goto(`/lessons/${LESSON}`);
  await learner.page.getByText('Page 1 of').waitFor();
  const { questions } = await readToTheEnd(learner.page);
  expect(questions).toBe(quizBank.filter((q) => q.lessonId === LESSON).length);
  await learner.page.getByRole('button', { name: 'Finish lesson' }).click();
  await learner.page.getByTestId('completion-screen').waitFor();

  for (const mobile of [false, true]) {
    const size = mobile ? 'phone' : 'desktop';
    const { page, baseURL } = await browser.open({ mobile });
    if (!mobile) await page.setViewportSize({ width: 1366, height: 850 });
    await signInAsAdmin(page, baseURL);
    await page.goto('/admin');
    const section = page.getByRole('region', { name: 'Content' });
    const lesson = section.getByRole('button', { name: 'Tulip Mania', exact: true });
    await lesson.waitFor({ timeout: 20_000 });
    const row = section
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: 'Tulip Mania', exact: true }) });
    expect(await row.getByRole('cell').allTextContents()).toEqual(['Tulip Mania', '1', '1', '100%']);
    await lesson.click();
    await section.getByRole('heading', { name: 'Quiz accuracy (first answer)' }).waitFor();
    // readToTheEnd takes the first answer of each question: each shows one learner's accuracy.
    const first = quizBank.find((q) => q.lessonId === LESSON)!;
    await section
      .getByText(`${first.question.correct === 0 ? 100 : 0}% right`)
      .first()
      .waitFor();
    await section.getByText('of 1 learner').first().waitFor();
    await section.getByText('Everyone who started finished.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      mobile ? 390 : 1366,
    );
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/admin-content-${size}.png` });
    await section.screenshot({ path: `${SHOTS}/admin-content-section-${size}.png` });
  }
});
