import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/server';
import { runJob, runScheduled } from '.';
import { slotOf } from './slots';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ now: new Date('2026-11-24T15:00:00Z') });
});
afterAll(async () => {
  await s.close();
});

describe('a timed job period', () => {
  it('runs once: the same period again, or an earlier one, is skipped; the next one runs', async () => {
    const slot = slotOf(Date.now(), 3_600_000);
    expect(await runScheduled(s.deps, 'snapshots', slot)).toBe(true);
    expect(await runScheduled(s.deps, 'snapshots', slot)).toBe(false);
    expect(await runScheduled(s.deps, 'snapshots', slot - 1)).toBe(false);
    expect(await runScheduled(s.deps, 'snapshots', slot + 1)).toBe(true);
    // Periods are per job: another job's first period runs.
    expect(await runScheduled(s.deps, 'expiry', slot)).toBe(true);
  });

  it('does not bind a manual run, which always runs', async () => {
    expect(await runJob(s.deps, 'snapshots')).toBe(true);
    expect(await runJob(s.deps, 'snapshots')).toBe(true);
  });

  it('is the whole number of intervals since 1970', () => {
    expect(slotOf(0, 15_000)).toBe(0);
    expect(slotOf(14_999, 15_000)).toBe(0);
    expect(slotOf(15_000, 15_000)).toBe(1);
  });
});
