import type { GlossaryEntry, Lesson } from '../schema';

// Foundations: why the United States created a central bank in 1913 and what the Federal Reserve
// does today. The protagonist is a composite small-business owner whose loan rate follows the Fed.

export const glossary: Record<string, GlossaryEntry> = {
  'interest-rate': {
    text: 'Interest rate',
    definition:
      'The price of borrowing money, stated as a yearly percentage of the sum borrowed. A $10,000 loan at 5% costs $500 a year in interest; to a saver, the same rate is what a deposit earns.',
  },
  'central-bank': {
    text: 'Central bank',
    definition:
      'The public institution that issues a country’s money, sets its key interest rate, supervises or supports its banks and lends to them in a crisis. Examples are the Federal Reserve, the European Central Bank and the Bank of England.',
  },
  'federal-reserve': {
    text: 'Federal Reserve (the Fed)',
    definition:
      'The central bank of the United States, created by the Federal Reserve Act of 1913: a Board of Governors in Washington and twelve regional Reserve Banks. It steers short-term interest rates, lends to banks in a panic and supervises many of them.',
  },
  'discount-window': {
    text: 'Discount window',
    definition:
      'The Federal Reserve’s standing offer to lend directly to banks, usually overnight, against collateral, at its discount rate. It is how the Fed acts as lender of last resort to a single bank. Banks have long been slow to use it, fearing that borrowing there would be read as a sign of trouble.',
  },
  'dual-mandate': {
    text: 'Dual mandate',
    definition:
      'The two goals Congress set for the Federal Reserve in the Federal Reserve Reform Act of 1977: maximum employment and stable prices (the law also names moderate long-term interest rates). Since 2012 the Fed has defined stable prices as inflation of 2% a year, measured by the PCE price index, which tracks what households spend money on.',
  },
  fomc: {
    text: 'Federal Open Market Committee (FOMC)',
    definition:
      'The Federal Reserve’s rate-setting committee. Its 12 voting members are the 7 governors of the Board in Washington, the president of the New York Fed and 4 of the other 11 regional Reserve Bank presidents, who take turns for one year at a time. It holds eight scheduled meetings a year.',
  },
  'open-market-operations': {
    text: 'Open market operations',
    definition:
      'A central bank buying or selling government bonds and similar securities in the market. Buying pays for them with new reserves for banks and pushes interest rates down; selling does the opposite.',
  },
  'inflation-target': {
    text: 'Inflation target',
    definition:
      'A number a central bank publicly promises to aim for, such as 2% a year, so that businesses and workers can plan. New Zealand adopted the first formal target in 1990; the Fed announced its 2% goal in January 2012.',
  },
  'prime-rate': {
    text: 'Prime rate',
    definition:
      'The interest rate US banks quote as the base for many business loans, credit lines and credit cards. By convention it sits 3 percentage points above the top of the Fed’s target range, so it moves whenever the Fed moves.',
  },
  'quantitative-tightening': {
    text: 'Quantitative tightening (QT)',
    definition:
      'The reverse of quantitative easing: a central bank shrinks the bonds it holds, usually by letting them mature without buying new ones. That drains reserves from the banks and tends to push long-term interest rates up. The Fed did it from 2017 to 2019 and again from June 2022.',
  },
  tapering: {
    text: 'Tapering',
    definition:
      'A central bank slowing its bond buying (quantitative easing) step by step until it stops. When Fed chair Ben Bernanke said in May 2013 that the Fed might soon buy less, long-term US interest rates jumped, a scare called the “taper tantrum”. The Fed began buying less in January 2014 and stopped adding to its holdings in October 2014.',
  },
};

