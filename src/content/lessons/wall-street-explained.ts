import type { GlossaryEntry, Lesson } from '../schema';

// Foundations: who works on Wall Street and what they are paid for, from the Buttonwood Agreement
// of 1792 to a modern IPO. The protagonist is a composite summer analyst.

export const glossary: Record<string, GlossaryEntry> = {
  stockbroker: {
    text: 'Stockbroker (broker)',
    definition:
      'A person or firm that buys and sells shares on behalf of customers, earning a commission or other fee. A broker acts as the customer’s agent and does not have to take the other side of the trade.',
  },
  'buttonwood-agreement': {
    text: 'Buttonwood Agreement',
    definition:
      'A short pact signed on 17 May 1792 by 24 New York brokers, who promised to give each other preference when trading securities and to charge customers a commission of at least a quarter of one percent. The New York Stock Exchange counts it as its founding, although a formal exchange with written rules came only in 1817.',
  },
  'fixed-commissions': {
    text: 'Fixed commissions',
    definition:
      'Minimum fees that brokers agreed, or were required, to charge every customer for a trade, so they could not compete on price. On the New York Stock Exchange they lasted until 1 May 1975.',
  },
  underwriting: {
    text: 'Underwriting',
    definition:
      'An investment bank’s promise to sell a company’s new shares or bonds to investors at an agreed price, taking the risk that some are left unsold. The bank is paid a fee, called the spread, for doing it.',
  },
  'ipo-underpricing': {
    text: 'IPO underpricing',
    definition:
      'The habit of setting a new issue’s offer price below what the shares fetch on their first day of trading. The first-day “pop” rewards the investors who got shares and costs the company money it could have raised.',
  },
  'glass-steagall-act': {
    text: 'Glass–Steagall Act',
    definition:
      'Parts of the US Banking Act of 1933 that separated commercial banking (taking deposits and making loans) from investment banking (underwriting and dealing in securities). In 1999 the Gramm–Leach–Bliley Act repealed the sections that barred banks and securities firms from sharing an owner (sections 20 and 32); the sections that keep a deposit-taking bank from dealing in most securities itself remain.',
  },
  'securities-and-exchange-commission': {
    text: 'Securities and Exchange Commission (SEC)',
    definition:
      'The US federal agency that regulates the securities markets, created by the Securities Exchange Act of 1934 after the 1929 crash; its first chairman was Joseph P. Kennedy. It makes companies that sell shares to the public disclose their finances, oversees exchanges and brokers, and brings civil cases against fraud and insider trading.',
  },
};

