import * as Tooltip from '@radix-ui/react-tooltip';
import { useState } from 'react';

type Element = { id: string; icon?: string | undefined; label: string; tooltip: string; detail: string };

/** A page's interactive elements: a tooltip on hover or focus, and the full detail when opened. */
export function HoverDetails({ items }: { items: readonly Element[] | undefined }) {
  const [open, setOpen] = useState<string | null>(null);
  if (!items || items.length === 0) return null;
  const current = items.find((i) => i.id === open);
  return (
    // data-touch-targets: each is a 44 px button on a touch screen (styles.css); 38 px before.
    <section aria-label="Explore" data-touch-targets className="mt-6">
      <h3 className="mb-2 text-xs font-semibold uppercase tracking-wider text-slate-400">Explore</h3>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.id}>
            <Tooltip.Root delayDuration={150}>
              <Tooltip.Trigger asChild>
                <button
                  type="button"
                  aria-expanded={open === item.id}
                  onClick={() => setOpen(open === item.id ? null : item.id)}
                  className={`flex items-center gap-2 rounded-lg border px-3 py-2 text-sm transition ${
                    open === item.id
                      ? 'border-amber-400 bg-amber-500/15 text-amber-100'
                      : 'border-slate-700 bg-slate-800/70 text-slate-100 hover:border-amber-400/60'
                  }`}
                >
                  {item.icon && <span aria-hidden>{item.icon}</span>}
                  {item.label}
                </button>
              </Tooltip.Trigger>
              <Tooltip.Portal>
                <Tooltip.Content
                  sideOffset={6}
                  className="z-50 rounded-md bg-slate-800 px-2 py-1 text-xs text-slate-100 shadow-lg"
                >
                  {item.tooltip}
                  <Tooltip.Arrow className="fill-slate-800" />
                </Tooltip.Content>
              </Tooltip.Portal>
            </Tooltip.Root>
          </li>
        ))}
      </ul>
      {current && (
        <div
          role="note"
          className="mt-3 rounded-lg border border-amber-400/30 bg-amber-500/10 p-3 text-sm text-amber-50"
        >
          <strong className="block">{current.tooltip}</strong>
          {current.detail}
        </div>
      )}
    </section>
  );
}
