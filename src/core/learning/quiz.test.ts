import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gradeQuiz, isCorrectAnswer } from './quiz';

const q = (correct: number) => ({ options: ['a', 'b', 'c', 'd'], correct });

describe('quiz grading', () => {
  it('marks an answer correct only when it equals the zero-based correct index', () => {
    expect(isCorrectAnswer(q(0), 0)).toBe(true);
    expect(isCorrectAnswer(q(2), 2)).toBe(true);
    expect(isCorrectAnswer(q(2), 3)).toBe(false);
    // a one-based reading of the index would pick the wrong option
    expect(isCorrectAnswer(q(1), 2)).toBe(false);
    expect(isCorrectAnswer(q(1), 1.5)).toBe(false);
  });

  it('counts right answers, treats unanswered questions as wrong, and rounds the percent', () => {
    expect(gradeQuiz([q(0), q(1), q(2)], [0, 3, undefined])).toEqual({
      correct: 1,
      answered: 2,
      total: 3,
      percent: 33,
      perfect: false,
    });
    expect(gradeQuiz([q(3), q(1)], [3, 1])).toMatchObject({ correct: 2, percent: 100, perfect: true });
  });

  it('scores answering every question with its correct index as perfect', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1 }), (corrects) => {
        const questions = corrects.map(q);
        expect(gradeQuiz(questions, corrects).perfect).toBe(true);
        const wrong = corrects.map((c) => (c + 1) % 4);
        expect(gradeQuiz(questions, wrong).correct).toBe(0);
      }),
    );
  });
});
