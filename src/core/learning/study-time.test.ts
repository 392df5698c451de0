import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLessonLookup } from '../gamification/lesson-info';
import { type ActivityEntry, deriveProgress } from '../gamification/log';
import {
  IDLE_AFTER_MS,
  input,
  MAX_STEP_MS,
  startClock,
  studyMinutes,
  studyTimeText,
  tick,
} from './study-time';

describe('time spent in a lesson', () => {
  it('counts the time a visible page is being read', () => {
    let c = startClock(0);
    for (let t = 5_000; t <= 60_000; t += 5_000) c = tick(input(c, t - 1_000), t, true);
    expect(c.seconds).toBe(60);
  });

  it('stops counting while the page is hidden', () => {
    let c = startClock(0);
    c = tick(c, 5_000, true);
    c = tick(c, 10_000, false);
    c = tick(c, 15_000, false);
    expect(c.seconds).toBe(5);
  });

  it('stops counting a few minutes after the last input, and a long gap adds one short step at most', () => {
    let c = startClock(0);
    c = tick(c, IDLE_AFTER_MS + 60_000, true); // an hour asleep in one gap: idle by now
    expect(c.seconds).toBe(0);
    const later = IDLE_AFTER_MS + 61_000 + 10 * 60_000;
    c = input(c, later - 1_000);
    c = tick(c, later, true);
    expect(c.seconds).toBe(MAX_STEP_MS / 1000);
  });

  it('resumes from seconds counted before', () => {
    expect(tick(startClock(0, 120), 5_000, true).seconds).toBe(125);
  });

  it('never counts more than the wall-clock time, nor goes backwards (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            step: fc.integer({ min: 0, max: 600_000 }),
            visible: fc.boolean(),
            typed: fc.boolean(),
          }),
          {
            maxLength: 50,
          },
        ),
        (steps) => {
          let c = startClock(0);
          let now = 0;
          for (const s of steps) {
            now += s.step;
            const before = c.seconds;
            if (s.typed) c = input(c, now);
            c = tick(c, now, s.visible);
            expect(c.seconds).toBeGreaterThanOrEqual(before);
          }
          expect(c.seconds * 1000).toBeLessThanOrEqual(now + 1e-6);
        },
      ),
    );
  });
});

describe('study time as every screen writes it', () => {
  it('reads "under a minute", minutes, then hours and minutes', () => {
    expect(studyTimeText(studyMinutes(45))).toBe('under a minute');
    expect(studyTimeText(studyMinutes(119))).toBe('1 min');
    expect(studyTimeText(59)).toBe('59 min');
    expect(studyTimeText(65)).toBe('1 h 5 min');
  });

  it('counts a lesson’s seconds as the engine counts the total (whole minutes), so one lesson reads alike everywhere', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 * 3600 }), (seconds) => {
        const entry: ActivityEntry = {
          id: 'a',
          type: 'lesson_complete',
          at: new Date('2026-03-11T11:00:00Z'),
          lessonId: 'stock-market-basics',
          data: { timeSpent: seconds },
        };
        const total = deriveProgress([entry], {
          now: new Date('2026-03-11T12:00:00Z'),
          timeZone: 'UTC',
          lessons: buildLessonLookup().lookup,
        }).totalStudyTimeMinutes;
        expect(studyTimeText(total)).toBe(studyTimeText(studyMinutes(seconds)));
      }),
    );
  });
});
