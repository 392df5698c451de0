// The simulated market's corporate actions (issue 18 §3): a deterministic calendar per symbol, a pure
// function of the symbol, like its prices. Quarterly cash dividends for every symbol with a dividend
// yield, and a stock split (forward or reverse) on some symbols. The model's prices are divided by the
// splits in force (quote.ts, history.ts), so a 2:1 split halves the quote at the start of its ex-date.
import { fnv1a } from '../hash';
import { dateOfDay, dayNumber, dayOfDate, isTradingDay } from './calendar';
import { type Instrument, instrument } from './universe';

export type CorporateActionKind = 'DIVIDEND' | 'SPLIT';

export type CorporateAction = {
  /** Stable id, e.g. "AAPL:DIVIDEND:2026-11-06": the same everywhere, so applying it is idempotent. */
  id: string;
  symbol: string;
  kind: CorporateActionKind;
  /** New York calendar dates (YYYY-MM-DD). */
  declaredDate: string;
  /** First session the shares trade without the dividend / at the split price. */
  exDate: string;
  /** Holders of record on this date are entitled (T+1 settlement: the same day as the ex-date). */
  recordDate: string;
  /** Dividends are paid (splits take effect) on this date. */
  payDate: string;
  /** Dividend per share in cents; 0 for a split. */
  cashPerShare: number;
  /** A split turns `from` shares into `to` shares (2:1 forward: from 1 to 2; 1:10 reverse: from 10 to 1). */
  from: number;
  to: number;
};

/** Dividends are generated from this year on (the model's prices start long before). */
export const FIRST_DIVIDEND_YEAR = 2020;
/** Splits happen from this date on, so the model's prices before it are as they always were. */
export const FIRST_SPLIT_DATE = '2026-12-01';
const FIRST_SPLIT_YEAR = 2026;
/**
 * Splits are drawn for ten years, at most one per symbol: compounding splits over the calendar's
 * two centuries would take prices to fractions of a cent or to millions, and the calendar must stay
 * cheap to read for any instant (a quote in 2150 reads it too).
 */
const LAST_SPLIT_YEAR = 2035;
/** One symbol in SPLIT_ODDS splits in a given year. */
const SPLIT_ODDS = 10;

/** The first trading day on or after `day` (or on or before it, going back). */
function tradingDayFrom(day: number, step: 1 | -1): number {
  let d = day;
  while (!isTradingDay(d)) d += step;
  return d;
}

/** The split of a symbol in a year, if it has one: forward for pricey shares, reverse for cheap ones. */
function splitOf(inst: Instrument, year: number): CorporateAction | undefined {
  if (inst.kind !== 'stock' || year < FIRST_SPLIT_YEAR) return undefined;
  const h = fnv1a(`${inst.symbol}:split:${year}`);
  // Cheap shares are the ones companies consolidate; dear ones the ones they split.
  const reverse = inst.anchorPrice < 25;
  const odds = reverse ? 3 : SPLIT_ODDS;
  if (h % odds !== 0) return undefined;
  const month = 1 + ((h >>> 8) % 12);
  const exDay = tradingDayFrom(dayNumber(year, month, 1 + ((h >>> 12) % 20)), 1);
  if (dateOfDay(exDay) < FIRST_SPLIT_DATE) return undefined;
  const forward = [2, 3, 4, 2, 5, 2, 3, 10][(h >>> 16) % 8]!;
  const [from, to] = reverse ? [(h >>> 20) % 2 === 0 ? 10 : 5, 1] : [1, forward];
  const declaredDay = tradingDayFrom(exDay - 35, -1);
  return {
    id: `${inst.symbol}:SPLIT:${dateOfDay(exDay)}`,
    symbol: inst.symbol,
    kind: 'SPLIT',
    declaredDate: dateOfDay(declaredDay),
    exDate: dateOfDay(exDay),
    recordDate: dateOfDay(tradingDayFrom(exDay - 1, -1)),
    payDate: dateOfDay(exDay),
    cashPerShare: 0,
    from,
    to,
  };
}

