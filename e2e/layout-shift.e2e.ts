import { expect, it } from 'vitest';
import { useBrowser } from './browser';
import { answerPersonalise, enterAsGuest } from './session';

// Issue 14 point 6: no layout shift (CLS ≤ 0.02 everywhere). bench/web measures it under
// Lighthouse's throttling; this journey guards the cause found there on 2 Dec: the toasts' empty
// area, a box pinned from below the header to above the tab bar, moved when the page's heading
// arrived and counted as a shift of 0.13 to 0.24 on every route. Every shift not led by input is
// summed here, stricter than CLS's largest window.

// biome-ignore lint/correctness/useHookAtTopLevel: a Vitest lifecycle helper, not a React hook
const browser = useBrowser();

/** The shifts Chromium records from before the first script, with what moved. */
const RECORD_SHIFTS = () => {
  const w = window as unknown as { shifts: { value: number; nodes: string[] }[] };
  w.shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as unknown as {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }[]) {
      if (e.hadRecentInput) continue;
      w.shifts.push({
        value: e.value,
        nodes: e.sources.map((s) => {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement;
          const what = el
            ? `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`
            : '(removed)';
          return `${what} y ${Math.round(s.previousRect.y)} -> ${Math.round(s.currentRect.y)}`;
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/** How long a page is watched after its heading shows: the toasts' area settled within 3 s. */
const SETTLE_MS = 4000;

for (const mobile of [true, false]) {
  it(`keeps every page still as it loads (${mobile ? 'phone' : 'laptop'})`, async () => {
    const { page } = await browser.open({ mobile });
    await page.addInitScript(RECORD_SHIFTS);
    const moved: string[] = [];
    for (const [path, heading] of [
      ['/', 'Learn Finance the Way It Actually Happened'],
      ['/library', 'Courses'],
      ['/dashboard', /^Welcome/],
      ['/trade', 'Trading simulator'],
    ] as const) {
      if (path === '/library') {
        await enterAsGuest(page);
        await answerPersonalise(page);
      }
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.waitForTimeout(SETTLE_MS);
      const shifts = await page.evaluate(
        () => (window as unknown as { shifts: { value: number; nodes: string[] }[] }).shifts,
      );
      const total = shifts.reduce((sum, s) => sum + s.value, 0);
      if (total > 0.02)
        moved.push(`${path} ${total.toFixed(3)}: ${shifts.flatMap((s) => s.nodes).join('; ')}`);
    }
    expect(moved).toEqual([]);
  }, 90_000);
}
