import { AlertTriangle, Info } from 'lucide-react';
import type { RiskSignalAnswer } from '../../../shared/api/trading';
import type { AtOnce } from './ticketNotes';

/**
 * The refusals after which the ticket says how many shares a buy can be: too little cash, or a
 * size check of the risk rules (position size, concentration, order value).
 */
export const isInsufficientFunds = (text: string | undefined) =>
  (text?.startsWith('Insufficient funds') ||
    /^Trade blocked by risk management: .*(Position size|Concentration in|Order value)/.test(text ?? '')) ??
  false;

/**
 * The ticket's notes before submit: a margin crossing, an order that executes at once, the risk
 * signal's refusal and warnings. A refusal shows alone (a warning beside it is noise), and not again
 * here once the submitted order's answer below the button says the same.
 */
export function TicketMessages({
  crossing,
  atOnce,
  preview,
  resultText,
  afford,
  fieldError = null,
}: {
  crossing: string | null;
  atOnce: AtOnce | null;
  preview: RiskSignalAnswer | undefined;
  /** The submitted order's refusal, shown below the button. */
  resultText: string | undefined;
  /** "You can afford N shares" (and what the risk rules allow), shown after a refusal about size. */
  afford: string | null;
  /** The quantity's problem, already said beside its field: not said again here. */
  fieldError?: string | null;
}) {
  const errors = (preview?.errors ?? []).filter((e) => e !== resultText && e !== fieldError);
  const warnings = preview && preview.errors.length === 0 ? preview.warnings : [];
  return (
    <div aria-live="polite" className="space-y-1">
      {crossing && (
        <p className="flex gap-2 text-sm text-sky-200" data-testid="order-crossing">
          <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0" /> {crossing}
        </p>
      )}
      {atOnce && (
        <p
          className={`flex gap-2 rounded-lg p-2 text-sm ${atOnce.fills ? 'bg-amber-950/60 text-amber-100' : 'text-sky-200'}`}
          data-testid="order-at-once"
        >
          <AlertTriangle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" /> {atOnce.text}
        </p>
      )}
      {errors.map((e) => (
        <p key={e} className="flex gap-2 text-sm text-rose-300" data-testid="order-preview-error">
          <AlertTriangle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            {e}
            {isInsufficientFunds(e) && afford && (
              <span className="block text-slate-200" data-testid="order-afford">
                {afford}
              </span>
            )}
          </span>
        </p>
      ))}
      {warnings.map((w) => (
        <p key={w} className="flex gap-2 text-sm text-amber-300" data-testid="order-warning">
          <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0" /> {w}
        </p>
      ))}
    </div>
  );
}
