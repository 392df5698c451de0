// One plain-English line on each figure of the simulator, with the lesson that teaches the idea
// behind it (the lesson ids are checked against the catalogue by the tests). The Simulator shows
// them beside its figures (web MetricNote), and the tutor answers with them ("what is a win rate?").
export const METRICS = {
  winRate: {
    text: 'Share of your closed trades that made money. A high rate can still lose if the losses are big.',
    lessonId: 'bull-bear-markets',
  },
  profitFactor: {
    text: 'Money made on winning trades divided by money lost on losing ones: above 1, wins outweigh losses.',
    lessonId: 'bull-bear-markets',
  },
  sharpe: {
    text: 'Return for each unit of ups and downs you lived through, above a safe 5% rate: above 1 is good.',
    lessonId: 'stock-market-basics',
  },
  drawdown: {
    text: 'The biggest fall from a high point to a low: how bad it felt at the worst moment.',
    lessonId: 'bull-bear-markets',
  },
  riskScore: {
    text: 'How exposed the portfolio is, from 0 (calm) to 100 (one bad day could hurt a lot).',
    lessonId: 'ltcm-1998',
  },
  var: {
    text: 'Value at risk: on 95 days out of 100 you should not lose more than this in a day. The other 5 can be far worse.',
    lessonId: 'ltcm-1998',
  },
  circuitBreakers: {
    text: 'Automatic pauses when losses or swings pass a limit, like the exchange halts that stop a crash feeding on itself.',
    lessonId: 'flash-crash-2010',
  },
  kelly: {
    text: 'Kelly sizing bets in proportion to your edge; half of it is used because full Kelly swings wildly.',
    lessonId: 'ltcm-1998',
  },
  quantRating: {
    text: 'A score from the stock’s momentum, trend, volatility, value and volume. A summary of past numbers, not a forecast.',
    lessonId: 'efficient-market-hypothesis',
  },
} as const satisfies Record<string, { text: string; lessonId: string }>;

export type MetricId = keyof typeof METRICS;
