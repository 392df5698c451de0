import { catalogueItems, isCatalogueId } from '../../../content/catalogue';
import { type AchievementStatus, achievementReport } from '../../../core/gamification/achievements';
import { chosenDailyGoal } from '../../../core/gamification/constants';
import { dashboardView, progressTotals } from '../../../core/gamification/dashboard';
import { buildLessonLookup } from '../../../core/gamification/lesson-info';
import { levelTitle } from '../../../core/gamification/levels';
import {
  ACTIVITY_TYPES,
  type ActivityEntry,
  type ActivityType,
  awardsFor,
  type DerivedProgress,
  deriveProgress,
} from '../../../core/gamification/log';
import { lessonXpRange, type XpRange } from '../../../core/gamification/preview';
import {
  fallbackRecommendations,
  peerTransitions,
  recommendNextLessons,
} from '../../../core/gamification/recommend';
import { safeTimeZone } from '../../../core/gamification/time';
import type {
  AchievementView,
  DashboardAnswer,
  NextLessonAnswer,
  RecordedAnswer,
  StoryProgressRecord,
} from '../../../shared/api/progress';
import type { Deps } from '../../deps';
import { httpError } from '../../errors';
import {
  type ActivityRow,
  accountCreatedAt,
  appendActivity,
  completionSequences,
  learnerProfile,
  listActivities,
  listVacations,
  type NewActivity,
} from './store';

// Use cases of the progress module. Every figure is derived from the learner's activity log with
// the core engine; recording an activity answers with the awards that entry earned.

const { lookup: lessonInfo, all: lessonInfos } = buildLessonLookup();
const knownTypes = new Set<string>(ACTIVITY_TYPES);

export function assertLesson(id: string): void {
  if (!isCatalogueId(id)) throw httpError(400, 'Unknown lesson');
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

export type LearnerState = {
  rows: ActivityRow[];
  progress: DerivedProgress;
  timeZone: string;
  vacations: Awaited<ReturnType<typeof listVacations>>;
};

export async function learnerState(deps: Deps, userId: string): Promise<LearnerState> {
  const [rows, profile, vacations] = await Promise.all([
    listActivities(deps.db, userId),
    learnerProfile(deps.db, userId),
    listVacations(deps.db, userId),
  ]);
  const timeZone = safeTimeZone(profile?.timeZone);
  const progress = deriveProgress(rows.filter((r) => knownTypes.has(r.type)).map(toEntry), {
    now: deps.clock(),
    timeZone,
    lessons: lessonInfo,
    vacations,
    dailyGoal: chosenDailyGoal(profile?.preferences),
  });
  return { rows, progress, timeZone, vacations };
}

function achievementViews(p: DerivedProgress) {
  return achievementReport(p.stats, p.achievements);
}

function view(s: AchievementStatus): AchievementView {
  return { ...s };
}

/**
 * Appends one activity (stamped with the server clock) and answers with what it earned. Sent again
 * with the same `clientKey`, it writes nothing and answers what the first one earned (no achievement
 * is new then), so a replayed write never pays twice; the same key on another activity type or lesson is 422.
 */
export async function recordActivity(
  deps: Deps,
  userId: string,
  activity: Omit<NewActivity, 'userId' | 'at'>,
  at: Date = deps.clock(),
): Promise<RecordedAnswer & { entryId: string }> {
  const before = await learnerState(deps, userId);
  const row = await appendActivity(deps.db, { ...activity, userId, at });
  // A key already used for another kind of activity, or another lesson, is a client's mistake: it
  // would otherwise be answered with what that other activity earned (as an order's key is, 422).
  if (activity.clientKey && (row.type !== activity.type || row.lessonId !== (activity.lessonId ?? null)))
    throw httpError(422, 'This Idempotency-Key was already used for a different activity');
  const after = await learnerState(deps, userId);
  const events = awardsFor(after.progress, row.id).map(({ entryId: _e, ...e }) => e);
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
    user: progressTotals(after.progress),
  };
}

const CARRY_WINDOW_MS = 365 * 86_400_000;

/**
 * The time a carried guest activity is recorded at: when the guest did it, if that was before this
 * account existed (so it can only be guest mode) and within a year; else now. Scored at its own
 * time, it earns what the guest was shown (the same bonuses of the hour and day), and the timeline
 * shows the day it was studied.
 */
export async function carriedAt(deps: Deps, userId: string, occurredAt: string | undefined): Promise<Date> {
  const now = deps.clock();
  if (!occurredAt) return now;
  const at = new Date(occurredAt);
  const created = await accountCreatedAt(deps.db, userId);
  if (!created || Number.isNaN(at.getTime())) return now;
  return at < created && at > new Date(now.getTime() - CARRY_WINDOW_MS) ? at : now;
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

/** What finishing each lesson of the catalogue would pay this learner now. */
export function xpPreview(deps: Deps, state: LearnerState): Record<string, XpRange> {
  const options = {
    now: deps.clock(),
    timeZone: state.timeZone,
    lessons: lessonInfo,
    vacations: state.vacations,
  };
  return Object.fromEntries(
    catalogueItems.map((i) => [i.id, lessonXpRange(state.progress, i.id, options)] as const),
  );
}

export async function dashboard(deps: Deps, userId: string): Promise<DashboardAnswer> {
  const state = await learnerState(deps, userId);
  return dashboardView(state.progress, state.rows, state.timeZone);
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

// Other learners' completion orders, refreshed at most every 5 minutes, per database (a process
// serves one; the integration tests run many in one process, and must not read each other's).
const PEER_TTL_MS = 5 * 60_000;
const PEER_WINDOW_MS = 180 * 86_400_000;
const peerCaches = new WeakMap<Deps['db'], { at: number; sequences: Map<string, string[]> }>();

async function otherLearnersTransitions(deps: Deps, userId: string) {
  const now = deps.clock().getTime();
  let cache = peerCaches.get(deps.db);
  if (!cache || now - cache.at > PEER_TTL_MS || now < cache.at) {
    cache = { at: now, sequences: await completionSequences(deps.db, new Date(now - PEER_WINDOW_MS)) };
    peerCaches.set(deps.db, cache);
  }
  const others = [...cache.sequences].filter(([id]) => id !== userId).map(([, seq]) => seq);
  return peerTransitions(others);
}

/** The model's next lessons; `known` is the learner's state when the caller has already read it. */
export async function nextLessons(
  deps: Deps,
  userId: string,
  known?: LearnerState,
): Promise<NextLessonAnswer> {
  try {
    const [{ progress }, peers] = await Promise.all([
      known ?? learnerState(deps, userId),
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
