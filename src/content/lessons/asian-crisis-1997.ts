import type { GlossaryEntry, Lesson } from '../schema';

// The 1997–98 Asian financial crisis. The protagonist is a composite Bangkok developer; exchange
// rates are approximate market rates against the US dollar.

export const glossary: Record<string, GlossaryEntry> = {
  currency: {
    text: 'Currency',
    definition:
      'A country’s money, in notes, coins and bank deposits, counted in its own unit, such as the US dollar, the Thai baht or the Korean won; the euro is one currency shared by many countries. What one currency costs in another is the exchange rate.',
  },
  imf: {
    text: 'International Monetary Fund (IMF)',
    definition:
      'An international organization of nearly every country, agreed at the Bretton Woods conference of July 1944. It watches its members’ economies and currencies and lends to a government that cannot pay its foreign bills, in stages and on conditions such as budget cuts or higher interest rates (an IMF program). It lent to Mexico in 1995, to Thailand, Indonesia and South Korea in 1997 and, with euro-area governments, to Greece from 2010.',
  },
  'exchange-rate': {
    text: 'Exchange rate',
    definition:
      'The price of one currency in another: at 25 baht to the dollar, one US dollar buys 25 Thai baht. A floating rate is set each day by buyers and sellers; a fixed one is held by a government or central bank that promises to trade at that price.',
  },
  'currency-peg': {
    text: 'Currency peg',
    definition:
      "A government's promise to hold its currency at a fixed rate against another currency (or a basket of them), backed by the central bank buying or selling its foreign reserves. Thailand kept the baht near 25 to the US dollar for over a decade before 1997.",
  },
  'currency-crisis': {
    text: 'Currency crisis',
    definition:
      'A sudden, steep fall in a currency’s value, usually when a government can no longer hold a peg because people sell the currency faster than the central bank’s reserves can buy it back. Anyone who owes debts in foreign money, whether a firm, a bank or the government itself, then owes far more in local money overnight. Britain had one in 1992, Mexico in 1994, Thailand and its neighbours in 1997, Russia in 1998 and Argentina in 2001–02.',
  },
  'currency-mismatch': {
    text: 'Currency mismatch',
    definition:
      'Owing money in one currency while earning in another. A Thai firm with dollar debts and baht income is fine while the exchange rate holds; if the baht halves, its debt doubles in baht overnight.',
  },
  'foreign-exchange-reserves': {
    text: 'Foreign-exchange reserves',
    definition:
      'The dollars and other foreign assets a central bank holds. It spends them to buy its own currency and defend a peg. When the market believes they are running out, a speculative attack becomes a self-fulfilling prophecy.',
  },
  'speculative-attack': {
    text: 'Speculative attack',
    definition:
      'Heavy selling of a currency by investors and companies who expect it to be devalued. Each sale forces the central bank to spend reserves; if the reserves run low, the peg breaks and the sellers profit.',
  },
  'hot-money': {
    text: 'Hot money',
    definition:
      'Short-term foreign capital, such as bank loans of a few months or portfolio investments, that can leave a country quickly at the first sign of trouble.',
  },
  'financial-contagion': {
    text: 'Financial contagion',
    definition:
      'When trouble at one bank, market or country spreads to others that are not directly linked to it, because investors and depositors re-judge everything that looks similar and pull their money out at once. In 1997 it spread from Thailand across East Asia.',
  },
  'current-account-deficit': {
    text: 'Current account deficit',
    definition:
      'When a country spends more abroad (on imports, interest and other payments) than it earns abroad. It must borrow or attract investment from foreigners to cover the gap every year.',
  },
  'imf-programme': {
    text: 'IMF program',
    definition:
      'A loan from the International Monetary Fund to a country in a balance-of-payments crisis, paid out in stages on condition that the government carries out agreed policies, such as raising interest rates, cutting budgets or closing weak banks.',
  },
  'capital-controls': {
    text: 'Capital controls',
    definition:
      'Government limits on moving money into or out of a country, for example a ban on taking foreign investment out for a year, or on trading the currency abroad.',
  },
  hedging: {
    text: 'Hedging',
    definition:
      'Taking a position that gains when your main exposure loses, to limit the damage. A firm with dollar debts can hedge by agreeing today to buy dollars at a fixed rate in the future, for a fee.',
  },
};

