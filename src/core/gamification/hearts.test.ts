import { describe, expect, it } from 'vitest';
import { dailyGoal, loseHeart, refillHearts } from './hearts';
import {
  INITIAL_LEARNING_STATE,
  onHeartLost,
  onLogin,
  onXpEarned,
  resetDailyXP,
  rollDay,
} from './learning-state';

describe('hearts', () => {
  it('start at 5, lose one at a time down to a floor of 0, and refill to 5', () => {
    expect(INITIAL_LEARNING_STATE.hearts).toBe(5);
    expect(loseHeart(5)).toBe(4);
    expect(loseHeart(1)).toBe(0);
    expect(loseHeart(0)).toBe(0);
    expect(refillHearts()).toBe(5);
  });

  it('are set to 5 by a login', () => {
    let s = INITIAL_LEARNING_STATE;
    for (let i = 0; i < 7; i++) s = onHeartLost(s);
    expect(s.hearts).toBe(0);
    expect(onLogin(s).hearts).toBe(5);
  });
});

describe('daily goal and today XP', () => {
  it('is a goal of 10 XP a day', () => {
    expect(dailyGoal(0)).toMatchObject({ goal: 10, met: false, percent: 0 });
    expect(dailyGoal(6)).toMatchObject({ met: false, percent: 60 });
    expect(dailyGoal(25)).toMatchObject({ met: true, percent: 100 });
  });

  it('adds the default 100 XP of a story to todayXP', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const s = onXpEarned(INITIAL_LEARNING_STATE, undefined, now, 'UTC');
    expect(s.todayXP).toBe(100);
    expect(s.lastActivity).toBe(now.toISOString());
  });

  it('resets todayXP on a new local day and on resetDailyXP', () => {
    const s = onXpEarned(INITIAL_LEARNING_STATE, 40, new Date('2026-03-10T22:00:00Z'), 'UTC');
    expect(rollDay(s, new Date('2026-03-10T23:59:00Z'), 'UTC').todayXP).toBe(40);
    expect(rollDay(s, new Date('2026-03-11T00:01:00Z'), 'UTC').todayXP).toBe(0);
    // Still the 10th in New York.
    expect(rollDay(s, new Date('2026-03-11T00:01:00Z'), 'America/New_York').todayXP).toBe(40);
    expect(resetDailyXP(s).todayXP).toBe(0);
  });
});
