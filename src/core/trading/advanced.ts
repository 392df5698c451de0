// Advanced orders (stop-loss, trailing stop, bracket entry with an OCO stop-loss/take-profit pair):
// creation with the spec §5 validations, the 15-second processing pass, day expiry, cancel and
// emergency mode. Status changes go through the transition table in advanced-machine.ts only.
import { entryExits, isEntry, linkedOrders, trailStop } from './advanced-legs';
import { ADVANCED_TYPES, type AdvancedEvent, isTerminal, nextStatus } from './advanced-machine';
import { ADVANCED_DEFAULTS, DAY_ORDER_TTL_MS, MAX_POSITIONS, MAX_SHARES } from './constants';
import { advancedFill, bookOf, withExecution } from './execution';
import { overlapWarning } from './exit-cover';
import { applyFill, availableCash, availableShares, findPosition } from './ledger';
import { toCents } from './money';
import { noEffects, type Outcome } from './outcome';
import { refusalMessage, refuse } from './refusals';
import { sanitiseSymbol } from './sanitize';
import { settingsOf } from './settings';
import type { AdvancedOrder, AdvancedType, Context, Effects, Ledger, Side } from './types';
import { checkPrice, SYMBOL_PATTERN } from './validate';
import type { OrderWarning } from './warnings';

/** Terminal advanced orders kept in the ledger for history. */
export const MAX_FINISHED_ADVANCED = 200;

/** An advanced order as requested (prices in dollars). */
export type AdvancedRequest = {
  type: AdvancedType;
  symbol: string;
  shares: number;
  side?: Side;
  stopPrice?: number;
  /** Bracket entry price (stored as the entry's stopPrice). */
  entryPrice?: number;
  stopLossPrice?: number;
  takeProfitPrice?: number;
  trailAmount?: number;
  trailPercent?: number;
  timeInForce?: 'DAY' | 'GTC';
  maxSlippage?: number;
};

/** How "Why this price?" names each type when it fills. */
const ADVANCED_LABEL: Record<AdvancedType, string> = {
  STOP_LOSS: 'Stop-loss',
  TRAILING_STOP: 'Trailing stop',
  TAKE_PROFIT: 'Take-profit',
  BRACKET_ENTRY: 'Bracket entry',
  OTO: 'One-triggers-other entry',
  OCO: 'One-cancels-other exit',
};

/** Applies an event through the transition table; an illegal pair is a bug and throws. */
export function transition(
  order: AdvancedOrder,
  event: AdvancedEvent,
  at: string,
  patch: Partial<AdvancedOrder> = {},
): AdvancedOrder {
  const status = nextStatus(order.status, event);
  if (status === null) throw new Error(`Advanced order ${order.id}: ${event} not allowed in ${order.status}`);
  return { ...order, ...patch, status, updatedAt: at };
}

/** Does `price` (cents) reach the order's trigger? */
export function triggers(o: AdvancedOrder, price: number): boolean {
  switch (o.type) {
    case 'STOP_LOSS':
    case 'TRAILING_STOP':
      return o.side === 'sell' ? price <= o.stopPrice : price >= o.stopPrice;
    case 'TAKE_PROFIT':
      return o.side === 'sell' ? price >= o.stopPrice : price <= o.stopPrice;
    case 'BRACKET_ENTRY':
    case 'OTO':
      return o.side === 'buy' ? price <= o.stopPrice : price >= o.stopPrice;
    case 'OCO':
      return false; // a group: only its legs trigger
  }
}

/** The trailing stop level for a high-water mark (cents). */
export function trailingStop(hwm: number, trailAmount: number | null, trailPercent: number | null): number {
  if (trailAmount !== null) return hwm - trailAmount;
  return Math.round(hwm * (1 - (trailPercent ?? 0) / 100));
}

const isPositive = (v: number | undefined): v is number => v !== undefined && Number.isFinite(v) && v > 0;

