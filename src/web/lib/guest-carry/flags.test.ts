import { afterEach, describe, expect, it } from 'vitest';
import { userKey } from '../storage';
import { beginCarry, decline } from './carry';
import { carryWaiting, OFFER } from './flags';

afterEach(() => localStorage.clear());

describe('carryWaiting: whether the shell loads CarryHost', () => {
  it('is false on a device with nothing to carry or ask', () => {
    expect(carryWaiting('u1')).toBe(false);
  });

  it('is true while an offer waits for this account only, and false once it is answered', () => {
    localStorage.setItem(
      userKey('guest', 'activity-log'),
      JSON.stringify([
        { type: 'lesson_complete', lessonId: 'tulip-mania', at: '2026-11-01T10:00:00Z', data: { score: 90 } },
      ]),
    );
    localStorage.setItem(userKey('u1', OFFER), 'true');
    expect(carryWaiting('u1')).toBe(true);
    expect(carryWaiting('u2')).toBe(false);
    decline('u1');
    expect(carryWaiting('u1')).toBe(false);
  });

  it('is true for the account a started carry goes to, until it finishes', () => {
    localStorage.setItem(userKey('guest', 'tours'), JSON.stringify({ paper_trading: 'completed' }));
    expect(beginCarry('u1')).toBe(true);
    expect(carryWaiting('u1')).toBe(true);
    expect(carryWaiting('u2')).toBe(false);
  });
});
