import type { ChartPage } from '../../schema';

export const flashCrash2010Chart: ChartPage = {
  type: 'chart',
  id: 'what-really-happened',
  chapter: 'What Really Happened',
  title: 'A Crash You Cannot See',
  mainText:
    'Here is the S&P 500 at the close of each trading day from February to October 2010. Find 6 May. The crash lasted about half an hour, so a chart of daily closes barely shows it.',
  chart: {
    series: 'sp500-daily-2000-2020',
    window: { from: '2010-02-01', to: '2010-10-29' },
    events: [
      {
        date: '2010-05-06',
        label: 'The Flash Crash: the Dow briefly falls about 9%, then wins most of it back',
      },
      { date: '2010-09-30', label: 'The SEC and CFTC publish their report on 6 May' },
    ],
    decisions: [
      { pageId: 'decision-stop-loss', date: '2010-05-06', label: 'Walter’s safety net' },
      { pageId: 'decision-pull-quotes', date: '2010-05-06', label: 'Keep quoting or pull the plug?' },
      { pageId: 'decision-reform', date: '2010-09-30', label: 'How do you stop it happening again?' },
    ],
    caption:
      'On 6 May the S&P 500 closed about 3% lower, from 1,166 to 1,128. Inside the day it had fallen much further and bounced back within minutes.',
    source:
      'S&P 500 daily closes, 2000–2020, from the vega-datasets file sp500-2000.csv (compiled from Yahoo Finance; the index is S&P Dow Jones Indices’).',
  },
};
