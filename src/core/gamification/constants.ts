// Every number of the spec's gamification rules (app-and-learning §9 Levels and XP, §4 Streak), in
// one place so the tests can check each against the spec.

/** Base XP per activity. Anything not listed earns UNKNOWN_ACTIVITY_XP. */
export const BASE_XP = {
  lesson_complete: 50,
  lesson_perfect: 100,
  quiz_perfect: 75,
  daily_login: 10,
  daily_challenge: 40,
  weekly_challenge: 150,
  monthly_challenge: 500,
  /** Finishing a crisis game (issue 11); repeats of the same game decay like any activity. */
  game_complete: 60,
} as const;
export type BaseActivity = keyof typeof BASE_XP;

export const UNKNOWN_ACTIVITY_XP = 10;
export const MINIMUM_AWARD = 1;

/** Streak milestones: reaching this many days earns a streak_milestone award of this base XP. */
export const STREAK_MILESTONE_XP: readonly { days: number; xp: number }[] = [
  { days: 7, xp: 50 },
  { days: 30, xp: 200 },
  { days: 100, xp: 500 },
];

/** Default story completion score and XP, and the XP for finishing onboarding. */
export const DEFAULT_STORY_XP = 100;
export const ONBOARDING_XP = 100;

/** A trading game's final top three (issue 21): XP for 1st, 2nd and 3rd. */
export const PODIUM_XP = [150, 100, 50] as const;

/**
 * Level penalty on the rich level system. The spec gives the factors (1 up to level 10, then
 * 0.95 … 0.7); it does not give the bands, so each further factor covers ten levels and 0.7 holds
 * from level 61 on (docs/decisions/0006-activity-log.md).
 */
export const LEVEL_PENALTY: readonly { upTo: number; factor: number }[] = [
  { upTo: 10, factor: 1 },
  { upTo: 20, factor: 0.95 },
  { upTo: 30, factor: 0.9 },
  { upTo: 40, factor: 0.85 },
  { upTo: 50, factor: 0.8 },
  { upTo: 60, factor: 0.75 },
  { upTo: Number.POSITIVE_INFINITY, factor: 0.7 },
];

export const MASTERY_MULTIPLIER = {
  beginner: 1,
  familiar: 0.9,
  proficient: 0.8,
  advanced: 0.7,
  master: 0.6,
} as const;
export type Mastery = keyof typeof MASTERY_MULTIPLIER;

/**
 * Mastery of a category from the number of other lessons of that category already completed
 * (the spec names the levels, not how they are reached).
 */
export const MASTERY_BANDS: readonly { fromCompleted: number; mastery: Mastery }[] = [
  { fromCompleted: 8, mastery: 'master' },
  { fromCompleted: 5, mastery: 'advanced' },
  { fromCompleted: 3, mastery: 'proficient' },
  { fromCompleted: 1, mastery: 'familiar' },
  { fromCompleted: 0, mastery: 'beginner' },
];

/** Repeat decay by how many times the same activity was already awarded (within the history). */
export const REPEAT_DECAY: readonly { upToRepeats: number; factor: number }[] = [
  { upToRepeats: 0, factor: 1 },
  { upToRepeats: 1, factor: 0.8 },
  { upToRepeats: 2, factor: 0.6 },
  { upToRepeats: 5, factor: 0.4 },
  { upToRepeats: 10, factor: 0.2 },
  { upToRepeats: Number.POSITIVE_INFINITY, factor: 0.1 },
];
export const REPEAT_HISTORY_CAP = 100;

/** Morning is local hours 6, 7 and 8 (6-9h). */
export const MORNING = { fromHour: 6, toHour: 9, factor: 1.2 } as const;
export const WEEKEND_FACTOR = 1.25;
export const FIRST_OF_DAY_FACTOR = 1.5;
/** Highest band reached applies. */
export const STREAK_BONUS: readonly { days: number; factor: number }[] = [
  { days: 100, factor: 2 },
  { days: 30, factor: 1.5 },
  { days: 7, factor: 1.2 },
  { days: 3, factor: 1.1 },
];

export const DIFFICULTY_MULTIPLIER = { easy: 0.8, medium: 1, hard: 1.3, expert: 1.6 } as const;
export type XpDifficulty = keyof typeof DIFFICULTY_MULTIPLIER;

/** Pace is expected time over time taken; above 1.5 earns x1.2, above 1.2 x1.1. */
export const SPEED_BONUS: readonly { above: number; factor: number }[] = [
  { above: 1.5, factor: 1.2 },
  { above: 1.2, factor: 1.1 },
];

