import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timeline } from '../../content/timeline';
import { composeAnswer } from './compose';
import { decadeAsked } from './decade';
import { createRetriever } from './retrieval';

// "What happened in the 1920s?" quoted one sentence, on a study of the decade's inflations: a decade
// question is answered with our timeline's events of those ten years, each linked (help-tutor, 2 Dec).

const retriever = createRetriever();
const ask = (q: string) => composeAnswer(q, { signedIn: false }, retriever, []);
const events = timeline.flatMap((era) => era.stories);

describe('a question about a decade', () => {
  it('reads the decade asked, and only a question about the decade alone', () => {
    expect(decadeAsked('what happened in the 1920s?')).toBe(1920);
    expect(decadeAsked('Tell me about the 1970s')).toBe(1970);
    expect(decadeAsked('what happened during the 2000s')).toBe(2000);
    expect(decadeAsked('what happened to banks in the 1930s?')).toBeUndefined();
    expect(decadeAsked('how high did inflation get in the 1970s?')).toBeUndefined();
    expect(decadeAsked('the 1970s')).toBeUndefined();
    expect(decadeAsked('what happened in 1929?')).toBeUndefined();
  });

  it('answers "what happened in the 1920s?" with 1923 and 1929, each linked to its lesson', () => {
    const a = ask('what happened in the 1920s?');
    expect(a.text).toContain('- **1923, Hyperinflation in Germany**: Germany paid for the First World War');
    expect(a.text).toContain(
      '([Weimar Hyperinflation](/lessons/weimar-hyperinflation-1923))\n- **1929, The Wall Street Crash and the Bank Runs**: The Dow peaked in September 1929.',
    );
    expect(a.text).toContain('([The 1929 Crash and the Bank Runs](/lessons/bank-runs-1929))');
    expect(a.citations.map((c) => c.lessonId)).toEqual(['weimar-hyperinflation-1923', 'bank-runs-1929']);
    expect(a.text).not.toContain('Sargent');
  });

  it('lists every event of the decade asked, in order, and none of another, each briefly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 160, max: 202 }), (d) => {
        const decade = d * 10;
        const inIt = events.filter((e) => e.year >= decade && e.year <= decade + 9);
        const text = ask(`what happened in the ${decade}s?`).text;
        const listed = [...text.matchAll(/^- \*\*(\d{4}), /gm)].map((m) => Number(m[1]));
        if (inIt.length === 0) {
          expect(text).toMatch(new RegExp(`^Our timeline has no event from the ${decade}s`));
          expect(listed.every((y) => y < decade || y > decade + 9)).toBe(true);
          return;
        }
        expect(listed).toEqual(inIt.map((e) => e.year).sort((a, b) => a - b));
        for (const line of text.split('\n').filter((l) => l.startsWith('- **')))
          expect(line.length).toBeLessThan(480);
        // An event with a lesson of its own links to it.
        for (const e of inIt.filter((e) => e.storyId)) expect(text).toContain(`(/lessons/${e.storyId}))`);
      }),
      { numRuns: 43 },
    );
  });

  it('links an event with no lesson of its own to the lesson that tells it', () => {
    const a = ask('what happened in the 1970s?');
    expect(a.text).toMatch(
      /\*\*1979, The Volcker Shock\*\*: [^\n]+\(\[The Great Stagflation\]\(\/lessons\/stagflation-1970s\)\)/,
    );
  });

  it('says so of a decade our timeline has no event from, and gives the nearest', () => {
    const a = ask('what happened in the 1960s?');
    expect(a.text).toContain('Our timeline has no event from the 1960s');
    expect(a.text).toContain('**1952, Markowitz and Diversification**');
    expect(a.text).toContain('**1970, The Efficient Market Hypothesis**');
  });
});
