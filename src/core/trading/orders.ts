// Placing, matching and cancelling orders (market, limit, stop, stop-limit; day, gtc, ioc, fok).
// Non-marketable day/gtc orders rest as PENDING and reserve cash (buys) or shares (sells).
import { ADVANCED_DEFAULTS, DAY_ORDER_TTL_MS, MAX_DAILY_TRADES, MAX_POSITIONS } from './constants';
import { bookOf, executionOf, type FillRequest, planFill, touchOf, withExecution } from './execution';
import { applyFill, availableCash, availableShares, findPosition, tradesOnDay } from './ledger';
import { isMarginAccount, marginChecks } from './margin';
import { isMarketable, stopReached } from './marketable';
import { toCents } from './money';
import { noEffects, type Outcome } from './outcome';
import { type Refusal, refusalMessage, refuse } from './refusals';
import { preTradeRisk, riskMessage } from './risk';
import type { RawOrder } from './sanitize';
import { settingsOf } from './settings';
import type { Context, Effects, Ledger, Order, Side, Trade } from './types';
import { checkOrderValue, type OrderRequest, validateOrder } from './validate';
import { type OrderWarning, orderWarnings } from './warnings';

export type Placed = { order: Order; trade: Trade | null };
export { isMarketable, stopReached } from './marketable';

/** Cash a resting buy holds back: limit × shares, or for a stop buy the stop plus the max slippage. */
export function reservationFor(
  o: Pick<Order, 'side' | 'orderType' | 'limitPrice' | 'stopPrice' | 'shares'>,
): {
  cash: number;
  shares: number;
} {
  if (o.side === 'sell') return { cash: 0, shares: o.shares };
  if (o.orderType === 'stop')
    return {
      cash: Math.ceil(o.shares * (o.stopPrice ?? 0) * (1 + ADVANCED_DEFAULTS.maxSlippage)),
      shares: 0,
    };
  return { cash: o.shares * (o.limitPrice ?? 0), shares: 0 };
}

function dailyLimit(state: Ledger, now: Date): Refusal | null {
  const today = tradesOnDay(state, now);
  return today >= MAX_DAILY_TRADES
    ? refuse('DAILY_TRADE_LIMIT', { limit: MAX_DAILY_TRADES, actual: today })
    : null;
}

/** Funds/position/shares/daily-cap checks of spec §5 for `need` cents (buys) at the current ledger. */
export function accountChecks(
  state: Ledger,
  side: Side,
  symbol: string,
  shares: number,
  need: number,
  now: Date,
): Refusal | null {
  const limited = dailyLimit(state, now);
  if (limited) return limited;
  if (side === 'buy') {
    const have = availableCash(state);
    const due = need + (state.commission ?? 0);
    if (due > have) return refuse('INSUFFICIENT_FUNDS', { actual: due, limit: have });
    if (!findPosition(state, symbol) && state.positions.length >= MAX_POSITIONS)
      return refuse('MAX_POSITIONS', { limit: MAX_POSITIONS, actual: state.positions.length });
    return null;
  }
  if (!findPosition(state, symbol)) return refuse('NO_POSITION', { symbol });
  const have = availableShares(state, symbol);
  if (shares > have) return refuse('INSUFFICIENT_SHARES', { actual: shares, limit: have });
  return null;
}

export type PlaceOptions = { skipRisk?: boolean };

/** Sanitise → validate → account checks → warnings → risk → execute or rest. */
export function placeOrder(
  state: Ledger,
  raw: RawOrder,
  ctx: Context,
  options: PlaceOptions = {},
): Outcome<Placed> {
  const valid = validateOrder(raw);
  if (!valid.ok) return { ok: false, state, refusal: valid };
  return placeValidOrder(state, valid.order, ctx, options);
}

