import type { GlossaryEntry, Lesson } from '../schema';

// Technical analysis: trends, support and resistance, moving averages, volume and RSI, drawn on the
// real S&P 500 daily closes of 2000–2020 that the project ships, with the research for and against.
// The protagonist is a composite; the researchers, dates and index levels are real. The rule-test
// figures come from src/core/learning/trend-rules.ts on that series (its test checks them).

export const glossary: Record<string, GlossaryEntry> = {
  'price-trend': {
    text: 'Trend',
    definition:
      'The general direction of a price over weeks, months or years. An uptrend makes higher highs and higher lows; a downtrend makes lower highs and lower lows.',
  },
  'candlestick-chart': {
    text: 'Candlestick chart (candlestick)',
    definition:
      'A price chart that draws each day, or other period, as a candle. The thick body runs from the opening price to the closing price, usually green or white when the price closed higher and red or black when it closed lower; thin lines above and below reach the highest and lowest prices. The style comes from Japan, where rice traders drew such charts; Steve Nison’s 1991 book Japanese Candlestick Charting Techniques spread it among Western traders.',
  },
  'support-and-resistance': {
    text: 'Support and resistance',
    definition:
      'Price levels where chart readers expect a move to pause. Support is a level below the price where buyers stepped in before; resistance is a level above it where sellers did. A level can break, and often does.',
  },
  'moving-average': {
    text: 'Moving average',
    definition:
      'The average of the last so many closing prices, worked out again each day. A 200-day moving average smooths out daily noise and shows the longer trend; it always lags the price.',
  },
  'moving-average-crossover': {
    text: 'Moving-average crossover',
    definition:
      'A signal given when a short moving average crosses a long one. A short average rising above a long one is often called a golden cross; falling below it, a death cross.',
  },
  'trading-volume': {
    text: 'Volume',
    definition:
      'The number of shares or contracts traded in a period. Chart readers trust a price move more when it comes with heavy volume, because more money took part in it.',
  },
  'relative-strength-index': {
    text: 'RSI',
    definition:
      'The relative strength index, a 0–100 gauge of how much of a recent period’s price change came from up days. Readings above 70 are called overbought and below 30 oversold. A simple version of its formula is 100 × gains ÷ (gains + losses).',
  },
  backtest: {
    text: 'Backtest',
    definition:
      'Testing a trading rule on past prices to see how it would have done. A backtest shows what worked in one stretch of history, not what will work next.',
  },
  'data-snooping': {
    text: 'Data snooping',
    definition:
      'Trying many rules on the same past data and keeping the best one. Some rule will look good by luck alone, so its past success overstates its future chances.',
  },
  whipsaw: {
    text: 'Whipsaw',
    definition:
      'A false signal that is quickly reversed: a rule sells, the price turns back up, and the rule buys again at a higher price, paying costs both ways.',
  },
  'trading-costs': {
    text: 'Trading costs',
    definition:
      'What each purchase or sale costs: commissions, the gap between the buying and selling price, the price moving against a large order, and taxes on gains. Rules that trade often pay them often.',
  },
};

