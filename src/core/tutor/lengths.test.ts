import { describe, expect, it } from 'vitest';
import { getLesson } from '../../content/catalogue';
import { composeAnswer } from './compose';
import { composeLengthsAnswer } from './lengths';
import { createRetriever } from './retrieval';
import { strings } from './test-helpers';

const retriever = createRetriever();
const ask = (q: string) => composeAnswer(q, { signedIn: false }, retriever, []);

describe('the longest bull or bear market', () => {
  // It quoted "Bull markets make investors; bear markets test them." Our lessons name no record.
  it.each(['what was the longest bull market?', 'how long was the longest bull run?'])(
    '"%s" says our lessons name no record, then what they say of bull markets’ lengths',
    (q) => {
      const a = ask(q);
      expect(a.text).toMatch(/^Our lessons do not say which bull market was the longest\./);
      expect(a.text).toContain('bull markets have lasted about four and a half years on average');
      expect(a.text).toContain('began a bull market of almost eleven years');
      expect(a.text).toContain('The bull market of 1982–2000 was one of the greatest in history.');
      expect(a.citations.map((c) => c.lessonId)).toEqual(['bull-bear-markets']);
      expect(a.text).toContain('[Bull and Bear Markets](/lessons/bull-bear-markets)');
    },
  );

  it('gives each line in the lesson’s own words, and no sentence that leans on one left out', () => {
    const own = strings(getLesson('bull-bear-markets'));
    for (const kind of ['bull', 'bear']) {
      const a = composeLengthsAnswer(`what was the longest ${kind} market?`, retriever.passages);
      const lines = (a?.text ?? '').split('\n').filter((l) => l.startsWith('- '));
      expect(lines.length).toBeGreaterThan(2);
      for (const l of lines)
        expect(
          own.some((t) => t.includes(l.slice(2))),
          l,
        ).toBe(true);
      expect(a?.text).not.toMatch(/that was a bear market|more common than bear markets/);
    }
  });

  it('leaves the worst bear market, which our lessons do name, to its own answer', () => {
    expect(composeLengthsAnswer('what was the worst bear market?', retriever.passages)).toBeUndefined();
    expect(composeLengthsAnswer('how long do bull markets last?', retriever.passages)).toBeUndefined();
  });
});