export function placeValidOrder(
  state: Ledger,
  req: OrderRequest,
  ctx: Context,
  options: PlaceOptions = {},
): Outcome<Placed> {
  const fail = (refusal: Refusal): Outcome<Placed> => ({ ok: false, state, refusal });
  const quote = ctx.prices(req.symbol);
  if (!quote || !Number.isFinite(quote.price) || quote.price <= 0)
    return fail(refuse('NO_PRICE', { symbol: req.symbol }));
  const market = toCents(quote.price);
  const realism = settingsOf(state).realism;
  const book = bookOf(quote);
  // Realistic accounts trade against the bid/ask; simple ones at the last price (execution.ts).
  const touch = realism === 'realistic' ? touchOf(req.side, book) : market;
  const at = ctx.now.toISOString();
  const draft: Order = {
    id: ctx.newId(),
    createdAt: at,
    updatedAt: at,
    status: 'PENDING',
    side: req.side,
    orderType: req.orderType,
    symbol: req.symbol,
    shares: req.shares,
    limitPrice: req.limitPrice,
    stopPrice: req.stopPrice,
    stopTriggered: false,
    timeInForce: req.timeInForce,
    reservedCash: 0,
    reservedShares: 0,
    reason: null,
    tradeId: null,
  };
  if (req.stopPrice !== null && stopReached(draft, market)) draft.stopTriggered = true;
  const marketable = isMarketable(draft, touch);
  const immediateOnly = req.timeInForce === 'ioc' || req.timeInForce === 'fok';
  const reservation = reservationFor(draft);
  const fillReq: FillRequest = {
    side: req.side,
    ordered: req.shares,
    filled: 0,
    timeInForce: req.timeInForce,
    limit: req.limitPrice,
    realism,
  };
  const plan = planFill(fillReq, book);
  if (marketable && plan.kind === 'refuse')
    return fail(refuse('FOK_NOT_FILLABLE', { actual: req.shares, limit: plan.capacity }));

  const fillPrice = plan.kind === 'fill' ? plan.price : touch;
  // An order that executes now is judged at its likely fill (the ticket's "Likely fill"), so the
  // funds refusal, the risk checks and the ticket's estimate all name one price.
  const assessPrice = marketable ? fillPrice : (req.limitPrice ?? req.stopPrice ?? market);
  const badValue = checkOrderValue(req.shares, assessPrice);
  if (badValue) return fail(badValue);
  const need = req.side === 'buy' ? (marketable ? req.shares * fillPrice : reservation.cash) : 0;
  // A margin account's sells may open shorts and its buys may cover them (margin.ts, decision 0022).
  const account = isMarginAccount(state)
    ? (dailyLimit(state, ctx.now) ??
      marginChecks(
        state,
        { side: req.side, symbol: req.symbol, shares: req.shares, price: assessPrice, marketable },
        ctx.prices,
      ))
    : accountChecks(
        state,
        req.side,
        req.symbol,
        req.shares,
        marketable || !immediateOnly ? need : 0,
        ctx.now,
      );
  if (account) return fail(account);

  const risk = options.skipRisk
    ? { errors: [], warnings: [] }
    : preTradeRisk(
        state,
        { side: req.side, symbol: req.symbol, shares: req.shares, price: assessPrice, quote },
        ctx,
      );
  if (risk.errors.length > 0) return fail(refuse('RISK_BLOCKED', { findings: risk.errors }));
  const warnings: OrderWarning[] = [
    ...orderWarnings(state, req, assessPrice, quote, ctx),
    ...risk.warnings.map((f) => ({ code: 'RISK' as const, message: riskMessage(f) })),
  ];

  if (marketable && plan.kind === 'fill') {
    const applied = applyFill(
      state,
      {
        side: req.side,
        symbol: req.symbol,
        shares: plan.shares,
        price: plan.price,
        orderType: req.orderType,
        orderId: draft.id,
      },
      ctx.now,
      ctx.newId(),
    );
    if (!applied) return fail(refuse('INSUFFICIENT_FUNDS', { actual: need, limit: availableCash(state) }));
    const filled = withExecution(applied, executionOf(fillReq, plan, book));
    const order = afterFill(filled.state, draft, plan, filled.trade.id);
    const next =
      order.status === 'PENDING'
        ? { ...filled.state, pendingOrders: [...filled.state.pendingOrders, order] }
        : filled.state;
    return {
      ok: true,
      state: next,
      value: { order, trade: filled.trade },
      effects: { trades: [filled.trade], orders: [order], advanced: [] },
      warnings,
    };
  }
  if (immediateOnly) {
    const order: Order = {
      ...draft,
      status: 'CANCELLED',
      reason: `${req.timeInForce.toUpperCase()} order could not be filled immediately and was cancelled`,
    };
    return {
      ok: true,
      state,
      value: { order, trade: null },
      effects: { trades: [], orders: [order], advanced: [] },
      warnings,
    };
  }
  const order: Order = { ...draft, reservedCash: reservation.cash, reservedShares: reservation.shares };
  return {
    ok: true,
    state: { ...state, pendingOrders: [...state.pendingOrders, order] },
    value: { order, trade: null },
    effects: { trades: [], orders: [order], advanced: [] },
    warnings,
  };
}

