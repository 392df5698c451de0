import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/server';
import { loginFrom } from './helpers';

// Issue 20, points 2 and 5: failures slow the guesser, never the owner; password change is throttled.

const START = new Date('2026-04-06T10:00:00Z');
let s: TestServer;
beforeAll(async () => {
  // TRUST_PROXY lets the test play many client addresses through X-Forwarded-For.
  s = await startTestServer({ now: START, config: { TRUST_PROXY: '1' } });
});
afterAll(() => s.close());

describe('sign-in failures', () => {
  it('50 failures from rotating addresses do not keep the owner out from an address that has not failed', async () => {
    s.setNow(START);
    const { email, password } = await s.signUp();
    for (let i = 0; i < 50; i++) {
      const res = await loginFrom(s, email, 'Wrong!pass1', `203.0.113.${(i % 250) + 1}`);
      expect(res.status).toBe(401);
    }
    const owner = await loginFrom(s, email, password, '198.51.100.99');
    expect(owner.status).toBe(200);
  });

  it('past the per-account ceiling, an address that has failed waits even with the right password', async () => {
    s.setNow(START);
    const { email, password } = await s.signUp();
    for (let i = 0; i < 51; i++) await loginFrom(s, email, 'Wrong!pass1', `192.0.2.${(i % 250) + 1}`);
    const guesser = await loginFrom(s, email, password, '192.0.2.1');
    expect(guesser.status).toBe(429);
    expect(Number(guesser.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('one address guessing one account waits longer after each failure past the fifth', async () => {
    s.setNow(START);
    const { email, password } = await s.signUp();
    const from = '198.51.100.20';
    for (let i = 0; i < 5; i++) expect((await loginFrom(s, email, 'Wrong!pass1', from)).status).toBe(401);
    const first = await loginFrom(s, email, password, from);
    expect(first.status).toBe(429);
    expect(first.headers.get('retry-after')).toBe('30');
    s.setNow(new Date(START.getTime() + 31_000));
    expect((await loginFrom(s, email, 'Wrong!pass1', from)).status).toBe(401);
    const second = await loginFrom(s, email, password, from);
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBe('60');
    // Meanwhile the owner at home signs in.
    expect((await loginFrom(s, email, password, '198.51.100.21')).status).toBe(200);
  });
});

describe('password change', () => {
  it('throttles guesses of the current password like sign-in: 429 with Retry-After', async () => {
    s.setNow(START);
    const { token } = await s.signUp();
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 8; i++) {
      last = await s.fetch('/api/auth/profile', {
        method: 'PUT',
        token,
        body: { currentPassword: `Guess!${i}abcd`, newPassword: 'N3w!password' },
        headers: { 'x-forwarded-for': '198.51.100.30' },
      });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
