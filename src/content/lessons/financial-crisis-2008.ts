import { financialCrisis2008Chart } from '../charts/pages/financial-crisis-2008';
import type { GlossaryEntry, Lesson } from '../schema';

// Flagship lesson: the app opens it as its own full-screen chapter. The protagonist and his family
// are a composite; every firm, date, price and law is real (main source: FCIC Report, 2011).

export const glossary: Record<string, GlossaryEntry> = {
  'stress-test': {
    text: 'Stress test',
    definition:
      'A test of whether a bank could survive a severe recession or market crash: regulators estimate its losses in that imagined scenario and compare them with its capital. The first US tests, published in May 2009, covered the 19 largest banks and told 10 of them to raise more capital.',
  },
  'ponzi-scheme': {
    text: 'Ponzi scheme',
    definition:
      'A fraud that pays earlier investors their “returns” out of the money of newer ones, not out of any profit. It needs ever more new money and collapses when withdrawals outrun it. It is named after Charles Ponzi, who in 1920 in Boston promised investors 50% in 45 days. The largest known was run by Bernard Madoff and exposed in December 2008.',
  },
  mortgage: {
    text: 'Mortgage',
    definition:
      'A loan to buy a home or other property, secured on it: if the borrower stops paying, the lender can take the property and sell it. The most common American home mortgage runs for 30 years at a fixed rate.',
  },
  'subprime-mortgage': {
    text: 'Subprime mortgage',
    definition:
      'A home loan made to a borrower with a weak credit record, a low or unverified income, or a tiny down payment. Lenders charge more because the chance of default is higher.',
  },
  'adjustable-rate-mortgage': {
    text: 'Adjustable-rate mortgage (ARM)',
    definition:
      'A mortgage whose interest rate can change with market rates, so the monthly payment can rise or fall. Some start with a low “teaser” rate that later resets to a much higher one.',
  },
  securitisation: {
    text: 'Securitization',
    definition:
      'Pooling many loans (mortgages, car loans, credit-card debts) and selling investors the right to the payments they produce. The original lender gets its cash back at once and can lend again.',
  },
  'mortgage-backed-security': {
    text: 'Mortgage-backed security (MBS)',
    definition:
      'A bond paid for by the monthly payments of thousands of pooled home loans. If many borrowers stop paying, the bond’s holders lose money.',
  },
  tranche: {
    text: 'Tranche',
    definition:
      'French for “slice”. A pool of loans is cut into slices that take losses in a set order: the bottom slice loses first and pays the highest interest; the top slice loses last and pays the least.',
  },
  'collateralized-debt-obligation': {
    text: 'Collateralized debt obligation (CDO)',
    definition:
      'A security built from other debt securities, often the riskier slices of many mortgage-backed securities, re-sliced into new tranches. Many CDOs sold as AAA in 2005–2007 lost most of their value.',
  },
  'credit-rating-agency': {
    text: 'Credit rating agency',
    definition:
      'A firm such as Moody’s, Standard & Poor’s or Fitch that grades how likely a borrower or bond is to repay, on a scale such as S&P’s from AAA (safest) down to D (in default). The bond’s issuer pays for the rating.',
  },
  'credit-default-swap': {
    text: 'Credit default swap (CDS)',
    definition:
      'A contract that works like insurance on a bond: the buyer pays a yearly fee, and the seller pays out if the bond defaults. Unlike insurance, you can buy one without owning the bond, as a bet on failure.',
  },
  leverage: {
    text: 'Leverage',
    definition:
      'Using borrowed money to hold more assets than your own money would allow. Gains and losses are both magnified: if you hold assets worth ten times your own money, a 10% fall in their value wipes it all out.',
  },
  'investment-bank': {
    text: 'Investment bank',
    definition:
      'A firm that helps companies raise money by selling stocks and bonds, trades securities, and advises on mergers. One that is not part of a deposit-taking bank funds itself mostly by borrowing, often for very short periods.',
  },
  'repo-market': {
    text: 'Repo (repurchase agreement)',
    definition:
      'A very short-term loan, often overnight, in which a borrower hands over securities as collateral and promises to buy them back. If lenders refuse to roll the loans over, a firm can run out of cash in days.',
  },
  'too-big-to-fail': {
    text: 'Too big to fail',
    definition:
      'The belief that a firm is so large and connected that the government cannot let it collapse without wrecking the wider economy, so it will be rescued. The belief itself encourages risk-taking.',
  },
  'moral-hazard': {
    text: 'Moral hazard',
    definition:
      'The temptation to take bigger risks when someone else will bear the losses, for example a bank that expects a government rescue if its bets go wrong.',
  },
  'money-market-fund': {
    text: 'Money market fund',
    definition:
      'A mutual fund that holds very short-term, high-quality debt and aims to keep each share worth exactly $1, so savers treat it almost like a bank account. Falling below $1 is called “breaking the buck”.',
  },
  'systemic-risk': {
    text: 'Systemic risk',
    definition:
      'The risk that the failure of one firm or market spreads through the links between institutions and brings down the whole financial system, not just the firm itself.',
  },
  tarp: {
    text: 'TARP (Troubled Asset Relief Program)',
    definition:
      'The US program created by the Emergency Economic Stabilization Act of 3 October 2008, authorizing up to $700 billion to stabilize the financial system. Most of it was used to buy shares in banks rather than bad mortgage assets.',
  },
  'dodd-frank-act': {
    text: 'Dodd-Frank Act',
    definition:
      'The US law of July 2010 that answered the 2008 crisis, in full the Dodd-Frank Wall Street Reform and Consumer Protection Act. It set up the Consumer Financial Protection Bureau, sent most swaps through central clearing houses, made big banks hold more capital and plan how they could fail, and limited their trading for their own account (the Volcker Rule).',
  },
  'volcker-rule': {
    text: 'Volcker Rule',
    definition:
      'The part of the Dodd-Frank Act that bars banks with federally insured deposits, and the companies that own them, from trading for their own profit and limits their stakes in hedge funds and private equity funds, so that savers’ deposits do not back a bank’s own bets. It is named after Paul Volcker, the former Fed chairman who urged it after the 2008 crisis.',
  },
  'great-recession': {
    text: 'Great Recession',
    definition:
      'The deep, worldwide downturn that followed the 2008 financial crisis. In the United States the National Bureau of Economic Research dates it from December 2007 to June 2009, eighteen months, the longest recession since the Second World War; unemployment peaked at 10.0% in October 2009.',
  },
  'minsky-moment': {
    text: 'Minsky moment',
    definition:
      'The point at which a long credit boom turns to bust: borrowers who counted on rising prices to repay are forced to sell, and their selling pushes prices down further. It is named after the economist Hyman Minsky, who argued that calm times tempt lenders and borrowers into ever riskier debt. The fund manager Paul McCulley coined the phrase in 1998, and it was heard everywhere in 2007–08.',
  },
  'private-equity': {
    text: 'Private equity',
    definition:
      'Funds that buy whole companies, or controlling stakes in them, often with much borrowed money, aiming to improve them and sell them again within several years. Their investors, mostly pension funds, endowments and the wealthy, commit money for about ten years and cannot take it out early.',
  },
  'quantitative-easing': {
    text: 'Quantitative easing (QE)',
    definition:
      'A central bank creating new money to buy large amounts of bonds, pushing long-term interest rates down when its short-term rate is already near zero.',
  },
  foreclosure: {
    text: 'Foreclosure',
    definition:
      'The legal process by which a lender takes and sells a home after the borrower stops making mortgage payments.',
  },
  'underwater-mortgage': {
    text: 'Underwater (negative equity)',
    definition:
      'Owing more on a mortgage than the home is worth. An underwater owner cannot sell or refinance without bringing cash to pay off the difference.',
  },
};

