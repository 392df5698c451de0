// Where a signed-in first load spends its main thread (issue 14 point 6): loads a route cold at 4x
// CPU slowdown (Lighthouse's mobile figure) in the headless shell, with V8's sampling profiler on,
// then prints each busy stretch of 30 ms or more with the app's and the router's functions inside it
// (time inclusive, mapped through the build's source maps), and the functions costing most self time.
// A function reading layout (getBoundingClientRect, offsetTop) is charged the layout it forces.
//   npx vite build && npx tsx bench/web/profile.ts /dashboard
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { registerLearner, repo, startServer, storeSession } from './server';

type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type Profile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };

const route = process.argv[2] ?? '/dashboard';
const { base, stop } = await startServer(Number(process.env.BENCH_PORT ?? 3919));
const session = await registerLearner(base);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell',
  args: ['--no-sandbox'],
});
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const first = await context.newPage();
await first.goto(`${base}/health`);
// Signed in as bench/web/run.ts signs in, tours off.
await storeSession(first, session);
// One unmeasured load: a freshly started server answers its first requests slowly.
await first.goto(`${base}${route}`);
await first.waitForLoadState('networkidle');

const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(`${base}${route}`);
await page.waitForLoadState('networkidle');
await page.waitForTimeout(1500);
const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
stop();
await browser.close();

const maps = new Map<string, SourceMapConsumer | null>();
function sourceMap(url: string): SourceMapConsumer | null {
  if (!maps.has(url)) {
    const asset = /\/assets\/[^/]+\.js$/.exec(url)?.[0];
    let map: SourceMapConsumer | null = null;
    try {
      if (asset)
        map = new SourceMapConsumer(JSON.parse(readFileSync(`${repo}/dist/web${asset}.map`, 'utf8')));
    } catch {}
    maps.set(url, map);
  }
  return maps.get(url) ?? null;
}
function nameOf(frame: CallFrame): string {
  const map = frame.lineNumber >= 0 ? sourceMap(frame.url) : null;
  const at = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (at?.source) {
    const source = at.source.replace(/.*node_modules\//, 'nm/').replace(/.*src\/web\//, 'web/');
    return `${at.name ?? frame.functionName} ${source}:${at.line}`;
  }
  return `${frame.functionName || '(anonymous)'} ${frame.url.replace(base, '')}:${frame.lineNumber}`;
}

const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const idle = new Set(
  profile.nodes.filter((n) => ['(idle)', '(program)'].includes(n.callFrame.functionName)).map((n) => n.id),
);
// Busy stretches: samples outside idle, split where the thread was idle for 2 ms or more.
type Stretch = { start: number; end: number; samples: { id: number; dt: number }[] };
const stretches: Stretch[] = [];
let current: Stretch | null = null;
let t = profile.startTime;
profile.samples.forEach((id, i) => {
  t += profile.timeDeltas[i] ?? 0;
  const dt = profile.timeDeltas[i + 1] ?? 0;
  if (idle.has(id)) {
    if (current && t - current.end > 2000) {
      stretches.push(current);
      current = null;
    }
    return;
  }
  current ??= { start: t, end: t, samples: [] };
  current.end = t;
  current.samples.push({ id, dt });
});
if (current) stretches.push(current);

const ms = (us: number) => us / 1000;
const self = new Map<string, number>();
for (const stretch of stretches) {
  const inclusive = new Map<string, number>();
  for (const { id, dt } of stretch.samples) {
    const own = nameOf(nodes.get(id)!.callFrame);
    self.set(own, (self.get(own) ?? 0) + ms(dt));
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const name = nameOf(nodes.get(n)!.callFrame);
      if (!seen.has(name)) inclusive.set(name, (inclusive.get(name) ?? 0) + ms(dt));
      seen.add(name);
    }
  }
  const length = ms(stretch.end - stretch.start);
  if (length < 30) continue;
  console.log(
    `\n${route}: busy at ${ms(stretch.start - profile.startTime).toFixed(0)} ms for ${length.toFixed(0)} ms (4x)`,
  );
  const ours = [...inclusive].filter(([name]) => /web\/|nm\/@tanstack/.test(name));
  for (const [name, v] of ours.sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`  ${v.toFixed(1).padStart(7)}  ${name}`);
}
console.log(`\n${route}: most self time (ms at 4x)`);
for (const [name, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 20))
  console.log(`  ${v.toFixed(1).padStart(7)}  ${name}`);
process.exit(0);
