import type { GlossaryEntry, Lesson } from '../schema';

// The creation of the euro, from the ERM crisis of 1992 to the cash changeover of 2002. The
// protagonist is a composite Italian exporter; conversion rates are the official irrevocable rates.

export const glossary: Record<string, GlossaryEntry> = {
  euro: {
    text: 'Euro',
    definition:
      'The shared currency of most European Union countries, managed by the European Central Bank. It began on 1 January 1999 in 11 countries, at first only for accounts and electronic payments; euro notes and coins followed on 1 January 2002. Croatia joined on 1 January 2023 and Bulgaria on 1 January 2026, making 21 countries.',
  },
  gdp: {
    text: 'Gross domestic product (GDP)',
    definition:
      'The value of all the final goods and services produced in a country in a year. Debts and budget deficits are usually measured as a share of it, as in the euro’s tests of 60% and 3%.',
  },
  'exchange-rate-mechanism': {
    text: 'Exchange Rate Mechanism (ERM)',
    definition:
      'The system, started in March 1979 within the European Monetary System, in which member currencies promised to stay within narrow bands around agreed central rates against one another. The German mark became its anchor.',
  },
  'monetary-union': {
    text: 'Monetary union',
    definition:
      'A group of countries that share one currency and one central bank, and so one interest rate. Members give up their own exchange rate and their own monetary policy.',
  },
  'maastricht-criteria': {
    text: 'Maastricht convergence criteria',
    definition:
      "The tests a country had to pass to adopt the euro: low inflation (no more than 1.5 points above the three best performers), a budget deficit under 3% of GDP, public debt under 60% of GDP or falling towards it, long-term interest rates close to the best performers', and two years in the ERM without devaluing.",
  },
  'optimum-currency-area': {
    text: 'Optimum currency area',
    definition:
      "Robert Mundell's 1961 idea of when regions are better off sharing a currency: when they face similar shocks, or can absorb different ones through workers moving, flexible wages and prices, or budget transfers between them.",
  },
  'asymmetric-shock': {
    text: 'Asymmetric shock',
    definition:
      'An economic blow that hits one member of a currency union much harder than the others, such as a collapse in one country’s main industry. With a shared currency, that country cannot devalue or set its own interest rate in response.',
  },
  'european-central-bank': {
    text: 'European Central Bank (ECB)',
    definition:
      'The central bank of the euro area, founded on 1 June 1998 in Frankfurt. It sets one interest rate for all members and its main legal task is to keep prices stable.',
  },
  'stability-and-growth-pact': {
    text: 'Stability and Growth Pact',
    definition:
      'The 1997 agreement meant to keep euro members’ budgets in order after they joined, by limiting deficits to 3% of GDP, with the threat of fines. It was bent in 2003 when France and Germany exceeded the limit.',
  },
  ecu: {
    text: 'ECU (European Currency Unit)',
    definition:
      'A basket of European currencies used from 1979 as an accounting unit in the European Community. On 1 January 1999 it was replaced by the euro at a rate of one to one.',
  },
};

