import type { ChartPage } from '../../schema';

export const blackWednesday1992Chart: ChartPage = {
  type: 'chart',
  id: 'what-really-happened',
  chapter: 'What Really Happened',
  title: 'The Pound on a Chart',
  mainText:
    'Here is how many Deutschmarks one pound bought, at dated points from the first days in the ERM in October 1990 to a month after the exit. Straight lines join the points. Your three decisions are marked.',
  chart: {
    series: 'pound-in-marks-1990-1992',
    window: { from: '1990-10-09', to: '1992-10-19' },
    events: [
      { date: '1992-09-13', label: 'The Italian lira is devalued inside the ERM' },
      { date: '1992-09-16', label: 'Black Wednesday: the pound leaves the ERM' },
    ],
    decisions: [
      { pageId: 'which-currency', date: '1990-11-15', label: 'Borrow in pounds or marks?' },
      { pageId: 'wednesday-morning', date: '1992-09-16', label: 'Where to keep the cash?' },
      { pageId: 'after-the-fall', date: '1992-10-16', label: 'What to do with a cheaper pound?' },
    ],
    caption:
      'Inside the ERM the pound stayed between about DM 2.90 and DM 3.01 at these points, then sank to its DM 2.78 floor. Three weeks after the exit it closed at about DM 2.39, nearly 19% below the DM 2.95 central rate.',
    source:
      'Deutschmarks per pound: Treasury figures given in Parliament (Hansard, 7 July 1992) and London closing rates reported in The Independent, October 1992.',
  },
};
