import type { ChartPage } from '../../schema';

export const dotcomBubbleChart: ChartPage = {
  type: 'chart',
  id: 'what-really-happened',
  chapter: 'What Really Happened',
  title: 'The Bubble on a Chart',
  mainText:
    'Here is the S&P 500, the 500 largest US companies, at the close of each trading day from January 2000 to the end of 2002. Your April 2000 decision is marked on the line. Your December 1999 decision came a few days before this series starts.',
  chart: {
    series: 'sp500-daily-2000-2020',
    window: { from: '2000-01-03', to: '2002-12-31' },
    events: [
      { date: '2000-03-24', label: 'The S&P 500 closes at its peak, 1,527' },
      { date: '2001-09-17', label: 'Markets reopen after the 11 September attacks' },
      { date: '2002-10-09', label: 'The low: 777, about 49% below the peak' },
    ],
    decisions: [{ pageId: 'decision-april-2000', date: '2000-04-14', label: 'Buy the dip?' }],
    caption:
      'The wider market fell by about half. The Nasdaq, where most internet shares traded, fell much further: about 78% from March 2000 to October 2002.',
    source:
      'S&P 500 daily closes, 2000–2020, from the vega-datasets file sp500-2000.csv (compiled from Yahoo Finance; the index is S&P Dow Jones Indices’).',
  },
};
