import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  afterReviewSession,
  afterWrongAnswer,
  fullHearts,
  HEART_REGEN_MS,
  heartsAt,
  nextHeartIn,
} from './hearts';

const t0 = new Date('2026-03-02T10:00:00Z');
const later = (ms: number) => new Date(t0.getTime() + ms);

describe('hearts', () => {
  it('a wrong answer costs one heart and never goes below zero', () => {
    let h = fullHearts(t0);
    for (let i = 0; i < 7; i++) h = afterWrongAnswer(h, t0);
    expect(h.hearts).toBe(0);
    expect(afterWrongAnswer(fullHearts(t0), t0).hearts).toBe(4);
  });

  it('one heart comes back every 30 minutes, up to five', () => {
    const empty = { hearts: 0, since: t0.toISOString() };
    expect(heartsAt(empty, later(HEART_REGEN_MS - 1)).hearts).toBe(0);
    expect(heartsAt(empty, later(HEART_REGEN_MS)).hearts).toBe(1);
    expect(heartsAt(empty, later(10 * HEART_REGEN_MS)).hearts).toBe(5);
    expect(nextHeartIn(empty, later(10 * 60_000))).toBe(20 * 60_000);
    expect(nextHeartIn(fullHearts(t0), t0)).toBeNull();
  });

  it('a review session refills all five', () => {
    expect(afterReviewSession(t0).hearts).toBe(5);
  });

  it('stays between 0 and 5 whatever happens, and time never takes hearts away', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ wrong: fc.boolean(), wait: fc.nat(3 * HEART_REGEN_MS) }), { maxLength: 30 }),
        (steps) => {
          let h = fullHearts(t0);
          let now = t0;
          for (const s of steps) {
            now = new Date(now.getTime() + s.wait);
            const before = heartsAt(h, now).hearts;
            expect(before).toBeGreaterThanOrEqual(h.hearts);
            h = s.wrong ? afterWrongAnswer(h, now) : heartsAt(h, now);
            expect(h.hearts).toBeGreaterThanOrEqual(0);
            expect(h.hearts).toBeLessThanOrEqual(5);
          }
        },
      ),
    );
  });
});
