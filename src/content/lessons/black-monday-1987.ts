import { blackMonday1987Chart } from '../charts/pages/black-monday-1987';
import type { GlossaryEntry, Lesson } from '../schema';

// Black Monday, 19 October 1987: the largest one-day percentage fall of the Dow, portfolio
// insurance and index arbitrage, the Fed's liquidity promise and the Brady Commission, seen by a
// composite Boston pension-fund manager.

export const glossary: Record<string, GlossaryEntry> = {
  'market-crash': {
    text: 'Market crash (stock market crash)',
    definition:
      'A sudden, steep fall in share prices across a whole market, over a day or a few days, as many owners rush to sell at once and buyers hold back. A crash usually starts with a shock or bad news, and goes deepest when prices have run far ahead of profits or buyers have borrowed, because selling forced on borrowers or by selling rules then feeds on itself. On Black Monday, 19 October 1987, the Dow Jones fell 22.6% in a single day.',
  },
  'portfolio-insurance': {
    text: 'Portfolio insurance',
    definition:
      'A 1980s strategy that aimed to put a floor under a portfolio’s losses by selling stock index futures as prices fell and buying them back as prices rose. It worked only if the market could absorb the selling smoothly.',
  },
  'index-arbitrage': {
    text: 'Index arbitrage',
    definition:
      'Trading that profits from gaps between the price of stock index futures and the prices of the stocks in the index, by buying the cheaper one and selling the dearer. It carries selling pressure from the futures market to the stock market.',
  },
  'program-trading': {
    text: 'Program trading',
    definition:
      'Buying or selling a whole basket of stocks at once by computer-assisted orders, as used by index arbitrage and portfolio insurance in the 1980s.',
  },
  'stock-specialist': {
    text: 'Specialist',
    definition:
      'On the New York Stock Exchange, the firm responsible for keeping an orderly market in particular stocks, matching orders and trading from its own account when buyers or sellers are missing.',
  },
  'feedback-loop': {
    text: 'Feedback loop',
    definition:
      'A chain in which a result feeds back into its own cause. In a crash: falling prices trigger rule-based selling, which pushes prices lower, which triggers more selling.',
  },
};

