import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