export const lesson: Lesson = {
  id: 'asian-crisis-1997',
  title: 'The 1997 Asian Financial Crisis',
  subtitle: 'How the fall of the Thai baht shook half a continent (1997–1998)',
  concept: 'Currency pegs, currency mismatch and financial contagion',
  description:
    'Follow a Bangkok developer with dollar debts from the boom years of the "Asian miracle" to the float of the Thai baht on 2 July 1997 and watch the crisis spread to Indonesia, South Korea and Malaysia. Learn why fixed exchange rates and short-term foreign borrowing are a dangerous mix, and judge the IMF programs that followed.',
  preview:
    'On the morning of 2 July 1997 Thailand stopped defending its currency. Within six months, a dollar debt that cost 25 baht to repay cost more than 50, and the crisis had jumped to countries thousands of kilometers away.',
  difficulty: 'Intermediate',
  estimatedTime: '21 minutes',
  type: 'enhanced',
  category: 'crises',
  icon: '🌏',
  color: { from: 'orange', to: 'red' },
  year: 1997,
  topics: ['Currency Markets', 'Financial Contagion', 'Banking System', 'Systemic Risk'],
  xp: 100,
  character: {
    name: 'Niran Charoenwong',
    age: 45,
    profession: 'Property developer in Bangkok, Thailand',
    icon: '🏗️',
    color: 'from-orange-500 to-amber-600',
    background:
      'Niran is a composite character, not a real person: he stands for the Thai business owners who borrowed in dollars during the boom of the early 1990s. His family firm builds condominium towers in Bangkok, sells the apartments in baht, and funds construction with loans from a local finance company that itself borrows dollars abroad.',
    traits: ['Ambitious', 'Optimistic about Thailand', 'Trusting of official promises', 'Hard-working'],
    historical: false,
  },
  supportingCharacters: [
    {
      name: 'Michel Camdessus',
      role: 'Managing Director of the IMF, 1987–2000',
      icon: '🏛️',
      influence:
        'Led the International Monetary Fund through its rescue programs for Thailand, Indonesia and South Korea.',
    },
    {
      name: 'Suharto',
      role: 'President of Indonesia, 1967–1998',
      icon: '🇮🇩',
      influence:
        'His government signed three agreements with the IMF between October 1997 and April 1998; the collapse of the rupiah and the riots of May 1998 ended his 31-year rule.',
    },
    {
      name: 'Kim Dae-jung',
      role: 'President of South Korea, 1998–2003',
      icon: '🇰🇷',
      influence:
        'Elected in December 1997 in the middle of the crisis, he carried through bank and conglomerate reforms.',
    },
    {
      name: 'Mahathir Mohamad',
      role: 'Prime Minister of Malaysia, 1981–2003',
      icon: '🇲🇾',
      influence:
        'Rejected an IMF program and imposed capital controls in September 1998, an experiment still debated.',
    },
  ],
  concepts: [
    { id: 'currency-pegs', name: 'How currency pegs work and break', level: 'beginner' },
    { id: 'currency-mismatch', name: 'Borrowing in one currency, earning in another', level: 'beginner' },
    { id: 'sudden-stop', name: 'Hot money and sudden stops', level: 'intermediate' },
    { id: 'contagion', name: 'Financial contagion', level: 'intermediate' },
    { id: 'crisis-policy', name: 'IMF programs versus capital controls', level: 'advanced' },
  ],
  // Debts in millions: dollars owed, baht owed, and the baht price of a dollar.
  storyState: [
    { key: 'dollarDebt', label: 'Dollar debt (millions)', initial: 20, format: 'usd' },
    { key: 'bahtDebt', label: 'Baht debt (millions)', initial: 0, format: 'number' },
    { key: 'rate', label: 'Baht per dollar', initial: 25, format: 'number' },
    { key: 'debt1998', label: 'Debt in baht, 1998 (millions)', format: 'number' },
    { key: 'spring', label: 'Spring 1997', format: 'text' },
    { key: 'fix', label: '1998', format: 'text' },
  ],
  pages: [
    {
      id: 'cover',
      type: 'cover',
      title: 'The 1997 Asian Financial Crisis',
      subtitle: 'Bangkok, Jakarta, Seoul, 1997–1998',
      startButtonText: 'Board the flight to Bangkok',
      visualType: 'globe',
    },
    {
      id: 'meet-niran',
      type: 'character-intro',
      chapter: 'Chapter 1: The Miracle',
      title: 'Meet Niran Charoenwong',
      narrative: {
        setup:
          "Bangkok, 1995. Cranes fill the skyline. Thailand's economy has grown by around 8% a year for a decade, and the World Bank has written about an 'East Asian miracle'. Niran's firm has three towers under construction and buyers lining up for the apartments.",
        situation:
          'His finance company offers him two kinds of loan: baht at about 13% interest, or US dollars at about 8%. The baht has been held steady near 25 to the dollar for more than ten years.',
        characterThoughts:
          'Why pay 13% when I can pay 8%? The central bank has kept the baht at 25 since I was a young man. It is as good as a dollar.',
      },
      definitions: ['currency', 'exchange-rate', 'currency-peg', 'currency-mismatch'],
      interactiveElements: [
        {
          id: 'bibf',
          label: 'The Bangkok International Banking Facility',
          tooltip: 'Offshore dollars, onshore loans',
          detail:
            'Set up in 1993 to make Bangkok a regional financial center, the BIBF let banks borrow dollars abroad cheaply and lend them inside Thailand. Much of the money was short-term and went into property and finance companies.',
        },
        {
          id: 'basket-peg',
          label: 'A basket peg',
          tooltip: 'Mostly the dollar',
          detail:
            'Officially the baht was tied to a basket of currencies, but the US dollar dominated the basket, so in practice the rate stayed close to 25 baht per dollar.',
        },
      ],
      visualType: 'city',
      keyPoint: 'A cheap foreign loan is only cheap if the exchange rate stays where it is.',
    },
    {
      id: 'hot-money-boom',
      type: 'visual-story',
      chapter: 'Chapter 1: The Miracle',
      title: '1993–1996: Hot Money Pours In',
      mainText:
        "Foreign banks and investors rushed into Southeast Asia and South Korea. Interest rates were higher than at home, growth was strong, and the pegs seemed to remove currency risk. Much of the money came as short-term loans, repayable within a year, which local banks and finance companies lent on for long-term projects: office towers, condominiums, golf courses, steel mills.\n\nThailand ran a current account deficit of about 8% of GDP in 1995 and 1996, paid for by these inflows. By 1996 Bangkok had a glut of unsold property, export growth had slowed sharply, and the dollar, and so the baht, had been rising against the Japanese yen since 1995, making Thai goods dearer. In South Korea, giant conglomerates called chaebol borrowed heavily to expand; in Indonesia, companies linked to the president's family borrowed abroad in dollars.",
      narrative: {
        setup: 'Niran finishes a 30-story tower in 1996. Only about half the apartments are sold.',
        characterThoughts: 'Everyone built at once. There are not enough buyers in the whole city.',
      },
      definitions: ['hot-money', 'current-account-deficit', 'maturity-mismatch'],
      interactiveElements: [
        {
          id: 'double-mismatch',
          label: 'The double mismatch',
          tooltip: 'Short and foreign, against long and local',
          detail:
            'Asian borrowers had two mismatches at once: they borrowed short-term to lend or invest long-term, and they borrowed in dollars to earn baht, rupiah or won. Either one is dangerous; together they can turn a currency fall into a banking collapse.',
        },
        {
          id: 'short-term-debt',
          label: 'Short-term debt versus reserves',
          tooltip: 'The ratio that mattered',
          detail:
            "By mid-1997 the short-term foreign debt of Thailand, Indonesia and Korea each exceeded the central bank's foreign reserves. If lenders refused to roll their loans over, there were not enough dollars to repay them.",
        },
      ],
      visualType: 'city',
      keyPoint: 'Short-term foreign money funding long-term local projects is a run waiting to happen.',
    },
    {
      id: 'decision-spring-1997',
      type: 'decision-point',
      chapter: 'Chapter 2: The Attack',
      title: 'Spring 1997: Protect Against a Devaluation?',
      mainText:
        'In February 1997 a large Thai developer missed a payment on its foreign debt. Rumors spread that the baht will be devalued. The government insists it will not.',
      decision: {
        situation:
          'Niran owes $20 million, which costs 500 million baht at today’s rate. A foreign bank offers to fix the rate at which he buys dollars a year from now, for a fee. Or he can try to repay the dollars with a new baht loan.',
        context: {
          'Exchange rate': 'About 25–26 baht per US dollar',
          'Niran’s dollar debt': '$20 million (about ฿500 million)',
          'Baht loan rate': 'About 15% and rising',
          'Cost of a one-year hedge': 'Several percent of the loan, paid up front',
        },
        prompt: 'What should Niran do about his dollar debt?',
        choices: [
          {
            id: 'trust-the-peg',
            title: 'Trust the peg',
            description:
              'Keep the cheap dollar loan unhedged. The central bank has promised to defend the baht.',
            icon: '🤞',
            reward: 'He saves the cost of the hedge and the higher baht interest rate.',
            risk: 'If the baht falls, his debt in baht rises by the same proportion, with no limit.',
            consequence:
              'The peg broke on 2 July 1997. By January 1998 a dollar cost over 50 baht, so his $20 million debt rose from about 500 million to over 1 billion baht, while his apartments were selling for less. Thousands of Thai firms that trusted the peg were made insolvent in months.',
            effects: { set: { spring: 'Trusted the peg' } },
          },
          {
            id: 'hedge',
            title: 'Hedge the debt',
            description:
              'Pay the fee to lock in a rate of about 27 baht per dollar for next year’s repayment.',
            icon: '🛡️',
            reward: 'Whatever happens to the baht, his debt cost is fixed.',
            risk: 'The hedge costs real money now, and if the peg holds it will look like a waste. The bank on the other side must also stay solvent.',
            consequence:
              'Firms that hedged survived the devaluation far better. Few did: hedging was expensive and, after a decade of stable rates, most companies saw it as unnecessary. Paying for protection before the storm is what separates a loss from a collapse.',
            effects: { set: { dollarDebt: 0, bahtDebt: 540, spring: 'Hedged at 27 baht per dollar' } },
          },
          {
            id: 'convert-to-baht',
            title: 'Switch to a baht loan',
            description: 'Borrow in baht at about 15% and use it to repay the dollar loan now.',
            icon: '🔁',
            reward:
              'His debt and his income are now in the same currency; a devaluation cannot double his debt.',
            risk: 'His interest bill nearly doubles, and rates may go much higher if the central bank defends the baht.',
            consequence:
              'Borrowers who matched their debts to their income survived the devaluation itself, but not the slump that followed: Thai interest rates rose above 20% and property prices fell. Still, a painful interest bill is survivable in a way a doubled debt is not.',
            effects: { set: { dollarDebt: 0, bahtDebt: 500, spring: 'Switched to a baht loan at 15%' } },
          },
        ],
      },
      lesson:
        'Matching the currency of your debts to the currency of your income is not expensive insurance; it is the foundation of financial survival.',
      historicalNote:
        'In May 1997 the Bank of Thailand fought off heavy speculative selling of the baht, using most of its usable reserves, much of them committed through forward contracts (promises to sell dollars at a set rate on a future date) that the public did not see.',
      definitions: ['hedging', 'currency-mismatch', 'speculative-attack', 'forward-contract'],
      visualType: 'scale',
      keyPoint: 'The time to buy insurance is before everyone else wants it.',
    },
    {
      id: 'baht-floats',
      type: 'visual-story',
      chapter: 'Chapter 2: The Attack',
      title: '2 July 1997: The Baht Floats',
      mainText:
        'The Bank of Thailand had spent months defending the peg. In May 1997 hedge funds and banks sold the baht heavily and the central bank bought it back, quietly promising billions of dollars in future sales through forward contracts. When the true state of its reserves became clear, almost nothing was left to fight with.\n\nOn 2 July 1997 Thailand announced that its currency would float. The baht fell about 15–20% within days and kept sliding: to around 40 per dollar by October and beyond 50 in January 1998. Dozens of finance companies that had borrowed dollars and lent to developers were suspended. In August Thailand agreed an IMF-led rescue package of about $17 billion, which required higher interest rates, budget cuts and a clean-up of the suspended finance companies, 56 of which were closed for good in December.',
      narrative: {
        setup: 'Niran watches the exchange rate on television at his office.',
        characterThoughts:
          'They told us every week that the baht was safe. Now my loan grows larger every hour the market is open.',
      },
      definitions: [
        'foreign-exchange-reserves',
        'speculative-attack',
        'forward-contract',
        'imf-programme',
        'devaluation',
        'currency-crisis',
      ],
      interactiveElements: [
        {
          id: 'forward-book',
          label: 'Hidden forward commitments',
          tooltip: 'Reserves that were already spent',
          detail:
            'The Bank of Thailand reported gross reserves of over $30 billion, but it had committed roughly $23 billion of them to forward sales of dollars. Once investors learned this, the defense lost all credibility.',
        },
        {
          id: 'finance-companies',
          label: '56 finance companies closed',
          tooltip: 'December 1997',
          detail:
            'Of the 58 finance companies suspended in 1997, 56 were permanently closed in December. Their assets, mainly property loans, were sold off at deep discounts in the following years.',
        },
      ],
      visualType: 'ticker-crash',
      keyPoint:
        'A currency peg lasts exactly as long as the market believes the central bank has dollars to defend it.',
    },
    {
      id: 'contagion',
      type: 'visual-story',
      chapter: 'Chapter 3: Contagion',
      title: 'The Crisis Spreads',
      mainText:
        "Investors who had lumped the region's booming economies together now pulled out of all of them. The Philippine peso was floated on 11 July. Indonesia let the rupiah float on 14 August. Malaysia's ringgit slid. In October, Hong Kong's stock market fell about 10% in one day as speculators tested its dollar peg, and markets around the world shook.\n\nThen the crisis reached South Korea, the world's eleventh-largest economy. Several chaebol had already gone bust that year, including Hanbo Steel and the carmaker Kia. Foreign banks refused to roll over Korea's short-term loans, and by December its usable reserves had fallen below $10 billion. In December 1997 Korea accepted a package of about $57 billion, the largest ever at the time, led by the IMF. The won fell from around 900 per dollar in the summer to nearly 2,000 by late December.",
      narrative: {
        setup: "Niran's cousin in Jakarta calls. His company's dollar loans have become unpayable too.",
        characterThoughts:
          'Indonesia is not Thailand. But the foreign banks seem to think all of us are the same.',
      },
      definitions: ['financial-contagion', 'hot-money', 'foreign-exchange-reserves'],
      interactiveElements: [
        {
          id: 'rupiah',
          label: 'The rupiah',
          tooltip: 'About 2,400 → above 15,000 per dollar',
          detail:
            'The Indonesian rupiah traded near 2,400 per dollar in mid-1997 and weakened past 15,000 at its worst in 1998, a loss of more than 80% of its value. Most large Indonesian companies became insolvent in dollar terms.',
        },
        {
          id: 'gold-campaign',
          label: 'Korea’s gold drive',
          tooltip: 'Citizens handing in their jewelry',
          detail:
            'In early 1998 millions of South Koreans handed in gold rings, medals and ornaments in a national campaign to help pay the country’s foreign debts. About 3.5 million people took part, and it collected some 227 metric tons of gold. Most of it was sold to the banks for won rather than given away, and it was worth about $2 billion: a small sum against the debt but a powerful symbol.',
        },
      ],
      visualType: 'globe',
      keyPoint: 'In a panic, investors sell what looks similar, not just what is actually broken.',
    },
    {
      id: 'imf-debate',
      type: 'story',
      chapter: 'Chapter 3: Contagion',
      title: 'The IMF Medicine',
      mainText:
        'The IMF programs had three main parts. First, high interest rates, to make holding the local currency attractive and stop its fall. Second, budget cuts, on the old model of crises caused by overspending governments. Third, structural reforms: closing insolvent banks, tightening supervision and, in Indonesia, long lists of conditions on monopolies and family businesses.\n\nCritics such as the economist Joseph Stiglitz, then at the World Bank, argued that the crisis came from private borrowing, not government budgets, and that austerity and high rates deepened the slump. In Indonesia the sudden closure of 16 banks in November 1997, without a guarantee for other depositors, set off runs on many more.\n\nThe IMF’s own Independent Evaluation Office later agreed that some of the early fiscal tightening and the handling of the Indonesian bank closures had been mistakes. Supporters replied that without the loans and the reforms the collapse would have been even worse.',
      dialogue: [
        {
          speaker: 'Niran',
          text: 'Interest rates are above 20%. Nobody can borrow. How does that help my buyers?',
        },
        {
          speaker: 'His banker',
          text: 'It is meant to stop the baht falling further. If it keeps falling, your dollar debt keeps rising.',
        },
        {
          speaker: 'Niran',
          text: 'So the medicine for my debt is to make my business impossible. Either way I lose.',
        },
      ],
      definitions: ['imf-programme', 'imf-conditionality', 'capital-controls'],
      interactiveElements: [
        {
          id: 'ieo-report',
          label: 'The IMF judges itself',
          tooltip: 'Independent Evaluation Office, 2003',
          detail:
            'The IEO report on the IMF and recent capital account crises (Indonesia, Korea, Brazil) found that the Fund had underestimated the role of private capital flows and the depth of the downturn, and that some conditions went beyond what was needed to fix the crisis.',
        },
        {
          id: 'malaysia-controls',
          label: 'Malaysia’s alternative',
          tooltip: 'Capital controls, September 1998',
          detail:
            'Malaysia refused an IMF program. On 1 September 1998 it stopped offshore trading of the ringgit and barred foreign investors from taking money out of Malaysian shares for a year; the next day it fixed the ringgit at 3.80 per dollar. Its recovery was similar to its neighbors’; economists still debate how much the controls helped.',
        },
      ],
      visualType: 'handshake',
      keyPoint:
        'The same interest-rate rise that defends a currency can break the borrowers it is meant to protect.',
    },
    {
      id: 'decision-1998',
      type: 'decision-point',
      // About 45 baht per dollar in 1998 (40–50).
      effects: { set: { rate: 45 }, compute: { debt1998: 'dollarDebt * 45 + bahtDebt' } },
      chapter: 'Chapter 4: Picking Up the Pieces',
      title: '1998: What Does Niran Do About His Debt?',
      mainText:
        'Thailand’s economy is shrinking fast. Niran’s dollar debt of {dollarDebt} million now costs about {dollarDebt * rate:number} million baht, nearly twice as many as when he borrowed it. His apartments sell for a third less, and his finance company has been closed.',
      variants: [
        {
          when: { dollarDebt: { below: 1 } },
          mainText:
            'Thailand’s economy is shrinking fast. Niran’s debt is fixed in baht, {bahtDebt:number} million, so the fall of the baht did not double it. But his apartments sell for a third less, rates are above 20%, and his finance company has been closed.',
        },
      ],
      decision: {
        situation:
          "The government's new agency is selling the closed finance companies' loans, including his, at deep discounts. A foreign investment fund offers to buy his best tower for about half what it cost to build.",
        context: {
          'Exchange rate': 'About 40–50 baht per dollar',
          'Debt in baht': 'About ฿{debt1998:number} million, borrowed as ฿500 million',
          'Thai interest rates': 'Above 20% in early 1998',
          'Thai economy in 1998': 'Shrinking by several percent',
        },
        prompt: 'How should Niran deal with his debt?',
        choices: [
          {
            id: 'negotiate-restructuring',
            title: 'Negotiate a restructuring',
            description:
              'Stop paying, open talks with the creditors, and offer them part of the company and a longer repayment schedule.',
            icon: '🤝',
            reward:
              'The firm may survive with a smaller, payable debt; the creditors get more than from a forced sale.',
            risk: 'Talks can drag on for years, and the creditors may refuse and go to court.',
            consequence:
              'Thailand passed new bankruptcy and foreclosure laws in 1998–1999 and set up a Corporate Debt Restructuring Advisory Committee to speed up such deals. Hundreds of firms restructured their debts this way, though many cases took years.',
            effects: { set: { fix: 'Negotiated a restructuring' } },
          },
          {
            id: 'fire-sale',
            title: 'Sell the best tower at half price',
            description:
              'Accept the foreign fund’s offer, pay down part of the debt, and keep going on a smaller scale.',
            icon: '🏷️',
            reward: 'Cash now, less debt, and a chance for the rest of the business to survive.',
            risk: 'He locks in a huge loss at the bottom of the market.',
            consequence:
              'Foreign funds bought many Asian assets cheaply in 1998–1999, and some made large profits when prices recovered. For sellers it was painful but final: a known loss instead of an open-ended one.',
            effects: { set: { fix: 'Sold the best tower at half price' } },
          },
          {
            id: 'borrow-to-pay',
            title: 'Borrow more to keep paying',
            description:
              'Take short-term loans from family and informal lenders at high rates to keep up payments and wait for the baht to recover.',
            icon: '🎲',
            reward: 'If the baht bounces back quickly, he keeps the company whole.',
            risk: 'He adds expensive new debt to a business that is already insolvent, and drags his family in.',
            consequence:
              'The baht did recover some ground later in 1998, to around 36–40 per dollar, but never returned to 25. Borrowers who doubled down usually only delayed failure and widened the circle of people who lost money.',
            effects: { set: { fix: 'Borrowed more to keep paying' } },
          },
        ],
      },
      lesson:
        'When debts can no longer be paid, the question is not how to avoid the loss but how to share it out fairly and quickly, so that the business can start again.',
      historicalNote:
        "In 1998 output fell by roughly 13% in Indonesia, around 7–8% in Thailand and Malaysia, and about 5% in South Korea. Korea's economy rebounded by more than 10% in 1999.",
      definitions: ['currency-mismatch', 'non-performing-loan'],
      visualType: 'handshake',
      keyPoint: 'A fast, fair restructuring beats a slow, hopeful default.',
    },
    {
      id: 'compare-countries',
      type: 'interactive',
      chapter: 'Chapter 4: Picking Up the Pieces',
      title: 'Four Countries, Four Paths',
      mainText: 'The same storm hit each country differently. Compare what happened and how each responded.',
      comparison: {
        columns: ['Currency low vs. mid-1997', 'Response', 'Aftermath'],
        rows: [
          {
            label: 'Thailand',
            values: [
              'Baht from about 25 to over 50 per dollar',
              'IMF-led package of about $17 billion (August 1997)',
              'Deep recession in 1998; finance companies closed; slow bank clean-up',
            ],
          },
          {
            label: 'Indonesia',
            values: [
              'Rupiah from about 2,400 to above 15,000',
              'IMF-led package of $23 billion (October 1997), about $40 billion with backup pledges; 16 banks closed',
              'Economy shrank about 13% in 1998; riots; Suharto resigned in May 1998',
            ],
          },
          {
            label: 'South Korea',
            values: [
              'Won from about 900 to nearly 2,000',
              'IMF-led package of about $57 billion (December 1997); banks persuaded to roll over loans',
              'Sharp fall then fast rebound in 1999; chaebol reformed',
            ],
          },
          {
            label: 'Malaysia',
            values: [
              'Ringgit from about 2.5 to over 4',
              'No IMF program; capital controls and a fixed rate of 3.80 (September 1998)',
              'Recession in 1998, recovery in 1999 similar to neighbors',
            ],
          },
        ],
      },
      definitions: ['imf-programme', 'capital-controls', 'currency-peg'],
      visualType: 'globe',
      keyPoint:
        'Countries with the biggest short-term dollar debts and the weakest banks suffered most, whatever policy they chose.',
    },
    {
      id: 'legacy',
      type: 'story',
      chapter: 'Chapter 5: The Lessons Asia Learned',
      title: 'Never Again',
      mainText:
        'The crisis changed how emerging economies manage money. Most of the region moved from pegs to more flexible exchange rates, so that pressure shows up gradually in prices instead of all at once when a peg breaks. Governments built up huge foreign-exchange reserves as self-insurance, so they would never again have to turn to the IMF in a hurry; by the late 2000s, Asian central banks held trillions of dollars.\n\nIn 2000 the ASEAN countries, China, Japan and South Korea agreed the Chiang Mai Initiative, a network of currency swap lines among themselves. Bank supervision was tightened and companies learned to borrow in their own currency. The crisis also echoed outward: it helped to weaken commodity prices and investor confidence before Russia defaulted in August 1998.',
      definitions: ['foreign-exchange-reserves', 'financial-contagion'],
      interactiveElements: [
        {
          id: 'reserves-build-up',
          label: 'Self-insurance',
          tooltip: 'Reserves as a shield',
          detail:
            'Korea held about $30 billion of reserves before the crisis, much of it not actually usable; by 2008 it held over $200 billion. Large reserves have a cost, since they earn little, but they deter speculative attacks.',
        },
      ],
      visualType: 'vault',
      keyPoint:
        'Asia answered the crisis by insuring itself: flexible currencies, big reserves and local-currency debt.',
    },
    {
      type: 'quiz',
      id: 'quiz',
      chapter: 'Quiz',
      title: 'Check Your Understanding',
      questions: [
        {
          question:
            'Niran owes $20 million. At 25 baht to the dollar that is 500 million baht. In January 1998 a dollar costs 50 baht. How many baht does he now owe?',
          options: ['250 million baht', '500 million baht', '750 million baht', '1 billion baht'],
          correct: 3,
          explanation:
            "The debt is fixed in dollars, so its cost in baht moves with the exchange rate: $20 million × 50 = 1,000 million baht. When the baht lost half its value, every dollar debt doubled in baht, while Niran's rents and apartment sales were still earned in baht.",
          kind: 'calculation',
        },
        {
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
        {
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
        {
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
      ],
    },
    {
      id: 'reflection',
      type: 'reflection',
      title: 'Looking Back',
      prompt:
        'Niran did what thousands of sensible businesspeople did: he borrowed in the cheapest currency, trusting an official promise. Think about where the real risk lay.',
      questions: [
        'Why did a stable exchange rate encourage exactly the borrowing that made its collapse so damaging?',
        'Why did investors pull money out of Korea, which was thousands of kilometers from Thailand?',
        'Should the IMF have demanded higher interest rates and budget cuts? What would you have done instead?',
        'Do you have any debts or savings in a currency different from your income?',
      ],
      finalThought:
        'A risk that has not shown itself for ten years is not gone. It is simply waiting for the moment when everyone has stopped preparing for it.',
      visualType: 'globe',
    },
    {
      id: 'summary',
      type: 'summary',
      title: 'What the Asian Crisis Teaches',
      ending: {
        intro: 'Your choices as Niran, beside what happened to real Thai firms.',
        rows: [
          {
            label: 'Spring 1997',
            yours: '{spring}',
            history: 'Few firms hedged. Thousands that trusted the peg were insolvent within months.',
          },
          {
            label: 'Debt in baht, 1998',
            yours: '฿{debt1998:number} million, borrowed as ฿500 million',
            history: 'A dollar cost over 50 baht by January 1998, so every dollar debt doubled in baht.',
          },
          {
            label: 'Dealing with the debt',
            yours: '{fix}',
            history:
              'Hundreds of firms restructured under new laws; foreign funds bought assets cheaply. The baht recovered to 36–40, never to 25.',
          },
        ],
      },
      conceptLearned: 'Currency pegs, currency mismatch and financial contagion',
      keyTakeaways: [
        'Fixed exchange rates encouraged Asian firms and banks to borrow cheap, short-term dollars and lend or invest them long-term in local currency.',
        'When Thailand floated the baht on 2 July 1997, dollar debts suddenly cost twice as much in baht; firms and finance companies failed in large numbers.',
        'Contagion spread the crisis to the Philippines, Malaysia, Indonesia and South Korea within months, as foreign lenders refused to roll over short-term loans.',
        'IMF-led packages (about $17 billion for Thailand, $23 billion at first for Indonesia, about $57 billion for Korea) came with high interest rates, budget cuts and reforms; some of those conditions were later judged too harsh.',
        'Afterwards Asian economies moved to flexible exchange rates, built large reserves and borrowed more in their own currencies.',
      ],
      nextSteps: [
        'Follow the shock to Russia’s default and the fall of LTCM in 1998.',
        'Compare with the Latin American debt crisis of 1982.',
        'Look up how much of your country’s debt is owed in foreign currency.',
      ],
      visualType: 'chart-down',
    },
  ],
  sources: [
    {
      title: 'The IMF at a Glance',
      author: 'International Monetary Fund',
      year: 2024,
      publisher: 'IMF',
      url: 'https://www.imf.org/en/About/Factsheets/IMF-at-a-Glance',
    },
    {
      title: 'The East Asian Financial Crisis: Diagnosis, Remedies, Prospects',
      author: 'Steven Radelet and Jeffrey Sachs',
      year: 1998,
      publisher: 'Brookings Papers on Economic Activity, 1998 no. 1, pp. 1–90',
    },
    {
      title: 'What Caused the Asian Currency and Financial Crisis?',
      author: 'Giancarlo Corsetti, Paolo Pesenti and Nouriel Roubini',
      year: 1999,
      publisher: 'Japan and the World Economy, vol. 11, no. 3, pp. 305–373',
    },
    {
      title: 'The Chastening: Inside the Crisis That Rocked the Global Financial System and Humbled the IMF',
      author: 'Paul Blustein',
      year: 2001,
      publisher: 'PublicAffairs',
    },
    {
      title:
        'IMF-Supported Programs in Indonesia, Korea, and Thailand: A Preliminary Assessment (Occasional Paper 178)',
      author:
        'Timothy Lane, Atish Ghosh, Javier Hamann, Steven Phillips, Marianne Schulze-Ghattas and Tsidi Tsikata',
      year: 1999,
      publisher: 'International Monetary Fund',
    },
    {
      title: 'The IMF and Recent Capital Account Crises: Indonesia, Korea, Brazil',
      author: 'IMF Independent Evaluation Office',
      year: 2003,
      publisher: 'International Monetary Fund',
    },
    {
      title: 'Globalization and Its Discontents',
      author: 'Joseph E. Stiglitz',
      year: 2002,
      publisher: 'W. W. Norton',
    },
  ],
};
