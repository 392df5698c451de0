// Linked advanced orders (issue 18 point 4; docs/decisions/0025-linked-orders-and-risk-monitor.md):
// - BRACKET_ENTRY: an entry with two exits (take profit + stop loss), whose stop may trail;
// - OTO (one-triggers-other): an entry with exactly one exit, placed when the entry fills;
// - OCO (one-cancels-other): a take-profit + stop exit pair on a position already held.
// Validation and the building of the legs live here; advanced.ts runs them through the transition table.

import type { AdvancedRequest } from './advanced';
import { ADVANCED_DEFAULTS } from './constants';
import { availableCash, availableShares, findPosition } from './ledger';
import { toCents } from './money';
import { type Refusal, refuse } from './refusals';
import type { AdvancedOrder, AdvancedType, Side } from './types';
import type { OrderWarning } from './warnings';

export const MIN_RISK_REWARD = 0.5;

/** A trail: an amount in cents or a percent (exactly one is set). */
export type Trail = { trailAmount: number | null; trailPercent: number | null };

/** The request fields the linked orders read (prices in dollars). */
export type LinkedRequest = Omit<AdvancedRequest, 'symbol' | 'timeInForce' | 'maxSlippage'>;

const given = (v: number | null | undefined): v is number => v !== undefined && v !== null;
const isPositive = (v: number | null | undefined): v is number => given(v) && Number.isFinite(v) && v > 0;

export const opposite = (side: Side): Side => (side === 'buy' ? 'sell' : 'buy');

/**
 * The stop of a trailing leg for a mark (cents): below the high-water mark for a sell, above the
 * low-water mark for a buy (a buy trailing stop protects a short and follows the price down).
 */
export function trailStop(mark: number, trail: Trail, side: Side): number {
  if (trail.trailAmount !== null)
    return side === 'sell' ? mark - trail.trailAmount : mark + trail.trailAmount;
  const f = (trail.trailPercent ?? 0) / 100;
  return Math.round(mark * (side === 'sell' ? 1 - f : 1 + f));
}

/** Is `trail` a trail (amount or percent)? */
export const hasTrail = (o: Trail): boolean => o.trailAmount !== null || o.trailPercent !== null;

/** The trail of a request: none, a valid one, or why it is refused (spec §5 trailing stop rules). */
export function parseTrail(req: Pick<LinkedRequest, 'trailAmount' | 'trailPercent'>): Trail | Refusal | null {
  const hasAmount = given(req.trailAmount);
  const hasPercent = given(req.trailPercent);
  if (!hasAmount && !hasPercent) return null;
  if (hasAmount && hasPercent) return refuse('TRAIL_BOTH');
  if (hasAmount)
    return isPositive(req.trailAmount)
      ? { trailAmount: toCents(req.trailAmount), trailPercent: null }
      : refuse('TRAIL_AMOUNT_NOT_POSITIVE');
  return isPositive(req.trailPercent) && req.trailPercent <= ADVANCED_DEFAULTS.maxTrailPercent
    ? { trailAmount: null, trailPercent: req.trailPercent }
    : refuse('TRAIL_PERCENT_OUT_OF_RANGE');
}

const isRefusal = (v: unknown): v is Refusal =>
  typeof v === 'object' && v !== null && (v as Refusal).ok === false;

export type Linked = { ok: true; orders: AdvancedOrder[]; warnings: OrderWarning[] } | Refusal;

/**
 * A BRACKET_ENTRY, OTO or OCO request as the orders to store (the first is the one answered), or
 * the refusal. `base` is the new order with the common fields set; `market` is the price in cents.
 */
export function linkedOrders(
  state: Parameters<typeof availableShares>[0],
  req: LinkedRequest,
  base: AdvancedOrder,
  market: number,
  newId: () => string,
): Linked {
  const trail = parseTrail(req);
  if (isRefusal(trail)) return trail;
  if (trail && given(req.stopLossPrice)) return refuse('STOP_OR_TRAIL');
  return req.type === 'OCO' ? oco(state, req, base, market, trail, newId) : entry(state, req, base, trail);
}

