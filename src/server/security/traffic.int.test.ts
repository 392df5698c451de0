import { describe, expect, it } from 'vitest';
import { startTestServer } from '../test/server';

// Issue 20, point 7: a general rate limit, a tighter one on heavy routes, and a cap on live streams.

describe('traffic limits', () => {
  it('limits requests per client on every route, with Retry-After', async () => {
    const s = await startTestServer({ config: { RATE_LIMIT_PER_MINUTE: '5' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await s.fetch('/api/auth/providers')).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const refused = await s.fetch('/api/auth/providers');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await refused.json()).error).toMatch(/^Too many requests/);
    } finally {
      await s.close();
    }
  });

  it('serves only the configured number of heavy requests per minute, in parallel too', async () => {
    const s = await startTestServer({ config: { HEAVY_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => s.fetch('/market-data/history/AAPL?range=1M')),
      );
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses.filter((x) => x === 200)).toHaveLength(3);
      expect(statuses.filter((x) => x === 429)).toHaveLength(7);
    } finally {
      await s.close();
    }
  });

  it('caps the live-price streams one client holds open, and frees a place when one closes', async () => {
    const s = await startTestServer({ config: { STREAMS_PER_CLIENT: '5' } });
    const controllers: AbortController[] = [];
    const open = async () => {
      const controller = new AbortController();
      controllers.push(controller);
      return fetch(`${s.url}/market-data/stream?symbols=AAPL`, {
        signal: controller.signal,
        headers: { accept: 'text/event-stream' },
      });
    };
    try {
      for (let i = 0; i < 5; i++) expect((await open()).status).toBe(200);
      const sixth = await open();
      expect(sixth.status).toBe(429);
      expect((await sixth.json()).error).toBe('At most 5 live streams at once. Close one and try again.');
      controllers[0]!.abort();
      let again = 429;
      for (let tries = 0; tries < 50 && again === 429; tries++) {
        await new Promise((r) => setTimeout(r, 50));
        again = (await open()).status;
      }
      expect(again).toBe(200);
    } finally {
      for (const c of controllers) c.abort();
      await s.close();
    }
  });
});
