// Written by scripts/write-catalogue-index.ts from the lessons: do not edit by hand.
import type { QuizBankIndex } from './quiz-bank';

export const quizBankIndex: QuizBankIndex = {
  questions: [
    {
      id: 'quiz:euro-creation-1999:quiz:0',
      lessonId: 'euro-creation-1999',
      lessonTitle: 'The Creation of the Euro',
      difficulty: 'Intermediate',
      question: {
        question:
          "Suppose Lucia's firm owes 1 billion lire and the interest rate falls from 12% to 5% as Italy prepares for the euro. How much less interest does it pay each year?",
        options: ['5 million lire', '50 million lire', '70 million lire', '120 million lire'],
        correct: 2,
        explanation:
          "At 12% the yearly interest is 120 million lire; at 5% it is 50 million. The saving is 70 million lire a year. Falling rates before 1999 were one of the euro's big gifts to countries like Italy, and cheap credit later became one of its strains.",
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:euro-creation-1999:quiz:1',
      lessonId: 'euro-creation-1999',
      lessonTitle: 'The Creation of the Euro',
      difficulty: 'Intermediate',
      question: {
        question:
          "According to the 'Shock Absorbers' table, how big was the EU's own budget in 1999 compared with the US federal budget?",
        options: [
          'Larger than the US budget, as it paid for farm support and regional aid',
          'About the same share of GDP, with shared unemployment benefits',
          'Only about 1% of GDP, with no common unemployment insurance',
          'There was no EU budget; each country paid for its own programs',
        ],
        correct: 2,
        explanation:
          'A large federal budget cushions a weak US state automatically: its taxes fall and its benefits rise. The EU budget was only about 1% of GDP, so a euro member hit by its own shock could not count on that help.',
        kind: 'reading',
      },
    },
    {
      id: 'quiz:euro-creation-1999:quiz:2',
      lessonId: 'euro-creation-1999',
      lessonTitle: 'The Creation of the Euro',
      difficulty: 'Intermediate',
      question: {
        question: "What does Robert Mundell's theory of optimum currency areas warn about?",
        options: [
          'Sharing a currency always raises growth, because trade costs fall and money moves freely between members',
          'Without mobile workers, flexible wages or shared budgets, members hit by different shocks struggle to adjust',
          'Members must back a shared currency with gold, or markets will test the peg against each of them in turn',
          "Small countries cannot run their own central banks, so they should always join a larger neighbor's currency",
        ],
        correct: 1,
        explanation:
          'A shared currency removes the exchange rate as a shock absorber. If workers do not move and wages do not adjust, a region hit by a shock must suffer through unemployment or falling prices instead.',
      },
    },
    {
      id: 'quiz:euro-creation-1999:quiz:3',
      lessonId: 'euro-creation-1999',
      lessonTitle: 'The Creation of the Euro',
      difficulty: 'Intermediate',
      question: {
        question: 'What happened to the lira and the pound in September 1992?',
        options: [
          'They were replaced by the ecu as the first step toward monetary union',
          'Speculators forced them out of the European Exchange Rate Mechanism',
          'They were pegged to gold to stop speculators draining their reserves',
          'They rose sharply against the mark and moved into a narrower band',
        ],
        correct: 1,
        explanation:
          'Fixed rates with free capital flows break when members need different interest rates. High German rates after reunification made the pegs too costly to defend, and both currencies left the ERM.',
      },
    },
    {
      id: 'quiz:russian-default-1998:quiz:0',
      lessonId: 'russian-default-1998',
      lessonTitle: 'The Russian Default of 1998',
      difficulty: 'Intermediate',
      question: {
        question:
          'Suppose a bank converts a $5,000 deposit into rubles at 9.3 rubles per dollar, while the market rate is 18. How many dollars can those rubles buy at the market rate?',
        options: ['About $2,580', 'About $5,000', 'About $9,680', 'About $1,000'],
        correct: 0,
        explanation:
          '$5,000 × 9.3 = 46,500 rubles. At 18 rubles per dollar they buy 46,500 ÷ 18, about $2,580: roughly half of the $5,000 deposited. A forced conversion at an old rate is a loss even when the number on the statement does not fall.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:russian-default-1998:quiz:1',
      lessonId: 'russian-default-1998',
      lessonTitle: 'The Russian Default of 1998',
      difficulty: 'Intermediate',
      question: {
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
    },
    {
      id: 'quiz:russian-default-1998:quiz:2',
      lessonId: 'russian-default-1998',
      lessonTitle: 'The Russian Default of 1998',
      difficulty: 'Intermediate',
      question: {
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
    },
    {
      id: 'quiz:russian-default-1998:quiz:3',
      lessonId: 'russian-default-1998',
      lessonTitle: 'The Russian Default of 1998',
      difficulty: 'Intermediate',
      question: {
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
    },
    {
      id: 'quiz:ltcm-1998:quiz:0',
      lessonId: 'ltcm-1998',
      lessonTitle: 'The Fall of Long-Term Capital Management',
      difficulty: 'Advanced',
      question: {
        question:
          'At the start of 1998 LTCM had about $4.7 billion of capital and about $125 billion of assets. About what fall in the value of its assets would wipe out its capital?',
        options: ['About 1%', 'About 4%', 'About 15%', 'About 25%'],
        correct: 1,
        explanation:
          '$4.7 billion ÷ $125 billion is about 0.038, so a loss of just under 4% on its assets would have used up all its capital. With leverage of about 25 to 1, small price moves became huge gains or losses for the partners.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:ltcm-1998:quiz:1',
      lessonId: 'ltcm-1998',
      lessonTitle: 'The Fall of Long-Term Capital Management',
      difficulty: 'Advanced',
      question: {
        question:
          "According to the leverage table, what happened to LTCM's leverage as it lost money in 1998?",
        options: [
          'It fell to about 5 to 1',
          'It stayed at about 25 to 1',
          'It rose to over 100 to 1',
          'It could not be measured',
        ],
        correct: 2,
        explanation:
          'Losses shrank its capital faster than it could sell assets: from $4.7 billion against $125 billion to well below $1 billion against about $100 billion. Its huge, well-known positions could not be sold without crushing prices.',
        kind: 'reading',
      },
    },
    {
      id: 'quiz:ltcm-1998:quiz:2',
      lessonId: 'ltcm-1998',
      lessonTitle: 'The Fall of Long-Term Capital Management',
      difficulty: 'Advanced',
      question: {
        question: 'What was a convergence trade?',
        options: [
          "A bet that two similar securities' prices would come together",
          'A bet that the stock market would double within a year or two',
          'A loan to Russia secured on its oil and gas export earnings',
          'A trade that locks in a profit with no risk, whatever prices do',
        ],
        correct: 0,
        explanation:
          'LTCM bought the cheaper of two similar securities and sold the dearer one, earning a small gain as the gap closed. In the panic of August 1998 the gaps widened everywhere at once, and leverage turned small losses into ruin.',
      },
    },
    {
      id: 'quiz:ltcm-1998:quiz:3',
      lessonId: 'ltcm-1998',
      lessonTitle: 'The Fall of Long-Term Capital Management',
      difficulty: 'Advanced',
      question: {
        question: 'How was LTCM rescued in September 1998?',
        options: [
          'The Federal Reserve lent it $3.6 billion directly, against its bonds',
          'The New York Fed brought its lenders together, and 14 of them put in about $3.6 billion',
          'Congress passed an emergency law letting the Treasury buy its positions at market prices',
          'It filed for bankruptcy at once and its positions were sold off',
        ],
        correct: 1,
        explanation:
          "No public money was used: the Fed only convened the firms, which feared a chaotic sale of LTCM's positions more than the cost of taking it over. Critics still saw a precedent that big players would be saved.",
      },
    },
    {
      id: 'quiz:asian-crisis-1997:quiz:0',
      lessonId: 'asian-crisis-1997',
      lessonTitle: 'The 1997 Asian Financial Crisis',
      difficulty: 'Intermediate',
      question: {
        question:
          'Niran owes $20 million. At 25 baht to the dollar that is 500 million baht. In January 1998 a dollar costs 50 baht. How many baht does he now owe?',
        options: ['250 million baht', '500 million baht', '750 million baht', '1 billion baht'],
        correct: 3,
        explanation:
          "The debt is fixed in dollars, so its cost in baht moves with the exchange rate: $20 million × 50 = 1,000 million baht. When the baht lost half its value, every dollar debt doubled in baht, while Niran's rents and apartment sales were still earned in baht.",
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:asian-crisis-1997:quiz:1',
      lessonId: 'asian-crisis-1997',
      lessonTitle: 'The 1997 Asian Financial Crisis',
      difficulty: 'Intermediate',
      question: {
        question: "What was the 'double mismatch' that made Asian borrowers so fragile in 1997?",
        options: [
          'They borrowed in baht and lent in dollars, for one day at a time',
          'They borrowed short-term and lent long-term, and borrowed in dollars to earn local money',
          'They borrowed from the IMF at low rates and lent the money on to the World Bank',
          'They held too much gold and too few dollars, so they could not defend their pegs',
        ],
        correct: 1,
        explanation:
          'Short-term loans had to be rolled over every few months, but the money was tied up in long projects such as towers. And the debts were in dollars while income was in baht, won or rupiah. Either mismatch is risky; together, a fall in the currency turned into a banking collapse.',
      },
    },
    {
      id: 'quiz:asian-crisis-1997:quiz:2',
      lessonId: 'asian-crisis-1997',
      lessonTitle: 'The 1997 Asian Financial Crisis',
      difficulty: 'Intermediate',
      question: {
        question: 'Why did the crisis spread from Thailand to Indonesia and South Korea within months?',
        options: [
          'The countries shared one currency, so when the baht fell the rupiah and the won fell with it',
          'Thailand refused to pay its debts to Korean and Indonesian banks, which then failed in turn',
          'Foreign lenders lumped the booming economies together and would not renew their short-term loans',
          "The IMF ordered the other countries to devalue so that their exports could compete with Thailand's",
        ],
        correct: 2,
        explanation:
          'This is contagion. Lenders who were burned in Thailand pulled back from every similar borrower. Countries whose short-term foreign debt was larger than their reserves, like Indonesia and Korea, could not repay when the loans were not renewed.',
      },
    },
    {
      id: 'quiz:asian-crisis-1997:quiz:3',
      lessonId: 'asian-crisis-1997',
      lessonTitle: 'The 1997 Asian Financial Crisis',
      difficulty: 'Intermediate',
      question: {
        question:
          "Which criticism of the IMF programs did the IMF's own Independent Evaluation Office later partly accept?",
        options: [
          'The IMF lent with no conditions attached, so the governments wasted the money',
          'The first budget cuts and the way Indonesian banks were closed made the slump worse',
          'The IMF should have fixed every Asian currency to gold to put an end to speculation',
          'The IMF should not have lent to South Korea, a rich country, on any terms at all',
        ],
        correct: 1,
        explanation:
          'Critics such as Joseph Stiglitz said the crisis came from private borrowing, not government overspending. The IEO agreed that some early budget tightening was not needed and that closing 16 Indonesian banks without protecting other depositors set off more runs.',
      },
    },
    {
      id: 'quiz:japan-bubble-1989:quiz:0',
      lessonId: 'japan-bubble-1989',
      lessonTitle: 'The Japanese Asset Bubble',
      difficulty: 'Intermediate',
      question: {
        question:
          'Hiroshi is offered a Tokyo-area apartment for about ¥60 million. He earns about ¥7.5 million a year. How many years of his salary is the price?',
        options: ['About 4 years', 'About 6 years', 'About 8 years', 'About 12 years'],
        correct: 2,
        explanation:
          "¥60 million ÷ ¥7.5 million = 8. A price of eight years' pay, most of it borrowed, only makes sense if prices keep rising, which is the belief behind a bubble.",
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:japan-bubble-1989:quiz:1',
      lessonId: 'japan-bubble-1989',
      lessonTitle: 'The Japanese Asset Bubble',
      difficulty: 'Intermediate',
      question: {
        question:
          "According to the lesson's comparison table, how long did it take the Nikkei 225 to regain its 1989 peak?",
        options: ['About 5 years', 'About 15 years', 'About 34 years', 'It never has'],
        correct: 2,
        explanation:
          "The Nikkei peaked at 38,915.87 on 29 December 1989 and did not pass it again until February 2024, about 34 years later. The Nasdaq took about 15 years after 2000. Japan's bubble was financed by bank loans secured on land, which crippled the banks for a decade.",
        kind: 'reading',
      },
    },
    {
      id: 'quiz:japan-bubble-1989:quiz:2',
      lessonId: 'japan-bubble-1989',
      lessonTitle: 'The Japanese Asset Bubble',
      difficulty: 'Intermediate',
      question: {
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
    },
    {
      id: 'quiz:japan-bubble-1989:quiz:3',
      lessonId: 'japan-bubble-1989',
      lessonTitle: 'The Japanese Asset Bubble',
      difficulty: 'Intermediate',
      question: {
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
    },
    {
      id: 'quiz:savings-and-loan-crisis:quiz:0',
      lessonId: 'savings-and-loan-crisis',
      lessonTitle: 'The Savings and Loan Crisis',
      difficulty: 'Intermediate',
      question: {
        question:
          'A thrift holds $100 million of old mortgages earning 7% and pays 11% on the deposits that fund them. How much does it lose each year before any other costs?',
        options: ['$0.4 million', '$4 million', '$7 million', '$11 million'],
        correct: 1,
        explanation:
          'It earns 7% of $100 million, $7 million, and pays 11%, $11 million. The gap is $4 million a year before a single salary is paid. Borrowing short to lend long at fixed rates is safe only while short rates stay low.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:savings-and-loan-crisis:quiz:1',
      lessonId: 'savings-and-loan-crisis',
      lessonTitle: 'The Savings and Loan Crisis',
      difficulty: 'Intermediate',
      question: {
        question:
          "According to the table 'Four Laws, One Decade', which law abolished the FSLIC and created the Resolution Trust Corporation?",
        options: ['DIDMCA (1980)', 'Garn–St Germain (1982)', 'CEBA (1987)', 'FIRREA (1989)'],
        correct: 3,
        explanation:
          'FIRREA in 1989 ended forbearance, abolished the insolvent FSLIC and set up the RTC to close failed thrifts and sell their assets, paid for with public money.',
        kind: 'reading',
      },
    },
    {
      id: 'quiz:savings-and-loan-crisis:quiz:2',
      lessonId: 'savings-and-loan-crisis',
      lessonTitle: 'The Savings and Loan Crisis',
      difficulty: 'Intermediate',
      question: {
        question: "What is 'gambling for resurrection'?",
        options: [
          'A lottery run by savings banks to win new deposits while the interest they could pay was capped',
          'An insolvent firm taking ever bigger risks, because a win saves the owners while a loss falls on the insurer',
          'A failing thrift buying only government bonds to rebuild its capital slowly and safely',
          'Regulators closing a thrift early, before its losses grow, and selling its deposits to a healthy bank',
        ],
        correct: 1,
        explanation:
          'An owner whose capital is already gone has little left to lose. With insured deposits still coming in, a risky bet has only upside for him: this is why zombie thrifts made the clean-up far more costly.',
      },
    },
    {
      id: 'quiz:savings-and-loan-crisis:quiz:3',
      lessonId: 'savings-and-loan-crisis',
      lessonTitle: 'The Savings and Loan Crisis',
      difficulty: 'Intermediate',
      question: {
        question:
          'Roughly how much of the cost of the savings and loan clean-up fell on taxpayers, according to the FDIC?',
        options: ['About $1 billion', 'About $12 billion', 'About $124 billion', 'About $1.2 trillion'],
        correct: 2,
        explanation:
          'The FDIC estimates the total cost at about $153 billion, of which about $124 billion was paid by taxpayers. Delay and forbearance let losses grow for years before the bill was paid.',
      },
    },
    {
      id: 'quiz:dotcom-bubble:quiz:0',
      lessonId: 'dotcom-bubble',
      lessonTitle: 'The Dot-Com Bubble',
      difficulty: 'Intermediate',
      question: {
        question:
          'The Nasdaq Composite closed at 5,048.62 on 10 March 2000 and at 1,114.11 on 9 October 2002. About how much did it fall?',
        options: ['About 48%', 'About 65%', 'About 78%', 'About 95%'],
        correct: 2,
        explanation:
          'The fall was 5,048.62 − 1,114.11 = 3,934.51 points, and 3,934.51 ÷ 5,048.62 is about 0.78. A $10,000 investment at the peak was worth about $2,200 at the bottom, and the index took until 2015 to regain its high.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:dotcom-bubble:quiz:1',
      lessonId: 'dotcom-bubble',
      lessonTitle: 'The Dot-Com Bubble',
      difficulty: 'Intermediate',
      question: {
        question:
          'Jenna has $60,000 of shares and borrows another $60,000 on margin to buy more. If all her shares then fall 50%, how much of her own money is left after the loan?',
        options: ['$60,000', '$30,000', '$15,000', 'Nothing'],
        correct: 3,
        explanation:
          'She owns $120,000 of shares. A 50% fall leaves $60,000, and the loan of $60,000 must be repaid in full, so her own money is gone. Without the loan, the same fall would have left her $30,000. Margin doubles both gains and losses.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:dotcom-bubble:quiz:2',
      lessonId: 'dotcom-bubble',
      lessonTitle: 'The Dot-Com Bubble',
      difficulty: 'Intermediate',
      question: {
        question: 'Why did the price/earnings ratio fail as a yardstick for many internet companies?',
        options: [
          'They had no earnings, so analysts used visitors and page views, measures with no ceiling',
          'Their earnings were so high that the ratios looked absurd, so analysts ignored them',
          'The SEC banned P/E ratios in company filings in 1999, so analysts had no figures',
          'Their profits grew so fast that any P/E was out of date within months',
        ],
        correct: 0,
        explanation:
          'A company with no profit has no meaningful P/E. The new measures, such as eyeballs, could always be raised by spending more on advertising, so they could justify almost any price.',
      },
    },
    {
      id: 'quiz:dotcom-bubble:quiz:3',
      lessonId: 'dotcom-bubble',
      lessonTitle: 'The Dot-Com Bubble',
      difficulty: 'Intermediate',
      question: {
        question: 'Which companies tended to survive the crash?',
        options: [
          'Those with the most website visitors, whatever their costs',
          'Those with cash and a route to profit, such as Amazon and eBay',
          'Those that went public last, after prices had already fallen',
          'Those that spent most on advertising to grow fast',
        ],
        correct: 1,
        explanation:
          'Companies that lived on new share sales, like Pets.com and Webvan, closed when investors stopped funding them. Firms that could pay their own way survived, even though their shares fell steeply.',
      },
    },
    {
      id: 'quiz:financial-crisis-2008:quiz:0',
      lessonId: 'financial-crisis-2008',
      lessonTitle: 'The 2008 Financial Crisis',
      difficulty: 'Intermediate',
      question: {
        question:
          'A bank holds $30 of assets for every $1 of its own capital. About how large a fall in the value of its assets wipes out its capital?',
        options: ['About 0.3%', 'About 3.3%', 'About 10%', 'About 30%'],
        correct: 1,
        explanation:
          "Its capital is 1/30 of its assets, about 3.3%. If the assets lose 3.3% of their value, the loss equals all the owners' money. That is why firms with leverage near 30 to 1, like Bear Stearns and Lehman, could collapse within days.",
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:financial-crisis-2008:quiz:1',
      lessonId: 'financial-crisis-2008',
      lessonTitle: 'The 2008 Financial Crisis',
      difficulty: 'Intermediate',
      question: {
        question:
          "According to the 'Four Firms, Four Fates' table, which firm was allowed to fail with no taxpayer support?",
        options: ['Bear Stearns', 'Lehman Brothers', 'Merrill Lynch & Co.', 'AIG'],
        correct: 1,
        explanation:
          'Bear Stearns was sold to JPMorgan with Fed help, Merrill to Bank of America, and AIG got about $182 billion of support. Lehman filed for bankruptcy on 15 September 2008, and the panic that followed shaped every rescue after it.',
        kind: 'reading',
      },
    },
    {
      id: 'quiz:financial-crisis-2008:quiz:2',
      lessonId: 'financial-crisis-2008',
      lessonTitle: 'The 2008 Financial Crisis',
      difficulty: 'Intermediate',
      question: {
        question: 'What mainly broke AIG in September 2008?',
        options: [
          'Losses on its home and car insurance as claims rose in the recession',
          'Collateral calls on credit default swaps it had sold on subprime CDOs',
          'A run by the depositors of its retail bank after Lehman Brothers failed',
          'Huge payouts on hurricane insurance after Katrina and the storms of 2008',
        ],
        correct: 1,
        explanation:
          "AIG's Financial Products unit had sold protection without setting aside the cash to back it. When those CDOs fell in value and AIG's rating was cut, its contracts required billions in collateral that it did not have.",
      },
    },
    {
      id: 'quiz:financial-crisis-2008:quiz:3',
      lessonId: 'financial-crisis-2008',
      lessonTitle: 'The 2008 Financial Crisis',
      difficulty: 'Intermediate',
      question: {
        question: 'Why did so many mortgage securities rated AAA lose value?',
        options: [
          'The ratings assumed house prices would not fall across the whole country at once',
          'AAA securities could not legally be sold, so holders could not get out as prices fell',
          'The rating agencies were run by the government, which told them to rate the loans highly',
          "They were made of government bonds, which lost value when the Treasury's own rating was cut",
        ],
        correct: 0,
        explanation:
          "Pooling mortgages from many places was meant to spread risk. When home prices fell nearly everywhere together, defaults rose together too, and the 'safe' top slices were hit.",
      },
    },
    {
      id: 'quiz:tulip-mania:quiz:0',
      lessonId: 'tulip-mania',
      lessonTitle: 'Tulip Mania',
      difficulty: 'Beginner',
      question: {
        question:
          'Pieter pays a grower 2,000 guilders in coin for a batch of bulbs: his 1,000 guilders of savings and 1,000 borrowed from a moneylender. In February the batch can be sold for only 1,000 guilders. How much of his savings is left once he has sold the bulbs and repaid the loan?',
        options: ['1,000 guilders', '500 guilders', 'Nothing', '2,000 guilders'],
        correct: 2,
        explanation:
          'He paid 2,000 guilders for bulbs now worth 1,000, a loss of 1,000: exactly his savings. The 1,000 from the sale all goes to repay the loan, which must be repaid in full either way. Leverage means a fall of half in the price takes all of his own money.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:tulip-mania:quiz:1',
      lessonId: 'tulip-mania',
      lessonTitle: 'Tulip Mania',
      difficulty: 'Beginner',
      question: {
        question: "What was the 'wind trade' (windhandel) of 1636–37?",
        options: [
          'Buying bulbs already lifted from the ground, paid for in coin on the spot',
          'Trading promises of bulbs still in the ground, with little coin or bulbs changing hands',
          'Shipping tulip bulbs by sea to buyers in France and England, paid for with bills of exchange',
          'A tax on tulip sellers, collected by the city of Haarlem on every sale made in its inns',
        ],
        correct: 1,
        explanation:
          'These were forward contracts: deals to buy at a fixed price on a future date. Because they could be sold on, prices could rise quickly without any bulbs or much cash moving, and each profit depended on the next buyer.',
      },
    },
    {
      id: 'quiz:tulip-mania:quiz:2',
      lessonId: 'tulip-mania',
      lessonTitle: 'Tulip Mania',
      difficulty: 'Beginner',
      question: {
        question: 'Why is a paper profit not the same as money?',
        options: [
          'It is real money, just not yet counted; the profit is yours as soon as the price has risen',
          'It becomes real only when someone actually pays you; until then it depends on buyers who may vanish',
          'Paper profits are always larger, because they are counted before taxes and fees are taken off',
          'The notary holds the money for you until June, when the bulbs are lifted and delivered',
        ],
        correct: 1,
        explanation:
          "Pieter's contracts were worth several times what he had promised, but he had received nothing in cash. When buyers stopped appearing in February 1637, those paper gains disappeared in days.",
      },
    },
    {
      id: 'quiz:tulip-mania:quiz:3',
      lessonId: 'tulip-mania',
      lessonTitle: 'Tulip Mania',
      difficulty: 'Beginner',
      question: {
        question: 'What do historians such as Anne Goldgar and Peter Garber say about the tulip crash?',
        options: [
          "It ruined the whole Dutch economy and brought the Dutch Republic's golden age of trade to an end",
          'It hurt trust among traders more than the Dutch economy, and many famous stories are exaggerated',
          'It never happened: the stories were invented by later writers to mock greedy speculators',
          "It bankrupted most of the people who traded tulips and filled Haarlem's debtors' prisons",
        ],
        correct: 1,
        explanation:
          'Records show few bankruptcies, and unpaid contracts were settled for a small share of their value. The lasting damage was to trust, and the legends of ruin grew in later retellings.',
      },
    },
    {
      id: 'quiz:gamestop-squeeze-2021:quiz:0',
      lessonId: 'gamestop-squeeze-2021',
      lessonTitle: 'The GameStop Short Squeeze',
      difficulty: 'Intermediate',
      question: {
        question: 'How could short interest in GameStop be above 100% of its float?',
        options: [
          'GameStop issued extra shares that were set aside for short sellers to borrow',
          'A borrowed share, once sold, could be lent and shorted again by its new owner',
          'Short sellers had bought more shares than GameStop had ever issued',
          'Short interest counts options sold on the stock as well as shares sold short',
        ],
        correct: 1,
        explanation:
          'When a shorted share is sold, its buyer’s broker can lend it out again. The same share can therefore back more than one short position, so total short interest can exceed the float, which means more forced future buyers than freely traded shares.',
      },
    },
    {
      id: 'quiz:gamestop-squeeze-2021:quiz:1',
      lessonId: 'gamestop-squeeze-2021',
      lessonTitle: 'The GameStop Short Squeeze',
      difficulty: 'Intermediate',
      question: {
        question: 'Why did Robinhood stop customers buying GameStop on 28 January 2021?',
        options: [
          'The SEC ordered every broker to halt trading in GameStop for the day',
          'GameStop asked brokers to stop the trading to protect its shareholders',
          'Its clearing house demanded a far bigger cash deposit for unsettled trades',
          'The New York Stock Exchange delisted the shares for the rest of the week',
        ],
        correct: 2,
        explanation:
          'The NSCC asked Robinhood for about $3.7 billion to cover the risk of its customers’ unsettled trades under the two-day settlement cycle. Limiting purchases reduced that risk and the deposit was cut to about $1.4 billion.',
      },
    },
    {
      id: 'quiz:gamestop-squeeze-2021:quiz:2',
      lessonId: 'gamestop-squeeze-2021',
      lessonTitle: 'The GameStop Short Squeeze',
      difficulty: 'Intermediate',
      question: {
        question:
          'GameStop closed at $347.51 on 27 January 2021 and at $40.59 on 19 February. About how much did a buyer at the 27 January close lose?',
        options: ['About 47%', 'About 74%', 'About 88%', 'About 96%'],
        correct: 2,
        explanation:
          'The fall was $347.51 − $40.59 = $306.92, and $306.92 ÷ $347.51 is about 0.88. A $1,000 purchase at the top was worth about $117 three weeks later: timing, not the stock, decided who won.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:gamestop-squeeze-2021:quiz:3',
      lessonId: 'gamestop-squeeze-2021',
      lessonTitle: 'The GameStop Short Squeeze',
      difficulty: 'Intermediate',
      question: {
        question: 'Why can a short seller lose more than the money put in?',
        options: [
          'Short sellers pay double commissions on every trade they make',
          'A share price has no upper limit, and the shares must be bought back at any price',
          'The exchange fines short sellers each day that the share price closes higher',
          'A short sale must be repaid with twice as many shares as were first borrowed',
        ],
        correct: 1,
        explanation:
          'A buyer can lose at most what was paid. A short seller sold borrowed shares and must return them, so if the price goes from $20 to $300, the loss is $280 a share, many times the original price.',
      },
    },
    {
      id: 'quiz:bank-runs-1929:quiz:0',
      lessonId: 'bank-runs-1929',
      lessonTitle: 'The 1929 Crash and the Bank Runs',
      difficulty: 'Intermediate',
      question: {
        question:
          'A broker lets the Kaplans buy $4,000 of shares with $1,000 down and $3,000 on loan. How far must the shares fall to wipe out their $1,000?',
        options: ['10%', '25%', '50%', '75%'],
        correct: 1,
        explanation:
          "The loan of $3,000 must be repaid whatever happens. If the shares fall 25%, they are worth $3,000: exactly the loan, so the Kaplans' own $1,000 is gone. Borrowing three dollars for every one of your own makes every fall four times as painful.",
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:bank-runs-1929:quiz:1',
      lessonId: 'bank-runs-1929',
      lessonTitle: 'The 1929 Crash and the Bank Runs',
      difficulty: 'Intermediate',
      question: {
        question:
          'The Dow fell from about 381 in September 1929 to about 41 in July 1932. About how much of its value did it lose?',
        options: ['About 41%', 'About 59%', 'About 89%', 'About 97%'],
        correct: 2,
        explanation:
          'The fall was 381 − 41 = 340 points. As a share of the starting level, 340 ÷ 381 is about 0.89, or 89%. A share bought at the peak for $100 was worth about $11 at the bottom.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:bank-runs-1929:quiz:2',
      lessonId: 'bank-runs-1929',
      lessonTitle: 'The 1929 Crash and the Bank Runs',
      difficulty: 'Intermediate',
      question: {
        question: 'Why could even a well-run bank fail in a run in 1930?',
        options: [
          'Banks were not allowed to make loans, so they earned nothing to pay depositors',
          'It had lent out most deposits, so it could not pay every depositor at once',
          'The Federal Reserve took its cash every evening',
          'It had lost all its deposits in the stock market crash',
        ],
        correct: 1,
        explanation:
          'Banks keep only a fraction of deposits as cash and lend the rest. If everyone asks for money on the same day, the bank must sell loans in a hurry at a loss. Without insurance, each depositor is safest running first, which can destroy a sound bank.',
      },
    },
    {
      id: 'quiz:bank-runs-1929:quiz:3',
      lessonId: 'bank-runs-1929',
      lessonTitle: 'The 1929 Crash and the Bank Runs',
      difficulty: 'Intermediate',
      question: {
        question: 'When did federal deposit insurance begin, and how much did it first cover?',
        options: [
          'March 1933, with no limit on any deposit',
          '1 January 1934, up to $2,500 per depositor',
          'October 1929, up to $100,000 per depositor',
          '1913, with the Federal Reserve Act',
        ],
        correct: 1,
        explanation:
          'The Banking Act of June 1933 created the FDIC, and insurance began on 1 January 1934 at $2,500, raised to $5,000 later that year. Bank failures fell from thousands a year to a few dozen, and runs stopped, because small depositors no longer had a reason to run.',
      },
    },
    {
      id: 'quiz:efficient-market-hypothesis:quiz:0',
      lessonId: 'efficient-market-hypothesis',
      lessonTitle: 'The Efficient Market Hypothesis',
      difficulty: 'Intermediate',
      question: {
        question:
          'A trader makes money for years by buying shares right after reading positive earnings reports in the newspaper. Which form of the efficient market hypothesis does this most directly contradict?',
        options: ['Only the weak form', 'The semi-strong form', 'None of the forms', 'Only the strong form'],
        correct: 1,
        explanation:
          'Earnings reports are public information. The semi-strong form says prices already reflect public information, so trading on it should not reliably beat the market. The strong form would be contradicted too, since it includes all public information, but the semi-strong form is the most direct test.',
      },
    },
    {
      id: 'quiz:efficient-market-hypothesis:quiz:1',
      lessonId: 'efficient-market-hypothesis',
      lessonTitle: 'The Efficient Market Hypothesis',
      difficulty: 'Intermediate',
      question: {
        question: 'What was the main point of Robert Shiller’s 1981 “excess volatility” research?',
        options: [
          'Stock prices cannot be predicted from their own past prices',
          'Index funds charge lower fees than active funds',
          'Stock prices swing far more than later changes in dividends can justify',
          'Prices move only when new information about future dividends arrives',
        ],
        correct: 2,
        explanation:
          'If prices were rational forecasts of future dividends, they should be smoother than dividends. Shiller found US stock prices were much more volatile, suggesting that mood and fashion, not only information, move markets.',
      },
    },
    {
      id: 'quiz:efficient-market-hypothesis:quiz:2',
      lessonId: 'efficient-market-hypothesis',
      lessonTitle: 'The Efficient Market Hypothesis',
      difficulty: 'Intermediate',
      question: {
        question:
          '$10,000 growing at 7% a year becomes about $150,000 in 40 years; at 6% it becomes about $103,000. About what share of the final sum did a 1% yearly fee take?',
        options: ['About 1%', 'About 7%', 'About a third', 'About two-thirds'],
        correct: 2,
        explanation:
          'The fee cost about $150,000 − $103,000 = $47,000, and $47,000 ÷ $150,000 is about 0.31, roughly a third. A small yearly fee compounds over decades, which is the core of the case for low-cost index funds.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:efficient-market-hypothesis:quiz:3',
      lessonId: 'efficient-market-hypothesis',
      lessonTitle: 'The Efficient Market Hypothesis',
      difficulty: 'Intermediate',
      question: {
        question: 'In the Buffett bet (2008–2017), what happened?',
        options: [
          'The hedge funds won easily, returning about 126% against about 36% for the index fund',
          'The S&P 500 index fund returned about 126% against about 36% for the five funds of hedge funds',
          'The bet was canceled in 2008, when the hedge funds’ backers pulled out after the crash',
          'Both sides ended level, each returning about 85% over the ten years of the bet',
        ],
        correct: 1,
        explanation:
          'The index fund earned about 8.5% a year, the funds of funds about 3% a year. The hedge funds did better in 2008 but fell far behind over the following years, mostly because of their high fees.',
        kind: 'reading',
      },
    },
    {
      id: 'quiz:marshall-plan-1948:quiz:0',
      lessonId: 'marshall-plan-1948',
      lessonTitle: 'The Marshall Plan',
      difficulty: 'Intermediate',
      question: {
        question:
          'According to the table, the United Kingdom received about $3.3 billion of the roughly $13 billion of Marshall aid. About what share is that?',
        options: ['About 10%', 'About 18%', 'About 25%', 'About 33%'],
        correct: 2,
        explanation:
          '$3.3 billion ÷ $13 billion is about 0.25, a quarter of all the aid. Britain used most of its counterpart funds to pay down debt, while France put most of its share into investment under the Monnet Plan.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:marshall-plan-1948:quiz:1',
      lessonId: 'marshall-plan-1948',
      lessonTitle: 'The Marshall Plan',
      difficulty: 'Intermediate',
      question: {
        question: 'What were counterpart funds?',
        options: [
          'Dollar loans that had to be repaid in gold within ten years of the end of the plan',
          'Local money paid by buyers of aid goods, which governments could spend, with US approval, on investment or debt',
          'Dollars set aside by the US Treasury as a reserve to back European currencies against devaluation',
          'Money for the Berlin airlift only, paid by the Western zones of Germany to the US and British air forces',
        ],
        correct: 1,
        explanation:
          'When a French firm bought American wheat or machines delivered as aid, it paid in francs. Those francs went into a special account, so each aid dollar helped twice: once as goods and again as local money for investment.',
      },
    },
    {
      id: 'quiz:marshall-plan-1948:quiz:2',
      lessonId: 'marshall-plan-1948',
      lessonTitle: 'The Marshall Plan',
      difficulty: 'Intermediate',
      question: {
        question: 'How did the European Payments Union (1950–58) help trade?',
        options: [
          'It printed a single European currency for its members, so they no longer had to swap currencies to trade with each other',
          "It netted each member's monthly surpluses and deficits with all the others, so no country had to balance trade with each partner",
          "It banned imports from the United States, so members had to spend their scarce dollars on each other's goods",
          "It fixed prices across Western Europe, so that no member could undercut another's exports by letting its own currency fall",
        ],
        correct: 1,
        explanation:
          'Under two-country deals, France could only buy from Belgium as much as Belgium bought from France. Netting across all members freed each country to buy from one neighbor and sell to another.',
      },
    },
    {
      id: 'quiz:marshall-plan-1948:quiz:3',
      lessonId: 'marshall-plan-1948',
      lessonTitle: 'The Marshall Plan',
      difficulty: 'Intermediate',
      question: {
        question: 'What was the dollar gap that Marshall aid helped to fill?',
        options: [
          'Europe still owed America large debts from the First World War, payable in dollars',
          'Europe bought far more from America than it sold there, so it ran short of dollars',
          'The dollar was too weak for American firms to want to sell their goods in Europe',
          'American law banned exports to countries that had been at war until they signed peace treaties',
        ],
        correct: 1,
        explanation:
          'To rebuild, Europe needed American food, fuel and machines. It could sell America far less than it bought, so it could not earn the dollars to pay. Its own francs and pounds were no use to American sellers. Marshall aid filled the gap with goods paid for in dollars.',
      },
    },
    {
      id: 'quiz:bitcoin:quiz:0',
      lessonId: 'bitcoin',
      lessonTitle: 'Bitcoin: From White Paper to Wall Street',
      difficulty: 'Intermediate',
      question: {
        question: 'What limits the total number of bitcoins that can ever exist?',
        options: [
          'The Federal Reserve sets a yearly quota that all US miners must follow under federal law',
          'Its software halves new issuance about every four years, capping the total at 21 million',
          'Mining companies vote each year on how many new coins to create and release to the market',
          'The supply of electricity limits mining, so the total depends on power prices',
        ],
        correct: 1,
        explanation:
          'Bitcoin’s protocol pays miners a block reward that halves every 210,000 blocks. Because the rewards shrink geometrically, total supply can never pass 21 million. No central bank or company decides it.',
      },
    },
    {
      id: 'quiz:bitcoin:quiz:1',
      lessonId: 'bitcoin',
      lessonTitle: 'Bitcoin: From White Paper to Wall Street',
      difficulty: 'Intermediate',
      question: {
        question: 'What was the main lesson of the FTX collapse for people who held crypto on the exchange?',
        options: [
          'Bitcoin’s blockchain was hacked, so coins held anywhere could be taken by thieves',
          'Stablecoins always keep their $1 value, so they are the safe place to hold funds',
          'Coins left with an exchange are a claim on that company, which can fail or misuse them',
          'Government insurance protects crypto exchange balances like bank deposits',
        ],
        correct: 2,
        explanation:
          'The Bitcoin network kept working throughout. The failure was FTX’s: customer money was used by its sister firm, and balances were frozen in bankruptcy with no deposit insurance. Only coins held with your own keys were out of its reach.',
      },
    },
    {
      id: 'quiz:bitcoin:quiz:2',
      lessonId: 'bitcoin',
      lessonTitle: 'Bitcoin: From White Paper to Wall Street',
      difficulty: 'Intermediate',
      question: {
        question:
          'Bitcoin peaked near $69,000 in November 2021 and fell to about $15,500 after FTX failed. About how big was the fall?',
        options: ['About 22%', 'About 55%', 'About 78%', 'About 450%'],
        correct: 2,
        explanation:
          'The drop was $69,000 − $15,500 = $53,500. Divided by the starting price, $53,500 ÷ $69,000 is about 0.775, a fall of roughly 78%. Someone who bought at the top kept only about a fifth of their money.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:bitcoin:quiz:3',
      lessonId: 'bitcoin',
      lessonTitle: 'Bitcoin: From White Paper to Wall Street',
      difficulty: 'Intermediate',
      question: {
        question: 'What set off the run on FTX in November 2022?',
        options: [
          'The Bitcoin network stopped working for a whole day, so FTX customers rushed to withdraw',
          'A CoinDesk report that much of Alameda’s balance sheet was FTT, a token FTX itself had created',
          'The SEC sued FTX for selling unregistered securities and froze all of its US accounts',
          'Interest rates rose, so customers moved their money out of crypto and back into banks',
        ],
        correct: 1,
        explanation:
          'On 2 November CoinDesk showed that much of Alameda Research’s balance sheet was FTT, a token whose value depended on FTX. When Binance said it would sell its FTT, customers rushed to withdraw. Only then did it emerge that FTX had lent customer money to Alameda.',
      },
    },
    {
      id: 'quiz:gold-standard:quiz:0',
      lessonId: 'gold-standard',
      lessonTitle: 'The Rise and Fall of the Gold Standard',
      difficulty: 'Intermediate',
      question: {
        question: 'What did President Nixon announce on 15 August 1971?',
        options: [
          'The United States would stop converting dollars held by foreign central banks into gold',
          'The United States would return to the classical gold standard at a new, higher price',
          'Americans would have to hand in their gold coins and bullion to the Federal Reserve',
          'The dollar would be pegged to the British pound instead of to gold at $35 an ounce',
        ],
        correct: 0,
        explanation:
          'Nixon closed the gold window, suspending the convertibility of dollars into gold for foreign governments. Americans had already been barred from holding gold since 1933.',
      },
    },
    {
      id: 'quiz:gold-standard:quiz:1',
      lessonId: 'gold-standard',
      lessonTitle: 'The Rise and Fall of the Gold Standard',
      difficulty: 'Intermediate',
      question: {
        question: 'How were exchange rates organized under the Bretton Woods system agreed in 1944?',
        options: [
          'All currencies floated freely, with central banks trading only to smooth sharp moves',
          'The dollar was fixed to gold at $35 an ounce and other currencies were pegged to the dollar',
          'Every citizen could exchange banknotes for gold coins at a fixed rate at any bank',
          'Europe adopted a single shared currency, fixed to both the dollar and to gold',
        ],
        correct: 1,
        explanation:
          'Bretton Woods made the dollar the center of the system: fixed to gold for central banks at $35, with other currencies pegged to the dollar. A peg could change only in a fundamental disequilibrium, a lasting imbalance that could not be fixed any other way.',
      },
    },
    {
      id: 'quiz:gold-standard:quiz:2',
      lessonId: 'gold-standard',
      lessonTitle: 'The Rise and Fall of the Gold Standard',
      difficulty: 'Intermediate',
      question: {
        question:
          'In 1934 the official price of gold was raised from $20.67 to $35 an ounce. By about how much did the price of gold in dollars rise?',
        options: ['About 14%', 'About 41%', 'About 69%', 'About 100%'],
        correct: 2,
        explanation:
          '$35 ÷ $20.67 is about 1.69, a rise of about 69%. Seen the other way, each dollar was now worth about 41% less gold. The devaluation, and the gold that then poured in, let the money supply grow again after years of deflation.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:gold-standard:quiz:3',
      lessonId: 'gold-standard',
      lessonTitle: 'The Rise and Fall of the Gold Standard',
      difficulty: 'Intermediate',
      question: {
        question:
          'Under the April 1933 order, how much gold coin could Arthur legally keep, apart from rare coins prized by collectors?',
        options: ['All of it', '$100', '$20.67', 'None'],
        correct: 1,
        explanation:
          'The order let each person keep up to $100 in gold coin, plus rare coins prized by collectors. The rest had to be handed in at $20.67 an ounce in paper money; nine months later, in January 1934, the price was raised to $35.',
        kind: 'reading',
      },
    },
    {
      id: 'quiz:stagflation-1970s:quiz:0',
      lessonId: 'stagflation-1970s',
      lessonTitle: 'The Great Stagflation',
      difficulty: 'Intermediate',
      question: {
        question:
          "The Russos' savings earn 5.25% a year while prices rise about 13%. Roughly what is their real interest rate?",
        options: ['About +18%', 'About +5%', 'About −8%', 'About −13%'],
        correct: 2,
        explanation:
          'The real rate is roughly the interest rate minus inflation: 5.25% − 13% is about −7.75%, call it −8%. Their balance grows, but each year it buys less. What counts for a saver is the real rate.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:stagflation-1970s:quiz:1',
      lessonId: 'stagflation-1970s',
      lessonTitle: 'The Great Stagflation',
      difficulty: 'Intermediate',
      question: {
        question:
          "According to the table 'Stagflation in Numbers', what happened to unemployment while inflation fell from 13.5% in 1980 to 3.2% in 1983?",
        options: ['It fell to 3%', 'It stayed at about 5.6%', 'It rose to 9.6%', 'It was not measured'],
        correct: 2,
        explanation:
          "Unemployment rose from 7.1% to 9.6% as Volcker's high rates caused a deep recession. Breaking inflation had a heavy cost in jobs, and the Fed's credibility was rebuilt at that price.",
        kind: 'reading',
      },
    },
    {
      id: 'quiz:stagflation-1970s:quiz:2',
      lessonId: 'stagflation-1970s',
      lessonTitle: 'The Great Stagflation',
      difficulty: 'Intermediate',
      question: {
        question: 'Why was the 1973–74 oil shock called a supply shock?',
        options: [
          'It raised costs and cut output at the same time',
          'It increased the supply of oil and pushed prices down',
          'It only affected the demand for cars and heating oil',
          'It lowered all prices by cutting what people spent',
        ],
        correct: 0,
        explanation:
          'A sudden rise in the price of an essential input pushes up costs across the economy while making production less profitable. Prices rise and output falls together: the mix called stagflation.',
      },
    },
    {
      id: 'quiz:stagflation-1970s:quiz:3',
      lessonId: 'stagflation-1970s',
      lessonTitle: 'The Great Stagflation',
      difficulty: 'Intermediate',
      question: {
        question: 'Why is inflation hard to stop once people expect it?',
        options: [
          'Prices are set by law, so they fall only when Congress passes new controls',
          'Workers and firms build the inflation they expect into their wages and prices',
          'Banks refuse to lend while prices rise, so firms cannot invest in more output',
          'Only the government can lower prices, by cutting its own taxes and fees on goods',
        ],
        correct: 1,
        explanation:
          'If everyone expects 10% inflation, they build it into wages, prices and contracts, which makes it happen: a wage–price spiral. Breaking the spiral needs a central bank that people believe will hold firm.',
      },
    },
    {
      id: 'quiz:enron-scandal:quiz:0',
      lessonId: 'enron-scandal',
      lessonTitle: 'The Enron Scandal',
      difficulty: 'Intermediate',
      question: {
        question:
          "In October 2001 Dana's 401(k) is worth about $190,000, with 60% in Enron shares. If the Enron shares become worthless, about how much is left?",
        options: ['Nothing', 'About $76,000', 'About $114,000', 'About $190,000'],
        correct: 1,
        explanation:
          "60% of $190,000 is $114,000 in Enron shares. If they go to zero, only the other 40%, $76,000, remains. Holding your employer's stock means your job and your savings can vanish in the same week.",
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:enron-scandal:quiz:1',
      lessonId: 'enron-scandal',
      lessonTitle: 'The Enron Scandal',
      difficulty: 'Intermediate',
      question: {
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
    },
    {
      id: 'quiz:enron-scandal:quiz:2',
      lessonId: 'enron-scandal',
      lessonTitle: 'The Enron Scandal',
      difficulty: 'Intermediate',
      question: {
        question:
          'Under Section 906 of the Sarbanes–Oxley Act, what is the longest sentence for a chief executive who willfully certifies accounts he knows to be false?',
        options: ['5 years', '10 years', '20 years', 'Life'],
        correct: 2,
        explanation:
          'Section 906 sets up to 10 years for knowingly certifying false accounts, and up to 20 years when it is done willfully. The point of the law is personal responsibility: named people sign, and they answer for what they sign.',
      },
    },
    {
      id: 'quiz:enron-scandal:quiz:3',
      lessonId: 'enron-scandal',
      lessonTitle: 'The Enron Scandal',
      difficulty: 'Intermediate',
      question: {
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
    },
    {
      id: 'quiz:latin-american-debt-1982:quiz:0',
      lessonId: 'latin-american-debt-1982',
      lessonTitle: 'The Latin American Debt Crisis',
      difficulty: 'Intermediate',
      question: {
        question:
          "In 1989 a bank holds $100 million of Mexican loans. Under the Brady menu's discount bond it swaps them for bonds worth 35% less. What face value of bonds does it get?",
        options: ['$35 million', '$40 million', '$65 million', '$100 million'],
        correct: 2,
        explanation:
          'A 35% cut on $100 million removes $35 million, leaving bonds with a face value of $65 million. That was real debt reduction: the first official plan of the 1980s that set out to shrink the debt instead of adding new loans.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:latin-american-debt-1982:quiz:1',
      lessonId: 'latin-american-debt-1982',
      lessonTitle: 'The Latin American Debt Crisis',
      difficulty: 'Intermediate',
      question: {
        question:
          "According to the table 'Three Responses, 1982–1989', which plan actually made the debt shrink?",
        options: [
          'The rescue and rescheduling of 1982–85',
          'The Baker Plan of 1985',
          'The Brady Plan of 1989',
          'None of them',
        ],
        correct: 2,
        explanation:
          'Rescheduling and the Baker Plan treated the problem as a cash shortage and lent more, so the debt grew. The Brady Plan accepted that the debt was too large and cut it, and investment returned to the region.',
        kind: 'reading',
      },
    },
    {
      id: 'quiz:latin-american-debt-1982:quiz:2',
      lessonId: 'latin-american-debt-1982',
      lessonTitle: 'The Latin American Debt Crisis',
      difficulty: 'Intermediate',
      question: {
        question: "Why did Latin America's interest bills soar after 1979?",
        options: [
          'Its loans paid floating rates tied to market rates, which jumped when the Federal Reserve fought inflation',
          'The IMF doubled the fees it charged on all loans to countries that ran trade deficits with the US',
          'Banks added a fixed penalty every year to loans that had been rolled over more than once by a borrower',
          'Oil exporters began charging interest on oil sold on credit, and raised it every year',
        ],
        correct: 0,
        explanation:
          "The 1970s loans were at a benchmark rate plus a margin. When US rates soared under Paul Volcker, every borrower's bill rose at once, while falling commodity prices cut what they earned.",
      },
    },
    {
      id: 'quiz:latin-american-debt-1982:quiz:3',
      lessonId: 'latin-american-debt-1982',
      lessonTitle: 'The Latin American Debt Crisis',
      difficulty: 'Intermediate',
      question: {
        question: 'What was petrodollar recycling?',
        options: [
          'Oil exporters lending their dollars straight to Latin American governments, with no Western banks involved',
          "Oil exporters' surplus dollars deposited in Western banks and lent on to governments such as Mexico and Brazil",
          'The US paying for its oil imports in gold, which the exporters then lent on to Latin America',
          'Debtors paying their loans in oil instead of money, with the oil then resold by the lending banks for dollars',
        ],
        correct: 1,
        explanation:
          "After the oil price rises of the 1970s, exporters deposited their dollars in big banks, which lent them on in syndicated loans. It looked safe because, as Citicorp's chairman Walter Wriston argued, countries do not go bankrupt. They could still stop paying.",
      },
    },
    {
      id: 'quiz:flash-crash-2010:quiz:0',
      lessonId: 'flash-crash-2010',
      lessonTitle: 'The 2010 Flash Crash',
      difficulty: 'Intermediate',
      question: {
        question:
          "Walter's stop order was meant to sell his 500 P&G shares at about $55. Suppose it filled at $40 instead. How much less did he receive than at $55?",
        options: ['$1,500', '$7,500', '$11,000', '$20,000'],
        correct: 1,
        explanation:
          'The gap is $55 − $40 = $15 a share, and 500 × $15 = $7,500. A plain stop order becomes a market order when triggered, so in a sudden crash it sells at whatever price is there, however absurd.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:flash-crash-2010:quiz:1',
      lessonId: 'flash-crash-2010',
      lessonTitle: 'The 2010 Flash Crash',
      difficulty: 'Intermediate',
      question: {
        question:
          "According to the table, what happens under today's market-wide rules when the S&P 500 falls 20% in a day?",
        options: [
          'Trading pauses for 5 minutes',
          'Trading pauses for 15 minutes',
          'Trading stops for the rest of the day',
          'Nothing: there are no market-wide rules',
        ],
        correct: 2,
        explanation:
          "Today's rules pause all US stock trading for 15 minutes at falls of 7% and 13%, and close the market for the day at 20%. On 6 May 2010 the old Dow-based halts at 10%, 20% and 30% were never triggered.",
        kind: 'reading',
      },
    },
    {
      id: 'quiz:flash-crash-2010:quiz:2',
      lessonId: 'flash-crash-2010',
      lessonTitle: 'The 2010 Flash Crash',
      difficulty: 'Intermediate',
      question: {
        question: 'What started the selling on 6 May 2010?',
        options: [
          'A hacker attack on the exchanges that sent thousands of false sell orders at once',
          'A $4.1 billion E-mini futures sale by an algorithm keyed to volume, with no price limit',
          'A surprise interest rate rise by the Federal Reserve, announced during the trading day',
          'News that Greece had defaulted on its debt, which set off panic selling in New York',
        ],
        correct: 1,
        explanation:
          'The algorithm sold faster as volume rose, and much of the volume was high-frequency traders passing contracts back and forth. Arbitrage then carried the selling from Chicago into stocks and ETFs.',
      },
    },
    {
      id: 'quiz:flash-crash-2010:quiz:3',
      lessonId: 'flash-crash-2010',
      lessonTitle: 'The 2010 Flash Crash',
      difficulty: 'Intermediate',
      question: {
        question: 'What is a stub quote?',
        options: [
          'A price set by the exchange at the close, used to value positions overnight',
          'A market maker’s placeholder price, such as 1 cent, posted with no intent to trade',
          'A quote for a fraction of a share, used by small investors buying less than one',
          'The price of a bond with its coupon removed, traded apart from the interest',
        ],
        correct: 1,
        explanation:
          'Market makers had to post quotes, so some posted absurd ones. On 6 May real orders reached them, and some shares traded at a penny or at $100,000. Stub quotes were banned in December 2010.',
      },
    },
    {
      id: 'quiz:black-monday-1987:quiz:0',
      lessonId: 'black-monday-1987',
      lessonTitle: 'Black Monday',
      difficulty: 'Intermediate',
      question: {
        question:
          "The Dow closed at 2,246.74 on Friday 16 October 1987 and fell 508 points on Monday. About how big was Monday's fall in percent?",
        options: ['About 5%', 'About 13%', 'About 23%', 'About 29%'],
        correct: 2,
        explanation:
          "508 ÷ 2,246.74 is about 0.226, a fall of 22.6%, to 1,738.74. That is still the Dow's largest one-day percentage fall, almost twice the worst day of 1929 (about 13%).",
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:black-monday-1987:quiz:1',
      lessonId: 'black-monday-1987',
      lessonTitle: 'Black Monday',
      difficulty: 'Intermediate',
      question: {
        question:
          "According to the lesson's table, how long did it take the Dow to regain its previous peak after each crash?",
        options: [
          'About 2 years after 1929 and 25 years after 1987',
          'About 25 years after 1929 and 2 years after 1987',
          'Both took about 10 years to regain their peaks',
          'Neither regained it within the next 30 years',
        ],
        correct: 1,
        explanation:
          'The 1929 peak was not regained until 1954, about 25 years later. The August 1987 peak was regained in August 1989. The difference lay in what followed: a banking collapse and the Great Depression after 1929, continued growth after 1987.',
        kind: 'reading',
      },
    },
    {
      id: 'quiz:black-monday-1987:quiz:2',
      lessonId: 'black-monday-1987',
      lessonTitle: 'Black Monday',
      difficulty: 'Intermediate',
      question: {
        question: 'What did portfolio insurance programs do as prices fell on 19 October?',
        options: [
          'Bought stocks to support the market as prices fell',
          'Sold more stock index futures, adding to the selling',
          'Asked the exchange to halt trading until prices steadied',
          'Paid insurance claims to investors who had lost money',
        ],
        correct: 1,
        explanation:
          'Portfolio insurance was a trading rule, not an insurance policy: sell futures as prices fall, buy them back as they rise. When many funds follow the same rule, their selling arrives together, pushes prices lower and triggers still more selling.',
      },
    },
    {
      id: 'quiz:black-monday-1987:quiz:3',
      lessonId: 'black-monday-1987',
      lessonTitle: 'Black Monday',
      difficulty: 'Intermediate',
      question: {
        question: "How did the Federal Reserve's response in 1987 differ from the years after 1929?",
        options: [
          'In 1987 it raised interest rates sharply to defend the dollar, as it had in 1931',
          'In 1929 it did nothing at all, even in October; in 1987 it bought stocks itself',
          'In 1987 it promised cash at once; after 1929 it let banks fail and money shrink',
          'No difference: both times it cut rates at once and lent freely to every bank',
        ],
        correct: 2,
        explanation:
          "In October 1929 the New York Fed did supply cash to banks. The great failure came later, in 1930–33, when the Fed let thousands of banks fail and the money supply fall by about a third. In 1987 Greenspan's promise of liquidity on 20 October kept credit flowing to securities firms.",
      },
    },
    {
      id: 'quiz:covid-inflation:quiz:0',
      lessonId: 'covid-inflation',
      lessonTitle: 'The COVID Crash and the Inflation That Followed',
      difficulty: 'Beginner',
      question: {
        question:
          "Rosa's retirement fund fell from $120,000 to about $82,000 in March 2020. About how big was the fall?",
        options: ['About 18%', 'About 32%', 'About 38%', 'About 46%'],
        correct: 1,
        explanation:
          "She lost $120,000 − $82,000 = $38,000. As a share of the starting value, $38,000 ÷ $120,000 is about 0.32, a fall of 32%, close to the S&P 500's 34%.",
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:covid-inflation:quiz:1',
      lessonId: 'covid-inflation',
      lessonTitle: 'The COVID Crash and the Inflation That Followed',
      difficulty: 'Beginner',
      question: {
        question: "From $82,000, by how much must Rosa's fund rise to get back to $120,000?",
        options: ['About 32%', 'About 38%', 'About 46%', 'About 68%'],
        correct: 2,
        explanation:
          'The rise needed is $38,000 on a smaller base: $38,000 ÷ $82,000 is about 0.46, or 46%. A fall of 32% needs a rise of 46% to recover, which is why selling near the bottom is so costly: it locks in the loss just before the larger percentage gains.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:covid-inflation:quiz:2',
      lessonId: 'covid-inflation',
      lessonTitle: 'The COVID Crash and the Inflation That Followed',
      difficulty: 'Beginner',
      question: {
        question:
          "According to the 'Four Years in Numbers' table, how much did the Fed's target rate rise between the end of 2021 and the end of 2023?",
        options: [
          'About 0.75 percentage points',
          'About 3.9 percentage points',
          'About 5.25 percentage points',
          'About 9.1 percentage points',
        ],
        correct: 2,
        explanation:
          "The target range went from 0–0.25% at the end of 2021 to 5.25–5.50% at the end of 2023: a rise of 5.25 percentage points, the Fed's fastest series of increases since the early 1980s.",
        kind: 'reading',
      },
    },
    {
      id: 'quiz:covid-inflation:quiz:3',
      lessonId: 'covid-inflation',
      lessonTitle: 'The COVID Crash and the Inflation That Followed',
      difficulty: 'Beginner',
      question: {
        question: 'Why did existing bonds lose value in 2022?',
        options: [
          'Bond issuers stopped paying interest as inflation ate into their profits and cash',
          'Interest rates rose, so new bonds paid more and older, lower-paying bonds were worth less',
          'Stocks fell, and bond prices always move in the same direction as stocks',
          'Inflation forced issuers to raise the coupons on their old bonds, which cut their prices',
        ],
        correct: 1,
        explanation:
          "A bond's price and its yield move in opposite directions. When rates jumped in 2022, buyers would pay less for an old bond paying, say, 1.5% when new ones paid 4%. That is why a portfolio of 60% stocks and 40% bonds had one of its worst years in a century.",
      },
    },
    {
      id: 'quiz:stock-market-basics:quiz:0',
      lessonId: 'stock-market-basics',
      lessonTitle: 'Stock Market Basics',
      difficulty: 'Beginner',
      question: {
        question: 'Why did the Dutch East India Company sell shares to the public in 1602?',
        options: [
          'The States General ordered every citizen to buy a share',
          'To pay for long, risky voyages too costly for any one merchant',
          'To pay off Amsterdam’s debts from the long war with Spain',
          'So that shareholders could vote on where each voyage should sail',
        ],
        correct: 1,
        explanation:
          'Fleets to Asia took years and many ships were lost. Pooling capital from more than a thousand subscribers spread that risk and paid for ships and trading posts.',
      },
    },
    {
      id: 'quiz:stock-market-basics:quiz:1',
      lessonId: 'stock-market-basics',
      lessonTitle: 'Stock Market Basics',
      difficulty: 'Beginner',
      question: {
        question: 'What sets the price of a share on a stock market?',
        options: [
          'The company announces a new price every morning',
          'The government regulator fixes it',
          'The last price at which a buyer and a seller agreed to trade',
          'The value of the company’s buildings divided by its number of shares',
        ],
        correct: 2,
        explanation:
          'Prices are agreed between buyers and sellers. They move with expectations about future profits, and with fear and greed.',
      },
    },
    {
      id: 'quiz:stock-market-basics:quiz:2',
      lessonId: 'stock-market-basics',
      lessonTitle: 'Stock Market Basics',
      difficulty: 'Beginner',
      question: {
        question: 'What is the main benefit of an index fund holding about 500 companies?',
        options: [
          'It can never lose money, because falls in some shares are offset by others',
          'It guarantees a dividend every month from at least some of its companies',
          'It picks the companies that will rise the most and drops those that will fall',
          'It spreads the risk so no single company’s collapse can sink the investment',
        ],
        correct: 3,
        explanation:
          'An index fund still falls in a market crash, but diversification removes the risk that one firm’s failure wipes you out, at very low cost.',
      },
    },
    {
      id: 'quiz:stock-market-basics:quiz:3',
      lessonId: 'stock-market-basics',
      lessonTitle: 'Stock Market Basics',
      difficulty: 'Beginner',
      question: {
        question: 'An index fund charges 0.03% a year. How much does that cost on $5,000?',
        options: ['$0.15 a year', '$1.50 a year', '$15 a year', '$150 a year'],
        correct: 1,
        explanation:
          '0.03% is 0.0003 as a decimal, and 0.0003 × $5,000 = $1.50. A fund charging 1% would cost $50 a year on the same money, and the difference compounds over decades.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:wall-street-explained:quiz:0',
      lessonId: 'wall-street-explained',
      lessonTitle: 'Wall Street Explained',
      difficulty: 'Beginner',
      question: {
        question: 'What did the brokers who signed the Buttonwood Agreement in 1792 promise each other?',
        options: [
          'To charge at least a 0.25% commission and to favor each other in their trading',
          'To list only companies with audited accounts and publish their prices every day',
          'To let anyone join their exchange for free and trade at the same commission',
          'To lend to the Treasury in a panic and buy its bonds at a fixed price',
        ],
        correct: 0,
        explanation:
          'The one-paragraph pact set a minimum commission of 0.25 percent and gave members preference in their dealings, shutting out the auctioneers.',
      },
    },
    {
      id: 'quiz:wall-street-explained:quiz:1',
      lessonId: 'wall-street-explained',
      lessonTitle: 'Wall Street Explained',
      difficulty: 'Beginner',
      question: {
        question: 'In an IPO, what does it mean when an investment bank underwrites the shares?',
        options: [
          'It guarantees investors that they will not lose money in the first year',
          'It sets the price of the shares for their first year of trading',
          'It buys the new issue at a set price and sells it on to investors for a fee',
          'It audits the company’s accounts for the regulator before the shares are sold',
        ],
        correct: 2,
        explanation:
          'Underwriting means the bank commits to selling the issue at an agreed price and bears the risk of unsold shares, in return for a fee, often about 7 percent for mid-sized US IPOs.',
      },
    },
    {
      id: 'quiz:wall-street-explained:quiz:2',
      lessonId: 'wall-street-explained',
      lessonTitle: 'Wall Street Explained',
      difficulty: 'Beginner',
      question: {
        question:
          "A company sells 10 million shares at $20 each, and its bank's fee is 7% of the money raised. How much does the bank earn?",
        options: ['$1.4 million', '$7 million', '$14 million', '$20 million'],
        correct: 2,
        explanation:
          'The offering raises 10 million × $20 = $200 million. Seven percent of $200 million is $14 million. Fees that grow with the deal are one reason banks and their clients do not always want the same price.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:wall-street-explained:quiz:3',
      lessonId: 'wall-street-explained',
      lessonTitle: 'Wall Street Explained',
      difficulty: 'Beginner',
      question: {
        question: 'What did the Gramm–Leach–Bliley Act of 1999 change?',
        options: [
          'It abolished the Securities and Exchange Commission and gave its work to the Fed',
          'It let banks and securities firms share an owner, repealing two Glass–Steagall sections',
          'It let any bank deal in any security using insured deposits, with no limit on the risk',
          'It created federal deposit insurance for accounts of up to $100,000 at every bank',
        ],
        correct: 1,
        explanation:
          'The Act repealed sections 20 and 32 of the 1933 law, the affiliation bans. The sections that keep a deposit-taking bank itself from dealing in most securities still stand, so the separation was loosened, not removed.',
      },
    },
    {
      id: 'quiz:bull-bear-markets:quiz:0',
      lessonId: 'bull-bear-markets',
      lessonTitle: 'Bull and Bear Markets',
      difficulty: 'Beginner',
      question: {
        question: 'By the usual definition, when does a bear market begin?',
        options: [
          'When prices fall on five trading days in a row',
          'When a market index falls 10% from its recent high',
          'When the economy officially enters a recession',
          'When an index falls 20% or more from its recent high',
        ],
        correct: 3,
        explanation:
          'A fall of 20% from a high is the common convention for a bear market. A 10–20% fall is called a correction, and recessions and bear markets often, but not always, coincide.',
      },
    },
    {
      id: 'quiz:bull-bear-markets:quiz:1',
      lessonId: 'bull-bear-markets',
      lessonTitle: 'Bull and Bear Markets',
      difficulty: 'Beginner',
      question: {
        question: 'Why do many investors sell near the bottom of bear markets?',
        options: [
          'A loss hurts more than an equal gain pleases, so fear wins',
          'Brokers force all investors to sell when prices fall 20%',
          'Bear markets always end in a depression, so selling is rational',
          'Most of them are professionals paid to follow the trend',
        ],
        correct: 0,
        explanation:
          'Loss aversion, described by Kahneman and Tversky, makes falls feel unbearable. Selling in panic turns a temporary fall into a permanent loss and often misses the sharp rebounds that follow.',
      },
    },
    {
      id: 'quiz:bull-bear-markets:quiz:2',
      lessonId: 'bull-bear-markets',
      lessonTitle: 'Bull and Bear Markets',
      difficulty: 'Beginner',
      question: {
        question: 'What does rebalancing a 60/40 portfolio do after a long bull market?',
        options: [
          'Moves everything into cash until the next bear market has come and gone',
          'Sells shares that have grown past 60% and buys bonds to restore the mix',
          'Buys more of the shares that rose the most, to keep up with the market',
          'Borrows money to buy more shares while prices are still rising',
        ],
        correct: 1,
        explanation:
          'Rebalancing trims what has risen and adds to what has fallen, so the investor takes some profit in booms and buys cheaply in busts, following a rule instead of a feeling.',
      },
    },
    {
      id: 'quiz:bull-bear-markets:quiz:3',
      lessonId: 'bull-bear-markets',
      lessonTitle: 'Bull and Bear Markets',
      difficulty: 'Beginner',
      question: {
        question:
          'The S&P 500 fell from about 1,565 in October 2007 to about 677 in March 2009. About how big was the fall?',
        options: ['About 43%', 'About 57%', 'About 68%', 'About 131%'],
        correct: 1,
        explanation:
          'The drop was 1,565 − 677 = 888 points, and 888 ÷ 1,565 is about 0.57. A fall of 57% means a $10,000 holding became about $4,300. Note that a rise of 131% was then needed to get back: falls and recoveries are not symmetrical.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:stock-exchanges-explained:quiz:0',
      lessonId: 'stock-exchanges-explained',
      lessonTitle: 'Stock Exchanges Explained',
      difficulty: 'Beginner',
      question: {
        question:
          'The best bid is $20.00 and the best ask is $20.05. What happens if you send a market order to buy?',
        options: [
          'You buy at $20.00, the best bid, as soon as the order reaches the market',
          'You buy at $20.05, or higher if there are not enough shares at that price',
          'Your order waits in the book until a seller is willing to accept $20.00',
          'You buy at $20.025, the average of the best bid and the best ask',
        ],
        correct: 1,
        explanation:
          'A market order to buy takes the lowest waiting sell orders, starting at the ask. If you want more shares than are offered there, it moves on to higher prices.',
      },
    },
    {
      id: 'quiz:stock-exchanges-explained:quiz:1',
      lessonId: 'stock-exchanges-explained',
      lessonTitle: 'Stock Exchanges Explained',
      difficulty: 'Beginner',
      question: {
        question: 'What was new about Nasdaq when it opened on 8 February 1971?',
        options: [
          'It was the first market to trade shares continuously all day',
          'It banned market makers and matched all orders in a single daily auction',
          'It traded only government bonds, leaving shares to the exchange floors',
          'It showed dealers’ quotes on a computer network, with no trading floor',
        ],
        correct: 3,
        explanation:
          'Nasdaq was an automated quotation system: competing dealers posted bid and ask prices on screens nationwide, with no trading floor.',
      },
    },
    {
      id: 'quiz:stock-exchanges-explained:quiz:2',
      lessonId: 'stock-exchanges-explained',
      lessonTitle: 'Stock Exchanges Explained',
      difficulty: 'Beginner',
      question: {
        question: 'What does a Level 3 market-wide circuit breaker (a 20% fall in the S&P 500) do?',
        options: [
          'Closes US stock trading for the rest of the day',
          'Pauses all US stock trading for 15 minutes',
          'Cancels every trade made earlier that day',
          'Halts only the trading of high-frequency firms',
        ],
        correct: 0,
        explanation:
          'Falls of 7% and 13% cause 15-minute pauses (before 3:25 p.m.); a 20% fall halts trading for the rest of the day.',
      },
    },
    {
      id: 'quiz:stock-exchanges-explained:quiz:3',
      lessonId: 'stock-exchanges-explained',
      lessonTitle: 'Stock Exchanges Explained',
      difficulty: 'Beginner',
      question: {
        question:
          'The best bid is $9.60 and the best ask is $10.10. If Amara buys at the ask and sells at once at the bid, how much does she lose per share?',
        options: ['$0.10', '$0.50', '$9.60', '$10.10'],
        correct: 1,
        explanation:
          'She pays $10.10 and receives $9.60, losing the 50-cent spread, about 5% of the price. In a thinly traded stock, the spread is a real cost before the price has moved at all.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:federal-reserve-explained:quiz:0',
      lessonId: 'federal-reserve-explained',
      lessonTitle: 'The Federal Reserve Explained',
      difficulty: 'Intermediate',
      question: {
        question: 'Which crisis most directly led to the creation of the Federal Reserve?',
        options: [
          'The stock market crash of 1929',
          'The Panic of 1907',
          'The Civil War',
          'The oil shock of 1973',
        ],
        correct: 1,
        explanation:
          'The Panic of 1907, stopped only by J. P. Morgan’s private rescue, led to the National Monetary Commission, the Jekyll Island plan and the Federal Reserve Act of 23 December 1913.',
      },
    },
    {
      id: 'quiz:federal-reserve-explained:quiz:1',
      lessonId: 'federal-reserve-explained',
      lessonTitle: 'The Federal Reserve Explained',
      difficulty: 'Intermediate',
      question: {
        question: 'What are the two goals of the Fed’s dual mandate?',
        options: [
          'A strong dollar and a balanced budget',
          'High share prices and low taxes',
          'Maximum employment and stable prices',
          'Low mortgage rates and high bank profits',
        ],
        correct: 2,
        explanation:
          'Since the Federal Reserve Reform Act of 1977 the Fed’s goals have been maximum employment and stable prices (with moderate long-term interest rates); it defines stable prices as 2% inflation.',
      },
    },
    {
      id: 'quiz:federal-reserve-explained:quiz:2',
      lessonId: 'federal-reserve-explained',
      lessonTitle: 'The Federal Reserve Explained',
      difficulty: 'Intermediate',
      question: {
        question: 'When the Fed raises its policy rate, what usually happens next?',
        options: [
          'Loan rates rise, borrowing and spending slow, and inflation falls after a lag',
          'Prices fall the next day, as shops cut their prices to match the new rate',
          'The government must raise taxes at once to pay the higher interest on its debt',
          'Deposits pay less interest, so people save less and spend more instead',
        ],
        correct: 0,
        explanation:
          'Higher rates pass quickly to the prime rate and other loans. Less borrowing and spending cool demand, and inflation responds over a year or more.',
      },
    },
    {
      id: 'quiz:federal-reserve-explained:quiz:3',
      lessonId: 'federal-reserve-explained',
      lessonTitle: 'The Federal Reserve Explained',
      difficulty: 'Intermediate',
      question: {
        question:
          'Marcus owes $180,000 on a credit line priced at the prime rate plus one point. Between March and June 2022 the prime rate rose from 3.25% to 4.75%. How much more interest does he pay per year?',
        options: ['$1,350', '$2,700', '$8,550', '$10,350'],
        correct: 1,
        explanation:
          'His rate rose by 1.5 points, from 4.25% to 5.75%. On $180,000 that is 0.015 × $180,000 = $2,700 more a year. This is how a decision in Washington reaches a small firm in Ohio within days.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:banking-system-explained:quiz:0',
      lessonId: 'banking-system-explained',
      lessonTitle: 'The Banking System Explained',
      difficulty: 'Beginner',
      question: {
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
    },
    {
      id: 'quiz:banking-system-explained:quiz:1',
      lessonId: 'banking-system-explained',
      lessonTitle: 'The Banking System Explained',
      difficulty: 'Beginner',
      question: {
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
    },
    {
      id: 'quiz:banking-system-explained:quiz:2',
      lessonId: 'banking-system-explained',
      lessonTitle: 'The Banking System Explained',
      difficulty: 'Beginner',
      question: {
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
    },
    {
      id: 'quiz:banking-system-explained:quiz:3',
      lessonId: 'banking-system-explained',
      lessonTitle: 'The Banking System Explained',
      difficulty: 'Beginner',
      question: {
        question:
          'A bank has $100 million of loans that earn $1 million a year after costs. What return do its owners earn if it is funded with $4 million of their capital?',
        options: ['4%', '10%', '25%', '40%'],
        correct: 2,
        explanation:
          "Return on capital is profit divided by capital: $1 million ÷ $4 million = 25%. With $10 million of capital it would be 10%. Thin capital makes each owner's dollar earn more in good years, and makes the bank far easier to wipe out in bad ones.",
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:technical-analysis:quiz:0',
      lessonId: 'technical-analysis',
      lessonTitle: 'Technical Analysis',
      difficulty: 'Intermediate',
      question: {
        question:
          'A 3-day moving average uses closes of 100, 104 and 108. The next close is 112. What is the new 3-day average?',
        options: ['104', '106', '108', '112'],
        correct: 2,
        explanation:
          'The oldest close (100) drops out and 112 comes in. The new average is (104 + 108 + 112) ÷ 3 = 108. The average rose, but it still sits below the latest price: averages lag.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:technical-analysis:quiz:1',
      lessonId: 'technical-analysis',
      lessonTitle: 'Technical Analysis',
      difficulty: 'Intermediate',
      question: {
        question:
          'Over 14 days, a stock’s up days added 12 points and its down days took away 4 points. Using RSI = 100 × gains ÷ (gains + losses), what is its RSI?',
        options: ['25', '33', '67', '75'],
        correct: 3,
        explanation:
          'RSI = 100 × 12 ÷ (12 + 4) = 75. That is above 70, so chart readers would call the stock overbought.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:technical-analysis:quiz:2',
      lessonId: 'technical-analysis',
      lessonTitle: 'Technical Analysis',
      difficulty: 'Intermediate',
      question: {
        question:
          'A rule trades 136 times and each trade costs 0.5 percent of the money. About how much of the account do costs alone take over the whole test?',
        options: ['About 0.5 percent', 'About 7 percent', 'About half', 'All of it'],
        correct: 2,
        explanation:
          'Each trade keeps 99.5 percent of the money. After 136 trades, 0.995 to the power 136 is about 0.51, so costs take about half. In the lesson’s test, $19,699 before costs became $9,963 after them.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:technical-analysis:quiz:3',
      lessonId: 'technical-analysis',
      lessonTitle: 'Technical Analysis',
      difficulty: 'Intermediate',
      question: {
        question:
          'The S&P 500 closed at 1,565.15 on 9 October 2007 and at 676.53 on 9 March 2009. How far did it fall from peak to low?',
        options: ['About 23 percent', 'About 43 percent', 'About 57 percent', 'About 131 percent'],
        correct: 2,
        explanation:
          '(1,565.15 − 676.53) ÷ 1,565.15 ≈ 0.568, a fall of about 57 percent. That is the 56.8 percent “worst fall” of buy-and-hold in the rule test.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:technical-analysis:quiz:4',
      lessonId: 'technical-analysis',
      lessonTitle: 'Technical Analysis',
      difficulty: 'Intermediate',
      question: {
        question:
          'What did Sullivan, Timmermann and White (1999) find about the best chart rule on the old Dow data?',
        options: [
          'It kept beating the market in 1987–1996 too',
          'It held up on 1897–1986 but failed in 1987–1996',
          'It lost money in every period ever tested',
          'It worked only when trading costs were high',
        ],
        correct: 1,
        explanation:
          'Even after correcting for data snooping, the best rule stood up on the old sample. But in the ten years after, it no longer beat the market. Edges found in the past tend to fade.',
      },
    },
    {
      id: 'quiz:panic-of-1907:quiz:0',
      lessonId: 'panic-of-1907',
      lessonTitle: 'The Panic of 1907',
      difficulty: 'Intermediate',
      question: {
        question:
          'The Knickerbocker Trust paid out about $8 million in about three hours before it stopped. About how much was that per minute?',
        options: ['About $4,400', 'About $44,000', 'About $440,000', 'About $2.7 million'],
        correct: 1,
        explanation:
          'Three hours is 180 minutes. $8,000,000 ÷ 180 ≈ $44,000 a minute. No vault could keep that up for long.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:panic-of-1907:quiz:1',
      lessonId: 'panic-of-1907',
      lessonTitle: 'The Panic of 1907',
      difficulty: 'Intermediate',
      question: {
        question:
          'Agnes needs $1,200 in cash and street brokers charge a 3 percent premium. How much does she pay, by check, for the cash?',
        options: ['$1,203', '$1,236', '$1,260', '$1,360'],
        correct: 1,
        explanation:
          '3 percent of $1,200 is $36, so she pays $1,236. The premium showed how much people would pay for cash they could trust.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:panic-of-1907:quiz:2',
      lessonId: 'panic-of-1907',
      lessonTitle: 'The Panic of 1907',
      difficulty: 'Intermediate',
      question: {
        question:
          'The Dow was about 103 in January 1906 and about 53 in November 1907. About how far had it fallen?',
        options: ['About 20 percent', 'About 33 percent', 'About 49 percent', 'About 95 percent'],
        correct: 2,
        explanation: '(103 − 53) ÷ 103 ≈ 0.49, a fall of about 49 percent, nearly half.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:panic-of-1907:quiz:3',
      lessonId: 'panic-of-1907',
      lessonTitle: 'The Panic of 1907',
      difficulty: 'Intermediate',
      question: {
        question: 'Why were New York trust companies hit harder than national banks in 1907?',
        options: [
          'They were owned by the state, which refused to lend them any more',
          'They kept less cash in reserve, and most were outside the clearing house',
          'They were not allowed to make loans, so they earned too little',
          'They had deposit insurance that ran out in the first week of the run',
        ],
        correct: 1,
        explanation:
          'Trust companies did bank-like business with thinner cash reserves, and most were not members of the New York Clearing House, so they had no club to pool cash with when runs began.',
      },
    },
    {
      id: 'quiz:panic-of-1907:quiz:4',
      lessonId: 'panic-of-1907',
      lessonTitle: 'The Panic of 1907',
      difficulty: 'Intermediate',
      question: {
        question: 'Which law came most directly out of the lessons of 1907?',
        options: [
          'The Glass–Steagall Act of 1933',
          'The Sherman Antitrust Act of 1890',
          'The Federal Reserve Act of 1913',
          'The Securities Exchange Act of 1934',
        ],
        correct: 2,
        explanation:
          'The panic led to the Aldrich–Vreeland Act of 1908 and its National Monetary Commission, whose work led to the Federal Reserve Act of 1913.',
      },
    },
    {
      id: 'quiz:south-sea-bubble-1720:quiz:0',
      lessonId: 'south-sea-bubble-1720',
      lessonTitle: 'The South Sea and Mississippi Bubbles',
      difficulty: 'Intermediate',
      question: {
        question:
          'South Sea stock went from about £128 in January 1720 to about £1,050 around midsummer. About how many times higher was it?',
        options: ['About 2 times', 'About 4 times', 'About 8 times', 'About 80 times'],
        correct: 2,
        explanation: '£1,050 ÷ £128 ≈ 8.2. The price rose about eightfold in six months.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:south-sea-bubble-1720:quiz:1',
      lessonId: 'south-sea-bubble-1720',
      lessonTitle: 'The South Sea and Mississippi Bubbles',
      difficulty: 'Intermediate',
      question: {
        question:
          'A buyer pays £100 down on a share sold at £1,000 and owes £900 more. The price falls to £200. What is the buyer’s stake worth now?',
        options: [
          '£200: the share itself is still worth that much',
          '£100: the deposit already paid is safe',
          'Nothing, but no more can be lost',
          'Minus £700: the debt is bigger than the share',
        ],
        correct: 3,
        explanation:
          'The share is worth £200 but £900 is still owed: 200 − 900 = −700. Buying on installments turned a £100 deposit into a £700 debt.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:south-sea-bubble-1720:quiz:2',
      lessonId: 'south-sea-bubble-1720',
      lessonTitle: 'The South Sea and Mississippi Bubbles',
      difficulty: 'Intermediate',
      question: {
        question: 'Why did the South Sea Company want its share price to be as high as possible?',
        options: [
          'A higher price meant higher dividends by law, paid from the interest the state owed it',
          'It swapped debt for shares at market price, so a higher price meant fewer shares given away',
          'The government paid it a bonus for every rise in its price above the issue price',
          'A high price lowered the tax it paid on the interest it received from the state',
        ],
        correct: 1,
        explanation:
          'Debt holders were paid in shares valued at market. The higher the price, the fewer shares the company handed out, and the more it had left to sell.',
      },
    },
    {
      id: 'quiz:south-sea-bubble-1720:quiz:3',
      lessonId: 'south-sea-bubble-1720',
      lessonTitle: 'The South Sea and Mississippi Bubbles',
      difficulty: 'Intermediate',
      question: {
        question: 'What did John Law do in 1720 that tied the Mississippi bubble to France’s money?',
        options: [
          'He linked the livre to the pound, so that French notes could be changed for British coin',
          'He sold the company to Britain and used the money to pay off the French king’s debts',
          'He fixed the share price at 9,000 livres and printed notes to buy shares at that price',
          'He banned paper money and made the company’s shares the only legal means of payment',
        ],
        correct: 2,
        explanation:
          'By promising to swap shares for 9,000 livres in notes, the Royal Bank had to print notes whenever people sold. The flood of notes drove up prices and the notes lost value.',
      },
    },
    {
      id: 'quiz:weimar-hyperinflation-1923:quiz:0',
      lessonId: 'weimar-hyperinflation-1923',
      lessonTitle: 'Weimar Hyperinflation',
      difficulty: 'Intermediate',
      question: {
        question:
          'At the end of 1922 a dollar cost about 7,400 marks. What were 20,000 marks of savings, like Greta’s in 1922, worth in dollars?',
        options: ['About $2.70', 'About $27', 'About $270', 'About $4,760'],
        correct: 0,
        explanation:
          '20,000 ÷ 7,400 ≈ 2.7, so about $2.70. In 1914, at 4.2 marks to the dollar, the same savings were worth about $4,760.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:weimar-hyperinflation-1923:quiz:1',
      lessonId: 'weimar-hyperinflation-1923',
      lessonTitle: 'Weimar Hyperinflation',
      difficulty: 'Intermediate',
      question: {
        question:
          'One Rentenmark was set equal to one trillion paper marks, and the dollar was fixed at 4.2 trillion paper marks. How many Rentenmarks bought one dollar?',
        options: ['0.42', '4.2', '42', '4.2 trillion'],
        correct: 1,
        explanation:
          '4.2 trillion ÷ 1 trillion = 4.2. The new money brought the dollar back to 4.2 marks, the rate of 1914, by dropping twelve zeros.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:weimar-hyperinflation-1923:quiz:2',
      lessonId: 'weimar-hyperinflation-1923',
      lessonTitle: 'Weimar Hyperinflation',
      difficulty: 'Intermediate',
      question: {
        question: 'If prices double every 4 days, about how many times higher are they after 40 days?',
        options: ['About 20 times', 'About 80 times', 'About 1,000 times', 'About 10,000 times'],
        correct: 2,
        explanation:
          '40 days is 10 doublings: 2 multiplied by itself 10 times is 1,024. Doubling every few days, as in October 1923, means prices rise about a thousandfold in under six weeks.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:weimar-hyperinflation-1923:quiz:3',
      lessonId: 'weimar-hyperinflation-1923',
      lessonTitle: 'Weimar Hyperinflation',
      difficulty: 'Intermediate',
      question: {
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
    },
    {
      id: 'quiz:weimar-hyperinflation-1923:quiz:4',
      lessonId: 'weimar-hyperinflation-1923',
      lessonTitle: 'Weimar Hyperinflation',
      difficulty: 'Intermediate',
      question: {
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
    },
    {
      id: 'quiz:black-wednesday-1992:quiz:0',
      lessonId: 'black-wednesday-1992',
      lessonTitle: 'Black Wednesday',
      difficulty: 'Intermediate',
      question: {
        question:
          'Fiona borrowed DM 2.95 million when a pound bought DM 2.95, so the loan was worth £1 million. If a pound later buys DM 2.50, what is the debt worth in pounds?',
        options: ['£850,000', '£1,000,000', '£1,180,000', '£1,450,000'],
        correct: 2,
        explanation:
          'DM 2,950,000 ÷ 2.50 = £1,180,000. At the weaker pound, the same mark debt needs 18 percent more pounds to repay.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:black-wednesday-1992:quiz:1',
      lessonId: 'black-wednesday-1992',
      lessonTitle: 'Black Wednesday',
      difficulty: 'Intermediate',
      question: {
        question:
          'The mark loan saved about 5 percentage points of interest a year on £1 million. About how much did that save over two years?',
        options: ['£5,000', '£50,000', '£100,000', '£500,000'],
        correct: 2,
        explanation:
          '5 percent of £1 million is £50,000 a year, so about £100,000 over two years, less than the £180,000 the debt would grow by if the pound fell to DM 2.50 (in October 1992 it fell further).',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:black-wednesday-1992:quiz:2',
      lessonId: 'black-wednesday-1992',
      lessonTitle: 'Black Wednesday',
      difficulty: 'Intermediate',
      question: {
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
    },
    {
      id: 'quiz:black-wednesday-1992:quiz:3',
      lessonId: 'black-wednesday-1992',
      lessonTitle: 'Black Wednesday',
      difficulty: 'Intermediate',
      question: {
        question: 'What did Britain adopt after leaving the ERM to anchor inflation?',
        options: ['The gold standard', 'A fixed rate to the US dollar', 'An inflation target', 'The euro'],
        correct: 2,
        explanation:
          'In October 1992 the government set an inflation target of 1–4 percent. In 1997 the Bank of England was given control of interest rates to meet it.',
      },
    },
    {
      id: 'quiz:mexican-peso-crisis-1994:quiz:0',
      lessonId: 'mexican-peso-crisis-1994',
      lessonTitle: 'The Mexican Peso Crisis',
      difficulty: 'Intermediate',
      question: {
        question:
          'Suppose Marisol owes $100,000. The peso falls from 3.1 to 7 per dollar. How many pesos does she now owe?',
        options: ['310,000', '450,000', '700,000', '1,000,000'],
        correct: 2,
        explanation:
          '$100,000 × 7 = 700,000 pesos, up from 310,000. Her debt more than doubled in the currency she earns, without her borrowing another cent.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:mexican-peso-crisis-1994:quiz:1',
      lessonId: 'mexican-peso-crisis-1994',
      lessonTitle: 'The Mexican Peso Crisis',
      difficulty: 'Intermediate',
      question: {
        question:
          'In late December 1994 Mexico had about $6 billion of reserves and about $29 billion of tesobonos. About what share of the tesobonos could the reserves repay?',
        options: ['About 5%', 'About 20%', 'About 50%', 'All of them'],
        correct: 1,
        explanation:
          '$6 billion ÷ $29 billion ≈ 0.21, about a fifth. That gap is why investors feared a default.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:mexican-peso-crisis-1994:quiz:2',
      lessonId: 'mexican-peso-crisis-1994',
      lessonTitle: 'The Mexican Peso Crisis',
      difficulty: 'Intermediate',
      question: {
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
    },
    {
      id: 'quiz:mexican-peso-crisis-1994:quiz:3',
      lessonId: 'mexican-peso-crisis-1994',
      lessonTitle: 'The Mexican Peso Crisis',
      difficulty: 'Intermediate',
      question: {
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
    },
    {
      id: 'quiz:argentina-crisis-2001:quiz:0',
      lessonId: 'argentina-crisis-2001',
      lessonTitle: 'Argentina’s Collapse',
      difficulty: 'Intermediate',
      question: {
        question:
          'A $10,000 deposit was converted into pesos at 1.40 per dollar. When a dollar cost 3.50 pesos, how many dollars could the pesos buy?',
        options: ['About $2,500', 'About $4,000', 'About $7,000', '$10,000'],
        correct: 1,
        explanation:
          '$10,000 × 1.40 = 14,000 pesos. 14,000 ÷ 3.50 = $4,000, before the inflation adjustment. The saver lost about 60 percent in dollar terms.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:argentina-crisis-2001:quiz:1',
      lessonId: 'argentina-crisis-2001',
      lessonTitle: 'Argentina’s Collapse',
      difficulty: 'Intermediate',
      question: {
        question:
          'Under the corralito a person could withdraw 250 a week in cash from their accounts at a bank. About how much was that in a 30-day month?',
        options: ['About 250', 'About 500', 'About 1,000', 'About 7,500'],
        correct: 2,
        explanation: 'A 30-day month has about 4.3 weeks: 250 × 4.3 ≈ 1,070, so about 1,000 a month.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:argentina-crisis-2001:quiz:2',
      lessonId: 'argentina-crisis-2001',
      lessonTitle: 'Argentina’s Collapse',
      difficulty: 'Intermediate',
      question: {
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
    },
    {
      id: 'quiz:argentina-crisis-2001:quiz:3',
      lessonId: 'argentina-crisis-2001',
      lessonTitle: 'Argentina’s Collapse',
      difficulty: 'Intermediate',
      question: {
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
    },
    {
      id: 'quiz:euro-debt-crisis-2010:quiz:0',
      lessonId: 'euro-debt-crisis-2010',
      lessonTitle: 'The Euro-Area Debt Crisis',
      difficulty: 'Advanced',
      question: {
        question:
          'A saver held Greek bonds with a face value of €10,000. In the 2012 swap the new bonds had a face value 53.5 percent lower. What was their new face value?',
        options: ['€535', '€4,650', '€5,350', '€9,465'],
        correct: 1,
        explanation:
          '53.5 percent of €10,000 is €5,350, so €10,000 − €5,350 = €4,650. Lower interest and a longer wait cut the real value further.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:euro-debt-crisis-2010:quiz:1',
      lessonId: 'euro-debt-crisis-2010',
      lessonTitle: 'The Euro-Area Debt Crisis',
      difficulty: 'Advanced',
      question: {
        question:
          'A government owes €300 billion and must refinance it. How much more interest a year does it pay at 7 percent than at 2 percent?',
        options: ['€5 billion', '€15 billion', '€21 billion', '€150 billion'],
        correct: 1,
        explanation:
          '5 percentage points × €300 billion = €15 billion a year more. That is why a rate rise from 2 to 7 percent can make a debt unpayable.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:euro-debt-crisis-2010:quiz:2',
      lessonId: 'euro-debt-crisis-2010',
      lessonTitle: 'The Euro-Area Debt Crisis',
      difficulty: 'Advanced',
      question: {
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
    },
    {
      id: 'quiz:euro-debt-crisis-2010:quiz:3',
      lessonId: 'euro-debt-crisis-2010',
      lessonTitle: 'The Euro-Area Debt Crisis',
      difficulty: 'Advanced',
      question: {
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
    },
    {
      id: 'quiz:silicon-valley-bank-2023:quiz:0',
      lessonId: 'silicon-valley-bank-2023',
      lessonTitle: 'Silicon Valley Bank',
      difficulty: 'Intermediate',
      question: {
        question:
          'A company has $4,000,000 in one account at one bank. The insured limit is $250,000. How much is uninsured?',
        options: ['$250,000', '$3,750,000', '$4,000,000', '$4,250,000'],
        correct: 1,
        explanation: '$4,000,000 − $250,000 = $3,750,000, about 94 percent of the balance.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:silicon-valley-bank-2023:quiz:1',
      lessonId: 'silicon-valley-bank-2023',
      lessonTitle: 'Silicon Valley Bank',
      difficulty: 'Intermediate',
      question: {
        question:
          'A bond has a duration of 6. Interest rates rise by 3 percentage points. Using the rule of thumb, about how much does its price fall?',
        options: ['About 2%', 'About 9%', 'About 18%', 'About 36%'],
        correct: 2,
        explanation:
          'Price change ≈ −duration × rate rise = −6 × 3 = −18 percent. Long bonds bought at low rates lost a lot when rates rose in 2022.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:silicon-valley-bank-2023:quiz:2',
      lessonId: 'silicon-valley-bank-2023',
      lessonTitle: 'Silicon Valley Bank',
      difficulty: 'Intermediate',
      question: {
        question:
          'On 9 March 2023 depositors tried to take about $42 billion out of SVB, which had held about $175 billion of deposits at the end of 2022. About what share was that?',
        options: ['About 2%', 'About 10%', 'About 25%', 'About 75%'],
        correct: 2,
        explanation: '$42 billion ÷ $175 billion ≈ 0.24, about a quarter of all deposits in a single day.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:silicon-valley-bank-2023:quiz:3',
      lessonId: 'silicon-valley-bank-2023',
      lessonTitle: 'Silicon Valley Bank',
      difficulty: 'Intermediate',
      question: {
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
    },
    {
      id: 'quiz:panic-of-1873:quiz:0',
      lessonId: 'panic-of-1873',
      lessonTitle: 'The Panic of 1873',
      difficulty: 'Beginner',
      question: {
        question:
          'A $1,000 Northern Pacific bond pays 7.3 percent a year. How much interest is that each year?',
        options: ['$7.30', '$73', '$730', '$1,073'],
        correct: 1,
        explanation:
          '7.3 percent of $1,000 is $73 a year, $23 more than a 5 percent savings bank would pay, if the railroad could pay it.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:panic-of-1873:quiz:1',
      lessonId: 'panic-of-1873',
      lessonTitle: 'The Panic of 1873',
      difficulty: 'Beginner',
      question: {
        question: 'The NBER dates the slump from October 1873 to March 1879. About how many years is that?',
        options: ['About 1½ years', 'About 3 years', 'About 5½ years', 'About 10 years'],
        correct: 2,
        explanation:
          'October 1873 to March 1879 is 65 months, about 5½ years, the longest downturn in the NBER’s records.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:panic-of-1873:quiz:2',
      lessonId: 'panic-of-1873',
      lessonTitle: 'The Panic of 1873',
      difficulty: 'Beginner',
      question: {
        question: 'Why did the failure of Jay Cooke & Company cause such a panic?',
        options: [
          'It was the government’s central bank, so its fall froze all payments',
          'It was a famous, trusted firm, so its fall made people doubt every bank',
          'It held all the country’s gold, so its failure left the banks with none',
          'It owned the New York Stock Exchange and most of the firms trading there',
        ],
        correct: 1,
        explanation:
          'Cooke had sold the Union’s war bonds. If his firm could fail, depositors reasoned, any bank could, so they ran.',
      },
    },
    {
      id: 'quiz:panic-of-1873:quiz:3',
      lessonId: 'panic-of-1873',
      lessonTitle: 'The Panic of 1873',
      difficulty: 'Beginner',
      question: {
        question: 'What did the New York Stock Exchange do on 20 September 1873, for the first time?',
        options: [
          'Banned short selling',
          'Closed for ten days',
          'Set a daily limit on how far prices could fall',
          'Began trading railroad bonds',
        ],
        correct: 1,
        explanation: 'It closed until 30 September to stop forced selling at panic prices.',
      },
    },
    {
      id: 'quiz:black-friday-1869:quiz:0',
      lessonId: 'black-friday-1869',
      lessonTitle: 'Black Friday, 1869',
      difficulty: 'Beginner',
      question: {
        question:
          'Cornelius owes $10,000 in gold. The gold price is 162½ paper dollars per 100 in gold. How many paper dollars does he need?',
        options: ['$10,162.50', '$13,500', '$16,250', '$26,250'],
        correct: 2,
        explanation:
          '$10,000 × 162.5 ÷ 100 = $16,250 in paper money, compared with $13,500 at a price of 135.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:black-friday-1869:quiz:1',
      lessonId: 'black-friday-1869',
      lessonTitle: 'Black Friday, 1869',
      difficulty: 'Beginner',
      question: {
        question:
          'Gold fell from 162½ to about 133 once the Treasury’s sale was announced. About what percent fall was that?',
        options: ['About 5%', 'About 18%', 'About 30%', 'About 62%'],
        correct: 1,
        explanation: '(162.5 − 133) ÷ 162.5 ≈ 0.18, about 18 percent, within minutes.',
        kind: 'calculation',
      },
    },
    {
      id: 'quiz:black-friday-1869:quiz:2',
      lessonId: 'black-friday-1869',
      lessonTitle: 'Black Friday, 1869',
      difficulty: 'Beginner',
      question: {
        question: 'What was the weak point of Gould’s corner?',
        options: [
          'Gold could not be traded for future delivery',
          'The Treasury held far more gold and could sell it',
          'Fisk had no money of his own to put into the corner',
          'The law fixed the price of gold, so it could not rise far',
        ],
        correct: 1,
        explanation:
          'About $100 million of Treasury gold dwarfed the gold on the market. The corner depended on the government not selling.',
      },
    },
    {
      id: 'quiz:black-friday-1869:quiz:3',
      lessonId: 'black-friday-1869',
      lessonTitle: 'Black Friday, 1869',
      difficulty: 'Beginner',
      question: {
        question: 'Why did importers suffer in the gold squeeze?',
        options: [
          'Customs duties had to be paid in gold coin',
          'Imports were banned during the corner',
          'They were paid in gold by their customers',
          'The Gold Room charged importers a special tax',
        ],
        correct: 0,
        explanation:
          'Importers sold in paper money but had to buy gold to pay customs duties, so a higher gold price raised their costs.',
      },
    },
    {
      id: 'quiz:options-derivatives:14:0',
      lessonId: 'options-derivatives',
      lessonTitle: 'Options & Derivatives',
      difficulty: 'Advanced',
      question: {
        question:
          'You buy one 50-strike call for $3.00. At expiry the stock is at $56. Ignoring commission, what is your profit?',
        options: ['$600', '$300', '$56', '$5,300'],
        correct: 1,
        explanation:
          'At expiry the call is worth $56 − $50 = $6 a share, or $600 for the contract’s 100 shares. Subtract the $300 premium you paid and the profit is $300.',
      },
    },
    {
      id: 'quiz:options-derivatives:14:1',
      lessonId: 'options-derivatives',
      lessonTitle: 'Options & Derivatives',
      difficulty: 'Advanced',
      question: {
        question:
          'A stock trades at $100 and the European Black–Scholes price of its 110 put is $10.24. How much of that premium is time value?',
        options: ['$10.24', '$10.00', '$0.24', 'None: puts have no time value'],
        correct: 2,
        explanation:
          'A put’s intrinsic value is the strike minus the stock price, $110 − $100 = $10.00. Whatever is left of the premium, $0.24, is time value.',
      },
    },
    {
      id: 'quiz:options-derivatives:14:2',
      lessonId: 'options-derivatives',
      lessonTitle: 'Options & Derivatives',
      difficulty: 'Advanced',
      question: {
        question: 'Which Greek tells you how much value an option loses each day if nothing else changes?',
        options: ['Delta', 'Gamma', 'Vega', 'Theta'],
        correct: 3,
        explanation:
          'Theta measures time decay. Delta and gamma describe sensitivity to the stock price, and vega sensitivity to implied volatility.',
      },
    },
    {
      id: 'quiz:options-derivatives:14:3',
      lessonId: 'options-derivatives',
      lessonTitle: 'Options & Derivatives',
      difficulty: 'Advanced',
      question: {
        question:
          'Your account holds $50,000 and you follow the 2% guideline. Each contract you want to buy costs $2.40 a share plus $0.65 commission. How many contracts can you buy?',
        options: ['4', '2', '5', '20'],
        correct: 0,
        explanation:
          '2% of $50,000 is $1,000. One contract risks $240 + $0.65 = $240.65. $1,000 ÷ $240.65 = 4.16, which rounds down to 4 contracts.',
      },
    },
    {
      id: 'quiz:options-derivatives:14:4',
      lessonId: 'options-derivatives',
      lessonTitle: 'Options & Derivatives',
      difficulty: 'Advanced',
      question: {
        question: 'What does the seller of a covered call give up in exchange for the premium?',
        options: [
          'The dividends on the shares',
          'All protection against a fall in the stock',
          'Any gain above the strike price',
          'The right to sell the shares before expiry',
        ],
        correct: 2,
        explanation:
          'If the stock ends above the strike, the shares are called away at the strike, so any rise beyond it is lost. The premium is a small cushion against a fall, and the owner keeps the dividends and can still sell the shares (after buying back the call).',
      },
    },
  ],
  termLessons: {
    'exchange-rate-mechanism': 'euro-creation-1999',
    'fixed-exchange-rate': 'euro-creation-1999',
    inflation: 'euro-creation-1999',
    'maastricht-criteria': 'euro-creation-1999',
    gdp: 'euro-creation-1999',
    'monetary-union': 'euro-creation-1999',
    'european-central-bank': 'euro-creation-1999',
    'speculative-attack': 'euro-creation-1999',
    devaluation: 'euro-creation-1999',
    hedging: 'euro-creation-1999',
    'stability-and-growth-pact': 'euro-creation-1999',
    'credit-spread': 'euro-creation-1999',
    euro: 'euro-creation-1999',
    ecu: 'euro-creation-1999',
    'optimum-currency-area': 'euro-creation-1999',
    'asymmetric-shock': 'euro-creation-1999',
    'currency-band': 'russian-default-1998',
    gko: 'russian-default-1998',
    'budget-deficit': 'russian-default-1998',
    'rollover-risk': 'russian-default-1998',
    oligarch: 'russian-default-1998',
    'bond-yield': 'russian-default-1998',
    'financial-contagion': 'russian-default-1998',
    'capital-flight': 'russian-default-1998',
    'deposit-insurance': 'russian-default-1998',
    'imf-programme': 'russian-default-1998',
    'foreign-exchange-reserves': 'russian-default-1998',
    'imf-conditionality': 'russian-default-1998',
    default: 'russian-default-1998',
    'sovereign-default': 'russian-default-1998',
    'debt-moratorium': 'russian-default-1998',
    'currency-crisis': 'russian-default-1998',
    'bank-run': 'russian-default-1998',
    'flight-to-quality': 'russian-default-1998',
    'hedge-fund': 'russian-default-1998',
    'counterparty-risk': 'ltcm-1998',
    'convergence-trade': 'ltcm-1998',
    leverage: 'ltcm-1998',
    'interest-rate-swap': 'ltcm-1998',
    'notional-value': 'ltcm-1998',
    haircut: 'ltcm-1998',
    'repo-market': 'ltcm-1998',
    'value-at-risk': 'ltcm-1998',
    'fat-tails': 'ltcm-1998',
    liquidity: 'ltcm-1998',
    'sovereign-debt': 'ltcm-1998',
    'fire-sale': 'ltcm-1998',
    'margin-call': 'ltcm-1998',
    'systemic-risk': 'ltcm-1998',
    'moral-hazard': 'ltcm-1998',
    'too-big-to-fail': 'ltcm-1998',
    'securities-and-exchange-commission': 'ltcm-1998',
    currency: 'asian-crisis-1997',
    'exchange-rate': 'asian-crisis-1997',
    'currency-peg': 'asian-crisis-1997',
    'currency-mismatch': 'asian-crisis-1997',
    'hot-money': 'asian-crisis-1997',
    'current-account-deficit': 'asian-crisis-1997',
    'maturity-mismatch': 'asian-crisis-1997',
    'forward-contract': 'asian-crisis-1997',
    'capital-controls': 'asian-crisis-1997',
    'non-performing-loan': 'asian-crisis-1997',
    collateral: 'japan-bubble-1989',
    'land-myth': 'japan-bubble-1989',
    'plaza-accord': 'japan-bubble-1989',
    endaka: 'japan-bubble-1989',
    'discount-rate': 'japan-bubble-1989',
    'bank-of-japan': 'japan-bubble-1989',
    zaitech: 'japan-bubble-1989',
    'cross-shareholding': 'japan-bubble-1989',
    'price-earnings-ratio': 'japan-bubble-1989',
    'nikkei-225': 'japan-bubble-1989',
    'zombie-company': 'japan-bubble-1989',
    deflation: 'japan-bubble-1989',
    'balance-sheet-recession': 'japan-bubble-1989',
    'quantitative-easing': 'japan-bubble-1989',
    '3-6-3-rule': 'savings-and-loan-crisis',
    'savings-and-loan': 'savings-and-loan-crisis',
    'regulation-q': 'savings-and-loan-crisis',
    'money-market-fund': 'savings-and-loan-crisis',
    'net-worth': 'savings-and-loan-crisis',
    'brokered-deposit': 'savings-and-loan-crisis',
    'regulatory-forbearance': 'savings-and-loan-crisis',
    'gambling-for-resurrection': 'savings-and-loan-crisis',
    'zombie-thrift': 'savings-and-loan-crisis',
    'adjustable-rate-mortgage': 'savings-and-loan-crisis',
    fslic: 'savings-and-loan-crisis',
    'resolution-trust-corporation': 'savings-and-loan-crisis',
    'nasdaq-composite': 'dotcom-bubble',
    'day-trading': 'dotcom-bubble',
    ipo: 'dotcom-bubble',
    'market-capitalization': 'dotcom-bubble',
    'growth-stock': 'dotcom-bubble',
    eyeballs: 'dotcom-bubble',
    'burn-rate': 'dotcom-bubble',
    'cape-ratio': 'dotcom-bubble',
    'speculative-bubble': 'dotcom-bubble',
    'margin-loan': 'dotcom-bubble',
    'analyst-conflict': 'dotcom-bubble',
    'investment-bank': 'financial-crisis-2008',
    mortgage: 'financial-crisis-2008',
    'subprime-mortgage': 'financial-crisis-2008',
    securitisation: 'financial-crisis-2008',
    'mortgage-backed-security': 'financial-crisis-2008',
    tranche: 'financial-crisis-2008',
    'collateralized-debt-obligation': 'financial-crisis-2008',
    'credit-rating-agency': 'financial-crisis-2008',
    'credit-default-swap': 'financial-crisis-2008',
    'underwater-mortgage': 'financial-crisis-2008',
    tarp: 'financial-crisis-2008',
    foreclosure: 'financial-crisis-2008',
    'stress-test': 'financial-crisis-2008',
    'dodd-frank-act': 'financial-crisis-2008',
    'volcker-rule': 'financial-crisis-2008',
    'ponzi-scheme': 'financial-crisis-2008',
    guilder: 'tulip-mania',
    'broken-tulip': 'tulip-mania',
    windhandel: 'tulip-mania',
    'greater-fool': 'tulip-mania',
    'paper-profit': 'tulip-mania',
    'payment-for-order-flow': 'gamestop-squeeze-2021',
    'short-selling': 'gamestop-squeeze-2021',
    'short-interest': 'gamestop-squeeze-2021',
    float: 'gamestop-squeeze-2021',
    'meme-stock': 'gamestop-squeeze-2021',
    'short-squeeze': 'gamestop-squeeze-2021',
    'call-option': 'gamestop-squeeze-2021',
    'gamma-squeeze': 'gamestop-squeeze-2021',
    'market-maker': 'gamestop-squeeze-2021',
    'clearing-house': 'gamestop-squeeze-2021',
    'settlement-cycle': 'gamestop-squeeze-2021',
    'fractional-reserve-banking': 'bank-runs-1929',
    'lender-of-last-resort': 'bank-runs-1929',
    'money-supply': 'bank-runs-1929',
    'credit-intermediation': 'bank-runs-1929',
    'bank-holiday': 'bank-runs-1929',
    fdic: 'bank-runs-1929',
    'fundamental-analysis': 'efficient-market-hypothesis',
    'active-management': 'efficient-market-hypothesis',
    'random-walk': 'efficient-market-hypothesis',
    'efficient-market-hypothesis': 'efficient-market-hypothesis',
    'weak-form-efficiency': 'efficient-market-hypothesis',
    'semi-strong-form-efficiency': 'efficient-market-hypothesis',
    'strong-form-efficiency': 'efficient-market-hypothesis',
    'technical-analysis': 'efficient-market-hypothesis',
    'index-fund': 'efficient-market-hypothesis',
    'expense-ratio': 'efficient-market-hypothesis',
    beta: 'efficient-market-hypothesis',
    alpha: 'efficient-market-hypothesis',
    'excess-volatility': 'efficient-market-hypothesis',
    'behavioural-finance': 'efficient-market-hypothesis',
    herding: 'efficient-market-hypothesis',
    'market-anomaly': 'efficient-market-hypothesis',
    'value-stock': 'efficient-market-hypothesis',
    arbitrage: 'efficient-market-hypothesis',
    'insider-trading': 'efficient-market-hypothesis',
    'dollar-gap': 'marshall-plan-1948',
    convertibility: 'marshall-plan-1948',
    'bilateral-trade-agreement': 'marshall-plan-1948',
    'marshall-plan': 'marshall-plan-1948',
    'counterpart-funds': 'marshall-plan-1948',
    'currency-reform': 'marshall-plan-1948',
    'european-payments-union': 'marshall-plan-1948',
    cryptocurrency: 'bitcoin',
    'bitcoin-mining': 'bitcoin',
    blockchain: 'bitcoin',
    'proof-of-work': 'bitcoin',
    halving: 'bitcoin',
    'private-key': 'bitcoin',
    'darknet-market': 'bitcoin',
    'crypto-exchange': 'bitcoin',
    'self-custody': 'bitcoin',
    'initial-coin-offering': 'bitcoin',
    stablecoin: 'bitcoin',
    ftx: 'bitcoin',
    'exchange-traded-fund': 'bitcoin',
    'gold-standard': 'gold-standard',
    'price-specie-flow': 'gold-standard',
    'bretton-woods': 'gold-standard',
    'reserve-currency': 'gold-standard',
    'world-bank': 'gold-standard',
    'triffin-dilemma': 'gold-standard',
    'gold-window': 'gold-standard',
    'fiat-money': 'gold-standard',
    'price-controls': 'stagflation-1970s',
    'oil-shock': 'stagflation-1970s',
    'supply-shock': 'stagflation-1970s',
    opec: 'stagflation-1970s',
    stagflation: 'stagflation-1970s',
    'real-interest-rate': 'stagflation-1970s',
    'phillips-curve': 'stagflation-1970s',
    'inflation-expectations': 'stagflation-1970s',
    'wage-price-spiral': 'stagflation-1970s',
    'federal-funds-rate': 'stagflation-1970s',
    'inflation-hedge': 'stagflation-1970s',
    'volcker-shock': 'stagflation-1970s',
    '401k-plan': 'enron-scandal',
    diversification: 'enron-scandal',
    'mark-to-market-accounting': 'enron-scandal',
    deregulation: 'enron-scandal',
    'special-purpose-entity': 'enron-scandal',
    'off-balance-sheet': 'enron-scandal',
    'external-auditor': 'enron-scandal',
    whistleblower: 'enron-scandal',
    'earnings-restatement': 'enron-scandal',
    'investment-grade': 'enron-scandal',
    'sarbanes-oxley-act': 'enron-scandal',
    'internal-controls': 'enron-scandal',
    'petrodollar-recycling': 'latin-american-debt-1982',
    'syndicated-loan': 'latin-american-debt-1982',
    'floating-rate-loan': 'latin-american-debt-1982',
    'debt-rescheduling': 'latin-american-debt-1982',
    'brady-bond': 'latin-american-debt-1982',
    'loan-loss-reserve': 'latin-american-debt-1982',
    'high-frequency-trading': 'flash-crash-2010',
    'market-fragmentation': 'flash-crash-2010',
    'stub-quote': 'flash-crash-2010',
    'e-mini-futures': 'flash-crash-2010',
    'futures-contract': 'flash-crash-2010',
    vix: 'flash-crash-2010',
    'stop-loss-order': 'flash-crash-2010',
    'stop-limit-order': 'flash-crash-2010',
    'price-gap': 'flash-crash-2010',
    'market-order': 'flash-crash-2010',
    'limit-order': 'flash-crash-2010',
    'algorithmic-trading': 'flash-crash-2010',
    'circuit-breaker': 'flash-crash-2010',
    'limit-up-limit-down': 'flash-crash-2010',
    'portfolio-insurance': 'black-monday-1987',
    'feedback-loop': 'black-monday-1987',
    'market-crash': 'black-monday-1987',
    'index-arbitrage': 'black-monday-1987',
    'program-trading': 'black-monday-1987',
    'stock-specialist': 'black-monday-1987',
    'bear-market': 'covid-inflation',
    recession: 'covid-inflation',
    'fiscal-stimulus': 'covid-inflation',
    'paycheck-protection-program': 'covid-inflation',
    m2: 'covid-inflation',
    'consumer-price-index': 'covid-inflation',
    'supply-chain-bottleneck': 'covid-inflation',
    'transitory-inflation': 'covid-inflation',
    shrinkflation: 'covid-inflation',
    'real-wage': 'covid-inflation',
    'rate-hike': 'covid-inflation',
    'basis-point': 'covid-inflation',
    'soft-landing': 'covid-inflation',
    share: 'stock-market-basics',
    investing: 'stock-market-basics',
    'joint-stock-company': 'stock-market-basics',
    'limited-liability': 'stock-market-basics',
    dividend: 'stock-market-basics',
    'share-buyback': 'stock-market-basics',
    'total-return': 'stock-market-basics',
    'brokerage-account': 'stock-market-basics',
    'time-horizon': 'stock-market-basics',
    portfolio: 'stock-market-basics',
    'mutual-fund': 'stock-market-basics',
    'stock-index': 'stock-market-basics',
    'sp-500': 'stock-market-basics',
    'risk-tolerance': 'stock-market-basics',
    compounding: 'stock-market-basics',
    'rule-of-72': 'stock-market-basics',
    bond: 'stock-market-basics',
    'equity-risk-premium': 'stock-market-basics',
    risk: 'stock-market-basics',
    return: 'stock-market-basics',
    'real-return': 'stock-market-basics',
    stockbroker: 'wall-street-explained',
    'buttonwood-agreement': 'wall-street-explained',
    'fixed-commissions': 'wall-street-explained',
    'glass-steagall-act': 'wall-street-explained',
    underwriting: 'wall-street-explained',
    'ipo-underpricing': 'wall-street-explained',
    'bull-market': 'bull-bear-markets',
    'dow-jones': 'bull-bear-markets',
    'market-cycle': 'bull-bear-markets',
    'asset-allocation': 'bull-bear-markets',
    rebalancing: 'bull-bear-markets',
    'loss-aversion': 'bull-bear-markets',
    'dollar-cost-averaging': 'bull-bear-markets',
    'market-correction': 'bull-bear-markets',
    'maximum-drawdown': 'bull-bear-markets',
    'bid-and-ask': 'stock-exchanges-explained',
    'stock-exchange': 'stock-exchanges-explained',
    nyse: 'stock-exchanges-explained',
    'call-market': 'stock-exchanges-explained',
    nasdaq: 'stock-exchanges-explained',
    'bid-ask-spread': 'stock-exchanges-explained',
    'order-book': 'stock-exchanges-explained',
    'stop-order': 'stock-exchanges-explained',
    'trailing-stop': 'stock-exchanges-explained',
    'bracket-order': 'stock-exchanges-explained',
    'extended-hours-trading': 'stock-exchanges-explained',
    'dark-pool': 'stock-exchanges-explained',
    decimalisation: 'stock-exchanges-explained',
    'interest-rate': 'federal-reserve-explained',
    'prime-rate': 'federal-reserve-explained',
    'central-bank': 'federal-reserve-explained',
    'discount-window': 'federal-reserve-explained',
    'federal-reserve': 'federal-reserve-explained',
    'dual-mandate': 'federal-reserve-explained',
    fomc: 'federal-reserve-explained',
    'open-market-operations': 'federal-reserve-explained',
    'inflation-target': 'federal-reserve-explained',
    'quantitative-tightening': 'federal-reserve-explained',
    'uninsured-deposits': 'banking-system-explained',
    loan: 'banking-system-explained',
    'net-interest-margin': 'banking-system-explained',
    'bank-capital': 'banking-system-explained',
    'bank-reserves': 'banking-system-explained',
    'capital-requirement': 'banking-system-explained',
    'basel-accords': 'banking-system-explained',
    'payment-system': 'banking-system-explained',
    'candlestick-chart': 'technical-analysis',
    'price-trend': 'technical-analysis',
    'support-and-resistance': 'technical-analysis',
    'moving-average': 'technical-analysis',
    'moving-average-crossover': 'technical-analysis',
    'trading-volume': 'technical-analysis',
    'relative-strength-index': 'technical-analysis',
    'trading-costs': 'technical-analysis',
    backtest: 'technical-analysis',
    'data-snooping': 'technical-analysis',
    whipsaw: 'technical-analysis',
    'trust-company': 'panic-of-1907',
    'bank-clearing-house': 'panic-of-1907',
    'market-corner': 'panic-of-1907',
    'call-money': 'panic-of-1907',
    'suspension-of-payments': 'panic-of-1907',
    'clearing-house-loan-certificate': 'panic-of-1907',
    annuity: 'south-sea-bubble-1720',
    'debt-for-equity-swap': 'south-sea-bubble-1720',
    'share-subscription': 'south-sea-bubble-1720',
    'paper-money-overissue': 'south-sea-bubble-1720',
    'monetizing-deficits': 'weimar-hyperinflation-1923',
    'war-reparations': 'weimar-hyperinflation-1923',
    'real-asset': 'weimar-hyperinflation-1923',
    hyperinflation: 'weimar-hyperinflation-1923',
    'currency-stabilization': 'weimar-hyperinflation-1923',
    'policy-interest-rate': 'black-wednesday-1992',
    'floating-exchange-rate': 'black-wednesday-1992',
    'self-fulfilling-crisis': 'black-wednesday-1992',
    'bank-of-england': 'black-wednesday-1992',
    'crawling-peg': 'mexican-peso-crisis-1994',
    'dollar-linked-debt': 'mexican-peso-crisis-1994',
    'sudden-stop': 'mexican-peso-crisis-1994',
    'currency-board': 'argentina-crisis-2001',
    'deposit-freeze': 'argentina-crisis-2001',
    'forced-currency-conversion': 'argentina-crisis-2001',
    'debt-restructuring': 'argentina-crisis-2001',
    'bond-spread': 'euro-debt-crisis-2010',
    bailout: 'euro-debt-crisis-2010',
    troika: 'euro-debt-crisis-2010',
    'doom-loop': 'euro-debt-crisis-2010',
    austerity: 'euro-debt-crisis-2010',
    'bond-haircut': 'euro-debt-crisis-2010',
    treasuries: 'silicon-valley-bank-2023',
    'interest-rate-risk': 'silicon-valley-bank-2023',
    'bond-duration': 'silicon-valley-bank-2023',
    'treasury-bill': 'silicon-valley-bank-2023',
    'unrealized-loss': 'silicon-valley-bank-2023',
    'systemic-risk-exception': 'silicon-valley-bank-2023',
    'railroad-bond': 'panic-of-1873',
    greenback: 'panic-of-1873',
    specie: 'panic-of-1873',
    'specie-resumption': 'panic-of-1873',
    'gold-price': 'black-friday-1869',
    'inside-information': 'black-friday-1869',
  },
  optionsCoursePrerequisites: ['stock-market-basics', 'technical-analysis'],
};
