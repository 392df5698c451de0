import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capitalised, clipped, countText, listed, numberWord, singular } from './words';

describe('capitalised', () => {
  it('puts the first letter in upper case and leaves the rest as it was', () => {
    expect(capitalised('limit')).toBe('Limit');
    expect(capitalised('buys up to 10% · no shorting')).toBe('Buys up to 10% · no shorting');
    expect(capitalised('iPhone sales')).toBe('IPhone sales');
    expect(capitalised('mixed CASE')).toBe('Mixed CASE');
    expect(capitalised('')).toBe('');
  });
});

describe('singular', () => {
  it('drops one final "s" and leaves any other word as it was', () => {
    expect(singular('funds')).toBe('fund');
    expect(singular('index')).toBe('index');
    expect(singular('')).toBe('');
    fc.assert(
      fc.property(fc.string(), (w) => {
        expect(singular(`${w}s`)).toBe(w);
        if (!w.endsWith('s')) expect(singular(w)).toBe(w);
      }),
    );
  });
});

describe('countText', () => {
  it('writes one thing in the singular and any other count in the plural', () => {
    expect(countText(1, 'day')).toBe('1 day');
    expect(countText(0, 'day')).toBe('0 days');
    expect(countText(2, 'quiz', 'quizzes')).toBe('2 quizzes');
    expect(countText(1200, 'day', 'days', (n) => n.toLocaleString('en-GB'))).toBe('1,200 days');
  });
});

describe('clipped', () => {
  it('keeps short text and ends long text with an ellipsis at the limit', () => {
    expect(clipped('apple')).toBe('apple');
    expect(clipped('a'.repeat(40))).toBe('a'.repeat(40));
    expect(clipped('a'.repeat(500))).toBe(`${'a'.repeat(39)}…`);
    expect(clipped('one two three', 8)).toBe('one two…');
    expect(clipped('😀'.repeat(10), 4)).toBe('😀😀😀…');
  });

  it('never returns more than the limit, and returns the text itself when it fits', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 200 }),
        fc.integer({ min: 2, max: 60 }),
        (text, max) => {
          const out = clipped(text, max);
          expect([...out].length).toBeLessThanOrEqual(max);
          if ([...text].length <= max) expect(out).toBe(text);
          else expect(out.endsWith('…')).toBe(true);
        },
      ),
    );
  });
});

describe('listed', () => {
  it('writes a list as a sentence does', () => {
    expect(listed([])).toBe('');
    expect(listed(['market'])).toBe('market');
    expect(listed(['market', 'limit'])).toBe('market and limit');
    expect(listed(['market', 'limit', 'stop'])).toBe('market, limit and stop');
  });

  it('keeps every item in order, with commas between all but the last two and one "and"', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-z]{1,8}$/), { minLength: 2, maxLength: 8 }), (items) => {
        const text = listed(items);
        const [head, last] = [
          text.slice(0, text.lastIndexOf(' and ')),
          text.slice(text.lastIndexOf(' and ') + 5),
        ];
        expect(last).toBe(items.at(-1));
        expect(head.split(', ')).toEqual(items.slice(0, -1));
      }),
    );
  });
});

describe('numberWord', () => {
  it('writes a count under ten in words, and larger ones in figures', () => {
    expect([0, 1, 2, 6, 9].map(numberWord)).toEqual(['zero', 'one', 'two', 'six', 'nine']);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (n) => {
        const word = numberWord(n);
        expect(/^\d+$/.test(word)).toBe(n >= 10);
        if (n >= 10) expect(word).toBe(String(n));
      }),
    );
  });
});
