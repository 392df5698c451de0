import type { GlossaryEntry, Lesson } from '../schema';

// Black Friday, 24 September 1869: Jay Gould and James Fisk's attempt to corner the New York gold
// market, and the Treasury sale that broke it. The protagonist is a composite; the people, dates
// and prices are real. Where the key figures come from: the House report of 1870 (Garfield's
// committee) and Ackerman (1988) for the 162½ peak, the fall to about 133 and the $4 million order;
// Boutwell's memoir (1902) for Grant proposing $5 million and settling on $4 million, telegraphed as
// a sale to come, so the price broke on the news; the roughly $100 million of Treasury gold against
// $15-20 million in the New York market is Ackerman's and Renehan's order of magnitude.

export const glossary: Record<string, GlossaryEntry> = {
  'gold-price': {
    text: 'Gold price (in greenbacks)',
    definition:
      'How many paper dollars it takes to buy 100 dollars in gold coin when paper money cannot be exchanged for gold at a fixed rate. A price of 140 means 140 paper dollars buy 100 gold dollars. The premium is the part above 100: at 140, gold stood at a 40 percent premium.',
  },
  'inside-information': {
    text: 'Inside information',
    definition:
      'Important facts that are not yet public, such as a government decision, which give whoever knows them an unfair edge in trading.',
  },
};

