import { isKnownCard, lessonOfCard, quizItem, termCardId, termItem } from '../../../core/learning-path/cards';
import {
  afterReviewSession,
  afterWrongAnswer,
  fullHearts,
  heartsStatus,
} from '../../../core/learning-path/hearts';
import {
  buildPath,
  gameStepId,
  type Level,
  masteryByLesson,
  type Placement,
  placementLevel,
  preferencesFrom,
} from '../../../core/learning-path/path';
import {
  cardStatus,
  dueCards,
  lessonMasteryOf,
  meet,
  review,
  type StoredCard,
  sessionCards,
} from '../../../core/learning-path/review';
import type {
  AnswerAnswer,
  CardView,
  HeartsView,
  PathAnswer,
  ReviewSessionAnswer,
  ReviewsAnswer,
} from '../../../shared/api/learning-path';
import type { Deps } from '../../deps';
import { httpError } from '../../errors';
import { patterns } from '../onboarding/service';
import { type LearnerState, learnerState } from '../progress/service';
import { learnerProfile } from '../progress/store';
import {
  cardsByIds,
  changeHearts,
  listCards,
  readHearts,
  readPlacement,
  recordAnswer,
  saveCard,
  writeHearts,
  writePlacement,
} from './store';

const UNKNOWN_QUESTION = 'Unknown quiz question';

// Use cases of the learning path: the path itself (built by src/core from what the server knows),
// review cards scheduled with FSRS, quiz answers graded here (the server is the authority) and
// hearts.

export async function currentHearts(deps: Deps, userId: string): Promise<HeartsView> {
  const now = deps.clock();
  return heartsStatus((await readHearts(deps.db, userId)) ?? fullHearts(now), now);
}

/** The learner's path; `known` is their state when the caller has already read it. */
export async function learningPath(deps: Deps, userId: string, known?: LearnerState): Promise<PathAnswer> {
  const now = deps.clock();
  const [state, profile, placement, cards, usage, hearts] = await Promise.all([
    known ?? learnerState(deps, userId),
    learnerProfile(deps.db, userId),
    readPlacement(deps.db, userId),
    listCards(deps.db, userId),
    patterns(deps, userId),
    currentHearts(deps, userId),
  ]);
  const completed = new Set<string>(state.progress.completedLessons);
  let tradesMade = 0;
  for (const row of state.rows) {
    if (row.type === 'trade_execute') tradesMade += 1;
    const gameId = row.data.gameId;
    if (row.type.startsWith('game') && typeof gameId === 'string') completed.add(gameStepId(gameId));
  }
  const path = buildPath({
    preferences: preferencesFrom(profile?.preferences ?? {}),
    placement: placement
      ? ({
          level: placement.level as Level,
          correct: placement.correct,
          total: placement.total,
        } satisfies Placement)
      : null,
    completed,
    quizScores: state.progress.quizScores,
    mastery: masteryByLesson(
      cards.map((c) => ({ lessonId: lessonOfCard(c.id), mastery: lessonMasteryOf(c.card, now) })),
    ),
    tradesMade,
    favouriteArea: usage.favouriteArea,
  });
  return { path, reviewsDue: dueCards(cards, now).length, hearts };
}

export async function gradePlacementAnswers(
  deps: Deps,
  userId: string,
  answers: readonly { cardId: string; option: number }[],
): Promise<Placement> {
  const items = answers.map((a) => {
    const item = quizItem(a.cardId);
    if (!item) throw httpError(400, UNKNOWN_QUESTION);
    return { item, option: a.option };
  });
  if (new Set(items.map((i) => i.item.id)).size !== items.length)
    throw httpError(400, 'Each placement question can be answered once.');
  const correct = items.filter((i) => i.item.question.correct === i.option).length;
  const result = { level: placementLevel(correct, items.length), correct, total: items.length };
  const now = deps.clock();
  await writePlacement(deps.db, userId, result, now);
  // The questions met in the check become review cards (no heart is at stake in the check).
  const known = await cardsByIds(
    deps.db,
    userId,
    items.map((i) => i.item.id),
  );
  for (const { item, option } of items)
    await saveCard(
      deps.db,
      userId,
      item.id,
      meet(known.get(item.id), item.question.correct === option, now),
      now,
    );
  return result;
}

