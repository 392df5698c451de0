import type { ChartPage } from '../../schema';

export const covidInflationChart: ChartPage = {
  type: 'chart',
  id: 'what-really-happened',
  chapter: 'What Really Happened',
  title: 'The Fastest Crash on a Chart',
  mainText:
    'Here is the S&P 500 at the close of each trading day from October 2019 to 17 April 2020, as far as this chart’s data goes. Your first decision is marked. Your 2022 decisions came later than this chart reaches.',
  chart: {
    series: 'sp500-daily-2000-2020',
    window: { from: '2019-10-01', to: '2020-04-17' },
    events: [
      { date: '2020-02-19', label: 'The S&P 500 closes at a record 3,386' },
      { date: '2020-03-23', label: 'The low, 2,237, and the Fed promises to buy bonds without limit' },
    ],
    decisions: [{ pageId: 'decision-portfolio', date: '2020-03-20', label: 'Sell, hold or buy?' }],
    caption:
      'The index lost about a third in 23 trading days, then won back more than half of the fall by mid-April.',
    source:
      'S&P 500 daily closes, 2000–2020, from the vega-datasets file sp500-2000.csv (compiled from Yahoo Finance; the index is S&P Dow Jones Indices’).',
  },
};
