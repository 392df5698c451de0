import type { ChartPage } from '../../schema';

export const japanBubble1989Chart: ChartPage = {
  type: 'chart',
  id: 'what-really-happened',
  chapter: 'What Really Happened',
  title: 'The Nikkei From Boom to Bust',
  mainText:
    'Here is the Nikkei 225, Japan’s best-known share index, at the close of each year from 1984 to 2003. Each dot is one year-end close, joined by straight lines. Your two decisions are marked.',
  chart: {
    series: 'nikkei-225-1984-2003',
    window: { from: '1984-12-31', to: '2003-12-31' },
    events: [
      { date: '1985-09-22', label: 'The Plaza Accord: the yen is pushed up' },
      { date: '1989-12-29', label: 'The peak: 38,916, a record that stood until 2024' },
      { date: '1997-11-24', label: 'Yamaichi Securities, a big broker, shuts down' },
    ],
    decisions: [
      { pageId: 'decision-1988-home', date: '1988-06-30', label: 'Buy a home at any price?' },
      { pageId: 'decision-1993-bad-loans', date: '1993-09-21', label: 'What to do with the bad loans?' },
    ],
    caption:
      'Year-end closes hide the swings inside each year: in 1993 the index moved between about 16,000 and 21,000. At the end of 2002 it stood about 78% below its peak.',
    source:
      'Nikkei Inc., Nikkei 225 historical data: closing value on the last trading day of each year, rounded to whole points.',
  },
};