/** Validates and records a new advanced order. */
export function createAdvancedOrder(
  state: Ledger,
  req: AdvancedRequest,
  ctx: Context,
): Outcome<AdvancedOrder> {
  const fail = (r: ReturnType<typeof refuse>): Outcome<AdvancedOrder> => ({ ok: false, state, refusal: r });
  if (!(ADVANCED_TYPES as readonly string[]).includes(req.type)) return fail(refuse('INVALID_ADVANCED_TYPE'));
  const symbol = sanitiseSymbol(String(req.symbol ?? ''));
  if (!symbol) return fail(refuse('SYMBOL_REQUIRED'));
  if (!SYMBOL_PATTERN.test(symbol)) return fail(refuse('INVALID_SYMBOL_FORMAT'));
  if (!isPositive(req.shares)) return fail(refuse('ADVANCED_SHARES_NOT_POSITIVE'));
  if (!Number.isInteger(req.shares)) return fail(refuse('SHARES_NOT_WHOLE'));
  if (req.shares > MAX_SHARES)
    return fail(refuse('SHARES_OUT_OF_RANGE', { limit: MAX_SHARES, actual: req.shares }));
  // Every price the order names is bounded as an order's price is ($0.01 to $10,000); a price that
  // is not positive gets its own message from the checks of its type below.
  const priced = [req.stopPrice, req.entryPrice, req.stopLossPrice, req.takeProfitPrice, req.trailAmount];
  const outside = priced
    .filter(isPositive)
    .map(checkPrice)
    .find((refusal) => refusal !== null);
  if (outside) return fail(outside);
  if (state.emergencyMode) return fail(refuse('EMERGENCY_MODE'));
  const quote = ctx.prices(symbol);
  if (!quote || !(quote.price > 0)) return fail(refuse('NO_PRICE', { symbol }));
  const market = toCents(quote.price);
  const at = ctx.now.toISOString();
  const side: Side = req.side ?? (isEntry(req) ? 'buy' : 'sell');
  const warnings: OrderWarning[] = [];
  const base: AdvancedOrder = {
    id: ctx.newId(),
    type: req.type,
    symbol,
    shares: req.shares,
    stopPrice: 0,
    side,
    status: 'ACTIVE',
    createdAt: at,
    updatedAt: at,
    timeInForce:
      req.timeInForce ??
      (isEntry(req) ? ADVANCED_DEFAULTS.bracketTimeInForce : ADVANCED_DEFAULTS.stopLossTimeInForce),
    trailAmount: null,
    trailPercent: null,
    highWaterMark: null,
    parentOrderId: null,
    triggeredAt: null,
    executedAt: null,
    executionPrice: null,
    maxSlippage: req.maxSlippage ?? ADVANCED_DEFAULTS.maxSlippage,
    bracketId: null,
    stopLossPrice: null,
    takeProfitPrice: null,
    childOrders: [],
    metadata: {},
  };
  const sharesCheck = () => {
    const have = availableShares(state, symbol);
    return side === 'sell' && have < req.shares
      ? refuse('STOP_LOSS_INSUFFICIENT_SHARES', { actual: req.shares, limit: have })
      : null;
  };

  let order: AdvancedOrder;
  if (req.type === 'STOP_LOSS' || req.type === 'TAKE_PROFIT') {
    if (!isPositive(req.stopPrice)) return fail(refuse('ADVANCED_STOP_NOT_POSITIVE'));
    const bad = sharesCheck();
    if (bad) return fail(bad);
    order = { ...base, stopPrice: toCents(req.stopPrice) };
    const overlap = side === 'sell' ? overlapWarning(state, symbol, req.shares) : null;
    if (overlap) warnings.push(overlap);
  } else if (req.type === 'TRAILING_STOP') {
    const hasAmount = req.trailAmount !== undefined && req.trailAmount !== null;
    const hasPercent = req.trailPercent !== undefined && req.trailPercent !== null;
    if (!hasAmount && !hasPercent) return fail(refuse('TRAIL_REQUIRED'));
    if (hasAmount && !isPositive(req.trailAmount)) return fail(refuse('TRAIL_AMOUNT_NOT_POSITIVE'));
    if (
      !hasAmount &&
      !(isPositive(req.trailPercent) && req.trailPercent <= ADVANCED_DEFAULTS.maxTrailPercent)
    )
      return fail(refuse('TRAIL_PERCENT_OUT_OF_RANGE'));
    const bad = sharesCheck();
    if (bad) return fail(bad);
    const trailAmount = hasAmount ? toCents(req.trailAmount!) : null;
    const trailPercent = hasAmount ? null : req.trailPercent!;
    const stop = trailingStop(market, trailAmount, trailPercent);
    if (stop <= 0) return fail(refuse('ADVANCED_STOP_NOT_POSITIVE'));
    order = { ...base, side: 'sell', trailAmount, trailPercent, highWaterMark: market, stopPrice: stop };
    const overlap = overlapWarning(state, symbol, req.shares);
    if (overlap) warnings.push(overlap);
  } else {
    // BRACKET_ENTRY, OTO and OCO (advanced-legs.ts); an OCO is stored with its two legs.
    const linked = linkedOrders(state, req, base, market, ctx.newId);
    if (!linked.ok) return fail(linked);
    const first = linked.orders[0]!;
    return {
      ok: true,
      state: { ...state, advancedOrders: [...state.advancedOrders, ...linked.orders] },
      value: first,
      effects: { trades: [], orders: [], advanced: linked.orders },
      warnings: linked.warnings,
    };
  }
  return {
    ok: true,
    state: { ...state, advancedOrders: [...state.advancedOrders, order] },
    value: order,
    effects: { trades: [], orders: [], advanced: [order] },
    warnings,
  };
}

