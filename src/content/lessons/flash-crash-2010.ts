import { flashCrash2010Chart } from '../charts/pages/flash-crash-2010';
import type { GlossaryEntry, Lesson } from '../schema';

// The protagonist and his father are composites; the times, prices, orders and reforms come from
// the SEC/CFTC joint report of 30 September 2010 and later SEC rule-making.

export const glossary: Record<string, GlossaryEntry> = {
  cftc: {
    text: 'Commodity Futures Trading Commission (CFTC)',
    definition:
      'The US federal agency that regulates futures markets and options on futures, and since the Dodd–Frank Act of 2010 most swaps. Congress created it in 1974 and it opened in April 1975. The SEC oversees shares; the CFTC oversees the futures on them, such as the E-mini S&P 500 contract where the 2010 flash crash began, so the two agencies wrote the report on it together.',
  },
  'high-frequency-trading': {
    text: 'High-frequency trading (HFT)',
    definition:
      'Trading by computer programs that send and cancel huge numbers of orders within thousandths or even millionths of a second, usually holding positions for very short times and earning tiny profits on each trade.',
  },
  'algorithmic-trading': {
    text: 'Algorithmic trading',
    definition:
      'Using a computer program to decide when and how to place orders, for example splitting a large sale into many small pieces over time according to preset rules.',
  },
  'e-mini-futures': {
    text: 'E-mini S&P 500 futures',
    definition:
      'Futures contracts on the S&P 500 index traded electronically on the Chicago Mercantile Exchange. In 2010 one contract was worth about $55,000 of the index; it is one of the most heavily traded contracts in the world and often moves before the stock market does.',
  },
  'futures-contract': {
    text: 'Futures contract',
    definition:
      'An agreement, traded on an exchange, to buy or sell something, such as a stock index, at a set price on a future date. Investors use index futures to hedge or to bet on the whole market quickly.',
  },
  liquidity: {
    text: 'Liquidity',
    definition:
      'How easily something can be bought or sold quickly without moving its price much. A liquid market has many buyers and sellers ready to trade close to the current price.',
  },
  'stub-quote': {
    text: 'Stub quote',
    definition:
      'A placeholder price, such as 1 cent to buy or $100,000 to sell, that a market maker posted to meet its duty to quote without any intention of trading. On 6 May 2010 real orders hit them. They were banned in December 2010.',
  },
  'market-order': {
    text: 'Market order',
    definition:
      'An order to buy or sell at once at the best price available, whatever it is. In a normal market that is close to the last price; in a crash it can be far away.',
  },
  'limit-order': {
    text: 'Limit order',
    definition:
      'An order to buy or sell only at a stated price or better. It protects you from a terrible price, but it may not be filled at all.',
  },
  'stop-limit-order': {
    text: 'Stop-limit order',
    definition:
      'An order with two prices: when the stock trades at the stop price, a limit order at the limit price is placed. It never sells below the limit, so in a sudden fall it may not be filled at all.',
  },
  'stop-loss-order': {
    text: 'Stop-loss order',
    definition:
      'An instruction to sell automatically if the price falls to a set level. A plain stop becomes a market order when triggered, so in a sudden crash it can be filled far below the stop price.',
  },
  'price-gap': {
    text: 'Price gap',
    definition:
      'A jump in a share’s price from one trade to the next, with no trading at the prices in between; most often between one day’s close and the next day’s open, after news that came out overnight. A stop-loss order whose price falls inside the gap is filled at the first price after it: a stop at $48 on a share that closed at $50 and opens at $44 sells near $44, not at $48.',
  },
  'circuit-breaker': {
    text: 'Circuit breaker',
    definition:
      'A rule that pauses trading when prices move too far too fast, giving people time to check information and bring in buyers and sellers. A pause can apply to one stock or to the whole market.',
  },
  'limit-up-limit-down': {
    text: 'Limit Up–Limit Down (LULD)',
    definition:
      'The US rule, phased in from April 2013 and covering every stock all day from February 2014, that stops trades in a stock outside a price band around its recent average and pauses trading for five minutes if the price stays at the band’s edge.',
  },
  'market-fragmentation': {
    text: 'Market fragmentation',
    definition:
      'The spreading of trading in the same stock across many exchanges and private venues. It encourages competition, but in a panic each venue may behave differently and liquidity can vanish from all of them at once.',
  },
  spoofing: {
    text: 'Spoofing',
    definition:
      'Placing large orders you intend to cancel before they are filled, to trick others into thinking there is more buying or selling than there is. The Dodd-Frank Act of 2010 made it explicitly illegal in US futures markets.',
  },
  vix: {
    text: 'Cboe Volatility Index (VIX)',
    definition:
      'A measure of how much the S&P 500 is expected to swing over the next 30 days, worked out from the prices of options on it and given as a yearly percentage: the volatility the options market implies. The Chicago Board Options Exchange (now Cboe) introduced it in 1993, based then on S&P 100 options, and recomputed it from S&P 500 options in 2003. Often called the fear gauge, it closed at a record 82.69 on 16 March 2020; its highest reading within a day was 89.53 on 24 October 2008.',
  },
};

