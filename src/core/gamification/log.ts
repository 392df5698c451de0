import { newlyUnlocked, type ProgressStats, type Unlocked } from './achievements';
import {
  BASE_XP,
  DAILY_GOAL_XP,
  ONBOARDING_XP,
  PODIUM_XP,
  REPEAT_HISTORY_CAP,
  STORY_PATH,
  STREAK_MILESTONE_XP,
} from './constants';
import type { LessonLookup } from './lesson-info';
import { type LevelProgress, richLevel, richLevelProgress } from './levels';
import {
  type CalendarDay,
  type DayRange,
  freezesOn,
  frozenDaysBefore,
  NO_STREAK,
  recordActiveDay,
  type StreakState,
  streakCalendar,
  streakOn,
  vacationFrom,
} from './streak';
import { localTime } from './time';
import { type AwardInput, award, masteryFor, type XpEvent } from './xp';

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
  'competition_podium',
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
  /** competition_podium: the trading game and the final rank (1–3). */
  competitionId?: string;
  rank?: number;
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
  /** Streak freezes held today (0–2). */
  streakFreezes: number;
  /** The last day of the current or next vacation, if one is booked. */
  vacationUntil: string | null;
  /** The last 35 local days for the streak calendar. */
  streakCalendar: CalendarDay[];
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
  /** The engine's state after the last entry, to preview what the next one would earn. */
  engine: EngineState;
};

export type DeriveOptions = {
  now: Date;
  timeZone: string;
  lessons: LessonLookup;
  /** The learner's vacations (local days), which pause the streak. */
  vacations?: readonly DayRange[];
  /** The learner's chosen daily goal in XP (default 10). */
  dailyGoal?: number;
};

type ApplyOptions = Pick<DeriveOptions, 'timeZone' | 'lessons' | 'vacations'>;

/** Study time per entry is capped so one bad client figure cannot unlock hours of achievements. */
export const MAX_STUDY_SECONDS_PER_ENTRY = 4 * 60 * 60;

/**
 * Activities that are learning: they keep the streak alive, count towards the daily goal and are
 * the "first of the day". Signing in (or finishing onboarding) alone is not learning.
 */
export const LEARNING_TYPES: ReadonlySet<ActivityType> = new Set<ActivityType>([
  'lesson_complete',
  'lesson_progress',
  'quiz_complete',
  'trade_execute',
  'game_complete',
]);

export function isLearning(type: ActivityType): boolean {
  return LEARNING_TYPES.has(type);
}

function clampScore(score: number | undefined): number | undefined {
  if (score === undefined || !Number.isFinite(score)) return undefined;
  return Math.min(100, Math.max(0, score));
}

/** Everything the engine carries from one entry to the next. */
export type EngineState = {
  totalXP: number;
  streak: StreakState;
  /** Local days with a learning activity, and the days a freeze covered. */
  activeDays: Set<string>;
  frozenDays: Set<string>;
  lastLoginAwardDay: string | null;
  onboarded: boolean;
  studySeconds: number;
  history: string[];
  completed: string[];
  percent: Map<string, number>;
  lastCompleted: Map<string, string>;
  quizScores: Record<string, number>;
  /** XP of learning activities per local day (the daily goal). */
  learningXpByDay: Map<string, number>;
  awards: Award[];
  unlocked: Unlocked[];
};

function emptyState(): EngineState {
  return {
    totalXP: 0,
    streak: NO_STREAK,
    activeDays: new Set(),
    frozenDays: new Set(),
    lastLoginAwardDay: null,
    onboarded: false,
    studySeconds: 0,
    history: [],
    completed: [],
    percent: new Map(),
    lastCompleted: new Map(),
    quizScores: {},
    learningXpByDay: new Map(),
    awards: [],
    unlocked: [],
  };
}

function cloneState(s: EngineState): EngineState {
  return {
    ...s,
    activeDays: new Set(s.activeDays),
    frozenDays: new Set(s.frozenDays),
    history: [...s.history],
    completed: [...s.completed],
    percent: new Map(s.percent),
    lastCompleted: new Map(s.lastCompleted),
    quizScores: { ...s.quizScores },
    learningXpByDay: new Map(s.learningXpByDay),
    awards: [...s.awards],
    unlocked: [...s.unlocked],
  };
}

