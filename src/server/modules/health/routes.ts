import { z } from 'zod';
import type { App } from '../../app';
import type { Deps } from '../../deps';
import { redisUp } from '../../redis';

const health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  databaseKind: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
  time: z.string(),
});

const ready = z.object({
  ready: z.boolean(),
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'not configured']),
});

export default async function healthRoutes(app: App, deps: Deps): Promise<void> {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: health, 503: health } } },
    async (_request, reply) => {
      const up = await deps.ping();
      return reply.code(up ? 200 : 503).send({
        status: up ? 'ok' : 'degraded',
        database: up ? 'up' : 'down',
        databaseKind: deps.dbKind,
        uptimeSeconds: Math.round(process.uptime()),
        time: deps.clock().toISOString(),
      });
    },
  );

  // Readiness (for a load balancer or orchestrator): send traffic here only when the database and, when
  // REDIS_URL is set, Redis answer, since the shared counters live there. /health is the liveness check.
  app.get(
    '/ready',
    { schema: { tags: ['health'], response: { 200: ready, 503: ready } } },
    async (_request, reply) => {
      const [database, redis] = await Promise.all([
        deps.ping(),
        deps.redis ? redisUp(deps.redis) : Promise.resolve(undefined),
      ]);
      const up = database && redis !== false;
      return reply.code(up ? 200 : 503).send({
        ready: up,
        database: database ? 'up' : 'down',
        redis: redis === undefined ? 'not configured' : redis ? 'up' : 'down',
      });
    },
  );

  app.get(
    '/api/test/db',
    {
      // Open to the auth screen's diagnostics, so it says only yes or no, and not too often.
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['health'],
        description: 'Diagnostic: whether the database answers (nothing else), at most 30 times a minute.',
        response: { 200: z.object({ ok: z.boolean() }) },
      },
    },
    async () => ({ ok: await deps.ping() }),
  );
}
