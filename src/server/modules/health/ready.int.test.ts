import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server';

const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

describe('GET /ready', () => {
  it('is ready with the database up and no Redis configured', async () => {
    const s = await startTestServer();
    servers.push(s);
    const response = await s.fetch('/ready');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ready: true, database: 'up', redis: 'not configured' });
  });

  it('is not ready when the configured Redis does not answer, while /health stays up', async () => {
    const s = await startTestServer({ config: { REDIS_URL: 'redis://127.0.0.1:1' } });
    servers.push(s);
    const response = await s.fetch('/ready');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ready: false, database: 'up', redis: 'down' });
    expect((await s.fetch('/health')).status).toBe(200);
  });
});
