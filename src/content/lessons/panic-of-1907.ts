import type { GlossaryEntry, Lesson } from '../schema';

// The Panic of 1907: a failed copper corner, runs on New York trust companies, a private rescue led
// by J. P. Morgan, and the road to the Federal Reserve. The protagonist and her employer are
// composites; the people, firms, dates and figures are real (Bruner & Carr; Moen & Tallman).

export const glossary: Record<string, GlossaryEntry> = {
  'trust-company': {
    text: 'Trust company',
    definition:
      'A firm that manages estates and trusts for its clients. Some trust companies also take deposits and make loans like a bank, often under looser rules and with smaller cash reserves than banks.',
  },
  'market-corner': {
    text: 'Corner',
    definition:
      'An attempt to buy up so much of a stock or a commodity (gold, in 1869) that people who sold it short cannot find any to deliver, so they must buy from the cornerer at whatever price is asked. It fails if the cornerer runs out of money first.',
  },
  'call-money': {
    text: 'Call money',
    definition:
      'Loans that the lender can call back at any time, often made to stockbrokers to finance customers’ share purchases. When call money dries up, brokers must sell shares to repay.',
  },
  'bank-clearing-house': {
    text: 'Bank clearing house',
    definition:
      'An association of banks that settles the checks they owe one another each day. Its members agree on rules and can act together, for example by pooling reserves in a panic.',
  },
  'clearing-house-loan-certificate': {
    text: 'Clearing-house loan certificate',
    definition:
      'An IOU issued by a bank clearing house that member banks can use instead of cash to settle debts with each other. It lets banks keep their scarce cash for depositors during a panic.',
  },
  'suspension-of-payments': {
    text: 'Restriction of cash payments',
    definition:
      'When banks stop, or limit, turning deposits into cash on demand, while still letting customers pay by check. It stops a run from draining every bank, but it freezes people’s money.',
  },
};

