import { useMutation } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { countText } from '../../../core/words';
import type { PortfolioAnswer } from '../../../shared/api/trading';
import { ConfirmDialog } from '../../app/ConfirmDialog';
import { errorText } from './Panel';
import { useBackend, useInvalidateAccount } from './useTrading';

/** Active advanced orders: the ones emergency mode would cancel. */
export const activeAdvanced = (data: PortfolioAnswer) =>
  data.advancedOrders.filter((o) => o.status === 'ACTIVE').length;

function useEmergency() {
  const backend = useBackend();
  const invalidate = useInvalidateAccount();
  return useMutation({
    mutationFn: (enabled: boolean) => backend.emergency(enabled),
    onSuccess: (answer) => {
      toast.success(
        answer.emergencyMode
          ? `Emergency mode on: ${countText(answer.cancelled, 'advanced order')} cancelled`
          : 'Emergency mode off: advanced orders are tracked again',
      );
      void invalidate();
    },
    onError: (error) => toast.error(errorText(error)),
  });
}

/** The banner across the Simulator while emergency mode is on, with the way back. */
export function EmergencyBanner() {
  const emergency = useEmergency();
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-rose-700 bg-rose-950/60 p-4"
    >
      <p className="flex items-center gap-2 text-rose-100">
        <ShieldAlert aria-hidden className="h-5 w-5 shrink-0" />
        <span>
          <strong>Emergency mode is on.</strong> Advanced orders were cancelled and new ones are refused until
          you switch it off.
        </span>
      </p>
      <button
        type="button"
        disabled={emergency.isPending}
        onClick={() => emergency.mutate(false)}
        className="rounded-lg border border-rose-400 px-3 py-1.5 text-sm font-medium text-rose-50 hover:bg-rose-900 disabled:opacity-60"
      >
        {emergency.isPending ? 'Switching off…' : 'Switch emergency mode off'}
      </button>
    </div>
  );
}

/** The switch itself: on only after a confirmation that names what it cancels; off at once. */
export function EmergencySwitch({ on, active }: { on: boolean; active: number }) {
  const emergency = useEmergency();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="space-y-3 text-sm">
      <p className="text-slate-300">
        {on
          ? 'Emergency mode is on: no advanced order is tracked or accepted.'
          : 'A panic button for your automatic orders: it cancels every active stop-loss, trailing stop, bracket and take-profit order at once and stops tracking. Your shares and cash stay as they are.'}
      </p>
      {!on && (
        <p className="text-slate-400">
          Active advanced orders now:{' '}
          <span className="font-semibold tabular-nums text-slate-200">{active}</span>
        </p>
      )}
      <button
        type="button"
        role="switch"
        aria-checked={on}
        disabled={emergency.isPending}
        onClick={() => (on ? emergency.mutate(false) : setConfirming(true))}
        className={`rounded-lg px-3 py-1.5 font-semibold disabled:opacity-60 ${on ? 'border border-slate-600 hover:border-slate-400' : 'bg-rose-600 text-white hover:bg-rose-500'}`}
      >
        Emergency mode {on ? 'on' : 'off'}
        <span className="sr-only">: {on ? 'switch off' : 'switch on'}</span>
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Switch on emergency mode?"
        message={`This cancels all ${countText(active, 'active advanced order')} (stop-loss, trailing stop, bracket, take-profit) and stops tracking. Cancelled orders stay cancelled when you switch it off again.`}
        confirmLabel="Cancel advanced orders"
        onConfirm={() => {
          setConfirming(false);
          emergency.mutate(true);
        }}
      />
    </div>
  );
}
