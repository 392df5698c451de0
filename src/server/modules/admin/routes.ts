import { z } from 'zod';
import {
  adminUsersAnswer,
  adminUsersQuery,
  auditAnswer,
  planBody,
  userIdParams,
} from '../../../shared/api/admin';
import { errorAnswer } from '../../../shared/api/auth';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { httpError } from '../../errors';
import { listUsers, recentAudit, setPlan } from './store';

const secured = [{ bearer: [] }];
const denied = { 401: errorAnswer, 403: errorAnswer };

/** The admin console's calls (issue 13): the server's admin role only, 403 for everyone else. */
export default async function adminRoutes(app: App, deps: Deps): Promise<void> {
  app.get(
    '/api/admin/users',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security: secured,
        description: 'Users, newest first, optionally searched by e-mail, username or name.',
        querystring: adminUsersQuery,
        response: { 200: adminUsersAnswer, 400: errorAnswer, ...denied },
      },
    },
    async (request) => ({ users: await listUsers(deps.db, request.query.search || undefined) }),
  );

  app.put(
    '/api/admin/users/:id/plan',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security: secured,
        description: 'Grants (pro) or revokes (free) Pro; written to the audit log.',
        params: userIdParams,
        body: planBody,
        response: { 200: z.object({ message: z.string() }), 400: errorAnswer, 404: errorAnswer, ...denied },
      },
    },
    async (request) => {
      const { plan } = request.body;
      const found = await setPlan(deps.db, request.user.id, request.params.id, plan, deps.clock());
      if (!found) throw httpError(404, 'No such user');
      return { message: plan === 'pro' ? 'Pro granted' : 'Pro revoked' };
    },
  );

  app.get(
    '/api/admin/audit',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security: secured,
        description: 'The latest 100 administrator actions.',
        response: { 200: auditAnswer, ...denied },
      },
    },
    async () => ({ entries: await recentAudit(deps.db) }),
  );
}
