import { type Card, createEmptyCard, fsrs, type Grade, Rating, State } from 'ts-fsrs';

// Spaced review with FSRS (ts-fsrs): every quiz question and glossary concept a learner met is a
// card. Meeting one schedules it as a first review: a right answer as Good, a wrong one as Again.
// The clock is an argument; fuzz is off so the schedule is a pure function of the answers.

const scheduler = fsrs({ enable_fuzz: false });

/** A card as it is stored: dates as ISO strings, so it survives JSON. */
export type StoredCard = {
  due: string;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: State;
  last_review?: string;
};

export type ReviewGrade = 'again' | 'hard' | 'good' | 'easy';
const grades: Record<ReviewGrade, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

function toCard(s: StoredCard): Card {
  return {
    ...s,
    due: new Date(s.due),
    ...(s.last_review ? { last_review: new Date(s.last_review) } : {}),
  } as Card;
}

function toStored(c: Card): StoredCard {
  return {
    due: c.due.toISOString(),
    stability: c.stability,
    difficulty: c.difficulty,
    elapsed_days: c.elapsed_days,
    scheduled_days: c.scheduled_days,
    learning_steps: c.learning_steps,
    reps: c.reps,
    lapses: c.lapses,
    state: c.state,
    ...(c.last_review ? { last_review: c.last_review.toISOString() } : {}),
  };
}

export function newCard(now: Date): StoredCard {
  return toStored(createEmptyCard(now));
}

/** Schedules the card after a review graded `grade` at `now`. */
export function review(card: StoredCard, grade: ReviewGrade, now: Date): StoredCard {
  return toStored(scheduler.next(toCard(card), now, grades[grade]).card);
}

/** Meeting a card: a new one is created and reviewed; a known one is reviewed again only if due. */
export function meet(card: StoredCard | undefined, correct: boolean, now: Date): StoredCard {
  const grade: ReviewGrade = correct ? 'good' : 'again';
  if (!card) return review(newCard(now), grade, now);
  return isDue(card, now) || !correct ? review(card, grade, now) : card;
}

export function isDue(card: StoredCard, now: Date): boolean {
  return new Date(card.due).getTime() <= now.getTime();
}

/** Ids of the due cards, the most overdue first. */
export function dueCards<T extends { id: string; card: StoredCard }>(cards: readonly T[], now: Date): T[] {
  return cards
    .filter((c) => isDue(c.card, now))
    .sort((a, b) => a.card.due.localeCompare(b.card.due) || a.id.localeCompare(b.id));
}

/** Mastery 0–100: the probability of recalling the card now (FSRS retrievability). */
export function mastery(card: StoredCard, now: Date): number {
  if (card.state === State.New) return 0;
  const r = scheduler.get_retrievability(toCard(card), now, false);
  return Math.round(Math.max(0, Math.min(1, r)) * 100);
}

/**
 * A card's part in its lesson's mastery: null while it is still being learned (met in a quiz, not yet
 * recalled in a review), because FSRS reads 100% on the day of any answer, right or wrong, and a
 * lesson answered wrongly showed "Mastery 100%" beside "your quiz score was 0%"; 0 while it is being
 * relearned after a lapse; otherwise the chance of recalling it now.
 */
export function lessonMasteryOf(card: StoredCard, now: Date): number | null {
  if (card.state === State.Learning) return null;
  if (card.state === State.Relearning) return 0;
  return mastery(card, now);
}

/** A short review session holds at most this many cards. */
export const SESSION_SIZE = 5;

/** A card as the learner sees it: when it is due and how well it is known now. */
export function cardStatus(cardId: string, card: StoredCard, now: Date) {
  return { cardId, due: card.due, mastery: mastery(card, now) };
}

/** A short session: the due cards (most overdue first), then the weakest, up to SESSION_SIZE. */
export function sessionCards<T extends { id: string; card: StoredCard }>(cards: readonly T[], now: Date) {
  const due = dueCards(cards, now);
  const dueIds = new Set(due.map((c) => c.id));
  const weakest = cards
    .filter((c) => !dueIds.has(c.id))
    .sort((a, b) => mastery(a.card, now) - mastery(b.card, now) || a.id.localeCompare(b.id));
  return {
    dueCount: due.length,
    session: [...due, ...weakest].slice(0, SESSION_SIZE).map((c) => cardStatus(c.id, c.card, now)),
  };
}
