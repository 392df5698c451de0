import type { LessonLookup } from './lesson-info';
import { type DerivedProgress, previewAwards } from './log';

// The XP a lesson card promises: what finishing the lesson would pay this learner now, as an
// honest range from the same engine that will pay it. The low end is the poorest run (every wrong
// branch, a slow read, a failed quiz), which a first completion still pays at the lesson's own XP;
// the high end is the best run (every good judgement, a brisk read, a perfect quiz).

export type XpRange = { min: number; max: number };

export type PreviewOptions = {
  now: Date;
  timeZone: string;
  lessons: LessonLookup;
};

/** Expected time over time taken above this earns the top speed bonus. */
const BRISK_PACE = 2;

export function lessonXpRange(progress: DerivedProgress, lessonId: string, options: PreviewOptions): XpRange {
  const info = options.lessons(lessonId);
  if (!info) return { min: 0, max: 0 };
  const at = options.now;
  const sum = (awards: { amount: number }[]) => awards.reduce((s, a) => s + a.amount, 0);
  const worst = previewAwards(
    progress,
    [{ type: 'lesson_complete', at, lessonId, data: { score: 0 } }],
    options,
  );
  const briskSeconds = Math.max(60, Math.floor((info.expectedMinutes * 60) / BRISK_PACE));
  const best = previewAwards(
    progress,
    [
      { type: 'lesson_complete', at, lessonId, data: { score: 100, timeSpent: briskSeconds } },
      ...(info.hasQuiz
        ? [
            {
              type: 'quiz_complete' as const,
              at,
              lessonId,
              data: { quizId: lessonId, score: 100, passed: true },
            },
          ]
        : []),
    ],
    options,
  );
  const min = sum(worst);
  return { min, max: Math.max(min, sum(best)) };
}

export function formatXpRange(range: XpRange): string {
  return range.min === range.max ? `${range.min} XP` : `${range.min}–${range.max} XP`;
}

/**
 * The range in words, for a card's tooltip and its screen-reader text: what every run pays and
 * what the best one adds (the parts of the award the completion screen then itemises).
 */
export function describeXpRange(range: XpRange, hasQuiz: boolean): string {
  if (range.min === range.max) return `Finishing it now pays ${range.min} XP`;
  const best = hasQuiz
    ? 'good judgement, a brisk read and a perfect quiz'
    : 'good judgement and a brisk read';
  return `Finishing it now pays ${range.min} XP whatever you choose, up to ${range.max} XP with ${best}`;
}
