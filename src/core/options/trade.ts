// Option trades on the paper-trading ledger (pure): buy to open or close, sell to close, sell to open
// only as a covered call or a cash-secured put, and cash settlement at expiry. Money in cents.
//
// Cash: a buy pays premium × 100 × contracts + 0.65 × contracts; a sell receives premium × 100 ×
// contracts − 0.65 × contracts. A short call holds back 100 shares per contract, a short put
// strike × 100 per contract (ledger.reservedShares / reservedCash), so no account owes more than it has.

import { tradingDay } from '../trading/calendar';
import { MAX_DAILY_TRADES, OPTION_COMMISSION_CENTS, SHARES_PER_CONTRACT } from '../trading/constants';
import { applyFill, availableCash, availableShares, tradesOnDay } from '../trading/ledger';
import { formatUsd, toCents } from '../trading/money';
import { refusalMessage, refuse } from '../trading/refusals';
import { preTradeRisk, riskMessage } from '../trading/risk';
import type { Context, Ledger, Trade } from '../trading/types';
import { chainStrikes, expirations, expiryInstant, optionQuote } from './chain';
import { contractLabel } from './contract-label';
import { intrinsicValue, type OptionType } from './pricing';
import { OPTIONS_RATE, underlyingOf } from './underlying';
import { contractSymbol, type OptionPosition, sameContract } from './value';

export const INSUFFICIENT_CONTRACTS_MESSAGE = 'Insufficient contracts to sell';

export type OptionOrder = {
  symbol: string;
  optionType: OptionType;
  /** Dollars. */
  strike: number;
  expiration: string;
  side: 'buy' | 'sell';
  contracts: number;
  orderType: 'market' | 'limit';
  /** Dollars per share. */
  limitPrice?: number;
};

export type OptionTradeResult =
  | { ok: true; state: Ledger; trade: Trade; message: string }
  | { ok: false; status: 400 | 404; error: string };

const fail = (error: string, status: 400 | 404 = 400): OptionTradeResult => ({ ok: false, status, error });

/** Open lines only, in contract-symbol order. */
function openLines(list: OptionPosition[]): OptionPosition[] {
  return list
    .filter((p) => p.contracts > 0)
    .sort((a, b) => contractSymbol(a).localeCompare(contractSymbol(b)));
}

function record(
  state: Ledger,
  trade: Trade,
  cash: number,
  optionPositions: OptionPosition[],
  now: Date,
): Ledger {
  const day = tradingDay(now);
  const count = state.tradesToday.day === day ? state.tradesToday.count + 1 : 1;
  return {
    ...state,
    cash,
    optionPositions: openLines(optionPositions),
    trades: [trade, ...state.trades].slice(0, 1000),
    tradesToday: { day, count },
  };
}

function optionTrade(
  id: string,
  type: 'option_buy' | 'option_sell',
  p: Pick<OptionPosition, 'symbol' | 'type' | 'strike' | 'expiration'>,
  contracts: number,
  price: number,
  commission: number,
  orderType: Trade['orderType'],
  realizedPnL: number | null,
  basis: number,
  at: string,
): Trade {
  return {
    id,
    type,
    symbol: contractSymbol(p),
    shares: contracts,
    price,
    totalValue: price * SHARES_PER_CONTRACT * contracts,
    commission,
    orderType,
    status: 'EXECUTED',
    timestamp: at,
    realizedPnL,
    realizedPnLPercent:
      realizedPnL === null ? null : basis > 0 ? Math.round((realizedPnL / basis) * 10000) / 100 : 0,
    orderId: null,
  };
}

/** The answers for a symbol without options and an unlisted expiration: fixed, they never repeat what was sent. */
export const NO_OPTIONS_LISTED = 'No options are listed for this symbol';
export const NO_SUCH_EXPIRATION = 'No options expire on that date. Pick one of the listed expirations';

