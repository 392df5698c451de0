import type { GlossaryEntry, Lesson } from '../schema';

// Foundations: what banks do with deposits, why they are fragile, and the safety nets built since
// the bank holiday of 1933 (deposit insurance, capital rules, the payment system). The protagonist
// is a composite founder who banks with Silicon Valley Bank in 2023.

export const glossary: Record<string, GlossaryEntry> = {
  loan: {
    text: 'Loan',
    definition:
      'Money lent for an agreed time, to be paid back with interest, the price of borrowing it. A loan may be secured on something the borrower owns, as a mortgage is on a home, which the lender can take if the payments stop. To the borrower a loan is a liability; to the bank that made it, an asset.',
  },
  'bank-reserves': {
    text: 'Bank reserves',
    definition:
      'Cash in a bank’s vaults plus the money it holds in its own account at the central bank. Banks use reserves to pay out withdrawals and to settle payments with other banks.',
  },
  'bank-capital': {
    text: 'Bank capital',
    definition:
      'The part of a bank’s funding that comes from its owners rather than from depositors or lenders: shareholders’ money and retained profits. It absorbs losses first, so depositors are paid in full as long as losses are smaller than capital.',
  },
  'balance-sheet': {
    text: 'Balance sheet',
    definition:
      'A list, at one date, of what a company or bank owns (its assets) and what it owes (its liabilities). What is left over is equity, the owners’ stake, so assets always equal liabilities plus equity.',
  },
  asset: {
    text: 'Asset',
    definition:
      'Anything owned that has value or brings in money: cash, shares, bonds, buildings, or money lent to someone else. For a bank, the loans it has made are its assets.',
  },
  liability: {
    text: 'Liability',
    definition:
      'Money owed to others: a loan taken, a bond issued or, for a bank, its customers’ deposits, which it must pay back when they ask.',
  },
  equity: {
    text: 'Equity (shareholders’ equity)',
    definition:
      'What the owners have in a business: its assets minus its liabilities. Losses come out of equity first, so the thinner it is, the smaller the fall in asset values that wipes the owners out. “Equities” also means shares.',
  },
  'capital-requirement': {
    text: 'Capital requirement',
    definition:
      'A rule setting the minimum capital a bank must have, usually as a percentage of its assets weighted by their riskiness. More capital means a bank can lose more before it fails.',
  },
  'basel-accords': {
    text: 'Basel Accords',
    definition:
      'International agreements on bank capital and liquidity written by the Basel Committee on Banking Supervision, which meets at the Bank for International Settlements in Basel: Basel I (1988), Basel II (2004) and Basel III (2010, tightened after the 2008 crisis).',
  },
  'net-interest-margin': {
    text: 'Net interest margin',
    definition:
      'The difference between the interest a bank earns on its loans and investments and the interest it pays on deposits and borrowing, as a share of its assets. For US banks it has typically been around 3% a year.',
  },
  'uninsured-deposits': {
    text: 'Uninsured deposits',
    definition:
      'Money held in a bank above the deposit insurance limit. These depositors can lose money if the bank fails, so they are the quickest to run.',
  },
  'payment-system': {
    text: 'Payment system',
    definition:
      'The networks and rules that move money between accounts: checks, cards, bank transfers and instant payments. Behind them, banks settle what they owe each other using their reserve accounts at the central bank.',
  },
};

