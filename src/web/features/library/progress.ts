import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { quizPassed } from '../../../core/learning/quiz';
import type { AchievementView, RecordedAnswer, XpEventView } from '../../../shared/api/progress';
import { ApiError, api } from '../../lib/api';
import { deriveLocal, onProgressSaved, trackActivity } from '../../lib/learning-state';
import { getSession, localUserId, type Session, useSession } from '../../lib/session';
import { readJson, userKey, writeJson } from '../../lib/storage';

// Story progress (spec: Story progress record storyId, completed, score, timestamp). Signed-in users
// save to POST /api/auth/progress; guests, and any failed server write, keep it in localStorage
// under the user's own key (app-and-learning §4: failed writes fall back to local storage).

export type StoryProgressRecord = { storyId: string; completed: boolean; score: number; timestamp: string };

const LOCAL_NAME = 'story-progress';

export function readLocalProgress(userId: string): Record<string, StoryProgressRecord> {
  return readJson<Record<string, StoryProgressRecord>>(userKey(userId, LOCAL_NAME)) ?? {};
}

function writeLocalProgress(userId: string, record: StoryProgressRecord): void {
  const all = readLocalProgress(userId);
  const before = all[record.storyId];
  // Completion is never undone, and the best score is kept.
  all[record.storyId] = {
    ...record,
    completed: record.completed || before?.completed === true,
    score: Math.max(record.score, before?.score ?? 0),
  };
  writeJson(userKey(userId, LOCAL_NAME), all);
}

/**
 * Reads completed story ids out of whatever GET /api/auth/progress returns: a list of records, an
 * object holding such a list, or a courseProgress map of id → { completed } or percent.
 */
export function completedIdsFromServer(body: unknown): string[] {
  const ids = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) {
        if (item && typeof item === 'object') {
          const r = item as { storyId?: unknown; lessonId?: unknown; completed?: unknown };
          const id =
            typeof r.storyId === 'string' ? r.storyId : typeof r.lessonId === 'string' ? r.lessonId : null;
          if (id && r.completed === true) ids.add(id);
        }
      }
      return;
    }
    if (!value || typeof value !== 'object') return;
    const o = value as Record<string, unknown>;
    for (const key of ['progress', 'stories', 'records', 'items']) if (key in o) visit(o[key]);
    const course = o.courseProgress;
    if (course && typeof course === 'object' && !Array.isArray(course)) {
      for (const [id, v] of Object.entries(course as Record<string, unknown>)) {
        if (v === true || v === 100) ids.add(id);
        if (v && typeof v === 'object' && (v as { completed?: unknown }).completed === true) ids.add(id);
      }
    }
  };
  visit(body);
  return [...ids];
}

/** Completed story ids; `serverFailed` when a signed-in learner's server progress could not be read. */
async function fetchCompleted(session: Session): Promise<{ ids: string[]; serverFailed: boolean }> {
  const local = Object.values(readLocalProgress(localUserId(session)))
    .filter((r) => r.completed)
    .map((r) => r.storyId);
  if (!session.isAuthenticated) return { ids: local, serverFailed: false };
  try {
    const body = await api<unknown>('/api/auth/progress');
    return { ids: [...new Set([...completedIdsFromServer(body), ...local])], serverFailed: false };
  } catch {
    // spec: progress server failures fall back to local data. The cards mark what this device knows;
    // the page says the rest is missing, rather than a count of 0 that reads as progress lost.
    return { ids: local, serverFailed: true };
  }
}

export function useCompletedStories(): {
  completed: ReadonlySet<string>;
  isLoading: boolean;
  isError: boolean;
  retry: () => void;
} {
  const session = useSession();
  const query = useQuery({
    queryKey: ['story-progress', localUserId(session), session.isAuthenticated],
    queryFn: () => fetchCompleted(session),
  });
  const completed = useMemo(() => new Set(query.data?.ids ?? []), [query.data]);
  return {
    completed,
    isLoading: query.isLoading,
    isError: query.isError || query.data?.serverFailed === true,
    retry: () => void query.refetch(),
  };
}

export type CompletionDetails = {
  /** Seconds spent in the player. */
  timeSpent?: number;
  /** Percent of quiz questions answered right, when the lesson had a quiz. */
  quizPercent?: number;
  /** False when the caller shows the rewards itself (no toasts). */
  announce?: boolean;
};

/**
 * Saves a completed story and lets the gamification side award XP: signed in, the server's answer
 * to POST /api/auth/progress goes to `onProgressSaved` (toasts, xp-updated); a guest's completion is
 * kept locally and recorded as a lesson_complete activity scored by the same core engine. A quiz
 * result is recorded as a quiz_complete activity. Returns where the completion was stored.
 */
