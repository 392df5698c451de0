import { describe, expect, it } from 'vitest';
import { startTestServer } from '../test/server';
import { loginFrom, unique } from './helpers';

// Issue 20, point 1: the per-address sign-in limit must not be bypassed with a forged header.

describe('client address behind (or without) a proxy', () => {
  it('ignores a forged X-Forwarded-For when no proxy is trusted, so the per-address limit holds', async () => {
    const s = await startTestServer({ config: { AUTH_IP_LIMIT_PER_MINUTE: '3' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await loginFrom(s, unique('x'), 'Wrong!pass1', `203.0.113.${i + 1}`);
        statuses.push(res.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    } finally {
      await s.close();
    }
  });

  it('with TRUST_PROXY=1 counts each client address the proxy reports separately', async () => {
    const s = await startTestServer({ config: { AUTH_IP_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '1' } });
    try {
      for (let i = 0; i < 3; i++)
        expect((await loginFrom(s, unique('x'), 'Wrong!pass1', '198.51.100.7')).status).toBe(401);
      expect((await loginFrom(s, unique('x'), 'Wrong!pass1', '198.51.100.7')).status).toBe(429);
      // Another learner behind the same proxy is not blocked by the first one's attempts.
      expect((await loginFrom(s, unique('x'), 'Wrong!pass1', '198.51.100.8')).status).toBe(401);
      // With one trusted hop only the last entry counts: a client cannot prepend its own.
      expect((await loginFrom(s, unique('x'), 'Wrong!pass1', '10.9.9.9, 198.51.100.7')).status).toBe(429);
    } finally {
      await s.close();
    }
  });

  it('with TRUST_PROXY set to the proxy address honours it, and ignores the header from elsewhere', async () => {
    const trusted = await startTestServer({
      config: { AUTH_IP_LIMIT_PER_MINUTE: '1', TRUST_PROXY: '127.0.0.1/32' },
    });
    const stranger = await startTestServer({
      config: { AUTH_IP_LIMIT_PER_MINUTE: '1', TRUST_PROXY: '192.0.2.1' },
    });
    try {
      expect((await loginFrom(trusted, unique('x'), 'Wrong!pass1', '198.51.100.1')).status).toBe(401);
      expect((await loginFrom(trusted, unique('x'), 'Wrong!pass1', '198.51.100.2')).status).toBe(401);
      expect((await loginFrom(stranger, unique('x'), 'Wrong!pass1', '198.51.100.1')).status).toBe(401);
      expect((await loginFrom(stranger, unique('x'), 'Wrong!pass1', '198.51.100.2')).status).toBe(429);
    } finally {
      await trusted.close();
      await stranger.close();
    }
  });
});
