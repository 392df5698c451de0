import type { StoredCard } from '../../../core/learning-path/review';
import { isFeatureKey } from '../../../core/onboarding/features';
import type { RecordedAnswer } from '../../../shared/api/progress';
import { ApiError, api } from '../api';
import { deriveLocal, readLocalLog, refreshUserData, serverAwarded } from '../learning-state';
import { personaliseDismissed, rememberPersonaliseDismissed } from '../personalise-dismissed';
import { getSession, localUserId } from '../session';
import { keys, readJson, remove, userKey, writeJson } from '../storage';
import { JOURNAL, OFFER } from './flags';

/** A guest's quick-check answers (kept by the setup flow, features/onboarding/flow.ts). */
const PLACEMENT_ANSWERS = 'placement-answers';

import { type CarryItem, type CarryReport, carryItems, type FinishedRun, itemsToSend } from './plan';

// Carrying a guest's progress into an account made (or, when the learner agrees, signed in to) on
// this device. A journal in localStorage names the account and the items already sent, so a reload
// half-way resumes where it stopped; each lesson and quiz goes with its own Idempotency-Key, so a write
// that landed but whose answer was lost is still recorded once (a finished game too). When every item is through, the guest's
// learning data is removed from this device (it now lives in the account), and the report is kept for
// the dashboard. The guest's paper portfolio is not carried: it stays on the device.

const GUEST = 'guest';
export const CARRY_REPORT = 'from-guest';
const DECLINED = 'guest-carry-declined';

type Journal = {
  to: string;
  done: string[];
  sent: { lessons: number; quizzes: number; games: number };
  xp: number;
  achievements: string[];
  refused: number;
  tours: Record<string, 'completed' | 'skipped'>;
  preferences: Record<string, unknown> | null;
  /** What guest mode showed when the carry began, and the part paper trades earned. */
  guestXp?: number;
  tradeXp?: number;
  /** The guest's review cards went (or there were none). */
  cardsSent?: boolean;
  /** The guest's quick-check answers were graded for the account (or there were none). */
  placementSent?: boolean;
};

export type StoredReport = CarryReport & { preferences: Record<string, unknown> | null; seen?: boolean };

type StoredRun = {
  actions?: unknown[];
  startedAt?: string;
  finished?: { savedOn?: string; view?: { playedAt?: string } };
};

function finishedRuns(): FinishedRun[] {
  const runs: FinishedRun[] = [];
  // Each game's running record is its own key (features/games/session.ts); read by prefix, so the
  // game data need not load with the dashboard or the auth screen.
  const prefix = userKey(GUEST, 'game:');
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i) ?? '';
    if (!key.startsWith(prefix)) continue;
    const stored = readJson<StoredRun>(key);
    if (stored?.finished?.savedOn === 'device' && stored.actions && stored.actions.length > 0)
      runs.push({
        gameId: key.slice(prefix.length),
        actions: stored.actions,
        startedAt: stored.startedAt ?? '',
        ...(stored.finished.view?.playedAt ? { finishedAt: stored.finished.view.playedAt } : {}),
      });
  }
  runs.sort((a, b) => a.gameId.localeCompare(b.gameId));
  return runs;
}

/** Everything of the guest's on this device that an account can take. */
export function guestItems(): CarryItem[] {
  return carryItems(readLocalLog(GUEST), finishedRuns());
}

export function guestLessonCount(): number {
  return guestItems().filter((i) => i.kind === 'lesson').length;
}

/** Whether to ask a learner who signed in if this device's guest lessons should join the account. */
export function shouldOffer(userId: string): boolean {
  const declined = new Set(readJson<string[]>(userKey(userId, DECLINED)) ?? []);
  return guestItems().some((i) => !declined.has(i.key));
}

/** "Not now": the same guest items are not offered to this account again. */
export function decline(userId: string): void {
  writeJson(
    userKey(userId, DECLINED),
    guestItems().map((i) => i.key),
  );
  remove(userKey(userId, OFFER));
}

/**
 * Starts a carry into `userId` (false when the guest left nothing to bring). The guest's tour
 * statuses (and, when the answers go, a Personalise questionnaire closed unanswered) are copied to
 * the account's own record on this device at once, so no finished tour starts again and the
 * questionnaire is not pressed on the account; the onboarding answers are kept for /onboarding.
 */
