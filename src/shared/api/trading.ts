import { z } from 'zod';
import { RANK_MEASURES } from '../../core/trading/rankings';
import { optionPositionSchema } from './options';

// The /api/trading contract (spec trading-and-lessons §3 Trading entities, §7 Trading calls).
// Money is dollars with 2 decimals; times are ISO 8601 strings. The web's trading screens and the
// server both import these; the core engine's view functions (src/core/trading/view.ts) produce them.

export const errorAnswer = z.object({ error: z.string() });

const money = z.number().describe('US dollars, 2 decimals');
const symbol = z.string().describe('Ticker, e.g. AAPL or BRK.A');

export const sideSchema = z.enum(['buy', 'sell']);
export const orderTypeSchema = z.enum(['market', 'limit', 'stop', 'stop-limit']);
export const timeInForceSchema = z.enum(['day', 'gtc', 'ioc', 'fok']);
export const advancedTypeSchema = z.enum([
  'STOP_LOSS',
  'TRAILING_STOP',
  'BRACKET_ENTRY',
  'TAKE_PROFIT',
  'OCO',
  'OTO',
]);
export const advancedStatusSchema = z.enum([
  'ACTIVE',
  'TRIGGERED',
  'EXECUTED',
  'FAILED',
  'ERROR',
  'EXPIRED',
  'CANCELLED',
  'FILLED',
]);
export const orderStatusSchema = z.enum(['PENDING', 'FILLED', 'CANCELLED', 'EXPIRED', 'REJECTED']);

// ---- entities -------------------------------------------------------------------------------

export const positionSchema = z.object({
  symbol,
  shares: z.number(),
  quantity: z.number().describe('Alias of shares'),
  reservedShares: z.number().describe('Shares held back by resting sell orders'),
  avgCost: money,
  averagePrice: money.describe('Alias of avgCost'),
  avgPrice: money.describe('Alias of avgCost'),
  costBasis: money,
  firstBuyDate: z.string(),
  currentPrice: money,
  marketValue: money,
  unrealizedPnL: money,
  unrealizedPnLPercent: z.number(),
  gain: money,
  gainPercent: z.number(),
  dayChange: money,
  dayChangePercent: z.number(),
  dayChangeBase: money.describe(
    'What dayChangePercent is of: the shares held at the open at the previous close, plus what today’s buys cost',
  ),
  name: z.string(),
  isRealTime: z.boolean(),
  dataSource: z.string(),
  side: z.enum(['long', 'short']).describe('A short has negative shares and value; its P&L is reversed'),
});
export type PositionDto = z.infer<typeof positionSchema>;

export const portfolioSchema = z.object({
  cash: money,
  availableCash: money.describe('Cash minus what resting buy orders reserve'),
  reservedCash: money,
  positions: z.array(positionSchema),
  totalValue: money,
  positionsValue: money,
  dayChange: money,
  dayChangePercent: z.number(),
  allTimeReturn: money,
  allTimeReturnPercent: z.number(),
  startingCash: money,
  transactions: z.number().describe('Number of trades in the history'),
  optionsPositions: z
    .array(optionPositionSchema)
    .describe('Option contracts held long or short, at their model price'),
  emergencyMode: z.boolean(),
  margin: z
    .object({
      accountType: z.enum(['cash', 'margin']),
      equity: money.describe('cash + long value - short liability'),
      longValue: money,
      shortLiability: money.describe('What buying back every short would cost now'),
      buyingPower: money.describe('What a new long may spend (no leverage on longs)'),
      shortBuyingPower: money.describe(
        'Value of stock a new short may sell (a short needs 50% beside its proceeds)',
      ),
      initialRequirement: money.describe('150% of the shorts (Regulation T)'),
      maintenanceRequirement: money.describe('Equity to keep: 30% of the shorts (FINRA Rule 4210)'),
      callDeadline: z.string().nullable().describe('When an open margin call ends in a forced buy-in'),
      borrowFeesPaid: money,
      dailyBorrowFee: money,
    })
    .describe('Buying power and margin'),
});
export type PortfolioDto = z.infer<typeof portfolioSchema>;

