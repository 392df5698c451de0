import { describe, expect, it } from 'vitest';
import { composeAnswer, type LearnerFacts } from './compose';
import { pairNamed, relationAsked } from './relation';
import { createRetriever } from './retrieval';

const retriever = createRetriever();
const guest: LearnerFacts = { signedIn: false };
const INFLATION_LESSONS = ['weimar-hyperinflation-1923', 'stagflation-1970s', 'covid-inflation'];
/** The paragraphs an answer quotes, between its opener and its "Read more". */
const quoted = (text: string) => text.split('\n\n').slice(1, -2).join('\n\n');

describe('how one thing affects another', () => {
  it('reads both sides of the question', () => {
    expect(relationAsked('how does inflation affect my savings?')).toEqual({
      cause: 'inflation',
      effect: 'my savings',
    });
    expect(relationAsked('how does inflation hurt savers')).toEqual({ cause: 'inflation', effect: 'savers' });
    expect(pairNamed('inflation and savings')).toEqual({ cause: 'inflation', effect: 'savings' });
    expect(pairNamed('what is inflation and why does it matter?')).toBeUndefined();
  });

  it.each([
    'how does inflation affect my savings',
    'How does inflation affect savings?',
    'inflation and savings',
    'how does inflation hurt savers?',
  ])('answers "%s" with how savers lose, from a lesson on inflation', (question) => {
    const a = composeAnswer(question, guest, retriever);
    expect(a.text).not.toMatch(/found nothing|rather not guess/);
    expect(INFLATION_LESSONS).toContain(a.citations[0]?.lessonId);
    // A sentence that names savers and says what they lose, not only one on inflation or on saving.
    expect(quoted(a.text)).toMatch(/savers? lost|savings lost|lose/);
    expect(a.text).not.toMatch(/\byou should\b/i);
  });

  it('opens with what the thing that moves the other is, when the glossary names it', () => {
    const a = composeAnswer('how does inflation affect my savings', guest, retriever);
    expect(a.text.split('\n\n')[1]).toMatch(/^\*\*Inflation\*\*: .*each dollar buys less/);
  });

  it('quotes no sentence twice when it also opens a pair of sentences', () => {
    for (const q of ['how does inflation affect stocks', 'how does inflation affect my savings']) {
      const said = quoted(composeAnswer(q, guest, retriever).text)
        .split(/(?<=[.;])\s+/)
        .filter((s) => s.length > 25);
      expect(new Set(said).size).toBe(said.length);
    }
  });

  it('carries both sides, not the verb, into a follow-up', () => {
    const a = composeAnswer('what about in the 1970s?', guest, retriever, [
      'how does inflation affect my savings',
    ]);
    expect(a.text).not.toMatch(/“affect”/);
    expect(a.citations[0]?.lessonId).toBe('stagflation-1970s');
  });
});
