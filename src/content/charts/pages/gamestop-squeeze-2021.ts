import type { ChartPage } from '../../schema';

export const gamestopSqueeze2021Chart: ChartPage = {
  type: 'chart',
  id: 'what-really-happened',
  chapter: 'What Really Happened',
  title: 'GameStop on a Chart',
  mainText:
    'Here is GameStop’s share price at the close of trading on dated days, from the last day of 2020 to late February 2021. Each dot is one day’s close, in dollars before the 2022 share split. Your three decisions are marked.',
  chart: {
    series: 'gme-2020-2021',
    window: { from: '2020-12-31', to: '2021-02-19' },
    events: [
      { date: '2021-01-11', label: 'GameStop adds Ryan Cohen and two others to its board' },
      { date: '2021-01-28', label: 'Robinhood and other brokers restrict buying' },
      { date: '2021-02-18', label: 'A hearing in the US House of Representatives' },
    ],
    decisions: [
      { pageId: 'decision-buy-in', date: '2021-01-22', label: 'Buy in at $65?' },
      { pageId: 'decision-melvin', date: '2021-01-25', label: 'Cover the short?' },
      { pageId: 'decision-hold-or-sell', date: '2021-01-29', label: 'Hold or sell?' },
    ],
    caption:
      'Closing prices only: on 28 January the price touched about $483 during the day before closing at $193.60. From the record close of $347.51 on 27 January it fell to $40.59 by 19 February, a drop of about 88%.',
    source:
      'GME official closing prices on the New York Stock Exchange, its listing market; the path matches the price chart in the SEC staff report on early-2021 market conditions (October 2021).',
  },
};
