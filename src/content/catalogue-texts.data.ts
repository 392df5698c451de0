// Written by scripts/write-catalogue-index.ts from the lessons: do not edit by hand.
import type { CatalogueText } from './catalogue-index';

export const catalogueTexts: Readonly<Record<string, CatalogueText>> = {
  'euro-creation-1999': {
    preview:
      'In September 1992 speculators broke the British pound and the Italian lira. Less than seven years later, eleven European countries gave up their currencies for a new one. Was it a shield against crises, or a new kind of risk?',
    description:
      'Follow an Italian textile exporter from the currency crisis of 1992, when the lira and the pound were forced out of Europe’s exchange-rate system, through the Maastricht Treaty’s entry tests, to the launch of the euro on 1 January 1999 and the arrival of euro notes and coins in 2002. Learn what an optimum currency area is, and why losing the power to devalue matters.',
    protagonist: {
      name: 'Lucia Ferrante',
      profession: 'Export manager at a family textile firm in Prato, Italy',
    },
  },
  'russian-default-1998': {
    preview:
      'In July 1998 the IMF promised Russia billions of dollars. Days before 17 August, Russia’s president ruled out devaluation. Then the ruble lost two-thirds of its value in a few weeks.',
    description:
      'Live through the collapse of the ruble as a Moscow accountant with savings in a private bank. See how short-term GKO bonds paying sky-high interest, weak tax collection, falling oil prices and the Asian crisis led to 17 August 1998, when Russia devalued, defaulted on its ruble debt and froze some payments to foreign creditors, shaking markets from Moscow to Wall Street.',
    protagonist: { name: 'Olga Smirnova', profession: 'Chief accountant at a Moscow furniture importer' },
  },
  'ltcm-1998': {
    preview:
      'Two future Nobel laureates, a legendary bond trader and returns above 40% a year. Then, in five weeks of 1998, almost all of it disappears, and the Federal Reserve calls the banks into a room.',
    description:
      'Sit inside a Wall Street bank lending to the most admired hedge fund in the world. Long-Term Capital Management turned about $4.7 billion of capital into a balance sheet of about $125 billion, leverage of roughly 25 to 1. When Russia defaulted in August 1998, its "safe" convergence trades all went wrong together, and in September the New York Fed brought 14 banks together to put in about $3.6 billion.',
    protagonist: {
      name: 'Claire Whitman',
      profession: 'Counterparty risk manager at a New York investment bank',
    },
  },
  'asian-crisis-1997': {
    preview:
      'On the morning of 2 July 1997 Thailand stopped defending its currency. Within six months, a dollar debt that cost 25 baht to repay cost more than 50, and the crisis had jumped to countries thousands of kilometers away.',
    description:
      'Follow a Bangkok developer with dollar debts from the boom years of the "Asian miracle" to the float of the Thai baht on 2 July 1997 and watch the crisis spread to Indonesia, South Korea and Malaysia. Learn why fixed exchange rates and short-term foreign borrowing are a dangerous mix, and judge the IMF programs that followed.',
    protagonist: { name: 'Niran Charoenwong', profession: 'Property developer in Bangkok, Thailand' },
  },
  'japan-bubble-1989': {
    preview:
      'In 1989 a popular calculation said the Imperial Palace grounds in Tokyo were worth more than all the land in California. Thirty-four years would pass before the Nikkei saw its 1989 high again.',
    description:
      'From the Plaza Accord of 1985 to the Nikkei peak of 38,915.87 on 29 December 1989 and the "lost decade" after it. See how a strong yen, very cheap money and a belief that land never falls inflated stocks and property together, and why banks that would not admit their bad loans kept Japan stagnant for years.',
    protagonist: { name: 'Hiroshi Sato', profession: 'Branch lending manager at a mid-sized Tokyo bank' },
  },
  'savings-and-loan-crisis': {
    preview:
      'You lend money for 30 years at 7%. Suddenly you have to pay your depositors 12%. Congress offers you a way out: lend to anything you like, with the government guaranteeing your deposits. What could go wrong?',
    description:
      'Run a neighborhood savings and loan in Houston through the 1980s: crushing interest rates, the deregulation of the Garn–St Germain Act of 1982, a Texas real-estate bust, and the 1989 FIRREA clean-up that created the Resolution Trust Corporation. More than 1,000 thrifts failed, and the FDIC puts the cost to taxpayers at about $124 billion.',
    protagonist: { name: 'Ray Delgado', profession: 'President of a savings and loan in Houston, Texas' },
  },
  'dotcom-bubble': {
    preview:
      'A browser company with no annual profit more than doubles on its first day of trading. Five years later, a sock puppet sells pet food at a loss. Would you have seen the bubble from inside it?',
    description:
      'Live through the internet boom as an ordinary tech worker with an online brokerage account: the Netscape IPO of 1995, the new "eyeballs" yardsticks, the Nasdaq peak of 5,048 on 10 March 2000, and the slide of about 78% that wiped out Pets.com and thousands of portfolios.',
    protagonist: { name: 'Jenna Okafor', profession: 'Software support engineer in San Jose, California' },
  },
  'financial-crisis-2008': {
    preview:
      'A housing bubble, a mountain of borrowed money and one weekend in September 2008 that changed finance for a generation.',
    description:
      'Follow a young Wall Street analyst and his family in California from the housing boom of 2006 to the stock-market bottom of March 2009. See how risky mortgages were sliced into “safe” securities, why Bear Stearns, Lehman Brothers and AIG fell, and how the government and the Federal Reserve stopped the slide.',
    protagonist: {
      name: 'Daniel Reyes',
      profession: 'Structured-credit analyst at a New York investment bank',
    },
  },
  'tulip-mania': {
    preview:
      'A single flower bulb for the price of a house? Decide what to do with your savings as the tulip trade boils over.',
    description:
      'Live through the winter of 1636–37 as a Haarlem linen merchant with 1,000 guilders in savings, while tulip bulbs change hands in taverns for ever higher prices. Your choices decide whether you come out ruined, intact or wiser, and you will see why modern historians think the legend is bigger than the damage.',
    protagonist: { name: 'Pieter Hendricksz', profession: 'Linen merchant in Haarlem' },
  },
  'gamestop-squeeze-2021': {
    preview:
      'Short sellers, a Reddit forum, a free trading app and the week a hedge fund needed a $2.75 billion lifeline.',
    description:
      'In January 2021 shares of a struggling video-game retailer rose from under $20 to a close of $347 in a few weeks, as millions of small investors on Reddit piled in against hedge funds that had bet on its decline. Live through the squeeze as a first-time investor, see why Robinhood stopped customers buying, and learn what regulators found afterwards.',
    protagonist: { name: 'Maya Torres', profession: 'Hospital nurse in Columbus, Ohio' },
  },
  'bank-runs-1929': {
    preview:
      'A rumor, a line on the sidewalk, and the bank doors close. What would you do with your savings?',
    description:
      'Follow a Bronx dress-shop owner from the stock market crash of October 1929 to the failure of her bank in December 1930 and the national bank holiday of March 1933. Learn why healthy banks can be destroyed by fear, how roughly 9,000 bank failures shrank the money supply, and why the FDIC was created.',
    protagonist: { name: 'Sadie Kaplan', profession: 'Owner of a small dress shop in the Bronx' },
  },
  'efficient-market-hypothesis': {
    preview:
      'A mathematician, a Chicago professor, a fund pioneer and a Yale skeptic argue over whether the market is ever wrong.',
    description:
      'From a forgotten Paris thesis in 1900 to a shared Nobel Prize in 2013, follow the most argued-about idea in finance: that prices already contain what everyone knows. Through the career of a stock picker, see why index funds took over, how bubbles and behavioral economics challenged the theory, and what it means for your own savings.',
    protagonist: {
      name: 'Eleanor Marsh',
      profession: 'Stock analyst, later fund manager, at a Boston investment firm',
    },
  },
  'marshall-plan-1948': {
    preview:
      'Europe is broke, hungry and short of dollars. America offers help, with conditions. What do you build with it?',
    description:
      'Join a young economist in the French planning office as the United States offers Europe about $13 billion in aid. Decide whether to accept American conditions, how to spend counterpart funds, and whether to open trade through the European Payments Union, and weigh the historians’ debate over how much the money itself mattered.',
    protagonist: {
      name: 'Élise Marchand',
      profession: 'Economist at the French Commissariat général du Plan',
    },
  },
  bitcoin: {
    preview:
      'Pizza for 10,000 bitcoins, a drug market, an ICO frenzy, an exchange that vanished and an ETF on Wall Street.',
    description:
      'In 2008 an unknown author calling themselves Satoshi Nakamoto proposed money that needs no bank. Follow an early adopter through the Silk Road shutdown, the 2017 ICO frenzy, two crypto winters including the fall of FTX, and the arrival of Wall Street with spot ETFs in 2024, and learn what makes Bitcoin valuable, volatile and risky to hold.',
    protagonist: { name: 'Alex Novak', profession: 'Computer science student, later software engineer' },
  },
  'gold-standard': {
    preview: 'For a century, a dollar was a promise of gold. Why did America break that promise, twice?',
    description:
      'Follow a Treasury economist from the gold order of 1933 through Bretton Woods in 1944 to the night in August 1971 when the dollar stopped being convertible into gold. Learn how the classical gold standard balanced trade, why it deepened the Great Depression, and why the world now runs on fiat money.',
    protagonist: { name: 'Arthur Bell', profession: 'Economist at the US Treasury' },
  },
  'stagflation-1970s': {
    preview:
      'Prices up every month, jobs disappearing, gas lines around the block. How do you protect a family business?',
    description:
      'Run a Cleveland hardware store through the oil shocks of 1973 and 1979, gas lines, double-digit inflation and interest rates near 20 percent. Decide how to price, where to keep savings, and what the Federal Reserve should do, and learn why breaking inflation expectations required a painful recession.',
    protagonist: { name: 'Frank Russo', profession: 'Owner of a family hardware store in Cleveland, Ohio' },
  },
  'enron-scandal': {
    preview:
      'Blackouts in California, debts hidden in secret partnerships, a memo to the chairman and a law that changed every boardroom.',
    description:
      'Enron was the seventh-largest company on the Fortune 500 list in 2001 and bankrupt by December. From the California energy crisis to Sherron Watkins’ warning to the Sarbanes–Oxley Act, follow an Enron accountant whose job, and retirement savings, are tied to a company built on accounting illusions.',
    protagonist: { name: 'Dana Whitfield', profession: 'Accountant in Enron’s finance department, Houston' },
  },
  'latin-american-debt-1982': {
    preview: 'Countries do not go bankrupt, bankers said. Then Mexico called Washington.',
    description:
      'Work in the international division of a New York bank as petrodollars pour into loans to Latin America, then face the weekend in August 1982 when Mexico says it cannot pay. Decide whether to lend, reschedule or write down, and see why it took until the Brady Plan of 1989 to end a crisis that cost Latin America a decade of growth.',
    protagonist: {
      name: 'Ellen Hartley',
      profession: 'Loan officer in the international division of a New York money-center bank',
    },
  },
  'flash-crash-2010': {
    preview:
      'A $4.1 billion sell order, a hot potato between computers, and shares of a blue-chip firm at one cent.',
    description:
      'On 6 May 2010 the Dow Jones fell nearly 1,000 points in minutes and then bounced back, as shares of solid companies traded for a penny and others for $100,000. Sit at a Chicago trading desk, follow a $4.1 billion futures sale through a market run by computers, and decide how regulators should make sure it never happens again.',
    protagonist: {
      name: 'Jamal Brooks',
      profession: 'Equity trader at an electronic market-making firm in Chicago',
    },
  },
  'black-monday-1987': {
    preview:
      'A strategy designed to limit losses helped cause the worst day in stock market history. Would you follow the model?',
    description:
      'Manage a Boston pension fund through the bull market of 1987 and the day the Dow Jones fell 22.6 percent, its largest one-day percentage fall ever. Decide whether to buy portfolio insurance, whether to follow your model into the crash, and what to do the morning after, and learn what the Brady Commission found.',
    protagonist: { name: 'Michael Chen', profession: 'Equity portfolio manager at a Boston pension fund' },
  },
  'covid-inflation': {
    preview:
      'A 34% crash in a month, trillions in rescue money, eggs and gas at record prices, and a Fed that had to change its mind.',
    description:
      'In five weeks of early 2020 the S&P 500 lost about a third of its value. Governments and the Federal Reserve answered with trillions of dollars, markets roared back, and then prices started rising faster than at any time since 1981. Follow a Phoenix baker through the crash, the stimulus, the price shock and the Fed’s fastest rate hikes in forty years.',
    protagonist: { name: 'Rosa Alvarez', profession: 'Owner of a neighborhood bakery in Phoenix, Arizona' },
  },
  'stock-market-basics': {
    preview: 'Your first paycheck is in the bank. What does it actually mean to own a piece of a company?',
    description:
      'What does it mean to own a share? Follow a first-time investor back to Amsterdam in 1602, where the Dutch East India Company sold shares to anyone who would buy, then forward to today’s indices and index funds. Learn why companies sell shares, how buyers and sellers set a price, why dividends matter, and why spreading your money wide has been the most reliable way to collect the stock market’s long-run return.',
    protagonist: { name: 'Lena Vos', profession: 'Hospital nurse saving for the first time' },
  },
  'wall-street-explained': {
    preview:
      'Twenty-four brokers, one tree, one page of rules. How did it become the center of world finance?',
    description:
      'Walk down the short street in Lower Manhattan whose name became a synonym for finance. Learn why 24 brokers signed an agreement in 1792, by tradition under a buttonwood tree, who does what on Wall Street today (brokers, market makers, investment banks), how a company goes public, and why following the incentives explains most of what Wall Street does, for good and for ill.',
    protagonist: { name: 'Priya Nair', profession: 'Summer analyst at a New York investment bank' },
  },
  'bull-bear-markets': {
    preview: 'Your savings have halved. Everyone says it will get worse. What do you do?',
    description:
      'Markets do not rise in straight lines. Follow a school librarian who started investing in 1982 through four decades of booms and busts: the great bull market of 1982–2000, the dot-com bust, 2008 and the COVID crash. Learn how bull and bear markets are defined, what drives the cycle, how fear and greed shape investors’ choices, and why time in the market has mattered more than timing it.',
    protagonist: { name: 'Ruth Abernathy', profession: 'Retired school librarian' },
  },
  'stock-exchanges-explained': {
    preview: 'You tap Buy. In less than a second, someone somewhere sells. Who, where, and at what price?',
    description:
      'Where does your order go when you tap Buy? Follow a student from her first trade back to the Amsterdam exchange of the 1600s, the New York brokers who organized in 1792 and 1817, and the launch of Nasdaq, the first electronic stock market, in 1971. Learn how an order book works, what the bid–ask spread costs you, why limit orders matter, how trading moved from shouting to servers, and why circuit breakers stop the market when it falls too fast.',
    protagonist: { name: 'Amara Osei', profession: 'Computer science student' },
  },
  'federal-reserve-explained': {
    preview:
      'October 1907: the banks of New York are running out of cash, and there is no central bank to call.',
    description:
      'Why does a committee in Washington decide what your loan costs? Follow a small builder whose credit line moves with every Fed meeting, back to the Panic of 1907, when one banker had to rescue the American financial system, and forward through the Federal Reserve Act of 1913, the Great Depression, Paul Volcker’s war on inflation, the zero rates and quantitative easing of 2008 and 2020, and the rate rises of 2022. Learn what the Fed does, how it does it, and why its choices reach every household.',
    protagonist: { name: 'Marcus Webb', profession: 'Owner of a small building firm in Ohio' },
  },
  'banking-system-explained': {
    preview:
      'Your company’s cash is in one bank. It is Thursday, and the bank’s name is trending for the wrong reasons.',
    description:
      'Where is the money you keep at the bank? Follow a young founder from her first business loan to the Thursday in March 2023 when her bank, Silicon Valley Bank, lost $42 billion of deposits in a day. Learn how banks turn deposits into loans and create money, why that makes them fragile, and the defenses around them, most built since the bank holiday of 1933: deposit insurance, capital requirements under the Basel rules, central bank lending, and the payment system that moves money between banks.',
    protagonist: {
      name: 'Ana Lindqvist',
      profession: 'Co-founder of a small food-technology start-up in California',
    },
  },
  'technical-analysis': {
    preview:
      'A 200-day line on a chart told you to sell in 2008. Would it have made you richer, and can you count on it again?',
    description:
      'Follow a math teacher who is sold a chart-reading newsletter and decides to test it first. Draw moving averages and the RSI on the real S&P 500 from 2000 to 2020, face the signals of August 2011 and March 2020, and test a moving-average rule against buy-and-hold with trading costs included. Then weigh the research, from Fama in 1970 to the studies that found most rules vanish after costs.',
    protagonist: { name: 'Nadia Castellano', profession: 'High school math teacher in Columbus, Ohio' },
  },
  'panic-of-1907': {
    preview:
      'A line forms outside your bank. There is no central bank, no deposit insurance, and a rumor is moving faster than the cashiers.',
    description:
      'October 1907, New York. Keep the payroll of a dry-goods firm safe as a failed copper corner sets off runs on the trust companies. Decide whether to join the line at the Knickerbocker Trust, how to pay wages when banks stop paying cash, and what to do with money after the crash. See how J. P. Morgan and the Treasury stopped the panic, and why Congress then built the Federal Reserve.',
    protagonist: {
      name: 'Agnes Kowalczyk',
      profession: 'Bookkeeper at a dry-goods wholesaler in Lower Manhattan',
    },
  },
  'south-sea-bubble-1720': {
    preview:
      'Your safe government income can become shares that have tripled since January. Everyone you know is getting rich. Do you swap?',
    description:
      'London and Paris, 1720. Live on a government annuity as the South Sea Company offers to swap it for shares, while your cousin in Paris rides John Law’s Mississippi Company and its paper money. Decide whether to convert, whether to trust Law’s notes, and what to do at the peak. Learn how the schemes worked, why they collapsed, and what each country did next.',
    protagonist: {
      name: 'Margaret Thornbury',
      profession: 'Widow of a London wine merchant, living on a government annuity',
    },
  },
  'weimar-hyperinflation-1923': {
    preview:
      'Your life savings could once buy a house. Now they will not buy a loaf. How do you protect your family?',
    description:
      'Berlin, 1922–23. Run a family bakery as the mark falls from about 190 to the dollar to 4.2 trillion. Decide what to do with your savings, how to price bread when money loses value by the hour, and whether to trust a brand-new currency. Learn why the Reichsbank printed, who got rich and who was ruined, and how the Rentenmark ended it.',
    protagonist: { name: 'Greta Falkenberg', profession: 'Baker and shop owner in Berlin' },
  },
  'black-wednesday-1992': {
    preview:
      'Interest rates go up, a second rise is announced, and the government still loses. What do you do with your firm’s cash?',
    description:
      'Birmingham, 1990–92. As finance director of a family engineering firm, choose which currency to borrow in when Britain joins the European Exchange Rate Mechanism, where to keep the firm’s cash on the morning of 16 September 1992, and how to respond once the pound is floating. Learn why high German rates, a British recession and traders’ bets broke the peg in a single day.',
    protagonist: {
      name: 'Fiona MacLeod',
      profession: 'Finance director of a family engineering firm in Birmingham',
    },
  },
  'mexican-peso-crisis-1994': {
    preview: 'Your supplier’s dollar loan is half the price of a peso loan. What could go wrong?',
    description:
      'Monterrey, 1994–95. Run an appliance store that buys in dollars and sells in pesos through a year of NAFTA hopes, assassinations and falling reserves. Decide whether to borrow in dollars, what to do the night the band is widened, and how to survive interest rates above 70 percent. Learn why the peso lost half its value, what a rescue of about $50 billion bought, and why the US loans were repaid early.',
    protagonist: { name: 'Marisol Cantú', profession: 'Owner of an appliance store in Monterrey' },
  },
  'argentina-crisis-2001': {
    preview:
      'Your bank account says $18,000. The law says a peso is a dollar. Then you are allowed to take out 250 a week.',
    description:
      'Buenos Aires, 2001–02. Keep your family’s dollar savings safe as the convertibility system that ended hyperinflation runs out of time. Decide where to hold your dollars, how to live under the corralito, and what to accept when the government turns your dollar deposit into pesos. Learn why a rule that worked for a decade broke, and who paid.',
    protagonist: { name: 'Valeria Sosa', profession: 'Secondary school teacher in Greater Buenos Aires' },
  },
  'euro-debt-crisis-2010': {
    preview:
      'Your bank says Greek government bonds pay 9 percent. Your cousin in Munich says to move your euros to Germany. Who is right?',
    description:
      'Athens, 2009–12. Run a family pharmacy as Greece’s hidden deficit comes to light, bailouts follow, the state pays its bills months late, and talk of leaving the euro empties the banks. Decide where to keep your savings, how to keep medicines on the shelves, and what to do after the European Central Bank promises to save the euro. Learn about spreads, the doom loop and the largest bond restructuring in history.',
    protagonist: { name: 'Eleni Papadaki', profession: 'Pharmacist who owns a family pharmacy in Athens' },
  },
  'silicon-valley-bank-2023': {
    preview:
      'Your company’s $4 million is at one bank. The insurance covers $250,000. The group chat says to wire it out now.',
    description:
      'San Francisco, 2022–23. As the finance chief of a 40-person startup, decide where to keep the company’s cash, what to do on the day Silicon Valley Bank says it has sold bonds at a loss, and where to bank after the weekend the government stepped in. Learn how rising rates created hidden losses, why most of SVB’s deposits were uninsured, and what the Federal Reserve’s own review found.',
    protagonist: { name: 'Kiran Mehta', profession: 'Head of finance at a San Francisco software startup' },
  },
  'panic-of-1873': {
    preview:
      'The most trusted banker in America is selling 7.3 percent railroad bonds to people like you. Do you buy?',
    description:
      'Philadelphia, 1873–77. As a widowed schoolteacher with a small inheritance, decide whether to buy the Northern Pacific bonds everyone is selling, what to do on the day Jay Cooke & Company closes its doors, and how to vote on printing more greenbacks. Learn why a railroad boom ended in the first closing of the New York Stock Exchange and one of the longest slumps in US history.',
    protagonist: { name: 'Harriet Wolcott', profession: 'Schoolteacher in Philadelphia' },
  },
  'black-friday-1869': {
    preview: 'You owe customs duties in gold next week, and someone is buying up all the gold in New York.',
    description:
      'New York, September 1869. As an importer who must pay customs duties in gold, watch Jay Gould and James Fisk try to buy up the city’s gold while courting President Grant’s circle. Decide when to buy the gold you need, what to do as the price soars on Black Friday, and how to deal with brokers who cannot pay. Learn why a corner needs the government to stay out, and what happened when it did not.',
    protagonist: { name: 'Cornelius Vandermeer', profession: 'Importer of cloth and tea in New York' },
  },
  'options-derivatives': {
    preview:
      'Learn how calls and puts work, what sets their price, how to read payoff tables and an option chain, how to measure risk with the Greeks, and how to build and size covered calls, protective puts, spreads, straddles and iron condors. Worked examples use 100 shares a contract and, where costs are counted, $0.65 a contract.',
    description:
      'Learn how calls and puts work, what sets their price, how to read payoff tables and an option chain, how to measure risk with the Greeks, and how to build and size covered calls, protective puts, spreads, straddles and iron condors. Worked examples use 100 shares a contract and, where costs are counted, $0.65 a contract.',
  },
};
