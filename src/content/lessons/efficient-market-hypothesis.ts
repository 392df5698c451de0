import type { GlossaryEntry, Lesson } from '../schema';

// The protagonist is a composite fund manager whose career spans the theory's big tests; the
// scholars, papers, funds and figures are real.

export const glossary: Record<string, GlossaryEntry> = {
  herding: {
    text: 'Herding (herd behavior)',
    definition:
      'Doing what other investors are doing, buying because others buy and selling because others sell, instead of judging for yourself. It can carry prices further than any news justifies: up in a bubble, down in a panic.',
  },
  'efficient-market-hypothesis': {
    text: 'Efficient market hypothesis (EMH)',
    definition:
      'The idea, set out by Eugene Fama in 1970, that market prices already reflect the available information, so no one can reliably earn higher returns than the market without taking more risk.',
  },
  'random-walk': {
    text: 'Random walk',
    definition:
      'A path in which each step is unpredictable from the steps before it. Saying prices follow a random walk means yesterday’s price moves tell you nothing useful about tomorrow’s.',
  },
  'weak-form-efficiency': {
    text: 'Weak-form efficiency',
    definition:
      'Prices already reflect all past prices and trading volumes, so studying charts (technical analysis) cannot beat the market.',
  },
  'semi-strong-form-efficiency': {
    text: 'Semi-strong-form efficiency',
    definition:
      'Prices already reflect all publicly available information, such as earnings reports and news, and adjust to new announcements almost at once, so analyzing public data cannot reliably beat the market.',
  },
  'strong-form-efficiency': {
    text: 'Strong-form efficiency',
    definition:
      'Prices reflect all information, public and private, so even insiders could not profit from what they know. The evidence from insider trading shows this form does not hold.',
  },
  'technical-analysis': {
    text: 'Technical analysis',
    definition:
      'Trying to predict future prices by studying charts of past prices and trading volume, looking for trends and patterns.',
  },
  'fundamental-analysis': {
    text: 'Fundamental analysis',
    definition:
      'Estimating what a company is really worth from its profits, assets, debts and prospects, then buying when the price is below that value.',
  },
  'index-fund': {
    text: 'Index fund',
    definition:
      'A fund that simply buys every stock in a market index, such as the S&P 500, in proportion to its size, instead of trying to pick winners. It costs little to run and matches the market’s return, minus small fees.',
  },
  alpha: {
    text: 'Alpha',
    definition:
      'The part of an investment’s return that the market’s moves do not explain: what a manager earned above, or below, a portfolio that took the same market risk (the same beta). Positive alpha after fees is what active managers sell; on average, after fees, it is negative.',
  },
  beta: {
    text: 'Beta',
    definition:
      'How strongly a share or fund moves with the whole market. A beta of 1 means it tends to rise and fall as much as the market; 1.5, half as much again; 0.5, half as much. It measures market risk, not the risks of one company alone.',
  },
  'active-management': {
    text: 'Active management',
    definition:
      'Investing in which a manager picks which stocks to buy and sell, aiming to beat the market. It costs more than an index fund because of research, trading and higher fees.',
  },
  'expense-ratio': {
    text: 'Expense ratio',
    definition:
      'The yearly fee a fund charges, as a percentage of your money. A 1% fee instead of 0.05% can cost a fifth or more of your savings over a 40-year career, because the difference compounds.',
  },
  'insider-trading': {
    text: 'Insider trading',
    definition:
      'Buying or selling a security using important information that is not yet public, such as an unannounced takeover. It is illegal in the US and most other markets.',
  },
  'behavioural-finance': {
    text: 'Behavioral finance',
    definition:
      'The study of how real people’s psychology, including overconfidence, herding, fear of losses and mental shortcuts, affects their financial decisions and market prices.',
  },
  'excess-volatility': {
    text: 'Excess volatility',
    definition:
      'Robert Shiller’s 1981 finding that stock prices swing far more than later changes in companies’ dividends can justify, which is hard to square with prices being rational forecasts.',
  },
  'market-anomaly': {
    text: 'Market anomaly',
    definition:
      'A pattern in returns that the efficient market hypothesis says should not last, such as small or cheap (value) stocks or recent winners (momentum) earning more over long periods.',
  },
  'value-stock': {
    text: 'Value stock',
    definition:
      'A share that looks cheap against what the company earns or owns: a low price/earnings ratio, or a low price against its book value (what its accounts say it owns, less what it owes). Growth stocks are the opposite, priced high for profits expected later. Fama and French found in 1992 that value stocks had earned more over long periods than the standard risk model of the time predicted.',
  },
  arbitrage: {
    text: 'Arbitrage',
    definition:
      'Profiting from price differences by buying something cheap and selling it, or something equivalent, dear at the same time. Arbitrageurs are the traders who, in theory, keep prices efficient.',
  },
};

