import { mkdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { seriousViolations, setServerTime, useBrowser } from './browser';
import { answerPersonalise, enterAsGuest, signUpInBrowser } from './session';

// Weekly leagues on the dashboard (issue 21 point 4). The server clock is set to a week no other
// journey touches, so the placement this journey runs holds only its own learners.

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();
const SHOTS = '/tmp/shots/leagues';
mkdirSync(SHOTS, { recursive: true });

const WEDNESDAY = new Date('2031-03-05T12:00:00Z');
const MONDAY = new Date('2031-03-10T08:00:00Z');

async function post(baseURL: string, path: string, token: string, body: unknown): Promise<void> {
  const res = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

const quiz = {
  activityType: 'quiz_complete',
  activityData: { quizId: 'tulip-mania', score: 100, passed: true },
};

it('two learners who studied last week meet in a Penny Stock league on Monday, ranked by this week’s XP', async () => {
  const { page, baseURL } = await browser.open();
  await setServerTime(baseURL, WEDNESDAY);
  const rival = await signUpInBrowser(page, baseURL, 'Rita Rival');
  await post(baseURL, '/api/analytics/track', rival.token, quiz);
  const me = await signUpInBrowser(page, baseURL, 'Leo League');
  await post(baseURL, '/api/analytics/track', me.token, quiz);

  await page.goto('/dashboard');
  // XP earned this week: the card says the learner is in for Monday (it said "Earn XP this week…").
  await expect
    .poll(() => page.getByTestId('league-status').textContent())
    .toMatch(
      /^You earned \d+ XP this week, so you join a Penny Stock league when this week ends \(Monday 00:00 UTC, in /,
    );

  await setServerTime(baseURL, MONDAY);
  const ran = await fetch(`${baseURL}/api/test/jobs/leagues`, { method: 'POST' });
  expect(await ran.json()).toEqual({ ran: true });
  await post(baseURL, '/api/analytics/track', me.token, quiz);

  await page.reload();
  const table = page.getByRole('list', { name: 'Penny Stock league table' });
  await table.waitFor();
  expect(await table.getByRole('listitem').count()).toBe(2);
  expect(await table.getByRole('listitem').first().textContent()).toContain('(you)');
  expect(await page.getByTestId('league-status').textContent()).toMatch(
    /you are #1 of 2 · 6 days 16 h left$/,
  );
  // A league of two: its rule in words that fit it (it read "The top 1 move up … the bottom 0 move down").
  await page
    .getByRole('region', { name: 'Weekly league' })
    .getByText('The top learner moves up a tier and nobody moves down when the week ends')
    .waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await page
    .getByRole('region', { name: 'Weekly league' })
    .screenshot({ path: `${SHOTS}/league-desktop.png` });
});

it('a guest sees what a league is and how to join one (phone)', async () => {
  const { page } = await browser.open({ mobile: true });
  await enterAsGuest(page);
  await answerPersonalise(page);
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Weekly league' });
  await card.waitFor();
  expect(await card.textContent()).toContain('ten tiers from Penny Stock to Blue Chip');
  await card.getByRole('link', { name: 'Create a free account' }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/league-guest-phone.png`, fullPage: true, animations: 'disabled' });
});
