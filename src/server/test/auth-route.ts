import { z } from 'zod';
import type { App } from '../app';
import type { Deps } from '../deps';
import { findUserByEmail, setStoredRole } from '../modules/auth/store';

/**
 * Only registered for test runs (NODE_ENV=test with TEST_CLOCK), like the test clock:
 * - POST /api/test/admin { email }: what `npm run admin -- grant EMAIL` does, for journeys whose
 *   server runs in memory;
 * - POST /api/test/login-code { email, binding }: the one-time code a finished Google sign-in would
 *   put in the callback address, for journeys that cannot reach Google;
 * - POST /api/test/reset-link { email }: the last password reset link sent to the address, for
 *   journeys that cannot read the server's log (404 until one was sent).
 */
export function registerTestAuth(app: App, deps: Deps): void {
  app.post(
    '/api/test/admin',
    { schema: { hide: true, body: z.strictObject({ email: z.string().max(320) }) } },
    async (request) => ({ granted: await setStoredRole(deps.db, request.body.email, 'admin') }),
  );
  app.post(
    '/api/test/login-code',
    {
      schema: {
        hide: true,
        body: z.strictObject({ email: z.string().max(320), binding: z.string().max(200) }),
      },
    },
    async (request, reply) => {
      const user = await findUserByEmail(deps.db, request.body.email);
      if (!user) return reply.code(404).send({ error: 'No such account' });
      return { code: await app.auth.createLoginCode(user.id, request.body.binding) };
    },
  );
  app.post(
    '/api/test/reset-link',
    { schema: { hide: true, body: z.strictObject({ email: z.string().max(320) }) } },
    async (request, reply) => {
      const link = app.auth.lastResetLink(request.body.email);
      return link ? { link } : reply.code(404).send({ error: 'No reset link sent to that address' });
    },
  );
}
