import type { GlossaryEntry, Lesson } from '../schema';

// The protagonist is a composite early adopter; the dates, prices, firms and court cases are real.
// Prices are approximate market prices in US dollars, which differed between exchanges.

export const glossary: Record<string, GlossaryEntry> = {
  cryptocurrency: {
    text: 'Cryptocurrency',
    definition:
      'Digital money that runs on a shared computer network instead of a bank or government, using cryptography to prove who owns what and to stop the same coin being spent twice.',
  },
  blockchain: {
    text: 'Blockchain',
    definition:
      'A public record of every transaction, grouped into blocks that are chained together in order. Thousands of computers keep copies, so no single party can quietly change the history.',
  },
  'bitcoin-mining': {
    text: 'Mining',
    definition:
      'The work of adding new blocks to the Bitcoin blockchain. Miners compete to solve a hard computing puzzle; the winner adds the next block and receives newly created bitcoins plus transaction fees.',
  },
  'proof-of-work': {
    text: 'Proof of work',
    definition:
      'A way to secure a network by making anyone who adds a block spend real computing power and electricity. Rewriting past transactions would require redoing all that work, which is why it is practically impossible.',
  },
  'private-key': {
    text: 'Private key',
    definition:
      'A long secret number that proves you own your bitcoins and lets you spend them. Whoever has the key controls the coins; if it is lost, the coins are lost forever.',
  },
  halving: {
    text: 'Halving',
    definition:
      'The cut in half of the new bitcoins paid to miners, every 210,000 blocks (about four years): from 50 per block in 2009 to 3.125 after April 2024. It is why the total supply can never exceed 21 million.',
  },
  'initial-coin-offering': {
    text: 'Initial coin offering (ICO)',
    definition:
      'A way for a start-up to raise money by selling newly created digital tokens directly to the public, often with only a white paper and a promise. US regulators later treated many of them as securities sold without the registration the law requires.',
  },
  ftx: {
    text: 'FTX',
    definition:
      'A cryptocurrency exchange founded in 2019 by Sam Bankman-Fried, one of the world’s largest by 2022. It collapsed within a week in November 2022, when it came out that it had lent customers’ money to its sister trading firm, Alameda Research; it filed for bankruptcy on 11 November with about $8 billion of customer money missing. Bankman-Fried was convicted of fraud in 2023 and sentenced to 25 years in prison.',
  },
  'crypto-exchange': {
    text: 'Crypto exchange',
    definition:
      'A company where people buy and sell cryptocurrencies for ordinary money. Coins left on an exchange are held by the company, so customers depend on it staying honest and solvent.',
  },
  'self-custody': {
    text: 'Self-custody',
    definition:
      'Holding your own private keys, in a software or hardware wallet, instead of leaving coins with an exchange. It removes the risk of the company failing but adds the risk of losing the keys yourself.',
  },
  stablecoin: {
    text: 'Stablecoin',
    definition:
      'A token designed to stay worth a fixed amount, usually $1, either by holding reserves of dollars and bonds or, riskier, by an algorithm. The algorithmic stablecoin TerraUSD collapsed in May 2022.',
  },
  terra: {
    text: 'TerraUSD and Luna (Terra)',
    definition:
      'A crypto network run by the Singapore firm Terraform Labs. Its stablecoin, TerraUSD (UST), held no dollar reserves: its $1 price rested on traders being able to swap one TerraUSD for $1 of newly created Luna, its sister token, and back. A savings product advertised as paying about 20% on TerraUSD drew in billions. In May 2022 TerraUSD lost its peg; holders swapped it for Luna, whose supply ballooned, and both tokens collapsed within days, erasing about $40 billion of value.',
  },
  'darknet-market': {
    text: 'Darknet market',
    definition:
      'A website reachable only through anonymity software such as Tor, where goods, often illegal ones, are sold for cryptocurrency.',
  },
};

