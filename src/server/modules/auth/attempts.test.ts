import { describe, expect, it } from 'vitest';
import { createThrottle } from './attempts';

describe('the sign-in throttle', () => {
  it('lets an address use its free failures across accounts, then makes it wait, whatever the account', async () => {
    const throttle = createThrottle({ ipAttemptsPerMinute: 1000, ipFreeFailures: 3 });
    for (let i = 0; i < 3; i++) {
      expect(await throttle.check(`a${i}@example.com`, '10.0.0.1', 0)).toBe(0);
      await throttle.failed(`a${i}@example.com`, '10.0.0.1', 0);
    }
    // Three failures are free; the next one starts the delays.
    expect(await throttle.check('a3@example.com', '10.0.0.1', 0)).toBe(0);
    await throttle.failed('a3@example.com', '10.0.0.1', 0);
    expect(await throttle.check('another@example.com', '10.0.0.1', 1)).toBeGreaterThan(0);
    // Another address is not slowed by this one's failures.
    expect(await throttle.check('another@example.com', '10.0.0.2', 1)).toBe(0);
  });

  it('allows 19 free failures per address by default', async () => {
    const throttle = createThrottle({ ipAttemptsPerMinute: 1000 });
    for (let i = 0; i < 19; i++) await throttle.failed(`a${i}@example.com`, '10.0.0.1', 0);
    expect(await throttle.check('fresh@example.com', '10.0.0.1', 1)).toBe(0);
    await throttle.failed('fresh@example.com', '10.0.0.1', 1);
    expect(await throttle.check('other@example.com', '10.0.0.1', 2)).toBeGreaterThan(0);
  });

  it('never makes a free failure wait, even when the clock reads earlier than that failure', async () => {
    const throttle = createThrottle({ ipAttemptsPerMinute: 1000 });
    await throttle.failed('a@example.com', '10.0.0.1', 86_400_000);
    expect(await throttle.check('b@example.com', '10.0.0.1', 0)).toBe(0);
  });
});
