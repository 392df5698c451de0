import type { GlossaryEntry, Lesson } from '../schema';

// Gold standard history: the classical gold standard (1870s–1914), its interwar breakdown, the US
// gold order of 1933, Bretton Woods (1944) and the Nixon shock (1971).

export const glossary: Record<string, GlossaryEntry> = {
  'world-bank': {
    text: 'World Bank',
    definition:
      'An international lender set up by the Bretton Woods agreements of July 1944, first to pay for rebuilding after the Second World War: its original arm is still called the International Bank for Reconstruction and Development. It lends to the governments of poorer countries for long-term projects and reforms, while the IMF, founded beside it, lends to countries short of foreign currency in a crisis.',
  },
  'gold-standard': {
    text: 'Gold standard',
    definition:
      'A monetary system in which a currency is defined as a fixed weight of gold and the authorities promise to exchange notes for gold at that price. It ties the amount of money to the amount of gold.',
  },
  money: {
    text: 'Money',
    definition:
      'Whatever people generally accept in payment and to settle debts. It also serves as a common measure of prices and a way to keep value for later. Shells, metal coins and paper notes that could be exchanged for gold have all served as money; today it is fiat money, most of it held as bank deposits.',
  },
  'fiat-money': {
    text: 'Fiat money',
    definition:
      'Money that is not backed by or convertible into a commodity such as gold. Its value rests on law, on trust in the central bank, and on people’s willingness to accept it. Every major currency today is fiat money.',
  },
  'fixed-exchange-rate': {
    text: 'Fixed exchange rate',
    definition:
      'An official price between two currencies that the authorities promise to defend, by buying and selling currency or changing interest rates. Under the gold standard, rates were fixed because each currency was fixed to gold.',
  },
  'price-specie-flow': {
    text: 'Price–specie flow mechanism',
    definition:
      'David Hume’s 1752 explanation of how gold balances trade: a country that imports too much pays out gold, its money supply shrinks, its prices fall, its exports become cheaper, and trade rebalances. The adjustment often came through painful deflation.',
  },
  'bretton-woods': {
    text: 'Bretton Woods',
    definition:
      'The monetary system agreed by 44 countries at Bretton Woods, New Hampshire, in July 1944. Currencies were pegged to the US dollar at fixed rates that could be changed only to correct a lasting imbalance, and the United States promised foreign central banks gold for their dollars at $35 an ounce. It ended between 1971, when that promise was suspended, and 1973, when the main currencies were left to float.',
  },
  'gold-window': {
    text: 'Gold window',
    definition:
      'The US Treasury’s promise, under Bretton Woods, to exchange dollars held by foreign central banks for gold at $35 an ounce. President Nixon closed it on 15 August 1971.',
  },
  'reserve-currency': {
    text: 'Reserve currency',
    definition:
      'A currency that central banks and governments hold in large amounts as part of their reserves and use for international payments. The US dollar took this role after 1944.',
  },
  'triffin-dilemma': {
    text: 'Triffin dilemma',
    definition:
      'Robert Triffin’s 1960 warning: the world needed ever more dollars as reserves, but the more dollars the United States supplied, the less believable its promise to redeem them all in gold.',
  },
};