/**
 * The order after a (possibly partial) fill: FILLED when done; CANCELLED with its filled shares when
 * an ioc cancelled the rest (as brokers report it); still PENDING, reserving only the remainder, when
 * a day/gtc order waits for the next minutes.
 */
function afterFill(
  state: Ledger,
  order: Order,
  plan: { shares: number; price: number; remaining: number; after: 'done' | 'cancel' | 'rest' },
  tradeId: string,
): Order {
  const filledShares = (order.filledShares ?? 0) + plan.shares;
  // An order filled in one go keeps the shape it always had (no filledShares).
  const whole = plan.after === 'done' && !order.filledShares;
  const base = { ...order, tradeId, ...(whole ? {} : { filledShares }), reservedCash: 0, reservedShares: 0 };
  if (plan.after === 'done') return { ...base, status: 'FILLED' };
  if (plan.after === 'cancel')
    return {
      ...base,
      status: 'CANCELLED',
      reason: `Immediate-or-cancel: filled ${filledShares} of ${order.shares}; the rest was cancelled`,
    };
  const rest = reservationFor({ ...order, shares: plan.remaining });
  // A resting market buy has no limit to reserve at: hold this minute's price plus the max slippage.
  const cash =
    order.side === 'buy' && order.limitPrice === null
      ? Math.ceil(plan.remaining * plan.price * (1 + ADVANCED_DEFAULTS.maxSlippage))
      : rest.cash;
  return {
    ...base,
    status: 'PENDING',
    reservedCash: Math.min(cash, Math.max(availableCash(state), 0)),
    // Likewise for shares: a margin sell beyond the shares held leaves fewer than its remainder (the
    // short part must fill now, so the remainder is cancelled when it cannot be covered by shares).
    reservedShares: Math.min(rest.shares, Math.max(availableShares(state, order.symbol), 0)),
  };
}

const sameMinute = (a: string, b: Date) =>
  Math.floor(Date.parse(a) / 60_000) === Math.floor(b.getTime() / 60_000);

function closeOrder(
  state: Ledger,
  order: Order,
  status: Order['status'],
  reason: string | null,
  at: string,
): { state: Ledger; order: Order } {
  const closed: Order = { ...order, status, reason, updatedAt: at, reservedCash: 0, reservedShares: 0 };
  return {
    state: { ...state, pendingOrders: state.pendingOrders.filter((o) => o.id !== order.id) },
    order: closed,
  };
}

/**
 * One matching pass over the resting orders: expire day orders older than 24 h, trigger stops, fill what
 * is marketable. A fill that can no longer be afforded (e.g. a stop buy gapping past its reservation)
 * cancels the order with the reason instead of overspending.
 */
