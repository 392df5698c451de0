import { bankRuns1929Chart } from '../charts/pages/bank-runs-1929';
import type { GlossaryEntry, Lesson } from '../schema';

// The 1929 crash and the bank panics of 1930–33, told through a composite Bronx shopkeeper whose
// bank, the Bank of United States, failed in December 1930.

export const glossary: Record<string, GlossaryEntry> = {
  'bank-run': {
    text: 'Bank run',
    definition:
      'When many depositors rush to withdraw their money at once because they fear the bank will fail. Since a bank lends out most deposits, even a healthy bank cannot pay everyone on the same day.',
  },
  'fractional-reserve-banking': {
    text: 'Fractional reserve banking',
    definition:
      'The system in which banks keep only a fraction of their deposits as cash or central-bank reserves; the rest of their assets are loans and securities. It lets banks finance businesses and homes, but it means a bank depends on depositors not all asking for their money at once.',
  },
  'deposit-insurance': {
    text: 'Deposit insurance',
    definition:
      'A guarantee, usually from a government agency, that depositors get their money back up to a limit even if their bank fails. In the United States the FDIC has provided it since 1 January 1934.',
  },
  fdic: {
    text: 'Federal Deposit Insurance Corporation (FDIC)',
    definition:
      'The US agency created by the Banking Act of 1933 that insures bank deposits, from 1 January 1934, and closes failed banks. Since October 2008 it has insured up to $250,000 per depositor at each bank for each kind of account ownership, a limit made permanent in 2010.',
  },
  'lender-of-last-resort': {
    text: 'Lender of last resort',
    definition:
      'A central bank’s role of lending freely to sound banks during a panic, against good collateral, so that a rush for cash does not force them to close.',
  },
  'money-supply': {
    text: 'Money supply',
    definition:
      'The total amount of money in an economy, including cash and bank deposits. It grows when banks lend more and central banks create money, and it shrinks when loans are repaid or written off, or when banks fail and people hoard cash.',
  },
  'great-depression': {
    text: 'Great Depression',
    definition:
      'The worldwide slump of the 1930s, the deepest of modern times. In the United States the contraction ran from August 1929 to March 1933: output fell by about a quarter, about a quarter of workers were unemployed in 1933, and about 9,000 banks suspended operations in 1930–33. Recovery took the rest of the decade.',
  },
  depression: {
    text: 'Depression',
    definition:
      'A recession far deeper and longer than usual. There is no official line between the two: most recessions since the Second World War cut output by a few percent and lasted less than a year, while in the Great Depression US output fell by about a quarter over almost four years and about a quarter of workers lost their jobs.',
  },
  'new-deal': {
    text: 'New Deal',
    definition:
      'The programs of President Franklin D. Roosevelt from March 1933: a national bank holiday and the reopening of sound banks, deposit insurance and the separation of deposit-taking banks from securities dealers (the Banking Act of 1933), federal rules for selling and trading securities (1933–34), public works and relief jobs, farm supports and, from 1935, Social Security.',
  },
  'bank-holiday': {
    text: 'Bank holiday',
    definition:
      'An official order closing banks for a period. In March 1933 President Roosevelt closed every bank in the United States so that sound ones could be inspected and reopened.',
  },
  'credit-intermediation': {
    text: 'Credit intermediation',
    definition:
      'The work banks do of gathering savings and deciding who is a good borrower. Bank failures destroy the knowledge and relationships this depends on, so credit dries up even for sound borrowers.',
  },
};

