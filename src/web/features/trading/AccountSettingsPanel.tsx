import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { TradingSettingsAnswer } from '../../../shared/api/trading';
import { errorText, Loading } from './Panel';
import { useBackend, useInvalidateAccount, useTradingSettings } from './useTrading';

/** Account type (cash or margin, after confirming the risks of shorting) and fill realism. */
export function AccountSettingsPanel() {
  const settings = useTradingSettings();
  const backend = useBackend();
  const invalidate = useInvalidateAccount();
  const id = useId();
  const [confirmed, setConfirmed] = useState(false);
  const save = useMutation({
    mutationFn: (change: Partial<TradingSettingsAnswer>) => backend.setSettings(change),
    onSuccess: () => {
      setConfirmed(false);
      void invalidate();
    },
  });
  if (settings.isPending) return <Loading label="Loading your account settings" />;
  if (!settings.data) return <p role="alert">We could not load your settings: {errorText(settings.error)}</p>;
  const s = settings.data;
  return (
    <div className="space-y-4 text-sm">
      <fieldset className="space-y-2">
        <legend className="font-semibold">
          Account type: {s.accountType === 'margin' ? 'Margin' : 'Cash'}
        </legend>
        {s.accountType === 'cash' ? (
          <>
            <p className="text-slate-300">
              A margin account lets you sell short: sell shares you borrow, hoping to buy them back cheaper.
              Losses have no ceiling, since a price can keep rising; you pay a daily borrow fee; you must keep
              150% of a new short's value (its proceeds plus 50% of your own money) and at least 30% equity,
              or a margin call gives you 48 hours before your shorts are bought back for you.
            </p>
            <label className="flex items-start gap-2" htmlFor={`${id}-risk`}>
              <input
                id={`${id}-risk`}
                type="checkbox"
                checked={confirmed}
                onChange={(e) => setConfirmed(e.target.checked)}
              />
              <span>I understand that shorting can lose more than I put in.</span>
            </label>
            <button
              type="button"
              className="rounded-lg bg-sky-700 px-3 py-2 font-semibold text-white disabled:opacity-60"
              disabled={!confirmed || save.isPending}
              onClick={() => save.mutate({ accountType: 'margin' })}
            >
              Switch to margin
            </button>
          </>
        ) : (
          <button
            type="button"
            className="rounded-lg border border-slate-600 px-3 py-2 font-semibold disabled:opacity-60"
            disabled={save.isPending}
            onClick={() => save.mutate({ accountType: 'cash' })}
          >
            Switch back to cash
          </button>
        )}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="font-semibold">Fill realism</legend>
        {(
          [
            ['simple', 'Simple: every order fills in full at the last price.'],
            [
              'realistic',
              'Realistic: buys pay the ask and sells get the bid, moved by the order’s own price impact (at least a cent a share), and large orders may fill in part.',
            ],
          ] as const
        ).map(([value, text]) => (
          <label key={value} className="flex items-start gap-2">
            <input
              type="radio"
              name={`${id}-realism`}
              checked={s.realism === value}
              disabled={save.isPending}
              onChange={() => save.mutate({ realism: value })}
            />
            <span>{text}</span>
          </label>
        ))}
      </fieldset>
      {save.isError && (
        <p role="alert" className="text-rose-300">
          {errorText(save.error)}
        </p>
      )}
    </div>
  );
}