export const lesson: Lesson = {
  id: 'wall-street-explained',
  title: 'Wall Street Explained',
  subtitle: 'From a buttonwood tree to the modern IPO',
  concept: 'Brokers, market makers, investment banks and the incentives that drive them',
  description:
    'Walk down the short street in Lower Manhattan whose name became a synonym for finance. Learn why 24 brokers signed an agreement in 1792, by tradition under a buttonwood tree, who does what on Wall Street today (brokers, market makers, investment banks), how a company goes public, and why following the incentives explains most of what Wall Street does, for good and for ill.',
  preview: 'Twenty-four brokers, one tree, one page of rules. How did it become the center of world finance?',
  difficulty: 'Beginner',
  estimatedTime: '14 minutes',
  type: 'enhanced',
  category: 'foundations',
  icon: '🏙️',
  color: { from: 'sky', to: 'indigo' },
  year: 1792,
  topics: ['Market Mechanics', 'Banking System'],
  xp: 120,
  character: {
    name: 'Priya Nair',
    age: 21,
    profession: 'Summer analyst at a New York investment bank',
    icon: '💼',
    color: 'from-sky-500 to-indigo-600',
    background:
      'Priya is a composite character, not a real person. She stands for the students who arrive on Wall Street each summer knowing the glamour and little of the history. She studied history before switching to economics, and on her first day she wants to know what all these people are actually paid to do.',
    traits: ['Sharp', 'Skeptical', 'Asks awkward questions'],
    historical: false,
  },
  supportingCharacters: [
    {
      name: 'Alexander Hamilton',
      role: 'First US Secretary of the Treasury, 1789–1795',
      icon: '🎩',
      influence:
        'Turned the young nation’s war debts into new federal bonds in 1790, creating the securities Wall Street first traded, and steadied the market in the panic of 1792.',
    },
    {
      name: 'William Duer',
      role: 'Speculator and former Assistant Secretary of the Treasury',
      icon: '🎲',
      influence:
        'His borrowing-fueled speculation collapsed in March 1792, setting off the first financial panic in New York.',
    },
    {
      name: 'Jay Ritter',
      role: 'Finance professor, University of Florida',
      icon: '📊',
      influence: 'Has collected decades of data on IPO pricing and the fees banks charge.',
    },
  ],
  concepts: [
    { id: 'origins-of-wall-street', name: 'The Buttonwood Agreement and the NYSE', level: 'beginner' },
    { id: 'brokers-and-market-makers', name: 'Brokers, dealers and market makers', level: 'beginner' },
    { id: 'investment-banking', name: 'What investment banks do', level: 'beginner' },
    { id: 'how-ipos-work', name: 'How an IPO is priced and sold', level: 'intermediate' },
    { id: 'incentives-and-conflicts', name: 'Incentives and conflicts of interest', level: 'intermediate' },
  ],
  storyState: [
    { key: 'tree', label: 'What you did under the buttonwood tree', format: 'text' },
    { key: 'price', label: 'The IPO offer price', format: 'usd' },
  ],
  pages: [
    {
      type: 'cover',
      id: 'cover',
      title: 'Wall Street Explained',
      subtitle: 'The people, the deals and the incentives',
      startButtonText: 'Walk down Wall Street',
      visualType: 'city',
      keyPoint: 'To understand Wall Street, ask who gets paid, for what, and by whom.',
    },
    {
      type: 'character-intro',
      id: 'meet-priya',
      chapter: 'Chapter 1: First day',
      title: 'Meet Priya Nair',
      narrative: {
        setup:
          'June. Priya walks out of the subway at Wall Street for her first day as a summer analyst. The street is only eight blocks long, narrow and crowded with tourists photographing the columns of the New York Stock Exchange.',
        situation:
          'Her manager tells her to spend the morning learning the map: who the brokers are, who the traders are, what the bank’s “capital markets” desk does. She decides to start at the beginning.',
        characterThoughts: 'Why here? Why this street, and not Philadelphia or Boston?',
      },
      definitions: ['investment-bank'],
      interactiveElements: [
        {
          id: 'the-wall',
          icon: '🧱',
          label: 'The wall',
          tooltip: 'Where the name comes from',
          detail:
            'In 1653 the Dutch colony of New Amsterdam built a wooden wall across the island on this line to defend the settlement. The English, who took the town in 1664, pulled the wall down in 1699, but the street beside it kept the name.',
        },
      ],
      visualType: 'city',
      keyPoint: 'Wall Street is a real street before it is an idea.',
    },
    {
      type: 'visual-story',
      id: 'hamiltons-bonds',
      chapter: 'Chapter 2: 1790–1792',
      title: 'Something to Trade',
      mainText:
        'A market needs something to trade. In 1790, at Alexander Hamilton’s urging, Congress had the new federal government take over the debts left from the War of Independence, including the states’ debts, and swap them for new federal bonds worth tens of millions of dollars. In 1791 the Bank of the United States sold its shares to the public, and demand was so strong that the rights to buy them soared and then crashed within weeks.\n\nNew York merchants, auctioneers and brokers began to meet in coffee houses and on the street to buy and sell these new securities. Most of them were general traders who also dealt in goods; securities were a sideline that was fast becoming a business.',
      definitions: ['stockbroker', 'sovereign-debt'],
      interactiveElements: [
        {
          id: 'funding-act',
          icon: '📜',
          label: 'Funding Act of 1790',
          tooltip: 'America’s first big bond deal',
          detail:
            'Hamilton’s plan paid old debts at full value in new bonds. It rewarded the speculators who had bought the old, discounted paper, which caused a bitter political fight, but it gave the new nation good credit.',
        },
        {
          id: 'bank-scrip',
          icon: '🎟️',
          label: 'Bank scrip, 1791',
          tooltip: 'An early boom and bust',
          detail:
            'The rights to buy Bank of the United States shares, called scrip, jumped several times over in the summer of 1791 before falling back sharply in August.',
        },
      ],
      visualType: 'newspaper',
      keyPoint: 'Government bonds gave New York its first market worth organizing.',
    },
    {
      type: 'story',
      id: 'panic-of-1792',
      chapter: 'Chapter 2: 1790–1792',
      title: 'The Panic of 1792',
      mainText:
        'William Duer, a well-connected financier who had briefly served as Hamilton’s deputy at the Treasury, borrowed heavily from friends, merchants and even small savers to buy government bonds and bank shares, hoping to corner the market. In March 1792 prices turned and he could not repay. Duer was jailed for debt on 23 March, and his creditors, many of them ordinary New Yorkers, faced ruin. Prices of securities tumbled and credit froze.\n\nHamilton used Treasury funds to buy government bonds in the market and encouraged banks to keep lending, calming the panic within weeks. The brokers were shaken, and they were also losing business to the auctioneers who held public sales of securities and took a fee on each one. They wanted rules of their own.',
      dialogue: [
        {
          speaker: 'Priya',
          text: 'So the first thing Wall Street did after a crash was write rules for itself.',
        },
        {
          speaker: 'Her manager',
          text: 'Rules that also happened to protect the brokers’ fees. Keep both halves in mind.',
        },
      ],
      definitions: ['leverage', 'lender-of-last-resort'],
      visualType: 'ticker-crash',
      keyPoint: 'Panics push markets to create rules, and the rule-makers write in their own interests.',
    },
    {
      type: 'decision-point',
      id: 'the-buttonwood-tree',
      chapter: 'Chapter 3: The agreement',
      title: 'Sign Under the Tree?',
      situation: '17 May 1792. Brokers gather, by tradition, under a buttonwood tree outside 68 Wall Street.',
      decision: {
        situation:
          'Imagine you are one of the brokers. The proposal is short: members will buy and sell securities for the public only at a commission of at least one quarter of one percent, and will give each other preference in their dealings. Outsiders, including the auctioneers, will be cut out.',
        context: {
          Signatories: '24 brokers',
          'Minimum commission': '0.25% of the value traded',
          'Market in 1792': 'a handful of government bonds and bank shares',
          'Recent history': 'the Duer panic of March–April 1792',
        },
        prompt: 'What do you do?',
        choices: [
          {
            id: 'sign',
            effects: { set: { tree: 'signed the agreement' } },
            title: 'Sign the agreement',
            description: 'Join the club: steady fees, trusted counterparties, a closed circle.',
            icon: '✍️',
            color: 'from-sky-500 to-indigo-600',
            reward: 'Guaranteed minimum fees and first call on trades with brokers you trust',
            risk: 'Customers may resent fixed fees; the club depends on members keeping their word',
            consequence:
              'The signers’ circle grew into the New York Stock & Exchange Board, formally organized in 1817 and renamed the New York Stock Exchange in 1863. Its fixed minimum commissions survived for 183 years, until the SEC ended them on 1 May 1975.',
          },
          {
            id: 'auction',
            effects: { set: { tree: 'stayed with the public auctions' } },
            title: 'Stay with the public auctions',
            description: 'Keep trading openly at the auction rooms, competing on price.',
            icon: '🔨',
            color: 'from-amber-500 to-orange-600',
            reward: 'Lower fees could win you more customers',
            risk: 'You are shut out of the members’ business and their trust network',
            consequence:
              'Outside brokers never vanished; a rival “curb” market traded out on the street itself for generations and later became the American Stock Exchange. But the members’ exchange held the best business for most of the 1800s.',
          },
          {
            id: 'quit',
            effects: { set: { tree: 'left securities to others' } },
            title: 'Leave securities to others',
            description: 'After the panic, go back to trading goods only.',
            icon: '🚪',
            color: 'from-slate-500 to-slate-700',
            reward: 'No exposure to the next panic',
            risk: 'You miss the growth of the business that came to define the city',
            consequence:
              'Trading in securities grew from a sideline into a vast industry as canals, railways and industrial companies raised money in New York through the 1800s.',
          },
        ],
      },
      lesson:
        'Exchanges began as private clubs that offered trust and rules to members, and charged for the privilege.',
      historicalNote:
        'The text of the Buttonwood Agreement is a single paragraph. The tree itself rests on tradition rather than records, and historians doubt the agreement created an exchange: for years afterwards the brokers met in the Tontine Coffee House, which opened in 1793 at the corner of Wall and Water Streets, and a formal board came only in 1817.',
      definitions: ['buttonwood-agreement', 'fixed-commissions'],
      visualType: 'handshake',
      keyPoint: 'The New York Stock Exchange dates its birth to a one-paragraph deal between 24 brokers.',
    },
    {
      type: 'visual-story',
      id: 'who-does-what',
      chapter: 'Chapter 4: Today',
      title: 'Who Does What on Wall Street',
      mainText:
        'Back in the present, Priya maps the jobs. A broker takes your order and finds the other side; it is paid a commission or, today, often by the trading firm it sends your order to. A market maker or dealer always quotes a price to buy and a slightly higher price to sell, earning the gap for standing ready.\n\nAn investment bank helps companies and governments raise money by selling new shares and bonds, and advises on mergers; it earns fees. Asset managers, such as mutual-fund and hedge-fund firms, invest money for pension funds, insurers and savers for a fee. Exchanges run the marketplace and sell data and access.\n\nFrom 1933 the Glass–Steagall rules kept deposit-taking banks and securities dealers apart. In 1999 the Gramm–Leach–Bliley Act repealed the rules that barred them from sharing an owner, so giant groups again combined both under one holding company. The bank inside such a group still may not deal in most securities itself.',
      definitions: ['stockbroker', 'market-maker', 'investment-bank', 'glass-steagall-act', 'hedge-fund'],
      interactiveElements: [
        {
          id: 'sell-side',
          icon: '🏦',
          label: 'Sell side',
          tooltip: 'Banks and brokers',
          detail:
            'Firms that sell services: underwriting, trading, research and advice. They are paid in fees, spreads and commissions.',
        },
        {
          id: 'buy-side',
          icon: '🧺',
          label: 'Buy side',
          tooltip: 'Investors',
          detail:
            'Firms such as mutual-fund companies and hedge funds that invest for pension funds, insurers and savers and are paid a share of the assets they manage.',
        },
        {
          id: 'may-day',
          icon: '📉',
          label: 'May Day 1975',
          tooltip: 'Fees set free',
          detail:
            'When fixed commissions ended, discount brokers such as Charles Schwab cut prices. In October 2019 the big online brokers cut commissions on US shares to zero.',
        },
      ],
      visualType: 'market-floor',
      keyPoint: 'Every role on Wall Street is a service, and every service has a price.',
    },
    {
      type: 'story',
      id: 'going-public',
      chapter: 'Chapter 5: An IPO',
      title: 'How a Company Goes Public',
      mainText:
        'Priya is put on a deal team. A software company wants to sell shares to the public for the first time: an initial public offering. The bank’s job is to underwrite it. First come months of work with lawyers and accountants to write the prospectus, the document filed with the Securities and Exchange Commission that tells investors everything material about the business.\n\nThen the roadshow: the company’s managers and the bankers pitch to big fund managers, who say how many shares they would buy and at what price. This is called book-building. The night before trading starts, the bank and the company agree on the offer price, the bank buys the shares and sells them to its investors, and the next morning the shares start trading on the exchange. For mid-sized American IPOs the bank’s fee has very often been exactly 7 percent of the money raised.',
      dialogue: [
        { speaker: 'Priya', text: 'Who wants the price high, and who wants it low?' },
        {
          speaker: 'Deal captain',
          text: 'The company wants it high. The investors who buy from us want it low. We work for the company, but we see the investors every day.',
        },
      ],
      definitions: ['ipo', 'underwriting', 'securities-and-exchange-commission'],
      visualType: 'handshake',
      keyPoint:
        'In an IPO the bank stands between a seller who wants a high price and buyers who want a low one.',
    },
    {
      type: 'decision-point',
      id: 'pricing-the-ipo',
      chapter: 'Chapter 5: An IPO',
      title: 'Set the Offer Price',
      situation: 'Pricing night. The order book is five times oversubscribed at the top of the range.',
      decision: {
        situation:
          'The company is selling 10 million new shares. The marketed range was $18–20. Big funds have put in orders for 50 million shares, many of them at up to $24. The company’s founder wants every dollar she can get; the bank’s sales desk wants happy investors.',
        context: {
          'Shares offered': '10 million',
          'Marketed range': '$18–20',
          Demand: 'about 5 times the shares available',
          'Bank’s fee': '7% of the money raised',
        },
        prompt: 'What price do you recommend?',
        choices: [
          {
            id: 'price-high',
            effects: { set: { price: 24 } },
            title: 'Raise the price to $24',
            description: 'Price at what the strongest demand will bear.',
            icon: '⬆️',
            color: 'from-emerald-500 to-teal-600',
            reward: 'The company raises $240 million, the most possible, and the fee rises too',
            risk: 'Little or no first-day gain; if markets wobble, shares may trade below the offer price',
            consequence:
              'Pricing at the top leaves nothing on the table, but a weak first day can sour investors on the stock for months. Facebook priced its 2012 IPO at $38, the top of a range it had already raised, and the shares traded below that price for more than a year.',
          },
          {
            id: 'price-moderate',
            effects: { set: { price: 21 } },
            title: 'Price at $21, above the range',
            description: 'Capture most of the demand but leave room for a first-day rise.',
            icon: '⚖️',
            color: 'from-amber-500 to-orange-600',
            reward: 'Raises $210 million and gives buyers a likely first-day gain',
            risk: 'If the shares open at $28, the company has given away tens of millions of dollars',
            consequence:
              'This is what usually happens. By Jay Ritter’s figures, US IPOs since 1980 have risen on average by roughly 18 percent on their first day: a cost to the issuing companies and a gain for the investors the bank chose to sell to.',
          },
          {
            id: 'price-low',
            effects: { set: { price: 19 } },
            title: 'Keep the original $19',
            description: 'Stay inside the range to guarantee a big first-day “pop”.',
            icon: '🎉',
            color: 'from-rose-500 to-red-600',
            reward: 'Headlines about a hot debut, grateful investors',
            risk: 'The company raises far less than it could have; the founder pays for the party',
            consequence:
              'In the 1999–2000 dot-com boom, average first-day returns were around 65 percent. Economists estimate issuers left tens of billions of dollars on the table, money that went to the investors the banks chose to allocate shares to.',
          },
        ],
      },
      lesson:
        'A banker’s advice is shaped by who pays them and whom they must keep happy; it is worth asking where each party’s interest lies.',
      historicalNote:
        'Investigations after 2000 found some banks had given shares in hot IPOs to executives whose companies then sent them business, a practice called spinning. Since 2011 an industry rule, FINRA Rule 5131, has banned it.',
      definitions: ['ipo-underpricing', 'ipo'],
      visualType: 'chart-up',
      keyPoint: 'An IPO’s first-day pop is money the company did not get.',
    },
    {
      type: 'visual-story',
      id: 'incentives',
      chapter: 'Chapter 6: Follow the money',
      title: 'When Incentives Go Wrong',
      mainText:
        'Most of the time Wall Street’s incentives do useful work: fees pay for matching savers with companies that need money, and competition drives prices down. The trouble comes when the person advising you is paid by someone else.\n\nDuring the dot-com boom, research analysts at leading banks publicly praised companies they privately doubted, because their banks wanted those companies’ underwriting business. In April 2003 regulators announced the Global Research Analyst Settlement with ten of the largest firms, which paid about $1.4 billion and agreed to separate research from investment banking. Bonus systems that pay for a year’s profits but never claw them back have also been blamed for encouraging the risk-taking that led to 2008.',
      definitions: ['analyst-conflict', 'payment-for-order-flow', 'moral-hazard'],
      interactiveElements: [
        {
          id: 'global-settlement',
          icon: '⚖️',
          label: '$1.4 billion, 2003',
          tooltip: 'The research settlement',
          detail:
            'Regulators including the SEC, the New York Attorney General and the exchanges settled with ten firms over research that misled investors to win banking business.',
        },
        {
          id: 'zero-commission',
          icon: '0️⃣',
          label: 'Zero commissions',
          tooltip: 'If it is free, how are they paid?',
          detail:
            'Many commission-free brokers are paid by trading firms for sending them customers’ orders, and by interest on customers’ cash. The service is cheap, but not free.',
        },
      ],
      visualType: 'courtroom',
      keyPoint: 'When a service looks free, find out who is paying for it.',
    },
    {
      type: 'interactive',
      id: 'roles-compared',
      chapter: 'Chapter 6: Follow the money',
      title: 'The Wall Street Map',
      mainText: 'The main players, what they do, and how they get paid.',
      comparison: {
        columns: ['What they do', 'How they are paid', 'Where interests can clash'],
        rows: [
          {
            label: 'Broker',
            values: [
              'Carries out your orders',
              'Commissions, order-flow payments, interest on cash',
              'Where your order is sent',
            ],
          },
          {
            label: 'Market maker',
            values: [
              'Always quotes a buy and a sell price',
              'The gap between the two prices',
              'Prices in fast, fragile markets',
            ],
          },
          {
            label: 'Investment bank',
            values: [
              'Underwrites shares and bonds, advises on deals',
              'Fees, often a % of the deal',
              'Pricing and research',
            ],
          },
          {
            label: 'Asset manager',
            values: ['Invests savers’ money', 'A yearly % of assets', 'Fees versus performance'],
          },
          {
            label: 'Exchange',
            values: [
              'Runs the marketplace',
              'Trading fees, listing fees, data',
              'Rules for its own customers',
            ],
          },
        ],
      },
      definitions: ['market-maker', 'stockbroker'],
      visualType: 'scale',
      keyPoint: 'Each player is paid differently, so each sees the same trade differently.',
    },
    {
      type: 'quiz',
      id: 'quiz',
      chapter: 'Quiz',
      title: 'Check Your Understanding',
      questions: [
        {
          question: 'What did the brokers who signed the Buttonwood Agreement in 1792 promise each other?',
          options: [
            'To charge at least a 0.25% commission and to favor each other in their trading',
            'To list only companies with audited accounts and publish their prices every day',
            'To let anyone join their exchange for free and trade at the same commission',
            'To lend to the Treasury in a panic and buy its bonds at a fixed price',
          ],
          correct: 0,
          explanation:
            'The one-paragraph pact set a minimum commission of 0.25 percent and gave members preference in their dealings, shutting out the auctioneers.',
        },
        {
          question: 'In an IPO, what does it mean when an investment bank underwrites the shares?',
          options: [
            'It guarantees investors that they will not lose money in the first year',
            'It sets the price of the shares for their first year of trading',
            'It buys the new issue at a set price and sells it on to investors for a fee',
            'It audits the company’s accounts for the regulator before the shares are sold',
          ],
          correct: 2,
          explanation:
            'Underwriting means the bank commits to selling the issue at an agreed price and bears the risk of unsold shares, in return for a fee, often about 7 percent for mid-sized US IPOs.',
        },
        {
          question:
            "A company sells 10 million shares at $20 each, and its bank's fee is 7% of the money raised. How much does the bank earn?",
          options: ['$1.4 million', '$7 million', '$14 million', '$20 million'],
          correct: 2,
          explanation:
            'The offering raises 10 million × $20 = $200 million. Seven percent of $200 million is $14 million. Fees that grow with the deal are one reason banks and their clients do not always want the same price.',
          kind: 'calculation',
        },
        {
          question: 'What did the Gramm–Leach–Bliley Act of 1999 change?',
          options: [
            'It abolished the Securities and Exchange Commission and gave its work to the Fed',
            'It let banks and securities firms share an owner, repealing two Glass–Steagall sections',
            'It let any bank deal in any security using insured deposits, with no limit on the risk',
            'It created federal deposit insurance for accounts of up to $100,000 at every bank',
          ],
          correct: 1,
          explanation:
            'The Act repealed sections 20 and 32 of the 1933 law, the affiliation bans. The sections that keep a deposit-taking bank itself from dealing in most securities still stand, so the separation was loosened, not removed.',
        },
      ],
      visualType: 'computer',
      keyPoint: 'Know who does what, and who pays whom.',
    },
    {
      type: 'reflection',
      id: 'reflection',
      chapter: 'Reflection',
      title: 'Whose Side Are They On?',
      prompt: 'Think about the people Priya met and the people who handle your own money.',
      questions: [
        'Why might brokers in 1792 have wanted fixed commissions, and why did customers eventually win lower fees?',
        'In an IPO, who gains from a big first-day pop, and who pays for it?',
        'Your banking app offers free trading. How might it still be making money from you?',
        'Which Wall Street role, if any, would you trust to give you advice, and why?',
      ],
      finalThought:
        'Wall Street is neither a casino nor a charity. It is a marketplace of services, and you use it best when you know what each service costs and who pays for it.',
      visualType: 'city',
      keyPoint: 'Good questions about incentives protect you better than any tip.',
    },
    {
      type: 'summary',
      id: 'summary',
      chapter: 'Summary',
      title: 'What You Learned',
      conceptLearned: 'The history, players and incentives of Wall Street',
      ending: {
        intro: 'Your choices beside what really happened on Wall Street.',
        rows: [
          {
            label: 'Under the buttonwood tree you',
            yours: '{tree}',
            history: 'Twenty-four brokers signed. Their fixed minimum commissions lasted until 1 May 1975.',
          },
          {
            label: 'Offer price for the 10 million shares',
            yours: '{price}',
            history: 'US IPOs since 1980 have risen about 18 percent on average on their first day.',
          },
          {
            label: 'Money raised for the company',
            yours: '{price * 10000000:usd}',
            history:
              'Facebook priced at $38 in 2012, the top of its raised range, and traded below it for more than a year.',
          },
          {
            label: 'The bank’s 7 percent fee',
            yours: '{price * 700000:usd}',
            history:
              'For mid-sized US IPOs the fee has very often been exactly 7 percent of the money raised.',
          },
          {
            label: 'Left on the table if the shares trade at $24, the top of demand',
            yours: '{240000000 - price * 10000000:usd}',
            history:
              'In the 1999–2000 boom first-day rises averaged around 65 percent; issuers left tens of billions of dollars on the table.',
          },
        ],
      },
      keyTakeaways: [
        'Wall Street grew out of trading Hamilton’s new federal bonds and bank shares in the 1790s.',
        'The Buttonwood Agreement of 17 May 1792 set minimum commissions and became the seed of the NYSE (formally organized in 1817).',
        'Brokers act for customers, market makers quote prices to buy and sell, investment banks raise money for companies and governments.',
        'In an IPO the bank underwrites the shares, often for about 7 percent, and usually prices them below their first-day value.',
        'Incentives explain behavior: fixed fees lasted until 1975, and analyst conflicts led to a $1.4 billion settlement in 2003.',
      ],
      nextSteps: [
        'See how trading actually happens in Stock Exchanges Explained.',
        'Read about the dot-com bubble, when IPO mania peaked.',
      ],
      visualType: 'market-floor',
      keyPoint: 'Wall Street is people paid for services; follow the pay to understand the people.',
    },
  ],
  sources: [
    {
      title: 'Wall Street: A History',
      author: 'Charles R. Geisst',
      year: 2012,
      publisher: 'Oxford University Press, updated edition',
    },
    {
      title: 'The Big Board: A History of the New York Stock Market',
      author: 'Robert Sobel',
      year: 1965,
      publisher: 'Free Press',
    },
    {
      title: 'The Seven Percent Solution',
      author: 'Hsuan-Chi Chen and Jay R. Ritter',
      year: 2000,
      publisher: 'Journal of Finance, vol. 55, no. 3',
    },
    {
      title: 'Why Has IPO Underpricing Changed Over Time?',
      author: 'Tim Loughran and Jay R. Ritter',
      year: 2004,
      publisher: 'Financial Management, vol. 33, no. 3',
    },
    {
      title: 'Alexander Hamilton',
      author: 'Ron Chernow',
      year: 2004,
      publisher: 'Penguin Press',
    },
    {
      title:
        'Ten of Nation’s Top Investment Firms Settle Enforcement Actions Involving Conflicts of Interest Between Research and Investment Banking (press release 2003-54)',
      author: 'US Securities and Exchange Commission',
      year: 2003,
      url: 'https://www.sec.gov/news/press/2003-54.htm',
    },
    {
      title:
        'Gramm–Leach–Bliley Act, Public Law 106-102, signed 12 November 1999 (section 101 repeals sections 20 and 32 of the Banking Act of 1933)',
      author: 'US Congress',
      year: 1999,
      publisher: 'US Government Publishing Office',
      url: 'https://www.congress.gov/bill/106th-congress/senate-bill/900',
    },
    {
      title: 'How the Buttonwood Tree Grew: The Making of a New York Stock Exchange Legend',
      author: 'Stuart Banner',
      year: 1994,
      publisher: 'Prospects, vol. 19 (Cambridge University Press)',
    },
    {
      title:
        'Initial Public Offerings: Updated Statistics (table 1, mean first-day returns and money left on the table since 1980; table 10, gross spreads of 7% on moderate-size deals)',
      author: 'Jay R. Ritter',
      year: 2024,
      publisher: 'University of Florida, Warrington College of Business',
    },
    {
      title:
        'Regulatory Notice 10-60: SEC Approves New FINRA Rule to Address Abuses in the Allocation and Distribution of New Issues (Rule 5131)',
      author: 'Financial Industry Regulatory Authority (FINRA)',
      year: 2010,
      publisher: 'FINRA',
      url: 'https://www.finra.org/rules-guidance/notices/10-60',
    },
  ],
};
