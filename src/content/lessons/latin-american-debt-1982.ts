import type { GlossaryEntry, Lesson } from '../schema';

// The Latin American debt crisis: petrodollar lending in the 1970s, Mexico's announcement of
// August 1982, the "lost decade", and the Baker (1985) and Brady (1989) plans, seen by a composite
// New York loan officer.

export const glossary: Record<string, GlossaryEntry> = {
  'petrodollar-recycling': {
    text: 'Petrodollar recycling',
    definition:
      'The flow of oil exporters’ surplus dollars, after the 1970s price rises, into Western banks, which lent them on to governments and companies around the world, especially in Latin America.',
  },
  'syndicated-loan': {
    text: 'Syndicated loan',
    definition:
      'A large loan shared among a group of banks, arranged by one or a few lead banks. In the 1970s hundreds of banks, big and small, joined syndicates lending to Latin American governments.',
  },
  'floating-rate-loan': {
    text: 'Floating-rate loan',
    definition:
      'A loan whose interest rate is reset regularly to a market benchmark plus a fixed margin. The borrower, not the lender, bears the risk that interest rates rise.',
  },
  'sovereign-debt': {
    text: 'Sovereign debt',
    definition:
      'Money owed by a national government. There is no bankruptcy court for countries, so when a government cannot pay, its debts must be renegotiated with its creditors.',
  },
  debt: {
    text: 'Debt',
    definition:
      'Money borrowed that must be paid back, usually with interest, on agreed dates. A bank loan and a bond sold to investors are both debt. It lets a household, company or country spend more now, but the payments stay due when income falls.',
  },
  'debt-rescheduling': {
    text: 'Debt rescheduling',
    definition:
      'Agreeing new, later dates for repaying loans that a borrower cannot pay on time. It buys time but does not reduce what is owed.',
  },
  'imf-conditionality': {
    text: 'IMF conditionality',
    definition:
      'The policy changes a country must promise, such as cutting its budget deficit or devaluing its currency, to receive loans from the International Monetary Fund.',
  },
  'capital-flight': {
    text: 'Capital flight',
    definition:
      'When residents and investors rush to move money out of a country, usually because they fear devaluation, inflation or controls. It drains the reserves a government needs to pay its debts.',
  },
  'brady-bond': {
    text: 'Brady bond',
    definition:
      'A tradable bond that replaced bank loans in arrears or rescheduled under the Brady Plan from 1989. Banks accepted less principal or lower interest, and the bonds were partly backed by US Treasury zero-coupon bonds.',
  },
  'loan-loss-reserve': {
    text: 'Loan-loss reserve',
    definition:
      'Money a bank sets aside from its profits to cover loans it expects will not be fully repaid. Building a reserve admits the loss in the bank’s accounts.',
  },
};

