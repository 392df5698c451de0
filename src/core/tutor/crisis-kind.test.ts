import { describe, expect, it } from 'vitest';
import { getLesson, lessons } from '../../content/catalogue';
import { composeAnswer } from './compose';
import { asksCrisisKind, causesOfCrises } from './crisis-kind';
import { createRetriever } from './retrieval';
import { strings } from './test-helpers';

const retriever = createRetriever();
const ask = (q: string) => composeAnswer(q, { signedIn: false }, retriever, []);

const saidIn = (lessonId: string, sentence: string) =>
  strings(getLesson(lessonId)).some((t) => t.includes(sentence));

describe('what causes a financial crisis', () => {
  it('reads a question about the kind, not about the 2008 crisis', () => {
    for (const q of [
      'what causes a financial crisis?',
      'what causes financial crises?',
      'why do financial crises happen?',
      'What leads to a crisis?',
    ])
      expect(asksCrisisKind(q), q).toBe(true);
    for (const q of [
      'what caused the financial crisis?',
      'what causes the financial crisis?',
      'what caused the 2008 financial crisis?',
      'what causes a currency crisis?',
      'what causes a banking crisis?',
    ])
      expect(asksCrisisKind(q), q).toBe(false);
  });

  // It gave only the 2008 lesson's causes, since "financial crisis" names that lesson; the plural and
  // "why do financial crises happen?" were refused.
  it.each([
    'what causes a financial crisis?',
    'why do financial crises happen?',
    'what causes financial crises?',
  ])('"%s" gives the causes that come back across our lessons, then other crises, with links', (q) => {
    const a = ask(q);
    expect(a.text).toContain(
      '- **Borrowed money**: Leverage multiplies losses: a borrowed debt must be repaid even when the asset becomes worthless. ([Tulip Mania](/lessons/tulip-mania))',
    );
    expect(a.text).toContain('**Bubbles that burst**: A credit bubble bursts twice');
    expect(a.text).toContain('**Currency pegs**: A currency peg lasts exactly as long as');
    expect(a.text).toContain('[The Panic of 1907](/lessons/panic-of-1907): A failed corner of United Copper');
    const cited = a.citations.map((c) => c.lessonId);
    expect(cited).toContain('financial-crisis-2008');
    expect(cited).toContain('asian-crisis-1997');
    expect(cited.length).toBeGreaterThan(5);
  });

  it('gives every line in its lesson’s own words, and the other crises oldest first', () => {
    const { causes, cases } = causesOfCrises(retriever.passages);
    expect(causes.length).toBe(5);
    for (const c of [...causes, ...cases]) expect(saidIn(c.lessonId, c.text), c.text).toBe(true);
    const years = cases.map((c) => lessons.find((l) => l.id === c.lessonId)!.year);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    for (const c of cases) expect(getLesson(c.lessonId)?.category).toBe('crises');
    // What the crisis brought (1907's new laws) is not what set it off.
    expect(cases.map((c) => c.text).join(' ')).not.toMatch(/Aldrich–Vreeland/);
  });

  it.each(['what caused the financial crisis?', 'what caused the 2008 financial crisis?'])(
    '"%s" stays on the 2008 lesson',
    (q) => {
      const a = ask(q);
      expect(a.citations.map((c) => c.lessonId)).toEqual(['financial-crisis-2008']);
      expect(a.text).toContain('**Risky loans sold as safe.**');
    },
  );
});
