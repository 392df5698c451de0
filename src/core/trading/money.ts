// Money is integer cents inside the engine; dollars with 2 decimals at the edges.

import { countText } from '../words';

/** Dollars (possibly fractional) to whole cents, rounding half away from zero. */
export function toCents(dollars: number): number {
  const cents = Math.round(Math.abs(dollars) * 100 + Number.EPSILON * 100);
  return dollars < 0 ? -cents : cents;
}

/** Cents to dollars, exact to 2 decimals. */
export function toDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** "1234.5" dollars style used inside messages: "$1234.50". */
export function formatUsd(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}$${(Math.abs(Math.round(cents)) / 100).toFixed(2)}`;
}

/** The same with thousands separators, for sums a learner reads at a glance: "$209,440.00". */
export function formatUsdGrouped(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const dollars = Math.abs(Math.round(cents)) / 100;
  return `${sign}$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Rounds a dollar amount to 2 decimals. */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** 1 share / 1,200 shares. */
export function sharesText(n: number): string {
  return countText(n, 'share', 'shares', (k) => k.toLocaleString('en-US'));
}
