import { expect, it } from 'vitest';
import { ADDED_LESSON_IDS, catalogueIds } from '../src/content/catalogue';
import { useBrowser } from './browser';
import { enterAsGuest } from './session';

// Every page of every lesson on a phone: none is wider than the screen, and a table wider than the
// phone scrolls in its own box, saying it goes on until it is scrolled to its end. (Moved here from
// first-steps.e2e.ts, whose longest test it was.)

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();

const PHONE_WIDTH = 390;

/** What one walk through the open lesson found. */
type Walk = {
  /** Pages seen (each checked), counting the last. */
  pages: number;
  decisions: number;
  questions: number;
  widerTables: number;
  /** The failed check that ended the walk, naming its page (empty when every page passed). */
  problems: string[];
  /** Stopped on the first page with a table (`pauseAtTable`), to be walked on from there. */
  paused: boolean;
  /** The page the walk stopped on. */
  at: string;
};

/**
 * Reads the open lesson to its end inside the page, as readToTheEnd does (the first choice at each
 * decision, the first answer to each question, then Next, until Finish shows), checking each page as
 * it shows: the document no wider than the phone (given up to 3 s to settle), and the first
 * sideways-scrolling table box, if any, saying it goes on exactly while it is wider than its box,
 * and no more once scrolled to its end. One call walks the whole lesson: a round trip to the browser
 * for each page, click and check took three quarters of this journey's time (every page of 27
 * lessons and the options course, about 400 pages).
 */
function walkInPage(args: { phoneWidth: number; pauseAtTable: boolean }): Promise<Walk> {
  const { phoneWidth, pauseAtTable } = args;
  const shown = (el: Element | null | undefined): el is HTMLElement =>
    !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
  const buttons = (name: RegExp) =>
    [...document.querySelectorAll('button')].filter((b) => shown(b) && name.test(text(b)));
  const counter = () =>
    [...document.querySelectorAll('body *')].find(
      (el) => el.children.length === 0 && /^Page \d+ of \d+$/.test(text(el)) && shown(el),
    );
  const tick = () => new Promise((r) => setTimeout(r, 16));
  const until = async (ok: () => boolean, ms: number) => {
    const end = performance.now() + ms;
    while (!ok()) {
      if (performance.now() > end) return false;
      await tick();
    }
    return true;
  };
  const walk: Walk = {
    pages: 0,
    decisions: 0,
    questions: 0,
    widerTables: 0,
    problems: [],
    paused: false,
    at: '',
  };
  return (async () => {
    for (let turn = 0; turn < 80; turn++) {
      const page = counter();
      walk.at = page ? text(page) : `page after ${walk.at || 'the start'} (no page counter)`;
      if (!page) {
        walk.problems.push(`${walk.at}: no "Page N of M" shows`);
        return walk;
      }
      walk.pages += 1;
      const width = () => document.documentElement.scrollWidth;
      if (!(await until(() => width() <= phoneWidth, 3000))) {
        walk.problems.push(`${walk.at} is wider than the phone: ${width()} px`);
        return walk;
      }
      const table = document.querySelector<HTMLElement>('[data-table-scroll]');
      if (table) {
        if (pauseAtTable) {
          walk.paused = true;
          return walk;
        }
        const cues = () => document.querySelectorAll('[data-testid="table-more"]').length;
        const wider = table.scrollWidth - table.clientWidth > 1;
        if (!(await until(() => cues() === (wider ? 1 : 0), 10_000)))
          walk.problems.push(
            `${walk.at}: ${cues()} scroll cues for a table ${wider ? 'wider' : 'no wider'} than its box`,
          );
        if (wider) {
          walk.widerTables += 1;
          table.scrollTo({ left: table.scrollWidth });
          if (!(await until(() => cues() === 0, 10_000))) {
            walk.problems.push(`${walk.at}: the table's scroll cue stays at its end`);
            return walk;
          }
        }
      }
      if (buttons(/^Finish (lesson|course)/).length > 0) return walk;
      const choice = [...document.querySelectorAll('[data-choice]')].find(shown);
      if (choice) {
        (choice as HTMLElement).click();
        const chosen = () => text(document.querySelector('[aria-label="What happened"]') ?? document.body);
        if (!(await until(() => chosen().includes('You chose:'), 10_000))) {
          walk.problems.push(`${walk.at}: choosing showed no "You chose:"`);
          return walk;
        }
        walk.decisions += 1;
      }
      for (const question of document.querySelectorAll('fieldset[data-question]')) {
        question.querySelector('button')?.click();
        if (!(await until(() => /(Correct!|Not quite\.)/.test(text(question)), 10_000))) {
          walk.problems.push(`${walk.at}: an answer showed no "Correct!" or "Not quite."`);
          return walk;
        }
        walk.questions += 1;
      }
      const next = buttons(/^Next/);
      if (next.length !== 1 || next[0]!.disabled) {
        walk.problems.push(`${walk.at} offers neither Next nor Finish`);
        return walk;
      }
      const was = walk.at;
      next[0]!.click();
      if (!(await until(() => text(counter() ?? document.body) !== was, 10_000))) {
        walk.problems.push(`${walk.at}: Next did not turn the page`);
        return walk;
      }
    }
    walk.problems.push('the lesson did not end within 80 pages');
    return walk;
  })();
}

