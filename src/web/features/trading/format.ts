// Numbers as the trading screens show them: dollars with 2 decimals, signed changes, percents.

import { dateTimeText } from '../../lib/dates';

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** $1,234.50 (negative: -$1,234.50); anything that rounds to zero cents is $0.00, never -$0.00. */
export function usd(value: number): string {
  const cents = Math.round(value * 100) / 100;
  return dollars.format(cents === 0 ? 0 : cents);
}

/**
 * A chart axis tick in whole dollars, with a true minus sign: −$2,500 / $0 / $1,200. The same
 * formatter as usd, rounded to the dollar (a tick never reads -$0).
 */
export function axisUsd(value: number): string {
  return usd(Math.round(value)).replace(/\.00$/, '').replace('-', '\u2212');
}

/** +$12.00 / -$3.40 / $0.00. */
export function signedUsd(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  if (rounded === 0) return usd(0);
  return `${rounded > 0 ? '+' : '-'}${usd(Math.abs(rounded))}`;
}

/** 1.235 → "1.24" (2 places); anything that rounds to zero is "0.00", never "-0.00". */
export function decimals(value: number, places = 2): string {
  const text = value.toFixed(places);
  return Number(text) === 0 ? (0).toFixed(places) : text;
}

/** +1.23% / -0.50% / 0.00%. */
export function signedPct(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  if (rounded === 0) return '0.00%';
  return `${rounded > 0 ? '+' : ''}${rounded.toFixed(2)}%`;
}

/** Tailwind colour of a gain or a loss. */
export function tone(value: number): string {
  return value > 0 ? 'text-emerald-400' : value < 0 ? 'text-rose-400' : 'text-slate-300';
}

/** "30 Nov, 18:35": an order's or a trade's time in a list; what is not a date is shown as it came. */
export function shortDate(iso: string): string {
  return Number.isNaN(Date.parse(iso)) ? iso : dateTimeText(iso, { year: false });
}
