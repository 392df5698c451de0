import type { ChartPage } from '../../schema';

export const blackMonday1987Chart: ChartPage = {
  type: 'chart',
  id: 'what-really-happened',
  chapter: 'What Really Happened',
  title: 'Black Monday on a Chart',
  mainText:
    'Here is the Dow Jones Industrial Average at published closes on the dates shown as dots, from the August 1987 record to August 1989. Straight lines join them; the days in between are not drawn. Your three decisions are marked.',
  chart: {
    series: 'djia-1987-1989',
    window: { from: '1987-08-25', to: '1989-08-24' },
    events: [
      { date: '1987-08-25', label: 'The Dow closes at a record 2,722' },
      { date: '1987-10-19', label: 'Black Monday: the Dow falls 22.6% in one day, to 1,739' },
      { date: '1989-08-24', label: 'The Dow closes above its 1987 record again' },
    ],
    decisions: [
      { pageId: 'insurance-choice', date: '1987-09-15', label: 'Protect the fund?' },
      { pageId: 'follow-the-model', date: '1987-10-19', label: 'Follow the model?' },
      { pageId: 'the-morning-after', date: '1987-10-20', label: 'What now?' },
    ],
    caption:
      'The fall was the largest one-day percentage drop in the Dow’s history, yet the index ended 1987 a little higher than it started the year. It took about two years to pass the old record.',
    source:
      'Dow Jones Industrial Average closes from S&P Dow Jones Indices and the Brady Commission report (1988).',
  },
};
