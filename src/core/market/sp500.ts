// The real daily S&P 500 closes 2000-01-03..2020-04-17 (vega-datasets), embedded so the browser has them.

import { decodeSp500, type Sp500Row } from './data/sp500-codec';
import { SP500_CLOSES_B36, SP500_FIRST_DATE, SP500_GAPS } from './data/sp500-data';

let rows: Sp500Row[] | undefined;
let byDate: Map<string, number> | undefined;

/** Every real trading day of the series, oldest first. */
export function sp500Series(): readonly Sp500Row[] {
  rows ??= decodeSp500({ firstDate: SP500_FIRST_DATE, gaps: SP500_GAPS, closes: SP500_CLOSES_B36 });
  return rows;
}

export const SP500_FIRST = SP500_FIRST_DATE;
export const SP500_LAST = '2020-04-17';

/** The real closing level of the S&P 500 on a date (YYYY-MM-DD), or undefined when it did not trade. */
export function sp500Close(date: string | Date): number | undefined {
  byDate ??= new Map(sp500Series().map((r) => [r.date, r.close]));
  const key = typeof date === 'string' ? date.slice(0, 10) : date.toISOString().slice(0, 10);
  return byDate.get(key);
}

/** Daily log returns of the real series. */
export function sp500LogReturns(): number[] {
  const series = sp500Series();
  const out: number[] = [];
  for (let i = 1; i < series.length; i++) out.push(Math.log(series[i]!.close / series[i - 1]!.close));
  return out;
}
