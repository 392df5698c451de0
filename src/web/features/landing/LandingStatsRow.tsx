// The stats row's boxes, shared by the row (LandingStats, its own chunk) and the placeholder the
// landing page shows until that chunk arrives on a client-side visit, so nothing moves.

/** The three boxes of the row, each value as shown. */
export function LandingStatsRow({
  lessons,
  hours,
  completed,
}: {
  lessons: string;
  hours: string;
  completed: string;
}) {
  return (
    <>
      <Stat label="Interactive lessons" value={lessons} />
      <Stat label="Hours of content" value={hours} />
      <Stat label="Completed" value={completed} />
    </>
  );
}

/** The row before its chunk arrives. */
export function LandingStatsPlaceholder() {
  return <LandingStatsRow lessons="…" hours="…" completed="…" />;
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col-reverse justify-end">
      <dt className="mt-1 text-xs text-slate-400">{label}</dt>
      <dd className="text-3xl font-bold text-emerald-300">{value}</dd>
    </div>
  );
}
