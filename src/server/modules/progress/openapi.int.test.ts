import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

it('publishes every progress route in the OpenAPI document', async () => {
  const res = await s.fetch('/docs/json');
  expect(res.status).toBe(200);
  const doc = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
  for (const [path, method] of [
    ['/api/auth/progress', 'post'],
    ['/api/auth/progress', 'get'],
    ['/api/progress/progress', 'get'],
    ['/api/progress/user', 'get'],
    ['/api/analytics/track', 'post'],
    ['/api/analytics/progress', 'post'],
    ['/api/analytics/dashboard', 'get'],
    ['/api/analytics/achievements', 'get'],
    ['/api/analytics/streak', 'get'],
    ['/api/analytics/streak/vacation', 'put'],
    ['/api/analytics/streak/vacation', 'delete'],
    ['/api/analytics/preferences', 'put'],
    ['/api/achievements', 'get'],
    ['/api/ml/predictions/next_lesson', 'get'],
  ] as const) {
    expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  }
});
