import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { HEART_REGEN_MS, type Hearts } from '../../../core/learning-path/hearts';
import type { Placement, Preferences } from '../../../core/learning-path/path';
import type { ReviewGrade, StoredCard } from '../../../core/learning-path/review';
import type {
  AnswerAnswer,
  CardView,
  HeartsView,
  PathAnswer,
  ReviewSessionAnswer,
  ReviewsAnswer,
} from '../../../shared/api/learning-path';
import { api } from '../../lib/api';
import {
  deriveLocal,
  learningState,
  readLearningState,
  readLocalLog,
  XP_UPDATED,
} from '../../lib/learning-state';
import { getSession, localUserId, type Session, useSession } from '../../lib/session';
import { keys, readJson, userKey, writeJson } from '../../lib/storage';
import { trackEvent } from '../../lib/tracking';
import { PREFERENCES_SAVED } from '../dashboard/preferencesSaved';

// The learning path, review cards and hearts in the browser: from the server for signed-in
// learners, computed by the same src/core rules from this device's data for guests. Those rules
// and the quiz bank load on demand (pathEngine), never with the route (issue 14).

const engine = () => import('./pathEngine');
type Engine = Awaited<ReturnType<typeof engine>>;

const CARDS = 'review-cards';
const HEARTS = 'hearts';
const PLACEMENT = 'placement';
export const REVIEWS_CHANGED = 'reviews-changed';

type LocalCards = Record<string, StoredCard>;

function localCards(userId = localUserId()): LocalCards {
  return readJson<LocalCards>(userKey(userId, CARDS)) ?? {};
}

function saveLocalCards(cards: LocalCards, userId = localUserId()): void {
  writeJson(userKey(userId, CARDS), cards);
}

function localHearts(e: Engine, now: Date, userId = localUserId()): Hearts {
  const { fullHearts, heartsAt } = e;
  return heartsAt(readJson<Hearts>(userKey(userId, HEARTS)) ?? fullHearts(now), now);
}

function saveLocalHearts(e: Engine, h: Hearts, now: Date, userId = localUserId()): HeartsView {
  writeJson(userKey(userId, HEARTS), h);
  return e.heartsStatus(h, now);
}

/** The saved questionnaire answers, in the path's shape. */
function savedPreferences({ preferencesFrom }: Engine): Preferences {
  const { user } = getSession();
  const fromUser = user && 'preferences' in user ? user.preferences : undefined;
  return preferencesFrom(
    fromUser && Object.keys(fromUser).length > 0
      ? fromUser
      : (readJson<Record<string, unknown>>(keys.userPreferences) ?? {}),
  );
}

/** A guest's path, reviews and hearts, from this device. */
export async function localPath(now = new Date()): Promise<PathAnswer> {
  const e = await engine();
  const { buildPath, dueCards, heartsStatus, lessonMasteryOf, lessonOfCard, masteryByLesson } = e;
  const userId = localUserId();
  const progress = deriveLocal(now, userId);
  const cards = Object.entries(localCards(userId)).map(([id, card]) => ({ id, card }));
  const trades = readLocalLog(userId).filter((e) => e.type === 'trade_execute').length;
  const path = buildPath({
    preferences: savedPreferences(e),
    placement: readJson<Placement>(userKey(userId, PLACEMENT)) ?? null,
    completed: new Set(progress.completedLessons),
    quizScores: progress.quizScores,
    mastery: masteryByLesson(
      cards.map((c) => ({ lessonId: lessonOfCard(c.id), mastery: lessonMasteryOf(c.card, now) })),
    ),
    tradesMade: trades,
    favouriteArea: null,
  });
  return {
    path,
    reviewsDue: dueCards(cards, now).length,
    hearts: heartsStatus(localHearts(e, now, userId), now),
  };
}

// One listener per query client however many blocks show the path (the dashboard has four): with
// one each, every block's invalidation cancelled the fetch the one before had just started, so a
// single award asked for the path four times.
const listeners = new Map<QueryClient, { users: number; stop: () => void }>();

