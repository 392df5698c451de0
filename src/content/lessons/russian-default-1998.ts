import type { GlossaryEntry, Lesson } from '../schema';

// Russia's devaluation and default of 17 August 1998. The protagonist is a composite Moscow
// accountant; exchange rates are approximate official rubles per US dollar (redenominated rubles).

export const glossary: Record<string, GlossaryEntry> = {
  default: {
    text: 'Default',
    definition:
      'Failing to pay a debt as promised: missing an interest payment, or not repaying the sum borrowed when it falls due. A default by a national government is a sovereign default.',
  },
  gko: {
    text: 'GKO',
    definition:
      "Russia's short-term government bonds (Gosudarstvennye Kratkosrochnye Obligatsii), issued from 1993 and usually repaid within three months to a year. They paid no coupon; buyers earned the difference between the discounted price and the face value.",
  },
  'sovereign-default': {
    text: 'Sovereign default',
    definition:
      'When a national government fails to pay interest or principal on its debt as promised, or forces lenders to accept new terms worth less than the original.',
  },
  'currency-band': {
    text: 'Currency band (corridor)',
    definition:
      'A softer version of a peg: the central bank promises to keep its currency inside a range around a central rate. Some bands are fixed for years; others, called crawling bands or corridors, slide slowly over time.',
  },
  'debt-moratorium': {
    text: 'Debt moratorium',
    definition:
      'A legal freeze on repaying certain debts for a set period. On 17 August 1998 Russia imposed a 90-day moratorium on payments by Russian banks and companies on some of their foreign obligations.',
  },
  'rollover-risk': {
    text: 'Rollover risk',
    definition:
      'The danger that a borrower who relies on issuing new debt to repay old debt will find no one willing to lend when the old debt falls due. Governments with lots of short-term debt face it every week.',
  },
  'budget-deficit': {
    text: 'Budget deficit',
    definition:
      'The amount by which a government’s spending exceeds its revenue in a year. It must be covered by borrowing or by printing money.',
  },
  oligarch: {
    text: 'Oligarch',
    definition:
      'In 1990s Russia, a tycoon who gained control of large banks, media or natural-resource companies during privatization, often on very favorable terms, and who had close ties to the government.',
  },
};

