import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { portfolios } from './trading';

// Option positions of the paper-trading ledger: one row per user and contract, changed only under the
// portfolio row's lock (like cash and shares). Money in integer cents.
export const optionPositions = pgTable(
  'option_positions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => portfolios.userId, { onDelete: 'cascade' }),
    symbol: text('symbol').notNull(),
    type: text('type').notNull(),
    strike: bigint('strike', { mode: 'number' }).notNull(),
    expiration: text('expiration').notNull(),
    side: text('side').notNull(),
    contracts: integer('contracts').notNull(),
    costBasis: bigint('cost_basis', { mode: 'number' }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.symbol, t.type, t.strike, t.expiration] }),
    check('option_positions_contracts_non_negative', sql`${t.contracts} >= 0`),
    check('option_positions_cost_basis_non_negative', sql`${t.costBasis} >= 0`),
    check('option_positions_strike_positive', sql`${t.strike} > 0`),
    check('option_positions_type', sql`${t.type} in ('call', 'put')`),
    check('option_positions_side', sql`${t.side} in ('long', 'short')`),
  ],
);
