import { isIP } from 'node:net';
import { z } from 'zod';
import { TUTOR_FREE_DAILY_DEFAULT } from '../shared/api/allowance';

// Every setting the server reads, validated once at start. Nothing else reads process.env.
const list = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  /** Folder for the embedded database and generated secrets; 'memory' keeps everything in memory. */
  DATA_DIR: z.string().default('./data'),
  /** postgres://… to use a PostgreSQL server instead of embedded PGlite. */
  DATABASE_URL: z.string().url().optional(),
  /** HS256 secret, at least 32 bytes. Without it one is generated and kept in DATA_DIR. */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 3600),
  /** Comma-separated e-mails of administrators. */
  ADMIN_EMAILS: list.transform((emails) => emails.map((e) => e.toLowerCase())),
  /** Comma-separated origins allowed by CORS; empty means same-origin only. */
  CORS_ORIGINS: list,
  /** The public URL of the app, used for OAuth redirects. */
  PUBLIC_URL: z.string().url().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** Tutor questions a free account may ask per day of its time zone (Pro: unlimited). */
  TUTOR_FREE_DAILY_MESSAGES: z.coerce.number().int().min(1).max(10_000).default(TUTOR_FREE_DAILY_DEFAULT),
  /** Any OpenAI-compatible chat API for the tutor; without it the offline tutor answers. */
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  /** Shares quote ticks and rate-limit counters between instances. */
  REDIS_URL: z.string().optional(),
  /** Starts every key this app writes in Redis, so that deployments can share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,40}$/, 'REDIS_PREFIX may hold letters, digits, _ . - (at most 40)')
    .default('ts'),
  /** Real market data (optional); without it the simulated market answers. */
  FINNHUB_API_KEY: z.string().optional(),
  /**
   * Which proxies to believe about the client's address (X-Forwarded-For): a hop count ('1' for one
   * reverse proxy) or comma-separated addresses and CIDR ranges. Unset: no proxy is trusted and the
   * client's address is the connection's own.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (parsed instanceof Error) {
        ctx.addIssue({ code: 'custom', message: parsed.message });
        return z.NEVER;
      }
      return parsed;
    }),
  /** smtp(s)://user:pass@host:port for e-mail verification links; unset: links go to the server log. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  /** The sender of the e-mails the server sends. */
  MAIL_FROM: z.string().default('ThinkStreet <no-reply@thinkstreet.local>'),
  /** Requests allowed per client (user or IP address) per minute on every API route. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** Requests allowed per client per minute on the expensive routes (analysis, history, tutor). */
  HEAVY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** Live-price streams one client (user or IP address) may hold open at once. */
  STREAMS_PER_CLIENT: z.coerce.number().int().positive().default(5),
  /** Sign-in and sign-up attempts allowed per IP address per minute. */
  AUTH_IP_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** Failed sign-ins one address may make, across accounts, before it waits (growing delays). */
  AUTH_IP_FREE_FAILURES: z.coerce.number().int().positive().default(19),
  /** Test runs only (NODE_ENV=test): lets POST /api/test/clock set the server's time. */
  TEST_CLOCK: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Set to 'false' to skip the timed jobs (advanced orders, expiry, snapshots). */
  JOBS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export type Config = z.infer<typeof envSchema>;

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as a shell user would expect.
  const set = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/**
 * TRUST_PROXY as Fastify's trustProxy takes it: false (unset), a hop count, or a list of addresses
 * and CIDR ranges. An Error names what is wrong.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] | Error {
  const text = (value ?? '').trim();
  if (!text || text === 'false') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > 10) return new Error('TRUST_PROXY hop count must be between 1 and 10');
    return hops;
  }
  const entries = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    if (family === 0 || !prefixOk || extra !== undefined) {
      return new Error(
        `TRUST_PROXY must be a hop count or comma-separated IP addresses/CIDR ranges; '${entry}' is neither`,
      );
    }
  }
  return entries;
}
