import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from './db/connect';
import type { Config } from './env';

/** What every module is handed: settings, the database, the clock and the logger. */
export type Deps = {
  config: Config;
  db: Db;
  /** Database kind: PGlite runs one transaction at a time, PostgreSQL many. */
  dbKind: 'pglite' | 'postgres';
  ping(): Promise<boolean>;
  /** The current time. Use this, never `new Date()`, so tests can set the time. */
  clock(): Date;
  log: FastifyBaseLogger;
  /** The shared Redis connection when REDIS_URL is set: counts shared by every instance. */
  redis?: Redis;
};
