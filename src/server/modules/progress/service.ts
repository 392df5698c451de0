import { catalogueItems, isCatalogueId } from '../../../content/catalogue';
import { timelineEvents } from '../../../content/timeline';
import { type AchievementStatus, achievementReport } from '../../../core/gamification/achievements';
import { RECENT_LIST_SIZE } from '../../../core/gamification/constants';
import { buildLessonLookup } from '../../../core/gamification/lesson-info';
import { dashboardLevel, levelTitle, profileLevel } from '../../../core/gamification/levels';
import {
  ACTIVITY_TYPES,
  type ActivityEntry,
  type ActivityType,
  awardsFor,
  type DerivedProgress,
  deriveProgress,
} from '../../../core/gamification/log';
import {
  fallbackRecommendations,
  peerTransitions,
  recommendNextLessons,
} from '../../../core/gamification/recommend';
import { safeTimeZone } from '../../../core/gamification/time';
import type {
  AchievementView,
  ActivityItem,
  DashboardAnswer,
  NextLessonAnswer,
  ProgressTotals,
  RecordedAnswer,
  StoryProgressRecord,
} from '../../../shared/api/progress';
import type { Deps } from '../../deps';
import { httpError } from '../../errors';
import {
  type ActivityRow,
  appendActivity,
  completionSequences,
  learnerProfile,
  listActivities,
  type NewActivity,
} from './store';

// Use cases of the progress module. Every figure is derived from the learner's activity log with
// the core engine; recording an activity answers with the awards that entry earned.

const { lookup: lessonInfo, all: lessonInfos } = buildLessonLookup();
const knownTypes = new Set<string>(ACTIVITY_TYPES);

export function assertLesson(id: string): void {
  if (!isCatalogueId(id)) throw httpError(400, `Unknown lesson: ${id}`);
}

function toEntry(row: ActivityRow): ActivityEntry {
  return {
    id: row.id,
    type: row.type as ActivityType,
    at: row.at,
    lessonId: row.lessonId,
    data: row.data,
    seq: row.seq,
  };
}

export type LearnerState = { rows: ActivityRow[]; progress: DerivedProgress; timeZone: string };

export async function learnerState(deps: Deps, userId: string): Promise<LearnerState> {
  const [rows, profile] = await Promise.all([
    listActivities(deps.db, userId),
    learnerProfile(deps.db, userId),
  ]);
  const timeZone = safeTimeZone(profile?.timeZone);
  const progress = deriveProgress(rows.filter((r) => knownTypes.has(r.type)).map(toEntry), {
    now: deps.clock(),
    timeZone,
    lessons: lessonInfo,
  });
  return { rows, progress, timeZone };
}

export function totals(p: DerivedProgress): ProgressTotals {
  return {
    totalXP: p.totalXP,
    level: p.level,
    currentStreak: p.currentStreak,
    longestStreak: p.longestStreak,
    todayXP: p.todayXP,
    dailyGoal: p.dailyGoal,
    totalLessonsCompleted: p.totalLessonsCompleted,
    totalStudyTimeMinutes: p.totalStudyTimeMinutes,
  };
}

function achievementViews(p: DerivedProgress) {
  return achievementReport(p.stats, p.achievements);
}

function view(s: AchievementStatus): AchievementView {
  return { ...s };
}

/** Appends one activity (stamped with the server clock) and answers with what it earned. */
export async function recordActivity(
  deps: Deps,
  userId: string,
  activity: Omit<NewActivity, 'userId' | 'at'>,
): Promise<RecordedAnswer & { entryId: string }> {
  const before = await learnerState(deps, userId);
  const row = await appendActivity(deps.db, { ...activity, userId, at: deps.clock() });
  const after = await learnerState(deps, userId);
  const events = awardsFor(after.progress, row.id).map(({ entryId: _e, at: _a, ...e }) => e);
  const had = new Set(before.progress.achievements.map((a) => a.id));
  const report = achievementViews(after.progress);
  const newAchievements = report.unlocked.filter((a) => !had.has(a.id)).map(view);
  const xpEarned = events.reduce((s, e) => s + e.amount, 0);
  return {
    entryId: row.id,
    success: true,
    message: xpEarned > 0 ? `+${xpEarned} XP` : 'Progress saved',
    xpEvent: events[0] ?? null,
    xpEvents: events,
    xpEarned,
    newAchievements,
    user: totals(after.progress),
  };
}

/** One record per story: completed once finished, the best score, the latest time. */
export function storyRecords(rows: readonly ActivityRow[]): StoryProgressRecord[] {
  const byId = new Map<string, StoryProgressRecord>();
  for (const row of rows) {
    if (!row.lessonId || (row.type !== 'lesson_complete' && row.type !== 'lesson_progress')) continue;
    const before = byId.get(row.lessonId);
    const score = typeof row.data.score === 'number' ? row.data.score : 0;
    byId.set(row.lessonId, {
      storyId: row.lessonId,
      completed: before?.completed === true || row.type === 'lesson_complete',
      score: Math.max(before?.score ?? 0, score),
      timestamp: row.at.toISOString(),
    });
  }
  return [...byId.values()];
}

const ACTIVITY_ITEM: Record<
  string,
  { activityType: string; icon: string; title: (row: ActivityRow) => string }
