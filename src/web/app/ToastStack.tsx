import { type CSSProperties, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { type DefaultToastOptions, resolveValue, type Toast, ToastBar, useToaster } from 'react-hot-toast';
import { prefersReducedMotion } from '../lib/motion';

// The toasts' host (react-hot-toast's headless store, drawn here): the newest few toasts in a
// column, newest on top, and a "+N more" line for the rest. Every toast fired at once (a quiz's XP,
// its achievements, a risk alert) used to be drawn, and on a phone the stack ran past the tab bar.
// The toasts not drawn stay in the store and time out as usual.

/** How many toasts are drawn at once. */
export const SHOWN_TOASTS = 3;
/** How long a dismissed toast takes to fade and slide out, ms. */
export const EXIT_MS = 180;
/**
 * How long a dismissed toast stays in the store, not visible, before it is removed, ms: its exit
 * plays out in that time (react-hot-toast's own delay, 1 s, left a gap in the stack for as long).
 */
export const REMOVE_DELAY = EXIT_MS + 20;

export function ToastStack({
  style,
  toastOptions,
}: {
  style: CSSProperties;
  toastOptions?: DefaultToastOptions;
}) {
  const { toasts, handlers } = useToaster({ removeDelay: REMOVE_DELAY, ...toastOptions });
  // The store keeps the newest first; a dismissed toast stays in it, not visible, until removed.
  const waiting = toasts.filter((t) => t.visible);
  const shown = new Set(waiting.slice(0, SHOWN_TOASTS).map((t) => t.id));
  const more = waiting.length - shown.size;
  // A toast dismissed while drawn stays drawn for its exit (none where motion is reduced: it goes at
  // once); one that times out never drawn is never drawn.
  const drawnBefore = useRef<ReadonlySet<string>>(new Set());
  const leaving = prefersReducedMotion()
    ? []
    : toasts.filter((t) => !t.visible && drawnBefore.current.has(t.id));
  const drawn = toasts.filter((t) => shown.has(t.id) || leaving.includes(t));
  useLayoutEffect(() => {
    drawnBefore.current = new Set(drawn.map((t) => t.id));
  });
  const spoken = useAnnouncements(toasts, shown);
  // A stack taller than its area scrolls; a scrolling region must be reachable from the keyboard
  // (axe: scrollable-region-focusable), so it becomes a focus stop only while it overflows.
  const area = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const el = area.current;
    if (el) setOverflows(el.scrollHeight > el.clientHeight + 1);
  });
  return (
    <>
      {/* A mouse over the toasts pauses every toast's timer (react-hot-toast's own behaviour), a
          pointer nicety. Not a finger: a tap (closing an achievement) sent mouseenter and no
          mouseleave, and every toast then stayed until the next tap elsewhere. */}
      <div
        ref={area}
        data-rht-toaster=""
        {...(overflows ? { tabIndex: 0, role: 'region', 'aria-label': 'Notifications' } : {})}
        style={{
          position: 'fixed',
          zIndex: 9999,
          left: 16,
          right: 16,
          pointerEvents: 'none',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-end',
          gap: 8,
          ...style,
        }}
        onPointerEnter={(e) => e.pointerType === 'mouse' && handlers.startPause()}
        onPointerLeave={handlers.endPause}
      >
        {drawn.map((t) => (
          <ToastItem
            key={t.id}
            toast={t}
            onHeight={handlers.updateHeight}
            quiet={spoken.get(t.id) !== 'itself'}
          />
        ))}
        {more > 0 && (
          // Plain text, not a live region or a control: the toasts behind it are read out by the
          // announcer below, and there is nothing here to focus or get stuck on.
          <p className="pointer-events-auto rounded-full border border-slate-600 bg-slate-900 px-3 py-1 text-xs font-semibold text-slate-200 shadow-lg shadow-black/50">
            +{more} more{' '}
            <span className="sr-only">{more === 1 ? 'notification' : 'notifications'} waiting</span>
          </p>
        )}
      </div>
      <Announcer toasts={toasts} shown={shown} spoken={spoken} />
    </>
  );
}

/**
 * Who reads each toast out, settled as it is first seen. A toast that arrives among the drawn reads
 * itself out (its role: status, or alert). One that arrives behind the "+N more" line used to be
 * counted there and never read out: the host reads it out (`host`). Either way, once read it is
 * `read`: drawn again later (after newer ones leave, or after being pushed behind the line), its own
 * live region is turned off, so no toast is read out twice.
 */
type Reader = 'itself' | 'host' | 'read';

function useAnnouncements(toasts: Toast[], shown: ReadonlySet<string>): ReadonlyMap<string, Reader> {
  const who = useRef(new Map<string, Reader>());
  const present = new Set(toasts.map((t) => t.id));
  // A toast that has left the store may come back under its id (an achievement won again): it is
  // new, and is announced again.
  for (const id of who.current.keys()) if (!present.has(id)) who.current.delete(id);
  for (const t of toasts) {
    if (!t.visible) continue;
    const by = who.current.get(t.id);
    if (by === undefined) who.current.set(t.id, shown.has(t.id) ? 'itself' : 'host');
    // Drawn once read out by the host, or pushed behind the line once read out by itself.
    else if (by === 'host' ? shown.has(t.id) : by === 'itself' && !shown.has(t.id))
      who.current.set(t.id, 'read');
  }
  return who.current;
}

