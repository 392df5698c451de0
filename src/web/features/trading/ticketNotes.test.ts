import { describe, expect, it } from 'vitest';
import type { Book } from '../../../core/trading/execution';
import { estimatedValue, type OrderForm } from './orderForm';
import {
  affordNote,
  atOnceNote,
  closedDayOrderNote,
  marketStatusText,
  protectiveDefault,
  sharesError,
} from './ticketNotes';

const book: Book = { last: 20890, bid: 20886, ask: 20894, minuteVolume: 100_000, volatility: 0.25 };
const form = (patch: Partial<OrderForm> = {}): OrderForm => ({
  symbol: 'AAPL',
  side: 'sell',
  orderType: 'stop',
  timeInForce: 'day',
  shares: '4',
  limitPrice: '',
  stopPrice: '',
  ...patch,
});

describe('the ticket says when an order executes the moment it is placed', () => {
  it('a sell stop above the market: fills at about the market, and the estimate follows', () => {
    const stop = form({ stopPrice: '250' });
    const note = atOnceNote(stop, book, 'simple');
    expect(note).toEqual({
      fills: true,
      price: 208.9,
      text: 'Your stop ($250.00) is at or above the market price ($208.90): it triggers as soon as it is placed and sells at once at about $208.90 a share, not at $250.00. A protective sell stop goes below the market price.',
    });
    expect(estimatedValue(stop, 208.9)).toBe(1000);
    expect(estimatedValue(stop, 208.9, note?.price)).toBe(835.6);
    expect(atOnceNote(form({ stopPrice: '195' }), book, 'simple')).toBeNull();
    expect(atOnceNote(form({ stopPrice: '' }), book, 'simple')).toBeNull();
  });

  it('a buy stop at or below the market, and both limits that cross the spread', () => {
    expect(atOnceNote(form({ side: 'buy', stopPrice: '200' }), book, 'realistic')?.text).toContain(
      'at or below the market price ($208.90): it triggers as soon as it is placed and buys at once at about $208.95',
    );
    expect(
      atOnceNote(form({ side: 'buy', orderType: 'limit', limitPrice: '220' }), book, 'realistic')?.text,
    ).toBe(
      'Your limit ($220.00) is above the ask, $208.94: this order fills at once at about $208.95 a share. A limit is the most you pay, not the price you get.',
    );
    expect(atOnceNote(form({ orderType: 'limit', limitPrice: '200' }), book, 'simple')?.text).toContain(
      'is below the market price, $208.90: this order fills at once at about $208.90 a share. A limit is the least you accept',
    );
    expect(
      atOnceNote(form({ side: 'buy', orderType: 'limit', limitPrice: '200' }), book, 'simple'),
    ).toBeNull();
  });

  it('a stop-limit past its stop fills at once within its limit, or waits as a limit', () => {
    const fills = atOnceNote(
      form({ orderType: 'stop-limit', stopPrice: '250', limitPrice: '200' }),
      book,
      'simple',
    );
    expect(fills?.fills).toBe(true);
    expect(fills?.text).toContain('with your limit at $200.00, sells at once at about $208.90 a share');
    const rests = atOnceNote(
      form({ orderType: 'stop-limit', stopPrice: '250', limitPrice: '240' }),
      book,
      'simple',
    );
    expect(rests).toMatchObject({ fills: false, price: 240 });
    expect(rests?.text).toContain('waits as a limit order at $240.00');
  });
});

describe('a protective stop', () => {
  it('defaults to Good till cancelled when a sell stop is picked on shares held', () => {
    const before = form({ orderType: 'market' });
    expect(protectiveDefault(before, form(), 8, false)).toEqual({
      form: form({ timeInForce: 'gtc' }),
      defaulted: true,
    });
    expect(protectiveDefault(form({ side: 'buy' }), form(), 8, false).defaulted).toBe(true);
    expect(protectiveDefault(before, form(), 0, false).defaulted).toBe(false);
    expect(protectiveDefault(before, form({ side: 'buy' }), 8, false).defaulted).toBe(false);
    // A learner who then picks Day keeps it.
    expect(protectiveDefault(form({ timeInForce: 'gtc' }), form(), 8, true)).toEqual({
      form: form(),
      defaulted: false,
    });
  });

  it('goes back to Day when the order stops being a sell stop, unless the learner chose GTC', () => {
    const stop = form({ timeInForce: 'gtc' });
    expect(protectiveDefault(stop, form({ side: 'buy', timeInForce: 'gtc' }), 8, true)).toEqual({
      form: form({ side: 'buy' }),
      defaulted: false,
    });
    const chosen = protectiveDefault(stop, form({ orderType: 'limit', timeInForce: 'gtc' }), 8, false);
    expect(chosen.form.timeInForce).toBe('gtc');
  });
});

