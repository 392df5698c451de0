import type { ChartPage } from '../../schema';

export const stagflation1970sChart: ChartPage = {
  type: 'chart',
  id: 'what-really-happened',
  chapter: 'What Really Happened',
  title: 'Inflation on a Chart',
  mainText:
    'Here is how much US consumer prices rose in each year from 1970 to 1983, measured from one December to the next. So the figures differ a little from the yearly averages in the table. Each dot is one year, joined by straight lines. Your three decisions are marked, Volcker’s among them.',
  chart: {
    series: 'us-cpi-inflation-1970-1983',
    window: { from: '1970-12-31', to: '1983-12-31' },
    events: [
      { date: '1971-08-15', label: 'Nixon freezes wages and prices' },
      { date: '1973-10-17', label: 'Arab oil producers cut output: the first oil shock' },
      { date: '1979-08-06', label: 'Paul Volcker becomes chairman of the Fed' },
    ],
    decisions: [
      { pageId: 'pricing-1974', date: '1974-02-15', label: 'How should Frank price?' },
      { pageId: 'fed-october-1979', date: '1979-10-06', label: 'Volcker: break inflation?' },
      { pageId: 'savings-1980', date: '1980-01-15', label: 'Where to keep the savings?' },
    ],
    caption:
      'Yearly figures smooth the peaks: measured over the twelve months to March 1980, inflation reached about 14.8%. From 13.3% in 1979 it fell to 3.8% in 1982, after the deep recessions that high interest rates brought.',
    source: 'CPI-U, all items, December-to-December change, from the US Bureau of Labor Statistics.',
  },
};
