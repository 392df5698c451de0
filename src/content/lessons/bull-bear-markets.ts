import type { GlossaryEntry, Lesson } from '../schema';

// Foundations: bull and bear markets, measured with the indices that began with Charles Dow's
// average of 1896. The protagonist is a composite saver who lived through every cycle since 1982.

export const glossary: Record<string, GlossaryEntry> = {
  bullish: {
    text: 'Bullish',
    definition:
      'Expecting prices to rise. A bullish investor buys or holds in the hope of selling higher later. The word comes from “bull”, the old London name for a speculator who bets on a rise.',
  },
  bearish: {
    text: 'Bearish',
    definition:
      'Expecting prices to fall. A bearish investor sells, holds cash or bets against the market. The word comes from “bear”, the old London name for a speculator who bets on a fall.',
  },
  'dow-jones': {
    text: 'Dow Jones Industrial Average (the Dow)',
    definition:
      'The stock index Charles Dow first published on 26 May 1896 with 12 companies; it has followed 30 large US companies since 1928. Unlike most indices it is weighted by share price, not by company size.',
  },
  'maximum-drawdown': {
    text: 'Maximum drawdown',
    definition:
      'The largest fall in value from a peak to a later low, as a share of the peak. The S&P 500’s fall from 1,565 in October 2007 to 677 in March 2009, about 57%, is the drawdown of that bear market.',
  },
  'bull-market': {
    text: 'Bull market',
    definition:
      'A long rise in share prices, usually defined as a gain of 20% or more from a recent low. It ends when a bear market begins. People often explain the name by a bull tossing its horns upwards.',
  },
  'market-correction': {
    text: 'Correction',
    definition:
      'A fall of 10% to 20% from a recent high. Corrections are common, happening on average about once every year or two in US shares, and most do not turn into bear markets.',
  },
  'market-cycle': {
    text: 'Market cycle',
    definition:
      'The repeating pattern of rising and falling markets, driven by the business cycle of growth and recession, by interest rates, and by swings in investors’ mood between greed and fear.',
  },
  'loss-aversion': {
    text: 'Loss aversion',
    definition:
      'The tendency to feel a loss more strongly than a gain of the same size, found by Daniel Kahneman and Amos Tversky. It makes people sell in panic after falls and hold on to losing bets too long.',
  },
  'dollar-cost-averaging': {
    text: 'Regular investing (dollar-cost averaging)',
    definition:
      'Investing a fixed amount at regular intervals, whatever the market is doing. The same sum buys more shares when prices are low and fewer when they are high, and removes the need to guess the right moment.',
  },
  'asset-allocation': {
    text: 'Asset allocation',
    definition:
      'How a portfolio is divided among kinds of investment, such as shares, bonds and cash: a plan of 60% shares and 40% bonds is one. More in shares means bigger swings and, over long periods, usually higher returns; more in bonds and cash means smaller swings. Rebalancing brings the mix back to the plan.',
  },
  rebalancing: {
    text: 'Rebalancing',
    definition:
      'Bringing a portfolio back to its planned mix, for example 60% shares and 40% bonds, by selling some of what has risen and buying what has fallen. It makes you sell high and buy low by rule rather than by feel.',
  },
};