export const lesson: Lesson = {
  id: 'russian-default-1998',
  title: 'The Russian Default of 1998',
  subtitle: 'When a great power stopped paying its bills (17 August 1998)',
  concept: 'Sovereign default, short-term debt and the limits of a currency defense',
  description:
    'Live through the collapse of the ruble as a Moscow accountant with savings in a private bank. See how short-term GKO bonds paying sky-high interest, weak tax collection, falling oil prices and the Asian crisis led to 17 August 1998, when Russia devalued, defaulted on its ruble debt and froze some payments to foreign creditors, shaking markets from Moscow to Wall Street.',
  preview:
    'In July 1998 the IMF promised Russia billions of dollars. Days before 17 August, Russia’s president ruled out devaluation. Then the ruble lost two-thirds of its value in a few weeks.',
  difficulty: 'Intermediate',
  estimatedTime: '20 minutes',
  type: 'enhanced',
  category: 'crises',
  icon: '🇷🇺',
  color: { from: 'blue', to: 'red' },
  year: 1998,
  topics: ['Currency Markets', 'Financial Contagion', 'Banking System', 'Inflation', 'Systemic Risk'],
  xp: 100,
  character: {
    name: 'Olga Smirnova',
    age: 38,
    profession: 'Chief accountant at a Moscow furniture importer',
    icon: '👩‍💼',
    color: 'from-blue-600 to-indigo-700',
    background:
      'Olga is a composite character, not a real person: she stands for the Russians who began to trust banks again in the mid-1990s. She lost most of her Soviet-era savings to the hyperinflation of 1992, rebuilt them slowly, and now keeps them in a large private Moscow bank that pays attractive interest. Her employer imports Italian furniture and pays for it in dollars.',
    traits: ['Careful with money', 'Scarred by 1992', 'Skeptical of official promises', 'Quick with numbers'],
    historical: false,
  },
  supportingCharacters: [
    {
      name: 'Boris Yeltsin',
      role: 'President of Russia, 1991–1999',
      icon: '🏛️',
      influence:
        'Publicly ruled out a devaluation days before it happened, then dismissed his government a week after the default.',
    },
    {
      name: 'Sergei Kiriyenko',
      role: 'Prime Minister of Russia, March–August 1998 (acting until confirmed in April)',
      icon: '🧑‍💼',
      influence:
        'A reformer made prime minister at 35, in March 1998, whose government announced the devaluation and default on 17 August 1998.',
    },
    {
      name: 'Sergei Dubinin',
      role: 'Chairman of the Central Bank of Russia, 1995–1998',
      icon: '🏦',
      influence: 'Defended the ruble corridor with dwindling reserves through the spring and summer of 1998.',
    },
    {
      name: 'Yevgeny Primakov',
      role: 'Prime Minister of Russia, September 1998–May 1999',
      icon: '🧭',
      influence: 'Led the government that stabilized the economy after the crash.',
    },
  ],
  concepts: [
    { id: 'sovereign-default', name: 'How and why governments default', level: 'intermediate' },
    { id: 'short-term-debt-risk', name: 'Short-term debt and rollover risk', level: 'intermediate' },
    { id: 'fiscal-credibility', name: 'Why a currency defense needs a credible budget', level: 'advanced' },
    { id: 'bank-deposit-risk', name: 'What happens to deposits when banks fail', level: 'beginner' },
    { id: 'global-contagion', name: 'How a default spreads through global markets', level: 'intermediate' },
  ],
  storyState: [
    { key: 'june', label: 'What Olga did in June 1998', format: 'text' },
    {
      key: 'autumnValue',
      label: 'Olga’s savings in September, at about 20 rubles per dollar',
      format: 'text',
    },
    { key: 'depositOwner', label: 'Whose deposit is frozen', format: 'text' },
    {
      key: 'rubVal',
      label: 'Rubles the frozen deposit is worth under the Sberbank scheme',
      initial: 0,
      format: 'number',
    },
    {
      key: 'got',
      label: 'Share of the frozen deposit reached by the end of 1998',
      initial: 0,
      format: 'number',
    },
    { key: 'gotNote', label: 'What happened to the frozen deposit', format: 'text' },
  ],
  pages: [
    {
      id: 'cover',
      type: 'cover',
      title: 'The Russian Default of 1998',
      subtitle: 'Moscow, 1995–1999',
      startButtonText: 'Open the bank book',
      visualType: 'bank-run',
    },
    {
      id: 'meet-olga',
      type: 'character-intro',
      chapter: 'Chapter 1: A Fragile Stability',
      title: 'Meet Olga Smirnova',
      narrative: {
        setup:
          'Moscow, 1997. Six years after the Soviet Union ended, the city is changing fast: new shops, foreign cars, glass bank buildings. Inflation, which ran at over 2,000% in 1992, is down to about 11% this year. The ruble trades at about 5,800 to the dollar and barely moves; in January 1998 three zeros will be knocked off, making that about 6.',
        situation:
          "Olga's bank pays her well above inflation on ruble deposits. Her colleagues say the bank earns even more by buying government bonds, GKOs, which pay higher interest still.",
        characterThoughts:
          'In 1992 I watched my savings turn into nothing in a year. Now the ruble is stable and the interest is generous. Perhaps it is finally safe to trust a bank.',
      },
      definitions: ['currency-band', 'gko', 'inflation'],
      interactiveElements: [
        {
          id: 'redenomination',
          label: 'New rubles, January 1998',
          tooltip: '1,000 old rubles = 1 new ruble',
          detail:
            'On 1 January 1998 Russia cut three zeros from its currency. It changed no values, only the numbers, but it was meant as a symbol that the era of hyperinflation was over.',
        },
        {
          id: 'corridor',
          label: 'The ruble corridor',
          tooltip: 'Sliding slowly since 1995',
          detail:
            'From July 1995 the Central Bank of Russia held the ruble within a band against the dollar that it shifted gradually. It brought inflation down, but it depended on the central bank having enough dollars to defend it.',
        },
      ],
      visualType: 'city',
      keyPoint: 'A currency can look stable for years while the budget behind it is quietly breaking.',
    },
    {
      id: 'gko-pyramid',
      type: 'visual-story',
      chapter: 'Chapter 1: A Fragile Stability',
      title: 'A Government Living on Short-Term Loans',
      mainText:
        'The Russian state spent far more than it collected. Many large companies paid taxes late, in goods, or not at all; some of the richest assets had passed to a handful of oligarchs in the loans-for-shares privatizations of 1995–1996.\n\nThe government covered its budget deficit by selling GKOs, short-term bonds that had to be repaid within months. To keep buyers coming it had to pay high interest: yields passed 100% before the 1996 presidential election and, even in the calm of 1997, stayed around 20%, well above inflation.\n\nFrom 1996 foreign investors were allowed in and came to hold around a third of the market, attracted by the yields and by the belief that Russia was too big, and too nuclear, for the West to let it fail. But each month the government had to sell new GKOs just to repay the old ones. By 1998 interest on the debt was eating a large share of federal tax revenue. Some critics called the market a pyramid.',
      narrative: {
        setup: 'Olga reads a newspaper table of GKO yields during lunch.',
        characterThoughts:
          'If the state must borrow new money every week to repay old money, what happens the week nobody lends?',
      },
      definitions: ['budget-deficit', 'rollover-risk', 'oligarch', 'bond-yield'],
      interactiveElements: [
        {
          id: 'loans-for-shares',
          label: 'Loans for shares',
          tooltip: '1995–1996',
          detail:
            'The government borrowed from large private banks against shares in state companies, such as oil and metals firms. When it did not repay, the banks auctioned the shares, often to companies linked to themselves, at low prices. The state gained little revenue and lost valuable taxpayers.',
        },
        {
          id: 'foreign-buyers',
          label: 'Foreigners in the GKO market',
          tooltip: 'High yields, hedged with Russian banks',
          detail:
            'Many foreign investors protected themselves against a ruble fall with forward contracts sold by Russian banks: promises to pay them dollars for rubles at a set rate on a future date. Those contracts were only as good as the banks behind them, and the banks could not pay if the ruble collapsed.',
        },
      ],
      visualType: 'money-printing',
      keyPoint:
        'A government that must refinance its debt every few months is one bad auction away from crisis.',
    },
    {
      id: 'shocks-1998',
      type: 'visual-story',
      chapter: 'Chapter 2: The Squeeze',
      title: 'Winter–Spring 1998: Two Shocks',
      mainText:
        "Two blows arrived from abroad. The Asian crisis made investors flee from every emerging market, and foreign money began leaving the GKO market. Oil prices, meanwhile, fell to their lowest level in over a decade, with Brent crude averaging under $13 a barrel in 1998. Oil and gas were Russia's main exports and a large source of government revenue.\n\nTo defend the ruble and keep investors, the central bank raised its key lending rate, to 150% in late May 1998. GKO yields rose above 50%, then above 100%. Each month the government paid more to borrow, which made it less likely it could ever repay, which pushed rates higher still.\n\nIn March, President Yeltsin dismissed his long-serving prime minister and appointed Sergei Kiriyenko, aged 35. The Duma confirmed him only on a third vote in April.",
      narrative: {
        setup:
          'Olga’s bank raises its deposit rate to 40%. Her manager at work asks her to keep the company’s cash in dollars.',
        characterThoughts:
          'When a bank pays 40% on deposits, it is telling you something. I am just not sure what.',
      },
      definitions: ['rollover-risk', 'financial-contagion', 'capital-flight'],
      interactiveElements: [
        {
          id: 'rate-150',
          label: 'A 150% interest rate',
          tooltip: '27 May 1998',
          detail:
            'The Central Bank of Russia tripled its refinancing rate to 150% to stop money leaving. Such rates can defend a currency for days, but a government that must borrow at these rates for months cannot stay solvent.',
        },
        {
          id: 'oil-12',
          label: 'Oil under $13',
          tooltip: 'Lowest in over a decade',
          detail:
            'The Asian slump cut demand for oil while supply stayed high. Lower oil prices cut both Russia’s export earnings in dollars and its tax revenue in rubles.',
        },
      ],
      visualType: 'chart-down',
      keyPoint: 'High interest rates defend a currency only if the government can afford to pay them.',
    },
    {
      id: 'decision-spring-savings',
      type: 'decision-point',
      chapter: 'Chapter 2: The Squeeze',
      title: 'June 1998: Where Should Olga Keep Her Savings?',
      mainText:
        'Olga has about 60,000 rubles, roughly $10,000, in a ruble deposit at her private bank. Friends are split: some say the IMF will save Russia; others are buying dollars.',
      decision: {
        situation:
          'The government and the central bank promise the ruble will stay in its corridor. Dollar bills are freely sold at exchange kiosks on every street. Her bank offers 40% on ruble deposits, much less on dollar deposits.',
        context: {
          'Exchange rate': 'About 6.2 rubles per dollar',
          'Ruble deposit rate': 'About 40% a year',
          'GKO yields': 'Above 50% and rising',
          'Central bank reserves': 'Falling; rumors of an IMF loan',
        },
        prompt: 'What should Olga do?',
        choices: [
          {
            id: 'stay-in-rubles',
            effects: {
              set: {
                june: 'kept 60,000 rubles on deposit at 40%',
                autumnValue: 'about $3,000 (60,000 rubles at 20 to the dollar), frozen in her bank',
                depositOwner: 'Olga’s',
                rubVal: 60000,
              },
            },
            title: 'Keep the ruble deposit at 40%',
            description: 'Trust the corridor and collect the high interest.',
            icon: '🏦',
            reward: 'If the ruble holds, 40% a year is a superb return.',
            risk: 'If the ruble falls, the interest is swamped by the loss; if the bank fails, even the rubles may be frozen.',
            consequence:
              'After 17 August the ruble fell from about 6.3 to over 20 per dollar within weeks, and Olga’s bank froze withdrawals. Her savings lost about two-thirds of their dollar value, and for months she could not touch even that.',
          },
          {
            id: 'dollars-in-bank',
            effects: {
              set: {
                june: 'switched to a $10,000 dollar deposit at the same bank',
                autumnValue: '$10,000 on paper, frozen in her bank',
                depositOwner: 'Olga’s',
                rubVal: 93000,
              },
            },
            title: 'Switch to a dollar deposit at the same bank',
            description: 'Convert to dollars but leave them in the bank for a little interest.',
            icon: '💵',
            reward: 'The exchange-rate risk is gone; a devaluation cannot shrink her savings.',
            risk: 'If the bank fails, a dollar deposit is frozen just like a ruble one.',
            consequence:
              'Dollar deposits at the large private banks were frozen too. When the central bank later offered to move deposits from several failing banks to the state savings bank, Sberbank, dollar deposits were converted into rubles at about 9.3 per dollar, far below the market rate of the following months. The currency risk was avoided, but the bank risk was not.',
          },
          {
            id: 'cash-dollars',
            effects: {
              set: {
                june: 'took out dollar notes and kept them at home',
                autumnValue: '$10,000 in notes at home, intact',
                depositOwner: 'her mother’s',
                rubVal: 60000,
              },
            },
            title: 'Withdraw and hold dollar cash',
            description: 'Buy dollar notes at a kiosk and keep them at home, earning nothing.',
            icon: '🧳',
            reward: 'Safe from both devaluation and bank failure.',
            risk: 'No interest at all, plus the danger of theft; if the ruble holds, she has given up 40% a year.',
            consequence:
              'Millions of Russians did this, remembering 1992, and they were the ones whose savings survived 1998 intact. Distrust of banks stayed deep for years, and dollar cash at home remained a common way to save.',
          },
        ],
      },
      lesson:
        'A very high interest rate is a price for risk. When a bank or government pays far more than everyone else, ask which risk you are being paid to carry.',
      historicalNote:
        'Russians withdrew large sums from banks and bought dollars through the summer of 1998. After the crash, household trust in private banks collapsed and the state-owned Sberbank became even more dominant.',
      definitions: ['currency-band', 'deposit-insurance'],
      visualType: 'coins',
      keyPoint:
        'Diversify against the two separate dangers: your currency losing value and your bank losing your money.',
    },
    {
      id: 'imf-july',
      type: 'visual-story',
      chapter: 'Chapter 3: 17 August',
      title: 'July 1998: The Last Rescue',
      mainText:
        'In July 1998 the IMF, the World Bank and Japan agreed a package of about $22.6 billion for Russia over 1998 and 1999, tied to promises to raise taxes and cut spending. The Duma refused to pass some of the tax measures, so on 20 July the IMF paid a first installment of about $4.8 billion, $800 million less than planned. The government also tried to swap short-term GKOs into long-term dollar bonds to ease the refinancing burden, but far fewer holders took part than hoped.\n\nWithin weeks the money was draining away as the central bank sold dollars to defend the ruble. Prices on the Moscow stock market kept falling. On 13 August the financier George Soros published a letter arguing that Russia needed a devaluation; the next day, President Yeltsin stated publicly that there would be no devaluation.',
      narrative: {
        setup: 'Olga watches the news at home as the president speaks about the ruble.',
        characterThoughts:
          'When leaders repeat that something will not happen, I start to wonder why they need to say it.',
      },
      definitions: ['imf-programme', 'foreign-exchange-reserves', 'imf-conditionality'],
      interactiveElements: [
        {
          id: 'reserve-drain',
          label: 'Reserves draining',
          tooltip: 'Billions spent in weeks',
          detail:
            "Much of the IMF's first installment was spent within weeks defending the ruble and repaying maturing debt. A loan can buy time, but only if the time is used to fix the underlying problem.",
        },
      ],
      visualType: 'vault',
      keyPoint: 'Outside money cannot save a currency if the budget problem behind it is not fixed.',
    },
    {
      id: 'august-17',
      variants: [
        {
          when: { june: 'took out dollar notes and kept them at home' },
          narrative: {
            setup:
              'On Tuesday morning Olga walks past her old bank. A handwritten notice on the door says withdrawals are suspended for technical reasons. Her dollar notes are at home, in a tin in the kitchen.',
            characterThoughts: 'It is 1992 again. This time I was warned, and I listened. My mother did not.',
          },
        },
        {
          when: { june: 'switched to a $10,000 dollar deposit at the same bank' },
          narrative: {
            setup:
              'Olga waits in line outside her bank on Tuesday morning. A handwritten notice on the door says withdrawals are suspended for technical reasons. Her dollars are inside, and she cannot reach them.',
            characterThoughts: 'I escaped the ruble but not the bank.',
          },
        },
      ],
      type: 'visual-story',
      chapter: 'Chapter 3: 17 August',
      title: 'Monday 17 August 1998',
      mainText:
        "On Monday 17 August 1998 the government and the central bank announced three measures together. The ruble corridor was widened from about 6 to as much as 9.5 per dollar: a devaluation. GKOs and other ruble bonds falling due before the end of 1999 would not be paid as promised but converted into new securities: a default on the state's own domestic debt. And Russian banks and companies were forbidden for 90 days from paying certain debts to foreign creditors, including the currency forward contracts that had hedged foreign GKO buyers.\n\nWithin two weeks the corridor was given up too: on 2 September the ruble was allowed to float. In early September a dollar briefly cost over 20 rubles. The ruble then steadied near 16 and slid back past 20 by December.\n\nKiriyenko's government was dismissed on 23 August. After weeks of political crisis, Yevgeny Primakov became prime minister on 11 September.",
      narrative: {
        setup:
          'Olga waits in line outside her bank on Tuesday morning. A handwritten notice on the door says withdrawals are suspended for technical reasons.',
        characterThoughts: 'It is 1992 again. Only this time I was warned, and I stayed.',
      },
      definitions: [
        'default',
        'sovereign-default',
        'debt-moratorium',
        'devaluation',
        'gko',
        'currency-crisis',
      ],
      interactiveElements: [
        {
          id: 'local-currency-default',
          label: 'Default in its own currency',
          tooltip: 'Why it shocked markets',
          detail:
            'A government that borrows in its own currency can, in principle, always print money to pay. Russia chose not to, fearing hyperinflation, and defaulted instead. Investors learned that "it can always print" did not mean "it will always pay".',
        },
        {
          id: 'bank-collapse',
          label: 'The banks',
          tooltip: 'Frozen, then failed',
          detail:
            'Large private banks had bought GKOs with borrowed money and sold dollar forward contracts to foreigners. The default and the devaluation hit them from both sides. Several of the biggest, such as Inkombank and SBS-Agro, collapsed or lost their licenses in the following months and years.',
        },
      ],
      visualType: 'ticker-crash',
      keyPoint:
        '17 August combined a devaluation, a domestic default and a freeze on some foreign payments in a single day.',
    },
    {
      id: 'decision-frozen-deposit',
      variants: [
        {
          when: { june: 'took out dollar notes and kept them at home' },
          mainText:
            'Olga’s dollars are safe at home, but her mother kept 60,000 rubles in the same bank, and it has stopped paying depositors. The central bank announces a scheme: depositors of several failing private banks may transfer their deposits to Sberbank, the state savings bank. Olga must advise her mother.',
        },
      ],
      type: 'decision-point',
      chapter: 'Chapter 4: Picking Up the Pieces',
      title: 'Autumn 1998: A Frozen Deposit',
      mainText:
        "Olga's bank has stopped paying depositors. The central bank announces a scheme: depositors of several failing private banks may transfer their deposits to Sberbank, the state savings bank.",
      decision: {
        situation:
          'Under the scheme, foreign-currency deposits are converted into rubles at a fixed rate of about 9.3 per dollar, even though the market rate is now much weaker. Olga’s private bank says it will restructure and eventually pay in full.',
        context: {
          'Market exchange rate': 'About 16–20 rubles per dollar',
          'Conversion rate offered': 'About 9.3 rubles per dollar',
          Inflation: 'Prices rising fast; about 84% over 1998',
          'Her bank': 'Withdrawals suspended, future unclear',
        },
        prompt: 'What should Olga do with her frozen deposit?',
        choices: [
          {
            id: 'transfer-to-sberbank',
            effects: { set: { got: 1, gotNote: 'in rubles at Sberbank' } },
            title: 'Transfer to Sberbank',
            description: 'Accept the state scheme: a certain but reduced amount, in rubles, at a state bank.',
            icon: '🏛️',
            reward: 'Her money is moved to a bank backed by the state, with a date to pay it out.',
            risk: 'She locks in a large loss against the market exchange rate, and the rubles keep losing value to inflation.',
            consequence:
              'Many depositors took the offer as the only certain option. They lost much of their savings’ dollar value, and Sberbank was slow to pay: payouts promised for November slipped into December and later. But they did get something usable back.',
          },
          {
            id: 'wait-for-bank',
            effects: { set: { got: 0, gotNote: 'for now; banks like hers often paid little, years later' } },
            title: 'Wait for her own bank',
            description: 'Trust the bank’s promise to restructure and pay in full later.',
            icon: '⏳',
            reward: 'If the bank recovers, she may get more than the state scheme offers.',
            risk: 'If the bank fails, she may wait years and recover little; private deposits had no state guarantee.',
            consequence:
              'Several of the biggest private banks never recovered; some lost their licenses and their owners moved valuable assets elsewhere. Depositors who waited often received little, years later. Russia did not create a general deposit insurance scheme until 2004.',
          },
          {
            id: 'spend-quickly',
            effects: {
              set: { got: 1, gotNote: 'reached through the scheme and spent at once on dollars and goods' },
            },
            title: 'Use what she can reach, fast',
            description:
              'Take any ruble payments she can get and turn them at once into dollars or durable goods before prices rise further.',
            icon: '🛒',
            reward: 'Protects what she recovers from rapid inflation.',
            risk: 'Buying in a panic, at high prices and poor exchange rates.',
            consequence:
              'In the weeks after the devaluation Russians emptied shops of imported goods and durable items before prices rose. With inflation of about 84% in 1998, rubles held for long lost value quickly.',
          },
        ],
      },
      lesson:
        'When a bank fails without a deposit guarantee, depositors are unsecured creditors. A quick, certain partial recovery is often worth more than a slow, uncertain promise.',
      historicalNote:
        'Russia’s economy shrank by about 5% in 1998, then grew by about 6% in 1999 as the cheap ruble made domestic goods competitive and oil prices recovered.',
      definitions: ['deposit-insurance', 'inflation', 'bank-run'],
      visualType: 'bank-run',
      keyPoint: 'Without deposit insurance, a bank deposit is just a loan to a bank.',
    },
    {
      id: 'contagion-world',
      type: 'story',
      chapter: 'Chapter 4: Picking Up the Pieces',
      title: 'The Shock Goes Global',
      mainText:
        "Russia's economy was small in world terms, but the default shocked investors who had believed that major powers would always be bailed out. Investors everywhere rushed into the safest assets.\n\nThe gaps between the prices of safe and slightly riskier bonds widened worldwide, crippling the hedge fund Long-Term Capital Management, which the New York Fed helped to rescue in September 1998. Emerging-market bonds from Brazil to Turkey sold off, and Brazil was forced to devalue its currency in January 1999. The Federal Reserve cut US interest rates three times in the autumn of 1998 to calm markets.",
      dialogue: [
        {
          speaker: 'Olga',
          text: 'The Americans lost money on Russia too?',
        },
        {
          speaker: 'Her colleague',
          text: 'Less than we did. But they discovered that the same fear can reach every market in the world in a week.',
        },
      ],
      definitions: ['financial-contagion', 'flight-to-quality', 'hedge-fund'],
      interactiveElements: [
        {
          id: 'moral-hazard-play',
          label: 'The "moral hazard play"',
          tooltip: 'Betting on a bail-out',
          detail:
            'Some investors bought GKOs precisely because they believed the IMF and the West would never allow Russia to default. When the IMF did not provide enough to prevent it, that belief collapsed across emerging markets at once.',
        },
      ],
      visualType: 'globe',
      keyPoint: 'A default teaches every investor at once that an assumed bail-out is not a guarantee.',
    },
    {
      id: 'before-after',
      type: 'interactive',
      chapter: 'Chapter 5: After the Storm',
      title: 'Before and After 17 August',
      mainText: 'Compare Russia in the summer of 1998 with Russia a few months after the crash.',
      comparison: {
        columns: ['Early August 1998', 'Late 1998'],
        rows: [
          { label: 'Rubles per dollar', values: ['About 6.3', 'About 20'] },
          { label: 'Exchange-rate regime', values: ['Corridor defended by the central bank', 'Floating'] },
          {
            label: 'GKO market',
            values: [
              'Yields above 100%; new auctions struggling',
              'Frozen; bonds being forcibly restructured',
            ],
          },
          { label: 'Inflation', values: ['About 6% a year', 'Prices up about 84% over 1998'] },
          {
            label: 'Private banks',
            values: ['Growing, paying high deposit rates', 'Many large banks frozen or failing'],
          },
          { label: 'Government', values: ['Prime Minister Kiriyenko', 'Prime Minister Primakov'] },
        ],
      },
      definitions: ['gko', 'currency-band'],
      visualType: 'scale',
      keyPoint: 'In a few weeks, the ruble, the bond market and the banking system all broke together.',
    },
    {
      type: 'quiz',
      id: 'quiz',
      chapter: 'Quiz',
      title: 'Check Your Understanding',
      questions: [
        {
          question:
            'Suppose a bank converts a $5,000 deposit into rubles at 9.3 rubles per dollar, while the market rate is 18. How many dollars can those rubles buy at the market rate?',
          options: ['About $2,580', 'About $5,000', 'About $9,680', 'About $1,000'],
          correct: 0,
          explanation:
            '$5,000 × 9.3 = 46,500 rubles. At 18 rubles per dollar they buy 46,500 ÷ 18, about $2,580: roughly half of the $5,000 deposited. A forced conversion at an old rate is a loss even when the number on the statement does not fall.',
          kind: 'calculation',
        },
        {
          question: "Why did the GKO market make Russia's budget so fragile?",
          options: [
            'GKOs never had to be repaid, so the debt kept growing with no date on which it fell due',
            'They were short-term, so the state kept borrowing anew, at very high rates, just to repay the old ones',
            'They were long-term bonds at rates fixed for decades, so the state could never refinance more cheaply',
            'They were priced in gold, so every rise in the gold price added to what the Treasury owed',
          ],
          correct: 1,
          explanation:
            'This is rollover risk. As long as buyers kept coming, the debt could be rolled. When the Asian crisis and cheap oil scared investors, rates soared past 100% and the rolling stopped.',
        },
        {
          question: 'What did Russia announce on 17 August 1998?',
          options: [
            'It devalued the ruble but kept paying its bonds in full and on time, helped by a new IMF loan',
            'It devalued the ruble, defaulted on its ruble bonds and froze some foreign payments for 90 days',
            'It raised taxes on oil companies and promised to balance its budget within 90 days',
            'It fixed the ruble to the dollar at a new rate and repaid its short-term bonds early with IMF money',
          ],
          correct: 1,
          explanation:
            'The three steps together broke the idea that Russia was too big to fail. The ruble fell from about 6.3 to around 20 per dollar by the end of 1998.',
        },
        {
          question: "Which famous hedge fund was brought down partly by the shock from Russia's default?",
          options: [
            'Melvin Capital Management',
            'Long-Term Capital Management',
            'Bridgewater Associates',
            'Archegos Capital Management',
          ],
          correct: 1,
          explanation:
            'After 17 August investors everywhere fled to the safest assets. The price gaps that LTCM had bet would narrow widened instead, and its heavy borrowing turned the losses into near-collapse by September.',
        },
      ],
    },
    {
      id: 'reflection',
      type: 'reflection',
      title: 'Looking Back',
      prompt:
        'Olga made the same choice as millions: she took a high interest rate from a bank that seemed solid, backed by a government that promised stability. Think about where the warning signs were.',
      questions: [
        'Why is it dangerous for a government to fund itself mainly with debt that must be repaid within months?',
        'Why could Russia not simply print rubles to repay its GKOs, and why did it choose default instead?',
        'What was Olga really being paid for when her bank offered 40% interest?',
        'How did a default in Russia end up threatening a hedge fund in Connecticut?',
      ],
      finalThought:
        'Stability that depends on the next auction going well is not stability. It is a countdown.',
      visualType: 'newspaper',
    },
    {
      id: 'summary',
      type: 'summary',
      title: 'What the Russian Default Teaches',
      conceptLearned: 'Sovereign default, short-term debt and the limits of a currency defense',
      ending: {
        intro: 'Your choices beside what happened to Russian savers of the time.',
        rows: [
          {
            label: 'In June 1998 Olga',
            yours: '{june}',
            history:
              'Millions bought dollar notes and kept them at home. Savers who stayed in private banks saw their deposits frozen.',
          },
          {
            label: 'Her savings in September 1998',
            yours: '{autumnValue}',
            history:
              'The ruble fell from about 6.3 to about 20 per dollar. A ruble deposit lost about two-thirds of its dollar value.',
          },
          {
            label: 'Usable money from {depositOwner} frozen deposit, at 20 rubles per dollar',
            yours: '{rubVal * got * 0.05:usd} {gotNote}',
            history:
              'Dollar deposits moved to Sberbank were paid at about 9.3 rubles per dollar. Depositors who waited for the big private banks often received little.',
          },
        ],
      },
      keyTakeaways: [
        'Russia financed large budget deficits with short-term GKO bonds at very high interest rates, so it had to borrow new money every few weeks to repay old debt.',
        'The Asian crisis and oil under $13 a barrel cut revenue and scared investors; the central bank raised rates to 150% and spent its reserves defending the ruble corridor.',
        'A July 1998 package of about $22.6 billion led by the IMF bought only weeks because the budget problem remained unsolved.',
        'On 17 August 1998 Russia devalued, defaulted on its ruble debt and froze some payments to foreign creditors for 90 days; the ruble fell from about 6.3 to around 20 per dollar.',
        'Depositors in private banks suffered, the economy shrank, and the shock spread worldwide, helping to bring down LTCM; a cheap ruble and higher oil prices brought recovery in 1999.',
      ],
      nextSteps: [
        'See how the Russian shock brought down Long-Term Capital Management.',
        'Compare with the Asian crisis a year earlier.',
        'Look up how your country insures bank deposits, and up to what limit.',
      ],
      visualType: 'chart-down',
    },
  ],
  sources: [
    {
      title: 'A Case Study of a Currency Crisis: The Russian Default of 1998',
      author: 'Abbigail J. Chiodo and Michael T. Owyang',
      year: 2002,
      publisher:
        'Federal Reserve Bank of St. Louis Review, vol. 84, no. 6 (November/December 2002), pp. 7–17',
    },
    {
      title: 'An Analysis of Russia’s 1998 Meltdown: Fundamentals and Market Signals',
      author: 'Homi Kharas, Brian Pinto and Sergei Ulatov',
      year: 2001,
      publisher: 'Brookings Papers on Economic Activity, 2001 no. 1, pp. 1–68',
    },
    {
      title: 'Financial Globalization and the Russian Crisis of 1998 (Policy Research Working Paper 5312)',
      author: 'Brian Pinto and Sergei Ulatov',
      year: 2010,
      publisher: 'World Bank',
    },
    {
      title:
        'IMF Approves Augmentation of Russia Extended Arrangement and Credit under CCFF; Activates GAB (Press Release No. 98/31, 20 July 1998)',
      author: 'International Monetary Fund',
      year: 1998,
      publisher:
        'International Monetary Fund: $11.2 billion approved, $4.8 billion at once, $800 million less than first planned',
      url: 'https://www.imf.org/external/np/sec/pr/1998/PR9831.HTM',
    },
    {
      title:
        'Statement of the Government and the Central Bank of the Russian Federation, 17 August 1998 (the 6.0–9.5 band, the conversion of GKOs and OFZs due by the end of 1999, the 90-day moratorium)',
      author: 'Government of the Russian Federation and Central Bank of Russia',
      year: 1998,
    },
    {
      title:
        'Average currency quotes against the US dollar, Reuters data: the ruble at 6.17–6.23 on 30 June, 15.57–15.65 on 24 September and 21.50–21.53 on 7 December 1998',
      author: 'Kommersant',
      year: 1998,
      url: 'https://www.kommersant.ru/doc/205742',
    },
    {
      title: 'The Chastening: Inside the Crisis That Rocked the Global Financial System and Humbled the IMF',
      author: 'Paul Blustein',
      year: 2001,
      publisher: 'PublicAffairs',
    },
    {
      title: '2-Month Wait for Insured Depositors',
      author: 'The Moscow Times',
      year: 1998,
      publisher:
        'The Moscow Times, September 1998 (the Sberbank transfer scheme; dollar deposits paid in rubles at 9.33)',
      url: 'http://oldtmt.vedomosti.ru/sitemap/free/1998/9/article/2-month-wait-for-insured-depositors/285559.html',
    },
    {
      title: 'Sberbank to Honor Deposits ‘Later’',
      author: 'The Moscow Times',
      year: 1998,
      publisher: 'The Moscow Times, December 1998 (the 30 November payout date missed)',
      url: 'http://oldtmt.vedomosti.ru/sitemap/free/1998/12/article/sberbank-to-honor-deposits-later/282717.html',
    },
    {
      title: 'Russia’s Capitalist Revolution: Why Market Reform Succeeded and Democracy Failed',
      author: 'Anders Åslund',
      year: 2007,
      publisher: 'Peterson Institute for International Economics',
    },
  ],
};
