// A trading game's rules (issue 21 point 1), as pure checks: the server runs them under the game
// portfolio's lock before the engine sees an order, so a trade that breaks a rule is refused with a
// message that names the rule, and the personal portfolio (no rules) is untouched by any of this.

export const COMPETITION_ORDER_TYPES = ['market', 'limit', 'stop', 'stop-limit'] as const;
export type CompetitionOrderType = (typeof COMPETITION_ORDER_TYPES)[number];

export type CompetitionRules = {
  orderTypes: readonly CompetitionOrderType[];
  /** Stop-loss, trailing stops, brackets, OCO and OTO. */
  advancedOrders: boolean;
  /** Selling short: a game that allows it gives every player a margin account. */
  shorting: boolean;
  options: boolean;
  /** Largest position after a buy, percent of the portfolio's value (100: no limit). */
  maxPositionPercent: number;
  /** Dollars; shares priced under this cannot be bought (0: no limit). */
  minSharePrice: number;
  /** Dollars charged on every fill (0: none); the engine takes it from cash with the fill. */
  commission: number;
};

export const DEFAULT_RULES: CompetitionRules = {
  orderTypes: COMPETITION_ORDER_TYPES,
  advancedOrders: true,
  shorting: false,
  options: false,
  maxPositionPercent: 100,
  minSharePrice: 0,
  commission: 0,
};

export const MIN_STARTING_CASH = 1_000;
export const MAX_STARTING_CASH = 10_000_000;
/** The longest competition name, in characters: the server's check and the form's field. */
export const MAX_COMPETITION_NAME = 60;
/** A game lasts at most a year (a leap year's worth of days). */
export const MAX_GAME_DAYS = 366;

/** The rows of a game's ranking asked for without a `limit`: its first page. */
export const GAME_RANKING_PAGE = 50;

export type CompetitionStatus = 'upcoming' | 'active' | 'ended';

const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
/** A real calendar date written YYYY-MM-DD (not 2026-02-30, which Date would roll over). */
function isDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const at = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().startsWith(date);
}

/** Why a game's dates cannot be used, or null. `today` is the New York date the market trades on. */
export function scheduleProblem(startDate: string, endDate: string, today: string): string | null {
  if (!isDate(startDate)) return 'The start date is not a real date (YYYY-MM-DD).';
  if (!isDate(endDate)) return 'The end date is not a real date (YYYY-MM-DD).';
  if (startDate < today) return 'The start date cannot be in the past.';
  if (endDate <= startDate) return 'The end date must be after the start date.';
  if (dayNumber(endDate) - dayNumber(startDate) > MAX_GAME_DAYS)
    return `A competition can last at most ${MAX_GAME_DAYS} days.`;
  return null;
}

/** Upcoming before the start date, active through the end date (inclusive), ended after it. */
export function competitionStatus(startDate: string, endDate: string, today: string): CompetitionStatus {
  if (today < startDate) return 'upcoming';
  if (today > endDate) return 'ended';
  return 'active';
}

/** Why nothing can be traded in the game today, or null while it runs. */
export function closedMessage(startDate: string, endDate: string, today: string): string | null {
  const status = competitionStatus(startDate, endDate, today);
  if (status === 'upcoming') return `This competition has not started yet: trading opens on ${startDate}.`;
  if (status === 'ended') return `This competition ended on ${endDate}: its ranking is final.`;
  return null;
}

const ORDER_TYPE_NAMES: Record<CompetitionOrderType, string> = {
  market: 'market',
  limit: 'limit',
  stop: 'stop',
  'stop-limit': 'stop-limit',
};

