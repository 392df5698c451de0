import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RISK_LIMITS, SHARES_PER_CONTRACT } from '../trading/constants';
import { createLedger, findPosition, portfolioValue } from '../trading/ledger';
import { toCents } from '../trading/money';
import { placeOrder } from '../trading/orders';
import { refusalMessage } from '../trading/refusals';
import { holding } from '../trading/test-helpers';
import type { Context, Ledger } from '../trading/types';
import { chainStrikes, expirations, optionQuote } from './chain';
import { placeOptionOrder } from './trade';
import { OPTIONS_RATE, underlyingOf } from './underlying';
import { longOptionsValue } from './value';

// Spec §5 pre-trade risk: "Resulting concentration above 25% is an error", for an option buy as for
// a share buy. The premium counts toward the underlying with its shares and the long options
// already held on it (decision 0030); a share buy counts the same long options (its addendum).

const now = new Date('2026-03-11T14:30:00Z'); // a Wednesday, 10:30 in New York
const PRICE = 215;
let id = 0;
const ctx: Context = {
  now,
  prices: (symbol) =>
    symbol === 'AAPL' ? { symbol, price: PRICE, timestamp: now.toISOString() } : undefined,
  newId: () => `o${++id}`,
};
const u = underlyingOf('AAPL', PRICE)!;
const expiration = expirations(now)[1]!;
const strikes = chainStrikes(PRICE);
const CONCENTRATION = /^Concentration in AAPL would be \d+\.\d%, above the 25% limit$/;

const order = (strike: number, contracts: number) => ({
  symbol: 'AAPL',
  optionType: 'call' as const,
  strike,
  expiration,
  side: 'buy' as const,
  contracts,
  orderType: 'market' as const,
});

/** Percent of the portfolio in AAPL (shares, long options held, and this premium) before the buy. */
function exposure(state: Ledger, strike: number, contracts: number) {
  const value = portfolioValue(state, ctx.prices);
  const shares = (findPosition(state, 'AAPL')?.shares ?? 0) * toCents(PRICE);
  const options = longOptionsValue(state.optionPositions ?? [], 'AAPL', ctx.prices);
  const ask = optionQuote(u, 'call', strike, expiration, now, OPTIONS_RATE).ask;
  const premium = toCents(ask) * SHARES_PER_CONTRACT * contracts;
  return {
    concentration: ((shares + options + premium) / value) * 100,
    size: (premium / value) * 100,
  };
}

describe('an option buy and the 25% concentration limit', () => {
  it('refuses a buy that would take the underlying above 25%, naming the limit, and takes any other', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 160 }),
        fc.array(fc.tuple(fc.constantFrom(...strikes), fc.integer({ min: 1, max: 8 })), { maxLength: 3 }),
        fc.constantFrom(...strikes),
        fc.integer({ min: 1, max: 40 }),
        (shares, earlier, strike, contracts) => {
          let state = shares > 0 ? holding(shares, PRICE) : createLedger();
          // Long options bought before, each through the same checks.
          for (const [k, n] of earlier) {
            const r = placeOptionOrder(state, order(k, n), ctx);
            if (r.ok) state = r.state;
          }
          const { concentration, size } = exposure(state, strike, contracts);
          const r = placeOptionOrder(state, order(strike, contracts), ctx);
          if (r.ok) expect(concentration).toBeLessThanOrEqual(RISK_LIMITS.concentration + 1e-9);
          else if (size <= RISK_LIMITS.positionSize && concentration > RISK_LIMITS.concentration)
            expect(r.error).toMatch(CONCENTRATION);
          if (size <= RISK_LIMITS.positionSize && concentration <= RISK_LIMITS.concentration)
            expect(r.ok ? null : r.error).toBeNull();
        },
      ),
      { numRuns: 60 },
    );
  }, 30_000);

  it('counts the long calls already held: a fourth 9% buy on a 0-share underlying is refused', () => {
    let state = createLedger();
    const strike = strikes[10]!;
    const per = exposure(state, strike, 1).size;
    const contracts = Math.floor(9 / per); // about 9% of the portfolio a buy
    const messages: string[] = [];
    for (let i = 0; i < 4; i++) {
      const r = placeOptionOrder(state, order(strike, contracts), ctx);
      if (r.ok) state = r.state;
      else messages.push(r.error);
    }
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(CONCENTRATION);
  });
});

const shareBuy = (shares: number) => ({ type: 'buy', symbol: 'AAPL', shares, orderType: 'market' }) as const;
const CONCENTRATION_BLOCK =
  /^Trade blocked by risk management: Concentration in AAPL would be \d+\.\d%, above the 25% limit$/;

/** Percent of the portfolio in AAPL (shares, long options held, and this share buy) before the buy. */
function shareExposure(state: Ledger, shares: number) {
  const value = portfolioValue(state, ctx.prices);
  const held = (findPosition(state, 'AAPL')?.shares ?? 0) * toCents(PRICE);
  const options = longOptionsValue(state.optionPositions ?? [], 'AAPL', ctx.prices);
  const cost = shares * toCents(PRICE);
  return { concentration: ((held + options + cost) / value) * 100, size: (cost / value) * 100 };
}

describe('a share buy and the long options on its symbol (decision 0030, addendum)', () => {
  it('counts the long options at their model value, as an option buy does: the two checks agree', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 160 }),
        fc.array(fc.tuple(fc.constantFrom(...strikes), fc.integer({ min: 1, max: 8 })), { maxLength: 3 }),
        fc.integer({ min: 1, max: 46 }),
        (held, earlier, shares) => {
          let state = held > 0 ? holding(held, PRICE) : createLedger();
          for (const [k, n] of earlier) {
            const r = placeOptionOrder(state, order(k, n), ctx);
            if (r.ok) state = r.state;
          }
          const { concentration, size } = shareExposure(state, shares);
          const r = placeOrder(state, shareBuy(shares), ctx);
          if (r.ok) expect(concentration).toBeLessThanOrEqual(RISK_LIMITS.concentration + 1e-9);
          else if (size <= RISK_LIMITS.positionSize && concentration > RISK_LIMITS.concentration)
            expect(refusalMessage(r.refusal)).toMatch(CONCENTRATION_BLOCK);
          if (size <= RISK_LIMITS.positionSize && concentration <= RISK_LIMITS.concentration)
            expect(r.ok ? null : refusalMessage(r.refusal)).toBeNull();
        },
      ),
      { numRuns: 60 },
    );
  }, 30_000);

  it('refuses a 9% share buy on top of 18% in calls, which it takes with no calls held', () => {
    let state = createLedger();
    const strike = strikes[10]!;
    const contracts = Math.floor(9 / exposure(state, strike, 1).size);
    for (let i = 0; i < 2; i++) {
      const r = placeOptionOrder(state, order(strike, contracts), ctx);
      if (!r.ok) throw new Error(r.error);
      state = r.state;
    }
    const shares = Math.floor(9_000 / PRICE);
    expect(shareExposure(state, shares).concentration).toBeGreaterThan(RISK_LIMITS.concentration);
    const refused = placeOrder(state, shareBuy(shares), ctx);
    expect(refused.ok ? null : refusalMessage(refused.refusal)).toMatch(CONCENTRATION_BLOCK);
    expect(placeOrder(createLedger(), shareBuy(shares), ctx).ok).toBe(true);
  });
});
