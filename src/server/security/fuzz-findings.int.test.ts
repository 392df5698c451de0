import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONE_SURROGATE_REFUSED } from '../nul-text';
import { startTestServer, type TestServer } from '../test/server';

// Defects the fuzz suite (fuzz.int.test.ts, bench/fuzz/run.ts) found, each kept as a plain test.

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('POST /api/ai-navigation/track-decision', () => {
  it('records a confidence too small for the database column instead of answering 500', async () => {
    const { token } = await s.signUp();
    for (const confidence of [8.661525084074174e-175, Number.MIN_VALUE, 1e-39, 0.1234567891]) {
      const res = await s.fetch('/api/ai-navigation/track-decision', {
        token,
        body: { query: 'e', intent: 'open_course', target: '', confidence, metadata: {} },
      });
      expect(res.status, String(confidence)).toBe(200);
      expect((await res.json()).decisionId).toBeDefined();
    }
  });
});

// JSON may spell half of a surrogate pair ("\ud800"); JSON.stringify writes a lone one that way.
// PostgreSQL refuses it in jsonb ("invalid input syntax for type json"): these answered 500.
describe('an unpaired surrogate in text bound for a jsonb column', () => {
  const cases: [string, string, unknown][] = [
    ['PUT', '/api/analytics/preferences', { experience: '\ud800' }],
    ['PUT', '/api/analytics/preferences', { goals: ['\udc00'] }],
    ['PUT', '/api/auth/profile', { preferences: { theme: '\ud800' } }],
    ['PUT', '/api/auth/profile', { preferences: { '\ud800': 'dark' } }],
    [
      'POST',
      '/api/ai-navigation/track-decision',
      { query: 'e', intent: 'open_course', target: '', confidence: 0.5, metadata: { note: '\ud800' } },
    ],
  ];

  it.each(cases)('%s %s %j answers 400 with a message, not 500', async (method, path, body) => {
    const { token } = await s.signUp();
    const res = await s.fetch(path, { method, token, body });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(LONE_SURROGATE_REFUSED);
  });

  it('still takes a whole character made of a surrogate pair', async () => {
    const { token } = await s.signUp();
    const res = await s.fetch('/api/auth/profile', {
      method: 'PUT',
      token,
      body: { preferences: { mood: '\ud83d\ude00 ok' } },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).user.preferences.mood).toBe('\u{1F600} ok');
  });
});