/** Quality by score (percent): 100 x1.5, 90+ x1.3, 80+ x1.1, 70+ x1, lower x0.8. */
export const QUALITY_MULTIPLIER: readonly { from: number; factor: number }[] = [
  { from: 100, factor: 1.5 },
  { from: 90, factor: 1.3 },
  { from: 80, factor: 1.1 },
  { from: 70, factor: 1 },
  { from: Number.NEGATIVE_INFINITY, factor: 0.8 },
];

export const DOUBLE_XP_WEEKEND_FACTOR = 2;
export const HAPPY_HOUR = { hour: 15, factor: 1.5 } as const;

/** Level systems. */
export const PROFILE_XP_PER_LEVEL = 1000;
export const DASHBOARD_XP_PER_LEVEL = 250;
export const MAX_RICH_LEVEL = 100;

/** Per-level XP of the rich system: base + perLevel × level, for levels up to `upTo`. */
export const RICH_LEVEL_BANDS: readonly { upTo: number; base: number; perLevel: number }[] = [
  { upTo: 10, base: 50, perLevel: 10 },
  { upTo: 25, base: 150, perLevel: 25 },
  { upTo: 50, base: 500, perLevel: 40 },
  { upTo: 75, base: 1500, perLevel: 60 },
  { upTo: 100, base: 3000, perLevel: 80 },
];

export const LEVEL_TITLES: readonly { upTo: number; title: string }[] = [
  { upTo: 5, title: 'Novice Investor' },
  { upTo: 10, title: 'Market Explorer' },
  { upTo: 20, title: 'Trading Apprentice' },
  { upTo: 30, title: 'Finance Student' },
  { upTo: 40, title: 'Market Analyst' },
  { upTo: 50, title: 'Portfolio Manager' },
  { upTo: 60, title: 'Investment Strategist' },
  { upTo: 70, title: 'Market Expert' },
  { upTo: 80, title: 'Finance Master' },
  { upTo: 90, title: 'Trading Legend' },
  { upTo: 99, title: 'Market Titan' },
  { upTo: 100, title: 'Wall Street Oracle' },
];

/**
 * Dashboard milestones in XP (spec §9). The spec notes the last three as levels 10, 20 and 50, but by
 * its own level table 650 XP is level 8, 2,400 level 14 and 10,000 level 25, and the level card beside
 * them says so: labelled "Level 10" they told a learner on level 8 otherwise. So they name no level.
 */
export const DASHBOARD_MILESTONES: readonly { xp: number; label: string }[] = [
  { xp: 0, label: 'Start' },
  { xp: 60, label: 'First steps' },
  { xp: 130, label: 'Getting going' },
  { xp: 210, label: 'Building habits' },
  { xp: 300, label: 'Committed learner' },
  { xp: 650, label: 'Dedicated learner' },
  { xp: 2400, label: 'Seasoned learner' },
  { xp: 10000, label: 'Finance scholar' },
];

export const MAX_HEARTS = 5;
export const DAILY_GOAL_XP = 10;
/** Daily goals a learner may choose on their profile (the spec's 10 is the default). */
export const DAILY_GOAL_CHOICES = [10, 20, 30, 50] as const;

/** The learner's chosen daily goal from their preferences, or the default. */
export function chosenDailyGoal(preferences: Record<string, unknown> | null | undefined): number {
  const goal = preferences?.daily_goal;
  return DAILY_GOAL_CHOICES.includes(goal as (typeof DAILY_GOAL_CHOICES)[number])
    ? (goal as number)
    : DAILY_GOAL_XP;
}
export const DEFAULT_VIRTUAL_CASH = 100_000;

/** Achievements: checked every 30 s in the app; nearly done from 70 %; at most 3 suggestions. */
export const ACHIEVEMENT_CHECK_MS = 30_000;
export const NEARLY_DONE_RATIO = 0.7;
export const MAX_SUGGESTIONS = 3;

/** Recommendations (spec §9). */
export const FALLBACK_RECOMMENDATIONS: readonly { lessonId: string; confidence: number }[] = [
  { lessonId: 'market-basics', confidence: 0.75 },
  { lessonId: 'stocks-101', confidence: 0.65 },
  { lessonId: 'risk-management', confidence: 0.55 },
];
export const HIGH_MATCH = 0.75;
export const MEDIUM_MATCH = 0.5;

/** Timeline filters and list sizes. */
export const TIMELINE_FILTER_DAYS = { week: 7, month: 30, year: 365 } as const;
export const RECENT_LIST_SIZE = 3;
export const RECENT_LIST_SHOWN = 2;
export const INLINE_TIMELINE_EVENTS = 8;

/** Toasts. */
export const XP_TOAST_INTERVAL_MS = 600;
export const XP_TOAST_MS = 3000;
export const ACHIEVEMENT_TOAST_MS = 8000;

/** What a path-scored lesson's score measures, naming its XP factor ("story path score 90%"). */
export const STORY_PATH = 'story path';
