// Every reason the engine refuses a command, as structured data, and the one place that turns
// them into the spec's messages (§5, §8). Record<Reason, …> makes a reason without a message a type error.
import { formatUsd, formatUsdGrouped } from './money';
import { type RiskFinding, riskMessage } from './risk';

export type RefusalReason =
  | 'SYMBOL_REQUIRED'
  | 'INVALID_SIDE'
  | 'SHARES_REQUIRED'
  | 'INVALID_ORDER_TYPE'
  | 'INVALID_SYMBOL_FORMAT'
  | 'TEST_SYMBOL'
  | 'SHARES_NOT_POSITIVE'
  | 'SHARES_NOT_WHOLE'
  | 'SHARES_OUT_OF_RANGE'
  | 'PRICE_NOT_POSITIVE'
  | 'PRICE_OUT_OF_RANGE'
  | 'LIMIT_PRICE_REQUIRED'
  | 'STOP_PRICE_REQUIRED'
  | 'STOP_LIMIT_PRICES_REQUIRED'
  | 'INVALID_TIME_IN_FORCE'
  | 'ORDER_VALUE_OUT_OF_RANGE'
  | 'NO_PRICE'
  | 'INSUFFICIENT_FUNDS'
  | 'MAX_POSITIONS'
  | 'NO_POSITION'
  | 'INSUFFICIENT_SHARES'
  | 'DAILY_TRADE_LIMIT'
  | 'RISK_BLOCKED'
  | 'ORDER_NOT_FOUND'
  | 'ORDER_NOT_CANCELLABLE'
  | 'ADVANCED_STOP_NOT_POSITIVE'
  | 'ADVANCED_SHARES_NOT_POSITIVE'
  | 'STOP_LOSS_INSUFFICIENT_SHARES'
  | 'TRAIL_REQUIRED'
  | 'TRAIL_AMOUNT_NOT_POSITIVE'
  | 'TRAIL_PERCENT_OUT_OF_RANGE'
  | 'BRACKET_PRICES_REQUIRED'
  | 'BRACKET_STOP_LOSS_SIDE'
  | 'BRACKET_TAKE_PROFIT_SIDE'
  | 'INVALID_ADVANCED_TYPE'
  | 'EMERGENCY_MODE'
  | 'SHORT_PRICE_TOO_LOW'
  | 'SHORT_MUST_FILL'
  | 'SHORT_OVER_BUYING_POWER'
  | 'FOK_NOT_FILLABLE'
  // Linked orders (advanced-legs.ts)
  | 'TRAIL_BOTH'
  | 'STOP_OR_TRAIL'
  | 'OTO_ONE_EXIT'
  | 'OCO_SIDE'
  | 'OCO_INSUFFICIENT_SHARES'
  | 'OCO_PRICES_REQUIRED'
  | 'OCO_TAKE_PROFIT_SIDE'
  | 'OCO_STOP_LOSS_SIDE';

/**
 * A refusal. `limit` and `actual` carry the numbers the message needs: money in cents,
 * shares as counts; `side` distinguishes buy/sell wording of bracket messages.
 */
export type Refusal = {
  ok: false;
  reason: RefusalReason;
  limit?: number;
  actual?: number;
  symbol?: string;
  side?: 'buy' | 'sell';
  findings?: RiskFinding[];
  /** ORDER_NOT_CANCELLABLE: the status the order ended in (FILLED, CANCELLED, EXPIRED…). */
  status?: string;
};

export function refuse(reason: RefusalReason, details: Omit<Refusal, 'ok' | 'reason'> = {}): Refusal {
  return { ok: false, reason, ...details };
}

const n = (v: number | undefined) => String(v ?? 0);

