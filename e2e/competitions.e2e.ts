import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { MEASURE_EXPLANATIONS } from '../src/core/trading/rankings';
import { pickSide, seriousViolations, setServerTime, smallTargets, useBrowser } from './browser';
import { realisticFill, usd } from './market';
import { enterAsGuest, signUpInBrowser } from './session';

// Trading games (issue 21 points 1 and 3): a learner creates a private game and shares its code, a
// second learner joins it on a phone, both trade in the game from the Simulator's portfolio switcher,
// and the game's leaderboard ranks them; the personal portfolio is untouched by any of it.

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();
const SHOTS = '/tmp/shots/competitions';
mkdirSync(SHOTS, { recursive: true });

// A Wednesday, 10:30 in New York: the market is open, so market orders fill at once, and the game
// created today is running.
const OPEN = new Date('2026-03-11T14:30:00Z');
const fill = (shares: number) => realisticFill('AAPL', OPEN, 'buy', shares);

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Chooses a portfolio in the Simulator's switcher and waits for it to show. */
async function choosePortfolio(page: Page, label: string): Promise<void> {
  await page.getByLabel('Portfolio').selectOption({ label });
  if (label === 'My portfolio') await expect.poll(() => page.getByTestId('game-banner').count()).toBe(0);
  else await page.getByTestId('game-banner').waitFor();
}

async function buy(page: Page, shares: number): Promise<string> {
  const form = page.getByRole('form', { name: 'Order ticket' });
  await pickSide(form, 'buy');
  await form.getByLabel('Order type').selectOption('market');
  await form.getByLabel('Quantity (shares)').fill(String(shares));
  await form.getByRole('button', { name: 'Buy AAPL' }).click();
  const result = form.getByTestId('order-result');
  await result.waitFor();
  return (await result.textContent()) ?? '';
}

