import { describe, expect, it } from 'vitest';
import { getLesson } from '../../content/catalogue';
import { NOT_ADVICE } from './advice';
import { composeAnswer, type LearnerFacts } from './compose';
import { createRetriever } from './retrieval';

const retriever = createRetriever();
const guest: LearnerFacts = { signedIn: false };
const ask = (q: string) => composeAnswer(q, guest, retriever);
const PRESCRIBES = /\byou should (?:buy|sell|invest|put|hold)\b|\bbuy now\b|\bsell now\b/i;

describe('requests for advice', () => {
  it.each([
    'should I buy stocks or bonds',
    'Should i invest in stocks or bonds?',
    'is it better to buy stocks or bonds?',
    'should I put my money in bonds or stocks',
  ])('answers the choice "%s" with no advice, both definitions and what history shows', (q) => {
    const a = ask(q);
    expect(a.text.startsWith(NOT_ADVICE)).toBe(true);
    expect(a.text).toMatch(/\*\*Share \(stock\)\*\*: /);
    expect(a.text).toMatch(/\*\*Bond\*\*: /);
    expect(a.text).toMatch(/equity risk premium/);
    expect(a.citations.map((c) => c.lessonId)).toContain('stock-market-basics');
    expect(a.text).not.toMatch(PRESCRIBES);
  });

  const cycles = getLesson('bull-bear-markets')!;
  const lessonText = JSON.stringify(cycles.pages);
  it.each([
    'is now a good time to buy',
    'Is it a good time to buy stocks?',
    'is the market going to crash',
    'will the market go up tomorrow?',
    'should i sell everything now',
    'when will the market recover',
    // "The stock market" and "go up" answered why share prices rise over the long run.
    'is the stock market going to go up?',
    'will the stock market go down?',
    'is the S&P 500 going to crash?',
    // These found nothing, or quoted a line of 2008's story.
    'will there be another crash?',
    'is there going to be another recession?',
    'will there be another bubble?',
  ])('answers the timing question "%s" with no prediction, quoting the market-cycles lesson', (q) => {
    const a = ask(q);
    expect(a.text.startsWith(NOT_ADVICE)).toBe(true);
    expect(a.text).toMatch(/No one can tell you where the market goes next/);
    expect(a.citations.map((c) => c.lessonId)).toEqual(['bull-bear-markets']);
    const quoted = a.text.split('\n').filter((l) => l.startsWith('- '));
    expect(quoted.length).toBeGreaterThan(0);
    // Every point is the lesson's own sentence, not one made up for the answer.
    for (const line of quoted) expect(lessonText).toContain(line.slice(2));
    expect(a.text).not.toMatch(PRESCRIBES);
  });

  it.each(['why did the market crash in 1987?', 'what happens to my limit order when the market crashes'])(
    'does not read "%s" as a question about when to buy',
    (q) => {
      expect(ask(q).text).not.toMatch(/No one can tell you where the market goes next/);
    },
  );
});

describe('a pick asked for', () => {
  it.each([
    "what's a good stock for beginners",
    'good stocks to buy?',
    // It found no definition; then, with the advice, the first share market in Amsterdam, for "first".
    'what is a good first stock?',
    // It found no definition, or no lesson.
    "what's a good starter stock?",
    'what is a good beginner stock?',
  ])('answers "%s" with no pick, only what the lessons show', (q) => {
    const a = ask(q);
    expect(a.text.startsWith(NOT_ADVICE)).toBe(true);
    expect(a.text).not.toMatch(/1611|Hendrick de Keyser|1602/);
    expect(a.text).not.toMatch(PRESCRIBES);
  });

  it.each(["what's a good starter stock?", 'what is a good beginner stock?', 'what is a good first stock?'])(
    'answers "%s" as "what is a good stock for beginners?", from Stock Market Basics',
    (q) => {
      expect(ask(q)).toEqual(ask('what is a good stock for beginners?'));
      expect(ask(q).citations.map((c) => c.lessonId)).toEqual(['stock-market-basics']);
    },
  );
});

describe('one thing judged', () => {
  it.each([
    ['is bitcoin a good investment?', 'Bitcoin', 'bitcoin'],
    ['Are index funds a good idea?', 'Index fund', 'efficient-market-hypothesis'],
    ['are bonds a good investment', 'Bond', undefined],
  ])('answers "%s" with no advice, then what the thing is', (q, term, lessonId) => {
    const a = ask(q);
    // Before: only that the lessons do not answer it, and no word on what the thing is.
    expect(a.text.startsWith(`${NOT_ADVICE} Here is what our lessons say.`)).toBe(true);
    expect(a.text).toContain(`**${term}**: `);
    expect(a.text).not.toContain('Our lessons do not answer that directly');
    if (lessonId) expect(a.citations.map((c) => c.lessonId)).toEqual([lessonId]);
    expect(a.text).not.toMatch(PRESCRIBES);
  });

  it('answers whether gold is a good hedge against inflation with the hedge’s entry, which says how gold fared', () => {
    // Before: two sentences on the gold standard's exchange rates of 1925 and Bretton Woods.
    for (const q of ['is gold a good hedge against inflation?', 'Is gold a hedge against inflation?']) {
      const a = ask(q);
      expect(a.text).toContain('**Inflation hedge**: ');
      expect(a.text).toContain('gold peaked at $850 an ounce on 21 January 1980');
      expect(a.citations.map((c) => c.lessonId)).toEqual(['stagflation-1970s']);
    }
    // Only a judgement asks for advice.
    expect(ask('is gold a good hedge against inflation?').text.startsWith(NOT_ADVICE)).toBe(true);
    expect(ask('is gold a hedge against inflation?').text.startsWith(NOT_ADVICE)).toBe(false);
  });

  it('leaves a thing the glossary does not name to the search, as before', () => {
    const a = ask('is gamestop a good buy');
    expect(a.text.startsWith(NOT_ADVICE)).toBe(true);
    expect(a.text).not.toContain('Here is what our lessons say.');
  });
});

describe('a choice worded "instead of"', () => {
  // It quoted a limit order "joining the buy queue", stub quotes, and where the ticket's Market
  // order is; after "what is a limit order?", "use one" pointed to nothing.
  it.each([
    [['when should I use a limit order instead of a market order?']],
    [['what is a limit order?', 'when should I use one instead of a market order?']],
    [['what is a limit order?', 'should I use one rather than a market order?']],
  ])('answers %j with both orders defined', (messages) => {
    const a = composeAnswer(messages.at(-1)!, guest, retriever, messages.slice(0, -1));
    expect(a.text).toContain('**Limit order**: ');
    expect(a.text).toContain('**Market order**: ');
    expect(a.text).not.toMatch(/stub quotes|\(Market\)/);
  });
});
