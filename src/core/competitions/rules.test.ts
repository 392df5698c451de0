import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CODE_LENGTH,
  COMPETITION_ORDER_TYPES,
  type CompetitionRules,
  closedMessage,
  competitionStatus,
  DEFAULT_RULES,
  gameOrderBreach,
  inviteCode,
  normaliseCode,
  orderBreach,
  scheduleProblem,
} from './rules';

const account = { heldShares: 0, positionValue: 0, totalValue: 10_000 };
const order = { side: 'buy' as const, orderType: 'market' as const, symbol: 'AAPL', shares: 10, price: 100 };

describe('game schedule', () => {
  it('accepts a game from today through a later date, up to 366 days', () => {
    expect(scheduleProblem('2026-11-24', '2026-11-25', '2026-11-24')).toBeNull();
    expect(scheduleProblem('2026-11-24', '2027-11-25', '2026-11-24')).toBeNull();
    expect(scheduleProblem('2026-11-24', '2027-11-26', '2026-11-24')).toBe(
      'A competition can last at most 366 days.',
    );
    expect(scheduleProblem('2026-11-23', '2026-11-30', '2026-11-24')).toBe(
      'The start date cannot be in the past.',
    );
    expect(scheduleProblem('2026-11-30', '2026-11-30', '2026-11-24')).toBe(
      'The end date must be after the start date.',
    );
    expect(scheduleProblem('2026-13-01', '2026-12-30', '2026-11-24')).toContain(
      'start date is not a real date',
    );
    expect(scheduleProblem('2026-12-01', '2026-12-32', '2026-11-24')).toContain(
      'end date is not a real date',
    );
  });

  it('is upcoming before the start, active through the end date, ended after it', () => {
    const day = fc
      .integer({ min: 0, max: 3000 })
      .map((n) => new Date(Date.UTC(2025, 0, 1 + n)).toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, day, (a, b, today) => {
        const [start, end] = a <= b ? [a, b] : [b, a];
        const status = competitionStatus(start, end, today);
        expect(status).toBe(today < start ? 'upcoming' : today > end ? 'ended' : 'active');
        expect(closedMessage(start, end, today) === null).toBe(status === 'active');
      }),
    );
  });
});

describe('game rules', () => {
  it('refuses an order type the game does not allow, naming the allowed ones', () => {
    const rules = { ...DEFAULT_RULES, orderTypes: ['market', 'limit'] as const };
    expect(orderBreach(rules, { ...order, orderType: 'stop' }, account)).toBe(
      "This competition's rules do not allow stop orders. Allowed: market, limit.",
    );
    expect(orderBreach(rules, { ...order, orderType: 'limit' }, account)).toBeNull();
  });

  it('refuses selling more than held unless shorting is allowed', () => {
    const held = { ...account, heldShares: 5, positionValue: 500 };
    const sell = { ...order, side: 'sell' as const };
    expect(orderBreach(DEFAULT_RULES, { ...sell, shares: 5 }, held)).toBeNull();
    expect(orderBreach(DEFAULT_RULES, { ...sell, shares: 6 }, held)).toContain('do not allow short selling');
    expect(orderBreach({ ...DEFAULT_RULES, shorting: true }, { ...sell, shares: 6 }, held)).toBeNull();
  });

  it('refuses shares priced under the floor, to buy only', () => {
    const rules = { ...DEFAULT_RULES, minSharePrice: 5 };
    expect(orderBreach(rules, { ...order, price: 4.99 }, account)).toBe(
      "This competition's rules do not allow buying shares priced under $5.00 (AAPL is $4.99).",
    );
    expect(orderBreach(rules, { ...order, price: 5 }, account)).toBeNull();
    expect(
      orderBreach(rules, { ...order, side: 'sell', price: 1 }, { ...account, heldShares: 10 }),
    ).toBeNull();
  });

  it('refuses a buy exactly when the position would pass the largest share of the portfolio', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 500 }),
        fc.double({ min: 1, max: 500, noNaN: true }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 1_000, max: 1_000_000 }),
        (max, shares, price, positionValue, totalValue) => {
          const rules: CompetitionRules = { ...DEFAULT_RULES, maxPositionPercent: max };
          const breach = orderBreach(
            rules,
            { ...order, shares, price },
            { heldShares: 1, positionValue, totalValue },
          );
          const percent = ((positionValue + shares * price) / totalValue) * 100;
          expect(breach !== null).toBe(max < 100 && percent > max + 1e-9);
          if (breach) expect(breach).toContain(`limit any position to ${max}% of the portfolio`);
        },
      ),
    );
  });

  it('breaks no rule under the default rules for any well-formed order', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COMPETITION_ORDER_TYPES),
        fc.integer({ min: 1, max: 10_000 }),
        fc.double({ min: 0.01, max: 5_000, noNaN: true }),
        (orderType, shares, price) => {
          expect(orderBreach(DEFAULT_RULES, { ...order, orderType, shares, price }, account)).toBeNull();
        },
      ),
    );
  });

  it('checks a raw order against the ledger and the quotes, leaving malformed orders to the engine', () => {
    const rules = { ...DEFAULT_RULES, maxPositionPercent: 50 };
    const ledger = { cash: 500_000, positions: [{ symbol: 'AAPL', shares: 20 }] }; // $5,000 cash
    const quote = (s: string) => (s === 'AAPL' ? 250 : undefined); // 20 × $250 = $5,000 held
    expect(gameOrderBreach(rules, { type: 'buy', shares: 1 }, 'AAPL', ledger, quote)).toContain(
      'this order would make AAPL 52.5%',
    );
    expect(gameOrderBreach(rules, { type: 'sell', shares: 1 }, 'AAPL', ledger, quote)).toBeNull();
    expect(gameOrderBreach(rules, { type: 'buy', shares: 'ten' }, 'AAPL', ledger, quote)).toBeNull();
    expect(gameOrderBreach(rules, { type: 'hold', shares: 1 }, 'AAPL', ledger, quote)).toBeNull();
    expect(gameOrderBreach(rules, { type: 'buy', shares: 1 }, 'ZZZZ', ledger, quote)).toBeNull();
  });
});

describe('invite codes', () => {
  it('are CODE_LENGTH characters without look-alikes, and typing ignores case, spaces and dashes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: CODE_LENGTH, maxLength: 16 }), (bytes) => {
        const code = inviteCode(bytes);
        expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
        expect(normaliseCode(` ${code.slice(0, 4).toLowerCase()}-${code.slice(4)} `)).toBe(code);
      }),
    );
  });
});
