import type { GlossaryEntry, Lesson } from '../schema';

// The Panic of 1873: a railroad boom financed by bonds sold to small savers, the failure of Jay Cooke
// & Company, the first closing of the New York Stock Exchange and the long slump that followed. The
// protagonist is a composite; the people, firms, dates and figures are real (Sprague; Wicker;
// Kindleberger & Aliber; Friedman & Schwartz). Where the key figures come from: Cooke's failure on
// 18 September and the Stock Exchange closed from 20 to 30 September (Sprague 1910; Wicker 2000);
// about $26 million of reserve greenbacks reissued by Richardson (Wicker 2000); the 65-month
// contraction, October 1873 to March 1879, and May 1907 to June 1908 (NBER); the veto of 22 April
// 1874 and the Resumption Act of January 1875 (Friedman & Schwartz 1963).

export const glossary: Record<string, GlossaryEntry> = {
  'railroad-bond': {
    text: 'Railroad bond',
    definition:
      'A loan to a railroad company, sold to investors as a bond and usually secured on the railroad’s land, track or future earnings. It is only as safe as the line’s ability to earn enough to pay the interest.',
  },
  greenback: {
    text: 'Greenback',
    definition:
      'A US paper dollar first issued during the Civil War that, until 1879, could not be exchanged for gold or silver at the Treasury. The name comes from the green ink on the back of the notes.',
  },
  specie: {
    text: 'Specie',
    definition:
      'Money in gold or silver coin, worth the metal in it, as against paper notes. A bank or government that paid “in specie” handed over coin for its notes on demand.',
  },
  'specie-resumption': {
    text: 'Resumption of specie payments',
    definition:
      'A government’s return to exchanging its paper money for gold or silver coin on demand, after a period in which it had stopped. In the United States the Specie Resumption Act of January 1875 set the day, 1 January 1879, from which paper dollars (greenbacks) could again be exchanged for gold.',
  },
};

