import { enronScandalChart } from '../charts/pages/enron-scandal';
import type { GlossaryEntry, Lesson } from '../schema';

// The protagonist is a composite Enron employee; Sherron Watkins, the executives, the dates, the
// prices and the law are real. No words are put in real people's mouths.

export const glossary: Record<string, GlossaryEntry> = {
  'mark-to-market-accounting': {
    text: 'Mark-to-market accounting',
    definition:
      'Valuing an asset or contract at its current market price. Enron applied it to long-term deals with no market price, booking the estimated profit of a 10- or 20-year contract on the day it was signed, based on its own forecasts.',
  },
  'special-purpose-entity': {
    text: 'Special purpose entity (SPE)',
    definition:
      'A separate company set up for one narrow job, such as holding certain assets. Under the rules of the time, if outsiders put in just 3% of its capital, its debts could stay off the parent’s balance sheet.',
  },
  'off-balance-sheet': {
    text: 'Off-balance-sheet debt',
    definition:
      'Borrowing that a company is effectively responsible for but that does not appear among the liabilities in its main accounts, making it look less indebted than it really is.',
  },
  whistleblower: {
    text: 'Whistleblower',
    definition:
      'An employee or insider who reports wrongdoing inside an organization, to its leaders or to outside authorities. Since 2002 US law protects whistleblowers at listed companies from retaliation.',
  },
  'external-auditor': {
    text: 'External auditor',
    definition:
      'An independent accounting firm hired to check a company’s financial statements and state whether they fairly present its finances. Investors rely on its opinion; the company pays its fees.',
  },
  '401k-plan': {
    text: '401(k) plan',
    definition:
      'A US workplace retirement account, named after a section of the tax code, into which employees save part of their pay, often with a matching contribution from the employer. Many Enron employees kept most of theirs in Enron shares and lost those savings when the company failed in 2001.',
  },
  ira: {
    text: 'Individual retirement account (IRA)',
    definition:
      'A US retirement account a person opens for themselves rather than through an employer, with tax advantages and a yearly limit on what can be put in. In a traditional IRA savings can go in before tax and withdrawals are taxed; in a Roth IRA savings go in after tax and qualified withdrawals come out tax-free.',
  },
  diversification: {
    text: 'Diversification',
    definition:
      'Spreading money across many different investments so that the failure of any one cannot ruin you. Holding your savings in your own employer’s stock is the opposite: your job and savings depend on one company.',
  },
  deregulation: {
    text: 'Deregulation',
    definition:
      'Removing or loosening government rules on an industry, for example letting market prices replace state-set prices for electricity.',
  },
  'earnings-restatement': {
    text: 'Restatement',
    definition:
      'Reissuing past financial statements because they contained significant errors. A large restatement tells investors the earlier numbers could not be trusted.',
  },
  'sarbanes-oxley-act': {
    text: 'Sarbanes–Oxley Act (SOX)',
    definition:
      'The US law of 30 July 2002 that made chief executives and finance chiefs personally certify their accounts, required tested internal controls, created an independent board to oversee auditors, and protected whistleblowers.',
  },
  'internal-controls': {
    text: 'Internal controls',
    definition:
      'The checks a company uses to make sure its transactions are authorized and recorded correctly, such as approvals, separation of duties and reconciliations.',
  },
  'investment-grade': {
    text: 'Investment grade',
    definition:
      'A credit rating of BBB− (or Baa3) or better, signaling a relatively safe borrower. A cut below it, to “junk”, can trigger loan repayments and make borrowing far more expensive.',
  },
};