export const lesson: Lesson = {
  id: 'bitcoin',
  title: 'Bitcoin: From White Paper to Wall Street',
  subtitle: 'Fifteen years of booms, busts and a new kind of money',
  concept: 'Digital scarcity, speculation and custody risk',
  description:
    'In 2008 an unknown author calling themselves Satoshi Nakamoto proposed money that needs no bank. Follow an early adopter through the Silk Road shutdown, the 2017 ICO frenzy, two crypto winters including the fall of FTX, and the arrival of Wall Street with spot ETFs in 2024, and learn what makes Bitcoin valuable, volatile and risky to hold.',
  preview:
    'Pizza for 10,000 bitcoins, a drug market, an ICO frenzy, an exchange that vanished and an ETF on Wall Street.',
  difficulty: 'Intermediate',
  estimatedTime: '25 minutes',
  type: 'enhanced',
  category: 'innovations',
  icon: '₿',
  color: { from: 'orange', to: 'amber' },
  year: 2009,
  topics: ['Market Bubbles', 'Currency Markets', 'Market Psychology', 'Monetary Policy'],
  xp: 100,
  character: {
    name: 'Alex Novak',
    age: 21,
    profession: 'Computer science student, later software engineer',
    icon: '🧑‍💻',
    color: 'from-orange-400 to-amber-600',
    background:
      'Alex is a composite character, not a real person, built from the stories of early Bitcoin users. In 2010 Alex is a student in Pittsburgh who reads about Bitcoin on a programming forum, mines some coins on a home computer and then lives through every boom and bust that follows.',
    traits: ['Technically curious', 'Distrustful of banks after 2008', 'Impulsive', 'Learns from mistakes'],
    historical: false,
  },
  supportingCharacters: [
    {
      name: 'Satoshi Nakamoto',
      role: 'Pseudonymous creator of Bitcoin (real identity unknown)',
      icon: '👤',
      influence:
        'Published the white paper in 2008 and launched the network in 2009. Made a last public forum post on 12 December 2010 and stopped writing to other developers in 2011.',
    },
    {
      name: 'Hal Finney',
      role: 'Cryptographer and first person to receive a bitcoin transaction (real figure, 1956–2014)',
      icon: '🔐',
      influence:
        'Ran the software on its first days and received 10 bitcoins from Satoshi on 12 January 2009.',
    },
    {
      name: 'Ross Ulbricht',
      role: 'Founder of the Silk Road darknet market (real figure)',
      icon: '🕸️',
      influence:
        'Arrested in October 2013 and sentenced to life in prison in 2015; pardoned by President Trump in January 2025.',
    },
    {
      name: 'Sam Bankman-Fried',
      role: 'Founder of the FTX exchange (real figure)',
      icon: '🏝️',
      influence:
        'His exchange collapsed in November 2022; he was convicted of fraud in 2023 and sentenced to 25 years in prison.',
    },
  ],
  concepts: [
    { id: 'blockchain-basics', name: 'Blockchain, mining and proof of work', level: 'beginner' },
    { id: 'digital-scarcity', name: 'Fixed supply and halvings', level: 'beginner' },
    { id: 'custody-risk', name: 'Custody risk: exchanges versus your own keys', level: 'intermediate' },
    { id: 'speculative-cycles', name: 'Boom-and-bust cycles in new assets', level: 'intermediate' },
    { id: 'regulation-adoption', name: 'Regulation and institutional adoption', level: 'advanced' },
  ],
  storyState: [
    { key: 'coins', label: 'Bitcoins Alex holds', initial: 100, format: 'number' },
    { key: 'cash', label: 'Dollars from selling', initial: 0, format: 'usd' },
    { key: 'house', label: 'Home bought in 2017', initial: 0, format: 'usd' },
    { key: 'tokens', label: 'ICO tokens', initial: 0, format: 'usd' },
    { key: 'onFtx', label: 'Bitcoins on FTX', initial: 0, format: 'number' },
    { key: 'ftxClaim', label: 'FTX claim, repaid in cash', initial: 0, format: 'usd' },
    { key: 'y2013', label: 'October 2013', format: 'text' },
    { key: 'y2017', label: 'December 2017', format: 'text' },
    { key: 'y2022', label: 'November 2022', format: 'text' },
  ],
  pages: [
    {
      type: 'cover',
      id: 'cover',
      title: 'Bitcoin',
      subtitle: 'From a nine-page white paper to Wall Street',
      mainText:
        'In early 2010 a bitcoin was worth less than a cent. In December 2024 one changed hands for more than $100,000. In between it fell by over 70% at least three times. This is the story of a new kind of money and of the people who bought, lost and fought over it.',
      visualType: 'coins',
      startButtonText: 'Download the wallet',
    },
    {
      type: 'character-intro',
      id: 'meet-alex',
      chapter: 'Prologue · 2010',
      title: 'Meet Alex Novak',
      narrative: {
        setup:
          'Alex is 21 and studying computer science in Pittsburgh. In early 2010 a post on a programming forum links to something called Bitcoin: free software that creates a currency no bank or government controls.',
        situation:
          'Alex runs the program on a desktop computer overnight. Within weeks it has earned a few hundred bitcoins. They are worth almost nothing; nobody Alex knows would accept one.',
        characterThoughts:
          'After the 2008 bailouts, money that no one can print more of sounds like a good idea. Or it’s just a fun experiment. Either way, it only costs me electricity.',
      },
      definitions: ['cryptocurrency', 'bitcoin-mining'],
      interactiveElements: [
        {
          id: 'pizza',
          icon: '🍕',
          label: 'Bitcoin Pizza Day',
          tooltip: '22 May 2010',
          detail:
            'Programmer Laszlo Hanyecz paid 10,000 bitcoins, then worth about $41, for two Papa John’s pizzas ordered for him by another forum user. It is remembered as the first time bitcoin bought a real-world good. At December 2024 prices those coins were worth about a billion dollars.',
        },
      ],
      visualType: 'computer',
    },
    {
      type: 'visual-story',
      id: 'white-paper',
      chapter: 'Chapter 1 · Genesis',
      title: 'A Nine-Page Idea',
      mainText:
        'On 31 October 2008, six weeks after Lehman Brothers failed, someone calling themselves Satoshi Nakamoto emailed a cryptography mailing list a nine-page paper: “Bitcoin: A Peer-to-Peer Electronic Cash System”. The problem it solved was double spending: how to stop a digital coin, which is just data, being copied and spent twice, without a bank keeping the ledger. The answer was a public ledger (the blockchain) kept by everyone, with new blocks added by miners who must burn computing power to earn the right.\n\nOn 3 January 2009 Satoshi mined the first, or genesis, block, and embedded in it a headline from that day’s Times of London about a second bank bailout. New coins would be issued on a fixed schedule, halving every four years, never exceeding 21 million.',
      definitions: ['blockchain', 'proof-of-work', 'halving', 'private-key'],
      keyPoint: 'Bitcoin replaced trust in a bank with a public ledger that is very expensive to fake.',
      interactiveElements: [
        {
          id: 'double-spend',
          icon: '👯',
          label: 'Double spending',
          tooltip: 'The problem digital cash had to solve',
          detail:
            'Copying a music file is easy, so copying a digital coin would be too. Earlier digital cash schemes relied on a central company to check every payment. Bitcoin lets the network agree on one history of payments instead.',
        },
        {
          id: 'supply-cap',
          icon: '🧮',
          label: '21 million',
          tooltip: 'A fixed supply',
          detail:
            'Miners received 50 new bitcoins per block at first, then 25 from 2012, 12.5 from 2016, 6.25 from 2020 and 3.125 from 2024. Because each step halves, the total approaches 21 million and the last fractions will be issued around 2140.',
        },
        {
          id: 'satoshi-gone',
          icon: '👻',
          label: 'Who is Satoshi?',
          tooltip: 'Still unknown',
          detail:
            'Satoshi’s last public forum post was on 12 December 2010; private emails to other developers stopped in the spring of 2011. Coins thought to belong to Satoshi, roughly a million of them, have never moved. Many people have been named as Satoshi; none has been proven.',
        },
      ],
      visualType: 'newspaper',
    },
    {
      type: 'story',
      id: 'silk-road',
      chapter: 'Chapter 2 · The Silk Road Crisis',
      title: '2 October 2013: The Dread Pirate Falls',
      mainText:
        'Bitcoin’s first big real-world use was not pizza but a darknet market. Silk Road, launched in 2011, let people buy drugs and other illegal goods anonymously, paying in bitcoin. The FBI’s complaint against its founder said it had handled sales worth about 9.5 million bitcoins, around $1.2 billion at the prices of the time.\n\nOn 1 October 2013 agents arrested its founder, Ross Ulbricht, in a San Francisco public library, and the next day they shut the site down and began seizing its bitcoins. On Mt. Gox, then one of the biggest exchanges, the price fell from about $140 to around $110 within hours, as headlines linked Bitcoin to crime.',
      narrative: {
        setup:
          'Alex, now a junior software engineer, still holds 100 bitcoins, worth about $14,000 the day before.',
        characterThoughts:
          'If the main thing people used bitcoin for was buying drugs, what is it worth now? On the other hand, the network didn’t go down, only a website did.',
      },
      definitions: ['darknet-market', 'blockchain'],
      keyPoint: 'A public ledger is not anonymous: every transaction stays on the record forever.',
      interactiveElements: [
        {
          id: 'pseudonymous',
          icon: '🔍',
          label: 'Pseudonymous, not anonymous',
          tooltip: 'The blockchain is a permanent trail',
          detail:
            'Addresses on the blockchain have no names attached, but every payment between them is public forever. Investigators have used this trail in many later cases, including the recovery of bitcoins stolen from the Bitfinex exchange.',
        },
        {
          id: 'ulbricht-sentence',
          icon: '⚖️',
          label: 'Life sentence',
          tooltip: 'Sentenced in May 2015, pardoned in 2025',
          detail:
            'Ulbricht was convicted of charges including money laundering and drug trafficking conspiracy and sentenced to life without parole. President Trump granted him a full pardon on 21 January 2025.',
        },
      ],
      visualType: 'courtroom',
    },
    {
      type: 'decision-point',
      id: 'decision-silk-road',
      chapter: 'Chapter 2 · The Silk Road Crisis',
      title: 'Sell, Hold or Buy?',
      mainText:
        'The next morning the price has already steadied near $120. Alex keeps most coins on Mt. Gox, a Tokyo exchange that had handled most of the world’s bitcoin trading and is now notorious for slow withdrawals.',
      decision: {
        situation: 'Alex must decide what to do with 100 bitcoins after the Silk Road shutdown.',
        context: {
          'Price before the shutdown': 'about $140',
          'Price after': 'about $110–120',
          'Where the coins are': 'mostly on the Mt. Gox exchange',
          'Alex’s savings outside bitcoin': 'about $4,000',
        },
        prompt: 'What does Alex do?',
        choices: [
          {
            id: 'sell-all',
            title: 'Sell everything',
            description: 'Bitcoin’s reputation is ruined. Take about $12,000 and move on.',
            icon: '🚪',
            reward: 'A certain, solid sum of money, and no more worry.',
            risk: 'Missing any recovery.',
            consequence:
              'By late November 2013 bitcoin passed $1,000, so selling meant missing a roughly eightfold rise. But it also meant getting out before Mt. Gox failed.',
            effects: { set: { coins: 0, cash: 12000, y2013: 'Sold all 100 coins for about $12,000' } },
          },
          {
            id: 'hold-on-exchange',
            title: 'Hold, and leave the coins on Mt. Gox',
            description: 'The network is fine; the exchange is convenient.',
            icon: '🏦',
            reward: 'Full benefit of any rebound.',
            risk: 'The exchange itself might fail.',
            consequence:
              'The price soared above $1,000 within two months. Then in February 2014 Mt. Gox halted withdrawals and filed for bankruptcy, saying about 850,000 bitcoins were missing. Customers waited until 2024 to receive partial repayments.',
            effects: { add: { coins: -60 }, set: { y2013: 'Held; lost the 60 coins left on Mt. Gox' } },
          },
          {
            id: 'withdraw-and-hold',
            title: 'Withdraw the coins to a private wallet and hold',
            description: 'Move the coins to keys only Alex controls, then wait.',
            icon: '🔑',
            reward: 'Full benefit of any rebound, without trusting an exchange.',
            risk: 'Lose the keys or the computer, and the coins are gone forever.',
            consequence:
              'This was the choice that survived both the boom and Mt. Gox. But holding was a test of nerve: after its late-2013 peak, bitcoin fell below $200 in January 2015.',
            effects: { set: { y2013: 'Withdrew all 100 coins to a wallet' } },
          },
        ],
      },
      lesson:
        'With bitcoin there are two separate risks: the price falling, and the company holding your coins failing.',
      historicalNote:
        'Mt. Gox filed for bankruptcy protection in Tokyo on 28 February 2014, saying about 850,000 bitcoins were missing. About 200,000 of them were later found in an old wallet; the rest had been stolen over several years.',
      definitions: ['crypto-exchange', 'self-custody', 'counterparty-risk'],
      visualType: 'vault',
    },
    {
      type: 'visual-story',
      id: 'ico-boom',
      chapter: 'Chapter 3 · The 2017 ICO Boom',
      title: 'Everyone Gets a Coin',
      mainText:
        'Ethereum, launched in 2015, let anyone create their own token with a few lines of code. In 2017 start-ups raised billions of dollars by selling such tokens in initial coin offerings, often with nothing but a white paper and a website. Tezos raised about $232 million in July; Filecoin about $257 million in the summer. In July the US SEC warned that tokens sold in such offerings may be securities subject to its rules, and in September China banned ICOs outright.\n\nBitcoin rose from about $1,000 at the start of 2017 to nearly $20,000 in mid-December, the week futures contracts on it began trading in Chicago.',
      narrative: {
        setup:
          'Colleagues who had never mentioned bitcoin now ask Alex how to buy it. A cousin asks whether to put college savings into a token sale for a blockchain dating app.',
        characterThoughts:
          'When my cousin’s hairdresser is asking about tokens, something is off. But I said that at $2,000 too.',
      },
      definitions: ['initial-coin-offering', 'speculative-bubble', 'securities-and-exchange-commission'],
      keyPoint: 'When raising money becomes effortless, the projects get worse and the promises get bigger.',
      interactiveElements: [
        {
          id: 'ico-total',
          icon: '💰',
          label: 'How much was raised?',
          tooltip: 'Billions in 2017, more in 2018',
          detail:
            'Estimates vary by source, but ICOs raised roughly $5–6 billion in 2017 and more again in early 2018, including about $4 billion for EOS over a year-long sale.',
        },
        {
          id: 'dao-report',
          icon: '📜',
          label: 'The SEC’s DAO report',
          tooltip: '25 July 2017',
          detail:
            'Investigating a failed 2016 token project called The DAO, the SEC concluded its tokens were securities. The message to ICO promoters: selling investment tokens to the public without registering can break US law. Many later faced enforcement actions.',
        },
      ],
      visualType: 'bubble',
    },
    {
      type: 'decision-point',
      id: 'decision-2017-peak',
      chapter: 'Chapter 3 · The 2017 ICO Boom',
      title: '17 December 2017',
      mainText:
        'Bitcoin touches nearly $20,000. Alex’s {coins} coins are worth about {coins * 19500:usd}, more than Alex expects to earn in ten years as an engineer. Online, people predict $100,000 by next Christmas.',
      variants: [
        {
          when: { coins: 0 },
          mainText:
            'Bitcoin touches nearly $20,000. The 100 coins Alex sold for about $12,000 in 2013 would now be worth about $1,950,000. Online, people predict $100,000 by next Christmas, and Alex wonders whether to buy back in.',
          // Alex sold in 2013: the choices are about the money from that sale, not about coins.
          context: {
            'Bitcoin price': 'about $19,500',
            'Rise in 2017': 'nearly 2,000%',
            'Alex’s money': '{cash} from the 2013 sale, and no bitcoins',
            'Hot trend': 'ICO tokens promising 100× returns',
          },
          choices: [
            {
              id: 'rotate-to-icos',
              title: 'Put the 2013 money into ICO tokens',
              description: 'Skip bitcoin this time; the new tokens are where the big gains are.',
              reward: 'If one token becomes the next Ethereum, enormous gains.',
              risk: 'Most start-ups fail, and some token sales are outright frauds.',
              effects: {
                compute: { tokens: 'cash' },
                set: { cash: 0, y2017: 'Put the $12,000 from 2013 into ICO tokens' },
              },
            },
            {
              id: 'take-profit',
              title: 'Buy back in: 0.6 bitcoin for $11,700',
              description: 'Spend almost all of the 2013 money on bitcoin at about $19,500.',
              reward: 'A share in the rise if the believers are right.',
              risk: 'Buying after a 2,000% year, at the top of a frenzy.',
              consequence:
                'A year later bitcoin was near $3,200, down about 84%: the 0.6 bitcoin bought for $11,700 was worth about {coins * 3200:usd}. Held on, it was worth about $56,000 at the end of 2024.',
              effects: {
                set: { coins: 0.6, y2017: 'Bought back 0.6 bitcoin near the top' },
                add: { cash: -11700 },
              },
            },
            {
              id: 'hold-everything',
              title: 'Stay out and keep the money',
              description: 'The coins sold in 2013 are gone; chasing them now is how people get hurt.',
              reward: 'No loss if the bubble bursts.',
              risk: 'Watching from the sidelines if it keeps rising.',
              consequence:
                'Alex missed the later highs, but also the 84% fall of 2018. Regret over the coins sold in 2013 is hindsight: nobody in 2013 could know which way bitcoin would go.',
              effects: { set: { y2017: 'Stayed out; kept the $12,000' } },
            },
          ],
        },
      ],
      decision: {
        situation: 'Alex must decide what to do at the height of the frenzy.',
        context: {
          'Bitcoin price': 'about $19,500',
          'Rise in 2017': 'nearly 2,000%',
          'Alex’s coins': '{coins} bitcoins, about {coins * 19500:usd}',
          'Hot trend': 'ICO tokens promising 100× returns',
        },
        prompt: 'What does Alex do?',
        choices: [
          {
            id: 'rotate-to-icos',
            title: 'Swap bitcoins for promising ICO tokens',
            description: 'Bitcoin is old news; the new tokens are where the big gains are.',
            icon: '🎲',
            reward: 'If one token becomes the next Ethereum, enormous gains.',
            risk: 'Most start-ups fail, and some token sales are outright frauds.',
            consequence:
              'Most 2017 ICO tokens lost nearly all their value in 2018; many projects never launched a product and some founders disappeared with the money. Even bitcoin lost far less.',
            effects: {
              compute: { tokens: 'coins * 19500' },
              set: { coins: 0, y2017: 'Swapped the coins for ICO tokens' },
            },
          },
          {
            id: 'take-profit',
            title: 'Sell part: enough to change your life',
            description: 'Sell half, pay the tax, buy a home outright, keep the rest.',
            icon: '🏡',
            reward: 'Life-changing money is secured whatever happens next.',
            risk: 'A large tax bill and regret if bitcoin keeps soaring.',
            consequence:
              'A year later bitcoin was near $3,200, down about 84%. Selling half at the top left Alex with a house and {coins} coins, and the nerve to hold them.',
            effects: {
              // The home costs what the sale leaves after about a quarter goes in tax.
              compute: { house: 'coins * 0.5 * 19500 * 0.75', coins: 'coins * 0.5' },
              set: { y2017: 'Sold half and bought a home' },
            },
          },
          {
            id: 'hold-everything',
            title: 'Hold every coin',
            description: 'Long-term believers never sell.',
            icon: '💎',
            reward: 'Full benefit if the long-term believers are right.',
            risk: 'Watching most of a fortune evaporate in months.',
            consequence:
              'The holding fell to about {coins * 3200:usd} by December 2018. Those who held on saw new highs in 2021 and 2024, but many who meant to hold sold in despair near the bottom.',
            effects: { set: { y2017: 'Held every coin' } },
          },
        ],
      },
      lesson:
        'In a mania, deciding in advance how much to sell at what price protects you from both greed and panic.',
      historicalNote:
        'Bitcoin futures began trading on the Cboe on 10 December 2017 and on the CME on 17 December. For the first time, large investors could easily bet on its price falling, and the peak came within days.',
      definitions: ['initial-coin-offering'],
      visualType: 'chart-up',
    },
    {
      type: 'visual-story',
      id: 'crypto-winters',
      chapter: 'Chapter 4 · Crypto Winter',
      // Most 2017 ICO tokens lost nearly all their value: about 5 cents on the dollar is left.
      effects: { mul: { tokens: 0.05 } },
      title: 'Two Winters',
      mainText:
        'The crypto winter of 2018 followed the ICO boom: bitcoin fell from nearly $20,000 to about $3,200 and most ICO tokens became almost worthless.\n\nThe second crypto winter, in 2022, was worse because the industry had grown and borrowed. Bitcoin peaked near $69,000 in November 2021. In May 2022 the TerraUSD stablecoin lost its dollar peg and its sister token Luna collapsed, erasing about $40 billion of value in days. Crypto lenders Celsius and Voyager and the hedge fund Three Arrows Capital failed that summer.\n\nThen, in November 2022, FTX, one of the world’s largest exchanges, collapsed within a week. On 2 November the news site CoinDesk reported that much of the balance sheet of FTX’s sister trading firm, Alameda Research, was made of FTT, a token FTX itself had created. Customers rushed to withdraw, and it soon came out that FTX had lent customer money to Alameda. Bitcoin fell to about $15,500, down roughly 78% from its peak.',
      narrative: {
        setup:
          'Alex now works at a payments company. A colleague has kept savings in a crypto lending account paying 8% a year; one morning in June 2022 the app freezes all withdrawals.',
        characterThoughts:
          'Eight percent on a “savings” account when banks paid nothing. Someone was taking big risks with that money, and the customers didn’t know who.',
      },
      definitions: ['stablecoin', 'crypto-exchange', 'ftx', 'counterparty-risk'],
      keyPoint: 'High yields with no clear source are a warning sign, not a bonus.',
      interactiveElements: [
        {
          id: 'terra',
          icon: '🌕',
          label: 'TerraUSD',
          tooltip: 'An algorithmic stablecoin',
          detail:
            'TerraUSD held no dollar reserves; it relied on traders swapping it for Luna tokens to keep its $1 price. A savings product paying about 20% drew in about $14 billion. When confidence broke in May 2022, selling both tokens fed on itself in a classic run.',
        },
        {
          id: 'sbf-trial',
          icon: '⚖️',
          label: 'The FTX verdict',
          tooltip: 'Convicted 2 November 2023',
          detail:
            'A New York jury convicted Sam Bankman-Fried on seven counts of fraud and conspiracy. In March 2024 he was sentenced to 25 years in prison. Prosecutors said about $8 billion of customer money was missing when FTX failed.',
        },
      ],
      visualType: 'ticker-crash',
    },
    {
      type: 'decision-point',
      id: 'decision-ftx',
      chapter: 'Chapter 4 · Crypto Winter',
      // Half of Alex's coins sit on FTX.
      effects: { compute: { onFtx: 'coins * 0.5', coins: 'coins * 0.5' } },
      title: 'Tuesday 8 November 2022',
      mainText:
        'On 2 November the news site CoinDesk reported that much of Alameda Research’s balance sheet was FTT, FTX’s own token. On 6 November the head of rival exchange Binance said it would sell its holdings of that token. Customers rushed to withdraw about $6 billion in three days. Alex keeps half of the {coins + onFtx} bitcoins, {onFtx}, on FTX to earn a small yield. This morning withdrawals are slowing to a trickle.',
      variants: [
        {
          when: { onFtx: 0 },
          mainText:
            'On 2 November the news site CoinDesk reported that much of Alameda Research’s balance sheet was FTT, FTX’s own token. On 6 November the head of rival exchange Binance said it would sell its holdings of that token. Customers rushed to withdraw about $6 billion in three days. Alex holds no bitcoins now but still has an FTX account, opened to watch prices. This morning withdrawals are slowing to a trickle.',
          // No coins on FTX: the question is whether to buy in the crash, and where to keep it.
          context: {
            'Alex’s coins on FTX': 'none: the account only watches prices',
            'Bitcoin price': 'about $18,500 and falling',
            'FTX’s public message': 'assets are fine',
          },
          choices: [
            {
              id: 'withdraw-now',
              title: 'Buy a little in the crash, and keep the keys',
              description:
                'Over the next two weeks, buy 0.3 bitcoin at about $16,500 ($4,950 of savings) on a large regulated exchange, and move it to a hardware wallet.',
              reward: 'A share in any recovery, with no exchange holding the coins.',
              risk: 'Bitcoin could fall much further; the whole industry looks broken.',
              consequence:
                'Bitcoin touched about $15,500 on 21 November and passed $100,000 in December 2024, when Alex’s 0.3 bitcoin was worth about $30,000. Kept on Alex’s own keys, it was never at risk from an exchange.',
              effects: {
                add: { coins: 0.3 },
                set: { y2022: 'Bought 0.3 bitcoin in the crash, on own keys' },
              },
            },
            {
              id: 'trust-ftx',
              title: 'Wait for the dust to settle',
              description: 'Watch what else fails before deciding anything.',
              reward: 'No money in a market where exchanges are failing.',
              risk: 'Missing the lowest prices if it recovers.',
              consequence:
                'FTX filed for bankruptcy on 11 November, and its failure dragged down the lender BlockFi within weeks. Waiting cost Alex nothing in the collapse, and left the question of buying for another day.',
              effects: { set: { y2022: 'Waited on the sidelines' } },
            },
            {
              id: 'sell-on-ftx',
              title: 'Close the FTX account and stay away from crypto',
              description: 'Keep savings in a bank, where deposits are insured.',
              reward: 'Peace of mind, and US deposit insurance.',
              risk: 'None to the savings; only the chance of missing a recovery.',
              consequence:
                'Closing an empty account lost nothing. The lesson held for everyone who had money on FTX: a crypto exchange is not a bank, and no government insured its customers.',
              effects: { set: { y2022: 'Closed the FTX account and stayed away' } },
            },
          ],
        },
      ],
      decision: {
        situation: 'Alex must act before FTX possibly freezes withdrawals completely.',
        context: {
          'Alex’s coins on FTX': '{onFtx} bitcoins, about {onFtx * 18500:usd}',
          'Bitcoin price': 'about $18,500 and falling',
          'FTX’s public message': 'assets are fine',
        },
        prompt: 'What does Alex do?',
        choices: [
          {
            id: 'withdraw-now',
            title: 'Withdraw to a hardware wallet immediately',
            description: 'Move the coins to keys Alex alone controls, if the request goes through.',
            icon: '🔐',
            reward: 'If it works, the coins are safe from the exchange’s fate.',
            risk: 'The request may never be processed; then Alex is a creditor like everyone else.',
            consequence:
              'FTX stopped processing most withdrawals that day. Customers who had moved coins out earlier were safe; many requests made on 8 November were never completed.',
            effects: {
              compute: { ftxClaim: 'onFtx * 16500 * 1.19' },
              set: { onFtx: 0, y2022: 'Tried to withdraw; the request never went through' },
            },
          },
          {
            id: 'trust-ftx',
            title: 'Wait: FTX says everything is fine',
            description: 'Panic selling and withdrawing is what causes collapses.',
            icon: '🙏',
            reward: 'No action needed if the reassurances are true.',
            risk: 'If they are false, the coins are stuck in a bankruptcy.',
            consequence:
              'FTX filed for bankruptcy on 11 November. Customers were eventually repaid in cash from 2025 at about 119% of their claims, but valued at November 2022 prices, around $16,000–17,000 a bitcoin, so they missed the later rise to about $100,000.',
            effects: {
              compute: { ftxClaim: 'onFtx * 16500 * 1.19' },
              set: { onFtx: 0, y2022: 'Waited, trusting FTX' },
            },
          },
          {
            id: 'sell-on-ftx',
            title: 'Sell the bitcoins on FTX for dollars',
            description: 'Get out of crypto entirely and withdraw cash.',
            icon: '💵',
            reward: 'No more exposure to the falling price.',
            risk: 'The dollars are still inside FTX, just as stuck as the coins.',
            consequence:
              'Swapping one claim on FTX for another did not help: dollar balances were frozen too. It shows that the real risk was the company, not the asset.',
            effects: {
              compute: { ftxClaim: 'onFtx * 18500 * 1.19' },
              set: { onFtx: 0, y2022: 'Sold on FTX; the dollars froze too' },
            },
          },
        ],
      },
      lesson:
        'Coins on an exchange are a promise from that company; only keys you control are yours outright.',
      historicalNote:
        'Crypto users summed up the lesson with a slogan: not your keys, not your coins. Unlike US bank deposits, customer balances at crypto exchanges had no government deposit insurance.',
      definitions: ['self-custody', 'private-key', 'counterparty-risk'],
      visualType: 'lightning',
    },
    {
      type: 'visual-story',
      id: 'institutional-adoption',
      chapter: 'Chapter 5 · Wall Street Arrives',
      title: 'From Outlaw to ETF',
      mainText:
        'Big money arrived in waves. In August 2020 the software firm MicroStrategy began putting its cash into bitcoin; in February 2021 Tesla said it had bought $1.5 billion. The exchange Coinbase listed its shares on Nasdaq in April 2021, and that September El Salvador made bitcoin legal tender.\n\nFor a decade the SEC had rejected funds that would hold bitcoin directly, citing fears of manipulation. After the fund manager Grayscale won a court case against it in August 2023, on 10 January 2024 the SEC approved the listing of eleven spot bitcoin ETFs, including funds from BlackRock and Fidelity; they began trading the next day. They drew tens of billions of dollars in their first year, and bitcoin passed $100,000 in December 2024.',
      narrative: {
        setup:
          'Alex’s parents, who once called bitcoin a scam, buy a bitcoin ETF in their retirement account.',
        characterThoughts:
          'Fourteen years ago it was a hobby for a few programmers. Now it sits next to index funds. It’s still just as volatile, though.',
      },
      definitions: ['exchange-traded-fund'],
      keyPoint: 'Regulated access made bitcoin easier to own, but did not make its price any less wild.',
      interactiveElements: [
        {
          id: 'energy',
          icon: '⚡',
          label: 'Energy use',
          tooltip: 'As much electricity as a mid-sized country',
          detail:
            'The University of Cambridge’s Bitcoin Electricity Consumption Index has estimated that mining uses on the order of 100–170 terawatt-hours a year in recent years, comparable to countries such as the Netherlands or Argentina. Critics call it wasteful; supporters say it is the cost of security.',
        },
        {
          id: 'el-salvador',
          icon: '🇸🇻',
          label: 'El Salvador',
          tooltip: 'Legal tender from 7 September 2021',
          detail:
            'It was the first country to make bitcoin official money. Take-up for everyday payments stayed low, and in 2025, as part of an IMF loan agreement, the government made accepting bitcoin voluntary for businesses.',
        },
      ],
      visualType: 'market-floor',
    },
    {
      type: 'interactive',
      id: 'money-compared',
      chapter: 'Chapter 5 · Wall Street Arrives',
      title: 'Bitcoin, Gold and Dollars',
      mainText: 'Three kinds of money, compared.',
      comparison: {
        columns: ['Bitcoin', 'Gold', 'US dollar'],
        rows: [
          {
            label: 'Who controls the supply',
            values: [
              'A fixed rule in the software',
              'Nature and mining costs',
              'The Federal Reserve and banks',
            ],
          },
          {
            label: 'Maximum supply',
            values: ['21 million coins', 'Grows about 1–2% a year', 'No fixed limit'],
          },
          {
            label: 'Typical price swings',
            values: [
              'Falls of 70–85% have happened several times',
              'Falls of 40%+ have happened (1980s, 2011–15)',
              'Loses a few % a year to inflation',
            ],
          },
          {
            label: 'Main risks to holders',
            values: [
              'Volatility, lost keys, failed exchanges, regulation',
              'Storage, theft, long flat periods',
              'Inflation, bank failure above insured limits',
            ],
          },
          {
            label: 'Accepted for everyday payments',
            values: ['Rarely', 'Almost never', 'Everywhere in the US'],
          },
        ],
      },
      keyPoint: 'A fixed supply makes bitcoin scarce, but scarcity alone does not make a price stable.',
      visualType: 'scale',
    },
    {
      type: 'quiz',
      id: 'quiz',
      chapter: 'Check Your Understanding',
      title: 'Bitcoin Quiz',
      questions: [
        {
          question: 'What limits the total number of bitcoins that can ever exist?',
          options: [
            'The Federal Reserve sets a yearly quota that all US miners must follow under federal law',
            'Its software halves new issuance about every four years, capping the total at 21 million',
            'Mining companies vote each year on how many new coins to create and release to the market',
            'The supply of electricity limits mining, so the total depends on power prices',
          ],
          correct: 1,
          explanation:
            'Bitcoin’s protocol pays miners a block reward that halves every 210,000 blocks. Because the rewards shrink geometrically, total supply can never pass 21 million. No central bank or company decides it.',
        },
        {
          question:
            'What was the main lesson of the FTX collapse for people who held crypto on the exchange?',
          options: [
            'Bitcoin’s blockchain was hacked, so coins held anywhere could be taken by thieves',
            'Stablecoins always keep their $1 value, so they are the safe place to hold funds',
            'Coins left with an exchange are a claim on that company, which can fail or misuse them',
            'Government insurance protects crypto exchange balances like bank deposits',
          ],
          correct: 2,
          explanation:
            'The Bitcoin network kept working throughout. The failure was FTX’s: customer money was used by its sister firm, and balances were frozen in bankruptcy with no deposit insurance. Only coins held with your own keys were out of its reach.',
        },
        {
          question:
            'Bitcoin peaked near $69,000 in November 2021 and fell to about $15,500 after FTX failed. About how big was the fall?',
          options: ['About 22%', 'About 55%', 'About 78%', 'About 450%'],
          correct: 2,
          explanation:
            'The drop was $69,000 − $15,500 = $53,500. Divided by the starting price, $53,500 ÷ $69,000 is about 0.775, a fall of roughly 78%. Someone who bought at the top kept only about a fifth of their money.',
          kind: 'calculation',
        },
        {
          question: 'What set off the run on FTX in November 2022?',
          options: [
            'The Bitcoin network stopped working for a whole day, so FTX customers rushed to withdraw',
            'A CoinDesk report that much of Alameda’s balance sheet was FTT, a token FTX itself had created',
            'The SEC sued FTX for selling unregistered securities and froze all of its US accounts',
            'Interest rates rose, so customers moved their money out of crypto and back into banks',
          ],
          correct: 1,
          explanation:
            'On 2 November CoinDesk showed that much of Alameda Research’s balance sheet was FTT, a token whose value depended on FTX. When Binance said it would sell its FTT, customers rushed to withdraw. Only then did it emerge that FTX had lent customer money to Alameda.',
        },
      ],
      keyPoint: 'Know where bitcoin’s scarcity comes from, and where your own risks lie.',
      visualType: 'coins',
    },
    {
      type: 'story',
      id: 'epilogue',
      chapter: 'Epilogue',
      title: 'Fifteen Years Later',
      mainText:
        'Bitcoin was designed as electronic cash but became mostly something people hold and speculate on, a “digital gold” to its fans and a bubble with no income behind it to its critics. Its network has kept running since January 2009 without a central operator, through seizures, bans, hacks and crashes. The things that failed were the companies around it: exchanges, lenders and promoters. Its price remains far more volatile than stocks or gold, and governments are still working out how to regulate, tax and in some cases hold it.',
      narrative: {
        setup:
          'Alex still holds {coins} bitcoins on a hardware wallet in a drawer, with the recovery words written on paper in a safe.',
        characterThoughts:
          'I was right about the technology and wrong about almost every timing decision. What saved me was never betting money I needed, and never trusting a company with keys I could hold myself.',
      },
      variants: [
        {
          when: { coins: 0 },
          narrative: {
            setup: 'Alex no longer owns any bitcoin, but still follows the price every morning.',
            characterThoughts:
              'I was right about the technology and wrong about almost every timing decision. What I learned is never to bet money I need, and never to trust a company with keys I could hold myself.',
          },
        },
      ],

      definitions: ['self-custody', 'speculative-bubble'],
      keyPoint:
        'The network survived every crisis; many of the people and firms that promised to make it easy did not.',
      visualType: 'globe',
    },
    {
      type: 'reflection',
      id: 'reflection',
      chapter: 'Epilogue',
      title: 'What Is It Worth?',
      prompt:
        'A share pays dividends, a bond pays interest and a house can be lived in. Bitcoin pays nothing; its value rests on what others will pay for it and on its use as money or a store of value.',
      questions: [
        'What would have to be true for bitcoin to be worth much more than today, and what for it to be worth nothing?',
        'Is a fixed money supply a strength or a weakness in a recession?',
        'How much of your savings would you be willing to see fall by 80%?',
        'Should crypto exchanges be regulated like banks? What would customers gain and lose?',
      ],
      finalThought:
        'New technologies can be world-changing and terrible investments at the same time, depending on the price you pay and who holds your assets.',
      visualType: 'scale',
    },
    {
      type: 'summary',
      id: 'summary',
      chapter: 'Epilogue',
      title: 'What You Learned',
      ending: {
        intro:
          'Your choices as Alex, starting from 100 bitcoins in 2013, beside what happened to real holders.',
        rows: [
          {
            label: 'October 2013',
            yours: '{y2013}',
            history:
              'Mt. Gox failed in February 2014 with about 850,000 bitcoins missing; customers got partial repayments only in 2024.',
          },
          {
            label: 'December 2017',
            yours: '{y2017}',
            history:
              'A year later bitcoin was near $3,200, down about 84%; most ICO tokens became almost worthless.',
          },
          {
            label: 'November 2022',
            yours: '{y2022}',
            history:
              'FTX customers were repaid from 2025 at about 119% of claims valued at $16,000–17,000 a bitcoin.',
          },
          {
            label: 'December 2024, at $100,000 a bitcoin',
            yours:
              '{coins} bitcoins worth {coins * 100000:usd}, plus {cash + house + tokens + ftxClaim:usd} from sales, a home, tokens and FTX',
            history: 'A bitcoin changed hands for more than $100,000 in December 2024.',
          },
        ],
      },
      conceptLearned:
        'Bitcoin created scarce digital money without a bank, but its history of booms and crashes shows how speculation, custody risk and regulation shape any new asset.',
      keyTakeaways: [
        'Satoshi Nakamoto’s 2008 white paper and the January 2009 genesis block launched money kept on a public ledger secured by proof of work.',
        'Supply is fixed by software at 21 million coins, with new issuance halving about every four years.',
        'The 2013 Silk Road shutdown and the 2014 Mt. Gox failure showed that the blockchain leaves a permanent trail and that exchanges can fail.',
        'The 2017 ICO boom ended in a crypto winter with bitcoin down about 84%; 2022 brought Terra, Celsius and FTX and a fall of about 78%.',
        'Coins held on an exchange are a claim on that company: not your keys, not your coins.',
        'Spot bitcoin ETFs, approved in January 2024, hold actual bitcoins and let people invest through an ordinary brokerage account. They brought Wall Street in without taming the volatility.',
      ],
      nextSteps: [
        'Compare with the tulip mania: what makes a new asset a bubble, and what makes it last?',
        'Read Satoshi Nakamoto’s nine-page white paper.',
        'Try the GameStop lesson to see another online crowd move a market.',
      ],
      visualType: 'chart-up',
    },
  ],
  sources: [
    {
      title: 'Bitcoin: A Peer-to-Peer Electronic Cash System',
      author: 'Satoshi Nakamoto',
      year: 2008,
      url: 'https://bitcoin.org/bitcoin.pdf',
    },
    {
      title:
        'Digital Gold: Bitcoin and the Inside Story of the Misfits and Millionaires Trying to Reinvent Money',
      author: 'Nathaniel Popper',
      year: 2015,
      publisher: 'Harper',
    },
    {
      title:
        'Report of Investigation Pursuant to Section 21(a) of the Securities Exchange Act of 1934: The DAO (Release No. 81207, 25 July 2017)',
      author: 'US Securities and Exchange Commission',
      year: 2017,
      publisher: 'US Securities and Exchange Commission',
      url: 'https://www.sec.gov/litigation/investreport/34-81207.pdf',
    },
    {
      title:
        'United States v. Ross William Ulbricht, sealed complaint, US District Court for the Southern District of New York',
      author: 'Christopher Tarbell, Special Agent, FBI',
      year: 2013,
      publisher:
        'Sworn 27 September 2013, unsealed 2 October 2013 (Silk Road’s sales of about 9.5 million bitcoins, about $1.2 billion)',
    },
    {
      title: 'Announcement of the filing for civil rehabilitation proceedings (Tokyo District Court)',
      author: 'MtGox Co., Ltd.',
      year: 2014,
      publisher:
        'Mt. Gox, 28 February 2014 (about 750,000 customer and 100,000 company bitcoins missing); about 200,000 found in an old wallet, announced 20 March 2014; repayments from July 2024',
    },
    {
      title: 'In re FTX Trading Ltd., et al., Case No. 22-11068 (JTD), voluntary Chapter 11 petitions',
      author: 'US Bankruptcy Court for the District of Delaware',
      year: 2022,
      publisher:
        'Filed 11 November 2022; the plan was confirmed in October 2024 and took effect on 3 January 2025, paying most customers about 119% of claims valued at 11 November 2022 prices',
    },
    {
      title:
        'Order Granting Accelerated Approval of Proposed Rule Changes … to List and Trade Bitcoin-Based Commodity-Based Trust Shares and Trust Units',
      author: 'US Securities and Exchange Commission',
      year: 2024,
      publisher:
        'Release No. 34-99306, 10 January 2024; 89 Federal Register 3008 (17 January 2024); eleven funds, including iShares Bitcoin Trust and Fidelity Wise Origin Bitcoin Fund',
    },
    {
      title: 'Bitcoin block chain: the genesis block (block 0) and the halving blocks',
      author: 'Bitcoin network; Bitcoin Core source code (nSubsidyHalvingInterval = 210,000)',
      year: 2024,
      publisher:
        'Genesis block timestamped 3 January 2009 with The Times headline of that day; halvings at blocks 210,000 (28 November 2012), 420,000 (9 July 2016), 630,000 (11 May 2020) and 840,000 (20 April 2024)',
    },
    {
      title: 'Bitcoin Price Index (XBX) and Bitcoin (BTC) historical data, daily US dollar prices',
      author: 'CoinDesk; CoinMarketCap (both averages across exchanges)',
      year: 2024,
      publisher:
        'Price points used, rounded: about $19,800 on 17 December 2017 (CoinDesk’s index; some exchanges traded just above $20,000); about $3,200 in mid-December 2018; about $69,000 on 10 November 2021; about $15,500 on 21 November 2022; first above $100,000 on 5 December 2024; about $93,000 at the end of 2024. Single exchanges (Mt. Gox, Bitstamp, Coinbase) differed by a few percent',
    },
    {
      title:
        'SEC Charges Terraform and CEO Do Kwon with Defrauding Investors in Crypto Schemes (press release 2023-32)',
      author: 'US Securities and Exchange Commission',
      year: 2023,
      publisher:
        'US Securities and Exchange Commission, 16 February 2023 (TerraUSD marketed as paying as much as 20% through the Anchor Protocol; its peg and Luna’s value collapsed in May 2022)',
      url: 'https://www.sec.gov/news/press-release/2023-32',
    },
    {
      title: 'Going Infinite: The Rise and Fall of a New Tycoon',
      author: 'Michael Lewis',
      year: 2023,
      publisher: 'W. W. Norton',
    },
    {
      title: 'Bitcoin and Cryptocurrency Technologies',
      author: 'Arvind Narayanan, Joseph Bonneau, Edward Felten, Andrew Miller and Steven Goldfeder',
      year: 2016,
      publisher: 'Princeton University Press',
    },
    {
      title:
        'Divisions in Sam Bankman-Fried’s Crypto Empire Blur on His Trading Titan Alameda’s Balance Sheet',
      author: 'Ian Allison',
      year: 2022,
      publisher: 'CoinDesk (November 2, 2022)',
      url: 'https://www.coindesk.com/business/2022/11/02/divisions-in-sam-bankman-frieds-crypto-empire-blur-on-his-trading-titan-alamedas-balance-sheet/',
    },
    {
      title:
        'Bitcoin Forum posts, 2009–2010 (the last dated 12 December 2010), collected by the Satoshi Nakamoto Institute',
      author: 'Satoshi Nakamoto',
      year: 2010,
      publisher: 'Satoshi Nakamoto Institute',
      url: 'https://satoshi.nakamotoinstitute.org/posts/',
    },
  ],
};
