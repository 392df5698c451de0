import type { ChartDataset } from '../schema';

// GameStop (GME) closing prices on the New York Stock Exchange at dated trading days, from the last
// close of 2020 to the low after the congressional hearing, in dollars before the 4-for-1 split of
// July 2022. Only days whose closes are on the record are included, so the line skips some days.
export const gamestopCloses: ChartDataset = {
  id: 'gme-2020-2021',
  title: 'GameStop (GME), daily closes',
  unit: 'US dollars per share',
  points: [
    { date: '2020-12-31', value: 18.84 },
    { date: '2021-01-04', value: 17.25 },
    { date: '2021-01-13', value: 31.4 },
    { date: '2021-01-14', value: 39.91 },
    { date: '2021-01-22', value: 65.01 },
    { date: '2021-01-25', value: 76.79 },
    { date: '2021-01-26', value: 147.98 },
    { date: '2021-01-27', value: 347.51 },
    { date: '2021-01-28', value: 193.6 },
    { date: '2021-01-29', value: 325 },
    { date: '2021-02-01', value: 225 },
    { date: '2021-02-02', value: 90 },
    { date: '2021-02-03', value: 92.41 },
    { date: '2021-02-04', value: 53.5 },
    { date: '2021-02-05', value: 63.77 },
    { date: '2021-02-19', value: 40.59 },
  ],
  sources: [
    {
      author: 'U.S. Securities and Exchange Commission, Staff',
      title: 'Staff Report on Equity and Options Market Structure Conditions in Early 2021',
      year: 2021,
      publisher: 'U.S. Securities and Exchange Commission',
    },
    {
      author: 'New York Stock Exchange',
      title: 'GameStop Corp. (GME) daily closing prices',
      year: 2021,
    },
  ],
};
