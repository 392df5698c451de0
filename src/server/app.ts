import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database } from './db/connect';
import type { Deps } from './deps';
import type { Config } from './env';
import { HttpError } from './errors';
import { modules } from './modules';
import { registerAuthGuards } from './modules/auth/guard';
import { webStaticOptions } from './static';
import type { SettableClock } from './test/clock';
import { registerTestClock } from './test/clock-route';
import { validationMessage } from './validation-message';

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export type BuildOptions = {
  config: Config;
  database: Database;
  clock?: () => Date;
  /** Fastify logger options; false silences the logs (tests). */
  logger?: boolean | { level: string };
  /** Test runs only: exposes POST /api/test/clock to move this clock. */
  testClock?: SettableClock;
  /** The built web app to serve; dist/web by default. */
  webRoot?: string;
};

const webRoot = fileURLToPath(new URL('../../dist/web', import.meta.url));

export async function buildApp(options: BuildOptions): Promise<{ app: App; deps: Deps }> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    trustProxy: true,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const deps: Deps = {
    config,
    db: database.db,
    dbKind: database.kind,
    ping: database.ping,
    clock: options.clock ?? (() => new Date()),
    log: app.log,
  };

  app.setErrorHandler((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ error: validationMessage(error.validation) });
    }
    if (error instanceof HttpError) {
      return reply.code(error.status).headers(error.headers).send({ error: error.message });
    }
    const { statusCode, message } = error as { statusCode?: number; message?: string };
    const status = typeof statusCode === 'number' ? statusCode : 500;
    if (status < 500) return reply.code(status).send({ error: message ?? 'Bad request' });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'Something went wrong on our side. Please try again.' });
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
      },
    },
  });
  // Same-origin by default; only configured origins get CORS headers, never '*'.
  await app.register(cors, {
    origin: config.CORS_ORIGINS.length > 0 ? config.CORS_ORIGINS : false,
    credentials: true,
  });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'ThinkStreet API',
        description:
          'Learn finance through history. Bearer-authenticated routes take `Authorization: Bearer <token>` from /api/auth/login or /api/auth/register. Errors are `{ "error": "<message>" }`.',
        version: '0.1.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  registerAuthGuards(app, deps);
  if (options.testClock) registerTestClock(app, options.testClock);
  for (const module of modules) {
    await app.register(
      async (scoped) => {
        await module.routes(scoped as unknown as App, deps);
      },
      { prefix: module.prefix },
    );
  }

  const web = options.webRoot ?? webRoot;
  const hasWeb = existsSync(`${web}/index.html`);
  if (hasWeb) await app.register(fastifyStatic, webStaticOptions(web));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path.startsWith('/api') || path.startsWith('/market-data') || path === '/health';
    if (!isApi && hasWeb && request.method === 'GET') {
      // Client-side routes (/dashboard, /lessons/x, /terms…) all load the single-page app.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ error: `Not found: ${request.method} ${path}` });
  });

  return { app, deps };
}
