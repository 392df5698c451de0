import { describe, expect, it } from 'vitest';
import { createLedger, portfolioValue as portfolioValueOf } from './ledger';
import { crossingNote, dailyBorrowFee, marginSummary, orderEffect, switchToCashRefusal } from './margin';
import { marginTick } from './margin-tick';
import { placeOrder } from './orders';
import { refusalMessage } from './refusals';
import { context, OPEN } from './test-helpers';
import type { Ledger } from './types';

const margin = (cash = 10_000_00): Ledger => ({
  ...createLedger(cash),
  settings: { accountType: 'margin', realism: 'simple' },
});
const sell = (symbol: string, shares: number, extra: Record<string, unknown> = {}) => ({
  type: 'sell',
  symbol,
  shares,
  orderType: 'market',
  ...extra,
});
const buy = (symbol: string, shares: number) => ({ type: 'buy', symbol, shares, orderType: 'market' });

function ok(r: ReturnType<typeof placeOrder>): Ledger {
  if (!r.ok) throw new Error(refusalMessage(r.refusal));
  return r.state;
}
function refused(r: ReturnType<typeof placeOrder>): string {
  if (r.ok) throw new Error('expected a refusal');
  return refusalMessage(r.refusal);
}

describe('short selling on margin', () => {
  it('a cash account keeps the spec message for a sell without shares', () => {
    expect(refused(placeOrder(createLedger(), sell('AAPL', 1), context({ AAPL: 100 })))).toBe(
      'No position found for AAPL',
    );
  });

  it('opens a short with negative shares, proceeds in cash, equity unchanged', () => {
    const ctx = context({ AAPL: 100 });
    const s = ok(placeOrder(margin(), sell('AAPL', 10), ctx));
    expect(s.positions).toEqual([
      expect.objectContaining({ symbol: 'AAPL', shares: -10, costBasis: -1000_00 }),
    ]);
    expect(s.cash).toBe(11_000_00);
    expect(portfolioValueOf(s, ctx.prices)).toBe(10_000_00);
    const m = marginSummary(s, ctx.prices);
    expect(m.shortLiability).toBe(1000_00);
    expect(m.initialRequirement).toBe(1500_00);
    expect(m.maintenanceRequirement).toBe(300_00);
    expect(m.buyingPower).toBe(11_000_00 - 1500_00);
    expect(m.shortBuyingPower).toBe(2 * (11_000_00 - 1500_00));
  });

  it('the P&L of a short is reversed: a fall is a gain, covering realises it', () => {
    const s = ok(placeOrder(margin(), sell('AAPL', 10), context({ AAPL: 100 })));
    const later = context({ AAPL: 90 });
    expect(portfolioValueOf(s, later.prices)).toBe(10_100_00);
    const covered = placeOrder(s, buy('AAPL', 10), later);
    if (!covered.ok) throw new Error('refused');
    expect(covered.value.trade?.realizedPnL).toBe(100_00);
    expect(covered.state.positions).toEqual([]);
    expect(covered.state.cash).toBe(10_100_00);
  });

  it('a sell beyond a long closes it and shorts the rest; a buy beyond a short covers and goes long', () => {
    const ctx = context({ AAPL: 100 });
    const long = ok(placeOrder(margin(), buy('AAPL', 5), ctx));
    const crossed = ok(placeOrder(long, sell('AAPL', 8), ctx));
    expect(crossed.positions[0]).toMatchObject({ shares: -3, costBasis: -300_00 });
    const back = ok(placeOrder(crossed, buy('AAPL', 4), ctx));
    expect(back.positions[0]).toMatchObject({ shares: 1, costBasis: 100_00 });
    expect(back.cash).toBe(9_900_00);
  });

  it('refuses shorts below $5 a share', () => {
    expect(refused(placeOrder(margin(), sell('PENNY', 10), context({ PENNY: 4.99 })))).toBe(
      'PENNY cannot be sold short: shorting is not allowed below $5.00 a share',
    );
  });

  it('refuses a short over buying power (150%: proceeds plus 50% of equity)', () => {
    // $10,000 of equity can back $20,000 of shorts, not more.
    const ctx = context({ AAPL: 100 });
    expect(placeOrder(margin(), sell('AAPL', 200), ctx).ok).toBe(true);
    expect(refused(placeOrder(margin(), sell('AAPL', 201), ctx))).toBe(
      'Not enough buying power to sell short. This short: $20100.00, you can short up to $20000.00',
    );
  });

  it('refuses a resting short: a short must fill now', () => {
    expect(
      refused(
        placeOrder(margin(), sell('AAPL', 1, { orderType: 'limit', price: 150 }), context({ AAPL: 100 })),
      ),
    ).toBe('A short sale must fill now: use a market order, or a limit at or below the current price');
  });

  it('no leverage on longs: short proceeds do not buy stock', () => {
    const ctx = context({ AAPL: 100, MSFT: 100 });
    const s = ok(placeOrder(margin(), sell('AAPL', 100), ctx));
    // cash $20,000, shorts need $15,000: $5,000 left for longs.
    expect(marginSummary(s, ctx.prices).buyingPower).toBe(5_000_00);
    expect(refused(placeOrder(s, buy('MSFT', 51), ctx))).toBe(
      'Insufficient funds. Need $5,100.00, have $5,000.00',
    );
  });

  it('the ticket wording follows the position', () => {
    expect(orderEffect(0, 'sell')).toBe('sell-short');
    expect(orderEffect(-5, 'sell')).toBe('sell-short');
    expect(orderEffect(5, 'sell')).toBe('sell');
    expect(orderEffect(-5, 'buy')).toBe('buy-to-cover');
    expect(orderEffect(0, 'buy')).toBe('buy');
  });

  it('says when an order goes through zero, and only then', () => {
    expect(crossingNote(10, 'sell', 15, 'AAPL')).toBe(
      'This sells the 10 AAPL you hold and sells 5 more short.',
    );
    expect(crossingNote(-10, 'buy', 12, 'AAPL')).toBe(
      'This buys back the 10 AAPL you are short and buys 2 more.',
    );
    expect(crossingNote(10, 'sell', 10, 'AAPL')).toBeNull();
    expect(crossingNote(-10, 'buy', 10, 'AAPL')).toBeNull();
    expect(crossingNote(0, 'sell', 5, 'AAPL')).toBeNull();
    expect(crossingNote(10, 'buy', 5, 'AAPL')).toBeNull();
    expect(crossingNote(10, 'sell', Number.NaN, 'AAPL')).toBeNull();
  });

  it('refuses switching to a cash account while a short is open', () => {
    const s = ok(placeOrder(margin(), sell('AAPL', 1), context({ AAPL: 100 })));
    expect(switchToCashRefusal(s)).toMatch(/Cover your short positions/);
    expect(switchToCashRefusal(margin())).toBeNull();
  });
});

