import { z } from 'zod';
import type { App } from '../app';
import type { Deps } from '../deps';
import { setStoredRole } from '../modules/auth/store';

/**
 * POST /api/test/admin { email }: what `npm run admin -- grant EMAIL` does, for journeys whose server
 * runs in memory. Only registered for test runs (NODE_ENV=test with TEST_CLOCK), like the test clock.
 */
export function registerTestAdmin(app: App, deps: Deps): void {
  app.post(
    '/api/test/admin',
    { schema: { hide: true, body: z.strictObject({ email: z.string().max(320) }) } },
    async (request) => ({ granted: await setStoredRole(deps.db, request.body.email, 'admin') }),
  );
}
