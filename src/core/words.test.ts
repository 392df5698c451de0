import { describe, expect, it } from 'vitest';
import { capitalised, countText } from './words';

describe('capitalised', () => {
  it('puts the first letter in upper case and leaves the rest as it was', () => {
    expect(capitalised('limit')).toBe('Limit');
    expect(capitalised('buys up to 10% · no shorting')).toBe('Buys up to 10% · no shorting');
    expect(capitalised('iPhone sales')).toBe('IPhone sales');
    expect(capitalised('mixed CASE')).toBe('Mixed CASE');
    expect(capitalised('')).toBe('');
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