export type CompletionOutcome = {
  /** Where the completion was stored. */
  where: 'server' | 'local';
  /** Every XP award the completion (and its quiz) earned, in order. */
  events: XpEventView[];
  achievements: AchievementView[];
  /** The learner's figures after it, when known (not while a signed-in write waits to be sent). */
  totals: { totalXP: number; level: number; currentStreak: number } | null;
  /** The server refused the write because the session had ended: it waits for the next sign-in. */
  sessionEnded?: true;
};

export async function saveStoryCompletion(
  storyId: string,
  score: number,
  details: CompletionDetails = {},
): Promise<CompletionOutcome> {
  const session = getSession();
  const record: StoryProgressRecord = {
    storyId,
    completed: true,
    score: Math.max(0, Math.min(100, Math.round(score))),
    timestamp: new Date().toISOString(),
  };
  const timeSpent =
    details.timeSpent === undefined
      ? undefined
      : Math.max(0, Math.min(86_400, Math.round(details.timeSpent)));
  let where: 'server' | 'local' = 'local';
  let sessionEnded = false;
  const events: XpEventView[] = [];
  const achievements: AchievementView[] = [];
  const collect = (d: { events: XpEventView[]; achievements: AchievementView[] } | null) => {
    if (!d) return;
    events.push(...d.events);
    achievements.push(...d.achievements);
  };
  if (session.isAuthenticated) {
    try {
      const answer = await api<RecordedAnswer>('/api/auth/progress', {
        method: 'POST',
        body: {
          storyId,
          completed: true,
          score: record.score,
          ...(timeSpent === undefined ? {} : { timeSpent }),
        },
      });
      where = 'server';
      if (answer && Array.isArray(answer.xpEvents)) {
        onProgressSaved(answer, { announce: details.announce });
        collect({ events: answer.xpEvents, achievements: answer.newAchievements });
      }
    } catch (error) {
      // spec: failed server writes fall back to local storage
      sessionEnded = error instanceof ApiError && error.status === 401;
    }
  }
  if (where === 'local') {
    writeLocalProgress(localUserId(session), record);
    if (!session.isAuthenticated) {
      collect(
        await trackActivity(
          {
            activityType: 'lesson_complete',
            activityData: {
              lessonId: storyId,
              score: record.score,
              ...(timeSpent === undefined ? {} : { timeSpent }),
            },
          },
          { announce: details.announce },
        ).catch(() => null),
      );
    }
  }
  if (details.quizPercent !== undefined) {
    const percent = Math.max(0, Math.min(100, Math.round(details.quizPercent)));
    collect(
      await trackActivity(
        {
          activityType: 'quiz_complete',
          activityData: { quizId: storyId, score: percent, passed: quizPassed(percent) },
        },
        { announce: details.announce },
      ).catch(() => null),
    );
  }
  return {
    where,
    events,
    achievements,
    totals: currentTotals(session.isAuthenticated, where),
    ...(sessionEnded ? { sessionEnded: true as const } : {}),
  };
}

/** The figures the session now holds (kept current by every award), when they are up to date. */
function currentTotals(signedIn: boolean, where: 'server' | 'local'): CompletionOutcome['totals'] {
  if (signedIn && where === 'local') return null;
  if (!signedIn) {
    const p = deriveLocal();
    return { totalXP: p.totalXP, level: p.level, currentStreak: p.currentStreak };
  }
  const user = getSession().user;
  if (!user || !('totalXP' in user)) return null;
  return {
    totalXP: user.totalXP,
    level: user.level,
    currentStreak: 'currentStreak' in user ? (user.currentStreak ?? 0) : 0,
  };
}

// How far a reader got in a lesson not yet finished, kept on this device only (percent of the
// path's pages reached, the highest so far). The library shows it on the card.
const POSITION_NAME = 'story-position';

export function readPositions(userId: string): Record<string, number> {
  return readJson<Record<string, number>>(userKey(userId, POSITION_NAME)) ?? {};
}

export function recordPosition(storyId: string, percent: number): void {
  const userId = localUserId(getSession());
  const all = readPositions(userId);
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  if ((all[storyId] ?? 0) >= value) return;
  all[storyId] = value;
  writeJson(userKey(userId, POSITION_NAME), all);
}

// Where a reader left a lesson (pages taken, choices, quiz answers), so reopening it resumes there.
const READING_NAME = 'story-reading';
export type SavedReading = {
  /** Seconds of study counted so far (the player's study clock). */
  seconds?: number;
  trail: string[];
  choices: Record<string, string>;
  answers: Record<string, (number | null)[]>;
};

export function readSavedReading(storyId: string): SavedReading | undefined {
  const all = readJson<Record<string, SavedReading>>(userKey(localUserId(getSession()), READING_NAME)) ?? {};
  return all[storyId];
}

export function saveReading(storyId: string, reading: SavedReading | null): void {
  const key = userKey(localUserId(getSession()), READING_NAME);
  const all = readJson<Record<string, SavedReading>>(key) ?? {};
  if (reading === null) delete all[storyId];
  else all[storyId] = reading;
  writeJson(key, all);
}

export function useInvalidateProgress(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['story-progress'] });
}
