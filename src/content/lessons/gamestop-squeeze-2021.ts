import { gamestopSqueeze2021Chart } from '../charts/pages/gamestop-squeeze-2021';
import type { GlossaryEntry, Lesson } from '../schema';

// The protagonist is a composite retail investor; Keith Gill, Melvin Capital, Robinhood and the
// prices are real. Prices are before GameStop's 4-for-1 split of July 2022.

export const glossary: Record<string, GlossaryEntry> = {
  'stock-split': {
    text: 'Stock split',
    definition:
      'A company dividing each of its shares into several, such as two-for-one or four-for-one, so each share costs less while every owner’s stake and the company’s total value stay the same. GameStop split its shares four-for-one in 2022.',
  },
  'reverse-stock-split': {
    text: 'Reverse stock split (reverse split)',
    definition:
      'A company combining several of its shares into one, such as one-for-ten, so each share costs more while every owner’s stake and the company’s total value stay the same. It is often done to lift a low price, for example back above the $1 a share that the New York Stock Exchange and Nasdaq require for a company to stay listed.',
  },
  fomo: {
    text: 'Fear of missing out (FOMO)',
    definition:
      'The urge to buy because others seem to be getting rich from a rising price and you fear being left behind. It draws people into bubbles late, near the top, as in the dot-com boom, the crypto booms and the meme-stock frenzy of 2021.',
  },
  'short-selling': {
    text: 'Short selling',
    definition:
      'Selling something you do not own, such as shares, gold or a currency, by borrowing it or promising to deliver it later. The seller hopes to buy it back at a lower price. The profit is the fall in price; the possible loss has no ceiling because a price can keep rising.',
  },
  'short-interest': {
    text: 'Short interest',
    definition:
      'The number of a company’s shares that have been sold short and not yet bought back, often shown as a percentage of the shares available to trade (the float).',
  },
  float: {
    text: 'Float',
    definition:
      'The shares of a company that are available for the public to trade, leaving out those held by insiders and other locked-up holders.',
  },
  'short-squeeze': {
    text: 'Short squeeze',
    definition:
      'A rapid price rise that forces short sellers to buy back shares to limit their losses or meet margin calls; their buying pushes the price even higher and squeezes the remaining shorts.',
  },
  'call-option': {
    text: 'Call option',
    definition:
      'A contract giving the right, but not the duty, to buy a share at a set price (the strike) until a set date. It is cheap compared with the share and can multiply in value, or expire worthless.',
  },
  'gamma-squeeze': {
    text: 'Gamma squeeze',
    definition:
      'When heavy buying of call options forces the dealers who sold them to buy the underlying shares to hedge; as the price rises they must buy more, adding fuel to the rise.',
  },
  'hedge-fund': {
    text: 'Hedge fund',
    definition:
      'A lightly regulated investment fund for wealthy people and institutions that may use borrowing, short selling and derivatives to try to profit in rising or falling markets.',
  },
  'margin-call': {
    text: 'Margin call',
    definition:
      'A demand from a broker or lender for more cash or collateral because losses have eaten into the money backing a borrowed position. If it is not met, the position is closed, often at the worst moment.',
  },
  'payment-for-order-flow': {
    text: 'Payment for order flow',
    definition:
      'Money a broker receives from a trading firm (a market maker) for sending it customers’ orders to execute. It lets apps such as Robinhood offer commission-free trades, and raises questions about conflicts of interest.',
  },
  'clearing-house': {
    text: 'Clearing house',
    definition:
      'A central body that stands between buyers and sellers until a trade is settled and demands deposits from brokers to cover the risk that one of them fails. For US stocks it is the NSCC, part of the Depository Trust & Clearing Corporation (DTCC), which settles most US share trades.',
  },
  'settlement-cycle': {
    text: 'Settlement cycle (T+2)',
    definition:
      'The time between agreeing a trade and the actual exchange of cash and shares. In 2021 US stocks settled two business days after the trade (T+2); since 28 May 2024 it has been one day (T+1).',
  },
  'meme-stock': {
    text: 'Meme stock',
    definition:
      'A share whose price is driven mainly by online communities and social-media enthusiasm rather than by the company’s earnings, such as GameStop and AMC in 2021.',
  },
  'market-maker': {
    text: 'Market maker',
    definition:
      'A firm that always stands ready to buy and sell a security, earning the small gap between its buying and selling prices, and hedging the risk it takes on.',
  },
};

