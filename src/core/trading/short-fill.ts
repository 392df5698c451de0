// The fill of a position that is or becomes short (margin accounts only). Positions are signed: a short
// has negative shares and a negative cost basis (minus the proceeds), so value = shares × price and
// unrealised P&L = value − basis hold for both sides, and cash + Σ shares × price is unchanged by any
// fill at the fill's price (the conservation the property test checks).
import { recordFill } from './fill-record';
import type { Fill } from './ledger';
import type { Ledger, Position, Trade } from './types';

const bySymbol = (a: Position, b: Position) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0);

/**
 * Buys or sells `fill.shares`, closing what is held on the other side first and opening the rest.
 * Refuses (null) when cash would go negative: a cover is paid from cash, never on credit.
 */
export function applySignedFill(
  state: Ledger,
  fill: Fill,
  now: Date,
  id: string,
): { state: Ledger; trade: Trade } | null {
  if (fill.shares <= 0) return null;
  const delta = fill.side === 'buy' ? fill.shares : -fill.shares;
  const fee = state.commission ?? 0;
  const cash = state.cash - delta * fill.price - fee;
  if (cash < 0) return null;
  const at = now.toISOString();
  const existing = state.positions.find((p) => p.symbol === fill.symbol);
  const held = existing?.shares ?? 0;
  const basis = existing?.costBasis ?? 0;
  let shares = held;
  let costBasis = basis;
  let realizedPnL: number | null = null;
  let realizedPnLPercent: number | null = null;
  let opening = delta;
  if (held !== 0 && Math.sign(held) !== Math.sign(delta)) {
    const closeQty = Math.min(Math.abs(held), Math.abs(delta));
    const closed = Math.sign(held) * closeQty; // signed shares leaving the position
    const basisClosed = closeQty === Math.abs(held) ? basis : Math.round((basis * closeQty) / Math.abs(held));
    realizedPnL = closed * fill.price - basisClosed;
    realizedPnLPercent =
      basisClosed !== 0 ? Math.round((realizedPnL / Math.abs(basisClosed)) * 10000) / 100 : 0;
    shares = held - closed;
    costBasis = basis - basisClosed;
    opening = delta + closed;
  }
  const firstBuyDate = shares === 0 || !existing ? at : existing.firstBuyDate;
  shares += opening;
  costBasis += opening * fill.price;
  const others = state.positions.filter((p) => p.symbol !== fill.symbol);
  const positions =
    shares === 0
      ? others
      : [...others, { symbol: fill.symbol, shares, costBasis, firstBuyDate }].sort(bySymbol);
  return recordFill(state, fill, now, id, { cash, positions, realizedPnL, realizedPnLPercent });
}
