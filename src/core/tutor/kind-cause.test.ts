import { describe, expect, it } from 'vitest';
import { composeAnswer } from './compose';
import { kindAsked } from './kind-cause';
import { createRetriever } from './retrieval';

const retriever = createRetriever();
const guest = { signedIn: false };
const RULE = 'What our lessons say brings it about:';

describe('what causes a kind of thing', () => {
  it('reads the kind asked', () => {
    expect(kindAsked('what causes a bubble?')).toBe('bubble');
    expect(kindAsked('What causes inflation')).toBe('inflation');
    expect(kindAsked('why do bank runs happen?')).toBe('bank runs');
    expect(kindAsked('why do bubbles form?')).toBe('bubbles');
    // How one ends, or one event's causes, is asked elsewhere.
    expect(kindAsked('why do bubbles burst?')).toBeUndefined();
    expect(kindAsked('what caused the 2008 crisis?')).toBeUndefined();
  });

  it.each(['what causes a bubble?', 'why do bubbles form?', 'what causes bubbles?'])(
    'answers "%s" with the entry and the rule a lesson states',
    (q) => {
      const a = composeAnswer(q, guest, retriever, []);
      expect(a.text).toContain('**Bubble (speculative bubble)**');
      expect(a.text).toContain(
        `${RULE}\n- A bubble forms when buyers value an asset mainly by what the next buyer will pay`,
      );
      expect(a.citations[0]?.lessonId).toBe('tulip-mania');
    },
  );

  it('answers "what causes inflation?" with rules from more than one lesson, and no one year’s story', () => {
    const a = composeAnswer('what causes inflation?', guest, retriever, []);
    expect(a.text).toContain('**Inflation**');
    expect(a.text).toContain(
      '- Inflation takes off when strong demand meets supply that cannot grow fast enough.',
    );
    expect(a.text).toContain('- Once people expect inflation, wages and prices chase each other in a spiral');
    const rules = a.text.split(RULE)[1]!.split('\n\nRead more')[0]!;
    expect(rules).not.toMatch(/\b(?:1[6-9]|20)\d\d\b/);
    expect(a.citations.length).toBeGreaterThan(1);
  });

  it('leaves a kind no lesson states a rule for to the other answers', () => {
    for (const q of ['what causes a recession?', 'why do bank runs happen?'])
      expect(composeAnswer(q, guest, retriever, []).text).not.toContain(RULE);
  });
});