it('on a phone no page of any lesson is wider than the screen; wide tables scroll in their own box', async () => {
  const { page } = await browser.open({ mobile: true });
  // Without the page-turn animation each page is final as soon as it shows.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await enterAsGuest(page);
  let pages = 0;
  let widerTables = 0;
  let answered = 0;
  // The added lessons are read on a phone, with the same width check, by new-lessons.e2e.ts.
  const added = new Set<string>(ADDED_LESSON_IDS);
  const walked = catalogueIds.filter((id) => !added.has(id));
  for (const id of walked) {
    // The first lesson by loading the app, the others as a link in the app opens them: the router
    // follows history.pushState (a full load of the app for each lesson was a third of the time).
    if (id === walked[0]) await page.goto(`/lessons/${id}`);
    else await page.evaluate((path) => history.pushState(null, '', path), `/lessons/${id}`);
    // Page 1: the last lesson's page, till the next one replaces it, is its last.
    await page.getByText(/^Page 1 of \d+$/).waitFor();
    // Screenshots (E2E_SHOTS=1) of the first table, as it first shows.
    const shoot = id === 'bank-runs-1929' && !!process.env.E2E_SHOTS;
    let read = await page.evaluate(walkInPage, { phoneWidth: PHONE_WIDTH, pauseAtTable: shoot });
    if (read.paused && read.problems.length === 0) {
      await page.screenshot({ path: '/tmp/shots/first-steps/lesson-table-phone.png' });
      const rest = await page.evaluate(walkInPage, { phoneWidth: PHONE_WIDTH, pauseAtTable: false });
      // The table's page is counted once, and checked in full by the second walk.
      read = {
        ...rest,
        pages: read.pages - 1 + rest.pages,
        decisions: read.decisions + rest.decisions,
        questions: read.questions + rest.questions,
      };
    }
    expect(read.problems, id).toEqual([]);
    pages += read.pages;
    widerTables += read.widerTables;
    answered += read.decisions + read.questions;
  }
  expect(walked.length).toBeGreaterThan(20);
  expect(widerTables).toBeGreaterThan(0);
  // The walk made choices and answered questions (else Next stayed shut on those pages).
  expect(answered).toBeGreaterThan(walked.length);
  expect(pages).toBeGreaterThan(walked.length * 5);
}, 240_000);

it('on a phone a tap on a key term shows its definition, and a second tap hides it', async () => {
  const { page } = await browser.open({ mobile: true });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await enterAsGuest(page);
  await page.goto('/lessons/tulip-mania');
  await page.getByText(/^Page 1 of \d+$/).waitFor();
  await page.getByRole('button', { name: /^Next/ }).click();
  const chip = page
    .getByRole('complementary', { name: 'Key terms' })
    .getByRole('button', { name: 'Guilder' });
  const definition = page
    .getByRole('tooltip')
    .filter({ hasText: /main unit of money in the Dutch Republic/ });
  await chip.tap();
  await definition.waitFor();
  // Still open once the tap's focus and click have both landed.
  await page.waitForTimeout(400);
  expect(await definition.count()).toBe(1);
  await chip.tap();
  await definition.waitFor({ state: 'detached' });
}, 60_000);
