// The five crisis games as data. 2000–2020 games read the embedded real daily S&P 500 closes on each
// step; 1929 and 1987 use published Dow Jones Industrial Average closes at dated points (each with its
// source), bridged between them. News items are what was reported on their dates.
import { GAME_TITLES } from './catalogue';
import type { GameDefinition, GameId, Source } from './types';

const DJIA: Source = {
  id: 'spdji-djia',
  title: 'Dow Jones Industrial Average, historical daily closes',
  publisher: 'S&P Dow Jones Indices',
  year: 2024,
};
const FED_1929: Source = {
  id: 'fedhistory-1929',
  title: 'Stock Market Crash of 1929',
  publisher: 'Federal Reserve History (Federal Reserve System)',
  year: 2013,
};
const BRADY: Source = {
  id: 'brady-1988',
  title: 'Report of the Presidential Task Force on Market Mechanisms (the Brady Commission report)',
  publisher: 'US Government Printing Office',
  year: 1988,
};
const FED_1987: Source = {
  id: 'fedhistory-1987',
  title: 'Stock Market Crash of 1987',
  publisher: 'Federal Reserve History (Federal Reserve System)',
  year: 2013,
};
const SP500: Source = {
  id: 'sp500-daily',
  title: 'S&P 500 daily closes 2000–2020 (the sp500-2000 dataset)',
  publisher: 'vega-datasets',
  year: 2020,
};
const FOMC: Source = {
  id: 'fomc-statements',
  title: 'FOMC statements and press releases',
  publisher: 'Board of Governors of the Federal Reserve System',
  year: 2020,
};