/** Places one option order at the chain's bid (sells) or ask (buys). Limit orders fill only at once. */
export function placeOptionOrder(state: Ledger, order: OptionOrder, ctx: Context): OptionTradeResult {
  const now = ctx.now;
  const at = now.toISOString();
  const today = tradesOnDay(state, now);
  if (today >= MAX_DAILY_TRADES)
    return fail(refusalMessage(refuse('DAILY_TRADE_LIMIT', { limit: MAX_DAILY_TRADES, actual: today })));
  const quote = ctx.prices(order.symbol);
  const underlying = quote && underlyingOf(order.symbol, quote.price);
  if (!underlying) return fail(NO_OPTIONS_LISTED, 404);
  if (!expirations(now).includes(order.expiration)) return fail(NO_SUCH_EXPIRATION);
  const contract = {
    symbol: underlying.symbol,
    type: order.optionType,
    strike: toCents(order.strike),
    expiration: order.expiration,
  };
  const list = state.optionPositions ?? [];
  const held = list.find((p) => sameContract(p, contract));
  const closing =
    held !== undefined &&
    ((order.side === 'sell' && held.side === 'long') || (order.side === 'buy' && held.side === 'short'));
  if (!closing && !chainStrikes(underlying.price).some((k) => toCents(k) === contract.strike))
    return fail(
      `No ${order.optionType} is listed at a strike of ${formatUsd(contract.strike)}. Pick a strike from the chain`,
    );

  const q = optionQuote(
    underlying,
    order.optionType,
    contract.strike / 100,
    order.expiration,
    now,
    OPTIONS_RATE,
  );
  const price = toCents(order.side === 'buy' ? q.ask : q.bid);
  if (order.orderType === 'limit') {
    if (order.limitPrice === undefined) return fail('Limit orders require a valid price');
    const limit = toCents(order.limitPrice);
    if (order.side === 'buy' && limit < price)
      return fail(
        `Limit ${formatUsd(limit)} is below the ask of ${formatUsd(price)}: option limit orders fill at once or not at all`,
      );
    if (order.side === 'sell' && limit > price)
      return fail(
        `Limit ${formatUsd(limit)} is above the bid of ${formatUsd(price)}: option limit orders fill at once or not at all`,
      );
  }
  const n = order.contracts;
  const value = price * SHARES_PER_CONTRACT * n;
  const commission = OPTION_COMMISSION_CENTS * n;
  const others = list.filter((p) => p !== held);
  const id = ctx.newId();

  if (order.side === 'sell') {
    if (held?.side === 'long') {
      if (n > held.contracts) return fail(INSUFFICIENT_CONTRACTS_MESSAGE);
      const basisSold =
        n === held.contracts ? held.costBasis : Math.round((held.costBasis * n) / held.contracts);
      const realized = value - commission - basisSold;
      const next = [
        ...others,
        { ...held, contracts: held.contracts - n, costBasis: held.costBasis - basisSold },
      ];
      const trade = optionTrade(
        id,
        'option_sell',
        contract,
        n,
        price,
        commission,
        order.orderType,
        realized,
        basisSold,
        at,
      );
      return {
        ok: true,
        state: record(state, trade, state.cash + value - commission, next, now),
        trade,
        message: `Sold to close ${n} ${contractLabel(contractSymbol(contract))}`,
      };
    }
    // Selling to open: only covered calls and cash-secured puts.
    if (price <= 0) return fail('This contract has no bid: nobody would buy it');
    if (order.optionType === 'call') {
      const need = SHARES_PER_CONTRACT * n;
      const have = Math.max(0, availableShares(state, contract.symbol));
      if (need > have)
        return fail(
          `${INSUFFICIENT_CONTRACTS_MESSAGE}: selling calls to open needs ${SHARES_PER_CONTRACT} shares of ${contract.symbol} per contract to cover them. Need ${need} shares, have ${have}`,
        );
    } else {
      const need = contract.strike * SHARES_PER_CONTRACT * n;
      const have = availableCash(state);
      if (need > have)
        return fail(
          `${INSUFFICIENT_CONTRACTS_MESSAGE}: selling puts to open needs the strike × 100 in cash to secure them. Need ${formatUsd(need)}, have ${formatUsd(have)}`,
        );
    }
    const credit = value - commission;
    const next = [
      ...others,
      held
        ? { ...held, contracts: held.contracts + n, costBasis: held.costBasis + credit }
        : { ...contract, side: 'short' as const, contracts: n, costBasis: credit, openedAt: at },
    ];
    const trade = optionTrade(
      id,
      'option_sell',
      contract,
      n,
      price,
      commission,
      order.orderType,
      null,
      0,
      at,
    );
    return {
      ok: true,
      state: record(state, trade, state.cash + credit, next, now),
      trade,
      message: `Sold to open ${n} ${contractLabel(contractSymbol(contract))} (${order.optionType === 'call' ? 'covered call' : 'cash-secured put'})`,
    };
  }

  // Buying.
  const cost = value + commission;
  if (held?.side === 'short') {
    if (n > held.contracts)
      return fail(`You are short ${held.contracts} of this contract: buy at most ${held.contracts} to close`);
    const basisBought =
      n === held.contracts ? held.costBasis : Math.round((held.costBasis * n) / held.contracts);
    const next = [
      ...others,
      { ...held, contracts: held.contracts - n, costBasis: held.costBasis - basisBought },
    ];
    // Closing releases the reservation first, so check the funds against the state after the close.
    const released: Ledger = { ...state, optionPositions: next };
    const have = availableCash(released);
    if (cost > have) return fail(refusalMessage(refuse('INSUFFICIENT_FUNDS', { actual: cost, limit: have })));
    const realized = basisBought - cost;
    const trade = optionTrade(
      id,
      'option_buy',
      contract,
      n,
      price,
      commission,
      order.orderType,
      realized,
      basisBought,
      at,
    );
    return {
      ok: true,
      state: record(state, trade, state.cash - cost, next, now),
      trade,
      message: `Bought to close ${n} ${contractLabel(contractSymbol(contract))}`,
    };
  }
  const have = availableCash(state);
  if (cost > have) return fail(refusalMessage(refuse('INSUFFICIENT_FUNDS', { actual: cost, limit: have })));
  // Spec §5's pre-trade checks, concentration included: the premium counts toward the underlying,
  // with its shares and the long options already held on it (decision 0030).
  const risk = preTradeRisk(
    state,
    {
      side: 'buy',
      symbol: contract.symbol,
      shares: SHARES_PER_CONTRACT * n,
      price,
    },
    ctx,
  );
  if (risk.errors[0]) return fail(riskMessage(risk.errors[0]));
  const next = [
    ...others,
    held
      ? { ...held, contracts: held.contracts + n, costBasis: held.costBasis + cost }
      : { ...contract, side: 'long' as const, contracts: n, costBasis: cost, openedAt: at },
  ];
  const trade = optionTrade(id, 'option_buy', contract, n, price, commission, order.orderType, null, 0, at);
  return {
    ok: true,
    state: record(state, trade, state.cash - cost, next, now),
    trade,
    message: `Bought to open ${n} ${contractLabel(contractSymbol(contract))}`,
  };
}

