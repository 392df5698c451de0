import type { GlossaryEntry, Lesson } from '../schema';

// The Marshall Plan (European Recovery Program), 1948–1952, seen from the French planning office:
// the dollar gap, counterpart funds and the road to the European Payments Union.

export const glossary: Record<string, GlossaryEntry> = {
  'marshall-plan': {
    text: 'Marshall Plan (European Recovery Program)',
    definition:
      'The American aid program for western Europe proposed by Secretary of State George C. Marshall at Harvard on 5 June 1947. From April 1948 to June 1952 it gave the countries of western Europe about $13 billion, mostly as grants, to buy food, fuel and machinery, on condition that they planned their recovery together.',
  },
  'dollar-gap': {
    text: 'Dollar gap',
    definition:
      'The shortage of US dollars in post-war Europe: countries needed American food, fuel and machines but sold too little to America to earn the dollars to pay for them.',
  },
  'counterpart-funds': {
    text: 'Counterpart funds',
    definition:
      'Local money created by Marshall aid. American goods given to a government were sold to its businesses for francs, lire or marks, and that money went into a special fund spent on investment or debt repayment with American approval.',
  },
  convertibility: {
    text: 'Currency convertibility',
    definition:
      'The freedom to exchange a currency for other currencies, such as dollars, at the official rate. In the late 1940s most European currencies were not convertible, so trade was tied up in permits and quotas.',
  },
  'bilateral-trade-agreement': {
    text: 'Bilateral trade agreement',
    definition:
      'A deal between two countries to trade roughly equal values with each other, because neither could pay in a currency the other wanted. It kept trade small and rigid.',
  },
  'european-payments-union': {
    text: 'European Payments Union (EPU)',
    definition:
      'A clearing system that ran from 1950 to 1958. Members’ monthly surpluses and deficits with each other were netted out, so a country could buy from one neighbor and sell to another without needing dollars for each deal.',
  },
  'currency-reform': {
    text: 'Currency reform',
    definition:
      'Replacing a discredited currency with a new one, usually writing down old money and debts. The reform of 20 June 1948 in the western zones of Germany replaced the Reichsmark with the Deutsche Mark.',
  },
  devaluation: {
    text: 'Devaluation',
    definition:
      'Officially lowering a currency’s value against other currencies under a fixed exchange-rate system. It makes exports cheaper abroad and imports dearer at home.',
  },
};

