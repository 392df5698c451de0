import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import axeCore from 'axe-core';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { chromiumPath } from '../scripts/ensure-chromium.mjs';
import { turnToursOff } from './session';

// One Chromium per journey file; each journey gets a fresh context (its own localStorage), closed when
// the journey ends.

export type Journey = { page: Page; context: BrowserContext; baseURL: string };

/**
 * A private address for one journey. Random, since each file imports this module afresh; two
 * journeys of a run share one with a chance of about one in sixteen million.
 */
function visitorAddress(): string {
  return `10.${[...randomBytes(3)].join('.')}`;
}

/**
 * `tours: true` keeps the feature tours on (they are off by default so they never cover a journey);
 * `serviceWorker: true` lets the app install its service worker (blocked by default).
 */
export type OpenOptions = { mobile?: boolean; tours?: boolean; serviceWorker?: boolean };

/**
 * `webgl: true` launches Chromium with software WebGL (SwiftShader through ANGLE) instead of
 * disabling the GPU, for journeys that draw 3D scenes.
 */
export function useBrowser(launch: { webgl?: boolean } = {}): {
  open(options?: OpenOptions): Promise<Journey>;
} {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      headless: true,
      args: [
        '--no-sandbox',
        ...(launch.webgl
          ? [
              '--use-gl=angle',
              '--use-angle=swiftshader',
              '--enable-unsafe-swiftshader',
              '--ignore-gpu-blocklist',
            ]
          : ['--disable-gpu']),
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    });
  });
  // A journey's pages close when it ends: left open, each kept its market stream, timers and
  // renders running beside every later journey of the file, on the same two cores.
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close().catch(() => undefined);
  });
  afterAll(async () => {
    await browser?.close();
    // The server outlives the file: give the next file the real clock, whatever this one set.
    await setServerTime(serverURL(), null);
  });
  return {
    async open(options = {}) {
      const baseURL = serverURL();
      const context = await browser.newContext({
        baseURL,
        viewport: options.mobile ? { width: 390, height: 844 } : { width: 1280, height: 860 },
        isMobile: options.mobile ?? false,
        hasTouch: options.mobile ?? false,
        // Each journey is its own visitor, as each learner is: the server (TRUST_PROXY=127.0.0.1 in
        // global-setup) reads this address, so per-address limits, such as a guest's tutor questions
        // a minute and a day, count one journey's requests and not every journey's of the run.
        extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
        // The service worker is for the journeys that test it (offline.e2e.ts). Installed in every
        // journey's new context, it fetched and cached every page's code each time: a seventh of
        // the journeys' time (34 journeys: 222 s against 188 s, the mean of two runs each).
        serviceWorkers: options.serviceWorker ? 'allow' : 'block',
      });
      // Waits are for a page under a loaded CI machine, where one step has taken four times as long.
      context.setDefaultTimeout(30_000);
      if (!options.tours) await turnToursOff(context);
      contexts.push(context);
      const page = await context.newPage();
      // The journeys' screenshots are for people to look at and are never asserted on. `npm test`
      // skips them (about a tenth of a journey's time); E2E_SHOTS=1 keeps them.
      if (!process.env.E2E_SHOTS) {
        page.screenshot = async () => Buffer.alloc(0);
        // An element's screenshot too (one prototype for every locator), still waiting for the
        // element to show, as the screenshot would have.
        const locator = Object.getPrototypeOf(page.locator('body')) as Locator;
        locator.screenshot = async function (this: Locator) {
          await this.waitFor();
          return Buffer.alloc(0);
        };
      }
      return { page, context, baseURL };
    },
  };
}

/** The app this journey worker runs against: its own server, by the worker's pool id (1, 2, …). */
export function serverURL(): string {
  const urls = inject('baseURLs');
  const worker = Math.max(1, Number(process.env.VITEST_POOL_ID ?? 1));
  return urls[(worker - 1) % urls.length]!;
}