export const executionSchema = z.object({
  bid: money.describe('Best bid when it filled, dollars'),
  ask: money.describe('Best ask when it filled, dollars'),
  price: money.describe('Price per share paid or received'),
  slippage: z.number().describe('Cost per share against the last price, dollars (negative: better)'),
  slippageBps: z.number().describe('Slippage in basis points of the last price'),
  filledShares: z.number(),
  remainingShares: z.number().describe('Shares of the order still waiting after this fill'),
  reason: z.string().describe('Why this price, in a sentence a learner understands'),
});
export type ExecutionDto = z.infer<typeof executionSchema>;

export const tradeSchema = z.object({
  id: z.string(),
  type: z.enum(['BUY', 'SELL', 'option_buy', 'option_sell', 'DIVIDEND', 'SPLIT']),
  symbol,
  shares: z.number(),
  price: money,
  totalValue: money,
  commission: money,
  orderType: orderTypeSchema,
  status: z.literal('EXECUTED'),
  timestamp: z.string(),
  realizedPnL: money.nullable(),
  realizedPnLPercent: z.number().nullable(),
  orderId: z.string().nullable(),
  userId: z.string().nullable(),
  execution: executionSchema
    .optional()
    .describe('How the fill was priced and sized; absent on trades made before fills were explained'),
});
export type TradeDto = z.infer<typeof tradeSchema>;

export const orderSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  userId: z.string().nullable(),
  status: orderStatusSchema,
  side: sideSchema,
  orderType: orderTypeSchema,
  symbol,
  shares: z.number(),
  limitPrice: money.nullable(),
  stopPrice: money.nullable(),
  stopTriggered: z.boolean(),
  timeInForce: timeInForceSchema,
  reservedCash: money,
  reservedShares: z.number(),
  reason: z.string().nullable().describe('Why it ended without filling (cancelled, expired)'),
  tradeId: z.string().nullable(),
  filledShares: z.number().optional().describe('Shares already filled of a partly filled order'),
});
export type OrderDto = z.infer<typeof orderSchema>;