const dollars = (x: number) =>
  `$${x.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export type OrderToCheck = {
  side: 'buy' | 'sell';
  orderType: CompetitionOrderType;
  symbol: string;
  shares: number;
  /** The price the order would pay or get per share (dollars): the quote, or its limit. */
  price: number;
};

export type AccountToCheck = {
  /** Shares of this symbol held now (negative for a short). */
  heldShares: number;
  /** Value of the position in this symbol now, dollars. */
  positionValue: number;
  /** Portfolio value now (cash plus positions), dollars. */
  totalValue: number;
};

/** The first rule this order breaks, as the message the player sees; null when it breaks none. */
export function orderBreach(
  rules: CompetitionRules,
  order: OrderToCheck,
  account: AccountToCheck,
): string | null {
  if (!rules.orderTypes.includes(order.orderType))
    return `This competition's rules do not allow ${ORDER_TYPE_NAMES[order.orderType]} orders. Allowed: ${rules.orderTypes.map((t) => ORDER_TYPE_NAMES[t]).join(', ')}.`;
  if (order.side === 'sell') {
    if (!rules.shorting && order.shares > Math.max(0, account.heldShares))
      return "This competition's rules do not allow short selling: you can sell only the shares you hold.";
    return null;
  }
  if (order.price < rules.minSharePrice)
    return `This competition's rules do not allow buying shares priced under ${dollars(rules.minSharePrice)} (${order.symbol} is ${dollars(order.price)}).`;
  if (rules.maxPositionPercent < 100 && account.totalValue > 0) {
    const after = account.positionValue + order.shares * order.price;
    const percent = (after / account.totalValue) * 100;
    if (percent > rules.maxPositionPercent + 1e-9)
      return `This competition's rules limit any position to ${rules.maxPositionPercent}% of the portfolio: this order would make ${order.symbol} ${percent.toFixed(1)}%.`;
  }
  return null;
}

export const ADVANCED_ORDERS_REFUSED =
  "This competition's rules do not allow advanced orders (stop-loss, trailing stops, brackets, OCO and OTO).";
export const OPTIONS_REFUSED = "This competition's rules do not allow options.";
export const ACCOUNT_TYPE_FIXED =
  "This competition's rules set the account type: short selling is allowed only when the organiser allows it.";
export const RESET_REFUSED =
  'A competition portfolio cannot be reset: it is ranked against the other players.';

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 8;

/** An invite code from random bytes (at least CODE_LENGTH of them). */
export function inviteCode(bytes: Uint8Array): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[bytes[i]! % CODE_ALPHABET.length];
  return code;
}

/** A code as typed: case, spaces and dashes do not matter. */
export function normaliseCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

type RawGameOrder = {
  type?: unknown;
  symbol?: unknown;
  shares?: unknown;
  orderType?: unknown;
  price?: unknown;
  stopPrice?: unknown;
};

type LedgerToCheck = { cash: number; positions: readonly { symbol: string; shares: number }[] };

/**
 * The rule an order as sent breaks in a game portfolio (`ledger` in cents, `quote` in dollars), or
 * null. An order the engine would refuse anyway (no such side, a bad share count) is left to the
 * engine, whose message says what is wrong with it.
 */
export function gameOrderBreach(
  rules: CompetitionRules,
  raw: RawGameOrder,
  symbol: string,
  ledger: LedgerToCheck,
  quote: (symbol: string) => number | undefined,
): string | null {
  const side = typeof raw.type === 'string' ? raw.type.toLowerCase() : '';
  const orderType = (typeof raw.orderType === 'string' ? raw.orderType.toLowerCase() : 'market') || 'market';
  const shares = Number(raw.shares);
  if ((side !== 'buy' && side !== 'sell') || !Number.isInteger(shares) || shares <= 0) return null;
  if (!(COMPETITION_ORDER_TYPES as readonly string[]).includes(orderType)) return null;
  const last = quote(symbol);
  if (last === undefined) return null;
  const limit = Number(raw.price);
  const stop = Number(raw.stopPrice);
  const price = Number.isFinite(limit) && limit > 0 ? limit : Number.isFinite(stop) && stop > 0 ? stop : last;
  const held = ledger.positions.find((p) => p.symbol === symbol)?.shares ?? 0;
  const totalValue =
    ledger.cash / 100 + ledger.positions.reduce((sum, p) => sum + p.shares * (quote(p.symbol) ?? 0), 0);
  return orderBreach(
    rules,
    { side, orderType: orderType as CompetitionOrderType, symbol, shares, price },
    { heldShares: held, positionValue: held * last, totalValue },
  );
}
