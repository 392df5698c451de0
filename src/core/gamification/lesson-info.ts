import { lessonFacts } from '../../content/lesson-facts.data';
import { DEFAULT_STORY_XP, type XpDifficulty } from './constants';

// What the XP engine needs to know of a lesson: its own XP, difficulty, category and expected time.

export type LessonInfo = {
  id: string;
  title: string;
  xp: number;
  difficulty: XpDifficulty;
  category: string;
  expectedMinutes: number;
  year: number;
  icon: string;
  /** Whether the lesson has a quiz (its result earns its own award). */
  hasQuiz?: boolean;
  /** The lesson's score is its story path's (choices and ending), not its quiz's (the tulip story). */
  scoredByPath?: boolean;
};

export type LessonLookup = (id: string) => LessonInfo | undefined;

export const OPTIONS_COURSE: LessonInfo = {
  id: 'options-derivatives',
  title: 'Options & Derivatives',
  xp: 500,
  difficulty: 'hard',
  category: 'advanced',
  expectedMinutes: 45,
  year: 1973,
  icon: '📈',
};

/** Lesson difficulty to the engine's scale: Beginner easy, Intermediate medium, Advanced hard. */
export function xpDifficulty(difficulty: string): XpDifficulty {
  const d = difficulty.toLowerCase();
  if (d === 'beginner') return 'easy';
  if (d === 'advanced') return 'hard';
  if (d === 'expert') return 'expert';
  return 'medium';
}

/** '15 minutes', '1 hour 5 minutes', '20' → minutes. */
export function parseMinutes(text: string): number {
  const hours = /(\d+(?:\.\d+)?)\s*h/i.exec(text);
  const minutes = /(\d+)\s*m/i.exec(text);
  if (hours || minutes) return Math.round(Number(hours?.[1] ?? 0) * 60 + Number(minutes?.[1] ?? 0));
  const bare = Number.parseFloat(text);
  return Number.isFinite(bare) ? bare : 0;
}

export function buildLessonLookup(extra: readonly LessonInfo[] = [OPTIONS_COURSE]): {
  lookup: LessonLookup;
  all: readonly LessonInfo[];
} {
  const all: LessonInfo[] = lessonFacts
    .filter((lesson) => lesson.kind === 'story')
    .map((lesson) => ({
      id: lesson.id,
      title: lesson.title,
      xp: lesson.xp ?? DEFAULT_STORY_XP,
      difficulty: xpDifficulty(lesson.difficulty),
      category: lesson.category,
      expectedMinutes: parseMinutes(lesson.estimatedTime),
      year: lesson.year,
      icon: lesson.icon,
      hasQuiz: lesson.hasQuiz,
      ...(lesson.scoredByPath ? { scoredByPath: true } : {}),
    }));
  for (const e of extra) if (!all.some((l) => l.id === e.id)) all.push(e);
  const map = new Map(all.map((l) => [l.id, l]));
  return { lookup: (id) => map.get(id), all };
}
