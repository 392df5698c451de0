// How many of a position's shares the live exit orders already promise to sell. Advanced orders
// reserve no shares (decision 0004): when one triggers without them it fails. A learner who puts
// a third stop on ten shares believes each one protects them, so a new exit that the others
// already cover is placed with a warning that says so.
import { isTerminal } from './advanced-machine';
import { findPosition } from './ledger';
import { sharesText } from './money';
import type { AdvancedOrder, Ledger } from './types';
import type { OrderWarning } from './warnings';

const EXITS = new Set<AdvancedOrder['type']>(['STOP_LOSS', 'TRAILING_STOP', 'TAKE_PROFIT']);

/**
 * Shares of `symbol` the live sell exits would sell. The legs of one pair (an OCO, a filled
 * bracket's stop and target) cancel each other, so a pair counts once, at its larger leg.
 */
export function coveredShares(state: Ledger, symbol: string): number {
  const groups = new Map<string, number>();
  for (const o of state.advancedOrders) {
    if (o.symbol !== symbol || o.side !== 'sell' || !EXITS.has(o.type) || isTerminal(o.status)) continue;
    const group = o.parentOrderId ?? o.bracketId ?? o.id;
    groups.set(group, Math.max(groups.get(group) ?? 0, o.shares));
  }
  let sum = 0;
  for (const shares of groups.values()) sum += shares;
  return sum;
}

/** The warning for a new sell exit of `shares` when the live exits already cover the position. */
export function overlapWarning(state: Ledger, symbol: string, shares: number): OrderWarning | null {
  const held = Math.max(0, findPosition(state, symbol)?.shares ?? 0);
  const covered = coveredShares(state, symbol);
  if (covered === 0 || covered + shares <= held) return null;
  return {
    code: 'EXIT_OVERLAP',
    message: `Your other exit orders already cover ${sharesText(Math.min(covered, held))} of your ${sharesText(held)} of ${symbol}: whichever triggers first sells them, and this one then fails for want of shares.`,
  };
}
