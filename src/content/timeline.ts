import { catalogueItems } from './catalogue-index';
import type { Era, TimelineEvent } from './schema';

// The Financial History Timeline (spec: trading-and-lessons §3 Timeline catalogue; app-and-learning
// §3 Timeline event). Five eras of real events in our own words. `storyId` names the lesson that
// tells the event; `timeline` keeps only the links whose lesson already exists in the catalogue, so
// the dashboard never offers a story that cannot open.

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
          'The Dutch East India Company (VOC) was founded in 1602. It raised its money from the public, and anyone could buy a stake. Owners who wanted their money back had to sell their shares to someone else. So Amsterdam became the first place where company shares were traded every day.',
        sources: [
          {
            title: 'The World’s First Stock Exchange',
            author: 'Lodewijk Petram',
            year: 2014,
            publisher: 'Columbia University Press',
          },
        ],
      },
      {
        id: 'tulip-mania',
        year: 1637,
        title: 'Tulip Mania Collapses',
        type: 'bubble',
        storyId: 'tulip-mania',
        description:
          'In the winter of 1636–37 Dutch merchants and craftsmen traded promises to deliver tulip bulbs at ever higher prices. In early February 1637 buyers stopped coming to the auctions in Haarlem. Prices collapsed within days. The unpaid deals were later settled for a small part of their value.',
        sources: [
          {
            title: 'Tulipmania: Money, Honor, and Knowledge in the Dutch Golden Age',
            author: 'Anne Goldgar',
            year: 2007,
            publisher: 'University of Chicago Press',
          },
        ],
      },
      {
        id: 'bank-of-england',
        year: 1694,
        title: 'The Bank of England Is Founded',
        type: 'monetary',
        description:
          'England needed money to fight a war against France. A group of investors lent the government £1.2 million, and in return they got a charter as the Bank of England. It began as a private company that served the state. Over two centuries it grew into the model for modern central banks.',
        sources: [
          {
            title: 'Till Time’s Last Sand: A History of the Bank of England, 1694–2013',
            author: 'David Kynaston',
            year: 2017,
            publisher: 'Bloomsbury',
          },
        ],
      },
      {
        id: 'mississippi-bubble',
        year: 1720,
        title: 'John Law and the Mississippi Bubble',
        type: 'bubble',
        description:
          "In France the Scottish banker John Law joined a royal bank to the Mississippi Company. Investors could pay for the company's shares with the bank's paper money. Shares rose to about 10,000 livres around the start of 1720. When holders tried to cash out, the shares and the paper money both collapsed that year.",
        sources: [
          {
            title: 'John Law: Economic Theorist and Policy-Maker',
            author: 'Antoin E. Murphy',
            year: 1997,
            publisher: 'Oxford University Press',
          },
        ],
      },
      {
        id: 'south-sea-bubble',
        year: 1720,
        title: 'The South Sea Bubble',
        type: 'bubble',
        storyId: 'south-sea-bubble-1720',
        description:
          "The South Sea Company offered to take over much of Britain's national debt in return for its own shares. Talk of riches from trade with South America did the rest. Its stock rose from about £130 in January 1720 to around £1,000 by the summer. By the fall it was below £200. Many investors were ruined, and Parliament held an inquiry.",
        sources: [
          {
            title: 'The First Crash: Lessons from the South Sea Bubble',
            author: 'Richard Dale',
            year: 2004,
            publisher: 'Princeton University Press',
          },
        ],
      },
      {
        id: 'buttonwood-agreement',
        year: 1792,
        title: 'The Buttonwood Agreement',
        type: 'innovation',
        storyId: 'wall-street-explained',
        description:
          'On 17 May 1792, 24 New York brokers signed a short agreement. They promised to charge customers a commission of at least a quarter of one percent. They also promised to give each other preference when they traded. The pact is named after the buttonwood tree on Wall Street where they are said to have met. It is the origin of the New York Stock Exchange.',
        sources: [
          {
            title: 'Wall Street: A History',
            author: 'Charles R. Geisst',
            year: 1997,
            publisher: 'Oxford University Press',
          },
        ],
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
          'A London boom in Latin American government bonds and mining companies turned to panic in December 1825. Dozens of English country banks failed. The Bank of England itself nearly ran out of gold. Then it lent freely to stop the run.',
        sources: [
          {
            title: 'The Financial Crisis of 1825 and the Restructuring of the British Financial System',
            author: 'Larry Neal',
            year: 1998,
            publisher: 'Federal Reserve Bank of St. Louis Review, vol. 80, no. 3',
          },
        ],
      },
      {
        id: 'black-friday-1869',
        year: 1869,
        title: 'Black Friday: The Gold Corner',
        type: 'scandal',
        storyId: 'black-friday-1869',
        description:
          'The speculators Jay Gould and James Fisk tried to corner the gold market in New York. They hoped the government would keep its own gold off the market. On 24 September 1869 the Treasury announced it would sell $4 million of gold. The price collapsed within minutes, and many brokers who had bet on it were ruined.',
        sources: [
          {
            title: 'The Gold Ring: Jim Fisk, Jay Gould, and Black Friday, 1869',
            author: 'Kenneth D. Ackerman',
            year: 1988,
            publisher: 'Dodd, Mead',
          },
        ],
      },
      {
        id: 'panic-of-1873',
        year: 1873,
        title: 'The Panic of 1873',
        type: 'crisis',
        storyId: 'panic-of-1873',
        description:
          'The bank Jay Cooke & Company had lent heavily to build the Northern Pacific Railroad. It failed on 18 September 1873. A wave of bank failures followed, and the New York Stock Exchange closed for ten days. A long slump began in America and in Europe.',
        sources: [
          {
            title: 'Banking Panics of the Gilded Age',
            author: 'Elmus Wicker',
            year: 2000,
            publisher: 'Cambridge University Press',
          },
        ],
      },
      {
        id: 'dow-jones-average',
        year: 1896,
        title: 'The Dow Jones Industrial Average Begins',
        type: 'innovation',
        storyId: 'bull-bear-markets',
        description:
          'On 26 May 1896 the journalist Charles Dow published an average of the prices of twelve industrial companies. He had averaged mostly railroad shares since 1884. Now investors also had one number for the big industrial firms. Bull and bear markets are still measured this way.',
        sources: [
          {
            title: 'The Dow Jones Averages, 1885–1995',
            author: 'Phyllis S. Pierce (editor)',
            year: 1996,
            publisher: 'Irwin Professional Publishing',
          },
        ],
      },
      {
        id: 'panic-of-1907',
        year: 1907,
        title: 'The Panic of 1907',
        type: 'crisis',
        storyId: 'panic-of-1907',
        description:
          'In October 1907 a failed attempt to corner the shares of a copper company set off runs on New York trust companies, such as the Knickerbocker Trust. There was no central bank. The banker J. P. Morgan got other bankers to supply cash. The scare convinced Congress that the country needed a lender of last resort.',
        sources: [
          {
            title: 'The Panic of 1907: Lessons Learned from the Market’s Perfect Storm',
            author: 'Robert F. Bruner and Sean D. Carr',
            year: 2007,
            publisher: 'John Wiley & Sons',
          },
        ],
      },
      {
        id: 'federal-reserve-act',
        year: 1913,
        title: 'The Federal Reserve Is Created',
        type: 'monetary',
        storyId: 'federal-reserve-explained',
        description:
          "President Woodrow Wilson signed the Federal Reserve Act on 23 December 1913. It created twelve regional Reserve Banks, overseen by a board in Washington. They could issue currency and lend to banks in a panic. This was the country's answer to the Panic of 1907.",
        sources: [
          {
            title: 'America’s Bank: The Epic Struggle to Create the Federal Reserve',
            author: 'Roger Lowenstein',
            year: 2015,
            publisher: 'Penguin Press',
          },
        ],
      },
      {
        id: 'german-hyperinflation',
        year: 1923,
        title: 'Hyperinflation in Germany',
        type: 'monetary',
        storyId: 'weimar-hyperinflation-1923',
        description:
          'Germany paid for the First World War mostly by borrowing, much of it from its own central bank, and after the war covered its deficits by printing money. After French and Belgian troops occupied the Ruhr in January 1923, the presses ran faster still. By November a dollar cost 4.2 trillion marks. A new currency, the Rentenmark, issued in strictly limited amounts, ended the inflation.',
        sources: [
          {
            title: 'When Money Dies: The Nightmare of the Weimar Collapse',
            author: 'Adam Fergusson',
            year: 1975,
            publisher: 'William Kimber',
          },
        ],
      },
      {
        id: 'crash-of-1929',
        year: 1929,
        title: 'The Wall Street Crash and the Bank Runs',
        type: 'crash',
        storyId: 'bank-runs-1929',
        description:
          'The Dow peaked in September 1929. Over Black Thursday, Black Monday and Black Tuesday (24–29 October) it fell by about a quarter. It kept falling until July 1932, when it was about 89 percent below its peak. Waves of bank runs from 1930 to 1933 closed thousands of American banks and froze the savings of millions, who got back only part of them, years later.',
        sources: [
          {
            title: 'The Great Crash 1929',
            author: 'John Kenneth Galbraith',
            year: 1955,
            publisher: 'Houghton Mifflin',
          },
          {
            title: 'A Monetary History of the United States, 1867–1960',
            author: 'Milton Friedman and Anna J. Schwartz',
            year: 1963,
            publisher: 'Princeton University Press',
          },
        ],
      },
      {
        id: 'banking-act-1933',
        year: 1933,
        title: 'Bank Holiday and the Glass–Steagall Act',
        type: 'regulation',
        storyId: 'banking-system-explained',
        description:
          "In March 1933 President Franklin Roosevelt closed every bank in the country for a 'bank holiday'. Only banks judged sound were allowed to reopen. The Banking Act of June 1933 created federal deposit insurance (the FDIC). It also split commercial banking from investment banking. After that, bank runs mostly stopped.",
        sources: [
          {
            title: 'A Brief History of Deposit Insurance in the United States',
            author: 'Federal Deposit Insurance Corporation',
            year: 1998,
            publisher: 'FDIC',
            url: 'https://www.fdic.gov/bank/historical/brief/brhist.pdf',
          },
        ],
      },
      {
        id: 'sec-founded',
        year: 1934,
        title: 'The SEC Is Created',
        type: 'regulation',
        description:
          'The Securities Exchange Act of 1934 created the Securities and Exchange Commission to police the stock markets. Companies with listed shares had to publish regular financial reports. Tricks such as pools that rigged share prices became illegal.',
        sources: [
          {
            title:
              'The Transformation of Wall Street: A History of the Securities and Exchange Commission and Modern Corporate Finance',
            author: 'Joel Seligman',
            year: 1982,
            publisher: 'Houghton Mifflin',
          },
        ],
      },
      {
        id: 'bretton-woods',
        year: 1944,
        title: 'The Bretton Woods Conference',
        type: 'monetary',
        description:
          'In July 1944 delegates from 44 Allied nations met at Bretton Woods, New Hampshire, to plan the money system for after the war. Currencies were tied to the US dollar. Foreign governments could change dollars into gold at $35 an ounce. The meeting also founded the International Monetary Fund and the World Bank.',
        sources: [
          {
            title:
              'The Battle of Bretton Woods: John Maynard Keynes, Harry Dexter White, and the Making of a New World Order',
            author: 'Benn Steil',
            year: 2013,
            publisher: 'Princeton University Press',
          },
        ],
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
          'The Economic Cooperation Act of April 1948 launched the European Recovery Program. It was named after Secretary of State George Marshall. Over about four years the United States gave roughly $13 billion, mostly as grants, to help Western Europe rebuild. In return the countries had to work together on trade and payments.',
        sources: [
          {
            title: 'The Marshall Plan: Dawn of the Cold War',
            author: 'Benn Steil',
            year: 2018,
            publisher: 'Simon & Schuster',
          },
        ],
      },
      {
        id: 'technical-analysis-book',
        year: 1948,
        title: 'Chart Reading Gets Its Textbook',
        type: 'theory',
        storyId: 'technical-analysis',
        description:
          'In 1948 Robert Edwards and John Magee published Technical Analysis of Stock Trends. It gathered decades of chart reading, from Charles Dow’s idea of trends to patterns of support and resistance. Later research asked whether such rules beat the market after costs; mostly, they did not.',
        sources: [
          {
            title: 'Technical Analysis of Stock Trends',
            author: 'Robert D. Edwards and John Magee',
            year: 1948,
            publisher: 'Stock Trend Service',
          },
        ],
      },
      {
        id: 'portfolio-selection',
        year: 1952,
        title: 'Markowitz and Diversification',
        type: 'theory',
        description:
          "In 1952 Harry Markowitz published a paper called 'Portfolio Selection' in the Journal of Finance. It showed with math how mixing assets whose prices do not move together can lower risk without lowering the expected return. It became the base of modern portfolio theory. He shared the 1990 Nobel prize in economics for it.",
        sources: [
          {
            title: 'Portfolio Selection',
            author: 'Harry Markowitz',
            year: 1952,
            publisher: 'The Journal of Finance, vol. 7, no. 1, pp. 77–91',
          },
        ],
      },
      {
        id: 'efficient-markets',
        year: 1970,
        title: 'The Efficient Market Hypothesis',
        type: 'theory',
        storyId: 'efficient-market-hypothesis',
        description:
          "In 1970 Eugene Fama set out the idea that prices quickly reflect the information available. If so, beating the market again and again is very hard. The theory shaped index funds and decades of debate. In 2013 Fama shared the Nobel prize with Lars Peter Hansen and Robert Shiller, one of the theory's best-known critics.",
        sources: [
          {
            title: 'Efficient Capital Markets: A Review of Theory and Empirical Work',
            author: 'Eugene F. Fama',
            year: 1970,
            publisher: 'The Journal of Finance, vol. 25, no. 2, pp. 383–417',
          },
        ],
      },
      {
        id: 'nasdaq-opens',
        year: 1971,
        title: 'NASDAQ, the First Electronic Market',
        type: 'innovation',
        storyId: 'stock-exchanges-explained',
        description:
          "On 8 February 1971 the National Association of Securities Dealers started an automated quote system. It showed dealers' prices on computer screens instead of by telephone. NASDAQ grew into a stock market with no trading floor. Later it became the home of many technology companies.",
        sources: [
          {
            title: 'NASDAQ: A History of the Market That Changed the World',
            author: 'Mark Ingebretsen',
            year: 2002,
            publisher: 'Forum (Prima Publishing)',
          },
        ],
      },
      {
        id: 'nixon-shock',
        year: 1971,
        title: 'The End of Gold Convertibility',
        type: 'monetary',
        storyId: 'gold-standard',
        description:
          'On 15 August 1971 President Richard Nixon stopped foreign governments from changing their dollars into gold. The Bretton Woods system of fixed exchange rates fell apart over the next two years. The world moved to paper money whose values float against one another.',
        sources: [
          {
            title: 'Globalizing Capital: A History of the International Monetary System',
            author: 'Barry Eichengreen',
            year: 1996,
            publisher: 'Princeton University Press',
          },
        ],
      },
      {
        id: 'options-exchange',
        year: 1973,
        title: 'Listed Options and the Black–Scholes Formula',
        type: 'innovation',
        description:
          'The Chicago Board Options Exchange opened on 26 April 1973. It was the first market for standard stock options. The same spring Fischer Black and Myron Scholes published their formula for pricing options. Traders were soon using it on pocket calculators.',
        sources: [
          {
            title: 'The Pricing of Options and Corporate Liabilities',
            author: 'Fischer Black and Myron Scholes',
            year: 1973,
            publisher: 'Journal of Political Economy, vol. 81, no. 3, pp. 637–654',
          },
        ],
      },
      {
        id: 'oil-shock-stagflation',
        year: 1973,
        title: 'The Oil Shock and Stagflation',
        type: 'crisis',
        storyId: 'stagflation-1970s',
        description:
          'The Arab oil embargo began in October 1973. Within months the price of oil was about four times higher. Western countries then had rising unemployment and high inflation at the same time, a mix called stagflation. US consumer prices rose more than 12 percent during 1974.',
        sources: [
          {
            title: 'The Prize: The Epic Quest for Oil, Money, and Power',
            author: 'Daniel Yergin',
            year: 1991,
            publisher: 'Simon & Schuster',
          },
        ],
      },
      {
        id: 'volcker-shock',
        year: 1979,
        title: 'The Volcker Shock',
        type: 'monetary',
        description:
          'On 6 October 1979 the Federal Reserve under Paul Volcker changed how it fought inflation: it would limit how fast the money supply grew. Short-term interest rates rose close to 20 percent by 1981 and caused a deep recession. But inflation fell from about 13 percent in 1980 to under 4 percent by 1983.',
        sources: [
          {
            title: 'Keeping At It: The Quest for Sound Money and Good Government',
            author: 'Paul A. Volcker with Christine Harper',
            year: 2018,
            publisher: 'PublicAffairs',
          },
        ],
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
          'In August 1982 Mexico told its lenders it could no longer pay its foreign debts. Brazil, Argentina and others soon followed. For years they had borrowed heavily from Western banks, and then US interest rates rose sharply. The long slump that followed is called the lost decade.',
        sources: [
          {
            title: 'History of the Eighties: Lessons for the Future, chapter 5, The LDC Debt Crisis',
            author: 'Federal Deposit Insurance Corporation',
            year: 1997,
            publisher: 'FDIC',
            url: 'https://www.fdic.gov/bank/historical/history/191_210.pdf',
          },
        ],
      },
      {
        id: 'big-bang-london',
        year: 1986,
        title: "London's Big Bang",
        type: 'regulation',
        description:
          'On 27 October 1986 the London Stock Exchange ended fixed commissions. It let outside firms own member firms, and trading moved from the floor to screens. The changes drew international banks to the City and helped make London a global financial center.',
        sources: [
          {
            title: 'The City of London, Volume IV: A Club No More, 1945–2000',
            author: 'David Kynaston',
            year: 2001,
            publisher: 'Chatto & Windus',
          },
        ],
      },
      {
        id: 'black-monday',
        year: 1987,
        title: 'Black Monday',
        type: 'crash',
        storyId: 'black-monday-1987',
        description:
          'On 19 October 1987 the Dow Jones Industrial Average fell 22.6 percent in one day. It is still its largest one-day fall in percent. The Brady Commission later traced much of the selling to a few large institutions following portfolio insurance rules, with index arbitrage carrying it from futures to shares. The Federal Reserve promised to supply cash the next morning.',
        sources: [
          {
            title: 'Report of the Presidential Task Force on Market Mechanisms',
            author: 'Presidential Task Force on Market Mechanisms (Brady Commission)',
            year: 1988,
            publisher: 'US Government Printing Office',
          },
        ],
      },
      {
        id: 'savings-and-loan',
        year: 1989,
        title: 'The Savings and Loan Crisis',
        type: 'crisis',
        storyId: 'savings-and-loan-crisis',
        description:
          'After rules were eased in the early 1980s, many savings and loans made risky property loans with deposits the government insured. More than a thousand of them failed between 1986 and 1995. A 1989 law created the Resolution Trust Corporation to close them. Taxpayers paid about $124 billion.',
        sources: [
          {
            title: 'The Cost of the Savings and Loan Crisis: Truth and Consequences',
            author: 'Timothy Curry and Lynn Shibut',
            year: 2000,
            publisher: 'FDIC Banking Review, vol. 13, no. 2',
            url: 'https://www.fdic.gov/bank/analytical/banking/2000dec/brv13n2_2.pdf',
          },
        ],
      },
      {
        id: 'japan-bubble',
        year: 1989,
        title: "Japan's Asset Bubble Peaks",
        type: 'bubble',
        storyId: 'japan-bubble-1989',
        description:
          'On 29 December 1989 the Nikkei 225 closed at 38,915.87. It was the top of a boom in Japanese shares and land fed by cheap credit. When the Bank of Japan raised rates, prices fell for years and banks were left with bad loans. The index did not regain its 1989 high until 2024.',
        sources: [
          {
            title:
              'The Bubble Economy: Japan’s Extraordinary Speculative Boom of the ’80s and the Dramatic Bust of the ’90s',
            author: 'Christopher Wood',
            year: 1992,
            publisher: 'Atlantic Monthly Press',
          },
        ],
      },
      {
        id: 'black-wednesday',
        year: 1992,
        title: 'Black Wednesday',
        type: 'crisis',
        storyId: 'black-wednesday-1992',
        description:
          'On 16 September 1992 the British government raised interest rates and spent billions from its reserves to keep the pound inside the European Exchange Rate Mechanism. It failed, and that evening it let the pound float. Speculators who had bet against the pound, most famously George Soros, made large profits.',
        sources: [
          {
            title: 'Politics and the Pound: The Conservatives’ Struggle with Sterling',
            author: 'Philip Stephens',
            year: 1996,
            publisher: 'Macmillan',
          },
        ],
      },
      {
        id: 'tequila-crisis',
        year: 1994,
        title: 'The Mexican Peso Crisis',
        type: 'crisis',
        storyId: 'mexican-peso-crisis-1994',
        description:
          'In December 1994 Mexico devalued the peso. Investors fled, and the currency lost about half its value within a few months. In early 1995 the United States and the IMF put together a rescue of about $50 billion. The turmoil it caused in other emerging markets was nicknamed the tequila effect.',
        sources: [
          {
            title: 'In an Uncertain World: Tough Choices from Wall Street to Washington',
            author: 'Robert E. Rubin and Jacob Weisberg',
            year: 2003,
            publisher: 'Random House',
          },
        ],
      },
      {
        id: 'asian-crisis',
        year: 1997,
        title: 'The Asian Financial Crisis',
        type: 'crisis',
        storyId: 'asian-crisis-1997',
        description:
          'On 2 July 1997 Thailand stopped defending the baht, and it quickly lost much of its value. The panic spread to Indonesia, Malaysia, the Philippines and South Korea. Their banks and companies had borrowed heavily in dollars. The IMF arranged large rescue programs.',
        sources: [
          {
            title:
              'The Chastening: Inside the Crisis That Rocked the Global Financial System and Humbled the IMF',
            author: 'Paul Blustein',
            year: 2001,
            publisher: 'PublicAffairs',
          },
        ],
      },
      {
        id: 'russian-default',
        year: 1998,
        title: 'Russia Defaults',
        type: 'crisis',
        storyId: 'russian-default-1998',
        description:
          'On 17 August 1998 Russia devalued the ruble, stopped paying its short-term government bonds and froze some payments on foreign debts. Investors around the world rushed to the safest assets. The shock spread to markets far from Moscow.',
        sources: [
          {
            title:
              'The Chastening: Inside the Crisis That Rocked the Global Financial System and Humbled the IMF',
            author: 'Paul Blustein',
            year: 2001,
            publisher: 'PublicAffairs',
          },
        ],
      },
      {
        id: 'ltcm',
        year: 1998,
        title: 'The Fall of Long-Term Capital Management',
        type: 'crisis',
        storyId: 'ltcm-1998',
        description:
          'The hedge fund LTCM counted the Nobel winners Myron Scholes and Robert Merton among its partners. In 1998 it lost about $4.6 billion on heavily borrowed bets, most of it in the weeks after the Russian default. The New York Fed feared a chain reaction and called its lenders together. On 23 September 1998, fourteen banks and brokers agreed to put in $3.625 billion and take it over.',
        sources: [
          {
            title: 'When Genius Failed: The Rise and Fall of Long-Term Capital Management',
            author: 'Roger Lowenstein',
            year: 2000,
            publisher: 'Random House',
          },
        ],
      },
      {
        id: 'euro-launch',
        year: 1999,
        title: 'The Euro Is Born',
        type: 'monetary',
        storyId: 'euro-creation-1999',
        description:
          'On 1 January 1999 eleven European Union countries locked their exchange rates for good and adopted the euro. The new European Central Bank set one monetary policy for all of them. Euro notes and coins followed on 1 January 2002.',
        sources: [
          {
            title: 'Making the European Monetary Union',
            author: 'Harold James',
            year: 2012,
            publisher: 'Harvard University Press',
          },
        ],
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
          'After years of soaring internet stocks, many of them without profits, the Nasdaq Composite closed at 5,048.62 on 10 March 2000. By October 2002 it had lost about 78 percent. Hundreds of young internet companies had shut down.',
        sources: [
          {
            title: 'Irrational Exuberance',
            author: 'Robert J. Shiller',
            year: 2000,
            publisher: 'Princeton University Press',
          },
        ],
      },
      {
        id: 'enron-collapse',
        year: 2001,
        title: 'Enron Collapses',
        type: 'scandal',
        storyId: 'enron-scandal',
        description:
          'Enron, the Houston energy trader, had hidden debts and losses in partnerships kept off its books. It restated its accounts in November 2001, and its shares collapsed. It filed for bankruptcy on 2 December 2001. Its auditor, Arthur Andersen, broke up the next year.',
        sources: [
          {
            title: 'The Smartest Guys in the Room: The Amazing Rise and Scandalous Fall of Enron',
            author: 'Bethany McLean and Peter Elkind',
            year: 2003,
            publisher: 'Portfolio',
          },
        ],
      },
      {
        id: 'argentina-default',
        year: 2001,
        title: 'Argentina Freezes Deposits and Defaults',
        type: 'crisis',
        storyId: 'argentina-crisis-2001',
        description:
          'For ten years Argentina’s law held one peso equal to one dollar. By 2001 recession and dollar debts had broken that promise. In December the government limited cash withdrawals, the president resigned after deadly riots, and the country stopped paying about $80 billion of bonds. In 2002 the peso fell to nearly 4 per dollar.',
        sources: [
          {
            title: 'The IMF and Argentina, 1991–2001',
            author: 'IMF Independent Evaluation Office',
            year: 2004,
            publisher: 'International Monetary Fund',
          },
        ],
      },
      {
        id: 'sarbanes-oxley',
        year: 2002,
        title: 'The Sarbanes–Oxley Act',
        type: 'regulation',
        description:
          "The Sarbanes–Oxley Act was signed on 30 July 2002, after the Enron and WorldCom scandals. It made chief executives and finance chiefs personally certify their companies' accounts. It created a board to oversee auditors and raised the penalties for fraud.",
        sources: [
          {
            title: 'Sarbanes–Oxley Act of 2002, Public Law 107-204',
            author: 'US Congress',
            year: 2002,
            publisher: 'US Government Publishing Office',
            url: 'https://www.congress.gov/bill/107th-congress/house-bill/3763',
          },
        ],
      },
      {
        id: 'lehman-collapse',
        year: 2008,
        title: 'Lehman Brothers and the Global Financial Crisis',
        type: 'crisis',
        storyId: 'financial-crisis-2008',
        description:
          'Losses on risky US home loans spread through banks that had borrowed heavily to hold mortgage securities. Lehman Brothers filed for bankruptcy on 15 September 2008, the largest bankruptcy in US history. Credit markets froze. Governments spent hundreds of billions to rescue their banks.',
        sources: [
          {
            title: 'The Financial Crisis Inquiry Report',
            author: 'Financial Crisis Inquiry Commission',
            year: 2011,
            publisher: 'US Government Printing Office',
            url: 'https://www.govinfo.gov/app/details/GPO-FCIC',
          },
        ],
      },
      {
        id: 'bitcoin-genesis',
        year: 2009,
        title: 'Bitcoin Goes Live',
        type: 'innovation',
        storyId: 'bitcoin',
        description:
          'In October 2008 a paper signed Satoshi Nakamoto described electronic cash that needed no bank. The first block of the Bitcoin network was mined on 3 January 2009. It started a new kind of digital asset whose price has since gone through several booms and busts.',
        sources: [
          {
            title: 'Bitcoin: A Peer-to-Peer Electronic Cash System',
            author: 'Satoshi Nakamoto',
            year: 2008,
            url: 'https://bitcoin.org/bitcoin.pdf',
          },
        ],
      },
      {
        id: 'flash-crash',
        year: 2010,
        title: 'The Flash Crash',
        type: 'crash',
        storyId: 'flash-crash-2010',
        description:
          'On the afternoon of 6 May 2010 US share prices plunged and bounced back within about half an hour. The Dow fell nearly 1,000 points during the day before it won back most of the loss. A joint report by the SEC and the CFTC traced the crash to a huge automated sell order that hit thin, fast-moving markets.',
        sources: [
          {
            title: 'Findings Regarding the Market Events of May 6, 2010',
            author: 'US Commodity Futures Trading Commission and US Securities and Exchange Commission',
            year: 2010,
            publisher: 'SEC and CFTC',
            url: 'https://www.sec.gov/news/studies/2010/marketevents-report.pdf',
          },
        ],
      },
      {
        id: 'euro-debt-crisis',
        year: 2010,
        title: 'The Euro-Area Debt Crisis',
        type: 'crisis',
        storyId: 'euro-debt-crisis-2010',
        description:
          'In late 2009 Greece revealed a far bigger deficit than it had reported, and by 2010 lenders had lost faith. Greece, Ireland and Portugal needed bailouts, and Greek bondholders took a large loss in 2012. Rates on Italian and Spanish debt soared until July 2012, when the European Central Bank promised to do whatever it took to save the euro.',
        sources: [
          {
            title: 'The European Sovereign Debt Crisis',
            author: 'Philip R. Lane',
            year: 2012,
            publisher: 'Journal of Economic Perspectives 26(3)',
          },
        ],
      },
      {
        id: 'dodd-frank',
        year: 2010,
        title: 'The Dodd–Frank Act',
        type: 'regulation',
        description:
          'The Dodd–Frank Act was signed on 21 July 2010. It was the largest change to US financial rules since the 1930s. It created the Financial Stability Oversight Council and the Consumer Financial Protection Bureau. It pushed most derivatives onto clearing houses and gave regulators a way to wind down failing giants.',
        sources: [
          {
            title: 'Dodd–Frank Wall Street Reform and Consumer Protection Act, Public Law 111-203',
            author: 'US Congress',
            year: 2010,
            publisher: 'US Government Publishing Office',
            url: 'https://www.congress.gov/bill/111th-congress/house-bill/4173',
          },
        ],
      },
      {
        id: 'covid-crash',
        year: 2020,
        title: 'The COVID-19 Crash',
        type: 'crash',
        description:
          'As the pandemic spread, the S&P 500 fell about 34 percent between 19 February and 23 March 2020. From a record high, no fall that large had ever come so fast. Market-wide circuit breakers halted US trading four times in March. Record rescues by central banks and governments helped markets recover within months.',
        sources: [
          {
            title: 'Monetary Policy Report, June 2020',
            author: 'Board of Governors of the Federal Reserve System',
            year: 2020,
            publisher: 'Federal Reserve Board',
          },
        ],
      },
      {
        id: 'gamestop-squeeze',
        year: 2021,
        title: 'The GameStop Short Squeeze',
        type: 'modern',
        storyId: 'gamestop-squeeze-2021',
        description:
          'In January 2021 small investors who met on online forums bought GameStop shares and call options. They squeezed hedge funds that had bet on the price falling. The share price rose from under $20 to $483 during trading on 28 January. That day several brokers limited buying.',
        sources: [
          {
            title: 'Staff Report on Equity and Options Market Structure Conditions in Early 2021',
            author: 'Staff of the US Securities and Exchange Commission',
            year: 2021,
            publisher: 'US Securities and Exchange Commission',
            url: 'https://www.sec.gov/files/staff-report-equity-options-market-struction-conditions-early-2021.pdf',
          },
        ],
      },
      {
        id: 'post-covid-inflation',
        year: 2022,
        title: 'Post-Pandemic Inflation',
        type: 'monetary',
        storyId: 'covid-inflation',
        description:
          'Pandemic spending, jammed supply chains and the energy shock after Russia invaded Ukraine pushed inflation to levels not seen for decades. US consumer prices rose 9.1 percent in the year to June 2022. Central banks answered with their fastest run of interest-rate rises since the 1980s.',
        sources: [
          {
            title: 'Consumer Price Index, June 2022 (news release)',
            author: 'US Bureau of Labor Statistics',
            year: 2022,
            publisher: 'US Department of Labor',
            url: 'https://www.bls.gov/news.release/archives/cpi_07132022.pdf',
          },
        ],
      },
      {
        id: 'svb-collapse',
        year: 2023,
        title: 'Silicon Valley Bank Fails',
        type: 'crisis',
        storyId: 'silicon-valley-bank-2023',
        description:
          'Silicon Valley Bank had put its fast-growing deposits into long-term bonds that lost value when interest rates rose. On 9 March 2023 its mostly uninsured depositors tried to pull out about $42 billion in one day, and regulators closed the bank the next morning. Two days later the government protected all its deposits.',
        sources: [
          {
            title: 'Review of the Federal Reserve’s Supervision and Regulation of Silicon Valley Bank',
            author: 'Board of Governors of the Federal Reserve System',
            year: 2023,
            url: 'https://www.federalreserve.gov/publications/files/svb-review-20230428.pdf',
          },
        ],
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

export const timeline: readonly Era[] = resolveStoryLinks(timelineSource, (id) =>
  catalogueItems.some((item) => item.id === id && item.kind === 'story'),
);

/** Every event of the timeline, oldest first. */
export const timelineEvents: readonly TimelineEvent[] = timeline
  .flatMap((e) => e.stories)
  .sort((a, b) => a.year - b.year);

/** The lesson and year of each event that links one, in the timeline's order (lesson-facts.data.ts). */
export function timelineLinksOf(events: readonly TimelineEvent[]): { storyId: string; year: number }[] {
  return events.flatMap((e) => (e.storyId ? [{ storyId: e.storyId, year: e.year }] : []));
}
