import { stagflation1970sChart } from '../charts/pages/stagflation-1970s';
import type { GlossaryEntry, Lesson } from '../schema';

// 1970s stagflation: the oil shocks of 1973 and 1979, the wage–price spiral, and Paul Volcker's
// disinflation of 1979–82, through a composite Cleveland hardware-store owner.

export const glossary: Record<string, GlossaryEntry> = {
  'volcker-shock': {
    text: 'Volcker shock',
    definition:
      'The Federal Reserve’s sharp tightening under Paul Volcker from 6 October 1979, to break a decade of high inflation. It let short-term rates climb until the federal funds rate reached about 20% in 1980–81. Inflation fell from a peak near 15% in 1980 to about 3% in 1983, at the cost of the recessions of 1980 and 1981–82; unemployment peaked at 10.8% in late 1982.',
  },
  stagflation: {
    text: 'Stagflation',
    definition:
      'High inflation and high unemployment with weak growth, all at once. The word, from "stagnation" plus "inflation", was coined in the 1960s and became the label for the 1970s.',
  },
  opec: {
    text: 'OPEC',
    definition:
      'The Organization of the Petroleum Exporting Countries: a group of oil exporters, founded in Baghdad in 1960 by Iran, Iraq, Kuwait, Saudi Arabia and Venezuela, that tries to steer the price of oil by agreeing how much each member pumps. In October 1973 its Arab members cut output and embargoed the United States and the Netherlands, and within months the price of oil was about four times higher.',
  },
  'oil-shock': {
    text: 'Oil shock',
    definition:
      'A sudden, steep rise in the price of oil, which raises costs across a whole economy at once: a supply shock. The 1970s had two. When Arab producers cut their output during the Yom Kippur War, the posted price rose from about $3 a barrel to around $12 by early 1974; when revolution in Iran disrupted its exports in 1978–79, the price more than doubled, from about $14 a barrel in 1978 to around $35 in 1980.',
  },
  'supply-shock': {
    text: 'Supply shock',
    definition:
      'A sudden change in the cost or availability of something the whole economy uses, such as oil. A negative supply shock raises prices and cuts output at the same time.',
  },
  'phillips-curve': {
    text: 'Phillips curve',
    definition:
      'The pattern, seen in 1950s and 1960s data, that lower unemployment tended to come with higher inflation. Policymakers hoped to trade a little more inflation for fewer jobless; in the 1970s they got more of both.',
  },
  'inflation-expectations': {
    text: 'Inflation expectations',
    definition:
      'What people believe inflation will be in the future. If workers and firms expect high inflation, they raise wages and prices in advance, which helps make the expectation come true.',
  },
  'wage-price-spiral': {
    text: 'Wage–price spiral',
    definition:
      'A loop in which rising prices lead workers to demand higher wages, and higher wages lead firms to raise prices again, keeping inflation going even after the original cause has passed.',
  },
  'real-interest-rate': {
    text: 'Real interest rate',
    definition:
      'The interest rate minus inflation: what your money actually gains in buying power. A 5% savings rate with 12% inflation is a real rate of about minus 7%.',
  },
  'inflation-hedge': {
    text: 'Inflation hedge',
    definition:
      'Something bought to keep its buying power when prices rise, because its own price is expected to rise at least as fast. Gold is the traditional one, but a hedge can fall while inflation goes on: gold peaked at $850 an ounce on 21 January 1980 and was below $350 by mid-1982, while US consumer prices were still rising.',
  },
  'federal-funds-rate': {
    text: 'Federal funds rate',
    definition:
      'The interest rate at which US banks lend reserves to each other overnight. The Federal Reserve steers it to make borrowing across the economy cheaper or dearer.',
  },
  'price-controls': {
    text: 'Wage and price controls',
    definition:
      'Government limits on how much wages and prices may rise. They can hold inflation down for a while, but they cause shortages and the inflation tends to return when they are lifted.',
  },
};

