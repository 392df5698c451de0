// The stats row's boxes, shared by the row (LandingStats, its own chunk) and the placeholder the
// landing page shows until that chunk arrives on a client-side visit, so nothing moves.

/** The row before its chunk arrives. */
export function LandingStatsPlaceholder() {
  return (
    <>
      <Stat label="Interactive lessons" value="…" />
      <Stat label="Hours of content" value="…" />
      <Stat label="Completed" value="…" />
    </>
  );
}

export function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col-reverse">
      <dt className="mt-1 text-xs text-slate-400">{label}</dt>
      <dd className="text-3xl font-bold text-emerald-300">{value}</dd>
    </div>
  );
}
