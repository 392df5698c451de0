import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { composeAnswer } from './compose';
import { levelAsked } from './level';
import { createRetriever } from './retrieval';

const retriever = createRetriever();
const guest = { signedIn: false };

describe('is a high measure bad?', () => {
  it('reads the level and the measure asked', () => {
    expect(levelAsked('is a high P/E bad?')).toEqual({ level: 'high', measure: 'P/E' });
    expect(levelAsked('is a high P/E ratio good or bad')).toEqual({ level: 'high', measure: 'P/E ratio' });
    expect(levelAsked('what is a P/E ratio?')).toBeUndefined();
  });

  it('asks nothing of a message that is not a yes-or-no question about a level', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(levelAsked(`what ${text}`)).toBeUndefined();
      }),
    );
  });

  it.each([
    ['is a high P/E bad?', []],
    ['is a high one bad?', ['what is a P/E ratio?']],
  ])('answers "%s" with the P/E, its long-run average and its 1999 peak, and no verdict', (q, earlier) => {
    const a = composeAnswer(q, guest, retriever, earlier);
    expect(a.text).toMatch(/^Our lessons give no rule for when a high P\/E(?: ratio)? is good or bad/);
    expect(a.text).toContain('**Price/earnings ratio (P/E)**');
    expect(a.text).toContain('the US market had averaged somewhere in the mid-teens over the long run');
    expect(a.text).toContain('about 44 times its average inflation-adjusted earnings');
    expect(a.citations[0]?.lessonId).toBe('dotcom-bubble');
  });

  it('leaves a level of something that is no ratio to the usual answer', () => {
    expect(composeAnswer('is low inflation good?', guest, retriever).text).not.toMatch(
      /^Our lessons give no rule/,
    );
  });
});