describe('the margin job', () => {
  it('charges the borrow fee once per trading day, more for hard-to-borrow symbols', () => {
    const ctx = context({ AAPL: 100, GME: 100 });
    let s = ok(placeOrder(margin(), sell('AAPL', 36), ctx));
    expect(dailyBorrowFee(s, ctx.prices)).toBe(10); // $3,600 × 1% / 360 = $0.10
    s = ok(placeOrder(s, sell('GME', 36), ctx));
    expect(dailyBorrowFee(s, ctx.prices)).toBe(10 + 300); // GME at 30%: $3.00
    const first = marginTick(s, ctx);
    expect(first.report.fee).toBe(310);
    expect(first.state.cash).toBe(s.cash - 310);
    const again = marginTick(
      first.state,
      context({ AAPL: 100, GME: 100 }, new Date(OPEN.getTime() + 3600_000)),
    );
    expect(again.report.fee).toBe(0);
    expect(again.state.margin?.feesPaid).toBe(310);
  });

  it('opens a margin call under maintenance, then buys the shorts in after the deadline', () => {
    const s = ok(placeOrder(margin(), sell('AAPL', 200), context({ AAPL: 100 })));
    // cash $30,000; at $120 the short costs $24,000: equity $6,000 < 30% × $24,000 = $7,200.
    const call = marginTick(s, context({ AAPL: 120 }));
    expect(call.report.callOpened).toBe(true);
    expect(call.state.margin?.callDeadline).toBe(new Date(OPEN.getTime() + 48 * 3600_000).toISOString());
    const early = marginTick(call.state, context({ AAPL: 120 }, new Date(OPEN.getTime() + 3600_000)));
    expect(early.state.positions[0]?.shares).toBe(-200);
    const late = marginTick(call.state, context({ AAPL: 120 }, new Date(OPEN.getTime() + 49 * 3600_000)));
    expect(late.report.boughtIn).toHaveLength(1);
    expect(late.state.positions).toEqual([]);
    expect(late.state.margin?.callDeadline).toBeNull();
  });

  it('clears the call when equity recovers', () => {
    const s = ok(placeOrder(margin(), sell('AAPL', 200), context({ AAPL: 100 })));
    const call = marginTick(s, context({ AAPL: 120 }));
    const cleared = marginTick(call.state, context({ AAPL: 100 }, new Date(OPEN.getTime() + 3600_000)));
    expect(cleared.report.callCleared).toBe(true);
    expect(cleared.state.margin?.callDeadline).toBeNull();
    expect(cleared.state.positions[0]?.shares).toBe(-200);
  });
});