export const lesson: Lesson = {
  id: 'banking-system-explained',
  title: 'The Banking System Explained',
  subtitle: 'Deposits, loans, runs and the safety nets built since 1933',
  concept: 'Fractional reserves, bank capital, deposit insurance and the payment system',
  description:
    'Where is the money you keep at the bank? Follow a young founder from her first business loan to the Thursday in March 2023 when her bank, Silicon Valley Bank, lost $42 billion of deposits in a day. Learn how banks turn deposits into loans and create money, why that makes them fragile, and the defenses around them, most built since the bank holiday of 1933: deposit insurance, capital requirements under the Basel rules, central bank lending, and the payment system that moves money between banks.',
  preview:
    'Your company’s cash is in one bank. It is Thursday, and the bank’s name is trending for the wrong reasons.',
  difficulty: 'Beginner',
  estimatedTime: '16 minutes',
  type: 'enhanced',
  category: 'foundations',
  icon: '🏦',
  color: { from: 'cyan', to: 'blue' },
  year: 1933,
  topics: ['Banking System', 'Systemic Risk', 'Financial Contagion', 'Leverage'],
  xp: 160,
  character: {
    name: 'Ana Lindqvist',
    age: 31,
    profession: 'Co-founder of a small food-technology start-up in California',
    icon: '🥐',
    color: 'from-cyan-500 to-blue-700',
    background:
      'Ana is a composite character, not a real person. She stands for the thousands of founders and small firms whose payroll money sat in Silicon Valley Bank in March 2023. A former pastry chef, she and her co-founder make plant-based baking ingredients, employ nine people and have just raised $900,000 from investors.',
    traits: ['Energetic', 'Trusting', 'Learns fast under pressure'],
    historical: false,
  },
  supportingCharacters: [
    {
      name: 'Franklin D. Roosevelt',
      role: 'President of the United States, 1933–1945',
      icon: '🎙️',
      influence:
        'Closed every bank in the country in March 1933 and began reopening the sound ones a week later.',
    },
    {
      name: 'Douglas Diamond and Philip Dybvig',
      role: 'Economists, Nobel prize 2022 (with Ben Bernanke)',
      icon: '📄',
      influence:
        'Explained in 1983 why banks are useful and why that same usefulness makes them open to runs.',
    },
    {
      name: 'Sheila Bair',
      role: 'Chair of the FDIC, 2006–2011',
      icon: '🛡️',
      influence:
        'Led the deposit insurer through the 2008 crisis. The insured limit rose to $250,000 in October 2008, at first for a limited time; the Dodd–Frank Act of 2010 made it permanent.',
    },
  ],
  concepts: [
    { id: 'what-banks-do', name: 'What banks do with deposits', level: 'beginner' },
    { id: 'fractional-reserves', name: 'Fractional reserves and money creation', level: 'beginner' },
    { id: 'bank-runs-today', name: 'Why bank runs still happen', level: 'beginner' },
    { id: 'safety-nets', name: 'Deposit insurance and capital requirements', level: 'intermediate' },
    { id: 'payment-system', name: 'How payments move between banks', level: 'beginner' },
  ],
  storyState: [
    { key: 'capital', label: 'Your bank’s capital (millions, on $100 million of loans)', format: 'usd' },
    { key: 'roe', label: 'Return on capital in a good year', format: 'percent' },
    { key: 'atSvb', label: 'Left at SVB on Thursday night', initial: 750000, format: 'usd' },
    { key: 'uninsured', label: 'Uninsured money frozen on Friday', initial: 0, format: 'usd' },
    { key: 'thursday', label: 'Thursday 9 March', format: 'text' },
  ],
  pages: [
    {
      type: 'cover',
      id: 'cover',
      title: 'The Banking System Explained',
      subtitle: 'Where your money really is',
      startButtonText: 'Open an account',
      visualType: 'vault',
      keyPoint: 'Your deposit is not sitting in a box; it is a loan you have made to your bank.',
    },
    {
      type: 'character-intro',
      id: 'meet-ana',
      chapter: 'Chapter 1: The account',
      title: 'Meet Ana Lindqvist',
      narrative: {
        setup:
          'San Francisco, 2022. Ana’s start-up has just closed its first investment round. Like many young tech firms, it banks with Silicon Valley Bank, which its investors recommended. The bank also offers Ana a $150,000 loan to buy a new oven line.',
        situation:
          'Her account shows $900,000. Ana wonders, for the first time, what the bank does with it while it sits there.',
        characterThoughts: 'It says $900,000 on the screen. But is it really there?',
      },
      definitions: ['deposit-insurance', 'uninsured-deposits'],
      interactiveElements: [
        {
          id: 'svb',
          icon: '🏦',
          label: 'Silicon Valley Bank',
          tooltip: 'A bank for start-ups',
          detail:
            'Founded in 1983, SVB grew into the 16th-largest US bank, with about $209 billion of assets at the end of 2022. Its depositors were mostly technology companies and their investors.',
        },
      ],
      visualType: 'city',
      keyPoint: 'A bank account balance is a promise from the bank to pay you.',
    },
    {
      type: 'visual-story',
      id: 'what-banks-do',
      chapter: 'Chapter 2: Inside a bank',
      title: 'Deposits In, Loans Out',
      mainText:
        'A bank borrows short and lends long. Depositors can take their money back any day, but the bank’s loans run for years: mortgages, business loans like Ana’s, car loans. It also buys bonds. Its profit is mainly the gap between the interest it earns and the interest it pays, the net interest margin.\n\nWhen a bank makes a loan, it does not hand over someone else’s savings in cash: it simply credits the borrower’s account with new money. As the Bank of England explained in 2014, most of the money people use is created this way, as deposits written by commercial banks when they lend. A bank’s balance sheet therefore looks like this: on one side, loans and bonds; on the other, what it owes to depositors and lenders, plus a thin layer of its owners’ money, its capital.',
      definitions: [
        'loan',
        'net-interest-margin',
        'maturity-mismatch',
        'bank-capital',
        'credit-intermediation',
      ],
      interactiveElements: [
        {
          id: 'balance-sheet',
          icon: '📒',
          label: 'A simple bank',
          tooltip: 'What it owns and what it owes',
          detail:
            'Assets: $100 of loans, bonds and reserves. Liabilities: $90 of deposits and $2 of other borrowing. Capital: $8 belonging to shareholders. If assets lose more than $8 of value, the bank cannot repay everyone.',
        },
        {
          id: 'loans-create-deposits',
          icon: '✨',
          label: 'Loans create deposits',
          tooltip: 'Money from a keyboard',
          detail:
            'When SVB lent Ana $150,000, her account went up by $150,000 at once. The bank did not take that money from anyone else’s account.',
        },
      ],
      visualType: 'vault',
      keyPoint: 'Banks earn money by lending long with money that depositors can take back tomorrow.',
    },
    {
      type: 'visual-story',
      id: 'fractional-reserves',
      chapter: 'Chapter 2: Inside a bank',
      title: 'Only a Fraction in the Vault',
      mainText:
        'The idea is old. In seventeenth-century London, goldsmiths who stored merchants’ gold noticed that customers rarely came for it all at once, so they lent some of it out and issued receipts that circulated as money. That is fractional reserve banking: a bank keeps only a fraction of its deposits as reserves, cash in the vault and money in its account at the central bank.\n\nFrom 1992 until 2020 US banks had to hold reserves equal to 10% of most of their checking-account balances (it had been 12% through the 1980s). On 26 March 2020 the Federal Reserve cut the requirement to zero.\n\nToday the reserve fraction does not limit lending. What limits it is capital, liquidity rules (which make big banks hold enough easily sold assets to survive a month of heavy withdrawals) and how many borrowers are creditworthy. The system works because on any normal day only a few depositors want their money.',
      definitions: ['fractional-reserve-banking', 'bank-reserves', 'liquidity', 'money-supply'],
      interactiveElements: [
        {
          id: 'diamond-dybvig',
          icon: '📄',
          label: 'Diamond and Dybvig, 1983',
          tooltip: 'Why banks are useful and fragile',
          detail:
            'Banks let savers have instant access to money that is at the same time lent out for years. That is valuable, and it is exactly what makes a run possible: if everyone expects a run, running first is sensible.',
        },
      ],
      visualType: 'coins',
      keyPoint: 'Banks keep only a fraction of deposits in ready money, so every bank depends on confidence.',
    },
    {
      type: 'story',
      id: 'lessons-of-1933',
      chapter: 'Chapter 3: 1933',
      title: 'The Week the Banks Closed',
      mainText:
        'The defenses Ana relies on were built after disaster. Between 1930 and 1933 roughly 9,000 American banks suspended operations, and depositors lost part of their savings, often after years of waiting, with no insurance at all. By early March 1933 many states had shut their banks. On 6 March President Roosevelt closed every bank in the nation; Congress passed the Emergency Banking Act on 9 March, and sound banks began reopening on 13 March after inspection.\n\nThe Banking Act of 1933, signed on 16 June, created the Federal Deposit Insurance Corporation, and insurance began on 1 January 1934, covering deposits up to $2,500. The same law separated commercial and investment banking. For decades afterwards, bank runs almost disappeared from American life, because small depositors no longer had a reason to run.',
      dialogue: [
        { speaker: 'Ana', text: 'So insurance stopped the runs by removing the reason to be first in line.' },
        {
          speaker: 'Her accountant',
          text: 'For insured depositors. Anyone holding more than the limit still has a reason.',
        },
      ],
      definitions: ['bank-holiday', 'deposit-insurance', 'glass-steagall-act', 'bank-run'],
      visualType: 'bank-run',
      keyPoint: 'Deposit insurance ended the age of runs by making the race to the counter pointless.',
    },
    {
      type: 'decision-point',
      id: 'run-a-bank',
      chapter: 'Chapter 4: Be the banker',
      title: 'How Much Capital Would You Hold?',
      situation: 'A thought experiment. You are setting up a bank with $100 million of loans.',
      decision: {
        situation:
          'You can fund the loans with depositors’ money and your shareholders’ capital. Less capital means each shareholder dollar earns more: if the loans earn $1 million after costs, that is a 25% return on $4 million of capital, but only 10% on $10 million. Regulators set a minimum; you choose how far above it to go.',
        context: {
          Loans: '$100 million',
          'Profit after costs in a good year': 'about $1 million',
          'Loan losses in a bad recession': 'can add up to 5% or more over a few years',
          'Regulatory minimum (Basel III)':
            'about 7% of risk-weighted assets in core capital (mainly shareholders’ equity), more for big banks',
        },
        prompt: 'How much capital do you hold?',
        choices: [
          {
            id: 'thin-capital',
            title: '$4 million (4%)',
            description: 'Maximize returns for shareholders; borrow the rest.',
            icon: '🎢',
            color: 'from-red-500 to-rose-700',
            reward: 'A 25% return on capital in good years',
            risk: 'A 4% loss on the loans wipes out the owners and leaves depositors exposed',
            consequence:
              'This is roughly how the biggest investment banks ran before 2008: Lehman Brothers had about $30 of assets for every $1 of equity in late 2007. A small fall in the value of its assets was enough to destroy it in September 2008.',
            effects: { set: { capital: 4, roe: 25 } },
          },
          {
            id: 'regulatory-capital',
            title: '$10 million (10%)',
            description: 'Hold the regulatory minimum plus a buffer.',
            icon: '⚖️',
            color: 'from-amber-500 to-orange-600',
            reward: 'A 10% return, and survives a bad recession',
            risk: 'A severe crisis with losses above 10% could still sink it',
            consequence:
              'After 2008, Basel III and national rules pushed big banks to roughly this level of core capital. In the COVID shock of 2020, large banks kept lending while absorbing losses, a sign the higher buffers worked.',
            effects: { set: { capital: 10, roe: 10 } },
          },
          {
            id: 'thick-capital',
            title: '$20 million (20%)',
            description: 'Fund a fifth of the loans with owners’ money.',
            icon: '🧱',
            color: 'from-emerald-500 to-teal-600',
            reward: 'Very hard to kill; depositors sleep well',
            risk: 'Only a 5% return on capital; shareholders may prefer other banks',
            consequence:
              'Anat Admati and Martin Hellwig argue that banks should hold far more equity, perhaps 20–30% of assets, and that the cost to society would be small. Banks reply that it would make lending dearer. The debate continues.',
            effects: { set: { capital: 20, roe: 5 } },
          },
        ],
      },
      lesson:
        'Capital is the cushion between a bank’s losses and its depositors; thin cushions raise profits in good times and cause failures in bad ones.',
      historicalNote:
        'Basel I (1988) set a minimum of 8% total capital against risk-weighted assets. Basel III (2010) required higher-quality capital: 4.5% of risk-weighted assets in common equity (shareholders’ money) plus a 2.5% buffer, a 3% leverage ratio (capital against all assets, however safe), and new liquidity rules.',
      definitions: ['bank-capital', 'capital-requirement', 'basel-accords', 'leverage'],
      visualType: 'scale',
      keyPoint: 'Every dollar of capital is a dollar of loss the depositors never feel.',
    },
    {
      type: 'visual-story',
      id: 'payments',
      chapter: 'Chapter 5: The plumbing',
      title: 'How Money Moves Between Banks',
      mainText:
        'When Ana pays a supplier who banks elsewhere, no gold and usually no cash moves. Her bank reduces her balance, the supplier’s bank raises theirs, and the two banks settle the difference between them, usually in central bank money, by moving reserves between their accounts at the Federal Reserve.\n\nBig, urgent payments go through Fedwire, the Reserve Banks’ wire service, which has moved money between banks since 1915, at first by telegraph. Payroll and bills mostly go through the ACH network, which batches millions of payments. Card networks settle between banks each day. Across borders, banks send instructions over SWIFT, a messaging network founded in 1973. In July 2023 the Fed launched FedNow for instant payments, years after the UK’s Faster Payments (2008) and Brazil’s Pix (2020).\n\nThis plumbing is why a bank failure is never just one firm’s problem: payrolls, suppliers and customers are all connected through it.',
      definitions: ['payment-system', 'bank-reserves'],
      interactiveElements: [
        {
          id: 'settlement',
          icon: '🔁',
          label: 'Settlement in reserves',
          tooltip: 'Banks pay each other in central bank money',
          detail:
            'Banks, and a few other institutions such as the US Treasury, hold accounts at the Fed. Those reserve balances are the final form of payment between them, which is why the central bank sits at the center of every payment system.',
        },
        {
          id: 'payroll',
          icon: '🧾',
          label: 'Payroll on Friday',
          tooltip: 'Why SVB’s failure mattered',
          detail:
            'When SVB closed, thousands of firms could not be sure their next payroll would go out. Payments that depend on a failed bank simply stop.',
        },
      ],
      visualType: 'globe',
      keyPoint: 'Behind every transfer, banks settle with each other through the central bank.',
    },
    {
      type: 'decision-point',
      id: 'thursday-9-march',
      chapter: 'Chapter 6: The run',
      title: 'Thursday, 9 March 2023',
      situation: 'The start-up world’s group chats are full of one question: is SVB safe?',
      decision: {
        situation:
          'The day before, SVB announced it had sold bonds at a loss of about $1.8 billion and needed to raise new capital. Its bonds, bought when interest rates were near zero, have lost value as rates rose. Investors are telling their companies to pull their money. Ana’s firm has $750,000 there; only $250,000 is insured. The FDIC covers $250,000 per depositor, per insured bank, for each ownership category, and all of a company’s accounts at one bank fall in a single category.',
        context: {
          'Ana’s balance': '$750,000, about $500,000 of it uninsured',
          'Next payroll': '$95,000 due in eight days',
          'SVB share price today': 'down about 60%',
          'Share of SVB deposits above the insured limit': 'about 90%',
        },
        prompt: 'What does Ana do?',
        timeLimit: 'Transfers must be sent before the bank closes',
        choices: [
          {
            id: 'move-everything',
            title: 'Move everything to a big bank now',
            description: 'Wire the whole $750,000 to an account at one of the largest US banks.',
            icon: '🏃',
            color: 'from-red-500 to-rose-700',
            reward: 'Her money is out if the bank collapses',
            risk: 'She joins the run that may bring down a bank that could have survived',
            consequence:
              'Depositors asked to withdraw about $42 billion that day, roughly a quarter of SVB’s deposits, and about $100 billion more was queued for Friday morning. Many wires sent on Thursday went through; regulators closed SVB on the morning of 10 March.',
            effects: { set: { atSvb: 0, thursday: 'Moved everything to a big bank' } },
          },
          {
            id: 'move-uninsured',
            title: 'Move the uninsured part',
            description: 'Leave $250,000 insured at SVB and move $500,000 elsewhere.',
            icon: '⚖️',
            color: 'from-amber-500 to-orange-600',
            reward: 'Every dollar she has is covered by insurance or held at another bank',
            risk: 'Insured money may be frozen for a day or two if the bank fails',
            consequence:
              'Insured deposits are paid quickly when a bank fails, usually by the next business day. Spreading money so that no bank holds more than the insured limit is the standard protection for firms, often done through sweep accounts, which spread a firm’s cash across many banks automatically.',
            effects: { set: { atSvb: 250000, thursday: 'Moved the uninsured $500,000' } },
          },
          {
            id: 'wait',
            title: 'Wait and trust the bank',
            description: 'The rumors may be panic. Do nothing today.',
            icon: '⏳',
            color: 'from-slate-500 to-slate-700',
            reward: 'No part in the panic',
            risk: '$500,000 of uninsured money depends on what regulators decide',
            consequence:
              'On Friday her account was frozen. On Sunday 12 March regulators used a systemic risk exception to protect all SVB deposits, insured or not, and the Fed opened a new lending facility for banks. Ana got her money on Monday, but only because the government chose to go beyond the insurance limit.',
            effects: { set: { uninsured: 500000, thursday: 'Waited and trusted the bank' } },
          },
        ],
      },
      lesson:
        'Deposit insurance only stops runs for insured money; large uninsured deposits can leave a healthy-looking bank in hours.',
      historicalNote:
        'SVB was the second-largest bank failure in US history at the time. Two days later Signature Bank in New York was closed, and First Republic Bank, larger still, failed on 1 May 2023. A Federal Reserve review found that SVB had badly managed its interest rate and liquidity risk and that supervisors had not acted forcefully enough.',
      definitions: ['uninsured-deposits', 'bank-run', 'maturity-mismatch', 'financial-contagion'],
      visualType: 'phone',
      keyPoint: 'In the age of smartphones, a bank run can take hours rather than weeks.',
    },
    {
      type: 'interactive',
      id: 'safety-nets',
      chapter: 'Chapter 7: The safety nets',
      title: 'Five Defenses Against Bank Failure',
      mainText: 'The layers that protect depositors and the system, and what each cannot do.',
      comparison: {
        columns: ['What it does', 'Since', 'Its limit'],
        rows: [
          {
            label: 'Deposit insurance',
            values: [
              'Guarantees deposits up to a limit',
              'FDIC, 1934 ($250,000 since 2008, permanent since 2010)',
              'Large deposits are uninsured',
            ],
          },
          {
            label: 'Capital requirements',
            values: [
              'Owners absorb losses first',
              'Basel I 1988, Basel III 2010',
              'Losses can exceed any cushion',
            ],
          },
          {
            label: 'Liquidity rules',
            values: [
              'Hold assets that can be sold fast',
              'Basel III, phased in from 2015',
              'Smaller banks faced lighter rules',
            ],
          },
          {
            label: 'Lender of last resort',
            values: [
              'Central bank lends against good collateral',
              'Federal Reserve, 1913',
              'Cannot save an insolvent bank',
            ],
          },
          {
            label: 'Supervision',
            values: [
              'Examiners check risks and management',
              'Regular exams since the 1860s, tightened after crises',
              'Only as good as the will to act',
            ],
          },
        ],
      },
      definitions: ['deposit-insurance', 'capital-requirement', 'lender-of-last-resort', 'moral-hazard'],
      visualType: 'vault',
      keyPoint: 'No single defense is enough; safety comes from the layers together.',
    },
    {
      type: 'quiz',
      id: 'quiz',
      chapter: 'Quiz',
      title: 'Check Your Understanding',
      questions: [
        {
          question: 'What happens to a bank’s balance sheet when it makes a new loan?',
          options: [
            'It takes cash from other customers’ accounts and passes it to the borrower',
            'It must first borrow the money from the central bank',
            'It credits the borrower’s account with a new deposit, creating money',
            'It prints new banknotes and hands them to the borrower in cash',
          ],
          correct: 2,
          explanation:
            'Banks lend by crediting the borrower’s account. The loan is a new asset for the bank and the deposit a new liability, which is how most money in the economy is created.',
        },
        {
          question: 'Why did uninsured depositors run from Silicon Valley Bank in March 2023?',
          options: [
            'Money above the $250,000 limit could be lost if the bank failed, so leaving first was safest',
            'The FDIC had stopped insuring deposits at banks that held too many long-term bonds',
            'The bank had stopped paying interest on deposits above the insured limit',
            'The Federal Reserve had ordered large depositors to move their money to the biggest banks',
          ],
          correct: 0,
          explanation:
            'About 90% of SVB’s deposits were above the insured limit. When the bank revealed bond losses, those depositors had every reason to withdraw before others did.',
        },
        {
          question: 'What is the main job of a bank’s capital?',
          options: [
            'To pay staff salaries and running costs',
            'To absorb losses before depositors lose anything',
            'To pay interest to depositors each month',
            'To buy government bonds for the central bank',
          ],
          correct: 1,
          explanation:
            'Capital is the owners’ stake. Losses eat into it first, so the more capital a bank has, the bigger the losses it can survive without failing.',
        },
        {
          question:
            'A bank has $100 million of loans that earn $1 million a year after costs. What return do its owners earn if it is funded with $4 million of their capital?',
          options: ['4%', '10%', '25%', '40%'],
          correct: 2,
          explanation:
            "Return on capital is profit divided by capital: $1 million ÷ $4 million = 25%. With $10 million of capital it would be 10%. Thin capital makes each owner's dollar earn more in good years, and makes the bank far easier to wipe out in bad ones.",
          kind: 'calculation',
        },
      ],
      visualType: 'computer',
      keyPoint: 'Loans make money, capital absorbs losses, insurance stops runs.',
    },
    {
      type: 'reflection',
      id: 'reflection',
      chapter: 'Reflection',
      title: 'Your Money, Your Bank',
      prompt: 'Think about Ana’s Thursday and your own accounts.',
      questions: [
        'Is your money at one bank? Is any of it above the insurance limit where you live?',
        'Why would a bank want to hold less capital, and why might regulators disagree?',
        'Regulators protected all SVB depositors in 2023. What might that teach large depositors about the next crisis?',
        'How did the smartphone change the speed of a bank run compared with 1930 or 1933?',
      ],
      finalThought:
        'Banks are machines for turning short-term trust into long-term loans. The rules built since 1933 keep that machine running, but only as long as they keep up with how fast trust can now disappear.',
      visualType: 'handshake',
      keyPoint: 'A banking system is made of confidence, and confidence is made of rules.',
    },
    {
      type: 'summary',
      id: 'summary',
      chapter: 'Summary',
      title: 'What You Learned',
      ending: {
        intro: 'Your choices beside what happened to real banks and SVB’s depositors.',
        rows: [
          {
            label: 'Your bank’s capital',
            yours: '{capital} million, earning owners {roe} in a good year',
            history: 'Lehman Brothers had about $30 of assets for every $1 of equity in late 2007.',
          },
          {
            label: 'After a $5 million loan loss',
            yours: '{capital - 5:usd} million of capital left',
            history:
              'After 2008, Basel III pushed big banks to about 10% capital; in 2020 they kept lending.',
          },
          {
            label: 'Thursday 9 March 2023',
            yours: '{thursday}',
            history: 'Depositors asked for about $42 billion that day, a quarter of SVB’s deposits.',
          },
          {
            label: 'Frozen on Friday',
            yours: '{atSvb}, of which {uninsured} above the insured limit',
            history: 'On Sunday 12 March regulators protected every SVB deposit, beyond the $250,000 limit.',
          },
        ],
      },
      conceptLearned: 'How banks work, why they fail and how the system is protected',
      keyTakeaways: [
        'Banks take deposits that can be withdrawn any day and lend for years; their profit is the net interest margin.',
        'When banks lend, they create new deposits; capital, liquidity rules and sound borrowers, not reserves, limit how much they lend.',
        'Runs happen when depositors fear losses; the bank holiday of 1933 and the FDIC, insuring deposits from 1934, ended the era of mass runs.',
        'Capital absorbs losses before depositors do; the Basel Accords set international minimums, raised after 2008.',
        'Payments between banks settle in reserves at the central bank, through systems such as Fedwire, ACH and FedNow.',
        'SVB’s failure in March 2023 showed that uninsured deposits can run in hours.',
      ],
      nextSteps: [
        'See the runs of 1930–33 up close in the 1929 Crash and the Bank Runs story.',
        'Learn about the bank behind the banks in The Federal Reserve Explained.',
      ],
      visualType: 'vault',
      keyPoint: 'Know where your money is, how it is protected, and up to what limit.',
    },
  ],
  sources: [
    {
      title: 'Money Creation in the Modern Economy',
      author: 'Michael McLeay, Amar Radia and Ryland Thomas',
      year: 2014,
      publisher: 'Bank of England Quarterly Bulletin, 2014 Q1, pp. 14–27',
    },
    {
      title: 'Bank Runs, Deposit Insurance, and Liquidity',
      author: 'Douglas W. Diamond and Philip H. Dybvig',
      year: 1983,
      publisher: 'Journal of Political Economy, vol. 91, no. 3, pp. 401–419',
    },
    {
      title: 'Basel III: A Global Regulatory Framework for More Resilient Banks and Banking Systems',
      author: 'Basel Committee on Banking Supervision',
      year: 2010,
      publisher: 'Bank for International Settlements',
    },
    {
      title:
        'Review of the Federal Reserve’s Supervision and Regulation of Silicon Valley Bank (28 April 2023: $42 billion withdrawn on 9 March, about $100 billion queued for 10 March)',
      author: 'Board of Governors of the Federal Reserve System (Michael S. Barr)',
      year: 2023,
      publisher: 'Board of Governors of the Federal Reserve System',
    },
    {
      title: 'The Bankers’ New Clothes: What’s Wrong with Banking and What to Do about It',
      author: 'Anat Admati and Martin Hellwig',
      year: 2013,
      publisher: 'Princeton University Press',
    },
    {
      title: 'A Brief History of Deposit Insurance in the United States',
      author: 'Federal Deposit Insurance Corporation',
      year: 1998,
      publisher: 'FDIC',
    },
    {
      title: 'Your Insured Deposits',
      author: 'Federal Deposit Insurance Corporation',
      year: 2023,
      publisher: 'FDIC',
      url: 'https://www.fdic.gov/resources/deposit-insurance/brochures/insured-deposits/',
    },
    {
      title:
        'Federal Reserve Actions to Support the Flow of Credit to Households and Businesses (press release of 15 March 2020: reserve requirements cut to zero from 26 March)',
      author: 'Board of Governors of the Federal Reserve System',
      year: 2020,
      publisher: 'Board of Governors of the Federal Reserve System',
    },
    {
      title:
        'FDIC Creates a Deposit Insurance National Bank of Santa Clara to Protect Insured Depositors of Silicon Valley Bank, Santa Clara, California (press release PR-16-2023, 10 March 2023: $209.0 billion of assets and $175.4 billion of deposits at 31 December 2022)',
      author: 'Federal Deposit Insurance Corporation',
      year: 2023,
      publisher: 'FDIC',
    },
    {
      title:
        'Dodd–Frank Wall Street Reform and Consumer Protection Act, Public Law 111-203, section 335 (the $250,000 limit made permanent)',
      author: 'US Congress',
      year: 2010,
      publisher: 'US Government Publishing Office',
    },
    {
      title:
        'Reserve Requirements of Depository Institutions (Regulation D): reserve ratio on net transaction accounts cut from 12 to 10 percent, effective 2 April 1992',
      author: 'Board of Governors of the Federal Reserve System',
      year: 1992,
      publisher: 'Federal Register, vol. 57, no. 45 (6 March 1992), pp. 8059–8060',
    },
    {
      title: 'Fedwire (Federal Reserve History essay: wire transfers between Reserve Banks since 1915)',
      author: 'Federal Reserve History',
      year: 2023,
      publisher: 'Federal Reserve System (federalreservehistory.org), published 28 August 2023',
      url: 'https://www.federalreservehistory.org/essays/fedwire',
    },
  ],
};
