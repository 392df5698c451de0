import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
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
import type { Redis } from 'ioredis';
import type { Database } from './db/connect';
import type { Deps } from './deps';
import type { Config } from './env';
import { HttpError, httpError } from './errors';
import { type LogSink, loggerOptions } from './logging';
import { modules } from './modules';
import { registerAuthGuards } from './modules/auth/guard';
import { unstorableText } from './nul-text';
import { openRedis } from './redis';
import { prerenderedPage, webStaticOptions } from './static';
import { registerTestAuth } from './test/auth-route';
import type { SettableClock } from './test/clock';
import { registerTestClock } from './test/clock-route';
import { registerTestJobs } from './test/jobs-route';
import { validationMessage } from './validation-message';
import type { SchemaNode } from './validation-schema';

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
  /** false silences the logs (tests); a level (and a sink, for tests that read the log) otherwise. */
  logger?: false | { level: string; sink?: LogSink };
  /** Test runs only: exposes POST /api/test/clock to move this clock. */
  testClock?: SettableClock;
  /** The built web app to serve; dist/web by default. */
  webRoot?: string;
};

export const UNSUPPORTED_MEDIA =
  'Unsupported media type: send the body as JSON (content-type: application/json)';

const webRoot = fileURLToPath(new URL('../../dist/web', import.meta.url));

export async function buildApp(options: BuildOptions): Promise<{ app: App; deps: Deps }> {
  const { config, database } = options;
  const logging = options.logger ?? { level: config.LOG_LEVEL };
  const app = Fastify({
    logger: logging === false ? false : loggerOptions(logging.level, logging.sink),
    // The client's address is the connection's own unless TRUST_PROXY names the proxies in front.
    trustProxy: typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    // Past 100 characters Fastify's router answered a path parameter itself (414, echoing the path,
    // outside the `{ error }` shape): every parameter reaches its route's schema instead, which
    // bounds it. Node's 16 KiB header limit bounds the URL.
    routerOptions: { maxParamLength: 16_384 },
    // A path Fastify cannot decode would get its bare answer, outside every hook (no security
    // headers, no no-store, not the `{ error }` shape): it goes to a route of its own instead.
    rewriteUrl: (request) => (decodablePath(request.url ?? '/') ? (request.url ?? '/') : UNDECODABLE_PATH),
  }).withTypeProvider<ZodTypeProvider>();
  // JSON only: Fastify's text/plain parser let a text body reach the schema, which answered 400.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const deps: Deps = {
    config,
    db: database.db,
    dbKind: database.kind,
    ping: database.ping,
    clock: options.clock ?? (() => new Date()),
    log: app.log,
    redis: config.REDIS_URL ? openRedis(config.REDIS_URL, app.log) : undefined,
  };
  if (deps.redis) {
    const redis = deps.redis;
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }

  app.setErrorHandler((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path parameter names a thing: a malformed id names nothing, so it answers as an unknown
      // one does (404 with the route's own not-found message, set on its params schema).
      const context = error.validationContext;
      const status = context === 'params' ? 404 : 400;
      const schemas = request.routeOptions.schema as Record<string, SchemaNode> | undefined;
      const schema = context ? schemas?.[context] : undefined;
      return reply.code(status).send({ error: validationMessage(error.validation, schema) });
    }
    if (error instanceof HttpError) {
      return reply.code(error.status).headers(error.headers).send({ error: error.message });
    }
    const { statusCode, message, code } = error as { statusCode?: number; message?: string; code?: string };
    // A body that is not JSON (text/plain, a form, none named): 415, without repeating the header.
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.code(415).send({ error: UNSUPPORTED_MEDIA });
    const status = typeof statusCode === 'number' ? statusCode : 500;
    if (status < 500) return reply.code(status).send({ error: message ?? 'Bad request' });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'Something went wrong on our side. Please try again.' });
  });

  app.addHook('preValidation', async (request) => {
    const problem =
      unstorableText(request.body) ?? unstorableText(request.query) ?? unstorableText(request.params);
    if (problem) throw httpError(400, problem);
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
  await registerTrafficLimits(app, config, deps.redis);
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

  // Answers of the API carry the learner's data (and sign-in answers a token): never cached.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });

  app.all(UNDECODABLE_PATH, { schema: { hide: true } }, async () => {
    throw httpError(400, UNDECODABLE_ADDRESS);
  });

  registerAuthGuards(app, deps);
  if (options.testClock) {
    registerTestClock(app, options.testClock);
    registerTestAuth(app, deps);
    registerTestJobs(app, deps);
  }
  // JSON answers above 1 KB compressed by Accept-Encoding (issue 14 point 2), in the modules'
  // scope only: the built web files come precompressed (static.ts). Brotli at a low level: it runs
  // on every answer. The SSE streams hijack their replies, so they stay uncompressed and unbuffered.
  await app.register(async (api) => {
    await api.register(compress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    });
    for (const module of modules) {
      await api.register(
        async (scoped) => {
          await module.routes(scoped as unknown as App, deps);
        },
        { prefix: module.prefix },
      );
    }
  });

  const web = options.webRoot ?? webRoot;
  const hasWeb = existsSync(`${web}/index.html`);
  if (hasWeb) await app.register(fastifyStatic, webStaticOptions(web));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi =
      path.startsWith('/api') || path.startsWith('/market-data') || path === '/health' || path === '/ready';
    if (!isApi && hasWeb && request.method === 'GET') {
      // Client-side routes (/dashboard, /lessons/x…) all load the single-page app; the landing and
      // legal pages come prerendered when the build wrote them.
      return reply.header('cache-control', 'no-cache').sendFile(prerenderedPage(web, path) ?? 'index.html');
    }
    return reply.code(404).send({ error: NO_SUCH_ROUTE });
  });

  return { app, deps };
}