export const lesson: Lesson = {
  id: 'technical-analysis',
  title: 'Technical Analysis',
  subtitle: 'Reading charts, and testing whether they pay',
  concept:
    'What trend, support, moving-average, volume and RSI signals measure, and what the evidence says they are worth',
  description:
    'Follow a math teacher who is sold a chart-reading newsletter and decides to test it first. Draw moving averages and the RSI on the real S&P 500 from 2000 to 2020, face the signals of August 2011 and March 2020, and test a moving-average rule against buy-and-hold with trading costs included. Then weigh the research, from Fama in 1970 to the studies that found most rules vanish after costs.',
  preview:
    'A 200-day line on a chart told you to sell in 2008. Would it have made you richer, and can you count on it again?',
  difficulty: 'Intermediate',
  estimatedTime: '20 minutes',
  type: 'enhanced',
  category: 'theories',
  icon: '📊',
  color: { from: 'sky', to: 'indigo' },
  year: 1948,
  topics: ['Market Psychology', 'Market Mechanics'],
  xp: 100,
  character: {
    name: 'Nadia Castellano',
    age: 31,
    profession: 'High school math teacher in Columbus, Ohio',
    icon: '👩‍🏫',
    color: 'from-sky-500 to-indigo-600',
    background:
      'Nadia is a composite character, not a real person. In January 2011 she inherits $20,000 from her grandmother. She wants it to grow for a house in ten years. A newsletter ad promises that its chart signals “beat the market in up years and down years.” Nadia teaches statistics. She does not believe a claim until she has checked the data.',
    traits: ['Curious', 'Skeptical', 'Good with numbers', 'Hates losing money'],
    historical: false,
  },
  supportingCharacters: [
    {
      name: 'Charles Dow',
      role: 'Journalist, co-founder of Dow Jones & Company and first editor of The Wall Street Journal',
      icon: '📰',
      influence:
        'Wrote in 1899–1902 that stock prices move in trends; later writers built “Dow theory” on his editorials.',
    },
    {
      name: 'J. Welles Wilder Jr.',
      role: 'Engineer and trader who introduced the RSI in 1978',
      icon: '📐',
      influence: 'His book set the 14-day window and the 70 and 30 levels that chart readers still use.',
    },
    {
      name: 'Eugene Fama',
      role: 'Economist at the University of Chicago',
      icon: '🎓',
      influence:
        'His 1970 review found that rules built on past prices did not beat buying and holding once costs were paid.',
    },
    {
      name: 'William Brock, Josef Lakonishok and Blake LeBaron',
      role: 'Economists who tested chart rules on 90 years of the Dow (1992)',
      icon: '📚',
      influence: 'Found that simple moving-average and breakout rules had predicted returns, before costs.',
    },
    {
      name: 'Mr. Hale',
      role: 'The newsletter’s salesman (composite)',
      icon: '📞',
      influence: 'Calls Nadia with a free trial and a chart of past winners.',
    },
  ],
  concepts: [
    { id: 'trends-support-resistance', name: 'Trends, support and resistance', level: 'beginner' },
    { id: 'moving-averages', name: 'Moving averages and crossovers', level: 'beginner' },
    { id: 'volume-and-rsi', name: 'Volume and the RSI', level: 'intermediate' },
    { id: 'backtesting-with-costs', name: 'Backtesting a rule with trading costs', level: 'intermediate' },
    { id: 'evidence-on-charts', name: 'The evidence for and against chart rules', level: 'advanced' },
  ],
  storyState: [
    { key: 'startMove', label: 'What Nadia did in February 2011', format: 'text' },
    {
      key: 'units',
      label: 'Units of the S&P 500 Nadia owns (index points per unit)',
      initial: 0,
      format: 'number',
    },
    { key: 'cash', label: 'Money kept in savings', initial: 0, format: 'usd' },
    { key: 'fees', label: 'Newsletter fees paid in the first year', initial: 0, format: 'usd' },
    { key: 'augustHolding', label: 'What Nadia holds in August 2011', format: 'text' },
    { key: 'augustMove', label: 'What Nadia did on 12 August 2011', format: 'text' },
    { key: 'followed', label: 'Sold on the March 2020 signal', initial: 0, format: 'number' },
    {
      key: 'dropped',
      label: 'Moved everything into the index fund in March 2020',
      initial: 0,
      format: 'number',
    },
    { key: 'marchMove', label: 'What Nadia did on 30 March 2020', format: 'text' },
  ],
  pages: [
    {
      type: 'cover',
      id: 'cover',
      title: 'Technical Analysis',
      subtitle: 'Twenty years of the real S&P 500, one rule, and the question: does it pay?',
      startButtonText: 'Open the charts',
      visualType: 'chart-up',
      keyPoint:
        'A chart shows where prices have been. The hard part is knowing whether that tells you where they will go.',
    },
    {
      type: 'character-intro',
      id: 'meet-nadia',
      chapter: 'Chapter 1: The offer',
      title: 'Meet Nadia Castellano',
      narrative: {
        setup:
          'Columbus, Ohio, January 2011. Nadia has $20,000 from her grandmother in a savings account. The stock market has climbed back a long way since its low in March 2009. Her friends say she has missed the rally.',
        situation:
          'A salesman calls. His newsletter reads charts. It uses lines called moving averages and a gauge called the RSI. He emails her a chart full of green arrows where the signals said buy.',
        characterThoughts:
          'Every arrow on his chart was drawn after the fact. I want to see what the signals would have done to real money, with real costs.',
      },
      definitions: ['technical-analysis'],
      interactiveElements: [
        {
          id: 'twenty-thousand',
          icon: '💵',
          label: '$20,000',
          tooltip: 'Nadia’s inheritance',
          detail:
            'She wants it to grow for about ten years. She can wait, but she does not want to lose half of it.',
        },
        {
          id: 'green-arrows',
          icon: '🟢',
          label: 'A chart of past winners',
          tooltip: 'The sales pitch',
          detail:
            'Marking good signals on an old chart is easy. The test is whether the rule was written down before the prices came in.',
        },
      ],
      visualType: 'computer',
      keyPoint: 'Ask to see a rule tested on data it was not built on, with costs taken out.',
    },
    {
      type: 'story',
      id: 'what-charts-look-for',
      chapter: 'Chapter 1: The offer',
      title: 'What Chart Readers Look For',
      mainText:
        'Technical analysis studies past prices and trading to guess future prices. It does not ask what a company earns. It asks what the price has been doing. Most chart readers draw each day as a candlestick, which shows the day’s opening, highest, lowest and closing prices at a glance.\n\nThe oldest idea in Western chart reading is the trend. Between 1899 and 1902, in editorials for The Wall Street Journal, Charles Dow compared the market to the sea: a slow tide, with waves and ripples on top. After Dow died, another writer, S. A. Nelson, collected the editorials in a 1903 book and called their ideas “Dow’s theory.” William Peter Hamilton, the Journal’s editor from 1908, built them into a way of calling the market’s big turns.\n\nIn 1948 Robert Edwards and John Magee published a thick book of chart patterns. It became the field’s classic text.\n\nA rising market makes higher highs and higher lows. Chart readers say “the trend is your friend.” They mean: buy in an uptrend, step aside in a downtrend. The belief behind it is about people. News spreads slowly, and crowds follow crowds, so moves can run on.',
      narrative: {
        setup: 'Nadia borrows Edwards and Magee from the library. She starts with the simplest ideas.',
      },
      definitions: ['technical-analysis', 'candlestick-chart', 'price-trend'],
      visualType: 'chart-up',
      keyPoint: 'Every chart method rests on one bet: that price moves are not purely random.',
    },
    {
      type: 'visual-story',
      id: 'support-resistance',
      chapter: 'Chapter 2: Lines on a chart',
      title: 'Ceilings and Floors',
      mainText:
        'Chart readers draw flat lines where prices turned before. Support and resistance are those lines. A floor where buyers stepped in is support. A ceiling where sellers took over is resistance.\n\nThe real S&P 500 gives a famous example. It closed at 1,527.46 on 24 March 2000, then fell by almost half. It came back and closed at a new record of 1,565.15 on 9 October 2007. Then it fell by more than half again. Many traders called the zone near 1,550 a ceiling. The index did not close above 1,565.15 until 28 March 2013, at 1,569.19.\n\nFloors break too. The low of the 2002 bear market was 776.76, on 9 October 2002. Some saw it as support. On 20 November 2008 the index closed below it, at 752.44. It bounced, then broke through again in late February 2009 and kept falling, to 676.53 on 9 March.',
      narrative: {
        setup: 'Nadia prints twenty years of the index and draws lines with a ruler.',
        characterThoughts:
          'The lines look powerful after the fact. But I could draw a line through almost any two points.',
      },
      definitions: ['support-and-resistance'],
      interactiveElements: [
        {
          id: 'ceiling-2000-2007',
          icon: '📏',
          label: '1,527 and 1,565',
          tooltip: 'Two peaks seven years apart',
          detail: 'Closes of 24 March 2000 and 9 October 2007. The index broke above both in March 2013.',
        },
        {
          id: 'floor-2002',
          icon: '🕳️',
          label: '776.76 → 676.53',
          tooltip: 'A floor that failed',
          detail:
            'The October 2002 low did not hold in 2008–2009. Support is a memory of past buying, not a promise of future buying.',
        },
      ],
      visualType: 'chart-down',
      keyPoint:
        'Support and resistance describe where people traded before. They do not force anyone to trade there again.',
    },
    {
      type: 'story',
      id: 'averages-volume-rsi',
      chapter: 'Chapter 2: Lines on a chart',
      title: 'Averages, Volume and the RSI',
      mainText:
        'A moving average is the average of the last so many closes. The 200-day line covers about ten months of trading. The 50-day line covers about ten weeks. Each day the oldest close drops out and the newest comes in. The line is smooth, but it is always late.\n\nA moving-average crossover is a common signal. When the 50-day line rises above the 200-day line, traders call it a golden cross. When it falls below, they call it a death cross. A simpler rule just asks: is the price above its 200-day line?\n\nVolume counts how many shares changed hands. Chart readers trust a breakout more when volume is heavy. Our S&P 500 series holds closing prices only, so the charts here do not draw volume.\n\nThe RSI was introduced by J. Welles Wilder Jr. in 1978. It looks at the last 14 days. It adds up the gains on up days and the losses on down days. Then RSI = 100 × gains ÷ (gains + losses). Above 70 is called overbought. Below 30 is called oversold. Wilder smoothed his averages; our chart uses plain 14-day sums, a common version whose readings swing further than Wilder’s.',
      definitions: [
        'moving-average',
        'moving-average-crossover',
        'trading-volume',
        'relative-strength-index',
      ],
      interactiveElements: [
        {
          id: 'rsi-example',
          icon: '🧮',
          label: 'RSI in one line',
          tooltip: 'A worked example',
          detail:
            'In 14 days the price gained 12 points on up days and lost 4 on down days. RSI = 100 × 12 ÷ (12 + 4) = 75.',
        },
        {
          id: 'lag',
          icon: '🐢',
          label: 'Always late',
          tooltip: 'Why averages lag',
          detail:
            'A 200-day average still holds prices from ten months ago. It turns only after the price has already moved a long way.',
        },
      ],
      visualType: 'chart-up',
      keyPoint:
        'Every indicator is arithmetic on past prices. None of them knows anything the price does not.',
    },
    {
      type: 'interactive',
      id: 'draw-the-indicators',
      chapter: 'Chapter 2: Lines on a chart',
      title: 'Draw the Indicators on the Real S&P 500',
      mainText:
        'Pick a year. The white line is the real S&P 500 close. The blue line is its 50-day average and the orange line its 200-day average. The lower panel shows the 14-day RSI, with dashed lines at 70 and 30. Try 2008, 2011 and 2017. Watch how late the averages turn, and how often the RSI calls a market “oversold” that keeps falling.',
      seriesChart: {
        series: 'sp500-daily-2000-2020',
        view: 'indicators',
        caption:
          'Source: daily closing levels of the S&P 500 index, 3 January 2000 to 17 April 2020 (vega-datasets). Prices only; dividends are not included.',
      },
      comparison: {
        columns: ['Indicator', 'What it measures', 'What chart readers read into it', 'Weak spot'],
        rows: [
          {
            label: 'Trend',
            values: [
              'Higher highs and lows, or lower ones',
              'Buy uptrends, avoid downtrends',
              'Clear only in hindsight',
            ],
          },
          {
            label: 'Support and resistance',
            values: [
              'Levels where prices turned before',
              'Floors and ceilings',
              'Levels break, as 776.76 did in 2008–2009',
            ],
          },
          {
            label: '50- and 200-day averages',
            values: [
              'Average close over 10 weeks and 10 months',
              'Direction of the trend; crossovers as signals',
              'Late by design',
            ],
          },
          {
            label: 'Volume',
            values: ['Shares traded', 'Heavy volume confirms a move', 'Heavy volume also comes with panics'],
          },
          {
            label: 'RSI (14 days)',
            values: [
              'Share of recent change that came from up days',
              'Over 70 overbought, under 30 oversold',
              'Can stay “oversold” through a crash',
            ],
          },
        ],
      },
      definitions: ['moving-average', 'relative-strength-index'],
      visualType: 'chart-up',
      keyPoint: 'Indicators describe the past clearly. The question is whether they predict.',
    },
    {
      type: 'decision-point',
      id: 'how-to-start',
      chapter: 'Chapter 3: The test',
      title: 'Newsletter, Index Fund or Test First?',
      situation: 'February 2011. The free trial ends on Friday.',
      decision: {
        situation:
          'The S&P 500 is near 1,300, up about 90 percent from its March 2009 low. The newsletter costs $40 a month and trades often. A broker offers an S&P 500 index fund with a fee of under 0.2 percent a year.',
        context: {
          'Nadia’s money': '$20,000 in savings',
          'S&P 500': 'about 1,300',
          Newsletter: '$40 a month; signals from moving averages and the RSI',
          'Index fund': 'fee under 0.2% a year',
        },
        prompt: 'What will Nadia do with her inheritance?',
        choices: [
          {
            id: 'subscribe',
            effects: {
              set: {
                startMove: 'subscribed to the newsletter and followed it into the index with all $20,000',
                units: 15.3846,
                fees: 480,
                augustHolding:
                  'Following the newsletter, Nadia holds the S&P 500 with all $20,000, bought near 1,300.',
              },
            },
            title: 'Subscribe and follow the signals',
            description: 'Pay for the newsletter and trade each time it says so.',
            icon: '📬',
            color: 'from-rose-500 to-red-600',
            reward: 'Expert guidance and a chance to dodge the next crash',
            risk: '$480 a year in fees, plus trading costs and taxes on every sale',
            consequence:
              'The fee alone is 2.4 percent of $20,000 each year. A rule must beat the market by more than that just to break even. When Andrew Metrick studied newsletters’ stock picks in 1999, he found no evidence that they beat the market on average.',
          },
          {
            id: 'index-fund',
            effects: {
              set: {
                startMove: 'put all $20,000 in the index fund',
                units: 15.3846,
                augustHolding: 'Nadia holds the S&P 500 index fund she bought with $20,000 near 1,300.',
              },
            },
            title: 'Buy an index fund and hold',
            description: 'Put the money in the whole S&P 500 and leave it alone.',
            icon: '🧺',
            color: 'from-emerald-500 to-teal-600',
            reward: 'The market’s return for a tiny fee, with almost no decisions',
            risk: 'The full force of every crash, with nothing to soften it',
            consequence:
              'From 1,300 in early 2011 the index reached about 2,875 by April 2020, more than doubling before dividends. She would also have lived through falls of about 19 percent in 2011 and 34 percent in 2020.',
          },
          {
            id: 'test-first',
            effects: {
              set: {
                startMove: 'put $10,000 in the index fund and tested the rules before risking the rest',
                units: 7.6923,
                cash: 10000,
                augustHolding:
                  'Half of Nadia’s money, $10,000, is in an S&P 500 index fund bought near 1,300; the rest waits in savings while she tests.',
              },
            },
            title: 'Test the signals on history first',
            description: 'Write the rules down, then run them on twenty years of real prices with costs.',
            icon: '🔬',
            color: 'from-sky-500 to-indigo-600',
            reward: 'A fair answer before any money is at risk',
            risk: 'A few weeks of work, and one past sample may still mislead',
            consequence:
              'This is what a careful investor does. A backtest cannot promise the future, but it quickly shows a rule that only works before costs.',
          },
        ],
      },
      lesson:
        'A trading signal has to earn back its fees, its trading costs and its taxes before it adds anything.',
      historicalNote:
        'Fama’s 1970 review set out the weak form of the efficient market hypothesis: past prices are already in today’s price, so rules built on them should not beat the market after costs.',
      definitions: ['index-fund', 'weak-form-efficiency', 'trading-costs'],
      visualType: 'scale',
      keyPoint: 'Fees are certain. Extra returns are not.',
    },
    {
      type: 'story',
      id: 'what-research-says',
      chapter: 'Chapter 3: The test',
      title: 'What the Research Says',
      mainText:
        'Nadia reads the studies before she runs her test.\n\nIn 1970 Eugene Fama reviewed decades of tests. Day-to-day price changes were close to random. Simple “filter” rules, which buy after a rise of a few percent and sell after a fall, had been tested by Fama and Marshall Blume in 1966: they beat buying and holding only before commissions. Fama concluded that chart rules should not beat buying and holding once costs are paid.\n\nIn 1992 William Brock, Josef Lakonishok and Blake LeBaron tested 26 simple rules on the Dow from 1897 to 1986. Moving-average and breakout rules did predict returns. Days after a buy signal earned more than days after a sell signal. But their main tests left out trading costs.\n\nIn 1999 Ryan Sullivan, Allan Timmermann and Halbert White asked a sharper question. If you try thousands of rules, some will look good by luck. That is data snooping. After correcting for it, the best rule still stood up on the old Dow data. It did not work in the next ten years, 1987 to 1996.\n\nIn 2000 Andrew Lo, Harry Mamaysky and Jiang Wang taught a computer to spot chart patterns in US stocks from 1962 to 1996. Some patterns did carry a little information about what came next. That is not the same as profit after costs.\n\nIn 2012 Pierre Bajgrowicz and Olivier Scaillet retested thousands of rules on the Dow up to 2011. They found that even small trading costs wiped out the gains, and that a rule that worked in one period did not keep working in the next.',
      narrative: {
        setup:
          'The studies do not say charts are useless. They say the edge was small, and it faded once people looked for it.',
      },
      definitions: ['backtest', 'data-snooping', 'efficient-market-hypothesis'],
      interactiveElements: [
        {
          id: 'for',
          icon: '👍',
          label: 'Evidence for',
          tooltip: 'What supports chart rules',
          detail:
            'Old US data (Brock and others, 1992); some information in patterns (Lo and others, 2000); trend-following in futures markets from 1985 to 2009 (Moskowitz and others, 2012).',
        },
        {
          id: 'against',
          icon: '👎',
          label: 'Evidence against',
          tooltip: 'What undercuts them',
          detail:
            'Near-random daily changes (Fama, 1970); rules fail after they are found (Sullivan and others, 1999); gains vanish after costs (Bajgrowicz and Scaillet, 2012).',
        },
      ],
      visualType: 'newspaper',
      keyPoint: 'An edge that shows up before costs and disappears after them is not an edge you can spend.',
    },
    {
      type: 'decision-point',
      id: 'august-2011',
      chapter: 'Chapter 4: Signals in real time',
      title: 'August 2011: Oversold or Death Cross?',
      situation: 'Friday 12 August 2011, 3 p.m. {augustHolding} Two signals disagree.',
      decision: {
        situation:
          'On Friday 5 August, Standard & Poor’s cut the United States’ credit rating from AAA to AA+. On Monday 8 August the S&P 500 fell 6.7 percent to 1,119.46. Europe’s debt crisis was spreading. Today the index is near 1,180, about 14 percent below its April high. On the simple 14-day RSI drawn in this lesson, the reading sank below 10 on 8 August, deep in “oversold.” Today the 50-day average is dropping below the 200-day average: a death cross.',
        context: {
          'S&P 500': 'near 1,180 (it closes at 1,178.81)',
          'April 2011 high': '1,363.61',
          'Nadia’s fund': '{units * 1178.81:usd} at today’s close',
          RSI: 'about 10 on 8 August; about 30 today (the simple 14-day version)',
          'Moving averages': '50-day dropping below the 200-day',
        },
        prompt: 'Which signal will Nadia follow?',
        timeLimit: 'The market closes at 4 p.m.',
        choices: [
          {
            id: 'buy-oversold',
            effects: {
              add: { units: 2.545 },
              set: { augustMove: 'added $3,000 because the RSI said oversold' },
            },
            title: 'Buy more: the RSI says oversold',
            description: 'Add $3,000 from her pay at today’s close.',
            icon: '🛒',
            color: 'from-emerald-500 to-teal-600',
            reward: 'Buying after a sharp fall',
            risk: '“Oversold” can get more oversold',
            consequence:
              'The index fell further, to a close of 1,099.23 on 3 October 2011, about 7 percent below her price of 1,178.81. Then it recovered. By 31 January 2012 it stood at 1,312.41, about 11 percent above her purchase.',
          },
          {
            id: 'sell-death-cross',
            effects: {
              mul: { units: 0.8982 },
              set: { augustMove: 'sold on the death cross and bought back on 31 January 2012' },
            },
            title: 'Sell everything: the death cross says the trend is down',
            description: 'Follow the moving-average rule and move to cash.',
            icon: '☠️',
            color: 'from-rose-500 to-red-600',
            reward: 'Protection if this becomes a long bear market like 2008',
            risk: 'Selling after a fall, and buying back later at a higher price',
            consequence:
              'This was a whipsaw. The rule sold at 1,178.81. The 50-day average climbed back above the 200-day on 31 January 2012, and the rule bought again at 1,312.41, about 11 percent higher, paying costs both ways.',
          },
          {
            id: 'hold',
            effects: { set: { augustMove: 'did nothing and kept the fund' } },
            title: 'Do nothing',
            description: 'Keep the fund. The plan was ten years, not ten days.',
            icon: '🧘',
            color: 'from-slate-500 to-slate-700',
            reward: 'No costs and no chance of selling at the low',
            risk: 'Watching the account drop further first',
            consequence:
              'She would have seen another dip to 1,099.23 in October, then a recovery. By the end of January 2012 her fund was above its August level again.',
          },
        ],
      },
      lesson:
        'Two indicators can point opposite ways on the same day. A rule is only useful if you decide in advance which one you will obey.',
      historicalNote:
        'The S&P 500 fell about 19 percent from its April 2011 high to its October low, just short of the 20 percent that many call a bear market. It then rose for years.',
      definitions: ['relative-strength-index', 'moving-average-crossover', 'whipsaw'],
      visualType: 'chart-down',
      keyPoint:
        'A death cross after a sharp fall often arrives late. So can a golden cross after the rebound.',
    },
    {
      type: 'interactive',
      id: 'test-the-rule',
      chapter: 'Chapter 4: Signals in real time',
      title: 'Test a Moving-Average Rule Against Buy-and-Hold',
      mainText:
        'Now run Nadia’s backtest. Both accounts start with $10,000 on 16 October 2000, the first day a 200-day average exists in this series. Buy-and-hold buys once. The rule holds the S&P 500 while its signal says so and holds cash otherwise. It trades at the close of each signal day. Each purchase or sale costs the percentage you choose, and trading costs come out of the account.\n\nStart with the 50/200 crossover at 0.1 percent. Then switch to “price above its 200-day average” and raise the cost to 0.5 percent. Count the trades.',
      seriesChart: {
        series: 'sp500-daily-2000-2020',
        view: 'trend-rule',
        caption:
          'Prices only, for both accounts: dividends (about 2 percent a year in this period) and interest on cash are left out. Adding dividends would narrow the rule’s lead, because buy-and-hold is always invested; interest on cash would help the rule a little.',
      },
      comparison: {
        columns: ['Setting', '50/200 crossover', 'Price vs 200-day line', 'Buy and hold'],
        rows: [
          { label: '$10,000 became, at 0.1% per trade', values: ['$26,941', '$17,193', '$20,891'] },
          { label: 'Purchases and sales', values: ['20', '136', '1'] },
          { label: 'Worst fall from a peak', values: ['33.9%', '23.2%', '56.8%'] },
          { label: '$10,000 became, at 0.5% per trade', values: ['$24,864', '$9,963', '$20,807'] },
        ],
      },
      definitions: ['backtest', 'whipsaw', 'trading-costs'],
      visualType: 'scale',
      keyPoint:
        'The slow rule dodged two deep bear markets. The fast rule traded 136 times and its costs ate the gains.',
    },
    {
      type: 'decision-point',
      id: 'march-2020',
      chapter: 'Chapter 5: The next crash',
      title: 'March 2020: Does the Rule Still Rule?',
      situation:
        'Monday 30 March 2020. Nadia’s backtest liked the 50/200 rule. Now it gives a signal in real time.',
      decision: {
        situation:
          'The COVID-19 pandemic has shut down much of the economy. The S&P 500 fell from a record 3,386.15 on 19 February to 2,237.40 on 23 March, a drop of about 34 percent in five weeks. It has since bounced to 2,626.65. Today the 50-day average fell below the 200-day average.',
        context: {
          'S&P 500': '2,626.65 (30 March 2020)',
          'Low so far': '2,237.40 on 23 March',
          'Nadia’s fund': '{units * 2626.65:usd}',
          'Record high': '3,386.15 on 19 February',
          Signal: 'death cross today',
        },
        prompt: 'Nadia now follows the 50/200 rule with the money in her index fund. What does she do?',
        choices: [
          {
            id: 'follow-rule',
            effects: { set: { followed: 1, marchMove: 'followed the rule and sold at 2,626.65' } },
            title: 'Follow the rule and sell',
            description: 'A rule you override when it feels wrong is not a rule.',
            icon: '🤖',
            color: 'from-rose-500 to-red-600',
            reward: 'Discipline, and protection if the fall resumes',
            risk: 'Selling a week after the bottom',
            consequence:
              'The signal came after the low. By 17 April the index was at 2,874.56, about 9 percent above the sale. It ended 2020 at 3,756.07, and the averages did not give a new buy signal until the summer, at a much higher price.',
          },
          {
            id: 'override',
            effects: { set: { marchMove: 'overrode the rule and held' } },
            title: 'Override it this once',
            description: 'The rebound has started; ignore the late signal.',
            icon: '✋',
            color: 'from-amber-500 to-orange-600',
            reward: 'Staying in for the rebound',
            risk: 'Picking when to obey a rule is a new rule, untested',
            consequence:
              'This time overriding paid. But a trader who overrides when it feels right has swapped a tested rule for a hunch, and the backtest no longer describes what she does.',
          },
          {
            id: 'drop-rules',
            effects: {
              set: { dropped: 1, marchMove: 'dropped the rules and moved everything into the fund' },
            },
            title: 'Drop timing rules and just hold',
            description: 'Move the whole account into the index fund for good.',
            icon: '🧺',
            color: 'from-emerald-500 to-teal-600',
            reward: 'No more signals, costs or second-guessing',
            risk: 'No shelter in the next long bear market',
            consequence:
              'She would have kept the whole rebound. In the next bear market she would have to sit through the fall, as buy-and-hold did in 2008 when it lost more than half.',
          },
        ],
      },
      lesson:
        'A rule that worked by avoiding slow bear markets can fail in a fast crash, because the averages move too slowly.',
      historicalNote:
        'The 2020 bear market was the fastest fall of 30 percent from a record in the index’s history, and one of the shortest. On 15 March 2020 the Federal Reserve cut rates to near zero and promised large asset purchases.',
      definitions: ['moving-average-crossover', 'whipsaw'],
      visualType: 'ticker-crash',
      keyPoint: 'Past tests do not cover every kind of crash. The next one may move faster than your rule.',
    },
    {
      type: 'story',
      id: 'why-not-proof',
      chapter: 'Chapter 5: The next crash',
      title: 'Why One Good Test Is Not Proof',
      mainText:
        'Nadia’s test looks good for the slow rule. She lists the reasons to doubt it.\n\nFirst, she picked the rule because it is famous. It is famous because it worked in the past. That is a mild form of data snooping.\n\nSecond, the sample is special. It holds two crashes of about half, in 2000–2002 and 2007–2009. A rule that steps aside in slow, long falls was bound to shine here. In a steady bull market it would lag, because it is sometimes out of the market while prices rise.\n\nThird, the test leaves out dividends. Buy-and-hold collects all of them. The rule collects them only when it is invested, about 69 percent of the time.\n\nFourth, taxes. In a taxable account each sale at a profit can bring a tax bill. Buy-and-hold pays tax only when it finally sells.\n\nFifth, costs. The fast rule turned $10,000 into $19,699 with no costs. At 0.5 percent per trade it ended with $9,963. Costs can decide the whole answer.',
      definitions: ['data-snooping', 'dividend', 'trading-costs'],
      visualType: 'scale',
      keyPoint: 'Treat a good backtest as a reason to keep testing, not as a reason to bet the house.',
    },
    {
      type: 'quiz',
      id: 'quiz',
      chapter: 'Check your understanding',
      title: 'Technical Analysis Quiz',
      questions: [
        {
          question:
            'A 3-day moving average uses closes of 100, 104 and 108. The next close is 112. What is the new 3-day average?',
          options: ['104', '106', '108', '112'],
          correct: 2,
          explanation:
            'The oldest close (100) drops out and 112 comes in. The new average is (104 + 108 + 112) ÷ 3 = 108. The average rose, but it still sits below the latest price: averages lag.',
          kind: 'calculation',
        },
        {
          question:
            'Over 14 days, a stock’s up days added 12 points and its down days took away 4 points. Using RSI = 100 × gains ÷ (gains + losses), what is its RSI?',
          options: ['25', '33', '67', '75'],
          correct: 3,
          explanation:
            'RSI = 100 × 12 ÷ (12 + 4) = 75. That is above 70, so chart readers would call the stock overbought.',
          kind: 'calculation',
        },
        {
          question:
            'A rule trades 136 times and each trade costs 0.5 percent of the money. About how much of the account do costs alone take over the whole test?',
          options: ['About 0.5 percent', 'About 7 percent', 'About half', 'All of it'],
          correct: 2,
          explanation:
            'Each trade keeps 99.5 percent of the money. After 136 trades, 0.995 to the power 136 is about 0.51, so costs take about half. In the lesson’s test, $19,699 before costs became $9,963 after them.',
          kind: 'calculation',
        },
        {
          question:
            'The S&P 500 closed at 1,565.15 on 9 October 2007 and at 676.53 on 9 March 2009. How far did it fall from peak to low?',
          options: ['About 23 percent', 'About 43 percent', 'About 57 percent', 'About 131 percent'],
          correct: 2,
          explanation:
            '(1,565.15 − 676.53) ÷ 1,565.15 ≈ 0.568, a fall of about 57 percent. That is the 56.8 percent “worst fall” of buy-and-hold in the rule test.',
          kind: 'calculation',
        },
        {
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
      ],
      keyPoint: 'Do the arithmetic: averages lag, RSI is a ratio, and costs compound.',
      visualType: 'computer',
    },
    {
      type: 'reflection',
      id: 'reflection',
      chapter: 'Reflection',
      title: 'Charts, Chance and Costs',
      prompt: 'Think back over Nadia’s test and the two signals she faced in real time.',
      questions: [
        'Why can a chart full of green arrows prove nothing, even if every arrow is in the right place?',
        'Why did the slow 50/200 rule do well from 2000 to 2020, and what kind of market would make it lag?',
        'How do the weak form of the efficient market hypothesis and the Brock, Lakonishok and LeBaron results fit together?',
        'If you used a rule, how would you decide in advance when you are allowed to override it?',
      ],
      finalThought:
        'Charts are a clear record of what people paid. Whether they tell you what people will pay next is a question for data, tested fairly and with costs, not for the arrows on a sales pitch.',
      visualType: 'chart-up',
      keyPoint: 'Test before you trust, and count every cost.',
    },
    {
      type: 'summary',
      id: 'summary',
      chapter: 'Summary',
      title: 'What Technical Analysis Teaches',
      conceptLearned:
        'Trends, support and resistance, moving averages, volume, the RSI, backtesting and the evidence',
      ending: {
        intro: 'Your choices beside what the market and the research showed.',
        rows: [
          {
            label: 'In February 2011 Nadia',
            yours: '{startMove}',
            history:
              'Metrick’s 1999 study of newsletters found no evidence that their picks beat the market on average.',
          },
          {
            label: 'Newsletter fees in the first year',
            yours: '{fees}',
            history: 'At $40 a month, the fee alone is 2.4 percent of $20,000 a year.',
          },
          {
            label: 'On 12 August 2011 Nadia',
            yours: '{augustMove}',
            history:
              'The death cross was a whipsaw: the rule bought back on 31 January 2012 about 11 percent higher.',
          },
          {
            label: 'Her fund on 31 January 2012 (S&P 500 at 1,312.41)',
            yours: '{units * 1312.41:usd}',
            history: 'The index fell about 19 percent from April to October 2011, then recovered.',
          },
          {
            label: 'On 30 March 2020 Nadia',
            yours: '{marchMove}',
            history: 'The 50/200 signal came after the low; the index was 9 percent higher by 17 April.',
          },
          {
            label: 'Fund and savings at the end of 2020, counting a March sale as cash',
            yours: '{units * 3756.07 - units * 1129.42 * followed + cash + cash * 0.43 * dropped:usd}',
            history: 'The S&P 500 ended 2020 at 3,756.07, about 43 percent above 30 March.',
          },
        ],
      },
      keyTakeaways: [
        'Technical analysis reads past prices and volume: trends, support and resistance, moving averages and the RSI are all arithmetic on that history.',
        'Levels and signals often fail: the 2002 low of 776.76 broke in 2008–2009, and the 2011 death cross was a costly whipsaw.',
        'On the real S&P 500 from October 2000 to April 2020, the 50/200 rule turned $10,000 into $26,941 against $20,891 for buy-and-hold, at 0.1% per trade and before dividends, in this one sample, which held two slow halvings.',
        'The faster price-versus-200-day rule traded 136 times; at 0.5% per trade its costs cut the account roughly in half.',
        'Research finds some predictive power in old data (Brock, Lakonishok and LeBaron, 1992) but little after data snooping and costs are counted (Sullivan, Timmermann and White, 1999; Bajgrowicz and Scaillet, 2012).',
      ],
      nextSteps: [
        'Read the efficient market hypothesis lesson for the theory behind the doubts.',
        'See how automatic selling rules fed a crash in the Black Monday 1987 lesson.',
        'Try the options course, which builds on reading price charts.',
      ],
      visualType: 'chart-up',
      keyPoint:
        'A rule is worth following only if it beats buying and holding after every cost, on data it was not built on.',
    },
  ],
  sources: [
    {
      title: 'Efficient Capital Markets: A Review of Theory and Empirical Work',
      author: 'Eugene F. Fama',
      year: 1970,
      publisher: 'The Journal of Finance, 25(2), 383–417',
      url: 'https://doi.org/10.2307/2325486',
    },
    {
      title: 'Simple Technical Trading Rules and the Stochastic Properties of Stock Returns',
      author: 'William Brock, Josef Lakonishok and Blake LeBaron',
      year: 1992,
      publisher: 'The Journal of Finance, 47(5), 1731–1764',
      url: 'https://doi.org/10.1111/j.1540-6261.1992.tb04681.x',
    },
    {
      title: 'Data-Snooping, Technical Trading Rule Performance, and the Bootstrap',
      author: 'Ryan Sullivan, Allan Timmermann and Halbert White',
      year: 1999,
      publisher: 'The Journal of Finance, 54(5), 1647–1691',
      url: 'https://doi.org/10.1111/0022-1082.00163',
    },
    {
      title:
        'Foundations of Technical Analysis: Computational Algorithms, Statistical Inference, and Empirical Implementation',
      author: 'Andrew W. Lo, Harry Mamaysky and Jiang Wang',
      year: 2000,
      publisher: 'The Journal of Finance, 55(4), 1705–1765',
      url: 'https://doi.org/10.1111/0022-1082.00265',
    },
    {
      title: 'Technical Trading Revisited: False Discoveries, Persistence Tests, and Transaction Costs',
      author: 'Pierre Bajgrowicz and Olivier Scaillet',
      year: 2012,
      publisher: 'Journal of Financial Economics, 106(3), 473–491',
    },
    {
      title: 'What Do We Know About the Profitability of Technical Analysis?',
      author: 'Cheol-Ho Park and Scott H. Irwin',
      year: 2007,
      publisher: 'Journal of Economic Surveys, 21(4), 786–826',
    },
    {
      title: 'Time Series Momentum',
      author: 'Tobias J. Moskowitz, Yao Hua Ooi and Lasse Heje Pedersen',
      year: 2012,
      publisher: 'Journal of Financial Economics, 104(2), 228–250',
    },
    {
      title: 'Performance Evaluation with Transactions Data: The Stock Selection of Investment Newsletters',
      author: 'Andrew Metrick',
      year: 1999,
      publisher: 'The Journal of Finance, 54(5), 1743–1775',
    },
    {
      title: 'New Concepts in Technical Trading Systems',
      author: 'J. Welles Wilder Jr.',
      year: 1978,
      publisher: 'Trend Research',
    },
    {
      title: 'Technical Analysis of Stock Trends',
      author: 'Robert D. Edwards and John Magee',
      year: 1948,
      publisher: 'Stock Trend Service',
    },
    {
      title: 'The Stock Market Barometer',
      author: 'William Peter Hamilton',
      year: 1922,
      publisher: 'Harper & Brothers',
    },
    {
      title:
        'The ABC of Stock Speculation (collects Charles Dow’s Wall Street Journal editorials of 1899–1902)',
      author: 'Samuel A. Nelson',
      year: 1903,
      publisher: 'S. A. Nelson, New York',
    },
    {
      title: 'Filter Rules and Stock-Market Trading',
      author: 'Eugene F. Fama and Marshall E. Blume',
      year: 1966,
      publisher: 'The Journal of Business, 39(1), 226–241',
    },
    {
      title: 'S&P 500 daily closes, 2000–2020 (sp500-2000.csv)',
      author: 'Vega project, vega-datasets',
      year: 2020,
      url: 'https://github.com/vega/vega-datasets',
    },
  ],
};