const crash1929: GameDefinition = {
  id: 'crash-1929',
  title: GAME_TITLES['crash-1929'],
  era: 'September 1929 – December 1932',
  summary:
    'The Roaring Twenties end. Live through Black Thursday, Black Monday and Black Tuesday, then three years in which the Dow loses 89% of its value.',
  goal: 'Protect your $100,000 through the crash and the Depression, and finish ahead of the Dow.',
  lessonId: 'bank-runs-1929',
  indexName: 'Dow Jones Industrial Average',
  seed: 1929,
  start: '1929-09-03',
  segments: [
    { to: '1929-10-23', every: 'week' },
    { to: '1929-10-30', every: 'day' },
    { to: '1929-11-13', every: 'week' },
    { to: '1930-04-17', every: 'month' },
    { to: '1930-12-31', every: 'month' },
    { to: '1931-12-31', every: 'month' },
    { to: '1932-07-08', every: 'month' },
    { to: '1932-09-07', every: 'month' },
    { to: '1932-12-31', every: 'month' },
  ],
  path: {
    kind: 'anchors',
    volatility: 0.3,
    anchors: [
      { date: '1929-09-03', level: 381.17, source: DJIA.id },
      { date: '1929-10-23', level: 305.85, source: DJIA.id },
      { date: '1929-10-24', level: 299.47, source: DJIA.id },
      { date: '1929-10-25', level: 301.22, source: DJIA.id },
      { date: '1929-10-28', level: 260.64, source: DJIA.id },
      { date: '1929-10-29', level: 230.07, source: DJIA.id },
      { date: '1929-10-30', level: 258.47, source: DJIA.id },
      { date: '1929-11-13', level: 198.69, source: DJIA.id },
      { date: '1930-04-17', level: 294.07, source: DJIA.id },
      { date: '1930-12-31', level: 164.58, source: DJIA.id },
      { date: '1931-12-31', level: 77.9, source: DJIA.id },
      { date: '1932-07-08', level: 41.22, source: FED_1929.id },
      { date: '1932-09-07', level: 79.93, source: DJIA.id },
      { date: '1932-12-31', level: 59.93, source: DJIA.id },
    ],
  },
  stocks: [
    { symbol: 'GE', name: 'General Electric', sector: 'Industrials' },
    // J.P. Morgan & Co. was a private partnership until 1940; National City Bank's shares traded.
    { symbol: 'C', name: 'National City Bank (today’s Citigroup)', sector: 'Banks' },
    { symbol: 'KO', name: 'Coca-Cola', sector: 'Consumer staples' },
  ],
  bondYield: 0.035,
  cashRate: 0.03,
  tools: ['margin'],
  news: [
    {
      date: '1929-09-03',
      kind: 'news',
      headline: 'The Dow closes at a record 381.17 after an eight-year bull market.',
    },
    {
      date: '1929-09-05',
      kind: 'news',
      headline: 'Economist Roger Babson warns that “sooner or later a crash is coming”; the market dips.',
    },
    {
      date: '1929-10-16',
      kind: 'news',
      headline: 'Economist Irving Fisher: stock prices have reached “a permanently high plateau”.',
    },
    {
      date: '1929-10-24',
      kind: 'news',
      headline:
        'Black Thursday: a record 12.9 million shares trade. Bankers led by J.P. Morgan’s Thomas Lamont pool money to buy stocks.',
    },
    {
      date: '1929-10-28',
      kind: 'news',
      headline:
        'Black Monday: the Dow falls 12.8% from Saturday’s short session, 13.5% below Friday’s close. This time the bankers do not step in.',
    },
    {
      date: '1929-10-29',
      kind: 'news',
      headline: 'Black Tuesday: about 16.4 million shares change hands; margin calls force more selling.',
    },
    { date: '1929-10-30', kind: 'news', headline: 'Bargain hunters return: the Dow rebounds 12.3%.' },
    {
      date: '1929-11-13',
      kind: 'news',
      headline: 'The Dow closes at 198.69, 48% below its September record.',
    },
    {
      date: '1930-06-17',
      kind: 'policy',
      headline: 'President Hoover signs the Smoot–Hawley Tariff Act; trading partners retaliate.',
    },
    {
      date: '1930-12-11',
      kind: 'news',
      headline: 'The Bank of United States in New York fails, the largest US bank failure so far.',
    },
    {
      date: '1931-05-11',
      kind: 'news',
      headline:
        'Austria’s largest bank, the Creditanstalt, collapses; the banking crisis spreads across Europe.',
    },
    { date: '1931-09-21', kind: 'news', headline: 'Britain leaves the gold standard.' },
    {
      date: '1931-10-16',
      kind: 'fed',
      cashRate: 0.035,
      headline:
        'The New York Fed raises its discount rate a second time in a week, from 1.5% to 3.5% in all, to defend the dollar’s gold link, tightening money in a slump.',
    },
    {
      date: '1932-01-22',
      kind: 'policy',
      headline: 'Congress creates the Reconstruction Finance Corporation to lend to banks and railroads.',
    },
    {
      date: '1932-02-26',
      kind: 'fed',
      cashRate: 0.03,
      headline: 'The New York Fed cuts its discount rate to 3%.',
    },
    {
      date: '1932-06-24',
      kind: 'fed',
      cashRate: 0.025,
      headline: 'The New York Fed cuts its discount rate to 2.5%.',
    },
    { date: '1932-07-08', kind: 'news', headline: 'The Dow closes at 41.22, 89% below its 1929 peak.' },
    { date: '1932-11-08', kind: 'policy', headline: 'Franklin D. Roosevelt wins the presidential election.' },
  ],
  sources: [DJIA, FED_1929],
};

