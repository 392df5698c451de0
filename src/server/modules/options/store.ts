// SQL of option positions: load them with the ledger, and write back what an option command changed
// (always inside the transaction that holds the portfolio row's lock).
import { and, eq } from 'drizzle-orm';
import type { OptionPosition } from '../../../core/options/value';
import { optionPositions } from '../../db/schema';
import type { Executor, Tx } from '../trading/store';

type Json = Record<string, unknown>;

/** A row (drizzle's camelCase or json_agg's snake_case) as the ledger's OptionPosition. */
export function optionPositionFromRow(r: Json): OptionPosition {
  const opened = r.openedAt ?? r.opened_at;
  return {
    symbol: String(r.symbol),
    type: r.type === 'put' ? 'put' : 'call',
    strike: Number(r.strike),
    expiration: String(r.expiration),
    side: r.side === 'short' ? 'short' : 'long',
    contracts: Number(r.contracts),
    costBasis: Number(r.costBasis ?? r.cost_basis),
    openedAt: new Date(opened instanceof Date ? opened : String(opened)).toISOString(),
  };
}

export async function loadOptionPositions(db: Executor, userId: string): Promise<OptionPosition[]> {
  const rows = await db.select().from(optionPositions).where(eq(optionPositions.userId, userId));
  return rows
    .filter((r) => r.contracts > 0)
    .map((r) => optionPositionFromRow(r as unknown as Json))
    .sort((a, b) => (a.symbol + a.expiration).localeCompare(b.symbol + b.expiration) || a.strike - b.strike);
}

const key = (p: OptionPosition) => `${p.symbol}|${p.type}|${p.strike}|${p.expiration}`;

/** Writes the difference between two lists of option positions. */
export async function persistOptionPositions(
  tx: Tx,
  userId: string,
  before: readonly OptionPosition[] | undefined,
  after: readonly OptionPosition[] | undefined,
): Promise<void> {
  const old = new Map((before ?? []).map((p) => [key(p), p]));
  const next = new Map((after ?? []).map((p) => [key(p), p]));
  const where = (p: OptionPosition) =>
    and(
      eq(optionPositions.userId, userId),
      eq(optionPositions.symbol, p.symbol),
      eq(optionPositions.type, p.type),
      eq(optionPositions.strike, p.strike),
      eq(optionPositions.expiration, p.expiration),
    );
  for (const [k, p] of next) {
    const was = old.get(k);
    if (!was) await tx.insert(optionPositions).values({ userId, ...p, openedAt: new Date(p.openedAt) });
    else if (was.contracts !== p.contracts || was.costBasis !== p.costBasis || was.side !== p.side)
      await tx
        .update(optionPositions)
        .set({ contracts: p.contracts, costBasis: p.costBasis, side: p.side })
        .where(where(p));
  }
  for (const [k, p] of old) if (!next.has(k)) await tx.delete(optionPositions).where(where(p));
}
