// Business constants of the trading simulator (spec §9). Money constants are in cents.

export const STARTING_CASH_CENTS = 100_000_00;
export const OPTION_COMMISSION_CENTS = 65;
export const SHARES_PER_CONTRACT = 100;

export const DEFAULT_WATCHLIST = ['AAPL', 'GOOGL', 'MSFT', 'AMZN', 'TSLA'] as const;
export const MAX_WATCHLIST = 100;

export const MAX_TRADE_HISTORY = 1000;
export const MAX_EQUITY_POINTS = 365;
export const MAX_SNAPSHOTS = 90;
export const MAX_POSITIONS = 50;
export const MAX_DAILY_TRADES = 100;
/** Warn when the day's trade count reaches this share of MAX_DAILY_TRADES. */
export const DAILY_TRADES_WARNING_RATIO = 0.8;

export const MIN_SHARES = 1;
export const MAX_SHARES = 10_000;
export const MIN_PRICE_CENTS = 1;
export const MAX_PRICE_CENTS = 10_000_00;
export const MIN_ORDER_VALUE_CENTS = 1;
export const MAX_ORDER_VALUE_CENTS = 1_000_000_00;

export const LARGE_ORDER_SHARES = 1000;
export const HIGH_PRICE_CENTS = 1000_00;
export const LARGE_ORDER_PORTFOLIO_RATIO = 0.25;
export const HIGH_VOLATILITY_SYMBOLS = ['TSLA', 'GME', 'AMC', 'MEME'] as const;
export const TEST_SYMBOLS = ['TEST', 'DEMO', 'NULL', 'UNDEFINED'] as const;

export const ORDER_TYPES = ['market', 'limit', 'stop', 'stop-limit'] as const;
export const SIDES = ['buy', 'sell'] as const;
export const TIME_IN_FORCE = ['day', 'gtc', 'ioc', 'fok'] as const;

/** Risk limits of spec §9 (percentages unless noted). */
export const RISK_LIMITS = {
  portfolioRisk: 20,
  dailyLoss: 5,
  drawdown: 15,
  concentration: 25,
  sector: 40,
  positionSize: 10,
  leverage: 1,
  cashReserve: 5,
  tradeSize: 5,
  dailyTrades: 50,
  /** Dollars. */
  orderValue: 50_000,
  correlation: 0.7,
  sectorPositions: 5,
  /** Annualised volatility in percent above which the volatility breaker trips. */
  volatilityBreaker: 30,
  /** More correlated pairs than this trips the correlation breaker. */
  correlatedPairsBreaker: 5,
  highRiskScore: 80,
  /** Share of daily volume above which an order is warned about. */
  volumeShare: 0.1,
  /** Daily move (percent) above which an order is warned about. */
  dailyMove: 5,
} as const;

export const RISK_FREE_RATE = 0.05;
export const TRADING_DAYS_PER_YEAR = 252;

export const ADVANCED_DEFAULTS = {
  stopLossTimeInForce: 'GTC',
  bracketTimeInForce: 'DAY',
  maxSlippage: 0.05,
  maxTrailPercent: 50,
} as const;
/** Day advanced orders expire this long after creation. */
export const DAY_ORDER_TTL_MS = 24 * 60 * 60 * 1000;

export const LOCAL_QUANT = { scorePerPercent: 8, buyAt: 25, sellAt: -25, target: 0.04, stop: 0.04 } as const;
