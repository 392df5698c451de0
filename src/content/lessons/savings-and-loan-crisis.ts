import type { GlossaryEntry, Lesson } from '../schema';

// The savings and loan crisis, 1980–1995. The protagonist is a composite thrift president; the
// failure counts and costs follow the FDIC's own histories (Curry & Shibut 2000; History of the
// Eighties 1997).

export const glossary: Record<string, GlossaryEntry> = {
  '3-6-3-rule': {
    text: '3-6-3 rule',
    definition:
      'An old bankers’ joke about how easy the savings and loan business once was: pay depositors 3%, lend at 6%, and be on the golf course by 3 p.m. It held while deposit rates were capped and interest rates moved little, and ended when rates soared after 1979.',
  },
  'savings-and-loan': {
    text: 'Savings and loan (thrift)',
    definition:
      'A US savings institution, also called a thrift, set up mainly to take savings deposits from households and lend them out as home mortgages. In 1980 there were about 4,000 of them.',
  },
  'maturity-mismatch': {
    text: 'Maturity mismatch',
    definition:
      'Funding long-term loans or bonds with short-term money, such as deposits that can be withdrawn at any time. A savings and loan (a thrift) lent for 30 years at a fixed rate, but its depositors could withdraw, or demand a higher rate, at any time. When short-term rates rise above the old loan rates, every loan loses money.',
  },
  fslic: {
    text: 'FSLIC',
    definition:
      'The Federal Savings and Loan Insurance Corporation, created in 1934 to insure deposits at savings and loans, much as the FDIC insured banks. It ran out of money in the 1980s and was abolished in 1989.',
  },
  'regulation-q': {
    text: 'Regulation Q',
    definition:
      'Federal rules that capped the interest rates banks could pay on deposits from the 1930s, and savings and loans from 1966. The caps were phased out between 1980 and 1986.',
  },
  'brokered-deposit': {
    text: 'Brokered deposit',
    definition:
      'A deposit gathered by a money broker from investors anywhere in the country, split into insured chunks of $100,000 and placed wherever the rate is highest. It let a weak thrift grow quickly by paying above-market rates, with the government guaranteeing the money.',
  },
  'regulatory-forbearance': {
    text: 'Regulatory forbearance',
    definition:
      "A regulator's decision not to close or restrict an institution that has broken the rules or run out of capital, hoping it will recover. It delays losses, and often makes them bigger.",
  },
  'zombie-thrift': {
    text: 'Zombie thrift',
    definition:
      'A thrift whose debts exceed its assets but which stays open because the regulator cannot or will not close it. With nothing of its own left to lose, it is tempted to take huge risks with insured deposits.',
  },
  'gambling-for-resurrection': {
    text: 'Gambling for resurrection',
    definition:
      'When an insolvent firm makes ever riskier bets because a win saves the owners while a loss falls mostly on creditors or the taxpayer.',
  },
  'net-worth': {
    text: 'Net worth (capital)',
    definition:
      "What a person, a company or a financial institution owns minus what it owes. For a bank or thrift it is the owners' cushion that absorbs losses before depositors or insurers are hit, and regulators set a minimum as a share of assets.",
  },
  'resolution-trust-corporation': {
    text: 'Resolution Trust Corporation (RTC)',
    definition:
      'A temporary US government agency created in 1989 to take over failed savings and loans, pay off or transfer their deposits, and sell their loans, buildings and other assets. It closed at the end of 1995.',
  },
  'junk-bond': {
    text: 'Junk bond',
    definition:
      'A bond issued by a company with a weak credit rating. It pays a high interest rate because the chance of default is high. Some thrifts bought them heavily in the 1980s.',
  },
};