export const lesson: Lesson = {
  id: 'enron-scandal',
  title: 'The Enron Scandal',
  subtitle: 'How America’s “most innovative company” hid its debts',
  concept: 'Accounting fraud, whistleblowing and corporate governance',
  description:
    'Enron was the seventh-largest company on the Fortune 500 list in 2001 and bankrupt by December. From the California energy crisis to Sherron Watkins’ warning to the Sarbanes–Oxley Act, follow an Enron accountant whose job, and retirement savings, are tied to a company built on accounting illusions.',
  preview:
    'Blackouts in California, debts hidden in secret partnerships, a memo to the chairman and a law that changed every boardroom.',
  difficulty: 'Intermediate',
  estimatedTime: '20 minutes',
  type: 'enhanced',
  category: 'scandals',
  icon: '⚡',
  color: { from: 'yellow', to: 'red' },
  year: 2001,
  topics: ['Market Mechanics', 'Leverage', 'Market Psychology'],
  xp: 100,
  character: {
    name: 'Dana Whitfield',
    age: 34,
    profession: 'Accountant in Enron’s finance department, Houston',
    icon: '👩‍💼',
    color: 'from-amber-500 to-orange-700',
    background:
      'Dana is a composite character, not a real person, built from the experiences of Enron employees described in congressional testimony and books about the collapse. She joined Enron in 1996, works on deal accounting in the finance group, and like thousands of colleagues keeps most of her 401(k) retirement savings in Enron shares.',
    traits: ['Meticulous', 'Loyal', 'Proud of her company', 'Uneasy with gray areas'],
    historical: false,
  },
  supportingCharacters: [
    {
      name: 'Sherron Watkins',
      role: 'Enron vice president of corporate development (real figure)',
      icon: '✉️',
      influence:
        'In August 2001 warned chairman Kenneth Lay in writing that Enron’s accounting could bring the company down.',
    },
    {
      name: 'Kenneth Lay',
      role: 'Enron founder and chairman (real figure, 1942–2006)',
      icon: '👔',
      influence:
        'Built Enron from a pipeline merger in 1985; convicted of fraud in 2006; he died before sentencing, so his conviction was vacated.',
    },
    {
      name: 'Jeffrey Skilling',
      role: 'Enron president, then chief executive (real figure)',
      icon: '📈',
      influence:
        'Turned Enron into an energy-trading giant; resigned in August 2001 after six months as CEO; convicted in 2006.',
    },
    {
      name: 'Andrew Fastow',
      role: 'Enron chief financial officer (real figure)',
      icon: '🧾',
      influence:
        'Designed and ran the partnerships that hid Enron’s debts while paying himself millions; pleaded guilty in 2004.',
    },
  ],
  concepts: [
    { id: 'mark-to-market', name: 'Mark-to-market accounting and its abuse', level: 'intermediate' },
    { id: 'off-balance-sheet', name: 'Hidden debt in special purpose entities', level: 'advanced' },
    {
      id: 'auditor-independence',
      name: 'Auditor independence and conflicts of interest',
      level: 'intermediate',
    },
    { id: 'diversification', name: 'Why not to hold your employer’s stock', level: 'beginner' },
    { id: 'sarbanes-oxley', name: 'Sarbanes–Oxley and corporate accountability', level: 'intermediate' },
  ],
  storyState: [
    { key: 'enron', label: 'Enron shares in her 401(k)', initial: 138000, format: 'usd' },
    { key: 'other', label: 'Diversified funds in her 401(k)', initial: 76000, format: 'usd' },
    { key: 'voice', label: 'August 2001', format: 'text' },
    { key: 'plan', label: 'October 2001', format: 'text' },
    { key: 'beforeFall', label: '401(k) before the collapse', format: 'usd' },
    { key: 'reform', label: 'Reform backed in 2002', format: 'text' },
  ],
  pages: [
    {
      type: 'cover',
      id: 'cover',
      title: 'The Enron Scandal',
      subtitle: 'Houston, 2000–2002',
      mainText:
        'In August 2000 Enron’s shares hit $90. Sixteen months later the company was bankrupt, its auditor was on the way to collapse, and many of its 20,000 employees had lost their jobs, their savings or both. This is how smart people built an empire on numbers they did not believe.',
      visualType: 'lightning',
      startButtonText: 'Badge in at Enron',
    },
    {
      type: 'character-intro',
      id: 'meet-dana',
      chapter: 'Prologue · Houston, 2000',
      title: 'Meet Dana Whitfield',
      narrative: {
        setup:
          'Dana works on the 30th floor of Enron’s glass tower in downtown Houston. Every employee gets a pep talk about being the smartest people in the room, and a ranking system that sets bonuses and marks the bottom 15% of staff for the exit.',
        situation:
          'Her 401(k) holds about $380,000, most of it in Enron shares that have more than quadrupled in three years. Her team books deals whose profits are counted years before any cash arrives.',
        characterThoughts:
          'We aren’t a pipeline company any more; we’re a trading floor, a bank and a tech firm all at once. I just wish I could explain where all the cash goes.',
      },
      definitions: ['401k-plan', 'diversification'],
      interactiveElements: [
        {
          id: 'rank-and-yank',
          icon: '📋',
          label: 'Rank and yank',
          tooltip: 'The performance review committee',
          detail:
            'Enron rated employees twice a year and pushed out those ranked at the bottom. Staff later described a culture where hitting the quarter’s numbers mattered more than how they were hit, and where questioning a deal could end a career.',
        },
        {
          id: 'fortune',
          icon: '🏆',
          label: 'Most innovative',
          tooltip: 'Six years running',
          detail:
            'Fortune magazine’s surveys named Enron “America’s Most Innovative Company” every year from 1996 to 2001. Its reported revenue for 2000 was about $101 billion.',
        },
      ],
      visualType: 'city',
    },
    {
      type: 'visual-story',
      id: 'trading-empire',
      chapter: 'Chapter 1 · The Trading Empire',
      title: 'From Pipelines to Promises',
      mainText:
        'Enron was formed in 1985 from the merger of two natural-gas pipeline companies. Under Jeffrey Skilling it became a trader, buying and selling gas and electricity contracts like a bank trades bonds. In 1992 it won approval to use mark-to-market accounting for its gas contracts, and it later spread the method to long-term deals with no real market price. On the day a 20-year contract was signed, Enron booked the full estimated profit, based on its own forecasts.\n\nIn November 1999 it launched EnronOnline, a website that soon handled billions of dollars of trades a day. Wall Street loved the steady earnings growth; few analysts could explain exactly how the money was made.',
      definitions: ['mark-to-market-accounting', 'deregulation'],
      keyPoint:
        'Profits booked from your own forecasts are only as honest as the people making the forecasts.',
      interactiveElements: [
        {
          id: 'revenue-trick',
          icon: '🔢',
          label: '$101 billion?',
          tooltip: 'Counting trades as sales',
          detail:
            'Enron counted the full value of many energy trades as revenue, rather than just the trading profit, which inflated its reported sales. It was accepted practice for some traders at the time, but it made Enron look far bigger than its real business.',
        },
        {
          id: 'broadband',
          icon: '📡',
          label: 'Broadband dreams',
          tooltip: 'Trading internet bandwidth',
          detail:
            'In 2000 Enron announced a plan to trade broadband capacity and a video-on-demand deal with Blockbuster. The venture lost money, but Enron still booked expected profits from it.',
        },
      ],
      visualType: 'market-floor',
    },
    {
      type: 'visual-story',
      id: 'california-crisis',
      chapter: 'Chapter 2 · The Energy Crisis',
      title: 'California in the Dark',
      mainText:
        'California partly deregulated its electricity market in 1996. Utilities had to buy power in a new wholesale market but could not raise the prices they charged households. In 2000 and 2001, with hot weather, low hydroelectric supply and many power plants offline, wholesale prices soared to roughly ten times their usual level. The state suffered rolling blackouts in January and March 2001, and the giant utility Pacific Gas and Electric filed for bankruptcy in April.\n\nEnron’s traders profited. Internal memos released in 2002 described strategies with names like “Death Star” and “Get Shorty” that gamed the market’s rules, for example by scheduling phantom power flows to collect congestion payments (fees the grid paid to relieve overloaded lines).',
      narrative: {
        setup:
          'Dana’s sister in Sacramento loses power during a blackout in January 2001. On the trading floor, people cheer the profits.',
        characterThoughts:
          'My sister is sitting in the dark and we’re celebrating. Is this smart trading or are we breaking something?',
      },
      definitions: ['deregulation'],
      keyPoint: 'A badly designed market rewards whoever is most willing to exploit its flaws.',
      interactiveElements: [
        {
          id: 'ferc',
          icon: '🏛️',
          label: 'Federal findings',
          tooltip: 'FERC’s 2003 report',
          detail:
            'In March 2003 the Federal Energy Regulatory Commission reported that Enron and other firms had manipulated Western power markets in 2000–2001. Recordings of Enron traders joking about the blackouts were later made public and caused outrage.',
        },
        {
          id: 'recall',
          icon: '🗳️',
          label: 'Political fallout',
          tooltip: 'A governor recalled',
          detail:
            'The crisis cost California tens of billions of dollars in higher power costs and long-term contracts. It contributed to the 2003 recall of Governor Gray Davis.',
        },
      ],
      visualType: 'lightning',
    },
    {
      type: 'story',
      id: 'hidden-debts',
      chapter: 'Chapter 3 · Behind the Numbers',
      title: 'The Partnerships',
      mainText:
        'Enron needed enormous amounts of borrowed money, but more debt on its books would threaten its credit rating, and the rating kept its trading business alive.\n\nChief financial officer Andrew Fastow set up a web of special purpose entities with names like Chewco, LJM and the Raptors. They bought assets Enron wanted off its books and “hedged” its investments, but they were largely funded with Enron’s own shares and effectively controlled by Fastow, who ran some of them personally and, the Powers Report found, made more than $30 million from them. In reality Enron was doing deals with itself.\n\nIn March 2001 a Fortune article by Bethany McLean asked a simple question: how exactly does Enron make its money?',
      narrative: {
        setup:
          'Dana is asked to approve the accounting for a transfer of assets to one of the Raptor entities. The entity’s capital is mostly Enron stock.',
        characterThoughts:
          'If Enron’s shares fall, the Raptors can’t pay what they owe us, and the “hedges” disappear exactly when we need them. We are insuring ourselves with ourselves.',
      },
      definitions: ['special-purpose-entity', 'off-balance-sheet', 'external-auditor'],
      keyPoint: 'A hedge that depends on your own share price is not a hedge; it is a bet on yourself.',
      interactiveElements: [
        {
          id: 'three-percent',
          icon: '3️⃣',
          label: 'The 3% rule',
          tooltip: 'How debt stayed off the books',
          detail:
            'Accounting rules then let a company leave an SPE off its accounts if independent investors owned at least 3% of its equity. The Powers Report later found that some Enron entities did not even meet that thin test.',
        },
        {
          id: 'andersen',
          icon: '🧮',
          label: 'Arthur Andersen',
          tooltip: 'Auditor and consultant',
          detail:
            'Enron paid its auditor, Arthur Andersen, about $52 million in 2000, more than half of it for consulting rather than auditing. Critics said the fees made Andersen reluctant to challenge its biggest client.',
        },
      ],
      visualType: 'vault',
    },
    {
      type: 'decision-point',
      id: 'decision-whistleblower',
      chapter: 'Chapter 4 · The Warning',
      title: 'August 2001: Speak Up?',
      mainText:
        'On 14 August 2001 Jeffrey Skilling resigned as chief executive after only six months, citing personal reasons, and Kenneth Lay, the chairman, took the job back and invited employees to raise concerns. Dana knows the Raptors are short by hundreds of millions of dollars and that the losses have not been reported.',
      situation:
        'Enron’s shares are around $40, down from $90 a year ago. Its reputation, and Dana’s savings, depend on confidence.',
      decision: {
        situation: 'Dana must decide whether, and how, to raise what she knows.',
        context: {
          'Enron share price': 'about $40',
          'Her 401(k)': '{enron} in Enron shares, {other} in other funds',
          'Legal protection for whistleblowers': 'weak and patchy in 2001',
          'Colleagues who questioned deals': 'often moved or pushed out',
        },
        prompt: 'What does Dana do?',
        timeLimit: 'Before the third-quarter results in October',
        choices: [
          {
            id: 'write-to-chairman',
            title: 'Write to the chairman',
            description:
              'Set out the problem in a memo to Kenneth Lay and ask for an independent investigation.',
            icon: '✉️',
            reward: 'The company can fix the problem from the inside, and she has done her duty.',
            risk: 'Management may bury the warning, and she could lose her job.',
            consequence:
              'This is what Sherron Watkins did. On 15 August she sent Lay an anonymous letter, then met him on 22 August with a longer memo. Lay asked Enron’s own law firm, Vinson & Elkins, to look into it; it was told not to second-guess Andersen’s accounting and reported in October that no full investigation was needed.',
            effects: { set: { voice: 'Wrote to the chairman' } },
          },
          {
            id: 'go-outside',
            title: 'Go to the SEC or a journalist',
            description: 'Take the evidence outside the company.',
            icon: '📰',
            reward: 'Regulators or the press might expose the problem faster.',
            risk: 'Few legal protections, possible breach of confidentiality and near-certain dismissal.',
            consequence:
              'Watkins did not go outside in 2001; her letter became public only when Congress released it in January 2002. The lack of protection for outside reporting was one of the gaps the 2002 Sarbanes–Oxley Act and the 2010 Dodd-Frank Act later addressed, the latter with cash rewards for tips to the SEC.',
            effects: { set: { voice: 'Took the evidence outside' } },
          },
          {
            id: 'stay-quiet',
            title: 'Stay quiet and quietly sell her shares',
            description: 'Protect herself and her family; it is not her job to fix the company.',
            icon: '🤐',
            reward: 'She might save her savings and her job, for now.',
            risk: 'Selling on inside knowledge of unreported losses can be illegal insider trading, and the fraud continues.',
            consequence:
              'Some insiders did sell. Prosecutors later charged executives with selling shares while hiding Enron’s true condition; Lay himself sold large amounts of stock in 2001. Silence protected no one in the end.',
            effects: {
              compute: { other: 'other + enron' },
              set: { enron: 0, voice: 'Stayed quiet and sold her Enron shares' },
            },
          },
        ],
      },
      lesson:
        'Raising an alarm inside a company works only if someone independent is allowed to investigate it.',
      historicalNote:
        'In 2002 Time magazine named Sherron Watkins one of its three Persons of the Year, with Cynthia Cooper of WorldCom and Coleen Rowley of the FBI, all women who had warned of wrongdoing inside their own organizations.',
      definitions: ['whistleblower'],
      visualType: 'newspaper',
    },
    {
      type: 'decision-point',
      id: 'decision-401k',
      chapter: 'Chapter 5 · The Collapse',
      // Enron's shares fell from about $40 in August to about $33 in mid-October.
      effects: { mul: { enron: 0.825 } },
      title: 'October 2001: The Retirement Account',
      mainText:
        'It is mid-October 2001, just before the bad news. Dana’s 401(k) is worth about {enron + other}, of which {enron} is in Enron shares now trading at about $33. The plan announces it will change administrators: for a few weeks from late October, employees will not be able to move their money. Executives have told staff the shares are a bargain.',
      variants: [
        {
          when: { enron: { below: 1 } },
          mainText:
            'It is mid-October 2001, just before the bad news. Dana’s 401(k), about {other}, holds no Enron shares: she sold them in August. The plan announces it will change administrators: for a few weeks from late October, employees will not be able to move their money. Executives have told staff the shares are a bargain.',
        },
      ],
      decision: {
        situation: 'Dana can rebalance her retirement savings before the freeze.',
        context: {
          'Enron share price': 'about $33',
          'Her 401(k)': '{enron + other}, of which {enron} in Enron',
          'Share of all Enron 401(k) assets in Enron stock': 'about 60%',
          'Plan freeze': 'late October to mid-November 2001',
        },
        prompt: 'What does Dana do with her retirement money?',
        choices: [
          {
            id: 'diversify',
            title: 'Move most of it into a diversified fund',
            description: 'Keep her job risk and her savings risk separate.',
            icon: '🧺',
            reward: 'Her retirement no longer depends on one company.',
            risk: 'Missing a rebound if Enron recovers, and feeling disloyal.',
            consequence:
              'Shares that were about $33 in mid-October were below $1 by 28 November. Moving out before the freeze would have saved most of her retirement.',
            effects: {
              compute: { other: 'other + enron' },
              set: { enron: 0, plan: 'Moved out of Enron before the freeze' },
            },
          },
          {
            id: 'hold',
            title: 'Leave it as it is',
            description: 'Enron has been through rough patches before, and selling feels like panic.',
            icon: '⏸️',
            reward: 'Nothing to do; a full recovery if the company survives.',
            risk: 'If Enron fails, her job and her savings go together.',
            consequence:
              'This is what most employees did. Enron workers lost an estimated $1 billion or more from their retirement plans, and many lost their jobs in the same week.',
            effects: { set: { plan: 'Left it as it was' } },
          },
          {
            id: 'buy-more',
            title: 'Buy more Enron at the “bargain” price',
            description: 'Follow the executives’ advice and double down.',
            icon: '📥',
            reward: 'Big gains if the executives are right.',
            risk: 'Concentrating even more on a company whose accounts she already doubts.',
            consequence:
              'Some employees did buy more after reassurances from the top. Every dollar they added was lost within weeks.',
            effects: {
              compute: { enron: 'enron + other * 0.5', other: 'other * 0.5' },
              set: { plan: 'Moved half her other funds into Enron' },
            },
          },
        ],
      },
      lesson: 'Never let your job and your savings depend on the same company.',
      historicalNote:
        'Sarbanes–Oxley later required that employees be given advance notice of plan freezes, and that executives not trade company shares while employees are frozen out. The 2006 Pension Protection Act gave employees the right to sell employer stock in their plans.',
      definitions: ['401k-plan', 'diversification'],
      visualType: 'coins',
    },
    {
      type: 'visual-story',
      id: 'collapse',
      chapter: 'Chapter 5 · The Collapse',
      // From about $33 to below $1 by 28 November: about 1 percent of the October price.
      effects: { compute: { beforeFall: 'enron + other' }, mul: { enron: 0.01 } },
      title: 'Forty-Seven Days',
      mainText:
        'On 16 October 2001 Enron reported a third-quarter loss of $618 million and, almost in passing, a $1.2 billion reduction in shareholders’ equity, largely from unwinding the Raptors. The SEC opened an inquiry; Fastow was replaced. On 8 November Enron restated its profits back to 1997, cutting them by about $586 million.\n\nA rescue merger with rival Dynegy was agreed the next day, but on 28 November the rating agencies cut Enron’s debt to junk, Dynegy walked away and the shares fell below $1, less than a hundredth of their $90 peak: shareholders had lost almost everything they had put in. On 2 December 2001 Enron filed for bankruptcy, the largest in US history until then, with about $63 billion of assets. About 4,000 Houston employees were laid off the next day.',
      narrative: {
        setup:
          'Dana carries her desk plant and a box of files to the parking lot. Security guards watch from the lobby. Her 401(k), {beforeFall} in October, is now worth {enron + other}.',
        characterThoughts:
          'The numbers I worked on were technically signed off by everyone: lawyers, auditors, the board. How did nobody stop it?',
      },
      definitions: ['earnings-restatement', 'investment-grade', 'securities-and-exchange-commission'],
      keyPoint: 'Companies that live on borrowed confidence can die the moment their credit rating is cut.',
      interactiveElements: [
        {
          id: 'shredding',
          icon: '🗑️',
          label: 'The shredding',
          tooltip: 'Arthur Andersen destroyed documents',
          detail:
            'Andersen staff shredded tons of Enron-related paper and deleted files in October and November 2001. The firm was convicted of obstruction of justice in June 2002 and gave up auditing public companies; the Supreme Court overturned the conviction in 2005, too late to save a firm that had employed about 85,000 people worldwide.',
        },
        {
          id: 'worldcom',
          icon: '📞',
          label: 'Not alone',
          tooltip: 'WorldCom, July 2002',
          detail:
            'In June 2002 the telecom giant WorldCom admitted it had disguised about $3.8 billion of expenses as investments; the figure eventually grew to about $11 billion. Its July 2002 bankruptcy was even bigger than Enron’s, and Congress moved fast.',
        },
      ],
      visualType: 'ticker-crash',
    },
    {
      type: 'decision-point',
      id: 'decision-reform',
      chapter: 'Chapter 6 · The Reform',
      title: 'July 2002: What Should Change?',
      mainText:
        'After Enron, Global Crossing, Tyco and now WorldCom, investors have stopped trusting corporate accounts. Stock prices are falling. Congress is debating a bill from Senator Paul Sarbanes and Representative Michael Oxley. Imagine you are a member of Congress deciding what to support.',
      decision: {
        situation: 'Congress must decide how to restore trust in company accounts.',
        context: {
          'Recent collapses': 'Enron (Dec 2001), WorldCom (July 2002)',
          'Auditors overseen by': 'the accounting profession itself',
          'CEO responsibility for accounts': 'not personally certified',
          'S&P 500 in 2002': 'heading for a fall of about 23% that year',
        },
        prompt: 'Which approach do you back?',
        choices: [
          {
            id: 'strict-law',
            title: 'A sweeping new law',
            description:
              'Make CEOs and CFOs personally certify accounts, create a public board to inspect auditors, ban most consulting by auditors, require tested internal controls and protect whistleblowers.',
            icon: '📜',
            reward: 'Clear personal accountability and independent oversight of auditors.',
            risk: 'Large compliance costs, especially for smaller companies.',
            consequence:
              'This became the Sarbanes–Oxley Act, passed 423–3 in the House and 99–0 in the Senate and signed on 30 July 2002. It created the Public Company Accounting Oversight Board. The internal-control rules (Section 404) proved costly at first, and critics blamed them for pushing some listings abroad.',
            effects: { set: { reform: 'A sweeping new law' } },
          },
          {
            id: 'market-discipline',
            title: 'Let the market punish fraud',
            description:
              'Enron and Andersen are already destroyed; investors have learned. Enforce existing laws harder.',
            icon: '⚖️',
            reward: 'No new costs or red tape for honest companies.',
            risk: 'The same incentives and conflicts that produced Enron remain in place.',
            consequence:
              'Some economists argued this, but after WorldCom the political and market pressure for change was overwhelming. Prosecutions still followed under existing law: Skilling and Lay were convicted in 2006. Lay died that July, before he could appeal, so a judge vacated his conviction, as US courts generally do when a defendant dies before an appeal is decided.',
            effects: { set: { reform: 'Let the market punish fraud' } },
          },
          {
            id: 'narrow-fix',
            title: 'A narrow fix: only new accounting rules for SPEs',
            description: 'Close the off-balance-sheet loophole and leave the rest alone.',
            icon: '🔧',
            reward: 'Targets the exact trick Enron used, at low cost.',
            risk: 'The next fraud, like WorldCom’s simple expense trick, will use a different hole.',
            consequence:
              'Accounting standard-setters did tighten the rules on consolidating such entities in 2003, but WorldCom showed that the deeper problem was accountability and auditor independence, not one rule.',
            effects: { set: { reform: 'A narrow fix for off-balance-sheet entities' } },
          },
        ],
      },
      lesson:
        'Rules alone do not stop fraud, but making named people personally responsible changes how they sign.',
      historicalNote:
        'Section 906 of the Act made it a crime for a chief executive or finance chief to certify accounts they know are false: up to 10 years in prison, or up to 20 years if they do it willfully. Jeffrey Skilling was sentenced to 24 years in 2006, later reduced; Andrew Fastow served about five years.',
      definitions: ['sarbanes-oxley-act', 'internal-controls', 'external-auditor'],
      visualType: 'courtroom',
    },
    {
      type: 'interactive',
      id: 'before-after',
      chapter: 'Chapter 6 · The Reform',
      title: 'Before and After Sarbanes–Oxley',
      mainText: 'What changed for companies listed in the United States.',
      comparison: {
        columns: ['Before 2002', 'After Sarbanes–Oxley'],
        rows: [
          {
            label: 'Who checks the auditors',
            values: [
              'The accounting profession, through peer review',
              'The Public Company Accounting Oversight Board',
            ],
          },
          {
            label: 'CEO and CFO responsibility',
            values: [
              'Could claim they did not know',
              'Must personally certify the accounts; false certification is a crime',
            ],
          },
          {
            label: 'Auditor consulting',
            values: [
              'Auditors could sell large consulting contracts to clients',
              'Most non-audit services to audit clients banned',
            ],
          },
          {
            label: 'Internal controls',
            values: [
              'No required report',
              'Management must assess them; auditors must test them at larger companies',
            ],
          },
          {
            label: 'Whistleblowers',
            values: ['Little federal protection', 'Protected from retaliation; a 2010 law added SEC rewards'],
          },
          {
            label: 'Destroying documents',
            values: ['Obstruction charges hard to prove', 'Up to 20 years in prison'],
          },
        ],
      },
      keyPoint: 'Sarbanes–Oxley moved responsibility from the firm in general to named people in particular.',
      visualType: 'scale',
    },
    enronScandalChart,
    {
      type: 'quiz',
      id: 'quiz',
      chapter: 'Quiz',
      title: 'Check Your Understanding',
      questions: [
        {
          question:
            "In October 2001 Dana's 401(k) is worth about $190,000, with 60% in Enron shares. If the Enron shares become worthless, about how much is left?",
          options: ['Nothing', 'About $76,000', 'About $114,000', 'About $190,000'],
          correct: 1,
          explanation:
            "60% of $190,000 is $114,000 in Enron shares. If they go to zero, only the other 40%, $76,000, remains. Holding your employer's stock means your job and your savings can vanish in the same week.",
          kind: 'calculation',
        },
        {
          question: 'What did mark-to-market accounting let Enron do?',
          options: [
            'Count a contract’s profit only as the cash came in, year by year',
            'Book a long contract’s estimated profit on the day it was signed',
            'Pay its taxes in its own shares, valued at the day’s market price',
            'Hide its cash in foreign banks, where no auditor could check it',
          ],
          correct: 1,
          explanation:
            'For long deals with no market price, Enron used its own forecasts to value them. That turned hoped-for future profits into reported profits at once, and when the hopes failed, new deals were needed to cover the gap.',
        },
        {
          question:
            'Under Section 906 of the Sarbanes–Oxley Act, what is the longest sentence for a chief executive who willfully certifies accounts he knows to be false?',
          options: ['5 years', '10 years', '20 years', 'Life'],
          correct: 2,
          explanation:
            'Section 906 sets up to 10 years for knowingly certifying false accounts, and up to 20 years when it is done willfully. The point of the law is personal responsibility: named people sign, and they answer for what they sign.',
        },
        {
          question: 'Kenneth Lay was convicted in 2006. Why does he have no conviction on record today?',
          options: [
            'President George W. Bush pardoned him before he could be sentenced',
            'He won his appeal, because the jury had been given the wrong instructions',
            'He died before he could appeal, so the court wiped out his conviction',
            'The Supreme Court overturned it, as it had overturned Andersen’s conviction',
          ],
          correct: 2,
          explanation:
            'Lay died in July 2006, before sentencing and appeal. US courts then generally wipe out a conviction that could not be appealed, a rule called abatement. It was not a finding that he was innocent.',
        },
      ],
    },
    {
      type: 'reflection',
      id: 'reflection',
      chapter: 'Epilogue',
      title: 'Who Was Watching?',
      prompt:
        'Enron’s accounts were approved by its board, its auditor, its law firm, its bankers and the rating agencies, and praised by analysts and the press. Every gatekeeper had a reason not to ask hard questions.',
      questions: [
        'Which gatekeeper failed most: the auditor, the board, the analysts or the regulators? Why?',
        'What would you have done in Dana’s place in August 2001, knowing your savings were in the shares?',
        'Can a company culture make ordinary honest people take part in fraud? How would you notice it happening to you?',
        'Is it right that employees lost their savings while some executives had sold shares earlier?',
      ],
      finalThought:
        'If you cannot explain how a company makes its money, be very careful about trusting it with yours.',
      visualType: 'globe',
    },
    {
      type: 'summary',
      id: 'summary',
      chapter: 'Epilogue',
      title: 'What You Learned',
      ending: {
        intro: 'Your choices as Dana, beside what happened to Enron’s real employees.',
        rows: [
          {
            label: 'August 2001',
            yours: '{voice}',
            history:
              'Sherron Watkins wrote to Kenneth Lay. The review that followed was not independent; her letter became public in January 2002.',
          },
          {
            label: 'October 2001',
            yours: '{plan}',
            history:
              'Most employees left their savings as they were; about 60% of Enron 401(k) assets were in Enron stock.',
          },
          {
            label: '401(k) before the collapse',
            yours: '{beforeFall}',
            history: 'Enron’s shares were about $33 in mid-October 2001.',
          },
          {
            label: '401(k) after the bankruptcy',
            yours: '{enron + other}',
            history:
              'Workers lost an estimated $1 billion or more from their retirement plans, and many lost their jobs the same week.',
          },
          {
            label: 'Reform you backed',
            yours: '{reform}',
            history: 'The Sarbanes–Oxley Act passed 423–3 and 99–0 and was signed on 30 July 2002.',
          },
        ],
      },
      conceptLearned:
        'Enron used aggressive mark-to-market accounting and off-balance-sheet partnerships to hide debts and losses; its collapse led to the Sarbanes–Oxley Act and stronger rules for auditors, executives and whistleblowers.',
      keyTakeaways: [
        'Mark-to-market accounting let Enron book years of hoped-for profits up front, based on its own forecasts.',
        'Partnerships funded with Enron’s own shares hid debt and fake hedges that failed when the share price fell.',
        'Enron’s traders profited from and helped manipulate California’s 2000–01 energy crisis.',
        'Sherron Watkins warned Kenneth Lay in August 2001; the review that followed was not independent.',
        'Enron filed for bankruptcy on 2 December 2001; employees lost jobs and retirement savings held in Enron stock.',
        'The Sarbanes–Oxley Act (30 July 2002) made executives certify accounts, created the PCAOB and protected whistleblowers.',
      ],
      nextSteps: [
        'Look at your own retirement account: how much depends on one company?',
        'Compare with the 2008 crisis, where off-balance-sheet vehicles appeared again.',
        'Read the Powers Report’s executive summary on the partnerships.',
      ],
      visualType: 'chart-down',
    },
  ],
  sources: [
    {
      title: 'The Smartest Guys in the Room: The Amazing Rise and Scandalous Fall of Enron',
      author: 'Bethany McLean and Peter Elkind',
      year: 2003,
      publisher: 'Portfolio',
    },
    {
      title:
        'Report of Investigation by the Special Investigative Committee of the Board of Directors of Enron Corp. (the Powers Report)',
      author: 'William C. Powers, Jr., Raymond S. Troubh and Herbert S. Winokur, Jr.',
      year: 2002,
      publisher: 'Enron Corp.',
    },
    {
      title: 'Power Failure: The Inside Story of the Collapse of Enron',
      author: 'Mimi Swartz with Sherron Watkins',
      year: 2003,
      publisher: 'Doubleday',
    },
    {
      title: 'Final Report on Price Manipulation in Western Markets',
      author: 'Staff of the Federal Energy Regulatory Commission',
      year: 2003,
      publisher: 'Federal Energy Regulatory Commission',
    },
    {
      title: 'Sarbanes–Oxley Act of 2002, Public Law 107-204, section 906 (18 U.S.C. § 1350)',
      author: 'US Congress',
      year: 2002,
      publisher: 'US Government Publishing Office',
      url: 'https://www.congress.gov/bill/107th-congress/house-bill/3763',
    },
    {
      title: 'Arthur Andersen LLP v. United States, 544 U.S. 696',
      author: 'Supreme Court of the United States',
      year: 2005,
      publisher: 'US Reports',
    },
    {
      title: 'United States v. Lay: order vacating the conviction of Kenneth L. Lay after his death',
      author: 'US District Court for the Southern District of Texas',
      year: 2006,
      publisher: 'US District Court, S.D. Texas',
    },
  ],
};
