import type { ChartDataset } from '../schema';
import { gamestopCloses } from './gamestop-closes';
import { marksPerDollar } from './marks-per-dollar';
import { nikkei225YearEnds } from './nikkei-225';
import { poundInMarks } from './pound-in-marks';
import { usCpiInflation } from './us-cpi-inflation';

// The datasets of published figures at dated points that live with the content. The S&P 500 daily
// series and the Dow closes of the crisis games live in src/core and are resolved there.
export const contentChartDatasets: readonly ChartDataset[] = [
  nikkei225YearEnds,
  marksPerDollar,
  gamestopCloses,
  usCpiInflation,
  poundInMarks,
];
