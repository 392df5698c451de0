import type { ChartPage } from '../../schema';

export const enronScandalChart: ChartPage = {
  type: 'chart',
  id: 'what-really-happened',
  chapter: 'What Really Happened',
  title: 'The Market Around Enron',
  mainText:
    'Here is the S&P 500 at the close of each trading day in 2001 and 2002, with your three decisions marked. The line is the whole US market, not Enron. Enron’s own shares fell from about $90 in 2000 to under $1 by the end of November 2001.',
  chart: {
    series: 'sp500-daily-2000-2020',
    window: { from: '2001-01-02', to: '2002-12-31' },
    events: [
      { date: '2001-10-16', label: 'Enron reports a $618 million loss for the quarter' },
      { date: '2001-12-02', label: 'Enron files for bankruptcy' },
      { date: '2002-07-30', label: 'The Sarbanes–Oxley Act becomes law' },
    ],
    decisions: [
      { pageId: 'decision-whistleblower', date: '2001-08-15', label: 'Speak up?' },
      { pageId: 'decision-401k', date: '2001-10-15', label: 'The retirement account' },
      { pageId: 'decision-reform', date: '2002-07-22', label: 'What should change?' },
    ],
    caption:
      'Enron, then WorldCom in July 2002, shook trust in company accounts while the market was already falling after the dot-com bubble.',
    source:
      'S&P 500 daily closes, 2000–2020, from the vega-datasets file sp500-2000.csv (compiled from Yahoo Finance; the index is S&P Dow Jones Indices’).',
  },
};
