import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// One config, three kinds of test:
// - unit: pure code in core, content, shared and server helpers (node)
// - web: React components (happy-dom)
// - integration: the real Fastify server over real HTTP on in-memory PGlite, and again on
//   PostgreSQL when TEST_DATABASE_URL is set (each file gets its own database).
const integration = ['src/server/**/*.int.test.ts'];
const pg = process.env.TEST_DATABASE_URL;

// Every journey file of 25 s or more, longest first (7 Dec, 2 workers: 78 s for onboarding down to
// 29 s for auth; every other file took 21 s or less). Started longest first, the two journey workers
// end together: on a clean clone vitest has no timings and starts the largest files first, and a
// long file that started late ran alone at the end (accessibility-signed-in, 37 s, the last 35 s of
// a 773 s run with only six files listed here).
const LONGEST_JOURNEYS = [
  'onboarding.e2e.ts',
  'tutor.e2e.ts',
  'options.e2e.ts',
  'trading.e2e.ts',
  'games.e2e.ts',
  'lesson-widths.e2e.ts',
  'accessibility.e2e.ts',
  'guest-carry.e2e.ts',
  'library.e2e.ts',
  'admin-pro.e2e.ts',
  'completion.e2e.ts',
  'story-charts.e2e.ts',
  'dashboard.e2e.ts',
  'competitions.e2e.ts',
  'first-steps.e2e.ts',
  'sim-insights.e2e.ts',
  'layout-shift.e2e.ts',
  'story-choices.e2e.ts',
  'new-lessons.e2e.ts',
  'accessibility-signed-in.e2e.ts',
  'story-state.e2e.ts',
  'offline-orders.e2e.ts',
  'prerender.e2e.ts',
  'profile.e2e.ts',
  'crawl.e2e.ts',
  'shell.e2e.ts',
  'auth.e2e.ts',
];

class LongestJourneysFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = LONGEST_JOURNEYS.findIndex((name) => f.moduleId.endsWith(`/e2e/${name}`));
      return i === -1 ? LONGEST_JOURNEYS.length : i;
    };
    // Array sort is stable: every other file keeps vitest's own order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: LongestJourneysFirst },
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // Pure code without mocks or globals: the files share one module graph per worker, so the
          // market universe and the lesson content are imported once, not once per file.
          isolate: false,
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...integration, 'src/web/**', 'src/**/*.pg.test.ts'],
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          environment: 'happy-dom',
          // One module graph per worker, as for unit; src/web/test-setup.ts resets what a test
          // leaves behind (storage, session, timers, stubbed globals, the rendered page).
          isolate: false,
          setupFiles: ['src/web/test-setup.ts'],
          testTimeout: 30_000,
          include: ['src/web/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'integration-pglite',
          environment: 'node',
          // One module graph per worker, as for unit: each file builds its own server on its own
          // database, and importing the server again for every file was a third of the suite's
          // time (this project 298 s -> 159 s). Server state kept in a module is per database
          // (the peers' cache) or per server last built (the stream hub), never a file's own.
          isolate: false,
          include: integration,
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          // One module graph per worker: importing playwright-core, axe and the helpers afresh for
          // every file cost about 3 s a file on a slow host (import 103 s of a 1545 s run, 29 Nov).
          // Each file still launches its own browser (useBrowser), and the helpers hold no state.
          isolate: false,
          // A hang guard, not a speed check (speed is bench/'s): CI's machine has run the journeys
          // at a quarter of their quiet speed (the desktop game journey, 16 s quiet, passed 60 s).
          testTimeout: 180_000,
          // One more try for a journey that fails: on a loaded CI machine a wait can still run out
          // (a refused order's answer once took over 30 s). A journey that fails twice fails the
          // run, and one that passed only on its second try is listed by name, with its first
          // failure, at the end of `npm test` (scripts/test.mjs), so a flake is seen, not hidden.
          retry: 1,
          hookTimeout: 60_000,
          // A journey's expect.poll waits as long as its locators do (browser.ts: 30 s), not vitest's
          // 1 s: a cancelled order's row once took longer than that to go on a loaded CI machine.
          // Only a poll that would fail waits longer; one that passes returns at once, as before.
          expect: { poll: { timeout: 30_000 } },
          // Files run on E2E_WORKERS workers (1 unless set; npm test sets 2), each against its own server and one
          // browser per file (e2e/global-setup.ts); `maxWorkers` must match, see the e2e scripts.
          fileParallelism: true,
        },
      },
      ...(pg
        ? [
            {
              test: {
                name: 'integration-postgres',
                environment: 'node',
                isolate: false, // as integration-pglite
                include: [...integration, 'src/server/**/*.pg.test.ts'],
                env: { TEST_DB: 'postgres' },
                testTimeout: 60_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
