import type { AnyRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

// Toasts sit top-right (spec), below whatever header the page shows: with the beta banner above the
// sticky header, a fixed offset put the XP and achievement toasts over the nav and the account menu.
// A notice the learner has to read first (the dashboard's carry notice, marked `data-toasts-below`)
// keeps them below it too while it is on screen: after a guest signed up, the carried achievements'
// toasts stacked over it, its dismiss button included.

/** The gap between a header's bottom edge and the first toast, px. */
const GAP = 8;
/** Where toasts start with no header on screen, px (react-hot-toast's own offset). */
const EDGE = 16;

/** The attribute that marks an element toasts must not cover. */
export const TOASTS_BELOW = 'data-toasts-below';
/** Sent when such an element comes or goes, so the toasts move at once. */
export const TOAST_AREA_CHANGED = 'toast-area-changed';

/**
 * Where the toasts should start: just below the page's first header while it is on screen, and
 * below any element they must keep clear of while some of it is on screen.
 */
export function toastTopFor(
  header: Element | null,
  keepClear: readonly Element[] = [],
  viewportHeight = typeof window === 'undefined' ? 0 : window.innerHeight,
): number {
  let bottom = header?.getBoundingClientRect().bottom ?? 0;
  for (const el of keepClear) {
    const r = el.getBoundingClientRect();
    if (r.bottom > 0 && r.top < viewportHeight) bottom = Math.max(bottom, r.bottom);
  }
  return bottom > 0 ? Math.ceil(bottom) + GAP : EDGE;
}

/** The toasts' top offset, kept below the header as the page scrolls, resizes and changes route. */
export function useToastTop(router: AnyRouter): number {
  const [top, setTop] = useState(64);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        setTop(
          toastTopFor(document.querySelector('header'), [...document.querySelectorAll(`[${TOASTS_BELOW}]`)]),
        ),
      );
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    window.addEventListener(TOAST_AREA_CHANGED, update);
    // The beta banner closing moves the header up without a scroll.
    window.addEventListener('click', update, { passive: true });
    const unsubscribe = router.subscribe('onResolved', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      window.removeEventListener(TOAST_AREA_CHANGED, update);
      window.removeEventListener('click', update);
      unsubscribe();
    };
  }, [router]);
  return top;
}