> = {
  lesson_complete: {
    activityType: 'lesson_completed',
    icon: '📘',
    title: (r) => `Completed ${lessonInfo(r.lessonId ?? '')?.title ?? r.lessonId}`,
  },
  lesson_progress: {
    activityType: 'lesson_progress',
    icon: '📖',
    title: (r) => `Studied ${lessonInfo(r.lessonId ?? '')?.title ?? r.lessonId}`,
  },
  quiz_complete: {
    activityType: 'quiz_completed',
    icon: '✅',
    title: (r) =>
      `Quiz: ${lessonInfo(String(r.data.quizId ?? ''))?.title ?? r.data.quizId} (${r.data.score ?? 0}%)`,
  },
  trade_execute: {
    activityType: 'trade_executed',
    icon: '💹',
    title: (r) => `Traded ${String(r.data.symbol ?? '')}`.trim(),
  },
  login: { activityType: 'login', icon: '🔑', title: () => 'Signed in' },
  logout: { activityType: 'logout', icon: '👋', title: () => 'Signed out' },
  session_start: { activityType: 'session_start', icon: '▶️', title: () => 'Session started' },
  session_end: { activityType: 'session_end', icon: '⏹️', title: () => 'Session ended' },
  onboarding_complete: {
    activityType: 'onboarding_completed',
    icon: '🎯',
    title: () => 'Finished onboarding',
  },
};

export function activityItems(state: LearnerState, limit: number): ActivityItem[] {
  const xpByEntry = new Map<string, number>();
  for (const a of state.progress.awards) xpByEntry.set(a.entryId, (xpByEntry.get(a.entryId) ?? 0) + a.amount);
  return [...state.rows]
    .reverse()
    .filter((r) => r.type !== 'page_view')
    .slice(0, limit)
    .map((r) => {
      const kind = ACTIVITY_ITEM[r.type] ?? { activityType: r.type, icon: '•', title: () => r.type };
      return {
        activityType: kind.activityType,
        lessonId: r.lessonId,
        storyId: r.type === 'lesson_complete' || r.type === 'lesson_progress' ? r.lessonId : null,
        title: kind.title(r),
        date: r.at.toISOString(),
        icon: kind.icon,
        xp: xpByEntry.get(r.id) ?? 0,
      };
    });
}

/** Events Studied: timeline events whose lesson the learner has completed. */
export function eventsStudied(completed: readonly string[]): number {
  const done = new Set(completed);
  return timelineEvents.filter((e) => e.storyId !== undefined && done.has(e.storyId)).length;
}

export async function dashboard(deps: Deps, userId: string): Promise<DashboardAnswer> {
  const state = await learnerState(deps, userId);
  const p = state.progress;
  const report = achievementViews(p);
  const recentUnlocks = [...report.unlocked]
    .sort((a, b) => (b.unlockedAt ?? '').localeCompare(a.unlockedAt ?? ''))
    .slice(0, RECENT_LIST_SIZE);
  return {
    ...totals(p),
    levelProgress: p.levelProgress,
    profileLevel: profileLevel(p.totalXP),
    dashboardLevel: dashboardLevel(p.totalXP),
    lastActiveDate: p.lastActiveDate,
    eventsStudied: eventsStudied(p.completedLessons),
    completedLessons: p.completedLessons,
    courseProgress: p.courseProgress,
    recentActivity: activityItems(state, 20),
    studied: p.lastCompleted,
    recentXp: p.awards
      .slice(-10)
      .reverse()
      .map(({ entryId: _e, ...a }) => a),
    achievements: {
      unlockedCount: report.unlocked.length,
      total: report.unlocked.length + report.locked.length,
      totalPoints: report.totalPoints,
      nearlyDone: report.nearlyDone.map(view),
      suggestions: report.suggestions.map(view),
      recent: recentUnlocks.map(view),
    },
    timeZone: state.timeZone,
  };
}

export async function achievements(deps: Deps, userId: string) {
  const report = achievementViews((await learnerState(deps, userId)).progress);
  return {
    unlocked: report.unlocked.map(view),
    locked: report.locked.map(view),
    nearlyDone: report.nearlyDone.map(view),
    suggestions: report.suggestions.map(view),
    totalPoints: report.totalPoints,
  };
}

const openable = new Set(catalogueItems.map((i) => i.id));

// Other learners' completion orders, refreshed at most every 5 minutes per process.
const PEER_TTL_MS = 5 * 60_000;
const PEER_WINDOW_MS = 180 * 86_400_000;
let peerCache: { at: number; sequences: Map<string, string[]> } | null = null;

async function otherLearnersTransitions(deps: Deps, userId: string) {
  const now = deps.clock().getTime();
  if (!peerCache || now - peerCache.at > PEER_TTL_MS || now < peerCache.at) {
    peerCache = { at: now, sequences: await completionSequences(deps.db, new Date(now - PEER_WINDOW_MS)) };
  }
  const others = [...peerCache.sequences].filter(([id]) => id !== userId).map(([, seq]) => seq);
  return peerTransitions(others);
}

export async function nextLessons(deps: Deps, userId: string): Promise<NextLessonAnswer> {
  try {
    const [{ progress }, peers] = await Promise.all([
      learnerState(deps, userId),
      otherLearnersTransitions(deps, userId),
    ]);
    const recommendations = recommendNextLessons(
      lessonInfos.filter((l) => openable.has(l.id)),
      { completed: progress.completedLessons, percent: percentOf(progress), quizScores: progress.quizScores },
      3,
      peers,
    );
    if (recommendations.length > 0) return { prediction: { recommendations }, fallback: false };
    return {
      prediction: { recommendations: fallbackRecommendations((id) => openable.has(id)) },
      fallback: true,
      message: 'You have completed every lesson. Revisit a favourite to sharpen it.',
    };
  } catch (error) {
    deps.log.warn({ err: error }, 'recommendations failed; using the fallback list');
    return {
      prediction: { recommendations: fallbackRecommendations((id) => openable.has(id)) },
      fallback: true,
      message: 'Showing fallback recommendations while we reconnect to the ML service.',
    };
  }
}

function percentOf(p: DerivedProgress): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [id, v] of Object.entries(p.courseProgress)) out[id] = v.percent;
  return out;
}

export { levelTitle };