export function beginCarry(userId: string, options: { preferences?: boolean } = {}): boolean {
  const tours = readJson<Journal['tours']>(userKey(GUEST, 'tours')) ?? {};
  // The setup flow is not a tour: /onboarding asks to confirm it (with the guest's answers filled in).
  const featureTours = Object.fromEntries(
    Object.entries(tours).filter(([key]) => isFeatureKey(key) && key !== 'general_onboarding'),
  );
  const preferences =
    options.preferences === false ? null : (readJson<Record<string, unknown>>(keys.userPreferences) ?? null);
  const hasPreferences = preferences !== null && Object.keys(preferences).length > 0;
  // The questionnaire's answers go with the account (above); so does closing it unanswered: the
  // new account's dashboard does not ask again what the guest chose not to answer. Recorded at once,
  // as the tours are, even when the guest left nothing else to bring.
  if (options.preferences !== false && personaliseDismissed(GUEST)) rememberPersonaliseDismissed(userId);
  if (guestItems().length === 0 && Object.keys(featureTours).length === 0 && !hasPreferences) return false;
  const own = readJson<Journal['tours']>(userKey(userId, 'tours')) ?? {};
  // The welcome tour the guest already saw (or the setup the guest finished) does not start again
  // on this device after sign-up; the server is not told, so /onboarding still asks to confirm.
  const welcome = tours.general_onboarding ? { general_onboarding: tours.general_onboarding } : {};
  writeJson(userKey(userId, 'tours'), { ...featureTours, ...welcome, ...own });
  const shown = deriveLocal(new Date(), GUEST);
  const trades = new Set(
    readLocalLog(GUEST)
      .filter((e) => e.type === 'trade_execute')
      .map((e) => e.id),
  );
  const tradeXp = shown.awards.filter((a) => trades.has(a.entryId)).reduce((s, a) => s + a.amount, 0);
  writeJson(JOURNAL, {
    to: userId,
    done: [],
    sent: { lessons: 0, quizzes: 0, games: 0 },
    xp: 0,
    achievements: [],
    refused: 0,
    tours: featureTours,
    preferences: hasPreferences ? preferences : null,
    guestXp: shown.totalXP,
    tradeXp,
  } satisfies Journal);
  remove(userKey(userId, OFFER));
  return true;
}

/** The carry kept for this account (what came, and the guest's onboarding answers). */
export function carryReport(userId = localUserId()): StoredReport | undefined {
  return readJson<StoredReport>(userKey(userId, CARRY_REPORT));
}

export function markReportSeen(userId = localUserId()): void {
  const report = carryReport(userId);
  if (report) writeJson(userKey(userId, CARRY_REPORT), { ...report, seen: true });
}

function send(item: CarryItem): Promise<RecordedAnswer> {
  const headers = { 'idempotency-key': item.key };
  switch (item.kind) {
    case 'lesson':
      return api<RecordedAnswer>('/api/analytics/track', {
        method: 'POST',
        headers,
        body: {
          activityType: 'lesson_complete',
          activityData: {
            lessonId: item.lessonId,
            ...(item.score === undefined ? {} : { score: Math.min(100, Math.max(0, item.score)) }),
            ...(item.timeSpent === undefined ? {} : { timeSpent: item.timeSpent }),
            // Scored at the time the guest did it (the server honours it for a time before the account).
            occurredAt: item.at,
          },
        },
      });
    case 'quiz':
      return api<RecordedAnswer>('/api/analytics/track', {
        method: 'POST',
        headers,
        body: {
          activityType: 'quiz_complete',
          activityData: {
            quizId: item.quizId,
            score: item.score,
            passed: item.passed,
            occurredAt: item.at,
          },
        },
      });
    case 'game':
      return api<{ progress: RecordedAnswer }>(`/api/games/${item.gameId}/results`, {
        method: 'POST',
        headers,
        body: {
          actions: item.actions,
          ...(item.timeSpent === undefined ? {} : { timeSpent: item.timeSpent }),
          // Scored at the time the guest finished it, as a carried lesson is.
          ...(item.at ? { occurredAt: item.at } : {}),
        },
      }).then((a) => a.progress);
  }
}

async function completedOnAccount(): Promise<Set<string>> {
  const body = await api<{ progress: { storyId: string; completed: boolean }[] }>('/api/auth/progress');
  return new Set(body.progress.filter((r) => r.completed).map((r) => r.storyId));
}

/** The guest's review cards on this device (quiz questions and concepts met), kept by the path client. */
function guestCards(): { cardId: string; card: StoredCard }[] {
  const cards = readJson<Record<string, StoredCard>>(userKey(GUEST, 'review-cards')) ?? {};
  return Object.entries(cards).map(([cardId, card]) => ({ cardId, card }));
}

/** Transient failures stop the carry (it resumes); a refusal is for good. */
function forGood(what: string) {
  return (error: unknown): null => {
    if (!(error instanceof ApiError) || error.status === 0 || error.status === 401 || error.status >= 500)
      throw error;
    console.warn(`${what} were refused; they stay out of the account.`, error);
    return null;
  };
}

/**
 * The guest's quick-check answers, graded by the server for the account: the setup after sign-up
 * keeps that result instead of asking the check again. Sent before the cards, so the server makes
 * those questions' cards itself.
 */