/** A symbol's one split (or none) in the years splits are drawn for; memoised, a quote reads it. */
const firstSplit = new Map<string, CorporateAction | null>();
function splitOfSymbol(inst: Instrument): CorporateAction | null {
  let split = firstSplit.get(inst.symbol);
  if (split === undefined) {
    split = null;
    for (let y = FIRST_SPLIT_YEAR; y <= LAST_SPLIT_YEAR && !split; y++) split = splitOf(inst, y) ?? null;
    firstSplit.set(inst.symbol, split);
  }
  return split;
}

/** The split of a symbol through `lastYear` (none, or one), as a list. */
function splitsThrough(inst: Instrument, lastYear: number): CorporateAction[] {
  const split = splitOfSymbol(inst);
  return split && yearOfDate(split.exDate) <= lastYear ? [split] : [];
}

const yearOfDate = (date: string) => Number(date.slice(0, 4));

/**
 * How many of today's shares one share before the splits in force on `date` became: the product of
 * to/from over the splits whose ex-date is on or before `date`. 1 for a symbol that never split.
 */
export function splitFactor(symbol: string, date: string): number {
  const inst = instrument(symbol);
  if (!inst || date < FIRST_SPLIT_DATE) return 1;
  let factor = 1;
  for (const s of splitsThrough(inst, yearOfDate(date))) if (s.exDate <= date) factor *= s.to / s.from;
  return factor;
}

/** The quarterly dividend of a symbol in a quarter (0–3 of a year), if it pays one. */
function dividendOf(inst: Instrument, year: number, quarter: number): CorporateAction | undefined {
  if (inst.dividendYield <= 0 || inst.kind === 'index') return undefined;
  const h = fnv1a(`${inst.symbol}:dividend`);
  // Each company keeps its own rhythm: the same day of the quarter's middle month every quarter.
  const exDay = tradingDayFrom(dayNumber(year, 3 * quarter + 2, 3 + (h % 20)), 1);
  const exDate = dateOfDay(exDay);
  // The universe's yield is of the anchor price; per share it follows the splits in force.
  const perShare = (inst.anchorPrice * inst.dividendYield) / 4 / splitFactor(inst.symbol, exDate);
  return {
    id: `${inst.symbol}:DIVIDEND:${exDate}`,
    symbol: inst.symbol,
    kind: 'DIVIDEND',
    declaredDate: dateOfDay(tradingDayFrom(exDay - 28, -1)),
    exDate,
    recordDate: exDate,
    payDate: dateOfDay(tradingDayFrom(exDay + 14 + ((h >>> 8) % 14), 1)),
    cashPerShare: Math.max(1, Math.round(perShare)),
    from: 1,
    to: 1,
  };
}

/**
 * The corporate actions of a symbol whose ex-date falls in [fromDate, toDate], oldest first; empty for
 * a symbol the market does not list. Pure: the same everywhere, any time it is asked.
 */
export function corporateActions(symbol: string, fromDate: string, toDate: string): CorporateAction[] {
  const inst = instrument(symbol);
  if (!inst || fromDate > toDate) return [];
  const first = Math.max(yearOfDate(fromDate), FIRST_DIVIDEND_YEAR);
  const last = yearOfDate(toDate);
  const out: CorporateAction[] = [];
  for (let y = first; y <= last; y++) {
    for (let q = 0; q < 4; q++) {
      const d = dividendOf(inst, y, q);
      if (d) out.push(d);
    }
  }
  out.push(...splitsThrough(inst, last));
  return out
    .filter((a) => a.exDate >= fromDate && a.exDate <= toDate)
    .sort((a, b) => a.exDate.localeCompare(b.exDate) || a.kind.localeCompare(b.kind));
}

/** The New York date `days` calendar days from `date`. */
export function addDays(date: string, days: number): string {
  return dateOfDay(dayOfDate(date) + days);
}
