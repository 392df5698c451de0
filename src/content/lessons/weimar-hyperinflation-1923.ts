import { weimarHyperinflation1923Chart } from '../charts/pages/weimar-hyperinflation-1923';
import type { GlossaryEntry, Lesson } from '../schema';

// German hyperinflation, 1922–23: war debts, reparations, the Ruhr occupation and a central bank
// that printed to cover the state's deficits, ending with the Rentenmark in November 1923. The
// protagonist and her family are composites; the people, dates and exchange rates are real
// (Fergusson; Feldman; Sargent; Bresciani-Turroni).

export const glossary: Record<string, GlossaryEntry> = {
  hyperinflation: {
    text: 'Hyperinflation',
    definition:
      'Inflation so fast that money loses value by the week, or even by the day, and people stop wanting to hold it. A common yardstick is prices rising more than 50 percent in a single month.',
  },
  'monetizing-deficits': {
    text: 'Printing money to pay the government’s bills',
    definition:
      'When a central bank creates new money to buy the government’s debt because the state spends more than it collects in taxes and no one else will lend. Done on a large scale, it drives up prices.',
  },
  'war-reparations': {
    text: 'Reparations',
    definition:
      'Payments a country that lost a war is required to make to the winners for war damage and costs, usually set by a peace treaty.',
  },
  'currency-stabilization': {
    text: 'Currency stabilization',
    definition:
      'Ending a runaway inflation by introducing a new or reformed currency and, crucially, stopping the money printing that caused it, usually by balancing the budget and limiting central bank lending to the state.',
  },
  'real-asset': {
    text: 'Real asset',
    definition:
      'Something with value of its own, such as land, buildings, machines, goods or gold, as opposed to a claim paid in money, such as a savings account or a bond.',
  },
};

