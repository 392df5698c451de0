import { describe, expect, it } from 'vitest';
import { composeAnswer } from './compose';
import { createRetriever } from './retrieval';
import { dangerAsked } from './risk';

const retriever = createRetriever();
const ask = (q: string, earlier: string[] = []) => composeAnswer(q, { signedIn: false }, retriever, earlier);

describe('why a thing is dangerous, in words no sentence uses', () => {
  it('reads the thing asked about, however the danger is put', () => {
    for (const q of [
      'why is leverage dangerous?',
      'Why is leverage so risky',
      'is leverage dangerous',
      'what are the risks of leverage?',
      "what's so dangerous about leverage?",
    ])
      expect(dangerAsked(q)?.thing, q).toBe('leverage');
    expect(dangerAsked('is bitcoin a bubble?')).toEqual({ thing: 'bitcoin', bubble: true });
    for (const q of ['what is leverage?', 'why did LTCM fail?', 'is now a good time to buy?'])
      expect(dangerAsked(q), q).toBeUndefined();
  });

  it('answers with the definition and sentences that name the thing and say how it hurts', () => {
    for (const q of [
      'why is leverage dangerous?',
      'why is leverage risky',
      'is leverage dangerous?',
      'what are the risks of leverage',
    ]) {
      const a = ask(q);
      expect(a.text, q).toContain('**Leverage**:');
      expect(a.text, q).not.toMatch(/found nothing|could not find/);
      const quoted = a.text.split('\n\n')[2]!;
      // Every quoted sentence names leverage and a way it hurts; none leans on a sentence not quoted.
      for (const s of quoted.split(/(?<=[.!?])\s+(?=[A-Z])/)) {
        expect(s.toLowerCase(), q).toContain('leverage');
        expect(s, q).toMatch(/los|wipe|ruin|collaps|worthless|forc|multipl|hurt|danger|risk|fail/i);
        expect(s, q).not.toMatch(/^That\b/);
      }
      expect(a.citations.length).toBeGreaterThan(0);
    }
  });

  it('answers "is bitcoin a bubble?" with how the lesson puts both sides, and no verdict of its own', () => {
    for (const q of ['is bitcoin a bubble?', 'Is bitcoin a bubble', 'is bitcoin in a bubble?']) {
      const a = ask(q);
      expect(a.citations[0]?.lessonId, q).toBe('bitcoin');
      expect(a.text, q).toMatch(/to its fans and a bubble with no income behind it to its critics/);
      expect(a.text, q).not.toMatch(/\bbitcoin is a bubble\b/i);
    }
  });
});
