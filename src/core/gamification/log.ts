import { newlyUnlocked, type ProgressStats, type Unlocked } from './achievements';
import { BASE_XP, DAILY_GOAL_XP, ONBOARDING_XP, REPEAT_HISTORY_CAP, STREAK_MILESTONE_XP } from './constants';
import type { LessonLookup } from './lesson-info';
import { type LevelProgress, richLevel, richLevelProgress } from './levels';
import { NO_STREAK, recordActiveDay, type StreakState, streakOn } from './streak';
import { localTime } from './time';
import { award, masteryFor, type XpEvent } from './xp';

// Gamification derived from the append-only activity log: XP, levels, streaks, study time,
// completions and achievements are a pure function of (log, now, time zone). Replaying the same log
// always gives the same awards, so an award shown when an activity is recorded is the award it keeps.

export const ACTIVITY_TYPES = [
  'login',
  'lesson_complete',
  'lesson_progress',
  'quiz_complete',
  'trade_execute',
  'onboarding_complete',
  'game_complete',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export type ActivityData = {
  score?: number;
  /** Seconds the learner spent. */
  timeSpent?: number;
  /** Percent through a lesson, 0–100. */
  progress?: number;
  quizId?: string;
  passed?: boolean;
  courseId?: string;
  symbol?: string;
  side?: string;
  quantity?: number;
  price?: number;
  /** game_complete: the game and its risk-adjusted score (not a percent). */
  gameId?: string;
  gameScore?: number;
};

export type ActivityEntry = {
  id: string;
  type: ActivityType;
  at: Date;
  lessonId?: string | null;
  data: ActivityData;
  /** Recording order, for activities at the same instant. */
  seq?: number;
};

export type Award = XpEvent & { entryId: string; at: string };

export type DerivedProgress = {
  totalXP: number;
  /** The rich (100-level) system's level. */
  level: number;
  levelProgress: LevelProgress;
  currentStreak: number;
  longestStreak: number;
  lastActiveDate: string | null;
  todayXP: number;
  dailyGoal: number;
  totalLessonsCompleted: number;
  /** Lesson ids in the order first completed. */
  completedLessons: string[];
  /** The latest completion of each lesson (or of the game about its crisis). */
  lastCompleted: { storyId: string; date: string }[];
  totalStudyTimeMinutes: number;
  courseProgress: Record<string, { completed: boolean; percent: number }>;
  /** Best quiz score per quiz id. */
  quizScores: Record<string, number>;
  achievements: Unlocked[];
  awards: Award[];
  stats: ProgressStats;
};

export type DeriveOptions = { now: Date; timeZone: string; lessons: LessonLookup };

/** Study time per entry is capped so one bad client figure cannot unlock hours of achievements. */
export const MAX_STUDY_SECONDS_PER_ENTRY = 4 * 60 * 60;

/** Activities that count as being active on a day for the streak. */
const STREAK_TYPES = new Set<ActivityType>(ACTIVITY_TYPES);

function clampScore(score: number | undefined): number | undefined {
  if (score === undefined || !Number.isFinite(score)) return undefined;
  return Math.min(100, Math.max(0, score));
}

export function deriveProgress(log: readonly ActivityEntry[], options: DeriveOptions): DerivedProgress {
  const { timeZone, lessons } = options;
  const entries = [...log].sort(
    (a, b) =>
      a.at.getTime() - b.at.getTime() ||
      (a.seq ?? 0) - (b.seq ?? 0) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  let totalXP = 0;
  let streak: StreakState = NO_STREAK;
  let lastLoginAwardDay: string | null = null;
  let onboarded = false;
  let studySeconds = 0;
  const history: string[] = [];
  const completed: string[] = [];
  const completedSet = new Set<string>();
  const percent = new Map<string, number>();
  const lastCompleted = new Map<string, string>();
  const quizScores: Record<string, number> = {};
  const xpByDay = new Map<string, number>();
  const awards: Award[] = [];
  const unlocked: Unlocked[] = [];

  for (const entry of entries) {
    const t = localTime(entry.at, timeZone);
    const firstToday = streak.lastActiveDay !== t.day;
    const before = streak.currentStreak;
    if (STREAK_TYPES.has(entry.type)) streak = recordActiveDay(streak, t.day);
    let first = firstToday;

    const give = (activity: string, key: string, extra: Partial<Parameters<typeof award>[0]> = {}) => {
      const repeats = history.filter((h) => h === key).length;
      const event = award({
        activity,
        at: entry.at,
        timeZone,
        totalXPBefore: totalXP,
        repeats,
        firstActivityToday: first,
        streakDays: streak.currentStreak,
        ...extra,
      });
      first = false;
      history.push(key);
      if (history.length > REPEAT_HISTORY_CAP) history.shift();
      totalXP += event.amount;
      xpByDay.set(t.day, (xpByDay.get(t.day) ?? 0) + event.amount);
      awards.push({ ...event, entryId: entry.id, at: entry.at.toISOString() });
    };

    const seconds = Math.min(MAX_STUDY_SECONDS_PER_ENTRY, Math.max(0, entry.data.timeSpent ?? 0));
    const score = clampScore(entry.data.score);

    switch (entry.type) {
      case 'login':
        if (lastLoginAwardDay !== t.day) {
          lastLoginAwardDay = t.day;
          give('daily_login', 'daily_login');
        }
        break;
      case 'lesson_progress': {
        const id = entry.lessonId ?? '';
        studySeconds += seconds;
        const p = Math.min(100, Math.max(0, entry.data.progress ?? 0));
        percent.set(id, Math.max(percent.get(id) ?? 0, p));
        break;
      }
      case 'lesson_complete': {
        const id = entry.lessonId ?? '';
        const info = lessons(id);
        studySeconds += seconds;
        if (!info) break;
        const sameCategoryBefore = completed.filter(
          (c) => c !== id && lessons(c)?.category === info.category,
        ).length;
        const pace = seconds >= 60 ? (info.expectedMinutes * 60) / seconds : undefined;
        give(score === 100 && !info.xp ? 'lesson_perfect' : 'lesson_complete', `lesson:${id}`, {
          base: info.xp || (score === 100 ? BASE_XP.lesson_perfect : BASE_XP.lesson_complete),
          mastery: masteryFor(sameCategoryBefore),
          difficulty: info.difficulty,
          ...(pace === undefined ? {} : { pace }),
          ...(score === undefined ? {} : { score }),
        });
        lastCompleted.set(id, entry.at.toISOString());
        if (!completedSet.has(id)) {
          completedSet.add(id);
          completed.push(id);
        }
        percent.set(id, 100);
        break;
      }
      case 'quiz_complete': {
        const quizId = entry.data.quizId ?? entry.lessonId ?? 'quiz';
        if (score !== undefined) quizScores[quizId] = Math.max(quizScores[quizId] ?? 0, score);
        if (entry.data.passed) {
          give(score === 100 ? 'quiz_perfect' : 'quiz_complete', `quiz:${quizId}`, {
            ...(score === undefined ? {} : { score }),
          });
        }
        break;
      }
      case 'trade_execute':
        give('trade_execute', 'trade_execute');
        break;
      case 'game_complete':
        // A finished crisis game; its crisis counts as studied on the timeline (lessonId).
        studySeconds += seconds;
        give('game_complete', `game:${entry.data.gameId ?? ''}`);
        if (entry.lessonId) lastCompleted.set(entry.lessonId, entry.at.toISOString());
        break;
      case 'onboarding_complete':
        if (!onboarded) {
          onboarded = true;
          give('onboarding_complete', 'onboarding_complete', { base: ONBOARDING_XP });
        }
        break;
    }

    // A streak that has just reached 7, 30 or 100 days earns its milestone once.
    if (streak.currentStreak !== before) {
      const milestone = STREAK_MILESTONE_XP.find((m) => m.days === streak.currentStreak);
      if (milestone) give('streak_milestone', `streak:${milestone.days}`, { base: milestone.xp });
    }

    const stats: ProgressStats = {
      streak_days: streak.longestStreak,
      total_xp: totalXP,
      lessons_completed: completed.length,
      time_spent_hours: studySeconds / 3600,
    };
    unlocked.push(...newlyUnlocked(stats, unlocked, entry.at));
  }

  const today = localTime(options.now, timeZone).day;
  const courseProgress: DerivedProgress['courseProgress'] = {};
  for (const [id, p] of percent) courseProgress[id] = { completed: completedSet.has(id), percent: p };
  return {
    totalXP,
    level: richLevel(totalXP),
    levelProgress: richLevelProgress(totalXP),
    currentStreak: streakOn(streak, today),
    longestStreak: streak.longestStreak,
    lastActiveDate: streak.lastActiveDay,
    todayXP: xpByDay.get(today) ?? 0,
    dailyGoal: DAILY_GOAL_XP,
    totalLessonsCompleted: completed.length,
    completedLessons: completed,
    lastCompleted: [...lastCompleted].map(([storyId, date]) => ({ storyId, date })),
    totalStudyTimeMinutes: Math.floor(studySeconds / 60),
    courseProgress,
    quizScores,
    achievements: unlocked,
    awards,
    stats: {
      streak_days: streak.longestStreak,
      total_xp: totalXP,
      lessons_completed: completed.length,
      time_spent_hours: studySeconds / 3600,
    },
  };
}

/** The awards one recorded entry earned. */
export function awardsFor(progress: DerivedProgress, entryId: string): Award[] {
  return progress.awards.filter((a) => a.entryId === entryId);
}