const messages: Record<RefusalReason, (r: Refusal) => string> = {
  SYMBOL_REQUIRED: () => 'Symbol is required and must be a string',
  INVALID_SIDE: () => 'Order type must be "buy" or "sell"',
  SHARES_REQUIRED: () => 'Shares quantity is required',
  INVALID_ORDER_TYPE: () => 'Invalid order type',
  INVALID_SYMBOL_FORMAT: () => 'Invalid symbol format. Must be 1-5 letters (e.g., AAPL, BRK.A)',
  TEST_SYMBOL: () => 'Invalid or test symbol not allowed',
  SHARES_NOT_POSITIVE: () => 'Shares must be a positive number',
  SHARES_NOT_WHOLE: () => 'Shares must be a whole number',
  SHARES_OUT_OF_RANGE: (r) => `Shares must be between 1 and ${n(r.limit)}`,
  PRICE_NOT_POSITIVE: () => 'Price must be a positive number',
  PRICE_OUT_OF_RANGE: () => 'Price must be between $0.01 and $10,000.00',
  LIMIT_PRICE_REQUIRED: () => 'Limit orders require a valid price',
  STOP_PRICE_REQUIRED: () => 'Stop orders require a valid stop price',
  STOP_LIMIT_PRICES_REQUIRED: () => 'Stop-limit orders require both a stop price and a limit price',
  INVALID_TIME_IN_FORCE: () => 'Invalid time in force. Must be one of day, gtc, ioc, fok',
  ORDER_VALUE_OUT_OF_RANGE: (r) =>
    `Order value must be between $0.01 and $1,000,000.00 (this order: ${formatUsd(r.actual ?? 0)})`,
  NO_PRICE: (r) => `No price available for ${r.symbol ?? 'this symbol'}`,
  INSUFFICIENT_FUNDS: (r) =>
    `Insufficient funds. Need ${formatUsdGrouped(r.actual ?? 0)}, have ${formatUsdGrouped(r.limit ?? 0)}`,
  MAX_POSITIONS: (r) => `Maximum of ${n(r.limit)} positions reached`,
  NO_POSITION: (r) => `No position found for ${r.symbol ?? ''}`,
  INSUFFICIENT_SHARES: (r) => `Insufficient shares. Need ${n(r.actual)}, have ${n(r.limit)}`,
  DAILY_TRADE_LIMIT: (r) => `Daily trade limit of ${n(r.limit)} trades reached`,
  RISK_BLOCKED: (r) =>
    `Trade blocked by risk management: ${(r.findings ?? []).map((f) => riskMessage(f)).join('; ')}`,
  ORDER_NOT_FOUND: () => 'Order not found',
  ORDER_NOT_CANCELLABLE: (r) =>
    r.status ? `This order is no longer open (${r.status.toLowerCase()})` : 'This order is no longer open',
  ADVANCED_STOP_NOT_POSITIVE: () => 'Stop price must be positive',
  ADVANCED_SHARES_NOT_POSITIVE: () => 'Shares must be positive',
  STOP_LOSS_INSUFFICIENT_SHARES: (r) =>
    `Insufficient shares for stop-loss. Need ${n(r.actual)}, have ${n(r.limit)}`,
  TRAIL_REQUIRED: () => 'Must specify either trail amount or trail percentage',
  TRAIL_AMOUNT_NOT_POSITIVE: () => 'Trail amount must be positive',
  TRAIL_PERCENT_OUT_OF_RANGE: () => 'Trail percentage must be more than 0 and at most 50',
  BRACKET_PRICES_REQUIRED: () =>
    'Bracket orders require an entry price, a stop loss (a price or a trail) and a take profit',
  BRACKET_STOP_LOSS_SIDE: (r) =>
    r.side === 'sell'
      ? 'Stop loss must be above entry price for sell orders'
      : 'Stop loss must be below entry price for buy orders',
  BRACKET_TAKE_PROFIT_SIDE: (r) =>
    r.side === 'sell'
      ? 'Take profit must be below entry price for sell orders'
      : 'Take profit must be above entry price for buy orders',
  INVALID_ADVANCED_TYPE: () => 'Invalid advanced order type',
  EMERGENCY_MODE: () => 'Emergency mode is on: advanced orders are paused',
  SHORT_PRICE_TOO_LOW: (r) =>
    `${r.symbol ?? 'This stock'} cannot be sold short: shorting is not allowed below ${formatUsd(r.limit ?? 0)} a share`,
  SHORT_MUST_FILL: () =>
    'A short sale must fill now: use a market order, or a limit at or below the current price',
  SHORT_OVER_BUYING_POWER: (r) =>
    `Not enough buying power to sell short. This short: ${formatUsd(r.actual ?? 0)}, you can short up to ${formatUsd(r.limit ?? 0)}`,
  FOK_NOT_FILLABLE: (r) =>
    `Fill-or-kill order for ${n(r.actual)} shares refused: only ${n(r.limit)} could fill this minute (an order may take at most 10% of the minute's volume), and fill-or-kill means all or nothing`,
  TRAIL_BOTH: () => 'Specify either a trail amount or a trail percentage, not both',
  STOP_OR_TRAIL: () => 'Specify either a stop loss price or a trail, not both',
  OTO_ONE_EXIT: () =>
    'A one-triggers-other order needs exactly one exit: a stop loss price, a trail or a take profit',
  OCO_SIDE: () => 'An OCO order exits a position you hold, so its side is sell',
  OCO_INSUFFICIENT_SHARES: (r) => `Insufficient shares for OCO. Need ${n(r.actual)}, have ${n(r.limit)}`,
  OCO_PRICES_REQUIRED: () => 'OCO orders require a take profit and a stop loss (a price or a trail)',
  OCO_TAKE_PROFIT_SIDE: (r) =>
    `Take profit must be above the current price (${formatUsd(r.limit ?? 0)}) for an OCO exit`,
  OCO_STOP_LOSS_SIDE: (r) =>
    `Stop loss must be below the current price (${formatUsd(r.limit ?? 0)}) for an OCO exit`,
};

/** The user-facing message of a refusal. */
export function refusalMessage(r: Refusal): string {
  return messages[r.reason](r);
}
