import { z } from 'zod';
import type { App } from '../app';
import type { SettableClock } from './clock';

/** POST /api/test/clock { now: ISO string | null }: only registered for test runs. */
export function registerTestClock(app: App, clock: SettableClock): void {
  app.post(
    '/api/test/clock',
    { schema: { hide: true, body: z.object({ now: z.iso.datetime().nullable() }) } },
    async (request) => {
      clock.set(request.body.now ? new Date(request.body.now) : null);
      return { now: clock.now().toISOString() };
    },
  );
}