export const lesson: Lesson = {
  id: 'panic-of-1907',
  title: 'The Panic of 1907',
  subtitle: 'Runs on the trusts, and one old banker',
  concept:
    'How runs spread through lightly regulated banks when no central bank can lend, and why the US created one',
  description:
    'October 1907, New York. Keep the payroll of a dry-goods firm safe as a failed copper corner sets off runs on the trust companies. Decide whether to join the line at the Knickerbocker Trust, how to pay wages when banks stop paying cash, and what to do with money after the crash. See how J. P. Morgan and the Treasury stopped the panic, and why Congress then built the Federal Reserve.',
  preview:
    'A line forms outside your bank. There is no central bank, no deposit insurance, and a rumor is moving faster than the cashiers.',
  difficulty: 'Intermediate',
  estimatedTime: '18 minutes',
  type: 'character-driven',
  category: 'crises',
  icon: '🏦',
  color: { from: 'amber', to: 'gray' },
  year: 1907,
  topics: ['Banking System', 'Financial Contagion', 'Systemic Risk'],
  xp: 100,
  character: {
    name: 'Agnes Kowalczyk',
    age: 34,
    profession: 'Bookkeeper at a dry-goods wholesaler in Lower Manhattan',
    icon: '🧾',
    color: 'from-amber-600 to-stone-700',
    background:
      'Agnes is a composite character, not a real person. She keeps the books for a dry-goods firm on Broadway with about 100 workers. Every Saturday she pays $1,200 in wages, in cash, from the firm’s account at the Knickerbocker Trust Company. Her own savings of $400, five years of careful saving, sit there too.',
    traits: ['Careful', 'Trusted with cash', 'Reads every newspaper', 'Loyal to the workers she pays'],
    historical: false,
  },
  supportingCharacters: [
    {
      name: 'J. Pierpont Morgan',
      role: 'Head of J. P. Morgan & Co., aged 70 in 1907',
      icon: '🎩',
      influence: 'Led the bankers who pooled money to stop the runs and keep the stock exchange open.',
    },
    {
      name: 'George B. Cortelyou',
      role: 'Secretary of the Treasury',
      icon: '🏛️',
      influence: 'Placed government money in New York banks so they could lend in the panic.',
    },
    {
      name: 'Charles T. Barney',
      role: 'President of the Knickerbocker Trust Company',
      icon: '💼',
      influence: 'His business ties to the men behind the copper corner started the run on his trust.',
    },
    {
      name: 'Benjamin Strong',
      role: 'Young banker at Bankers Trust, later the first head of the New York Fed',
      icon: '🔎',
      influence:
        'Checked the books of the Trust Company of America overnight so Morgan could decide whether to save it.',
    },
    {
      name: 'Mr. Feldman',
      role: 'Owner of the dry-goods firm (composite)',
      icon: '🧵',
      influence: 'Asks Agnes how to keep the firm’s cash safe and its workers paid.',
    },
  ],
  concepts: [
    { id: 'trust-companies', name: 'Trust companies as shadow banks', level: 'intermediate' },
    { id: 'runs-and-contagion', name: 'Bank runs and contagion', level: 'beginner' },
    { id: 'private-lender-of-last-resort', name: 'A private lender of last resort', level: 'intermediate' },
    {
      id: 'restriction-of-payments',
      name: 'Clearing-house certificates and restricted cash',
      level: 'advanced',
    },
    { id: 'birth-of-the-fed', name: 'From the panic to the Federal Reserve', level: 'beginner' },
  ],
  storyState: [
    { key: 'savingsOut', label: 'Agnes’s savings taken out of the Knickerbocker', initial: 0, format: 'usd' },
    {
      key: 'payNeed',
      label: 'The wages Agnes still needs cash for',
      initial: 'tomorrow’s wages',
      format: 'text',
    },
    { key: 'payPlan', label: 'How the wages were paid', format: 'text' },
    { key: 'stocksBought', label: 'Reserve cash put into stocks', initial: 0, format: 'usd' },
    { key: 'reserveHome', label: 'Where the rest of the reserve went', format: 'text' },
  ],
  pages: [
    {
      type: 'cover',
      id: 'cover',
      title: 'The Panic of 1907',
      subtitle: 'New York, October 1907: the runs begin',
      startButtonText: 'Walk down Broadway',
      visualType: 'bank-run',
      keyPoint:
        'When a whole system has no lender of last resort, a rumor about one bank can threaten them all.',
    },
    {
      type: 'character-intro',
      id: 'meet-agnes',
      chapter: 'Chapter 1: Tight money',
      title: 'Meet Agnes Kowalczyk',
      narrative: {
        setup:
          'Lower Manhattan, Monday 14 October 1907. Agnes counts out next week’s wages on paper. The firm’s account is at the Knickerbocker Trust, a grand marble building on Fifth Avenue that pays good interest.',
        situation:
          'All year money has been tight. Stocks fell hard in March. Interest rates are high. Every autumn, farm banks pull cash out of New York to pay for the harvest, and this autumn feels worse.',
        characterThoughts:
          'The Knickerbocker pays more interest than the national banks. Mr. Feldman says that is because it is clever. I wonder if it is because it keeps less cash.',
      },
      definitions: ['trust-company'],
      interactiveElements: [
        {
          id: 'payroll',
          icon: '💵',
          label: '$1,200 every Saturday',
          tooltip: 'The firm’s weekly wages',
          detail:
            'About 100 workers earn around $12 a week each. They need cash: few of them have bank accounts.',
        },
        {
          id: 'savings',
          icon: '🪙',
          label: '$400 of her own',
          tooltip: 'Agnes’s savings',
          detail:
            'Five years of saving. There is no deposit insurance in 1907. If a bank fails, depositors wait, and may lose part of their money.',
        },
      ],
      visualType: 'vault',
      keyPoint: 'A higher interest rate on a deposit is often pay for a risk you cannot see.',
    },
    {
      type: 'story',
      id: 'no-central-bank',
      chapter: 'Chapter 1: Tight money',
      title: 'A Giant Without a Central Bank',
      mainText:
        'In 1907 the United States was the world’s largest industrial economy. Yet it had no central bank. The nearest thing it had had, the Second Bank of the United States, lost its federal charter in 1836. No one could create cash in an emergency.\n\nMoney was tight before the panic began. After the San Francisco earthquake of April 1906, British insurers paid huge claims in gold. The Bank of England raised interest rates to stop gold leaving London. Less gold reached New York.\n\nTrust companies had grown fast. They were first meant to manage estates. By 1907 they took deposits and lent like banks. But they kept much less cash on hand than national banks. Most were not members of the New York Clearing House, the banks’ club that could act together in a crisis. They paid higher interest, so deposits poured in.',
      narrative: {
        setup: 'Agnes reads the financial page over her lunch of bread and cheese.',
      },
      definitions: ['trust-company', 'bank-clearing-house', 'bank-reserves', 'lender-of-last-resort'],
      interactiveElements: [
        {
          id: 'shadow-banks',
          icon: '🌫️',
          label: 'Shadow banks of 1907',
          tooltip: 'Why the trusts were fragile',
          detail:
            'Like money market funds in 2008, the trusts did bank-like business outside the banks’ rules and safety nets.',
        },
        {
          id: 'harvest',
          icon: '🌾',
          label: 'The autumn squeeze',
          tooltip: 'Seasonal demand for cash',
          detail:
            'Each fall, country banks pulled cash from New York to pay farmers. Money for loans in the city grew scarce and dear.',
        },
      ],
      visualType: 'vault',
      keyPoint:
        'The riskiest part of a banking system is often the part that grew fastest under the lightest rules.',
    },
    {
      type: 'visual-story',
      id: 'copper-corner',
      chapter: 'Chapter 2: The spark',
      title: 'The Copper Corner',
      mainText:
        'The spark was a stock gamble. Otto Heinze, brother of the copper magnate F. Augustus Heinze, believed many traders had bet against United Copper shares. He tried to corner the stock: buy so much that the short sellers would have to pay his price.\n\nOn Monday 14 October the price jumped. Then the short sellers found shares elsewhere. By Wednesday 16 October the stock had crashed to about $10. Otto Heinze’s brokerage failed.\n\nF. Augustus Heinze ran the Mercantile National Bank. Depositors feared it had lent to the scheme, and they ran on it. The New York Clearing House agreed to help the bank, but only if Heinze and his partner in banking, Charles W. Morse, left their banks. They did. For a few days it seemed to work.',
      narrative: {
        setup:
          'Headlines shout about copper. Agnes notices one name linked to Morse: Charles T. Barney, president of the Knickerbocker.',
        characterThoughts:
          'Our bank’s president is a friend of these men. Do our deposits sit in their deals?',
      },
      definitions: ['market-corner', 'short-selling', 'bank-run', 'bank-clearing-house'],
      interactiveElements: [
        {
          id: 'united-copper',
          icon: '📉',
          label: 'United Copper: about $10',
          tooltip: 'The failed corner',
          detail: 'The price spiked on 14 October, then collapsed within two days as the corner failed.',
        },
      ],
      visualType: 'chart-down',
      keyPoint:
        'A failed bet by a few men became a crisis because depositors could not tell which banks were tied to them.',
    },
    {
      type: 'decision-point',
      id: 'the-line',
      chapter: 'Chapter 2: The spark',
      title: 'The Line at the Knickerbocker',
      situation: 'Tuesday 22 October 1907, 9 a.m. A line stretches down Fifth Avenue.',
      decision: {
        situation:
          'On Monday the National Bank of Commerce said it would no longer clear checks for the Knickerbocker. The news is everywhere. Depositors are lined up before the doors open. Clerks are paying out as fast as they can count.',
        context: {
          'Firm’s account': 'enough for several weeks of wages',
          'Agnes’s savings': '$400',
          'Deposit insurance': 'none',
          'The line': 'hundreds of people, and growing',
        },
        prompt: 'What does Agnes do?',
        timeLimit: 'The cash in the vault will not last the day',
        choices: [
          {
            id: 'withdraw-everything',
            effects: {
              set: {
                savingsOut: 400,
                payNeed: 'tomorrow’s wages (the $1,200 she got out on 22 October paid last Saturday’s)',
              },
            },
            title: 'Join the line and take everything',
            description:
              'Withdraw her $400 savings and this week’s $1,200 of wages, if the clerks can still pay her before the cash runs out.',
            icon: '🏃‍♀️',
            color: 'from-rose-500 to-red-600',
            reward: 'Cash in hand if she reaches a window in time',
            risk: 'Hours in line, cash to guard, and a push to the run that may sink the bank',
            consequence:
              'The Knickerbocker paid out about $8 million in roughly three hours, then stopped paying around midday. People near the front got their money. People further back went home with nothing.',
          },
          {
            id: 'withdraw-payroll',
            effects: {
              set: {
                savingsOut: 0,
                payNeed: 'tomorrow’s wages (the $1,200 she got out on 22 October paid last Saturday’s)',
              },
            },
            title: 'Take only this week’s wages',
            description: 'Withdraw the $1,200 the workers need on Saturday and leave the rest.',
            icon: '✂️',
            color: 'from-amber-500 to-orange-600',
            reward: 'The workers get paid this week whatever happens',
            risk: 'Her savings and the rest of the firm’s money stay at risk',
            consequence:
              'A modest withdrawal for a real need was what many careful firms tried. If she reached a window before noon, the wages were safe; the rest, her own $400 included, was frozen when the trust closed its doors.',
          },
          {
            id: 'trust-the-bank',
            effects: {
              set: {
                savingsOut: 0,
                payNeed:
                  'tomorrow’s wages: the firm’s money at the Knickerbocker is frozen, and last Saturday’s came out of Mr. Feldman’s own pocket',
              },
            },
            title: 'Stay away and trust the bank',
            description: 'Runs feed on fear. Refuse to join the panic.',
            icon: '🧘‍♀️',
            color: 'from-slate-500 to-slate-700',
            reward: 'No part in the run, and no cash to guard',
            risk: 'If the bank stops paying, every dollar is frozen',
            consequence:
              'The Knickerbocker closed that day. Its depositors waited months. It reopened in March 1908 and, over time, paid them back. A sound position is little comfort when you need cash on Saturday.',
          },
        ],
      },
      lesson:
        'In a run, each depositor acts sensibly by withdrawing, yet together they can break a bank that would have survived. Only a lender with plenty of cash can break that logic.',
      historicalNote:
        'Morgan’s men looked at the Knickerbocker’s books on the night of 21 October. They could not quickly tell whether it was sound, and Morgan decided not to save it (Bruner and Carr, 2007; Moen and Tallman, 2015).',
      definitions: ['bank-run', 'lender-of-last-resort'],
      visualType: 'bank-run',
      keyPoint: 'Without deposit insurance, the first in line are paid and the last in line wait.',
    },
    {
      type: 'story',
      id: 'runs-spread',
      chapter: 'Chapter 3: The runs spread',
      title: 'One Old Banker',
      mainText:
        'The fear jumped to other trusts. On Wednesday 23 October depositors ran on the Trust Company of America. Morgan, then 70, had asked a team of young bankers, led by Benjamin Strong, to check its books overnight. They reported that it was sound. Morgan decided to save it, and he got other bankers to lend it cash.\n\nThe government helped where it could. Treasury Secretary George Cortelyou moved millions of dollars of federal money into New York’s national banks so they could lend.\n\nOn Thursday 24 October the stock exchange nearly ran dry. Brokers live on call money, loans the lender can call back any day. Lenders had pulled back, and the rate on call money shot to about 100 percent a year. The exchange’s president feared it would have to close. Morgan called the bank presidents to his office. In a short meeting they pledged about $25 million to lend on the floor of the exchange. It stayed open.',
      narrative: {
        setup:
          'Agnes’s firm now banks, in part, with a national bank on Wall Street. The line there is short, but the cashier looks tired.',
      },
      definitions: ['call-money', 'financial-contagion', 'lender-of-last-resort'],
      interactiveElements: [
        {
          id: 'call-rate',
          icon: '📈',
          label: '100% a year',
          tooltip: 'Call money, 24 October 1907',
          detail:
            'Normal call rates were a few percent a year. At 100 percent, brokers could not afford to carry their customers’ shares.',
        },
        {
          id: 'sound-or-not',
          icon: '🔎',
          label: 'Sound, or not?',
          tooltip: 'The rescuer’s question',
          detail:
            'A lender of last resort should lend to banks that are short of cash but sound. In a panic, telling the two apart takes time nobody has.',
        },
      ],
      visualType: 'bank-run',
      keyPoint: 'A panic is stopped by someone who can lend without limit to the sound, and be believed.',
    },
    {
      type: 'decision-point',
      id: 'payroll-without-cash',
      chapter: 'Chapter 3: The runs spread',
      title: 'Payday Without Cash',
      situation: 'Friday 1 November 1907. Tomorrow is payday.',
      decision: {
        situation:
          'Banks across the country are limiting how much cash they pay out. They will still honor checks, but they hold on to currency. On the street, money brokers sell cash for more than its face value. Agnes needs $1,200 in cash for {payNeed}.',
        context: {
          Payroll: '$1,200 every Saturday',
          'Cash from the bank': 'limited; checks only for large sums',
          'Premium on currency': 'about 3% from street brokers',
          Workers: 'about 100, most without bank accounts',
        },
        prompt: 'How should the firm pay its workers?',
        choices: [
          {
            id: 'buy-currency',
            effects: { set: { payPlan: 'in cash bought for about $1,236 (a $36 premium)' } },
            title: 'Buy cash at a premium',
            description: 'Pay a money broker about 3 percent extra for $1,200 in bills.',
            icon: '💸',
            color: 'from-amber-500 to-orange-600',
            reward: 'The workers get real cash, on time',
            risk: 'It costs about $36 more, and buying cash from brokers feeds the hoarding',
            consequence:
              'Many firms did this. During the restriction, currency traded at a premium of up to about 4 percent over checks. It was costly but kept workers fed and loyal.',
          },
          {
            id: 'pay-by-check',
            effects: {
              set: { payPlan: 'in checks; workers lost about $36 between them selling them for cash' },
            },
            title: 'Pay in checks',
            description: 'Give each worker a check on the firm’s bank account.',
            icon: '🧾',
            color: 'from-sky-500 to-indigo-600',
            reward: 'No premium to pay, and no cash to carry',
            risk: 'Workers without accounts struggle to spend a check; some shops refuse them',
            consequence:
              'Many employers paid by check or with IOUs of their own, and some towns printed emergency scrip. Workers often had to sell their checks at a discount to get cash for food and rent.',
          },
          {
            id: 'delay-wages',
            effects: { set: { payPlan: 'a week late' } },
            title: 'Delay wages a week',
            description: 'Ask the workers to wait until the panic passes.',
            icon: '⏳',
            color: 'from-rose-500 to-red-600',
            reward: 'The firm keeps its cash',
            risk: 'Families without savings miss rent and meals; trust in the firm suffers',
            consequence:
              'Some firms did delay or cut pay, and others laid workers off as orders dried up. The cost of the panic fell hardest on people with no savings.',
          },
        ],
      },
      lesson:
        'When banks restrict cash, a dollar in the bank and a dollar in your hand stop being worth the same. The gap is a measure of panic.',
      historicalNote:
        'From 26 October the New York Clearing House issued clearing-house loan certificates, so banks could settle with each other without using cash. Banks in much of the country restricted cash payments until early January 1908 (Sprague, 1910).',
      definitions: ['suspension-of-payments', 'clearing-house-loan-certificate'],
      visualType: 'scale',
      keyPoint: 'Restricting cash saved banks from failing but shifted the pain to people who needed cash.',
    },
    {
      type: 'story',
      id: 'the-library',
      chapter: 'Chapter 4: The library',
      title: 'Locked in the Library',
      mainText:
        'By early November the panic had a new danger. A big brokerage, Moore & Schley, held shares of the Tennessee Coal, Iron and Railroad Company as collateral for its loans. If it failed, its lenders would dump those shares and more firms could fall.\n\nOn the weekend of 2 and 3 November, Morgan gathered bankers at his library on Madison Avenue. He asked the presidents of the trust companies to put up $25 million to support the weaker trusts. They argued into the early hours of Sunday morning, and they agreed.\n\nMorgan also arranged for US Steel to buy the Tennessee company, which took those shares off the market. US Steel was already huge, and the deal could be attacked under antitrust law. Two of its leaders went to Washington. On Monday 4 November, before the market opened, President Theodore Roosevelt said he would not object. The deal went through.\n\nAt the end of October, Morgan and other bankers had already agreed to buy $30 million of New York City bonds. The city could pay its bills.',
      narrative: {
        setup: 'Agnes reads about the all-night meeting in Tuesday’s paper.',
        characterThoughts:
          'The whole country’s money rests on what a few men decide in one room. That cannot be the best way to run it.',
      },
      definitions: ['collateral', 'lender-of-last-resort'],
      visualType: 'handshake',
      keyPoint: 'The rescue worked, but it depended on one man’s wealth, judgment and health.',
    },
    {
      type: 'decision-point',
      id: 'after-the-crash',
      chapter: 'Chapter 4: The library',
      title: 'What to Do With the Cash?',
      situation: 'Mid-November 1907. Mr. Feldman keeps $5,000 of reserve cash in the office safe.',
      decision: {
        situation:
          'The Dow Jones Industrial Average, about 103 in January 1906, has fallen to about 53, nearly half. Solid railroad and industrial stocks pay large dividends at these prices. But factories are cutting jobs, and no one knows if more banks will fail.',
        context: {
          'Reserve cash': '$5,000 in the safe',
          'Dow Jones average': 'about 53, down from about 103 in January 1906',
          Economy: 'orders falling, layoffs spreading',
          'Banks that stayed open': 'still limiting cash payments',
        },
        prompt: 'What should Agnes advise Mr. Feldman?',
        choices: [
          {
            id: 'buy-stocks',
            effects: { set: { stocksBought: 2000, reserveHome: 'the other $3,000 stayed in the safe' } },
            title: 'Buy stocks at panic prices',
            description: 'Put $2,000 into shares of large railroads and industrial firms.',
            icon: '🛒',
            color: 'from-emerald-500 to-teal-600',
            reward: 'Buying solid companies at about half their 1906 prices',
            risk: 'Prices could fall further, and the firm may need the cash if sales collapse',
            consequence:
              'Buying near the November low paid well. The Dow ended 1908 at about 86, more than 60 percent above its low. But the firm’s sales also fell in the 1908 recession, and cash tied up in shares could not pay wages.',
          },
          {
            id: 'hoard-cash',
            effects: { set: { stocksBought: 0, reserveHome: 'all $5,000 stayed in the safe' } },
            title: 'Keep all the cash in the safe',
            description: 'Trust no bank until the panic is well over.',
            icon: '🔒',
            color: 'from-slate-500 to-slate-700',
            reward: 'The money is safe from any bank failure',
            risk: 'Idle cash earns nothing, and hoarding by everyone keeps banks short of cash',
            consequence:
              'Hoarding was common. Economists later showed how it deepened the panic: every dollar kept in a safe was a dollar banks could not lend, so credit kept shrinking.',
          },
          {
            id: 'redeposit',
            effects: { set: { stocksBought: 0, reserveHome: 'all $5,000 went back into a national bank' } },
            title: 'Put it back in a strong national bank',
            description: 'Deposit the cash with a clearing-house member that stayed open.',
            icon: '🏦',
            color: 'from-sky-500 to-indigo-600',
            reward: 'Earns interest, and helps the banks lend again',
            risk: 'Restrictions mean cash may be hard to get back quickly',
            consequence:
              'As cash flowed back into the banks and gold arrived from Europe, restrictions ended in early January 1908. Redepositing helped end the squeeze, though no law yet protected depositors.',
          },
        ],
      },
      lesson:
        'What is wise for one household in a panic, like hoarding cash, can make the panic worse when everyone does it.',
      historicalNote:
        'The National Bureau of Economic Research dates the recession from May 1907 to June 1908. Later estimates of unemployment differ: from about 3 percent in 1907 to somewhere between 6 and 8 percent in 1908.',
      definitions: ['bank-run', 'financial-contagion'],
      visualType: 'chart-down',
      keyPoint: 'A panic turns sensible caution into a shortage of money for everyone.',
    },
    {
      type: 'interactive',
      id: 'then-and-now',
      chapter: 'Compare',
      title: '1907, 1913 and Today',
      mainText: 'The panic showed what was missing. Compare who did each job in 1907 with who does it now.',
      comparison: {
        columns: ['Job in a panic', 'October 1907', 'After the Federal Reserve Act (1913)', 'Today'],
        rows: [
          {
            label: 'Lend cash to sound banks',
            values: [
              'J. P. Morgan and allied bankers',
              'The twelve Federal Reserve Banks',
              'The Federal Reserve',
            ],
          },
          {
            label: 'Create extra currency',
            values: [
              'Hardly anyone: the currency could not grow quickly (it was “inelastic”)',
              'Federal Reserve notes, as needed',
              'The Federal Reserve',
            ],
          },
          {
            label: 'Protect small depositors',
            values: ['No one', 'No one until 1933', 'The FDIC, up to its limit'],
          },
          {
            label: 'Watch bank-like firms',
            values: [
              'State rules, weak for trusts',
              'National and state supervisors',
              'Several regulators; gaps remain',
            ],
          },
        ],
      },
      definitions: ['lender-of-last-resort', 'deposit-insurance'],
      visualType: 'scale',
      keyPoint: 'The Federal Reserve was built to do by law what Morgan did by personal power.',
    },
    {
      type: 'story',
      id: 'aftermath',
      chapter: 'Chapter 5: A central bank at last',
      title: 'From Panic to the Federal Reserve',
      mainText:
        'The panic ended, but it left a clear lesson. The country could not count on one private banker in every crisis. Morgan himself was 70.\n\nIn May 1908 Congress passed the Aldrich–Vreeland Act. It allowed banks to issue emergency currency in a crisis. It also set up the National Monetary Commission, led by Senator Nelson Aldrich, to study how other countries ran their money.\n\nThe commission’s work, and years of political fights, led to the Federal Reserve Act. President Woodrow Wilson signed it on 23 December 1913. Twelve regional Reserve Banks could now lend to member banks and issue currency when the public wanted more of it.\n\nThe Fed did not end banking panics. In 1930–33 it failed to stop a wave of bank failures, and deposit insurance came only in 1933. But 1907 is why it exists.',
      definitions: ['lender-of-last-resort', 'central-bank'],
      interactiveElements: [
        {
          id: 'emergency-currency',
          icon: '💵',
          label: 'Aldrich–Vreeland, 1908',
          tooltip: 'A stopgap',
          detail:
            'Its emergency currency was used once, at the start of the First World War in 1914, before the Fed opened.',
        },
      ],
      visualType: 'vault',
      keyPoint: 'Crises often write the next set of rules.',
    },
    {
      type: 'quiz',
      id: 'quiz',
      chapter: 'Check your understanding',
      title: 'Panic of 1907 Quiz',
      questions: [
        {
          question:
            'The Knickerbocker Trust paid out about $8 million in about three hours before it stopped. About how much was that per minute?',
          options: ['About $4,400', 'About $44,000', 'About $440,000', 'About $2.7 million'],
          correct: 1,
          explanation:
            'Three hours is 180 minutes. $8,000,000 ÷ 180 ≈ $44,000 a minute. No vault could keep that up for long.',
          kind: 'calculation',
        },
        {
          question:
            'Agnes needs $1,200 in cash and street brokers charge a 3 percent premium. How much does she pay, by check, for the cash?',
          options: ['$1,203', '$1,236', '$1,260', '$1,360'],
          correct: 1,
          explanation:
            '3 percent of $1,200 is $36, so she pays $1,236. The premium showed how much people would pay for cash they could trust.',
          kind: 'calculation',
        },
        {
          question:
            'The Dow was about 103 in January 1906 and about 53 in November 1907. About how far had it fallen?',
          options: ['About 20 percent', 'About 33 percent', 'About 49 percent', 'About 95 percent'],
          correct: 2,
          explanation: '(103 − 53) ÷ 103 ≈ 0.49, a fall of about 49 percent, nearly half.',
          kind: 'calculation',
        },
        {
          question: 'Why were New York trust companies hit harder than national banks in 1907?',
          options: [
            'They were owned by the state, which refused to lend them any more',
            'They kept less cash in reserve, and most were outside the clearing house',
            'They were not allowed to make loans, so they earned too little',
            'They had deposit insurance that ran out in the first week of the run',
          ],
          correct: 1,
          explanation:
            'Trust companies did bank-like business with thinner cash reserves, and most were not members of the New York Clearing House, so they had no club to pool cash with when runs began.',
        },
        {
          question: 'Which law came most directly out of the lessons of 1907?',
          options: [
            'The Glass–Steagall Act of 1933',
            'The Sherman Antitrust Act of 1890',
            'The Federal Reserve Act of 1913',
            'The Securities Exchange Act of 1934',
          ],
          correct: 2,
          explanation:
            'The panic led to the Aldrich–Vreeland Act of 1908 and its National Monetary Commission, whose work led to the Federal Reserve Act of 1913.',
        },
      ],
      keyPoint:
        'Count the cash: runs, premiums and crashes are all arithmetic about money people can get now.',
      visualType: 'newspaper',
    },
    {
      type: 'reflection',
      id: 'reflection',
      chapter: 'Reflection',
      title: 'Who Stops a Panic?',
      prompt: 'Think about Agnes’s choices and the system around her.',
      questions: [
        'Why could a run on one trust company spread to banks that had nothing to do with copper?',
        'What did Morgan do that a central bank does today? What could he not do?',
        'Why did hoarding cash make sense for each family but harm the country?',
        'Where might today’s “trust companies” be: firms that act like banks without a bank’s rules?',
      ],
      finalThought:
        'In 1907 a private banker stopped a national panic. The country decided it should never again have to hope that such a person would be there.',
      visualType: 'handshake',
      keyPoint: 'A financial system needs a lender of last resort that does not depend on luck.',
    },
    {
      type: 'summary',
      id: 'summary',
      chapter: 'Summary',
      title: 'What the Panic of 1907 Teaches',
      conceptLearned:
        'Trust companies, bank runs, a private lender of last resort, restricted cash and the birth of the Fed',
      ending: {
        intro: 'Your choices beside what happened to people of the time.',
        rows: [
          {
            label: 'Agnes’s $400 of savings',
            yours: '{savingsOut:usd} in hand on 22 October; {400 - savingsOut:usd} frozen until March 1908',
            history:
              'People near the front of the line got their money. The rest waited until the Knickerbocker reopened in March 1908.',
          },
          {
            label: 'The workers were paid',
            yours: '{payPlan}',
            history:
              'Many firms paid by check or scrip, and cash sold at up to about 4 percent above checks.',
          },
          {
            label: 'The $5,000 reserve at the end of 1908',
            yours: '{stocksBought * 1.62 + 5000 - stocksBought:usd}: {reserveHome}',
            history:
              'The Dow rose from about 53 in November 1907 to about 86 at the end of 1908, more than 60 percent.',
          },
        ],
      },
      keyTakeaways: [
        'A failed corner of United Copper in mid-October 1907 set off runs on banks tied to the men behind it.',
        'Trust companies held thin cash reserves outside the clearing house; the Knickerbocker paid out about $8 million in three hours and closed on 22 October.',
        'With no central bank, J. P. Morgan organized bankers to save sound trusts and keep the stock exchange open: when call money hit 100 percent they pledged about $25 million to lend on the exchange, and the trust companies put up $25 million more for the weaker trusts.',
        'Banks restricted cash payments until early January 1908; cash sold at a premium and hoarding deepened the squeeze.',
        'The panic led to the Aldrich–Vreeland Act (1908) and the Federal Reserve Act (1913).',
      ],
      nextSteps: [
        'See what the Federal Reserve does today in the Federal Reserve explained lesson.',
        'Compare with 1929–33, when the Fed failed to stop bank runs, in the bank runs lesson.',
      ],
      visualType: 'vault',
      keyPoint: 'Panics are about cash today. Whoever can supply it, and be trusted, decides how they end.',
    },
  ],
  sources: [
    {
      title: 'The Panic of 1907: Lessons Learned from the Market’s Perfect Storm',
      author: 'Robert F. Bruner and Sean D. Carr',
      year: 2007,
      publisher: 'John Wiley & Sons',
    },
    {
      title: 'The Panic of 1907',
      author: 'Jon R. Moen and Ellis W. Tallman',
      year: 2015,
      publisher: 'Federal Reserve History',
      url: 'https://www.federalreservehistory.org/essays/panic-of-1907',
    },
    {
      title: 'Lessons from the Panic of 1907',
      author: 'Ellis W. Tallman and Jon R. Moen',
      year: 1990,
      publisher: 'Federal Reserve Bank of Atlanta, Economic Review, May/June 1990',
    },
    {
      title: 'History of Crises under the National Banking System',
      author: 'O. M. W. Sprague',
      year: 1910,
      publisher: 'National Monetary Commission, US Senate Document 538',
    },
    {
      title: 'A Monetary History of the United States, 1867–1960',
      author: 'Milton Friedman and Anna J. Schwartz',
      year: 1963,
      publisher: 'Princeton University Press',
    },
    {
      title: 'Real Shock, Monetary Aftershock: The 1906 San Francisco Earthquake and the Panic of 1907',
      author: 'Kerry A. Odell and Marc D. Weidenmier',
      year: 2004,
      publisher: 'The Journal of Economic History, 64(4)',
    },
  ],
};
