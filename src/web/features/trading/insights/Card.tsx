import type { ReactNode } from 'react';

/** One screen of the Insights section: a titled card inside the folding panel. */
export function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-insight={id}
      className="min-w-0 rounded-xl border border-slate-800 bg-slate-950/40 p-4"
    >
      <h3 id={`${id}-title`} className="mb-3 font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}
