import { ArrowRight, Flag } from 'lucide-react';

/** The forward control of every player: Next while pages remain, then Finish (saving progress). */
export function NextOrFinish({
  isLast,
  blocked,
  describedBy,
  saving,
  finishLabel,
  onNext,
  onFinish,
}: {
  isLast: boolean;
  /** Next waits for a decision or every quiz answer on this page. */
  blocked: boolean;
  /** The element that says what Next waits for, while it waits. */
  describedBy?: string | undefined;
  saving: boolean;
  finishLabel: string;
  onNext: () => void;
  onFinish: () => void;
}) {
  if (isLast) {
    return (
      <button
        type="button"
        onClick={onFinish}
        disabled={saving}
        className="flex items-center gap-2 rounded-lg bg-emerald-500 px-5 py-2 font-semibold text-slate-950 hover:bg-emerald-400 disabled:opacity-60"
      >
        <Flag aria-hidden className="h-4 w-4" /> {saving ? 'Saving…' : finishLabel}
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={onNext}
      disabled={blocked}
      aria-describedby={describedBy}
      className="flex items-center gap-1 rounded-lg bg-emerald-500 px-5 py-2 font-semibold text-slate-950 hover:bg-emerald-400 disabled:opacity-40"
    >
      Next <ArrowRight aria-hidden className="h-4 w-4" />
    </button>
  );
}