const blackMonday: GameDefinition = {
  id: 'black-monday-1987',
  title: GAME_TITLES['black-monday-1987'],
  era: 'August 1987 – August 1989',
  summary:
    'After a 44% rally the Dow loses 22.6% in one day, the largest one-day percentage fall in its history. Portfolio insurance was meant to protect investors. Did it?',
  goal: 'Get through October 1987 without panicking, and finish ahead of the Dow by August 1989.',
  lessonId: 'black-monday-1987',
  indexName: 'Dow Jones Industrial Average',
  seed: 1987,
  start: '1987-08-25',
  segments: [
    { to: '1987-10-13', every: 'week' },
    { to: '1987-10-26', every: 'day' },
    { to: '1987-12-31', every: 'week' },
    { to: '1989-08-24', every: 'month' },
  ],
  path: {
    kind: 'anchors',
    volatility: 0.2,
    anchors: [
      { date: '1987-08-25', level: 2722.42, source: DJIA.id },
      { date: '1987-10-13', level: 2508.16, source: DJIA.id },
      { date: '1987-10-14', level: 2412.7, source: BRADY.id },
      { date: '1987-10-15', level: 2355.09, source: BRADY.id },
      { date: '1987-10-16', level: 2246.74, source: BRADY.id },
      { date: '1987-10-19', level: 1738.74, source: BRADY.id },
      { date: '1987-10-20', level: 1841.01, source: BRADY.id },
      { date: '1987-10-21', level: 2027.85, source: DJIA.id },
      { date: '1987-10-22', level: 1950.43, source: DJIA.id },
      { date: '1987-10-23', level: 1950.76, source: DJIA.id },
      { date: '1987-10-26', level: 1793.93, source: DJIA.id },
      { date: '1987-12-31', level: 1938.83, source: DJIA.id },
      { date: '1989-08-24', level: 2734.64, source: DJIA.id },
    ],
  },
  stocks: [
    { symbol: 'IBM', name: 'IBM', sector: 'Technology' },
    { symbol: 'F', name: 'Ford Motor', sector: 'Autos' },
    { symbol: 'KO', name: 'Coca-Cola', sector: 'Consumer staples' },
  ],
  bondYield: 0.09,
  cashRate: 0.07,
  tools: ['insurance'],
  news: [
    { date: '1987-08-25', kind: 'news', headline: 'The Dow closes at a record 2,722.42, up 44% this year.' },
    {
      date: '1987-10-14',
      kind: 'news',
      headline: 'A worse-than-expected trade deficit: the Dow falls a record 95 points.',
    },
    {
      date: '1987-10-16',
      kind: 'news',
      headline: 'The Dow drops 108 points, its first 100-point day; the week ends down 9.5%.',
    },
    {
      date: '1987-10-19',
      kind: 'news',
      headline:
        'Black Monday: the Dow falls 508 points, 22.6%. Portfolio-insurance programs sell futures into the fall.',
    },
    {
      date: '1987-10-20',
      kind: 'fed',
      cashRate: 0.065,
      bondMove: 0.02,
      headline:
        'The Fed affirms “its readiness to serve as a source of liquidity to support the economic and financial system”.',
    },
    {
      date: '1987-10-21',
      kind: 'news',
      headline: 'The Dow rebounds 10.1%, its largest one-day point gain so far.',
    },
    { date: '1987-10-26', kind: 'news', headline: 'Markets around the world fall again; the Dow loses 8%.' },
    {
      date: '1988-01-08',
      kind: 'policy',
      headline:
        'The Brady Commission reports that portfolio insurance and index arbitrage concentrated the selling on 19 October.',
    },
    {
      date: '1989-08-24',
      kind: 'news',
      headline:
        'The Dow closes at a record 2,734.64, above its 1987 peak less than two years after Black Monday.',
    },
  ],
  sources: [DJIA, BRADY, FED_1987],
};