export const lesson: Lesson = {
  id: 'latin-american-debt-1982',
  title: 'The Latin American Debt Crisis',
  subtitle: 'Mexico, the banks and the lost decade, 1982–1989',
  concept: 'How floating-rate borrowing in dollars turned a lending boom into a decade-long crisis',
  description:
    'Work in the international division of a New York bank as petrodollars pour into loans to Latin America, then face the weekend in August 1982 when Mexico says it cannot pay. Decide whether to lend, reschedule or write down, and see why it took until the Brady Plan of 1989 to end a crisis that cost Latin America a decade of growth.',
  preview: 'Countries do not go bankrupt, bankers said. Then Mexico called Washington.',
  difficulty: 'Intermediate',
  estimatedTime: '18 minutes',
  type: 'character-driven',
  category: 'crises',
  icon: '🌎',
  color: { from: 'emerald', to: 'red' },
  year: 1982,
  topics: ['Systemic Risk', 'Financial Contagion', 'Currency Markets', 'Banking System', 'Leverage'],
  xp: 100,
  character: {
    name: 'Ellen Hartley',
    age: 29,
    profession: 'Loan officer in the international division of a New York money-center bank',
    icon: '👩‍💼',
    color: 'from-emerald-500 to-teal-700',
    background:
      'Ellen is a composite character, not a real person. She represents the young bankers who flew between New York and Latin American capitals in the late 1970s arranging loans to governments and state companies. She speaks Spanish, has friends in Mexico City, and is measured on how many loans she books.',
    traits: ['Ambitious', 'Well-traveled', 'Numerate', 'Increasingly doubtful'],
    historical: false,
  },
  supportingCharacters: [
    {
      name: 'Roberto Aguilar',
      role: 'Economist at a Mexico City bank, Ellen’s friend (composite)',
      icon: '🇲🇽',
      influence: 'Shows Ellen what the crisis means for ordinary Mexicans.',
    },
    {
      name: 'Jesús Silva Herzog',
      role: 'Mexico’s finance minister, 1982–1986',
      icon: '🏛️',
      influence: 'Told US officials and the IMF in August 1982 that Mexico could not meet its payments.',
    },
    {
      name: 'Jacques de Larosière',
      role: 'Managing Director of the IMF, 1978–1987',
      icon: '🌐',
      influence: 'Made IMF lending conditional on commercial banks also putting in new money.',
    },
    {
      name: 'Nicholas Brady',
      role: 'US Treasury Secretary, 1988–1993',
      icon: '🇺🇸',
      influence: 'Launched the 1989 plan that finally reduced the debt instead of just rescheduling it.',
    },
  ],
  concepts: [
    { id: 'petrodollar-recycling', name: 'Petrodollar recycling and the lending boom', level: 'beginner' },
    { id: 'interest-rate-risk', name: 'Floating rates and dollar debt', level: 'intermediate' },
    { id: 'sovereign-debt', name: 'Sovereign debt and default', level: 'intermediate' },
    { id: 'rescheduling-vs-relief', name: 'Rescheduling versus debt relief', level: 'advanced' },
    { id: 'bank-exposure', name: 'Bank concentration and systemic risk', level: 'intermediate' },
  ],
  storyState: [
    {
      key: 'deal',
      label: 'Ellen’s bank’s share of the 1979 loan, in dollars',
      initial: 0,
      format: 'number',
    },
    { key: 'dealNote', label: 'How much of the debt is the 1979 loan', format: 'text' },
    { key: 'dealText', label: 'What the bank did with the 1979 loan', format: 'text' },
    { key: 'stance', label: 'What the bank did in November 1982', format: 'text' },
    {
      key: 'faceAfter',
      label: 'Face value kept under the Brady Plan, per dollar lent',
      initial: 1,
      format: 'number',
    },
    { key: 'bradyText', label: 'The Brady option taken', format: 'text' },
  ],
  pages: [
    {
      type: 'cover',
      id: 'cover',
      title: 'The Latin American Debt Crisis',
      subtitle: 'When countries could not pay and banks could not admit it',
      startButtonText: 'Board the flight to Mexico City',
      visualType: 'globe',
      keyPoint:
        'Borrowing in someone else’s currency at a rate you do not control is a bet on things you cannot influence.',
    },
    {
      type: 'character-intro',
      id: 'meet-ellen',
      chapter: 'Chapter 1: The boom',
      title: 'Meet Ellen Hartley',
      narrative: {
        setup:
          'New York, 1979. Ellen’s bank has more dollars on deposit than it knows what to do with. Oil exporters, rich from the price rises of the 1970s, keep their earnings in big Western banks, and those banks must lend the money out to earn a return.',
        situation:
          'Latin American governments want to borrow: Mexico has found vast new oil fields, Brazil is building dams and steel plants, Argentina is opening up. Ellen’s boss wants more loans booked before year-end.',
        characterThoughts:
          'Everyone says countries are the safest borrowers of all, because a country cannot disappear. I wonder if anyone has asked what happens when a country cannot pay.',
      },
      definitions: ['petrodollar-recycling', 'sovereign-debt'],
      interactiveElements: [
        {
          id: 'countries-dont-go-bust',
          icon: '🏦',
          label: '“Countries don’t go bankrupt”',
          tooltip: 'A common belief among bankers',
          detail:
            'The idea was widely associated with Citicorp chairman Walter Wriston. It was true that countries do not disappear, but they can stop paying for years.',
        },
      ],
      visualType: 'city',
      keyPoint: 'The lending boom was built on the belief that governments are always good for the money.',
    },
    {
      type: 'visual-story',
      id: 'petrodollars',
      chapter: 'Chapter 1: The boom',
      title: 'Recycling Petrodollars',
      mainText:
        'After oil prices quadrupled in 1973–74 and more than doubled again in 1979–80, oil exporters earned far more dollars than they could spend at home. They deposited them in banks in New York, London and elsewhere. The banks lent them on, often through huge syndicated loans, to developing countries that needed to pay their own higher oil bills or wanted to invest.\n\nMost of these loans carried floating interest rates, reset every few months to a market rate plus a margin. In the mid-1970s that looked cheap: with inflation high, real interest rates were close to zero or negative. Latin America’s foreign debt rose from about $29 billion in 1970 to about $327 billion in 1982.',
      narrative: {
        setup:
          'Ellen joins syndicates of dozens of banks, some of them small regional banks that have never lent abroad before.',
      },
      definitions: ['petrodollar-recycling', 'syndicated-loan', 'floating-rate-loan'],
      interactiveElements: [
        {
          id: 'debt-growth',
          icon: '📈',
          label: '$29bn → $327bn',
          tooltip: 'Latin American foreign debt, 1970–1982',
          detail:
            'More than a tenfold rise in twelve years, most of it owed to commercial banks at floating rates.',
        },
        {
          id: 'exposure',
          icon: '⚠️',
          label: 'Bigger than their capital',
          tooltip: 'US bank exposure in 1982',
          detail:
            'According to the FDIC’s history of the 1980s, Mexico, Brazil, Venezuela and Argentina owed the eight largest US banks about $37 billion, about 147 percent of the banks’ capital and reserves.',
        },
      ],
      visualType: 'coins',
      keyPoint: 'Cheap floating-rate dollars looked like a gift until the rate floated up.',
    },
    {
      type: 'decision-point',
      id: 'lending-1979',
      chapter: 'Chapter 1: The boom',
      title: 'Book the Loan?',
      situation: 'Late 1979. A $1 billion syndicated loan to a Mexican state company is being assembled.',
      decision: {
        situation:
          'The borrower is backed by the Mexican government and by booming oil revenues. The loan pays a floating rate: LIBOR (the London interbank rate, what big banks charge each other) plus under 1 percent. Your bank could take a large share, a small share, or pass.',
        context: {
          'Loan size': '$1 billion, shared among many banks',
          Rate: 'benchmark (12% in September, 14 to 15% after October) plus under 1%',
          'Oil price': 'rising fast after the Iranian revolution',
          'Mexico’s foreign debt': 'growing by billions each year',
        },
        prompt: 'How much should Ellen’s bank take?',
        choices: [
          {
            id: 'lead-big',
            effects: {
              set: {
                deal: 150000000,
                dealNote: '$150 million of it from the 1979 loan',
                dealText: 'led the deal and lent $150 million',
              },
            },
            title: 'Take a big share and lead the deal',
            description: 'Commit $150 million and earn the lead arranger’s fees.',
            icon: '💼',
            color: 'from-red-500 to-rose-700',
            reward: 'Big fees, a bonus and a stronger relationship with Mexico',
            risk: 'Heavy exposure to one country if oil or interest rates turn',
            consequence:
              'The largest US banks did exactly this. By 1982 their loans to Latin America exceeded their capital, so a regional crisis became a threat to the US banking system.',
          },
          {
            id: 'small-share',
            effects: {
              set: {
                deal: 20000000,
                dealNote: '$20 million of it from the 1979 loan',
                dealText: 'took a small share of $20 million',
              },
            },
            title: 'Take a small share',
            description: 'Commit $20 million and keep exposure limited.',
            icon: '⚖️',
            color: 'from-amber-500 to-orange-600',
            reward: 'Some income with limited risk',
            risk: 'Your boss thinks you are too timid; rivals win the relationship',
            consequence:
              'A smaller share would still be caught in the crisis, but it would be a loss the bank could absorb rather than a threat to its survival.',
          },
          {
            id: 'pass',
            effects: {
              set: {
                deal: 0,
                dealNote: 'though none of it from the 1979 loan it passed on',
                dealText: 'passed on the deal',
              },
            },
            title: 'Pass on the deal',
            description: 'Argue that Mexico’s debt is growing faster than its exports.',
            icon: '✋',
            color: 'from-slate-500 to-slate-700',
            reward: 'No exposure when the crisis hits',
            risk: 'Lost fees and career damage in a boom',
            consequence:
              'Some bankers did warn, and most were ignored. In a lending boom, the cautious look wrong for years before they look right.',
          },
        ],
      },
      lesson:
        'Concentration is the real danger: a loss you can absorb is a bad year, a loss larger than your capital is a crisis.',
      historicalNote:
        'Some officials did worry: in 1979 US bank regulators set up an interagency committee to review country risk, and Federal Reserve officials warned about concentration. Lending kept growing anyway until 1982.',
      definitions: ['syndicated-loan', 'floating-rate-loan'],
      visualType: 'handshake',
      keyPoint: 'The banks’ fees came up front; the risks came later.',
    },
    {
      type: 'visual-story',
      id: 'the-squeeze',
      chapter: 'Chapter 2: The turn',
      title: 'Rates Up, Oil Down',
      mainText:
        'From October 1979 the US Federal Reserve under Paul Volcker raised interest rates to crush inflation. Because the Latin American loans floated, their interest bills rose automatically, with benchmark rates close to 20 percent at times in 1980–81. A strong dollar made the dollar debts heavier still.\n\nThen the world slipped into recession: prices of Latin America’s exports, from copper to coffee, fell, and from 1981 the oil price started to slide. Mexico had borrowed against oil at $30-plus a barrel. As doubts grew, wealthy Mexicans moved their money abroad. In February 1982 Mexico devalued the peso sharply.',
      narrative: {
        setup:
          'Roberto phones Ellen from Mexico City: his clients are buying dollars and property in Texas as fast as they can.',
        characterThoughts:
          'We lent at floating rates to protect ourselves. We forgot that if the borrower cannot pay the new rate, the risk comes straight back to us.',
      },
      definitions: ['floating-rate-loan', 'capital-flight', 'devaluation'],
      visualType: 'chart-down',
      keyPoint:
        'Floating-rate, dollar-denominated debt turned the Fed’s fight against US inflation into Latin America’s crisis.',
    },
    {
      type: 'story',
      id: 'august-1982',
      chapter: 'Chapter 3: The call',
      title: 'The Weekend Mexico Ran Out',
      mainText:
        'On Thursday 12 August 1982 Mexico’s finance minister, Jesús Silva Herzog, told the US Treasury, the Federal Reserve and the IMF that Mexico could not make the payments due the following Monday on its roughly $80 billion of foreign debt. Over a frantic weekend in Washington, the United States arranged to pay in advance for Mexican oil for its strategic reserve and provided farm-export credits, while central banks organized a bridging loan through the Bank for International Settlements.\n\nOn 20 August Silva Herzog met more than a hundred bank creditors at the New York Fed and asked for a 90-day pause in repayments of principal. On 1 September Mexico’s president nationalized the country’s banks and imposed exchange controls.',
      dialogue: [
        {
          speaker: 'Ellen’s boss',
          text: 'Mexico is not a company. They have oil. This is a liquidity problem, not a solvency problem.',
        },
        { speaker: 'Ellen', text: 'Then why are they asking everyone for more time at once?' },
      ],
      definitions: ['sovereign-debt', 'debt-rescheduling'],
      interactiveElements: [
        {
          id: 'liquidity-solvency',
          icon: '🔍',
          label: 'Liquidity or solvency?',
          tooltip: 'The central question',
          detail:
            'A liquidity problem means a borrower is short of cash now but can pay in time; solvency means the debts are simply too big. For years creditors treated the crisis as the first; by the late 1980s it was clear much of it was the second.',
        },
      ],
      visualType: 'phone',
      keyPoint: 'Mexico’s announcement in August 1982 set off a debt crisis across the developing world.',
    },
    {
      type: 'decision-point',
      id: 'new-money',
      chapter: 'Chapter 3: The call',
      title: 'Lend More to a Borrower Who Cannot Pay?',
      situation: 'November 1982. The IMF has agreed a program with Mexico, on one condition.',
      decision: {
        situation:
          'The IMF will lend to Mexico only if the commercial banks together put up about $5 billion of new loans, in proportion to their existing exposure. Without it, Mexico defaults. Your bank is owed hundreds of millions, {dealNote}.',
        context: {
          'Your bank’s exposure': 'several hundred million dollars to Mexico',
          'IMF condition': 'banks provide about $5 billion of new money',
          'If Mexico defaults': 'large write-offs that could wipe out a big share of capital',
          'Other borrowers': 'Brazil and Argentina are in trouble too',
        },
        prompt: 'What does Ellen recommend?',
        choices: [
          {
            id: 'join-concerted-lending',
            effects: { set: { stance: 'joined the new-money package' } },
            title: 'Join the new-money package',
            description: 'Lend your share so Mexico can keep paying interest, and reschedule the old loans.',
            icon: '🤝',
            color: 'from-blue-500 to-indigo-600',
            reward: 'No default, no immediate write-offs; the banking system stays upright',
            risk: 'You throw good money after bad if the debt is simply too big',
            consequence:
              'This is what the banks did, under heavy pressure from the Fed and the IMF. By late 1983 some 27 countries were rescheduling debts. The banks survived, but the borrowers’ debts kept growing.',
          },
          {
            id: 'refuse-new-money',
            effects: { set: { stance: 'refused new money and demanded payment' } },
            title: 'Refuse and demand payment',
            description: 'Insist on the contract and let Mexico default if it must.',
            icon: '🚫',
            color: 'from-red-500 to-rose-700',
            reward: 'No new exposure',
            risk: 'A default could force write-offs large enough to threaten your bank and others',
            consequence:
              'If enough banks had refused, the package would have collapsed. With exposures larger than their capital, several big US banks could have been declared insolvent.',
          },
          {
            id: 'sell-loans',
            effects: { set: { stance: 'tried to sell its Mexican loans, and found almost no buyers' } },
            title: 'Sell the loans at a discount',
            description: 'Try to sell your Mexican loans to other investors for less than face value.',
            icon: '🏷️',
            color: 'from-amber-500 to-orange-600',
            reward: 'Gets the risk off your books',
            risk: 'In 1982 there was hardly a market, and selling at a loss would force the bank to admit losses on all similar loans',
            consequence:
              'A secondary market did grow in the mid-1980s, and by 1989 Mexican bank debt traded at roughly 40 cents on the dollar. In 1982, selling was barely possible: Ellen’s bank found almost no buyers and kept its loans.',
          },
        ],
      },
      lesson:
        'Lending more to a borrower in trouble can be wise if it is short of cash, and ruinous if it is simply too indebted.',
      historicalNote:
        'IMF programs demanded spending cuts, devaluation and reform. Mexico’s trade surplus went to paying interest, while imports, wages and investment were squeezed.',
      definitions: ['imf-conditionality', 'debt-rescheduling'],
      visualType: 'scale',
      keyPoint: 'Rescheduling bought time for the banks; it did not make the debt payable.',
    },
    {
      type: 'visual-story',
      id: 'lost-decade',
      chapter: 'Chapter 4: The lost decade',
      title: 'La Década Perdida',
      mainText:
        'For most of Latin America the 1980s became the "lost decade". To pay interest, countries cut imports and public spending and sent abroad money that could have been invested at home. Income per person in the region fell through much of the decade. Inflation exploded in several countries: Bolivia suffered hyperinflation in 1984–85, and Argentina, Brazil and Peru endured years of runaway prices. In Mexico, real wages fell sharply and the peso lost most of its value.\n\nIn October 1985 US Treasury Secretary James Baker proposed the Baker Plan: new loans from banks and international lenders to 15 heavily indebted countries, in return for market-friendly reforms. The new money fell short, and growth did not return.',
      narrative: {
        setup:
          'Ellen visits Roberto in 1986. His salary buys half of what it did in 1981; his brother has left for the United States.',
        characterThoughts:
          'Our balance sheets look fine on paper because we pretend the loans are worth a hundred cents. Roberto’s family is paying the real price.',
      },
      definitions: ['imf-conditionality', 'capital-flight'],
      interactiveElements: [
        {
          id: 'citicorp-1987',
          icon: '📉',
          label: 'Citicorp, May 1987',
          tooltip: 'Admitting the loss',
          detail:
            'Citicorp added $3 billion to its loan-loss reserves against developing-country loans. Other big banks followed, which made debt reduction possible.',
        },
        {
          id: 'baker-plan',
          icon: '📝',
          label: 'Baker Plan, 1985',
          tooltip: 'Growth through more lending',
          detail:
            'It asked banks for about $20 billion of new lending over three years. Banks were reluctant, and much less arrived.',
        },
      ],
      visualType: 'chart-down',
      keyPoint:
        'When debts are too large to pay, delaying relief shifts the cost onto the debtor country’s people.',
    },
    {
      type: 'decision-point',
      id: 'brady-menu',
      chapter: 'Chapter 5: The way out',
      title: 'The Brady Menu',
      situation: '1989. The Brady Plan offers banks a choice for their Mexican loans.',
      decision: {
        situation:
          'In March 1989 Treasury Secretary Nicholas Brady proposed that banks accept real debt reduction, backed by the IMF, the World Bank and Japan. For Mexico, each bank can choose from a menu. Having built reserves since 1987, your bank can now afford to take a loss.',
        context: {
          'Market price of Mexican loans': 'roughly 40 cents on the dollar',
          'Discount bond': 'swap loans for bonds worth 35% less, paying a market rate',
          'Par bond': 'same face value, fixed interest of 6.25%',
          'New money': 'keep the loans and lend more, equal to a quarter of your exposure',
        },
        prompt: 'Which option should Ellen recommend?',
        choices: [
          {
            id: 'discount-bond',
            effects: { set: { faceAfter: 0.65, bradyText: 'discount bonds, 35 percent less principal' } },
            title: 'Take the discount bond',
            description: 'Accept 35 percent less principal in exchange for a collateralized, tradable bond.',
            icon: '✂️',
            color: 'from-emerald-500 to-teal-600',
            reward: 'A clean, tradable asset backed by US Treasury zero-coupon bonds',
            risk: 'You lock in a loss on the principal',
            consequence:
              'Many banks chose discount or par bonds. Mexico’s deal, closed in early 1990, cut the burden of its bank debt and helped restore confidence and investment.',
          },
          {
            id: 'par-bond',
            effects: { set: { faceAfter: 1, bradyText: 'par bonds at 6.25 percent fixed interest' } },
            title: 'Take the par bond',
            description: 'Keep the full face value but accept a low fixed interest rate.',
            icon: '📜',
            color: 'from-blue-500 to-indigo-600',
            reward: 'No write-down of principal on paper',
            risk: 'A below-market rate for up to 30 years: a loss in present-value terms',
            consequence:
              'The par bond delivered roughly the same relief to Mexico as the discount bond, by cutting interest instead of principal. It was the most popular choice among Mexico’s creditors.',
          },
          {
            id: 'new-money-option',
            effects: {
              set: { faceAfter: 1.25, bradyText: 'the old loans kept, plus a quarter more in new loans' },
            },
            title: 'Lend more instead',
            description: 'Keep the old loans at full value and provide new loans.',
            icon: '💵',
            color: 'from-amber-500 to-orange-600',
            reward: 'No loss recognized and higher potential returns',
            risk: 'Even more exposure to the same borrower',
            consequence:
              'Only a small share of creditors chose new money. After seven years of rescheduling, most banks wanted out.',
          },
        ],
      },
      lesson:
        'A crisis ends when creditors accept the loss that has already happened, and debt is cut to a level the borrower can carry.',
      historicalNote:
        'Brady deals followed for about 18 countries in the late 1980s and 1990s, including Costa Rica, Venezuela, Argentina and Brazil. Brady bonds became the foundation of today’s emerging-market bond market.',
      definitions: ['brady-bond', 'loan-loss-reserve'],
      visualType: 'handshake',
      keyPoint: 'Debt relief, not more lending, finally ended the crisis.',
    },
    {
      type: 'interactive',
      id: 'three-approaches',
      chapter: 'Compare',
      title: 'Three Responses, 1982–1989',
      mainText: 'How the official strategy evolved as the crisis dragged on.',
      comparison: {
        columns: ['Rescue and rescheduling (1982–85)', 'Baker Plan (1985)', 'Brady Plan (1989)'],
        rows: [
          { label: 'Diagnosis', values: ['Temporary cash shortage', 'Lack of growth', 'Too much debt'] },
          {
            label: 'Main tool',
            values: [
              'IMF loans plus forced new bank money',
              'More lending plus market reforms',
              'Debt reduction swapped into bonds',
            ],
          },
          { label: 'Did the debt shrink?', values: ['No, it grew', 'No', 'Yes, substantially'] },
          {
            label: 'Who bore the cost?',
            values: ['Mostly debtor countries', 'Mostly debtor countries', 'Shared with banks'],
          },
          {
            label: 'Outcome',
            values: [
              'Banks protected, borrowers in recession',
              'New money fell short',
              'Return of investment and market access',
            ],
          },
        ],
      },
      definitions: ['debt-rescheduling', 'brady-bond'],
      visualType: 'scale',
      keyPoint: 'The crisis lasted as long as everyone pretended the debts could be paid in full.',
    },
    {
      type: 'quiz',
      id: 'quiz',
      chapter: 'Quiz',
      title: 'Check Your Understanding',
      questions: [
        {
          question:
            "In 1989 a bank holds $100 million of Mexican loans. Under the Brady menu's discount bond it swaps them for bonds worth 35% less. What face value of bonds does it get?",
          options: ['$35 million', '$40 million', '$65 million', '$100 million'],
          correct: 2,
          explanation:
            'A 35% cut on $100 million removes $35 million, leaving bonds with a face value of $65 million. That was real debt reduction: the first official plan of the 1980s that set out to shrink the debt instead of adding new loans.',
          kind: 'calculation',
        },
        {
          question:
            "According to the table 'Three Responses, 1982–1989', which plan actually made the debt shrink?",
          options: [
            'The rescue and rescheduling of 1982–85',
            'The Baker Plan of 1985',
            'The Brady Plan of 1989',
            'None of them',
          ],
          correct: 2,
          explanation:
            'Rescheduling and the Baker Plan treated the problem as a cash shortage and lent more, so the debt grew. The Brady Plan accepted that the debt was too large and cut it, and investment returned to the region.',
          kind: 'reading',
        },
        {
          question: "Why did Latin America's interest bills soar after 1979?",
          options: [
            'Its loans paid floating rates tied to market rates, which jumped when the Federal Reserve fought inflation',
            'The IMF doubled the fees it charged on all loans to countries that ran trade deficits with the US',
            'Banks added a fixed penalty every year to loans that had been rolled over more than once by a borrower',
            'Oil exporters began charging interest on oil sold on credit, and raised it every year',
          ],
          correct: 0,
          explanation:
            "The 1970s loans were at a benchmark rate plus a margin. When US rates soared under Paul Volcker, every borrower's bill rose at once, while falling commodity prices cut what they earned.",
        },
        {
          question: 'What was petrodollar recycling?',
          options: [
            'Oil exporters lending their dollars straight to Latin American governments, with no Western banks involved',
            "Oil exporters' surplus dollars deposited in Western banks and lent on to governments such as Mexico and Brazil",
            'The US paying for its oil imports in gold, which the exporters then lent on to Latin America',
            'Debtors paying their loans in oil instead of money, with the oil then resold by the lending banks for dollars',
          ],
          correct: 1,
          explanation:
            "After the oil price rises of the 1970s, exporters deposited their dollars in big banks, which lent them on in syndicated loans. It looked safe because, as Citicorp's chairman Walter Wriston argued, countries do not go bankrupt. They could still stop paying.",
        },
      ],
    },
    {
      type: 'reflection',
      id: 'reflection',
      chapter: 'Reflection',
      title: 'Who Should Bear the Loss?',
      prompt: 'Think about Ellen, Roberto and the choices on both sides of the loans.',
      questions: [
        'Why did floating rates and dollar debt make Latin America so vulnerable to the Federal Reserve’s decisions?',
        'Were the banks wrong to lend, the governments wrong to borrow, or both?',
        'Why did it take seven years for creditors to accept debt reduction?',
        'What is the difference between a borrower who cannot pay now and one who can never pay in full?',
      ],
      finalThought:
        'Debt that cannot be paid will not be paid. The only question is how long everyone takes to admit it, and who suffers in the meantime.',
      visualType: 'globe',
      keyPoint: 'Recognizing losses early is kinder than pretending for a decade.',
    },
    {
      type: 'summary',
      id: 'summary',
      chapter: 'Summary',
      title: 'What the Debt Crisis Teaches',
      conceptLearned:
        'Petrodollar recycling, floating-rate dollar debt, sovereign default, rescheduling and debt relief',
      ending: {
        intro: 'Your choices beside what happened to the banks of the time.',
        rows: [
          {
            label: 'The 1979 Mexican loan',
            yours: '{dealText}',
            history:
              'The largest US banks took big shares. By 1982 their Latin American loans were larger than their capital.',
          },
          {
            label: 'In November 1982 the bank',
            yours: '{stance}',
            history: 'The banks joined the new-money package, under heavy pressure from the Fed and the IMF.',
          },
          {
            label: 'Market value of your 1979 share in 1989',
            yours: '{deal * 0.4:usd}, at 40 cents on the dollar',
            history: 'Mexican bank debt traded at roughly 40 cents on the dollar in 1989.',
          },
          {
            label: 'After the Brady deal',
            yours: '{deal * faceAfter:usd} owed by Mexico: {bradyText}',
            history:
              'Most banks took discount or par bonds. Mexico’s deal, closed in early 1990, cut its debt and brought back investment.',
          },
        ],
      },
      keyTakeaways: [
        'In the 1970s banks recycled oil exporters’ surpluses into floating-rate dollar loans to Latin American governments.',
        'When US interest rates soared after 1979 and commodity prices fell, interest bills outran what borrowers could earn.',
        'Mexico’s announcement of August 1982 spread the crisis across the region and threatened big US banks whose loans exceeded their capital.',
        'Rescheduling and new lending (1982–85) and the Baker Plan (1985) protected banks but left countries in a lost decade.',
        'The Brady Plan (1989) turned loans into discounted bonds, cut the debt and ended the crisis.',
      ],
      nextSteps: [
        'Compare with the Asian financial crisis of 1997 and the Russian default of 1998.',
        'See how Volcker’s fight against inflation, in the stagflation lesson, set off this crisis.',
      ],
      visualType: 'globe',
      keyPoint: 'Borrow in what you earn, and beware of rates you do not control.',
    },
  ],
  sources: [
    {
      title:
        'History of the Eighties: Lessons for the Future, volume 1, chapter 5, The LDC Debt Crisis, pp. 191–210 (Mexico’s call of 12 August 1982; $29bn, $159bn and $327bn of Latin American debt in 1970, 1978 and 1982; $37bn owed to the eight largest US banks, 147% of their capital; 27 countries rescheduling by October 1983)',
      author: 'Federal Deposit Insurance Corporation',
      year: 1997,
      publisher: 'FDIC',
      url: 'https://www.fdic.gov/bank/historical/history/191_210.pdf',
    },
    {
      title: 'Latin American Debt Crisis of the 1980s',
      author: 'Jocelyn Sims and Jessie Romero',
      year: 2013,
      publisher: 'Federal Reserve History (Federal Reserve Banks of Chicago and Richmond)',
      url: 'https://www.federalreservehistory.org/essays/latin_american_debt_crisis',
    },
    {
      title: 'International Debt Reexamined',
      author: 'William R. Cline',
      year: 1995,
      publisher: 'Institute for International Economics',
    },
    {
      title: 'Silent Revolution: The International Monetary Fund, 1979–1989',
      author: 'James M. Boughton',
      year: 2001,
      publisher: 'International Monetary Fund',
    },
    {
      title: 'Developing Country Debt and Economic Performance, Volume 1: The International Financial System',
      author: 'Jeffrey D. Sachs (editor)',
      year: 1989,
      publisher: 'University of Chicago Press for the National Bureau of Economic Research',
    },
    {
      title: 'Manias, Panics and Crashes: A History of Financial Crises (5th edition)',
      author: 'Charles P. Kindleberger and Robert Z. Aliber',
      year: 2005,
      publisher: 'John Wiley & Sons',
    },
  ],
};
