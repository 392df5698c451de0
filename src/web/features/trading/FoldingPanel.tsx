import { ChevronDown } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { readJson, userKey, writeJson } from '../../lib/storage';

// The simulator's advanced panels start folded, so a beginner sees the account, the chart and the
// ticket first; each one opens with one click (or Enter/Space) and the choice is remembered per
// learner on this device.

const OPEN_PANELS = 'trading-open-panels';

export function useFolds(userId: string) {
  const [open, setOpen] = useState<string[]>(() => readJson<string[]>(userKey(userId, OPEN_PANELS)) ?? []);
  const toggle = useCallback(
    (id: string) => {
      setOpen((now) => {
        const next = now.includes(id) ? now.filter((x) => x !== id) : [...now, id];
        writeJson(userKey(userId, OPEN_PANELS), next);
        return next;
      });
    },
    [userId],
  );
  /** The props that tie a FoldingPanel to its remembered state. */
  const panel = (id: string) => ({ id, open: open.includes(id), onToggle: () => toggle(id) });
  return { panel };
}

export function FoldingPanel({
  id,
  title,
  summary,
  open,
  onToggle,
  className = '',
  children,
}: {
  id: string;
  title: string;
  /** What is inside, in a few words, shown while folded. */
  summary: string;
  open: boolean;
  onToggle: () => void;
  className?: string;
  children: ReactNode;
}) {
  const bodyId = useId();
  const headingId = `${id}-title`;
  // A link to the panel's heading ("use Advanced orders") opens it as well as scrolling to it.
  useEffect(() => {
    const onHash = () => {
      if (window.location.hash === `#${headingId}` && !open) onToggle();
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [headingId, open, onToggle]);
  return (
    <section
      aria-labelledby={headingId}
      data-panel={id}
      className={`rounded-2xl border border-slate-800 bg-slate-900/60 p-4 ${className}`}
    >
      <h2 id={headingId} className="text-lg font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-2 rounded-md text-left"
        >
          <span>{title}</span>
          <span className="flex shrink-0 items-center gap-1 text-sm font-normal text-slate-400">
            {open ? 'Hide' : 'Show'}
            <ChevronDown aria-hidden className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
          </span>
        </button>
      </h2>
      {open ? (
        <div id={bodyId} className="mt-3">
          {children}
        </div>
      ) : (
        <p id={bodyId} className="mt-1 text-sm text-slate-400">
          {summary}
        </p>
      )}
    </section>
  );
}
