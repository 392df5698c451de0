import type { GlossaryEntry, Lesson } from '../schema';

// Foundations: what a share is and why stock markets exist, from the Dutch East India Company's
// subscription of 1602 to index funds. The protagonist is a composite first-time investor.

export const glossary: Record<string, GlossaryEntry> = {
  investing: {
    text: 'Investing (investment)',
    definition:
      'Putting money into something you expect to earn more over time, such as shares, bonds, property or a business, and accepting that it may be worth less when you need it. Saving keeps money safe and ready, as in an insured bank account; investing accepts ups and downs for a higher expected return.',
  },
  return: {
    text: 'Return',
    definition:
      'What an investment gains or loses over a period, as a percentage of what was put in: the change in its price plus any dividends or interest paid. A share bought at $100 that pays $2 in dividends and ends the year at $108 has returned 10%.',
  },
  'real-return': {
    text: 'Real return',
    definition:
      'A return after inflation: what the money gained can actually buy. A 5% gain in a year when prices rose 3% is a real return of about 2%; a gain smaller than inflation is a loss in what the money buys.',
  },
  'brokerage-account': {
    text: 'Brokerage account',
    definition:
      'An account at a broker that holds your cash and the shares, funds or bonds you buy through it, and from which you place your orders to buy and sell. The broker carries out each order for you, for a commission or another fee; the gains and the losses are yours.',
  },
  'risk-tolerance': {
    text: 'Risk tolerance',
    definition:
      'How large a fall in your investments you can sit through without selling. It takes money you will not need soon, savings kept apart for emergencies, and the nerve not to sell in a panic. Falls of a third come every decade or two, as in March 2020, so it is worth asking before you buy whether you could leave your shares alone through one.',
  },
  'time-horizon': {
    text: 'Time horizon',
    definition:
      'How long money can stay invested before you need it. The longer it is, the more time there is for a fall to be made up, so money needed within a few years is usually kept out of shares.',
  },
  'stock-market': {
    text: 'Stock market',
    definition:
      'All the places where shares of companies change hands, stock exchanges first among them, and the trading itself. “The market” also means the level of its prices, as an index such as the S&P 500 measures it: “the market fell 2%”.',
  },
  'earnings-per-share': {
    text: 'Earnings per share (EPS)',
    definition:
      'A company’s profit over a period divided by the number of its shares: a firm that earns $10 million with 5 million shares has EPS of $2. The share price divided by a year’s EPS is the price/earnings ratio.',
  },
  revenue: {
    text: 'Revenue (sales)',
    definition:
      'The money a company takes in from selling its goods or services over a period, before any costs are paid. A company can grow its revenue fast and still lose money.',
  },
  profit: {
    text: 'Profit (earnings)',
    definition:
      'What a business keeps from its revenue after paying all its costs, interest and taxes; also called net income. Shared out over its shares, it is earnings per share.',
  },
  'earnings-report': {
    text: 'Earnings report',
    definition:
      'The results a listed company publishes each quarter: its sales, its profit and its earnings per share, often with a forecast for the months ahead. In the United States companies file them with the SEC, and a share price can jump or fall sharply when the figures differ from what analysts expected.',
  },
  'dividend-yield': {
    text: 'Dividend yield',
    definition:
      'A year of dividends per share divided by the share price, as a percentage: a $50 share that pays $2 a year yields 4%. The yield rises when the price falls, so an unusually high one can mean investors expect the dividend to be cut. Total return is the yield plus the change in the price.',
  },
  'blue-chip-stock': {
    text: 'Blue-chip stock',
    definition:
      'A share of a large, long-established company with a record of steady profits and, often, dividends, such as the members of the Dow Jones Industrial Average. Blue chips are seen as safer than most shares, yet they can still fall hard, as they did in 1929 and 2008.',
  },
  'penny-stock': {
    text: 'Penny stock',
    definition:
      'A share that trades for very little, in the US usually under $5, often of a small company traded outside the major exchanges. Few shares change hands and little is known about the business, so prices jump around and are easy to manipulate.',
  },
  'sp-500': {
    text: 'S&P 500',
    definition:
      'A stock index of about 500 of the largest US companies, each weighted by its market value, launched by Standard & Poor’s on 4 March 1957 and now run by S&P Dow Jones Indices. It covers roughly four-fifths of the value of the US stock market and is the usual yardstick for American shares.',
  },
  portfolio: {
    text: 'Portfolio',
    definition:
      'All the investments one person or fund holds, taken together: shares, bonds, cash and the rest. How risky it is depends on how its parts move together, not only on each part alone.',
  },
  bond: {
    text: 'Bond',
    definition:
      'A loan to a government or company that can be bought and sold: the holder receives interest at set dates and gets the loan’s face value back when it comes due. When interest rates rise, the prices of existing bonds fall.',
  },
  'sharpe-ratio': {
    text: 'Sharpe ratio',
    definition:
      'A portfolio’s return above a safe rate, divided by how much its returns swing (their standard deviation): the return earned for each unit of risk. William Sharpe proposed it in 1966; above 1 is usually called good.',
  },
  share: {
    text: 'Share (stock)',
    definition:
      'A unit of ownership in a company. Owning one share out of a million means owning a millionth of the business: a millionth of its profits, its assets and, usually, its votes.',
  },
  'joint-stock-company': {
    text: 'Joint-stock company',
    definition:
      'A business whose capital is split into shares that many people can buy and sell. It lets thousands of savers pool money for ventures too big or risky for any one of them.',
  },
  'limited-liability': {
    text: 'Limited liability',
    definition:
      'The rule that a shareholder can lose at most what they paid for their shares. If the company fails with debts, its creditors cannot come after the shareholders’ homes or savings.',
  },
  'share-buyback': {
    text: 'Share buyback',
    definition:
      'A company buying back its own shares from investors with cash it does not need in the business. Companies buy back shares to return spare cash to their owners, as a dividend does; with fewer shares left, each remaining share is a bigger part of the company and of its profits.',
  },
  dividend: {
    text: 'Dividend',
    definition:
      'A part of a company’s profit paid out in cash to its shareholders, usually so much per share each quarter or year. Companies are not obliged to pay one and can cut it in hard times.',
  },
  'stock-index': {
    text: 'Stock index',
    definition:
      'A single number that tracks the prices of a chosen group of shares, such as the 30 companies of the Dow Jones Industrial Average or the roughly 500 of the S&P 500, so you can see how “the market” is doing.',
  },
  'total-return': {
    text: 'Total return',
    definition:
      'What an investment earns once price changes and dividends are both counted, with dividends reinvested. Over long periods dividends have made up a large part of the total return of shares.',
  },
  'equity-risk-premium': {
    text: 'Equity risk premium',
    definition:
      'The extra return investors expect from shares over a safe asset such as government bills, as payment for bearing their falls. It is one reason shares have earned more than bonds and cash over long periods, though in any one year or decade they can earn less.',
  },
  risk: {
    text: 'Risk',
    definition:
      'In investing, the chance that what you get back differs from what you expected, including the chance of losing money. It is often measured by how much returns swing (volatility) and by the worst falls. Investors expect a higher return for taking more of it.',
  },
  'mutual-fund': {
    text: 'Mutual fund',
    definition:
      'A fund that pools many investors’ money in one portfolio of shares, bonds or both, chosen by a manager or set to follow an index. Investors buy and sell its units from the fund itself at a price worked out once a day from the value of its holdings, unlike an ETF (exchange-traded fund), whose shares trade on an exchange all day.',
  },
  // Filed here, with the other funds, not under bitcoin: a beginner asking what an ETF is was sent to
  // the bitcoin lesson and quoted spot bitcoin ETFs.
  'exchange-traded-fund': {
    text: 'Exchange-traded fund (ETF)',
    definition:
      'A fund whose shares trade on a stock exchange all day, like a company’s shares. Most hold a basket of stocks or bonds that follows an index; some hold a single asset, such as gold.',
  },
  'rule-of-72': {
    text: 'Rule of 72',
    definition:
      'A shortcut for how long money takes to double at a steady yearly return: divide 72 by the rate in percent. At 6% a year it takes about 12 years, at 9% about 8. It is close for rates between about 4% and 12%.',
  },
  compounding: {
    text: 'Compounding (compound interest)',
    definition:
      'Earning returns on your earlier returns. At 7 percent a year, money doubles in about ten years and grows about seven and a half times in thirty (1.07 to the 30th power is 7.6), because each year’s gain is added to the base for the next.',
  },
};

