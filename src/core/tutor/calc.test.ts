import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { composeCalcAnswer, grown, yearsToDouble } from './calc';
import { composeAnswer } from './compose';
import { createRetriever } from './retrieval';

const dollars = (text: string) =>
  [...text.matchAll(/\$([\d,]+\.\d\d)/g)].map((m) => Number(m[1]!.replace(/,/g, '')));

describe('the sums the tutor works out', () => {
  it('grows money by yearly compounding, and doubles it in the years it says', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1e7, noNaN: true }),
        fc.double({ min: 0.001, max: 0.5, noNaN: true }),
        fc.integer({ min: 1, max: 60 }),
        (principal, rate, years) => {
          expect(grown(principal, rate, years) / principal / (1 + rate) ** years).toBeCloseTo(1, 9);
          expect(grown(principal, rate, years + 1)).toBeGreaterThan(grown(principal, rate, years));
          expect(grown(1, rate, yearsToDouble(rate))).toBeCloseTo(2, 9);
        },
      ),
    );
  });

  it('works out a percentage of an amount, with its working', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 100_000 }), (rate, amount) => {
        const a = composeCalcAnswer(`what is ${rate}% of ${amount}?`)!;
        const part = (rate * amount) / 100;
        expect(a.text).toContain(`is **${part.toLocaleString('en-US', { maximumFractionDigits: 2 })}**`);
      }),
    );
    expect(composeCalcAnswer('what is 2.5% of $1,250?')!.text).toBe(
      '2.5% of $1,250.00 is **$31.25**: $1,250.00 × 0.025 = $31.25.',
    );
  });

  it('splits a compounded gain into simple interest and interest on interest, which add up to it', () => {
    const a = composeCalcAnswer('how much is $1000 at 7% for 10 years?')!;
    expect(a.text).toMatch(
      /^At 7% a year, added once a year, \$1,000\.00 grows to about \*\*\$1,967\.15\*\* in 10 years/,
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 50 }),
        (p, r, n) => {
          const text = composeCalcAnswer(`what will $${p} grow to at ${r}% a year over ${n} years?`)!.text;
          // $P grows to $T: $P × …^n ≈ $T. Of the $G gained, $S is r% of the first $P; the other $O…
          const [, total, , , gained, simple, , rest] = dollars(text);
          // Rounded to the cent.
          expect(Math.abs(total! - grown(p, r / 100, n))).toBeLessThanOrEqual(0.005 + 1e-9 * total!);
          expect(gained! - simple! - rest!).toBeCloseTo(0, 1);
        },
      ),
      { numRuns: 200 },
    );
    expect(a.citations.map((c) => c.lessonId)).toEqual(['stock-market-basics']);
  });

  it('gives the years to double with the rule of 72 beside them', () => {
    const a = composeCalcAnswer('how long does it take to double my money at 6%?')!;
    expect(a.text).toMatch(/^At 6% a year, money doubles in about \*\*11\.9 years\*\*/);
    expect(a.text).toContain('72 ÷ 6 = 12 years');
  });

  it.each([
    'what is inflation?',
    'how much did the Dow fall in 1929?',
    'why did the S&P 500 fall 34% in 2020?',
    'what is a 7% drop?',
    'how long did it take the Dow to recover?',
  ])('works nothing out for "%s"', (q) => expect(composeCalcAnswer(q)).toBeUndefined());

  it('works out money asked to grow with no rate at three yearly rates, each with its working', () => {
    // It quoted Japan's growth in the 1990s, or the COVID crash.
    const a = composeCalcAnswer('how much will $1000 grow in 30 years?')!;
    expect(a.text).toMatch(/^That depends on the yearly return, which no one can promise\./);
    expect(a.text).toContain('- **At 2% a year:** $1,000.00 × 1.02³⁰ ≈ $1,811.36');
    expect(a.text).toContain('- **At 7% a year:** $1,000.00 × 1.07³⁰ ≈ $7,612.26');
    expect(a.citations.map((c) => c.lessonId)).toEqual(['stock-market-basics']);
    expect(composeCalcAnswer('what will $500 be worth after 20 years?')?.text).toContain(
      '$500.00 × 1.05²⁰ ≈ $1,326.65',
    );
    // A rate given is worked out in full, as before.
    expect(composeCalcAnswer('how much will $1000 grow at 7% in 30 years?')?.text).toMatch(/^At 7% a year/);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 60 }), (p, n) => {
        const text = composeCalcAnswer(`what will $${p} be worth after ${n} years?`)!.text;
        const shown = dollars(text);
        for (const rate of [0.02, 0.05, 0.07])
          expect(shown).toContain(Math.round(grown(p, rate, n) * 100) / 100);
      }),
      { numRuns: 50 },
    );
  });

  it('answers through the tutor, where each found nothing or quoted a stray figure', () => {
    const retriever = createRetriever();
    expect(composeAnswer('what is 15% of 200?', { signedIn: false }, retriever).text).toBe(
      '15% of 200 is **30**: 200 × 0.15 = 30.',
    );
  });
});
