import { japanBubble1989Chart } from '../charts/pages/japan-bubble-1989';
import type { GlossaryEntry, Lesson } from '../schema';

// Japan's asset price bubble, 1985–1990, and the long aftermath. The protagonist is a composite
// bank manager; index levels are Nikkei 225 closing values, policy rates are the Bank of Japan's
// official discount rate.

export const glossary: Record<string, GlossaryEntry> = {
  'bank-of-japan': {
    text: 'Bank of Japan',
    definition:
      'Japan’s central bank, founded in 1882, which sets the country’s key interest rate. It cut its discount rate from 5% in January 1986 to 2.5% in February 1987, raised it five times from May 1989 to 6% in August 1990, and brought its policy rate to zero in February 1999.',
  },
  'nikkei-225': {
    text: 'Nikkei 225',
    definition:
      "Japan's best-known stock index: the average price of 225 large companies listed in Tokyo, published by the Nihon Keizai Shimbun newspaper. It closed at its bubble peak of 38,915.87 on 29 December 1989, a record that stood until February 2024.",
  },
  'plaza-accord': {
    text: 'Plaza Accord',
    definition:
      'An agreement signed on 22 September 1985 at the Plaza Hotel in New York by the finance ministers and central bankers of the United States, Japan, West Germany, France and the United Kingdom to push the US dollar down against other currencies, especially the yen and the mark.',
  },
  endaka: {
    text: 'Endaka (strong yen)',
    definition:
      'Japanese for "high yen": the sharp rise of the yen after the Plaza Accord, which made Japanese exports more expensive abroad and briefly pushed Japan into a slowdown in 1986.',
  },
  'discount-rate': {
    text: 'Official discount rate',
    definition:
      'The interest rate a central bank charges when it lends to commercial banks. Cutting it signals, and helps bring about, cheaper borrowing across the whole economy.',
  },
  collateral: {
    text: 'Collateral',
    definition:
      'An asset a borrower pledges to the lender, who may seize and sell it if the loan is not repaid. The more the asset is worth, the more a lender will usually lend against it.',
  },
  'land-myth': {
    text: 'The land myth (tochi shinwa)',
    definition:
      'The belief, widely held in post-war Japan, that land prices could only go up because the country had so little usable land. Land had indeed risen almost every year since the 1950s, until 1991.',
  },
  zaitech: {
    text: 'Zaitech',
    definition:
      'Japanese for "financial technology": the late-1980s practice of manufacturing and trading companies earning profits by investing borrowed money in shares, land and other financial assets, rather than from their core business.',
  },
  'cross-shareholding': {
    text: 'Cross-shareholding',
    definition:
      'Companies and banks owning blocks of each other’s shares to cement business ties. In Japan it meant that when share prices rose, every company looked richer at once, and when they fell, all were hurt together.',
  },
  'non-performing-loan': {
    text: 'Non-performing loan (bad loan)',
    definition:
      'A loan whose borrower has stopped paying interest or principal, or is very unlikely to pay in full. A bank must eventually write it down and take the loss out of its own capital.',
  },
  'zombie-company': {
    text: 'Zombie company (zombie firm)',
    definition:
      'A firm that cannot cover its interest costs from its profits and survives only because its lenders keep rolling over or extending its loans. Zombies hold on to workers and customers that healthier firms could use. A bank that owes more than it owns but is left open is a zombie bank: in the savings and loan crisis, zombie thrifts kept gambling with insured deposits.',
  },
  deflation: {
    text: 'Deflation',
    definition:
      'A sustained fall in the general level of prices. Deflation usually starts when money and credit shrink or spending collapses, as in the United States in 1930–33, when thousands of banks failed. It sounds pleasant, but it raises the real burden of debts and encourages people to delay spending. Japan had mild deflation for much of 1998–2012.',
  },
  'balance-sheet-recession': {
    text: 'Balance-sheet recession',
    definition:
      "Economist Richard Koo's term for a slump in which companies and households, whose debts exceed the now-lower value of their assets, use their income to pay down debt instead of spending or investing, even when interest rates are near zero.",
  },
};

