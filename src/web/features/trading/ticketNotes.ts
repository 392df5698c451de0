// What the order ticket says before submit, beside the risk signal's warnings: pure, tested.
// - An order that executes the moment it is placed (a sell stop at or above the market, a buy limit
//   above the ask, …) fills at about the market price, not at the price typed: said, and priced so.
// - A sell stop on shares held defaults to Good till cancelled: a Day stop expires 24 hours after it is placed.
// - The quantity is checked in the ticket (the spec's words), not by the browser's pop-up.
// - After "Insufficient funds", how many shares the cash does buy.
import { locate, nextSessionAfter } from '../../../core/market/calendar';
import {
  DAY_ORDER_TTL_MS,
  MAX_PRICE_CENTS,
  MAX_SHARES,
  MIN_PRICE_CENTS,
  RISK_LIMITS,
} from '../../../core/trading/constants';
import type { Book } from '../../../core/trading/execution';
import { immediateOutcome } from '../../../core/trading/marketable';
import { formatUsdGrouped, sharesText, toCents, toDollars } from '../../../core/trading/money';
import { type BuyCap, largestBuy } from '../../../core/trading/risk';
import type { Realism } from '../../../core/trading/settings';
import { countText } from '../../../core/words';
import { newYorkText } from '../../lib/dates';
import { usd } from './format';
import { needsLimit, needsStop, type OrderForm } from './orderForm';

/** A price typed in the ticket, or null when it is not one. */
const priceOf = (text: string): number | null => {
  const n = Number(text);
  return text.trim() !== '' && Number.isFinite(n) && n > 0 ? n : null;
};

export type AtOnce = {
  /** It executes now (true), or a stop-limit past its stop that waits as a limit (false). */
  fills: boolean;
  /** Dollars a share: the likely fill, or the limit it waits at. */
  price: number;
  text: string;
};

/** What a limit, stop or stop-limit would do the moment it is placed, or null when it simply waits. */
export function atOnceNote(form: OrderForm, book: Book | undefined, realism: Realism): AtOnce | null {
  if (!book || form.orderType === 'market') return null;
  const limit = needsLimit(form.orderType) ? priceOf(form.limitPrice) : null;
  const stop = needsStop(form.orderType) ? priceOf(form.stopPrice) : null;
  if ((needsLimit(form.orderType) && limit === null) || (needsStop(form.orderType) && stop === null))
    return null;
  const shares = Number(form.shares) >= 1 ? Math.floor(Number(form.shares)) : 1;
  const outcome = immediateOutcome(
    {
      side: form.side,
      orderType: form.orderType,
      shares,
      limitPrice: limit === null ? null : toCents(limit),
      stopPrice: stop === null ? null : toCents(stop),
    },
    book,
    realism,
  );
  if (!outcome) return null;
  const price = toDollars(outcome.price);
  const buy = form.side === 'buy';
  const last = usd(toDollars(book.last));
  const verb = buy ? 'buys' : 'sells';
  if (form.orderType === 'limit') {
    const touch =
      realism === 'realistic'
        ? `${buy ? 'the ask' : 'the bid'}, ${usd(toDollars(buy ? book.ask : book.bid))}`
        : `the market price, ${last}`;
    return {
      fills: true,
      price,
      text: `Your limit (${usd(limit ?? 0)}) is ${buy ? 'above' : 'below'} ${touch}: this order fills at once at about ${usd(price)} a share. A limit is the ${buy ? 'most you pay' : 'least you accept'}, not the price you get.`,
    };
  }
  const stopText = `Your stop (${usd(stop ?? 0)}) is at or ${buy ? 'below' : 'above'} the market price (${last})`;
  if (outcome.kind !== 'fills' || form.orderType === 'stop-limit') {
    return outcome.kind === 'fills'
      ? {
          fills: true,
          price,
          text: `${stopText}: it triggers as soon as it is placed and, with your limit at ${usd(limit ?? 0)}, ${verb} at once at about ${usd(price)} a share.`,
        }
      : {
          fills: false,
          price,
          text: `${stopText}: it triggers as soon as it is placed and waits as a limit order at ${usd(price)}.`,
        };
  }
  const aim = buy
    ? 'A buy stop goes above the market price.'
    : 'A protective sell stop goes below the market price.';
  return {
    fills: true,
    price,
    text: `${stopText}: it triggers as soon as it is placed and ${verb} at once at about ${usd(price)} a share, not at ${usd(stop ?? 0)}. ${aim}`,
  };
}

/**
 * The ticket's time in force after an edit: a sell stop on shares held becomes Good till cancelled
 * (`defaulted`), and goes back to Day when the order stops being one, unless the learner chose it.
 */
export function protectiveDefault(
  before: OrderForm,
  after: OrderForm,
  held: number,
  defaulted: boolean,
): { form: OrderForm; defaulted: boolean } {
  const stopSell = (f: OrderForm) => f.side === 'sell' && needsStop(f.orderType);
  if (held > 0 && stopSell(after) && !stopSell(before) && after.timeInForce === 'day')
    return { form: { ...after, timeInForce: 'gtc' }, defaulted: true };
  if (defaulted && stopSell(before) && !stopSell(after) && after.timeInForce === 'gtc')
    return { form: { ...after, timeInForce: 'day' }, defaulted: false };
  return { form: after, defaulted: defaulted && after.timeInForce === 'gtc' };
}

