import { describe, expect, it } from 'vitest';
import { composeAnswer } from './compose';
import { fallsTold } from './crashes';
import { createRetriever } from './retrieval';

const retriever = createRetriever();
const guest = { signedIn: false };

describe('the biggest crashes', () => {
  // "What were the biggest crashes?" answered "I found nothing in our lessons that answers exactly
  // that … The nearest lesson is The 2010 Flash Crash"; "biggest stock market crashes in history"
  // quoted only the flash crash.
  it.each([
    'what were the biggest crashes?',
    'what was the worst crash ever?',
    'biggest stock market crashes in history',
  ])('lists the falls our lessons tell, largest first, each with its figure and lesson: %s', (q) => {
    const a = composeAnswer(q, guest, retriever, []);
    const items = a.text.split('\n').filter((l) => l.startsWith('- '));
    expect(items.map((l) => /\(\/lessons\/([a-z0-9-]+)\)/.exec(l)?.[1])).toEqual([
      'bank-runs-1929',
      'dotcom-bubble',
      'financial-crisis-2008',
      'covid-inflation',
      'black-monday-1987',
      'flash-crash-2010',
    ]);
    expect(items[0]).toContain(
      'It kept falling until July 1932, when it was about 89 percent below its peak.',
    );
    expect(items[4]).toContain('On 19 October 1987 the Dow fell 508 points, 22.6 percent');
    expect(a.citations.map((c) => c.lessonId)).toContain('black-monday-1987');
    expect(a.text).not.toContain('I found nothing');
  });

  it('quotes each figure as our lessons write it, never one of its own', () => {
    const sources = retriever.passages.map((p) => p.text.replace(/\s+/g, ' ')).join('\n');
    for (const f of fallsTold()) expect(sources).toContain(f.text);
  });

  it('leaves a one-day question, and a crash named, to the lessons’ own sentences', () => {
    expect(composeAnswer('what was the largest one-day fall?', guest, retriever, []).text).toContain(
      'The fall was the largest one-day percentage drop in the Dow’s history',
    );
    expect(
      composeAnswer('what was the worst day of the 1929 crash?', guest, retriever, []).text,
    ).not.toContain('biggest figure first');
  });
});
