// Stream benchmark: 1,000 / 5,000 / 10,000 concurrent SSE clients on one server process (loopback),
// each on a few symbols at one tick a second. Prints the server's memory per client and the delay
// from a tick to its clients (p50/p99 per delivery, and to the last client of each tick); then the
// market model's quotes per second for a date today and one in 2040. Stops by itself.
//   npx tsx bench/stream/run.ts            (BENCH_CLIENTS=1000,5000 to choose the levels)
import { type ChildProcess, fork } from 'node:child_process';
import { clearModelCaches } from '../../src/core/market/model';
import { simulatedQuote } from '../../src/core/market/quote';
import { work } from '../../src/core/market/random';

const LEVELS = (process.env.BENCH_CLIENTS ?? '1000,5000,10000').split(',').map(Number);
const RECORD_MS = Number(process.env.BENCH_RECORD_MS ?? 8_000);
const CLIENT_PROCESSES = 2;
const TIME_LIMIT_MS = 300_000;
const SYMBOL_SETS = [
  'AAPL,MSFT,GOOGL',
  'AMZN,TSLA',
  'GME,AMC,TSLA',
  'SPY,QQQ',
  'DIA,IWM,SPY',
  'NVDA,AMD,INTC,MU',
  'JPM,BAC,WFC',
  'KO,PEP',
  'XOM,CVX,COP',
  'BRK.A,BRK.B',
];

const tsx = { execArgv: ['--import', 'tsx'] };
const children: ChildProcess[] = [];
const limit = setTimeout(() => {
  console.error(`bench: stopped at the ${TIME_LIMIT_MS / 1000} s limit`);
  for (const c of children) c.kill();
  process.exit(1);
}, TIME_LIMIT_MS);