const dotcom: GameDefinition = {
  id: 'dotcom-2000',
  title: GAME_TITLES['dotcom-2000'],
  era: 'March 2000 – December 2002',
  summary:
    'Internet stocks were priced for perfection. From its March 2000 record the S&P 500 falls 49% over two and a half years, through 9/11 and Enron.',
  goal: 'Keep your $100,000 alive through the long bear market and finish ahead of the S&P 500.',
  lessonId: 'dotcom-bubble',
  indexName: 'S&P 500',
  seed: 2000,
  start: '2000-03-24',
  segments: [
    { to: '2000-04-17', every: 'day' },
    { to: '2001-08-31', every: 'month' },
    { to: '2001-09-21', every: 'week' },
    { to: '2002-09-30', every: 'month' },
    { to: '2002-10-11', every: 'day' },
    { to: '2002-12-31', every: 'month' },
  ],
  path: { kind: 'sp500' },
  stocks: [
    { symbol: 'AMZN', name: 'Amazon.com', sector: 'Internet retail' },
    { symbol: 'INTC', name: 'Intel', sector: 'Semiconductors' },
    { symbol: 'JNJ', name: 'Johnson & Johnson', sector: 'Health care' },
  ],
  bondYield: 0.06,
  cashRate: 0.06,
  tools: [],
  news: [
    { date: '2000-03-10', kind: 'news', headline: 'The NASDAQ Composite closes at a record 5,048.62.' },
    { date: '2000-03-24', kind: 'news', headline: 'The S&P 500 closes at a record 1,527.46.' },
    {
      date: '2000-04-03',
      kind: 'news',
      headline: 'A federal judge rules that Microsoft broke antitrust law; technology shares slide.',
    },
    { date: '2000-04-14', kind: 'news', headline: 'The NASDAQ falls 9.7% in a day and 25% in the week.' },
    {
      date: '2000-05-16',
      kind: 'fed',
      cashRate: 0.065,
      headline: 'The Fed raises its target by half a point, to 6.5%.',
    },
    {
      date: '2001-01-03',
      kind: 'fed',
      cashRate: 0.06,
      headline: 'A surprise: the Fed cuts by half a point between meetings, to 6%.',
    },
    { date: '2001-01-31', kind: 'fed', cashRate: 0.055, headline: 'The Fed cuts again, to 5.5%.' },
    { date: '2001-03-20', kind: 'fed', cashRate: 0.05, headline: 'The Fed cuts to 5%.' },
    {
      date: '2001-04-18',
      kind: 'fed',
      cashRate: 0.045,
      headline: 'Another surprise cut between meetings, to 4.5%.',
    },
    { date: '2001-05-15', kind: 'fed', cashRate: 0.04, headline: 'The Fed cuts to 4%.' },
    {
      date: '2001-06-27',
      kind: 'fed',
      cashRate: 0.0375,
      headline: 'The Fed cuts a quarter point, to 3.75%.',
    },
    { date: '2001-08-21', kind: 'fed', cashRate: 0.035, headline: 'The Fed cuts to 3.5%.' },
    {
      date: '2001-09-11',
      kind: 'news',
      headline: 'Terrorist attacks on New York and Washington. US stock markets close until 17 September.',
    },
    {
      date: '2001-09-17',
      kind: 'fed',
      cashRate: 0.03,
      headline: 'Before markets reopen the Fed cuts to 3%; the Dow still falls 7.1% on the day.',
    },
    { date: '2001-10-02', kind: 'fed', cashRate: 0.025, headline: 'The Fed cuts to 2.5%.' },
    { date: '2001-11-06', kind: 'fed', cashRate: 0.02, headline: 'The Fed cuts to 2%.' },
    {
      date: '2001-12-02',
      kind: 'news',
      headline: 'Enron files for bankruptcy, the largest in US history so far.',
    },
    {
      date: '2001-12-11',
      kind: 'fed',
      cashRate: 0.0175,
      headline: 'The Fed’s eleventh cut of the year: 1.75%.',
    },
    { date: '2002-07-21', kind: 'news', headline: 'WorldCom files for bankruptcy, larger still than Enron.' },
    {
      date: '2002-07-30',
      kind: 'policy',
      headline: 'The Sarbanes–Oxley Act on corporate accounting becomes law.',
    },
    {
      date: '2002-10-09',
      kind: 'news',
      headline: 'The S&P 500 closes at 776.76, 49% below its March 2000 record.',
    },
    {
      date: '2002-11-06',
      kind: 'fed',
      cashRate: 0.0125,
      headline: 'The Fed cuts by half a point, to 1.25%.',
    },
  ],
  sources: [SP500, FOMC],
};