/** A quiz answer: graded here, the question becomes (or updates) a review card, a wrong one costs a heart. */
export async function answerQuestion(
  deps: Deps,
  userId: string,
  cardId: string,
  option: number,
): Promise<AnswerAnswer> {
  const item = quizItem(cardId);
  if (!item) throw httpError(404, UNKNOWN_QUESTION);
  const now = deps.clock();
  const correct = item.question.correct === option;
  const known = (await cardsByIds(deps.db, userId, [cardId])).get(cardId);
  const card = meet(known, correct, now);
  await saveCard(deps.db, userId, cardId, card, now);
  await recordAnswer(deps.db, { userId, lessonId: item.lessonId, cardId, correct, at: now });
  const hearts = correct
    ? ((await readHearts(deps.db, userId)) ?? fullHearts(now))
    : await changeHearts(deps.db, userId, fullHearts(now), (h) => afterWrongAnswer(h, now));
  return { correct, card: cardStatus(cardId, card, now), hearts: heartsStatus(hearts, now) };
}

/** Glossary concepts the learner met become review cards (a known one is left as it is). */
export async function meetTerms(deps: Deps, userId: string, keys: readonly string[]): Promise<number> {
  const ids = [...new Set(keys.map(termCardId))].filter((id) => termItem(id));
  const now = deps.clock();
  const known = await cardsByIds(deps.db, userId, ids);
  const fresh = ids.filter((id) => !known.has(id));
  for (const id of fresh) await saveCard(deps.db, userId, id, meet(undefined, true, now), now);
  return fresh.length;
}

/**
 * Review cards a guest made on this device, carried into the account: each known card the account
 * does not have yet is kept with its schedule (a card the account already has is left as it is;
 * unknown ids are ignored). A due date past the end of the FSRS horizon is not possible from the
 * device's own scheduler; the body's bounds keep a sent card within what FSRS itself can produce.
 */
export async function carryCards(
  deps: Deps,
  userId: string,
  cards: readonly { cardId: string; card: StoredCard }[],
): Promise<{ added: number; reviewsDue: number }> {
  const now = deps.clock();
  const wanted = cards.filter((c) => isKnownCard(c.cardId));
  const known = await cardsByIds(
    deps.db,
    userId,
    wanted.map((c) => c.cardId),
  );
  let added = 0;
  for (const { cardId, card } of wanted) {
    if (known.has(cardId)) continue;
    await saveCard(deps.db, userId, cardId, card, now);
    known.set(cardId, card);
    added += 1;
  }
  const all = (await listCards(deps.db, userId)).filter((c) => isKnownCard(c.id));
  return { added, reviewsDue: dueCards(all, now).length };
}

/** The due cards, most overdue first, then the weakest, up to a short session. */
export async function reviewSession(deps: Deps, userId: string): Promise<ReviewsAnswer> {
  const cards = (await listCards(deps.db, userId)).filter((c) => isKnownCard(c.id));
  return sessionCards(cards, deps.clock());
}

/** A finished review session: each card graded with FSRS, then every heart refilled. */
export async function finishReviewSession(
  deps: Deps,
  userId: string,
  grades: readonly { cardId: string; grade: 'again' | 'hard' | 'good' | 'easy' }[],
): Promise<ReviewSessionAnswer> {
  const now = deps.clock();
  if (new Set(grades.map((g) => g.cardId)).size !== grades.length)
    throw httpError(400, 'Each card can be graded once per session.');
  const known = await cardsByIds(
    deps.db,
    userId,
    grades.map((g) => g.cardId),
  );
  const missing = grades.find((g) => !known.has(g.cardId));
  if (missing) throw httpError(404, 'No such review card for this learner.');
  const reviewed: CardView[] = [];
  for (const g of grades) {
    const card = review(known.get(g.cardId)!, g.grade, now);
    await saveCard(deps.db, userId, g.cardId, card, now);
    reviewed.push(cardStatus(g.cardId, card, now));
  }
  const hearts = afterReviewSession(now);
  await writeHearts(deps.db, userId, hearts);
  const all = await listCards(deps.db, userId);
  return { reviewed, dueCount: dueCards(all, now).length, hearts: heartsStatus(hearts, now) };
}