export const lesson: Lesson = {
  id: 'euro-creation-1999',
  title: 'The Creation of the Euro',
  subtitle: 'Eleven currencies become one (1992–2002)',
  concept: 'Monetary union: what countries gain and give up by sharing a currency',
  description:
    'Follow an Italian textile exporter from the currency crisis of 1992, when the lira and the pound were forced out of Europe’s exchange-rate system, through the Maastricht Treaty’s entry tests, to the launch of the euro on 1 January 1999 and the arrival of euro notes and coins in 2002. Learn what an optimum currency area is, and why losing the power to devalue matters.',
  preview:
    'In September 1992 speculators broke the British pound and the Italian lira. Less than seven years later, eleven European countries gave up their currencies for a new one. Was it a shield against crises, or a new kind of risk?',
  difficulty: 'Intermediate',
  estimatedTime: '21 minutes',
  type: 'enhanced',
  category: 'monetary',
  icon: '💶',
  color: { from: 'blue', to: 'yellow' },
  year: 1999,
  topics: ['Currency Markets', 'Monetary Policy', 'Inflation', 'Systemic Risk'],
  xp: 100,
  character: {
    name: 'Lucia Ferrante',
    age: 40,
    profession: 'Export manager at a family textile firm in Prato, Italy',
    icon: '🧵',
    color: 'from-blue-500 to-sky-600',
    background:
      'Lucia is a composite character, not a real person: she stands for the owners and managers of small Italian exporters who lived through the move from the lira to the euro. Her family firm weaves wool fabric near Florence and sells most of it to clothing makers in Germany and France.',
    traits: ['Practical', 'Pro-European', 'Worried about costs', 'Proud of Italian quality'],
    historical: false,
  },
  supportingCharacters: [
    {
      name: 'Jacques Delors',
      role: 'President of the European Commission, 1985–1995',
      icon: '🇪🇺',
      influence:
        'Chaired the committee whose 1989 report set out a plan in three stages for economic and monetary union.',
    },
    {
      name: 'Helmut Kohl and François Mitterrand',
      role: 'German Chancellor and French President',
      icon: '🤝',
      influence:
        'Drove the political bargain behind the single currency, agreed at Maastricht in December 1991 after German reunification.',
    },
    {
      name: 'Robert Mundell',
      role: 'Economist, Nobel Prize 1999',
      icon: '📐',
      influence:
        'His 1961 theory of optimum currency areas framed the debate about whether Europe should share one money.',
    },
    {
      name: 'Wim Duisenberg',
      role: 'First President of the European Central Bank, 1998–2003',
      icon: '🏦',
      influence: 'Set the first single interest rate for eleven countries in January 1999.',
    },
  ],
  concepts: [
    { id: 'fixed-vs-floating', name: 'Fixed and floating exchange rates', level: 'beginner' },
    { id: 'impossible-trinity', name: 'The impossible trinity', level: 'advanced' },
    { id: 'convergence-criteria', name: 'Convergence criteria and their limits', level: 'intermediate' },
    { id: 'optimum-currency-areas', name: 'Optimum currency areas', level: 'advanced' },
    { id: 'one-size-rates', name: 'One interest rate for many economies', level: 'intermediate' },
  ],
  // The 1992 devaluation made the lira about a fifth cheaper, so a mark bought about a quarter more lire
  // (1 / 0.8 = 1.25): Lucia could pass that on as a price cut in marks or keep it as a bigger margin in
  // lire. A cut of c percent leaves her 1.25 × (1 − c/100) − 1 more lire a sale: 25%, 12.5% or 0.
  storyState: [
    { key: 'priceCut', label: 'Price cut in marks after 1992', initial: 0, format: 'percent' },
    { key: 'y1992', label: 'Autumn 1992', format: 'text' },
    { key: 'since1992', label: 'What 1992 left the firm', format: 'text' },
    { key: 'y1999', label: 'The 1999 plan', format: 'text' },
    { key: 'firm', label: 'The firm in 2002', format: 'text' },
  ],
  pages: [
    {
      id: 'cover',
      type: 'cover',
      title: 'The Creation of the Euro',
      subtitle: 'Europe, 1992–2002',
      startButtonText: 'Change your money',
      visualType: 'coins',
    },
    {
      id: 'meet-lucia',
      type: 'character-intro',
      chapter: 'Chapter 1: Many Currencies',
      title: 'Meet Lucia Ferrante',
      narrative: {
        setup:
          'Prato, Tuscany, 1991. Lucia’s family has woven wool cloth for three generations. Every month she sells fabric to German clothing makers in marks and to French ones in francs, then changes the money back into lire, paying bank fees each time and watching the exchange rates nervously.',
        situation:
          'Italy is a member of the Exchange Rate Mechanism, which keeps the lira within a band against the German mark. Italian inflation is about 6%, well above Germany’s, so Italian costs keep rising faster than German ones while the exchange rate barely moves.',
        characterThoughts:
          'Every year my wages and energy bills rise faster than my German customers will accept. Sooner or later something has to give: my margins, or the lira.',
      },
      definitions: ['exchange-rate-mechanism', 'fixed-exchange-rate', 'inflation'],
      interactiveElements: [
        {
          id: 'ems-1979',
          label: 'The European Monetary System',
          tooltip: 'Founded March 1979',
          detail:
            'After the collapse of the Bretton Woods system of fixed rates in the early 1970s, European countries tried several ways to keep their currencies stable against one another. The EMS and its ERM, launched in 1979, lasted longest. Its central rates were realigned eleven times between 1979 and 1987.',
        },
        {
          id: 'delors-report',
          label: 'The Delors Report',
          tooltip: 'April 1989',
          detail:
            'A committee of central bank governors chaired by Jacques Delors proposed reaching economic and monetary union in three stages: free movement of capital, then closer coordination, then fixed rates and a single currency with a common central bank.',
        },
      ],
      visualType: 'factory',
      keyPoint:
        'A fixed exchange rate between countries whose costs rise at different speeds builds up pressure year after year.',
    },
    {
      id: 'maastricht',
      type: 'visual-story',
      chapter: 'Chapter 1: Many Currencies',
      title: '7 February 1992: The Maastricht Treaty',
      mainText:
        "In the Dutch town of Maastricht, the twelve members of the European Community agreed to create an economic and monetary union with a single currency by 1999 at the latest, and signed the treaty on 7 February 1992. Germany, newly reunified, agreed to give up its prized mark; in return, the new central bank would be independent, based on the Bundesbank's model, and charged above all with keeping prices stable.\n\nTo join, countries had to pass entry tests, the convergence criteria: low inflation, low long-term interest rates, a budget deficit below 3% of GDP, public debt below 60% of GDP or falling towards it, and two years in the ERM without devaluing. Britain and Denmark negotiated the right to stay out. Ratification was rocky: Danish voters rejected the treaty in June 1992 and French voters approved it in September by only about 51%.",
      narrative: {
        setup: 'Lucia reads about the treaty in Il Sole 24 Ore.',
        characterThoughts:
          'Italy’s debt is over 100% of GDP and our deficit near 10%. If these are the rules, how will we ever get in?',
      },
      definitions: ['maastricht-criteria', 'gdp', 'monetary-union', 'european-central-bank'],
      interactiveElements: [
        {
          id: 'why-germany',
          label: 'Why Germany said yes',
          tooltip: 'Reunification and a political bargain',
          detail:
            'German reunification in October 1990 worried some of its neighbors. Many historians see the single currency partly as a political bargain: a bigger Germany bound more tightly into Europe, on monetary rules shaped by Germany.',
        },
      ],
      visualType: 'handshake',
      keyPoint: 'The euro was designed by treaty, with entry tests, years before it existed.',
    },
    {
      id: 'erm-crisis',
      type: 'visual-story',
      chapter: 'Chapter 2: The Storm of 1992',
      title: 'September 1992: The ERM Breaks',
      mainText:
        "After reunification, Germany's government spent heavily in the east, and the Bundesbank raised interest rates to hold down inflation. Other ERM members had to keep their rates high too, to stop money flowing to Germany, even though their economies were weak. Markets doubted they would keep suffering. After the Danish 'no' vote, speculators sold the currencies that looked weakest. On 13 September the lira was devalued within the ERM.\n\nOn Wednesday 16 September 1992 the British government raised its base rate from 10% to 12% and announced a rise to 15%, but the selling did not stop; that evening the pound left the ERM. The lira followed the next day. Spain devalued the peseta. A year later, in August 1993, after another attack, this time on the French franc, the ERM bands were widened to 15% either side, which left little of the old system. Hedge funds, including George Soros's Quantum Fund, profited heavily.",
      narrative: {
        setup: 'Lucia watches the lira slide on the evening news.',
        characterThoughts:
          'The same cloth will soon cost a German buyer far less. My phone will not stop ringing tomorrow.',
      },
      definitions: ['exchange-rate-mechanism', 'speculative-attack', 'devaluation'],
      interactiveElements: [
        {
          id: 'black-wednesday',
          label: 'Black Wednesday',
          tooltip: '16 September 1992',
          detail:
            'In a single day Britain spent billions of pounds of reserves, raised its base rate once and promised a second rise, trying to keep sterling in the ERM, then gave up. Within weeks the pound was more than 10% below its old ERM floor against the mark.',
        },
        {
          id: 'impossible-trinity',
          label: 'The impossible trinity',
          tooltip: 'Pick two out of three',
          detail:
            'A country cannot have all three of: a fixed exchange rate, free movement of capital, and its own interest rate set for its own economy. With capital freed in Europe by 1990, ERM members had to choose between the peg and their own policy, and in 1992 Britain and Italy chose their own policy.',
        },
      ],
      visualType: 'lightning',
      keyPoint: 'A peg between countries that need different interest rates invites speculators to test it.',
    },
    {
      id: 'decision-1992',
      type: 'decision-point',
      chapter: 'Chapter 2: The Storm of 1992',
      title: 'Autumn 1992: What to Do With a Cheap Lira?',
      mainText:
        'Outside the ERM, the lira has fallen by roughly 15–20% against the German mark within weeks. Lucia’s fabric is suddenly much cheaper for German customers.',
      decision: {
        situation:
          'Her costs are mostly in lire: wages, rent, energy. Her wool is imported, so it gets dearer. German buyers are asking whether she will cut her prices in marks.',
        context: {
          'Lira against the mark': 'Down roughly 15–20% since the summer',
          'Share of sales abroad': 'About 70%',
          'Imported wool costs': 'Rising with the weaker lira',
          'Italian inflation': 'About 5%',
        },
        prompt: 'How should Lucia use the devaluation?',
        choices: [
          {
            id: 'cut-prices',
            title: 'Cut prices in marks to win market share',
            description:
              'Pass the whole devaluation on to customers and take orders from German and British rivals.',
            icon: '📉',
            reward: 'Order books fill quickly; the factory runs at full capacity.',
            risk: 'The advantage fades as Italian inflation eats it away, and it teaches the firm to compete on price rather than quality.',
            consequence:
              'Italian exports boomed after 1992. Critics later argued that regular devaluations had let many firms avoid the harder work of raising productivity, a habit that became costly once devaluation was no longer possible under the euro.',
            effects: {
              set: {
                priceCut: 20,
                y1992: 'Cut prices in marks by a fifth',
                since1992: 'Since 1992 the firm has lived on low prices and a cheap lira.',
              },
            },
          },
          {
            id: 'keep-prices-invest',
            title: 'Keep prices and invest the windfall',
            description:
              'Hold prices in marks, bank the higher lira margin, and spend it on new looms and design.',
            icon: '🔧',
            reward: 'The firm becomes more productive and less dependent on a cheap currency.',
            risk: 'Rivals who cut prices may win her customers in the short run.',
            consequence:
              'Firms that used the windfall to upgrade were better placed when the lira was locked into the euro and later when Chinese competition arrived. The devaluation bought time; what mattered was how the time was used.',
            effects: {
              set: {
                priceCut: 0,
                y1992: 'Kept prices and invested the windfall',
                since1992: 'The looms bought with the 1992 windfall are paid for.',
              },
            },
          },
          {
            id: 'mix',
            title: 'Split the difference',
            description:
              'Cut prices a little to win some orders, keep part of the margin, and hedge next year’s mark income.',
            icon: '⚖️',
            reward: 'Some growth, some investment, and protection if the lira bounces back.',
            risk: 'A half-measure may neither win many customers nor fund much investment.',
            consequence:
              'Many firms did something like this. The lira did bounce back partly: it rejoined the ERM in November 1996 at 990 lire to the mark, stronger than its low point of 1995 but weaker than before 1992.',
            effects: {
              set: {
                priceCut: 10,
                y1992: 'Cut prices a little and kept part of the margin',
                since1992: 'The 1992 compromise kept both customers and some savings.',
              },
            },
          },
        ],
      },
      lesson:
        'A devaluation is a one-off gift of competitiveness. It buys time; it does not by itself make a business more productive.',
      historicalNote:
        'The lira lost nearly 40% of its value against the mark between the summer of 1992 and its low in the spring of 1995, before recovering as Italy cut its deficit to qualify for the euro.',
      definitions: ['devaluation', 'hedging'],
      visualType: 'factory',
      keyPoint: 'The power to devalue is a safety valve, and also a temptation not to reform.',
    },
    {
      id: 'race-to-qualify',
      type: 'story',
      chapter: 'Chapter 3: The Race to Qualify',
      title: '1993–1998: Making the Grade',
      mainText:
        "Through the mid-1990s, governments squeezed their budgets to pass the Maastricht tests. Italy introduced a special 'euro tax' in 1997 and cut its deficit from about 7% of GDP in 1995 to below 3% in 1997. As markets came to believe Italy, Spain and Portugal would join, their long-term interest rates fell towards Germany's: Italian ten-year yields dropped from around 12% in 1995 to about 4–5% by late 1998.\n\nThe 1997 Stability and Growth Pact promised that budgets would stay tight after entry. The debt test was applied loosely: Italy and Belgium, with public debt well over 100% of GDP, were accepted on the grounds that their debt was falling.\n\nOn 2–3 May 1998 European leaders confirmed eleven founding members: Austria, Belgium, Finland, France, Germany, Ireland, Italy, Luxembourg, the Netherlands, Portugal and Spain. Greece failed the tests and joined in 2001; the United Kingdom, Denmark and Sweden stayed out.",
      dialogue: [
        {
          speaker: 'Lucia',
          text: 'My bank has cut the rate on our loans by half in three years. Is this what the euro means?',
        },
        {
          speaker: 'Her banker',
          text: 'Markets now lend to Italy almost as cheaply as to Germany, because they expect we will share a currency.',
        },
        {
          speaker: 'Lucia',
          text: 'Then the cheap money is a bet that we will behave like Germany. What if we do not?',
        },
      ],
      definitions: ['maastricht-criteria', 'stability-and-growth-pact', 'credit-spread'],
      interactiveElements: [
        {
          id: 'creative-accounting',
          label: 'One-off measures',
          tooltip: 'Reaching 3% on time',
          detail:
            'Several governments used one-off measures to meet the 3% deficit target in the test year of 1997, such as special taxes that were partly repaid later, or moving pension funds onto the state’s books. The numbers passed, but some of the improvement did not last.',
        },
      ],
      visualType: 'scale',
      keyPoint:
        'Markets priced the euro before it existed: interest rates converged years before the currency did.',
    },
    {
      id: 'launch',
      type: 'visual-story',
      chapter: 'Chapter 4: Launch',
      title: '1 January 1999: The Euro Is Born',
      mainText:
        "On 31 December 1998 the eleven countries' exchange rates were locked for ever: one euro equals 1.95583 German marks, 6.55957 French francs, 1,936.27 Italian lire, and so on for each currency. On 1 January 1999 the euro began life as the currency for banks, financial markets and electronic payments; national notes and coins continued as fixed fractions of it. The European Central Bank in Frankfurt, led by Wim Duisenberg, now set one interest rate for all eleven countries, starting at 3%.\n\nMarkets first traded the euro on Monday 4 January at around $1.18. It then fell for almost two years, to around $0.82 in October 2000, before recovering. For Lucia, sales to Germany and France now carried no currency risk at all.",
      narrative: {
        setup: 'Lucia’s invoices now show two prices, in lire and in euros.',
        characterThoughts:
          'No more fees to change marks into lire, no more waiting for the exchange rate. And no more cheap lira to rescue us if we fall behind.',
      },
      definitions: ['euro', 'monetary-union', 'european-central-bank', 'ecu'],
      interactiveElements: [
        {
          id: 'conversion-rates',
          label: 'Irrevocable conversion rates',
          tooltip: 'Six significant figures',
          detail:
            'The rates were set with six significant figures so that conversions would be exact: 1 euro = 1.95583 DEM = 6.55957 FRF = 1,936.27 ITL = 166.386 ESP = 2.20371 NLG. Because the ECU was replaced one for one, the rates matched the ECU market rates of 31 December 1998.',
        },
        {
          id: 'one-rate',
          label: 'One interest rate, eleven economies',
          tooltip: 'A single ECB rate',
          detail:
            'The ECB sets its rate for the euro area as a whole. In the early 2000s it was too low for fast-growing Ireland and Spain, where house prices boomed, and arguably too high for slow-growing Germany.',
        },
      ],
      visualType: 'coins',
      keyPoint:
        'On 1 January 1999 eleven countries gave up their own interest rates and exchange rates for good.',
    },
    {
      id: 'optimum-currency-area',
      type: 'story',
      chapter: 'Chapter 4: Launch',
      title: 'Was Europe an Optimum Currency Area?',
      mainText:
        'In 1961 the economist Robert Mundell asked when it makes sense for regions to share a currency. Sharing removes exchange costs and currency risk and makes prices easy to compare. But it takes away a tool: a region hit by an asymmetric shock can no longer let its currency fall or cut its own interest rate.\n\nMundell and later writers listed what can replace that tool: workers moving from depressed to booming regions, wages and prices that adjust quickly, and a central budget that sends money to the regions in trouble. The United States has all three to a fair degree. Europe in 1999 had much less: language and custom limit migration, wages are slow to adjust, and the EU budget is about 1% of GDP.\n\nMany economists, especially in America, warned that the euro area was not an optimum currency area. Supporters replied that sharing a currency would itself make economies more alike and push countries to reform, and that the political gain justified the economic risk.',
      definitions: ['optimum-currency-area', 'asymmetric-shock'],
      interactiveElements: [
        {
          id: 'endogenous-oca',
          label: 'A self-fulfilling union?',
          tooltip: 'Could the euro create its own conditions?',
          detail:
            'Some economists argued that more trade inside a currency union would make members’ business cycles more alike over time. Others argued the opposite: that regions would specialize more and so become more exposed to different shocks. The evidence since 1999 is mixed.',
        },
      ],
      visualType: 'globe',
      keyPoint:
        'A shared currency works best when workers, wages or budgets can absorb the shocks that a currency used to absorb.',
    },
    {
      id: 'compare-oca',
      type: 'interactive',
      chapter: 'Chapter 4: Launch',
      title: 'The Shock Absorbers',
      mainText:
        'What replaces the exchange rate when one region is hit? Compare the United States and the euro area at the launch.',
      comparison: {
        columns: ['United States', 'Euro area in 1999'],
        rows: [
          {
            label: 'Workers moving',
            values: ['Common; one language and labor market', 'Limited by language, culture and rules'],
          },
          {
            label: 'Wage and price flexibility',
            values: ['Fairly flexible', 'Slow; strong job protection and wage agreements'],
          },
          {
            label: 'Central budget transfers',
            values: [
              'Large federal budget; taxes fall and benefits rise automatically in a weak state',
              'EU budget only about 1% of GDP; no common unemployment insurance',
            ],
          },
          { label: 'Exchange rate between regions', values: ['None', 'None after 1999'] },
          {
            label: 'Central bank lending to banks',
            values: [
              'Federal Reserve for the whole country',
              'ECB for the whole area; banks supervised nationally until 2014',
            ],
          },
        ],
      },
      definitions: ['optimum-currency-area', 'asymmetric-shock'],
      visualType: 'scale',
      keyPoint: 'The euro area began with fewer shock absorbers than the US dollar area.',
    },
    {
      id: 'decision-1999',
      type: 'decision-point',
      chapter: 'Chapter 5: Life in the Euro',
      title: '1999: Planning for a World Without the Lira',
      mainText:
        'Interest rates in Italy have never been so low, and there will be no more devaluations. {since1992} Her German buyers have paid the same in marks as before 1992, and each sale has brought in about a quarter more in lire. Lucia’s board must decide on a five-year plan.',
      variants: [
        {
          when: { priceCut: 20 },
          mainText:
            'Interest rates in Italy have never been so low, and there will be no more devaluations. {since1992} Her German buyers have paid a fifth less in marks than before 1992, so each sale has brought in no more lire than it used to. Lucia’s board must decide on a five-year plan.',
        },
        {
          when: { priceCut: 10 },
          mainText:
            'Interest rates in Italy have never been so low, and there will be no more devaluations. {since1992} Her German buyers have paid a tenth less in marks than before 1992, and each sale has brought in about an eighth more in lire. Lucia’s board must decide on a five-year plan.',
        },
      ],
      decision: {
        situation:
          'Low-cost producers in Asia are entering the world textile market, and quotas that limit their exports to Europe are due to end by 2005 under world trade rules. Italian wages keep rising faster than German ones.',
        context: {
          'Business loan rate': 'About 5%, down from over 12% in the early 1990s',
          'Currency risk on sales to Germany and France': 'None',
          'Textile import quotas': 'Due to be phased out by January 2005',
          'Devaluation option': 'Gone for good',
        },
        prompt: 'What should the firm do?',
        choices: [
          {
            id: 'borrow-expand',
            title: 'Borrow cheaply and expand capacity',
            description: 'Use the low interest rates to double production of the same basic fabrics.',
            icon: '🏭',
            reward: 'Lower costs per meter and a bigger share of the market, if demand holds.',
            risk: 'The firm competes on price against Asian producers with far lower wages, and no devaluation can help.',
            consequence:
              'Producers of basic fabrics in Prato and elsewhere in Italy were hit hard after China joined the World Trade Organization in 2001 and quotas ended in 2005. Many firms that had expanded in volume closed, and the district lost a large share of its textile firms and jobs in the 2000s.',
            effects: {
              set: {
                y1999: 'Borrowed to expand basic fabrics',
                firm: 'Her new looms for basic fabrics run flat out, but Chinese mills already quote lower prices.',
              },
            },
          },
          {
            id: 'move-upmarket',
            title: 'Move up-market',
            description:
              'Invest in design, quality and brand, serving fashion houses that pay for Italian cloth.',
            icon: '✨',
            reward:
              'Higher prices that low-cost rivals cannot easily match; less sensitivity to exchange rates.',
            risk: 'Fewer customers, heavy spending on design and marketing, and years before it pays off.',
            consequence:
              'The Italian textile firms that survived the 2000s were mostly those that competed on quality, design and speed rather than price. Inside the euro, productivity and quality became the only lasting answer to rising costs.',
            effects: {
              set: {
                y1999: 'Moved up-market',
                firm: 'Her design studio is winning orders from Milan fashion houses.',
              },
            },
          },
          {
            id: 'relocate',
            title: 'Move production abroad',
            description:
              'Keep design in Italy and shift weaving to a lower-cost country in Eastern Europe or North Africa.',
            icon: '✈️',
            reward: 'Much lower labor costs while keeping the Italian brand.',
            risk: 'Quality control, job losses at home, and the risk of losing the skills that made the firm valuable.',
            consequence:
              'Many European manufacturers did this, especially to Romania and other eastern neighbors. It kept firms alive but hollowed out industrial districts, a reminder that a currency union does not stop competition from outside it.',
            effects: {
              set: {
                y1999: 'Moved weaving abroad',
                firm: 'Her weaving has moved to Romania; the Prato mill now holds only the design office.',
              },
            },
          },
        ],
      },
      lesson:
        'Inside a currency union, a firm or a country that loses competitiveness cannot devalue. It must raise productivity or cut costs, and the second route is painful.',
      historicalNote:
        'Italian labor productivity barely grew in the decade after 1999, while unit labor costs rose faster than Germany’s. The gap in competitiveness became one of the strains behind the euro crisis of 2010–2012.',
      definitions: ['asymmetric-shock', 'devaluation'],
      visualType: 'factory',
      keyPoint: 'Without the exchange rate, competitiveness has to come from the factory floor.',
    },
    {
      id: 'cash-2002',
      type: 'visual-story',
      chapter: 'Chapter 5: Life in the Euro',
      title: '1 January 2002: Notes and Coins',
      mainText:
        "Three years after the launch, euro banknotes and coins arrived in twelve countries, Greece having joined in 2001. It was the largest currency changeover in history: around 15 billion banknotes and over 50 billion coins were made, and much of that cash was delivered to banks and shops in advance.\n\nNational notes and coins remained usable alongside the euro for at most two months; by the end of February 2002 the lira, the mark, the franc and the rest were gone from everyday use, though central banks kept exchanging them for years. The notes showed imaginary bridges, windows and gateways from European architectural styles, so that no country's monuments were favored; each coin had one common side and one national side.\n\nMany shoppers felt that cafés and restaurants rounded prices up. Official statistics found only a small effect on overall inflation, but the perception lasted.",
      narrative: {
        setup:
          'Lucia pays for her morning coffee with a one-euro coin bearing Leonardo’s drawing of Vitruvian Man. {firm}',
        characterThoughts:
          'In Frankfurt or Paris my customers now pay with the same money I do. It feels like a single country, at least at the till.',
      },
      definitions: ['monetary-union', 'inflation'],
      interactiveElements: [
        {
          id: 'perceived-inflation',
          label: 'Perceived inflation',
          tooltip: 'Cappuccino prices',
          detail:
            'Eurostat estimated that the changeover added only around 0.1–0.3 percentage points to euro-area inflation in 2002, mostly in restaurants and cafés. But frequent, small purchases are the prices people notice, so many believed prices had risen far more.',
        },
      ],
      visualType: 'coins',
      keyPoint: 'The euro became real for 300 million people when it reached their pockets in 2002.',
    },
    {
      type: 'quiz',
      id: 'quiz',
      chapter: 'Quiz',
      title: 'Check Your Understanding',
      questions: [
        {
          question:
            "Suppose Lucia's firm owes 1 billion lire and the interest rate falls from 12% to 5% as Italy prepares for the euro. How much less interest does it pay each year?",
          options: ['5 million lire', '50 million lire', '70 million lire', '120 million lire'],
          correct: 2,
          explanation:
            "At 12% the yearly interest is 120 million lire; at 5% it is 50 million. The saving is 70 million lire a year. Falling rates before 1999 were one of the euro's big gifts to countries like Italy, and cheap credit later became one of its strains.",
          kind: 'calculation',
        },
        {
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
        {
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
        {
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
      ],
    },
    {
      id: 'reflection',
      type: 'reflection',
      title: 'Looking Back',
      prompt:
        'Lucia gained an end to currency risk and cheaper loans, and lost the safety valve of devaluation. Think about who gains and who loses when countries share a currency.',
      questions: [
        'Why did the ERM break in 1992, and how did the euro try to make such an attack impossible?',
        'What are the three conditions that make a currency union work well, and how many did Europe have in 1999?',
        'Why did interest rates in Italy and Spain fall so much before the euro even existed? Was that good or dangerous?',
        'If your region’s main industry collapsed tomorrow, what would help it recover if it could not devalue?',
      ],
      finalThought:
        'A shared currency removes one kind of crisis, the currency attack, and makes another kind, a country stuck with the wrong interest rate and no exchange rate to adjust, harder to escape.',
      visualType: 'globe',
    },
    {
      id: 'summary',
      type: 'summary',
      title: 'What the Euro’s Creation Teaches',
      ending: {
        intro: 'Your choices as Lucia, beside what happened to real Italian exporters.',
        rows: [
          {
            label: 'Autumn 1992',
            yours: '{y1992}: {priceCut} off in marks',
            history:
              'Italian exports boomed after 1992; the lira rejoined the ERM in 1996 at 990 lire to the mark.',
          },
          {
            label: 'The 1999 plan',
            yours: '{y1999}',
            history:
              'Prato lost a large share of its textile firms in the 2000s; survivors mostly competed on quality and design.',
          },
          {
            label: 'The lira',
            yours: 'Locked into the euro: no more devaluations',
            history: 'Fixed at 1,936.27 lire per euro; notes and coins arrived on 1 January 2002.',
          },
        ],
      },
      conceptLearned: 'Monetary union: what countries gain and give up by sharing a currency',
      keyTakeaways: [
        'The Maastricht Treaty (signed 7 February 1992) set a path to a single currency with entry tests on inflation, deficits, debt, interest rates and exchange-rate stability.',
        'The ERM crisis of September 1992 showed that fixed exchange rates with free capital flows break when members need different interest rates; the pound and the lira were forced out.',
        'On 1 January 1999 eleven countries locked their exchange rates and handed monetary policy to the European Central Bank; euro notes and coins followed on 1 January 2002 in twelve countries.',
        'Mundell’s theory of optimum currency areas warns that without labor mobility, flexible wages or fiscal transfers, members hit by asymmetric shocks have few ways to adjust.',
        'Interest rates converged before the euro existed; cheap credit and lost competitiveness in some members became strains behind the euro crisis of 2010–2012.',
      ],
      nextSteps: [
        'Compare the ERM crisis of 1992 with the Asian currency crisis of 1997.',
        'Read about the gold standard, an earlier system of fixed exchange rates.',
        'Look up today’s euro exchange rate against the dollar and compare it with the 1999 launch rate.',
      ],
      visualType: 'coins',
    },
  ],
  sources: [
    {
      title: 'A Theory of Optimum Currency Areas',
      author: 'Robert A. Mundell',
      year: 1961,
      publisher: 'American Economic Review, vol. 51, no. 4, pp. 657–665',
    },
    {
      title: 'Report on Economic and Monetary Union in the European Community (Delors Report)',
      author: 'Committee for the Study of Economic and Monetary Union',
      year: 1989,
      publisher: 'Office for Official Publications of the European Communities',
    },
    {
      title: 'One Market, One Money (European Economy no. 44)',
      author: 'Commission of the European Communities',
      year: 1990,
      publisher: 'Office for Official Publications of the European Communities',
    },
    {
      title: 'The Unstable EMS',
      author: 'Barry Eichengreen and Charles Wyplosz',
      year: 1993,
      publisher: 'Brookings Papers on Economic Activity, 1993, no. 1, pp. 51–143',
    },
    {
      title:
        'Council Regulation (EC) No 2866/98 of 31 December 1998 on the conversion rates between the euro and the currencies of the Member States adopting the euro',
      author: 'Council of the European Union',
      year: 1998,
      publisher: 'Official Journal of the European Communities, L 359, 31 December 1998, p. 1',
    },
    {
      title: 'The Birth of the Euro',
      author: 'Otmar Issing',
      year: 2008,
      publisher: 'Cambridge University Press',
    },
    {
      title: 'The Euro: The Politics of the New Global Currency',
      author: 'David Marsh',
      year: 2009,
      publisher: 'Yale University Press',
    },
    {
      title: 'Making the European Monetary Union',
      author: 'Harold James',
      year: 2012,
      publisher: 'Harvard University Press',
    },
    {
      title: 'EU countries and the euro',
      author: 'European Commission, Directorate-General for Economic and Financial Affairs',
      year: 2026,
      url: 'https://economy-finance.ec.europa.eu/euro/eu-countries-and-euro_en',
    },
  ],
};
