import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sp500Close, sp500Series } from '../sp500';
import { parseSp500Csv } from './sp500-codec';

const csv = readFileSync(
  fileURLToPath(new URL('../../../../node_modules/vega-datasets/data/sp500-2000.csv', import.meta.url)),
  'utf8',
);

describe('embedded S&P 500 series', () => {
  it('equals the vega-datasets file row for row (regenerate with data/generate-sp500.ts)', () => {
    expect(sp500Series()).toEqual(parseSp500Csv(csv));
  });

  it('spans 2000-01-03 to 2020-04-17 with the real closes', () => {
    const series = sp500Series();
    expect(series[0]).toEqual({ date: '2000-01-03', close: 1455.22 });
    expect(series.at(-1)).toEqual({ date: '2020-04-17', close: 2874.56 });
    expect(sp500Close('2008-10-10')).toBe(899.22);
    expect(sp500Close('2008-10-11')).toBeUndefined();
  });
});