export const lesson: Lesson = {
  id: 'flash-crash-2010',
  title: 'The 2010 Flash Crash',
  subtitle: 'Thirty-six minutes when the machines lost their nerve',
  concept: 'Liquidity, market structure and circuit breakers',
  description:
    'On 6 May 2010 the Dow Jones fell nearly 1,000 points in minutes and then bounced back, as shares of solid companies traded for a penny and others for $100,000. Sit at a Chicago trading desk, follow a $4.1 billion futures sale through a market run by computers, and decide how regulators should make sure it never happens again.',
  preview:
    'A $4.1 billion sell order, a hot potato between computers, and shares of a blue-chip firm at one cent.',
  difficulty: 'Intermediate',
  estimatedTime: '20 minutes',
  type: 'enhanced',
  category: 'crashes',
  icon: '⚡',
  color: { from: 'cyan', to: 'blue' },
  year: 2010,
  topics: ['Market Mechanics', 'Systemic Risk', 'Market Psychology'],
  xp: 100,
  character: {
    name: 'Jamal Brooks',
    age: 38,
    profession: 'Equity trader at an electronic market-making firm in Chicago',
    icon: '👨‍💻',
    color: 'from-cyan-500 to-sky-700',
    background:
      'Jamal is a composite character, not a real person, based on the trading firms and market participants described in the SEC/CFTC report on 6 May 2010. He started on the trading floor of the Chicago Mercantile Exchange in the 1990s and now supervises computer programs that buy and sell thousands of stocks a second. His retired father invests his savings in blue-chip shares.',
    traits: ['Calm under pressure', 'Numerate', 'Skeptical of black boxes', 'Protective of his father'],
    historical: false,
  },
  supportingCharacters: [
    {
      name: 'Walter Brooks',
      role: 'Jamal’s father, a retired machinist in Milwaukee (composite character)',
      icon: '👴',
      influence:
        'An ordinary investor whose stop-loss orders show how the crash reached people far from Wall Street.',
    },
    {
      name: 'Mary Schapiro',
      role: 'Chair of the US Securities and Exchange Commission, 2009–2012 (real figure)',
      icon: '🏛️',
      influence: 'Led the SEC’s response, including new circuit breakers and the ban on stub quotes.',
    },
    {
      name: 'Gary Gensler',
      role: 'Chair of the Commodity Futures Trading Commission, 2009–2014 (real figure)',
      icon: '📑',
      influence: 'Led the futures regulator that investigated the E-mini selling with the SEC.',
    },
  ],
  concepts: [
    { id: 'liquidity', name: 'Liquidity can vanish in seconds', level: 'beginner' },
    { id: 'market-structure', name: 'Fragmented, computer-driven markets', level: 'intermediate' },
    { id: 'order-types', name: 'Market, limit and stop-loss orders', level: 'beginner' },
    {
      id: 'cross-market-contagion',
      name: 'How futures selling spreads to stocks and ETFs',
      level: 'advanced',
    },
    { id: 'circuit-breakers', name: 'Circuit breakers and price bands', level: 'intermediate' },
  ],
  storyState: [
    { key: 'orderText', label: 'The order Jamal advised', format: 'text' },
    { key: 'stopped', label: 'Walter’s stop order sold his shares', initial: 0, format: 'number' },
    { key: 'firmMove', label: 'What Jamal’s firm did at 2:45', format: 'text' },
    { key: 'reform', label: 'The reform you recommended', format: 'text' },
  ],
  pages: [
    {
      type: 'cover',
      id: 'cover',
      title: 'The Flash Crash',
      subtitle: '6 May 2010, 2:32 to 3:08 p.m.',
      mainText:
        'In a few minutes on a Thursday afternoon nearly $1 trillion of US stock-market value disappeared, and within half an hour most of it came back. No war, no bankruptcy, no news. Just a market that, for a moment, ran out of buyers.',
      visualType: 'ticker-crash',
      startButtonText: 'Log in to the trading desk',
    },
    {
      type: 'character-intro',
      id: 'meet-marcus',
      chapter: 'Prologue · Chicago, May 2010',
      title: 'Meet Jamal Brooks',
      narrative: {
        setup:
          'Jamal remembers the trading pits: hundreds of people in colored jackets shouting orders. Now he sits in a quiet office in front of six screens, watching his firm’s programs post prices to buy and sell stocks on a dozen exchanges at once.',
        situation:
          'His firm earns a fraction of a cent per share by always being ready to trade. If prices move in a way the programs do not understand, it is Jamal’s job to decide whether to switch them off.',
        characterThoughts:
          'The machines are faster than anyone who ever stood in a pit. But they only know the markets they were trained on.',
      },
      definitions: ['high-frequency-trading', 'liquidity'],
      interactiveElements: [
        {
          id: 'pit-to-screen',
          icon: '🖥️',
          label: 'From pit to screen',
          tooltip: 'Human traders replaced by computers',
          detail:
            'In the 2000s electronic trading replaced most human floor trading. By 2010 high-frequency firms were estimated to account for roughly half or more of US stock trading volume.',
        },
      ],
      visualType: 'computer',
    },
    {
      type: 'visual-story',
      id: 'modern-market',
      chapter: 'Chapter 1 · The Machine Market',
      title: 'One Stock, Many Markets',
      mainText:
        'In 2010 a share of Procter & Gamble could be traded on more than a dozen exchanges and dozens of private venues, linked by computers and by a rule that orders go to the best displayed price. Much of the buying and selling came from high-frequency traders acting as informal market makers, with no obligation to stay when markets turned.\n\nOfficial market makers did have to post prices at all times, but many met that duty with stub quotes: offers to buy at a penny or sell at $100,000 that no one expected to be hit. And futures on the S&P 500, traded in Chicago, were tied to all of it by traders who buy one and sell the other whenever their prices drift apart.',
      definitions: ['market-fragmentation', 'stub-quote', 'e-mini-futures', 'futures-contract'],
      keyPoint:
        'Liquidity that is there every day can vanish the moment it is needed, because no one is obliged to provide it.',
      interactiveElements: [
        {
          id: 'arbitrage-link',
          icon: '🔗',
          label: 'Futures and stocks',
          tooltip: 'Chained together by arbitrage',
          detail:
            'If E-mini futures fall below the value of the stocks in the S&P 500, traders buy futures and sell stocks (or the SPY exchange-traded fund). That keeps prices in line, but it also carries selling from Chicago into every stock market within seconds.',
        },
        {
          id: 'nyse-lrp',
          icon: '🐢',
          label: 'A slower NYSE',
          tooltip: 'Liquidity replenishment points',
          detail:
            'When a stock moved sharply, the New York Stock Exchange briefly switched it to slower manual auctions. On 6 May orders simply rerouted to faster electronic venues, where fewer buyers were waiting.',
        },
      ],
      visualType: 'market-floor',
    },
    {
      type: 'visual-story',
      id: 'nervous-morning',
      chapter: 'Chapter 2 · A Nervous Day',
      title: 'Thursday 6 May 2010',
      mainText:
        'Markets were already jittery. Greece had just agreed an international rescue, its parliament was voting on harsh spending cuts, television showed violent protests in Athens, and investors feared the debt crisis would spread to other euro countries.\n\nBy early afternoon the Dow Jones Industrial Average was down more than 2%, the euro was falling, and a measure of expected volatility, the VIX, was jumping. Buyers were scarce; many traders had already reduced their risk. It was the kind of fragile, one-sided market in which one big order can matter a great deal.',
      narrative: {
        setup: 'At lunchtime Jamal’s father calls: he has read about Greece and wants to protect his shares.',
        characterThoughts: 'Dad wants a safety net. I need to make sure it doesn’t become a trap door.',
      },
      definitions: ['liquidity', 'vix'],
      keyPoint: 'Crashes start in fragile markets, where buyers have already stepped back.',
      interactiveElements: [
        {
          id: 'vix',
          icon: '😨',
          label: 'The VIX',
          tooltip: 'Wall Street’s fear gauge',
          detail:
            'The VIX measures the volatility traders expect in the S&P 500 over the next 30 days, worked out from option prices. On 6 May it rose by about a third during the day.',
        },
      ],
      visualType: 'globe',
    },
    {
      type: 'decision-point',
      id: 'decision-stop-loss',
      chapter: 'Chapter 2 · A Nervous Day',
      title: 'Walter’s Safety Net',
      mainText:
        'Walter owns 500 shares of Procter & Gamble at about $62, worth about $31,000 and a large part of his retirement. He wants to sell automatically if the price falls below $55. He asks Jamal what kind of order to use.',
      decision: {
        situation: 'Jamal must advise his father how to protect the shares before the market gets worse.',
        context: {
          'P&G share price': 'about $62',
          'Walter’s position': '500 shares, about $31,000',
          'Level he wants to protect': '$55',
          'Market mood': 'nervous, prices falling',
        },
        prompt: 'What will Walter do?',
        choices: [
          {
            id: 'stop-market',
            effects: { set: { orderText: 'a plain stop-loss order at $55', stopped: 1 } },
            title: 'A plain stop-loss order at $55',
            description: 'If P&G trades at $55, sell at the best available price.',
            icon: '🛑',
            reward: 'Guaranteed to sell if the price falls that far.',
            risk: 'Once triggered it becomes a market order: in a gap or crash it fills at whatever price is there.',
            consequence:
              'On 6 May P&G fell from about $60 to $39.37 in minutes, then recovered to close near $60.75. Stop orders triggered at $55 were filled at far lower prices, some in the $40s, and the shares were gone before the rebound. None of these sales were canceled: P&G’s low was inside the 60% line used to cancel trades.',
          },
          {
            id: 'stop-limit',
            effects: { set: { orderText: 'a stop-limit order: $55, never below $52', stopped: 0 } },
            title: 'A stop-limit order: sell at $55, but never below $52',
            description: 'Triggered at $55, but only fills at $52 or better.',
            icon: '🎚️',
            reward: 'He cannot be sold at a disastrous price.',
            risk: 'If the price gaps straight through $52, he is not protected at all.',
            consequence:
              'On 6 May such an order would most likely have gone unfilled as the price plunged through $52. That felt like failure for two minutes, and then like luck: by the close P&G was back near $61 and Walter still owned his shares.',
          },
          {
            id: 'no-order',
            effects: { set: { orderText: 'no automatic order', stopped: 0 } },
            title: 'No automatic order: decide calmly at the end of the day',
            description: 'Watch the closing price and act only on that.',
            icon: '🧘',
            reward: 'Intraday chaos cannot force a sale.',
            risk: 'In a real, lasting fall he loses more before acting.',
            consequence:
              'On 6 May this was the best choice: P&G closed down only about 2%. In a genuine crash that lasts days, having no plan at all can be costly, so long-term investors often prefer diversification to stop orders.',
          },
        ],
      },
      lesson:
        'An order type is a promise about price or about execution, rarely both; know which one you are buying.',
      historicalNote:
        'The SEC/CFTC report noted that market and stop-loss orders hitting empty order books helped drive some prices to absurd levels. Many brokers later added price protection to such orders.',
      definitions: ['stop-loss-order', 'stop-limit-order', 'price-gap', 'market-order', 'limit-order'],
      visualType: 'phone',
    },
    {
      type: 'story',
      id: 'sell-program',
      chapter: 'Chapter 3 · The Order',
      title: '2:32 p.m.: A $4.1 Billion Sale',
      mainText:
        'At 2:32 p.m. Eastern time a large mutual-fund company, later identified in the press as Waddell & Reed of Kansas, began selling 75,000 E-mini contracts, worth about $4.1 billion, to hedge its stock holdings. It used an algorithm told to sell at a rate of 9% of the previous minute’s trading volume, with no limit on price or time.\n\nEarlier that year the same firm had sold a position of the same size with a method that also weighed price and time, and it had taken more than five hours. This time, as high-frequency traders bought contracts and quickly sold them on to each other, volume soared, and the algorithm read the rising volume as a reason to sell faster.\n\nThe sale was largely done in about 20 minutes. Between 2:45:13 and 2:45:27 high-frequency traders traded over 27,000 contracts, about half of all volume, while adding only about 200 to their holdings: a game of hot potato.',
      narrative: {
        setup:
          'On Jamal’s screens the E-mini price is falling in steps, and the arbitrage programs are selling stocks and ETFs to match.',
        characterThoughts:
          'Volume is enormous, but it’s the same contracts going round and round. That isn’t liquidity. It’s an echo.',
      },
      definitions: ['algorithmic-trading', 'e-mini-futures', 'high-frequency-trading'],
      keyPoint: 'Trading volume is not the same as buyers: a market can be busy and empty at once.',
      interactiveElements: [
        {
          id: 'volume-trap',
          icon: '🔄',
          label: 'The volume trap',
          tooltip: 'Selling faster because trading was busier',
          detail:
            'Targeting a share of volume sounds cautious. But when other traders pass the same contracts back and forth, volume rises without new buyers, so the algorithm speeds up exactly when the market can least absorb it.',
        },
        {
          id: 'three-percent',
          icon: '📉',
          label: '2:41–2:44 p.m.',
          tooltip: 'E-mini down about 3% in four minutes',
          detail:
            'Combined selling pressure pushed the E-mini down about 3% in the four minutes from 2:41 to the end of 2:44, on top of earlier falls: about 5% from 2:32 p.m. to the low.',
        },
      ],
      visualType: 'ticker-crash',
    },
    {
      type: 'decision-point',
      id: 'decision-pull-quotes',
      chapter: 'Chapter 4 · 2:45 p.m.',
      title: 'Keep Quoting or Pull the Plug?',
      mainText:
        'Jamal’s firm is buying more than it can resell. Price feeds from different exchanges disagree, and some data is arriving seconds late: an eternity. The programs flag the moves as far outside anything in their history. His risk manager is on the line.',
      situation: 'Dozens of other firms face the same choice at the same moment.',
      decision: {
        situation: 'Jamal must decide what his firm’s trading programs do in the next few seconds.',
        context: {
          'E-mini since 2:32 p.m.': 'down about 5%',
          'Dow Jones': 'falling hundreds of points a minute',
          'Data feeds': 'lagging and inconsistent',
          'Firm’s inventory': 'growing fast',
        },
        prompt: 'What does Jamal do?',
        timeLimit: 'Seconds',
        choices: [
          {
            id: 'keep-quoting',
            effects: { set: { firmMove: 'kept the programs running' } },
            title: 'Keep the programs running',
            description: 'Keep buying and selling; that is what market makers are for.',
            icon: '▶️',
            reward: 'The firm helps steady the market and may profit from the rebound.',
            risk: 'If the data is wrong or the fall continues, losses could threaten the firm.',
            consequence:
              'Some firms did keep trading and profited when prices snapped back. But with unreliable data, no one could know if prices were real. Trades too far from normal were later canceled, which cut both ways.',
          },
          {
            id: 'pull-quotes',
            effects: { set: { firmMove: 'switched off and stepped back' } },
            title: 'Switch off and step back',
            description: 'Pull all quotes until it is clear what is happening.',
            icon: '⏹️',
            reward: 'The firm avoids trading on bad data.',
            risk: 'If everyone does it, only stub quotes are left, and real orders hit them.',
            consequence:
              'This is what many firms did. The joint report found that many liquidity providers paused or withdrew, some because of data delays. With their bids gone, orders hit stub quotes: Accenture traded at one cent and Sotheby’s at about $100,000 a share.',
          },
          {
            id: 'buy-aggressively',
            effects: { set: { firmMove: 'bought everything that looked absurdly cheap' } },
            title: 'Buy everything that looks absurdly cheap',
            description: 'A blue-chip stock at a few dollars must be a bargain.',
            icon: '🛒',
            reward: 'Huge profits if the prices bounce and the trades stand.',
            risk: 'Exchanges may cancel the trades, and the data may not show real prices.',
            consequence:
              'Trades more than 60% away from 2:40 p.m. prices were canceled by exchanges and FINRA (the Financial Industry Regulatory Authority, the brokers’ own regulator), so many of the best “bargains” vanished. Buyers just inside the 60% line kept their gains; the line looked arbitrary to many.',
          },
        ],
      },
      lesson:
        'Liquidity comes from people and machines choosing to trade, and in a panic they all choose at once.',
      historicalNote:
        'At 2:45:28 p.m. the CME’s Stop Logic Functionality halted E-mini trading for five seconds, an automatic pause to stop a cascade of further falls. The pause was enough: buyers returned and prices began to recover.',
      definitions: ['market-maker', 'stub-quote'],
      visualType: 'lightning',
    },
    {
      type: 'visual-story',
      id: 'rebound',
      variants: [
        {
          when: { orderText: 'a stop-limit order: $55, never below $52' },
          narrative: {
            setup:
              'Walter calls again, baffled: his stop-limit order was triggered at $55 but never filled, because the price fell straight through $52. He still owns all 500 shares, and they are back above $60.',
            characterThoughts:
              'Nothing about P&G changed in those twenty minutes. The only thing that changed was who was willing to buy.',
          },
        },
        {
          when: { orderText: 'no automatic order' },
          narrative: {
            setup:
              'Walter calls again. He watched P&G fall to $39 and come back above $60 before he could even decide. With no order in place, he still owns all 500 shares.',
            characterThoughts:
              'Nothing about P&G changed in those twenty minutes. The only thing that changed was who was willing to buy.',
          },
        },
      ],
      chapter: 'Chapter 5 · The Rebound',
      title: 'The Fastest Crash in History',
      mainText:
        'At the low, about 2:47 p.m., the Dow Jones was down about 998 points on the day, roughly 9%, and nearly $1 trillion of stock-market value had briefly disappeared. Then it came back almost as fast. By 3:08 p.m. most of the fall had been recovered, and the Dow closed down 348 points, or 3.2%.\n\nOver 20,000 trades in more than 300 stocks and exchange-traded funds had been executed at prices over 60% away from their 2:40 p.m. levels; exchanges canceled them. ETFs, which many ordinary investors held as safe, diversified funds, made up about 70% of the securities with canceled trades.',
      narrative: {
        setup:
          'Walter calls again, baffled: his stop order sold his P&G shares in the $40s, and now they are back above $60.',
        characterThoughts:
          'Nothing about P&G changed in those twenty minutes. The only thing that changed was who was willing to buy.',
      },
      definitions: ['exchange-traded-fund', 'market-order'],
      keyPoint:
        'A price is only what the last trade paid, and in an empty market the last trade can be nonsense.',
      interactiveElements: [
        {
          id: 'accenture',
          icon: '🪙',
          label: 'Accenture at one cent',
          tooltip: 'A $40 stock trades at $0.01',
          detail:
            'The consulting firm’s shares, at about $40, traded at one cent when sell orders found nothing but stub quotes. Those trades were canceled; many trades at slightly less absurd prices were not.',
        },
        {
          id: 'broken-trades',
          icon: '✂️',
          label: 'The 60% line',
          tooltip: 'Which trades were canceled?',
          detail:
            'Exchanges and FINRA agreed after the event to cancel trades more than 60% away from the 2:40 p.m. price. Someone whose stop order sold at 55% below was stuck with the loss. Clear advance rules for canceling trades were one of the later reforms.',
        },
      ],
      visualType: 'chart-up',
    },
    {
      type: 'visual-story',
      id: 'investigation',
      chapter: 'Chapter 6 · The Investigation',
      title: 'The Joint Report',
      mainText:
        'For months, theories ran wild: a trader’s typo, a hacker, a rogue algorithm. On 30 September 2010 the staffs of the SEC and the CFTC published “Findings Regarding the Market Events of May 6, 2010”. They traced the crash to the large automated E-mini sale, executed without regard to price or time in an already stressed market, and to the way liquidity then drained away across linked markets.\n\nHigh-frequency traders had not started the fall, the report said, but their hot-potato trading and their withdrawal amplified it, and stub quotes and market orders did the rest.',
      definitions: ['high-frequency-trading', 'market-fragmentation', 'securities-and-exchange-commission'],
      keyPoint: 'No single villain was needed: normal behavior, all at once, in a fragile market was enough.',
      interactiveElements: [
        {
          id: 'sarao',
          icon: '🇬🇧',
          label: 'A later twist',
          tooltip: 'The trader in his parents’ house',
          detail:
            'In April 2015 Navinder Singh Sarao, who traded from his parents’ home in Hounslow, west London, was arrested at the request of US prosecutors. They charged him with spoofing the E-mini market from 2009 to 2014, including on 6 May 2010, and said it helped set up the crash. He pleaded guilty in 2016, and in January 2020, after prosecutors praised his help to investigators, a Chicago judge sentenced him to a year of home confinement. Economists still debate how much he mattered.',
        },
        {
          id: 'data-gap',
          icon: '🧩',
          label: 'Five months to reconstruct',
          tooltip: 'No single record of all trades',
          detail:
            'Regulators had to piece the day together from many exchanges’ separate records. This led the SEC to order a Consolidated Audit Trail in 2012, a single database tracking every US stock and option order.',
        },
      ],
      visualType: 'newspaper',
    },
    {
      type: 'decision-point',
      id: 'decision-reform',
      chapter: 'Chapter 7 · The Fix',
      title: 'How Do You Stop It Happening Again?',
      mainText:
        'Imagine you advise the SEC in late 2010. Investors’ trust in the market is shaken; ordinary savers are pulling money from stock funds. You must recommend the main reform.',
      decision: {
        situation: 'Regulators must choose how to make markets safer in a crash measured in seconds.',
        context: {
          'Dow’s intraday drop': 'about 998 points (9%)',
          'Canceled trades': 'over 20,000',
          'Single-stock pauses in place': 'a pilot began in June 2010',
          'HFT share of US stock trading': 'about half, by common estimates',
        },
        prompt: 'Which reform do you push hardest?',
        choices: [
          {
            id: 'pauses-and-bands',
            effects: { set: { reform: 'automatic pauses, price bands and no stub quotes' } },
            title: 'Automatic pauses, price bands and no more stub quotes',
            description:
              'Halt any stock that moves too far too fast, block trades outside a band, and make market makers quote realistic prices.',
            icon: '🚦',
            reward: 'Stops absurd prints and gives humans time to react, without banning any kind of trader.',
            risk: 'Pauses can spread alarm, and a band too tight halts trading on real news.',
            consequence:
              'This is what happened. Single-stock circuit breakers were rolled out in 2010–2011, stub quotes were banned from December 2010, and Limit Up–Limit Down price bands replaced the pauses from 2013, together with new market-wide circuit breakers at 7%, 13% and 20% falls in the S&P 500.',
          },
          {
            id: 'slow-down',
            effects: { set: { reform: 'slow the machines down' } },
            title: 'Slow the machines down',
            description:
              'Impose minimum times orders must stay live, or a small tax on every trade or cancellation.',
            icon: '🐌',
            reward: 'Less hot-potato trading and fewer fleeting orders.',
            risk: 'Wider spreads and higher costs for every investor; trading may move abroad.',
            consequence:
              'The US did not adopt this. Some other markets experimented: the European Union’s MiFID II rules (2018) added controls on algorithmic trading and on order-to-trade ratios (how many orders a firm sends for each trade it makes). The debate continues.',
          },
          {
            id: 'leave-it',
            effects: { set: { reform: 'leave the structure alone and cancel bad trades' } },
            title: 'Leave the structure alone; just cancel bad trades',
            description: 'The market recovered in 20 minutes. Cancel the absurd trades and move on.',
            icon: '🤷',
            reward: 'No new costs, and competition keeps trading cheap.',
            risk: 'It can happen again, and investors lose faith in prices.',
            consequence:
              'Regulators judged this too risky. Even with the reforms, brief crashes have recurred, for example on 24 August 2015, when over 1,200 LULD pauses hit stocks and ETFs in one morning, showing the fixes are still being tuned.',
          },
        ],
      },
      lesson:
        'The goal is not to stop prices falling but to stop them falling for no reason faster than people can think.',
      historicalNote:
        'The SEC approved Limit Up–Limit Down on 31 May 2012. It came into force for the biggest stocks in April 2013 and covered every stock for the whole trading day from February 2014. The earlier market-wide circuit breakers, based on the Dow and with wider thresholds, had not triggered on 6 May.',
      definitions: ['circuit-breaker', 'limit-up-limit-down', 'stub-quote'],
      visualType: 'scale',
    },
    {
      type: 'interactive',
      id: 'circuit-breakers-compared',
      chapter: 'Chapter 7 · The Fix',
      title: 'Safety Switches Before and After',
      mainText: 'How US stock markets protect against sudden collapses, then and now.',
      comparison: {
        columns: ['6 May 2010', 'Today'],
        rows: [
          {
            label: 'Single stocks',
            values: [
              'No uniform pause across exchanges',
              'LULD price bands and 5-minute pauses on every exchange',
            ],
          },
          {
            label: 'Whole market',
            values: [
              'Dow-based halts at 10%, 20%, 30%; not triggered',
              'S&P 500-based halts at 7% and 13% (15 minutes, if before 3:25 p.m.) and 20% (rest of day)',
            ],
          },
          {
            label: 'Market maker quotes',
            values: [
              'Stub quotes at $0.01 or $100,000 allowed',
              'Quotes must stay within set distances of the market',
            ],
          },
          {
            label: 'Canceling bad trades',
            values: ['Case-by-case, decided after the fact', 'Clearer, pre-set rules'],
          },
          {
            label: 'Audit trail',
            values: ['Separate records at each venue', 'Consolidated Audit Trail across all venues'],
          },
        ],
      },
      keyPoint: 'Modern markets fall fast, so their brakes have to act automatically.',
      visualType: 'scale',
    },
    flashCrash2010Chart,
    {
      type: 'quiz',
      id: 'quiz',
      chapter: 'Quiz',
      title: 'Check Your Understanding',
      questions: [
        {
          question:
            "Walter's stop order was meant to sell his 500 P&G shares at about $55. Suppose it filled at $40 instead. How much less did he receive than at $55?",
          options: ['$1,500', '$7,500', '$11,000', '$20,000'],
          correct: 1,
          explanation:
            'The gap is $55 − $40 = $15 a share, and 500 × $15 = $7,500. A plain stop order becomes a market order when triggered, so in a sudden crash it sells at whatever price is there, however absurd.',
          kind: 'calculation',
        },
        {
          question:
            "According to the table, what happens under today's market-wide rules when the S&P 500 falls 20% in a day?",
          options: [
            'Trading pauses for 5 minutes',
            'Trading pauses for 15 minutes',
            'Trading stops for the rest of the day',
            'Nothing: there are no market-wide rules',
          ],
          correct: 2,
          explanation:
            "Today's rules pause all US stock trading for 15 minutes at falls of 7% and 13%, and close the market for the day at 20%. On 6 May 2010 the old Dow-based halts at 10%, 20% and 30% were never triggered.",
          kind: 'reading',
        },
        {
          question: 'What started the selling on 6 May 2010?',
          options: [
            'A hacker attack on the exchanges that sent thousands of false sell orders at once',
            'A $4.1 billion E-mini futures sale by an algorithm keyed to volume, with no price limit',
            'A surprise interest rate rise by the Federal Reserve, announced during the trading day',
            'News that Greece had defaulted on its debt, which set off panic selling in New York',
          ],
          correct: 1,
          explanation:
            'The algorithm sold faster as volume rose, and much of the volume was high-frequency traders passing contracts back and forth. Arbitrage then carried the selling from Chicago into stocks and ETFs.',
        },
        {
          question: 'What is a stub quote?',
          options: [
            'A price set by the exchange at the close, used to value positions overnight',
            'A market maker’s placeholder price, such as 1 cent, posted with no intent to trade',
            'A quote for a fraction of a share, used by small investors buying less than one',
            'The price of a bond with its coupon removed, traded apart from the interest',
          ],
          correct: 1,
          explanation:
            'Market makers had to post quotes, so some posted absurd ones. On 6 May real orders reached them, and some shares traded at a penny or at $100,000. Stub quotes were banned in December 2010.',
        },
      ],
    },
    {
      type: 'reflection',
      id: 'reflection',
      chapter: 'Epilogue',
      title: 'Who Keeps the Market Open?',
      prompt:
        'Before computers, human market makers were obliged to trade even in a panic. Computers made trading cheaper for everyone on normal days, but no one was obliged to stay on the worst day.',
      questions: [
        'Should firms that earn money providing liquidity on good days be required to provide it on bad days? At what cost?',
        'Was it fair to cancel trades more than 60% away but not those 55% away?',
        'What order types do you use, and what would happen to them in a 20-minute crash?',
        'Does a crash that reverses in minutes matter to a long-term investor? When does it?',
      ],
      finalThought:
        'The flash crash did not destroy any company’s value. It destroyed, for twenty minutes, the market’s ability to tell anyone what that value was.',
      visualType: 'globe',
    },
    {
      type: 'summary',
      id: 'summary',
      chapter: 'Epilogue',
      title: 'What You Learned',
      conceptLearned:
        'In a fast, fragmented, computer-driven market, one large price-insensitive sale in a fragile moment can drain liquidity everywhere at once; circuit breakers and price bands are the brakes built in response.',
      ending: {
        intro: 'Your choices beside what happened on 6 May 2010.',
        rows: [
          {
            label: 'Jamal advised his father to use',
            yours: '{orderText}',
            history:
              'Stop orders triggered at $55 were filled far lower, some in the $40s, and were not canceled.',
          },
          {
            label: 'Walter’s 500 P&G shares at the close, in shares or cash',
            yours: '{30375 - 7875 * stopped:usd}',
            history:
              'P&G fell from about $60 to $39.37 in minutes and closed near $60.75. A sale at about $45 turned $30,375 into $22,500.',
          },
          {
            label: 'At 2:45 p.m. Jamal’s firm',
            yours: '{firmMove}',
            history:
              'Many liquidity providers paused or withdrew, and orders hit stub quotes at a penny and $100,000.',
          },
          {
            label: 'You recommended',
            yours: '{reform}',
            history:
              'Single-stock circuit breakers, the stub-quote ban and Limit Up–Limit Down were adopted from 2010 to 2013.',
          },
        ],
      },
      keyTakeaways: [
        'On 6 May 2010 the Dow fell about 998 points (about 9%) within minutes, then recovered most of it within about 20 minutes.',
        'A $4.1 billion E-mini sale (75,000 contracts), run by an algorithm keyed to volume with no price limit, triggered the fall.',
        'High-frequency traders passed contracts back and forth, then many withdrew, so orders hit stub quotes at $0.01 and $100,000.',
        'Market and stop-loss orders were filled at absurd prices; trades more than 60% away from 2:40 p.m. levels were canceled.',
        'The SEC/CFTC joint report of 30 September 2010 explained the chain of events.',
        'Reforms: single-stock circuit breakers, the stub-quote ban, Limit Up–Limit Down, new market-wide circuit breakers and a consolidated audit trail.',
      ],
      nextSteps: [
        'Compare with Black Monday 1987, when computer-driven portfolio insurance also fed a crash.',
        'Check which order types your brokerage app offers and what protections it adds.',
        'Read the executive summary of the SEC/CFTC joint report.',
      ],
      visualType: 'chart-up',
    },
  ],
  sources: [
    {
      title: 'History of the CFTC',
      author: 'US Commodity Futures Trading Commission',
      year: 2024,
      publisher: 'CFTC',
      url: 'https://www.cftc.gov/About/HistoryoftheCFTC/index.htm',
    },
    {
      title: 'Findings Regarding the Market Events of May 6, 2010',
      author: 'Staffs of the US Commodity Futures Trading Commission and Securities and Exchange Commission',
      year: 2010,
      publisher:
        'CFTC and SEC, report to the Joint Advisory Committee on Emerging Regulatory Issues, 30 September 2010 (executive summary pp. 1–8: the 75,000-contract sale at 9% of volume, the hot-potato trading of 2:45:13–2:45:27, the Stop Logic pause at 2:45:28, the 60% line for broken trades)',
      url: 'https://www.sec.gov/news/studies/2010/marketevents-report.pdf',
    },
    {
      title: 'The Flash Crash: High-Frequency Trading in an Electronic Market',
      author: 'Andrei Kirilenko, Albert S. Kyle, Mehrdad Samadi and Tugkan Tuzun',
      year: 2017,
      publisher: 'The Journal of Finance, vol. 72, no. 3, pp. 967–998',
    },
    {
      title: 'Flash Boys: A Wall Street Revolt',
      author: 'Michael Lewis',
      year: 2014,
      publisher: 'W. W. Norton',
    },
    {
      title:
        'Flash Crash: A Trading Savant, a Global Manhunt, and the Most Mysterious Market Crash in History',
      author: 'Liam Vaughan',
      year: 2020,
      publisher: 'Doubleday',
    },
    {
      title: 'SEC Approves New Rules Prohibiting Market Maker Stub Quotes',
      author: 'US Securities and Exchange Commission',
      year: 2010,
      publisher: 'SEC press release 2010-216, 8 November 2010 (rules in force from 6 December 2010)',
      url: 'https://www.sec.gov/news/press/2010/2010-216.htm',
    },
    {
      title:
        'SEC Approves Proposals to Address Extraordinary Volatility in Individual Stocks and Broader Stock Market',
      author: 'US Securities and Exchange Commission',
      year: 2012,
      publisher:
        'SEC press release 2012-107, 1 June 2012 (Limit Up–Limit Down and the new market-wide circuit breakers)',
    },
    {
      title: 'Concept Release on Equity Market Structure',
      author: 'US Securities and Exchange Commission',
      year: 2010,
      publisher:
        'SEC Release No. 34-61358, 14 January 2010 (it cites estimates of high-frequency trading at about half of US share volume or more)',
    },
    {
      title: 'Equity Market Volatility on August 24, 2015',
      author: 'US Securities and Exchange Commission, Office of Analytics and Research',
      year: 2015,
      publisher: 'SEC research note, December 2015 (about 1,300 Limit Up–Limit Down pauses that day)',
    },
    {
      title:
        'Futures Trader Pleads Guilty to Illegally Manipulating the Futures Market in Connection With 2010 “Flash Crash”',
      author: 'US Department of Justice, Office of Public Affairs',
      year: 2016,
      publisher: 'US Department of Justice, press release, 9 November 2016',
    },
    {
      title: 'Government’s Sentencing Memorandum, United States v. Navinder Singh Sarao, No. 15 CR 75',
      author: 'US Department of Justice (the prosecution)',
      year: 2020,
      publisher:
        'US District Court for the Northern District of Illinois, filed 14 January 2020 (arrest in April 2015, guilty plea of 9 November 2016, cooperation)',
    },
  ],
};