/** A bracket or OTO entry: the exits are checked against the entry price and placed when it fills. */
function entry(
  state: Parameters<typeof availableShares>[0],
  req: LinkedRequest,
  base: AdvancedOrder,
  trail: Trail | null,
): Linked {
  const side = base.side;
  const bracket = req.type === 'BRACKET_ENTRY';
  const entryPrice = req.entryPrice ?? req.stopPrice;
  if (!isPositive(entryPrice)) return refuse('ADVANCED_STOP_NOT_POSITIVE');
  const e = toCents(entryPrice);
  const wantsStop = trail !== null || given(req.stopLossPrice);
  const wantsTarget = given(req.takeProfitPrice);
  if (bracket && !(wantsStop && wantsTarget)) return refuse('BRACKET_PRICES_REQUIRED');
  if (!bracket && Number(wantsStop) + Number(wantsTarget) !== 1) return refuse('OTO_ONE_EXIT');
  if (given(req.stopLossPrice) && !isPositive(req.stopLossPrice)) return refuse('ADVANCED_STOP_NOT_POSITIVE');
  if (wantsTarget && !isPositive(req.takeProfitPrice)) return refuse('ADVANCED_STOP_NOT_POSITIVE');
  // The stop as it would stand at the entry price (a trailing one then follows the market).
  const sl = trail
    ? trailStop(e, trail, opposite(side))
    : given(req.stopLossPrice)
      ? toCents(req.stopLossPrice)
      : null;
  const tp = wantsTarget ? toCents(req.takeProfitPrice!) : null;
  if (sl !== null && sl <= 0) return refuse('ADVANCED_STOP_NOT_POSITIVE');
  if (sl !== null && (side === 'buy' ? sl >= e : sl <= e)) return refuse('BRACKET_STOP_LOSS_SIDE', { side });
  if (tp !== null && (side === 'buy' ? tp <= e : tp >= e))
    return refuse('BRACKET_TAKE_PROFIT_SIDE', { side });
  if (side === 'buy') {
    const need = req.shares * e;
    const have = availableCash(state);
    if (need > have) return refuse('INSUFFICIENT_FUNDS', { actual: need, limit: have });
  } else {
    const have = availableShares(state, base.symbol);
    if (have < req.shares)
      return refuse('STOP_LOSS_INSUFFICIENT_SHARES', { actual: req.shares, limit: have });
  }
  const warnings: OrderWarning[] = [];
  if (sl !== null && tp !== null) {
    const ratio = Math.abs(tp - e) / Math.abs(e - sl);
    if (ratio < MIN_RISK_REWARD)
      warnings.push({
        code: 'RISK',
        message: `Risk/reward ratio ${ratio.toFixed(2)} is below ${MIN_RISK_REWARD}: the stop loss risks more than the target gains`,
      });
  }
  const order: AdvancedOrder = {
    ...base,
    stopPrice: e,
    stopLossPrice: trail ? null : sl,
    takeProfitPrice: tp,
    trailAmount: trail?.trailAmount ?? null,
    trailPercent: trail?.trailPercent ?? null,
    bracketId: base.id,
  };
  return { ok: true, orders: [order], warnings };
}

