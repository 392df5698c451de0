import type { GlossaryEntry, Lesson } from '../schema';

// The failure of Silicon Valley Bank, March 2023: fast deposit growth, long-term bonds bought at low
// rates, unrealized losses when rates rose, mostly uninsured depositors and a run driven by phones.
// The protagonist is a composite; the bank, agencies, dates and figures are real (Federal Reserve
// Board review, 28 April 2023; FDIC, 10 and 12 March 2023; the joint Treasury/Fed/FDIC statement and
// the Fed's Bank Term Funding Program, 12 March 2023; SVB's 8 March update and 10-K; GAO; Cipriani,
// Eisenbach & Kovner).

export const glossary: Record<string, GlossaryEntry> = {
  'venture-capital': {
    text: 'Venture capital (VC)',
    definition:
      'Money invested in young companies, usually startups not yet listed on an exchange, in return for a share of their ownership. Most such companies fail; investors count on the few that succeed to repay the losses many times over. In 2020 and 2021 venture investors poured record sums into startups, and the startups kept much of the cash at Silicon Valley Bank.',
  },
  'unrealized-loss': {
    text: 'Unrealized loss',
    definition:
      'A fall in the market value of something you still own. It becomes a realized loss only if you sell. Banks can hold some bonds at their purchase price in their accounts until they sell them.',
  },
  treasuries: {
    text: 'Treasuries (US Treasury securities)',
    definition:
      'The bonds the US government sells to borrow: bills run a year or less, notes two to ten years and bonds twenty or thirty. They count as the safest dollar assets, backed by the US government’s power to tax and borrow, yet their prices still fall when interest rates rise. The yield on the ten-year note is the benchmark for long-term US rates, mortgage rates among them.',
  },
  'treasury-bill': {
    text: 'Treasury bill (T-bill)',
    definition:
      'A loan to the US government for a year or less. It pays no interest along the way: it is sold below its face value and repaid at face value when it matures, and the difference is the return. It counts as the safest and most easily sold place for cash after insured deposits, and its rate moves closely with the Fed’s.',
  },
  'interest-rate-risk': {
    text: 'Interest rate risk',
    definition:
      'The risk that rising interest rates lower the value of bonds and loans that pay a fixed rate. The longer until they are repaid, the bigger the fall.',
  },
  'bond-duration': {
    text: 'Duration',
    definition:
      'A measure of how sensitive a bond’s price is to interest rates. As a rule of thumb, a bond with a duration of 6 loses about 6 percent of its value for each 1 percentage point rise in rates.',
  },
  'systemic-risk-exception': {
    text: 'Systemic risk exception',
    definition:
      'A US legal power that lets the FDIC protect more than the insured amount when a bank fails, if the Treasury, the Federal Reserve and the FDIC agree that not doing so would threaten the financial system.',
  },
};

