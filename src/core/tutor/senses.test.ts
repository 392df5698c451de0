import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { glossary } from '../../content/glossary';
import { composeAnswer, definitionLine } from './compose';
import { createRetriever } from './retrieval';
import { composeSensesAnswer } from './senses';

// A word of two senses asked bare ("what is the spread?") gets the trading sense first, then the other;
// asked with its qualifier ("credit spread", "yield spread") it gets that sense only. The euro has its
// own entry, so "when did the euro start?" gets the date; volatility opens in plain words.

const retriever = createRetriever();
const guest = { signedIn: false };
const ask = (q: string) => composeAnswer(q, guest, retriever);
const paragraphs = (text: string) => text.split('\n\n');

describe('a word of two senses asked bare', () => {
  it.each([
    'What is the spread?',
    "what's a spread",
    'whats the spread',
    'spread',
    'define spread',
    'what are spreads?',
  ])('answers "%s" with the bid–ask spread first, then the credit spread', (question) => {
    const a = ask(question);
    const [, first, second, third] = paragraphs(a.text);
    expect(first).toMatch(/^\*\*Bid–ask spread\*\*: The gap between the best bid and the best ask/);
    // The words bid and ask are explained before the other sense.
    expect(second).toMatch(/bid is the highest price any buyer/);
    expect(third).toMatch(/bond markets.*\*\*credit spread\*\*: the extra interest/);
    expect(a.citations.map((c) => c.lessonId)).toEqual(['stock-exchanges-explained', 'ltcm-1998']);
  });

  it.each([
    ['what is a credit spread?', /\*\*Credit spread\*\*: The extra interest/],
    ['what is a yield spread', /\*\*Bond spread \(yield spread\)\*\*: The extra interest/],
    ['spread on bonds', /\*\*Bond spread \(yield spread\)\*\*: The extra interest/],
    ['what is a bond spread?', /\*\*Bond spread \(yield spread\)\*\*: The extra interest/],
  ])('answers "%s", which names the bond sense, with that sense only', (question, says) => {
    const a = ask(question);
    expect(paragraphs(a.text)[1]).toMatch(says);
    expect(a.text).not.toMatch(/Bid–ask/);
  });

  it('answers the bare word the same whatever article, case or closing mark it is asked with', () => {
    const reference = ask('what is a spread').text;
    fc.assert(
      fc.property(
        fc.constantFrom('what is', "what's", 'whats', 'define', 'meaning of'),
        fc.constantFrom('', 'a ', 'the ', 'A ', 'The '),
        fc.constantFrom('spread', 'Spread', 'SPREAD'),
        fc.constantFrom('', '?', ' ?', '.', '!'),
        (asks, article, word, mark) => {
          expect(ask(`${asks} ${article}${word}${mark}`).text).toBe(reference);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('leaves every other term to the usual answer', () => {
    for (const term of [
      'spread betting',
      'bull call spread',
      'credit spread',
      'spreadsheet',
      'a zorbex spread',
    ])
      expect(composeSensesAnswer(term, retriever.passages, definitionLine)).toBeUndefined();
  });
});

describe('the euro', () => {
  it.each([
    'When did the euro start?',
    'when did the euro begin',
    'when did the euro launch?',
    'when was the euro introduced',
    'when was the euro created?',
  ])('answers "%s" with the date it began', (question) => {
    const a = ask(question);
    expect(paragraphs(a.text)[1]).toMatch(/^\*\*Euro\*\*: .*began on 1 January 1999 in 11 countries/);
    expect(a.text).toMatch(/notes and coins followed on 1 January 2002/);
    expect(a.citations.map((c) => c.lessonId)).toContain('euro-creation-1999');
  });

  it('defines the euro with how many countries use it now', () => {
    expect(glossary.euro?.definition).toMatch(
      /Croatia joined on 1 January 2023 and Bulgaria on 1 January 2026, making 21 countries/,
    );
  });

  it('does not quote a lesson sentence that only repeats the definition', () => {
    const a = ask('what is the euro?');
    expect(a.text.match(/notes and coins followed on 1 January 2002/g)).toHaveLength(1);
  });
});

describe('volatility for a beginner', () => {
  it('opens with how much and how fast a price swings, the measure after', () => {
    const line = paragraphs(ask('What is volatility?').text)[1] ?? '';
    expect(line.startsWith('**Volatility**: ')).toBe(true);
    const definition = line.replace('**Volatility**: ', '');
    const first = definition.split(/(?<=[.:])\s/)[0] ?? '';
    expect(first).toMatch(/how fast a price swings/);
    expect(first).not.toMatch(/standard deviation/);
    expect(definition.indexOf('standard deviation')).toBeGreaterThan(definition.indexOf('swings'));
  });
});
