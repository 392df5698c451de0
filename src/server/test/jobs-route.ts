import { z } from 'zod';
import type { App } from '../app';
import type { Deps } from '../deps';
import { runJob, runScheduled } from '../jobs';
import { JOB_LOCKS } from '../jobs/advisory';

/**
 * POST /api/test/jobs/:name: runs one timed job's tick now; with `{ slot }`, as the timer does for
 * that period (once across instances). Only registered for test runs (the
 * journeys' server runs with JOBS=false, so nothing ticks behind a journey's back).
 */
export function registerTestJobs(app: App, deps: Deps): void {
  const names = Object.keys(JOB_LOCKS) as [keyof typeof JOB_LOCKS, ...(keyof typeof JOB_LOCKS)[]];
  app.post(
    '/api/test/jobs/:name',
    {
      schema: {
        hide: true,
        params: z.strictObject({ name: z.enum(names) }),
        body: z.strictObject({ slot: z.number().int().nonnegative().optional() }).nullish(),
      },
    },
    async (request) => {
      const slot = request.body?.slot;
      const { name } = request.params;
      return { ran: slot === undefined ? await runJob(deps, name) : await runScheduled(deps, name, slot) };
    },
  );
}
