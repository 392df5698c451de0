import { dotcomBubbleChart } from '../charts/pages/dotcom-bubble';
import type { GlossaryEntry, Lesson } from '../schema';

// Dot-com valuation bubble, 1995–2002. The protagonist is a composite; the figures come from the
// sources listed at the bottom (Nasdaq closes from Nasdaq's own index history).

export const glossary: Record<string, GlossaryEntry> = {
  ipo: {
    text: 'Initial public offering (IPO)',
    definition:
      'The first time a private company sells its shares to the public and lists them on a stock exchange. Bankers set an offer price; trading then decides what the shares are really worth.',
  },
  'price-earnings-ratio': {
    text: 'Price/earnings ratio (P/E)',
    definition:
      'A share price divided by the profit per share the company earned over a year. A P/E of 20 means buyers pay $20 for every $1 of yearly profit. A company with no profit has no meaningful P/E at all.',
  },
  'growth-stock': {
    text: 'Growth stock',
    definition:
      'A share of a company expected to grow its sales and profits fast, priced high against what it earns today (a high price/earnings ratio) because buyers pay now for profits they expect later. If the growth disappoints, the price can fall a long way. Value stocks are the opposite: cheap against what the company earns or owns.',
  },
  'market-capitalization': {
    text: 'Market capitalization (market cap)',
    definition:
      'What the stock market says a whole company is worth: the share price multiplied by the number of shares in existence.',
  },
  eyeballs: {
    text: 'Eyeballs',
    definition:
      'Late-1990s slang for the number of people who visited a website. Analysts valued loss-making internet firms by their eyeballs instead of by their profits, on the theory that visitors would one day turn into revenue.',
  },
  'burn-rate': {
    text: 'Burn rate',
    definition:
      'How fast a loss-making company spends its cash, usually per month. Cash in the bank divided by the burn rate tells you how many months remain before it must raise more money or close.',
  },
  'nasdaq-composite': {
    text: 'Nasdaq Composite',
    definition:
      'A stock index covering the companies listed on the Nasdaq market, which in the 1990s held most young technology firms (Microsoft, Intel, Cisco, Amazon). It was the scoreboard of the dot-com boom.',
  },
  'day-trading': {
    text: 'Day trading',
    definition:
      'Buying and selling shares within the same day, hoping to profit from small moves. Cheap online brokers made it popular with amateurs in the late 1990s.',
  },
  'margin-loan': {
    text: 'Buying on margin',
    definition:
      'Borrowing, often from a broker or from the seller, to buy more shares than your own cash allows, with the shares pledged as security for the loan. Gains and losses are both magnified, and if prices fall the lender demands more cash or sells the shares.',
  },
  'cape-ratio': {
    text: 'Cyclically adjusted P/E (CAPE)',
    definition:
      "Robert Shiller's measure of how expensive the whole stock market is: today's prices divided by the average of the last ten years of inflation-adjusted earnings. Its long-run average for US stocks is in the mid-teens; in December 1999 it was about 44, the highest ever recorded.",
  },
  'analyst-conflict': {
    text: 'Analyst conflict of interest',
    definition:
      'When a research analyst who rates shares for the public works for a bank that earns fees from the same companies. Optimistic ratings can win the bank business, so the advice may not be independent.',
  },
};