export const lesson: Lesson = {
  id: 'financial-crisis-2008',
  title: 'The 2008 Financial Crisis',
  subtitle: 'How bad home loans nearly brought down the world’s banks',
  concept: 'Leverage, securitization and systemic risk',
  description:
    'Follow a young Wall Street analyst and his family in California from the housing boom of 2006 to the stock-market bottom of March 2009. See how risky mortgages were sliced into “safe” securities, why Bear Stearns, Lehman Brothers and AIG fell, and how the government and the Federal Reserve stopped the slide.',
  preview:
    'A housing bubble, a mountain of borrowed money and one weekend in September 2008 that changed finance for a generation.',
  difficulty: 'Intermediate',
  estimatedTime: '25 minutes',
  type: 'enhanced',
  category: 'crises',
  icon: '🏦',
  color: { from: 'red', to: 'slate' },
  year: 2008,
  topics: ['Leverage', 'Banking System', 'Systemic Risk', 'Financial Contagion', 'Market Bubbles'],
  xp: 100,
  character: {
    name: 'Daniel Reyes',
    age: 31,
    profession: 'Structured-credit analyst at a New York investment bank',
    icon: '👨‍💼',
    color: 'from-blue-600 to-indigo-800',
    background:
      'Daniel is a composite character, not a real person: his job, his bank’s choices and his family’s mortgage are built from the typical experiences described in the Financial Crisis Inquiry Commission’s report. He grew up in Stockton, California, studied mathematics, and since 2004 has helped package home loans into securities on Wall Street. His parents still live in Stockton.',
    traits: ['Good with numbers', 'Ambitious', 'Loyal to family', 'Slow to question his bosses'],
    historical: false,
  },
  supportingCharacters: [
    {
      name: 'Carmen and Luis Reyes',
      role: 'Daniel’s parents, homeowners in Stockton (composite characters)',
      icon: '🏠',
      influence:
        'In 2006 they refinanced into a subprime adjustable-rate loan to pay off debts. Their story is the Main Street side of the crisis.',
    },
    {
      name: 'Henry (Hank) Paulson',
      role: 'US Treasury Secretary, 2006–2009 (real figure)',
      icon: '🏛️',
      influence:
        'Former head of Goldman Sachs; led the government’s response, from the Fannie Mae and Freddie Mac takeover to the $700 billion TARP.',
    },
    {
      name: 'Ben Bernanke',
      role: 'Chair of the Federal Reserve, 2006–2014 (real figure)',
      icon: '🦅',
      influence:
        'A scholar of the Great Depression who cut interest rates to almost zero and lent trillions of dollars to keep markets working.',
    },
    {
      name: 'Richard (Dick) Fuld',
      role: 'Chief executive of Lehman Brothers, 1994–2008 (real figure)',
      icon: '🏢',
      influence:
        'Ran Lehman for 14 years; the firm’s heavy bets on commercial property and mortgages led to its bankruptcy on 15 September 2008.',
    },
    {
      name: 'Bernard (Bernie) Madoff',
      role: 'Investment adviser and former Nasdaq chairman (real figure)',
      icon: '🕳️',
      influence:
        'Ran the largest Ponzi scheme known; it came apart in December 2008, when clients hit by the crisis asked for their money back.',
    },
  ],
  concepts: [
    { id: 'securitisation', name: 'How securitization turns loans into bonds', level: 'intermediate' },
    { id: 'leverage', name: 'Leverage magnifies gains and losses', level: 'beginner' },
    { id: 'credit-ratings', name: 'Why AAA ratings failed', level: 'intermediate' },
    { id: 'systemic-risk', name: 'Systemic risk and contagion', level: 'advanced' },
    { id: 'crisis-response', name: 'Bailouts, TARP and central-bank rescues', level: 'intermediate' },
  ],
  storyState: [
    { key: 'desk', label: 'What Daniel’s desk did in February 2007', format: 'text' },
    { key: 'dealDone', label: 'New CDOs the desk sold in 2007', initial: 0, format: 'usd' },
    { key: 'bankThought', label: 'Where Daniel’s bank stands in the summer of 2007', format: 'text' },
    { key: 'lehman', label: 'Your advice on the Lehman weekend', format: 'text' },
    { key: 'tarp', label: 'Your advice after the House vote', format: 'text' },
  ],
  pages: [
    {
      type: 'cover',
      id: 'cover',
      title: 'The 2008 Financial Crisis',
      subtitle: 'From a Stockton kitchen table to the Lehman Brothers weekend',
      mainText:
        'Between October 2007 and March 2009 the S&P 500 lost about 57% of its value, millions of Americans lost their homes and jobs, and the world’s largest banks came within days of collapse. This is how it happened, and what you would have done.',
      visualType: 'ticker-crash',
      startButtonText: 'Enter 2006',
    },
    {
      type: 'character-intro',
      id: 'meet-daniel',
      chapter: 'Prologue · Summer 2006',
      title: 'Meet Daniel Reyes',
      narrative: {
        setup:
          'Daniel is 31 and works on the 20th floor of a Manhattan investment bank. His desk buys thousands of home loans from lenders across the country, bundles them together and sells slices of the bundles to investors from Ohio pension funds to German savings banks.',
        situation:
          'Business has never been better. His bonus last year was bigger than his salary. On the phone, his mother tells him that she and his father have just refinanced their Stockton house with a loan a broker called “a great deal”: a low rate for two years, no proof of income needed.',
        characterThoughts:
          'Everyone says house prices only go up. If that’s true, all these loans are safe, including my parents’. But what if it isn’t true?',
      },
      definitions: ['investment-bank', 'mortgage', 'subprime-mortgage', 'adjustable-rate-mortgage'],
      interactiveElements: [
        {
          id: 'bonus-culture',
          icon: '💰',
          label: 'The bonus',
          tooltip: 'Pay was tied to this year’s deals',
          detail:
            'Wall Street bonuses were mostly paid on the fees and profits booked in the current year. A loan that might default three years later did not reduce this year’s bonus, so the incentive was to make more deals, not safer ones.',
        },
        {
          id: 'stockton',
          icon: '📍',
          label: 'Stockton, California',
          tooltip: 'A boom town that would become a foreclosure capital',
          detail:
            'Stockton’s house prices more than doubled between 2000 and 2006. When they fell, the city had one of the highest foreclosure rates in the United States, and in 2012 the city government itself filed for bankruptcy.',
        },
      ],
      visualType: 'city',
    },
    {
      type: 'visual-story',
      id: 'housing-boom',
      chapter: 'Chapter 1 · The Boom',
      title: 'A House That Only Goes Up',
      mainText:
        'After the dot-com crash and the 2001 recession, the Federal Reserve cut its key interest rate to 1% by mid-2003. Cheap money met a belief that house prices never fall nationwide. US home prices rose by about 80% between January 2000 and their peak in mid-2006.\n\nLenders competed by loosening their rules: loans with no down payment, loans with no check of income (nicknamed “liar loans”), and adjustable-rate loans with low teaser rates that would jump after two years. By 2005 and 2006 about one new mortgage in five was subprime.',
      narrative: {
        setup:
          'Daniel’s parents owe about $180,000 on an old mortgage and credit cards. Their house, bought for $140,000 in 1995, is now “worth” $420,000.',
        characterThoughts:
          'A broker can lend them $300,000 against a house that cost $140,000. The loan only makes sense if the price keeps climbing.',
      },
      definitions: ['subprime-mortgage', 'adjustable-rate-mortgage'],
      keyPoint:
        'When lenders stop caring whether a loan can be repaid, prices rise on borrowed money rather than real incomes.',
      interactiveElements: [
        {
          id: 'teaser-rate',
          icon: '📈',
          label: 'The 2/28 loan',
          tooltip: 'Two cheap years, then a reset',
          detail:
            'A common subprime product fixed a rate of around 7–8% for two years, then reset to a market rate plus a margin, often 9–11%. On a $300,000 loan the monthly payment could rise by several hundred dollars overnight. Borrowers were told they could refinance before the reset, which only works while prices keep rising.',
        },
        {
          id: 'originate-to-distribute',
          icon: '🔁',
          label: 'Originate to distribute',
          tooltip: 'Make the loan, then sell it',
          detail:
            'Lenders such as New Century and Ameriquest earned fees for making loans and then sold them to Wall Street within weeks. Because the risk left their books, they had little reason to check whether borrowers could pay.',
        },
      ],
      visualType: 'bubble',
    },
    {
      type: 'visual-story',
      id: 'securitisation-machine',
      chapter: 'Chapter 1 · The Boom',
      title: 'The Machine on the 20th Floor',
      mainText:
        'Daniel’s desk buys 5,000 mortgages and pools them into a mortgage-backed security. The pool is cut into tranches: the top slice gets paid first and loses last, the bottom slice takes the first losses.\n\nRating agencies, paid by the banks that created the securities, stamped the top slices AAA, the same grade as US government debt. The unwanted lower slices were then pooled again into collateralized debt obligations, re-sliced, and most of the new CDO was rated AAA too. The models assumed that homes in Florida, Nevada and California would not all default at once.',
      dialogue: [
        {
          speaker: 'Daniel',
          text: 'So we take the riskiest slices of a hundred pools and call most of the new pile AAA?',
        },
        {
          speaker: 'His desk head (composite)',
          text: 'The agencies signed off. Diversification. They can’t all go bad together, not unless house prices fall everywhere.',
        },
        { speaker: 'Daniel', text: 'And when was the last time that happened?' },
        { speaker: 'His desk head (composite)', text: 'Not since the 1930s. Get the deal out by Friday.' },
      ],
      definitions: [
        'securitisation',
        'mortgage-backed-security',
        'tranche',
        'collateralized-debt-obligation',
        'credit-rating-agency',
      ],
      keyPoint: 'Slicing risk into pieces does not make it vanish; it only hides where it sits.',
      interactiveElements: [
        {
          id: 'aaa-downgrades',
          icon: '🏷️',
          label: 'AAA that wasn’t',
          tooltip: 'Most AAA mortgage securities of 2006 were later downgraded',
          detail:
            'The FCIC found that Moody’s rated nearly 45,000 mortgage-related securities AAA between 2000 and 2007, and that 83% of the mortgage securities it rated AAA in 2006 were eventually downgraded.',
        },
        {
          id: 'issuer-pays',
          icon: '💵',
          label: 'Issuer pays',
          tooltip: 'Conflict of interest',
          detail:
            'Banks chose which agency to hire for each deal. An agency that was tougher than its rivals risked losing the business, a pressure later cited by Congress and the FCIC.',
        },
      ],
      visualType: 'vault',
    },
    {
      type: 'decision-point',
      id: 'decision-cdo-pipeline',
      chapter: 'Chapter 2 · Warning Signs',
      title: 'The Last Deal of the Boom?',
      mainText:
        'In early 2007 late payments on subprime loans made in 2006 are rising faster than on any earlier batch. Home prices have stopped rising. Daniel’s bank still holds billions of dollars of CDO slices it could not sell, and his boss wants one more $1.5 billion deal finished this quarter.',
      situation:
        'February 2007. HSBC has just warned of big losses on US subprime loans. New Century, the country’s second-largest subprime lender, is weeks from bankruptcy.',
      decision: {
        situation:
          'Daniel must recommend what his desk does with its pipeline of subprime loans and the unsold CDO slices on the bank’s balance sheet.',
        context: {
          'Subprime share of new mortgages (2006)': 'about 20%',
          'Bank’s leverage': 'about 30 to 1',
          'Fees on a $1.5bn CDO': 'roughly $15–20 million',
          'Home prices': 'flat to falling since mid-2006',
        },
        prompt: 'What do you recommend?',
        timeLimit: 'Quarter-end: 6 weeks',
        choices: [
          {
            id: 'keep-packaging',
            effects: {
              set: {
                desk: 'finished the deal and kept the machine running',
                dealDone: 1500000000,
                bankThought:
                  'And my bank can’t sell the securities made from loans just like theirs, including the deal we just finished.',
              },
            },
            title: 'Finish the deal and keep the machine running',
            description:
              'Rivals are still doing deals. Stopping now means losing fees, clients and your bonus.',
            icon: '🏗️',
            reward: 'Big fees this quarter and a bonus that keeps your career on track.',
            risk: 'The bank ends up holding slices no one will buy when the market freezes.',
            consequence:
              'This is what most of Wall Street did. Merrill Lynch and Citigroup kept creating CDOs well into 2007; together they later wrote down over $50 billion on mortgage-related assets, and both chief executives were gone by the end of 2007.',
          },
          {
            id: 'cut-exposure',
            effects: {
              set: {
                desk: 'stopped the pipeline and sold what it could',
                dealDone: 0,
                bankThought:
                  'My bank sold what it could in the spring, at a loss. The banks that waited can’t sell at any price now.',
              },
            },
            title: 'Stop the pipeline and sell what you can',
            description:
              'Warn management, halt new loan purchases and sell or hedge the bank’s own holdings, even at a loss.',
            icon: '🛑',
            reward: 'Smaller losses when prices collapse, and a bank that survives.',
            risk: 'Lost fees, angry bosses, and looking foolish if the market recovers.',
            consequence:
              'Goldman Sachs began cutting its mortgage exposure in December 2006 and hedged much of the rest. It still needed government help in 2008, but it lost far less than its rivals. A US Senate investigation (its report came out in April 2011) later criticized it for selling clients mortgage securities it was betting against. In July 2010 Goldman paid $550 million to settle the SEC’s case over one such deal, a CDO called Abacus 2007-AC1.',
          },
          {
            id: 'bet-against',
            effects: {
              set: {
                desk: 'bet against subprime with credit default swaps',
                dealDone: 0,
                bankThought:
                  'Our bet against subprime is paying off, on loans just like theirs. I don’t feel like celebrating.',
              },
            },
            title: 'Bet against subprime with credit default swaps',
            description: 'Buy protection that pays off if subprime mortgage bonds default.',
            icon: '📉',
            reward: 'Enormous profits if the bonds fail.',
            risk: 'Paying premiums every month while the market keeps rising, and counterparties that may not pay you.',
            consequence:
              'A few investors did exactly this. Hedge fund manager John Paulson’s funds made about $15 billion in 2007 on such bets (a story told in Gregory Zuckerman’s The Greatest Trade Ever). But some winners worried that AIG, which sold much of the protection, might be unable to pay.',
          },
        ],
      },
      lesson:
        'An incentive to book fees today, with losses arriving later and landing on someone else, pushes a whole industry toward risk.',
      historicalNote:
        'New Century Financial filed for bankruptcy on 2 April 2007. In June two Bear Stearns hedge funds full of subprime CDOs collapsed, and on 9 August the French bank BNP Paribas froze three funds, saying it could no longer value their US mortgage assets.',
      definitions: ['credit-default-swap', 'leverage'],
      visualType: 'market-floor',
    },
    {
      type: 'visual-story',
      id: 'cracks-2007',
      chapter: 'Chapter 2 · Warning Signs',
      title: 'The Summer the Music Stopped',
      mainText:
        'On 9 August 2007 banks suddenly stopped trusting each other. No one knew which bank held the worst mortgage securities, so they stopped lending to one another overnight. The European Central Bank pumped €95 billion into markets that day. In September 2007 depositors lined up outside branches of Britain’s Northern Rock, the country’s first bank run in over a century. Yet the stock market shrugged: the S&P 500 hit an all-time closing high of 1,565 on 9 October 2007.',
      narrative: {
        setup:
          'In Stockton, the teaser rate on Carmen and Luis’s loan will reset in 2008. Their house is now worth less than they owe.',
        characterThoughts:
          'My parents can’t refinance, because nobody will lend against a house that’s underwater. {bankThought}',
      },
      definitions: ['underwater-mortgage', 'repo-market'],
      keyPoint: 'A crisis of trust begins when no one can tell who is holding the losses.',
      interactiveElements: [
        {
          id: 'sp-peak',
          icon: '📊',
          label: '9 October 2007',
          tooltip: 'S&P 500 closes at 1,565.15',
          detail:
            'The market’s peak came two months after the credit markets first froze. Stock prices often lag problems that bond traders and bankers already see.',
        },
        {
          id: 'northern-rock',
          icon: '🇬🇧',
          label: 'Northern Rock',
          tooltip: 'A bank run in the internet age',
          detail:
            'Northern Rock funded itself by borrowing in wholesale markets rather than from deposits. When those markets shut, it asked the Bank of England for help; news of that on 14 September 2007 sent savers to its branches. It was nationalized in February 2008.',
        },
      ],
      visualType: 'bank-run',
    },
    {
      type: 'story',
      id: 'bear-stearns',
      chapter: 'Chapter 3 · The Fall of Bear Stearns',
      title: 'Sold for $2 a Share',
      mainText:
        'Bear Stearns, the fifth-largest US investment bank, held about $33 of assets for every $1 of its own capital, and much of that borrowing was overnight repo. In the week of 10 March 2008, rumors spread, hedge funds pulled their cash and lenders refused to roll over its loans. Within days its cash pile of about $18 billion was nearly gone.\n\nOn Friday 14 March the New York Fed lent it money through JPMorgan Chase. On Sunday 16 March JPMorgan agreed to buy Bear for $2 a share, later raised to $10, and the Fed took on about $29 billion of Bear’s riskiest assets. The stock had traded above $170 in January 2007.',
      narrative: {
        setup: 'Daniel watches the Bear Stearns ticker on his screen fall from around $60 to $30 on Friday.',
        characterThoughts:
          'An 85-year-old firm gone in a week. Not because it lost all its money, but because everyone asked for their cash at the same time. That’s a bank run, just without the queue outside.',
      },
      definitions: ['leverage', 'repo-market', 'moral-hazard'],
      keyPoint: 'A firm that borrows short and lends long can be killed in days by a loss of confidence.',
      interactiveElements: [
        {
          id: 'leverage-math',
          icon: '🧮',
          label: 'Leverage at 33:1',
          tooltip: 'A 3% loss wipes out the owners',
          detail:
            'With $33 of assets for each $1 of capital, a fall of about 3% in the value of the assets erases all the capital. Lenders knew this, which is why they ran at the first sign of trouble.',
        },
        {
          id: 'fed-13-3',
          icon: '⚖️',
          label: 'Section 13(3)',
          tooltip: 'The Fed’s emergency power',
          detail:
            'The Federal Reserve Act let the Fed lend to non-banks in “unusual and exigent circumstances”. It used this power for Bear Stearns for the first time since the 1930s, and then repeatedly during 2008.',
        },
      ],
      visualType: 'bank-run',
    },
    {
      type: 'decision-point',
      id: 'decision-lehman-weekend',
      chapter: 'Chapter 4 · The Lehman Weekend',
      title: 'Saturday 13 September 2008',
      mainText:
        'The government has just taken over Fannie Mae and Freddie Mac (7 September). Lehman Brothers, the fourth-largest investment bank, has reported a $3.9 billion quarterly loss and is losing its funding. Its leaders, the heads of Wall Street’s biggest banks and Treasury and Fed officials are gathered at the New York Fed. Imagine you are advising the Treasury Secretary.',
      situation:
        'Bank of America, Lehman’s most likely buyer, is talking instead to Merrill Lynch. Barclays is interested but needs a guarantee of Lehman’s trading until its shareholders can vote. Markets open in Asia on Sunday evening.',
      decision: {
        situation:
          'Lehman will file for bankruptcy on Monday unless someone buys it or guarantees its debts.',
        context: {
          'Lehman’s assets': 'about $639 billion',
          'Leverage (end of 2007)': 'about 31 to 1',
          'Lehman share price': 'about $3.65, down from $86 in February 2007',
          'Public mood': 'fury over the Bear Stearns and Fannie/Freddie rescues',
        },
        prompt: 'What do you advise?',
        timeLimit: 'Before Asian markets open Sunday night',
        choices: [
          {
            id: 'public-rescue',
            effects: { set: { lehman: 'rescue Lehman with public money' } },
            title: 'Rescue Lehman with public money',
            description:
              'Have the Fed or Treasury guarantee Lehman’s debts or take its bad assets, as with Bear Stearns.',
            icon: '🛟',
            reward: 'Avoids a disorderly failure of a firm linked to thousands of others.',
            risk: 'Moral hazard and political fury; officials also said the Fed could only lend against good collateral, which Lehman lacked.',
            consequence:
              'Paulson and Bernanke did not do this. Bernanke later argued the Fed had no legal power to lend to an insolvent firm without enough collateral; critics say a way could have been found. Either way, public money for Lehman was ruled out.',
          },
          {
            id: 'private-deal',
            effects: { set: { lehman: 'push Wall Street to fund a private sale' } },
            title: 'Push Wall Street to fund a private sale',
            description:
              'Get the big banks to take Lehman’s worst assets so Barclays or Bank of America can buy the rest.',
            icon: '🤝',
            reward: 'No taxpayer money, and the industry pays for its own mess.',
            risk: 'Buyers may walk away, or foreign regulators may block the deal.',
            consequence:
              'This was tried. The banks discussed a fund for Lehman’s bad assets, but Bank of America agreed to buy Merrill Lynch instead, and Britain’s Financial Services Authority would not approve Barclays guaranteeing Lehman’s trading without a shareholder vote. The deal died on Sunday.',
          },
          {
            id: 'let-it-fail',
            effects: { set: { lehman: 'let Lehman fail and prepare for the fallout' } },
            title: 'Let Lehman fail and prepare for the fallout',
            description: 'Show that no firm is too big to fail, and get ready to contain the damage.',
            icon: '💥',
            reward: 'Reduces moral hazard and tests whether the markets can cope.',
            risk: 'No one knows how far the losses spread through derivatives, money funds and foreign banks.',
            consequence:
              'This is what happened. Lehman filed for bankruptcy at about 1:45 a.m. on Monday 15 September 2008, the largest bankruptcy in US history. The Dow fell 504 points that day, and the panic that followed was far worse than officials expected.',
          },
        ],
      },
      lesson:
        'In a panic, the question is not only whether a firm deserves saving but what its failure will do to everyone connected to it.',
      historicalNote:
        'On the same weekend Merrill Lynch agreed to sell itself to Bank of America for about $50 billion. No one bought Lehman whole; its pieces were sold after the bankruptcy. Barclays, which had walked away that weekend, agreed within two days to buy Lehman’s North American investment banking and trading business with its New York headquarters, and the bankruptcy court approved the sale on 20 September. Nomura bought Lehman’s business in Asia on 22 September and in Europe and the Middle East the next day. Within a week Goldman Sachs and Morgan Stanley became bank holding companies, and by then no large independent US investment bank was left.',
      definitions: ['too-big-to-fail', 'moral-hazard', 'systemic-risk'],
      visualType: 'handshake',
    },
    {
      type: 'visual-story',
      id: 'contagion',
      chapter: 'Chapter 5 · Contagion',
      title: 'The Week the System Shook',
      mainText:
        'Lehman’s failure spread like a shock wave. On Tuesday 16 September the Reserve Primary Fund, a money market fund holding $785 million of Lehman debt, “broke the buck”: its shares fell to 97 cents. Savers pulled hundreds of billions of dollars from money funds in days, and companies suddenly could not borrow to pay wages.\n\nThe same evening the Fed rescued AIG, the world’s largest insurer, with an $85 billion loan in exchange for almost 80% of its shares. AIG had sold credit default swaps on nearly $80 billion of CDOs built largely from subprime mortgages. As those CDOs lost value, it could not post the cash its trading partners demanded. On 25 September regulators seized Washington Mutual, the largest bank failure in US history.',
      narrative: {
        setup:
          'Daniel’s bank stops lending to anyone it cannot see clearly. His friends at other firms are checking whether their own employers will survive the week.',
        characterThoughts:
          'AIG sold insurance against exactly the collapse that’s happening. It never set aside enough money to pay. Everyone who bought that protection thought they were safe.',
      },
      definitions: ['money-market-fund', 'credit-default-swap', 'systemic-risk'],
      keyPoint:
        'Contagion travels along the hidden links between firms: loans, derivatives and the fear of who is next.',
      interactiveElements: [
        {
          id: 'aig-fp',
          icon: '🦠',
          label: 'AIG Financial Products',
          tooltip: 'A small unit with a huge bet',
          detail:
            'AIG’s Financial Products division, with a few hundred employees, had written protection on over $500 billion of assets. Most of that was low-risk cover sold to European banks. The damage came from nearly $80 billion of protection on CDOs full of subprime mortgages. When those CDOs fell in value and AIG’s own rating was cut, the contracts required it to post billions in collateral it did not have. Total government support for AIG eventually reached about $182 billion; it was repaid with a profit for the Treasury by 2012. Warren Buffett, in his letter to Berkshire Hathaway shareholders for 2002 (published in February 2003), had called derivatives “financial weapons of mass destruction”, whose dangers could lie hidden for years and then prove deadly.',
        },
        {
          id: 'ted-spread',
          icon: '📡',
          label: 'Fear gauge',
          tooltip: 'The TED spread',
          detail:
            'The gap between what banks charged each other for three-month loans and the rate on US Treasury bills is normally a few tenths of a percentage point. In October 2008 it rose above 4.5 percentage points: banks trusted the government but not one another.',
        },
      ],
      visualType: 'lightning',
    },
    {
      type: 'decision-point',
      id: 'decision-tarp',
      chapter: 'Chapter 6 · The Rescue',
      title: 'Monday 29 September 2008',
      mainText:
        'Treasury has asked Congress for $700 billion to buy toxic mortgage assets from banks. The first three-page draft asked for near-total discretion, and voters are furious at the idea of bailing out Wall Street. This afternoon the House of Representatives voted the bill down, 228 to 205. The Dow fell 777 points, its largest one-day point drop to that date, and about $1.2 trillion of stock-market value vanished.',
      situation:
        'You are advising members of Congress who must decide what to vote for next. Credit markets are frozen and banks are hoarding cash.',
      decision: {
        situation: 'What should the government do now?',
        context: {
          'House vote': '205 for, 228 against',
          'Dow that day': '−777.68 points (about −7%)',
          Requested: '$700 billion',
          'Unemployment rate': 'about 6%, rising',
        },
        prompt: 'Which plan do you back?',
        choices: [
          {
            id: 'buy-toxic-assets',
            effects: { set: { tarp: 'pass the bill to buy toxic assets' } },
            title: 'Pass the bill to buy toxic assets',
            description: 'Remove the bad mortgage securities from banks’ books so they can lend again.',
            icon: '🧹',
            reward: 'Cleans up balance sheets and restores trust if the price is right.',
            risk: 'Hard to price thousands of complex securities; pay too much and taxpayers lose, too little and banks stay broke.',
            consequence:
              'A revised bill passed and was signed on 3 October 2008 as the Emergency Economic Stabilization Act. But buying assets proved too slow and hard to price, and within two weeks Treasury switched most of the money to direct investment in banks.',
          },
          {
            id: 'recapitalise-banks',
            effects: { set: { tarp: 'put capital straight into the banks' } },
            title: 'Put capital straight into the banks',
            description:
              'Have the government buy shares in banks so they can absorb losses and keep lending.',
            icon: '💉',
            reward:
              'Fast, simple and it works against leverage: each dollar of capital supports many dollars of lending.',
            risk: 'Looks like nationalization, and taxpayers take a stake in firms that caused the crisis.',
            consequence:
              'This is what worked. On 13 October 2008 Paulson called nine big bank heads to Washington, and on 14 October Treasury announced $125 billion of investments in them, part of a $250 billion program. Britain had announced a similar plan days earlier. The banks repaid most TARP money by 2010–2011.',
          },
          {
            id: 'do-nothing',
            effects: { set: { tarp: 'refuse any bailout' } },
            title: 'Refuse any bailout',
            description: 'Let failing banks go bankrupt and let the market clear.',
            icon: '🚫',
            reward: 'No taxpayer money for Wall Street; reckless firms face the full cost.',
            risk: 'A chain of bank failures, frozen credit for ordinary businesses and a possible depression.',
            consequence:
              'This was the path of 1930–1933, when about 9,000 US banks failed and unemployment reached about 25%. Bernanke, who had studied that era, was determined not to repeat it.',
          },
        ],
      },
      lesson:
        'In a system-wide panic, capital and confidence matter more than cleaning up individual assets.',
      historicalNote:
        'TARP’s authority was later cut to $475 billion by the Dodd-Frank Act. According to the Treasury, the bank programs returned more than was invested, though the whole effort, including housing aid, did not.',
      definitions: ['tarp', 'too-big-to-fail'],
      visualType: 'courtroom',
    },
    {
      type: 'visual-story',
      id: 'bottom',
      chapter: 'Chapter 7 · The Bottom',
      title: '9 March 2009',
      mainText:
        'Rescues slowed the panic but not the recession. The Fed cut its interest rate to between 0% and 0.25% on 16 December 2008 and had already announced it would buy hundreds of billions of dollars of mortgage bonds, the start of quantitative easing. Congress passed a $787 billion stimulus in February 2009.\n\nStill the S&P 500 kept falling, to a close of 676.53 on 9 March 2009: about 57% below its October 2007 peak. In May 2009 the Fed’s “stress tests” showed which big banks needed more capital, and confidence slowly returned.',
      narrative: {
        setup:
          'In Stockton, Carmen and Luis’s payment jumped when the loan reset. After a year of falling behind, the bank foreclosed. They now rent an apartment across town.',
        characterThoughts:
          'I helped build the machine that bought their loan. They didn’t understand what they signed, but neither did the people who sold it as AAA.',
      },
      definitions: ['quantitative-easing', 'foreclosure', 'stress-test'],
      keyPoint: 'Markets hit bottom when fear is greatest, long before the economy recovers.',
      interactiveElements: [
        {
          id: 'unemployment',
          icon: '👷',
          label: 'Jobs',
          tooltip: 'Unemployment peaked at 10.0% in October 2009',
          detail:
            'US employers cut about 8.7 million jobs between early 2008 and early 2010. It took until 2014 for the number of jobs to regain its pre-crisis peak.',
        },
        {
          id: 'foreclosures',
          icon: '🏚️',
          label: 'Homes',
          tooltip: 'About 4 million foreclosures by 2011',
          detail:
            'The FCIC reported that about four million families had lost their homes to foreclosure by early 2011, with millions more behind on their payments. US home prices fell roughly 27% nationally from their 2006 peak, far more in places like Stockton and Las Vegas.',
        },
        {
          id: 'recovery',
          icon: '📈',
          label: 'The rebound',
          tooltip: 'S&P 500 back above its old peak in March 2013',
          detail:
            'Someone who kept holding a broad index fund through the crash recovered their losses, counting dividends, in about four and a half years. Someone who sold in March 2009 locked in the loss.',
        },
      ],
      visualType: 'chart-down',
    },
    {
      type: 'visual-story',
      id: 'aftermath',
      chapter: 'Chapter 8 · The Reckoning',
      title: 'Rewriting the Rules',
      mainText:
        'On 21 July 2010 President Obama signed the Dodd-Frank Wall Street Reform and Consumer Protection Act. It created the Consumer Financial Protection Bureau to police mortgages and other loans, required lenders to check that borrowers could repay, pushed most derivatives such as swaps through central clearing houses, made big banks hold more capital and write “living wills” explaining how they could fail safely, and limited banks’ trading for their own account (the Volcker Rule).\n\nWorldwide, the Basel III rules raised bank capital and liquidity requirements. In January 2011 the Financial Crisis Inquiry Commission concluded that the crisis had been avoidable.',
      definitions: ['dodd-frank-act', 'volcker-rule', 'systemic-risk', 'leverage', 'ponzi-scheme'],
      keyPoint:
        'After every great crisis the rules change; the lasting question is whether they keep up with the next one.',
      interactiveElements: [
        {
          id: 'fcic',
          icon: '📚',
          label: 'The FCIC’s verdict',
          tooltip: 'Failures of regulation, risk management and ethics',
          detail:
            'The ten-member commission blamed widespread failures in financial regulation, dramatic breakdowns in risk management at big firms, excessive borrowing, a lack of transparency and a systemic breakdown in ethics. Some members dissented and stressed other causes, such as government housing policy and global capital flows.',
        },
        {
          id: 'madoff',
          icon: '🕳️',
          label: 'A fraud the crash exposed',
          tooltip: 'The largest Ponzi scheme known',
          detail:
            'As markets fell, clients of the investment firm run by Bernard Madoff asked for billions of dollars back, and the money was not there. On 10 December 2008 Madoff told his sons that the business was a Ponzi scheme. His statements showed clients about $65 billion; the court-appointed trustee put the cash they had lost at about $17.5 billion. Bernard Madoff, whose fraud the crisis exposed but did not cause, was arrested on 11 December 2008, pleaded guilty in March 2009 and was sentenced to 150 years in prison. The SEC had been warned, from 2000 on, by the analyst Harry Markopolos; its inspector general later found that it had received six substantive complaints and never took the basic steps that would have exposed the fraud.',
        },
        {
          id: 'prosecutions',
          icon: '⚖️',
          label: 'Who went to jail?',
          tooltip: 'Very few senior bankers',
          detail:
            'Banks paid well over $100 billion in fines and settlements over mortgage securities, but almost no senior executives of large US banks were criminally convicted, a source of lasting public anger.',
        },
      ],
      visualType: 'newspaper',
    },
    {
      type: 'interactive',
      id: 'four-fates',
      chapter: 'Chapter 8 · The Reckoning',
      title: 'Four Firms, Four Fates',
      mainText: 'The same mortgage securities, different endings. Compare how four giants met 2008.',
      comparison: {
        columns: ['Bear Stearns', 'Lehman Brothers', 'Merrill Lynch', 'AIG'],
        rows: [
          {
            label: 'Business',
            values: [
              'Investment bank',
              'Investment bank',
              'Investment bank and brokerage',
              'Insurance company',
            ],
          },
          {
            label: 'Fatal weakness',
            values: [
              'Overnight borrowing; mortgage hedge funds',
              'Leverage; commercial property and mortgages',
              'Tens of billions in CDOs',
              'Credit default swaps without the cash to back them',
            ],
          },
          {
            label: 'What happened',
            values: [
              'Sold to JPMorgan, 16 March 2008',
              'Bankrupt, 15 September 2008',
              'Sold to Bank of America, agreed 14 September 2008',
              'Fed loan of $85bn, 16 September 2008',
            ],
          },
          {
            label: 'Price to shareholders',
            values: [
              '$10 a share (from over $170)',
              'Almost nothing',
              'About $29 a share in BofA stock',
              'Diluted by a government stake of about 80%',
            ],
          },
          {
            label: 'Taxpayer role',
            values: [
              'Fed took about $29bn of assets',
              'None: allowed to fail',
              'Indirect, through later aid to Bank of America',
              'About $182bn of support, repaid by 2012',
            ],
          },
        ],
      },
      keyPoint:
        'Survival depended less on who had the worst assets than on who ran out of cash first, and when.',
      visualType: 'scale',
    },
    financialCrisis2008Chart,
    {
      type: 'quiz',
      id: 'quiz',
      chapter: 'Quiz',
      title: 'Check Your Understanding',
      questions: [
        {
          question:
            'A bank holds $30 of assets for every $1 of its own capital. About how large a fall in the value of its assets wipes out its capital?',
          options: ['About 0.3%', 'About 3.3%', 'About 10%', 'About 30%'],
          correct: 1,
          explanation:
            "Its capital is 1/30 of its assets, about 3.3%. If the assets lose 3.3% of their value, the loss equals all the owners' money. That is why firms with leverage near 30 to 1, like Bear Stearns and Lehman, could collapse within days.",
          kind: 'calculation',
        },
        {
          question:
            "According to the 'Four Firms, Four Fates' table, which firm was allowed to fail with no taxpayer support?",
          options: ['Bear Stearns', 'Lehman Brothers', 'Merrill Lynch & Co.', 'AIG'],
          correct: 1,
          explanation:
            'Bear Stearns was sold to JPMorgan with Fed help, Merrill to Bank of America, and AIG got about $182 billion of support. Lehman filed for bankruptcy on 15 September 2008, and the panic that followed shaped every rescue after it.',
          kind: 'reading',
        },
        {
          question: 'What mainly broke AIG in September 2008?',
          options: [
            'Losses on its home and car insurance as claims rose in the recession',
            'Collateral calls on credit default swaps it had sold on subprime CDOs',
            'A run by the depositors of its retail bank after Lehman Brothers failed',
            'Huge payouts on hurricane insurance after Katrina and the storms of 2008',
          ],
          correct: 1,
          explanation:
            "AIG's Financial Products unit had sold protection without setting aside the cash to back it. When those CDOs fell in value and AIG's rating was cut, its contracts required billions in collateral that it did not have.",
        },
        {
          question: 'Why did so many mortgage securities rated AAA lose value?',
          options: [
            'The ratings assumed house prices would not fall across the whole country at once',
            'AAA securities could not legally be sold, so holders could not get out as prices fell',
            'The rating agencies were run by the government, which told them to rate the loans highly',
            "They were made of government bonds, which lost value when the Treasury's own rating was cut",
          ],
          correct: 0,
          explanation:
            "Pooling mortgages from many places was meant to spread risk. When home prices fell nearly everywhere together, defaults rose together too, and the 'safe' top slices were hit.",
        },
      ],
    },
    {
      type: 'reflection',
      id: 'reflection',
      chapter: 'Epilogue',
      title: 'What Would You Have Seen?',
      prompt:
        'The crisis was built from decisions that each looked reasonable on the day: a family refinancing, a broker earning a fee, an analyst finishing a deal, a rating agency keeping a client.',
      questions: [
        'Where in the chain from Stockton borrower to German bank would you have put a stop to the risk, and who would have paid for stopping it?',
        'Was letting Lehman fail a mistake, or was rescuing Bear Stearns the real mistake?',
        'Is it fair that governments rescued banks but not most homeowners? What would a fairer rescue have looked like?',
        'Which of today’s “safe” investments rest on the assumption that something never happens?',
      ],
      finalThought:
        'The most dangerous words in finance are “this time is different”. In 2006 the version was “house prices never fall nationwide”.',
      visualType: 'globe',
    },
    {
      type: 'summary',
      id: 'summary',
      chapter: 'Epilogue',
      title: 'What You Learned',
      conceptLearned:
        'Leverage, securitization and short-term funding turned a fall in house prices into a global banking panic, stopped only by massive government and central-bank intervention.',
      ending: {
        intro: 'Your choices beside what Wall Street and Washington really did.',
        rows: [
          {
            label: 'In February 2007 the desk',
            yours: '{desk}',
            history:
              'Most of Wall Street kept packaging. Merrill Lynch and Citigroup later wrote down over $50 billion on mortgage assets.',
          },
          {
            label: 'New CDOs the desk sold in 2007',
            yours: '{dealDone}',
            history: 'Of the mortgage securities Moody’s rated AAA in 2006, 83% were later downgraded.',
          },
          {
            label: 'On the Lehman weekend you advised',
            yours: '{lehman}',
            history:
              'Lehman filed for bankruptcy on 15 September 2008, and the Dow fell 504 points that day.',
          },
          {
            label: 'After the House vote you advised',
            yours: '{tarp}',
            history:
              'TARP passed on 3 October. On 14 October Treasury announced $125 billion of capital for nine big banks.',
          },
        ],
      },
      keyTakeaways: [
        'Securitization spread mortgage risk around the world while weakening every lender’s reason to check borrowers.',
        'AAA ratings on complex securities rested on the false assumption that house prices would not fall everywhere at once.',
        'High leverage plus overnight borrowing let Bear Stearns and Lehman Brothers collapse within days of losing confidence.',
        'Lehman’s bankruptcy on 15 September 2008 spread panic through money market funds, AIG and bank-to-bank lending.',
        'Capital injections (TARP), near-zero interest rates and quantitative easing ended the panic; the S&P 500 bottomed on 9 March 2009, about 57% below its peak.',
        'Dodd-Frank (2010) and Basel III raised capital requirements and created new consumer and systemic-risk protections.',
      ],
      nextSteps: [
        'Compare with the 1929 bank runs: what did the 1930s lack that 2008 had?',
        'Read the conclusions of the Financial Crisis Inquiry Commission Report (2011).',
        'Try the COVID lesson to see how the 2008 playbook was reused, faster, in 2020.',
      ],
      visualType: 'chart-up',
    },
  ],
  sources: [
    {
      title: 'US Business Cycle Expansions and Contractions',
      author: 'National Bureau of Economic Research',
      year: 2023,
      publisher: 'NBER',
      url: 'https://www.nber.org/research/data/us-business-cycle-expansions-and-contractions',
    },
    {
      title: 'The Financial Crisis Inquiry Report',
      author: 'Financial Crisis Inquiry Commission',
      year: 2011,
      publisher: 'US Government Printing Office',
      url: 'https://www.govinfo.gov/app/details/GPO-FCIC',
    },
    { title: 'Too Big to Fail', author: 'Andrew Ross Sorkin', year: 2009, publisher: 'Viking' },
    {
      title: 'Report of Anton R. Valukas, Examiner (In re Lehman Brothers Holdings Inc.)',
      author: 'Anton R. Valukas',
      year: 2010,
      publisher: 'US Bankruptcy Court, Southern District of New York',
    },
    {
      title:
        'Nomura to acquire Lehman Brothers’ Asia Pacific franchise; and its European and Middle Eastern equities and investment banking operations (press releases, 22 and 23 September 2008)',
      author: 'Nomura Holdings',
      year: 2008,
      publisher: 'Nomura Holdings',
    },
    {
      title:
        'Investigation of Failure of the SEC to Uncover Bernard Madoff’s Ponzi Scheme (Report No. OIG-509)',
      author: 'SEC Office of Inspector General',
      year: 2009,
      publisher: 'US Securities and Exchange Commission',
    },
    {
      title: 'Letter to the shareholders of Berkshire Hathaway Inc. for 2002 (on derivatives)',
      author: 'Warren E. Buffett',
      year: 2003,
      url: 'https://www.berkshirehathaway.com/letters/2002pdf.pdf',
    },
    {
      title: 'Stabilizing an Unstable Economy',
      author: 'Hyman P. Minsky',
      year: 1986,
      publisher: 'Yale University Press',
    },
    {
      title: 'Ponzi’s Scheme: The True Story of a Financial Legend',
      author: 'Mitchell Zuckoff',
      year: 2005,
      publisher: 'Random House',
    },
    {
      title: 'The Courage to Act: A Memoir of a Crisis and Its Aftermath',
      author: 'Ben S. Bernanke',
      year: 2015,
      publisher: 'W. W. Norton',
    },
    {
      title: 'Crashed: How a Decade of Financial Crises Changed the World',
      author: 'Adam Tooze',
      year: 2018,
      publisher: 'Viking',
    },
    {
      title: 'The Big Short: Inside the Doomsday Machine',
      author: 'Michael Lewis',
      year: 2010,
      publisher: 'W. W. Norton',
    },
    {
      title: 'Wall Street and the Financial Crisis: Anatomy of a Financial Collapse',
      author: 'US Senate Permanent Subcommittee on Investigations',
      year: 2011,
      publisher: 'US Senate',
    },
    {
      title:
        'Goldman Sachs to Pay Record $550 Million to Settle SEC Charges Related to Subprime Mortgage CDO (press release 2010-123)',
      author: 'US Securities and Exchange Commission',
      year: 2010,
      publisher: 'US Securities and Exchange Commission',
      url: 'https://www.sec.gov/news/press/2010/2010-123.htm',
    },
    {
      title:
        'June Oversight Report: The AIG Rescue, Its Impact on Markets, and the Government’s Exit Strategy',
      author: 'Congressional Oversight Panel',
      year: 2010,
      publisher: 'US Government Printing Office',
    },
  ],
};
