import type { ChartDataset } from '../schema';

// Paper marks per US dollar, 1914–1923: the figures the Weimar lesson's own table gives (rounded,
// from the exchange rates Bresciani-Turroni and Fergusson print). The last point repeats the rate
// fixed on 20 November 1923, which held to the end of the month.
export const marksPerDollar: ChartDataset = {
  id: 'marks-per-dollar-1914-1923',
  title: 'Paper marks per US dollar',
  unit: 'marks per dollar',
  scale: 'log',
  points: [
    { date: '1914-07-15', value: 4.2 },
    { date: '1922-01-15', value: 190 },
    { date: '1922-12-15', value: 7_400 },
    { date: '1923-07-25', value: 1_000_000 },
    { date: '1923-11-20', value: 4_200_000_000_000 },
    { date: '1923-11-30', value: 4_200_000_000_000 },
  ],
  sources: [
    {
      author: 'Costantino Bresciani-Turroni',
      title: 'The Economics of Inflation: A Study of Currency Depreciation in Post-War Germany',
      year: 1937,
      publisher: 'George Allen & Unwin',
    },
    {
      author: 'Adam Fergusson',
      title: 'When Money Dies: The Nightmare of the Weimar Collapse',
      year: 1975,
    },
  ],
};