function statsOf(s: EngineState): ProgressStats {
  return {
    streak_days: s.streak.longestStreak,
    total_xp: s.totalXP,
    lessons_completed: s.completed.length,
    time_spent_hours: s.studySeconds / 3600,
  };
}

/** Applies one entry of the log to the engine's state (in place): its awards, streak, study time. */
function applyEntry(state: EngineState, entry: ActivityEntry, options: ApplyOptions): void {
  const { timeZone, lessons, vacations = [] } = options;
  const t = localTime(entry.at, timeZone);
  const learning = isLearning(entry.type);
  // The first learning activity of a local day earns the first-of-day bonus; a sign-in does not.
  let first = learning && state.streak.lastActiveDay !== t.day;
  const before = state.streak.currentStreak;
  if (learning) {
    for (const d of frozenDaysBefore(state.streak, t.day, vacations)) state.frozenDays.add(d);
    state.activeDays.add(t.day);
    state.streak = recordActiveDay(state.streak, t.day, vacations);
  }

  const give = (activity: string, key: string, extra: Partial<AwardInput> = {}) => {
    const repeats = state.history.filter((h) => h === key).length;
    const event = award({
      activity,
      at: entry.at,
      timeZone,
      totalXPBefore: state.totalXP,
      repeats,
      firstActivityToday: first,
      // A sign-in does not count as a day of the streak, so it earns no streak bonus either.
      streakDays: learning ? state.streak.currentStreak : 0,
      ...extra,
    });
    first = false;
    state.history.push(key);
    if (state.history.length > REPEAT_HISTORY_CAP) state.history.shift();
    state.totalXP += event.amount;
    if (learning) state.learningXpByDay.set(t.day, (state.learningXpByDay.get(t.day) ?? 0) + event.amount);
    state.awards.push({ ...event, entryId: entry.id, at: entry.at.toISOString() });
  };

  const seconds = Math.min(MAX_STUDY_SECONDS_PER_ENTRY, Math.max(0, entry.data.timeSpent ?? 0));
  const score = clampScore(entry.data.score);

  switch (entry.type) {
    case 'login':
      if (state.lastLoginAwardDay !== t.day) {
        state.lastLoginAwardDay = t.day;
        give('daily_login', 'daily_login');
      }
      break;
    case 'lesson_progress': {
      const id = entry.lessonId ?? '';
      state.studySeconds += seconds;
      const p = Math.min(100, Math.max(0, entry.data.progress ?? 0));
      state.percent.set(id, Math.max(state.percent.get(id) ?? 0, p));
      break;
    }
    case 'lesson_complete': {
      const id = entry.lessonId ?? '';
      const info = lessons(id);
      state.studySeconds += seconds;
      if (!info) break;
      const sameCategoryBefore = state.completed.filter(
        (c) => c !== id && lessons(c)?.category === info.category,
      ).length;
      const pace = seconds >= 60 ? (info.expectedMinutes * 60) / seconds : undefined;
      const key = `lesson:${id}`;
      const firstCompletion = !state.completed.includes(id) && !state.history.includes(key);
      const base = info.xp || (score === 100 ? BASE_XP.lesson_perfect : BASE_XP.lesson_complete);
      give(score === 100 && !info.xp ? 'lesson_perfect' : 'lesson_complete', key, {
        base,
        mastery: masteryFor(sameCategoryBefore),
        difficulty: info.difficulty,
        ...(pace === undefined ? {} : { pace }),
        ...(score === undefined ? {} : { score }),
        // The tulip story scores its path (choices and ending), not its quiz: the factor says so.
        ...(score !== undefined && info.scoredByPath ? { scoreOf: STORY_PATH } : {}),
        // A first completion never pays less than the lesson's own XP, whatever branch was taken:
        // a poor judgement only misses the bonus.
        ...(firstCompletion ? { floor: base } : {}),
      });
      state.lastCompleted.set(id, entry.at.toISOString());
      if (!state.completed.includes(id)) state.completed.push(id);
      state.percent.set(id, 100);
      break;
    }
    case 'quiz_complete': {
      const quizId = entry.data.quizId ?? entry.lessonId ?? 'quiz';
      if (score !== undefined) state.quizScores[quizId] = Math.max(state.quizScores[quizId] ?? 0, score);
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
      state.studySeconds += seconds;
      give('game_complete', `game:${entry.data.gameId ?? ''}`);
      if (entry.lessonId) state.lastCompleted.set(entry.lessonId, entry.at.toISOString());
      break;
    case 'competition_podium': {
      // A top-three finish in a trading game (issue 21): once per game, XP by place.
      const rank = entry.data.rank ?? 0;
      if (rank >= 1 && rank <= PODIUM_XP.length)
        give('competition_podium', `competition:${entry.data.competitionId ?? ''}`, {
          base: PODIUM_XP[rank - 1]!,
        });
      break;
    }
    case 'onboarding_complete':
      if (!state.onboarded) {
        state.onboarded = true;
        give('onboarding_complete', 'onboarding_complete', { base: ONBOARDING_XP });
      }
      break;
  }

  // A streak that has just reached 7, 30 or 100 days earns its milestone once.
  if (state.streak.currentStreak !== before) {
    const milestone = STREAK_MILESTONE_XP.find((m) => m.days === state.streak.currentStreak);
    if (milestone) give('streak_milestone', `streak:${milestone.days}`, { base: milestone.xp });
  }

  state.unlocked.push(...newlyUnlocked(statsOf(state), state.unlocked, entry.at));
}

function sortLog(log: readonly ActivityEntry[]): ActivityEntry[] {
  return [...log].sort(
    (a, b) =>
      a.at.getTime() - b.at.getTime() ||
      (a.seq ?? 0) - (b.seq ?? 0) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

export function deriveProgress(log: readonly ActivityEntry[], options: DeriveOptions): DerivedProgress {
  const state = emptyState();
  for (const entry of sortLog(log)) applyEntry(state, entry, options);
  return summarise(state, options);
}

function summarise(state: EngineState, options: DeriveOptions): DerivedProgress {
  const today = localTime(options.now, options.timeZone).day;
  const vacations = options.vacations ?? [];
  // Days missed since the last activity that the freezes held will cover show as frozen already.
  const pending = frozenDaysBefore(state.streak, today, vacations);
  const frozen = new Set([...state.frozenDays, ...pending]);
  const completedSet = new Set(state.completed);
  const courseProgress: DerivedProgress['courseProgress'] = {};
  for (const [id, p] of state.percent) courseProgress[id] = { completed: completedSet.has(id), percent: p };
  return {
    totalXP: state.totalXP,
    level: richLevel(state.totalXP),
    levelProgress: richLevelProgress(state.totalXP),
    currentStreak: streakOn(state.streak, today, vacations),
    longestStreak: state.streak.longestStreak,
    lastActiveDate: state.streak.lastActiveDay,
    streakFreezes: freezesOn(state.streak, today, vacations),
    vacationUntil: vacationFrom(vacations, today)?.to ?? null,
    streakCalendar: streakCalendar(state.activeDays, frozen, vacations, today),
    todayXP: state.learningXpByDay.get(today) ?? 0,
    dailyGoal: options.dailyGoal ?? DAILY_GOAL_XP,
    totalLessonsCompleted: state.completed.length,
    completedLessons: [...state.completed],
    lastCompleted: [...state.lastCompleted].map(([storyId, date]) => ({ storyId, date })),
    totalStudyTimeMinutes: Math.floor(state.studySeconds / 60),
    courseProgress,
    quizScores: { ...state.quizScores },
    achievements: [...state.unlocked],
    awards: [...state.awards],
    stats: statsOf(state),
    engine: cloneState(state),
  };
}

/**
 * What further entries would earn now, by the very rules that will score them: they are applied,
 * in order, to a copy of the learner's engine state. Answers their awards (a lesson may bring a
 * streak milestone with it).
 */
export function previewAwards(
  progress: Pick<DerivedProgress, 'engine'>,
  entries: readonly Omit<ActivityEntry, 'id'>[],
  options: ApplyOptions,
): Award[] {
  const state = cloneState(progress.engine);
  const from = state.awards.length;
  entries.forEach((e, i) => {
    applyEntry(state, { ...e, id: `preview:${i}` }, options);
  });
  return state.awards.slice(from);
}

/** The awards one recorded entry earned. */
export function awardsFor(progress: DerivedProgress, entryId: string): Award[] {
  return progress.awards.filter((a) => a.entryId === entryId);
}
