import { z } from 'zod';

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
  /** Any OpenAI-compatible chat API for the tutor; without it the offline tutor answers. */
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  /** Shares quote ticks and rate-limit counters between instances. */
  REDIS_URL: z.string().optional(),
  /** Real market data (optional); without it the simulated market answers. */
  FINNHUB_API_KEY: z.string().optional(),
  /** Sign-in and sign-up attempts allowed per IP address per minute. */
  AUTH_IP_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
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