export const lesson: Lesson = {
  id: 'efficient-market-hypothesis',
  title: 'The Efficient Market Hypothesis',
  subtitle: 'Can anyone beat the market?',
  concept: 'Market efficiency, index investing and its critics',
  description:
    'From a forgotten Paris thesis in 1900 to a shared Nobel Prize in 2013, follow the most argued-about idea in finance: that prices already contain what everyone knows. Through the career of a stock picker, see why index funds took over, how bubbles and behavioral economics challenged the theory, and what it means for your own savings.',
  preview:
    'A mathematician, a Chicago professor, a fund pioneer and a Yale skeptic argue over whether the market is ever wrong.',
  difficulty: 'Intermediate',
  estimatedTime: '20 minutes',
  type: 'enhanced',
  category: 'theories',
  icon: '🎯',
  color: { from: 'sky', to: 'indigo' },
  year: 1970,
  topics: ['Market Mechanics', 'Market Psychology', 'Market Bubbles'],
  xp: 100,
  character: {
    name: 'Eleanor Marsh',
    age: 29,
    profession: 'Stock analyst, later fund manager, at a Boston investment firm',
    icon: '👩‍💼',
    color: 'from-sky-500 to-blue-700',
    background:
      'Eleanor is a composite character, not a real person, whose career follows the debate over efficient markets from the 1970s to the 2010s. She joined a Boston mutual-fund company in 1972 as one of few women on its research floor, convinced that careful research finds bargains.',
    traits: ['Analytical', 'Competitive', 'Willing to change her mind', 'Skeptical of fashions'],
    historical: false,
  },
  supportingCharacters: [
    {
      name: 'Louis Bachelier',
      role: 'French mathematician (real figure, 1870–1946)',
      icon: '📐',
      influence: 'His 1900 thesis, The Theory of Speculation, first modeled prices as a random walk.',
    },
    {
      name: 'Eugene Fama',
      role: 'Professor at the University of Chicago (real figure)',
      icon: '🎓',
      influence:
        'Defined the efficient market hypothesis and its three forms in 1970; shared the 2013 Nobel Prize in economics.',
    },
    {
      name: 'John C. Bogle',
      role: 'Founder of Vanguard (real figure, 1929–2019)',
      icon: '📊',
      influence: 'Launched the first index fund for ordinary investors in 1976, to widespread mockery.',
    },
    {
      name: 'Robert Shiller',
      role: 'Economist at Yale University (real figure)',
      icon: '🧠',
      influence:
        'Showed that prices swing more than fundamentals justify and warned of the dot-com bubble; shared the 2013 Nobel with Fama.',
    },
  ],
  concepts: [
    { id: 'random-walk', name: 'Prices as a random walk', level: 'beginner' },
    { id: 'three-forms', name: 'Weak, semi-strong and strong efficiency', level: 'intermediate' },
    { id: 'index-investing', name: 'Why index funds win after costs', level: 'beginner' },
    { id: 'excess-volatility', name: 'Shiller’s critique and bubbles', level: 'advanced' },
    { id: 'behavioural-finance', name: 'Behavioral finance and investor biases', level: 'intermediate' },
  ],
  // The client's $100,000, put for ten years (2008–2017) on the side Eleanor backs.
  storyState: [
    { key: 'stake', label: 'The client’s $100,000, 2008–2017', initial: 100000, format: 'usd' },
    { key: 'savings', label: 'Eleanor’s own savings, 1976', format: 'text' },
    { key: 'y2000', label: 'March 2000', format: 'text' },
    { key: 'bet', label: 'The ten-year bet', format: 'text' },
  ],
  pages: [
    {
      type: 'cover',
      id: 'cover',
      title: 'The Efficient Market Hypothesis',
      subtitle: 'Is the price always right?',
      mainText:
        'Every day millions of people try to buy stocks that will beat the market. A theory born in Paris and Chicago says few of them can, at least not reliably and not for long. It changed how the world saves. It also has powerful critics.',
      visualType: 'scale',
      startButtonText: 'Pick your first stock',
    },
    {
      type: 'character-intro',
      id: 'meet-eleanor',
      chapter: 'Prologue: Boston, 1974',
      title: 'Meet Eleanor Marsh',
      narrative: {
        setup:
          'Eleanor spends her days reading company reports, visiting factories and building spreadsheets by hand. Her firm charges investors about 1% a year and an upfront sales fee to have people like her pick stocks.',
        situation:
          'It is 1974 and the stock market has lost nearly half its value in two years. A friend back from the University of Chicago hands her a journal article by a professor named Eugene Fama. It says her job, as usually done, cannot reliably add value.',
        characterThoughts:
          'If prices already include everything I can find out, then all my research is just a very expensive coin toss. That can’t be right. Can it?',
      },
      definitions: ['fundamental-analysis', 'active-management'],
      interactiveElements: [
        {
          id: 'bear-1973',
          icon: '🐻',
          label: '1973–74 bear market',
          tooltip: 'S&P 500 fell about 48%',
          detail:
            'From 11 January 1973 to 3 October 1974 the S&P 500 lost about 48%, amid an oil shock, high inflation and the Watergate scandal. Many star fund managers of the 1960s “go-go” years fared even worse than the market.',
        },
      ],
      visualType: 'market-floor',
    },
    {
      type: 'visual-story',
      id: 'bachelier',
      chapter: 'Chapter 1: A Forgotten Thesis',
      title: 'Paris, 1900: The Theory of Speculation',
      mainText:
        'On 29 March 1900 a young mathematician, Louis Bachelier, defended a doctoral thesis in Paris about the prices of French government bonds, and of options on them, traded on the Paris Bourse. His big claim: at any moment a speculator’s expected gain is zero, because the price already balances buyers’ and sellers’ views. Price changes are therefore unpredictable, like the path of a drunk walker.\n\nHe worked out the mathematics of such random movement five years before Albert Einstein used similar math to explain the jiggling of tiny particles in water. His examiners, led by Henri Poincaré, gave the thesis a respectable but not a top grade, and economists ignored it for half a century, until it was rediscovered in the 1950s.',
      definitions: ['random-walk'],
      keyPoint:
        'If a price change could be predicted, traders would act on it at once, and the prediction would vanish into the price.',
      interactiveElements: [
        {
          id: 'kendall',
          icon: '📉',
          label: 'Kendall, 1953',
          tooltip: 'Prices look like random numbers',
          detail:
            'British statistician Maurice Kendall studied long series of British share prices and of wheat and cotton prices, and found that their changes looked almost like random numbers, with no useful patterns. To many economists this first looked like proof that markets were chaotic.',
        },
        {
          id: 'samuelson',
          icon: '🧮',
          label: 'Samuelson, 1965',
          tooltip: 'Properly anticipated prices fluctuate randomly',
          detail:
            'Paul Samuelson, later a Nobel laureate, showed that in a market where traders use all available information, price changes must be unpredictable. Randomness, in this view, is a sign that the market works, not that it is chaotic.',
        },
      ],
      visualType: 'chart-up',
    },
    {
      type: 'visual-story',
      id: 'fama-1970',
      chapter: 'Chapter 2: Chicago',
      title: 'Fama’s Three Tests',
      mainText:
        'In 1970 Eugene Fama published “Efficient Capital Markets: A Review of Theory and Empirical Work” in the Journal of Finance. He defined an efficient market as one where prices “fully reflect” the available information, and sorted the evidence into three tests.\n\nWeak form: past prices cannot predict future ones, so chart reading fails. Semi-strong form: prices adjust almost instantly to public news such as earnings, so analyzing public information cannot reliably win. Strong form: even private information is already in the price. The evidence, Fama said, strongly supported the first two and showed exceptions to the third, since company insiders and stock-exchange specialists could profit from what they alone knew.',
      definitions: [
        'efficient-market-hypothesis',
        'weak-form-efficiency',
        'semi-strong-form-efficiency',
        'strong-form-efficiency',
        'technical-analysis',
      ],
      keyPoint:
        'The hypothesis is not that prices are perfect, but that you cannot tell in advance which way they are wrong.',
      interactiveElements: [
        {
          id: 'event-study',
          icon: '🔬',
          label: 'The event study',
          tooltip: 'Fama, Fisher, Jensen and Roll, 1969',
          detail:
            'Fama and colleagues studied what happened to share prices around 940 stock splits on the New York Stock Exchange from 1927 to 1959. Prices rose in the months before a split, as investors expected higher dividends, and showed no further drift after it, which suggested the market had already absorbed the news. Their method, the event study, became a standard tool of finance research and of court cases.',
        },
        {
          id: 'twenty-dollar-bill',
          icon: '💵',
          label: 'The $20 bill joke',
          tooltip: 'An old economists’ joke',
          detail:
            'A student spots a $20 bill on the sidewalk. Her professor says not to bother: if it were real, someone would have picked it up already. The joke mocks a rigid reading of the theory, and hints at its truth: easy money does not lie around for long.',
        },
      ],
      visualType: 'newspaper',
    },
    {
      type: 'story',
      id: 'index-funds',
      chapter: 'Chapter 3: Bogle’s Folly',
      title: 'If You Can’t Beat It, Buy It',
      mainText:
        'In 1968 Michael Jensen studied 115 mutual funds over 1945–1964 and found that, after fees, they did worse on average than simply holding the market, and that hardly any did better than chance would explain. In 1973 Princeton economist Burton Malkiel wrote in A Random Walk Down Wall Street that a blindfolded monkey throwing darts at the stock pages could pick a portfolio as well as the experts. If that were true, the sensible choice was to own the whole market as cheaply as possible.\n\nOn 31 August 1976 John Bogle’s young firm Vanguard launched the First Index Investment Trust to track the S&P 500. It hoped to raise $150 million and gathered about $11 million. Critics called it un-American and “Bogle’s folly”.',
      narrative: {
        setup:
          'Eleanor’s boss pins a newspaper ad for the new index fund on the bulletin board with a sarcastic note.',
        characterThoughts:
          'Everyone’s laughing. But our own fund has trailed the S&P 500 for three of the last five years, and we charge far more than this thing will.',
      },
      definitions: ['index-fund', 'expense-ratio', 'active-management', 'beta', 'alpha'],
      keyPoint:
        'Before costs, investors as a group earn the market’s return; after costs, the average active investor must earn less.',
      interactiveElements: [
        {
          id: 'arithmetic',
          icon: '➗',
          label: 'The arithmetic',
          tooltip: 'A zero-sum game before fees',
          detail:
            'All investors together own the whole market, so together they earn the market return. For every dollar that beats it, another dollar must fall behind it by the same amount. Fees are then subtracted, so the average actively managed dollar must trail a cheap index fund. William Sharpe set out this arithmetic in 1991, and it holds whether or not markets are efficient.',
        },
        {
          id: 'fee-compounding',
          icon: '🧾',
          label: 'What 1% costs',
          tooltip: 'Fees compound too',
          detail:
            '$10,000 growing at 7% a year becomes about $150,000 in 40 years. At 6% (the same return minus a 1% fee) it becomes about $103,000. The fee took roughly a third of the final sum.',
        },
        {
          id: 'alpha-beta',
          icon: '🔤',
          label: 'Alpha and beta',
          tooltip: 'Riding the market, or beating it',
          detail:
            'Professionals split a fund’s return in two. Beta is how much it rides the market: a fund with a beta of 1.2 tends to rise about 12% when the market rises 10%, and to fall about 12% when it falls 10%. Alpha is what is left over, the part that skill or luck added. By Sharpe’s arithmetic, the alphas of all investors, weighted by the money behind them, add up to zero before fees.',
        },
      ],
      visualType: 'coins',
    },
    {
      type: 'decision-point',
      id: 'decision-1976-pension',
      chapter: 'Chapter 3: Bogle’s Folly',
      title: 'Where Does Eleanor Put Her Own Savings?',
      mainText:
        'It is late 1976. Eleanor has $5,000 to put away for retirement. She can buy her own firm’s flagship fund, hand-pick her favorite stocks, or buy the new index fund her colleagues mock.',
      decision: {
        situation: 'She must choose how to invest her retirement savings for the next few decades.',
        context: {
          'Her firm’s fund fees': 'about 1% a year, plus a sales charge',
          'Index fund costs': 'a fraction of active fees; no sales charge from 1977',
          'Funds beating the market (Jensen, 1968; later studies)':
            'a minority, and not the same ones each period',
          'Time horizon': '35 years',
        },
        prompt: 'What does Eleanor choose?',
        choices: [
          {
            id: 'own-fund',
            title: 'Her firm’s actively managed fund',
            description: 'Trust the professionals, including her own team.',
            icon: '🏢',
            reward: 'A chance to beat the market if the team is skilled, and loyalty at work.',
            risk: 'Higher fees compound against her for 35 years, and few funds stay on top.',
            consequence:
              'Decades of data proved hard on this choice. S&P Dow Jones Indices’ SPIVA U.S. Mid-Year 2023 scorecard found that 92% of US large-company funds had trailed the S&P 500 over the previous 15 years. Fees are one big reason.',
            effects: { set: { savings: 'Her firm’s active fund' } },
          },
          {
            id: 'pick-stocks',
            title: 'Pick her own stocks',
            description: 'She knows these companies better than anyone.',
            icon: '🔎',
            reward: 'Full control and no fund fees; a big win if her picks are good.',
            risk: 'A handful of stocks is far riskier than the market, and her employer’s rules and her own biases get in the way.',
            consequence:
              'Brad Barber and Terrance Odean studied about 66,000 households with accounts at a discount broker from 1991 to 1996. Those who traded most earned the least: overconfidence led them to trade, and trading costs ate their returns.',
            effects: { set: { savings: 'Picked her own stocks' } },
          },
          {
            id: 'index-fund',
            title: 'Buy the index fund',
            description: 'Accept the market’s return, minus a tiny fee.',
            icon: '📊',
            reward: 'Market returns at very low cost, with nothing to monitor.',
            risk: 'No chance of beating the market, and she feels every crash in full.',
            consequence:
              'The fund, later renamed the Vanguard 500 Index Fund, grew into one of the largest funds in the world. Morningstar’s figures for the end of 2023 showed US index mutual funds and index ETFs holding more money than actively managed funds for the first time.',
            effects: { set: { savings: 'The first index fund' } },
          },
        ],
      },
      lesson: 'You cannot control the market’s return, but you can control what you pay to get it.',
      historicalNote:
        'Wells Fargo had built an index fund for a single pension client, Samsonite, in 1971; Bogle’s was the first offered to ordinary savers.',
      definitions: ['index-fund', 'expense-ratio'],
      visualType: 'vault',
    },
    {
      type: 'visual-story',
      id: 'shiller-critique',
      chapter: 'Chapter 4: The Skeptics',
      title: 'Prices That Move Too Much',
      mainText:
        'In 1981 Robert Shiller asked a simple question in the American Economic Review: do stock prices move too much to be justified by later changes in dividends? If a price is the best forecast of a company’s future payouts, it should be smoother than the payouts themselves, just as a weather forecast is calmer than the weather. Shiller found the reverse: US prices swung far more than dividends did.\n\nThen, on 19 October 1987, the Dow Jones Industrial Average fell 22.6% in one day, with no news big enough to explain it. Defenders of efficiency replied that expected returns can change over time and that a crash is not a free $20 bill, since no one could reliably predict it.',
      narrative: {
        setup: 'On Black Monday Eleanor watches her fund’s value drop by a fifth before the closing bell.',
        characterThoughts:
          'What new information did the world learn today that made every company in America worth 20% less? None that I can see.',
      },
      definitions: ['excess-volatility', 'cape-ratio'],
      keyPoint:
        'A market can be hard to beat and still be wrong: unpredictable is not the same as correctly priced.',
      interactiveElements: [
        {
          id: 'grossman-stiglitz',
          icon: '♾️',
          label: 'The paradox',
          tooltip: 'Grossman and Stiglitz, 1980',
          detail:
            'If prices were perfectly efficient, no one would be paid for researching them, so no one would research, and prices would stop being efficient. Sanford Grossman and Joseph Stiglitz concluded markets must be slightly inefficient, just enough to reward the people who make them nearly efficient.',
        },
        {
          id: 'limits-arbitrage',
          icon: '⛓️',
          label: 'Limits to arbitrage',
          tooltip: 'Why mispricing can last',
          detail:
            'Correcting a mispricing means betting against it, which takes money, borrowing and patience. If the mispricing grows before it shrinks, the arbitrageur can be forced out, as Long-Term Capital Management was in 1998.',
        },
      ],
      visualType: 'ticker-crash',
    },
    {
      type: 'visual-story',
      id: 'behavioural-finance',
      chapter: 'Chapter 4: The Skeptics',
      title: 'Humans, Not Calculators',
      mainText:
        'Psychologists Daniel Kahneman and Amos Tversky showed in the 1970s that people judge odds with predictable mental shortcuts (1974) and feel a loss more strongly than a gain of the same size (1979); in 1992 they estimated that losses weigh roughly twice as much. Economist Richard Thaler and others carried this into finance. Investors are overconfident, follow the herd, sell winners too soon and hold losers too long.\n\nIn 1985 Werner De Bondt and Thaler found that the worst-performing stocks over several years later beat the best performers, as if the market had overreacted. Fama himself, with Kenneth French, documented in 1992 that small companies and cheap “value” stocks had earned more than the standard risk model of the time predicted; he argued they carried hidden risks, behaviorists said they showed mistakes.',
      definitions: ['behavioural-finance', 'herding', 'market-anomaly', 'value-stock', 'arbitrage'],
      keyPoint:
        'The market is made of people, and people make systematic mistakes; the open question is whether anyone can profit from them reliably.',
      interactiveElements: [
        {
          id: 'nobels',
          icon: '🏅',
          label: 'Nobel Prizes',
          tooltip: 'Both sides honored',
          detail:
            'Kahneman won the economics Nobel in 2002 and Thaler in 2017. In 2013 the prize was shared by Fama, Shiller and Lars Peter Hansen: the committee honored both the theory and its leading critic in the same year.',
        },
        {
          id: 'momentum',
          icon: '🚀',
          label: 'Momentum',
          tooltip: 'Recent winners keep winning for a while',
          detail:
            'Narasimhan Jegadeesh and Sheridan Titman reported in 1993 that stocks that had risen most over the previous 3–12 months tended to keep outperforming over the following months, a pattern found in many markets since.',
        },
      ],
      visualType: 'globe',
    },
    {
      type: 'decision-point',
      id: 'decision-dotcom',
      chapter: 'Chapter 5: Efficiency on Trial',
      title: 'March 2000: Is the Market Right?',
      mainText:
        'Eleanor now runs a large stock fund. The Nasdaq Composite has risen more than fivefold in five years and peaks at 5,048 on 10 March 2000. Internet companies with no profits are worth more than century-old industrial firms. This month Robert Shiller publishes a book called Irrational Exuberance, arguing that US stocks are more overvalued than at any time in their history.',
      situation:
        'Her fund owns fewer tech stocks than the index, and it has trailed the market badly for two years. Investors are pulling money out.',
      decision: {
        situation: 'She must decide how to position the fund.',
        context: {
          'Nasdaq Composite': '5,048 (peak close, 10 March 2000)',
          'Shiller’s CAPE for the S&P 500': 'about 44 in December 1999, a record',
          'Her fund vs. the index, 1998–99': 'well behind',
          'Client withdrawals': 'rising every month',
        },
        prompt: 'What does Eleanor do?',
        choices: [
          {
            id: 'trust-market',
            title: 'Trust the market and buy the tech stocks',
            description: 'If prices reflect all information, who is she to say they are wrong?',
            icon: '🌐',
            reward: 'Her fund stops trailing the index, and clients stop leaving.',
            risk: 'If Shiller is right, she buys at the top.',
            consequence:
              'The Nasdaq fell about 78% from its peak by October 2002, and it took until 2015 to regain its March 2000 level. Buying at this moment was among the worst timing in market history.',
            effects: { set: { y2000: 'Trusted the market and bought tech' } },
          },
          {
            id: 'stay-value',
            title: 'Stick to cheap, profitable companies',
            description: 'Keep avoiding stocks with no earnings and accept looking foolish.',
            icon: '🧱',
            reward: 'If the bubble bursts, her fund holds up far better than the index.',
            risk: 'More clients leave; she may lose her job before she is proved right.',
            consequence:
              'Value investors who held on were vindicated: cheap “old economy” shares held up far better than technology stocks in 2000–2002. But some never saw it: Julian Robertson, who had refused to buy technology shares, announced the closing of his Tiger hedge funds on 30 March 2000, weeks after the top.',
            effects: { set: { y2000: 'Stuck to cheap, profitable companies' } },
          },
          {
            id: 'short-tech',
            title: 'Bet against the tech stocks',
            description: 'Short-sell the most overpriced internet companies.',
            icon: '🗡️',
            reward: 'Large profits if and when prices collapse.',
            risk: 'Shorts lose if the mania lasts even a few more months, and losses have no ceiling.',
            consequence:
              'Timing was brutal. Some short sellers gave up or closed in 1999 and early 2000, just before the fall. Being right about a bubble does not tell you when it ends.',
            effects: { set: { y2000: 'Bet against tech' } },
          },
        ],
      },
      lesson:
        'Even if a bubble is visible, acting on it is risky because it can grow long after it looks absurd: that is how inefficiency and unbeatable markets can both be true.',
      historicalNote:
        'Fama has argued that the word “bubble” is only used in hindsight, since no one can reliably call the top. Shiller went on to warn of a housing bubble in the 2005 edition of his book, before US home prices peaked in 2006.',
      definitions: ['cape-ratio', 'efficient-market-hypothesis'],
      visualType: 'bubble',
    },
    {
      type: 'decision-point',
      id: 'decision-buffett-bet',
      chapter: 'Chapter 6: The Ten-Year Bet',
      title: '2008: Index Fund vs. Hedge Funds',
      mainText:
        'Near retirement, Eleanor reads about a wager. Warren Buffett, himself a famous stock picker, had long argued that most investors would do better in a low-cost index fund. Buffett publicly offered to bet that an S&P 500 index fund would beat a set of hedge funds over ten years.\n\nTed Seides of Protégé Partners accepted Buffett’s bet, choosing five funds of hedge funds, and it was signed in December 2007. The bet ran from 1 January 2008 to 31 December 2017, with at least $1 million going to charity (in the end about $2.2 million went to Girls Inc. of Omaha).',
      decision: {
        situation:
          'A client asks Eleanor which side she would have taken, and offers to put {stake} on her answer for the ten years.',
        context: {
          'The index': 'Vanguard 500 Index Fund (its low-fee Admiral Shares class)',
          'The challengers': 'five funds of hedge funds, picked by professionals',
          'Hedge fund fees':
            'often around 1.5–2% a year plus 20% of gains, plus another layer for a fund of funds',
          'Start date': '1 January 2008, just before the crisis',
        },
        prompt: 'Which side do you back?',
        choices: [
          {
            id: 'back-index',
            title: 'Back the index fund',
            description: 'Low costs will win over ten years.',
            icon: '📈',
            reward: 'If the arithmetic of costs holds, a clear win.',
            risk: 'The index must sit through the 2008 crash unprotected; hedge funds can go short.',
            consequence:
              'The index won easily. It returned about 126% over the ten years (about 8.5% a year); the five funds of funds averaged about 36% in total (about 3% a year). Buffett’s winnings went to Girls Inc. of Omaha.',
            effects: { mul: { stake: 2.26 }, set: { bet: 'Backed the index fund' } },
          },
          {
            id: 'back-hedge-funds',
            title: 'Back the hedge funds',
            description: 'Skilled managers who can hedge should shine in a crisis.',
            icon: '🛡️',
            reward: 'Hedge funds did lose far less in 2008, the first year.',
            risk: 'Two layers of fees eat into returns every single year.',
            consequence:
              'The hedge funds led after 2008, when they lost much less than the index, but fell far behind over the following nine years of rising markets. High fees, not lack of intelligence, did most of the damage.',
            effects: { mul: { stake: 1.36 }, set: { bet: 'Backed the hedge funds' } },
          },
          {
            id: 'no-bet',
            title: 'Refuse: ten years is too short to tell',
            description: 'Luck can dominate any single decade.',
            icon: '🤷',
            reward: 'Intellectual honesty: one bet proves little.',
            risk: 'Missing the lesson the result illustrates.',
            consequence:
              'A fair point: a single bet is one data point. But the result matched decades of wider evidence that high-cost active strategies, on average, trail cheap index funds.',
            effects: { set: { bet: 'Refused to bet; the money stayed in cash' } },
          },
        ],
      },
      lesson:
        'Over long periods, costs are the most reliable predictor of which funds will trail the market.',
      historicalNote:
        'Seides conceded in 2017, before the end date. Buffett set out the final figures in his letter to Berkshire Hathaway shareholders for 2017, published in February 2018.',
      definitions: ['index-fund', 'active-management'],
      visualType: 'handshake',
    },
    {
      type: 'interactive',
      id: 'three-forms',
      chapter: 'Chapter 7: Putting It Together',
      title: 'Three Forms of Efficiency',
      mainText: 'What each form claims, what it rules out, and how it has held up.',
      comparison: {
        columns: ['Weak form', 'Semi-strong form', 'Strong form'],
        rows: [
          {
            label: 'Prices already reflect',
            values: [
              'All past prices and volumes',
              'All public information',
              'All information, even private',
            ],
          },
          {
            label: 'What cannot beat the market',
            values: [
              'Chart reading (technical analysis)',
              'Analyzing public news and reports',
              'Even insider knowledge',
            ],
          },
          {
            label: 'Evidence',
            values: [
              'Largely supported, though momentum is a known exception',
              'Broadly supported: prices react within minutes to news; some anomalies debated',
              'Rejected: insiders have profited from what only they knew',
            ],
          },
          {
            label: 'What it means for you',
            values: [
              'Be wary of chart-based trading systems',
              'Most professionals fail to beat the index after fees',
              'Trading on inside information is illegal, though it is the clearest edge found',
            ],
          },
        ],
      },
      definitions: [
        'weak-form-efficiency',
        'semi-strong-form-efficiency',
        'strong-form-efficiency',
        'insider-trading',
      ],
      keyPoint: 'The stronger the claim about efficiency, the weaker the evidence for it.',
      visualType: 'scale',
    },
    {
      type: 'quiz',
      id: 'quiz',
      chapter: 'Check Your Understanding',
      title: 'Efficient Markets Quiz',
      questions: [
        {
          question:
            'A trader makes money for years by buying shares right after reading positive earnings reports in the newspaper. Which form of the efficient market hypothesis does this most directly contradict?',
          options: [
            'Only the weak form',
            'The semi-strong form',
            'None of the forms',
            'Only the strong form',
          ],
          correct: 1,
          explanation:
            'Earnings reports are public information. The semi-strong form says prices already reflect public information, so trading on it should not reliably beat the market. The strong form would be contradicted too, since it includes all public information, but the semi-strong form is the most direct test.',
        },
        {
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
        {
          question:
            '$10,000 growing at 7% a year becomes about $150,000 in 40 years; at 6% it becomes about $103,000. About what share of the final sum did a 1% yearly fee take?',
          options: ['About 1%', 'About 7%', 'About a third', 'About two-thirds'],
          correct: 2,
          explanation:
            'The fee cost about $150,000 − $103,000 = $47,000, and $47,000 ÷ $150,000 is about 0.31, roughly a third. A small yearly fee compounds over decades, which is the core of the case for low-cost index funds.',
          kind: 'calculation',
        },
        {
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
      ],
      keyPoint: 'Know what information each form covers, and what the critics found.',
      visualType: 'newspaper',
    },
    {
      type: 'reflection',
      id: 'reflection',
      chapter: 'Epilogue',
      title: 'Is the Market Smarter Than You?',
      prompt:
        'Eleanor spent her career trying to beat the market. She retires believing two things at once: markets are very hard to beat, and markets are sometimes badly wrong.',
      questions: [
        'Can both of Eleanor’s beliefs be true? How?',
        'If most professionals fail to beat the index, why do people still pay them?',
        'Which of your own habits (following the crowd, avoiding losses, overconfidence) could cost you money as an investor?',
        'If everyone bought index funds, who would set prices, and would markets stay efficient?',
      ],
      finalThought:
        'Humility is an investment strategy. Assume the price knows something you do not, unless you can say clearly what you know that the market does not.',
      visualType: 'scale',
    },
    {
      type: 'summary',
      id: 'summary',
      chapter: 'Epilogue',
      title: 'What You Learned',
      ending: {
        intro: 'Your choices as Eleanor, beside what the evidence and the real bet showed.',
        rows: [
          {
            label: 'Her own savings, 1976',
            yours: '{savings}',
            history:
              'Over the 15 years to mid-2023, 92% of US large-company funds trailed the S&P 500 (SPIVA U.S. Mid-Year 2023).',
          },
          {
            label: 'March 2000',
            yours: '{y2000}',
            history:
              'The Nasdaq fell about 78% by October 2002; cheap “old economy” shares held up far better.',
          },
          {
            label: 'The ten-year bet',
            yours: '{bet}',
            history: 'The index fund returned about 126%; the five funds of funds about 36%.',
          },
          {
            label: 'The client’s $100,000 by 2017',
            yours: '{stake}',
            history: 'In the index fund it became about $226,000; with the hedge funds about $136,000.',
          },
        ],
      },
      conceptLearned:
        'The efficient market hypothesis says prices reflect available information, making the market very hard to beat after costs, while behavioral finance shows prices can still be driven by human error and mood.',
      keyTakeaways: [
        'Bachelier (1900) first modeled prices as a random walk; Fama (1970) defined efficient markets and their weak, semi-strong and strong forms.',
        'Evidence broadly supports the weak and semi-strong forms; the strong form fails, as profitable insider trading shows.',
        'Because investors together earn the market return before costs, the average active investor must trail it after costs: the logic behind index funds.',
        'Bogle’s 1976 index fund was mocked, yet index funds came to hold more US fund assets than active ones.',
        'Shiller’s excess volatility, Black Monday and the dot-com bubble show prices can be wrong even when they are hard to beat.',
        'Behavioral finance explains how biases like overconfidence and herding move prices, and why exploiting them is risky.',
      ],
      nextSteps: [
        'Try the GameStop lesson: a test of efficiency in the age of social media.',
        'Revisit the dot-com bubble lesson with Shiller’s CAPE in mind.',
        'Look up the expense ratio of any fund or pension you own.',
      ],
      visualType: 'chart-up',
    },
  ],
  sources: [
    {
      title: 'Efficient Capital Markets: A Review of Theory and Empirical Work',
      author: 'Eugene F. Fama',
      year: 1970,
      publisher: 'The Journal of Finance, vol. 25, no. 2, pp. 383–417',
      url: 'https://doi.org/10.2307/2325486',
    },
    {
      title: 'The Adjustment of Stock Prices to New Information',
      author: 'Eugene F. Fama, Lawrence Fisher, Michael C. Jensen and Richard Roll',
      year: 1969,
      publisher: 'International Economic Review, vol. 10, no. 1, pp. 1–21',
    },
    {
      title: 'The Performance of Mutual Funds in the Period 1945–1964',
      author: 'Michael C. Jensen',
      year: 1968,
      publisher: 'The Journal of Finance, vol. 23, no. 2, pp. 389–416',
    },
    {
      title: 'The Analysis of Economic Time-Series, Part I: Prices',
      author: 'Maurice G. Kendall',
      year: 1953,
      publisher: 'Journal of the Royal Statistical Society, Series A, vol. 116, no. 1, pp. 11–34',
    },
    {
      title: 'Proof That Properly Anticipated Prices Fluctuate Randomly',
      author: 'Paul A. Samuelson',
      year: 1965,
      publisher: 'Industrial Management Review, vol. 6, no. 2, pp. 41–49',
    },
    {
      title: 'Théorie de la spéculation',
      author: 'Louis Bachelier',
      year: 1900,
      publisher: 'Annales scientifiques de l’École Normale Supérieure, 3rd series, vol. 17, pp. 21–86',
    },
    {
      title: 'On the Impossibility of Informationally Efficient Markets',
      author: 'Sanford J. Grossman and Joseph E. Stiglitz',
      year: 1980,
      publisher: 'American Economic Review, vol. 70, no. 3, pp. 393–408',
    },
    {
      title: 'The Arithmetic of Active Management',
      author: 'William F. Sharpe',
      year: 1991,
      publisher: 'Financial Analysts Journal, vol. 47, no. 1, pp. 7–9',
    },
    {
      title: 'Do Stock Prices Move Too Much to Be Justified by Subsequent Changes in Dividends?',
      author: 'Robert J. Shiller',
      year: 1981,
      publisher: 'American Economic Review, vol. 71, no. 3, pp. 421–436',
    },
    {
      title: 'Does the Stock Market Overreact?',
      author: 'Werner F. M. De Bondt and Richard Thaler',
      year: 1985,
      publisher: 'The Journal of Finance, vol. 40, no. 3, pp. 793–805',
    },
    {
      title: 'The Cross-Section of Expected Stock Returns',
      author: 'Eugene F. Fama and Kenneth R. French',
      year: 1992,
      publisher: 'The Journal of Finance, vol. 47, no. 2, pp. 427–465',
    },
    {
      title: 'Returns to Buying Winners and Selling Losers: Implications for Stock Market Efficiency',
      author: 'Narasimhan Jegadeesh and Sheridan Titman',
      year: 1993,
      publisher: 'The Journal of Finance, vol. 48, no. 1, pp. 65–91',
    },
    {
      title:
        'Trading Is Hazardous to Your Wealth: The Common Stock Investment Performance of Individual Investors',
      author: 'Brad M. Barber and Terrance Odean',
      year: 2000,
      publisher: 'The Journal of Finance, vol. 55, no. 2, pp. 773–806',
    },
    {
      title: 'SPIVA U.S. Scorecard, Mid-Year 2023 (large-cap funds against the S&P 500 over 15 years)',
      author: 'S&P Dow Jones Indices',
      year: 2023,
    },
    {
      title:
        'Letter to the shareholders of Berkshire Hathaway Inc. for 2017 (section “‘The Bet’ is Over and Has Delivered an Unforeseen Investment Lesson”)',
      author: 'Warren E. Buffett',
      year: 2018,
      url: 'https://www.berkshirehathaway.com/letters/2017ltr.pdf',
    },
    {
      title: 'Judgment under Uncertainty: Heuristics and Biases',
      author: 'Amos Tversky and Daniel Kahneman',
      year: 1974,
      publisher: 'Science, vol. 185, no. 4157',
    },
    {
      title: 'Prospect Theory: An Analysis of Decision under Risk',
      author: 'Daniel Kahneman and Amos Tversky',
      year: 1979,
      publisher: 'Econometrica, vol. 47, no. 2',
    },
    {
      title: 'Advances in Prospect Theory: Cumulative Representation of Uncertainty',
      author: 'Amos Tversky and Daniel Kahneman',
      year: 1992,
      publisher: 'Journal of Risk and Uncertainty, vol. 5, no. 4',
    },
    {
      title: 'Irrational Exuberance',
      author: 'Robert J. Shiller',
      year: 2000,
      publisher: 'Princeton University Press',
    },
    {
      title: 'A Random Walk Down Wall Street',
      author: 'Burton G. Malkiel',
      year: 1973,
      publisher: 'W. W. Norton',
    },
    {
      title: 'Stay the Course: The Story of Vanguard and the Index Revolution',
      author: 'John C. Bogle',
      year: 2018,
      publisher: 'John Wiley & Sons',
    },
    {
      title: 'Capital Ideas: The Improbable Origins of Modern Wall Street',
      author: 'Peter L. Bernstein',
      year: 1992,
      publisher: 'Free Press',
    },
  ],
};
