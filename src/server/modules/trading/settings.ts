// GET/PUT /api/trading/settings: the account type and fill realism, kept on the portfolio row.
import { and, eq, lt } from 'drizzle-orm';
import {
  type AccountSettings,
  type AccountType,
  changeSettings,
  createLedger,
  NEW_ACCOUNT_SETTINGS,
  type Realism,
  switchToCashRefusal,
} from '../../../core/trading';
import { portfolios, positions } from '../../db/schema';
import type { Deps } from '../../deps';
import { httpError } from '../../errors';
import { lockPortfolio, readPortfolio } from './store';
import { transaction } from './tx';

type Row = { accountType: string; realism: string };
const fromRow = (row: Row): AccountSettings => ({
  accountType: row.accountType as AccountType,
  realism: row.realism as Realism,
});

const asPosition = (p: { symbol: string; shares: number }) => ({
  symbol: p.symbol,
  shares: p.shares,
  costBasis: 0,
  firstBuyDate: '',
});

export function createTradingSettings(deps: Deps) {
  /** An account not opened yet answers what it will open with. */
  async function get(userId: string): Promise<AccountSettings> {
    const row = await readPortfolio(deps.db, userId);
    return row ? fromRow(row) : { ...NEW_ACCOUNT_SETTINGS };
  }

  async function put(userId: string, change: Partial<AccountSettings>): Promise<AccountSettings> {
    return transaction(deps.db, async (tx) => {
      const current = fromRow(await lockPortfolio(tx, userId));
      const next = changeSettings(current, change);
      if (current.accountType === 'margin' && next.accountType === 'cash') {
        // The row lock above serialises this with trades, so no short can open behind the check.
        const shorts = await tx
          .select({ symbol: positions.symbol, shares: positions.shares })
          .from(positions)
          .where(and(eq(positions.userId, userId), lt(positions.shares, 0)));
        const refusal = switchToCashRefusal({ ...createLedger(), positions: shorts.map(asPosition) });
        if (refusal) throw httpError(409, refusal);
      }
      await tx
        .update(portfolios)
        .set({ ...next, updatedAt: deps.clock() })
        .where(eq(portfolios.userId, userId));
      return next;
    });
  }

  return { get, put };
}
