import type { Page } from 'playwright-core';
import { squeezedIconsIn } from './browser';

// A whole lesson read inside the page, checking every page on the way: the fast walk of the lesson
// journeys that check every page (lesson-widths.e2e.ts on a phone, new-lessons.e2e.ts on a laptop).
// readToTheEnd (session.ts) reads with Playwright's clicks, as a learner's pointer does; this walk
// clicks from inside the page, a few milliseconds a page instead of a round trip for each step.

/** What one walk through the open lesson found. */
export type Walk = {
  /** Pages seen (each checked), counting the last. */
  pages: number;
  decisions: number;
  questions: number;
  widerTables: number;
  /** S&P 500 charts drawn. */
  charts: number;
  /** Story charts (what really happened, with the reader's decisions) drawn. */
  storyCharts: number;
  /** The failed check that ended the walk, naming its page (empty when every page passed). */
  problems: string[];
  /** Stopped on the first page of the kind `pauseAt` names, to be walked on from there. */
  paused: boolean;
  /** The page the walk stopped on. */
  at: string;
};

/**
 * Reads the open lesson to its end inside the page, as readToTheEnd does (the first choice at each
 * decision, the first answer to each question, then Next, until Finish shows), checking each page as
 * it shows: the document no wider than `maxWidth` (given up to 3 s to settle), no icon squeezed
 * (squeezedIconsIn, installed in the page as `squeezedIconsIn`), an S&P 500 or story chart drawn
 * within 10 s, and the first sideways-scrolling table box, if any, saying it goes on exactly while
 * it is wider than its box, and no more once scrolled to its end. One call walks the whole lesson:
 * a round trip to the browser for each page, click and check took three quarters of a phone walk's
 * time (every page of 27 lessons and the options course, about 400 pages).
 *
 * With `pauseAt`, it stops on the first drawn chart or table, before checking it, so the test can
 * look at that page from outside (axe, a screenshot); `resumed` walks on from the page it stopped on
 * without stopping there again.
 */
function walkInPage(args: {
  maxWidth: number;
  pauseAt: 'chart' | 'table' | null;
  resumed: boolean;
}): Promise<Walk> {
  const { maxWidth, pauseAt, resumed } = args;
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
    charts: 0,
    storyCharts: 0,
    problems: [],
    paused: false,
    at: '',
  };
  return (async () => {
    for (let turn = 0; turn < 80; turn++) {
      const mayPause = !(resumed && turn === 0);
      const page = counter();
      walk.at = page ? text(page) : `page after ${walk.at || 'the start'} (no page counter)`;
      if (!page) {
        walk.problems.push(`${walk.at}: no "Page N of M" shows`);
        return walk;
      }
      walk.pages += 1;
      const width = () => document.documentElement.scrollWidth;
      if (!(await until(() => width() <= maxWidth, 3000))) {
        walk.problems.push(`${walk.at} is wider than the screen (${maxWidth} px): ${width()} px`);
        return walk;
      }
      const squeezed = (window as unknown as { squeezedIconsIn: () => string[] }).squeezedIconsIn();
      if (squeezed.length > 0) {
        walk.problems.push(`${walk.at} squeezes icons: ${squeezed.join('; ')}`);
        return walk;
      }
      // The page's text once, for both kinds of chart's "Loading" line.
      const body = text(document.body);
      const drawn = () => document.querySelector('figure .recharts-wrapper svg') !== null;
      if ((body.includes('Loading the S&P 500 chart') || drawn()) && !(await until(drawn, 10_000))) {
        walk.problems.push(`${walk.at}: the S&P 500 chart did not draw`);
        return walk;
      }
      // A story's chart of what really happened is drawn by hand in SVG: its line is its path.
      const storyDrawn = () => document.querySelector('figure[data-story-chart] svg path') !== null;
      const storyChart =
        body.includes('Loading the chart') || document.querySelector('figure[data-story-chart]') !== null;
      if (storyChart && !(await until(storyDrawn, 10_000))) {
        walk.problems.push(`${walk.at}: the story chart did not draw`);
        return walk;
      }
      // A pause comes before anything on its page is counted: the walk that goes on from it counts it.
      const table = document.querySelector<HTMLElement>('[data-table-scroll]');
      const chart = drawn();
      if (mayPause && ((pauseAt === 'chart' && chart) || (pauseAt === 'table' && table))) {
        walk.paused = true;
        return walk;
      }
      if (chart) walk.charts += 1;
      if (storyChart) walk.storyCharts += 1;
      if (table) {
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

/**
 * Walks the open lesson from its current page to its end (walkInPage), at most `maxWidth` wide.
 * With `pauseAt`, `onPause` runs on the first page of that kind in each stretch between pauses,
 * each drawn chart or table once; the walk then goes on from that page. Every count is the whole
 * walk's, each page once.
 */
export async function walkLesson(
  page: Page,
  options: { maxWidth: number; pauseAt?: 'chart' | 'table'; onPause?: () => Promise<void> },
): Promise<Walk> {
  await page.evaluate(`window.squeezedIconsIn ??= ${squeezedIconsIn}`);
  const pauseAt = options.pauseAt ?? null;
  let walk = await page.evaluate(walkInPage, { maxWidth: options.maxWidth, pauseAt, resumed: false });
  while (walk.paused && walk.problems.length === 0) {
    await options.onPause?.();
    const rest = await page.evaluate(walkInPage, { maxWidth: options.maxWidth, pauseAt, resumed: true });
    // The page paused on is counted by the walk that checks it in full, the next one.
    walk = {
      ...rest,
      pages: walk.pages - 1 + rest.pages,
      decisions: walk.decisions + rest.decisions,
      questions: walk.questions + rest.questions,
      widerTables: walk.widerTables + rest.widerTables,
      charts: walk.charts + rest.charts,
      storyCharts: walk.storyCharts + rest.storyCharts,
    };
  }
  return walk;
}
