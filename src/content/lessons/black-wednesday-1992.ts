import { blackWednesday1992Chart } from '../charts/pages/black-wednesday-1992';
import type { GlossaryEntry, Lesson } from '../schema';

// Black Wednesday, 16 September 1992: the pound forced out of the European Exchange Rate Mechanism.
// The protagonist and her firm are composites; the people, dates, rates and costs are real
// (Stephens; Mallaby; Eichengreen & Wyplosz; HM Treasury's 2005 release).

export const glossary: Record<string, GlossaryEntry> = {
  'bank-of-england': {
    text: 'Bank of England',
    definition:
      'The United Kingdom’s central bank, founded in 1694 to lend to the government. It issues the banknotes of England and Wales and sets the UK’s key interest rate, which it has decided on its own since 1997, aiming at an inflation target the government sets. On Black Wednesday it spent billions of pounds of reserves trying to hold up the pound.',
  },
  'floating-exchange-rate': {
    text: 'Floating exchange rate',
    definition:
      'An exchange rate set day by day by buyers and sellers in the currency market, with no promise by the government to hold it at any level.',
  },
  'policy-interest-rate': {
    text: 'Policy interest rate',
    definition:
      'The short-term interest rate a central bank sets, which banks then pass on to loans, mortgages and savings. Raising it makes holding the currency more rewarding and borrowing more costly.',
  },
  'self-fulfilling-crisis': {
    text: 'Self-fulfilling crisis',
    definition:
      'A crisis that happens because enough people expect it. If traders believe a government will give up defending its currency, their selling raises the cost of defending it until the government does give up.',
  },
};

