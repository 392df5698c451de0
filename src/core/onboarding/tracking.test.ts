import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EVENT_TYPES, newScrollStep, patternsOf, scrollStep, sessionIdFrom } from './tracking';

describe('tracking', () => {
  it('records scroll depth in 25% steps, each step once', () => {
    expect(scrollStep(24)).toBe(0);
    expect(scrollStep(26)).toBe(25);
    expect(scrollStep(180)).toBe(100);
    expect(newScrollStep(30, 0)).toBe(25);
    expect(newScrollStep(40, 25)).toBeNull();
    expect(newScrollStep(10, 0)).toBeNull();
    fc.assert(
      fc.property(fc.double({ min: -10, max: 200, noNaN: true }), (p) => {
        const s = scrollStep(p);
        expect(s % 25).toBe(0);
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('builds distinct session ids from time and randomness', () => {
    expect(sessionIdFrom(1, 0.1)).not.toBe(sessionIdFrom(1, 0.2));
    expect(sessionIdFrom(1, 0.1)).toMatch(/^s-[0-9a-z]+-[0-9a-z]{8}$/);
  });

  it('finds what the learner does most', () => {
    const at = { timestamp: '2026-01-01T00:00:00Z', sessionId: 's' };
    const p = patternsOf([
      { eventType: 'view', target: 'page', context: { ...at, page: '/trade' } },
      { eventType: 'click', target: 'Buy', context: { ...at, page: '/trade' } },
      { eventType: 'click', target: 'Buy', context: { ...at, page: '/trade' } },
      { eventType: 'scroll', target: 'page', context: { ...at, page: '/library', metadata: { depth: 50 } } },
    ]);
    expect(p.favouriteArea).toBe('trade');
    expect(p.topTargets[0]).toEqual({ key: 'Buy', count: 2 });
    expect(p.byType.click).toBe(2);
    expect(p.averageScrollDepth).toBe(50);
  });

  it('counts every event exactly once by type', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...EVENT_TYPES), { maxLength: 40 }), (types) => {
        const p = patternsOf(
          types.map((eventType) => ({
            eventType,
            target: 't',
            context: { page: '/a', timestamp: '', sessionId: 's' },
          })),
        );
        expect(Object.values(p.byType).reduce((a, b) => a + b, 0)).toBe(types.length);
      }),
    );
  });
});
