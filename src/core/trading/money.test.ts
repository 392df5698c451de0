import { describe, expect, it } from 'vitest';
import { sharesText } from './money';

describe('sharesText', () => {
  it('writes a count of shares in the right number, with thousands separators', () => {
    expect(sharesText(1)).toBe('1 share');
    expect(sharesText(0)).toBe('0 shares');
    expect(sharesText(2)).toBe('2 shares');
    expect(sharesText(1200)).toBe('1,200 shares');
  });
});
