import { euroDebtCrisis2010Chart } from '../charts/pages/euro-debt-crisis-2010';
import type { GlossaryEntry, Lesson } from '../schema';

// The euro-area debt crisis, 2010–12: Greece's hidden deficit, bailouts, the doom loop between
// banks and governments, the Greek bond restructuring and the ECB's promise of July 2012. The
// protagonist is a composite; the people, dates and figures are real (Lane 2012; IMF 2013;
// Zettelmeyer, Trebesch & Gulati 2013; ECB).

export const glossary: Record<string, GlossaryEntry> = {
  'bond-spread': {
    // Named for bonds: unqualified, a trader's "spread" is the bid–ask spread (stock-exchanges-explained).
    text: 'Bond spread (yield spread)',
    definition:
      'The extra interest one borrower pays over a safer benchmark borrower for a loan of the same length. A widening spread means lenders see more risk.',
  },
  'doom-loop': {
    text: 'Doom loop',
    definition:
      'A trap in which banks hold large amounts of their own government’s bonds and the government stands behind the banks, so trouble in either one drags down the other.',
  },
  bailout: {
    text: 'Bailout',
    definition:
      'Emergency loans or money given to a government, bank or company that cannot pay its debts, usually with conditions attached, to prevent a disorderly collapse.',
  },
  troika: {
    text: 'Troika',
    definition:
      'The European Commission, the European Central Bank and the International Monetary Fund, which together lent to Greece, Ireland, Portugal and Cyprus during the euro crisis, set the conditions of each loan and checked that they were met.',
  },
  austerity: {
    text: 'Austerity',
    definition:
      'Cutting government spending and raising taxes to shrink a budget deficit. It can restore lenders’ trust but deepens a recession in the short run.',
  },
  'bond-haircut': {
    text: 'Haircut on bonds',
    definition:
      'A cut in the amount a borrower repays to its bondholders, agreed or imposed in a debt restructuring. A 50 percent haircut turns a 1,000 bond into a 500 claim.',
  },
};

