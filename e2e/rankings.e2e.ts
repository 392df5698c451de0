import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { MEASURE_EXPLANATIONS } from '../src/core/trading/rankings';
import { seriousViolations, useBrowser } from './browser';
import { signUpInBrowser } from './session';

// Rankings that reward skill (issue 21 point 2): the simulator's leaderboard switches between
// return, Sharpe and excess return, says what each means and when the rankings were last updated.
// The journeys' server runs no timers, so the journey runs the rankings job itself.

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();
const SHOTS = '/tmp/shots/rankings';
mkdirSync(SHOTS, { recursive: true });

async function rankNow(baseURL: string) {
  const ran = await fetch(`${baseURL}/api/test/jobs/rankings`, { method: 'POST' });
  expect(ran.status).toBe(200);
}

async function openBoard(page: Page, baseURL: string, token: string) {
  await fetch(`${baseURL}/api/trading/portfolio`, { headers: { authorization: `Bearer ${token}` } });
  await rankNow(baseURL);
  await page.goto('/trade');
  await page.getByRole('heading', { name: 'Trading simulator' }).waitFor();
  const measures = page.getByRole('group', { name: 'Rank by' });
  await measures.waitFor();
  return measures;
}

it('a learner switches the leaderboard between return, Sharpe and excess return', async () => {
  const { page, baseURL } = await browser.open();
  await page.setViewportSize({ width: 1366, height: 850 });
  const me = await signUpInBrowser(page, baseURL, 'Rhea Ranked');
  const measures = await openBoard(page, baseURL, me.token);

  expect(await measures.getByRole('button', { name: 'Return' }).getAttribute('aria-pressed')).toBe('true');
  await page.getByText(MEASURE_EXPLANATIONS.return).waitFor();
  const byReturn = page.getByRole('list', { name: 'Ranked by Return' });
  await byReturn.getByText('(you)').waitFor();
  expect(await page.getByText(/^Updated \d\d:\d\d/).count()).toBe(1);

  await measures.getByRole('button', { name: 'Sharpe' }).click();
  expect(await measures.getByRole('button', { name: 'Sharpe' }).getAttribute('aria-pressed')).toBe('true');
  await page.getByText(MEASURE_EXPLANATIONS.sharpe).waitFor();
  // A learner of one day is not ranked by Sharpe yet, and the page says why.
  await expect.poll(() => page.getByText(/need 5 trading days to be ranked by Sharpe/).count()).toBe(1);
  expect(await page.getByRole('list', { name: 'Ranked by Sharpe' }).getByText('(you)').count()).toBe(0);

  await measures.getByRole('button', { name: 'vs S&P 500' }).click();
  await page.getByText(MEASURE_EXPLANATIONS.excess).waitFor();
  await page.getByRole('list', { name: 'Ranked by vs S&P 500' }).getByText('(you)').waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await measures.locator('xpath=..').screenshot({ path: `${SHOTS}/leaderboard-desktop.png` });
});

it('on a phone the measures fit and the leaderboard stays readable', async () => {
  const { page, baseURL } = await browser.open({ mobile: true });
  const me = await signUpInBrowser(page, baseURL, 'Pia Phone');
  // The longest name the leaderboard takes.
  const name = 'Philippa Featherstonehaugh-Cholmondeley';
  const consent = await fetch(`${baseURL}/api/trading/leaderboard/consent`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${me.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ showOnLeaderboard: true, name }),
  });
  expect(consent.status).toBe(200);
  const measures = await openBoard(page, baseURL, me.token);
  await measures.getByRole('button', { name: 'vs S&P 500' }).click();
  await page.getByText(MEASURE_EXPLANATIONS.excess).waitFor();
  await measures.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The whole name shows (wrapped, not cut), beside the rank and the ranked figure, all on screen.
  const row = page.getByRole('list', { name: 'Ranked by vs S&P 500' }).getByTestId('ranking-row').filter({
    hasText: '(you)',
  });
  const cells = await row.evaluate((li) =>
    [...li.children].map((c) => {
      const r = c.getBoundingClientRect();
      const cut = [c, ...c.querySelectorAll('*')].some((e) => e.scrollWidth > e.clientWidth);
      return { text: c.textContent, left: r.left, right: r.right, cut };
    }),
  );
  expect(cells.map((c) => c.text)).toEqual([
    expect.stringMatching(/^\d+$/),
    expect.stringContaining(`${name} (you)`),
    expect.stringMatching(/%$/),
  ]);
  expect(cells.some((c) => c.cut)).toBe(false);
  expect(cells.every((c) => c.left >= 0 && c.right <= 390)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await measures.locator('xpath=..').screenshot({ path: `${SHOTS}/leaderboard-phone.png` });
});
