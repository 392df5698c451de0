import type { GlossaryEntry, Lesson } from '../schema';

// The Mexican peso crisis of December 1994 (the "tequila crisis"): a crawling peg, a large current
// account deficit financed by short-term money, dollar-linked tesobonos, the devaluation and the
// US–IMF rescue. The protagonist is a composite; the people, dates and figures are real (Sachs,
// Tornell & Velasco; Calvo & Mendoza; US GAO 1996; IMF). Where the key figures come from: reserves
// of about $29 billion in February and about $6 billion in late December 1994, and about $29 billion
// of tesobonos (Sachs, Tornell & Velasco 1996; Calvo & Mendoza 1996); the 15 percent widening on
// 20 December and the float on 22 December (GAO 1996); up to $20 billion from the Exchange
// Stabilization Fund, $17.8 billion from the IMF and a package of up to $48.8 billion in all
// (GAO 1996); short-term rates above 70 percent, output about −6 percent and prices up about
// 50 percent in 1995 (IMF 1995 and later IMF data).

export const glossary: Record<string, GlossaryEntry> = {
  'dollar-linked-debt': {
    text: 'Dollar-linked debt',
    definition:
      'Debt paid in the local currency but in amounts tied to the US dollar, so that a devaluation raises what the borrower owes. It shifts currency risk from the lender to the borrower.',
  },
  'sudden-stop': {
    text: 'Sudden stop',
    definition:
      'When foreign lenders and investors abruptly stop putting money into a country. A country that relied on their money to cover a deficit must suddenly cut spending or find rescue loans.',
  },
  'crawling-peg': {
    text: 'Crawling peg',
    definition:
      'An exchange rate the government lets fall slowly and predictably against another currency, such as a little each day, instead of holding it completely fixed.',
  },
};