export const advancedOrderSchema = z.object({
  id: z.string(),
  type: advancedTypeSchema,
  symbol,
  shares: z.number(),
  stopPrice: money.describe('Trigger price: the stop, the bracket entry or the take-profit target'),
  side: sideSchema,
  status: advancedStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  timeInForce: z.enum(['DAY', 'GTC']),
  trailAmount: money.nullable(),
  trailPercent: z.number().nullable(),
  highWaterMark: money.nullable(),
  parentOrderId: z.string().nullable(),
  triggeredAt: z.string().nullable(),
  executedAt: z.string().nullable(),
  executionPrice: money.nullable(),
  maxSlippage: z.number(),
  bracketId: z.string().nullable(),
  stopLossPrice: money.nullable(),
  takeProfitPrice: money.nullable(),
  childOrders: z.array(z.string()),
  metadata: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type AdvancedOrderDto = z.infer<typeof advancedOrderSchema>;

const extreme = z.object({ symbol, pnl: money, date: z.string() }).nullable();
export const metricsSchema = z.object({
  totalTrades: z.number(),
  winningTrades: z.number(),
  losingTrades: z.number(),
  winRate: z.number().describe('Percent of closing trades with a profit'),
  averageWin: money,
  averageLoss: money.describe('Positive amount'),
  profitFactor: z.number().nullable().describe('Gross wins / gross losses; null before the first loss'),
  sharpeRatio: z.number().describe('Annualised, 5% risk-free rate, 252 trading days'),
  maxDrawdown: z.number().describe('Percent'),
  bestTrade: extreme,
  worstTrade: extreme,
  dailyReturns: z.array(z.object({ date: z.string(), return: z.number().describe('Percent') })),
  equityCurve: z.array(z.object({ date: z.string(), value: money })).max(365),
  dividendsReceived: money.describe(
    'Dividends received less those charged on shorts; already in cash, so part of the total return',
  ),
});
export type MetricsDto = z.infer<typeof metricsSchema>;

export const snapshotSchema = z.object({
  date: z.string(),
  portfolioValue: money,
  cash: money,
  positionsValue: money,
  dayChange: money,
  dayChangePercent: z.number(),
});
export type SnapshotDto = z.infer<typeof snapshotSchema>;

export const warningSchema = z.object({ code: z.string(), message: z.string() });

// ---- requests -------------------------------------------------------------------------------

// Loose types on purpose: the engine answers odd input with the spec's own messages (§5).
const looseText = z.union([z.string().max(64), z.number()]).optional();
const looseNumber = z
  .union([z.number(), z.string().max(32)])
  .nullable()
  .optional();

/** POST /trade and POST /risk-signal. */
export const tradeBody = z.object({
  type: looseText.describe('"buy" or "sell"'),
  symbol: looseText,
  shares: looseNumber,
  orderType: looseText.describe('market (default), limit, stop or stop-limit'),
  timeInForce: looseText.describe('day (default), gtc, ioc or fok'),
  price: looseNumber.describe('Limit price (limit and stop-limit orders)'),
  stopPrice: looseNumber.describe('Stop price (stop and stop-limit orders)'),
  clientOrderId: z.string().min(1).max(100).optional().describe('Same role as the Idempotency-Key header'),
});
export type TradeBody = z.infer<typeof tradeBody>;

export const advancedOrderBody = z.object({
  type: advancedTypeSchema,
  symbol: z.string().max(20),
  shares: z.number(),
  side: sideSchema.optional(),
  stopPrice: z.number().optional(),
  entryPrice: z.number().optional().describe('Entry price of a BRACKET_ENTRY or OTO'),
  stopLossPrice: z.number().optional(),
  takeProfitPrice: z.number().optional(),
  trailAmount: z
    .number()
    .optional()
    .describe('TRAILING_STOP; on BRACKET_ENTRY, OTO and OCO, a trailing stop leg instead of stopLossPrice'),
  trailPercent: z.number().optional().describe('As trailAmount, in percent (0 to 50)'),
  timeInForce: z.enum(['DAY', 'GTC']).optional(),
  maxSlippage: z.number().min(0).max(1).optional(),
});
export type AdvancedOrderBody = z.infer<typeof advancedOrderBody>;

export const watchlistBody = z.object({ symbols: z.array(z.string().max(20)) });

/**
 * Where a page of a list starts. Bounded so that a far-out offset is refused with a message instead of
 * overflowing the database's integer (a rank is compared with it).
 */
const MAX_LIST_OFFSET = 1_000_000;
export const listOffset = z.coerce
  .number()
  .int()
  .min(0, `offset must be between 0 and ${MAX_LIST_OFFSET}`)
  .max(MAX_LIST_OFFSET, `offset must be between 0 and ${MAX_LIST_OFFSET}`)
  .default(0);

export const leaderboardQuery = z.object({
  period: z.enum(['day', 'week', 'month', 'overall']).default('overall'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: listOffset,
  // Issue 21: what the leaderboard ranks by (return, as before, unless asked).
  rank: z.enum(RANK_MEASURES, { message: 'rank must be one of: return, sharpe, excess' }).default('return'),
});

export const tradesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  offset: listOffset,
});

export const quantRatingBody = z.object({
  symbol: z.string().max(20).optional(),
  timeframe: z.enum(['1D', '1W', '1M', '3M', '6M', '1Y']).default('1M'),
  includeAiAnalysis: z.boolean().default(true),
});

export const quantHistoryQuery = z.object({
  symbol: z.string().max(20).optional(),
  limit: z.coerce.number().int().min(1).max(365).default(30),
});

export const mlRecommendationsBody = z.object({
  portfolio: z
    .object({
      cash: z.number().optional(),
      totalValue: z.number().optional(),
      positions: z
        .array(
          z.object({
            symbol: z.string().max(20),
            shares: z.number().optional(),
            value: z.number().optional(),
          }),
        )
        .max(200)
        .optional(),
    })
    .optional(),
  options: z
    .object({
      limit: z.number().int().min(1).max(20).optional(),
      riskTolerance: z.enum(['low', 'medium', 'high']).optional(),
    })
    .optional(),
});

export const emergencyBody = z.object({ enabled: z.boolean() });

export const tradingSettingsAnswer = z.object({
  accountType: z
    .enum(['cash', 'margin'])
    .describe('cash: buy with the cash held, sell only shares held; margin: short selling allowed'),
  realism: z
    .enum(['simple', 'realistic'])
    .describe('simple: fills at the last price in full; realistic: bid/ask, price impact and partial fills'),
});
/** Either field or both; a field left out keeps its value. */
export const tradingSettingsBody = tradingSettingsAnswer.partial();
export type TradingSettingsAnswer = z.infer<typeof tradingSettingsAnswer>;
export const ORDER_NOT_FOUND = 'Order not found';
export const orderIdParams = z.object({
  id: z.string().min(1, ORDER_NOT_FOUND).max(100, ORDER_NOT_FOUND),
});

// ---- answers --------------------------------------------------------------------------------

export const portfolioAnswer = z.object({
  portfolio: portfolioSchema,
  positions: z.array(positionSchema),
  pendingOrders: z.array(orderSchema),
  advancedOrders: z.array(advancedOrderSchema),
  finishedOrders: z
    .array(orderSchema)
    .optional()
    .describe(
      'The last 10 resting orders that ended without a fill (EXPIRED, CANCELLED, REJECTED), newest first',
    ),
  metrics: metricsSchema,
});
export type PortfolioAnswer = z.infer<typeof portfolioAnswer>;

export const tradeAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  trade: tradeSchema.nullable().describe('Null when the order rests (PENDING) or was cancelled (IOC/FOK)'),
  order: orderSchema,
  warnings: z.array(warningSchema),
  portfolio: portfolioSchema,
  metrics: metricsSchema,
});
export type TradeAnswer = z.infer<typeof tradeAnswer>;