/** Sets the server's clock (the app runs with TEST_CLOCK in the journeys). */
export async function setServerTime(baseURL: string, now: Date | null): Promise<void> {
  const response = await fetch(`${baseURL}/api/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now: now?.toISOString() ?? null }),
  });
  if (!response.ok) throw new Error(`could not set the server clock: ${response.status}`);
}

/**
 * While axe reads the page, every animation and transition jumps to its end. axe reads colours as
 * they are painted, so text caught half-faded fails its contrast check: a busy CI machine once ran
 * axe during a toast's entrance, and once saw a toast (an achievement's, after the server answered)
 * begin to fade in while axe was still reading, which no wait beforehand can catch. The style goes
 * again when axe has finished, so the journey goes on with the page as a learner sees it.
 */
const STILL =
  '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; transition-duration: 0s !important; transition-delay: 0s !important; }';

/**
 * axe that looks at the page with its animations at their end (see STILL), loaded into the page
 * once: AxeBuilder evaluates all of axe (560 KB) twice on every run, and a page checked again (a
 * sweep of the app's routes, a later step of a journey) already has it. The builder's own loading
 * is an empty script; axe comes from `analyze` when the page lacks it.
 */
class SettledAxeBuilder extends AxeBuilder {
  readonly #page: Page;
  constructor(page: Page) {
    super({ page, axeSource: 'void 0' });
    this.#page = page;
  }
  override async analyze() {
    if (!(await this.#page.evaluate('typeof window.axe?.run === "function"')))
      await this.#page.evaluate(axeCore.source);
    const style = await this.#page.addStyleTag({ content: STILL });
    try {
      return await super.analyze();
    } finally {
      await style.evaluate((node) => (node as Element).remove()).catch(() => undefined);
      await style.dispose();
    }
  }
}

/**
 * axe on the page, reporting only violations: the journeys read nothing else, and axe skips building
 * the passes and incomplete lists (several seconds a run on the long pages). Legacy mode runs
 * `axe.run` in the page itself; the default opens a blank page per run to merge every frame's
 * partial results, which took as long again as the rules (/library 4.7 s against 2.1, /profile 2.5
 * against 1.2, 29 Nov). The app has no cross-origin frames, the one thing legacy mode leaves out.
 */
export function axe(page: Page): AxeBuilder {
  return new SettledAxeBuilder(page).setLegacyMode(true).options({ resultTypes: ['violations'] });
}

/** Serious and critical findings of an axe run, each as "rule: the nodes' selectors". */
async function seriousOf(builder: AxeBuilder): Promise<string[]> {
  return (await builder.analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Serious and critical axe findings on the page, or within the element `within` selects. */
export function seriousViolations(page: Page, within?: string): Promise<string[]> {
  return seriousOf(within ? axe(page).include(within) : axe(page));
}

/** The WCAG 2.2 level A and AA rules of axe: the accessibility gate of issue 15 (point 6). */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Serious and critical WCAG 2.2 AA findings on the whole page, nothing left out. */
export function wcagViolations(page: Page): Promise<string[]> {
  return seriousOf(axe(page).withTags(WCAG_22_AA));
}

/** Every uncaught error and console error the page reports from now on (React's hydration errors are console errors). */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/**
 * Waits until `target` shows; if the wait runs out, the error also says what `around` read instead,
 * so a failure on a busy CI machine explains itself.
 */
export async function waitOrSayWhat(target: Locator, around: Locator, options?: { timeout?: number }) {
  await target.waitFor(options).catch(async (e: Error) => {
    throw new Error(`${e.message}\nIt read instead: ${await around.textContent()}`);
  });
}

/**
 * Waits until the app has rendered a prerendered app page (/library) for this learner: until then
 * its markup is everyone's picture of the page, inert, and replaced as the app takes over, so a
 * node read from it may be detached by the time it is read.
 */
export async function appTookOver(page: Page): Promise<void> {
  await page.locator('#root > [inert]').waitFor({ state: 'detached' });
}

/**
 * Opens one of the Simulator's folding panels ("Advanced orders", "Risk", "Performance", "Insights")
 * by the button in its heading, if it is not open already, and waits until the button says it is:
 * a click that did not open it fails here, by name, not later as a wait for what the panel holds.
 */
export async function openFold(page: Page, title: string): Promise<void> {
  const button = page
    .getByRole('heading', { name: new RegExp(`^${title}`) })
    .filter({ has: page.getByRole('button') })
    .first()
    .getByRole('button');
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect
    .poll(() => button.getAttribute('aria-expanded'), { message: `the ${title} panel did not open` })
    .toBe('true');
}

/** The tick labels of a recharts chart's x or y axis inside `chart`, once it has drawn them. */
export async function axisLabels(chart: Locator, axis: 'xAxis' | 'yAxis'): Promise<string[]> {
  const ticks = chart.locator(`.recharts-${axis}-tick-labels .recharts-cartesian-axis-tick-value`);
  await ticks.first().waitFor();
  return ticks.allTextContents();
}

/**
 * The icons on screen that a flex row has squeezed out of square (every icon the app draws is
 * square), each with the text beside it: a label that wraps can shrink an icon without `shrink-0`.
 * Runs in the page, with nothing from outside it (a walk in the page installs it: lesson-widths).
 */
export function squeezedIconsIn(): string[] {
  return [...document.querySelectorAll('svg.lucide')].flatMap((icon) => {
    const { width, height } = icon.getBoundingClientRect();
    if (width === 0 || height === 0 || Math.abs(width - height) <= 0.5) return [];
    const beside = (icon.parentElement?.textContent ?? '').trim().slice(0, 60);
    return [`${width.toFixed(1)}×${height.toFixed(1)} beside "${beside}"`];
  });
}

/** squeezedIconsIn, asked of the page. */
export function squeezedIcons(page: Page): Promise<string[]> {
  return page.evaluate(squeezedIconsIn);
}

/**
 * Picks the order ticket's side from the keyboard, as a keyboard learner does: focus its radio, then
 * Space. A pointer would meet whatever covers the ticket at that moment (an XP toast, which pauses
 * while hovered), and a forced click on the hidden radio lands on the toast.
 */
export async function pickSide(ticket: Locator, side: 'buy' | 'sell'): Promise<void> {
  const radio = ticket.getByRole('radio', { name: side });
  if (await radio.isChecked()) return;
  await radio.focus();
  await ticket.page().keyboard.press('Space');
  await expect.poll(() => radio.isChecked()).toBe(true);
}

/**
 * Which of `targets` (a name for each, and a selector for the elements it covers) lie in the toasts'
 * area now: react-hot-toast's container from its top to where its stack may run (its max-height,
 * within the window), between its left and right edges. Every toast shown, or yet to come before the
 * area moves, lies within it, so a target outside it is clear of them whichever are still up.
 */
export function underToastArea(page: Page, targets: Record<string, string>): Promise<string[]> {
  return page.evaluate((targets) => {
    const toaster = document.querySelector('[data-rht-toaster]')!;
    const box = toaster.getBoundingClientRect();
    const runs = Number.parseFloat(getComputedStyle(toaster).maxHeight);
    const bottom = Math.min(window.innerHeight, box.top + (Number.isNaN(runs) ? window.innerHeight : runs));
    return Object.entries(targets)
      .filter(([, selector]) =>
        [...document.querySelectorAll(selector)].some((el) => {
          const r = el.getBoundingClientRect();
          return (
            r.height > 2 && r.left < box.right && box.left < r.right && r.top < bottom && box.top < r.bottom
          );
        }),
      )
      .map(([name]) => name);
  }, targets);
}

/**
 * The visible controls a finger taps inside `within` (the page's main, say) that are smaller than
 * 44×44 CSS px (WCAG 2.5.5, Apple's HIG), each as "name width×height". A checkbox or radio, and an
 * input hidden behind a styled label (a segmented choice), is measured by its label, which is what a
 * finger taps. A text field, select or label has no width floor: it is as wide as its column.
 * Allowed: a link or button inside running text ("Create an account"), whose line a 44 px box would
 * break (WCAG 2.5.8 exempts inline targets), and the chart library's attribution logo (#tv-attr-logo).
 * A control with no box (in a closed fold, or visually hidden with no label) is not on screen; a root
 * with no control on screen at all throws, since a check of nothing would pass.
 */
export function smallTargets(within: Locator): Promise<string[]> {
  return within.evaluate((root) => {
    const controls = 'button, select, input, textarea, summary, a[href], [role="tab"], [role="button"]';
    const small: string[] = [];
    let measured = 0;
    for (const el of root.querySelectorAll<HTMLElement>(controls)) {
      if (el.id === 'tv-attr-logo' || (el as HTMLInputElement).type === 'hidden') continue;
      if (el.matches('a, button') && getComputedStyle(el).display === 'inline') continue;
      const own = el.getBoundingClientRect();
      const hidden = own.width <= 1 || own.height <= 1;
      const label = el.closest('label') ?? (el as HTMLInputElement).labels?.[0] ?? null;
      const byLabel = el.matches('[type="checkbox"], [type="radio"]') || (hidden && el.matches('input'));
      const boxed = byLabel && label ? label : el;
      const r = boxed.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1 || getComputedStyle(boxed).visibility === 'hidden') continue;
      measured++;
      const minWidth = boxed.matches('input, select, textarea, label') ? 0 : 44;
      // Half a pixel of rounding: a 44 px box can measure 43.99.
      if (r.height < 43.5 || r.width < minWidth - 0.5) {
        const name =
          el.getAttribute('aria-label') ??
          ((el as HTMLInputElement).labels?.[0]?.textContent?.trim() || el.textContent?.trim() || el.tagName);
        small.push(`${name.slice(0, 60)} ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
    }
    // Nothing measured is no pass: the root was replaced (a prerendered page the app took over) or hidden.
    if (measured === 0)
      throw new Error(`smallTargets measured no control on screen in <${root.tagName.toLowerCase()}>`);
    return small;
  });
}