it('two learners play a private game: create, join by code, trade in the game, see the ranking', async () => {
  const name = `Spring Challenge ${Math.random().toString(36).slice(2, 6)}`;
  const gameLabel = `Competition: ${name}`;

  // A organises (desktop).
  const a = await browser.open();
  await setServerTime(a.baseURL, OPEN);
  await a.page.clock.setFixedTime(OPEN);
  await signUpInBrowser(a.page, a.baseURL, 'Alma Organiser');
  await a.page.goto('/competitions');
  await a.page.getByRole('heading', { name: 'Competitions', level: 1 }).waitFor();
  await a.page.getByText('You are in no competition yet.').waitFor();
  const create = a.page.getByRole('form', { name: 'Create a competition' });
  // Every bad input is named before anything is sent.
  await create.getByLabel('Starting cash ($)').fill('500');
  await create.getByRole('button', { name: 'Create competition' }).click();
  await create.getByText('Give the competition a name of at least 3 characters').waitFor();
  await create.getByText('Starting cash must be at least $1,000').waitFor();
  expect(await seriousViolations(a.page)).toEqual([]);
  await create.getByLabel('Name').fill(name);
  await create.getByLabel('Starting cash ($)').fill('100,000');
  await create.getByRole('button', { name: 'Create competition' }).click();
  await a.page.getByRole('heading', { name }).waitFor();
  expect(await a.page.title()).toBe(`${name} · ThinkStreet`);
  const code = ((await a.page.getByTestId('invite-code').textContent()) ?? '').trim();
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  await a.page.getByRole('region', { name: 'Rules' }).getByText('No short selling.').waitFor();
  // The organiser reads their own game as theirs, not under the name others rank them by.
  await a.page.getByText(/competition organised by you$/).waitFor();

  // B joins by code (phone).
  const b = await browser.open({ mobile: true });
  await b.page.clock.setFixedTime(OPEN);
  await signUpInBrowser(b.page, b.baseURL, 'Bruno Player');
  await b.page.goto('/competitions');
  const join = b.page.getByRole('form', { name: 'Join with a code' });
  await join.getByRole('button', { name: 'Join competition' }).click();
  await join.getByText('Enter the invite code').waitFor();
  expect(await noSidewaysScroll(b.page)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(b.page)).toEqual([]);
  await join.getByLabel('Invite code').fill(code.toLowerCase());
  await join.getByRole('button', { name: 'Join competition' }).click();
  await b.page.getByRole('heading', { name }).waitFor();
  expect(await b.page.getByText(/competition organised by you$/).count()).toBe(0);
  await b.page.getByRole('region', { name: 'Leaderboard' }).getByRole('group', { name: 'Rank by' }).waitFor();
  expect(await noSidewaysScroll(b.page)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(b.page)).toEqual([]);
  await b.page.screenshot({ path: `${SHOTS}/game-phone.png`, fullPage: true, animations: 'disabled' });

  // Both buy in the game from the Simulator, through the switcher.
  for (const { page } of [a, b]) {
    await page.goto('/trade');
    await page.getByRole('heading', { name: 'Trading simulator' }).waitFor();
    await choosePortfolio(page, gameLabel);
    expect(page.url()).toMatch(/[?&]game=[0-9a-f-]{36}/);
    await expect.poll(() => page.getByTestId('cash').textContent()).toBe('$100,000.00');
    expect(await buy(page, 10)).toBe('Bought 10 AAPL');
    await expect.poll(() => page.getByTestId('cash').textContent()).toBe(usd(100000 - 10 * fill(10)));
  }
  // A game rule refuses like any other order, in the rule's own words.
  const ticket = b.page.getByRole('form', { name: 'Order ticket' });
  await pickSide(ticket, 'sell');
  await ticket.getByLabel('Quantity (shares)').fill('20');
  await ticket.getByRole('button', { name: 'Sell AAPL' }).click();
  await expect
    .poll(() => ticket.getByTestId('order-result').textContent())
    .toBe("This competition's rules do not allow short selling: you can sell only the shares you hold.");
  // The choice is in the address: a reload keeps the game's portfolio.
  await b.page.reload();
  await b.page.getByTestId('game-banner').waitFor();
  await expect.poll(() => b.page.getByTestId('cash').textContent()).toBe(usd(100000 - 10 * fill(10)));
  expect(await noSidewaysScroll(b.page)).toBeLessThanOrEqual(390);
  await b.page.screenshot({ path: `${SHOTS}/trade-in-game-phone.png`, animations: 'disabled' });

  // The game's leaderboard ranks both, three ways.
  const ranked = await fetch(`${a.baseURL}/api/test/jobs/rankings`, { method: 'POST' });
  expect(ranked.status).toBe(200);
  await a.page.goto('/trade');
  await choosePortfolio(a.page, gameLabel);
  await a.page.getByRole('link', { name }).click();
  await a.page.getByRole('heading', { name }).waitFor();
  const board = a.page.getByRole('region', { name: 'Leaderboard' });
  const measures = board.getByRole('group', { name: 'Rank by' });
  const byReturn = board.getByRole('list', { name: 'Ranked by Return' }).getByRole('listitem');
  await byReturn.nth(1).waitFor();
  expect(await byReturn.count()).toBe(2);
  await board.getByText('(you)').waitFor();
  await board.getByText(MEASURE_EXPLANATIONS.return).waitFor();
  await measures.getByRole('button', { name: 'Sharpe' }).click();
  await board.getByText(MEASURE_EXPLANATIONS.sharpe).waitFor();
  // One day of trading: nobody is ranked by Sharpe yet, and the board says why.
  await board.getByText('No player has 5 trading days in this competition yet.').waitFor();
  await board.getByText(/2 more need 5 trading days to be ranked by Sharpe/).waitFor();
  await measures.getByRole('button', { name: 'vs S&P 500' }).click();
  await board.getByText(MEASURE_EXPLANATIONS.excess).waitFor();
  const byExcess = board.getByRole('list', { name: 'Ranked by vs S&P 500' }).getByRole('listitem');
  await byExcess.nth(1).waitFor();
  expect(await byExcess.count()).toBe(2);
  expect(await a.page.getByRole('region', { name: 'Players' }).getByTestId('player').count()).toBe(2);
  expect(await seriousViolations(a.page)).toEqual([]);
  await a.page.screenshot({ path: `${SHOTS}/game-desktop.png`, fullPage: true, animations: 'disabled' });

  // The game is among A's games, with its code.
  await a.page.goto('/competitions');
  const row = a.page.getByRole('region', { name: 'My competitions' }).getByTestId('game-row');
  await row.first().waitFor();
  expect(await row.count()).toBe(1);
  expect(await row.textContent()).toContain(name);
  expect(await row.getByTestId('invite-code').textContent()).toBe(code);
  expect(await row.textContent()).toContain('2 players');
  await a.page.screenshot({ path: `${SHOTS}/games-desktop.png`, fullPage: true, animations: 'disabled' });

  // A's own portfolio never saw the game's trade.
  await a.page.goto('/trade');
  await a.page.getByRole('heading', { name: 'Trading simulator' }).waitFor();
  await expect.poll(() => a.page.getByLabel('Portfolio').inputValue()).toBe('');
  await expect.poll(() => a.page.getByTestId('cash').textContent()).toBe('$100,000.00');
  await a.page.getByText('No positions yet').waitFor();
  expect(await seriousViolations(a.page)).toEqual([]);
});

