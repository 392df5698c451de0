import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getLesson } from './catalogue';
import { fleschKincaid, lessonProse, sentences, syllables, words } from './readability';

describe('readability', () => {
  it('counts syllables of common words and reads a number as one syllable per two digits', () => {
    expect(syllables('cat')).toBe(1);
    expect(syllables('market')).toBe(2);
    expect(syllables('banana')).toBe(3);
    expect(syllables('inflation')).toBe(3);
    expect(syllables('1929')).toBe(2);
    expect(syllables('$42')).toBe(1);
  });

  it('splits sentences at full stops, question and exclamation marks, not inside numbers', () => {
    expect(sentences('Prices fell 22.6% on Monday. Why? Fear!')).toEqual([
      'Prices fell 22.6% on Monday.',
      'Why?',
      'Fear!',
    ]);
    expect(words('The Dow fell 508 points, to 1,738.74.')).toEqual([
      'The',
      'Dow',
      'fell',
      '508',
      'points',
      'to',
      '1,738.74',
    ]);
  });

  it('computes the Flesch–Kincaid grade from words, sentences and syllables', () => {
    // 2 sentences, 8 words, 8 syllables: 0.39 × 4 + 11.8 × 1 − 15.59 = −2.23
    expect(fleschKincaid(['The cat sat down.', 'The dog ran off.'])).toEqual({
      sentences: 2,
      words: 8,
      syllables: 8,
      grade: -2.2,
    });
    expect(fleschKincaid([]).grade).toBe(0);
  });

  it('grades long sentences of long words higher than short sentences of short words', () => {
    const hard = fleschKincaid([
      'Institutional investors systematically underestimated the correlations between securitized mortgage obligations originated nationally.',
    ]);
    const easy = fleschKincaid(['Banks lent too much. Home prices fell. Many loans went bad.']);
    expect(hard.grade).toBeGreaterThan(15);
    expect(easy.grade).toBeLessThan(5);
  });

  it('never lowers the grade when a sentence is joined onto the one before it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('money', 'bank', 'crisis', 'interest', 'a', 'the', 'rate'), {
          minLength: 2,
          maxLength: 30,
        }),
        fc.integer({ min: 1, max: 29 }),
        (ws, cut) => {
          fc.pre(cut < ws.length);
          const split = fleschKincaid([`${ws.slice(0, cut).join(' ')}.`, `${ws.slice(cut).join(' ')}.`]);
          const joined = fleschKincaid([`${ws.join(' ')}.`]);
          expect(joined.grade).toBeGreaterThanOrEqual(split.grade);
        },
      ),
    );
  });

  it('reads the prose of a lesson, including its quiz explanations, and leaves out titles', () => {
    const tulip = getLesson('tulip-mania');
    if (!tulip) return;
    const prose = lessonProse(tulip);
    expect(prose).toContain(tulip.description);
    const quiz = tulip.pages.find((p) => p.type === 'quiz');
    if (quiz?.type === 'quiz') expect(prose).toContain(quiz.questions[0]!.explanation);
    expect(prose).not.toContain(tulip.pages[0]!.title);
  });
});