/** What the announcer says for a toast: its text, and whether it is urgent (an alert). */
type Said = { message: Toast['message']; text: string; urgent: boolean };

/**
 * A toast's words: its text, a space between its elements' (its lines are separate elements) but not
 * within one ("+{amount} XP" is three text nodes), and none of its controls' or icons'.
 */
function wordsOf(el: Element): string {
  let words = '';
  let last: Element | null = null;
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (n.parentElement?.closest('button, [aria-hidden="true"]')) continue;
    words += (n.parentElement === last ? '' : ' ') + (n.textContent ?? '');
    last = n.parentElement;
  }
  return words.replace(/\s+/g, ' ').trim();
}

/**
 * Two live regions, polite and assertive, always in the page (a region added with its words is not
 * read out): a line in one for each toast the host announces while it waits undrawn. Its words are
 * read off the toast drawn once, hidden (a custom toast's message is a component), so the page never
 * holds them twice where a search for them would find both.
 */
function Announcer({
  toasts,
  shown,
  spoken,
}: {
  toasts: Toast[];
  shown: ReadonlySet<string>;
  spoken: ReadonlyMap<string, Reader>;
}) {
  const [said, setSaid] = useState<ReadonlyMap<string, Said>>(new Map());
  const waiting = toasts.filter((t) => t.visible && !shown.has(t.id) && spoken.get(t.id) === 'host');
  const unread = waiting.filter((t) => said.get(t.id)?.message !== t.message);
  const reader = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const present = new Set(toasts.map((t) => t.id));
    const stale = [...said.keys()].some((id) => !present.has(id));
    if (!unread.length && !stale) return;
    const next = new Map([...said].filter(([id]) => present.has(id)));
    let changed = stale;
    for (const el of reader.current?.children ?? []) {
      const t = unread.find((u) => u.id === (el as HTMLElement).dataset.toast);
      if (!t) continue;
      const urgent =
        t.ariaProps.role === 'alert' ||
        t.ariaProps['aria-live'] === 'assertive' ||
        el.querySelector('[role="alert"], [aria-live="assertive"]') !== null;
      next.set(t.id, { message: t.message, text: wordsOf(el), urgent });
      changed = true;
    }
    if (changed) setSaid(next);
  });
  const lines = (urgent: boolean) =>
    waiting
      .filter((t) => said.get(t.id)?.urgent === urgent)
      .map((t) => <p key={t.id}>{said.get(t.id)?.text}</p>);
  return (
    <>
      <div role="log" aria-live="polite" className="sr-only" data-toast-announcer="polite">
        {lines(false)}
      </div>
      <div aria-live="assertive" className="sr-only" data-toast-announcer="assertive">
        {lines(true)}
      </div>
      {unread.length > 0 && (
        // Hidden: out of the accessibility tree, its live regions silent, its buttons not focusable.
        <div ref={reader} hidden>
          {unread.map((t) => (
            <div key={t.id} data-toast={t.id}>
              {resolveValue(t.message, t)}
            </div>
          ))}
        </div>
      )}
    </>
  );
}

function ToastItem({
  toast,
  onHeight,
  quiet,
}: {
  toast: Toast;
  onHeight: (id: string, height: number) => void;
  /** Announced already, by the host: its own live region is off. */
  quiet: boolean;
}) {
  const box = useRef<HTMLDivElement | null>(null);
  // The bar animates in once its height is known (react-hot-toast's ToastBar waits for it).
  const measure = useCallback(
    (el: HTMLDivElement | null) => {
      box.current = el;
      if (el) onHeight(toast.id, el.getBoundingClientRect().height || 1);
    },
    [toast.id, onHeight],
  );
  // A custom toast's live region is its own markup: turned off here once the host has read it out.
  useLayoutEffect(() => {
    if (!quiet) return;
    for (const el of box.current?.querySelectorAll('[role="status"], [role="alert"], [aria-live]') ?? [])
      el.setAttribute('aria-live', 'off');
  });
  const leaving = !toast.visible;
  return (
    <div
      ref={measure}
      // Leaving: out of the accessibility tree and the tab order while it fades and slides out.
      inert={leaving || undefined}
      data-leaving={leaving ? '' : undefined}
      className="pointer-events-auto flex max-w-full justify-end"
      style={{
        opacity: leaving ? 0 : 1,
        transform: leaving ? 'translateX(24px)' : 'none',
        transition: `opacity ${EXIT_MS}ms ease-in, transform ${EXIT_MS}ms ease-in`,
      }}
    >
      {toast.type === 'custom' ? (
        resolveValue(toast.message, toast)
      ) : (
        <ToastBar
          toast={quiet ? { ...toast, ariaProps: { ...toast.ariaProps, 'aria-live': 'off' } } : toast}
          position="top-right"
        />
      )}
    </div>
  );
}