export const lesson: Lesson = {
  id: 'euro-debt-crisis-2010',
  title: 'The Euro-Area Debt Crisis',
  subtitle: '2010–12: when countries could not print their own money',
  concept:
    'How sharing a currency without sharing a budget turned a Greek deficit into a crisis for the whole euro area, and how a central bank promise calmed it',
  description:
    'Athens, 2009–12. Run a family pharmacy as Greece’s hidden deficit comes to light, bailouts follow, the state pays its bills months late, and talk of leaving the euro empties the banks. Decide where to keep your savings, how to keep medicines on the shelves, and what to do after the European Central Bank promises to save the euro. Learn about spreads, the doom loop and the largest bond restructuring in history.',
  preview:
    'Your bank says Greek government bonds pay 9 percent. Your cousin in Munich says to move your euros to Germany. Who is right?',
  difficulty: 'Advanced',
  estimatedTime: '20 minutes',
  type: 'character-driven',
  category: 'crises',
  icon: '🇪🇺',
  color: { from: 'blue', to: 'yellow' },
  year: 2010,
  topics: ['Systemic Risk', 'Financial Contagion', 'Monetary Policy'],
  xp: 100,
  character: {
    name: 'Eleni Papadaki',
    age: 47,
    profession: 'Pharmacist who owns a family pharmacy in Athens',
    icon: '💊',
    color: 'from-blue-700 to-sky-600',
    background:
      'Eleni is a composite character, not a real person. She runs the pharmacy her father opened, with three employees. Most customers pay through the state health insurance, which then pays the pharmacy. She and her husband have €60,000 of savings in a Greek bank, and a cousin, Nikos, who works in Munich.',
    traits: [
      'Responsible',
      'Proud of her profession',
      'Skeptical of politicians',
      'Worried for her employees',
    ],
    historical: false,
  },
  supportingCharacters: [
    {
      name: 'George Papandreou',
      role: 'Prime Minister of Greece, October 2009 to November 2011',
      icon: '🏛️',
      influence: 'His government revealed the true size of the deficit and signed the first bailout.',
    },
    {
      name: 'Jean-Claude Trichet',
      role: 'President of the European Central Bank until October 2011',
      icon: '🏦',
      influence: 'Began buying bonds of troubled countries in May 2010.',
    },
    {
      name: 'Mario Draghi',
      role: 'President of the European Central Bank from November 2011',
      icon: '🏦',
      influence: 'In July 2012 pledged that the ECB would do whatever it took to preserve the euro.',
    },
    {
      name: 'Angela Merkel',
      role: 'Chancellor of Germany',
      icon: '🇩🇪',
      influence: 'Leader of the largest lender to the rescues, who insisted on strict conditions.',
    },
    {
      name: 'Nikos',
      role: 'Eleni’s cousin, an engineer in Munich (composite)',
      icon: '✉️',
      influence: 'Urges her to move her savings out of Greece.',
    },
  ],
  concepts: [
    {
      id: 'shared-currency-limits',
      name: 'A shared currency without a shared budget',
      level: 'intermediate',
    },
    { id: 'spreads-and-risk', name: 'Bond spreads as a measure of risk', level: 'beginner' },
    { id: 'doom-loop', name: 'The doom loop between banks and governments', level: 'advanced' },
    { id: 'bailouts-and-austerity', name: 'Bailouts, conditions and austerity', level: 'intermediate' },
    {
      id: 'lender-to-governments',
      name: 'A central bank as backstop for government bonds',
      level: 'advanced',
    },
  ],
  // Euro amounts: "€{deposit:number}" reads "€60,000".
  storyState: [
    { key: 'deposit', label: 'In a Greek bank', initial: 60000, format: 'number' },
    { key: 'german', label: 'In a German bank', initial: 0, format: 'number' },
    { key: 'bonds', label: 'Greek government bonds, at market value', initial: 0, format: 'number' },
    { key: 'save', label: 'June 2010', format: 'text' },
    { key: 'bills', label: 'Unpaid bills, 2012', format: 'text' },
    { key: 'draghi', label: 'After Draghi', format: 'text' },
  ],
  pages: [
    {
      type: 'cover',
      id: 'cover',
      title: 'The Euro-Area Debt Crisis',
      subtitle: 'Athens, 2009–12',
      startButtonText: 'Open the pharmacy',
      visualType: 'globe',
      keyPoint: 'A country that borrows in a currency it cannot print can run out of money.',
    },
    {
      type: 'character-intro',
      id: 'meet-eleni',
      chapter: 'Chapter 1: The hidden deficit',
      title: 'Meet Eleni Papadaki',
      narrative: {
        setup:
          'Athens, October 2009. A new government has just taken office. It announces that this year’s budget deficit will be about 12.5 percent of GDP, double the 6 percent the country reported to the EU only weeks before.',
        situation:
          'Eleni hears it on the radio between customers. Greece joined the euro in 2001. Since then it has borrowed at almost the same interest rate as Germany.',
        characterThoughts: 'If the figures were wrong before, why should anyone trust the new ones?',
      },
      definitions: ['budget-deficit', 'sovereign-debt'],
      interactiveElements: [
        {
          id: 'savings',
          icon: '💶',
          label: '€60,000 in a Greek bank',
          tooltip: 'The family’s savings',
          detail:
            'Covered by deposit insurance up to €100,000 per depositor, paid by a Greek fund that the Greek state stands behind.',
        },
      ],
      visualType: 'newspaper',
      keyPoint: 'Markets can forgive bad numbers more easily than hidden ones.',
    },
    {
      type: 'story',
      id: 'one-money-many-budgets',
      chapter: 'Chapter 1: The hidden deficit',
      title: 'One Money, Many Budgets',
      mainText:
        'By 2010 sixteen countries shared the euro and one central bank, the ECB. But each government kept its own budget and its own debts.\n\nThat made government debt in the euro area different. A country with its own currency, like Britain or the US, can always create money to pay debts in that currency, though doing so may cause inflation. A euro country cannot. Its debts are in a money it does not control, a bit like a US state or a company.\n\nFor ten years lenders ignored this. Greece, Italy and Spain borrowed at rates close to Germany’s. The spread, the extra interest over German bonds, was tiny. Cheap money flowed to the south: to Greek public spending, Spanish and Irish housing, and banks everywhere.\n\nWhen the 2008 crisis hit, this reversed. Ireland had to rescue its banks. Spain’s housing boom collapsed. And Greece’s debt, which passed 120 percent of GDP in 2009, looked unpayable.',
      definitions: ['bond-spread', 'european-central-bank', 'monetary-union'],
      interactiveElements: [
        {
          id: 'no-printing',
          icon: '🖨️',
          label: 'No printing press of its own',
          tooltip: 'Why euro debts are different',
          detail:
            'Without its own currency, a government that cannot borrow can be forced to default, as a company can.',
        },
      ],
      visualType: 'globe',
      keyPoint: 'Sharing a currency means giving up the last-resort option of printing it.',
    },
    {
      type: 'decision-point',
      id: 'where-to-save',
      chapter: 'Chapter 2: Bailouts',
      title: 'Greek Bonds, a Greek Bank or Germany?',
      situation: 'June 2010. Greece has just received its first bailout.',
      decision: {
        situation:
          'In May the euro countries and the IMF agreed to lend Greece €110 billion (€80 billion from the euro countries, €30 billion from the IMF), in return for deep spending cuts and tax rises. The ECB has started buying Greek bonds. Eleni’s bank offers Greek government bonds paying about 9 percent a year. Nikos tells her to open an account in Munich.',
        context: {
          Savings: '€60,000 in a Greek bank',
          'Greek 10-year bond': 'about 9% a year',
          'German 10-year bond': 'under 3% a year',
          'First bailout': '€110 billion from the euro area and the IMF',
        },
        prompt: 'What will Eleni do with the savings?',
        choices: [
          {
            id: 'buy-greek-bonds',
            title: 'Buy Greek government bonds',
            description: 'Lend to her own country at 9 percent. The bailout makes it safe.',
            icon: '📜',
            color: 'from-rose-500 to-red-600',
            reward: 'High interest, and supporting Greece',
            risk: 'If Greece cannot pay, bondholders may be forced to take less',
            consequence:
              'In March 2012 private holders of Greek bonds, Greek savers included, had to accept new bonds with a face value 53.5 percent lower, paying less interest for longer. Counting that, they lost roughly 60 to 65 percent of the value.',
            effects: {
              compute: { bonds: 'deposit' },
              set: { deposit: 0, save: 'Bought Greek government bonds' },
            },
          },
          {
            id: 'keep-deposit',
            title: 'Keep the money in the Greek bank',
            description: 'Deposits are insured up to €100,000.',
            icon: '🏦',
            color: 'from-slate-500 to-slate-700',
            reward: 'Insured and easy to reach',
            risk: 'The insurance is only as strong as the Greek state; an exit from the euro could turn deposits into a new currency',
            consequence:
              'Greek deposits were never cut. But in 2015 Greece imposed capital controls and limited cash withdrawals to €60 a day. Deposits stayed in euros, but for a while they were hard to use.',
            effects: { set: { save: 'Kept it in the Greek bank' } },
          },
          {
            id: 'move-to-germany',
            title: 'Move most of it to a German bank',
            description: 'Keep it in euros, but in a country no one expects to leave.',
            icon: '🇩🇪',
            color: 'from-emerald-500 to-teal-600',
            reward: 'Safe from any Greek exit or bank trouble',
            risk: 'Lower interest, and adding to the drain on Greek banks',
            consequence:
              'Many Greeks did this. Deposits in Greek banks fell by about a third between late 2009 and mid-2012. Each family’s move was sensible, and together they weakened the banks further.',
            effects: {
              add: { deposit: -45000, german: 45000 },
              set: { save: 'Moved €45,000 to a German bank' },
            },
          },
        ],
      },
      lesson:
        'A high yield on a government bond is the market’s price for the risk of not being repaid in full. A bailout can delay that risk without removing it.',
      historicalNote:
        'In May 2010 the euro countries also set up a temporary rescue fund, the European Financial Stability Facility (EFSF). Together with the IMF and other EU loans, it lent to Ireland in November 2010 and to Portugal in May 2011, each time on strict conditions about budgets and reforms. A permanent fund, the European Stability Mechanism, took over its job from late 2012.',
      definitions: ['bailout', 'troika', 'bond-spread', 'deposit-insurance'],
      visualType: 'scale',
      keyPoint: 'Ask who stands behind a guarantee, and whether they could pay in a crisis.',
    },
    {
      type: 'story',
      id: 'doom-loop',
      chapter: 'Chapter 2: Bailouts',
      title: 'The Doom Loop',
      mainText:
        'Banks in each euro country held large amounts of their own government’s bonds. Governments, in turn, stood behind their banks. This is the doom loop.\n\nIf government bonds fell, the banks holding them lost money. If banks got into trouble, the government had to rescue them and borrow more. Either side could drag the other down. In Ireland the banks sank the government. In Greece the government sank the banks.\n\nThe crisis spread. In November 2011 Italy’s 10-year bond rate rose above 7 percent, a level many saw as unsustainable. Prime ministers fell in Greece and Italy that month. In June 2012 Spain asked for up to €100 billion to rescue its banks, and in July its 10-year rate still rose above 7.5 percent.',
      narrative: {
        setup: 'Eleni’s customers talk of little else. Many have seen their pensions cut.',
      },
      definitions: ['doom-loop', 'financial-contagion', 'sovereign-default'],
      interactiveElements: [
        {
          id: 'seven-percent',
          icon: '📈',
          label: 'Above 7%',
          tooltip: 'Italy, November 2011',
          detail:
            'At 7 percent a year, debt above 100 percent of GDP costs so much interest that it can grow faster than the economy.',
        },
      ],
      visualType: 'bank-run',
      keyPoint: 'When banks and their government hold each other up, they can also pull each other down.',
    },
    {
      type: 'decision-point',
      id: 'late-payments',
      chapter: 'Chapter 3: Austerity',
      title: 'The State Pays Late',
      situation: 'Early 2012. The state health insurer owes Eleni’s pharmacy several months of payments.',
      decision: {
        situation:
          'Austerity has cut pensions and public pay. The economy has shrunk for four years. The health insurer, short of cash, pays pharmacies months late. Eleni’s suppliers want payment in 30 days. Her bank will lend only at high rates.',
        context: {
          'Owed by the insurer': 'several months of sales',
          Suppliers: 'cash within 30 days',
          'Bank loan': 'available at a high rate',
          'Greek economy': 'shrinking for a fourth year',
        },
        prompt: 'How does Eleni keep medicines on the shelves?',
        choices: [
          {
            id: 'borrow-to-bridge',
            title: 'Borrow to bridge the gap',
            description: 'Take the loan and wait for the state to pay.',
            icon: '🏦',
            color: 'from-amber-500 to-orange-600',
            reward: 'Patients still get medicines on their insurance',
            risk: 'Paying high interest on money the state owes her',
            consequence:
              'Many pharmacies did this and some went under when payments slipped further. The state did eventually pay much of what it owed, but late.',
            effects: { set: { bills: 'Borrowed to bridge the gap' } },
          },
          {
            id: 'cash-from-patients',
            title: 'Ask insured patients to pay up front',
            description: 'Patients pay, then claim the money back from the insurer.',
            icon: '💶',
            color: 'from-rose-500 to-red-600',
            reward: 'The pharmacy gets paid now',
            risk: 'Poorer patients cannot afford their medicines',
            consequence:
              'Greek pharmacists did this at times in 2012 to force the insurer to pay. It protected pharmacies, but patients, many already hurt by cuts, bore the cost.',
            effects: { set: { bills: 'Asked patients to pay up front' } },
          },
          {
            id: 'cut-costs',
            title: 'Cut stock and staff hours',
            description: 'Hold less stock and keep only what sells fastest.',
            icon: '✂️',
            color: 'from-slate-500 to-slate-700',
            reward: 'Less cash tied up, no new debt',
            risk: 'Shortages of some medicines, and hardship for staff',
            consequence:
              'Shortages of some medicines were reported across Greece in 2012. Cutting costs kept businesses alive but added to the shrinking economy.',
            effects: { set: { bills: 'Cut stock and staff hours' } },
          },
        ],
      },
      lesson:
        'Austerity moves a government’s cash problem onto the people and firms it pays: pensioners, workers and suppliers.',
      historicalNote:
        'Greece’s economy shrank by about a quarter between 2008 and 2013. Unemployment rose above 27 percent, and more than half of young people were out of work.',
      definitions: ['austerity', 'recession'],
      visualType: 'factory',
      keyPoint: 'When the state cannot pay, its suppliers become its lenders, whether they like it or not.',
    },
    {
      type: 'story',
      id: 'restructuring',
      chapter: 'Chapter 3: Austerity',
      // The March 2012 swap: private holders lost roughly 60–65 percent of their bonds' value.
      effects: { mul: { bonds: 0.375 } },
      title: 'The Biggest Restructuring in History',
      mainText:
        'By late 2011 it was clear that Greece could not repay all its debts. In March 2012 private bondholders swapped about €200 billion of Greek bonds for new ones. The new bonds had a face value 53.5 percent lower, paid less interest and ran for longer. Counting all of that, a study by Jeromin Zettelmeyer, Christoph Trebesch and Mitu Gulati (2013) put investors’ loss at about 60 to 65 percent of the value.\n\nIt was the largest government debt restructuring ever. A second bailout of about €130 billion, lent by the EFSF and the IMF, came with it.\n\nEuropean banks had been weakened. Between December 2011 and February 2012 the ECB lent them about €1 trillion for three years at low rates. That calmed the banks for a few months, but not the fear that the euro itself might break up.',
      definitions: ['bond-haircut', 'debt-restructuring'],
      visualType: 'courtroom',
      keyPoint:
        'A restructuring spreads the loss: bondholders take part of it so taxpayers and citizens do not take all of it.',
    },
    {
      type: 'decision-point',
      id: 'after-draghi',
      chapter: 'Chapter 4: Whatever it takes',
      title: 'After the Promise',
      situation: 'Early August 2012. Mario Draghi has spoken.',
      mainText:
        'Eleni’s savings now stand at €{deposit:number} in a Greek bank, €{german:number} in a German bank and €{bonds:number} in Greek bonds. On top of these she has €20,000 of new savings, put aside since 2010, and must decide where to keep it.',
      decision: {
        situation:
          'On 26 July 2012, in London, ECB president Mario Draghi said that, within its mandate, the ECB was ready to do whatever it takes to preserve the euro, and that it would be enough. On 2 August its council said it may buy the short-term bonds of countries that accept a rescue program, with details to follow. Bond rates are already falling.',
        context: {
          'Spanish 10-year rate': 'down from over 7.5% in late July',
          'ECB promise': 'bond purchases, with conditions; details to come',
          'Her new savings': '€20,000',
          Worry: 'a Greek exit is still talked about',
        },
        prompt: 'What will Eleni do with the new €20,000?',
        choices: [
          {
            id: 'buy-southern-bonds',
            title: 'Buy Spanish and Italian government bonds',
            description: 'Bet that the ECB’s promise will hold.',
            icon: '📈',
            color: 'from-emerald-500 to-teal-600',
            reward: 'High interest, plus gains if rates keep falling',
            risk: 'If the promise fails, these bonds could fall sharply',
            consequence:
              'The promise worked. The ECB never had to buy a bond under it. Spanish and Italian rates fell steadily, and their bonds rose in value through 2013 and beyond.',
            effects: { set: { draghi: 'Bought Spanish and Italian bonds' } },
          },
          {
            id: 'stay-in-cash',
            title: 'Keep it safe in a German account',
            description: 'Promises have failed before.',
            icon: '🛡️',
            color: 'from-slate-500 to-slate-700',
            reward: 'No risk of loss',
            risk: 'Almost no interest while others gain',
            consequence:
              'Her money was safe but earned almost nothing. German bond rates fell close to zero, and later below it.',
            effects: { set: { draghi: 'Kept it in a German account' } },
          },
          {
            id: 'bring-home',
            title: 'Bring it back to a Greek bank',
            description: 'Support Greek banks now that the euro looks safer.',
            icon: '🏠',
            color: 'from-amber-500 to-orange-600',
            reward: 'Helps Greek banks lend again',
            risk: 'Greece still faced years of crisis',
            consequence:
              'Some deposits returned in 2013–14. But Greece’s troubles came back in 2015, with capital controls and a third bailout.',
            effects: { set: { draghi: 'Brought it back to a Greek bank' } },
          },
        ],
      },
      lesson:
        'A central bank that credibly promises to act as a backstop may never have to spend a euro. Belief does the work.',
      historicalNote:
        'The program, called Outright Monetary Transactions, was announced on 6 September 2012, with no set limit on purchases. It was challenged in court in Germany but upheld by the EU Court of Justice in 2015.',
      definitions: ['lender-of-last-resort', 'european-central-bank'],
      visualType: 'handshake',
      keyPoint: 'Self-fulfilling panics can be ended by a promise big enough to make them pointless.',
    },
    {
      type: 'interactive',
      id: 'spreads',
      chapter: 'Compare',
      title: 'Ten-Year Government Bond Rates',
      mainText:
        'What lenders charged euro governments for ten-year loans, at dated points. Rates are approximate.',
      comparison: {
        columns: ['Country', 'Late 2007', 'At the worst', 'Late 2013'],
        rows: [
          { label: 'Germany', values: ['about 4.3%', 'the safe haven, under 2% in mid-2012', 'about 1.8%'] },
          { label: 'Italy', values: ['about 4.6%', 'above 7% (November 2011)', 'about 4.1%'] },
          { label: 'Spain', values: ['about 4.4%', 'above 7.5% (July 2012)', 'about 4.1%'] },
          {
            label: 'Greece',
            values: ['about 4.6%', 'above 30% (early 2012, before the restructuring)', 'about 8%'],
          },
        ],
      },
      definitions: ['bond-spread'],
      visualType: 'chart-down',
      keyPoint:
        'Before the crisis lenders treated Greece almost like Germany. At the worst, the gap was over 25 percentage points.',
    },
    euroDebtCrisis2010Chart,
    {
      type: 'quiz',
      id: 'quiz',
      chapter: 'Check your understanding',
      title: 'Euro Debt Crisis Quiz',
      questions: [
        {
          question:
            'A saver held Greek bonds with a face value of €10,000. In the 2012 swap the new bonds had a face value 53.5 percent lower. What was their new face value?',
          options: ['€535', '€4,650', '€5,350', '€9,465'],
          correct: 1,
          explanation:
            '53.5 percent of €10,000 is €5,350, so €10,000 − €5,350 = €4,650. Lower interest and a longer wait cut the real value further.',
          kind: 'calculation',
        },
        {
          question:
            'A government owes €300 billion and must refinance it. How much more interest a year does it pay at 7 percent than at 2 percent?',
          options: ['€5 billion', '€15 billion', '€21 billion', '€150 billion'],
          correct: 1,
          explanation:
            '5 percentage points × €300 billion = €15 billion a year more. That is why a rate rise from 2 to 7 percent can make a debt unpayable.',
          kind: 'calculation',
        },
        {
          question: 'What is the “doom loop”?',
          options: [
            'A cycle of rising and falling stock prices as investors swing from fear to greed',
            'Banks own their state’s bonds and the state backs its banks: each can sink the other',
            'The ECB raising and cutting rates in turn, so borrowers never know what loans will cost',
            'A loop of exports and imports between euro countries that leaves the south in deficit',
          ],
          correct: 1,
          explanation:
            'Falling bond prices hurt banks; rescuing banks raises government debt. The two weaknesses feed each other.',
        },
        {
          question:
            'Why did Draghi’s promise in July 2012 calm markets even though the ECB never bought bonds under it?',
          options: [
            'It came with a German guarantee of every euro government’s debts',
            'A believable pledge to buy without limit made betting against the bonds pointless',
            'It wrote off the Greek, Irish and Portuguese bonds that the ECB already held',
            'It raised interest rates to show that the ECB would always fight inflation first',
          ],
          correct: 1,
          explanation:
            'Much of the crisis was fear feeding on itself. A central bank that can create euros without limit can end such a panic by making clear it will act.',
        },
      ],
      keyPoint: 'Multiply a debt by its interest rate to see why spreads matter so much.',
      visualType: 'coins',
    },
    {
      type: 'reflection',
      id: 'reflection',
      chapter: 'Reflection',
      title: 'Sharing a Currency',
      prompt: 'Think about Eleni’s choices and Europe’s.',
      questions: [
        'Why could Greece not solve its debt problem by printing money, as countries with their own currency sometimes do?',
        'Was it fair that Greek citizens bore so much of the cost of the crisis? Who else could have paid?',
        'Why did moving savings out of Greek banks make sense for each family but harm the country?',
        'What does the euro area need, beyond a shared central bank, to avoid another such crisis?',
      ],
      finalThought:
        'The euro survived, but the crisis showed that a shared currency needs more than a shared central bank. It needs ways to share losses, watch banks together and stop panics before they spread.',
      visualType: 'globe',
      keyPoint: 'A currency union is also a union of risks.',
    },
    {
      type: 'summary',
      id: 'summary',
      chapter: 'Summary',
      title: 'What the Euro-Area Debt Crisis Teaches',
      ending: {
        intro:
          'Your choices as Eleni, starting from €60,000 in June 2010, beside what happened to real Greek savers.',
        rows: [
          {
            label: 'June 2010',
            yours: '{save}',
            history:
              'Deposits in Greek banks fell by about a third by mid-2012 as families moved money abroad.',
          },
          {
            label: 'Your €60,000, late 2012',
            yours: '€{deposit + german + bonds:number}',
            history:
              'Private holders of Greek bonds lost roughly 60–65% in March 2012; Greek deposits were never cut.',
          },
          {
            label: 'Unpaid bills, 2012',
            yours: '{bills}',
            history:
              'Pharmacies borrowed, asked patients to pay up front or cut stock; medicine shortages were reported.',
          },
          {
            label: 'After Draghi',
            yours: '{draghi}',
            history: 'The ECB never had to buy a bond under its promise, and Spanish and Italian rates fell.',
          },
        ],
      },
      conceptLearned:
        'Spreads, the doom loop, bailouts and austerity, bond haircuts and the ECB as a backstop',
      keyTakeaways: [
        'In October 2009 Greece put its 2009 deficit at 12.5 percent of GDP, double the figure reported weeks before; Eurostat later raised it to 15.4 percent.',
        'Euro countries borrow in a currency they cannot print, so lenders can drive their rates sharply higher.',
        'Bailouts for Greece (2010, 2012), Ireland (2010) and Portugal (2011) came with austerity; Greece’s economy shrank by about a quarter.',
        'In March 2012 private holders of Greek bonds took a 53.5 percent cut in face value, the largest restructuring ever.',
        'Draghi’s pledge of July 2012 and the OMT program calmed markets without a single bond being bought.',
      ],
      nextSteps: [
        'See how the euro was built in the euro creation lesson.',
        'Compare with Black Wednesday, when Britain left the euro’s forerunner.',
      ],
      visualType: 'globe',
      keyPoint: 'Who can create the money you borrow in decides who can save you in a crisis.',
    },
  ],
  sources: [
    {
      title: 'The European Sovereign Debt Crisis',
      author: 'Philip R. Lane',
      year: 2012,
      publisher: 'Journal of Economic Perspectives, 26(3), 49–68',
      url: 'https://doi.org/10.1257/jep.26.3.49',
    },
    {
      title:
        'Greece: Ex Post Evaluation of Exceptional Access under the 2010 Stand-By Arrangement (Country Report No. 13/156)',
      author: 'International Monetary Fund',
      year: 2013,
      publisher: 'International Monetary Fund',
    },
    {
      title: 'The Greek Debt Restructuring: An Autopsy',
      author: 'Jeromin Zettelmeyer, Christoph Trebesch and Mitu Gulati',
      year: 2013,
      publisher: 'Economic Policy, 28(75)',
    },
    {
      title: 'Speech at the Global Investment Conference in London, 26 July 2012',
      author: 'Mario Draghi, European Central Bank',
      year: 2012,
      publisher: 'European Central Bank',
      url: 'https://www.ecb.europa.eu/press/key/date/2012/html/sp120726.en.html',
    },
    {
      title: 'The Governance of a Fragile Eurozone',
      author: 'Paul De Grauwe',
      year: 2011,
      publisher: 'Centre for European Policy Studies, Working Document No. 346',
    },
    {
      title: 'Report on Greek Government Deficit and Debt Statistics (COM(2010) 1 final)',
      author: 'European Commission',
      year: 2010,
      publisher: 'European Commission, 8 January 2010',
      url: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:52010DC0001',
    },
    {
      title: 'Introductory statement to the press conference (with Q&A), 2 August 2012',
      author: 'Mario Draghi, European Central Bank',
      year: 2012,
      publisher: 'European Central Bank',
      url: 'https://www.ecb.europa.eu/press/pressconf/2012/html/is120802.en.html',
    },
    {
      title: 'Technical features of Outright Monetary Transactions (press release, 6 September 2012)',
      author: 'European Central Bank',
      year: 2012,
      publisher: 'European Central Bank',
      url: 'https://www.ecb.europa.eu/press/pr/date/2012/html/pr120906_1.en.html',
    },
    {
      title: 'Pharmacists to halt prescriptions on credit',
      author: 'Kathimerini (English edition)',
      year: 2012,
      publisher: 'ekathimerini.com, August 2012',
      url: 'https://www.ekathimerini.com/news/144148/pharmacists-to-halt-prescriptions-on-credit/',
    },
    {
      title:
        'Slow return of deposits (ECB data: almost €80 billion, about a third, left Greek banks after 2009)',
      author: 'Kathimerini (English edition)',
      year: 2012,
      publisher: 'ekathimerini.com, August 2012',
      url: 'https://www.ekathimerini.com/economy/144209/slow-return-of-deposits/',
    },
    {
      title:
        'Government deficit and debt data for 2009, second notification (news release, 15 November 2010)',
      author: 'Eurostat',
      year: 2010,
      publisher: 'Eurostat',
    },
    {
      title: 'Crashed: How a Decade of Financial Crises Changed the World',
      author: 'Adam Tooze',
      year: 2018,
      publisher: 'Viking',
    },
  ],
};
