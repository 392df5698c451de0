import { describe, expect, it } from 'vitest';
import { achievements } from '../../content/achievements';
import { catalogueItems } from '../../content/catalogue-index';
import { achievementReport, newlyUnlocked, type ProgressStats } from './achievements';

const zero: ProgressStats = { streak_days: 0, total_xp: 0, lessons_completed: 0, time_spent_hours: 0 };

describe('the achievement list', () => {
  it('has 31 achievements with unique ids and every field the spec names', () => {
    expect(achievements).toHaveLength(31);
    expect(new Set(achievements.map((a) => a.id)).size).toBe(31);
    for (const a of achievements) {
      expect(a.name.length).toBeGreaterThan(2);
      expect(a.description.length).toBeGreaterThan(5);
      expect(['streak_days', 'total_xp', 'lessons_completed', 'time_spent_hours']).toContain(
        a.requirement_type,
      );
      expect(a.requirement_value).toBeGreaterThan(0);
      expect(['common', 'rare', 'epic', 'legendary']).toContain(a.rarity);
      expect(a.points).toBeGreaterThan(0);
      expect(a.color).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('asks "The Whole Story" for every lesson and course in the catalogue, and says how many', () => {
    const whole = achievements.find((a) => a.id === 'the-whole-story');
    expect(catalogueItems.length).toBeGreaterThan(30);
    expect(whole?.requirement_value).toBe(catalogueItems.length);
    expect(whole?.description).toBe(
      `Complete every lesson and course in the library (${catalogueItems.length} in all).`,
    );
    const allButOne = { ...zero, lessons_completed: catalogueItems.length - 1 };
    expect(newlyUnlocked(allButOne, [], new Date()).map((u) => u.id)).not.toContain('the-whole-story');
    const all = { ...zero, lessons_completed: catalogueItems.length };
    expect(newlyUnlocked(all, [], new Date()).map((u) => u.id)).toContain('the-whole-story');
  });

  it('uses every requirement type and every rarity', () => {
    expect(new Set(achievements.map((a) => a.requirement_type)).size).toBe(4);
    expect(new Set(achievements.map((a) => a.rarity)).size).toBe(4);
  });
});

describe('checking achievements', () => {
  it('unlocks the first-lesson achievement with the time it happened', () => {
    const at = new Date('2026-03-10T12:00:00Z');
    const got = newlyUnlocked({ ...zero, lessons_completed: 1 }, [], at);
    expect(got).toEqual([{ id: 'first-lesson', unlockedAt: at.toISOString() }]);
  });

  it('unlocks an achievement only once', () => {
    const earlier = [{ id: 'first-lesson', unlockedAt: '2026-03-01T00:00:00.000Z' }];
    expect(newlyUnlocked({ ...zero, lessons_completed: 2 }, earlier, new Date())).toEqual([]);
  });

  it('calls 70 % or more nearly done and suggests at most 3, closest first', () => {
    const report = achievementReport({ ...zero, total_xp: 75, lessons_completed: 1, time_spent_hours: 0.7 }, [
      { id: 'first-lesson', unlockedAt: '2026-03-01T00:00:00.000Z' },
    ]);
    expect(report.unlocked.map((a) => a.id)).toEqual(['first-lesson']);
    expect(report.nearlyDone.map((a) => a.id).sort()).toEqual(['study-1', 'xp-100']);
    expect(report.suggestions).toHaveLength(3);
    expect(report.suggestions.slice(0, 2).map((a) => a.id)).toEqual(['xp-100', 'study-1']);
    expect(report.locked).toHaveLength(30);
    expect(report.totalPoints).toBe(10);
  });

  it('does not call 69 % nearly done', () => {
    const report = achievementReport({ ...zero, total_xp: 69 }, []);
    expect(report.nearlyDone.find((a) => a.id === 'xp-100')).toBeUndefined();
  });
});