/** Where a request whose path holds a broken %-escape (`%zz`, `%ff`, an encoded half character) goes. */
const UNDECODABLE_PATH = '/api/undecodable-address';
/** The answer for an API path no route serves: fixed, it never repeats the method or the path. */
const NO_SUCH_ROUTE = 'Not found: no route answers this method and address.';
export const UNDECODABLE_ADDRESS = 'This address is not valid: it holds a broken %-escape.';

/** Whether the path of a request URL decodes (its query is parsed, and checked, on its own). */
function decodablePath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  if (!path.includes('%')) return true;
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** Routes whose answers cost real work (analysis, history, search, tutor…): a tighter limit. */
const HEAVY_ROUTE =
  /\/(ml|insights|optimization|quant-rating|risk-signal|history|search|leaderboard|backtest|tutor|analysis|export)(\/|$|\?)/;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Puts the route under HEAVY_RATE_LIMIT_PER_MINUTE instead of RATE_LIMIT_PER_MINUTE. */
    heavy?: boolean;
  }
}

/**
 * A general limit per client address on every route but the built app's hashed files, a tighter one
 * on heavy routes, and a cap on the live streams one address holds open (each stream costs a timer
 * and a socket for as long as it lives).
 */
async function registerTrafficLimits(app: App, config: Config, redis?: Redis): Promise<void> {
  const tooMany = (_request: unknown, context: { after: string }) =>
    Object.assign(new Error(`Too many requests. Please wait ${context.after} and try again.`), {
      statusCode: 429,
    });
  // Runs before the rate-limit plugin's own onRoute hook, which reads config.rateLimit.
  app.addHook('onRoute', (route) => {
    if (route.config?.rateLimit != null) return;
    // The built app's hashed files, cheap to send from disk: a first load fetches dozens, and the
    // service worker then caches every page's code (about 80 files). Counted, they ran a learner
    // out of the minute (429s on the next page's scripts), and a class behind one address sooner.
    if (route.url.startsWith('/assets/')) {
      route.config = { ...route.config, rateLimit: false };
      return;
    }
    const heavy = route.config?.heavy === true || HEAVY_ROUTE.test(route.url);
    if (heavy)
      route.config = {
        ...route.config,
        rateLimit: { max: config.HEAVY_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 },
      };
  });
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    errorResponseBuilder: tooMany,
    // With Redis every instance counts into one window; if Redis fails the request is let through.
    ...(redis ? { redis, nameSpace: `${config.REDIS_PREFIX}:rl:`, skipOnError: true } : {}),
  });

  const open = new Map<string, number>();
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const accept = String(request.headers.accept ?? '');
    if (!path.endsWith('/stream') && !accept.includes('text/event-stream')) return;
    const key = request.ip;
    const count = open.get(key) ?? 0;
    if (count >= config.STREAMS_PER_CLIENT) {
      throw httpError(
        429,
        `At most ${config.STREAMS_PER_CLIENT} live streams at once. Close one and try again.`,
        {
          'retry-after': '5',
        },
      );
    }
    open.set(key, count + 1);
    reply.raw.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}

/** Trust the first `hops` proxies counted from this server (what Fastify does for a number). */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}
