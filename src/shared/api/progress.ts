import { z } from 'zod';

// The progress, analytics, achievements and recommendations contract (app-and-learning §3 XP event,
// Activity item, Achievement, Recommendation; §7 Progress and Analytics calls, /api/achievements,
// /api/ml/predictions/next_lesson). XP is always computed by the server from what the learner did:
// no request carries an XP figure that is believed.

export const errorAnswer = z.object({ error: z.string() });

/** Seconds the learner spent; capped so a bad client clock cannot add days. */
const timeSpent = z.number().min(0).max(86_400);
const lessonId = z.string().min(1).max(100);

export const xpFactor = z.object({ name: z.string(), multiplier: z.number() });
export const xpEvent = z.object({
  amount: z.number().int(),
  activity: z.string(),
  details: z.object({
    message: z.string(),
    multiplier: z.number(),
    base: z.number(),
    factors: z.array(xpFactor),
    /** Set when the factors came to less and the award was raised to this floor. */
    floor: z.number().optional(),
  }),
  /** When it was earned (ISO), so an award shown once is not announced again. */
  at: z.string().optional(),
});
export type XpEventView = z.infer<typeof xpEvent>;

export const achievementView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  requirement_type: z.enum(['streak_days', 'total_xp', 'lessons_completed', 'time_spent_hours']),
  requirement_value: z.number(),
  rarity: z.enum(['common', 'rare', 'epic', 'legendary']),
  points: z.number(),
  color: z.string(),
  icon: z.string(),
  unlocked: z.boolean(),
  unlockedAt: z.string().nullable(),
  progress: z.number(),
  current: z.number(),
  nearlyDone: z.boolean(),
});
export type AchievementView = z.infer<typeof achievementView>;

export const levelProgress = z.object({
  level: z.number(),
  title: z.string(),
  xp: z.number(),
  levelStartXP: z.number(),
  nextLevelXP: z.number().nullable(),
  xpIntoLevel: z.number(),
  xpToNext: z.number(),
  percent: z.number(),
});

/** The figures every XP display refreshes from (also the `xp-updated` event's detail). */
export const progressTotals = z.object({
  totalXP: z.number(),
  level: z.number(),
  currentStreak: z.number(),
  longestStreak: z.number(),
  todayXP: z.number(),
  dailyGoal: z.number(),
  totalLessonsCompleted: z.number(),
  totalStudyTimeMinutes: z.number(),
});
export type ProgressTotals = z.infer<typeof progressTotals>;

/** What recording an activity answers: the awards it earned and what it unlocked. */
export const recordedAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  xpEvent: xpEvent.nullable(),
  xpEvents: z.array(xpEvent),
  xpEarned: z.number(),
  newAchievements: z.array(achievementView),
  user: progressTotals,
});
export type RecordedAnswer = z.infer<typeof recordedAnswer>;

// POST /api/auth/progress, GET /api/auth/progress
export const storyProgressBody = z.object({
  storyId: lessonId,
  completed: z.boolean().default(true),
  /** Score of the story (percent for quizzes; default 100). */
  score: z.number().min(-1000).max(1000).optional(),
  timeSpent: timeSpent.optional(),
});
export const storyProgressRecord = z.object({
  storyId: z.string(),
  completed: z.boolean(),
  score: z.number(),
  timestamp: z.string(),
});
export type StoryProgressRecord = z.infer<typeof storyProgressRecord>;
export const xpRange = z.object({ min: z.number(), max: z.number() });
export type XpRangeView = z.infer<typeof xpRange>;
export const storyProgressAnswer = progressTotals.extend({
  progress: z.array(storyProgressRecord),
  courseProgress: z.record(z.string(), z.object({ completed: z.boolean(), percent: z.number() })),
  /** What finishing each lesson would pay this learner now: the poorest and the best run. */
  xpPreview: z.record(z.string(), xpRange),
});

// GET /api/progress/progress, GET /api/progress/user
export const progressProgressAnswer = z.object({
  currentStreak: z.number(),
  longestStreak: z.number(),
  totalXP: z.number(),
  totalLessonsCompleted: z.number(),
  totalStudyTimeMinutes: z.number(),
});
export const progressUserAnswer = z.object({
  user: z.object({
    id: z.string(),
    totalXP: z.number(),
    xp: z.number(),
    level: z.number(),
    levelTitle: z.string(),
    currentStreak: z.number(),
  }),
});

/**
 * When a guest did what is being carried into the account (ISO time). Honoured only for a moment
 * before the account was made (guest mode on this device) and within a year; otherwise the server's
 * clock stamps it, as every other activity.
 */
export const occurredAt = z.iso.datetime({ offset: true });

