import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { afterNextPaint } from '../lib/useAfterPaint';

/** At the latest this long after the app starts, the page counts as settled anyway. */
export const SETTLE_AT_MOST_MS = 5_000;

/**
 * False until the page's first load has settled: the route resolved, no query in flight, and a frame
 * painted since; then true for good. For what the page can do without at first (feature tours,
 * behaviour tracking), so their code is asked for after the page's own, not beside it on a slow
 * phone (issue 14: on /trade a dozen such files were fetched before its largest text showed).
 */
export function usePageSettled(): boolean {
  const client = useQueryClient();
  const router = useRouter();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled) return;
    const quiet = () => client.isFetching() === 0 && router.state.status === 'idle';
    let cancel: (() => void) | undefined;
    const check = () => {
      if (cancel || !quiet()) return;
      // Still quiet once the frame after it has painted (a render may start new reads).
      cancel = afterNextPaint(() => {
        cancel = undefined;
        if (quiet()) setSettled(true);
      });
    };
    const stopQueries = client.getQueryCache().subscribe(check);
    const stopRouter = router.subscribe('onResolved', check);
    const latest = setTimeout(() => setSettled(true), SETTLE_AT_MOST_MS);
    check();
    return () => {
      stopQueries();
      stopRouter();
      clearTimeout(latest);
      cancel?.();
    };
  }, [client, router, settled]);
  return settled;
}
