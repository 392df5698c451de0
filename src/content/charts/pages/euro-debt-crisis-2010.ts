import type { ChartPage } from '../../schema';

export const euroDebtCrisis2010Chart: ChartPage = {
  type: 'chart',
  id: 'what-really-happened',
  chapter: 'What Really Happened',
  title: 'The Crisis Seen From New York',
  mainText:
    'Here is the S&P 500, the US stock market, at the close of each trading day from 2010 to 2012, with your three decisions marked. It is not a Greek price. It shows how far the euro crisis reached.',
  chart: {
    series: 'sp500-daily-2000-2020',
    window: { from: '2010-01-04', to: '2012-12-31' },
    events: [
      { date: '2010-05-02', label: 'Greece’s first bailout is agreed' },
      {
        date: '2011-08-08',
        label: 'Shares fall about 7% in a day, after the US loses its top credit rating',
      },
      { date: '2012-07-26', label: 'Draghi: the ECB will do whatever it takes' },
    ],
    decisions: [
      { pageId: 'where-to-save', date: '2010-06-15', label: 'Greek bonds, a Greek bank or Germany?' },
      { pageId: 'late-payments', date: '2012-02-15', label: 'The state pays late' },
      { pageId: 'after-draghi', date: '2012-08-06', label: 'After the promise' },
    ],
    caption:
      'Each new scare in Europe pulled US shares down too, most of all in the summer of 2011. After Draghi’s promise the fear faded.',
    source:
      'S&P 500 daily closes, 2000–2020, from the vega-datasets file sp500-2000.csv (compiled from Yahoo Finance; the index is S&P Dow Jones Indices’).',
  },
};
