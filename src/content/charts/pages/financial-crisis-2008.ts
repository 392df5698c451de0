import type { ChartPage } from '../../schema';

export const financialCrisis2008Chart: ChartPage = {
  type: 'chart',
  id: 'what-really-happened',
  chapter: 'What Really Happened',
  title: 'The Crisis on a Chart',
  mainText:
    'Here is the S&P 500 at the close of each trading day from January 2007 to the end of 2009. Your three decisions are marked where they fell in the story.',
  chart: {
    series: 'sp500-daily-2000-2020',
    window: { from: '2007-01-03', to: '2009-12-31' },
    events: [
      { date: '2007-10-09', label: 'The S&P 500 closes at a record 1,565' },
      { date: '2008-09-15', label: 'Lehman Brothers files for bankruptcy' },
      { date: '2009-03-09', label: 'The low: 677, about 57% below the record' },
    ],
    decisions: [
      { pageId: 'decision-cdo-pipeline', date: '2007-02-15', label: 'One more CDO deal?' },
      { pageId: 'decision-lehman-weekend', date: '2008-09-13', label: 'The Lehman weekend' },
      { pageId: 'decision-tarp', date: '2008-09-29', label: 'The House votes down the rescue' },
    ],
    caption:
      'Shares kept rising for eight months after the first subprime warnings, then lost more than half their value. By the end of 2009 they had won back about half of the fall.',
    source:
      'S&P 500 daily closes, 2000–2020, from the vega-datasets file sp500-2000.csv (compiled from Yahoo Finance; the index is S&P Dow Jones Indices’).',
  },
};