export const lesson: Lesson = {
  id: 'black-monday-1987',
  title: 'Black Monday',
  subtitle: 'The crash of 19 October 1987',
  concept: 'How automatic selling strategies and overloaded markets turned a decline into a one-day crash',
  description:
    'Manage a Boston pension fund through the bull market of 1987 and the day the Dow Jones fell 22.6 percent, its largest one-day percentage fall ever. Decide whether to buy portfolio insurance, whether to follow your model into the crash, and what to do the morning after, and learn what the Brady Commission found.',
  preview:
    'A strategy designed to limit losses helped cause the worst day in stock market history. Would you follow the model?',
  difficulty: 'Intermediate',
  estimatedTime: '17 minutes',
  type: 'character-driven',
  category: 'crashes',
  icon: '📉',
  color: { from: 'gray', to: 'red' },
  year: 1987,
  topics: ['Market Mechanics', 'Market Psychology', 'Systemic Risk', 'Financial Contagion'],
  xp: 100,
  character: {
    name: 'Michael Chen',
    age: 34,
    profession: 'Equity portfolio manager at a Boston pension fund',
    icon: '👨‍💻',
    color: 'from-slate-600 to-gray-800',
    background:
      'Michael is a composite character, not a real person. He manages about $500 million of stocks for the pension fund of a New England manufacturer, money that will pay the retirement income of thousands of workers. He has an MBA, a new desktop computer and five years of rising markets behind him.',
    traits: ['Analytical', 'Trusts models', 'Responsible to retirees', 'Calm under pressure, until now'],
    historical: false,
  },
  supportingCharacters: [
    {
      name: 'Alan Greenspan',
      role: 'Chair of the Federal Reserve from August 1987',
      icon: '🏛️',
      influence: 'Announced on the morning of 20 October that the Fed stood ready to provide liquidity.',
    },
    {
      name: 'Hayne Leland and Mark Rubinstein',
      role: 'Finance professors who developed portfolio insurance',
      icon: '📐',
      influence: 'Their firm, with John O’Brien, popularized the strategy among pension funds.',
    },
    {
      name: 'Nicholas F. Brady',
      role: 'Chair of the Presidential Task Force on Market Mechanisms',
      icon: '📘',
      influence: 'His commission’s January 1988 report explained how the crash spread between markets.',
    },
    {
      name: 'Donna',
      role: 'Head trader at Michael’s fund (composite)',
      icon: '📞',
      influence: 'Tries to execute the orders as the markets seize up.',
    },
  ],
  concepts: [
    { id: 'portfolio-insurance', name: 'Portfolio insurance and dynamic hedging', level: 'intermediate' },
    { id: 'futures-and-arbitrage', name: 'Index futures and index arbitrage', level: 'intermediate' },
    { id: 'feedback-loops', name: 'Feedback loops and herding', level: 'beginner' },
    { id: 'market-liquidity', name: 'Liquidity and market capacity', level: 'beginner' },
    {
      id: 'circuit-breakers',
      name: 'Circuit breakers and the central bank as backstop',
      level: 'intermediate',
    },
  ],
  // Figures in millions of dollars: {stocks:usd} million reads "$500 million".
  storyState: [
    { key: 'stocks', label: 'Stocks held (millions)', initial: 500, format: 'usd' },
    { key: 'cash', label: 'Cash and Treasury bills (millions)', initial: 30, format: 'usd' },
    { key: 'plan', label: 'Protection chosen in September', format: 'text' },
    { key: 'monday', label: 'What Michael did on Black Monday', format: 'text' },
    { key: 'tuesday', label: 'Fund on Tuesday morning (millions)', format: 'usd' },
    { key: 'after', label: 'What Michael did the morning after', format: 'text' },
  ],
  pages: [
    {
      type: 'cover',
      id: 'cover',
      title: 'Black Monday',
      subtitle: '19 October 1987: the Dow falls 22.6% in a single day',
      startButtonText: 'Go to the trading desk',
      visualType: 'ticker-crash',
      keyPoint: 'When everyone follows the same rule for selling, there may be no one left to buy.',
    },
    {
      type: 'character-intro',
      id: 'meet-michael',
      chapter: 'Chapter 1: The bull market',
      title: 'Meet Michael Chen',
      narrative: {
        setup:
          'Boston, August 1987. Since the summer of 1982 the Dow Jones Industrial Average has more than tripled, from under 800 to a record of 2,722 on 25 August 1987. Michael’s pension fund has done very well, and the trustees are delighted.',
        situation:
          'But the trustees are also nervous. They ask Michael how he will protect the fund if the market turns. A consultant has pitched a product that promises to limit losses automatically.',
        characterThoughts:
          'Prices have risen over 40 percent this year alone. I cannot time the top, but I cannot tell retirees we lost a quarter of their fund either.',
      },
      definitions: ['portfolio-insurance'],
      interactiveElements: [
        {
          id: 'dow-2722',
          icon: '📈',
          label: 'Dow 2,722',
          tooltip: 'Record close, 25 August 1987',
          detail: 'The Dow began 1987 below 2,000. At the peak it was up more than 40 percent for the year.',
        },
      ],
      visualType: 'chart-up',
      keyPoint: 'After five years of gains, the question was no longer how to make money but how to keep it.',
    },
    {
      type: 'visual-story',
      id: 'how-insurance-works',
      chapter: 'Chapter 1: The bull market',
      title: 'Insurance Without an Insurer',
      mainText:
        'Portfolio insurance was not a policy from an insurance company. It was a trading rule. A computer model told the fund how much stock exposure to hold: as the market fell, the model said to sell more, and as it rose, to buy back. Selling hundreds of separate stocks was slow and costly, so insured funds sold stock index futures instead: contracts on the whole S&P 500 traded in Chicago. In theory the fund’s losses could never go below a chosen floor.\n\nBy 1987, by most estimates, between $60 billion and $90 billion of assets were covered by portfolio insurance programs. The hidden assumption was that the market could always absorb the selling, at prices close to the last trade.',
      narrative: {
        setup: 'The consultant shows Michael a chart: in every backtest, the floor held.',
      },
      definitions: ['portfolio-insurance', 'futures-contract', 'liquidity'],
      interactiveElements: [
        {
          id: 'replicating-put',
          icon: '🧮',
          label: 'A synthetic put option',
          tooltip: 'How the model worked',
          detail:
            'The rule copied the behavior of a put option, which gains as prices fall, by adjusting futures positions continuously. A real put is a contract; a synthetic one depends on being able to trade.',
        },
        {
          id: 'crowded',
          icon: '👥',
          label: 'Everyone has the same rule',
          tooltip: 'The crowding problem',
          detail:
            'One fund following the rule is harmless. Many funds following it together means a wave of selling arrives exactly when prices fall.',
        },
      ],
      visualType: 'computer',
      keyPoint:
        'Portfolio insurance promised a floor, but its floor depended on other people being willing to buy.',
    },
    {
      type: 'decision-point',
      id: 'insurance-choice',
      chapter: 'Chapter 1: The bull market',
      title: 'Protect the Fund?',
      situation: 'September 1987. The trustees want an answer.',
      decision: {
        situation:
          'The fund holds {stocks:usd} million in stocks and {cash:usd} million in cash and Treasury bills. Long-term interest rates are climbing towards 10 percent, the dollar is weak, and stocks are expensive by historical standards. The trustees want protection against a big fall.',
        context: {
          'Fund size': '{stocks:usd} million in US stocks, {cash:usd} million in cash',
          'Dow Jones': 'about 2,500–2,600, down a little from the August peak',
          '30-year Treasury yield': 'climbing towards 10%',
          'Portfolio insurance fee': 'modest, and widely used by peers',
        },
        prompt: 'How will Michael protect the fund?',
        choices: [
          {
            id: 'buy-portfolio-insurance',
            title: 'Sign up for portfolio insurance',
            description: 'Let the model sell index futures automatically if the market falls.',
            icon: '🤖',
            color: 'from-blue-500 to-indigo-600',
            reward: 'A promised floor, and the comfort of doing what peers do',
            risk: 'If many funds sell at once, the model may have to sell into a market with no buyers',
            consequence:
              'Many big pension funds had done this. On 19 October their models demanded huge futures sales as prices fell, and the floors were breached because the trades could not be done at the expected prices.',
            effects: { set: { plan: 'Bought portfolio insurance' } },
          },
          {
            id: 'reduce-stocks',
            title: 'Sell some stocks now',
            description: 'Sell $100 million of stocks now and hold the money in Treasury bills.',
            icon: '✂️',
            color: 'from-emerald-500 to-teal-600',
            reward: 'Less exposure whatever happens, with no reliance on trading in a panic',
            risk: 'If the bull market continues, the fund lags its peers',
            consequence:
              'A simple, static cut in stocks would have reduced the fund’s loss on Black Monday, with no need to sell in the middle of the chaos.',
            effects: { add: { stocks: -100, cash: 100 }, set: { plan: 'Sold $100 million of stocks' } },
          },
          {
            id: 'stay-invested',
            title: 'Stay fully invested',
            description: 'Remind the trustees that pensions are long-term and markets recover.',
            icon: '🧘',
            color: 'from-amber-500 to-orange-600',
            reward: 'Full participation in any further gains',
            risk: 'Bearing the whole of any crash',
            consequence:
              'The fund would have lost more than a fifth of its stock value on one day, after a fall of about 12 percent in the weeks before. But the Dow regained its pre-crash peak in about two years, and patient holders recovered.',
            effects: { set: { plan: 'Stayed fully invested' } },
          },
        ],
      },
      lesson:
        'A protection strategy that relies on trading in a crisis is only as good as the market’s capacity on the worst day.',
      historicalNote:
        'The Brady Commission (1988) found that a handful of large institutions, many of them portfolio insurers, accounted for a large share of the selling on 19 October.',
      definitions: ['portfolio-insurance', 'liquidity'],
      visualType: 'scale',
      keyPoint:
        'Simple protection that does not need a buyer in a panic is more reliable than clever protection that does.',
    },
    {
      type: 'story',
      id: 'the-week-before',
      chapter: 'Chapter 2: The warning',
      // The fund's stocks follow the Dow: about 2,550 in mid-September to 2,246.74 on 16 October.
      effects: { mul: { stocks: 0.88 } },
      title: 'The Week Before',
      mainText:
        'On Wednesday 14 October 1987 a worse-than-expected US trade deficit hit the dollar and bonds, and news spread of a House Ways and Means Committee plan to end tax deductions on some of the borrowing used to finance corporate takeovers, one of the engines of the bull market.\n\nThe Dow fell about 95 points that day, then 58 on Thursday. On Friday 16 October it fell 108 points, about 4.6 percent, the first time it had ever lost more than 100 points in a day. Portfolio insurance models called for more selling than the funds managed to complete on Friday.\n\nOver the weekend, newspapers reported that the US Treasury Secretary, James Baker, had criticized Germany for raising interest rates, which suggested the dollar might be allowed to fall further.',
      narrative: {
        setup:
          'Friday evening. Michael’s model printout shows a long list of futures sales still to be done on Monday.',
        characterThoughts:
          'We are behind on our hedges. So is everybody else who uses the same model. Monday will start with a line of sellers.',
      },
      dialogue: [
        {
          speaker: 'Donna',
          text: 'Everyone knows the insurers have selling left over. The arbitrage desks will be waiting for it.',
        },
        {
          speaker: 'Michael',
          text: 'Then the model is telling everyone to do the same thing at the same time.',
        },
      ],
      definitions: ['feedback-loop'],
      visualType: 'newspaper',
      keyPoint: 'Selling that everyone can see coming attracts traders who try to get out ahead of it.',
    },
    {
      type: 'visual-story',
      id: 'black-monday',
      chapter: 'Chapter 3: Monday, 19 October',
      // The Dow lost 22.6 percent on the day: 1,738.74 against 2,246.74.
      effects: { mul: { stocks: 0.774 } },
      title: 'The Worst Day',
      mainText:
        'Markets fell first in Asia and Europe. In New York, sell orders piled up before the opening bell, and many big stocks could not open for an hour or more because specialists could not find buyers.\n\nIn Chicago, S&P 500 futures fell far below the value of the stocks. Index arbitrageurs bought the cheap futures and sold stocks through the exchange’s computer order system, carrying the selling into New York; portfolio insurers sold still more futures as prices dropped. The order systems fell behind, and prices on screens were stale. Many Nasdaq dealers stopped answering their phones.\n\nBy the close the Dow had fallen 508 points, 22.6 percent, to 1,738.74, on a record volume of over 600 million shares. The S&P 500 lost about 20 percent, and its futures nearly 29 percent.',
      narrative: {
        setup:
          'Michael’s screens flash red. Donna shouts that the futures are trading at a discount she has never seen.',
      },
      definitions: [
        'market-crash',
        'index-arbitrage',
        'program-trading',
        'stock-specialist',
        'feedback-loop',
      ],
      interactiveElements: [
        {
          id: 'minus-508',
          icon: '📉',
          label: '−508 points, −22.6%',
          tooltip: 'Dow Jones, 19 October 1987',
          detail:
            'The Dow’s fall on 19 October 1987 is the largest one-day percentage fall in its history, almost twice the worst day of the 1929 crash.',
        },
        {
          id: 'world',
          icon: '🌍',
          label: 'A global crash',
          tooltip: 'Markets fell everywhere',
          detail:
            'Hong Kong closed its stock exchange for the rest of the week; when it reopened on 26 October it fell by about a third. Australia, Britain and others fell sharply too.',
        },
      ],
      visualType: 'ticker-crash',
      keyPoint:
        'The futures market and the stock market dragged each other down in a loop of automatic selling.',
    },
    {
      type: 'decision-point',
      id: 'follow-the-model',
      chapter: 'Chapter 3: Monday, 19 October',
      title: 'Follow the Model?',
      situation: 'Early afternoon, 19 October 1987. The Dow is down more than 200 points and falling.',
      decision: {
        situation:
          'Suppose the fund is insured (whatever Michael chose in September): the model now says to sell another $60 million of S&P futures. But futures are trading far below the stocks, and every sale pushes them lower.',
        context: {
          'Dow Jones': 'down more than 200 points, with the worst still to come',
          'S&P futures': 'far below the stock index',
          'Model instruction': 'sell $60 million more of futures',
          'Order systems': 'running late; prices on screens are stale',
        },
        prompt: 'What does Michael tell Donna?',
        timeLimit: 'The market closes at 4 p.m.',
        choices: [
          {
            id: 'follow-model',
            title: 'Follow the model and sell',
            description: 'The rule exists for days like this. Sell the futures at whatever price.',
            icon: '🤖',
            color: 'from-red-500 to-rose-700',
            reward: 'Discipline: you do what you promised the trustees',
            risk: 'You sell at panic prices and add to the fall that triggered the rule',
            consequence:
              'Insured funds that kept selling locked in losses near the lows of the day. The Brady Commission estimated that portfolio insurers sold futures equal to about $4 billion of stock on 19 October.',
            effects: { add: { stocks: -60, cash: 60 }, set: { monday: 'Sold $60 million near the lows' } },
          },
          {
            id: 'override-model',
            title: 'Override the model and stop selling',
            description: 'Accept that the floor is lost, but refuse to sell at absurd prices.',
            icon: '✋',
            color: 'from-amber-500 to-orange-600',
            reward: 'You avoid selling at the very bottom',
            risk: 'If the market keeps falling on Tuesday, the fund has no protection at all',
            consequence:
              'Some managers did halt their programs. Prices recovered part of the loss on 20 and 21 October, so those who stopped selling on Monday afternoon did better than those who sold.',
            effects: { set: { monday: 'Stopped selling' } },
          },
          {
            id: 'buy-the-crash',
            title: 'Buy stocks at crash prices',
            description:
              'Spend the fund’s {cash:usd} million of cash on blue-chip stocks down 20 percent or more.',
            icon: '🛒',
            color: 'from-emerald-500 to-teal-600',
            reward: 'Buy good companies at a steep discount',
            risk: 'Nobody knows where the bottom is, and the trustees may panic',
            consequence:
              'Buyers on Monday afternoon paid prices that looked cheap within days and very cheap within two years. But on Tuesday morning they faced further falls before the recovery.',
            effects: {
              compute: { stocks: 'stocks + cash' },
              set: { cash: 0, monday: 'Bought stocks with all the cash' },
            },
          },
        ],
      },
      lesson:
        'A rule designed for normal markets can do harm in an abnormal one; knowing when a model has stopped describing reality is part of the job.',
      historicalNote:
        'The Brady Commission (1988) concluded that stocks, futures and options were really one market, yet they were run by separate exchanges, clearing systems and regulators, and the links between them broke under stress.',
      definitions: ['portfolio-insurance', 'futures-contract', 'liquidity'],
      visualType: 'phone',
      keyPoint: 'A model does not know that everyone else is running it too.',
    },
    {
      type: 'story',
      id: 'tuesday',
      chapter: 'Chapter 4: Tuesday, 20 October',
      title: 'The Brink and the Backstop',
      mainText:
        'Before the market opened on Tuesday 20 October, the new Federal Reserve chair, Alan Greenspan, issued a one-sentence statement that the Fed was ready to provide liquidity to support the economic and financial system. The Fed bought government securities to push cash into the banks and encouraged them to keep lending to securities firms, which needed money to settle trades. Even so, around midday many stocks stopped trading and some markets briefly halted; it was the closest the system came to breaking.\n\nThen buyers returned: companies announced buybacks of their own shares, and index futures rallied. The Dow rose about 102 points on Tuesday and a record 187 points on Wednesday.',
      narrative: {
        setup: 'Michael arrives at 6 a.m. Donna has the Fed statement pinned above her screen.',
        characterThoughts:
          'Yesterday the question was whether prices would fall. Today it is whether the market will still be there to trade at all.',
      },
      definitions: ['lender-of-last-resort', 'liquidity'],
      interactiveElements: [
        {
          id: 'settlement',
          icon: '🏦',
          label: 'Why settlement mattered',
          tooltip: 'Cash to pay for trades',
          detail:
            'Brokers had to pay for Monday’s trades within days. If banks had cut off their credit, healthy firms could have failed, spreading the crisis. The Fed’s promise kept credit flowing.',
        },
      ],
      visualType: 'bank-run',
      keyPoint:
        'A central bank promise of liquidity turned a crash into a bad week instead of a financial collapse.',
    },
    {
      type: 'decision-point',
      id: 'the-morning-after',
      chapter: 'Chapter 4: Tuesday, 20 October',
      effects: { compute: { tuesday: 'stocks + cash' } },
      title: 'What Now?',
      situation: 'Tuesday 20 October, 9 a.m. The trustees call an emergency meeting.',
      decision: {
        situation:
          'The fund’s stocks are worth about a third less than in mid-September, and Monday alone took 22.6 percent off Friday’s prices. Some trustees want to sell everything before it gets worse; others see a bargain. The Fed has promised liquidity. The economy itself looks healthy: unemployment is about 6 percent and falling.',
        context: {
          'Stock loss since September': 'about 12% before Monday, then 22.6% on Monday',
          'Your fund now': '{stocks:usd} million in stocks, {cash:usd} million in cash',
          'Dow Jones': '1,738.74 at Monday’s close',
          'Fed statement': 'ready to provide liquidity',
          Economy: 'growing, unemployment about 6%',
        },
        prompt: 'What does Michael recommend?',
        choices: [
          {
            id: 'sell-everything',
            title: 'Sell all stocks now',
            description: 'Get out before another Black Monday.',
            icon: '🏃',
            color: 'from-red-500 to-rose-700',
            reward: 'No further stock losses',
            risk: 'You lock in the crash and miss the recovery',
            consequence:
              'Sellers on Tuesday morning sold near the low. No recession followed, and the Dow regained its August 1987 peak by August 1989. Selling turned a temporary loss into a permanent one.',
            effects: { compute: { cash: 'cash + stocks' }, set: { stocks: 0, after: 'Sold all stocks' } },
          },
          {
            id: 'rebalance-back',
            title: 'Rebalance back to target',
            description: 'Buy stocks gradually to restore the fund’s planned stock allocation.',
            icon: '⚖️',
            color: 'from-emerald-500 to-teal-600',
            reward: 'Buys at low prices in a disciplined way',
            risk: 'More short-term losses if prices fall further first',
            consequence:
              'Disciplined rebalancing bought stocks near the lows. Within two years the fund would have recovered its losses and more.',
            effects: {
              compute: { stocks: 'stocks + cash * 0.5', cash: 'cash * 0.5' },
              set: { after: 'Put half the cash into stocks' },
            },
          },
          {
            id: 'wait-and-see',
            title: 'Hold and wait',
            description: 'Make no changes until markets settle.',
            icon: '⏳',
            color: 'from-slate-500 to-slate-700',
            reward: 'Avoids decisions made in panic',
            risk: 'No advantage taken of low prices',
            consequence:
              'Holders recovered with the market over the next two years. Doing nothing in a panic is often better than doing the wrong thing.',
            effects: { set: { after: 'Held and waited' } },
          },
        ],
      },
      lesson:
        'After a crash caused by market mechanics rather than a collapsing economy, panic selling is usually the costliest choice.',
      historicalNote:
        'Unlike 1929, the 1987 crash was not followed by a depression or even a recession. The economy kept growing and the Fed’s quick action is widely credited with containing the damage.',
      definitions: ['lender-of-last-resort'],
      visualType: 'chart-up',
      keyPoint:
        'Ask whether a crash reflects the economy or the plumbing before deciding what it means for you.',
    },
    {
      type: 'interactive',
      id: 'crashes-compared',
      chapter: 'Compare',
      // On 24 August 1989 the Dow closed at 2,734.64, above its 1987 peak: 1.573 times 1,738.74.
      effects: { mul: { stocks: 1.573 } },
      title: '1929 and 1987 Compared',
      mainText: 'Two great crashes with very different aftermaths.',
      comparison: {
        columns: ['October 1929', 'October 1987'],
        rows: [
          { label: 'Worst days', values: ['About −13% and −12% on 28–29 October', '−22.6% on 19 October'] },
          {
            label: 'Main mechanism',
            values: ['Margin calls on borrowed money', 'Portfolio insurance and index arbitrage'],
          },
          {
            label: 'Central bank response',
            values: [
              'New York Fed lent cash to banks in the crash; then, in 1930–33, the Fed let banks fail and money shrink',
              'Promised liquidity the next morning',
            ],
          },
          { label: 'What followed', values: ['The Great Depression', 'Continued growth, no recession'] },
          { label: 'Back to the previous peak', values: ['1954, about 25 years', '1989, about 2 years'] },
          {
            label: 'Reforms',
            values: [
              'SEC, margin rules, deposit insurance',
              'Circuit breakers, better coordination between markets',
            ],
          },
        ],
      },
      definitions: ['circuit-breaker', 'margin-call'],
      visualType: 'scale',
      keyPoint: 'A crash becomes a catastrophe when the financial system fails with it.',
    },
    blackMonday1987Chart,
    {
      type: 'quiz',
      id: 'quiz',
      chapter: 'Quiz',
      title: 'Check Your Understanding',
      questions: [
        {
          question:
            "The Dow closed at 2,246.74 on Friday 16 October 1987 and fell 508 points on Monday. About how big was Monday's fall in percent?",
          options: ['About 5%', 'About 13%', 'About 23%', 'About 29%'],
          correct: 2,
          explanation:
            "508 ÷ 2,246.74 is about 0.226, a fall of 22.6%, to 1,738.74. That is still the Dow's largest one-day percentage fall, almost twice the worst day of 1929 (about 13%).",
          kind: 'calculation',
        },
        {
          question:
            "According to the lesson's table, how long did it take the Dow to regain its previous peak after each crash?",
          options: [
            'About 2 years after 1929 and 25 years after 1987',
            'About 25 years after 1929 and 2 years after 1987',
            'Both took about 10 years to regain their peaks',
            'Neither regained it within the next 30 years',
          ],
          correct: 1,
          explanation:
            'The 1929 peak was not regained until 1954, about 25 years later. The August 1987 peak was regained in August 1989. The difference lay in what followed: a banking collapse and the Great Depression after 1929, continued growth after 1987.',
          kind: 'reading',
        },
        {
          question: 'What did portfolio insurance programs do as prices fell on 19 October?',
          options: [
            'Bought stocks to support the market as prices fell',
            'Sold more stock index futures, adding to the selling',
            'Asked the exchange to halt trading until prices steadied',
            'Paid insurance claims to investors who had lost money',
          ],
          correct: 1,
          explanation:
            'Portfolio insurance was a trading rule, not an insurance policy: sell futures as prices fall, buy them back as they rise. When many funds follow the same rule, their selling arrives together, pushes prices lower and triggers still more selling.',
        },
        {
          question: "How did the Federal Reserve's response in 1987 differ from the years after 1929?",
          options: [
            'In 1987 it raised interest rates sharply to defend the dollar, as it had in 1931',
            'In 1929 it did nothing at all, even in October; in 1987 it bought stocks itself',
            'In 1987 it promised cash at once; after 1929 it let banks fail and money shrink',
            'No difference: both times it cut rates at once and lent freely to every bank',
          ],
          correct: 2,
          explanation:
            "In October 1929 the New York Fed did supply cash to banks. The great failure came later, in 1930–33, when the Fed let thousands of banks fail and the money supply fall by about a third. In 1987 Greenspan's promise of liquidity on 20 October kept credit flowing to securities firms.",
        },
      ],
    },
    {
      type: 'reflection',
      id: 'reflection',
      chapter: 'Reflection',
      title: 'When Safety Creates Danger',
      prompt: 'Think about Michael’s choices and the system he was part of.',
      questions: [
        'How could a strategy meant to reduce risk for each fund increase risk for the whole market?',
        'Why did the link between Chicago futures and New York stocks turn into a loop of selling?',
        'What did the Federal Reserve do differently in 1987 from 1929?',
        'Do any of today’s automatic strategies, such as stop-loss orders, carry a similar danger?',
      ],
      finalThought:
        'Black Monday showed that markets can fall not because the world changed, but because too many people followed the same rule at the same moment.',
      visualType: 'computer',
      keyPoint: 'Risk management that everyone copies can become the risk.',
    },
    {
      type: 'summary',
      id: 'summary',
      chapter: 'Summary',
      title: 'What Black Monday Teaches',
      conceptLearned: 'Portfolio insurance, index arbitrage, feedback loops, liquidity and circuit breakers',
      ending: {
        intro:
          'Your $530 million fund (figures in millions of dollars) beside what happened to the real funds of 1987. Cash is shown before interest.',
        rows: [
          {
            label: 'September 1987',
            yours: '{plan}',
            history:
              'By most estimates $60–90 billion was covered by portfolio insurance, whose floors were breached on 19 October.',
          },
          {
            label: 'Black Monday',
            yours: '{monday}',
            history:
              'Portfolio insurers sold futures equal to about $4 billion of stock; the Dow fell 22.6 percent.',
          },
          {
            label: 'Fund on Tuesday morning',
            yours: '{tuesday:usd} million',
            history:
              'The Dow fell about 12 percent from mid-September to 16 October, then 22.6 percent in one day: a fully invested fund lost about a third of its stocks.',
          },
          {
            label: 'The morning after',
            yours: '{after}',
            history: 'The Fed promised liquidity, no recession followed, and buyers returned within days.',
          },
          {
            label: 'Fund by August 1989',
            yours: '{stocks + cash:usd} million',
            history:
              'The Dow regained its August 1987 peak by August 1989. A fund fully invested since mid-September 1987 was up only about 7 percent; those who sold at the low had less.',
          },
        ],
      },
      keyTakeaways: [
        'On 19 October 1987 the Dow fell 508 points, 22.6 percent, its largest one-day percentage fall ever.',
        'Portfolio insurance sold index futures as prices fell; index arbitrage carried that selling into stocks, creating a feedback loop.',
        'Markets have limited capacity: overloaded systems, stale prices and missing buyers made the fall worse.',
        'The Fed’s promise of liquidity on 20 October kept credit flowing and prevented a wider financial collapse.',
        'The Brady Commission (January 1988) treated stocks, futures and options as one market and led to circuit breakers.',
      ],
      nextSteps: [
        'See how automated trading caused another sudden crash in the 2010 flash crash lesson.',
        'Compare with the 1929 crash in the bank runs lesson.',
      ],
      visualType: 'ticker-crash',
      keyPoint:
        'Know who else is following your rule, and whether anyone will be there to take the other side.',
    },
  ],
  sources: [
    {
      title: 'Report of the Presidential Task Force on Market Mechanisms',
      author: 'Presidential Task Force on Market Mechanisms (Brady Commission)',
      year: 1988,
      publisher: 'US Government Printing Office',
    },
    {
      title: 'The October 1987 Market Break',
      author: 'US Securities and Exchange Commission, Division of Market Regulation',
      year: 1988,
      publisher: 'US Securities and Exchange Commission',
    },
    {
      title:
        'A Brief History of the 1987 Stock Market Crash with a Discussion of the Federal Reserve Response',
      author: 'Mark Carlson',
      year: 2007,
      publisher: 'Federal Reserve Board, Finance and Economics Discussion Series 2007-13',
    },
    {
      title: 'Investor Behavior in the October 1987 Stock Market Crash: Survey Evidence',
      author: 'Robert J. Shiller',
      year: 1987,
      publisher: 'National Bureau of Economic Research, Working Paper 2446',
    },
    {
      title: 'Manias, Panics and Crashes: A History of Financial Crises (5th edition)',
      author: 'Charles P. Kindleberger and Robert Z. Aliber',
      year: 2005,
      publisher: 'John Wiley & Sons',
    },
    {
      title: 'A Monetary History of the United States, 1867–1960 (chapter 7, The Great Contraction)',
      author: 'Milton Friedman and Anna J. Schwartz',
      year: 1963,
      publisher: 'Princeton University Press',
    },
  ],
};