function replace(state: Ledger, order: AdvancedOrder): Ledger {
  return { ...state, advancedOrders: state.advancedOrders.map((o) => (o.id === order.id ? order : o)) };
}

/** Keeps every live order and the newest finished ones. */
function prune(state: Ledger): Ledger {
  const finished = state.advancedOrders.filter((o) => isTerminal(o.status));
  if (finished.length <= MAX_FINISHED_ADVANCED) return state;
  const keep = new Set(
    [...finished]
      .sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : -1))
      .slice(0, MAX_FINISHED_ADVANCED)
      .map((o) => o.id),
  );
  return {
    ...state,
    advancedOrders: state.advancedOrders.filter((o) => !isTerminal(o.status) || keep.has(o.id)),
  };
}

type Step = { state: Ledger; effects: Effects };

function record(step: Step, order: AdvancedOrder): Step {
  step.effects.advanced = [...step.effects.advanced.filter((o) => o.id !== order.id), order];
  return { state: replace(step.state, order), effects: step.effects };
}

function processOne(step: Step, o: AdvancedOrder, ctx: Context): Step {
  const at = ctx.now.toISOString();
  const quote = ctx.prices(o.symbol);
  if (!quote) return step;
  if (!Number.isFinite(quote.price) || quote.price <= 0) throw new Error(`Bad price for ${o.symbol}`);
  const price = toCents(quote.price);
  let current = o;
  // The mark is a high-water mark for a sell and a low-water mark for a buy (a bracket's short exit).
  if (
    o.type === 'TRAILING_STOP' &&
    o.highWaterMark !== null &&
    (o.side === 'sell' ? price > o.highWaterMark : price < o.highWaterMark)
  ) {
    current = transition(o, 'PRICE_UPDATE', at, {
      highWaterMark: price,
      stopPrice: trailStop(price, o, o.side),
    });
    step = record(step, current);
  }
  if (!triggers(current, price)) return step;
  current = transition(current, 'TRIGGER', at, { triggeredAt: at });
  step = record(step, current);

  const s = step.state;
  // Realistic accounts fill at the bid/ask with price impact, as a market order would (execution.ts).
  const fill = advancedFill(
    current.side,
    current.shares,
    bookOf(quote),
    settingsOf(s).realism,
    ADVANCED_LABEL[current.type],
    price,
  );
  const short =
    current.side === 'buy' && !findPosition(s, current.symbol) && s.positions.length >= MAX_POSITIONS
      ? refusalMessage(refuse('MAX_POSITIONS', { limit: MAX_POSITIONS, actual: s.positions.length }))
      : current.side === 'buy'
        ? current.shares * fill.price > availableCash(s)
          ? refusalMessage(
              refuse('INSUFFICIENT_FUNDS', { actual: current.shares * fill.price, limit: availableCash(s) }),
            )
          : null
        : availableShares(s, current.symbol) < current.shares
          ? refusalMessage(
              refuse('INSUFFICIENT_SHARES', {
                actual: current.shares,
                limit: availableShares(s, current.symbol),
              }),
            )
          : null;
  const filled = short
    ? null
    : applyFill(
        s,
        {
          side: current.side,
          symbol: current.symbol,
          shares: current.shares,
          price: fill.price,
          orderType: 'market',
          orderId: current.id,
        },
        ctx.now,
        ctx.newId(),
      );
  if (!filled) {
    step = record(
      step,
      transition(current, 'EXECUTION_FAILED', at, {
        metadata: { ...current.metadata, failureReason: short ?? 'Execution failed' },
      }),
    );
    return settleGroup(step, current, 'LEG_FAILED', at);
  }
  const explained = withExecution(filled, fill.execution);
  step = {
    state: explained.state,
    effects: { ...step.effects, trades: [...step.effects.trades, explained.trade] },
  };
  const done = { executedAt: at, executionPrice: fill.price };

  if (isEntry(current)) {
    const children = entryExits(current, price, at, ctx.newId);
    step = record(
      step,
      transition(current, 'ENTRY_FILLED', at, { ...done, childOrders: children.map((c) => c.id) }),
    );
    step = {
      state: { ...step.state, advancedOrders: [...step.state.advancedOrders, ...children] },
      effects: step.effects,
    };
    step.effects.advanced.push(...children);
    return step;
  }
  step = record(step, transition(current, 'EXECUTE', at, done));
  return settleGroup(step, current, 'LEG_EXECUTED', at);
}

