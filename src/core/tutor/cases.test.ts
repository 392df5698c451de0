import { describe, expect, it } from 'vitest';
import { getLesson } from '../../content/catalogue';
import { kindsTold } from './cases';
import { composeAnswer } from './compose';
import { createRetriever } from './retrieval';

// A kind of event several lessons tell a case of, asked bare: its definition, then each case, linked.

const retriever = createRetriever();
const guest = { signedIn: false };
const ask = (q: string) => composeAnswer(q, guest, retriever);
const linked = (text: string) =>
  text
    .split('\n')
    .filter((l) => l.startsWith('- '))
    .map((l) => /\(\/lessons\/([a-z0-9-]+)\)/.exec(l)?.[1]);

describe('a peg', () => {
  // "What is a peg?" was refused ("I could not find a definition of exactly that in our glossary"):
  // both "Currency peg" and "Crawling peg" end in the word. "What is a currency peg?" was defined but
  // linked only the Asian crisis, though five more lessons tell a peg breaking.
  // "What does pegged mean?" was refused too: "what does X mean" was searched whole.
  it.each([
    'what is a peg?',
    'what is a currency peg?',
    'what are pegs?',
    'explain pegs',
    'peg?',
    'what does pegged mean?',
  ])('defines a currency peg, then links the lessons where one broke: %s', (q) => {
    const a = ask(q);
    expect(a.text.split('\n\n')[1]).toMatch(/^\*\*Currency peg\*\*: A government's promise to hold/);
    expect(a.text).toContain('**crawling peg**');
    expect(a.text).toContain('**currency board**');
    expect(linked(a.text)).toEqual([
      'gold-standard',
      'black-wednesday-1992',
      'mexican-peso-crisis-1994',
      'asian-crisis-1997',
      'russian-default-1998',
      'argentina-crisis-2001',
    ]);
    expect(a.citations[0]?.lessonId).toBe('asian-crisis-1997');
    expect(a.text).not.toContain('could not find');
  });

  it('leaves the kinds of peg asked by name to their own entries', () => {
    expect(ask('what is a crawling peg?').text).toMatch(
      /\*\*Crawling peg\*\*: An exchange rate the government/,
    );
    expect(ask('what is a currency board?').text).toMatch(/\*\*Currency board\*\*: A strict fixed/);
  });

  it('links only lessons we have', () => {
    for (const kind of kindsTold) for (const id of kind.lessonIds) expect(getLesson(id), id).toBeDefined();
  });
});

describe('a currency crisis', () => {
  // "What is a currency crisis?" was defined, naming Britain 1992, Mexico 1994, Thailand 1997, Russia
  // 1998 and Argentina 2001–02, but linked only the Asian crisis, though we have a lesson on each.
  it.each([
    'what is a currency crisis?',
    'currency crisis',
    'tell me about a currency crisis',
    'what are currency crises?',
  ])('defines it, then links the lesson of each crisis it names: %s', (q) => {
    const a = ask(q);
    expect(a.text.split('\n\n')[1]).toMatch(/^\*\*Currency crisis\*\*: A sudden, steep fall/);
    expect(linked(a.text)).toEqual([
      'black-wednesday-1992',
      'mexican-peso-crisis-1994',
      'asian-crisis-1997',
      'russian-default-1998',
      'argentina-crisis-2001',
    ]);
    expect(a.citations).toHaveLength(5);
  });

  it('leaves what causes one to the causes answer', () => {
    // The causes answer, not the list of cases (kind-cause.test.ts says what it holds).
    expect(ask('what causes a currency crisis?').text).not.toContain('Our lessons tell each of them:');
  });
});
