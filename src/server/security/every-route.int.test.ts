import { afterAll, describe, expect, it } from 'vitest';
import { LONE_SURROGATE_REFUSED, NUL_REFUSED } from '../nul-text';
import { ownedIds } from '../test/fuzz/accounts';
import { type Operation, operationKey } from '../test/fuzz/operations';
import { openFuzzSession } from '../test/fuzz/session';
import { startTestServer } from '../test/server';

// Issue 15, point 5, for every route of the OpenAPI document (so a route added later is checked the
// day it lands): a second learner who sends the first learner's ids gets 404, never the object, and
// the object is still there afterwards; and every route that takes a body refuses one past the
// request-size limit with 413 and a message.

const LIMIT = 1_048_576;

const s = await startTestServer();
const session = await openFuzzSession(s);
afterAll(() => s.close());

const ownedRoutes = session.operations.filter(
  (op) => op.secured && op.params.some((p) => p.in === 'path' && /^(id|.*Id)$/.test(p.name)),
);
const bodyRoutes = session.operations.filter((op) => op.body);

const fill = (path: string, id: string) => path.replace(/\{[^}]+\}/g, encodeURIComponent(id));
/** Each route with its "METHOD /path" name, for it.each. */
const named = (ops: Operation[]) => ops.map((op) => [operationKey(op), op] as const);

describe('object-level authorisation', () => {
  it('finds the routes that take an id, and the first learner owns objects to try', () => {
    expect(ownedRoutes.map(operationKey)).toEqual(
      expect.arrayContaining(['DELETE /api/trading/orders/{id}', 'DELETE /api/chat/conversations/{id}']),
    );
    expect(session.victim.ids.length).toBeGreaterThanOrEqual(2);
  });

  it.each(named(ownedRoutes))(
    '%s answers a second learner 404 (403 on admin routes) for each of the first learner’s ids',
    async (_, op) => {
      const statuses = new Set<number>();
      for (const id of [session.victim.id, ...session.victim.ids]) {
        const res = await s.fetch(fill(op.path, id), {
          method: op.method,
          token: session.target.token(),
          ...(op.body ? { body: {} } : {}),
        });
        const text = await res.text();
        statuses.add(res.status);
        // A body of {} may fail validation first (400): the object is still never shown.
        expect([400, 403, 404], `${op.method} ${fill(op.path, id)}: ${text}`).toContain(res.status);
        for (const secret of session.target.secrets.filter((x) => x !== id))
          expect(text).not.toContain(secret);
        expect(JSON.parse(text).error).toEqual(expect.any(String));
      }
      if (!op.path.startsWith('/api/admin/') && !op.body) expect(statuses).toContain(404);
    },
  );

  it('leaves every object of the first learner in place', async () => {
    const again = await ownedIds(s, session.operations, session.victim.token);
    expect([...again]).toEqual(expect.arrayContaining(session.victim.ids));
  });
});

describe('request-size limit', () => {
  it.each(named(bodyRoutes))('%s refuses a body past 1 MiB with 413 and a message', async (_, op) => {
    const body = JSON.stringify({ message: 'a'.repeat(LIMIT) });
    const res = await fetch(`${s.url}${fill(op.path, 'AAPL')}`, {
      method: op.method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.target.token()}` },
      body,
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error).toMatch(/too large/i);
  });
});

describe('NUL characters, which PostgreSQL cannot store in text', () => {
  it.each(named(bodyRoutes))(
    '%s refuses a NUL in the body with 400 and a message, before it reaches the database',
    async (_, op) => {
      const res = await s.fetch(fill(op.path, 'AAPL'), {
        method: op.method,
        token: session.target.token(),
        body: { message: 'ab\u0000cd', nested: [{ key: 'x\u0000' }] },
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe(NUL_REFUSED);
    },
  );

  it('refuses a NUL in a query or a path the same way', async () => {
    const token = session.target.token();
    for (const path of ['/api/trading/leaderboard?period=%00', '/api/market-data/quote/AA%00PL']) {
      const res = await s.fetch(path, { token });
      expect(res.status, path).toBe(400);
      expect((await res.json()).error, path).toBe(NUL_REFUSED);
    }
  });
});

describe('unpaired surrogates, which PostgreSQL cannot store in jsonb', () => {
  it.each(named(bodyRoutes))(
    '%s refuses "\\ud800" alone in the body with 400 and a message, before it reaches the database',
    async (_, op) => {
      const res = await s.fetch(fill(op.path, 'AAPL'), {
        method: op.method,
        token: session.target.token(),
        body: { message: 'ab\ud800cd', nested: [{ key: { '\udc00': 'x' } }] },
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe(LONE_SURROGATE_REFUSED);
    },
  );
});

describe('the session before the input', () => {
  const secured = session.operations.filter((op) => op.secured);
  const admin = secured.filter((op) => op.path.startsWith('/api/admin'));
  // A path id and a body no route accepts: only the guards can answer anything but 400.
  const wrongInput = (op: Operation, token?: string) =>
    s.fetch(fill(op.path, 'not-an-id'), {
      method: op.method,
      token,
      ...(op.body ? { body: ['not', 'an', 'object'] } : {}),
    });

  it.each(named(secured))(
    '%s tells a visitor with no session to sign in (401), whatever the body or path',
    async (_, op) => {
      expect((await wrongInput(op)).status).toBe(401);
    },
  );

  it.each(named(admin))('%s refuses a learner (403) before reading what they sent', async (_, op) => {
    expect((await wrongInput(op, session.target.token())).status).toBe(403);
  });
});
