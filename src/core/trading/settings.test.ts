import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLedger } from './ledger';
import {
  ACCOUNT_TYPES,
  type AccountSettings,
  changeSettings,
  LEGACY_SETTINGS,
  NEW_ACCOUNT_SETTINGS,
  REALISM_LEVELS,
  settingsOf,
} from './settings';

const settings = fc.record({
  accountType: fc.constantFrom(...ACCOUNT_TYPES),
  realism: fc.constantFrom(...REALISM_LEVELS),
});

describe('account settings', () => {
  it('a ledger saved before settings existed is a cash account with simple fills', () => {
    expect(settingsOf(createLedger())).toEqual({ accountType: 'cash', realism: 'simple' });
    expect(LEGACY_SETTINGS).not.toEqual(NEW_ACCOUNT_SETTINGS);
    expect(NEW_ACCOUNT_SETTINGS).toEqual({ accountType: 'cash', realism: 'realistic' });
  });

  it('a change sets the fields it names and keeps the others', () => {
    fc.assert(
      fc.property(
        settings,
        fc.record(
          { accountType: settings.map((x) => x.accountType), realism: settings.map((x) => x.realism) },
          { requiredKeys: [] },
        ),
        (current: AccountSettings, change) => {
          const next = changeSettings(current, change);
          expect(next.accountType).toBe(change.accountType ?? current.accountType);
          expect(next.realism).toBe(change.realism ?? current.realism);
          expect(changeSettings(next, {})).toEqual(next);
        },
      ),
    );
  });
});
