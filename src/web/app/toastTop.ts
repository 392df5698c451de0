import type { AnyRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

// Toasts sit top-right (spec), below whatever header the page shows: with the beta banner above the
// sticky header, a fixed offset put the XP and achievement toasts over the nav and the account menu.

/** The gap between a header's bottom edge and the first toast, px. */
const GAP = 8;
/** Where toasts start with no header on screen, px (react-hot-toast's own offset). */
const EDGE = 16;

/** Where the toasts should start: just below the page's first header while it is on screen. */
export function toastTopFor(header: Element | null): number {
  const bottom = header?.getBoundingClientRect().bottom ?? 0;
  return bottom > 0 ? Math.ceil(bottom) + GAP : EDGE;
}

/** The toasts' top offset, kept below the header as the page scrolls, resizes and changes route. */
export function useToastTop(router: AnyRouter): number {
  const [top, setTop] = useState(64);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setTop(toastTopFor(document.querySelector('header'))));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    // The beta banner closing moves the header up without a scroll.
    window.addEventListener('click', update, { passive: true });
    const unsubscribe = router.subscribe('onResolved', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      window.removeEventListener('click', update);
      unsubscribe();
    };
  }, [router]);
  return top;
}