/** An OCO exit pair on a held long position: the take profit above the market, the stop below it. */
function oco(
  state: Parameters<typeof availableShares>[0],
  req: LinkedRequest,
  base: AdvancedOrder,
  market: number,
  trail: Trail | null,
  newId: () => string,
): Linked {
  if (req.side === 'buy') return refuse('OCO_SIDE');
  const symbol = base.symbol;
  if (!findPosition(state, symbol)) return refuse('NO_POSITION', { symbol });
  const have = availableShares(state, symbol);
  if (have < req.shares) return refuse('OCO_INSUFFICIENT_SHARES', { actual: req.shares, limit: have });
  if (!given(req.takeProfitPrice) || !(trail !== null || given(req.stopLossPrice)))
    return refuse('OCO_PRICES_REQUIRED');
  if (!isPositive(req.takeProfitPrice)) return refuse('ADVANCED_STOP_NOT_POSITIVE');
  if (given(req.stopLossPrice) && !isPositive(req.stopLossPrice)) return refuse('ADVANCED_STOP_NOT_POSITIVE');
  const tp = toCents(req.takeProfitPrice);
  const sl = trail ? trailStop(market, trail, 'sell') : toCents(req.stopLossPrice!);
  if (sl <= 0) return refuse('ADVANCED_STOP_NOT_POSITIVE');
  if (tp <= market) return refuse('OCO_TAKE_PROFIT_SIDE', { limit: market });
  if (sl >= market) return refuse('OCO_STOP_LOSS_SIDE', { limit: market });
  const group: AdvancedOrder = {
    ...base,
    side: 'sell',
    stopPrice: sl,
    stopLossPrice: trail ? null : sl,
    takeProfitPrice: tp,
    trailAmount: trail?.trailAmount ?? null,
    trailPercent: trail?.trailPercent ?? null,
    bracketId: base.id,
  };
  const legs = pairLegs(group, market, base.createdAt, newId);
  return { ok: true, orders: [{ ...group, childOrders: legs.map((l) => l.id) }, ...legs], warnings: [] };
}

/** A leg of `parent` with the opposite side of an entry (or the same side, for an OCO's exits). */
function leg(
  parent: AdvancedOrder,
  type: AdvancedType,
  side: Side,
  stopPrice: number,
  at: string,
  newId: () => string,
  timeInForce: AdvancedOrder['timeInForce'],
  extra: Partial<AdvancedOrder> = {},
): AdvancedOrder {
  return {
    ...parent,
    id: newId(),
    type,
    side,
    stopPrice,
    status: 'ACTIVE',
    createdAt: at,
    updatedAt: at,
    timeInForce,
    trailAmount: null,
    trailPercent: null,
    highWaterMark: null,
    parentOrderId: parent.id,
    bracketId: parent.id,
    triggeredAt: null,
    executedAt: null,
    executionPrice: null,
    childOrders: [],
    metadata: {},
    ...extra,
  };
}

/** The stop leg (trailing from `mark` when the parent trails) and the take-profit leg. */
function exits(
  parent: AdvancedOrder,
  side: Side,
  mark: number,
  at: string,
  newId: () => string,
  timeInForce: AdvancedOrder['timeInForce'],
): AdvancedOrder[] {
  const out: AdvancedOrder[] = [];
  if (hasTrail(parent))
    out.push(
      leg(parent, 'TRAILING_STOP', side, trailStop(mark, parent, side), at, newId, timeInForce, {
        trailAmount: parent.trailAmount,
        trailPercent: parent.trailPercent,
        highWaterMark: mark,
      }),
    );
  else if (parent.stopLossPrice !== null)
    out.push(leg(parent, 'STOP_LOSS', side, parent.stopLossPrice, at, newId, timeInForce));
  if (parent.takeProfitPrice !== null)
    out.push(leg(parent, 'TAKE_PROFIT', side, parent.takeProfitPrice, at, newId, timeInForce));
  return out;
}

/** The exits a filled bracket or OTO entry places (GTC, as the spec's bracket children): stop first. */
export function entryExits(
  parent: AdvancedOrder,
  fill: number,
  at: string,
  newId: () => string,
): AdvancedOrder[] {
  return exits(parent, opposite(parent.side), fill, at, newId, 'GTC');
}

/** An OCO's two sell legs, with the group's time in force. */
function pairLegs(group: AdvancedOrder, market: number, at: string, newId: () => string): AdvancedOrder[] {
  return exits(group, 'sell', market, at, newId, group.timeInForce);
}

/** Is this order an entry whose fill places exits? */
export const isEntry = (o: Pick<AdvancedOrder, 'type'>): boolean =>
  o.type === 'BRACKET_ENTRY' || o.type === 'OTO';
