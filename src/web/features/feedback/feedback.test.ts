import fc from 'fast-check';
import { expect, it } from 'vitest';
import { feedbackProblem, SIGN_IN_FIRST } from './feedback';

it('asks guests and signed-out visitors to sign in first', () => {
  expect(feedbackProblem('This is plenty of feedback', false)).toBe(SIGN_IN_FIRST);
  expect(SIGN_IN_FIRST).toBe('Please sign in to send feedback.');
});

it('needs at least five characters once trimmed', () => {
  expect(feedbackProblem('  abcd   ', true)).toBe('Please share at least a few words of feedback.');
  expect(feedbackProblem('abcde', true)).toBeNull();
  fc.assert(
    fc.property(
      fc.string(),
      fc.string({ maxLength: 5 }).map((s) => s.replace(/\S/g, ' ')),
      (text, pad) => {
        const ok = feedbackProblem(pad + text + pad, true) === null;
        expect(ok).toBe(text.trim().length >= 5);
      },
    ),
  );
});