describe('the quantity and what the cash buys', () => {
  it('says the quantity problem in the spec words; an empty field only on submit', () => {
    expect(sharesError('', false)).toBeNull();
    expect(sharesError('', true)).toBe('Shares quantity is required');
    expect(sharesError('0', false)).toBe('Shares must be a positive number');
    expect(sharesError('1.5', false)).toBe('Shares must be a whole number');
    expect(sharesError('20000', false)).toBe('Shares must be between 1 and 10000');
    expect(sharesError('3', true)).toBeNull();
  });
  it('counts the whole shares the cash buys', () => {
    expect(affordNote(9890.79, 209.44, 'AAPL')).toBe('You can afford 47 shares of AAPL at about $209.44.');
    // The $50,000 order limit holds whatever the portfolio.
    expect(affordNote(98900.79, 209.44, 'AAPL')).toBe(
      'You can afford 472 shares of AAPL at about $209.44, but one order may be at most $50,000: up to 238 shares.',
    );
    expect(affordNote(300, 209.44, 'AAPL')).toBe('You can afford 1 share of AAPL at about $209.44.');
    expect(affordNote(100, 209.44, 'AAPL')).toBe(
      'Your cash does not cover one share of AAPL at about $209.44.',
    );
  });
  it('offers the largest buy the risk rules let through, and names the rule that binds', () => {
    const fresh = { portfolioValue: 99_900, heldValue: 0 };
    expect(affordNote(99_900, 210.28, 'AAPL', fresh)).toBe(
      'You can afford 475 shares of AAPL at about $210.28, but one buy may be at most 10% of your portfolio: up to 47 shares.',
    );
    expect(affordNote(80_000, 100, 'KO', { portfolioValue: 100_000, heldValue: 24_000 })).toBe(
      'You can afford 800 shares of KO at about $100.00, but one holding may be at most 25% of your portfolio: up to 10 more shares.',
    );
    expect(affordNote(80_000, 100, 'KO', { portfolioValue: 100_000, heldValue: 25_000 })).toBe(
      'You can afford 800 shares of KO at about $100.00, but one holding may be at most 25% of your portfolio: no more shares of KO fit.',
    );
    expect(affordNote(900_000, 100, 'KO', { portfolioValue: 900_000, heldValue: 0 })).toBe(
      'You can afford 9,000 shares of KO at about $100.00, but one order may be at most $50,000: up to 500 shares.',
    );
    expect(affordNote(500, 210.28, 'AAPL', fresh)).toBe('You can afford 2 shares of AAPL at about $210.28.');
  });
});

describe('a Day order placed while the market is closed', () => {
  it('says a Saturday Day order expires before Monday opens, and a Monday evening one when it can fill', () => {
    // Saturday 5 Dec 2026, 3 PM New York.
    expect(closedDayOrderNote('day', new Date('2026-12-05T20:00:00Z'))).toBe(
      'The market is closed until Mon 7 Dec, 09:30 New York. A Day order expires 24 hours after it is placed (Sun 6 Dec, 15:00 New York), before the market opens, so it would never fill: choose Good till cancelled to keep it for the next session.',
    );
    // Monday 7 Dec, 6 PM New York: it can fill on Tuesday, until 6 PM.
    expect(closedDayOrderNote('day', new Date('2026-12-07T23:00:00Z'))).toBe(
      'The market is closed: this Day order waits and can fill from Tue 8 Dec, 09:30 New York; it expires 24 hours after it is placed (Tue 8 Dec, 18:00 New York).',
    );
    expect(closedDayOrderNote('gtc', new Date('2026-12-05T20:00:00Z'))).toBeNull();
    expect(closedDayOrderNote('day', new Date('2026-12-08T16:00:00Z'))).toBeNull();
  });
});

describe('the market status', () => {
  it('says the market is closed and when it opens, and nothing during a session', () => {
    const saturday = new Date('2026-12-05T20:00:00Z');
    expect(marketStatusText('CLOSED', saturday)).toBe(
      'Market closed: prices are from the last close · opens Mon 7 Dec, 09:30 New York',
    );
    expect(marketStatusText(undefined, saturday)).toBe(marketStatusText('CLOSED', saturday));
    expect(marketStatusText('PRE', new Date('2026-12-07T13:00:00Z'))).toBe(
      'Pre-market: prices are from the last close · opens Mon 7 Dec, 09:30 New York',
    );
    expect(marketStatusText('REGULAR', new Date('2026-12-07T16:00:00Z'))).toBeNull();
  });
});