export function processPendingOrders(state: Ledger, ctx: Context): { state: Ledger; effects: Effects } {
  const effects = noEffects();
  const at = ctx.now.toISOString();
  let s = state;
  for (const original of state.pendingOrders) {
    let o = s.pendingOrders.find((p) => p.id === original.id);
    if (!o) continue;
    if (o.timeInForce === 'day' && ctx.now.getTime() - Date.parse(o.createdAt) >= DAY_ORDER_TTL_MS) {
      const r = closeOrder(s, o, 'EXPIRED', 'Day order expired', at);
      s = r.state;
      effects.orders.push(r.order);
      continue;
    }
    const quote = ctx.prices(o.symbol);
    if (!quote || !(quote.price > 0)) continue;
    const market = toCents(quote.price);
    const realism = settingsOf(s).realism;
    const book = bookOf(quote);
    const touch = realism === 'realistic' ? touchOf(o.side, book) : market;
    if (!o.stopTriggered && o.stopPrice !== null && stopReached(o, market)) {
      o = { ...o, stopTriggered: true, updatedAt: at };
      const triggered = o;
      s = { ...s, pendingOrders: s.pendingOrders.map((p) => (p.id === triggered.id ? triggered : p)) };
      if (!isMarketable(o, touch)) {
        effects.orders.push(o);
        continue;
      }
    }
    if (!isMarketable(o, touch)) continue;
    // A partly filled order already took its share of this minute's volume.
    if ((o.filledShares ?? 0) > 0 && sameMinute(o.updatedAt, ctx.now)) continue;
    const fillReq: FillRequest = {
      side: o.side,
      ordered: o.shares,
      filled: o.filledShares ?? 0,
      timeInForce: o.timeInForce,
      limit: o.limitPrice,
      realism,
    };
    const plan = planFill(fillReq, book);
    if (plan.kind !== 'fill') continue; // resting orders are day/gtc: they never refuse
    // Release this order's own reservation, then fill against what is really there.
    const released = closeOrder(s, o, 'FILLED', null, at);
    const cost = plan.shares * plan.price;
    const opensPosition = !findPosition(released.state, o.symbol);
    const refusal =
      o.side === 'buy'
        ? cost > availableCash(released.state)
          ? refuse('INSUFFICIENT_FUNDS', { actual: cost, limit: availableCash(released.state) })
          : opensPosition && released.state.positions.length >= MAX_POSITIONS
            ? refuse('MAX_POSITIONS', { limit: MAX_POSITIONS, actual: released.state.positions.length })
            : null
        : availableShares(released.state, o.symbol) < plan.shares
          ? refuse('INSUFFICIENT_SHARES', {
              actual: plan.shares,
              limit: availableShares(released.state, o.symbol),
            })
          : null;
    const applied = refusal
      ? null
      : applyFill(
          released.state,
          {
            side: o.side,
            symbol: o.symbol,
            shares: plan.shares,
            price: plan.price,
            orderType: o.orderType,
            orderId: o.id,
          },
          ctx.now,
          ctx.newId(),
        );
    if (!applied) {
      const r = closeOrder(s, o, 'CANCELLED', refusal ? refusalMessage(refusal) : 'Could not be filled', at);
      s = r.state;
      effects.orders.push(r.order);
      continue;
    }
    const filled = withExecution(applied, executionOf(fillReq, plan, book));
    const next = afterFill(filled.state, { ...o, updatedAt: at }, plan, filled.trade.id);
    s =
      next.status === 'PENDING'
        ? { ...filled.state, pendingOrders: [...filled.state.pendingOrders, next] }
        : filled.state;
    effects.trades.push(filled.trade);
    effects.orders.push(next);
  }
  return { state: s, effects };
}

/** Cancels a resting order, releasing its reservation. */
export function cancelPendingOrder(state: Ledger, id: string, now: Date): Outcome<Order> {
  const o = state.pendingOrders.find((p) => p.id === id);
  if (!o) return { ok: false, state, refusal: refuse('ORDER_NOT_FOUND') };
  const r = closeOrder(state, o, 'CANCELLED', 'Cancelled by user', now.toISOString());
  return {
    ok: true,
    state: r.state,
    value: r.order,
    effects: { trades: [], orders: [r.order], advanced: [] },
    warnings: [],
  };
}

/** Day orders resting for 24 hours or more become EXPIRED (the 5-minute expiry job). */
export function expirePendingOrders(state: Ledger, now: Date): { state: Ledger; effects: Effects } {
  const effects = noEffects();
  let s = state;
  for (const o of state.pendingOrders) {
    if (o.timeInForce !== 'day' || now.getTime() - Date.parse(o.createdAt) < DAY_ORDER_TTL_MS) continue;
    const r = closeOrder(s, o, 'EXPIRED', 'Day order expired', now.toISOString());
    s = r.state;
    effects.orders.push(r.order);
  }
  return { state: s, effects };
}
