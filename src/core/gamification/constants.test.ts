import { describe, expect, it } from 'vitest';
import * as C from './constants';

// The spec's numbers (app-and-learning §4, §9), one assertion each, so a changed constant is seen.
describe('the spec constants', () => {
  it('base XP per activity, unknown activity, minimum award, story and onboarding XP', () => {
    expect(C.BASE_XP).toEqual({
      lesson_complete: 50,
      lesson_perfect: 100,
      quiz_perfect: 75,
      daily_login: 10,
      daily_challenge: 40,
      weekly_challenge: 150,
      monthly_challenge: 500,
      game_complete: 60,
    });
    expect(C.UNKNOWN_ACTIVITY_XP).toBe(10);
    expect(C.MINIMUM_AWARD).toBe(1);
    expect(C.DEFAULT_STORY_XP).toBe(100);
    expect(C.ONBOARDING_XP).toBe(100);
  });

  it('streak milestones 7, 30 and 100 days earn 50, 200 and 500', () => {
    expect(C.STREAK_MILESTONE_XP).toEqual([
      { days: 7, xp: 50 },
      { days: 30, xp: 200 },
      { days: 100, xp: 500 },
    ]);
  });

  it('mastery, difficulty and time bonuses', () => {
    expect(C.MASTERY_MULTIPLIER).toEqual({
      beginner: 1,
      familiar: 0.9,
      proficient: 0.8,
      advanced: 0.7,
      master: 0.6,
    });
    expect(C.DIFFICULTY_MULTIPLIER).toEqual({ easy: 0.8, medium: 1, hard: 1.3, expert: 1.6 });
    expect(C.MORNING).toEqual({ fromHour: 6, toHour: 9, factor: 1.2 });
    expect(C.WEEKEND_FACTOR).toBe(1.25);
    expect(C.FIRST_OF_DAY_FACTOR).toBe(1.5);
    expect(C.DOUBLE_XP_WEEKEND_FACTOR).toBe(2);
    expect(C.HAPPY_HOUR).toEqual({ hour: 15, factor: 1.5 });
    expect(C.REPEAT_HISTORY_CAP).toBe(100);
  });

  it('level systems, hearts, daily goal and virtual cash', () => {
    expect(C.PROFILE_XP_PER_LEVEL).toBe(1000);
    expect(C.DASHBOARD_XP_PER_LEVEL).toBe(250);
    expect(C.MAX_RICH_LEVEL).toBe(100);
    expect(C.MAX_HEARTS).toBe(5);
    expect(C.DAILY_GOAL_XP).toBe(10);
    expect(C.DEFAULT_VIRTUAL_CASH).toBe(100_000);
  });

  it('achievements, recommendations, lists and toasts', () => {
    expect(C.ACHIEVEMENT_CHECK_MS).toBe(30_000);
    expect(C.NEARLY_DONE_RATIO).toBe(0.7);
    expect(C.MAX_SUGGESTIONS).toBe(3);
    expect(C.FALLBACK_RECOMMENDATIONS).toEqual([
      { lessonId: 'market-basics', confidence: 0.75 },
      { lessonId: 'stocks-101', confidence: 0.65 },
      { lessonId: 'risk-management', confidence: 0.55 },
    ]);
    expect([C.HIGH_MATCH, C.MEDIUM_MATCH]).toEqual([0.75, 0.5]);
    expect(C.TIMELINE_FILTER_DAYS).toEqual({ week: 7, month: 30, year: 365 });
    expect([C.RECENT_LIST_SIZE, C.RECENT_LIST_SHOWN, C.INLINE_TIMELINE_EVENTS]).toEqual([3, 2, 8]);
    expect([C.XP_TOAST_INTERVAL_MS, C.XP_TOAST_MS, C.ACHIEVEMENT_TOAST_MS]).toEqual([600, 3000, 8000]);
  });
});