const crisis2008: GameDefinition = {
  id: 'financial-crisis-2008',
  title: GAME_TITLES['financial-crisis-2008'],
  era: 'October 2007 – December 2009',
  summary:
    'Subprime mortgages bring down Bear Stearns, Lehman Brothers and AIG. The Fed cuts rates to zero and starts buying bonds. The S&P 500 falls 57%.',
  goal: 'Survive the credit crunch and the autumn of 2008, and finish ahead of the S&P 500.',
  lessonId: 'financial-crisis-2008',
  indexName: 'S&P 500',
  seed: 2008,
  start: '2007-10-09',
  segments: [
    { to: '2008-08-29', every: 'month' },
    { to: '2008-09-12', every: 'week' },
    { to: '2008-10-10', every: 'day' },
    { to: '2009-03-06', every: 'week' },
    { to: '2009-03-13', every: 'day' },
    { to: '2009-12-31', every: 'month' },
  ],
  path: { kind: 'sp500' },
  stocks: [
    { symbol: 'C', name: 'Citigroup', sector: 'Banks' },
    { symbol: 'F', name: 'Ford Motor', sector: 'Autos' },
    { symbol: 'WMT', name: 'Walmart', sector: 'Consumer staples' },
  ],
  bondYield: 0.045,
  cashRate: 0.0475,
  tools: ['fed'],
  news: [
    {
      date: '2007-08-09',
      kind: 'news',
      headline: 'BNP Paribas freezes three funds exposed to US subprime mortgages.',
    },
    { date: '2007-10-09', kind: 'news', headline: 'The S&P 500 closes at a record 1,565.15.' },
    { date: '2007-10-31', kind: 'fed', cashRate: 0.045, headline: 'The Fed cuts its target to 4.5%.' },
    { date: '2007-12-11', kind: 'fed', cashRate: 0.0425, headline: 'The Fed cuts its target to 4.25%.' },
    {
      date: '2008-01-22',
      kind: 'fed',
      cashRate: 0.035,
      headline: 'An emergency cut of three quarters of a point, to 3.5%.',
    },
    { date: '2008-01-30', kind: 'fed', cashRate: 0.03, headline: 'The Fed cuts again, to 3%.' },
    {
      date: '2008-03-16',
      kind: 'fed',
      headline:
        'JPMorgan agrees to buy Bear Stearns for $2 a share with Fed backing; the Fed opens lending to investment banks.',
    },
    { date: '2008-03-18', kind: 'fed', cashRate: 0.0225, headline: 'The Fed cuts to 2.25%.' },
    { date: '2008-04-30', kind: 'fed', cashRate: 0.02, headline: 'The Fed cuts to 2%.' },
    {
      date: '2008-09-07',
      kind: 'policy',
      headline: 'Fannie Mae and Freddie Mac are placed into government conservatorship.',
    },
    {
      date: '2008-09-15',
      kind: 'news',
      headline:
        'Lehman Brothers files for bankruptcy, the largest in US history; Merrill Lynch sells itself to Bank of America.',
    },
    {
      date: '2008-09-16',
      kind: 'fed',
      headline: 'The Fed lends $85 billion to rescue AIG; the Reserve Primary money fund “breaks the buck”.',
    },
    {
      date: '2008-09-29',
      kind: 'policy',
      headline: 'The House rejects the $700 billion bank rescue; the S&P 500 falls 8.8%.',
    },
    {
      date: '2008-10-03',
      kind: 'policy',
      headline: 'Congress passes the rescue (TARP) at the second attempt and President Bush signs it.',
    },
    {
      date: '2008-10-08',
      kind: 'fed',
      cashRate: 0.015,
      headline: 'The Fed and five other central banks cut rates together; the US target goes to 1.5%.',
    },
    {
      date: '2008-10-13',
      kind: 'news',
      headline: 'The S&P 500 jumps 11.6% as governments pledge to stand behind their banks.',
    },
    { date: '2008-10-29', kind: 'fed', cashRate: 0.01, headline: 'The Fed cuts to 1%.' },
    {
      date: '2008-11-25',
      kind: 'fed',
      bondMove: 0.02,
      headline:
        'The Fed will buy $600 billion of mortgage bonds and agency debt: quantitative easing begins.',
    },
    {
      date: '2008-12-16',
      kind: 'fed',
      cashRate: 0.0015,
      bondMove: 0.02,
      headline: 'The Fed cuts its target to a range of 0–0.25%: rates are at zero.',
    },
    {
      date: '2009-03-09',
      kind: 'news',
      headline: 'The S&P 500 closes at 676.53, 57% below its October 2007 record.',
    },
    {
      date: '2009-03-18',
      kind: 'fed',
      bondMove: 0.02,
      headline: 'The Fed will also buy up to $300 billion of Treasury bonds.',
    },
    {
      date: '2009-05-07',
      kind: 'policy',
      headline: 'Bank stress-test results are published; the banks found short must raise capital.',
    },
  ],
  sources: [SP500, FOMC],
};

