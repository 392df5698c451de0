import { buildApp } from './app';
import { type Database, openDatabase } from './db/connect';
import { DataDirInUseError } from './db/data-dir-lock';
import { loadConfig } from './env';
import { startJobs, stopJobs } from './jobs';
import { createSettableClock } from './test/clock';

// Starts the API and the web app on one port. SIGTERM and SIGINT close the server and then the
// database, so PGlite's files stay valid: from the first moment, since opening the database
// migrates it. A signal that arrives while it opens is answered once it has opened, then closed.
const config = loadConfig();

let app: Awaited<ReturnType<typeof buildApp>>['app'] | undefined;
let database: Database | undefined;
let closing = false;
let stopAsked: string | undefined;

async function shutdown(signal: string, code = 0): Promise<void> {
  if (closing) return;
  closing = true;
  app?.log.info({ signal }, 'shutting down');
  if (app) {
    await stopJobs();
    await app.close();
  }
  await database?.close();
  process.exit(code);
}

function onSignal(signal: string): void {
  if (database) void shutdown(signal);
  else stopAsked = signal;
}
process.on('SIGTERM', () => onSignal('SIGTERM'));
process.on('SIGINT', () => onSignal('SIGINT'));

/** A start that cannot go on: one line saying why and what to do, not a stack trace. */
async function failStart(message: string): Promise<never> {
  console.error(message);
  await shutdown('start failed', 1);
  return process.exit(1);
}

try {
  database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
} catch (error) {
  if (error instanceof DataDirInUseError) await failStart(error.message);
  throw error;
}
if (stopAsked) await shutdown(stopAsked);
// Journeys in a browser set the server's time (e.g. 'the next day') through /api/test/clock.
const testClock = config.NODE_ENV === 'test' && config.TEST_CLOCK ? createSettableClock() : undefined;
const built = await buildApp({ config, database, clock: testClock?.now, testClock });
app = built.app;

try {
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
    await failStart(
      `Port ${config.PORT} is already in use (is ThinkStreet already running?). Stop what uses it, or start on another port: PORT=${config.PORT + 1} npm start`,
    );
  throw error;
}
startJobs(built.deps);
app.log.info(
  `ThinkStreet is running at http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`,
);
