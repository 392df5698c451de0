import { type RefCallback, useCallback, useState } from 'react';

/**
 * How far beyond the visible screen a part counts as near: half a screen, so a learner scrolling at
 * an ordinary pace finds it loaded, or loading, by the time it comes into view.
 */
const NEAR = '50% 0px 50% 0px';

/**
 * A ref for a placeholder and whether it has come near the screen; once true it stays true. For a
 * heavy part of a page (the Simulator's chart) that should not load, run and draw while the page
 * loads on a phone, where it sits a screen or more below what the learner sees (issue 14).
 * Without IntersectionObserver (tests, old browsers) the part counts as near at once.
 */
export function useNearViewport(): [RefCallback<Element>, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');
  const ref = useCallback<RefCallback<Element>>(
    (node) => {
      if (!node || near) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer.disconnect();
          setNear(true);
        },
        { rootMargin: NEAR },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [near],
  );
  return [ref, near];
}
