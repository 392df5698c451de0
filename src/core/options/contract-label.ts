// An option contract's OCC symbol (AAPL261204C00215000, built by contractSymbol in ./value) read back
// into its parts, and written the way a learner reads it: "AAPL $215 call · 4 Dec 2026". Pure and
// free of the pricing engine, so the trade history and the admin page can import it on their own.
import type { OptionType } from './pricing';

export type ContractParts = {
  /** The underlying's symbol. */
  symbol: string;
  type: OptionType;
  /** Cents. */
  strike: number;
  /** YYYY-MM-DD. */
  expiration: string;
};

// YYMMDD, C or P, then the strike in thousandths of a dollar over 8 digits; the root is what precedes.
const OCC = /^(\S+?)(\d{2})(\d{2})(\d{2})([CP])(\d{8})$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The parts of an OCC contract symbol, or undefined when the text is not one (a stock's symbol, a
 * date that does not exist, a strike that is zero or not in whole cents). Years are 2000–2099.
 */
export function parseContractSymbol(text: string): ContractParts | undefined {
  const m = OCC.exec(text);
  if (!m) return undefined;
  const [, symbol, yy, mm, dd, cp, thousandths] = m as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const year = 2000 + Number(yy);
  const month = Number(mm);
  const day = Number(dd);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || month > 12 || day < 1 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined;
  const tenths = Number(thousandths);
  if (tenths === 0 || tenths % 10 !== 0) return undefined;
  return {
    symbol,
    type: cp === 'C' ? 'call' : 'put',
    strike: tenths / 10,
    expiration: `${year}-${mm}-${dd}`,
  };
}

/** "$215" for whole dollars, "$212.50" otherwise, with thousands separators ("$1,050"). */
function strikeText(cents: number): string {
  return (cents / 100).toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  });
}

/**
 * A contract as a learner reads it: AAPL261204C00215000 → "AAPL $215 call · 4 Dec 2026". Any other
 * text (a stock's symbol) comes back unchanged, so it can label every line of a trade history.
 */
export function contractLabel(symbol: string): string {
  const c = parseContractSymbol(symbol);
  if (!c) return symbol;
  const [year, month, day] = c.expiration.split('-').map(Number) as [number, number, number];
  return `${c.symbol} ${strikeText(c.strike)} ${c.type} · ${day} ${MONTHS[month - 1]} ${year}`;
}
