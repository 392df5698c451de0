import type { GlossaryEntry, Lesson } from '../schema';

// Long-Term Capital Management, 1994–1998. The protagonist is a composite bank risk manager; the
// fund's figures follow Lowenstein (2000) and the President's Working Group report (April 1999).

export const glossary: Record<string, GlossaryEntry> = {
  'convergence-trade': {
    text: 'Convergence trade',
    definition:
      'Buying one security and selling a very similar one when their prices have drifted apart, betting that the gap will close. Each bet earns little, so traders use large amounts of borrowed money to make it worthwhile.',
  },
  'value-at-risk': {
    text: 'Value at risk (VaR)',
    definition:
      'A statistical estimate of the most a portfolio should lose over a given period with a given confidence, for example "no more than $50 million on 99 days out of 100". It is built from past price behavior and says nothing about how bad the hundredth day can be.',
  },
  'credit-spread': {
    text: 'Credit spread',
    definition:
      'The extra interest a riskier borrower pays compared with a safe one, such as the US government. Spreads widen when investors become fearful and narrow when they feel safe.',
  },
  'flight-to-quality': {
    text: 'Flight to quality',
    definition:
      'A rush by investors out of anything risky or hard to sell and into the safest, most liquid assets, such as US Treasury bonds, usually during a panic. It pushes apart the prices of safe and slightly less safe securities.',
  },
  'notional-value': {
    text: 'Notional value',
    definition:
      'The face amount on which a derivative’s payments are calculated. A swap with a notional value of $100 million does not put $100 million at risk, but the total notional shows how large a firm’s bets are.',
  },
  haircut: {
    text: 'Haircut',
    definition:
      'The discount a lender applies to collateral. With a 2% haircut, a bond worth $100 lets you borrow $98. LTCM was often able to borrow with a haircut of zero, which allowed its very high leverage.',
  },
  'interest-rate-swap': {
    text: 'Interest-rate swap',
    definition:
      'A contract in which two parties exchange interest payments on the same notional amount, typically one paying a fixed rate and the other a floating rate. Swaps let traders bet on interest rates without buying bonds.',
  },
  'fire-sale': {
    text: 'Fire sale',
    definition:
      'Forced selling of assets at prices well below their normal value because the seller needs cash immediately. When a large firm must sell, and everyone knows it, buyers step back and prices collapse further.',
  },
  'fat-tails': {
    text: 'Fat tails',
    definition:
      'The tendency of financial markets to produce extreme moves far more often than a bell-shaped normal distribution predicts. Models that assume normal behavior call such days nearly impossible.',
  },
};

