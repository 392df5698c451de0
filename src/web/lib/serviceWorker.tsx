import toast from 'react-hot-toast';
import { router } from '../app/routes';

// Registers /sw.js (spec app-and-learning §7: fetched and registered if present; a missing or
// failing worker is logged and skipped), checks for a new version every 60 s, and announces one
// with a "Refresh" toast, held back while the learner is inside a lesson (issue 14 point 4).
// Loaded after the page, never in the entry chunk.

export const UPDATE_CHECK_MS = 60_000;

/** Whether the learner is in a lesson or another full-screen activity an update must not interrupt. */
export function isMidLesson(pathname: string): boolean {
  return pathname.startsWith('/lessons/') || /^\/games\/[^/]+\/3d\/?$/.test(pathname);
}

/** Runs `show` now, or as soon as the learner is out of the lesson. */
export function whenNotInLesson(
  show: () => void,
  where: () => string,
  onNavigate: (listener: () => void) => () => void,
): void {
  if (!isMidLesson(where())) {
    show();
    return;
  }
  const stop = onNavigate(() => {
    if (isMidLesson(where())) return;
    stop();
    show();
  });
}

let refreshing = false;

function announce(worker: ServiceWorker): void {
  toast(
    (t) => (
      <span className="flex items-center gap-3">
        A new version of ThinkStreet is ready.
        <button
          type="button"
          className="rounded-md bg-emerald-500 px-3 py-1 text-sm font-semibold text-slate-950 hover:bg-emerald-400"
          onClick={() => {
            refreshing = true;
            toast.dismiss(t.id);
            worker.postMessage({ type: 'SKIP_WAITING' });
          }}
        >
          Refresh
        </button>
      </span>
    ),
    { id: 'app-update', duration: Number.POSITIVE_INFINITY },
  );
}

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const present = await fetch('/sw.js', { method: 'HEAD', cache: 'no-store' });
    if (!present.ok) return;
    const registration = await navigator.serviceWorker.register('/sw.js');
    const offer = (worker: ServiceWorker) =>
      whenNotInLesson(
        () => announce(worker),
        () => router.state.location.pathname,
        (listener) => router.subscribe('onResolved', listener),
      );
    // Only a refresh the learner asked for reloads the page (the first install takes over silently).
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (refreshing) window.location.reload();
    });
    if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const worker = registration.installing;
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed' && navigator.serviceWorker.controller) offer(worker);
      });
    });
    setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
  } catch (error) {
    console.warn('Service worker skipped:', error);
  }
}
