import { ChevronDown } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { readJson, userKey, writeJson } from '../../lib/storage';

// The simulator's advanced panels start folded, so a beginner sees the account, the chart and the
// ticket first; each one opens with one click (or Enter/Space) and the choice is remembered per
// learner on this device. A panel may start open for a reason of the moment (the options of a
// learner who holds some): folding it then lasts for the visit, and the stored choices stay the
// learner's own clicks.

const OPEN_PANELS = 'trading-open-panels';

export function useFolds(userId: string) {
  const key = userKey(userId, OPEN_PANELS);
  const [open, setOpen] = useState<string[]>(() => readJson<string[]>(key) ?? []);
  // Panels open by default that the learner folded during this visit.
  const [folded, setFolded] = useState<string[]>([]);
  const toggle = useCallback(
    (id: string, shown: boolean) => {
      const stored = readJson<string[]>(key) ?? [];
      const next = shown ? stored.filter((x) => x !== id) : [...stored.filter((x) => x !== id), id];
      writeJson(key, next);
      setOpen((now) => (shown ? now.filter((x) => x !== id) : [...now.filter((x) => x !== id), id]));
      setFolded((now) => (shown ? [...now, id] : now.filter((x) => x !== id)));
    },
    [key],
  );
  /**
   * The props that tie a FoldingPanel to its remembered state; `openFirst` opens it unless the
   * learner has folded it during this visit.
   */
  const panel = (id: string, openFirst = false) => {
    const shown = open.includes(id) || (openFirst && !folded.includes(id));
    return { id, open: shown, onToggle: () => toggle(id, shown) };
  };
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
  summary: ReactNode;
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
