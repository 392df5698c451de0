import { getLesson } from './catalogue';
import type { Era, TimelineEvent } from './schema';

// The Financial History Timeline (spec: trading-and-lessons §3 Timeline catalogue; app-and-learning
// §3 Timeline event). Five eras of real events in our own words. `storyId` names the lesson that
// tells the event; `timeline` keeps only the links whose lesson already exists in the catalogue, so
// the dashboard never offers a story that cannot open.

type EraName = Era['name'];

export const timelineSource: readonly Era[] = [
  {
    name: 'Early Markets',
    from: 1600,
    to: 1799,
    stories: [
      {
        id: 'voc-first-shares',
        year: 1602,
        title: 'The Dutch East India Company Sells Shares',
        type: 'innovation',
        storyId: 'stock-market-basics',
        description:
          'The Dutch East India Company (VOC) was chartered in 1602 and raised its capital from the public. Anyone could buy a stake, and owners who wanted their money back had to sell their shares to someone else, which turned Amsterdam into the first place where company shares were traded every day.',
      },
      {
        id: 'tulip-mania',
        year: 1637,
        title: 'Tulip Mania Collapses',
        type: 'bubble',
        storyId: 'tulip-mania',
        description:
          'Through the winter of 1636–37 Dutch merchants and artisans traded promises to deliver tulip bulbs at ever higher prices. In early February 1637 buyers stopped turning up at the Haarlem auctions and prices collapsed within days; the unpaid contracts were eventually settled for a small fraction of their value.',
      },
      {
        id: 'bank-of-england',
        year: 1694,
        title: 'The Bank of England Is Founded',
        type: 'monetary',
        description:
          'To finance a war against France, a group of subscribers lent the English government £1.2 million and in return received a charter as the Bank of England. It began as a private company serving the state and grew, over two centuries, into the model for modern central banks.',
      },
      {
        id: 'mississippi-bubble',
        year: 1720,
        title: 'John Law and the Mississippi Bubble',
        type: 'bubble',
        description:
          "In France the Scottish financier John Law merged a royal bank with the Mississippi Company and let investors pay for its shares with the bank's paper money. Shares rose to about 10,000 livres around the turn of 1720, and when holders tried to cash out, both the shares and the paper money collapsed during 1720.",
      },
      {
        id: 'south-sea-bubble',
        year: 1720,
        title: 'The South Sea Bubble',
        type: 'bubble',
        storyId: 'south-sea-bubble-1720',
        description:
          'The South Sea Company offered to take over much of the British national debt in exchange for its own shares, and talk of riches from trade with South America pushed its stock from roughly £130 in January 1720 to around £1,000 by the summer. By the autumn it had fallen below £200, ruining many investors and leading to a parliamentary inquiry.',
      },
      {
        id: 'buttonwood-agreement',
        year: 1792,
        title: 'The Buttonwood Agreement',
        type: 'innovation',
        storyId: 'wall-street-explained',
        description:
          'On 17 May 1792, 24 New York brokers signed a short agreement to trade securities only among themselves and to charge a commission of at least a quarter of one percent. The pact, named after the buttonwood tree on Wall Street where they are said to have met, is the origin of the New York Stock Exchange.',
      },
    ],
  },
  {
    name: 'Industrial Age',
    from: 1800,
    to: 1944,
    stories: [
      {
        id: 'panic-of-1825',
        year: 1825,
        title: 'The Panic of 1825',
        type: 'crisis',
        description:
          'A London boom in Latin American government bonds and mining companies turned to panic in December 1825. Dozens of English country banks failed, and the Bank of England itself came close to running out of gold before it lent freely to stop the run.',
      },
      {
        id: 'black-friday-1869',
        year: 1869,
        title: 'Black Friday: The Gold Corner',
        type: 'scandal',
        storyId: 'black-friday-1869',
        description:
          'The speculators Jay Gould and James Fisk tried to corner the gold market in New York, hoping the government would keep its own gold off the market. On 24 September 1869 the Treasury sold $4 million of gold, the price collapsed within minutes, and many brokers who had bet on it were ruined.',
      },
      {
        id: 'panic-of-1873',
        year: 1873,
        title: 'The Panic of 1873',
        type: 'crisis',
        storyId: 'panic-of-1873',
        description:
          'The bank of Jay Cooke & Company, heavily committed to financing the Northern Pacific Railway, failed on 18 September 1873. A wave of bank failures followed, the New York Stock Exchange closed for ten days, and a long economic slump began on both sides of the Atlantic.',
      },
      {
        id: 'dow-jones-average',
        year: 1896,
        title: 'The Dow Jones Industrial Average Begins',
        type: 'innovation',
        storyId: 'bull-bear-markets',
        description:
          'On 26 May 1896 the journalist Charles Dow published an average of the prices of twelve industrial companies. For the first time investors had a single number that showed whether the market as a whole was rising or falling, the yardstick by which bull and bear markets are still measured.',
      },
      {
        id: 'panic-of-1907',
        year: 1907,
        title: 'The Panic of 1907',
        type: 'crisis',
        storyId: 'panic-of-1907',
        description:
          'In October 1907 a failed attempt to corner the stock of a copper company set off runs on New York trust companies, including the Knickerbocker Trust. With no central bank, the financier J. P. Morgan organised other bankers to supply cash, and the scare convinced Congress that the country needed a lender of last resort.',
      },
      {
        id: 'federal-reserve-act',
        year: 1913,
        title: 'The Federal Reserve Is Created',
        type: 'monetary',
        storyId: 'federal-reserve-explained',
        description:
          "President Woodrow Wilson signed the Federal Reserve Act on 23 December 1913. It created a system of twelve regional Reserve Banks overseen by a board in Washington, able to issue currency and lend to banks in a panic, the United States' answer to the Panic of 1907.",
      },
      {
        id: 'german-hyperinflation',
        year: 1923,
        title: 'Hyperinflation in Germany',
        type: 'monetary',
        storyId: 'weimar-hyperinflation-1923',
        description:
          'Germany paid for the First World War and its deficits afterwards by printing money. After French and Belgian troops occupied the Ruhr in January 1923, the presses ran faster still. By November a dollar cost 4.2 trillion marks. A new currency, the Rentenmark, issued in strictly limited amounts, ended the inflation.',
      },
      {
        id: 'crash-of-1929',
        year: 1929,
        title: 'The Wall Street Crash and the Bank Runs',
        type: 'crash',
        storyId: 'bank-runs-1929',
        description:
          'After peaking in September 1929, the Dow fell by about a quarter over Black Thursday, Black Monday and Black Tuesday (24–29 October). It kept falling until July 1932, about 89 percent below its peak, while waves of bank runs between 1930 and 1933 closed thousands of American banks and wiped out depositors.',
      },
      {
        id: 'banking-act-1933',
        year: 1933,
        title: 'Bank Holiday and the Glass–Steagall Act',
        type: 'regulation',
        storyId: 'banking-system-explained',
        description:
          "In March 1933 President Franklin Roosevelt closed every bank in the country for a 'bank holiday' and reopened only those judged sound. The Banking Act of June 1933 created federal deposit insurance (the FDIC) and separated commercial banking from investment banking, and bank runs largely stopped.",
      },
      {
        id: 'sec-founded',
        year: 1934,
        title: 'The SEC Is Created',
        type: 'regulation',
        description:
          'The Securities Exchange Act of 1934 created the Securities and Exchange Commission to police the stock markets. Companies with listed shares had to publish regular financial reports, and practices such as pools that rigged share prices became illegal.',
      },
      {
        id: 'bretton-woods',
        year: 1944,
        title: 'The Bretton Woods Conference',
        type: 'monetary',
        description:
          'In July 1944 delegates of 44 Allied nations met at Bretton Woods, New Hampshire, to design the post-war money system. Currencies were pegged to the US dollar, the dollar was convertible into gold at $35 an ounce for foreign governments, and the International Monetary Fund and World Bank were founded.',
      },
    ],
  },
  {
    name: 'Post-War',
    from: 1945,
    to: 1979,
    stories: [
      {
        id: 'marshall-plan',
        year: 1948,
        title: 'The Marshall Plan',
        type: 'success',
        storyId: 'marshall-plan-1948',
        description:
          'The Economic Cooperation Act of April 1948 launched the European Recovery Program, named after Secretary of State George Marshall. Over about four years the United States gave roughly $13 billion, mostly as grants, to Western European countries to rebuild, and required them to cooperate on trade and payments.',
      },
      {
        id: 'technical-analysis-book',
        year: 1948,
        title: 'Chart Reading Gets Its Textbook',
        type: 'theory',
        storyId: 'technical-analysis',
        description:
          'In 1948 Robert Edwards and John Magee published Technical Analysis of Stock Trends. It gathered decades of chart reading, from Charles Dow’s idea of trends to patterns of support and resistance. Later research asked whether such rules beat the market after costs; mostly, they did not.',
      },
      {
        id: 'portfolio-selection',
        year: 1952,
        title: 'Markowitz and Diversification',
        type: 'theory',
        description:
          "Harry Markowitz's paper 'Portfolio Selection' (Journal of Finance, 1952) showed mathematically how combining assets whose prices do not move together can lower risk for the same expected return. It became the foundation of modern portfolio theory and earned him a share of the 1990 Nobel prize in economics.",
      },
      {
        id: 'efficient-markets',
        year: 1970,
        title: 'The Efficient Market Hypothesis',
        type: 'theory',
        storyId: 'efficient-market-hypothesis',
        description:
          "Eugene Fama's 1970 review 'Efficient Capital Markets' set out the idea that prices quickly reflect the information available, so that beating the market consistently is very hard. The theory shaped index funds and decades of debate, and Fama shared the 2013 Nobel prize with Lars Peter Hansen and Robert Shiller, one of its best-known critics.",
      },
      {
        id: 'nasdaq-opens',
        year: 1971,
        title: 'NASDAQ, the First Electronic Market',
        type: 'innovation',
        storyId: 'stock-exchanges-explained',
        description:
          'On 8 February 1971 the National Association of Securities Dealers started an automated quotation system that showed dealers’ prices on computer screens instead of by telephone. NASDAQ grew into a stock market without a trading floor and later became the home of many technology companies.',
      },
      {
        id: 'nixon-shock',
        year: 1971,
        title: 'The End of Gold Convertibility',
        type: 'monetary',
        storyId: 'gold-standard',
        description:
          "On 15 August 1971 President Richard Nixon suspended the dollar's convertibility into gold for foreign governments. The Bretton Woods system of fixed exchange rates fell apart over the next two years, and the world moved to paper currencies whose value floats against one another.",
      },
      {
        id: 'options-exchange',
        year: 1973,
        title: 'Listed Options and the Black–Scholes Formula',
        type: 'innovation',
        description:
          'The Chicago Board Options Exchange opened on 26 April 1973, the first market for standardised stock options. The same spring Fischer Black and Myron Scholes published their option-pricing formula, which traders were soon using on pocket calculators.',
      },
      {
        id: 'oil-shock-stagflation',
        year: 1973,
        title: 'The Oil Shock and Stagflation',
        type: 'crisis',
        storyId: 'stagflation-1970s',
        description:
          'The Arab oil embargo that began in October 1973 roughly quadrupled the price of oil within months. Western economies suffered rising unemployment and high inflation at the same time, a combination called stagflation; US consumer prices rose more than 12 percent over the course of 1974.',
      },
      {
        id: 'volcker-shock',
        year: 1979,
        title: 'The Volcker Shock',
        type: 'monetary',
        description:
          'On 6 October 1979 the Federal Reserve under Paul Volcker changed its approach to fight inflation by limiting the growth of the money supply. Short-term interest rates rose close to 20 percent by 1981, causing a deep recession, but inflation fell from about 13 percent in 1980 to under 4 percent by 1983.',
      },
    ],
  },
  {
    name: 'Modern Finance',
    from: 1980,
    to: 1999,
    stories: [
      {
        id: 'latin-american-debt',
        year: 1982,
        title: 'The Latin American Debt Crisis',
        type: 'crisis',
        storyId: 'latin-american-debt-1982',
        description:
          "In August 1982 Mexico told its creditors it could no longer pay its foreign debts. Brazil, Argentina and other borrowers soon followed, after years of heavy borrowing from Western banks had met sharply higher US interest rates, and the region's long slump became known as the lost decade.",
      },
      {
        id: 'big-bang-london',
        year: 1986,
        title: "London's Big Bang",
        type: 'regulation',
        description:
          'On 27 October 1986 the London Stock Exchange abolished fixed commissions, allowed outside firms to own member firms and moved trading from its floor to screens. The overhaul drew international banks to the City and helped make London a global financial centre.',
      },
      {
        id: 'black-monday',
        year: 1987,
        title: 'Black Monday',
        type: 'crash',
        storyId: 'black-monday-1987',
        description:
          'On 19 October 1987 the Dow Jones Industrial Average fell 22.6 percent in a single day, still its largest one-day percentage drop. The Brady Commission later pointed to waves of selling by computer-driven portfolio-insurance strategies, and the Federal Reserve promised liquidity the next morning.',
      },
      {
        id: 'savings-and-loan',
        year: 1989,
        title: 'The Savings and Loan Crisis',
        type: 'crisis',
        storyId: 'savings-and-loan-crisis',
        description:
          'After deregulation in the early 1980s, many savings and loan associations made risky property loans with government-insured deposits. More than a thousand failed between 1986 and 1995; the 1989 FIRREA law created the Resolution Trust Corporation to close them, at a cost to taxpayers of roughly $124 billion.',
      },
      {
        id: 'japan-bubble',
        year: 1989,
        title: "Japan's Asset Bubble Peaks",
        type: 'bubble',
        storyId: 'japan-bubble-1989',
        description:
          'On 29 December 1989 the Nikkei 225 closed at 38,915, the peak of a boom in Japanese shares and land fuelled by cheap credit. When the Bank of Japan raised rates, prices fell for years, banks were left with bad loans, and the index did not regain its 1989 high until 2024.',
      },
      {
        id: 'black-wednesday',
        year: 1992,
        title: 'Black Wednesday',
        type: 'crisis',
        storyId: 'black-wednesday-1992',
        description:
          'On 16 September 1992 the British government raised interest rates and spent billions of its reserves trying to keep the pound inside the European Exchange Rate Mechanism, then gave up and let it float. Speculators who had bet against the pound, most famously George Soros, made large profits.',
      },
      {
        id: 'tequila-crisis',
        year: 1994,
        title: 'The Mexican Peso Crisis',
        type: 'crisis',
        storyId: 'mexican-peso-crisis-1994',
        description:
          'In December 1994 Mexico devalued the peso, investors fled and the currency lost about half its value within a few months. In early 1995 the United States and the IMF put together a rescue of roughly $50 billion, and the turmoil in other emerging markets was nicknamed the tequila effect.',
      },
      {
        id: 'asian-crisis',
        year: 1997,
        title: 'The Asian Financial Crisis',
        type: 'crisis',
        storyId: 'asian-crisis-1997',
        description:
          'On 2 July 1997 Thailand stopped defending the baht, which quickly lost much of its value. The panic spread to Indonesia, Malaysia, the Philippines and South Korea, whose banks and companies had borrowed heavily in dollars, and the IMF arranged large rescue programmes.',
      },
      {
        id: 'russian-default',
        year: 1998,
        title: 'Russia Defaults',
        type: 'crisis',
        storyId: 'russian-default-1998',
        description:
          'On 17 August 1998 Russia devalued the rouble, defaulted on its short-term government bonds and froze some foreign debt payments. Investors around the world rushed to the safest assets, and the shock spread to markets far from Moscow.',
      },
      {
        id: 'ltcm',
        year: 1998,
        title: 'The Fall of Long-Term Capital Management',
        type: 'crisis',
        storyId: 'ltcm-1998',
        description:
          'The hedge fund LTCM, whose partners included the Nobel laureates Myron Scholes and Robert Merton, lost about $4.6 billion in 1998 on heavily borrowed bets after the Russian default. Fearing a chain reaction, the New York Fed gathered its creditors, and on 23 September 1998 fourteen banks and brokers agreed to put in about $3.6 billion and take it over.',
      },
      {
        id: 'euro-launch',
        year: 1999,
        title: 'The Euro Is Born',
        type: 'monetary',
        storyId: 'euro-creation-1999',
        description:
          'On 1 January 1999 eleven European Union countries fixed their exchange rates permanently and adopted the euro, with monetary policy set by the new European Central Bank. Euro notes and coins followed on 1 January 2002.',
      },
    ],
  },
  {
    name: 'Global Era',
    from: 2000,
    to: 2030,
    stories: [
      {
        id: 'dotcom-peak',
        year: 2000,
        title: 'The Dot-Com Bubble Bursts',
        type: 'bubble',
        storyId: 'dotcom-bubble',
        description:
          'The technology-heavy Nasdaq Composite closed at 5,048.62 on 10 March 2000 after years of soaring internet stocks, many of them without profits. By October 2002 it had lost about 78 percent, and hundreds of young internet companies had shut down.',
      },
      {
        id: 'enron-collapse',
        year: 2001,
        title: 'Enron Collapses',
        type: 'scandal',
        storyId: 'enron-scandal',
        description:
          'Enron, the Houston energy trader, had hidden debts and losses in off-balance-sheet partnerships. After it restated its accounts in the autumn of 2001, its shares collapsed and it filed for bankruptcy on 2 December 2001; its auditor Arthur Andersen broke up the following year.',
      },
      {
        id: 'argentina-default',
        year: 2001,
        title: 'Argentina Freezes Deposits and Defaults',
        type: 'crisis',
        storyId: 'argentina-crisis-2001',
        description:
          'For ten years Argentina’s law held one peso equal to one dollar. By 2001 recession and dollar debts had broken that promise. In December the government limited cash withdrawals, the president resigned after deadly riots, and the country stopped paying about $80 billion of bonds. In 2002 the peso fell to nearly 4 per dollar.',
      },
      {
        id: 'sarbanes-oxley',
        year: 2002,
        title: 'The Sarbanes–Oxley Act',
        type: 'regulation',
        description:
          "Signed on 30 July 2002 after the Enron and WorldCom scandals, the Sarbanes–Oxley Act made chief executives and finance chiefs personally certify their companies' accounts, created a board to oversee auditors and toughened penalties for fraud.",
      },
      {
        id: 'lehman-collapse',
        year: 2008,
        title: 'Lehman Brothers and the Global Financial Crisis',
        type: 'crisis',
        storyId: 'financial-crisis-2008',
        description:
          'Losses on US subprime mortgages spread through banks that had borrowed heavily to hold mortgage securities. Lehman Brothers filed for bankruptcy on 15 September 2008, the largest in US history, credit markets froze, and governments spent hundreds of billions to rescue their banking systems.',
      },
      {
        id: 'bitcoin-genesis',
        year: 2009,
        title: 'Bitcoin Goes Live',
        type: 'innovation',
        storyId: 'bitcoin',
        description:
          'A white paper signed Satoshi Nakamoto, published in October 2008, described electronic cash that needed no bank. The first block of the Bitcoin network was mined on 3 January 2009, starting a new kind of digital asset whose price has since swung through several booms and busts.',
      },
      {
        id: 'flash-crash',
        year: 2010,
        title: 'The Flash Crash',
        type: 'crash',
        storyId: 'flash-crash-2010',
        description:
          "On the afternoon of 6 May 2010 US share prices plunged and rebounded within about half an hour; the Dow fell nearly 1,000 points intraday before recovering most of the loss. The SEC and CFTC's joint report traced it to a large automated sell order meeting thin, fast-moving markets.",
      },
      {
        id: 'euro-debt-crisis',
        year: 2010,
        title: 'The Euro-Area Debt Crisis',
        type: 'crisis',
        storyId: 'euro-debt-crisis-2010',
        description:
          'In 2010 lenders lost faith in Greece after it revealed a far bigger deficit than reported. Greece, Ireland and Portugal needed bailouts, and Greek bondholders took a large loss in 2012. Rates on Italian and Spanish debt soared until July 2012, when the European Central Bank promised to do whatever it took to save the euro.',
      },
      {
        id: 'dodd-frank',
        year: 2010,
        title: 'The Dodd–Frank Act',
        type: 'regulation',
        description:
          'Signed on 21 July 2010, the Dodd–Frank Act was the largest overhaul of US financial rules since the 1930s. It created the Financial Stability Oversight Council and the Consumer Financial Protection Bureau, pushed most derivatives onto clearing houses and gave regulators a way to wind down failing giants.',
      },
      {
        id: 'covid-crash',
        year: 2020,
        title: 'The COVID-19 Crash',
        type: 'crash',
        description:
          'As the pandemic spread, the S&P 500 fell about 34 percent between 19 February and 23 March 2020, the fastest fall of that size on record, and market-wide circuit breakers halted US trading four times in March. Record rescue measures by central banks and governments helped markets recover within months.',
      },
      {
        id: 'gamestop-squeeze',
        year: 2021,
        title: 'The GameStop Short Squeeze',
        type: 'modern',
        storyId: 'gamestop-squeeze-2021',
        description:
          'In January 2021 small investors organised on online forums bought GameStop shares and call options, squeezing hedge funds that had bet on its fall. The share price rose from under $20 to an intraday high of $483 on 28 January, when several brokers restricted buying.',
      },
      {
        id: 'post-covid-inflation',
        year: 2022,
        title: 'Post-Pandemic Inflation',
        type: 'monetary',
        storyId: 'covid-inflation',
        description:
          'Pandemic stimulus, tangled supply chains and the energy shock after the invasion of Ukraine pushed inflation to levels not seen for decades; US consumer prices rose 9.1 percent in the year to June 2022. Central banks responded with the fastest series of interest-rate rises since the 1980s.',
      },
      {
        id: 'svb-collapse',
        year: 2023,
        title: 'Silicon Valley Bank Fails',
        type: 'crisis',
        storyId: 'silicon-valley-bank-2023',
        description:
          'Silicon Valley Bank had put its fast-growing deposits into long-term bonds that lost value when interest rates rose. On 9 March 2023 its mostly uninsured depositors tried to pull out about $42 billion in one day, and regulators closed the bank the next morning. Two days later the government protected all its deposits.',
      },
    ],
  },
];

/** Drop links to lessons that are not in the catalogue yet. */
export function resolveStoryLinks(eras: readonly Era[], exists: (id: string) => boolean): Era[] {
  return eras.map((era) => ({
    ...era,
    stories: era.stories.map((event) => {
      if (event.storyId === undefined || exists(event.storyId)) return event;
      const { storyId: _unwritten, ...rest } = event;
      return rest;
    }),
  }));
}

export const timeline: readonly Era[] = resolveStoryLinks(
  timelineSource,
  (id) => getLesson(id) !== undefined,
);

export const eraNames: readonly EraName[] = timeline.map((e) => e.name);

/** Every event of the timeline, oldest first. */
export const timelineEvents: readonly TimelineEvent[] = timeline
  .flatMap((e) => e.stories)
  .sort((a, b) => a.year - b.year);
