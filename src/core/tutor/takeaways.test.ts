import { describe, expect, it } from 'vitest';
import { getLesson } from '../../content/catalogue';
import { composeAnswer } from './compose';
import { createRetriever } from './retrieval';
import { asksTakeaways } from './takeaways';

const retriever = createRetriever();
const ask = (q: string) => composeAnswer(q, { signedIn: false }, retriever);
const takeaways = (lessonId: string) => {
  const summary = getLesson(lessonId)!.pages.find((p) => p.type === 'summary');
  return summary?.type === 'summary' ? summary.keyTakeaways : [];
};

describe('what a lesson teaches', () => {
  it.each([
    'what can we learn from the 2008 crisis?',
    'what is the biggest lesson from 2008?',
    'what are the key takeaways from Enron?',
    'what are the lessons of tulip mania?',
  ])('"%s" asks it', (q) => {
    expect(asksTakeaways(q)).toBe(true);
  });

  it.each(['what caused the 2008 crisis?', 'take me to the next lesson', 'what is a lesson?'])(
    '"%s" asks something else',
    (q) => {
      expect(asksTakeaways(q)).toBe(false);
    },
  );

  it.each([
    // It quoted Lehman's bankruptcy twice.
    ['what can we learn from the 2008 crisis?', 'financial-crisis-2008'],
    // "The biggest lesson from 2008" was read as a term to define.
    ['what is the biggest lesson from 2008?', 'financial-crisis-2008'],
    // It found no "takeaways".
    ['what are the key takeaways from Enron?', 'enron-scandal'],
    // An idea's lesson too.
    ['what can I learn from the efficient market hypothesis?', 'efficient-market-hypothesis'],
  ])('answers "%s" with the key takeaways of %s, cited', (q, lessonId) => {
    const a = ask(q);
    expect(a.citations.map((c) => c.lessonId)).toEqual([lessonId]);
    for (const t of takeaways(lessonId)) expect(a.text).toContain(`- ${t}`);
  });

  it('asks "what lesson should I learn from it?" of the crisis named before', () => {
    // It was read as asking for advice, and refused.
    const a = composeAnswer('what lesson should I learn from it?', { signedIn: false }, retriever, [
      'why did Enron collapse?',
      'who went to jail?',
    ]);
    expect(a.citations.map((c) => c.lessonId)).toEqual(['enron-scandal']);
    for (const t of takeaways('enron-scandal')) expect(a.text).toContain(`- ${t}`);
    // With nothing named before, no lesson is guessed.
    expect(ask('what can we learn from it?').text).not.toContain('leaves you with');
  });
});

describe('what history teaches', () => {
  it.each([
    'what can we learn from history?',
    'what does history teach us?',
    'what are the lessons of financial history?',
  ])('"%s" gives the lessons that run through our crises', (q) => {
    // It found nothing and offered Bull and Bear Markets.
    const a = ask(q);
    for (const point of [
      'Borrowed money turns a fall into ruin',
      'A bank lives on confidence',
      'Markets have recovered, but not always soon',
      'Each crisis rewrites the rules',
    ])
      expect(a.text).toContain(point);
  });

  it('gives each figure as its lesson does', () => {
    const told = (id: string) => JSON.stringify(getLesson(id));
    for (const [id, figure] of [
      ['ltcm-1998', 'about $125 billion of assets on roughly $4.7 billion'],
      ['financial-crisis-2008', 'about $33 of assets for every $1'],
      ['silicon-valley-bank-2023', 'On 9 March 2023 depositors tried to take about $42 billion out of SVB'],
      ['bull-bear-markets', 'November 1954'],
      ['japan-bubble-1989', '22 February 2024'],
    ] as const)
      expect(told(id), figure).toContain(figure);
  });
});
