import { type CSSProperties, useCallback } from 'react';
import { type DefaultToastOptions, resolveValue, type Toast, ToastBar, useToaster } from 'react-hot-toast';

// The toasts' host (react-hot-toast's headless store, drawn here): the newest few toasts in a
// column, newest on top, and a "+N more" line for the rest. Every toast fired at once (a quiz's XP,
// its achievements, a risk alert) used to be drawn, and on a phone the stack ran past the tab bar.
// The toasts not drawn stay in the store and time out as usual.

/** How many toasts are drawn at once. */
export const SHOWN_TOASTS = 3;

export function ToastStack({
  style,
  toastOptions,
}: {
  style: CSSProperties;
  toastOptions?: DefaultToastOptions;
}) {
  const { toasts, handlers } = useToaster(toastOptions);
  // The store keeps the newest first; a dismissed toast leaves it after its exit delay.
  const waiting = toasts.filter((t) => t.visible);
  const shown = waiting.slice(0, SHOWN_TOASTS);
  const more = waiting.length - shown.length;
  return (
    // A mouse over the toasts pauses every toast's timer (react-hot-toast's own behaviour), a pointer
    // nicety. Not a finger: a tap (closing an achievement) sent mouseenter and no mouseleave, and
    // every toast then stayed until the next tap elsewhere.
    <div
      data-rht-toaster=""
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
      {shown.map((t) => (
        <ToastItem key={t.id} toast={t} onHeight={handlers.updateHeight} />
      ))}
      {more > 0 && (
        // Plain text, not a live region or a control: each toast was announced as it arrived, and
        // there is nothing here to focus or get stuck on.
        <p className="pointer-events-auto rounded-full border border-slate-600 bg-slate-900 px-3 py-1 text-xs font-semibold text-slate-200 shadow-lg shadow-black/50">
          +{more} more{' '}
          <span className="sr-only">{more === 1 ? 'notification' : 'notifications'} waiting</span>
        </p>
      )}
    </div>
  );
}

function ToastItem({ toast, onHeight }: { toast: Toast; onHeight: (id: string, height: number) => void }) {
  // The bar animates in once its height is known (react-hot-toast's ToastBar waits for it).
  const measure = useCallback(
    (el: HTMLDivElement | null) => {
      if (el) onHeight(toast.id, el.getBoundingClientRect().height || 1);
    },
    [toast.id, onHeight],
  );
  return (
    <div ref={measure} className="pointer-events-auto flex max-w-full justify-end">
      {toast.type === 'custom' ? (
        resolveValue(toast.message, toast)
      ) : (
        <ToastBar toast={toast} position="top-right" />
      )}
    </div>
  );
}
