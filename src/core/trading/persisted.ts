// The ledger as a JSON document: what the browser keeps in localStorage for a guest, and the file a
// user exports and imports. Parsing checks the shape and the invariants, so a hand-edited file cannot
// smuggle in negative cash or shares.
import { z } from 'zod';
import { ADVANCED_STATUSES, ADVANCED_TYPES } from './advanced-machine';
import { ORDER_TYPES, SIDES, TIME_IN_FORCE } from './constants';
import { ACCOUNT_TYPES, REALISM_LEVELS } from './settings';
import type { Ledger } from './types';

export const LEDGER_FORMAT = 'thinkstreet-ledger';
export const LEDGER_VERSION = 1;

const cents = z.number().int();
const nonNegative = cents.min(0);
const iso = z.string();

// A short (margin accounts only, checked below) has negative shares and a basis of minus its proceeds.
const position = z
  .object({
    symbol: z.string(),
    shares: z
      .number()
      .int()
      .refine((n) => n !== 0),
    costBasis: cents,
    firstBuyDate: iso,
  })
  .refine((p) => (p.shares > 0 ? p.costBasis >= 0 : p.costBasis <= 0));
// A short's DIVIDEND entry is a charge (negative shares and amount); a SPLIT entry's shares are those
// after the split (negative for a short, 0 when a reverse split left only a fraction).
const trade = z
  .object({
    id: z.string(),
    type: z.enum(['BUY', 'SELL', 'option_buy', 'option_sell', 'DIVIDEND', 'SPLIT']),
    symbol: z.string(),
    shares: z.number().int(),
    price: nonNegative,
    totalValue: cents,
    commission: nonNegative,
    orderType: z.enum(ORDER_TYPES),
    status: z.literal('EXECUTED'),
    timestamp: iso,
    realizedPnL: cents.nullable(),
    realizedPnLPercent: z.number().nullable(),
    orderId: z.string().nullable(),
    execution: z
      .object({
        bid: nonNegative,
        ask: nonNegative,
        price: nonNegative,
        slippage: cents,
        slippageBps: z.number(),
        filledShares: z.number().int().min(0),
        remainingShares: z.number().int().min(0),
        reason: z.string().max(1000),
      })
      .optional(),
  })
  .refine(
    (t) => t.type === 'DIVIDEND' || t.type === 'SPLIT' || (t.shares > 0 && t.totalValue >= 0),
    'A trade moves a positive number of shares for a non-negative amount',
  );
const order = z.object({
  id: z.string(),
  createdAt: iso,
  updatedAt: iso,
  status: z.enum(['PENDING', 'FILLED', 'CANCELLED', 'EXPIRED', 'REJECTED']),
  side: z.enum(SIDES),
  orderType: z.enum(ORDER_TYPES),
  symbol: z.string(),
  shares: z.number().int().positive(),
  limitPrice: cents.nullable(),
  stopPrice: cents.nullable(),
  stopTriggered: z.boolean(),
  timeInForce: z.enum(TIME_IN_FORCE),
  reservedCash: nonNegative,
  reservedShares: z.number().int().min(0),
  reason: z.string().nullable(),
  tradeId: z.string().nullable(),
  filledShares: z.number().int().min(0).optional(),
});
const advanced = z.object({
  id: z.string(),
  type: z.enum(ADVANCED_TYPES),
  symbol: z.string(),
  shares: z.number().int().positive(),
  stopPrice: cents,
  side: z.enum(SIDES),
  status: z.enum(ADVANCED_STATUSES),
  createdAt: iso,
  updatedAt: iso,
  timeInForce: z.enum(['DAY', 'GTC']),
  trailAmount: cents.nullable(),
  trailPercent: z.number().nullable(),
  highWaterMark: cents.nullable(),
  parentOrderId: z.string().nullable(),
  triggeredAt: iso.nullable(),
  executedAt: iso.nullable(),
  executionPrice: cents.nullable(),
  maxSlippage: z.number(),
  bracketId: z.string().nullable(),
  stopLossPrice: cents.nullable(),
  takeProfitPrice: cents.nullable(),
  childOrders: z.array(z.string()),
  metadata: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
const snapshot = z.object({
  date: z.string(),
  portfolioValue: cents,
  cash: cents,
  positionsValue: cents,
  dayChange: cents,
  dayChangePercent: z.number(),
});

const optionPosition = z.object({
  symbol: z.string(),
  type: z.enum(['call', 'put']),
  strike: cents.positive(),
  expiration: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  side: z.enum(['long', 'short']),
  contracts: z.number().int().positive(),
  costBasis: nonNegative,
  openedAt: iso,
});

export const ledgerSchema = z.object({
  startingCash: nonNegative,
  cash: nonNegative,
  positions: z.array(position).max(50),
  trades: z.array(trade).max(1000),
  pendingOrders: z.array(order),
  advancedOrders: z.array(advanced),
  snapshots: z.array(snapshot).max(90),
  equityCurve: z.array(z.object({ date: z.string(), value: cents })).max(365),
  tradesToday: z.object({ day: z.string(), count: z.number().int().min(0) }),
  peakValue: cents,
  emergencyMode: z.boolean(),
  optionPositions: z.array(optionPosition).optional(),
  settings: z.object({ accountType: z.enum(ACCOUNT_TYPES), realism: z.enum(REALISM_LEVELS) }).optional(),
  margin: z
    .object({ feeDay: z.string(), feesPaid: nonNegative, callDeadline: z.string().nullable() })
    .optional(),
});

/** The document written to storage or to an exported file. */
export function serializeLedger(ledger: Ledger, exportedAt?: Date): string {
  return JSON.stringify({
    format: LEDGER_FORMAT,
    version: LEDGER_VERSION,
    exportedAt: exportedAt?.toISOString(),
    ledger,
  });
}

/** Reads a stored or imported document; null when it is not a valid ledger. */
export function parseLedger(text: string): Ledger | null {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return null;
  }
  const envelope = z
    .object({ format: z.literal(LEDGER_FORMAT), version: z.literal(LEDGER_VERSION), ledger: ledgerSchema })
    .safeParse(doc);
  if (!envelope.success) return null;
  const ledger = envelope.data.ledger as Ledger;
  // Reservations must fit inside what is held, as the engine guarantees.
  const reserved = ledger.pendingOrders.reduce((s, o) => s + o.reservedCash, 0);
  if (reserved > ledger.cash) return null;
  if (ledger.positions.some((p) => p.shares < 0) && ledger.settings?.accountType !== 'margin') return null;
  for (const p of ledger.positions) {
    const held = ledger.pendingOrders
      .filter((o) => o.symbol === p.symbol)
      .reduce((s, o) => s + o.reservedShares, 0);
    if (held > Math.max(0, p.shares)) return null;
  }
  return ledger;
}