export const tradesAnswer = z.object({ trades: z.array(tradeSchema), total: z.number() });
export const positionsAnswer = z.object({ positions: z.array(positionSchema) });
export const resetAnswer = z.object({ message: z.string(), portfolio: portfolioSchema });
export const watchlistAnswer = z.object({ symbols: z.array(z.string()) });

export const leaderboardEntry = z.object({
  rank: z.number(),
  username: z.string(),
  isCurrentUser: z.boolean(),
  totalValue: money,
  returnAmount: money.describe('Change over the period'),
  returnPercent: z.number(),
  trades: z.number(),
  sharpeRatio: z
    .number()
    .nullable()
    .describe('Annualised Sharpe ratio of the daily equity over the period; null below five trading days'),
  excessReturn: z
    .number()
    .describe('Return over the period minus the S&P 500 return over the same days, points'),
  tradingDays: z.number().describe('Trading days of daily equity in the period'),
});
// PUT /api/trading/leaderboard/consent: show a chosen name on the leaderboard, or stay anonymous.
/** The longest name a learner may show on the leaderboards, in characters. */
export const MAX_LEADERBOARD_NAME = 40;
export const leaderboardConsentBody = z.strictObject({
  showOnLeaderboard: z.boolean(),
  name: z.string().max(MAX_LEADERBOARD_NAME).optional(),
});
export const leaderboardConsentAnswer = z.object({
  showOnLeaderboard: z.boolean(),
  leaderboardName: z.string().describe('How this learner now appears on the leaderboard'),
});

