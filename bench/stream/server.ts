// The benchmark's server process: the real app (in-memory PGlite, silent logs) on a loopback port.
// It reports its port, then answers memory and stream-hub questions over IPC.
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/connect';
import { loadConfig } from '../../src/server/env';
import { activeStreamHub } from '../../src/server/modules/market-data/routes';

const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: 'memory',
  LOG_LEVEL: 'silent',
  JOBS: 'false',
  // The benchmark opens many streams and requests from one address on purpose.
  STREAMS_PER_CLIENT: '100000',
  RATE_LIMIT_PER_MINUTE: '100000000',
});
const database = await openDatabase({ dataDir: 'memory' });
const { app } = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;

type Ask = { id: number; kind: 'memory' | 'hub' | 'close' };

process.on('message', async (ask: Ask) => {
  if (ask.kind === 'memory') {
    for (let i = 0; i < 3; i++) globalThis.gc?.();
    const m = process.memoryUsage();
    process.send?.({ id: ask.id, rss: m.rss, heapUsed: m.heapUsed, external: m.external + m.arrayBuffers });
  } else if (ask.kind === 'hub') {
    const hub = activeStreamHub();
    process.send?.({
      id: ask.id,
      clients: hub?.size ?? 0,
      ticks: hub?.ticks ?? 0,
      fanOutMs: hub?.fanOutMs ?? [],
    });
  } else if (ask.kind === 'close') {
    await app.close();
    await database.close();
    process.send?.({ id: ask.id });
    process.exit(0);
  }
});
process.send?.({ port });
