import type { Locator, Page } from 'playwright-core';

/** Opens the tutor from the page's "Ask the tutor" button and returns its panel. */
export async function openTutor(page: Page) {
  await page.getByRole('button', { name: 'Ask the tutor' }).click();
  const panel = page.getByRole('dialog', { name: 'Tutor' });
  await panel.waitFor();
  return panel;
}

/**
 * Types a message and sends it with Enter, once the tutor can take it: while an answer still
 * streams, Send is disabled and Enter does nothing, so a message typed then would stay unsent.
 */
export async function say(page: Page, text: string): Promise<void> {
  const input = page.getByLabel('Message the tutor');
  await input.fill(text);
  if (text.trim() !== '') await page.getByRole('button', { name: 'Send', disabled: false }).waitFor();
  await input.press('Enter');
}

/**
 * Asks the tutor in `panel` and returns its answer: the one after those already shown, once it has
 * finished streaming.
 */
export async function askTutor(page: Page, panel: Locator, text: string): Promise<Locator> {
  const answers = panel.getByTestId('tutor-answer');
  const before = await answers.count();
  await say(page, text);
  const answer = answers.nth(before);
  await answer.and(page.locator('[aria-busy="false"]')).waitFor();
  return answer;
}