let nextId = 1;
function ask<T>(child: ChildProcess, message: Record<string, unknown>, kind?: string): Promise<T> {
  return new Promise((resolve) => {
    const id = nextId++;
    const listener = (answer: { id?: number; kind?: string }) => {
      if ((kind && answer.kind === kind) || (!kind && answer.id === id)) {
        child.off('message', listener);
        resolve(answer as T);
      }
    };
    child.on('message', listener);
    child.send({ ...message, id });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
type Memory = { rss: number; heapUsed: number; external: number };

async function waitForClients(server: ChildProcess, count: number, timeoutMs: number): Promise<number> {
  const start = Date.now();
  for (;;) {
    const { clients } = await ask<{ clients: number }>(server, { kind: 'hub' });
    if (clients === count || Date.now() - start > timeoutMs) return Date.now() - start;
    await sleep(5);
  }
}

async function level(server: ChildProcess, port: number, n: number): Promise<void> {
  const before = await ask<Memory>(server, { kind: 'memory' });
  const per = Math.ceil(n / CLIENT_PROCESSES);
  const clients = Array.from({ length: CLIENT_PROCESSES }, (_, i) => {
    const job = { port, count: Math.min(per, n - i * per), symbolSets: SYMBOL_SETS, offset: i * per };
    const child = fork(new URL('./clients.ts', import.meta.url), [JSON.stringify(job)], tsx);
    children.push(child);
    return child;
  });
  const t0 = Date.now();
  await Promise.all(clients.map((c) => ask(c, { kind: 'connect' }, 'connected')));
  await waitForClients(server, n, 10_000);
  const connectMs = Date.now() - t0;
  await sleep(1_500);
  const after = await ask<Memory>(server, { kind: 'memory' });

  for (const c of clients) c.send({ kind: 'record' });
  await sleep(RECORD_MS);
  const { fanOutMs } = await ask<{ fanOutMs: number[] }>(server, { kind: 'hub' });
  const fanOut = fanOutMs.slice(-Math.round(RECORD_MS / 1000)).sort((a, b) => a - b);
  const results = await Promise.all(
    clients.map((c) => ask<{ ticks: [number, number[]][] }>(c, { kind: 'stop' }, 'ticks')),
  );
  const merged = new Map<number, { count: number; last: number }>();
  const deliveries: number[] = [];
  for (const r of results) {
    for (const [stamp, entry] of r.ticks) {
      const m = merged.get(stamp) ?? { count: 0, last: 0 };
      m.count += entry[0]!;
      m.last = Math.max(m.last, entry[1]!);
      merged.set(stamp, m);
      for (const d of entry.slice(2)) deliveries.push(d);
    }
  }
  const complete = [...merged.values()].filter((m) => m.count === n).map((m) => m.last);
  deliveries.sort((a, b) => a - b);
  complete.sort((a, b) => a - b);

  const closeStart = Date.now();
  await Promise.all(clients.map((c) => ask(c, { kind: 'close' }, 'closed')));
  const dropMs = (await waitForClients(server, 0, 10_000)) + (Date.now() - closeStart);

  const rssPer = (after.rss - before.rss) / n / 1024;
  const heapPer = (after.heapUsed + after.external - before.heapUsed - before.external) / n / 1024;
  console.log(
    [
      `${String(n).padStart(6)} clients`,
      `connect ${connectMs} ms`,
      `memory/client: rss ${rssPer.toFixed(1)} KB, heap+external ${heapPer.toFixed(1)} KB`,
      `ticks complete ${complete.length}/${merged.size}`,
      `delivery p50 ${percentile(deliveries, 50)} ms p99 ${percentile(deliveries, 99)} ms`,
      `tick→last client p50 ${percentile(complete, 50)} ms p99 ${percentile(complete, 99)} ms max ${complete.at(-1) ?? 'n/a'} ms`,
      `server fan-out (tick start → last write queued) p50 ${percentile(fanOut, 50).toFixed(1)} ms max ${(fanOut.at(-1) ?? Number.NaN).toFixed(1)} ms`,
      `all dropped ${dropMs} ms after disconnect`,
    ].join(' | '),
  );
}

function modelThroughput(label: string, start: Date): void {
  const symbols = ['AAPL', 'MSFT', 'TSLA', 'GME', 'BRK.A', 'SPY', 'QQQ', 'JPM', 'XOM', 'KO'];
  // Cold: every quote on a session no cache has seen (walks, session path, 52-week range).
  clearModelCaches();
  simulatedQuote('AAPL', start);
  const coldCount = 200;
  const draws0 = work.draws;
  let t = performance.now();
  for (let i = 0; i < coldCount; i++) {
    const at = new Date(start.getTime() + (i + 1) * 7 * 86_400_000);
    simulatedQuote(symbols[i % symbols.length]!, at);
  }
  const coldPerSecond = coldCount / ((performance.now() - t) / 1000);
  const drawsPerCold = (work.draws - draws0) / coldCount;
  // Warm: the stream's case, the same sessions second after second.
  const warmCount = 100_000;
  t = performance.now();
  for (let i = 0; i < warmCount; i++) {
    simulatedQuote(
      symbols[i % symbols.length]!,
      new Date(start.getTime() + Math.floor(i / symbols.length) * 1000),
    );
  }
  const warmPerSecond = warmCount / ((performance.now() - t) / 1000);
  console.log(
    `model ${label}: ${Math.round(warmPerSecond).toLocaleString('en-US')} quotes/s warm (same session), ` +
      `${Math.round(coldPerSecond).toLocaleString('en-US')} quotes/s cold (new session each), ${Math.round(drawsPerCold)} random draws per cold quote`,
  );
}

async function main(): Promise<void> {
  console.log(
    `stream bench: levels ${LEVELS.join(', ')}; ${RECORD_MS / 1000} s recorded per level; node ${process.version}`,
  );
  // One unmeasured pass first so the JIT has compiled the model for both dates alike.
  const log = console.log;
  console.log = () => undefined;
  modelThroughput('warm-up', new Date('2031-03-03T15:00:00Z'));
  console.log = log;
  modelThroughput('2026-11-23 (today)', new Date('2026-11-23T15:00:00Z'));
  modelThroughput('2040-11-20', new Date('2040-11-20T15:00:00Z'));

  const server = fork(new URL('./server.ts', import.meta.url), [], {
    execArgv: [...tsx.execArgv, '--expose-gc'],
  });
  children.push(server);
  const { port } = await new Promise<{ port: number }>((resolve) =>
    server.once('message', (m) => resolve(m as { port: number })),
  );
  // Warm the server (JIT, model caches) with a few clients first.
  await level(server, port, 50).catch(() => undefined);
  for (const n of LEVELS) await level(server, port, n);
  await ask(server, { kind: 'close' });
  clearTimeout(limit);
}

main().catch((error) => {
  console.error(error);
  for (const c of children) c.kill();
  process.exit(1);
});
