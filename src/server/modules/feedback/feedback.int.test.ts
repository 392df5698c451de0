import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { feedback } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/server';
import { FEEDBACK_PER_DAY } from './routes';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ now: new Date('2026-03-02T10:00:00Z') });
});
afterAll(() => s.close());

it('stores a signed-in user’s trimmed feedback with its category', async () => {
  const { token, user } = await s.signUp();
  const res = await s.fetch('/api/feedback', {
    method: 'POST',
    token,
    body: { message: '  The 2008 lesson was great!  ', category: 'beta-banner' },
  });
  expect(res.status).toBe(201);
  const { id } = await res.json();
  const rows = await s.db.select().from(feedback).where(eq(feedback.id, id));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    userId: user.id,
    message: 'The 2008 lesson was great!',
    category: 'beta-banner',
  });
});

it('refuses feedback without a token', async () => {
  const res = await s.fetch('/api/feedback', {
    method: 'POST',
    body: { message: 'Hello there', category: 'beta-banner' },
  });
  expect(res.status).toBe(401);
});

it('answers the spec’s message when the trimmed text is under five characters', async () => {
  const { token } = await s.signUp();
  const res = await s.fetch('/api/feedback', {
    method: 'POST',
    token,
    body: { message: '  ok  ', category: 'beta-banner' },
  });
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ error: 'Please share at least a few words of feedback.' });
});

it('rejects a malformed body with 400, never 500', async () => {
  const { token } = await s.signUp();
  for (const body of [{}, { message: 42 }, { message: 'Fine words here', category: 'Not A Slug!' }]) {
    const res = await s.fetch('/api/feedback', { method: 'POST', token, body });
    expect(res.status).toBe(400);
    expect(typeof (await res.json()).error).toBe('string');
  }
});

it('caps one user at the daily limit and lets them write again the next day', async () => {
  const { token } = await s.signUp();
  const send = () =>
    s.fetch('/api/feedback', {
      method: 'POST',
      token,
      body: { message: 'Another thought', category: 'beta-banner' },
    });
  for (let i = 0; i < FEEDBACK_PER_DAY; i++) expect((await send()).status).toBe(201);
  expect((await send()).status).toBe(429);
  s.setNow(new Date('2026-03-03T10:00:01Z'));
  expect((await send()).status).toBe(201);
});