export const lesson: Lesson = {
  id: 'gamestop-squeeze-2021',
  title: 'The GameStop Short Squeeze',
  subtitle: 'When an online forum took on Wall Street',
  concept: 'Short selling, short squeezes and market plumbing',
  description:
    'In January 2021 shares of a struggling video-game retailer rose from under $20 to a close of $347 in a few weeks, as millions of small investors on Reddit piled in against hedge funds that had bet on its decline. Live through the squeeze as a first-time investor, see why Robinhood stopped customers buying, and learn what regulators found afterwards.',
  preview:
    'Short sellers, a Reddit forum, a free trading app and the week a hedge fund needed a $2.75 billion lifeline.',
  difficulty: 'Intermediate',
  estimatedTime: '25 minutes',
  type: 'enhanced',
  category: 'modern',
  icon: '🎮',
  color: { from: 'fuchsia', to: 'red' },
  year: 2021,
  topics: ['Market Mechanics', 'Market Psychology', 'Leverage'],
  xp: 100,
  character: {
    name: 'Maya Torres',
    age: 26,
    profession: 'Hospital nurse in Columbus, Ohio',
    icon: '👩‍⚕️',
    color: 'from-teal-500 to-emerald-700',
    background:
      'Maya is a composite character, not a real person, drawn from the millions of first-time investors who opened app accounts in 2020. Exhausted by pandemic shifts, she has $2,000 of savings, a stimulus check, a Robinhood account she opened in lockdown and a habit of reading r/wallstreetbets on her breaks.',
    traits: ['Curious', 'Distrustful of big banks', 'New to investing', 'Quick to act'],
    historical: false,
  },
  supportingCharacters: [
    {
      name: 'Keith Gill',
      role: 'Retail investor known online as Roaring Kitty (real figure)',
      icon: '🐱',
      influence:
        'A Massachusetts financial educator who began buying GameStop in 2019 at around $5 a share and shared his analysis on YouTube and Reddit, becoming the squeeze’s folk hero.',
    },
    {
      name: 'Gabe Plotkin',
      role: 'Founder of the hedge fund Melvin Capital (real figure)',
      icon: '📉',
      influence:
        'His fund held a large short position in GameStop and lost about half its value in January 2021.',
    },
    {
      name: 'Vlad Tenev',
      role: 'Co-founder and chief executive of Robinhood (real figure)',
      icon: '📱',
      influence:
        'His commission-free app brought millions of young investors to the market, then restricted GameStop buying on 28 January 2021.',
    },
    {
      name: 'Ryan Cohen',
      role: 'Co-founder of Chewy and GameStop investor (real figure)',
      icon: '🐶',
      influence:
        'Built a stake of almost 13% in GameStop during 2020 and joined its board in January 2021, giving believers a reason to think the company could change.',
    },
  ],
  concepts: [
    { id: 'short-selling', name: 'How short selling works', level: 'beginner' },
    { id: 'short-squeeze', name: 'Short squeezes and unlimited losses', level: 'intermediate' },
    { id: 'options-hedging', name: 'Call options and dealer hedging', level: 'advanced' },
    { id: 'market-plumbing', name: 'Brokers, clearing houses and settlement', level: 'intermediate' },
    { id: 'crowd-psychology', name: 'Social media and crowd behavior in markets', level: 'beginner' },
  ],
  storyState: [
    { key: 'position', label: 'What Maya did on 22 January', format: 'text' },
    { key: 'shares', label: 'GameStop shares Maya owns', initial: 0, format: 'number' },
    { key: 'contracts', label: 'Call contracts Maya owns', initial: 0, format: 'number' },
    { key: 'cash', label: 'Maya’s savings left in the bank', initial: 2000, format: 'usd' },
    { key: 'holding', label: 'What is at stake on 29 January', format: 'text' },
    { key: 'valueNow', label: 'Value at the close on 29 January', format: 'usd' },
    { key: 'holdResult', label: 'What holding leads to', format: 'text' },
    { key: 'halfResult', label: 'What selling half locks in', format: 'text' },
    { key: 'fundMove', label: 'What the hedge fund did', format: 'text' },
    { key: 'sellShare', label: 'Share of the position sold on 29 January', initial: 0, format: 'number' },
    { key: 'weekendMove', label: 'The call that weekend', format: 'text' },
  ],
  pages: [
    {
      type: 'cover',
      id: 'cover',
      title: 'The GameStop Short Squeeze',
      subtitle: 'January 2021',
      mainText:
        'A mall video-game shop that many investors had written off became, for one wild week, one of the most traded stocks in America. Hedge funds lost billions, some small investors got rich, others lost their savings, and a free trading app found itself in front of Congress.',
      visualType: 'ticker-rise',
      startButtonText: 'Open the app',
    },
    {
      type: 'character-intro',
      id: 'meet-maya',
      chapter: 'Prologue · Late 2020',
      title: 'Meet Maya Torres',
      narrative: {
        setup:
          'Maya works twelve-hour shifts on a COVID ward. In lockdown she downloaded Robinhood: no commissions, a free share for signing up, and confetti on the screen after her first trade.',
        situation:
          'On her breaks she scrolls r/wallstreetbets, a Reddit forum full of jokes, screenshots of huge wins and losses, and long posts about one unloved stock: GameStop.',
        characterThoughts:
          'These people talk like gamblers, but some of their research is better than what I read in the newspaper. And they say the big funds are betting the company goes bust.',
      },
      definitions: ['payment-for-order-flow', 'hedge-fund'],
      interactiveElements: [
        {
          id: 'zero-commission',
          icon: '🆓',
          label: 'Free trades',
          tooltip: 'Commissions hit zero in October 2019',
          detail:
            'Robinhood offered free trades from its launch in 2015; in October 2019 the big brokers such as Charles Schwab, TD Ameritrade and E*Trade dropped their commissions too. Apps earn money instead from payment for order flow, interest and subscriptions.',
        },
        {
          id: 'new-investors',
          icon: '📲',
          label: 'A wave of newcomers',
          tooltip: 'Millions of new accounts in 2020',
          detail:
            'With sports canceled, people at home and stimulus payments arriving, millions of Americans opened their first brokerage accounts in 2020. Robinhood alone reported about 12.5 million funded accounts by the end of that year.',
        },
      ],
      visualType: 'phone',
    },
    {
      type: 'visual-story',
      id: 'short-selling',
      chapter: 'Chapter 1 · The Setup',
      title: 'Betting on a Fall',
      mainText:
        'GameStop sold physical video games in malls while players were switching to downloads. It lost about $470 million in its 2019 financial year, and its shares fell below $3 in April 2020.\n\nMany hedge funds, including Melvin Capital, were short: they had borrowed shares, sold them, and planned to buy them back cheaper. By January 2021 more GameStop shares had been sold short than the company had issued, as the SEC’s staff later found; measured against the float, some estimates put short interest near 140%. That is possible because a borrowed share that is sold can be lent again by its new owner and sold short a second time.',
      narrative: {
        setup:
          'Maya draws it on a napkin: borrow a share at $20, sell it for $20, buy it back at $5, return it, keep $15.',
        characterThoughts:
          'But if the price goes to $100 instead, they have to buy it back at $100. There’s no limit to how much they can lose.',
      },
      definitions: ['short-selling', 'short-interest', 'float'],
      keyPoint: 'A buyer can lose at most what they paid; a short seller’s possible loss has no ceiling.',
      interactiveElements: [
        {
          id: 'over-100',
          icon: '🔁',
          label: 'Over 100%',
          tooltip: 'The same share, shorted twice',
          detail:
            'Fund A lends a share to a short seller, who sells it to Investor B. B’s broker can lend that same share again to another short seller. Every short position must one day be closed by buying a share, so short interest above 100% means there are more future buyers than shares that trade freely.',
        },
        {
          id: 'borrow-fee',
          icon: '💸',
          label: 'Borrow fees',
          tooltip: 'Shorts pay to borrow',
          detail:
            'Short sellers pay a fee to borrow shares and must pay any dividends to the lender. When a stock is hard to borrow, the fee can climb to tens of percent a year.',
        },
      ],
      visualType: 'chart-down',
    },
    {
      type: 'visual-story',
      id: 'the-believers',
      chapter: 'Chapter 1 · The Setup',
      title: 'The Believers',
      mainText:
        'Not everyone thought GameStop was doomed. Keith Gill, posting as Roaring Kitty on YouTube and under another name on Reddit, had argued since 2019 that the shares were too cheap: the company had cash, new consoles were coming, and the short sellers had crowded into a trade that could reverse.\n\nIn 2020 Ryan Cohen, co-founder of the pet-supplies retailer Chewy, built up a stake of almost 13% of the company. On 11 January 2021 GameStop agreed to put him and two colleagues on its board. Two days later the shares jumped 57% in a day.',
      narrative: {
        setup:
          'By mid-January the posts on r/wallstreetbets change tone. They are no longer only about value; they are about trapping the short sellers.',
        characterThoughts:
          'Half the people posting think it’s a good company at a cheap price. The other half just want to watch a hedge fund burn.',
      },
      definitions: ['meme-stock', 'short-squeeze'],
      keyPoint:
        'A crowded short is fragile: one piece of good news can send everyone rushing for the same small exit.',
      interactiveElements: [
        {
          id: 'wsb-growth',
          icon: '📈',
          label: 'r/wallstreetbets',
          tooltip: 'From about 2 million to over 8 million members',
          detail:
            'The forum had roughly 2 million members at the start of January 2021 and more than 8 million by early February, making it one of Reddit’s fastest-growing communities.',
        },
        {
          id: 'gill-testimony',
          icon: '🎙️',
          label: 'Keith Gill’s case',
          tooltip: 'He testified to Congress in February 2021',
          detail:
            'At a House Financial Services Committee hearing on 18 February 2021, Gill said he had bought the stock because he believed the company was undervalued, and that he had not urged others to buy it for his own benefit.',
        },
      ],
      visualType: 'computer',
    },
    {
      type: 'decision-point',
      id: 'decision-buy-in',
      chapter: 'Chapter 2 · The Squeeze',
      title: 'Friday 22 January 2021',
      mainText:
        'GameStop closed 2020 at $18.84. This Friday it closes at $65.01, up 51% in a single day. The forum is ecstatic. Maya has $2,000 in savings and her app is open on her phone.',
      situation: 'Everyone she follows online says the squeeze has not even started.',
      decision: {
        situation: 'Maya can buy shares, buy cheap short-dated call options, or do nothing.',
        context: {
          'GME price': '$65.01 (up from $18.84 on Dec 31)',
          'Short interest': 'over 100% of the float',
          'Maya’s savings': '$2,000',
          'A $100 call expiring Feb 5': 'priced per share, sold in contracts of 100 shares',
        },
        prompt: 'What does Maya do?',
        timeLimit: 'Market opens Monday',
        choices: [
          {
            id: 'buy-shares',
            effects: {
              set: {
                position: 'bought 30 shares at $65.01',
                shares: 30,
                cash: 49.7,
                holding: 'Maya’s 30 shares, bought at $65, are worth about $9,750.',
                valueNow: 9750,
                holdResult: 'leaving her 30 shares worth about $1,200',
                halfResult:
                  'Selling 15 shares at about $325 would have locked in about $4,900, well over twice her original $2,000,',
              },
            },
            title: 'Buy about 30 shares',
            description: 'Put $2,000 into the stock itself.',
            icon: '🛒',
            reward: 'If the squeeze comes, her shares could be worth several times what she paid.',
            risk: 'The price is already more than three times its level of a month ago; it could collapse.',
            consequence:
              'Five days later the shares closed at $347.51, making her 30 shares worth about $10,400. Anyone still holding on 19 February had about $1,200 in them, since the price had fallen to $40.59. Timing was everything.',
          },
          {
            id: 'buy-calls',
            effects: {
              set: {
                position: 'bought four $100 calls for $2,000',
                contracts: 4,
                cash: 0,
                holding:
                  'Maya’s four call contracts give her the right to buy 400 shares at $100 until 5 February. With the stock at $325 they are worth at least $90,000: $225 a share above the strike.',
                valueNow: 90000,
                holdResult:
                  'and on 5 February it closed at $63.77, below the $100 strike, so her calls expired worth nothing',
                halfResult:
                  'Selling two contracts at about $225 a share above the strike would have locked in about $45,000, more than twenty times her $2,000,',
              },
            },
            title: 'Buy call options',
            description:
              'Spend $2,000 on four contracts of calls with a $100 strike that expire on 5 February, at about $5 a share.',
            icon: '🎰',
            reward:
              'Options multiply gains: if GME goes far above $100 before 5 February, $2,000 could become tens of thousands.',
            risk: 'If GME is below $100 on 5 February, every dollar is lost.',
            consequence:
              'Such calls soared in value on 27 January. But on 5 February GameStop closed at $63.77, below the $100 strike, so anyone who held to expiry lost everything. Options reward being right about both direction and timing.',
          },
          {
            id: 'stay-out',
            effects: {
              set: {
                position: 'kept her $2,000 in the bank',
                holding:
                  'Maya stayed out, but her coworker Jess bought 30 shares at $65 and asks Maya what to do. They are worth about $9,750.',
                valueNow: 9750,
                holdResult: 'leaving Jess’s 30 shares worth about $1,200',
                halfResult:
                  'Selling 15 shares at about $325 would have locked in about $4,900 for Jess, well over twice her $2,000,',
              },
            },
            title: 'Stay out and watch',
            description: 'The price has tripled already. Keep the savings in the bank.',
            icon: '🍿',
            reward: 'No chance of losing her savings.',
            risk: 'Watching others post screenshots of life-changing gains.',
            consequence:
              'Maya would have missed the spike, and the crash. Many who bought late in the frenzy lost most of their stake; sitting out a frenzy is a real choice, not a failure.',
          },
        ],
      },
      lesson:
        'Buying after a stock has already tripled means betting that someone will pay even more, not that the company is cheap.',
      historicalNote:
        'Trading volume in GameStop on some January days exceeded its entire float several times over. Much of the buying came through app brokers like Robinhood.',
      definitions: ['call-option'],
      visualType: 'phone',
    },
    {
      type: 'visual-story',
      id: 'the-squeeze',
      chapter: 'Chapter 2 · The Squeeze',
      title: 'Three Days in January',
      mainText:
        'On Monday 25 January GameStop touched $159 before falling back. Melvin Capital announced that Citadel and Point72 were putting $2.75 billion into the fund. On Tuesday the stock closed at $147.98, and that evening Elon Musk posted a one-word tweet with a link to r/wallstreetbets. On Wednesday 27 January it closed at $347.51, up about 1,700% since New Year’s Eve.\n\nShort sellers were buying to get out, and many traders believed that dealers who had sold call options were being forced to buy shares too, though the SEC’s staff later found no evidence of such a “gamma squeeze” in GameStop. Cinema chain AMC, BlackBerry and other heavily shorted stocks surged alongside.',
      narrative: {
        setup: 'Maya’s phone buzzes with price alerts in the middle of a ward round.',
        characterThoughts:
          'People are posting that they won’t sell at any price. But somebody is selling to all these buyers, or the price couldn’t trade at all.',
      },
      definitions: ['gamma-squeeze', 'market-maker', 'short-squeeze'],
      keyPoint: 'In a squeeze, the price is set by who is forced to buy, not by what the company is worth.',
      interactiveElements: [
        {
          id: 'delta-hedging',
          icon: '⚙️',
          label: 'Why dealers buy',
          tooltip: 'Hedging sold calls',
          detail:
            'A market maker that sells a call is exposed if the price rises. To stay neutral it buys some shares, and as the price climbs toward the strike it must buy more. Huge call buying can therefore force real share buying.',
        },
        {
          id: 'paper-gains',
          icon: '🧾',
          label: 'Roaring Kitty’s position',
          tooltip: 'From about $53,000 to tens of millions',
          detail:
            'Keith Gill posted that his 2019 stake had been worth about $53,000. At the peak, his screenshots showed a position worth close to $48 million, on paper.',
        },
      ],
      visualType: 'ticker-rise',
    },
    {
      type: 'decision-point',
      id: 'decision-melvin',
      chapter: 'Chapter 3 · The Other Side',
      title: 'Inside the Hedge Fund',
      mainText:
        'Now see the squeeze from the other side. Imagine you run a fund like Melvin Capital, which managed about $12.5 billion at the start of 2021. Your GameStop short has gone from a small loss to a disaster in two weeks. Your lenders are watching, and every dollar the price rises costs you more.',
      situation:
        'Monday 25 January 2021. GME trades above $100. New money from Citadel and Point72 has just arrived.',
      decision: {
        situation: 'The fund must decide what to do with its short position.',
        context: {
          'Fund losses in January': 'heading toward about half its capital',
          'GME price': 'over $100, from under $20 in December',
          'Cash injection': '$2.75 billion',
          'Maximum loss on a short': 'unlimited',
        },
        prompt: 'What do you do with the short?',
        choices: [
          {
            id: 'cover-now',
            effects: { set: { fundMove: 'buy back the shares at once and take the loss' } },
            title: 'Buy back the shares and take the loss',
            description: 'Close the short position at once, whatever it costs.',
            icon: '🏳️',
            reward: 'Caps the loss and ends the risk of an even higher price.',
            risk: 'Locks in a huge loss, and your own buying pushes the price up further.',
            consequence:
              'This is roughly what Melvin did: Plotkin said on 27 January that the fund had closed its GameStop position the day before. Melvin lost about 53% in January and, after further losses, announced in May 2022 that it would wind down.',
          },
          {
            id: 'hold-short',
            effects: { set: { fundMove: 'hold the short and wait for the fall' } },
            title: 'Hold the short and wait for the fall',
            description: 'The company is still losing money; the price must come back down.',
            icon: '⏳',
            reward:
              'If you survive until the frenzy ends, the price does fall: by mid-February GME was near $40.',
            risk: 'A price of $347 two days later could trigger margin calls and force you out at the top.',
            consequence:
              'Being right in the end is worthless if you cannot survive the middle. A fund forced to buy at the 27 January peak would have lost far more than Melvin did.',
          },
          {
            id: 'add-to-short',
            effects: { set: { fundMove: 'short even more at over $100' } },
            title: 'Short even more at these “crazy” prices',
            description: 'The stock is absurdly overvalued. Double down.',
            icon: '🎲',
            reward: 'Maximum profit if the bubble pops tomorrow.',
            risk: 'The price tripled again within two days.',
            consequence:
              'Shorting a squeeze in progress is how funds are wiped out. Anyone who added at $100 on Monday faced a loss of over 240% on the new position by Wednesday’s close.',
          },
        ],
      },
      lesson:
        'An old saying, often credited to John Maynard Keynes though it has never been found in his writings, warns that the market can stay irrational longer than you can stay solvent. Position size and leverage decide who survives.',
      historicalNote:
        'Short sellers as a group lost billions of dollars on GameStop in January 2021. Some other funds had already covered; some new short sellers profited when the price fell back in February.',
      definitions: ['margin-call', 'hedge-fund'],
      visualType: 'market-floor',
    },
    {
      type: 'story',
      id: 'robinhood-restrictions',
      chapter: 'Chapter 4 · The Plug Is Pulled',
      title: 'Thursday, January 28: “Position Closing Only”',
      mainText:
        'At about 5 a.m. Robinhood received a demand from the National Securities Clearing Corporation: deposit about $3.7 billion by the morning, many times its usual requirement. Stock trades took two business days to settle, and the clearing house wanted cash to cover the risk that Robinhood could not pay for its customers’ purchases in that window.\n\nRobinhood stopped customers from buying GameStop, AMC and eleven other stocks; they could only sell. The clearing house then cut its demand to about $1.4 billion. Other brokers imposed limits too. GameStop hit $483 early that day and closed at $193.60.',
      narrative: {
        setup: 'Maya opens the app before her shift. The Buy button for GME is gone.',
        characterThoughts:
          'I can sell but I can’t buy? It feels rigged. But if the broker really couldn’t cover the trades, what would have happened to my account?',
      },
      definitions: ['clearing-house', 'settlement-cycle', 'payment-for-order-flow'],
      keyPoint:
        'Behind every trade button is plumbing, and when the plumbing needs cash, brokers can stop you trading.',
      interactiveElements: [
        {
          id: 'conspiracy',
          icon: '🕵️',
          label: 'Was it a conspiracy?',
          tooltip: 'Anger at Citadel and Robinhood',
          detail:
            'Many users believed Robinhood acted to help hedge funds, since Citadel Securities paid it for order flow and Citadel had just invested in Melvin. Congressional hearings and regulators examined the episode and pointed to the clearing-deposit demand as the reason for the restrictions.',
        },
        {
          id: 'fundraising',
          icon: '🏦',
          label: 'Robinhood’s scramble',
          tooltip: 'About $3.4 billion raised in days',
          detail:
            'To meet the demands and reopen buying, Robinhood raised about $1 billion from its investors on 29 January and another $2.4 billion in early February.',
        },
      ],
      visualType: 'lightning',
    },
    {
      type: 'decision-point',
      id: 'decision-hold-or-sell',
      chapter: 'Chapter 4 · The Plug Is Pulled',
      title: 'Diamond Hands?',
      mainText:
        'Friday 29 January. GameStop rebounds to close at $325. {holding} The forum says selling is betrayal; anyone who holds has “diamond hands”. Her rent is due and her car needs repairs.',
      situation: 'The buying restrictions are still partly in place. No one knows if the squeeze is over.',
      decision: {
        situation: 'A decision about the position has to be made over the weekend.',
        context: {
          'Cost on 22 January': '$2,000',
          'Value at Friday close': 'about {valueNow}',
          'Peak that week': '$483 intraday, Thursday',
          'Forum mood': 'hold at any price',
        },
        prompt: 'What should be done with it?',
        choices: [
          {
            id: 'hold-all',
            effects: { set: { sellShare: 0, weekendMove: 'hold everything' } },
            title: 'Hold everything',
            description: 'Stay loyal to the crowd and wait for the “real” squeeze.',
            icon: '💎',
            reward: 'If the price runs to $1,000 as some predicted, a small fortune.',
            risk: 'Her gain could vanish as fast as it came.',
            consequence:
              'GameStop fell to $90 on 2 February and $40.59 by 19 February, {holdResult}. It spiked again in March and June 2021 toward $200–$300, so patient holders had second chances, but many sold in panic in February.',
          },
          {
            id: 'sell-half',
            effects: { set: { sellShare: 0.5, weekendMove: 'sell half' } },
            title: 'Sell half, keep half',
            description: 'Take her money back plus a profit, and let the rest ride.',
            icon: '⚖️',
            reward: 'Rent and repairs are paid whatever happens; she keeps some exposure.',
            risk: 'Regret if the price goes to the moon; taxes on the short-term gain.',
            consequence:
              '{halfResult} whatever happened next. Taking some profit is how many professionals manage a position they can no longer value.',
          },
          {
            id: 'sell-all',
            effects: { set: { sellShare: 1, weekendMove: 'sell everything' } },
            title: 'Sell everything',
            description: 'She came for a fair price and got a windfall. Walk away.',
            icon: '🚪',
            reward: 'About {valueNow - 2000:usd} of profit, locked in.',
            risk: 'Feeling like a traitor to the forum, and missing any further rise.',
            consequence:
              'Within three weeks the price was down nearly 90% from this level. Selling into strength, while others are euphoric, was the best decision available that weekend.',
          },
        ],
      },
      lesson: 'A profit is only real when you take it; a crowd’s slogans do not pay your rent.',
      historicalNote:
        'Short-term gains on shares held for under a year are taxed in the US as ordinary income, a detail many first-time winners discovered the following April.',
      definitions: ['meme-stock'],
      visualType: 'coins',
    },
    {
      type: 'visual-story',
      id: 'aftermath',
      chapter: 'Chapter 5 · The Aftermath',
      title: 'Hearings, Reports and a Shorter Settlement',
      mainText:
        'On 18 February 2021 the House Financial Services Committee questioned Vlad Tenev, Citadel’s Ken Griffin, Gabe Plotkin, Reddit’s Steve Huffman and Keith Gill.\n\nIn October 2021 the SEC’s staff published its report on the episode. It found that short sellers buying back their shares made up only a small part of the buying and that there was no evidence of a “gamma squeeze” from options dealers; the rally was driven mainly by waves of buying from investors enthusiastic about the stock. Some academics later argued the staff had underestimated short covering.\n\nThe report also raised questions about payment for order flow, apps that make trading feel like a game, and the risks of the two-day settlement cycle. In May 2024 US stocks moved to settlement in one business day. GameStop itself used the high price to sell new shares, raising about $1.7 billion in April and June 2021 and redeeming its outstanding bonds.',
      definitions: ['settlement-cycle', 'payment-for-order-flow', 'securities-and-exchange-commission'],
      keyPoint:
        'The winners of a squeeze are often not the crowd but whoever can sell to it, including the company itself.',
      interactiveElements: [
        {
          id: 'sec-report',
          icon: '📄',
          label: 'SEC staff report',
          tooltip: 'Staff Report on Equity and Options Market Structure Conditions in Early 2021',
          detail:
            'Dated 14 October and released 18 October 2021. It examined trading in GameStop and other meme stocks, the broker restrictions and the clearing deposits, and suggested areas for further study rather than finding a single villain.',
        },
        {
          id: 't-plus-one',
          icon: '⏱️',
          label: 'T+1',
          tooltip: 'Settlement shortened to one day',
          detail:
            'The SEC adopted the shorter cycle in February 2023, and it took effect on 28 May 2024. Less time between trade and settlement means less risk for the clearing house to cover, and smaller deposits in a frenzy.',
        },
      ],
      visualType: 'courtroom',
    },
    {
      type: 'interactive',
      id: 'winners-losers',
      chapter: 'Chapter 5 · The Aftermath',
      title: 'Who Won, Who Lost?',
      mainText: 'The same price chart, five very different outcomes.',
      comparison: {
        columns: ['Early believers', 'Late buyers', 'Melvin Capital', 'Robinhood', 'GameStop (the company)'],
        rows: [
          {
            label: 'Way in',
            values: [
              'Bought at $3–$20 in 2019–2020',
              'Bought near $300 on Jan 27–29',
              'Shorted the stock before 2021',
              'Processed millions of trades',
              'Had about 70 million shares outstanding',
            ],
          },
          {
            label: 'What happened',
            values: [
              'Huge gains for those who sold near the top',
              'Lost most of their money within weeks',
              'Lost about 53% in January; wound down in 2022',
              'Had to raise about $3.4bn and faced public fury',
              'Sold new shares and repaid its bonds',
            ],
          },
          {
            label: 'The lesson',
            values: [
              'Research plus patience, then discipline to sell',
              'Chasing a spike is a bet on an even bigger fool',
              'A crowded short with no size limit can ruin a fund',
              'Zero commissions do not mean zero risk for a broker',
              'Use a high share price to strengthen the business',
            ],
          },
        ],
      },
      keyPoint: 'In a frenzy, when you buy and when you sell matter more than what you own.',
      visualType: 'scale',
    },
    gamestopSqueeze2021Chart,
    {
      type: 'quiz',
      id: 'quiz',
      chapter: 'Check Your Understanding',
      title: 'GameStop Quiz',
      questions: [
        {
          question: 'How could short interest in GameStop be above 100% of its float?',
          options: [
            'GameStop issued extra shares that were set aside for short sellers to borrow',
            'A borrowed share, once sold, could be lent and shorted again by its new owner',
            'Short sellers had bought more shares than GameStop had ever issued',
            'Short interest counts options sold on the stock as well as shares sold short',
          ],
          correct: 1,
          explanation:
            'When a shorted share is sold, its buyer’s broker can lend it out again. The same share can therefore back more than one short position, so total short interest can exceed the float, which means more forced future buyers than freely traded shares.',
        },
        {
          question: 'Why did Robinhood stop customers buying GameStop on 28 January 2021?',
          options: [
            'The SEC ordered every broker to halt trading in GameStop for the day',
            'GameStop asked brokers to stop the trading to protect its shareholders',
            'Its clearing house demanded a far bigger cash deposit for unsettled trades',
            'The New York Stock Exchange delisted the shares for the rest of the week',
          ],
          correct: 2,
          explanation:
            'The NSCC asked Robinhood for about $3.7 billion to cover the risk of its customers’ unsettled trades under the two-day settlement cycle. Limiting purchases reduced that risk and the deposit was cut to about $1.4 billion.',
        },
        {
          question:
            'GameStop closed at $347.51 on 27 January 2021 and at $40.59 on 19 February. About how much did a buyer at the 27 January close lose?',
          options: ['About 47%', 'About 74%', 'About 88%', 'About 96%'],
          correct: 2,
          explanation:
            'The fall was $347.51 − $40.59 = $306.92, and $306.92 ÷ $347.51 is about 0.88. A $1,000 purchase at the top was worth about $117 three weeks later: timing, not the stock, decided who won.',
          kind: 'calculation',
        },
        {
          question: 'Why can a short seller lose more than the money put in?',
          options: [
            'Short sellers pay double commissions on every trade they make',
            'A share price has no upper limit, and the shares must be bought back at any price',
            'The exchange fines short sellers each day that the share price closes higher',
            'A short sale must be repaid with twice as many shares as were first borrowed',
          ],
          correct: 1,
          explanation:
            'A buyer can lose at most what was paid. A short seller sold borrowed shares and must return them, so if the price goes from $20 to $300, the loss is $280 a share, many times the original price.',
        },
      ],
      keyPoint: 'Short interest and settlement plumbing explain both the squeeze and its sudden stop.',
      visualType: 'newspaper',
    },
    {
      type: 'reflection',
      id: 'reflection',
      chapter: 'Epilogue',
      title: 'David, Goliath and the Crowd',
      prompt:
        'GameStop was told as a story of small investors beating Wall Street. The real picture was messier: some small investors won, many lost, and some professionals profited handsomely.',
      questions: [
        'Was the squeeze a protest, an investment or a gamble, and does the answer change who is to blame for the losses?',
        'Should a broker be allowed to stop you buying a stock? What would you want it to tell you when it does?',
        'How would you tell the difference between good research shared online and a crowd chasing a price?',
        'Should short selling be limited, or does it help markets by exposing overpriced companies?',
      ],
      finalThought:
        'Markets reward being right, at the right time, with money you can afford to lose. The crowd can give you courage, but it cannot give you timing.',
      visualType: 'globe',
    },
    {
      type: 'summary',
      id: 'summary',
      chapter: 'Epilogue',
      title: 'What You Learned',
      conceptLearned:
        'A heavily shorted stock can explode upward when buyers and forced buyers pile in at once, and market plumbing such as clearing deposits can suddenly change who is able to trade.',
      ending: {
        intro: 'Your choices beside what happened to people of the time.',
        rows: [
          {
            label: 'On 22 January Maya',
            yours: '{position}',
            history:
              'Millions of new app investors piled in that week. GameStop closed at $65.01 that Friday.',
          },
          {
            label: 'Playing the hedge fund, you chose to',
            yours: '{fundMove}',
            history:
              'Melvin Capital closed its GameStop short on 26 January, lost about 53% in January and wound down in 2022.',
          },
          {
            label: 'On 29 January the call was to',
            yours: '{weekendMove}',
            history: 'The forum urged holding at any price. Many held, then sold in panic in February.',
          },
          {
            label: 'Maya’s $2,000 by 19 February',
            yours:
              '{cash + shares * 40.59 + shares * 284.41 * sellShare + contracts * 22500 * sellShare:usd}',
            history:
              'GameStop closed at $40.59 on 19 February, down from $347.51 on 27 January. Holders who bought near $300 lost most of their money.',
          },
        ],
      },
      keyTakeaways: [
        'Short sellers borrow and sell shares hoping to buy back lower; their possible losses have no ceiling.',
        'Short interest above 100% of the float left GameStop shorts exposed to a squeeze when buyers flooded in.',
        'Call option buying can force dealers to buy shares too, though the SEC staff found no evidence that this drove GameStop’s rise.',
        'Robinhood’s 28 January restrictions came from a clearing-house deposit demand under the T+2 settlement cycle.',
        'GameStop closed at $347.51 on 27 January 2021 and at $40.59 on 19 February: timing decided who won.',
        'The SEC staff report (October 2021) found buying enthusiasm, not short covering or dealer hedging, drove most of the rise.',
      ],
      nextSteps: [
        'Try the Efficient Market Hypothesis lesson: can prices be “right” in a frenzy like this?',
        'Compare with the tulip mania and the dot-com bubble: what is the same, what is new?',
        'Read the SEC staff report’s executive summary.',
      ],
      visualType: 'chart-up',
    },
  ],
  sources: [
    {
      title: 'Staff Report on Equity and Options Market Structure Conditions in Early 2021',
      author: 'US Securities and Exchange Commission staff',
      year: 2021,
      publisher:
        'US Securities and Exchange Commission, dated 14 October and released 18 October 2021 (section 3.4 and figure 6: short interest above shares outstanding, short covering a small part of buy volume; the options discussion: no evidence of a gamma squeeze; the clearing section: the NSCC’s demand of about $3.7 billion from Robinhood on 28 January, cut to about $1.4 billion)',
      url: 'https://www.sec.gov/files/staff-report-equity-options-market-struction-conditions-early-2021.pdf',
    },
    {
      title:
        'Game Stopped: How the Meme Stock Market Event Exposed Troubling Business Practices, Inadequate Risk Management, and the Need for Legislative and Regulatory Reform',
      author: 'US House Committee on Financial Services (majority staff)',
      year: 2022,
      publisher: 'US House of Representatives, June 2022',
    },
    {
      title:
        'Game Stopped? Who Wins and Loses When Short Sellers, Social Media, and Retail Investors Collide (Part I)',
      author: 'US House Committee on Financial Services',
      year: 2021,
      publisher:
        'Hearing of 18 February 2021 (witnesses Tenev, Griffin, Plotkin, Huffman, Gill and Jennifer Schulp; Gill’s written testimony on buying from 2019)',
    },
    {
      title: 'Annual Report on Form 10-K for the fiscal year ended 30 January 2021',
      author: 'GameStop Corp.',
      year: 2021,
      publisher:
        'US Securities and Exchange Commission (EDGAR), filed March 2021 (net loss of $470.9 million for fiscal 2019; shares outstanding about 70 million)',
    },
    {
      title: 'Form S-1 Registration Statement',
      author: 'Robinhood Markets, Inc.',
      year: 2021,
      publisher:
        'US Securities and Exchange Commission (EDGAR), filed 1 July 2021 (12.5 million net cumulative funded accounts at 31 December 2020; the 28 January clearing deposit and the $3.4 billion raised)',
    },
    {
      title:
        'The Antisocial Network: The GameStop Short Squeeze and the Ragtag Group of Amateur Traders That Brought Wall Street to Its Knees',
      author: 'Ben Mezrich',
      year: 2021,
      publisher: 'Grand Central Publishing',
    },
    {
      title:
        'Schedule 13D/A on GameStop Corp. common stock (December 2020 amendment reporting 9.0 million shares, 12.9% of the class)',
      author: 'RC Ventures LLC and Ryan Cohen',
      year: 2020,
      publisher: 'US Securities and Exchange Commission (EDGAR)',
    },
  ],
};
