import { covidInflationChart } from '../charts/pages/covid-inflation';
import type { GlossaryEntry, Lesson } from '../schema';

// Played in the animated picture-book player (hasAnimations). The baker is a composite; the market
// figures, laws, Fed decisions and inflation numbers are real (BLS, Federal Reserve, S&P).

export const glossary: Record<string, GlossaryEntry> = {
  m2: {
    text: 'M2',
    definition:
      'A broad measure of the US money supply published by the Federal Reserve: cash in circulation, checking and savings deposits, small time deposits and retail money market fund shares.',
  },
  'yield-curve': {
    text: 'Yield curve',
    definition:
      'A line joining the yields of one borrower’s bonds, usually the US government’s, from the shortest to the longest. Long bonds normally yield more than short ones; when short yields rise above long ones the curve is called inverted, which has often come before a US recession.',
  },
  inflation: {
    text: 'Inflation',
    definition:
      'A general rise in prices across the economy, which means each dollar buys less. At 9% inflation, something that cost $100 a year ago costs $109 today.',
  },
  'consumer-price-index': {
    text: 'Consumer Price Index (CPI)',
    definition:
      'The US government’s main measure of inflation: the Bureau of Labor Statistics tracks the prices of a basket of goods and services that typical households buy, from rent and gasoline to eggs and haircuts.',
  },
  'bear-market': {
    text: 'Bear market',
    definition:
      'A fall of 20% or more in a market index from its recent high. A rise of 20% or more from a low is called a bull market.',
  },
  recession: {
    text: 'Recession',
    definition:
      'A significant, widespread fall in economic activity, with falling output, jobs and spending, lasting more than a few months. Recessions usually start when spending drops: when high interest rates make borrowing dear, when a bubble bursts or banks stop lending, or when a shock such as an oil-price jump or a pandemic hits.',
  },
  'fiscal-stimulus': {
    text: 'Fiscal stimulus',
    definition:
      'Government spending increases or tax cuts meant to support demand in a downturn, such as direct payments to households or loans to businesses, usually paid for by borrowing.',
  },
  'paycheck-protection-program': {
    text: 'Paycheck Protection Program (PPP)',
    definition:
      'A 2020–21 US program of government-backed loans to small businesses that were forgiven if the money was mostly spent on keeping workers on the payroll.',
  },
  'supply-chain-bottleneck': {
    text: 'Supply-chain bottleneck',
    definition:
      'A point where goods get stuck on their way to buyers, such as a port, a chip factory or a shortage of truck drivers. When demand is high and supply is stuck, prices rise.',
  },
  'transitory-inflation': {
    text: 'Transitory inflation',
    definition:
      'Inflation expected to fade by itself once a temporary cause, such as a supply bottleneck, passes. In 2021 the Federal Reserve first judged rising prices transitory, then changed its view.',
  },
  'real-wage': {
    text: 'Real wage',
    definition:
      'Pay measured by what it can buy, after adjusting for inflation. If your pay rises 5% while prices rise 8%, your real wage has fallen by about 3%.',
  },
  'rate-hike': {
    text: 'Rate hike',
    definition:
      'An increase in the central bank’s key interest rate. It makes borrowing more expensive, which cools spending, hiring and inflation, but can also slow the economy into a recession.',
  },
  'basis-point': {
    text: 'Basis point',
    definition:
      'One hundredth of a percentage point. A rise of 75 basis points takes an interest rate from, say, 1.00% to 1.75%.',
  },
  'bond-yield': {
    text: 'Bond yield',
    definition:
      'The yearly return a bond pays relative to its price. When interest rates rise, the prices of existing bonds fall, because new bonds pay more.',
  },
  shrinkflation: {
    text: 'Shrinkflation',
    definition:
      'Keeping a product’s price the same while quietly making it smaller, so the price per gram or per item rises without a visible price increase.',
  },
  'soft-landing': {
    text: 'Soft landing',
    definition:
      'Bringing inflation down with higher interest rates without causing a recession or a big rise in unemployment, something central banks have rarely managed.',
  },
};

