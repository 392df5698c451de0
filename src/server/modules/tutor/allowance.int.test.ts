import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';

// The free plan's daily tutor allowance, with a tiny limit so the tests reach it. 15:00 UTC is
// 10:00 in New York: its next midnight is 05:00 UTC the next day.
const MONDAY = new Date('2026-03-02T15:00:00Z');
const LIMIT = 3;

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer({
    now: MONDAY,
    config: { TUTOR_FREE_DAILY_MESSAGES: String(LIMIT), TRUST_PROXY: '1' },
  });
  const boss = await s.signUp({ email: 'tutor-boss@example.com' });
  await s.grantAdmin(boss.email);
  const login = await s.fetch('/api/auth/login', {
    method: 'POST',
    body: { email: boss.email, password: boss.password },
  });
  admin = ((await login.json()) as { token: string }).token;
});
afterAll(() => s.close());

const ask = (token?: string, headers?: Record<string, string>) =>
  s.fetch('/api/ai-learning/chat/stream', {
    method: 'POST',
    body: { message: 'what is leverage?' },
    token,
    headers,
  });

async function learnerIn(timeZone: string) {
  const learner = await s.signUp();
  const zone = await s.fetch('/api/auth/profile', {
    method: 'PUT',
    token: learner.token,
    body: { timeZone },
  });
  expect(zone.status).toBe(200);
  return learner;
}

describe('tutor allowance', () => {
  it('lets a free learner ask the daily limit, then answers 429 saying when it comes back and that Pro is unlimited', async () => {
    const { token } = await learnerIn('America/New_York');
    const start = await (await s.fetch('/api/ai-learning/allowance', { token })).json();
    expect(start).toEqual({ limit: LIMIT, used: 0, remaining: LIMIT, resetsAt: '2026-03-03T05:00:00.000Z' });
    for (let i = 1; i <= LIMIT; i++) {
      const res = await ask(token);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-tutor-remaining')).toBe(String(LIMIT - i));
      await res.text();
    }
    const refused = await ask(token);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(14 * 3600));
    expect((await refused.json()).error).toBe(
      `You have used today's ${LIMIT} free tutor questions. They come back at midnight in your time zone (in 14 h). Pro is unlimited.`,
    );
    expect(await (await s.fetch('/api/ai-learning/allowance', { token })).json()).toMatchObject({
      used: LIMIT,
      remaining: 0,
    });

    // One second before New York's midnight it is still the same day; at midnight a new day starts.
    s.setNow(new Date('2026-03-03T04:59:59Z'));
    expect((await ask(token)).status).toBe(429);
    s.setNow(new Date('2026-03-03T05:00:00Z'));
    const next = await ask(token);
    expect(next.status).toBe(200);
    expect(next.headers.get('x-tutor-remaining')).toBe(String(LIMIT - 1));
    await next.text();
    s.setNow(MONDAY);
  });

  it('spends the same allowance when a question is asked whole, not streamed (POST /api/ai-tutor/chat)', async () => {
    const { token } = await learnerIn('UTC');
    const whole = (body: Record<string, string>) =>
      s.fetch('/api/ai-tutor/chat', { method: 'POST', token, body });
    for (let i = 1; i <= LIMIT; i++) expect((await whole({ message: 'what is a bond?' })).status).toBe(200);
    expect(await (await s.fetch('/api/ai-learning/allowance', { token })).json()).toMatchObject({
      used: LIMIT,
      remaining: 0,
    });
    const refused = await whole({ message: 'what is a bond?' });
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toMatch(/^You have used today's 3 free tutor questions\./);
    expect((await ask(token)).status).toBe(429);
    // The achievement tip reads the learner's own figures and asks the tutor nothing: it stays free.
    expect((await whole({ context: 'achievement_recommendation' })).status).toBe(200);
  });

  it('counts each learner on their own', async () => {
    const a = await learnerIn('UTC');
    const b = await learnerIn('UTC');
    for (let i = 0; i < LIMIT; i++) await (await ask(a.token)).text();
    expect((await ask(a.token)).status).toBe(429);
    const other = await ask(b.token);
    expect(other.status).toBe(200);
    await other.text();
  });

  it('is unlimited for Pro: an admin grant lifts the limit at once, a revoke brings it back', async () => {
    const learner = await learnerIn('UTC');
    for (let i = 0; i < LIMIT; i++) await (await ask(learner.token)).text();
    expect((await ask(learner.token)).status).toBe(429);
    const grant = await s.fetch(`/api/admin/users/${learner.user.id}/plan`, {
      method: 'PUT',
      token: admin,
      body: { plan: 'pro' },
    });
    expect(grant.status).toBe(200);
    for (let i = 0; i < LIMIT + 2; i++) {
      const res = await ask(learner.token);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-tutor-remaining')).toBeNull();
      await res.text();
    }
    expect(
      await (await s.fetch('/api/ai-learning/allowance', { token: learner.token })).json(),
    ).toMatchObject({
      limit: null,
      remaining: null,
    });
    await s.fetch(`/api/admin/users/${learner.user.id}/plan`, {
      method: 'PUT',
      token: admin,
      body: { plan: 'free' },
    });
    expect((await ask(learner.token)).status).toBe(429);
  });

  it('gives a guest address the same allowance a day, with its own message', async () => {
    const from = { 'x-forwarded-for': '10.9.9.9' };
    for (let i = 0; i < LIMIT; i++) expect((await ask(undefined, from)).status).toBe(200);
    const refused = await ask(undefined, from);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toBe(
      `Guests can ask ${LIMIT} tutor questions a day. Please come back tomorrow, or sign in: Pro is unlimited.`,
    );
  });

  it('needs a session for the allowance', async () => {
    expect((await s.fetch('/api/ai-learning/allowance')).status).toBe(401);
  });
});