export const PROTECTIVE_GTC =
  'Time in force set to Good till cancelled: a Day stop expires 24 hours after it is placed and would leave your shares unprotected after that.';

/** The quantity's problem in the spec's words, or null; an empty field is one only on submit. */
export function sharesError(text: string, submitting: boolean): string | null {
  if (text.trim() === '') return submitting ? 'Shares quantity is required' : null;
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0) return 'Shares must be a positive number';
  if (!Number.isInteger(n)) return 'Shares must be a whole number';
  if (n > MAX_SHARES) return `Shares must be between 1 and ${MAX_SHARES}`;
  return null;
}

/** A limit or stop price typed out of the engine's range, said as the quantity's errors are: as it is typed. */
export function priceError(text: string, name: 'Limit price' | 'Stop price'): string | null {
  if (text.trim() === '') return null;
  const cents = Number(text) * 100;
  return cents >= MIN_PRICE_CENTS && cents <= MAX_PRICE_CENTS
    ? null
    : `${name} must be between ${formatUsdGrouped(MIN_PRICE_CENTS)} and ${formatUsdGrouped(MAX_PRICE_CENTS)}`;
}

const CAP_WORDS: Record<Exclude<BuyCap, 'cash'>, string> = {
  positionSize: `one buy may be at most ${RISK_LIMITS.positionSize}% of your portfolio`,
  concentration: `one holding may be at most ${RISK_LIMITS.concentration}% of your portfolio`,
  orderValue: `one order may be at most ${formatUsdGrouped(RISK_LIMITS.orderValue * 100).replace(/\.00$/, '')}`,
};

/**
 * After "Insufficient funds" or a size refusal of the risk rules: the largest buy that goes
 * through, the smaller of what the cash buys and what the risk rules allow (largestBuy, the
 * engine's own checks), and which limit binds. `price` dollars a share; `account` the portfolio's
 * value and the position's value in dollars (without it only the cash is counted).
 */
export function affordNote(
  cash: number,
  price: number,
  symbol: string,
  account?: { portfolioValue: number; heldValue: number },
): string | null {
  if (!(price > 0) || !(cash >= 0)) return null;
  const cents = toCents(price);
  const best = largestBuy({
    cash: toCents(cash),
    price: cents,
    portfolioValue: account ? toCents(account.portfolioValue) : Number.POSITIVE_INFINITY,
    heldValue: account ? toCents(account.heldValue) : 0,
  });
  const at = `at about ${usd(price)}`;
  const cashPart =
    best.cashShares === 0
      ? `Your cash does not cover one share of ${symbol} ${at}`
      : `You can afford ${sharesText(best.cashShares)} of ${symbol} ${at}`;
  if (best.cap === 'cash' || best.shares === best.cashShares) return `${cashPart}.`;
  const more = best.cap === 'concentration' && (account?.heldValue ?? 0) > 0 ? 'more ' : '';
  const tail =
    best.shares === 0
      ? `no ${more}shares of ${symbol} fit`
      : `up to ${countText(best.shares, `${more}share`, `${more}shares`, (n) => n.toLocaleString('en-US'))}`;
  return `${cashPart}, but ${CAP_WORDS[best.cap]}: ${tail}.`;
}

/**
 * A Day order placed while the market is closed: when it can first fill and when it expires (24
 * hours after it is placed, spec §4 Expiry), and plainly when that comes before the next session
 * opens. Null while a session runs (it can fill now) or for other times in force.
 */
export function closedDayOrderNote(timeInForce: OrderForm['timeInForce'], now: Date): string | null {
  if (timeInForce !== 'day' || locate(now).state === 'REGULAR') return null;
  const next = nextSessionAfter(now);
  const expires = new Date(now.getTime() + DAY_ORDER_TTL_MS);
  const opens = newYorkText(next.open);
  const ends = newYorkText(expires);
  if (expires.getTime() <= next.open.getTime())
    return `The market is closed until ${opens}. A Day order expires 24 hours after it is placed (${ends}), before the market opens, so it would never fill: choose Good till cancelled to keep it for the next session.`;
  return `The market is closed: this Day order waits and can fill from ${opens}; it expires 24 hours after it is placed (${ends}).`;
}

/**
 * The market's state in words while no session runs ("Market closed: prices are from the last close
 * · opens Mon 7 Dec, 09:30 New York"), or null during a session, when prices are live.
 */
export function marketStatusText(
  state: 'REGULAR' | 'PRE' | 'POST' | 'CLOSED' | undefined,
  now: Date,
): string | null {
  const regular = state === undefined ? locate(now).state === 'REGULAR' : state === 'REGULAR';
  if (regular) return null;
  const opens = `opens ${newYorkText(nextSessionAfter(now).open)}`;
  return state === 'PRE'
    ? `Pre-market: prices are from the last close · ${opens}`
    : `Market closed: prices are from the last close · ${opens}`;
}