// POST /api/analytics/track
export const trackBody = z.discriminatedUnion('activityType', [
  z.object({ activityType: z.literal('login'), activityData: z.object({}).optional() }),
  z.object({
    activityType: z.literal('lesson_complete'),
    activityData: z.object({
      lessonId,
      courseId: z.string().max(100).optional(),
      /** Ignored: the server computes the XP. Accepted so the spec's payload is valid. */
      xpEarned: z.number().optional(),
      timeSpent: timeSpent.optional(),
      score: z.number().min(0).max(100).optional(),
      occurredAt: occurredAt.optional(),
    }),
  }),
  z.object({
    activityType: z.literal('quiz_complete'),
    activityData: z.object({
      quizId: lessonId,
      score: z.number().min(0).max(100),
      passed: z.boolean(),
      occurredAt: occurredAt.optional(),
    }),
  }),
  z.object({
    activityType: z.literal('trade_execute'),
    activityData: z.object({
      symbol: z.string().min(1).max(12),
      type: z.string().max(20).optional(),
      quantity: z.number().positive().optional(),
      price: z.number().nonnegative().optional(),
      timestamp: z.union([z.string(), z.number()]).optional(),
    }),
  }),
  z.object({
    activityType: z.enum(['logout', 'session_start', 'session_end', 'page_view']),
    activityData: z.object({}).optional(),
  }),
]);
export type TrackBody = z.infer<typeof trackBody>;

// POST /api/analytics/progress
export const analyticsProgressBody = z.object({
  courseId: z.string().max(100).optional(),
  lessonId,
  /** Percent through the lesson, 0–100; 100 completes it. */
  progress: z.number().min(0).max(100),
  timeSpent: timeSpent.optional(),
  quizScore: z.number().min(0).max(100).optional(),
});
export const analyticsProgressAnswer = z.object({
  success: z.literal(true),
  lessonId: z.string(),
  progress: z.number(),
  completed: z.boolean(),
  xpEvents: z.array(xpEvent),
  user: progressTotals,
});

// GET /api/analytics/dashboard
export const activityItem = z.object({
  activityType: z.string(),
  lessonId: z.string().nullable(),
  storyId: z.string().nullable(),
  title: z.string(),
  date: z.string(),
  icon: z.string(),
  xp: z.number(),
});
export type ActivityItem = z.infer<typeof activityItem>;

export const recommendation = z.object({ lessonId: z.string(), confidence: z.number(), reason: z.string() });
export type RecommendationView = z.infer<typeof recommendation>;

export const dashboardAnswer = progressTotals.extend({
  levelProgress: levelProgress,
  profileLevel: z.number(),
  dashboardLevel: z.number(),
  lastActiveDate: z.string().nullable(),
  eventsStudied: z.number(),
  completedLessons: z.array(z.string()),
  courseProgress: z.record(z.string(), z.object({ completed: z.boolean(), percent: z.number() })),
  recentActivity: z.array(activityItem),
  /** The latest completion of each lesson (for the timeline's week/month/year filters). */
  studied: z.array(z.object({ storyId: z.string(), date: z.string() })),
  recentXp: z.array(xpEvent.extend({ at: z.string() })),
  achievements: z.object({
    unlockedCount: z.number(),
    total: z.number(),
    totalPoints: z.number(),
    nearlyDone: z.array(achievementView),
    suggestions: z.array(achievementView),
    recent: z.array(achievementView),
  }),
  timeZone: z.string(),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswer>;

// GET /api/analytics/achievements and GET /api/achievements
export const achievementsAnswer = z.object({
  unlocked: z.array(achievementView),
  locked: z.array(achievementView),
  nearlyDone: z.array(achievementView),
  suggestions: z.array(achievementView),
  totalPoints: z.number(),
});
export type AchievementsAnswer = z.infer<typeof achievementsAnswer>;

// GET /api/analytics/streak
export const streakAnswer = z.object({
  currentStreak: z.number(),
  longestStreak: z.number(),
  lastActiveDate: z.string().nullable(),
  /** Streak freezes held (0–2): one is earned for each 7 days of streak and covers a missed day. */
  freezes: z.number(),
  /** The last day of the current or booked vacation (YYYY-MM-DD), or null. */
  vacationUntil: z.string().nullable(),
  /** Vacation days still free this calendar year (of 14). */
  vacationDaysLeft: z.number(),
  /** The last 35 local days, oldest first, for the streak calendar. */
  calendar: z.array(
    z.object({ day: z.string(), status: z.enum(['active', 'frozen', 'vacation', 'missed', 'today']) }),
  ),
});
export type StreakAnswer = z.infer<typeof streakAnswer>;

// PUT /api/analytics/streak/vacation
export const vacationBody = z.object({ days: z.number().int() }).strict();

// PUT /api/analytics/preferences (the questionnaire's answers)
export const preferencesBody = z.object({
  learning_style: z.array(z.string().max(60)).max(10).optional(),
  goals: z.array(z.string().max(60)).max(10).optional(),
  experience: z.string().max(60).optional(),
  interests: z.array(z.string().max(60)).max(20).optional(),
  time_commitment: z.string().max(60).optional(),
  /** XP a day the learner aims for: 10 (the default), 20, 30 or 50. */
  daily_goal: z
    .number()
    .int()
    .refine((n) => [10, 20, 30, 50].includes(n), 'The daily goal is 10, 20, 30 or 50 XP')
    .optional(),
});
export const preferencesAnswer = z.object({
  success: z.literal(true),
  preferences: z.record(z.string(), z.unknown()),
});

// GET /api/ml/predictions/next_lesson
export const nextLessonAnswer = z.object({
  prediction: z.object({ recommendations: z.array(recommendation) }),
  fallback: z.boolean(),
  message: z.string().optional(),
});
export type NextLessonAnswer = z.infer<typeof nextLessonAnswer>;
