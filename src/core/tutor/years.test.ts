import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { composeAnswer } from './compose';
import { createRetriever } from './retrieval';
import { tellsAnotherTime, yearsNamed } from './years';

const retriever = createRetriever();
const guest = { signedIn: false };
const year = fc.integer({ min: 1600, max: 2099 });

describe('the years a text names', () => {
  it('reads years, spans and decades', () => {
    expect(yearsNamed('On 19 October 1987 the Dow fell')).toEqual([1987]);
    expect(yearsNamed('Haarlem, winter 1636–37')).toEqual([1636, 1637]);
    expect(yearsNamed('from 1929-1932')).toEqual([1929, 1930, 1931, 1932]);
    expect(yearsNamed('the 1970s')).toEqual([1970, 1971, 1972, 1973, 1974, 1975, 1976, 1977, 1978, 1979]);
    expect(yearsNamed('the 1970s', 2)).toEqual([...Array(14)].map((_, i) => 1968 + i));
    expect(yearsNamed('From March 2022 to July 2023')).toEqual([2022, 2023]);
    expect(yearsNamed('$1500 and 25,000 shares, 5.25–5.50%, 90-day')).toEqual([]);
  });

  it('reads any year from 1600 to 2099 as itself, and a span as every year in it', () => {
    fc.assert(
      fc.property(year, fc.integer({ min: 0, max: 50 }), (from, length) => {
        expect(yearsNamed(`in ${from}, then`)).toEqual([from]);
        const to = from + length;
        fc.pre(to <= 2099);
        expect(yearsNamed(`${from}–${to}`)).toEqual([...Array(length + 1)].map((_, i) => from + i));
      }),
    );
  });

  it('says a sentence tells another time only when it names years and none of those asked', () => {
    fc.assert(
      fc.property(year, year, (asked, told) => {
        const q = `what happened in ${asked}?`;
        expect(tellsAnotherTime(q)(`In ${told} prices fell.`)).toBe(asked !== told);
        expect(tellsAnotherTime(q)('In September prices fell.')).toBe(false);
        expect(tellsAnotherTime('what is a bank run?')(`In ${told} prices fell.`)).toBe(false);
      }),
    );
    expect(
      tellsAnotherTime('how high did inflation get in the 1970s?')('Inflation peaked in March 1980.'),
    ).toBe(false);
  });

  it('counts the years around each year asked as asked, when told to', () => {
    const around = { before: 2, after: 5 };
    fc.assert(
      fc.property(year, year, (asked, told) => {
        const q = `how many lost their homes in ${asked}?`;
        const within = told >= asked - 2 && told <= asked + 5;
        expect(tellsAnotherTime(q, around)(`By ${told} prices fell.`)).toBe(!within);
      }),
    );
  });
});

describe('answers that keep to the time asked', () => {
  it('answers "what happened in March 2020?" from March 2020, not SVB in March 2023', () => {
    const a = composeAnswer('what happened in march 2020?', guest, retriever, []);
    expect(a.text).toContain('World Health Organization declared a pandemic');
    expect(a.text.split('Read more')[0]).not.toMatch(/2022|2023/);
  });

  it('answers "what happened in September 2008?" without the Northern Rock run of September 2007', () => {
    const a = composeAnswer('what happened in september 2008?', guest, retriever, []);
    expect(a.text).toContain('Washington Mutual');
    expect(a.text).not.toContain('Northern Rock');
  });

  it('says the default of 17 August 1998 once, though two lessons tell it', () => {
    const a = composeAnswer('what happened in august 1998?', guest, retriever, []);
    expect(a.text.match(/devalued the ruble/g)).toHaveLength(1);
  });
});

describe('a lesson of many years, asked about one', () => {
  it.each([
    ['what happened to bitcoin in 2022?', 'In May 2022 the TerraUSD stablecoin lost its dollar peg'],
    [
      'what happened to bitcoin in 2014?',
      'Mt. Gox filed for bankruptcy protection in Tokyo on 28 February 2014, saying about 850,000',
    ],
  ])('"%s" tells that year from the lesson, not its overview', (q, said) => {
    // Both told the 2008 white paper and the first block of 2009.
    const a = composeAnswer(q, guest, retriever);
    expect(a.text).toContain(said);
    expect(a.text).not.toContain('Satoshi Nakamoto');
    expect(a.citations[0]?.lessonId).toBe('bitcoin');
  });

  it('keeps the overview when it names the year asked', () => {
    expect(composeAnswer('what happened in 2008?', guest, retriever).text).toContain(
      'Lehman Brothers filed for bankruptcy on 15 September 2008',
    );
  });
});
