import type { ChartPage } from '../../schema';

export const bankRuns1929Chart: ChartPage = {
  type: 'chart',
  id: 'what-really-happened',
  chapter: 'What Really Happened',
  title: 'The Dow From 1929 to 1932',
  mainText:
    'Here is the Dow Jones Industrial Average, 30 large US companies, at published closes on the dates shown as dots. Straight lines join them; the days in between are not drawn. Your first two decisions are marked. The bank holiday of March 1933 came after this chart ends.',
  chart: {
    series: 'djia-1929-1932',
    window: { from: '1929-09-03', to: '1932-12-31' },
    events: [
      { date: '1929-10-29', label: 'Black Tuesday: the Dow closes at 230' },
      { date: '1930-12-11', label: 'The Bank of United States closes its doors' },
      { date: '1932-07-08', label: 'The low: 41, about 89% below the 1929 record' },
    ],
    decisions: [
      { pageId: 'buy-the-dip', date: '1929-11-01', label: 'Bargains or traps?' },
      { pageId: 'the-queue', date: '1930-12-10', label: 'Join the line?' },
    ],
    caption:
      'The first fall, in the autumn of 1929, was only the start. The rebound of early 1930 faded, and banks failing one after another dragged prices down for almost three more years.',
    source:
      'Dow Jones Industrial Average closes from S&P Dow Jones Indices; the July 1932 low from Federal Reserve History, “Stock Market Crash of 1929”.',
  },
};