export const lesson: Lesson = {
  id: 'stock-market-basics',
  title: 'Stock Market Basics',
  subtitle: 'From the Dutch East India Company to your first index fund',
  concept: 'Shares, prices, dividends, indices and diversification',
  description:
    'What does it mean to own a share? Follow a first-time investor back to Amsterdam in 1602, where the Dutch East India Company sold shares to anyone who would buy, then forward to today’s indices and index funds. Learn why companies sell shares, how buyers and sellers set a price, why dividends matter, and why spreading your money wide has been the most reliable way to collect the stock market’s long-run return.',
  preview: 'Your first paycheck is in the bank. What does it actually mean to own a piece of a company?',
  difficulty: 'Beginner',
  estimatedTime: '15 minutes',
  type: 'enhanced',
  category: 'foundations',
  icon: '📈',
  color: { from: 'emerald', to: 'teal' },
  year: 1602,
  topics: ['Market Mechanics', 'Market Psychology'],
  xp: 150,
  character: {
    name: 'Lena Vos',
    age: 26,
    profession: 'Hospital nurse saving for the first time',
    icon: '🩺',
    color: 'from-emerald-500 to-teal-600',
    background:
      'Lena is a composite character, not a real person: she stands for the millions of young workers who open their first investment account with a few hundred a month and many questions. Her family came from Amsterdam, and her grandmother kept a framed copy of an old share certificate on the wall. In January 2020 she has $5,000 saved and wants to understand what she would be buying.',
    traits: ['Careful', 'Curious', 'Suspicious of get-rich-quick tips'],
    historical: false,
  },
  supportingCharacters: [
    {
      name: 'Dirck van Os',
      role: 'Amsterdam merchant and a founding director of the VOC',
      icon: '⛵',
      influence: 'Among the Amsterdam merchants who organized the company and raised its capital in 1602.',
    },
    {
      name: 'Charles Dow',
      role: 'Journalist, co-founder of Dow Jones & Company and first editor of The Wall Street Journal',
      icon: '📰',
      influence: 'First published the Dow Jones Industrial Average on 26 May 1896, with 12 companies.',
    },
    {
      name: 'Harry Markowitz',
      role: 'Economist',
      icon: '🧮',
      influence:
        'Showed in 1952 that combining many imperfectly related assets lowers risk without giving up return on average.',
    },
    {
      name: 'Jack Bogle',
      role: 'Founder of Vanguard',
      icon: '🧺',
      influence: 'Launched the first index fund for ordinary investors in 1976, tracking the S&P 500.',
    },
  ],
  concepts: [
    { id: 'what-is-a-share', name: 'What a share is and why companies sell them', level: 'beginner' },
    { id: 'price-discovery', name: 'Prices set by buyers and sellers', level: 'beginner' },
    { id: 'dividends-and-returns', name: 'Dividends and total return', level: 'beginner' },
    { id: 'stock-indices', name: 'Stock indices', level: 'beginner' },
    { id: 'diversification-basics', name: 'Diversification and long-run returns', level: 'intermediate' },
  ],
  storyState: [
    { key: 'firstMove', label: 'What Lena did with $5,000 in January 2020', format: 'text' },
    { key: 'inMarket', label: 'The $5,000 is in shares', initial: 0, format: 'number' },
    { key: 'cash', label: 'Money kept in savings', initial: 0, format: 'usd' },
    { key: 'marchText', label: 'Where the $5,000 stands on 23 March', format: 'text' },
    { key: 'account', label: 'The account on 23 March', format: 'text' },
    { key: 'sold', label: 'Sold on 23 March', initial: 0, format: 'number' },
    { key: 'buying', label: 'Kept buying $300 a month', initial: 0, format: 'number' },
    { key: 'crashMove', label: 'The call on 23 March', format: 'text' },
  ],
  pages: [
    {
      type: 'cover',
      id: 'cover',
      title: 'Stock Market Basics',
      subtitle: 'Owning a slice of a business',
      startButtonText: 'Begin the story',
      visualType: 'chart-up',
      keyPoint: 'A share is not a lottery ticket; it is a small piece of a real business.',
    },
    {
      type: 'character-intro',
      id: 'meet-lena',
      chapter: 'Chapter 1: A question',
      title: 'Meet Lena Vos',
      narrative: {
        setup:
          'January 2020. Lena has finally built up $5,000 beyond her emergency fund. Her colleagues talk about stocks in the break room: one swears by a single electric-car company, another says the market is a casino.',
        situation:
          'At her grandmother’s apartment she looks again at the framed certificate on the wall. It is a copy of a receipt for shares in the Dutch East India Company, dated 1606. Her grandmother says it is where all of this started.',
        characterThoughts: 'If I buy a share, what do I actually own? And who decides what it is worth?',
      },
      definitions: ['share', 'investing'],
      interactiveElements: [
        {
          id: 'certificate',
          icon: '📜',
          label: 'The 1606 receipt',
          tooltip: 'One of the oldest surviving share documents',
          detail:
            'A receipt dated 9 September 1606, given by the VOC’s Enkhuizen office to Pieter Harmensz when he paid the last part of his 150 guilders, was found by a history student in the West Frisian Archives in Hoorn in 2010. It is often called the oldest known share certificate.',
        },
      ],
      visualType: 'city',
      keyPoint: 'Every share traces back to one idea: many people owning one business together.',
    },
    {
      type: 'visual-story',
      id: 'amsterdam-1602',
      chapter: 'Chapter 2: Amsterdam, 1602',
      title: 'A Company Anyone Could Join',
      mainText:
        'On 20 March 1602 the States General of the Dutch Republic chartered the United East India Company, the VOC, with a monopoly on Dutch trade with Asia. A voyage to the spice islands took years, needed fleets of armed ships, and could end in shipwreck. No single merchant could carry that risk.\n\nSo the VOC did something new at that scale: it opened a subscription book to the public. More than a thousand people in Amsterdam alone signed up, from rich merchants to craftsmen and servants, and the company raised about 6.4 million guilders across its chambers.\n\nUnlike earlier trading ventures, which were wound up after each voyage, the VOC’s capital was locked in for years. An investor who wanted cash back could not ask the company for it; they had to sell their stake to someone else. That need created the world’s first busy market in shares.',
      narrative: {
        setup: 'Lena imagines a clerk at a desk in Amsterdam writing names and amounts into a thick ledger.',
        characterThoughts:
          'So a share let a maid and a merchant own the same ships. And if she needed her money back, she sold to someone else.',
      },
      definitions: ['joint-stock-company', 'limited-liability'],
      interactiveElements: [
        {
          id: 'subscribers',
          icon: '✍️',
          label: '1,143 subscribers in Amsterdam',
          tooltip: 'A public offering in 1602',
          detail:
            'The Amsterdam office’s subscription register lists 1,143 names. About 460 of them put in 1,000 guilders or less, among them bakers, carpenters and housekeepers; a few merchants put in tens of thousands of guilders.',
        },
        {
          id: 'locked-capital',
          icon: '🔒',
          label: 'Permanent capital',
          tooltip: 'Why a secondary market was needed',
          detail:
            'Because the company kept the money to build ships and trading posts, the only way out for an investor was to transfer their share to a buyer in the company’s books.',
        },
      ],
      visualType: 'market-floor',
      keyPoint: 'Companies sell shares to raise money for ventures too large for any one owner.',
    },
    {
      type: 'story',
      id: 'who-sets-the-price',
      chapter: 'Chapter 2: Amsterdam, 1602',
      title: 'Who Sets the Price?',
      mainText:
        'Nobody in the VOC decided what a share was worth on a given day. Buyers and sellers met in the street and on a bridge near the Dam and, from 1611, in the courtyard of the city’s new exchange building, and agreed prices between themselves.\n\nWhen news came that a fleet had returned loaded with pepper, more people wanted to buy and sellers asked more; when rumors of war or shipwreck spread, sellers outnumbered buyers and prices fell. Within a few years VOC shares were changing hands above the price the first subscribers had paid.\n\nThe same logic runs every stock market today. A share’s price is simply the last price at which a willing buyer and a willing seller agreed. It reflects what people expect the company to earn in the future, plus their hopes and fears.',
      dialogue: [
        { speaker: 'Lena', text: 'So the price can change even when nothing at the company changes?' },
        {
          speaker: 'Grandmother',
          text: 'The ships do not change. What people believe about the ships changes every day.',
        },
      ],
      definitions: ['share', 'market-capitalization'],
      visualType: 'ticker-rise',
      keyPoint: 'A share price is an agreement between a buyer and a seller about the future.',
    },
    {
      type: 'visual-story',
      id: 'dividends',
      chapter: 'Chapter 3: Getting paid',
      title: 'Dividends: Your Share of the Profit',
      mainText:
        'Why would anyone want a share at all? Because it is a claim on profits. The VOC made its shareholders wait: its first payouts, from 1610, came mostly in spices such as mace, pepper and nutmeg rather than cash, to the annoyance of investors who wanted money. Over its long life the company paid large dividends, and modern companies still share profits the same way.\n\nA company can pay out part of its profit as a dividend or keep it to grow the business, which should make each share worth more later. Either way, the shareholder benefits only if the business earns money. Counting both rising prices and reinvested dividends gives the total return. Over the twentieth century dividends supplied a large share of what American and British stocks earned.',
      definitions: ['dividend', 'share-buyback', 'total-return'],
      interactiveElements: [
        {
          id: 'payout-or-reinvest',
          icon: '🔄',
          label: 'Pay out or reinvest?',
          tooltip: 'Two ways to reward owners',
          detail:
            'A young, fast-growing company often pays no dividend and reinvests everything. A mature utility or consumer-goods maker often pays out half or more of its profit.',
        },
        {
          id: 'mace',
          icon: '🌰',
          label: 'Paid in spices',
          tooltip: 'The VOC’s first dividends',
          detail:
            'Paying shareholders in goods let the company keep its cash. Investors pressed for cash dividends, and the company switched to paying mostly in money.',
        },
      ],
      visualType: 'coins',
      keyPoint: 'In the end, a share is worth what the business will pay its owners over time.',
    },
    {
      type: 'decision-point',
      id: 'first-purchase',
      chapter: 'Chapter 4: Lena’s choice',
      title: 'One Company or Five Hundred?',
      situation: 'January 2020. Lena opens a brokerage account with $5,000.',
      decision: {
        situation:
          'A colleague says the only way to get rich is to pick the next big winner. Lena’s bank offers an S&P 500 index fund that holds about 500 large US companies for a yearly fee of 0.03 percent. She could also just leave the money in her savings account at about 1.5 percent interest.',
        context: {
          'Money to invest': '$5,000 (emergency fund kept separately)',
          'Time horizon': 'at least 15 years, for a home and retirement',
          'Index fund fee': '0.03% a year',
          'Savings account': 'about 1.5% a year',
        },
        prompt: 'What will Lena buy?',
        choices: [
          {
            id: 'single-stock',
            effects: {
              set: {
                firstMove: 'bought $5,000 of one company (the figures assume it moved with the market)',
                inMarket: 1,
                marchText:
                  'Lena’s one company has fallen about as far as the market: her $5,000 is worth about $3,400, and unlike a fund it could still fall to nothing.',
                account: 'about $3,400',
              },
            },
            title: 'Put it all in one exciting company',
            description: 'Buy $5,000 of the single stock her colleague recommends.',
            icon: '🎯',
            color: 'from-red-500 to-rose-700',
            reward: 'If she picks a future giant, the gain could be enormous',
            risk: 'One company can fall 80 percent or go bust, and most single stocks lag the market',
            consequence:
              'Some tips of early 2020 multiplied in value; many others halved. Hendrik Bessembinder found that only about 4 percent of US-listed companies accounted for all of the stock market’s net gain over Treasury bills from 1926 to 2016, and that more than half of all stocks earned less over their lives than Treasury bills. Owning one company is a bet on finding one of the few.',
          },
          {
            id: 'index-fund',
            effects: {
              set: {
                firstMove: 'bought the S&P 500 index fund',
                inMarket: 1,
                marchText: 'Lena’s $5,000 in the index fund is worth about $3,400.',
                account: 'about $3,400',
              },
            },
            title: 'Buy the S&P 500 index fund',
            description: 'Own a small slice of about 500 companies at once, for almost no fee.',
            icon: '🧺',
            color: 'from-emerald-500 to-teal-600',
            reward: 'The market’s return, spread over hundreds of businesses, at very low cost',
            risk: 'When the whole market falls, the fund falls with it',
            consequence:
              'Within two months, the fund lost about a third of its value in the COVID crash. It was back to its old high by August 2020 and ended the year up about 18 percent with dividends. No single company’s failure could sink it.',
          },
          {
            id: 'savings-account',
            effects: {
              set: {
                firstMove: 'kept the $5,000 in savings',
                cash: 5000,
                marchText:
                  'Lena’s $5,000 is safe in savings. Her friend Ana put $5,000 into the index fund in January; it is worth about $3,400, and Ana asks Lena what to do.',
                account: '$5,000 in savings (Ana’s fund: about $3,400)',
              },
            },
            title: 'Keep it in savings',
            description: 'Stay out of the market until she understands it better.',
            icon: '🏦',
            color: 'from-slate-500 to-slate-700',
            reward: 'No losses in a crash; the money is always there',
            risk: 'Over decades, inflation can eat most of the interest',
            consequence:
              'Her $5,000 was safe through 2020. But over long periods cash has only just kept ahead of inflation, while shares have grown far faster; waiting has a cost too.',
          },
        ],
      },
      lesson:
        'Harry Markowitz, who showed the math of diversification in 1952, is often quoted as calling it the only free lunch in finance: it lowers the damage any one company can do without lowering the expected return.',
      historicalNote:
        'Jack Bogle’s First Index Investment Trust, launched in 1976 to track the S&P 500, was mocked as “Bogle’s folly” and raised only about $11 million at first. By the 2020s index funds held trillions of dollars.',
      definitions: [
        'brokerage-account',
        'time-horizon',
        'diversification',
        'portfolio',
        'index-fund',
        'mutual-fund',
        'exchange-traded-fund',
        'expense-ratio',
      ],
      visualType: 'scale',
      keyPoint: 'As Jack Bogle put it: don’t look for the needle in the haystack, just buy the haystack.',
    },
    {
      type: 'visual-story',
      id: 'indices',
      chapter: 'Chapter 5: Measuring the market',
      title: 'What the Headlines Mean by “the Market”',
      mainText:
        'When the news says the market rose 1 percent, it means an index rose 1 percent. Charles Dow published his Industrial Average on 26 May 1896: the average price of 12 big industrial companies, worked out by hand. Today the Dow tracks 30 large US companies and is still weighted by share price, an old-fashioned method.\n\nThe S&P 500, launched in its current 500-company form in March 1957, weights each company by its market capitalization, the total value of all its shares, so a giant moves the index far more than a small firm. Other countries have their own: the FTSE 100 in London, the Nikkei 225 in Tokyo, the DAX in Frankfurt. An index fund simply buys the companies in an index in the same proportions.',
      definitions: ['stock-index', 'sp-500', 'market-capitalization', 'nikkei-225'],
      interactiveElements: [
        {
          id: 'dow-1896',
          icon: '📰',
          label: 'Dow 1896: 40.94',
          tooltip: 'The first published level',
          detail:
            'The index began at 40.94. General Electric was the last of the original 12 to leave, in 2018, although it had been dropped and re-added in the early years.',
        },
        {
          id: 'cap-weighting',
          icon: '⚖️',
          label: 'Weighted by size',
          tooltip: 'How the S&P 500 counts',
          detail:
            'A company worth $2 trillion counts 100 times as much as one worth $20 billion. In recent years the ten largest firms have made up around a third of the S&P 500.',
        },
      ],
      visualType: 'newspaper',
      keyPoint: 'An index turns thousands of prices into one number you can follow.',
    },
    {
      type: 'decision-point',
      id: 'the-crash',
      chapter: 'Chapter 6: The test',
      title: 'March 2020: Sell, Hold or Buy?',
      situation: '23 March 2020. The S&P 500 has fallen about 34 percent in five weeks.',
      decision: {
        situation:
          'COVID-19 has shut down much of the economy. {marchText} Hospitals are overwhelmed and she is working double shifts. Every headline predicts worse to come.',
        context: {
          'S&P 500 peak (19 Feb 2020)': 'about 3,386',
          'S&P 500 (23 Mar 2020)': 'about 2,237',
          'Lena’s account': '{account}',
          'Her job': 'secure; she keeps saving $300 a month',
        },
        prompt: 'What will Lena do with the investment?',
        choices: [
          {
            id: 'sell-everything',
            effects: { set: { sold: 1, crashMove: 'sell before it gets worse' } },
            title: 'Sell before it gets worse',
            description: 'Lock in the loss and wait for calmer times.',
            icon: '🏃',
            color: 'from-red-500 to-rose-700',
            reward: 'No more losses if the fall continues',
            risk: 'Selling at the bottom turns a temporary fall into a permanent loss',
            consequence:
              '23 March turned out to be the low. The index rose about 75 percent over the next twelve months. Selling that day would have locked in a loss of about $1,600 and missed the recovery, unless she somehow bought back in time.',
          },
          {
            id: 'hold',
            effects: { set: { crashMove: 'hold and stop checking' } },
            title: 'Hold and stop checking',
            description: 'Keep the fund, delete the app for a month.',
            icon: '🧘',
            color: 'from-amber-500 to-orange-600',
            reward: 'She stays in position for any recovery without having to guess the bottom',
            risk: 'The fall could have gone much further, as in 1929 or 2008',
            consequence:
              'The index fund regained its February level by August 2020. Holding required no forecast, only the ability to leave money alone, which her separate emergency fund made possible.',
          },
          {
            id: 'keep-buying',
            effects: { set: { buying: 1, crashMove: 'keep investing $300 a month' } },
            title: 'Keep investing $300 a month',
            description: 'Continue her monthly plan, buying more shares at lower prices.',
            icon: '🪜',
            color: 'from-emerald-500 to-teal-600',
            reward: 'Each $300 buys more of the market while it is cheap',
            risk: 'If prices keep falling for years, she keeps buying into losses for a while',
            consequence:
              'Purchases made in March and April 2020 were among the best of the decade. Regular investing, whatever the headlines, means buying more when prices are low without needing to predict anything.',
          },
        ],
      },
      lesson:
        'Falls of a third happen in stock markets every decade or two; the people who earn the long-run return are the ones still invested afterwards.',
      historicalNote:
        'The COVID crash took the S&P 500 about 34 percent below its record in 23 trading days, the fastest fall of 30 percent from a record in the index’s history. It was also one of the fastest recoveries, helped by huge central bank and government support.',
      definitions: ['bear-market', 'risk-tolerance', 'index-fund'],
      visualType: 'ticker-crash',
      keyPoint:
        'A fall in price is a loss in value whether or not you sell. Selling makes it final, and some markets and many single stocks never came back.',
    },
    {
      type: 'interactive',
      id: 'long-run',
      chapter: 'Chapter 7: The long run',
      title: 'Shares, Bonds and Cash Over Time',
      mainText:
        'Elroy Dimson, Paul Marsh and Mike Staunton of London Business School have measured returns in many countries since 1900, and Jeremy Siegel of the Wharton School has taken US figures back to 1802. The figures below are rough yearly averages since 1900, after inflation; single decades were very different.',
      comparison: {
        columns: ['Typical real return per year', 'Worst stretch', 'What you own'],
        rows: [
          {
            label: 'US shares',
            values: [
              'about 6–7% after inflation; much the same back to 1802',
              'lost about 89% in 1929–32 (Dow, price only)',
              'part of real businesses',
            ],
          },
          {
            label: 'World shares (ex-US)',
            values: [
              'about 4–5% after inflation',
              'wiped out in some wars and revolutions',
              'the same, abroad',
            ],
          },
          {
            label: 'Government bonds',
            values: [
              'about 1–2% after inflation',
              'lost heavily to inflation in the 1940s and 1970s',
              'a loan to the state',
            ],
          },
          {
            label: 'Cash and bills',
            values: [
              'below 1% after inflation',
              'rarely falls in price, but inflation erodes it',
              'a deposit',
            ],
          },
        ],
      },
      definitions: [
        'compounding',
        'rule-of-72',
        'total-return',
        'inflation',
        'bond',
        'equity-risk-premium',
        'risk',
      ],
      visualType: 'chart-up',
      keyPoint: 'Shares have paid more than safer assets over the long run as payment for their bumpy ride.',
    },
    {
      type: 'story',
      id: 'why-prices-rise',
      chapter: 'Chapter 7: The long run',
      title: 'Why Share Prices Rise and Fall',
      mainText:
        'Over the long run, share prices have tended to rise mainly because the profits behind them grow. As the economy grows, companies sell more and earn more. Inflation raises prices, wages and profits in money terms, and share prices rise with them. Profits a company keeps and reinvests should make each share worth more later. Investors also expect a higher return from shares than from safe bonds as payment for their falls; economists call this extra the equity risk premium.\n\nWhen interest rates rise, safe bonds pay more and a company’s future profits are worth less today, so share prices tend to fall; when rates fall, they tend to rise. None of this holds every year: the Dow lost about 89 percent between 1929 and 1932.',
      dialogue: [
        {
          speaker: 'Lena',
          text: 'So I am not betting that prices go up. I am owning a share of profits that grow.',
        },
        {
          speaker: 'Grandmother',
          text: 'And you are paid for sitting through the bad years. That is the deal.',
        },
      ],
      definitions: ['return', 'real-return', 'equity-risk-premium', 'inflation', 'bond'],
      visualType: 'chart-up',
      keyPoint:
        'Growing profits, inflation and a reward for risk lift shares over time; rising interest rates weigh on them.',
    },
    {
      type: 'quiz',
      id: 'quiz',
      chapter: 'Quiz',
      title: 'Check Your Understanding',
      questions: [
        {
          question: 'Why did the Dutch East India Company sell shares to the public in 1602?',
          options: [
            'The States General ordered every citizen to buy a share',
            'To pay for long, risky voyages too costly for any one merchant',
            'To pay off Amsterdam’s debts from the long war with Spain',
            'So that shareholders could vote on where each voyage should sail',
          ],
          correct: 1,
          explanation:
            'Fleets to Asia took years and many ships were lost. Pooling capital from more than a thousand subscribers spread that risk and paid for ships and trading posts.',
        },
        {
          question: 'What sets the price of a share on a stock market?',
          options: [
            'The company announces a new price every morning',
            'The government regulator fixes it',
            'The last price at which a buyer and a seller agreed to trade',
            'The value of the company’s buildings divided by its number of shares',
          ],
          correct: 2,
          explanation:
            'Prices are agreed between buyers and sellers. They move with expectations about future profits, and with fear and greed.',
        },
        {
          question: 'What is the main benefit of an index fund holding about 500 companies?',
          options: [
            'It can never lose money, because falls in some shares are offset by others',
            'It guarantees a dividend every month from at least some of its companies',
            'It picks the companies that will rise the most and drops those that will fall',
            'It spreads the risk so no single company’s collapse can sink the investment',
          ],
          correct: 3,
          explanation:
            'An index fund still falls in a market crash, but diversification removes the risk that one firm’s failure wipes you out, at very low cost.',
        },
        {
          question: 'An index fund charges 0.03% a year. How much does that cost on $5,000?',
          options: ['$0.15 a year', '$1.50 a year', '$15 a year', '$150 a year'],
          correct: 1,
          explanation:
            '0.03% is 0.0003 as a decimal, and 0.0003 × $5,000 = $1.50. A fund charging 1% would cost $50 a year on the same money, and the difference compounds over decades.',
          kind: 'calculation',
        },
      ],
      visualType: 'computer',
      keyPoint: 'Ownership, price, profit, spread: the four words of stock market basics.',
    },
    {
      type: 'reflection',
      id: 'reflection',
      chapter: 'Reflection',
      title: 'Your Own First Share',
      prompt: 'Think about Lena’s choices and your own plans.',
      questions: [
        'If you bought one share of a company you use every day, what exactly would you own?',
        'Why might a share price fall even when the company’s profits are unchanged?',
        'How long could you leave money invested without needing it? How does that change what you should buy?',
        'What would you do, honestly, if your investments fell by a third in a month?',
      ],
      finalThought:
        'The stock market began as a way for ordinary people to share in big ventures. Four centuries later, that is still what it offers, to those patient enough to stay.',
      visualType: 'handshake',
      keyPoint: 'Knowing what you own is what lets you hold on when prices fall.',
    },
    {
      type: 'summary',
      id: 'summary',
      chapter: 'Summary',
      title: 'What You Learned',
      conceptLearned: 'Shares, prices, dividends, indices, diversification and long-run returns',
      ending: {
        intro: 'Your choices beside what happened to investors of the time.',
        rows: [
          {
            label: 'In January 2020 Lena',
            yours: '{firstMove}',
            history:
              'Only about 4 percent of US companies produced all the market’s net gain over Treasury bills from 1926 to 2016.',
          },
          {
            label: 'On 23 March 2020 the call was to',
            yours: '{crashMove}',
            history: '23 March was the low. The S&P 500 rose about 75 percent over the next twelve months.',
          },
          {
            label: 'Lena’s first $5,000, a year after the low',
            yours: '{inMarket * 5950 - inMarket * 2550 * sold + cash * 1.015:usd}',
            history:
              'Held in the index fund, about $3,400 at the low became about $5,950. Sold at the low, it stayed $3,400.',
          },
          {
            label: 'Lena’s $300 a month, a year after the low',
            yours: '{3600 + 750 * buying * inMarket:usd}',
            history: '$3,600 invested month by month from the low grew to about $4,350 in the index fund.',
          },
        ],
      },
      keyTakeaways: [
        'A share is a piece of ownership in a business; the VOC’s 1602 subscription made that ownership open to the public.',
        'Companies sell shares to raise money; investors who want out sell to other investors on an exchange.',
        'Prices are set by buyers and sellers and move with expectations of future profits.',
        'Dividends and reinvested profits are how owners are paid; total return counts both.',
        'Indices such as the Dow and the S&P 500 measure the market; index funds let anyone own it cheaply and diversified.',
        'Over long periods shares have beaten bonds and cash, but only for investors who stayed through the falls.',
      ],
      nextSteps: [
        'Learn how stock exchanges match buyers and sellers in Stock Exchanges Explained.',
        'See what happens in the big up and down swings in Bull and Bear Markets.',
      ],
      visualType: 'chart-up',
      keyPoint: 'In the past, owning many businesses for a long time has rewarded patience.',
    },
  ],
  sources: [
    {
      title: 'The World’s First Stock Exchange',
      author: 'Lodewijk Petram',
      year: 2014,
      publisher: 'Columbia University Press',
    },
    {
      title:
        'Het oudste aandeelhoudersregister van de Kamer Amsterdam der Oost-Indische Compagnie (the Amsterdam subscription register of 1602)',
      author: 'J. G. van Dillen',
      year: 1958,
      publisher: 'Martinus Nijhoff',
    },
    {
      title: 'The world’s oldest share: the VOC Enkhuizen chamber’s receipt of 9 September 1606',
      author: 'Westfries Archief (West Frisian Archives), Hoorn',
      year: 2010,
      url: 'http://www.worldsoldestshare.com/',
    },
    {
      title: 'The Formative Years of the Modern Corporation: The Dutch East India Company VOC, 1602–1623',
      author: 'Oscar Gelderblom, Abe de Jong and Joost Jonker',
      year: 2013,
      publisher: 'Journal of Economic History, vol. 73, no. 4, pp. 1050–1076',
    },
    {
      title: 'Triumph of the Optimists: 101 Years of Global Investment Returns',
      author: 'Elroy Dimson, Paul Marsh and Mike Staunton',
      year: 2002,
      publisher: 'Princeton University Press',
    },
    {
      title: 'Stocks for the Long Run',
      author: 'Jeremy J. Siegel',
      year: 2014,
      publisher: 'McGraw-Hill, 5th edition',
    },
    {
      title:
        'SPIVA U.S. Scorecard, Year-End 2020 (S&P 500 down 33.8% from 19 February to 23 March 2020, record regained in August, 18.4% total return for 2020)',
      author: 'S&P Dow Jones Indices',
      year: 2021,
    },
    {
      title: 'Do Stocks Outperform Treasury Bills?',
      author: 'Hendrik Bessembinder',
      year: 2018,
      publisher: 'Journal of Financial Economics, vol. 129, no. 3, pp. 440–457',
    },
    {
      title: 'The Dow Jones Averages, 1885–1995',
      author: 'Phyllis S. Pierce (editor)',
      year: 1996,
      publisher: 'Irwin Professional Publishing',
    },
    {
      title: 'Portfolio Selection',
      author: 'Harry Markowitz',
      year: 1952,
      publisher: 'Journal of Finance, vol. 7, no. 1, pp. 77–91',
    },
    {
      title: 'The Little Book of Common Sense Investing',
      author: 'John C. Bogle',
      year: 2007,
      publisher: 'John Wiley & Sons',
    },
  ],
};