export const lesson: Lesson = {
  id: 'bank-runs-1929',
  title: 'The 1929 Crash and the Bank Runs',
  subtitle: 'New York and the United States, 1929–1933',
  concept: 'Bank runs, fractional reserves and why deposit insurance exists',
  description:
    'Follow a Bronx dress-shop owner from the stock market crash of October 1929 to the failure of her bank in December 1930 and the national bank holiday of March 1933. Learn why healthy banks can be destroyed by fear, how roughly 9,000 bank failures shrank the money supply, and why the FDIC was created.',
  preview: 'A rumor, a line on the sidewalk, and the bank doors close. What would you do with your savings?',
  difficulty: 'Intermediate',
  estimatedTime: '17 minutes',
  type: 'character-driven',
  category: 'crashes',
  icon: '🏦',
  color: { from: 'slate', to: 'red' },
  year: 1929,
  topics: ['Banking System', 'Financial Contagion', 'Monetary Policy', 'Leverage', 'Systemic Risk'],
  xp: 100,
  character: {
    name: 'Sadie Kaplan',
    age: 34,
    profession: 'Owner of a small dress shop in the Bronx',
    icon: '👗',
    color: 'from-rose-500 to-red-700',
    background:
      'Sadie is a composite character, not a real person. She stands for the hundreds of thousands of small savers, many of them immigrant shopkeepers and workers, who kept their money at the Bank of United States. She and her husband Morris have about $1,800 saved there, enough to keep the shop open through a bad year.',
    traits: ['Practical', 'Thrifty', 'Trusts institutions', 'Protective of her family'],
    historical: false,
  },
  supportingCharacters: [
    {
      name: 'Morris Kaplan',
      role: 'Sadie’s husband (composite)',
      icon: '🧔',
      influence: 'Excited by the stock market and tempted to buy shares on margin.',
    },
    {
      name: 'Joseph A. Broderick',
      role: 'New York State Superintendent of Banks',
      icon: '🏛️',
      influence: 'Closed the Bank of United States on 11 December 1930 after rescue talks failed.',
    },
    {
      name: 'Franklin D. Roosevelt',
      role: 'President of the United States from March 1933',
      icon: '🎙️',
      influence:
        'Declared a national bank holiday and explained the reopening of the banks in his first fireside chat.',
    },
    {
      name: 'Milton Friedman and Anna Schwartz',
      role: 'Economists, authors of A Monetary History of the United States (1963)',
      icon: '📚',
      influence:
        'Argued that the Federal Reserve let the banking panics shrink the money supply by about a third.',
    },
  ],
  concepts: [
    { id: 'margin-and-leverage', name: 'Buying on margin', level: 'beginner' },
    { id: 'fractional-reserves', name: 'Fractional reserve banking', level: 'beginner' },
    { id: 'bank-runs', name: 'Bank runs and contagion', level: 'intermediate' },
    { id: 'money-supply-collapse', name: 'How bank failures shrink the money supply', level: 'intermediate' },
    {
      id: 'deposit-insurance',
      name: 'Deposit insurance and the lender of last resort',
      level: 'intermediate',
    },
  ],
  storyState: [
    { key: 'deposit', label: 'Deposit in the Bank of United States', initial: 1800, format: 'usd' },
    { key: 'cash', label: 'Cash at home', initial: 0, format: 'usd' },
    { key: 'shares', label: 'Shares, at market value', initial: 0, format: 'usd' },
    { key: 'loan', label: 'Owed to the broker', initial: 0, format: 'usd' },
    { key: 'plan', label: 'Stock market choice in 1929', format: 'text' },
    { key: 'run', label: 'What Sadie did in the run', format: 'text' },
    { key: 'frozen', label: 'Frozen when the bank closed', format: 'usd' },
    { key: 'safePlace', label: 'Where the money went in 1933', format: 'text' },
  ],
  pages: [
    {
      type: 'cover',
      id: 'cover',
      title: 'The 1929 Crash and the Bank Runs',
      subtitle: 'When fear emptied the banks of America',
      startButtonText: 'Walk to the bank',
      visualType: 'bank-run',
      keyPoint: 'A bank can be sound on Monday and closed on Thursday if everyone believes it will fail.',
    },
    {
      type: 'character-intro',
      id: 'meet-sadie',
      chapter: 'Chapter 1: Boom years',
      title: 'Meet Sadie Kaplan',
      narrative: {
        setup:
          'The Bronx, September 1929. Sadie runs a small dress shop on a busy street. Every Friday she deposits the week’s takings at the local branch of the Bank of United States, a big New York bank with dozens of branches and hundreds of thousands of small depositors.',
        situation:
          'Her husband Morris reads the stock prices aloud at breakfast. The Dow Jones Industrial Average has roughly quadrupled since 1924 and reached a record of about 381 on 3 September. Morris’s cousin says anyone can get rich buying shares with only a small part of the price in cash.',
        characterThoughts: 'Our money is in the bank, where it belongs. Banks do not gamble. Do they?',
      },
      definitions: ['margin-loan', 'fractional-reserve-banking'],
      interactiveElements: [
        {
          id: 'savings',
          icon: '💵',
          label: '$1,800 in savings',
          tooltip: 'The Kaplans’ safety net',
          detail:
            'Roughly a year’s wages for a factory worker at the time. It is all in one bank, which was perfectly normal in 1929, when no deposit insurance existed.',
        },
        {
          id: 'brokers-loans',
          icon: '📈',
          label: 'Brokers’ loans',
          tooltip: 'Borrowed money in the market',
          detail:
            'Loans to buy shares on margin reached about $8.5 billion in 1929. Many buyers put down only a fraction of the price and borrowed the rest.',
        },
      ],
      visualType: 'city',
      keyPoint: 'In 1929 a bank deposit was only as safe as the bank itself.',
    },
    {
      type: 'visual-story',
      id: 'the-crash',
      chapter: 'Chapter 2: The crash',
      title: 'Black Thursday to Black Tuesday',
      mainText:
        'On Thursday 24 October 1929, Black Thursday, prices on the New York Stock Exchange went into free fall in the morning before leading bankers organized a buying effort. The relief did not last. On Black Monday, 28 October, the Dow fell about 13 percent, and on Black Tuesday, 29 October, about 12 percent more, as margin calls forced borrowers to sell. Ticker machines ran hours behind the trading. The fall did not stop there: by July 1932 the Dow stood near 41, about 89 percent below its 1929 peak.',
      narrative: {
        setup:
          'Morris comes home pale. His cousin, who bought on margin, has been wiped out: his broker sold his shares when he could not put up more cash.',
        characterThoughts: 'Thank God our savings are in the bank and not in the market.',
      },
      definitions: ['margin-call', 'leverage'],
      interactiveElements: [
        {
          id: 'ticker-delay',
          icon: '📠',
          label: 'Ticker hours behind',
          tooltip: 'Prices nobody could see',
          detail:
            'With record volumes, the ticker tape printed prices long after trades happened, so investors sold without knowing what their shares were worth, which fed the panic.',
        },
        {
          id: 'minus-89',
          icon: '📉',
          label: '−89%',
          tooltip: 'Peak to trough, 1929–1932',
          detail:
            'The Dow fell from about 381 in September 1929 to about 41 in July 1932. It took until 1954 for the Dow to regain its 1929 peak.',
        },
      ],
      visualType: 'ticker-crash',
      keyPoint: 'Borrowed money turned a falling market into a forced-selling stampede.',
    },
    {
      type: 'decision-point',
      id: 'buy-the-dip',
      chapter: 'Chapter 2: The crash',
      title: 'Bargains or Traps?',
      situation: 'November 1929. Prices have fallen by about 40 percent from the peak.',
      decision: {
        situation:
          'Morris argues that good companies are now on sale. A broker will let them buy shares with 25 percent down and the rest on a loan. Sadie’s savings are the only cushion the shop has.',
        context: {
          'Dow Jones Industrial Average': 'about 230, down from 381',
          'Kaplan savings': '$1,800 in the Bank of United States',
          'Broker’s offer': 'buy $4,000 of shares with $1,000 down',
          'Unemployment (late 1929)': 'about 3 percent and rising',
        },
        prompt: 'What should the Kaplans do?',
        choices: [
          {
            id: 'buy-on-margin',
            title: 'Buy on margin',
            description: 'Put $1,000 down and borrow $3,000 to buy $4,000 of shares.',
            icon: '📈',
            color: 'from-red-500 to-rose-700',
            reward: 'If prices bounce back, gains are four times larger than with cash alone',
            risk: 'A further 25 percent fall wipes out your stake and brings margin calls',
            consequence:
              'Prices did rally in early 1930, then kept falling for two more years. By 1932 shares bought in November 1929 had lost over 80 percent; the $1,000 stake would have been wiped out and more demanded. For now the Kaplans have {deposit} left in the bank.',
            effects: {
              add: { deposit: -1000, shares: 4000, loan: 3000 },
              set: { plan: 'Bought $4,000 of shares on margin' },
            },
          },
          {
            id: 'buy-small-cash',
            title: 'Buy a little with cash',
            description: 'Spend $300 of savings on shares outright, no borrowing.',
            icon: '🪙',
            color: 'from-amber-500 to-orange-600',
            reward: 'Some exposure to a recovery without debt',
            risk: 'The shares can still lose most of their value',
            consequence:
              'By 1932 the $300 of shares would have been worth roughly $50–60, but nobody could force a sale, and patient holders who kept them for decades recovered. The Kaplans have {deposit} left in the bank.',
            effects: {
              add: { deposit: -300, shares: 300 },
              set: { plan: 'Bought $300 of shares with cash' },
            },
          },
          {
            id: 'keep-in-bank',
            title: 'Keep the savings in the bank',
            description: 'Stay out of the market entirely.',
            icon: '🏦',
            color: 'from-slate-500 to-slate-700',
            reward: 'No stock market losses',
            risk: 'All the family’s money depends on one bank staying open',
            consequence:
              'The Kaplans avoid the market’s long slide, and all {deposit} stays in the bank. But the danger they have not considered is the bank itself.',
            effects: { set: { plan: 'Stayed out of the market' } },
          },
        ],
      },
      lesson:
        'Buying after a big fall is not automatically a bargain, and buying with borrowed money can turn a bad year into ruin.',
      historicalNote:
        'Margin requirements were set by brokers, not by law, in 1929. After the crash, Congress gave the Federal Reserve power to set minimum margin requirements in the Securities Exchange Act of 1934.',
      definitions: ['margin-loan', 'margin-call'],
      visualType: 'chart-down',
      keyPoint: 'A falling price can always fall further; borrowing removes your ability to wait.',
    },
    {
      type: 'visual-story',
      id: 'how-banks-work',
      chapter: 'Chapter 3: The bank',
      title: 'Where Does a Deposit Go?',
      mainText:
        'A bank does not keep your deposit in a drawer with your name on it. It keeps a small part as cash and lends the rest to businesses, homebuyers and other borrowers, or invests it. That is how savings become shops, houses and factories.\n\nIt works as long as depositors trust the bank and withdraw only what they need. If everyone asks for their money on the same day, the bank must sell loans and investments in a hurry, at a loss, and may fail even if its loans were good. In 1930 there was no federal deposit insurance: if your bank failed, you waited in line for whatever could be recovered.',
      narrative: {
        setup:
          'A bank clerk explains to Sadie why the branch has only a few thousand dollars in the vault, against millions in deposits.',
      },
      definitions: ['fractional-reserve-banking', 'bank-run'],
      interactiveElements: [
        {
          id: 'vault',
          icon: '🔐',
          label: 'The vault',
          tooltip: 'Only a fraction in cash',
          detail:
            'Most of the deposits are out in loans and securities. That is not a flaw; it is what banks are for. It just makes them vulnerable to fear.',
        },
        {
          id: 'self-fulfilling',
          icon: '🔁',
          label: 'A self-fulfilling fear',
          tooltip: 'Why runs spread',
          detail:
            'Economists Douglas Diamond and Philip Dybvig showed in 1983 that if each depositor expects others to run, running is rational for each, and a sound bank can be destroyed.',
        },
      ],
      visualType: 'vault',
      keyPoint: 'Banks turn savings into loans, which is exactly why they cannot repay everyone at once.',
    },
    {
      type: 'story',
      id: 'the-rumour',
      chapter: 'Chapter 3: The bank',
      title: 'A Rumor in the Bronx',
      mainText:
        'December 1930. The economy is sinking and banks are failing across the South and Midwest; in November the collapse of Caldwell and Company in Nashville dragged down banks in several states. In New York, talks to merge the troubled Bank of United States with other banks have broken down. On 10 December a story spreads through the Bronx: a merchant who tried to sell his shares in the bank was told not to. By afternoon thousands of people crowd the Bronx branch, and the crowd spreads to other branches.',
      dialogue: [
        {
          speaker: 'Neighbor',
          text: 'They would not let that shopkeeper sell his stock. That means they are hiding something.',
        },
        { speaker: 'Sadie', text: 'Or it means somebody made a mistake at the counter.' },
        { speaker: 'Neighbor', text: 'Do you want to find out with your savings still inside?' },
      ],
      definitions: ['bank-run'],
      visualType: 'bank-run',
      keyPoint: 'In a panic, what people believe about a bank matters more than what is in its books.',
    },
    {
      type: 'decision-point',
      id: 'the-queue',
      chapter: 'Chapter 4: The run',
      title: 'Join the Line?',
      situation: 'The evening of 10 December 1930. A line of depositors stretches down the block.',
      decision: {
        situation:
          'The bank is still paying out, slowly. Police are keeping order. If you join the line you might get your money tonight or tomorrow; if the bank closes first, your deposit will be frozen.',
        context: {
          'Your deposit': '{deposit}',
          'Crowd outside': 'thousands of depositors',
          'Deposit insurance': 'none',
          'Bank of United States': 'about $200 million of deposits, roughly 400,000 depositors',
        },
        prompt: 'What does Sadie do?',
        timeLimit: 'The doors may not open tomorrow',
        choices: [
          {
            id: 'withdraw-all',
            title: 'Join the line and withdraw everything',
            description: 'Stand in the cold all night if needed and take out the full {deposit}.',
            icon: '🏃',
            color: 'from-red-500 to-rose-700',
            reward: 'Your cash is safe in your hands if you reach the counter in time',
            risk: 'You add to the run that may bring the bank down; cash at home can be stolen',
            consequence:
              'Sadie reached the counter in time and now has {cash} at home. The next morning, 11 December, Superintendent Broderick closed the bank. Those who withdrew were safe; those who did not had their deposits frozen.',
            effects: { compute: { cash: 'cash + deposit' }, set: { deposit: 0, run: 'withdrew everything' } },
          },
          {
            id: 'withdraw-part',
            title: 'Withdraw part',
            description: 'Take out $500 and keep it at home for the shop, leaving the rest.',
            icon: '⚖️',
            color: 'from-amber-500 to-orange-600',
            reward: 'Enough cash to keep the shop running for a few months',
            risk: 'Most of your savings are still locked in if the bank closes',
            consequence:
              'Sadie reached the counter and took $500 home, enough to carry the shop for a few months if she must. The remaining {deposit} was frozen when the bank shut on 11 December.',
            effects: { add: { deposit: -500, cash: 500 }, set: { run: 'withdrew $500' } },
          },
          {
            id: 'stay-calm',
            title: 'Stay calm and go home',
            description: 'Trust that the authorities will not let such a big bank fail.',
            icon: '🏠',
            color: 'from-slate-500 to-slate-700',
            reward: 'You do not add to the panic',
            risk: 'If the bank closes, all {deposit} is frozen',
            consequence:
              'The bank closed the next morning. The Kaplans’ {deposit} was frozen. Depositors were paid back in installments over the following years and recovered much, but not all, of their money.',
            effects: { set: { run: 'stayed home' } },
          },
        ],
      },
      lesson:
        'Without deposit insurance, running first is the rational choice for each saver, even though a run by everyone destroys the bank.',
      historicalNote:
        'The Bank of United States was closed on 11 December 1930, the largest American bank failure up to that time. Friedman and Schwartz argue that letting it fail, after rescue talks among New York bankers collapsed, badly damaged confidence in banks across the country.',
      definitions: ['bank-run', 'lender-of-last-resort'],
      visualType: 'bank-run',
      keyPoint: 'A bank run is a race in which every individual is sensible and the crowd is destructive.',
    },
    {
      type: 'visual-story',
      id: 'contagion',
      // The bank closed on 11 December 1930; by 1932 shares had lost over 80 percent.
      effects: { compute: { frozen: 'deposit' }, set: { deposit: 0 }, mul: { shares: 0.2 } },
      chapter: 'Chapter 5: The contraction',
      title: 'Waves of Panic, 1931–1933',
      mainText:
        'The failure of 1930 was only the first wave. In 1931 the collapse of Austria’s Creditanstalt in May spread panic through Europe; in September Britain left the gold standard, and the Federal Reserve raised its discount rate sharply to protect the dollar, squeezing banks in the middle of a depression. A final wave hit in late 1932 and early 1933, as state after state declared bank holidays.\n\nIn all, roughly 9,000 American banks suspended operations between 1930 and 1933. As deposits vanished and people hoarded cash, the money supply fell by about a third. Prices and wages fell, debts became heavier, and unemployment reached about a quarter of the workforce in 1933.',
      narrative: {
        setup: 'Sadie’s customers stop buying new dresses. Morris takes work where he can find it.',
        characterThoughts:
          'Nobody has money. Not because it was spent, but because it disappeared into closed banks.',
      },
      definitions: ['money-supply', 'credit-intermediation', 'systemic-risk'],
      interactiveElements: [
        {
          id: 'friedman-schwartz',
          icon: '📚',
          label: 'Friedman and Schwartz, 1963',
          tooltip: 'The monetary explanation',
          detail:
            'In A Monetary History of the United States they called this the Great Contraction and blamed the Federal Reserve for not acting as lender of last resort while the money supply collapsed.',
        },
        {
          id: 'bernanke-1983',
          icon: '📄',
          label: 'Bernanke, 1983',
          tooltip: 'The credit explanation',
          detail:
            'Ben Bernanke argued in the American Economic Review that failed banks also took with them their knowledge of local borrowers, so credit dried up for farms and small firms, deepening the slump beyond the money effect.',
        },
      ],
      visualType: 'chart-down',
      keyPoint:
        'When banks fail in waves, money and credit disappear from the whole economy, not just from their depositors.',
    },
    {
      type: 'decision-point',
      id: 'the-reopening',
      chapter: 'Chapter 6: The holiday',
      title: 'Trust the Banks Again?',
      situation:
        'March 1933. Every bank in America has been closed by presidential order. Sadie has {cash} in cash, kept at home since December 1930.',
      variants: [
        {
          when: { cash: { below: 1 } },
          situation:
            'March 1933. Every bank in America has been closed by presidential order. Sadie has no savings in hand: all the Kaplans had was frozen in December 1930, and the shop lives week to week.',
        },
      ],
      decision: {
        situation:
          'President Roosevelt declared a national bank holiday on 6 March 1933. Congress passed the Emergency Banking Act on 9 March. On Sunday 12 March Roosevelt explained on the radio that only banks found sound would reopen, starting the next day.',
        context: {
          'Cash at home': '{cash}',
          'Banks closed': 'all, since 6 March',
          'Reopening from': '13 March, sound banks only',
          Alternative: 'the government-run Postal Savings System',
        },
        prompt: 'Where does Sadie keep her money from now on?',
        choices: [
          {
            id: 'redeposit',
            title: 'Deposit it in a reopened bank',
            description: 'Trust the inspection and put the cash back in a bank.',
            icon: '🏦',
            color: 'from-emerald-500 to-teal-600',
            reward: 'Your money is safe from theft and can be used',
            risk: 'Still no federal deposit insurance until 1934',
            consequence:
              'Many Americans did exactly this. By the end of March 1933, people had brought back more than half of the cash they had hoarded during the panic, and the runs stopped.',
            effects: { set: { safePlace: 'a reopened bank' } },
          },
          {
            id: 'keep-cash',
            title: 'Keep it in the mattress',
            description: 'Never trust a bank again.',
            icon: '🛏️',
            color: 'from-slate-500 to-slate-700',
            reward: 'No bank can freeze it',
            risk: 'Cash at home can be lost or stolen and earns nothing',
            consequence:
              'Your money is safe from bank failure, but hoarded cash is money that cannot be lent, which is part of why recovery was so slow.',
            effects: { set: { safePlace: 'the mattress' } },
          },
          {
            id: 'postal-savings',
            title: 'Use the Postal Savings System',
            description: 'Deposit it at the post office, backed by the federal government.',
            icon: '📮',
            color: 'from-blue-500 to-indigo-600',
            reward: 'Government-backed safety',
            risk: 'Low interest, and little of the money is lent to local businesses',
            consequence:
              'Postal savings deposits grew several-fold in the early 1930s as frightened savers fled banks. It was safe, but it did little to revive lending.',
            effects: { set: { safePlace: 'the post office' } },
          },
        ],
      },
      lesson: 'Panics end when people have a credible reason to believe their money is safe.',
      historicalNote:
        'The Banking Act of 1933, signed on 16 June 1933, created the Federal Deposit Insurance Corporation. Insurance began on 1 January 1934, covering deposits up to $2,500, raised to $5,000 later that year. Bank failures fell from thousands a year to a few dozen, mostly small banks, and their insured depositors were paid in full.',
      definitions: ['bank-holiday', 'deposit-insurance'],
      visualType: 'newspaper',
      keyPoint: 'Confidence is not a mood; it is a guarantee that people believe.',
    },
    {
      type: 'interactive',
      id: 'before-and-after',
      chapter: 'Chapter 7: The fix',
      title: 'Before and After Deposit Insurance',
      mainText: 'Compare a depositor’s world in 1930 with the world the FDIC created.',
      comparison: {
        columns: ['1930–1933', 'From 1934'],
        rows: [
          { label: 'Is my deposit guaranteed?', values: ['No', 'Yes, up to a limit ($2,500, then $5,000)'] },
          {
            label: 'Rational response to a rumor',
            values: ['Run to the bank first', 'Stay home: insured money is safe'],
          },
          {
            label: 'Bank failures',
            values: ['Roughly 9,000 banks suspended in four years', 'Nine insured banks failed in 1934'],
          },
          {
            label: 'Who watches the banks?',
            values: ['Patchy state and federal supervision', 'FDIC examinations added'],
          },
          {
            label: 'The catch',
            values: [
              'Runs destroy sound banks',
              'Insured banks may take more risk (moral hazard), so they need supervision',
            ],
          },
        ],
      },
      definitions: ['deposit-insurance', 'fdic', 'moral-hazard'],
      visualType: 'scale',
      keyPoint: 'Deposit insurance stops runs by removing the reason to run first.',
    },
    bankRuns1929Chart,
    {
      type: 'quiz',
      id: 'quiz',
      chapter: 'Quiz',
      title: 'Check Your Understanding',
      questions: [
        {
          question:
            'A broker lets the Kaplans buy $4,000 of shares with $1,000 down and $3,000 on loan. How far must the shares fall to wipe out their $1,000?',
          options: ['10%', '25%', '50%', '75%'],
          correct: 1,
          explanation:
            "The loan of $3,000 must be repaid whatever happens. If the shares fall 25%, they are worth $3,000: exactly the loan, so the Kaplans' own $1,000 is gone. Borrowing three dollars for every one of your own makes every fall four times as painful.",
          kind: 'calculation',
        },
        {
          question:
            'The Dow fell from about 381 in September 1929 to about 41 in July 1932. About how much of its value did it lose?',
          options: ['About 41%', 'About 59%', 'About 89%', 'About 97%'],
          correct: 2,
          explanation:
            'The fall was 381 − 41 = 340 points. As a share of the starting level, 340 ÷ 381 is about 0.89, or 89%. A share bought at the peak for $100 was worth about $11 at the bottom.',
          kind: 'calculation',
        },
        {
          question: 'Why could even a well-run bank fail in a run in 1930?',
          options: [
            'Banks were not allowed to make loans, so they earned nothing to pay depositors',
            'It had lent out most deposits, so it could not pay every depositor at once',
            'The Federal Reserve took its cash every evening',
            'It had lost all its deposits in the stock market crash',
          ],
          correct: 1,
          explanation:
            'Banks keep only a fraction of deposits as cash and lend the rest. If everyone asks for money on the same day, the bank must sell loans in a hurry at a loss. Without insurance, each depositor is safest running first, which can destroy a sound bank.',
        },
        {
          question: 'When did federal deposit insurance begin, and how much did it first cover?',
          options: [
            'March 1933, with no limit on any deposit',
            '1 January 1934, up to $2,500 per depositor',
            'October 1929, up to $100,000 per depositor',
            '1913, with the Federal Reserve Act',
          ],
          correct: 1,
          explanation:
            'The Banking Act of June 1933 created the FDIC, and insurance began on 1 January 1934 at $2,500, raised to $5,000 later that year. Bank failures fell from thousands a year to a few dozen, and runs stopped, because small depositors no longer had a reason to run.',
        },
      ],
    },
    {
      type: 'reflection',
      id: 'reflection',
      chapter: 'Reflection',
      title: 'What Would You Have Done?',
      prompt: 'Think about Sadie’s choices and about your own money today.',
      questions: [
        'Why was it rational for each depositor to run, even though the run hurt everyone?',
        'How did a failing stock market in 1929 turn into failing banks in 1930–33?',
        'Friedman and Schwartz blame the money supply; Bernanke adds the loss of bank credit. Why might both matter?',
        'Do you know whether your own savings are insured, and up to what limit?',
      ],
      finalThought:
        'The runs of 1930–33 taught that a banking system rests on trust, and that trust has to be built into the rules, not just hoped for.',
      visualType: 'bank-run',
      keyPoint: 'Trust in banks is a public good that needs public protection.',
    },
    {
      type: 'summary',
      id: 'summary',
      chapter: 'Summary',
      title: 'Lessons from the Bank Runs',
      conceptLearned: 'Margin, fractional reserves, bank runs, the money supply and deposit insurance',
      ending: {
        intro: 'Your choices as Sadie, set beside what happened to the real depositors of the time.',
        rows: [
          {
            label: 'Stocks in November 1929',
            yours: '{plan}',
            history:
              'Many who bought on margin were wiped out: the Dow fell about 89 percent from 1929 to July 1932.',
          },
          {
            label: 'Shares by 1932',
            yours: '{shares} of shares, with {loan} owed to the broker',
            history: 'Shares bought in November 1929 had lost over 80 percent by 1932.',
          },
          {
            label: 'Frozen when the bank closed',
            yours: '{frozen} (you {run})',
            history:
              'About $200 million of deposits, owned by roughly 400,000 people, froze on 11 December 1930. They came back in installments over years: much, but not all.',
          },
          {
            label: 'Savings you could use, March 1933',
            yours: '{cash}, now in {safePlace}',
            history:
              'By the end of March 1933 people had brought back more than half the cash they had hoarded. The FDIC insured deposits from 1 January 1934.',
          },
        ],
      },
      keyTakeaways: [
        'Buying stocks on margin magnified the 1929 crash: margin calls forced selling into a falling market.',
        'Banks lend out most deposits, so even a sound bank cannot pay everyone at once.',
        'Without insurance, running first is rational for each depositor, and runs spread from bank to bank.',
        'About 9,000 bank suspensions in 1930–33 shrank the money supply by about a third and cut off credit.',
        'The FDIC (1933, insuring deposits from 1934) and a central bank willing to lend in a panic ended the era of runs by ordinary depositors.',
      ],
      nextSteps: [
        'See how the 2008 crisis brought a modern run, on money market funds and the repo market.',
        'Read about how the Federal Reserve acts as lender of last resort today.',
      ],
      visualType: 'vault',
      keyPoint: 'Fear spreads faster than facts; good rules make fear unnecessary.',
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
      title: 'A Monetary History of the United States, 1867–1960 (chapter 7, The Great Contraction, 1929–33)',
      author: 'Milton Friedman and Anna Jacobson Schwartz',
      year: 1963,
      publisher: 'Princeton University Press',
    },
    {
      title: 'Nonmonetary Effects of the Financial Crisis in the Propagation of the Great Depression',
      author: 'Ben S. Bernanke',
      year: 1983,
      publisher: 'American Economic Review, vol. 73, no. 3, pp. 257–276',
    },
    {
      title: 'Bank Runs, Deposit Insurance, and Liquidity',
      author: 'Douglas W. Diamond and Philip H. Dybvig',
      year: 1983,
      publisher: 'Journal of Political Economy, vol. 91, no. 3, pp. 401–419',
    },
    {
      title: 'The Banking Panics of the Great Depression',
      author: 'Elmus Wicker',
      year: 1996,
      publisher: 'Cambridge University Press',
    },
    {
      title: 'Why Did FDR’s Bank Holiday Succeed?',
      author: 'William L. Silber',
      year: 2009,
      publisher: 'Federal Reserve Bank of New York, Economic Policy Review, vol. 15, no. 1, pp. 19–30',
    },
    {
      title:
        'A Brief History of Deposit Insurance in the United States (bank suspensions 1921–33; insured bank failures from 1934; coverage limits)',
      author: 'Federal Deposit Insurance Corporation',
      year: 1998,
      publisher: 'FDIC',
    },
    {
      title: 'The Great Crash, 1929',
      author: 'John Kenneth Galbraith',
      year: 1955,
      publisher: 'Houghton Mifflin',
    },
  ],
};
