import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../env';
import { type ChildServer, freePort, type Store, startChildServer } from '../test/child-server';
import { freshPostgresDatabase } from '../test/postgres-database';
import { backup, restore, runBackupCommand } from './backup';

// `npm run backup` / `npm run restore` on the database of this project (PGlite folder, or PostgreSQL
// with TEST_DB=postgres): back up a server's data, restore it into a fresh place, start the server
// there and find the same portfolio and trade log.

const onPostgres = process.env.TEST_DB === 'postgres';
const cleanups: (() => Promise<void>)[] = [];
let server: ChildServer | undefined;

async function freshStore(): Promise<Store> {
  const dataDir = mkdtempSync(join(tmpdir(), 'thinkstreet-backup-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  if (!onPostgres) return { dataDir };
  const database = await freshPostgresDatabase();
  cleanups.push(database.drop);
  return { dataDir, url: database.url };
}

async function configFor(store: Store) {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: store.dataDir,
    PORT: String(await freePort()),
    ...(store.url ? { DATABASE_URL: store.url } : {}),
  });
}

async function call(url: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** What a restore must bring back: cash, holdings and the trade log (prices move, so not values). */
async function holdings(url: string, token: string) {
  const portfolio = await call(url, '/api/trading/portfolio', token);
  const trades = await call(url, '/api/trading/trades?limit=100', token);
  expect(portfolio.status).toBe(200);
  return {
    cash: (portfolio.json.portfolio as { cash: number }).cash,
    positions: (portfolio.json.positions as { symbol: string; shares: number; costBasis: number }[]).map(
      (p) => ({ symbol: p.symbol, shares: p.shares, costBasis: p.costBasis }),
    ),
    trades: trades.json.trades,
  };
}

afterAll(async () => {
  await server?.kill();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe(`backup and restore (${onPostgres ? 'PostgreSQL, pg_dump' : 'PGlite, dumpDataDir'})`, () => {
  it('restores a backup into a fresh place where the server finds the same portfolio', async () => {
    const source = await freshStore();
    server = await startChildServer(source);
    const register = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `backup-${Date.now()}@example.com`,
        password: 'Str0ng!passw0rd',
        name: 'Backup',
        acceptedTerms: true,
        acceptedPrivacy: true,
      }),
    });
    const { token } = (await register.json()) as { token: string };
    for (const order of [
      { type: 'buy', symbol: 'AAPL', shares: 3, orderType: 'market' },
      { type: 'buy', symbol: 'MSFT', shares: 2, orderType: 'market' },
      { type: 'sell', symbol: 'AAPL', shares: 1, orderType: 'market' },
    ])
      expect((await call(server.url, '/api/trading/trade', token, order)).status).toBe(200);
    const before = await holdings(server.url, token);
    expect(before.trades).toHaveLength(3);
    await server.stop();
    server = undefined;

    const folder = mkdtempSync(join(tmpdir(), 'thinkstreet-backup-files-'));
    cleanups.push(async () => rmSync(folder, { recursive: true, force: true }));
    const lines: string[] = [];
    await backup(await configFor(source), folder, (line) => lines.push(line));
    const target = await freshStore();
    await restore(await configFor(target), folder, (line) => lines.push(line));
    expect(lines).toHaveLength(2);

    server = await startChildServer(target);
    expect(await holdings(server.url, token)).toEqual(before);
    // The restored data takes new orders.
    expect(
      (
        await call(server.url, '/api/trading/trade', token, {
          type: 'buy',
          symbol: 'AAPL',
          shares: 1,
          orderType: 'market',
        })
      ).status,
    ).toBe(200);
    await server.stop();
    server = undefined;
  }, 240_000);

  it.skipIf(onPostgres)('refuses to restore PGlite over existing data', async () => {
    const target = await freshStore();
    mkdirSync(join(target.dataDir, 'pglite'));
    writeFileSync(join(target.dataDir, 'pglite', 'PG_VERSION'), '17');
    const folder = mkdtempSync(join(tmpdir(), 'thinkstreet-backup-files-'));
    cleanups.push(async () => rmSync(folder, { recursive: true, force: true }));
    writeFileSync(join(folder, 'pglite.tar.gz'), '');
    await expect(restore(await configFor(target), folder, () => undefined)).rejects.toThrow('is not empty');
  });

  it('answers a usage line for a missing folder', async () => {
    const lines: string[] = [];
    expect(await runBackupCommand(['backup'], (line) => lines.push(line))).toBe(2);
    expect(lines[0]).toContain('Usage: npm run backup -- FOLDER');
  });
});
