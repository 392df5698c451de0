import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations, useBrowser } from './browser';
import { enterAsGuest } from './session';

// Issue 19 point 2: choices carry forward. The bank-runs story read twice with different choices:
// the later pages and the ending table show the reader's own figures, and they differ between runs.

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();
const shots = process.env.SHOTS_DIR ?? '/tmp/shots/story-state';
mkdirSync(shots, { recursive: true });

/** Reads the open lesson to the summary, taking the given choices in order; returns each page's text. */
async function readWith(page: Page, choices: readonly string[], shoot: (name: string) => Promise<void>) {
  const seen: string[] = [];
  let next = 0;
  for (let turn = 0; turn < 40; turn++) {
    const main = page.locator('main');
    if (await page.getByRole('button', { name: /^Finish lesson/ }).isVisible()) return seen;
    const choice = page.locator('[data-choice]').first();
    if (await choice.isVisible()) {
      const id = choices[next++]!;
      await page.locator(`[data-choice="${id}"]`).click();
      await page.getByRole('region', { name: 'What happened' }).getByText('You chose:').waitFor();
      if (id === 'stay-calm' || id === 'withdraw-all') await shoot(`decision-${id}`);
    }
    const quiz = page.locator('fieldset[data-question]');
    for (let q = 0; q < (await quiz.count()); q++) {
      await quiz.nth(q).getByRole('button').first().click();
      await quiz
        .nth(q)
        .getByText(/^(Correct!|Not quite\.)/)
        .waitFor();
    }
    seen.push((await main.textContent())!);
    await page.getByRole('button', { name: /^Next/ }).click();
  }
  throw new Error('the lesson did not end within 40 pages');
}

const runs = [
  {
    name: 'margin-then-stay',
    choices: ['buy-on-margin', 'stay-calm', 'keep-cash'],
    along: [
      'For now the Kaplans have $800 left in the bank.',
      'The Kaplans’ $800 was frozen.',
      'Sadie has no savings in hand',
    ],
    ending: [
      '$800 of shares, with $3,000 owed to the broker',
      '$800 (you stayed home)',
      '$0, now in the mattress',
    ],
  },
  {
    name: 'bank-then-run',
    choices: ['keep-in-bank', 'withdraw-all', 'redeposit'],
    along: ['all $1,800 stays in the bank', 'now has $1,800 at home', 'Sadie has $1,800 in cash'],
    ending: [
      '$0 of shares, with $0 owed to the broker',
      '$0 (you withdrew everything)',
      '$1,800, now in a reopened bank',
    ],
  },
] as const;

describe.each([
  ['desktop', false, { width: 1366, height: 850 }],
  ['phone', true, { width: 390, height: 844 }],
] as const)('on a %s', (label, mobile, viewport) => {
  it('shows the figures of each reading’s own choices on later pages and in the ending table', async () => {
    const { page } = await browser.open({ mobile });
    await page.setViewportSize(viewport);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await enterAsGuest(page);
    const endings: string[] = [];
    for (const run of runs) {
      await page.goto('/lessons/bank-runs-1929');
      await page.getByText('Page 1 of').waitFor();
      const shoot = (name: string) =>
        page
          .screenshot({ path: `${shots}/bank-runs-${run.name}-${name}-${label}.png`, fullPage: true })
          .then(() => {});
      const text = (await readWith(page, run.choices, shoot)).join('\n');
      for (const want of run.along) expect(text).toContain(want);
      const ending = page.getByRole('region', { name: 'Your story beside history' });
      await ending.scrollIntoViewIfNeeded();
      for (const want of run.ending) await ending.getByText(want).waitFor();
      // History sits beside the reader's figures.
      await ending.getByText('froze on 11 December 1930', { exact: false }).waitFor();
      await shoot('ending');
      endings.push((await ending.textContent())!);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      // Start the next run from the first page.
      // The confirm dialog loads on first open, so its button is found inside the dialog.
      await page.getByRole('button', { name: 'Start over' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Start over' }).click();
      await page.getByText('Page 1 of').waitFor();
    }
    expect(endings[0]).not.toEqual(endings[1]);
    expect(errors).toEqual([]);
  });
});

// A reader who sold every coin in 2013 is not asked to sell half of none in 2017, nor to rescue
// coins from FTX they never had: those decisions are retold for them (page variants' choices).
it('retells the bitcoin decisions for a reader who sold in 2013, and carries their choices to the end', async () => {
  const { page } = await browser.open({ mobile: true });
  await enterAsGuest(page);
  await page.goto('/lessons/bitcoin');
  await page.getByText('Page 1 of').waitFor();
  const text = (await readWith(page, ['sell-all', 'hold-everything', 'withdraw-now'], async () => {})).join(
    '\n',
  );
  expect(text).toContain('Buy back in: 0.6 bitcoin for $11,700');
  expect(text).toContain('$12,000 from the 2013 sale, and no bitcoins');
  expect(text).toContain('none: the account only watches prices');
  expect(text).toContain('Stay out and keep the money');
  expect(text).not.toContain('Sell part: enough to change your life');
  expect(text).toContain('Buy a little in the crash, and keep the keys');
  expect(text).not.toContain('Withdraw to a hardware wallet immediately');
  const ending = page.getByRole('region', { name: 'Your story beside history' });
  await ending.scrollIntoViewIfNeeded();
  await ending.getByText('Stayed out; kept the $12,000').waitFor();
  await ending.getByText('0.3 bitcoins worth $30,000, plus $12,000', { exact: false }).waitFor();
});