export const lesson: Lesson = {
  id: 'dotcom-bubble',
  title: 'The Dot-Com Bubble',
  subtitle: 'When clicks were worth more than profits (1995–2002)',
  concept: 'Valuation: what a company earns versus what people hope it will earn',
  description:
    'Live through the internet boom as an ordinary tech worker with an online brokerage account: the Netscape IPO of 1995, the new "eyeballs" yardsticks, the Nasdaq peak of 5,048 on 10 March 2000, and the slide of about 78% that wiped out Pets.com and thousands of portfolios.',
  preview:
    'A browser company with no annual profit more than doubles on its first day of trading. Five years later, a sock puppet sells pet food at a loss. Would you have seen the bubble from inside it?',
  difficulty: 'Intermediate',
  estimatedTime: '20 minutes',
  type: 'enhanced',
  category: 'bubbles',
  icon: '💻',
  color: { from: 'sky', to: 'fuchsia' },
  year: 2000,
  topics: ['Market Bubbles', 'Market Psychology', 'Market Mechanics'],
  xp: 100,
  character: {
    name: 'Jenna Okafor',
    age: 29,
    profession: 'Software support engineer in San Jose, California',
    icon: '👩‍💻',
    color: 'from-sky-500 to-indigo-600',
    background:
      'Jenna is a composite character, not a real person: she stands for the millions of Americans who opened online brokerage accounts in the late 1990s. She answers customer calls for a network-equipment maker in Silicon Valley, has $20,000 of savings, and hears about "the next Amazon" at every lunch.',
    traits: ['Tech-savvy', 'Impatient', 'Competitive with her friends', 'Curious'],
    historical: false,
  },
  supportingCharacters: [
    {
      name: 'Robert Shiller',
      role: 'Yale economist, author of Irrational Exuberance (March 2000)',
      icon: '📚',
      influence:
        'Showed with a century of data that stock prices had drifted far above earnings, and argued that stories and social contagion, not new economics, were driving them.',
    },
    {
      name: 'Alan Greenspan',
      role: 'Chairman of the Federal Reserve, 1987–2006',
      icon: '🏦',
      influence:
        'Asked in a December 1996 speech whether "irrational exuberance" had inflated asset prices, then raised interest rates six times between June 1999 and May 2000.',
    },
    {
      name: 'Marc Andreessen',
      role: 'Co-founder of Netscape Communications',
      icon: '🌐',
      influence:
        "Netscape's 1995 share sale, when he was 24, showed that a young internet company without annual profits could be worth billions on its first day of trading.",
    },
    {
      name: 'Jeff Bezos',
      role: 'Founder of Amazon.com',
      icon: '📦',
      influence:
        "Amazon's shares fell more than 90% after the peak, yet the company survived: a reminder that a bubble can hold real businesses as well as empty ones.",
    },
  ],
  concepts: [
    { id: 'price-vs-earnings', name: 'Price versus earnings', level: 'beginner' },
    { id: 'ipo-pop', name: 'IPOs and first-day pops', level: 'beginner' },
    { id: 'new-era-thinking', name: '"This time is different" stories', level: 'intermediate' },
    { id: 'cash-burn-runway', name: 'Cash burn and runway', level: 'intermediate' },
    {
      id: 'bubble-survivors',
      name: 'Great technology is not the same as a good investment',
      level: 'advanced',
    },
  ],
  storyState: [
    { key: 'shares', label: 'Internet shares', initial: 60000, format: 'usd' },
    { key: 'safe', label: 'Cash and bonds', initial: 0, format: 'usd' },
    { key: 'index', label: 'Broad index fund', initial: 0, format: 'usd' },
    { key: 'loan', label: 'Margin loan', initial: 0, format: 'usd' },
    { key: 'peak', label: 'Internet shares at the top', format: 'usd' },
    { key: 'plan', label: 'December 1999', format: 'text' },
    { key: 'april', label: 'April 2000', format: 'text' },
  ],
  pages: [
    {
      id: 'cover',
      type: 'cover',
      title: 'The Dot-Com Bubble',
      subtitle: 'Silicon Valley, 1995–2002',
      startButtonText: 'Log on',
      visualType: 'computer',
    },
    {
      id: 'meet-dana',
      type: 'character-intro',
      chapter: 'Chapter 1: Dial-up Dreams',
      title: 'Meet Jenna Okafor',
      narrative: {
        setup:
          'It is the summer of 1995. Jenna has a job answering support calls for a company that makes network routers, the boxes that pass internet traffic from one computer to the next. Most Americans have never sent an email. Jenna spends her evenings on a 28.8k modem watching the World Wide Web grow, one slow-loading page at a time.',
        situation:
          'Her savings, $20,000, sit in a bank account earning about 5% a year. Her co-workers talk about stock options and start-ups, and a new kind of broker lets you buy shares online for a fraction of the old commissions.',
        characterThoughts:
          'Everyone I know uses this thing every day now. If the internet is going to change everything, why am I earning 5% in a bank?',
      },
      definitions: ['nasdaq-composite', 'day-trading'],
      interactiveElements: [
        {
          id: 'online-brokers',
          label: 'Online brokers',
          tooltip: 'Trading from your living room',
          detail:
            'In the mid-1990s firms such as E*Trade and Ameritrade let customers place orders over the internet for a flat fee, often under $20, instead of paying a full-service broker a percentage. Millions of first-time investors opened accounts over the following years.',
        },
        {
          id: 'nasdaq-1995',
          label: 'Nasdaq in 1995',
          tooltip: 'Around 1,000 points',
          detail:
            'The Nasdaq Composite first closed above 1,000 in July 1995. Less than five years later it would pass 5,000.',
        },
      ],
      visualType: 'computer',
      keyPoint:
        'Bubbles start with something real: in 1995 the internet really was about to change everyday life.',
    },
    {
      id: 'netscape-ipo',
      type: 'visual-story',
      chapter: 'Chapter 1: Dial-up Dreams',
      title: '9 August 1995: Netscape Goes Public',
      mainText:
        'Netscape made the web browser most people used to see the internet. The company was about sixteen months old and had never earned an annual profit. Its bankers first planned to sell shares at around $14, then doubled the price to $28 because demand was so strong. On the first morning of trading, so many buy orders piled up that the shares did not open until late morning, at $71. They closed the day at $58.25, valuing the young company at close to $3 billion.\n\nNewspapers across the country told the story of the twenty-four-year-old co-founder who had become rich overnight. A message reached every entrepreneur and banker in America: investors would pay enormous sums for internet growth, profits or not.',
      narrative: {
        setup: 'Jenna reads the story on a newsgroup during her lunch break.',
        characterThoughts:
          'A company that loses money is worth billions? Either the market has gone mad or it sees something I do not.',
      },
      definitions: ['ipo', 'market-capitalization'],
      interactiveElements: [
        {
          id: 'first-day-pop',
          label: 'First-day pop',
          tooltip: 'From $28 to $58.25 in one day',
          detail:
            'A share that closes its first day far above its offer price is said to "pop". The investors who got shares at $28, mostly large clients of the banks, more than doubled their money in hours. Ordinary buyers could usually only get in at the higher market price.',
        },
      ],
      visualType: 'ticker-rise',
      keyPoint: "Netscape's first day turned the internet from a technology story into a money story.",
    },
    {
      id: 'eyeballs-not-earnings',
      type: 'story',
      chapter: 'Chapter 2: The New Yardsticks',
      title: 'Eyeballs Instead of Earnings',
      mainText:
        'For most of the twentieth century, investors judged a share by what the company earned. If a firm made $1 of profit per share and the share cost $15, its price/earnings ratio was 15; the US market had averaged somewhere in the mid-teens over the long run.\n\nInternet start-ups broke this yardstick because most of them had no earnings at all. So analysts invented new ones: the number of visitors (eyeballs), page views, registered users, or simply revenue growth. The idea behind them was "get big fast": grab customers now, worry about profit later, because the winner in each market would take almost everything. Some of this was true; a few winners did become giants.\n\nThe danger was that the new yardsticks had no ceiling. If a firm is valued on visitors and can buy visitors with advertising, it can always look more valuable by spending more money.',
      dialogue: [
        {
          speaker: 'Jenna',
          text: 'The research note says this site is cheap at $40 a visitor. Cheap compared with what?',
        },
        {
          speaker: 'Co-worker',
          text: 'Compared with the other internet stocks. Everyone values them that way now.',
        },
        {
          speaker: 'Jenna',
          text: 'So the price is justified by other prices. That sounds circular.',
        },
      ],
      definitions: ['price-earnings-ratio', 'growth-stock', 'eyeballs', 'burn-rate'],
      interactiveElements: [
        {
          id: 'relative-valuation',
          label: 'Relative valuation',
          tooltip: 'Cheap compared with what?',
          detail:
            'Comparing a stock with similar stocks tells you whether it is cheap relative to them, not whether the whole group is sensibly priced. In a bubble the whole group is too expensive, so relative measures keep saying "buy".',
        },
        {
          id: 'get-big-fast',
          label: 'Get big fast',
          tooltip: 'Growth first, profit later',
          detail:
            'Many start-ups spent heavily on advertising and below-cost prices to win customers. That only works if the company can later raise prices or cut costs without losing those customers, and if investors keep funding the losses until then.',
        },
      ],
      visualType: 'scale',
      keyPoint: 'A yardstick that cannot say "too expensive" is not a yardstick.',
    },
    {
      id: 'new-era',
      type: 'visual-story',
      chapter: 'Chapter 2: The New Yardsticks',
      title: '1996–1999: A New Era?',
      mainText:
        'On 5 December 1996 Federal Reserve chairman Alan Greenspan asked in a speech how anyone could know when "irrational exuberance" had pushed asset prices too high. Markets around the world dipped the next day, then carried on climbing for more than three years. Books with titles promising the Dow at 36,000 sold well. Commentators said the internet had created a "new economy" in which old rules about profits, inflation and business cycles no longer applied.\n\nIn 1999 alone, several hundred companies went public in the United States, and the average first-day gain of a new issue was about 70%, according to data collected by the finance professor Jay Ritter. Stock prices of anything with ".com" in its name soared. By December 1999, Robert Shiller calculated, the US market was priced at about 44 times its average inflation-adjusted earnings over the previous decade, more than at the peak of 1929.',
      narrative: {
        setup:
          'Jenna put $10,000 into a handful of internet shares in 1997. By late 1999 they are worth about $60,000. She now checks prices on her work computer every hour.',
        characterThoughts:
          'My friends who stayed in index funds look like fools. Maybe the old rules really are dead.',
      },
      definitions: ['cape-ratio', 'speculative-bubble', 'day-trading'],
      interactiveElements: [
        {
          id: 'cape-44',
          label: 'CAPE of about 44',
          tooltip: 'The highest reading in Shiller’s data',
          detail:
            "Shiller's cyclically adjusted P/E for the S&P 500 peaked at about 44 in December 1999, against roughly 32 in September 1929 and a long-run average in the mid-teens. The measure does not time crashes, but very high readings have historically been followed by poor returns over the next ten years.",
        },
        {
          id: 'ritter-ipo-data',
          label: '1999 IPO returns',
          tooltip: 'An average first-day gain near 70%',
          detail:
            'Jay Ritter of the University of Florida keeps records of US IPOs. In the 1980s the average first-day gain was around 7%. In 1999 it was about 70%, a sign that buyers were scrambling for anything new.',
        },
      ],
      visualType: 'bubble',
      keyPoint: '"This time is different" is the most expensive sentence in investing.',
    },
    {
      id: 'decision-late-1999',
      type: 'decision-point',
      chapter: 'Chapter 3: Into the Peak',
      title: 'December 1999: Double Down?',
      mainText:
        "Jenna's $10,000 has become about $60,000. Her broker has just offered her a margin account, which would let her borrow up to the value of her own holdings and buy twice as much. That is the most the rules allow: since 1974 the Federal Reserve’s Regulation T has required buyers to pay at least half of a purchase with their own money.",
      decision: {
        situation:
          'Internet stocks rose again through the autumn. The Federal Reserve has been raising interest rates since June. Jenna has read that many of her companies are still losing money, but prices keep climbing.',
        context: {
          'Jenna’s portfolio': 'About $60,000, almost all internet shares',
          'Original investment': '$10,000 in 1997',
          'Nasdaq Composite': 'About 4,000, up about 86% in 1999',
          'Fed funds rate': '5.5%, raised three times since June',
        },
        prompt: 'What will Jenna do with her winnings?',
        choices: [
          {
            id: 'borrow-and-buy-more',
            title: 'Borrow on margin and buy more',
            description: 'Use the margin loan to double her position in the hottest internet names.',
            icon: '🚀',
            reward: 'If the boom lasts another year, her gains double too.',
            risk: 'A fall of 50% in her shares would wipe out all of her own money; the broker would sell her out before that.',
            consequence:
              'The Nasdaq rose another 25% into March 2000, then fell by more than a third in five weeks. Investors who had borrowed against internet shares got margin calls in April 2000 and were forced to sell near the lows. Many lost far more than their original stake; on this path Jenna would have ended up owing her broker money.',
            effects: {
              add: { shares: 60000, loan: 60000 },
              set: { plan: 'Borrowed $60,000 and doubled her shares' },
            },
          },
          {
            id: 'take-profits',
            title: 'Take her original money off the table',
            description:
              'Sell $15,000 of shares, her $10,000 plus a $5,000 cushion, put it in the bank, and let the rest ride.',
            icon: '⚖️',
            reward: 'Whatever happens, she keeps her starting capital and some profit.',
            risk: 'If the boom continues, she earns less than her bolder friends and feels foolish for a while.',
            consequence:
              'Investors who locked in part of their gains in late 1999 kept that money through the crash. The part left in internet shares still fell heavily, but the decision turned a paper fortune into real savings.',
            effects: { add: { shares: -15000, safe: 15000 }, set: { plan: 'Took $15,000 off the table' } },
          },
          {
            id: 'sell-everything',
            title: 'Sell everything now',
            description: 'Decide the prices make no sense and move the whole {shares} to cash and bonds.',
            icon: '🚪',
            reward: 'She keeps her whole gain and never lives through the crash.',
            risk: 'She may be months or years early. Skeptics who sold in 1996, 1997 or 1998 watched prices keep rising long after.',
            consequence:
              'Selling in December 1999 meant missing a final 25% rise and then escaping a fall of about 78%. Historically this was the best outcome, but it was far from obvious at the time: professionals who bet against the bubble earlier, such as some well-known value investors, lost clients before being proved right.',
            effects: { compute: { safe: 'safe + shares' }, set: { shares: 0, plan: 'Sold everything' } },
          },
        ],
      },
      lesson:
        'When a price has risen far beyond any earnings, the question is not "will it go higher?" but "what do I lose if I am wrong?" Borrowing turns a bad outcome into a ruinous one.',
      historicalNote:
        'The Nasdaq Composite closed 1999 at about 4,069, a gain of about 86% for the year, its best year ever. Margin debt at New York Stock Exchange member firms rose sharply from late 1999 to early 2000.',
      definitions: ['margin-loan', 'price-earnings-ratio'],
      visualType: 'chart-up',
      keyPoint: 'Taking your original stake off the table costs little and can save everything.',
    },
    {
      id: 'peak',
      type: 'visual-story',
      // The Nasdaq rose about 25% from December 1999 to its top on 10 March 2000.
      effects: { mul: { shares: 1.25 } },
      chapter: 'Chapter 3: Into the Peak',
      title: 'January–March 2000: The Top',
      mainText:
        'On 10 January 2000 America Online, an internet company, announced it would buy Time Warner, one of the largest media groups in the world, in a deal worth about $165 billion, paid for with AOL shares. Weeks later, during the Super Bowl, more than a dozen young dot-coms paid around $2 million each for thirty-second television ads.\n\nOne was Pets.com, a seller of pet food and supplies known for its sock-puppet mascot, which went public in February 2000 at $11 a share. Pets.com sold many products for less than it paid for them and spent heavily on advertising.\n\nIn March, Robert Shiller published Irrational Exuberance, arguing that the market was a speculative bubble fed by stories, media and herd behavior. On Friday 10 March 2000 the Nasdaq Composite closed at 5,048.62. It was the top.',
      narrative: {
        setup:
          "Jenna's internet shares touch {shares}, and {safe} more sits safe in the bank. She reads a review of Shiller's book on a train and feels a knot in her stomach she cannot explain.",
      },
      variants: [
        {
          when: { loan: { atLeast: 1 } },
          narrative: {
            setup:
              "Jenna's shares touch {shares}, but {loan} of that was bought with the broker's money. She reads a review of Shiller's book on a train and feels a knot in her stomach she cannot explain.",
          },
        },
        {
          when: { shares: { below: 1 } },
          narrative: {
            setup:
              "Jenna owns no internet shares; her {safe} sits in cash and bonds while her friends brag about new highs. She reads a review of Shiller's book on a train and wonders if she sold too soon.",
          },
        },
      ],
      definitions: ['nasdaq-composite', 'speculative-bubble', 'burn-rate'],
      interactiveElements: [
        {
          id: 'aol-time-warner',
          label: 'AOL–Time Warner',
          tooltip: 'An internet firm buys an old-media giant',
          detail:
            "AOL's share price was so high that it could buy a company with far larger revenue and profit using its own shares as currency. In 2002 the merged company reported a loss of about $99 billion, mostly from writing down what it had paid, then the largest annual loss in US corporate history.",
        },
        {
          id: 'burning-up',
          label: '"Burning Up"',
          tooltip: 'A warning in Barron’s, 20 March 2000',
          detail:
            "Ten days after the peak, the financial weekly Barron's published an analysis estimating that dozens of internet companies would run through their cash within a year at their current burn rates. Many of them did.",
        },
      ],
      visualType: 'bubble',
      keyPoint:
        'At the top, the best-known companies were using overpriced shares to buy real assets, and the weakest were burning cash on TV ads.',
    },
    {
      id: 'decision-april-2000',
      type: 'decision-point',
      // Her internet shares fell about 40% from the top by mid-April, more than the Nasdaq's 34%.
      effects: { compute: { peak: 'shares' }, mul: { shares: 0.6 } },
      chapter: 'Chapter 4: The Air Comes Out',
      title: 'April 2000: Buy the Dip?',
      mainText:
        "On Friday 14 April 2000 the Nasdaq fell about 10% in a single day. It is now more than 30% below its March peak. Television commentators call it a healthy correction and a buying opportunity. Jenna's internet shares have fallen from {peak} at the top to about {shares}.",
      variants: [
        {
          when: { loan: { atLeast: 1 } },
          mainText:
            "On Friday 14 April 2000 the Nasdaq fell about 10% in a single day. It is now more than 30% below its March peak. Television commentators call it a healthy correction and a buying opportunity. Jenna's shares have fallen from {peak} to {shares}, and she still owes her broker {loan}: her own stake is down to {shares - loan}.",
        },
        {
          when: { shares: { below: 1 } },
          mainText:
            'On Friday 14 April 2000 the Nasdaq fell about 10% in a single day. It is now more than 30% below its March peak. Television commentators call it a healthy correction and a buying opportunity. Jenna watches from the sidelines with {safe} in cash and bonds.',
        },
      ],
      decision: {
        situation:
          "Her favorite stock, a web retailer still losing money every quarter, is down 60% from its high and 'looks cheap'.",
        context: {
          'Nasdaq Composite': 'About 3,320 on 14 April, down about 34% from the peak',
          'Jenna’s portfolio': '{shares} in internet shares, {safe} in cash and bonds',
          'Her favorite stock': 'Down 60%, still no profits, about 9 months of cash left',
          'Fed funds rate': '6.0%, with another rise expected in May',
        },
        prompt: 'How will Jenna react to the first crash?',
        choices: [
          {
            id: 'buy-the-dip',
            title: 'Buy the dip',
            description: 'Put all her cash, {safe}, into the favorite stock now that it is 60% cheaper.',
            icon: '🛒',
            reward: 'If the fall is only a correction, she will have bought near the bottom.',
            risk: 'A stock that has fallen 60% can still fall 100%; "cheaper than before" is not the same as cheap.',
            consequence:
              'The Nasdaq bounced briefly in the summer of 2000, then fell for two and a half more years. Many companies whose shares "looked cheap" in April 2000 went bankrupt within eighteen months. Buying a money-losing company because its price fell is how many investors lost a second fortune.',
            effects: { compute: { shares: 'shares + safe' }, set: { safe: 0, april: 'Bought the dip' } },
          },
          {
            id: 'hold-and-hope',
            title: 'Hold and wait for a recovery',
            description: 'Do nothing: the internet is still the future, and prices will come back.',
            icon: '⏳',
            reward: 'If her companies survive and grow, the shares may recover over time.',
            risk: 'Waiting only works for companies that live. Her portfolio has no profitable company in it.',
            consequence:
              'The Nasdaq did not close above its March 2000 high again until April 2015, fifteen years later. Holders of the survivors, such as Amazon, eventually recovered and more, but holders of the many failures never did.',
            effects: { set: { april: 'Held and hoped' } },
          },
          {
            id: 'sort-survivors',
            title: 'Keep only companies that can survive',
            description:
              'Sell every holding with no profit and less than two years of cash; keep profitable firms and move the rest into a broad index fund.',
            icon: '🔍',
            reward: 'She cuts exposure to firms most likely to fail and keeps a stake in real businesses.',
            risk: 'Even profitable technology firms fell steeply as their valuations shrank, so she will still lose money for a while.',
            consequence:
              'This is how the crash sorted companies in the end. Firms with cash and a route to profit, like eBay and Amazon, survived a brutal fall and later grew. Firms living on new share sales, like Pets.com and Webvan, closed. Even so, from the peak to the bottom in 2002, broad US stocks fell about 49% and large, established tech firms such as Cisco lost over 80%.',
            effects: {
              compute: { index: 'index + shares' },
              set: { shares: 0, april: 'Kept only firms that could survive' },
            },
          },
        ],
      },
      lesson:
        'After a bubble bursts, ask whether a company can pay its own bills before it runs out of cash. The fall in its price tells you nothing about that.',
      historicalNote:
        "The 355-point fall on 14 April 2000 was then the Nasdaq's largest one-day point drop. The Fed raised rates once more, by half a point to 6.5%, on 16 May 2000.",
      definitions: ['burn-rate', 'margin-loan'],
      visualType: 'ticker-crash',
      keyPoint: '"It has already fallen a lot" is a description, not a reason to buy.',
    },
    {
      id: 'long-slide',
      type: 'visual-story',
      // To October 2002: most internet shares lost about 90% more; broad stocks about 45% more.
      effects: { mul: { shares: 0.1, index: 0.55 } },
      chapter: 'Chapter 4: The Air Comes Out',
      title: '2000–2002: The Long Slide',
      mainText:
        'Pets.com announced in November 2000, nine months after its IPO, that it would close and sell off its assets; its shares had fallen below a dollar. The online grocer Webvan, once valued at several billion dollars, filed for bankruptcy in July 2001.\n\nThe crash spread from start-ups to the firms that supplied them: telecom companies had laid far more fiber-optic cable than anyone needed, and equipment makers lost their customers. A recession began in March 2001; the terrorist attacks of 11 September 2001 deepened the fall; and the accounting frauds at Enron (2001) and WorldCom (2002) destroyed what trust was left. On 9 October 2002 the Nasdaq Composite closed at 1,114.11, about 78% below its peak. Around $5 trillion of stock market value had disappeared.',
      narrative: {
        setup:
          "Jenna's company lays off a third of its staff in 2001. She keeps her job. Her internet shares are worth {shares}, her index fund {index} and her cash {safe}.",
        characterThoughts:
          'I did not lose money on bad technology. I lost it by paying any price for good technology.',
      },
      variants: [
        {
          when: { loan: { atLeast: 1 }, shares: { below: 1 }, index: { atLeast: 1 } },
          narrative: {
            setup:
              "Jenna's company lays off a third of its staff in 2001. She keeps her job. She holds no internet shares now; her index fund is worth {index}, and she still owes her broker {loan}.",
            characterThoughts:
              'I borrowed to buy at the top. The index fund is what stands between me and that loan now.',
          },
        },
        {
          when: { loan: { atLeast: 1 } },
          narrative: {
            setup:
              "Jenna's company lays off a third of its staff in 2001. She keeps her job, but her internet shares are worth only {shares} and she still owes her broker {loan}.",
            characterThoughts:
              'I borrowed to buy at the top. Now I am paying back money for shares that no longer exist.',
          },
        },
        {
          when: { shares: { below: 1 }, index: { below: 1 } },
          narrative: {
            setup:
              "Jenna's company lays off a third of its staff in 2001. She keeps her job, and her {safe} in cash and bonds is untouched by the crash.",
            characterThoughts:
              'I felt like a fool for a few months. Now I see I just refused to pay any price for good technology.',
          },
        },
        {
          when: { index: { below: 1 }, safe: { below: 1 } },
          narrative: {
            setup:
              "Jenna's company lays off a third of its staff in 2001. She keeps her job, but her internet shares, all of her savings, are worth only {shares}.",
            characterThoughts:
              'I did not lose money on bad technology. I lost it by paying any price for good technology.',
          },
        },
        {
          when: { index: { below: 1 } },
          narrative: {
            setup:
              "Jenna's company lays off a third of its staff in 2001. She keeps her job. Her internet shares are worth {shares}; her {safe} in cash and bonds is untouched by the crash.",
            characterThoughts:
              'I did not lose money on bad technology. I lost it by paying any price for good technology.',
          },
        },
        {
          when: { shares: { below: 1 } },
          narrative: {
            setup:
              "Jenna's company lays off a third of its staff in 2001. She keeps her job. She holds no internet shares now; her index fund is worth {index} and her cash {safe}.",
            characterThoughts:
              'I did not lose money on bad technology. I lost it by paying any price for good technology.',
          },
        },
      ],
      definitions: ['nasdaq-composite', 'market-capitalization'],
      interactiveElements: [
        {
          id: 'amazon-survivor',
          label: 'Amazon: down more than 90%',
          tooltip: 'A real business in a bubble',
          detail:
            "Amazon's shares fell from over $100 in December 1999 to below $6 in September 2001. The company cut costs, reached its first full-year profit in 2003, and went on to become one of the most valuable firms in the world. Buying Amazon at its 1999 peak still meant waiting about a decade to break even.",
        },
        {
          id: 'cisco-peak',
          label: 'Cisco: the most valuable company',
          tooltip: 'Briefly worth over $500 billion',
          detail:
            'In March 2000 the router maker Cisco was for a short time the most valuable company in the world, priced at well over 100 times its earnings. Its sales then stalled. In its 2001 fiscal year Cisco wrote off about $2.2 billion of unsold inventory and reported a net loss of about $1 billion. Cisco’s shares fell by more than 80% and had still not regained their 2000 high two decades later.',
        },
      ],
      visualType: 'chart-down',
      keyPoint:
        'A crash does not only punish fake companies: it re-prices real ones to what they actually earn.',
    },
    {
      id: 'compare-companies',
      type: 'interactive',
      chapter: 'Chapter 5: Sorting the Wreckage',
      title: 'Four Companies, Four Fates',
      mainText:
        'Compare what investors were paying for with what the businesses actually had. The survivors were not the ones with the most hype but the ones that could eventually pay their own way.',
      comparison: {
        columns: ['What it sold', 'Profit at the peak?', 'What happened'],
        rows: [
          {
            label: 'Pets.com',
            values: [
              'Pet food and supplies online, often below cost',
              'No, large losses',
              'IPO February 2000 at $11; closed November 2000',
            ],
          },
          {
            label: 'Webvan',
            values: [
              'Home grocery delivery from huge new warehouses',
              'No, large losses',
              'IPO November 1999; bankrupt July 2001',
            ],
          },
          {
            label: 'Amazon',
            values: [
              'Books, then almost everything, online',
              'No, but growing sales and improving margins',
              'Shares fell over 90%; first annual profit 2003; survived and thrived',
            ],
          },
          {
            label: 'Cisco',
            values: [
              'Internet routers and switches',
              'Yes, but priced at over 100 times earnings',
              'Shares fell over 80%; business survived, price never regained the peak for decades',
            ],
          },
        ],
      },
      definitions: ['price-earnings-ratio', 'burn-rate'],
      visualType: 'scale',
      keyPoint:
        'Two questions separate a bubble stock from an investment: can it become profitable, and what are you paying for that profit?',
    },
    {
      id: 'aftermath',
      type: 'story',
      chapter: 'Chapter 5: Sorting the Wreckage',
      title: 'Cleaning Up',
      mainText:
        "Investigators found that some star analysts at big banks had publicly praised internet stocks while their firms earned fees from those same companies. In 2003, ten large Wall Street firms agreed to pay about $1.4 billion in the Global Research Analyst Settlement and to separate research from investment banking; two well-known analysts were barred from the securities industry. The Sarbanes–Oxley Act of 2002, passed after Enron and WorldCom, made chief executives personally certify their companies' accounts.\n\nThe Federal Reserve cut its key interest rate from 6.5% at the start of 2001 to 1.75% by December 2001 and 1% by mid-2003, a choice that later helped fuel the housing boom. Not everything was lost: the fiber-optic cable, data centers and skills built in the bubble became the cheap infrastructure on which later internet companies grew.",
      definitions: ['analyst-conflict'],
      interactiveElements: [
        {
          id: 'global-settlement',
          label: 'Global Research Analyst Settlement',
          tooltip: '2003, about $1.4 billion',
          detail:
            'Regulators including the SEC, the New York Attorney General and the NASD found that research at the largest investment banks had been shaped by the wish to win underwriting business. The firms paid penalties and funded independent research for investors.',
        },
      ],
      visualType: 'courtroom',
      keyPoint: 'Bubbles leave behind both ruined investors and useful infrastructure.',
    },
    dotcomBubbleChart,
    {
      type: 'quiz',
      id: 'quiz',
      chapter: 'Quiz',
      title: 'Check Your Understanding',
      questions: [
        {
          question:
            'The Nasdaq Composite closed at 5,048.62 on 10 March 2000 and at 1,114.11 on 9 October 2002. About how much did it fall?',
          options: ['About 48%', 'About 65%', 'About 78%', 'About 95%'],
          correct: 2,
          explanation:
            'The fall was 5,048.62 − 1,114.11 = 3,934.51 points, and 3,934.51 ÷ 5,048.62 is about 0.78. A $10,000 investment at the peak was worth about $2,200 at the bottom, and the index took until 2015 to regain its high.',
          kind: 'calculation',
        },
        {
          question:
            'Jenna has $60,000 of shares and borrows another $60,000 on margin to buy more. If all her shares then fall 50%, how much of her own money is left after the loan?',
          options: ['$60,000', '$30,000', '$15,000', 'Nothing'],
          correct: 3,
          explanation:
            'She owns $120,000 of shares. A 50% fall leaves $60,000, and the loan of $60,000 must be repaid in full, so her own money is gone. Without the loan, the same fall would have left her $30,000. Margin doubles both gains and losses.',
          kind: 'calculation',
        },
        {
          question: 'Why did the price/earnings ratio fail as a yardstick for many internet companies?',
          options: [
            'They had no earnings, so analysts used visitors and page views, measures with no ceiling',
            'Their earnings were so high that the ratios looked absurd, so analysts ignored them',
            'The SEC banned P/E ratios in company filings in 1999, so analysts had no figures',
            'Their profits grew so fast that any P/E was out of date within months',
          ],
          correct: 0,
          explanation:
            'A company with no profit has no meaningful P/E. The new measures, such as eyeballs, could always be raised by spending more on advertising, so they could justify almost any price.',
        },
        {
          question: 'Which companies tended to survive the crash?',
          options: [
            'Those with the most website visitors, whatever their costs',
            'Those with cash and a route to profit, such as Amazon and eBay',
            'Those that went public last, after prices had already fallen',
            'Those that spent most on advertising to grow fast',
          ],
          correct: 1,
          explanation:
            'Companies that lived on new share sales, like Pets.com and Webvan, closed when investors stopped funding them. Firms that could pay their own way survived, even though their shares fell steeply.',
        },
      ],
    },
    {
      id: 'reflection',
      type: 'reflection',
      title: 'Looking Back',
      prompt:
        'Jenna was right that the internet would change the world. She was wrong about what that meant for the price of its shares. Think about the gap between those two ideas.',
      questions: [
        'Why could the internet be revolutionary and internet stocks still be a terrible investment in March 2000?',
        'What yardstick would you use to judge a company that has never made a profit?',
        'How did borrowing on margin change what a market fall meant for ordinary investors?',
        'Which technology today is described as "changing everything", and how are its companies valued?',
      ],
      finalThought:
        'The price you pay decides your return. A wonderful company bought at any price can still be a losing investment.',
      visualType: 'newspaper',
    },
    {
      id: 'summary',
      type: 'summary',
      title: 'What the Dot-Com Bubble Teaches',
      conceptLearned: 'Valuation: what a company earns versus what people hope it will earn',
      ending: {
        intro:
          'Your choices as Jenna, starting from $60,000 in December 1999, beside what happened to real investors.',
        rows: [
          {
            label: 'December 1999',
            yours: '{plan}',
            history: 'The Nasdaq gained about 86% in 1999, and margin debt rose sharply into early 2000.',
          },
          {
            label: 'At the top, March 2000',
            yours: '{peak} in internet shares',
            history: 'The Nasdaq closed at 5,048.62 on 10 March 2000.',
          },
          {
            label: 'April 2000',
            yours: '{april}',
            history:
              'Many who bought money-losing firms on the dip lost a second fortune; Pets.com and Webvan closed.',
          },
          {
            label: 'What she owns, October 2002',
            yours: '{shares + index + safe - loan}',
            history:
              'The Nasdaq was about 78% below its peak, and around $5 trillion of stock value had gone.',
          },
          {
            label: 'Gain or loss on her $10,000 of 1997',
            yours: '{shares + index + safe - loan - 10000:usd}',
            history: 'The Nasdaq did not regain its March 2000 high until 2015.',
          },
        ],
      },
      keyTakeaways: [
        "Netscape's August 1995 IPO (offered at $28, closed at $58.25 on day one) showed that investors would pay billions for internet growth without profits.",
        'New yardsticks such as eyeballs and page views replaced price/earnings ratios, and because they had no ceiling they justified almost any price.',
        'The Nasdaq Composite peaked at 5,048.62 on 10 March 2000 and fell about 78% to 1,114.11 by 9 October 2002; it took until 2015 to regain the peak.',
        'Companies that burned cash and depended on new share sales, like Pets.com and Webvan, failed; companies with a path to profit, like Amazon, survived a 90% share-price fall.',
        'Borrowing to buy, and buying a falling stock only because it had fallen, turned losses into ruin for many ordinary investors.',
      ],
      nextSteps: [
        'Compare with the Japanese asset bubble of 1989, where land and shares rose together.',
        'See how the Fed’s rate cuts after 2001 fed into the 2008 financial crisis.',
        'Look up a company you know and compute its price/earnings ratio.',
      ],
      visualType: 'chart-down',
    },
  ],
  sources: [
    {
      title:
        'Irrational Exuberance (1st edition), chapter 1: the price-earnings ratio since 1881 and its record at the turn of 2000',
      author: 'Robert J. Shiller',
      year: 2000,
      publisher: 'Princeton University Press',
    },
    {
      title: 'dot.con: The Greatest Story Ever Sold',
      author: 'John Cassidy',
      year: 2002,
      publisher: 'HarperCollins',
    },
    {
      title: 'DotCom Mania: The Rise and Fall of Internet Stock Prices',
      author: 'Eli Ofek and Matthew Richardson',
      year: 2003,
      publisher: 'The Journal of Finance, vol. 58, no. 3, pp. 1113–1137',
    },
    {
      title: 'IPO Pricing in the Dot-com Bubble',
      author: 'Alexander Ljungqvist and William J. Wilhelm Jr.',
      year: 2003,
      publisher: 'The Journal of Finance, vol. 58, no. 2, pp. 723–752',
    },
    {
      title: 'Manias, Panics and Crashes: A History of Financial Crises (5th edition)',
      author: 'Charles P. Kindleberger and Robert Z. Aliber',
      year: 2005,
      publisher: 'John Wiley & Sons',
    },
    {
      title:
        'Annual Report 2001 (fiscal year ended July 28, 2001): excess inventory charge of $2.25 billion, net loss of $1.01 billion',
      author: 'Cisco Systems',
      year: 2001,
      publisher: 'Cisco Systems',
    },
    {
      title:
        'Nasdaq Composite Index (COMP), daily closes: 5,048.62 on 10 March 2000, 1,114.11 on 9 October 2002, back above the 2000 peak on 23 April 2015',
      author: 'Nasdaq',
      year: 2015,
      publisher: 'Nasdaq Global Indexes',
    },
    {
      title:
        'Initial Public Offerings: Updated Statistics, table 1 (number of US IPOs and average first-day return by year)',
      author: 'Jay R. Ritter',
      year: 2024,
      publisher: 'University of Florida, Warrington College of Business',
      url: 'https://site.warrington.ufl.edu/ritter/ipo-data/',
    },
    {
      title: 'Burning Up: Warning, Internet Companies Are Running Out of Cash, Fast',
      author: 'Jack Willoughby',
      year: 2000,
      publisher: "Barron's, 20 March 2000",
    },
    {
      title:
        "Ten of Nation's Top Investment Firms Settle Enforcement Actions Involving Conflicts of Interest Between Research and Investment Banking (press release 2003-54, 28 April 2003)",
      author: 'US Securities and Exchange Commission',
      year: 2003,
      publisher: 'SEC',
      url: 'https://www.sec.gov/news/press/2003-54.htm',
    },
    {
      title:
        'Regulation T: Credit by Brokers and Dealers (12 CFR part 220), initial margin of 50 percent since 3 January 1974',
      author: 'Board of Governors of the Federal Reserve System',
      year: 1974,
      publisher: 'Federal Reserve Board',
      url: 'https://www.ecfr.gov/current/title-12/chapter-II/subchapter-A/part-220',
    },
  ],
};
