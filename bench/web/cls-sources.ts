// Where layout shift comes from (issue 14 point 6): opens each route cold in Chromium at 390x844
// on Lighthouse's mobile network and CPU (slow 4G as DevTools applies it, 4x slower CPU), records every 'layout-shift' entry with a
// PerformanceObserver from before the first script, and prints each route's CLS (the largest
// session window, as Lighthouse and web-vitals count it) and the nodes that moved.
//   npx tsx bench/web/cls-sources.ts     (BENCH_NO_BUILD=1 reuses dist/web; BENCH_RUNS=3 loads
//                                         per route; BENCH_CPU=4 CPU slowdown; BENCH_FAST_NET=1
//                                         no network throttling; BENCH_ROUTES=/a,/b;
//                                         BENCH_VIEWPORT=412x823 Lighthouse's own phone)
import { chromium } from 'playwright-core';
import { chromiumPath } from '../../scripts/ensure-chromium.mjs';
import { buildUnlessAsked, registerLearner, startServer } from './server';

const PORT = Number(process.env.BENCH_PORT ?? 3918);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CPU = Number(process.env.BENCH_CPU ?? 4);
const ROUTES = (process.env.BENCH_ROUTES ?? '/,/library,/dashboard,/trade').split(',');
const SETTLE_MS = 4000;
const [WIDTH, HEIGHT] = (process.env.BENCH_VIEWPORT ?? '390x844').split('x').map(Number) as [number, number];
/** Lighthouse's mobile preset as DevTools throttling applies it: 562.5 ms, 1.44 Mbit/s down. */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

type Shift = {
  at: number;
  value: number;
  recentInput: boolean;
  sources: { node: string; from: string; to: string }[];
};

/**
 * Runs in the page before its scripts: keeps every layout shift with a description of what moved.
 * Plain JavaScript in a string, since tsx would wrap a function's inner names in a helper the page
 * does not have.
 */
const OBSERVE_SHIFTS = `
  window.shifts = [];
  const rect = (r) => Math.round(r.x) + ',' + Math.round(r.y) + ' ' + Math.round(r.width) + 'x' + Math.round(r.height);
  const describe = (node) => {
    if (!node) return '(removed)';
    if (!(node instanceof Element)) return '#text "' + (node.textContent || '').trim().slice(0, 40) + '"';
    const id = node.id ? '#' + node.id : '';
    const cls = [...node.classList].slice(0, 3).map((c) => '.' + c).join('');
    const label = node.getAttribute('aria-label') || (node.textContent || '').trim().slice(0, 40);
    return node.tagName.toLowerCase() + id + cls + ' "' + label + '"';
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.shifts.push({
        at: Math.round(e.startTime),
        value: e.value,
        recentInput: e.hadRecentInput,
        sources: e.sources.map((s) => ({ node: describe(s.node), from: rect(s.previousRect), to: rect(s.currentRect) })),
      });
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** CLS: the largest session window (shifts under 1 s apart, at most 5 s long), input-led ones excluded. */
export function cumulativeLayoutShift(shifts: readonly Shift[]): number {
  let best = 0;
  let window = 0;
  let first = 0;
  let last = 0;
  for (const s of shifts.filter((x) => !x.recentInput)) {
    if (window > 0 && s.at - last < 1000 && s.at - first < 5000) window += s.value;
    else {
      window = s.value;
      first = s.at;
    }
    last = s.at;
    best = Math.max(best, window);
  }
  return best;
}

buildUnlessAsked();
const { base, stop } = await startServer(PORT);
const session = await registerLearner(base);
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

const summary: string[] = [];
try {
  for (const route of ROUTES) {
    const signedIn = route !== '/';
    const values: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      // A cold load: a new context (no HTTP cache, no storage), service workers blocked.
      const context = await browser.newContext({
        baseURL: base,
        viewport: { width: WIDTH, height: HEIGHT },
        isMobile: true,
        hasTouch: true,
        serviceWorkers: 'block',
      });
      await context.addInitScript(
        ([t, u, inside]) => {
          localStorage.setItem('thinkstreet:tours-off', '1');
          if (inside && !localStorage.getItem('authToken')) {
            localStorage.setItem('authToken', t as string);
            localStorage.setItem('user', JSON.stringify(u));
          }
        },
        [session.token, session.user, signedIn] as const,
      );
      await context.addInitScript({ content: OBSERVE_SHIFTS });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
      if (!process.env.BENCH_FAST_NET) await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await page.goto(route, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await page.waitForTimeout(SETTLE_MS);
      const shifts = await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
      const cls = cumulativeLayoutShift(shifts);
      values.push(cls);
      const landed = new URL(page.url()).pathname;
      const heading = await page
        .locator('h1')
        .first()
        .textContent()
        .catch(() => null);
      console.log(
        `\n${route} run ${run}: CLS ${cls.toFixed(4)} (${shifts.length} shifts; at ${landed}, h1 "${heading}")`,
      );
      for (const s of shifts) {
        console.log(`  at ${s.at} ms  ${s.value.toFixed(4)}${s.recentInput ? ' (after input)' : ''}`);
        for (const src of s.sources) console.log(`    ${src.node}  ${src.from} -> ${src.to}`);
      }
      await context.close();
    }
    summary.push(
      `${route.padEnd(12)} ${values.map((v) => v.toFixed(4)).join('  ')}   worst ${Math.max(...values).toFixed(4)}`,
    );
  }
} finally {
  await browser.close();
  stop();
}
const net = process.env.BENCH_FAST_NET ? 'unthrottled network' : 'slow 4G';
console.log(`\nCLS at ${WIDTH}x${HEIGHT}, ${net}, CPU ${CPU}x slower, ${RUNS} cold loads per route`);
for (const line of summary) console.log(line);
process.exit(0);
