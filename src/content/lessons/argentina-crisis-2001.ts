import type { GlossaryEntry, Lesson } from '../schema';

// Argentina 2001–02: the end of the one-peso-one-dollar convertibility system, the corralito, a
// record sovereign default and the conversion of dollar deposits into pesos. The protagonist is a
// composite; the people, dates and figures are real (IMF IEO 2004; Blustein; Perry & Servén;
// de la Torre, Levy Yeyati & Schmukler; Mussa).

export const glossary: Record<string, GlossaryEntry> = {
  'currency-board': {
    text: 'Currency board',
    definition:
      'A strict fixed exchange rate in which every unit of local money in circulation must be backed by foreign currency reserves at the fixed rate, so the central bank cannot print money at will.',
  },
  'deposit-freeze': {
    text: 'Deposit freeze',
    definition:
      'Legal limits on how much cash people may withdraw from their bank accounts, imposed to stop a bank run. Money can still move by card or transfer, but it cannot leave the banking system as cash.',
  },
  corralito: {
    text: 'Corralito',
    definition:
      'Spanish for “little fence”: the deposit freeze Argentina announced on 1 December 2001. Each person could take out only 250 pesos or dollars a week in cash; money could still move by card, check or transfer, but it could not leave the banks.',
  },
  'forced-currency-conversion': {
    text: 'Forced currency conversion',
    definition:
      'When a government rewrites contracts so that debts or deposits in a foreign currency are paid in the local currency at a rate it chooses, usually below the market rate.',
  },
  'debt-restructuring': {
    text: 'Debt restructuring',
    definition:
      'Replacing a borrower’s old debts with new ones that are smaller, cheaper or paid later, usually after a default. Creditors accept a loss because the alternative is getting even less.',
  },
};

