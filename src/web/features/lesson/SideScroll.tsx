import type { ReactNode } from 'react';
import { useMoreSideways } from '../../lib/useMoreSideways';

/**
 * A wide table's own sideways-scrolling box, reachable by keyboard (the page itself never scrolls
 * sideways). While a column is cut off, it fades at the edge and a line says the table goes on.
 */
export function SideScroll({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const [box, more] = useMoreSideways<HTMLElement>();
  return (
    <div className={className}>
      <div className="relative">
        <section
          ref={box}
          aria-label={label}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways must be reachable by keyboard
          tabIndex={0}
          className="max-w-full overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-emerald-400"
          data-table-scroll
        >
          {children}
        </section>
        {more && (
          <div
            aria-hidden
            className="pointer-events-none absolute inset-y-0 right-0 w-10 rounded-r-lg bg-gradient-to-l from-slate-950/90 to-transparent"
          />
        )}
      </div>
      {more && (
        <p className="mt-1 text-right text-xs text-slate-400" data-testid="table-more">
          Scroll sideways for more →
        </p>
      )}
    </div>
  );
}
