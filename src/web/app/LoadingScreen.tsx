/** A full-page spinner with a short label ('Authenticating...', or the generic 'Loading...'). */
export function LoadingScreen({ label = 'Loading...', detail }: { label?: string; detail?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-3"
    >
      <span
        aria-hidden
        className="h-10 w-10 animate-spin rounded-full border-4 border-slate-700 border-t-emerald-400"
      />
      <p className="font-semibold">{label}</p>
      {detail && <p className="text-sm text-slate-400">{detail}</p>}
    </div>
  );
}
