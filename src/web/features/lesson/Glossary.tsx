import * as Tooltip from '@radix-ui/react-tooltip';
import { BookOpen } from 'lucide-react';
import { type ReactElement, useRef, useState } from 'react';
import { lookupTerm } from '../../../content/glossary-lookup';

/**
 * A glossary definition as a tooltip on its trigger: it opens on hover and focus, and on a tap or
 * click too (touch screens have no hover); a second tap, Escape or a tap elsewhere closes it.
 *
 * A tap is not a mouse click: the browser fires pointerup before focus, so Radix opens the tooltip
 * on focus and a plain toggle on the click that follows closed it again in the same gesture. What
 * a tap or click does is therefore decided by whether the tooltip was open when the pointer went
 * down; a click with no pointer (Enter or Space on the focused chip) toggles it.
 */
function TermTip({ termKey, trigger }: { termKey: string; trigger: ReactElement }) {
  const entry = lookupTerm(termKey);
  const [open, setOpen] = useState(false);
  const openAtPointerDown = useRef<boolean | null>(null);
  if (!entry) return null;
  return (
    <Tooltip.Root delayDuration={150} open={open} onOpenChange={setOpen}>
      <Tooltip.Trigger
        asChild
        onPointerDown={() => {
          openAtPointerDown.current = open;
        }}
        onClick={(event) => {
          // Radix closes a tooltip on click; a tap here means "show me".
          event.preventDefault();
          const wasOpen = openAtPointerDown.current;
          openAtPointerDown.current = null;
          setOpen((o) => (wasOpen === null ? !o : !wasOpen));
        }}
      >
        {trigger}
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="top"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 max-w-[min(20rem,calc(100vw-1rem))] rounded-lg border border-slate-700 bg-slate-900 p-3 text-sm text-slate-100 shadow-xl"
        >
          <strong className="block text-sky-300">{entry.text}</strong>
          {entry.definition}
          <Tooltip.Arrow className="fill-slate-700" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

/** One glossary term as a focusable chip whose definition shows on hover, focus or tap. */
export function Term({ termKey }: { termKey: string }) {
  const entry = lookupTerm(termKey);
  if (!entry) return null;
  return (
    <TermTip
      termKey={termKey}
      trigger={
        <button
          type="button"
          className="inline-flex items-center gap-1 rounded-full border border-sky-400/40 bg-sky-500/10 px-2.5 py-1 text-sm text-sky-200 underline decoration-dotted underline-offset-4 hover:bg-sky-500/20"
        >
          <BookOpen aria-hidden className="h-3.5 w-3.5" />
          {entry.text}
        </button>
      }
    />
  );
}

/** The glossary terms a page uses, listed under the text. */
export function Definitions({ keys }: { keys: readonly string[] | undefined }) {
  if (!keys || keys.length === 0) return null;
  return (
    // data-touch-targets: each term is a 44 px button on a touch screen (styles.css); 30 px before.
    <aside aria-label="Key terms" data-touch-targets className="mt-6">
      <h3 className="mb-2 text-xs font-semibold uppercase tracking-wider text-slate-400">Key terms</h3>
      <ul className="flex flex-wrap gap-2">
        {keys.map((k) => (
          <li key={k}>
            <Term termKey={k} />
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** A term mentioned inside the text: underlined, with its definition on hover, focus or tap. */
export function InlineTerm({ termKey, children }: { termKey: string; children: string }) {
  if (!lookupTerm(termKey)) return <>{children}</>;
  return (
    <TermTip
      termKey={termKey}
      trigger={
        <button
          type="button"
          className="cursor-help text-sky-200 underline decoration-sky-400/70 decoration-dotted underline-offset-4"
        >
          {children}
        </button>
      }
    />
  );
}