const covid: GameDefinition = {
  id: 'covid-2020',
  title: GAME_TITLES['covid-2020'],
  era: 'February – April 2020',
  summary:
    'The fastest fall from a record in history: 34% in 23 trading days, then a rebound driven by the Fed and Congress.',
  goal: 'Decide day by day through the crash of March 2020, and finish ahead of the S&P 500.',
  lessonId: 'covid-inflation',
  indexName: 'S&P 500',
  seed: 2020,
  start: '2020-02-19',
  segments: [
    { to: '2020-03-31', every: 'day' },
    { to: '2020-04-17', every: 'week' },
  ],
  path: { kind: 'sp500' },
  stocks: [
    { symbol: 'CCL', name: 'Carnival', sector: 'Cruise lines' },
    { symbol: 'AMZN', name: 'Amazon.com', sector: 'Internet retail' },
    { symbol: 'PG', name: 'Procter & Gamble', sector: 'Consumer staples' },
  ],
  bondYield: 0.015,
  cashRate: 0.016,
  tools: ['fed'],
  news: [
    { date: '2020-02-19', kind: 'news', headline: 'The S&P 500 closes at a record 3,386.15.' },
    {
      date: '2020-02-24',
      kind: 'news',
      headline: 'Outbreaks in Italy and South Korea: the S&P 500 falls 3.4%.',
    },
    {
      date: '2020-02-27',
      kind: 'news',
      headline:
        'The S&P 500 is more than 10% below its record after six trading days, the fastest correction on record.',
    },
    {
      date: '2020-03-03',
      kind: 'fed',
      cashRate: 0.011,
      headline: 'An emergency Fed cut of half a point, to 1–1.25%.',
    },
    {
      date: '2020-03-09',
      kind: 'news',
      headline: 'An oil price war and the virus: the S&P 500 falls 7.6% and a circuit breaker halts trading.',
    },
    {
      date: '2020-03-11',
      kind: 'news',
      headline: 'The World Health Organization declares COVID-19 a pandemic.',
    },
    {
      date: '2020-03-12',
      kind: 'news',
      headline: 'The S&P 500 falls 9.5%, its worst day since 1987; trading halts again.',
    },
    {
      date: '2020-03-13',
      kind: 'policy',
      headline: 'A US national emergency is declared; the S&P 500 rebounds 9.3%.',
    },
    {
      date: '2020-03-15',
      kind: 'fed',
      cashRate: 0.001,
      bondMove: 0.02,
      headline: 'Sunday evening: the Fed cuts to 0–0.25% and will buy $700 billion of bonds.',
    },
    {
      date: '2020-03-16',
      kind: 'news',
      headline: 'The S&P 500 falls 12%, its worst day since Black Monday 1987.',
    },
    {
      date: '2020-03-23',
      kind: 'fed',
      bondMove: 0.01,
      headline:
        'The Fed will buy bonds in whatever amounts are needed and backs corporate credit. The S&P 500 closes at 2,237.40.',
    },
    {
      date: '2020-03-24',
      kind: 'news',
      headline:
        'The S&P 500 jumps 9.4%, its best day since October 2008; the Dow’s 11.4% is its best since 1933.',
    },
    {
      date: '2020-03-26',
      kind: 'news',
      headline: 'A record 3.3 million Americans file for unemployment benefits in one week.',
    },
    { date: '2020-03-27', kind: 'policy', headline: 'The $2.2 trillion CARES Act is signed into law.' },
    {
      date: '2020-04-09',
      kind: 'fed',
      headline: 'The Fed announces up to $2.3 trillion of loans to businesses, states and cities.',
    },
  ],
  sources: [SP500, FOMC],
};

export const GAMES: readonly GameDefinition[] = [crash1929, blackMonday, dotcom, crisis2008, covid];

export function gameById(id: string): GameDefinition | undefined {
  return GAMES.find((g) => g.id === (id as GameId));
}
