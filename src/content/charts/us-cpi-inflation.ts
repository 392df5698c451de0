import type { ChartDataset } from '../schema';

// US consumer price inflation, 1970–1983: the change in the CPI for All Urban Consumers (CPI-U) from
// December of one year to December of the next, in percent, as the Bureau of Labor Statistics
// publishes it. Each point is dated the last day of its year.
export const usCpiInflation: ChartDataset = {
  id: 'us-cpi-inflation-1970-1983',
  title: 'US consumer price inflation, December to December',
  unit: 'percent a year',
  points: [
    { date: '1970-12-31', value: 5.6 },
    { date: '1971-12-31', value: 3.3 },
    { date: '1972-12-31', value: 3.4 },
    { date: '1973-12-31', value: 8.7 },
    { date: '1974-12-31', value: 12.3 },
    { date: '1975-12-31', value: 6.9 },
    { date: '1976-12-31', value: 4.9 },
    { date: '1977-12-31', value: 6.7 },
    { date: '1978-12-31', value: 9 },
    { date: '1979-12-31', value: 13.3 },
    { date: '1980-12-31', value: 12.5 },
    { date: '1981-12-31', value: 8.9 },
    { date: '1982-12-31', value: 3.8 },
    { date: '1983-12-31', value: 3.8 },
  ],
  sources: [
    {
      author: 'U.S. Bureau of Labor Statistics',
      title:
        'Consumer Price Index for All Urban Consumers (CPI-U), U.S. city average, all items: December-to-December change',
      year: 2024,
      url: 'https://www.bls.gov/cpi/',
    },
  ],
};