export const lesson: Lesson = {
  id: 'black-friday-1869',
  title: 'Black Friday, 1869',
  subtitle: 'The day the gold corner broke',
  concept:
    'How two speculators tried to corner the gold market by courting the government, and how one Treasury order ended it in minutes',
  description:
    'New York, September 1869. As an importer who must pay customs duties in gold, watch Jay Gould and James Fisk try to buy up the city’s gold while courting President Grant’s circle. Decide when to buy the gold you need, what to do as the price soars on Black Friday, and how to deal with brokers who cannot pay. Learn why a corner needs the government to stay out, and what happened when it did not.',
  preview: 'You owe customs duties in gold next week, and someone is buying up all the gold in New York.',
  difficulty: 'Beginner',
  estimatedTime: '16 minutes',
  type: 'character-driven',
  category: 'scandals',
  icon: '🪙',
  color: { from: 'yellow', to: 'gray' },
  year: 1869,
  topics: ['Market Mechanics', 'Market Psychology', 'Currency Markets'],
  xp: 100,
  character: {
    name: 'Cornelius Vandermeer',
    age: 45,
    profession: 'Importer of cloth and tea in New York',
    icon: '🚢',
    color: 'from-yellow-600 to-stone-700',
    background:
      'Cornelius is a composite character, not a real person. He imports English cloth and Chinese tea through the port of New York. He sells in paper dollars, called greenbacks, but the law says customs duties must be paid in gold coin. So every shipment means buying gold in the Gold Room on New Street.',
    traits: ['Shrewd', 'Cautious with credit', 'Well connected', 'Hates surprises'],
    historical: false,
  },
  supportingCharacters: [
    {
      name: 'Jay Gould',
      role: 'Financier who controlled the Erie Railway',
      icon: '🎩',
      influence: 'Planned the gold corner and quietly sold before it broke.',
    },
    {
      name: 'James Fisk Jr.',
      role: 'Gould’s flamboyant partner',
      icon: '🎭',
      influence: 'Bought gold loudly and in huge amounts on Black Friday.',
    },
    {
      name: 'Ulysses S. Grant',
      role: 'President of the United States',
      icon: '🏛️',
      influence: 'Ordered the Treasury to sell gold on 24 September, breaking the corner.',
    },
    {
      name: 'Abel Corbin',
      role: 'Grant’s brother-in-law',
      icon: '🤝',
      influence: 'Helped Gould meet the President and held gold bought on his behalf.',
    },
    {
      name: 'George S. Boutwell',
      role: 'Secretary of the Treasury',
      icon: '💵',
      influence: 'Telegraphed New York the order to sell $4 million of gold.',
    },
  ],
  concepts: [
    { id: 'paper-and-gold', name: 'Paper money and the price of gold', level: 'beginner' },
    { id: 'corners', name: 'How a corner works and why it fails', level: 'intermediate' },
    { id: 'political-risk', name: 'Betting on the government’s choices', level: 'intermediate' },
    { id: 'counterparty-failures', name: 'When brokers cannot pay', level: 'beginner' },
    { id: 'insider-edge', name: 'Inside information and public trust', level: 'beginner' },
  ],
  // Gold prices are paper dollars per 100 in gold: at 140, $10,000 in gold costs $14,000 in paper.
  storyState: [
    { key: 'goldBought', label: 'Gold bought before Friday', initial: 0, format: 'usd' },
    { key: 'paid', label: 'Paper paid before Friday', initial: 0, format: 'usd' },
    { key: 'total', label: 'Paper paid for $10,000 of gold', format: 'usd' },
    { key: 'when', label: 'Wednesday 22 September', format: 'text' },
    { key: 'broker', label: 'The broker who could not pay', format: 'text' },
  ],
  pages: [
    {
      type: 'cover',
      id: 'cover',
      title: 'Black Friday, 1869',
      subtitle: 'New York’s Gold Room, 24 September 1869',
      startButtonText: 'Walk to the Gold Room',
      visualType: 'market-floor',
      keyPoint: 'A corner works only until someone with more of the thing decides to sell.',
    },
    {
      type: 'character-intro',
      id: 'meet-cornelius',
      chapter: 'Chapter 1: Paper and gold',
      title: 'Meet Cornelius Vandermeer',
      narrative: {
        setup:
          'New York, early September 1869. Since the Civil War, American paper dollars cannot be swapped for gold at the Treasury. So gold has its own price in paper money. Today, 100 dollars in gold costs about 135 paper dollars.',
        situation:
          'Cornelius has a shipment of cloth arriving in late September. He will owe the customs house $10,000 in gold. Every point the gold price rises costs him $100 more in paper money.',
        characterThoughts: 'I sell in paper and pay in gold. When gold jumps, my profit vanishes.',
      },
      definitions: ['greenback', 'gold-price'],
      interactiveElements: [
        {
          id: 'duty',
          icon: '🧾',
          label: '$10,000 in gold',
          tooltip: 'Customs duties on his shipment',
          detail: 'At a gold price of 135, that is $13,500 in paper money. At 160, it would be $16,000.',
        },
        {
          id: 'gold-room',
          icon: '🏛️',
          label: 'The Gold Room',
          tooltip: 'Where gold was traded',
          detail:
            'The Gold Room was a trading hall on New Street where brokers bought and sold gold for paper money, mostly for future delivery.',
        },
      ],
      visualType: 'coins',
      keyPoint: 'When you earn in one money and owe in another, the price between them is your risk.',
    },
    {
      type: 'story',
      id: 'the-plan',
      chapter: 'Chapter 1: Paper and gold',
      title: 'Gould’s Plan',
      mainText:
        'Only about $15 million to $20 million in gold was available for trading in New York. But the US Treasury held about $100 million. It sold some at regular auctions.\n\nJay Gould saw a chance. If he and his partners bought up the gold on the market, short sellers would have to buy from them at high prices. But the plan had one weak point. If the Treasury sold its gold, the price would collapse.\n\nSo Gould courted the government. He met President Grant through Abel Corbin, who had married Grant’s sister. He argued that a higher gold price would help farmers sell grain abroad. Corbin took a large gold position bought on his behalf. In early September Grant told his Treasury Secretary to hold back gold sales for a time. Gould and his ally James Fisk bought tens of millions of dollars of gold contracts.',
      narrative: {
        setup:
          'Gossip in the Gold Room says the President is a friend of Gould’s. Cornelius does not know what to believe.',
      },
      definitions: ['market-corner', 'short-selling'],
      interactiveElements: [
        {
          id: 'weak-point',
          icon: '🏦',
          label: 'The Treasury’s $100 million',
          tooltip: 'The corner’s weak point',
          detail:
            'The government held far more gold than was on the market. One decision in Washington could sink the corner.',
        },
      ],
      visualType: 'handshake',
      keyPoint: 'A corner needs the biggest holder to stay out. Gould tried to make sure it would.',
    },
    {
      type: 'decision-point',
      id: 'when-to-buy',
      chapter: 'Chapter 2: The squeeze',
      title: 'Buy the Gold Now or Wait?',
      situation: 'Wednesday 22 September 1869. Gold is rising.',
      decision: {
        situation:
          'Gold has climbed from about 135 earlier in the month to about 140 today. Cornelius needs $10,000 in gold for customs by the end of the month. His broker says the Treasury has cut its gold sales back to the routine ones and the price may go much higher. His banker says the government will not let speculators run the market.',
        context: {
          'Gold price': 'about 140 paper dollars per 100 in gold',
          'He owes': '$10,000 in gold, due at the end of the month',
          'Treasury sales': 'cut back to routine sales',
          Rumor: 'the President is close to Gould',
        },
        prompt: 'What should Cornelius do?',
        choices: [
          {
            id: 'buy-now',
            title: 'Buy all the gold he needs now',
            description: 'Pay about $14,000 in paper and stop worrying.',
            icon: '🪙',
            color: 'from-emerald-500 to-teal-600',
            reward: 'His cost is fixed, whatever happens',
            risk: 'If the corner breaks, he paid more than he had to',
            consequence:
              'He locked in about 140. After the corner broke, gold fell to about 133, so waiting would have been cheaper in the end. But on Friday morning, when gold touched 160, he would have been very glad.',
            effects: { set: { goldBought: 10000, paid: 14000, when: 'Bought all the gold at 140' } },
          },
          {
            id: 'wait',
            title: 'Wait for the government to act',
            description: 'The Treasury will surely sell if prices get silly.',
            icon: '⏳',
            color: 'from-amber-500 to-orange-600',
            reward: 'A lower price if the corner breaks',
            risk: 'A far higher price if it does not',
            consequence:
              'It paid, but only because the Treasury did act, and only after a terrifying Friday morning. He was betting on a decision in Washington he could not see.',
            effects: { set: { when: 'Waited for the Treasury' } },
          },
          {
            id: 'buy-half',
            title: 'Buy half now, half later',
            description: 'Spread the risk.',
            icon: '✂️',
            color: 'from-sky-500 to-indigo-600',
            reward: 'Half the cost is fixed; half can benefit from a fall',
            risk: 'Half is still exposed to a squeeze',
            consequence:
              'A sensible hedge. Whatever the Treasury did, he could pay his duties without being ruined.',
            effects: { set: { goldBought: 5000, paid: 7000, when: 'Bought half at 140' } },
          },
        ],
      },
      lesson:
        'When a price depends on one political decision, you cannot forecast it. Protect what you must pay.',
      historicalNote:
        'Many importers and merchants, who needed gold for real trade, were caught in the squeeze and sent protests to Washington.',
      definitions: ['hedging', 'gold-price'],
      visualType: 'scale',
      keyPoint: 'Hedge the bills you must pay; do not bet them on rumors.',
    },
    {
      type: 'visual-story',
      id: 'black-friday',
      chapter: 'Chapter 2: The squeeze',
      title: 'Friday, 24 September 1869',
      mainText:
        'Gold had closed on Thursday near 144. On Friday morning it passed 150 and kept rising as Fisk’s brokers bid higher and higher in the Gold Room. Before noon the price touched 162½. Short sellers and merchants who needed gold were desperate.\n\nBut Gould had learned that the President was angry and that the Treasury might sell. While Fisk kept buying in public, Gould quietly sold.\n\nIn Washington, Grant and Treasury Secretary George Boutwell agreed that the Treasury would sell $4 million of gold, and Boutwell telegraphed the order to New York. When the news reached the Gold Room, the price collapsed within minutes, to about 133. Brokers who had bought at the top were ruined. The stock market fell sharply too, and the Gold Exchange Bank, which cleared the trades, could not keep up.',
      narrative: {
        setup:
          'Cornelius stands at the edge of the Gold Room, where men shout prices and tear their collars. At the peak price of 162½, the gold he still needs would cost {16250 - goldBought * 1.625:usd} in paper.',
        characterThoughts: 'The price is not about gold anymore. It is about one telegram from Washington.',
      },
      variants: [
        {
          when: { goldBought: { atLeast: 10000 } },
          narrative: {
            setup:
              'Cornelius stands at the edge of the Gold Room, where men shout prices and tear their collars. His gold is already bought, at 140.',
            characterThoughts:
              'The price is not about gold anymore. It is about one telegram from Washington.',
          },
        },
      ],
      definitions: ['market-corner', 'inside-information'],
      interactiveElements: [
        {
          id: 'collapse',
          icon: '📉',
          label: '162½ → about 133',
          tooltip: 'The gold price on Black Friday',
          detail:
            'On Black Friday the gold price fell about 18 percent in minutes, from 162½ to about 133, once the Treasury’s sale was announced.',
        },
        {
          id: 'four-million',
          icon: '💰',
          label: '$4 million',
          tooltip: 'The Treasury sale',
          detail:
            'Small next to the contracts traded, but enough to prove the government would not let the corner hold.',
        },
      ],
      visualType: 'ticker-crash',
      keyPoint: 'When the biggest holder sells, a corner turns into a trap for the cornerers’ followers.',
    },
    {
      type: 'decision-point',
      id: 'broker-cannot-pay',
      chapter: 'Chapter 3: The wreckage',
      title: 'Your Broker Cannot Pay',
      situation: 'Monday 27 September 1869. Cornelius’s broker owes him gold.',
      decision: {
        situation:
          'Suppose Cornelius had bought gold for delivery through a broker who was also trading for Fisk. The broker now says he cannot deliver all of it. Fisk has refused to honor many of his contracts. The Gold Exchange Bank is still sorting out the trades.',
        context: {
          'Owed to him': 'gold bought through his broker',
          Broker: 'cannot deliver in full',
          Fisk: 'refusing many contracts',
          Courts: 'slow, and judges are friendly to Gould and Fisk',
        },
        prompt: 'What does Cornelius do?',
        choices: [
          {
            id: 'settle',
            title: 'Settle for part now',
            description: 'Accept a share of what he is owed, in cash, this week.',
            icon: '🤝',
            color: 'from-amber-500 to-orange-600',
            reward: 'Money now, and an end to it',
            risk: 'He takes a loss on a deal he did correctly',
            consequence:
              'Many merchants settled. Brokerages failed in the days after Black Friday, and partial payment was often the best on offer.',
            effects: { set: { broker: 'Settled for part, in cash' } },
          },
          {
            id: 'sue',
            title: 'Sue for the full amount',
            description: 'A contract is a contract.',
            icon: '⚖️',
            color: 'from-sky-500 to-indigo-600',
            reward: 'Possibly the full amount, years from now',
            risk: 'Legal costs, long delays and judges who favored Gould and Fisk',
            consequence:
              'Lawsuits over Black Friday dragged on for years. Gould and Fisk used friendly judges and court orders to protect themselves, and few plaintiffs were paid in full.',
            effects: { set: { broker: 'Sued for the full amount' } },
          },
          {
            id: 'change-brokers',
            title: 'Take the loss and use only bonded warehouses from now on',
            description: 'Store future goods until he chooses when to buy gold and pay duties.',
            icon: '🏬',
            color: 'from-emerald-500 to-teal-600',
            reward: 'Less exposure to gold squeezes in future',
            risk: 'Storage costs, and this loss is still a loss',
            consequence:
              'Storing imports in bonded warehouses let merchants delay paying duties, and the gold for them, until a time of their choosing. It gave them room to avoid the next squeeze.',
            effects: { set: { broker: 'Took the loss and used bonded warehouses' } },
          },
        ],
      },
      lesson:
        'A trade is only as good as the party on the other side. When a market breaks, counterparties fail.',
      historicalNote:
        'A House committee led by James Garfield investigated in 1870. It blamed Gould and Fisk and criticized Corbin, and it found no evidence that Grant had known of the scheme.',
      definitions: ['counterparty-risk'],
      visualType: 'courtroom',
      keyPoint: 'In a crash, ask not only what you are owed but who owes it.',
    },
    {
      type: 'story',
      id: 'aftermath',
      chapter: 'Chapter 3: The wreckage',
      // Within days gold settled near 130: the rest of the gold is bought at 130.
      effects: { compute: { total: 'paid + 13000 - goldBought * 1.3' } },
      title: 'After the Fall',
      mainText:
        'The panic in gold was short. Within days the price settled near 130, and trade went on. But the damage was real. Brokers failed, and merchants and farmers who had nothing to do with the scheme lost money in the turmoil.\n\nThe scandal hurt Grant’s reputation, even though the inquiry cleared him. His own brother-in-law had helped the schemers, and people asked how close speculators could get to the government.\n\nGould escaped ruin, though how much, if anything, he made is disputed. He went on to control railroads and the Western Union telegraph company. Fisk was shot dead in a personal quarrel in January 1872.\n\nThe deeper problem remained. Paper dollars could not be exchanged for gold until 1 January 1879, so the gold price stayed a target for speculators for ten more years.',
      narrative: {
        setup:
          'Cornelius pays his duties a week late, buying the gold he still needs near 130. In all, his $10,000 of gold cost him {total} in paper. He swears never to leave a gold bill unhedged again.',
      },
      variants: [
        {
          when: { goldBought: { atLeast: 10000 } },
          narrative: {
            setup:
              'Cornelius paid his duties on time with gold bought at 140, {total} in paper. Waiting would have been cheaper, but he never had to watch a telegram decide his fate.',
          },
        },
      ],
      definitions: ['greenback', 'specie-resumption'],
      visualType: 'newspaper',
      keyPoint: 'The schemers were few, but the losses spread to people who never placed a bet.',
    },
    {
      type: 'interactive',
      id: 'corners-compared',
      chapter: 'Compare',
      title: 'Two Corners, Two Endings',
      mainText: 'Black Friday and the copper corner that started the Panic of 1907.',
      comparison: {
        columns: ['Question', 'Gold, September 1869', 'United Copper, October 1907'],
        rows: [
          { label: 'Who tried', values: ['Jay Gould and James Fisk', 'Otto Heinze'] },
          { label: 'Weak point', values: ['The Treasury’s gold', 'Short sellers found shares elsewhere'] },
          {
            label: 'How it broke',
            values: ['The Treasury ordered a $4 million sale', 'The price collapsed within two days'],
          },
          {
            label: 'What followed',
            values: ['Broker failures; a sharp stock fall', 'Runs on trust companies; a national panic'],
          },
        ],
      },
      definitions: ['market-corner'],
      visualType: 'scale',
      keyPoint: 'Corners fail when more supply appears than the cornerer can buy.',
    },
    {
      type: 'quiz',
      id: 'quiz',
      chapter: 'Check your understanding',
      title: 'Black Friday Quiz',
      questions: [
        {
          question:
            'Cornelius owes $10,000 in gold. The gold price is 162½ paper dollars per 100 in gold. How many paper dollars does he need?',
          options: ['$10,162.50', '$13,500', '$16,250', '$26,250'],
          correct: 2,
          explanation:
            '$10,000 × 162.5 ÷ 100 = $16,250 in paper money, compared with $13,500 at a price of 135.',
          kind: 'calculation',
        },
        {
          question:
            'Gold fell from 162½ to about 133 once the Treasury’s sale was announced. About what percent fall was that?',
          options: ['About 5%', 'About 18%', 'About 30%', 'About 62%'],
          correct: 1,
          explanation: '(162.5 − 133) ÷ 162.5 ≈ 0.18, about 18 percent, within minutes.',
          kind: 'calculation',
        },
        {
          question: 'What was the weak point of Gould’s corner?',
          options: [
            'Gold could not be traded for future delivery',
            'The Treasury held far more gold and could sell it',
            'Fisk had no money of his own to put into the corner',
            'The law fixed the price of gold, so it could not rise far',
          ],
          correct: 1,
          explanation:
            'About $100 million of Treasury gold dwarfed the gold on the market. The corner depended on the government not selling.',
        },
        {
          question: 'Why did importers suffer in the gold squeeze?',
          options: [
            'Customs duties had to be paid in gold coin',
            'Imports were banned during the corner',
            'They were paid in gold by their customers',
            'The Gold Room charged importers a special tax',
          ],
          correct: 0,
          explanation:
            'Importers sold in paper money but had to buy gold to pay customs duties, so a higher gold price raised their costs.',
        },
      ],
      keyPoint: 'Price times quantity, divided by 100: that was the paper cost of a gold debt.',
      visualType: 'coins',
    },
    {
      type: 'reflection',
      id: 'reflection',
      chapter: 'Reflection',
      title: 'Markets and Power',
      prompt: 'Think about Cornelius’s choices and Gould’s.',
      questions: [
        'Why did Gould try to get close to the President’s family?',
        'Why did Gould sell quietly while Fisk kept buying? What does that say about trusting a partner in a scheme?',
        'How did a market for speculators end up hurting merchants who only wanted gold to pay duties?',
        'Why do we now have laws against trading on inside information?',
      ],
      finalThought:
        'Black Friday showed that a market can be bent by people close to power, and that the government’s own choices are part of every price it can affect.',
      visualType: 'courtroom',
      keyPoint: 'Fair markets need rules about who knows what, and when.',
    },
    {
      type: 'summary',
      id: 'summary',
      chapter: 'Summary',
      title: 'What Black Friday Teaches',
      ending: {
        intro: 'Your choices as Cornelius, beside what happened in the Gold Room in 1869.',
        rows: [
          {
            label: 'Wednesday 22 September',
            yours: '{when}',
            history:
              'Gold rose from about 135 in early September to about 140 on 22 September and 162½ before noon on Friday 24 September, then fell to about 133 within minutes of the news that the Treasury would sell $4 million.',
          },
          {
            label: 'Paper paid for $10,000 of gold',
            yours: '{total}',
            history:
              'At the peak of 162½ the same gold cost $16,250 in paper; at 133, minutes after the news of the Treasury’s sale, about $13,300.',
          },
          {
            label: 'The broker who could not pay',
            yours: '{broker}',
            history: 'Brokerages failed; Fisk refused many contracts, and few who sued were paid in full.',
          },
        ],
      },
      conceptLearned:
        'Paper money and gold, corners, political risk, counterparty failures and inside information',
      keyTakeaways: [
        'From the Civil War until 1879, greenbacks could not be exchanged for gold, so gold had a price in paper dollars.',
        'Jay Gould and James Fisk tried to corner New York’s gold while courting President Grant’s circle.',
        'On 24 September 1869 gold reached 162½; news that the Treasury would sell $4 million sent it to about 133 within minutes.',
        'Gould sold quietly before the fall; brokers and their customers were ruined and lawsuits dragged on for years.',
        'A House inquiry in 1870 blamed the speculators and found no evidence that Grant knew of the scheme.',
      ],
      nextSteps: [
        'See another failed corner set off the Panic of 1907.',
        'Follow the next great panic, in 1873, in the Panic of 1873 lesson.',
      ],
      visualType: 'market-floor',
      keyPoint: 'A corner is a bet that no one bigger will sell. The biggest holder was the government.',
    },
  ],
  sources: [
    {
      title:
        'Investigation into the Causes of the Gold Panic (House Report No. 31, 41st Congress, 2nd Session)',
      author: 'US House of Representatives, Committee on Banking and Currency',
      year: 1870,
      publisher: 'US Government Printing Office',
    },
    {
      title: 'The Gold Ring: Jim Fisk, Jay Gould, and Black Friday, 1869',
      author: 'Kenneth D. Ackerman',
      year: 1988,
      publisher: 'Dodd, Mead',
    },
    {
      title: 'Dark Genius of Wall Street: The Misunderstood Life of Jay Gould, King of the Robber Barons',
      author: 'Edward J. Renehan Jr.',
      year: 2005,
      publisher: 'Basic Books',
    },
    {
      title: 'Reminiscences of Sixty Years in Public Affairs (volume 2)',
      author: 'George S. Boutwell',
      year: 1902,
    },
    {
      title: 'Manias, Panics and Crashes: A History of Financial Crises (5th edition)',
      author: 'Charles P. Kindleberger and Robert Z. Aliber',
      year: 2005,
      publisher: 'John Wiley & Sons',
    },
  ],
};