export const lesson: Lesson = {
  id: 'mexican-peso-crisis-1994',
  title: 'The Mexican Peso Crisis',
  subtitle: 'December 1994: the tequila crisis',
  concept:
    'How short-term and dollar-linked borrowing turned a devaluation into a debt crisis, and why the US organized a rescue',
  description:
    'Monterrey, 1994–95. Run an appliance store that buys in dollars and sells in pesos through a year of NAFTA hopes, assassinations and falling reserves. Decide whether to borrow in dollars, what to do the night the band is widened, and how to survive interest rates above 70 percent. Learn why the peso lost half its value, what a rescue of about $50 billion bought, and why the US loans were repaid early.',
  preview: 'Your supplier’s dollar loan is half the price of a peso loan. What could go wrong?',
  difficulty: 'Intermediate',
  estimatedTime: '18 minutes',
  type: 'character-driven',
  category: 'crises',
  icon: '🇲🇽',
  color: { from: 'emerald', to: 'red' },
  year: 1994,
  topics: ['Currency Markets', 'Financial Contagion', 'Systemic Risk'],
  xp: 100,
  character: {
    name: 'Marisol Cantú',
    age: 36,
    profession: 'Owner of an appliance store in Monterrey',
    icon: '🏪',
    color: 'from-emerald-600 to-red-700',
    background:
      'Marisol is a composite character, not a real person. Her store sells refrigerators, stoves and TVs, most of them made in the United States and paid for in dollars. Her customers pay in pesos, often on credit. NAFTA, the new trade deal, promises cheaper imports and more customers.',
    traits: ['Ambitious', 'Good with customers', 'Optimistic about NAFTA', 'Careful with cash'],
    historical: false,
  },
  supportingCharacters: [
    {
      name: 'Ernesto Zedillo',
      role: 'President of Mexico from 1 December 1994',
      icon: '🏛️',
      influence: 'His government devalued and then floated the peso within weeks of taking office.',
    },
    {
      name: 'Jaime Serra Puche',
      role: 'Finance minister in December 1994',
      icon: '📋',
      influence: 'Announced the widening of the peso band on 20 December and resigned nine days later.',
    },
    {
      name: 'Robert Rubin',
      role: 'US Treasury Secretary from January 1995',
      icon: '🇺🇸',
      influence: 'Organized US loans to Mexico from the Treasury’s Exchange Stabilization Fund.',
    },
    {
      name: 'Michel Camdessus',
      role: 'Managing Director of the IMF',
      icon: '🌐',
      influence: 'Pushed through the IMF’s largest loan up to that time.',
    },
  ],
  concepts: [
    {
      id: 'pegs-and-deficits',
      name: 'A managed peso and a large current account deficit',
      level: 'beginner',
    },
    {
      id: 'dollar-linked-borrowing',
      name: 'Dollar-linked and short-term government debt',
      level: 'intermediate',
    },
    { id: 'reserves-run-out', name: 'Falling reserves and a sudden stop', level: 'intermediate' },
    { id: 'currency-mismatch-firms', name: 'Currency mismatch for firms and families', level: 'beginner' },
    { id: 'international-rescue', name: 'International rescues and contagion', level: 'advanced' },
  ],
  storyState: [
    { key: 'loanChoice', label: 'How Marisol paid for growth in 1994', format: 'text' },
    { key: 'dollarDebt', label: 'Debt owed in dollars', initial: 0, format: 'usd' },
    { key: 'pesoDebt', label: 'Debt owed in pesos', initial: 0, format: 'number' },
    {
      key: 'debtNow',
      label: 'Marisol’s debt after the fall',
      initial: 'She took on no new loan in 1994, so only the credit line weighs on her.',
      format: 'text',
    },
    { key: 'staff', label: 'Employees', initial: 7, format: 'number' },
    { key: 'shrinkTitle', label: 'The shrinking option', initial: 'Shrink the store', format: 'text' },
    {
      key: 'shrinkDetail',
      label: 'What shrinking means',
      initial: 'Let staff go, cut stock and pay down the credit line.',
      format: 'text',
    },
    {
      key: 'januaryDollars',
      label: 'Dollars the 300,000 pesos bought for January',
      initial: 0,
      format: 'usd',
    },
    { key: 'cashMove', label: 'What Marisol did with the store’s cash', format: 'text' },
    { key: 'survival', label: 'How Marisol got through 1995', format: 'text' },
  ],
  pages: [
    {
      type: 'cover',
      id: 'cover',
      title: 'The Mexican Peso Crisis',
      subtitle: 'December 1994: the peso breaks',
      startButtonText: 'Open the store',
      visualType: 'chart-down',
      keyPoint: 'Borrowing short and in someone else’s currency turns a bad year into a crisis.',
    },
    {
      type: 'character-intro',
      id: 'meet-marisol',
      chapter: 'Chapter 1: The NAFTA year',
      title: 'Meet Marisol Cantú',
      narrative: {
        setup:
          'Monterrey, January 1994. The North American Free Trade Agreement has just taken effect. Foreign money has poured into Mexico for years, and inflation has fallen to single digits. The peso trades at about 3.1 to the dollar.',
        situation:
          'Marisol wants to open a second store. Her US supplier offers credit in dollars at about 8 percent. A Mexican bank offers a peso loan at about 18 percent.',
        characterThoughts:
          'The government has kept the peso steady for years. Why pay 18 percent when I can pay 8?',
      },
      definitions: ['crawling-peg', 'current-account-deficit'],
      interactiveElements: [
        {
          id: 'band',
          icon: '↔️',
          label: 'A slowly widening band',
          tooltip: 'How the peso was managed',
          detail:
            'The peso could move inside a band against the dollar whose top edge rose a little each day. The central bank sold dollars to keep it inside.',
        },
        {
          id: 'deficit',
          icon: '📉',
          label: 'A deficit near 7% of GDP',
          tooltip: 'Mexico’s current account, 1994',
          detail:
            'Mexico was buying far more from abroad than it sold, and covering the gap with foreign money, much of it short-term.',
        },
      ],
      visualType: 'globe',
      keyPoint: 'A big deficit is safe only as long as foreigners keep lending to cover it.',
    },
    {
      type: 'decision-point',
      id: 'which-loan',
      chapter: 'Chapter 1: The NAFTA year',
      title: 'Dollars or Pesos?',
      situation: 'February 1994. Marisol needs the equivalent of $100,000 for the new store.',
      decision: {
        situation:
          'The peso has been steady. Her income is in pesos. The dollar loan is much cheaper. Her accountant reminds her that if the peso falls, a dollar loan grows in pesos.',
        context: {
          'Dollar loan': '$100,000 at about 8%',
          'Peso loan': 'about 310,000 pesos at about 18%',
          'Peso rate': 'about 3.1 per dollar',
          'Her income': 'all in pesos',
        },
        prompt: 'Which loan should Marisol take?',
        choices: [
          {
            id: 'dollar-loan',
            effects: {
              set: {
                loanChoice: 'borrowed $100,000 in dollars for a second store',
                dollarDebt: 100000,
                staff: 12,
                debtNow:
                  'Her $100,000 loan, about 310,000 pesos when she took it, is heading for about 700,000 pesos.',
                shrinkTitle: 'Sell the second store',
                shrinkDetail: 'Shrink back to one store and pay down debt.',
              },
            },
            title: 'Take the dollar loan',
            description: 'Save ten points of interest a year.',
            icon: '💵',
            color: 'from-rose-500 to-red-600',
            reward: 'Much lower interest while the peso holds',
            risk: 'Her debt rises in pesos if the peso falls',
            consequence:
              'By March 1995 a dollar cost about 7 pesos instead of 3.1. Her $100,000 debt had grown from about 310,000 pesos to about 700,000 pesos. Thousands of Mexican firms were caught this way.',
          },
          {
            id: 'peso-loan',
            effects: {
              set: {
                loanChoice: 'borrowed 310,000 pesos for a second store',
                pesoDebt: 310000,
                staff: 12,
                debtNow:
                  'Her 310,000-peso loan is still 310,000 pesos, but its interest rate keeps climbing.',
                shrinkTitle: 'Sell the second store',
                shrinkDetail: 'Shrink back to one store and pay down debt.',
              },
            },
            title: 'Take the peso loan',
            description: 'Pay more interest, but owe the same currency she earns.',
            icon: '🇲🇽',
            color: 'from-emerald-500 to-teal-600',
            reward: 'No currency risk on the debt',
            risk: 'High interest, and the rate can rise',
            consequence:
              'She avoided the currency trap. But peso loan rates rose steeply in 1995, so a variable-rate peso loan still became very painful.',
          },
          {
            id: 'no-expansion',
            effects: { set: { loanChoice: 'waited and opened no second store' } },
            title: 'Wait a year before expanding',
            description: 'Save up and grow more slowly.',
            icon: '⏳',
            color: 'from-slate-500 to-slate-700',
            reward: 'No new debt in a risky year',
            risk: 'A competitor may open first',
            consequence:
              'Waiting looked timid in early 1994. By 1995 it looked wise: firms without new debts were the ones able to buy up stock and shops cheaply after the crash.',
          },
        ],
      },
      lesson:
        'A lower interest rate in another currency usually prices in the risk that your own currency will fall. If your income is in pesos, a dollar debt is a currency bet.',
      historicalNote:
        'Mexican banks and companies had borrowed heavily in dollars in the early 1990s. When the peso fell, many could not pay, and the banking system needed a costly rescue.',
      definitions: ['currency-mismatch'],
      visualType: 'scale',
      keyPoint: 'Borrow in the currency you earn.',
    },
    {
      type: 'story',
      id: 'a-hard-year',
      chapter: 'Chapter 2: A year of shocks',
      title: 'Shots, Rates and Tesobonos',
      mainText:
        'On 1 January 1994, the day NAFTA began, the Zapatista army rose up in the southern state of Chiapas. On 23 March the ruling party’s presidential candidate, Luis Donaldo Colosio, was shot dead in Tijuana. In September the party’s secretary-general was also murdered.\n\nAt the same time, the US Federal Reserve began to raise interest rates, from 3 percent in February 1994 to 5.5 percent by November. US savings became more attractive, and money began to leave emerging markets.\n\nMexico’s central bank sold dollars to keep the peso in its band. Reserves fell from about $29 billion in February to about $6 billion in late December.\n\nTo keep investors, the government swapped its peso debt for tesobonos. These short-term bonds were paid in pesos but tied to the dollar, so a devaluation would not hurt the holders. By December about $29 billion of tesobonos were outstanding, far more than the reserves left to pay them.',
      narrative: {
        setup: 'Marisol’s customers still buy, but the newspapers grow darker every month.',
      },
      definitions: ['dollar-linked-debt', 'foreign-exchange-reserves', 'hot-money'],
      interactiveElements: [
        {
          id: 'tesobonos',
          icon: '📜',
          label: 'About $29 billion of tesobonos',
          tooltip: 'Dollar-linked government debt',
          detail:
            'Most fell due within a year. If investors would not roll them over, the government needed dollars it did not have.',
        },
        {
          id: 'reserves',
          icon: '🏦',
          label: '$29 billion → $6 billion',
          tooltip: 'Mexico’s reserves in 1994',
          detail: 'The reserves were spent defending the peso. The public saw the figures only with a delay.',
        },
      ],
      visualType: 'newspaper',
      keyPoint:
        'Dollar-linked, short-term debt moved all the currency risk onto the government, just as its reserves ran out.',
    },
    {
      type: 'decision-point',
      id: 'band-widened',
      chapter: 'Chapter 3: December',
      title: 'The Night the Band Was Widened',
      situation:
        'Tuesday 20 December 1994. The government has just raised the top of the peso band by 15 percent.',
      decision: {
        situation:
          'President Zedillo took office on 1 December. Today the finance minister said the peso may now fall about 15 percent further. Money is rushing out. Marisol has 300,000 pesos in the store’s account, meant for January’s shipments from the US, which must be paid in dollars.',
        context: {
          'Store cash': '300,000 pesos',
          'January bill': '$80,000 to US suppliers',
          'Peso rate': 'about 4 per dollar; the peso still falling',
          Reserves: 'falling by billions of dollars a day',
        },
        prompt: 'What does Marisol do with the cash?',
        timeLimit: 'The banks open in the morning',
        choices: [
          {
            id: 'buy-dollars-now',
            effects: { set: { januaryDollars: 75000, cashMove: 'bought dollars at about 4 pesos each' } },
            title: 'Buy the dollars for January now',
            description: 'Convert tomorrow morning at whatever the rate is.',
            icon: '💵',
            color: 'from-emerald-500 to-teal-600',
            reward: 'January’s bill is covered before the peso falls further',
            risk: 'Less peso cash for wages and rent',
            consequence:
              'On 22 December the government gave up the band and let the peso float. It kept falling for months. Buying the dollars for a known bill early cost far less than waiting.',
          },
          {
            id: 'high-yield-pesos',
            effects: {
              set: {
                januaryDollars: 47000,
                cashMove:
                  'kept pesos in a high-interest deposit until March (the interest added about a tenth)',
              },
            },
            title: 'Keep pesos in a high-interest deposit',
            description: 'Banks are offering much higher peso rates to keep savers.',
            icon: '📈',
            color: 'from-rose-500 to-red-600',
            reward: 'High interest if the peso steadies',
            risk: 'The interest may not keep up with the fall',
            consequence:
              'The interest did not keep up. Three months at peso rates of 40 percent a year and more added about a tenth to the pesos, but by March 1995 each dollar cost about 7 of them, so they bought less than two-thirds of the dollars they would have in December.',
          },
          {
            id: 'cancel-order',
            effects: { set: { januaryDollars: 0, cashMove: 'canceled January’s order and kept the pesos' } },
            title: 'Cancel January’s order',
            description: 'Buy nothing from the US until the peso settles.',
            icon: '✋',
            color: 'from-slate-500 to-slate-700',
            reward: 'No dollar bills to pay at a bad rate',
            risk: 'Empty shelves, and suppliers may not deal with her later',
            consequence:
              'Many importers did this, and Mexico’s imports fell sharply in 1995. It protected cash, but stores with nothing to sell lost customers.',
          },
        ],
      },
      lesson: 'If you owe a known sum in a foreign currency, cover it before a devaluation, not after.',
      historicalNote:
        'Finance minister Jaime Serra Puche resigned on 29 December. The peso, at about 3.5 per dollar before 20 December, passed 5 per dollar within weeks.',
      definitions: ['devaluation', 'floating-exchange-rate', 'capital-flight', 'currency-crisis'],
      visualType: 'ticker-crash',
      keyPoint: 'A small devaluation that no one believes is the last is often the start of a big one.',
    },
    {
      type: 'story',
      id: 'rescue',
      chapter: 'Chapter 4: The rescue',
      title: 'The $50 Billion Rescue',
      mainText:
        'In January 1995 Mexico faced a payment problem. Tesobonos were falling due, and investors would not roll them over. Without dollars, the government might default.\n\nThe US feared a collapse on its southern border and a chain of crises in other emerging markets. Congress would not approve a loan. So on 31 January President Bill Clinton used the Treasury’s Exchange Stabilization Fund to offer Mexico up to $20 billion. The IMF approved about $17.8 billion, its largest loan up to that time. Central banks, through the Bank for International Settlements, and Canada added more. The US General Accounting Office counted the whole rescue package at up to $48.8 billion: about $50 billion.\n\nIn return Mexico cut spending, raised some taxes and kept money tight. The cost inside Mexico was heavy. Short-term peso interest rates rose above 70 percent in early 1995. Output fell about 6 percent that year, and prices rose about 50 percent. Many families could not pay their mortgages or credit cards.',
      narrative: {
        setup:
          'Marisol’s sales fall by half. The bank raises the rate on her credit line every month. {debtNow}',
      },
      definitions: ['imf-programme', 'sudden-stop', 'sovereign-default'],
      interactiveElements: [
        {
          id: 'tequila-effect',
          icon: '🍸',
          label: 'The tequila effect',
          tooltip: 'Contagion',
          detail:
            'Investors pulled money from other emerging markets. Argentina lost a large share of its bank deposits in early 1995.',
        },
      ],
      visualType: 'handshake',
      keyPoint:
        'A rescue can stop a default, but the country still pays for the crisis in lost output and jobs.',
    },
    {
      type: 'decision-point',
      id: 'survive-1995',
      chapter: 'Chapter 4: The rescue',
      title: 'Surviving 1995',
      situation: 'April 1995. Interest rates are above 50 percent and sales are down by half.',
      decision: {
        situation:
          'Marisol has {staff} employees. Her peso credit line costs over 50 percent a year. Imported stock now costs twice as many pesos. Banks are offering to convert loans into inflation-linked units so payments rise with prices instead of jumping with interest rates.',
        context: {
          Sales: 'down about half',
          'Credit line': 'over 50% interest',
          'Import costs': 'about double in pesos',
          'Bank offer': 'restructure loans into inflation-linked units',
        },
        prompt: 'What should Marisol do?',
        choices: [
          {
            id: 'restructure',
            effects: { set: { survival: 'restructured the debt into inflation-linked units' } },
            title: 'Restructure the debt',
            description: 'Accept the bank’s offer and stretch out the payments.',
            icon: '📝',
            color: 'from-emerald-500 to-teal-600',
            reward: 'Lower payments now, so the store survives the worst year',
            risk: 'Paying for longer, and more in total',
            consequence:
              'Government-backed restructuring programs helped many small firms and households get through 1995–96. It spread the pain over years instead of forcing sales at the bottom.',
          },
          {
            id: 'sell-and-close',
            effects: { set: { survival: 'shrank the business to pay down debt' } },
            title: '{shrinkTitle}',
            description: '{shrinkDetail}',
            icon: '🏚️',
            color: 'from-amber-500 to-orange-600',
            reward: 'Less debt and less risk',
            risk: 'Selling at crisis prices and laying off staff',
            consequence:
              'Many firms shrank to survive, and unemployment rose. Selling at the bottom locked in the loss but kept the core business alive.',
          },
          {
            id: 'stop-paying',
            effects: { set: { survival: 'stopped paying and joined El Barzón' } },
            title: 'Stop paying and join the debtors’ protest',
            description: 'Many borrowers say the banks’ rates are unjust.',
            icon: '📣',
            color: 'from-rose-500 to-red-600',
            reward: 'Cash kept in the business for now',
            risk: 'Lawsuits, lost credit, and possibly losing the store',
            consequence:
              'A debtors’ movement called El Barzón grew fast in 1995 and won some relief. But borrowers who stopped paying faced years of legal fights and lost access to credit.',
          },
        ],
      },
      lesson: 'After a devaluation, the fight is over who bears the loss: borrowers, banks or taxpayers.',
      historicalNote:
        'Mexico’s banks were left with huge bad loans. The government took them over through a bank-rescue fund, and taxpayers paid for it for many years.',
      definitions: ['real-interest-rate', 'non-performing-loan'],
      visualType: 'factory',
      keyPoint: 'Spreading a loss over time can save a business that a sudden loss would kill.',
    },
    {
      type: 'interactive',
      id: 'before-after',
      chapter: 'Compare',
      title: 'Mexico Before and After December 1994',
      mainText: 'The numbers that changed.',
      comparison: {
        columns: ['Measure', 'Early 1994', 'Early 1995'],
        rows: [
          { label: 'Pesos per dollar', values: ['about 3.1', 'about 7 at the worst, in March'] },
          {
            label: 'Central bank reserves',
            values: ['about $29 billion (February)', 'about $6 billion (late December 1994)'],
          },
          {
            label: 'Tesobonos outstanding',
            values: ['a few billion dollars', 'about $29 billion (December 1994)'],
          },
          { label: 'Short-term interest rates', values: ['around 10%', 'above 70% at the peak'] },
          { label: 'Growth', values: ['about 4% in 1994', 'about −6% in 1995'] },
        ],
      },
      definitions: ['foreign-exchange-reserves', 'dollar-linked-debt'],
      visualType: 'chart-down',
      keyPoint:
        'The warning signs were the gap between short-term dollar debts and the reserves to pay them.',
    },
    {
      type: 'story',
      id: 'repaid',
      chapter: 'Chapter 5: Aftermath',
      title: 'Repaid Early, Remembered Long',
      mainText:
        'Mexico recovered faster than many expected. Exports to the US, now cheaper and helped by NAFTA, grew strongly. The economy grew again in 1996.\n\nMexico drew only part of the US money, and it repaid the US Treasury early, by January 1997, with interest. Supporters said the rescue had worked. Critics said it taught investors that risky lending to governments would be bailed out, a form of moral hazard that made later crises worse.\n\nThe crisis changed how economists looked at emerging markets. The danger was not only a big deficit. It was short-term debt, tied to the dollar, with too few reserves behind it. Many countries later built up large reserves as insurance. Mexico kept a floating peso from then on.',
      definitions: ['moral-hazard', 'floating-exchange-rate'],
      visualType: 'chart-up',
      keyPoint: 'The maturity and currency of debt matter as much as its size.',
    },
    {
      type: 'quiz',
      id: 'quiz',
      chapter: 'Check your understanding',
      title: 'Peso Crisis Quiz',
      questions: [
        {
          question:
            'Suppose Marisol owes $100,000. The peso falls from 3.1 to 7 per dollar. How many pesos does she now owe?',
          options: ['310,000', '450,000', '700,000', '1,000,000'],
          correct: 2,
          explanation:
            '$100,000 × 7 = 700,000 pesos, up from 310,000. Her debt more than doubled in the currency she earns, without her borrowing another cent.',
          kind: 'calculation',
        },
        {
          question:
            'In late December 1994 Mexico had about $6 billion of reserves and about $29 billion of tesobonos. About what share of the tesobonos could the reserves repay?',
          options: ['About 5%', 'About 20%', 'About 50%', 'All of them'],
          correct: 1,
          explanation:
            '$6 billion ÷ $29 billion ≈ 0.21, about a fifth. That gap is why investors feared a default.',
          kind: 'calculation',
        },
        {
          question: 'What made tesobonos especially dangerous for the Mexican government?',
          options: [
            'They paid no interest, so investors sold them off quickly',
            'They were tied to the dollar and fell due within months',
            'They could only be bought by Mexican citizens',
            'They were backed by oil, so they fell with the oil price',
          ],
          correct: 1,
          explanation:
            'Tying the debt to the dollar meant a devaluation raised what the government owed, and short maturities meant it needed dollars soon.',
        },
        {
          question: 'Why did US rate rises in 1994 matter for Mexico?',
          options: [
            'They raised the price of the oil that Mexico had to import',
            'US savings paid more, so money left emerging markets',
            'They forced Mexico to replace the peso with the US dollar',
            'They canceled the tariff cuts that NAFTA had given Mexico',
          ],
          correct: 1,
          explanation:
            'When US rates rose, investors had less reason to take the risk of lending to Mexico, and the flow of money that had covered its deficit slowed.',
        },
      ],
      keyPoint: 'Multiply a dollar debt by the new exchange rate to see what a devaluation really costs.',
      visualType: 'coins',
    },
    {
      type: 'reflection',
      id: 'reflection',
      chapter: 'Reflection',
      title: 'Whose Risk Was It?',
      prompt: 'Think about Marisol’s choices and the government’s.',
      questions: [
        'Why did the cheap dollar loan turn out so expensive?',
        'How did swapping peso debt for tesobonos move risk from investors to the government?',
        'Was the US rescue a good use of public money, even though it was repaid?',
        'What warning signs could a careful observer have seen in 1994?',
      ],
      finalThought:
        'The IMF’s Michel Camdessus called the peso crisis the first financial crisis of the twenty-first century. It showed how quickly money can leave a country, and how much damage short-term, dollar-linked debt can do when it does.',
      visualType: 'globe',
      keyPoint: 'Risk you do not see on a loan statement is still risk.',
    },
    {
      type: 'summary',
      id: 'summary',
      chapter: 'Summary',
      title: 'What the Peso Crisis Teaches',
      conceptLearned:
        'Current account deficits, dollar-linked debt, falling reserves, currency mismatch and international rescues',
      ending: {
        intro: 'Your choices beside what happened to Mexican firms of the time.',
        rows: [
          {
            label: 'In February 1994 Marisol',
            yours: '{loanChoice}',
            history: 'Mexican banks and companies had borrowed heavily in dollars in the early 1990s.',
          },
          {
            label: 'New debt in pesos, March 1995',
            yours: '{dollarDebt * 7 + pesoDebt:number} pesos',
            history:
              'A dollar cost about 7 pesos instead of 3.1, so a $100,000 loan grew from about 310,000 to about 700,000 pesos.',
          },
          {
            label: 'Dollars for January’s $80,000 bill',
            yours: '{januaryDollars}: {cashMove}',
            history:
              'The peso floated on 22 December and lost about half its value by March 1995. Many importers canceled orders.',
          },
          {
            label: 'Getting through 1995',
            yours: '{survival}',
            history:
              'Output fell about 6 percent in 1995. Government-backed restructuring helped many small firms; the banks’ bad loans were paid for by taxpayers.',
          },
        ],
      },
      keyTakeaways: [
        'Mexico ran a current account deficit near 7 percent of GDP in 1994, covered largely by short-term foreign money.',
        'Political shocks and rising US rates drove money out; reserves fell from about $29 billion to about $6 billion.',
        'About $29 billion of dollar-linked tesobonos made a devaluation a threat of default.',
        'The band was widened on 20 December and the peso floated on 22 December; it lost about half its value by March 1995.',
        'A rescue of about $50 billion, led by the US and the IMF, stopped a default, and Mexico repaid the US loans early; but its output fell about 6 percent in 1995.',
      ],
      nextSteps: [
        'See the same pattern, on a larger scale, in the Asian crisis of 1997.',
        'Compare with Latin America’s earlier debt crisis in the 1982 lesson.',
      ],
      visualType: 'chart-down',
      keyPoint:
        'Watch short-term foreign-currency debt against reserves: that ratio tells you how close a crisis is.',
    },
  ],
  sources: [
    {
      title: 'The Mexican Peso Crisis: Sudden Death or Death Foretold?',
      author: 'Jeffrey Sachs, Aaron Tornell and Andrés Velasco',
      year: 1996,
      publisher: 'Journal of International Economics, 41(3–4)',
    },
    {
      title: 'Mexico’s Balance-of-Payments Crisis: A Chronicle of a Death Foretold',
      author: 'Guillermo A. Calvo and Enrique G. Mendoza',
      year: 1996,
      publisher: 'Journal of International Economics, 41(3–4)',
    },
    {
      title:
        'Mexico’s Financial Crisis: Origins, Awareness, Assistance, and Initial Efforts to Recover (GAO/GGD-96-56)',
      author: 'US General Accounting Office',
      year: 1996,
      publisher: 'US General Accounting Office',
    },
    {
      title: 'Mexico: Stabilization, Reform, and No Growth',
      author: 'Rudiger Dornbusch and Alejandro Werner',
      year: 1994,
      publisher: 'Brookings Papers on Economic Activity, 1994(1)',
    },
    {
      title: 'International Capital Markets: Developments, Prospects, and Policy Issues',
      author: 'International Monetary Fund',
      year: 1995,
      publisher: 'International Monetary Fund, World Economic and Financial Surveys',
    },
  ],
};