/**
 * Settles every option whose expiry has passed by `ctx.now`, at its intrinsic value against the
 * underlying's price at the expiry (`priceAtExpiry`, dollars). Long: receives the intrinsic value.
 * Short put: pays it from the reserved cash. Short call: pays it and sells the 100 covering shares per
 * contract at the same price (the covered call is assigned), so cash never goes negative. Every
 * settlement is a trade in the history, worthless ones at a price of 0.
 */
export function settleExpired(
  state: Ledger,
  ctx: Context,
  priceAtExpiry: (symbol: string, expiration: string) => number | undefined,
): { state: Ledger; trades: Trade[] } {
  const list = state.optionPositions ?? [];
  const due = list.filter((p) => expiryInstant(p.expiration).getTime() <= ctx.now.getTime());
  if (due.length === 0) return { state, trades: [] };
  let s: Ledger = state;
  const trades: Trade[] = [];
  const at = ctx.now.toISOString();
  for (const p of due) {
    const spot = priceAtExpiry(p.symbol, p.expiration);
    if (spot === undefined) continue;
    const intrinsic = toCents(intrinsicValue(p.type, spot, p.strike / 100));
    const value = intrinsic * SHARES_PER_CONTRACT * p.contracts;
    const remaining = (s.optionPositions ?? []).filter((x) => !sameContract(x, p));
    let cash = s.cash;
    if (p.side === 'long') {
      cash += value;
      const trade = optionTrade(
        ctx.newId(),
        'option_sell',
        p,
        p.contracts,
        intrinsic,
        0,
        'market',
        value - p.costBasis,
        p.costBasis,
        at,
      );
      s = { ...s, cash, optionPositions: remaining, trades: [trade, ...s.trades].slice(0, 1000) };
      trades.push(trade);
      continue;
    }
    if (p.type === 'call' && intrinsic > 0) {
      // Assignment of the covered call: the covering shares go at the expiry price.
      const shares = SHARES_PER_CONTRACT * p.contracts;
      const sold = applyFill(
        { ...s, optionPositions: remaining },
        { side: 'sell', symbol: p.symbol, shares, price: toCents(spot), orderType: 'market', orderId: null },
        ctx.now,
        ctx.newId(),
      );
      if (sold) {
        s = sold.state;
        trades.push(sold.trade);
        cash = s.cash;
      }
    }
    // Reservations make this always affordable; the guard only keeps a broken ledger from going negative.
    const paid = Math.min(value, cash);
    cash -= paid;
    const trade = optionTrade(
      ctx.newId(),
      'option_buy',
      p,
      p.contracts,
      intrinsic,
      0,
      'market',
      p.costBasis - paid,
      p.costBasis,
      at,
    );
    s = { ...s, cash, optionPositions: remaining, trades: [trade, ...s.trades].slice(0, 1000) };
    trades.push(trade);
  }
  return { state: s, trades };
}
