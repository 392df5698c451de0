import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/connect';
import { portfolios } from '../../db/schema';
import { type ChildServer, type Store, startChildServer } from '../../test/child-server';
import { auditLedger } from '../../test/ledger-audit';
import { freshPostgresDatabase } from '../../test/postgres-database';

// SIGKILL during a burst of orders, then a restart on the same data (the PGlite folder in the
// integration-pglite project, a PostgreSQL database in integration-postgres): every trade in the log
// is in cash and positions, no order is half-applied, and every answer given before the kill is the
// answer its Idempotency-Key gets after the restart.

const onPostgres = process.env.TEST_DB === 'postgres';
const ACCOUNTS = 3;
const LOOPS = 9;
const ANSWERS_BEFORE_KILL = 24;
const ORDERS = [
  { type: 'buy', symbol: 'AAPL', shares: 2, orderType: 'market' },
  { type: 'buy', symbol: 'MSFT', shares: 1, orderType: 'market' },
  { type: 'sell', symbol: 'AAPL', shares: 1, orderType: 'market' },
];

type Account = { token: string; userId: string };
type Sent = { account: Account; key: string; body: (typeof ORDERS)[number] };
type Answer = Sent & { status: number; json: Record<string, unknown> };

async function post(url: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function signUp(url: string, n: number): Promise<Account> {
  const response = await post(url, '/api/auth/register', {
    email: `crash-${n}-${Date.now()}@example.com`,
    password: 'Str0ng!passw0rd',
    name: `Crash ${n}`,
    acceptedTerms: true,
    acceptedPrivacy: true,
  });
  expect(response.status).toBe(201);
  const json = (await response.json()) as { token: string; user: { id: string } };
  return { token: json.token, userId: json.user.id };
}

function order(url: string, sent: Sent) {
  return post(url, '/api/trading/trade', sent.body, {
    authorization: `Bearer ${sent.account.token}`,
    'idempotency-key': sent.key,
  });
}

/** What an idempotent replay must repeat (the portfolio and metrics are read afresh on a replay). */
const core = (json: Record<string, unknown>) =>
  'error' in json
    ? { error: json.error }
    : { message: json.message, trade: json.trade, order: json.order, warnings: json.warnings };

describe(`a server killed mid-burst (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let store: Store;
  let cleanup: () => Promise<void>;
  let server: ChildServer | undefined;

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'thinkstreet-crash-'));
    if (onPostgres) {
      const database = await freshPostgresDatabase();
      store = { dataDir, url: database.url };
      cleanup = async () => {
        await database.drop();
        rmSync(dataDir, { recursive: true, force: true });
      };
    } else {
      store = { dataDir };
      cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
    }
  });

  afterAll(async () => {
    await server?.kill();
    await cleanup?.();
  });

  it('keeps every logged trade in cash and positions and every answered key', async () => {
    server = await startChildServer(store);
    const accounts: Account[] = [];
    for (let n = 0; n < ACCOUNTS; n++) accounts.push(await signUp(server.url, n));

    // The burst: LOOPS concurrent senders, each account shared by several of them (the portfolio
    // lock is contended); the server is killed as soon as ANSWERS_BEFORE_KILL answers are in.
    const answers: Answer[] = [];
    let sent = 0;
    let lost = 0;
    const first = server;
    let resolveKilled: () => void = () => undefined;
    const killed = new Promise<void>((resolve) => {
      resolveKilled = resolve;
    });
    const senders = Array.from({ length: LOOPS }, async (_, loop) => {
      for (;;) {
        const n = sent++;
        const request: Sent = {
          account: accounts[(loop + n) % ACCOUNTS]!,
          key: `crash-${n}`,
          body: ORDERS[n % ORDERS.length]!,
        };
        try {
          const response = await order(first.url, request);
          const json = (await response.json()) as Record<string, unknown>;
          answers.push({ ...request, status: response.status, json });
          if (answers.length === ANSWERS_BEFORE_KILL) void first.kill().then(resolveKilled);
        } catch {
          lost++; // in flight when the process died
          return;
        }
      }
    });
    // Should every sender fail before the kill, the count below says so (not a timeout).
    await Promise.race([killed, Promise.all(senders)]);
    await first.kill();
    // Every sender ends on a reset or refused connection once the process is gone.
    await Promise.all(senders);
    expect(answers.length).toBeGreaterThanOrEqual(ANSWERS_BEFORE_KILL);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
    expect(lost).toBeGreaterThan(0);

    server = await startChildServer(store);
    const second = server;
    for (const answer of answers) {
      const again = await order(second.url, answer);
      expect(again.status, `replay of ${answer.key}`).toBe(answer.status);
      expect(core((await again.json()) as Record<string, unknown>)).toEqual(core(answer.json));
    }
    for (const account of accounts) {
      const portfolio = await fetch(`${second.url}/api/trading/portfolio`, {
        headers: { authorization: `Bearer ${account.token}` },
      });
      expect(portfolio.status).toBe(200);
    }
    await second.stop();
    server = undefined;

    // The stored ledger against the replayed log, read straight from the data the server left.
    const database = await openDatabase(store.url ? { url: store.url } : { dataDir: store.dataDir });
    try {
      let logged = 0;
      for (const account of accounts) {
        const audit = await auditLedger(database.db, account.userId);
        expect(audit.stored).toEqual(audit.replayed);
        expect(audit.orphanTrades).toBe(0);
        expect(audit.fillsWithoutTrade).toBe(0);
        expect(audit.answersWithoutTrade).toBe(0);
        const answered = answers
          .filter((a) => a.account === account && a.status === 200)
          .map((a) => (a.json.trade as { id: string }).id);
        expect(audit.tradeIds).toEqual(expect.arrayContaining(answered));
        logged += audit.tradeIds.length;
      }
      expect(logged).toBeGreaterThanOrEqual(answers.filter((a) => a.status === 200).length);
      // The audit notices one cent out of place.
      const tampered = accounts[0]!.userId;
      await database.db
        .update(portfolios)
        .set({ cash: sql`${portfolios.cash} + 1` })
        .where(eq(portfolios.userId, tampered));
      const after = await auditLedger(database.db, tampered);
      expect(after.stored.cash).toBe(after.replayed.cash + 1);
    } finally {
      await database.close();
    }
  }, 180_000);
});
