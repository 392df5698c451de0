import { expect, it } from 'vitest';
import { chartSummary, describeSeries } from './chartSummary';

const usd = (v: number) => `$${v.toLocaleString('en-US')}`;

it('says where a line started and ended, and its high and low', () => {
  expect(describeSeries('You', [100, 120, 80, 90], usd)).toBe('You: from $100 to $90, high $120, low $80.');
  expect(describeSeries('Index', [], usd)).toBe('Index: no values.');
  expect(describeSeries('Gaps', [Number.NaN, 5, 7], usd)).toBe('Gaps: from $5 to $7, high $7, low $5.');
});

it('puts what the chart shows and its range first, then each series', () => {
  expect(chartSummary('Portfolio value', ['Sep 3', 'Nov 13'], [{ name: 'You', values: [1, 2] }], usd)).toBe(
    'Portfolio value, Sep 3 to Nov 13. You: from $1 to $2, high $2, low $1.',
  );
});