export const lesson: Lesson = {
  id: 'savings-and-loan-crisis',
  title: 'The Savings and Loan Crisis',
  subtitle: 'How the safest business in America became its most expensive failure (1980–1995)',
  concept: 'Maturity mismatch, deposit insurance and moral hazard',
  description:
    'Run a neighborhood savings and loan in Houston through the 1980s: crushing interest rates, the deregulation of the Garn–St Germain Act of 1982, a Texas real-estate bust, and the 1989 FIRREA clean-up that created the Resolution Trust Corporation. More than 1,000 thrifts failed, and the FDIC puts the cost to taxpayers at about $124 billion.',
  preview:
    'You lend money for 30 years at 7%. Suddenly you have to pay your depositors 12%. Congress offers you a way out: lend to anything you like, with the government guaranteeing your deposits. What could go wrong?',
  difficulty: 'Intermediate',
  estimatedTime: '20 minutes',
  type: 'enhanced',
  category: 'crises',
  icon: '🏚️',
  color: { from: 'emerald', to: 'slate' },
  year: 1989,
  topics: ['Banking System', 'Systemic Risk', 'Leverage', 'Monetary Policy'],
  xp: 100,
  character: {
    name: 'Ray Delgado',
    age: 44,
    profession: 'President of a savings and loan in Houston, Texas',
    icon: '🏦',
    color: 'from-emerald-500 to-teal-700',
    background:
      "Ray is a composite character, not a real person. He runs Bayou Federal Savings, a fictional 40-year-old thrift with $300 million of deposits, most of them from retired teachers and oil workers. For decades the job followed the industry's joke, the 3-6-3 rule: pay depositors 3%, lend at 6%, be on the golf course by 3 p.m.",
    traits: ['Community-minded', 'Optimistic', 'Proud', 'Under pressure from his board'],
    historical: false,
  },
  supportingCharacters: [
    {
      name: 'Paul Volcker',
      role: 'Chairman of the Federal Reserve, 1979–1987',
      icon: '🏛️',
      influence:
        'Pushed interest rates to record highs from October 1979 to break inflation, which left thrifts paying more for deposits than their old mortgages earned.',
    },
    {
      name: 'Edwin Gray',
      role: 'Chairman of the Federal Home Loan Bank Board, 1983–1987',
      icon: '📋',
      influence:
        'The chief thrift regulator who tried to limit risky growth and hire more examiners, and met fierce resistance from the industry and members of Congress.',
    },
    {
      name: 'Charles Keating',
      role: 'Owner of Lincoln Savings and Loan, California',
      icon: '💼',
      influence:
        "His thrift's failure in 1989, one of the costliest, and his contacts with five US senators (the 'Keating Five') made the crisis a national scandal.",
    },
    {
      name: 'L. William Seidman',
      role: 'Chairman of the FDIC (1985–1991) and first head of the RTC',
      icon: '🧹',
      influence:
        'Led the government agencies that closed failed thrifts and sold off hundreds of billions of dollars of their assets.',
    },
  ],
  concepts: [
    { id: 'maturity-mismatch', name: 'Borrowing short to lend long', level: 'beginner' },
    {
      id: 'deposit-insurance',
      name: 'What deposit insurance protects, and what it encourages',
      level: 'beginner',
    },
    { id: 'moral-hazard', name: 'Moral hazard and gambling for resurrection', level: 'intermediate' },
    {
      id: 'forbearance-cost',
      name: 'Why delaying a clean-up makes it more expensive',
      level: 'intermediate',
    },
    { id: 'bank-resolution', name: 'How a government resolves failed banks', level: 'advanced' },
  ],
  storyState: [
    { key: 'plan', label: 'Ray’s plan in 1983', format: 'text' },
    { key: 'badLoans', label: 'Bayou Federal’s loans not being repaid in 1987', initial: 0, format: 'usd' },
    { key: 'badLoanNote', label: 'Where the bad loans came from', format: 'text' },
    { key: 'exam', label: 'What Ray did before the 1987 examination', format: 'text' },
    { key: 'fate', label: 'How Bayou Federal ended', format: 'text' },
  ],
  pages: [
    {
      id: 'cover',
      type: 'cover',
      title: 'The Savings and Loan Crisis',
      subtitle: 'America, 1980–1995',
      startButtonText: 'Open the vault',
      visualType: 'vault',
    },
    {
      id: 'meet-ray',
      type: 'character-intro',
      chapter: 'Chapter 1: The 3-6-3 Business',
      title: 'Meet Ray Delgado',
      narrative: {
        setup:
          'Houston, 1979. Ray runs Bayou Federal Savings from a brick building beside a shopping center. His business is simple: neighbors deposit savings in passbook accounts, and he lends that money to other neighbors to buy houses, on 30-year mortgages at a fixed rate.',
        situation:
          'Federal rules (Regulation Q) cap what he may pay on a passbook account at a little over 5%. Most of his mortgages, written in the 1960s and early 1970s, earn him between 6% and 8%, fixed for decades. Inflation, though, is now above 11%.',
        characterThoughts:
          'We have never lost a dollar for a depositor. Houses do not disappear. What could hurt a business this boring?',
      },
      definitions: ['3-6-3-rule', 'savings-and-loan', 'regulation-q', 'deposit-insurance'],
      interactiveElements: [
        {
          id: 'thrift-numbers',
          label: 'About 4,000 thrifts',
          tooltip: 'The size of the industry in 1980',
          detail:
            'In 1980 roughly 4,000 federally insured savings institutions held about $600 billion in assets, most of it home mortgages. They were the largest source of home loans in America.',
        },
        {
          id: 'fslic-guarantee',
          label: 'The FSLIC sticker',
          tooltip: 'Insured up to $40,000, then $100,000',
          detail:
            'Since 1934 the FSLIC had insured thrift deposits. In March 1980 Congress raised the limit from $40,000 to $100,000 per depositor at each insured institution.',
        },
      ],
      visualType: 'vault',
      keyPoint:
        'A thrift borrows from savers who can leave any day and lends to homeowners for thirty years.',
    },
    {
      id: 'volcker-shock',
      type: 'visual-story',
      chapter: 'Chapter 1: The 3-6-3 Business',
      title: '1979–1981: The Squeeze',
      mainText:
        'In October 1979 the Federal Reserve under Paul Volcker changed course to crush inflation, and interest rates exploded. The prime rate, what banks charged their best customers, peaked at 21.5% in December 1980. Savers discovered money market mutual funds, which were not covered by Regulation Q and paid well over 10%. Money poured out of passbook accounts. To keep deposits, thrifts had to offer new certificates at market rates.\n\nNow Ray was paying depositors 11% or 12% while most of his mortgages still earned 7%. Every month, on every old loan, he lost money.\n\nThe 1980 Depository Institutions Deregulation and Monetary Control Act began phasing out the rate caps, which let thrifts compete for money but did nothing about the old loans. By 1981 and 1982 the industry as a whole was losing billions of dollars a year, and if its mortgages had been valued at market prices it would have been deeply insolvent.',
      narrative: {
        setup: 'Ray sits with his accountant over the 1981 figures.',
        characterThoughts:
          'I cannot raise the rate on a mortgage I wrote in 1968. I cannot stop paying the going rate on deposits. The loss is built into the building.',
      },
      definitions: ['maturity-mismatch', 'money-market-fund', 'net-worth'],
      interactiveElements: [
        {
          id: 'spread-math',
          label: 'The negative spread',
          tooltip: 'Earning 7%, paying 11%',
          detail:
            'On $100 million of 7% mortgages funded by 11% deposits, a thrift loses about $4 million a year before paying a single salary. Ray’s thrift had only about $15 million of capital to absorb it.',
        },
        {
          id: 'prime-21',
          label: 'Prime rate 21.5%',
          tooltip: 'December 1980',
          detail:
            'Short-term rates stayed far above the rates on old fixed mortgages for several years. Thirty-year mortgage rates themselves peaked above 18% in 1981.',
        },
      ],
      visualType: 'chart-up',
      keyPoint:
        'When short-term rates jump, a lender who borrowed short and lent long loses money on every old loan.',
    },
    {
      id: 'garn-st-germain',
      type: 'visual-story',
      chapter: 'Chapter 2: Let Them Grow Out of It',
      title: '1982: The Garn–St Germain Act',
      mainText:
        'Closing hundreds of insolvent thrifts would have cost far more than the FSLIC had. So Washington chose a different plan: let thrifts grow their way out. The Garn–St Germain Depository Institutions Act, signed by President Reagan in October 1982, let federally chartered thrifts lend far beyond home mortgages: more commercial real-estate and consumer loans, and for the first time business loans.\n\nRegulators had already cut the minimum net worth thrifts had to hold: from 5% to 4% of deposits in November 1980, then to 3% in January 1982. They also allowed accounting rules that made weak thrifts look stronger than they were.\n\nTexas, California and Florida went further: their state-chartered thrifts could put deposits into almost anything, including real-estate development projects they partly owned. Meanwhile deposit insurance now covered $100,000 per depositor at each thrift, and brokers could split large sums into insured $100,000 deposits and place them at whichever thrift paid the most.',
      narrative: {
        setup: 'A consultant visits Ray with a brochure about the new powers.',
        characterThoughts:
          'For the first time I could earn real money. And the depositors will not mind what I lend to: the government guarantees them.',
      },
      definitions: ['brokered-deposit', 'regulatory-forbearance', 'net-worth'],
      interactiveElements: [
        {
          id: 'new-powers',
          label: 'New lending powers',
          tooltip: 'Far beyond home loans',
          detail:
            'The 1980 act had let federal thrifts put up to 20% of assets into commercial real-estate loans and 20% into consumer loans and corporate debt. The 1982 act raised these limits to 40% and 30%, and allowed business loans of up to 10% of assets. Several states granted their own thrifts even wider powers.',
        },
        {
          id: 'rap-accounting',
          label: 'Creative accounting',
          tooltip: 'Regulatory accounting principles',
          detail:
            'Regulators allowed thrifts to use accounting methods that spread losses over many years and counted intangible "goodwill" from mergers as capital. On paper, many insolvent thrifts still met the rules.',
        },
      ],
      visualType: 'courtroom',
      keyPoint:
        'Deregulation gave weak thrifts new ways to take risk just when they had nothing left to lose.',
    },
    {
      id: 'decision-1983',
      type: 'decision-point',
      chapter: 'Chapter 2: Let Them Grow Out of It',
      title: '1983: How Will Bayou Federal Survive?',
      mainText:
        "Ray's board meets. On paper the thrift still has capital; valued honestly, its old mortgages are worth $40 million less than their face value, and its real net worth is below zero.",
      decision: {
        situation:
          'Rates have fallen from their peak but deposits still cost more than the old mortgages earn. Oil is still about $30 a barrel, new towers keep rising across Texas, and developers want loans for offices and condominiums.',
        context: {
          Deposits: '$300 million, insured up to $100,000 each',
          'Book net worth': 'About 3% of assets, thanks to generous accounting',
          'Market-value net worth': 'Negative, about minus $30 million',
          'Houston offices': 'New towers going up downtown every month',
        },
        prompt: 'Which strategy does Ray recommend to the board?',
        choices: [
          {
            id: 'grow-fast',
            effects: {
              set: {
                plan: 'grow fast into commercial real estate',
                badLoans: 90000000,
                badLoanNote: 'A third of Bayou Federal’s commercial loans are not being repaid.',
              },
            },
            title: 'Grow fast into commercial real estate',
            description:
              'Attract brokered deposits by paying a point above other thrifts and double the balance sheet within two years with loans to developers, taking a share of their profits.',
            icon: '🏗️',
            reward:
              'High-yielding loans and fees could cover the old losses within a few years if Houston keeps booming.',
            risk: 'Ray has no experience in commercial lending, and the thrift is betting insured deposits on one city and one industry.',
            consequence:
              'Hundreds of thrifts did exactly this. In Texas many doubled or tripled in size. When oil collapsed to near $10 a barrel in 1986, office buildings emptied, developers defaulted and the fastest-growing thrifts produced the biggest losses of the whole crisis.',
          },
          {
            id: 'merge-now',
            effects: {
              set: {
                plan: 'admit the problem and seek a merger',
                badLoans: 30000000,
                badLoanNote:
                  'No buyer was ever found for Bayou Federal: the regulator, short of money, let it stay open under forbearance. Its old home loans still lose money, and Houston house prices are falling.',
              },
            },
            title: 'Admit the problem and seek a merger',
            description:
              'Show the regulator the true numbers and look for a stronger institution to take over Bayou Federal.',
            icon: '🤝',
            reward: 'Depositors are protected and the loss is fixed at today’s size, before it can grow.',
            risk: 'The shareholders and Ray himself lose almost everything, and the FSLIC may not have the money to assist a deal.',
            consequence:
              'Early, honest resolution was the cheapest path for the public. Studies after the crisis found that thrifts left open while insolvent lost far more money the longer they stayed open. But the FSLIC was short of funds, so many such requests were met with forbearance instead.',
          },
          {
            id: 'fix-the-mismatch',
            effects: {
              set: {
                plan: 'stay in home lending with adjustable-rate loans',
                badLoans: 20000000,
                badLoanNote:
                  'Bayou Federal made few commercial loans, but Houston house prices are falling and the old hole in its books has not closed.',
              },
            },
            title: 'Stay in home lending and fix the mismatch',
            description:
              'Write only adjustable-rate mortgages from now on, shrink slowly, cut costs and wait for rates to fall.',
            icon: '🔧',
            reward:
              'The thrift stops adding interest-rate risk and avoids businesses it does not understand.',
            risk: 'It remains weak for years and may still fail if rates rise again or Texas house prices fall.',
            consequence:
              'Many conservative thrifts that stuck to home lending and adjustable mortgages survived the 1980s, especially outside the Southwest. In Texas even cautious lenders were hurt when house prices fell after 1986, but far less than the high-growth thrifts.',
          },
        ],
      },
      lesson:
        'An insolvent firm that is allowed to keep borrowing with a government guarantee has every reason to gamble: if it wins, the owners keep the gain; if it loses, the insurer pays.',
      historicalNote:
        'Thrift assets grew by more than half between 1982 and 1985. Much of the growth came at state-chartered thrifts in Texas and California, funded by brokered deposits.',
      definitions: ['gambling-for-resurrection', 'zombie-thrift', 'moral-hazard', 'adjustable-rate-mortgage'],
      visualType: 'city',
      keyPoint:
        'With nothing left to lose, the rational move for owners is often the worst move for everyone else.',
    },
    {
      id: 'texas-bust',
      variants: [
        {
          when: { plan: 'admit the problem and seek a merger' },
          narrative: {
            setup:
              'No stronger thrift wanted Bayou Federal, and the regulator told Ray to carry on. He drives past an empty 30-story tower a rival thrift lent $20 million to build.',
            characterThoughts:
              'That could have been us. Our hole is the old one: cheap mortgages from the 1960s, and now house prices are falling too.',
          },
        },
        {
          when: { plan: 'stay in home lending with adjustable-rate loans' },
          narrative: {
            setup:
              'Ray drives past an empty 30-story tower a rival thrift lent $20 million to build. Bayou Federal is smaller now, and its new loans are adjustable-rate home loans.',
            characterThoughts:
              'House prices here are falling too, so we will lose something. But we will not lose a tower.',
          },
        },
      ],
      type: 'visual-story',
      chapter: 'Chapter 3: The Bust',
      title: '1986: Oil Falls, Towers Empty',
      mainText:
        'In the first months of 1986 the price of oil fell from over $25 a barrel to near $10. Texas, Oklahoma and Louisiana went into recession. Office vacancy in Houston and Dallas passed 25%, and half-built towers stood empty. Loans that had looked safe when oil was high now had no one to repay them. The losses fell on exactly the thrifts that had grown fastest.\n\nRegulators had too few examiners to keep up: the industry had grown enormously while the number of inspectors lagged behind. Edwin Gray, the chief thrift regulator, tried to restrict direct real-estate investments and fast growth, and to hire more staff. Thrift owners and their friends in Congress pushed back hard. By 1986 the FSLIC itself was insolvent: it owed more to depositors of failed thrifts than it had in its fund.',
      narrative: {
        setup: 'Ray drives past an empty 30-story tower his thrift lent $20 million to build.',
        characterThoughts:
          'The developer has mailed the keys back. The building is worth maybe half the loan, if anyone wanted it, which no one does.',
      },
      definitions: ['fslic', 'zombie-thrift'],
      interactiveElements: [
        {
          id: 'fslic-hole',
          label: 'An insurer without money',
          tooltip: 'The FSLIC was broke by 1986',
          detail:
            'The General Accounting Office found the FSLIC fund insolvent at the end of 1986. In 1987 Congress passed the Competitive Equality Banking Act, which let it borrow about $10.8 billion, far less than the losses already piling up. Closing a zombie thrift costs cash, so the zombies stayed open.',
        },
        {
          id: 'keating-five',
          label: 'The Keating Five',
          tooltip: 'Senators and a regulator, 1987',
          detail:
            "In 1987 five US senators met regulators about their examination of Charles Keating's Lincoln Savings and Loan. Lincoln failed in 1989 at a cost to taxpayers usually estimated at around $3 billion. A Senate Ethics Committee investigation later criticized the senators' conduct to different degrees.",
        },
      ],
      visualType: 'city',
      keyPoint:
        'Delay turned a problem of bad luck into a problem of bad loans, and made it several times bigger.',
    },
    {
      id: 'decision-1987',
      type: 'decision-point',
      chapter: 'Chapter 3: The Bust',
      title: '1987: The Examiners Are Coming',
      mainText:
        "{badLoanNote} A bank examiner's visit is scheduled for next month. One of Ray's developer friends makes him an offer.",
      decision: {
        situation:
          "The developer proposes a 'swap': he will buy one of Ray's foreclosed buildings at its old book value if Ray lends him the money for a new project. On paper, both loans would look healthy.",
        context: {
          'Non-performing loans': 'About {badLoans}',
          'Real net worth': 'Deeply negative',
          'FSLIC fund': 'Insolvent; closures are being delayed',
          'Brokered deposits': 'Still available at 9% if the books look healthy',
        },
        prompt: 'What does Ray do?',
        choices: [
          {
            id: 'come-clean',
            effects: {
              set: {
                exam: 'reported the real losses',
                fate: 'placed under government control in 1987, before the losses grew further',
              },
            },
            title: 'Report the real losses',
            description:
              'Write the bad loans down to their true value and tell the examiners that Bayou Federal is insolvent.',
            icon: '📢',
            reward: 'Ray keeps his integrity and limits how much the failure costs the insurance fund.',
            risk: 'The thrift will be seized, Ray will lose his job, and the shareholders lose everything.',
            consequence:
              'This was the honest and, for taxpayers, the cheapest choice. The thrift would have been placed under government control and, after 1989, passed to the Resolution Trust Corporation, which paid the insured depositors and sold the buildings.',
          },
          {
            id: 'roll-the-loans',
            effects: {
              set: {
                exam: 'kept the bad loans alive',
                fate: 'kept open as a zombie until the RTC took it over in 1990, with a bigger hole',
              },
            },
            title: 'Keep the bad loans alive',
            description:
              'Lend borrowers the money to pay the interest they owe, so the loans stay "current" on paper, and keep growing with brokered deposits.',
            icon: '🔄',
            reward: 'The books look fine for another year or two, and Texas might recover.',
            risk: 'Each year adds new deposits and new losses; when the truth comes out, the hole is far deeper.',
            consequence:
              'Many zombie thrifts did this while the FSLIC lacked money to close them. The national commission that studied the crisis reported in 1993 that this kind of delay was a major reason the final bill grew so large.',
          },
          {
            id: 'accept-the-swap',
            effects: {
              set: {
                exam: 'accepted the developer’s swap',
                fate: 'taken over by the RTC in 1990, with the swap under federal investigation',
              },
            },
            title: 'Accept the swap',
            description:
              'Trade loans with the developer to hide both losses and book a profit on the building sale.',
            icon: '🎭',
            reward: 'Bayou Federal reports a profit and Ray gets his bonus.',
            risk: 'Deliberately misstating a federally insured institution’s books is fraud.',
            consequence:
              'Schemes like this, often called "cash for trash" or "land flips", were common at the worst thrifts. Federal prosecutors later won more than a thousand felony convictions in major S&L cases, and many thrift officers went to prison. In the worst cases, fraud turned an expensive failure into a catastrophic one.',
          },
        ],
      },
      lesson:
        'Hiding a loss does not shrink it; it buys time for the loss to grow, and shifts it to whoever is left holding the guarantee.',
      historicalNote:
        'From 1986 to 1995, 1,043 thrifts with total assets of more than $500 billion were closed or otherwise resolved by the FSLIC and the RTC, according to the FDIC.',
      definitions: ['regulatory-forbearance', 'brokered-deposit', 'gambling-for-resurrection'],
      visualType: 'courtroom',
      keyPoint: 'Forbearance turns a regulator into a silent partner in the gamble.',
    },
    {
      id: 'firrea',
      variants: [
        {
          when: { exam: 'reported the real losses' },
          narrative: {
            setup:
              'Bayou Federal has been under government control since Ray’s honest report in 1987. In 1989 it passes to the Resolution Trust Corporation, which pays its depositors and sells what it owns.',
          },
        },
      ],
      type: 'visual-story',
      chapter: 'Chapter 4: The Clean-up',
      title: 'August 1989: FIRREA and the RTC',
      mainText:
        'In February 1989, weeks after taking office, President George H. W. Bush proposed a rescue. Congress passed the Financial Institutions Reform, Recovery, and Enforcement Act (FIRREA), which he signed on 9 August 1989. It abolished the Federal Home Loan Bank Board and the bankrupt FSLIC. Thrift supervision went to a new Office of Thrift Supervision, and deposit insurance to the FDIC. Thrifts had to hold more real capital and were pushed back towards home lending.\n\nFIRREA also created the Resolution Trust Corporation, a temporary agency with one job: take over the failed thrifts, pay off or transfer their insured deposits, and sell everything they owned. Between 1989 and 1995 the RTC resolved 747 thrifts with about $394 billion of assets. It sold office buildings, hotels, golf courses, loans and even art, often in large bundled auctions, and it closed its doors on 31 December 1995.',
      narrative: {
        setup:
          'One Friday in 1990, federal officials arrive at Bayou Federal after closing time. On Monday the sign reads: Resolution Trust Corporation, Conservator.',
      },
      definitions: ['resolution-trust-corporation', 'fslic', 'deposit-insurance'],
      interactiveElements: [
        {
          id: 'depositors-safe',
          label: 'Depositors kept their money',
          tooltip: 'Every insured dollar was paid',
          detail:
            "No depositor lost an insured dollar. That was the promise of deposit insurance, and it was kept, which is why the bill went to taxpayers rather than to the retired teachers in Ray's branch.",
        },
        {
          id: 'rtc-sales',
          label: 'The biggest garage sale',
          tooltip: 'About $394 billion of assets',
          detail:
            'The RTC pioneered selling pools of loans to private investors and packaging commercial mortgages into securities. Those techniques later became standard in markets, and were studied again in 2008.',
        },
      ],
      visualType: 'vault',
      keyPoint:
        'A clean-up agency works by ending the delay: close the failures, pay the insured, sell the assets.',
    },
    {
      id: 'compare-laws',
      type: 'interactive',
      chapter: 'Chapter 4: The Clean-up',
      title: 'Four Laws, One Decade',
      mainText: 'Each law answered the last crisis, and some created the next one. Compare what each did.',
      comparison: {
        columns: ['Law', 'Year', 'What it did', 'Effect on risk'],
        rows: [
          {
            label: 'DIDMCA',
            values: [
              'Depository Institutions Deregulation and Monetary Control Act',
              '1980',
              'Began phasing out deposit rate caps; raised insurance to $100,000 per depositor',
              'Let thrifts compete for deposits, but at higher cost; more money insured',
            ],
          },
          {
            label: 'Garn–St Germain',
            values: [
              'Garn–St Germain Depository Institutions Act',
              '1982',
              'Let thrifts make commercial, consumer and business loans; new money-market deposit accounts',
              'Gave weak thrifts new ways to take big risks',
            ],
          },
          {
            label: 'CEBA',
            values: [
              'Competitive Equality Banking Act',
              '1987',
              'Let the FSLIC borrow about $10.8 billion; allowed forbearance for some thrifts',
              'Too small to close the zombies; delay continued',
            ],
          },
          {
            label: 'FIRREA',
            values: [
              'Financial Institutions Reform, Recovery, and Enforcement Act',
              '1989',
              'Abolished the FSLIC and Bank Board; created the OTS and the RTC; tougher capital rules',
              'Ended forbearance and paid for the clean-up with public money',
            ],
          },
        ],
      },
      definitions: ['regulation-q', 'fslic', 'resolution-trust-corporation'],
      visualType: 'scale',
      keyPoint:
        'Deregulating what a firm may do without strengthening the rules on how much capital it risks is an invitation to gamble.',
    },
    {
      id: 'the-bill',
      type: 'story',
      chapter: 'Chapter 5: Who Paid',
      title: 'The Bill',
      mainText:
        "How much did it all cost? An FDIC study by Timothy Curry and Lynn Shibut, published in 2000, put the total cost of resolving failed thrifts from 1986 to 1995 at about $153 billion. The thrift industry paid about $29 billion of that through insurance premiums and other charges. Taxpayers paid about $124 billion. Between 1986 and 1995, failures and mergers cut the number of federally insured thrifts by half, from 3,234 to 1,645.\n\nThe crisis also left a lasting lesson in regulation: in 1991 Congress passed the FDIC Improvement Act, which required 'prompt corrective action', meaning regulators must act, and close a bank, once its capital falls below set levels, instead of waiting and hoping.",
      dialogue: [
        {
          speaker: 'Ray (years later, to a business class)',
          text: 'We were told the problem was interest rates. It was. Then it became the cure: freedom to gamble with money the government guaranteed.',
        },
        {
          speaker: 'Student',
          text: 'So deposit insurance caused it?',
        },
        {
          speaker: 'Ray',
          text: 'Insurance stopped bank runs, which is good. But insurance with weak capital rules and lax supervision let owners with nothing to lose bet with everyone else’s money.',
        },
      ],
      definitions: ['deposit-insurance', 'moral-hazard', 'net-worth'],
      interactiveElements: [
        {
          id: 'prompt-corrective-action',
          label: 'Prompt corrective action',
          tooltip: 'FDICIA, 1991',
          detail:
            'The FDIC Improvement Act set capital tripwires: as a bank’s capital falls, regulators must impose stricter limits, and once it is critically low they must normally close it within 90 days. It was written to make forbearance the exception instead of the rule.',
        },
      ],
      visualType: 'coins',
      keyPoint: 'The S&L crisis cost US taxpayers about $124 billion, and much of that came from waiting.',
    },
    {
      type: 'quiz',
      id: 'quiz',
      chapter: 'Quiz',
      title: 'Check Your Understanding',
      questions: [
        {
          question:
            'A thrift holds $100 million of old mortgages earning 7% and pays 11% on the deposits that fund them. How much does it lose each year before any other costs?',
          options: ['$0.4 million', '$4 million', '$7 million', '$11 million'],
          correct: 1,
          explanation:
            'It earns 7% of $100 million, $7 million, and pays 11%, $11 million. The gap is $4 million a year before a single salary is paid. Borrowing short to lend long at fixed rates is safe only while short rates stay low.',
          kind: 'calculation',
        },
        {
          question:
            "According to the table 'Four Laws, One Decade', which law abolished the FSLIC and created the Resolution Trust Corporation?",
          options: ['DIDMCA (1980)', 'Garn–St Germain (1982)', 'CEBA (1987)', 'FIRREA (1989)'],
          correct: 3,
          explanation:
            'FIRREA in 1989 ended forbearance, abolished the insolvent FSLIC and set up the RTC to close failed thrifts and sell their assets, paid for with public money.',
          kind: 'reading',
        },
        {
          question: "What is 'gambling for resurrection'?",
          options: [
            'A lottery run by savings banks to win new deposits while the interest they could pay was capped',
            'An insolvent firm taking ever bigger risks, because a win saves the owners while a loss falls on the insurer',
            'A failing thrift buying only government bonds to rebuild its capital slowly and safely',
            'Regulators closing a thrift early, before its losses grow, and selling its deposits to a healthy bank',
          ],
          correct: 1,
          explanation:
            'An owner whose capital is already gone has little left to lose. With insured deposits still coming in, a risky bet has only upside for him: this is why zombie thrifts made the clean-up far more costly.',
        },
        {
          question:
            'Roughly how much of the cost of the savings and loan clean-up fell on taxpayers, according to the FDIC?',
          options: ['About $1 billion', 'About $12 billion', 'About $124 billion', 'About $1.2 trillion'],
          correct: 2,
          explanation:
            'The FDIC estimates the total cost at about $153 billion, of which about $124 billion was paid by taxpayers. Delay and forbearance let losses grow for years before the bill was paid.',
        },
      ],
    },
    {
      id: 'reflection',
      type: 'reflection',
      title: 'Looking Back',
      prompt:
        'Ray started with a sound, dull business that was broken by inflation. Bad policy and bad incentives then turned a manageable loss into a national bill. Think about where the decisive mistakes were made.',
      questions: [
        'Why did rising interest rates hurt thrifts even when their borrowers were paying on time?',
        'How did deposit insurance change what depositors checked before choosing a thrift?',
        'If you were the regulator in 1983 with too little money to close insolvent thrifts, what would you have done?',
        'Where else do you see someone taking risks with money that another party guarantees?',
      ],
      finalThought:
        'Whoever bears the loss should have a say in the risk. When owners keep the upside and the public keeps the downside, expect gambling.',
      visualType: 'scale',
    },
    {
      id: 'summary',
      type: 'summary',
      title: 'What the S&L Crisis Teaches',
      conceptLearned: 'Maturity mismatch, deposit insurance and moral hazard',
      ending: {
        intro: 'Your choices beside what happened to the thrifts of the time.',
        rows: [
          {
            label: 'In 1983 Ray chose to',
            yours: '{plan}',
            history:
              'Hundreds of thrifts grew fast into commercial real estate, paid for with brokered deposits.',
          },
          {
            label: 'Loans not being repaid in 1987',
            yours: '{badLoans}',
            history:
              'When oil fell to near $10 in 1986, the fastest-growing thrifts produced the biggest losses of the crisis.',
          },
          {
            label: 'Before the examiners came, Ray',
            yours: '{exam}',
            history:
              'Many zombie thrifts kept bad loans alive. Prosecutors won more than a thousand felony convictions in major cases.',
          },
          {
            label: 'Bayou Federal was',
            yours: '{fate}',
            history:
              'The RTC resolved 747 thrifts from 1989 to 1995. Of a total cost of about $153 billion, taxpayers paid about $124 billion.',
          },
        ],
      },
      keyTakeaways: [
        'Thrifts borrowed short from savers and lent long at fixed rates; when interest rates soared after 1979, their old mortgages lost money every month.',
        'The Garn–St Germain Act of 1982 and state laws let weak thrifts lend far beyond home mortgages, while capital rules were loosened and deposits were insured to $100,000.',
        'Insolvent "zombie" thrifts gambled for resurrection with insured deposits, especially in Texas real estate, which collapsed with oil prices in 1986.',
        'FIRREA (1989) abolished the FSLIC and created the Resolution Trust Corporation; from 1986 to 1995 more than 1,000 thrifts were resolved.',
        'The FDIC estimates the total cost at about $153 billion, of which about $124 billion fell on taxpayers; delay and forbearance made the bill far bigger.',
      ],
      nextSteps: [
        'Compare the S&L clean-up with the bank bail-outs of 2008.',
        'Read how the Japanese banks of the 1990s also kept bad loans alive, and what it cost.',
        'Look up how deposit insurance limits work in your own country today.',
      ],
      visualType: 'vault',
    },
  ],
  sources: [
    {
      title: 'The Cost of the Savings and Loan Crisis: Truth and Consequences',
      author: 'Timothy Curry and Lynn Shibut',
      year: 2000,
      publisher: 'FDIC Banking Review, vol. 13, no. 2, pp. 26–35',
    },
    {
      title:
        'History of the Eighties: Lessons for the Future, vol. 1 (chapter 4, The Savings and Loan Crisis and Its Relationship to Banking)',
      author: 'Federal Deposit Insurance Corporation, Division of Research and Statistics',
      year: 1997,
      publisher: 'FDIC',
    },
    {
      title: 'The S&L Debacle: Public Policy Lessons for Bank and Thrift Regulation',
      author: 'Lawrence J. White',
      year: 1991,
      publisher: 'Oxford University Press',
    },
    {
      title: 'The S&L Insurance Mess: How Did It Happen?',
      author: 'Edward J. Kane',
      year: 1989,
      publisher: 'Urban Institute Press',
    },
    {
      title: 'Origins and Causes of the S&L Debacle: A Blueprint for Reform',
      author: 'National Commission on Financial Institution Reform, Recovery and Enforcement',
      year: 1993,
      publisher: 'US Government Printing Office',
    },
    {
      title: 'The Best Way to Rob a Bank Is to Own One',
      author: 'William K. Black',
      year: 2005,
      publisher: 'University of Texas Press',
    },
  ],
};
