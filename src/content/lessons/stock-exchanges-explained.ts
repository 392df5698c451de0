import type { GlossaryEntry, Lesson } from '../schema';

// Foundations: how exchanges match buyers and sellers, from the Amsterdam exchange of the VOC era
// to the NYSE, Nasdaq and today's electronic order books. The protagonist is a composite student.

export const glossary: Record<string, GlossaryEntry> = {
  nasdaq: {
    text: 'Nasdaq',
    definition:
      'The US stock market that opened on 8 February 1971 as the first electronic one: dealers posted their prices on a network of screens instead of meeting on a trading floor. Its name began as the initials of the National Association of Securities Dealers Automated Quotations; it became a registered stock exchange in 2006. Its best-known index is the Nasdaq Composite.',
  },
  nyse: {
    text: 'New York Stock Exchange (NYSE)',
    definition:
      'The stock exchange on Wall Street in New York, the world’s largest by the value of the companies listed on it. It grew from the Buttonwood Agreement of 1792, was organized as the New York Stock & Exchange Board in 1817 and took its present name in 1863. For most of its history prices were set by people on its trading floor; today most of its trading is done by computers.',
  },
  'dark-pool': {
    text: 'Dark pool',
    definition:
      'A private trading venue, usually run by a bank or broker, where orders are matched without being shown to the market first, so that a big buyer or seller does not move the price against itself before trading. Its trades are reported to the public only after they happen.',
  },
  'ticker-symbol': {
    text: 'Ticker symbol (ticker)',
    definition:
      'The short code of letters that names a listed share on an exchange and in price lists, such as AAPL for Apple or KO for Coca-Cola. The name comes from the stock ticker of 1867, which printed trades and prices on a paper tape.',
  },
  'stock-exchange': {
    text: 'Stock exchange',
    definition:
      'A regulated marketplace where shares and other securities are bought and sold under common rules, with prices published for everyone. Companies pay to have their shares listed on it.',
  },
  'bid-and-ask': {
    text: 'Bid and ask',
    definition:
      'The bid is the highest price any buyer is currently offering for a share; the ask (or offer) is the lowest price any seller will accept. A trade happens when someone accepts one of them.',
  },
  'bid-ask-spread': {
    text: 'Bid–ask spread',
    definition:
      'The gap between the best bid and the best ask. It is a hidden cost of trading: buying at the ask and selling straight away at the bid loses the spread. Busy shares have spreads of a cent; thinly traded ones much more.',
  },
  'stop-order': {
    text: 'Stop order',
    definition:
      'An order that waits until the stock trades at a set price, the stop, and then becomes a market order. A sell stop below the price is the usual stop-loss; a buy stop above it buys a breakout or covers a short sale.',
  },
  'trailing-stop': {
    text: 'Trailing stop',
    definition:
      'A stop order whose trigger follows a rising price at a set distance, an amount or a percentage below the highest price since it was placed. It never moves down, so it keeps part of a gain and sells if the price falls back that far.',
  },
  'bracket-order': {
    text: 'Bracket order',
    definition:
      'A new order sent with two exits attached: a limit order to take profit above the price and a stop to cap the loss below it. When one of the two fills, the other is canceled.',
  },
  'order-book': {
    text: 'Order book',
    definition:
      'The list an exchange keeps of all waiting limit orders for a security: buy orders ranked from the highest price down, sell orders from the lowest price up. New orders trade against it when prices match.',
  },
  'call-market': {
    text: 'Call auction',
    definition:
      'A way of trading in which orders are gathered and executed together at set times at one price, rather than continuously. The early New York exchange called out its list of securities once or twice a day; exchanges still use auctions to open and close.',
  },
  decimalisation: {
    text: 'Decimalization',
    definition:
      'The switch of US share prices from fractions such as sixteenths of a dollar to cents, completed in 2001. It let spreads shrink from 6.25 cents to as little as one cent.',
  },
  'extended-hours-trading': {
    text: 'Extended-hours trading',
    definition:
      'Trading before the regular session opens (pre-market) or after it closes (after-hours). Fewer people trade then, so spreads are usually wider and prices can jump more.',
  },
};