/**
 * After a leg of a bracket or OCO executed (or, for an OCO, failed): its live siblings are cancelled
 * (one cancels the other) and an OCO group records how it ended.
 */
function settleGroup(step: Step, leg: AdvancedOrder, event: 'LEG_EXECUTED' | 'LEG_FAILED', at: string): Step {
  if (leg.parentOrderId === null) return step;
  const parent = step.state.advancedOrders.find((x) => x.id === leg.parentOrderId);
  const isOco = parent?.type === 'OCO';
  // A failed bracket leg leaves its sibling alone (spec behaviour); a failed OCO leg ends the pair.
  if (event === 'LEG_FAILED' && !isOco) return step;
  const reason = event === 'LEG_EXECUTED' ? 'OCO sibling executed' : 'OCO sibling failed';
  for (const sibling of step.state.advancedOrders) {
    if (
      sibling.bracketId === leg.bracketId &&
      sibling.id !== leg.id &&
      sibling.id !== leg.parentOrderId &&
      sibling.status === 'ACTIVE'
    )
      step = record(step, transition(sibling, 'CANCEL', at, { metadata: { ...sibling.metadata, reason } }));
  }
  if (parent && isOco && parent.status === 'ACTIVE') step = record(step, transition(parent, event, at));
  return step;
}