/** A game made through the API (the screens for it are the first journey's). */
async function createGameByApi(baseURL: string, token: string, body: Record<string, unknown>) {
  const response = await fetch(`${baseURL}/api/competitions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string; code: string };
}

it('in a class game a player shares their progress, the organiser sees it, downloads it and removes a player', async () => {
  const teacher = await browser.open();
  await setServerTime(teacher.baseURL, OPEN);
  await teacher.page.clock.setFixedTime(OPEN);
  const t = await signUpInBrowser(teacher.page, teacher.baseURL, 'Tess Teacher');
  const game = await createGameByApi(teacher.baseURL, t.token, {
    name: 'Class 9B',
    startDate: '2026-03-11',
    endDate: '2026-04-30',
    startingCash: 10_000,
    visibility: 'private',
    classroom: true,
  });

  const pupil = await browser.open({ mobile: true });
  await pupil.page.clock.setFixedTime(OPEN);
  await signUpInBrowser(pupil.page, pupil.baseURL, 'Pip Pupil');
  await pupil.page.goto('/competitions');
  // On a phone the game's ranking sits above the sharing switch and loads after the game. It is held
  // back here until the switch shows: its placeholder must hold the ranking's place, so the switch
  // does not move under a learner's thumb when the ranking arrives (it moved 68 px down before).
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await pupil.page.route('**/api/competitions/*/leaderboard**', async (route) => {
    await held;
    await route.continue();
  });
  const join = pupil.page.getByRole('form', { name: 'Join with a code' });
  await join.getByLabel('Invite code').fill(game.code);
  await join.getByRole('button', { name: 'Join competition' }).click();
  const share = pupil.page.getByRole('switch', { name: 'Share my lesson progress with the organiser' });
  await share.waitFor();
  expect(await share.getAttribute('aria-checked')).toBe('false');
  const board = pupil.page.getByRole('region', { name: 'Leaderboard' });
  await board.getByText('Loading leaderboard').waitFor({ state: 'attached' });
  const whileLoading = await share.boundingBox();
  release();
  await board.getByRole('list', { name: /^Ranked by/ }).waitFor();
  expect((await share.boundingBox())?.y).toBe(whileLoading?.y);
  // Her row names her whole: on a phone a long name is cut short, "(you)" after it never.
  const you = board.getByText('(you)');
  expect(
    await you.evaluate(
      (el) => el.getBoundingClientRect().right - el.parentElement!.getBoundingClientRect().right,
    ),
  ).toBeLessThanOrEqual(0.5);
  await share.click();
  await expect.poll(() => share.getAttribute('aria-checked'), { timeout: 10_000 }).toBe('true');
  await pupil.page.getByText('Shared.').waitFor();
  expect(await noSidewaysScroll(pupil.page)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(pupil.page)).toEqual([]);

  await teacher.page.goto(`/competitions/${game.id}`);
  const table = teacher.page.getByRole('region', { name: 'Class progress' });
  await table.getByRole('rowheader', { name: 'Pip Pupil' }).waitFor();
  expect(await table.getByRole('row').count()).toBe(2);
  const download = teacher.page.waitForEvent('download');
  await table.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toBe('class-9b-progress.csv');
  expect(await seriousViolations(teacher.page)).toEqual([]);

  const players = teacher.page.getByRole('region', { name: 'Players' });
  const pupilRow = players.getByTestId('player').filter({ hasText: 'Shares progress' });
  await pupilRow.getByRole('button', { name: /^Remove / }).click();
  const dialog = teacher.page.getByRole('dialog');
  await dialog.getByText('They can no longer trade in this competition').waitFor();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect.poll(() => players.getByTestId('player').count(), { timeout: 10_000 }).toBe(1);
});

it('on a phone every control of the competitions, a new one and joining it fits a finger (44 px)', async () => {
  const name = `Thumb Cup ${Math.random().toString(36).slice(2, 6)}`;
  const a = await browser.open({ mobile: true });
  await setServerTime(a.baseURL, OPEN);
  await a.page.clock.setFixedTime(OPEN);
  await signUpInBrowser(a.page, a.baseURL, 'Tess Thumb');
  await a.page.goto('/competitions');
  const create = a.page.getByRole('form', { name: 'Create a competition' });
  await create.waitFor();
  // The form's radios and checkboxes are measured by their labels, the row a finger taps.
  expect(await smallTargets(a.page.locator('#main'))).toEqual([]);
  await a.page.screenshot({ path: `${SHOTS}/thumb-form-phone.png`, fullPage: true });
  await create.getByLabel('Name').fill(name);
  await create.getByLabel('Public: listed for everyone').check();
  await create.getByLabel(/^A class competition/).check();
  await create.getByRole('button', { name: 'Create competition' }).click();
  await a.page.getByRole('heading', { name }).waitFor();
  await a.page.getByTestId('invite-code').waitFor();
  expect(await smallTargets(a.page.locator('#main'))).toEqual([]);
  await a.page.goto('/competitions');
  await a.page.getByRole('link', { name }).waitFor();
  expect(await smallTargets(a.page.locator('#main'))).toEqual([]);
  expect(await noSidewaysScroll(a.page)).toBeLessThanOrEqual(390);

  // A second learner joins it from the public list; their page has the progress-sharing switch.
  const b = await browser.open({ mobile: true });
  await b.page.clock.setFixedTime(OPEN);
  await signUpInBrowser(b.page, b.baseURL, 'Finn Finger');
  await b.page.goto('/competitions');
  const joinIt = b.page.getByRole('button', { name: `Join ${name}` });
  await joinIt.waitFor();
  expect(await smallTargets(b.page.locator('#main'))).toEqual([]);
  await joinIt.click();
  await b.page.getByRole('heading', { name }).waitFor();
  const share = b.page.getByRole('switch', { name: 'Share my lesson progress with the organiser' });
  await share.waitFor();
  expect(await smallTargets(b.page.locator('#main'))).toEqual([]);
  await b.page.screenshot({ path: `${SHOTS}/thumb-joined-phone.png`, fullPage: true });
  expect(await noSidewaysScroll(b.page)).toBeLessThanOrEqual(390);
});

it('a guest learns what games are and is invited to sign up (phone)', async () => {
  const { page } = await browser.open({ mobile: true });
  await enterAsGuest(page);
  await page.goto('/competitions');
  await page.getByRole('heading', { name: 'Competitions', level: 1 }).waitFor();
  await page.getByRole('link', { name: 'Sign up to play' }).waitFor();
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
});
