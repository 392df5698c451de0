import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { composeAnswer } from './compose';
import { ASKS_COUNTRIES, countriesNamed, countryOfPeople, isCountry } from './countries';
import { createRetriever } from './retrieval';

const retriever = createRetriever();
const ask = (q: string) => composeAnswer(q, { signedIn: false }, retriever);

describe('countriesNamed', () => {
  const names = ['Greece', 'Ireland', 'Portugal', 'Spain', 'Thailand', 'Indonesia', 'South Korea', 'Mexico'];

  it('counts each country a sentence names, once', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...names), { maxLength: names.length }), (chosen) => {
        const sentence = `Loans went to ${chosen.join(', ')} and ${chosen[0] ?? 'nobody'} again.`;
        expect(countriesNamed(sentence)).toBe(chosen.length);
      }),
    );
  });

  it('counts a country named two ways once, and a word inside another as none', () => {
    expect(countriesNamed('South Korea borrowed; Korea’s won fell.')).toBe(1);
    expect(countriesNamed('Britain, that is the United Kingdom, left gold.')).toBe(1);
    expect(countriesNamed('A Spaniard in Japanese markets')).toBe(0);
  });
});

describe('which countries a crisis hit', () => {
  it('asks "which countries…?" and "what nations…?", not "which country is best for me?" or "what is a country?"', () => {
    expect(ASKS_COUNTRIES.test('which countries were hit by the euro crisis?')).toBe(true);
    expect(ASKS_COUNTRIES.test('What nations defaulted?')).toBe(true);
    expect(ASKS_COUNTRIES.test('which country is best for me?')).toBe(false);
    expect(ASKS_COUNTRIES.test('what is a country risk premium?')).toBe(false);
  });

  it.each([
    // Before: a general principle on borrowing in a currency a country cannot print, and no country.
    ['which countries were hit by the euro crisis?', ['Greece', 'Ireland', 'Portugal']],
    ['what countries were affected by the euro debt crisis?', ['Greece', 'Ireland', 'Portugal']],
    // Before: the founding of the rescue fund, which names none.
    ['Which countries got bailouts in the euro crisis?', ['Greece', 'Ireland', 'Portugal']],
    [
      'which countries were hit by the Asian financial crisis?',
      ['Thailand', 'Indonesia', 'Korea', 'Malaysia'],
    ],
  ])('answers "%s" with the countries the lesson names', (question, countries) => {
    const a = ask(question);
    for (const country of countries) expect(a.text).toContain(country);
  });
});

describe('a country asked that names its crisis', () => {
  it('knows a country by its name and its people’s adjective', () => {
    expect(isCountry('greece')).toBe(true);
    expect(isCountry('South Korea')).toBe(true);
    expect(isCountry('euro')).toBe(false);
    expect(countryOfPeople('Greek')).toBe('Greece');
    expect(countryOfPeople('thai')).toBe('Thailand');
    expect(countryOfPeople('Dutch')).toBe('Dutch');
  });

  it('answers "what happened to Greece in 2012?" with Greece’s 2012, not Spain’s bank rescue', () => {
    // Before: "In June 2012 Spain asked for up to €100 billion to rescue its banks…" came first.
    const a = ask('what happened to Greece in 2012?');
    expect(a.text).not.toContain('Spain');
    expect(a.text).toContain('€200 billion of Greek bonds');
  });

  it('still answers "what happened to Japan in the 1990s?" from the crash, as the lesson’s title names Japan', () => {
    const a = ask('what happened to Japan in the 1990s?');
    expect(a.text).toContain('By October 1990 the Nikkei had fallen by about half');
    expect(a.text).not.toContain('Rockefeller Center');
  });
});
