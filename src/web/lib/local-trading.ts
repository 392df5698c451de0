// Guest and offline trading (spec trading-and-lessons §1, §7 "Local service calls", DESIGN.md §3): the
// same src/core engine the server runs, against one localStorage key per user, priced by the
// deterministic simulated market at the current time, so a guest's fills match the server's exactly.
// Every answer has the server's shape (src/shared/api/trading.ts) and every refusal the server's message.
import type { z } from 'zod';
import { simulatedQuote } from '../../core/market';
import {
  expiryInstant,
  NO_OPTIONS_LISTED,
  OPTIONS_RATE,
  type OptionChain,
  optionChain,
  optionPositionView,
  placeOptionOrder,
  settleExpired,
  underlyingOf,
} from '../../core/options';
import {
  type AccountSettings,
  type AdvancedRequest,
  advancedOrderView,
  type Context,
  cancelAdvancedOrder,
  cancelPendingOrder,
  changeSettings,
  createAdvancedOrder,
  createLedger,
  DEFAULT_WATCHLIST,
  LEDGER_FORMAT,
  LEDGER_VERSION,
  type Ledger,
  ledgerTick,
  localQuantRating,
  MAX_WATCHLIST,
  maxPositionValue,
  metricsView,
  modelCorrelation,
  NEW_ACCOUNT_SETTINGS,
  type Order,
  orderMessage,
  orderView,
  type PriceSource,
  parseLedger,
  performanceMetrics,
  placeOrder,
  portfolioAnswer,
  portfolioValue,
  positionView,
  preTradeRisk,
  type RawOrder,
  RISK_LIMITS,
  refusalMessage,
  riskMessage,
  riskProfile,
  SIZING_MODELS,
  SYMBOL_PATTERN,
  sanitiseSymbol,
  serializeLedger,
  setEmergencyMode,
  settingsOf,
  switchToCashRefusal,
  toCents,
  toDollars,
  tradeView,
  tradingDay,
  validateOrder,
} from '../../core/trading';
import type { OptionTradeAnswer, OptionTradeBody } from '../../shared/api/options';
import type {
  AdvancedOrderDto,
  MetricsDto,
  OrderDto,
  PortfolioAnswer,
  PortfolioDto,
  QuantRatingDto,
  RiskSignalAnswer,
  riskProfileAnswer,
  TradeAnswer,
  TradeBody,
  TradeDto,
} from '../../shared/api/trading';
import { answerMemory } from './answer-memory';
import { type ActionBook, applyDueActions } from './local-corporate-actions';
import { readJson, userKey, writeJson } from './storage';

/** A refusal from the local engine, worded exactly as the server's `{ error }`. */
export class LocalTradeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LocalTradeError';
  }
}

export const INVALID_IMPORT_MESSAGE = 'This file is not a ThinkStreet portfolio export';
export const SAVE_FAILED_MESSAGE = 'Your portfolio could not be saved on this device (storage is full)';

export type LocalTradingDeps = {
  /** The current time; tests fix it. */
  now?: () => Date;
  /** Price lookup at an instant; the simulated market by default. */
  quote?: (symbol: string, at: Date) => ReturnType<typeof simulatedQuote>;
  newId?: () => string;
};

/** GET /risk-profile's answer. */
export type RiskProfileDto = z.infer<typeof riskProfileAnswer>;

/** Remembered Idempotency-Keys per tab: a double click replays the first answer instead of trading twice. */
const IDEMPOTENCY_MEMORY = 200;
const keyReused = () => new LocalTradeError('This Idempotency-Key was already used for a different order');

export type LocalTrading = ReturnType<typeof createLocalTrading>;