export const lesson: Lesson = {
  id: 'panic-of-1873',
  title: 'The Panic of 1873',
  subtitle: 'Jay Cooke’s fall and the long slump',
  concept:
    'How a boom in railroad bonds sold to small savers collapsed, closed the stock exchange and began years of falling prices',
  description:
    'Philadelphia, 1873–77. As a widowed schoolteacher with a small inheritance, decide whether to buy the Northern Pacific bonds everyone is selling, what to do on the day Jay Cooke & Company closes its doors, and how to vote on printing more greenbacks. Learn why a railroad boom ended in the first closing of the New York Stock Exchange and one of the longest slumps in US history.',
  preview:
    'The most trusted banker in America is selling 7.3 percent railroad bonds to people like you. Do you buy?',
  difficulty: 'Beginner',
  estimatedTime: '17 minutes',
  type: 'character-driven',
  category: 'crises',
  icon: '🚂',
  color: { from: 'gray', to: 'amber' },
  year: 1873,
  topics: ['Banking System', 'Market Bubbles', 'Financial Contagion'],
  xp: 100,
  character: {
    name: 'Harriet Wolcott',
    age: 39,
    profession: 'Schoolteacher in Philadelphia',
    icon: '📚',
    color: 'from-amber-700 to-stone-800',
    background:
      'Harriet is a composite character, not a real person. Her husband died in the Civil War, and she teaches at a city grammar school. She has $1,500 from a small inheritance and her own savings, and she wants it to earn more than her savings bank pays.',
    traits: [
      'Self-reliant',
      'Trusting of respected names',
      'Careful with small sums',
      'Reads the papers daily',
    ],
    historical: false,
  },
  supportingCharacters: [
    {
      name: 'Jay Cooke',
      role: 'Philadelphia banker who sold Union bonds in the Civil War',
      icon: '🎩',
      influence: 'His firm staked its future on selling bonds of the Northern Pacific Railroad.',
    },
    {
      name: 'Ulysses S. Grant',
      role: 'President of the United States, 1869–77',
      icon: '🏛️',
      influence: 'Met bankers during the panic, and in 1874 vetoed a bill to issue more greenbacks.',
    },
    {
      name: 'William A. Richardson',
      role: 'Secretary of the Treasury',
      icon: '💵',
      influence: 'Put about $26 million of reserve greenbacks into circulation during the panic.',
    },
    {
      name: 'Mr. Abernathy',
      role: 'A bond agent for Jay Cooke & Company (composite)',
      icon: '🧳',
      influence: 'Visits teachers and shopkeepers to sell Northern Pacific bonds.',
    },
  ],
  concepts: [
    { id: 'railroad-boom', name: 'A boom financed by bonds', level: 'beginner' },
    { id: 'bank-failure-spreads', name: 'How one bank’s failure spreads', level: 'beginner' },
    { id: 'exchange-closure', name: 'Closing a stock exchange to stop a panic', level: 'intermediate' },
    { id: 'money-debate', name: 'Greenbacks, gold and the money debate', level: 'intermediate' },
    { id: 'long-slump', name: 'Deflation and a long slump', level: 'intermediate' },
  ],
  storyState: [
    {
      key: 'plan',
      label: 'What Harriet did with her $1,500',
      initial: 'kept all $1,500 in the savings bank',
      format: 'text',
    },
    { key: 'bank', label: 'In the savings bank in June 1873', initial: 1500, format: 'usd' },
    { key: 'npBonds', label: 'Northern Pacific bonds', initial: 0, format: 'usd' },
    { key: 'govBonds', label: 'US government bonds', initial: 0, format: 'usd' },
    {
      key: 'outShare',
      label: 'Share of the bank balance taken out in the run',
      initial: 0,
      format: 'number',
    },
    { key: 'taken', label: 'Living money taken out in the run', initial: 0, format: 'usd' },
    { key: 'letter', label: 'What the club’s letter urged', format: 'text' },
  ],
  pages: [
    {
      type: 'cover',
      id: 'cover',
      title: 'The Panic of 1873',
      subtitle: 'Philadelphia, 18 September 1873',
      startButtonText: 'Read the bond circular',
      visualType: 'newspaper',
      keyPoint: 'A respected name on a risky bond does not make the bond safe.',
    },
    {
      type: 'character-intro',
      id: 'meet-harriet',
      chapter: 'Chapter 1: The railroad boom',
      title: 'Meet Harriet Wolcott',
      narrative: {
        setup:
          'Philadelphia, spring 1873. Railroads are being built everywhere. Since the Civil War the country’s track has roughly doubled. Towns compete to be on a line.',
        situation:
          'A bond agent visits Harriet’s school. He sells bonds of the Northern Pacific Railroad, which will run from Lake Superior to the Pacific. They pay 7.3 percent in gold. They are sold by Jay Cooke & Company, the firm that sold much of the debt that paid for the Union’s war.',
        characterThoughts:
          'My savings bank pays 5 percent. This pays 7.3, and Mr. Cooke saved the Union. Surely that is safe?',
      },
      definitions: ['railroad-bond'],
      interactiveElements: [
        {
          id: 'savings',
          icon: '💵',
          label: '$1,500',
          tooltip: 'Harriet’s savings',
          detail: 'About three years of her teacher’s pay.',
        },
        {
          id: 'route',
          icon: '🗺️',
          label: 'Lake Superior to the Pacific',
          tooltip: 'The Northern Pacific',
          detail:
            'The Northern Pacific’s route crossed thinly settled land. It would earn money only once farms and towns grew along it.',
        },
      ],
      visualType: 'factory',
      keyPoint: 'A higher rate from a famous seller is still a higher risk.',
    },
    {
      type: 'story',
      id: 'boom',
      chapter: 'Chapter 1: The railroad boom',
      title: 'Building Ahead of Demand',
      mainText:
        'After the Civil War, Americans and Europeans poured money into railroads. Many lines were built ahead of the traffic that would pay for them. Promoters raised money with bonds, and they paid early interest out of new borrowing.\n\nJay Cooke had become famous selling government war bonds to ordinary people through thousands of agents. In 1870 his firm took on the Northern Pacific. Selling its bonds was hard. Europe’s investors grew wary, and the line needed more and more money.\n\nIn May 1873 the stock market in Vienna crashed, and trouble spread to Berlin. European money for American railroads slowed. In the US, money was tight every autumn as crops were shipped. Cooke’s firm had lent large sums to the railroad it was trying to finance.',
      narrative: {
        setup:
          'Harriet reads a newspaper story that calls the Northern Pacific’s land a frozen waste. Another calls it a garden.',
      },
      definitions: ['railroad-bond', 'speculative-bubble'],
      interactiveElements: [
        {
          id: 'vienna',
          icon: '🌍',
          label: 'Vienna, May 1873',
          tooltip: 'The crash abroad',
          detail:
            'A building and banking boom in Austria and Germany collapsed first, and European lenders pulled back.',
        },
      ],
      visualType: 'globe',
      keyPoint: 'When a banker lends to the project he is selling, his bank stands or falls with it.',
    },
    {
      type: 'decision-point',
      id: 'buy-the-bonds',
      chapter: 'Chapter 1: The railroad boom',
      title: 'Buy Northern Pacific Bonds?',
      situation: 'June 1873. The agent returns for an answer.',
      decision: {
        situation:
          'The agent says the bonds are secured by millions of acres of land granted by Congress. Government bonds pay about 6 percent in gold. Harriet’s savings bank pays 5 percent. Some newspapers warn that the railroad is spending faster than it can sell bonds.',
        context: {
          'Northern Pacific bonds': '7.3% in gold',
          'US government bonds': 'about 6% in gold',
          'Savings bank': 'about 5%',
          'Her savings': '$1,500',
        },
        prompt: 'What should Harriet do?',
        choices: [
          {
            id: 'buy-northern-pacific',
            effects: {
              set: {
                npBonds: 1000,
                bank: 500,
                plan: 'bought $1,000 of Northern Pacific bonds and kept $500 in the savings bank',
              },
            },
            title: 'Buy $1,000 of Northern Pacific bonds',
            description: 'Trust Jay Cooke and take the higher interest.',
            icon: '🚂',
            color: 'from-rose-500 to-red-600',
            reward: 'More interest, from a famous name',
            risk: 'An unfinished railroad may not pay',
            consequence:
              'The Northern Pacific could not pay its interest after the panic and went bankrupt in 1875. Bondholders were later offered stock in a reorganized company in place of their bonds; many small buyers sold out at a heavy loss.',
          },
          {
            id: 'buy-government',
            effects: {
              set: {
                govBonds: 1000,
                bank: 500,
                plan: 'bought $1,000 of US government bonds and kept $500 in the savings bank',
              },
            },
            title: 'Buy US government bonds',
            description: 'Put $1,000 into government bonds and take a little less interest.',
            icon: '🏛️',
            color: 'from-emerald-500 to-teal-600',
            reward: 'The safest interest in the country',
            risk: 'Lower income than the railroad bonds',
            consequence:
              'US government bonds kept paying through the panic and the slump. As prices fell in the 1870s, their fixed interest bought more each year.',
          },
          {
            id: 'keep-savings-bank',
            effects: { set: { bank: 1500, plan: 'kept all $1,500 in the savings bank' } },
            title: 'Keep it in the savings bank',
            description: 'Leave all $1,500 with the bank she knows.',
            icon: '🏦',
            color: 'from-slate-500 to-slate-700',
            reward: 'Easy to reach, with steady interest',
            risk: 'Savings banks can fail in a panic too',
            consequence:
              'Many savings banks made it through, some after limiting withdrawals for a time. Others that had lent on railroads or city land failed in the years of the slump.',
          },
        ],
      },
      lesson:
        'Before buying a bond, ask what earns the money to pay it. A name on the circular is not an answer.',
      historicalNote:
        'Cooke sold Northern Pacific bonds to small savers through a network of agents and newspaper advertising, as he had sold war bonds.',
      definitions: ['railroad-bond', 'credit-spread'],
      visualType: 'scale',
      keyPoint: 'Extra interest is the market’s price for risk; find out what the risk is.',
    },
    {
      type: 'visual-story',
      id: 'black-thursday-1873',
      chapter: 'Chapter 2: The panic',
      title: 'The House of Cooke Falls',
      mainText:
        'On Thursday 18 September 1873 Jay Cooke & Company closed its doors in Philadelphia and New York. It could not sell enough bonds to cover what it had lent to the Northern Pacific.\n\nThe news stunned the country. If Jay Cooke could fail, who was safe? Depositors ran on other banks and brokers. Stock prices fell hard. More firms failed the next day.\n\nOn Saturday 20 September the New York Stock Exchange closed its doors, for the first time in its history. It stayed closed for ten days, until 30 September.',
      narrative: {
        setup:
          'A newsboy runs past Harriet’s school shouting the news. Parents arrive early to collect their children and head for their banks.',
        characterThoughts: 'The man who paid for the war could not pay his own bills.',
      },
      definitions: ['bank-run', 'financial-contagion'],
      interactiveElements: [
        {
          id: 'ten-days',
          icon: '🔒',
          label: 'Ten days closed',
          tooltip: 'The New York Stock Exchange, 20–30 September 1873',
          detail:
            'Closing stopped forced selling at panic prices, but it also froze everyone who needed to sell.',
        },
      ],
      visualType: 'bank-run',
      keyPoint:
        'The failure of a trusted name does more damage than its size alone, because it makes everyone doubt everyone.',
    },
    {
      type: 'decision-point',
      id: 'the-run',
      chapter: 'Chapter 2: The panic',
      title: 'The Savings Bank Line',
      situation: 'Monday 22 September 1873. A crowd has formed at Harriet’s savings bank.',
      decision: {
        situation:
          'Harriet has {bank} in the savings bank. The bank says it is sound, but it may ask depositors to give notice before large withdrawals, as its rules allow. In New York the banks have pooled their cash and are paying each other in clearing-house certificates.',
        context: {
          'Harriet’s balance': '{bank}',
          'At the savings bank': 'a crowd at the doors',
          'Bank rules': 'notice may be required for withdrawals',
          'New York banks': 'pooling reserves, limiting cash',
          'Deposit insurance': 'none',
        },
        prompt: 'What does Harriet do?',
        choices: [
          {
            id: 'withdraw-all',
            effects: { set: { outShare: 1 } },
            title: 'Join the line and withdraw it all',
            description: 'Cash in hand is the only sure thing.',
            icon: '🏃‍♀️',
            color: 'from-rose-500 to-red-600',
            reward: 'Safe if the bank fails',
            risk: 'Hours in line, no interest, and a push to the run',
            consequence:
              'Harriet would have carried home {bank * outShare + taken:usd}. Many did, and banks across the country limited cash payments for weeks. Those who hoarded cash were safe from bank failures but added to the squeeze on everyone else.',
          },
          {
            id: 'withdraw-some',
            effects: { set: { taken: 200 } },
            title: 'Take out $200 of living money',
            description: 'About five months of her pay, enough to be safe for the winter.',
            icon: '✂️',
            color: 'from-amber-500 to-orange-600',
            reward: 'Protection against a long freeze, without adding much to the run',
            risk: 'The rest stays in the bank',
            consequence:
              'A middle path many careful families took. It protected daily life while leaving {bank - taken:usd} in the bank to earn interest.',
          },
          {
            id: 'stay-home',
            effects: { set: { outShare: 0, taken: 0 } },
            title: 'Stay away from the crowd',
            description: 'Panics pass. Wait for the bank to reopen normally.',
            icon: '🧘‍♀️',
            color: 'from-slate-500 to-slate-700',
            reward: 'No part in the run',
            risk: 'If this bank fails, there is no insurance',
            consequence:
              'Most savings banks in big cities came through the panic itself. The greater danger came later, as the slump dragged on and bad loans grew.',
          },
        ],
      },
      lesson:
        'With no deposit insurance and no central bank, each depositor had to judge the bank alone, and fear could beat judgment.',
      historicalNote:
        'The New York Clearing House pooled its members’ reserves and issued clearing-house loan certificates, as it would again in 1907. Treasury Secretary William Richardson put about $26 million of reserve greenbacks into circulation.',
      definitions: ['clearing-house-loan-certificate', 'greenback'],
      visualType: 'bank-run',
      keyPoint:
        'Pooling reserves let the strong banks hold up the weak ones, a private version of a lender of last resort.',
    },
    {
      type: 'story',
      id: 'long-slump',
      variants: [
        {
          when: { npBonds: 1000 },
          narrative: {
            setup:
              'Harriet’s school cuts teachers’ pay. Her brother, an ironworker, is laid off. Her $1,000 of Northern Pacific bonds have paid no interest since the panic.',
          },
        },
        {
          when: { govBonds: 1000 },
          narrative: {
            setup:
              'Harriet’s school cuts teachers’ pay. Her brother, an ironworker, is laid off. Her government bonds still pay $60 a year in gold, and as prices fall that $60 buys more each year.',
          },
        },
      ],
      chapter: 'Chapter 3: The long slump',
      title: 'Sixty-Five Months',
      mainText:
        'The panic ended in weeks. The slump lasted years. The National Bureau of Economic Research dates the downturn from October 1873 to March 1879, 65 months, the longest in its records.\n\nRailroad building collapsed. By 1876 dozens of railroads had gone bankrupt, including the Northern Pacific. Iron works and factories cut wages and jobs. Prices fell year after year. Falling prices made debts harder to pay, because farmers and firms earned fewer dollars while their debts stayed the same.\n\nIn July 1877 railroad workers struck against wage cuts. The Great Railroad Strike spread from West Virginia to Pittsburgh, Chicago and St. Louis, and federal troops were sent in. Around a hundred people were killed.',
      narrative: {
        setup: 'Harriet’s school cuts teachers’ pay. Her brother, an ironworker, is laid off.',
      },
      definitions: ['deflation', 'recession'],
      interactiveElements: [
        {
          id: 'deflation-debt',
          icon: '⚖️',
          label: 'Falling prices, fixed debts',
          tooltip: 'Why deflation hurts borrowers',
          detail:
            'A farmer who owes $1,000 must sell more wheat to pay it when wheat prices fall. The debt grows in real terms.',
        },
      ],
      visualType: 'factory',
      keyPoint:
        'A panic is a few weeks of fear. A slump is years of falling prices, lost jobs and unpaid debts.',
    },
    {
      type: 'decision-point',
      id: 'money-vote',
      chapter: 'Chapter 3: The long slump',
      title: 'More Greenbacks or Back to Gold?',
      situation: 'April 1874. Congress has passed a bill to issue more greenbacks.',
      decision: {
        situation:
          'Farmers and debtors want more paper money to raise prices and ease their debts. Bankers and bondholders want the dollar made convertible into gold again, as before the war. Congress has passed a bill adding greenbacks. Harriet writes letters for her neighborhood’s civic club.',
        context: {
          Greenbacks: 'paper dollars, not convertible into gold',
          'The bill': 'adds more greenbacks',
          'Debtors say': 'more money, higher prices',
          'Creditors say': 'sound money, back to gold',
        },
        prompt: 'What should the club’s letter urge President Grant to do?',
        choices: [
          {
            id: 'sign-inflation-bill',
            effects: { set: { letter: 'sign the bill for more greenbacks' } },
            title: 'Sign the bill for more greenbacks',
            description: 'Ease debts and stop prices falling.',
            icon: '🖨️',
            color: 'from-amber-500 to-orange-600',
            reward: 'Relief for debtors and farmers',
            risk: 'Loss of confidence in the dollar and the government’s credit',
            consequence:
              'Grant vetoed the bill on 22 April 1874. Supporters of more paper money later formed the Greenback Party.',
          },
          {
            id: 'veto-and-resume',
            effects: { set: { letter: 'veto the bill and plan a return to gold' } },
            title: 'Veto it and plan a return to gold',
            description: 'Make the dollar as good as gold again.',
            icon: '🪙',
            color: 'from-emerald-500 to-teal-600',
            reward: 'Stronger credit, cheaper borrowing for the government',
            risk: 'Tighter money and falling prices for years',
            consequence:
              'This is what happened. Grant vetoed the bill, and the Specie Resumption Act of January 1875 set 1 January 1879 for greenbacks to become convertible into gold. Prices kept falling until then.',
          },
          {
            id: 'coin-silver',
            effects: { set: { letter: 'coin silver freely again' } },
            title: 'Ask for silver to be coined freely again',
            description: 'More money, but backed by metal.',
            icon: '🥈',
            color: 'from-sky-500 to-indigo-600',
            reward: 'More money without printing paper',
            risk: 'A dollar worth less than a gold dollar',
            consequence:
              'The Coinage Act of February 1873 had stopped the free coinage of silver dollars. Silver became a political cause for the next 25 years, but free coinage never returned.',
          },
        ],
      },
      lesson:
        'Fights over money are fights over who bears losses: debtors want more money and rising prices; creditors want sound money and stable prices.',
      historicalNote:
        'Resumption took effect on 1 January 1879. The slump ended about then, and the economy grew fast in the early 1880s.',
      definitions: ['greenback', 'specie', 'specie-resumption', 'gold-standard'],
      visualType: 'coins',
      keyPoint:
        'There is no neutral answer in a money debate; every choice moves wealth between debtors and creditors.',
    },
    {
      type: 'interactive',
      id: 'three-panics',
      chapter: 'Compare',
      title: '1873, 1907 and Today',
      mainText: 'Who did what in a banking panic, before and after the country had a central bank.',
      comparison: {
        columns: ['Question', 'September 1873', 'October 1907', 'Today'],
        rows: [
          {
            label: 'What set it off',
            values: ['A bank tied to a railroad failed', 'A failed copper corner', 'Varies'],
          },
          {
            label: 'Who supplied cash',
            values: [
              'Clearing House pool; Treasury released greenbacks',
              'J. P. Morgan’s bankers; the Treasury',
              'The Federal Reserve',
            ],
          },
          {
            label: 'Stock exchange',
            values: [
              'Closed for ten days',
              'Stayed open with a $25 million pool',
              'Circuit breakers pause trading',
            ],
          },
          {
            label: 'Small depositors',
            values: ['No insurance', 'No insurance', 'FDIC insurance up to its limit'],
          },
          {
            label: 'What followed',
            values: ['A 65-month slump', 'A 13-month recession, May 1907 to June 1908', 'Varies'],
          },
        ],
      },
      definitions: ['lender-of-last-resort', 'circuit-breaker'],
      visualType: 'scale',
      keyPoint:
        'Each American panic added a piece to the safety net: clearing houses, then the Fed, then deposit insurance.',
    },
    {
      type: 'quiz',
      id: 'quiz',
      chapter: 'Check your understanding',
      title: 'Panic of 1873 Quiz',
      questions: [
        {
          question:
            'A $1,000 Northern Pacific bond pays 7.3 percent a year. How much interest is that each year?',
          options: ['$7.30', '$73', '$730', '$1,073'],
          correct: 1,
          explanation:
            '7.3 percent of $1,000 is $73 a year, $23 more than a 5 percent savings bank would pay, if the railroad could pay it.',
          kind: 'calculation',
        },
        {
          question: 'The NBER dates the slump from October 1873 to March 1879. About how many years is that?',
          options: ['About 1½ years', 'About 3 years', 'About 5½ years', 'About 10 years'],
          correct: 2,
          explanation:
            'October 1873 to March 1879 is 65 months, about 5½ years, the longest downturn in the NBER’s records.',
          kind: 'calculation',
        },
        {
          question: 'Why did the failure of Jay Cooke & Company cause such a panic?',
          options: [
            'It was the government’s central bank, so its fall froze all payments',
            'It was a famous, trusted firm, so its fall made people doubt every bank',
            'It held all the country’s gold, so its failure left the banks with none',
            'It owned the New York Stock Exchange and most of the firms trading there',
          ],
          correct: 1,
          explanation:
            'Cooke had sold the Union’s war bonds. If his firm could fail, depositors reasoned, any bank could, so they ran.',
        },
        {
          question: 'What did the New York Stock Exchange do on 20 September 1873, for the first time?',
          options: [
            'Banned short selling',
            'Closed for ten days',
            'Set a daily limit on how far prices could fall',
            'Began trading railroad bonds',
          ],
          correct: 1,
          explanation: 'It closed until 30 September to stop forced selling at panic prices.',
        },
      ],
      keyPoint: 'Interest is rate times principal; the question is whether the borrower can pay it.',
      visualType: 'coins',
    },
    {
      type: 'reflection',
      id: 'reflection',
      chapter: 'Reflection',
      title: 'Trust, Names and Money',
      prompt: 'Think about Harriet’s choices and the country’s.',
      questions: [
        'Why did small savers trust Jay Cooke’s railroad bonds?',
        'Was closing the stock exchange for ten days a good idea? Who did it help and who did it hurt?',
        'Why did falling prices in the 1870s hurt farmers and help bondholders?',
        'What did 1873 and 1907 have in common, and what was missing in both?',
      ],
      finalThought:
        'In 1873 the most trusted banker in America failed because he lent to the project he was selling. The slump that followed lasted longer than any other in the nation’s records.',
      visualType: 'newspaper',
      keyPoint: 'Look past the name to the borrower.',
    },
    {
      type: 'summary',
      id: 'summary',
      chapter: 'Summary',
      title: 'What the Panic of 1873 Teaches',
      conceptLearned:
        'Railroad bonds, bank failures and contagion, exchange closures, the money debate and deflation',
      ending: {
        intro: 'Your choices beside what happened to people of the time.',
        rows: [
          {
            label: 'In June 1873 you',
            yours: '{plan}',
            history:
              'Thousands of small savers bought Northern Pacific bonds from Cooke’s agents. The railroad went bankrupt in 1875.',
          },
          {
            label: 'Interest a year during the slump',
            yours: '{govBonds * 0.06 + bank * 0.05 - bank * outShare * 0.05 - taken * 0.05:usd}',
            history:
              'Northern Pacific bondholders got no interest after the panic and were later offered stock instead. Government bonds paid in full every year.',
          },
          {
            label: 'Cash taken home in the run',
            yours: '{bank * outShare + taken:usd}',
            history:
              'Many depositors hoarded cash, and banks across the country limited cash payments for weeks.',
          },
          {
            label: 'The letter urged Grant to',
            yours: '{letter}',
            history:
              'Grant vetoed the greenback bill on 22 April 1874. Paper dollars could be exchanged for gold again from 1 January 1879.',
          },
        ],
      },
      keyTakeaways: [
        'After the Civil War, railroads were built ahead of demand, financed by bonds sold in America and Europe.',
        'Jay Cooke & Company sold Northern Pacific bonds to small savers and lent heavily to the line itself; it failed on 18 September 1873.',
        'Runs spread, banks limited cash, and the New York Stock Exchange closed for ten days, for the first time.',
        'The downturn lasted 65 months, to March 1879, with falling prices, railroad bankruptcies and the strike of 1877.',
        'Grant vetoed more greenbacks in 1874, and the dollar returned to gold convertibility on 1 January 1879.',
      ],
      nextSteps: [
        'See how the next great panic, in 1907, led to the Federal Reserve.',
        'Learn more about money tied to gold in the gold standard lesson.',
      ],
      visualType: 'factory',
      keyPoint: 'Booms built on borrowed money end when the borrowing stops.',
    },
  ],
  sources: [
    {
      title: 'History of Crises under the National Banking System',
      author: 'O. M. W. Sprague',
      year: 1910,
      publisher: 'National Monetary Commission, US Senate Document 538',
    },
    {
      title: 'Banking Panics of the Gilded Age',
      author: 'Elmus Wicker',
      year: 2000,
      publisher: 'Cambridge University Press',
    },
    {
      title: 'A Monetary History of the United States, 1867–1960',
      author: 'Milton Friedman and Anna J. Schwartz',
      year: 1963,
      publisher: 'Princeton University Press',
    },
    {
      title: 'Manias, Panics and Crashes: A History of Financial Crises (5th edition)',
      author: 'Charles P. Kindleberger and Robert Z. Aliber',
      year: 2005,
      publisher: 'John Wiley & Sons',
    },
    {
      title: 'US Business Cycle Expansions and Contractions',
      author: 'National Bureau of Economic Research',
      year: 2023,
      publisher: 'NBER',
      url: 'https://www.nber.org/research/data/us-business-cycle-expansions-and-contractions',
    },
  ],
};