export const lesson: Lesson = {
  id: 'black-wednesday-1992',
  title: 'Black Wednesday',
  subtitle: 'The day the pound left the ERM',
  concept:
    'Why a currency peg fails when the interest rate needed to defend it hurts the economy more than giving up',
  description:
    'Birmingham, 1990–92. As finance director of a family engineering firm, choose which currency to borrow in when Britain joins the European Exchange Rate Mechanism, where to keep the firm’s cash on the morning of 16 September 1992, and how to respond once the pound is floating. Learn why high German rates, a British recession and traders’ bets broke the peg in a single day.',
  preview:
    'Interest rates go up, a second rise is announced, and the government still loses. What do you do with your firm’s cash?',
  difficulty: 'Intermediate',
  estimatedTime: '18 minutes',
  type: 'character-driven',
  category: 'crises',
  icon: '💷',
  color: { from: 'slate', to: 'blue' },
  year: 1992,
  topics: ['Currency Markets', 'Monetary Policy', 'Market Psychology'],
  xp: 100,
  character: {
    name: 'Fiona MacLeod',
    age: 41,
    profession: 'Finance director of a family engineering firm in Birmingham',
    icon: '👩‍💼',
    color: 'from-blue-600 to-slate-700',
    background:
      'Fiona is a composite character, not a real person. Her firm makes precision parts for car makers and sells about a third of its output to Germany, priced in Deutschmarks. It employs 140 people. Fiona has to borrow for new machines, keep the firm’s cash safe, and decide how much to trust the government’s promises about the pound.',
    traits: [
      'Numerate',
      'Cautious',
      'Reads the Financial Times cover to cover',
      'Loyal to the firm’s founders',
    ],
    historical: false,
  },
  supportingCharacters: [
    {
      name: 'Norman Lamont',
      role: 'Chancellor of the Exchequer, 1990–93',
      icon: '🏛️',
      influence: 'Announced the rate rises on 16 September and, that evening, the pound’s exit from the ERM.',
    },
    {
      name: 'John Major',
      role: 'Prime Minister, 1990–97; as Chancellor he took the pound into the ERM in October 1990',
      icon: '🇬🇧',
      influence: 'Staked his government’s economic policy on the ERM.',
    },
    {
      name: 'Helmut Schlesinger',
      role: 'President of the Bundesbank, Germany’s central bank',
      icon: '🏦',
      influence: 'Kept German interest rates high to fight inflation after reunification.',
    },
    {
      name: 'George Soros and Stanley Druckenmiller',
      role: 'Managers of the Quantum Fund, a hedge fund',
      icon: '📉',
      influence: 'Bet about $10 billion against the pound and made about $1 billion when it fell.',
    },
  ],
  concepts: [
    { id: 'pegs-and-bands', name: 'Fixed exchange rates inside a band', level: 'beginner' },
    {
      id: 'impossible-trinity',
      name: 'A peg means importing another country’s interest rates',
      level: 'intermediate',
    },
    { id: 'speculative-attacks', name: 'Speculative attacks and one-way bets', level: 'intermediate' },
    {
      id: 'currency-risk-for-firms',
      name: 'Currency risk on a firm’s debts and cash',
      level: 'intermediate',
    },
    { id: 'inflation-targeting', name: 'From a currency anchor to an inflation target', level: 'advanced' },
  ],
  // Pound figures: "£{cash:number}" reads "£2,000,000". Mark amounts are kept at their value in pounds.
  storyState: [
    { key: 'poundDebt', label: 'Loan in pounds', initial: 0, format: 'number' },
    { key: 'markDebt', label: 'Loan in marks, valued in pounds', initial: 0, format: 'number' },
    { key: 'saved', label: 'Interest saved by borrowing in marks, 1990–92', initial: 0, format: 'number' },
    { key: 'cash', label: 'Cash in pounds', initial: 2000000, format: 'number' },
    { key: 'cashMarks', label: 'Cash in marks, valued in pounds', initial: 0, format: 'number' },
    { key: 'loan', label: 'The 1990 loan', format: 'text' },
    { key: 'treasury', label: 'Cash on Black Wednesday', format: 'text' },
    { key: 'exports', label: 'After the fall', format: 'text' },
  ],
  pages: [
    {
      type: 'cover',
      id: 'cover',
      title: 'Black Wednesday',
      subtitle: '16 September 1992: one rate rise, one more announced, one lost battle',
      startButtonText: 'Go to the finance office',
      visualType: 'ticker-crash',
      keyPoint: 'A promise to hold a price is only as strong as the willingness to bear its cost.',
    },
    {
      type: 'character-intro',
      id: 'meet-fiona',
      chapter: 'Chapter 1: Joining the club',
      title: 'Meet Fiona MacLeod',
      narrative: {
        setup:
          'Birmingham, October 1990. Britain has just joined the European Exchange Rate Mechanism, the ERM. The pound is tied to the Deutschmark at a central rate of DM 2.95, and may move only 6 percent either side.',
        situation:
          'British interest rates are 14 percent, cut from 15 percent on the day of entry. Inflation is close to 11 percent. The government says the ERM will bring German-style low inflation to Britain.',
        characterThoughts:
          'A fixed rate makes my German sales easier to plan. But what happens if Britain cannot keep up with Germany?',
      },
      definitions: ['exchange-rate-mechanism', 'currency-band'],
      interactiveElements: [
        {
          id: 'band',
          icon: '↔️',
          label: 'DM 2.95, ±6%',
          tooltip: 'The pound’s ERM band',
          detail:
            'The pound could trade between about DM 2.78 and DM 3.13. At the floor, the Bank of England had to buy pounds.',
        },
        {
          id: 'exports',
          icon: '🚗',
          label: 'A third of sales in marks',
          tooltip: 'The firm’s German customers',
          detail: 'When the pound falls against the mark, each German sale brings in more pounds.',
        },
      ],
      visualType: 'factory',
      keyPoint: 'Tying your currency to another means tying your interest rates to it as well.',
    },
    {
      type: 'decision-point',
      id: 'which-currency',
      chapter: 'Chapter 1: Joining the club',
      title: 'Borrow in Pounds or Marks?',
      situation: 'November 1990. The firm needs £1 million for new machines.',
      decision: {
        situation:
          'A British bank offers a five-year loan in pounds, fixed at about 15 percent. A German bank offers the same amount in marks, DM 2.95 million, fixed at about 10 percent. With the pound fixed in the ERM, many firms and homeowners are borrowing in cheaper foreign currencies.',
        context: {
          'Loan in pounds': '£1 million, fixed at about 15%',
          'Loan in marks': 'DM 2.95 million, fixed at about 10%',
          'Exchange rate': 'DM 2.95 per pound, inside a ±6% band',
          'The firm’s income': 'two-thirds pounds, one-third marks',
        },
        prompt: 'Which loan will Fiona take?',
        choices: [
          {
            id: 'borrow-pounds',
            title: 'Borrow in pounds',
            description: 'Pay the higher rate and keep debt and most income in the same currency.',
            icon: '💷',
            color: 'from-emerald-500 to-teal-600',
            reward: 'No currency risk on the debt',
            risk: 'About 5 points a year more in interest, while the peg holds',
            consequence:
              'Pound borrowers paid more interest, and rates stayed painfully high while Britain was in the ERM. But their debt did not jump when the pound fell in 1992.',
            effects: { set: { poundDebt: 1000000, loan: 'All £1 million in pounds' } },
          },
          {
            id: 'borrow-marks',
            title: 'Borrow in marks',
            description: 'Take the cheaper loan. The government has promised to hold the pound.',
            icon: '🇩🇪',
            color: 'from-rose-500 to-red-600',
            reward: 'About £50,000 a year less interest while the peg holds',
            risk: 'If the pound falls, the debt grows in pounds',
            consequence:
              'For two years the saving was real. Then the pound left the ERM and fell against the mark, and the debt, measured in pounds, grew by more than the interest saved.',
            effects: { set: { markDebt: 1000000, saved: 100000, loan: 'All £1 million in marks' } },
          },
          {
            id: 'borrow-split',
            title: 'Borrow a third in marks, the rest in pounds',
            description: 'Match the mark debt to the firm’s mark income.',
            icon: '⚖️',
            color: 'from-sky-500 to-indigo-600',
            reward: 'Some interest saving, with the mark debt covered by mark sales',
            risk: 'More complex, and less saving than an all-mark loan',
            consequence:
              'This was the textbook answer. When the pound fell, the firm’s mark income rose in pounds by about as much as its mark debt did, so the two canceled out.',
            effects: {
              set: {
                poundDebt: 670000,
                markDebt: 330000,
                saved: 33000,
                loan: 'A third in marks, the rest in pounds',
              },
            },
          },
        ],
      },
      lesson:
        'A lower interest rate abroad is often the market’s price for the risk that your currency will fall. Match the currency of your debts to the currency of your income.',
      historicalNote:
        'Before 1992 many Europeans borrowed in Deutschmarks or other low-rate currencies, trusting the ERM. Similar bets on Swiss franc mortgages hurt borrowers in Eastern Europe after 2008.',
      definitions: ['currency-mismatch', 'hedging'],
      visualType: 'scale',
      keyPoint: 'Cheap foreign debt is cheap only until the exchange rate moves.',
    },
    {
      type: 'story',
      id: 'german-rates',
      chapter: 'Chapter 2: The strain',
      title: 'Germany’s Rates, Britain’s Recession',
      mainText:
        'Germany reunified in October 1990. Rebuilding the East cost a fortune, and German inflation rose. The Bundesbank’s job was to keep the mark stable, so it raised interest rates again and again. By July 1992 its discount rate was 8.75 percent, a record.\n\nIn the ERM, other countries had to keep their rates close to Germany’s, or money would flow to marks and push their currencies to the floor. But Britain was in a recession. House prices were falling. Unemployment was rising towards 10 percent. Britain needed lower rates, but the ERM demanded high ones.\n\nThen the politics of Europe shook the markets. On 2 June 1992 Danish voters rejected the Maastricht Treaty on a single currency. France would vote on 20 September, and polls were close. Traders began to ask which currencies would be devalued.',
      narrative: {
        setup:
          'The firm’s orders are down. Fiona’s bank manager says rates cannot fall while the pound is in the ERM.',
      },
      definitions: ['policy-interest-rate', 'recession', 'exchange-rate-mechanism'],
      interactiveElements: [
        {
          id: 'trilemma',
          icon: '🔺',
          label: 'Pick two of three',
          tooltip: 'The impossible trinity',
          detail:
            'A country cannot have a fixed exchange rate, free movement of money across borders and its own interest rate policy all at once. In the ERM, Britain gave up the third.',
        },
      ],
      visualType: 'globe',
      keyPoint:
        'A peg forces you to live with another country’s interest rates, even when they are wrong for you.',
    },
    {
      type: 'visual-story',
      id: 'one-way-bet',
      chapter: 'Chapter 2: The strain',
      title: 'A One-Way Bet',
      mainText:
        'Traders saw a bet with little to lose. If the pound held in the ERM, selling it cost them only a small gap in interest. If the pound broke, it could fall 10 percent or more. Heads they won a lot, tails they lost a little.\n\nIn September the cracks widened. Finland let its currency float on 8 September. On Sunday 13 September the Italian lira was devalued by 7 percent inside the ERM. On the evening of 15 September, reports of remarks by the Bundesbank’s president suggested that more devaluations might be needed. The pound was sitting at its floor.\n\nHedge funds, banks, pension funds and companies all started to sell pounds. The Quantum Fund, run by George Soros and Stanley Druckenmiller, built a bet of about $10 billion against the pound.',
      narrative: {
        setup:
          'Fiona’s phone rings before 8 a.m. on Wednesday 16 September. It is the bank’s currency dealer.',
        characterThoughts:
          'If everyone is selling, the Bank of England is the only buyer. How long can it keep buying?',
      },
      definitions: ['speculative-attack', 'short-selling', 'hedge-fund', 'foreign-exchange-reserves'],
      interactiveElements: [
        {
          id: 'asymmetry',
          icon: '🎲',
          label: 'Small loss, big gain',
          tooltip: 'Why speculators piled in',
          detail:
            'Selling pounds at the floor risked only a small rebound. The upside, if the peg broke, was many times larger.',
        },
      ],
      visualType: 'ticker-crash',
      keyPoint: 'When defending a peg looks painful and abandoning it looks likely, the market will test it.',
    },
    {
      type: 'decision-point',
      id: 'wednesday-morning',
      chapter: 'Chapter 3: Wednesday 16 September',
      title: 'The Firm’s Cash',
      situation: 'Wednesday 16 September 1992, 8 a.m. The firm has £2 million in a pound deposit account.',
      decision: {
        situation:
          'The pound is at its ERM floor against the mark. The Bank of England has been buying pounds since early morning. The government has said again and again that it will not devalue. The firm’s money is needed for wages and suppliers over the next six months, mostly in pounds.',
        context: {
          'Firm’s cash': '£2 million in pounds',
          Pound: 'at its floor, about DM 2.78',
          'Base rate': '10%',
          'Government’s line': 'no devaluation',
        },
        prompt: 'What will Fiona do with the firm’s cash?',
        timeLimit: 'The dealer needs an answer within the hour',
        choices: [
          {
            id: 'swap-to-marks',
            title: 'Move most of it into marks',
            description: 'Join the selling and hold marks until things calm down.',
            icon: '🇩🇪',
            color: 'from-amber-500 to-orange-600',
            reward: 'A gain if the pound falls',
            risk: 'Betting the firm’s working cash on currencies; most costs are in pounds',
            consequence:
              'It would have paid: the pound fell sharply that week. But Fiona’s job is running a factory, not trading currencies, and the board might fairly ask what she would have done if the pound had held.',
            effects: {
              add: { cash: -1500000, cashMarks: 1500000 },
              set: { treasury: 'Moved £1.5 million into marks' },
            },
          },
          {
            id: 'stay-in-pounds',
            title: 'Keep it in pounds',
            description: 'The firm’s bills are in pounds. Do not speculate.',
            icon: '💷',
            color: 'from-emerald-500 to-teal-600',
            reward: 'No currency bet; the cash matches the bills it must pay',
            risk: 'Its value in marks falls if the pound breaks',
            consequence:
              'The cash bought less in Germany after the fall, but the firm’s wages and most suppliers were paid in pounds, so little was lost where it mattered.',
            effects: { set: { treasury: 'Kept it all in pounds' } },
          },
          {
            id: 'hedge-mark-needs',
            title: 'Buy only the marks the firm will need',
            description: 'Lock in today’s rate for the German parts it must pay for this winter.',
            icon: '🛡️',
            color: 'from-sky-500 to-indigo-600',
            reward: 'Covers a real future bill at a known rate',
            risk: 'If the pound holds, the cover was not needed',
            consequence:
              'Hedging a real, known bill is what a careful finance director does. It removed the risk on those costs without turning the firm into a currency trader.',
            effects: {
              add: { cash: -300000, cashMarks: 300000 },
              set: { treasury: 'Bought £300,000 of marks for known bills' },
            },
          },
        ],
      },
      lesson:
        'Match your cash to the currency of your bills. Hedge what you really owe; do not gamble the firm’s working money on a currency view.',
      historicalNote:
        'That morning the Bank of England bought billions of pounds with its reserves. It was not enough: there were far more pounds for sale than reserves to buy them.',
      definitions: ['hedging', 'forward-contract', 'foreign-exchange-reserves'],
      visualType: 'phone',
      keyPoint: 'A firm’s treasury is there to reduce risk, not to take new risks.',
    },
    {
      type: 'story',
      id: 'the-day',
      chapter: 'Chapter 3: Wednesday 16 September',
      title: 'Ten, Twelve, Fifteen, Out',
      mainText:
        'At 11 a.m. the government raised the base rate from 10 to 12 percent. The pound did not move off its floor. At 2.15 p.m. it announced a further rise to 15 percent, to take effect the next day. The selling went on.\n\nRaising rates is meant to reward people for holding a currency. But everyone knew that 15 percent would crush homeowners with variable-rate mortgages in the middle of a recession. Traders did not believe the government could keep it up, so the rise did not convince them.\n\nAt about 7.30 p.m. Chancellor Norman Lamont announced that Britain was suspending its membership of the ERM. The rise to 15 percent was canceled, and the next day rates went back to 10 percent. Italy also left the ERM. Within weeks the pound had fallen more than 10 percent below its old floor against the mark.\n\nTreasury papers released in 2005 put the cost of the defense at about £3.3 billion. Only about £800 million was lost in trading; most of the cost was the profit Britain’s foreign reserves would have made from the pound’s fall if they had not been spent buying pounds. The Quantum Fund was reported to have made about $1 billion.',
      narrative: {
        setup: 'Fiona watches the rate rises scroll across the TV screen in the boardroom.',
      },
      definitions: [
        'policy-interest-rate',
        'floating-exchange-rate',
        'self-fulfilling-crisis',
        'devaluation',
        'currency-crisis',
      ],
      interactiveElements: [
        {
          id: 'mortgages',
          icon: '🏠',
          label: 'Why 15% was not believed',
          tooltip: 'Variable-rate mortgages',
          detail:
            'Most British mortgages then followed the base rate within weeks. A lasting 15 percent rate would have hit millions of households at once.',
        },
      ],
      visualType: 'ticker-crash',
      keyPoint:
        'A defense that markets believe you cannot sustain does not deter them; it tells them you are close to giving up.',
    },
    {
      type: 'decision-point',
      id: 'after-the-fall',
      chapter: 'Chapter 4: Floating free',
      // The pound fell from its DM 2.78 floor to about DM 2.42 (the chart's 19 October close): a mark
      // is worth about 15% more in pounds than at the floor, and about 22% more than at DM 2.95.
      effects: { mul: { markDebt: 1.22, cashMarks: 1.15 } },
      title: 'A Cheaper Pound',
      situation: 'October 1992. Rates have been cut to 8 percent. The pound is well below its old floor.',
      decision: {
        situation:
          'Britain’s goods are suddenly cheaper in Germany. German customers ask Fiona for lower prices in marks, and a new German car maker wants a quote. The government has announced a new goal: an inflation target of 1 to 4 percent.',
        context: {
          'Base rate': '8%, down from 10%',
          Pound: 'about DM 2.40–2.45: 12–14% under the old floor, about 18% under DM 2.95',
          'German demand': 'customers asking for quotes',
          'Your loans now': '£{poundDebt + markDebt:number}, of which £{markDebt:number} owed in marks',
          'New policy': 'inflation target of 1–4%',
        },
        prompt: 'How will the firm respond?',
        choices: [
          {
            id: 'expand-exports',
            title: 'Keep mark prices and take more German orders',
            description: 'Each German sale now brings in more pounds. Use the margin to grow.',
            icon: '📦',
            color: 'from-emerald-500 to-teal-600',
            reward: 'Higher profit on every German sale, and room to hire',
            risk: 'If the pound bounces back, the extra margin disappears',
            consequence:
              'Many exporters did well. Britain’s economy grew from 1993, with lower rates and a cheaper pound, while inflation stayed low. Some later called the day “White Wednesday.”',
            effects: { set: { exports: 'Kept mark prices and took more orders' } },
          },
          {
            id: 'cut-prices',
            title: 'Cut mark prices to win market share',
            description: 'Pass the whole currency gain to German customers.',
            icon: '🏷️',
            color: 'from-amber-500 to-orange-600',
            reward: 'New customers and bigger volumes',
            risk: 'No extra profit, and prices are hard to raise later',
            consequence:
              'Winning share can pay off over years. But handing the whole gain to customers left less room for error if the pound recovered.',
            effects: { set: { exports: 'Cut mark prices to win share' } },
          },
          {
            id: 'wait',
            title: 'Wait and see',
            description: 'No new orders until the pound settles.',
            icon: '⏳',
            color: 'from-slate-500 to-slate-700',
            reward: 'No commitments in a volatile market',
            risk: 'Competitors take the orders',
            consequence:
              'Caution cost little at first but missed the recovery. The pound stayed well below its ERM level for years.',
            effects: { set: { exports: 'Waited for the pound to settle' } },
          },
        ],
      },
      lesson:
        'A devaluation hurts importers and people who borrowed abroad, and helps exporters. Whether it is a disaster depends on who you are.',
      historicalNote:
        'Britain never rejoined the ERM and did not adopt the euro. It moved to an inflation target in October 1992 and gave the Bank of England control of interest rates in 1997.',
      definitions: ['bank-of-england', 'inflation-target', 'devaluation'],
      visualType: 'chart-up',
      keyPoint: 'The end of a peg can be the start of a better policy.',
    },
    {
      type: 'interactive',
      id: 'peg-or-float',
      chapter: 'Compare',
      title: 'In the ERM and After',
      mainText: 'How Britain’s monetary policy changed after 16 September 1992.',
      comparison: {
        columns: ['Question', 'In the ERM (1990–92)', 'After the exit (from late 1992)'],
        rows: [
          {
            label: 'What set interest rates?',
            values: ['Defending the pound against the mark', 'Britain’s own inflation and growth'],
          },
          { label: 'Base rate', values: ['10–14%', 'Cut to 6% by January 1993'] },
          { label: 'Anchor for inflation', values: ['The Deutschmark', 'An inflation target of 1–4%'] },
          { label: 'Exchange rate', values: ['Fixed within ±6% of DM 2.95', 'Floating'] },
          { label: 'Economy', values: ['Recession', 'Recovery from 1993'] },
        ],
      },
      definitions: ['floating-exchange-rate', 'inflation-target'],
      visualType: 'scale',
      keyPoint:
        'An exchange-rate anchor and an inflation target are two different ways to make a currency trustworthy.',
    },
    blackWednesday1992Chart,
    {
      type: 'quiz',
      id: 'quiz',
      chapter: 'Check your understanding',
      title: 'Black Wednesday Quiz',
      questions: [
        {
          question:
            'Fiona borrowed DM 2.95 million when a pound bought DM 2.95, so the loan was worth £1 million. If a pound later buys DM 2.50, what is the debt worth in pounds?',
          options: ['£850,000', '£1,000,000', '£1,180,000', '£1,450,000'],
          correct: 2,
          explanation:
            'DM 2,950,000 ÷ 2.50 = £1,180,000. At the weaker pound, the same mark debt needs 18 percent more pounds to repay.',
          kind: 'calculation',
        },
        {
          question:
            'The mark loan saved about 5 percentage points of interest a year on £1 million. About how much did that save over two years?',
          options: ['£5,000', '£50,000', '£100,000', '£500,000'],
          correct: 2,
          explanation:
            '5 percent of £1 million is £50,000 a year, so about £100,000 over two years, less than the £180,000 the debt would grow by if the pound fell to DM 2.50 (in October 1992 it fell further).',
          kind: 'calculation',
        },
        {
          question: 'Why did the promise to raise rates to 15 percent fail to save the pound?',
          options: [
            'Parliament voted the rise down before it could take effect',
            'Traders doubted a Britain in recession could keep rates that high',
            'German rates rose to 20 percent on the same day, widening the gap',
            'The rise was announced after the markets had closed for the day in London',
          ],
          correct: 1,
          explanation:
            'High rates hurt homeowners and firms in a recession. Traders judged the government would give up first, so the rise looked like desperation, not strength.',
        },
        {
          question: 'What did Britain adopt after leaving the ERM to anchor inflation?',
          options: ['The gold standard', 'A fixed rate to the US dollar', 'An inflation target', 'The euro'],
          correct: 2,
          explanation:
            'In October 1992 the government set an inflation target of 1–4 percent. In 1997 the Bank of England was given control of interest rates to meet it.',
        },
      ],
      keyPoint: 'Exchange-rate moves change what foreign debts are worth in your own currency.',
      visualType: 'coins',
    },
    {
      type: 'reflection',
      id: 'reflection',
      chapter: 'Reflection',
      title: 'Pegs, Promises and Politics',
      prompt: 'Think about Fiona’s choices and the government’s.',
      questions: [
        'Why did the ERM force Britain to keep interest rates high during a recession?',
        'Why was selling the pound a “one-way bet” in September 1992?',
        'Was the firm’s finance director right to avoid betting against the pound, even though the bet would have paid?',
        'Why might leaving a peg feel like a defeat but work out as a relief?',
      ],
      finalThought:
        'Black Wednesday cost the government its reputation and taxpayers billions. It also freed Britain to set interest rates for its own economy, and the years that followed were some of its most stable.',
      visualType: 'globe',
      keyPoint: 'A fixed exchange rate is a political promise. Markets test whether it is worth its cost.',
    },
    {
      type: 'summary',
      id: 'summary',
      chapter: 'Summary',
      title: 'What Black Wednesday Teaches',
      ending: {
        intro:
          'Your choices as Fiona, in pounds, beside what happened to real British firms and the government.',
        rows: [
          {
            label: 'The 1990 loan',
            yours: '{loan}',
            history:
              'Many firms and homeowners borrowed in marks, trusting the government’s promise to hold the pound.',
          },
          {
            label: 'Loans in pounds, October 1992',
            yours: '£{poundDebt + markDebt:number} owed on £1,000,000 borrowed',
            history:
              'Mark debts grew by about a fifth in pounds as the pound fell from DM 2.95 to about DM 2.40–2.45.',
          },
          {
            label: 'Interest saved, 1990–92',
            yours: '£{saved:number}',
            history:
              'When the pound joined the ERM, short-term rates were about 5 points lower in Germany than in Britain. By September 1992 the gap was under 1 point, as German rates rose and British rates fell.',
          },
          {
            label: 'Firm’s cash, October 1992',
            yours: '£{cash + cashMarks:number} ({treasury})',
            history:
              'Defending the pound cost the government about £3.3 billion; the Quantum Fund made about $1 billion.',
          },
          {
            label: 'After the fall',
            yours: '{exports}',
            history:
              'Britain grew from 1993 with lower rates and a cheaper pound; some called the day “White Wednesday”.',
          },
        ],
      },
      conceptLearned:
        'Currency bands, imported interest rates, speculative attacks, currency risk and inflation targeting',
      keyTakeaways: [
        'Britain joined the ERM in October 1990 at DM 2.95 with a ±6 percent band.',
        'High German rates after reunification forced high British rates during a recession, making the peg painful.',
        'On 16 September 1992 rates went from 10 to 12 percent, with 15 percent announced, and the pound still left the ERM that evening.',
        'The defense cost about £3.3 billion; the Quantum Fund made about $1 billion from its bet against the pound.',
        'Britain then adopted an inflation target (1992) and an independent Bank of England (1997).',
      ],
      nextSteps: [
        'See a fixed exchange rate break with far worse results in the Asian crisis of 1997.',
        'Learn how the euro replaced the ERM in the euro creation lesson.',
      ],
      visualType: 'chart-up',
      keyPoint: 'Match your debts to your income, and never assume a peg is forever.',
    },
  ],
  sources: [
    {
      title: 'Politics and the Pound: The Conservatives’ Struggle with Sterling',
      author: 'Philip Stephens',
      year: 1996,
      publisher: 'Macmillan',
    },
    {
      title: 'More Money Than God: Hedge Funds and the Making of a New Elite',
      author: 'Sebastian Mallaby',
      year: 2010,
      publisher: 'Penguin Press',
    },
    {
      title: 'The Unstable EMS',
      author: 'Barry Eichengreen and Charles Wyplosz',
      year: 1993,
      publisher: 'Brookings Papers on Economic Activity, 1993(1)',
    },
    {
      title: 'The Logic of Currency Crises',
      author: 'Maurice Obstfeld',
      year: 1994,
      publisher: 'Cahiers économiques et monétaires, Banque de France',
    },
    {
      title:
        'Papers on the United Kingdom’s exit from the ERM, released under the Freedom of Information Act',
      author: 'HM Treasury',
      year: 2005,
      publisher: 'HM Treasury',
    },
    {
      title: 'The Bank of England: A History (vol. 1, 1694–1797)',
      author: 'John Clapham',
      year: 1944,
      publisher: 'Cambridge University Press',
    },
    {
      title: 'Bank of England Act 1998',
      author: 'UK Parliament',
      year: 1998,
      publisher: 'The Stationery Office',
    },
  ],
};