/** The local trading service of one user (the guest, or a signed-in user whose server cannot be reached). */
export function createLocalTrading(userId: string, deps: LocalTradingDeps = {}) {
  const now = deps.now ?? (() => new Date());
  const quoteAt = deps.quote ?? simulatedQuote;
  const newId = deps.newId ?? (() => crypto.randomUUID());
  const key = userKey(userId, 'portfolio');
  const watchKey = userKey(userId, 'watchlist');
  // The last resting orders that ended without a fill (expired, cancelled, refused), as the server's
  // orders table keeps them: the ledger itself holds only the live ones.
  const finishedKey = userKey(userId, 'finished-orders');
  const FINISHED_KEPT = 10;

  function noteFinished(orders: readonly Order[]): void {
    const done = orders.filter(
      (o) => o.status === 'EXPIRED' || o.status === 'CANCELLED' || o.status === 'REJECTED',
    );
    if (done.length === 0) return;
    const kept = readJson<Order[]>(finishedKey) ?? [];
    writeJson(finishedKey, [...[...done].reverse(), ...kept].slice(0, FINISHED_KEPT));
  }
  const answered = answerMemory<TradeAnswer>(IDEMPOTENCY_MEMORY);

  function context(at: Date): Context {
    const seen = new Map<string, ReturnType<PriceSource>>();
    const prices: PriceSource = (symbol) => {
      if (!seen.has(symbol)) seen.set(symbol, quoteAt(symbol, at));
      return seen.get(symbol);
    };
    // The same market-model correlations as the server, so guests get the correlation checks too.
    return { now: at, prices, newId, correlation: modelCorrelation };
  }

  function read(): Ledger {
    const raw = localStorage.getItem(key);
    return (raw !== null && parseLedger(raw)) || newLedger();
  }

  /** A guest's new account opens with the same settings as a new server account. */
  function newLedger(settings: AccountSettings = NEW_ACCOUNT_SETTINGS): Ledger {
    return { ...createLedger(), settings: { ...settings } };
  }

  function save(ledger: Ledger): void {
    const doc = { format: LEDGER_FORMAT, version: LEDGER_VERSION, ledger };
    if (!writeJson(key, doc)) throw new LocalTradeError(SAVE_FAILED_MESSAGE);
  }

  /**
   * The ledger brought up to `now`: day orders expire, resting and advanced orders fill where the price
   * allows, today's snapshot is taken (the server does the same in its timed jobs).
   */
  function current(ctx: Context): Ledger {
    const before = read();
    const corporate = corporateActionsDue(before, ctx);
    const ticked = ledgerTick(corporate.ledger, ctx);
    // Expired option contracts settle at intrinsic value against the close at expiry, as the server's job does.
    const settled = settleExpired(
      ticked.state,
      ctx,
      (symbol, expiration) => quoteAt(symbol, expiryInstant(expiration))?.price,
    );
    const { state, effects } = { state: settled.state, effects: ticked.effects };
    const changed =
      corporate.changed ||
      settled.trades.length > 0 ||
      effects.trades.length + effects.orders.length + effects.advanced.length > 0 ||
      state.snapshots.length !== before.snapshots.length ||
      state.snapshots.at(-1)?.portfolioValue !== before.snapshots.at(-1)?.portfolioValue ||
      localStorage.getItem(key) === null;
    if (changed) save(state);
    noteFinished(effects.orders);
    return state;
  }

  function portfolio(): PortfolioAnswer {
    const ctx = context(now());
    const answer = portfolioAnswer(current(ctx), ctx.prices, ctx.now, userId) as PortfolioAnswer;
    const finished = readJson<Order[]>(finishedKey) ?? [];
    return { ...answer, finishedOrders: finished.map((o) => orderView(o, userId) as OrderDto) };
  }

  /** POST /trade: `clientOrderId` plays the Idempotency-Key's part. */
  function trade(body: TradeBody): TradeAnswer {
    const fingerprint = JSON.stringify([
      body.type,
      body.symbol,
      body.shares,
      body.orderType ?? 'market',
      body.timeInForce ?? 'day',
      body.price ?? null,
      body.stopPrice ?? null,
    ]);
    const id = body.clientOrderId;
    const seen = answered.replay(id, fingerprint, keyReused);
    if (seen) return seen;
    const ctx = context(now());
    const ledger = current(ctx);
    const raw: RawOrder = {
      type: body.type,
      symbol: body.symbol,
      shares: body.shares,
      orderType: body.orderType,
      timeInForce: body.timeInForce,
      price: body.price,
      stopPrice: body.stopPrice,
    };
    const out = placeOrder(ledger, raw, ctx);
    if (!out.ok) throw new LocalTradeError(refusalMessage(out.refusal));
    save(out.state);
    noteFinished(out.effects.orders);
    const view = portfolioAnswer(out.state, ctx.prices, ctx.now, userId);
    const answer = {
      success: true as const,
      message: orderMessage(out.value.order),
      trade: out.value.trade && tradeView(out.value.trade, userId),
      order: orderView(out.value.order, userId),
      warnings: out.warnings,
      portfolio: view.portfolio,
      metrics: view.metrics,
    } as TradeAnswer;
    answered.keep(id, fingerprint, answer);
    return answer;
  }

  /** The spec's four-argument local calls. */
  function buy(symbol: string, shares: number, orderType = 'market', price?: number): TradeAnswer {
    return trade({ type: 'buy', symbol, shares, orderType, price });
  }
  function sell(symbol: string, shares: number, orderType = 'market', price?: number): TradeAnswer {
    return trade({ type: 'sell', symbol, shares, orderType, price });
  }

  /** POST /risk-signal: what placing the order now would say, without placing it. */
  function riskSignal(body: TradeBody): RiskSignalAnswer {
    const valid = validateOrder(body);
    if (!valid.ok) return { allowed: false, warnings: [], errors: [refusalMessage(valid)], findings: [] };
    const ctx = context(now());
    const ledger = current(ctx);
    const quote = ctx.prices(valid.order.symbol);
    const dry = placeOrder(ledger, body, ctx);
    const price = valid.order.limitPrice ?? valid.order.stopPrice ?? (quote ? toCents(quote.price) : 0);
    const report = preTradeRisk(ledger, { ...valid.order, price, quote }, ctx);
    return {
      allowed: dry.ok,
      warnings: dry.ok ? dry.warnings.map((w) => w.message) : report.warnings.map(riskMessage),
      errors: dry.ok ? [] : [refusalMessage(dry.refusal)],
      findings: [...report.errors, ...report.warnings].map((f) => ({
        reason: f.reason,
        severity: f.severity,
        limit: f.limit,
        actual: f.actual,
        message: riskMessage(f),
      })),
    };
  }

  function history(limit = 100, offset = 0): { trades: TradeDto[]; total: number } {
    const ledger = current(context(now()));
    return {
      trades: ledger.trades.slice(offset, offset + limit).map((t) => tradeView(t, userId)) as TradeDto[],
      total: ledger.trades.length,
    };
  }

  function positions() {
    const ctx = context(now());
    const ledger = current(ctx);
    return { positions: ledger.positions.map((p) => positionView(ledger, p, ctx.prices)) };
  }

  function metrics(): MetricsDto {
    const ctx = context(now());
    return metricsView(performanceMetrics(current(ctx), ctx.prices, tradingDay(ctx.now))) as MetricsDto;
  }

  function orders(): { pendingOrders: OrderDto[]; advancedOrders: AdvancedOrderDto[] } {
    const { pendingOrders, advancedOrders } = portfolio();
    return { pendingOrders, advancedOrders };
  }

  /** The status a resting or market order of this account ended in, when `id` names one still on record. */
  function endedStatus(ledger: Ledger, id: string): string | undefined {
    const finished = (readJson<Order[]>(finishedKey) ?? []).find((o) => o.id === id);
    if (finished) return finished.status;
    return ledger.trades.some((t) => t.orderId === id) ? 'FILLED' : undefined;
  }

  /** DELETE /orders/:id for a resting or an advanced order. */
  function cancel(id: string): { message: string; order?: OrderDto; advancedOrder?: AdvancedOrderDto } {
    const at = now();
    const ledger = current(context(at));
    const pending = cancelPendingOrder(ledger, id, at);
    if (pending.ok) {
      save(pending.state);
      noteFinished([pending.value]);
      return { message: 'Order cancelled', order: orderView(pending.value, userId) as OrderDto };
    }
    const adv = cancelAdvancedOrder(ledger, id, at);
    if (!adv.ok) {
      // Gone from the open orders: one that ended answers with how it ended, as the server's 409 does.
      const status = adv.refusal.reason === 'ORDER_NOT_FOUND' ? endedStatus(ledger, id) : undefined;
      const refusal = status
        ? { ...adv.refusal, reason: 'ORDER_NOT_CANCELLABLE' as const, status }
        : adv.refusal;
      throw new LocalTradeError(refusalMessage(refusal));
    }
    save(adv.state);
    return { message: 'Order cancelled', advancedOrder: advancedOrderView(adv.value) as AdvancedOrderDto };
  }

  function placeAdvanced(req: AdvancedRequest) {
    const ctx = context(now());
    const out = createAdvancedOrder(current(ctx), req, ctx);
    if (!out.ok) throw new LocalTradeError(refusalMessage(out.refusal));
    save(out.state);
    return { order: advancedOrderView(out.value) as AdvancedOrderDto, warnings: out.warnings };
  }

  function reset(): { message: string; portfolio: PortfolioDto } {
    const ledger = newLedger(settingsOf(read()));
    save(ledger);
    localStorage.removeItem(actionsKey); // a new account is owed nothing
    localStorage.removeItem(finishedKey);
    return {
      message: 'Portfolio reset to $100000.00',
      portfolio: portfolioAnswer(ledger, context(now()).prices, now(), userId).portfolio as PortfolioDto,
    };
  }

  /** The document a user downloads: the whole ledger, versioned. */
  function exportJson(): string {
    return serializeLedger(read(), now());
  }

  /** Replaces the portfolio with an exported one, after checking its shape and invariants. */
  function importJson(text: string): PortfolioAnswer {
    const ledger = parseLedger(text);
    if (!ledger) throw new LocalTradeError(INVALID_IMPORT_MESSAGE);
    save(ledger);
    return portfolio();
  }

  function riskProfileLocal(): RiskProfileDto {
    const ctx = context(now());
    const ledger = current(ctx);
    const p = riskProfile(ledger, ctx);
    const m = performanceMetrics(ledger, ctx.prices, tradingDay(ctx.now));
    const sizingInput = {
      portfolioValue: portfolioValue(ledger, ctx.prices),
      winRate: m.winRate,
      averageWin: m.averageWin,
      averageLoss: m.averageLoss,
      volatility: p.volatility > 0 ? p.volatility / 100 : 0.2,
    };
    return {
      ...p,
      positionSizing: SIZING_MODELS.map((model) => ({
        model,
        maxPositionValue: toDollars(maxPositionValue(model, sizingInput)),
      })),
      valueAtRisk95: toDollars(p.valueAtRisk95),
      breakers: p.breakers.map((b) => ({ ...b, value: Math.round(b.value * 100) / 100 })),
      limits: { ...RISK_LIMITS },
      positionSizingModel: 'FIXED_PERCENTAGE',
    };
  }

  /** The spec's local quant formula (§9): 8 × the day's percent change. */
  function quantRating(symbol: string): QuantRatingDto {
    const at = now();
    const clean = sanitiseSymbol(symbol);
    const q = quoteAt(clean, at);
    return localQuantRating(clean, q?.price, q?.changePercent, at);
  }

  /** GET /api/trading/settings for the browser's account. */
  function settings(): AccountSettings {
    return settingsOf(read());
  }

  /** PUT /api/trading/settings for the browser's account. */
  function setSettings(change: Partial<AccountSettings>): AccountSettings {
    const ledger = read();
    const current = settingsOf(ledger);
    const next = changeSettings(current, change);
    const refusal =
      current.accountType === 'margin' && next.accountType === 'cash' ? switchToCashRefusal(ledger) : null;
    if (refusal) throw new LocalTradeError(refusal);
    save({ ...ledger, settings: next });
    return next;
  }

  function watchlist(): { symbols: string[] } {
    return { symbols: readJson<string[]>(watchKey) ?? [...DEFAULT_WATCHLIST] };
  }

  function setWatchlist(symbols: string[]): { symbols: string[] } {
    const clean = [...new Set(symbols.map(sanitiseSymbol))];
    if (clean.some((s) => !SYMBOL_PATTERN.test(s)))
      throw new LocalTradeError('Invalid symbol format. Must be 1-5 letters (e.g., AAPL, BRK.A)');
    if (clean.length > MAX_WATCHLIST)
      throw new LocalTradeError(`A watchlist holds at most ${MAX_WATCHLIST} symbols`);
    if (!writeJson(watchKey, clean)) throw new LocalTradeError(SAVE_FAILED_MESSAGE);
    return { symbols: clean };
  }

  const optionAnswers = answerMemory<OptionTradeAnswer>(IDEMPOTENCY_MEMORY);

  /** POST /api/trading/options/trade, with the same engine and messages as the server. */
  function optionTrade(body: OptionTradeBody, idempotencyKey?: string): OptionTradeAnswer {
    const fingerprint = JSON.stringify(body);
    const seen = optionAnswers.replay(idempotencyKey, fingerprint, keyReused);
    if (seen) return seen;
    const ctx = context(now());
    const ledger = current(ctx);
    const out = placeOptionOrder(ledger, { ...body, symbol: sanitiseSymbol(body.symbol) }, ctx);
    if (!out.ok) throw new LocalTradeError(out.error);
    save(out.state);
    const answer: OptionTradeAnswer = {
      message: out.message,
      trade: {
        id: out.trade.id,
        type: out.trade.type as 'option_buy' | 'option_sell',
        symbol: sanitiseSymbol(body.symbol),
        contract: out.trade.symbol,
        contracts: out.trade.shares,
        price: toDollars(out.trade.price),
        totalValue: toDollars(out.trade.totalValue),
        commission: toDollars(out.trade.commission),
        realizedPnL: out.trade.realizedPnL === null ? null : toDollars(out.trade.realizedPnL),
        timestamp: out.trade.timestamp,
      },
      cash: toDollars(out.state.cash),
      optionsPositions: (out.state.optionPositions ?? []).map((p) => optionPositionView(p, ctx.prices)),
    };
    optionAnswers.keep(idempotencyKey, fingerprint, answer);
    return answer;
  }

  /** GET /market-data/options/{symbol}: the same chain the server computes from the simulated market. */
  /** The ledger brought up to now with its pricing context, for the insight screens (local-insights.ts). */
  function analysed(): { ledger: Ledger; ctx: Context } {
    const ctx = context(now());
    return { ledger: current(ctx), ctx };
  }

  /** On: every active advanced order is cancelled and tracking stops. Off: tracking resumes. */
  function emergency(enabled: boolean): { emergencyMode: boolean; cancelled: number } {
    const at = now();
    const out = setEmergencyMode(current(context(at)), enabled, at);
    save(out.state);
    return { emergencyMode: enabled, cancelled: out.effects.advanced.length };
  }

  function chain(symbol: string, expiration?: string): OptionChain {
    const at = now();
    const quote = quoteAt(sanitiseSymbol(symbol), at);
    const u = quote && underlyingOf(quote.symbol, quote.price);
    if (!u) throw new LocalTradeError(NO_OPTIONS_LISTED);
    return optionChain(u, at, OPTIONS_RATE, expiration);
  }

  // ── Corporate actions (issue 18 §3) ─────────────────────────────────────────────────────────────
  // The server's corporateActions job, for the browser's ledger: due splits and dividends are applied
  // before orders are checked (a split takes effect before the open), once each, recorded under
  // their own key (the server's corporate_action_entries).
  const actionsKey = userKey(userId, 'corporate-actions');

  function corporateActionsDue(ledger: Ledger, ctx: Context): { ledger: Ledger; changed: boolean } {
    const book = readJson<ActionBook>(actionsKey) ?? {};
    const price = (symbol: string) => {
      const q = ctx.prices(symbol);
      return q ? toCents(q.price) : undefined;
    };
    const out = applyDueActions(ledger, book, ctx.now, price, ctx.newId);
    // The book is written before the ledger: a ledger saved without it could be paid twice.
    if (out.changed && !writeJson(actionsKey, out.book)) throw new LocalTradeError(SAVE_FAILED_MESSAGE);
    return out;
  }
  // ── end of corporate actions ────────────────────────────────────────────────────────────────────

  return {
    userId,
    portfolio,
    trade,
    optionTrade,
    chain,
    buy,
    sell,
    riskSignal,
    history,
    positions,
    metrics,
    orders,
    cancel,
    placeAdvanced,
    reset,
    exportJson,
    importJson,
    riskProfile: riskProfileLocal,
    quantRating,
    settings,
    setSettings,
    watchlist,
    setWatchlist,
    analysed,
    emergency,
  };
}
