import { describe, expect, it } from 'vitest';
import { countText } from './plural';

describe('countText', () => {
  it('writes one thing in the singular and any other count in the plural', () => {
    expect(countText(1, 'day')).toBe('1 day');
    expect(countText(0, 'day')).toBe('0 days');
    expect(countText(2, 'quiz', 'quizzes')).toBe('2 quizzes');
    expect(countText(1200, 'day', 'days', (n) => n.toLocaleString('en-GB'))).toBe('1,200 days');
  });
});