export const lesson: Lesson = {
  id: 'federal-reserve-explained',
  title: 'The Federal Reserve Explained',
  subtitle: 'From the Panic of 1907 to quantitative easing',
  concept: 'Central banking, the dual mandate, interest rates and the lender of last resort',
  description:
    'Why does a committee in Washington decide what your loan costs? Follow a small builder whose credit line moves with every Fed meeting, back to the Panic of 1907, when one banker had to rescue the American financial system, and forward through the Federal Reserve Act of 1913, the Great Depression, Paul Volcker’s war on inflation, the zero rates and quantitative easing of 2008 and 2020, and the rate rises of 2022. Learn what the Fed does, how it does it, and why its choices reach every household.',
  preview:
    'October 1907: the banks of New York are running out of cash, and there is no central bank to call.',
  difficulty: 'Intermediate',
  estimatedTime: '18 minutes',
  type: 'enhanced',
  category: 'foundations',
  icon: '🏛️',
  color: { from: 'blue', to: 'slate' },
  year: 1913,
  topics: ['Monetary Policy', 'Banking System', 'Inflation', 'Systemic Risk'],
  xp: 180,
  character: {
    name: 'Marcus Webb',
    age: 38,
    profession: 'Owner of a small building firm in Ohio',
    icon: '🏗️',
    color: 'from-blue-500 to-indigo-700',
    background:
      'Marcus is a composite character, not a real person. He stands for the small-business owners whose loans and customers rise and fall with interest rates. His firm of eleven workers depends on a $250,000 bank credit line priced at the prime rate plus one point, and on customers who need mortgages to buy the houses he builds.',
    traits: ['Practical', 'Plain-spoken', 'Watches costs closely'],
    historical: false,
  },
  supportingCharacters: [
    {
      name: 'J. Pierpont Morgan',
      role: 'New York banker',
      icon: '🎩',
      influence:
        'Organized the private rescue that stopped the Panic of 1907, acting as a one-man central bank.',
    },
    {
      name: 'Senator Nelson Aldrich and Paul Warburg',
      role: 'Politician and banker who designed a central bank plan',
      icon: '📝',
      influence:
        'Met secretly with other bankers on Jekyll Island, Georgia, in November 1910 to draft the plan that shaped the Federal Reserve.',
    },
    {
      name: 'Woodrow Wilson',
      role: 'President of the United States, 1913–1921',
      icon: '🖋️',
      influence: 'Signed the Federal Reserve Act on 23 December 1913.',
    },
    {
      name: 'Paul Volcker',
      role: 'Chair of the Federal Reserve, 1979–1987',
      icon: '🎯',
      influence:
        'Broke the inflation of the 1970s with very high interest rates at the cost of a deep recession.',
    },
    {
      name: 'Ben Bernanke',
      role: 'Chair of the Federal Reserve, 2006–2014',
      icon: '📘',
      influence:
        'A scholar of the Great Depression who led the Fed’s emergency lending and quantitative easing in 2008–09.',
    },
  ],
  concepts: [
    { id: 'why-central-banks', name: 'Why the US created a central bank', level: 'beginner' },
    { id: 'fed-structure', name: 'The Board, the Reserve Banks and the FOMC', level: 'intermediate' },
    { id: 'dual-mandate', name: 'The dual mandate: jobs and stable prices', level: 'intermediate' },
    {
      id: 'interest-rate-policy',
      name: 'How interest rate changes reach the economy',
      level: 'intermediate',
    },
    { id: 'crisis-tools', name: 'Lender of last resort and quantitative easing', level: 'advanced' },
  ],
  // Marcus's borrowing from July 2022: fixed at 7%, or variable, which reached 9.5% by mid-2023.
  storyState: [
    { key: 'fixedDebt', label: 'Fixed at 7%', initial: 0, format: 'usd' },
    { key: 'varDebt', label: 'Variable credit line', initial: 180000, format: 'usd' },
    { key: 'y1907', label: 'November 1907', format: 'text' },
    { key: 'y1979', label: 'October 1979', format: 'text' },
    { key: 'y2022', label: 'July 2022', format: 'text' },
  ],
  pages: [
    {
      type: 'cover',
      id: 'cover',
      title: 'The Federal Reserve Explained',
      subtitle: 'The bank behind the banks',
      startButtonText: 'Enter the Fed',
      visualType: 'vault',
      keyPoint: 'The Fed was built because a panic in 1907 had no one to stop it except one old banker.',
    },
    {
      type: 'character-intro',
      id: 'meet-marcus',
      chapter: 'Chapter 1: The letter',
      title: 'Meet Marcus Webb',
      narrative: {
        setup:
          'Ohio, summer 2022. Marcus opens a letter from his bank: the rate on his credit line is rising again, the third time this year. Two buyers have just pulled out of houses he is building because their mortgage rates jumped above 5%.',
        situation:
          'The letter says the change follows “the Federal Reserve’s latest action”. Marcus has never voted for anyone at the Federal Reserve and has no idea who they are.',
        characterThoughts: 'Who are these people, and why do they get to decide what my loan costs?',
      },
      definitions: ['interest-rate', 'prime-rate', 'federal-funds-rate', 'central-bank'],
      interactiveElements: [
        {
          id: 'credit-line',
          icon: '💳',
          label: 'Prime + 1',
          tooltip: 'How his rate is set',
          detail:
            'The prime rate sits 3 points above the top of the Fed’s target range. When the Fed raised rates by 0.75 points in June 2022, Marcus’s rate rose by 0.75 points within days.',
        },
      ],
      visualType: 'city',
      keyPoint: 'The Fed’s decisions arrive in your mailbox as the price of borrowing.',
    },
    {
      type: 'visual-story',
      id: 'panic-of-1907',
      chapter: 'Chapter 2: 1907',
      title: 'A Country Without a Central Bank',
      mainText:
        'In 1907 the United States was an industrial giant with no central bank: two earlier national banks had been allowed to expire, in 1811 and 1836. Cash was tight every autumn when farmers needed money to move the harvest. In October 1907 an attempt by F. Augustus Heinze and his brother Otto to corner the shares of United Copper failed, and depositors grew afraid of banks linked to them.\n\nOn 22 October a run hit the Knickerbocker Trust Company, one of the largest trust companies in New York, which stopped paying out that afternoon. Runs spread to other trusts. On 24 October money for lending to stockbrokers became so scarce that the rate on overnight loans shot to around 100% a year, and the stock exchange feared it would have to close.',
      definitions: ['bank-run', 'lender-of-last-resort'],
      interactiveElements: [
        {
          id: 'trusts',
          icon: '🏢',
          label: 'Trust companies',
          tooltip: 'The shadow banks of 1907',
          detail:
            'Trusts took deposits like banks but held less cash and were not members of the New York Clearing House, so they had no one to turn to in a run.',
        },
        {
          id: 'seasonal',
          icon: '🌾',
          label: 'The autumn squeeze',
          tooltip: 'An inelastic currency',
          detail:
            'The supply of banknotes could not expand when demand rose at harvest time, so interest rates spiked and panics clustered in the autumn.',
        },
      ],
      visualType: 'bank-run',
      keyPoint: 'Without a central bank, a run on one institution could freeze the whole system.',
    },
    {
      type: 'decision-point',
      id: 'morgans-library',
      chapter: 'Chapter 2: 1907',
      title: 'The Night in Morgan’s Library',
      situation: 'Early November 1907. Bank presidents are gathered in J. P. Morgan’s library in Manhattan.',
      decision: {
        situation:
          'Imagine you are one of the trust company presidents in the room. Morgan wants the trusts to put up millions of dollars together to save the Trust Company of America and others still under siege. Your own trust is sound today, but if the run spreads you will need every dollar in your vault.',
        context: {
          'Knickerbocker Trust': 'closed its doors on 22 October',
          'Overnight call money': 'peaked around 100% a year on 24 October',
          'Treasury deposits in New York banks': 'tens of millions of dollars',
          'Central bank': 'none',
        },
        prompt: 'What do you do?',
        choices: [
          {
            id: 'join-the-pool',
            title: 'Join the rescue fund',
            description: 'Put your share into a joint fund to support the weakest trusts.',
            icon: '🤝',
            color: 'from-emerald-500 to-teal-600',
            reward: 'If the panic stops, your own trust survives too',
            risk: 'You hand over cash you may need if the run reaches you',
            consequence:
              'This is what happened, under heavy pressure from Morgan: the trust presidents agreed to a joint fund of about $25 million. The panic eased within weeks. The lesson many drew was that the country could not rely on one elderly private banker next time.',
            effects: { set: { y1907: 'Joined the rescue fund' } },
          },
          {
            id: 'hoard-cash',
            title: 'Keep your cash and protect your own depositors',
            description: 'Refuse to help; every trust for itself.',
            icon: '🔒',
            color: 'from-slate-500 to-slate-700',
            reward: 'Maximum cash in your vault if your depositors come',
            risk: 'If others fail, the run is likely to reach you next',
            consequence:
              'When every bank hoards, the whole system runs out of cash at once. That is how panics spread in 1893 and 1907, and again in 1930–33 when the Fed failed to act.',
            effects: { set: { y1907: 'Kept the cash' } },
          },
          {
            id: 'ask-washington',
            title: 'Demand the government step in',
            description: 'Insist the Treasury carry the whole rescue.',
            icon: '🏛️',
            color: 'from-blue-500 to-indigo-600',
            reward: 'The public purse, not yours, takes the risk',
            risk: 'The Treasury had no legal power or machinery to lend to trusts in a panic',
            consequence:
              'Treasury Secretary George Cortelyou did deposit federal money in New York banks, but the government had no way to lend against good assets on the scale needed. Congress responded in 1908 by creating the National Monetary Commission to design a permanent answer.',
            effects: { set: { y1907: 'Demanded that Washington step in' } },
          },
        ],
      },
      lesson:
        'In a panic, individually sensible hoarding becomes collective ruin; someone must be able to lend freely, and 1907 showed it should not depend on one man.',
      historicalNote:
        'Walter Bagehot had set out the rule for such rescues in Lombard Street in 1873: in a panic a central bank should lend freely, against good collateral, at a high rate. In 1907 the United States had no institution to do it.',
      definitions: ['lender-of-last-resort', 'discount-window', 'systemic-risk'],
      visualType: 'handshake',
      keyPoint: 'A lender of last resort turns a scramble for cash into a pause.',
    },
    {
      type: 'visual-story',
      id: 'the-act-of-1913',
      chapter: 'Chapter 3: 1913',
      title: 'The Federal Reserve Act',
      mainText:
        'Americans distrusted a single powerful bank in New York or Washington, so the design was a compromise. In November 1910 Senator Nelson Aldrich and a handful of bankers, including Paul Warburg, met in secret at the Jekyll Island Club in Georgia and drafted a plan. After years of argument, Congress passed the Federal Reserve Act, and President Woodrow Wilson signed it on 23 December 1913.\n\nIt created twelve regional Federal Reserve Banks, from Boston to San Francisco, overseen by a Board in Washington. They opened in November 1914. They could issue a new currency, Federal Reserve notes, that expanded when business needed more cash, and lend to member banks against good loans, so that the autumn squeezes and panics of the past would end.\n\nToday the Board’s seven governors are appointed by the President and confirmed by the Senate for 14-year terms, which is meant to shield them from short-term politics.',
      definitions: ['federal-reserve', 'central-bank', 'discount-rate'],
      interactiveElements: [
        {
          id: 'twelve-banks',
          icon: '🗺️',
          label: '12 Reserve Banks',
          tooltip: 'A central bank spread across a continent',
          detail:
            'Boston, New York, Philadelphia, Cleveland, Richmond, Atlanta, Chicago, St. Louis, Minneapolis, Kansas City, Dallas and San Francisco. Their presidents sit on the rate-setting committee.',
        },
        {
          id: 'independence',
          icon: '🛡️',
          label: 'Independence',
          tooltip: 'Why 14-year terms?',
          detail:
            'Politicians facing elections are tempted to cut rates and let inflation rise later. Long terms and a budget paid from the Fed’s own income are meant to let it take unpopular decisions.',
        },
      ],
      visualType: 'courtroom',
      keyPoint: 'The 1913 Act gave the United States an elastic currency and a lender of last resort.',
    },
    {
      type: 'story',
      id: 'depression-failure',
      chapter: 'Chapter 4: Failure and reform',
      title: 'The Fed’s Great Failure',
      mainText:
        'The new system faced its biggest test in 1930–33 and failed it. As roughly 9,000 banks suspended operations, the Fed did not lend on the scale needed and even raised its discount rate in October 1931 to defend the gold standard. The money supply fell by about a third. In 1963 Milton Friedman and Anna Schwartz laid much of the blame for the depth of the Depression on the Fed, and in 2002 Ben Bernanke, then a Fed governor, publicly accepted their verdict on the Fed’s behalf.\n\nThe Banking Act of 1935 concentrated power in the Board and gave the Federal Open Market Committee its modern shape. In 1977 Congress wrote the Fed’s goals into law: maximum employment and stable prices, the dual mandate.',
      dialogue: [
        { speaker: 'Marcus', text: 'So the Fed can get it badly wrong.' },
        {
          speaker: 'His accountant',
          text: 'It has, more than once. That is why it now explains itself after every meeting.',
        },
      ],
      definitions: ['money-supply', 'dual-mandate', 'fomc'],
      visualType: 'chart-down',
      keyPoint: 'A central bank that will not lend in a panic can turn a recession into a depression.',
    },
    {
      type: 'visual-story',
      id: 'how-rates-work',
      chapter: 'Chapter 5: The tools',
      title: 'How the Fed Moves Interest Rates',
      mainText:
        'Eight times a year the FOMC meets in Washington and sets a target range for the federal funds rate, the rate at which banks lend each other money overnight. Today it steers that rate mainly by setting the interest it pays banks on the reserves they keep at the Fed: no bank will lend to another for much less than it can earn risk-free at the Fed. Historically it did the job through open market operations, buying and selling Treasury securities.\n\nFrom there the change spreads: the prime rate moves within a day, then credit lines, credit cards and car loans; mortgage rates and bond yields move on what markets expect the Fed to do next. Higher rates make borrowing dearer and saving more rewarding, so spending, hiring and in time inflation slow; lower rates do the reverse. The effects on inflation take a year or more to show, so the Fed must act on forecasts.',
      definitions: ['federal-funds-rate', 'open-market-operations', 'basis-point', 'rate-hike'],
      interactiveElements: [
        {
          id: 'transmission',
          icon: '🔗',
          label: 'The chain',
          tooltip: 'From Fed to family',
          detail:
            'FOMC target → overnight bank rates → prime rate → business and consumer loans; expectations of future policy → mortgage rates, bond yields, share prices and the dollar.',
        },
        {
          id: 'long-and-variable',
          icon: '⏳',
          label: 'Long and variable lags',
          tooltip: 'Milton Friedman’s phrase',
          detail:
            'Friedman warned that monetary policy works with long and variable lags. Acting too late, or staying too tight for too long, is a constant danger.',
        },
      ],
      visualType: 'scale',
      keyPoint: 'The Fed sets one overnight rate; markets and banks carry it to every loan in the country.',
    },
    {
      type: 'decision-point',
      id: 'volcker-1979',
      chapter: 'Chapter 6: The great inflation',
      title: 'October 1979: How Hard to Fight Inflation?',
      situation: 'Autumn 1979. Consumer prices are rising about 12% a year and the dollar is falling.',
      decision: {
        situation:
          'Imagine you sit on the FOMC with the new chair, Paul Volcker, named by President Carter in July 1979 and sworn in on 6 August. A decade of half-hearted tightening has failed; people now expect high inflation and build it into wages and prices. Strong action will raise unemployment sharply, with a presidential election due in 1980.',
        context: {
          'Inflation (CPI)': 'about 12% a year and rising',
          Unemployment: 'about 6%',
          'Federal funds rate': 'about 11%',
          'Inflation expectations': 'high and rising',
        },
        prompt: 'What policy do you back?',
        choices: [
          {
            id: 'shock-therapy',
            title: 'Tighten hard and hold until inflation breaks',
            description:
              'Control the growth of bank reserves and let interest rates go as high as they must.',
            icon: '🧊',
            color: 'from-blue-600 to-slate-800',
            reward: 'A real chance to end a decade of inflation and rebuild trust in the dollar',
            risk: 'A deep recession, business failures and fury from farmers, builders and Congress',
            consequence:
              'This is what the Fed did from 6 October 1979. The federal funds rate reached about 20% in 1980–81; inflation fell from a peak near 15% in 1980 to about 3% in 1983. Unemployment peaked at 10.8% in late 1982. Builders mailed Volcker pieces of lumber in protest, but the credibility won lasted for decades.',
            effects: { set: { y1979: 'Tightened hard until inflation broke' } },
          },
          {
            id: 'gradual',
            title: 'Raise rates a little at a time',
            description: 'Tighten gently to avoid a recession.',
            icon: '🐢',
            color: 'from-amber-500 to-orange-600',
            reward: 'Less pain now',
            risk: 'Gradual steps had already been tried in the 1970s and inflation kept coming back',
            consequence:
              'The Fed of the 1970s had tightened and then eased whenever unemployment rose, and each time inflation returned higher. Without a clear break, expectations stay high and the eventual cure is even harsher.',
            effects: { set: { y1979: 'Raised rates a little at a time' } },
          },
          {
            id: 'hold-steady',
            title: 'Hold rates and wait for oil prices to fall',
            description: 'Blame the oil shock and let inflation fade on its own.',
            icon: '⏸️',
            color: 'from-slate-500 to-slate-700',
            reward: 'No recession caused by the Fed',
            risk: 'Inflation becomes a permanent part of every wage deal and contract',
            consequence:
              'Expectations were already feeding a wage–price spiral. Most economists now agree that waiting would have let inflation climb further, as it did after the first oil shock of 1973–74.',
            effects: { set: { y1979: 'Held rates and waited' } },
          },
        ],
      },
      lesson:
        'Once people expect high inflation, breaking it is costly, which is why central banks now guard their credibility so fiercely.',
      historicalNote:
        'Volcker’s shock is often counted as the start of modern central banking: independent, focused on inflation, and later, from January 2012 in the Fed’s case, with an explicit 2% target.',
      definitions: ['inflation', 'stagflation', 'inflation-expectations', 'inflation-target'],
      visualType: 'money-printing',
      keyPoint: 'A central bank’s most valuable asset is being believed.',
    },
    {
      type: 'visual-story',
      id: 'zero-and-qe',
      chapter: 'Chapter 7: Crisis tools',
      title: 'Zero Rates and Quantitative Easing',
      mainText:
        'In 2008 the Fed, led by Ben Bernanke, did what it had failed to do in the 1930s. It lent hundreds of billions of dollars to banks and securities dealers, set up programs to stop runs on money market funds and, in September 2008, lent to the insurer AIG.\n\nOn 16 December 2008 it cut the federal funds target to a range of 0 to 0.25%. With no room left to cut, it turned to quantitative easing: creating new reserves to buy Treasury bonds and mortgage-backed securities (bonds paid from pools of home loans), pushing long-term rates down. Its balance sheet grew from under $1 trillion before the crisis to about $4.5 trillion by 2015.\n\nIn March 2020, as COVID-19 shut the economy, it cut back to 0 to 0.25% in two steps, on 3 and 15 March, bought bonds on a huge scale and opened emergency lending programs; its balance sheet reached almost $9 trillion by 2022. From June 2022 it let maturing bonds run off without replacing them, shrinking that balance sheet again, as it had from 2017 to 2019: quantitative tightening. Critics warned the rescues encouraged risk-taking and helped asset owners most.',
      definitions: ['quantitative-easing', 'quantitative-tightening', 'too-big-to-fail', 'moral-hazard'],
      interactiveElements: [
        {
          id: 'balance-sheet',
          icon: '📊',
          label: '$0.9 trillion → about $9 trillion',
          tooltip: 'The Fed’s balance sheet, 2007–2022',
          detail:
            'Everything the Fed buys is paid for with reserves it creates. Its assets grew roughly tenfold in fifteen years across two crises.',
        },
      ],
      visualType: 'money-printing',
      keyPoint: 'When rates hit zero, the Fed started buying bonds with newly created money.',
    },
    {
      type: 'decision-point',
      id: 'marcus-2022',
      chapter: 'Chapter 8: Back to Marcus',
      title: 'Marcus Plans for Rising Rates',
      situation:
        'Mid-July 2022. US inflation for June has just been reported at 9.1%, the highest since 1981.',
      decision: {
        situation:
          'The Fed has begun raising rates quickly from near zero and says it will keep going until inflation falls. Marcus’s credit line rate will follow every move. He can fix the rate on part of his borrowing with a five-year term loan at 7%, or stay variable.',
        context: {
          'Fed target range (June 2022)': '1.50–1.75%, after a 0.75-point rise',
          'Credit line today': 'prime + 1 = about 5.75%',
          'Fixed five-year term loan': '7%',
          'Balance outstanding': '$180,000',
        },
        prompt: 'What will Marcus do?',
        choices: [
          {
            id: 'fix-the-rate',
            title: 'Lock in the fixed 7%',
            description: 'Move $150,000 of the balance to the five-year term loan.',
            icon: '🔒',
            color: 'from-emerald-500 to-teal-600',
            reward: 'Predictable payments whatever the Fed does next',
            risk: 'If the Fed cuts soon, he is stuck paying more than the variable rate',
            consequence:
              'The Fed raised its target to 5.25–5.50% by July 2023, and the prime rate reached 8.5%, so his variable rate would have been 9.5%. Locking in at 7% saved him thousands of dollars a year.',
            effects: { set: { fixedDebt: 150000, varDebt: 30000, y2022: 'Fixed $150,000 at 7%' } },
          },
          {
            id: 'stay-variable',
            title: 'Stay on the variable credit line',
            description: 'Bet that inflation fades quickly and the Fed stops soon.',
            icon: '🎲',
            color: 'from-red-500 to-rose-700',
            reward: 'Cheaper today, and cheaper later if rates fall',
            risk: 'Every Fed increase raises his costs',
            consequence:
              'The Fed kept raising for another year, including three more 0.75-point steps in 2022. His rate would have climbed from about 5.75% to 9.5%, adding nearly $7,000 a year in interest on $180,000.',
            effects: { set: { y2022: 'Stayed variable' } },
          },
          {
            id: 'pay-down',
            title: 'Pay down debt and slow expansion',
            description: 'Use $60,000 of cash to cut the balance and delay a new project.',
            icon: '📉',
            color: 'from-sky-500 to-indigo-600',
            reward: 'Less exposure to rising rates and a stronger balance sheet',
            risk: 'Slower growth if demand stays strong',
            consequence:
              'This is the Fed’s policy working as intended: dearer credit leads firms to borrow, hire and build less, which cools demand and, with a lag, inflation. US inflation fell to about 3% by mid-2023.',
            effects: { add: { varDebt: -60000 }, set: { y2022: 'Paid down $60,000' } },
          },
        ],
      },
      lesson:
        'When the Fed is fighting inflation, it is deliberately making borrowing more expensive; plan your own borrowing for that.',
      historicalNote:
        'From March 2022 to July 2023 the Fed raised rates eleven times, by a total of 5.25 percentage points, its fastest tightening since the early 1980s. The US avoided a recession in 2023, which many forecasters had expected.',
      definitions: ['rate-hike', 'prime-rate', 'dual-mandate'],
      visualType: 'chart-up',
      keyPoint: 'Higher rates are how the Fed cools inflation, and borrowers feel it first.',
    },
    {
      type: 'interactive',
      id: 'toolkit',
      chapter: 'Chapter 9: The toolkit',
      title: 'The Fed’s Tools Compared',
      mainText: 'What each tool does and when the Fed reaches for it.',
      comparison: {
        columns: ['How it works', 'When it is used', 'Example'],
        rows: [
          {
            label: 'Policy rate',
            values: [
              'Sets a target for the overnight rate banks charge each other',
              'Every meeting',
              '0.75-point rises in 2022',
            ],
          },
          {
            label: 'Lender of last resort',
            values: [
              'Lends to sound institutions against collateral',
              'Panics',
              'Emergency lending in 2008 and March 2020',
            ],
          },
          {
            label: 'Quantitative easing',
            values: [
              'Creates reserves to buy long-term bonds',
              'When rates are already near zero',
              '2008–2014, 2020–2022',
            ],
          },
          {
            label: 'Forward guidance',
            values: [
              'Tells markets where rates are heading',
              'All the time',
              'Promises to keep rates low after 2008',
            ],
          },
          {
            label: 'Supervision',
            values: [
              'Examines and stress-tests large banks',
              'Continuously',
              'Stress tests since 2009, yearly since 2011',
            ],
          },
        ],
      },
      definitions: ['lender-of-last-resort', 'quantitative-easing'],
      visualType: 'vault',
      keyPoint: 'Rates for normal times, lending for panics, bond buying when rates hit zero.',
    },
    {
      type: 'quiz',
      id: 'quiz',
      chapter: 'Quiz',
      title: 'Check Your Understanding',
      questions: [
        {
          question: 'Which crisis most directly led to the creation of the Federal Reserve?',
          options: [
            'The stock market crash of 1929',
            'The Panic of 1907',
            'The Civil War',
            'The oil shock of 1973',
          ],
          correct: 1,
          explanation:
            'The Panic of 1907, stopped only by J. P. Morgan’s private rescue, led to the National Monetary Commission, the Jekyll Island plan and the Federal Reserve Act of 23 December 1913.',
        },
        {
          question: 'What are the two goals of the Fed’s dual mandate?',
          options: [
            'A strong dollar and a balanced budget',
            'High share prices and low taxes',
            'Maximum employment and stable prices',
            'Low mortgage rates and high bank profits',
          ],
          correct: 2,
          explanation:
            'Since the Federal Reserve Reform Act of 1977 the Fed’s goals have been maximum employment and stable prices (with moderate long-term interest rates); it defines stable prices as 2% inflation.',
        },
        {
          question: 'When the Fed raises its policy rate, what usually happens next?',
          options: [
            'Loan rates rise, borrowing and spending slow, and inflation falls after a lag',
            'Prices fall the next day, as shops cut their prices to match the new rate',
            'The government must raise taxes at once to pay the higher interest on its debt',
            'Deposits pay less interest, so people save less and spend more instead',
          ],
          correct: 0,
          explanation:
            'Higher rates pass quickly to the prime rate and other loans. Less borrowing and spending cool demand, and inflation responds over a year or more.',
        },
        {
          question:
            'Marcus owes $180,000 on a credit line priced at the prime rate plus one point. Between March and June 2022 the prime rate rose from 3.25% to 4.75%. How much more interest does he pay per year?',
          options: ['$1,350', '$2,700', '$8,550', '$10,350'],
          correct: 1,
          explanation:
            'His rate rose by 1.5 points, from 4.25% to 5.75%. On $180,000 that is 0.015 × $180,000 = $2,700 more a year. This is how a decision in Washington reaches a small firm in Ohio within days.',
          kind: 'calculation',
        },
      ],
      visualType: 'computer',
      keyPoint: 'Panic gave birth to the Fed; rates and lending are how it works.',
    },
    {
      type: 'reflection',
      id: 'reflection',
      chapter: 'Reflection',
      title: 'Who Should Hold This Power?',
      prompt: 'Think about Marcus, Morgan, Volcker and your own borrowing.',
      questions: [
        'Why was relying on J. P. Morgan in 1907 a dangerous way to run a financial system?',
        'Should unelected officials decide interest rates? What are the risks if politicians did it instead?',
        'Volcker caused a deep recession to end inflation. Was the price worth paying?',
        'Quantitative easing supported the economy but raised asset prices. Who gains and who loses from that?',
      ],
      finalThought:
        'The Federal Reserve exists because a country learned, in panic after panic, that money and credit need a guardian. It has made great mistakes and great rescues; understanding it helps you read the news and plan your own finances.',
      visualType: 'scale',
      keyPoint: 'The Fed’s power is large, and so is the case for watching how it is used.',
    },
    {
      type: 'summary',
      id: 'summary',
      chapter: 'Summary',
      title: 'What You Learned',
      ending: {
        intro: 'Your choices beside what the real bankers, the Fed and borrowers like Marcus faced.',
        rows: [
          {
            label: 'November 1907',
            yours: '{y1907}',
            history:
              'The trust presidents formed a fund of about $25 million under Morgan’s pressure; the Fed followed in 1913.',
          },
          {
            label: 'October 1979',
            yours: '{y1979}',
            history:
              'The funds rate reached about 20%; inflation fell from near 15% in 1980 to about 3% in 1983.',
          },
          {
            label: 'Marcus’s debt, mid-2023',
            yours: '{fixedDebt} fixed at 7%, {varDebt} variable at 9.5%',
            history: 'The Fed’s target reached 5.25–5.50% by July 2023, and the prime rate 8.5%.',
          },
          {
            label: 'Interest a year, mid-2023',
            yours: '{fixedDebt * 0.07 + varDebt * 0.095:usd}',
            history:
              'All $180,000 on the variable line at 9.5% cost about $17,100 a year, against about $10,350 at 5.75%.',
          },
        ],
      },
      conceptLearned: 'Why the Federal Reserve exists, how it is organized and how it uses its tools',
      keyTakeaways: [
        'The Panic of 1907, halted by J. P. Morgan’s private rescue, showed the US needed a lender of last resort.',
        'The Federal Reserve Act, signed on 23 December 1913, created 12 regional Reserve Banks under a Board in Washington.',
        'The Fed failed as lender of last resort in 1930–33; reforms in 1935 and the 1977 dual mandate shaped the modern Fed.',
        'The FOMC sets a target for the federal funds rate at eight scheduled meetings a year; the change flows through to loans, mortgages and markets.',
        'Volcker’s high rates broke the inflation of 1979–82; zero rates, emergency lending and QE fought the crises of 2008 and 2020.',
      ],
      nextSteps: [
        'See how banks create money and why they need capital in The Banking System Explained.',
        'Live through the 1970s inflation in the Stagflation story.',
      ],
      visualType: 'vault',
      keyPoint: 'A central bank’s job: keep money’s value steady and keep panics from becoming collapses.',
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
      title: 'America’s Bank: The Epic Struggle to Create the Federal Reserve',
      author: 'Roger Lowenstein',
      year: 2015,
      publisher: 'Penguin Press',
    },
    {
      title: 'A History of the Federal Reserve, Volume 1: 1913–1951',
      author: 'Allan H. Meltzer',
      year: 2003,
      publisher: 'University of Chicago Press',
    },
    {
      title:
        'The Fed Explained: What the Central Bank Does (the 11th edition of The Federal Reserve System: Purposes & Functions)',
      author: 'Board of Governors of the Federal Reserve System',
      year: 2021,
      publisher: 'Board of Governors of the Federal Reserve System, 11th edition',
      url: 'https://www.federalreserve.gov/aboutthefed/the-fed-explained.htm',
    },
    {
      title: 'The Federal Reserve and the Financial Crisis',
      author: 'Ben S. Bernanke',
      year: 2013,
      publisher: 'Princeton University Press',
    },
    {
      title: 'Lombard Street: A Description of the Money Market',
      author: 'Walter Bagehot',
      year: 1873,
      publisher: 'Henry S. King & Co.',
    },
    {
      title: 'A Monetary History of the United States, 1867–1960',
      author: 'Milton Friedman and Anna Jacobson Schwartz',
      year: 1963,
      publisher: 'Princeton University Press, for the National Bureau of Economic Research',
    },
    {
      title: 'On Milton Friedman’s Ninetieth Birthday (speech, 8 November 2002)',
      author: 'Ben S. Bernanke',
      year: 2002,
      publisher: 'Board of Governors of the Federal Reserve System',
      url: 'https://www.federalreserve.gov/boarddocs/speeches/2002/20021108/default.htm',
    },
    {
      title:
        'Federal Reserve Reform Act of 1977, Public Law 95-188 (section 2A: maximum employment, stable prices and moderate long-term interest rates)',
      author: 'US Congress',
      year: 1977,
      publisher: 'US Government Printing Office',
    },
    {
      title:
        'Statement on Longer-Run Goals and Monetary Policy Strategy (25 January 2012: the 2% inflation goal)',
      author: 'Federal Open Market Committee',
      year: 2012,
      publisher: 'Board of Governors of the Federal Reserve System',
    },
    {
      title:
        'Selected Interest Rates (H.15): federal funds and bank prime loan rates, 1979–2023; FOMC statements of 15 June 2022 and 26 July 2023',
      author: 'Board of Governors of the Federal Reserve System',
      year: 2023,
      publisher: 'Board of Governors of the Federal Reserve System',
    },
    {
      title:
        'FOMC statements of 18 December 2013 (purchases reduced from January 2014) and 29 October 2014 (purchases to end)',
      author: 'Federal Open Market Committee',
      year: 2014,
      publisher: 'Board of Governors of the Federal Reserve System',
    },
    {
      title: 'Consumer Price Index – June 2022 (news release of 13 July 2022: 9.1% over 12 months)',
      author: 'US Bureau of Labor Statistics',
      year: 2022,
      publisher: 'US Department of Labor',
    },
  ],
};