export const lesson: Lesson = {
  id: 'stock-exchanges-explained',
  title: 'Stock Exchanges Explained',
  subtitle: 'From a courtyard in Amsterdam to microseconds in New Jersey',
  concept: 'Order books, bid and ask, electronic trading and circuit breakers',
  description:
    'Where does your order go when you tap Buy? Follow a student from her first trade back to the Amsterdam exchange of the 1600s, the New York brokers who organized in 1792 and 1817, and the launch of Nasdaq, the first electronic stock market, in 1971. Learn how an order book works, what the bid–ask spread costs you, why limit orders matter, how trading moved from shouting to servers, and why circuit breakers stop the market when it falls too fast.',
  preview: 'You tap Buy. In less than a second, someone somewhere sells. Who, where, and at what price?',
  difficulty: 'Beginner',
  estimatedTime: '15 minutes',
  type: 'enhanced',
  category: 'foundations',
  icon: '🏛️',
  color: { from: 'indigo', to: 'purple' },
  year: 1602,
  topics: ['Market Mechanics', 'Systemic Risk'],
  xp: 140,
  character: {
    name: 'Amara Osei',
    age: 19,
    profession: 'Computer science student',
    icon: '💻',
    color: 'from-indigo-500 to-purple-600',
    background:
      'Amara is a composite character, not a real person. She stands for the new investors who first trade on a phone app and want to know what happens behind the screen. She has $1,200 from a summer job and a habit of taking things apart to see how they work.',
    traits: ['Curious', 'Technical', 'Impatient'],
    historical: false,
  },
  supportingCharacters: [
    {
      name: 'Isaac Le Maire',
      role: 'Amsterdam merchant and former VOC director',
      icon: '⚓',
      influence:
        'Led a group that sold VOC shares for future delivery in 1609, betting on a fall; the Dutch authorities responded in 1610 with what is often called the first ban on short selling.',
    },
    {
      name: 'William Christie and Paul Schultz',
      role: 'Finance economists',
      icon: '🔍',
      influence:
        'Showed in 1994 that Nasdaq dealers avoided quoting odd eighths of a dollar, keeping spreads wide, which led to investigations and new rules.',
    },
  ],
  concepts: [
    { id: 'exchange-history', name: 'From Amsterdam to Nasdaq', level: 'beginner' },
    { id: 'order-book', name: 'How an order book matches trades', level: 'beginner' },
    { id: 'bid-ask-spread', name: 'Bid, ask and the spread', level: 'beginner' },
    { id: 'electronic-trading', name: 'Electronic and high-speed trading', level: 'intermediate' },
    { id: 'circuit-breakers', name: 'Circuit breakers and market hours', level: 'intermediate' },
  ],
  storyState: [
    { key: 'orderText', label: 'How Amara placed her first order', format: 'text' },
    { key: 'cost', label: 'What 100 shares cost her', format: 'usd' },
    { key: 'marchMove', label: 'What Amara did on 9 March 2020', format: 'text' },
  ],
  pages: [
    {
      type: 'cover',
      id: 'cover',
      title: 'Stock Exchanges Explained',
      subtitle: 'Where buyers meet sellers',
      startButtonText: 'Follow the order',
      visualType: 'market-floor',
      keyPoint: 'An exchange is a machine for finding the other side of your trade at a fair price.',
    },
    {
      type: 'character-intro',
      id: 'meet-amara',
      chapter: 'Chapter 1: One tap',
      title: 'Meet Amara Osei',
      narrative: {
        setup:
          'Amara opens a trading app to buy shares for the first time. The screen shows two prices for the same company: Bid $49.98, Ask $50.02. Underneath there are two buttons, “Market” and “Limit”.',
        situation:
          'She taps Buy, Market, and in a blink the app says her order was filled at $50.02. She wants to know who sold it to her, and why she paid more than the price she saw a moment ago on the news.',
        characterThoughts: 'Two prices for one share? Where did the other four cents go?',
      },
      definitions: ['bid-and-ask', 'market-order'],
      visualType: 'phone',
      keyPoint: 'Every share has two prices at any moment: what buyers offer and what sellers ask.',
    },
    {
      type: 'visual-story',
      id: 'amsterdam-exchange',
      chapter: 'Chapter 2: Amsterdam',
      title: 'The First Stock Market',
      mainText:
        'The first lasting market in shares grew up in Amsterdam after the Dutch East India Company sold its shares to the public in 1602. At first traders met in the open air, on the New Bridge (Nieuwe Brug) over the Damrak and in the streets nearby. In 1611 the city opened a purpose-built exchange, designed by Hendrick de Keyser: a courtyard surrounded by arcades, where merchants gathered at fixed hours each day to trade goods, bills and shares.\n\nThere was no central list of orders. A buyer walked around asking who would sell, and the price came out of conversation and bargaining. Traders soon invented almost every tool modern markets use: trading for future delivery, options, and selling shares they did not own in the hope of buying them back cheaper. In 1609 a group led by Isaac Le Maire bet heavily on a fall in VOC shares; the company complained, and in 1610 the authorities banned such sales of shares the seller did not own.',
      definitions: ['stock-exchange', 'short-selling', 'forward-contract'],
      interactiveElements: [
        {
          id: 'beurs-1611',
          icon: '🏛️',
          label: 'The Beurs, 1611',
          tooltip: 'Hendrick de Keyser’s exchange',
          detail:
            'The building stood over the Rokin waterway near the Dam. Each group of traders had its own spot around the courtyard, so buyers knew where to find sellers of a given product.',
        },
        {
          id: 'ban-1610',
          icon: '🚫',
          label: 'The 1610 ban',
          tooltip: 'One of the first market regulations',
          detail:
            'The ban on selling shares one did not own was repeated many times over the following decades, which suggests it was widely ignored.',
        },
      ],
      visualType: 'market-floor',
      keyPoint: 'Markets first matched buyers and sellers by walking, talking and bargaining.',
    },
    {
      type: 'visual-story',
      id: 'new-york-1817',
      chapter: 'Chapter 3: New York',
      title: 'From Calls to a Trading Floor',
      mainText:
        'New York’s share market goes back to 17 May 1792, when 24 brokers signed the Buttonwood Agreement, promising to give one another preference and never to charge customers less than a quarter of one percent. In March 1817 the city’s brokers organized the New York Stock & Exchange Board, with a written constitution and a rented room. Trading was a call auction: the president read out each security on the list, and members shouted bids and offers for it, once or twice a day. Outsiders traded on the street.\n\nAs railroads multiplied, the list grew too long to call. In 1867 the stock ticker began sending prices down telegraph wires, and in 1871 the exchange, renamed the New York Stock Exchange in 1863, switched to continuous trading at posts on the floor.\n\nOver the following decades each stock came to have a specialist who stood at its post all day, keeping a book of waiting orders and trading from his own account when buyers or sellers were missing. For more than a century, the price of a share was set by people shouting at a post.',
      definitions: ['buttonwood-agreement', 'nyse', 'call-market', 'stock-specialist'],
      interactiveElements: [
        {
          id: 'ticker',
          icon: '📠',
          label: 'The stock ticker, 1867',
          tooltip: 'Prices by telegraph',
          detail:
            'Brokers’ offices far from the floor could follow prices printed on a paper ribbon, the ticker tape. In heavy panics, such as October 1929, the tape fell hours behind.',
        },
      ],
      visualType: 'market-floor',
      keyPoint: 'The NYSE began as a roll-call auction and became a floor of specialists at their posts.',
    },
    {
      type: 'story',
      id: 'nasdaq-1971',
      chapter: 'Chapter 4: The first electronic market',
      title: 'Nasdaq: A Market With No Floor',
      mainText:
        'Shares not listed on an exchange traded “over the counter”, by phone between dealers, and finding the best price meant calling around. On 8 February 1971 the National Association of Securities Dealers switched on NASDAQ, its Automated Quotations system: a computer network showing the bid and ask prices of competing dealers for more than 2,500 securities on screens across the country. It had no trading floor at all. Young technology companies such as Intel, Apple and Microsoft listed there.\n\nBut screens did not automatically mean fair prices. In 1994 economists William Christie and Paul Schultz showed that Nasdaq dealers rarely quoted prices in odd eighths of a dollar, which kept spreads artificially wide. Government investigations followed, dealers paid about $1 billion to settle investors’ lawsuits, and new rules in 1997 let customers’ own limit orders compete with dealers’ quotes.',
      dialogue: [
        { speaker: 'Amara', text: 'So the spread is somebody’s income.' },
        {
          speaker: 'Her finance tutor',
          text: 'Exactly. It pays whoever stands ready to trade with you. The question is always whether the price of that service is set by competition.',
        },
      ],
      definitions: ['nasdaq', 'market-maker', 'bid-ask-spread'],
      visualType: 'computer',
      keyPoint: 'Nasdaq replaced the trading floor with a network of screens in 1971.',
    },
    {
      type: 'visual-story',
      id: 'the-order-book',
      chapter: 'Chapter 5: Inside the machine',
      title: 'How an Order Book Works',
      mainText:
        'Today almost every exchange runs on an electronic order book. Picture two queues. On the buy side, limit orders wait in order of price, highest first: 300 shares at $49.98, 500 at $49.97, 1,000 at $49.95. On the sell side, the lowest price comes first: 200 shares at $50.02, 400 at $50.03. The best bid is $49.98 and the best ask $50.02, so the spread is 4 cents.\n\nWhen Amara sent a market order to buy, it took the cheapest shares on the sell side, at $50.02. Had she wanted 1,000 shares, her order would have eaten through several price levels and paid more on average. A limit order to buy at $50.00 would instead have joined the buy queue and waited, perhaps to be filled, perhaps not. At equal prices, whoever arrived first trades first.\n\nAfter the match, the trade is settled: cash goes one way and shares the other, one business day later (T+1, the US rule since 28 May 2024).',
      definitions: [
        'order-book',
        'limit-order',
        'market-order',
        'liquidity',
        'stop-order',
        'stop-loss-order',
        'stop-limit-order',
        'trailing-stop',
        'bracket-order',
      ],
      interactiveElements: [
        {
          id: 'price-time',
          icon: '⏱️',
          label: 'Price, then time',
          tooltip: 'The matching rule',
          detail:
            'Most exchanges fill the best price first and, among orders at the same price, the earliest first. That is why speed matters so much to professional traders.',
        },
        {
          id: 'decimals-2001',
          icon: '💲',
          label: 'Cents since 2001',
          tooltip: 'From sixteenths to pennies',
          detail:
            'Until 2001 US shares were priced in fractions of a dollar, often sixteenths (6.25 cents). The switch to decimals let spreads in busy shares narrow to a single cent.',
        },
        {
          id: 'waiting-orders',
          icon: '🎯',
          label: 'Orders that wait for a price',
          tooltip: 'Stops, trailing stops and brackets',
          detail:
            'Some orders join the book only when a price is reached, and brokers often hold them until then. A stop order becomes a market order when the stock trades at its stop price; a stop-limit order becomes a limit order instead. A trailing stop moves its stop up behind a rising price. A bracket surrounds a new position with a profit-taking limit order and a protective stop; when one fills, the other is canceled.',
        },
      ],
      visualType: 'computer',
      keyPoint: 'Your market order buys at the best waiting ask; your limit order waits in line.',
    },
    {
      type: 'decision-point',
      id: 'first-real-order',
      chapter: 'Chapter 5: Inside the machine',
      title: 'A Small Company at 9:30',
      situation: '9:30 a.m. Eastern time. The market has just opened.',
      decision: {
        situation:
          'Amara wants $1,000 of a small company that reported good results overnight. Its order book is thin: the best bid is $9.60, the best ask $10.10, with only 30 shares offered at $10.10, then 30 at $10.40 and 200 at $10.80. The price jumped in the pre-market.',
        context: {
          'Best bid': '$9.60',
          'Best ask': '$10.10 (30 shares only)',
          Spread: '50 cents, about 5%',
          'Shares wanted': 'about 100',
        },
        prompt: 'How does Amara place her order?',
        choices: [
          {
            id: 'market-order-now',
            effects: { set: { orderText: 'a market order at 9:30', cost: 1047 } },
            title: 'Market order, right now',
            description: 'Buy 100 shares at whatever the best available prices are.',
            icon: '⚡',
            color: 'from-red-500 to-rose-700',
            reward: 'Certain to be filled immediately',
            risk: 'In a thin book her order walks up the prices and she pays far above $10.10',
            consequence:
              'Her order would take 30 shares at $10.10, 30 at $10.40 and 40 at $10.80: $1,047 in all, an average of about $10.47, nearly 4% more than the first ask. At the bid she would be more than 8% under water before the share moved at all.',
          },
          {
            id: 'limit-order',
            effects: {
              set: { orderText: 'a limit order at $10.00, filled as sellers came down', cost: 1000 },
            },
            title: 'Limit order at $10.00',
            description: 'Offer to buy 100 shares at no more than $10.00 and wait.',
            icon: '🎯',
            color: 'from-emerald-500 to-teal-600',
            reward: 'She never pays more than her price',
            risk: 'If the price runs away, her order may never be filled',
            consequence:
              'Her order joins the top of the buy queue and narrows the spread for everyone. Sellers often drift down to meet such bids once the opening rush passes; if not, she keeps her cash and loses nothing but the chance.',
          },
          {
            id: 'wait-for-calm',
            effects: { set: { orderText: 'waited half an hour, then a limit order at $10.00', cost: 1000 } },
            title: 'Wait half an hour',
            description: 'Let the opening scramble settle before trading.',
            icon: '☕',
            color: 'from-sky-500 to-indigo-600',
            reward: 'Spreads are usually much wider in the first minutes, then narrow',
            risk: 'The price may have risen by then',
            consequence:
              'Studies of intraday trading find spreads and price swings are largest just after the open and narrow later in the morning. Waiting, then using a limit order, is a common way for small investors to cut their trading costs.',
          },
        ],
      },
      lesson:
        'The spread and the depth of the order book are real costs; a limit order is how you control them.',
      historicalNote:
        'The regular US trading session runs from 9:30 a.m. to 4:00 p.m. Eastern time. The NYSE and Nasdaq open and close with auctions that gather orders and set one price, a modern echo of the old call market.',
      definitions: ['limit-order', 'market-order', 'bid-ask-spread', 'extended-hours-trading'],
      visualType: 'phone',
      keyPoint: 'A market order buys certainty of a fill; a limit order buys certainty of a price.',
    },
    {
      type: 'visual-story',
      id: 'machines-take-over',
      chapter: 'Chapter 6: Speed',
      title: 'From Shouting to Servers',
      mainText:
        'In the late 1990s electronic networks such as Island and Archipelago began matching orders directly, faster and cheaper than the floor. Rules adopted by the SEC in 2005 and in force from 2007 (Regulation NMS) barred a market from trading at a worse price than another market was showing, and trading spread across a dozen or more exchanges and many private venues. The New York Stock Exchange merged with Archipelago and became a public company in 2006, and its floor shrank to a fraction of its old crowds.\n\nNow most trading is done by computers in data centers in New Jersey, where high-frequency trading firms rent space next to the exchanges’ servers to shave millionths of a second off their orders. Spreads in big shares are narrower than ever; the cost is a market so fast and fragmented that it can fall apart in minutes, as in the flash crash of 6 May 2010.',
      definitions: [
        'high-frequency-trading',
        'market-fragmentation',
        'dark-pool',
        'decimalisation',
        'securities-and-exchange-commission',
      ],
      interactiveElements: [
        {
          id: 'co-location',
          icon: '🖥️',
          label: 'Co-location',
          tooltip: 'Renting space next to the exchange',
          detail:
            'Trading firms pay exchanges to put their computers in the same building as the matching engine, because light in a cable covers only about 200 km in a millisecond.',
        },
      ],
      visualType: 'lightning',
      keyPoint: 'Electronic trading made trading cheaper and faster, and made crashes faster too.',
    },
    {
      type: 'decision-point',
      id: 'circuit-breaker',
      chapter: 'Chapter 7: When the market stops',
      title: 'Halt! 9 March 2020',
      situation: '9:34 a.m., Monday 9 March 2020. The S&P 500 has fallen 7% minutes after the open.',
      decision: {
        situation:
          'Oil prices have collapsed and COVID-19 is spreading. The 7% drop has triggered the first market-wide circuit breaker under the rules in force since 2013: all US stock trading stops for 15 minutes. Amara’s small portfolio, which began with the {cost} of shares from her first order, is down 10% this morning. When trading resumes she can act.',
        context: {
          'Level 1': '7% fall: 15-minute halt (if before 3:25 p.m.)',
          'Level 2': '13% fall: another 15-minute halt',
          'Level 3': '20% fall: trading closes for the day',
          'Amara’s portfolio': 'down 10% this morning',
          'Her first 100 shares cost': '{cost}',
        },
        prompt: 'What will Amara do when trading reopens at 9:49?',
        choices: [
          {
            id: 'market-sell',
            effects: { set: { marchMove: 'sold everything with market orders' } },
            title: 'Sell everything with market orders',
            description: 'Get out at the first price available.',
            icon: '🏃',
            color: 'from-red-500 to-rose-700',
            reward: 'She is out before any further fall',
            risk: 'In a disorderly reopening, market orders can fill at terrible prices',
            consequence:
              'The market did not fall to Level 2 that day; the S&P 500 closed down about 7.6%. It went on falling until 23 March, then recovered sharply. Selling in the panic with market orders would have locked in the worst prices of the morning.',
          },
          {
            id: 'limit-sell',
            effects: { set: { marchMove: 'sold with limit orders' } },
            title: 'Sell with limit orders',
            description: 'Sell, but only at prices she chooses in advance.',
            icon: '🎯',
            color: 'from-amber-500 to-orange-600',
            reward: 'She controls the price if she decides she must sell',
            risk: 'Her orders may not fill if prices keep sliding',
            consequence:
              'Limit orders protect against being filled far below the last price, which happened to many sellers in the flash crash of 2010. They do not protect against being wrong about selling.',
          },
          {
            id: 'use-the-pause',
            effects: { set: { marchMove: 'used the pause to think and did nothing rash' } },
            title: 'Use the pause to think, and do nothing rash',
            description: 'Treat the 15 minutes as the circuit breaker intends: time to calm down.',
            icon: '⏸️',
            color: 'from-emerald-500 to-teal-600',
            reward: 'No decision made in panic',
            risk: 'Prices fell further over the next two weeks',
            consequence:
              'Breakers tripped again on 12, 16 and 18 March 2020, and the market hit bottom on 23 March. By August it had regained its February high. The pause is designed to replace panic with information, for the market and for each investor.',
          },
        ],
      },
      lesson:
        'Circuit breakers do not stop prices falling; they stop falls feeding on themselves by giving everyone time to think.',
      historicalNote:
        'Market-wide circuit breakers began in October 1988, a year after the crash of 19 October 1987, following the Brady Commission’s advice. They were first triggered on 27 October 1997, when they were set by points on the Dow. In 2013, after the 2010 flash crash, they were reset to falls of 7%, 13% and 20% in the S&P 500.',
      definitions: ['circuit-breaker', 'limit-up-limit-down'],
      visualType: 'ticker-crash',
      keyPoint: 'A circuit breaker is a pause button for a panicking market.',
    },
    {
      type: 'interactive',
      id: 'four-markets',
      chapter: 'Chapter 8: Then and now',
      title: 'Four Centuries of Trading Compared',
      mainText: 'How the way of trading has changed over four centuries.',
      comparison: {
        columns: ['How orders meet', 'Speed', 'Who stands in the middle'],
        rows: [
          {
            label: 'Amsterdam, 1611',
            values: ['Face to face in the courtyard', 'Minutes to hours', 'Brokers and merchants'],
          },
          {
            label: 'New York board, 1817',
            values: ['A call of the list, once or twice a day', 'Hours', 'Members of the Board'],
          },
          {
            label: 'NYSE floor, 1900s',
            values: [
              'Specialists at their posts, continuously',
              'Seconds to minutes',
              'Specialists and floor brokers',
            ],
          },
          {
            label: 'Nasdaq, 1971',
            values: ['Dealers’ quotes on screens, trades by phone', 'Minutes', 'Competing dealers'],
          },
          {
            label: 'Today',
            values: [
              'Electronic order books across many venues',
              'Millionths of a second',
              'Electronic market makers and algorithms',
            ],
          },
        ],
      },
      definitions: ['order-book', 'stock-exchange'],
      visualType: 'globe',
      keyPoint: 'The technology changed completely; the job of matching buyers and sellers did not.',
    },
    {
      type: 'quiz',
      id: 'quiz',
      chapter: 'Quiz',
      title: 'Check Your Understanding',
      questions: [
        {
          question:
            'The best bid is $20.00 and the best ask is $20.05. What happens if you send a market order to buy?',
          options: [
            'You buy at $20.00, the best bid, as soon as the order reaches the market',
            'You buy at $20.05, or higher if there are not enough shares at that price',
            'Your order waits in the book until a seller is willing to accept $20.00',
            'You buy at $20.025, the average of the best bid and the best ask',
          ],
          correct: 1,
          explanation:
            'A market order to buy takes the lowest waiting sell orders, starting at the ask. If you want more shares than are offered there, it moves on to higher prices.',
        },
        {
          question: 'What was new about Nasdaq when it opened on 8 February 1971?',
          options: [
            'It was the first market to trade shares continuously all day',
            'It banned market makers and matched all orders in a single daily auction',
            'It traded only government bonds, leaving shares to the exchange floors',
            'It showed dealers’ quotes on a computer network, with no trading floor',
          ],
          correct: 3,
          explanation:
            'Nasdaq was an automated quotation system: competing dealers posted bid and ask prices on screens nationwide, with no trading floor.',
        },
        {
          question: 'What does a Level 3 market-wide circuit breaker (a 20% fall in the S&P 500) do?',
          options: [
            'Closes US stock trading for the rest of the day',
            'Pauses all US stock trading for 15 minutes',
            'Cancels every trade made earlier that day',
            'Halts only the trading of high-frequency firms',
          ],
          correct: 0,
          explanation:
            'Falls of 7% and 13% cause 15-minute pauses (before 3:25 p.m.); a 20% fall halts trading for the rest of the day.',
        },
        {
          question:
            'The best bid is $9.60 and the best ask is $10.10. If Amara buys at the ask and sells at once at the bid, how much does she lose per share?',
          options: ['$0.10', '$0.50', '$9.60', '$10.10'],
          correct: 1,
          explanation:
            'She pays $10.10 and receives $9.60, losing the 50-cent spread, about 5% of the price. In a thinly traded stock, the spread is a real cost before the price has moved at all.',
          kind: 'calculation',
        },
      ],
      visualType: 'computer',
      keyPoint: 'Know your order types and the market’s safety switches.',
    },
    {
      type: 'reflection',
      id: 'reflection',
      chapter: 'Reflection',
      title: 'Behind the Buy Button',
      prompt: 'Think about what happens between your tap and your trade.',
      questions: [
        'Who was on the other side of Amara’s first trade, and why were they willing to sell to her?',
        'When would you use a market order, and when a limit order?',
        'Faster, electronic markets have cut spreads but sped up crashes. Is that a good trade-off?',
        'Do you think circuit breakers calm panics, or can they make people rush to sell before the pause?',
      ],
      finalThought:
        'From a courtyard in Amsterdam to a data center in New Jersey, an exchange does one thing: it lets strangers trust each other enough to trade. Knowing how it works makes you a better user of it.',
      visualType: 'globe',
      keyPoint: 'Understanding the plumbing protects you from its leaks.',
    },
    {
      type: 'summary',
      id: 'summary',
      chapter: 'Summary',
      title: 'What You Learned',
      conceptLearned: 'How exchanges work, from Amsterdam 1602 to electronic order books',
      ending: {
        intro: 'Your choices beside what happened to traders of the time.',
        rows: [
          {
            label: 'Amara’s first order',
            yours: '{orderText}',
            history:
              'Spreads and price swings are widest just after the open and narrow later in the morning.',
          },
          {
            label: 'Paid for 100 shares',
            yours: '{cost}',
            history:
              'Only 30 shares were offered at $10.10; a market order for 100 paid an average of about $10.47.',
          },
          {
            label: 'Under water at the $9.60 bid, the moment after buying',
            yours: '{cost - 960:usd}',
            history: 'The spread of 50 cents, about 5%, is a real cost that every buyer pays at once.',
          },
          {
            label: 'On 9 March 2020 Amara',
            yours: '{marchMove}',
            history:
              'The S&P 500 closed down about 7.6% that day, bottomed on 23 March and regained its February high by August.',
          },
        ],
      },
      keyTakeaways: [
        'The first busy share market grew in Amsterdam after the VOC’s 1602 offering; its exchange building opened in 1611.',
        'New York’s brokers signed the Buttonwood Agreement in 1792 and formed their exchange board in 1817; it traded by call auction, then continuously through specialists on its floor.',
        'Nasdaq, launched on 8 February 1971, was the first electronic stock market, with no floor.',
        'An order book ranks buy orders by highest bid and sell orders by lowest ask; the gap is the spread, a real trading cost.',
        'Market orders guarantee a fill, limit orders guarantee a price; the regular US session runs 9:30 a.m. to 4:00 p.m. Eastern.',
        'Market-wide circuit breakers pause trading at 7% and 13% falls and close it at 20%.',
      ],
      nextSteps: [
        'See what happens when the machines go wrong in the 2010 Flash Crash story.',
        'See why circuit breakers were invented in the Black Monday 1987 story.',
      ],
      visualType: 'market-floor',
      keyPoint: 'An exchange is a set of rules for strangers to trade; learn the rules before you play.',
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
      title: 'The Big Board: A History of the New York Stock Market',
      author: 'Robert Sobel',
      year: 1965,
      publisher: 'The Free Press',
    },
    {
      title: 'NASDAQ: A History of the Market That Changed the World',
      author: 'Mark Ingebretsen',
      year: 2002,
      publisher: 'Forum (Prima Publishing)',
    },
    {
      title: 'An Analysis of Intraday Patterns in Bid/Ask Spreads for NYSE Stocks',
      author: 'Thomas H. McInish and Robert A. Wood',
      year: 1992,
      publisher: 'Journal of Finance, vol. 47, no. 2, pp. 753–764',
    },
    {
      title: 'Trading and Exchanges: Market Microstructure for Practitioners',
      author: 'Larry Harris',
      year: 2003,
      publisher: 'Oxford University Press',
    },
    {
      title: 'Why Do NASDAQ Market Makers Avoid Odd-Eighth Quotes?',
      author: 'William G. Christie and Paul H. Schultz',
      year: 1994,
      publisher: 'Journal of Finance, vol. 49, no. 5, pp. 1813–1840',
    },
    {
      title: 'Report of the Presidential Task Force on Market Mechanisms (the Brady Commission report)',
      author: 'Presidential Task Force on Market Mechanisms',
      year: 1988,
      publisher: 'US Government Printing Office',
    },
    {
      title: 'Regulation NMS, final rule (Release No. 34-51808, 9 June 2005)',
      author: 'US Securities and Exchange Commission',
      year: 2005,
      publisher: 'Federal Register, vol. 70, p. 37496',
    },
    {
      title:
        'Shortening the Securities Transaction Settlement Cycle, final rule (Release No. 34-96930, T+1 from 28 May 2024)',
      author: 'US Securities and Exchange Commission',
      year: 2023,
      publisher: 'US Securities and Exchange Commission',
    },
    {
      title:
        'NYSE Rule 7.12, Trading Halts Due to Extraordinary Market Volatility (market-wide circuit breakers at 7%, 13% and 20%)',
      author: 'New York Stock Exchange',
      year: 2024,
      publisher: 'NYSE Rules',
    },
    {
      title: 'Findings Regarding the Market Events of May 6, 2010',
      author: 'Staffs of the CFTC and SEC',
      year: 2010,
      publisher: 'US Commodity Futures Trading Commission and Securities and Exchange Commission',
    },
  ],
};
