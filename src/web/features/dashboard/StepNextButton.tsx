import { type ReactNode, useId } from 'react';

/**
 * The Next (or Complete) button of a questionnaire step. Until the step has an answer it stays
 * focusable but aria-disabled, drawn grey rather than a faded green, with the reason beside it
 * ("Choose at least one", "Choose one") as its description; pressing it then shows the reason
 * instead of doing nothing.
 */
export function StepNextButton({
  ready,
  multi,
  busy = false,
  onNext,
  className = '',
  children,
}: {
  /** The step has what it needs. */
  ready: boolean;
  /** The step takes several answers. */
  multi: boolean;
  busy?: boolean;
  onNext: () => void;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const blocked = !ready || busy;
  const why = !ready ? (multi ? 'Choose at least one to go on.' : 'Choose one to go on.') : null;
  return (
    <div className="flex flex-col items-end gap-1">
      <button
        type="button"
        aria-disabled={blocked || undefined}
        aria-describedby={why ? id : undefined}
        onClick={() => {
          if (!blocked) onNext();
        }}
        className={`inline-flex items-center gap-1 rounded-lg px-5 py-2 font-semibold ${
          blocked
            ? 'cursor-not-allowed border border-dashed border-slate-600 bg-slate-800 text-slate-400'
            : 'bg-emerald-500 text-slate-950 hover:bg-emerald-400'
        } ${className}`}
      >
        {children}
      </button>
      {why && (
        <p id={id} className="text-sm text-slate-300">
          {why}
        </p>
      )}
    </div>
  );
}
