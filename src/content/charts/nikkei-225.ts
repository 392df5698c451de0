import type { ChartDataset } from '../schema';

// The Nikkei 225 at the close of each year, 1984–2003, rounded to whole points: the bubble, its peak on
// 29 December 1989 and the fall that followed. Points are dated 31 December (the peak on its own day);
// the Tokyo market's last session fell a day or a few before.
export const nikkei225YearEnds: ChartDataset = {
  id: 'nikkei-225-1984-2003',
  title: 'Nikkei 225, year-end closes',
  unit: 'index points',
  points: [
    { date: '1984-12-31', value: 11_543 },
    { date: '1985-12-31', value: 13_113 },
    { date: '1986-12-31', value: 18_701 },
    { date: '1987-12-31', value: 21_564 },
    { date: '1988-12-31', value: 30_159 },
    { date: '1989-12-29', value: 38_916 },
    { date: '1990-12-31', value: 23_849 },
    { date: '1991-12-31', value: 22_984 },
    { date: '1992-12-31', value: 16_925 },
    { date: '1993-12-31', value: 17_417 },
    { date: '1994-12-31', value: 19_723 },
    { date: '1995-12-31', value: 19_868 },
    { date: '1996-12-31', value: 19_361 },
    { date: '1997-12-31', value: 15_259 },
    { date: '1998-12-31', value: 13_842 },
    { date: '1999-12-31', value: 18_934 },
    { date: '2000-12-31', value: 13_786 },
    { date: '2001-12-31', value: 10_543 },
    { date: '2002-12-31', value: 8_579 },
    { date: '2003-12-31', value: 10_677 },
  ],
  sources: [
    {
      author: 'Nikkei Inc.',
      title: 'Nikkei 225 historical data (daily closing values)',
      year: 2024,
      url: 'https://indexes.nikkei.co.jp/en/nkave/archives/data',
    },
  ],
};
