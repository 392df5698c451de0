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

type ContentRow = {
  lessonId: string;
  started: number;
  completed: number;
  completionRate: number;
  questions: { answered: number }[];
};

/** The lesson's figures as the admin API has them (other journeys on this server read it too). */
async function figures(baseURL: string, token: string): Promise<ContentRow> {
  const res = await fetch(`${baseURL}/api/admin/content`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  const { lessons } = (await res.json()) as { lessons: ContentRow[] };
  return (
    lessons.find((l) => l.lessonId === LESSON) ?? {
      lessonId: LESSON,
      started: 0,
      completed: 0,
      completionRate: 0,
      questions: [],
    }
  );
}

it('a learner completes a lesson and the admin sees it counted in Content, with its quiz accuracy', async () => {
  const learner = await browser.open();
  const { token } = await signInAsAdmin(learner.page, learner.baseURL);
  const before = await figures(learner.baseURL, token);
  await learner.page.evaluate(() => localStorage.clear());
  await signUpInBrowser(learner.page, learner.baseURL, 'Carla Content');
  await learner.page.goto(`/lessons/${LESSON}`);
  await learner.page.getByText('Page 1 of').waitFor();
  const { questions } = await readToTheEnd(learner.page);
  expect(questions).toBe(quizBank.filter((q) => q.lessonId === LESSON).length);
  await learner.page.getByRole('button', { name: 'Finish lesson' }).click();
  await learner.page.getByTestId('completion-screen').waitFor();
  const after = await figures(learner.baseURL, token);
  expect(after.started).toBe(before.started + 1);
  expect(after.completed).toBe(before.completed + 1);
  expect(after.questions[0]?.answered).toBe((before.questions[0]?.answered ?? 0) + 1);

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
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      'Tulip Mania',
      String(after.started),
      String(after.completed),
      `${after.completionRate}%`,
    ]);
    await lesson.click();
    await section.getByRole('heading', { name: 'Quiz accuracy (first answer)' }).waitFor();
    const answered = after.questions[0]!.answered;
    await section
      .getByText(`of ${answered} learner${answered === 1 ? '' : 's'}`)
      .first()
      .waitFor();
    await section.getByRole('heading', { name: 'Where learners drop off' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      mobile ? 390 : 1366,
    );
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/admin-content-${size}.png` });
    await section.screenshot({ path: `${SHOTS}/admin-content-section-${size}.png` });
  }
});
