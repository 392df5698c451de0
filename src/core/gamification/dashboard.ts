// The dashboard's figures from a learner's activity log: one function for the server (signed-in
// learners) and the browser (guests and offline), so both show the same things the same way.
import { timelineLinks } from '../../content/lesson-facts.data';
import { gameTitle } from '../games/catalogue';
import { achievementReport } from './achievements';
import { RECENT_LIST_SIZE } from './constants';
import { buildLessonLookup } from './lesson-info';
import { dashboardLevel, profileLevel } from './levels';
import type { DerivedProgress } from './log';

const { lookup: lessonInfo } = buildLessonLookup();

/** One entry of the log as the dashboard lists it (server rows and local entries both fit). */
export type LogItem = {
  id: string;
  type: string;
  at: Date;
  lessonId?: string | null;
  data: Record<string, unknown>;
};

const lessonTitle = (id: string | null | undefined) => lessonInfo(id ?? '')?.title ?? id ?? '';

const ITEM: Record<
  string,
  { activityType: string; icon: string | ((e: LogItem) => string); title: (e: LogItem) => string }
> = {
  lesson_complete: {
    activityType: 'lesson_completed',
    icon: '📘',
    title: (e) => `Completed ${lessonTitle(e.lessonId)}`,
  },
  lesson_progress: {
    activityType: 'lesson_progress',
    icon: '📖',
    title: (e) => `Studied ${lessonTitle(e.lessonId)}`,
  },
  quiz_complete: {
    activityType: 'quiz_completed',
    // A tick for a quiz passed; one not passed ("Quiz: Tulip Mania (0%)") is a try, not a success.
    icon: (e) => (e.data.passed === false ? '📝' : '✅'),
    title: (e) => {
      const quiz = typeof e.data.quizId === 'string' ? e.data.quizId : e.lessonId;
      const score = typeof e.data.score === 'number' ? ` (${e.data.score}%)` : '';
      return `Quiz: ${lessonTitle(quiz)}${score}`;
    },
  },
  trade_execute: {
    activityType: 'trade_executed',
    icon: '💹',
    title: (e) => `Traded ${String(e.data.symbol ?? '')}`.trim(),
  },
  login: { activityType: 'login', icon: '🔑', title: () => 'Signed in' },
  logout: { activityType: 'logout', icon: '👋', title: () => 'Signed out' },
  session_start: { activityType: 'session_start', icon: '▶️', title: () => 'Session started' },
  session_end: { activityType: 'session_end', icon: '⏹️', title: () => 'Session ended' },
  game_complete: {
    activityType: 'game_completed',
    icon: '🎮',
    title: (e) => `Played ${gameTitle(String(e.data.gameId ?? '')) ?? 'a crisis game'}`,
  },
  competition_podium: {
    activityType: 'competition_podium',
    icon: '🏆',
    title: (e) => `Finished ${ordinal(Number(e.data.rank ?? 0))} in a competition`,
  },
  onboarding_complete: {
    activityType: 'onboarding_completed',
    icon: '🎯',
    title: () => 'Finished onboarding',
  },
};

const ordinal = (n: number) => (n === 1 ? '1st' : n === 2 ? '2nd' : n === 3 ? '3rd' : `${n}th`);

/** The newest `limit` entries as the spec's activity items, each with the XP it earned. */
export function activityItems(entries: readonly LogItem[], p: DerivedProgress, limit: number) {
  const xpByEntry = new Map<string, number>();
  for (const a of p.awards) xpByEntry.set(a.entryId, (xpByEntry.get(a.entryId) ?? 0) + a.amount);
  // Newest first; entries stamped at the same instant keep the log's order, later ones first.
  return entries
    .map((e, index) => ({ e, index }))
    .filter(({ e }) => e.type !== 'page_view')
    .sort((a, b) => b.e.at.getTime() - a.e.at.getTime() || b.index - a.index)
    .slice(0, limit)
    .map(({ e }) => {
      const kind = ITEM[e.type] ?? { activityType: e.type, icon: '•', title: () => e.type };
      return {
        activityType: kind.activityType,
        lessonId: e.lessonId ?? null,
        storyId: e.type === 'lesson_complete' || e.type === 'lesson_progress' ? (e.lessonId ?? null) : null,
        title: kind.title(e),
        date: e.at.toISOString(),
        icon: typeof kind.icon === 'function' ? kind.icon(e) : kind.icon,
        xp: xpByEntry.get(e.id) ?? 0,
      };
    });
}

/** Events Studied: timeline events whose lesson the learner has completed. */
export function eventsStudied(completed: readonly string[]): number {
  const done = new Set(completed);
  return timelineLinks.filter((link) => done.has(link.storyId)).length;
}

export function progressTotals(p: DerivedProgress) {
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

/** Everything the dashboard shows, from the derived progress and the log it came from. */
export function dashboardView(p: DerivedProgress, entries: readonly LogItem[], timeZone: string) {
  const report = achievementReport(p.stats, p.achievements);
  const recentUnlocks = [...report.unlocked]
    .sort((a, b) => (b.unlockedAt ?? '').localeCompare(a.unlockedAt ?? ''))
    .slice(0, RECENT_LIST_SIZE);
  return {
    ...progressTotals(p),
    levelProgress: p.levelProgress,
    profileLevel: profileLevel(p.totalXP),
    dashboardLevel: dashboardLevel(p.totalXP),
    lastActiveDate: p.lastActiveDate,
    eventsStudied: eventsStudied(p.completedLessons),
    completedLessons: p.completedLessons,
    courseProgress: p.courseProgress,
    recentActivity: activityItems(entries, p, 20),
    studied: p.lastCompleted,
    recentXp: p.awards
      .slice(-10)
      .reverse()
      .map(({ entryId: _e, ...a }) => a),
    achievements: {
      unlockedCount: report.unlocked.length,
      total: report.unlocked.length + report.locked.length,
      totalPoints: report.totalPoints,
      nearlyDone: report.nearlyDone.map((s) => ({ ...s })),
      suggestions: report.suggestions.map((s) => ({ ...s })),
      recent: recentUnlocks.map((s) => ({ ...s })),
    },
    timeZone,
  };
}