/** Refreshes the path on XP, review, heart and preference changes while `client` has a user; returns the release. */
function refreshOnChanges(client: QueryClient): () => void {
  let entry = listeners.get(client);
  if (!entry) {
    const refresh = () => void client.invalidateQueries({ queryKey: ['learning-path'] });
    const events = [XP_UPDATED, REVIEWS_CHANGED, PREFERENCES_SAVED];
    for (const e of events) window.addEventListener(e, refresh);
    entry = {
      users: 0,
      stop: () => {
        for (const e of events) window.removeEventListener(e, refresh);
      },
    };
    listeners.set(client, entry);
  }
  const held = entry;
  held.users += 1;
  return () => {
    held.users -= 1;
    if (held.users > 0) return;
    held.stop();
    listeners.delete(client);
  };
}

/** The path query's key and answer: the server's path for a signed-in learner, else this device's. */
function pathQuery(session: Session) {
  const signedIn = session.isAuthenticated;
  return {
    queryKey: ['learning-path', localUserId(session), signedIn],
    queryFn: async (): Promise<PathAnswer> => {
      if (!signedIn) return localPath();
      const answer = await api<PathAnswer>('/api/learning-path');
      // Only a real change is written and broadcast: every xp-updated refetches the dashboard, so
      // comparing with a device's missing record (a new device, every first visit) asked for the
      // dashboard twice on each load.
      if (answer.hearts.hearts !== readLearningState().hearts) learningState.setHearts(answer.hearts.hearts);
      return answer;
    },
  };
}

/** The path query, refreshed whenever XP, reviews or hearts change. */
export function useLearningPath() {
  const session = useSession();
  const client = useQueryClient();
  useEffect(() => refreshOnChanges(client), [client]);
  return useQuery({ ...pathQuery(session), retry: 1 });
}

/**
 * The path as it is now (asked again, never an earlier answer), kept as the path query's answer, so
 * the pages that show it next (the library's Start here, the dashboard) name the same next step.
 */
export function freshPath(client: QueryClient): Promise<PathAnswer> {
  return client.fetchQuery({ ...pathQuery(getSession()), staleTime: 0 });
}

function changed(): void {
  window.dispatchEvent(new Event(REVIEWS_CHANGED));
}

/** What a wrong answer at this many hearts left means, said under the question (not in a toast
 * over it). Hearts never lock a lesson (core/learning-path/hearts.ts): at zero the learner is told
 * what brings them back, and that a practice session does so even with no review due. */
export function heartNote(heartsLeft: number): string {
  return heartsLeft === 0
    ? `Out of hearts. You can read on: hearts never lock a lesson. One comes back every ${HEART_REGEN_MS / 60_000} minutes, and a review or practice session from your dashboard refills all five.`
    : `−1 heart · ${heartsLeft} left`;
}

/** A wrong answer's heart note on its way, and what it will most likely say (see QuizQuestionView). */
export type HeartNoteOnItsWay = { expected: string };

/**
 * The heart note a wrong answer given now will most likely bring: the line kept for it while the
 * hearts are counted is as long as the note (the out-of-hearts note runs to three lines on a phone).
 */
export function heartNoteOnItsWay(): HeartNoteOnItsWay {
  return { expected: heartNote(Math.max(0, readLearningState().hearts - 1)) };
}

/**
 * A quiz answer in a lesson: the question becomes a review card and a wrong answer costs a heart
 * (graded by the server for users; by the same core rules here for guests). Resolves to what the
 * lesson says under a wrong answer about the hearts (heartNote), or null.
 */
