import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test/server';

// zod's own messages said "received -Infinity", "received NaN" or "Unrecognized key: "<what was
// sent>"". Through the real server, a bad body or query answers 400 with what the field must be, in
// words, and never repeats the value (or key) that was posted.

const LONG = `<script>${'x'.repeat(300)}</script>`;

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer({ now: new Date('2026-03-02T15:00:00Z') });
  token = (await s.signUp()).token;
});
afterAll(() => s.close());

type Case = { path: string; method?: string; raw?: string; body?: unknown; error: string; sent: string[] };

const cases: Case[] = [
  {
    // JSON's -1e999 parses to -Infinity: zod said "expected number, received -Infinity".
    path: '/api/trading/options/trade',
    raw: `{"symbol":"AAPL","optionType":"call","strike":200,"expiration":"2026-03-20","side":"buy","contracts":-1e999}`,
    error: 'contracts must be a whole number from 1 to 1,000',
    sent: ['Infinity', '1e999'],
  },
  {
    path: '/api/trading/options/trade',
    body: {
      symbol: 'AAPL',
      optionType: 'call',
      strike: 200,
      expiration: '2026-03-20',
      side: 'buy',
      contracts: 5000,
    },
    error: 'contracts must be a whole number from 1 to 1,000',
    sent: ['5000', '5,000'],
  },
  {
    path: '/api/trading/options/trade',
    body: {
      symbol: 'AAPL',
      optionType: LONG,
      strike: 200,
      expiration: '2026-03-20',
      side: 'buy',
      contracts: 1,
    },
    error: 'optionType must be one of: call, put',
    sent: ['script', 'xxxx'],
  },
  {
    path: '/api/trading/trade',
    raw: '{"type":"buy","symbol":"AAPL","shares":1e999}',
    error: 'shares must be a number or text',
    sent: ['Infinity', '1e999'],
  },
  {
    path: '/api/trading/trade',
    body: { type: 'buy', symbol: 'AAPL', shares: LONG },
    error: 'shares must be at most 32 characters',
    sent: ['script', 'xxxx'],
  },
  {
    path: '/api/competitions',
    body: {
      name: 'Game',
      startDate: '2026-03-02',
      endDate: '2026-03-06',
      startingCash: 10_000,
      visibility: 'private',
      [LONG]: 1,
    },
    error:
      'The request has a field it does not accept (accepted: name, startDate, endDate, startingCash, visibility, classroom, rules)',
    sent: ['script', 'xxxx'],
  },
  {
    path: '/api/trading/advanced-orders',
    body: { type: 'STOP_LOSS', symbol: 'AAPL', shares: 1, stopPrice: 1, maxSlippage: 7 },
    error: 'maxSlippage must be a number from 0 to 1',
    sent: ['7'],
  },
  {
    path: '/api/trading/trades?limit=abc',
    method: 'GET',
    error: 'limit must be a whole number from 1 to 1,000',
    sent: ['abc', 'NaN'],
  },
  {
    path: '/api/trading/leaderboard?limit=-Infinity',
    method: 'GET',
    error: 'limit must be a whole number from 1 to 100',
    sent: ['Infinity'],
  },
];

describe('validation messages', () => {
  it.each(cases.map((c) => [c.error, c] as const))('%s', async (_, c) => {
    const res = c.raw
      ? await fetch(`${s.url}${c.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: c.raw,
        })
      : await s.fetch(c.path, { method: c.method ?? 'POST', token, body: c.body });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: string };
    expect(error).toBe(c.error);
    for (const value of c.sent) expect(error).not.toContain(value);
  });
});