export const lesson: Lesson = {
  id: 'bull-bear-markets',
  title: 'Bull and Bear Markets',
  subtitle: 'The long swings of the stock market, and how to live through them',
  concept: 'Market cycles, the 20% rule and staying invested',
  description:
    'Markets do not rise in straight lines. Follow a school librarian who started investing in 1982 through four decades of booms and busts: the great bull market of 1982–2000, the dot-com bust, 2008 and the COVID crash. Learn how bull and bear markets are defined, what drives the cycle, how fear and greed shape investors’ choices, and why time in the market has mattered more than timing it.',
  preview: 'Your savings have halved. Everyone says it will get worse. What do you do?',
  difficulty: 'Beginner',
  estimatedTime: '15 minutes',
  type: 'enhanced',
  category: 'foundations',
  icon: '🐂',
  color: { from: 'green', to: 'red' },
  year: 1896,
  topics: ['Market Psychology', 'Market Mechanics', 'Market Bubbles'],
  xp: 150,
  character: {
    name: 'Ruth Abernathy',
    age: 64,
    profession: 'Retired school librarian',
    icon: '📚',
    color: 'from-green-500 to-emerald-700',
    background:
      'Ruth is a composite character, not a real person. She stands for the ordinary savers who put part of each paycheck into a retirement plan from the early 1980s and rode every boom and bust since. She keeps a notebook in which she has written the value of her account on the first day of every year since 1982.',
    traits: ['Methodical', 'Honest about her mistakes', 'Hates debt'],
    historical: false,
  },
  supportingCharacters: [
    {
      name: 'Charles Dow',
      role: 'Journalist, co-founder of Dow Jones & Company and first editor of The Wall Street Journal',
      icon: '📰',
      influence:
        'His Industrial Average of 1896 made it possible to say how much “the market” had risen or fallen, and his editorials described markets moving in long primary trends.',
    },
    {
      name: 'Alan Greenspan',
      role: 'Chair of the Federal Reserve, 1987–2006',
      icon: '🏛️',
      influence: 'Asked in December 1996 whether “irrational exuberance” had pushed up asset prices.',
    },
    {
      name: 'Daniel Kahneman and Amos Tversky',
      role: 'Psychologists',
      icon: '🧠',
      influence: 'Showed in 1979 that people feel losses far more sharply than equal gains.',
    },
  ],
  concepts: [
    { id: 'bull-bear-definitions', name: 'Bull markets, bear markets and the 20% rule', level: 'beginner' },
    { id: 'historic-cycles', name: 'The great bull and bear markets of history', level: 'beginner' },
    { id: 'what-drives-cycles', name: 'What drives the market cycle', level: 'intermediate' },
    { id: 'investor-behaviour', name: 'Fear, greed and loss aversion', level: 'beginner' },
    { id: 'staying-invested', name: 'Staying invested and rebalancing', level: 'beginner' },
  ],
  // Ruth's savings from March 2000, without her monthly contributions. Bonds are assumed to earn about
  // 4% a year and cash nothing (a simplification the ending says out loud).
  storyState: [
    { key: 'shares', label: 'Shares (broad market)', initial: 80000, format: 'usd' },
    { key: 'bonds', label: 'Bonds', initial: 20000, format: 'usd' },
    { key: 'tech', label: 'Technology fund', initial: 0, format: 'usd' },
    { key: 'cash', label: 'Cash', initial: 0, format: 'usd' },
    { key: 'm2009', label: 'Savings in March 2009', format: 'usd' },
    { key: 'y2000', label: 'March 2000', format: 'text' },
    { key: 'y2009', label: 'March 2009', format: 'text' },
  ],
  pages: [
    {
      type: 'cover',
      id: 'cover',
      title: 'Bull and Bear Markets',
      subtitle: 'Four decades of booms and busts',
      startButtonText: 'Open Ruth’s notebook',
      visualType: 'chart-up',
      keyPoint: 'Bull markets make investors; bear markets test them.',
    },
    {
      type: 'character-intro',
      id: 'meet-ruth',
      chapter: 'Chapter 1: The notebook',
      title: 'Meet Ruth Abernathy',
      narrative: {
        setup:
          'Ruth has just retired. Her grandson, who started investing last year, asks how she stayed calm through all the crashes she has seen. She opens a worn notebook: one line per year, each with a number and sometimes a short note.',
        situation:
          'Some notes say “up again!”. Others say “down 40%. Could not sleep.” Her first entry is from January 1982, when she put $50 a month into her school district’s retirement plan.',
        characterThoughts: 'I did not stay calm. I just learned what the swings look like from the inside.',
      },
      definitions: ['bull-market', 'bear-market'],
      interactiveElements: [
        {
          id: 'twenty-percent',
          icon: '📏',
          label: 'The 20% rule',
          tooltip: 'How the press names the swings',
          detail:
            'A rise of 20% from a low is called a bull market; a fall of 20% from a high is a bear market. It is a habit of the press, not a law, and it has rough edges. It is usually measured on closing prices, so the S&P 500’s falls of 19.9% in 1990 and 19.4% in 2011 do not count, though they felt much the same. And a bear market is only named once the 20% is reached, and its bottom only known months later.',
        },
        {
          id: 'names',
          icon: '🐻',
          label: 'Why bulls and bears?',
          tooltip: 'London slang of the 1700s',
          detail:
            'Eighteenth-century London traders who sold shares they did not yet own, hoping to buy them back cheaper, were called bears, perhaps from the saying about selling a bearskin before catching the bear. Bulls, betting on rises, became their opposites.',
        },
      ],
      visualType: 'newspaper',
      keyPoint: 'A bull market is a rise of 20% from a low; a bear market is a fall of 20% from a high.',
    },
    {
      type: 'visual-story',
      id: 'dow-and-the-first-cycles',
      chapter: 'Chapter 2: Measuring the swings',
      title: 'A Number for the Market',
      mainText:
        'How do you say whether “the market” went up? In July 1884 Charles Dow began printing the average price of eleven leading shares, nine of them railroads, in his firm’s daily news sheet. On 26 May 1896 he added an average of 12 industrial shares, which began at 40.94. With a single number, the long swings became visible.\n\nThe greatest came in the 1920s. The Dow rose about sixfold, from about 64 in August 1921 to about 381 in September 1929. Then came the bear market: by July 1932 it had lost about 89%. It did not close above its 1929 peak again until November 1954, a quarter of a century later, although investors who reinvested their dividends got back sooner. That bear market scarred a generation of savers, many of whom never trusted shares again.',
      definitions: ['stock-index', 'dow-jones', 'market-cycle'],
      interactiveElements: [
        {
          id: 'dow-peak-1929',
          icon: '🏔️',
          label: '381 → 41',
          tooltip: 'The Dow, 1929 to 1932',
          detail:
            'The Dow fell from its closing peak of 381.17 on 3 September 1929 to 41.22 on 8 July 1932. Thousands of banks failed, and by 1933 about a quarter of American workers had no job.',
        },
      ],
      visualType: 'ticker-crash',
      keyPoint: 'The worst bear market in US history took 25 years to recover in price alone.',
    },
    {
      type: 'story',
      id: 'the-great-bull',
      chapter: 'Chapter 3: The great bull, 1982–2000',
      title: 'Eighteen Good Years',
      mainText:
        'Ruth started at a good moment, though she did not know it. On 12 August 1982 the S&P 500 closed at about 102. Inflation was falling after the Federal Reserve’s harsh interest rate rises, and interest rates began a long decline that made shares look cheap next to bonds.\n\nThere were scares, the worst in 1987, when the index lost about a third between late August and early December, including a fall of about 20% on 19 October alone. By the 20% rule that was a bear market of its own, but it was over within months, and prices rose for most of two decades.\n\nOn 24 March 2000 the index closed at about 1,527, roughly fifteen times its 1982 level. By then the rise had turned into a mania for internet companies. In a speech on 5 December 1996, Federal Reserve chairman Alan Greenspan had asked how anyone could know when “irrational exuberance” had pushed asset prices too high. The market kept climbing for more than three years.',
      dialogue: [
        { speaker: 'Grandson', text: 'Fifteen times! You must have felt like a genius.' },
        {
          speaker: 'Ruth',
          text: 'That was the danger. In a long bull market everyone feels like a genius, and that is when people take the risks that hurt them later.',
        },
      ],
      definitions: ['bull-market', 'speculative-bubble'],
      visualType: 'ticker-rise',
      keyPoint: 'Long bull markets breed overconfidence, which plants the seeds of the next bear.',
    },
    {
      type: 'decision-point',
      id: 'march-2000',
      chapter: 'Chapter 3: The great bull, 1982–2000',
      title: 'March 2000: Ride the Boom?',
      situation:
        'March 2000. The Nasdaq has doubled in a year. Ruth’s colleagues talk of nothing but tech shares.',
      decision: {
        situation:
          'Ruth’s plan holds 60% shares and 40% bonds, but after years of gains her shares have grown to 80% of her savings. A friend is moving everything into a technology fund that nearly doubled last year.',
        context: {
          'S&P 500': 'about 1,500, near a record',
          'Nasdaq Composite': 'above 5,000, double its level of a year ago',
          'Ruth’s mix': '80% shares / 20% bonds (plan: 60/40)',
          'Ruth’s savings': '{shares} in shares, {bonds} in bonds',
          'Price–earnings ratio of the S&P 500': 'around 30, about twice its long-run average',
        },
        prompt: 'What does Ruth do?',
        choices: [
          {
            id: 'go-all-in-tech',
            title: 'Move everything into tech',
            description: 'Follow the friend into the fund that nearly doubled.',
            icon: '🚀',
            color: 'from-red-500 to-rose-700',
            reward: 'If the boom continues, the biggest gains',
            risk: 'Technology shares are priced at the highest multiples of profit in the market',
            consequence:
              'The Nasdaq peaked on 10 March 2000 at about 5,048 and fell about 78% by October 2002. It did not close above that level again until April 2015. Many technology funds lost most of their value.',
            effects: {
              compute: { tech: 'shares + bonds' },
              set: { shares: 0, bonds: 0, y2000: 'Moved everything into tech' },
            },
          },
          {
            id: 'rebalance',
            title: 'Rebalance back to 60/40',
            description: 'Sell some shares, buy bonds, and return to the plan.',
            icon: '⚖️',
            color: 'from-emerald-500 to-teal-600',
            reward: 'Takes some profit off the table without guessing the top',
            risk: 'If the boom runs on, she earns less than her friends',
            consequence:
              'The S&P 500 fell about 49% from March 2000 to October 2002, while high-quality bonds rose as interest rates fell. A rebalanced 60/40 investor lost far less than one 80% in shares, and had bonds to sell to buy shares cheaply near the bottom.',
            effects: { set: { shares: 60000, bonds: 40000, y2000: 'Rebalanced to 60/40' } },
          },
          {
            id: 'sell-all',
            title: 'Sell all her shares',
            description: 'The market is clearly a bubble. Get out completely.',
            icon: '🚪',
            color: 'from-slate-500 to-slate-700',
            reward: 'Avoids the whole bear market if she is right',
            risk: 'She must also decide when to buy back in, and most people get that wrong',
            consequence:
              'Selling in March 2000 looked brilliant by 2002. But many who sold stayed out through the recovery that followed: from its October 2002 low to its October 2007 peak the S&P 500 roughly doubled. Being right once about the top is not enough; you have to be right twice.',
            effects: { compute: { cash: 'shares' }, set: { shares: 0, y2000: 'Sold all her shares' } },
          },
        ],
      },
      lesson:
        'You cannot reliably call the top, but a rule such as rebalancing lets you sell some of what has soared without pretending to know the future.',
      historicalNote:
        'The bull market of 1982–2000 was one of the greatest in history. It ended in a bear market that cut the S&P 500 roughly in half and the Nasdaq by about three-quarters.',
      definitions: ['asset-allocation', 'rebalancing', 'nasdaq-composite', 'price-earnings-ratio'],
      visualType: 'bubble',
      keyPoint: 'Rebalancing forces you to sell high and buy low without having to predict anything.',
    },
    {
      type: 'visual-story',
      id: 'what-drives-cycles',
      chapter: 'Chapter 4: Why the swings happen',
      // March 2000 to March 2009: the S&P 500 fell about 49%, roughly doubled to 2007, then fell about 57%
      // (x0.44); a tech fund went like the Nasdaq, 5,048 on 10 March 2000 to 1,269 on 9 March 2009 (x0.25).
      effects: { mul: { shares: 0.44, tech: 0.25, bonds: 1.4 } },
      title: 'What Drives Bulls and Bears',
      mainText:
        'Three forces push the cycle. First, the economy: in recessions profits fall, and most US recessions since the Second World War have come with a bear market or a fall close to one, though some bear markets, such as 1987’s, came without a recession. Second, interest rates: when central banks raise rates to fight inflation, borrowing gets dearer and bonds pay more, so shares look less attractive; when rates fall, the opposite.\n\nThird, and often strongest, mood. In a long rise investors extrapolate: prices went up, so they will keep going up, and they pay ever more for each dollar of profit. In a fall, fear does the same in reverse. Psychologists Daniel Kahneman and Amos Tversky showed in 1979 that people feel a loss more strongly than a gain of the same size, later estimating roughly twice as strongly, which helps explain why investors so often sell in panic near the bottom.',
      definitions: ['market-cycle', 'loss-aversion', 'recession', 'behavioural-finance'],
      interactiveElements: [
        {
          id: 'averages',
          icon: '⏳',
          label: 'How long do they last?',
          tooltip: 'Rough averages since the 1940s',
          detail:
            'US bear markets since 1942 have lasted about a year on average and cut the S&P 500 by about a third; bull markets have lasted about four and a half years on average and gained far more. Averages hide huge differences: the 2020 bear lasted about a month, the 2000–2002 bear two and a half years.',
        },
        {
          id: 'correction',
          icon: '〰️',
          label: 'Corrections',
          tooltip: 'Falls of 10–20%',
          detail:
            'Falls of 10% or more are much more common than bear markets: in the fifty years to 2022 the S&P 500 had one about every two years on average, and most stopped short of 20%. Most corrections recover within months.',
        },
      ],
      visualType: 'scale',
      keyPoint: 'The economy starts the cycle; fear and greed make it bigger.',
    },
    {
      type: 'decision-point',
      id: 'march-2009',
      chapter: 'Chapter 5: The worst bear since 1929',
      effects: { compute: { m2009: 'shares + bonds + tech + cash' } },
      title: 'March 2009: Get Out Now?',
      situation: 'Early March 2009. The S&P 500 has fallen about 57% from its October 2007 high.',
      decision: {
        situation:
          'Lehman Brothers failed in September 2008. The economy is losing hundreds of thousands of jobs a month. Ruth, now 49, has {m2009} in savings, against $100,000 in March 2000. Friends who sold last autumn say she is a fool to stay in.',
        context: {
          'S&P 500 peak (9 Oct 2007)': 'about 1,565',
          'S&P 500 (9 Mar 2009)': 'about 677',
          'US job losses': 'around 700,000 or more a month in early 2009',
          'Years until Ruth retires': 'about 15',
        },
        prompt: 'What does Ruth do?',
        choices: [
          {
            id: 'sell-out',
            title: 'Sell everything to stop the pain',
            description: 'Move all of her savings into cash until the crisis is over.',
            icon: '🏃',
            color: 'from-red-500 to-rose-700',
            reward: 'No more losses if the market falls further',
            risk: 'Locks in the loss and misses any recovery',
            consequence:
              '9 March 2009 was the bottom. The S&P 500 rose about 68% in the following twelve months, and began a bull market of almost eleven years in which it rose roughly fivefold. Many who sold in early 2009 waited years to come back.',
            effects: {
              compute: { cash: 'cash + shares + bonds + tech' },
              set: { shares: 0, bonds: 0, tech: 0, y2009: 'Sold everything' },
            },
          },
          {
            id: 'hold-and-keep-contributing',
            title: 'Hold and keep her monthly contributions going',
            description: 'Do nothing dramatic; keep buying every month as planned.',
            icon: '🪜',
            color: 'from-emerald-500 to-teal-600',
            reward: 'Her regular purchases buy shares at the lowest prices in over a decade',
            risk: 'If this turns into another 1929, the fall could go much further',
            consequence:
              'The S&P 500 did not close above its 2007 peak until March 2013, but an account fed with new money each month and paid its dividends got back sooner, helped by the shares bought cheaply in 2008–09. Holding on did not require knowing the bottom, only not selling.',
            effects: { set: { y2009: 'Held and kept contributing' } },
          },
          {
            id: 'rebalance-into-shares',
            title: 'Rebalance: sell bonds to buy shares',
            description: 'Her shares have shrunk below 60% of her savings. Top them back up.',
            icon: '⚖️',
            color: 'from-sky-500 to-indigo-600',
            reward: 'Buys more shares at deeply depressed prices, by rule',
            risk: 'It feels terrible; if prices keep falling, the new shares lose money too',
            consequence:
              'Investors who rebalanced in the winter of 2008–09 bought near the lowest prices of the century so far. It is the hardest thing to do emotionally, which is why a written rule helps.',
            effects: {
              compute: {
                shares: 'shares * 0.6 + bonds * 0.6 + tech * 0.6 + cash * 0.6',
                bonds: 'shares * 0.4 + bonds * 0.4 + tech * 0.4 + cash * 0.4',
              },
              set: { tech: 0, cash: 0, y2009: 'Rebalanced into shares' },
            },
          },
        ],
      },
      lesson:
        'Bear markets end when the news is still terrible; the recovery does not wait for you to feel better.',
      historicalNote:
        'Some of the best days in market history came in the middle of the worst bear markets. On 13 October 2008 the S&P 500 rose about 11.6% in a single day, only days after some of its heaviest falls. Investors who sold in fear missed these days.',
      definitions: ['bear-market', 'dollar-cost-averaging', 'rebalancing'],
      visualType: 'chart-down',
      keyPoint:
        'A bear market is a real loss in value, sold or not. Selling in panic near the bottom makes it final, and some markets took decades to come back.',
    },
    {
      type: 'interactive',
      id: 'cycles-compared',
      chapter: 'Chapter 6: A century of cycles',
      // March 2009 to early 2020: the S&P 500 rose roughly fivefold; the Nasdaq about sevenfold.
      effects: { mul: { shares: 5, tech: 7, bonds: 1.5 } },
      title: 'Great Bulls and Bears Compared',
      mainText:
        'Approximate moves of the main US index in the biggest swings (prices only, dividends not included).',
      comparison: {
        columns: ['Type', 'Move', 'What drove it'],
        rows: [
          {
            label: '1921–1929',
            values: ['Bull', 'Dow up about 6 times', 'Boom, new industries, buying on margin'],
          },
          {
            label: '1929–1932',
            values: ['Bear', 'Dow down about 89%', 'Crash, bank failures, Great Depression'],
          },
          {
            label: '1982–2000',
            values: [
              'Long bull, broken by the 1987 bear',
              'S&P 500 up about 15 times',
              'Falling inflation and rates, then the dot-com mania',
            ],
          },
          {
            label: '2000–2002',
            values: ['Bear', 'S&P 500 down about 49%', 'Dot-com bust, recession, accounting scandals'],
          },
          {
            label: '2007–2009',
            values: ['Bear', 'S&P 500 down about 57%', 'Housing bust, global financial crisis'],
          },
          {
            label: '2009–2020',
            values: ['Bull', 'S&P 500 up about 5 times', 'Recovery, near-zero interest rates'],
          },
          {
            label: 'Feb–Mar 2020',
            values: ['Bear', 'S&P 500 down about 34% in five weeks', 'COVID-19 shutdowns'],
          },
          {
            label: 'Jan–Oct 2022',
            values: ['Bear', 'S&P 500 down about 25%', 'Inflation and fast interest rate rises'],
          },
        ],
      },
      definitions: ['bull-market', 'bear-market', 'market-correction', 'maximum-drawdown'],
      visualType: 'chart-up',
      keyPoint:
        'Every bear market in US history has so far been followed by a new high, but some took decades.',
    },
    {
      type: 'quiz',
      id: 'quiz',
      chapter: 'Quiz',
      title: 'Check Your Understanding',
      questions: [
        {
          question: 'By the usual definition, when does a bear market begin?',
          options: [
            'When prices fall on five trading days in a row',
            'When a market index falls 10% from its recent high',
            'When the economy officially enters a recession',
            'When an index falls 20% or more from its recent high',
          ],
          correct: 3,
          explanation:
            'A fall of 20% from a high is the common convention for a bear market. A 10–20% fall is called a correction, and recessions and bear markets often, but not always, coincide.',
        },
        {
          question: 'Why do many investors sell near the bottom of bear markets?',
          options: [
            'A loss hurts more than an equal gain pleases, so fear wins',
            'Brokers force all investors to sell when prices fall 20%',
            'Bear markets always end in a depression, so selling is rational',
            'Most of them are professionals paid to follow the trend',
          ],
          correct: 0,
          explanation:
            'Loss aversion, described by Kahneman and Tversky, makes falls feel unbearable. Selling in panic turns a temporary fall into a permanent loss and often misses the sharp rebounds that follow.',
        },
        {
          question: 'What does rebalancing a 60/40 portfolio do after a long bull market?',
          options: [
            'Moves everything into cash until the next bear market has come and gone',
            'Sells shares that have grown past 60% and buys bonds to restore the mix',
            'Buys more of the shares that rose the most, to keep up with the market',
            'Borrows money to buy more shares while prices are still rising',
          ],
          correct: 1,
          explanation:
            'Rebalancing trims what has risen and adds to what has fallen, so the investor takes some profit in booms and buys cheaply in busts, following a rule instead of a feeling.',
        },
        {
          question:
            'The S&P 500 fell from about 1,565 in October 2007 to about 677 in March 2009. About how big was the fall?',
          options: ['About 43%', 'About 57%', 'About 68%', 'About 131%'],
          correct: 1,
          explanation:
            'The drop was 1,565 − 677 = 888 points, and 888 ÷ 1,565 is about 0.57. A fall of 57% means a $10,000 holding became about $4,300. Note that a rise of 131% was then needed to get back: falls and recoveries are not symmetrical.',
          kind: 'calculation',
        },
      ],
      visualType: 'computer',
      keyPoint: 'Know the definitions, know yourself, and have a rule.',
    },
    {
      type: 'reflection',
      id: 'reflection',
      chapter: 'Reflection',
      title: 'Your Own Cycle',
      prompt: 'Think about Ruth’s notebook and about how you would behave.',
      questions: [
        'Why is it so hard to sell some shares when everyone around you is getting rich?',
        'Ruth says she did not stay calm, she learned what the swings look like. What would help you hold on in a 50% fall?',
        'What is the difference between a rule like rebalancing and a prediction about the market?',
        'If you will not need your money for 30 years, how much should a bear market this year worry you?',
      ],
      finalThought:
        'Bull and bear markets are the weather of investing. You cannot change them, but you can dress for them, with a plan, a mix you can live with, and the patience to stay.',
      visualType: 'chart-up',
      keyPoint: 'Plan for the bear while you enjoy the bull.',
    },
    {
      type: 'summary',
      id: 'summary',
      chapter: 'Summary',
      title: 'What You Learned',
      ending: {
        intro:
          'Ruth’s $100,000 of March 2000, without her monthly contributions. Bonds are assumed to earn about 4% a year and cash nothing.',
        rows: [
          {
            label: 'March 2000',
            yours: '{y2000}',
            history: 'The S&P 500 fell about 49% by October 2002, and the Nasdaq about 78%.',
          },
          {
            label: 'Savings in March 2009',
            yours: '{m2009}',
            history: 'The S&P 500 was about 57% below its October 2007 high.',
          },
          {
            label: 'March 2009',
            yours: '{y2009}',
            history: '9 March 2009 was the bottom: the S&P 500 rose about 68% in the next twelve months.',
          },
          {
            label: 'Savings by early 2020',
            yours: '{shares + bonds + tech + cash}',
            history: 'A bull market of almost eleven years took the S&P 500 up roughly fivefold.',
          },
        ],
      },
      conceptLearned: 'Bull and bear markets, the market cycle, investor psychology and staying invested',
      keyTakeaways: [
        'A bull market is a 20% rise from a low; a bear market is a 20% fall from a high; a 10–20% fall is a correction.',
        'Charles Dow’s 1896 average made the swings visible; the 1929–32 bear cut the Dow by about 89%.',
        'Cycles are driven by the economy, interest rates and, above all, by swings between greed and fear.',
        'Great bulls (1982–2000, 2009–2020) and deep bears (2000–02, 2007–09) follow each other, and tops and bottoms are only clear afterwards.',
        'Loss aversion pushes investors to sell near bottoms; regular investing and rebalancing replace feelings with rules.',
      ],
      nextSteps: [
        'See a bull market turn into a mania in the Dot-Com Bubble story.',
        'Live through the worst bear market since 1929 in the 2008 Financial Crisis story.',
      ],
      visualType: 'scale',
      keyPoint: 'In the past, staying invested has beaten trying to time the market.',
    },
  ],
  sources: [
    {
      title: 'Irrational Exuberance',
      author: 'Robert J. Shiller',
      year: 2000,
      publisher: 'Princeton University Press',
    },
    {
      title: 'Manias, Panics and Crashes: A History of Financial Crises',
      author: 'Charles P. Kindleberger and Robert Z. Aliber',
      year: 2011,
      publisher: 'Palgrave Macmillan, 6th edition',
    },
    {
      title: 'Prospect Theory: An Analysis of Decision under Risk',
      author: 'Daniel Kahneman and Amos Tversky',
      year: 1979,
      publisher: 'Econometrica, vol. 47, no. 2, pp. 263–291',
    },
    {
      title: 'Advances in Prospect Theory: Cumulative Representation of Uncertainty',
      author: 'Amos Tversky and Daniel Kahneman',
      year: 1992,
      publisher: 'Journal of Risk and Uncertainty, vol. 5, no. 4, pp. 297–323',
    },
    {
      title: 'Stocks for the Long Run',
      author: 'Jeremy J. Siegel',
      year: 2014,
      publisher: 'McGraw-Hill, 5th edition',
    },
    {
      title: 'The Dow Jones Averages, 1885–1995',
      author: 'Phyllis S. Pierce (editor)',
      year: 1996,
      publisher: 'Irwin Professional Publishing',
    },
    {
      title: 'The Great Crash, 1929',
      author: 'John Kenneth Galbraith',
      year: 1955,
      publisher: 'Houghton Mifflin',
    },
    {
      title:
        'Stock Market Briefing: S&P 500 Bull & Bear Markets & Corrections (S&P 500 closing peaks and troughs, 1928 onwards)',
      author: 'Edward Yardeni and Joseph Abbott, Yardeni Research',
      year: 2023,
    },
    {
      title:
        'History of U.S. Bear & Bull Markets Since 1926 (S&P 500 averages from 1942; data to 31 March 2022)',
      author: 'First Trust Portfolios',
      year: 2022,
    },
    {
      title:
        'The Challenge of Central Banking in a Democratic Society (speech at the American Enterprise Institute, 5 December 1996)',
      author: 'Alan Greenspan',
      year: 1996,
      publisher: 'Board of Governors of the Federal Reserve System',
      url: 'https://www.federalreserve.gov/boarddocs/speeches/1996/19961205.htm',
    },
  ],
};