export const lesson: Lesson = {
  id: 'weimar-hyperinflation-1923',
  title: 'Weimar Hyperinflation',
  subtitle: 'Germany 1923: when money died',
  concept:
    'How a government that prints money to pay its bills can destroy its currency, who wins and loses, and how the inflation was stopped',
  description:
    'Berlin, 1922–23. Run a family bakery as the mark falls from about 190 to the dollar to 4.2 trillion. Decide what to do with your savings, how to price bread when money loses value by the hour, and whether to trust a brand-new currency. Learn why the Reichsbank printed, who got rich and who was ruined, and how the Rentenmark ended it.',
  preview:
    'Your life savings could once buy a house. Now they will not buy a loaf. How do you protect your family?',
  difficulty: 'Intermediate',
  estimatedTime: '19 minutes',
  type: 'character-driven',
  category: 'monetary',
  icon: '💸',
  color: { from: 'red', to: 'slate' },
  year: 1923,
  topics: ['Inflation', 'Monetary Policy', 'Currency Markets'],
  xp: 100,
  character: {
    name: 'Greta Falkenberg',
    age: 38,
    profession: 'Baker and shop owner in Berlin',
    icon: '🥖',
    color: 'from-amber-700 to-red-800',
    background:
      'Greta is a composite character, not a real person. She and her husband Karl run a small bakery in a working district of Berlin. Before the war they saved 20,000 marks in a savings bank, and they hold 5,000 marks of war bonds bought out of patriotism. Greta keeps the accounts; Karl bakes.',
    traits: ['Hard-working', 'Thrifty', 'Practical', 'Fiercely protective of her children'],
    historical: false,
  },
  supportingCharacters: [
    {
      name: 'Rudolf Havenstein',
      role: 'President of the Reichsbank, Germany’s central bank, until his death in November 1923',
      icon: '🏦',
      influence: 'Kept the presses running to pay the government’s bills and to meet the demand for cash.',
    },
    {
      name: 'Hjalmar Schacht',
      role: 'Currency Commissioner from November 1923, later Reichsbank president',
      icon: '💼',
      influence: 'Helped launch the Rentenmark and refused to let it be printed without limit.',
    },
    {
      name: 'Gustav Stresemann',
      role: 'Chancellor from August to November 1923',
      icon: '🎩',
      influence: 'Ended passive resistance in the Ruhr and backed the new currency.',
    },
    {
      name: 'Hugo Stinnes',
      role: 'Industrialist',
      icon: '🏭',
      influence: 'Borrowed marks to buy factories and mines, then repaid the loans in worthless money.',
    },
    {
      name: 'Frau Weber',
      role: 'A retired teacher living on savings and a pension (composite)',
      icon: '👵',
      influence: 'Buys bread from Greta every morning, and sees her savings vanish.',
    },
  ],
  concepts: [
    { id: 'printing-and-prices', name: 'Printing money to pay the government’s bills', level: 'beginner' },
    { id: 'hyperinflation-dynamics', name: 'How inflation feeds on itself', level: 'intermediate' },
    {
      id: 'winners-and-losers',
      name: 'Winners and losers: debtors, savers and real assets',
      level: 'intermediate',
    },
    { id: 'exchange-rate-collapse', name: 'The falling exchange rate', level: 'beginner' },
    { id: 'stabilization', name: 'How a hyperinflation is stopped', level: 'advanced' },
  ],
  storyState: [
    { key: 'savingsMove', label: 'What Greta did with the savings in 1922', format: 'text' },
    { key: 'savings', label: 'Marks left in the savings bank', initial: 20000, format: 'number' },
    { key: 'loan', label: 'Marks borrowed from the bank', initial: 0, format: 'number' },
    { key: 'pricing', label: 'How Greta priced bread in 1923', format: 'text' },
    { key: 'pantry', label: 'What Greta has when the Rentenmark arrives', format: 'text' },
    { key: 'newMoney', label: 'What Greta did with the Rentenmark', format: 'text' },
  ],
  pages: [
    {
      type: 'cover',
      id: 'cover',
      title: 'Weimar Hyperinflation',
      subtitle: 'Germany, 1914–1923: from 4.2 marks to the dollar to 4.2 trillion',
      startButtonText: 'Open the bakery',
      visualType: 'money-printing',
      keyPoint: 'Money is only worth what people believe it will buy tomorrow.',
    },
    {
      type: 'character-intro',
      id: 'meet-greta',
      chapter: 'Chapter 1: A lost war',
      title: 'Meet Greta Falkenberg',
      narrative: {
        setup:
          'Berlin, January 1922. Greta opens the shutters at six. Bread prices have gone up again. Before the war a dollar bought 4.2 marks. Now it buys about 190.',
        situation:
          'Her 20,000 marks of savings were once enough to buy a small house. Her war bonds were meant to pay for her children’s schooling. Both are still worth 25,000 marks on paper.',
        characterThoughts:
          'A mark is a mark, the bank clerk says. But my flour merchant does not think so. He wants more marks every month.',
      },
      definitions: ['inflation'],
      interactiveElements: [
        {
          id: 'savings',
          icon: '🏦',
          label: '20,000 marks saved',
          tooltip: 'Ten years of saving',
          detail:
            'In 1914 this was worth about $4,760. By January 1922, at about 190 marks to the dollar, it was worth about $105.',
        },
        {
          id: 'war-bonds',
          icon: '📜',
          label: '5,000 marks of war bonds',
          tooltip: 'Lent to the state in 1915',
          detail: 'The government promised to repay marks. It never promised what those marks would buy.',
        },
      ],
      visualType: 'coins',
      keyPoint: 'A promise paid in money is only as good as the money.',
    },
    {
      type: 'story',
      id: 'why-printing',
      chapter: 'Chapter 1: A lost war',
      title: 'Why Germany Printed',
      mainText:
        'Germany paid for the First World War mostly by borrowing, not by taxes. It expected to win and make the losers pay. It lost.\n\nAfter the war the new Weimar Republic faced huge debts, the costs of rebuilding, and pensions for millions of wounded soldiers and widows. The peace treaty added reparations. In May 1921 the Allies set the total at 132 billion gold marks, to be paid in gold, foreign money and goods such as coal.\n\nTaxes did not come close to covering the state’s spending. So the government sold its short-term debt to the Reichsbank, the central bank, which paid with newly printed money. This is printing money to pay the government’s bills. More marks chased the same goods, so prices rose. As prices rose, the government’s costs rose too, and it printed more.',
      narrative: {
        setup:
          'Karl reads the newspaper aloud while the dough rises. The word on every page is “reparations.”',
      },
      definitions: ['monetizing-deficits', 'war-reparations', 'central-bank'],
      interactiveElements: [
        {
          id: 'tax-lag',
          icon: '⏳',
          label: 'Taxes paid too late',
          tooltip: 'Why inflation widened the deficit',
          detail:
            'Taxes were set in marks and paid months later. By then the marks were worth far less, so rising prices shrank the state’s real income and made the deficit worse.',
        },
      ],
      visualType: 'money-printing',
      keyPoint: 'When a central bank must pay whatever the government spends, it cannot control prices.',
    },
    {
      type: 'decision-point',
      id: 'savings-decision',
      chapter: 'Chapter 2: The mark slides',
      title: 'What to Do With the Savings?',
      situation:
        'August 1922. Since the murder of Foreign Minister Walther Rathenau in June, the mark has been falling fast.',
      decision: {
        situation:
          'The dollar, about 190 marks in January, now costs about 1,000. Prices rise every week. Greta’s 20,000 marks in the savings bank earn a few percent interest a year. Karl’s old oven is failing. A bank will also lend them marks to buy flour in bulk.',
        context: {
          Savings: '20,000 marks in the savings bank',
          'Dollar rate': 'about 1,000 marks, and rising',
          'Interest on savings': 'a few percent a year',
          'Bank loan': 'available, repaid in marks',
        },
        prompt: 'What should Greta do with the family’s money?',
        choices: [
          {
            id: 'keep-savings',
            effects: { set: { savingsMove: 'left the 20,000 marks in the bank', savings: 20000 } },
            title: 'Leave the savings in the bank',
            description: 'The government will surely stop the inflation soon.',
            icon: '🏦',
            color: 'from-rose-500 to-red-600',
            reward: 'Interest, and no risky decisions',
            risk: 'Each month the savings buy less',
            consequence:
              'By the end of 1922 the dollar cost about 7,400 marks, and the savings were worth under $3. By November 1923 they were worth less than a single stamp. Millions of careful savers lost everything this way.',
          },
          {
            id: 'buy-oven',
            effects: { set: { savingsMove: 'spent the 20,000 marks on a new oven', savings: 0 } },
            title: 'Spend the savings on a new oven',
            description: 'Turn paper money into a machine the bakery needs.',
            icon: '🔥',
            color: 'from-emerald-500 to-teal-600',
            reward: 'A real asset that keeps its usefulness whatever the mark does',
            risk: 'No cash cushion if the family needs money',
            consequence:
              'Real assets such as machines, buildings, land and goods kept their value. A baker with a new oven came through 1923 with her business intact.',
          },
          {
            id: 'borrow-flour',
            effects: {
              set: {
                savingsMove: 'borrowed 20,000 marks for flour and equipment',
                savings: 20000,
                loan: 20000,
              },
            },
            title: 'Borrow marks to buy flour and equipment',
            description: 'Take a 20,000-mark bank loan and repay it later in cheaper marks.',
            icon: '📝',
            color: 'from-amber-500 to-orange-600',
            reward: 'Debts shrink as the mark falls; the goods keep their value',
            risk: 'If the inflation stopped suddenly, the debt would be a real burden',
            consequence:
              'Borrowers won. Loans taken in 1922 could be repaid in 1923 with money worth almost nothing. Industrialists like Hugo Stinnes built empires this way; banks and savers bore the loss.',
          },
        ],
      },
      lesson:
        'In high inflation, money claims lose and real assets hold up. Debts taken in the falling currency shrink, which is why debtors gained and savers lost.',
      historicalNote:
        'The government itself was the biggest debtor. Inflation wiped out the real value of its war debts to its own citizens.',
      definitions: ['real-asset', 'inflation'],
      visualType: 'scale',
      keyPoint: 'Inflation quietly moves wealth from those who lent to those who borrowed.',
    },
    {
      type: 'visual-story',
      id: 'ruhr',
      chapter: 'Chapter 2: The mark slides',
      title: 'The Ruhr and the Flood of Paper',
      mainText:
        'Germany fell behind on deliveries of coal and timber. On 11 January 1923 French and Belgian troops occupied the Ruhr, Germany’s industrial heart, to take the coal themselves.\n\nThe government called for passive resistance. Miners and railway workers stopped work, and the state paid their wages and supported the region. It had no money for this, so the Reichsbank printed it. The printing presses ran day and night, and private firms were hired to print more notes.\n\nThe fall of the mark became a collapse. The dollar, at about 7,400 marks at the end of 1922, passed 1 million marks in late July 1923. People now wanted to be rid of marks as fast as possible. Spending them quickly made prices rise faster still.',
      narrative: {
        setup: 'Greta’s customers now come in twice a day, once after each of their payments.',
        characterThoughts:
          'Nobody wants to hold money for even an hour. So money moves faster, and prices run faster too.',
      },
      definitions: ['hyperinflation', 'monetizing-deficits'],
      interactiveElements: [
        {
          id: 'velocity',
          icon: '🏃',
          label: 'Spend it before it shrinks',
          tooltip: 'Why hyperinflation speeds up',
          detail:
            'When money loses value by the hour, people spend it at once. Each mark changes hands more often, which pushes prices up even faster than printing alone.',
        },
        {
          id: 'wages',
          icon: '💼',
          label: 'Paid twice a day',
          tooltip: 'Wages in 1923',
          detail:
            'Many firms paid workers daily, some twice a day, so families could shop before prices rose again.',
        },
      ],
      visualType: 'money-printing',
      keyPoint:
        'Hyperinflation is a collapse of trust: once people expect money to lose value, they act in ways that make it happen faster.',
    },
    {
      type: 'decision-point',
      id: 'pricing-bread',
      chapter: 'Chapter 3: Money by the hour',
      title: 'How Do You Price a Loaf?',
      situation: 'August 1923. The dollar costs millions of marks, and more every day.',
      decision: {
        situation:
          'Greta buys flour every few days. By the time she sells the bread, the marks she is paid may buy less flour than the loaf used. Frau Weber, who lives on savings and a pension, can barely afford bread at all. The authorities warn shops against “profiteering.”',
        context: {
          'Dollar rate': 'millions of marks, changing daily',
          'Flour merchant': 'prices in dollars or gold marks only',
          Customers: 'paid daily, in marks',
          Risk: 'fines for “profiteering”',
        },
        prompt: 'How should Greta set her prices?',
        choices: [
          {
            id: 'index-prices',
            effects: {
              set: {
                pricing: 'repriced every morning by the dollar rate',
                pantry: 'Daily repricing has let Greta save a few dollars and fill a pantry with flour.',
              },
            },
            title: 'Reprice every morning by the dollar rate',
            description: 'Set a base price in gold marks and multiply by the day’s rate.',
            icon: '📈',
            color: 'from-emerald-500 to-teal-600',
            reward: 'The bakery can always buy its next sack of flour',
            risk: 'Customers on fixed incomes cannot keep up; accusations of profiteering',
            consequence:
              'By 1923 many shops did this, pricing in gold marks or dollars and converting with a daily multiplier. It kept businesses alive, though it felt cruel to customers whose pay lagged behind.',
          },
          {
            id: 'foreign-money',
            effects: {
              set: {
                pricing: 'asked for dollars, goods or barter',
                pantry:
                  'Customers who paid in foreign money have left Greta a few dollars, and her pantry is full of flour.',
              },
            },
            title: 'Ask for dollars, goods or barter',
            description: 'Accept foreign money, or swap bread for eggs, coal or work.',
            icon: '🔄',
            color: 'from-amber-500 to-orange-600',
            reward: 'Payment that holds its value',
            risk: 'Most customers have only marks, so sales shrink',
            consequence:
              'Foreign money and barter spread widely in 1923, and towns and firms issued their own emergency money. Ordinary workers, paid only in marks, were shut out.',
          },
          {
            id: 'hold-prices',
            effects: {
              set: {
                pricing: 'kept prices steady for a week at a time',
                pantry:
                  'Holding prices nearly emptied Greta’s till. She has a few dollars left and half a pantry of flour.',
              },
            },
            title: 'Keep prices steady to be fair',
            description: 'Change prices only once a week, whatever the dollar does.',
            icon: '🤝',
            color: 'from-rose-500 to-red-600',
            reward: 'Loyal customers, and a clear conscience',
            risk: 'The bakery sells each loaf for less than the flour to replace it',
            consequence:
              'Shops that held prices ran out of money to restock, and many closed. In a hyperinflation, fairness that ignores the value of money destroys the business that provides the bread.',
          },
        ],
      },
      lesson:
        'When money stops holding value, prices move to something that does: dollars, gold marks or goods. The official currency loses its job as a measure of value.',
      historicalNote:
        'By October 1923 prices were doubling about every four days. Steve Hanke and Nicholas Krus (2012) put the rise in that one month at about 29,500 percent.',
      definitions: ['hyperinflation', 'real-asset'],
      visualType: 'coins',
      keyPoint:
        'In a hyperinflation, the real question is not the price in marks but the price in something stable.',
    },
    {
      type: 'story',
      id: 'winners-losers',
      chapter: 'Chapter 3: Money by the hour',
      title: 'Winners and Losers',
      mainText:
        'The inflation did not hurt everyone equally.\n\nThe losers were people whose wealth or income was fixed in marks. Savers lost their deposits. Holders of war bonds and mortgages were repaid in worthless paper. Pensioners and people living on rents saw their income vanish. Many of them were the middle class who had trusted the state most.\n\nThe winners were debtors and owners of real things. Farmers paid off their mortgages with a few sacks of grain. Businesses repaid loans for almost nothing. People with foreign money, land, factories or goods could buy more with it as Germans sold what they owned to eat.\n\nWorkers were somewhere between. Their unions won wage rises, but pay always trailed prices. By the autumn many families were hungry, and unrest spread. In November 1923 Adolf Hitler tried to seize power in Munich. The attempt failed, but the bitterness of 1923 lasted.',
      narrative: {
        setup:
          'Frau Weber brings a silver spoon to trade for two loaves. Greta does not know whether to take it.',
      },
      definitions: ['real-asset', 'hyperinflation'],
      visualType: 'scale',
      keyPoint: 'Inflation is a tax that falls hardest on those who saved in money and trusted the state.',
    },
    {
      type: 'interactive',
      id: 'the-mark-in-numbers',
      chapter: 'Compare',
      title: 'The Mark Against the Dollar',
      mainText: 'How many paper marks one US dollar bought, at dated points.',
      comparison: {
        columns: ['Date', 'Marks per dollar', 'What Greta’s 20,000 marks were worth'],
        rows: [
          { label: 'July 1914', values: ['4.2', 'about $4,760'] },
          { label: 'January 1922', values: ['about 190', 'about $105'] },
          { label: 'December 1922', values: ['about 7,400', 'under $3'] },
          { label: 'Late July 1923', values: ['about 1,000,000', 'about 2 cents'] },
          { label: '20 November 1923', values: ['4,200,000,000,000 (4.2 trillion)', 'far less than a cent'] },
        ],
      },
      definitions: ['hyperinflation'],
      visualType: 'chart-up',
      keyPoint:
        'Each step is a huge multiple of the last. That is what makes hyperinflation different from ordinary inflation.',
    },
    {
      type: 'decision-point',
      id: 'new-money',
      chapter: 'Chapter 4: The miracle of the Rentenmark',
      title: 'Trust a New Currency?',
      situation: 'Late November 1923. A new note has appeared: the Rentenmark.',
      decision: {
        situation:
          'On 15 November 1923 a new currency, the Rentenmark, began to circulate. It is backed, on paper, by a claim on Germany’s land and industry. One Rentenmark equals one trillion paper marks. The government promises to issue only a strictly limited amount. {pantry}',
        context: {
          'New currency': '1 Rentenmark = 1,000,000,000,000 paper marks',
          'Dollar rate': '4.2 trillion paper marks, fixed from 20 November',
          Promise: 'a strict limit on how many Rentenmarks are issued',
          'Greta’s savings': 'a few dollars and a pantry of flour',
        },
        prompt: 'What does Greta do?',
        choices: [
          {
            id: 'trust-rentenmark',
            effects: { set: { newMoney: 'priced in Rentenmarks and kept some' } },
            title: 'Price in Rentenmarks and keep some of them',
            description: 'Accept the new money and give it a chance.',
            icon: '🆕',
            color: 'from-emerald-500 to-teal-600',
            reward: 'A working currency again, and normal trade with customers',
            risk: 'If the printing starts again, she loses once more',
            consequence:
              'The Rentenmark held. The key was not its land backing but the limit on its issue and the government’s move to cut spending and raise taxes. Prices in the new money stopped rising within weeks.',
          },
          {
            id: 'keep-dollars',
            effects: { set: { newMoney: 'kept everything in dollars and flour' } },
            title: 'Keep everything in dollars and flour',
            description: 'Wait until the new money has proved itself.',
            icon: '💵',
            color: 'from-slate-500 to-slate-700',
            reward: 'Safe if the new currency fails',
            risk: 'Out of step with customers who now use Rentenmarks',
            consequence:
              'Caution was understandable after what Germans had lived through. But as trust returned, people brought out hoarded dollars and goods, and those who held back lost trade.',
          },
          {
            id: 'spend-at-once',
            effects: { set: { newMoney: 'spent each Rentenmark at once' } },
            title: 'Spend any Rentenmarks the moment she gets them',
            description: 'Treat the new money like the old and turn it into goods at once.',
            icon: '🏃‍♀️',
            color: 'from-rose-500 to-red-600',
            reward: 'No risk of holding money that loses value',
            risk: 'Buying goods at high prices she does not need, just as prices settle',
            consequence:
              'Habits from 1923 were hard to break. But once prices held, spending in a rush meant paying too much for goods that she then had to store.',
          },
        ],
      },
      lesson:
        'A new currency works only if people believe the printing has really stopped. That belief comes from limits the government visibly keeps.',
      historicalNote:
        'Reichsbank president Rudolf Havenstein died on 20 November 1923, the day the rate was fixed. Hjalmar Schacht became Reichsbank president in December. In 1924 the Dawes Plan eased reparations and a law created the Reichsmark, worth the same as the Rentenmark.',
      definitions: ['currency-stabilization'],
      visualType: 'handshake',
      keyPoint:
        'Stopping a hyperinflation is not about new notes. It is about the government no longer paying its bills with the printing press.',
    },
    {
      type: 'story',
      id: 'after-stabilization',
      chapter: 'Chapter 5: After the storm',
      title: 'The Cost of Stopping',
      mainText:
        'Stabilization worked fast, but it was painful. The government fired many public workers and raised taxes. Firms that had lived on cheap credit failed once loans had to be repaid in real money. Unemployment rose in 1924.\n\nSavers got little back. A 1925 law restored a small part of the value of some mortgages and bonds, far less than they had lost.\n\nThe memory lasted longer than the inflation. Many Germans who lived through 1923 came to fear inflation above almost any other economic danger. That fear shaped West Germany’s central bank after the Second World War, and later the rules of the European Central Bank.\n\nEconomist Thomas Sargent studied four big inflations of the 1920s, including Germany’s. In each, prices stopped rising quickly once the government changed its budget rules and the central bank stopped lending to the state without limit.',
      definitions: ['currency-stabilization', 'central-bank'],
      visualType: 'chart-down',
      keyPoint:
        'The quickest end to a hyperinflation is a believable change in who pays the government’s bills.',
    },
    weimarHyperinflation1923Chart,
    {
      type: 'quiz',
      id: 'quiz',
      chapter: 'Check your understanding',
      title: 'Weimar Hyperinflation Quiz',
      questions: [
        {
          question:
            'At the end of 1922 a dollar cost about 7,400 marks. What were 20,000 marks of savings, like Greta’s in 1922, worth in dollars?',
          options: ['About $2.70', 'About $27', 'About $270', 'About $4,760'],
          correct: 0,
          explanation:
            '20,000 ÷ 7,400 ≈ 2.7, so about $2.70. In 1914, at 4.2 marks to the dollar, the same savings were worth about $4,760.',
          kind: 'calculation',
        },
        {
          question:
            'One Rentenmark was set equal to one trillion paper marks, and the dollar was fixed at 4.2 trillion paper marks. How many Rentenmarks bought one dollar?',
          options: ['0.42', '4.2', '42', '4.2 trillion'],
          correct: 1,
          explanation:
            '4.2 trillion ÷ 1 trillion = 4.2. The new money brought the dollar back to 4.2 marks, the rate of 1914, by dropping twelve zeros.',
          kind: 'calculation',
        },
        {
          question: 'If prices double every 4 days, about how many times higher are they after 40 days?',
          options: ['About 20 times', 'About 80 times', 'About 1,000 times', 'About 10,000 times'],
          correct: 2,
          explanation:
            '40 days is 10 doublings: 2 multiplied by itself 10 times is 1,024. Doubling every few days, as in October 1923, means prices rise about a thousandfold in under six weeks.',
          kind: 'calculation',
        },
        {
          question: 'Who gained most from the German inflation?',
          options: [
            'Pensioners living on fixed monthly payments',
            'Savers with deposits in savings banks',
            'Borrowers in marks who owned real assets',
            'Holders of the government’s war bonds',
          ],
          correct: 2,
          explanation:
            'Debts fixed in marks shrank to almost nothing, while land, factories and goods kept their value. Savers, bondholders and pensioners bore the loss.',
        },
        {
          question: 'Why did the occupation of the Ruhr in 1923 make the inflation much worse?',
          options: [
            'France forced Germany to adopt the franc in the occupied region',
            'The state printed money to pay the strikers and support the region',
            'It closed the Reichsbank, so no one could control the money supply',
            'It sent the Reichsbank’s gold to Paris, so the mark lost its gold backing',
          ],
          correct: 1,
          explanation:
            'Passive resistance meant the state paid idle workers while losing the Ruhr’s output and taxes. It had no money for this, so the Reichsbank printed it.',
        },
      ],
      keyPoint:
        'Divide by the exchange rate, count the doublings: the arithmetic of hyperinflation is brutal.',
      visualType: 'coins',
    },
    {
      type: 'reflection',
      id: 'reflection',
      chapter: 'Reflection',
      title: 'What Is Money Worth?',
      prompt: 'Think about Greta’s choices and the people around her.',
      questions: [
        'Why did careful savers like Frau Weber lose while borrowers gained?',
        'Why does inflation speed up once people expect it to continue?',
        'What made the Rentenmark believable when the paper mark was not?',
        'Why might a country that lived through 1923 set up a central bank that is independent of the government?',
      ],
      finalThought:
        'Money is a promise that it will buy tomorrow what it buys today. In 1923 Germany learned how quickly that promise can break, and how hard it is to mend.',
      visualType: 'coins',
      keyPoint: 'Trust in money is built slowly and lost quickly.',
    },
    {
      type: 'summary',
      id: 'summary',
      chapter: 'Summary',
      title: 'What Weimar Teaches',
      conceptLearned:
        'Printing money to pay the government’s bills, hyperinflation, winners and losers, and stabilization',
      ending: {
        intro: 'Your choices beside what happened to Germans of the time.',
        rows: [
          {
            label: 'In August 1922 Greta',
            yours: '{savingsMove}',
            history: 'Millions of careful savers left their money in the bank and lost everything.',
          },
          {
            label: 'Savings left in the bank, in dollars at the end of 1922',
            yours: '{savings * 0.000135:usd}, from {savings * 0.001:usd} in August',
            history: 'The dollar went from about 1,000 marks in August 1922 to about 7,400 in December.',
          },
          {
            label: 'The loan, repaid in July 1923, in dollars',
            yours: '{loan * 0.000001:usd}, from {loan * 0.001:usd} borrowed',
            history:
              'Debtors won: farmers and firms repaid their loans for almost nothing, and banks and savers bore the loss.',
          },
          {
            label: 'In 1923 Greta',
            yours: '{pricing}',
            history:
              'Many shops priced in gold marks or dollars with a daily multiplier. Shops that held prices often closed.',
          },
          {
            label: 'With the Rentenmark Greta',
            yours: '{newMoney}',
            history:
              'The Rentenmark held because its issue was strictly limited; prices stopped rising within weeks.',
          },
        ],
      },
      keyTakeaways: [
        'Germany paid for the war by borrowing, then faced reparations and deficits that the Reichsbank covered by printing money.',
        'After the Ruhr occupation of January 1923, printing to support passive resistance turned a hyperinflation already under way since the summer of 1922 into a total collapse of the mark.',
        'The dollar went from 4.2 marks in 1914 to about 7,400 at the end of 1922 and 4.2 trillion on 20 November 1923.',
        'Savers, bondholders and pensioners were ruined; debtors and owners of real assets gained.',
        'The Rentenmark (15 November 1923) worked because issue was strictly limited and the budget was brought under control.',
      ],
      nextSteps: [
        'See inflation of a milder kind in the 1970s stagflation lesson.',
        'Learn why central banks are given independence in the Federal Reserve explained lesson.',
      ],
      visualType: 'money-printing',
      keyPoint: 'A currency survives only as long as the government does not pay its bills by printing it.',
    },
  ],
  sources: [
    {
      title: 'When Money Dies: The Nightmare of the Weimar Collapse',
      author: 'Adam Fergusson',
      year: 1975,
      publisher: 'William Kimber (reissued by PublicAffairs, 2010)',
    },
    {
      title: 'The Great Disorder: Politics, Economics, and Society in the German Inflation, 1914–1924',
      author: 'Gerald D. Feldman',
      year: 1993,
      publisher: 'Oxford University Press',
    },
    {
      title: 'The Ends of Four Big Inflations',
      author: 'Thomas J. Sargent',
      year: 1982,
      publisher:
        'In Inflation: Causes and Effects, ed. Robert E. Hall, University of Chicago Press for the NBER',
    },
    {
      title: 'The Economics of Inflation: A Study of Currency Depreciation in Post-War Germany',
      author: 'Costantino Bresciani-Turroni',
      year: 1937,
      publisher: 'George Allen & Unwin',
    },
    {
      title: 'Zahlen zur Geldentwertung in Deutschland 1914 bis 1923',
      author: 'Statistisches Reichsamt',
      year: 1925,
      publisher: 'Special issue 1 of Wirtschaft und Statistik, Berlin',
    },
    {
      title: 'World Hyperinflations',
      author: 'Steve H. Hanke and Nicholas Krus',
      year: 2012,
      publisher: 'Cato Institute, Working Paper No. 8',
    },
  ],
};
