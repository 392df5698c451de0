// Sanitising of an incoming order (spec §5 "Sanitising"). It never throws: anything odd becomes a value
// that validation then refuses with the spec's message.

/** An order as it arrives (HTTP body or the guest screen), untrusted. */
export type RawOrder = {
  type?: unknown;
  symbol?: unknown;
  shares?: unknown;
  orderType?: unknown;
  timeInForce?: unknown;
  price?: unknown;
  stopPrice?: unknown;
};

export type SanitisedOrder = {
  /** Lowercased; '' when absent. */
  type: string;
  /** Uppercased, letters and dots only; null when absent or not a string. */
  symbol: string | null;
  /** The number as given (NaN when not numeric, null when absent): validation reports on it. */
  rawShares: number | null;
  /** A whole non-negative number. */
  shares: number;
  /** Lowercased; defaults to market. */
  orderType: string;
  /** Lowercased; defaults to day. */
  timeInForce: string;
  /** Dollars rounded to 2 decimals; null when absent. */
  price: number | null;
  stopPrice: number | null;
};

export function sanitiseSymbol(symbol: string): string {
  return symbol.toUpperCase().replace(/[^A-Z.]/g, '');
}

/** A number written in decimals, as a form sends it ("3", " 12.50 ", "1e3"); not "0x10" or "0b11". */
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

function toNumber(v: unknown): number | null {
  if (v === undefined || v === null || v === '') return null;
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return DECIMAL.test(v.trim()) ? Number(v.trim()) : Number.NaN;
  return Number.NaN;
}

export function sanitisePrice(v: unknown): number | null {
  const num = toNumber(v);
  if (num === null) return null;
  if (!Number.isFinite(num)) return Number.NaN;
  return Math.round((num + Number.EPSILON) * 100) / 100;
}

export function sanitiseOrder(raw: RawOrder): SanitisedOrder {
  const rawShares = toNumber(raw.shares);
  const finite = rawShares !== null && Number.isFinite(rawShares) ? rawShares : 0;
  return {
    type: typeof raw.type === 'string' ? raw.type.trim().toLowerCase() : '',
    symbol: typeof raw.symbol === 'string' ? sanitiseSymbol(raw.symbol) : null,
    rawShares,
    shares: Math.max(0, Math.floor(finite)),
    orderType:
      typeof raw.orderType === 'string' && raw.orderType.trim()
        ? raw.orderType.trim().toLowerCase()
        : 'market',
    timeInForce:
      typeof raw.timeInForce === 'string' && raw.timeInForce.trim()
        ? raw.timeInForce.trim().toLowerCase()
        : 'day',
    price: sanitisePrice(raw.price),
    stopPrice: sanitisePrice(raw.stopPrice),
  };
}