export const leaderboardAnswer = z.object({
  period: z.enum(['day', 'week', 'month', 'overall']),
  rank: z.enum(RANK_MEASURES),
  entries: z.array(leaderboardEntry),
  total: z.number().describe('Learners ranked by this measure'),
  limit: z.number(),
  offset: z.number(),
  unranked: z
    .number()
    .describe('Learners not ranked by this measure yet (Sharpe: fewer than five trading days)'),
  updatedAt: z
    .string()
    .nullable()
    .describe('When the rankings job last ranked this period (at most a minute behind)'),
});
export type LeaderboardAnswer = z.infer<typeof leaderboardAnswer>;

export const adminAnalyticsAnswer = z.object({
  users: z.number(),
  portfolios: z.number(),
  trades: z.number(),
  tradesToday: z.number(),
  tradedValue: money,
  pendingOrders: z.number(),
  activeAdvancedOrders: z.number(),
  topSymbols: z.array(z.object({ symbol, trades: z.number() })),
});

export const insightSchema = z.object({
  type: z.enum(['diversification', 'concentration', 'cash', 'performance', 'risk', 'activity']),
  severity: z.enum(['info', 'warning', 'positive']),
  title: z.string(),
  message: z.string(),
});
export const insightsAnswer = z.object({
  insights: z.array(insightSchema),
  summary: z.object({
    positions: z.number(),
    sectors: z.number(),
    largestPositionPercent: z.number(),
    cashPercent: z.number(),
  }),
});

export const riskFindingSchema = z.object({
  reason: z.string(),
  severity: z.enum(['error', 'warning']),
  limit: z.number(),
  actual: z.number(),
  message: z.string(),
});
export const riskSignalAnswer = z.object({
  allowed: z.boolean(),
  warnings: z.array(z.string()),
  errors: z.array(z.string()),
  findings: z.array(riskFindingSchema),
});
export type RiskSignalAnswer = z.infer<typeof riskSignalAnswer>;

export const breakerSchema = z.object({
  name: z.enum(['dailyLoss', 'drawdown', 'volatility', 'correlation']),
  active: z.boolean(),
  value: z.number(),
  limit: z.number(),
});
export const riskProfileAnswer = z.object({
  riskScore: z.number().describe('0–100; above 80 is high'),
  level: z.enum(['low', 'medium', 'high']),
  volatility: z.number().describe('Annualised, percent'),
  volatilityBasis: z
    .enum(['holdings', 'history', 'none'])
    .describe(
      "Where volatility and VaR come from: today's holdings in the market model, the account's daily values, or neither yet",
    ),
  valueAtRisk95: money.describe('One-day 95% VaR'),
  largestPositionPercent: z.number(),
  cashPercent: z.number(),
  breakers: z.array(breakerSchema),
  circuitBreakersActive: z.boolean(),
  emergencyMode: z.boolean(),
  limits: z.record(z.string(), z.number()),
  positionSizingModel: z
    .enum(['FIXED_PERCENTAGE', 'KELLY', 'VOLATILITY_ADJUSTED'])
    .describe('The model in use'),
  positionSizing: z
    .array(
      z.object({
        model: z.enum(['FIXED_PERCENTAGE', 'KELLY', 'VOLATILITY_ADJUSTED']),
        maxPositionValue: money,
      }),
    )
    .describe(
      'Largest new position each model allows (Kelly from your closing trades; volatility-adjusted at the portfolio volatility, 20% when unknown)',
    ),
});

export const recommendationSchema = z.object({
  symbol,
  action: z.enum(['BUY', 'HOLD', 'SELL']),
  score: z.number(),
  confidence: z.number(),
  reason: z.string(),
});
export const mlRecommendationsAnswer = z.object({
  recommendations: z.array(recommendationSchema),
  model: z.string(),
});

