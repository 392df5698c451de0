import { buildApp } from './app';
import { openDatabase } from './db/connect';
import { loadConfig } from './env';
import { startJobs, stopJobs } from './jobs';
import { createSettableClock } from './test/clock';

// Starts the API and the web app on one port. SIGTERM and SIGINT close the server and then the
// database, so PGlite's files stay valid.
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
// Journeys in a browser set the server's time (e.g. 'the next day') through /api/test/clock.
const testClock = config.NODE_ENV === 'test' && config.TEST_CLOCK ? createSettableClock() : undefined;
const { app, deps } = await buildApp({ config, database, clock: testClock?.now, testClock });

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await stopJobs();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.PORT, host: config.HOST });
startJobs(deps);
app.log.info(
  `ThinkStreet is running at http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`,
);
