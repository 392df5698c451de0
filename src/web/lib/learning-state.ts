import { achievementReport } from '../../core/gamification/achievements';
import { dashboardView } from '../../core/gamification/dashboard';
import {
  INITIAL_LEARNING_STATE,
  type LearningState,
  onHeartLost,
  onLogin,
  onRefill,
  onXpEarned,
  resetDailyXP as resetDaily,
  rollDay,
  syncToday,
} from '../../core/gamification/learning-state';
import { buildLessonLookup } from '../../core/gamification/lesson-info';
import { type ActivityEntry, type DerivedProgress, deriveProgress } from '../../core/gamification/log';
import { recommendNextLessons } from '../../core/gamification/recommend';
import type { UserView } from '../../shared/api/auth';
import type { DashboardAnswer, ProgressTotals, RecordedAnswer, TrackBody } from '../../shared/api/progress';
import { ApiError, api } from './api';
import { getSession, localUserId, setUser } from './session';
import { keys, readJson, userKey, writeJson } from './storage';
import { dispatchAwards, XP_UPDATED, type XpAwardedDetail, type XpUpdatedDetail } from './xp-events';

// The learner's gamification in the browser (spec app-and-learning §3 Local learning state, §4
// Streak/hearts/refresh, Offline writes; DESIGN §3 guests use the same core engine):
// - guests: XP, streaks and achievements derived by src/core from a local activity log plus the
//   story completions the lesson player saved locally;
// - signed-in users: the server computes everything; a write that fails is queued here and
//   replayed later, then cleared;
// - hearts and today's XP are the local learning state;
// - every change broadcasts `xp-updated` ({ totalXP, level }) so each XP figure on screen refreshes,
//   and `xp-awarded` (XP events, new achievements) for the toasts.

export { XP_AWARDED, XP_UPDATED, type XpAwardedDetail, type XpUpdatedDetail } from './xp-events';

const { lookup: lessonInfo, all: lessonInfos } = buildLessonLookup();

