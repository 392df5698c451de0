import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/server';

// A path parameter names a thing. A malformed id (not a UUID, too long) names nothing, exactly as an
// unknown one does: both answer 404 with the route's own not-found message, never a 400 that tells a
// prober which ids are well formed, and never Fastify's 414 echoing the path.

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const MALFORMED = ['not-a-uuid', 'x'.repeat(200)];

let s: TestServer;
let admin: string;
let learner: string;
beforeAll(async () => {
  s = await startTestServer({
    now: new Date('2026-03-02T15:00:00Z'),
    config: { ADMIN_EMAILS: 'boss@example.com' },
  });
  const boss = await s.signUp({ email: 'boss@example.com' });
  await s.grantAdmin(boss.email);
  const login = await s.fetch('/api/auth/login', {
    method: 'POST',
    body: { email: boss.email, password: boss.password },
  });
  admin = ((await login.json()) as { token: string }).token;
  learner = (await s.signUp()).token;
});
afterAll(() => s.close());

type Call = { method: string; path: (id: string) => string; body?: unknown; admin?: boolean; error: string };

const calls: Call[] = [
  { method: 'GET', path: (id) => `/api/competitions/${id}`, error: 'Competition not found.' },
  { method: 'GET', path: (id) => `/api/competitions/${id}/leaderboard`, error: 'Competition not found.' },
  {
    method: 'PUT',
    path: (id) => `/api/competitions/${id}/consent`,
    body: { shareProgress: true },
    error: 'Competition not found.',
  },
  { method: 'GET', path: (id) => `/api/competitions/${id}/classroom`, error: 'Competition not found.' },
  { method: 'GET', path: (id) => `/api/competitions/${id}/classroom.csv`, error: 'Competition not found.' },
  {
    method: 'DELETE',
    path: (id) => `/api/competitions/${id}/players/${UNKNOWN}`,
    error: 'Competition not found.',
  },
  {
    method: 'PUT',
    path: (id) => `/api/admin/users/${id}/plan`,
    body: { plan: 'pro' },
    admin: true,
    error: 'No such user',
  },
  {
    method: 'PUT',
    path: (id) => `/api/admin/users/${id}/status`,
    body: { status: 'disabled' },
    admin: true,
    error: 'No such user',
  },
  {
    method: 'PUT',
    path: (id) => `/api/admin/feedback/${id}/status`,
    body: { status: 'done' },
    admin: true,
    error: 'No such feedback message',
  },
  { method: 'DELETE', path: (id) => `/api/chat/conversations/${id}`, error: 'Conversation not found' },
  { method: 'DELETE', path: (id) => `/api/trading/orders/${id}`, error: 'Order not found' },
];

describe('a malformed id in the path', () => {
  it.each(calls.map((c) => [`${c.method} ${c.path(':id')}`, c] as const))(
    '%s answers 404 with the message of an unknown id',
    async (_, call) => {
      const token = call.admin ? admin : learner;
      const unknown = await s.fetch(call.path(UNKNOWN), { method: call.method, token, body: call.body });
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ error: call.error });
      for (const id of MALFORMED) {
        const res = await s.fetch(call.path(id), { method: call.method, token, body: call.body });
        expect(res.status, id.slice(0, 20)).toBe(404);
        expect(await res.json(), id.slice(0, 20)).toEqual({ error: call.error });
      }
    },
  );

  it('answers an unknown player of a game as a malformed one', async () => {
    const game = await s.fetch('/api/competitions', {
      token: learner,
      body: {
        name: 'Ids',
        startDate: '2026-03-02',
        endDate: '2026-03-06',
        startingCash: 10_000,
        visibility: 'private',
      },
    });
    const { id } = (await game.json()) as { id: string };
    for (const player of [UNKNOWN, ...MALFORMED]) {
      const res = await s.fetch(`/api/competitions/${id}/players/${player}`, {
        method: 'DELETE',
        token: learner,
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Player not found in this competition.' });
    }
  });

  it('answers a game id past 60 characters and a feature key past 64 as unknown ones', async () => {
    const game = await s.fetch(`/api/games/${'g'.repeat(61)}/leaderboard`, { token: learner });
    expect(game.status).toBe(404);
    expect(await game.json()).toEqual({ error: 'Unknown game' });
    const feature = await s.fetch(`/api/onboarding/check/${'f'.repeat(65)}`, { token: learner });
    expect(feature.status).toBe(404);
    expect(await feature.json()).toEqual({ error: 'Unknown feature' });
  });

  it('keeps 400 "Invalid symbol provided" for a symbol that is not one, the option chain as the quote', async () => {
    for (const path of ['/market-data/options/', '/market-data/quote/']) {
      const res = await s.fetch(`${path}${'A'.repeat(40)}`, { token: learner });
      expect(res.status, path).toBe(400);
      expect(await res.json(), path).toEqual({ error: 'Invalid symbol provided' });
    }
  });
});