export const lesson: Lesson = {
  id: 'covid-inflation',
  title: 'The COVID Crash and the Inflation That Followed',
  subtitle: 'From the fastest bear market ever to the highest inflation in 40 years',
  concept: 'Crisis response, money creation and the return of inflation',
  description:
    'In five weeks of early 2020 the S&P 500 lost about a third of its value. Governments and the Federal Reserve answered with trillions of dollars, markets roared back, and then prices started rising faster than at any time since 1981. Follow a Phoenix baker through the crash, the stimulus, the price shock and the Fed’s fastest rate hikes in forty years.',
  preview:
    'A 34% crash in a month, trillions in rescue money, eggs and gas at record prices, and a Fed that had to change its mind.',
  difficulty: 'Beginner',
  estimatedTime: '20 minutes',
  type: 'enhanced',
  category: 'modern',
  icon: '🦠',
  color: { from: 'emerald', to: 'rose' },
  year: 2020,
  topics: ['Inflation', 'Monetary Policy', 'Market Psychology', 'Systemic Risk'],
  xp: 100,
  hasAnimations: true,
  character: {
    name: 'Rosa Alvarez',
    age: 41,
    profession: 'Owner of a neighborhood bakery in Phoenix, Arizona',
    icon: '👩‍🍳',
    color: 'from-amber-400 to-rose-500',
    background:
      'Rosa is a composite character, not a real person, built from the experiences of US small-business owners in 2020–2023. She opened her bakery in 2014, employs eight people, and has about $120,000 saved for retirement in a stock index fund, plus a small emergency fund.',
    traits: ['Hard-working', 'Practical', 'Loyal to her staff', 'Cautious with money'],
    historical: false,
  },
  supportingCharacters: [
    {
      name: 'Jerome Powell',
      role: 'Chair of the Federal Reserve from 2018 (real figure)',
      icon: '🏛️',
      influence:
        'Cut interest rates to zero and launched huge bond purchases in March 2020, then led the fastest series of rate hikes since the early 1980s.',
    },
    {
      name: 'Marco',
      role: 'Rosa’s head baker (composite character)',
      icon: '🥖',
      influence:
        'His job, and whether Rosa can keep paying him, puts a human face on the choices of 2020 and 2022.',
    },
  ],
  concepts: [
    { id: 'crash-and-recovery', name: 'Panic selling versus staying invested', level: 'beginner' },
    { id: 'crisis-policy', name: 'How central banks and governments fight a crash', level: 'intermediate' },
    { id: 'inflation-causes', name: 'Demand, supply shocks and inflation', level: 'intermediate' },
    {
      id: 'interest-rates',
      name: 'Why rate hikes cool inflation, and what they cost',
      level: 'intermediate',
    },
    { id: 'real-returns', name: 'Real wages, real returns and protecting savings', level: 'beginner' },
  ],
  storyState: [
    { key: 'fund', label: 'Retirement fund', initial: 82000, format: 'usd' },
    { key: 'cash', label: 'Emergency fund', initial: 15000, format: 'usd' },
    { key: 'parked', label: 'Retirement money sold into cash', initial: 0, format: 'usd' },
    { key: 'march', label: '20 March 2020', format: 'text' },
    { key: 'fundStory', label: 'What became of the fund', format: 'text' },
    { key: 'prices', label: 'March 2022 prices', format: 'text' },
    { key: 'bakery', label: 'The bakery by 2024', format: 'text' },
    { key: 'fed', label: 'June 2022 hike', format: 'text' },
  ],
  pages: [
    {
      type: 'cover',
      id: 'cover',
      title: 'The COVID Crash and the Inflation That Followed',
      subtitle: '2020–2023',
      mainText:
        'First the world stopped, and markets fell faster than ever before. Then the money came, markets soared, and prices began to climb. This is the story of a virus, a rescue and a bill that arrived at the supermarket checkout.',
      visualType: 'ticker-crash',
      startButtonText: 'Open the bakery',
    },
    {
      type: 'character-intro',
      id: 'meet-rosa',
      chapter: 'Prologue · February 2020',
      title: 'Meet Rosa Alvarez',
      narrative: {
        setup:
          'Rosa starts work at 4 a.m. Her conchas and sourdough sell out by noon, and business has never been better. On 19 February 2020 the S&P 500 closes at a record high, and her retirement fund has never been worth more.',
        situation:
          'On the radio there is news of a new virus in China and Italy. It still feels far away from Phoenix.',
        characterThoughts:
          'Eight people depend on this bakery for their wages. And my retirement depends on a stock market I don’t have time to watch.',
      },
      definitions: ['index-fund'],
      interactiveElements: [
        {
          id: 'record-high',
          icon: '🏔️',
          label: '19 February 2020',
          tooltip: 'S&P 500 record close: 3,386',
          detail:
            'US unemployment was 3.5%, a 50-year low, and the stock market had risen for most of the eleven years since March 2009. Few investors were prepared for what came next.',
        },
      ],
      visualType: 'city',
    },
    {
      type: 'visual-story',
      id: 'fastest-crash',
      chapter: 'Chapter 1 · The Crash',
      title: 'Sixteen Days to a Bear Market',
      mainText:
        'As the virus spread, investors realized that whole economies would have to close. The S&P 500 fell 20% from its record in just 16 trading days, the fastest bear market in its history. On 11 March the World Health Organization declared a pandemic. Market-wide circuit breakers halted all US stock trading four times in eight trading days, each time after the S&P 500 fell 7%.\n\nOn 16 March the Dow Jones fell about 2,997 points, nearly 13%, its largest point fall ever. Even US Treasury bonds, the safest assets in the world, briefly became hard to sell as investors scrambled for cash. By 23 March the S&P 500 had fallen about 34% from its February peak.',
      narrative: {
        setup:
          'Arizona orders restaurants to stop serving customers inside. Rosa’s bakery switches to takeout only. Sales fall by two-thirds in a week.',
        characterThoughts:
          'I check my retirement account on my phone between customers. It has lost $36,000 in a month. Should I get out before it loses more?',
      },
      definitions: ['bear-market', 'circuit-breaker', 'recession'],
      keyPoint: 'When the future suddenly becomes unknowable, investors sell first and think later.',
      interactiveElements: [
        {
          id: 'circuit-breakers',
          icon: '🚦',
          label: 'Four halts',
          tooltip: '9, 12, 16 and 18 March 2020',
          detail:
            'Each time, the S&P 500 fell 7% from the previous day’s close, triggering a 15-minute pause. The rules, redesigned after the 2010 flash crash, had never been triggered before 2020.',
        },
        {
          id: 'dash-for-cash',
          icon: '💵',
          label: 'The dash for cash',
          tooltip: 'Even safe bonds were sold',
          detail:
            'In mid-March funds, companies and foreign central banks all tried to sell Treasury bonds for cash at once, and dealers could not absorb it all. The Federal Reserve stepped in as buyer, an episode later studied closely by the Fed and the Bank for International Settlements.',
        },
      ],
      visualType: 'ticker-crash',
    },
    {
      type: 'decision-point',
      id: 'decision-portfolio',
      chapter: 'Chapter 1 · The Crash',
      title: 'Friday 20 March 2020',
      mainText:
        'Rosa’s $120,000 retirement fund is worth about $82,000. The news is full of overflowing hospitals and predictions of a depression. A friend has sold everything and says Rosa should too.',
      decision: {
        situation: 'Rosa must decide what to do with her retirement savings this weekend.',
        context: {
          'S&P 500 since Feb 19': 'down about 32%',
          'Rosa’s fund': 'about $82,000, from $120,000',
          'Her bakery': 'sales down two-thirds',
          'Emergency fund': 'about $15,000 cash',
        },
        prompt: 'What does Rosa do?',
        timeLimit: 'Before Monday’s open',
        choices: [
          {
            id: 'sell-everything',
            title: 'Sell and wait in cash until it is safe',
            description: 'Stop the bleeding; buy back in when the virus is under control.',
            icon: '🏃',
            reward: 'No further losses if markets keep falling.',
            risk: 'Markets often turn before the news improves; she may buy back much higher.',
            consequence:
              'The market bottomed on Monday 23 March, and rose about 40% in the next three months while the virus was still spreading. The S&P 500 set a new record on 18 August 2020. Many who sold in March bought back higher, or never did.',
            effects: {
              compute: { parked: 'fund' },
              set: {
                fund: 0,
                march: 'Sold and waited in cash',
                fundStory: 'was sold at the bottom in March 2020 and missed the whole rebound.',
              },
            },
          },
          {
            id: 'hold',
            title: 'Hold and stop checking the app',
            description: 'She will not need this money for 25 years.',
            icon: '🧘',
            reward: 'She captures the recovery in full whenever it comes.',
            risk: 'If it is a 1929-style collapse, the losses could deepen for years.',
            consequence:
              'Her fund was back to about $120,000 by August 2020 and ended the year above its February level. Holding a diversified fund through the crash cost her nothing but nerves.',
            effects: { set: { march: 'Held', fundStory: 'hit again in 2022, passes its old peak in 2024.' } },
          },
          {
            id: 'buy-more',
            title: 'Move the emergency fund into stocks',
            description: 'Stocks are on sale; put the {cash} cash in too.',
            icon: '🛒',
            reward: 'Buying near the bottom brings large gains if the market recovers.',
            risk: 'Her business is in danger; if she needs that cash she may have to sell at a loss.',
            consequence:
              'It would have paid off in the market, since the bottom came three days later. But it left her bakery without a cushion in the most uncertain months of her working life. An emergency fund is there for emergencies, and this was one.',
            effects: {
              compute: { fund: 'fund + cash' },
              set: {
                cash: 0,
                march: 'Moved the emergency fund into stocks',
                fundStory:
                  'hit again in 2022, passes its old peak in 2024, helped by the cash she added at the bottom.',
              },
            },
          },
        ],
      },
      lesson:
        'Decide how much risk you can carry before the crash, because during it, fear makes the decision for you.',
      historicalNote:
        'From the peak on 19 February to the low on 23 March 2020 the S&P 500 fell about 34% in 23 trading days. It regained its peak on 18 August, about five months after the low, one of the fastest recoveries on record.',
      definitions: ['bear-market', 'index-fund'],
      visualType: 'chart-down',
    },
    {
      type: 'visual-story',
      id: 'the-rescue',
      chapter: 'Chapter 2 · The Rescue',
      title: 'Whatever It Takes',
      mainText:
        'Policymakers moved faster than in 2008. On Sunday 15 March the Federal Reserve cut its interest rate to between 0% and 0.25% and announced $700 billion of bond purchases. On 23 March it made the purchases open-ended and, for the first time, set up programs to buy corporate bonds. Its balance sheet grew from about $4.2 trillion to over $7 trillion by June.\n\nOn 27 March Congress passed the $2.2 trillion CARES Act: $1,200 payments to most adults, an extra $600 a week for the unemployed, and forgivable Paycheck Protection Program loans for small businesses. More relief followed in December 2020 and a $1.9 trillion package in March 2021.',
      narrative: {
        setup:
          'Rosa receives a PPP loan of about $60,000, enough to keep all eight employees on the payroll for about ten weeks. The loan is later forgiven.',
        characterThoughts:
          'I didn’t have to lay off Marco. But all this money has to come from somewhere, doesn’t it?',
      },
      definitions: [
        'quantitative-easing',
        'fiscal-stimulus',
        'paycheck-protection-program',
        'federal-funds-rate',
      ],
      keyPoint:
        'The lesson of 2008 was to act fast and big; in 2020 the response came within weeks, not months.',
      interactiveElements: [
        {
          id: 'unemployment',
          icon: '📉',
          label: '14.8%',
          tooltip: 'Unemployment in April 2020',
          detail:
            'The US economy lost over 20 million jobs in April 2020 alone, and the unemployment rate jumped from 4.4% in March to 14.8% in April (first reported as 14.7%), the highest since the monthly records began in 1948.',
        },
        {
          id: 'savings',
          icon: '🐷',
          label: 'Savings pile up',
          tooltip: 'Households saved about a third of income in April 2020',
          detail:
            'With shops closed and stimulus checks arriving, the US personal saving rate hit a record of over 30% in April 2020. Those savings later fueled a wave of spending.',
        },
      ],
      visualType: 'money-printing',
    },
    {
      type: 'visual-story',
      id: 'boom-and-money',
      chapter: 'Chapter 3 · The Boom',
      // By August 2020 a fund worth $82,000 on 20 March was back to about $120,000.
      effects: { mul: { fund: 1.46 } },
      title: 'Money Everywhere',
      mainText:
        'The US money supply, measured by M2, grew by about a quarter in a year, the fastest since the 1940s. Interest rates near zero pushed savers toward stocks, houses and more speculative bets. The S&P 500 ended 2020 up 16% and rose another 27% in 2021. Mortgage rates fell to a record low of about 2.65% in January 2021, and house prices jumped. Meme stocks, cryptocurrencies and new listings soared. Stuck at home, Americans bought goods instead of services: laptops, bikes, furniture, home gym equipment.',
      narrative: {
        setup: 'Customers are back. Rosa’s takeout business is busier than before the pandemic.',
        characterThoughts:
          'Everyone seems to have money to spend, and everyone wants it spent on things, right now.',
      },
      definitions: ['money-supply', 'm2', 'bond-yield'],
      keyPoint: 'Cheap money lifts the prices of assets first, and of everyday goods later.',
      interactiveElements: [
        {
          id: 'm2',
          icon: '💰',
          label: 'M2 money supply',
          tooltip: 'About $15.4 trillion to about $19.7 trillion',
          detail:
            'Between February 2020 and February 2021, M2 (cash, checking and savings deposits, and similar) grew by roughly 27%, as stimulus payments and Fed purchases flowed into bank accounts.',
        },
      ],
      visualType: 'chart-up',
    },
    {
      type: 'visual-story',
      id: 'prices-rise',
      chapter: 'Chapter 4 · The Price Shock',
      title: 'Transitory?',
      mainText:
        'In 2021 demand for goods ran into supply chains that could not keep up. Ships lined up outside the ports of Los Angeles and Long Beach, container shipping costs rose several-fold, and a shortage of computer chips cut car production, so used-car prices rose about 45% in a year. Consumer prices, up 1.4% over 2020, rose 7% in the 12 months to December 2021, the fastest 12-month rise since 1982.\n\nFor most of 2021 the Federal Reserve called the rise transitory, expecting it to fade as bottlenecks cleared. On 30 November 2021 Chair Jerome Powell told a Senate committee it was probably time to retire the word “transitory”. Then, on 24 February 2022, Russia invaded Ukraine, and the prices of oil, gas, wheat and fertilizer jumped.',
      narrative: {
        setup:
          'Rosa’s supplier raises the price of flour three times in six months. Eggs, butter and sugar follow. Marco has an offer from a supermarket bakery paying $3 an hour more.',
        characterThoughts: 'My costs are up about 20%. My prices haven’t moved. Something has to give.',
      },
      definitions: [
        'inflation',
        'consumer-price-index',
        'supply-chain-bottleneck',
        'transitory-inflation',
        'supply-shock',
      ],
      keyPoint: 'Inflation takes off when strong demand meets supply that cannot grow fast enough.',
      interactiveElements: [
        {
          id: 'ports',
          icon: '🚢',
          label: 'The line at the ports',
          tooltip: 'Dozens of ships waiting off California',
          detail:
            'In late 2021 dozens of container ships at a time were anchored off Los Angeles and Long Beach waiting to unload, some for weeks. Every delay raised the cost and scarcity of goods on shelves.',
        },
        {
          id: 'debate',
          icon: '🗣️',
          label: 'The great debate',
          tooltip: 'Too much stimulus or temporary shocks?',
          detail:
            'Some economists, including former Treasury Secretary Lawrence Summers, warned in early 2021 that the stimulus was too large and would cause inflation. Others blamed supply shocks and the war. Later research found both mattered.',
        },
      ],
      visualType: 'factory',
    },
    {
      type: 'decision-point',
      id: 'decision-bakery-prices',
      chapter: 'Chapter 4 · The Price Shock',
      title: 'March 2022: What Does a Loaf Cost?',
      mainText:
        'Rosa’s ingredient, energy and wage costs are up about 20% in a year. Her profit margin, about 8% before the pandemic, is close to zero. Her regular customers are feeling the same squeeze at the gas station and the supermarket.',
      decision: {
        situation: 'Rosa must decide how to respond to rising costs.',
        context: {
          'Her costs': 'up about 20% in a year',
          'Her prices': 'unchanged since 2019',
          'US inflation (CPI, March 2022)': '8.5% over a year',
          Staff: 'Marco has a better-paid offer',
        },
        prompt: 'What does Rosa do?',
        choices: [
          {
            id: 'raise-prices',
            title: 'Raise prices about 15% and give staff a raise',
            description: 'Explain the increase on a sign by the till.',
            icon: '🏷️',
            reward: 'The business stays profitable and Marco stays.',
            risk: 'Some customers may buy less or go elsewhere.',
            consequence:
              'Most businesses did this. Prices for food away from home rose about 8% over 2022, and customers, seeing rises everywhere, mostly accepted them. But when everyone raises prices and wages together, inflation can feed on itself.',
            effects: {
              set: {
                prices: 'Raised prices 15% and wages',
                bakery: 'Rosa’s business has stabilized at higher prices.',
              },
            },
          },
          {
            id: 'absorb-costs',
            title: 'Hold prices and absorb the costs',
            description: 'Keep customers loyal and hope costs fall soon.',
            icon: '🛡️',
            reward: 'Loyal customers and good will.',
            risk: 'Losses every month; she may lose Marco and eventually the bakery.',
            consequence:
              'Costs did not fall soon: food inflation stayed high through 2022. Small businesses that held prices for too long often ran down their savings; some closed.',
            effects: {
              set: {
                prices: 'Held prices and absorbed costs',
                bakery:
                  'Rosa held her prices for a year, ran down the bakery’s savings, and raised them in 2023 after all.',
              },
            },
          },
          {
            id: 'shrink-products',
            title: 'Keep the prices, make the loaves smaller',
            description: 'Shave 10% off portion sizes and say nothing.',
            icon: '🤏',
            reward: 'Sign prices stay the same and margins recover.',
            risk: 'Regulars notice, and trust is hard to win back.',
            consequence:
              'Many big brands did exactly this in 2021–22, from chips to toilet paper, and “shrinkflation” became a political issue. For a neighborhood bakery whose customers know its loaves by heart, it was riskier still.',
            effects: {
              set: {
                prices: 'Made the loaves smaller',
                bakery:
                  'Rosa’s business has stabilized, though some regulars still grumble about the smaller loaves.',
              },
            },
          },
        ],
      },
      lesson:
        'Inflation forces every business to choose between margins, customers and staff; honest price rises usually keep more trust than hidden ones.',
      historicalNote:
        'Over 2022 as a whole, US average hourly pay rose about 5% while consumer prices rose about 6.5%, so most workers’ real wages fell, even as many got their biggest raises in decades.',
      definitions: ['shrinkflation', 'real-wage', 'wage-price-spiral'],
      visualType: 'coins',
    },
    {
      type: 'visual-story',
      id: 'peak-inflation',
      chapter: 'Chapter 5 · The Peak',
      title: 'June 2022: 9.1%',
      mainText:
        'In mid-June 2022 the average price of a gallon of gas in the US passed $5 for the first time. The Consumer Price Index for June showed prices 9.1% higher than a year earlier, the fastest rise since November 1981. Rent, food, cars, airline fares and electricity were all rising. Inflation was not only an American problem: the euro area, Britain and many emerging economies also hit multi-decade highs. Central banks had kept rates near zero into 2022, and now they were far behind.',
      narrative: {
        setup: 'Filling up the bakery’s delivery van costs Rosa over $100 for the first time.',
        characterThoughts:
          'My savings account pays 0.1% and prices are rising 9%. My emergency fund is losing about a tenth of its value a year, just sitting there.',
      },
      variants: [
        {
          when: { cash: { below: 1 } },
          narrative: {
            setup: 'Filling up the bakery’s delivery van costs Rosa over $100 for the first time.',
            characterThoughts:
              'Prices are rising 9%. I have no cash losing value in a bank, but I also have no cushion if the van breaks down.',
          },
        },
      ],
      definitions: ['consumer-price-index', 'inflation', 'real-interest-rate'],
      keyPoint:
        'Inflation is a silent tax on cash: money that earns less than inflation loses buying power every day.',
      interactiveElements: [
        {
          id: 'i-bonds',
          icon: '🇺🇸',
          label: 'I bonds at 9.62%',
          tooltip: 'Inflation-protected savings',
          detail:
            'US Series I savings bonds pay a rate linked to inflation. Bonds bought from May to October 2022 paid 9.62% a year for their first six months, and buyers lined up online to invest up to the $10,000 yearly limit per person.',
        },
        {
          id: 'global',
          icon: '🌍',
          label: 'A global wave',
          tooltip: 'Not just the US',
          detail:
            'Euro-area inflation peaked at 10.6% in October 2022 and UK inflation at 11.1% the same month, both driven heavily by gas and electricity prices after Russia’s invasion of Ukraine.',
        },
      ],
      visualType: 'chart-up',
    },
    {
      type: 'decision-point',
      id: 'decision-fed-june-2022',
      chapter: 'Chapter 6 · The Fed Strikes Back',
      title: '15 June 2022: How Big a Hike?',
      mainText:
        'Imagine you sit on the Federal Open Market Committee. The Fed began raising rates in March 2022 with a quarter-point hike and followed with a half point in May. It has signaled another half point for today. But on Friday the May inflation figure came in at 8.6%, higher than expected, and surveys show households expecting more inflation ahead.',
      decision: {
        situation: 'The committee must set the federal funds rate target.',
        context: {
          'Current target': '0.75%–1.00%',
          'CPI inflation (May 2022)': '8.6%',
          Unemployment: '3.6%',
          'Signaled hike': '0.50 percentage points',
        },
        prompt: 'How much do you vote to raise rates?',
        choices: [
          {
            id: 'hike-50',
            title: 'Half a point, as signaled',
            description: 'Keep your word to the markets and avoid a shock.',
            icon: '🔸',
            reward: 'Predictable policy; less risk of tipping the economy into recession.',
            risk: 'Looks slow while inflation is still rising; expectations of future inflation may take hold.',
            consequence:
              'One committee member, Esther George of the Kansas City Fed, voted for this and dissented from the final decision. Most members felt the May figure made a bigger move necessary.',
            effects: { set: { fed: 'Half a point' } },
          },
          {
            id: 'hike-75',
            title: 'Three-quarters of a point',
            description: 'Break the signal and show you are serious.',
            icon: '🔶',
            reward: 'Shows determination and catches up faster.',
            risk: 'Surprises markets and raises the chance of recession.',
            consequence:
              'This is what the Fed did: its first 75 basis-point hike since 1994, to 1.50%–1.75%. Three more 0.75-point hikes followed in July, September and November. By July 2023 the rate was 5.25%–5.50%, after 11 increases in 16 months.',
            effects: { set: { fed: 'Three-quarters of a point' } },
          },
          {
            id: 'hike-100',
            title: 'A full percentage point',
            description: 'Shock and awe, like Paul Volcker in the early 1980s.',
            icon: '🔺',
            reward: 'Maximum credibility against inflation.',
            risk: 'A market shock and a sharp slowdown; damage to borrowers who relied on the signal.',
            consequence:
              'The Fed did not go this far, though the Bank of Canada raised its rate by a full point in July 2022. With rates starting near zero, the Fed judged steady large steps safer than one shock.',
            effects: { set: { fed: 'A full point' } },
          },
        ],
      },
      lesson:
        'When a central bank falls behind inflation, catching up quickly hurts less than letting people start to expect high inflation for years.',
      historicalNote:
        'The Fed’s 2022–23 hikes were its fastest since the early 1980s. Chair Powell acknowledged in later press conferences that the Fed had misjudged how long inflation would last in 2021.',
      definitions: ['rate-hike', 'basis-point', 'federal-funds-rate', 'inflation-expectations'],
      visualType: 'vault',
    },
    {
      type: 'visual-story',
      id: 'aftermath',
      chapter: 'Chapter 7 · The Bill',
      title: 'The Cost of Cooling',
      mainText:
        'Higher rates worked through every corner of finance. In 2022 the S&P 500 fell about 19% and US investment-grade bonds lost about 13%, their worst year on record, so even balanced portfolios suffered. Thirty-year mortgage rates passed 7% in October 2022, and home sales slumped. In March 2023 Silicon Valley Bank, which had put its deposits into long-term bonds bought when rates were low, suffered a run and failed.\n\nYet the feared recession did not come: unemployment stayed below 4% through 2023, and inflation fell to about 3% by June 2023. In September 2024 the Fed made its first rate cut. Prices, though, did not fall back: by 2024 the overall price level was about 20% higher than in early 2021.',
      narrative: {
        setup:
          '{bakery} Her retirement fund {fundStory} A loan to buy a second oven now costs her 9% instead of 5%.',
        characterThoughts:
          'Inflation slowing down doesn’t mean prices going back down. A loaf that cost $5 now costs $6, and it’s going to stay that way.',
      },
      definitions: ['soft-landing', 'bond-yield', 'rate-hike'],
      keyPoint:
        'Lower inflation means prices rise more slowly, not that they fall; the lost buying power stays lost.',
      interactiveElements: [
        {
          id: 'svb',
          icon: '🏦',
          label: 'Silicon Valley Bank',
          tooltip: 'Failed 10 March 2023',
          detail:
            'SVB had large unrealized losses on bonds as rates rose. When it sold some at a loss, customers withdrew about $42 billion in a single day. It was the second-largest bank failure in US history at the time, and regulators guaranteed all its deposits.',
        },
        {
          id: 'sixty-forty',
          icon: '⚖️',
          label: 'Nowhere to hide',
          tooltip: 'Stocks and bonds fell together',
          detail:
            'Bonds usually cushion stock losses. In 2022, because rising rates hurt both, a classic portfolio of 60% stocks and 40% bonds had one of its worst years in a century.',
        },
      ],
      visualType: 'bank-run',
    },
    {
      type: 'interactive',
      id: 'four-years',
      chapter: 'Chapter 7 · The Bill',
      title: 'Four Years in Numbers',
      mainText: 'How markets, prices, rates and jobs moved from the crash to the cooling.',
      comparison: {
        columns: ['2020', '2021', '2022', '2023'],
        rows: [
          { label: 'S&P 500 (price change over the year)', values: ['+16%', '+27%', '−19%', '+24%'] },
          { label: 'CPI inflation (December to December)', values: ['1.4%', '7.0%', '6.5%', '3.4%'] },
          {
            label: 'Fed funds target at year end',
            values: ['0–0.25%', '0–0.25%', '4.25–4.50%', '5.25–5.50%'],
          },
          {
            label: '10-year Treasury yield at year end',
            values: ['about 0.9%', 'about 1.5%', 'about 3.9%', 'about 3.9%'],
          },
          { label: 'Unemployment rate in December', values: ['6.7%', '3.9%', '3.5%', '3.7%'] },
        ],
      },
      keyPoint: 'The same policies that ended the crash helped fuel the inflation that followed.',
      visualType: 'chart-up',
    },
    covidInflationChart,
    {
      type: 'quiz',
      id: 'quiz',
      chapter: 'Quiz',
      title: 'Check Your Understanding',
      questions: [
        {
          question:
            "Rosa's retirement fund fell from $120,000 to about $82,000 in March 2020. About how big was the fall?",
          options: ['About 18%', 'About 32%', 'About 38%', 'About 46%'],
          correct: 1,
          explanation:
            "She lost $120,000 − $82,000 = $38,000. As a share of the starting value, $38,000 ÷ $120,000 is about 0.32, a fall of 32%, close to the S&P 500's 34%.",
          kind: 'calculation',
        },
        {
          question: "From $82,000, by how much must Rosa's fund rise to get back to $120,000?",
          options: ['About 32%', 'About 38%', 'About 46%', 'About 68%'],
          correct: 2,
          explanation:
            'The rise needed is $38,000 on a smaller base: $38,000 ÷ $82,000 is about 0.46, or 46%. A fall of 32% needs a rise of 46% to recover, which is why selling near the bottom is so costly: it locks in the loss just before the larger percentage gains.',
          kind: 'calculation',
        },
        {
          question:
            "According to the 'Four Years in Numbers' table, how much did the Fed's target rate rise between the end of 2021 and the end of 2023?",
          options: [
            'About 0.75 percentage points',
            'About 3.9 percentage points',
            'About 5.25 percentage points',
            'About 9.1 percentage points',
          ],
          correct: 2,
          explanation:
            "The target range went from 0–0.25% at the end of 2021 to 5.25–5.50% at the end of 2023: a rise of 5.25 percentage points, the Fed's fastest series of increases since the early 1980s.",
          kind: 'reading',
        },
        {
          question: 'Why did existing bonds lose value in 2022?',
          options: [
            'Bond issuers stopped paying interest as inflation ate into their profits and cash',
            'Interest rates rose, so new bonds paid more and older, lower-paying bonds were worth less',
            'Stocks fell, and bond prices always move in the same direction as stocks',
            'Inflation forced issuers to raise the coupons on their old bonds, which cut their prices',
          ],
          correct: 1,
          explanation:
            "A bond's price and its yield move in opposite directions. When rates jumped in 2022, buyers would pay less for an old bond paying, say, 1.5% when new ones paid 4%. That is why a portfolio of 60% stocks and 40% bonds had one of its worst years in a century.",
        },
      ],
    },
    {
      type: 'reflection',
      id: 'reflection',
      chapter: 'Epilogue',
      title: 'Was It Worth It?',
      prompt:
        'The rescue of 2020 prevented a depression and saved millions of jobs, including those in Rosa’s bakery. It also helped create the worst inflation in four decades, which hurt people on fixed incomes and low wages the most.',
      questions: [
        'Would you rather have had a deeper recession in 2020 or higher inflation in 2022? Who would have suffered in each case?',
        'Should the Fed have raised rates in 2021, when inflation first appeared? What would it have risked?',
        'How would you protect your savings from inflation of 8–9% a year?',
        'What did you do, or what would you do, when the market fell 34% in a month?',
      ],
      finalThought:
        'Every rescue has a cost. The question is never whether to pay it, but who pays and when.',
      visualType: 'globe',
    },
    {
      type: 'summary',
      id: 'summary',
      chapter: 'Epilogue',
      title: 'What You Learned',
      ending: {
        intro: 'Your choices as Rosa, beside what happened to real savers, businesses and the Fed.',
        rows: [
          {
            label: '20 March 2020',
            yours: '{march}',
            history:
              'The market bottomed on 23 March and set a new record on 18 August 2020. Many who sold bought back higher.',
          },
          {
            label: 'Retirement fund, August 2020',
            yours: '{fund} invested, {parked} sitting in cash',
            history: 'A diversified fund like Rosa’s was back to about $120,000.',
          },
          {
            label: 'Emergency fund',
            yours: '{cash}',
            history: 'Savings accounts paid about 0.1% while prices later rose 9% in a year.',
          },
          {
            label: 'March 2022 prices',
            yours: '{prices}',
            history: 'Most businesses raised prices; food away from home rose about 8% over 2022.',
          },
          {
            label: 'June 2022 hike',
            yours: '{fed}',
            history: 'The Fed raised by 0.75 points, its first such hike since 1994, then three more.',
          },
        ],
      },
      conceptLearned:
        'The COVID crash was ended by fast, massive monetary and fiscal support; together with supply shocks, that support helped drive the highest inflation since 1981, which the Fed fought with its fastest rate hikes in four decades.',
      keyTakeaways: [
        'The COVID crash was triggered by the pandemic: as the virus spread, investors realized that whole economies would have to close.',
        'The S&P 500 fell about 34% from 19 February to 23 March 2020, entering a bear market in a record 16 trading days.',
        'The Fed cut rates to near zero and bought bonds without limit; Congress passed the $2.2 trillion CARES Act and more.',
        'Investors who held on recovered their losses within about five months of the low; those who sold in March often missed the rebound.',
        'Stimulus-fueled demand, supply bottlenecks and the war in Ukraine pushed CPI inflation to 9.1% in June 2022.',
        'From March 2022 to July 2023 the Fed raised rates 11 times, from near zero to 5.25–5.50%; stocks and bonds fell together in 2022.',
        'Inflation fell to about 3% by mid-2023 without a recession, but prices did not fall back: by 2024 they were about 20% higher than in early 2021.',
      ],
      nextSteps: [
        'Compare with the 1970s stagflation lesson: why did inflation last so much longer then?',
        'Revisit the 2008 crisis lesson to see the playbook the Fed reused in 2020.',
        'Look up today’s inflation rate and the interest rate on your own savings.',
      ],
      visualType: 'chart-down',
    },
  ],
  sources: [
    {
      title: 'Monetary Policy Report, June 2022',
      author: 'Board of Governors of the Federal Reserve System',
      year: 2022,
      publisher: 'Federal Reserve Board',
      url: 'https://www.federalreserve.gov/monetarypolicy/publications/mpr_default.htm',
    },
    {
      title: 'Consumer Price Index news releases, 2020–2023',
      author: 'US Bureau of Labor Statistics',
      year: 2023,
      publisher: 'US Department of Labor',
      url: 'https://www.bls.gov/cpi/',
    },
    {
      title:
        'Unemployment rate, seasonally adjusted (series LNS14000000), from the Current Population Survey',
      author: 'US Bureau of Labor Statistics',
      year: 2024,
      publisher: 'US Department of Labor',
      url: 'https://data.bls.gov/timeseries/LNS14000000',
    },
    {
      title:
        'The Quarterly CARES Act Report to Congress (hearing of 30 November 2021, testimony of Jerome H. Powell)',
      author: 'US Senate Committee on Banking, Housing, and Urban Affairs',
      year: 2021,
    },
    {
      title: 'FOMC statements, 15 March 2020 to 26 July 2023 (target range 0–0.25% to 5.25–5.50%)',
      author: 'Federal Open Market Committee',
      year: 2023,
      publisher: 'Board of Governors of the Federal Reserve System',
      url: 'https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm',
    },
    {
      title:
        'Euro area annual inflation, October 2022 (HICP 10.6%; news release of 17 November 2022, revising the 10.7% flash estimate)',
      author: 'Eurostat',
      year: 2022,
    },
    {
      title: 'Consumer price inflation, UK: October 2022 (CPI 11.1%)',
      author: 'Office for National Statistics',
      year: 2022,
    },
    {
      title: 'Shutdown: How Covid Shook the World’s Economy',
      author: 'Adam Tooze',
      year: 2021,
      publisher: 'Viking',
    },
    {
      title: 'What Caused the U.S. Pandemic-Era Inflation?',
      author: 'Ben S. Bernanke and Olivier Blanchard',
      year: 2023,
      publisher:
        'Hutchins Center at Brookings and NBER Working Paper 31417 (June 2023); published in American Economic Journal: Macroeconomics 17(3), 2025, pp. 1–35',
    },
    {
      title: 'Review of the Federal Reserve’s Supervision and Regulation of Silicon Valley Bank',
      author: 'Board of Governors of the Federal Reserve System (Michael S. Barr)',
      year: 2023,
      publisher: 'Federal Reserve Board, April 2023',
    },
  ],
};