/** The 15-second pass: trail, trigger and execute every ACTIVE advanced order. Nothing runs in emergency mode. */
export function processAdvancedOrders(state: Ledger, ctx: Context): { state: Ledger; effects: Effects } {
  if (state.emergencyMode) return { state, effects: noEffects() };
  let step: Step = { state, effects: noEffects() };
  const ids = state.advancedOrders.filter((o) => o.status === 'ACTIVE').map((o) => o.id);
  for (const id of ids) {
    const o = step.state.advancedOrders.find((x) => x.id === id);
    if (o?.status !== 'ACTIVE') continue; // an OCO sibling may have been cancelled this pass
    const before = step;
    try {
      step = processOne(
        {
          state: before.state,
          effects: {
            ...before.effects,
            advanced: [...before.effects.advanced],
            trades: [...before.effects.trades],
          },
        },
        o,
        ctx,
      );
    } catch (error) {
      const at = ctx.now.toISOString();
      const latest = before.state.advancedOrders.find((x) => x.id === id) ?? o;
      step = record(before, {
        ...latest,
        status: 'ERROR',
        updatedAt: at,
        metadata: { ...latest.metadata, error: String((error as Error).message ?? error) },
      });
    }
  }
  return { state: prune(step.state), effects: step.effects };
}

/** Day advanced orders older than 24 h become EXPIRED (checked every 5 minutes). */
export function expireAdvancedOrders(state: Ledger, now: Date): { state: Ledger; effects: Effects } {
  let step: Step = { state, effects: noEffects() };
  const at = now.toISOString();
  for (const o of state.advancedOrders) {
    if (
      o.status === 'ACTIVE' &&
      o.timeInForce === 'DAY' &&
      now.getTime() - Date.parse(o.createdAt) >= DAY_ORDER_TTL_MS
    )
      step = record(step, transition(o, 'EXPIRE', at));
  }
  return { state: prune(step.state), effects: step.effects };
}

export function cancelAdvancedOrder(state: Ledger, id: string, now: Date): Outcome<AdvancedOrder> {
  const o = state.advancedOrders.find((x) => x.id === id);
  if (!o) return { ok: false, state, refusal: refuse('ORDER_NOT_FOUND') };
  if (nextStatus(o.status, 'CANCEL') === null)
    return { ok: false, state, refusal: refuse('ORDER_NOT_CANCELLABLE', { status: o.status }) };
  const at = now.toISOString();
  const cancelled = transition(o, 'CANCEL', at, { metadata: { ...o.metadata, reason: 'Cancelled by user' } });
  let next = replace(state, cancelled);
  const changed = [cancelled];
  // An OCO pair is cancelled as a whole: the group or either leg takes the rest with it.
  const groupId = o.type === 'OCO' ? o.id : o.parentOrderId;
  if (groupId !== null && state.advancedOrders.find((x) => x.id === groupId)?.type === 'OCO')
    for (const other of next.advancedOrders)
      if ((other.id === groupId || other.parentOrderId === groupId) && other.status === 'ACTIVE') {
        const c = transition(other, 'CANCEL', at, {
          metadata: { ...other.metadata, reason: 'OCO cancelled' },
        });
        next = replace(next, c);
        changed.push(c);
      }
  return {
    ok: true,
    state: next,
    value: cancelled,
    effects: { trades: [], orders: [], advanced: changed },
    warnings: [],
  };
}

/** Emergency mode on: every ACTIVE advanced order is cancelled and tracking stops. Off: tracking resumes. */
export function setEmergencyMode(state: Ledger, on: boolean, now: Date): { state: Ledger; effects: Effects } {
  const effects = noEffects();
  let s: Ledger = { ...state, emergencyMode: on };
  if (on) {
    const at = now.toISOString();
    for (const o of state.advancedOrders) {
      if (o.status !== 'ACTIVE') continue;
      const cancelled = transition(o, 'CANCEL', at, {
        metadata: { ...o.metadata, reason: 'Emergency mode' },
      });
      s = replace(s, cancelled);
      effects.advanced.push(cancelled);
    }
  }
  return { state: s, effects };
}