export const lesson: Lesson = {
  id: 'silicon-valley-bank-2023',
  title: 'Silicon Valley Bank',
  subtitle: 'March 2023: the first bank run by smartphone',
  concept:
    'How rising interest rates, long-term bonds and uninsured deposits let a large bank fail in two days',
  description:
    'San Francisco, 2022–23. As the finance chief of a 40-person startup, decide where to keep the company’s cash, what to do on the day Silicon Valley Bank says it has sold bonds at a loss, and where to bank after the weekend the government stepped in. Learn how rising rates created hidden losses, why most of SVB’s deposits were uninsured, and what the Federal Reserve’s own review found.',
  preview:
    'Your company’s $4 million is at one bank. The insurance covers $250,000. The group chat says to wire it out now.',
  difficulty: 'Intermediate',
  estimatedTime: '18 minutes',
  type: 'character-driven',
  category: 'modern',
  icon: '🏦',
  color: { from: 'indigo', to: 'slate' },
  year: 2023,
  topics: ['Banking System', 'Systemic Risk', 'Monetary Policy'],
  xp: 100,
  character: {
    name: 'Kiran Mehta',
    age: 33,
    profession: 'Head of finance at a San Francisco software startup',
    icon: '💻',
    color: 'from-indigo-500 to-slate-700',
    background:
      'Kiran is a composite character, not a real person. The startup raised $6 million from venture investors in 2021 and has 40 employees. Like many young tech firms, it banks with Silicon Valley Bank, which also gave it a loan. Payroll is about $400,000 every two weeks.',
    traits: ['Fast-moving', 'Trusts the tech network', 'Careful with runway', 'On the phone a lot'],
    historical: false,
  },
  supportingCharacters: [
    {
      name: 'Greg Becker',
      role: 'Chief executive of Silicon Valley Bank',
      icon: '👔',
      influence: 'Led the bank through its rapid growth and its collapse.',
    },
    {
      name: 'Jerome Powell',
      role: 'Chair of the Federal Reserve',
      icon: '🏛️',
      influence: 'The Fed raised rates from near zero to over 4.5 percent in a year to fight inflation.',
    },
    {
      name: 'Michael Barr',
      role: 'Federal Reserve Vice Chair for Supervision',
      icon: '🔎',
      influence: 'Led the Fed’s review of its own supervision of SVB, published on 28 April 2023.',
    },
    {
      name: 'Janet Yellen',
      role: 'Secretary of the Treasury',
      icon: '🇺🇸',
      influence: 'Approved, with the Fed and the FDIC, protection for all of SVB’s depositors.',
    },
  ],
  concepts: [
    { id: 'interest-rate-risk', name: 'Interest rate risk on long-term bonds', level: 'intermediate' },
    { id: 'uninsured-deposits', name: 'Insured and uninsured deposits', level: 'beginner' },
    { id: 'digital-runs', name: 'How fast a modern bank run can be', level: 'beginner' },
    { id: 'supervision-failures', name: 'What supervisors missed', level: 'advanced' },
    { id: 'backstops-2023', name: 'Emergency lending and the systemic risk exception', level: 'advanced' },
  ],
  storyState: [
    { key: 'cashPlan', label: 'Where the runway sat in autumn 2022', format: 'text' },
    { key: 'atSvb', label: 'Company cash at SVB', initial: 4000000, format: 'usd' },
    { key: 'beyondMonth', label: 'Cash at SVB beyond a month of costs', initial: 3200000, format: 'usd' },
    { key: 'stayAll', label: 'Left everything at SVB on Thursday', initial: 0, format: 'number' },
    { key: 'payrollOnly', label: 'Moved only a month of costs on Thursday', initial: 0, format: 'number' },
    { key: 'thursdayMove', label: 'What Kiran did on Thursday', format: 'text' },
    { key: 'afterPlan', label: 'Where the cash went after the weekend', format: 'text' },
  ],
  pages: [
    {
      type: 'cover',
      id: 'cover',
      title: 'Silicon Valley Bank',
      subtitle: '9–12 March 2023: $42 billion asked for in one day',
      startButtonText: 'Open the banking app',
      visualType: 'phone',
      keyPoint:
        'A bank can be solvent on paper and still fail if all its depositors want their money at once.',
    },
    {
      type: 'character-intro',
      id: 'meet-kiran',
      chapter: 'Chapter 1: The boom',
      title: 'Meet Kiran Mehta',
      narrative: {
        setup:
          'San Francisco, June 2022. Kiran’s startup has about $4 million left of its 2021 funding, all in accounts at Silicon Valley Bank, SVB. That cash is the company’s runway: the months it can pay staff before it must raise money again.',
        situation:
          'SVB has been the tech world’s bank for decades. It knows the investors, lends to young firms, and is quick on the phone. Its loan agreement asks the company to keep its main accounts there.',
        characterThoughts:
          'Deposit insurance covers $250,000. We have sixteen times that here. But everyone in tech banks with SVB.',
      },
      definitions: ['deposit-insurance', 'uninsured-deposits'],
      interactiveElements: [
        {
          id: 'runway',
          icon: '🛫',
          label: '$4 million of runway',
          tooltip: 'The startup’s cash',
          detail:
            'At about $800,000 a month in costs, it lasts about five months without new revenue or funding.',
        },
        {
          id: 'limit',
          icon: '🛡️',
          label: '$250,000 insured',
          tooltip: 'FDIC limit',
          detail:
            'FDIC insurance covers up to $250,000 per depositor, per bank, per ownership category. A company account is one category, so most of the $4 million is uninsured.',
        },
      ],
      visualType: 'computer',
      keyPoint: 'For a business, most of the money in a bank account may have no insurance at all.',
    },
    {
      type: 'story',
      id: 'how-svb-grew',
      chapter: 'Chapter 1: The boom',
      title: 'Deposits Pour In, Bonds Go Out',
      mainText:
        'In 2020 and 2021 venture investors poured record sums into startups, and the startups put the cash in SVB. Its deposits roughly tripled, from about $62 billion at the end of 2019 to about $189 billion at the end of 2021.\n\nStartups did not need loans on that scale. So SVB invested much of the money in bonds: US Treasuries and mortgage-backed securities. Interest rates were near zero, so to earn a little more it bought bonds that would not be repaid for many years.\n\nThat left SVB exposed to interest rate risk. When rates rise, existing bonds that pay low fixed rates lose value. Most of SVB’s bonds were labeled “held to maturity,” so the accounts did not show the fall in their market value. The loss was real, but hidden from the headline numbers.',
      narrative: {
        setup:
          'Kiran reads SVB’s annual report one evening. The bond portfolio is bigger than the loan book.',
      },
      definitions: ['treasuries', 'interest-rate-risk', 'bond-duration', 'mortgage-backed-security'],
      interactiveElements: [
        {
          id: 'tripled',
          icon: '📈',
          label: '$62 billion → $189 billion',
          tooltip: 'SVB’s deposits, 2019–2021',
          detail:
            'SVB’s deposits grew very fast, and from one industry. When that industry needed its cash back, it all went at once.',
        },
      ],
      visualType: 'chart-up',
      keyPoint:
        'Borrowing short from depositors and lending long in bonds works until rates rise or depositors leave.',
    },
    {
      type: 'decision-point',
      id: 'where-to-hold-cash',
      chapter: 'Chapter 2: Rates rise',
      title: 'Where Should the Runway Sit?',
      situation: 'Autumn 2022. The Federal Reserve is raising rates fast.',
      decision: {
        situation:
          'The Fed has raised its rate from near zero in March to about 4 percent by November. Treasury bills now pay about 4 percent. Kiran’s $4 million earns little in SVB’s checking account. The startup’s board asks whether all the cash should be at one bank.',
        context: {
          'Company cash': 'about $4 million at SVB',
          Insured: '$250,000',
          'Treasury bills': 'paying about 4%',
          'Loan agreement': 'main accounts at SVB',
        },
        prompt: 'What will Kiran propose?',
        choices: [
          {
            id: 'keep-all-at-svb',
            effects: { set: { cashPlan: 'all $4 million at SVB', atSvb: 4000000, beyondMonth: 3200000 } },
            title: 'Keep everything at SVB',
            description: 'It is simple, and the loan agreement asks for it.',
            icon: '🏦',
            color: 'from-rose-500 to-red-600',
            reward: 'Convenience and a good relationship with the bank',
            risk: 'About $3.75 million is uninsured and depends on one bank',
            consequence:
              'Thousands of startups had all their cash at SVB. In March 2023 they could not reach it for a weekend, and until the government stepped in, many feared they could not pay staff.',
          },
          {
            id: 'treasury-bills',
            effects: {
              set: {
                cashPlan: '$800,000 for a month of costs at SVB, $3.2 million in Treasury bills',
                atSvb: 800000,
                beyondMonth: 0,
              },
            },
            title: 'Move most of it into Treasury bills',
            description: 'Keep payroll money at SVB; put the rest in short-term US government debt.',
            icon: '📜',
            color: 'from-emerald-500 to-teal-600',
            reward: 'About 4 percent interest, backed by the US government',
            risk: 'Some paperwork; the bank may not like it',
            consequence:
              'Treasury bills held in a custody account belong to the company, not to the bank. If the bank fails, they are not lost with it.',
          },
          {
            id: 'spread-banks',
            effects: {
              set: {
                cashPlan: '$250,000 at SVB, the rest spread over other banks',
                atSvb: 250000,
                beyondMonth: 0,
              },
            },
            title: 'Spread the cash over several banks',
            description:
              'Keep amounts at each bank within or near the insured limit, using a deposit network.',
            icon: '🧩',
            color: 'from-sky-500 to-indigo-600',
            reward: 'Most of the cash becomes insured',
            risk: 'More accounts to manage, and lower interest',
            consequence:
              'Services that split deposits across many banks grew quickly after March 2023, as companies learned how little of their cash was insured.',
          },
        ],
      },
      lesson:
        'For a company, cash above the insured limit at a single bank is an unsecured loan to that bank. Treat it like one.',
      historicalNote:
        'By the end of 2022 roughly $150 billion of SVB’s deposits, close to 90 percent of them, were above the insurance limit, by the bank’s own estimate in its annual report. Few large US banks had a higher share.',
      definitions: ['uninsured-deposits', 'treasury-bill', 'diversification'],
      visualType: 'scale',
      keyPoint: 'Know how much of your money is insured, and what backs the rest.',
    },
    {
      type: 'visual-story',
      id: 'hidden-losses',
      chapter: 'Chapter 2: Rates rise',
      title: 'Losses Hidden in Plain Sight',
      mainText:
        'By the end of 2022 the Fed’s rate was over 4 percent. SVB’s long-term bonds had fallen in value. The unrealized losses on the bonds it planned to hold to maturity were about $15 billion, close to all of the bank’s equity capital of about $16 billion.\n\nAt the same time, the startup boom ended. Venture funding dried up, so startups spent their deposits instead of adding to them. SVB’s deposits began to shrink.\n\nTo pay withdrawals, SVB had to sell bonds or borrow. On Wednesday 8 March 2023, after markets closed, it announced that it had sold about $21 billion of bonds at a loss of about $1.8 billion, and that it would sell new shares to raise about $2.25 billion.',
      narrative: {
        setup:
          'Kiran sees the announcement on her phone soon after it comes out. Within minutes, her investor group chats light up.',
        characterThoughts: 'A bank selling shares to cover a bond loss? What else is it not telling us?',
      },
      definitions: ['unrealized-loss', 'bank-capital'],
      interactiveElements: [
        {
          id: 'fifteen-billion',
          icon: '🕳️',
          label: 'About $15 billion of unrealized losses',
          tooltip: 'SVB’s held-to-maturity bonds, end of 2022',
          detail:
            'SVB’s roughly $15 billion of unrealized losses on these bonds was almost as large as its whole equity. Had it been forced to sell them all, little capital would have been left.',
        },
      ],
      visualType: 'chart-down',
      keyPoint:
        'An announcement meant to reassure can start a run if it reveals a weakness people had not noticed.',
    },
    {
      type: 'decision-point',
      id: 'thursday',
      chapter: 'Chapter 3: The run',
      title: 'Thursday 9 March',
      situation: 'Thursday 9 March 2023, 9 a.m. SVB’s shares are falling fast.',
      decision: {
        situation:
          'Some well-known venture firms are telling their companies to move money out of SVB. Others say a run would hurt everyone. SVB’s chief executive tells customers to stay calm. Payroll of $400,000 goes out next week. The company has {atSvb} at SVB, and {atSvb - 250000:usd} of it is above the insured $250,000.',
        context: {
          'Company cash at SVB': '{atSvb}',
          Uninsured: '{atSvb - 250000:usd}',
          'Next payroll': '$400,000, next week',
          'SVB shares': 'down sharply this morning',
        },
        prompt: 'What does Kiran do?',
        timeLimit: 'Wires sent after the afternoon cutoff may not go out today',
        choices: [
          {
            id: 'wire-everything',
            effects: { set: { stayAll: 0, payrollOnly: 0, thursdayMove: 'wired everything out' } },
            title: 'Wire everything out now',
            description: 'Move the whole balance to a big national bank.',
            icon: '📲',
            color: 'from-rose-500 to-red-600',
            reward: 'The money is safe if SVB fails',
            risk: 'Adds to the run, and may not go through in time',
            consequence:
              'Depositors tried to withdraw about $42 billion that day, about a quarter of SVB’s deposits. Many wires went through that day; others were still waiting when the bank was closed the next morning.',
          },
          {
            id: 'move-payroll',
            effects: {
              set: {
                stayAll: 0,
                payrollOnly: 1,
                thursdayMove: 'moved a month of costs ($800,000 or what there was)',
              },
            },
            title: 'Move only payroll and a month of costs',
            description:
              'Secure a month of costs, $800,000, which covers the next two payrolls; leave the rest.',
            icon: '✂️',
            color: 'from-amber-500 to-orange-600',
            reward: 'Staff get paid whatever happens',
            risk: 'Most of the cash is still at risk',
            consequence:
              'A common middle path. It protected wages, but if the government had not stepped in, the rest might have waited months in a receivership, while the FDIC sold the bank’s assets, for partial recovery.',
          },
          {
            id: 'stay-calm',
            effects: { set: { stayAll: 1, payrollOnly: 0, thursdayMove: 'stayed put' } },
            title: 'Stay put',
            description: 'Runs are self-fulfilling. Do not add to one.',
            icon: '🧘',
            color: 'from-slate-500 to-slate-700',
            reward: 'Not part of the panic; the relationship with SVB intact',
            risk: 'Every dollar frozen if the bank is closed',
            consequence:
              'On Friday morning regulators closed SVB. Over the weekend Kiran could not reach the {atSvb} the company had there, and some payroll firms’ funds were stuck too.',
          },
        ],
      },
      lesson:
        'In a run, each uninsured depositor’s best move is to leave first, even if the bank would have survived had no one left. Insurance exists to break that logic.',
      historicalNote:
        'On the morning of Friday 10 March SVB told supervisors that about $100 billion more was queued to go out that day. The Fed’s review of 28 April 2023 noted that the run was far faster than past runs, helped by social media and mobile banking.',
      definitions: ['bank-run', 'uninsured-deposits'],
      visualType: 'phone',
      keyPoint: 'Phones and group chats let a run that once took weeks happen in hours.',
    },
    {
      type: 'story',
      id: 'the-weekend',
      chapter: 'Chapter 4: The weekend',
      title: 'Closed on Friday, Guaranteed on Sunday',
      mainText:
        'On Friday 10 March 2023 California’s banking regulator closed SVB and named the FDIC as receiver. At the time it was the second-largest bank failure in US history, after Washington Mutual in 2008.\n\nOver the weekend officials feared runs on other banks with many uninsured deposits. On Sunday evening, 12 March, the Treasury, the Federal Reserve and the FDIC used the systemic risk exception. All depositors of SVB, and of Signature Bank in New York, which regulators closed that day, would get all their money. Shareholders and some unsecured bondholders of the banks would not be protected.\n\nThe Fed also opened a new lending program, the Bank Term Funding Program (BTFP). Banks could borrow for up to one year against Treasuries and US agency securities, valued at their face value rather than their lower market value. So a bank facing withdrawals could borrow against such bonds instead of selling them at a loss.\n\nOn Monday Kiran could reach all the company’s money.',
      definitions: ['systemic-risk-exception', 'lender-of-last-resort', 'moral-hazard'],
      interactiveElements: [
        {
          id: 'who-paid',
          icon: '🧾',
          label: 'Who paid?',
          tooltip: 'The cost of protecting all deposits',
          detail:
            'The FDIC’s deposit insurance fund covered the cost, and it charged a special fee to large banks to refill it. Taxpayers did not pay directly.',
        },
      ],
      visualType: 'handshake',
      keyPoint:
        'Protecting every depositor stopped the panic, but it raised a hard question: is the $250,000 limit real?',
    },
    {
      type: 'decision-point',
      id: 'after-the-weekend',
      chapter: 'Chapter 4: The weekend',
      title: 'Where to Bank Now?',
      situation: 'Monday 13 March 2023. SVB has reopened as a government-run bridge bank.',
      decision: {
        situation:
          'All of the company’s money is available again. SVB now operates under the FDIC as a bridge bank until a buyer is found. Credit Suisse is in trouble in Europe, and shares of other regional banks are falling. The board wants a plan by the end of the week.',
        context: {
          'Company cash': 'about $4 million, fully available',
          SVB: 'run by the FDIC as a bridge bank',
          'Other banks': 'regional bank shares falling',
          'Treasury bills': 'still paying over 4%',
        },
        prompt: 'What will Kiran recommend?',
        choices: [
          {
            id: 'stay-with-bridge',
            effects: { set: { afterPlan: 'stayed with the bridge bank' } },
            title: 'Stay with the bridge bank',
            description: 'It is backed by the FDIC now, and the team knows the company.',
            icon: '🌉',
            color: 'from-slate-500 to-slate-700',
            reward: 'Continuity, and loyalty that may be remembered',
            risk: 'Uncertainty about who will own the bank',
            consequence:
              'First Citizens BancShares agreed to buy SVB’s deposits and loans on 26 March. Customers who stayed kept their accounts under the new owner.',
          },
          {
            id: 'move-to-big-bank',
            effects: { set: { afterPlan: 'moved everything to one of the biggest banks' } },
            title: 'Move everything to one of the biggest banks',
            description: 'Go where markets assume the government will never let it fail.',
            icon: '🏛️',
            color: 'from-amber-500 to-orange-600',
            reward: 'A feeling of safety',
            risk: 'Still mostly uninsured; relies on “too big to fail”',
            consequence:
              'Many companies did this, and the largest banks gained deposits that month. It concentrated risk in banks already seen as too big to fail.',
          },
          {
            id: 'split-and-bills',
            effects: { set: { afterPlan: 'split it: two banks plus Treasury bills' } },
            title: 'Split it: operating cash at two banks, the rest in Treasury bills',
            description: 'Keep only what is needed in deposits.',
            icon: '🧩',
            color: 'from-emerald-500 to-teal-600',
            reward: 'Safety from any single bank failure, and about 4 percent interest',
            risk: 'More work to manage',
            consequence:
              'This became common advice for startups after March 2023. It does not rely on any emergency guarantee.',
          },
        ],
      },
      lesson:
        'After a rescue, do not assume the next one will come. Build safety you control: spread deposits and hold short-term government debt.',
      historicalNote:
        'First Citizens BancShares bought SVB’s deposits and loans from the FDIC in a deal agreed on 26 March. In Switzerland, UBS agreed on 19 March to take over Credit Suisse in a rescue arranged by the Swiss government. First Republic Bank failed on 1 May 2023 and was sold to JPMorgan Chase. The three US failures of spring 2023 held more assets together than the 25 banks that failed in 2008.',
      definitions: ['too-big-to-fail', 'diversification'],
      visualType: 'vault',
      keyPoint: 'A guarantee given once is not a promise for next time.',
    },
    {
      type: 'interactive',
      id: 'what-made-svb-fragile',
      chapter: 'Compare',
      title: 'What Made SVB Fragile',
      mainText:
        'SVB compared with a more typical large bank of the time. Figures for SVB are from the Federal Reserve’s review and public filings.',
      comparison: {
        columns: ['Feature', 'Silicon Valley Bank', 'Typical large US bank'],
        rows: [
          { label: 'Deposit growth, 2019–2021', values: ['about three times', 'much slower'] },
          {
            label: 'Share of deposits uninsured',
            values: ['about 90%', 'far lower, with many households'],
          },
          {
            label: 'Depositors',
            values: ['one industry: tech firms and their investors', 'many industries and households'],
          },
          {
            label: 'Unrealized bond losses vs. capital',
            values: ['about $15 billion vs about $16 billion', 'a much smaller share'],
          },
          {
            label: 'Withdrawals tried in one day',
            values: ['about $42 billion, a quarter of deposits', 'nothing like it'],
          },
        ],
      },
      definitions: ['uninsured-deposits', 'unrealized-loss'],
      visualType: 'scale',
      keyPoint: 'Any one of these is manageable. Together, they made a run both likely and fatal.',
    },
    {
      type: 'story',
      id: 'the-review',
      chapter: 'Chapter 5: What went wrong',
      title: 'The Fed Reviews Itself',
      mainText:
        'On 28 April 2023 the Federal Reserve published a review of its own supervision of SVB, led by Vice Chair for Supervision Michael Barr.\n\nIt found that SVB’s managers failed to manage the bank’s interest rate and liquidity risks. The bank had gone for months in 2022 without a chief risk officer. It found that supervisors did not fully see the risks as the bank grew so fast. When they did see problems, they did not push hard enough to fix them. And it found that rules eased in 2019 for banks of SVB’s size had lowered the standards the bank had to meet.\n\nThe FDIC published its own options for reforming deposit insurance. Debate continues about how much should be insured, for whom, and at what cost.',
      definitions: ['bank-capital', 'interest-rate-risk'],
      visualType: 'courtroom',
      keyPoint:
        'Bank failures usually have three authors: the bank, its supervisors and the rules they work under.',
    },
    {
      type: 'quiz',
      id: 'quiz',
      chapter: 'Check your understanding',
      title: 'Silicon Valley Bank Quiz',
      questions: [
        {
          question:
            'A company has $4,000,000 in one account at one bank. The insured limit is $250,000. How much is uninsured?',
          options: ['$250,000', '$3,750,000', '$4,000,000', '$4,250,000'],
          correct: 1,
          explanation: '$4,000,000 − $250,000 = $3,750,000, about 94 percent of the balance.',
          kind: 'calculation',
        },
        {
          question:
            'A bond has a duration of 6. Interest rates rise by 3 percentage points. Using the rule of thumb, about how much does its price fall?',
          options: ['About 2%', 'About 9%', 'About 18%', 'About 36%'],
          correct: 2,
          explanation:
            'Price change ≈ −duration × rate rise = −6 × 3 = −18 percent. Long bonds bought at low rates lost a lot when rates rose in 2022.',
          kind: 'calculation',
        },
        {
          question:
            'On 9 March 2023 depositors tried to take about $42 billion out of SVB, which had held about $175 billion of deposits at the end of 2022. About what share was that?',
          options: ['About 2%', 'About 10%', 'About 25%', 'About 75%'],
          correct: 2,
          explanation: '$42 billion ÷ $175 billion ≈ 0.24, about a quarter of all deposits in a single day.',
          kind: 'calculation',
        },
        {
          question: 'What did the “systemic risk exception” of 12 March 2023 do?',
          options: [
            'Raised the insured limit to $1 million for every account at every bank',
            'Protected every depositor of SVB and Signature Bank, but not shareholders',
            'Made the government the owner of SVB, to run it as a public bank for good',
            'Guaranteed SVB’s shares and bonds, so none of its investors lost money',
          ],
          correct: 1,
          explanation:
            'All deposits of the two failed banks were protected, with the cost charged to the banking industry. Shareholders and some bondholders were not protected.',
        },
      ],
      keyPoint:
        'Duration times the rate rise tells you how much a bond loses; the insured limit tells you how much of your deposit is safe.',
      visualType: 'coins',
    },
    {
      type: 'reflection',
      id: 'reflection',
      chapter: 'Reflection',
      title: 'Runs at the Speed of Wi-Fi',
      prompt: 'Think about Kiran’s choices and the bank’s.',
      questions: [
        'Why was SVB hit harder by rising rates than most banks?',
        'Why did it matter that almost all of SVB’s depositors were uninsured and from one industry?',
        'Was it right to protect all depositors? What might it teach banks and companies about risk?',
        'How does the 2023 run compare with the line outside the Knickerbocker Trust in 1907?',
      ],
      finalThought:
        'In 1907 a run took days of lines in the street. In 2023 it took a day of taps on a phone. The logic was the same: when depositors doubt they will be paid, the first to leave are the safest.',
      visualType: 'phone',
      keyPoint: 'Technology changed the speed of bank runs, not their cause.',
    },
    {
      type: 'summary',
      id: 'summary',
      chapter: 'Summary',
      title: 'What Silicon Valley Bank Teaches',
      conceptLearned:
        'Interest rate risk, unrealized losses, uninsured deposits, digital runs and emergency backstops',
      ending: {
        intro: 'Your choices beside what happened to SVB’s customers.',
        rows: [
          {
            label: 'In autumn 2022 the runway sat',
            yours: '{cashPlan}',
            history:
              'Thousands of startups kept all their cash at SVB. About 90 percent of its deposits were above the insured limit.',
          },
          {
            label: 'On Thursday 9 March Kiran',
            yours: '{thursdayMove}',
            history: 'Depositors tried to pull about $42 billion that day, a quarter of SVB’s deposits.',
          },
          {
            label: 'Cut off over the weekend',
            yours: '{atSvb * stayAll + beyondMonth * payrollOnly:usd}',
            history:
              'Depositors still at SVB could not reach their money until the government guaranteed all deposits on Sunday evening.',
          },
          {
            label: 'After the weekend the company',
            yours: '{afterPlan}',
            history:
              'Many companies moved to the biggest banks. First Citizens bought SVB’s deposits and loans on 26 March.',
          },
        ],
      },
      keyTakeaways: [
        'SVB’s deposits tripled in 2019–21 and it invested much of them in long-term bonds at very low rates.',
        'When the Fed raised rates in 2022, unrealized losses on those bonds grew to about $15 billion, close to the bank’s capital.',
        'About 90 percent of its deposits were uninsured, mostly from tech firms that all talked to each other.',
        'After a bond-sale announcement, depositors tried to withdraw about $42 billion in one day; the bank was closed on 10 March 2023.',
        'On 12 March the Treasury, the Fed and the FDIC used the systemic risk exception to protect all depositors of SVB and Signature Bank, even above the $250,000 limit; the Fed also opened an emergency lending program, the BTFP.',
      ],
      nextSteps: [
        'Compare with the runs on the trust companies in the Panic of 1907.',
        'Learn how deposit insurance works in the banking system explained lesson.',
      ],
      visualType: 'vault',
      keyPoint: 'Rising rates, long bonds and nervous uninsured depositors are a dangerous mix for any bank.',
    },
  ],
  sources: [
    {
      title:
        'Review of the Federal Reserve’s Supervision and Regulation of Silicon Valley Bank (28 April 2023)',
      author: 'Board of Governors of the Federal Reserve System',
      year: 2023,
      publisher: 'Board of Governors of the Federal Reserve System',
      url: 'https://www.federalreserve.gov/publications/files/svb-review-20230428.pdf',
    },
    {
      title: 'Q1’23 Mid-Quarter Update (8 March 2023)',
      author: 'SVB Financial Group',
      year: 2023,
      publisher: 'SVB Financial Group',
    },
    {
      title:
        'FDIC Creates a Deposit Insurance National Bank of Santa Clara to Protect Insured Depositors of Silicon Valley Bank (press release, 10 March 2023)',
      author: 'Federal Deposit Insurance Corporation',
      year: 2023,
      publisher: 'Federal Deposit Insurance Corporation',
    },
    {
      title:
        'First–Citizens Bank & Trust Company, Raleigh, NC, to Assume All Deposits and Loans of Silicon Valley Bridge Bank, N.A., From the FDIC (press release, 26 March 2023)',
      author: 'Federal Deposit Insurance Corporation',
      year: 2023,
      publisher: 'Federal Deposit Insurance Corporation',
    },
    {
      title: 'Federal Council welcomes takeover of Credit Suisse by UBS (press release, 19 March 2023)',
      author: 'Swiss Federal Council',
      year: 2023,
      publisher: 'Swiss Federal Council',
    },
    {
      title: 'Joint Statement by the Department of the Treasury, Federal Reserve, and FDIC (12 March 2023)',
      author: 'US Department of the Treasury, Board of Governors of the Federal Reserve System and FDIC',
      year: 2023,
      publisher: 'Board of Governors of the Federal Reserve System',
    },
    {
      title:
        'FDIC Acts to Protect All Depositors of the Former Silicon Valley Bank (press release, 12 March 2023)',
      author: 'Federal Deposit Insurance Corporation',
      year: 2023,
      publisher: 'Federal Deposit Insurance Corporation',
    },
    {
      title:
        'Federal Reserve Board Announces It Will Make Available Additional Funding to Eligible Depository Institutions: the Bank Term Funding Program (12 March 2023)',
      author: 'Board of Governors of the Federal Reserve System',
      year: 2023,
      publisher: 'Board of Governors of the Federal Reserve System',
    },
    {
      title: 'FDIC’s Supervision of Signature Bank (28 April 2023)',
      author: 'Federal Deposit Insurance Corporation',
      year: 2023,
      publisher: 'Federal Deposit Insurance Corporation',
    },
    {
      title:
        'Bank Regulation: Preliminary Review of Agency Actions Related to March 2023 Bank Failures (GAO-23-106736)',
      author: 'US Government Accountability Office',
      year: 2023,
      publisher: 'US Government Accountability Office',
    },
    {
      title: 'Options for Deposit Insurance Reform',
      author: 'Federal Deposit Insurance Corporation',
      year: 2023,
      publisher: 'Federal Deposit Insurance Corporation',
    },
    {
      title:
        'Review of the Department of Financial Protection and Innovation’s Oversight and Regulation of Silicon Valley Bank',
      author: 'California Department of Financial Protection and Innovation',
      year: 2023,
      publisher: 'State of California',
    },
    {
      title: 'Tracing Bank Runs in Real Time',
      author: 'Marco Cipriani, Thomas M. Eisenbach and Anna Kovner',
      year: 2024,
      publisher: 'Federal Reserve Bank of New York, Staff Reports',
    },
    {
      title: 'Annual Report on Form 10-K for the fiscal year ended December 31, 2022',
      author: 'SVB Financial Group',
      year: 2023,
      publisher: 'US Securities and Exchange Commission (EDGAR)',
    },
  ],
};
