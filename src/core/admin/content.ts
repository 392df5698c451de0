// Content analytics (issue 13): the figures the SQL aggregates return, shaped per lesson.

/**
 * The drop-off buckets of the furthest progress a learner who did not finish reached, by quarter
 * (the SQL in server/modules/admin/store.ts puts each learner in one: floor(pct / 25), from 0 to 3).
 */
export const DROP_OFF_BUCKETS = ['0–24%', '25–49%', '50–74%', '75–99%'] as const;

/** A whole percent of part in whole; 0 when whole is 0. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

/** One lesson's figures (the shape of GET /api/admin/content's rows). */
export type ContentLesson = {
  lessonId: string;
  title: string;
  started: number;
  completed: number;
  completionRate: number;
  questions: { index: number; question: string; answered: number; correctRate: number | null }[];
  dropOff: { bucket: string; learners: number }[];
};

export type LessonCounts = { lessonId: string; started: number; completed: number };
export type QuestionCounts = { cardId: string; answered: number; firstRight: number };
export type DropOffCounts = { lessonId: string; bucket: number; learners: number };
export type LessonQuestions = { title: string; questions: { cardId: string; question: string }[] };

/**
 * One row per lesson anyone started, most started first (then by title). Completions never exceed
 * starts (a completion is also a start). Questions keep the lesson's order; unknown lessons are left out.
 */
export function contentReport(
  counts: readonly LessonCounts[],
  answers: readonly QuestionCounts[],
  dropOffs: readonly DropOffCounts[],
  lessonOf: (lessonId: string) => LessonQuestions | undefined,
): ContentLesson[] {
  const byCard = new Map(answers.map((a) => [a.cardId, a]));
  const rows: ContentLesson[] = [];
  for (const c of counts) {
    const lesson = lessonOf(c.lessonId);
    if (!lesson || c.started <= 0) continue;
    const completed = Math.min(c.completed, c.started);
    const buckets = DROP_OFF_BUCKETS.map((bucket) => ({ bucket, learners: 0 }));
    for (const d of dropOffs) if (d.lessonId === c.lessonId) buckets[d.bucket]!.learners += d.learners;
    rows.push({
      lessonId: c.lessonId,
      title: lesson.title,
      started: c.started,
      completed,
      completionRate: percentOf(completed, c.started),
      questions: lesson.questions.map((q, index) => {
        const a = byCard.get(q.cardId);
        const answered = a?.answered ?? 0;
        return {
          index,
          question: q.question,
          answered,
          correctRate: answered > 0 ? percentOf(a!.firstRight, answered) : null,
        };
      }),
      dropOff: buckets,
    });
  }
  return rows.sort((a, b) => b.started - a.started || a.title.localeCompare(b.title));
}
