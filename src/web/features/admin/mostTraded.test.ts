import { expect, it } from 'vitest';
import { mostTradedText } from './mostTraded';

it('lists the most traded symbols with option contracts by their readable names', () => {
  expect(
    mostTradedText([
      { symbol: 'AAPL', trades: 1200 },
      { symbol: 'AAPL261204C00215000', trades: 3 },
    ]),
  ).toBe('AAPL (1,200), AAPL $215 call · 4 Dec 2026 (3)');
  expect(mostTradedText([])).toBe('no trades yet');
});
