import { describe, expect, it } from 'vitest';
import type { AdvancedRequest } from './advanced';
import { createAdvancedOrder, processAdvancedOrders } from './advanced';
import { bookOf, fillPriceOf } from './execution';
import { createLedger, findPosition } from './ledger';
import { context, holding, ok } from './test-helpers';
import type { Ledger, PriceQuote } from './types';

// Triggered advanced orders fill as market orders do (decision 0023): in a realistic account at the bid
// (sells) or ask (buys) with the price impact of all their shares, and the trade says why; in a simple
// account at the last price, as before.

const realistic = (s: Ledger): Ledger => ({ ...s, settings: { accountType: 'cash', realism: 'realistic' } });
const simple = (s: Ledger): Ledger => ({ ...s, settings: { accountType: 'cash', realism: 'simple' } });
// Last $90.00 with a 10-cent spread and 12,000 shares a minute.
const at = (price: number): Partial<PriceQuote> => ({
  symbol: 'AAPL',
  price,
  bid: price - 0.05,
  ask: price + 0.05,
  minuteVolume: 12_000,
});
const place = (s: Ledger, req: Partial<AdvancedRequest>, price = 100) =>
  ok(
    createAdvancedOrder(
      s,
      { type: 'STOP_LOSS', symbol: 'AAPL', shares: 10, ...req } as AdvancedRequest,
      context({ AAPL: at(price) }),
    ),
  ).state;
const run = (s: Ledger, price: number) => processAdvancedOrders(s, context({ AAPL: at(price) }));

describe('advanced order fills', () => {
  it('a stop-loss in a realistic account sells at the bid minus impact and explains it', () => {
    const s = place(realistic(holding(10, 100)), { stopPrice: 90 });
    const out = run(s, 89.5);
    const [trade] = out.effects.trades;
    const expected = fillPriceOf('sell', 10, bookOf(at(89.5) as PriceQuote), null);
    expect(expected).toBeLessThan(89_45);
    expect(trade).toMatchObject({ type: 'SELL', shares: 10, price: expected });
    expect(trade?.execution).toMatchObject({ bid: 89_45, ask: 89_55, price: expected, filledShares: 10 });
    expect(trade?.execution?.reason).toMatch(
      /^Stop-loss triggered when the last price reached \$89\.50, then sent as a market order\. Filled all 10 at the bid, \$89\.45, minus \$0\.\d\d of price impact/,
    );
    expect(out.state.advancedOrders[0]).toMatchObject({ status: 'EXECUTED', executionPrice: expected });
    expect(out.state.cash).toBe(holding(10, 100).cash + 10 * expected);
  });

  it('the same stop-loss in a simple account fills at the last price, and says so', () => {
    const out = run(place(simple(holding(10, 100)), { stopPrice: 90 }), 89.5);
    expect(out.effects.trades[0]?.price).toBe(89_50);
    expect(out.effects.trades[0]?.execution?.reason).toContain('this account uses simple fills');
  });

  it('a trailing stop sells at the bid after the price fell back through its trail', () => {
    let s = place(realistic(holding(10, 100)), { type: 'TRAILING_STOP', trailAmount: 5 });
    s = run(s, 110).state; // the mark rises to $110, the stop to $105
    const out = run(s, 104.9);
    expect(out.effects.trades[0]?.price).toBe(fillPriceOf('sell', 10, bookOf(at(104.9) as PriceQuote), null));
    expect(out.effects.trades[0]?.execution?.reason).toMatch(
      /^Trailing stop triggered .* at the bid, \$104\.85/,
    );
  });

  it("a bracket's entry buys at the ask and its take-profit exit sells at the bid", () => {
    let s = place(
      realistic(createLedger()),
      { type: 'BRACKET_ENTRY', entryPrice: 100, stopLossPrice: 90, takeProfitPrice: 120 },
      105,
    );
    const entry = run(s, 99);
    s = entry.state;
    const paid = fillPriceOf('buy', 10, bookOf(at(99) as PriceQuote), null);
    expect(paid).toBeGreaterThan(99_05);
    expect(entry.effects.trades[0]).toMatchObject({ type: 'BUY', price: paid });
    expect(entry.effects.trades[0]?.execution?.reason).toMatch(
      /^Bracket entry triggered .* at the ask, \$99\.05/,
    );
    expect(findPosition(s, 'AAPL')?.costBasis).toBe(10 * paid);

    const exit = run(s, 121);
    expect(exit.effects.trades[0]).toMatchObject({
      type: 'SELL',
      price: fillPriceOf('sell', 10, bookOf(at(121) as PriceQuote), null),
    });
    expect(exit.effects.trades[0]?.execution?.reason).toMatch(/^Take-profit triggered/);
  });

  it('an exit larger than the minute allows still fills in full, paying the impact of all its shares', () => {
    // 2,000 shares against the 1,200 a tenth of this minute's 12,000 would allow a market order.
    const small = run(place(realistic(holding(10, 40)), { stopPrice: 35 }), 34.5).effects.trades[0]!;
    const big = run(place(realistic(holding(2000, 40)), { stopPrice: 35, shares: 2000 }), 34.5).effects
      .trades[0]!;
    expect(big.shares).toBe(2000);
    expect(big.execution).toMatchObject({ filledShares: 2000, remainingShares: 0 });
    expect(big.price).toBeLessThan(small.price);
  });
});