export const lesson: Lesson = {
  id: 'stagflation-1970s',
  title: 'The Great Stagflation',
  subtitle: 'Oil shocks and the Volcker squeeze, 1973–1982',
  concept: 'Why inflation and unemployment rose together, and what it took to stop it',
  description:
    'Run a Cleveland hardware store through the oil shocks of 1973 and 1979, gas lines, double-digit inflation and interest rates near 20 percent. Decide how to price, where to keep savings, and what the Federal Reserve should do, and learn why breaking inflation expectations required a painful recession.',
  preview:
    'Prices up every month, jobs disappearing, gas lines around the block. How do you protect a family business?',
  difficulty: 'Intermediate',
  estimatedTime: '18 minutes',
  type: 'character-driven',
  category: 'monetary',
  icon: '⛽',
  color: { from: 'orange', to: 'amber' },
  year: 1973,
  topics: ['Inflation', 'Monetary Policy', 'Market Psychology'],
  xp: 100,
  character: {
    name: 'Frank Russo',
    age: 38,
    profession: 'Owner of a family hardware store in Cleveland, Ohio',
    icon: '🔧',
    color: 'from-orange-500 to-red-600',
    background:
      'Frank is a composite character, not a real person. He took over his father’s hardware store in 1968. His customers are steelworkers, autoworkers and homeowners in an industrial city about to be hit hard by the 1970s. He and his wife Carol have two teenagers and about $20,000 in savings.',
    traits: ['Hands-on', 'Loyal to his customers', 'Cautious with debt', 'Stubborn'],
    historical: false,
  },
  supportingCharacters: [
    {
      name: 'Carol Russo',
      role: 'Frank’s wife and the store’s bookkeeper (composite)',
      icon: '📒',
      influence: 'Watches the margins and the family savings as prices climb.',
    },
    {
      name: 'Arthur Burns',
      role: 'Chair of the Federal Reserve, 1970–1978',
      icon: '🏛️',
      influence: 'Eased policy repeatedly when unemployment rose, so inflation was never fully brought down.',
    },
    {
      name: 'Paul Volcker',
      role: 'Chair of the Federal Reserve, 1979–1987',
      icon: '🚬',
      influence:
        'Let interest rates soar from October 1979 to break inflation, at the cost of a deep recession.',
    },
    {
      name: 'Milton Friedman',
      role: 'Economist',
      icon: '📚',
      influence:
        'Predicted in 1967–68 that trying to buy lower unemployment with inflation would only raise inflation.',
    },
  ],
  concepts: [
    { id: 'stagflation', name: 'Stagflation and supply shocks', level: 'beginner' },
    {
      id: 'inflation-expectations',
      name: 'Inflation expectations and the wage–price spiral',
      level: 'intermediate',
    },
    { id: 'phillips-curve', name: 'The breakdown of the Phillips curve', level: 'intermediate' },
    { id: 'real-interest-rates', name: 'Real interest rates and saving', level: 'beginner' },
    { id: 'disinflation', name: 'Disinflation and central bank credibility', level: 'intermediate' },
  ],
  storyState: [
    { key: 'pricing', label: 'How Frank priced in 1974', format: 'text' },
    { key: 'storeNote', label: 'How the store came through 1974–75', format: 'text' },
    { key: 'savings', label: 'The Russos’ savings in 1980', initial: 20000, format: 'usd' },
    { key: 'fedAdvice', label: 'What you advised the Fed in 1979', format: 'text' },
    { key: 'savingsMove', label: 'Where the savings went in 1980', format: 'text' },
    {
      key: 'growth',
      label: 'What each 1980 dollar of savings was worth by mid-1982',
      initial: 1,
      format: 'number',
    },
  ],
  pages: [
    {
      type: 'cover',
      id: 'cover',
      title: 'The Great Stagflation',
      subtitle: 'When prices rose and jobs fell at the same time',
      startButtonText: 'Open the store',
      visualType: 'lightning',
      keyPoint: 'Inflation that everyone expects is the hardest inflation to stop.',
    },
    {
      type: 'character-intro',
      id: 'meet-frank',
      chapter: 'Chapter 1: Creeping prices',
      title: 'Meet Frank Russo',
      narrative: {
        setup:
          'Cleveland, summer 1973. Russo Hardware sells nails, paint, tools and lawnmowers on a busy street near the steel mills. For years prices barely moved; Frank’s father changed the price tags maybe once a year.',
        situation:
          'Since the late 1960s inflation has crept up. On 15 August 1971 President Nixon stopped exchanging dollars for gold with foreign governments, froze wages and prices for 90 days and then managed them in phases. When the rules were loosened in January 1973, prices jumped so fast that in June Nixon froze them again. Suppliers warn of big increases when the freeze ends, and their price lists arrive more often.',
        characterThoughts:
          'Dad used to say a fair price is a price you do not have to change. Now I need a new price gun every few months.',
      },
      definitions: ['price-controls'],
      interactiveElements: [
        {
          id: 'inflation-1973',
          icon: '🏷️',
          label: 'Inflation in 1973: about 6% (annual average)',
          tooltip: 'Already high by post-war standards',
          detail:
            'Consumer prices rose about 6 percent in 1973 on the annual average (nearly 9 percent from December to December), several times the rate of the early 1960s, and mostly before the oil shock hit.',
        },
      ],
      visualType: 'city',
      keyPoint:
        'The 1970s inflation began before the oil shocks; the shocks poured fuel on a fire already burning.',
    },
    {
      type: 'visual-story',
      id: 'oil-shock-1973',
      chapter: 'Chapter 2: The first oil shock',
      title: 'The Embargo',
      mainText:
        'On 6 October 1973 Egypt and Syria attacked Israel, starting the Yom Kippur War. Arab oil producers responded to American support for Israel by cutting production and, from late October, embargoing oil shipments to the United States and the Netherlands. The posted price of oil, about $3 a barrel before the war, roughly quadrupled to around $12 by early 1974.\n\nGas stations ran dry; drivers waited in line for hours, and some states allowed motorists to buy fuel only on odd or even days according to their license plates. Because oil goes into transport, heating, plastics and fertilizer, its price rise pushed up the cost of almost everything, while cutting what households had left to spend.',
      narrative: {
        setup:
          'Frank’s delivery van sits in a gas line for two hours every Tuesday. His suppliers add fuel surcharges to every invoice.',
      },
      definitions: ['oil-shock', 'supply-shock', 'opec'],
      interactiveElements: [
        {
          id: 'opec',
          icon: '🛢️',
          label: 'OPEC and OAPEC',
          tooltip: 'Oil exporters’ organizations',
          detail:
            'The Organization of the Petroleum Exporting Countries (OPEC) set prices. A separate group, the Organization of Arab Petroleum Exporting Countries (OAPEC), organized the embargo and production cuts.',
        },
        {
          id: 'speed-limit',
          icon: '🚗',
          label: '55 mph',
          tooltip: 'A national speed limit',
          detail: 'In 1974 Congress imposed a 55-mile-per-hour national speed limit to save fuel.',
        },
      ],
      visualType: 'lightning',
      keyPoint: 'An oil shock makes an economy poorer and pricier at the same time.',
    },
    {
      type: 'decision-point',
      id: 'pricing-1974',
      chapter: 'Chapter 2: The first oil shock',
      title: 'How Should Frank Price?',
      situation: 'Early 1974. A new supplier price list: everything up 15 to 20 percent.',
      decision: {
        situation:
          'Frank’s costs are jumping. Customers, many of them facing layoffs at the mills, are already complaining. The bank offers a loan to buy extra stock now, before the next price rise, at about 10 percent interest.',
        context: {
          'Supplier prices': 'up 15–20% this year',
          'Consumer inflation (1974)': 'about 11% (annual average)',
          'Bank loan rate': 'about 10%',
          'Local layoffs': 'rising as auto and steel sales fall',
        },
        prompt: 'What does Frank do?',
        choices: [
          {
            id: 'pass-on-costs',
            effects: {
              set: {
                pricing: 'raised prices in line with costs',
                storeNote: 'The store stays solvent.',
                savings: 20000,
              },
            },
            title: 'Raise prices in line with costs',
            description: 'Re-tag the shelves to match each new supplier price.',
            icon: '🏷️',
            color: 'from-amber-500 to-orange-600',
            reward: 'Margins are protected and the business stays healthy',
            risk: 'Some customers leave, and you become part of the spiral',
            consequence:
              'Most businesses did this. It kept stores solvent, but millions of such decisions, plus wage demands to match them, kept inflation high for years.',
          },
          {
            id: 'hold-prices',
            effects: {
              set: {
                pricing: 'held prices and absorbed the costs',
                storeNote:
                  'Holding prices for a year cost $5,000 of the family savings before Frank gave up.',
                savings: 15000,
              },
            },
            title: 'Hold prices and absorb the costs',
            description: 'Keep old prices to keep loyal customers.',
            icon: '🤝',
            color: 'from-emerald-500 to-teal-600',
            reward: 'Goodwill, and customers who remember',
            risk: 'Losses pile up while costs keep rising',
            consequence:
              'With inflation averaging about 11 percent in 1974 and 9 percent in 1975, holding prices would have eaten Frank’s margins within a year. Goodwill does not pay suppliers.',
          },
          {
            id: 'stock-up',
            effects: {
              set: {
                pricing: 'borrowed at 10 percent and stocked up',
                storeNote:
                  'The basement is full of stock bought with the 10 percent loan, and sales are falling.',
                savings: 20000,
              },
            },
            title: 'Borrow and stock up now',
            description: 'Take the 10 percent loan and buy a year of inventory at today’s prices.',
            icon: '📦',
            color: 'from-blue-500 to-indigo-600',
            reward: 'If prices rise faster than 10 percent, you profit on the stock',
            risk: 'If sales slump, you are stuck with debt and a full warehouse',
            consequence:
              'With inflation slightly above the loan rate, the real cost of borrowing was close to zero, so stocking up roughly broke even. But the 1973–75 recession cut sales, and heavy inventory with falling demand sank many small firms.',
          },
        ],
      },
      lesson:
        'In inflation, every price-setter protects itself by raising prices, and together they keep inflation alive.',
      historicalNote:
        'The recession from November 1973 to March 1975 was the deepest since the 1930s up to then. Unemployment reached 9 percent in May 1975 while inflation was still high: stagflation.',
      definitions: ['stagflation', 'real-interest-rate'],
      visualType: 'scale',
      keyPoint:
        'Stagflation squeezes a business from both sides: costs rise while customers lose their jobs.',
    },
    {
      type: 'visual-story',
      id: 'the-spiral',
      chapter: 'Chapter 3: The spiral',
      title: 'Why Inflation Would Not Go Away',
      mainText:
        'Economists of the 1960s had leaned on the Phillips curve: accept a little more inflation, and unemployment falls. Milton Friedman and Edmund Phelps warned that this could not last: once people expected inflation, they would build it into wages and prices, and unemployment would return to its usual level with inflation permanently higher.\n\nThe 1970s proved them right. Union contracts included cost-of-living adjustments that raised wages automatically with prices. Whenever unemployment rose, the Federal Reserve under Arthur Burns eased policy, and inflation settled higher each time. President Ford’s 1974 "Whip Inflation Now" campaign handed out lapel buttons, but buttons could not change expectations.',
      narrative: {
        setup:
          '{storeNote} Frank’s employees ask for raises every six months. He cannot blame them: their rent and groceries are rising too.',
        characterThoughts:
          'Everyone raises prices because everyone expects everyone else to raise prices. Who goes first in stopping?',
      },
      definitions: ['phillips-curve', 'inflation-expectations', 'wage-price-spiral'],
      interactiveElements: [
        {
          id: 'win-button',
          icon: '🔘',
          label: 'WIN buttons',
          tooltip: 'Whip Inflation Now, 1974',
          detail:
            'Whip Inflation Now, launched by President Ford in October 1974, was a voluntary campaign asking Americans to save and spend less. Inflation fell in 1976 mainly because of recession, then rose again.',
        },
        {
          id: 'cola',
          icon: '📄',
          label: 'Cost-of-living clauses',
          tooltip: 'Automatic wage raises',
          detail:
            'Many union contracts tied wages to the consumer price index, so inflation fed straight into wages and back into prices.',
        },
      ],
      visualType: 'chart-up',
      keyPoint: 'Once inflation is expected, it becomes built into wages and prices and feeds itself.',
    },
    {
      type: 'visual-story',
      id: 'second-shock',
      chapter: 'Chapter 4: The second shock',
      title: '1979: Revolution and Gas Lines Again',
      mainText:
        'In 1978–79 revolution in Iran disrupted one of the world’s largest oil exporters. Panic buying did the rest: oil prices more than doubled, from about $14 a barrel in 1978 to around $35 in 1980, and gas lines returned. Consumer inflation, already near 9 percent, climbed into double digits, reaching almost 15 percent in early 1980. Savers watched their money melt. In July 1979 President Carter named Paul Volcker, head of the New York Fed, to chair the Federal Reserve; he was sworn in on 6 August.',
      narrative: {
        setup:
          'Summer 1979. Frank has stopped printing price lists; he writes prices in grease pencil so he can change them.',
      },
      definitions: ['supply-shock', 'inflation-expectations'],
      visualType: 'lightning',
      keyPoint: 'A second shock hit an economy that already expected inflation, and expectations exploded.',
    },
    {
      type: 'decision-point',
      id: 'fed-october-1979',
      chapter: 'Chapter 4: The second shock',
      title: 'In Volcker’s Chair',
      situation: 'Saturday 6 October 1979. The Federal Reserve meets in an unscheduled session.',
      decision: {
        situation:
          'Imagine you advise the Fed. The dollar is weak, gold is soaring and inflation is above 11 percent. Past attempts to nudge interest rates up gently have failed. Any serious tightening will throw people out of work before an election year.',
        context: {
          'Consumer inflation': 'about 12% and rising',
          Unemployment: 'about 6%',
          'Federal funds rate': 'about 11%',
          'Gold price': 'above $350 an ounce and climbing',
        },
        prompt: 'What should the Federal Reserve do?',
        choices: [
          {
            id: 'control-money',
            effects: { set: { fedAdvice: 'control the money supply and let rates rise' } },
            title: 'Control the money supply, let rates go where they must',
            description:
              'Target the growth of bank reserves and money, and stop trying to cap interest rates.',
            icon: '🔒',
            color: 'from-red-500 to-rose-700',
            reward: 'A credible break with the past that can finally reset expectations',
            risk: 'Interest rates could soar and cause a deep recession',
            consequence:
              'This is what the Fed announced that evening. The federal funds rate rose towards 20 percent in 1980–81, and the economy went through two recessions, in 1980 and 1981–82.',
          },
          {
            id: 'gradual-increases',
            effects: { set: { fedAdvice: 'keep raising rates gradually' } },
            title: 'Keep raising rates gradually',
            description: 'Half a point here and there, watching the data.',
            icon: '📈',
            color: 'from-amber-500 to-orange-600',
            reward: 'Less immediate pain',
            risk: 'Markets and workers have seen this before and do not believe it will last',
            consequence:
              'This had been the approach through the 1970s, and each time inflation returned higher. Without a visible change, expectations would not have budged.',
          },
          {
            id: 'new-controls',
            effects: { set: { fedAdvice: 'bring back wage and price controls' } },
            title: 'Call for new wage and price controls',
            description: 'Let the government cap prices while the Fed holds steady.',
            icon: '🧾',
            color: 'from-slate-500 to-slate-700',
            reward: 'Inflation figures fall quickly, at first',
            risk: 'Shortages, and inflation rebounds when controls end',
            consequence:
              'The controls of 1971–74 had been followed by higher inflation. The 1970s had already shown controls treat the symptom, not the cause.',
          },
        ],
      },
      lesson:
        'To stop entrenched inflation a central bank must be believed, and being believed may require accepting visible pain.',
      historicalNote:
        'Inflation peaked at about 14.8 percent in March 1980. The prime lending rate reached 21.5 percent in December 1980. Farmers protested with their tractors outside the Fed’s building in Washington, and homebuilders mailed Volcker pieces of lumber.',
      definitions: ['federal-funds-rate', 'inflation-expectations', 'price-controls'],
      visualType: 'courtroom',
      keyPoint: 'Credibility is the central bank’s most valuable tool, and it is bought with pain.',
    },
    {
      type: 'decision-point',
      id: 'savings-1980',
      chapter: 'Chapter 5: Protecting savings',
      title: 'Where to Keep the Savings?',
      situation: 'January 1980. Carol brings the bank book to the kitchen table.',
      decision: {
        situation:
          'The Russos’ {savings} sits in a savings account paying 5.25 percent, the legal ceiling at their bank. Inflation is over 13 percent. A friend swears by money market mutual funds, now paying over 12 percent. Another friend says gold, above $800 an ounce, is the only real money.',
        context: {
          'Savings account rate': '5.25% (legal ceiling)',
          Inflation: 'over 13%',
          'Money market funds': 'over 12%',
          Gold: 'above $800 an ounce (21 January 1980: $850)',
        },
        prompt: 'Where should the Russos put their {savings}?',
        choices: [
          {
            id: 'keep-passbook',
            effects: { set: { savingsMove: 'left in the 5.25 percent savings account', growth: 1.14 } },
            title: 'Leave it in the savings account',
            description: 'It is insured and familiar.',
            icon: '🏦',
            color: 'from-slate-500 to-slate-700',
            reward: 'Safe, insured, no effort',
            risk: 'Real interest rate around minus 8 percent: the savings lose buying power every month',
            consequence:
              'Insured, but after interest the savings lost about 6 to 7 percent of their buying power in 1980 alone. Millions of savers lost out this way, which is why deposit rate ceilings were phased out after 1980.',
          },
          {
            id: 'money-market-fund',
            effects: { set: { savingsMove: 'moved to a money market fund', growth: 1.39 } },
            title: 'Move it to a money market fund',
            description: 'Earn market interest rates on short-term loans to governments and companies.',
            icon: '💹',
            color: 'from-emerald-500 to-teal-600',
            reward: 'Interest roughly matching inflation, and soon beating it',
            risk: 'Not insured like a bank deposit',
            consequence:
              'Money fund yields rose to around 17 percent in 1981. As inflation fell in 1982–83 while rates stayed high, savers earned strongly positive real returns. Money fund assets grew from a few billion dollars to over $200 billion by 1982.',
          },
          {
            id: 'buy-gold',
            effects: { set: { savingsMove: 'put into gold at $800 an ounce', growth: 0.4 } },
            title: 'Buy gold at $800',
            description: 'Swap savings for the traditional inflation hedge.',
            icon: '🪙',
            color: 'from-yellow-500 to-amber-700',
            reward: 'A hedge if inflation runs out of control',
            risk: 'Buying after a huge run-up; gold pays no interest',
            consequence:
              'Gold peaked at $850 on 21 January 1980 and was below $350 by mid-1982 as Volcker’s policy took hold. Buying at the top lost well over half the money.',
          },
        ],
      },
      lesson:
        'What matters is the real interest rate: a "safe" account that pays less than inflation is a slow, certain loss.',
      historicalNote:
        'The Depository Institutions Deregulation and Monetary Control Act of 1980 began phasing out the ceilings on deposit interest rates (Regulation Q).',
      definitions: ['real-interest-rate', 'inflation-hedge', 'money-market-fund', 'regulation-q'],
      visualType: 'vault',
      keyPoint: 'Inflation is a tax on money that earns less than it.',
    },
    {
      type: 'story',
      id: 'the-squeeze',
      chapter: 'Chapter 6: The squeeze',
      title: 'The Volcker Recession',
      mainText:
        'The cure was brutal. With interest rates near 20 percent, car and home sales collapsed. The recession of 1981–82 pushed unemployment to 10.8 percent at the end of 1982, the highest since the Great Depression. Cleveland’s mills cut thousands of jobs.\n\nBut inflation fell: as a yearly average, from 13.5 percent in 1980 to about 3 percent in 1983. Because the Fed had held firm through the pain, people began to believe inflation would stay down, and that belief helped keep it down. High American interest rates also sent shock waves abroad, where they helped trigger the Latin American debt crisis of 1982.',
      narrative: {
        setup:
          'Winter 1982. Half of Frank’s regular customers are out of work. He extends credit to families he has known for twenty years.',
        characterThoughts:
          'I hated Volcker in 1981. By 1984 my suppliers had stopped sending new price lists every month. I did not know how much I had missed boring prices.',
      },
      definitions: ['volcker-shock', 'federal-funds-rate', 'inflation-expectations'],
      interactiveElements: [
        {
          id: 'two-by-four',
          icon: '🪵',
          label: 'Lumber in the mail',
          tooltip: 'Homebuilders’ protest',
          detail:
            'Builders who could not sell houses at 18 percent mortgage rates sent pieces of two-by-four lumber to the Fed chair.',
        },
      ],
      visualType: 'chart-down',
      keyPoint: 'Breaking inflation cost a deep recession, but it bought two decades of low, stable prices.',
    },
    {
      type: 'interactive',
      id: 'by-the-numbers',
      chapter: 'By the numbers',
      title: 'Stagflation in Numbers',
      mainText:
        'Annual averages for the United States (approximate). Inflation here is the average price level of one year against the year before, so it differs a little from figures measured from one December to the next.',
      comparison: {
        columns: ['1974', '1980', '1983'],
        rows: [
          { label: 'Consumer price inflation', values: ['11.0%', '13.5%', '3.2%'] },
          { label: 'Unemployment rate', values: ['5.6%', '7.1%', '9.6%'] },
          { label: 'Federal funds rate', values: ['about 10.5%', 'about 13.4%', 'about 9.1%'] },
          { label: 'Oil price per barrel', values: ['about $11', 'about $35', 'about $29'] },
          { label: 'Fed chair', values: ['Arthur Burns', 'Paul Volcker', 'Paul Volcker'] },
        ],
      },
      definitions: ['stagflation'],
      visualType: 'scale',
      keyPoint:
        'By 1983 inflation had fallen by three-quarters, but unemployment was the highest in forty years.',
    },
    stagflation1970sChart,
    {
      type: 'quiz',
      id: 'quiz',
      chapter: 'Quiz',
      title: 'Check Your Understanding',
      questions: [
        {
          question:
            "The Russos' savings earn 5.25% a year while prices rise about 13%. Roughly what is their real interest rate?",
          options: ['About +18%', 'About +5%', 'About −8%', 'About −13%'],
          correct: 2,
          explanation:
            'The real rate is roughly the interest rate minus inflation: 5.25% − 13% is about −7.75%, call it −8%. Their balance grows, but each year it buys less. What counts for a saver is the real rate.',
          kind: 'calculation',
        },
        {
          question:
            "According to the table 'Stagflation in Numbers', what happened to unemployment while inflation fell from 13.5% in 1980 to 3.2% in 1983?",
          options: ['It fell to 3%', 'It stayed at about 5.6%', 'It rose to 9.6%', 'It was not measured'],
          correct: 2,
          explanation:
            "Unemployment rose from 7.1% to 9.6% as Volcker's high rates caused a deep recession. Breaking inflation had a heavy cost in jobs, and the Fed's credibility was rebuilt at that price.",
          kind: 'reading',
        },
        {
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
        {
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
      ],
    },
    {
      type: 'reflection',
      id: 'reflection',
      chapter: 'Reflection',
      title: 'Who Pays to Stop Inflation?',
      prompt: 'Think about Frank, his customers and the Federal Reserve.',
      questions: [
        'Why did the oil shocks raise both prices and unemployment at the same time?',
        'Why did inflation keep going after oil prices stopped rising?',
        'Was the Volcker recession worth its cost? Who bore that cost?',
        'Where do you keep savings today, and what is their real interest rate?',
      ],
      finalThought:
        'Inflation is easy to start and painful to stop, because it lives in people’s expectations. That is why central banks today guard their credibility so carefully.',
      visualType: 'scale',
      keyPoint: 'Expectations are the battlefield on which inflation is won or lost.',
    },
    {
      type: 'summary',
      id: 'summary',
      chapter: 'Summary',
      title: 'What Stagflation Teaches',
      conceptLearned:
        'Stagflation, supply shocks, inflation expectations, real interest rates and disinflation',
      ending: {
        intro: 'Your choices beside what happened to families and officials of the time.',
        rows: [
          {
            label: 'In 1974 Frank',
            yours: '{pricing}',
            history:
              'Most businesses raised prices in line with costs, and wage demands followed: inflation stayed high for years.',
          },
          {
            label: 'You advised the Fed to',
            yours: '{fedAdvice}',
            history:
              'On 6 October 1979 Volcker’s Fed chose to control the money supply. Rates neared 20 percent and two recessions followed.',
          },
          {
            label: 'The savings in 1980',
            yours: '{savings}, {savingsMove}',
            history: 'Money fund assets grew to over $200 billion by 1982 as savers fled the rate ceilings.',
          },
          {
            label: 'The savings by mid-1982, before counting inflation',
            yours: '{savings * growth:usd}',
            history:
              'Passbooks paid 5.25 percent; money funds paid around 17 percent in 1981; gold fell from $850 to below $350.',
          },
        ],
      },
      keyTakeaways: [
        'The oil shocks of 1973–74 and 1979–80 were supply shocks that raised prices and cut output together.',
        'Inflation was already rising before the shocks; loose policy and expectations kept it going.',
        'Once people expect inflation, wages and prices chase each other in a spiral, and the old Phillips curve trade-off breaks down.',
        'Savers lose when interest rates are below inflation; the real interest rate is what counts.',
        'Volcker’s Fed broke inflation from 1979 to 1982 with very high interest rates, at the cost of a deep recession, and restored central bank credibility.',
      ],
      nextSteps: [
        'See how high US interest rates helped cause the Latin American debt crisis of 1982.',
        'Compare with the inflation surge after COVID-19 in 2021–22.',
      ],
      visualType: 'chart-down',
      keyPoint: 'Stable prices are earned by a central bank that people believe.',
    },
  ],
  sources: [
    {
      title: 'The Great Inflation and Its Aftermath: The Past and Future of American Affluence',
      author: 'Robert J. Samuelson',
      year: 2008,
      publisher: 'Random House',
    },
    {
      title: 'Volcker: The Triumph of Persistence',
      author: 'William L. Silber',
      year: 2012,
      publisher: 'Bloomsbury Press',
    },
    {
      title: 'The Role of Monetary Policy',
      author: 'Milton Friedman',
      year: 1968,
      publisher: 'American Economic Review, vol. 58, no. 1',
    },
    {
      title: 'A History of the Federal Reserve, Volume 2',
      author: 'Allan H. Meltzer',
      year: 2009,
      publisher: 'University of Chicago Press',
    },
    {
      title: 'LBMA Gold Price, historical daily prices (London afternoon fix, US dollars per troy ounce)',
      author: 'London Bullion Market Association',
      year: 2024,
      publisher: 'LBMA',
      url: 'https://www.lbma.org.uk/prices-and-data/precious-metal-prices',
    },
    {
      title: 'Consumer Price Index for All Urban Consumers (CPI-U), all items (series CUUR0000SA0)',
      author: 'US Bureau of Labor Statistics',
      year: 2024,
      publisher: 'US Department of Labor',
      url: 'https://data.bls.gov/timeseries/CUUR0000SA0',
    },
    {
      title:
        'Unemployment rate, seasonally adjusted (series LNS14000000), from the Current Population Survey',
      author: 'US Bureau of Labor Statistics',
      year: 2024,
      publisher: 'US Department of Labor',
      url: 'https://data.bls.gov/timeseries/LNS14000000',
    },
    {
      title: 'The Prize: The Epic Quest for Oil, Money, and Power',
      author: 'Daniel Yergin',
      year: 1991,
      publisher: 'Simon & Schuster',
    },
  ],
};