export const lesson: Lesson = {
  id: 'marshall-plan-1948',
  title: 'The Marshall Plan',
  subtitle: 'Rebuilding Europe, 1948–1952',
  concept: 'How aid, currency stability and open trade rebuilt post-war Europe',
  description:
    'Join a young economist in the French planning office as the United States offers Europe about $13 billion in aid. Decide whether to accept American conditions, how to spend counterpart funds, and whether to open trade through the European Payments Union, and weigh the historians’ debate over how much the money itself mattered.',
  preview:
    'Europe is broke, hungry and short of dollars. America offers help, with conditions. What do you build with it?',
  difficulty: 'Intermediate',
  estimatedTime: '19 minutes',
  type: 'character-driven',
  category: 'monetary',
  icon: '🚢',
  color: { from: 'blue', to: 'emerald' },
  year: 1948,
  topics: ['Currency Markets', 'Monetary Policy', 'Financial Contagion'],
  xp: 100,
  character: {
    name: 'Élise Marchand',
    age: 31,
    profession: 'Economist at the French Commissariat général du Plan',
    icon: '👩‍💼',
    color: 'from-blue-500 to-indigo-600',
    background:
      'Élise is a composite character, not a real person. She represents the young economists and engineers who worked for Jean Monnet’s planning office in Paris and turned American aid into French investment. She lost her brother in the war and grew up in a town flattened in 1944.',
    traits: ['Analytical', 'Determined', 'Pragmatic', 'Pro-European'],
    historical: false,
  },
  supportingCharacters: [
    {
      name: 'George C. Marshall',
      role: 'US Secretary of State, 1947–1949',
      icon: '🎓',
      influence: 'Proposed American help for a joint European recovery plan at Harvard on 5 June 1947.',
    },
    {
      name: 'Jean Monnet',
      role: 'Head of the French planning office',
      icon: '🇫🇷',
      influence:
        'His plan for modernizing coal, steel, power and transport absorbed much of France’s counterpart funds.',
    },
    {
      name: 'Paul G. Hoffman',
      role: 'Head of the Economic Cooperation Administration, 1948–1950',
      icon: '🏢',
      influence:
        'A former car-company president who ran the aid program like a business and pushed Europeans to trade with each other.',
    },
    {
      name: 'Ludwig Erhard',
      role: 'Economic director of the American and British zones of Germany, 1948',
      icon: '🇩🇪',
      influence: 'Lifted many price controls alongside the currency reform of June 1948.',
    },
  ],
  concepts: [
    { id: 'dollar-gap', name: 'The dollar gap and balance of payments', level: 'beginner' },
    { id: 'aid-conditionality', name: 'Aid with conditions', level: 'intermediate' },
    { id: 'counterpart-funds', name: 'Counterpart funds and investment', level: 'intermediate' },
    { id: 'currency-stability', name: 'Currency reform and stability', level: 'intermediate' },
    {
      id: 'multilateral-trade',
      name: 'Multilateral payments and trade liberalization',
      level: 'intermediate',
    },
  ],
  storyState: [
    { key: 'line', label: 'The line Élise urged in 1947', format: 'text' },
    { key: 'lineNote', label: 'How France came to take the aid', format: 'text' },
    { key: 'fundUse', label: 'Where the counterpart funds went', format: 'text' },
    { key: 'tradeLine', label: 'France’s trade choice in 1950', format: 'text' },
  ],
  pages: [
    {
      type: 'cover',
      id: 'cover',
      title: 'The Marshall Plan',
      subtitle: 'Dollars, wheat and the rebuilding of Europe',
      startButtonText: 'Open the file',
      visualType: 'globe',
      keyPoint: 'Money helped Europe recover, but the rules that came with it may have mattered even more.',
    },
    {
      type: 'character-intro',
      id: 'meet-elise',
      chapter: 'Chapter 1: Ruins',
      title: 'Meet Élise Marchand',
      narrative: {
        setup:
          'Paris, spring 1947. Two years after the war, Élise works in a crowded office on the rue de Martignac, where Jean Monnet’s team is drawing up a plan to modernize France.',
        situation:
          'The plan needs coal, machines and trucks, much of which only America can supply. France has almost no dollars left to buy them. Bread is rationed and prices are rising fast.',
        characterThoughts:
          'We know what to build. We simply cannot pay for the tools to build it. Every week without dollars is a week the factories stand idle.',
      },
      definitions: ['dollar-gap'],
      interactiveElements: [
        {
          id: 'rationing',
          icon: '🥖',
          label: 'Bread ration',
          tooltip: 'Still rationed in 1947',
          detail:
            'Bread rationing in France continued after the war; in 1947 the ration was cut, and strikes and protests followed. Hunger was a political danger as well as a human one.',
        },
      ],
      visualType: 'city',
      keyPoint: 'Post-war Europe had plans and workers but not the dollars to buy what it needed.',
    },
    {
      type: 'visual-story',
      id: 'the-dollar-gap',
      chapter: 'Chapter 1: Ruins',
      title: 'The Dollar Gap',
      mainText:
        'The war had wrecked railways, bridges, ports and mines, and used up Europe’s savings and foreign investments. To rebuild, Europe had to import food, fuel and equipment from the United States, the one great economy left intact. But it could sell America far less than it bought, so it constantly ran short of dollars.\n\nThe winter of 1946–47 was one of the harshest on record: coal froze in the pits and Britain’s industry partly shut down. In July 1947 Britain, under the terms of an American loan, made the pound freely convertible into dollars. Holders rushed to swap pounds for dollars, and after about five weeks Britain had to suspend convertibility. Across Europe, trade was strangled by permits, quotas and two-country barter deals.',
      narrative: {
        setup:
          'Élise tracks France’s dollar reserves on a chart pinned to her wall. The line falls every month.',
      },
      definitions: ['dollar-gap', 'convertibility', 'bilateral-trade-agreement'],
      interactiveElements: [
        {
          id: 'sterling-crisis',
          icon: '💷',
          label: 'Sterling crisis, 1947',
          tooltip: 'Convertibility lasted about five weeks',
          detail:
            'From 15 July to 20 August 1947 the pound could be exchanged freely for dollars. Britain’s reserves drained so fast that convertibility was suspended, a warning that weak currencies could not simply be opened up.',
        },
        {
          id: 'winter',
          icon: '❄️',
          label: 'Winter of 1946–47',
          tooltip: 'A frozen economy',
          detail:
            'Blizzards and extreme cold disrupted coal supplies and transport across northern Europe, deepening shortages.',
        },
      ],
      visualType: 'chart-down',
      keyPoint: 'A country can be full of willing workers and still stall if it cannot pay for imports.',
    },
    {
      type: 'visual-story',
      id: 'the-offer',
      chapter: 'Chapter 2: The offer',
      title: 'A Speech at Harvard',
      mainText:
        'On 5 June 1947 Secretary of State George C. Marshall spoke at Harvard on its graduation day. He described Europe’s breakdown and said the United States should help, but that the initiative had to come from Europe: the Europeans should agree among themselves on what they needed and draw up a joint program.\n\nThe British and French foreign ministers, Ernest Bevin and Georges Bidault, quickly organized a conference in Paris. The Soviet foreign minister, Vyacheslav Molotov, attended and then walked out, rejecting American conditions. Czechoslovakia and Poland, under Soviet pressure, stayed away. Sixteen western European countries set to work on a joint request.',
      narrative: {
        setup:
          'Élise joins the Paris talks as a junior member of the French delegation, preparing statistics.',
        characterThoughts:
          'Americans want us to plan together, open our books and lower barriers. Some here call that a loss of sovereignty. I call it a gift of time.',
      },
      definitions: ['marshall-plan', 'dollar-gap'],
      visualType: 'handshake',
      keyPoint: 'The Marshall Plan asked Europe to design its own recovery, together.',
    },
    {
      type: 'decision-point',
      id: 'accept-conditions',
      chapter: 'Chapter 2: The offer',
      title: 'Accept the Conditions?',
      situation: 'Paris, summer 1947. The French delegation must decide its line.',
      decision: {
        situation:
          'American aid will come only through a joint European program, with countries sharing data, stabilizing their currencies, and working to reduce trade barriers. Some French politicians fear American control; the Communist Party opposes the plan outright.',
        context: {
          'French dollar reserves': 'nearly exhausted',
          'Soviet position': 'rejected the plan and left the conference',
          Conditions: 'joint plan, shared data, stable money, freer trade',
          'Alternative sources': 'none of comparable size',
        },
        prompt: 'What should France push for?',
        choices: [
          {
            id: 'accept-joint-plan',
            effects: {
              set: {
                line: 'accept and help lead the joint plan',
                lineNote: 'France has signed on, as Élise urged.',
              },
            },
            title: 'Accept and help lead the joint plan',
            description: 'Embrace cooperation and use it to shape Europe’s recovery.',
            icon: '🤝',
            color: 'from-emerald-500 to-teal-600',
            reward: 'Large-scale aid and a leading role in the new European institutions',
            risk: 'Domestic opposition and accepting American oversight',
            consequence:
              'This is what France did. Sixteen countries submitted a joint report in September 1947 and formed the Organisation for European Economic Co-operation (OEEC) in April 1948.',
          },
          {
            id: 'demand-no-strings',
            effects: {
              set: {
                line: 'demand aid with no conditions',
                lineNote:
                  'Washington made clear that Congress would pay only for a joint plan, so France accepted the conditions after all.',
              },
            },
            title: 'Demand aid without conditions',
            description: 'Ask for money country by country, with no joint planning.',
            icon: '✋',
            color: 'from-amber-500 to-orange-600',
            reward: 'Full national control over spending',
            risk: 'Washington and Congress had made cooperation the price of the money',
            consequence:
              'Congress would almost certainly have refused. Support in Washington rested on the promise that Europe would help itself and become self-supporting by 1952.',
          },
          {
            id: 'reject-aid',
            effects: {
              set: {
                line: 'reject the plan',
                lineNote:
                  'Élise’s memo urging France to reject the plan lost the cabinet debate, and France signed on.',
              },
            },
            title: 'Reject the plan',
            description: 'Follow the Soviet line and rebuild alone.',
            icon: '🚫',
            color: 'from-red-500 to-rose-700',
            reward: 'Independence from the United States',
            risk: 'No dollars for the imports the recovery depends on',
            consequence:
              'The countries that stayed out, under Soviet pressure, rebuilt within the Soviet bloc’s planned economies and fell far behind western Europe’s living standards over the following decades.',
          },
        ],
      },
      lesson:
        'Conditions attached to aid can be a burden or a framework; here they pushed countries to cooperate rather than compete.',
      historicalNote:
        'President Truman signed the Economic Cooperation Act on 3 April 1948. From 1948 to 1952 the European Recovery Program provided about $13 billion, mostly as grants rather than loans: a little over 1 percent of US national income each year.',
      definitions: ['marshall-plan', 'dollar-gap'],
      visualType: 'handshake',
      keyPoint:
        'The price of Marshall aid was cooperation, and cooperation turned out to be part of the cure.',
    },
    {
      type: 'visual-story',
      id: 'how-aid-worked',
      chapter: 'Chapter 3: The money',
      title: 'Wheat In, Francs Out',
      mainText:
        'Marshall aid mostly arrived as goods, not cash: wheat, coal, cotton, fuel, tractors and machine tools, paid for in dollars by the Economic Cooperation Administration in Washington. A French flour mill that received American wheat still paid for it, but in francs, to the French government. Those francs went into a counterpart fund. The government could then spend the fund, with American approval, on investment or on paying down debt.\n\nSo every dollar of aid did two jobs: it filled the dollar gap for imports, and it created local money for rebuilding.',
      narrative: {
        setup:
          '{lineNote} Élise now tracks two accounts: the dollars spent on imports, and the growing pile of francs in the counterpart fund.',
      },
      definitions: ['counterpart-funds'],
      interactiveElements: [
        {
          id: 'eca',
          icon: '🏢',
          label: 'Economic Cooperation Administration',
          tooltip: 'The US agency running the plan',
          detail:
            'Led by Paul G. Hoffman, it approved purchases, paid American suppliers and reviewed how counterpart funds were spent. Its European partner body was the OEEC in Paris.',
        },
        {
          id: 'oeec',
          icon: '🇪🇺',
          label: 'OEEC',
          tooltip: 'Organisation for European Economic Co-operation',
          detail:
            'Founded in April 1948 to divide the aid and coordinate policies. It became today’s OECD in 1961.',
        },
      ],
      visualType: 'coins',
      keyPoint: 'Each aid dollar paid for imports and also created local money to invest.',
    },
    {
      type: 'decision-point',
      id: 'counterpart-choice',
      chapter: 'Chapter 3: The money',
      title: 'How to Spend the Counterpart Funds',
      situation: 'Paris, late 1948. Billions of francs sit in the counterpart fund.',
      decision: {
        situation:
          'Inflation is high, strikes are frequent and the government budget is in deficit. Ministers disagree: some want to rebuild industry, some want to cut food prices, some want to pay down government debt to calm inflation.',
        context: {
          'French inflation': 'very high in 1947–48',
          'Monnet Plan priorities': 'coal, electricity, steel, cement, farm machinery, transport',
          'American view': 'investment and financial stability, not consumption',
          'What Britain chose': 'mostly debt repayment',
        },
        prompt: 'Élise must recommend a use for the funds.',
        choices: [
          {
            id: 'invest-industry',
            effects: { set: { fundUse: 'power, steel and transport' } },
            title: 'Invest in power, steel and transport',
            description: 'Finance the Monnet Plan’s basic industries.',
            icon: '🏭',
            color: 'from-blue-500 to-indigo-600',
            reward: 'Faster growth for years to come',
            risk: 'Adds spending while inflation is high; consumers wait longer',
            consequence:
              'France did this: counterpart funds financed a large share of public investment in 1948–50, including dams, power stations, coal mines and steelworks, laying foundations for rapid growth in the 1950s.',
          },
          {
            id: 'subsidise-food',
            effects: { set: { fundUse: 'cheaper bread and milk' } },
            title: 'Subsidize food prices',
            description: 'Use the money to keep bread and milk cheap.',
            icon: '🥖',
            color: 'from-amber-500 to-orange-600',
            reward: 'Immediate relief and less political unrest',
            risk: 'Nothing is left that produces more in future; the Americans object',
            consequence:
              'It would have eased 1948 but built nothing. The ECA resisted using counterpart funds for consumption subsidies, so this would also have strained relations with Washington.',
          },
          {
            id: 'retire-debt',
            effects: { set: { fundUse: 'paying down government debt' } },
            title: 'Pay down government debt',
            description: 'Use the funds to reduce public debt and fight inflation.',
            icon: '📉',
            color: 'from-slate-500 to-slate-700',
            reward: 'More stable money and lower inflation',
            risk: 'Less direct investment in industry',
            consequence:
              'Britain used most of its counterpart funds this way. It supported financial stability, though British growth in the 1950s was slower than that of France or West Germany, for many reasons beyond this choice.',
          },
        ],
      },
      lesson:
        'Aid can pay for today’s consumption or tomorrow’s capacity; how it is used matters as much as how much arrives.',
      historicalNote:
        'Each country decided with the ECA how to use its counterpart funds. France and Italy put much of theirs into investment, Britain and Norway mostly into debt reduction, reflecting different economic problems.',
      definitions: ['counterpart-funds'],
      visualType: 'factory',
      keyPoint: 'Investing aid in what produces more is how a one-time gift becomes lasting growth.',
    },
    {
      type: 'story',
      id: 'germany-1948',
      chapter: 'Chapter 4: Money that works',
      title: 'Full Shop Windows',
      mainText:
        'Élise visits the western zones of Germany in the summer of 1948. Only weeks earlier, on 20 June 1948, the Allies had replaced the worthless Reichsmark with the Deutsche Mark, writing down old money drastically. At the same time, Ludwig Erhard lifted many price controls. Almost overnight, goods that had been hoarded appeared in shop windows, because sellers now trusted the money they would be paid in.\n\nFour days after the reform, the Soviet Union blockaded West Berlin, and the Allies began supplying the city by air. Marshall aid arrived in a West Germany that now had sound money and working markets.',
      dialogue: [
        {
          speaker: 'Shopkeeper in Frankfurt',
          text: 'Last month I kept my shoes in the cellar. Who sells for paper that buys nothing?',
        },
        { speaker: 'Élise', text: 'And now?' },
        {
          speaker: 'Shopkeeper in Frankfurt',
          text: 'Now the money is worth something, so the shoes are in the window.',
        },
      ],
      definitions: ['currency-reform'],
      interactiveElements: [
        {
          id: 'berlin-airlift',
          icon: '✈️',
          label: 'Berlin Airlift',
          tooltip: 'June 1948 to September 1949',
          detail:
            'The Soviet blockade of West Berlin began on 24 June 1948 and was lifted on 12 May 1949. Allied aircraft flew food and coal into the city from 26 June 1948, and the airlift went on until 30 September 1949 to build up stocks.',
        },
      ],
      visualType: 'money-printing',
      keyPoint: 'Aid works best where money is trusted and prices are free to signal what is scarce.',
    },
    {
      type: 'decision-point',
      id: 'payments-union',
      chapter: 'Chapter 5: Opening trade',
      title: 'Open the Borders to Trade?',
      situation: 'Paris, spring 1950. The OEEC debates a new payments system.',
      decision: {
        situation:
          'Intra-European trade is still hampered by two-country deals: France can only buy from Belgium as much as Belgium buys from France. In September 1949 Britain devalued the pound from $4.03 to $2.80 and France and many others devalued too. The Americans propose a European clearing union, backed by Marshall funds, and members are asked to remove many import quotas.',
        context: {
          'Trade arrangements': 'hundreds of bilateral agreements',
          Proposal: 'monthly netting of all members’ balances',
          'American backing': 'Marshall funds for the union’s working capital',
          'Risk for France': 'import competition for protected industries',
        },
        prompt: 'Should France join and liberalize?',
        choices: [
          {
            id: 'join-epu',
            effects: { set: { tradeLine: 'join the payments union and cut quotas' } },
            title: 'Join the payments union and cut quotas',
            description: 'Net trade balances with all members and open markets step by step.',
            icon: '🔄',
            color: 'from-emerald-500 to-teal-600',
            reward: 'Much larger markets and cheaper inputs',
            risk: 'Some French firms face tough competition',
            consequence:
              'The European Payments Union began on 1 July 1950 with all OEEC members. Trade among its members grew rapidly in the 1950s, and it was wound up in 1958 when major currencies became convertible.',
          },
          {
            id: 'keep-bilateral',
            effects: { set: { tradeLine: 'keep the two-country deals' } },
            title: 'Keep the bilateral deals',
            description: 'Protect French industry and balance trade country by country.',
            icon: '🧱',
            color: 'from-red-500 to-rose-700',
            reward: 'Control and protection for domestic producers',
            risk: 'Trade stays small; efficient suppliers cannot be used',
            consequence:
              'Staying out would have left France trading through narrow two-way channels while its neighbors gained from a wider market.',
          },
          {
            id: 'wait-convertibility',
            effects: { set: { tradeLine: 'wait for full convertibility' } },
            title: 'Wait for full convertibility',
            description:
              'Skip the interim union and wait until the franc can be freely exchanged for dollars.',
            icon: '⏳',
            color: 'from-amber-500 to-orange-600',
            reward: 'A single, global system in the end',
            risk: 'The 1947 sterling crisis showed early convertibility can collapse',
            consequence:
              'Convertibility for current transactions did not come until the end of 1958. Waiting would have meant eight more years of strangled trade.',
          },
        ],
      },
      lesson:
        'A step-by-step bridge, like the EPU, can get trade flowing long before a perfect system is possible.',
      historicalNote:
        'In May 1950, French foreign minister Robert Schuman proposed pooling French and German coal and steel, leading to the European Coal and Steel Community in 1951, a forerunner of today’s European Union.',
      definitions: ['european-payments-union', 'bilateral-trade-agreement', 'devaluation', 'convertibility'],
      visualType: 'globe',
      keyPoint: 'Netting payments among many partners unlocked trade that two-country barter had choked.',
    },
    {
      type: 'interactive',
      id: 'who-received-what',
      chapter: 'Chapter 6: The numbers',
      title: 'Who Received What',
      mainText:
        'Approximate totals of Marshall aid, April 1948 to June 1952. Figures differ slightly between sources depending on the period counted.',
      comparison: {
        columns: ['Aid received (about)', 'Main use of counterpart funds'],
        rows: [
          { label: 'United Kingdom', values: ['$3.3 billion', 'Mostly debt reduction'] },
          { label: 'France', values: ['$2.3–2.7 billion', 'Mostly investment (Monnet Plan)'] },
          {
            label: 'West Germany',
            values: ['$1.4 billion', 'Investment, including through a reconstruction bank'],
          },
          { label: 'Italy', values: ['$1.2–1.5 billion', 'Investment and reserves'] },
          { label: 'Netherlands', values: ['$1.1 billion', 'Investment and debt reduction'] },
          {
            label: 'All recipients',
            values: ['about $13 billion', 'Roughly 2–3% of recipients’ national income a year'],
          },
        ],
      },
      interactiveElements: [
        {
          id: 'kfw',
          icon: '🏦',
          label: 'KfW',
          tooltip: 'Kreditanstalt für Wiederaufbau',
          detail:
            'West Germany’s reconstruction bank, founded in 1948, lent out Marshall counterpart funds and still exists today.',
        },
      ],
      visualType: 'coins',
      keyPoint:
        'The sums were large for America but modest for Europe, which is why how they were used mattered so much.',
    },
    {
      type: 'story',
      id: 'did-it-work',
      chapter: 'Chapter 7: The verdict',
      title: 'Did the Money Do It?',
      mainText:
        'By 1952 industrial output in the recipient countries was well above pre-war levels and western Europe entered two decades of rapid growth. But historians argue about why.\n\nAlan Milward pointed out that recovery was already under way in 1947, and that aid was only a few percent of Europe’s income. J. Bradford DeLong and Barry Eichengreen agree the money was too small to explain the boom directly; they argue the plan mattered because it eased the dollar shortage at a critical moment and pushed governments towards stable money, market prices and open trade. Others stress politics: the plan gave moderate governments room to govern and drew the line of the Cold War across Europe.',
      narrative: {
        setup: 'Paris, 1952. The aid program ends. Élise packs up her files.',
        characterThoughts:
          'The wheat fed us and the machines rebuilt us. But the habits we learned, of planning together and trading freely, are what will last.',
      },
      definitions: ['dollar-gap'],
      visualType: 'chart-up',
      keyPoint:
        'The Marshall Plan worked less as a cash transfer than as a bridge to sound money and open trade.',
    },
    {
      type: 'quiz',
      id: 'quiz',
      chapter: 'Quiz',
      title: 'Check Your Understanding',
      questions: [
        {
          question:
            'According to the table, the United Kingdom received about $3.3 billion of the roughly $13 billion of Marshall aid. About what share is that?',
          options: ['About 10%', 'About 18%', 'About 25%', 'About 33%'],
          correct: 2,
          explanation:
            '$3.3 billion ÷ $13 billion is about 0.25, a quarter of all the aid. Britain used most of its counterpart funds to pay down debt, while France put most of its share into investment under the Monnet Plan.',
          kind: 'calculation',
        },
        {
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
        {
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
        {
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
      ],
    },
    {
      type: 'reflection',
      id: 'reflection',
      chapter: 'Reflection',
      title: 'Aid, Rules and Recovery',
      prompt: 'Think about what made this aid program different.',
      questions: [
        'Why could Europe not simply print money to pay for American imports?',
        'How did counterpart funds let one aid dollar do two jobs?',
        'Why might conditions attached to aid help or harm the country receiving it?',
        'If aid was only a few percent of Europe’s income, how could it still matter so much?',
      ],
      finalThought:
        'Money can buy time. What a country does with that time, stabilizing its currency, investing, trading, decides whether the recovery lasts.',
      visualType: 'scale',
      keyPoint: 'Aid is a bridge, not a destination.',
    },
    {
      type: 'summary',
      id: 'summary',
      chapter: 'Summary',
      title: 'What the Marshall Plan Teaches',
      conceptLearned:
        'The dollar gap, aid conditionality, counterpart funds, currency stability and multilateral trade',
      ending: {
        intro: 'Your advice beside what France and its neighbors really did.',
        rows: [
          {
            label: 'In 1947 you urged France to',
            yours: '{line}',
            history:
              'France accepted and helped lead the joint plan. Sixteen countries formed the OEEC in April 1948.',
          },
          {
            label: 'Counterpart funds went to',
            yours: '{fundUse}',
            history:
              'France received $2.3–2.7 billion of aid and put most of its counterpart funds into the Monnet Plan’s basic industries. Britain used most of its funds to pay down debt.',
          },
          {
            label: 'In 1950 you chose to',
            yours: '{tradeLine}',
            history:
              'France joined the European Payments Union on 1 July 1950, and trade among its members grew fast.',
          },
        ],
      },
      keyTakeaways: [
        'Post-war Europe’s problem was a shortage of dollars to pay for imports, not a lack of workers or plans.',
        'From 1948 to 1952 the United States gave about $13 billion, mostly as grants, through a joint European program.',
        'Counterpart funds turned aid goods into local money for investment or debt reduction.',
        'Currency reform and stable prices, as in West Germany in 1948, made aid far more effective.',
        'The European Payments Union (1950–58) and the OEEC helped reopen trade and laid foundations for European integration.',
      ],
      nextSteps: [
        'Read about the Bretton Woods system that fixed exchange rates after 1944 in the gold standard lesson.',
        'Compare the Marshall Plan with later aid programs and their results.',
      ],
      visualType: 'globe',
      keyPoint: 'Recovery needs money, but it lasts only with trust in the currency and open markets.',
    },
  ],
  sources: [
    {
      title: "The Marshall Plan: History's Most Successful Structural Adjustment Program",
      author: 'J. Bradford DeLong and Barry Eichengreen',
      year: 1991,
      publisher: 'National Bureau of Economic Research, Working Paper 3899',
    },
    {
      title: 'The Reconstruction of Western Europe, 1945–51',
      author: 'Alan S. Milward',
      year: 1984,
      publisher: 'Methuen',
    },
    {
      title: 'The Marshall Plan: America, Britain, and the Reconstruction of Western Europe, 1947–1952',
      author: 'Michael J. Hogan',
      year: 1987,
      publisher: 'Cambridge University Press',
    },
    {
      title: 'The Marshall Plan: Dawn of the Cold War',
      author: 'Benn Steil',
      year: 2018,
      publisher: 'Simon & Schuster',
    },
    {
      title: 'The European Economy since 1945: Coordinated Capitalism and Beyond',
      author: 'Barry Eichengreen',
      year: 2007,
      publisher: 'Princeton University Press',
    },
    {
      title:
        'The Marshall Plan: Design, Accomplishments, and Significance (Report R45079; aid by country, 1948–1952)',
      author: 'Curt Tarnoff',
      year: 2018,
      publisher: 'Congressional Research Service',
    },
    {
      title: 'To Save a City: The Berlin Airlift, 1948–1949',
      author: 'Roger G. Miller',
      year: 2000,
      publisher: 'Texas A&M University Press',
    },
  ],
};
