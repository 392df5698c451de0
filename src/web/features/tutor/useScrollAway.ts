import { useEffect, useState } from 'react';

// On a phone the tutor's button floats over the page: while the learner reads on (scrolls down) it
// steps aside, so it never sits on the figure they are reading; it comes back as soon as they
// scroll up, stop near the page's end (where the shell's bottom padding leaves it a clear space) or
// are at the top.

/** How close to the page's end, px, the button is shown again: the shell's bottom padding is more. */
const NEAR_END = 160;
/** Scrolls smaller than this, px, change nothing (a finger's jitter). */
const JITTER = 8;

/** Whether the button should step aside for this scroll: down, past the top, not yet at the end. */
export function stepsAside(
  previousY: number,
  y: number,
  viewport: number,
  pageHeight: number,
): boolean | null {
  if (Math.abs(y - previousY) < JITTER) return null;
  if (y <= 0 || y + viewport >= pageHeight - NEAR_END) return false;
  return y > previousY;
}

/** True while the button should be out of the way (phones only: `query` matches). */
export function useScrollAway(query = '(max-width: 767px)'): boolean {
  const [away, setAway] = useState(false);
  useEffect(() => {
    const phone = window.matchMedia?.(query);
    let last = window.scrollY;
    const onScroll = () => {
      if (!phone?.matches) return setAway(false);
      const y = window.scrollY;
      const next = stepsAside(last, y, window.innerHeight, document.documentElement.scrollHeight);
      if (next === null) return;
      last = y;
      setAway(next);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [query]);
  return away;
}