async function sendPlacement(to: string): Promise<void> {
  const answers = readJson<{ cardId: string; option: number }[]>(userKey(GUEST, PLACEMENT_ANSWERS));
  if (!answers || answers.length < 3) return;
  const answer = await api<{ placement: unknown }>('/api/learning-path/placement', {
    method: 'POST',
    body: { answers: answers.slice(0, 5) },
  }).catch(forGood('The guest quick-check answers'));
  if (answer) writeJson(userKey(to, 'placement'), answer.placement);
}

/** Sends the guest's review cards, so the reviews due in guest mode are due in the account. */
async function sendCards(): Promise<void> {
  const cards = guestCards();
  for (let i = 0; i < cards.length; i += 500)
    await api('/api/learning-path/cards', {
      method: 'POST',
      body: { cards: cards.slice(i, i + 500) },
    }).catch(forGood('Guest review cards'));
}

async function sendTours(tours: Journal['tours']): Promise<void> {
  for (const [featureKey, status] of Object.entries(tours)) {
    const now = new Date().toISOString();
    await api('/api/onboarding/complete', {
      method: 'POST',
      body: {
        featureKey,
        completionData: {
          completedAt: now,
          version: '1',
          ...(status === 'skipped' ? { skipped: true, skippedAt: now } : {}),
        },
      },
    }).catch((error: unknown) => console.warn('A guest tour stays done on this device only.', error));
  }
}

/** Removes what the account now holds from the guest's data on this device (never the portfolio). */
function clearCarried(items: readonly CarryItem[]): void {
  for (const name of [
    'activity-log',
    'story-progress',
    'replayed-stories',
    'review-cards',
    'placement',
    PLACEMENT_ANSWERS,
  ])
    remove(userKey(GUEST, name));
  const games = new Set(items.filter((i) => i.kind === 'game').map((i) => (i as { gameId: string }).gameId));
  if (games.size === 0) return;
  for (const id of games) remove(userKey(GUEST, `game:${id}`));
  const results = readJson<Record<string, unknown>>(userKey(GUEST, 'game-results')) ?? {};
  for (const id of games) delete results[id];
  writeJson(userKey(GUEST, 'game-results'), results);
}

let running: Promise<StoredReport | null> | null = null;

/**
 * Sends what is left of a started carry for the signed-in learner; null when there is none, or when
 * it stopped (no connection, session ended) and will resume on the next start of the app.
 */
export function runCarry(): Promise<StoredReport | null> {
  running ??= carry().finally(() => {
    running = null;
  });
  return running;
}

async function carry(): Promise<StoredReport | null> {
  const session = getSession();
  const journal = readJson<Journal>(JOURNAL);
  if (!session.isAuthenticated || !journal || journal.to !== localUserId(session)) return null;
  const items = guestItems();
  let last: RecordedAnswer | null = null;
  try {
    const todo = itemsToSend(items, new Set(journal.done), await completedOnAccount());
    for (const item of todo) {
      try {
        const answer = await send(item);
        last = answer;
        journal.xp += answer.xpEarned;
        journal.achievements.push(...answer.newAchievements.map((a) => a.name));
        journal.sent[item.kind === 'lesson' ? 'lessons' : item.kind === 'quiz' ? 'quizzes' : 'games'] += 1;
      } catch (error) {
        if (!(error instanceof ApiError) || error.status === 0 || error.status === 401 || error.status >= 500)
          throw error;
        journal.refused += 1; // refused for good (e.g. no longer in the catalogue): skipped
      }
      journal.done.push(item.key);
      writeJson(JOURNAL, journal);
    }
    if (!journal.placementSent) {
      await sendPlacement(journal.to);
      journal.placementSent = true;
      writeJson(JOURNAL, journal);
    }
    if (!journal.cardsSent) {
      await sendCards();
      journal.cardsSent = true;
      writeJson(JOURNAL, journal);
    }
  } catch (error) {
    console.warn('Bringing guest progress stopped; it resumes next time.', error);
    if (last) serverAwarded(last.user, { events: [], achievements: [] }, { announce: false });
    return null;
  }
  await sendTours(journal.tours);
  if (last) serverAwarded(last.user, { events: [], achievements: [] }, { announce: false });
  // The session's user learns what the account now holds (its courseProgress), so the setup's path
  // counts a carried lesson as done instead of offering it again.
  if (last) await refreshUserData();
  const report: StoredReport = {
    ...journal.sent,
    xp: journal.xp,
    achievements: journal.achievements,
    refused: journal.refused,
    portfolio: localStorage.getItem(userKey(GUEST, 'portfolio')) !== null,
    at: new Date().toISOString(),
    preferences: journal.preferences,
    ...(journal.guestXp === undefined ? {} : { guestXp: journal.guestXp, tradeXp: journal.tradeXp ?? 0 }),
  };
  writeJson(userKey(journal.to, CARRY_REPORT), report);
  clearCarried(items);
  remove(JOURNAL);
  return report;
}

/** A carry was started for this learner and has not finished (resumed at start). */
export function carryPending(userId = localUserId()): boolean {
  return readJson<Journal>(JOURNAL)?.to === userId;
}