export const lesson: Lesson = {
  id: 'gold-standard',
  title: 'The Rise and Fall of the Gold Standard',
  subtitle: 'From the 1870s to the Nixon shock of 1971',
  concept: 'How money tied to gold worked, why it broke, and what replaced it',
  description:
    'Follow a Treasury economist from the gold order of 1933 through Bretton Woods in 1944 to the night in August 1971 when the dollar stopped being convertible into gold. Learn how the classical gold standard balanced trade, why it deepened the Great Depression, and why the world now runs on fiat money.',
  preview: 'For a century, a dollar was a promise of gold. Why did America break that promise, twice?',
  difficulty: 'Intermediate',
  estimatedTime: '22 minutes',
  type: 'character-driven',
  category: 'monetary',
  icon: '🪙',
  color: { from: 'yellow', to: 'amber' },
  year: 1971,
  topics: ['Monetary Policy', 'Currency Markets', 'Inflation'],
  xp: 100,
  character: {
    name: 'Arthur Bell',
    age: 28,
    profession: 'Economist at the US Treasury',
    icon: '👨‍💼',
    color: 'from-yellow-600 to-amber-700',
    background:
      'Arthur is a composite character, not a real person. He joins the Treasury in 1932, attends Bretton Woods as a junior staff member in 1944, and is a senior adviser by 1971, so his career spans the decades when the dollar’s link to gold was cut, rebuilt and cut again. His grandfather was a New York gold broker in the 1870s.',
    traits: ['Methodical', 'Skeptical of dogma', 'Loyal to the institution', 'Long memory'],
    historical: false,
  },
  supportingCharacters: [
    {
      name: 'Franklin D. Roosevelt',
      role: 'President of the United States, 1933–1945',
      icon: '🎙️',
      influence: 'Ordered Americans to hand in their gold in 1933 and raised the gold price to $35 in 1934.',
    },
    {
      name: 'John Maynard Keynes',
      role: 'British economist and negotiator at Bretton Woods',
      icon: '🇬🇧',
      influence: 'Proposed an international clearing union with its own reserve unit, the bancor.',
    },
    {
      name: 'Harry Dexter White',
      role: 'US Treasury official and chief American negotiator at Bretton Woods',
      icon: '🇺🇸',
      influence: 'His plan, centered on the dollar and a fund of national contributions, largely prevailed.',
    },
    {
      name: 'Richard Nixon',
      role: 'President of the United States, 1969–1974',
      icon: '📺',
      influence: 'Closed the gold window on 15 August 1971.',
    },
  ],
  concepts: [
    { id: 'gold-standard', name: 'The classical gold standard', level: 'beginner' },
    {
      id: 'adjustment-deflation',
      name: 'How gold forced adjustment through deflation',
      level: 'intermediate',
    },
    { id: 'devaluation', name: 'Devaluation and leaving gold', level: 'intermediate' },
    { id: 'bretton-woods', name: 'The Bretton Woods system', level: 'intermediate' },
    { id: 'fiat-money', name: 'Fiat money and floating exchange rates', level: 'beginner' },
  ],
  storyState: [
    { key: 'goldMove', label: 'What Arthur did with his gold coins in 1933', format: 'text' },
    { key: 'paper', label: 'Paper dollars Arthur got for his coins', initial: 0, format: 'usd' },
    {
      key: 'coins',
      label: 'Face value of gold coins Arthur kept beyond the allowance',
      initial: 0,
      format: 'usd',
    },
    { key: 'bw', label: 'The design you backed at Bretton Woods', format: 'text' },
    { key: 'nixon', label: 'What you advised at Camp David', format: 'text' },
  ],
  pages: [
    {
      type: 'cover',
      id: 'cover',
      title: 'The Rise and Fall of the Gold Standard',
      subtitle: 'A century of promising gold, 1870s–1971',
      startButtonText: 'Open the vault',
      visualType: 'vault',
      keyPoint: 'Tying money to gold bought trust at the price of flexibility.',
    },
    {
      type: 'character-intro',
      id: 'meet-arthur',
      chapter: 'Chapter 1: Good as gold',
      title: 'Meet Arthur Bell',
      narrative: {
        setup:
          'Washington, March 1933. Arthur, 28, has been at the Treasury for a year. Banks across the country are closed, and the dollar, officially worth 1/20.67 of an ounce of gold since the 1830s, is under attack as people hoard gold coins.',
        situation:
          'On his desk is a $20 gold coin his grandfather gave him, a double eagle. Grandfather used to say that paper money was only a promise, and gold was the thing promised.',
        characterThoughts:
          'Grandfather trusted gold because it could not be printed. Now that same fixed quantity of gold is strangling the economy. Which is the safe money, then?',
      },
      definitions: ['gold-standard'],
      interactiveElements: [
        {
          id: 'double-eagle',
          icon: '🪙',
          label: 'Double eagle',
          tooltip: 'A $20 US gold coin',
          detail:
            'It held just under an ounce of gold, matching the official price of $20.67 per troy ounce set in the 1830s.',
        },
      ],
      visualType: 'coins',
      keyPoint: 'Under a gold standard, a banknote is a promise to pay a fixed weight of gold.',
    },
    {
      type: 'visual-story',
      id: 'classical-gold-standard',
      chapter: 'Chapter 1: Good as gold',
      title: 'The Classical Gold Standard, 1870s–1914',
      mainText:
        'Britain had effectively been on gold since the 1700s. In the 1870s the rest of the industrial world followed: the new German Empire moved to gold in 1871–73, using its war indemnity from France; the United States stopped coining silver dollars in 1873 and made paper dollars redeemable in gold again from 1879; France and its partners stopped free coinage of silver in the same decade.\n\nBecause each currency was a fixed weight of gold, exchange rates were fixed too: a pound was worth about $4.86. Trade and investment flowed across borders with little currency risk. But the system disciplined countries harshly. A country that imported more than it exported lost gold, its money supply shrank, and prices and wages had to fall until trade rebalanced.',
      narrative: {
        setup:
          'Arthur remembers his grandfather’s stories of the Gold Room on New Street, just off Wall Street, where gold traded against Civil War greenbacks in the years before paper dollars became redeemable again.',
      },
      definitions: ['gold-standard', 'fixed-exchange-rate', 'price-specie-flow'],
      interactiveElements: [
        {
          id: 'hume',
          icon: '📜',
          label: 'David Hume, 1752',
          tooltip: 'The price–specie flow idea',
          detail:
            'The Scottish philosopher explained that gold flows automatically from deficit to surplus countries, changing price levels until trade balances.',
        },
        {
          id: 'bank-of-england',
          icon: '🏛️',
          label: 'Bank of England',
          tooltip: 'The center of the system',
          detail:
            'London was the world’s financial center. By raising its interest rate, the Bank of England could pull gold back to London from across the world.',
        },
      ],
      visualType: 'globe',
      keyPoint:
        'Fixed gold prices meant fixed exchange rates, and adjustment through falling prices and wages.',
    },
    {
      type: 'visual-story',
      id: 'golden-fetters',
      chapter: 'Chapter 2: Golden fetters',
      title: 'War, Return and Collapse',
      mainText:
        'The First World War broke the system: governments printed money to pay for the fighting and suspended gold payments. In the 1920s countries tried to rebuild it. Britain returned to gold in 1925 at the pre-war rate of $4.86, which left British goods overpriced and industry depressed.\n\nWhen the Depression struck after 1929, gold became a trap. To defend their gold, central banks kept interest rates high and let the money supply shrink while prices, output and jobs collapsed. Britain left gold in September 1931. Economic historian Barry Eichengreen later showed that countries that left gold early began recovering sooner, while those that clung to it, like France, suffered longest.',
      narrative: {
        setup:
          'In March 1933 gold is draining from the Federal Reserve as frightened depositors and foreigners swap dollars for gold. Arthur’s team models what happens if the United States keeps defending $20.67.',
      },
      definitions: ['devaluation', 'price-specie-flow'],
      interactiveElements: [
        {
          id: 'golden-fetters-book',
          icon: '📚',
          label: 'Golden Fetters (1992)',
          tooltip: 'Eichengreen’s study',
          detail:
            'It argues that the interwar gold standard spread the Depression from country to country and stopped central banks from fighting it.',
        },
      ],
      visualType: 'chart-down',
      keyPoint: 'In a crisis, the gold standard forced central banks to protect gold instead of jobs.',
    },
    {
      type: 'decision-point',
      id: 'gold-order-1933',
      chapter: 'Chapter 3: The gold order',
      title: 'Hand In Your Gold?',
      situation: 'April 1933. President Roosevelt has signed Executive Order 6102.',
      decision: {
        situation:
          'The order, dated 5 April 1933, requires Americans to deliver gold coins, bullion and gold certificates to a Federal Reserve bank by 1 May, to be paid for at the official price of $20.67 an ounce in paper money. People may keep up to $100 in gold coin, and collectors’ rare coins. Arthur owns his grandfather’s double eagle and $400 of other gold coins.',
        context: {
          'Official gold price': '$20.67 per ounce',
          'Allowed to keep': 'up to $100 in gold coin per person',
          'Penalty for hoarding': 'fine of up to $10,000, up to 10 years in prison, or both',
          'Rumor at the Treasury': 'the gold price may be raised',
        },
        prompt: 'What does Arthur do with his gold coins?',
        choices: [
          {
            id: 'hand-in',
            effects: { set: { goldMove: 'handed in $400 of coins and kept the double eagle', paper: 400 } },
            title: 'Hand them in',
            description:
              'Obey the order and exchange the $400 of coins for paper dollars, keeping the double eagle under the $100 allowance.',
            icon: '🏛️',
            color: 'from-emerald-500 to-teal-600',
            reward: 'You obey the law and keep your job and reputation',
            risk: 'If the gold price is raised, the government, not you, gains the difference',
            consequence:
              'That is what most Americans did. In January 1934 the government raised the gold price to $35, so gold handed in at $20.67 was suddenly worth about 69 percent more, in the Treasury’s hands.',
          },
          {
            id: 'hide-gold',
            effects: { set: { goldMove: 'hid all the coins in a safe deposit box', coins: 400 } },
            title: 'Hide them',
            description: 'Keep all the coins in a safe deposit box and say nothing.',
            icon: '🤫',
            color: 'from-red-500 to-rose-700',
            reward: 'A profit if the gold price rises',
            risk: 'Heavy fines, prison and the end of a Treasury career',
            consequence:
              'Some hoarders did hide gold, and prosecutions were rare, but the risk was real. For a Treasury official, being caught would have ended his career.',
          },
          {
            id: 'argue-policy',
            effects: {
              set: {
                goldMove: 'argued against the order, lost, and handed in the $400 of coins',
                paper: 400,
              },
            },
            title: 'Argue inside the Treasury against the order',
            description: 'Write a memo arguing that confiscating gold breaks faith with citizens.',
            icon: '📝',
            color: 'from-amber-500 to-orange-600',
            reward: 'You defend the principle that a promise of gold is a promise',
            risk: 'You fight a president determined to end deflation, and the economy keeps sinking while you argue',
            consequence:
              'Some officials did object. Dean Acheson, the Treasury’s second in command, argued that the law did not allow the government to buy gold above $20.67, and Roosevelt forced him out in November 1933. The gold policy went ahead regardless.',
          },
        ],
      },
      lesson:
        'A currency’s link to gold is a government promise, and governments can change promises when keeping them becomes too costly.',
      historicalNote:
        'In February 1935 the Supreme Court, in the Gold Clause Cases, upheld the 1933 law that cancelled clauses in private contracts promising payment in gold. For the government’s own bonds it called the cancellation unlawful but awarded the holders nothing, so the redefined dollar stood.',
      definitions: ['gold-standard', 'devaluation'],
      visualType: 'vault',
      keyPoint: 'When defending gold meant deepening the Depression, the United States changed the rules.',
    },
    {
      type: 'story',
      id: 'thirty-five-dollars',
      variants: [
        {
          when: { coins: 400 },
          narrative: {
            setup:
              'Arthur watches the Treasury’s gold stock rise month after month as gold arrives by ship from Europe. His own hidden coins now hold gold worth about $677 at the new price, and he could never sell them without breaking the law.',
            characterThoughts:
              'We did not abolish gold. We changed its price, and the economy breathed again.',
          },
        },
      ],
      chapter: 'Chapter 3: The gold order',
      title: 'Thirty-Five Dollars an Ounce',
      mainText:
        'The Gold Reserve Act of 30 January 1934 moved the nation’s gold into the Treasury, and the next day Roosevelt fixed the price at $35 an ounce. The dollar now held about 41 percent less gold, so it was worth less against currencies still on gold.\n\nGold poured in from Europe, where war fears were rising, and the money supply grew again. Prices stopped falling and the economy began to recover, although unemployment stayed high for years. The dollar was still linked to gold for foreign governments, but ordinary Americans could not own gold bullion again until the end of 1974.',
      narrative: {
        setup:
          'Arthur watches the Treasury’s gold stock rise month after month as gold arrives by ship from Europe.',
        characterThoughts: 'We did not abolish gold. We changed its price, and the economy breathed again.',
      },
      definitions: ['devaluation'],
      visualType: 'chart-up',
      keyPoint: 'Raising the price of gold was a devaluation, and it helped end the deflation.',
    },
    {
      type: 'visual-story',
      id: 'bretton-woods',
      chapter: 'Chapter 4: Bretton Woods',
      title: 'A New System in the Mountains',
      mainText:
        'In July 1944, with the war still raging, delegates from 44 countries met at the Mount Washington Hotel in Bretton Woods, New Hampshire. They wanted to avoid both the rigid gold standard of the 1920s and the competitive devaluations and trade wars of the 1930s. The two leading voices were John Maynard Keynes for Britain and Harry Dexter White for the United States. The United States held most of the world’s monetary gold, and its currency was the one everybody needed.',
      narrative: {
        setup:
          'Arthur, now 39, is a junior member of the American delegation, preparing tables late into the night.',
      },
      definitions: ['bretton-woods', 'fixed-exchange-rate', 'reserve-currency'],
      interactiveElements: [
        {
          id: 'keynes-plan',
          icon: '🇬🇧',
          label: 'Keynes plan',
          tooltip: 'An International Clearing Union',
          detail:
            'Keynes proposed an International Clearing Union: a global bank with its own unit, the bancor, that would press both deficit and surplus countries to adjust.',
        },
        {
          id: 'white-plan',
          icon: '🇺🇸',
          label: 'White plan',
          tooltip: 'A stabilization fund',
          detail:
            'White proposed a smaller fund built from members’ contributions, with the dollar, tied to gold, at its center.',
        },
      ],
      visualType: 'handshake',
      keyPoint:
        'Bretton Woods tried to keep the stability of fixed rates without the straitjacket of pure gold.',
    },
    {
      type: 'decision-point',
      id: 'design-the-system',
      chapter: 'Chapter 4: Bretton Woods',
      title: 'Design the Post-War Money',
      situation: 'July 1944. The delegation must choose which design to champion.',
      decision: {
        situation:
          'America holds the gold and the bargaining power. Britain is deeply in debt and fears being forced into deflation. Every design must balance stability, flexibility and who bears the burden of adjustment.',
        context: {
          'Countries attending': '44',
          'US share of world monetary gold': 'well over half',
          'Lesson of the 1930s': 'rigid gold spread the Depression; devaluation races bred trade wars',
          'Lesson of the 1920s': 'returning at the wrong rate brought years of stagnation',
        },
        prompt: 'Which system should the United States push for?',
        choices: [
          {
            id: 'dollar-gold-peg',
            effects: { set: { bw: 'the dollar tied to gold, other currencies tied to the dollar' } },
            title: 'Dollar tied to gold, other currencies tied to the dollar',
            description:
              'Fix the dollar at $35 an ounce for central banks; others peg to the dollar, and may change the peg only in a fundamental disequilibrium (a lasting imbalance that could not be fixed any other way).',
            icon: '💵',
            color: 'from-emerald-500 to-teal-600',
            reward: 'Stable exchange rates with some flexibility, built around the strongest economy',
            risk: 'The whole system depends on confidence in the dollar',
            consequence:
              'This is essentially what was agreed, with an International Monetary Fund to lend to countries in difficulty and a World Bank for reconstruction. It anchored the fast-growing post-war decades.',
          },
          {
            id: 'keynes-bancor',
            effects: { set: { bw: 'Keynes’s clearing union and bancor' } },
            title: 'Back Keynes’s clearing union and bancor',
            description:
              'Create a world central bank with its own currency and penalties on both deficits and surpluses.',
            icon: '🌐',
            color: 'from-blue-500 to-indigo-600',
            reward: 'No single country’s currency at the center; surplus countries share the burden',
            risk: 'Congress would have to accept limits on the American surplus and hand power to a new body',
            consequence:
              'The United States, as the great surplus country, rejected it. Economists still debate whether the bancor would have prevented later imbalances.',
          },
          {
            id: 'classical-gold',
            effects: { set: { bw: 'a return to the classical gold standard' } },
            title: 'Return to the classical gold standard',
            description: 'Let every currency be freely convertible into gold again.',
            icon: '🪙',
            color: 'from-yellow-500 to-amber-700',
            reward: 'Simple, rule-based discipline',
            risk: 'Repeating the deflationary trap of the 1920s and 1930s',
            consequence:
              'Almost no delegation wanted this after the Depression. The world’s gold was too concentrated and too scarce to support growing trade.',
          },
        ],
      },
      lesson:
        'Every monetary system trades off stability against flexibility, and decides who must adjust when trade is unbalanced.',
      historicalNote:
        'The Bretton Woods agreements created the International Monetary Fund and the International Bank for Reconstruction and Development (World Bank). Full convertibility of the main European currencies for trade came only at the end of 1958.',
      definitions: ['fixed-exchange-rate', 'reserve-currency', 'gold-standard', 'world-bank'],
      visualType: 'scale',
      keyPoint: 'Bretton Woods made the dollar as good as gold, for as long as people believed it.',
    },
    {
      type: 'visual-story',
      id: 'triffin-dilemma',
      chapter: 'Chapter 5: Too many dollars',
      title: 'The Triffin Dilemma',
      mainText:
        'The system worked through the 1950s, but it had a flaw. The world economy grew, and countries wanted more dollars as reserves. Those dollars could only come from the United States spending, lending and investing abroad more than it took in. By 1960 the dollars held abroad were roughly equal to America’s gold stock, and the economist Robert Triffin warned that confidence would eventually crack.\n\nThrough the 1960s the gap grew as the United States paid for the Vietnam War and new domestic programs. France under President Charles de Gaulle converted dollars into gold, and in 1968 the London Gold Pool, which had held the market price near $35, collapsed. By 1971 American gold reserves had fallen from about $25 billion in the late 1940s to around $10 billion, while foreign holders had several times that amount in dollars.',
      narrative: {
        setup: 'Arthur, now a senior adviser, watches the gold stock chart slope downward year after year.',
        characterThoughts:
          'We promised $35 to everyone, but we only have gold enough for a fraction of them. It is a bank run waiting to happen.',
      },
      definitions: ['triffin-dilemma', 'reserve-currency', 'gold-window'],
      interactiveElements: [
        {
          id: 'triffin-book',
          icon: '📚',
          label: 'Gold and the Dollar Crisis (1960)',
          tooltip: 'Robert Triffin’s warning',
          detail:
            'Triffin argued that the system could not both supply enough reserves and keep the dollar credibly tied to gold.',
        },
        {
          id: 'gold-pool',
          icon: '🏦',
          label: 'London Gold Pool',
          tooltip: '1961–1968',
          detail:
            'Eight central banks pooled gold to hold the London price near $35. Heavy buying in March 1968 broke it, leaving a free market price and an official one.',
        },
      ],
      visualType: 'chart-down',
      keyPoint:
        'A reserve currency tied to gold must eventually choose between supplying the world and keeping its promise.',
    },
    {
      type: 'decision-point',
      id: 'nixon-1971',
      chapter: 'Chapter 6: The Nixon shock',
      title: 'Camp David, August 1971',
      situation: 'Friday 13 August 1971. The President’s advisers gather at Camp David.',
      decision: {
        situation:
          'Foreign central banks, Britain reportedly among them, want protection for their dollar holdings, and speculation against the dollar is intense. Inflation is running at over 4 percent and unemployment at about 6 percent, with an election due in 1972.',
        context: {
          'US gold reserves': 'about $10 billion at $35 an ounce',
          'Dollars held by foreign official institutions': 'several times the gold stock',
          'US inflation': 'over 4 percent',
          'US unemployment': 'about 6 percent',
        },
        prompt: 'What should Arthur advise?',
        timeLimit: 'Markets open on Monday',
        choices: [
          {
            id: 'close-gold-window',
            effects: { set: { nixon: 'close the gold window' } },
            title: 'Close the gold window',
            description: 'Stop converting dollars into gold for foreign central banks.',
            icon: '🔒',
            color: 'from-red-500 to-rose-700',
            reward: 'Stops the drain of gold immediately and frees monetary policy',
            risk: 'Breaks the centerpiece of the post-war system and angers allies',
            consequence:
              'On Sunday 15 August 1971 Nixon announced on television that convertibility was suspended, alongside a 90-day wage and price freeze and a 10 percent surcharge on imports. Markets welcomed it at first; the fixed-rate system was gone within two years.',
          },
          {
            id: 'defend-the-dollar',
            effects: { set: { nixon: 'defend $35 with tight money' } },
            title: 'Defend $35 with tight money',
            description: 'Raise interest rates sharply and cut spending to make dollars attractive again.',
            icon: '🛡️',
            color: 'from-blue-500 to-indigo-600',
            reward: 'Keeps America’s promise intact',
            risk: 'A deliberate recession before an election, with no guarantee it works',
            consequence:
              'Officials judged this politically impossible and economically painful. It would have repeated the 1931 choice of protecting gold at the cost of jobs.',
          },
          {
            id: 'raise-gold-price',
            effects: { set: { nixon: 'raise the gold price but keep convertibility' } },
            title: 'Devalue: raise the gold price but keep convertibility',
            description: 'Announce a new, higher official gold price and carry on.',
            icon: '⚖️',
            color: 'from-amber-500 to-orange-600',
            reward: 'The gold stock covers more dollars; the system survives for now',
            risk: 'Rewards gold hoarders and invites speculation on the next rise',
            consequence:
              'Something like this happened afterwards, without restoring convertibility: the Smithsonian Agreement of December 1971 set $38, and a second devaluation in February 1973 set $42.22, but the dollars were never again redeemable.',
          },
        ],
      },
      lesson:
        'A fixed exchange rate survives only as long as the country behind it is willing to pay the domestic price of defending it.',
      historicalNote:
        'By March 1973 the major currencies were floating against each other. The Jamaica Accords of January 1976, in force from April 1978 as a change to the IMF’s rules, ended gold’s official role in the system.',
      definitions: ['gold-window', 'fiat-money', 'devaluation'],
      visualType: 'newspaper',
      keyPoint: 'On 15 August 1971 the dollar became pure fiat money.',
    },
    {
      type: 'story',
      id: 'after-the-shock',
      chapter: 'Chapter 7: After gold',
      title: 'Money Without Gold',
      mainText:
        'Since 1973 the world has used fiat money and mostly floating exchange rates. Without gold, money can expand in a crisis, and central banks can fight depressions. But the discipline now has to come from institutions, not metal: the 1970s brought high inflation before central banks, led by the Federal Reserve under Paul Volcker, showed they could bring it down.\n\nGold itself became just another asset whose price moves freely; it has traded at many times $35 ever since. Central banks still hold large gold reserves, a reminder of the old promise.',
      narrative: {
        setup:
          'Arthur retires in early 1975, days after Americans regain the right to own gold bullion on 31 December 1974.',
        characterThoughts:
          'Gold never changed. What changed was what we were willing to suffer to keep our word about it.',
      },
      definitions: ['fiat-money'],
      visualType: 'money-printing',
      keyPoint:
        'Fiat money trades automatic discipline for flexibility, so trust must be earned by central banks.',
    },
    {
      type: 'interactive',
      id: 'compare-systems',
      chapter: 'Compare',
      title: 'Three Monetary Systems',
      mainText: 'How the main systems of the last 150 years compare.',
      comparison: {
        columns: [
          'Classical gold standard (1870s–1914)',
          'Bretton Woods (1944–1971)',
          'Fiat and floating (1973–today)',
        ],
        rows: [
          {
            label: 'What anchors money',
            values: [
              'A fixed weight of gold',
              'Dollar tied to gold at $35; others tied to the dollar',
              'Central bank policy and trust',
            ],
          },
          {
            label: 'Exchange rates',
            values: ['Fixed by gold content', 'Fixed but adjustable', 'Mostly floating'],
          },
          {
            label: 'Can money expand in a crisis?',
            values: ['Hardly: limited by gold', 'Limited by the peg', 'Yes'],
          },
          {
            label: 'Main danger',
            values: [
              'Deflation and depressions',
              'Too few reserves or too many dollars (Triffin)',
              'Inflation if central banks lose discipline',
            ],
          },
          {
            label: 'Who must adjust?',
            values: [
              'Deficit countries, through falling prices',
              'Mainly deficit countries',
              'Exchange rates move instead',
            ],
          },
        ],
      },
      visualType: 'scale',
      keyPoint: 'No monetary system is free: each chooses which kind of pain it risks.',
    },
    {
      type: 'quiz',
      id: 'quiz',
      chapter: 'Quiz',
      title: 'Check Your Understanding',
      questions: [
        {
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
        {
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
        {
          question:
            'In 1934 the official price of gold was raised from $20.67 to $35 an ounce. By about how much did the price of gold in dollars rise?',
          options: ['About 14%', 'About 41%', 'About 69%', 'About 100%'],
          correct: 2,
          explanation:
            '$35 ÷ $20.67 is about 1.69, a rise of about 69%. Seen the other way, each dollar was now worth about 41% less gold. The devaluation, and the gold that then poured in, let the money supply grow again after years of deflation.',
          kind: 'calculation',
        },
        {
          question:
            'Under the April 1933 order, how much gold coin could Arthur legally keep, apart from rare coins prized by collectors?',
          options: ['All of it', '$100', '$20.67', 'None'],
          correct: 1,
          explanation:
            'The order let each person keep up to $100 in gold coin, plus rare coins prized by collectors. The rest had to be handed in at $20.67 an ounce in paper money; nine months later, in January 1934, the price was raised to $35.',
          kind: 'reading',
        },
      ],
      visualType: 'coins',
      keyPoint: 'The gold window of 1944–1971 was open to central banks, not to citizens.',
    },
    {
      type: 'reflection',
      id: 'reflection',
      chapter: 'Reflection',
      title: 'What Makes Money Trustworthy?',
      prompt: 'Think about Arthur’s career and the promises he watched governments make and break.',
      questions: [
        'Why did the gold standard make the Depression worse for countries that stayed on it?',
        'Was the gold order of 1933 a betrayal of savers, or a necessary rescue of the economy?',
        'Why could the United States not supply the world with dollars and keep every dollar convertible into gold?',
        'What stops a central bank issuing fiat money from simply printing too much?',
      ],
      finalThought:
        'Gold offered a promise that needed no trust in politicians, until keeping it cost more than people would bear. Modern money asks for that trust directly.',
      visualType: 'vault',
      keyPoint: 'All money rests on trust; gold only changed where the trust was placed.',
    },
    {
      type: 'summary',
      id: 'summary',
      chapter: 'Summary',
      title: 'What the Gold Standard Teaches',
      conceptLearned: 'The gold standard, deflationary adjustment, devaluation, Bretton Woods and fiat money',
      ending: {
        intro: 'Your choices beside what happened at the time.',
        rows: [
          {
            label: 'In April 1933 Arthur',
            yours: '{goldMove}',
            history:
              'Most Americans handed in their gold at $20.67 an ounce. Some hid it; prosecutions were rare.',
          },
          {
            label: 'The $400 of coins in January 1934, with gold at $35',
            yours: '{paper + coins * 1.6933:usd}',
            history:
              'Gold handed in at $20.67 was suddenly worth about 69 percent more, in the Treasury’s hands.',
          },
          {
            label: 'At Bretton Woods you backed',
            yours: '{bw}',
            history:
              'The dollar was tied to gold at $35 and other currencies to the dollar, with the IMF and the World Bank beside them.',
          },
          {
            label: 'At Camp David you advised',
            yours: '{nixon}',
            history:
              'Nixon closed the gold window on 15 August 1971. By March 1973 the major currencies floated.',
          },
        ],
      },
      keyTakeaways: [
        'Under the classical gold standard (1870s–1914) currencies were fixed weights of gold, so exchange rates were fixed.',
        'Gold balanced trade through shrinking money and falling prices, a discipline that deepened the Great Depression.',
        'In 1933–34 the United States called in private gold and raised its price from $20.67 to $35, devaluing the dollar.',
        'Bretton Woods (1944) tied the dollar to gold at $35 and other currencies to the dollar, until dollars abroad outgrew US gold.',
        'Nixon closed the gold window on 15 August 1971; since 1973 major currencies are fiat money and mostly float.',
      ],
      nextSteps: [
        'See how fiat money and oil shocks produced the inflation of the 1970s in the stagflation lesson.',
        'Explore the Marshall Plan lesson to see the dollar shortage that Bretton Woods had to solve.',
      ],
      visualType: 'coins',
      keyPoint: 'The history of gold is a history of choosing between stable promises and flexible policy.',
    },
  ],
  sources: [
    {
      title: 'Golden Fetters: The Gold Standard and the Great Depression, 1919–1939',
      author: 'Barry Eichengreen',
      year: 1992,
      publisher: 'Oxford University Press',
    },
    {
      title: 'Globalizing Capital: A History of the International Monetary System',
      author: 'Barry Eichengreen',
      year: 2008,
      publisher: 'Princeton University Press (2nd edition)',
    },
    {
      title:
        'The Battle of Bretton Woods: John Maynard Keynes, Harry Dexter White, and the Making of a New World Order',
      author: 'Benn Steil',
      year: 2013,
      publisher: 'Princeton University Press',
    },
    {
      title: 'Gold and the Dollar Crisis: The Future of Convertibility',
      author: 'Robert Triffin',
      year: 1960,
      publisher: 'Yale University Press',
    },
    {
      title: 'Exchange Rates and Economic Recovery in the 1930s',
      author: 'Barry Eichengreen and Jeffrey Sachs',
      year: 1985,
      publisher: 'Journal of Economic History, vol. 45, no. 4, pp. 925–946',
    },
    {
      title: 'American Default: The Untold Story of FDR, the Supreme Court, and the Battle over Gold',
      author: 'Sebastian Edwards',
      year: 2018,
      publisher: 'Princeton University Press',
    },
    {
      title:
        'A Monetary History of the United States, 1867–1960 (chapter 8, New Deal Changes in the Banking Structure and Monetary Standard)',
      author: 'Milton Friedman and Anna Jacobson Schwartz',
      year: 1963,
      publisher: 'Princeton University Press',
    },
  ],
};
