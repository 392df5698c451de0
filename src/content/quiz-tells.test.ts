import { describe, expect, it } from 'vitest';
import { lessons, optionsCourse } from './catalogue';
import { buildQuizBank } from './quiz-bank';

// A "length tell": the correct option is the longest by a clear margin, usually because the writer
// qualified the true answer and not the false ones. Test-wise learners pick the longest option, so a
// quiz with tells scores guessing, not understanding. Lengths are counted in characters.

/** The correct option may be at most this much longer than the longest distractor (0.1 = 10%). */
const TELL_MARGIN = 0.1;

function lengths(options: readonly string[], correct: number) {
  const right = options[correct]?.length ?? 0;
  const longestWrong = Math.max(...options.filter((_, i) => i !== correct).map((o) => o.length));
  return { right, longestWrong };
}

/** How much longer the correct option is than the longest distractor, as a fraction (0.26 = 26% longer). */
function lengthLead(options: readonly string[], correct: number): number {
  const { right, longestWrong } = lengths(options, correct);
  return right / longestWrong - 1;
}

/** Compared as lengths, not as a fraction, so an option exactly at the margin passes. */
function hasTell(options: readonly string[], correct: number): boolean {
  const { right, longestWrong } = lengths(options, correct);
  return right > longestWrong * (1 + TELL_MARGIN);
}

describe('the length-tell check', () => {
  it('flags a correct option that outruns every distractor, and nothing else', () => {
    // The Silicon Valley Bank question before its editor's pass: the right answer was 26% longer.
    const svbBefore = [
      'Raised the insurance limit to $1 million for all banks forever',
      'Protected all depositors of SVB and Signature Bank, but not their shareholders',
      'Bought SVB for the government and ran it as a public bank',
      'Guaranteed SVB’s shares, so its stockholders lost nothing',
    ];
    expect(lengthLead(svbBefore, 1)).toBeCloseTo(78 / 62 - 1, 5);
    expect(hasTell(svbBefore, 1)).toBe(true);
    // The same options with a wrong answer marked: a long distractor is no tell.
    expect(hasTell(svbBefore, 0)).toBe(false);
    // A one-digit-longer number among short ones is a tell too ("About 18%" among single digits).
    expect(hasTell(['About 2%', 'About 3%', 'About 9%', 'About 18%'], 3)).toBe(true);
    expect(hasTell(['About 2%', 'About 9%', 'About 18%', 'About 36%'], 2)).toBe(false);
    // Exactly at the margin passes; one character over fails.
    expect(hasTell(['a'.repeat(11), 'b'.repeat(10), 'c', 'd'], 0)).toBe(false);
    expect(hasTell(['a'.repeat(12), 'b'.repeat(10), 'c', 'd'], 0)).toBe(true);
  });
});

describe('quiz questions of the catalogue', () => {
  const bank = buildQuizBank(lessons, optionsCourse);

  it('covers every lesson quiz and the options course', () => {
    expect(bank.questions.length).toBeGreaterThan(100);
    expect(bank.questions.some((q) => q.lessonId === optionsCourse?.id)).toBe(optionsCourse !== undefined);
  });

  it.each(bank.questions.map((q) => [q.id, q] as const))(
    '%s does not give its answer away by length',
    (_id, { question }) => {
      const { options, correct } = question;
      const lead = Math.round(lengthLead(options, correct) * 100);
      expect(
        hasTell(options, correct),
        `the correct option "${options[correct]}" is ${lead}% longer than the longest distractor; rewrite the options so length does not point to it`,
      ).toBe(false);
    },
  );
});