export const strategyAnswer = z.object({
  strategy: z.enum([
    'none',
    'buy-and-hold',
    'day-trading',
    'swing-trading',
    'momentum',
    'value',
    'diversified',
  ]),
  confidence: z.number(),
  signals: z.array(z.string()),
  stats: z.object({
    trades: z.number(),
    averageHoldingDays: z.number(),
    symbols: z.number(),
    tradesPerDay: z.number(),
  }),
});
export type StrategyAnswer = z.infer<typeof strategyAnswer>;
export const lockedStrategyAnswer = z.object({
  locked: z.literal(true),
  pro: z.literal(true),
  message: z.string(),
  stats: strategyAnswer.shape.stats,
});
export type LockedStrategyAnswer = z.infer<typeof lockedStrategyAnswer>;
export const strategyRouteAnswer = z.union([strategyAnswer, lockedStrategyAnswer]);
export type StrategyRouteAnswer = z.infer<typeof strategyRouteAnswer>;

export const optimizationAnswer = z.object({
  method: z.literal('mean-variance'),
  weights: z.array(z.object({ symbol, current: z.number(), optimal: z.number() })),
  expectedReturn: z.number().describe('Annualised, percent'),
  volatility: z.number().describe('Annualised, percent'),
  sharpeRatio: z.number(),
  suggestions: z.array(z.string()),
  current: z
    .object({ expectedReturn: z.number(), volatility: z.number(), sharpeRatio: z.number() })
    .describe('The same figures for the current weights (all 0 with nothing held)'),
});
export type OptimizationAnswer = z.infer<typeof optimizationAnswer>;

// Free accounts get a locked preview of the Pro analytics (docs/decisions/0014-pro-analytics.md):
// `locked: true`, the learner's own figures, and none of the model's answer.
export const PRO_ANALYTICS_MESSAGE = 'Advanced analytics are part of Pro';
export const lockedOptimizationAnswer = z.object({
  locked: z.literal(true),
  pro: z.literal(true),
  message: z.string(),
  method: z.literal('mean-variance'),
  weights: z.array(z.object({ symbol, current: z.number() })),
  current: z.object({ expectedReturn: z.number(), volatility: z.number(), sharpeRatio: z.number() }),
});
export type LockedOptimizationAnswer = z.infer<typeof lockedOptimizationAnswer>;
export const optimizationRouteAnswer = z.union([optimizationAnswer, lockedOptimizationAnswer]);
export type OptimizationRouteAnswer = z.infer<typeof optimizationRouteAnswer>;

export const quantRatingSchema = z.object({
  symbol,
  rating: z.enum(['BUY', 'HOLD', 'SELL']),
  score: z.number(),
  confidence: z.number(),
  factors: z.object({
    technical: z.number(),
    momentum: z.number(),
    sentiment: z.number(),
    fundamental: z.number(),
    risk: z.number(),
  }),
  recommendation: z.string(),
  timestamp: z.string(),
  targetPrice: money,
  stopLoss: money,
  model: z.enum(['factor', 'local']),
  timeframe: z.string().optional(),
  aiAnalysis: z.string().optional(),
});
export type QuantRatingDto = z.infer<typeof quantRatingSchema>;
export const quantHistoryAnswer = z.object({ symbol, history: z.array(quantRatingSchema) });

export const ordersAnswer = z.object({
  pendingOrders: z.array(orderSchema),
  advancedOrders: z.array(advancedOrderSchema),
});
export const cancelAnswer = z.object({
  message: z.string(),
  order: orderSchema.optional(),
  advancedOrder: advancedOrderSchema.optional(),
});
export const advancedOrderAnswer = z.object({ order: advancedOrderSchema, warnings: z.array(warningSchema) });
export const emergencyAnswer = z.object({ emergencyMode: z.boolean(), cancelled: z.number() });
export const snapshotsAnswer = z.object({ snapshots: z.array(snapshotSchema) });
export type InsightsAnswer = z.infer<typeof insightsAnswer>;
export type MlRecommendationsAnswer = z.infer<typeof mlRecommendationsAnswer>;
export type QuantHistoryAnswer = z.infer<typeof quantHistoryAnswer>;
export type EmergencyAnswer = z.infer<typeof emergencyAnswer>;