export const lesson: Lesson = {
  id: 'ltcm-1998',
  title: 'The Fall of Long-Term Capital Management',
  subtitle: 'When Nobel-winning models met a market panic (1994–1998)',
  concept: 'Leverage, liquidity and the limits of risk models',
  description:
    'Sit inside a Wall Street bank lending to the most admired hedge fund in the world. Long-Term Capital Management turned about $4.7 billion of capital into a balance sheet of about $125 billion, leverage of roughly 25 to 1. When Russia defaulted in August 1998, its "safe" convergence trades all went wrong together, and in September the New York Fed brought 14 banks together to put in about $3.6 billion.',
  preview:
    'Two future Nobel laureates, a legendary bond trader and returns above 40% a year. Then, in five weeks of 1998, almost all of it disappears, and the Federal Reserve calls the banks into a room.',
  difficulty: 'Advanced',
  estimatedTime: '23 minutes',
  type: 'enhanced',
  category: 'crises',
  icon: '📉',
  color: { from: 'indigo', to: 'slate' },
  year: 1998,
  topics: ['Leverage', 'Systemic Risk', 'Financial Contagion', 'Market Mechanics'],
  xp: 100,
  character: {
    name: 'Claire Whitman',
    age: 34,
    profession: 'Counterparty risk manager at a New York investment bank',
    icon: '👩‍💼',
    color: 'from-indigo-500 to-blue-700',
    background:
      'Claire is a composite character, not a real person. She monitors how much money her bank could lose if a trading partner fails. Her bank does billions of dollars of repo and swap business with LTCM and, like many banks, would love to do more. She has a statistics degree and a healthy distrust of anything described as "riskless".',
    traits: ['Numerate', 'Skeptical', 'Persistent', 'Outranked by the traders she monitors'],
    historical: false,
  },
  supportingCharacters: [
    {
      name: 'John Meriwether',
      role: 'Founder of LTCM, formerly head of bond arbitrage at Salomon Brothers',
      icon: '🎩',
      influence:
        'Built the fund around the team of academics and traders that had made Salomon’s arbitrage desk famous.',
    },
    {
      name: 'Myron Scholes and Robert C. Merton',
      role: 'LTCM partners; Nobel Prize in economics, October 1997',
      icon: '🏅',
      influence: 'Their work on pricing options lent the fund enormous prestige with banks and investors.',
    },
    {
      name: 'William McDonough',
      role: 'President of the Federal Reserve Bank of New York, 1993–2003',
      icon: '🏛️',
      influence:
        'Hosted the meeting of bank chiefs on 23 September 1998 that agreed the private recapitalization.',
    },
    {
      name: 'Warren Buffett',
      role: 'Chairman of Berkshire Hathaway',
      icon: '💼',
      influence:
        'On the morning of 23 September he led an offer, with AIG and Goldman Sachs, to buy the fund itself; it lapsed within hours.',
    },
  ],
  concepts: [
    { id: 'leverage-math', name: 'How leverage multiplies returns and losses', level: 'intermediate' },
    {
      id: 'convergence-arbitrage',
      name: 'Convergence trades and "picking up nickels"',
      level: 'intermediate',
    },
    { id: 'model-risk', name: 'Value at risk and fat tails', level: 'advanced' },
    { id: 'liquidity-risk', name: 'Liquidity risk and crowded trades', level: 'advanced' },
    { id: 'too-interconnected', name: 'Systemic risk: too interconnected to fail', level: 'advanced' },
  ],
  storyState: [
    { key: 'terms', label: 'The terms Claire’s bank gave LTCM', format: 'text' },
    { key: 'protection', label: 'How well the bank was protected', initial: 0, format: 'number' },
    { key: 'rescueStance', label: 'What the bank did at the Fed', format: 'text' },
    { key: 'rescuePut', label: 'Money the bank put into the rescue', initial: 0, format: 'usd' },
  ],
  pages: [
    {
      id: 'cover',
      type: 'cover',
      title: 'The Fall of Long-Term Capital Management',
      subtitle: 'Greenwich, Connecticut and Wall Street, 1994–1998',
      startButtonText: 'Enter the trading room',
      visualType: 'market-floor',
    },
    {
      id: 'meet-claire',
      type: 'character-intro',
      chapter: 'Chapter 1: The Dream Team',
      title: 'Meet Claire Whitman',
      narrative: {
        setup:
          "New York, early 1997. Claire's job is to keep a list of every firm that owes her bank money, or might, and to ask: what if they could not pay? Most names on the list are other banks. One is a hedge fund in Greenwich, Connecticut, that everyone on the trading floor speaks about with awe.",
        situation:
          'Long-Term Capital Management started trading in February 1994 with about $1.25 billion, a record for a new fund. Its partners include John Meriwether, the most famous bond arbitrageur on Wall Street, the economists Myron Scholes and Robert Merton, and a former vice chairman of the Federal Reserve, David Mullins.',
        characterThoughts:
          'Our traders say LTCM is the best client we have. My job is to wonder why the best client we have tells us so little about what it owns.',
      },
      definitions: ['hedge-fund', 'counterparty-risk'],
      interactiveElements: [
        {
          id: 'ltcm-returns',
          label: 'The returns',
          tooltip: 'About 43% in 1995 and 41% in 1996',
          detail:
            'After fees, LTCM investors earned about 20% in 1994 (a partial year), about 43% in 1995, about 41% in 1996 and about 17% in 1997. The steadiness of the gains impressed investors as much as their size.',
        },
        {
          id: 'secrecy',
          label: 'Secrecy',
          tooltip: 'Each bank saw only its own slice',
          detail:
            'LTCM split its trading among many banks so that none could see its whole portfolio and copy it. As a result no single lender knew how large the fund’s total positions were.',
        },
      ],
      visualType: 'market-floor',
      keyPoint: 'A lender who cannot see the whole picture is lending on reputation.',
    },
    {
      id: 'convergence',
      type: 'visual-story',
      chapter: 'Chapter 1: The Dream Team',
      title: 'Picking Up Nickels',
      mainText:
        "LTCM's core idea was convergence. Take two US Treasury bonds, one issued last month and one issued six months ago, both maturing in about 30 years. The newer bond, which everyone trades, usually costs slightly more than the older one, for no reason other than that it is easier to sell. LTCM would buy the cheaper old bond and sell the dear new one, betting the small gap would shrink as both aged.\n\nIt did the same with the gap between interest-rate swaps and government bonds, between Italian and German bonds as the euro approached, and between pairs of similar shares. Each trade earned a fraction of a percentage point.\n\nTo turn fractions into 40% a year, LTCM borrowed: at the start of 1998 it held about $125 billion of assets on roughly $4.7 billion of its own capital, about 25 dollars for every dollar it owned, plus derivatives with a notional value of over $1 trillion.",
      narrative: {
        setup: 'A trader at Claire’s bank sketches it on a napkin.',
        characterThoughts:
          'Every trade on its own is sensible. But each earns so little that it only pays with enormous borrowing, and they all depend on markets staying calm.',
      },
      definitions: ['convergence-trade', 'leverage', 'interest-rate-swap', 'notional-value'],
      interactiveElements: [
        {
          id: 'leverage-math',
          label: '25 to 1',
          tooltip: 'What leverage does to a 1% move',
          detail:
            'With $1 of capital and $24 borrowed, $25 of assets earning an extra 1% adds 25% to your capital. A 4% fall in those assets wipes out your capital entirely. Leverage does not change the bet; it changes how little it takes to be ruined.',
        },
        {
          id: 'on-the-run',
          label: 'On-the-run versus off-the-run',
          tooltip: 'Same bond, different price',
          detail:
            'The most recently issued Treasury bond of a given maturity is called "on-the-run". Because it is the most traded, investors pay a little more for it. That premium is a price for liquidity, and it can jump when markets panic.',
        },
      ],
      visualType: 'scale',
      keyPoint:
        'A strategy that earns pennies per trade needs huge leverage, and huge leverage leaves no room for a bad month.',
    },
    {
      id: 'decision-1997-terms',
      type: 'decision-point',
      chapter: 'Chapter 2: The Best Client on the Street',
      title: 'Late 1997: What Terms for LTCM?',
      mainText:
        'LTCM has just handed about $2.7 billion back to its outside investors, shrinking its capital while keeping its positions about the same size. It now asks Claire’s bank to expand its repo and swap lines, again without any haircut or up-front collateral.',
      decision: {
        situation:
          'Other banks already accept these terms. The traders say that if Claire’s bank demands collateral, LTCM will simply take the business elsewhere. LTCM will not show the bank its full positions.',
        context: {
          'LTCM capital': 'About $4.7 billion after returning money to investors',
          'LTCM assets': 'About $125 billion',
          'Haircut requested': 'Zero',
          'Fees to the bank': 'Tens of millions of dollars a year',
        },
        prompt: 'What does Claire recommend to the credit committee?',
        choices: [
          {
            id: 'accept-terms',
            effects: {
              set: { terms: 'no haircut and limited disclosure, like everyone else', protection: 0 },
            },
            title: 'Accept LTCM’s terms',
            description: 'Lend on the same generous terms as everyone else: no haircut, limited disclosure.',
            icon: '✅',
            reward: 'The bank keeps a profitable, prestigious client and its traders are happy.',
            risk: 'If LTCM fails, the bank is unprotected and does not even know who else is exposed.',
            consequence:
              'This is what most banks did. The President’s Working Group later found that competition for LTCM’s business had led banks to relax their standards, lending with little or no haircut and without a clear view of the fund’s overall leverage.',
          },
          {
            id: 'demand-protection',
            effects: {
              set: { terms: 'haircuts on every trade and a full view of LTCM’s leverage', protection: 2 },
            },
            title: 'Demand haircuts and disclosure',
            description:
              'Require collateral on every trade and a full picture of LTCM’s leverage before increasing the lines.',
            icon: '🛡️',
            reward: 'If the fund fails, the bank holds collateral and knows what it faces.',
            risk: 'LTCM takes its business to a rival; Claire is blamed for losing a star client.',
            consequence:
              'Few banks insisted, and those that did lost business. After 1998 regulators and the industry’s own Counterparty Risk Management Policy Group urged exactly this: collateral that reflects the real risk, and information on a client’s total leverage.',
          },
          {
            id: 'cap-exposure',
            effects: { set: { terms: 'the usual terms, under a hard cap on total exposure', protection: 1 } },
            title: 'Keep the business but cap the exposure',
            description:
              'Accept the terms on a smaller amount and set a hard limit on the bank’s total exposure to LTCM.',
            icon: '📏',
            reward: 'The relationship survives and the worst-case loss is limited.',
            risk: 'A cap does not help if LTCM’s failure crashes the whole market, hurting all the bank’s other positions too.',
            consequence:
              'A cap would have reduced the bank’s direct losses. But the fall of LTCM showed that the bigger danger was indirect: many banks held the same kinds of trades, so a forced sale by LTCM would have hurt them all.',
          },
        ],
      },
      lesson:
        'When a borrower is too prestigious to question, lenders stop doing the one thing that protects them: asking what else it owes.',
      historicalNote:
        'The President’s Working Group on Financial Markets reported in April 1999 that LTCM’s balance-sheet leverage was more than 25 to 1 at the start of 1998, and that its creditors had granted favorable terms because of its reputation.',
      definitions: ['haircut', 'repo-market', 'counterparty-risk'],
      visualType: 'handshake',
      keyPoint: 'Reputation is not collateral.',
    },
    {
      id: 'models',
      type: 'story',
      chapter: 'Chapter 2: The Best Client on the Street',
      title: 'What the Models Said',
      mainText:
        "LTCM measured risk with value-at-risk models built on years of price data. They estimated how much the fund could lose on a bad day and how its many trades moved together. Because the trades were spread across countries and markets, the models treated them as largely independent: Italian bonds, Danish mortgages and American swap spreads should not all go wrong at once. On that basis, losing a large part of the fund's capital in a single year looked extraordinarily unlikely.\n\nTwo assumptions were the weak point. First, price changes were assumed to behave roughly like a bell curve, with extreme days almost impossible; real markets have fat tails. Second, the correlations of calm years were assumed to hold in a panic. But in a panic, investors sell everything risky or hard to trade at the same time, and trades that looked unrelated all move against you together.",
      dialogue: [
        {
          speaker: 'Claire',
          text: 'Your model says these positions hardly move together. What happens when everyone wants to sell them on the same day?',
        },
        {
          speaker: 'Bank trader',
          text: 'That has never happened in the data.',
        },
        {
          speaker: 'Claire',
          text: 'Then the data has never seen the day that matters.',
        },
      ],
      definitions: ['value-at-risk', 'fat-tails', 'liquidity'],
      interactiveElements: [
        {
          id: 'crowded-trades',
          label: 'Crowded trades',
          tooltip: 'LTCM had imitators',
          detail:
            'Bank trading desks and other hedge funds had copied many of LTCM’s trades. When any of them had to sell, prices moved against all of them, and LTCM, the biggest holder, could not sell without crushing its own prices.',
        },
      ],
      visualType: 'computer',
      keyPoint: 'In a crisis, correlations go to one: everything that can be sold is sold together.',
    },
    {
      id: 'russia-trigger',
      type: 'visual-story',
      chapter: 'Chapter 3: August 1998',
      title: '17 August 1998: Russia Defaults',
      mainText:
        'On Monday 17 August 1998 Russia devalued the ruble, stopped paying on its short-term government bonds and declared a 90-day moratorium on some private foreign debts. Few had imagined a nuclear power would default on debt in its own currency. LTCM had only a modest direct bet on Russia, but the shock set off a worldwide flight to quality. Investors fled to the most liquid US Treasury bonds and dumped almost everything else.\n\nThe small gaps LTCM had bet would shrink grew wider instead: between new and old Treasuries, between swaps and government bonds, between corporate and government debt. On Friday 21 August the fund lost about $550 million in a single day. By the end of August it had lost about 44% of its capital for the month.',
      narrative: {
        setup: 'Claire watches the screens as spreads widen day after day.',
        characterThoughts:
          'Every one of LTCM’s trades is losing at once. The diversification was an illusion.',
      },
      definitions: ['flight-to-quality', 'credit-spread', 'sovereign-debt'],
      interactiveElements: [
        {
          id: 'letter-to-investors',
          label: 'The 2 September letter',
          tooltip: 'Asking investors for more money',
          detail:
            'On 2 September 1998 Meriwether wrote to LTCM’s investors reporting the August loss and inviting them to add capital, arguing that the opportunities were now exceptional. The letter leaked, and the market began to trade against the fund’s known positions.',
        },
      ],
      visualType: 'ticker-crash',
      keyPoint:
        'A shock in one corner of the world can hit a fund that hardly owns anything there, if everyone runs for the same exit.',
    },
    {
      id: 'death-spiral',
      variants: [
        {
          when: { protection: 2 },
          narrative: {
            setup:
              'Claire is asked to calculate what her bank would lose if LTCM defaulted tomorrow. Her bank lost some business by demanding haircuts, but the collateral it holds now covers most of its direct exposure.',
            characterThoughts:
              'Our direct loss is small. But if every bank dumps LTCM’s collateral at once, what happens to our own trading books?',
          },
        },
        {
          when: { protection: 1 },
          narrative: {
            setup:
              'Claire is asked to calculate what her bank would lose if LTCM defaulted tomorrow. The hard cap she set in 1997 keeps the direct loss to a known, limited sum.',
            characterThoughts:
              'Our direct loss has a ceiling. But if every bank dumps LTCM’s collateral at once, what happens to our own trading books?',
          },
        },
      ],
      type: 'visual-story',
      chapter: 'Chapter 3: August 1998',
      title: 'September 1998: The Death Spiral',
      mainText:
        "Losses cut LTCM's capital, but its positions could not be shrunk fast enough, because they were huge and everybody knew what they were. Leverage therefore rose as capital fell. Banks that had dealt with LTCM grew nervous and demanded more collateral when prices moved against it.\n\nBy around 21 September, its capital had fallen well below $1 billion, from about $4.7 billion at the start of the year, while its balance sheet was still around $100 billion: leverage above 100 to 1. By the end of September LTCM had lost about $4.6 billion that year, much of it on swap spreads and on bets that stock-market volatility would fall (Lowenstein, 2000).\n\nA default would force its trading partners to seize and dump collateral at the same moment, in markets that were already frozen. The Federal Reserve Bank of New York began calling the banks.",
      narrative: {
        setup: 'Claire is asked to calculate what her bank would lose if LTCM defaulted tomorrow.',
        characterThoughts:
          'Our direct loss is one number. But if every bank dumps LTCM’s collateral at once, what happens to our own trading books?',
      },
      definitions: ['fire-sale', 'margin-call', 'systemic-risk'],
      interactiveElements: [
        {
          id: 'buffett-offer',
          label: 'The Buffett offer',
          tooltip: '23 September, morning',
          detail:
            'Berkshire Hathaway, AIG and Goldman Sachs offered $250 million for the fund itself, which would have wiped out almost all of the partners’ stake, and promised to put in about $3.75 billion of new capital. The offer had a deadline of a few hours; LTCM said it could not legally accept in time, and it expired (Lowenstein, 2000).',
        },
      ],
      visualType: 'chart-down',
      keyPoint: 'Leverage rises automatically when you lose money and cannot sell: the spiral feeds itself.',
    },
    {
      id: 'decision-fed-meeting',
      type: 'decision-point',
      chapter: 'Chapter 4: The Room at the Fed',
      title: '23 September 1998: Join the Rescue?',
      mainText:
        'Heads of the largest banks on Wall Street and in Europe sit around a table at the New York Fed. No public money is on offer. The Fed asks them to put in their own capital to take over LTCM and wind it down slowly. Claire’s analysis is in her CEO’s hands.',
      decision: {
        situation:
          'If LTCM defaults, its trading partners will all rush to close out their positions at once. If it is rescued, the banks take on a loss-making portfolio but can sell it over time.',
        context: {
          'LTCM capital': 'Well below $1 billion',
          'LTCM assets': 'Around $100 billion, plus over $1 trillion notional in derivatives',
          'Amount asked': 'About $300 million from each large firm',
          'Public money': 'None; the Fed only convenes',
        },
        prompt: 'What should Claire’s bank do?',
        choices: [
          {
            id: 'join-consortium',
            effects: { set: { rescueStance: 'joined the consortium', rescuePut: 300000000 } },
            title: 'Join the consortium',
            description:
              'Put in $300 million alongside the other banks in exchange for a share of the fund, and sell its positions slowly.',
            icon: '🤝',
            reward:
              'Avoids a fire sale that would hit the bank’s own positions; the money may come back as the trades recover.',
            risk: 'The bank could lose its $300 million if markets keep falling.',
            consequence:
              'Fourteen banks and brokers agreed to put in $3.625 billion, eleven of them $300 million each, for 90% of the fund; the partners and original investors kept 10%. Markets calmed after the Fed also cut interest rates three times between late September and November. The consortium wound LTCM down, and by early 2000 the banks had their money back and the fund was closed.',
          },
          {
            id: 'refuse',
            effects: { set: { rescueStance: 'refused to take part', rescuePut: 0 } },
            title: 'Refuse to take part',
            description: 'Decline: the bank did not create the problem and should not pay for it.',
            icon: '🚫',
            reward: 'The bank keeps its $300 million and its freedom of action.',
            risk: 'If the rescue fails without it, the bank suffers in the market chaos; other banks may not forget.',
            consequence:
              'Bear Stearns, LTCM’s clearing broker, declined to contribute. The rescue went ahead without it, and many on Wall Street resented the refusal. In March 2008, less than ten years later, Bear Stearns itself needed rescuing.',
          },
          {
            id: 'let-it-fail',
            effects: { set: { rescueStance: 'argued for letting LTCM fail', rescuePut: 0 } },
            title: 'Argue for letting LTCM fail',
            description:
              'Urge the others to let the fund default, so that reckless investors and lenders learn a lesson.',
            icon: '⚖️',
            reward: 'No one is rescued; the principle that investors bear their own losses is upheld.',
            risk: 'A disorderly default could freeze bond and swap markets worldwide, already shaken by Russia.',
            consequence:
              'Critics, then and since, argued that the Fed’s role, even without public money, told big players they would be rescued, encouraging the risks that later led to 2008. Fed officials replied that the danger of a market seizure was too serious. Historians still debate the balance.',
          },
        ],
      },
      lesson:
        'When one firm is connected to every major bank, its failure is no longer a private matter. The question is who bears the cost of preventing a chain reaction.',
      historicalNote:
        'The recapitalization of $3.625 billion by 14 firms, brought together by the Federal Reserve Bank of New York, was agreed on 23 September 1998 (President’s Working Group, 1999). The Fed cut its target for the federal funds rate on 29 September, again between meetings on 15 October, and on 17 November.',
      definitions: ['systemic-risk', 'moral-hazard', 'too-big-to-fail'],
      visualType: 'handshake',
      keyPoint: 'A private rescue organized by a central bank still sends a public message.',
    },
    {
      id: 'compare-leverage',
      type: 'interactive',
      chapter: 'Chapter 4: The Room at the Fed',
      title: 'How Leverage Turned Losses Into Ruin',
      mainText:
        'The same market moves would have meant very different things at different levels of leverage.',
      comparison: {
        columns: ['Moment', 'Capital (approx.)', 'Assets (approx.)', 'Leverage'],
        rows: [
          {
            label: 'Late 1997, before the payout',
            values: ['December 1997', 'About $7 billion', 'About $125 billion', 'Roughly 18 to 1'],
          },
          {
            label: 'Start of 1998, after returning $2.7 billion',
            values: ['January 1998', '$4.7 billion', '$125 billion', 'About 25 to 1'],
          },
          {
            label: 'End of August 1998',
            values: ['31 August 1998', 'About $2.3 billion', 'About $125 billion', 'About 55 to 1'],
          },
          {
            label: 'Just before the rescue',
            values: [
              'Around 21 September 1998',
              'Well below $1 billion',
              'About $100 billion',
              'Over 100 to 1',
            ],
          },
        ],
      },
      definitions: ['leverage', 'notional-value'],
      visualType: 'scale',
      keyPoint: 'Leverage is not a fixed setting: losses raise it exactly when you can least afford it.',
    },
    {
      id: 'aftermath',
      type: 'story',
      chapter: 'Chapter 5: Lessons Written Down',
      title: 'The Reports',
      mainText:
        'In April 1999 the President’s Working Group on Financial Markets, made up of the Treasury, the Federal Reserve, the SEC and the CFTC, published "Hedge Funds, Leverage, and the Lessons of Long-Term Capital Management". Its central finding was that excessive leverage, at LTCM and at the banks that financed it, was the core problem. It recommended better risk management by lenders, more disclosure by large hedge funds, and more attention to the way a single firm’s trouble can spread.\n\nRoger Lowenstein’s book When Genius Failed (2000) told the story for a wide audience. Yet many of the same patterns (hidden leverage, lenders competing for prestigious clients, models that assumed calm markets and easy selling) reappeared in 2007–2008 on a far larger scale.',
      dialogue: [
        {
          speaker: 'Claire (to a junior analyst, years later)',
          text: 'They were brilliant, and most of their trades were right in the long run. It did not matter. You have to survive the short run to collect.',
        },
      ],
      definitions: ['leverage', 'liquidity', 'value-at-risk', 'securities-and-exchange-commission'],
      interactiveElements: [
        {
          id: 'right-but-broke',
          label: 'Right but broke',
          tooltip: 'Markets can stay irrational a long time',
          detail:
            'Many of LTCM’s spreads did narrow again in 1999, after the fund had lost control of its positions. Being right on a trade means nothing if you are forced to close it at the worst moment.',
        },
      ],
      visualType: 'newspaper',
      keyPoint: 'Being right eventually is worthless if leverage forces you out first.',
    },
    {
      type: 'quiz',
      id: 'quiz',
      chapter: 'Quiz',
      title: 'Check Your Understanding',
      questions: [
        {
          question:
            'At the start of 1998 LTCM had about $4.7 billion of capital and about $125 billion of assets. About what fall in the value of its assets would wipe out its capital?',
          options: ['About 1%', 'About 4%', 'About 15%', 'About 25%'],
          correct: 1,
          explanation:
            '$4.7 billion ÷ $125 billion is about 0.038, so a loss of just under 4% on its assets would have used up all its capital. With leverage of about 25 to 1, small price moves became huge gains or losses for the partners.',
          kind: 'calculation',
        },
        {
          question:
            "According to the leverage table, what happened to LTCM's leverage as it lost money in 1998?",
          options: [
            'It fell to about 5 to 1',
            'It stayed at about 25 to 1',
            'It rose to over 100 to 1',
            'It could not be measured',
          ],
          correct: 2,
          explanation:
            'Losses shrank its capital faster than it could sell assets: from $4.7 billion against $125 billion to well below $1 billion against about $100 billion. Its huge, well-known positions could not be sold without crushing prices.',
          kind: 'reading',
        },
        {
          question: 'What was a convergence trade?',
          options: [
            "A bet that two similar securities' prices would come together",
            'A bet that the stock market would double within a year or two',
            'A loan to Russia secured on its oil and gas export earnings',
            'A trade that locks in a profit with no risk, whatever prices do',
          ],
          correct: 0,
          explanation:
            'LTCM bought the cheaper of two similar securities and sold the dearer one, earning a small gain as the gap closed. In the panic of August 1998 the gaps widened everywhere at once, and leverage turned small losses into ruin.',
        },
        {
          question: 'How was LTCM rescued in September 1998?',
          options: [
            'The Federal Reserve lent it $3.6 billion directly, against its bonds',
            'The New York Fed brought its lenders together, and 14 of them put in about $3.6 billion',
            'Congress passed an emergency law letting the Treasury buy its positions at market prices',
            'It filed for bankruptcy at once and its positions were sold off',
          ],
          correct: 1,
          explanation:
            "No public money was used: the Fed only convened the firms, which feared a chaotic sale of LTCM's positions more than the cost of taking it over. Critics still saw a precedent that big players would be saved.",
        },
      ],
    },
    {
      id: 'reflection',
      type: 'reflection',
      title: 'Looking Back',
      prompt:
        'LTCM was run by some of the most able people in finance, and most of their ideas were sound. Think about why it still failed, and why its failure frightened the Federal Reserve.',
      questions: [
        'Why does a strategy that earns small, steady profits need so much leverage, and what does that do to its risk?',
        'What did the value-at-risk models assume about a crisis, and why was that wrong?',
        'Should the Fed have organized the rescue? What message did it send?',
        'Where today might many investors hold the same "safe" trade financed with borrowed money?',
      ],
      finalThought: 'The most dangerous risks are the ones your model has told you not to worry about.',
      visualType: 'newspaper',
    },
    {
      id: 'summary',
      type: 'summary',
      title: 'What LTCM Teaches',
      conceptLearned: 'Leverage, liquidity and the limits of risk models',
      ending: {
        intro: 'Your choices beside what the banks of the time did.',
        rows: [
          {
            label: 'Terms for LTCM in late 1997',
            yours: '{terms}',
            history:
              'Most banks lent with little or no haircut and without a clear view of LTCM’s total leverage.',
          },
          {
            label: 'On 23 September 1998 the bank',
            yours: '{rescueStance}',
            history:
              'Fourteen banks and brokers put in about $3.6 billion for 90% of the fund. Bear Stearns refused.',
          },
          {
            label: 'Put into the rescue',
            yours: '{rescuePut}',
            history:
              'Most firms put in $300 million each. The consortium wound LTCM down over the next year and got its money back.',
          },
        ],
      },
      keyTakeaways: [
        'LTCM made small convergence bets that similar securities’ prices would come together, and multiplied them with leverage of about 25 to 1 at the start of 1998.',
        'Its risk models assumed normal-looking price moves and stable correlations; in the panic after Russia’s 17 August 1998 default, all its trades lost at once.',
        'Losses raised its leverage past 100 to 1 because its huge, well-known positions could not be sold without crushing prices.',
        'On 23 September 1998 the New York Fed convened 14 banks and brokers that put in about $3.6 billion; no public money was used, but critics saw a precedent for rescues.',
        'The President’s Working Group (1999) found excessive leverage, and lax lending by banks competing for LTCM’s business, to be the core problem.',
      ],
      nextSteps: [
        'Read the Russian default lesson to see what triggered the panic.',
        'Compare LTCM with the 2008 crisis, where leverage and repo funding failed on a far larger scale.',
        'Work out what a 4% fall does to a position leveraged 25 to 1.',
      ],
      visualType: 'chart-down',
    },
  ],
  sources: [
    {
      title: 'When Genius Failed: The Rise and Fall of Long-Term Capital Management',
      author: 'Roger Lowenstein',
      year: 2000,
      publisher: 'Random House',
    },
    {
      title: 'Hedge Funds, Leverage, and the Lessons of Long-Term Capital Management',
      author: "President's Working Group on Financial Markets",
      year: 1999,
      publisher: 'US Department of the Treasury',
    },
    {
      title: 'Risk Management Lessons from Long-Term Capital Management',
      author: 'Philippe Jorion',
      year: 2000,
      publisher: 'European Financial Management, vol. 6, no. 3',
    },
    {
      title:
        'Long-Term Capital Management: Regulators Need to Focus Greater Attention on Systemic Risk (GAO/GGD-00-3)',
      author: 'US General Accounting Office',
      year: 1999,
      publisher: 'US General Accounting Office',
    },
    {
      title: 'Inventing Money: The Story of Long-Term Capital Management and the Legends Behind It',
      author: 'Nicholas Dunbar',
      year: 2000,
      publisher: 'John Wiley & Sons',
    },
  ],
};