export const lesson: Lesson = {
  id: 'japan-bubble-1989',
  title: 'The Japanese Asset Bubble',
  subtitle: 'When the ground under Tokyo was worth more than America (1985–1990s)',
  concept: 'Asset bubbles built on credit, and why their bust can last decades',
  description:
    'From the Plaza Accord of 1985 to the Nikkei peak of 38,915.87 on 29 December 1989 and the "lost decade" after it. See how a strong yen, very cheap money and a belief that land never falls inflated stocks and property together, and why banks that would not admit their bad loans kept Japan stagnant for years.',
  preview:
    'In 1989 a popular calculation said the Imperial Palace grounds in Tokyo were worth more than all the land in California. Thirty-four years would pass before the Nikkei saw its 1989 high again.',
  difficulty: 'Intermediate',
  estimatedTime: '22 minutes',
  type: 'enhanced',
  category: 'bubbles',
  icon: '🗾',
  color: { from: 'rose', to: 'red' },
  year: 1989,
  topics: ['Market Bubbles', 'Banking System', 'Monetary Policy', 'Leverage', 'Currency Markets'],
  xp: 100,
  character: {
    name: 'Hiroshi Sato',
    age: 41,
    profession: 'Branch lending manager at a mid-sized Tokyo bank',
    icon: '👨‍💼',
    color: 'from-rose-500 to-red-700',
    background:
      'Hiroshi is a composite character, not a real person: he represents the thousands of Japanese bankers who lent against land in the late 1980s. He joined his bank straight from university, expects to stay there for life, and lives with his wife and two children in a rented apartment in suburban Saitama, an hour by train from his Tokyo branch.',
    traits: [
      'Loyal to his bank',
      'Careful by nature',
      'Under pressure to meet lending targets',
      'Dreams of owning a home',
    ],
    historical: false,
  },
  supportingCharacters: [
    {
      name: 'James Baker',
      role: 'US Treasury Secretary, 1985–1988',
      icon: '🇺🇸',
      influence: 'Led the push for the 1985 Plaza Accord to bring down the overvalued dollar.',
    },
    {
      name: 'Satoshi Sumita',
      role: 'Governor of the Bank of Japan, 1984–1989',
      icon: '🏯',
      influence:
        'Cut the discount rate to a then-record low of 2.5% in February 1987 and kept it there for over two years.',
    },
    {
      name: 'Yasushi Mieno',
      role: 'Governor of the Bank of Japan, 1989–1994',
      icon: '📈',
      influence:
        'Took office in December 1989 and raised rates sharply to deflate land prices; the press nicknamed him "Heisei no Onihei", after a famously tough police chief of old Edo.',
    },
    {
      name: 'Richard Koo',
      role: 'Economist at the Nomura Research Institute',
      icon: '📘',
      influence:
        'Explained the long slump as a "balance-sheet recession": firms paying down debt instead of investing.',
    },
  ],
  concepts: [
    { id: 'exchange-rate-policy', name: 'How exchange-rate deals move economies', level: 'intermediate' },
    { id: 'easy-money-bubbles', name: 'Cheap money and asset prices', level: 'beginner' },
    { id: 'collateral-spiral', name: 'The land–credit feedback loop', level: 'intermediate' },
    { id: 'zombie-lending', name: 'Zombie lending and hidden bad loans', level: 'advanced' },
    { id: 'debt-deflation', name: 'Deflation and balance-sheet recessions', level: 'advanced' },
  ],
  storyState: [
    { key: 'home', label: 'What Hiroshi did in 1988', format: 'text' },
    { key: 'loan', label: 'Hiroshi’s mortgage, in millions of yen', initial: 0, format: 'number' },
    { key: 'loanYears', label: 'Mortgage in years of salary', initial: 0, format: 'number' },
    { key: 'afterFall', label: 'Where the family stood after the fall', format: 'text' },
    { key: 'loanPolicy', label: 'Hiroshi’s advice on the bad loans', format: 'text' },
  ],
  pages: [
    {
      id: 'cover',
      type: 'cover',
      title: 'The Japanese Asset Bubble',
      subtitle: 'Tokyo, 1985–1990s',
      startButtonText: 'Enter the bubble',
      visualType: 'city',
    },
    {
      id: 'meet-hiroshi',
      type: 'character-intro',
      chapter: 'Chapter 1: The Strong Yen',
      title: 'Meet Hiroshi Sato',
      narrative: {
        setup:
          'Tokyo, autumn 1985. Japan is the workshop of the world. Its cars, televisions and chips sell everywhere, and its trade surplus with the United States angers Washington. Hiroshi manages lending at a bank branch in central Tokyo.',
        situation:
          'His bank, like every Japanese bank, lends mostly against land. The rule of thumb is simple: land is the safest collateral there is, because land prices in Japan have risen almost every year since the 1950s.',
        characterThoughts:
          'My father bought a small plot in 1960 and it is worth fifty times what he paid. If only I could afford a house closer to the office.',
      },
      definitions: ['collateral', 'land-myth'],
      interactiveElements: [
        {
          id: 'main-bank',
          label: 'The main bank system',
          tooltip: 'Banks at the center of Japanese business',
          detail:
            'Large Japanese companies had a "main bank" that lent to them, owned some of their shares, and stepped in when they were in trouble. Banks, not stock markets, were the main source of business funding.',
        },
      ],
      visualType: 'city',
      keyPoint:
        'A whole banking system that trusts one kind of collateral is betting that its price never falls.',
    },
    {
      id: 'plaza-accord',
      type: 'visual-story',
      chapter: 'Chapter 1: The Strong Yen',
      title: '22 September 1985: The Plaza Accord',
      mainText:
        'In 1985 one US dollar bought about 240 yen. The dollar was so strong that American factories struggled to sell abroad, and Congress talked of tariffs against Japan. On 22 September 1985 finance ministers and central bankers from the United States, Japan, West Germany, France and Britain met at the Plaza Hotel in New York and agreed to sell dollars together to push its value down.\n\nIt worked better than anyone planned. By the end of 1987 a dollar bought only about 120 yen: the yen had doubled in value in a little over two years. Japanese exporters suddenly found their goods twice as expensive in America. Growth slowed sharply in 1986 in what Japan called the endaka recession, the strong-yen slump.',
      narrative: {
        setup: 'Hiroshi’s biggest borrower, a maker of car parts, visits the branch looking worried.',
        characterThoughts: 'If the yen keeps rising, half my customers will have no profits next year.',
      },
      definitions: ['plaza-accord', 'endaka'],
      interactiveElements: [
        {
          id: 'yen-chart',
          label: 'About 240 → about 120 yen',
          tooltip: 'The yen doubled against the dollar',
          detail:
            'The dollar fell from roughly 240 yen before the Plaza meeting to roughly 120 yen by late 1987. In February 1987 the Louvre Accord tried to stop the fall, with limited success.',
        },
      ],
      visualType: 'globe',
      keyPoint: 'A deal about currencies became the first domino of a domestic bubble.',
    },
    {
      id: 'cheap-money',
      type: 'visual-story',
      chapter: 'Chapter 2: Easy Money',
      title: '1986–1987: Money Gets Cheap',
      mainText:
        'To soften the strong-yen slump, and under international pressure to boost demand at home, the Bank of Japan cut its discount rate five times in just over a year, from 5% in January 1986 to 2.5% in February 1987, then a record low. It held it there until May 1989, even after the economy had recovered strongly. Inflation in shop prices stayed low, so the central bank saw no reason to tighten.\n\nBut the cheap money had to go somewhere, and it went into land and shares. Banks, losing their best corporate customers to the bond markets, competed fiercely to lend to property developers, to small firms buying land, and to households. Rising land prices raised the value of the collateral, which allowed larger loans, which pushed land prices higher again.',
      narrative: {
        setup: 'Head office sends Hiroshi his new target: grow the branch’s loans by 15% this year.',
        characterThoughts:
          'Every developer in the district has land to pledge, and every plot is worth more each month. Saying no to them feels like refusing free money.',
      },
      definitions: ['discount-rate', 'collateral', 'bank-of-japan'],
      interactiveElements: [
        {
          id: 'credit-loop',
          label: 'The land–credit loop',
          tooltip: 'Higher land price → bigger loans → higher land price',
          detail:
            'Banks typically lent up to about 70% of a plot’s appraised value. When land rose 30% in a year, the same plot could support 30% more borrowing, and the new money bid up more land. The loop runs just as powerfully in reverse.',
        },
        {
          id: 'low-inflation-trap',
          label: 'Why the central bank waited',
          tooltip: 'Consumer prices were calm',
          detail:
            'Consumer price inflation in Japan stayed around 0–1% in 1987 and 1988 because the strong yen made imports cheap. Asset prices were soaring, but they were not in the price index the Bank of Japan watched.',
        },
      ],
      visualType: 'money-printing',
      keyPoint: 'Low inflation in the shops can hide wild inflation in assets.',
    },
    {
      id: 'land-and-stocks',
      type: 'story',
      chapter: 'Chapter 2: Easy Money',
      title: 'Land Worth More Than California',
      mainText:
        "Land prices in Tokyo's commercial districts roughly tripled between 1985 and 1988; in the six biggest cities they kept climbing until 1990 and 1991. A popular calculation said the grounds of the Imperial Palace in central Tokyo were worth more than all the real estate in California.\n\nShares rose too. When the state phone company NTT was sold to the public in February 1987, millions of individuals applied, and within about two months the shares had more than doubled from the offer price. Manufacturers borrowed cheaply and invested in shares and property, a practice called zaitech; at some firms it earned more than their factories. Because companies held blocks of each other's shares, rising prices made every balance sheet look stronger at once.\n\nJapanese buyers acquired a controlling stake in Rockefeller Center in New York (1989) and bought Columbia Pictures (1989), and in May 1990 a Japanese paper-company chairman paid $82.5 million for a Van Gogh portrait, then the most ever paid for a painting at auction.",
      dialogue: [
        {
          speaker: 'Hiroshi’s colleague',
          text: 'Our stock market trades at sixty times earnings. The Americans say that is crazy.',
        },
        {
          speaker: 'Hiroshi',
          text: 'Then they say the land under our companies is worth more than the companies themselves. Maybe both are true.',
        },
        {
          speaker: 'Colleague',
          text: 'If the price of land is the reason the shares are high, what happens to the shares if land stops rising?',
        },
      ],
      definitions: ['zaitech', 'cross-shareholding', 'price-earnings-ratio', 'land-myth'],
      interactiveElements: [
        {
          id: 'world-share',
          label: 'The world’s largest stock market',
          tooltip: 'By 1989 Tokyo was bigger than New York',
          detail:
            'At the end of 1989 Japanese shares made up roughly 40% or more of the value of all listed shares in the world, more than the United States, for an economy only about half the size.',
        },
        {
          id: 'two-generation-mortgage',
          label: 'Two-generation mortgages',
          tooltip: 'Loans repaid by your children',
          detail:
            'As homes near Tokyo climbed to many times a typical annual salary, some lenders offered very long mortgages designed to be paid off by the buyer and then by the buyer’s children.',
        },
      ],
      visualType: 'bubble',
      keyPoint:
        'When stock prices are justified by land prices and land prices by bank loans, everything rests on one assumption.',
    },
    {
      id: 'decision-1988-home',
      type: 'decision-point',
      chapter: 'Chapter 3: The Peak',
      title: '1988: Buy a Home at Any Price?',
      mainText:
        'Hiroshi and his wife have saved for twelve years. A new apartment 40 minutes from his office costs about eight times his annual salary, and prices have risen 20% since last spring.',
      decision: {
        situation:
          'His bank offers employees a cheap 35-year mortgage. Friends who bought in 1986 have become rich on paper. Every month of waiting seems to cost them more.',
        context: {
          'Apartment price': 'About ¥60 million',
          'Hiroshi’s salary': 'About ¥7.5 million a year',
          'Savings for a deposit': '¥12 million',
          'Tokyo-area apartment prices': 'Up sharply every year since 1985',
        },
        prompt: 'What will Hiroshi do?',
        choices: [
          {
            id: 'buy-now',
            effects: {
              set: {
                home: 'bought the ¥60 million apartment with a ¥48 million loan',
                loan: 48,
                loanYears: 6.4,
                afterFall:
                  'an apartment worth about ¥30 million by the late 1990s, and a loan still larger than that',
              },
            },
            title: 'Buy now with the largest loan possible',
            description: 'Put in all their savings and borrow ¥48 million before prices rise further.',
            icon: '🏠',
            reward: 'If prices keep rising, the family gains a home and a growing nest egg.',
            risk: 'The loan is six times his salary. If prices fall, the apartment could be worth less than the debt for many years.',
            consequence:
              'Buyers at the 1988–1990 peak suffered most. Apartment prices in the Tokyo area fell by a third to a half or more during the 1990s, depending on location, and many families spent decades paying off loans larger than their homes were worth, which made them cut spending for years.',
          },
          {
            id: 'buy-smaller-further',
            effects: {
              set: {
                home: 'bought a ¥34.5 million apartment 90 minutes out with a ¥22.5 million loan',
                loan: 22.5,
                loanYears: 3,
                afterFall:
                  'an apartment worth perhaps ¥17–23 million, a loss on paper, and payments the family could still make',
              },
            },
            title: 'Buy something smaller, further out',
            description:
              'Choose a cheaper apartment 90 minutes away that needs a loan of only three times his salary.',
            icon: '🚆',
            reward: 'The family owns a home with debt it can carry even if prices stall.',
            risk: 'Long commutes, and the apartment can still lose value.',
            consequence:
              'Prices fell in the outer suburbs too, but families with moderate debt could keep paying without hardship. The loss was on paper, not a trap.',
          },
          {
            id: 'keep-renting',
            effects: {
              set: {
                home: 'kept renting and kept the ¥12 million of savings',
                loan: 0,
                loanYears: 0,
                afterFall: 'the ¥12 million of savings intact, and apartments far cheaper than in 1990',
              },
            },
            title: 'Keep renting and saving',
            description: 'Decide that prices have run far ahead of salaries and wait.',
            icon: '⏳',
            reward: 'No risk of owing more than the home is worth; savings stay safe.',
            risk: 'If prices rise another 30%, the family may be priced out for good, and his wife is unhappy.',
            consequence:
              'Waiting looked foolish until 1990 and wise for the next fifteen years. By the early 2000s similar apartments cost far less than in 1990, and renters who kept their savings could buy on much better terms.',
          },
        ],
      },
      lesson:
        'When a home costs many times a year’s salary and is bought mainly because prices "always rise", the size of the loan matters more than the home.',
      historicalNote:
        "Residential land prices in the Tokyo area peaked around 1990–1991. The national land price index published by Japan's government fell for about fifteen years in a row afterwards.",
      definitions: ['land-myth', 'collateral'],
      visualType: 'city',
      keyPoint: 'In a bubble, the risk is not in the house but in the debt you take on to buy it.',
    },
    {
      id: 'the-peak',
      type: 'visual-story',
      chapter: 'Chapter 3: The Peak',
      title: '29 December 1989: 38,915.87',
      mainText:
        'On the last trading day of 1989 the Nikkei 225 closed at 38,915.87, about three times its level of four years earlier. Shares traded at around 60 times company earnings on average. Strategists predicted 40,000 or even 50,000 for 1990.\n\nBut the Bank of Japan had begun to worry. It had started raising the discount rate in May 1989, and its new governor, Yasushi Mieno, who took office in December, raised it again on Christmas Day. Over the next eight months the rate climbed to 6% by August 1990.\n\nOn 27 March 1990 the Ministry of Finance told banks that, from April, their lending to real-estate companies must grow no faster than their total lending. The tightening was deliberate: the authorities wanted to stop land prices that had made homes unaffordable for ordinary workers.',
      narrative: {
        setup: 'Hiroshi’s branch holds its year-end party. The talk is of 40,000.',
        characterThoughts: 'I have never heard anyone at this bank say the word "fall".',
      },
      definitions: ['nikkei-225', 'discount-rate', 'price-earnings-ratio'],
      interactiveElements: [
        {
          id: 'rate-path',
          label: 'Discount rate 2.5% → 6%',
          tooltip: 'May 1989 to August 1990',
          detail:
            'The Bank of Japan raised its discount rate five times: to 3.25% (May 1989), 3.75% (October 1989), 4.25% (December 1989), 5.25% (March 1990) and 6% (August 1990).',
        },
        {
          id: 'lending-cap',
          label: 'Real-estate lending cap',
          tooltip: 'Ministry of Finance, 27 March 1990',
          detail:
            'The "total volume restriction", in force from April 1990, told banks to keep their lending to real estate growing no faster than their total lending. It was lifted in December 1991, by which time land prices were already falling.',
        },
      ],
      visualType: 'ticker-rise',
      keyPoint: 'The top of a bubble often coincides with the moment authorities decide to stop it.',
    },
    {
      id: 'the-bust',
      variants: [
        {
          when: { loan: 48 },
          narrative: {
            setup:
              'Hiroshi’s largest borrower, a developer who bought land in Chiba for a golf resort, stops paying interest. The land is now worth about a third of the loan. At home, apartments like Hiroshi’s are being offered for far less than his ¥48 million loan.',
          },
        },
      ],
      type: 'visual-story',
      chapter: 'Chapter 4: The Fall',
      title: '1990–1992: The Air Goes Out',
      mainText:
        "Shares turned first. By October 1990 the Nikkei had fallen by about half, to near 20,000. In August 1992 it touched about 14,300, down some 63% from the peak. Land followed more slowly: prices peaked in 1990–1991 and then fell year after year. Commercial land in Japan's largest cities eventually lost more than 80% of its peak value by the mid-2000s.\n\nThe land–credit loop now ran backwards. As land fell, loans secured on it were no longer covered; borrowers who had bought land to resell could not repay; companies that had relied on zaitech reported losses; and cross-held shares dragged down every balance sheet together. Banks were sitting on a mountain of bad loans. Estimates of how big it was kept growing through the decade.",
      narrative: {
        setup:
          'Hiroshi’s largest borrower, a developer who bought land in Chiba for a golf resort, stops paying interest. The land is now worth about a third of the loan.',
      },
      definitions: ['non-performing-loan', 'collateral', 'cross-shareholding'],
      interactiveElements: [
        {
          id: 'golf-memberships',
          label: 'Golf club memberships',
          tooltip: 'A bubble asset of its own',
          detail:
            'Memberships of exclusive golf clubs were traded like shares in the late 1980s, some for hundreds of millions of yen. Their prices collapsed by around 90% after the bubble.',
        },
      ],
      visualType: 'chart-down',
      keyPoint:
        'A credit bubble bursts twice: first in prices, then in the loans that were backed by those prices.',
    },
    {
      id: 'decision-1993-bad-loans',
      type: 'decision-point',
      chapter: 'Chapter 4: The Fall',
      title: '1993: What to Do with the Bad Loans?',
      mainText:
        "Hiroshi now runs the bank's problem-loan unit. He has a list of borrowers who cannot pay. His superiors are waiting for his recommendation.",
      decision: {
        situation:
          'Writing the loans down to their real value would wipe out much of the bank’s profit and capital. Land prices, everyone says, must recover soon. The Ministry of Finance is not pressing banks to disclose their full losses.',
        context: {
          'Bad loans in his unit': 'About ¥150 billion',
          'Value of the land behind them': 'About a third of the loans',
          'Nikkei 225': 'Between about 16,000 and 21,000 during 1993',
          'Discount rate': '2.5%, cut to 1.75% in September',
        },
        prompt: 'What does Hiroshi recommend?',
        choices: [
          {
            id: 'evergreen',
            effects: { set: { loanPolicy: 'keep lending so nothing had to be written off' } },
            title: 'Keep lending to keep borrowers alive',
            description:
              'Roll the loans over and lend the borrowers the interest they owe, so nothing has to be written off until land recovers.',
            icon: '🧟',
            reward: 'No loss appears this year; jobs at the borrowing firms are saved for now.',
            risk: 'If land never recovers, the losses grow with every year of unpaid interest, and money is tied up in dead firms.',
            consequence:
              'This is largely what Japanese banks did for most of the 1990s. Researchers later documented widespread "zombie lending": banks kept insolvent firms alive, which held back healthier competitors and productivity. The losses were recognized only after 1997–1998, when they had grown far larger.',
          },
          {
            id: 'write-off-and-sell',
            effects: { set: { loanPolicy: 'write the loans down and sell the land now' } },
            title: 'Recognize the losses and sell the collateral',
            description:
              'Write the loans down now, foreclose, and sell the land and the loans to whoever will buy them, even at low prices.',
            icon: '✂️',
            reward:
              'The bank’s real position is known, its money is freed for healthy borrowers, and land prices find a floor sooner.',
            risk: 'The bank reports huge losses, may need new capital, and managers may lose their jobs.',
            consequence:
              'Sweden did something like this in its banking crisis of 1991–1993: it forced banks to recognize losses, moved bad assets into separate companies, and recapitalized the survivors. Its economy recovered within a few years. Japan did not adopt a comparable approach until the late 1990s and early 2000s.',
          },
          {
            id: 'wait-for-ministry',
            effects: { set: { loanPolicy: 'report the minimum and wait for the Ministry' } },
            title: 'Wait for a government solution',
            description:
              'Report the minimum required and wait for the Ministry of Finance to organize a rescue for the whole sector.',
            icon: '🏛️',
            reward: 'Avoids acting alone and looking weaker than rival banks.',
            risk: 'Every bank waits for every other bank; nothing happens until a crisis forces it.',
            consequence:
              'Japan waited. Public money was first used for the failed housing-loan companies (jusen) in 1996, to great public anger. Then in November 1997 Hokkaido Takushoku Bank and the broker Yamaichi Securities collapsed, and in 1998 the Long-Term Credit Bank of Japan and Nippon Credit Bank were nationalized. Only after these shocks did the government inject large amounts of public capital into the banks, in 1998 and 1999.',
          },
        ],
      },
      lesson:
        'Bad loans do not heal with time if the collateral keeps falling. Hiding them keeps dead companies alive and starves living ones of credit.',
      historicalNote:
        'Japanese banks took losses of roughly ¥100 trillion on bad loans between 1992 and the mid-2000s, about a fifth of a year’s GDP. The decisive clean-up came only with the 2002 Program for Financial Revival, pushed by financial services minister Heizo Takenaka.',
      definitions: ['non-performing-loan', 'zombie-company'],
      visualType: 'vault',
      keyPoint: 'Delaying the recognition of losses turns a sharp crisis into a slow decline.',
    },
    {
      id: 'lost-decade',
      variants: [
        {
          when: { loan: 48 },
          narrative: {
            setup:
              'Hiroshi retires in 2004. His bank has merged twice. He is still paying off the ¥48 million loan on an apartment now worth about half what he paid, and the family has cut back for years.',
            characterThoughts:
              'My son’s generation does not believe in the land myth. They barely believe in growth.',
          },
        },
        {
          when: { loan: 22.5 },
          narrative: {
            setup:
              'Hiroshi retires in 2004. His bank has merged twice. The apartment 90 minutes out is worth less than they paid, but the loan is nearly paid off.',
            characterThoughts:
              'My son’s generation does not believe in the land myth. They barely believe in growth.',
          },
        },
      ],
      type: 'visual-story',
      chapter: 'Chapter 5: The Lost Decade',
      title: 'The Lost Decade, and More',
      mainText:
        "Japan's economy grew on average only about 1% a year through the 1990s, after around 4% a year in the 1980s. Companies with too much debt used their profits to pay it down rather than to invest, even when the Bank of Japan cut interest rates to almost zero in 1999. From the late 1990s prices began to fall gently year after year, a deflation that made real debts heavier and gave people reason to wait before spending.\n\nIn 2001 the Bank of Japan began buying large quantities of bonds to push money into the economy, the first modern experiment in quantitative easing. The Nikkei fell to 7,054.98 in March 2009, more than 80% below its peak. It finally closed above its 1989 record on 22 February 2024, more than 34 years later.",
      narrative: {
        setup:
          'Hiroshi retires in 2004. His bank has merged twice. He finally buys a small house in Saitama for about half what a similar one cost in 1990.',
        characterThoughts:
          'My son’s generation does not believe in the land myth. They barely believe in growth.',
      },
      definitions: ['deflation', 'balance-sheet-recession', 'quantitative-easing', 'nikkei-225'],
      interactiveElements: [
        {
          id: 'zero-rates',
          label: 'Zero interest rates',
          tooltip: 'February 1999',
          detail:
            'The Bank of Japan introduced its zero interest rate policy in February 1999 and quantitative easing in March 2001. Other central banks used similar tools after 2008, having studied Japan.',
        },
        {
          id: 'thirty-four-years',
          label: '34 years to recover',
          tooltip: '1989 → 2024',
          detail:
            'An investor who bought the Nikkei 225 at the December 1989 close waited until February 2024 to see the index at that level again (not counting dividends). It is one of the longest recoveries of any major market.',
        },
      ],
      visualType: 'chart-down',
      keyPoint: 'A bubble financed by debt leaves a hangover measured in decades, not months.',
    },
    {
      id: 'compare-bubbles',
      type: 'interactive',
      chapter: 'Chapter 5: The Lost Decade',
      title: 'Japan 1989 and the Dot-Com Bubble',
      mainText:
        'Both bubbles ended in huge stock-market falls. Why did Japan’s leave a far longer scar? Compare them.',
      comparison: {
        columns: ['Japan 1985–1990', 'US dot-com 1995–2000'],
        rows: [
          { label: 'Main assets', values: ['Land and shares together', 'Technology shares'] },
          {
            label: 'Peak',
            values: ['Nikkei 38,915.87 (29 Dec 1989)', 'Nasdaq 5,048.62 (10 Mar 2000)'],
          },
          {
            label: 'Worst fall in stocks',
            values: ['About 80% by 2003 and again by 2009', 'About 78% by Oct 2002'],
          },
          {
            label: 'How it was financed',
            values: ['Bank loans secured on land', 'Mostly investors’ own money and new share issues'],
          },
          {
            label: 'Banks',
            values: ['Crippled by bad loans for a decade', 'Largely unharmed'],
          },
          {
            label: 'Years to regain the stock peak',
            values: ['About 34 (2024)', 'About 15 (2015)'],
          },
        ],
      },
      definitions: ['collateral', 'non-performing-loan'],
      visualType: 'scale',
      keyPoint: 'The deadliest bubbles are the ones the banks finance.',
    },
    japanBubble1989Chart,
    {
      type: 'quiz',
      id: 'quiz',
      chapter: 'Quiz',
      title: 'Check Your Understanding',
      questions: [
        {
          question:
            'Hiroshi is offered a Tokyo-area apartment for about ¥60 million. He earns about ¥7.5 million a year. How many years of his salary is the price?',
          options: ['About 4 years', 'About 6 years', 'About 8 years', 'About 12 years'],
          correct: 2,
          explanation:
            "¥60 million ÷ ¥7.5 million = 8. A price of eight years' pay, most of it borrowed, only makes sense if prices keep rising, which is the belief behind a bubble.",
          kind: 'calculation',
        },
        {
          question:
            "According to the lesson's comparison table, how long did it take the Nikkei 225 to regain its 1989 peak?",
          options: ['About 5 years', 'About 15 years', 'About 34 years', 'It never has'],
          correct: 2,
          explanation:
            "The Nikkei peaked at 38,915.87 on 29 December 1989 and did not pass it again until February 2024, about 34 years later. The Nasdaq took about 15 years after 2000. Japan's bubble was financed by bank loans secured on land, which crippled the banks for a decade.",
          kind: 'reading',
        },
        {
          question: 'Why did rising land prices feed more lending in the 1980s?',
          options: [
            'Land was the collateral for most bank loans, so higher land prices let banks lend more',
            'The government bought land from the banks at fixed prices, giving them cash to lend',
            'Land could not legally be sold, so banks lent against future rents instead',
            'Foreign banks had to buy Japanese land, which brought in new deposits to lend',
          ],
          correct: 0,
          explanation:
            'Banks lent against land. As land rose, borrowers could borrow more, and much of that money went back into land and shares, pushing them higher still: a loop that ran in reverse after 1990.',
        },
        {
          question: "What was 'zombie lending' in 1990s Japan?",
          options: [
            'Lending only to new start-up firms that had no assets to pledge as collateral',
            'Banks rolling over loans to insolvent firms instead of writing them off',
            'Lending only to the government, by buying bonds instead of making business loans',
            'Refusing all new loans, even to healthy firms, until bad loans were written off',
          ],
          correct: 1,
          explanation:
            "Writing the loans down would have wiped out the banks' capital, so they kept bad borrowers alive. This held back healthier firms, and the losses grew until the crisis broke open in 1997–98.",
        },
      ],
    },
    {
      id: 'reflection',
      type: 'reflection',
      title: 'Looking Back',
      prompt:
        'Hiroshi did nothing unusual. He followed his bank’s rules, his country’s beliefs and his managers’ targets. Think about how a whole system can go wrong when everyone behaves normally.',
      questions: [
        'Why did the Bank of Japan keep rates low in 1987–1988, and what was it not measuring?',
        'How did using land as collateral make the boom bigger and the bust deeper?',
        'Would you have recommended writing off the bad loans in 1993, knowing it could cost you your career?',
        'Is there an asset today that people say "can only go up"?',
      ],
      finalThought:
        'Prices that are supported by loans, which are supported by the same prices, form a circle. Circles can turn both ways.',
      visualType: 'newspaper',
    },
    {
      id: 'summary',
      type: 'summary',
      title: 'What the Japanese Bubble Teaches',
      conceptLearned: 'Asset bubbles built on credit, and why their bust can last decades',
      ending: {
        intro: 'Your choices beside what happened to people of the time.',
        rows: [
          {
            label: 'In 1988 the family',
            yours: '{home}',
            history: 'Many families bought at the 1988–1990 peak with the largest loans they could get.',
          },
          {
            label: 'Mortgage in years of salary',
            yours: '{loanYears}',
            history:
              'Apartment prices in the Tokyo area fell by a third to a half or more in the 1990s, while loans stayed the same size.',
          },
          {
            label: 'After the fall',
            yours: '{afterFall}',
            history:
              'Many peak buyers spent decades paying off loans larger than their homes were worth, and cut spending for years.',
          },
          {
            label: 'Advice on the bad loans',
            yours: '{loanPolicy}',
            history:
              'Most banks rolled the loans over through the 1990s. Banks took losses of about ¥100 trillion on bad loans between 1992 and the mid-2000s.',
          },
        ],
      },
      keyTakeaways: [
        'The Plaza Accord of September 1985 roughly doubled the yen against the dollar, and Japan answered the slowdown with very cheap money: a 2.5% discount rate from 1987 to 1989.',
        'Land was the collateral for most bank loans, so rising land prices allowed more lending, which pushed land and shares higher in a self-reinforcing loop.',
        'The Nikkei 225 peaked at 38,915.87 on 29 December 1989; rate rises and lending limits in 1989–1990 pricked the bubble, and land fell for about fifteen years.',
        'Banks hid and rolled over bad loans for most of the 1990s, keeping zombie firms alive; the crisis broke open only in 1997–1998.',
        'Japan suffered a lost decade of slow growth and years of deflation, and the Nikkei did not regain its 1989 high until February 2024.',
      ],
      nextSteps: [
        'Compare how the S&L clean-up in the US dealt with failed lenders faster.',
        'See how the 1997 Asian crisis hit a region that Japanese banks had lent heavily to.',
        'Look up Sweden’s bank rescue of 1992 as the opposite approach.',
      ],
      visualType: 'chart-down',
    },
  ],
  sources: [
    {
      title:
        'The Asset Price Bubble and Monetary Policy: Japan’s Experience in the Late 1980s and the Lessons',
      author: 'Kunio Okina, Masaaki Shirakawa and Shigenori Shiratsuka',
      year: 2001,
      publisher:
        'Bank of Japan, Monetary and Economic Studies, vol. 19, no. S-1 (February 2001), pp. 395–450; the discount-rate path of 1986–1990',
    },
    {
      title: 'Zombie Lending and Depressed Restructuring in Japan',
      author: 'Ricardo J. Caballero, Takeo Hoshi and Anil K. Kashyap',
      year: 2008,
      publisher: 'American Economic Review, vol. 98, no. 5 (December 2008), pp. 1943–1977',
    },
    {
      title:
        'The Bubble Economy: Japan’s Extraordinary Speculative Boom of the ’80s and the Dramatic Bust of the ’90s',
      author: 'Christopher Wood',
      year: 1992,
      publisher: 'Atlantic Monthly Press',
    },
    {
      title: 'The Holy Grail of Macroeconomics: Lessons from Japan’s Great Recession',
      author: 'Richard C. Koo',
      year: 2008,
      publisher: 'John Wiley & Sons',
    },
    {
      title: 'Manias, Panics and Crashes: A History of Financial Crises (5th edition)',
      author: 'Charles P. Kindleberger and Robert Z. Aliber',
      year: 2005,
      publisher: 'John Wiley & Sons',
    },
    {
      title:
        'Tochi kanren yūshi no yokusei ni tsuite (Restraining land-related lending), notice of 27 March 1990: the “total volume restriction” on real-estate lending, April 1990 to December 1991',
      author: 'Ministry of Finance of Japan, Banking Bureau',
      year: 1990,
    },
    {
      title:
        'Nikkei 225 historical data (daily closing values): 38,915.87 on 29 December 1989, 7,054.98 on 10 March 2009, 39,098.68 on 22 February 2024',
      author: 'Nikkei Inc.',
      year: 2024,
      url: 'https://indexes.nikkei.co.jp/en/nkave/archives/data',
    },
  ],
};
