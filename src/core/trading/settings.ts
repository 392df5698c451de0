// An account's trading settings: its type (cash, or margin for short selling) and how realistic its
// fills are (simple: the last price in full; realistic: bid/ask, price impact and partial fills).
import type { Ledger } from './types';

export const ACCOUNT_TYPES = ['cash', 'margin'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const REALISM_LEVELS = ['simple', 'realistic'] as const;
export type Realism = (typeof REALISM_LEVELS)[number];

export type AccountSettings = { accountType: AccountType; realism: Realism };

/** What a new account starts with (decision 0018): a cash account with realistic fills. */
export const NEW_ACCOUNT_SETTINGS: AccountSettings = { accountType: 'cash', realism: 'realistic' };

/**
 * What an account made before settings existed keeps: the behaviour it was opened with, a cash
 * account filled at the last price. A ledger without `settings` is such an account.
 */
export const LEGACY_SETTINGS: AccountSettings = { accountType: 'cash', realism: 'simple' };

export function settingsOf(ledger: Pick<Ledger, 'settings'>): AccountSettings {
  return ledger.settings ?? LEGACY_SETTINGS;
}

/** The settings with a change applied; fields left out keep their value. */
export function changeSettings(current: AccountSettings, change: Partial<AccountSettings>): AccountSettings {
  return {
    accountType: change.accountType ?? current.accountType,
    realism: change.realism ?? current.realism,
  };
}
