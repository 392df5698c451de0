// GET/PUT /api/trading/settings: the account type and fill realism, kept on the portfolio row.
import { eq } from 'drizzle-orm';
import {
  type AccountSettings,
  type AccountType,
  changeSettings,
  NEW_ACCOUNT_SETTINGS,
  type Realism,
} from '../../../core/trading';
import { portfolios } from '../../db/schema';
import type { Deps } from '../../deps';
import { lockPortfolio, readPortfolio } from './store';
import { transaction } from './tx';

type Row = { accountType: string; realism: string };
const fromRow = (row: Row): AccountSettings => ({
  accountType: row.accountType as AccountType,
  realism: row.realism as Realism,
});

export function createTradingSettings(deps: Deps) {
  /** An account not opened yet answers what it will open with. */
  async function get(userId: string): Promise<AccountSettings> {
    const row = await readPortfolio(deps.db, userId);
    return row ? fromRow(row) : { ...NEW_ACCOUNT_SETTINGS };
  }

  async function put(userId: string, change: Partial<AccountSettings>): Promise<AccountSettings> {
    return transaction(deps.db, async (tx) => {
      const next = changeSettings(fromRow(await lockPortfolio(tx, userId)), change);
      await tx
        .update(portfolios)
        .set({ ...next, updatedAt: deps.clock() })
        .where(eq(portfolios.userId, userId));
      return next;
    });
  }

  return { get, put };
}
