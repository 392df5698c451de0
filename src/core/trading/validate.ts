// Static order validation (spec §5 "Order validation"), in the spec's order. Account-dependent checks
// (funds, positions, shares held, daily cap) live in checks.ts because they need the ledger.
import {
  MAX_ORDER_VALUE_CENTS,
  MAX_PRICE_CENTS,
  MAX_SHARES,
  MIN_ORDER_VALUE_CENTS,
  MIN_PRICE_CENTS,
  MIN_SHARES,
  ORDER_TYPES,
  SIDES,
  TEST_SYMBOLS,
  TIME_IN_FORCE,
} from './constants';
import { toCents } from './money';
import { type Refusal, refuse } from './refusals';
import { type RawOrder, sanitiseOrder } from './sanitize';
import type { OrderType, Side, TimeInForce } from './types';

/** A valid order, money in cents. */
export type OrderRequest = {
  side: Side;
  symbol: string;
  shares: number;
  orderType: OrderType;
  timeInForce: TimeInForce;
  limitPrice: number | null;
  stopPrice: number | null;
  /** A market order arrived with a price (ignored, warned about). */
  marketWithPrice: boolean;
};

export const SYMBOL_PATTERN = /^[A-Z]{1,5}(\.[A-Z]{1,2})?$/;

const includes = <T extends string>(list: readonly T[], v: string): v is T =>
  (list as readonly string[]).includes(v);

/** Why a price in dollars cannot be an order's ($0.01 to $10,000), or null when it can. */
export function checkPrice(dollars: number): Refusal | null {
  if (!Number.isFinite(dollars) || dollars <= 0) return refuse('PRICE_NOT_POSITIVE');
  const cents = toCents(dollars);
  if (cents < MIN_PRICE_CENTS || cents > MAX_PRICE_CENTS)
    return refuse('PRICE_OUT_OF_RANGE', { limit: MAX_PRICE_CENTS, actual: cents });
  return null;
}

/** Sanitises then validates an order; the result is either a typed request or a refusal. */
export function validateOrder(raw: RawOrder): { ok: true; order: OrderRequest } | Refusal {
  const s = sanitiseOrder(raw);
  if (s.symbol === null || s.symbol === '') return refuse('SYMBOL_REQUIRED');
  if (!includes(SIDES, s.type)) return refuse('INVALID_SIDE');
  if (s.rawShares === null) return refuse('SHARES_REQUIRED');
  if (!includes(ORDER_TYPES, s.orderType)) return refuse('INVALID_ORDER_TYPE');
  // Test words first: UNDEFINED is too long for the pattern but deserves the clearer message.
  if (includes(TEST_SYMBOLS, s.symbol.split('.')[0] ?? '')) return refuse('TEST_SYMBOL');
  if (!SYMBOL_PATTERN.test(s.symbol)) return refuse('INVALID_SYMBOL_FORMAT');
  if (!Number.isFinite(s.rawShares) || s.rawShares <= 0) return refuse('SHARES_NOT_POSITIVE');
  if (!Number.isInteger(s.rawShares)) return refuse('SHARES_NOT_WHOLE');
  if (s.shares < MIN_SHARES || s.shares > MAX_SHARES)
    return refuse('SHARES_OUT_OF_RANGE', { limit: MAX_SHARES, actual: s.shares });
  if (!includes(TIME_IN_FORCE, s.timeInForce)) return refuse('INVALID_TIME_IN_FORCE');

  const needsLimit = s.orderType === 'limit' || s.orderType === 'stop-limit';
  const needsStop = s.orderType === 'stop' || s.orderType === 'stop-limit';
  if (s.orderType === 'stop-limit' && (s.price === null || s.stopPrice === null))
    return refuse('STOP_LIMIT_PRICES_REQUIRED');
  if (needsLimit && (s.price === null || !(s.price > 0))) return refuse('LIMIT_PRICE_REQUIRED');
  if (needsStop && (s.stopPrice === null || !(s.stopPrice > 0))) return refuse('STOP_PRICE_REQUIRED');
  for (const p of [needsLimit ? s.price : null, needsStop ? s.stopPrice : null]) {
    if (p === null) continue;
    const bad = checkPrice(p);
    if (bad) return bad;
  }
  return {
    ok: true,
    order: {
      side: s.type,
      symbol: s.symbol,
      shares: s.shares,
      orderType: s.orderType,
      timeInForce: s.timeInForce,
      limitPrice: needsLimit && s.price !== null ? toCents(s.price) : null,
      stopPrice: needsStop && s.stopPrice !== null ? toCents(s.stopPrice) : null,
      marketWithPrice: s.orderType === 'market' && s.price !== null,
    },
  };
}

/** Order value bounds (0.01 to 1,000,000) at the price the order would pay, cents. */
export function checkOrderValue(shares: number, priceCents: number): Refusal | null {
  const value = shares * priceCents;
  if (value < MIN_ORDER_VALUE_CENTS || value > MAX_ORDER_VALUE_CENTS)
    return refuse('ORDER_VALUE_OUT_OF_RANGE', { limit: MAX_ORDER_VALUE_CENTS, actual: value });
  return null;
}