export function learnerTimeZone(): string {
  const session = getSession();
  const stored = session.user && 'timeZone' in session.user ? session.user.timeZone : undefined;
  return stored || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

// ---- events --------------------------------------------------------------------------------

export function broadcastXp(detail: XpUpdatedDetail): void {
  window.dispatchEvent(new CustomEvent<XpUpdatedDetail>(XP_UPDATED, { detail }));
}

export function announceAwards(detail: XpAwardedDetail): void {
  if (detail.events.length === 0 && detail.achievements.length === 0) return;
  dispatchAwards(detail);
}

// ---- local learning state (hearts, todayXP) --------------------------------------------------

type StoredLearningState = LearningState & { userId: string };

export function readLearningState(userId = localUserId(), now = new Date()): LearningState {
  const stored = readJson<StoredLearningState>(keys.learningState);
  const state = stored && stored.userId === userId ? stored : INITIAL_LEARNING_STATE;
  return rollDay(state, now, learnerTimeZone());
}

function writeLearningState(state: LearningState, userId = localUserId()): LearningState {
  writeJson(keys.learningState, { ...state, userId });
  return state;
}

export const learningState = {
  login: () => writeLearningState(onLogin(readLearningState())),
  loseHeart: () => writeLearningState(onHeartLost(readLearningState())),
  refillHearts: () => writeLearningState(onRefill(readLearningState())),
  /** Hearts as the server (or the guest's own hearts record) says; every XP figure refreshes too. */
  setHearts: (hearts: number) => {
    const state = writeLearningState({ ...readLearningState(), hearts });
    const { user } = getSession();
    if (user) broadcastXp({ totalXP: user.totalXP, level: user.level });
    return state;
  },
  resetDailyXP: () => writeLearningState(resetDaily(readLearningState())),
  earned: (xp: number, streak?: number) =>
    writeLearningState(onXpEarned(readLearningState(), xp, new Date(), learnerTimeZone(), streak)),
  /** Today's learning XP and the streak as the engine counts them. */
  sync: (todayXP: number, streak: number) =>
    writeLearningState(syncToday(readLearningState(), todayXP, new Date(), learnerTimeZone(), streak)),
};

// ---- the local activity log (guests) ---------------------------------------------------------

type StoredEntry = Omit<ActivityEntry, 'at'> & { at: string };
type StoryRecord = { storyId: string; completed: boolean; score: number; timestamp: string };

const LOG = 'activity-log';
const STORIES = 'story-progress';

export function readLocalLog(userId = localUserId()): ActivityEntry[] {
  const own = (readJson<StoredEntry[]>(userKey(userId, LOG)) ?? []).map((e) => ({
    ...e,
    at: new Date(e.at),
  }));
  // Completions the lesson player saved on this device count as lesson_complete activities.
  const stories = Object.values(readJson<Record<string, StoryRecord>>(userKey(userId, STORIES)) ?? {})
    .filter((r) => r.completed && !own.some((e) => e.type === 'lesson_complete' && e.lessonId === r.storyId))
    .map<ActivityEntry>((r) => ({
      id: `story:${r.storyId}`,
      type: 'lesson_complete',
      lessonId: r.storyId,
      at: new Date(r.timestamp),
      data: { score: r.score },
    }));
  return [...own, ...stories];
}

export function deriveLocal(now = new Date(), userId = localUserId()): DerivedProgress {
  return deriveProgress(readLocalLog(userId), { now, timeZone: learnerTimeZone(), lessons: lessonInfo });
}

function appendLocal(entry: Omit<ActivityEntry, 'id' | 'at'>, userId = localUserId()): ActivityEntry {
  const stored = readJson<StoredEntry[]>(userKey(userId, LOG)) ?? [];
  const at = new Date();
  const full: ActivityEntry = { ...entry, id: `local:${at.getTime()}:${stored.length}`, at };
  writeJson(userKey(userId, LOG), [...stored, { ...full, at: at.toISOString() }]);
  return full;
}

function toTrackEntry(body: TrackBody): Omit<ActivityEntry, 'id' | 'at'> {
  switch (body.activityType) {
    case 'lesson_complete':
      return {
        type: 'lesson_complete',
        lessonId: body.activityData.lessonId,
        data: { ...body.activityData },
      };
    case 'quiz_complete':
      return { type: 'quiz_complete', lessonId: body.activityData.quizId, data: { ...body.activityData } };
    case 'trade_execute':
      return { type: 'trade_execute', data: { symbol: body.activityData.symbol } };
    case 'login':
      return { type: 'login', data: {} };
    default:
      return { type: 'login', data: {} };
  }
}

// ---- recording activities --------------------------------------------------------------------

/**
 * A failed write kept to send later: the server could not be reached or failed (5xx), or the session
 * had ended (401: sent once the learner signs in again). Any other refusal will never succeed.
 */
function worthSendingAgain(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.status === 401;
}

/** A write that failed, kept to send again; `key` (its Idempotency-Key) makes the replay count once. */
type Pending = { activityType: string; activityData: unknown; timestamp: string; key?: string };
const PENDING = 'pending-activities';

function readPending(userId: string): Pending[] {
  return readJson<Pending[]>(userKey(userId, PENDING)) ?? [];
}

/**
 * Records what the learner did. Signed in: POST /api/analytics/track (a failed write is queued and
 * replayed later). Guest: appended to the local log and scored by the same core engine.
 */
/** `announce: false` when the caller shows the rewards itself (the lesson's completion screen). */
export type RecordOptions = { announce?: boolean };

export async function trackActivity(
  body: TrackBody,
  options: RecordOptions = {},
): Promise<XpAwardedDetail | null> {
  const session = getSession();
  const userId = localUserId(session);
  if (session.isAuthenticated) {
    // One key per activity, kept with it if it is queued: the write may have landed even when its
    // answer was lost, and the server records a key once.
    const key = crypto.randomUUID();
    try {
      const answer = await api<RecordedAnswer>('/api/analytics/track', {
        method: 'POST',
        body,
        headers: { 'idempotency-key': key },
      });
      afterServerAward(answer, options);
      return { events: answer.xpEvents, achievements: answer.newAchievements };
    } catch (error) {
      if (!worthSendingAgain(error)) return null;
      const queue = [...readPending(userId), { ...body, timestamp: new Date().toISOString(), key }];
      writeJson(userKey(userId, PENDING), queue);
      return null;
    }
  }
  if (
    body.activityType !== 'login' &&
    !['lesson_complete', 'quiz_complete', 'trade_execute'].includes(body.activityType)
  )
    return null;
  return recordLocally(toTrackEntry(body), userId, options);
}

function recordLocally(
  entry: Omit<ActivityEntry, 'id' | 'at'>,
  userId: string,
  options: RecordOptions,
): XpAwardedDetail {
  // The lesson player may have saved this very completion as a story record a moment ago: leave it
  // out of "before", so what this entry unlocks is announced.
  const stale = entry.type === 'lesson_complete' ? `story:${entry.lessonId}` : null;
  const before = deriveProgress(
    readLocalLog(userId).filter((e) => e.id !== stale),
    { now: new Date(), timeZone: learnerTimeZone(), lessons: lessonInfo },
  );
  const saved = appendLocal(entry, userId);
  const after = deriveLocal(new Date(), userId);
  const events = after.awards.filter((a) => a.entryId === saved.id).map(({ entryId: _e, ...e }) => e);
  const had = new Set(before.achievements.map((a) => a.id));
  const report = achievementReport(after.stats, after.achievements);
  const achievements = report.unlocked.filter((a) => !had.has(a.id));
  learningState.sync(after.todayXP, after.currentStreak);
  const detail = { events, achievements };
  if (options.announce !== false) announceAwards(detail);
  updateSessionTotals(after);
  broadcastXp({ totalXP: after.totalXP, level: after.level });
  return detail;
}

function afterServerAward(answer: RecordedAnswer, options: RecordOptions = {}): void {
  serverAwarded(answer.user, { events: answer.xpEvents, achievements: answer.newAchievements }, options);
}

/**
 * Awards the server gave, as every signed-in award is handled: today's XP and the streak, the
 * session's figures, the toasts (unless the caller shows them) and xp-updated.
 */
export function serverAwarded(
  totals: Pick<ProgressTotals, 'totalXP' | 'level' | 'currentStreak' | 'longestStreak' | 'todayXP'>,
  detail: XpAwardedDetail,
  options: RecordOptions = {},
): void {
  learningState.sync(totals.todayXP, totals.currentStreak);
  updateSessionTotals(totals);
  if (options.announce !== false) announceAwards(detail);
  broadcastXp({ totalXP: totals.totalXP, level: totals.level });
}

/** Keeps the stored user's XP figures current, so anything reading the session agrees. */
function updateSessionTotals(
  t: Pick<ProgressTotals, 'totalXP' | 'level' | 'currentStreak' | 'longestStreak'>,
): void {
  const { user } = getSession();
  if (!user) return;
  setUser({
    ...user,
    totalXP: t.totalXP,
    ...('xp' in user ? { xp: t.totalXP } : {}),
    level: t.level,
    currentStreak: t.currentStreak,
    longestStreak: t.longestStreak,
  } as UserView);
}

/** Handles the answer of POST /api/auth/progress made elsewhere (toasts, xp-updated). */
export function onProgressSaved(answer: RecordedAnswer, options: RecordOptions = {}): void {
  afterServerAward(answer, options);
}

/**
 * Replays queued analytics activities, then clears them; and sends the server story completions
 * that were kept locally because their write failed. Stops at the first network failure.
 */
export async function replayPending(): Promise<{ sent: number; left: number }> {
  const session = getSession();
  if (!session.isAuthenticated) return { sent: 0, left: 0 };
  const userId = localUserId(session);
  const queue = readPending(userId);
  let sent = 0;
  while (queue.length > 0) {
    const { activityType, activityData, key } = queue[0]!;
    try {
      const answer = await api<RecordedAnswer>('/api/analytics/track', {
        method: 'POST',
        body: { activityType, activityData },
        ...(key ? { headers: { 'idempotency-key': key } } : {}),
      });
      afterServerAward(answer);
      sent += 1;
    } catch (error) {
      if (worthSendingAgain(error)) break;
      // A refusal will never succeed: drop it.
    }
    queue.shift();
    writeJson(userKey(userId, PENDING), queue);
  }
  sent += await replayStoryCompletions(userId);
  return { sent, left: queue.length };
}

const REPLAYED = 'replayed-stories';

async function replayStoryCompletions(userId: string): Promise<number> {
  const local = Object.values(readJson<Record<string, StoryRecord>>(userKey(userId, STORIES)) ?? {}).filter(
    (r) => r.completed,
  );
  const replayed = new Set(readJson<string[]>(userKey(userId, REPLAYED)) ?? []);
  const todo = local.filter((r) => !replayed.has(r.storyId));
  if (todo.length === 0) return 0;
  let serverDone: Set<string>;
  try {
    const body = await api<{ progress: StoryRecord[] }>('/api/auth/progress');
    serverDone = new Set(body.progress.filter((r) => r.completed).map((r) => r.storyId));
  } catch {
    return 0;
  }
  let sent = 0;
  for (const r of todo) {
    if (!serverDone.has(r.storyId)) {
      try {
        const answer = await api<RecordedAnswer>('/api/auth/progress', {
          method: 'POST',
          body: { storyId: r.storyId, completed: true, score: r.score },
        });
        afterServerAward(answer);
        sent += 1;
      } catch (error) {
        if (worthSendingAgain(error)) break;
      }
    }
    replayed.add(r.storyId);
    writeJson(userKey(userId, REPLAYED), [...replayed]);
  }
  return sent;
}

/** Reloads the user and broadcasts xp-updated; answers null on failure (spec §4 refresh). */
export async function refreshUserData(): Promise<UserView | null> {
  if (!getSession().isAuthenticated) return null;
  try {
    const { user } = await api<{ user: UserView }>('/api/auth/verify', { timeoutMs: 5000 });
    setUser(user);
    broadcastXp({ totalXP: user.totalXP, level: user.level });
    return user;
  } catch {
    return null;
  }
}

// ---- the dashboard, computed locally ---------------------------------------------------------

/** The dashboard payload for a guest (or offline), from the same engine and view as the server. */
export function localDashboard(now = new Date(), userId = localUserId()): DashboardAnswer {
  const log = readLocalLog(userId);
  const p = deriveProgress(log, { now, timeZone: learnerTimeZone(), lessons: lessonInfo });
  return dashboardView(p, log, learnerTimeZone());
}

/** Next lessons for a guest, from the same model as the server. */
export function localRecommendations(openable: (id: string) => boolean, now = new Date()) {
  const p = deriveLocal(now);
  const percent: Record<string, number> = {};
  for (const [id, v] of Object.entries(p.courseProgress)) percent[id] = v.percent;
  return recommendNextLessons(
    lessonInfos.filter((l) => openable(l.id)),
    { completed: p.completedLessons, percent, quizScores: p.quizScores },
  );
}

/** A guest's finished crisis game: a game_complete activity in the local log, scored by the core. */
export function recordLocalGame(
  gameId: string,
  lessonId: string,
  gameScore: number,
  timeSpent?: number,
): XpAwardedDetail {
  return recordLocally(
    {
      type: 'game_complete',
      lessonId,
      data: { gameId, gameScore, ...(timeSpent === undefined ? {} : { timeSpent }) },
    },
    localUserId(),
    {},
  );
}
