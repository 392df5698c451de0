import type { ChartDataset } from '../schema';

// The pound in Deutschmarks, October 1990 – October 1992: from joining the ERM to a month after the
// exit. The points inside the ERM are the Treasury's figures at the central banks' afternoon
// concertation, given in Parliament as percentages from the DM 2.95 central rate and converted here
// (rounded to two decimals). 15 September 1992 is the ERM floor, DM 2.778, where the Bank of
// England was buying pounds. The October points are London closing rates reported the next day.
export const poundInMarks: ChartDataset = {
  id: 'pound-in-marks-1990-1992',
  title: 'Deutschmarks per pound',
  unit: 'marks per pound',
  points: [
    { date: '1990-10-09', value: 3.01 },
    { date: '1991-02-14', value: 2.9 },
    { date: '1991-04-19', value: 2.99 },
    { date: '1991-09-18', value: 2.91 },
    { date: '1992-05-19', value: 2.93 },
    { date: '1992-09-15', value: 2.78 },
    { date: '1992-10-05', value: 2.39 },
    { date: '1992-10-06', value: 2.45 },
    { date: '1992-10-19', value: 2.42 },
  ],
  sources: [
    {
      author: 'HM Treasury (written answer by Anthony Nelson MP)',
      title: 'Exchange Rate, House of Commons written answers, 7 July 1992',
      year: 1992,
      publisher: 'Hansard',
      url: 'https://api.parliament.uk/historic-hansard/written-answers/1992/jul/07/exchange-rate',
    },
    {
      author: 'Peter Torday',
      title: 'Sterling back from the brink of free fall',
      year: 1992,
      publisher: 'The Independent, 7 October 1992',
    },
    {
      author: 'Robert Chote',
      title: 'Pound suffered on the foreign exchanges yesterday',
      year: 1992,
      publisher: 'The Independent, 20 October 1992',
    },
  ],
};
