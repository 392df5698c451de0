import fc from 'fast-check';
import { State } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { quizBank } from './cards';
import { dueCards, isDue, lessonMasteryOf, mastery, meet, newCard, review } from './review';

const t0 = new Date('2026-03-02T10:00:00Z');
const day = 86_400_000;

describe('spaced review with FSRS', () => {
  it('schedules a right answer further out than a wrong one', () => {
    const right = meet(undefined, true, t0);
    const wrong = meet(undefined, false, t0);
    expect(new Date(right.due).getTime()).toBeGreaterThan(new Date(wrong.due).getTime());
    expect(isDue(wrong, new Date(t0.getTime() + day))).toBe(true);
    expect(right.reps).toBe(1);
  });

  it('spaces good reviews ever further apart', () => {
    let card = review(newCard(t0), 'good', t0);
    let now = t0;
    let gap = 0;
    for (let i = 0; i < 4; i++) {
      now = new Date(card.due);
      card = review(card, 'good', now);
      const next = new Date(card.due).getTime() - now.getTime();
      expect(next).toBeGreaterThanOrEqual(gap);
      gap = next;
    }
    expect(gap).toBeGreaterThan(7 * day);
  });

  it('never schedules a card before the moment it was reviewed, and lists due cards most overdue first', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('again', 'hard', 'good', 'easy' as const), { minLength: 1, maxLength: 8 }),
        (grades) => {
          let card = newCard(t0);
          let now = t0;
          for (const g of grades) {
            card = review(card, g, now);
            expect(new Date(card.due).getTime()).toBeGreaterThanOrEqual(now.getTime());
            now = new Date(card.due);
          }
          const m = mastery(card, now);
          expect(m).toBeGreaterThanOrEqual(0);
          expect(m).toBeLessThanOrEqual(100);
        },
      ),
    );
    const a = { id: 'a', card: meet(undefined, false, t0) };
    const b = { id: 'b', card: meet(undefined, false, new Date(t0.getTime() - day)) };
    const c = { id: 'c', card: review(newCard(t0), 'easy', t0) };
    expect(dueCards([a, b, c], new Date(t0.getTime() + day)).map((x) => x.id)).toEqual(['b', 'a']);
  });

  it("counts a card towards its lesson's mastery only once recalled in a review, and a lapsed one as 0", () => {
    const hours = (n: number) => new Date(t0.getTime() + n * 3_600_000);
    for (const correct of [true, false]) {
      const met = meet(undefined, correct, t0);
      // FSRS reads 100% all of the first day whatever the answer: not a measure of mastery yet.
      expect(mastery(met, hours(1))).toBe(100);
      for (const h of [0, 1, 30, 200]) expect(lessonMasteryOf(met, hours(h))).toBeNull();
    }
    let card = meet(undefined, true, t0);
    while (card.state !== State.Review) card = review(card, 'good', new Date(card.due));
    const at = new Date(new Date(card.due).getTime() + 3 * day);
    expect(lessonMasteryOf(card, at)).toBe(mastery(card, at));
    expect(lessonMasteryOf(card, at)).toBeGreaterThan(0);
    const lapsed = review(card, 'again', at);
    expect(lapsed.state).toBe(State.Relearning);
    expect(lessonMasteryOf(lapsed, at)).toBe(0);
    // Recalled again, it counts with its chance of recall once more.
    let back = lapsed;
    while (back.state !== State.Review) back = review(back, 'good', new Date(back.due));
    expect(lessonMasteryOf(back, new Date(back.due))).toBe(mastery(back, new Date(back.due)));
  });

  it('holds every quiz question of the lessons as a card with a stable id', () => {
    expect(quizBank.length).toBeGreaterThan(10);
    expect(new Set(quizBank.map((q) => q.id)).size).toBe(quizBank.length);
  });
});
