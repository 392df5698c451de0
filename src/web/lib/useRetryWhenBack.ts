import { useEffect, useRef } from 'react';

/** While the server cannot be reached, a failed read is tried again this often. */
export const RETRY_UNREACHABLE_MS = 15_000;

/**
 * While `active` (a read failed because the server could not be reached), calls `retry` as soon as
 * the browser says it is back online, and every `everyMs` while it believes it is online (a server
 * that was down comes back without any browser event). Stops once `active` is false.
 */
export function useRetryWhenBack(active: boolean, retry: () => void, everyMs = RETRY_UNREACHABLE_MS): void {
  const latest = useRef(retry);
  latest.current = retry;
  useEffect(() => {
    if (!active) return;
    const again = () => latest.current();
    const tick = () => {
      if (navigator.onLine !== false) again();
    };
    window.addEventListener('online', again);
    const timer = setInterval(tick, everyMs);
    return () => {
      window.removeEventListener('online', again);
      clearInterval(timer);
    };
  }, [active, everyMs]);
}