export async function recordQuizAnswer(cardId: string, option: number): Promise<string | null> {
  const e = await engine();
  const { afterWrongAnswer, heartsStatus, meet, quizItem } = e;
  if (!quizItem(cardId)) return null;
  const now = new Date();
  let hearts: HeartsView;
  let correct: boolean;
  if (getSession().isAuthenticated) {
    try {
      const answer = await api<AnswerAnswer>('/api/learning-path/answers', {
        method: 'POST',
        body: { cardId, option },
      });
      hearts = answer.hearts;
      correct = answer.correct;
    } catch (error) {
      console.warn('Could not record the answer for review.', error);
      return null;
    }
  } else {
    correct = quizItem(cardId)!.question.correct === option;
    const cards = localCards();
    cards[cardId] = meet(cards[cardId], correct, now);
    saveLocalCards(cards);
    hearts = correct
      ? heartsStatus(localHearts(e, now), now)
      : saveLocalHearts(e, afterWrongAnswer(localHearts(e, now), now), now);
  }
  learningState.setHearts(hearts.hearts);
  trackEvent('complete', cardId, { correct });
  changed();
  return correct ? null : heartNote(hearts.hearts);
}

/** A guest's answers outside a lesson (the placement check) become review cards, hearts untouched. */
export async function meetLocally(answers: readonly { cardId: string; option: number }[]): Promise<void> {
  const { meet, quizItem } = await engine();
  const now = new Date();
  const cards = localCards();
  for (const a of answers) {
    const item = quizItem(a.cardId);
    if (item) cards[a.cardId] = meet(cards[a.cardId], item.question.correct === a.option, now);
  }
  saveLocalCards(cards);
}

/** Glossary concepts met on a page become review cards. */
export async function recordTermsMet(termKeys: readonly string[]): Promise<void> {
  const { meet, termCardId, termItem } = await engine();
  const ids = termKeys.map(termCardId).filter((id) => termItem(id));
  if (ids.length === 0) return;
  if (getSession().isAuthenticated) {
    try {
      await api('/api/learning-path/terms', { method: 'POST', body: { keys: termKeys.slice(0, 50) } });
    } catch (error) {
      console.warn('Could not record the concepts for review.', error);
    }
    return;
  }
  const now = new Date();
  const cards = localCards();
  let added = false;
  for (const id of ids)
    if (!cards[id]) {
      cards[id] = meet(undefined, true, now);
      added = true;
    }
  if (added) saveLocalCards(cards);
}

/** The review session: due cards first, then the weakest, up to five. */
export async function loadReviews(): Promise<ReviewsAnswer> {
  if (getSession().isAuthenticated) return api<ReviewsAnswer>('/api/learning-path/reviews');
  const { isKnownCard, sessionCards } = await engine();
  const cards = Object.entries(localCards())
    .map(([id, card]) => ({ id, card }))
    .filter((c) => isKnownCard(c.id));
  return sessionCards(cards, new Date());
}

/** Finishes a session: each card rescheduled by its grade, then every heart refilled. */
export async function finishReviews(
  grades: { cardId: string; grade: ReviewGrade }[],
): Promise<ReviewSessionAnswer> {
  let answer: ReviewSessionAnswer;
  if (getSession().isAuthenticated) {
    answer = await api<ReviewSessionAnswer>('/api/learning-path/reviews', {
      method: 'POST',
      body: { grades },
    });
  } else {
    const e = await engine();
    const { afterReviewSession, cardStatus, dueCards, review } = e;
    const now = new Date();
    const cards = localCards();
    const reviewed: CardView[] = [];
    for (const g of grades) {
      const card = cards[g.cardId];
      if (!card) continue;
      cards[g.cardId] = review(card, g.grade, now);
      reviewed.push(cardStatus(g.cardId, cards[g.cardId]!, now));
    }
    saveLocalCards(cards);
    const hearts = saveLocalHearts(e, afterReviewSession(now), now);
    const all = Object.entries(cards).map(([id, card]) => ({ id, card }));
    answer = { reviewed, dueCount: dueCards(all, now).length, hearts };
  }
  learningState.setHearts(answer.hearts.hearts);
  trackEvent('complete', 'review-session', { cards: grades.length });
  changed();
  return answer;
}