export const lesson: Lesson = {
  id: 'argentina-crisis-2001',
  title: 'Argentina’s Collapse',
  subtitle: '2001: one peso, one dollar, until it was not',
  concept:
    'How a hard peg with debts in dollars ended in a bank freeze, a record default and the forced conversion of savings',
  description:
    'Buenos Aires, 2001–02. Keep your family’s dollar savings safe as the convertibility system that ended hyperinflation runs out of time. Decide where to hold your dollars, how to live under the corralito, and what to accept when the government turns your dollar deposit into pesos. Learn why a rule that worked for a decade broke, and who paid.',
  preview:
    'Your bank account says $18,000. The law says a peso is a dollar. Then you are allowed to take out 250 a week.',
  difficulty: 'Intermediate',
  estimatedTime: '19 minutes',
  type: 'character-driven',
  category: 'crises',
  icon: '🇦🇷',
  color: { from: 'sky', to: 'slate' },
  year: 2001,
  topics: ['Currency Markets', 'Banking System', 'Systemic Risk'],
  xp: 100,
  character: {
    name: 'Valeria Sosa',
    age: 44,
    profession: 'Secondary school teacher in Greater Buenos Aires',
    icon: '👩‍🏫',
    color: 'from-sky-500 to-slate-700',
    background:
      'Valeria is a composite character, not a real person. She remembers the hyperinflation of 1989, when prices rose thousands of percent in a year. Since then she and her husband, a taxi driver, have saved $18,000 in a dollar account at a large bank, for their daughter’s university and a small apartment.',
    traits: ['Careful saver', 'Distrusts politicians', 'Remembers 1989', 'Stubborn'],
    historical: false,
  },
  supportingCharacters: [
    {
      name: 'Domingo Cavallo',
      role: 'Economy minister who created convertibility in 1991 and returned in March 2001',
      icon: '📐',
      influence: 'Designed the one-to-one peg, and in December 2001 the freeze on withdrawals.',
    },
    {
      name: 'Fernando de la Rúa',
      role: 'President of Argentina, December 1999 to December 2001',
      icon: '🏛️',
      influence: 'Resigned on 20 December 2001 after deadly riots.',
    },
    {
      name: 'Eduardo Duhalde',
      role: 'President from January 2002',
      icon: '🗳️',
      influence: 'Ended convertibility and converted dollar deposits and loans into pesos.',
    },
    {
      name: 'Horst Köhler',
      role: 'Managing Director of the IMF',
      icon: '🌐',
      influence: 'The IMF refused a scheduled payment to Argentina in December 2001.',
    },
  ],
  concepts: [
    { id: 'hard-pegs', name: 'A currency board and what it cannot do', level: 'intermediate' },
    {
      id: 'dollarized-banks',
      name: 'Dollar deposits and dollar loans in a peso economy',
      level: 'intermediate',
    },
    { id: 'deposit-freezes', name: 'Bank runs and deposit freezes', level: 'beginner' },
    { id: 'sovereign-default-2001', name: 'Sovereign default and restructuring', level: 'advanced' },
    { id: 'who-bears-losses', name: 'Who bears the loss when a peg breaks', level: 'beginner' },
  ],
  // At 3.50 pesos per dollar a peso buys 0.2857 dollars; pesified deposits got 1.40 pesos per dollar.
  storyState: [
    { key: 'bankDollars', label: 'Dollars in the bank', initial: 18000, format: 'usd' },
    { key: 'cashDollars', label: 'Dollar bills at home', initial: 0, format: 'usd' },
    { key: 'pesoDeposit', label: 'Peso deposit', initial: 0, format: 'number' },
    { key: 'where', label: 'August 2001', format: 'text' },
    { key: 'fence', label: 'Behind the fence', format: 'text' },
    { key: 'offer', label: 'Mid-2002', format: 'text' },
    { key: 'final', label: 'Her savings in dollars, 2002', format: 'usd' },
  ],
  pages: [
    {
      type: 'cover',
      id: 'cover',
      title: 'Argentina’s Collapse',
      subtitle: 'Buenos Aires, 2001–02',
      startButtonText: 'Go to the bank',
      visualType: 'bank-run',
      keyPoint: 'A fixed exchange rate cannot protect a country that borrows more dollars than it can earn.',
    },
    {
      type: 'character-intro',
      id: 'meet-valeria',
      chapter: 'Chapter 1: The peso that was a dollar',
      title: 'Meet Valeria Sosa',
      narrative: {
        setup:
          'Buenos Aires, March 2001. For ten years, by law, one peso has been worth one US dollar. Cash machines give out either. Prices have barely moved in years, a miracle after 1989.',
        situation:
          'But the economy has shrunk since 1998. Unemployment is about 15 percent. The government owes more every year, mostly in dollars. Valeria’s husband drives longer hours for fewer fares.',
        characterThoughts:
          'Our savings are in dollars, in a big bank, and the law says a peso is a dollar. What could be safer?',
      },
      definitions: ['currency-board', 'hyperinflation'],
      interactiveElements: [
        {
          id: 'savings',
          icon: '💵',
          label: '$18,000 in a dollar account',
          tooltip: 'Twelve years of saving',
          detail:
            'Like most Argentine savers, Valeria trusts dollars more than pesos, and banks more than her mattress.',
        },
      ],
      visualType: 'vault',
      keyPoint: 'A peg that ended a hyperinflation can become a trap once the economy needs it to bend.',
    },
    {
      type: 'story',
      id: 'convertibility',
      chapter: 'Chapter 1: The peso that was a dollar',
      title: 'How Convertibility Worked, and Why It Strained',
      mainText:
        'In 1989 prices in Argentina rose more than 3,000 percent. In March 1991 Congress passed economy minister Domingo Cavallo’s Convertibility Law, which took effect on 1 April. Every peso in circulation had to be backed by a dollar in reserve. The central bank could not print money to pay the government’s bills. Inflation fell to single digits by 1993 and to almost zero by 1996, and the economy boomed in the early 1990s.\n\nThe peg had costs. Argentina could not lower its exchange rate when times were hard. In the late 1990s the dollar grew strong, and in January 1999 Brazil, Argentina’s biggest trading partner, let its currency fall. Argentine goods became expensive. Recession began in 1998 and did not end.\n\nMeanwhile the government kept borrowing, mostly in dollars, and provinces spent freely. Banks lent in dollars to people who earned pesos. Everyone assumed a peso would always be a dollar.',
      definitions: ['currency-board', 'currency-mismatch', 'recession'],
      interactiveElements: [
        {
          id: 'no-escape',
          icon: '🔒',
          label: 'No escape valve',
          tooltip: 'What the peg ruled out',
          detail:
            'With a fixed rate and no money printing, the only way to become competitive was for wages and prices to fall, slowly and painfully.',
        },
      ],
      visualType: 'scale',
      keyPoint:
        'A hard peg trades flexibility for trust. When the economy needs flexibility, the trust is tested.',
    },
    {
      type: 'decision-point',
      id: 'where-to-keep-dollars',
      chapter: 'Chapter 2: The run',
      title: 'Where to Keep the Dollars?',
      situation: 'August 2001. Deposits are leaving Argentine banks.',
      decision: {
        situation:
          'The government has passed a “zero deficit” law and the IMF has promised more loans. But people are pulling money out of banks every week. Peso deposits pay much higher interest than dollar ones, a sign that many expect the peg to break. Valeria’s $18,000 sit in a dollar account.',
        context: {
          Savings: '$18,000 in a dollar account',
          'Peso deposit rate': 'far higher than the dollar rate',
          'Bank deposits': 'falling month after month',
          'Government debt': 'about half of GDP, mostly in dollars',
        },
        prompt: 'What should Valeria do?',
        choices: [
          {
            id: 'keep-in-bank',
            title: 'Keep the dollars in the bank',
            description: 'The law protects dollar deposits. Banks are solid and foreign-owned.',
            icon: '🏦',
            color: 'from-rose-500 to-red-600',
            reward: 'Interest, convenience, and no cash at home',
            risk: 'If the system breaks, the government can change the rules on deposits',
            consequence:
              'In December withdrawals were frozen, and in February 2002 dollar deposits were converted into pesos at 1.40 per dollar while the market rate was far higher. Savers who stayed lost a large part of their dollars’ value.',
            effects: { set: { where: 'Kept the dollars in the bank' } },
          },
          {
            id: 'withdraw-cash',
            title: 'Take the dollars out in cash',
            description: 'Keep the bills at home or in a safe deposit box.',
            icon: '🧳',
            color: 'from-emerald-500 to-teal-600',
            reward: 'Beyond the reach of any decree',
            risk: 'Theft, no interest, and feeding the run on the banks',
            consequence:
              'Those who withdrew dollars before December kept them in full. Billions left the banks this way in 2001, which is exactly why the government froze deposits.',
            effects: {
              compute: { cashDollars: 'bankDollars' },
              set: { bankDollars: 0, where: 'Took the dollars home in cash' },
            },
          },
          {
            id: 'switch-to-pesos',
            title: 'Switch to a peso deposit for the high rate',
            description: 'Earn much more interest, trusting that the peg holds.',
            icon: '📈',
            color: 'from-amber-500 to-orange-600',
            reward: 'Much higher interest while the peg lasts',
            risk: 'If the peg breaks, the pesos lose most of their dollar value',
            consequence:
              'The high peso rate was the market’s warning. In 2002 the peso fell to nearly 4 per dollar, so peso savers lost far more than the extra interest they had earned.',
            effects: {
              compute: { pesoDeposit: 'bankDollars' },
              set: { bankDollars: 0, where: 'Switched to a peso deposit' },
            },
          },
        ],
      },
      lesson:
        'When a bank pays much more on one currency than another, the gap is the market’s estimate of the risk that the weaker one falls.',
      historicalNote:
        'Argentine bank deposits fell by about a fifth during 2001 as savers moved dollars out of the banks and out of the country.',
      definitions: ['bank-run', 'capital-flight'],
      visualType: 'bank-run',
      keyPoint:
        'In a failing peg, the rules about your deposit are only as safe as the government that writes them.',
    },
    {
      type: 'story',
      id: 'corralito',
      chapter: 'Chapter 2: The run',
      title: 'The Corralito',
      mainText:
        'On Saturday 1 December 2001 Cavallo announced a freeze. Each person could take out only 250 pesos or dollars a week in cash from all their accounts at a bank. Money could still move by card, check or transfer, but it could not leave the banks. People called it the corralito, the little fence.\n\nFor millions who lived on cash, such as street sellers, taxi drivers and domestic workers, this was a disaster. Shops could not pay suppliers. The economy, already shrinking, seized up.\n\nOn 5 December the IMF said it would not pay the next part of its loan, about $1.3 billion. Without it, the government could not meet its debts. Anger grew. People banged pots and pans in the streets, the protests called cacerolazos. On 19 and 20 December riots and looting broke out. Dozens of people were killed. President de la Rúa resigned on 20 December and left the presidential palace by helicopter.',
      narrative: {
        setup:
          'Valeria’s husband is paid in cash by fares. The bank machine in her street has a line around the block.',
      },
      definitions: ['deposit-freeze', 'imf-programme'],
      interactiveElements: [
        {
          id: 'limit',
          icon: '🚧',
          label: '250 a week',
          tooltip: 'The cash limit',
          detail:
            'Savers could take out about 1,000 pesos a month in cash, 250 a week, per person at each bank: enough for some families, far too little for small businesses that paid in cash.',
        },
      ],
      visualType: 'bank-run',
      keyPoint: 'A deposit freeze stops a run, but it also stops the economy that runs on cash.',
    },
    {
      type: 'decision-point',
      id: 'living-with-the-fence',
      chapter: 'Chapter 3: Default',
      title: 'Living Behind the Fence',
      situation:
        'Late December 2001. The new interim president has announced that Argentina will stop paying its foreign debt.',
      decision: {
        situation:
          'On 23 December the government declared a default on its bonds, about $80 billion, the largest sovereign default the world had seen. Anyone with money in a bank can take out only 250 a week. The school where she works is paid partly in provincial bonds used as money. Neighbors trade goods at barter clubs.',
        context: {
          'Cash limit': '250 a week per person at each bank',
          'Her pay': 'partly in provincial bonds',
          'Debt default': 'about $80 billion',
          'Barter clubs': 'spreading fast',
        },
        prompt: 'How does Valeria get through the next months?',
        choices: [
          {
            id: 'use-cards',
            title: 'Pay by card and transfer wherever possible',
            description: 'Keep the cash for things that need it.',
            icon: '💳',
            color: 'from-emerald-500 to-teal-600',
            reward: 'Uses money the freeze allows her to spend',
            risk: 'Many small sellers take only cash',
            consequence:
              'Card use jumped in 2002. It let people spend frozen money, but the poor, who lived on cash, were hit hardest.',
            effects: { set: { fence: 'Paid by card and transfer' } },
          },
          {
            id: 'barter-and-bonds',
            title: 'Use provincial bonds and barter clubs',
            description: 'Spend the bonds she is paid in and trade for food.',
            icon: '🔄',
            color: 'from-amber-500 to-orange-600',
            reward: 'Goods without pesos',
            risk: 'The bonds are accepted in fewer places and lose value',
            consequence:
              'Provinces issued bond-money such as the Patacón, and barter clubs had millions of members in 2002. They helped people survive, but their value was uncertain.',
            effects: { set: { fence: 'Lived on provincial bonds and barter' } },
          },
          {
            id: 'sue-the-bank',
            title: 'Hire a lawyer and sue for her dollars',
            description: 'Argue that the freeze breaks her property rights.',
            icon: '⚖️',
            color: 'from-sky-500 to-indigo-600',
            reward: 'A chance to get dollars back ahead of others',
            risk: 'Legal fees and years of uncertainty',
            consequence:
              'Many savers filed such cases. Some courts ordered banks to pay back dollars, and thousands got money that way, while others waited years.',
            effects: { set: { fence: 'Sued the bank for her dollars' } },
          },
        ],
      },
      lesson:
        'When money stops working, people invent substitutes. They help, but they never work as well as trusted money.',
      historicalNote:
        'Argentina’s economy shrank about 11 percent in 2002. More than half of the population fell below the poverty line at the worst point of 2002.',
      definitions: ['sovereign-default', 'deposit-freeze'],
      visualType: 'coins',
      keyPoint:
        'A default hits not just foreign bondholders but everyone whose income depends on the state and the banks.',
    },
    {
      type: 'decision-point',
      id: 'pesification',
      chapter: 'Chapter 4: Pesos for dollars',
      title: 'Pesos, Bonds or Court?',
      situation: 'Mid-2002. The peso has been floated and a dollar costs more than 3 pesos.',
      mainText:
        'Valeria’s {bankDollars} in the bank became {bankDollars * 1.4:number} pesos, released in stages.',
      variants: [
        {
          when: { cashDollars: { atLeast: 1 } },
          mainText:
            'Valeria’s {cashDollars} in dollar bills at home are untouched, and each one now buys more than 3 pesos. The decree still matters to her neighbors, and to her school’s pay.',
          // Nothing of hers was converted: the question is what to do with the bills.
          context: {
            'Her savings': '{cashDollars} in dollar bills at home',
            'Market rate': 'more than 3 pesos per dollar',
            'Dollar deposits': 'turned into pesos at 1.40 per dollar',
            'Dollar borrowers': 'their loans turned into pesos 1 to 1',
          },
          choices: [
            {
              id: 'take-pesos',
              title: 'Change dollars into pesos only as she needs them',
              description: 'Sell a few bills at a time at the market rate to pay the bills.',
              reward: 'Each dollar now buys more than 3 pesos',
              risk: 'Pesos held for long lose value as prices rise',
              consequence:
                'The decree never touched her dollars. Changed a few at a time, they kept their value through 2002, while consumer prices in pesos rose about 41% that year. Her savings are worth about {final}.',
              effects: {
                compute: { final: 'cashDollars' },
                set: { offer: 'Kept her dollar bills, changing a few as needed' },
              },
            },
            {
              id: 'take-bonds',
              title: 'Keep every bill at home, untouched',
              description: 'Trust no bank and no decree again.',
              reward: 'Out of reach of any government measure',
              risk: 'No interest, and the risk of theft',
              consequence:
                'Safe, but idle. Many Argentine families kept their savings in dollar bills at home for decades after 2002, a habit the corralito taught them. Her savings are worth about {final}.',
              effects: {
                compute: { final: 'cashDollars' },
                set: { offer: 'Kept every dollar bill at home' },
              },
            },
            {
              id: 'fight-in-court',
              title: 'Put the dollars back in a bank',
              description: 'The worst is over; a deposit is safer than a drawer.',
              reward: 'Interest, and no cash in the house',
              risk: 'Trusting the banks that just froze her neighbors’ savings',
              consequence:
                'Few did. Dollar deposits in Argentine banks stayed far below their 2001 level for many years, because savers no longer trusted the rules to hold. Her savings are worth about {final}.',
              effects: {
                compute: { final: 'cashDollars' },
                set: { offer: 'Put the dollars back in a bank' },
              },
            },
          ],
        },
        {
          when: { pesoDeposit: { atLeast: 1 } },
          mainText:
            'Valeria’s {pesoDeposit:number} peso deposit stays in pesos. At 3.50 pesos per dollar it now buys about {pesoDeposit * 0.2857:usd}.',
          // Her deposit was in pesos already: the offers for dollar deposits are not hers.
          context: {
            'Her peso deposit': '{pesoDeposit:number} pesos, frozen and released in stages',
            'Market rate': 'more than 3 pesos per dollar',
            'Offer to peso savers': 'government bonds in pesos, paid by 2007',
            'Dollar borrowers': 'their loans turned into pesos 1 to 1',
          },
          choices: [
            {
              id: 'take-pesos',
              title: 'Take the pesos as they are released',
              description: 'Get money she can use now.',
              reward: 'Cash sooner, to spend or to buy dollars',
              risk: 'Each peso now buys less than a third of a dollar',
              consequence:
                'Her deposit was never converted: it was in pesos already. At 3.50 pesos per dollar it bought about {final}, less than a third of the $18,000 she moved into pesos in August 2001.',
              effects: {
                compute: { final: 'pesoDeposit * 0.2857' },
                set: { offer: 'Took her pesos as they were released' },
              },
            },
            {
              id: 'take-bonds',
              title: 'Take government bonds in pesos, paid by 2007',
              description: 'The swap offered to peso savers: bonds instead of frozen pesos.',
              reward: 'Interest, and a bond she can sell',
              risk: 'Still pesos, from a government that has just defaulted',
              consequence:
                'Peso savers were offered peso bonds, not dollar ones. Paid in pesos, they could not bring back the dollars lost when the peg broke: her savings are worth about {final}.',
              effects: {
                compute: { final: 'pesoDeposit * 0.2857' },
                set: { offer: 'Took government peso bonds' },
              },
            },
            {
              id: 'fight-in-court',
              title: 'Go to court to get her money out',
              description: 'Sue the bank to release the frozen deposit at once.',
              reward: 'Her pesos sooner than the schedule allows',
              risk: 'Legal fees, and months of waiting',
              consequence:
                'A judge could at most release her pesos sooner. No court could turn them back into dollars, because she had chosen pesos herself. Her savings are worth about {final}.',
              effects: {
                compute: { final: 'pesoDeposit * 0.2857' },
                set: { offer: 'Went to court to free her pesos' },
              },
            },
          ],
        },
      ],
      decision: {
        situation:
          'In January 2002 the government ended convertibility. In February it turned dollar deposits into pesos at 1.40 per dollar, adjusted later for inflation, and turned dollar loans into pesos at 1 to 1. As an alternative, savers may take long-term government bonds paid in dollars.',
        context: {
          'Her dollar deposit': '{bankDollars} → {bankDollars * 1.4:number} pesos',
          'Market rate': 'more than 3 pesos per dollar',
          'Bond offer': 'government dollar bonds paid over ten years',
          'Dollar borrowers': 'their loans turned into pesos 1 to 1',
        },
        prompt: 'What should Valeria accept?',
        choices: [
          {
            id: 'take-pesos',
            title: 'Take the pesos as they are released',
            description: 'Get money she can use now.',
            icon: '🇦🇷',
            color: 'from-rose-500 to-red-600',
            reward: 'Cash sooner, to spend or buy dollars',
            risk: 'At the market rate, the pesos buy far fewer dollars than she saved',
            consequence:
              'At 3.50 pesos per dollar, an $18,000 dollar deposit, turned into 25,200 pesos, bought about $7,200, about 40 percent of its value, before the inflation adjustment. Many savers took this loss to get their money. All told, Valeria’s savings are now worth about {final}.',
            effects: {
              compute: { final: 'cashDollars + bankDollars * 1.4 * 0.2857 + pesoDeposit * 0.2857' },
              set: { offer: 'Took the pesos' },
            },
          },
          {
            id: 'take-bonds',
            title: 'Take the dollar bonds',
            description: 'Wait for the government to pay back dollars over years.',
            icon: '📜',
            color: 'from-emerald-500 to-teal-600',
            reward: 'Claims paid in dollars, not pesos',
            risk: 'Trusting a government that just defaulted',
            consequence:
              'These bonds, paid in installments over ten years, were paid in full. Patient savers who took them got their dollars back, slowly.',
            effects: {
              compute: { final: 'cashDollars + bankDollars + pesoDeposit * 0.2857' },
              set: { offer: 'Took the dollar bonds, paid over ten years' },
            },
          },
          {
            id: 'fight-in-court',
            title: 'Keep fighting in court',
            description: 'Demand the original dollars.',
            icon: '⚖️',
            color: 'from-sky-500 to-indigo-600',
            reward: 'Possibly all her dollars back',
            risk: 'Years of legal costs, and rulings that kept changing',
            consequence:
              'Court rulings went both ways for years. Some savers won dollars, many settled, and the Supreme Court in 2006 upheld the conversion with adjustments.',
            effects: {
              compute: { final: 'cashDollars + bankDollars * 1.4 * 0.2857 + pesoDeposit * 0.2857' },
              set: { offer: 'Fought in court, for years' },
            },
          },
        ],
      },
      lesson:
        'When a peg breaks, someone must take the loss. Argentina put much of it on dollar savers and banks, and protected dollar borrowers.',
      historicalNote:
        'Converting deposits at 1.40 but loans at 1.00 left banks with a gap that the government covered with more bonds. The peso fell to nearly 4 per dollar in mid-2002.',
      definitions: ['forced-currency-conversion', 'devaluation', 'currency-crisis'],
      visualType: 'scale',
      keyPoint: 'A forced conversion decides, by decree, who loses when a currency falls.',
    },
    {
      type: 'interactive',
      id: 'who-paid',
      chapter: 'Compare',
      title: 'Who Paid for the End of Convertibility?',
      mainText: 'A $10,000 deposit, a $10,000 loan and a $10,000 bond, before and after.',
      comparison: {
        columns: ['Who', 'What they had in 2001', 'What it became in 2002'],
        rows: [
          {
            label: 'Dollar saver in a bank',
            values: ['$10,000 deposit', '14,000 pesos (about $4,000 at 3.50), plus an inflation adjustment'],
          },
          { label: 'Dollar borrower', values: ['$10,000 loan', '10,000 pesos owed (about $2,900 at 3.50)'] },
          {
            label: 'Holder of a government bond',
            values: ['$10,000 bond', 'in default until 2005, then swapped for new bonds worth far less'],
          },
          {
            label: 'Saver with cash at home',
            values: ['$10,000 in bills', '$10,000, worth about 35,000 pesos'],
          },
        ],
      },
      definitions: ['forced-currency-conversion', 'debt-restructuring'],
      visualType: 'scale',
      keyPoint:
        'The same $10,000 could be worth anything from about $2,900 to $10,000, depending on the form it was held in.',
    },
    {
      type: 'story',
      id: 'aftermath',
      chapter: 'Chapter 5: Aftermath',
      title: 'Recovery and a Long Fight',
      mainText:
        'The cheap peso helped Argentina recover. Exports, helped by high prices for soybeans, grew. From 2003 the economy grew fast for several years.\n\nIn 2005 Argentina offered its defaulted bondholders new bonds worth roughly 30 cents per dollar of old debt, counting the lower interest and longer wait. About three-quarters accepted. Some of those who refused, called holdouts, sued in New York. The legal fight lasted until 2016, when Argentina settled with most of them.\n\nThe crisis left Argentines even more wary of banks and the peso. Many still keep savings in dollar bills at home. Economists drew a lesson for other countries: a hard peg needs low debt, flexible wages and prices, and banks that do not lend dollars to people who earn pesos.',
      definitions: ['debt-restructuring', 'sovereign-debt'],
      visualType: 'chart-up',
      keyPoint: 'The deepest cost of a crisis is lost trust, and it lasts for decades.',
    },
    {
      type: 'quiz',
      id: 'quiz',
      chapter: 'Check your understanding',
      title: 'Argentina 2001 Quiz',
      questions: [
        {
          question:
            'A $10,000 deposit was converted into pesos at 1.40 per dollar. When a dollar cost 3.50 pesos, how many dollars could the pesos buy?',
          options: ['About $2,500', 'About $4,000', 'About $7,000', '$10,000'],
          correct: 1,
          explanation:
            '$10,000 × 1.40 = 14,000 pesos. 14,000 ÷ 3.50 = $4,000, before the inflation adjustment. The saver lost about 60 percent in dollar terms.',
          kind: 'calculation',
        },
        {
          question:
            'Under the corralito a person could withdraw 250 a week in cash from their accounts at a bank. About how much was that in a 30-day month?',
          options: ['About 250', 'About 500', 'About 1,000', 'About 7,500'],
          correct: 2,
          explanation: 'A 30-day month has about 4.3 weeks: 250 × 4.3 ≈ 1,070, so about 1,000 a month.',
          kind: 'calculation',
        },
        {
          question: 'Under the Convertibility Law, what could Argentina’s central bank not do?',
          options: [
            'Hold its reserves in US dollars',
            'Print pesos without dollars to back them',
            'Let banks take deposits and lend in dollars',
            'Let people pay with dollars in shops',
          ],
          correct: 1,
          explanation:
            'Every peso had to be backed by a dollar. That ended the money printing behind the 1989 hyperinflation, but it also removed the central bank’s ability to act in a crisis.',
        },
        {
          question: 'Why did Brazil’s devaluation in January 1999 hurt Argentina?',
          options: [
            'Brazil stopped buying oil and wheat from Argentina to protect its own farmers and firms',
            'Argentine goods became expensive next to Brazilian ones, and the peso could not adjust',
            'Argentines paid more for goods from Brazil, so prices rose at home',
            'It forced Argentina to default on its foreign debts within a few weeks',
          ],
          correct: 1,
          explanation:
            'With the peso fixed to a strong dollar, a cheaper real made Argentina’s exports less competitive in its biggest market. Goods from Brazil got cheaper for Argentines, not dearer.',
        },
      ],
      keyPoint:
        'Multiply by the conversion rate, divide by the market rate: that is the loss a forced conversion hides.',
      visualType: 'coins',
    },
    {
      type: 'reflection',
      id: 'reflection',
      chapter: 'Reflection',
      title: 'Rules and Their Limits',
      prompt: 'Think about Valeria’s choices and the country’s.',
      questions: [
        'Why did a rule that ended hyperinflation become a trap a decade later?',
        'Why did banks paying much higher interest on pesos than on dollars signal danger?',
        'Was it fair to convert deposits at 1.40 but loans at 1.00? Who benefited?',
        'What would you need to believe to keep your savings in a bank after 2001?',
      ],
      finalThought:
        'Convertibility promised that a peso would always be a dollar. The promise held for ten years and broke in weeks, and the way it broke decided who lost their savings.',
      visualType: 'vault',
      keyPoint: 'No exchange-rate rule is stronger than the government’s finances behind it.',
    },
    {
      type: 'summary',
      id: 'summary',
      chapter: 'Summary',
      title: 'What Argentina 2001 Teaches',
      ending: {
        intro:
          'Your choices as Valeria, starting from $18,000 in August 2001, beside what happened to real Argentine savers.',
        rows: [
          {
            label: 'August 2001',
            yours: '{where}',
            history:
              'Billions left the banks in 2001, but most savers stayed and were caught by the corralito.',
          },
          {
            label: 'Behind the fence',
            yours: '{fence}',
            history: 'Barter clubs had millions of members in 2002, and card use jumped.',
          },
          {
            label: 'Mid-2002',
            yours: '{offer}',
            history:
              'Dollar deposits became pesos at 1.40 while a dollar cost more than 3; the Supreme Court upheld this in 2006.',
          },
          {
            label: 'Her savings, in dollars',
            yours: '{final}',
            history:
              'Pesos taken at 3.50 bought about 40 cents per dollar saved; the dollar bonds were paid in full over ten years.',
          },
        ],
      },
      conceptLearned:
        'Currency boards, dollarized banks, deposit freezes, sovereign default and forced conversion',
      keyTakeaways: [
        'Convertibility (1991) fixed one peso to one dollar and ended hyperinflation, but left no room to adjust.',
        'A strong dollar, Brazil’s 1999 devaluation and rising dollar debts kept Argentina in recession from 1998.',
        'As deposits fled, the corralito of 1 December 2001 limited cash withdrawals to 250 a week.',
        'After deadly riots the president resigned, and Argentina defaulted on about $80 billion of bonds.',
        'In 2002 the peso floated to nearly 4 per dollar; dollar deposits became pesos at 1.40, dollar loans at 1.00.',
      ],
      nextSteps: [
        'Compare with Mexico’s 1994 peso crisis, where short-term dollar debt also broke a peg.',
        'See an earlier Latin American debt crisis in the 1982 lesson.',
      ],
      visualType: 'chart-down',
      keyPoint: 'A peg is a promise about money; debts in dollars decide whether it can be kept.',
    },
  ],
  sources: [
    {
      title: 'The IMF and Argentina, 1991–2001',
      author: 'Independent Evaluation Office of the International Monetary Fund',
      year: 2004,
      publisher: 'International Monetary Fund',
    },
    {
      title:
        'And the Money Kept Rolling In (and Out): Wall Street, the IMF, and the Bankrupting of Argentina',
      author: 'Paul Blustein',
      year: 2005,
      publisher: 'PublicAffairs',
    },
    {
      title: 'The Anatomy of a Multiple Crisis: Why Was Argentina Special and What Can We Learn from It?',
      author: 'Guillermo Perry and Luis Servén',
      year: 2003,
      publisher: 'World Bank Policy Research Working Paper 3081',
    },
    {
      title: 'Living and Dying with Hard Pegs: The Rise and Fall of Argentina’s Currency Board',
      author: 'Augusto de la Torre, Eduardo Levy Yeyati and Sergio L. Schmukler',
      year: 2003,
      publisher: 'Economía, 3(2)',
    },
    {
      title:
        'Decreto 1570/2001, art. 2(a): cash withdrawals capped at 250 pesos or 250 dollars a week per account holder, across all their accounts at each bank (the corralito)',
      author: 'Poder Ejecutivo Nacional, Argentina',
      year: 2001,
      publisher: 'Boletín Oficial de la República Argentina, 3 December 2001',
    },
    {
      title:
        'Decreto 214/2002: Reordenamiento del sistema financiero (pesification of deposits at 1.40 and loans at 1.00)',
      author: 'Poder Ejecutivo Nacional, Argentina',
      year: 2002,
      publisher: 'Boletín Oficial de la República Argentina, 4 February 2002',
    },
    {
      title:
        'Massa, Juan Agustín c/ Poder Ejecutivo Nacional, decreto 1570/01 y otro s/ amparo (ruling of 27 December 2006)',
      author: 'Corte Suprema de Justicia de la Nación, Argentina',
      year: 2006,
      publisher: 'Corte Suprema de Justicia de la Nación',
    },
    {
      title:
        'Debt Defaults and Lessons from a Decade of Crises, the chapter on Argentina (bonds of about $82 billion face value in default; the 2005 exchange)',
      author: 'Federico Sturzenegger and Jeromin Zettelmeyer',
      year: 2006,
      publisher: 'MIT Press',
    },
    {
      title:
        'Índice de precios al consumidor (1989: 3,079% yearly average, 4,924% December to December; 2002: 41% December to December) and Encuesta Permanente de Hogares (poverty, October 2002)',
      author: 'Instituto Nacional de Estadística y Censos (INDEC)',
      year: 2003,
      publisher: 'INDEC, Buenos Aires',
    },
    {
      title: 'Argentina and the Fund: From Triumph to Tragedy',
      author: 'Michael Mussa',
      year: 2002,
      publisher: 'Institute for International Economics, Policy Analyses in International Economics 67',
    },
  ],
};
